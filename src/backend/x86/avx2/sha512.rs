//! SHA-384/512 (FIPS 180-4 §6.4) on 4 lanes of 64-bit words: `avx2_sha512_x4`.
//!
//! The SHA-256 kernel's structure (`sha256.rs`: renamed registers, the schedule in a 16-entry
//! ring, `Maj` reusing the previous round's `a ^ b`) on 64-bit lanes, with 80 rounds and the
//! 64-bit rotation counts: `Σ0 = 28, 34, 39`, `Σ1 = 14, 18, 41`, `σ0 = 1, 8, >> 7`,
//! `σ1 = 19, 61, >> 6`.

#![allow(unsafe_code)]

use super::lanes::LaneKernel;
use super::{BSWAP64, load_const, load_state, load4x64, rotr64, store_state};
use crate::backend::detect::Avx2Token;
use core::arch::x86_64::*;

/// Round constants: the first 64 bits of the fractional parts of the cube roots of the first 80
/// primes (FIPS 180-4 §4.2.3).
pub(super) const K: [u64; 80] = [
    0x428a2f98_d728ae22,
    0x71374491_23ef65cd,
    0xb5c0fbcf_ec4d3b2f,
    0xe9b5dba5_8189dbbc,
    0x3956c25b_f348b538,
    0x59f111f1_b605d019,
    0x923f82a4_af194f9b,
    0xab1c5ed5_da6d8118,
    0xd807aa98_a3030242,
    0x12835b01_45706fbe,
    0x243185be_4ee4b28c,
    0x550c7dc3_d5ffb4e2,
    0x72be5d74_f27b896f,
    0x80deb1fe_3b1696b1,
    0x9bdc06a7_25c71235,
    0xc19bf174_cf692694,
    0xe49b69c1_9ef14ad2,
    0xefbe4786_384f25e3,
    0x0fc19dc6_8b8cd5b5,
    0x240ca1cc_77ac9c65,
    0x2de92c6f_592b0275,
    0x4a7484aa_6ea6e483,
    0x5cb0a9dc_bd41fbd4,
    0x76f988da_831153b5,
    0x983e5152_ee66dfab,
    0xa831c66d_2db43210,
    0xb00327c8_98fb213f,
    0xbf597fc7_beef0ee4,
    0xc6e00bf3_3da88fc2,
    0xd5a79147_930aa725,
    0x06ca6351_e003826f,
    0x14292967_0a0e6e70,
    0x27b70a85_46d22ffc,
    0x2e1b2138_5c26c926,
    0x4d2c6dfc_5ac42aed,
    0x53380d13_9d95b3df,
    0x650a7354_8baf63de,
    0x766a0abb_3c77b2a8,
    0x81c2c92e_47edaee6,
    0x92722c85_1482353b,
    0xa2bfe8a1_4cf10364,
    0xa81a664b_bc423001,
    0xc24b8b70_d0f89791,
    0xc76c51a3_0654be30,
    0xd192e819_d6ef5218,
    0xd6990624_5565a910,
    0xf40e3585_5771202a,
    0x106aa070_32bbd1b8,
    0x19a4c116_b8d2d0c8,
    0x1e376c08_5141ab53,
    0x2748774c_df8eeb99,
    0x34b0bcb5_e19b48a8,
    0x391c0cb3_c5c95a63,
    0x4ed8aa4a_e3418acb,
    0x5b9cca4f_7763e373,
    0x682e6ff3_d6b2b8a3,
    0x748f82ee_5defb2fc,
    0x78a5636f_43172f60,
    0x84c87814_a1f0ab72,
    0x8cc70208_1a6439ec,
    0x90befffa_23631e28,
    0xa4506ceb_de82bde9,
    0xbef9a3f7_b2c67915,
    0xc67178f2_e372532b,
    0xca273ece_ea26619c,
    0xd186b8c7_21c0c207,
    0xeada7dd6_cde0eb1e,
    0xf57d4f7f_ee6ed178,
    0x06f067aa_72176fba,
    0x0a637dc5_a2c898a6,
    0x113f9804_bef90dae,
    0x1b710b35_131c471b,
    0x28db77f5_23047d84,
    0x32caab7b_40c72493,
    0x3c9ebe0a_15c9bebc,
    0x431d67c4_9c100d4c,
    0x4cc5d4be_cb3e42b6,
    0x597f299c_fc657e2a,
    0x5fcb6fab_3ad6faec,
    0x6c44198c_4a475817,
];

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

/// Compresses `blocks` consecutive 128-byte blocks of each `data[i]` into lane `i` of `state`
/// (`state[w][i]` = word `w` of lane `i`). Panics unless every lane holds `blocks * 128` bytes.
#[inline(never)]
#[target_feature(enable = "avx2")]
pub(super) fn avx2_sha512_x4(state: &mut [[u64; 4]; 8], data: &[&[u8]; 4], blocks: usize) {
    let p = super::lane_ptrs(data, blocks, 128);
    let bswap = load_const(&BSWAP64);
    let mut s = load_state(state);
    for off in (0..blocks * 128).step_by(128) {
        let mut w = [_mm256_setzero_si256(); 16];
        for q in 0..4 {
            // SAFETY: `lane_ptrs` checked that every lane holds `blocks * 128` bytes, and
            // `off + 32 * q + 32 <= blocks * 128`; AVX2 is enabled (target feature).
            let r = unsafe { load4x64(&p, off + 32 * q) };
            for (w, r) in w[4 * q..4 * q + 4].iter_mut().zip(r) {
                *w = _mm256_shuffle_epi8(r, bswap);
            }
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
        let mut ab = _mm256_xor_si256(b, c);
        // Rounds 0-15 read the block's words; rounds 16-79 extend the schedule first.
        for t in (0..80).step_by(8) {
            macro_rules! kw {
                ($j:expr) => {{
                    let j = $j;
                    let wt = if t < 16 { w[j] } else { schedule!(w, j) };
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

    fn init(&self, state: &mut Self::State, lane: usize) {
        for (w, iv) in state.iter_mut().zip(self.1) {
            w[lane] = *iv;
        }
    }

    fn compress(&self, state: &mut Self::State, data: &[&[u8]; 4], blocks: usize) {
        // SAFETY: `self.0` is an `Avx2Token`: this CPU has AVX2 and the OS saves YMM state.
        unsafe { avx2_sha512_x4(state, data, blocks) }
    }

    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(8).zip(state) {
            o.copy_from_slice(&w[lane].to_be_bytes());
        }
    }
}
