//! Incremental GCM decryption ([`Decryptor`]): buffers the whole message, releases nothing before the tag verifies.

use super::{Gcm, MAX_PLAINTEXT_LEN, SMALL, State};
use crate::{BlockCipher, Crypter, Error, ct};
use alloc::vec::Vec;
use core::fmt;
use zeroize::Zeroize;

/// Incremental GCM decryption of one message `ciphertext ‖ tag`, from [`Gcm::decryptor`].
///
/// `update` only buffers (it returns 0): no plaintext is released before [`Crypter::finish`]
/// has verified the tag. The buffer grows geometrically, by adding chunks (each at least as large
/// as all before it), so growing never copies what is already buffered;
/// [`Decryptor::reserve`] allocates once for a known length. Input can also be read straight
/// into the buffer ([`Crypter::input_buffer`] and [`Crypter::commit_input`]).
///
/// `finish` copies and decrypts the ciphertext into the caller's buffer, 16 KiB at a time (so the
/// decryption finds what it just copied in the L1 cache), checks the tag and, if it does not
/// match, wipes what it wrote there. [`Crypter::finish_to_vec`] decrypts in place in its buffer
/// and hands it over (the chunks are first gathered into one, unless `reserve` made it one). Either way the
/// decryptor's own buffer only ever holds ciphertext, so it is freed without being wiped.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter};
///
/// let gcm = Aes128Gcm::new(&[3; 16]);
/// let sealed = gcm.encrypt(&[4; 12], b"", b"held back until the tag verifies").unwrap();
/// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
/// dec.reserve(sealed.len());
/// for chunk in sealed.chunks(5) {
///     assert_eq!(dec.update(chunk, &mut []), 0);
/// }
/// assert_eq!(dec.finish_to_vec().unwrap(), b"held back until the tag verifies");
/// ```
pub struct Decryptor<'a, C: BlockCipher> {
    gcm: &'a Gcm<C>,
    state: State,
    aad_len: u64,
    /// The input so far (ciphertext ‖ tag) in chunks filled in order, `first` then `rest`: every
    /// chunk but the last is full (`len == capacity`), and a chunk's `len` is what it holds,
    /// except that room lent by `input_buffer` extends the last chunk until it is committed or
    /// reclaimed.
    first: Vec<u8>,
    rest: Vec<Vec<u8>>,
    /// Bytes of input held (committed).
    len: usize,
    /// Room lent by `input_buffer`: the last chunk's length before the loan.
    lent: Option<usize>,
    poisoned: bool,
    /// The poisoning input would have taken the message over the limit (else: a misuse).
    too_long: bool,
    finished: bool,
}

impl<C: BlockCipher> Gcm<C> {
    /// An incremental decryptor for one message `ciphertext ‖ tag` (see [`Crypter`]). It releases
    /// no plaintext before `finish` has verified the tag.
    pub fn decryptor(&self, nonce: &[u8], aad: &[u8]) -> Result<Decryptor<'_, C>, Error> {
        let state = self.start(nonce, aad)?;
        Ok(Decryptor {
            gcm: self,
            state,
            aad_len: aad.len() as u64,
            first: Vec::new(),
            rest: Vec::new(),
            len: 0,
            lent: None,
            poisoned: false,
            too_long: false,
            finished: false,
        })
    }
}

/// The smallest chunk a [`Decryptor`] adds when it grows on its own.
const MIN_CHUNK: usize = 4096;

/// [`Decryptor`]'s `finish` copies and decrypts this many bytes at a time (a multiple of 16).
const OPEN_PIECE: usize = 16 * 1024;

