//! The word type the bitsliced AES runs on.
//!
//! One `u64` holds one bit of every byte of 4 blocks (see `bitslice.rs`). The cipher core is
//! written once, generic over [`Lane`], and instantiated for `u64` (4 blocks) and for [`X2`], two
//! independent 4-block slice sets side by side (8 blocks). `X2` gives the CPU two independent
//! dependency chains per instruction slot (and lets the compiler use 128-bit vector registers
//! where the target has them, e.g. SSE2 on x86_64 or NEON on aarch64); the code is still plain
//! safe Rust and every operation is a data-independent logical operation or a constant shift.

use core::ops::{BitAnd, BitOr, BitXor, BitXorAssign, Not};

/// A bitsliced word: `SETS` slice sets of 64 bits, operated on in lockstep.
pub(super) trait Lane:
    Copy
    + BitXor<Output = Self>
    + BitXorAssign
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
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

/// `$name` holds `$n` slice sets; every operation is applied to each set.
macro_rules! multi_lane {
    ($name:ident, $n:literal) => {
        #[derive(Clone, Copy)]
        pub(super) struct $name([u64; $n]);

        impl BitXor for $name {
            type Output = Self;
            #[inline(always)]
            fn bitxor(self, o: Self) -> Self {
                $name(core::array::from_fn(|i| self.0[i] ^ o.0[i]))
            }
        }
        impl BitXorAssign for $name {
            #[inline(always)]
            fn bitxor_assign(&mut self, o: Self) {
                for i in 0..$n {
                    self.0[i] ^= o.0[i];
                }
            }
        }
        impl BitAnd for $name {
            type Output = Self;
            #[inline(always)]
            fn bitand(self, o: Self) -> Self {
                $name(core::array::from_fn(|i| self.0[i] & o.0[i]))
            }
        }
        impl BitOr for $name {
            type Output = Self;
            #[inline(always)]
            fn bitor(self, o: Self) -> Self {
                $name(core::array::from_fn(|i| self.0[i] | o.0[i]))
            }
        }
        impl Not for $name {
            type Output = Self;
            #[inline(always)]
            fn not(self) -> Self {
                $name(core::array::from_fn(|i| !self.0[i]))
            }
        }
        impl Lane for $name {
            const SETS: usize = $n;
            #[inline(always)]
            fn splat(x: u64) -> Self {
                $name([x; $n])
            }
            #[inline(always)]
            fn from_sets(x: &[u64]) -> Self {
                $name(core::array::from_fn(|i| x[i]))
            }
            #[inline(always)]
            fn to_sets(self, out: &mut [u64]) {
                out[..$n].copy_from_slice(&self.0);
            }
            #[inline(always)]
            fn rotr(self, n: u32) -> Self {
                $name(core::array::from_fn(|i| self.0[i].rotate_right(n)))
            }
            #[inline(always)]
            fn shr(self, n: u32) -> Self {
                $name(core::array::from_fn(|i| self.0[i] >> n))
            }
            #[inline(always)]
            fn shl(self, n: u32) -> Self {
                $name(core::array::from_fn(|i| self.0[i] << n))
            }
        }
    };
}

multi_lane!(X2, 2);
