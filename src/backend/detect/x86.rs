//! x86_64 detection: the tokens of the AES-NI, VAES (ymm and zmm), SHA-NI, AVX2 and AVX-512
//! kernels, and the probe that reads CPUID and XCR0.
//!
//! On x86_64 `cpufeatures` answers for AES-NI, PCLMULQDQ, SSSE3, SSE4.1 and AVX2 (including the
//! OS's XMM/YMM state). It is deliberately *not* asked about VAES or VPCLMULQDQ: `cpufeatures`
//! 0.3.1 requires the AVX-512 (ZMM) register state for those two, so on CPUs with VAES but no
//! AVX-512 — AMD Zen 3, Intel Alder Lake and later client cores — it answers `false` although the
//! 256-bit forms work. We read CPUID leaf 7 ECX bit 9 (VAES) and bit 10 (VPCLMULQDQ) ourselves;
//! the YMM state they need is the same one `cpufeatures` already checked for AVX2 (XGETBV XCR0
//! bits 1 and 2).

#![allow(unsafe_code)]

use super::{features, has_aesni, has_shani, has_vaes};
// The feature bits are set by the CPUID probe, which Miri does not run (see `detect/miri.rs`).
#[cfg(not(miri))]
use super::{AESNI, SHANI, VAES};

#[cfg(not(miri))]
cpufeatures::new!(cpuid_aesni, "aes", "pclmulqdq", "ssse3", "sse4.1");
#[cfg(not(miri))]
cpufeatures::new!(cpuid_avx2, "avx2");
#[cfg(not(miri))]
cpufeatures::new!(cpuid_bmi2, "bmi2");
#[cfg(not(miri))]
cpufeatures::new!(cpuid_ssse3_sse41, "ssse3", "sse4.1");

/// Proof that AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AesNiToken(());

/// Proof that everything of [`AesNiToken`] plus AVX2, VAES, VPCLMULQDQ and the OS's YMM state
/// are present.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VaesToken(());

/// Proof that everything of [`VaesToken`] plus AVX-512F, AVX-512BW, AVX-512VL and the OS's full
/// AVX-512 state are present: GCM then runs its 512-bit kernels (`vaes/gcm512.rs`; VAES and
/// VPCLMULQDQ on zmm need AVX-512F, the byte shuffle `vpshufb zmm` AVX-512BW).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vaes512Token(());

/// Proof that the SHA extensions (SHA-NI), SSSE3 and SSE4.1 are present.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ShaNiToken(());

impl ShaNiToken {
    /// The token, if this CPU has the features.
    #[inline]
    pub(crate) fn get() -> Option<Self> {
        has_shani().then_some(ShaNiToken(()))
    }

    /// Whether interleaved SHA-NI streams hash batches of SHA-256 faster than the 512-bit lanes:
    /// true on AMD cores (CPUID vendor "AuthenticAMD"), where the four streams measured faster than
    /// the 16 lanes; on Intel cores the lanes win (`docs/perf/key-setup.md`).
    pub(crate) fn streams_beat_avx512_lanes(self) -> bool {
        features() & SHANI_STREAMS_FIRST != 0
    }

    /// Whether one SHA-1 stream should build its whole schedule with `sha1msg1`/`sha1msg2`
    /// rather than take the ROTL2 recurrence for its last twelve groups: true on AMD cores
    /// (the same CPUID vendor bit), where `sha1msg2` keeps pace with the `sha1rnds4` chain and
    /// the plain-SSE recurrence only adds instructions (`backend/hash/x86/shani/sha1.rs`,
    /// `docs/perf/sha-x86.md`).
    pub(crate) fn sha1_msg_schedule(self) -> bool {
        features() & SHANI_STREAMS_FIRST != 0
    }
}

impl AesNiToken {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        has_aesni().then_some(AesNiToken(()))
    }
}

impl VaesToken {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        has_vaes().then_some(VaesToken(()))
    }

    /// VAES implies AES-NI and friends (checked in [`features`]).
    pub(crate) fn aesni(self) -> AesNiToken {
        AesNiToken(())
    }
}

impl Vaes512Token {
    /// The token, if this CPU (which has VAES, as `_vaes` proves) also has AVX-512F, AVX-512BW and
    /// AVX-512VL (CPUID.(EAX=7, ECX=0):EBX bits 16, 30 and 31) and the OS saves the opmask and all
    /// 32 zmm registers (XCR0 bits 1, 2, 5, 6 and 7). Cached with the other features: every
    /// vaes key and GHASH key asks at setup, and each CPUID is a VM exit under a hypervisor
    /// (`docs/perf/key-setup.md`).
    pub(crate) fn get(_vaes: VaesToken) -> Option<Self> {
        (features() & VAES512 != 0).then_some(Vaes512Token(()))
    }

