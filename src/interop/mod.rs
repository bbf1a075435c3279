//! RustCrypto trait implementations, each behind the feature of the same name (all off by
//! default). Thin adapters: every method forwards to the crate's own API, one kernel call per
//! buffer, and maps its errors to the trait's opaque error.
//!
//! | feature | crate | implemented for |
//! | --- | --- | --- |
//! | `aead` | aead 0.6 | `KeySizeUser`, `KeyInit`, `AeadCore`, `AeadInOut` (so `Aead` with `alloc`) for [`crate::Aes128Gcm`], [`crate::Aes192Gcm`], [`crate::Aes256Gcm`]; for [`crate::gcm_siv::Aes128GcmSiv`], [`crate::gcm_siv::Aes256GcmSiv`] and CCM ([`aead_modes::AeadCcm`]) in [`aead_modes`] |
//! | `cipher` | cipher 0.5 | `KeySizeUser`, `KeyInit`, `BlockSizeUser`, `BlockCipherEncrypt`, `BlockCipherDecrypt` for [`crate::Aes128`], [`crate::Aes192`], [`crate::Aes256`]; `KeyIvInit`, `StreamCipher` for [`crate::ctr::Ctr`] over them |
//! | `universal-hash` | universal-hash 0.6 | `KeySizeUser`, `KeyInit`, `BlockSizeUser`, `UniversalHash` for [`crate::GHash`] |
//! | `mac` | digest 0.11 (`mac`) | `KeySizeUser`, `KeyInit`, `OutputSizeUser`, `Update`, `FixedOutput`, `FixedOutputReset`, `Reset`, `MacMarker` (so `digest::Mac`) for [`crate::cmac::Cmac`] over [`crate::Aes128`], [`crate::Aes192`], [`crate::Aes256`] |
//! | `digest` | digest 0.11 (`block-api`) | `HashMarker`, `OutputSizeUser`, `BlockSizeUser`, `Update`, `FixedOutput`, `FixedOutputReset`, `Reset`, `AlgorithmName`, `CoreProxy` (so `Digest`, `DynDigest`, `hmac::Hmac`, `hmac::SimpleHmac`, `hkdf::Hkdf`, `pbkdf2`) for the six hashes of [`crate::digest`]; `UpdateCore`, `FixedOutputCore` for their cores ([`digest::Sha256Core`] and the others) |

#[cfg(feature = "aead")]
pub mod aead;
#[cfg(feature = "aead")]
pub mod aead_modes;
#[cfg(feature = "cipher")]
pub mod cipher;
#[cfg(feature = "digest")]
pub mod digest;
#[cfg(feature = "mac")]
pub mod mac;
#[cfg(feature = "universal-hash")]
pub mod universal_hash;
