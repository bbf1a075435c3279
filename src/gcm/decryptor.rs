//! Incremental GCM decryption ([`Decryptor`]): buffers the whole message, releases nothing before
//! the tag verifies.
//!
//! `finish_buffered` opens the chunks in place with the stitched kernels, and the reader then
//! copies the plaintext out and wipes it behind, rather than verifying with a GHASH pass and then
//! decrypting straight from the ciphertext into the caller's buffer (CTR out of place: no
//! plaintext in the chunks, no copy out, no wipe). The two passes measured slower than the copy
//! and the wipe they save, on the ymm and the zmm kernels alike (`docs/perf/streams.md`).

use super::chunks::Chunks;
use super::{Gcm, MAX_PLAINTEXT_LEN, SMALL, State};
use crate::copy::{wipe_bytes, zero};
use crate::crypter::refuse_update;
use crate::own_buffer::OwnBuffer;
use crate::{BlockCipher, Crypter, Error, Reset, ct};
use alloc::vec::Vec;
use core::fmt;
use zeroize::Zeroize;

/// Incremental GCM decryption of one message `ciphertext ‖ tag`, from [`Gcm::decryptor`].
///
/// `update` only buffers (it returns 0): no plaintext is released before the tag has verified.
/// The buffer grows by adding chunks, so growing never copies what is already buffered, and it
/// holds at most about 1.03 times the input plus 64 KiB; [`Decryptor::reserve`] allocates once
/// for a known length. Input can also be read straight into the buffer ([`Decryptor::input_buffer`]
/// and [`Decryptor::commit_input`]).
///
/// Ending the message:
/// * [`Crypter::finish`] copies and decrypts the ciphertext into the caller's buffer, 16 KiB at
///   a time (so the decryption finds what it just copied in the L1 cache), checks the tag and,
///   if it does not match, wipes what it wrote there;
/// * [`Decryptor::finish_buffered`] opens the message in place in the decryptor's own chunks (the
///   stitched kernels carry the counter and GHASH state from chunk to chunk) and, once the tag
///   has verified, serves the plaintext from there ([`Decryptor::buffered_output`]): no second
///   buffer. This is what [`CipherReader`](crate::stream::CipherReader) and
///   [`CipherWriter`](crate::stream::CipherWriter) use. On a mismatch the chunks are wiped.
/// * [`Decryptor::finish_buffered_with_head`] does the same for a message whose first blocks the
///   caller kept in its own buffer ([`Decryptor::max_head`]): they are opened there, in place,
///   before the chunks. `CipherReader` keeps its caller's first buffer so when the message
///   turns out longer than it.
/// * [`Crypter::finish_to_vec`] does the same and hands over one vector (the chunk itself when
///   there is only one, e.g. after `reserve`).
///
/// Buffers that have held plaintext are wiped before they are freed.
///
/// **A fresh decryptor per message** (with `std`): a dropped decryptor leaves its chunks, wiped
/// of its message (plaintext and ciphertext), to its thread (up to 2 MiB of them), and the next decryptor created on the
/// thread takes them instead of allocating, so a fresh decryptor (or reader, or writer) per
/// message costs no allocation and no page faults once the thread has seen a message of the
/// size. [`release_spare_buffer`](super::release_spare_buffer) frees them.
///
/// **Re-arming.** [`Reset::reset`] starts the next message with a new nonce and AAD and keeps the
/// buffer: a loop that decrypts many messages with one decryptor allocates only for the first
/// (and for any message larger than all before it). Nothing of an earlier message is ever output
/// or lent again.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter, Reset};
///
/// let gcm = Aes128Gcm::new(&[3; 16]);
/// let sealed = gcm.encrypt(&[4; 12], b"", b"held back until the tag verifies").unwrap();
/// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
/// dec.reserve(sealed.len());
/// for chunk in sealed.chunks(5) {
///     assert_eq!(dec.update(chunk, &mut []), 0);
/// }
/// assert_eq!(dec.finish_to_vec().unwrap(), b"held back until the tag verifies");
///
/// // The next message, with the same decryptor.
/// let sealed = gcm.encrypt(&[5; 12], b"aad", b"the second message").unwrap();
/// dec.reset(&[5; 12], b"aad").unwrap();
/// dec.update(&sealed, &mut []);
/// assert_eq!(dec.finish_to_vec().unwrap(), b"the second message");
/// ```
pub struct Decryptor<'a, C: BlockCipher> {
    gcm: &'a Gcm<C>,
    state: State,
    aad_len: u64,
    /// The input so far (ciphertext ‖ tag); after `finish_buffered`, the plaintext ‖ tag.
    chunks: Chunks,
    /// Plaintext bytes verified and held in `chunks` (after `finish_buffered`).
    opened: usize,
    poisoned: bool,
    /// The poisoning input would have taken the message over the limit (else: a misuse).
    too_long: bool,
    finished: bool,
}

