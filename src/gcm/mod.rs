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

use crate::backend::dispatch::Usable;
use crate::backend::gcm_key::GcmKey;
use crate::backend::kernels::{Block, GcmEnd, GcmLast, inc32};
use crate::backend::wipe::wipe;
use crate::copy::wipe_bytes;
use crate::{Aes128, Aes192, Aes256, Backend, BlockCipher, Error, ct};
use core::fmt;
use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
mod chunks;
#[cfg(feature = "alloc")]
mod decryptor;
mod encryptor;
#[cfg(feature = "alloc")]
mod seal;
mod tag;

#[cfg(feature = "alloc")]
pub use decryptor::Decryptor;
pub use encryptor::Encryptor;
pub use tag::Tag;

/// Frees the calling thread's spare buffers: the decryption buffer described here and the
/// buffer a dropped [`CipherReader`](crate::stream::CipherReader) or
/// [`CipherWriter`](crate::stream::CipherWriter) left for the next one (up to 256 KiB).
///
/// A [`Decryptor`] keeps its input in a buffer of chunks. When it is dropped, its chunks, wiped
/// (of plaintext and ciphertext alike: what is left holds zeros), stay with the thread, up to
/// 2 MiB, and the next decryptor created on that thread takes them instead of allocating: a
/// fresh decryptor (or `CipherReader`) per message then allocates nothing and faults in no pages
/// once the thread has seen a message of the size. This frees them now; a thread's spare is also
/// freed when the thread exits. Decryptors re-armed with [`Reset`](crate::Reset) keep their own
/// buffer and never touch the spare.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter};
///
/// let gcm = Aes128Gcm::new(&[7; 16]);
/// let sealed = gcm.encrypt(&[1; 12], b"", &[0x55; 4096]).unwrap();
/// for _ in 0..3 {
///     // After the first message, the decryptor's buffer is the previous one's.
///     let mut dec = gcm.decryptor(&[1; 12], b"").unwrap();
///     dec.update(&sealed, &mut []);
///     assert_eq!(dec.finish_to_vec().unwrap(), [0x55; 4096]);
/// }
/// aes_engine::gcm::release_spare_buffer(); // the memory goes back to the allocator
/// ```
#[cfg(feature = "std")]
pub fn release_spare_buffer() {
    chunks::spare::release();
    crate::stream::release_spare();
}

/// Messages up to this many bytes take the small-message path: one AES call and one GHASH call
/// in all (see `Gcm::finish_message`).
const SMALL: usize = crate::backend::kernels::GCM_TAIL;

/// GCM's length block: the bit lengths of the AAD and of the ciphertext, 64-bit big-endian each
/// (built by the backend: one 16-byte store where it can).
#[inline(always)]
fn lens_block(aad_len: u64, ct_len: u64) -> Block {
    crate::backend::gcm_blocks::lens_block(aad_len * 8, ct_len * 8)
}

/// Longest plaintext GCM allows: 2^36 − 32 bytes.
///
/// ```
/// use aes_engine::gcm::MAX_PLAINTEXT_LEN;
///
/// // SP 800-38D §5.2.1.1: at most 2^39 − 256 bits per message.
/// assert_eq!(MAX_PLAINTEXT_LEN * 8, (1 << 39) - 256);
/// // A 1 TiB stream must be cut into several messages, each under its own nonce.
/// let total: u64 = 1 << 40;
/// assert_eq!(total.div_ceil(MAX_PLAINTEXT_LEN), 17);
/// ```
pub const MAX_PLAINTEXT_LEN: u64 = (1 << 36) - 32;
/// Longest associated data GCM allows: 2^61 − 1 bytes.
///
/// ```
/// use aes_engine::gcm::MAX_AAD_LEN;
///
/// // The longest AAD whose length in bits still fits GCM's 64-bit length field.
/// assert!(MAX_AAD_LEN.checked_mul(8).is_some());
/// assert!((MAX_AAD_LEN + 1).checked_mul(8).is_none());
/// ```
pub const MAX_AAD_LEN: u64 = (1 << 61) - 1;

