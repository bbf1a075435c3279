//! The stream layer: every mode through `CipherReader` and `CipherWriter` equals one-shot whatever
//! the chunking; GCM tampering yields `InvalidData` and no plaintext. (The chunked format's
//! streams have their own tests: tests/chunked*.rs.)

use aes_engine::cbc::{self, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::stream::{CipherReader, CipherWriter};
use aes_engine::{Aes128, Aes128Gcm, Aes256Gcm, Crypter, Error};
use proptest::prelude::*;
use std::io::{self, Read, Write};

// ---------------------------------------------------------------------------------------------
// Helpers: inner readers and writers that make short reads and writes, chunked callers.

/// Returns at most `sizes[i]` bytes per call (cycling), never more than what is left.
struct ShortReader<'a> {
    data: &'a [u8],
    sizes: Vec<usize>,
    i: usize,
}

impl<'a> ShortReader<'a> {
    fn new(data: &'a [u8], sizes: &[usize]) -> Self {
        ShortReader { data, sizes: sizes.iter().map(|&s| s.max(1)).collect(), i: 0 }
    }
}

impl Read for ShortReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let limit = self.sizes[self.i % self.sizes.len()];
        self.i += 1;
        let n = limit.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Accepts at most `sizes[i]` bytes per call (cycling); a size of 0 means `Interrupted`.
struct ShortWriter {
    out: Vec<u8>,
    sizes: Vec<usize>,
    i: usize,
}

impl ShortWriter {
    fn new(sizes: &[usize]) -> Self {
        ShortWriter { out: Vec::new(), sizes: sizes.to_vec(), i: 0 }
    }
}

impl Write for ShortWriter {
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

/// Reads with caller buffers of `sizes[i]` bytes (cycling) until `Ok(0)` or an error; returns
/// what was read and the error, if any.
fn read_chunked(r: &mut impl Read, sizes: &[usize]) -> (Vec<u8>, Option<io::Error>) {
    let mut out = Vec::new();
    let mut buf = vec![0u8; sizes.iter().copied().max().unwrap_or(1).max(1)];
    for i in 0.. {
        let n = sizes[i % sizes.len()].max(1);
        match r.read(&mut buf[..n]) {
            Ok(0) => return (out, None),
            Ok(k) => out.extend_from_slice(&buf[..k]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return (out, Some(e)),
        }
    }
    unreachable!()
}

/// Writes `data` in pieces of `sizes[i]` bytes (cycling; each with `write_all`).
fn write_chunked(w: &mut impl Write, data: &[u8], sizes: &[usize]) -> io::Result<()> {
    let mut rest = data;
    let mut i = 0;
    while !rest.is_empty() {
        let n = sizes[i % sizes.len()].max(1).min(rest.len());
        w.write_all(&rest[..n])?;
        rest = &rest[n..];
        i += 1;
    }
    Ok(())
}

/// The crate's error inside an `io::Error`.
fn crate_error(e: &io::Error) -> Option<Error> {
    e.get_ref()?.downcast_ref::<Error>().copied()
}

// ---------------------------------------------------------------------------------------------
// Every mode: one engine type for all of them, so one test body covers every mode.

/// A boxed engine: `Box<dyn Crypter>` forwards every method, the crate's hidden stream hooks
/// included, so the GCM decryptor keeps its no-copy paths.
type Dyn<'a> = Box<dyn Crypter + 'a>;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Ctr,
    CbcNoneEnc,
    CbcNoneDec,
    CbcPkcs7Enc,
    CbcPkcs7Dec,
    GcmEnc,
    GcmDec,
}

const MODES: [Mode; 7] =
    [Mode::Ctr, Mode::CbcNoneEnc, Mode::CbcNoneDec, Mode::CbcPkcs7Enc, Mode::CbcPkcs7Dec, Mode::GcmEnc, Mode::GcmDec];

struct Keys {
    aes: Aes128,
    gcm: Aes256Gcm,
    iv: [u8; 16],
    nonce: [u8; 12],
    aad: Vec<u8>,
}

impl Keys {
    fn new(seed: u8) -> Self {
        Keys {
            aes: Aes128::new(&[seed; 16]),
            gcm: Aes256Gcm::new(&[seed.wrapping_add(1); 32]),
            iv: [seed.wrapping_add(2); 16],
            nonce: [seed.wrapping_add(3); 12],
            aad: vec![seed; seed as usize % 40],
        }
    }

    /// The engine, its input and the one-shot output for `msg` in `mode`.
    fn case(&self, mode: Mode, msg: &[u8]) -> (Dyn<'_>, Vec<u8>, Vec<u8>) {
        let whole = &msg[..msg.len() / 16 * 16];
        let (aes, iv) = (&self.aes, &self.iv);
        match mode {
            Mode::Ctr => {
                let mut ct = msg.to_vec();
                Ctr::new(aes, iv).apply_keystream(&mut ct);
                (Box::new(Ctr::new(aes, iv)), msg.to_vec(), ct)
            }
            Mode::CbcNoneEnc => {
                let ct = cbc::encrypt(aes, iv, Padding::None, whole).unwrap();
                let e = cbc::Encryptor::new(aes, iv, Padding::None);
                (Box::new(e), whole.to_vec(), ct)
            }
            Mode::CbcNoneDec => {
                let ct = cbc::encrypt(aes, iv, Padding::None, whole).unwrap();
                let d = cbc::Decryptor::new(aes, iv, Padding::None);
                (Box::new(d), ct, whole.to_vec())
            }
            Mode::CbcPkcs7Enc => {
                let ct = cbc::encrypt(aes, iv, Padding::Pkcs7, msg).unwrap();
                let e = cbc::Encryptor::new(aes, iv, Padding::Pkcs7);
                (Box::new(e), msg.to_vec(), ct)
            }
            Mode::CbcPkcs7Dec => {
                let ct = cbc::encrypt(aes, iv, Padding::Pkcs7, msg).unwrap();
                let d = cbc::Decryptor::new(aes, iv, Padding::Pkcs7);
                (Box::new(d), ct, msg.to_vec())
            }
            Mode::GcmEnc => {
                let ct = self.gcm.encrypt(&self.nonce, &self.aad, msg).unwrap();
                let e = self.gcm.encryptor(&self.nonce, &self.aad).unwrap();
                (Box::new(e), msg.to_vec(), ct)
            }
            Mode::GcmDec => {
                let ct = self.gcm.encrypt(&self.nonce, &self.aad, msg).unwrap();
                let d = self.gcm.decryptor(&self.nonce, &self.aad).unwrap();
                (Box::new(d), ct, msg.to_vec())
            }
        }
    }
}

fn sizes(max: usize) -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(prop_oneof![1..=17usize, 1..=max, Just(8192usize), Just(16)], 1..8)
}

