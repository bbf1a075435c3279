//! The transcript hash, HKDF (TLS 1.3), the PRF (TLS 1.2) and the suites' parameters of this
//! provider against rustls's ring provider, suite by suite: every call rustls makes, with keys,
//! salts and secrets of every length around the hashes' block sizes (HMAC hashes a key longer
//! than a block), HKDF outputs up to and just past 255 * HashLen, `info` in several slices.

use aes_engine_rustls::provider;
use rustls::SupportedCipherSuite;
use rustls::crypto::CipherSuiteCommon;
use rustls::crypto::ring::default_provider as ring_provider;
use rustls::crypto::tls13::{Hkdf, HkdfExpander, OkmBlock};

fn bytes(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed)).collect()
}

/// Around SHA-256's 64-byte and SHA-384's 128-byte blocks, and HashLen.
const KEY_LENS: [usize; 14] = [0, 1, 16, 31, 32, 33, 48, 63, 64, 65, 127, 128, 129, 300];

/// A suite's common part (`SupportedCipherSuite::common` is crate-private).
fn common(suite: SupportedCipherSuite) -> &'static CipherSuiteCommon {
    match suite {
        SupportedCipherSuite::Tls13(s) => &s.common,
        SupportedCipherSuite::Tls12(s) => &s.common,
    }
}

/// Each of our suites with ring's suite of the same id.
fn pairs() -> Vec<(SupportedCipherSuite, SupportedCipherSuite)> {
    let ring = ring_provider();
    provider()
        .cipher_suites
        .into_iter()
        .map(|ours| (ours, *ring.cipher_suites.iter().find(|r| r.suite() == ours.suite()).unwrap()))
        .collect()
}

#[test]
fn suite_parameters_match_ring_and_nothing_claims_fips() {
    let p = provider();
    assert!(!p.fips(), "the provider must not claim FIPS");
    assert_eq!(p.cipher_suites.len(), 6);
    for (ours, ring) in pairs() {
        let name = format!("{:?}", ours.suite());
        assert!(!ours.fips(), "{name}");
        let (o, r) = (common(ours), common(ring));
        assert_eq!(o.confidentiality_limit, r.confidentiality_limit, "{name}");
        assert_eq!(o.hash_provider.algorithm(), r.hash_provider.algorithm(), "{name}");
        assert_eq!(o.hash_provider.output_len(), r.hash_provider.output_len(), "{name}");
        assert!(!o.hash_provider.fips(), "{name}");
        match (ours, ring) {
            (SupportedCipherSuite::Tls13(o), SupportedCipherSuite::Tls13(r)) => {
                assert_eq!(o.aead_alg.key_len(), r.aead_alg.key_len(), "{name}");
                assert!(!o.aead_alg.fips() && !o.hkdf_provider.fips(), "{name}");
            }
            (SupportedCipherSuite::Tls12(o), SupportedCipherSuite::Tls12(r)) => {
                let (a, b) = (o.aead_alg.key_block_shape(), r.aead_alg.key_block_shape());
                assert_eq!(
                    (a.enc_key_len, a.fixed_iv_len, a.explicit_nonce_len),
                    (b.enc_key_len, b.fixed_iv_len, b.explicit_nonce_len),
                    "{name}"
                );
                assert_eq!(o.kx, r.kx, "{name}");
                assert_eq!(o.sign, r.sign, "{name}");
                assert!(!o.aead_alg.fips() && !o.prf_provider.fips(), "{name}");
            }
            _ => panic!("{name}: protocol versions differ"),
        }
    }
}

/// `start`/`update`/`fork`/`fork_finish`/`finish` and `hash` give ring's digests, and a fork
/// is independent of its parent.
#[test]
fn transcript_hash_matches_ring() {
    for (ours, ring) in pairs() {
        let (o, r) = (common(ours).hash_provider, common(ring).hash_provider);
        let data = bytes(1000, 7);
        for len in [0, 1, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 1000] {
            assert_eq!(o.hash(&data[..len]).as_ref(), r.hash(&data[..len]).as_ref());
        }
        let (mut a, mut b) = (o.start(), r.start());
        assert_eq!(a.fork_finish().as_ref(), b.fork_finish().as_ref());
        for chunk in data.chunks(37) {
            a.update(chunk);
            b.update(chunk);
            assert_eq!(a.fork_finish().as_ref(), b.fork_finish().as_ref());
            let mut fork = a.fork();
            fork.update(b"diverge");
            let mut ring_fork = b.fork();
            ring_fork.update(b"diverge");
            assert_eq!(fork.finish().as_ref(), ring_fork.finish().as_ref());
        }
        assert_eq!(a.finish().as_ref(), b.finish().as_ref());
    }
}