impl<C: BlockCipher> Decryptor<'_, C> {
    /// Reserves room for `total_len` bytes of input (ciphertext and tag, counting what is already
    /// buffered), so a caller that knows the message length makes the decryptor allocate exactly
    /// once. (Lengths beyond what GCM allows are clamped to that limit.)
    pub fn reserve(&mut self, total_len: usize) {
        self.reclaim();
        let total_len = total_len.min(usize::try_from(self.limit()).unwrap_or(usize::MAX));
        let cap = self.capacity();
        if total_len <= cap {
            return;
        }
        let more = total_len - cap;
        let last = self.last_chunk();
        if last.capacity() == 0 {
            *last = Vec::with_capacity(more);
        } else if last.len() == last.capacity() {
            self.rest.push(Vec::with_capacity(more));
        } else {
            // A partly filled last chunk grows in place (the only case that copies).
            let additional = last.capacity() - last.len() + more;
            last.reserve_exact(additional);
        }
    }

    /// The longest input (ciphertext and tag) this message may have.
    fn limit(&self) -> u64 {
        MAX_PLAINTEXT_LEN + self.gcm.tag_len as u64
    }

    fn capacity(&self) -> usize {
        self.first.capacity() + self.rest.iter().map(Vec::capacity).sum::<usize>()
    }

    /// The chunk being filled.
    fn last_chunk(&mut self) -> &mut Vec<u8> {
        match self.rest.last_mut() {
            Some(chunk) => chunk,
            None => &mut self.first,
        }
    }

    /// Takes back room lent by `input_buffer` and not committed.
    fn reclaim(&mut self) {
        if let Some(len) = self.lent.take() {
            self.last_chunk().truncate(len);
        }
    }

    /// Appends `input` (within the limit), adding chunks as needed.
    fn push(&mut self, mut input: &[u8]) {
        while !input.is_empty() {
            let at_least = self.capacity().max(MIN_CHUNK);
            let last = self.last_chunk();
            let free = last.capacity() - last.len();
            if free == 0 {
                // Geometric growth: a new chunk at least as large as all before it.
                let chunk = Vec::with_capacity(input.len().max(at_least));
                if last.capacity() == 0 {
                    *last = chunk;
                } else {
                    self.rest.push(chunk);
                }
                continue;
            }
            let take = free.min(input.len());
            last.extend_from_slice(&input[..take]);
            input = &input[take..];
        }
    }

    /// Copies input bytes `offset..offset + dst.len()` into `dst`.
    fn copy_input(&self, mut offset: usize, mut dst: &mut [u8]) {
        for chunk in core::iter::once(&self.first).chain(&self.rest) {
            if dst.is_empty() {
                return;
            }
            if offset >= chunk.len() {
                offset -= chunk.len();
                continue;
            }
            let take = (chunk.len() - offset).min(dst.len());
            let (head, rest) = core::mem::take(&mut dst).split_at_mut(take);
            head.copy_from_slice(&chunk[offset..offset + take]);
            dst = rest;
            offset = 0;
        }
    }

    /// Frees the buffer (it holds ciphertext only: no wipe needed).
    fn clear(&mut self) {
        self.first = Vec::new();
        self.rest = Vec::new();
        self.len = 0;
        self.lent = None;
    }

    /// Marks the message finished; the ciphertext length, or why it cannot be opened.
    fn begin_finish(&mut self) -> Result<usize, Error> {
        self.reclaim();
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let tag_len = self.gcm.tag_len;
        let result = if self.poisoned {
            Err(if self.too_long { Error::MessageTooLong } else { Error::InvalidLength })
        } else if self.len < tag_len {
            Err(Error::InvalidLength)
        } else {
            Ok(self.len - tag_len)
        };
        if result.is_err() {
            self.clear();
        }
        result
    }

    /// Decrypts the buffered ciphertext into `out` (exactly its length) and verifies the tag; on
    /// a mismatch `out` is wiped. The same blocks and tail as [`Gcm::crypt`], so the same result.
    fn open_into(&mut self, out: &mut [u8]) -> Result<(), Error> {
        let ct_len = out.len();
        let tag_len = self.gcm.tag_len;
        let mut tag = [0u8; 16];
        self.copy_input(ct_len, &mut tag[..tag_len]);
        let bulk = if ct_len <= SMALL { 0 } else { ct_len / 16 * 16 };
        let mut done = 0;
        while done < bulk {
            let end = bulk.min(done + OPEN_PIECE);
            let piece = &mut out[done..end];
            self.copy_input(done, piece);
            self.gcm.crypt_blocks(&mut self.state, piece.as_chunks_mut::<16>().0, false);
            done = end;
        }
        let tail = &mut out[bulk..];
        self.copy_input(bulk, tail);
        let expected = self.gcm.finish_message(&mut self.state, tail, false, self.aad_len, ct_len as u64);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(expected.matches(&tag[..tag_len])) {
            Ok(())
        } else {
            out.zeroize();
            Err(Error::AuthenticationFailed)
        }
    }
}

