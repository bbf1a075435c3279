//! `--hmac`: HMAC-SHA-256 and HMAC-SHA-512 under a key set up once, each implementation with its
//! own precomputed-key API: aes-engine's `HmacKey::sign`, ring's and aws-lc-rs's `hmac::Key` with
//! `hmac::sign`, RustCrypto `hmac` (`Hmac<Sha256>` cloned from a keyed instance per message, its
//! documented pattern). The column `Hmac clone` is aes-engine's own `Hmac` used that way (what
//! `HmacKey` replaces); it is not a peer. Sizes 16 B, 64 B, 1 KiB.
//!
//! Then `sign_many` of 64 messages of 64 B against 64 calls of `sign` under the same key: on the
//! default path (AVX-512 lanes where the CPU has AVX-512F/BW, else SHA-NI streams or AVX2 lanes),
//! on the SHA-NI streams (SHA-256) and on the AVX2 lanes (`HmacKey::with_backend(key, b)`); and
//! SHA-256's AVX2 lanes against `sign` on the portable kernel (`avx2/soft`), which is what a CPU
//! with AVX2 and no SHA-NI runs one by one (SHA-512 has an AVX2 single-stream kernel).
//!
//! Timing as `--digest` (`src/digests.rs`): calibrated batches, interleaved, best batch of each.

use std::time::Duration;

use crate::digests::{HashFn, measure_all};
use aes_engine::digest::{self as ae, HashBackend};

const KEY: &[u8] = b"an HMAC key of thirty-two bytes!";
const SIZES: [(usize, &str); 3] = [(16, "16B"), (64, "64B"), (1024, "1KiB")];

/// The implementations of one algorithm: (name, MAC of the message returning one byte).
fn peers(algo: &str) -> Vec<(&'static str, HashFn)> {
    use ::hmac::Mac as _;
    let mut v: Vec<(&'static str, HashFn)> = Vec::new();
    macro_rules! row {
        ($ours:ty, $rc:ty, $ring:expr, $aws:expr) => {{
            let key = ae::HmacKey::<$ours>::new(KEY);
            v.push(("aes-engine", Box::new(move |d| key.sign(d)[0])));
            let rc = <::hmac::Hmac<$rc>>::new_from_slice(KEY).unwrap();
            v.push((
                "rustcrypto",
                Box::new(move |d| {
                    let mut m = rc.clone();
                    m.update(d);
                    m.finalize().into_bytes()[0]
                }),
            ));
            let rk = ring::hmac::Key::new($ring, KEY);
            v.push(("ring", Box::new(move |d| ring::hmac::sign(&rk, d).as_ref()[0])));
            let ak = aws_lc_rs::hmac::Key::new($aws, KEY);
            v.push(("aws-lc-rs", Box::new(move |d| aws_lc_rs::hmac::sign(&ak, d).as_ref()[0])));
            let old = ae::Hmac::<$ours>::new(KEY);
            v.push((
                "Hmac clone",
                Box::new(move |d| {
                    let mut m = old.clone();
                    m.update(d);
                    m.finalize()[0]
                }),
            ));
        }};
    }
    match algo {
        "sha256" => row!(ae::Sha256, sha2::Sha256, ring::hmac::HMAC_SHA256, aws_lc_rs::hmac::HMAC_SHA256),
        "sha512" => row!(ae::Sha512, sha2::Sha512, ring::hmac::HMAC_SHA512, aws_lc_rs::hmac::HMAC_SHA512),
        _ => unreachable!(),
    }
    v
}

/// `sign_many` of `n` messages on `many` against `n` calls of `sign` on `one`, under one key
/// (`None`: `new`). Different backends model another CPU: `sign_many` on the AVX2 lanes against
/// `sign` on `soft` is what a CPU with AVX2 and no SHA-NI runs for SHA-256.
fn batch_rows<H: ae::Digest + 'static>(
    many: Option<HashBackend>,
    one: Option<HashBackend>,
    n: usize,
) -> Option<Vec<(&'static str, HashFn)>> {
    let key_on = |b: Option<HashBackend>| match b {
        None => Some(ae::HmacKey::<H>::new(KEY)),
        Some(b) => ae::HmacKey::<H>::with_backend(KEY, b).ok(),
    };
    let (key, key2) = (key_on(many)?, key_on(one)?);
    let mut out = vec![H::digest(b""); n];
    let many: HashFn = Box::new(move |d| {
        let msgs = vec![d; n];
        key.sign_many(&msgs, &mut out).unwrap();
        out[n - 1].as_ref()[0]
    });
    let one: HashFn = Box::new(move |d| {
        let mut x = 0;
        for _ in 0..n {
            x ^= key2.sign(std::hint::black_box(d)).as_ref()[0];
        }
        x
    });
    Some(vec![("sign_many", many), ("sign x n", one)])
}

