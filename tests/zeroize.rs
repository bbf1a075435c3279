//! Zeroization: dropping a key-holding type wipes its key material where it lies, and engines
//! wipe the plaintext they buffer.
//!
//! Method: the value is moved into a `MaybeUninit` slot, dropped there with `ptr::drop_in_place`,
//! and the slot's bytes are read back (volatile reads) and compared with a snapshot taken before
//! the drop. A type passes when, after its drop, (a) no 4-byte window of the raw key, of `H`, or of
//! the buffered plaintext is left, and (b) at most a few bytes of metadata (enum discriminant,
//! round count, tag length, a pointer to a borrowed key) are non-zero — while before the drop the
//! same slot held plenty of non-zero key material (so the check is not vacuous on any layout,
//! bytes or bitsliced).
//!
//! Heap: a counting global allocator shows that no key type allocates (the key enum is inline,
//! and so are the wide tables a key builds on first use),
//! and scans every block freed while watching for the plaintext marker: the GCM decryptor's buffer
//! and the one-shot decryptions' working buffers must be wiped before they are freed.
//!
//! `unsafe` here is test-only: reading the bytes of a dropped value (padding bytes included, which
//! is not defined behaviour in the abstract machine but is what a memory-disclosure attacker sees),
//! and a `GlobalAlloc` wrapper around `System`.
//!
//! Not checked (not checkable from safe code, and documented in SECURITY.md): copies left behind
//! by moves of a value before it is dropped, and registers / stack slots used during computation.

use aes_engine::cbc::{self, Padding};
use aes_engine::cmac::Cmac;
use aes_engine::ctr::Ctr;
use aes_engine::xts::{Aes128Xts, Aes256Xts};
use aes_engine::{Aes128, Aes128Gcm, Aes192, Aes256, Aes256Gcm, Backend, BlockCipher, Crypter, GHash, Gcm};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::mem::{MaybeUninit, size_of};
use std::ptr;

// ---------------------------------------------------------------------------------------------
// A watching allocator
// ---------------------------------------------------------------------------------------------

struct Watch;

thread_local! {
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
    static WATCH_FREES: Cell<bool> = const { Cell::new(false) };
    static MARKER_FREED: Cell<usize> = const { Cell::new(0) };
    /// What the heap scan looks for: a marker fresh for each scan (see `fresh_marker`).
    static NEEDLE: Cell<[u8; 16]> = const { Cell::new(*MARKER) };
}

/// A 16-byte plaintext marker no other test (and no earlier iteration) has written, made the
/// one the heap scan looks for. The scan reads whole freed blocks, including capacity that was
/// never initialised: with a shared marker, stale bytes another test freed earlier could be
/// handed to a `Vec` here and reported when it grows (a false positive seen under CI load).
fn fresh_marker() -> [u8; 16] {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut x = nanos ^ COUNT.fetch_add(1, Ordering::Relaxed).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut m = [0u8; 16];
    for b in &mut m {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = (x >> 24) as u8 | 0x80; // high bit set: never ASCII, never all-zero
    }
    NEEDLE.with(|c| c.set(m));
    m
}

/// The plaintext marker the heap scan looks for (any 8-byte window of it).
const MARKER: &[u8; 16] = b"PLAINTEXT-MARKER";

fn contains_window(hay: &[u8], needle: &[u8], w: usize) -> bool {
    needle.windows(w).any(|n| hay.windows(w).any(|h| h == n))
}

// SAFETY: every call is forwarded to `System` with the same arguments; the bookkeeping only
// touches const-initialised thread-locals (no allocation) and reads the block being freed, which
// is still live until `System.dealloc` returns.
unsafe impl GlobalAlloc for Watch {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: forwarded.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if WATCH_FREES.try_with(Cell::get).unwrap_or(false) {
            // SAFETY: `p` points to a live block of `layout.size()` bytes (the caller's contract).
            let block = unsafe { std::slice::from_raw_parts(p, layout.size()) };
            let needle = NEEDLE.try_with(Cell::get).unwrap_or(*MARKER);
            if contains_window(block, &needle, 8) {
                let _ = MARKER_FREED.try_with(|c| c.set(c.get() + 1));
            }
        }
        // SAFETY: forwarded.
        unsafe { System.dealloc(p, layout) }
    }
}

#[global_allocator]
static GLOBAL: Watch = Watch;

/// Allocations made by `f` on this thread.
fn allocations<R>(f: impl FnOnce() -> R) -> (usize, R) {
    let before = ALLOCS.with(Cell::get);
    let r = f();
    (ALLOCS.with(Cell::get) - before, r)
}

/// Blocks freed by `f` on this thread that still held the plaintext marker.
fn marker_blocks_freed(f: impl FnOnce()) -> usize {
    MARKER_FREED.with(|c| c.set(0));
    WATCH_FREES.with(|c| c.set(true));
    f();
    // A dropped GCM decryptor leaves its chunks to the thread as a spare (see
    // `release_spare_buffer`): free them too, so they are scanned as well.
    aes_engine::gcm::release_spare_buffer();
    WATCH_FREES.with(|c| c.set(false));
    MARKER_FREED.with(Cell::get)
}

// ---------------------------------------------------------------------------------------------
// Drop in place and inspect
// ---------------------------------------------------------------------------------------------

fn bytes_at<T>(p: *const T) -> Vec<u8> {
    // SAFETY: `p` points to `size_of::<T>()` bytes of a live `MaybeUninit<T>` slot; volatile reads
    // so the compiler cannot assume anything about a dropped value's bytes.
    (0..size_of::<T>()).map(|i| unsafe { ptr::read_volatile(p.cast::<u8>().add(i)) }).collect()
}

