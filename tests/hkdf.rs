//! HKDF (RFC 5869): the Appendix A test cases (SHA-256 and SHA-1), and (with the `digest`
//! feature, which lets the `hkdf` crate run over this crate's hashes) random cross-checks
//! against `hkdf::SimpleHkdf` over all six hashes, on every hash backend: the HKDF logic is the
//! `hkdf` crate's, the hashes are checked on their own vectors elsewhere.

mod common;

/// The RFC 5869 files: `COUNT = n` starts a case, then `Name = hex` lines (blank lines inside a
/// case, as in its test case 2, do not end it).
fn cases(file: &str) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(vectors_dir().join("nist/kdf").join(file)).unwrap();
    let mut out: Vec<HashMap<String, String>> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (k, v) = line.split_once('=').unwrap();
        if k.trim() == "COUNT" {
            out.push(HashMap::new());
        }
        out.last_mut().unwrap().insert(k.trim().to_string(), v.trim().to_string());
    }
    out
}

use aes_engine::Error;
use aes_engine::digest::{Digest, Hkdf, Sha1, Sha256, Sha512};
use common::{hex, vectors_dir};
use std::collections::HashMap;

fn okm<H: Digest>(salt: &[u8], ikm: &[u8], info: &[u8], len: usize) -> Vec<u8> {
    let mut out = vec![0u8; len];
    Hkdf::<H>::extract(salt, ikm).expand(info, &mut out).unwrap();
    out
}

#[test]
fn rfc5869_appendix_a() {
    let mut n = 0;
    for file in ["rfc-5869-HKDF-SHA256.txt", "rfc-5869-HKDF-SHA1.txt"] {
        for r in cases(file) {
            let h = |k: &str| hex(&r[k]);
            let (ikm, salt, info, prk, want) = (h("IKM"), h("salt"), h("info"), h("PRK"), h("OKM"));
            let len: usize = r["L"].parse().unwrap();
            assert_eq!(want.len(), len);
            let (got, from_prk) = match r["Hash"].as_str() {
                "SHA-256" => {
                    let mut o = vec![0u8; len];
                    Hkdf::<Sha256>::from_prk(&prk).unwrap().expand(&info, &mut o).unwrap();
                    (okm::<Sha256>(&salt, &ikm, &info, len), o)
                }
                "SHA-1" => {
                    let mut o = vec![0u8; len];
                    Hkdf::<Sha1>::from_prk(&prk).unwrap().expand(&info, &mut o).unwrap();
                    (okm::<Sha1>(&salt, &ikm, &info, len), o)
                }
                h => panic!("hash {h}"),
            };
            assert_eq!(got, want, "{file} COUNT {}", r["COUNT"]);
            assert_eq!(from_prk, want, "{file} COUNT {} from PRK", r["COUNT"]);
            n += 1;
        }
    }
    assert_eq!(n, 7, "RFC 5869 has seven test cases");
}

#[test]
fn limits() {
    let h = Hkdf::<Sha256>::extract(b"salt", b"ikm");
    let mut big = vec![0u8; 255 * 32 + 1];
    assert_eq!(h.expand(b"", &mut big), Err(Error::InvalidLength));
    assert!(big.iter().all(|&b| b == 0), "nothing written on error");
    h.expand(b"", &mut big[..255 * 32]).unwrap();
    h.expand(b"", &mut []).unwrap();
    assert_eq!(Hkdf::<Sha512>::from_prk(&[1; 63]).err(), Some(Error::InvalidLength));
    assert!(Hkdf::<Sha512>::from_prk(&[1; 64]).is_ok());
    assert!(Hkdf::<Sha512>::from_prk(&[1; 200]).is_ok());
    assert!(!format!("{h:?}").contains("73616c74"));
}

#[cfg(feature = "digest")]
mod cross {
    use super::okm;
    use aes_engine::digest::{Digest, HashBackend, Hkdf, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
    use proptest::prelude::*;

    macro_rules! cross_check {
        ($name:ident, $ours:ty) => {
            proptest! {
                #![proptest_config(ProptestConfig::with_cases(64))]
                #[test]
                fn $name(salt in proptest::collection::vec(any::<u8>(), 0..300),
                         ikm in proptest::collection::vec(any::<u8>(), 0..300),
                         info in proptest::collection::vec(any::<u8>(), 0..300),
                         len in 0usize..600) {
                    let len = len.min(255 * <$ours as Digest>::OUTPUT_LEN);
                    let mut want = vec![0u8; len];
                    hkdf::SimpleHkdf::<$ours>::new(Some(&salt), &ikm).expand(&info, &mut want).unwrap();
                    prop_assert_eq!(okm::<$ours>(&salt, &ikm, &info, len), want.clone());
                    // The same through every hash backend this CPU has for the hash: extract and
                    // expand by hand over Hmac::with_backend.
                    for b in HashBackend::available() {
                        if <$ours>::with_backend(b).is_err() {
                            continue;
                        }
                        let mut mac = aes_engine::digest::Hmac::<$ours>::with_backend(&salt, b).unwrap();
                        mac.update(&ikm);
                        let prk = mac.finalize();
                        let mut o = vec![0u8; len];
                        Hkdf::<$ours>::from_prk(prk.as_ref()).unwrap().expand(&info, &mut o).unwrap();
                        prop_assert_eq!(&o, &want);
                    }
                }
            }
        };
    }

    cross_check!(md5_matches_hkdf_crate, Md5);
    cross_check!(sha1_matches_hkdf_crate, Sha1);
    cross_check!(sha224_matches_hkdf_crate, Sha224);
    cross_check!(sha256_matches_hkdf_crate, Sha256);
    cross_check!(sha384_matches_hkdf_crate, Sha384);
    cross_check!(sha512_matches_hkdf_crate, Sha512);
}