fn expand_all(ours: &dyn HkdfExpander, ring: &dyn HkdfExpander, what: &str) {
    let hash_len = ours.hash_len();
    assert_eq!(hash_len, ring.hash_len(), "{what}");
    let info = bytes(40, 3);
    let parts: [&[&[u8]]; 3] = [&[], &[&info], &[&info[..1], &[], &info[1..17], &info[17..]]];
    for info in parts {
        assert_eq!(ours.expand_block(info).as_ref(), ring.expand_block(info).as_ref(), "{what}");
        for len in [0, 1, hash_len - 1, hash_len, hash_len + 1, 100, 255 * hash_len] {
            let (mut a, mut b) = (vec![0; len], vec![0xff; len]);
            ours.expand_slice(info, &mut a).unwrap();
            ring.expand_slice(info, &mut b).unwrap();
            assert!(a == b, "{what}: expand_slice of {len} bytes");
        }
        let mut too_long = vec![0; 255 * hash_len + 1];
        assert!(ours.expand_slice(info, &mut too_long).is_err(), "{what}: 255 * HashLen + 1 bytes");
    }
}

/// Every `Hkdf` entry point, with salts and secrets of every length in `KEY_LENS`.
#[test]
fn hkdf_matches_ring() {
    for (ours, ring) in pairs() {
        let (SupportedCipherSuite::Tls13(o), SupportedCipherSuite::Tls13(r)) = (ours, ring) else {
            continue;
        };
        let (o, r): (&dyn Hkdf, &dyn Hkdf) = (o.hkdf_provider, r.hkdf_provider);
        let name = format!("{:?}", ours.suite());
        expand_all(&*o.extract_from_zero_ikm(None), &*r.extract_from_zero_ikm(None), &name);
        for salt_len in KEY_LENS {
            let salt = bytes(salt_len, 1);
            let what = format!("{name}: salt of {salt_len} bytes");
            expand_all(&*o.extract_from_zero_ikm(Some(&salt)), &*r.extract_from_zero_ikm(Some(&salt)), &what);
            for secret_len in [0, 32, 48, 66, 200] {
                let secret = bytes(secret_len, 2);
                let (a, b) = (o.extract_from_secret(Some(&salt), &secret), r.extract_from_secret(Some(&salt), &secret));
                assert_eq!(a.expand_block(&[b"x"]).as_ref(), b.expand_block(&[b"x"]).as_ref(), "{what}");
                let (a, b) = (o.extract_from_secret(None, &secret), r.extract_from_secret(None, &secret));
                assert_eq!(a.expand_block(&[b"y"]).as_ref(), b.expand_block(&[b"y"]).as_ref(), "{what}");
            }
        }
        for okm_len in [1, 16, 32, 48, 64] {
            let okm = OkmBlock::new(&bytes(okm_len, 9));
            let what = format!("{name}: OKM of {okm_len} bytes");
            expand_all(&*o.expander_for_okm(&okm), &*r.expander_for_okm(&okm), &what);
            for msg_len in [0, 1, 64, 200] {
                let msg = bytes(msg_len, 4);
                assert_eq!(o.hmac_sign(&okm, &msg).as_ref(), r.hmac_sign(&okm, &msg).as_ref(), "{what}");
            }
        }
    }
}

/// The TLS 1.2 PRF (HMAC keyed with the secret: pre-master secrets of 32, 48 and 66 bytes from
/// X25519, P-384, P-521, longer than a SHA-256 block included).
#[test]
fn tls12_prf_matches_ring() {
    for (ours, ring) in pairs() {
        let (SupportedCipherSuite::Tls12(o), SupportedCipherSuite::Tls12(r)) = (ours, ring) else {
            continue;
        };
        for secret_len in KEY_LENS {
            let secret = bytes(secret_len, 5);
            let seed = bytes(64, 6);
            for out_len in [12, 48, 104, 200] {
                let (mut a, mut b) = (vec![0; out_len], vec![1; out_len]);
                o.prf_provider.for_secret(&mut a, &secret, b"key expansion", &seed);
                r.prf_provider.for_secret(&mut b, &secret, b"key expansion", &seed);
                assert!(a == b, "{:?}: secret of {secret_len} bytes, {out_len} out", ours.suite());
            }
        }
    }
}
