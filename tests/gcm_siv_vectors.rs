//! AES-GCM-SIV (RFC 8452) on every available backend: RFC 8452 Appendix C (as OpenSSL's evp test
//! file carries it: AES-128 and AES-256, including the counter-wrap cases) and the ACVP sample set
//! ACVP-AES-GCM-SIV-1.0 (encrypt and decrypt, with the cases whose tag must be rejected).

mod common;

use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
use aes_engine::{Backend, Error};
use common::{backends, hex, parse_rsp, vectors_dir};

/// Seals and opens one case with `key` on `backend`; checks `sealed` (ct ‖ tag) when given, or
/// that opening `sealed_in` fails when `must_fail`.
fn seal(key: &[u8], backend: Backend, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
    match key.len() {
        16 => Aes128GcmSiv::with_backend(key.try_into().unwrap(), backend).unwrap().encrypt(nonce, aad, pt).unwrap(),
        32 => Aes256GcmSiv::with_backend(key.try_into().unwrap(), backend).unwrap().encrypt(nonce, aad, pt).unwrap(),
        n => panic!("key length {n}"),
    }
}

fn open(key: &[u8], backend: Backend, nonce: &[u8; 12], aad: &[u8], sealed: &[u8]) -> Result<Vec<u8>, Error> {
    match key.len() {
        16 => Aes128GcmSiv::with_backend(key.try_into().unwrap(), backend).unwrap().decrypt(nonce, aad, sealed),
        32 => Aes256GcmSiv::with_backend(key.try_into().unwrap(), backend).unwrap().decrypt(nonce, aad, sealed),
        n => panic!("key length {n}"),
    }
}

#[test]
fn rfc8452_appendix_c_on_every_backend() {
    let records = parse_rsp(&vectors_dir().join("nist-modes/gcm-siv/openssl.txt"));
    assert_eq!(records.len(), 46);
    for backend in backends() {
        for r in &records {
            let key = r.hex("Key");
            let nonce: [u8; 12] = r.hex("IV").try_into().unwrap();
            let aad = r.get("AAD").map(hex).unwrap_or_default();
            let pt = r.hex("Plaintext");
            let mut want = r.hex("Ciphertext");
            want.extend(r.hex("Tag"));
            assert_eq!(seal(&key, backend, &nonce, &aad, &pt), want, "{backend} {r:?}");
            assert_eq!(open(&key, backend, &nonce, &aad, &want).unwrap(), pt, "{backend} {r:?}");
            let mut bad = want.clone();
            *bad.last_mut().unwrap() ^= 1;
            assert_eq!(open(&key, backend, &nonce, &aad, &bad), Err(Error::AuthenticationFailed));
        }
        println!("RFC 8452 Appendix C on {backend}: {} cases", records.len());
    }
}

#[test]
fn acvp_gcm_siv_on_every_backend() {
    let path = vectors_dir().join("acvp/ACVP-AES-GCM-SIV-1.0/internalProjection.json");
    let set: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for backend in backends() {
        let (mut enc, mut dec, mut rejected) = (0, 0, 0);
        for group in set["testGroups"].as_array().unwrap() {
            let decrypt = group["direction"] == "decrypt";
            for t in group["tests"].as_array().unwrap() {
                let field = |n: &str| hex(t[n].as_str().unwrap());
                let (key, aad, ct) = (field("key"), field("aad"), field("ct"));
                let nonce: [u8; 12] = field("iv").try_into().unwrap();
                if !decrypt {
                    assert_eq!(seal(&key, backend, &nonce, &aad, &field("pt")), ct, "{backend} tc {}", t["tcId"]);
                    enc += 1;
                } else if t["testPassed"].as_bool().unwrap() {
                    assert_eq!(
                        open(&key, backend, &nonce, &aad, &ct).unwrap(),
                        field("pt"),
                        "{backend} tc {}",
                        t["tcId"]
                    );
                    dec += 1;
                } else {
                    assert_eq!(open(&key, backend, &nonce, &aad, &ct), Err(Error::AuthenticationFailed));
                    rejected += 1;
                }
            }
        }
        assert_eq!(enc + dec + rejected, 120);
        assert_eq!(rejected, 13);
        println!("ACVP-AES-GCM-SIV-1.0 on {backend}: {enc} encrypt, {dec} decrypt, {rejected} rejected");
    }
}
