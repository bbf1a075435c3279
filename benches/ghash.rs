//! GHASH throughput per backend. Run one backend: `cargo bench --bench ghash -- ghash/update/vaes`.
mod common;

use aes_engine::GHash;
use common::{SIZES, backends, config};
use criterion::{Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn bench(c: &mut criterion::Criterion) {
    for b in backends() {
        let mut g = c.benchmark_group(format!("ghash/update/{b}"));
        for (size, label) in SIZES {
            let data = vec![0x5au8; size];
            let proto = GHash::with_backend(&[0x42; 16], b).unwrap();
            g.throughput(Throughput::Bytes(size as u64));
            g.bench_function(label, |bench| {
                bench.iter(|| {
                    let mut h = proto.clone();
                    h.update_padded(black_box(&data));
                    h.finalize()
                })
            });
        }
        g.finish();
    }
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
