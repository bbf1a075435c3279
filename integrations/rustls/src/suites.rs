//! The cipher suites and the provider.
//!
//! Record protection is aes-engine's ([`crate::aead`]). Until aes-engine's digests are wired in,
//! the transcript hash, HKDF (TLS 1.3) and PRF (TLS 1.2) are taken from rustls's ring suites of
//! the same name; key exchange, signatures and randomness come from rustls's ring provider.

use crate::aead::{Tls12Gcm, Tls13Gcm};
use rustls::crypto::{CipherSuiteCommon, CryptoProvider, KeyExchangeAlgorithm, ring};
use rustls::{SignatureScheme, SupportedCipherSuite, Tls12CipherSuite, Tls13CipherSuite};
use std::sync::LazyLock;

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

fn ring13(suite: SupportedCipherSuite) -> &'static Tls13CipherSuite {
    match suite {
        SupportedCipherSuite::Tls13(s) => s,
        SupportedCipherSuite::Tls12(_) => unreachable!(),
    }
}

fn ring12(suite: SupportedCipherSuite) -> &'static Tls12CipherSuite {
    match suite {
        SupportedCipherSuite::Tls12(s) => s,
        SupportedCipherSuite::Tls13(_) => unreachable!(),
    }
}

fn tls13(ring: SupportedCipherSuite, aead: &'static Tls13Gcm) -> Tls13CipherSuite {
    let ring = ring13(ring);
    Tls13CipherSuite {
        common: ring.common.clone_common(),
        hkdf_provider: ring.hkdf_provider,
        aead_alg: aead,
        quic: None,
    }
}

fn tls12(ring: SupportedCipherSuite, aead: &'static Tls12Gcm, sign: &'static [SignatureScheme]) -> Tls12CipherSuite {
    let ring = ring12(ring);
    Tls12CipherSuite {
        common: ring.common.clone_common(),
        kx: KeyExchangeAlgorithm::ECDHE,
        sign,
        aead_alg: aead,
        prf_provider: ring.prf_provider,
    }
}

trait CloneCommon {
    fn clone_common(&self) -> CipherSuiteCommon;
}

impl CloneCommon for CipherSuiteCommon {
    fn clone_common(&self) -> CipherSuiteCommon {
        CipherSuiteCommon {
            suite: self.suite,
            hash_provider: self.hash_provider,
            confidentiality_limit: self.confidentiality_limit,
        }
    }
}

use ring::cipher_suite as rs;

static SUITE_TLS13_AES_128_GCM_SHA256: LazyLock<Tls13CipherSuite> =
    LazyLock::new(|| tls13(rs::TLS13_AES_128_GCM_SHA256, &TLS13_AES_128_GCM));
static SUITE_TLS13_AES_256_GCM_SHA384: LazyLock<Tls13CipherSuite> =
    LazyLock::new(|| tls13(rs::TLS13_AES_256_GCM_SHA384, &TLS13_AES_256_GCM));
static SUITE_ECDHE_ECDSA_AES_128_GCM: LazyLock<Tls12CipherSuite> =
    LazyLock::new(|| tls12(rs::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, &TLS12_AES_128_GCM, TLS12_ECDSA_SCHEMES));
static SUITE_ECDHE_ECDSA_AES_256_GCM: LazyLock<Tls12CipherSuite> =
    LazyLock::new(|| tls12(rs::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, &TLS12_AES_256_GCM, TLS12_ECDSA_SCHEMES));
static SUITE_ECDHE_RSA_AES_128_GCM: LazyLock<Tls12CipherSuite> =
    LazyLock::new(|| tls12(rs::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, &TLS12_AES_128_GCM, TLS12_RSA_SCHEMES));
static SUITE_ECDHE_RSA_AES_256_GCM: LazyLock<Tls12CipherSuite> =
    LazyLock::new(|| tls12(rs::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384, &TLS12_AES_256_GCM, TLS12_RSA_SCHEMES));

/// Every suite of this provider, TLS 1.3 first, AES-128 before AES-256 (rustls's ring order).
pub fn cipher_suites() -> Vec<SupportedCipherSuite> {
    vec![
        SupportedCipherSuite::Tls13(&SUITE_TLS13_AES_128_GCM_SHA256),
        SupportedCipherSuite::Tls13(&SUITE_TLS13_AES_256_GCM_SHA384),
        SupportedCipherSuite::Tls12(&SUITE_ECDHE_ECDSA_AES_128_GCM),
        SupportedCipherSuite::Tls12(&SUITE_ECDHE_ECDSA_AES_256_GCM),
        SupportedCipherSuite::Tls12(&SUITE_ECDHE_RSA_AES_128_GCM),
        SupportedCipherSuite::Tls12(&SUITE_ECDHE_RSA_AES_256_GCM),
    ]
}

/// A rustls `CryptoProvider` with the six AES-GCM suites of [`cipher_suites`] on aes-engine and
/// key exchange, signatures, key loading and randomness from rustls's ring provider.
pub fn provider() -> CryptoProvider {
    let ring = ring::default_provider();
    CryptoProvider {
        cipher_suites: cipher_suites(),
        kx_groups: ring.kx_groups,
        signature_verification_algorithms: ring.signature_verification_algorithms,
        secure_random: ring.secure_random,
        key_provider: ring.key_provider,
    }
}
