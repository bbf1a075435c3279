//! MD5 (RFC 1321) on 8 lanes: `avx2_md5_x8`.
//!
//! Step `t` is `a = b + ((a + f(b, c, d) + M[k] + T[t]) <<< s)`; the four names then rotate
//! (`d, a, b, c` become `a, b, c, d`), which the code does by renaming, not by moving registers.
//! The boolean functions are written so that at most two operations wait for `b`, the value
//! the previous step just produced: `F = d ^ (b & (c ^ d))`, `G = (b & d) + (!d & c)` (the two
//! terms have no bit in common, so OR = ADD, and `!d & c` joins the sum before `b` is known),
//! `H = b ^ (c ^ d)`, `I = c ^ (b | !d)`. Words are little-endian: no byte swap.

#![allow(unsafe_code)]

use super::transposed_lanes;
use super::{load_state, load_words8x32, rotl32, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::hash::x86::multibuffer::MultiBufferKernel;
use core::arch::x86_64::*;

/// The sine table `T[t] = floor(2^32 * |sin(t + 1)|)` (RFC 1321 §3.4).
pub(in crate::backend::hash::x86) const T: [u32; 64] = [
    0xd76a_a478,
    0xe8c7_b756,
    0x2420_70db,
    0xc1bd_ceee,
    0xf57c_0faf,
    0x4787_c62a,
    0xa830_4613,
    0xfd46_9501,
    0x6980_98d8,
    0x8b44_f7af,
    0xffff_5bb1,
    0x895c_d7be,
    0x6b90_1122,
    0xfd98_7193,
    0xa679_438e,
    0x49b4_0821,
    0xf61e_2562,
    0xc040_b340,
    0x265e_5a51,
    0xe9b6_c7aa,
    0xd62f_105d,
    0x0244_1453,
    0xd8a1_e681,
    0xe7d3_fbc8,
    0x21e1_cde6,
    0xc337_07d6,
    0xf4d5_0d87,
    0x455a_14ed,
    0xa9e3_e905,
    0xfcef_a3f8,
    0x676f_02d9,
    0x8d2a_4c8a,
    0xfffa_3942,
    0x8771_f681,
    0x6d9d_6122,
    0xfde5_380c,
    0xa4be_ea44,
    0x4bde_cfa9,
    0xf6bb_4b60,
    0xbebf_bc70,
    0x289b_7ec6,
    0xeaa1_27fa,
    0xd4ef_3085,
    0x0488_1d05,
    0xd9d4_d039,
    0xe6db_99e5,
    0x1fa2_7cf8,
    0xc4ac_5665,
    0xf429_2244,
    0x432a_ff97,
    0xab94_23a7,
    0xfc93_a039,
    0x655b_59c3,
    0x8f0c_cc92,
    0xffef_f47d,
    0x8584_5dd1,
    0x6fa8_7e4f,
    0xfe2c_e6e0,
    0xa301_4314,
    0x4e08_11a1,
    0xf753_7e82,
    0xbd3a_f235,
    0x2ad7_d2bb,
    0xeb86_d391,
];

/// The initial chaining value A, B, C, D (RFC 1321 §3.3).
pub(in crate::backend::hash::x86) const IV: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

/// One MD5 step on 8 lanes: `$a = $b + (($a + $f($b, $c, $d) + $m + T[$t]) <<< $s)`.
macro_rules! step {
    ($f:ident, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $t:expr, $s:literal) => {
        let early = _mm256_add_epi32($a, _mm256_add_epi32($m, _mm256_set1_epi32(T[$t] as i32)));
        let sum = $f!(early, $b, $c, $d);
        $a = _mm256_add_epi32($b, rotl32!(sum, $s));
    };
}

/// `$e + F(b, c, d)`, `F = d ^ (b & (c ^ d))` (the bitwise "if b then c else d").
macro_rules! f {
    ($e:ident, $b:ident, $c:ident, $d:ident) => {
        _mm256_add_epi32($e, _mm256_xor_si256($d, _mm256_and_si256($b, _mm256_xor_si256($c, $d))))
    };
}

/// `$e + G(b, c, d)`, `G = (b & d) | (c & !d)` with the OR as an ADD (disjoint bits).
macro_rules! g {
    ($e:ident, $b:ident, $c:ident, $d:ident) => {
        _mm256_add_epi32(_mm256_add_epi32($e, _mm256_andnot_si256($d, $c)), _mm256_and_si256($b, $d))
    };
}

/// `$e + H(b, c, d)`, `H = b ^ c ^ d`.
macro_rules! h {
    ($e:ident, $b:ident, $c:ident, $d:ident) => {
        _mm256_add_epi32($e, _mm256_xor_si256($b, _mm256_xor_si256($c, $d)))
    };
}

/// `$e + I(b, c, d)`, `I = c ^ (b | !d)`.
macro_rules! i {
    ($e:ident, $b:ident, $c:ident, $d:ident) => {
        _mm256_add_epi32($e, _mm256_xor_si256($c, _mm256_or_si256($b, _mm256_xor_si256($d, _mm256_set1_epi32(-1)))))
    };
}

/// For each row in order, compresses block `row[i]` into lane `i` of `state`, for `G` groups of
/// 8 lanes (`L = 8G`; `state[g][w][i]` = word `w` of lane `8g + i`). The groups are independent
/// chains interleaved four steps at a time: one MD5 step waits about six cycles for the previous
/// one (the boolean function, two adds, the rotation's shift and OR), while the vector pipes
/// could start a step of another group every three or so.
#[inline]
#[target_feature(enable = "avx2")]
fn md5_lanes<const L: usize, const G: usize>(state: &mut [[[u32; 8]; 4]; G], rows: &[[&[u8; 64]; L]]) {
    const { assert!(L == 8 * G) };
    let mut v = [[_mm256_setzero_si256(); 4]; G];
    for (v, s) in v.iter_mut().zip(state.iter()) {
        *v = load_state(s);
    }
    // The message words of the current row, overwritten row by row.
    let mut m = [[_mm256_setzero_si256(); 16]; G];
    for row in rows {
        for (m, blocks) in m.iter_mut().zip(row.as_chunks::<8>().0) {
            *m = load_words8x32(blocks, None);
        }
        let v0 = v;
        // Round 1: word t, shifts 7, 12, 17, 22.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(f, a, b, c, d, m[j], j, 7);
                step!(f, d, a, b, c, m[j + 1], j + 1, 12);
                step!(f, c, d, a, b, m[j + 2], j + 2, 17);
                step!(f, b, c, d, a, m[j + 3], j + 3, 22);
                *v = [a, b, c, d];
            }
        }
        // Round 2: word (5t + 1) mod 16, shifts 5, 9, 14, 20.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(g, a, b, c, d, m[(5 * j + 1) % 16], 16 + j, 5);
                step!(g, d, a, b, c, m[(5 * j + 6) % 16], 17 + j, 9);
                step!(g, c, d, a, b, m[(5 * j + 11) % 16], 18 + j, 14);
                step!(g, b, c, d, a, m[(5 * j) % 16], 19 + j, 20);
                *v = [a, b, c, d];
            }
        }
        // Round 3: word (3t + 5) mod 16, shifts 4, 11, 16, 23.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(h, a, b, c, d, m[(3 * j + 5) % 16], 32 + j, 4);
                step!(h, d, a, b, c, m[(3 * j + 8) % 16], 33 + j, 11);
                step!(h, c, d, a, b, m[(3 * j + 11) % 16], 34 + j, 16);
                step!(h, b, c, d, a, m[(3 * j + 14) % 16], 35 + j, 23);
                *v = [a, b, c, d];
            }
        }
        // Round 4: word 7t mod 16, shifts 6, 10, 15, 21.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(i, a, b, c, d, m[(7 * j) % 16], 48 + j, 6);
                step!(i, d, a, b, c, m[(7 * j + 7) % 16], 49 + j, 10);
                step!(i, c, d, a, b, m[(7 * j + 14) % 16], 50 + j, 15);
                step!(i, b, c, d, a, m[(7 * j + 21) % 16], 51 + j, 21);
                *v = [a, b, c, d];
            }
        }
        for (v, v0) in v.iter_mut().zip(v0) {
            for (x, x0) in v.iter_mut().zip(v0) {
                *x = _mm256_add_epi32(*x, x0);
            }
        }
    }
    for (s, v) in state.iter_mut().zip(&v) {
        store_state(s, v);
    }
}