impl<C: BlockCipher> Gcm<C> {
    /// An incremental decryptor for one message `ciphertext ‖ tag` (see [`Crypter`]). It releases
    /// no plaintext before the tag has verified.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes);
    /// - [`Error::MessageTooLong`] if `aad` is longer than [`MAX_AAD_LEN`](super::MAX_AAD_LEN)
    ///   bytes.
    ///
    /// The message's own errors (too short for the tag, too long, a tag that does not verify)
    /// are reported when it is finished ([`Crypter::finish`] and the other `finish` methods).
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut sealed = gcm.encrypt(&[2; 12], b"aad", b"in two pieces").unwrap();
    /// let mut dec = gcm.decryptor(&[2; 12], b"aad").unwrap();
    /// let mut out = [0u8; 13];
    /// assert_eq!(dec.update(&sealed[..7], &mut out) + dec.update(&sealed[7..], &mut out), 0);
    /// assert_eq!(dec.finish(&mut out), Ok(13));
    /// assert_eq!(&out, b"in two pieces");
    ///
    /// sealed[20] ^= 1; // a tag byte
    /// let mut dec = gcm.decryptor(&[2; 12], b"aad").unwrap();
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish(&mut out), Err(Error::AuthenticationFailed));
    /// assert_eq!(out, [0; 13]); // what it wrote is wiped
    /// ```
    pub fn decryptor(&self, nonce: &[u8], aad: &[u8]) -> Result<Decryptor<'_, C>, Error> {
        let state = self.start(nonce, aad)?;
        Ok(Decryptor {
            gcm: self,
            state,
            aad_len: aad.len() as u64,
            chunks: Chunks::new(),
            opened: 0,
            poisoned: false,
            too_long: false,
            finished: false,
        })
    }
}

/// [`Decryptor`]'s `finish` copies and decrypts this many bytes at a time (a multiple of 16).
const OPEN_PIECE: usize = 16 * 1024;

