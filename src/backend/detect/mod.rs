//! CPU feature detection, done once and cached, `no_std`-friendly.
//!
//! The kernels are only reachable through *tokens*: zero-sized proofs that the check for their
//! instruction set ran and succeeded. A backend key type stores its token, so every `unsafe` call
//! into a `#[target_feature]` function can point at the token as the reason it is sound (the
//! design of ring's CPU-feature proofs).
//!
//! One file per architecture: `x86` (CPUID and XCR0), `aarch64` (`AT_HWCAP` or `cpufeatures`),
//! `miri` (the features the build enables, for the interpreter). This file holds the cache and
//! the `has_*` answers that [`crate::Backend`] and the hash backends ask.

#[cfg(target_arch = "aarch64")]
mod aarch64;
#[cfg(all(target_arch = "x86_64", miri))]
mod miri;
#[cfg(target_arch = "x86_64")]
mod x86;

#[cfg(target_arch = "aarch64")]
use aarch64::probe;
#[cfg(target_arch = "aarch64")]
pub(crate) use aarch64::{Armv8Sha512Token, Armv8ShaToken, Armv8Token};
#[cfg(all(target_arch = "x86_64", miri))]
use miri::probe;
#[cfg(all(target_arch = "x86_64", not(miri)))]
use x86::probe;
#[cfg(target_arch = "x86_64")]
pub(crate) use x86::{AesNiToken, Avx2Token, Avx512Token, Avx512VlToken, ShaNiToken, Vaes512Token, VaesToken};

const AESNI: u16 = 1;
const VAES: u16 = 2;
const ARMV8: u16 = 4;
const SHANI: u16 = 8;
const DONE: u16 = 0x8000;

/// Detected features as bits, computed on first use. A race between two first uses is benign:
/// both compute the same value. Inlined: the cached path is one load and a test (a one-shot
/// digest reads it on every call).
#[inline]
fn features() -> u16 {
    use core::sync::atomic::{AtomicU16, Ordering};
    static CACHE: AtomicU16 = AtomicU16::new(0);
    let cached = CACHE.load(Ordering::Relaxed);
    if cached & DONE != 0 {
        return cached;
    }
    let bits = DONE | probe();
    CACHE.store(bits, Ordering::Relaxed);
    bits
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn probe() -> u16 {
    0
}

/// AES-NI + PCLMULQDQ + SSSE3 + SSE4.1.
pub(crate) fn has_aesni() -> bool {
    features() & AESNI != 0
}

/// VAES + VPCLMULQDQ + AVX2 + OS YMM state (and everything of [`has_aesni`]).
pub(crate) fn has_vaes() -> bool {
    features() & VAES != 0
}

/// ARMv8 AES + PMULL.
pub(crate) fn has_armv8() -> bool {
    features() & ARMV8 != 0
}

/// SHA extensions (CPUID leaf 7 EBX bit 29) + SSSE3 + SSE4.1.
#[inline]
pub(crate) fn has_shani() -> bool {
    features() & SHANI != 0
}

/// AVX2, BMI2 and the OS's YMM state: [`Avx2Token`] (the lanes use AVX2 alone, the
/// single-stream SHA-384/512 kernel BMI2's `rorx` too).
pub(crate) fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        features() & x86::AVX2 != 0
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// ARMv8 SHA1 + SHA2 instructions (the `armv8` hash backend; SHA512 is checked separately).
pub(crate) fn has_armv8_sha() -> bool {
    #[cfg(target_arch = "aarch64")]
    {
        Armv8ShaToken::get().is_some()
    }
    #[cfg(not(target_arch = "aarch64"))]
    {
        false
    }
}
