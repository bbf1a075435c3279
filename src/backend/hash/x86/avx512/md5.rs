//! MD5 (RFC 1321) on 16 lanes per zmm register: `avx512_md5_x16`, `avx512_md5_x32`.
//!
//! Step `t` is `a = b + ((a + f(b, c, d) + M[k] + T[t]) <<< s)`, the names then rotating by
//! renaming, as in `../avx2/md5.rs`. Each boolean function is one `vpternlogd`, whose 8-bit
//! immediate is the function's truth table: bit `4b + 2c + d` of the immediate is `f(b, c, d)`.
//! With `b = 0xf0`, `c = 0xcc`, `d = 0xaa` (the columns of that table) the immediates are the
//! functions themselves evaluated on those bytes:
//! - `F = (b & c) | (!b & d)` = `0xc0 | 0x0a` = `0xca`;
//! - `G = (b & d) | (c & !d)` = `0xa0 | 0x44` = `0xe4`;
//! - `H = b ^ c ^ d` = `0x96`;
//! - `I = c ^ (b | !d)` = `0xcc ^ 0xf5` = `0x39`.
//!
//! `a + M[k] + T[t]` does not wait for `b`, but LLVM reassociates the sum and adds the constant
//! last, so six dependent instructions follow `b`: one group of 16 lanes waits on that chain, and
//! two groups interleaved four steps at a time (`avx512_md5_x32`) are bound by the zmm issue rate
//! instead (figures and the dropped trials: docs/perf/md5.md).

#![allow(unsafe_code)]

use super::super::avx2::md5::{IV, T};
use super::{load_state, load_words16x32, store_state};
use crate::backend::detect::Avx512Token;
use crate::backend::hash::x86::avx2::transposed_lanes;
use crate::backend::hash::x86::multibuffer::MultiBufferKernel;
#[cfg(miri)]
use crate::backend::x86::miri::_mm512_ternarylogic_epi32;
use core::arch::x86_64::*;

/// One MD5 step on 16 lanes: `$a = $b + (($a + $f($b, $c, $d) + $m + T[$t]) <<< $s)`, `$f` the
/// `vpternlogd` immediate of the step's boolean function.
macro_rules! step {
    ($f:literal, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $t:expr, $s:literal) => {
        let early = _mm512_add_epi32($a, _mm512_add_epi32($m, _mm512_set1_epi32(T[$t] as i32)));
        let sum = _mm512_add_epi32(early, _mm512_ternarylogic_epi32::<$f>($b, $c, $d));
        $a = _mm512_add_epi32($b, _mm512_rol_epi32::<$s>(sum));
    };
}

/// For each row in order, compresses block `row[i]` into lane `i` of `state`, for `G` groups of
/// 16 lanes (`L = 16G`; `state[g][w][i]` = word `w` of lane `16g + i`), the groups' chains
/// interleaved four steps at a time.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn md5_lanes<const L: usize, const G: usize>(state: &mut [[[u32; 16]; 4]; G], rows: &[[&[u8; 64]; L]]) {
    const { assert!(L == 16 * G) };
    let mut v = [[_mm512_setzero_si512(); 4]; G];
    for (v, s) in v.iter_mut().zip(state.iter()) {
        *v = load_state(s);
    }
    let mut m = [[_mm512_setzero_si512(); 16]; G];
    for row in rows {
        for (m, blocks) in m.iter_mut().zip(row.as_chunks::<16>().0) {
            *m = load_words16x32!(blocks, None);
        }
        let v0 = v;
        // Round 1: word t, shifts 7, 12, 17, 22.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(0xca, a, b, c, d, m[j], j, 7);
                step!(0xca, d, a, b, c, m[j + 1], j + 1, 12);
                step!(0xca, c, d, a, b, m[j + 2], j + 2, 17);
                step!(0xca, b, c, d, a, m[j + 3], j + 3, 22);
                *v = [a, b, c, d];
            }
        }
        // Round 2: word (5t + 1) mod 16, shifts 5, 9, 14, 20.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(0xe4, a, b, c, d, m[(5 * j + 1) % 16], 16 + j, 5);
                step!(0xe4, d, a, b, c, m[(5 * j + 6) % 16], 17 + j, 9);
                step!(0xe4, c, d, a, b, m[(5 * j + 11) % 16], 18 + j, 14);
                step!(0xe4, b, c, d, a, m[(5 * j) % 16], 19 + j, 20);
                *v = [a, b, c, d];
            }
        }
        // Round 3: word (3t + 5) mod 16, shifts 4, 11, 16, 23.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(0x96, a, b, c, d, m[(3 * j + 5) % 16], 32 + j, 4);
                step!(0x96, d, a, b, c, m[(3 * j + 8) % 16], 33 + j, 11);
                step!(0x96, c, d, a, b, m[(3 * j + 11) % 16], 34 + j, 16);
                step!(0x96, b, c, d, a, m[(3 * j + 14) % 16], 35 + j, 23);
                *v = [a, b, c, d];
            }
        }
        // Round 4: word 7t mod 16, shifts 6, 10, 15, 21.
        for j in (0..16).step_by(4) {
            for (v, m) in v.iter_mut().zip(&m) {
                let [mut a, mut b, mut c, mut d] = *v;
                step!(0x39, a, b, c, d, m[(7 * j) % 16], 48 + j, 6);
                step!(0x39, d, a, b, c, m[(7 * j + 7) % 16], 49 + j, 10);
                step!(0x39, c, d, a, b, m[(7 * j + 14) % 16], 50 + j, 15);
                step!(0x39, b, c, d, a, m[(7 * j + 21) % 16], 51 + j, 21);
                *v = [a, b, c, d];
            }
        }
        for (v, v0) in v.iter_mut().zip(v0) {
            for (x, x0) in v.iter_mut().zip(v0) {
                *x = _mm512_add_epi32(*x, x0);
            }
        }
    }
    for (s, v) in state.iter_mut().zip(&v) {
        store_state(s, v);
    }
}

