//! SHA-224/256 compression with `sha256rnds2`, `sha256msg1` and `sha256msg2`.
//!
//! `sha256rnds2(cdgh, abef, wk)` performs two rounds: the state is split across two registers,
//! `ABEF` and `CDGH` (A in the high lane), and the low 64 bits of `wk` hold `W[t] + K[t]` and
//! `W[t+1] + K[t+1]`. A group of four rounds adds `K[4i..4i+4]` to the four schedule words `m_i`,
//! runs two rounds, moves the upper two words down (`pshufd 0x0e`) and runs two more, the state
//! registers swapping roles.
//!
//! The schedule, four words at a time in a ring of four registers `m[0..4]` (`m[i % 4]` holds
//! `W[4i..4i+4]`): `sha256msg1(x, y)` adds σ0 of the following words to `x`
//! (`W[t-16] + σ0(W[t-15])`), then `m[i+1] = sha256msg2(m[i+1] + alignr(m[i], m[i-1], 4), m[i])`
//! adds `W[t-7]` (the alignr picks the four words starting at `t-7`) and the σ1 terms, which
//! depend on the words being computed (the instruction handles that chain). Group `i` issues the
//! `msg2` step for group `i+1` (3 ≤ i ≤ 14) and the `msg1` step for group `i+3` (1 ≤ i ≤ 12).
//!
//! Loads: each 16-byte piece of the block is byte-swapped per 32-bit word (`pshufb`). The state
//! words are reordered into ABEF/CDGH once per call, not per block. (Several messages at once,
//! interleaved: `many.rs`.)

use crate::backend::hash::soft::sha256::K;
#[cfg(miri)]
use crate::backend::x86::miri::{_mm_sha256msg1_epu32, _mm_sha256msg2_epu32, _mm_sha256rnds2_epu32};
use core::arch::x86_64::*;

/// Byte order: reverse the bytes of each 32-bit word.
macro_rules! bswap_mask {
    () => {
        _mm_set_epi64x(0x0c0d0e0f_08090a0b, 0x04050607_00010203)
    };
}

/// State words `[a..h]` to the `ABEF`, `CDGH` register pair.
macro_rules! load_state {
    ($state:expr) => {{
        // SAFETY: `state` is 8 u32 = two 16-byte unaligned loads within it.
        let dcba = unsafe { _mm_loadu_si128($state.as_ptr().cast()) };
        // SAFETY: as above, the upper half.
        let hgfe = unsafe { _mm_loadu_si128($state.as_ptr().add(4).cast()) };
        let cdab = _mm_shuffle_epi32(dcba, 0xb1);
        let efgh = _mm_shuffle_epi32(hgfe, 0x1b);
        (_mm_alignr_epi8(cdab, efgh, 8), _mm_blend_epi16(efgh, cdab, 0xf0))
    }};
}

/// The `ABEF`, `CDGH` pair back to state words: `(dcba, hgfe)`, words `a..d` and `e..h` in
/// lanes 0..4.
macro_rules! state_words {
    ($abef:expr, $cdgh:expr) => {{
        let feba = _mm_shuffle_epi32($abef, 0x1b);
        let dchg = _mm_shuffle_epi32($cdgh, 0xb1);
        (_mm_blend_epi16(feba, dchg, 0xf0), _mm_alignr_epi8(dchg, feba, 8))
    }};
}

/// The `ABEF`, `CDGH` pair back to state words `[a..h]` in `$state`.
macro_rules! store_state {
    ($state:expr, $abef:expr, $cdgh:expr) => {{
        let (dcba, hgfe) = state_words!($abef, $cdgh);
        // SAFETY: two 16-byte unaligned stores within the 32-byte `state`.
        unsafe {
            _mm_storeu_si128($state.as_mut_ptr().cast(), dcba);
            _mm_storeu_si128($state.as_mut_ptr().add(4).cast(), hgfe);
        }
    }};
}

/// Rounds `4i..4i+4` of one block (`i` a literal, 0..16) on the state pair `$abef`/`$cdgh`,
/// with the schedule ring `$m`, whose words `W[0..16]` come from the 64-byte `$block`
/// (`from_block`) or are in `$m` already (`from_words`).
macro_rules! group {
    ($i:expr, $abef:ident, $cdgh:ident, $m:ident, from_block $block:ident, $bswap:ident) => {
        if $i < 4 {
            // SAFETY: `block` is 64 bytes; 16 bytes at offset 16·i < 64.
            let raw = unsafe { _mm_loadu_si128($block.as_ptr().add(16 * $i).cast()) };
            $m[$i % 4] = _mm_shuffle_epi8(raw, $bswap);
        }
        group!($i, $abef, $cdgh, $m, from_words);
    };
    ($i:expr, $abef:ident, $cdgh:ident, $m:ident, from_words) => {
        // SAFETY: `K` has 64 words; 4 words at 4·i ≤ 60.
        let k = unsafe { _mm_loadu_si128(K.as_ptr().add(4 * $i).cast()) };
        let wk = _mm_add_epi32($m[$i % 4], k);
        $cdgh = _mm_sha256rnds2_epu32($cdgh, $abef, wk);
        if $i >= 3 && $i <= 14 {
            let w7 = _mm_alignr_epi8($m[$i % 4], $m[($i + 3) % 4], 4);
            $m[($i + 1) % 4] = _mm_sha256msg2_epu32(_mm_add_epi32($m[($i + 1) % 4], w7), $m[$i % 4]);
        }
        $abef = _mm_sha256rnds2_epu32($abef, $cdgh, _mm_shuffle_epi32(wk, 0x0e));
        if $i >= 1 && $i <= 12 {
            $m[($i + 3) % 4] = _mm_sha256msg1_epu32($m[($i + 3) % 4], $m[$i % 4]);
        }
    };
}

