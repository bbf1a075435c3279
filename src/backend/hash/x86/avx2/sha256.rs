//! SHA-224/256 (FIPS 180-4 §6.2) on 8 lanes of 32-bit words: `avx2_sha256_x8`, the block loop
//! of `../sha2.rs` with `Σ0 = 2, 13, 22`, `Σ1 = 6, 11, 25`, `σ0 = 7, 18, >> 3`, `σ1 = 17, 19, >> 10`.

#![allow(unsafe_code)]

use super::transposed_lanes;
use super::{BSWAP32, load_const, load_state, load_words8x32, rotr32, store_state};
use crate::backend::detect::Avx2Token;
use crate::backend::hash::soft::sha256::K;
use crate::backend::hash::x86::multibuffer::{MultiBufferKernel, Start};
use crate::backend::hash::x86::sha2::{sha2_groups, sha2_lanes, sha2_logic};
use core::arch::x86_64::*;

/// SHA-256's initial value (FIPS 180-4 §5.3.3).
pub(in crate::backend::hash::x86) const IV256: [u32; 8] =
    [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19];

/// SHA-224's initial value (FIPS 180-4 §5.3.2).
pub(in crate::backend::hash::x86) const IV224: [u32; 8] =
    [0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4];

sha2_lanes! {
    /// For each row in order, compresses block `row[i]` into lane `i` of `state` (`state[w][i]` =
    /// word `w` of lane `i`).
    fn avx2_sha256_x8(state: &mut [[u32; 8]; 8], rows: &[[&[u8; 64]; 8]]);
    target_feature: "avx2",
    load: |row| load_words8x32(row, Some(load_const(&BSWAP32))),
    add: _mm256_add_epi32, k: |j| _mm256_set1_epi32(K[j] as i32),
    logic: avx2(rotr: rotr32, shr: _mm256_srli_epi32),
    rounds: (loop 64),
    big0: (2, 13, 22), big1: (6, 11, 25), small0: (7, 18, 3), small1: (17, 19, 10),
}

/// The SHA-224/256 lanes for the scheduler, starting from the initial value of the chosen variant or a keyed state.
pub(super) struct Sha256x8<'a>(pub(super) Avx2Token, pub(super) Start<'a, [u32; 8]>);

transposed_lanes!(Sha256x8<'_>, avx2_sha256_x8, lanes: 8, block: 64, word: u32, words: 8, len_bytes: 8, big_endian: true, iv: |s| s.1.state, prefix: |s| s.1.prefix);
