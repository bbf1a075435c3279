//! `--key-setup`: an AES-GCM key made from its bytes and dropped, per call, for aes-engine (its
//! default backend), ring (`LessSafeKey`), RustCrypto `aes-gcm` and OpenSSL (a `Crypter` set up
//! for encryption with a 12-byte nonce, its nearest equivalent): what a protocol pays per session
//! key. Nanoseconds a key (best of many rounds of ~2 ms batches, the four in turn within each
//! round) and the ratio ring / aes-engine.

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
        "{:<6} {:>11} {:>8} {:>11} {:>8}   ring / aes-engine",
        "key", "aes-engine", "ring", "rustcrypto", "openssl"
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
            &mut [("aes-engine", &mut ours), ("ring", &mut ring), ("rustcrypto", &mut rc), ("openssl", &mut ossl)],
        );
        println!(
            "{:<6} {:>9.1}ns {:>6.1}ns {:>9.1}ns {:>6.1}ns   {:.2}",
            format!("aes{bits}"),
            best[0],
            best[1],
            best[2],
            best[3],
            best[1] / best[0]
        );
    }
}
