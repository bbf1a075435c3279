//! AES-GCM (NIST SP 800-38D): authenticated encryption with associated data.
//!
//! ```text
//! H  = E_K(0^128)
//! J0 = IV ‖ 0^31 ‖ 1                                  if len(IV) = 96 bits (the fast path)
//!    = GHASH_H(IV ‖ 0^(s+64) ‖ [len(IV)]_64)          otherwise (any non-zero length)
//! C  = P ⊕ the keystream E_K(inc32(J0)), E_K(inc32²(J0)), …   (inc32: the low 32 bits count)
//! S  = GHASH_H(A ‖ 0^v ‖ C ‖ 0^u ‖ [len(A)]_64 ‖ [len(C)]_64)
//! T  = MSB_t(E_K(J0) ⊕ S)
//! ```
//! The bulk of `C` and its GHASH run in one stitched pass on the SIMD backends. Decryption hashes
//! and decrypts in one pass too, then compares the tag in constant time and, on a mismatch, wipes
//! the caller's buffer before returning [`Error::AuthenticationFailed`]: no unauthenticated
//! plaintext is ever left behind.
//!
//! Limits (SP 800-38D §5.2.1.1): plaintext ≤ 2^39 − 256 bits (2^36 − 32 bytes), AAD ≤ 2^64 − 1
//! bits (checked as 2^61 − 1 bytes), IV between 1 and 2^64 − 1 bits; anything else is an error.

use crate::backend::dispatch::GHashKey;
use crate::backend::kernels::{Block, GcmEnd, inc32};
use crate::backend::wipe::wipe;
use crate::{Aes128, Aes192, Aes256, Backend, BlockCipher, Crypter, Error, ct};
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// Messages up to this many bytes take the small-message path: one AES call and one GHASH call
/// in all (see `Gcm::finish_message`).
const SMALL: usize = crate::backend::kernels::GCM_TAIL;

/// Longest plaintext GCM allows: 2^36 − 32 bytes.
pub const MAX_PLAINTEXT_LEN: u64 = (1 << 36) - 32;
/// Longest associated data GCM allows: 2^61 − 1 bytes.
pub const MAX_AAD_LEN: u64 = (1 << 61) - 1;

/// AES-GCM with a fixed key and tag length.
///
/// `H` and the backend's powers of `H` are computed once here, at key setup, and zeroized on drop
/// (with the round keys); a seal or open allocates nothing and recomputes nothing per call.
///
/// ```
/// use aes_engine::Aes256Gcm;
///
/// let gcm = Aes256Gcm::new(&[0x11; 32]);
/// let nonce = [0x22; 12];
/// let sealed = gcm.encrypt(&nonce, b"header", b"secret message").unwrap();
/// assert_eq!(sealed.len(), 14 + 16);
/// assert_eq!(gcm.decrypt(&nonce, b"header", &sealed).unwrap(), b"secret message");
/// assert!(gcm.decrypt(&nonce, b"other header", &sealed).is_err());
/// ```
pub struct Gcm<C: BlockCipher> {
    cipher: C,
    ghash: GHashKey,
    tag_len: usize,
}

/// AES-128-GCM.
pub type Aes128Gcm = Gcm<Aes128>;
/// AES-192-GCM.
pub type Aes192Gcm = Gcm<Aes192>;
/// AES-256-GCM.
pub type Aes256Gcm = Gcm<Aes256>;

macro_rules! gcm_constructors {
    ($aes:ident, $len:literal) => {
        impl Gcm<$aes> {
            /// AES-GCM on the default backend (see [`crate::Aes128::new`]), with 16-byte tags.
            pub fn new(key: &[u8; $len]) -> Self {
                Gcm::from_cipher($aes::new(key))
            }

            /// AES-GCM on a named backend, or [`Error::BackendUnavailable`].
            pub fn with_backend(key: &[u8; $len], backend: Backend) -> Result<Self, Error> {
                Ok(Gcm::from_cipher($aes::with_backend(key, backend)?))
            }

            /// Like `new` for a key given as a slice; [`Error::InvalidLength`] unless it has the
            /// right length.
            pub fn new_from_slice(key: &[u8]) -> Result<Self, Error> {
                Ok(Gcm::from_cipher($aes::new_from_slice(key)?))
            }
        }
    };
}