    /// Whether the zmm GHASH multiplies by Karatsuba (3 `vpclmulqdq` a register, plus a
    /// shuffle and an XOR) rather than schoolbook (4): true on AMD cores (CPUID vendor
    /// "AuthenticAMD"), where `vpclmulqdq` of any width takes 2 cycles of the pipes `vaesenc`
    /// needs; on Intel cores it issues one per cycle on the port that also runs the shuffles,
    /// and schoolbook is faster (`vaes/gcm512.rs`, "Karatsuba or schoolbook").
    pub(crate) fn karatsuba_ghash(self) -> bool {
        features() & VAES512_KARATSUBA != 0
    }
}

/// Proof that AVX2, BMI2 and the OS's YMM state are present (the multi-buffer hash lanes and the
/// single-stream SHA-384/512 kernel, whose scalar rounds use `rorx`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Avx2Token(());

impl Avx2Token {
    /// The token, if this CPU has the features.
    pub(crate) fn get() -> Option<Self> {
        (features() & AVX2 != 0).then_some(Avx2Token(()))
    }
}

/// Proof that everything of [`Avx2Token`] plus AVX-512F, AVX-512BW and the OS's full AVX-512
/// state are present: the 512-bit hash lanes (`x86/avx512/`), 16 words of 32 bits or 8 of 64 per
/// register, with `vpternlog`, `vprol`/`vpror` and (BW) `vpshufb` on zmm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Avx512Token(());

impl Avx512Token {
    /// The token, if this CPU has the features (cached with the others).
    pub(crate) fn get() -> Option<Self> {
        (features() & AVX512 != 0).then_some(Avx512Token(()))
    }
}

/// Proof that everything of [`Avx2Token`] plus AVX-512F, AVX-512VL and the OS's full AVX-512
/// state are present: single-stream SHA-384/512 with its message schedule's rotations as
/// `vprorq` on ymm (`x86/avx2/sha512_single.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Avx512VlToken(());

impl Avx512VlToken {
    /// The token, if this CPU has the features (cached with the others).
    pub(crate) fn get() -> Option<Self> {
        (features() & AVX512VL != 0).then_some(Avx512VlToken(()))
    }
}

pub(super) const AVX2: u16 = 0x10;
pub(super) const AVX512: u16 = 0x20;
/// SHA-NI on an AMD core (see [`ShaNiToken::streams_beat_avx512_lanes`] and
/// [`ShaNiToken::sha1_msg_schedule`]).
const SHANI_STREAMS_FIRST: u16 = 0x40;
/// VAES with AVX-512F/BW/VL and the OS's zmm state (see [`Vaes512Token::get`]).
pub(super) const VAES512: u16 = 0x100;
/// AVX2 (with BMI2) plus AVX-512F/VL and the OS's zmm state (see [`Avx512VlToken`]).
pub(super) const AVX512VL: u16 = 0x200;
/// [`VAES512`] on an AMD core (see [`Vaes512Token::karatsuba_ghash`]).
const VAES512_KARATSUBA: u16 = 0x400;

#[cfg(not(miri))]
pub(super) fn probe() -> u16 {
    let mut bits = if cpuid_avx2::get() && cpuid_bmi2::get() && os_saves_ymm() { AVX2 } else { 0 };
    // AVX-512F and AVX-512BW: CPUID.(EAX=7, ECX=0):EBX bits 16 and 30, with the opmask and zmm
    // state saved.
    if bits & AVX2 != 0 && leaf7_ebx_bit(16) && leaf7_ebx_bit(30) && os_saves_zmm() {
        bits |= AVX512;
    }
    // AVX-512F and AVX-512VL (EBX bit 31), the same state.
    if bits & AVX2 != 0 && leaf7_ebx_bit(16) && leaf7_ebx_bit(31) && os_saves_zmm() {
        bits |= AVX512VL;
    }
    if cpuid_aesni::get() {
        bits |= AESNI;
        if cpuid_avx2::get() && os_saves_ymm() && leaf7_vaes_vpclmulqdq() {
            bits |= VAES;
            if leaf7_ebx_bit(16) && leaf7_ebx_bit(30) && leaf7_ebx_bit(31) && os_saves_zmm() {
                bits |= VAES512;
                if vendor_is_amd() {
                    bits |= VAES512_KARATSUBA;
                }
            }
        }
    }
    if cpuid_ssse3_sse41::get() && leaf7_ebx_bit(29) {
        bits |= SHANI;
        if vendor_is_amd() {
            bits |= SHANI_STREAMS_FIRST;
        }
    }
    bits
}

