//! A segmented streaming-AEAD format: the STREAM construction over AES-GCM, with memory bounded by
//! the segment size whatever the stream length.
//!
//! One AES-GCM message has one tag at its end, so its decryptor must hold the whole message
//! before it may release anything. This format cuts the plaintext into segments of a fixed size
//! and seals each one on its own, with a nonce that binds its position and whether it is the
//! last one: the STREAM construction of Hoang, Reyhanitabar, Rogaway and Vizár, *Online
//! Authenticated-Encryption and its Nonce-Reuse Misuse-Resistance* (CRYPTO 2015), §7, as used by
//! Tink's streaming AEAD and age. [`SegmentedReader`] releases each segment's plaintext as soon
//! as that segment has verified, and needs one segment of memory; so does [`SegmentedWriter`].
//!
//! ```
//! use std::io::{Read, Write};
//! use aes_engine::Aes256Gcm;
//! use aes_engine::stream::{SegmentedReader, SegmentedWriter};
//!
//! let gcm = Aes256Gcm::new(&[0x42; 32]);
//! // 7 random bytes, unique for this key (e.g. from the OS: `segmented::random_nonce_prefix()`).
//! let nonce_prefix = [0x5c, 0x2e, 0x91, 0x07, 0xd3, 0x6a, 0xf0];
//!
//! let mut w = SegmentedWriter::with_segment_size(1000, Vec::new(), &gcm, nonce_prefix)?;
//! w.write_all(&[7u8; 2500])?;
//! let sealed = w.finish()?;
//! assert_eq!(sealed.len(), 17 + (1000 + 16) * 2 + (500 + 16));
//!
//! let mut plain = Vec::new();
//! SegmentedReader::new(&sealed[..], &gcm)?.read_to_end(&mut plain)?;
//! assert_eq!(plain, [7u8; 2500]);
//!
//! // Cut off the last segment: detected.
//! let truncated = &sealed[..17 + 2 * 1016];
//! let err = SegmentedReader::new(truncated, &gcm)?.read_to_end(&mut Vec::new()).unwrap_err();
//! assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Format, version 1
//!
//! All integers are big-endian. `‖` is concatenation. `K` is an AES key of 16, 24 or 32 bytes;
//! `AES-GCM-Seal(K, N, A, M)` is AES-GCM (NIST SP 800-38D) with a 12-byte nonce `N`, associated
//! data `A`, plaintext `M` and a **16-byte** tag, returning `ciphertext ‖ tag` (`|M| + 16` bytes).
//!
//! A stream is a 17-byte header followed by `n + 1` segments, `0 ≤ n ≤ 2^32 − 1`:
//!
//! ```text
//! stream  = header ‖ segment_0 ‖ segment_1 ‖ … ‖ segment_n
//!
//! header (17 bytes):
//!   offset  size  field
//!   0       4     magic           0x41 0x45 0x47 0x53 ("AEGS")
//!   4       1     version         0x01
//!   5       1     key length      16, 24 or 32 (AES-128, AES-192, AES-256)
//!   6       4     segment size S  u32, 1 ≤ S ≤ 2^24 (16 MiB); plaintext bytes per segment
//!   10      7     nonce prefix P  7 bytes, random, unique per key
//!
//! segment_i = AES-GCM-Seal(K, N_i, header, M_i)          (|M_i| + 16 bytes)
//! N_i       = P ‖ u32(i) ‖ F_i                            (7 + 4 + 1 = 12 bytes)
//! F_i       = 0x00 for i < n, 0x01 for i = n (the last segment)
//! |M_i|     = S for i < n;  0 ≤ |M_n| ≤ S
//! plaintext = M_0 ‖ M_1 ‖ … ‖ M_n
//! ```
//!
//! The whole 17-byte header is the associated data of every segment. The plaintext is cut into
//! segments of exactly `S` bytes, the last one taking what remains (0 to `S` bytes). An empty
//! plaintext is one last segment with `M_0` empty (the stream is the header and a 16-byte tag).
//! A plaintext of `k·S` bytes, `k ≥ 1`, ends with a full last segment; a writer should not add an
//! empty segment after it, but a reader accepts one (it is authentic).
//!
//! **Parsing.** Segments carry no length field: every segment but the last is exactly `S + 16`
//! bytes, and the last one is whatever remains after the final full-size boundary, `16` to
//! `S + 16` bytes. A reader therefore reads `S + 16` bytes and looks one byte further: if more
//! data follows, the segment is not the last (`F = 0`); if the input ends there, it is (`F = 1`).
//! A reader must:
//! 1. reject a header with another magic or version, a key length other than its key's, or a
//!    segment size outside `1..=2^24` (or above its own configured maximum), before
//!    allocating anything for segments;
//! 2. open each segment with `N_i` built from its index and the flag implied by the framing
//!    above, and release `M_i` only after its tag has verified;
//! 3. reject a final chunk shorter than 16 bytes, any segment whose tag does not verify, and a
//!    non-last segment with index `2^32 − 1` (there would be no index left for the last one);
//! 4. report the end of the plaintext only after the last segment (`F = 1`) has verified.
//!
//! # What it protects against
//!
//! Against an attacker who can change, cut, reorder or splice the stored or transmitted bytes
//! (but does not know `K`), a reader either returns a prefix of the original plaintext made of
//! whole verified segments followed by an error, or the whole plaintext followed by a clean end:
//!
//! * **a changed byte** anywhere in a segment: that segment's tag fails.
//! * **a changed header** (segment size, prefix, version, key length): every segment's tag
//!   fails, since the header is their associated data (and the framing changes with `S`).
//! * **reordering or duplicating segments**: the index in the nonce makes segment `i` open only
//!   at position `i`.
//! * **truncation**, including a cut exactly at a segment boundary: the new final segment was
//!   sealed with `F = 0` and fails when opened as the last one (`F = 1`); a cut inside a segment
//!   fails its tag. **Appending** data after the last segment turns it into a non-last one, which
//!   fails the same way.
//! * **splicing** segments of two streams under the same key: their prefixes (hence nonces and
//!   the header bound as associated data) differ, so a foreign segment fails its tag.
//! * **a wrong key**: the first segment's tag fails.
//!
//! Plaintext released before the error is authentic but may be incomplete: a consumer that must
//! not act on a truncated stream has to wait for the reader's end (`Ok(0)`) before committing.
//!
//! **What it does not protect.** The length of the plaintext is visible (to within a segment). The
//! whole scheme stands on the nonce prefix being **unique per key**: two streams under one key
//! with the same prefix reuse GCM nonces, which reveals the XOR of their plaintexts and lets an
//! attacker forge segments. With random prefixes, `q` streams under one key collide with
//! probability about `q² / 2^57`: keep `q` below about `2^12` (4096) per key for a margin of
//! `2^-33`, or rotate keys (e.g. a fresh random key per stream, itself wrapped for the
//! recipient), or use a prefix that is unique by construction (a persistent counter). This crate
//! has no random number generator of its own: take the 7 bytes from the operating system
//! ([`random_nonce_prefix`] on Unix, or a crate such as `getrandom`).
//!
//! Limits: a stream has at most 2^32 segments, so at most `2^32 · S` bytes of plaintext (256 TiB
//! at the default 64 KiB); the writer refuses to go further. Readers and writers need
//! `S + O(1)` bytes of memory each.

