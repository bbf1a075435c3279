//! `CipherReader`: reading yields the engine's output over the inner reader's bytes.

use super::{DEFAULT_BUF_SIZE, SecretBuf, read_some};
use crate::copy::wipe_bytes;
use crate::{Crypter, Error, Reset};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use std::io::{self, Read};

mod open;
mod serve;
mod to_end;

/// Where the reader stands.
#[derive(Clone, Copy, Debug)]
enum State {
    /// The inner reader has not reached its end yet.
    Running,
    /// The engine finished successfully; what is left of the output is served, then `Ok(0)`.
    Done,
    /// The engine failed at the end, or refused input; every further read returns this error.
    Failed(Error),
}

/// A reader that encrypts or decrypts what it reads from an inner reader, like Java's
/// `CipherInputStream`: `read` returns the output of the engine `E` (any [`Crypter`]) applied to
/// the inner reader's bytes, and the engine is finished when the inner reader reaches its end.
///
/// **Buffering.** The inner reader is read in chunks of the capacity (8 KiB by default, see
/// [`with_capacity`](CipherReader::with_capacity)). A caller buffer of at least the capacity is
/// read into directly, and an engine that can work in place ([`Crypter::update_in_place`]: CTR,
/// GCM encryption) turns it into output there: one copy, like `BufReader`. A smaller caller
/// buffer is served from one chunk-sized buffer, which such an engine transforms in place a
/// chunk at a time (again one copy, and no per-call move or allocation). Other engines (CBC)
/// write straight into the caller's buffer when it can take the output of a whole chunk, else
/// into an internal output buffer. The engine's `finish` output goes straight into the caller's
/// buffer too when it fits; otherwise it is served from the engine's own buffer
/// ([`gcm::Decryptor::finish_buffered`](crate::gcm::Decryptor::finish_buffered): a GCM decryptor's chunks, opened in place) or, for other
/// engines, from [`Crypter::finish_to_vec`].
///
/// **GCM decryption** holds the whole ciphertext and returns no plaintext until the inner
/// reader's end, when the tag has verified; a mismatch is an [`io::ErrorKind::InvalidData`]
/// error and zero plaintext bytes (the caller's buffer is left as it was or zeroed). The reader
/// then allocates nothing of its own: when the first `read` has a buffer of at least the
/// capacity, the message is read into it and, if it fits, opened there in place (the one-shot
/// cost, no allocation at all); if it does not, that buffer keeps the message's first blocks
/// ([`gcm::Decryptor::max_head`](crate::gcm::Decryptor::max_head): opened there in place at the end, never copied) and the rest is read
/// straight into the decryptor's chunks, which are opened in place and read out from there. A
/// smaller first buffer reads the whole message into the chunks. One message of memory in all
/// (at most about 1.03 times the message plus 64 KiB). Give the decryptor the message length
/// first ([`engine_mut`](CipherReader::engine_mut) and
/// [`gcm::Decryptor::reserve`](crate::gcm::Decryptor::reserve)) to make it allocate once, and
/// [`reset`](CipherReader::reset) the reader for the next message to allocate nothing more (a
/// new reader per large message also pays the page faults of a fresh buffer whenever the
/// allocator has handed the last one back to the system).
/// For large messages consider the [chunked format](crate::chunked), which needs memory
/// only for one chunk.
///
/// **Reading to the end.** [`read_to_end`](Read::read_to_end) (and
/// [`read_to_string`](Read::read_to_string), through it) on a GCM decrypting reader reads
/// the message into the caller's vector and opens it there in place, like the one-shot API (a
/// message longer than the capacity keeps its first blocks there; the rest is opened in the
/// decryptor's chunks and appended from them). The vector's room grows geometrically, to at
/// most about twice the message, and the vector is never grown while it holds plaintext (which
/// would free a block holding it unwiped). `std`'s helpers cost more per message for any
/// reader outside `std`, which cannot take uninitialised room (`Read::read_buf` is unstable):
/// the provided `read_to_end` zero-fills the vector's spare room and probes for the end with
/// extra reads, and `io::copy` zero-fills its 8 KiB stack buffer once per call, more than a
/// small message's whole decryption. For many small messages use `read_to_end`, or reads into a
/// buffer you keep.
///
/// **Errors.** An engine failure is returned as an [`io::Error`] wrapping the crate's [`Error`]
/// ([`io::Error::get_ref`] gives it back), of the kind `From<Error> for io::Error` gives it
/// ([`io::ErrorKind::InvalidData`] for a failure of the data: a tag that does not verify, bad
/// padding, a ragged ciphertext; [`io::ErrorKind::InvalidInput`] for a message over GCM's length
/// limit or after a failed [`reset`](CipherReader::reset)), and every later `read` returns
/// it again: no output follows a failure. Errors of the inner reader are passed through
/// unchanged (a read may be retried); an inner reader that claims to have read more than the
/// room it was lent is taken at the room's length (its message then fails to verify, or
/// decrypts to garbage: no panic). Dropping the reader wipes its buffers.
///
/// ```
/// use std::io::Read;
/// use aes_engine::{Aes128, cbc::{self, Decryptor, Encryptor, Padding}};
/// use aes_engine::stream::CipherReader;
///
/// let aes = Aes128::new(&[1; 16]);
/// let iv = [2; 16];
/// let msg = b"CBC with PKCS#7 padding, encrypted while it is read".repeat(100);
///
/// let mut ct = Vec::new();
/// CipherReader::new(&msg[..], Encryptor::new(&aes, &iv, Padding::Pkcs7)).read_to_end(&mut ct)?;
/// assert_eq!(ct, cbc::encrypt(&aes, &iv, Padding::Pkcs7, &msg).unwrap());
///
/// let mut pt = Vec::new();
/// CipherReader::new(&ct[..], Decryptor::new(&aes, &iv, Padding::Pkcs7)).read_to_end(&mut pt)?;
/// assert_eq!(pt, msg);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct CipherReader<R: Read, E: Crypter> {
    inner: R,
    engine: E,
    /// The size of the chunks read from the inner reader.
    capacity: usize,
    /// Input chunk of `capacity` bytes, allocated at its first use (never, for an engine that
    /// takes its input in its own buffer, see [`gcm::Decryptor::input_buffer`](crate::gcm::Decryptor::input_buffer)).
    input: SecretBuf,
    /// Output not yet returned: `out[pos..end]`.
    out: SecretBuf,
    pos: usize,
    end: usize,
    /// The first `head` bytes of the current message, which the engine never took
    /// ([`gcm::Decryptor::max_head`](crate::gcm::Decryptor::max_head)), are held in `out[..head]` (not output: `pos == end`). A read
    /// keeps them in its caller's buffer until the message's end; only an error of the inner
    /// reader in between moves them here (see `read_rest`).
    head: usize,
    /// Once such a head is opened there: its plaintext is `out[..opened_head]`, wiped by
    /// `reset` (it is served like other output, but never overwritten by the next message).
    opened_head: usize,
    /// Output not yet returned that the engine holds in its own buffer
    /// ([`gcm::Decryptor::finish_buffered`](crate::gcm::Decryptor::finish_buffered)): bytes `eng_pos..eng_end` of its output.
    eng_pos: usize,
    eng_end: usize,
    state: State,
    /// No input has been read yet.
    fresh: bool,
    /// The engine works in place ([`Crypter::update_in_place`]; asked once, with no data).
    in_place: bool,
    /// No caller buffer smaller than the capacity has been read into directly yet. The first
    /// one is (it is most often the one that finds the end of the input: the tag then goes
    /// straight into it and the reader never allocates); later small buffers go through the
    /// input buffer, so a caller reading a few bytes at a time still reads the inner reader in
    /// whole chunks.
    small_direct: bool,
    /// How much room to ask of an engine's input buffer next: the capacity, or after a read
    /// that came back short of the room it was given, twice what it brought (at least
    /// [`PROBE`], at most the capacity). Room that has not held input before is zero-filled
    /// before it is lent, and the read after a short one is most often the one that finds the
    /// end of the input: a whole capacity lent for it would be zero-filled for nothing.
    next_room: usize,
}

