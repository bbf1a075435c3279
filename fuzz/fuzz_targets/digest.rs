//! Digests: for an input-chosen algorithm, the one-shot digest against an independent scalar
//! reference (`src/backend/hash/reference.rs`, from the standards: padding and length field
//! included), every hash backend that implements it against that (one-shot, and incremental over input-chosen `update`
//! splits), `digest_many` over a set of messages against one-by-one, HMAC against RFC 2104 built
//! on the reference (keys of any length, around the block length included), and `verify` for
//! every tag length: accepted from max(10, OUTPUT_LEN / 2) to OUTPUT_LEN, a length error outside
//! that, and one flipped bit never verifies.
#![no_main]

mod common;
// The crate's own test-only reference, as it is: it uses nothing of the crate (its constants are
// derived from their definitions), and what the fuzz target does not call is dead code here.
#[allow(dead_code)]
#[path = "../../src/backend/hash/reference.rs"]
mod hash_ref;

use aes_engine::Error;
use aes_engine::digest::{Digest, HashBackend, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fn check<H: Digest>(u: &mut Unstructured<'_>, reference: fn(&[u8]) -> Vec<u8>) {
    let Ok(msg) = var_bytes(u, 2000) else { return };
    let splits = chunking(u, msg.len());
    let key_fit = u.int_in_range(0..=7u8).unwrap_or(0);
    let want = H::digest(&msg);
    assert_eq!(want.as_ref(), reference(&msg), "digest of {} bytes differs from the reference", msg.len());
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

    // HMAC over the first message, keyed with the last one of the set (any length, 0 included;
    // sometimes stretched or cut to the block length or one byte either side of it).
    let mut key = msgs[msgs.len() - 1].clone();
    if let d @ 1..=3 = key_fit {
        key.resize(H::BLOCK_LEN + d as usize - 2, 0x6b);
    }
    let mut mac = Hmac::<H>::new(&key);
    mac.update(&msg);
    let tag = mac.finalize();
    let mut k0 = if key.len() > H::BLOCK_LEN { reference(&key) } else { key.clone() };
    k0.resize(H::BLOCK_LEN, 0);
    let pad = |x: u8| k0.iter().map(|k| k ^ x).collect::<Vec<u8>>();
    let inner = reference(&[pad(0x36), msg.clone()].concat());
    let want_mac = reference(&[pad(0x5c), inner].concat());
    assert_eq!(tag.as_ref(), want_mac, "HMAC with a {}-byte key differs from RFC 2104", key.len());
    let min = (H::OUTPUT_LEN / 2).max(10);
    for len in 0..=H::OUTPUT_LEN + 1 {
        let mut t = want_mac.clone();
        t.resize(len, 0);
        let mut m = Hmac::<H>::new(&key);
        m.update(&msg);
        let allowed = (min..=H::OUTPUT_LEN).contains(&len);
        let r = m.verify(&t);
        assert_eq!(r, if allowed { Ok(()) } else { Err(Error::InvalidTagLength) }, "HMAC verify, {len}-byte tag");
        if allowed {
            let bit = (usize::from(want_mac[len - 1]) * 31 + len) % (len * 8);
            t[bit / 8] ^= 1 << (bit % 8);
            let mut m = Hmac::<H>::new(&key);
            m.update(&msg);
            assert_eq!(m.verify(&t), Err(Error::AuthenticationFailed), "a tampered HMAC tag verified");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    match u.int_in_range(0..=5u8).unwrap_or(0) {
        0 => check::<Md5>(&mut u, hash_ref::md5_ref),
        1 => check::<Sha1>(&mut u, hash_ref::sha1_ref),
        2 => check::<Sha224>(&mut u, |m| hash_ref::sha256_ref(&hash_ref::SHA224_IV, m, 28)),
        3 => check::<Sha256>(&mut u, |m| hash_ref::sha256_ref(&hash_ref::SHA256_IV, m, 32)),
        4 => check::<Sha384>(&mut u, |m| hash_ref::sha512_ref(&hash_ref::SHA384_IV, m, 48)),
        _ => check::<Sha512>(&mut u, |m| hash_ref::sha512_ref(&hash_ref::SHA512_IV, m, 64)),
    }
});
