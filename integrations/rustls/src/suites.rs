//! The cipher suites and the provider.
//!
//! Record protection ([`crate::aead`]), the transcript hash, HMAC, HKDF (TLS 1.3) and the PRF
//! (TLS 1.2) ([`crate::hash`]) run on aes-engine; key exchange, signatures, key loading and
//! randomness come from rustls's ring provider.

use crate::aead::{Tls12Gcm, Tls13Gcm};
use crate::hash::{HashAlg, HkdfAlg, HmacAlg};
use aes_engine::digest::{Sha256, Sha384};
use core::marker::PhantomData;
use rustls::crypto::hash::HashAlgorithm;
use rustls::crypto::tls12::PrfUsingHmac;
use rustls::crypto::{CipherSuiteCommon, CryptoProvider, KeyExchangeAlgorithm, ring};
use rustls::{CipherSuite, SignatureScheme, SupportedCipherSuite, Tls12CipherSuite, Tls13CipherSuite};

static TLS13_AES_128_GCM: Tls13Gcm = Tls13Gcm { key_len: 16 };
static TLS13_AES_256_GCM: Tls13Gcm = Tls13Gcm { key_len: 32 };
static TLS12_AES_128_GCM: Tls12Gcm = Tls12Gcm { key_len: 16 };
static TLS12_AES_256_GCM: Tls12Gcm = Tls12Gcm { key_len: 32 };

const TLS12_ECDSA_SCHEMES: &[SignatureScheme] = &[
    SignatureScheme::ED25519,
    SignatureScheme::ECDSA_NISTP521_SHA512,
    SignatureScheme::ECDSA_NISTP384_SHA384,
    SignatureScheme::ECDSA_NISTP256_SHA256,
];

const TLS12_RSA_SCHEMES: &[SignatureScheme] = &[
    SignatureScheme::RSA_PSS_SHA512,
    SignatureScheme::RSA_PSS_SHA384,
    SignatureScheme::RSA_PSS_SHA256,
    SignatureScheme::RSA_PKCS1_SHA512,
    SignatureScheme::RSA_PKCS1_SHA384,
    SignatureScheme::RSA_PKCS1_SHA256,
];

static SHA256: HashAlg<Sha256> = HashAlg { algorithm: HashAlgorithm::SHA256, hash: PhantomData };
static SHA384: HashAlg<Sha384> = HashAlg { algorithm: HashAlgorithm::SHA384, hash: PhantomData };
static HMAC_SHA256: HmacAlg<Sha256> = HmacAlg(PhantomData);
static HMAC_SHA384: HmacAlg<Sha384> = HmacAlg(PhantomData);
static HKDF_SHA256: HkdfAlg<Sha256> = HkdfAlg(PhantomData);
static HKDF_SHA384: HkdfAlg<Sha384> = HkdfAlg(PhantomData);

/// The confidentiality limit rustls's own providers give AES-GCM suites (records per key).
const GCM_CONFIDENTIALITY_LIMIT: u64 = 1 << 24;

macro_rules! tls13_suite {
    ($(#[$doc:meta])* $name:ident, $hash:ident, $hkdf:ident, $aead:ident) => {
        $(#[$doc])*
        pub static $name: SupportedCipherSuite = SupportedCipherSuite::Tls13(&Tls13CipherSuite {
            common: CipherSuiteCommon {
                suite: CipherSuite::$name,
                hash_provider: &$hash,
                confidentiality_limit: GCM_CONFIDENTIALITY_LIMIT,
            },
            hkdf_provider: &$hkdf,
            aead_alg: &$aead,
            quic: None,
        });
    };
}

tls13_suite!(
    /// TLS13_AES_128_GCM_SHA256 on aes-engine (AEAD, hash, HKDF).
    TLS13_AES_128_GCM_SHA256, SHA256, HKDF_SHA256, TLS13_AES_128_GCM
);
tls13_suite!(
    /// TLS13_AES_256_GCM_SHA384 on aes-engine (AEAD, hash, HKDF).
    TLS13_AES_256_GCM_SHA384, SHA384, HKDF_SHA384, TLS13_AES_256_GCM
);

macro_rules! tls12_suite {
    ($(#[$doc:meta])* $name:ident, $hash:ident, $hmac:ident, $aead:ident, $sign:ident) => {
        $(#[$doc])*
        pub static $name: SupportedCipherSuite = SupportedCipherSuite::Tls12(&Tls12CipherSuite {
            common: CipherSuiteCommon {
                suite: CipherSuite::$name,
                hash_provider: &$hash,
                confidentiality_limit: GCM_CONFIDENTIALITY_LIMIT,
            },
            kx: KeyExchangeAlgorithm::ECDHE,
            sign: $sign,
            aead_alg: &$aead,
            prf_provider: &PrfUsingHmac(&$hmac),
        });
    };
}

tls12_suite!(
    /// TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256 on aes-engine (AEAD, hash, PRF).
    TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, SHA256, HMAC_SHA256,
    TLS12_AES_128_GCM, TLS12_ECDSA_SCHEMES
);
tls12_suite!(
    /// TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384 on aes-engine (AEAD, hash, PRF).
    TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, SHA384, HMAC_SHA384,
    TLS12_AES_256_GCM, TLS12_ECDSA_SCHEMES
);
tls12_suite!(
    /// TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256 on aes-engine (AEAD, hash, PRF).
    TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, SHA256, HMAC_SHA256,
    TLS12_AES_128_GCM, TLS12_RSA_SCHEMES
);
tls12_suite!(
    /// TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384 on aes-engine (AEAD, hash, PRF).
    TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384, SHA384, HMAC_SHA384,
    TLS12_AES_256_GCM, TLS12_RSA_SCHEMES
);

/// Every suite of this provider, TLS 1.3 first, AES-128 before AES-256 (rustls's ring order).
pub static ALL_CIPHER_SUITES: &[SupportedCipherSuite] = &[
    TLS13_AES_128_GCM_SHA256,
    TLS13_AES_256_GCM_SHA384,
    TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
    TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
    TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
];

/// A rustls `CryptoProvider` with the six AES-GCM suites of [`ALL_CIPHER_SUITES`] on aes-engine and
/// key exchange, signatures, key loading and randomness from rustls's ring provider.
pub fn provider() -> CryptoProvider {
    let ring = ring::default_provider();
    CryptoProvider {
        cipher_suites: ALL_CIPHER_SUITES.to_vec(),
        kx_groups: ring.kx_groups,
        signature_verification_algorithms: ring.signature_verification_algorithms,
        secure_random: ring.secure_random,
        key_provider: ring.key_provider,
    }
}
