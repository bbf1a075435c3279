//! `--key-setup`: an AES-GCM key made from its bytes and dropped, per call, for aes-engine (its
//! default backend), ring (`LessSafeKey`), aws-lc-rs (`LessSafeKey`), RustCrypto `aes-gcm` and
//! OpenSSL (a `Crypter` set up for encryption with a 12-byte nonce, its nearest equivalent): what
//! a protocol pays per session key. Nanoseconds a key (best of many rounds of batches, the five
//! in turn within each round) and the ratio of the best peer's time to aes-engine's. Then a
//! fresh key and one seal of 16 B, 1 KiB and 16 KiB (in place, detached tag), for aes-engine,
//! ring, aws-lc-rs and RustCrypto: a key used for one message, where the key setup and the first
//! message's own costs add up.

use std::hint::black_box;
use std::time::Instant;

/// Best time in ns of one call of each of `fs`, their batches interleaved.
fn interleaved(rounds: usize, fs: &mut [(&str, &mut dyn FnMut())]) -> Vec<f64> {
    let mut best = vec![f64::MAX; fs.len()];
    let iters = 2000;
    for _ in 0..rounds {
        for (i, (_, f)) in fs.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..iters {
                f();
            }
            best[i] = best[i].min(t.elapsed().as_secs_f64() * 1e9 / iters as f64);
        }
    }
    best
}

