//! x86_64 AVX2 multi-buffer hashing: 8 independent MD5, SHA-1 or SHA-256 messages at once (one
//! 32-bit word per lane of a ymm register), or 4 SHA-384/512 messages (one 64-bit word per lane).
//!
//! The state is kept *transposed*: ymm register `j` holds word `j` of every lane's chaining
//! value, so each round of the scalar algorithm becomes the same round on 8 (or 4) messages with
//! the same vector instructions, and no instruction ever mixes lanes. Only the loads do: each
//! block is read as 8 rows (one per message) and transposed into columns (`transpose8x32`,
//! `transpose4x64`), then byte-swapped with `vpshufb` for the big-endian SHA words. AVX2 has no
//! rotate instruction, so a rotation is two shifts and an OR ([`rotr32!`] and friends).
//!
//! | file         | kernel (one `#[inline(never)]` entry point each) | lanes × word |
//! |--------------|-------------------------------------------------|--------------|
//! | `md5.rs`     | `avx2_md5_x8`, `avx2_md5_x16` (two groups of 8) | 8 or 16 × 32 bits |
//! | `sha1.rs`    | `avx2_sha1_x8`                                  | 8 × 32 bits  |
//! | `sha256.rs`  | `avx2_sha256_x8` (SHA-224 too; loop in `sha2.rs`) | 8 × 32 bits  |
//! | `sha512.rs`  | `avx2_sha512_x4` (SHA-384, SHA-512/224, /256 too; loop in `sha2.rs`) | 4 × 64 bits  |
//! | `sha512_single.rs` | `avx2_sha512_compress`: one message, the schedule on ymm, scalar BMI2 rounds; `avx2_sha512_compress_vl`: the same with the schedule's rotations in AVX-512VL | 1 × 64 bits |
//!
//! `../multibuffer.rs` turns a kernel into "hash these N messages": it refills lanes as their messages end
//! and pads each message's last block(s) in a per-lane stack buffer. Every kernel is reachable only
//! through the functions below, which take the [`Avx2Token`] proving the CPU has AVX2 and the OS
//! saves the YMM state. Small helpers are `#[inline]` `#[target_feature]` functions or macros,
//! which LLVM inlines into the kernels (checked by `asm/check.sh`: no call in a loop).

#![allow(unsafe_code)]

pub(in crate::backend::hash::x86) mod md5;
mod sha1;
pub(in crate::backend::hash::x86) mod sha256;
pub(in crate::backend::hash::x86) mod sha512;
mod sha512_single;

#[cfg(test)]
mod tests;

use super::multibuffer::{Start, hash_many};
use crate::backend::detect::{Avx2Token, Avx512VlToken};
use core::arch::x86_64::*;

/// MD5 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`). Batches of more than
/// 8 messages run 16 lanes in two interleaved groups (MD5 is latency-bound on 8 lanes:
/// docs/perf/md5.md); smaller ones 8 lanes, so as not to pad them with idle lanes.
pub(crate) fn md5_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 16]]) {
    if inputs.len() > 8 {
        hash_many(&md5::Md5x16(token), inputs, out);
    } else {
        hash_many(&md5::Md5x8(token), inputs, out);
    }
}

/// SHA-1 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha1_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 20]]) {
    hash_many(&sha1::Sha1x8(token), inputs, out);
}

/// SHA-224 or SHA-256 (by `start`, and `N`, 28 or 32) of every `inputs[k]` into `out[k]`
/// (`out.len() == inputs.len()`), every lane starting from `start`.
pub(crate) fn sha256_many_from<M: AsRef<[u8]>, const N: usize>(
    token: Avx2Token,
    start: Start<'_, [u32; 8]>,
    inputs: &[M],
    out: &mut [[u8; N]],
) {
    hash_many(&sha256::Sha256x8(token, start), inputs, out);
}

/// SHA-224 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha224_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 28]]) {
    sha256_many_from(token, Start::iv(&sha256::IV224), inputs, out);
}

/// SHA-256 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha256_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 32]]) {
    sha256_many_from(token, Start::iv(&sha256::IV256), inputs, out);
}

/// SHA-384, SHA-512, SHA-512/224 or /256 (by `start`, and `N`) of every `inputs[k]` into `out[k]`
/// (`out.len() == inputs.len()`), every lane starting from `start`.
pub(crate) fn sha512_many_from<M: AsRef<[u8]>, const N: usize>(
    token: Avx2Token,
    start: Start<'_, [u64; 8]>,
    inputs: &[M],
    out: &mut [[u8; N]],
) {
    hash_many(&sha512::Sha512x4(token, start), inputs, out);
}

