//! The seeds: each JDK microbenchmark of the pull requests this crate answers, reproduced with
//! this crate's API, named `seeds/<jdk benchmark>/<case>/<size>` (throughput in payload bytes).
//! Side by side with JDK 17 figures in benches/jdk/README.md.
//!
//! * `AESGCMCipherInputStream/{encrypt,decrypt}-<N>/{16KiB,1MiB}`: AES-128-GCM through a new
//!   `CipherReader` per message over an in-memory source, read until the end into a reused
//!   buffer of `N` bytes, for the JDK's sizes N = 128 B … 128 KiB (the reader's capacity is `N`
//!   too).
//! * `AESGCMCipherOutputStream/decrypt-{512B,8KiB}-writes/{16KiB,1MiB}`: a new `CipherWriter`
//!   per message over `io::sink()`, the sealed message written in pieces of that size, then
//!   `finish`.
//! * `AESGCMBench/{encrypt,decrypt}/<size>`: `Cipher.doFinal(byte[])` for AES-128-GCM, i.e. the
//!   allocating one-shot `encrypt`/`decrypt`, 16 B to 30,000,000 B.
//! * `AESBench/{cbc-encrypt,cbc-decrypt}/30MB`: AES-128/CBC/NoPadding `doFinal` of 30,000,000 B
//!   into a preallocated output buffer (copy, then in place).
//!
//! * `UUIDBench/fromType3Bytes/{one-by-one,digest_many}`: 20,000 name-based UUIDs (version 3:
//!   MD5 of a 16-byte namespace and a 16-byte name, version and variant bits set, as
//!   `UUID.nameUUIDFromBytes` does), throughput in UUIDs; `examples/uuid_v3.rs` prints ns per UUID.
//! * `MessageDigests/{md5,sha1,sha256}/{16B,16KiB}`: one-shot `digest` of a buffer, as
//!   `MessageDigest.digest(byte[])`.
//!
//! Run: `cargo bench --bench seeds` (or a filter: `cargo bench --bench seeds -- AESGCMBench`).

mod common;

use aes_engine::cbc::{self, Padding};
use aes_engine::digest::{Digest, Md5, Sha1, Sha256};
use aes_engine::stream::{CipherReader, CipherWriter};
use aes_engine::{Aes128, Aes128Gcm};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::io::{self, Read, Write};

const NONCE: [u8; 12] = [7; 12];

fn label(n: usize) -> String {
    match n {
        30_000_000 => "30MB".into(),
        n if n >= 1 << 20 => format!("{}MiB", n >> 20),
        n if n >= 1024 => format!("{}KiB", n >> 10),
        n => format!("{n}B"),
    }
}

/// Reads until the end into `out`, `out.len()` bytes a call; returns the total.
fn drain(r: &mut impl Read, out: &mut [u8]) -> usize {
    let mut n = 0;
    loop {
        match r.read(out).unwrap() {
            0 => return n,
            k => n += k,
        }
    }
}

fn cipher_streams(c: &mut Criterion, gcm: &Aes128Gcm) {
    for len in [16 << 10, 1 << 20] {
        let msg = vec![0x5au8; len];
        let sealed = gcm.encrypt(&NONCE, b"", &msg).unwrap();
        let mut g = c.benchmark_group("seeds/AESGCMCipherInputStream");
        g.throughput(Throughput::Bytes(len as u64));
        for cap in [128, 512, 2048, 8192, 32768, 131072] {
            let mut out = vec![0u8; cap];
            g.bench_function(format!("encrypt-{}/{}", label(cap), label(len)), |b| {
                b.iter(|| {
                    let mut r = CipherReader::with_capacity(cap, &msg[..], gcm.encryptor(&NONCE, b"").unwrap());
                    assert_eq!(drain(&mut r, &mut out), len + 16);
                })
            });
            g.bench_function(format!("decrypt-{}/{}", label(cap), label(len)), |b| {
                b.iter(|| {
                    let mut r = CipherReader::with_capacity(cap, &sealed[..], gcm.decryptor(&NONCE, b"").unwrap());
                    assert_eq!(drain(&mut r, &mut out), len);
                })
            });
        }
        g.finish();
        let mut g = c.benchmark_group("seeds/AESGCMCipherOutputStream");
        g.throughput(Throughput::Bytes(len as u64));
        for piece in [512, 8192] {
            g.bench_function(format!("decrypt-{}-writes/{}", label(piece), label(len)), |b| {
                b.iter(|| {
                    let mut w = CipherWriter::new(io::sink(), gcm.decryptor(&NONCE, b"").unwrap());
                    for p in sealed.chunks(piece) {
                        w.write_all(p).unwrap();
                    }
                    w.finish().unwrap();
                })
            });
        }
        g.finish();
    }
}