mod reader;
mod writer;

pub use reader::SegmentedReader;
pub use writer::SegmentedWriter;

use crate::{BlockCipher, Error, Gcm};
use std::io;

/// The first four header bytes: `"AEGS"`.
///
/// ```
/// use aes_engine::stream::segmented::MAGIC;
/// # use std::io::Read;
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let sealed = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?.finish()?;
/// assert_eq!(sealed[..4], MAGIC);
/// let mut other = sealed.clone();
/// other[0] ^= 1; // not a segmented stream: refused
/// assert!(SegmentedReader::new(&other[..], &gcm)?.read_to_end(&mut Vec::new()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAGIC: [u8; 4] = *b"AEGS";
/// The format version this module reads and writes.
///
/// ```
/// use aes_engine::stream::segmented::VERSION;
/// # use std::io::Read;
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let sealed = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?.finish()?;
/// assert_eq!(sealed[4], VERSION); // the byte after the magic
/// let mut other = sealed.clone();
/// other[4] = VERSION + 1; // a version this module does not know: refused
/// assert!(SegmentedReader::new(&other[..], &gcm)?.read_to_end(&mut Vec::new()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const VERSION: u8 = 1;
/// The length of the header in bytes.
///
/// ```
/// use aes_engine::stream::segmented::{HEADER_LEN, TAG_LEN};
/// # use std::io::Write;
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::SegmentedWriter;
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = SegmentedWriter::with_segment_size(100, Vec::new(), &gcm, [2; 7])?;
/// let header = *w.header();
/// w.write_all(&[3; 150])?;
/// let sealed = w.finish()?;
/// assert_eq!(sealed[..HEADER_LEN], header); // the stream starts with its header
/// assert_eq!(sealed.len(), HEADER_LEN + (100 + TAG_LEN) + (50 + TAG_LEN));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const HEADER_LEN: usize = 17;
/// The length of each segment's GCM tag in bytes.
///
/// ```
/// use aes_engine::Error;
/// use aes_engine::stream::segmented::{HEADER_LEN, TAG_LEN};
/// # use std::io::{Read, Write};
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = SegmentedWriter::with_segment_size(1000, Vec::new(), &gcm, [2; 7])?;
/// w.write_all(&[3; 2500])?;
/// let sealed = w.finish()?;
/// assert_eq!(sealed.len(), HEADER_LEN + 2500 + 3 * TAG_LEN); // one tag per segment
/// let mut plain = Vec::new();
/// SegmentedReader::new(&sealed[..], &gcm)?.read_to_end(&mut plain)?;
/// assert_eq!(plain, [3; 2500]);
/// // The format needs tags of exactly TAG_LEN bytes.
/// let short_tags = Aes128Gcm::new(&[1; 16]).with_tag_len(12)?;
/// assert_eq!(SegmentedWriter::new(Vec::new(), &short_tags, [2; 7]).err(), Some(Error::InvalidTagLength));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const TAG_LEN: usize = 16;
/// The default segment size: 64 KiB of plaintext per segment.
///
/// ```
/// use aes_engine::stream::segmented::DEFAULT_SEGMENT_SIZE;
/// # use std::io::{Read, Write};
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
/// assert_eq!(w.segment_size(), DEFAULT_SEGMENT_SIZE);
/// w.write_all(&[3; 100_000])?;
/// let sealed = w.finish()?;
/// let mut r = SegmentedReader::new(&sealed[..], &gcm)?;
/// let mut plain = Vec::new();
/// r.read_to_end(&mut plain)?;
/// assert_eq!(plain, [3; 100_000]);
/// assert_eq!(r.segment_size(), Some(DEFAULT_SEGMENT_SIZE)); // as the header says
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const DEFAULT_SEGMENT_SIZE: usize = 64 * 1024;
/// The largest segment size the format allows: 2^24 bytes (16 MiB).
///
/// ```
/// use aes_engine::Error;
/// use aes_engine::stream::segmented::MAX_SEGMENT_SIZE;
/// # use std::io::Read;
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// let too_big = SegmentedWriter::with_segment_size(MAX_SEGMENT_SIZE + 1, Vec::new(), &gcm, [2; 7]);
/// assert_eq!(too_big.err(), Some(Error::InvalidLength));
/// // A header that declares more is refused before anything is allocated for it.
/// let mut sealed = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?.finish()?;
/// sealed[6..10].copy_from_slice(&(MAX_SEGMENT_SIZE as u32 + 1).to_be_bytes());
/// assert!(SegmentedReader::new(&sealed[..], &gcm)?.read_to_end(&mut Vec::new()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAX_SEGMENT_SIZE: usize = 1 << 24;
/// The highest segment index; a stream has at most `MAX_SEGMENTS = 2^32` segments.
///
/// ```
/// use aes_engine::stream::segmented::MAX_SEGMENTS;
/// # use aes_engine::Aes128Gcm;
/// # use aes_engine::stream::SegmentedWriter;
/// # let gcm = Aes128Gcm::new(&[1; 16]);
/// // The segment index is a u32 in every nonce...
/// assert_eq!(MAX_SEGMENTS, u64::from(u32::MAX) + 1);
/// // ...so a stream holds at most 256 TiB of plaintext at the default segment size.
/// let w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
/// assert_eq!(MAX_SEGMENTS * w.segment_size() as u64, 256 << 40);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAX_SEGMENTS: u64 = 1 << 32;

