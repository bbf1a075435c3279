//! `SegmentedWriter`: seals the plaintext written to it segment by segment.

use super::{DEFAULT_SEGMENT_SIZE, HEADER_LEN, MAX_SEGMENT_SIZE, TAG_LEN, check_tag_len, header, nonce};
use crate::stream::{SecretBuf, write_some};
use crate::{BlockCipher, Error, Gcm};
use core::fmt;
use std::io::{self, Write};

/// `write_some`'s message when the inner writer takes nothing.
const SEGMENT_ZERO: &str = "failed to write the sealed segment";

/// Writes a [segmented](super) AES-GCM stream: the plaintext written to it is cut into segments,
/// each sealed and written to the inner writer as soon as it is complete (and known not to be
/// the last one); [`finish`](SegmentedWriter::finish) seals the last segment and returns the
/// inner writer. The header goes out first, at the first non-empty `write` (or at `flush` or
/// `finish`, if one comes before it), ahead of any segment.
///
/// Memory: one buffer of `segment size + 17` bytes, whatever the stream length; a drop wipes the
/// part that held data (a short stream does not wipe a whole segment). Each segment is written
/// to the inner writer in one piece.
///
/// **The nonce prefix must be unique per key**: take 7 random bytes from the operating system
/// for every stream (see the [format's notes](super#what-it-protects-against) on how many streams
/// a key may then seal). Reusing a prefix under one key breaks both confidentiality and
/// authenticity.
///
/// **Dropping without `finish`** never panics and writes nothing more: the stream then lacks its
/// last segment, and a reader reports it as truncated. [`flush`](Write::flush) writes out the
/// segments already sealed and flushes the inner writer; a partial segment stays buffered (a
/// non-last segment is always full).
///
/// An error of the inner writer in `write` or `flush` leaves the writer consistent: what was not
/// written is kept and the next `write`, `flush` or `finish` tries it again. (`finish` takes the
/// writer: an error there drops it, and the stream stays without its end.)
///
/// ```
/// use std::io::{Read, Write};
/// use aes_engine::Aes128Gcm;
/// use aes_engine::stream::{SegmentedReader, SegmentedWriter};
///
/// let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2, 3, 5, 7, 11, 13, 17])?; // 64 KiB segments
/// for _ in 0..100 {
///     w.write_all(&[0xab; 10_000])?;
/// }
/// let sealed = w.finish()?;
/// assert_eq!(sealed.len(), 17 + 1_000_000 + 16 * 1_000_000usize.div_ceil(65536));
///
/// let mut r = SegmentedReader::new(&sealed[..], &gcm)?;
/// let mut plain = Vec::new();
/// r.read_to_end(&mut plain)?;
/// assert_eq!(plain.len(), 1_000_000);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct SegmentedWriter<'a, W: Write, C: BlockCipher> {
    inner: W,
    gcm: &'a Gcm<C>,
    header: [u8; HEADER_LEN],
    /// Header bytes not yet written (from the end of `header`).
    header_left: usize,
    segment_size: usize,
    /// `segment size + 17` bytes: plaintext `buf[..filled]`, or a sealed segment `buf[..sealed]`;
    /// written only through `slice_mut`, so that a drop wipes only what was used.
    buf: SecretBuf,
    filled: usize,
    /// Length of the sealed segment in `buf` (0: none), and how much of it is written.
    sealed: usize,
    written: usize,
    /// Index of the next segment to seal.
    index: u64,
}