fn capacity() -> impl Strategy<Value = Option<usize>> {
    prop_oneof![Just(None), (0..=20_000usize).prop_map(Some), Just(Some(16))]
}

fn message() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![prop::collection::vec(any::<u8>(), 0..100), prop::collection::vec(any::<u8>(), 0..40_000),]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn reader_equals_one_shot_in_every_mode(
        seed in any::<u8>(), msg in message(), cap in capacity(),
        chunks in sizes(10_000), reads in sizes(20_000),
    ) {
        let keys = Keys::new(seed);
        for mode in MODES {
            let (engine, input, expected) = keys.case(mode, &msg);
            let inner = ShortReader::new(&input, &chunks);
            let mut r = match cap {
                None => CipherReader::new(inner, engine),
                Some(c) => CipherReader::with_capacity(c, inner, engine),
            };
            let (out, err) = read_chunked(&mut r, &reads);
            prop_assert!(err.is_none(), "{mode:?}: {err:?}");
            prop_assert!(out == expected, "{mode:?}: output differs");
            prop_assert_eq!(r.read(&mut [0; 10]).unwrap(), 0);
        }
    }

    #[test]
    fn writer_equals_one_shot_in_every_mode(
        seed in any::<u8>(), msg in message(), cap in capacity(),
        accepts in prop::collection::vec(prop_oneof![0..=3usize, 1..=20_000usize], 1..8),
        writes in sizes(20_000),
    ) {
        let keys = Keys::new(seed);
        for mode in MODES {
            let (engine, input, expected) = keys.case(mode, &msg);
            // Never only `Interrupted`.
            let mut accepts = accepts.clone();
            accepts.push(7);
            let inner = ShortWriter::new(&accepts);
            let mut w = match cap {
                None => CipherWriter::new(inner, engine),
                Some(c) => CipherWriter::with_capacity(c, inner, engine),
            };
            write_chunked(&mut w, &input, &writes).unwrap();
            w.flush().unwrap();
            let out = w.finish().unwrap().out;
            prop_assert!(out == expected, "{mode:?}: output differs");
        }
    }

    #[test]
    fn gcm_tampering_yields_invalid_data_and_no_plaintext(
        seed in any::<u8>(), msg in prop::collection::vec(any::<u8>(), 0..20_000),
        bit in any::<prop::sample::Index>(), truncate in any::<bool>(),
        chunks in sizes(10_000), reads in sizes(20_000),
    ) {
        let keys = Keys::new(seed);
        let mut sealed = keys.gcm.encrypt(&keys.nonce, &keys.aad, &msg).unwrap();
        if truncate {
            sealed.truncate(bit.index(sealed.len()));
        } else {
            let i = bit.index(sealed.len() * 8);
            sealed[i / 8] ^= 1 << (i % 8);
        }
        let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
        let mut r = CipherReader::new(ShortReader::new(&sealed, &chunks), dec);
        let (out, err) = read_chunked(&mut r, &reads);
        let err = err.expect("tampering undetected");
        prop_assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        let expected = if sealed.len() < 16 { Error::InvalidLength } else { Error::AuthenticationFailed };
        prop_assert_eq!(crate_error(&err), Some(expected));
        prop_assert!(out.is_empty(), "{} plaintext bytes released", out.len());
        // And it stays failed.
        for _ in 0..3 {
            let e = r.read(&mut [0; 100]).unwrap_err();
            prop_assert_eq!(e.kind(), io::ErrorKind::InvalidData);
        }

        // The writer: nothing reaches the inner writer.
        let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
        let mut sink = Vec::new();
        let mut w = CipherWriter::new(&mut sink, dec);
        write_chunked(&mut w, &sealed, &reads).unwrap();
        let err = w.finish().unwrap_err();
        prop_assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        prop_assert!(sink.is_empty());
    }
}

#[test]
fn cbc_bad_padding_and_partial_blocks_are_invalid_data() {
    let aes = Aes128::new(&[1; 16]);
    let iv = [2; 16];
    // A ciphertext whose last block decrypts to a bad padding.
    let ct = cbc::encrypt(&aes, &iv, Padding::None, &[0u8; 48]).unwrap();
    let mut r = CipherReader::new(&ct[..], cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7));
    let mut out = Vec::new();
    let err = r.read_to_end(&mut out).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    assert_eq!(crate_error(&err), Some(Error::InvalidPadding));
    assert_eq!(out.len(), 32, "the blocks before the last are released, the last is not");
    assert!(r.read(&mut [0; 16]).is_err());

    // A truncated ciphertext (not a whole block).
    let mut r = CipherReader::new(&ct[..40], cbc::Decryptor::new(&aes, &iv, Padding::None));
    let err = r.read_to_end(&mut Vec::new()).unwrap_err();
    assert_eq!(crate_error(&err), Some(Error::InvalidLength));
}

#[test]
fn reader_accessors_and_into_inner() {
    let aes = Aes128::new(&[1; 16]);
    let data = [7u8; 64];
    let r = CipherReader::with_capacity(0, &data[..], Ctr::new(&aes, &[0; 16]));
    assert_eq!(r.capacity(), 1);
    assert_eq!(r.get_ref().len(), 64);
    let w = CipherWriter::with_capacity(0, Vec::new(), Ctr::new(&aes, &[0; 16]));
    assert_eq!(w.capacity(), 32);
    assert!(format!("{w:?}").starts_with("CipherWriter"));
}

