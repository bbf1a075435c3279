//! HMAC (RFC 2104, FIPS 198-1) over any [`Digest`].
//!
//! `HMAC(K, m) = H((K' ^ opad) ‖ H((K' ^ ipad) ‖ m))` with `K'` the key zero-padded to one block
//! (hashed first if it is longer than a block), `ipad` = `0x36` bytes, `opad` = `0x5c` bytes.
//! The two keyed states — a hasher that has absorbed `K' ^ ipad`, one that has absorbed
//! `K' ^ opad` — are computed once, in `new`; each message starts from a copy of the inner one
//! and ends with a copy of the outer one, so a MAC costs the message's blocks plus two
//! compressions of the outer hash, not four.

use super::{Digest, HashBackend};
use crate::Error;
use crate::backend::hash::wipe;
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

/// HMAC over `H` (MD5, SHA-1, SHA-224/256/384/512, SHA-512/224, SHA-512/256). The keyed states are wiped on drop (each
/// is a hasher, which wipes itself); `Debug` prints no key material.
///
/// ```
/// use aes_engine::digest::{Hmac, Sha256};
///
/// // RFC 4231 test case 2.
/// let mut mac = Hmac::<Sha256>::new(b"Jefe");
/// mac.update(b"what do ya want ");
/// mac.update(b"for nothing?");
/// let tag = hex_literal::hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
/// assert_eq!(mac.clone().finalize(), tag);
/// mac.verify(&tag[..16])?; // a truncated tag: the leftmost 16 bytes
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone)]
pub struct Hmac<H: Digest> {
    /// The running inner hash of this message.
    inner: H,
    /// The inner hash after `K' ^ ipad`: where each message starts.
    inner_keyed: H,
    /// The outer hash after `K' ^ opad`: where each message ends.
    outer_keyed: H,
}

/// The largest block of the six hashes (SHA-384/512).
const MAX_BLOCK: usize = 128;

