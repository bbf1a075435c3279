//! `--modes`, CCM rows: CCM-AES-128 (16-byte tag, 13-byte nonce, no AAD) seal and open of one
//! message (1 KiB, 16 KiB) per call: aes-engine `Ccm` on a key expanded once, OpenSSL's EVP CCM
//! (`CipherCtx` keyed once; per message only the nonce, the tag and the length are set: OpenSSL's
//! cheapest per-message path), and aes-engine CBC encryption of the same bytes (the CBC-MAC
//! chain alone: CCM's floor). The in-place open copies its ciphertext back per call; the CBC
//! column of the open rows copies the same bytes, OpenSSL's open writes to a second buffer.

use crate::modes::{interleaved, mbs};
use aes_engine::cbc::{self, Padding};
use aes_engine::{Aes128, ccm::Ccm};
use openssl::cipher::Cipher;
use openssl::cipher_ctx::CipherCtx;
use std::hint::black_box;

const NONCE: [u8; 13] = [3; 13];

pub fn rows(rounds: usize) {
    println!(
        "{:<12} {:>6} {:>11} {:>11} {:>11}   {:>9} {:>9}",
        "CCM-128", "size", "aes-engine", "openssl", "own CBC", "/openssl", "/CBC"
    );
    let key = [9u8; 16];
    let ccm = Ccm::new(Aes128::new(&key), 16, 13).unwrap();
    let aes = Aes128::new(&key);
    for len in [1024usize, 16384] {
        let pt = vec![0x5au8; len];
        // The sealed message, checked against OpenSSL's.
        let mut sealed = pt.clone();
        let tag = ccm.encrypt_in_place_detached(&NONCE, b"", &mut sealed).unwrap();
        let mut enc = CipherCtx::new().unwrap();
        enc.encrypt_init(Some(Cipher::aes_128_ccm()), None, None).unwrap();
        enc.set_iv_length(13).unwrap();
        enc.set_tag_length(16).unwrap();
        enc.encrypt_init(None, Some(&key), None).unwrap();
        let mut dec = CipherCtx::new().unwrap();
        dec.decrypt_init(Some(Cipher::aes_128_ccm()), None, None).unwrap();
        dec.set_iv_length(13).unwrap();
        dec.set_tag(tag.as_ref()).unwrap();
        dec.decrypt_init(None, Some(&key), None).unwrap();
        let mut out = vec![0u8; len + 16];
        let mut otag = [0u8; 16];
        let mut ossl_seal = |out: &mut [u8], otag: &mut [u8; 16]| {
            enc.encrypt_init(None, None, Some(&NONCE)).unwrap();
            enc.set_data_len(len).unwrap();
            let n = enc.cipher_update(&pt, Some(out)).unwrap();
            enc.cipher_final(&mut out[n..]).unwrap();
            enc.tag(otag).unwrap();
        };
        ossl_seal(&mut out, &mut otag);
        assert_eq!((&out[..len], &otag[..]), (&sealed[..], tag.as_ref()), "OpenSSL's CCM differs");
        let mut ossl_open = |out: &mut [u8]| {
            dec.decrypt_init(None, None, Some(&NONCE)).unwrap();
            dec.set_tag(tag.as_ref()).unwrap();
            dec.set_data_len(len).unwrap();
            dec.cipher_update(&sealed, Some(out)).unwrap();
        };
        ossl_open(&mut out);
        assert_eq!(&out[..len], &pt[..], "OpenSSL's CCM open");
        let (mut a, mut b) = (pt.clone(), pt.clone());
        let t = interleaved(
            rounds,
            &mut [
                &mut || {
                    black_box(ccm.encrypt_in_place_detached(&NONCE, b"", black_box(&mut a)).unwrap());
                },
                &mut || {
                    ossl_seal(black_box(&mut out), &mut otag);
                    black_box(&otag);
                },
                &mut || {
                    black_box(cbc::encrypt_in_place(&aes, &[1; 16], Padding::None, black_box(&mut b), len).unwrap());
                },
            ],
        );
        println!(
            "{:<12} {:>6} {:>6.0} MB/s {:>6.0} MB/s {:>6.0} MB/s   {:>8.2}x {:>8.2}x",
            "seal",
            len,
            mbs(len, t[0]),
            mbs(len, t[1]),
            mbs(len, t[2]),
            t[1] / t[0],
            t[2] / t[0]
        );
        let mut c = sealed.clone();
        let mut out = vec![0u8; len + 16];
        let t = interleaved(
            rounds,
            &mut [
                &mut || {
                    c.copy_from_slice(&sealed);
                    ccm.decrypt_in_place_detached(&NONCE, b"", black_box(&mut c), tag.as_ref()).unwrap();
                },
                &mut || {
                    ossl_open(black_box(&mut out));
                },
                &mut || {
                    // The same copy as the open above (an in-place open consumes its input).
                    b.copy_from_slice(&pt);
                    black_box(cbc::encrypt_in_place(&aes, &[1; 16], Padding::None, black_box(&mut b), len).unwrap());
                },
            ],
        );
        println!(
            "{:<12} {:>6} {:>6.0} MB/s {:>6.0} MB/s {:>6.0} MB/s   {:>8.2}x {:>8.2}x",
            "open",
            len,
            mbs(len, t[0]),
            mbs(len, t[1]),
            mbs(len, t[2]),
            t[1] / t[0],
            t[2] / t[0]
        );
    }
}
