//! The [`Lane`] word of two slice sets in one SSE2 register, for x86_64 (whose baseline includes
//! SSE2): 8 blocks per step, each logical operation one instruction for both sets.
//!
//! The soft backend's only `unsafe`: the SSE2 intrinsics are `#[target_feature(enable = "sse2")]`
//! functions, and a trait method cannot carry that attribute, so each call is an `unsafe` block
//! whose soundness is this file's `cfg` (`target_feature = "sse2"`, true of every x86_64 target
//! that has vector registers at all). Every operation is data-independent: logical operations,
//! and shifts by public constants. SSE2 has no 64-bit rotate, so a rotation is two shifts and an
//! OR (LLVM turns those by 32 into one `pshufd`).
//!
//! Measured on Zen 4 (`benches/peers`, `--soft --quick`, AES-GCM seal and open at 16 KiB and
//! 1 MiB, the two builds one run each): 189-195 MB/s with `u64` alone, 240-244 with this word
//! for AES-128, 159-161 and 194-200 for AES-256; over RustCrypto's portable `aes-gcm`,
//! 1.49-1.51x before and 1.84-1.89x after.

#![allow(unsafe_code)]

use super::lane::Lane;
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

impl Lane for Sse2 {
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