pub fn run(quick: bool) {
    let (batch, rounds) = if quick { (Duration::from_millis(2), 25) } else { (Duration::from_millis(4), 80) };
    println!(
        "hmac: aes-engine HmacKey (default backends: {}) against RustCrypto hmac, ring, aws-lc-rs",
        HashBackend::available().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    println!(
        "{:<7} {:<6} {:>11} {:>11} {:>11} {:>11} {:>11}   {:>8}  {:>10}",
        "algo", "size", "aes-engine", "rustcrypto", "ring", "aws-lc-rs", "Hmac clone", "vs best", "ns/call"
    );
    for algo in ["sha256", "sha512"] {
        let mut imps = peers(algo);
        for (size, label) in SIZES {
            let data = vec![0x5au8; size];
            let secs = measure_all(batch, rounds, &mut imps, &data);
            let ns = |i: usize| format!("{:.1}", secs[i] * 1e9);
            // The peers: columns 1..=3 (not our own `Hmac clone`).
            let best_peer = secs[1..4].iter().cloned().fold(f64::MAX, f64::min);
            println!(
                "{:<7} {:<6} {:>11} {:>11} {:>11} {:>11} {:>11}   {:>7.2}x  {:>10.1}",
                algo,
                label,
                ns(0),
                ns(1),
                ns(2),
                ns(3),
                ns(4),
                best_peer / secs[0],
                secs[0] * 1e9
            );
        }
    }
    println!("(ns per MAC, best batch of each, batches interleaved; vs best = the fastest peer over aes-engine)");
    println!();
    const N: usize = 64;
    println!("sign_many of {N} messages of 64 B against {N} x sign, one key:");
    println!("{:<7} {:<9} {:>14} {:>14}   {:>8}", "algo", "path", "sign_many ns", "sign x n ns", "speed-up");
    let data = vec![0x5au8; 64];
    // (algo, path, sign_many's backend, sign's backend); "avx2/soft": the AVX2 lanes against
    // the portable kernel one by one, what a CPU with AVX2 and no SHA-NI runs.
    let avx2 = Some(HashBackend::Avx2);
    for (algo, path, many, one) in [
        ("sha256", "default", None, None),
        ("sha256", "sha-ni", Some(HashBackend::ShaNi), Some(HashBackend::ShaNi)),
        ("sha256", "avx2", avx2, avx2),
        ("sha256", "avx2/soft", avx2, Some(HashBackend::Soft)),
        ("sha512", "default", None, None),
        ("sha512", "avx2", avx2, avx2),
    ] {
        let rows = match algo {
            "sha256" => batch_rows::<ae::Sha256>(many, one, N),
            _ => batch_rows::<ae::Sha512>(many, one, N),
        };
        let Some(mut imps) = rows else {
            println!("{algo:<7} {path:<9} (not on this CPU)");
            continue;
        };
        let secs = measure_all(batch, rounds, &mut imps, &data);
        println!(
            "{:<7} {:<9} {:>14.0} {:>14.0}   {:>7.2}x",
            algo,
            path,
            secs[0] * 1e9,
            secs[1] * 1e9,
            secs[1] / secs[0]
        );
    }
}
