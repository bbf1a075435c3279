//! Loopback TLS throughput: 64 MiB (or `--mib N`) client -> server through one TLS connection,
//! for each provider and suite, best of `--rounds N` (default 5) runs, all in one process.
//!
//! ```sh
//! cargo run --release --example bench                 # TLS13_AES_128_GCM_SHA256 and TLS13_AES_256_GCM_SHA384
//! cargo run --release --example bench -- --mib 256 --rounds 3
//! ```
//! The clock runs from the first byte written after the handshake until the server has read
//! and checked the last one (the check is the same cheap xorshift for every provider); both ends,
//! the kernel's loopback copies and the cipher share the machine.

#[path = "../tests/support/mod.rs"]
mod support;

use rustls::crypto::CryptoProvider;
use rustls::{ClientConnection, ServerConnection, StreamOwned};
use std::io::Write;
use std::net::TcpStream;
use std::thread;
use std::time::{Duration, Instant};
use support::*;

/// A provider constructor.
type MakeProvider = fn() -> CryptoProvider;

/// One connection: handshake, then `len` bytes one way; returns the transfer time.
fn run(provider: MakeProvider, case: &Case, len: usize) -> Duration {
    let (listener, port) = listen();
    let config = server_config(provider(), case);
    let server = thread::spawn(move || {
        let (tcp, _) = listener.accept().unwrap();
        let mut tls = StreamOwned::new(ServerConnection::new(config).unwrap(), with_timeouts(tcp));
        expect_pattern(&mut tls, 7, len, "bench").unwrap();
        let done = Instant::now();
        tls.conn.send_close_notify();
        let _ = tls.flush();
        done
    });
    let conn = ClientConnection::new(client_config(provider(), case), server_name()).unwrap();
    let mut tls = StreamOwned::new(conn, with_timeouts(TcpStream::connect(("127.0.0.1", port)).unwrap()));
    while tls.conn.is_handshaking() {
        tls.conn.complete_io(&mut tls.sock).unwrap();
    }
    let start = Instant::now();
    send_pattern(&mut tls, 7, len).unwrap();
    let done = server.join().unwrap();
    done - start
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
    let providers: [(&str, MakeProvider); 2] =
        [("aes-engine", aes_engine_rustls::provider), ("ring", rustls::crypto::ring::default_provider)];
    println!("loopback TLS, {mib} MiB client -> server per run, best of {rounds} (MB/s = 10^6 B/s)");
    println!(
        "aes-engine backend: {} (AES_ENGINE_BACKEND overrides)",
        aes_engine::BlockCipher::backend(&aes_engine::Aes128::new(&[0; 16]))
    );
    for case in CASES.iter().filter(|c| c.version == &rustls::version::TLS13) {
        let mut results = Vec::new();
        for (name, provider) in providers {
            run(provider, case, 1 << 20); // warm up
            let best = (0..rounds).map(|_| run(provider, case, len)).min().unwrap();
            let mbps = len as f64 / best.as_secs_f64() / 1e6;
            results.push(mbps);
            println!("  {:<26} {:<11} {:>8.0} MB/s  ({:.3} s)", case.name, name, mbps, best.as_secs_f64());
        }
        println!("  {:<26} aes-engine / ring = {:.2}x", case.name, results[0] / results[1]);
    }
}
