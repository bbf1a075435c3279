//! The stream layer: `CipherReader` and `CipherWriter` over every engine (CTR, CBC without and
//! with PKCS#7, GCM) on every backend, with input-chosen buffer capacities, inner short reads and
//! short/interrupted writes, and caller read and write sizes (and, for some inputs, the rest read
//! with `read_to_end`), against the one-shot functions on the portable backend. Then decryption:
//! the round trip through both adapters, a tampered GCM message (an `InvalidData` error wrapping
//! `AuthenticationFailed`, zero plaintext bytes, and the error again on the next read), and
//! arbitrary bytes as a ciphertext (the same verdict as the one-shot decryption; a GCM reader
//! releases nothing unless it authenticates). For some inputs the message is 8 to 24 KiB long,
//! past the default buffer and the GCM decryptor's first chunk (its multi-chunk paths).
#![no_main]

mod common;
mod reference;

use aes_engine::cbc::{self, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::stream::{CipherReader, CipherWriter};
use aes_engine::{BlockCipher, Crypter, Error, Gcm};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};
use std::io::{self, Read, Write};

/// A boxed engine, so one body covers every mode (`Box<dyn Crypter>` forwards every method,
/// the crate's hidden stream hooks included).
type Dyn<'a> = Box<dyn Crypter + 'a>;

/// Returns at most `sizes[i]` bytes per call (cycling); a size of 0 means `Interrupted`.
struct ShortReader<'a> {
    data: &'a [u8],
    sizes: &'a [usize],
    i: usize,
}

impl Read for ShortReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let limit = self.sizes[self.i % self.sizes.len()];
        self.i += 1;
        if limit == 0 {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n = limit.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Accepts at most `sizes[i]` bytes per call (cycling); a size of 0 means `Interrupted`.
struct ShortWriter<'a> {
    out: Vec<u8>,
    sizes: &'a [usize],
    i: usize,
}