/// Moves `value` into a slot, snapshots it, drops it in place, snapshots again.
fn drop_and_inspect<T>(value: T) -> (Vec<u8>, Vec<u8>) {
    let mut slot = MaybeUninit::<T>::zeroed();
    slot.write(value);
    let before = bytes_at(slot.as_ptr());
    // SAFETY: the slot was initialised just above and is dropped exactly once; it is never
    // read as a `T` again.
    unsafe { ptr::drop_in_place(slot.as_mut_ptr()) };
    let after = bytes_at(slot.as_ptr());
    (before, after)
}

/// `make()`, then [`drop_and_inspect`], in a frame of its own below the caller: so the value is
/// built in the stack [`scrub_stack`] has just zeroed. (Built in the caller's own frame, as
/// inlining may arrange, it would pick up whatever that frame held: on a test thread whose stack
/// an earlier test had used, 11 stale bytes in a `gcm::Encryptor`'s padding, seen about once in
/// ten runs of this binary.)
#[inline(never)]
fn build_and_inspect<T>(make: impl FnOnce() -> T) -> (Vec<u8>, Vec<u8>) {
    drop_and_inspect(make())
}

/// Zeroes 64 KiB of stack below the caller, so the next value built there does not pick up stale
/// bytes of earlier values in its padding (the key enum is as large as its largest variant; a
/// smaller variant's unused tail is copied along with every move, whatever it held before).
#[inline(never)]
fn scrub_stack() {
    let mut buf = [0u8; 1 << 16];
    std::hint::black_box(&mut buf);
}

/// The check described in the module docs. `make` builds the value (after the stack is
/// scrubbed); `secrets` must be gone; at most `meta` non-zero bytes may remain; the slot must have
/// held at least `min_secret` non-zero bytes before.
fn assert_wiped<T>(what: &str, make: impl FnOnce() -> T, secrets: &[&[u8]], meta: usize, min_secret: usize) {
    scrub_stack();
    let (before, after) = build_and_inspect(make);
    let nz_before = before.iter().filter(|&&b| b != 0).count();
    let left: Vec<(usize, u8)> = after.iter().copied().enumerate().filter(|&(_, b)| b != 0).collect();
    println!("{what:<44} {:>5} bytes: {nz_before:>4} non-zero before drop, {:>3} after", before.len(), left.len());
    assert!(nz_before >= min_secret, "{what}: only {nz_before} non-zero bytes before the drop: the check is vacuous");
    for s in secrets {
        let at: Vec<usize> =
            (0..after.len().saturating_sub(3)).filter(|&i| s.windows(4).any(|w| w == &after[i..i + 4])).collect();
        assert!(at.is_empty(), "{what}: secret bytes survive the drop at offsets {at:x?} of {:#x}", after.len());
    }
    // Metadata (discriminant, round count, tag length, a borrowed key's address) may remain, and
    // so may stale bytes in padding that moves copy along (an enum's unused tail, see
    // `scrub_stack`): those are not fields the type can zeroize. Everything else must be gone.
    let limit = meta.max(nz_before / 10);
    assert!(
        left.len() <= limit,
        "{what}: {} non-zero bytes remain after the drop (at most {limit}): {left:02x?}",
        left.len()
    );
}

/// A key with no repeated 4-byte windows, distinctive enough to find.
fn key<const N: usize>(seed: u8) -> [u8; N] {
    std::array::from_fn(|i| (i as u8).wrapping_mul(167).wrapping_add(seed) ^ 0xa5)
}

