//! GCM: the portable backend against an independent bit-by-bit reference (`reference.rs`), every
//! other backend against the portable one — one-shot, detached and the engines with input-chosen
//! chunking, for any nonce length and every tag length, and for some inputs messages of 8 to 24
//! KiB (the decryptor's buffer grows past its first chunk) — plus tampering: flipping any bit of
//! the nonce, AAD, ciphertext or tag gives the reference's verdict (never authentic with a tag of
//! 12 bytes or more), and leaves no plaintext behind.
#![no_main]

mod common;
mod reference;

use aes_engine::{Crypter, Error, Gcm};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

const TAG_LENS: [usize; 7] = [16, 15, 14, 13, 12, 8, 4];

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let tag_len = TAG_LENS[u.choose_index(TAG_LENS.len()).unwrap_or(0)];
    let nonce = if u.arbitrary::<bool>().unwrap_or(true) {
        bytes(&mut u, 12)
    } else {
        let Ok(n) = var_bytes(&mut u, 80) else { return };
        n
    };
    let Ok(aad) = var_bytes(&mut u, 300) else { return };
    let Ok(mut msg) = var_bytes(&mut u, 1500) else { return };
    // Sometimes a long message: the multi-chunk paths of the decryptor's buffer.
    if let Ok(15) = u.int_in_range(0..=15u8) {
        let n = 8192 * (1 + msg.len() % 3) - 40 + msg.len() % 97;
        msg = reference::long_message(n, &msg);
    }
    let chunks = chunking(&mut u, msg.len());
    // The tamper: where (0 nonce, 1 aad, 2 ct‖tag), at which index, which bits.
    let place = u.choose_index(3).unwrap_or(2);
    let index: usize = u.arbitrary().unwrap_or(0);
    let mask = u.int_in_range(1..=255u8).unwrap_or(1);
    with_key_type!(sel, K => {
        let all = backends();
        let reference = Gcm::from_cipher(K::make(&key, all[0])).with_tag_len(tag_len).unwrap();
        let want = reference.encrypt(&nonce, &aad, &msg);
        if nonce.is_empty() {
            assert_eq!(want, Err(Error::InvalidNonce));
            return;
        }
        let want = want.unwrap();
        let soft = K::make(&key, all[0]);
        assert_eq!(want, reference::gcm_seal(&soft, &nonce, &aad, &msg, tag_len), "soft seal differs from the reference");
        // The tamper: one place changed, and the reference's verdict on it.
        let (mut n2, mut a2, mut s2) = (nonce.clone(), aad.clone(), want.clone());
        let target = match place {
            0 => &mut n2,
            1 if !a2.is_empty() => &mut a2,
            _ => &mut s2,
        };
        let i = index % target.len();
        target[i] ^= mask;
        let want_forged = reference::gcm_open(&soft, &n2, &a2, &s2, tag_len);
        for &b in &all {
            let gcm = Gcm::from_cipher(K::make(&key, b)).with_tag_len(tag_len).unwrap();
            // Seal three ways.
            assert_eq!(gcm.encrypt(&nonce, &aad, &msg).unwrap(), want, "{b}: seal differs from soft");
            let mut buf = msg.clone();
            let tag = gcm.encrypt_in_place_detached(&nonce, &aad, &mut buf).unwrap();
            assert_eq!([&buf[..], tag.as_ref()].concat(), want, "{b}: detached seal differs");
            let mut enc = gcm.encryptor(&nonce, &aad).unwrap();
            let mut out = Vec::new();
            let mut at = 0;
            for &n in &chunks {
                let mut o = vec![0u8; enc.update_len(n)];
                let w = enc.update(&msg[at..at + n], &mut o);
                out.extend_from_slice(&o[..w]);
                at += n;
            }
            let mut o = vec![0u8; enc.finish_len()];
            let w = enc.finish(&mut o).unwrap();
            out.extend_from_slice(&o[..w]);
            assert_eq!(out, want, "{b}: encryptor differs");
            // Open three ways.
            assert_eq!(gcm.decrypt(&nonce, &aad, &want).unwrap(), msg, "{b}: open");
            let (ct, t) = want.split_at(msg.len());
            let mut buf = ct.to_vec();
            gcm.decrypt_in_place_detached(&nonce, &aad, &mut buf, t).unwrap();
            assert_eq!(buf, msg, "{b}: detached open");
            let mut dec = gcm.decryptor(&nonce, &aad).unwrap();
            let mut at = 0;
            for n in chunking(&mut Unstructured::new(&msg), want.len()) {
                assert_eq!(dec.update(&want[at..at + n], &mut []), 0, "{b}: decryptor released data early");
                at += n;
            }
            assert_eq!(dec.finish_to_vec().unwrap(), msg, "{b}: decryptor open");
            let mut dec = gcm.decryptor(&nonce, &aad).unwrap();
            for c in want.chunks(chunks.first().map_or(1, |&n| n.max(1))) {
                dec.update(c, &mut []);
            }
            let mut o = vec![0u8; dec.finish_len()];
            assert_eq!(dec.finish(&mut o), Ok(msg.len()), "{b}: decryptor finish");
            assert_eq!(o, msg, "{b}: decryptor finish output");
            // Tamper one place and open again: the reference's verdict (a 4- or 8-byte tag is
            // forged by chance with probability 2^-32 / 2^-64; never authentic for 12 bytes or
            // more), nothing left behind.
            let forged = gcm.decrypt(&n2, &a2, &s2);
            assert_eq!(forged, want_forged, "{b}: tampered: not the reference's verdict");
            if tag_len >= 12 {
                assert_eq!(forged, Err(Error::AuthenticationFailed), "{b}: tampered input authenticated");
                let (ct, t) = s2.split_at(msg.len());
                let mut buf = ct.to_vec();
                let r = gcm.decrypt_in_place_detached(&n2, &a2, &mut buf, t);
                assert_eq!(r, Err(Error::AuthenticationFailed));
                assert!(buf.iter().all(|&x| x == 0), "{b}: plaintext left after a failed open");
                let mut dec = gcm.decryptor(&n2, &a2).unwrap();
                dec.update(&s2, &mut []);
                let mut o = vec![0xa5u8; dec.finish_len()];
                assert_eq!(dec.finish(&mut o), Err(Error::AuthenticationFailed));
                // `finish` decrypts into `o` as it checks the tag and wipes it on a mismatch:
                // untouched or zeroed, never plaintext.
                assert!(o.iter().all(|&x| x == 0xa5 || x == 0), "{b}: decryptor left data on failure");
            }
        }
    });
});
