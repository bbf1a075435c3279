//! SHA-384/512 and SHA-512/224, /256 (FIPS 180-4 §6.4) on 4 lanes of 64-bit words: `avx2_sha512_x4`, the block loop
//! of `../sha2.rs` with 80 rounds and `Σ0 = 28, 34, 39`, `Σ1 = 14, 18, 41`, `σ0 = 1, 8, >> 7`,
//! `σ1 = 19, 61, >> 6`.

#![allow(unsafe_code)]

use super::transposed_lanes;
use super::{BSWAP64, load_const, load_state, load4x64, rotr64, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::hash::soft::sha512::K;
use crate::backend::hash::x86::multibuffer::{MultiBufferKernel, Start};
use crate::backend::hash::x86::sha2::{sha2_groups, sha2_lanes, sha2_logic};
use core::arch::x86_64::*;

/// SHA-512's initial value (FIPS 180-4 §5.3.5).
pub(in crate::backend::hash::x86) const IV512: [u64; 8] = [
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
pub(in crate::backend::hash::x86) const IV384: [u64; 8] = [
    0xcbbb9d5d_c1059ed8,
    0x629a292a_367cd507,
    0x9159015a_3070dd17,
    0x152fecd8_f70e5939,
    0x67332667_ffc00b31,
    0x8eb44a87_68581511,
    0xdb0c2e0d_64f98fa7,
    0x47b5481d_befa4fa4,
];

sha2_lanes! {
    /// For each row in order, compresses block `row[i]` into lane `i` of `state` (`state[w][i]` =
    /// word `w` of lane `i`).
    fn avx2_sha512_x4(state: &mut [[u64; 4]; 8], rows: &[[&[u8; 128]; 4]]);
    target_feature: "avx2",
    load: |row| load_words4x64(row, load_const(&BSWAP64)),
    add: _mm256_add_epi64, k: |j| _mm256_set1_epi64x(K[j] as i64),
    logic: avx2(rotr: rotr64, shr: _mm256_srli_epi64),
    rounds: (loop 80),
    big0: (28, 34, 39), big1: (14, 18, 41), small0: (1, 8, 7), small1: (19, 61, 6),
}

/// The sixteen 64-bit words of 4 lanes' 128-byte blocks, transposed (lane `i` of `w[j]` is word
/// `j` of `blocks[i]`) and byte-swapped to big-endian with `bswap`.
#[inline]
#[target_feature(enable = "avx2")]
pub(in crate::backend::hash::x86) fn load_words4x64(blocks: &[&[u8; 128]; 4], bswap: __m256i) -> [__m256i; 16] {
    let p = blocks.map(|b| b.as_ptr());
    let mut w = [_mm256_setzero_si256(); 16];
    for q in 0..4 {
        // SAFETY: every `p[i]` points to a 128-byte block and `32 * q + 32 <= 128`; AVX2 is
        // enabled (target feature).
        let r = unsafe { load4x64(&p, 32 * q) };
        for (w, r) in w[4 * q..4 * q + 4].iter_mut().zip(r) {
            *w = _mm256_shuffle_epi8(r, bswap);
        }
    }
    w
}

/// The SHA-384/512 lanes for the scheduler, starting from the initial value of the chosen variant or a keyed state.
pub(super) struct Sha512x4<'a>(pub(super) Avx2Token, pub(super) Start<'a, [u64; 8]>);

transposed_lanes!(Sha512x4<'_>, avx2_sha512_x4, lanes: 4, block: 128, word: u64, words: 8, len_bytes: 16, big_endian: true, iv: |s| s.1.state, prefix: |s| s.1.prefix);
