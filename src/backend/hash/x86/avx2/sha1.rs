//! SHA-1 (FIPS 180-4 §6.1) on 8 lanes: `avx2_sha1_x8`.
//!
//! Round `t`: `T = (a <<< 5) + f_t(b, c, d) + e + K_t + W[t]`, then `e = d, d = c, c = b <<< 30,
//! b = a, a = T`. Written as `e += (a <<< 5) + f(b, c, d) + K + W; b <<<= 30` with the five names
//! shifted by one each round (a cycle of five rounds), so no register moves. The schedule
//! `W[t] = (W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) <<< 1` lives in a 16-entry ring. The functions:
//! `Ch = d ^ (b & (c ^ d))` (rounds 0-19), `Parity = b ^ c ^ d` (20-39, 60-79) and
//! `Maj = (b & c) + (d & (b ^ c))` (40-59; the two terms share no bit, so OR = ADD).

#![allow(unsafe_code)]

use super::transposed_lanes;
use super::{BSWAP32, load_const, load_state, load_words8x32, rotl32, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::hash::x86::multibuffer::MultiBufferKernel;
use core::arch::x86_64::*;

/// The round constants of rounds 0-19, 20-39, 40-59 and 60-79 (FIPS 180-4 §4.2.1).
const K: [u32; 4] = [0x5a82_7999, 0x6ed9_eba1, 0x8f1b_bcdc, 0xca62_c1d6];

/// The initial value (FIPS 180-4 §5.3.1).
pub(super) const IV: [u32; 5] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0];

/// `Ch(b, c, d)`.
macro_rules! ch {
    ($b:ident, $c:ident, $d:ident) => {
        _mm256_xor_si256($d, _mm256_and_si256($b, _mm256_xor_si256($c, $d)))
    };
}

/// `Parity(b, c, d)`.
macro_rules! parity {
    ($b:ident, $c:ident, $d:ident) => {
        _mm256_xor_si256($b, _mm256_xor_si256($c, $d))
    };
}

/// `Maj(b, c, d)`.
macro_rules! maj {
    ($b:ident, $c:ident, $d:ident) => {
        _mm256_add_epi32(_mm256_and_si256($b, $c), _mm256_and_si256($d, _mm256_xor_si256($b, $c)))
    };
}

/// One round with the names as given; `$kw` is `K_t + W[t]`.
macro_rules! round {
    ($f:ident, $a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $kw:expr) => {
        let kw = $kw;
        $e = _mm256_add_epi32(_mm256_add_epi32($e, kw), _mm256_add_epi32(rotl32!($a, 5), $f!($b, $c, $d)));
        $b = rotl32!($b, 30);
    };
}

/// Twenty rounds `$t0..$t0 + 20` with function `$f`; the first sixteen rounds of the block read
/// its words, every later one extends the schedule ring `$w` first. Unrolled, all eighty: every
/// ring index `t % 16` is a constant, so the spilled ring sits at fixed stack offsets. (As a loop
/// of five rounds a turn, the indices changed from turn to turn: indexed loads and stores, and
/// 11% slower, docs/perf/digest-many.md.)
macro_rules! twenty {
    ($f:ident, $t0:literal, $w:ident, $a:ident, $b:ident, $c:ident, $d:ident, $e:ident) => {
        let k = _mm256_set1_epi32(K[$t0 / 20] as i32);
        macro_rules! kw {
            ($j:expr) => {{
                let (t, j): (usize, usize) = ($j, ($j) % 16);
                if t >= 16 {
                    let x = _mm256_xor_si256($w[(j + 13) % 16], $w[(j + 8) % 16]);
                    let y = _mm256_xor_si256($w[(j + 2) % 16], $w[j]);
                    $w[j] = rotl32!(_mm256_xor_si256(x, y), 1);
                }
                _mm256_add_epi32($w[j], k)
            }};
        }
        macro_rules! five {
            ($t:expr) => {
                let t: usize = $t;
                round!($f, $a, $b, $c, $d, $e, kw!(t));
                round!($f, $e, $a, $b, $c, $d, kw!(t + 1));
                round!($f, $d, $e, $a, $b, $c, kw!(t + 2));
                round!($f, $c, $d, $e, $a, $b, kw!(t + 3));
                round!($f, $b, $c, $d, $e, $a, kw!(t + 4));
            };
        }
        five!($t0);
        five!($t0 + 5);
        five!($t0 + 10);
        five!($t0 + 15);
    };
}

/// For each row in order, compresses block `row[i]` into lane `i` of `state` (`state[w][i]` =
/// word `w` of lane `i`).
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_sha1_x8(state: &mut [[u32; 8]; 5], rows: &[[&[u8; 64]; 8]]) {
    let bswap = load_const(&BSWAP32);
    let mut s = load_state(state);
    for row in rows {
        let mut w = load_words8x32(row, Some(bswap));
        let [mut a, mut b, mut c, mut d, mut e] = s;
        twenty!(ch, 0, w, a, b, c, d, e);
        twenty!(parity, 20, w, a, b, c, d, e);
        twenty!(maj, 40, w, a, b, c, d, e);
        twenty!(parity, 60, w, a, b, c, d, e);
        for (s, v) in s.iter_mut().zip([a, b, c, d, e]) {
            *s = _mm256_add_epi32(*s, v);
        }
    }
    store_state(state, &s);
}

/// The SHA-1 lanes for the scheduler.
pub(super) struct Sha1x8(pub(super) Avx2Token);

transposed_lanes!(Sha1x8, avx2_sha1_x8, lanes: 8, block: 64, word: u32, words: 5, len_bytes: 8, big_endian: true, iv: |_s| &IV);
