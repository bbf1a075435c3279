//! [`std::io`] adapters: encrypt or decrypt while reading or writing (`std` feature).
//!
//! Two families live here, both built only on the crate's public API:
//!
//! * [`CipherReader`] and [`CipherWriter`] run any incremental engine (any [`Crypter`]: CTR, CBC
//!   with or without padding, GCM encryption or decryption) over a [`Read`] or a [`Write`], the
//!   role of Java's `CipherInputStream` / `CipherOutputStream`. They keep one buffer of 8 KiB by
//!   default ([`CipherReader::with_capacity`] / [`CipherWriter::with_capacity`] to choose), read
//!   and write the inner stream in chunks of that size, and transform straight into the caller's
//!   buffer when it is large enough (no second copy: a caller buffer of at least the capacity is
//!   read into directly and, for CTR and GCM encryption, encrypted there,
//!   [`Crypter::update_in_place`]). A GCM message is one message: its
//!   decryptor must see all of it before the tag can be checked, so it holds the whole ciphertext
//!   and releases the plaintext only at the end of the stream, once the tag has verified. The
//!   reader then avoids its own buffer: a message that fits the caller's buffer is read there and
//!   opened in place ([`gcm::Decryptor::finish_in_place`](crate::gcm::Decryptor::finish_in_place)); otherwise that buffer keeps the message's
//!   first blocks ([`gcm::Decryptor::max_head`](crate::gcm::Decryptor::max_head), [`gcm::Decryptor::finish_buffered_with_head`](crate::gcm::Decryptor::finish_buffered_with_head)) and the rest
//!   is read straight into the decryptor's buffer ([`gcm::Decryptor::input_buffer`](crate::gcm::Decryptor::input_buffer)), which is opened
//!   in place and read out from there ([`gcm::Decryptor::finish_buffered`](crate::gcm::Decryptor::finish_buffered),
//!   [`gcm::Decryptor::take_buffered_output`](crate::gcm::Decryptor::take_buffered_output)): one message of memory. A failing read leaves the
//!   caller's buffer as it was or zeroed. Both adapters can be re-armed for the next message
//!   ([`CipherReader::reset`], [`CipherWriter::reset`]) and then allocate nothing more.
//!
//! For anything large or unbounded that must be authenticated, use [`crate::chunked`]: a
//! standard format (c2sp.org/chunked-encryption) authenticated chunk by chunk, with memory
//! O(chunk) whatever the message length.
//!
//! **Errors.** An engine failure — a GCM tag that does not verify, bad PKCS#7 padding, a
//! ciphertext that is not a whole number of blocks — surfaces as an [`io::Error`] of kind
//! [`io::ErrorKind::InvalidData`] that wraps the crate's [`Error`] (made by
//! `io::Error::new(kind, err)`: [`io::Error::get_ref`], [`io::Error::into_inner`] or
//! [`io::Error::downcast`] give it back); `From<Error> for io::Error` does the same conversion
//! for your own code. Misuse is not a failure of the data and has other kinds, as that
//! conversion maps them: a message over GCM's length limit or a bad nonce at `reset` is
//! [`io::ErrorKind::InvalidInput`], input after a message's end [`io::ErrorKind::Other`]
//! wrapping [`Error::Finished`]. After a failure a reader keeps returning that error: it never
//! returns plaintext afterwards.
//!
//! **What is authenticated, and when.** Only GCM authenticates. A GCM
//! [`CipherReader`] returns no plaintext byte before the tag has verified, so a tampered message
//! yields an error and zero bytes. CBC and CTR authenticate nothing: a CBC decryptor releases
//! blocks as they arrive and reports bad padding only at the end.
//!
//! ```
//! use std::io::{Read, Write};
//! use aes_engine::Aes256Gcm;
//! use aes_engine::stream::{CipherReader, CipherWriter};
//!
//! let gcm = Aes256Gcm::new(&[7; 32]);
//! let nonce = [9; 12];
//!
//! // Encrypt while writing into a Vec<u8>.
//! let mut w = CipherWriter::new(Vec::new(), gcm.encryptor(&nonce, b"aad").unwrap());
//! w.write_all(b"a message written in ")?;
//! w.write_all(b"several pieces")?;
//! let sealed = w.finish()?; // appends the tag, returns the Vec
//! assert_eq!(sealed, gcm.encrypt(&nonce, b"aad", b"a message written in several pieces").unwrap());
//!
//! // Decrypt while reading from a slice.
//! let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&nonce, b"aad").unwrap());
//! let mut plain = String::new();
//! r.read_to_string(&mut plain)?;
//! assert_eq!(plain, "a message written in several pieces");
//!
//! // A flipped bit: an InvalidData error and no plaintext at all.
//! let mut bad = sealed.clone();
//! bad[3] ^= 1;
//! let mut r = CipherReader::new(&bad[..], gcm.decryptor(&nonce, b"aad").unwrap());
//! let mut out = Vec::new();
//! let err = r.read_to_end(&mut out).unwrap_err();
//! assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
//! assert!(out.is_empty());
//! # Ok::<(), std::io::Error>(())
//! ```

