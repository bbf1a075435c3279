//! aarch64 detection: the tokens of the ARMv8 AES/PMULL and SHA kernels; `AT_HWCAP` on
//! Linux/Android, `cpufeatures` elsewhere.

use super::{ARMV8, features, has_armv8};

// aarch64 outside Linux/Android (Apple: `sysctlbyname`). On Linux/Android `AT_HWCAP` is read
// directly instead: see `armv8_bits`.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
cpufeatures::new!(cpuid_armv8, "aes"); // AES and PMULL; NEON is baseline on aarch64
#[cfg(not(any(target_os = "linux", target_os = "android")))]
cpufeatures::new!(cpuid_armv8_sha, "sha2"); // SHA-1 and SHA-256 instructions
#[cfg(not(any(target_os = "linux", target_os = "android")))]
cpufeatures::new!(cpuid_armv8_sha512, "sha2", "sha3"); // ARMv8.2 SHA512 (cpufeatures: "sha3")

/// Proof that the ARMv8 cryptography extension (AES and PMULL) is present (NEON is baseline).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Armv8Token(());

impl Armv8Token {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        has_armv8().then_some(Armv8Token(()))
    }
}

/// Proof that the ARMv8 SHA1 and SHA2 (SHA-256) instructions are present.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Armv8ShaToken(());

/// Proof that the ARMv8.2 SHA512 instructions are present (and those of [`Armv8ShaToken`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Armv8Sha512Token(());

impl Armv8ShaToken {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        (features() & ARMV8_SHA != 0).then_some(Armv8ShaToken(()))
    }
}

impl Armv8Sha512Token {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        (features() & ARMV8_SHA512 != 0).then_some(Armv8Sha512Token(()))
    }
}

const ARMV8_SHA: u16 = 0x20;
const ARMV8_SHA512: u16 = 0x40;

#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub(super) fn probe() -> u16 {
    let mut bits = if cpuid_armv8::get() { ARMV8 } else { 0 };
    if cpuid_armv8_sha::get() {
        bits |= ARMV8_SHA;
        if cpuid_armv8_sha512::get() {
            bits |= ARMV8_SHA512;
        }
    }
    bits
}

#[cfg(any(target_os = "linux", target_os = "android"))]
pub(super) fn probe() -> u16 {
    // `cpufeatures`' own `getauxval(AT_HWCAP)` (the function its detection macros expand to), so
    // no direct `libc` dependency; an absent entry reads as 0: nothing detected.
    armv8_bits(cpufeatures::aarch64::getauxval_hwcap())
}

/// Linux's aarch64 `AT_HWCAP` bits (`arch/arm64/include/uapi/asm/hwcap.h`, a stable ABI).
#[cfg(any(target_os = "linux", target_os = "android"))]
mod hwcap {
    pub(super) const AES: u64 = 1 << 3;
    pub(super) const PMULL: u64 = 1 << 4;
    pub(super) const SHA1: u64 = 1 << 5;
    pub(super) const SHA2: u64 = 1 << 6;
    pub(super) const SHA3: u64 = 1 << 17;
    pub(super) const SHA512: u64 = 1 << 21;
}

/// The feature bits from Linux's `AT_HWCAP`: a token only when *every* hwcap behind the Rust
/// target features its kernels enable is set, as `std::arch::is_aarch64_feature_detected!`
/// requires. `aes` is FEAT_AES and FEAT_PMULL (two hwcaps: ID_AA64ISAR0_EL1.AES = 0b0001, AES
/// without PMULL, is architecturally allowed and a VMM can expose it), `sha2` is SHA1 and SHA2,
/// `sha3` is SHA3 and SHA512. (`cpufeatures` 0.3.1, used before, tests `hwcap & (AES | PMULL)
/// != 0`: either bit, so a CPU with AES alone got an `Armv8Token` and ran PMULL; it likewise
/// accepted SHA3 without SHA512, and HWCAP_SHA2 without SHA1.)
#[cfg(any(target_os = "linux", target_os = "android"))]
fn armv8_bits(caps: u64) -> u16 {
    use hwcap::{AES, PMULL, SHA1, SHA2, SHA3, SHA512};
    let all = |mask: u64| caps & mask == mask;
    let mut bits = if all(AES | PMULL) { ARMV8 } else { 0 };
    if all(SHA1 | SHA2) {
        bits |= ARMV8_SHA;
        if all(SHA3 | SHA512) {
            bits |= ARMV8_SHA512;
        }
    }
    bits
}

/// The aarch64 tokens against `std`'s own detection (which reads `AT_HWCAP` independently and
/// demands every hwcap of a target feature), and the hwcap mapping on CPUs qemu cannot model.
#[cfg(all(test, feature = "std"))]
mod tests_aarch64 {
    use super::super::has_armv8_sha;
    use super::*;
    use std::arch::is_aarch64_feature_detected as has;

    #[test]
    fn tokens_agree_with_std_detection() {
        // Kernels: `aes,neon` (AES and PMULL), `neon,sha2`, `neon,sha3`.
        let std_armv8 = has!("neon") && has!("aes");
        let std_sha = has!("neon") && has!("sha2");
        let std_sha512 = std_sha && has!("sha3");
        assert_eq!(Armv8Token::get().is_some(), std_armv8, "Armv8Token");
        assert_eq!(has_armv8(), std_armv8);
        assert_eq!(Armv8ShaToken::get().is_some(), std_sha, "Armv8ShaToken");
        assert_eq!(has_armv8_sha(), std_sha);
        assert_eq!(Armv8Sha512Token::get().is_some(), std_sha512, "Armv8Sha512Token");
    }

    /// Half of a feature's hwcaps is no feature: AES without PMULL, SHA2 without SHA1, SHA3
    /// without SHA512 (or the reverse) give no token.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    #[test]
    fn every_hwcap_of_a_feature_is_required() {
        use hwcap::{AES, PMULL, SHA1, SHA2, SHA3, SHA512};
        let b = armv8_bits;
        let sha = SHA1 | SHA2;
        assert_eq!(b(0), 0);
        assert_eq!(b(AES), 0, "AES without PMULL");
        assert_eq!(b(PMULL), 0, "PMULL without AES");
        assert_eq!(b(AES | PMULL), ARMV8);
        assert_eq!(b(SHA2), 0, "SHA2 without SHA1");
        assert_eq!(b(SHA1), 0, "SHA1 without SHA2");
        assert_eq!(b(sha), ARMV8_SHA);
        assert_eq!(b(sha | SHA3), ARMV8_SHA, "SHA3 without SHA512");
        assert_eq!(b(sha | SHA512), ARMV8_SHA, "SHA512 without SHA3");
        assert_eq!(b(SHA3 | SHA512), 0, "SHA512 without SHA1/SHA2");
        assert_eq!(b(sha | SHA3 | SHA512), ARMV8_SHA | ARMV8_SHA512);
        assert_eq!(b(!0), ARMV8 | ARMV8_SHA | ARMV8_SHA512);
    }
}
