//! The streaming encryptor: an [`io::Write`] that seals each 16 KiB chunk as soon as it is
//! full and the short final chunk at [`Writer::finish`].

use super::SecretVec;
use super::key::MessageKey;
use super::write_all;
use super::{CHUNK_SIZE, Hash, SEALED_CHUNK, io_error};
use core::fmt;
use std::io::{self, Write};

/// Encrypts everything written to it into `inner` in the chunked format (see the [module
/// docs](super)). Memory: one sealed chunk (16,400 bytes), wiped on drop.
///
/// A full chunk is sealed and written as soon as its 16,384th byte arrives (the final chunk is
/// the short one, so no lookahead is needed); [`finish`](Self::finish) seals the final chunk,
/// possibly empty, and must be called: a writer dropped without it leaves a message that
/// readers reject as [`Truncated`](crate::Error::Truncated). After an error of `inner` the
/// writer refuses further writes (the message is incomplete).
///
/// ```
/// use std::io::Write;
/// use aes_engine::chunked::{self, Hash, Writer};
///
/// let mut w = Writer::new(Vec::new(), &[1; 32], b"backup", Hash::Sha512)?;
/// for _ in 0..100 {
///     w.write_all(&[0xab; 1000])?;
/// }
/// let sealed = w.finish()?;
/// assert_eq!(chunked::decrypt(&[1; 32], b"backup", Hash::Sha512, &sealed)?, vec![0xab; 100_000]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Writer<W: Write> {
    inner: W,
    key: MessageKey,
    /// The chunk being filled: plaintext in `[..filled]`, then sealed in place with its tag
    /// after it. Wiped on drop.
    buf: SecretVec,
    filled: usize,
    /// The index of the chunk being filled.
    index: u64,
    /// An earlier write to `inner` failed: the message cannot be completed.
    failed: bool,
}

impl<W: Write> Writer<W> {
    /// Starts a message under `key` (16 or 32 bytes) and `context` with a fresh random salt, and
    /// writes its header to `inner`. Needs the `getrandom` feature (on by default).
    ///
    /// # Errors
    ///
    /// [`io::ErrorKind::InvalidInput`] wrapping [`Error::InvalidLength`](crate::Error::InvalidLength)
    /// for a key that is neither 16 nor 32 bytes; [`Error::RandomUnavailable`](crate::Error::RandomUnavailable)
    /// if the operating system gives no randomness; `inner`'s error if writing the header fails.
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::chunked::{HEADER_LEN, Hash, Writer};
    ///
    /// let w = Writer::new(Vec::new(), &[1; 16], b"", Hash::Sha512)?;
    /// assert_eq!(w.get_ref().len(), HEADER_LEN); // the header is written at once
    /// assert!(Writer::new(Vec::new(), &[1; 20], b"", Hash::Sha512).is_err());
    /// # Ok::<(), std::io::Error>(())
    /// ```
    #[cfg(feature = "getrandom")]
    pub fn new(mut inner: W, key: &[u8], context: &[u8], hash: Hash) -> io::Result<Self> {
        let salt = super::random_salt().map_err(io_error)?;
        let (key, commitment) = MessageKey::derive(key, context, hash, &salt).map_err(io_error)?;
        write_all(&mut inner, &salt)?;
        write_all(&mut inner, &commitment)?;
        Ok(Writer { inner, key, buf: SecretVec::zeroed(SEALED_CHUNK), filled: 0, index: 0, failed: false })
    }

