//! No `memset` at a dangling address on the stream and GCM paths.
//!
//! A `Vec` that never allocated points at the address 1, and `fill(0)` or `zeroize()` of an empty
//! range of it is still a call to `memset`. glibc's AVX-512 `memset` stores a short length, zero
//! included, with one masked store, and at an unmapped address that costs a microcode assist:
//! 112 ns a call on an Emerald Rapids VM, three of them per message in a re-armed GCM-decrypting
//! `CipherWriter` before the crate skipped empty clears (`src/copy.rs`, `zero` and `wipe_bytes`).
//!
//! Method: this test binary defines its own `memset`, which the linker prefers to the C
//! library's for every call the binary makes (the crate's, `zeroize`'s and std's alike). It
//! counts the calls whose destination lies in the first page, where no allocation, stack or
//! static ever is, and does the work with volatile stores (which LLVM cannot turn back into a
//! `memset` call). One `#[test]` only, so that no other test's calls land in the counters.
//! Linux with glibc on x86_64 (whose `memset` has the masked store) and aarch64 (checked under
//! qemu): the symbol interposition this relies on holds there. Under qemu for s390x the binary's
//! own `memset` was not the one the slice code called, and the test's first check failed, as it
//! should where the method does not hold; so the test is compiled only where it does.
#![cfg(all(any(target_arch = "x86_64", target_arch = "aarch64"), target_os = "linux", target_env = "gnu"))]

use aes_engine::chunked::{self, Hash};
use aes_engine::stream::{CipherReader, CipherWriter};
use aes_engine::{Aes128Gcm, Backend, Gcm};
use std::hint::black_box;
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Calls of `memset`, and those with a destination in the first page.
static CALLS: AtomicUsize = AtomicUsize::new(0);
static LOW: AtomicUsize = AtomicUsize::new(0);

/// `memset` for this binary: counts, then stores byte by byte.
///
/// # Safety
/// `dst` is valid for `n` bytes of writes (the C contract).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memset(dst: *mut u8, c: i32, n: usize) -> *mut u8 {
    CALLS.fetch_add(1, Ordering::Relaxed);
    if (dst as usize) < 4096 {
        LOW.fetch_add(1, Ordering::Relaxed);
    }
    for i in 0..n {
        // SAFETY: `dst..dst + n` is writable (the caller's contract).
        unsafe { dst.add(i).write_volatile(c as u8) };
    }
    dst
}

const NONCE: [u8; 12] = [7; 12];

/// Reads `r` to its end through `out`, returning what came.
fn read_all(r: &mut impl Read, out: &mut [u8]) -> Vec<u8> {
    let mut got = Vec::new();
    loop {
        match r.read(out).unwrap() {
            0 => return got,
            n => got.extend_from_slice(&out[..n]),
        }
    }
}