/// CPUID leaf 0's vendor string (EBX, EDX, ECX) is "AuthenticAMD".
#[cfg(not(miri))]
#[allow(unused_unsafe)]
fn vendor_is_amd() -> bool {
    use core::arch::x86_64::__cpuid;
    // SAFETY: CPUID exists on every x86_64 CPU, and leaf 0 on every CPU that has it.
    let r = unsafe { __cpuid(0) };
    (r.ebx, r.edx, r.ecx) == (u32::from_le_bytes(*b"Auth"), u32::from_le_bytes(*b"enti"), u32::from_le_bytes(*b"cAMD"))
}

/// CPUID.(EAX=7, ECX=0):EBX bit `bit` (29 = SHA extensions).
#[cfg(not(miri))]
#[allow(unused_unsafe)]
fn leaf7_ebx_bit(bit: u32) -> bool {
    use core::arch::x86_64::{__cpuid, __cpuid_count};
    // SAFETY: CPUID exists on every x86_64 CPU; leaf 0 reports the highest leaf, checked
    // before leaf 7 is read.
    let max_leaf = unsafe { __cpuid(0) }.eax;
    // SAFETY: as above; leaf 7 is within the range the CPU reports.
    max_leaf >= 7 && unsafe { __cpuid_count(7, 0) }.ebx & (1 << bit) != 0
}

/// CPUID.(EAX=7, ECX=0):ECX bit 9 = VAES, bit 10 = VPCLMULQDQ.
#[cfg(not(miri))]
#[allow(unused_unsafe)]
fn leaf7_vaes_vpclmulqdq() -> bool {
    use core::arch::x86_64::{__cpuid, __cpuid_count};
    // SAFETY: CPUID exists on every x86_64 CPU; leaf 0 reports the highest leaf, checked
    // before leaf 7 is read.
    let max_leaf = unsafe { __cpuid(0) }.eax;
    if max_leaf < 7 {
        return false;
    }
    // SAFETY: as above; leaf 7 is within the range the CPU reports.
    let ecx = unsafe { __cpuid_count(7, 0) }.ecx;
    ecx & (1 << 9) != 0 && ecx & (1 << 10) != 0
}

/// XCR0, the register-state components the OS saves on a context switch; `None` when the OS has
/// not enabled XSAVE (CPUID.1:ECX bit 27, OSXSAVE), in which case no AVX state is usable.
#[cfg(not(miri))]
#[allow(unused_unsafe)]
fn xcr0() -> Option<u64> {
    use core::arch::x86_64::{__cpuid, _xgetbv};
    // SAFETY: CPUID exists on every x86_64 CPU.
    let ecx = unsafe { __cpuid(1) }.ecx;
    if ecx & (1 << 27) == 0 {
        return None;
    }
    #[target_feature(enable = "xsave")]
    unsafe fn read() -> u64 {
        // SAFETY: the caller checked OSXSAVE, so XGETBV is enabled.
        unsafe { _xgetbv(0) }
    }
    // SAFETY: OSXSAVE (CPUID.1:ECX bit 27) was checked just above, so XGETBV executes.
    Some(unsafe { read() })
}

/// The OS saves XMM and YMM state: XCR0 bits 1 and 2.
/// (`cpufeatures` checks this for AVX2 too; VAES/VPCLMULQDQ on ymm need exactly this state and no
/// more, so we check it here explicitly rather than rely on that detail.)
#[cfg(not(miri))]
fn os_saves_ymm() -> bool {
    xcr0().is_some_and(|x| x & 0b110 == 0b110)
}

/// The OS saves the AVX-512 state: XCR0 bits 1, 2 (XMM, YMM), 5, 6, 7 (opmask, upper halves of
/// zmm0-15, zmm16-31).
#[cfg(not(miri))]
fn os_saves_zmm() -> bool {
    xcr0().is_some_and(|x| x & 0b1110_0110 == 0b1110_0110)
}