/// 8 lanes: `state[w][i]` = word `w` of lane `i`.
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_md5_x8(state: &mut [[u32; 8]; 4], rows: &[[&[u8; 64]; 8]]) {
    md5_lanes::<8, 1>(core::array::from_mut(state), rows);
}

/// 16 lanes in two interleaved groups of 8: `state[g][w][i]` = word `w` of lane `8g + i`.
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_md5_x16(state: &mut [[[u32; 8]; 4]; 2], rows: &[[&[u8; 64]; 16]]) {
    md5_lanes::<16, 2>(state, rows);
}

/// The MD5 lanes for the scheduler, 8 at a time.
pub(super) struct Md5x8(pub(super) Avx2Token);

transposed_lanes!(Md5x8, avx2_md5_x8, lanes: 8, block: 64, word: u32, words: 4, len_bytes: 8, big_endian: false, iv: |_s| &IV);

/// The MD5 lanes for the scheduler, 16 at a time.
pub(super) struct Md5x16(pub(super) Avx2Token);

impl MultiBufferKernel<16, 64> for Md5x16 {
    type State = [[[u32; 8]; 4]; 2];
    const ZERO: Self::State = [[[0; 8]; 4]; 2];
    const LEN_BYTES: usize = 8;
    const BIG_ENDIAN: bool = false;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        for (w, iv) in state[lane / 8].iter_mut().zip(IV) {
            w[lane % 8] = iv;
        }
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 64]; 16]]) {
        // SAFETY: `self.0` is an `Avx2Token`: this CPU has AVX2 and the OS saves YMM state.
        unsafe { avx2_md5_x16(state, rows) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(4).zip(&state[lane / 8]) {
            o.copy_from_slice(&w[lane % 8].to_le_bytes());
        }
    }
}
