//! CBC: every backend against an independent reference (`reference.rs`: the chaining and the
//! PKCS#7 check over single blocks) — one-shot, in place, multi-buffer and the engines with
//! input-chosen chunking — and decryption of arbitrary bytes (both paddings): never a panic, the
//! reference's verdict and plaintext on every backend, a wiped buffer on bad padding. For some
//! inputs the arbitrary bytes are a ciphertext whose last block decrypts to a chosen ending, so
//! that almost-valid paddings (a wrong count, one wrong byte, a zero) are tried as often as
//! valid ones.
#![no_main]

mod common;
mod reference;

use aes_engine::cbc::{self, Decryptor, Encryptor, Lane, Padding};
use aes_engine::{BlockCipher, Crypter, Error};
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
    let forge = u.arbitrary::<u8>().unwrap_or(0);
    let mut junk = u.take_rest().to_vec();
    let junk_chunks = chunking(&mut Unstructured::new(&junk), junk.len());
    with_key_type!(sel, K => {
        let all = backends();
        let reference = K::make(&key, all[0]);
        let pkcs7 = padding == Padding::Pkcs7;
        if forge % 2 == 1 && junk.len() >= 16 && junk.len() % 16 == 0 {
            // Make the last plaintext block end in `p` bytes of `p` (p = 0..=16), then spoil it
            // one way or none: what a padding-oracle attacker sends.
            let n = junk.len();
            let p = (forge >> 1) % 17;
            let mut want_last: [u8; 16] = junk[n - 16..].try_into().unwrap();
            want_last[16 - p as usize..].fill(p);
            match forge >> 6 {
                1 => want_last[15 - (forge as usize >> 1) % p.max(1) as usize] ^= 1 << (forge % 8),
                2 => want_last[15] = p.wrapping_add(1),
                _ => {}
            }
            let prev: [u8; 16] = if n > 16 { junk[n - 32..n - 16].try_into().unwrap() } else { iv };
            let mut c: [u8; 16] = std::array::from_fn(|i| want_last[i] ^ prev[i]);
            reference.encrypt_block(&mut c);
            junk[n - 16..].copy_from_slice(&c);
        }
        let want_ct = reference::cbc_encrypt(&reference, &iv, pkcs7, &msg);
        let want_junk = reference::cbc_decrypt(&reference, &iv, pkcs7, &junk);
        for &b in &all {
            let aes = K::make(&key, b);
            // Encryption.
            let ct = cbc::encrypt(&aes, &iv, padding, &msg);
            assert_eq!(ct, want_ct, "{b}: encrypt differs from the reference");
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
            assert_eq!(got, want_junk, "{b}: decrypt of arbitrary bytes differs from the reference");
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
