//! `CipherWriter`: what is written goes through the engine to the inner writer.

use super::{DEFAULT_BUF_SIZE, SecretBuf};
use crate::Crypter;
use core::fmt;
use std::io::{self, Write};

/// A writer that encrypts or decrypts what is written to it and passes the output on to an inner
/// writer, like Java's `CipherOutputStream`: each `write` goes through the engine `E` (any
/// [`Crypter`]), and [`finish`](CipherWriter::finish) ends the message (padding, GCM tag) and
/// returns the inner writer.
///
/// **Buffering.** The output is collected in one buffer of the capacity (8 KiB by default, see
/// [`with_capacity`](CipherWriter::with_capacity)) and written to the inner writer when it is
/// full, in chunks of about that size, whatever the sizes of the writes: small writes are cheap
/// and the buffer never grows. [`flush`](Write::flush) writes out the buffered output and flushes
/// the inner writer; it cannot force out what the engine holds back (a partial block, or for a
/// GCM decryptor the whole message): only `finish` does that.
///
/// **Dropping without `finish`** never panics and writes nothing more to the inner writer: output
/// still in the buffer is wiped and the message stays unfinished (for GCM no tag is written, so
/// the ciphertext will be rejected; for CBC with padding the last block is missing). Always call
/// `finish`.
///
/// **Errors.** An engine failure in `finish` (a tag that does not verify when decrypting, bad
/// padding, a partial block without padding) is an [`io::ErrorKind::InvalidData`] error wrapping the
/// crate's [`Error`](crate::Error). A GCM decryptor writes no plaintext before its
/// tag has verified.
///
/// ```
/// use std::io::Write;
/// use aes_engine::{Aes128Gcm, Crypter};
/// use aes_engine::stream::CipherWriter;
///
/// let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
/// for i in 0..1000u32 {
///     write!(w, "line {i}\n")?; // many small writes: one buffer, big writes to the Vec
/// }
/// let sealed = w.finish()?;
///
/// let mut w = CipherWriter::new(Vec::new(), gcm.decryptor(&[2; 12], b"").unwrap());
/// w.write_all(&sealed)?;
/// let plain = w.finish()?;
/// assert!(plain.starts_with(b"line 0\nline 1\n"));
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct CipherWriter<W: Write, E: Crypter> {
    inner: W,
    engine: E,
    /// Output waiting for the inner writer: `buf[..filled]`; its length is the capacity.
    buf: SecretBuf,
    filled: usize,
}

