//! A rustls 0.23 [`CryptoProvider`](rustls::crypto::CryptoProvider) whose AES-GCM record
//! protection runs on aes-engine: TLS13_AES_128_GCM_SHA256, TLS13_AES_256_GCM_SHA384 and the TLS 1.2
//! suites ECDHE-{ECDSA,RSA}-AES{128,256}-GCM. Key exchange, signatures and randomness come from
//! rustls's ring provider.
//!
//! ```
//! let provider = std::sync::Arc::new(aes_engine_rustls::provider());
//! let config = rustls::ClientConfig::builder_with_provider(provider)
//!     .with_safe_default_protocol_versions()
//!     .unwrap()
//!     .with_root_certificates(rustls::RootCertStore::empty())
//!     .with_no_client_auth();
//! assert_eq!(config.crypto_provider().cipher_suites.len(), 6);
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod aead;
mod suites;

pub use suites::{cipher_suites, provider};