/// SHA-384 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha384_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 48]]) {
    sha512_many_from(token, Start::iv(&sha512::IV384), inputs, out);
}

/// SHA-512 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 64]]) {
    sha512_many_from(token, Start::iv(&sha512::IV512), inputs, out);
}

/// SHA-512/224 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_224_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 28]]) {
    sha512_many_from(token, Start::iv(&crate::backend::hash::soft::sha512::IV512_224), inputs, out);
}

/// SHA-512/256 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_256_many<M: AsRef<[u8]>>(token: Avx2Token, inputs: &[M], out: &mut [[u8; 32]]) {
    sha512_many_from(token, Start::iv(&crate::backend::hash::soft::sha512::IV512_256), inputs, out);
}

/// SHA-384/512 over whole 128-byte blocks of one message (`sha512_single.rs`: the schedule on
/// ymm, the rounds scalar with BMI2).
#[inline]
pub(crate) fn sha512_compress(token: Avx2Token, state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    let _ = token;
    // SAFETY: `token` proves AVX2, BMI2 and the OS's YMM state (`detect.rs`).
    unsafe { sha512_single::avx2_sha512_compress(state, blocks) }
}

/// [`sha512_compress`] with the schedule's σ0/σ1 in AVX-512VL (`vprorq`, `vpternlogq` on ymm).
#[inline]
pub(crate) fn sha512_compress_vl(token: Avx512VlToken, state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    let _ = token;
    // SAFETY: `token` proves AVX2, BMI2, AVX-512F, AVX-512VL and the OS's ZMM and opmask state
    // (`detect.rs`).
    unsafe { sha512_single::avx2_sha512_compress_vl(state, blocks) }
}

/// `vpshufb` control reversing the bytes of each 32-bit word (big-endian words to integers).
const BSWAP32: [u8; 32] = [
    3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, //
    3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
];

/// `vpshufb` control reversing the bytes of each 64-bit word.
pub(in crate::backend::hash::x86) const BSWAP64: [u8; 32] = [
    7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, //
    7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
];

/// Loads a 32-byte constant table.
#[inline]
#[target_feature(enable = "avx2")]
pub(in crate::backend::hash::x86) fn load_const(t: &[u8; 32]) -> __m256i {
    // SAFETY: `t` references 32 readable bytes; AVX is enabled (target feature).
    unsafe { _mm256_loadu_si256(t.as_ptr().cast()) }
}

/// `impl MultiBufferKernel` for a kernel that keeps the lanes transposed (`state[w][lane]` = word `w`
/// of lane `lane`): the starting value `$iv` (an expression over `self` as `$s`) goes down a
/// column, the output is read back from one, serialised big- or little-endian. Kernels that can
/// start from a keyed state name the bytes it has absorbed (`prefix`, a [`Start`]'s).
macro_rules! transposed_lanes {
    (
        $ty:ty, $kernel:ident, lanes: $l:literal, block: $b:literal, word: $w:ty, words: $n:literal,
        len_bytes: $len:literal, big_endian: $be:literal, iv: |$s:ident| $iv:expr
        $(, prefix: |$p:ident| $prefix:expr)?
        $(, output_all: $output_all:path)? $(,)?
    ) => {
        impl MultiBufferKernel<$l, $b> for $ty {
            type State = [[$w; $l]; $n];
            const ZERO: Self::State = [[0; $l]; $n];
            const LEN_BYTES: usize = $len;
            const BIG_ENDIAN: bool = $be;

            #[inline]
            fn init(&self, state: &mut Self::State, lane: usize) {
                let $s = self;
                for (w, iv) in state.iter_mut().zip($iv) {
                    w[lane] = *iv;
                }
            }

            $(
                #[inline]
                fn prefix(&self) -> usize {
                    let $p = self;
                    $prefix
                }
            )?

            $(
                #[inline]
                fn output_all<const N: usize>(&self, state: &Self::State, outs: &mut [[u8; N]]) {
                    // SAFETY: as for `compress` below.
                    unsafe { $output_all(state, outs) }
                }
            )?

            #[inline]
            fn compress(&self, state: &mut Self::State, rows: &[[&[u8; $b]; $l]]) {
                // SAFETY: `self.0` is the token of the kernel's features (`Avx2Token`: AVX2 and the
                // OS's YMM state; `Avx512Token` for `../avx512/`: AVX-512F and the OS's ZMM state).
                unsafe { $kernel(state, rows) }
            }

            #[inline]
            fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
                // A last partial word (SHA-512/224: 28 bytes of 64-bit words) gives its leading
                // bytes.
                for (o, w) in out.chunks_mut(size_of::<$w>()).zip(state) {
                    let bytes = if $be { w[lane].to_be_bytes() } else { w[lane].to_le_bytes() };
                    o.copy_from_slice(&bytes[..o.len()]);
                }
            }
        }
    };
}
pub(in crate::backend::hash::x86) use transposed_lanes;