impl<C: BlockCipher> Crypter for Decryptor<'_, C> {
    fn update(&mut self, input: &[u8], _output: &mut [u8]) -> usize {
        self.reclaim();
        if self.finished || self.poisoned {
            return 0;
        }
        if self.len as u64 + input.len() as u64 > self.limit() {
            self.poisoned = true;
            self.too_long = true;
            return 0;
        }
        self.push(input);
        self.len += input.len();
        0
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        self.reclaim();
        if !self.finished && output.len() < self.finish_len() {
            self.finished = true;
            self.clear();
            return Err(Error::InvalidLength);
        }
        let n = self.begin_finish()?;
        let result = self.open_into(&mut output[..n]);
        self.clear();
        result.map(|()| n)
    }

    fn update_len(&self, _input_len: usize) -> usize {
        0
    }

    fn finish_len(&self) -> usize {
        self.len.saturating_sub(self.gcm.tag_len)
    }

    fn finish_to_vec(&mut self) -> Result<Vec<u8>, Error> {
        let ct_len = self.begin_finish()?;
        let mut buf = if self.rest.is_empty() {
            // One chunk (e.g. after `reserve`): decrypt in place and hand it over.
            core::mem::take(&mut self.first)
        } else {
            // Several: gather them into one vector. The last chunk is the largest and may be
            // mostly empty; shrinking it first keeps the peak near twice the message.
            if let Some(last) = self.rest.last_mut() {
                last.shrink_to_fit();
            }
            let mut buf = Vec::with_capacity(self.len);
            for chunk in core::iter::once(&self.first).chain(&self.rest) {
                buf.extend_from_slice(chunk);
            }
            buf
        };
        self.clear();
        let (ct, tag) = buf.split_at_mut(ct_len);
        let expected = self.gcm.crypt(&mut self.state, ct, false, self.aad_len);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(expected.matches(tag)) {
            buf.truncate(ct_len);
            Ok(buf)
        } else {
            buf.zeroize();
            Err(Error::AuthenticationFailed)
        }
    }

    fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>> {
        self.reclaim();
        if self.len != 0 || self.finished || self.poisoned {
            return None;
        }
        self.finished = true;
        self.clear();
        let tag_len = self.gcm.tag_len;
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
            ct.zeroize();
            Some(Err(Error::AuthenticationFailed))
        }
    }

    fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]> {
        self.reclaim();
        if self.finished || self.poisoned {
            return Some(&mut []);
        }
        let allowed = usize::try_from(self.limit() - self.len as u64).unwrap_or(usize::MAX);
        let last = self.last_chunk();
        let filled = last.len();
        let room = (last.capacity() - filled).min(max_len).min(allowed);
        last.resize(filled + room, 0);
        self.lent = Some(filled);
        let last = self.last_chunk();
        Some(&mut last[filled..])
    }

    fn commit_input(&mut self, n: usize) {
        let Some(filled) = self.lent.take() else {
            self.poisoned |= n > 0 && !self.finished;
            return;
        };
        let last = self.last_chunk();
        if n > last.len() - filled {
            last.truncate(filled);
            self.poisoned = true;
            return;
        }
        last.truncate(filled + n);
        self.len += n;
    }
}

impl<C: BlockCipher> fmt::Debug for Decryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Decryptor")
            .field("backend", &self.gcm.backend())
            .field("buffered", &self.len)
            .finish_non_exhaustive()
    }
}
