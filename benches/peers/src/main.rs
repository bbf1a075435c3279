//! AES-GCM seal and open: aes-engine (its default backend) against ring, RustCrypto `aes-gcm` and
//! OpenSSL, same sizes, one run, printed as MB/s and as ratios over ring.
//!
//! `cargo run --release [-- --quick]` from `benches/peers/`. Timing: best of many short batches
//! (the machines are noisy; the best batch is the least disturbed one), alternating the
//! implementations so drifts in clock or load hit them alike.
//!
//! `--soft` compares the portable backends instead: aes-engine's `Backend::Soft` against RustCrypto
//! `aes-gcm` built without its hardware paths, which needs the cfgs of `aes` and `polyval`:
//!
//! ```text
//! RUSTFLAGS='--cfg aes_force_soft --cfg polyval_force_soft' cargo run --release -- --soft --quick
//! ```
//!
//! (the mode refuses to run without them). Here the two are timed batch by batch in turn within
//! one loop, so both see the same load on a shared machine.
//!
//! `--digest` compares the message digests instead (`src/digests.rs`); `--hmac` HMAC-SHA-256/512
//! under a precomputed key against RustCrypto `hmac`, ring and aws-lc-rs (`src/macs.rs`); `--cycles` gives GCM of
//! aes-engine and ring in core cycles per 256 bytes (`src/cycles.rs`); `--key-setup` the time to
//! make and drop a key (`src/key_setup.rs`); `--modes` XTS, CMAC and CCM against OpenSSL and this
//! crate's CTR and CBC (`src/modes.rs`, `src/ccm.rs`), then the GCM-SIV rows (`--xts`: the XTS
//! rows alone, one-unit calls at 512 B, 1, 2 and 4 KiB); `--siv` AES-GCM-SIV
//! alone against aws-lc-rs and RustCrypto `aes-gcm-siv` (`src/siv.rs`).
//! `--kw` AES key wrap (KW/KWP) of a 32-byte key against OpenSSL (`src/kw.rs`).

use std::hint::black_box;
use std::time::{Duration, Instant};

mod ccm;
mod cycles;
mod digests;
mod key_setup;
mod kw;
mod macs;
mod modes;
mod siv;

const SIZES: [(usize, &str); 5] =
    [(16, "16B"), (1024, "1KiB"), (16 * 1024, "16KiB"), (1 << 20, "1MiB"), (30_000_000, "30MB")];

/// Best throughput in MB/s of `f` over `rounds` batches of about `batch`.
fn measure(bytes: usize, batch: Duration, rounds: usize, mut f: impl FnMut()) -> f64 {
    f();
    let mut iters = 1usize;
    loop {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        if t.elapsed() >= batch / 4 || iters > 1 << 24 {
            break;
        }
        iters *= 2;
    }
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        best = best.min(t.elapsed().as_secs_f64() / iters as f64);
    }
    bytes as f64 / best / 1e6
}

struct Impl {
    name: &'static str,
    seal: Box<dyn FnMut(&mut Vec<u8>)>,
    open: Box<dyn FnMut(&mut Vec<u8>)>,
}

