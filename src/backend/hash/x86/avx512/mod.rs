//! x86_64 AVX-512 multi-buffer hashing: the AVX2 lanes of `../avx2/` on 512-bit registers, 16
//! MD5 or SHA-224/256 messages (one 32-bit word per lane of a zmm register) or 8 SHA-384/512
//! messages (one 64-bit word per lane).
//!
//! The layout is the AVX2 one, transposed (`zmm` `j` holds word `j` of every lane's chaining
//! value), and so is the scheduler (`../multibuffer.rs`). What AVX-512F adds besides the width is
//! what each round spends its instructions on:
//! - `vpternlogd`/`vpternlogq` evaluate any boolean function of three inputs in one instruction:
//!   MD5's F, G, H, I, SHA-2's Ch and Maj, and the three-way XOR of every Σ and σ are one
//!   instruction each, where AVX2 needs two to four;
//! - `vprold`/`vprord`/`vprorq` rotate in one instruction, where AVX2 shifts twice and ORs.
//!
//! An MD5 step drops from 10 vector instructions to 6, a SHA-256 round (with its share of the
//! schedule) from about 30 to 17, and each instruction does twice the lanes.
//!
//! | file        | kernel (one `#[inline(never)]` entry point each)        | lanes × word       |
//! |-------------|---------------------------------------------------------|--------------------|
//! | `md5.rs`    | `avx512_md5_x16`, `avx512_md5_x32` (two groups of 16); `avx512_md5_output_x32` (32 digests out of the transposed state) | 16 or 32 × 32 bits |
//! | `sha2.rs`   | `avx512_sha256_x16` (SHA-224 too), `avx512_sha512_x8` (SHA-384 too) | 16 × 32, 8 × 64 bits |
//!
//! Every kernel is reachable only through the functions below, which take the [`Avx512Token`]
//! proving the CPU has AVX-512F and AVX-512BW (and AVX2) and the OS saves the full AVX-512 state.
//! The 32-bit message words come in through a 16x16 transpose on zmm ([`load_words16x32`], with
//! BW's `vpshufb` for SHA-256's byte order); the 64-bit ones through the AVX2 loader, 4 lanes per
//! half, the halves joined with `vinserti64x4` ([`load_words8x64`]).

#![allow(unsafe_code)]

mod md5;
mod sha2;

#[cfg(test)]
mod tests;

use super::multibuffer::{Start, hash_many};
use crate::backend::detect::Avx512Token;
use core::arch::x86_64::*;

/// MD5 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`). Batches of more than
/// 16 messages run 32 lanes in two interleaved groups (one group's steps wait on each other:
/// docs/perf/md5.md); smaller ones 16 lanes.
pub(crate) fn md5_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 16]]) {
    if inputs.len() > 16 {
        hash_many(&md5::Md5x32(token), inputs, out);
    } else {
        hash_many(&md5::Md5x16(token), inputs, out);
    }
}

/// SHA-224 or SHA-256 (by `start`, and `N`, 28 or 32) of every `inputs[k]` into `out[k]`
/// (`out.len() == inputs.len()`), every lane starting from `start`.
pub(crate) fn sha256_many_from<M: AsRef<[u8]>, const N: usize>(
    token: Avx512Token,
    start: Start<'_, [u32; 8]>,
    inputs: &[M],
    out: &mut [[u8; N]],
) {
    hash_many(&sha2::Sha256x16(token, start), inputs, out);
}

/// SHA-224 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha224_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 28]]) {
    sha256_many_from(token, Start::iv(&super::avx2::sha256::IV224), inputs, out);
}

/// SHA-256 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha256_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 32]]) {
    sha256_many_from(token, Start::iv(&super::avx2::sha256::IV256), inputs, out);
}

/// SHA-384, SHA-512, SHA-512/224 or /256 (by `start`, and `N`) of every `inputs[k]` into `out[k]`
/// (`out.len() == inputs.len()`), every lane starting from `start`.
pub(crate) fn sha512_many_from<M: AsRef<[u8]>, const N: usize>(
    token: Avx512Token,
    start: Start<'_, [u64; 8]>,
    inputs: &[M],
    out: &mut [[u8; N]],
) {
    hash_many(&sha2::Sha512x8(token, start), inputs, out);
}

/// SHA-384 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha384_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 48]]) {
    sha512_many_from(token, Start::iv(&super::avx2::sha512::IV384), inputs, out);
}

/// SHA-512 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 64]]) {
    sha512_many_from(token, Start::iv(&super::avx2::sha512::IV512), inputs, out);
}

/// SHA-512/224 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_224_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 28]]) {
    sha512_many_from(token, Start::iv(&crate::backend::hash::soft::sha512::IV512_224), inputs, out);
}

/// SHA-512/256 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha512_256_many<M: AsRef<[u8]>>(token: Avx512Token, inputs: &[M], out: &mut [[u8; 32]]) {
    sha512_many_from(token, Start::iv(&crate::backend::hash::soft::sha512::IV512_256), inputs, out);
}