/// Rotates every 32-bit lane of `$x` right by the literal `$n` (0 < n < 32).
macro_rules! rotr32 {
    ($x:expr, $n:literal) => {{
        let x = $x;
        _mm256_or_si256(_mm256_srli_epi32::<$n>(x), _mm256_slli_epi32::<{ 32 - $n }>(x))
    }};
}
pub(super) use rotr32;

/// Rotates every 32-bit lane of `$x` left by the literal `$n` (0 < n < 32).
macro_rules! rotl32 {
    ($x:expr, $n:literal) => {{
        let x = $x;
        _mm256_or_si256(_mm256_slli_epi32::<$n>(x), _mm256_srli_epi32::<{ 32 - $n }>(x))
    }};
}
pub(super) use rotl32;

/// Rotates every 64-bit lane of `$x` right by the literal `$n` (0 < n < 64).
macro_rules! rotr64 {
    ($x:expr, $n:literal) => {{
        let x = $x;
        _mm256_or_si256(_mm256_srli_epi64::<$n>(x), _mm256_slli_epi64::<{ 64 - $n }>(x))
    }};
}
pub(super) use rotr64;

/// Loads 32 bytes at `p + off` from each of the 8 lanes and transposes them: lane `i` of result
/// `j` is the 32-bit word `j` of lane `i`'s 32 bytes (the 8x8 transpose below).
///
/// # Safety
/// `p[i] + off .. p[i] + off + 32` is readable for every `i`.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn load8x32(p: &[*const u8; 8], off: usize) -> [__m256i; 8] {
    // SAFETY: the caller guarantees 32 readable bytes at each `p[i] + off`; AVX is enabled.
    let r = unsafe {
        [
            _mm256_loadu_si256(p[0].add(off).cast()),
            _mm256_loadu_si256(p[1].add(off).cast()),
            _mm256_loadu_si256(p[2].add(off).cast()),
            _mm256_loadu_si256(p[3].add(off).cast()),
            _mm256_loadu_si256(p[4].add(off).cast()),
            _mm256_loadu_si256(p[5].add(off).cast()),
            _mm256_loadu_si256(p[6].add(off).cast()),
            _mm256_loadu_si256(p[7].add(off).cast()),
        ]
    };
    transpose8x32(r)
}

/// The sixteen 32-bit words of 8 lanes' 64-byte blocks, transposed: lane `i` of `w[j]` is word
/// `j` of `blocks[i]`, read little-endian; `vpshufb` with `bswap` then reorders the bytes of each
/// word (the identity for MD5, [`BSWAP32`] for the big-endian SHA words).
#[inline]
#[target_feature(enable = "avx2")]
fn load_words8x32(blocks: &[&[u8; 64]; 8], bswap: Option<__m256i>) -> [__m256i; 16] {
    let p = blocks.map(|b| b.as_ptr());
    // SAFETY: every `p[i]` points to a 64-byte block, so 32 bytes at offsets 0 and 32 are
    // readable; AVX2 is enabled (target feature).
    let (lo, hi) = unsafe { (load8x32(&p, 0), load8x32(&p, 32)) };
    let mut w = [_mm256_setzero_si256(); 16];
    w[..8].copy_from_slice(&lo);
    w[8..].copy_from_slice(&hi);
    if let Some(bswap) = bswap {
        for w in &mut w {
            *w = _mm256_shuffle_epi8(*w, bswap);
        }
    }
    w
}

