//! CBC: every backend against the portable one — one-shot, in place, multi-buffer and the engines
//! with input-chosen chunking — and decryption of arbitrary bytes (both paddings): never a panic,
//! the same verdict and plaintext on every backend, a wiped buffer on bad padding.
#![no_main]

mod common;

use aes_engine::cbc::{self, Decryptor, Encryptor, Lane, Padding};
use aes_engine::{Crypter, Error};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

/// Runs an engine over `input` in `chunks`; returns the output and the `finish` result.
fn run_engine(e: &mut impl Crypter, input: &[u8], chunks: &[usize]) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    let mut at = 0;
    for &n in chunks {
        let mut buf = vec![0u8; e.update_len(n)];
        let w = e.update(&input[at..at + n], &mut buf);
        out.extend_from_slice(&buf[..w]);
        at += n;
    }
    let mut buf = vec![0u8; e.finish_len()];
    let w = e.finish(&mut buf)?;
    out.extend_from_slice(&buf[..w]);
    assert_eq!(e.finish(&mut buf), Err(Error::Finished));
    Ok(out)
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let iv: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    let padding = if u.arbitrary::<bool>().unwrap_or(true) { Padding::Pkcs7 } else { Padding::None };
    let Ok(msg) = var_bytes(&mut u, 1500) else { return };
    let chunks = chunking(&mut u, msg.len());
    // Arbitrary bytes as a ciphertext: a ragged tail is possible.
    let junk = u.take_rest().to_vec();
    let junk_chunks = chunking(&mut Unstructured::new(&junk), junk.len());
    with_key_type!(sel, K => {
        let all = backends();
        let reference = K::make(&key, all[0]);
        let want_ct = cbc::encrypt(&reference, &iv, padding, &msg);
        let want_junk = cbc::decrypt(&reference, &iv, padding, &junk);
        for &b in &all {
            let aes = K::make(&key, b);
            // Encryption.
            let ct = cbc::encrypt(&aes, &iv, padding, &msg);
            assert_eq!(ct, want_ct, "{b}: encrypt differs from soft");
            let engine_ct = run_engine(&mut Encryptor::new(&aes, &iv, padding), &msg, &chunks);
            assert_eq!(engine_ct, want_ct, "{b}: encryptor differs from one-shot");
            let Ok(ct) = ct else {
                assert!(padding == Padding::None && msg.len() % 16 != 0);
                continue;
            };
            // Decryption of the real ciphertext.
            assert_eq!(cbc::decrypt(&aes, &iv, padding, &ct).as_deref(), Ok(&msg[..]), "{b}: round trip");
            let ct_chunks = chunking(&mut Unstructured::new(&msg), ct.len());
            let pt = run_engine(&mut Decryptor::new(&aes, &iv, padding), &ct, &ct_chunks);
            assert_eq!(pt.as_deref(), Ok(&msg[..]), "{b}: decryptor round trip");
            // Decryption of arbitrary bytes.
            let got = cbc::decrypt(&aes, &iv, padding, &junk);
            assert_eq!(got, want_junk, "{b}: decrypt of arbitrary bytes differs from soft");
            let mut buf = junk.clone();
            match cbc::decrypt_in_place(&aes, &iv, padding, &mut buf) {
                Ok(n) => assert_eq!(Ok(&buf[..n]), want_junk.as_deref()),
                Err(Error::InvalidPadding) => {
                    assert!(buf.iter().all(|&x| x == 0), "{b}: bad padding left plaintext behind");
                    assert_eq!(want_junk, Err(Error::InvalidPadding));
                }
                Err(e) => {
                    assert_eq!(buf, junk, "{b}: argument error touched the buffer");
                    assert_eq!(want_junk, Err(e));
                }
            }
            let eng = run_engine(&mut Decryptor::new(&aes, &iv, padding), &junk, &junk_chunks);
            match (&eng, &want_junk) {
                (Ok(p), Ok(w)) => assert_eq!(p, w, "{b}: decryptor of arbitrary bytes"),
                (Err(e), Err(w)) => assert_eq!(e, w, "{b}: decryptor verdict"),
                _ => panic!("{b}: decryptor {eng:?} vs one-shot {want_junk:?}"),
            }
        }
        // Multi-buffer encryption against one message at a time.
        if padding == Padding::None {
            let whole = msg.len() / 16 * 16;
            let mut msgs: Vec<Vec<u8>> = msg[..whole].chunks(48).map(<[u8]>::to_vec).collect();
            let mut expect = msgs.clone();
            for (i, m) in expect.iter_mut().enumerate() {
                let n = m.len();
                cbc::encrypt_in_place(&reference, &[i as u8; 16], Padding::None, m, n).unwrap();
            }
            for &b in &all {
                let aes = K::make(&key, b);
                let mut got = msgs.clone();
                let mut lanes: Vec<Lane<'_>> =
                    got.iter_mut().enumerate().map(|(i, m)| Lane { iv: [i as u8; 16], data: m }).collect();
                cbc::encrypt_many(&aes, &mut lanes).unwrap();
                assert_eq!(got, expect, "{b}: encrypt_many differs");
            }
            msgs.clear();
        }
    });
});