/// 16 lanes: `state[w][i]` = word `w` of lane `i`.
#[inline(never)]
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) fn avx512_md5_x16(state: &mut [[u32; 16]; 4], rows: &[[&[u8; 64]; 16]]) {
    md5_lanes::<16, 1>(core::array::from_mut(state), rows);
}

/// 32 lanes in two interleaved groups of 16: `state[g][w][i]` = word `w` of lane `16g + i`.
#[inline(never)]
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) fn avx512_md5_x32(state: &mut [[[u32; 16]; 4]; 2], rows: &[[&[u8; 64]; 32]]) {
    md5_lanes::<32, 2>(state, rows);
}

/// Every lane's digest out of the transposed state, 16 lanes per group: `vpunpck{l,h}dq` pairs
/// words A with B and C with D, `vpunpck{l,h}qdq` joins the pairs, so 128-bit quarter `q` of
/// result `k` is lane `4q + k`'s digest A, B, C, D (little-endian words, MD5's byte order),
/// copied out (one 16-byte store for MD5's 16-byte outputs).
#[inline(never)]
#[target_feature(enable = "avx512f,avx512bw")]
fn avx512_md5_output_x32(state: &[[[u32; 16]; 4]; 2], outs: &mut [[u8; 16]]) {
    for (state, outs) in state.iter().zip(outs.chunks_mut(16)) {
        let [a, b, c, d] = load_state(state);
        let (ab_lo, ab_hi) = (_mm512_unpacklo_epi32(a, b), _mm512_unpackhi_epi32(a, b));
        let (cd_lo, cd_hi) = (_mm512_unpacklo_epi32(c, d), _mm512_unpackhi_epi32(c, d));
        let u = [
            _mm512_unpacklo_epi64(ab_lo, cd_lo),
            _mm512_unpackhi_epi64(ab_lo, cd_lo),
            _mm512_unpacklo_epi64(ab_hi, cd_hi),
            _mm512_unpackhi_epi64(ab_hi, cd_hi),
        ];
        for (k, u) in u.into_iter().enumerate() {
            let quarters = [
                _mm512_extracti32x4_epi32::<0>(u),
                _mm512_extracti32x4_epi32::<1>(u),
                _mm512_extracti32x4_epi32::<2>(u),
                _mm512_extracti32x4_epi32::<3>(u),
            ];
            for (q, digest) in quarters.into_iter().enumerate() {
                let Some(o) = outs.get_mut(4 * q + k) else { continue };
                let mut bytes = [0u8; 16];
                // SAFETY: `bytes` is 16 writable bytes; SSE2 is baseline on x86_64.
                unsafe { _mm_storeu_si128(bytes.as_mut_ptr().cast(), digest) };
                let o: &mut [u8] = o;
                let n = o.len().min(16);
                o[..n].copy_from_slice(&bytes[..n]);
            }
        }
    }
}

/// The MD5 lanes for the scheduler, 16 at a time.
pub(super) struct Md5x16(pub(super) Avx512Token);

transposed_lanes!(Md5x16, avx512_md5_x16, lanes: 16, block: 64, word: u32, words: 4, len_bytes: 8, big_endian: false, iv: |_s| &IV);

/// The MD5 lanes for the scheduler, 32 at a time.
pub(super) struct Md5x32(pub(super) Avx512Token);

impl MultiBufferKernel<32, 64> for Md5x32 {
    type State = [[[u32; 16]; 4]; 2];
    const ZERO: Self::State = [[[0; 16]; 4]; 2];
    const LEN_BYTES: usize = 8;
    const BIG_ENDIAN: bool = false;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        for (w, iv) in state[lane / 16].iter_mut().zip(IV) {
            w[lane % 16] = iv;
        }
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 64]; 32]]) {
        // SAFETY: `self.0` is an `Avx512Token`: this CPU has AVX-512F and AVX-512BW, and the OS saves ZMM state.
        unsafe { avx512_md5_x32(state, rows) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(4).zip(&state[lane / 16]) {
            o.copy_from_slice(&w[lane % 16].to_le_bytes());
        }
    }

    #[inline]
    fn output_all<const N: usize>(&self, state: &Self::State, outs: &mut [[u8; N]]) {
        if N == 16 && outs.len() == 32 {
            // MD5's outputs are 16 bytes, so `N` is 16 here and the view below is `outs` itself
            // (it compiles to nothing); a non-generic kernel, built and listed in `asm/` once.
            let outs = outs.as_flattened_mut().as_chunks_mut::<16>().0;
            // SAFETY: as for `compress`.
            unsafe { avx512_md5_output_x32(state, outs) }
        } else {
            for (lane, o) in outs.iter_mut().enumerate() {
                self.output(state, lane, o.as_mut());
            }
        }
    }
}
