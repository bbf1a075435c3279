//! AES-GCM seal and open per backend, AES-128 and AES-256, 16 B … 1 MiB and 30,000,000 bytes;
//! and key setup, `gcm/key-setup/<cipher>/<backend>`: a key made and dropped (wiped) per
//! iteration, what a protocol pays per session key.
//! Run one group: `cargo bench --bench gcm -- gcm/seal/aes128/vaes`.
mod common;

use aes_engine::{Aes128Gcm, Aes256Gcm, Backend};
use common::{BIG, SIZES, backends, config};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

macro_rules! gcm_groups {
    ($c:expr, $name:literal, $gcm:expr, $b:expr) => {{
        let gcm = $gcm;
        let mut sizes = SIZES.to_vec();
        sizes.push(BIG);
        let mut g = $c.benchmark_group(format!("gcm/seal/{}/{}", $name, $b));
        for (size, label) in &sizes {
            let mut buf = vec![0u8; *size];
            g.throughput(Throughput::Bytes(*size as u64));
            g.bench_function(*label, |bench| {
                bench.iter(|| gcm.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut buf)).unwrap())
            });
        }
        g.finish();
        let mut g = $c.benchmark_group(format!("gcm/open/{}/{}", $name, $b));
        for (size, label) in &sizes {
            let mut ct = vec![0u8; *size];
            let tag = gcm.encrypt_in_place_detached(&[7; 12], b"", &mut ct).unwrap();
            g.throughput(Throughput::Bytes(*size as u64));
            // Decryption in place consumes the ciphertext: each iteration gets a fresh copy,
            // made in the (untimed) setup.
            let batch = if *size > 1 << 16 { BatchSize::PerIteration } else { BatchSize::SmallInput };
            g.bench_function(*label, |bench| {
                bench.iter_batched_ref(
                    || ct.clone(),
                    |buf| gcm.decrypt_in_place_detached(&[7; 12], b"", black_box(buf), tag.as_ref()).unwrap(),
                    batch,
                )
            });
        }
        g.finish();
    }};
}

fn bench(c: &mut Criterion) {
    for b in backends() {
        gcm_groups!(c, "aes128", Aes128Gcm::with_backend(&[1; 16], b).unwrap(), b);
        gcm_groups!(c, "aes256", Aes256Gcm::with_backend(&[1; 32], b).unwrap(), b);
    }
    for b in backends() {
        let mut g = c.benchmark_group("gcm/key-setup");
        g.bench_function(format!("aes128/{b}"), |bench| {
            bench.iter(|| drop(black_box(Aes128Gcm::with_backend(black_box(&[1; 16]), b).unwrap())))
        });
        g.bench_function(format!("aes256/{b}"), |bench| {
            bench.iter(|| drop(black_box(Aes256Gcm::with_backend(black_box(&[1; 32]), b).unwrap())))
        });
        g.finish();
    }
    let _ = Backend::detect();
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