gcm_constructors!(Aes128, 16);
gcm_constructors!(Aes192, 24);
gcm_constructors!(Aes256, 32);

/// A GCM tag: [`Gcm::tag_len`] bytes.
///
/// Aligned to 16 so that the tag bytes stay at offset 0 of a `Result<Tag, Error>` and move as
/// one 16-byte word (with a 1-byte discriminant in front they were copied unaligned, and the
/// store-to-load forwarding of those copies cost a measurable share of a 16-byte seal).
#[derive(Clone, Copy)]
#[repr(C, align(16))]
pub struct Tag {
    bytes: [u8; 16],
    len: u8,
}

impl AsRef<[u8]> for Tag {
    fn as_ref(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

impl fmt::Debug for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tag(")?;
        for b in self.as_ref() {
            write!(f, "{b:02x}")?;
        }
        write!(f, ")")
    }
}

impl PartialEq for Tag {
    /// Constant-time comparison.
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && bool::from(self.as_ref().ct_eq(other.as_ref()))
    }
}

impl Eq for Tag {}

/// The state of one message: J0, the next counter block and the GHASH accumulator.
///
/// Aligned to 16 for the same reason as [`Tag`]: the blocks move as whole 16-byte words.
#[repr(C, align(16))]
struct State {
    j0: Block,
    counter: Block,
    y: Block,
}

impl Drop for State {
    fn drop(&mut self) {
        // The counter is public (it is J0 plus a count); J0 is derived from H for non-96-bit
        // nonces, and Y is H-dependent until the tag is formed.
        wipe(core::slice::from_mut(&mut self.j0));
        wipe(core::slice::from_mut(&mut self.y));
    }
}

impl<C: BlockCipher> Gcm<C> {
    /// GCM over an existing block cipher (its backend is kept), with 16-byte tags.
    pub fn from_cipher(cipher: C) -> Self {
        let mut h = [0u8; 16];
        cipher.encrypt_block(&mut h);
        let ghash = cipher.key().ghash_key(&h);
        h.zeroize();
        Gcm { cipher, ghash, tag_len: 16 }
    }

    /// The same key with another tag length: 16 (default), 15, 14, 13 or 12 bytes; 8 and 4 are
    /// allowed for protocols that need them but are weak (SP 800-38D Appendix C limits how much
    /// data they may protect). Anything else is [`Error::InvalidTagLength`].
    pub fn with_tag_len(mut self, len: usize) -> Result<Self, Error> {
        if !matches!(len, 4 | 8 | 12..=16) {
            return Err(Error::InvalidTagLength);
        }
        self.tag_len = len;
        Ok(self)
    }

    /// The tag length in bytes.
    pub fn tag_len(&self) -> usize {
        self.tag_len
    }

    /// The backend this key runs on.
    pub fn backend(&self) -> Backend {
        self.cipher.backend()
    }

