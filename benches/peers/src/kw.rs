//! `--kw`: AES key wrap of a 32-byte key (KW and KWP, wrap and unwrap) under an AES-128 and an
//! AES-256 KEK already set up: aes-engine's `kw` against OpenSSL's `AES_wrap_key`/`AES_unwrap_key`
//! (the low-level RFC 3394 functions on an expanded `AES_KEY`, KW only) and its EVP
//! `aes-*-wrap`/`aes-*-wrap-pad` ciphers (one context keyed once, re-initialised without a key for
//! each message). Nanoseconds a call (best of many ~2 ms batches, the contenders in turn within
//! each round) and the ratio OpenSSL / aes-engine (above 1: aes-engine is faster).

use aes_engine::{Aes128, Aes256, BlockCipher, kw};
use openssl::cipher::{Cipher, CipherRef};
use openssl::cipher_ctx::{CipherCtx, CipherCtxFlags};
use std::hint::black_box;
use std::time::Instant;

/// Best time in ns of one call of each of `fs`, their batches interleaved.
fn interleaved(rounds: usize, fs: &mut [&mut dyn FnMut()]) -> Vec<f64> {
    let mut best = vec![f64::MAX; fs.len()];
    let iters = 4000;
    for _ in 0..rounds {
        for (i, f) in fs.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..iters {
                f();
            }
            best[i] = best[i].min(t.elapsed().as_secs_f64() * 1e9 / iters as f64);
        }
    }
    best
}

/// An EVP wrap context keyed once; each call re-initialises it (no key) and runs one message.
fn evp(cipher: &CipherRef, key: &[u8], encrypt: bool) -> CipherCtx {
    let mut ctx = CipherCtx::new().unwrap();
    ctx.set_flags(CipherCtxFlags::FLAG_WRAP_ALLOW);
    if encrypt {
        ctx.encrypt_init(Some(cipher), Some(key), None).unwrap();
    } else {
        ctx.decrypt_init(Some(cipher), Some(key), None).unwrap();
    }
    ctx
}

fn evp_run(ctx: &mut CipherCtx, encrypt: bool, input: &[u8], out: &mut [u8]) -> usize {
    if encrypt {
        ctx.encrypt_init(None, None, None).unwrap();
    } else {
        ctx.decrypt_init(None, None, None).unwrap();
    }
    let n = ctx.cipher_update(input, Some(out)).unwrap();
    n + ctx.cipher_final(&mut out[n..]).unwrap()
}

fn one<C: BlockCipher>(name: &str, kek: &C, key: &[u8], rounds: usize, evp_kw: &CipherRef, evp_kwp: &CipherRef) {
    let data = [0x5au8; 32];
    let wrapped = kw::wrap(kek, &data).unwrap();
    let wrapped_pad = kw::wrap_pad(kek, &data).unwrap();
    let enc = openssl::aes::AesKey::new_encrypt(key).unwrap();
    let dec = openssl::aes::AesKey::new_decrypt(key).unwrap();
    let mut out = [0u8; 64];
    let mut ctxs = [evp(evp_kw, key, true), evp(evp_kw, key, false), evp(evp_kwp, key, true), evp(evp_kwp, key, false)];
    // The contenders agree before they are timed.
    assert_eq!(evp_run(&mut ctxs[0], true, &data, &mut out), 40);
    assert_eq!(out[..40], wrapped[..]);
    assert_eq!(evp_run(&mut ctxs[2], true, &data, &mut out), 40);
    assert_eq!(out[..40], wrapped_pad[..]);
    assert_eq!(openssl::aes::wrap_key(&enc, None, &mut out[..40], &data).unwrap(), 40);
    assert_eq!(out[..40], wrapped[..]);

    let [kw_e, kw_d, kwp_e, kwp_d] = &mut ctxs;
    let rows: [(&str, [f64; 3]); 4] = [
        ("KW wrap", {
            let b = interleaved(
                rounds,
                &mut [
                    &mut || drop(black_box(kw::wrap(kek, black_box(&data)).unwrap())),
                    &mut || drop(black_box(openssl::aes::wrap_key(&enc, None, &mut out[..40], black_box(&data)))),
                    &mut || {
                        black_box(evp_run(kw_e, true, black_box(&data), &mut [0u8; 64]));
                    },
                ],
            );
            [b[0], b[1], b[2]]
        }),
        ("KW unwrap", {
            let b = interleaved(
                rounds,
                &mut [
                    &mut || drop(black_box(kw::unwrap(kek, black_box(&wrapped)).unwrap())),
                    &mut || drop(black_box(openssl::aes::unwrap_key(&dec, None, &mut [0u8; 32], black_box(&wrapped)))),
                    &mut || {
                        black_box(evp_run(kw_d, false, black_box(&wrapped), &mut [0u8; 64]));
                    },
                ],
            );
            [b[0], b[1], b[2]]
        }),
        ("KWP wrap", {
            let b = interleaved(
                rounds,
                &mut [&mut || drop(black_box(kw::wrap_pad(kek, black_box(&data)).unwrap())), &mut || {
                    black_box(evp_run(kwp_e, true, black_box(&data), &mut [0u8; 64]));
                }],
            );
            [b[0], f64::NAN, b[1]]
        }),
        ("KWP unwrap", {
            let b = interleaved(
                rounds,
                &mut [&mut || drop(black_box(kw::unwrap_pad(kek, black_box(&wrapped_pad)).unwrap())), &mut || {
                    black_box(evp_run(kwp_d, false, black_box(&wrapped_pad), &mut [0u8; 64]));
                }],
            );
            [b[0], f64::NAN, b[1]]
        }),
    ];
    for (op, [ours, low, evp]) in rows {
        println!("{name:<8} {op:<11} {ours:>10.1} {low:>12.1} {evp:>10.1}   {:>5.2}x {:>5.2}x", low / ours, evp / ours);
    }
}

pub fn run(quick: bool) {
    let rounds = if quick { 30 } else { 200 };
    println!("aes-engine backend: {}; 32 bytes of key data; ns a call", aes_engine::Backend::detect());
    println!(
        "{:<8} {:<11} {:>10} {:>12} {:>10}   AES_wrap_key/ours EVP/ours",
        "KEK", "op", "aes-engine", "AES_wrap_key", "EVP"
    );
    let key = [0x42u8; 32];
    one("AES-128", &Aes128::new(&[0x42; 16]), &key[..16], rounds, Cipher::aes_128_wrap(), Cipher::aes_128_wrap_pad());
    one("AES-256", &Aes256::new(&key), &key, rounds, Cipher::aes_256_wrap(), Cipher::aes_256_wrap_pad());
}
