//! `--modes`: XTS and CMAC against OpenSSL, and against this crate's own CTR and one-by-one CMAC.
//!
//! - XTS-AES-128/256 encryption and decryption of one data unit (512 B, 4 KiB) per call, sector
//!   number as tweak: aes-engine `encrypt_sector_number`, OpenSSL's EVP XTS (`CipherCtx` keyed
//!   once, only the tweak set per unit, the way dm-crypt-style callers drive it), and aes-engine
//!   CTR (`Ctr::new` + `apply_keystream`) over the same bytes.
//! - The same over 64 consecutive units a call ("XTS x64"): aes-engine `encrypt_sectors`
//!   (whose tweaks are encrypted 16 units at a time), OpenSSL one unit at a time, CTR over the
//!   whole 64 units.
//! - CMAC-AES-128 of one message (16 B, 1 KiB, 16 KiB): aes-engine `cmac::mac` on a key expanded
//!   once, OpenSSL's `CMAC_CTX` keyed once and restarted per message (`CMAC_Init` with a null
//!   key: OpenSSL's cheapest per-message path).
//! - `cmac_many` of 64 messages of 1 KiB against 64 calls of `cmac::mac`.
//! - CCM-AES-128 against OpenSSL and this crate's CBC encryption (`src/ccm.rs`).
//! - AES-128/256-GCM-SIV against aws-lc-rs and RustCrypto `aes-gcm-siv` (`src/siv.rs`; alone: `--siv`).
//!
//! Best of many short batches, the implementations interleaved batch by batch (shared machine);
//! ratios are within one run.

use aes_engine::{Aes128, Aes256, cmac, ctr::Ctr, xts::Xts};
use openssl::cipher::Cipher;
use openssl::cipher_ctx::CipherCtx;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Best seconds per call of each of `fs`, their batches interleaved.
pub(crate) fn interleaved(rounds: usize, fs: &mut [&mut dyn FnMut()]) -> Vec<f64> {
    // About 2 ms a batch (`calibrate` aims at a quarter of its argument).
    let iters: Vec<usize> = fs.iter_mut().map(|f| crate::calibrate(Duration::from_millis(8), &mut || f())).collect();
    let mut best = vec![f64::MAX; fs.len()];
    for _ in 0..rounds {
        for (i, f) in fs.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..iters[i] {
                f();
            }
            best[i] = best[i].min(t.elapsed().as_secs_f64() / iters[i] as f64);
        }
    }
    best
}

pub(crate) fn mbs(bytes: usize, s: f64) -> f64 {
    bytes as f64 / s / 1e6
}

fn xts(rounds: usize, units: &[usize]) {
    println!(
        "{:<12} {:>6} {:>11} {:>11} {:>11}   {:>9} {:>9}",
        "XTS", "unit", "aes-engine", "openssl", "own CTR", "/openssl", "/CTR"
    );
    for bits in [128, 256] {
        let key: Vec<u8> = (0..bits / 4).map(|i| i as u8).collect();
        for &unit in units {
            for enc in [true, false] {
                let mut buf = vec![0x5au8; unit];
                let mut n = 0u128;
                let mut ours: Box<dyn FnMut()> = if bits == 128 {
                    let x = Xts::<Aes128>::new(key[..].try_into().unwrap()).unwrap();
                    Box::new(move || {
                        n += 1;
                        if enc { x.encrypt_sector_number(n, &mut buf) } else { x.decrypt_sector_number(n, &mut buf) }
                            .unwrap();
                        black_box(&buf);
                    })
                } else {
                    let x = Xts::<Aes256>::new(key[..].try_into().unwrap()).unwrap();
                    Box::new(move || {
                        n += 1;
                        if enc { x.encrypt_sector_number(n, &mut buf) } else { x.decrypt_sector_number(n, &mut buf) }
                            .unwrap();
                        black_box(&buf);
                    })
                };
                let cipher = if bits == 128 { Cipher::aes_128_xts() } else { Cipher::aes_256_xts() };
                let mut ctx = CipherCtx::new().unwrap();
                if enc {
                    ctx.encrypt_init(Some(cipher), Some(&key), None).unwrap();
                } else {
                    ctx.decrypt_init(Some(cipher), Some(&key), None).unwrap();
                }
                let mut obuf = vec![0x5au8; unit];
                let mut on = 0u128;
                let mut ossl = move || {
                    on += 1;
                    let iv = on.to_le_bytes();
                    if enc {
                        ctx.encrypt_init(None, None, Some(&iv)).unwrap();
                    } else {
                        ctx.decrypt_init(None, None, Some(&iv)).unwrap();
                    }
                    ctx.cipher_update_inplace(&mut obuf, unit).unwrap();
                    black_box(&obuf);
                };
                let mut cbuf = vec![0x5au8; unit];
                let mut ctr: Box<dyn FnMut()> = if bits == 128 {
                    let aes = Aes128::new(key[..16].try_into().unwrap());
                    Box::new(move || {
                        Ctr::new(&aes, &[1; 16]).apply_keystream(&mut cbuf);
                        black_box(&cbuf);
                    })
                } else {
                    let aes = Aes256::new(key[..32].try_into().unwrap());
                    Box::new(move || {
                        Ctr::new(&aes, &[1; 16]).apply_keystream(&mut cbuf);
                        black_box(&cbuf);
                    })
                };
                let t = interleaved(rounds, &mut [&mut *ours, &mut ossl, &mut *ctr]);
                let name = format!("XTS-{bits} {}", if enc { "enc" } else { "dec" });
                println!(
                    "{:<12} {:>6} {:>11.0} {:>11.0} {:>11.0}   {:>8.2}x {:>8.2}x",
                    name,
                    unit,
                    mbs(unit, t[0]),
                    mbs(unit, t[1]),
                    mbs(unit, t[2]),
                    t[1] / t[0],
                    t[2] / t[0]
                );
            }
        }
    }
}

