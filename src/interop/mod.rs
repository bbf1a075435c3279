//! RustCrypto trait implementations, each behind the feature of the same name (all off by
//! default). Thin adapters: every method forwards to the crate's own API, one kernel call per
//! buffer, and maps its errors to the trait's opaque error.
//!
//! | feature | crate | implemented for |
//! | --- | --- | --- |
//! | `aead` | aead 0.6 | `KeySizeUser`, `KeyInit`, `AeadCore`, `AeadInOut` (so `Aead` with `alloc`) for [`crate::Aes128Gcm`], [`crate::Aes192Gcm`], [`crate::Aes256Gcm`] |
//! | `cipher` | cipher 0.5 | `KeySizeUser`, `KeyInit`, `BlockSizeUser`, `BlockCipherEncrypt`, `BlockCipherDecrypt` for [`crate::Aes128`], [`crate::Aes192`], [`crate::Aes256`]; `KeyIvInit`, `StreamCipher` for [`crate::ctr::Ctr`] over them |
//! | `universal-hash` | universal-hash 0.6 | `KeySizeUser`, `KeyInit`, `BlockSizeUser`, `UniversalHash` for [`crate::GHash`] |

#[cfg(feature = "aead")]
pub mod aead;
#[cfg(feature = "cipher")]
pub mod cipher;
#[cfg(feature = "universal-hash")]
pub mod universal_hash;
