//! Every official digest vector on every hash backend that implements the algorithm: NIST SHAVS
//! (ShortMsg, LongMsg, Monte) for SHA-1/224/256/384/512, RFC 1321 for MD5, RFC 2202 and RFC 4231
//! for HMAC, single-stream and through `digest_many`. The validation lives in `common::shs`
//! (shared with the report). `--nocapture` prints the counts per backend.

mod common;

use common::shs::{FAMILIES, hash_backends};

#[test]
fn digest_vectors_on_every_backend() {
    let mut failures = Vec::new();
    for b in hash_backends() {
        let mut total = 0;
        for fam in &FAMILIES {
            match (fam.run)(b) {
                None => println!("{:<14} {b:<7} not implemented on this backend", fam.name),
                Some(Ok(n)) => {
                    println!("{:<14} {b:<7} {n:>6} cases passed ({})", fam.name, fam.what);
                    assert!(n > 0);
                    total += n;
                }
                Some(Err(e)) => failures.push(format!("{} on {b}: {e}", fam.name)),
            }
        }
        println!("digest vectors: {total} cases passed on hash backend {b}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