fn impls(key: [u8; 32], bits: usize) -> Vec<Impl> {
    let nonce = [7u8; 12];
    let k = &key[..bits / 8];
    let mut v = Vec::new();
    // aes-engine
    {
        let (g1, g2) = match bits {
            128 => {
                let g = aes_engine::Aes128Gcm::new(k.try_into().unwrap());
                (Engine::A128(g.clone()), Engine::A128(g))
            }
            _ => {
                let g = aes_engine::Aes256Gcm::new(k.try_into().unwrap());
                (Engine::A256(g.clone()), Engine::A256(g))
            }
        };
        v.push(Impl {
            name: "aes-engine",
            seal: Box::new(move |buf| g1.seal(&nonce, buf)),
            open: Box::new(move |buf| g2.open(&nonce, buf)),
        });
    }
    // ring
    {
        use ring::aead::{AES_128_GCM, AES_256_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
        let alg = if bits == 128 { &AES_128_GCM } else { &AES_256_GCM };
        let k1 = LessSafeKey::new(UnboundKey::new(alg, k).unwrap());
        let k2 = LessSafeKey::new(UnboundKey::new(alg, k).unwrap());
        v.push(Impl {
            name: "ring",
            seal: Box::new(move |buf| {
                let n = buf.len() - 16;
                let tag = k1
                    .seal_in_place_separate_tag(Nonce::assume_unique_for_key(nonce), Aad::empty(), &mut buf[..n])
                    .unwrap();
                buf[n..].copy_from_slice(tag.as_ref());
            }),
            open: Box::new(move |buf| {
                k2.open_in_place(Nonce::assume_unique_for_key(nonce), Aad::empty(), buf).unwrap();
            }),
        });
    }
    // RustCrypto aes-gcm
    {
        use aes_gcm::aead::{AeadInPlace, KeyInit};
        let (s, o): (Box<dyn FnMut(&mut Vec<u8>)>, Box<dyn FnMut(&mut Vec<u8>)>) = if bits == 128 {
            let c1 = aes_gcm::Aes128Gcm::new_from_slice(k).unwrap();
            let c2 = c1.clone();
            (
                Box::new(move |buf: &mut Vec<u8>| {
                    let n = buf.len() - 16;
                    let tag = c1.encrypt_in_place_detached(&nonce.into(), b"", &mut buf[..n]).unwrap();
                    buf[n..].copy_from_slice(&tag);
                }),
                Box::new(move |buf: &mut Vec<u8>| {
                    let n = buf.len() - 16;
                    let (ct, tag) = buf.split_at_mut(n);
                    c2.decrypt_in_place_detached(&nonce.into(), b"", ct, (&*tag).into()).unwrap();
                }),
            )
        } else {
            let c1 = aes_gcm::Aes256Gcm::new_from_slice(k).unwrap();
            let c2 = c1.clone();
            (
                Box::new(move |buf: &mut Vec<u8>| {
                    let n = buf.len() - 16;
                    let tag = c1.encrypt_in_place_detached(&nonce.into(), b"", &mut buf[..n]).unwrap();
                    buf[n..].copy_from_slice(&tag);
                }),
                Box::new(move |buf: &mut Vec<u8>| {
                    let n = buf.len() - 16;
                    let (ct, tag) = buf.split_at_mut(n);
                    c2.decrypt_in_place_detached(&nonce.into(), b"", ct, (&*tag).into()).unwrap();
                }),
            )
        };
        v.push(Impl { name: "rustcrypto", seal: s, open: o });
    }
    // OpenSSL
    {
        use openssl::symm::{Cipher, Crypter, Mode};
        let cipher = if bits == 128 { Cipher::aes_128_gcm() } else { Cipher::aes_256_gcm() };
        let key_s = k.to_vec();
        let key_o = k.to_vec();
        let mut out = Vec::new();
        let mut out2 = Vec::new();
        v.push(Impl {
            name: "openssl",
            seal: Box::new(move |buf| {
                let n = buf.len() - 16;
                let mut c = Crypter::new(cipher, Mode::Encrypt, &key_s, Some(&nonce)).unwrap();
                out.resize(n + 16, 0);
                let w = c.update(&buf[..n], &mut out).unwrap();
                c.finalize(&mut out[w..]).unwrap();
                buf[..n].copy_from_slice(&out[..n]);
                c.get_tag(&mut buf[n..]).unwrap();
            }),
            open: Box::new(move |buf| {
                let n = buf.len() - 16;
                let mut c = Crypter::new(cipher, Mode::Decrypt, &key_o, Some(&nonce)).unwrap();
                c.set_tag(&buf[n..]).unwrap();
                out2.resize(n + 16, 0);
                let w = c.update(&buf[..n], &mut out2).unwrap();
                c.finalize(&mut out2[w..]).unwrap();
            }),
        });
    }
    v
}

enum Engine {
    A128(aes_engine::Aes128Gcm),
    A256(aes_engine::Aes256Gcm),
}

impl Engine {
    fn seal(&self, nonce: &[u8; 12], buf: &mut [u8]) {
        let n = buf.len() - 16;
        let tag = match self {
            Engine::A128(g) => g.encrypt_in_place_detached(nonce, b"", &mut buf[..n]),
            Engine::A256(g) => g.encrypt_in_place_detached(nonce, b"", &mut buf[..n]),
        }
        .unwrap();
        buf[n..].copy_from_slice(tag.as_ref());
    }

    fn open(&self, nonce: &[u8; 12], buf: &mut [u8]) {
        let n = buf.len() - 16;
        let (ct, tag) = buf.split_at_mut(n);
        match self {
            Engine::A128(g) => g.decrypt_in_place_detached(nonce, b"", ct, tag),
            Engine::A256(g) => g.decrypt_in_place_detached(nonce, b"", ct, tag),
        }
        .unwrap();
    }
}

/// Iterations of `f` that take about `batch / 4` (at least one).
fn calibrate(batch: Duration, f: &mut impl FnMut()) -> usize {
    f();
    let mut iters = 1usize;
    loop {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        if t.elapsed() >= batch / 4 || iters > 1 << 24 {
            return iters;
        }
        iters *= 2;
    }
}

/// Best seconds per call of `a` and of `b`, their batches interleaved (a, b, a, b, ...).
fn measure_pair(batch: Duration, rounds: usize, mut a: impl FnMut(), mut b: impl FnMut()) -> (f64, f64) {
    let (na, nb) = (calibrate(batch, &mut a), calibrate(batch, &mut b));
    let (mut ba, mut bb) = (f64::MAX, f64::MAX);
    for _ in 0..rounds {
        let t = Instant::now();
        for _ in 0..na {
            a();
        }
        ba = ba.min(t.elapsed().as_secs_f64() / na as f64);
        let t = Instant::now();
        for _ in 0..nb {
            b();
        }
        bb = bb.min(t.elapsed().as_secs_f64() / nb as f64);
    }
    (ba, bb)
}

/// `--soft`: aes-engine `Backend::Soft` against RustCrypto `aes-gcm` forced to its soft `aes`
/// (fixsliced) and soft `polyval` (constant-time 64-bit multiplies).
fn soft(quick: bool) {
    use aes_engine::{Aes128Gcm, Aes256Gcm, Backend};
    if !cfg!(all(aes_force_soft, polyval_force_soft)) {
        eprintln!("--soft needs RUSTFLAGS='--cfg aes_force_soft --cfg polyval_force_soft' (see the module docs)");
        std::process::exit(2);
    }
    // Many short batches rather than few long ones: on a shared machine the best one is the least
    // disturbed, and more of them make an undisturbed one likelier.
    let (batch, rounds) = if quick { (Duration::from_millis(2), 100) } else { (Duration::from_millis(4), 300) };
    let nonce = [7u8; 12];
    println!("soft backends: aes-engine Backend::Soft vs RustCrypto aes-gcm (aes_force_soft, polyval_force_soft)");
    println!("{:<6} {:<5} {:<6} {:>12} {:>12} {:>8}", "op", "key", "size", "aes-engine", "rustcrypto", "ratio");
    for bits in [128, 256] {
        let key = [0x42u8; 32];
        let k = &key[..bits / 8];
        let ours = match bits {
            128 => Engine::A128(Aes128Gcm::with_backend(k.try_into().unwrap(), Backend::Soft).unwrap()),
            _ => Engine::A256(Aes256Gcm::with_backend(k.try_into().unwrap(), Backend::Soft).unwrap()),
        };
        let theirs = RustCrypto::new(k);
        for (size, label) in [(16 * 1024, "16KiB"), (1 << 20, "1MiB")] {
            for op in ["seal", "open"] {
                let mut sealed = vec![0u8; size + 16];
                theirs.seal(&nonce, &mut sealed);
                let (mut b1, mut b2) = (sealed.clone(), sealed.clone());
                let (t1, t2) = if op == "seal" {
                    measure_pair(
                        batch,
                        rounds,
                        || ours.seal(&nonce, black_box(&mut b1)),
                        || theirs.seal(&nonce, black_box(&mut b2)),
                    )
                } else {
                    // Open in place turns the buffer into plaintext: restore the ciphertext each
                    // time, in both closures alike, and subtract the copy measured on its own.
                    let (c1, _) = measure_pair(batch, rounds, || b1.copy_from_slice(black_box(&sealed)), || ());
                    let (t1, t2) = measure_pair(
                        batch,
                        rounds,
                        || {
                            b1.copy_from_slice(&sealed);
                            ours.open(&nonce, black_box(&mut b1))
                        },
                        || {
                            b2.copy_from_slice(&sealed);
                            theirs.open(&nonce, black_box(&mut b2))
                        },
                    );
                    (t1 - c1, t2 - c1)
                };
                let (m1, m2) = (size as f64 / t1 / 1e6, size as f64 / t2 / 1e6);
                println!("{:<6} {:<5} {:<6} {:>12.1} {:>12.1} {:>7.2}x", op, bits, label, m1, m2, m1 / m2);
            }
        }
    }
    println!("(MB/s, best batch of each, batches interleaved; ratio = aes-engine / rustcrypto)");
}

/// RustCrypto `aes-gcm`, AES-128 or AES-256.
enum RustCrypto {
    A128(aes_gcm::Aes128Gcm),
    A256(aes_gcm::Aes256Gcm),
}

impl RustCrypto {
    fn new(k: &[u8]) -> Self {
        use aes_gcm::aead::KeyInit;
        match k.len() {
            16 => RustCrypto::A128(aes_gcm::Aes128Gcm::new_from_slice(k).unwrap()),
            _ => RustCrypto::A256(aes_gcm::Aes256Gcm::new_from_slice(k).unwrap()),
        }
    }

    fn seal(&self, nonce: &[u8; 12], buf: &mut [u8]) {
        use aes_gcm::aead::AeadInPlace;
        let n = buf.len() - 16;
        let tag = match self {
            RustCrypto::A128(c) => c.encrypt_in_place_detached(nonce.into(), b"", &mut buf[..n]),
            RustCrypto::A256(c) => c.encrypt_in_place_detached(nonce.into(), b"", &mut buf[..n]),
        }
        .unwrap();
        buf[n..].copy_from_slice(&tag);
    }

    fn open(&self, nonce: &[u8; 12], buf: &mut [u8]) {
        use aes_gcm::aead::AeadInPlace;
        let n = buf.len() - 16;
        let (ct, tag) = buf.split_at_mut(n);
        match self {
            RustCrypto::A128(c) => c.decrypt_in_place_detached(nonce.into(), b"", ct, (&*tag).into()),
            RustCrypto::A256(c) => c.decrypt_in_place_detached(nonce.into(), b"", ct, (&*tag).into()),
        }
        .unwrap();
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    if std::env::args().any(|a| a == "--hmac") {
        macs::run(quick);
        return;
    }
    if std::env::args().any(|a| a == "--digest") {
        digests::run(quick);
        return;
    }
    if std::env::args().any(|a| a == "--cycles") {
        let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--cycles").collect();
        cycles::run(&args);
        return;
    }
    if std::env::args().any(|a| a == "--kw") {
        kw::run(quick);
        return;
    }
    if std::env::args().any(|a| a == "--key-setup") {
        key_setup::run(quick);
        return;
    }
    if std::env::args().any(|a| a == "--siv") {
        siv::rows(if quick { 15 } else { 60 });
        return;
    }
    if std::env::args().any(|a| a == "--xts") {
        modes::run_xts(quick);
        return;
    }
    if std::env::args().any(|a| a == "--modes") {
        modes::run(quick);
        return;
    }
    if std::env::args().any(|a| a == "--soft") {
        soft(quick);
        return;
    }
    let (batch, rounds) = if quick { (Duration::from_millis(5), 20) } else { (Duration::from_millis(10), 60) };
    println!("aes-engine backend: {}", aes_engine::Backend::detect());
    println!(
        "{:<8} {:<5} {:<6} {:>12} {:>12} {:>12} {:>12}   ratios over ring",
        "op", "key", "size", "aes-engine", "ring", "rustcrypto", "openssl"
    );
    for bits in [128, 256] {
        let mut im = impls([0x42; 32], bits);
        // The columns, and `im[1]` as the reference sealer below, rely on this order.
        assert_eq!(im.iter().map(|i| i.name).collect::<Vec<_>>(), ["aes-engine", "ring", "rustcrypto", "openssl"]);
        for (size, label) in SIZES {
            for op in ["seal", "open"] {
                // Prepare a valid sealed message for open (in-place open turns it into plaintext,
                // so each call starts from a fresh copy; the copy is timed for every peer alike).
                let mut sealed = vec![0u8; size + 16];
                (im[1].seal)(&mut sealed);
                let mut mbs = Vec::new();
                // The copy that restores the ciphertext before each open, timed alone and
                // subtracted, so open ratios are not diluted by memcpy.
                let copy_mbs = {
                    let mut buf = sealed.clone();
                    measure(size, batch, rounds, || buf.copy_from_slice(black_box(&sealed)))
                };
                for imp in im.iter_mut() {
                    let mut buf = sealed.clone();
                    let r = if op == "seal" {
                        measure(size, batch, rounds, || (imp.seal)(black_box(&mut buf)))
                    } else {
                        let with_copy = measure(size, batch, rounds, || {
                            buf.copy_from_slice(&sealed);
                            (imp.open)(black_box(&mut buf))
                        });
                        let secs = size as f64 / 1e6 * (1.0 / with_copy - 1.0 / copy_mbs);
                        if secs > 0.0 { size as f64 / 1e6 / secs } else { with_copy }
                    };
                    mbs.push(r);
                }
                let ring = mbs[1];
                println!(
                    "{:<8} {:<5} {:<6} {:>12.0} {:>12.0} {:>12.0} {:>12.0}   {:.2} {:.2} {:.2} {:.2}",
                    op,
                    bits,
                    label,
                    mbs[0],
                    mbs[1],
                    mbs[2],
                    mbs[3],
                    mbs[0] / ring,
                    1.0,
                    mbs[2] / ring,
                    mbs[3] / ring
                );
            }
        }
    }
    println!("(MB/s, best batch; open: the ciphertext restore before each call is timed alone and subtracted)");
}
