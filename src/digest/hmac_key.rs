//! [`HmacKey`]: an HMAC key whose keyed states are computed once, for many messages.
//!
//! [`Hmac`] is a running MAC: three hashers (the message's inner hash and the two keyed states),
//! so the pattern "clone a keyed `Hmac` per message" copies all three, buffers and counters
//! included. An `HmacKey` holds the two keyed states only and never runs a message through a
//! hasher: [`HmacKey::sign`] copies the inner chaining value, compresses the message's whole
//! blocks straight from the caller's slice and its padded tail from the stack, then copies the
//! outer chaining value and compresses the one padded block of the inner digest; the length
//! fields count the keyed block (`core::hmac_sign`). On SHA-NI (SHA-224/256) all of that is one
//! kernel call, the outer block built in registers from the inner state (the two compressions
//! are one serial chain; nothing between them goes through memory). [`HmacKey::sign_many`]
//! does the same for a batch on the multi-buffer lanes, every lane starting from a keyed state.

use super::hmac::{check_tag_len, compare_tag, keyed_states};
use super::{Digest, HashBackend, Hmac};
use crate::Error;
use core::fmt;
use zeroize::Zeroize;

/// An HMAC key over `H` (RFC 2104, FIPS 198-1): the inner and outer keyed states, computed once
/// in `new`, from which each message's MAC starts. Wiped on drop (each state is a hasher, which
/// wipes itself); `Debug` prints no key material. For one MAC over a message that arrives in
/// pieces, [`HmacKey::hmac`].
///
/// ```
/// use aes_engine::digest::{HmacKey, Sha256};
/// use hex_literal::hex;
///
/// // RFC 4231 test case 2.
/// let key = HmacKey::<Sha256>::new(b"Jefe");
/// let tag = key.sign(b"what do ya want for nothing?");
/// assert_eq!(tag, hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
/// key.verify(b"what do ya want for nothing?", &tag[..16])?; // a truncated tag
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone)]
pub struct HmacKey<H: Digest> {
    /// The hasher after `K' ^ ipad`: where each message starts.
    inner: H,
    /// The hasher after `K' ^ opad`: where each message ends.
    outer: H,
    /// The backend asked for (`with_backend`), or `None` (`new`): the default choice of
    /// [`HmacKey::sign_many`]'s multi-buffer path.
    named: Option<HashBackend>,
}

impl<H: Digest> HmacKey<H> {
    /// The key `key` (any length; longer than a block, it is hashed first) on the fastest backend
    /// this CPU has for `H`.
    ///
    /// ```
    /// use aes_engine::digest::{HmacKey, Sha512};
    /// use hex_literal::hex;
    ///
    /// // RFC 4231 test case 6: a 131-byte key.
    /// let key = HmacKey::<Sha512>::new(&[0xaa; 131]);
    /// assert_eq!(
    ///     key.sign(b"Test Using Larger Than Block-Size Key - Hash Key First"),
    ///     hex!("80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598")
    /// );
    /// ```
    #[must_use]
    pub fn new(key: &[u8]) -> Self {
        let (inner, outer) = keyed_states(H::new(), key);
        HmacKey { inner, outer, named: None }
    }

    /// The key `key` on the named backend: [`HmacKey::sign_many`] takes that backend's
    /// multi-buffer lanes where it has them for `H`, else its single-stream kernel. A backend
    /// with lanes but no single-stream kernel for `H` (`avx2` for MD5, SHA-1, SHA-224/256, as
    /// [`Digest::digest_many_with`] allows) is taken too: `sign`, `verify` and `hmac` then run
    /// on the fastest single-stream kernel.
    ///
    /// # Errors
    ///
    /// [`Error::HashBackendUnavailable`] if `backend` cannot run on this CPU or has neither a
    /// single-stream kernel nor multi-buffer lanes for `H` (see the [module table](super)).
    ///
    /// ```
    /// use aes_engine::{Error, digest::{HashBackend, HmacKey, Sha1, Sha256}};
    ///
    /// let soft = HmacKey::<Sha1>::with_backend(b"key", HashBackend::Soft)?;
    /// assert_eq!(soft.backend(), HashBackend::Soft);
    /// assert_eq!(soft.sign(b"message"), HmacKey::<Sha1>::new(b"key").sign(b"message"));
    /// // SHA-256 has AVX2 lanes only: a batch runs on them where the CPU has AVX2.
    /// match HmacKey::<Sha256>::with_backend(b"key", HashBackend::Avx2) {
    ///     Ok(lanes) => assert_eq!(lanes.backend(), HashBackend::Avx2),
    ///     Err(e) => assert_eq!(e, Error::HashBackendUnavailable(HashBackend::Avx2)),
    /// }
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn with_backend(key: &[u8], backend: HashBackend) -> Result<Self, Error> {
        let fresh = match H::with_backend(backend) {
            Ok(h) => h,
            // Lanes only: an empty batch on them succeeds exactly where they run.
            Err(_) if H::digest_many_with(backend, &[] as &[&[u8]], &mut []).is_ok() => H::new(),
            Err(e) => return Err(e),
        };
        let (inner, outer) = keyed_states(fresh, key);
        Ok(HmacKey { inner, outer, named: Some(backend) })
    }

