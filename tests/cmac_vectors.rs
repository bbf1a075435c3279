//! CMAC on every backend: the SP 800-38B examples (AES-128/192/256), RFC 4493 §4, the ACVP sample
//! set CMAC-AES-1.0 (generation with truncated tags, verification incl. the cases that must be
//! rejected), a differential test against RustCrypto's `cmac` over lengths around every block
//! and chunk boundary and over split points, and `cmac_many` against one message at a time.

#[macro_use]
mod common;

use aes_engine::cmac::{self, Cmac};
use aes_engine::{Aes128, Aes192, Aes256, Error};
use common::acvp::{bytes, json, n, s};
use common::{backends, hex, parse_rsp, vectors_dir};

#[test]
fn sp800_38b_examples() {
    for b in backends() {
        let mut ran = 0;
        for name in ["nist-800-38b-aes128.txt", "nist-800-38b-aes192.txt", "nist-800-38b-aes256.txt"] {
            for r in parse_rsp(&vectors_dir().join("nist-modes/CMAC").join(name)) {
                let (key, msg, want) = (r.hex("KEY"), r.hex("MESSAGE"), r.hex("OUTPUT"));
                with_cipher!(key, b, |aes| {
                    assert_eq!(cmac::mac(&aes, &msg)[..], want[..], "{b} {name} {r:?}");
                    assert_eq!(Cmac::new(&aes).chain(&msg).verify(&want), Ok(()));
                });
                ran += 1;
            }
        }
        assert_eq!(ran, 12, "{b}");
    }
}

/// RFC 4493 §4: the four AES-128 examples, the message fed in every two-piece split.
#[test]
fn rfc4493_examples() {
    let key = hex("2b7e151628aed2a6abf7158809cf4f3c");
    let msg = hex(concat!(
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51",
        "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"
    ));
    let cases = [
        (0, "bb1d6929e95937287fa37d129b756746"),
        (16, "070a16b46b4d4144f79bdd9dd04a287c"),
        (40, "dfa66747de9ae63030ca32611497c827"),
        (64, "51f0bebf7e3b9d92fc49741779363cfe"),
    ];
    for b in backends() {
        let aes = Aes128::with_backend(&key.clone().try_into().unwrap(), b).unwrap();
        for (len, tag) in cases {
            for split in 0..=len {
                let mut mac = Cmac::new(&aes);
                mac.update(&msg[..split]);
                mac.update(&msg[split..len]);
                assert_eq!(mac.finalize()[..], hex(tag)[..], "{b} len {len} split {split}");
            }
        }
    }
}

/// CMAC-AES-1.0: `gen` groups give the tag truncated to `macLen` bits; `ver` groups give a tag
/// that must verify unless `testPassed` is false. All message and tag lengths are whole bytes.
#[test]
fn acvp_cmac_aes_1_0() {
    let set = json("acvp/CMAC-AES-1.0/internalProjection.json");
    for b in backends() {
        let (mut generated, mut accepted, mut rejected) = (0, 0, 0);
        for g in set["testGroups"].as_array().unwrap() {
            let (mac_len, msg_len) = (n(g, "macLen"), n(g, "msgLen"));
            assert!(mac_len.is_multiple_of(8) && msg_len.is_multiple_of(8));
            for t in g["tests"].as_array().unwrap() {
                let (key, msg, tag) = (hex(s(t, "key")), hex(s(t, "message")), hex(s(t, "mac")));
                assert_eq!((msg.len() * 8, tag.len() * 8), (msg_len, mac_len));
                with_cipher!(key, b, |aes| {
                    let mac = Cmac::new(&aes).chain(&msg);
                    if s(g, "direction") == "gen" {
                        assert_eq!(mac.finalize()[..tag.len()], tag[..], "{b} tcId {}", n(t, "tcId"));
                        generated += 1;
                    } else if t["testPassed"].as_bool().unwrap() {
                        assert_eq!(mac.verify(&tag), Ok(()), "{b} tcId {}", n(t, "tcId"));
                        accepted += 1;
                    } else {
                        assert_eq!(mac.verify(&tag), Err(Error::AuthenticationFailed), "{b} tcId {}", n(t, "tcId"));
                        rejected += 1;
                    }
                });
            }
        }
        assert_eq!((generated, accepted, rejected), (216, 405, 135), "{b}");
        println!("CMAC-AES-1.0: {generated} generated, {accepted} accepted, {rejected} rejected on {b}");
    }
}

