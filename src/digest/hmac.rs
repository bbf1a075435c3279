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

/// HMAC over `H` (MD5, SHA-1, SHA-224/256/384/512). The keyed states are wiped on drop (each
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

impl<H: Digest> Hmac<H> {
    /// A MAC with `key` (any length) on the fastest backend this CPU has for `H`.
    pub fn new(key: &[u8]) -> Self {
        Self::keyed(H::new(), key)
    }

    /// A MAC with `key` on the named backend; `Error::HashBackendUnavailable` if it cannot run
    /// here or does not implement `H` (see the [module table](super)).
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
        Hmac { inner: inner_keyed.clone(), inner_keyed, outer_keyed }
    }

    /// Absorbs more of the message.
    #[inline]
    pub fn update(&mut self, data: &[u8]) {
        self.inner.update(data)
    }

    /// The MAC of the message.
    pub fn finalize(mut self) -> H::Output {
        self.finalize_reset()
    }

    /// The MAC of the message; the MAC is then ready for a new message under the same key.
    pub fn finalize_reset(&mut self) -> H::Output {
        let mut inner = self.inner.finalize_reset();
        let mut outer = self.outer_keyed.clone();
        outer.update(inner.as_ref());
        inner.as_mut().zeroize();
        self.reset();
        outer.finalize()
    }

    /// Forgets the message absorbed so far (the key stays).
    pub fn reset(&mut self) {
        self.inner = self.inner_keyed.clone();
    }

    /// Checks `tag` against the leftmost `tag.len()` bytes of the MAC in constant time.
    /// `tag.len()` must lie in `max(10, OUTPUT_LEN / 2)..=OUTPUT_LEN` (else
    /// `Error::InvalidTagLength`); a mismatch is `Error::AuthenticationFailed`.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Hmac, Md5}};
    ///
    /// let tag = Hmac::<Md5>::new(b"k").finalize();
    /// assert_eq!(Hmac::<Md5>::new(b"k").verify(&tag[..9]), Err(Error::InvalidTagLength));
    /// assert_eq!(Hmac::<Md5>::new(b"x").verify(&tag), Err(Error::AuthenticationFailed));
    /// assert_eq!(Hmac::<Md5>::new(b"k").verify(&tag[..10]), Ok(()));
    /// ```
    pub fn verify(self, tag: &[u8]) -> Result<(), Error> {
        let min = (H::OUTPUT_LEN / 2).max(10);
        if tag.len() < min || tag.len() > H::OUTPUT_LEN {
            return Err(Error::InvalidTagLength);
        }
        let mut mac = self.finalize();
        let ok = mac.as_ref()[..tag.len()].ct_eq(tag);
        mac.as_mut().zeroize();
        if crate::ct::declassify(ok) { Ok(()) } else { Err(Error::AuthenticationFailed) }
    }

    /// The backend the MAC runs on.
    pub fn backend(&self) -> HashBackend {
        self.inner.backend()
    }
}

impl<H: Digest + fmt::Debug> fmt::Debug for Hmac<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hmac").field("hash", &self.inner).finish_non_exhaustive()
    }
}