#[test]
fn writer_dropped_without_finish_writes_no_tag() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let mut sink = Vec::new();
    {
        let mut w = CipherWriter::with_capacity(64, &mut sink, gcm.encryptor(&[2; 12], b"").unwrap());
        w.write_all(&[0u8; 1000]).unwrap();
        // dropped here
    }
    assert!(sink.len() < 1000, "no tag, not even all the ciphertext");
    assert!(gcm.decrypt(&[2; 12], b"", &sink).is_err());
}

/// Takes at most `.1` bytes a call and fails (`WouldBlock`) every `.2`-th call.
struct Flaky(Vec<u8>, usize, usize, usize);

impl Write for Flaky {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        self.3 += 1;
        if self.3.is_multiple_of(self.2) {
            return Err(io::ErrorKind::WouldBlock.into());
        }
        let n = data.len().min(self.1);
        self.0.extend_from_slice(&data[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// An engine that holds the whole message and outputs it from `finish` (reversed): its final
/// output is larger than any writer's buffer, so `CipherWriter` takes it through `finish_to_vec`.
struct HoldAll(Vec<u8>, bool);

impl Crypter for HoldAll {
    fn update(&mut self, input: &[u8], _output: &mut [u8]) -> usize {
        self.0.extend_from_slice(input);
        0
    }
    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if std::mem::replace(&mut self.1, true) {
            return Err(Error::Finished);
        }
        let n = self.0.len();
        output[..n].iter_mut().zip(self.0.iter().rev()).for_each(|(o, i)| *o = *i);
        Ok(n)
    }
    fn update_len(&self, _input_len: usize) -> usize {
        0
    }
    fn finish_len(&self) -> usize {
        self.0.len()
    }
}

/// Writes `msg` through `w` and ends it, retrying every write and `finish_message` that the
/// inner writer fails; returns the output, after checking that a further `finish_message` is
/// `Finished`.
fn write_through_errors<E: Crypter>(mut w: CipherWriter<Flaky, E>, msg: &[u8], flush_first: bool) -> Vec<u8> {
    let mut rest = msg;
    while !rest.is_empty() {
        match w.write(&rest[..rest.len().min(700)]) {
            Ok(n) => rest = &rest[n..],
            Err(e) => assert_eq!(e.kind(), io::ErrorKind::WouldBlock),
        }
    }
    let mut errors = 0;
    loop {
        match w.finish_message() {
            Ok(()) => break,
            Err(e) => {
                assert_eq!(e.kind(), io::ErrorKind::WouldBlock, "{e:?}");
                errors += 1;
                assert!(errors < 100_000, "finish_message makes no progress");
                if flush_first {
                    let _ = w.flush();
                }
            }
        }
    }
    assert_eq!(crate_error(&w.finish_message().unwrap_err()), Some(Error::Finished));
    std::mem::take(&mut w.get_mut().0)
}

#[test]
fn writer_finish_message_resumes_after_inner_errors() {
    let aes = Aes128::new(&[3; 16]);
    let gcm = Aes128Gcm::new(&[4; 16]);
    let (iv, nonce) = ([5; 16], [6; 12]);
    for len in [0, 1, 15, 16, 17, 100, 1000, 20_000] {
        let msg: Vec<u8> = (0..len).map(|i| (i * 7 + 1) as u8).collect();
        let cbc_ct = cbc::encrypt(&aes, &iv, Padding::Pkcs7, &msg).unwrap();
        let gcm_ct = gcm.encrypt(&nonce, b"ad", &msg).unwrap();
        let mut ctr = msg.clone();
        Ctr::new(aes.clone(), &iv).apply_keystream(&mut ctr);
        let reversed: Vec<u8> = msg.iter().rev().copied().collect();
        for (cap, most, every, flush_first) in
            [(32, 7, 2, false), (64, 50, 3, true), (8192, 4096, 2, false), (100, 1 << 20, 5, true)]
        {
            let flaky = || Flaky(Vec::new(), most, every, 0);
            let case = format!("len {len}, capacity {cap}, {most} B a write, every {every}th fails");
            macro_rules! check {
                ($engine:expr, $input:expr, $want:expr, $what:literal) => {
                    let w = CipherWriter::with_capacity(cap, flaky(), $engine);
                    let got = write_through_errors(w, $input, flush_first);
                    assert!(got == $want, "{}: {case}", $what);
                };
            }
            check!(cbc::Encryptor::new(&aes, &iv, Padding::Pkcs7), &msg, cbc_ct, "CBC encryption");
            check!(cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7), &cbc_ct, msg, "CBC decryption");
            check!(Ctr::new(aes.clone(), &iv), &msg, ctr, "CTR");
            check!(gcm.encryptor(&nonce, b"ad").unwrap(), &msg, gcm_ct, "GCM encryption");
            check!(gcm.decryptor(&nonce, b"ad").unwrap(), &gcm_ct, msg, "GCM decryption");
            check!(HoldAll(Vec::new(), false), &msg, reversed, "an engine with a large final output");
        }
    }
}

#[test]
fn gcm_decryptor_input_buffer_misuse_is_an_error() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sealed = gcm.encrypt(&[2; 12], b"", &[3; 100]).unwrap();
    // Committing more than was lent poisons the message.
    let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
    dec.reserve(sealed.len());
    let room = dec.input_buffer(50).unwrap();
    assert_eq!(room.len(), 50);
    room.copy_from_slice(&sealed[..50]);
    dec.commit_input(51);
    dec.update(&sealed[50..], &mut []);
    assert_eq!(dec.finish_to_vec(), Err(Error::InvalidLength));
    // Any call between lending and committing takes the room back, an empty `update` too
    // (before any input, and after some, when the buffer's fast path was armed).
    for before in [0, 30] {
        let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
        dec.reserve(sealed.len());
        dec.update(&sealed[..before], &mut []);
        let room = dec.input_buffer(20).unwrap();
        room.copy_from_slice(&sealed[before..before + 20]);
        dec.update(&[], &mut []);
        dec.commit_input(20);
        dec.update(&sealed[before + 20..], &mut []);
        assert_eq!(dec.finish_to_vec(), Err(Error::InvalidLength), "{before}");
    }
    // So does committing without a loan; and a finished decryptor lends nothing.
    let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
    dec.update(&sealed, &mut []);
    dec.commit_input(1);
    assert_eq!(dec.finish(&mut [0; 100]), Err(Error::InvalidLength));
    assert_eq!(dec.input_buffer(10).map(|r| r.len()), Some(0));
    // Engines without an input buffer lend nothing: they have no `input_buffer` (the stream
    // hooks are the GCM decryptor's inherent methods, not `Crypter` methods), and a boxed one
    // goes through `update` in the adapters (every `Dyn` test above).
}

