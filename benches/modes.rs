//! CTR and CBC throughput per backend, AES-128 and AES-256, 16 B … 1 MiB and 30,000,000 bytes;
//! multi-buffer CBC (8 messages of 1 MiB) against one chain; and the memory roofline the 30 MB
//! figures meet: `memory/xor-in-place/{1MiB,30MB}`, one in-place XOR pass with the kernels'
//! prefetch distance, the fastest any in-place mode can touch those bytes.
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

/// One in-place pass over `buf` (XOR with a constant, 32 bytes at a time), prefetching 16 KiB
/// ahead like the VAES batch loops: what the memory system allows an in-place mode.
fn xor_pass(buf: &mut [u8]) {
    for (i, chunk) in buf.chunks_exact_mut(32).enumerate() {
        #[cfg(target_arch = "x86_64")]
        if i % 2 == 0 {
            let ahead = chunk.as_ptr().wrapping_add(16 * 1024).cast::<i8>();
            // SAFETY: a prefetch is a hint (SSE, baseline on x86_64): it never faults.
            #[allow(unused_unsafe)]
            unsafe {
                core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(ahead)
            };
        }
        let _ = i;
        for w in chunk.as_chunks_mut::<8>().0 {
            *w = (u64::from_ne_bytes(*w) ^ 0x5a5a_5a5a_5a5a_5a5a).to_ne_bytes();
        }
    }
}

fn roofline(c: &mut Criterion) {
    let mut g = c.benchmark_group("memory/xor-in-place");
    for (size, label) in [SIZES[3], BIG] {
        let mut buf = vec![0u8; size];
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_function(label, |bench| bench.iter(|| xor_pass(black_box(&mut buf))));
    }
    g.finish();
}

fn bench(c: &mut Criterion) {
    roofline(c);
    for b in backends() {
        modes(c, "aes128", &Aes128::with_backend(&[1; 16], b).unwrap(), b);
        modes(c, "aes256", &Aes256::with_backend(&[1; 32], b).unwrap(), b);
    }
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