pub fn run(quick: bool) {
    let rounds = if quick { 50 } else { 400 };
    println!("aes-engine backend: {}", aes_engine::Backend::detect());
    println!(
        "{:<6} {:>11} {:>8} {:>9} {:>11} {:>8}   best peer / aes-engine",
        "key", "aes-engine", "ring", "aws-lc-rs", "rustcrypto", "openssl"
    );
    for bits in [128, 256] {
        let key = [0x42u8; 32];
        let key = &key[..bits / 8];
        let mut ours = || match bits {
            128 => drop(black_box(aes_engine::Aes128Gcm::new(black_box(key).try_into().unwrap()))),
            _ => drop(black_box(aes_engine::Aes256Gcm::new(black_box(key).try_into().unwrap()))),
        };
        let alg = if bits == 128 { &ring::aead::AES_128_GCM } else { &ring::aead::AES_256_GCM };
        let mut ring = || {
            let k = ring::aead::UnboundKey::new(alg, black_box(key)).unwrap();
            drop(black_box(ring::aead::LessSafeKey::new(k)));
        };
        let aws_alg = if bits == 128 { &aws_lc_rs::aead::AES_128_GCM } else { &aws_lc_rs::aead::AES_256_GCM };
        let mut aws = || {
            let k = aws_lc_rs::aead::UnboundKey::new(aws_alg, black_box(key)).unwrap();
            drop(black_box(aws_lc_rs::aead::LessSafeKey::new(k)));
        };
        let mut rc = || {
            use aes_gcm::KeyInit;
            match bits {
                128 => drop(black_box(aes_gcm::Aes128Gcm::new_from_slice(black_box(key)).unwrap())),
                _ => drop(black_box(aes_gcm::Aes256Gcm::new_from_slice(black_box(key)).unwrap())),
            }
        };
        let cipher =
            if bits == 128 { openssl::symm::Cipher::aes_128_gcm() } else { openssl::symm::Cipher::aes_256_gcm() };
        let mut ossl = || {
            let c = openssl::symm::Crypter::new(cipher, openssl::symm::Mode::Encrypt, black_box(key), Some(&[7; 12]));
            drop(black_box(c.unwrap()));
        };
        let best = interleaved(
            rounds,
            &mut [
                ("aes-engine", &mut ours),
                ("ring", &mut ring),
                ("aws-lc-rs", &mut aws),
                ("rustcrypto", &mut rc),
                ("openssl", &mut ossl),
            ],
        );
        println!(
            "{:<6} {:>9.1}ns {:>6.1}ns {:>7.1}ns {:>9.1}ns {:>6.1}ns   {:.2}",
            format!("aes{bits}"),
            best[0],
            best[1],
            best[2],
            best[3],
            best[4],
            best[1..].iter().copied().fold(f64::MAX, f64::min) / best[0]
        );
    }
    println!("fresh key + seal, ns a message (best of rounds, interleaved)");
    println!(
        "{:<6} {:>7} {:>11} {:>9} {:>9} {:>11}   ring / aes-engine, aws-lc-rs / aes-engine",
        "key", "bytes", "aes-engine", "ring", "aws-lc-rs", "rustcrypto"
    );
    for bits in [128, 256] {
        for len in [16usize, 1024, 16384] {
            let key = [0x42u8; 32];
            let key = &key[..bits / 8];
            let mut buf = vec![0x5au8; len];
            let nonce = [7u8; 12];
            let mut ours = || match bits {
                128 => {
                    let g = aes_engine::Aes128Gcm::new(black_box(key).try_into().unwrap());
                    black_box(g.encrypt_in_place_detached(&nonce, b"", black_box(&mut buf)).unwrap());
                }
                _ => {
                    let g = aes_engine::Aes256Gcm::new(black_box(key).try_into().unwrap());
                    black_box(g.encrypt_in_place_detached(&nonce, b"", black_box(&mut buf)).unwrap());
                }
            };
            let mut buf2 = vec![0x5au8; len];
            let alg = if bits == 128 { &ring::aead::AES_128_GCM } else { &ring::aead::AES_256_GCM };
            let mut ring = || {
                let k = ring::aead::LessSafeKey::new(ring::aead::UnboundKey::new(alg, black_box(key)).unwrap());
                let n = ring::aead::Nonce::assume_unique_for_key(nonce);
                let _ = black_box(
                    k.seal_in_place_separate_tag(n, ring::aead::Aad::empty(), black_box(&mut buf2[..])).unwrap(),
                );
            };
            let mut buf4 = vec![0x5au8; len];
            let aws_alg = if bits == 128 { &aws_lc_rs::aead::AES_128_GCM } else { &aws_lc_rs::aead::AES_256_GCM };
            let mut aws = || {
                let k = aws_lc_rs::aead::LessSafeKey::new(
                    aws_lc_rs::aead::UnboundKey::new(aws_alg, black_box(key)).unwrap(),
                );
                let n = aws_lc_rs::aead::Nonce::assume_unique_for_key(nonce);
                let _ = black_box(
                    k.seal_in_place_separate_tag(n, aws_lc_rs::aead::Aad::empty(), black_box(&mut buf4[..])).unwrap(),
                );
            };
            let mut buf3 = vec![0x5au8; len];
            let mut rc = || {
                use aes_gcm::{AeadInPlace, KeyInit};
                let n = aes_gcm::Nonce::from_slice(&nonce);
                match bits {
                    128 => {
                        let g = aes_gcm::Aes128Gcm::new_from_slice(black_box(key)).unwrap();
                        black_box(g.encrypt_in_place_detached(n, b"", black_box(&mut buf3[..])).unwrap());
                    }
                    _ => {
                        let g = aes_gcm::Aes256Gcm::new_from_slice(black_box(key)).unwrap();
                        black_box(g.encrypt_in_place_detached(n, b"", black_box(&mut buf3[..])).unwrap());
                    }
                }
            };
            let best = interleaved(
                rounds / 4 + 1,
                &mut [("aes-engine", &mut ours), ("ring", &mut ring), ("aws-lc-rs", &mut aws), ("rustcrypto", &mut rc)],
            );
            println!(
                "{:<6} {:>7} {:>9.1}ns {:>7.1}ns {:>7.1}ns {:>9.1}ns   {:.2} {:.2}",
                format!("aes{bits}"),
                len,
                best[0],
                best[1],
                best[2],
                best[3],
                best[1] / best[0],
                best[2] / best[0]
            );
        }
    }
}
