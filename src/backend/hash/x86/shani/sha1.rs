//! SHA-1 compression with `sha1rnds4`, `sha1nexte`, `sha1msg1` and `sha1msg2`: the rounds of
//! `N` streams interleaved group by group (one stream for `shani_sha1_compress`, four for
//! `many.rs`), so the single-stream and multi-stream kernels share one round implementation.
//!
//! `sha1rnds4(abcd, e_w, f)` performs four rounds with round function `f` (0..3, one per twenty
//! rounds); `e_w` holds `W[t..t+4]` with the current `E` already added to its top word.
//! `sha1nexte(e_prev_abcd, w)` derives that `E` (`ROTL30` of the `A` four rounds back) and adds
//! it to `w`; so a copy of `ABCD` is kept before each `sha1rnds4` (`e_next`) and the two E
//! registers alternate. The first group adds the initial `E` directly.
//!
//! The schedule in a ring of four registers (`m[i % 4]` = `W[4i..4i+4]`):
//! `W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16])` is built in three steps spread over
//! consecutive groups: `sha1msg1` (the `W[t-14] ^ W[t-16]` part, group i for the words of group
//! i+3, 1 ≤ i ≤ 16), a plain XOR (`W[t-8]`, 2 ≤ i ≤ 17), and `sha1msg2` (`W[t-3]` and the
//! rotation, including the dependency inside the group, 3 ≤ i ≤ 18).

#[cfg(miri)]
use crate::backend::x86::miri::{_mm_sha1msg1_epu32, _mm_sha1msg2_epu32, _mm_sha1nexte_epu32, _mm_sha1rnds4_epu32};
use core::arch::x86_64::*;

/// Compresses whole 64-byte blocks into `state`: one stream of [`sha1_streams`].
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) unsafe fn shani_sha1_compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    // SAFETY: the caller guarantees the features; this function has them enabled.
    unsafe { sha1_streams(core::array::from_mut(state), blocks) }
}

/// One row of blocks, one per stream: `[&[u8; 64]; N]` for `N` streams (`many.rs`), or a plain
/// block for the single stream, so both kernels loop over their callers' slices as they are.
pub(super) trait Row<const N: usize> {
    /// Stream `s`'s block.
    fn block(&self, s: usize) -> &[u8; 64];
}

impl<const N: usize> Row<N> for [&[u8; 64]; N] {
    #[inline(always)]
    fn block(&self, s: usize) -> &[u8; 64] {
        self[s]
    }
}

impl Row<1> for [u8; 64] {
    #[inline(always)]
    fn block(&self, _: usize) -> &[u8; 64] {
        self
    }
}

/// `N` SHA-1 streams interleaved group by group: for each row in order, compresses block
/// `row[s]` into `state[s]`. One stream is [`shani_sha1_compress`]; four are `many.rs`'s
/// `shani_sha1_x4`.
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline]
#[allow(unused_assignments)] // the last schedule steps of the unrolled groups feed no later group
pub(super) unsafe fn sha1_streams<const N: usize, R: Row<N>>(state: &mut [[u32; 5]; N], rows: &[R]) {
    // Reverse all 16 bytes (word order and byte order), so W[t] sits in the top lane.
    let bswap = _mm_set_epi64x(0x00010203_04050607, 0x08090a0b_0c0d0e0f);
    let mut abcd = [_mm_setzero_si128(); N];
    let mut e0 = [_mm_setzero_si128(); N];
    for s in 0..N {
        // SAFETY: `state[s]` is 5 u32; the first 16 bytes are loaded unaligned.
        let dcba = unsafe { _mm_loadu_si128(state[s].as_ptr().cast()) };
        abcd[s] = _mm_shuffle_epi32(dcba, 0x1b);
        e0[s] = _mm_set_epi32(state[s][4] as i32, 0, 0, 0);
    }
    for row in rows {
        let (abcd_in, e_in) = (abcd, e0);
        let mut m = [[_mm_setzero_si128(); 4]; N];
        let mut e1 = [_mm_setzero_si128(); N];
        // One group of four rounds of every stream, i in 0..20, function `$f`; `$e` receives W
        // (+E), `$next` the copy of ABCD from which the next group's E derives.
        macro_rules! group {
            ($i:expr, $f:expr, $e:ident, $next:ident) => {
                for s in 0..N {
                    let m = &mut m[s];
                    if $i < 4 {
                        // SAFETY: `row[s]` is a 64-byte block; 16·i + 16 <= 64.
                        let raw = unsafe { _mm_loadu_si128(row.block(s).as_ptr().add(16 * $i).cast()) };
                        m[$i % 4] = _mm_shuffle_epi8(raw, bswap);
                    }
                    if $i == 0 {
                        $e[s] = _mm_add_epi32($e[s], m[0]);
                    } else {
                        $e[s] = _mm_sha1nexte_epu32($e[s], m[$i % 4]);
                    }
                    $next[s] = abcd[s];
                    if $i >= 3 && $i <= 18 {
                        m[($i + 1) % 4] = _mm_sha1msg2_epu32(m[($i + 1) % 4], m[$i % 4]);
                    }
                    abcd[s] = _mm_sha1rnds4_epu32::<{ $f }>(abcd[s], $e[s]);
                    if $i >= 1 && $i <= 16 {
                        m[($i + 3) % 4] = _mm_sha1msg1_epu32(m[($i + 3) % 4], m[$i % 4]);
                    }
                    if $i >= 2 && $i <= 17 {
                        m[($i + 2) % 4] = _mm_xor_si128(m[($i + 2) % 4], m[$i % 4]);
                    }
                }
            };
        }
        group!(0, 0, e0, e1);
        group!(1, 0, e1, e0);
        group!(2, 0, e0, e1);
        group!(3, 0, e1, e0);
        group!(4, 0, e0, e1);
        group!(5, 1, e1, e0);
        group!(6, 1, e0, e1);
        group!(7, 1, e1, e0);
        group!(8, 1, e0, e1);
        group!(9, 1, e1, e0);
        group!(10, 2, e0, e1);
        group!(11, 2, e1, e0);
        group!(12, 2, e0, e1);
        group!(13, 2, e1, e0);
        group!(14, 2, e0, e1);
        group!(15, 3, e1, e0);
        group!(16, 3, e0, e1);
        group!(17, 3, e1, e0);
        group!(18, 3, e0, e1);
        group!(19, 3, e1, e0);
        for s in 0..N {
            // E of the next block: ROTL30 of the A four rounds back, plus the saved E.
            e0[s] = _mm_sha1nexte_epu32(e0[s], e_in[s]);
            abcd[s] = _mm_add_epi32(abcd[s], abcd_in[s]);
        }
    }
    for s in 0..N {
        let dcba = _mm_shuffle_epi32(abcd[s], 0x1b);
        // SAFETY: 16-byte unaligned store into the first four words of the 20-byte `state[s]`.
        unsafe { _mm_storeu_si128(state[s].as_mut_ptr().cast(), dcba) };
        state[s][4] = _mm_extract_epi32(e0[s], 3) as u32;
    }
}