    /// The MAC of `msg`: a copy of the inner chaining value takes the message and its padding,
    /// a copy of the outer one the inner digest (one block); no hasher is cloned.
    ///
    /// ```
    /// use aes_engine::digest::{Hmac, HmacKey, Md5};
    /// use hex_literal::hex;
    ///
    /// // RFC 2202 test case 2.
    /// let key = HmacKey::<Md5>::new(b"Jefe");
    /// assert_eq!(key.sign(b"what do ya want for nothing?"), hex!("750c783e6ab0b503eaa86e310a5db738"));
    /// // The same MAC as an `Hmac` under that key.
    /// let mut mac = Hmac::<Md5>::new(b"Jefe");
    /// mac.update(b"another message");
    /// assert_eq!(key.sign(b"another message"), mac.finalize());
    /// ```
    #[must_use]
    #[inline]
    pub fn sign(&self, msg: &[u8]) -> H::Output {
        H::hmac_sign(&self.inner, &self.outer, msg)
    }

    /// Checks `tag` against the leftmost `tag.len()` bytes of the MAC of `msg` in constant time,
    /// with the tag-length rule of [`Hmac::verify`].
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] if `tag.len()` is outside
    ///   `max(10, OUTPUT_LEN / 2)..=OUTPUT_LEN` (checked before any hashing).
    /// - [`Error::AuthenticationFailed`] if `tag` does not match the MAC.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{HmacKey, Sha256}};
    ///
    /// let key = HmacKey::<Sha256>::new(b"k");
    /// let tag = key.sign(b"msg");
    /// assert_eq!(key.verify(b"msg", &tag), Ok(()));
    /// assert_eq!(key.verify(b"msg", &tag[..16]), Ok(())); // half the output: the shortest allowed
    /// assert_eq!(key.verify(b"msg", &tag[..15]), Err(Error::InvalidTagLength));
    /// assert_eq!(key.verify(b"other", &tag), Err(Error::AuthenticationFailed));
    /// ```
    pub fn verify(&self, msg: &[u8], tag: &[u8]) -> Result<(), Error> {
        check_tag_len::<H>(tag)?;
        compare_tag::<H>(self.sign(msg), tag)
    }

    /// The MACs of many messages: `out[i]` = MAC of `msgs[i]`, the messages anything that is
    /// `AsRef<[u8]>`. The inner hashes run as one batch on the multi-buffer lanes of
    /// [`Digest::digest_many`] (SHA-224/256 and the SHA-384/512 family; the same choice of
    /// lanes), every lane starting from the keyed inner state, then the outer hashes as batches
    /// from the keyed outer state; MD5 and SHA-1, and a key on a backend without lanes, sign
    /// one by one. Never allocates.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `out.len()` differs from `msgs.len()`; nothing is written.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{HmacKey, Sha256}};
    ///
    /// let key = HmacKey::<Sha256>::new(b"session key");
    /// let msgs: Vec<Vec<u8>> = (0..40u8).map(|i| vec![i; 3 * i as usize]).collect();
    /// let mut tags = vec![[0u8; 32]; msgs.len()];
    /// key.sign_many(&msgs, &mut tags)?;
    /// assert!(msgs.iter().zip(&tags).all(|(m, t)| key.sign(m) == *t));
    /// assert_eq!(key.sign_many(&msgs, &mut tags[..1]), Err(Error::InvalidLength));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn sign_many(&self, msgs: &[impl AsRef<[u8]>], out: &mut [H::Output]) -> Result<(), Error> {
        H::hmac_sign_many(self.named, &self.inner, &self.outer, msgs, out)
    }

    /// The MAC of a message given in pieces (no copy into one buffer): `absorb` feeds them to a
    /// copy of the inner keyed hasher, then the outer hash runs as in [`HmacKey::sign`]. HKDF's
    /// `T(i−1) ‖ info ‖ i`.
    pub(crate) fn sign_with(&self, absorb: impl FnOnce(&mut H)) -> H::Output {
        let mut inner = self.inner.clone();
        absorb(&mut inner);
        let mut digest = inner.finalize();
        let out = H::hmac_outer(&self.outer, &digest);
        digest.as_mut().zeroize();
        out
    }

    /// An incremental MAC under this key, for a message that arrives in pieces (copies of the
    /// keyed states; the key is not rehashed).
    ///
    /// ```
    /// use aes_engine::digest::{HmacKey, Sha1};
    /// use hex_literal::hex;
    ///
    /// let key = HmacKey::<Sha1>::new(b"Jefe");
    /// let mut mac = key.hmac();
    /// mac.update(b"what do ya want ");
    /// mac.update(b"for nothing?");
    /// // RFC 2202 test case 2.
    /// assert_eq!(mac.finalize(), hex!("effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"));
    /// ```
    #[must_use]
    pub fn hmac(&self) -> Hmac<H> {
        Hmac::from_keyed(self.inner.clone(), self.outer.clone())
    }

    /// The backend of the key: the one named in [`HmacKey::with_backend`], or the fastest one
    /// for `H` that [`HmacKey::new`] picked.
    ///
    /// ```
    /// use aes_engine::digest::{HashBackend, HmacKey, Sha256};
    ///
    /// let key = HmacKey::<Sha256>::new(b"key");
    /// assert!(key.backend().is_available());
    /// let soft = HmacKey::<Sha256>::with_backend(b"key", HashBackend::Soft)?;
    /// assert_eq!(soft.backend(), HashBackend::Soft);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn backend(&self) -> HashBackend {
        self.named.unwrap_or_else(|| self.inner.backend())
    }
}

impl<H: Digest + fmt::Debug> fmt::Debug for HmacKey<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HmacKey").field("hash", &self.inner).finish_non_exhaustive()
    }
}
