//! The segmented STREAM format's reader on hostile input: never a panic, never plaintext that did
//! not authenticate. A valid stream is sealed (input-chosen key size, segment size, nonce prefix,
//! plaintext and write chunking; every backend must seal the same bytes), then attacked: a bit
//! flipped, cut at any point or at a segment boundary, a segment dropped, duplicated or swapped
//! with another, bytes appended, the header changed, opened under the wrong key, or replaced by
//! arbitrary bytes (with or without a well-formed header). The reader, fed by input-chosen short
//! reads, must return the whole plaintext and a clean end only for the untouched stream; for
//! anything else an `InvalidData` error, after at most the plaintext of the segments that lie
//! unchanged before the first changed byte — a prefix of the original, in whole segments.
#![no_main]

mod common;

use aes_engine::stream::segmented::{HEADER_LEN, MAGIC, TAG_LEN, VERSION};
use aes_engine::stream::{SegmentedReader, SegmentedWriter};
use aes_engine::{BlockCipher, Gcm};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};
use std::io::{self, Read, Write};

/// Returns at most `sizes[i]` bytes per call (cycling).
struct ShortReader<'a> {
    data: &'a [u8],
    sizes: &'a [usize],
    i: usize,
}

impl Read for ShortReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.sizes[self.i % self.sizes.len()].min(buf.len()).min(self.data.len());
        self.i += 1;
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Reads everything through a fresh reader; returns what it released and the error, if any.
fn open<C: BlockCipher>(g: &Gcm<C>, stream: &[u8], inner: &[usize], reads: &[usize]) -> (Vec<u8>, Option<io::Error>) {
    let mut r = SegmentedReader::new(ShortReader { data: stream, sizes: inner, i: 0 }, g).unwrap();
    let mut out = Vec::new();
    let mut buf = vec![0u8; 300];
    for i in 0.. {
        match r.read(&mut buf[..reads[i % reads.len()]]) {
            Ok(0) => break,
            Ok(k) => out.extend_from_slice(&buf[..k]),
            Err(e) => {
                assert_eq!(e.kind(), io::ErrorKind::InvalidData, "{e:?}");
                // Sticky: the failure is reported again and nothing more is released.
                assert_eq!(r.read(&mut buf).unwrap_err().kind(), io::ErrorKind::InvalidData);
                return (out, Some(e));
            }
        }
        assert!(i < 1 << 20, "reader never ends");
    }
    (out, None)
}

fn sizes(u: &mut Unstructured<'_>) -> Vec<usize> {
    let n = u.int_in_range(1..=6usize).unwrap_or(1);
    (0..n).map(|_| u.int_in_range(1..=300usize).unwrap_or(300)).collect()
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let seg = u.int_in_range(1..=64usize).unwrap_or(16);
    let prefix: [u8; 7] = bytes(&mut u, 7).try_into().unwrap();
    let Ok(msg) = var_bytes(&mut u, 600) else { return };
    let writes = chunking(&mut u, msg.len());
    let inner = sizes(&mut u);
    let reads = sizes(&mut u);
    let attack = u.int_in_range(0..=10u8).unwrap_or(0);
    let (a, b): (usize, usize) = (u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0));
    let mask = u.int_in_range(1..=255u8).unwrap_or(1);
    let junk = u.take_rest().to_vec();
    with_key_type!(sel, K => {
        let all = backends();
        // Seal on every backend: the same bytes.
        let mut sealed: Option<Vec<u8>> = None;
        for &bk in &all {
            let g = Gcm::from_cipher(K::make(&key, bk));
            let mut w = SegmentedWriter::with_segment_size(seg, Vec::new(), &g, prefix).unwrap();
            let mut at = 0;
            for &n in &writes {
                w.write_all(&msg[at..at + n]).unwrap();
                at += n;
            }
            let s = w.finish().unwrap();
            if let Some(first) = &sealed {
                assert_eq!(&s, first, "{bk}: sealed stream differs from soft");
            }
            sealed = Some(s);
        }
        let sealed = sealed.unwrap();
        let wire = seg + TAG_LEN;
        let nseg = (sealed.len() - HEADER_LEN).div_ceil(wire);
        let seg_range = |i: usize| HEADER_LEN + i * wire..(HEADER_LEN + (i + 1) * wire).min(sealed.len());
        let mut wrong_key = false;
        let stream: Vec<u8> = match attack {
            0 => sealed.clone(), // untouched
            1 => { let mut s = sealed.clone(); let i = a % s.len(); s[i] ^= mask; s }
            2 => sealed[..a % sealed.len()].to_vec(), // cut anywhere
            3 => sealed[..seg_range(a % nseg).start].to_vec(), // cut at a segment boundary
            4 => { let mut s = sealed.clone(); s.drain(seg_range(a % nseg)); s } // drop a segment
            5 => { let mut s = sealed.clone(); let r = seg_range(a % nseg); let d = sealed[r.clone()].to_vec();
                   s.splice(r.end..r.end, d); s } // duplicate a segment
            6 => { // swap two segments (both full-size, so the framing is unchanged)
                let full = nseg - 1;
                if full < 2 { sealed.clone() } else {
                    let (i, j) = (a % full, b % full);
                    let mut s = sealed.clone();
                    let (ri, rj) = (seg_range(i), seg_range(j));
                    s[ri.clone()].copy_from_slice(&sealed[rj.clone()]);
                    s[rj].copy_from_slice(&sealed[ri]);
                    s
                }
            }
            7 => { let mut s = sealed.clone(); s.extend_from_slice(&junk[..junk.len().min(1 + b % 64)]); if s.len() == sealed.len() { s.push(mask) } s }
            8 => { let mut s = sealed.clone(); s[a % HEADER_LEN] ^= mask; s } // header changed
            9 => { wrong_key = true; sealed.clone() }
            _ => { // arbitrary bytes, half the time behind a well-formed header
                let mut s = Vec::new();
                if a % 2 == 0 {
                    s.extend_from_slice(&MAGIC);
                    s.push(VERSION);
                    s.push(key_len(sel) as u8);
                    s.extend_from_slice(&(1 + (b % 64) as u32).to_be_bytes());
                    s.extend_from_slice(&prefix);
                }
                s.extend_from_slice(&junk);
                s
            }
        };
        let mut other_key = key.clone();
        other_key[0] ^= 1;
        for &bk in &all {
            let g = Gcm::from_cipher(K::make(if wrong_key { &other_key } else { &key }, bk));
            let (out, err) = open(&g, &stream, &inner, &reads);
            if stream == sealed && !wrong_key {
                assert!(err.is_none(), "{bk}: untouched stream rejected: {err:?}");
                assert_eq!(out, msg, "{bk}: round trip");
                continue;
            }
            assert!(err.is_some(), "{bk}: attack {attack} accepted ({} bytes released)", out.len());
            // Released: only whole segments that lie, unchanged, before the first changed byte.
            let same = if wrong_key { 0 } else { stream.iter().zip(&sealed).take_while(|(x, y)| x == y).count() };
            let intact = if same >= HEADER_LEN { (same - HEADER_LEN) / wire } else { 0 };
            assert!(out.len() <= intact * seg, "{bk}: attack {attack}: {} bytes released, {intact} intact segments", out.len());
            assert_eq!(out.len() % seg, 0, "{bk}: a partial segment released");
            assert_eq!(out[..], msg[..out.len()], "{bk}: released bytes are not the original plaintext");
        }
    });
});