impl<'a, W: Write, C: BlockCipher> SegmentedWriter<'a, W, C> {
    /// A writer with the default 64 KiB segments. `gcm` must have 16-byte tags (the default).
    /// Nothing is written yet.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTagLength`] if `gcm`'s tags are not 16 bytes long.
    ///
    /// ```
    /// use std::io::{Read, Write};
    /// use aes_engine::{Aes128Gcm, Error};
    /// use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
    /// w.write_all(&[3; 100_000])?;
    /// let sealed = w.finish()?;
    /// assert_eq!(sealed.len(), 17 + 100_000 + 2 * 16); // two segments of at most 64 KiB
    /// let mut plain = Vec::new();
    /// SegmentedReader::new(&sealed[..], &gcm)?.read_to_end(&mut plain)?;
    /// assert_eq!(plain, [3; 100_000]);
    ///
    /// let short_tags = Aes128Gcm::new(&[1; 16]).with_tag_len(12)?;
    /// assert_eq!(SegmentedWriter::new(Vec::new(), &short_tags, [2; 7]).err(), Some(Error::InvalidTagLength));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(inner: W, gcm: &'a Gcm<C>, nonce_prefix: [u8; 7]) -> Result<Self, Error> {
        Self::with_segment_size(DEFAULT_SEGMENT_SIZE, inner, gcm, nonce_prefix)
    }

    /// A writer with segments of `segment_size` plaintext bytes, `1..=2^24`. Larger segments
    /// cost less per byte (one tag and one GCM setup each) but take more memory and release
    /// plaintext later on the reading side.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] if `gcm`'s tags are not 16 bytes long (checked first).
    /// - [`Error::InvalidLength`] if `segment_size` is 0 or above 2^24
    ///   ([`MAX_SEGMENT_SIZE`](super::MAX_SEGMENT_SIZE)).
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::{Aes128Gcm, Error};
    /// use aes_engine::stream::SegmentedWriter;
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::with_segment_size(4096, Vec::new(), &gcm, [9; 7])?;
    /// w.write_all(&[0; 4096])?;
    /// assert_eq!(w.finish()?.len(), 17 + 4096 + 16); // a full last segment, no empty one
    /// assert_eq!(
    ///     SegmentedWriter::with_segment_size(0, Vec::new(), &gcm, [9; 7]).unwrap_err(),
    ///     Error::InvalidLength
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_segment_size(
        segment_size: usize,
        inner: W,
        gcm: &'a Gcm<C>,
        nonce_prefix: [u8; 7],
    ) -> Result<Self, Error> {
        check_tag_len(gcm)?;
        if !(1..=MAX_SEGMENT_SIZE).contains(&segment_size) {
            return Err(Error::InvalidLength);
        }
        Ok(SegmentedWriter {
            inner,
            gcm,
            header: header::<C>(segment_size, &nonce_prefix),
            header_left: HEADER_LEN,
            segment_size,
            // One byte more than needed: the reader's length, so the thread's spare serves both.
            buf: SecretBuf::zeroed(segment_size + TAG_LEN + 1),
            filled: 0,
            sealed: 0,
            written: 0,
            index: 0,
        })
    }

    /// The plaintext bytes per segment.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::SegmentedWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::with_segment_size(4096, Vec::new(), &gcm, [2; 7])?;
    /// assert_eq!(w.segment_size(), 4096);
    /// w.write_all(&[3; 10_000])?;
    /// let segments = 10_000usize.div_ceil(w.segment_size());
    /// assert_eq!(w.finish()?.len(), 17 + 10_000 + 16 * segments);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn segment_size(&self) -> usize {
        self.segment_size
    }

    /// The 17-byte header of this stream.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::SegmentedWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::with_segment_size(4096, Vec::new(), &gcm, [2; 7])?;
    /// let header = *w.header();
    /// assert_eq!(&header[..4], b"AEGS");
    /// assert_eq!(header[6..10], 4096u32.to_be_bytes()); // the segment size
    /// assert_eq!(header[10..], [2; 7]); // the nonce prefix
    /// w.write_all(b"attack at dawn")?;
    /// assert!(w.finish()?.starts_with(&header));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn header(&self) -> &[u8; HEADER_LEN] {
        &self.header
    }

    /// The inner writer.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::SegmentedWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::with_segment_size(100, Vec::new(), &gcm, [2; 7])?;
    /// w.write_all(&[3; 100])?;
    /// assert_eq!(w.get_ref(), w.header()); // the segment is full, but it may be the last one
    /// w.write_all(&[3; 1])?;
    /// assert_eq!(w.get_ref().len(), 17 + 100 + 16); // the header and the first segment
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_ref(&self) -> &W {
        &self.inner
    }

    /// The inner writer, mutably. Writing to it directly corrupts the stream.
    ///
    /// ```
    /// # use std::io::{Read, Write};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
    /// w.get_mut().extend_from_slice(b"MSG1"); // a clear label, before anything is written
    /// w.write_all(b"attack at dawn")?;
    /// let file = w.finish()?;
    /// assert_eq!(&file[..4], b"MSG1");
    /// let mut plain = Vec::new();
    /// SegmentedReader::new(&file[4..], &gcm)?.read_to_end(&mut plain)?;
    /// assert_eq!(plain, b"attack at dawn");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner
    }

    /// Seals the buffered plaintext as the last segment, writes it, flushes the inner writer and
    /// returns it. An empty stream is sealed as one empty last segment.
    ///
    /// # Errors
    ///
    /// Only the inner writer's errors, passed through: those of its `write` (an
    /// [`io::ErrorKind::Interrupted`] one is retried) and of its `flush`, and
    /// [`io::ErrorKind::WriteZero`] if its `write` takes nothing. (Sealing the last segment
    /// cannot fail: the segment size is checked by the constructor, the segment count as the
    /// stream grows.)
    ///
    /// `finish` takes the writer, so unlike `write` and `flush` it cannot be retried: on an error
    /// the writer is dropped with the inner writer and what was not written (wiped). The stream
    /// is then cut short (at least part of its last segment is missing, and a reader rejects it),
    /// unless only the final `flush` failed (everything was written).
    ///
    /// ```
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::SegmentedWriter;
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let empty = SegmentedWriter::new(Vec::new(), &gcm, [0; 7])?.finish()?;
    /// assert_eq!(empty.len(), 17 + 16); // the header and one empty last segment
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn finish(mut self) -> io::Result<W> {
        self.drain()?;
        self.seal(true)?;
        self.drain()?;
        self.inner.flush()?;
        Ok(self.inner)
    }

    /// Seals `buf[..filled]` in place as segment `index`.
    fn seal(&mut self, last: bool) -> io::Result<()> {
        debug_assert_eq!(self.sealed, 0);
        // A non-last segment may not take the last index: none would be left for the last one.
        let Ok(index) = u32::try_from(self.index) else {
            return Err(Error::MessageTooLong.into());
        };
        if !last && index == u32::MAX {
            return Err(Error::MessageTooLong.into());
        }
        let n = self.filled;
        let tag = self.gcm.encrypt_in_place_detached(
            &nonce(&self.header, index, last),
            &self.header,
            self.buf.slice_mut(0..n),
        )?;
        self.buf.slice_mut(n..n + TAG_LEN).copy_from_slice(tag.as_ref());
        self.sealed = n + TAG_LEN;
        self.written = 0;
        self.index += 1;
        Ok(())
    }

    /// Writes whatever is pending (the header, a sealed segment) to the inner writer.
    fn drain(&mut self) -> io::Result<()> {
        while self.header_left > 0 {
            let n = write_some(&mut self.inner, &self.header[HEADER_LEN - self.header_left..], SEGMENT_ZERO)?;
            self.header_left -= n;
        }
        while self.written < self.sealed {
            self.written += write_some(&mut self.inner, &self.buf[self.written..self.sealed], SEGMENT_ZERO)?;
        }
        if self.sealed > 0 {
            self.sealed = 0;
            self.filled = 0;
        }
        Ok(())
    }
}

