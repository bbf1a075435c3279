//! NIST CAVP GCMVS (all 47,250 cases of the six files), the GCM spec (McGrew–Viega) cases, the
//! NIST worked examples' GHASH values and RFC 8452's, on every available backend. The validation
//! itself lives in `common::nist` (shared with `examples/report.rs`).

mod common;

use common::{backends, nist};

#[test]
fn gcmvs_on_every_backend() {
    for backend in backends() {
        match nist::gcmvs_counts(backend) {
            Ok(n) => {
                println!(
                    "GCMVS on backend {backend}: {} cases passed ({} encrypt, {} decrypt of which {} FAIL)",
                    n.encrypt + n.decrypt,
                    n.encrypt,
                    n.decrypt,
                    n.fail
                );
                assert_eq!(n.encrypt + n.decrypt, nist::GCMVS_CASES);
            }
            Err(e) => panic!("GCMVS failed on backend {backend}: {e}"),
        }
    }
}

/// OpenSSL's evp-test slice of the GCM spec cases (12-, 8- and 60-byte IVs, negative cases).
#[test]
fn gcm_spec_cases_on_every_backend() {
    for backend in backends() {
        match nist::gcm_spec(backend) {
            Ok(n) => println!("GCM spec cases on backend {backend}: {n} passed"),
            Err(e) => panic!("GCM spec cases failed on backend {backend}: {e}"),
        }
    }
}

/// The NIST GCM worked examples' H and GHASH values.
#[test]
fn ghash_examples_on_every_backend() {
    for backend in backends() {
        match nist::ghash_examples(backend) {
            Ok(n) => println!("GHASH NIST examples on backend {backend}: {n} passed"),
            Err(e) => panic!("GHASH NIST examples failed on backend {backend}: {e}"),
        }
    }
}

#[test]
fn ghash_rfc8452_on_every_backend() {
    for backend in backends() {
        if let Err(e) = nist::ghash_rfc8452(backend) {
            panic!("RFC 8452 GHASH failed on backend {backend}: {e}");
        }
    }
}

/// A message longer than 16 MiB takes the seal loop's prefetching path on the VAES backend
/// (`SEAL_PREFETCH_FROM`): it seals and opens alike on every backend, and alike one-shot and in
/// 64 KiB updates (which stay below that threshold).
#[test]
fn long_messages_agree_on_every_backend() {
    use aes_engine::{Aes128Gcm, Crypter};
    const LEN: usize = (17 << 20) + 35;
    let msg: Vec<u8> = (0..LEN).map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8).collect();
    let mut first: Option<Vec<u8>> = None;
    for backend in backends() {
        let gcm = Aes128Gcm::with_backend(&[9; 16], backend).unwrap();
        let sealed = gcm.encrypt(&[1; 12], b"long", &msg).unwrap();
        let mut enc = gcm.encryptor(&[1; 12], b"long").unwrap();
        let mut pieces = vec![0u8; LEN + 16];
        let mut n = 0;
        for piece in msg.chunks(64 * 1024) {
            n += enc.update(piece, &mut pieces[n..]);
        }
        n += enc.finish(&mut pieces[n..]).unwrap();
        assert_eq!(n, sealed.len(), "backend {backend}");
        assert!(pieces == sealed, "backend {backend}: one-shot and incremental seals differ");
        assert!(gcm.decrypt(&[1; 12], b"long", &sealed).unwrap() == msg, "backend {backend}");
        match &first {
            None => first = Some(sealed),
            Some(f) => assert!(*f == sealed, "backend {backend} differs from the first backend"),
        }
    }
}