    /// Checks the nonce and AAD, derives J0, hashes the AAD. The message length is checked by the
    /// caller (one-shot) or as it grows (engines).
    fn start(&self, nonce: &[u8], aad: &[u8]) -> Result<State, Error> {
        if nonce.is_empty() || nonce.len() as u64 > u64::MAX >> 3 {
            return Err(Error::InvalidNonce);
        }
        if aad.len() as u64 > MAX_AAD_LEN {
            return Err(Error::MessageTooLong);
        }
        let (j0, counter) = if let Ok(nonce) = <&[u8; 12]>::try_from(nonce) {
            // J0 = nonce ‖ 0^31 ‖ 1, and inc32(J0) only changes the last byte to 2: built with
            // stores alone (no load of bytes just stored, which would wait for the stores).
            let mut j0 = [0u8; 16];
            j0[..12].copy_from_slice(nonce);
            let mut counter = j0;
            j0[15] = 1;
            counter[15] = 2;
            (j0, counter)
        } else {
            let mut j0 = [0u8; 16];
            self.absorb_padded(&mut j0, nonce);
            let mut lens = [0u8; 16];
            lens[8..].copy_from_slice(&(nonce.len() as u64 * 8).to_be_bytes());
            self.ghash.update_blocks(&mut j0, core::slice::from_ref(&lens));
            let mut counter = j0;
            inc32(&mut counter);
            (j0, counter)
        };
        let mut y = [0u8; 16];
        self.absorb_padded(&mut y, aad);
        // E_K(J0) is computed at the end, in one kernel call with the last partial block.
        Ok(State { j0, counter, y })
    }

    /// GHASH of `data` zero-padded to whole blocks, into `y`.
    fn absorb_padded(&self, y: &mut Block, data: &[u8]) {
        let (blocks, rest) = data.as_chunks::<16>();
        if !blocks.is_empty() {
            self.ghash.update_blocks(y, blocks);
        }
        if !rest.is_empty() {
            let mut last = [0u8; 16];
            last[..rest.len()].copy_from_slice(rest);
            self.ghash.update_blocks(y, core::slice::from_ref(&last));
        }
    }

    /// Encrypts (`seal`) or decrypts whole blocks of the message, hashing the ciphertext: one
    /// stitched kernel call for the whole slice.
    fn crypt_blocks(&self, st: &mut State, blocks: &mut [Block], seal: bool) {
        if blocks.is_empty() {
            return;
        }
        let key = self.cipher.key();
        if seal {
            key.gcm_seal(&self.ghash, &mut st.counter, &mut st.y, blocks);
        } else {
            key.gcm_open(&self.ghash, &mut st.counter, &mut st.y, blocks);
        }
    }

    /// Ends the message: the last bytes `tail` (at most [`SMALL`] bytes: up to four whole blocks,
    /// possibly partial, possibly empty), the length block and the tag `E_K(J0) ⊕ GHASH(…)`,
    /// untruncated, in one kernel call (`gcm_finish`): small messages are dominated by fixed
    /// costs, so E_K(J0) and the tail's keystream are in flight together and the padded tail
    /// ciphertext and the length block share one GHASH reduction.
    fn finish_message(&self, st: &mut State, tail: &mut [u8], seal: bool, aad_len: u64, ct_len: u64) -> Tag {
        let mut lens = [0u8; 16];
        lens[..8].copy_from_slice(&(aad_len * 8).to_be_bytes());
        lens[8..].copy_from_slice(&(ct_len * 8).to_be_bytes());
        let end = GcmEnd { j0: &st.j0, counter: &mut st.counter, y: &st.y, tail, lens, seal };
        let bytes = self.cipher.key().gcm_finish(&self.ghash, end);
        Tag { bytes, len: self.tag_len as u8 }
    }

    /// The whole message after `start`: bulk blocks, then the tail and the tag. Messages of at
    /// most [`SMALL`] bytes skip the bulk kernel and go through `finish_message` alone.
    fn crypt(&self, st: &mut State, buf: &mut [u8], seal: bool, aad_len: u64) -> Tag {
        let ct_len = buf.len() as u64;
        let bulk = if buf.len() <= SMALL { 0 } else { buf.len() / 16 * 16 };
        let (head, tail) = buf.split_at_mut(bulk);
        self.crypt_blocks(st, head.as_chunks_mut::<16>().0, seal);
        self.finish_message(st, tail, seal, aad_len, ct_len)
    }