/// The keyed states of `key` from the fresh hasher `fresh`: `fresh` after `K' ^ ipad`, and
/// after `K' ^ opad` (one block each). `K'` is wiped.
pub(super) fn keyed_states<H: Digest>(fresh: H, key: &[u8]) -> (H, H) {
    let b = H::BLOCK_LEN;
    let mut block = [0u8; MAX_BLOCK];
    if key.len() > b {
        let mut h = fresh.clone();
        h.update(key);
        let mut d = h.finalize();
        block[..H::OUTPUT_LEN].copy_from_slice(d.as_ref());
        d.as_mut().zeroize();
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    for x in &mut block[..b] {
        *x ^= 0x36;
    }
    let mut inner_keyed = fresh.clone();
    inner_keyed.update(&block[..b]);
    for x in &mut block[..b] {
        *x ^= 0x36 ^ 0x5c;
    }
    let mut outer_keyed = fresh;
    outer_keyed.update(&block[..b]);
    wipe(&mut block);
    (inner_keyed, outer_keyed)
}

/// The tag-length rule of [`Hmac::verify`] (RFC 2104 §5, FIPS 198-1 §5: at least half the output
/// and at least 80 bits): [`Error::InvalidTagLength`] outside `max(10, OUTPUT_LEN / 2)..=OUTPUT_LEN`.
pub(super) fn check_tag_len<H: Digest>(tag: &[u8]) -> Result<(), Error> {
    let min = (H::OUTPUT_LEN / 2).max(10);
    if tag.len() < min || tag.len() > H::OUTPUT_LEN { Err(Error::InvalidTagLength) } else { Ok(()) }
}

/// Compares `tag` with the leftmost `tag.len()` bytes of `mac` in constant time (the length
/// checked first by [`check_tag_len`]), then wipes `mac`.
pub(super) fn compare_tag<H: Digest>(mut mac: H::Output, tag: &[u8]) -> Result<(), Error> {
    let ok = mac.as_ref()[..tag.len()].ct_eq(tag);
    mac.as_mut().zeroize();
    if crate::ct::declassify(ok) { Ok(()) } else { Err(Error::AuthenticationFailed) }
}

impl<H: Digest> Hmac<H> {
    /// A MAC with `key` (any length) on the fastest backend this CPU has for `H`.
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, Sha256};
    /// use hex_literal::hex;
    ///
    /// // RFC 4231 test case 6: a 131-byte key, longer than a block, is hashed first.
    /// let mut mac = Hmac::<Sha256>::new(&[0xaa; 131]);
    /// mac.update(b"Test Using Larger Than Block-Size Key - Hash Key First");
    /// assert_eq!(mac.finalize(), hex!("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"));
    /// ```
    #[must_use]
    pub fn new(key: &[u8]) -> Self {
        Self::keyed(H::new(), key)
    }

    /// A MAC with `key` on the named backend.
    ///
    /// # Errors
    ///
    /// [`Error::HashBackendUnavailable`] if `backend` cannot run on this CPU or has no
    /// single-stream kernel for `H` (see the [module table](super)).
    ///
    /// ```
    /// use aes_engine::digest::{HashBackend, Hmac, Sha1};
    ///
    /// let a = Hmac::<Sha1>::with_backend(b"key", HashBackend::Soft)?;
    /// let b = Hmac::<Sha1>::new(b"key");
    /// assert_eq!(a.finalize(), b.finalize());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn with_backend(key: &[u8], backend: HashBackend) -> Result<Self, Error> {
        Ok(Self::keyed(H::with_backend(backend)?, key))
    }

    fn keyed(fresh: H, key: &[u8]) -> Self {
        let (inner_keyed, outer_keyed) = keyed_states(fresh, key);
        Self::from_keyed(inner_keyed, outer_keyed)
    }

    /// A MAC from the keyed states of its key (see [`keyed_states`]).
    pub(super) fn from_keyed(inner_keyed: H, outer_keyed: H) -> Self {
        Hmac { inner: inner_keyed.clone(), inner_keyed, outer_keyed }
    }

    /// Absorbs more of the message.
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, Sha256};
    /// use hex_literal::hex;
    ///
    /// // RFC 4231 test case 2, one word at a time.
    /// let mut mac = Hmac::<Sha256>::new(b"Jefe");
    /// for word in b"what do ya want for nothing?".split_inclusive(|&b| b == b' ') {
    ///     mac.update(word);
    /// }
    /// assert_eq!(mac.finalize(), hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    /// ```
    #[inline]
    pub fn update(&mut self, data: &[u8]) {
        self.inner.update(data)
    }

    /// The MAC of the message.
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, Md5, Sha1};
    /// use hex_literal::hex;
    ///
    /// // RFC 2202 test case 2: the MAC is an array of the hash's output length.
    /// let mut mac = Hmac::<Md5>::new(b"Jefe");
    /// mac.update(b"what do ya want for nothing?");
    /// let tag: [u8; 16] = mac.finalize();
    /// assert_eq!(tag, hex!("750c783e6ab0b503eaa86e310a5db738"));
    ///
    /// let mut mac = Hmac::<Sha1>::new(b"Jefe");
    /// mac.update(b"what do ya want for nothing?");
    /// assert_eq!(mac.finalize(), hex!("effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"));
    /// ```
    pub fn finalize(mut self) -> H::Output {
        self.finalize_reset()
    }

    /// The MAC of the message; the MAC is then ready for a new message under the same key.
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, Sha256};
    /// use hex_literal::hex;
    ///
    /// let mut mac = Hmac::<Sha256>::new(b"Jefe");
    /// mac.update(b"what do ya want for nothing?");
    /// // RFC 4231 test case 2.
    /// assert_eq!(mac.finalize_reset(), hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    ///
    /// // The key is kept: a second message, as if under a new MAC.
    /// mac.update(b"another message");
    /// let mut fresh = Hmac::<Sha256>::new(b"Jefe");
    /// fresh.update(b"another message");
    /// assert_eq!(mac.finalize_reset(), fresh.finalize());
    /// ```
    pub fn finalize_reset(&mut self) -> H::Output {
        let mut inner = self.inner.finalize_reset();
        let mut outer = self.outer_keyed.clone();
        outer.update(inner.as_ref());
        inner.as_mut().zeroize();
        self.reset();
        outer.finalize()
    }

    /// Forgets the message absorbed so far (the key stays).
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, Sha256};
    /// use hex_literal::hex;
    ///
    /// let mut mac = Hmac::<Sha256>::new(b"Jefe");
    /// mac.update(b"a message abandoned halfway");
    /// mac.reset();
    /// mac.update(b"what do ya want for nothing?");
    /// // RFC 4231 test case 2: only the message after the reset counts.
    /// assert_eq!(mac.finalize(), hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    /// ```
    pub fn reset(&mut self) {
        self.inner = self.inner_keyed.clone();
    }

    /// Checks `tag` against the leftmost `tag.len()` bytes of the MAC in constant time.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] if `tag.len()` is outside
    ///   `max(10, OUTPUT_LEN / 2)..=OUTPUT_LEN` (checked before any hashing).
    /// - [`Error::AuthenticationFailed`] if `tag` does not match the MAC.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Hmac, Md5}};
    ///
    /// let tag = Hmac::<Md5>::new(b"k").finalize();
    /// assert_eq!(Hmac::<Md5>::new(b"k").verify(&tag[..9]), Err(Error::InvalidTagLength));
    /// assert_eq!(Hmac::<Md5>::new(b"x").verify(&tag), Err(Error::AuthenticationFailed));
    /// assert_eq!(Hmac::<Md5>::new(b"k").verify(&tag[..10]), Ok(()));
    ///
    /// // `verify` borrows: the same MAC can check several candidate tags, then go on.
    /// let mac = Hmac::<Md5>::new(b"k");
    /// assert!(mac.verify(&[0; 16]).is_err());
    /// assert!(mac.verify(&tag).is_ok());
    /// assert_eq!(mac.finalize(), tag);
    /// ```
    pub fn verify(&self, tag: &[u8]) -> Result<(), Error> {
        check_tag_len::<H>(tag)?;
        // A copy of the running state (a hasher is a few words, no heap): the MAC stays usable,
        // e.g. to check a tag and then `finalize` or keep absorbing.
        compare_tag::<H>(self.clone().finalize(), tag)
    }

    /// The backend the MAC runs on.
    ///
    /// ```
    /// use aes_engine::digest::{HashBackend, Hmac, Sha256};
    ///
    /// let soft = Hmac::<Sha256>::with_backend(b"key", HashBackend::Soft)?;
    /// assert_eq!(soft.backend(), HashBackend::Soft);
    /// // `new` picks the fastest backend this CPU has for SHA-256 (soft, sha-ni or armv8).
    /// let fastest = Hmac::<Sha256>::new(b"key");
    /// assert!(fastest.backend().is_available());
    /// assert_eq!(fastest.finalize(), soft.finalize());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn backend(&self) -> HashBackend {
        self.inner.backend()
    }
}

impl<H: Digest + fmt::Debug> fmt::Debug for Hmac<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hmac").field("hash", &self.inner).finish_non_exhaustive()
    }
}
