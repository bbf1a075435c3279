//! Decryption of arbitrary bytes: `Gcm::decrypt`, `decrypt_in_place_detached` and the decryptor on
//! input the fuzzer makes up never panic, agree with each other and across backends, and (with a
//! 16-byte tag: a chance forgery is 2^-128) never authenticate unless the reference does too
//! (the fuzzer can learn a tag from the reference's comparison); every verdict and plaintext is the
//! independent reference's (`reference.rs`), whatever the tag length. For a third of the inputs
//! the last `tag_len` bytes are replaced by the reference's tag over the rest, so the arbitrary
//! ciphertext, AAD and nonce are authentic (and must open to the reference's plaintext), and for
//! another third by that tag with one bit flipped. A failed open leaves the caller's
//! buffer wiped (detached form) or untouched (the engine's output).
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
    let Ok(nonce) = var_bytes(&mut u, 40) else { return };
    let Ok(aad) = var_bytes(&mut u, 64) else { return };
    let forge = u.arbitrary::<u8>().unwrap_or(0);
    let mut sealed = u.take_rest().to_vec();
    with_key_type!(sel, K => {
        let soft = K::make(&key, aes_engine::Backend::Soft);
        if forge % 3 != 0 && sealed.len() >= tag_len && !nonce.is_empty() {
            let ct_len = sealed.len() - tag_len;
            let (_, mut tag) = reference::gcm(&soft, &nonce, &aad, &sealed[..ct_len], tag_len, false);
            if forge % 3 == 2 {
                let bit = forge as usize % (tag_len * 8);
                tag[bit / 8] ^= 1 << (bit % 8);
            }
            sealed[ct_len..].copy_from_slice(&tag);
        }
        let want = reference::gcm_open(&soft, &nonce, &aad, &sealed, tag_len);
        for b in backends() {
            let gcm = Gcm::from_cipher(K::make(&key, b)).with_tag_len(tag_len).unwrap();
            let one_shot = gcm.decrypt(&nonce, &aad, &sealed);
            if tag_len == 16 && forge % 3 == 0 {
                // A chance forgery is 2^-128, but libFuzzer's compare tracing can read the tag the
                // reference computes out of its comparison and write it into the input (one such
                // input: 17 bytes of ciphertext and the right tag, found in ~460,000 runs), which
                // makes the bytes authentic. So: authenticated only if the reference says so too.
                assert!(one_shot.is_err() || want.is_ok(), "{b}: arbitrary bytes authenticated");
            }
            // Detached, on the same split (when there is one).
            if sealed.len() >= tag_len {
                let (ct, t) = sealed.split_at(sealed.len() - tag_len);
                let mut buf = ct.to_vec();
                let r = gcm.decrypt_in_place_detached(&nonce, &aad, &mut buf, t);
                match (&r, &one_shot) {
                    (Ok(()), Ok(p)) => assert_eq!(&buf, p),
                    (Err(Error::AuthenticationFailed), Err(Error::AuthenticationFailed)) => {
                        assert!(buf.iter().all(|&x| x == 0), "{b}: plaintext left behind")
                    }
                    (Err(e), Err(w)) => {
                        assert_eq!(e, w);
                        assert_eq!(buf, ct, "{b}: argument error touched the buffer");
                    }
                    _ => panic!("{b}: detached {r:?} vs one-shot {one_shot:?}"),
                }
            } else {
                // Too short for a tag: the length is checked before the nonce.
                assert_eq!(one_shot, Err(Error::InvalidLength));
            }
            // The engine.
            match gcm.decryptor(&nonce, &aad) {
                Err(e) => assert!(e == Error::InvalidNonce && nonce.is_empty(), "{b}: decryptor: {e:?}"),
                Ok(mut dec) => {
                    for c in sealed.chunks(7) {
                        assert_eq!(dec.update(c, &mut []), 0);
                    }
                    let mut o = vec![0x5au8; dec.finish_len()];
                    let r = dec.finish(&mut o);
                    match (&r, &one_shot) {
                        (Ok(n), Ok(p)) => assert_eq!(&o[..*n], &p[..]),
                        (Err(e), Err(w)) => {
                            assert_eq!(e, w);
                            // `finish` decrypts into `o` as it checks the tag and wipes it
                            // on a mismatch: untouched or zeroed, never plaintext.
                            assert!(o.iter().all(|&x| x == 0x5a || x == 0), "{b}: decryptor left data on failure");
                        }
                        _ => panic!("{b}: decryptor {r:?} vs one-shot {one_shot:?}"),
                    }
                }
            }
            assert_eq!(one_shot, want, "{b}: not the reference's verdict");
        }
    });
});