fn h_of<C: BlockCipher>(c: &C) -> [u8; 16] {
    let mut h = [0u8; 16];
    c.encrypt_block(&mut h);
    h
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[test]
fn key_types_hold_no_heap_allocation() {
    for b in Backend::available() {
        let (n, _) = allocations(|| {
            let a = Aes128::with_backend(&key(1), b).unwrap();
            let c = a.clone();
            let _ = Aes192::with_backend(&key(2), b).unwrap();
            let _ = Aes256::with_backend(&key(3), b).unwrap();
            let g = GHash::with_backend(&key(4), b).unwrap();
            let _ = g.clone();
            let gcm = Gcm::from_cipher(c);
            let mut buf = [7u8; 100];
            let tag = gcm.encrypt_in_place_detached(&[1; 12], b"aad", &mut buf).unwrap();
            gcm.decrypt_in_place_detached(&[1; 12], b"aad", &mut buf, tag.as_ref()).unwrap();
            let mut ctr = Ctr::new(&a, &[0; 16]);
            ctr.apply_keystream(&mut buf);
            let mut enc = gcm.encryptor(&[1; 12], b"").unwrap();
            let mut out = [0u8; 128];
            let n = enc.update(&buf, &mut out);
            enc.finish(&mut out[n..]).unwrap();
            let mut e = cbc::Encryptor::new(&a, &[0; 16], Padding::Pkcs7);
            let n = e.update(&buf[..33], &mut out);
            e.finish(&mut out[n..]).unwrap();
        });
        assert_eq!(n, 0, "{b}: key types, GCM in place, CTR and the CBC/GCM encryptors must not allocate");
    }
}

#[test]
fn dropping_block_ciphers_wipes_round_keys() {
    for b in Backend::available() {
        let k16: [u8; 16] = key(10);
        let k24: [u8; 24] = key(11);
        let k32: [u8; 32] = key(12);
        let a = Aes128::with_backend(&k16, b).unwrap();
        assert_wiped(&format!("{b}: Aes128 (clone)"), || a.clone(), &[&k16], 16, 64);
        assert_wiped(&format!("{b}: Aes128"), || Aes128::with_backend(&k16, b).unwrap(), &[&k16], 16, 64);
        assert_wiped(&format!("{b}: Aes192"), || Aes192::with_backend(&k24, b).unwrap(), &[&k24], 16, 64);
        assert_wiped(&format!("{b}: Aes256"), || Aes256::with_backend(&k32, b).unwrap(), &[&k32], 16, 64);
    }
}

#[test]
fn dropping_ghash_and_gcm_wipes_keys() {
    for b in Backend::available() {
        let h: [u8; 16] = key(20);
        let make = || {
            let mut g = GHash::with_backend(&h, b).unwrap();
            g.update_padded(b"some data to leave a running state behind");
            g
        };
        assert_wiped(&format!("{b}: GHash (mid-stream)"), make, &[&h], 8, 12);

        let k16: [u8; 16] = key(21);
        let h = h_of(&Aes128::with_backend(&k16, b).unwrap());
        assert_wiped(&format!("{b}: Aes128Gcm"), || Aes128Gcm::with_backend(&k16, b).unwrap(), &[&k16, &h], 24, 64);
        let k32: [u8; 32] = key(22);
        let h = h_of(&Aes256::with_backend(&k32, b).unwrap());
        let make = || Aes256Gcm::with_backend(&k32, b).unwrap().with_tag_len(12).unwrap();
        assert_wiped(&format!("{b}: Aes256Gcm (tag 12)"), make, &[&k32, &h], 24, 64);
        // A long message builds the wide kernels' tables inside the key (`backend/lazy.rs`):
        // they are wiped with it.
        let make = || {
            let gcm = Aes256Gcm::with_backend(&k32, b).unwrap();
            gcm.encrypt(&[3; 12], b"aad", &[0x5a; 4096]).unwrap();
            gcm
        };
        assert_wiped(&format!("{b}: Aes256Gcm (wide tables built)"), make, &[&k32, &h], 24, 64);
        let k16: [u8; 16] = key(21);
        let h = h_of(&Aes128::with_backend(&k16, b).unwrap());
        let make = || {
            let gcm = Aes128Gcm::with_backend(&k16, b).unwrap();
            let mut buf = [0x5a; 1000];
            let tag = gcm.encrypt_in_place_detached(&[3; 12], b"", &mut buf).unwrap();
            gcm.decrypt_in_place_detached(&[3; 12], b"", &mut buf, tag.as_ref()).unwrap();
            gcm
        };
        assert_wiped(&format!("{b}: Aes128Gcm (wide tables built)"), make, &[&k16, &h], 24, 64);
    }
}

#[test]
fn dropping_xts_and_cmac_wipes_keys() {
    for b in Backend::available() {
        let k32: [u8; 32] = key(60);
        assert_wiped(&format!("{b}: Aes128Xts"), || Aes128Xts::with_backend(&k32, b).unwrap(), &[&k32], 32, 64);
        let k64: [u8; 64] = key(61);
        assert_wiped(&format!("{b}: Aes256Xts"), || Aes256Xts::with_backend(&k64, b).unwrap(), &[&k64], 32, 64);
        // CMAC mid-message: the subkeys, the chain and the pending (unabsorbed) bytes are secret.
        let k16: [u8; 16] = key(62);
        let aes = Aes128::with_backend(&k16, b).unwrap();
        let mut l = [0u8; 16];
        aes.encrypt_block(&mut l);
        let make = || {
            let mut mac = Cmac::new(Aes128::with_backend(&k16, b).unwrap());
            mac.update(&MARKER[..]);
            mac.update(&MARKER[..9]);
            mac
        };
        assert_wiped(&format!("{b}: cmac::Cmac (owning, 9 bytes pending)"), make, &[&k16, &l, &MARKER[..9]], 32, 64);
    }
}

#[test]
fn dropping_engines_wipes_keys_and_buffered_plaintext() {
    for b in Backend::available() {
        let k: [u8; 16] = key(30);
        // CTR mid-block: the unused keystream of the partial block is a secret too.
        let make = || {
            let mut ctr = Ctr::new(Aes128::with_backend(&k, b).unwrap(), &[0x10; 16]);
            let mut d = *MARKER;
            ctr.apply_keystream(&mut d[..5]);
            ctr
        };
        assert_wiped(&format!("{b}: ctr::Ctr (owning, mid-block)"), make, &[&k], 32, 64);

        // CBC engines holding a partial block of plaintext (encryptor) or a held-back block.
        let mut out = [0u8; 64];
        let make = || {
            let mut enc = cbc::Encryptor::new(Aes128::with_backend(&k, b).unwrap(), &[0; 16], Padding::Pkcs7);
            assert_eq!(enc.update(&MARKER[..13], &mut [0u8; 64]), 0);
            enc
        };
        assert_wiped(&format!("{b}: cbc::Encryptor (13 bytes pending)"), make, &[&k, &MARKER[..13]], 32, 64);
        let aes = Aes128::with_backend(&k, b).unwrap();
        let ct = cbc::encrypt(&aes, &[0; 16], Padding::Pkcs7, MARKER).unwrap();
        let make = || {
            let mut dec = cbc::Decryptor::new(&aes, &[0; 16], Padding::Pkcs7);
            assert_eq!(dec.update(&ct, &mut out), 16);
            dec
        };
        assert_wiped(&format!("{b}: cbc::Decryptor (borrowing, block held)"), make, &[], 40, 8);

        // GCM encryptor with a pending partial block; its state holds E_K(J0) and the GHASH state.
        let gcm = Aes128Gcm::with_backend(&k, b).unwrap();
        let make = || {
            let mut enc = gcm.encryptor(&[9; 12], b"aad").unwrap();
            assert_eq!(enc.update(&MARKER[..11], &mut [0u8; 64]), 0);
            enc
        };
        assert_wiped(&format!("{b}: gcm::Encryptor (11 bytes pending)"), make, &[&MARKER[..11]], 24, 16);
        let make = || gcm.decryptor(&[9; 12], b"aad").unwrap();
        assert_wiped(&format!("{b}: gcm::Decryptor (fresh)"), make, &[], 40, 16);
    }
}

#[test]
fn heap_buffers_are_wiped_before_they_are_freed() {
    for b in Backend::available() {
        let gcm = Aes128Gcm::with_backend(&key(40), b).unwrap();
        let nonce = [3u8; 12];
        let marker = fresh_marker();
        let msg: Vec<u8> = marker.repeat(20);
        let sealed = gcm.encrypt(&nonce, b"", &msg).unwrap();
        let mut tampered = sealed.clone();
        *tampered.last_mut().unwrap() ^= 1;

        // A decryptor that verified and handed the plaintext to the caller's buffer.
        let mut out = vec![0u8; msg.len()];
        let hits = marker_blocks_freed(|| {
            let mut dec = gcm.decryptor(&nonce, b"").unwrap();
            for c in sealed.chunks(37) {
                dec.update(c, &mut []); // grows (reallocates) the buffer: ciphertext only
            }
            let n = dec.finish(&mut out).unwrap();
            assert_eq!(n, msg.len());
            drop(dec);
        });
        assert_eq!(out, msg);
        assert_eq!(hits, 0, "{b}: gcm::Decryptor freed a buffer still holding plaintext");

        // A decryptor whose tag failed after decrypting in its buffer.
        let hits = marker_blocks_freed(|| {
            let mut dec = gcm.decryptor(&nonce, b"").unwrap();
            dec.update(&tampered, &mut []);
            assert!(dec.finish_to_vec().is_err());
            drop(dec);
        });
        assert_eq!(hits, 0, "{b}: failed gcm::Decryptor freed plaintext");

        // One-shot opens that fail after decrypting into their working buffer.
        let hits = marker_blocks_freed(|| {
            assert!(gcm.decrypt(&nonce, b"", &tampered).is_err());
        });
        assert_eq!(hits, 0, "{b}: Gcm::decrypt freed plaintext on failure");

        // CBC with a bad padding: the working buffer of cbc::decrypt.
        let aes = Aes128::with_backend(&key(41), b).unwrap();
        let mut padded_wrong = msg.clone();
        *padded_wrong.last_mut().unwrap() = 0; // pad byte 0: invalid
        let ct = cbc::encrypt(&aes, &[0; 16], Padding::None, &padded_wrong).unwrap();
        let hits = marker_blocks_freed(|| {
            assert_eq!(cbc::decrypt(&aes, &[0; 16], Padding::Pkcs7, &ct), Err(aes_engine::Error::InvalidPadding));
        });
        assert_eq!(hits, 0, "{b}: cbc::decrypt freed plaintext on a bad padding");

        // Encryption copies the plaintext into its output and encrypts it there: nothing freed
        // may hold plaintext either.
        let hits = marker_blocks_freed(|| {
            drop(gcm.encrypt(&nonce, b"", &msg).unwrap());
            drop(cbc::encrypt(&aes, &[0; 16], Padding::Pkcs7, &msg).unwrap());
        });
        assert_eq!(hits, 0, "{b}: an encryption freed a buffer still holding plaintext");
        // The scan itself works: freeing our own plaintext is seen.
        let hits = marker_blocks_freed(|| drop(msg.clone()));
        assert_eq!(hits, 1, "the heap scan is blind");
    }
}

/// Re-armed GCM decryptors keep their buffer and the plaintext left in it (a message written
/// out, or one longer than 256 KiB read out) until the next message's input overwrites it:
/// whatever was left, no buffer is freed holding it, whether the decryptor is dropped right
/// after a message or after a shorter one that overwrote part of it, read to the end or not.
#[test]
fn rearmed_decryptors_free_no_plaintext() {
    use aes_engine::stream::{CipherReader, CipherWriter};
    use std::io::{Read, Write, sink};

    let marker = fresh_marker();
    let gcm = Aes128Gcm::new(&key(42));
    for long in [16 * 1024 + 5, 300 * 1024 + 7] {
        let msg: Vec<u8> = marker.iter().copied().cycle().take(long).collect();
        let short: Vec<u8> = marker.iter().copied().cycle().take(long / 3).collect();
        let (sealed, sealed_short) =
            (gcm.encrypt(&[1; 12], b"", &msg).unwrap(), gcm.encrypt(&[2; 12], b"", &short).unwrap());
        for partial in [false, true] {
            // A reader: the long message read out (to the end or in part), then the short one.
            let hits = marker_blocks_freed(|| {
                let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&[1; 12], b"").unwrap());
                let mut buf = vec![0u8; 8192];
                if partial {
                    r.read_exact(&mut buf).unwrap();
                } else {
                    while r.read(&mut buf).unwrap() > 0 {}
                }
                r.reset(&[2; 12], b"").unwrap();
                *r.get_mut() = &sealed_short[..];
                r.read_exact(&mut buf[..100]).unwrap();
                buf.fill(0);
                drop(r);
            });
            assert_eq!(hits, 0, "CipherReader ({long} B, partial: {partial}) freed plaintext");
            // A writer: the long message written out, then the short one (or only a part of it).
            let hits = marker_blocks_freed(|| {
                let mut w = CipherWriter::new(sink(), gcm.decryptor(&[1; 12], b"").unwrap());
                w.write_all(&sealed).unwrap();
                w.finish_message().unwrap();
                w.reset(&[2; 12], b"").unwrap();
                if partial {
                    w.write_all(&sealed_short[..100]).unwrap();
                } else {
                    w.write_all(&sealed_short).unwrap();
                    w.finish_message().unwrap();
                }
                drop(w);
            });
            assert_eq!(hits, 0, "CipherWriter ({long} B, partial: {partial}) freed plaintext");
        }
    }
}