    /// The inner writer.
    ///
    /// ```
    /// use aes_engine::chunked::{Hash, Writer};
    ///
    /// let w = Writer::new(Vec::<u8>::new(), &[1; 16], b"", Hash::Sha256)?;
    /// assert_eq!(w.get_ref().len(), 56);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn get_ref(&self) -> &W {
        &self.inner
    }

    /// Seals the final chunk (what was written since the last full chunk: 0 to 16,383 bytes),
    /// writes it, flushes `inner` and returns it.
    ///
    /// # Errors
    ///
    /// `inner`'s error, or [`io::ErrorKind::Other`] if an earlier write failed;
    /// [`Error::ChunkCounterLimit`](crate::Error::ChunkCounterLimit) past 2^38 chunks.
    ///
    /// ```
    /// use aes_engine::chunked::{self, Hash, Writer};
    ///
    /// let sealed = Writer::new(Vec::new(), &[1; 16], b"", Hash::Sha512)?.finish()?;
    /// assert_eq!(sealed.len(), 56 + 16); // an empty message is one empty final chunk
    /// assert_eq!(chunked::decrypt(&[1; 16], b"", Hash::Sha512, &sealed)?, b"");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn finish(mut self) -> io::Result<W> {
        self.check()?;
        self.seal_and_write()?;
        self.inner.flush()?;
        Ok(self.inner)
    }

    fn check(&self) -> io::Result<()> {
        if self.failed {
            return Err(io::Error::other("chunked writer failed earlier; the message is incomplete"));
        }
        Ok(())
    }

    /// Seals the chunk in `buf[..filled]` and writes it with its tag.
    fn seal_and_write(&mut self) -> io::Result<()> {
        let n = self.filled;
        let (body, rest) = self.buf.split_at_mut(n);
        self.key.seal(self.index, body, &mut rest[..super::TAG_LEN]).map_err(io_error)?;
        self.failed = true;
        write_all(&mut self.inner, &self.buf[..n + super::TAG_LEN])?;
        self.failed = false;
        self.filled = 0;
        self.index += 1;
        Ok(())
    }
}

impl<W: Write> Write for Writer<W> {
    /// Buffers `data` and seals and writes every chunk it completes. Returns `data.len()`
    /// unless `inner` fails.
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::chunked::{Hash, Writer};
    ///
    /// let mut w = Writer::new(Vec::new(), &[1; 16], b"", Hash::Sha512)?;
    /// assert_eq!(w.write(&[0; 16_000])?, 16_000);
    /// assert_eq!(w.get_ref().len(), 56); // not a whole chunk yet
    /// w.write_all(&[0; 400])?;
    /// assert_eq!(w.get_ref().len(), 56 + 16_400); // chunk 0 is out
    /// # Ok::<(), std::io::Error>(())
    /// ```
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        self.check()?;
        let mut rest = data;
        while !rest.is_empty() {
            let take = (CHUNK_SIZE - self.filled).min(rest.len());
            self.buf[self.filled..self.filled + take].copy_from_slice(&rest[..take]);
            self.filled += take;
            rest = &rest[take..];
            if self.filled == CHUNK_SIZE {
                self.seal_and_write()?;
            }
        }
        Ok(data.len())
    }

    /// Flushes `inner`. Buffered plaintext of an incomplete chunk stays buffered: a chunk is
    /// sealed only when full or at [`finish`](Writer::finish).
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::chunked::{Hash, Writer};
    ///
    /// let mut w = Writer::new(Vec::new(), &[1; 16], b"", Hash::Sha512)?;
    /// w.write_all(b"partial")?;
    /// w.flush()?;
    /// assert_eq!(w.get_ref().len(), 56);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<W: Write + fmt::Debug> fmt::Debug for Writer<W> {
    /// The inner writer and the position; never key material or buffered plaintext.
    ///
    /// ```
    /// use aes_engine::chunked::{Hash, Writer};
    ///
    /// let w = Writer::new(Vec::<u8>::new(), &[1; 16], b"", Hash::Sha512)?;
    /// assert!(format!("{w:?}").starts_with("Writer"));
    /// # Ok::<(), std::io::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Writer")
            .field("inner", &self.inner)
            .field("chunk", &self.index)
            .field("buffered", &self.filled)
            .finish_non_exhaustive()
    }
}
