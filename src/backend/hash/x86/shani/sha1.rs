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
//! The schedule (`m[i]` = `W[4i..4i+4]`, `W[4i]` in the top lane):
//! `W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16])` is built in three steps spread over
//! consecutive groups: `sha1msg1` (the `W[t-14] ^ W[t-16]` part, group i for the words of group
//! i+3), a plain XOR (`W[t-8]`, group i for group i+2), and `sha1msg2` (`W[t-3]` and the
//! rotation, including the dependency inside the group, group i for group i+1).
//!
//! One stream takes that path only for groups 4..8 and builds groups 8..20 from the equivalent
//! recurrence `W[t] = ROTL2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32])` (t ≥ 32: substitute the
//! first recurrence into each of its own four terms; the pairs `W[t-11]`, `W[t-17]`, `W[t-19]`,
//! `W[t-22]`, `W[t-24]`, `W[t-30]` cancel) in plain SSE ([`rotl2_group`]): for group i,
//! `W[t-16]`, `W[t-28]`, `W[t-32]` are whole groups i-4, i-7, i-8, `W[t-6..t-3]` is the low half
//! of group i-2 above the high half of group i-1 (`palignr`), and no word of the group depends
//! on another, so one rotation serves all four lanes. Why: one stream is bound by the chain of
//! `sha1rnds4` (each needs the last). On Golden Cove-class Intel cores (Sapphire and Emerald
//! Rapids) `sha1msg2` has a longer latency than `sha1rnds4`, so its chain (one per group) falls
//! behind the rounds, and it issues to `sha1rnds4`'s port, so each one ready beside a round can
//! delay it; the `palignr`, three XORs and the shift-or rotation form a chain no longer than a
//! round, and only `palignr` shares that port. Four streams (`many.rs`) are bound by
//! throughput rather than one chain and keep the `sha1msg1`/`sha1msg2` path throughout, and so
//! does one stream on AMD cores (`shani_sha1_compress_msg`): there (Zen 4) the single stream
//! runs at its bound, 20 chained `sha1rnds4` of 6 cycles a block, with either schedule, and the
//! ROTL2 one's extra SSE instructions cost it ~1%.

#[cfg(miri)]
use crate::backend::x86::miri::{_mm_sha1msg1_epu32, _mm_sha1msg2_epu32, _mm_sha1nexte_epu32, _mm_sha1rnds4_epu32};
use core::arch::x86_64::*;

/// Compresses whole 64-byte blocks into `state`: one stream of [`sha1_streams`], groups 8..20
/// from the ROTL2 recurrence (Intel cores).
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) unsafe fn shani_sha1_compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    // SAFETY: the caller guarantees the features; this function has them enabled.
    unsafe { sha1_streams::<1, true, _>(core::array::from_mut(state), blocks) }
}

/// [`shani_sha1_compress`] with the whole schedule from `sha1msg1`/`sha1msg2` (AMD cores:
/// [`ShaNiToken::sha1_msg_schedule`](crate::backend::detect::ShaNiToken::sha1_msg_schedule)).
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) unsafe fn shani_sha1_compress_msg(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    // SAFETY: the caller guarantees the features; this function has them enabled.
    unsafe { sha1_streams::<1, false, _>(core::array::from_mut(state), blocks) }
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

/// Schedule group `i` (8 ≤ i < 20) from the ROTL2 recurrence (module comment):
/// `ROTL2(W[t-6..t-3] ^ m[i-4] ^ m[i-7] ^ m[i-8])`, where `W[t-6..t-3]` is the low half of group
/// i-2 above the high half of group i-1 (lanes hold words in reverse order).
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline]
fn rotl2_group(m: &[__m128i; 20], i: usize) -> __m128i {
    let w6 = _mm_alignr_epi8::<8>(m[i - 2], m[i - 1]);
    // The three whole groups first: only `w6` waits on the group just built.
    let x = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(m[i - 4], m[i - 7]), m[i - 8]), w6);
    _mm_or_si128(_mm_slli_epi32::<2>(x), _mm_srli_epi32::<30>(x))
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
pub(super) unsafe fn sha1_streams<const N: usize, const ROTL2: bool, R: Row<N>>(state: &mut [[u32; 5]; N], rows: &[R]) {
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
    // Groups 8..20 from the ROTL2 recurrence (module comment), or from `sha1msg1`/`sha1msg2`.
    let rotl2_tail = ROTL2;
    // Groups below this one come from the loads and the `sha1msg1`/`sha1msg2` path.
    let msg_end = if rotl2_tail { 8 } else { 20 };
    for row in rows {
        let (abcd_in, e_in) = (abcd, e0);
        let mut m = [[_mm_setzero_si128(); 20]; N];
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
                        m[$i] = _mm_shuffle_epi8(raw, bswap);
                    } else if rotl2_tail && $i >= 8 {
                        m[$i] = rotl2_group(m, $i);
                    }
                    if $i == 0 {
                        $e[s] = _mm_add_epi32($e[s], m[0]);
                    } else {
                        $e[s] = _mm_sha1nexte_epu32($e[s], m[$i]);
                    }
                    $next[s] = abcd[s];
                    if $i >= 3 && $i + 1 < msg_end {
                        m[usize::min($i + 1, 19)] = _mm_sha1msg2_epu32(m[usize::min($i + 1, 19)], m[$i]);
                    }
                    abcd[s] = _mm_sha1rnds4_epu32::<{ $f }>(abcd[s], $e[s]);
                    if $i >= 1 && $i + 3 < msg_end {
                        m[usize::min($i + 3, 19)] = _mm_sha1msg1_epu32(m[usize::max($i, 1) - 1], m[$i]);
                    }
                    if $i >= 2 && $i + 2 < msg_end {
                        m[usize::min($i + 2, 19)] = _mm_xor_si128(m[usize::min($i + 2, 19)], m[$i]);
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