impl Write for ShortWriter<'_> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        let limit = self.sizes[self.i % self.sizes.len()];
        self.i += 1;
        if limit == 0 {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n = limit.min(data.len());
        self.out.extend_from_slice(&data[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Reads in caller buffers of `sizes[i]` bytes (cycling) until the end or an error. When the
/// first size is odd, the rest after `sizes.len() % 3` reads is read with `read_to_end` (which
/// retries `Interrupted`; the inner readers never fail with nothing else).
fn read_all(r: &mut impl Read, sizes: &[usize]) -> (Vec<u8>, Option<io::Error>) {
    let mut out = Vec::new();
    let mut buf = vec![0u8; 4096];
    let to_end_after = (sizes[0] % 2 == 1).then_some(sizes.len() % 3);
    for i in 0.. {
        if to_end_after == Some(i) {
            return match r.read_to_end(&mut out) {
                Ok(_) => (out, None),
                Err(e) => (out, Some(e)),
            };
        }
        let n = sizes[i % sizes.len()].clamp(1, buf.len());
        match r.read(&mut buf[..n]) {
            Ok(0) => return (out, None),
            Ok(k) => out.extend_from_slice(&buf[..k]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return (out, Some(e)),
        }
        assert!(i < 1 << 20, "reader never ends");
    }
    unreachable!()
}

/// The crate's error inside an `io::Error`.
fn crate_error(e: &io::Error) -> Option<Error> {
    e.get_ref()?.downcast_ref::<Error>().copied()
}

/// Checks `got` (an adapter's output and error) against the one-shot result `want`.
fn same(got: (Vec<u8>, Option<io::Error>), want: &Result<Vec<u8>, Error>, what: &str) {
    match (got, want) {
        ((out, None), Ok(w)) => assert_eq!(&out, w, "{what}: output differs from one-shot"),
        ((_, Some(e)), Err(w)) => {
            assert_eq!(e.kind(), io::ErrorKind::InvalidData, "{what}: error kind");
            assert_eq!(crate_error(&e), Some(*w), "{what}: wrapped error");
        }
        ((out, e), w) => panic!("{what}: adapter gave {} bytes / {e:?}, one-shot {w:?}", out.len()),
    }
}

#[derive(Clone, Copy, Debug)]
enum Mode {
    Ctr,
    CbcNone,
    CbcPkcs7,
    Gcm,
}

fn encryptor<'a, C: BlockCipher>(m: Mode, c: &'a C, g: &'a Gcm<C>, iv: &[u8; 16], aad: &[u8]) -> Dyn<'a> {
    match m {
        Mode::Ctr => Box::new(Ctr::new(c, iv)),
        Mode::CbcNone => Box::new(cbc::Encryptor::new(c, iv, Padding::None)),
        Mode::CbcPkcs7 => Box::new(cbc::Encryptor::new(c, iv, Padding::Pkcs7)),
        Mode::Gcm => Box::new(g.encryptor(&iv[..12], aad).unwrap()),
    }
}

fn decryptor<'a, C: BlockCipher>(m: Mode, c: &'a C, g: &'a Gcm<C>, iv: &[u8; 16], aad: &[u8]) -> Dyn<'a> {
    match m {
        Mode::Ctr => Box::new(Ctr::new(c, iv)),
        Mode::CbcNone => Box::new(cbc::Decryptor::new(c, iv, Padding::None)),
        Mode::CbcPkcs7 => Box::new(cbc::Decryptor::new(c, iv, Padding::Pkcs7)),
        Mode::Gcm => Box::new(g.decryptor(&iv[..12], aad).unwrap()),
    }
}

fn one_shot_enc<C: BlockCipher>(
    m: Mode,
    c: &C,
    g: &Gcm<C>,
    iv: &[u8; 16],
    aad: &[u8],
    msg: &[u8],
) -> Result<Vec<u8>, Error> {
    match m {
        Mode::Ctr => {
            let mut v = msg.to_vec();
            Ctr::new(c, iv).apply_keystream(&mut v);
            Ok(v)
        }
        Mode::CbcNone => cbc::encrypt(c, iv, Padding::None, msg),
        Mode::CbcPkcs7 => cbc::encrypt(c, iv, Padding::Pkcs7, msg),
        Mode::Gcm => g.encrypt(&iv[..12], aad, msg),
    }
}

fn one_shot_dec<C: BlockCipher>(
    m: Mode,
    c: &C,
    g: &Gcm<C>,
    iv: &[u8; 16],
    aad: &[u8],
    ct: &[u8],
) -> Result<Vec<u8>, Error> {
    match m {
        Mode::Ctr => one_shot_enc(m, c, g, iv, aad, ct),
        Mode::CbcNone => cbc::decrypt(c, iv, Padding::None, ct),
        Mode::CbcPkcs7 => cbc::decrypt(c, iv, Padding::Pkcs7, ct),
        Mode::Gcm => g.decrypt(&iv[..12], aad, ct),
    }
}

/// A list of 1 to 8 sizes; 0 (an `Interrupted`) only where `zero` allows it.
fn sizes(u: &mut Unstructured<'_>, zero: bool) -> Vec<usize> {
    let n = u.int_in_range(1..=8usize).unwrap_or(1);
    let mut v: Vec<usize> = (0..n)
        .map(|_| match u.int_in_range(0..=20u8).unwrap_or(16) {
            k @ 0..=16 => k as usize,
            k => (k as usize - 16) * 777,
        })
        .collect();
    if !zero || v.iter().all(|&s| s == 0) {
        for s in &mut v {
            *s = (*s).max(1);
        }
    }
    v
}

fn capacity(u: &mut Unstructured<'_>) -> usize {
    match u.int_in_range(0..=3u8).unwrap_or(0) {
        0 => aes_engine::stream::DEFAULT_BUF_SIZE,
        _ => u.int_in_range(1..=100usize).unwrap_or(1),
    }
}

/// Re-arming one GCM reader and one writer (`reset`): after a failure, with a bad (empty)
/// nonce, mid-message; each time the next good message comes out whole, and nothing comes out
/// before.
#[allow(clippy::too_many_arguments)]
fn rearm<C: BlockCipher>(
    g: &Gcm<C>,
    nonce: &[u8],
    aad: &[u8],
    ct: &[u8],
    bad: &[u8],
    msg: &[u8],
    (rcap, wcap): (usize, usize),
    (inner_reads, caller_reads): (&[usize], &[usize]),
    tag: &str,
) {
    let short = |data| ShortReader { data, sizes: inner_reads, i: 0 };
    let mut r = CipherReader::with_capacity(rcap, short(bad), g.decryptor(nonce, aad).unwrap());
    let (out, err) = read_all(&mut r, caller_reads);
    assert!(out.is_empty() && err.is_some(), "{tag}: tampered");
    assert_eq!(r.reset(&[], aad), Err(Error::InvalidNonce));
    let e = r.read(&mut [0u8; 64]).unwrap_err();
    assert_eq!(crate_error(&e), Some(Error::InvalidNonce), "{tag}: after a bad reset");
    r.reset(nonce, aad).unwrap();
    *r.get_mut() = short(ct);
    same(read_all(&mut r, caller_reads), &Ok(msg.to_vec()), &format!("{tag}: re-armed reader"));
    let mut w = CipherWriter::with_capacity(wcap, Vec::new(), g.decryptor(nonce, aad).unwrap());
    w.write_all(bad).unwrap();
    assert!(w.finish_message().is_err() && w.get_ref().is_empty(), "{tag}: tampered, writer");
    assert_eq!(w.reset(&[], aad), Err(Error::InvalidNonce));
    // A writer whose reset failed refuses input (`Finished`) and writes nothing.
    let e = w.write_all(ct).unwrap_err();
    assert_eq!(crate_error(&e), Some(Error::Finished), "{tag}: writer after a bad reset");
    assert!(w.finish_message().is_err() && w.get_ref().is_empty(), "{tag}: writer after a bad reset");
    w.reset(nonce, aad).unwrap();
    w.write_all(&ct[..ct.len() / 2]).unwrap(); // abandoned mid-message
    w.reset(nonce, aad).unwrap();
    w.write_all(ct).unwrap();
    w.finish_message().unwrap();
    assert_eq!(w.get_ref(), msg, "{tag}: re-armed writer");
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let mode = [Mode::Ctr, Mode::CbcNone, Mode::CbcPkcs7, Mode::Gcm][u.choose_index(4).unwrap_or(0)];
    let key = bytes(&mut u, key_len(sel));
    let iv: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    let Ok(aad) = var_bytes(&mut u, 40) else { return };
    let Ok(msg) = var_bytes(&mut u, 3000) else { return };
    let (rcap, wcap) = (capacity(&mut u), capacity(&mut u));
    let inner_reads = sizes(&mut u, true);
    let caller_reads = sizes(&mut u, false);
    let inner_writes = sizes(&mut u, true);
    let caller_writes = sizes(&mut u, false);
    let flip_at: usize = u.arbitrary().unwrap_or(0);
    let flip = u.int_in_range(1..=255u8).unwrap_or(1);
    let mut msg = msg;
    if let Ok(15) = u.int_in_range(0..=15u8) {
        let n = 8192 * (1 + msg.len() % 3) - 40 + msg.len() % 97;
        msg = reference::long_message(n, &msg);
    }
    let junk = u.take_rest().to_vec();
    with_key_type!(sel, K => {
        let all = backends();
        let ref_c = K::make(&key, all[0]);
        let ref_g = Gcm::from_cipher(K::make(&key, all[0]));
        let want = one_shot_enc(mode, &ref_c, &ref_g, &iv, &aad, &msg);
        let want_junk = one_shot_dec(mode, &ref_c, &ref_g, &iv, &aad, &junk);
        for &b in &all {
            let c = K::make(&key, b);
            let g = Gcm::from_cipher(K::make(&key, b));
            let tag = format!("{b} {mode:?}");
            // Encryption through a writer: chunked writes into a short writer.
            let mut w = CipherWriter::with_capacity(wcap, ShortWriter { out: Vec::new(), sizes: &inner_writes, i: 0 },
                encryptor(mode, &c, &g, &iv, &aad));
            let mut rest = &msg[..];
            let mut i = 0;
            while !rest.is_empty() {
                let n = caller_writes[i % caller_writes.len()].min(rest.len());
                w.write_all(&rest[..n]).unwrap();
                rest = &rest[n..];
                i += 1;
            }
            let got = w.finish().map(|s| s.out);
            same(match got { Ok(v) => (v, None), Err(e) => (Vec::new(), Some(e)) }, &want, &format!("{tag}: writer encrypt"));
            // Encryption through a reader.
            let mut r = CipherReader::with_capacity(rcap, ShortReader { data: &msg, sizes: &inner_reads, i: 0 },
                encryptor(mode, &c, &g, &iv, &aad));
            let got = read_all(&mut r, &caller_reads);
            same(got, &want, &format!("{tag}: reader encrypt"));
            let Ok(ct) = &want else { continue };
            // Decryption: the round trip through both.
            let mut r = CipherReader::with_capacity(rcap, ShortReader { data: ct, sizes: &inner_reads, i: 0 },
                decryptor(mode, &c, &g, &iv, &aad));
            same(read_all(&mut r, &caller_reads), &Ok(msg.clone()), &format!("{tag}: reader decrypt"));
            let mut w = CipherWriter::with_capacity(wcap, ShortWriter { out: Vec::new(), sizes: &inner_writes, i: 0 },
                decryptor(mode, &c, &g, &iv, &aad));
            for piece in ct.chunks(caller_writes[0].max(1)) {
                w.write_all(piece).unwrap();
            }
            assert_eq!(w.finish().unwrap().out, msg, "{tag}: writer decrypt");
            // Tampered GCM: an error, no plaintext, and the error again afterwards.
            if let Mode::Gcm = mode {
                let mut bad = ct.clone();
                let at = flip_at % bad.len();
                bad[at] ^= flip;
                let mut r = CipherReader::with_capacity(rcap, ShortReader { data: &bad, sizes: &inner_reads, i: 0 },
                    decryptor(mode, &c, &g, &iv, &aad));
                let (out, err) = read_all(&mut r, &caller_reads);
                assert!(out.is_empty(), "{tag}: tampered message released {} bytes", out.len());
                let err = err.expect("tampered message accepted");
                assert_eq!(crate_error(&err), Some(Error::AuthenticationFailed), "{tag}: {err:?}");
                assert_eq!(err.kind(), io::ErrorKind::InvalidData);
                let again = r.read(&mut [0u8; 64]).unwrap_err();
                assert_eq!(crate_error(&again), Some(Error::AuthenticationFailed), "{tag}: sticky error");
                let mut w = CipherWriter::with_capacity(wcap, Vec::new(), decryptor(mode, &c, &g, &iv, &aad));
                w.write_all(&bad).unwrap();
                assert!(w.get_ref().is_empty(), "{tag}: writer released unverified plaintext");
                let e = w.finish().unwrap_err();
                assert_eq!(crate_error(&e), Some(Error::AuthenticationFailed));
                rearm(&g, &iv[..12], &aad, ct, &bad, &msg, (rcap, wcap), (&inner_reads, &caller_reads), &tag);
            }
        }
        // Arbitrary bytes as a ciphertext, on every backend: the one-shot verdict.
        for &b in &all {
            let c = K::make(&key, b);
            let g = Gcm::from_cipher(K::make(&key, b));
            let mut r = CipherReader::with_capacity(rcap, ShortReader { data: &junk, sizes: &inner_reads, i: 0 },
                decryptor(mode, &c, &g, &iv, &aad));
            let (out, err) = read_all(&mut r, &caller_reads);
            match (&err, &want_junk) {
                (None, Ok(w)) => assert_eq!(&out, w, "{b} {mode:?}: junk decrypt"),
                (Some(e), Err(w)) => {
                    assert_eq!(crate_error(e), Some(*w), "{b} {mode:?}: junk verdict");
                    if let Mode::Gcm = mode {
                        assert!(out.is_empty(), "{b}: GCM released unverified plaintext");
                    }
                }
                _ => panic!("{b} {mode:?}: junk: reader {err:?} vs one-shot {want_junk:?}"),
            }
        }
    });
});
