//! `--cycles [SIZE...]`: AES-GCM seal and open of aes-engine and ring in core cycles per 256 bytes,
//! for kernel experiments on a shared machine (where wall-clock MB/s drift with the load).
//!
//! The core clock is a timed chain of dependent 1-cycle register adds (as `examples/report.rs`
//! does; the time-stamp counter does not tick at the core clock), best of many short runs,
//! measured between the batches of every cell. Each cell runs batches of ours, ring, the clock
//! chain, ours, ring, ... and keeps the best of each (the least disturbed). Open decrypts in place,
//! so each call restores the ciphertext first; that copy is timed alone and subtracted, for both
//! alike. Cycles per 256 bytes = seconds per call x clock x 256 / size. Default sizes: 1 KiB,
//! 16 KiB, 1 MiB; `--rounds N` sets the batches per cell (default 60).

use std::hint::black_box;
use std::time::Instant;

use crate::Engine;

/// 64 dependent register adds per iteration: 64 core cycles.
#[cfg(target_arch = "x86_64")]
fn add_chain(iters: u64) {
    // SAFETY: register-only arithmetic and a local backward branch; no memory, no stack.
    unsafe {
        std::arch::asm!(
            "2:",
            ".rept 64",
            "add {x}, {one}",
            ".endr",
            "dec {n}",
            "jnz 2b",
            x = inout(reg) 0u64 => _,
            one = in(reg) 1u64,
            n = inout(reg) iters.max(1) => _,
            options(nomem, nostack),
        );
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn add_chain(_: u64) {
    panic!("--cycles: x86_64 only");
}

/// Calls of `f` per batch: enough for ~0.25 ms.
fn calibrate(f: &mut dyn FnMut()) -> usize {
    f();
    let mut n = 1usize;
    loop {
        let t = Instant::now();
        for _ in 0..n {
            f();
        }
        if t.elapsed().as_secs_f64() >= 2.5e-4 || n > 1 << 24 {
            return n;
        }
        n *= 2;
    }
}

/// Best seconds per call of each of `fs`, and the clock in Hz, their batches interleaved.
fn measure(rounds: usize, fs: &mut [&mut dyn FnMut()]) -> (Vec<f64>, f64) {
    let ns: Vec<usize> = fs.iter_mut().map(|f| calibrate(*f)).collect();
    let chain = 1u64 << 12; // ~0.1 ms
    let mut best = vec![f64::INFINITY; fs.len()];
    let mut clock = f64::INFINITY;
    for _ in 0..rounds {
        for ((f, &n), b) in fs.iter_mut().zip(&ns).zip(best.iter_mut()) {
            let t = Instant::now();
            for _ in 0..n {
                f();
            }
            *b = b.min(t.elapsed().as_secs_f64() / n as f64);
        }
        for _ in 0..3 {
            let t = Instant::now();
            add_chain(chain);
            clock = clock.min(t.elapsed().as_secs_f64());
        }
    }
    (best, (chain * 64) as f64 / clock)
}

/// The `len` bytes of `v` that start `offset` bytes past a 64-byte boundary (`v` has 64 spare).
fn at(v: &mut [u8], offset: usize, len: usize) -> &mut [u8] {
    let start = (offset % 64 + 64 - v.as_ptr() as usize % 64) % 64;
    &mut v[start..start + len]
}

pub(crate) fn run(args: &[String]) {
    let mut sizes = Vec::new();
    let mut rounds = 60;
    let mut offset = 0;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--rounds" => rounds = it.next().and_then(|r| r.parse().ok()).expect("--rounds N"),
            "--offset" => offset = it.next().and_then(|r| r.parse().ok()).expect("--offset N"),
            s => sizes.extend(s.parse::<usize>().ok()),
        }
    }
    if sizes.is_empty() {
        sizes = vec![1024, 16 * 1024, 1 << 20];
    }
    use ring::aead::{AES_128_GCM, AES_256_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
    let nonce = [7u8; 12];
    println!(
        "aes-engine backend: {}; cycles per 256 bytes (best batch; clock from an add chain); buffers at {} mod 64",
        aes_engine::Backend::detect(),
        offset % 64
    );
    println!("{:<5} {:<4} {:>8} {:>11} {:>8} {:>7} {:>6}", "op", "key", "size", "aes-engine", "ring", "ratio", "GHz");
    for bits in [128, 256] {
        let key = [0x42u8; 32];
        let k = &key[..bits / 8];
        let ours = match bits {
            128 => Engine::A128(aes_engine::Aes128Gcm::new(k.try_into().unwrap())),
            _ => Engine::A256(aes_engine::Aes256Gcm::new(k.try_into().unwrap())),
        };
        let alg = if bits == 128 { &AES_128_GCM } else { &AES_256_GCM };
        let ring = LessSafeKey::new(UnboundKey::new(alg, k).unwrap());
        let ring_seal = |buf: &mut [u8]| {
            let n = buf.len() - 16;
            let tag = ring
                .seal_in_place_separate_tag(Nonce::assume_unique_for_key(nonce), Aad::empty(), &mut buf[..n])
                .unwrap();
            buf[n..].copy_from_slice(tag.as_ref());
        };
        for &size in &sizes {
            // Each opens what it sealed (the same bytes when both are correct).
            let (mut sealed, mut sealed_ring) = (vec![0x5au8; size + 16], vec![0x5au8; size + 16]);
            ours.seal(&nonce, &mut sealed);
            ring_seal(&mut sealed_ring);
            let (mut v1, mut v2, mut v3) =
                (vec![0u8; size + 16 + 64], vec![0u8; size + 16 + 64], vec![0u8; size + 16 + 64]);
            let (b1, b2, b3) =
                (at(&mut v1, offset, size + 16), at(&mut v2, offset, size + 16), at(&mut v3, offset, size + 16));
            let (seal, hz1) = measure(
                rounds,
                &mut [&mut || ours.seal(&nonce, black_box(&mut *b1)), &mut || ring_seal(black_box(&mut *b2))],
            );
            let (open, hz2) = measure(
                rounds,
                &mut [
                    &mut || {
                        b1.copy_from_slice(&sealed);
                        ours.open(&nonce, black_box(&mut *b1))
                    },
                    &mut || {
                        b2.copy_from_slice(&sealed_ring);
                        ring.open_in_place(Nonce::assume_unique_for_key(nonce), Aad::empty(), black_box(&mut *b2))
                            .unwrap();
                    },
                    &mut || b3.copy_from_slice(black_box(&sealed)),
                ],
            );
            let hz = hz1.max(hz2);
            let c = |s: f64| s * hz * 256.0 / size as f64;
            let (so, sr) = (c(seal[0]), c(seal[1]));
            let (oo, or) = (c(open[0] - open[2]), c(open[1] - open[2]));
            println!(
                "{:<5} {:<4} {:>8} {:>11.1} {:>8.1} {:>6.2}x {:>6.2}",
                "seal",
                bits,
                size,
                so,
                sr,
                sr / so,
                hz / 1e9
            );
            println!(
                "{:<5} {:<4} {:>8} {:>11.1} {:>8.1} {:>6.2}x {:>6.2}",
                "open",
                bits,
                size,
                oo,
                or,
                or / oo,
                hz / 1e9
            );
        }
    }
    println!("(ratio = ring cycles / aes-engine cycles: the speed-up over ring)");
}
