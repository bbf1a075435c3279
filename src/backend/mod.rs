//! Backends: the [`Backend`] names, run-time selection, and the per-instruction-set kernels.
//!
//! Everything that touches an intrinsic lives below this module, one folder per instruction set
//! (`soft/`, `x86/aesni/`, `x86/vaes/`, `armv8/`). The modes above it (`ctr`, `cbc`, `gcm`, ...) only
//! see the safe [`kernels`] traits and the key enums of [`dispatch`].

use core::fmt;
use core::str::FromStr;

#[cfg(feature = "std")]
pub use env::IgnoredBackend;

pub(crate) mod block;
pub(crate) mod ccm_blocks;
pub(crate) mod detect;
pub(crate) mod dispatch;
#[cfg(feature = "std")]
mod env;
mod feedback;
pub(crate) mod gcm_blocks;
pub(crate) mod gcm_key;
pub(crate) mod hash;
pub(crate) mod kernels;
// Key tables built on first use (the AES-NI GHASH key's powers of H, the VAES keys' wide tables,
// the portable GHASH key's powers of H). Its once-cell needs an atomic compare-and-swap: where a
// target has none (thumbv6m, riscv32i), the portable key builds its powers at setup instead.
#[cfg(target_has_atomic = "8")]
pub(crate) mod lazy;
pub(crate) mod siv;
pub(crate) mod soft;
pub(crate) mod wipe;
pub(crate) mod xts;

// The suite every SIMD AES backend runs against the portable one (no other target has one).
#[cfg(all(test, any(target_arch = "x86_64", target_arch = "aarch64")))]
pub(crate) mod kernel_tests;
#[cfg(test)]
pub(crate) mod test_rng;

#[cfg(target_arch = "aarch64")]
pub(crate) mod armv8;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86;

/// An implementation of AES (and GHASH) for one instruction set.
///
/// ```
/// use aes_engine::Backend;
///
/// let fastest = Backend::detect();
/// assert!(fastest.is_available());
/// assert_eq!(Backend::available().last(), Some(Backend::Soft));
/// assert_eq!("aesni".parse::<Backend>(), Ok(Backend::AesNi));
/// println!("running on {fastest}");
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Backend {
    /// Portable, constant-time: bitsliced (fixsliced) AES and carry-less multiplication with
    /// masked integer multiplies. Runs everywhere.
    Soft,
    /// x86_64 AES-NI + PCLMULQDQ (with SSSE3 and SSE4.1), 128-bit vectors.
    AesNi,
    /// x86_64 VAES + VPCLMULQDQ on 256-bit vectors (AVX2; no AVX-512 needed).
    Vaes,
    /// aarch64 NEON with the ARMv8 cryptography extension (AES + PMULL).
    Armv8,
}

/// Every backend, fastest first.
const ALL: [Backend; 4] = [Backend::Vaes, Backend::AesNi, Backend::Armv8, Backend::Soft];

impl Backend {
    /// The fastest backend usable on this CPU (decided once and cached).
    ///
    /// ```
    /// use aes_engine::Backend;
    ///
    /// let fastest = Backend::detect();
    /// assert!(fastest.is_available());
    /// // It heads the list of usable backends.
    /// assert_eq!(Backend::available().next(), Some(fastest));
    /// ```
    #[must_use]
    pub fn detect() -> Backend {
        ALL.into_iter().find(|b| b.is_available()).unwrap_or(Backend::Soft)
    }

    /// Every backend usable on this CPU, fastest first; [`Backend::Soft`] is always last.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, BlockCipher};
    /// use hex_literal::hex;
    ///
    /// // Every usable backend gives the FIPS-197 C.1 answer.
    /// let key: [u8; 16] = core::array::from_fn(|i| i as u8);
    /// for backend in Backend::available() {
    ///     let mut block = hex!("00112233445566778899aabbccddeeff");
    ///     Aes128::with_backend(&key, backend)?.encrypt_block(&mut block);
    ///     assert_eq!(block, hex!("69c4e0d86a7b0430d8cdb78070b4c55a"));
    /// }
    /// assert_eq!(Backend::available().last(), Some(Backend::Soft));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn available() -> impl Iterator<Item = Backend> {
        ALL.into_iter().filter(|b| b.is_available())
    }

    /// Whether this backend can run on this CPU.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend};
    ///
    /// assert!(Backend::Soft.is_available());
    /// // `with_backend` succeeds exactly for the available backends.
    /// for backend in [Backend::Vaes, Backend::AesNi, Backend::Armv8, Backend::Soft] {
    ///     assert_eq!(Aes128::with_backend(&[0; 16], backend).is_ok(), backend.is_available());
    /// }
    /// ```
    #[must_use]
    pub fn is_available(self) -> bool {
        match self {
            Backend::Soft => true,
            Backend::AesNi => detect::has_aesni(),
            Backend::Vaes => detect::has_vaes(),
            Backend::Armv8 => detect::has_armv8(),
        }
    }

    /// The backend's short name: `"soft"`, `"aesni"`, `"vaes"` or `"armv8"`.
    ///
    /// ```
    /// use aes_engine::Backend;
    ///
    /// assert_eq!(Backend::Soft.name(), "soft");
    /// // The name is what `Display` prints and what parsing (e.g. of `AES_ENGINE_BACKEND`) accepts.
    /// for backend in Backend::available() {
    ///     assert_eq!(backend.to_string(), backend.name());
    ///     assert_eq!(backend.name().parse::<Backend>(), Ok(backend));
    /// }
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Backend::Soft => "soft",
            Backend::AesNi => "aesni",
            Backend::Vaes => "vaes",
            Backend::Armv8 => "armv8",
        }
    }

    /// The backend every `new` constructor uses: `AES_ENGINE_BACKEND` when it names a usable
    /// backend (in `std` builds), else [`Backend::detect`]. Read once and cached.
    pub(crate) fn default_for_new() -> Backend {
        #[cfg(feature = "std")]
        {
            static DEFAULT: std::sync::OnceLock<Backend> = std::sync::OnceLock::new();
            *DEFAULT.get_or_init(|| {
                // Why a value is ignored: `Backend::from_env`, which the report prints.
                Backend::from_env().ok().flatten().unwrap_or_else(Backend::detect)
            })
        }
        #[cfg(not(feature = "std"))]
        {
            Backend::detect()
        }
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a [`Backend`] from a name that is not one of `soft`, `aesni`, `vaes`,
/// `armv8`.
///
/// ```
/// use aes_engine::{Backend, UnknownBackend};
///
/// assert_eq!("sse2".parse::<Backend>(), Err(UnknownBackend));
/// // Names are matched without regard to case.
/// assert_eq!("AESNI".parse::<Backend>(), Ok(Backend::AesNi));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownBackend;

impl fmt::Display for UnknownBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown backend name (expected soft, aesni, vaes or armv8)")
    }
}

impl core::error::Error for UnknownBackend {}

impl FromStr for Backend {
    type Err = UnknownBackend;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ALL.into_iter().find(|b| b.name().eq_ignore_ascii_case(s)).ok_or(UnknownBackend)
    }
}
