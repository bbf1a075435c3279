//! The word type the bitsliced AES runs on.
//!
//! One `u64` holds one bit of every byte of 4 blocks (see `bitslice.rs`). The cipher core is
//! written once, generic over [`SliceWord`]; every operation is a data-independent logical operation
//! or a shift by a constant.
//!
//! `u64` implements it on every target. On x86_64, whose baseline includes SSE2, the 128-bit
//! [`Sse2`](super::slice_word_sse2::Sse2) word carries two slice sets (8 blocks per step) and takes
//! every batch of 8 (`aes.rs`, `for_batches`). Two sets in general registers spill (tried:
//! `docs/perf/soft.md`). NEON, aarch64's baseline, would plug in the same way as SSE2.

use core::ops::{BitAnd, BitOr, BitXor, BitXorAssign, Not};

/// A bitsliced word: `SETS` slice sets of 64 bits, operated on in lockstep.
#[allow(dead_code)] // Outside x86_64 no word has `SETS > 1` (see the module comment).
pub(super) trait SliceWord:
    Copy + BitXor<Output = Self> + BitXorAssign + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self>
{
    /// How many 4-block slice sets one word carries.
    const SETS: usize;
    /// The same 64-bit value in every set.
    fn splat(x: u64) -> Self;
    /// Builds a word from one `u64` per set.
    fn from_sets(x: &[u64]) -> Self;
    /// Writes one `u64` per set.
    fn to_sets(self, out: &mut [u64]);
    /// Rotates every set right by `n` bits.
    fn rotr(self, n: u32) -> Self;
    /// Shifts every set right by `n` bits.
    fn shr(self, n: u32) -> Self;
    /// Shifts every set left by `n` bits.
    fn shl(self, n: u32) -> Self;
}

impl SliceWord for u64 {
    const SETS: usize = 1;
    #[inline(always)]
    fn splat(x: u64) -> Self {
        x
    }
    #[inline(always)]
    fn from_sets(x: &[u64]) -> Self {
        x[0]
    }
    #[inline(always)]
    fn to_sets(self, out: &mut [u64]) {
        out[0] = self;
    }
    #[inline(always)]
    fn rotr(self, n: u32) -> Self {
        self.rotate_right(n)
    }
    #[inline(always)]
    fn shr(self, n: u32) -> Self {
        self >> n
    }
    #[inline(always)]
    fn shl(self, n: u32) -> Self {
        self << n
    }
}
