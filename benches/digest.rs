//! Digest throughput and per-call cost, named `digest/<algo>/<backend>/<size>`:
//!
//! - `digest/<algo>/<backend>/<size>`: a hasher on that backend (cloned from a prototype: a few
//!   stores), one `update`, `finalize`; sizes 16B, 64B, 1KiB, 16KiB, 1MiB;
//! - `digest/<algo>/oneshot/16B`: `Digest::digest` of 16 bytes (the fastest backend; the per-call
//!   overhead case of name-based UUIDs);
//! - `digest/<algo>/<backend>/compress`: one bare compression, a 64-byte (128 for SHA-384/512)
//!   `update` on a hasher with an empty buffer, the yardstick for the one-shot;
//! - `digest/hmac-sha256/<backend>/<size>`: an `Hmac` cloned from a keyed prototype per message;
//! - `digest/hmac-key-<sha256|sha512>/<backend>/<size>`: `HmacKey::sign`, sizes 16B, 64B, 1KiB;
//! - `digest/hmac-key-<sha256|sha512>/<path>/sign-many-64x64B`: `HmacKey::sign_many` of 64
//!   messages of 64 bytes (`default`, `avx2`) against `.../sign-64x64B` (64 `sign` calls);
//! - `digest-many/<algo>/<backend>/64x64B` (a batch of 64 messages of 64 bytes) against
//!   `digest-many/<algo>/one-by-one/64x64B` (64 `digest` calls).
//!
//! `cargo bench --bench digest -- 'digest/sha256/.*/16B|digest/sha256/.*/16KiB'`
mod common;

use aes_engine::digest::{Digest, HashBackend, Hmac, HmacKey, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use common::config;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const SIZES: [(usize, &str); 5] = [(16, "16B"), (64, "64B"), (1024, "1KiB"), (16 * 1024, "16KiB"), (1 << 20, "1MiB")];

fn algo<H: Digest>(c: &mut Criterion, name: &str) {
    let backends: Vec<HashBackend> = HashBackend::available().filter(|&b| H::with_backend(b).is_ok()).collect();
    for &b in &backends {
        let mut g = c.benchmark_group(format!("digest/{name}/{b}"));
        let proto = H::with_backend(b).unwrap();
        for (size, label) in SIZES {
            let data = vec![0x5au8; size];
            g.throughput(Throughput::Bytes(size as u64));
            g.bench_function(label, |bench| {
                bench.iter(|| {
                    let mut h = proto.clone();
                    h.update(black_box(&data));
                    h.finalize()
                })
            });
        }
        let block = vec![0x5au8; H::BLOCK_LEN];
        g.throughput(Throughput::Bytes(H::BLOCK_LEN as u64));
        g.bench_function("compress", |bench| {
            let mut h = H::with_backend(b).unwrap();
            bench.iter(|| h.update(black_box(&block)))
        });
        g.finish();
    }
    let mut g = c.benchmark_group(format!("digest/{name}/oneshot"));
    let data = [0x5au8; 16];
    g.throughput(Throughput::Bytes(16));
    g.bench_function("16B", |bench| bench.iter(|| H::digest(black_box(&data))));
    g.finish();

    // 64 messages of 64 bytes: a batch against one call per message.
    let msgs: Vec<Vec<u8>> = (0..64u8).map(|i| vec![i; 64]).collect();
    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
    let mut g = c.benchmark_group(format!("digest-many/{name}"));
    g.throughput(Throughput::Bytes(64 * 64));
    let mut out = vec![H::digest(b""); 64];
    for b in HashBackend::available().filter(|&b| H::digest_many_with(b, &[] as &[&[u8]], &mut []).is_ok()) {
        g.bench_function(format!("{b}/64x64B"), |bench| {
            bench.iter(|| H::digest_many_with(b, black_box(&inputs), &mut out).unwrap())
        });
    }
    g.bench_function("default/64x64B", |bench| bench.iter(|| H::digest_many(black_box(&inputs), &mut out).unwrap()));
    g.bench_function("one-by-one/64x64B", |bench| {
        bench.iter(|| {
            for (o, m) in out.iter_mut().zip(&inputs) {
                *o = H::digest(black_box(m));
            }
        })
    });
    g.finish();
}

fn hmac(c: &mut Criterion) {
    for b in HashBackend::available().filter(|&b| Sha256::with_backend(b).is_ok()) {
        let mut g = c.benchmark_group(format!("digest/hmac-sha256/{b}"));
        let proto = Hmac::<Sha256>::with_backend(b"bench key", b).unwrap();
        for (size, label) in SIZES {
            let data = vec![0x5au8; size];
            g.throughput(Throughput::Bytes(size as u64));
            g.bench_function(label, |bench| {
                bench.iter(|| {
                    let mut m = proto.clone();
                    m.update(black_box(&data));
                    m.finalize()
                })
            });
        }
        g.finish();
    }
}

fn hmac_key<H: Digest>(c: &mut Criterion, name: &str) {
    for b in HashBackend::available().filter(|&b| H::with_backend(b).is_ok()) {
        let mut g = c.benchmark_group(format!("digest/hmac-key-{name}/{b}"));
        let key = HmacKey::<H>::with_backend(b"bench key", b).unwrap();
        for (size, label) in &SIZES[..3] {
            let data = vec![0x5au8; *size];
            g.throughput(Throughput::Bytes(*size as u64));
            g.bench_function(*label, |bench| bench.iter(|| key.sign(black_box(&data))));
        }
        g.finish();
    }
    let msgs = vec![[0x5au8; 64]; 64];
    let mut out = vec![H::digest(b""); 64];
    for (path, key) in [
        ("default", Some(HmacKey::<H>::new(b"bench key"))),
        ("avx2", HmacKey::<H>::with_backend(b"bench key", HashBackend::Avx2).ok()),
    ] {
        let Some(key) = key else { continue };
        let mut g = c.benchmark_group(format!("digest/hmac-key-{name}/{path}"));
        g.throughput(Throughput::Bytes(64 * 64));
        g.bench_function("sign-many-64x64B", |bench| bench.iter(|| key.sign_many(black_box(&msgs), &mut out).unwrap()));
        g.bench_function("sign-64x64B", |bench| {
            bench.iter(|| {
                for (o, m) in out.iter_mut().zip(&msgs) {
                    *o = key.sign(black_box(m));
                }
            })
        });
        g.finish();
    }
}

fn bench(c: &mut Criterion) {
    algo::<Md5>(c, "md5");
    algo::<Sha1>(c, "sha1");
    algo::<Sha224>(c, "sha224");
    algo::<Sha256>(c, "sha256");
    algo::<Sha384>(c, "sha384");
    algo::<Sha512>(c, "sha512");
    hmac(c);
    hmac_key::<Sha256>(c, "sha256");
    hmac_key::<Sha512>(c, "sha512");
}

criterion_group! { name = benches; config = config(); targets = bench }
criterion_main!(benches);
