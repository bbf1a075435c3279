//! # aes-engine
//!
//! A hand-written SIMD AES engine: AES-128/192/256, AES-GCM, GCM-SIV, CCM, XTS, CMAC, key wrap,
//! CBC (with ciphertext stealing), CTR, CFB, OFB and GHASH on four backends
//! written directly with `core::arch` intrinsics — x86_64 AES-NI + PCLMULQDQ, x86_64 VAES +
//! VPCLMULQDQ on 256-bit vectors (AVX2; GCM and GHASH on 512-bit vectors where the CPU has
//! AVX-512F/BW/VL), aarch64 ARMv8 AES + PMULL — and a portable, constant-time bitsliced fallback;
//! MD5, SHA-1, SHA-2, HMAC and HKDF on hash backends of their own; [`std::io`] readers and writers,
//! and a chunked format for files.
//!
//! # Authenticated encryption: AES-GCM
//!
//! [`Aes256Gcm`] (and [`Aes128Gcm`], [`Aes192Gcm`]) seal a message under a key and a nonce: the
//! ciphertext comes back with a 16-byte tag, and opening checks the tag before any plaintext is
//! released. The associated data (here `b"header"`) is authenticated, not encrypted.
//!
//! ```
//! use aes_engine::{Aes256Gcm, Backend, Error};
//!
//! let gcm = Aes256Gcm::new(&[0x42; 32]);               // the fastest backend on this CPU
//! let nonce = [7u8; 12];                                // unique per message under one key
//! let sealed = gcm.encrypt(&nonce, b"header", b"payload")?; // ciphertext ‖ tag
//! assert_eq!(sealed.len(), 7 + 16);
//! assert_eq!(gcm.decrypt(&nonce, b"header", &sealed)?, b"payload");
//!
//! // One flipped bit: an error, and no plaintext.
//! let mut tampered = sealed.clone();
//! tampered[0] ^= 1;
//! assert_eq!(gcm.decrypt(&nonce, b"header", &tampered), Err(Error::AuthenticationFailed));
//!
//! // The same key on the portable constant-time backend gives the same bytes.
//! let soft = Aes256Gcm::with_backend(&[0x42; 32], Backend::Soft)?;
//! assert_eq!(soft.encrypt(&nonce, b"header", b"payload")?, sealed);
//! # Ok::<(), aes_engine::Error>(())
//! ```
//!
//! A nonce must never repeat under one key: use a counter, or 12 random bytes per message (and
//! rekey long before 2^32 messages). [`Gcm::encrypt_in_place_detached`] and
//! [`Gcm::decrypt_in_place_detached`] work in place without allocating; [`Gcm::with_tag_len`]
//! truncates the tag where a protocol demands it.
//!
//! # Block cipher and modes
//!
//! [`Aes128`], [`Aes192`] and [`Aes256`] implement [`BlockCipher`]: single blocks and many
//! independent blocks (ECB) at once. [`ctr::Ctr`] and [`cbc`] (no padding or PKCS#7, and
//! multi-buffer [`cbc::encrypt_many`]) build on any of them, and [`GHash`] is GCM's hash alone.
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
//! The fastest usable [`Backend`] is picked once, when a key is set up; `with_backend` asks for a
//! named one (an error if this CPU cannot run it), and [`Backend::available`] lists them.
//!
//! [`xts`] (XTS-AES, SP 800-38E) and [`cmac`] (CMAC, SP 800-38B, with a multi-message
//! `cmac_many`) run on the same backends:
//!
//! ```
//! use aes_engine::{Aes128, cmac, xts::Aes128Xts};
//!
//! let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
//! let mut sector = [0u8; 512];
//! xts.encrypt_sector_number(42, &mut sector)?;
//! let tag = cmac::mac(&Aes128::new(&[1; 16]), &sector);
//! assert_eq!(tag.len(), 16);
//! # Ok::<(), aes_engine::Error>(())
//! ```
//!
//! The other modes take the same cipher types: [`gcm_siv`] (AES-GCM-SIV, RFC 8452: a repeated
//! nonce reveals only that two messages are equal), [`ccm`] (CCM, SP 800-38C), [`kw`] (key wrap
//! KW/KWP, SP 800-38F), [`cts`] (CBC with ciphertext stealing, CS1/CS2/CS3), [`cfb`] (CFB8 and
//! CFB128) and [`ofb`].
//!
//! # Digests and HMAC
//!
//! [`digest`] has MD5, SHA-1, SHA-224/256/384/512 and HMAC, with their own backends (portable,
//! x86_64 SHA-NI, AVX2/AVX-512 lanes, aarch64 ARMv8 SHA) and a multi-message `digest_many`. The
//! module is always there; the `digest` cargo feature only adds the RustCrypto traits.
//! [`digest::Hkdf`] derives keys (RFC 5869) over any of them.
//!
//! ```
//! use aes_engine::digest::{Digest, Hmac, Sha256};
//!
//! let d = Sha256::digest(b"abc");
//! assert_eq!(d[..4], [0xba, 0x78, 0x16, 0xbf]);
//! let mut mac = Hmac::<Sha256>::new(b"key");
//! mac.update(b"message");
//! let tag = mac.clone().finalize();
//! mac.verify(&tag)?;                                    // constant time
//! # Ok::<(), aes_engine::Error>(())
//! ```
//!
//! # Streams
//!
//! Every mode has an incremental engine ([`Crypter`]: feed input in pieces, finish once), and
//! [`stream::CipherReader`] / [`stream::CipherWriter`] run any of them over an [`std::io::Read`]
//! or [`std::io::Write`]. A GCM reader returns no plaintext byte before the tag has verified, so a
//! message is held whole; for files and other large or unbounded data the [`chunked`] format
//! (c2sp.org/chunked-encryption) authenticates chunk by chunk in bounded memory.
//!
//! ```
//! use aes_engine::Aes256Gcm;
//! use aes_engine::stream::CipherWriter;
//! use std::io::Write;
//!
//! let gcm = Aes256Gcm::new(&[0x42; 32]);
//! let nonce = [7u8; 12];
//! let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&nonce, b"")?);
//! w.write_all(b"written ")?;
//! w.write_all(b"in pieces")?;
//! let sealed = w.finish()?;                             // appends the tag, returns the Vec
//! assert_eq!(sealed, gcm.encrypt(&nonce, b"", b"written in pieces")?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Cargo features
//!
//! | feature | default | what it adds |
//! | --- | --- | --- |
//! | `std` | yes | [`stream`], the `chunked` format, `io::Write` for the hashers, the `AES_ENGINE_BACKEND` override of `new`; implies `alloc` |
//! | `alloc` | through `std` | the functions that return a `Vec` ([`Gcm::encrypt`], [`cbc::encrypt`], ...) |
//! | `getrandom` | yes | OS randomness through the `getrandom` crate: random nonces, the chunked format's salts |
//! | `aead` | no | RustCrypto `aead` 0.6 traits for [`Aes128Gcm`], [`Aes192Gcm`], [`Aes256Gcm`], [`gcm_siv`] and [`ccm`] |
//! | `cipher` | no | RustCrypto `cipher` 0.5 traits for [`Aes128`], [`Aes192`], [`Aes256`] and [`ctr::Ctr`] |
//! | `universal-hash` | no | RustCrypto `universal-hash` 0.6 traits for [`GHash`] |
//! | `digest` | no | RustCrypto `digest` 0.11 traits for the six hashes of [`digest`] |
//! | `mac` | no | RustCrypto `digest` 0.11 `Mac` traits for [`cmac::Cmac`] |
//!
//! With `default-features = false` the crate is `no_std` and its only dependencies are
//! `cpufeatures`, `zeroize` and `subtle`. The five RustCrypto features add trait implementations (the `interop` module) and
//! nothing else: the crate's own [`digest`] module, [`Gcm`] and [`BlockCipher`] are there without
//! them. On docs.rs every item says which features it needs.
#![no_std]
#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]
// Public functions say what they return errors for, and pure ones are `#[must_use]` (clippy,
// which CI runs with `-D warnings`).
#![warn(clippy::missing_errors_doc, clippy::must_use_candidate)]
// docs.rs builds with `--cfg docsrs` (Cargo.toml, `[package.metadata.docs.rs]`): `doc_cfg`, which took in
// `doc_auto_cfg`, gives every cfg-gated item its "Available on crate feature ... only" badge from the
// `#[cfg]` itself, so items need no `doc(cfg(...))` of their own.
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod aes;
mod backend;
pub mod cbc;
pub mod ccm;
pub mod cfb;
#[cfg(feature = "std")]
pub mod chunked;
pub mod cmac;
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
pub mod gcm_siv;
mod ghash;
#[cfg(feature = "alloc")]
mod hex;
#[cfg(any(feature = "aead", feature = "cipher", feature = "universal-hash", feature = "digest", feature = "mac"))]
pub mod interop;
mod keystream;
#[cfg(feature = "alloc")]
pub mod kw;
pub mod ofb;
// The stream layer's hooks into an engine's own buffer (the GCM decryptor's, with alloc).
#[cfg_attr(not(feature = "std"), allow(dead_code))]
mod own_buffer;
#[cfg(feature = "getrandom")]
mod random;
#[cfg(feature = "std")]
pub mod stream;
pub mod xts;

pub use aes::{Aes128, Aes192, Aes256, BlockCipher};
#[cfg(feature = "std")]
pub use backend::IgnoredBackend;
pub use backend::{Backend, UnknownBackend};
pub use crypter::{Crypter, Reset};
pub use error::Error;
pub use gcm::{Aes128Gcm, Aes192Gcm, Aes256Gcm, Gcm, Tag};
pub use ghash::GHash;
#[cfg(feature = "alloc")]
pub use hex::hex;
#[cfg(feature = "getrandom")]
pub use random::random_nonce;

#[cfg(all(aes_engine_ctgrind, feature = "std"))]
#[doc(hidden)]
pub use ct::__ctgrind_set_declassify_hook;

/// The README's Rust examples, run as doctests (`cargo test --doc`) so that they keep compiling
/// and passing (the RustCrypto and rustls fragments live in docs/interop.md, covered by the
/// `interop` module's and the integration's own tests).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