/// Seven bytes from the operating system's random number generator (`/dev/urandom`), for a
/// [`SegmentedWriter`]'s nonce prefix. Unix only; elsewhere use a crate such as `getrandom`.
///
/// # Errors
///
/// The [`io::Error`] of opening or reading `/dev/urandom`, passed through: e.g.
/// [`io::ErrorKind::NotFound`] or [`io::ErrorKind::PermissionDenied`] if it cannot be opened,
/// [`io::ErrorKind::UnexpectedEof`] if it ends before 7 bytes (an `Interrupted` read is
/// retried). Nothing is kept between calls: calling again opens it anew.
///
/// ```
/// # #[cfg(unix)] {
/// use aes_engine::stream::segmented::random_nonce_prefix;
/// let a = random_nonce_prefix()?;
/// let b = random_nonce_prefix()?;
/// assert_ne!(a, b); // fails with probability 2^-56
/// # }
/// # Ok::<(), std::io::Error>(())
/// ```
#[cfg(unix)]
pub fn random_nonce_prefix() -> io::Result<[u8; 7]> {
    use std::io::Read;
    let mut prefix = [0u8; 7];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut prefix)?;
    Ok(prefix)
}

/// The header for this key and these parameters.
fn header<C: BlockCipher>(segment_size: usize, prefix: &[u8; 7]) -> [u8; HEADER_LEN] {
    let mut h = [0u8; HEADER_LEN];
    h[..4].copy_from_slice(&MAGIC);
    h[4] = VERSION;
    h[5] = C::KEY_LEN as u8;
    h[6..10].copy_from_slice(&(segment_size as u32).to_be_bytes());
    h[10..].copy_from_slice(prefix);
    h
}

