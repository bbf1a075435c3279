//! Allocation counts and peak heap of the stream layer, measured by a counting global allocator
//! (this test binary only).
//!
//! Only the measuring thread's allocations count (a thread-local switch), so the test harness's
//! own threads do not disturb the figures. A `realloc` counts as one allocation and changes the
//! live total by `new − old` (large blocks are moved by `mremap`, without a copy in memory);
//! the peak is the highest live total above the level at the start of the measurement.
//! Run with `--nocapture` to see the figures.

use aes_engine::Aes128Gcm;
use aes_engine::chunked::{self, Hash};
use aes_engine::stream::{CipherReader, CipherWriter};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::{self, Read, Write};

struct Counting;

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn record(allocs: usize, delta: isize) {
    let _ = ACTIVE.try_with(|active| {
        if active.get() {
            ALLOCS.with(|a| a.set(a.get() + allocs));
            LIVE.with(|l| {
                l.set(l.get() + delta);
                PEAK.with(|p| p.set(p.get().max(l.get())));
            });
        }
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            record(1, layout.size() as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            record(1, layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        record(0, -(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            record(1, new_size as isize - layout.size() as isize);
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[derive(Debug)]
struct Usage {
    allocs: usize,
    peak: usize,
}

/// Runs `f` with counting on; returns its result and what it allocated.
fn measure<T>(f: impl FnOnce() -> T) -> (T, Usage) {
    ALLOCS.with(|a| a.set(0));
    LIVE.with(|l| l.set(0));
    PEAK.with(|p| p.set(0));
    ACTIVE.with(|a| a.set(true));
    let t = f();
    ACTIVE.with(|a| a.set(false));
    let usage = Usage { allocs: ALLOCS.with(Cell::get), peak: PEAK.with(Cell::get).max(0) as usize };
    (t, usage)
}

const MIB: usize = 1 << 20;

/// Reads until the end into `out` (a caller buffer allocated beforehand), `chunk` bytes a call.
fn read_into(r: &mut impl Read, out: &mut [u8], chunk: usize) -> io::Result<usize> {
    let mut n = 0;
    loop {
        let end = (n + chunk).min(out.len());
        let k = r.read(&mut out[n..end])?;
        if k == 0 {
            return Ok(n);
        }
        n += k;
    }
}

/// Reads `r` to its end through `out`: `n` bytes in all, each of them `n as u8`.
fn read_all_of(r: &mut impl Read, out: &mut [u8], n: usize) {
    let mut total = 0;
    loop {
        let k = r.read(out).unwrap();
        if k == 0 {
            break;
        }
        assert!(out[..k].iter().all(|&b| b == n as u8));
        total += k;
    }
    assert_eq!(total, n);
}

fn sealed_mib() -> (Aes128Gcm, Vec<u8>, Vec<u8>) {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let msg: Vec<u8> = (0..MIB).map(|i| (i * 7) as u8).collect();
    let sealed = gcm.encrypt(&[2; 12], b"", &msg).unwrap();
    (gcm, msg, sealed)
}

#[test]
fn gcm_decryption_without_a_length_hint() {
    let (gcm, msg, sealed) = sealed_mib();
    // Caller buffers of the whole message and of 4 KiB (the plaintext then comes out of the
    // decryptor's own buffer, handed over by `finish_to_vec`).
    for chunk in [MIB, 4096] {
        let mut out = vec![0u8; MIB];
        aes_engine::gcm::release_spare_buffer(); // a thread with no spare buffer (the cold path)
        let (n, usage) = measure(|| {
            let dec = gcm.decryptor(&[2; 12], b"").unwrap();
            let mut r = CipherReader::new(&sealed[..], dec);
            read_into(&mut r, &mut out, chunk).unwrap()
        });
        assert_eq!(n, MIB);
        assert!(out == msg);
        let ratio = usage.peak as f64 / MIB as f64;
        println!(
            "CipherReader, GCM decrypt 1 MiB, no hint, {chunk}-byte reads: {} allocations, peak {} bytes = {ratio:.3}x",
            usage.allocs, usage.peak
        );
        assert!(usage.allocs <= 25, "{usage:?}");
        assert!(usage.peak <= MIB * 105 / 100 + 64 * 1024, "{usage:?}");
    }
}

/// The bound of issue 12 without a length hint: peak heap <= 1.05x the message + 64 KiB, at
/// most 25 allocations, for the writer too (the plaintext is written out of the decryptor's own
/// chunks: no second buffer).
#[test]
fn gcm_decryption_through_the_writer_without_a_length_hint() {
    let (gcm, msg, sealed) = sealed_mib();
    for piece in [100, 8192] {
        let mut sink = Vec::with_capacity(MIB);
        aes_engine::gcm::release_spare_buffer();
        let ((), usage) = measure(|| {
            let mut w = CipherWriter::new(&mut sink, gcm.decryptor(&[2; 12], b"").unwrap());
            for p in sealed.chunks(piece) {
                w.write_all(p).unwrap();
            }
            w.finish().unwrap();
        });
        assert!(sink == msg);
        println!(
            "CipherWriter, GCM decrypt 1 MiB, no hint, {piece}-byte writes: {} allocations, peak {} bytes",
            usage.allocs, usage.peak
        );
        assert!(usage.allocs <= 25, "{usage:?}");
        assert!(usage.peak <= MIB * 105 / 100 + 64 * 1024, "{usage:?}");
    }
}

/// With the length given through `engine_mut().reserve`, the writer's decryption allocates the
/// message buffer and nothing else.
#[test]
fn gcm_decryption_through_the_writer_with_a_length_hint() {
    let (gcm, msg, sealed) = sealed_mib();
    let mut sink = Vec::with_capacity(MIB);
    let ((), usage) = measure(|| {
        let mut w = CipherWriter::new(&mut sink, gcm.decryptor(&[2; 12], b"").unwrap());
        w.engine_mut().reserve(sealed.len());
        for p in sealed.chunks(8192) {
            w.write_all(p).unwrap();
        }
        w.finish().unwrap();
    });
    assert!(sink == msg);
    println!("CipherWriter, GCM decrypt 1 MiB, reserve(len): {} allocations, peak {} bytes", usage.allocs, usage.peak);
    assert_eq!(usage.allocs, 1, "{usage:?}"); // the message buffer (the writer needs none of its own)
    assert!(usage.peak <= MIB + 16, "{usage:?}");
}

/// A fresh reader or writer per message: from the second message of a size on, the decryptor
/// takes the thread's spare buffer (the chunks the previous one left) and allocates nothing; a
/// larger message adds chunks to it (and of a buffer over 2 MiB, the first chunks, up to 2 MiB,
/// are kept); `release_spare_buffer` frees it (the cold path again).
#[test]
fn fresh_decryptors_take_the_threads_spare_buffer() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sizes = [MIB, 16_384, MIB, 300_000, 3 * MIB, 70_000];
    let sealed: Vec<Vec<u8>> =
        sizes.iter().map(|&n| gcm.encrypt(&[n as u8; 12], b"ad", &vec![n as u8; n]).unwrap()).collect();
    let mut out = vec![0u8; 8192];
    for round in 0..2 {
        aes_engine::gcm::release_spare_buffer();
        let mut sink = Vec::with_capacity(3 * MIB);
        let mut largest_kept = 0;
        for (i, (&n, ct)) in sizes.iter().zip(&sealed).enumerate() {
            let ((), usage) = measure(|| {
                if round == 0 {
                    let mut r = CipherReader::new(&ct[..], gcm.decryptor(&[n as u8; 12], b"ad").unwrap());
                    read_all_of(&mut r, &mut out, n);
                } else {
                    sink.clear();
                    let mut w = CipherWriter::new(&mut sink, gcm.decryptor(&[n as u8; 12], b"ad").unwrap());
                    for p in ct.chunks(100) {
                        w.write_all(p).unwrap();
                    }
                    w.finish().unwrap();
                    assert!(sink.len() == n && sink.iter().all(|&b| b == n as u8));
                }
            });
            let kind = if round == 0 { "reader, 8 KiB reads" } else { "writer, 100-B writes" };
            println!("fresh {kind}, message {i} ({n} bytes): {} allocations", usage.allocs);
            if i == 0 {
                assert!(usage.allocs > 0, "{usage:?}");
            } else if n <= largest_kept {
                assert_eq!(usage.allocs, 0, "message {i}: {usage:?}");
            }
            // Of a buffer over 2 MiB, chunks of 2 MiB at most are kept (the 1 MiB buffer of
            // message 2 grown by chunks of 1/32 of the whole, so at least 1.9 MiB).
            largest_kept = largest_kept.max(n.min(MIB * 19 / 10));
        }
    }
    // Freed: the next decryptor allocates again.
    let ((), usage) = measure(|| {
        let mut r = CipherReader::new(&sealed[1][..], gcm.decryptor(&[16_384u32 as u8; 12], b"ad").unwrap());
        while r.read(&mut out).unwrap() > 0 {}
    });
    assert!(usage.allocs == 0, "the spare of the last message ({:?}) serves 16 KiB", usage);
    aes_engine::gcm::release_spare_buffer();
    let ((), usage) = measure(|| {
        let mut r = CipherReader::new(&sealed[1][..], gcm.decryptor(&[16_384u32 as u8; 12], b"ad").unwrap());
        while r.read(&mut out).unwrap() > 0 {}
    });
    assert!(usage.allocs > 0, "{usage:?}");
}

/// Many messages through one re-armed reader and one re-armed writer: nothing is allocated after
/// the first message.
#[test]
fn rearmed_adapters_allocate_nothing_after_the_first_message() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sizes = [300_000, 1, 70_000, 0, 299_999, 12_345, 300_000];
    let sealed: Vec<Vec<u8>> =
        sizes.iter().map(|&n| gcm.encrypt(&[n as u8; 12], b"ad", &vec![n as u8; n]).unwrap()).collect();
    for piece in [512, 8192] {
        let mut out = vec![0u8; piece];
        let mut r = CipherReader::new(&sealed[0][..], gcm.decryptor(&[0; 12], b"").unwrap());
        let mut w = CipherWriter::new(Vec::with_capacity(300_000), gcm.decryptor(&[0; 12], b"").unwrap());
        for (i, (&n, ct)) in sizes.iter().zip(&sealed).enumerate() {
            let ((), usage) = measure(|| {
                r.reset(&[n as u8; 12], b"ad").unwrap();
                *r.get_mut() = &ct[..];
                read_all_of(&mut r, &mut out, n);
                w.reset(&[n as u8; 12], b"ad").unwrap();
                w.get_mut().clear();
                for p in ct.chunks(piece) {
                    w.write_all(p).unwrap();
                }
                w.finish_message().unwrap();
                assert!(w.get_ref().len() == n && w.get_ref().iter().all(|&b| b == n as u8));
            });
            println!("re-armed, {piece}-byte pieces, message {i} ({n} bytes): {} allocations", usage.allocs);
            if i > 0 {
                assert_eq!(usage.allocs, 0, "message {i}: {usage:?}");
            }
        }
    }
}

#[test]
fn gcm_decryption_with_a_length_hint() {
    let (gcm, msg, sealed) = sealed_mib();
    for chunk in [MIB, 4096] {
        let mut out = vec![0u8; MIB];
        aes_engine::gcm::release_spare_buffer();
        let ((n, during_reads), usage) = measure(|| {
            let dec = gcm.decryptor(&[2; 12], b"").unwrap();
            let mut r = CipherReader::new(&sealed[..], dec); // reads straight into it: no buffer
            r.engine_mut().reserve(sealed.len()); // the one allocation: the message buffer
            let before = ALLOCS.with(Cell::get);
            let n = read_into(&mut r, &mut out, chunk).unwrap();
            (n, ALLOCS.with(Cell::get) - before)
        });
        assert_eq!(n, MIB);
        assert!(out == msg);
        let ratio = usage.peak as f64 / MIB as f64;
        println!(
            "CipherReader, GCM decrypt 1 MiB, reserve(len), {chunk}-byte reads: {} allocations \
             (the message buffer; {during_reads} while reading), peak {} bytes = {ratio:.3}x",
            usage.allocs, usage.peak
        );
        assert_eq!(during_reads, 0, "{usage:?}");
        assert_eq!(usage.allocs, 1, "{usage:?}");
        assert!(ratio <= 1.05, "{usage:?}");
    }
}

/// GCM encryption through the reader into a caller buffer that takes the whole output: the
/// message is read straight into it and encrypted there (`update_in_place`), and the last
/// 16-byte read, which finds the end of the input, gets the tag directly: no allocation at all.
/// With small reads, the reader's own 8 KiB input and output buffers are the only allocations.
#[test]
fn gcm_encryption_allocates_at_most_the_reader_buffer() {
    let (gcm, msg, sealed) = sealed_mib();
    for (chunk, want, peak) in [(MIB + 16, 0, 0), (1000, 2, 2 * 8192 + 64)] {
        let mut out = vec![0u8; sealed.len()];
        let (n, usage) = measure(|| {
            let enc = gcm.encryptor(&[2; 12], b"").unwrap();
            let mut r = CipherReader::new(&msg[..], enc);
            read_into(&mut r, &mut out, chunk).unwrap()
        });
        assert_eq!(out[..n], sealed[..]);
        println!(
            "CipherReader, GCM encrypt 1 MiB, {chunk}-byte reads: {} allocations, peak {} bytes",
            usage.allocs, usage.peak
        );
        assert_eq!(usage.allocs, want, "{usage:?}");
        assert!(usage.peak <= peak, "{usage:?}");
    }
}

/// A plaintext of `len` bytes generated on the fly (no memory of its own).
fn pattern(i: usize) -> u8 {
    (i.wrapping_mul(2_654_435_761) >> 13) as u8
}

#[test]
fn chunked_stream_memory_is_one_chunk() {
    const LEN: usize = 16 * MIB + 12_345;
    // One sealed chunk (16,400 bytes) per reader or writer, and a little slack.
    let bound = 16_400 + 4096;
    let key = [3u8; 16];
    let chunk: Vec<u8> = (0..10_000).map(pattern).collect();

    // Writing a long stream into a sink.
    let (written, usage) = measure(|| {
        struct Count(usize);
        impl Write for Count {
            fn write(&mut self, d: &[u8]) -> io::Result<usize> {
                self.0 += d.len();
                Ok(d.len())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut w = chunked::Writer::new(Count(0), &key, b"", Hash::Sha512).unwrap();
        let mut left = LEN;
        while left > 0 {
            let n = left.min(chunk.len());
            w.write_all(&chunk[..n]).unwrap();
            left -= n;
        }
        w.finish().unwrap().0
    });
    assert_eq!(written, 56 + LEN + 16 * (LEN / 16_384 + 1));
    println!("chunked::Writer, {LEN} bytes: {} allocations, peak {} bytes (bound {bound})", usage.allocs, usage.peak);
    assert!(usage.peak <= bound, "{usage:?}");

    // Reading it back through a 64 KiB caller buffer.
    let mut sealed = Vec::with_capacity(written);
    {
        let mut w = chunked::Writer::new(&mut sealed, &key, b"", Hash::Sha512).unwrap();
        let mut left = LEN;
        while left > 0 {
            let n = left.min(chunk.len());
            w.write_all(&chunk[..n]).unwrap();
            left -= n;
        }
        w.finish().unwrap();
    }
    let mut buf = vec![0u8; 64 * 1024];
    let (total, usage) = measure(|| {
        let mut r = chunked::Reader::new(&sealed[..], &key, b"", Hash::Sha512).unwrap();
        let mut total = 0;
        loop {
            let n = r.read(&mut buf).unwrap();
            if n == 0 {
                break total;
            }
            assert!(buf[..n].iter().enumerate().all(|(i, &b)| b == chunk[(total + i) % 10_000]));
            total += n;
        }
    });
    assert_eq!(total, LEN);
    println!("chunked::Reader, {LEN} bytes: {} allocations, peak {} bytes (bound {bound})", usage.allocs, usage.peak);
    assert!(usage.peak <= bound, "{usage:?}");
}

/// A fresh reader or writer per message (GCM sealing, reads and writes smaller than the 8 KiB
/// buffer, so each adapter has a buffer of its own): from the second message on the thread it
/// takes the buffer the previous one left (wiped) and allocates nothing.
#[test]
fn fresh_adapters_take_the_threads_spare_buffer() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let msg = vec![7u8; 20_000];
    let sealed = gcm.encrypt(&[3; 12], b"", &msg).unwrap();
    let mut out = vec![0u8; sealed.len()];
    let mut sink = Vec::with_capacity(sealed.len());
    for i in 0..4 {
        let ((), reader) = measure(|| {
            let mut r = CipherReader::new(&msg[..], gcm.encryptor(&[3; 12], b"").unwrap());
            assert_eq!(read_into(&mut r, &mut out, 512).unwrap(), sealed.len());
        });
        assert_eq!(out, sealed);
        let ((), writer) = measure(|| {
            sink.clear();
            let mut w = CipherWriter::new(&mut sink, gcm.encryptor(&[3; 12], b"").unwrap());
            for p in msg.chunks(100) {
                w.write_all(p).unwrap();
            }
            w.finish().unwrap();
        });
        assert_eq!(sink, sealed);
        println!("fresh reader and writer, GCM seal, message {i}: {} and {} allocations", reader.allocs, writer.allocs);
        if i > 0 {
            assert_eq!((reader.allocs, writer.allocs), (0, 0), "message {i}: {reader:?}, {writer:?}");
        }
    }
    // Freed: the next reader allocates its buffer again.
    aes_engine::gcm::release_spare_buffer();
    let ((), usage) = measure(|| {
        let mut r = CipherReader::new(&msg[..], gcm.encryptor(&[3; 12], b"").unwrap());
        read_into(&mut r, &mut out, 512).unwrap();
    });
    assert_eq!(usage.allocs, 1, "{usage:?}");
}