/// 8x8 transpose of 32-bit words: `out[j]` lane `i` = `r[i]` lane `j`.
///
/// Three stages, each halving the block size: `vpunpck{l,h}dq` interleaves words of row pairs
/// within each 128-bit half (2x2 blocks of words), `vpunpck{l,h}qdq` interleaves word pairs of
/// those (4x4 blocks within a half), and `vperm2i128` swaps the off-diagonal 128-bit halves
/// (selector 0x20 takes both low halves, 0x31 both high halves).
#[inline]
#[target_feature(enable = "avx2")]
fn transpose8x32(r: [__m256i; 8]) -> [__m256i; 8] {
    let t0 = _mm256_unpacklo_epi32(r[0], r[1]); // r0.0 r1.0 r0.1 r1.1 | r0.4 r1.4 r0.5 r1.5
    let t1 = _mm256_unpackhi_epi32(r[0], r[1]); // r0.2 r1.2 r0.3 r1.3 | r0.6 r1.6 r0.7 r1.7
    let t2 = _mm256_unpacklo_epi32(r[2], r[3]);
    let t3 = _mm256_unpackhi_epi32(r[2], r[3]);
    let t4 = _mm256_unpacklo_epi32(r[4], r[5]);
    let t5 = _mm256_unpackhi_epi32(r[4], r[5]);
    let t6 = _mm256_unpacklo_epi32(r[6], r[7]);
    let t7 = _mm256_unpackhi_epi32(r[6], r[7]);
    let u0 = _mm256_unpacklo_epi64(t0, t2); // word 0 of rows 0-3 | word 4 of rows 0-3
    let u1 = _mm256_unpackhi_epi64(t0, t2); // word 1 | word 5
    let u2 = _mm256_unpacklo_epi64(t1, t3); // word 2 | word 6
    let u3 = _mm256_unpackhi_epi64(t1, t3); // word 3 | word 7
    let u4 = _mm256_unpacklo_epi64(t4, t6); // the same for rows 4-7
    let u5 = _mm256_unpackhi_epi64(t4, t6);
    let u6 = _mm256_unpacklo_epi64(t5, t7);
    let u7 = _mm256_unpackhi_epi64(t5, t7);
    [
        _mm256_permute2x128_si256::<0x20>(u0, u4),
        _mm256_permute2x128_si256::<0x20>(u1, u5),
        _mm256_permute2x128_si256::<0x20>(u2, u6),
        _mm256_permute2x128_si256::<0x20>(u3, u7),
        _mm256_permute2x128_si256::<0x31>(u0, u4),
        _mm256_permute2x128_si256::<0x31>(u1, u5),
        _mm256_permute2x128_si256::<0x31>(u2, u6),
        _mm256_permute2x128_si256::<0x31>(u3, u7),
    ]
}

/// Loads 32 bytes at `p + off` from each of the 4 lanes and transposes them: lane `i` of result
/// `j` is the 64-bit word `j` of lane `i`'s 32 bytes.
///
/// # Safety
/// `p[i] + off .. p[i] + off + 32` is readable for every `i`.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn load4x64(p: &[*const u8; 4], off: usize) -> [__m256i; 4] {
    // SAFETY: the caller guarantees 32 readable bytes at each `p[i] + off`; AVX is enabled.
    let r = unsafe {
        [
            _mm256_loadu_si256(p[0].add(off).cast()),
            _mm256_loadu_si256(p[1].add(off).cast()),
            _mm256_loadu_si256(p[2].add(off).cast()),
            _mm256_loadu_si256(p[3].add(off).cast()),
        ]
    };
    // 4x4 transpose of 64-bit words: interleave row pairs within halves, then swap halves.
    let t0 = _mm256_unpacklo_epi64(r[0], r[1]); // r0.0 r1.0 | r0.2 r1.2
    let t1 = _mm256_unpackhi_epi64(r[0], r[1]); // r0.1 r1.1 | r0.3 r1.3
    let t2 = _mm256_unpacklo_epi64(r[2], r[3]);
    let t3 = _mm256_unpackhi_epi64(r[2], r[3]);
    [
        _mm256_permute2x128_si256::<0x20>(t0, t2),
        _mm256_permute2x128_si256::<0x20>(t1, t3),
        _mm256_permute2x128_si256::<0x31>(t0, t2),
        _mm256_permute2x128_si256::<0x31>(t1, t3),
    ]
}

/// Loads a transposed state (`N` words of `L` lanes, 32 bytes per word).
#[inline]
#[target_feature(enable = "avx2")]
fn load_state<T, const N: usize>(s: &[T; N]) -> [__m256i; N]
where
    T: Copy,
{
    const { assert!(size_of::<T>() == 32) };
    let mut v = [_mm256_setzero_si256(); N];
    for (v, s) in v.iter_mut().zip(s) {
        // SAFETY: `s` references 32 readable bytes (the assertion above); AVX is enabled.
        *v = unsafe { _mm256_loadu_si256((s as *const T).cast()) };
    }
    v
}

/// Stores a transposed state (the inverse of [`load_state`]).
#[inline]
#[target_feature(enable = "avx2")]
fn store_state<T, const N: usize>(s: &mut [T; N], v: &[__m256i; N])
where
    T: Copy,
{
    const { assert!(size_of::<T>() == 32) };
    for (s, v) in s.iter_mut().zip(v) {
        // SAFETY: `s` references 32 writable bytes (the assertion above) of a plain integer
        // array; AVX is enabled.
        unsafe { _mm256_storeu_si256((s as *mut T).cast(), *v) };
    }
}