/// `N_i = P ‖ u32(i) ‖ F_i`.
fn nonce(header: &[u8; HEADER_LEN], index: u32, last: bool) -> [u8; 12] {
    let mut n = [0u8; 12];
    n[..7].copy_from_slice(&header[10..]);
    n[7..11].copy_from_slice(&index.to_be_bytes());
    n[11] = last as u8;
    n
}

/// The format needs 16-byte tags.
fn check_tag_len<C: BlockCipher>(gcm: &Gcm<C>) -> Result<(), Error> {
    if gcm.tag_len() == TAG_LEN { Ok(()) } else { Err(Error::InvalidTagLength) }
}

/// An `InvalidData` error about the stream's framing or header.
fn format_error(msg: &'static str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Aes128Gcm;
    use crate::stream::SPARE;
    use std::io::{Read, Write};
    use std::vec;
    use std::vec::Vec;

    /// An inner reader that writes 0xEE over all the room it is lent, then the next (at most 100)
    /// bytes of `data` at its start.
    struct Scribbler<'a>(&'a [u8]);

    impl Read for Scribbler<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(self.0.len()).min(100);
            buf.fill(0xEE);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    /// The thread's spare buffer is `len` bytes long and all zeros.
    #[track_caller]
    fn assert_spare_is_zeros(len: usize) {
        SPARE.with(|s| {
            let v = s.take();
            assert_eq!(v.len(), len, "no spare of the segment buffer's length");
            assert!(
                v.iter().all(|&b| b == 0),
                "the spare holds {} non-zero bytes",
                v.iter().filter(|&&b| b != 0).count()
            );
            s.set(v);
        });
    }

    /// A segmented writer or reader wipes at its drop only what it wrote or lent to the inner
    /// reader (`SecretBuf::slice_mut`); the buffer it leaves to the thread must still be all
    /// zeros, whatever part of it a stream used and whatever the inner reader wrote.
    #[test]
    fn segment_buffers_are_left_all_zeros() {
        let gcm = Aes128Gcm::new(&[4; 16]);
        let len = DEFAULT_SEGMENT_SIZE + TAG_LEN + 1;
        for n in [0, 16, 8000, 8160, 8200, 65_536, 70_000, 200_000] {
            let msg = vec![0xAB; n];
            let mut w = SegmentedWriter::new(Vec::new(), &gcm, [1; 7]).unwrap();
            w.write_all(&msg).unwrap();
            let sealed = w.finish().unwrap();
            assert_spare_is_zeros(len);
            // Unfinished: plaintext left in the buffer.
            let mut w = SegmentedWriter::new(Vec::new(), &gcm, [1; 7]).unwrap();
            w.write_all(&msg).unwrap();
            drop(w);
            assert_spare_is_zeros(len);

            let mut r = SegmentedReader::new(Scribbler(&sealed), &gcm).unwrap();
            let mut out = Vec::new();
            r.read_to_end(&mut out).unwrap();
            assert!(out == msg);
            drop(r);
            assert_spare_is_zeros(len);
            // Dropped with verified plaintext not yet read.
            let mut r = SegmentedReader::new(Scribbler(&sealed), &gcm).unwrap();
            let _ = r.read(&mut [0; 1]).unwrap();
            drop(r);
            assert_spare_is_zeros(len);
        }
    }

    /// An inner reader that fails the test if the room it is lent holds 16 bytes of 0xAB in a
    /// row (the plaintext below), then serves the next (at most `step`) bytes of `data`.
    struct Inspector<'a> {
        data: &'a [u8],
        step: usize,
    }

    impl Read for Inspector<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            assert!(!buf.windows(16).any(|w| w == [0xAB; 16]), "plaintext in the room lent to the inner reader");
            let n = buf.len().min(self.data.len()).min(self.step);
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    /// The reader never lends room holding plaintext to its inner reader, whatever the sizes of
    /// the caller's reads (served plaintext is wiped behind them) and of the inner reads.
    #[test]
    fn the_inner_reader_never_sees_plaintext() {
        let gcm = Aes128Gcm::new(&[4; 16]);
        for seg in [100, 8_000, 20_000] {
            let msg = vec![0xAB; 3 * seg + 17];
            let mut w = SegmentedWriter::with_segment_size(seg, Vec::new(), &gcm, [1; 7]).unwrap();
            w.write_all(&msg).unwrap();
            let sealed = w.finish().unwrap();
            for (read, step) in [(1, 7), (100, 100_000), (4095, 3000), (5000, 100_000), (70_000, 100_000)] {
                let mut r =
                    SegmentedReader::with_max_segment_size(seg, Inspector { data: &sealed, step }, &gcm).unwrap();
                let mut out = Vec::new();
                let mut buf = vec![0; read];
                loop {
                    let n = r.read(&mut buf).unwrap();
                    if n == 0 {
                        break;
                    }
                    out.extend_from_slice(&buf[..n]);
                }
                assert!(out == msg, "seg {seg}, reads of {read}");
            }
        }
    }
}