/// AES-GCM with a fixed key and tag length.
///
/// `H` and the powers of `H` short messages need are computed at key setup; the wide kernels'
/// tables (on the `vaes` backend) once, inside the key, by the first message long enough to use
/// them. All are zeroized on drop (with the round keys); a seal or open allocates nothing and
/// recomputes nothing per call.
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
    /// The AES key and the GHASH key, built as one value in place (`backend/gcm_key.rs`): a
    /// key's setup moves ~3 KB at most once. The cipher a `Gcm` was made from is not kept (its
    /// key is copied into `key`), only its type.
    /// (It also holds the tag length, so that the `Gcm` has no bytes of its own beside it:
    /// padding there would carry stale stack bytes along with every move, which the key's
    /// whole-value wipe could not reach.)
    key: GcmKey,
    cipher: PhantomData<C>,
}

/// AES-128-GCM.
///
/// ```
/// use aes_engine::Aes128Gcm;
/// use hex_literal::hex;
///
/// // GCM spec (McGrew–Viega) Test Case 2: zero key, zero nonce, one zero block.
/// let gcm = Aes128Gcm::new(&[0; 16]);
/// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
/// assert_eq!(sealed, hex!("0388dace60b6a392f328c2b971b2fe78 ab6e47d42cec13bdf53a67b21257bddf"));
/// assert_eq!(gcm.decrypt(&[0; 12], b"", &sealed).unwrap(), [0; 16]);
/// ```
pub type Aes128Gcm = Gcm<Aes128>;
/// AES-192-GCM.
///
/// ```
/// use aes_engine::Aes192Gcm;
/// use hex_literal::hex;
///
/// // GCM spec (McGrew–Viega) Test Case 8: zero key, zero nonce, one zero block.
/// let gcm = Aes192Gcm::new(&[0; 24]);
/// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
/// assert_eq!(sealed, hex!("98e7247c07f0fe411c267e4384b0f600 2ff58d80033927ab8ef4d4587514f0fb"));
/// assert_eq!(gcm.decrypt(&[0; 12], b"", &sealed).unwrap(), [0; 16]);
/// ```
pub type Aes192Gcm = Gcm<Aes192>;
/// AES-256-GCM.
///
/// ```
/// use aes_engine::Aes256Gcm;
/// use hex_literal::hex;
///
/// // GCM spec (McGrew–Viega) Test Case 14: zero key, zero nonce, one zero block.
/// let gcm = Aes256Gcm::new(&[0; 32]);
/// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
/// assert_eq!(sealed, hex!("cea7403d4d606b6e074ec5d3baf39d18 d0d1c8a799996bf0265b98b5d48ab919"));
/// assert_eq!(gcm.decrypt(&[0; 12], b"", &sealed).unwrap(), [0; 16]);
/// ```
pub type Aes256Gcm = Gcm<Aes256>;

