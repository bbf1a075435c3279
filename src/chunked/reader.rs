//! The streaming decryptor: an [`io::Read`] that releases each chunk once it verified, and an
//! [`io::Seek`] that decrypts only the chunk holding the new position.

use super::SecretVec;
use super::key::MessageKey;
use super::{CHUNK_SIZE, HEADER_LEN, Hash, SEALED_CHUNK, TAG_LEN, io_error};
use crate::Error;
use core::fmt;
use std::io::{self, Read, Seek, SeekFrom};

/// Why a reader failed.
#[derive(Clone, Copy, Debug)]
enum Failed {
    /// The message is bad.
    Data(Error),
    /// `inner` failed (with this kind), possibly mid-chunk: its position is unknown.
    Inner(io::ErrorKind),
}

impl Failed {
    fn to_io(self) -> io::Error {
        match self {
            Failed::Data(e) => io_error(e),
            Failed::Inner(kind) => io::Error::new(kind, "an earlier read of the inner stream failed"),
        }
    }
}

/// Decrypts a chunked message from `inner` while reading (see the [module docs](super)).
/// Memory: one sealed chunk (16,400 bytes), wiped on drop.
///
/// [`new`](Self::new) reads the header and checks the commitment; each chunk is then read
/// whole, verified, and only then released, so every byte a read returns is authentic. The
/// end of the message is reported (`Ok(0)`) only after the short final chunk verified. On a
/// bad message the reader may have released a prefix of whole verified chunks, then returns
/// the error on this and every later read (until a successful seek).
///
/// When `inner` is [`Seek`] the reader is too: positions are plaintext offsets, a seek reads
/// and verifies only the chunk that holds the new position (none if that chunk is already
/// loaded), and a seek relative to the end first verifies the final chunk, which authenticates
/// the length. The message is taken to start where `inner` stood when the reader was made and
/// to run to the end of `inner`.
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use std::io::{Cursor, Read, Seek, SeekFrom};
/// use aes_engine::chunked::{self, Hash, Reader};
///
/// let plain: Vec<u8> = (0..100_000u32).map(|i| i as u8).collect();
/// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, &plain)?;
/// let mut r = Reader::new(Cursor::new(&sealed), &[1; 16], b"", Hash::Sha512)?;
/// assert_eq!(r.seek(SeekFrom::End(-10))?, 99_990); // verifies the final chunk first
/// let mut tail = Vec::new();
/// r.read_to_end(&mut tail)?;
/// assert_eq!(tail, plain[99_990..]);
/// r.seek(SeekFrom::Start(50_000))?; // one chunk read and verified
/// let mut x = [0u8; 16];
/// r.read_exact(&mut x)?;
/// assert_eq!(x, plain[50_000..50_016]);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Reader<R: Read> {
    inner: R,
    key: MessageKey,
    /// The loaded chunk: its plaintext in `buf[..loaded_len]` once verified. Wiped on drop.
    buf: SecretVec,
    /// The index of the loaded chunk (`None`: none loaded; the next is `next`).
    loaded: Option<u64>,
    loaded_len: usize,
    /// The read position inside the loaded chunk.
    cursor: usize,
    /// The chunk that `inner` stands at the start of (the next one a read loads).
    next: u64,
    /// The loaded chunk is the final one (its end is the message's end).
    is_final: bool,
    /// The authenticated plaintext length, once the final chunk verified.
    len: Option<u64>,
    /// The position, when a seek went past the end of the message (no chunk holds it).
    beyond: Option<u64>,
    /// A read failed; reads fail so until a seek succeeds.
    failed: Option<Failed>,
    /// Bytes of `inner` consumed since the message start (header included), until a seek
    /// fixes `base`.
    consumed: u64,
    /// The position in `inner` where the message starts (found at the first seek).
    base: Option<u64>,
    /// The header length: 56, so that chunk offsets are ciphertext offsets.
    header_len: u64,
}

