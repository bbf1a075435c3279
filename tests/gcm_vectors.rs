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
