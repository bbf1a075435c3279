//! The issue-12 table: stream / one-shot ratios, variants timed in turn inside each round, each
//! figure the best of `ROUNDS` rounds (steadier than criterion's sequential groups on a shared
//! machine). Run: `cargo bench --bench stream -- --table` (optionally `--rounds N`, `--only TEXT`).
//!
//! one-shot = copy into a preallocated buffer, then in-place seal/open; stream = a new (or a
//! re-armed) `CipherReader`/`CipherWriter` per message over a slice / `io::sink()`, reading into
//! a reused buffer of the stated size until EOF, or `write_all` in pieces of the stated size,
//! then `finish`.

use aes_engine::Aes128Gcm;
use aes_engine::stream::{CipherReader, CipherWriter};
use std::hint::black_box;
use std::io::{self, Read, Write};
use std::time::Instant;

pub(crate) const NONCE: [u8; 12] = [7; 12];

pub(crate) type Run<'a> = Box<dyn FnMut() + 'a>;

/// A caller's read buffer of `len` bytes starting on a 64-byte boundary (the reads use
/// `&mut buf[off..]`). Where `vec!` happens to put a 512-byte buffer decides a row otherwise:
/// on Zen 4, a buffer not aligned to 32 bytes that crosses a 4 KiB page boundary makes one store
/// of each 512-byte copy a page-split store, and the re-armed 16 KiB reader with 512-B reads
/// took 2,200-2,240 ns a message instead of 1,980-2,060 (a scratch loop over 21 placements,
/// 2026-12-05; aligned placements never split, misaligned ones only across a page).
pub(crate) fn aligned_buffer(len: usize) -> (Vec<u8>, usize) {
    let v = vec![0u8; len + 64];
    let off = (64 - v.as_ptr() as usize % 64) % 64;
    (v, off)
}

/// Reads until the end in reads of `piece` bytes into the reused `out`.
pub(crate) fn drain(r: &mut impl Read, out: &mut [u8], piece: usize) -> usize {
    let mut n = 0;
    loop {
        match r.read(&mut out[..piece]).unwrap() {
            0 => return n,
            k => n += k,
        }
    }
}

pub(crate) fn write_pieces(w: &mut impl Write, data: &[u8], piece: usize) {
    for p in data.chunks(piece) {
        w.write_all(p).unwrap();
    }
}

/// Seconds per call of `f`, averaged over enough calls to last ~3 ms.
fn time(f: &mut Run<'_>, iters: usize) -> f64 {
    let t = Instant::now();
    for _ in 0..iters {
        f();
    }
    t.elapsed().as_secs_f64() / iters as f64
}

/// The rows for one message length: (name, baseline index, closure).
fn rows<'a>(gcm: &'a Aes128Gcm, msg: &'a [u8], sealed: &'a [u8]) -> Vec<(String, usize, Run<'a>)> {
    let len = msg.len();
    let mut v: Vec<(String, usize, Run<'a>)> = Vec::new();
    let mut buf = vec![0u8; len];
    v.push((
        "one-shot seal".into(),
        0,
        Box::new(move || {
            buf.copy_from_slice(msg);
            black_box(gcm.encrypt_in_place_detached(&NONCE, b"", &mut buf).unwrap());
        }),
    ));
    let mut buf = vec![0u8; len];
    v.push((
        "one-shot open".into(),
        1,
        Box::new(move || {
            buf.copy_from_slice(&sealed[..len]);
            gcm.decrypt_in_place_detached(&NONCE, b"", &mut buf, &sealed[len..]).unwrap();
            black_box(&buf);
        }),
    ));
    for (cap, piece) in [(8192, 8192), (8192, 512), (512, 512)] {
        let (mut out, off) = aligned_buffer(piece);
        v.push((
            format!("reader seal, cap {cap}, {piece}-B reads"),
            0,
            Box::new(move || {
                let mut r = CipherReader::with_capacity(cap, msg, gcm.encryptor(&NONCE, b"").unwrap());
                assert_eq!(drain(&mut r, &mut out[off..], piece), len + 16);
            }),
        ));
        let (mut out, off) = aligned_buffer(piece);
        v.push((
            format!("reader open, cap {cap}, {piece}-B reads"),
            1,
            Box::new(move || {
                let mut r = CipherReader::with_capacity(cap, sealed, gcm.decryptor(&NONCE, b"").unwrap());
                assert_eq!(drain(&mut r, &mut out[off..], piece), len);
            }),
        ));
    }
    for (cap, piece) in [(8192, 8192), (8192, 100), (512, 100)] {
        v.push((
            format!("writer seal, cap {cap}, {piece}-B writes"),
            0,
            Box::new(move || {
                let mut w = CipherWriter::with_capacity(cap, io::sink(), gcm.encryptor(&NONCE, b"").unwrap());
                write_pieces(&mut w, msg, piece);
                w.finish().unwrap();
            }),
        ));
        v.push((
            format!("writer open, cap {cap}, {piece}-B writes"),
            1,
            Box::new(move || {
                let mut w = CipherWriter::with_capacity(cap, io::sink(), gcm.decryptor(&NONCE, b"").unwrap());
                write_pieces(&mut w, sealed, piece);
                w.finish().unwrap();
            }),
        ));
    }
    rearmed_rows(gcm, msg, sealed, &mut v);
    v
}

mod rearmed;
use rearmed::rearmed_rows;

pub fn run(rounds: usize, only: Option<&str>) {
    let gcm = Aes128Gcm::new(&[3; 16]);
    eprintln!("backend: {}, best of {rounds} rounds", gcm.backend());
    for len in [16 << 10, 1 << 20] {
        let msg = vec![0x5au8; len];
        let sealed = gcm.encrypt(&NONCE, b"", &msg).unwrap();
        let mut rows = rows(&gcm, &msg, &sealed);
        // `--only TEXT`: the one-shot baselines and the rows whose name contains TEXT.
        rows.retain(|(name, _, _)| name.starts_with("one-shot") || only.is_none_or(|t| name.contains(t)));
        // Calibrate: calls per timing so that one timing lasts ~3 ms.
        let iters: Vec<usize> =
            rows.iter_mut().map(|(_, _, f)| ((3e-3 / time(f, 1).max(1e-7)) as usize).clamp(1, 10_000)).collect();
        let mut best = vec![f64::INFINITY; rows.len()];
        for _ in 0..rounds {
            for (i, (_, _, f)) in rows.iter_mut().enumerate() {
                best[i] = best[i].min(time(f, iters[i]));
            }
        }
        println!("\n{} KiB message: MB/s, and stream / one-shot", len >> 10);
        for (i, (name, base, _)) in rows.iter().enumerate() {
            let mbs = len as f64 / best[i] / 1e6;
            println!("  {name:<45} {mbs:>9.0} MB/s  {:>5.2}", best[*base] / best[i]);
        }
    }
}