mod hooks;
mod reader;
mod writer;

pub use reader::CipherReader;
pub use writer::CipherWriter;

use crate::Error;
use crate::copy::wipe_bytes;
use std::io;
use std::vec::Vec;

#[cfg(doc)]
use crate::Crypter;
#[cfg(doc)]
use std::io::{Read, Write};

/// The default buffer size of [`CipherReader`] and [`CipherWriter`]: 8 KiB.
///
/// ```
/// use std::io::Read;
/// use aes_engine::Aes128Gcm;
/// use aes_engine::stream::{CipherReader, CipherWriter, DEFAULT_BUF_SIZE};
///
/// let gcm = Aes128Gcm::new(&[1; 16]);
/// let sealed = gcm.encrypt(&[2; 12], b"", &[3; 20_000]).unwrap();
/// let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&[2; 12], b"").unwrap());
/// assert_eq!(r.capacity(), DEFAULT_BUF_SIZE);
/// let mut plain = Vec::new();
/// r.read_to_end(&mut plain)?; // a message longer than the buffer
/// assert_eq!(plain, [3; 20_000]);
/// let w = CipherWriter::new(Vec::new(), gcm.encryptor(&[2; 12], b"").unwrap());
/// assert_eq!(w.capacity(), DEFAULT_BUF_SIZE);
/// # Ok::<(), std::io::Error>(())
/// ```
pub const DEFAULT_BUF_SIZE: usize = 8 * 1024;

/// One `read` of `r` into `buf`, the count taken as at most `buf.len()`: an inner reader that
/// claims more than the room it was lent (a broken `Read`) makes a message that fails to verify
/// or decrypts to garbage, never a panic. Every read of an adapter's inner reader goes through it.
#[inline(always)]
fn read_some<R: io::Read + ?Sized>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
    let n = r.read(buf)?;
    Ok(n.min(buf.len()))
}

/// One `write` of `data` to `w` that made progress, retrying `Interrupted`; a count of 0 is a
/// `WriteZero` error with the message `zero`. The count is taken as at most
/// `data.len()` (`std`'s provided `write_all` slices by it, so a broken inner writer that claims
/// more would make it panic). Every write to an adapter's inner writer goes through it.
fn write_some<W: io::Write + ?Sized>(w: &mut W, data: &[u8], zero: &'static str) -> io::Result<usize> {
    loop {
        match w.write(data) {
            Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, zero)),
            Ok(n) => return Ok(n.min(data.len())),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
}

impl From<Error> for io::Error {
    /// Wraps the crate's error in an [`io::Error`] (`io::Error::new(kind, err)`). Failures of the
    /// data — [`Error::AuthenticationFailed`], [`Error::InvalidPadding`], [`Error::InvalidLength`]
    /// — are [`io::ErrorKind::InvalidData`]; misuse (too long a message, a bad nonce or tag
    /// length, an unavailable backend) is [`io::ErrorKind::InvalidInput`]; anything else is
    /// [`io::ErrorKind::Other`].
    ///
    /// The crate's error is the `io::Error`'s wrapped error: reach it with
    /// [`get_ref`](io::Error::get_ref), [`into_inner`](io::Error::into_inner) or
    /// [`downcast`](io::Error::downcast). (`std::error::Error::source` of an `io::Error` skips
    /// the wrapped error and gives *its* source, which is `None` here.)
    ///
    /// ```
    /// use std::io;
    /// use aes_engine::Error;
    ///
    /// let e = io::Error::from(Error::InvalidPadding);
    /// assert_eq!(e.kind(), io::ErrorKind::InvalidData);
    /// assert_eq!(e.get_ref().and_then(|e| e.downcast_ref::<Error>()), Some(&Error::InvalidPadding));
    /// assert_eq!(e.downcast::<Error>().ok(), Some(Error::InvalidPadding));
    /// ```
    fn from(err: Error) -> io::Error {
        let kind = match err {
            Error::AuthenticationFailed
            | Error::InvalidPadding
            | Error::InvalidLength
            | Error::InputTooShort { .. } => io::ErrorKind::InvalidData,
            Error::MessageTooLong
            | Error::InvalidNonce
            | Error::InvalidTagLength
            | Error::BackendUnavailable(_)
            | Error::OutputTooSmall { .. }
            | Error::TagLengthMismatch { .. } => io::ErrorKind::InvalidInput,
            _ => io::ErrorKind::Other,
        };
        io::Error::new(kind, err)
    }
}