/// The smallest room asked of an engine's input buffer, and the size of the stack probe read
/// when that buffer is full.
const PROBE: usize = 64;

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// A reader with the default 8 KiB buffer.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::{Aes128, ctr::Ctr};
    /// use aes_engine::stream::CipherReader;
    ///
    /// let mut r = CipherReader::new(&b"some plaintext"[..], Ctr::new(Aes128::new(&[0; 16]), &[0; 16]));
    /// let mut ct = [0u8; 14];
    /// r.read_exact(&mut ct)?;
    /// let mut expected = *b"some plaintext";
    /// Ctr::new(Aes128::new(&[0; 16]), &[0; 16]).apply_keystream(&mut expected);
    /// assert_eq!(ct, expected);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn new(inner: R, engine: E) -> Self {
        Self::with_capacity(DEFAULT_BUF_SIZE, inner, engine)
    }

    /// A reader that reads the inner reader in chunks of `capacity` bytes (at least 1; a capacity
    /// of 0 is taken as 1). The buffer is allocated once, at the first read that needs it: an
    /// engine that takes its input in its own buffer (a GCM decryptor, see
    /// [`gcm::Decryptor::input_buffer`](crate::gcm::Decryptor::input_buffer)) is read into directly, and the reader then allocates nothing.
    /// As with std's `BufReader::with_capacity`, a capacity the allocator cannot provide fails
    /// that first read as `Vec` does (a panic or an abort): it is the caller's choice, not input.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::CipherReader;
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100_000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.reserve(sealed.len()); // the length is known: allocate once
    /// let mut r = CipherReader::with_capacity(32 * 1024, &sealed[..], dec);
    /// let mut plain = vec![0u8; 100_000];
    /// r.read_exact(&mut plain)?;
    /// assert_eq!(plain, [5; 100_000]);
    /// assert_eq!(r.read(&mut [0; 1])?, 0);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn with_capacity(capacity: usize, inner: R, mut engine: E) -> Self {
        let in_place = engine.update_in_place(&mut []).is_some();
        CipherReader {
            inner,
            engine,
            capacity: capacity.max(1),
            input: SecretBuf::new(),
            out: SecretBuf::new(),
            pos: 0,
            end: 0,
            head: 0,
            opened_head: 0,
            eng_pos: 0,
            eng_end: 0,
            state: State::Running,
            fresh: true,
            in_place,
            small_direct: true,
            next_room: capacity.max(1),
        }
    }

    /// The size of the chunks read from the inner reader.
    ///
    /// ```
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherReader;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let sealed = gcm.encrypt(&[2; 12], b"", b"attack at dawn").unwrap();
    /// let r = CipherReader::with_capacity(4096, &sealed[..], gcm.decryptor(&[2; 12], b"").unwrap());
    /// assert_eq!(r.capacity(), 4096);
    /// let r = CipherReader::with_capacity(0, &sealed[..], gcm.decryptor(&[2; 12], b"").unwrap());
    /// assert_eq!(r.capacity(), 1); // 0 is taken as 1
    /// ```
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The inner reader.
    ///
    /// ```
    /// # use std::io::{Cursor, Read};
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherReader;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// # let sealed = gcm.encrypt(&[2; 12], b"", b"attack at dawn").unwrap();
    /// let mut r = CipherReader::new(Cursor::new(&sealed[..]), gcm.decryptor(&[2; 12], b"").unwrap());
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, b"attack at dawn");
    /// assert_eq!(r.get_ref().position(), sealed.len() as u64); // all of the input was read
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// The inner reader, mutably. Reading from it directly skips those bytes: the engine never
    /// sees them.
    ///
    /// ```
    /// # use std::io::Read;
    /// # use aes_engine::Aes128Gcm;
    /// # use aes_engine::stream::CipherReader;
    /// # let gcm = Aes128Gcm::new(&[1; 16]);
    /// // A clear 4-byte label, then the sealed message.
    /// let mut file = b"MSG1".to_vec();
    /// file.extend(gcm.encrypt(&[2; 12], b"", b"attack at dawn").unwrap());
    /// let mut r = CipherReader::new(&file[..], gcm.decryptor(&[2; 12], b"").unwrap());
    /// let mut label = [0; 4];
    /// r.get_mut().read_exact(&mut label)?; // not given to the decryptor
    /// assert_eq!(&label, b"MSG1");
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, b"attack at dawn");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// The engine.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::{Aes128, ctr::Ctr};
    /// use aes_engine::stream::CipherReader;
    ///
    /// let mut r = CipherReader::new(&b"counter mode"[..], Ctr::new(Aes128::new(&[7; 16]), &[0; 16]));
    /// let mut ct = Vec::new();
    /// r.read_to_end(&mut ct)?;
    /// // Decrypt with the engine's own cipher and a fresh counter.
    /// Ctr::new(r.engine().cipher(), &[0; 16]).apply_keystream(&mut ct);
    /// assert_eq!(ct, b"counter mode");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn engine(&self) -> &E {
        &self.engine
    }

    /// The engine, mutably: for engine settings such as
    /// [`gcm::Decryptor::reserve`](crate::gcm::Decryptor::reserve), which gives a GCM decryptor the
    /// expected message length so that it allocates once. Feeding it input directly skips the
    /// reader.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::CipherReader;
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 50_000]).unwrap();
    /// let mut r = CipherReader::new(&sealed[..], gcm.decryptor(&[4; 12], b"").unwrap());
    /// r.engine_mut().reserve(sealed.len()); // one allocation for the whole message
    /// let mut plain = Vec::new();
    /// r.read_to_end(&mut plain)?;
    /// assert_eq!(plain, [5; 50_000]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn engine_mut(&mut self) -> &mut E {
        &mut self.engine
    }

    /// Gives back the inner reader, dropping the engine and any output not yet read (wiped).
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::{Aes128, ctr::Ctr};
    /// use aes_engine::stream::CipherReader;
    ///
    /// let data = [0u8; 100];
    /// let mut r = CipherReader::with_capacity(16, &data[..], Ctr::new(Aes128::new(&[0; 16]), &[0; 16]));
    /// r.read_exact(&mut [0; 4])?; // the first small read goes straight into the caller's buffer
    /// r.read_exact(&mut [0; 4])?; // later ones through the reader's 16-byte chunks
    /// let rest: &[u8] = r.into_inner();
    /// assert_eq!(rest.len(), 80); // 4 + 16 bytes were read; 12 bytes of the chunk's output are lost
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn into_inner(self) -> R {
        self.inner
    }

    /// Sets the next room to ask for after a read of `n` bytes into `lent` (see `next_room`).
    fn after_read(&mut self, n: usize, lent: usize) {
        self.next_room =
            if n < lent { n.saturating_mul(2).clamp(PROBE.min(self.capacity), self.capacity) } else { self.capacity };
    }
}

