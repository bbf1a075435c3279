//! Bitslicing: 4 blocks (per slice set) <-> 8 words, one per bit of the byte.
//!
//! # Layout
//! Word `s[b]` holds bit `b` (0 = least significant) of all 64 bytes of 4 blocks. Byte `4c + r`
//! of block `k` (row `r`, column `c` of the AES state) sits at bit position
//!
//! ```text
//!     p = 16·r + 4·c + k        (r, c, k in 0..4)
//! ```
//!
//! so each row is a 16-bit group and each column a nibble inside it. Rotating a word right by 16
//! brings row r+1 to row r (what MixColumns needs) and rotating inside the 16-bit groups by 4
//! moves columns (what the fixsliced MixColumns variants need, see `fixslice.rs`).
//!
//! # Transposition
//! Load the 4 blocks as 8 little-endian `u64`: word `2k + h` holds bytes `8h..8h+8` of block
//! `k`. A bit of the input is addressed by 9 coordinate bits: 3 for the word index and 6 for the
//! position in the word,
//!
//! ```text
//!     word W2 W1 W0 = k1 k0 c1          position P5..P0 = c0 r1 r0 b2 b1 b0
//! ```
//!
//! (byte `8h + j` with `j = 4·c0 + r`, `c = 2·c1 + c0`). We want
//!
//! ```text
//!     word = {b2 b1 b0} (any order)     position P5..P0 = r1 r0 c1 c0 k1 k0.
//! ```
//!
//! `swap(Wi, Pj)` exchanges one word-index bit with one position bit: for each pair of words
//! differing only in bit `i` of the index, the bits at positions with `Pj = 1` of the first trade
//! places with the bits at `Pj = 0` of the second (one SWAPMOVE, 6 operations). The needed
//! permutation of coordinates is the 5-cycle `c1 -> P3 -> P4 -> P5 -> P2 -> W0` plus
//! `k0 <-> b0` and `k1 <-> b1`, i.e. six swaps:
//!
//! ```text
//!     swap(W0,P3)  W0=r0 P3=c1      swap(W0,P2)  W0=b2 P2=c0
//!     swap(W0,P4)  W0=r1 P4=r0      swap(W1,P0)  W1=b0 P0=k0
//!     swap(W0,P5)  W0=c0 P5=r1      swap(W2,P1)  W2=b1 P1=k1
//! ```
//!
//! leaving bit `b` in word `b2 + 2·b0 + 4·b1`. Each swap is an involution, so unpacking runs the
//! same swaps in reverse order.

use super::slice_word::SliceWord;
use crate::backend::kernels::Block;

/// Masks of the positions whose coordinate bit `Pj` is 0.
const POS_MASK: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// Where bit `b` of the bytes ends up after the six swaps: word `b2 + 2·b0 + 4·b1`.
const WORD_OF_BIT: [usize; 8] = [0, 2, 4, 6, 1, 3, 5, 7];

/// Exchanges word-index bit `I` with position bit `J` (see the module comment).
#[inline(always)]
fn swap<L: SliceWord, const I: usize, const J: usize>(q: &mut [L; 8]) {
    let s = 1u32 << J;
    let m = L::splat(POS_MASK[J]);
    for a in 0..8 {
        if a & (1 << I) == 0 {
            let b = a | (1 << I);
            let t = (q[a].shr(s) ^ q[b]) & m;
            q[b] ^= t;
            q[a] ^= t.shl(s);
        }
    }
}

/// Packs `4 * L::SETS` blocks into bitsliced form: `s[b]` holds bit `b` of every byte.
#[inline(always)]
pub(super) fn pack<L: SliceWord>(blocks: &[Block]) -> [L; 8] {
    debug_assert_eq!(blocks.len(), 4 * L::SETS);
    let mut q = [L::splat(0); 8];
    let mut words = [0u64; 4];
    for (w, qw) in q.iter_mut().enumerate() {
        let (k, h) = (w >> 1, w & 1);
        for (set, word) in words.iter_mut().enumerate().take(L::SETS) {
            let bytes = &blocks[4 * set + k][8 * h..8 * h + 8];
            *word = u64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]));
        }
        *qw = L::from_sets(&words);
    }
    pack_words(q)
}

/// [`pack`] from the loaded words: `q[2k + h]` holds bytes `8h..8h + 8` of block `k` (of each
/// slice set), little-endian.
#[inline(always)]
pub(super) fn pack_words<L: SliceWord>(mut q: [L; 8]) -> [L; 8] {
    swap::<L, 0, 3>(&mut q);
    swap::<L, 0, 4>(&mut q);
    swap::<L, 0, 5>(&mut q);
    swap::<L, 0, 2>(&mut q);
    swap::<L, 1, 0>(&mut q);
    swap::<L, 2, 1>(&mut q);
    core::array::from_fn(|b| q[WORD_OF_BIT[b]])
}

/// The inverse of [`pack`]: writes the `4 * L::SETS` blocks held in `s`.
#[inline(always)]
pub(super) fn unpack<L: SliceWord>(s: &[L; 8], blocks: &mut [Block]) {
    debug_assert_eq!(blocks.len(), 4 * L::SETS);
    let mut q = [L::splat(0); 8];
    for b in 0..8 {
        q[WORD_OF_BIT[b]] = s[b];
    }
    swap::<L, 2, 1>(&mut q);
    swap::<L, 1, 0>(&mut q);
    swap::<L, 0, 2>(&mut q);
    swap::<L, 0, 5>(&mut q);
    swap::<L, 0, 4>(&mut q);
    swap::<L, 0, 3>(&mut q);
    let mut words = [0u64; 4];
    for (w, qw) in q.iter().enumerate() {
        let (k, h) = (w >> 1, w & 1);
        qw.to_sets(&mut words);
        for (set, word) in words.iter().enumerate().take(L::SETS) {
            blocks[4 * set + k][8 * h..8 * h + 8].copy_from_slice(&word.to_le_bytes());
        }
    }
}
