//! SHA-224/256 (FIPS 180-4 §6.2) on 8 lanes: `avx2_sha256_x8`.
//!
//! Round `t`: `T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]`, `T2 = Σ0(a) + Maj(a, b, c)`, then
//! `d += T1`, `h = T1 + T2` and the eight names rotate by one, done by renaming (eight rounds
//! per loop iteration, each with the names shifted). The schedule `W[t] = σ1(W[t-2]) + W[t-7] +
//! σ0(W[t-15]) + W[t-16]` lives in a 16-entry ring: `W[t]` overwrites `W[t-16]`. `Ch(e, f, g) =
//! g ^ (e & (f ^ g))`, `Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c))`, where `b ^ c` is the previous
//! round's `a ^ b` (the names shifted by one), so each round computes one new XOR for it.

#![allow(unsafe_code)]

use super::{BSWAP32, load_const, load_state, load_words8x32, rotr32, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::soft::sha256::K;
use crate::backend::x86::lanes::LaneKernel;
use core::arch::x86_64::*;

/// SHA-256's initial value (FIPS 180-4 §5.3.3).
pub(super) const IV256: [u32; 8] =
    [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19];

/// SHA-224's initial value (FIPS 180-4 §5.3.2).
pub(super) const IV224: [u32; 8] =
    [0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4];

/// One round on 8 lanes with the names as given; `$ab` holds `a ^ b` of the previous round
/// (this round's `b ^ c`) and is replaced by this round's `a ^ b`.
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $ab:ident, $kw:expr) => {
        let s1 = _mm256_xor_si256(_mm256_xor_si256(rotr32!($e, 6), rotr32!($e, 11)), rotr32!($e, 25));
        let ch = _mm256_xor_si256($g, _mm256_and_si256($e, _mm256_xor_si256($f, $g)));
        let t1 = _mm256_add_epi32(_mm256_add_epi32(_mm256_add_epi32($h, $kw), ch), s1);
        let s0 = _mm256_xor_si256(_mm256_xor_si256(rotr32!($a, 2), rotr32!($a, 13)), rotr32!($a, 22));
        let ab = _mm256_xor_si256($a, $b);
        let maj = _mm256_xor_si256($b, _mm256_and_si256(ab, $ab));
        $ab = ab;
        $d = _mm256_add_epi32($d, t1);
        $h = _mm256_add_epi32(t1, _mm256_add_epi32(s0, maj));
    };
}

/// `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]` in the ring `$w` (index `$t` mod 16),
/// with `σ0(x) = (x >>> 7) ^ (x >>> 18) ^ (x >> 3)` and `σ1(x) = (x >>> 17) ^ (x >>> 19) ^ (x >> 10)`.
macro_rules! schedule {
    ($w:ident, $t:expr) => {{
        let w15 = $w[($t + 1) % 16];
        let w2 = $w[($t + 14) % 16];
        let s0 = _mm256_xor_si256(_mm256_xor_si256(rotr32!(w15, 7), rotr32!(w15, 18)), _mm256_srli_epi32::<3>(w15));
        let s1 = _mm256_xor_si256(_mm256_xor_si256(rotr32!(w2, 17), rotr32!(w2, 19)), _mm256_srli_epi32::<10>(w2));
        let w = _mm256_add_epi32(_mm256_add_epi32($w[$t % 16], $w[($t + 9) % 16]), _mm256_add_epi32(s0, s1));
        $w[$t % 16] = w;
        w
    }};
}

/// For each row in order, compresses block `row[i]` into lane `i` of `state` (`state[w][i]` =
/// word `w` of lane `i`).
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_sha256_x8(state: &mut [[u32; 8]; 8], rows: &[[&[u8; 64]; 8]]) {
    let bswap = load_const(&BSWAP32);
    let mut s = load_state(state);
    for row in rows {
        let mut w = load_words8x32(row, Some(bswap));
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
        let mut ab = _mm256_xor_si256(b, c);
        // Rounds 0-15 read the block's words; rounds 16-63 extend the schedule first.
        for r in 0..8 {
            let t = 8 * r;
            macro_rules! kw {
                ($j:expr) => {{
                    let j = $j;
                    let wt = if r < 2 { w[j % 16] } else { schedule!(w, j) };
                    _mm256_add_epi32(wt, _mm256_set1_epi32(K[j] as i32))
                }};
            }
            round!(a, b, c, d, e, f, g, h, ab, kw!(t));
            round!(h, a, b, c, d, e, f, g, ab, kw!(t + 1));
            round!(g, h, a, b, c, d, e, f, ab, kw!(t + 2));
            round!(f, g, h, a, b, c, d, e, ab, kw!(t + 3));
            round!(e, f, g, h, a, b, c, d, ab, kw!(t + 4));
            round!(d, e, f, g, h, a, b, c, ab, kw!(t + 5));
            round!(c, d, e, f, g, h, a, b, ab, kw!(t + 6));
            round!(b, c, d, e, f, g, h, a, ab, kw!(t + 7));
        }
        for (s, v) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
            *s = _mm256_add_epi32(*s, v);
        }
    }
    store_state(state, &s);
}

/// The SHA-224/256 lanes for the scheduler, with the initial value of the chosen variant.
pub(super) struct Sha256x8(pub(super) Avx2Token, pub(super) &'static [u32; 8]);

impl LaneKernel<8, 64> for Sha256x8 {
    type State = [[u32; 8]; 8];
    const ZERO: Self::State = [[0; 8]; 8];
    const LEN_BYTES: usize = 8;
    const BIG_ENDIAN: bool = true;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        for (w, iv) in state.iter_mut().zip(self.1) {
            w[lane] = *iv;
        }
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 64]; 8]]) {
        // SAFETY: `self.0` is an `Avx2Token`: this CPU has AVX2 and the OS saves YMM state.
        unsafe { avx2_sha256_x8(state, rows) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(4).zip(state) {
            o.copy_from_slice(&w[lane].to_be_bytes());
        }
    }
}
