//! The stream layer against one-shot GCM.
//!
//! * `stream/one-shot/gcm-{seal,open}/aes128/{16KiB,1MiB,64MiB}`: copy the input into a
//!   preallocated buffer and seal or open it in place (the fastest one-shot use that leaves the
//!   input intact).
//! * `stream/reader/gcm-{seal,open}/aes128/{N}-buf/{16KiB,1MiB}`: the same through
//!   `CipherReader::with_capacity(N, …)` reading from a slice into a preallocated buffer, for the
//!   capacity sweep N = 128 B, 512 B, 2 KiB, 8 KiB (the default), 32 KiB, 128 KiB. Decryption
//!   is given no length hint, and the caller's buffer holds the whole message: the reader reads
//!   it there and opens it in place, so it is compared with the one-shot open of the same size
//!   and key (copy + in-place open into a preallocated buffer).
//! * `stream/writer/gcm-seal/aes128/8KiB-buf/{16KiB,1MiB}`: `CipherWriter` into a preallocated
//!   `Vec`, in 1000-byte writes.
//!
//! (The chunked format has its own bench: `benches/chunked.rs`.)
//!
//! * `-- --table`: the issue-12 table (stream / one-shot ratios, interleaved rounds), see
//!   `table/mod.rs`; not criterion. `--primed` first frees one untouched 4 MiB block (see
//!   `prime_glibc`).
//!
//! Throughput is in plaintext bytes. Run one part: `cargo bench --bench stream -- stream/reader/gcm-open`.

mod common;
mod table;

use aes_engine::Aes128Gcm;
use aes_engine::stream::{CipherReader, CipherWriter};
use criterion::{Criterion, Throughput, criterion_group};
use std::hint::black_box;
use std::io::{Read, Write};

const NONCE: [u8; 12] = [7; 12];

fn label(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{}MiB", n >> 20)
    } else if n >= 1024 {
        format!("{}KiB", n >> 10)
    } else {
        format!("{n}B")
    }
}

/// Reads until the end into `out`; returns the length.
fn drain(r: &mut impl Read, out: &mut [u8]) -> usize {
    let mut n = 0;
    loop {
        match r.read(&mut out[n..]).unwrap() {
            0 => return n,
            k => n += k,
        }
    }
}

fn one_shot(c: &mut Criterion, gcm: &Aes128Gcm, len: usize) {
    let msg = vec![0x5au8; len];
    let sealed = gcm.encrypt(&NONCE, b"", &msg).unwrap();
    let mut buf = vec![0u8; len];
    let mut g = c.benchmark_group("stream");
    g.throughput(Throughput::Bytes(len as u64));
    if len > 1 << 20 {
        g.sample_size(10);
    }
    g.bench_function(format!("one-shot/gcm-seal/aes128/{}", label(len)), |b| {
        b.iter(|| {
            buf.copy_from_slice(&msg);
            black_box(gcm.encrypt_in_place_detached(&NONCE, b"", &mut buf).unwrap())
        })
    });
    g.bench_function(format!("one-shot/gcm-open/aes128/{}", label(len)), |b| {
        b.iter(|| {
            buf.copy_from_slice(&sealed[..len]);
            gcm.decrypt_in_place_detached(&NONCE, b"", &mut buf, &sealed[len..]).unwrap();
            black_box(&buf);
        })
    });
    g.finish();
}

fn reader(c: &mut Criterion, gcm: &Aes128Gcm, len: usize) {
    let msg = vec![0x5au8; len];
    let sealed = gcm.encrypt(&NONCE, b"", &msg).unwrap();
    let mut out = vec![0u8; len + 16];
    let mut g = c.benchmark_group("stream");
    g.throughput(Throughput::Bytes(len as u64));
    for cap in [128, 512, 2048, 8192, 32768, 131072] {
        g.bench_function(format!("reader/gcm-seal/aes128/{}-buf/{}", label(cap), label(len)), |b| {
            b.iter(|| {
                let enc = gcm.encryptor(&NONCE, b"").unwrap();
                let mut r = CipherReader::with_capacity(cap, &msg[..], enc);
                assert_eq!(drain(&mut r, &mut out), len + 16);
            })
        });
        g.bench_function(format!("reader/gcm-open/aes128/{}-buf/{}", label(cap), label(len)), |b| {
            b.iter(|| {
                let dec = gcm.decryptor(&NONCE, b"").unwrap();
                let mut r = CipherReader::with_capacity(cap, &sealed[..], dec);
                assert_eq!(drain(&mut r, &mut out), len);
            })
        });
    }
    let mut sink = Vec::with_capacity(len + 16);
    g.bench_function(format!("writer/gcm-seal/aes128/8KiB-buf/{}", label(len)), |b| {
        b.iter(|| {
            sink.clear();
            let enc = gcm.encryptor(&NONCE, b"").unwrap();
            let mut w = CipherWriter::new(&mut sink, enc);
            for piece in msg.chunks(1000) {
                w.write_all(piece).unwrap();
            }
            w.finish().unwrap();
            black_box(&sink);
        })
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    let gcm = Aes128Gcm::new(&[3; 16]);
    eprintln!("backend: {}", gcm.backend());
    for len in [16 << 10, 1 << 20] {
        one_shot(c, &gcm, len);
        reader(c, &gcm, len);
    }
    one_shot(c, &gcm, 64 << 20);
}

criterion_group! { name = stream; config = common::config(); targets = benches }
/// `--primed`: before the table, allocate and free one untouched 4 MiB block, as any program
/// that has ever freed a large buffer has done. glibc serves blocks of 128 KiB or more with
/// `mmap`, and freeing one raises its mmap threshold to that block's size and its trim threshold
/// to twice that (32 MiB at most); until then the trim threshold is 128 KiB, so a fresh
/// decryptor's ~1 MiB of chunks, all below the mmap threshold, are handed back to the kernel with
/// `brk` when they are freed and fault in again (zeroed) for the next message. This is the
/// application's choice, so the benchmark (an application) may make it; the library does not
/// (see `src/gcm/chunks.rs`). The rows without it show the cold process.
fn prime_glibc() {
    let block: Vec<u8> = Vec::with_capacity(4 << 20);
    drop(black_box(block));
}

/// `-- --table [--rounds N] [--only TEXT] [--primed]` prints the issue-12 table (see `table`);
/// anything else is criterion.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--table") {
        let rounds = args.iter().position(|a| a == "--rounds").and_then(|i| args.get(i + 1)?.parse().ok());
        let only = args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1));
        if args.iter().any(|a| a == "--primed") {
            prime_glibc();
        }
        table::run(rounds.unwrap_or(15), only.map(String::as_str));
        return;
    }
    stream();
    Criterion::default().configure_from_args().final_summary();
}