/// A heap buffer that is always fully initialised and is wiped when dropped or replaced: it may
/// hold plaintext.
///
/// **The thread's spare buffer.** A dropped buffer, once wiped (all zeros, its length its whole
/// capacity, at most [`SPARE_MAX`]), is kept in one slot per thread ([`SPARE`]; freed when the
/// thread exits or by `gcm::release_spare_buffer`), and the next buffer of exactly that
/// length made on the thread takes it: a new reader or writer per message then costs neither
/// the allocation nor its zero-fill (`calloc` clears a recycled block with a `memset`), only
/// the wipe at its drop, which leaves the zeros the next one starts from (measured:
/// `docs/perf/streams.md`).
/// (The GCM decryptor keeps its own spare chunks: `gcm/chunks.rs`.)
///
/// **What a drop wipes.** Bytes at and past `dirty` are known to be zeros, so the drop wipes
/// only `..dirty`. `DerefMut` (indexing the buffer mutably) counts the whole buffer as written.
struct SecretBuf {
    v: Vec<u8>,
    dirty: usize,
}

/// Buffers longer than this are not kept as a thread's spare (the capacity sweep of
/// `benches/stream.rs` goes up to 128 KiB).
const SPARE_MAX: usize = 256 * 1024;

std::thread_local! {
    /// The thread's spare buffer: zeros, `len() == capacity()` (see [`SecretBuf`]).
    static SPARE: core::cell::Cell<Vec<u8>> = const { core::cell::Cell::new(Vec::new()) };
}

impl SecretBuf {
    /// An empty buffer (no allocation).
    const fn new() -> Self {
        SecretBuf { v: Vec::new(), dirty: 0 }
    }

    /// A zeroed buffer of `len` bytes.
    fn zeroed(len: usize) -> Self {
        SecretBuf { v: zeroed_vec(len), dirty: 0 }
    }

    /// Takes ownership of `v`, keeping only its first `v.len()` bytes visible.
    fn from_vec(v: Vec<u8>) -> Self {
        SecretBuf { dirty: v.len(), v }
    }

    fn len(&self) -> usize {
        self.v.len()
    }

    /// Grows (never shrinks) the buffer to at least `len` bytes, wiping the old allocation if it
    /// has to move.
    fn ensure_len(&mut self, len: usize) {
        if self.v.len() < len {
            let mut bigger = zeroed_vec(len);
            bigger[..self.v.len()].copy_from_slice(&self.v);
            core::mem::swap(&mut self.v, &mut bigger);
            wipe_bytes(&mut bigger[..self.dirty]);
        }
    }
}

impl core::ops::Deref for SecretBuf {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.v
    }
}

impl core::ops::DerefMut for SecretBuf {
    fn deref_mut(&mut self) -> &mut [u8] {
        self.dirty = self.v.len();
        &mut self.v
    }
}

/// Frees the thread's spare buffer (see [`SecretBuf`]; called by
/// [`crate::gcm::release_spare_buffer`]).
pub(crate) fn release_spare() {
    let _ = SPARE.try_with(|s| drop(s.take()));
}

/// `len` zero bytes: the thread's spare if it has that length, else a new allocation.
fn zeroed_vec(len: usize) -> Vec<u8> {
    let spare = SPARE.try_with(|s| {
        let v = s.take();
        if v.len() == len {
            Some(v)
        } else {
            s.set(v);
            None
        }
    });
    spare.ok().flatten().unwrap_or_else(|| std::vec![0; len])
}

impl Drop for SecretBuf {
    fn drop(&mut self) {
        // (Most readers never allocate one of their two buffers: no call for an empty one.)
        if !self.v.is_empty() {
            wipe_bytes(&mut self.v[..self.dirty]);
            // Wiped: all zeros. Kept as the thread's spare when nothing lies beyond its length.
            if self.v.len() == self.v.capacity() && self.v.len() <= SPARE_MAX {
                let v = core::mem::take(&mut self.v);
                let _ = SPARE.try_with(|s| s.set(v));
            }
        }
    }
}
