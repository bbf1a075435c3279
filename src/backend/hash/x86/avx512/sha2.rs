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

transposed_lanes!(Sha512x8<'_>, avx512_sha512_x8, lanes: 8, block: 128, word: u64, words: 8, len_bytes: 16, big_endian: true, iv: |s| s.1.state, prefix: |s| s.1.prefix, output_all: output_x8);

/// The digests of the first `outs.len()` (at most 8) lanes, `N` bytes each (the leading bytes
/// of the big-endian words: 64 for SHA-512, 48, 32 or 28 for its truncations). SHA-512's: the
/// transposed state (`s[w]` = word `w` of every lane) transposed back with an 8x8 transpose of
/// 64-bit words in three stages of eight shuffles, then byte-swapped, one zmm per lane:
/// 1. `vpunpck{l,h}qdq` of word pairs `(2p, 2p + 1)`: in 128-bit quarter `q`, lane `2q` (or
///    `2q + 1`) of both words;
/// 2. `vshufi64x2` `0x88`/`0xdd` of those for words `4r .. 4r + 3`: lanes `k` and `k + 4` of the
///    four words (`k` = 0, 2 for `0x88` of the low and high halves' results, 1, 3 for `0xdd`);
/// 3. `vshufi64x2` `0x88`/`0xdd` of words 0-3 with words 4-7: lane `k` (or `k + 4`) of all
///    eight words, in order.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn output_x8<const N: usize>(state: &[[u64; 8]; 8], outs: &mut [[u8; N]]) {
    if N != 64 {
        // The truncated digests (SHA-384, /224, /256): word by word, as the default does. A
        // zmm row per lane would need a partial store (through a stack copy and its wipe, that
        // measured 4% slower for HMAC-SHA-384 `sign_many` than this loop: docs/perf/hmac.md).
        for (lane, o) in outs.iter_mut().enumerate() {
            for (o, w) in o.chunks_mut(8).zip(state) {
                o.copy_from_slice(&w[lane].to_be_bytes()[..o.len()]);
            }
        }
        return;
    }
    let s = load_state(state);
    let mut t = [_mm512_setzero_si512(); 8];
    for p in 0..4 {
        t[2 * p] = _mm512_unpacklo_epi64(s[2 * p], s[2 * p + 1]);
        t[2 * p + 1] = _mm512_unpackhi_epi64(s[2 * p], s[2 * p + 1]);
    }
    // `u[4h + j]`: words `4h .. 4h + 3`; `j` = 0: lanes 0, 4; 1: lanes 2, 6; 2: lanes 1, 5;
    // 3: lanes 3, 7 (each quarter two words of one lane).
    let mut u = [_mm512_setzero_si512(); 8];
    for h in 0..2 {
        let (lo0, hi0, lo1, hi1) = (t[4 * h], t[4 * h + 1], t[4 * h + 2], t[4 * h + 3]);
        u[4 * h] = _mm512_shuffle_i64x2::<0x88>(lo0, lo1);
        u[4 * h + 1] = _mm512_shuffle_i64x2::<0xdd>(lo0, lo1);
        u[4 * h + 2] = _mm512_shuffle_i64x2::<0x88>(hi0, hi1);
        u[4 * h + 3] = _mm512_shuffle_i64x2::<0xdd>(hi0, hi1);
    }
    let bswap = _mm512_broadcast_i64x4(load_const(&BSWAP64));
    // `(j, lane)` of the `0x88` result; the `0xdd` one holds `lane + 4`.
    for (j, lane) in [(0, 0), (1, 2), (2, 1), (3, 3)] {
        let lanes = [_mm512_shuffle_i64x2::<0x88>(u[j], u[4 + j]), _mm512_shuffle_i64x2::<0xdd>(u[j], u[4 + j])];
        for (lane, v) in [lane, lane + 4].into_iter().zip(lanes) {
            let Some(o) = outs.get_mut(lane) else { continue };
            let v = _mm512_shuffle_epi8(v, bswap);
            // SAFETY: `o` is `N` = 64 writable bytes (the test above); AVX-512F is enabled
            // (target feature).
            unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), v) };
        }
    }
}
