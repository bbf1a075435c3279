//! AES block throughput (ECB, `encrypt_blocks`/`decrypt_blocks`) and single-block latency, per
//! backend and key size. Run one group: `cargo bench --bench aes -- aes/encrypt/aes128`.
mod common;

use aes_engine::{Aes128, Aes192, Aes256, BlockCipher};
use common::{SIZES, backends, config};
use criterion::{Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// Encrypts (`false`) or decrypts (`true`) blocks with one key.
type BlockFn = Box<dyn Fn(&mut [[u8; 16]], bool)>;

fn bench(c: &mut criterion::Criterion) {
    for b in backends() {
        let ciphers: [(&str, BlockFn); 3] = [
            ("aes128", {
                let k = Aes128::with_backend(&[1; 16], b).unwrap();
                Box::new(move |x: &mut [[u8; 16]], d| if d { k.decrypt_blocks(x) } else { k.encrypt_blocks(x) })
            }),
            ("aes192", {
                let k = Aes192::with_backend(&[1; 24], b).unwrap();
                Box::new(move |x: &mut [[u8; 16]], d| if d { k.decrypt_blocks(x) } else { k.encrypt_blocks(x) })
            }),
            ("aes256", {
                let k = Aes256::with_backend(&[1; 32], b).unwrap();
                Box::new(move |x: &mut [[u8; 16]], d| if d { k.decrypt_blocks(x) } else { k.encrypt_blocks(x) })
            }),
        ];
        for (name, f) in &ciphers {
            for (op, dec) in [("encrypt", false), ("decrypt", true)] {
                let mut g = c.benchmark_group(format!("aes/{op}/{name}/{b}"));
                for (size, label) in SIZES {
                    let mut buf = vec![[0u8; 16]; size / 16];
                    g.throughput(Throughput::Bytes(size as u64));
                    g.bench_function(label, |bench| bench.iter(|| f(black_box(&mut buf), dec)));
                }
                g.finish();
            }
        }
        // Single-block latency through the public one-block call.
        let k = Aes128::with_backend(&[1; 16], b).unwrap();
        let mut g = c.benchmark_group(format!("aes/block-latency/aes128/{b}"));
        let mut block = [0u8; 16];
        g.bench_function("1-block", |bench| {
            bench.iter(|| {
                k.encrypt_block(black_box(&mut block));
            })
        });
        g.finish();
    }
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
