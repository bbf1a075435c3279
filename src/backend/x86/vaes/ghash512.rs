//! GHASH alone on 512-bit vectors (AVX-512F/BW + VPCLMULQDQ): `vaes512_ghash`, in 4 zmm
//! registers, with the field arithmetic of `ghash.rs` and the zmm macros of `field512.rs`
//! (Karatsuba, 3 multiplies a register and 16 blocks a reduction, on AMD; schoolbook, 4
//! multiplies and 32 blocks a reduction, elsewhere: see `gcm512.rs`, "Karatsuba or schoolbook";
//! the reduction lane by lane).
//!
//! What it is for: GHASH on its own (`GHash`, long AAD) on CPUs with AVX-512; the GCM kernels
//! (`gcm512.rs`) stitch the same arithmetic into their AES rounds. The products that do not
//! involve the accumulator (blocks 5..16 of a 16-block group, 5..32 of a 32-block pair) are
//! issued first and the one that does is folded in last, so the chain through a group is one
//! multiply, its XORs and the reduction; the loop is bound by throughput, not by that chain.
//! Measurements (against the ymm kernel, and reducing per 16 or per 32 blocks):
//! `docs/perf/gcm-x86.md`.

#![allow(unsafe_code)]

use super::field::POLY;
use super::field512::{ghash_zmm, mul_acc4, powers512, reduce4};
use super::ghash::{WidePowers, vaes_ghash};
use super::wide::{BSWAP, IDENTITY, Wide};
use crate::backend::kernels::Block;
#[cfg(miri)]
use crate::backend::x86::miri::_mm512_ternarylogic_epi64;
use core::arch::x86_64::*;

/// The body of [`vaes512_ghash`] (`$mask`: [`BSWAP`]) and of [`vaes512_polyval`] (`$mask`:
/// [`IDENTITY`], POLYVAL's byte order); `$tail` absorbs the last blocks (fewer than 16).
macro_rules! ghash512_body {
    ($kara:expr, $mask:ident, $tail:path, $gk:ident, $y:ident, $blocks:ident) => {{
        let (gk, y, blocks): (&WidePowers, &mut Block, &[Block]) = ($gk, $y, $blocks);
        let (groups, tail) = blocks.as_chunks::<16>();
        if !groups.is_empty() {
            // SAFETY: both constants are at least 16 readable bytes, `y` is 16; SSE2 is baseline.
            let (bswap128, poly128, y0) = unsafe {
                (
                    _mm_loadu_si128($mask.as_ptr().cast()),
                    _mm_loadu_si128(POLY.as_ptr().cast()),
                    _mm_loadu_si128(y.as_ptr().cast()),
                )
            };
            let bswap = _mm512_broadcast_i32x4(bswap128);
            let poly = _mm512_broadcast_i32x4(poly128);
            // Zmm `j` (blocks 4j..4j + 4) of a group, byte-swapped into the field's order.
            let swapped = |g: &[Block; 16], j: usize| {
                let zmm: &[Block; 4] = &g.as_chunks::<4>().0[j];
                // SAFETY: `zmm` is 4 blocks = 64 readable bytes; AVX-512F is enabled.
                _mm512_shuffle_epi8(unsafe { _mm512_loadu_si512(zmm.as_ptr().cast()) }, bswap)
            };
            let mut acc = _mm_shuffle_epi8(y0, bswap128);
            let pw = [powers512!(gk, 0), powers512!(gk, 1), powers512!(gk, 2), powers512!(gk, 3)];
            let pwm = pw.map(|k| _mm512_xor_si512(k, _mm512_shuffle_epi32(k, _MM_PERM_BADC)));
            // Schoolbook: 32 blocks a reduction. With Y the accumulator and X_1..X_32 a pair of
            // groups, Y' = (Y + X_1)·H^32 + X_2·H^31 + ... + X_32·H: the first group by H^32..H^17
            // (`high_powers`), the second by H^16..H^1, one sum, one reduction. (Karatsuba keeps
            // 16, as its GCM kernels do: 32 would need four more key registers for the high
            // powers' middles, and it runs on AMD, where this was not measured.)
            let groups = if $kara {
                groups
            } else {
                let pwh = [
                    powers512!(gk.high_powers, 0),
                    powers512!(gk.high_powers, 1),
                    powers512!(gk.high_powers, 2),
                    powers512!(gk.high_powers, 3),
                ];
                let (pairs, rest) = groups.as_chunks::<2>();
                for [g0, g1] in pairs {
                    let (mut lo, mut mi, mut hi) =
                        (_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512());
                    // The products that do not wait on the accumulator first, zmm 0 of `g0` last.
                    for j in [1, 2, 3] {
                        mul_acc4!(false, swapped(g0, j), pwh[j], pwh[j], lo, mi, hi);
                    }
                    for (j, &k) in pw.iter().enumerate() {
                        mul_acc4!(false, swapped(g1, j), k, k, lo, mi, hi);
                    }
                    ghash_zmm!(false, pwh, pwh, acc, swapped(g0, 0), 0, lo, mi, hi);
                    acc = reduce4!(false, poly, lo, mi, hi);
                }
                rest
            };
            for g in groups {
                let (mut lo, mut mi, mut hi) = (_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512());
                // Zmm 0 carries the accumulator: last, so the other products wait on nothing.
                for j in [1, 2, 3, 0] {
                    ghash_zmm!($kara, pw, pwm, acc, swapped(g, j), j, lo, mi, hi);
                }
                acc = reduce4!($kara, poly, lo, mi, hi);
            }
            // SAFETY: `y` is 16 writable bytes.
            unsafe { _mm_storeu_si128(y.as_mut_ptr().cast(), _mm_shuffle_epi8(acc, bswap128)) };
        }
        if !tail.is_empty() {
            $tail(gk, y, tail);
        }
    }};
}

/// Absorbs `blocks` into `y` (both in the standard's byte order): whole 16-block groups here,
/// the rest (fewer than 16) with the ymm kernel.
#[inline(never)]
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_ghash<const KARATSUBA: bool>(gk: &WidePowers, y: &mut Block, blocks: &[Block]) {
    ghash512_body!(KARATSUBA, BSWAP, vaes_ghash, gk, y, blocks);
}

/// POLYVAL (RFC 8452) of whole 16-block groups into `s`, both in POLYVAL's byte order, with the
/// powers of `mulX_GHASH(rev(H))`: [`vaes512_ghash`] without its byte swaps (`backend/siv.rs`).
#[inline(never)]
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_polyval<const KARATSUBA: bool>(gk: &WidePowers, s: &mut Block, groups: &[[Block; 16]]) {
    let blocks = groups.as_flattened();
    ghash512_body!(KARATSUBA, IDENTITY, no_tail, gk, s, blocks);
}

/// The tail of [`vaes512_polyval`]: none (it takes whole groups).
#[inline(always)]
fn no_tail(_: &WidePowers, _: &mut Block, _: &[Block]) {}
