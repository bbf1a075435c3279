//! The word type the bitsliced AES runs on.
//!
//! One `u64` holds one bit of every byte of 4 blocks (see `bitslice.rs`). The cipher core is
//! written once, generic over [`Lane`]; every operation is a data-independent logical operation
//! or a shift by a constant.
//!
//! Only `u64` implements it today. Two slice sets side by side (`[u64; 2]`, 8 blocks per step)
//! were measured and dropped: on x86_64 the compiler keeps them in general registers, and twice
//! the live state spills so much that it ran ~25% slower than one set (measured again with an
//! aligned two-word struct: CTR 3769 against 2920 cycles per 256 bytes, Zen 3). A word type for a target
//! with wide vectors in its baseline (SSE2 or NEON through `core::simd` once stable) plugs in here.

use core::ops::{BitAnd, BitOr, BitXor, BitXorAssign, Not};

/// A bitsliced word: `SETS` slice sets of 64 bits, operated on in lockstep.
#[allow(dead_code)] // `SETS > 1` is not instantiated today, see the module comment.
pub(super) trait Lane:
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

impl Lane for u64 {
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
