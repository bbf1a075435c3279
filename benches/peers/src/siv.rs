//! `--siv` (and the end of `--modes`): AES-128-GCM-SIV and AES-256-GCM-SIV (RFC 8452) seal and
//! open of one message (16 B, 1 KiB, 16 KiB, no AAD) per call: aes-engine `GcmSiv` on a key-generating
//! key expanded once, aws-lc-rs (`aead::AES_128_GCM_SIV` / `AES_256_GCM_SIV` under a
//! `LessSafeKey`) and RustCrypto `aes-gcm-siv` (`AeadInOut`, its default backends), all in place.
//! Every call derives the per-message keys from the nonce, as the RFC does; the three sealed
//! messages are checked equal first.
//!
//! Open turns the buffer into plaintext, so each open call first copies the sealed message back,
//! the same copy for all three (not subtracted: at 16 KiB it is a few percent of an open).
//! Ratios are peer time / aes-engine time (above 1: aes-engine faster), within one run.

use crate::modes::{interleaved, mbs};
use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
use aes_gcm_siv::aead::{AeadInOut, KeyInit};
use aws_lc_rs::aead::{AES_128_GCM_SIV, AES_256_GCM_SIV, Aad, LessSafeKey, Nonce, UnboundKey};
use std::hint::black_box;

const NONCE: [u8; 12] = [5; 12];

/// aes-engine, AES-128 or AES-256.
enum Ours {
    A128(Aes128GcmSiv),
    A256(Aes256GcmSiv),
}

impl Ours {
    fn seal(&self, buf: &mut [u8]) -> [u8; 16] {
        match self {
            Ours::A128(g) => g.encrypt_in_place_detached(&NONCE, b"", buf),
            Ours::A256(g) => g.encrypt_in_place_detached(&NONCE, b"", buf),
        }
        .unwrap()
    }

    fn open(&self, buf: &mut [u8], tag: &[u8; 16]) {
        match self {
            Ours::A128(g) => g.decrypt_in_place_detached(&NONCE, b"", buf, tag),
            Ours::A256(g) => g.decrypt_in_place_detached(&NONCE, b"", buf, tag),
        }
        .unwrap()
    }
}

/// RustCrypto `aes-gcm-siv`, AES-128 or AES-256.
enum RustCrypto {
    A128(aes_gcm_siv::Aes128GcmSiv),
    A256(aes_gcm_siv::Aes256GcmSiv),
}

impl RustCrypto {
    fn seal(&self, buf: &mut [u8]) -> [u8; 16] {
        let n = (&NONCE).into();
        match self {
            RustCrypto::A128(c) => c.encrypt_inout_detached(n, b"", buf.into()),
            RustCrypto::A256(c) => c.encrypt_inout_detached(n, b"", buf.into()),
        }
        .unwrap()
        .into()
    }

    fn open(&self, buf: &mut [u8], tag: &[u8; 16]) {
        let n = (&NONCE).into();
        match self {
            RustCrypto::A128(c) => c.decrypt_inout_detached(n, b"", buf.into(), tag.into()),
            RustCrypto::A256(c) => c.decrypt_inout_detached(n, b"", buf.into(), tag.into()),
        }
        .unwrap()
    }
}

pub fn rows(rounds: usize) {
    println!(
        "{:<14} {:>6} {:>11} {:>11} {:>11}   {:>9} {:>11}",
        "GCM-SIV", "size", "aes-engine", "aws-lc-rs", "rustcrypto", "/aws-lc", "/rustcrypto"
    );
    for bits in [128, 256] {
        let key: Vec<u8> = (0..bits / 8).map(|i| i as u8 ^ 0x3c).collect();
        let (ours, theirs, alg) = if bits == 128 {
            (
                Ours::A128(Aes128GcmSiv::new(key[..].try_into().unwrap())),
                RustCrypto::A128(aes_gcm_siv::Aes128GcmSiv::new_from_slice(&key).unwrap()),
                &AES_128_GCM_SIV,
            )
        } else {
            (
                Ours::A256(Aes256GcmSiv::new(key[..].try_into().unwrap())),
                RustCrypto::A256(aes_gcm_siv::Aes256GcmSiv::new_from_slice(&key).unwrap()),
                &AES_256_GCM_SIV,
            )
        };
        let aws = LessSafeKey::new(UnboundKey::new(alg, &key).unwrap());
        let aws_seal = |buf: &mut [u8]| -> [u8; 16] {
            let tag = aws.seal_in_place_separate_tag(Nonce::assume_unique_for_key(NONCE), Aad::empty(), buf).unwrap();
            tag.as_ref().try_into().unwrap()
        };
        for len in [16usize, 1024, 16384] {
            let pt = vec![0x5au8; len];
            // The sealed message (ciphertext ‖ tag), the same from all three.
            let (mut a, mut b, mut c) = (pt.clone(), pt.clone(), pt.clone());
            let tag = ours.seal(&mut a);
            assert_eq!((aws_seal(&mut b), &b), (tag, &a), "aws-lc-rs's GCM-SIV differs");
            assert_eq!((theirs.seal(&mut c), &c), (tag, &a), "RustCrypto's GCM-SIV differs");
            let sealed = [&a[..], &tag[..]].concat();
            let label = format!("{bits} seal");
            let t = interleaved(
                rounds,
                &mut [
                    &mut || {
                        black_box(ours.seal(black_box(&mut a)));
                    },
                    &mut || {
                        black_box(aws_seal(black_box(&mut b)));
                    },
                    &mut || {
                        black_box(theirs.seal(black_box(&mut c)));
                    },
                ],
            );
            print_row(&label, len, &t);
            let (mut a, mut b, mut c) = (sealed.clone(), sealed.clone(), sealed.clone());
            let t = interleaved(
                rounds,
                &mut [
                    &mut || {
                        a.copy_from_slice(&sealed);
                        ours.open(black_box(&mut a[..len]), &tag);
                    },
                    &mut || {
                        b.copy_from_slice(&sealed);
                        aws.open_in_place(Nonce::assume_unique_for_key(NONCE), Aad::empty(), black_box(&mut b))
                            .unwrap();
                    },
                    &mut || {
                        c.copy_from_slice(&sealed);
                        theirs.open(black_box(&mut c[..len]), &tag);
                    },
                ],
            );
            print_row(&format!("{bits} open"), len, &t);
        }
    }
}

fn print_row(label: &str, len: usize, t: &[f64]) {
    println!(
        "{:<14} {:>6} {:>6.0} MB/s {:>6.0} MB/s {:>6.0} MB/s   {:>8.2}x {:>10.2}x",
        label,
        len,
        mbs(len, t[0]),
        mbs(len, t[1]),
        mbs(len, t[2]),
        t[1] / t[0],
        t[2] / t[0]
    );
}
