//! AES-GCM-SIV: every backend against the portable one — one-shot and detached, AES-128 and
//! AES-256, messages up to 3000 bytes (past the 1 KiB chunks of the CTR and POLYVAL passes) —
//! plus tampering: flipping any bit of the nonce, AAD, ciphertext or tag is refused with
//! `AuthenticationFailed` and leaves no plaintext in the buffer.
#![no_main]

mod common;

use aes_engine::Error;
use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

macro_rules! run {
    ($siv:ident, $key:expr, $nonce:expr, $aad:expr, $msg:expr, $tamper:expr) => {{
        let key = $key.as_slice().try_into().unwrap();
        let (nonce, aad, msg): (&[u8; 12], &[u8], &[u8]) = ($nonce, $aad, $msg);
        let all = backends();
        let want = $siv::with_backend(key, all[0]).unwrap().encrypt(nonce, aad, msg).unwrap();
        let (place, index, mask): (usize, usize, u8) = $tamper;
        let (mut n2, mut a2, mut s2) = (*nonce, aad.to_vec(), want.clone());
        match place {
            0 => n2[index % 12] ^= mask,
            1 if !a2.is_empty() => {
                let i = index % a2.len();
                a2[i] ^= mask;
            }
            _ => {
                let i = index % s2.len();
                s2[i] ^= mask;
            }
        }
        for &b in &all {
            let siv = $siv::with_backend(key, b).unwrap();
            assert_eq!(siv.encrypt(nonce, aad, msg).unwrap(), want, "{b}: seal differs from soft");
            let mut buf = msg.to_vec();
            let tag = siv.encrypt_in_place_detached(nonce, aad, &mut buf).unwrap();
            assert_eq!([&buf[..], &tag[..]].concat(), want, "{b}: detached seal differs");
            siv.decrypt_in_place_detached(nonce, aad, &mut buf, &tag).unwrap();
            assert_eq!(buf, msg, "{b}: detached open");
            assert_eq!(siv.decrypt(nonce, aad, &want).unwrap(), msg, "{b}: open");
            assert_eq!(siv.decrypt(&n2, &a2, &s2), Err(Error::AuthenticationFailed), "{b}: forgery accepted");
            let (ct, tag) = s2.split_at(msg.len());
            let mut buf = ct.to_vec();
            let got = siv.decrypt_in_place_detached(&n2, &a2, &mut buf, tag.try_into().unwrap());
            assert_eq!(got, Err(Error::AuthenticationFailed));
            assert!(buf.iter().all(|&x| x == 0), "{b}: plaintext left behind");
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let wide = u.arbitrary::<bool>().unwrap_or(false);
    let key = bytes(&mut u, if wide { 32 } else { 16 });
    let nonce: [u8; 12] = bytes(&mut u, 12).try_into().unwrap();
    let Ok(aad) = var_bytes(&mut u, 300) else { return };
    let Ok(msg) = var_bytes(&mut u, 3000) else { return };
    let place = u.choose_index(3).unwrap_or(2);
    let index: usize = u.arbitrary().unwrap_or(0);
    let mask = u.int_in_range(1..=255u8).unwrap_or(1);
    if wide {
        run!(Aes256GcmSiv, key, &nonce, &aad, &msg, (place, index, mask));
    } else {
        run!(Aes128GcmSiv, key, &nonce, &aad, &msg, (place, index, mask));
    }
});
