//! The [`SliceWord`] word of two slice sets in one SSE2 register, for x86_64 (whose baseline includes
//! SSE2): 8 blocks per step, each logical operation one instruction for both sets.
//!
//! With `ghash_sse2.rs`, the soft backend's only `unsafe`: the SSE2 intrinsics are
//! `#[target_feature(enable = "sse2")]` functions, and a trait method cannot carry that attribute,
//! so each call is an `unsafe` block whose soundness is this file's `cfg`
//! (`target_feature = "sse2"`: every x86_64 target whose configuration enables SSE2, which all
//! hosted ones do; `x86_64-unknown-none` and the like, which turn SSE off, get `u64` words only).
//! Every operation is data-independent: logical operations, and shifts by public constants. SSE2
//! has no 64-bit rotate, so a rotation is two shifts and an OR (LLVM turns those by 32 into one
//! `pshufd`).
//!
//! Faster than `u64` words alone (`docs/perf/soft.md`).

#![allow(unsafe_code)]

use super::slice_word::SliceWord;
use core::arch::x86_64::*;
use core::ops::{BitAnd, BitOr, BitXor, BitXorAssign, Not};

/// Two 64-bit slice sets, one per half of an xmm register (set 0 in the low half).
#[derive(Clone, Copy)]
pub(super) struct Sse2(__m128i);

impl BitXor for Sse2 {
    type Output = Self;
    #[inline(always)]
    fn bitxor(self, o: Self) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_xor_si128(self.0, o.0)) }
    }
}
impl BitXorAssign for Sse2 {
    #[inline(always)]
    fn bitxor_assign(&mut self, o: Self) {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { self.0 = _mm_xor_si128(self.0, o.0) };
    }
}
impl BitAnd for Sse2 {
    type Output = Self;
    #[inline(always)]
    fn bitand(self, o: Self) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_and_si128(self.0, o.0)) }
    }
}
impl BitOr for Sse2 {
    type Output = Self;
    #[inline(always)]
    fn bitor(self, o: Self) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_or_si128(self.0, o.0)) }
    }
}
impl Not for Sse2 {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_xor_si128(self.0, _mm_set1_epi64x(-1))) }
    }
}

impl SliceWord for Sse2 {
    const SETS: usize = 2;
    #[inline(always)]
    fn splat(x: u64) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_set1_epi64x(x as i64)) }
    }
    #[inline(always)]
    fn from_sets(x: &[u64]) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_set_epi64x(x[1] as i64, x[0] as i64)) }
    }
    #[inline(always)]
    fn to_sets(self, out: &mut [u64]) {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { out[0] = _mm_cvtsi128_si64(self.0) as u64 };
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { out[1] = _mm_cvtsi128_si64(_mm_unpackhi_epi64(self.0, self.0)) as u64 };
    }
    #[inline(always)]
    fn rotr(self, n: u32) -> Self {
        let n = n % 64;
        if n == 0 {
            return self;
        }
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe {
            let r = _mm_cvtsi32_si128(n as i32);
            let l = _mm_cvtsi32_si128(64 - n as i32);
            Sse2(_mm_or_si128(_mm_srl_epi64(self.0, r), _mm_sll_epi64(self.0, l)))
        }
    }
    #[inline(always)]
    fn shr(self, n: u32) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_srl_epi64(self.0, _mm_cvtsi32_si128(n as i32))) }
    }
    #[inline(always)]
    fn shl(self, n: u32) -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`).
        unsafe { Sse2(_mm_sll_epi64(self.0, _mm_cvtsi32_si128(n as i32))) }
    }
}

#[cfg(test)]
mod tests {
    use super::Sse2;
    use crate::backend::soft::slice_word::SliceWord;

    /// Each operation on [`Sse2`] is the same operation on two `u64` words, set by set.
    #[test]
    fn equals_two_u64_words() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..64 {
            let (a, b, c, d) = (next(), next(), next(), next());
            let v = Sse2::from_sets(&[a, b]);
            let w = Sse2::from_sets(&[c, d]);
            let sets = |s: Sse2| {
                let mut out = [0u64; 2];
                s.to_sets(&mut out);
                out
            };
            assert_eq!(sets(v), [a, b]);
            assert_eq!(sets(Sse2::splat(c)), [c, c]);
            assert_eq!(sets(v ^ w), [a ^ c, b ^ d]);
            let mut u = v;
            u ^= w;
            assert_eq!(sets(u), [a ^ c, b ^ d]);
            assert_eq!(sets(v & w), [a & c, b & d]);
            assert_eq!(sets(v | w), [a | c, b | d]);
            assert_eq!(sets(!v), [!a, !b]);
            for n in 0..64 {
                assert_eq!(sets(v.rotr(n)), [a.rotr(n), b.rotr(n)], "rotr {n}");
                assert_eq!(sets(v.shr(n)), [a.shr(n), b.shr(n)], "shr {n}");
                assert_eq!(sets(v.shl(n)), [a.shl(n), b.shl(n)], "shl {n}");
            }
        }
    }
}