impl<W: Write, E: Crypter> CipherWriter<W, E> {
    /// A writer with the default 8 KiB buffer.
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::{Aes128, ctr::Ctr};
    /// use aes_engine::stream::CipherWriter;
    ///
    /// let mut w = CipherWriter::new(Vec::new(), Ctr::new(Aes128::new(&[0; 16]), &[0; 16]));
    /// w.write_all(b"counter mode")?;
    /// let ct = w.finish()?;
    /// let mut expected = *b"counter mode";
    /// Ctr::new(Aes128::new(&[0; 16]), &[0; 16]).apply_keystream(&mut expected);
    /// assert_eq!(ct, expected);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn new(inner: W, engine: E) -> Self {
        Self::with_capacity(DEFAULT_BUF_SIZE, inner, engine)
    }

    /// A writer whose output buffer holds `capacity` bytes (at least 32; smaller values are
    /// rounded up, so a block engine always has room for a block). Allocated here, once.
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::{Aes256, cbc::{self, Encryptor, Padding}};
    /// use aes_engine::stream::CipherWriter;
    ///
    /// let aes = Aes256::new(&[9; 32]);
    /// let msg = vec![0x5a; 200_000];
    /// let mut w = CipherWriter::with_capacity(64 * 1024, Vec::new(), Encryptor::new(&aes, &[0; 16], Padding::Pkcs7));
    /// w.write_all(&msg)?;
    /// assert_eq!(w.finish()?, cbc::encrypt(&aes, &[0; 16], Padding::Pkcs7, &msg).unwrap());
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn with_capacity(capacity: usize, inner: W, engine: E) -> Self {
        CipherWriter { inner, engine, buf: SecretBuf::zeroed(capacity.max(32)), filled: 0 }
    }

    /// The size of the output buffer.
    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    /// The inner writer.
    pub fn get_ref(&self) -> &W {
        &self.inner
    }

    /// The inner writer, mutably. Writing to it directly interleaves those bytes with buffered
    /// output; [`flush`](Write::flush) first.
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner
    }

    /// The engine.
    pub fn engine(&self) -> &E {
        &self.engine
    }

    /// Ends the message: writes the buffered output and the engine's final output (the last
    /// block with its padding, the GCM tag, or — for a decryptor — the verified rest), flushes
    /// the inner writer and returns it.
    ///
    /// An engine failure is an [`io::ErrorKind::InvalidData`] error wrapping the crate's
    /// [`Error`](crate::Error); then, or on an error of the inner writer, the inner writer is
    /// dropped with the `CipherWriter`.
    ///
    /// ```
    /// use std::io::{ErrorKind, Write};
    /// use aes_engine::{Aes128, Error, cbc::{Encryptor, Padding}};
    /// use aes_engine::stream::CipherWriter;
    ///
    /// let aes = Aes128::new(&[0; 16]);
    /// let mut w = CipherWriter::new(Vec::new(), Encryptor::new(&aes, &[0; 16], Padding::None));
    /// w.write_all(b"not a whole block")?;
    /// let err = w.finish().unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::InvalidData);
    /// assert_eq!(err.get_ref().unwrap().downcast_ref::<Error>(), Some(&Error::InvalidLength));
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn finish(mut self) -> io::Result<W> {
        self.flush_buf()?;
        let final_len = self.engine.finish_len();
        if final_len <= self.buf.len() {
            self.filled = self.engine.finish(&mut self.buf)?;
            self.flush_buf()?;
        } else {
            let rest = SecretBuf::from_vec(self.engine.finish_to_vec()?);
            self.inner.write_all(&rest)?;
        }
        self.inner.flush()?;
        Ok(self.inner)
    }

    /// Writes `buf[..filled]` to the inner writer; on an error keeps what was not written.
    fn flush_buf(&mut self) -> io::Result<()> {
        let mut written = 0;
        let mut result = Ok(());
        while written < self.filled {
            match self.inner.write(&self.buf[written..self.filled]) {
                Ok(0) => {
                    result = Err(io::Error::new(io::ErrorKind::WriteZero, "failed to write the buffered output"));
                    break;
                }
                Ok(n) => written += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        if written > 0 {
            self.buf.copy_within(written..self.filled, 0);
            self.filled -= written;
        }
        result
    }
}

impl<W: Write, E: Crypter> Write for CipherWriter<W, E> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        let mut consumed = 0;
        while consumed < data.len() {
            let rest = &data[consumed..];
            let free = self.buf.len() - self.filled;
            // The most input whose output fits in the free space (block engines may emit up to
            // one buffered block more than they take in).
            let mut n = rest.len();
            while n > 0 {
                let need = self.engine.update_len(n);
                if need <= free {
                    break;
                }
                n -= n.min(need - free);
            }
            if n == 0 {
                if self.filled > 0 {
                    match self.flush_buf() {
                        Ok(()) => continue,
                        Err(e) if consumed == 0 => return Err(e),
                        Err(_) => return Ok(consumed),
                    }
                }
                // An empty buffer too small for this engine's output of one byte: grow it.
                n = 1;
                self.buf.ensure_len(self.engine.update_len(1));
            }
            self.filled += self.engine.update(&rest[..n], &mut self.buf[self.filled..]);
            consumed += n;
        }
        Ok(consumed)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.flush_buf()?;
        self.inner.flush()
    }
}

impl<W: Write + fmt::Debug, E: Crypter + fmt::Debug> fmt::Debug for CipherWriter<W, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CipherWriter")
            .field("inner", &self.inner)
            .field("engine", &self.engine)
            .field("capacity", &self.capacity())
            .field("buffered", &self.filled)
            .finish_non_exhaustive()
    }
}