impl<W: Write, C: BlockCipher> Write for SegmentedWriter<'_, W, C> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        if data.is_empty() {
            return Ok(0);
        }
        self.drain()?;
        let mut consumed = 0;
        loop {
            let take = (self.segment_size - self.filled).min(data.len() - consumed);
            self.buf.slice_mut(self.filled..self.filled + take).copy_from_slice(&data[consumed..consumed + take]);
            self.filled += take;
            consumed += take;
            if consumed == data.len() {
                return Ok(consumed);
            }
            // A full segment, and more plaintext follows: it is not the last one.
            let step = self.seal(false).and_then(|()| self.drain());
            if let Err(e) = step {
                return if consumed > 0 { Ok(consumed) } else { Err(e) };
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.drain()?;
        self.inner.flush()
    }
}

impl<W: Write + fmt::Debug, C: BlockCipher> fmt::Debug for SegmentedWriter<'_, W, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SegmentedWriter")
            .field("inner", &self.inner)
            .field("segment_size", &self.segment_size)
            .field("segments_sealed", &self.index)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Aes128Gcm;

    #[test]
    fn refuses_a_non_last_segment_at_the_last_index() {
        let gcm = Aes128Gcm::new(&[0; 16]);
        let mut w = SegmentedWriter::with_segment_size(4, std::vec::Vec::new(), &gcm, [0; 7]).unwrap();
        w.index = u64::from(u32::MAX) - 1;
        w.write_all(&[1; 8]).unwrap(); // segment 2^32 − 2 sealed, segment 2^32 − 1 buffered (full)
        let err = w.write_all(&[1]).unwrap_err(); // would make 2^32 − 1 a non-last segment
        assert_eq!(err.get_ref().unwrap().downcast_ref::<Error>(), Some(&Error::MessageTooLong));
        let out = w.finish().unwrap(); // the last index is still free for the last segment
        assert_eq!(out.len(), HEADER_LEN + 2 * (4 + TAG_LEN));
    }
}