/// Lengths around every block boundary up to 5 blocks and around the 16-block chunk.
fn lengths() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=80).collect();
    for blocks in [15, 16, 17, 31, 32, 33, 64, 100] {
        for d in [-1i64, 0, 1, 15] {
            v.push(((blocks * 16) as i64 + d) as usize);
        }
    }
    v
}

fn reference(key: &[u8], msg: &[u8]) -> Vec<u8> {
    use ::cmac::digest::{KeyInit, Mac};
    match key.len() {
        16 => {
            ::cmac::Cmac::<aes::Aes128>::new_from_slice(key).unwrap().chain_update(msg).finalize().into_bytes().to_vec()
        }
        24 => {
            ::cmac::Cmac::<aes::Aes192>::new_from_slice(key).unwrap().chain_update(msg).finalize().into_bytes().to_vec()
        }
        _ => {
            ::cmac::Cmac::<aes::Aes256>::new_from_slice(key).unwrap().chain_update(msg).finalize().into_bytes().to_vec()
        }
    }
}

#[test]
fn differential_against_rustcrypto_cmac() {
    for b in backends() {
        for key_len in [16, 24, 32] {
            for len in lengths() {
                let key = bytes(len as u64 * 5 + key_len as u64, key_len);
                let msg = bytes(len as u64 + 11, len);
                let want = reference(&key, &msg);
                with_cipher!(key, b, |aes| {
                    assert_eq!(cmac::mac(&aes, &msg)[..], want[..], "{b} key {key_len} len {len}");
                    // Fed in pieces of a length that crosses blocks unevenly.
                    let mut mac = Cmac::new(&aes);
                    for piece in msg.chunks(len % 23 + 1) {
                        mac.update(piece);
                    }
                    assert_eq!(mac.finalize()[..], want[..], "{b} key {key_len} len {len} in pieces");
                });
            }
        }
    }
}

#[test]
fn cmac_many_matches_one_by_one() {
    for b in backends() {
        let aes = Aes256::with_backend(&[0x33; 32], b).unwrap();
        // Mixed lengths (empty, partial, whole blocks, several chunks), more lanes than one group.
        for count in [0, 1, 7, 8, 9, 16, 17, 40, 64] {
            let messages: Vec<Vec<u8>> =
                (0..count).map(|i| bytes(i as u64, [0, 1, 15, 16, 17, 256, 257, 1024, 1000, 5000][i % 10])).collect();
            let mut tags = vec![[0u8; 16]; count];
            cmac::cmac_many(&aes, &messages, &mut tags).unwrap();
            for (i, (m, t)) in messages.iter().zip(&tags).enumerate() {
                assert_eq!(*t, cmac::mac(&aes, m), "{b} count {count} message {i}");
            }
        }
        let mut two = [[0u8; 16]; 2];
        assert_eq!(cmac::cmac_many(&aes, &[b"a"; 3], &mut two), Err(Error::InvalidLength));
        assert_eq!(two, [[0; 16]; 2]);
        let aes = Aes192::with_backend(&[0x34; 24], b).unwrap();
        let messages = vec![vec![1u8; 1024]; 64];
        let mut tags = [[0u8; 16]; 64];
        cmac::cmac_many(&aes, &messages, &mut tags).unwrap();
        assert!(tags.iter().all(|t| *t == cmac::mac(&aes, &messages[0])), "{b}");
    }
}

#[test]
fn verify_truncation_rule() {
    for b in backends() {
        let aes = Aes128::with_backend(&[9; 16], b).unwrap();
        let mac = Cmac::new(&aes).chain(b"message");
        let tag = mac.clone().finalize();
        for len in 0..=17 {
            let mut t = tag.to_vec();
            t.resize(len, 0);
            let want = if (8..=16).contains(&len) { Ok(()) } else { Err(Error::InvalidTagLength) };
            assert_eq!(mac.verify(&t), want, "{b} {len}-byte tag");
        }
    }
}
