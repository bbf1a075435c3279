//! `--digest`: one-shot message digests, aes-engine (`Md5`/`Sha1`/`Sha256`/`Sha384`/`Sha512`, the
//! default backend) against RustCrypto (`md-5`, `sha1`, `sha2`: SHA-NI through `cpufeatures` where the
//! CPU has it), ring's `digest` (no MD5) and OpenSSL (`openssl::sha`, the low-level one-shot
//! functions; MD5 through `openssl::hash::hash`). Each call hashes one whole message and keeps the
//! output, as `MessageDigest.digest(input)` does; sizes 16 B (UUID names) to 1 MiB.
//!
//! Timing: every implementation of a row is calibrated to batches of about the same duration, then
//! the batches run in turn (ours, peer 1, peer 2, ... , ours, ...) and the best batch of each counts,
//! so drifts in clock or load hit all of them alike. The ratio is aes-engine over the best peer.
//! `--algo sha512` (repeatable) keeps only the named algorithms.

use std::hint::black_box;
use std::time::{Duration, Instant};

use aes_engine::digest::Digest as _;

const SIZES: [(usize, &str); 5] = [(16, "16B"), (64, "64B"), (1024, "1KiB"), (16 * 1024, "16KiB"), (1 << 20, "1MiB")];

pub(crate) type HashFn = Box<dyn FnMut(&[u8]) -> u8>;

/// The implementations of one algorithm: (name, one-shot digest returning one output byte).
fn peers(algo: &str) -> Vec<(&'static str, HashFn)> {
    use aes_engine::digest as ae;
    use sha2::Digest as _;
    let mut v: Vec<(&'static str, HashFn)> = Vec::new();
    match algo {
        "md5" => {
            v.push(("aes-engine", Box::new(|d| ae::Md5::digest(d)[0])));
            v.push(("rustcrypto", Box::new(|d| md5::Md5::digest(d)[0])));
            v.push(("openssl", Box::new(|d| openssl::hash::hash(openssl::hash::MessageDigest::md5(), d).unwrap()[0])));
        }
        "sha1" => {
            v.push(("aes-engine", Box::new(|d| ae::Sha1::digest(d)[0])));
            v.push(("rustcrypto", Box::new(|d| sha1::Sha1::digest(d)[0])));
            v.push((
                "ring",
                Box::new(|d| ring::digest::digest(&ring::digest::SHA1_FOR_LEGACY_USE_ONLY, d).as_ref()[0]),
            ));
            v.push(("openssl", Box::new(|d| openssl::sha::sha1(d)[0])));
        }
        "sha256" => {
            v.push(("aes-engine", Box::new(|d| ae::Sha256::digest(d)[0])));
            v.push(("rustcrypto", Box::new(|d| sha2::Sha256::digest(d)[0])));
            v.push(("ring", Box::new(|d| ring::digest::digest(&ring::digest::SHA256, d).as_ref()[0])));
            v.push(("openssl", Box::new(|d| openssl::sha::sha256(d)[0])));
        }
        "sha384" => {
            v.push(("aes-engine", Box::new(|d| ae::Sha384::digest(d)[0])));
            v.push(("rustcrypto", Box::new(|d| sha2::Sha384::digest(d)[0])));
            v.push(("ring", Box::new(|d| ring::digest::digest(&ring::digest::SHA384, d).as_ref()[0])));
            v.push(("openssl", Box::new(|d| openssl::sha::sha384(d)[0])));
        }
        "sha512" => {
            v.push(("aes-engine", Box::new(|d| ae::Sha512::digest(d)[0])));
            v.push(("rustcrypto", Box::new(|d| sha2::Sha512::digest(d)[0])));
            v.push(("ring", Box::new(|d| ring::digest::digest(&ring::digest::SHA512, d).as_ref()[0])));
            v.push(("openssl", Box::new(|d| openssl::sha::sha512(d)[0])));
        }
        _ => unreachable!(),
    }
    v
}

/// Calls of `f` that take about `batch` (at least one).
fn calibrate(batch: Duration, f: &mut HashFn, data: &[u8]) -> usize {
    f(data);
    let mut iters = 1usize;
    loop {
        let t = Instant::now();
        for _ in 0..iters {
            black_box(f(black_box(data)));
        }
        if t.elapsed() >= batch || iters > 1 << 26 {
            return iters;
        }
        iters *= 2;
    }
}

/// Best seconds per call of each implementation, batches interleaved.
pub(crate) fn measure_all(
    batch: Duration,
    rounds: usize,
    imps: &mut [(&'static str, HashFn)],
    data: &[u8],
) -> Vec<f64> {
    let iters: Vec<usize> = imps.iter_mut().map(|(_, f)| calibrate(batch, f, data)).collect();
    let mut best = vec![f64::MAX; imps.len()];
    for _ in 0..rounds {
        for (i, (_, f)) in imps.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..iters[i] {
                black_box(f(black_box(data)));
            }
            best[i] = best[i].min(t.elapsed().as_secs_f64() / iters[i] as f64);
        }
    }
    best
}

pub fn run(quick: bool) {
    let (batch, rounds) = if quick { (Duration::from_millis(2), 25) } else { (Duration::from_millis(4), 80) };
    println!(
        "digests: aes-engine (default backends: {}) against RustCrypto md-5/sha1/sha2, ring, OpenSSL",
        aes_engine::digest::HashBackend::available().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    println!(
        "{:<7} {:<6} {:>11} {:>11} {:>11} {:>11}   {:>8}  {:>10}",
        "algo", "size", "aes-engine", "rustcrypto", "ring", "openssl", "vs best", "ns/call"
    );
    // `--algo NAME` (repeatable) keeps only the named algorithms.
    let args: Vec<String> = std::env::args().collect();
    let only: Vec<&str> = args.windows(2).filter(|w| w[0] == "--algo").map(|w| w[1].as_str()).collect();
    for algo in ["md5", "sha1", "sha256", "sha384", "sha512"] {
        if !only.is_empty() && !only.contains(&algo) {
            continue;
        }
        let mut imps = peers(algo);
        for (size, label) in SIZES {
            let data = vec![0x5au8; size];
            let secs = measure_all(batch, rounds, &mut imps, &data);
            let mbs = |name: &str| imps.iter().position(|(n, _)| *n == name).map(|i| size as f64 / secs[i] / 1e6);
            let col = |name: &str| mbs(name).map_or("-".to_string(), |m| format!("{m:.0}"));
            let best_peer = secs[1..].iter().cloned().fold(f64::MAX, f64::min);
            println!(
                "{:<7} {:<6} {:>11} {:>11} {:>11} {:>11}   {:>7.2}x  {:>10.1}",
                algo,
                label,
                col("aes-engine"),
                col("rustcrypto"),
                col("ring"),
                col("openssl"),
                best_peer / secs[0],
                secs[0] * 1e9
            );
        }
    }
    println!(
        "(MB/s, best batch of each, batches interleaved; vs best = aes-engine over the fastest peer; ns/call = aes-engine)"
    );
}