/// The stream types: dropping a `CipherReader` / `CipherWriter` wipes the engine inside it (an
/// owning key schedule, a held-back block) and frees its buffer only after wiping it (decrypted
/// read-ahead, a verified GCM message not yet read); dropping a `chunked::Reader` with a verified
/// chunk not yet read, or a `chunked::Writer` with unsealed plaintext buffered (no `finish`),
/// frees no plaintext either. Inline bytes are checked as above; heap blocks by the watching
/// allocator while the value is built and dropped.
#[test]
fn dropping_stream_types_wipes_buffers() {
    use aes_engine::chunked::{self, Hash};
    use aes_engine::stream::{CipherReader, CipherWriter};
    use std::io::{Read, Write, sink};

    let marker = fresh_marker();
    let plain: Vec<u8> = marker.repeat(8); // 128 bytes of plaintext to look for
    for b in Backend::available() {
        let k: [u8; 16] = key(50);
        let aes = Aes128::with_backend(&k, b).unwrap();
        let iv = [0x21u8; 16];
        let mut ctr_ct = plain.clone();
        Ctr::new(&aes, &iv).apply_keystream(&mut ctr_ct);
        let cbc_ct = cbc::encrypt(&aes, &iv, Padding::Pkcs7, &plain).unwrap();
        let gcm = Gcm::from_cipher(Aes128::with_backend(&k, b).unwrap());
        let gcm_ct = gcm.encrypt(&[5; 12], b"", &plain).unwrap();
        let chunked_ct = chunked::encrypt(&k, b"", Hash::Sha512, &plain).unwrap();

        // Inline bytes through `assert_wiped`; then a fresh value dropped while the heap is
        // watched (apart: `assert_wiped`'s own snapshot of the slot may hold inline plaintext).
        fn both<T>(what: &str, make: impl Fn() -> T, secrets: &[&[u8]], meta: usize, min_secret: usize) {
            assert_wiped(what, &make, secrets, meta, min_secret);
            let v = make();
            let hits = marker_blocks_freed(|| drop(v));
            assert_eq!(hits, 0, "{what}: {hits} freed heap blocks still held plaintext");
        }
        // CipherWriter: an owning CBC encryptor with a partial block of plaintext inside.
        let make = || {
            let mut w = CipherWriter::new(
                sink(),
                cbc::Encryptor::new(Aes128::with_backend(&k, b).unwrap(), &iv, Padding::Pkcs7),
            );
            w.write_all(&plain[..40]).unwrap();
            w
        };
        both(&format!("{b}: CipherWriter<cbc::Encryptor> (unfinished)"), make, &[&k, &marker[..]], 48, 64);
        // CipherWriter: an owning CBC decryptor holding back its last block of plaintext.
        let make = || {
            let mut w = CipherWriter::with_capacity(
                64,
                sink(),
                cbc::Decryptor::new(Aes128::with_backend(&k, b).unwrap(), &iv, Padding::Pkcs7),
            );
            w.write_all(&cbc_ct[..64]).unwrap();
            w
        };
        both(&format!("{b}: CipherWriter<cbc::Decryptor> (unfinished)"), make, &[&k, &marker[..]], 48, 64);
        // CipherReader: an owning CTR decryptor with decrypted read-ahead in its buffer.
        let make = || {
            let mut r = CipherReader::new(&ctr_ct[..], Ctr::new(Aes128::with_backend(&k, b).unwrap(), &iv));
            let mut one = [0u8; 1];
            r.read_exact(&mut one).unwrap();
            r
        };
        both(&format!("{b}: CipherReader<ctr::Ctr> (read-ahead)"), make, &[&k, &marker[..]], 48, 64);
        // CipherReader: a GCM decryptor whose message verified, one byte read.
        let make = || {
            let mut r = CipherReader::new(&gcm_ct[..], gcm.decryptor(&[5; 12], b"").unwrap());
            let mut one = [0u8; 1];
            r.read_exact(&mut one).unwrap();
            r
        };
        both(&format!("{b}: CipherReader<gcm::Decryptor> (verified)"), make, &[&k, &marker[..]], 64, 0);
        // chunked::Reader: a verified chunk, one byte of it read.
        let make = || {
            let mut r = chunked::Reader::new(&chunked_ct[..], &k, b"", Hash::Sha512).unwrap();
            let mut one = [0u8; 1];
            r.read_exact(&mut one).unwrap();
            r
        };
        both(&format!("{b}: chunked::Reader (chunk unread)"), make, &[&k, &marker[..]], 96, 0);
        // chunked::Writer: unsealed plaintext buffered, dropped without `finish`.
        let make = || {
            let mut w = chunked::Writer::new(sink(), &k, b"", Hash::Sha512).unwrap();
            w.write_all(&plain[..80]).unwrap();
            w
        };
        both(&format!("{b}: chunked::Writer (unsealed)"), make, &[&k, &marker[..]], 96, 0);
        // The heap scan sees these buffers: the same plaintext in a plain Vec is reported.
        assert_eq!(marker_blocks_freed(|| drop(plain[..80].to_vec())), 1, "the heap scan is blind");
    }
}