/// `group!(i, $args)` for i = 0..16.
macro_rules! sixteen {
    ($($args:tt)*) => {
        group!(0, $($args)*);
        group!(1, $($args)*);
        group!(2, $($args)*);
        group!(3, $($args)*);
        group!(4, $($args)*);
        group!(5, $($args)*);
        group!(6, $($args)*);
        group!(7, $($args)*);
        group!(8, $($args)*);
        group!(9, $($args)*);
        group!(10, $($args)*);
        group!(11, $($args)*);
        group!(12, $($args)*);
        group!(13, $($args)*);
        group!(14, $($args)*);
        group!(15, $($args)*);
    };
}

/// The rounds of every block of `$blocks`, then of `$last`, on the `$abef`/`$cdgh` pair (the
/// sixteen groups written once, over each slice in turn).
macro_rules! rounds_over {
    ($abef:ident, $cdgh:ident, $blocks:expr, $last:expr) => {{
        let bswap = bswap_mask!();
        let (blocks, last): (&[[u8; 64]], &[[u8; 64]]) = ($blocks, $last);
        // A loop over each slice in turn: one loop choosing each block's slice put a compare and
        // a `cmov` on every block's address (llvm-mca: +3% a block on Sapphire Rapids).
        for part in [blocks, last] {
            for block in part {
                let (abef_in, cdgh_in) = ($abef, $cdgh);
                let mut m = [_mm_setzero_si128(); 4];
                sixteen!($abef, $cdgh, m, from_block block, bswap);
                $abef = _mm_add_epi32($abef, abef_in);
                $cdgh = _mm_add_epi32($cdgh, cdgh_in);
            }
        }
    }};
}

/// Compresses whole 64-byte blocks into `state`: every block of `blocks`, then every block of
/// `last`.
///
/// Two slices so that a message's end takes one call: its whole blocks straight from the
/// caller's slice, then its padded tail from the stack (`pad::finish_after`). A second call
/// would store the chaining value and load it back, on the serial chain of `sha256rnds2`.
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
#[allow(unused_assignments)] // the last schedule steps of the unrolled groups feed no later group
pub(super) unsafe fn shani_sha256_compress(state: &mut [u32; 8], blocks: &[[u8; 64]], last: &[[u8; 64]]) {
    let (mut abef, mut cdgh) = load_state!(state);
    rounds_over!(abef, cdgh, blocks, last);
    store_state!(state, abef, cdgh);
}

/// The end of an HMAC in one call: every block of `blocks`, then of `last`, compressed from
/// the chaining value `inner` (the end of the inner hash), then, from the chaining value
/// `outer`, the one padded block of the inner digest, written to `outer`.
///
/// That block is built in registers from the inner state: its words are the digest's bytes
/// read big-endian, which are the state words themselves, so `W[0..8]` is the state pair
/// unshuffled to `a..h` (`state_words`, as `store_state` stores them), then `0x80000000`
/// after the first `digest_words` words (8 for SHA-256, 7 for SHA-224, whose `W[7]` it
/// replaces), zeros, and `outer_bits` in `W[14..16]`. Between the last inner `sha256rnds2` and the first outer one
/// there are four shuffles, where the separate path stores the state, converts it to digest
/// bytes, builds the padded block on the stack, calls the kernel again and loads the block
/// back (byte swaps and store-to-load forwarding, all on the serial chain). `inner` is read,
/// not written: the caller wipes its copy.
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
#[allow(unused_assignments)] // as in `shani_sha256_compress`
pub(super) unsafe fn shani_sha256_hmac(
    inner: &[u32; 8],
    blocks: &[[u8; 64]],
    last: &[[u8; 64]],
    outer: &mut [u32; 8],
    digest_words: usize,
    outer_bits: u64,
) {
    let (mut abef, mut cdgh) = load_state!(inner);
    rounds_over!(abef, cdgh, blocks, last);
    // The state words a..d and e..h, in the lane order of W (lane j of `m[i]` is W[4i + j]).
    let (dcba, hgfe) = state_words!(abef, cdgh);
    let pad = 0x8000_0000u32 as i32;
    let mut m = if digest_words == 8 {
        [dcba, hgfe, _mm_set_epi32(0, 0, 0, pad), _mm_setzero_si128()]
    } else {
        [dcba, _mm_insert_epi32::<3>(hgfe, pad), _mm_setzero_si128(), _mm_setzero_si128()]
    };
    m[3] = _mm_set_epi32(outer_bits as i32, (outer_bits >> 32) as i32, 0, 0);
    let (mut abef, mut cdgh) = load_state!(outer);
    let (abef_in, cdgh_in) = (abef, cdgh);
    sixteen!(abef, cdgh, m, from_words);
    abef = _mm_add_epi32(abef, abef_in);
    cdgh = _mm_add_epi32(cdgh, cdgh_in);
    store_state!(outer, abef, cdgh);
}
