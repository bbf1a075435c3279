//! Digests: for an input-chosen algorithm, every hash backend that implements it against the
//! portable one (one-shot, and incremental over input-chosen `update` splits), `digest_many` over a
//! set of messages against one-by-one, and HMAC `verify` against `finalize` (every allowed
//! truncation verifies; one flipped bit never does).
#![no_main]

mod common;

use aes_engine::digest::{Digest, HashBackend, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fn check<H: Digest>(u: &mut Unstructured<'_>) {
    let Ok(msg) = var_bytes(u, 2000) else { return };
    let splits = chunking(u, msg.len());
    let want = H::digest(&msg);
    for b in HashBackend::available() {
        let Ok(mut h) = H::with_backend(b) else { continue };
        let mut at = 0;
        for n in &splits {
            h.update(&msg[at..at + n]);
            at += n;
        }
        let mut again = h.clone();
        let got = h.finalize_reset();
        assert_eq!(got.as_ref(), want.as_ref(), "{}: incremental digest differs", b.name());
        again.reset();
        again.update(&msg);
        assert_eq!(again.finalize().as_ref(), want.as_ref(), "{}: digest after reset differs", b.name());
        h.update(&msg);
        assert_eq!(h.finalize().as_ref(), want.as_ref(), "{}: digest after finalize_reset differs", b.name());
    }

    // digest_many: a few messages cut from the input (lengths chosen by it) = one by one.
    let mut msgs = vec![msg.clone()];
    while msgs.len() < 20 {
        let Ok(m) = var_bytes(u, 300) else { break };
        msgs.push(m);
    }
    let inputs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
    let mut out = vec![H::digest(b""); inputs.len()];
    H::digest_many(&inputs, &mut out).unwrap();
    for (m, o) in inputs.iter().zip(&out) {
        assert_eq!(o.as_ref(), H::digest(m).as_ref(), "digest_many differs for a {}-byte message", m.len());
    }
    let mut short = vec![H::digest(b""); inputs.len() + 1];
    assert!(H::digest_many(&inputs, &mut short).is_err(), "digest_many accepted a wrong output count");

    // HMAC over the first message, keyed with the last one of the set (any length, 0 included).
    let key = &msgs[msgs.len() - 1];
    let mut mac = Hmac::<H>::new(key);
    mac.update(&msg);
    let tag = mac.finalize();
    let min = (H::OUTPUT_LEN / 2).max(10);
    for len in [min, H::OUTPUT_LEN] {
        let mut m = Hmac::<H>::new(key);
        m.update(&msg);
        assert!(m.verify(&tag.as_ref()[..len]).is_ok(), "HMAC tag of {len} bytes did not verify");
        let mut bad = tag.as_ref()[..len].to_vec();
        bad[len - 1] ^= 1;
        let mut m = Hmac::<H>::new(key);
        m.update(&msg);
        assert!(m.verify(&bad).is_err(), "a tampered HMAC tag verified");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    match u.int_in_range(0..=5u8).unwrap_or(0) {
        0 => check::<Md5>(&mut u),
        1 => check::<Sha1>(&mut u),
        2 => check::<Sha224>(&mut u),
        3 => check::<Sha256>(&mut u),
        4 => check::<Sha384>(&mut u),
        _ => check::<Sha512>(&mut u),
    }
});