/// Hashers and HMAC: the chaining value, the buffered partial block (message bytes) and the byte
/// count are wiped on drop, on every backend with a kernel for the hash; HMAC's inner and outer
/// keyed states too, in an `Hmac` and in an `HmacKey`. Only the kernel choice (an enum discriminant) may remain. No hasher or MAC
/// allocates.
#[test]
fn dropping_hashers_and_hmac_wipes_state() {
    use aes_engine::digest::{
        Digest, HashBackend, Hmac, HmacKey, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256,
    };

    fn one<H: Digest>(name: &str) {
        for b in HashBackend::available().filter(|&b| H::with_backend(b).is_ok()) {
            // 100 bytes: one block compressed (64-byte blocks) or none (128), the rest buffered.
            let msg: Vec<u8> = MARKER.iter().cycle().take(100).copied().collect();
            let make = || {
                let mut h = H::with_backend(b).unwrap();
                h.update(&msg);
                h
            };
            let buffered = &msg[100 - 100 % H::BLOCK_LEN..];
            // Metadata: the kernel discriminant and the padding bytes after it (stale stack bytes
            // that moves copy along).
            assert_wiped(&format!("{b}: {name} (100 bytes absorbed)"), make, &[buffered], 8, 16);
            let key: [u8; 40] = key(60);
            let make = || {
                let mut m = Hmac::<H>::with_backend(&key, b).unwrap();
                m.update(&msg[..7]);
                m
            };
            assert_wiped(&format!("{b}: Hmac<{name}> (7 bytes absorbed)"), make, &[&key, &msg[..7]], 24, 32);
            // An HMAC key holds the two keyed chaining values (key material) and its backend.
            let make = || HmacKey::<H>::with_backend(&key, b).unwrap();
            assert_wiped(&format!("{b}: HmacKey<{name}>"), make, &[&key], 24, 16);
            let (n, _) = allocations(|| {
                let mut h = H::with_backend(b).unwrap();
                h.update(&msg);
                let _ = h.clone().finalize();
                let _ = H::digest(&msg);
                let mut out = [H::digest(b""); 3];
                H::digest_many_with(b, &[&msg[..], b"", &msg[..3]], &mut out).unwrap();
                let hk = HmacKey::<H>::with_backend(&key, b).unwrap();
                hk.sign_many(&[&msg[..], b"", &msg[..3]], &mut out).unwrap();
                let _ = hk.sign(&msg);
                let mut m = hk.hmac();
                m.update(&msg);
                m.finalize()
            });
            assert_eq!(n, 0, "{b}: {name} allocated");
        }
    }
    one::<Md5>("Md5");
    one::<Sha1>("Sha1");
    one::<Sha224>("Sha224");
    one::<Sha256>("Sha256");
    one::<Sha384>("Sha384");
    one::<Sha512>("Sha512");
    one::<Sha512_224>("Sha512_224");
    one::<Sha512_256>("Sha512_256");
}