fn do_final(c: &mut Criterion, gcm: &Aes128Gcm) {
    let mut g = c.benchmark_group("seeds/AESGCMBench");
    for len in [16, 1024, 16 << 10, 1 << 20, 30_000_000] {
        let msg = vec![0x5au8; len];
        let sealed = gcm.encrypt(&NONCE, b"", &msg).unwrap();
        g.throughput(Throughput::Bytes(len as u64));
        if len > 1 << 20 {
            g.sample_size(10);
        }
        g.bench_function(format!("encrypt/{}", label(len)), |b| {
            b.iter(|| black_box(gcm.encrypt(&NONCE, b"", black_box(&msg)).unwrap()))
        });
        g.bench_function(format!("decrypt/{}", label(len)), |b| {
            b.iter(|| black_box(gcm.decrypt(&NONCE, b"", black_box(&sealed)).unwrap()))
        });
    }
    g.finish();
}

fn cbc_30mb(c: &mut Criterion) {
    const LEN: usize = 30_000_000;
    let aes = Aes128::new(&[3; 16]);
    let data = vec![0x5au8; LEN];
    let mut out = vec![0u8; LEN];
    let mut g = c.benchmark_group("seeds/AESBench");
    g.throughput(Throughput::Bytes(LEN as u64));
    g.sample_size(10);
    g.bench_function("cbc-encrypt/30MB", |b| {
        b.iter(|| {
            out.copy_from_slice(&data);
            cbc::encrypt_in_place(&aes, &[0; 16], Padding::None, &mut out, LEN).unwrap()
        })
    });
    g.bench_function("cbc-decrypt/30MB", |b| {
        b.iter(|| {
            out.copy_from_slice(&data);
            cbc::decrypt_in_place(&aes, &[0; 16], Padding::None, &mut out).unwrap()
        })
    });
    g.finish();
}

/// Sets the version-3 and variant bits of an MD5 digest (RFC 9562 §5.3).
fn uuid_v3(mut h: [u8; 16]) -> [u8; 16] {
    h[6] = (h[6] & 0x0f) | 0x30;
    h[8] = (h[8] & 0x3f) | 0x80;
    h
}

fn digests(c: &mut Criterion) {
    const NAMES: usize = 20_000;
    let inputs: Vec<[u8; 32]> = (0..NAMES)
        .map(|i| {
            let mut m = [0x6bu8; 32];
            m[16..].copy_from_slice(format!("{i:016}").as_bytes());
            m
        })
        .collect();
    let slices: Vec<&[u8]> = inputs.iter().map(|m| &m[..]).collect();
    let mut out = vec![[0u8; 16]; NAMES];
    let mut g = c.benchmark_group("seeds/UUIDBench");
    g.throughput(Throughput::Elements(NAMES as u64));
    g.bench_function("fromType3Bytes/one-by-one", |b| {
        b.iter(|| {
            for (u, m) in out.iter_mut().zip(&slices) {
                *u = uuid_v3(Md5::digest(black_box(m)));
            }
        })
    });
    g.bench_function("fromType3Bytes/digest_many", |b| {
        b.iter(|| {
            Md5::digest_many(black_box(&slices), &mut out).unwrap();
            for u in out.iter_mut() {
                *u = uuid_v3(*u);
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("seeds/MessageDigests");
    for len in [16, 16 << 10] {
        let data = vec![0x5au8; len];
        g.throughput(Throughput::Bytes(len as u64));
        g.bench_function(format!("md5/{}", label(len)), |b| b.iter(|| Md5::digest(black_box(&data))));
        g.bench_function(format!("sha1/{}", label(len)), |b| b.iter(|| Sha1::digest(black_box(&data))));
        g.bench_function(format!("sha256/{}", label(len)), |b| b.iter(|| Sha256::digest(black_box(&data))));
    }
    g.finish();
}

fn benches(c: &mut Criterion) {
    let gcm = Aes128Gcm::new(&[3; 16]);
    eprintln!("backend: {}", gcm.backend());
    cipher_streams(c, &gcm);
    do_final(c, &gcm);
    cbc_30mb(c);
    digests(c);
}

criterion_group! { name = seeds; config = common::config(); targets = benches }
criterion_main!(seeds);