/// Every token against `std`'s own detection (which reads CPUID and XCR0 independently): a token
/// is present exactly when `std` reports every feature that the `#[target_feature]` lists of the
/// kernels reachable with it enable (including the ones Rust implies, e.g. `avx` under `avx2`,
/// `sse4.2` under `avx`). "Only if" is the soundness half (no kernel runs an instruction the CPU
/// or the OS lacks); "if" catches a check stricter than the features (as `cpufeatures` 0.3.1 is
/// for VAES on CPUs without AVX-512).
#[cfg(all(test, feature = "std"))]
mod tests {
    use super::super::{DONE, has_avx2};
    use super::*;
    use std::is_x86_feature_detected as has;

    /// AES-NI kernels: `aes,sse2,ssse3,sse4.1`, `aes,pclmulqdq,sse2,ssse3,sse4.1`,
    /// `pclmulqdq,sse2,ssse3,sse4.1`, `aes,sse4.1` (key schedule).
    fn std_aesni() -> bool {
        has!("aes") && has!("pclmulqdq") && has!("sse2") && has!("ssse3") && has!("sse4.1")
    }

    /// VAES kernels: `aes,avx2,vaes`, `aes,avx` (CBC encryption), `pclmulqdq,avx2`,
    /// `pclmulqdq,avx2,vpclmulqdq`, `aes,pclmulqdq,avx2,vaes,vpclmulqdq`; the xmm kernels of the
    /// key it carries need [`std_aesni`].
    fn std_vaes() -> bool {
        std_aesni() && has!("avx") && has!("avx2") && has!("sse4.2") && has!("vaes") && has!("vpclmulqdq")
    }

    #[test]
    fn tokens_agree_with_std_detection() {
        assert_eq!(AesNiToken::get().is_some(), std_aesni(), "AesNiToken");
        assert_eq!(has_aesni(), std_aesni());
        assert_eq!(VaesToken::get().is_some(), std_vaes(), "VaesToken");
        assert_eq!(has_vaes(), std_vaes());
        // gcm512.rs / ghash512.rs: `...,avx512f,avx512bw,avx512vl` on top of the VAES set.
        let std_vaes512 =
            std_vaes() && has!("avx512f") && has!("avx512bw") && has!("avx512vl") && has!("fma") && has!("f16c");
        assert_eq!(VaesToken::get().and_then(Vaes512Token::get).is_some(), std_vaes512, "Vaes512Token");
        // The zmm GHASH multiplies by Karatsuba on AMD cores only.
        if let Some(zmm) = VaesToken::get().and_then(Vaes512Token::get) {
            assert_eq!(zmm.karatsuba_ghash(), vendor_is_amd(), "Vaes512Token::karatsuba_ghash");
        }
        // SHA-NI kernels and streams: `sha,sse2,ssse3,sse4.1`.
        let std_shani = has!("sha") && has!("sse2") && has!("ssse3") && has!("sse4.1");
        assert_eq!(ShaNiToken::get().is_some(), std_shani, "ShaNiToken");
        assert_eq!(has_shani(), std_shani);
        // AVX2 lanes: `avx2`; single-stream SHA-512: `avx2,bmi2`.
        let std_avx2 = has!("avx") && has!("avx2") && has!("bmi2");
        assert_eq!(Avx2Token::get().is_some(), std_avx2, "Avx2Token");
        assert_eq!(has_avx2(), std_avx2);
        // AVX-512 lanes: `avx512f,avx512bw` (Rust's `avx512f` implies `avx2`, `fma`, `f16c`).
        let std_avx512 = std_avx2 && has!("avx512f") && has!("avx512bw") && has!("fma") && has!("f16c");
        assert_eq!(Avx512Token::get().is_some(), std_avx512, "Avx512Token");
        // Single-stream SHA-512 with VL: `avx2,bmi2,avx512f,avx512vl`.
        let std_avx512vl = std_avx2 && has!("avx512f") && has!("avx512vl") && has!("fma") && has!("f16c");
        assert_eq!(Avx512VlToken::get().is_some(), std_avx512vl, "Avx512VlToken");
    }

    /// The cache answers the same as a fresh probe, from any thread, however the first calls race.
    #[test]
    fn cache_is_the_probe_from_every_thread() {
        let fresh = DONE | probe();
        let seen: std::vec::Vec<u16> = (0..8)
            .map(|_| std::thread::spawn(features))
            .collect::<std::vec::Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        assert!(seen.iter().all(|&bits| bits == fresh), "{seen:x?} vs {fresh:x}");
    }
}