/// The GCM decryptor's chunks, opened in place (`finish_buffered`) and kept across re-arming
/// (`Reset`), hold plaintext: they are wiped, spare capacity included, before they are freed;
/// a failed tag wipes them at once. Through a re-armed `CipherReader` as well.
#[test]
fn rearmed_gcm_decryptor_chunks_are_wiped_before_they_are_freed() {
    use aes_engine::Reset;
    use aes_engine::stream::CipherReader;
    use std::io::Read;

    let gcm = Aes128Gcm::new(&key(42));
    let marker = fresh_marker();
    let big: Vec<u8> = marker.repeat(6000); // ~96 KB: several chunks
    let small: Vec<u8> = marker.repeat(3);
    let sealed_big = gcm.encrypt(&[1; 12], b"", &big).unwrap();
    let sealed_small = gcm.encrypt(&[2; 12], b"", &small).unwrap();
    let mut tampered = sealed_small.clone();
    tampered[0] ^= 1;
    let hits = marker_blocks_freed(|| {
        let mut dec = gcm.decryptor(&[1; 12], b"").unwrap();
        for c in sealed_big.chunks(1000) {
            dec.update(c, &mut []);
        }
        let n = dec.finish_buffered().unwrap().unwrap();
        let piece = dec.buffered_output(0);
        assert_eq!(piece, &big[..piece.len()]);
        assert_eq!(n, big.len());
        // Re-armed: the smaller message leaves the earlier plaintext in the chunks' spare room.
        dec.reset(&[2; 12], b"").unwrap();
        dec.update(&sealed_small, &mut []);
        let mut got = dec.finish_to_vec().unwrap();
        assert_eq!(got, small);
        got.iter_mut().for_each(|b| *b = 0); // (the caller's own copy)
        drop(got);
        dec.reset(&[2; 12], b"").unwrap();
        dec.update(&tampered, &mut []);
        assert!(dec.finish_buffered().unwrap().is_err());
        drop(dec);

        let mut r = CipherReader::new(&sealed_big[..], gcm.decryptor(&[1; 12], b"").unwrap());
        let mut out = vec![0u8; 512];
        r.read_exact(&mut out).unwrap(); // the rest stays unread in the decryptor's chunks
        r.reset(&[2; 12], b"").unwrap();
        *r.get_mut() = &sealed_small[..];
        let mut rest = Vec::with_capacity(small.len() + 4096); // (no growth: no unwiped copy of ours)
        r.read_to_end(&mut rest).unwrap();
        assert_eq!(rest, small);
        drop(r);
        out.iter_mut().for_each(|b| *b = 0);
        rest.iter_mut().for_each(|b| *b = 0);
    });
    assert_eq!(hits, 0, "a re-armed gcm::Decryptor freed a chunk still holding plaintext");
}

