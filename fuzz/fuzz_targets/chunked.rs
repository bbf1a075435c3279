//! The chunked format (c2sp.org/chunked-encryption) on hostile input: never a panic, never
//! plaintext that did not authenticate. A valid message is sealed through `Writer` (input-chosen
//! key size, hash, context, plaintext length around the chunk size, write sizes) and must equal
//! what one-shot `decrypt` opens; it is then attacked — a bit flipped, cut anywhere, bytes
//! appended, two chunks swapped, the header or the whole message replaced by input bytes — and
//! opened by the streaming `Reader` under input-chosen short reads, by `decrypt` on 1-3 threads
//! and by the seeking `Reader` at input-chosen offsets. Only the untouched message may read to a
//! clean end; anything else fails with `InvalidData` after releasing at most the whole chunks
//! that lie unchanged before the first changed byte, a prefix of the plaintext, and keeps
//! failing. Seeks return only plaintext bytes at their offsets.
#![no_main]

use aes_engine::chunked::{self, CHUNK_SIZE, HEADER_LEN, Hash, Reader, TAG_LEN, Writer};
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};
use std::io::{self, Cursor, Read, Seek, SeekFrom, Write};

const SEALED: usize = CHUNK_SIZE + TAG_LEN;

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

fn sizes(u: &mut Unstructured<'_>, max: usize) -> Vec<usize> {
    let n = u.int_in_range(1..=4usize).unwrap_or(1);
    (0..n).map(|_| u.int_in_range(1..=max).unwrap_or(max)).collect()
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let key = vec![u.arbitrary::<u8>().unwrap_or(0); if u.arbitrary::<bool>().unwrap_or(false) { 32 } else { 16 }];
    let hash = if u.arbitrary::<bool>().unwrap_or(false) { Hash::Sha256 } else { Hash::Sha512 };
    let ctx: Vec<u8> = (0..u.int_in_range(0..=8usize).unwrap_or(0)).map(|i| i as u8).collect();
    // Lengths around 0, 1, 2 and 3 chunks.
    let base = CHUNK_SIZE * u.int_in_range(0..=3usize).unwrap_or(0);
    let len = (base + u.int_in_range(0..=40usize).unwrap_or(0)).saturating_sub(20);
    let seed = u.arbitrary::<u8>().unwrap_or(0);
    let msg: Vec<u8> = (0..len).map(|i| (i as u8).wrapping_mul(31) ^ seed).collect();

    let writes = sizes(&mut u, 20_000);
    let mut w = Writer::new(Vec::new(), &key, &ctx, hash).unwrap();
    let mut rest = &msg[..];
    let mut i = 0;
    while !rest.is_empty() {
        let n = writes[i % writes.len()].min(rest.len());
        w.write_all(&rest[..n]).unwrap();
        rest = &rest[n..];
        i += 1;
    }
    let sealed = w.finish().unwrap();
    assert_eq!(sealed.len(), HEADER_LEN + len + TAG_LEN * (len / CHUNK_SIZE + 1));
    assert_eq!(chunked::decrypt(&key, &ctx, hash, &sealed).unwrap(), msg);

    let mut bad = sealed.clone();
    match u.int_in_range(0..=6u8).unwrap_or(0) {
        0 => {}
        1 => {
            let pos = u.int_in_range(0..=bad.len() - 1).unwrap_or(0);
            bad[pos] ^= 1 << u.int_in_range(0..=7u8).unwrap_or(0);
        }
        2 => bad.truncate(u.int_in_range(0..=bad.len() - 1).unwrap_or(0)),
        3 => {
            let n = u.int_in_range(1..=40usize).unwrap_or(1);
            bad.extend((0..n).map(|i| i as u8));
        }
        4 => {
            let chunks = (bad.len() - HEADER_LEN).div_ceil(SEALED);
            if chunks >= 3 {
                let (a, b) = bad[HEADER_LEN..].split_at_mut(SEALED);
                a.swap_with_slice(&mut b[..SEALED]);
            } else {
                bad.truncate(HEADER_LEN);
            }
        }
        5 => {
            let n = u.int_in_range(0..=HEADER_LEN).unwrap_or(0);
            let b = u.bytes(n).unwrap_or(&[]);
            bad[..b.len()].copy_from_slice(b);
        }
        _ => bad = u.bytes(u.len()).unwrap_or(&[]).to_vec(),
    }
    let intact = bad == sealed;
    let same = bad.iter().zip(&sealed).take_while(|(x, y)| x == y).count();
    let max_released = if intact { len } else { same.saturating_sub(HEADER_LEN) / SEALED * CHUNK_SIZE };

    // One-shot, on 1 to 3 threads: all the same verdict.
    let one = chunked::decrypt(&key, &ctx, hash, &bad);
    for t in 2..=3 {
        assert_eq!(chunked::decrypt_with_threads(&key, &ctx, hash, &bad, t), one);
    }
    assert_eq!(one.is_ok(), intact);

    // The streaming reader.
    let inner = sizes(&mut u, 20_000);
    let reads = sizes(&mut u, 20_000);
    match Reader::new(ShortReader { data: &bad, sizes: &inner, i: 0 }, &key, &ctx, hash) {
        Err(e) => {
            assert!(!intact);
            assert!(matches!(e.kind(), io::ErrorKind::InvalidData), "{e:?}");
        }
        Ok(mut r) => {
            let mut out = Vec::new();
            let mut buf = vec![0u8; 20_000];
            let mut k = 0;
            let err = loop {
                match r.read(&mut buf[..reads[k % reads.len()]]) {
                    Ok(0) => break None,
                    Ok(n) => out.extend_from_slice(&buf[..n]),
                    Err(e) => break Some(e),
                }
                k += 1;
            };
            assert!(out.len() <= max_released, "released {} > {max_released}", out.len());
            assert_eq!(out[..], msg[..out.len()]);
            match err {
                None => assert!(intact && out == msg),
                Some(e) => {
                    assert!(!intact);
                    assert_eq!(e.kind(), io::ErrorKind::InvalidData, "{e:?}");
                    assert_eq!(r.read(&mut buf).unwrap_err().kind(), io::ErrorKind::InvalidData);
                }
            }
        }
    }

    // The seeking reader: every byte returned is the plaintext's at that offset.
    if let Ok(mut r) = Reader::new(Cursor::new(&bad), &key, &ctx, hash) {
        for _ in 0..u.int_in_range(0..=4usize).unwrap_or(0) {
            let pos = match u.int_in_range(0..=2u8).unwrap_or(0) {
                0 => SeekFrom::Start(u.int_in_range(0..=(len as u64 + 20)).unwrap_or(0)),
                1 => SeekFrom::End(-(u.int_in_range(0..=(len as i64 + 20)).unwrap_or(0))),
                _ => SeekFrom::Current(u.int_in_range(-20_000..=20_000i64).unwrap_or(0)),
            };
            let Ok(at) = r.seek(pos) else { continue };
            let mut w = [0u8; 40];
            if let Ok(n) = r.read(&mut w) {
                let at = at as usize;
                assert!(n == 0 || at + n <= len);
                assert_eq!(w[..n], msg[at.min(len)..(at + n).min(len)]);
            }
        }
    }
});
