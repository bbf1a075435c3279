//! Loopback TLS throughput: 64 MiB (or `--mib N`) client -> server through one TLS connection,
//! for each provider and suite, best of `--rounds N` (default 5) runs, all in one process with the
//! providers interleaved (round 1: ours, ring, aws-lc-rs; round 2: ring, aws-lc-rs, ours; ...), so
//! that a change in the machine's load hits every provider alike and none always runs first.
//!
//! ```sh
//! cargo run --release --example bench                        # ours vs ring
//! cargo run --release --example bench --features aws-lc-rs   # ours vs ring vs aws-lc-rs (needs cmake)
//! cargo run --release --example bench -- --mib 256 --rounds 3
//! cargo run --release --example bench -- --only aes-engine   # one provider (for `perf record`)
//! ```
//! Two figures per provider: the wall-clock rate (first byte written after the handshake until
//! the server has read and checked the last one) and the CPU time of the two ends' threads over
//! the transfer per MiB (user + system, so the kernel's loopback copies are in it; Linux's
//! `/proc/thread-self/schedstat`). The CPU
//! figure is the one to compare on a shared machine: time spent waiting for other processes is
//! not in it.
//!
//! The data is what a bulk sender has ready: `CHUNK`-byte writes taken from one precomputed
//! buffer of the tests' xorshift pattern, the k-th at offset `64·k mod SHIFTS` (so a lost, repeated
//! or reordered chunk still shows), and the server compares what it reads with the same slice.
//! Generating the pattern on the fly (what the interop tests do) cost ~0.37 ns a byte on each
//! end, about 0.8 of the ~1.9 ms of CPU a run spent per MiB, the same for every provider.

#[path = "../tests/support/mod.rs"]
mod support;

use rustls::{ClientConnection, ServerConnection, StreamOwned};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};
use support::*;

/// CPU time this thread has run (user + system), from the scheduler's own accounting in
/// `/proc/thread-self/schedstat` (first field, nanoseconds).
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("/proc/thread-self/schedstat (Linux)");
    let ns = stat.split_whitespace().next().and_then(|v| v.parse().ok()).expect("schedstat run time");
    Duration::from_nanos(ns)
}

/// Bytes per write and per read.
const CHUNK: usize = 256 << 10;
/// The chunks' offsets in the precomputed buffer run through `0..SHIFTS` in steps of 64.
const SHIFTS: usize = 64 << 10;

/// The slice the `k`-th chunk of `n` bytes is taken from.
fn chunk(data: &[u8], k: usize, n: usize) -> &[u8] {
    let at = (64 * k) % SHIFTS;
    &data[at..at + n]
}

/// Writes `len` bytes: chunk 0, 1, 2, ... of `data`.
fn send_chunks(w: &mut impl Write, data: &[u8], len: usize) {
    for k in 0..len.div_ceil(CHUNK) {
        w.write_all(chunk(data, k, (len - k * CHUNK).min(CHUNK))).unwrap();
    }
    w.flush().unwrap();
}

/// Reads `len` bytes and checks them against what [`send_chunks`] wrote.
fn expect_chunks(r: &mut impl Read, data: &[u8], len: usize) {
    let mut got = vec![0u8; CHUNK];
    for k in 0..len.div_ceil(CHUNK) {
        let n = (len - k * CHUNK).min(CHUNK);
        r.read_exact(&mut got[..n]).unwrap();
        assert!(got[..n] == *chunk(data, k, n), "bench: chunk {k} differs");
    }
}

/// One run's wall-clock and CPU time for the transfer.
#[derive(Clone, Copy)]
struct Sample {
    wall: Duration,
    cpu: Duration,
}

/// One connection: handshake, then `len` bytes one way.
fn run(provider: MakeProvider, case: &Case, data: &Arc<Vec<u8>>, len: usize) -> Sample {
    let (listener, port) = listen();
    let config = server_config(provider(), case);
    let expected = Arc::clone(data);
    let server = thread::spawn(move || {
        let (tcp, _) = listener.accept().unwrap();
        let mut tls = StreamOwned::new(ServerConnection::new(config).unwrap(), with_timeouts(tcp));
        while tls.conn.is_handshaking() {
            tls.conn.complete_io(&mut tls.sock).unwrap();
        }
        let cpu = thread_cpu();
        expect_chunks(&mut tls, &expected, len);
        let done = (Instant::now(), thread_cpu() - cpu);
        tls.conn.send_close_notify();
        let _ = tls.flush();
        done
    });
    let conn = ClientConnection::new(client_config(provider(), case), server_name()).unwrap();
    let mut tls = StreamOwned::new(conn, with_timeouts(TcpStream::connect(("127.0.0.1", port)).unwrap()));
    while tls.conn.is_handshaking() {
        tls.conn.complete_io(&mut tls.sock).unwrap();
    }
    let (start, cpu) = (Instant::now(), thread_cpu());
    send_chunks(&mut tls, data, len);
    let client_cpu = thread_cpu() - cpu;
    let (done, server_cpu) = server.join().unwrap();
    Sample { wall: done - start, cpu: client_cpu + server_cpu }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (mib, rounds) = (arg("--mib", 64), arg("--rounds", 5));
    let len = mib << 20;
    // `--only NAME` runs one provider (for profiling it alone).
    let only = args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1));
    let providers: Vec<_> = providers().into_iter().filter(|(name, _)| only.is_none_or(|o| o == name)).collect();
    assert!(!providers.is_empty(), "--only: no such provider");
    println!("loopback TLS, {mib} MiB client -> server per run, best of {rounds} interleaved rounds (MB/s = 10^6 B/s)");
    println!(
        "aes-engine backend: {} (AES_ENGINE_BACKEND overrides)",
        aes_engine::BlockCipher::backend(&aes_engine::Aes128::new(&[0; 16]))
    );
    let mut data = vec![0u8; CHUNK + SHIFTS];
    Pattern::new(7).fill(&mut data);
    let data = Arc::new(data);
    for case in CASES.iter().filter(|c| c.version == &rustls::version::TLS13) {
        for &(_, provider) in &providers {
            run(provider, case, &data, 1 << 20); // warm up
        }
        let mut best = vec![Sample { wall: Duration::MAX, cpu: Duration::MAX }; providers.len()];
        for round in 0..rounds {
            // Each round starts with the next provider, so none always runs first.
            for k in 0..providers.len() {
                let i = (round + k) % providers.len();
                let s = run(providers[i].1, case, &data, len);
                best[i].wall = best[i].wall.min(s.wall);
                best[i].cpu = best[i].cpu.min(s.cpu);
            }
        }
        let mbps = |d: Duration| len as f64 / d.as_secs_f64() / 1e6;
        let cpu_ms_per_mib = |d: Duration| d.as_secs_f64() * 1e3 / mib as f64;
        for (&(name, _), s) in providers.iter().zip(&best) {
            println!(
                "  {:<26} {:<11} {:>6.0} MB/s wall ({:.3} s)   CPU {:.2} ms/MiB (both ends)",
                case.name,
                name,
                mbps(s.wall),
                s.wall.as_secs_f64(),
                cpu_ms_per_mib(s.cpu)
            );
        }
        for (&(name, _), s) in providers.iter().zip(&best).skip(1) {
            println!(
                "  {:<26} aes-engine / {:<10} = {:.2}x wall, {:.2}x CPU (>1: aes-engine faster)",
                case.name,
                name,
                mbps(best[0].wall) / mbps(s.wall),
                s.cpu.as_secs_f64() / best[0].cpu.as_secs_f64()
            );
        }
    }
}
