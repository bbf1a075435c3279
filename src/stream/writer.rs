//! `CipherWriter`: what is written goes through the engine to the inner writer.

use super::{DEFAULT_BUF_SIZE, SecretBuf, write_some};
use crate::copy::{copy, zero};
use crate::stream::hooks::Hooks;
use crate::{Crypter, Error, Reset};
use core::fmt;
use std::io::{self, Write};
use zeroize::Zeroize;

/// A writer that encrypts or decrypts what is written to it and passes the output on to an inner
/// writer, like Java's `CipherOutputStream`: each `write` goes through the engine `E` (any
/// [`Crypter`]), and [`finish`](CipherWriter::finish) ends the message (padding, GCM tag) and
/// returns the inner writer.
///
/// **Buffering.** The output is collected in one buffer of the capacity (8 KiB by default, see
/// [`with_capacity`](CipherWriter::with_capacity)) and written to the inner writer when it is
/// full, in chunks of about that size, whatever the sizes of the writes: small writes are cheap
/// and the buffer never grows. An engine that works in place ([`Crypter::update_in_place`]:
/// CTR, GCM encryption) gets the written bytes copied into that buffer and transformed there a
/// whole buffer at a time (one copy, one engine call per buffer, however small the writes). A
/// GCM decryptor keeps the message in its own buffer, and `finish` writes the plaintext to the
/// inner writer from there ([`gcm::Decryptor::finish_buffered`](crate::gcm::Decryptor::finish_buffered)). [`flush`](Write::flush) writes out the buffered output and flushes
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
/// crate's [`Error`](crate::Error); misuse has the kind `From<Error> for io::Error` gives it (a
/// message over GCM's length limit [`io::ErrorKind::InvalidInput`], input after a message's end
/// [`io::ErrorKind::Other`] wrapping `Finished`, refused by the `write` itself: see
/// [`finish_message`](CipherWriter::finish_message)). A GCM decryptor writes no plaintext before its
/// tag has verified. An inner writer that claims to have written more than it was given is
/// taken at the length it was given (no panic, unlike `std`'s provided `write_all`).
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
    /// `buf[start..filled]`: output waiting for the inner writer; `buf[filled..raw]`: input
    /// written but not yet given to an in-place engine. The length of `buf` is the capacity once
    /// it is allocated (at its first use).
    buf: SecretBuf,
    capacity: usize,
    start: usize,
    filled: usize,
    raw: usize,
    /// The engine works in place: written bytes are staged in `buf` (see `process`).
    in_place: bool,
    /// The engine has ended the message but an error of the inner writer left some of its
    /// output unwritten: the next `finish_message` (or `flush`) writes the rest.
    pending: Option<Pending>,
    /// The engine has ended the message (`finish` was called on it, or a `reset` failed):
    /// writes are refused until a successful `reset`.
    ended: bool,
}

/// Where the unwritten output of an ended message lies (see `CipherWriter::finish_message`).
enum Pending {
    /// In `buf[start..filled]`, like any buffered output.
    InBuf,
    /// In the engine's own buffer ([`gcm::Decryptor::buffered_output`](crate::gcm::Decryptor::buffered_output)), `offset..len` of it.
    Engine { offset: usize, len: usize },
    /// In a vector of its own ([`Crypter::finish_to_vec`]), from `offset`.
    Owned { rest: SecretBuf, offset: usize },
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
    /// rounded up, so a block engine always has room for a block), allocated once, at its first use
    /// (never, for a GCM decryptor: its plaintext is written out of its own buffer). As with
    /// std's `BufWriter::with_capacity`, a capacity the allocator cannot provide fails that first
    /// use as `Vec` does (a panic or an abort): it is the caller's choice, not input.
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
    pub fn with_capacity(capacity: usize, inner: W, mut engine: E) -> Self {
        let in_place = engine.update_in_place(&mut []).is_some();
        let capacity = capacity.max(32);
        CipherWriter {
            inner,
            engine,
            buf: SecretBuf::new(),
            capacity,
            start: 0,
            filled: 0,
            raw: 0,
            in_place,
            pending: None,
            ended: false,
        }
    }