impl<R: Read> Reader<R> {
    /// Reads the header from `inner`, derives the message key from `key` (16 or 32 bytes),
    /// `context` and the salt, and checks the commitment (before any chunk is read).
    ///
    /// # Errors
    ///
    /// [`io::ErrorKind::InvalidData`] wrapping [`Error::HeaderTooShort`] (the input ended inside
    /// the 56-byte header) or [`Error::CommitmentMismatch`] (wrong key or context);
    /// [`io::ErrorKind::InvalidInput`] wrapping [`Error::InvalidLength`] for a key neither 16 nor
    /// 32 bytes; `inner`'s errors.
    ///
    /// ```
    /// # #[cfg(feature = "getrandom")] {
    /// use aes_engine::Error;
    /// use aes_engine::chunked::{self, Hash, Reader};
    ///
    /// let sealed = chunked::encrypt(&[1; 16], b"ctx", Hash::Sha512, b"data")?;
    /// let err = Reader::new(&sealed[..], &[2; 16], b"ctx", Hash::Sha512).unwrap_err();
    /// assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
    /// assert_eq!(err.get_ref().and_then(|e| e.downcast_ref::<Error>()), Some(&Error::CommitmentMismatch));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(mut inner: R, key: &[u8], context: &[u8], hash: Hash) -> io::Result<Self> {
        if !matches!(key.len(), 16 | 32) {
            return Err(io_error(Error::InvalidLength));
        }
        let mut header = [0u8; HEADER_LEN];
        let n = read_full(&mut inner, &mut header)?;
        if n < HEADER_LEN {
            return Err(io_error(Error::HeaderTooShort { len: n }));
        }
        let key = MessageKey::derive_and_check(key, context, hash, &header).map_err(io_error)?;
        Ok(Reader {
            inner,
            key,
            buf: SecretVec::zeroed(SEALED_CHUNK),
            loaded: None,
            loaded_len: 0,
            cursor: 0,
            next: 0,
            is_final: false,
            len: None,
            beyond: None,
            failed: None,
            consumed: HEADER_LEN as u64,
            base: None,
            header_len: HEADER_LEN as u64,
        })
    }

    /// The inner reader.
    ///
    /// ```
    /// # #[cfg(feature = "getrandom")] {
    /// use aes_engine::chunked::{self, Hash, Reader};
    ///
    /// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, b"data")?;
    /// let r = Reader::new(&sealed[..], &[1; 16], b"", Hash::Sha512)?;
    /// assert_eq!(r.get_ref().len(), 4 + 16); // the header was read, the chunk not yet
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// Forgets the loaded chunk (wiping its plaintext).
    fn unload(&mut self) {
        if self.loaded.take().is_some() {
            crate::copy::wipe_bytes(&mut self.buf[..self.loaded_len]);
        }
        self.loaded_len = 0;
        self.cursor = 0;
        self.is_final = false;
        self.beyond = None;
    }

    /// Reads chunk `self.next` from where `inner` stands, verifies it and makes it the loaded
    /// chunk. `Ok(false)`: the input ended exactly at the chunk's start (no chunk there).
    fn load_next(&mut self) -> Result<bool, io::Error> {
        self.unload();
        let index = self.next;
        let n = read_full(&mut self.inner, &mut self.buf)?;
        self.consumed += n as u64;
        if n == 0 {
            return Ok(false);
        }
        if n < TAG_LEN {
            // Not even a tag: a cut inside a chunk, after `index` full chunks.
            return Err(io_error(Error::Truncated { chunks: index }));
        }
        let (body, tag) = self.buf[..n].split_at_mut(n - TAG_LEN);
        self.key.open(index, body, tag).map_err(io_error)?;
        self.loaded = Some(index);
        self.loaded_len = n - TAG_LEN;
        self.next = index + 1;
        if n < SEALED_CHUNK {
            self.is_final = true;
            self.len = Some(index * CHUNK_SIZE as u64 + self.loaded_len as u64);
        }
        Ok(true)
    }

    /// Records `e` as the reader's failure and returns it.
    fn fail(&mut self, e: io::Error) -> io::Error {
        self.unload();
        self.failed = Some(match e.get_ref().and_then(|x| x.downcast_ref::<Error>()) {
            Some(inner) => Failed::Data(*inner),
            None => Failed::Inner(e.kind()),
        });
        e
    }
}

