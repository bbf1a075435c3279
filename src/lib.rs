//! # aes-engine
//!
//! A hand-written SIMD AES engine: AES-128/192/256, GHASH, CTR, CBC and AES-GCM on four backends
//! written directly with `core::arch` intrinsics — x86_64 AES-NI + PCLMULQDQ, x86_64 VAES +
//! VPCLMULQDQ on 256-bit vectors (AVX2; GCM and GHASH on 512-bit vectors where the CPU has
//! AVX-512F/BW/VL), aarch64 ARMv8 AES + PMULL — and a portable,
//! constant-time bitsliced fallback. The fastest usable backend is picked once, when a key is set
//! up; [`Backend`] lets a caller ask for a named one instead.
//!
//! ```
//! use aes_engine::{Aes128, BlockCipher};
//!
//! let aes = Aes128::new(&[0u8; 16]);
//! let mut block = [0u8; 16];
//! aes.encrypt_block(&mut block);
//! assert_eq!(block, hex_literal::hex!("66e94bd4ef8a2c3b884cfa59ca342b2e"));
//! aes.decrypt_block(&mut block);
//! assert_eq!(block, [0u8; 16]);
//! ```
//!
//! [`digest`] adds MD5, SHA-1, SHA-224/256/384/512 and HMAC, with their own backends (portable,
//! x86_64 SHA-NI, AVX2/AVX-512 lanes, aarch64 ARMv8 SHA) and a multi-message `digest_many`:
//!
//! ```
//! use aes_engine::digest::{Digest, Hmac, Sha256};
//!
//! let d = Sha256::digest(b"abc");
//! assert_eq!(d[..4], [0xba, 0x78, 0x16, 0xbf]);
//! let tag = Hmac::<Sha256>::new(b"key").finalize();
//! assert_eq!(tag.len(), 32);
//! ```
//!
//! The crate is `no_std`; the `alloc` feature adds the allocating convenience functions and the
//! `std` feature (default) adds the [`std::io`] stream adapters and the `AES_ENGINE_BACKEND`
//! environment override. The optional `aead`, `cipher`, `universal-hash` and `digest` features add
//! RustCrypto trait implementations (see the README, "Use it from existing code").
#![no_std]
#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]
// Public functions say what they return errors for, and pure ones are `#[must_use]` (clippy,
// which CI runs with `-D warnings`).
#![warn(clippy::missing_errors_doc, clippy::must_use_candidate)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod aes;
mod backend;
pub mod cbc;
pub mod cfb;
// The stream layer (alloc) copies with it; every build clears bytes with it.
#[cfg_attr(not(feature = "alloc"), allow(dead_code))]
mod copy;
mod crypter;
mod ct;
pub mod ctr;
pub mod cts;
pub mod digest;
mod error;
pub mod gcm;
mod ghash;
#[cfg(any(feature = "aead", feature = "cipher", feature = "universal-hash", feature = "digest"))]
pub mod interop;
mod keystream;
#[cfg(feature = "alloc")]
pub mod kw;
pub mod ofb;
#[cfg(feature = "std")]
pub mod stream;

pub use aes::{Aes128, Aes192, Aes256, BlockCipher};
pub use backend::{Backend, UnknownBackend};
pub use crypter::{Crypter, Reset};
pub use error::Error;
pub use gcm::{Aes128Gcm, Aes192Gcm, Aes256Gcm, Gcm, Tag};
pub use ghash::GHash;

#[cfg(all(aes_engine_ctgrind, feature = "std"))]
#[doc(hidden)]
pub use ct::__ctgrind_set_declassify_hook;

/// The README's Rust examples, run as doctests (`cargo test --doc`) so that they keep compiling
/// and passing; its two fragments that need other crates (`aead`, the rustls integration) are
/// marked `ignore` there (the `interop` module's and the integration's own tests cover them).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