/// `CipherReader::read_to_end` and `read_to_string` with GCM grow the caller's vector only while
/// it holds ciphertext (or plaintext of earlier calls, the caller's own): a message that fits
/// the room, one longer than the capacity (its first blocks opened in the vector, the rest
/// appended from the decryptor's chunks), after a partial read, after `Interrupted` errors of
/// the inner reader, into an empty vector or one holding a prefix, and text that is not UTF-8
/// (wiped before the string is given back): no freed block holds plaintext.
#[test]
fn read_to_end_frees_no_plaintext() {
    use aes_engine::stream::CipherReader;
    use std::io::{self, Read};

    /// Gives at most `step` bytes a read and, if `stutter`, `Interrupted` every third call.
    struct Stutter<'a>(&'a [u8], usize, bool, usize);
    impl Read for Stutter<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.3 += 1;
            if self.2 && self.3.is_multiple_of(3) {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    let gcm = Aes128Gcm::new(&key(43));
    for len in [100, 5000, 8200, 40_000, 300_000] {
        // (A marker for each length: the last one's message, freed, may be handed out again as
        // the uninitialised room of a vector here.)
        let marker = fresh_marker();
        let msg: Vec<u8> = marker.iter().copied().cycle().take(len).collect();
        let sealed = gcm.encrypt(&[4; 12], b"", &msg).unwrap();
        for capacity in [8192, 1 << 20] {
            for (step, stutter, partial, prefix) in [
                (usize::MAX, false, 0, 0),
                (1000, false, 0, 10),
                (usize::MAX, true, 0, 0),
                (3000, true, 0, 300),
                (usize::MAX, false, 50, 0),
            ] {
                let what = format!("len {len}, capacity {capacity}, step {step}, stutter {stutter}, partial {partial}");
                let hits = marker_blocks_freed(|| {
                    let dec = gcm.decryptor(&[4; 12], b"").unwrap();
                    let inner = Stutter(&sealed, step, stutter, 0);
                    let mut r = CipherReader::with_capacity(capacity, inner, dec);
                    let mut v = vec![7u8; prefix];
                    let mut first = vec![0u8; partial];
                    r.read_exact(&mut first).unwrap();
                    assert!(first == msg[..partial], "{what}");
                    first.fill(0);
                    loop {
                        match r.read_to_end(&mut v) {
                            Ok(_) => break,
                            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                            Err(e) => panic!("{what}: {e}"),
                        }
                    }
                    assert!(v[prefix..] == msg[partial..], "{what}");
                    drop(r);
                    v.fill(0);
                });
                assert_eq!(hits, 0, "read_to_end ({what}) freed plaintext");
            }
        }
        // Not UTF-8 (the marker's bytes all have the high bit set): the string is given back
        // as it was, the bytes read wiped.
        let hits = marker_blocks_freed(|| {
            let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&[4; 12], b"").unwrap());
            let mut s = String::from("prefix");
            let e = r.read_to_string(&mut s).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::InvalidData);
            assert_eq!(s, "prefix");
        });
        assert_eq!(hits, 0, "read_to_string ({len} B, not UTF-8) freed plaintext");
    }
}

/// `Debug` of every key-holding type, engine and stream adapter prints no key byte, and
/// `cbc::Lane` prints its IV and length, not its data (the plaintext before `encrypt_many`).
#[test]
fn debug_prints_no_key_or_message() {
    use aes_engine::stream::{CipherReader, CipherWriter};
    // Bytes that show in any rendering Debug could give them: hex, decimal lists, ASCII.
    let key = [0xa7u8; 32];
    let secret = b"SECRETSECRETSECRETSECRETSECRET!!";
    let (aes128, aes256) = (Aes128::new(&[0xa7; 16]), Aes256::new(&key));
    let gcm = Aes256Gcm::new(&key);
    let mut lane_data = *secret;
    let lane = cbc::Lane { iv: [1; 16], data: &mut lane_data };
    let mut enc = cbc::Encryptor::new(&aes128, &[2; 16], Padding::Pkcs7);
    enc.update(&secret[..7], &mut []);
    let mut dec = gcm.decryptor(&[3; 12], b"").unwrap();
    dec.update(secret, &mut []);
    let rendered = [
        format!("{aes128:?}"),
        format!("{aes256:?}"),
        format!("{gcm:?}"),
        format!("{:?}", GHash::new(&[0xa7; 16])),
        format!("{:?}", Ctr::new(aes128.clone(), &[4; 16])),
        format!("{lane:?}"),
        format!("{:?}", {
            let mut k = [0xa7u8; 64];
            k[63] = 0x11;
            Aes256Xts::new(&k).unwrap()
        }),
        format!("{:?}", Cmac::new(&aes128).chain(secret)),
        format!("{enc:?}"),
        format!("{dec:?}"),
        format!("{:?}", {
            // (The inner reader is the caller's and prints as it does: an empty one here.)
            let mut r = CipherReader::with_capacity(
                64,
                std::io::Cursor::new(secret.to_vec()),
                gcm.encryptor(&[5; 12], b"").unwrap(),
            );
            std::io::Read::read(&mut r, &mut [0; 7]).unwrap();
            r.get_mut().get_mut().clear();
            r
        }),
        format!("{:?}", CipherWriter::new(Vec::new(), cbc::Decryptor::new(&aes128, &[6; 16], Padding::None))),
    ];
    for r in &rendered {
        for needle in ["a7", "A7", "167", "SECRET", "83, 69, 67"] {
            assert!(!r.contains(needle), "{needle:?} in {r}");
        }
    }
    assert!(rendered[5].contains("data_len: 32"), "{}", rendered[5]);
}