/// A read of the decryptor's output past what it has opened (here before opening anything)
/// gives nothing and does not count the plaintext opened later as wiped: re-armed, or dropped
/// and its chunks taken by the next decryptor on the thread, it lends no byte of it (found by
/// helper review: both were lent the whole plaintext).
#[test]
fn gcm_stray_output_read_leaves_no_plaintext_to_lend() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sealed = gcm.encrypt(&[1; 12], b"", &[0xAA; 4000]).unwrap();
    use aes_engine::Reset;
    for rearm in [true, false] {
        aes_engine::gcm::release_spare_buffer();
        let mut dec = gcm.decryptor(&[1; 12], b"").unwrap();
        assert_eq!(dec.take_buffered_output(10_000, &mut [0u8; 1]), 0);
        dec.update(&sealed, &mut []);
        assert_eq!(dec.finish_buffered(), Some(Ok(4000)));
        let leaked = if rearm {
            dec.reset(&[2; 12], b"").unwrap();
            dec.input_buffer(8192).unwrap().iter().filter(|&&b| b == 0xAA).count()
        } else {
            drop(dec);
            let mut next = gcm.decryptor(&[3; 12], b"").unwrap();
            next.input_buffer(8192).unwrap().iter().filter(|&&b| b == 0xAA).count()
        };
        assert_eq!(leaked, 0, "re-armed: {rearm}");
    }
}

/// An inner reader that serves `data` in pieces of at most `step` and records, for every room it
/// is lent, whether that room held any 16-byte window of `watch` before it wrote to it.
struct SpyReader<'a> {
    data: &'a [u8],
    step: usize,
    watch: Vec<Vec<u8>>,
    seen: usize,
}

impl Read for SpyReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if !self.watch.is_empty() {
            let set: std::collections::HashSet<&[u8]> = self.watch.iter().flat_map(|w| w.chunks_exact(16)).collect();
            if buf.windows(16).any(|b| set.contains(b)) {
                self.seen += 1;
            }
        }
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Serves `data`, then `WouldBlock` (a socket whose peer went quiet).
struct StallingReader<'a> {
    data: &'a [u8],
}

impl Read for StallingReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.data.is_empty() {
            return Err(io::ErrorKind::WouldBlock.into());
        }
        let n = buf.len().min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn marker_plain(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31) ^ seed ^ ((i >> 8) as u8)).collect()
}

/// A fresh decryptor for another key, on the same thread, lends no room (to the caller's own
/// code, here an inner `Read`) holding a byte of the message a dropped decryptor left unfinished
/// (found by helper review: it lent that ciphertext).
#[test]
fn fresh_decryptor_of_another_key_lends_no_earlier_ciphertext() {
    aes_engine::gcm::release_spare_buffer();
    let tenant_a = Aes128Gcm::new(&[0xA; 16]);
    let plain_a = marker_plain(20_000, 1);
    let sealed_a = tenant_a.encrypt(&[1; 12], b"", &plain_a).unwrap();
    // Tenant A's connection drops half way through its message: the reader is dropped.
    let stalled = StallingReader { data: &sealed_a[..10_000] };
    let mut r = CipherReader::new(stalled, tenant_a.decryptor(&[1; 12], b"").unwrap());
    assert_eq!(r.read(&mut [0u8; 512]).unwrap_err().kind(), io::ErrorKind::WouldBlock);
    drop(r);
    // Another key on the same thread (another tenant of a thread pool, say).
    let tenant_b = Aes128Gcm::new(&[0xB; 16]);
    let sealed_b = tenant_b.encrypt(&[2; 12], b"", &[7; 100]).unwrap();
    let spy = SpyReader { data: &sealed_b, step: usize::MAX, watch: vec![sealed_a.clone()], seen: 0 };
    let mut r = CipherReader::new(spy, tenant_b.decryptor(&[2; 12], b"").unwrap());
    let mut out = [0u8; 512];
    let mut got = Vec::new();
    loop {
        let n = r.read(&mut out[..100]).unwrap();
        if n == 0 {
            break;
        }
        got.extend_from_slice(&out[..n]);
    }
    assert_eq!(got, [7; 100]);
    assert_eq!(r.get_ref().seen, 0, "rooms lent holding tenant A's ciphertext");
}

/// The same through a re-armed decryptor, after a message opened into the caller's buffer
/// (`finish`: the chunks kept its ciphertext) (found by helper review).
#[test]
fn rearmed_decryptor_lends_no_earlier_ciphertext() {
    let gcm = Aes128Gcm::new(&[3; 16]);
    let sealed_1 = gcm.encrypt(&[1; 12], b"", &marker_plain(20_000, 2)).unwrap();
    use aes_engine::Reset;
    let mut dec = gcm.decryptor(&[1; 12], b"").unwrap();
    dec.update(&sealed_1, &mut []);
    let mut out = vec![0u8; 20_000];
    assert_eq!(dec.finish(&mut out), Ok(20_000));
    assert!(out == marker_plain(20_000, 2));
    dec.reset(&[2; 12], b"").unwrap();
    let room = dec.input_buffer(8192).unwrap();
    let set: std::collections::HashSet<&[u8]> = sealed_1.chunks_exact(16).collect();
    let hits = room.windows(16).filter(|w| set.contains(w)).count();
    assert_eq!(hits, 0, "room lent holds {hits} blocks of the earlier message's ciphertext");
}

