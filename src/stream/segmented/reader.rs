//! `SegmentedReader`: opens a segmented stream segment by segment.

use super::{HEADER_LEN, MAGIC, MAX_SEGMENT_SIZE, TAG_LEN, VERSION, check_tag_len, format_error, nonce};
use crate::copy::wipe_bytes;
use crate::stream::{SecretBuf, read_some};
use crate::{BlockCipher, Error, Gcm};
use core::fmt;
use std::io::{self, Read};

/// The first segment is read in two lends of the buffer: up to this many bytes, then the rest.
/// Only what was lent counts as written (`SecretBuf::slice_mut`), so a stream shorter than this
/// wipes this much at the drop, not a whole segment.
const FIRST_LEND: usize = 8 * 1024;

/// Why a reader stopped for good.
#[derive(Clone, Copy, Debug)]
enum Failure {
    /// A segment failed to open (wrong tag, short final chunk, too many segments).
    Crypto(Error),
    /// The header or framing is not this format's.
    Format(&'static str),
}

impl Failure {
    fn to_io(self) -> io::Error {
        match self {
            // Every failure while reading is one of the stream's data (a segment that does not
            // open, a short one, one past the last index), so `InvalidData` whatever the error:
            // `From<Error>` would make `MessageTooLong` (too many segments) `InvalidInput`.
            Failure::Crypto(e) => io::Error::new(io::ErrorKind::InvalidData, e),
            Failure::Format(msg) => format_error(msg),
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum State {
    /// The header has not been read yet.
    Header,
    /// Segments are being read.
    Segments,
    /// The last segment verified; what is left of it is served, then `Ok(0)`.
    Done,
    /// Every further read returns this error.
    Failed(Failure),
}

/// Reads a [segmented](super) AES-GCM stream: `read` returns the plaintext of each segment once
/// its tag has verified, and `Ok(0)` only after the last segment has verified. Any tampering —
/// a changed byte or header, reordered, duplicated, missing or foreign segments, a truncated or
/// extended stream, a wrong key — is an [`io::ErrorKind::InvalidData`] error (wrapping the
/// crate's [`Error`] for a segment that fails to open), and every later `read` returns
/// the error again. Plaintext already returned is authentic; see the
/// [format's notes](super#what-it-protects-against) on acting only after the end.
///
/// Memory: one buffer of `segment size + 17` bytes, allocated after the header is read, whatever
/// the stream length; a drop wipes the part that held data. A segment's plaintext, once served,
/// is wiped before its room is lent to the inner reader for the next segment, as
/// [`CipherReader`](crate::stream::CipherReader) does: an inner reader never sees plaintext.
/// That costs one `memset` of a segment per segment (`docs/perf/streams.md`).
/// The header's segment size is checked against a maximum (16 MiB, the format's limit, by
/// default; see
/// [`with_max_segment_size`](SegmentedReader::with_max_segment_size)) before anything is
/// allocated.
///
/// ```
/// use std::io::{Read, Write};
/// use aes_engine::Aes128Gcm;
/// use aes_engine::stream::{SegmentedReader, SegmentedWriter};
///
/// let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = SegmentedWriter::with_segment_size(64, Vec::new(), &gcm, [4; 7])?;
/// w.write_all(&[0x33; 200])?;
/// let mut sealed = w.finish()?;
///
/// // Swap the first two segments: the first read already fails.
/// let (a, b) = (17..17 + 80, 17 + 80..17 + 160);
/// let first = sealed[a.clone()].to_vec();
/// sealed.copy_within(b, a.start);
/// sealed[17 + 80..17 + 160].copy_from_slice(&first);
/// let mut r = SegmentedReader::new(&sealed[..], &gcm)?;
/// let err = r.read(&mut [0; 64]).unwrap_err();
/// assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
/// assert!(r.read(&mut [0; 64]).is_err()); // and it stays failed
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct SegmentedReader<'a, R: Read, C: BlockCipher> {
    inner: R,
    gcm: &'a Gcm<C>,
    max_segment_size: usize,
    header: [u8; HEADER_LEN],
    /// Header bytes read so far.
    header_len: usize,
    segment_size: usize,
    /// `segment size + 17` bytes: one segment and one byte of lookahead.
    buf: SecretBuf,
    /// Bytes of the next segment in `buf[..filled]`.
    filled: usize,
    /// A lookahead byte waits at `buf[segment size + 16]`.
    lookahead: bool,
    /// Plaintext not yet returned: `buf[pos..end]`.
    pos: usize,
    end: usize,
    /// Index of the next segment.
    index: u64,
    state: State,
}

impl<'a, R: Read, C: BlockCipher> SegmentedReader<'a, R, C> {
    /// A reader that accepts any segment size the format allows (up to 16 MiB). `gcm` must have
    /// 16-byte tags (the default). Nothing is read yet.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTagLength`] if `gcm`'s tags are not 16 bytes long. That is all this
    /// checks: errors of the stream (its header, a segment that fails to open, the inner
    /// reader's own) come from `read`, see [`SegmentedReader`].
    ///
    /// ```
    /// use std::io::{Read, Write};
    /// use aes_engine::{Aes128Gcm, Error};
    /// use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
    /// w.write_all(b"attack at dawn")?;
    /// let sealed = w.finish()?;
    /// let mut plain = String::new();
    /// SegmentedReader::new(&sealed[..], &gcm)?.read_to_string(&mut plain)?;
    /// assert_eq!(plain, "attack at dawn");
    ///
    /// let short_tags = Aes128Gcm::new(&[1; 16]).with_tag_len(12)?;
    /// assert_eq!(SegmentedReader::new(&sealed[..], &short_tags).err(), Some(Error::InvalidTagLength));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(inner: R, gcm: &'a Gcm<C>) -> Result<Self, Error> {
        Self::with_max_segment_size(MAX_SEGMENT_SIZE, inner, gcm)
    }

    /// A reader that rejects streams whose header declares segments larger than
    /// `max_segment_size` bytes (as `InvalidData`), bounding the memory an untrusted stream can
    /// make it allocate.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTagLength`] if `gcm`'s tags are not 16 bytes long. `max_segment_size` is
    /// not checked here (above 2^24 it is taken as 2^24; 0 refuses every stream): a header over
    /// it fails the first `read` with an [`io::ErrorKind::InvalidData`] error, and every later
    /// `read` with the same error.
    ///
    /// ```
    /// use std::io::{Read, Write};
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let sealed = SegmentedWriter::with_segment_size(1 << 20, Vec::new(), &gcm, [4; 7])?.finish()?;
    /// let mut r = SegmentedReader::with_max_segment_size(64 * 1024, &sealed[..], &gcm)?;
    /// assert!(r.read_to_end(&mut Vec::new()).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_max_segment_size(max_segment_size: usize, inner: R, gcm: &'a Gcm<C>) -> Result<Self, Error> {
        check_tag_len(gcm)?;
        Ok(SegmentedReader {
            inner,
            gcm,
            max_segment_size: max_segment_size.min(MAX_SEGMENT_SIZE),
            header: [0; HEADER_LEN],
            header_len: 0,
            segment_size: 0,
            buf: SecretBuf::new(),
            filled: 0,
            lookahead: false,
            pos: 0,
            end: 0,
            index: 0,
            state: State::Header,
        })
    }