/// The sixteen 32-bit words of 16 lanes' 64-byte blocks (`$blocks: &[&[u8; 64]; 16]`),
/// transposed: lane `i` of word `j` is word `j` of `blocks[i]`, each word's bytes then permuted by
/// `$bswap` (`None` for MD5's little-endian words, a `vpshufb` control for SHA's big-endian
/// ones). A macro, not a function: LLVM declined to inline the function into the fully unrolled
/// SHA-256 kernel and called it, with a `vzeroupper`, once per block.
///
/// Each block is one zmm load (row `i` = lane `i`'s words 0-15, four 128-bit quarters of four
/// words each); a 16x16 transpose then takes four stages of 16 shuffles:
/// 1. `vpunpck{l,h}dq` of row pairs `(2p, 2p + 1)`: in quarter `q`, words `4q, 4q + 1` (or
///    `4q + 2, 4q + 3`) of both rows, interleaved;
/// 2. `vpunpck{l,h}qdq` of those for rows `4r .. 4r + 3`: `u[4r + k]` holds, in quarter `q`,
///    word `4q + k` of rows `4r .. 4r + 3`;
/// 3. `vshufi32x4` `0x44`/`0xee` pairs rows 0-7 (and 8-15): quarters 0, 1 (or 2, 3) of
///    `u[k]` then of `u[4 + k]`;
/// 4. `vshufi32x4` `0x88`/`0xdd` takes the even (or odd) quarters of both halves: word
///    `4q + k` of rows 0-3, 4-7, 8-11, 12-15.
macro_rules! load_words16x32 {
    ($blocks:expr, $bswap:expr) => {{
        let blocks: &[&[u8; 64]; 16] = $blocks;
        let mut r = [_mm512_setzero_si512(); 16];
        for (r, b) in r.iter_mut().zip(blocks) {
            // SAFETY: `b` references 64 readable bytes; AVX-512F is enabled (target feature).
            *r = unsafe { _mm512_loadu_si512(b.as_ptr().cast()) };
        }
        let mut t = [_mm512_setzero_si512(); 16];
        for p in 0..8 {
            t[2 * p] = _mm512_unpacklo_epi32(r[2 * p], r[2 * p + 1]);
            t[2 * p + 1] = _mm512_unpackhi_epi32(r[2 * p], r[2 * p + 1]);
        }
        let mut u = [_mm512_setzero_si512(); 16];
        for g in 0..4 {
            let (t0, t1, t2, t3) = (t[4 * g], t[4 * g + 1], t[4 * g + 2], t[4 * g + 3]);
            u[4 * g] = _mm512_unpacklo_epi64(t0, t2);
            u[4 * g + 1] = _mm512_unpackhi_epi64(t0, t2);
            u[4 * g + 2] = _mm512_unpacklo_epi64(t1, t3);
            u[4 * g + 3] = _mm512_unpackhi_epi64(t1, t3);
        }
        let mut w = [_mm512_setzero_si512(); 16];
        for k in 0..4 {
            let a_lo = _mm512_shuffle_i32x4::<0x44>(u[k], u[4 + k]);
            let a_hi = _mm512_shuffle_i32x4::<0xee>(u[k], u[4 + k]);
            let b_lo = _mm512_shuffle_i32x4::<0x44>(u[8 + k], u[12 + k]);
            let b_hi = _mm512_shuffle_i32x4::<0xee>(u[8 + k], u[12 + k]);
            w[k] = _mm512_shuffle_i32x4::<0x88>(a_lo, b_lo);
            w[4 + k] = _mm512_shuffle_i32x4::<0xdd>(a_lo, b_lo);
            w[8 + k] = _mm512_shuffle_i32x4::<0x88>(a_hi, b_hi);
            w[12 + k] = _mm512_shuffle_i32x4::<0xdd>(a_hi, b_hi);
        }
        let bswap: Option<__m512i> = $bswap;
        if let Some(bswap) = bswap {
            for w in &mut w {
                *w = _mm512_shuffle_epi8(*w, bswap);
            }
        }
        w
    }};
}
use load_words16x32;

/// `vpshufb` control reversing the bytes of each 32-bit word, in all four 128-bit quarters.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn bswap32() -> __m512i {
    _mm512_broadcast_i32x4(_mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12))
}

/// The sixteen 64-bit words of 8 lanes' 128-byte blocks (`$blocks: &[&[u8; 128]; 8]`),
/// transposed and byte-swapped to big-endian (lane `i` of word `j` is word `j` of `blocks[i]`).
macro_rules! load_words8x64 {
    ($blocks:expr, $bswap:expr) => {{
        let (halves, _) = $blocks.as_chunks::<4>();
        let lo = crate::backend::hash::x86::avx2::sha512::load_words4x64(&halves[0], $bswap);
        let hi = crate::backend::hash::x86::avx2::sha512::load_words4x64(&halves[1], $bswap);
        let mut w = [_mm512_setzero_si512(); 16];
        for ((w, lo), hi) in w.iter_mut().zip(lo).zip(hi) {
            *w = _mm512_inserti64x4::<1>(_mm512_castsi256_si512(lo), hi);
        }
        w
    }};
}
use load_words8x64;

/// Loads a transposed state (`N` words of all lanes, 64 bytes per word).
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn load_state<T, const N: usize>(s: &[T; N]) -> [__m512i; N]
where
    T: Copy,
{
    const { assert!(size_of::<T>() == 64) };
    let mut v = [_mm512_setzero_si512(); N];
    for (v, s) in v.iter_mut().zip(s) {
        // SAFETY: `s` references 64 readable bytes (the assertion above); AVX-512F is enabled.
        *v = unsafe { _mm512_loadu_si512((s as *const T).cast()) };
    }
    v
}

/// Stores a transposed state (the inverse of [`load_state`]).
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn store_state<T, const N: usize>(s: &mut [T; N], v: &[__m512i; N])
where
    T: Copy,
{
    const { assert!(size_of::<T>() == 64) };
    for (s, v) in s.iter_mut().zip(v) {
        // SAFETY: `s` references 64 writable bytes (the assertion above) of a plain integer
        // array; AVX-512F is enabled.
        unsafe { _mm512_storeu_si512((s as *mut T).cast(), *v) };
    }
}