impl<C: BlockCipher> Decryptor<'_, C> {
    /// Reserves room for `total_len` bytes of input (ciphertext and tag, counting what is already
    /// buffered), so a caller that knows the message length makes the decryptor allocate exactly
    /// once. (Lengths beyond what GCM allows are clamped to that limit, and a length the
    /// allocator refuses reserves nothing: this is a hint, never an allocation failure, so a
    /// length read from the message's own framing cannot abort the process.)
    ///
    /// ```
    /// use aes_engine::{Aes256Gcm, Crypter};
    ///
    /// let gcm = Aes256Gcm::new(&[1; 32]);
    /// let sealed = gcm.encrypt(&[2; 12], b"", &[0x5a; 1000]).unwrap();
    /// // The framing announced the length: one allocation, however the input arrives.
    /// let mut dec = gcm.decryptor(&[2; 12], b"").unwrap();
    /// dec.reserve(sealed.len());
    /// for piece in sealed.chunks(100) {
    ///     dec.update(piece, &mut []);
    /// }
    /// assert_eq!(dec.finish_to_vec().unwrap(), [0x5a; 1000]);
    /// ```
    pub fn reserve(&mut self, total_len: usize) {
        let total_len = total_len.min(usize::try_from(self.limit()).unwrap_or(usize::MAX));
        self.chunks.reserve(total_len);
    }

    /// [`Crypter::update`] when the fast path does not apply: a finished or poisoned message,
    /// input beyond the length limit, or input that needs new room (a new chunk, or room not
    /// yet initialised).
    #[inline(never)]
    fn update_slow(&mut self, input: &[u8], _output: &mut [u8]) -> usize {
        self.chunks.reclaim();
        if self.finished || self.poisoned {
            return 0;
        }
        if self.chunks.len() as u64 + input.len() as u64 > self.limit() {
            self.poisoned = true;
            self.too_long = true;
            return 0;
        }
        self.chunks.push(input, usize::try_from(self.limit()).unwrap_or(usize::MAX));
        0
    }

    /// The longest input (ciphertext and tag) this message may have.
    fn limit(&self) -> u64 {
        MAX_PLAINTEXT_LEN + self.gcm.key.tag_len as u64
    }

    /// Marks the message finished; the ciphertext length, or why it cannot be opened.
    fn begin_finish(&mut self) -> Result<usize, Error> {
        self.chunks.reclaim();
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let tag_len = self.gcm.key.tag_len;
        let result = if self.poisoned {
            Err(if self.too_long { Error::MessageTooLong } else { Error::InvalidLength })
        } else if self.chunks.len() < tag_len {
            Err(Error::InvalidLength)
        } else {
            Ok(self.chunks.len() - tag_len)
        };
        if result.is_err() {
            self.chunks.empty();
        }
        result
    }

    /// The blocks of a `ct_len`-byte message that go to the bulk kernel: as in [`Gcm::crypt`].
    fn bulk(ct_len: usize) -> usize {
        if ct_len <= SMALL { 0 } else { ct_len / 16 * 16 }
    }

    /// Whether the tag held after the ciphertext matches `expected` (the verdict is public:
    /// declassified, see `crate::ct`).
    fn verdict(&self, ct_len: usize, expected: super::Tag) -> bool {
        let tag_len = self.gcm.key.tag_len;
        let mut tag = [0u8; 16];
        self.chunks.copy_out(ct_len, &mut tag[..tag_len]);
        ct::declassify(expected.matches(&tag[..tag_len]))
    }

    /// Decrypts the buffered ciphertext into `out` (exactly its length) and verifies the tag; on
    /// a mismatch `out` is wiped. The same blocks and tail as [`Gcm::crypt`], so the same result.
    fn open_into(&mut self, out: &mut [u8]) -> Result<(), Error> {
        let ct_len = out.len();
        let bulk = Self::bulk(ct_len);
        let mut done = 0;
        while done < bulk {
            let end = bulk.min(done + OPEN_PIECE);
            let piece = &mut out[done..end];
            self.chunks.copy_out(done, piece);
            self.gcm.crypt_blocks(&mut self.state, piece.as_chunks_mut::<16>().0, false);
            done = end;
        }
        let tail = &mut out[bulk..];
        self.chunks.copy_out(bulk, tail);
        let expected = self.gcm.finish_message(&mut self.state, tail, false, self.aad_len, ct_len as u64);
        if self.verdict(ct_len, expected) {
            Ok(())
        } else {
            wipe_bytes(out);
            Err(Error::AuthenticationFailed)
        }
    }

    /// [`Decryptor::finish_buffered_with_head`] for a head of whole blocks: the message is `head ‖
    /// chunks`, opened by [`open_in_place`](Self::open_in_place), the head first. A head that holds the
    /// start of the tag (a caller that kept more than [`Decryptor::max_head`] allowed) holds all
    /// the ciphertext: it is opened there as one message, the tag gathered.
    fn open_with_head(&mut self, head: &mut [u8]) -> Result<usize, Error> {
        let (gcm, aad_len, tag_len) = (self.gcm, self.aad_len, self.gcm.key.tag_len);
        let (h, held) = (head.len(), self.chunks.len());
        if !self.finished && !self.poisoned && h as u64 + held as u64 > self.limit() {
            self.poisoned = true;
            self.too_long = true;
        }
        if !self.finished && !self.poisoned && held < tag_len && h + held >= tag_len {
            self.finished = true;
            let ct_len = h + held - tag_len;
            let mut tag = [0u8; 16];
            tag[..h - ct_len].copy_from_slice(&head[ct_len..]);
            self.chunks.copy_out(0, &mut tag[h - ct_len..tag_len]);
            self.chunks.empty();
            zero(&mut head[ct_len..]);
            let expected = gcm.crypt(&mut self.state, &mut head[..ct_len], false, aad_len);
            // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
            return if ct::declassify(expected.matches(&tag[..tag_len])) {
                Ok(ct_len)
            } else {
                wipe_bytes(head);
                Err(Error::AuthenticationFailed)
            };
        }
        let rest = self.begin_finish()?;
        self.open_in_place(head, rest).map(|()| h + rest)
    }

    /// Decrypts the message `head ‖ chunks` (the buffered ciphertext, `rest` bytes, after the
    /// caller's `head` of whole blocks, most often empty) in place and verifies the tag; on a
    /// mismatch the head and every chunk are wiped. As [`Gcm::crypt`]: a message of at most
    /// [`SMALL`] bytes without a head goes to `finish_message` alone (gathered here, as it may
    /// straddle two chunks); any other runs the bulk kernel over the head, then over each
    /// chunk's whole blocks in turn (a chunk's data starts at a multiple of 16 bytes, see
    /// `chunks`), and ends in one `gcm_crypt_last` call over the last chunk's bytes, partial
    /// block included (`gcm_finish` alone when the head held all the ciphertext).
    fn open_in_place(&mut self, head: &mut [u8], rest: usize) -> Result<(), Error> {
        let (gcm, aad_len) = (self.gcm, self.aad_len);
        let ct_len = (head.len() + rest) as u64;
        let expected = if head.is_empty() && rest <= SMALL {
            let mut tail = [0u8; SMALL];
            let tail = &mut tail[..rest];
            self.chunks.copy_out(0, tail);
            let expected = gcm.finish_message(&mut self.state, tail, false, aad_len, ct_len);
            self.chunks.copy_in(0, tail);
            tail.zeroize();
            expected
        } else {
            gcm.crypt_blocks(&mut self.state, head.as_chunks_mut::<16>().0, false);
            self.chunks.end_in_place(
                rest,
                &mut self.state,
                |state, blocks| gcm.crypt_blocks(state, blocks, false),
                |state, last| {
                    if last.is_empty() {
                        gcm.finish_message(state, last, false, aad_len, ct_len)
                    } else {
                        gcm.crypt_last(state, last, false, aad_len, ct_len)
                    }
                },
            )
        };
        if self.verdict(rest, expected) {
            self.opened = rest;
            Ok(())
        } else {
            wipe_bytes(head);
            self.chunks.wipe();
            Err(Error::AuthenticationFailed)
        }
    }
}