/// The constructors of `$gcm` (= `Gcm<$aes>`), keyed with `$len` bytes; each example checks
/// the GCM spec's (McGrew–Viega) Test Case `$case` for that key length (zero key, zero 96-bit
/// nonce, one zero block), giving `$ct ‖ $tag`.
macro_rules! gcm_constructors {
    ($aes:ident, $gcm:ident, $len:literal, $case:literal, $ct:literal, $tag:literal) => {
        impl Gcm<$aes> {
            /// AES-GCM on the default backend (see [`crate::Aes128::new`]), with 16-byte tags.
            ///
            /// ```
            #[doc = concat!("use aes_engine::", stringify!($gcm), ";")]
            /// use hex_literal::hex;
            ///
            #[doc = concat!("// GCM spec (McGrew–Viega) Test Case ", $case, ".")]
            #[doc = concat!("let gcm = ", stringify!($gcm), "::new(&[0; ", $len, "]);")]
            /// let mut buf = [0u8; 16];
            /// let tag = gcm.encrypt_in_place_detached(&[0; 12], b"", &mut buf).unwrap();
            #[doc = concat!("assert_eq!(buf, hex!(\"", $ct, "\"));")]
            #[doc = concat!("assert_eq!(tag.as_ref(), hex!(\"", $tag, "\"));")]
            /// ```
            #[inline]
            pub fn new(key: &[u8; $len]) -> Self {
                Gcm::with_key(GcmKey::new(key, Usable::default_for_new()))
            }

            /// AES-GCM on a named backend.
            ///
            /// # Errors
            ///
            /// [`Error::BackendUnavailable`] if this CPU cannot run `backend` (or it is not
            /// compiled for this architecture).
            ///
            /// ```
            #[doc = concat!("use aes_engine::{", stringify!($gcm), ", Backend, Error};")]
            /// use hex_literal::hex;
            ///
            /// // The portable backend runs everywhere and gives the same result as any other.
            #[doc = concat!("let soft = ", stringify!($gcm), "::with_backend(&[0; ", $len, "], Backend::Soft).unwrap();")]
            /// assert_eq!(soft.backend(), Backend::Soft);
            /// let sealed = soft.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
            #[doc = concat!("assert_eq!(sealed, hex!(\"", $ct, " ", $tag, "\"));")]
            ///
            /// // A SIMD backend may be missing on this CPU: that is an error, not a panic.
            #[doc = concat!("match ", stringify!($gcm), "::with_backend(&[0; ", $len, "], Backend::Vaes) {")]
            ///     Ok(gcm) => assert_eq!(gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap(), sealed),
            ///     Err(e) => assert_eq!(e, Error::BackendUnavailable(Backend::Vaes)),
            /// }
            /// ```
            pub fn with_backend(key: &[u8; $len], backend: Backend) -> Result<Self, Error> {
                Ok(Gcm::with_key(GcmKey::new(key, Usable::get(backend)?)))
            }

            /// Like `new` for a key given as a slice.
            ///
            /// # Errors
            ///
            #[doc = concat!("[`Error::InvalidLength`] unless `key` is ", $len, " bytes long.")]
            ///
            /// ```
            #[doc = concat!("use aes_engine::{", stringify!($gcm), ", Error};")]
            /// use hex_literal::hex;
            ///
            /// // Key material from elsewhere, e.g. the output of a key derivation.
            /// let okm = [0u8; 64];
            #[doc = concat!("let gcm = ", stringify!($gcm), "::new_from_slice(&okm[..", $len, "]).unwrap();")]
            /// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
            #[doc = concat!("assert_eq!(sealed, hex!(\"", $ct, " ", $tag, "\"));")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($gcm), "::new_from_slice(&okm[..20]).unwrap_err(), Error::InvalidLength);")]
            /// ```
            pub fn new_from_slice(key: &[u8]) -> Result<Self, Error> {
                let key: &[u8; $len] = key.try_into().map_err(|_| Error::InvalidLength)?;
                Ok(Self::new(key))
            }
        }
    };
}

gcm_constructors!(Aes128, Aes128Gcm, 16, "2", "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf");
gcm_constructors!(Aes192, Aes192Gcm, 24, "8", "98e7247c07f0fe411c267e4384b0f600", "2ff58d80033927ab8ef4d4587514f0fb");
gcm_constructors!(Aes256, Aes256Gcm, 32, "14", "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919");

/// What a failed in-place decryption leaves in the buffer: zeros (the crate's API), or the
/// ciphertext again (the `aead` traits, as RustCrypto's `aes-gcm` leaves it).
#[derive(Clone, Copy)]
enum OnFailure {
    Wipe,
    #[cfg(feature = "aead")]
    Reencrypt,
}

/// The state of one message: J0, the next counter block and the GHASH accumulator.
///
/// Aligned to 16 for the same reason as [`Tag`]: the blocks move as whole 16-byte words.
#[repr(C, align(16))]
struct State {
    j0: Block,
    counter: Block,
    y: Block,
    /// The counter is public: J0 came from a 96-bit nonce (`nonce ‖ 0^31 ‖ 1`). For any other
    /// length J0 = GHASH_H(nonce ‖ …) is key-derived, and the kernels must not branch on it.
    ctr_public: bool,
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
    /// GCM over an existing block cipher (its backend is kept), with 16-byte tags. The `Gcm`
    /// keeps a copy of the cipher's key (and its GHASH key next to it); `cipher` itself is
    /// dropped, and wiped, on return.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, Gcm};
    /// use hex_literal::hex;
    ///
    /// let aes = Aes128::with_backend(&[0; 16], Backend::Soft).unwrap();
    /// let gcm = Gcm::from_cipher(aes); // an `Aes128Gcm`
    /// assert_eq!((gcm.backend(), gcm.tag_len()), (Backend::Soft, 16));
    /// // GCM spec (McGrew–Viega) Test Case 2.
    /// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
    /// assert_eq!(sealed, hex!("0388dace60b6a392f328c2b971b2fe78 ab6e47d42cec13bdf53a67b21257bddf"));
    /// ```
    #[inline]
    pub fn from_cipher(cipher: C) -> Self {
        // `cipher` is dropped (and wiped) on return: the `Gcm` holds its own copy of the key.
        Self::with_key(GcmKey::from_aes(cipher.key()))
    }