impl<R: Read, E: Crypter + Reset> CipherReader<R, E> {
    /// Re-arms the reader for the next message: the engine is reset with `nonce` and `aad`
    /// ([`Reset`]) and the reader's and engine's buffers are kept, so a loop that reads many
    /// messages through one reader allocates nothing after the first (for messages no larger
    /// than the largest before). Output of the current message not yet read is dropped. Give it
    /// the next message's input through [`get_mut`](CipherReader::get_mut) (or an inner reader
    /// that simply goes on).
    ///
    /// # Errors
    ///
    /// The engine's [`Reset::reset`] error, unchanged; for the GCM engines:
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes).
    /// - [`Error::MessageTooLong`] if `aad` is longer than GCM allows (2^61 − 1 bytes).
    ///
    /// The reader's buffers are emptied all the same, and the reader is failed: every read
    /// returns that error (as an [`io::ErrorKind::InvalidInput`] error wrapping it) until a
    /// successful `reset`.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::Aes128Gcm;
    /// use aes_engine::stream::CipherReader;
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let messages: Vec<([u8; 12], Vec<u8>)> =
    ///     (0..3u8).map(|i| ([i; 12], gcm.encrypt(&[i; 12], b"", &vec![i; 20_000]).unwrap())).collect();
    /// let mut r = CipherReader::new(&b""[..], gcm.decryptor(&[0; 12], b"").unwrap());
    /// let mut plain = Vec::new();
    /// for (i, (nonce, sealed)) in messages.iter().enumerate() {
    ///     r.reset(nonce, b"").unwrap();
    ///     *r.get_mut() = &sealed[..];
    ///     plain.clear();
    ///     r.read_to_end(&mut plain)?;
    ///     assert_eq!(plain, vec![i as u8; 20_000]);
    /// }
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn reset(&mut self, nonce: &[u8], aad: &[u8]) -> Result<(), Error> {
        self.pos = 0;
        self.end = 0;
        self.head = 0;
        let opened = core::mem::take(&mut self.opened_head);
        wipe_bytes(&mut self.out[..opened]);
        self.eng_pos = 0;
        self.eng_end = 0;
        self.fresh = true;
        self.small_direct = true;
        self.next_room = self.capacity;
        let result = self.engine.reset(nonce, aad);
        self.state = match result {
            Ok(()) => State::Running,
            Err(e) => State::Failed(e),
        };
        result
    }
}

impl<R: Read, E: Crypter> Read for CipherReader<R, E> {
    // Serving output already produced is inlined into the caller's loop; the rest (reading the
    // inner reader, running the engine) is out of line.
    #[inline]
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        if let Some(n) = self.serve_out(buf) {
            return Ok(n);
        }
        if let Some(n) = self.serve_engine(buf) {
            return Ok(n);
        }
        self.read_slow(buf)
    }

    /// Reads to the end of the output; for GCM decryption without `std`'s zero-filling and
    /// probing, see `to_end.rs`.
    fn read_to_end(&mut self, v: &mut Vec<u8>) -> io::Result<usize> {
        self.read_to_end_impl(v)
    }

    /// Reads to the end of the output as UTF-8, as `read_to_end` does (see `to_end.rs`).
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.read_to_string_impl(buf)
    }
}

impl<R: Read + fmt::Debug, E: Crypter + fmt::Debug> fmt::Debug for CipherReader<R, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CipherReader")
            .field("inner", &self.inner)
            .field("engine", &self.engine)
            .field("capacity", &self.capacity())
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}
