//! `CipherReader`: reading yields the engine's output over the inner reader's bytes.

use super::{DEFAULT_BUF_SIZE, SecretBuf, read_some};
use crate::copy::{copy, wipe_bytes, zero};
use crate::own_buffer::Hooks;
use crate::{Crypter, Error, Reset};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use std::io::{self, Read};
use zeroize::Zeroize;

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
/// ([`Crypter::finish_buffered`]: a GCM decryptor's chunks, opened in place) or, for other
/// engines, from [`Crypter::finish_to_vec`].
///
/// **GCM decryption** holds the whole ciphertext and returns no plaintext until the inner
/// reader's end, when the tag has verified; a mismatch is an [`io::ErrorKind::InvalidData`]
/// error and zero plaintext bytes (the caller's buffer is left as it was or zeroed). The reader
/// then allocates nothing of its own: when the first `read` has a buffer of at least the
/// capacity, the message is read into it and, if it fits, opened there in place (the one-shot
/// cost, no allocation at all); if it does not, that buffer keeps the message's first blocks
/// ([`Crypter::max_head`]: opened there in place at the end, never copied) and the rest is read
/// straight into the decryptor's chunks, which are opened in place and read out from there. A
/// smaller first buffer reads the whole message into the chunks. One message of memory in all
/// (at most about 1.03 times the message plus 64 KiB). Give the decryptor the message length
/// first ([`engine_mut`](CipherReader::engine_mut) and
/// [`gcm::Decryptor::reserve`](crate::gcm::Decryptor::reserve)) to make it allocate once, and
/// [`reset`](CipherReader::reset) the reader for the next message to allocate nothing more (a
/// new reader per large message also pays the page faults of a fresh buffer whenever the
/// allocator has handed the last one back to the system).
/// For large messages consider the [segmented format](super::segmented), which needs memory
/// only for one segment.
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
    /// takes its input in its own buffer, see [`Crypter::input_buffer`]).
    input: SecretBuf,
    /// Output not yet returned: `out[pos..end]`.
    out: SecretBuf,
    pos: usize,
    end: usize,
    /// The first `head` bytes of the current message, which the engine never took
    /// ([`Crypter::max_head`]), are held in `out[..head]` (not output: `pos == end`). A read
    /// keeps them in its caller's buffer until the message's end; only an error of the inner
    /// reader in between moves them here (see `read_rest`).
    head: usize,
    /// Once such a head is opened there: its plaintext is `out[..opened_head]`, wiped by
    /// `reset` (it is served like other output, but never overwritten by the next message).
    opened_head: usize,
    /// Output not yet returned that the engine holds in its own buffer
    /// ([`Crypter::finish_buffered`]): bytes `eng_pos..eng_end` of its output.
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
    /// [`Crypter::input_buffer`]) is read into directly, and the reader then allocates nothing.
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

    /// Gives `input` to the engine, keeping its output (if any) in `out`.
    fn feed(&mut self, input: &[u8]) {
        if input.is_empty() {
            return;
        }
        let need = self.engine.update_len(input.len());
        self.out.ensure_len(need);
        self.pos = 0;
        self.end = match self.engine.try_update(input, &mut self.out[..need]) {
            Ok(n) => n,
            Err(e) => self.refused(e),
        };
    }

    /// An engine refused input (`try_update`: its message over the length limit, or ended by a
    /// call on [`engine_mut`](Self::engine_mut)): the stream fails with that error, at the next
    /// turn of the read loop. Returns the output length, 0.
    fn refused(&mut self, e: Error) -> usize {
        self.state = State::Failed(e);
        0
    }

    /// For an engine that keeps its whole input, with nothing read yet: reads the input into the
    /// caller's `buf` (which must take `update` input without output). If it all fits, the
    /// engine opens it there in place ([`Crypter::finish_in_place`]: the one-shot cost, no copy
    /// into the engine, no allocation) and the output length is returned. Otherwise what was read
    /// goes to the engine (`None`: carry on); so does it before an error of the inner reader.
    /// On carrying on, `buf` keeps that ciphertext (`*stale` says how much: `read` zeroes it if
    /// it then fails, and the output it returns otherwise overwrites it); in every other case
    /// without output what was read into `buf` is zeroed here. So a failing `read` leaves the
    /// caller's buffer as it was or zeroed, never holding plaintext or ciphertext. (Not zeroing
    /// on carrying on saves a pass over the buffer for every message longer than it.)
    fn read_whole_into(&mut self, buf: &mut [u8], stale: &mut usize) -> io::Result<Option<usize>> {
        let mut filled = 0;
        let mut probe = [0u8; PROBE];
        let end = loop {
            let result = if filled < buf.len() {
                read_some(&mut self.inner, &mut buf[filled..])
            } else {
                // Full: one more short read tells whether the input ends here.
                read_some(&mut self.inner, &mut probe)
            };
            match result {
                Ok(0) => break true,
                Ok(n) if filled < buf.len() => filled += n,
                Ok(n) => {
                    // The engine takes what follows the head it lets `buf` keep (if any).
                    let head = self.engine.max_head(filled, filled + n);
                    self.feed(&buf[head..filled]);
                    self.feed(&probe[..n]);
                    probe.zeroize();
                    if head > 0 {
                        zero(&mut buf[head..filled]);
                        self.fresh = false;
                        *stale = head;
                        return self.read_rest(buf, head).map(Some);
                    }
                    *stale = filled;
                    break false;
                }
                Err(e) => {
                    self.feed(&buf[..filled]);
                    zero(&mut buf[..filled]);
                    self.fresh &= filled == 0;
                    return Err(e);
                }
            }
        };
        self.fresh = false;
        if !end {
            return Ok(None);
        }
        match self.engine.finish_in_place(&mut buf[..filled]) {
            Some(Ok(n)) => {
                self.state = State::Done;
                Ok(Some(n))
            }
            Some(Err(e)) => {
                zero(&mut buf[..filled]); // (the engine wiped the plaintext; the tag goes too)
                self.state = State::Failed(e);
                Err(e.into())
            }
            None => {
                self.feed(&buf[..filled]);
                zero(&mut buf[..filled]);
                self.finish_engine(buf)
            }
        }
    }

    /// After `read_whole_into` kept the message's first `head` bytes in `buf` (the engine took
    /// what followed them): reads the rest of the input into the engine and ends the message,
    /// the head opened where it is. Returns how much output `buf` holds (the rest is served
    /// from the engine). On an error of the inner reader the head moves into `out` (see `head`),
    /// since the next `read` may come with another buffer.
    fn read_rest(&mut self, buf: &mut [u8], head: usize) -> io::Result<usize> {
        self.read_rest_input(&buf[..head])?;
        self.finish_rest(&mut buf[..head])
    }

    /// `read_rest`'s reading: the rest of the input into the engine, up to the inner reader's
    /// end. On an error of the inner reader the `head` (ciphertext) moves into `out`.
    pub(super) fn read_rest_input(&mut self, head: &[u8]) -> io::Result<()> {
        loop {
            match self.read_into_engine() {
                Ok(0) => return Ok(()),
                Ok(_) => {}
                Err(e) => {
                    self.hold_head(head);
                    return Err(e);
                }
            }
        }
    }

    /// Moves a message's `head` (ciphertext the engine never took, [`Crypter::max_head`]) out
    /// of a caller's buffer into `out` (see the field `head`), where the message's end opens it.
    pub(super) fn hold_head(&mut self, head: &[u8]) {
        self.out.ensure_len(head.len());
        copy(&mut self.out[..head.len()], head);
        (self.head, self.pos, self.end) = (head.len(), 0, 0);
    }

    /// `read_rest`'s end: the message ended, `head` opened in place, the rest in the engine.
    /// Returns how much output `head` holds.
    pub(super) fn finish_rest(&mut self, head: &mut [u8]) -> io::Result<usize> {
        let result = self.engine.finish_buffered_with_head(head);
        match result.unwrap_or(Err(Error::InvalidLength)) {
            Ok(n) => {
                self.state = State::Done;
                let direct = n.min(head.len());
                (self.eng_pos, self.eng_end) = (0, n - direct);
                Ok(direct)
            }
            Err(e) => {
                self.state = State::Failed(e);
                Err(e.into())
            }
        }
    }

    /// One read of the inner reader for an engine that keeps its whole input: into the room its
    /// buffer lends or, when the buffer is full, a short probe read that `update` takes (the
    /// buffer growing geometrically), which also tells the end of the input from more of it.
    /// Returns how many bytes were read (0 at the end).
    fn read_into_engine(&mut self) -> io::Result<usize> {
        if let Some(room) = self.engine.input_buffer(self.next_room).filter(|room| !room.is_empty()) {
            let lent = room.len();
            let n = read_some(&mut self.inner, room)?;
            self.engine.commit_input(n);
            self.after_read(n, lent);
            return Ok(n);
        }
        let mut probe = [0u8; PROBE];
        let n = read_some(&mut self.inner, &mut probe)?;
        self.after_read(n, PROBE);
        self.feed(&probe[..n]);
        probe.zeroize();
        Ok(n)
    }

    /// Ends the engine at the inner reader's end. Writes straight into `buf` when the final
    /// output fits (returns `Some(n)`), else keeps it in `out` (returns `None`).
    fn finish_engine(&mut self, buf: &mut [u8]) -> io::Result<Option<usize>> {
        if self.head > 0 {
            // The head held in `out` (see `read_rest`): opened there, served from there.
            let head = core::mem::take(&mut self.head);
            let result = self.engine.finish_buffered_with_head(&mut self.out[..head]);
            return match result.unwrap_or(Err(Error::InvalidLength)) {
                Ok(n) => {
                    self.state = State::Done;
                    (self.pos, self.end) = (0, n.min(head));
                    self.opened_head = self.end;
                    (self.eng_pos, self.eng_end) = (0, n - self.end);
                    Ok(None)
                }
                Err(e) => {
                    zero(&mut self.out[..head]);
                    self.state = State::Failed(e);
                    Err(e.into())
                }
            };
        }
        let result = if self.engine.finish_len() <= buf.len() {
            self.engine.finish(buf).map(Some)
        } else if let Some(result) = self.engine.finish_buffered() {
            // Served from the engine's buffer (a GCM decryptor's chunks): no copy of our own.
            result.map(|n| {
                self.eng_pos = 0;
                self.eng_end = n;
                None
            })
        } else {
            self.engine.finish_to_vec().map(|v| {
                self.end = v.len();
                self.pos = 0;
                self.out = SecretBuf::from_vec(v);
                None
            })
        };
        match result {
            Ok(direct) => {
                self.state = State::Done;
                Ok(direct)
            }
            Err(e) => {
                self.state = State::Failed(e);
                Err(e.into())
            }
        }
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

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// Copies output already produced (`out[pos..end]`) into `buf`, as much as fits; `None` when
    /// there is none.
    #[inline(always)]
    fn serve_out(&mut self, buf: &mut [u8]) -> Option<usize> {
        if self.pos >= self.end {
            return None;
        }
        let n = buf.len().min(self.end - self.pos);
        copy(&mut buf[..n], &self.out[self.pos..self.pos + n]);
        self.pos += n;
        Some(n)
    }

    /// Copies output the engine holds in its own buffer (`eng_pos..eng_end`, a GCM decryptor's
    /// opened chunks) into `buf`, as much as one piece of that buffer gives; `None` when there
    /// is none, or the engine gave nothing (`read_slow` then ends the output). Inlined, like
    /// `serve_out`: small reads of a decrypted message pay no call of the reader's own.
    #[inline(always)]
    fn serve_engine(&mut self, buf: &mut [u8]) -> Option<usize> {
        if self.eng_pos >= self.eng_end {
            return None;
        }
        let want = buf.len().min(self.eng_end - self.eng_pos);
        let n = self.engine.take_buffered_output(self.eng_pos, &mut buf[..want]);
        if n == 0 {
            return None;
        }
        self.eng_pos += n;
        Some(n)
    }

    /// `read` when no produced output is waiting in `out`.
    #[inline(never)]
    fn read_slow(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut stale = 0;
        let result = self.read_some(buf, &mut stale);
        if result.is_err() {
            zero(&mut buf[..stale]);
        }
        result
    }
}

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// `read` for a non-empty `buf`; `*stale`: how much of `buf` holds input read into it
    /// (see `read_whole_into`), which `read` zeroes if this fails.
    fn read_some(&mut self, buf: &mut [u8], stale: &mut usize) -> io::Result<usize> {
        loop {
            if let Some(n) = self.serve_out(buf) {
                return Ok(n);
            }
            if self.eng_pos < self.eng_end {
                let want = buf.len().min(self.eng_end - self.eng_pos);
                let n = self.engine.take_buffered_output(self.eng_pos, &mut buf[..want]);
                // (An engine that serves nothing more ends the output.)
                self.eng_pos = if n == 0 { self.eng_end } else { self.eng_pos + n };
                if n > 0 {
                    return Ok(n);
                }
            }
            match self.state {
                State::Failed(e) => return Err(e.into()),
                State::Done => return Ok(0),
                State::Running => {}
            }
            // An engine that keeps its whole input (GCM decryption) is read into directly.
            if self.engine.input_buffer(0).is_some() {
                if self.fresh && buf.len() >= self.capacity && self.engine.update_len(buf.len()) == 0 {
                    // A large caller buffer: the message is read there. If it fits, it is opened
                    // there in place; if not, the buffer keeps its head (`read_whole_into`).
                    match self.read_whole_into(buf, stale)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                let n = self.read_into_engine()?;
                self.fresh &= n == 0;
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                continue;
            }
            // A caller buffer of at least a chunk: read straight into it and let the engine
            // work there (CTR, GCM encryption: `update_in_place`), one copy in all, like
            // `BufReader` bypassing its buffer. (A GCM encryptor holding a partial block cannot
            // for this read: `update` takes it.)
            if self.in_place && (buf.len() >= self.capacity || self.small_direct) {
                let n = read_some(&mut self.inner, buf)?;
                if buf.len() < self.capacity && n > 0 {
                    self.small_direct = false;
                }
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                match self.engine.update_in_place(&mut buf[..n]) {
                    Some(0) => {}
                    Some(written) => return Ok(written),
                    None => {
                        self.feed(&buf[..n]);
                        zero(&mut buf[..n]);
                    }
                }
                continue;
            }
            if self.in_place {
                // A small caller buffer: read a chunk into `out`, transform it there and serve
                // it from there (one copy into the caller's buffer, as for any output).
                self.out.ensure_len(self.capacity);
                let n = read_some(&mut self.inner, &mut self.out[..self.capacity])?;
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                self.pos = 0;
                match self.engine.update_in_place(&mut self.out[..n]) {
                    Some(written) => self.end = written,
                    None => {
                        // Not in place this time (e.g. a GCM encryptor holding a partial
                        // block): the chunk becomes the input, the input buffer the output.
                        core::mem::swap(&mut self.input, &mut self.out);
                        let need = self.engine.update_len(n);
                        self.out.ensure_len(need);
                        self.end = match self.engine.try_update(&self.input[..n], &mut self.out[..need]) {
                            Ok(written) => written,
                            Err(e) => self.refused(e),
                        };
                        zero(&mut self.input[..n]);
                    }
                }
                continue;
            }
            if self.input.is_empty() {
                self.input = SecretBuf::zeroed(self.capacity);
            }
            // Read a full chunk, or a little less if that lets the output go straight into `buf`
            // (block modes may emit up to one buffered block more than they take in).
            let cap = self.capacity;
            let mut want = cap;
            let need = self.engine.update_len(cap);
            if need > buf.len() {
                let shorter = cap.saturating_sub(need - buf.len());
                if shorter >= cap / 2 && shorter > 0 && self.engine.update_len(shorter) <= buf.len() {
                    want = shorter;
                }
            }
            let n = read_some(&mut self.inner, &mut self.input[..want])?;
            if n == 0 {
                match self.finish_engine(buf)? {
                    Some(written) => return Ok(written),
                    None => continue,
                }
            }
            let need = self.engine.update_len(n);
            if need <= buf.len() {
                match self.engine.try_update(&self.input[..n], buf) {
                    Ok(0) => {}
                    Ok(written) => return Ok(written),
                    Err(e) => _ = self.refused(e),
                }
            } else {
                self.out.ensure_len(need);
                self.pos = 0;
                self.end = match self.engine.try_update(&self.input[..n], &mut self.out[..need]) {
                    Ok(written) => written,
                    Err(e) => self.refused(e),
                };
            }
        }
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