    /// The `Gcm` of a built key, with 16-byte tags.
    #[inline(always)]
    fn with_key(key: GcmKey) -> Self {
        Gcm { key, cipher: PhantomData }
    }

    /// The same key with another tag length: 16 (default), 15, 14, 13 or 12 bytes; 8 and 4 are
    /// allowed for protocols that need them but are weak (SP 800-38D Appendix C limits how much
    /// data they may protect).
    ///
    /// A truncated tag is the leading bytes of the full one:
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Error};
    /// use hex_literal::hex;
    ///
    /// // GCM spec (McGrew–Viega) Test Case 2, with 12-byte tags.
    /// let gcm = Aes128Gcm::new(&[0; 16]).with_tag_len(12).unwrap();
    /// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
    /// assert_eq!(sealed, hex!("0388dace60b6a392f328c2b971b2fe78 ab6e47d42cec13bdf53a67b2"));
    /// assert_eq!(gcm.decrypt(&[0; 12], b"", &sealed).unwrap(), [0; 16]);
    ///
    /// assert_eq!(Aes128Gcm::new(&[0; 16]).with_tag_len(10).unwrap_err(), Error::InvalidTagLength);
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTagLength`] if `len` is not one of 16, 15, 14, 13, 12, 8 or 4.
    pub fn with_tag_len(mut self, len: usize) -> Result<Self, Error> {
        if !matches!(len, 4 | 8 | 12..=16) {
            return Err(Error::InvalidTagLength);
        }
        self.key.tag_len = len;
        Ok(self)
    }

    /// The tag length in bytes.
    ///
    /// ```
    /// use aes_engine::Aes256Gcm;
    ///
    /// let gcm = Aes256Gcm::new(&[1; 32]);
    /// assert_eq!(gcm.tag_len(), 16);
    /// let gcm = gcm.with_tag_len(8).unwrap();
    /// assert_eq!(gcm.tag_len(), 8);
    /// assert_eq!(gcm.encrypt(&[2; 12], b"", b"hello").unwrap().len(), 5 + gcm.tag_len());
    /// ```
    pub fn tag_len(&self) -> usize {
        self.key.tag_len
    }

    /// The backend this key runs on.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Backend};
    ///
    /// let gcm = Aes128Gcm::with_backend(&[1; 16], Backend::Soft).unwrap();
    /// assert_eq!(gcm.backend(), Backend::Soft);
    /// // `new` picks a backend this CPU can run (the fastest, unless `AES_ENGINE_BACKEND` says).
    /// assert!(Aes128Gcm::new(&[1; 16]).backend().is_available());
    /// ```
    pub fn backend(&self) -> Backend {
        self.key.backend()
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
            // J0 = nonce ‖ 0^31 ‖ 1, and inc32(J0) only changes the last byte to 2 (built by the
            // backend: one 16-byte store each where it can, so the kernels' loads of them forward
            // from the store buffer).
            crate::backend::gcm_blocks::j0_96(nonce)
        } else {
            let mut j0 = [0u8; 16];
            self.absorb_padded(&mut j0, nonce);
            let mut lens = [0u8; 16];
            lens[8..].copy_from_slice(&(nonce.len() as u64 * 8).to_be_bytes());
            self.key.ghash.update_blocks(&mut j0, core::slice::from_ref(&lens));
            let mut counter = j0;
            inc32(&mut counter);
            (j0, counter)
        };
        let mut y = [0u8; 16];
        self.absorb_padded(&mut y, aad);
        // E_K(J0) is computed at the end, in one kernel call with the last partial block.
        Ok(State { j0, counter, y, ctr_public: nonce.len() == 12 })
    }

    /// GHASH of `data` zero-padded to whole blocks, into `y`.
    fn absorb_padded(&self, y: &mut Block, data: &[u8]) {
        let (blocks, rest) = data.as_chunks::<16>();
        if !blocks.is_empty() {
            self.key.ghash.update_blocks(y, blocks);
        }
        if !rest.is_empty() {
            let mut last = [0u8; 16];
            last[..rest.len()].copy_from_slice(rest);
            self.key.ghash.update_blocks(y, core::slice::from_ref(&last));
        }
    }

    /// Encrypts (`seal`) or decrypts whole blocks of the message, hashing the ciphertext: one
    /// stitched kernel call for the whole slice.
    fn crypt_blocks(&self, st: &mut State, blocks: &mut [Block], seal: bool) {
        if blocks.is_empty() {
            return;
        }
        let key = &self.key.aes;
        if seal {
            key.gcm_seal(&self.key.ghash, &mut st.counter, &mut st.y, blocks, st.ctr_public);
        } else {
            key.gcm_open(&self.key.ghash, &mut st.counter, &mut st.y, blocks, st.ctr_public);
        }
    }

    /// Ends the message: the last bytes `tail` (at most [`SMALL`] bytes: up to four whole blocks,
    /// possibly partial, possibly empty), the length block and the tag `E_K(J0) ⊕ GHASH(…)`,
    /// untruncated, in one kernel call (`gcm_finish`): small messages are dominated by fixed
    /// costs, so E_K(J0) and the tail's keystream are in flight together and the padded tail
    /// ciphertext and the length block share one GHASH reduction.
    fn finish_message(&self, st: &mut State, tail: &mut [u8], seal: bool, aad_len: u64, ct_len: u64) -> Tag {
        let lens = lens_block(aad_len, ct_len);
        let end = GcmEnd { j0: &st.j0, counter: &mut st.counter, y: &st.y, tail, lens, seal };
        let bytes = self.key.aes.gcm_finish(&self.key.ghash, end);
        Tag { bytes, len: self.key.tag_len as u8 }
    }

    /// The whole message after `start`. Messages of at most [`SMALL`] bytes go through
    /// `finish_message` alone; longer ones are one `gcm_crypt_last` call (the bulk kernel, then
    /// the tail, the length block and E_K(J0), which a backend may fuse into the bulk kernel).
    fn crypt(&self, st: &mut State, buf: &mut [u8], seal: bool, aad_len: u64) -> Tag {
        let ct_len = buf.len() as u64;
        if buf.len() <= SMALL {
            return self.finish_message(st, buf, seal, aad_len, ct_len);
        }
        self.crypt_last(st, buf, seal, aad_len, ct_len)
    }

    /// The rest of a message of `ct_len` bytes, `data` (any length, after the whole blocks
    /// already through `crypt_blocks`), and its tag: one `gcm_crypt_last` call.
    fn crypt_last(&self, st: &mut State, data: &mut [u8], seal: bool, aad_len: u64, ct_len: u64) -> Tag {
        let last = GcmLast { j0: &st.j0, lens: lens_block(aad_len, ct_len), seal, ctr_public: st.ctr_public };
        let bytes = self.key.aes.gcm_crypt_last(&self.key.ghash, &mut st.counter, &mut st.y, data, last);
        Tag { bytes, len: self.key.tag_len as u8 }
    }

    /// Encrypts `buf` in place and returns the tag. No allocation.
    ///
    /// # Errors
    ///
    /// - [`Error::MessageTooLong`] if `buf` is longer than [`MAX_PLAINTEXT_LEN`] or `aad` longer
    ///   than [`MAX_AAD_LEN`] bytes;
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes).
    ///
    /// Both are found before anything is encrypted: `buf` is then left untouched.
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

    /// Decrypts `buf` in place if `tag` verifies. On any failure `buf` holds no plaintext. No
    /// allocation.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] if `tag` is not [`tag_len`](Self::tag_len) bytes long;
    /// - [`Error::MessageTooLong`] if `buf` is longer than [`MAX_PLAINTEXT_LEN`] or `aad` longer
    ///   than [`MAX_AAD_LEN`] bytes;
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes);
    /// - [`Error::AuthenticationFailed`] if `tag` does not verify.
    ///
    /// `buf` is wiped (zero-filled) on [`Error::AuthenticationFailed`]; the other errors are
    /// found before anything is decrypted and leave it untouched.
    ///
    /// Why wiped, not restored to the ciphertext (as RustCrypto's `aes-gcm` and this crate's
    /// `aead` adapter do): the crate's API contract says a failed open leaves `buf` wiped, and
    /// code written against it relies on seeing zeros, not bytes that look like data. Restoring
    /// would also cost a second CTR pass over every rejected message (work a forger chooses to
    /// cause), and a ciphertext whose tag failed is of no use but as evidence. A caller who wants
    /// it keeps a copy, or uses [`decrypt`](Self::decrypt), which never touches its input.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut buf = *b"attack at dawn";
    /// let tag = gcm.encrypt_in_place_detached(&[2; 12], b"hdr", &mut buf).unwrap();
    /// let sealed = buf;
    /// gcm.decrypt_in_place_detached(&[2; 12], b"hdr", &mut buf, tag.as_ref()).unwrap();
    /// assert_eq!(&buf, b"attack at dawn");
    ///
    /// // A wrong tag does not verify, and the buffer is wiped: no plaintext is left in it.
    /// let mut forged = tag.as_ref().to_vec();
    /// forged[0] ^= 1;
    /// let mut buf = sealed;
    /// let err = gcm.decrypt_in_place_detached(&[2; 12], b"hdr", &mut buf, &forged);
    /// assert_eq!(err, Err(Error::AuthenticationFailed));
    /// assert_eq!(buf, [0; 14]);
    /// ```
    pub fn decrypt_in_place_detached(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        self.decrypt_detached(nonce, aad, buf, tag, OnFailure::Wipe)
    }

    /// In-place decryption; on a tag mismatch `buf` is left as `on_failure` says.
    fn decrypt_detached(
        &self,
        nonce: &[u8],
        aad: &[u8],
        buf: &mut [u8],
        tag: &[u8],
        on_failure: OnFailure,
    ) -> Result<(), Error> {
        if tag.len() != self.key.tag_len {
            return Err(Error::InvalidTagLength);
        }
        if buf.len() as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let mut st = self.start(nonce, aad)?;
        let expected = self.crypt(&mut st, buf, false, aad.len() as u64);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(expected.matches(tag)) {
            return Ok(());
        }
        match on_failure {
            OnFailure::Wipe => wipe_bytes(buf),
            // Encrypting the plaintext again from the same counters gives the ciphertext back;
            // the tag this computes is discarded.
            #[cfg(feature = "aead")]
            OnFailure::Reencrypt => {
                let mut st = self.start(nonce, aad)?;
                let _ = self.crypt(&mut st, buf, true, aad.len() as u64);
            }
        }
        Err(Error::AuthenticationFailed)
    }

    /// [`Gcm::decrypt_in_place_detached`] for the `aead` traits: on an authentication failure
    /// `buf` is given back its ciphertext (the same keystream applied a second time) instead of
    /// zeros, as RustCrypto's `aes-gcm` leaves it (it checks the tag before decrypting), so code
    /// that tries another key or nonce on the same buffer works as it does there. Either way no
    /// plaintext is left; the second pass costs time on a failure only (a public verdict).
    #[cfg(feature = "aead")]
    pub(crate) fn decrypt_in_place_detached_keeping_ciphertext(
        &self,
        nonce: &[u8],
        aad: &[u8],
        buf: &mut [u8],
        tag: &[u8],
    ) -> Result<(), Error> {
        self.decrypt_detached(nonce, aad, buf, tag, OnFailure::Reencrypt)
    }

    /// Encrypts `plaintext`; returns `ciphertext ‖ tag`.
    ///
    /// # Errors
    ///
    /// - [`Error::MessageTooLong`] if `plaintext` is longer than [`MAX_PLAINTEXT_LEN`] or `aad`
    ///   longer than [`MAX_AAD_LEN`] bytes;
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes).
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Error};
    /// use hex_literal::hex;
    ///
    /// // GCM spec (McGrew–Viega) Test Case 2.
    /// let gcm = Aes128Gcm::new(&[0; 16]);
    /// let sealed = gcm.encrypt(&[0; 12], b"", &[0; 16]).unwrap();
    /// assert_eq!(sealed[..16], hex!("0388dace60b6a392f328c2b971b2fe78")); // ciphertext
    /// assert_eq!(sealed[16..], hex!("ab6e47d42cec13bdf53a67b21257bddf")); // tag
    ///
    /// assert_eq!(gcm.encrypt(&[], b"", b"no nonce"), Err(Error::InvalidNonce));
    /// ```
    #[cfg(feature = "alloc")]
    pub fn encrypt(&self, nonce: &[u8], aad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, Error> {
        // Check the limit before allocating: an oversized input must be an error, not an
        // allocation failure (abort) or a copy of the whole input.
        if plaintext.len() as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let mut out = Vec::with_capacity(plaintext.len() + self.key.tag_len);
        out.extend_from_slice(plaintext);
        let tag = self.encrypt_in_place_detached(nonce, aad, &mut out)?;
        out.extend_from_slice(tag.as_ref());
        Ok(out)
    }

    /// Decrypts `ciphertext ‖ tag`; returns the plaintext only if the tag verifies.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidLength`] if `ct_and_tag` is shorter than the tag
    ///   ([`tag_len`](Self::tag_len) bytes);
    /// - [`Error::MessageTooLong`] if the ciphertext (without the tag) is longer than
    ///   [`MAX_PLAINTEXT_LEN`] or `aad` longer than [`MAX_AAD_LEN`] bytes;
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes);
    /// - [`Error::AuthenticationFailed`] if the tag does not verify (no plaintext is returned, and
    ///   the decrypted copy is wiped).
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut sealed = gcm.encrypt(&[2; 12], b"v1", b"pay 10 EUR").unwrap();
    /// assert_eq!(gcm.decrypt(&[2; 12], b"v1", &sealed).unwrap(), b"pay 10 EUR");
    ///
    /// sealed[4] ^= 1; // one flipped ciphertext bit
    /// assert_eq!(gcm.decrypt(&[2; 12], b"v1", &sealed), Err(Error::AuthenticationFailed));
    /// assert_eq!(gcm.decrypt(&[2; 12], b"v1", &sealed[..15]), Err(Error::InvalidLength));
    /// ```
    #[cfg(feature = "alloc")]
    pub fn decrypt(&self, nonce: &[u8], aad: &[u8], ct_and_tag: &[u8]) -> Result<Vec<u8>, Error> {
        let ct_len = ct_and_tag.len().checked_sub(self.key.tag_len).ok_or(Error::InvalidLength)?;
        // As in `encrypt`: no copy of an input that is over the limit anyway.
        if ct_len as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let (ct, tag) = ct_and_tag.split_at(ct_len);
        let mut out = ct.to_vec();
        self.decrypt_in_place_detached(nonce, aad, &mut out, tag)?;
        Ok(out)
    }
}

impl<C: BlockCipher + Clone> Clone for Gcm<C> {
    fn clone(&self) -> Self {
        Gcm { key: self.key.clone(), cipher: PhantomData }
    }
}

impl<C: BlockCipher> fmt::Debug for Gcm<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gcm")
            .field("backend", &self.backend())
            .field("tag_len", &self.key.tag_len)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use crate::Aes128Gcm;

    /// Only a 96-bit nonce's counter (`nonce ‖ 0^31 ‖ 2` onwards) is public, so only it lets
    /// the kernels branch on the counter (`GcmKernels::gcm_seal`); J0 for any other nonce
    /// length is GHASH_H of the nonce, derived from the key.
    #[test]
    fn only_a_96_bit_nonce_makes_the_counter_public() {
        let gcm = Aes128Gcm::new(&[1; 16]);
        for len in [1, 8, 11, 12, 13, 16, 60, 64] {
            let st = gcm.start(&[2; 64][..len], b"").unwrap();
            assert_eq!(st.ctr_public, len == 12, "nonce of {len} bytes");
        }
    }
}