    /// Encrypts `buf` in place and returns the tag. No allocation.
    ///
    /// ```
    /// use aes_engine::Aes128Gcm;
    /// use hex_literal::hex;
    ///
    /// // GCM spec (McGrew–Viega) Test Case 2.
    /// let gcm = Aes128Gcm::new(&[0; 16]);
    /// let mut buf = [0u8; 16];
    /// let tag = gcm.encrypt_in_place_detached(&[0; 12], b"", &mut buf).unwrap();
    /// assert_eq!(buf, hex!("0388dace60b6a392f328c2b971b2fe78"));
    /// assert_eq!(tag.as_ref(), hex!("ab6e47d42cec13bdf53a67b21257bddf"));
    /// ```
    pub fn encrypt_in_place_detached(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8]) -> Result<Tag, Error> {
        if buf.len() as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let mut st = self.start(nonce, aad)?;
        Ok(self.crypt(&mut st, buf, true, aad.len() as u64))
    }

    /// Decrypts `buf` in place if `tag` verifies. On any failure `buf` holds no plaintext: it is
    /// wiped (zero-filled) on [`Error::AuthenticationFailed`], and untouched on argument errors
    /// (wrong tag length, empty nonce, oversized input). No allocation.
    pub fn decrypt_in_place_detached(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        if tag.len() != self.tag_len {
            return Err(Error::InvalidTagLength);
        }
        if buf.len() as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let mut st = self.start(nonce, aad)?;
        let expected = self.crypt(&mut st, buf, false, aad.len() as u64);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(expected.as_ref().ct_eq(tag)) {
            Ok(())
        } else {
            buf.zeroize();
            Err(Error::AuthenticationFailed)
        }
    }

    /// Encrypts `plaintext`; returns `ciphertext ‖ tag`.
    #[cfg(feature = "alloc")]
    pub fn encrypt(&self, nonce: &[u8], aad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, Error> {
        // Check the limit before allocating: an oversized input must be an error, not an
        // allocation failure (abort) or a copy of the whole input.
        if plaintext.len() as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let mut out = Vec::with_capacity(plaintext.len() + self.tag_len);
        out.extend_from_slice(plaintext);
        let tag = self.encrypt_in_place_detached(nonce, aad, &mut out)?;
        out.extend_from_slice(tag.as_ref());
        Ok(out)
    }

    /// Decrypts `ciphertext ‖ tag`; returns the plaintext only if the tag verifies. A input
    /// shorter than the tag is [`Error::InvalidLength`].
    #[cfg(feature = "alloc")]
    pub fn decrypt(&self, nonce: &[u8], aad: &[u8], ct_and_tag: &[u8]) -> Result<Vec<u8>, Error> {
        let ct_len = ct_and_tag.len().checked_sub(self.tag_len).ok_or(Error::InvalidLength)?;
        // As in `encrypt`: no copy of an input that is over the limit anyway.
        if ct_len as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let (ct, tag) = ct_and_tag.split_at(ct_len);
        let mut out = ct.to_vec();
        self.decrypt_in_place_detached(nonce, aad, &mut out, tag)?;
        Ok(out)
    }

    /// An incremental encryptor for one message (see [`Crypter`]); `finish` appends the tag.
    pub fn encryptor(&self, nonce: &[u8], aad: &[u8]) -> Result<Encryptor<'_, C>, Error> {
        let state = self.start(nonce, aad)?;
        Ok(Encryptor {
            gcm: self,
            state,
            aad_len: aad.len() as u64,
            ct_len: 0,
            pending: [0; 16],
            pending_len: 0,
            poisoned: false,
            too_long: false,
            finished: false,
        })
    }

    /// An incremental decryptor for one message `ciphertext ‖ tag` (see [`Crypter`]). It releases
    /// no plaintext before `finish` has verified the tag.
    #[cfg(feature = "alloc")]
    pub fn decryptor(&self, nonce: &[u8], aad: &[u8]) -> Result<Decryptor<'_, C>, Error> {
        let state = self.start(nonce, aad)?;
        Ok(Decryptor { gcm: self, state, aad_len: aad.len() as u64, buf: Vec::new(), poisoned: false, finished: false })
    }
}