/// A length hint far beyond any real message reserves nothing instead of aborting the process on
/// a 64 GiB allocation (found by helper review).
#[test]
fn huge_reserve_hint_does_not_abort() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sealed = gcm.encrypt(&[2; 12], b"", b"small").unwrap();
    let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
    dec.reserve(usize::MAX);
    dec.update(&sealed, &mut []);
    assert_eq!(dec.finish_to_vec().unwrap(), b"small");
}

#[test]
fn gcm_reader_reads_into_a_reserved_decryptor_at_any_capacity() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let msg: Vec<u8> = (0..100_000u32).map(|i| i as u8).collect();
    let sealed = gcm.encrypt(&[2; 12], b"", &msg).unwrap();
    for cap in [1, 100, 8192, 1 << 20] {
        let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
        dec.reserve(sealed.len());
        let mut r = CipherReader::with_capacity(cap, &sealed[..], dec);
        let mut out = Vec::new();
        r.read_to_end(&mut out).unwrap();
        assert!(out == msg, "capacity {cap}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// One reader and one writer re-armed (`reset`) for a run of GCM messages (random lengths,
    /// splits, capacities; some tampered; some abandoned mid-message): each message yields
    /// exactly its own plaintext, a tampered one `InvalidData` and zero bytes, and the next
    /// message after a failure or an abandoned one is read in full.
    #[test]
    fn rearmed_reader_and_writer_give_each_message_its_own_plaintext(
        msgs in prop::collection::vec((0usize..50_000, prop::option::of(any::<prop::sample::Index>()), any::<bool>()), 1..5),
        cap in capacity(), chunks in sizes(10_000), reads in sizes(20_000),
    ) {
        let keys = Keys::new(5);
        let nonce = |i: usize| [i as u8 + 1; 12];
        let sealed: Vec<(Vec<u8>, Vec<u8>)> = msgs
            .iter()
            .enumerate()
            .map(|(i, &(len, flip, _))| {
                let plain: Vec<u8> = (0..len).map(|j| (j * 31 + i * 7) as u8).collect();
                let mut ct = keys.gcm.encrypt(&nonce(i), &keys.aad, &plain).unwrap();
                if let Some(f) = flip {
                    let b = f.index(ct.len() * 8);
                    ct[b / 8] ^= 1 << (b % 8);
                }
                (plain, ct)
            })
            .collect();
        let dec = keys.gcm.decryptor(&nonce(0), &keys.aad).unwrap();
        let mut r = match cap {
            None => CipherReader::new(ShortReader::new(&[], &chunks), dec),
            Some(c) => CipherReader::with_capacity(c, ShortReader::new(&[], &chunks), dec),
        };
        let mut w = CipherWriter::new(Vec::new(), keys.gcm.decryptor(&nonce(0), &keys.aad).unwrap());
        for (i, ((plain, ct), &(_, flip, abandon))) in sealed.iter().zip(&msgs).enumerate() {
            r.reset(&nonce(i), &keys.aad).unwrap();
            *r.get_mut() = ShortReader::new(ct, &chunks);
            w.reset(&nonce(i), &keys.aad).unwrap();
            w.get_mut().clear();
            if abandon {
                // Read and write a part, then move on to the next message.
                let _ = r.read(&mut [0; 100]);
                w.write_all(&ct[..ct.len() / 2]).unwrap();
                continue;
            }
            let (out, err) = read_chunked(&mut r, &reads);
            write_chunked(&mut w, ct, &reads).unwrap();
            let wres = w.finish_message();
            if flip.is_some() {
                let err = err.expect("tampering undetected");
                prop_assert_eq!(err.kind(), io::ErrorKind::InvalidData);
                prop_assert!(out.is_empty(), "{} bytes released", out.len());
                prop_assert_eq!(wres.unwrap_err().kind(), io::ErrorKind::InvalidData);
                prop_assert!(w.get_ref().is_empty());
            } else {
                prop_assert!(err.is_none(), "message {i}: {err:?}");
                prop_assert!(&out == plain, "message {i}: reader output differs");
                wres.unwrap();
                prop_assert!(w.get_ref() == plain, "message {i}: writer output differs");
            }
        }
    }
}

#[test]
fn rearming_with_a_bad_nonce_fails_every_read_until_a_good_reset() {
    let gcm = Aes128Gcm::new(&[1; 16]);
    let sealed = gcm.encrypt(&[2; 12], b"", b"second message").unwrap();
    let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&[2; 12], b"").unwrap());
    let err = r.reset(&[], b"").unwrap_err();
    assert_eq!(err, Error::InvalidNonce);
    for _ in 0..2 {
        let e = r.read(&mut [0; 64]).unwrap_err();
        assert_eq!(crate_error(&e), Some(Error::InvalidNonce));
    }
    r.reset(&[2; 12], b"").unwrap();
    let mut out = Vec::new();
    r.read_to_end(&mut out).unwrap();
    assert_eq!(out, b"second message");
}

/// Reads at most `plan[i]` bytes per call (cycling); a 0 is an `Interrupted` error, a 1 a
/// `WouldBlock` one (then nothing is read).
struct FlakyReader<'a> {
    data: &'a [u8],
    plan: Vec<usize>,
    i: usize,
}

impl Read for FlakyReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let limit = self.plan[self.i % self.plan.len()];
        self.i += 1;
        match limit {
            0 => Err(io::ErrorKind::Interrupted.into()),
            1 => Err(io::ErrorKind::WouldBlock.into()),
            _ => {
                let n = limit.min(buf.len()).min(self.data.len());
                buf[..n].copy_from_slice(&self.data[..n]);
                self.data = &self.data[n..];
                Ok(n)
            }
        }
    }
}