/// XTS over many consecutive sectors in one call (`encrypt_sectors`: the tweaks of 16 units
/// encrypted together) against OpenSSL one sector at a time and this crate's CTR over the same
/// bytes, 64 units a call.
fn xts_many(rounds: usize) {
    const UNITS: usize = 64;
    println!(
        "{:<12} {:>6} {:>11} {:>11} {:>11}   {:>9} {:>9}",
        "XTS x64", "unit", "aes-engine", "openssl", "own CTR", "/openssl", "/CTR"
    );
    for bits in [128, 256] {
        let key: Vec<u8> = (0..bits / 4).map(|i| i as u8).collect();
        for unit in [512usize, 4096] {
            let len = unit * UNITS;
            for enc in [true, false] {
                let mut buf = vec![0x5au8; len];
                let mut n = 0u128;
                let mut ours: Box<dyn FnMut()> = if bits == 128 {
                    let x = Xts::<Aes128>::new(key[..].try_into().unwrap()).unwrap();
                    Box::new(move || {
                        n += UNITS as u128;
                        if enc { x.encrypt_sectors(n, unit, &mut buf) } else { x.decrypt_sectors(n, unit, &mut buf) }
                            .unwrap();
                        black_box(&buf);
                    })
                } else {
                    let x = Xts::<Aes256>::new(key[..].try_into().unwrap()).unwrap();
                    Box::new(move || {
                        n += UNITS as u128;
                        if enc { x.encrypt_sectors(n, unit, &mut buf) } else { x.decrypt_sectors(n, unit, &mut buf) }
                            .unwrap();
                        black_box(&buf);
                    })
                };
                let cipher = if bits == 128 { Cipher::aes_128_xts() } else { Cipher::aes_256_xts() };
                let mut ctx = CipherCtx::new().unwrap();
                if enc {
                    ctx.encrypt_init(Some(cipher), Some(&key), None).unwrap();
                } else {
                    ctx.decrypt_init(Some(cipher), Some(&key), None).unwrap();
                }
                let mut obuf = vec![0x5au8; len];
                let mut on = 0u128;
                let mut ossl = move || {
                    for sector in obuf.chunks_mut(unit) {
                        on += 1;
                        let iv = on.to_le_bytes();
                        if enc {
                            ctx.encrypt_init(None, None, Some(&iv)).unwrap();
                        } else {
                            ctx.decrypt_init(None, None, Some(&iv)).unwrap();
                        }
                        ctx.cipher_update_inplace(sector, unit).unwrap();
                    }
                    black_box(&obuf);
                };
                let mut cbuf = vec![0x5au8; len];
                let mut ctr: Box<dyn FnMut()> = if bits == 128 {
                    let aes = Aes128::new(key[..16].try_into().unwrap());
                    Box::new(move || {
                        Ctr::new(&aes, &[1; 16]).apply_keystream(&mut cbuf);
                        black_box(&cbuf);
                    })
                } else {
                    let aes = Aes256::new(key[..32].try_into().unwrap());
                    Box::new(move || {
                        Ctr::new(&aes, &[1; 16]).apply_keystream(&mut cbuf);
                        black_box(&cbuf);
                    })
                };
                let t = interleaved(rounds, &mut [&mut *ours, &mut ossl, &mut *ctr]);
                let name = format!("XTS-{bits} {}", if enc { "enc" } else { "dec" });
                println!(
                    "{:<12} {:>6} {:>11.0} {:>11.0} {:>11.0}   {:>8.2}x {:>8.2}x",
                    name,
                    unit,
                    mbs(len, t[0]),
                    mbs(len, t[1]),
                    mbs(len, t[2]),
                    t[1] / t[0],
                    t[2] / t[0]
                );
            }
        }
    }
}

