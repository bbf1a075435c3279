//! SHA-384/512 (FIPS 180-4 §6.4) on 4 lanes of 64-bit words: `avx2_sha512_x4`.
//!
//! The SHA-256 kernel's structure (`sha256.rs`: renamed registers, the schedule in a 16-entry
//! ring, `Maj` reusing the previous round's `a ^ b`) on 64-bit lanes, with 80 rounds and the
//! 64-bit rotation counts: `Σ0 = 28, 34, 39`, `Σ1 = 14, 18, 41`, `σ0 = 1, 8, >> 7`,
//! `σ1 = 19, 61, >> 6`.

#![allow(unsafe_code)]

use super::{BSWAP64, load_const, load_state, load4x64, rotr64, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::soft::sha512::K;
use crate::backend::x86::lanes::LaneKernel;
use core::arch::x86_64::*;

/// SHA-512's initial value (FIPS 180-4 §5.3.5).
pub(super) const IV512: [u64; 8] = [
    0x6a09e667_f3bcc908,
    0xbb67ae85_84caa73b,
    0x3c6ef372_fe94f82b,
    0xa54ff53a_5f1d36f1,
    0x510e527f_ade682d1,
    0x9b05688c_2b3e6c1f,
    0x1f83d9ab_fb41bd6b,
    0x5be0cd19_137e2179,
];

/// SHA-384's initial value (FIPS 180-4 §5.3.4).
pub(super) const IV384: [u64; 8] = [
    0xcbbb9d5d_c1059ed8,
    0x629a292a_367cd507,
    0x9159015a_3070dd17,
    0x152fecd8_f70e5939,
    0x67332667_ffc00b31,
    0x8eb44a87_68581511,
    0xdb0c2e0d_64f98fa7,
    0x47b5481d_befa4fa4,
];

/// One round on 4 lanes with the names as given (see `sha256.rs`).
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $ab:ident, $kw:expr) => {
        let s1 = _mm256_xor_si256(_mm256_xor_si256(rotr64!($e, 14), rotr64!($e, 18)), rotr64!($e, 41));
        let ch = _mm256_xor_si256($g, _mm256_and_si256($e, _mm256_xor_si256($f, $g)));
        let t1 = _mm256_add_epi64(_mm256_add_epi64(_mm256_add_epi64($h, $kw), ch), s1);
        let s0 = _mm256_xor_si256(_mm256_xor_si256(rotr64!($a, 28), rotr64!($a, 34)), rotr64!($a, 39));
        let ab = _mm256_xor_si256($a, $b);
        let maj = _mm256_xor_si256($b, _mm256_and_si256(ab, $ab));
        $ab = ab;
        $d = _mm256_add_epi64($d, t1);
        $h = _mm256_add_epi64(t1, _mm256_add_epi64(s0, maj));
    };
}

/// `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]` in the ring `$w` (index `$t` mod 16).
macro_rules! schedule {
    ($w:ident, $t:expr) => {{
        let w15 = $w[($t + 1) % 16];
        let w2 = $w[($t + 14) % 16];
        let s0 = _mm256_xor_si256(_mm256_xor_si256(rotr64!(w15, 1), rotr64!(w15, 8)), _mm256_srli_epi64::<7>(w15));
        let s1 = _mm256_xor_si256(_mm256_xor_si256(rotr64!(w2, 19), rotr64!(w2, 61)), _mm256_srli_epi64::<6>(w2));
        let w = _mm256_add_epi64(_mm256_add_epi64($w[$t % 16], $w[($t + 9) % 16]), _mm256_add_epi64(s0, s1));
        $w[$t % 16] = w;
        w
    }};
}

/// For each row in order, compresses block `row[i]` into lane `i` of `state` (`state[w][i]` =
/// word `w` of lane `i`).
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_sha512_x4(state: &mut [[u64; 4]; 8], rows: &[[&[u8; 128]; 4]]) {
    let bswap = load_const(&BSWAP64);
    let mut s = load_state(state);
    for row in rows {
        let p = row.map(|b| b.as_ptr());
        let mut w = [_mm256_setzero_si256(); 16];
        for q in 0..4 {
            // SAFETY: every `p[i]` points to a 128-byte block and `32 * q + 32 <= 128`; AVX2
            // is enabled (target feature).
            let r = unsafe { load4x64(&p, 32 * q) };
            for (w, r) in w[4 * q..4 * q + 4].iter_mut().zip(r) {
                *w = _mm256_shuffle_epi8(r, bswap);
            }
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
        let mut ab = _mm256_xor_si256(b, c);
        // Rounds 0-15 read the block's words; rounds 16-79 extend the schedule first.
        for r in 0..10 {
            let t = 8 * r;
            macro_rules! kw {
                ($j:expr) => {{
                    let j = $j;
                    let wt = if r < 2 { w[j % 16] } else { schedule!(w, j) };
                    _mm256_add_epi64(wt, _mm256_set1_epi64x(K[j] as i64))
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
            *s = _mm256_add_epi64(*s, v);
        }
    }
    store_state(state, &s);
}

/// The SHA-384/512 lanes for the scheduler, with the initial value of the chosen variant.
pub(super) struct Sha512x4(pub(super) Avx2Token, pub(super) &'static [u64; 8]);

impl LaneKernel<4, 128> for Sha512x4 {
    type State = [[u64; 4]; 8];
    const ZERO: Self::State = [[0; 4]; 8];
    const LEN_BYTES: usize = 16;
    const BIG_ENDIAN: bool = true;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        for (w, iv) in state.iter_mut().zip(self.1) {
            w[lane] = *iv;
        }
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 128]; 4]]) {
        // SAFETY: `self.0` is an `Avx2Token`: this CPU has AVX2 and the OS saves YMM state.
        unsafe { avx2_sha512_x4(state, rows) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(8).zip(state) {
            o.copy_from_slice(&w[lane].to_be_bytes());
        }
    }
}