/// Reads `r` to its end or first error other than `Interrupted` and `WouldBlock`, with a new
/// buffer of `reads[i]` bytes (cycling) for every call; a failing call must leave its buffer as
/// it was or zeroed. Returns what was read and the error.
fn read_through_errors(r: &mut impl Read, reads: &[usize]) -> (Vec<u8>, Option<io::Error>) {
    let mut out = Vec::new();
    for i in 0.. {
        let mut buf = vec![0xa5u8; reads[i % reads.len()]];
        match r.read(&mut buf) {
            Ok(0) => break,
            Ok(k) => out.extend_from_slice(&buf[..k]),
            Err(e) => {
                assert!(buf.iter().all(|&b| b == 0xa5 || b == 0), "a failing read left data in the buffer");
                if !matches!(e.kind(), io::ErrorKind::Interrupted | io::ErrorKind::WouldBlock) {
                    return (out, Some(e));
                }
            }
        }
    }
    (out, None)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A GCM reader whose inner reader fails now and then (`Interrupted`, `WouldBlock`), read
    /// with a new caller buffer for every call: the head a first large buffer kept
    /// (`Crypter::max_head`) survives the errors, so the plaintext is exact; a tampered message
    /// is `InvalidData` with zero bytes released; and a failing call leaves its buffer as it was
    /// or zeroed.
    #[test]
    fn gcm_reader_keeps_its_head_across_inner_errors(
        msg in prop::collection::vec(any::<u8>(), 0..40_000),
        plan in prop::collection::vec(prop_oneof![0..=1usize, 2..=64usize, 2..=20_000usize, Just(8192), Just(64)], 1..8),
        reads in sizes(20_000), cap in prop_oneof![Just(8192usize), 1..=4096usize],
        flip in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let keys = Keys::new(9);
        let mut sealed = keys.gcm.encrypt(&keys.nonce, &keys.aad, &msg).unwrap();
        if let Some(f) = flip {
            let i = f.index(sealed.len() * 8);
            sealed[i / 8] ^= 1 << (i % 8);
        }
        let mut plan = plan.clone();
        plan.push(4096); // never only errors
        let inner = FlakyReader { data: &sealed, plan, i: 0 };
        let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
        let mut r = CipherReader::with_capacity(cap, inner, dec);
        let (out, err) = read_through_errors(&mut r, &reads);
        if flip.is_some() {
            let e = err.expect("tampering undetected");
            prop_assert_eq!(crate_error(&e), Some(Error::AuthenticationFailed));
            prop_assert!(out.is_empty(), "{} plaintext bytes released", out.len());
        } else {
            prop_assert!(err.is_none(), "{:?}", err);
            prop_assert!(out == msg, "output differs");
        }
    }
}

