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
use subtle::{Choice, ConstantTimeEq};
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

impl Tag {
    /// Whether `tag` is this tag, in constant time: both zero-padded to 128 bits, XORed as two
    /// 64-bit words, ORed together, and the difference compared with zero in one `subtle` step.
    /// (`<[u8]>::ct_eq` makes an optimisation barrier, a volatile store and load, per byte: a
    /// visible share of a small open.) The lengths are public; a length mismatch is no match.
    fn matches(&self, tag: &[u8]) -> Choice {
        let n = self.len as usize;
        if tag.len() != n {
            return Choice::from(0);
        }
        let mut mine = [0u8; 16];
        mine[..n].copy_from_slice(&self.bytes[..n]);
        let mut other = [0u8; 16];
        other[..n].copy_from_slice(tag);
        let (a, b) = (mine.as_chunks::<8>().0, other.as_chunks::<8>().0);
        let word = |w: &[[u8; 8]], i: usize| u64::from_ne_bytes(w[i]);
        let diff = (word(a, 0) ^ word(b, 0)) | (word(a, 1) ^ word(b, 1));
        diff.ct_eq(&0)
    }
}

impl PartialEq for Tag {
    /// Constant-time comparison.
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.matches(other.as_ref()))
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
        // J0, and so the counter (J0 plus a count), is derived from H for non-96-bit nonces, and
        // Y is H-dependent until the tag is formed: all three go.
        wipe(core::slice::from_mut(&mut self.j0));
        wipe(core::slice::from_mut(&mut self.counter));
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
        if ct::declassify(expected.matches(tag)) {
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

    /// In place while no partial block is pending: the whole blocks of `data` are encrypted
    /// where they lie, a trailing partial block becomes the pending block (its bytes in `data`
    /// zeroed).
    fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
        if self.pending_len > 0 {
            return None;
        }
        let too_long = self.ct_len + data.len() as u64 > MAX_PLAINTEXT_LEN;
        if self.finished || self.poisoned || too_long {
            self.poisoned |= !self.finished;
            self.too_long |= too_long && !self.finished;
            data.zeroize();
            return Some(0);
        }
        let (blocks, rest) = data.as_chunks_mut::<16>();
        self.gcm.crypt_blocks(&mut self.state, blocks, true);
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
        rest.zeroize();
        let whole = blocks.len() * 16;
        self.ct_len += whole as u64;
        Some(whole)
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
#[cfg(feature = "alloc")]
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

/// The smallest chunk a [`Decryptor`] adds when it grows on its own.
#[cfg(feature = "alloc")]
const MIN_CHUNK: usize = 4096;

/// [`Decryptor`]'s `finish` copies and decrypts this many bytes at a time (a multiple of 16).
#[cfg(feature = "alloc")]
const OPEN_PIECE: usize = 16 * 1024;

#[cfg(feature = "alloc")]
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

#[cfg(feature = "alloc")]
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

#[cfg(feature = "alloc")]
impl<C: BlockCipher> fmt::Debug for Decryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Decryptor")
            .field("backend", &self.gcm.backend())
            .field("buffered", &self.len)
            .finish_non_exhaustive()
    }
}