impl<C: BlockCipher + Clone> Clone for Gcm<C> {
    fn clone(&self) -> Self {
        Gcm { cipher: self.cipher.clone(), ghash: self.ghash.clone(), tag_len: self.tag_len }
    }
}

impl<C: BlockCipher> fmt::Debug for Gcm<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gcm").field("backend", &self.backend()).field("tag_len", &self.tag_len).finish_non_exhaustive()
    }
}

/// Incremental GCM encryption of one message, from [`Gcm::encryptor`].
///
/// Whole blocks are output as soon as they are complete (a partial block waits for more input);
/// [`Crypter::finish`] writes the last partial block and the tag.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter};
///
/// let gcm = Aes128Gcm::new(&[3; 16]);
/// let mut enc = gcm.encryptor(&[4; 12], b"aad").unwrap();
/// let mut out = vec![0u8; 100];
/// let mut n = enc.update(b"streamed ", &mut out);
/// n += enc.update(b"plaintext", &mut out[n..]);
/// n += enc.finish(&mut out[n..]).unwrap();
/// assert_eq!(&out[..n], gcm.encrypt(&[4; 12], b"aad", b"streamed plaintext").unwrap());
/// ```
pub struct Encryptor<'a, C: BlockCipher> {
    gcm: &'a Gcm<C>,
    state: State,
    aad_len: u64,
    ct_len: u64,
    pending: Block,
    pending_len: usize,
    poisoned: bool,
    /// The poisoning `update` would have taken the message over [`MAX_PLAINTEXT_LEN`].
    too_long: bool,
    finished: bool,
}

impl<C: BlockCipher> Crypter for Encryptor<'_, C> {
    fn update(&mut self, mut input: &[u8], output: &mut [u8]) -> usize {
        let too_long = self.ct_len + (self.pending_len + input.len()) as u64 > MAX_PLAINTEXT_LEN;
        if self.finished || self.poisoned || too_long || output.len() < self.update_len(input.len()) {
            self.poisoned |= !self.finished;
            self.too_long |= too_long && !self.finished;
            return 0;
        }
        let mut written = 0;
        if self.pending_len > 0 {
            let take = input.len().min(16 - self.pending_len);
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&input[..take]);
            self.pending_len += take;
            input = &input[take..];
            if self.pending_len < 16 {
                return 0;
            }
            self.gcm.crypt_blocks(&mut self.state, core::slice::from_mut(&mut self.pending), true);
            output[..16].copy_from_slice(&self.pending);
            self.pending_len = 0;
            written = 16;
        }
        let whole = input.len() / 16 * 16;
        let out = &mut output[written..written + whole];
        out.copy_from_slice(&input[..whole]);
        self.gcm.crypt_blocks(&mut self.state, out.as_chunks_mut::<16>().0, true);
        written += whole;
        let rest = &input[whole..];
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
        self.ct_len += written as u64;
        written
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let n = self.pending_len;
        if self.poisoned || output.len() < n + self.gcm.tag_len {
            self.pending.zeroize();
            return Err(if self.too_long { Error::MessageTooLong } else { Error::InvalidLength });
        }
        let tail = &mut self.pending[..n];
        let tag = self.gcm.finish_message(&mut self.state, tail, true, self.aad_len, self.ct_len + n as u64);
        output[..n].copy_from_slice(tail);
        output[n..n + self.gcm.tag_len].copy_from_slice(tag.as_ref());
        self.pending.zeroize();
        Ok(n + self.gcm.tag_len)
    }

    fn update_len(&self, input_len: usize) -> usize {
        (self.pending_len + input_len) / 16 * 16
    }

    fn finish_len(&self) -> usize {
        self.pending_len + self.gcm.tag_len
    }
}

impl<C: BlockCipher> Drop for Encryptor<'_, C> {
    fn drop(&mut self) {
        self.pending.zeroize();
    }
}