    /// The size of the output buffer.
    ///
    /// ```
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let w = CipherWriter::with_capacity(4096, Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
    /// assert_eq!(w.capacity(), 4096);
    /// let w = CipherWriter::with_capacity(0, Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
    /// assert_eq!(w.capacity(), 32); // smaller capacities are rounded up
    /// ```
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Allocates the buffer at its first use (a GCM decryptor never needs it).
    fn buffer(&mut self) {
        if self.buf.len() < self.capacity {
            self.buf.ensure_len(self.capacity);
        }
    }

    /// The inner writer.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
    /// w.write_all(b"attack at dawn")?;
    /// assert!(w.get_ref().is_empty()); // still in the writer's buffer
    /// w.finish_message()?;
    /// assert_eq!(gcm.decrypt(&[2; 12], b"", w.get_ref()).unwrap(), b"attack at dawn");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn get_ref(&self) -> &W {
        &self.inner
    }

    /// The inner writer, mutably. Writing to it directly interleaves those bytes with buffered
    /// output; [`flush`](Write::flush) first.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
    /// w.get_mut().extend_from_slice(b"MSG1"); // a clear label before the sealed message
    /// w.write_all(b"attack at dawn")?;
    /// let file = w.finish()?;
    /// assert_eq!(&file[..4], b"MSG1");
    /// assert_eq!(gcm.decrypt(&[2; 12], b"", &file[4..]).unwrap(), b"attack at dawn");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner
    }

    /// The engine.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::{Aes128Gcm, Crypter};
    /// # use aes_engine::stream::CipherWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let sealed = gcm.encrypt(&[2; 12], b"", b"attack at dawn").unwrap();
    /// let mut w = CipherWriter::new(Vec::new(), gcm.decryptor(&[2; 12], b"").unwrap());
    /// w.write_all(&sealed)?;
    /// assert_eq!(w.engine().finish_len(), 14); // held back until `finish` has checked the tag
    /// assert!(w.get_ref().is_empty());
    /// assert_eq!(w.finish()?, b"attack at dawn");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn engine(&self) -> &E {
        &self.engine
    }

    /// The engine, mutably: for engine settings such as
    /// [`gcm::Decryptor::reserve`](crate::gcm::Decryptor::reserve) (the expected message length:
    /// the decryptor then allocates once). Feeding it input directly skips the writer.
    ///
    /// ```
    /// # use std::io::Write;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherWriter;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let sealed = gcm.encrypt(&[4; 12], b"", &[5; 50_000]).unwrap();
    /// let mut w = CipherWriter::new(Vec::new(), gcm.decryptor(&[4; 12], b"").unwrap());
    /// w.engine_mut().reserve(sealed.len()); // one allocation for the whole message
    /// w.write_all(&sealed)?;
    /// assert_eq!(w.finish()?, [5; 50_000]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn engine_mut(&mut self) -> &mut E {
        &mut self.engine
    }

    /// Ends the message: writes the buffered output and the engine's final output (the last
    /// block with its padding, the GCM tag, or — for a decryptor — the verified rest), flushes
    /// the inner writer and returns it.
    ///
    /// # Errors
    ///
    /// Those of [`finish_message`](CipherWriter::finish_message), under the same conditions: an
    /// engine failure (e.g. [`io::ErrorKind::InvalidData`] wrapping the crate's [`Error`]),
    /// [`Error::Finished`] if `finish_message` has already ended the message, or an error of
    /// the inner writer. `finish` takes the writer, so none can be retried: on an error the
    /// inner writer is dropped with the `CipherWriter`, and the output not yet written with it
    /// (wiped).
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
        self.finish_message()?;
        Ok(self.inner)
    }

    /// [`finish`](CipherWriter::finish) without giving up the writer: ends the message, writes
    /// everything out and flushes the inner writer; then [`reset`](CipherWriter::reset) starts
    /// the next message. Writing more before a reset is refused: `write` fails with
    /// [`io::ErrorKind::Other`] wrapping [`Error::Finished`] and takes nothing.
    ///
    /// # Errors
    ///
    /// Failures of the engine (those of the engines of this crate) end the message for good:
    /// nothing more is output, and calling again fails again (with `Finished`, or for the last
    /// one below with the same error) until a [`reset`](CipherWriter::reset).
    /// - [`io::ErrorKind::InvalidData`] wrapping [`Error::AuthenticationFailed`] if a GCM
    ///   decryptor's tag does not verify (no plaintext is written).
    /// - [`io::ErrorKind::InvalidData`] wrapping [`Error::InvalidPadding`] if a CBC decryptor
    ///   finds malformed PKCS#7 padding.
    /// - [`io::ErrorKind::InvalidData`] wrapping [`Error::InvalidLength`] if a CBC message ends
    ///   in a partial block without padding, a CBC ciphertext with PKCS#7 padding is empty or
    ///   not whole blocks, or a GCM decryptor's input is shorter than the tag.
    /// - [`io::ErrorKind::InvalidInput`] wrapping [`Error::MessageTooLong`] if the message went
    ///   over GCM's length limit.
    /// - [`io::ErrorKind::Other`] wrapping [`Error::Finished`] if the engine had already ended
    ///   the message: a call after one that succeeded (or whose engine failed, or whose inner
    ///   `flush` failed), or after a failed `reset`.
    ///
    /// Failures of the inner writer are passed through: those of its `write` (an
    /// [`io::ErrorKind::Interrupted`] one is retried), [`io::ErrorKind::WriteZero`] if its
    /// `write` takes nothing, and those of its `flush`. After a `write` error (`WouldBlock`, a
    /// full disk) nothing is lost, before or after the engine has ended the message: the output
    /// not yet written is kept, and calling `finish_message` again writes the rest and flushes.
    /// After a `flush` error everything has been written: retry with [`flush`](Write::flush)
    /// (calling `finish_message` again gives `Finished`).
    ///
    /// ```
    /// use std::io::{self, Write};
    /// use aes_engine::{Aes128Gcm, Crypter};
    /// use aes_engine::stream::CipherWriter;
    ///
    /// /// A socket that is not ready for the first write that reaches it.
    /// struct NotYet(Vec<u8>, bool);
    /// impl Write for NotYet {
    ///     fn write(&mut self, b: &[u8]) -> io::Result<usize> {
    ///         if !std::mem::replace(&mut self.1, true) {
    ///             return Err(io::ErrorKind::WouldBlock.into());
    ///         }
    ///         self.0.write(b)
    ///     }
    ///     fn flush(&mut self) -> io::Result<()> { Ok(()) }
    /// }
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let sealed = gcm.encrypt(&[2; 12], b"", b"attack at dawn").unwrap();
    /// let mut w = CipherWriter::new(NotYet(Vec::new(), false), gcm.decryptor(&[2; 12], b"").unwrap());
    /// w.write_all(&sealed)?;
    /// let e = w.finish_message().unwrap_err(); // the tag verified; the write did not go through
    /// assert_eq!(e.kind(), io::ErrorKind::WouldBlock);
    /// w.finish_message()?; // the rest of the plaintext
    /// assert_eq!(w.get_ref().0, b"attack at dawn");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn finish_message(&mut self) -> io::Result<()> {
        if self.pending.is_none() {
            self.process()?;
            self.flush_buf()?;
            if self.raw > 0 {
                // Less than a block staged for an in-place engine: the normal path takes it.
                let mut rest = [0u8; 16];
                let n = self.raw;
                rest[..n].copy_from_slice(&self.buf[..n]);
                zero(&mut self.buf[..n]);
                self.raw = 0;
                let result = self.engine.try_update(&rest[..n], &mut self.buf);
                rest.zeroize();
                self.filled = result?;
                self.raw = self.filled;
                self.flush_buf()?;
            }
            self.ended = true;
            self.pending = Some(if let Some(result) = self.engine.finish_buffered() {
                // Written from the engine's own buffer (a GCM decryptor's chunks): no copy here.
                Pending::Engine { offset: 0, len: result? }
            } else if self.engine.finish_len() <= self.capacity {
                self.buffer();
                self.filled = self.engine.finish(&mut self.buf)?;
                self.raw = self.filled;
                Pending::InBuf
            } else {
                Pending::Owned { rest: SecretBuf::from_vec(self.engine.finish_to_vec()?), offset: 0 }
            });
        }
        self.write_pending()?;
        self.pending = None;
        self.inner.flush()
    }

    /// Writes the buffered output and then what is left of an ended message's output; on an
    /// error, what was not written stays where it is (and `pending` says where).
    fn write_pending(&mut self) -> io::Result<()> {
        self.flush_buf()?;
        match &mut self.pending {
            Some(Pending::Engine { offset, len }) => {
                while *offset < *len {
                    let piece = self.engine.buffered_output(*offset);
                    if piece.is_empty() {
                        break;
                    }
                    let piece = &piece[..piece.len().min(*len - *offset)];
                    *offset += write_some(&mut self.inner, piece, "failed to write the output")?;
                }
            }
            Some(Pending::Owned { rest, offset }) => {
                while *offset < rest.len() {
                    *offset += write_some(&mut self.inner, &rest[*offset..], "failed to write the output")?;
                }
            }
            Some(Pending::InBuf) | None => {}
        }
        Ok(())
    }

    /// Gives the whole blocks of the staged input to an in-place engine, where they lie; the
    /// staged remainder (less than a block) moves to the front once the output is written out.
    fn process(&mut self) -> io::Result<()> {
        let n = (self.raw - self.filled) / 16 * 16;
        if n > 0 {
            let span = self.filled..self.filled + n;
            match self.engine.update_in_place(&mut self.buf[span]) {
                Some(written) if written == n => self.filled += n,
                _ => {
                    // CTR and the GCM encryptor refuse whole blocks only once their message is
                    // over the length limit or has ended (they wiped the blocks). Their `finish`
                    // names which, as a typed error; the message is lost either way, so ending it
                    // costs nothing. (Any other engine that refuses and then finishes cleanly.)
                    self.ended = true;
                    return Err(match self.engine.finish(&mut []) {
                        Err(e) => e.into(),
                        Ok(_) => io::Error::other("the engine stopped working in place"),
                    });
                }
            }
        }
        Ok(())
    }

    /// Writes `buf[start..filled]` to the inner writer; on an error keeps what was not written.
    /// Once all is written, the staged input left (less than a block) moves to the front.
    fn flush_buf(&mut self) -> io::Result<()> {
        let mut result = Ok(());
        while self.start < self.filled {
            match write_some(&mut self.inner, &self.buf[self.start..self.filled], "failed to write the buffered output")
            {
                Ok(n) => self.start += n,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        if self.start == self.filled {
            // The staged remainder (plaintext, less than a block) moves to the front; the bytes
            // it leaves behind are zeroed, so `reset` (which wipes `..raw`) leaves no copy of it.
            let (from, to) = (self.filled, self.raw);
            self.buf.copy_within(from..to, 0);
            zero(&mut self.buf[(to - from).max(from)..to]);
            self.raw -= self.filled;
            self.start = 0;
            self.filled = 0;
        }
        result
    }
}

impl<W: Write, E: Crypter> CipherWriter<W, E> {
    /// Takes all of `data` where that needs neither a flush nor an engine call that produces
    /// output, and says whether it did: an in-place engine's input that fits in the buffer is
    /// copied there (`write_staged` without its flushing), and an engine that takes any input
    /// without output (a GCM decryptor, a partial block) gets it in one `update`. Inlined into
    /// `write` and `write_all`.
    #[inline(always)]
    fn take_inline(&mut self, data: &[u8]) -> bool {
        if self.in_place {
            let Some(dst) = self.buf.get_mut(self.raw..self.raw + data.len()) else { return false };
            copy(dst, data);
            self.raw += data.len();
            true
        } else if self.engine.update_len(data.len()) == 0 {
            // (Refused: `write` reports it.)
            self.engine.try_update(data, &mut []).is_ok()
        } else {
            false
        }
    }

    /// `write_all` as `Write` defines it: `write` until all is taken.
    #[inline(never)]
    fn write_all_general(&mut self, mut data: &[u8]) -> io::Result<()> {
        while !data.is_empty() {
            match self.write(data) {
                Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, "failed to write whole buffer")),
                Ok(n) => data = &data[n..],
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// `write` for an in-place engine: copies `data` into the buffer; a full buffer is
    /// transformed in place and written out first.
    fn write_staged(&mut self, data: &[u8]) -> io::Result<usize> {
        self.buffer();
        let mut consumed = 0;
        while consumed < data.len() {
            if self.raw == self.buf.len() {
                let result = self.process().and_then(|()| self.flush_buf());
                match result {
                    Ok(()) if self.raw < self.buf.len() => {}
                    Ok(()) => return Err(io::Error::new(io::ErrorKind::WriteZero, "no room")),
                    Err(e) if consumed == 0 => return Err(e),
                    Err(_) => return Ok(consumed),
                }
            }
            let take = (self.buf.len() - self.raw).min(data.len() - consumed);
            copy(&mut self.buf[self.raw..self.raw + take], &data[consumed..consumed + take]);
            self.raw += take;
            consumed += take;
        }
        Ok(consumed)
    }
}

impl<W: Write, E: Crypter + Reset> CipherWriter<W, E> {
    /// Re-arms the writer for the next message: the engine is reset with `nonce` and `aad`
    /// ([`Reset`]), the buffers are kept (a loop that writes many messages through one writer
    /// allocates nothing after the first, for messages no larger than the largest before), and
    /// whatever of the current message was not written out is dropped (wiped). Call
    /// [`finish_message`](CipherWriter::finish_message) first to end the current one.
    ///
    /// # Errors
    ///
    /// The engine's [`Reset::reset`] error, unchanged; for the GCM engines:
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes).
    /// - [`Error::MessageTooLong`] if `aad` is longer than GCM allows (2^61 − 1 bytes).
    ///
    /// The writer's buffers are emptied all the same, and the engine is left finished: the
    /// writer outputs nothing, and `finish_message` fails (see its errors), until a successful
    /// `reset`.
    ///
    /// ```
    /// use std::io::Write;
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::CipherWriter;
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let sealed: Vec<Vec<u8>> = (0..3u8).map(|i| gcm.encrypt(&[i; 12], b"", &[i; 5000]).unwrap()).collect();
    /// let mut w = CipherWriter::new(Vec::new(), gcm.decryptor(&[0; 12], b"").unwrap());
    /// for (i, msg) in sealed.iter().enumerate() {
    ///     w.reset(&[i as u8; 12], b"").unwrap();
    ///     w.get_mut().clear();
    ///     w.write_all(msg)?;
    ///     w.finish_message()?;
    ///     assert_eq!(w.get_ref(), &[i as u8; 5000]);
    /// }
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn reset(&mut self, nonce: &[u8], aad: &[u8]) -> Result<(), Error> {
        zero(&mut self.buf[..self.raw]);
        self.start = 0;
        self.filled = 0;
        self.raw = 0;
        self.pending = None;
        let result = self.engine.reset(nonce, aad);
        self.ended = result.is_err();
        result
    }
}

impl<W: Write, E: Crypter> Write for CipherWriter<W, E> {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        if self.ended {
            return Err(Error::Finished.into());
        }
        if self.take_inline(data) {
            return Ok(data.len());
        }
        if self.in_place {
            return self.write_staged(data);
        }
        self.buffer();
        let mut consumed = 0;
        while consumed < data.len() {
            let rest = &data[consumed..];
            let free = self.buf.len() - self.filled;
            self.raw = self.filled;
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
            match self.engine.try_update(&rest[..n], &mut self.buf[self.filled..]) {
                Ok(written) => self.filled += written,
                Err(e) if consumed == 0 => return Err(e.into()),
                Err(_) => return Ok(consumed),
            }
            self.raw = self.filled;
            consumed += n;
        }
        Ok(consumed)
    }

    // `take_inline` first, so that a loop of small writes makes no call per write; everything
    // else goes through `write`.
    #[inline]
    fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        // (Nothing to write: as `Write::write_all` does, no call to the engine.)
        if data.is_empty() || (!self.ended && self.take_inline(data)) {
            return Ok(());
        }
        self.write_all_general(data)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.process()?;
        self.write_pending()?;
        self.inner.flush()
    }
}

impl<W: Write + fmt::Debug, E: Crypter + fmt::Debug> fmt::Debug for CipherWriter<W, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CipherWriter")
            .field("inner", &self.inner)
            .field("engine", &self.engine)
            .field("capacity", &self.capacity())
            .field("buffered", &(self.raw - self.start))
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::CipherWriter;
    use crate::Aes128Gcm;
    use alloc::vec::Vec;
    use std::io::Write;

    /// `flush` moves the staged remainder (plaintext) to the front of the buffer; the bytes it
    /// leaves behind are zeroed, so `reset`, which wipes the front, leaves no copy of it.
    #[test]
    fn flush_then_reset_leaves_no_copy_of_the_staged_remainder() {
        let gcm = Aes128Gcm::new(&[1; 16]);
        let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
        w.write_all(&[0xAB; 20]).unwrap();
        w.flush().unwrap();
        assert_eq!((w.filled, w.raw), (0, 4));
        assert_eq!(&w.buf[16..20], &[0; 4], "a copy of the staged plaintext left behind");
        w.reset(&[3; 12], b"").unwrap();
        assert_eq!(&w.buf[..4], &[0; 4]);
    }
}