/// GCM-SIV keeps only the key-generating key (the per-message keys live on the stack and wipe
/// themselves), CCM only its cipher: both are wiped on drop, and a seal and an open allocate
/// nothing.
#[test]
fn dropping_gcm_siv_and_ccm_wipes_keys() {
    use aes_engine::ccm::Ccm;
    use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
    for b in Backend::available() {
        let k16: [u8; 16] = key(23);
        assert_wiped(&format!("{b}: Aes128GcmSiv"), || Aes128GcmSiv::with_backend(&k16, b).unwrap(), &[&k16], 16, 64);
        let k32: [u8; 32] = key(24);
        assert_wiped(&format!("{b}: Aes256GcmSiv"), || Aes256GcmSiv::with_backend(&k32, b).unwrap(), &[&k32], 16, 64);
        let k16: [u8; 16] = key(25);
        let make = || Ccm::new(Aes128::with_backend(&k16, b).unwrap(), 16, 13).unwrap();
        assert_wiped(&format!("{b}: Ccm<Aes128>"), make, &[&k16], 32, 64);

        let siv = Aes128GcmSiv::with_backend(&k16, b).unwrap();
        let ccm = Ccm::new(Aes256::with_backend(&k32, b).unwrap(), 8, 12).unwrap();
        let (n, _) = allocations(|| {
            let mut buf = [7u8; 2000];
            let tag = siv.encrypt_in_place_detached(&[1; 12], b"aad", &mut buf).unwrap();
            siv.decrypt_in_place_detached(&[1; 12], b"aad", &mut buf, &tag).unwrap();
            let tag = ccm.encrypt_in_place_detached(&[1; 12], b"aad", &mut buf).unwrap();
            ccm.decrypt_in_place_detached(&[1; 12], b"aad", &mut buf, tag.as_ref()).unwrap();
        });
        assert_eq!(n, 0, "{b}: GCM-SIV and CCM in place must not allocate");
    }
}

#[test]
fn dropping_cfb_ofb_wipes_keystream_and_failed_unwraps_free_no_key_data() {
    use aes_engine::cfb::{self, Cfb8, Cfb128};
    use aes_engine::kw;
    use aes_engine::ofb::Ofb;
    for b in Backend::available() {
        let k: [u8; 16] = key(50);
        let aes = Aes128::with_backend(&k, b).unwrap();
        // Mid-block, the unused keystream of the segment is a secret: E(IV) after 5 bytes.
        let iv = [0x11u8; 16];
        let mut e_iv = iv;
        aes.encrypt_block(&mut e_iv);
        let make = || {
            let mut m = Cfb128::new(Aes128::with_backend(&k, b).unwrap(), &iv);
            m.encrypt(&mut [0u8; 5]);
            m
        };
        assert_wiped(&format!("{b}: cfb::Cfb128 (owning, mid-block)"), make, &[&k, &e_iv[5..]], 32, 64);
        let make = || {
            let mut m = Ofb::new(Aes128::with_backend(&k, b).unwrap(), &iv);
            m.apply_keystream(&mut [0u8; 5]);
            m
        };
        assert_wiped(&format!("{b}: ofb::Ofb (owning, mid-block)"), make, &[&k, &e_iv[5..]], 32, 64);
        let make = || {
            let mut m = cfb::Decryptor::new(Cfb8::new(Aes128::with_backend(&k, b).unwrap(), &iv));
            m.update(&[0u8; 5], &mut [0u8; 5]);
            m
        };
        assert_wiped(&format!("{b}: cfb::Decryptor<Cfb8> (owning)"), make, &[&k], 32, 64);

        // A KW wrapping given to KWP's unwrap: W⁻¹ recovers the key data, then the integrity
        // check fails; the working copy must be wiped before it is freed.
        let marker = fresh_marker();
        let wrapped = kw::wrap(&aes, &marker).unwrap();
        let hits = marker_blocks_freed(|| {
            assert_eq!(kw::unwrap_pad(&aes, &wrapped), Err(aes_engine::Error::AuthenticationFailed));
        });
        assert_eq!(hits, 0, "{b}: kw::unwrap_pad freed a buffer still holding key data");
        let wrapped = kw::wrap_pad(&aes, &marker).unwrap();
        let hits = marker_blocks_freed(|| {
            assert_eq!(kw::unwrap(&aes, &wrapped), Err(aes_engine::Error::AuthenticationFailed));
        });
        assert_eq!(hits, 0, "{b}: kw::unwrap freed a buffer still holding key data");
        // The control: a successful unwrap hands the key data over (and the scan sees it).
        let hits = marker_blocks_freed(|| drop(kw::unwrap_pad(&aes, &wrapped).unwrap()));
        assert!(hits > 0, "{b}: the heap scan did not see the unwrapped key data freed");
    }
}