/// Every stream path once or twice: fresh and re-armed readers and writers, sealing and opening,
/// reads and writes of several sizes, `read_to_end`, chunked streams, forged tags, and the
/// one-shot error paths.
fn workload(gcm: &Gcm<aes_engine::Aes128>) {
    for len in [0usize, 15, 100, 16 << 10, 40 << 10] {
        let msg: Vec<u8> = (0..len).map(|i| i as u8).collect();
        let sealed = gcm.encrypt(&NONCE, b"ad", &msg).unwrap();
        let mut forged = sealed.clone();
        *forged.last_mut().unwrap() ^= 1;
        for piece in [8192usize, 512, 100, 1] {
            let mut out = vec![0u8; piece];
            // Fresh readers.
            let mut r = CipherReader::new(&msg[..], gcm.encryptor(&NONCE, b"ad").unwrap());
            assert_eq!(read_all(&mut r, &mut out), sealed);
            let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&NONCE, b"ad").unwrap());
            assert_eq!(read_all(&mut r, &mut out), msg);
            // Re-armed readers, twice each.
            let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&NONCE, b"ad").unwrap());
            for _ in 0..2 {
                r.reset(&NONCE, b"ad").unwrap();
                *r.get_mut() = &sealed[..];
                while r.read(&mut out).unwrap() > 0 {}
            }
            // Fresh and re-armed writers.
            let mut w = CipherWriter::new(Vec::new(), gcm.decryptor(&NONCE, b"ad").unwrap());
            for p in sealed.chunks(piece) {
                w.write_all(p).unwrap();
            }
            assert_eq!(w.finish().unwrap(), msg);
            let mut w = CipherWriter::new(io::sink(), gcm.decryptor(&NONCE, b"ad").unwrap());
            let mut s = CipherWriter::new(io::sink(), gcm.encryptor(&NONCE, b"ad").unwrap());
            for _ in 0..2 {
                w.reset(&NONCE, b"ad").unwrap();
                for p in sealed.chunks(piece) {
                    w.write_all(p).unwrap();
                }
                w.finish_message().unwrap();
                s.reset(&NONCE, b"ad").unwrap();
                for p in msg.chunks(piece) {
                    s.write_all(p).unwrap();
                }
                s.finish_message().unwrap();
            }
            // A forged tag: the reader and the writer fail and wipe.
            let mut r = CipherReader::new(&forged[..], gcm.decryptor(&NONCE, b"ad").unwrap());
            assert!(io::copy(&mut r, &mut io::sink()).is_err());
            let mut w = CipherWriter::new(io::sink(), gcm.decryptor(&NONCE, b"ad").unwrap());
            let _ = w.write_all(&forged);
            assert!(w.finish().is_err());
        }
        let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&NONCE, b"ad").unwrap());
        let mut v = Vec::new();
        r.read_to_end(&mut v).unwrap();
        assert_eq!(v, msg);
        // Chunked streams (c2sp.org/chunked-encryption), with small and large reads.
        {
            let mut w = chunked::Writer::new(Vec::new(), &[1; 16], b"", Hash::Sha512).unwrap();
            for p in msg.chunks(100) {
                w.write_all(p).unwrap();
            }
            let stream = w.finish().unwrap();
            for read in [1usize, 100, 8192] {
                let mut r = chunked::Reader::new(&stream[..], &[1; 16], b"", Hash::Sha512).unwrap();
                let mut out = vec![0u8; read];
                assert_eq!(read_all(&mut r, &mut out), msg);
            }
            let mut bad = stream.clone();
            *bad.last_mut().unwrap() ^= 1;
            let mut r = chunked::Reader::new(&bad[..], &[1; 16], b"", Hash::Sha512).unwrap();
            assert!(io::copy(&mut r, &mut io::sink()).is_err());
        }
        // One-shot: a forged tag on an empty message wipes an empty buffer.
        let mut empty: Vec<u8> = Vec::new();
        let tag = gcm.encrypt_in_place_detached(&NONCE, b"", &mut empty).unwrap();
        let mut bad = tag.as_ref().to_vec();
        bad[0] ^= 1;
        assert!(gcm.decrypt_in_place_detached(&NONCE, b"", &mut empty, &bad).is_err());
    }
}

#[test]
fn no_memset_at_a_dangling_address() {
    // The counter works: a clear of a few bytes at an allocated address is one call.
    let mut v = vec![1u8; 64];
    let before = CALLS.load(Ordering::Relaxed);
    let n = black_box(40usize);
    v[..n].fill(0);
    black_box(&mut v);
    assert!(CALLS.load(Ordering::Relaxed) > before, "this binary's memset is not the one called");
    // And it sees a dangling one: zero bytes written at an empty vector's address with
    // `ptr::write_bytes`, as `zeroize` clears bytes. (Not with `fill(0)`, whose empty case is
    // the toolchain's: Rust 1.95's `fill` calls `memset` for zero bytes, 1.89's does not.)
    let low = LOW.load(Ordering::Relaxed);
    let mut empty: Vec<u8> = Vec::new();
    let k = black_box(0usize);
    // SAFETY: a write of zero bytes through a non-null, aligned (dangling) pointer is valid.
    unsafe { core::ptr::write_bytes(empty.as_mut_ptr(), 0, k) };
    black_box(&mut empty);
    assert_eq!(LOW.load(Ordering::Relaxed), low + 1, "a dangling destination is not seen");

    let low = LOW.load(Ordering::Relaxed);
    for backend in Backend::available() {
        workload(&Aes128Gcm::with_backend(&[3; 16], backend).unwrap());
    }
    assert_eq!(LOW.load(Ordering::Relaxed), low, "memset called at a dangling address");
}