    /// The stream's segment size, once its header has been read (after the first `read`).
    ///
    /// ```
    /// # use std::io::{Read, Write};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let mut w = SegmentedWriter::with_segment_size(1000, Vec::new(), &gcm, [2; 7])?;
    /// # w.write_all(&[3; 2500])?;
    /// # let sealed = w.finish()?;
    /// let mut r = SegmentedReader::new(&sealed[..], &gcm)?;
    /// assert_eq!(r.segment_size(), None); // the header is not read yet
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, [3; 2500]);
    /// assert_eq!(r.segment_size(), Some(1000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn segment_size(&self) -> Option<usize> {
        (self.segment_size > 0).then_some(self.segment_size)
    }

    /// The inner reader.
    ///
    /// ```
    /// # use std::io::{Cursor, Read, Write};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let mut w = SegmentedWriter::with_segment_size(1000, Vec::new(), &gcm, [2; 7])?;
    /// # w.write_all(&[3; 2500])?;
    /// # let sealed = w.finish()?;
    /// let mut r = SegmentedReader::new(Cursor::new(&sealed[..]), &gcm)?;
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, [3; 2500]);
    /// assert_eq!(r.get_ref().position(), sealed.len() as u64); // all of the input was read
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// The inner reader, mutably. Reading from it directly corrupts the stream.
    ///
    /// ```
    /// # use std::io::{Read, Write};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let mut w = SegmentedWriter::new(Vec::new(), &gcm, [2; 7])?;
    /// # w.write_all(b"attack at dawn")?;
    /// // A clear 4-byte label, then the sealed stream.
    /// let mut file = b"MSG1".to_vec();
    /// file.extend(w.finish()?);
    /// let mut r = SegmentedReader::new(&file[..], &gcm)?;
    /// let mut label = [0; 4];
    /// r.get_mut().read_exact(&mut label)?; // before the first `read`: nothing is read yet
    /// assert_eq!(&label, b"MSG1");
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, b"attack at dawn");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// Gives back the inner reader; plaintext not yet read is wiped.
    ///
    /// ```
    /// # use std::io::{Cursor, Read, Write};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::{SegmentedReader, SegmentedWriter};
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let mut w = SegmentedWriter::with_segment_size(1000, Vec::new(), &gcm, [2; 7])?;
    /// # w.write_all(&[3; 2500])?;
    /// # let sealed = w.finish()?;
    /// let mut r = SegmentedReader::new(Cursor::new(sealed), &gcm)?;
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, [3; 2500]);
    /// let sealed: Vec<u8> = r.into_inner().into_inner(); // the stream's own buffer, back
    /// assert_eq!(sealed.len(), 17 + 2500 + 3 * 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_inner(self) -> R {
        self.inner
    }

    fn fail(&mut self, failure: Failure) -> io::Error {
        self.state = State::Failed(failure);
        self.pos = 0;
        self.end = 0;
        failure.to_io()
    }

    /// Reads and checks the header, then allocates the segment buffer.
    fn read_header(&mut self) -> io::Result<()> {
        while self.header_len < HEADER_LEN {
            match read_some(&mut self.inner, &mut self.header[self.header_len..]) {
                Ok(0) => return Err(self.fail(Failure::Format("truncated stream header"))),
                Ok(n) => self.header_len += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let h = &self.header;
        let segment_size = u32::from_be_bytes([h[6], h[7], h[8], h[9]]) as usize;
        let problem = if h[..4] != MAGIC {
            Some("not a segmented AES-GCM stream (bad magic)")
        } else if h[4] != VERSION {
            Some("unsupported segmented stream version")
        } else if usize::from(h[5]) != C::KEY_LEN {
            Some("the stream was sealed with another AES key size")
        } else if segment_size == 0 || segment_size > MAX_SEGMENT_SIZE {
            Some("invalid segment size in the stream header")
        } else if segment_size > self.max_segment_size {
            Some("segment size in the stream header exceeds the configured maximum")
        } else {
            None
        };
        if let Some(msg) = problem {
            return Err(self.fail(Failure::Format(msg)));
        }
        self.segment_size = segment_size;
        self.buf = SecretBuf::zeroed(segment_size + TAG_LEN + 1);
        self.state = State::Segments;
        Ok(())
    }

    /// Reads, opens and exposes the next segment's plaintext as `buf[pos..end]`.
    fn next_segment(&mut self) -> io::Result<()> {
        let wire = self.segment_size + TAG_LEN;
        if self.lookahead {
            // The last segment's plaintext (all served: `read` comes here at `pos == end`) is
            // wiped before the inner reader is lent its room.
            wipe_bytes(self.buf.slice_mut(0..self.end));
            let next = self.buf[wire];
            self.buf.slice_mut(0..1)[0] = next;
            self.filled = 1;
            self.lookahead = false;
        }
        // One segment and one more byte, which tells whether this segment is the last.
        while self.filled < wire + 1 {
            let room = if self.index == 0 && self.filled < FIRST_LEND { FIRST_LEND.min(wire + 1) } else { wire + 1 };
            match read_some(&mut self.inner, self.buf.slice_mut(self.filled..room)) {
                Ok(0) => break,
                Ok(n) => self.filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let last = self.filled <= wire;
        let len = if last { self.filled } else { wire };
        if len < TAG_LEN {
            return Err(self.fail(Failure::Crypto(Error::InvalidLength)));
        }
        let index = match u32::try_from(self.index) {
            Ok(i) if last || i < u32::MAX => i,
            _ => return Err(self.fail(Failure::Crypto(Error::MessageTooLong))),
        };
        let (ct, tag) = self.buf.slice_mut(0..len).split_at_mut(len - TAG_LEN);
        let opened = self.gcm.decrypt_in_place_detached(&nonce(&self.header, index, last), &self.header, ct, tag);
        if let Err(e) = opened {
            return Err(self.fail(Failure::Crypto(e)));
        }
        self.index += 1;
        self.pos = 0;
        self.end = len - TAG_LEN;
        self.filled = 0;
        self.lookahead = !last;
        if last {
            self.state = State::Done;
        }
        Ok(())
    }
}

impl<R: Read, C: BlockCipher> Read for SegmentedReader<'_, R, C> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            if self.pos < self.end {
                let n = buf.len().min(self.end - self.pos);
                buf[..n].copy_from_slice(&self.buf[self.pos..self.pos + n]);
                self.pos += n;
                return Ok(n);
            }
            match self.state {
                State::Header => self.read_header()?,
                State::Segments => self.next_segment()?,
                State::Done => return Ok(0),
                State::Failed(f) => return Err(f.to_io()),
            }
        }
    }
}

impl<R: Read + fmt::Debug, C: BlockCipher> fmt::Debug for SegmentedReader<'_, R, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SegmentedReader")
            .field("inner", &self.inner)
            .field("segment_size", &self.segment_size())
            .field("segments_opened", &self.index)
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Aes128Gcm;
    use crate::stream::SegmentedWriter;
    use std::io::Write;

    #[test]
    fn rejects_a_non_last_segment_at_the_last_index() {
        let gcm = Aes128Gcm::new(&[0; 16]);
        let mut w = SegmentedWriter::with_segment_size(4, std::vec::Vec::new(), &gcm, [0; 7]).unwrap();
        w.write_all(&[1; 12]).unwrap();
        let sealed = w.finish().unwrap();
        let mut r = SegmentedReader::new(&sealed[..], &gcm).unwrap();
        r.read_header().unwrap();
        r.index = u64::from(u32::MAX);
        let err = r.read(&mut [0; 4]).unwrap_err();
        assert_eq!(err.get_ref().unwrap().downcast_ref::<Error>(), Some(&Error::MessageTooLong));
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    }
}