impl<C: BlockCipher> fmt::Debug for Encryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Encryptor").field("backend", &self.gcm.backend()).finish_non_exhaustive()
    }
}

/// Incremental GCM decryption of one message `ciphertext ‖ tag`, from [`Gcm::decryptor`].
///
/// `update` only buffers (it returns 0): no plaintext is released before [`Crypter::finish`]
/// has verified the tag. The buffer grows geometrically (amortised O(1) per byte, never an
/// exact-size reallocation per update); [`Decryptor::reserve`] allocates once for a known length.
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
#[cfg(feature = "alloc")]
pub struct Decryptor<'a, C: BlockCipher> {
    gcm: &'a Gcm<C>,
    state: State,
    aad_len: u64,
    buf: Vec<u8>,
    poisoned: bool,
    finished: bool,
}

#[cfg(feature = "alloc")]
impl<C: BlockCipher> Decryptor<'_, C> {
    /// Reserves room for `total_len` bytes of input (ciphertext and tag), so a caller that knows
    /// the message length makes the decryptor allocate exactly once.
    pub fn reserve(&mut self, total_len: usize) {
        self.buf.reserve_exact(total_len.saturating_sub(self.buf.len()));
    }

    /// Verifies and decrypts the buffered message in place in the buffer; returns the plaintext
    /// length. On failure the buffer is wiped.
    fn open_buffered(&mut self) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let tag_len = self.gcm.tag_len;
        let result = if self.poisoned {
            Err(Error::MessageTooLong)
        } else if self.buf.len() < tag_len {
            Err(Error::InvalidLength)
        } else {
            let ct_len = self.buf.len() - tag_len;
            let (ct, tag) = self.buf.split_at_mut(ct_len);
            // Verify-then-decrypt is not needed: `crypt` decrypts in our own buffer, which is
            // wiped below before anything leaves on a mismatch.
            let expected = self.gcm.crypt(&mut self.state, ct, false, self.aad_len);
            if ct::declassify(expected.as_ref().ct_eq(tag)) { Ok(ct_len) } else { Err(Error::AuthenticationFailed) }
        };
        if result.is_err() {
            self.buf.zeroize();
            self.buf.clear();
        }
        result
    }
}

#[cfg(feature = "alloc")]
impl<C: BlockCipher> Crypter for Decryptor<'_, C> {
    fn update(&mut self, input: &[u8], _output: &mut [u8]) -> usize {
        if self.finished {
            return 0;
        }
        if (self.buf.len() + input.len()) as u64 > MAX_PLAINTEXT_LEN + 16 {
            self.poisoned = true;
            return 0;
        }
        if !self.poisoned {
            self.buf.extend_from_slice(input);
        }
        0
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if !self.finished && output.len() < self.finish_len() {
            self.finished = true;
            self.buf.zeroize();
            return Err(Error::InvalidLength);
        }
        let n = self.open_buffered()?;
        output[..n].copy_from_slice(&self.buf[..n]);
        self.buf.zeroize();
        Ok(n)
    }

    fn update_len(&self, _input_len: usize) -> usize {
        0
    }

    fn finish_len(&self) -> usize {
        self.buf.len().saturating_sub(self.gcm.tag_len)
    }

    fn finish_to_vec(&mut self) -> Result<Vec<u8>, Error> {
        let n = self.open_buffered()?;
        let mut out = core::mem::take(&mut self.buf);
        out.truncate(n);
        Ok(out)
    }
}

#[cfg(feature = "alloc")]
impl<C: BlockCipher> Drop for Decryptor<'_, C> {
    fn drop(&mut self) {
        self.buf.zeroize();
    }
}

#[cfg(feature = "alloc")]
impl<C: BlockCipher> fmt::Debug for Decryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Decryptor")
            .field("backend", &self.gcm.backend())
            .field("buffered", &self.buf.len())
            .finish_non_exhaustive()
    }
}