impl<C: BlockCipher> Reset for Decryptor<'_, C> {
    /// Starts the next message, keeping the buffer; whatever the current message had reached
    /// (none of it, the middle, a failure, the end) is dropped. A bad nonce is
    /// [`Error::InvalidNonce`], an AAD over [`MAX_AAD_LEN`](super::MAX_AAD_LEN) bytes
    /// [`Error::MessageTooLong`]; either leaves the decryptor finished: it outputs nothing until
    /// a successful `reset`.
    fn reset(&mut self, nonce: &[u8], aad: &[u8]) -> Result<(), Error> {
        self.chunks.empty();
        self.opened = 0;
        self.poisoned = false;
        self.too_long = false;
        match self.gcm.start(nonce, aad) {
            Ok(state) => {
                self.state = state;
                self.aad_len = aad.len() as u64;
                self.finished = false;
                Ok(())
            }
            Err(e) => {
                self.finished = true;
                Err(e)
            }
        }
    }
}

impl<C: BlockCipher> Crypter for Decryptor<'_, C> {
    // The common case inline (the input fits in room the buffer already has), so that a loop of
    // small writes pays a few checks and a short copy per write, not a call (benches/README.md,
    // "Streams against one-shot", has the figures); the rest out of line.
    #[inline(always)]
    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
        // The buffer's fast path is armed only while the message accepts input, within its
        // length limit (see `Chunks::fast_lim`): no flags or limit to check here.
        if self.chunks.try_push_fast(input) {
            return 0;
        }
        self.update_slow(input, output)
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        self.chunks.reclaim();
        if !self.finished && output.len() < self.finish_len() {
            self.finished = true;
            self.chunks.empty();
            return Err(Error::InvalidLength);
        }
        let n = self.begin_finish()?;
        let result = self.open_into(&mut output[..n]);
        self.chunks.empty();
        result.map(|()| n)
    }

    /// Refuses input after `finish` and input that would take the message over the GCM length
    /// limit, changing nothing (where `update` would poison the message).
    #[inline(always)]
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        if self.chunks.try_push_fast(input) {
            return Ok(0);
        }
        self.chunks.reclaim();
        refuse_update(self.finished, self.poisoned, self.too_long)?;
        if self.chunks.len() as u64 + input.len() as u64 > self.limit() {
            return Err(Error::MessageTooLong);
        }
        Ok(self.update_slow(input, output))
    }

    fn update_len(&self, _input_len: usize) -> usize {
        0
    }

    fn finish_len(&self) -> usize {
        if self.finished { 0 } else { self.chunks.len().saturating_sub(self.gcm.key.tag_len) }
    }

    fn finish_to_vec(&mut self) -> Result<Vec<u8>, Error> {
        let ct_len = self.begin_finish()?;
        if let Some(mut buf) = self.chunks.take_single() {
            // One chunk that never held plaintext (e.g. after `reserve`): open it in place and
            // hand it over.
            let (ct, tag) = buf.split_at_mut(ct_len);
            let expected = self.gcm.crypt(&mut self.state, ct, false, self.aad_len);
            // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
            return if ct::declassify(expected.matches(tag)) {
                buf.truncate(ct_len);
                Ok(buf)
            } else {
                buf.zeroize();
                Err(Error::AuthenticationFailed)
            };
        }
        self.open_in_place(&mut [], ct_len)?;
        let mut out = Vec::with_capacity(ct_len);
        let mut offset = 0;
        while offset < ct_len {
            let piece = self.chunks.piece(offset, ct_len);
            out.extend_from_slice(piece);
            offset += piece.len();
        }
        Ok(out)
    }

    #[inline]
    fn own_buffer(&mut self) -> Option<&mut dyn OwnBuffer> {
        Some(self)
    }
}

