//! NIST CAVP AESAVS ECB vectors (GFSbox, KeySbox, VarKey, VarTxt, MMT, MCT; all key sizes),
//! both directions, on every available backend. The validation itself lives in
//! `common::nist` (shared with `examples/report.rs`).

mod common;

use common::{backends, nist};

#[test]
fn ecb_vectors_on_every_backend() {
    for backend in backends() {
        match nist::ecb(backend) {
            Ok(cases) => {
                println!("AES ECB NIST vectors: {cases} cases passed on backend {backend}");
                assert!(cases > 0, "no ECB case ran on {backend}");
            }
            Err(e) => panic!("AES ECB NIST vectors failed on backend {backend}: {e}"),
        }
    }
}