/// OpenSSL's low-level CMAC: a context keyed once, restarted per message.
struct OsslCmac(*mut openssl_sys::CMAC_CTX);

impl OsslCmac {
    fn new(key: &[u8; 16]) -> Self {
        // SAFETY: plain OpenSSL calls on a fresh context; the key outlives the call.
        unsafe {
            let ctx = openssl_sys::CMAC_CTX_new();
            assert!(!ctx.is_null());
            let rc = openssl_sys::CMAC_Init(
                ctx,
                key.as_ptr().cast(),
                16,
                openssl_sys::EVP_aes_128_cbc(),
                std::ptr::null_mut(),
            );
            assert_eq!(rc, 1);
            OsslCmac(ctx)
        }
    }

    fn mac(&mut self, msg: &[u8]) -> [u8; 16] {
        let mut out = [0u8; 16];
        let mut len = 0usize;
        // SAFETY: the context was keyed in `new`; a null key restarts it with the same key.
        unsafe {
            assert_eq!(openssl_sys::CMAC_Init(self.0, std::ptr::null(), 0, std::ptr::null(), std::ptr::null_mut()), 1);
            assert_eq!(openssl_sys::CMAC_Update(self.0, msg.as_ptr().cast(), msg.len()), 1);
            assert_eq!(openssl_sys::CMAC_Final(self.0, out.as_mut_ptr(), &mut len), 1);
        }
        out
    }
}

impl Drop for OsslCmac {
    fn drop(&mut self) {
        // SAFETY: the context came from CMAC_CTX_new and is freed once.
        unsafe { openssl_sys::CMAC_CTX_free(self.0) }
    }
}

fn cmac_rows(rounds: usize) {
    let key = [0x2bu8; 16];
    let aes = Aes128::new(&key);
    let mut ossl = OsslCmac::new(&key);
    println!("{:<12} {:>6} {:>11} {:>11}   {:>9}", "CMAC-128", "size", "aes-engine", "openssl", "/openssl");
    for size in [16usize, 1024, 16384] {
        let msg = vec![0x61u8; size];
        assert_eq!(cmac::mac(&aes, &msg), ossl.mac(&msg));
        let mut ours = || {
            black_box(cmac::mac(&aes, black_box(&msg)));
        };
        let mut theirs = || {
            black_box(ossl.mac(black_box(&msg)));
        };
        let t = interleaved(rounds, &mut [&mut ours, &mut theirs]);
        println!("{:<12} {:>6} {:>11.0} {:>11.0}   {:>8.2}x", "", size, mbs(size, t[0]), mbs(size, t[1]), t[1] / t[0]);
    }
    let messages: Vec<Vec<u8>> = (0..64).map(|i| vec![i as u8; 1024]).collect();
    let mut tags = vec![[0u8; 16]; 64];
    let mut many = || {
        cmac::cmac_many(&aes, &messages, &mut tags).unwrap();
        black_box(&tags);
    };
    let mut one_by_one = || {
        for m in &messages {
            black_box(cmac::mac(&aes, m));
        }
    };
    let mut ossl_each = || {
        for m in &messages {
            black_box(ossl.mac(m));
        }
    };
    let t = interleaved(rounds, &mut [&mut many, &mut one_by_one, &mut ossl_each]);
    println!(
        "cmac_many 64 x 1 KiB: {:.0} MB/s; one by one {:.0} MB/s ({:.2}x); openssl one by one {:.0} MB/s ({:.2}x)",
        mbs(65536, t[0]),
        mbs(65536, t[1]),
        t[1] / t[0],
        mbs(65536, t[2]),
        t[2] / t[0]
    );
}

pub fn run(quick: bool) {
    let rounds = if quick { 15 } else { 60 };
    println!("aes-engine backend: {}", aes_engine::Backend::detect());
    xts(rounds, &[512, 4096]);
    xts_many(rounds);
    cmac_rows(rounds);
    crate::ccm::rows(rounds);
    crate::siv::rows(rounds);
}

/// `--xts`: the XTS rows only, one-unit calls at 512 B to 4 KiB (where one unit's kernel choice
/// changes), then the 64-unit rows.
pub fn run_xts(quick: bool) {
    let rounds = if quick { 15 } else { 60 };
    println!("aes-engine backend: {}", aes_engine::Backend::detect());
    xts(rounds, &[512, 1024, 2048, 4096]);
    xts_many(rounds);
}