impl<C: BlockCipher> Decryptor<'_, C> {
    /// Lends room inside the decryptor's own input buffer (it keeps the whole message before it
    /// outputs anything), so a caller can read input straight into
    /// it instead of through a buffer of its own and [`update`](Crypter::update); then
    /// [`commit_input`](Self::commit_input) takes the bytes written there as input.
    ///
    /// Always `Some` (the `Option` is the shape the stream layer's hooks share with engines
    /// without such a buffer) of the free room at the end of the buffer, at most `max_len` bytes (zeroed, or what
    /// was written into room lent earlier for this message; never a byte of an earlier message,
    /// on this engine or, for a GCM decryptor that took its thread's spare buffer, on this
    /// thread: neither its plaintext nor its ciphertext, except what a caller wrote into lent
    /// room beyond the count it committed, which is not tracked). It is empty when the buffer
    /// is full (pass more input to `update`, which grows it, or reserve room up front, e.g.
    /// [`reserve`](Self::reserve)), when `max_len` is 0, and once the engine is finished
    /// or poisoned. Lending allocates nothing.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 1000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.reserve(sealed.len());
    /// let mut src = &sealed[..];
    /// loop {
    ///     let room = dec.input_buffer(256).unwrap();
    ///     let n = src.read(room)?; // straight into the decryptor's buffer
    ///     if n == 0 {
    ///         break;
    ///     }
    ///     dec.commit_input(n);
    /// }
    /// assert_eq!(dec.finish_to_vec().unwrap(), [5; 1000]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]> {
        self.chunks.reclaim();
        if self.finished || self.poisoned {
            return Some(&mut []);
        }
        let allowed = usize::try_from(self.limit() - self.chunks.len() as u64).unwrap_or(usize::MAX);
        Some(self.chunks.lend(max_len.min(allowed)))
    }

    /// Takes the first `n` bytes of the room last lent by [`input_buffer`](Self::input_buffer)
    /// as input, exactly as `update` would have taken them (and, like it for these engines,
    /// outputs nothing). Room not committed before the next call on the engine is not input.
    /// An `n` larger than the room lent poisons the engine (`finish` then fails); an engine
    /// without an input buffer has no such call.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", b"read straight into the engine").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.reserve(sealed.len());
    /// let room = dec.input_buffer(10).unwrap();
    /// room.copy_from_slice(&sealed[..10]); // e.g. by `Read::read`
    /// dec.commit_input(10); // now input, as if given to `update`
    /// dec.update(&sealed[10..], &mut []);
    /// assert_eq!(dec.finish_to_vec().unwrap(), b"read straight into the engine");
    ///
    /// // Committing more than was lent poisons the message.
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.commit_input(1); // nothing was lent
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish_to_vec(), Err(Error::InvalidLength));
    /// ```
    pub fn commit_input(&mut self, n: usize) {
        if !self.chunks.commit(n) {
            self.poisoned |= !self.finished;
        }
    }

    /// Ends a message whose whole input is `data`, in place, if the decryptor has taken no input
    /// yet: writes the output to the front of
    /// `data` and returns `Some` of its length or of the error that ends the message (a GCM
    /// decryptor wipes `data` if the tag does not verify). This is the one-shot cost, without a
    /// copy into the engine's buffer: a caller that read the input into its own buffer tries it
    /// first. `None` (whenever input was already taken, or the message ended): nothing happened, use
    /// `update` and `finish`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let mut data = gcm.encrypt(&[4; 12], b"", b"opened where it lies").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let n = dec.finish_in_place(&mut data).unwrap().unwrap();
    /// assert_eq!(&data[..n], b"opened where it lies");
    /// ```
    pub fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>> {
        self.chunks.reclaim();
        if self.chunks.len() != 0 || self.finished || self.poisoned {
            return None;
        }
        self.finished = true;
        let tag_len = self.gcm.key.tag_len;
        if data.len() as u64 > self.limit() {
            return Some(Err(Error::MessageTooLong));
        }
        let Some(ct_len) = data.len().checked_sub(tag_len) else {
            return Some(Err(Error::InvalidLength));
        };
        let (ct, tag) = data.split_at_mut(ct_len);
        let expected = self.gcm.crypt(&mut self.state, ct, false, self.aad_len);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(expected.matches(tag)) {
            Some(Ok(ct_len))
        } else {
            wipe_bytes(ct);
            Some(Err(Error::AuthenticationFailed))
        }
    }

    /// Ends the message inside the decryptor's own buffer: verifies and decrypts there, and returns `Some` of the output length
    /// (then read it with [`buffered_output`](Self::buffered_output)) or of the error that
    /// ends the message (a GCM decryptor wipes its buffer if the tag does not verify). No copy
    /// and no second buffer: what [`CipherReader`](crate::stream::CipherReader) and
    /// [`CipherWriter`](crate::stream::CipherWriter) use for this engine. Always `Some` (the hooks' shape, as for `input_buffer`): nothing
    /// happened, use `finish`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100_000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// let n = dec.finish_buffered().unwrap().unwrap();
    /// let mut plain = Vec::new();
    /// while plain.len() < n {
    ///     let piece = dec.buffered_output(plain.len());
    ///     plain.extend_from_slice(piece);
    /// }
    /// assert_eq!(plain, [5; 100_000]);
    /// ```
    pub fn finish_buffered(&mut self) -> Option<Result<usize, Error>> {
        Some(self.begin_finish().and_then(|n| self.open_in_place(&mut [], n).map(|()| n)))
    }

    /// The decryptor can leave the first bytes of a message, its *head*, in the caller's buffer
    /// instead of taking them as input: how many of the `held` bytes a caller holds at the start
    /// of a message known to be at least `known_len` bytes long it may keep as the head (a
    /// multiple of 16 bytes that leaves at least a tag to the engine). 0 when it cannot, or has
    /// already taken input. A caller that keeps a head gives the engine the rest of the message (from byte
    /// `head` on) as usual and ends it with
    /// [`finish_buffered_with_head`](Self::finish_buffered_with_head). This saves copying
    /// the head into the engine and its plaintext out again: what
    /// [`CipherReader`](crate::stream::CipherReader) does with the caller's first buffer when the
    /// message turns out longer than it.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 1000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let mut first = sealed[..600].to_vec(); // what a first read brought
    /// let head = dec.max_head(first.len(), sealed.len());
    /// assert_eq!(head, 592);
    /// dec.update(&first[head..], &mut []); // the rest goes to the engine
    /// dec.update(&sealed[600..], &mut []);
    /// let n = dec.finish_buffered_with_head(&mut first[..head]).unwrap().unwrap();
    /// assert_eq!(n, 1000);
    /// assert_eq!(&first[..head], &[5; 592][..]); // the head's plaintext, where it lay
    /// assert_eq!(dec.buffered_output(0), &[5; 408][..]); // the rest, in the engine
    /// ```
    #[must_use]
    pub fn max_head(&self, held: usize, known_len: usize) -> usize {
        if self.chunks.len() != 0 || self.finished || self.poisoned {
            return 0;
        }
        held.min(known_len.saturating_sub(self.gcm.key.tag_len)) / 16 * 16
    }

    /// Ends a message whose first bytes the caller kept in `head` (a length that
    /// [`max_head`](Self::max_head) allowed) and whose rest it gave the engine: verifies and
    /// decrypts `head` in place and the rest in the engine's own buffer, as
    /// [`finish_buffered`](Self::finish_buffered) does. Returns `Some` of the output length
    /// `n`: the first `min(n, head.len())` bytes are in `head`, the rest is read with
    /// [`buffered_output`](Self::buffered_output) from offset 0. On an error (a GCM tag that
    /// does not verify) `head` and the engine's buffer are wiped. `None` (for a
    /// head that is not a multiple of 16 bytes): nothing happened.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let mut head = sealed[..32].to_vec(); // the first two blocks, kept by the caller
    /// assert_eq!(dec.max_head(head.len(), sealed.len()), 32);
    /// dec.update(&sealed[32..], &mut []);
    /// assert_eq!(dec.finish_buffered_with_head(&mut head), Some(Ok(100)));
    /// assert_eq!((&head[..], dec.buffered_output(0)), (&[5; 32][..], &[5; 68][..]));
    ///
    /// // A tag that does not verify (here: the wrong nonce) wipes the head.
    /// let mut dec = gcm.decryptor(&[6; 12], b"").unwrap();
    /// let mut head = sealed[..32].to_vec();
    /// dec.update(&sealed[32..], &mut []);
    /// assert_eq!(dec.finish_buffered_with_head(&mut head), Some(Err(Error::AuthenticationFailed)));
    /// assert_eq!(head, [0; 32]);
    /// ```
    pub fn finish_buffered_with_head(&mut self, head: &mut [u8]) -> Option<Result<usize, Error>> {
        if !head.len().is_multiple_of(16) {
            return None;
        }
        Some(self.open_with_head(head))
    }

    /// After a successful [`finish_buffered`](Self::finish_buffered): the output from byte
    /// `offset` on, as one contiguous piece of the engine's buffer (the next piece starts where
    /// it ends); empty at the end. Reading the pieces in order costs O(1) a call.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", b"served from the engine's buffer").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish_buffered(), Some(Ok(31)));
    /// assert_eq!(dec.buffered_output(0), b"served from the engine's buffer");
    /// assert_eq!(dec.buffered_output(12), b"the engine's buffer");
    /// assert!(dec.buffered_output(31).is_empty()); // the end
    /// ```
    pub fn buffered_output(&mut self, offset: usize) -> &[u8] {
        self.chunks.piece(offset, self.opened)
    }

    /// After a successful [`finish_buffered`](Self::finish_buffered): copies the output from
    /// byte `offset` on into `dst`, as much as fits of one piece of the engine's buffer (see
    /// [`buffered_output`](Self::buffered_output)), and returns how many bytes (0 at the end).
    /// The output is taken: a GCM decryptor wipes a message of up to 256 KiB behind the reader,
    /// while it is in the cache, so its buffer holds no plaintext once the message has been
    /// read to the end and the next message's room is lent without a zero-fill (a longer one
    /// is left for the next message's input to overwrite, as with `buffered_output`). Read in
    /// order; output before what was taken may read as zeros. The default copies from
    /// `buffered_output`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100_000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// let n = dec.finish_buffered().unwrap().unwrap();
    /// let (mut plain, mut buf) = (Vec::new(), [0u8; 4096]);
    /// loop {
    ///     let k = dec.take_buffered_output(plain.len(), &mut buf);
    ///     if k == 0 {
    ///         break;
    ///     }
    ///     plain.extend_from_slice(&buf[..k]);
    /// }
    /// assert_eq!((plain.len(), &plain[..], n), (100_000, &[5; 100_000][..], 100_000));
    /// ```
    #[inline]
    pub fn take_buffered_output(&mut self, offset: usize, dst: &mut [u8]) -> usize {
        self.chunks.take_out(offset, self.opened, dst)
    }
}