impl<R: Read> Read for Reader<R> {
    /// Copies verified plaintext into `out`, reading and verifying the next chunk when the
    /// loaded one is used up. `Ok(0)` only at the end of a message whose final chunk verified.
    ///
    /// ```
    /// # #[cfg(feature = "getrandom")] {
    /// use std::io::Read;
    /// use aes_engine::Error;
    /// use aes_engine::chunked::{self, Hash, Reader};
    ///
    /// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, &[5; 40_000])?;
    /// // Cut after chunk 1: chunks 0 and 1 are released, then an error, again and again.
    /// let mut r = Reader::new(&sealed[..56 + 2 * 16_400], &[1; 16], b"", Hash::Sha512)?;
    /// let mut out = Vec::new();
    /// let err = r.read_to_end(&mut out).unwrap_err();
    /// assert_eq!(out.len(), 2 * 16_384);
    /// assert_eq!(err.get_ref().and_then(|e| e.downcast_ref::<Error>()), Some(&Error::Truncated { chunks: 2 }));
    /// assert!(r.read(&mut [0; 10]).is_err());
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if let Some(f) = self.failed {
            return Err(f.to_io());
        }
        if out.is_empty() {
            return Ok(0);
        }
        loop {
            if self.loaded.is_some() && self.cursor < self.loaded_len {
                let n = (self.loaded_len - self.cursor).min(out.len());
                out[..n].copy_from_slice(&self.buf[self.cursor..self.cursor + n]);
                self.cursor += n;
                return Ok(n);
            }
            if self.is_final || self.len.is_some_and(|len| self.next * CHUNK_SIZE as u64 > len) {
                return Ok(0);
            }
            match self.load_next() {
                Ok(true) => {}
                Ok(false) => {
                    let e = io_error(Error::Truncated { chunks: self.next });
                    return Err(self.fail(e));
                }
                // (`read_full` retries `Interrupted`: any error here is final.)
                Err(e) => return Err(self.fail(e)),
            }
        }
    }
}

impl<R: Read + Seek> Reader<R> {
    /// Where the message starts in `inner`.
    fn base(&mut self) -> io::Result<u64> {
        if let Some(b) = self.base {
            return Ok(b);
        }
        let here = self.inner.stream_position()?;
        let b = here.checked_sub(self.consumed).ok_or_else(|| io::Error::other("inner stream moved"))?;
        self.base = Some(b);
        Ok(b)
    }

    /// The plaintext length, authenticated by verifying the final chunk (loaded after this).
    fn authenticate_len(&mut self) -> io::Result<u64> {
        if let Some(len) = self.len {
            return Ok(len);
        }
        let base = self.base()?;
        let end = self.inner.seek(SeekFrom::End(0))?;
        let body = end.checked_sub(base + self.header_len).ok_or_else(|| io::Error::other("inner stream shrank"))?;
        // Where the final chunk must start; `plain_len` rejects a body without one.
        super::plain_len(body).map_err(io_error)?;
        let last = body / SEALED_CHUNK as u64;
        self.load_at(base, last)?;
        match self.len {
            Some(len) if self.is_final => Ok(len),
            _ => Err(io_error(Error::Truncated { chunks: last })),
        }
    }

    /// Positions `inner` at chunk `index` and loads it.
    fn load_at(&mut self, base: u64, index: u64) -> io::Result<bool> {
        self.unload();
        self.inner.seek(SeekFrom::Start(base + self.key.chunk_offset(index)))?;
        self.next = index;
        self.load_next()
    }

