//! aead 0.6 on aes-engine's GCM, checked with RustCrypto's own data and harness (`aead::dev`):
//! the Wycheproof `.blb` files and the NIST CAVS tables of the `aes-gcm` 0.11.1 crate's tests
//! (copied to vectors/rustcrypto/aes-gcm/, see vectors/rustcrypto/SOURCES.md), on every backend.
#![cfg(feature = "aead")]

mod rustcrypto_support;

use aead::dev::{TestVector, fail_test, pass_test};
use aead::{Aead, AeadInOut, KeyInit, Payload};
use aes_engine::{Aes128Gcm, Aes256Gcm};
use rustcrypto_support::{hex_struct_literals, leak, on_every_backend};

aead::dev::blobby::parse_into_structs!(
    include_bytes!("../vectors/rustcrypto/aes-gcm/wycheproof-128_pass.blb");
    static WYCHEPROOF_128_PASS: &[TestVector { key, nonce, aad, plaintext, ciphertext }];
);
aead::dev::blobby::parse_into_structs!(
    include_bytes!("../vectors/rustcrypto/aes-gcm/wycheproof-128_fail.blb");
    static WYCHEPROOF_128_FAIL: &[TestVector { key, nonce, aad, plaintext, ciphertext }];
);
aead::dev::blobby::parse_into_structs!(
    include_bytes!("../vectors/rustcrypto/aes-gcm/wycheproof-256_pass.blb");
    static WYCHEPROOF_256_PASS: &[TestVector { key, nonce, aad, plaintext, ciphertext }];
);
aead::dev::blobby::parse_into_structs!(
    include_bytes!("../vectors/rustcrypto/aes-gcm/wycheproof-256_fail.blb");
    static WYCHEPROOF_256_FAIL: &[TestVector { key, nonce, aad, plaintext, ciphertext }];
);

/// Runs `check` over `vectors`, panicking with RustCrypto's reason and the case on a failure.
fn run(family: &str, vectors: &[TestVector], check: fn(&TestVector) -> Result<(), &'static str>) -> usize {
    for (i, tv) in vectors.iter().enumerate() {
        if let Err(reason) = check(tv) {
            panic!("{family} #{i}: {reason}\n{tv:?}");
        }
    }
    vectors.len()
}

/// The CAVS tables of aes-gcm's `tests/aes{128,256}gcm.rs` as `aead::dev` vectors
/// (ciphertext ‖ tag), plus the checks of that crate's `tests!` macro: decrypting the vector with
/// its first ciphertext byte flipped fails.
fn cavs<C: AeadInOut + KeyInit>(source: &str) -> usize {
    // Empty fields are written `b""`, the tables' only byte-string literals: read as empty.
    assert_eq!(source.matches(": b\"\"").count(), source.matches(": b\"").count());
    let vectors: Vec<TestVector> = hex_struct_literals(source, "TestVector")
        .into_iter()
        .map(|fields| {
            let get = |name: &str| fields.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or_default();
            assert!(get("key").len() >= 16 && get("nonce").len() == 12 && get("tag").len() == 16);
            let mut ciphertext = get("ciphertext");
            ciphertext.extend(get("tag"));
            TestVector {
                key: leak(get("key")),
                nonce: leak(get("nonce")),
                aad: leak(get("aad")),
                plaintext: leak(get("plaintext")),
                ciphertext: leak(ciphertext),
            }
        })
        .collect();
    assert!(vectors.len() > 300, "the CAVS table did not parse ({} cases)", vectors.len());
    let n = run("cavs", &vectors, pass_test::<C>);
    for tv in &vectors {
        let cipher = C::new_from_slice(tv.key).unwrap();
        let mut tampered = tv.ciphertext.to_vec();
        tampered[0] ^= 0xaa;
        let nonce = tv.nonce.try_into().unwrap();
        assert!(cipher.decrypt(nonce, Payload { msg: &tampered, aad: tv.aad }).is_err());
    }
    n
}

fn every_vector() -> Vec<(&'static str, usize)> {
    vec![
        ("wycheproof-128-pass", run("wycheproof-128-pass", WYCHEPROOF_128_PASS, pass_test::<Aes128Gcm>)),
        ("wycheproof-128-fail", run("wycheproof-128-fail", WYCHEPROOF_128_FAIL, fail_test::<Aes128Gcm>)),
        ("wycheproof-256-pass", run("wycheproof-256-pass", WYCHEPROOF_256_PASS, pass_test::<Aes256Gcm>)),
        ("wycheproof-256-fail", run("wycheproof-256-fail", WYCHEPROOF_256_FAIL, fail_test::<Aes256Gcm>)),
        ("cavs-aes128gcm", cavs::<Aes128Gcm>(include_str!("../vectors/rustcrypto/aes-gcm/aes128gcm.rs"))),
        ("cavs-aes256gcm", cavs::<Aes256Gcm>(include_str!("../vectors/rustcrypto/aes-gcm/aes256gcm.rs"))),
    ]
}

#[test]
fn rustcrypto_aead_vectors_on_every_backend() {
    on_every_backend("rustcrypto_aead_vectors_on_every_backend", every_vector);
}

/// A `Gcm` with a shortened tag cannot speak the trait's 16-byte tags: every call is refused.
#[test]
fn shortened_tag_is_refused_by_the_trait() {
    let gcm = Aes128Gcm::new(&[1; 16]).with_tag_len(12).unwrap();
    let nonce = [2u8; 12].into();
    assert!(Aead::encrypt(&gcm, &nonce, &b"abc"[..]).is_err());
    let mut buf = [0u8; 3];
    assert!(gcm.decrypt_inout_detached(&nonce, b"", (&mut buf[..]).into(), &[0; 16].into()).is_err());
}

/// Separate input and output buffers (`InOutBuf::new`) give the same bytes as in place.
#[test]
fn inout_buffer_to_buffer_matches_in_place() {
    let gcm = <Aes256Gcm as KeyInit>::new(&[3; 32].into());
    let nonce = [4u8; 12].into();
    let msg: Vec<u8> = (0..1000u32).map(|i| i as u8).collect();
    let mut out = vec![0u8; msg.len()];
    let tag = gcm.encrypt_inout_detached(&nonce, b"aad", aead::inout::InOutBuf::new(&msg, &mut out).unwrap()).unwrap();
    let sealed = gcm.encrypt(&[4u8; 12], b"aad", &msg).unwrap();
    assert_eq!(&sealed[..msg.len()], &out[..]);
    assert_eq!(&sealed[msg.len()..], &tag[..]);
    let mut back = vec![0u8; msg.len()];
    gcm.decrypt_inout_detached(&nonce, b"aad", aead::inout::InOutBuf::new(&out, &mut back).unwrap(), &tag).unwrap();
    assert_eq!(back, msg);
}