/// The stream layer's hooks: the inherent methods above.
impl<C: BlockCipher> OwnBuffer for Decryptor<'_, C> {
    #[inline]
    fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]> {
        Decryptor::input_buffer(self, max_len)
    }

    #[inline]
    fn commit_input(&mut self, n: usize) {
        Decryptor::commit_input(self, n)
    }

    #[inline]
    fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>> {
        Decryptor::finish_in_place(self, data)
    }

    #[inline]
    fn finish_buffered(&mut self) -> Option<Result<usize, Error>> {
        Decryptor::finish_buffered(self)
    }

    #[inline]
    fn max_head(&self, held: usize, known_len: usize) -> usize {
        Decryptor::max_head(self, held, known_len)
    }

    #[inline]
    fn finish_buffered_with_head(&mut self, head: &mut [u8]) -> Option<Result<usize, Error>> {
        Decryptor::finish_buffered_with_head(self, head)
    }

    #[inline]
    fn buffered_output(&mut self, offset: usize) -> &[u8] {
        Decryptor::buffered_output(self, offset)
    }

    #[inline]
    fn take_buffered_output(&mut self, offset: usize, dst: &mut [u8]) -> usize {
        Decryptor::take_buffered_output(self, offset, dst)
    }
}

impl<C: BlockCipher> fmt::Debug for Decryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Decryptor")
            .field("backend", &self.gcm.backend())
            .field("buffered", &self.chunks.len())
            .finish_non_exhaustive()
    }
}
