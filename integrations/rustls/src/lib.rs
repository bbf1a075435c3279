//! A rustls 0.23 [`CryptoProvider`](rustls::crypto::CryptoProvider) whose AES-GCM record
//! protection runs on aes-engine: TLS13_AES_128_GCM_SHA256, TLS13_AES_256_GCM_SHA384 and the TLS 1.2
//! suites ECDHE-{ECDSA,RSA}-AES{128,256}-GCM, with the transcript hash, HMAC, HKDF and the TLS 1.2
//! PRF on aes-engine's SHA-256/384 too. Key exchange, signatures and randomness come from rustls's
//! ring provider.
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
mod hash;
mod suites;

pub use suites::{
    ALL_CIPHER_SUITES, TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384, TLS13_AES_128_GCM_SHA256,
    TLS13_AES_256_GCM_SHA384, provider,
};
