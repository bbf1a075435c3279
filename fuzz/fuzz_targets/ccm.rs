//! CCM: every backend against the portable one — one-shot and detached, every key size, every tag
//! length (4..=16, even) and nonce length (7..=13), messages up to 3000 bytes (past the 32-block
//! chunks of the interleaved MAC and CTR) — plus tampering: flipping any bit of the nonce, AAD,
//! ciphertext or tag is refused with `AuthenticationFailed` (tags of 8 bytes or more) and a
//! refusal leaves no plaintext in the buffer.
#![no_main]

mod common;

use aes_engine::Error;
use aes_engine::ccm::Ccm;
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let tag_len = 4 + 2 * u.choose_index(7).unwrap_or(6);
    let nonce_len = 7 + u.choose_index(7).unwrap_or(6);
    let nonce = bytes(&mut u, nonce_len);
    let Ok(aad) = var_bytes(&mut u, 300) else { return };
    let Ok(msg) = var_bytes(&mut u, 3000) else { return };
    let place = u.choose_index(3).unwrap_or(2);
    let index: usize = u.arbitrary().unwrap_or(0);
    let mask = u.int_in_range(1..=255u8).unwrap_or(1);
    with_key_type!(sel, K => {
        let all = backends();
        let soft = Ccm::new(K::make(&key, all[0]), tag_len, nonce_len).unwrap();
        let sealed = soft.encrypt(&nonce, &aad, &msg);
        if msg.len() as u64 > soft.max_payload_len() {
            assert_eq!(sealed, Err(Error::MessageTooLong));
            return;
        }
        let want = sealed.unwrap();
        let (mut n2, mut a2, mut s2) = (nonce.clone(), aad.clone(), want.clone());
        let target = match place {
            0 => &mut n2,
            1 if !a2.is_empty() => &mut a2,
            _ => &mut s2,
        };
        let i = index % target.len();
        target[i] ^= mask;
        for &b in &all {
            let ccm = Ccm::new(K::make(&key, b), tag_len, nonce_len).unwrap();
            assert_eq!(ccm.encrypt(&nonce, &aad, &msg).unwrap(), want, "{b}: seal differs from soft");
            let mut buf = msg.clone();
            let tag = ccm.encrypt_in_place_detached(&nonce, &aad, &mut buf).unwrap();
            assert_eq!([&buf[..], tag.as_ref()].concat(), want, "{b}: detached seal differs");
            ccm.decrypt_in_place_detached(&nonce, &aad, &mut buf, tag.as_ref()).unwrap();
            assert_eq!(buf, msg, "{b}: detached open");
            assert_eq!(ccm.decrypt(&nonce, &aad, &want).unwrap(), msg, "{b}: open");
            // A 4- or 6-byte tag is forged by chance once in 2^32 or 2^48 tries: over a long run
            // that can happen, so only tags of 8 bytes or more must always refuse.
            let forged = ccm.decrypt(&n2, &a2, &s2);
            if tag_len >= 8 {
                assert_eq!(forged, Err(Error::AuthenticationFailed), "{b}: forgery accepted");
            }
            let (ct, tag) = s2.split_at(msg.len());
            let mut buf = ct.to_vec();
            if ccm.decrypt_in_place_detached(&n2, &a2, &mut buf, tag).is_err() {
                assert!(buf.iter().all(|&x| x == 0), "{b}: plaintext left behind");
            }
        }
    });
});
