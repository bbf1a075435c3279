//! SHA-224/256 on 16 lanes of 32-bit words (`avx512_sha256_x16`) and SHA-384/512 on 8 lanes of
//! 64-bit words (`avx512_sha512_x8`): one block loop, instantiated per word width.
//!
//! The round, the schedule and the block loop are those of the AVX2 lanes (`../sha2.rs`, FIPS
//! 180-4 §6.2, §6.4), fully unrolled, with every boolean combination one `vpternlog`:
//! `Ch(e, f, g) = (e & f) | (!e & g)` = `0xca`, `Maj(a, b, c) = (a & b) | (a & c) | (b & c)` =
//! `0xe8`, the three-way XOR of `Σ` and `σ` = `0x96`. The rotations are `vprord`/`vprorq`, so
//! `Σ(x)` is three rotations and one ternary XOR, and `σ(x)` two rotations, a shift and one
//! ternary XOR.

#![allow(unsafe_code)]

use super::{bswap32, load_state, load_words8x64, load_words16x32, store_state};
use crate::backend::detect::Avx512Token;
use crate::backend::hash::soft::{sha256, sha512};
use crate::backend::hash::x86::avx2::{BSWAP64, load_const, transposed_lanes};
use crate::backend::hash::x86::multibuffer::{MultiBufferKernel, Start};
use crate::backend::hash::x86::sha2::{sha2_groups, sha2_lanes, sha2_logic};
#[cfg(miri)]
use crate::backend::x86::miri::{_mm512_ternarylogic_epi32, _mm512_ternarylogic_epi64};
use core::arch::x86_64::*;

sha2_lanes! {
    /// SHA-224/256 on 16 lanes: for each row in order, compresses block `row[i]` into lane `i`
    /// of `state` (`state[w][i]` = word `w` of lane `i`). `Σ0 = 2, 13, 22`, `Σ1 = 6, 11, 25`,
    /// `σ0 = 7, 18, >> 3`, `σ1 = 17, 19, >> 10`.
    fn avx512_sha256_x16(state: &mut [[u32; 16]; 8], rows: &[[&[u8; 64]; 16]]);
    target_feature: "avx512f,avx512bw",
    load: |row| load_words16x32!(row, Some(bswap32())),
    add: _mm512_add_epi32, k: |j| _mm512_set1_epi32(sha256::K[j] as i32),
    logic: ternary(rotr: _mm512_ror_epi32, shr: _mm512_srli_epi32, tern: _mm512_ternarylogic_epi32),
    rounds: (unrolled [0, 8, 16, 24, 32, 40, 48, 56]),
    big0: (2, 13, 22), big1: (6, 11, 25), small0: (7, 18, 3), small1: (17, 19, 10),
}

sha2_lanes! {
    /// SHA-384/512 on 8 lanes: for each row in order, compresses block `row[i]` into lane `i` of
    /// `state` (`state[w][i]` = word `w` of lane `i`). 80 rounds, `Σ0 = 28, 34, 39`,
    /// `Σ1 = 14, 18, 41`, `σ0 = 1, 8, >> 7`, `σ1 = 19, 61, >> 6`.
    fn avx512_sha512_x8(state: &mut [[u64; 8]; 8], rows: &[[&[u8; 128]; 8]]);
    target_feature: "avx512f,avx512bw",
    load: |row| load_words8x64!(row, load_const(&BSWAP64)),
    add: _mm512_add_epi64, k: |j| _mm512_set1_epi64(sha512::K[j] as i64),
    logic: ternary(rotr: _mm512_ror_epi64, shr: _mm512_srli_epi64, tern: _mm512_ternarylogic_epi64),
    rounds: (unrolled [0, 8, 16, 24, 32, 40, 48, 56, 64, 72]),
    big0: (28, 34, 39), big1: (14, 18, 41), small0: (1, 8, 7), small1: (19, 61, 6),
}

/// The SHA-224/256 lanes for the scheduler, starting from the initial value of the chosen variant or a keyed state.
pub(super) struct Sha256x16<'a>(pub(super) Avx512Token, pub(super) Start<'a, [u32; 8]>);

transposed_lanes!(Sha256x16<'_>, avx512_sha256_x16, lanes: 16, block: 64, word: u32, words: 8, len_bytes: 8, big_endian: true, iv: |s| s.1.state, prefix: |s| s.1.prefix);

/// The SHA-384/512 lanes for the scheduler, starting from the initial value of the chosen variant or a keyed state.
pub(super) struct Sha512x8<'a>(pub(super) Avx512Token, pub(super) Start<'a, [u64; 8]>);

transposed_lanes!(Sha512x8<'_>, avx512_sha512_x8, lanes: 8, block: 128, word: u64, words: 8, len_bytes: 16, big_endian: true, iv: |s| s.1.state, prefix: |s| s.1.prefix);