/// The reader's head (the message's first blocks kept in the caller's first buffer) when the
/// inner reader fails after the head was kept, at the points a random plan rarely hits: each
/// later call comes with another buffer, smaller or larger, and the plaintext is still exact.
#[test]
fn gcm_reader_head_survives_an_error_after_it_was_kept() {
    let keys = Keys::new(3);
    for len in [8193, 8200, 20_000, 100_000] {
        let msg: Vec<u8> = (0..len).map(|i| (i * 7) as u8).collect();
        let good = keys.gcm.encrypt(&keys.nonce, &keys.aad, &msg).unwrap();
        let mut bad = good.clone();
        bad[len / 2] ^= 4;
        let plans = [&[8192, 64, 0][..], &[8192, 64, 1, 0, 5000], &[30_000, 100, 3000, 1], &[8192, 2, 1, 2, 0]];
        for (sealed, plan) in [&good, &bad].into_iter().flat_map(|s| plans.map(|p| (s, p))) {
            for reads in [&[8192][..], &[8192, 100], &[8192, 20_000, 7]] {
                let inner = FlakyReader { data: sealed, plan: [plan, &[4096]].concat(), i: 0 };
                let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
                let mut r = CipherReader::new(inner, dec);
                let (out, err) = read_through_errors(&mut r, reads);
                let failure = err.as_ref().and_then(crate_error);
                if sealed == &bad {
                    assert_eq!(
                        (failure, out.len()),
                        (Some(Error::AuthenticationFailed), 0),
                        "len {len}, plan {plan:?}"
                    );
                } else {
                    assert!(failure.is_none() && out == msg, "len {len}, plan {plan:?}, reads {reads:?}");
                }
                // Re-armed, the same reader reads the next message in full.
                r.reset(&keys.nonce, &keys.aad).unwrap();
                *r.get_mut() = FlakyReader { data: &good, plan: std::vec![3000], i: 0 };
                let (out, err) = read_through_errors(&mut r, &[100, 8192]);
                assert!(err.is_none() && out == msg, "after reset: len {len}, plan {plan:?}");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// `CipherReader::read_to_end` (GCM decryption reads into the caller's vector and opens it
// there; other engines take the provided method).

/// `read_to_end` until it succeeds, retrying after `WouldBlock` as a caller of a non-blocking
/// reader would; the error, if another one ends it.
fn read_to_end_through_errors(r: &mut impl Read, v: &mut Vec<u8>) -> Option<io::Error> {
    loop {
        match r.read_to_end(v) {
            Ok(_) => return None,
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
            Err(e) => return Some(e),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every mode, read to its end after 0-2 ordinary reads, into a vector that already holds
    /// bytes, through an inner reader that makes short reads and fails with `Interrupted` (which
    /// `read_to_end` retries) and `WouldBlock` (which it returns; the caller calls again): the
    /// vector ends as its old bytes and the one-shot output. A tampered GCM message is
    /// `InvalidData` with the vector as it was, and stays failed. Re-armed, the reader reads the
    /// next message to its end too.
    #[test]
    fn read_to_end_equals_one_shot_in_every_mode(
        seed in any::<u8>(), msg in message(), cap in capacity(),
        plan in prop::collection::vec(prop_oneof![0..=1usize, 2..=64usize, 2..=20_000usize, Just(8192), Just(320)], 1..8),
        first in prop::collection::vec(1..=10_000usize, 0..=2), prefix in 0..50usize,
        flip in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let keys = Keys::new(seed);
        let mut plan = plan.clone();
        plan.push(5000); // never only errors
        for mode in MODES {
            let (engine, mut input, expected) = keys.case(mode, &msg);
            let tampered = mode == Mode::GcmDec && flip.is_some();
            if let Some(f) = flip.filter(|_| tampered) {
                let i = f.index(input.len() * 8);
                input[i / 8] ^= 1 << (i % 8);
            }
            let inner = FlakyReader { data: &input, plan: plan.clone(), i: 0 };
            let mut r = match cap {
                None => CipherReader::new(inner, engine),
                Some(c) => CipherReader::with_capacity(c, inner, engine),
            };
            let mut v: Vec<u8> = (0..prefix as u8).collect();
            let mut err = None;
            for &n in &first {
                let mut buf = vec![0u8; n];
                match r.read(&mut buf) {
                    Ok(k) => v.extend_from_slice(&buf[..k]),
                    Err(e) if matches!(e.kind(), io::ErrorKind::Interrupted | io::ErrorKind::WouldBlock) => {}
                    Err(e) => {
                        err = Some(e);
                        break;
                    }
                }
            }
            if err.is_none() {
                err = read_to_end_through_errors(&mut r, &mut v);
            }
            let old: Vec<u8> = (0..prefix as u8).collect();
            if tampered {
                let e = err.expect("tampering undetected");
                prop_assert_eq!(e.kind(), io::ErrorKind::InvalidData);
                prop_assert!(v == old, "{} bytes appended", v.len() - prefix);
                let e = r.read_to_end(&mut v).unwrap_err();
                prop_assert_eq!(e.kind(), io::ErrorKind::InvalidData);
                prop_assert!(v == old);
            } else {
                prop_assert!(err.is_none(), "{mode:?}: {err:?}");
                prop_assert!(v[..prefix] == old[..] && v[prefix..] == expected[..], "{mode:?}: output differs");
                prop_assert_eq!(r.read_to_end(&mut v).unwrap(), 0);
            }
        }
        // Re-armed: one GCM reader reads message after message to its end.
        let sealed: Vec<Vec<u8>> = (0..3u8).map(|i| keys.gcm.encrypt(&[i; 12], &[i], &msg[..msg.len() >> i]).unwrap()).collect();
        let dec = keys.gcm.decryptor(&[0; 12], b"").unwrap();
        let mut r = CipherReader::new(FlakyReader { data: &[], plan: plan.clone(), i: 0 }, dec);
        for i in 0..3u8 {
            let plain = &msg[..msg.len() >> i];
            r.reset(&[i; 12], &[i]).unwrap();
            *r.get_mut() = FlakyReader { data: &sealed[i as usize], plan: plan.clone(), i: 0 };
            let mut v = Vec::new();
            prop_assert!(read_to_end_through_errors(&mut r, &mut v).is_none());
            prop_assert!(v == plain, "re-armed, message {}: output differs", i);
        }
    }
}

/// `read_to_end` of a GCM message at the lengths where its room grows (320, 1088 and 4160
/// bytes, the 8 KiB capacity) and where the message's first blocks stay in the vector and the
/// rest goes to the decryptor: exact plaintext, with and without a tag mismatch.
#[test]
fn gcm_read_to_end_at_the_room_boundaries() {
    let keys = Keys::new(11);
    let lens = [0, 1, 15, 16, 17, 303, 304, 305, 320, 1071, 1072, 1073, 4143, 4144, 4145, 8175, 8176, 8177, 8192, 8193];
    for len in lens.into_iter().chain([16_384, 100_000]) {
        let msg: Vec<u8> = (0..len).map(|i| (i * 13) as u8).collect();
        let sealed = keys.gcm.encrypt(&keys.nonce, &keys.aad, &msg).unwrap();
        for chunk in [1, 7, 320, 8192, usize::MAX] {
            let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
            let mut r = CipherReader::new(ShortReader::new(&sealed, &[chunk]), dec);
            let mut v = Vec::new();
            assert_eq!(r.read_to_end(&mut v).unwrap(), len, "len {len}, chunk {chunk}");
            assert!(v == msg, "len {len}, chunk {chunk}");

            let mut bad = sealed.clone();
            bad[len / 2] ^= 1;
            let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
            let mut r = CipherReader::new(ShortReader::new(&bad, &[chunk]), dec);
            let mut v = vec![1, 2, 3];
            let e = r.read_to_end(&mut v).unwrap_err();
            assert_eq!(crate_error(&e), Some(Error::AuthenticationFailed), "len {len}, chunk {chunk}");
            assert_eq!(v, [1, 2, 3]);
        }
    }
}

/// `read_to_end` with a large capacity: the vector's room doubles past 4 KiB (8,256, 16,448,
/// ... bytes: 2^k + 64), so the vector never holds much more than twice the message, whatever
/// the capacity, at the room boundaries and between them.
#[test]
fn gcm_read_to_end_room_stays_within_twice_the_message() {
    let keys = Keys::new(12);
    let mut lens = vec![4143, 4144, 4145, 8239, 8240, 8241, 20_000, 65_583, 65_584, 65_585, 300_000];
    lens.extend((0..6).map(|i| 100_000 + i * 77_777));
    for len in lens {
        let msg: Vec<u8> = (0..len).map(|i| (i * 7) as u8).collect();
        let sealed = keys.gcm.encrypt(&keys.nonce, &keys.aad, &msg).unwrap();
        for chunk in [5000, usize::MAX] {
            let dec = keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap();
            let mut r = CipherReader::with_capacity(64 << 20, ShortReader::new(&sealed, &[chunk]), dec);
            let mut v = Vec::new();
            assert_eq!(r.read_to_end(&mut v).unwrap(), len, "len {len}, chunk {chunk}");
            assert!(v == msg, "len {len}, chunk {chunk}");
            assert!(v.capacity() <= 2 * sealed.len() + 512, "len {len}, chunk {chunk}: capacity {}", v.capacity());
        }
    }
}

/// `read_to_string`: a GCM message as UTF-8, appended to what the string held; invalid UTF-8 is
/// `InvalidData` (not the crate's error) and a tampered message `AuthenticationFailed`, both
/// with the string unchanged; CTR (the provided method) alike.
#[test]
fn read_to_string_appends_utf8_and_rejects_the_rest() {
    let keys = Keys::new(4);
    for len in [0, 5, 300, 5000, 20_000] {
        let text: String = "héllo wörld ".chars().cycle().take(len).collect();
        let sealed = keys.gcm.encrypt(&keys.nonce, &keys.aad, text.as_bytes()).unwrap();
        for start in ["", "already "] {
            let mut r = CipherReader::new(&sealed[..], keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap());
            let mut s = start.to_string();
            assert_eq!(r.read_to_string(&mut s).unwrap(), text.len());
            assert_eq!(s, format!("{start}{text}"));
        }

        let mut not_utf8 = text.clone().into_bytes();
        not_utf8.insert(not_utf8.len() / 2, 0xff);
        let sealed_bad = keys.gcm.encrypt(&keys.nonce, &keys.aad, &not_utf8).unwrap();
        let mut tampered = sealed.clone();
        tampered[len / 3] ^= 0x10;
        for (input, crate_err) in [(&sealed_bad, None), (&tampered, Some(Error::AuthenticationFailed))] {
            let mut r = CipherReader::new(&input[..], keys.gcm.decryptor(&keys.nonce, &keys.aad).unwrap());
            let mut s = "keep".to_string();
            let e = r.read_to_string(&mut s).unwrap_err();
            assert_eq!((e.kind(), crate_error(&e)), (io::ErrorKind::InvalidData, crate_err), "len {len}");
            assert_eq!(s, "keep");
        }

        let mut ct = text.clone().into_bytes();
        Ctr::new(&keys.aes, &keys.iv).apply_keystream(&mut ct);
        let mut r = CipherReader::new(&ct[..], Ctr::new(&keys.aes, &keys.iv));
        let mut s = String::new();
        assert_eq!(r.read_to_string(&mut s).unwrap(), text.len());
        assert_eq!(s, text);
    }
}

/// An inner reader that claims to have read more than the room it was given (a broken `Read`
/// impl) gets garbage out or an error, never a panic: every mode, reads of several sizes and
/// `read_to_end`.
#[test]
fn an_inner_reader_that_overclaims_causes_no_panic() {
    /// Copies what fits, then reports 1,000 bytes more on every other call.
    struct Overclaim<'a>(&'a [u8], usize);
    impl Read for Overclaim<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.1 += 1;
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(if n > 0 && self.1.is_multiple_of(2) { n + 1000 } else { n })
        }
    }
    let keys = Keys::new(13);
    let msg: Vec<u8> = (0..20_000u32).map(|i| (i * 31) as u8).collect();
    for mode in MODES {
        for size in [1, 100, 8192, 100_000, 0] {
            let (engine, input, _) = keys.case(mode, &msg);
            let mut r = CipherReader::new(Overclaim(&input, 0), engine);
            if size == 0 {
                let _ = r.read_to_end(&mut Vec::new());
                continue;
            }
            let mut buf = vec![0u8; size];
            for _ in 0..100_000 {
                match r.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => assert!(n <= size, "{mode:?}: read {n} into {size}"),
                }
            }
        }
    }
    // The chunked reader alike.
    let sealed = aes_engine::chunked::encrypt(&[9; 16], b"", aes_engine::chunked::Hash::Sha512, &msg).unwrap();
    for size in [1, 100, 8192, 100_000] {
        let Ok(mut r) =
            aes_engine::chunked::Reader::new(Overclaim(&sealed, 0), &[9; 16], b"", aes_engine::chunked::Hash::Sha512)
        else {
            continue;
        };
        let mut buf = vec![0u8; size];
        for _ in 0..100_000 {
            match r.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => assert!(n <= size, "chunked: read {n} into {size}"),
            }
        }
    }
}

/// An inner writer that claims to have written more than it was given gets a short stream, never
/// a panic: every mode through `CipherWriter` (capacities 16 and the default, writes of 100 B
/// and all at once, then `finish`), and the chunked writer.
#[test]
fn an_inner_writer_that_overclaims_causes_no_panic() {
    /// Takes what it is given, and reports 1,000 bytes more on every other call.
    struct Overclaim(Vec<u8>, usize);
    impl Write for Overclaim {
        fn write(&mut self, data: &[u8]) -> io::Result<usize> {
            self.1 += 1;
            self.0.extend_from_slice(data);
            Ok(if self.1.is_multiple_of(2) { data.len() + 1000 } else { data.len() })
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let keys = Keys::new(14);
    let msg: Vec<u8> = (0..100_000u32).map(|i| (i * 29) as u8).collect();
    for mode in MODES {
        for capacity in [16, 8192] {
            for piece in [100, usize::MAX] {
                let (engine, input, _) = keys.case(mode, &msg);
                let mut w = CipherWriter::with_capacity(capacity, Overclaim(Vec::new(), 0), engine);
                let _ = input.chunks(piece.min(input.len().max(1))).try_for_each(|c| w.write_all(c));
                let _ = w.finish();
            }
        }
    }
    for piece in [100, usize::MAX] {
        let hash = aes_engine::chunked::Hash::Sha512;
        let mut w = aes_engine::chunked::Writer::new(Overclaim(Vec::new(), 0), &[9; 16], b"", hash).unwrap();
        let _ = msg.chunks(piece.min(msg.len())).try_for_each(|c| w.write_all(c));
        let _ = w.finish();
    }
}
