//! CTR and CBC throughput per backend, AES-128 and AES-256, 16 B … 1 MiB and 30,000,000 bytes;
//! multi-buffer CBC (8 messages of 1 MiB) against one chain.
//! Run one group: `cargo bench --bench modes -- cbc/encrypt/aes128`.
mod common;

use aes_engine::cbc::{self, Lane, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::{Aes128, Aes256, Backend, BlockCipher};
use common::{BIG, SIZES, backends, config};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn sizes() -> Vec<(usize, &'static str)> {
    let mut s = SIZES.to_vec();
    s.push(BIG);
    s
}

fn modes<C: BlockCipher>(c: &mut Criterion, name: &str, cipher: &C, b: Backend) {
    let mut g = c.benchmark_group(format!("ctr/apply/{name}/{b}"));
    for (size, label) in sizes() {
        let mut buf = vec![0u8; size];
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(label, |bench| bench.iter(|| Ctr::new(cipher, &[0; 16]).apply_keystream(black_box(&mut buf))));
    }
    g.finish();
    let mut g = c.benchmark_group(format!("cbc/encrypt/{name}/{b}"));
    for (size, label) in sizes() {
        let mut buf = vec![0u8; size];
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(label, |bench| {
            bench.iter(|| cbc::encrypt_in_place(cipher, &[0; 16], Padding::None, black_box(&mut buf), size).unwrap())
        });
    }
    g.finish();
    let mut g = c.benchmark_group(format!("cbc/decrypt/{name}/{b}"));
    for (size, label) in sizes() {
        let mut buf = vec![0u8; size];
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(label, |bench| {
            bench.iter(|| cbc::decrypt_in_place(cipher, &[0; 16], Padding::None, black_box(&mut buf)).unwrap())
        });
    }
    g.finish();
    // Multi-buffer: 8 independent 1 MiB messages (compare with cbc/encrypt/…/1MiB).
    let mut g = c.benchmark_group(format!("cbc/encrypt-many-8/{name}/{b}"));
    let mut msgs = vec![vec![0u8; 1 << 20]; 8];
    g.throughput(Throughput::Bytes(8 << 20));
    g.bench_function("8x1MiB", |bench| {
        bench.iter(|| {
            let mut lanes: Vec<Lane> =
                msgs.iter_mut().enumerate().map(|(i, m)| Lane { iv: [i as u8; 16], data: m }).collect();
            cbc::encrypt_many(cipher, black_box(&mut lanes)).unwrap()
        })
    });
    g.finish();
}

fn bench(c: &mut Criterion) {
    for b in backends() {
        modes(c, "aes128", &Aes128::with_backend(&[1; 16], b).unwrap(), b);
        modes(c, "aes256", &Aes256::with_backend(&[1; 32], b).unwrap(), b);
    }
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