    fn seek_inner(&mut self, pos: SeekFrom) -> io::Result<u64> {
        let here = match (self.loaded, self.beyond) {
            (Some(i), _) => i * CHUNK_SIZE as u64 + self.cursor as u64,
            (None, Some(p)) => p,
            (None, None) => self.next * CHUNK_SIZE as u64,
        };
        let target = match pos {
            SeekFrom::Start(p) => Some(p),
            SeekFrom::Current(d) => here.checked_add_signed(d),
            SeekFrom::End(d) => self.authenticate_len()?.checked_add_signed(d),
        };
        let target = target
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "seek to a negative or overflowing position"))?;
        let index = target / CHUNK_SIZE as u64;
        if self.loaded != Some(index) {
            let base = self.base()?;
            if !self.load_at(base, index)? {
                // No chunk there: past the end of the message, or a truncated one.
                let len = self.authenticate_len()?;
                if target < len {
                    return Err(io_error(Error::Truncated { chunks: index }));
                }
                // Past the end: reads return 0 (`len` is known; `next` lies beyond it).
                self.unload();
                self.next = index;
                self.beyond = Some(target);
                self.failed = None;
                return Ok(target);
            }
        }
        self.cursor = (target % CHUNK_SIZE as u64) as usize;
        self.failed = None;
        Ok(target)
    }
}

impl<R: Read + Seek> Seek for Reader<R> {
    /// Moves to plaintext offset `pos`, reading and verifying the chunk there (unless it is
    /// the loaded one). [`SeekFrom::End`] first verifies the final chunk. A position past the
    /// end is allowed (reads there return 0) once the length is authenticated.
    ///
    /// ```
    /// # #[cfg(feature = "getrandom")] {
    /// use std::io::{Cursor, Read, Seek, SeekFrom};
    /// use aes_engine::Error;
    /// use aes_engine::chunked::{self, Hash, Reader};
    ///
    /// let mut sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, &[5; 40_000])?;
    /// let mut r = Reader::new(Cursor::new(sealed.clone()), &[1; 16], b"", Hash::Sha512)?;
    /// assert_eq!(r.seek(SeekFrom::End(0))?, 40_000);
    /// assert_eq!(r.seek(SeekFrom::Current(-40_000))?, 0);
    ///
    /// // A changed byte in chunk 1: seeking into chunks 0 and 2 works, into chunk 1 fails.
    /// sealed[56 + 16_400 + 9] ^= 1;
    /// let mut r = Reader::new(Cursor::new(sealed), &[1; 16], b"", Hash::Sha512)?;
    /// r.seek(SeekFrom::Start(2 * 16_384 + 10))?;
    /// let err = r.seek(SeekFrom::Start(16_384)).unwrap_err();
    /// let e = err.get_ref().and_then(|e| e.downcast_ref::<Error>());
    /// assert_eq!(e, Some(&Error::ChunkAuthenticationFailed { chunk: 1, offset: 56 + 16_400 }));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        self.failed = None;
        match self.seek_inner(pos) {
            Ok(p) => Ok(p),
            Err(e) if e.kind() == io::ErrorKind::InvalidInput => Err(e),
            Err(e) => Err(self.fail(e)),
        }
    }
}

/// Reads until `buf` is full or `r` ends; the count is capped at `buf.len()` (a broken reader
/// that claims more cannot make it panic).
pub(super) fn read_full<R: Read + ?Sized>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k.min(buf.len() - n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

impl<R: Read + fmt::Debug> fmt::Debug for Reader<R> {
    /// The inner reader and the position; never key material or plaintext.
    ///
    /// ```
    /// # #[cfg(feature = "getrandom")] {
    /// use aes_engine::chunked::{self, Hash, Reader};
    ///
    /// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, b"data")?;
    /// let r = Reader::new(&sealed[..], &[1; 16], b"", Hash::Sha512)?;
    /// assert!(format!("{r:?}").starts_with("Reader"));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reader")
            .field("inner", &self.inner)
            .field("chunk", &self.loaded)
            .field("failed", &self.failed)
            .finish_non_exhaustive()
    }
}
