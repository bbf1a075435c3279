//! One-call GCM with a fresh random nonce carried in front: `nonce(12) ‖ ciphertext ‖ tag`.

use super::Gcm;
use crate::{BlockCipher, Error};
use alloc::vec::Vec;

/// The nonce length of [`Gcm::seal`]: 96 bits, GCM's fast path.
const NONCE_LEN: usize = 12;

impl<C: BlockCipher> Gcm<C> {
    /// Encrypts `plaintext` under a fresh random 12-byte nonce and returns
    /// `nonce ‖ ciphertext ‖ tag`, so the receiver needs nothing but the key and `aad`
    /// ([`open`](Self::open) is the inverse). The nonce comes from the operating system
    /// ([`random_nonce`](crate::random_nonce)); random 96-bit nonces are safe for up to 2^32
    /// messages under one key (SP 800-38D, 8.3).
    ///
    /// # Errors
    ///
    /// - [`Error::RandomUnavailable`] if the operating system's generator fails;
    /// - [`Error::MessageTooLong`] if `plaintext` is longer than [`MAX_PLAINTEXT_LEN`](super::MAX_PLAINTEXT_LEN) or `aad`
    ///   longer than [`MAX_AAD_LEN`](super::MAX_AAD_LEN) bytes.
    ///
    /// ```
    /// use aes_engine::Aes256Gcm;
    ///
    /// let gcm = Aes256Gcm::new(&[7; 32]);
    /// let sealed = gcm.seal(b"header", b"attack at dawn")?;
    /// assert_eq!(sealed.len(), 12 + 14 + 16); // nonce ‖ ciphertext ‖ tag
    /// assert_eq!(gcm.open(b"header", &sealed)?, b"attack at dawn");
    /// // Each call draws a new nonce: the same message seals differently.
    /// assert_ne!(gcm.seal(b"header", b"attack at dawn")?, sealed);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[cfg(feature = "getrandom")]
    pub fn seal(&self, aad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, Error> {
        if plaintext.len() as u64 > super::MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        let nonce = crate::random_nonce()?;
        let mut out = Vec::with_capacity(NONCE_LEN + plaintext.len() + self.key.tag_len);
        out.extend_from_slice(&nonce);
        out.extend_from_slice(plaintext);
        let tag = self.encrypt_in_place_detached(&nonce, aad, &mut out[NONCE_LEN..])?;
        out.extend_from_slice(tag.as_ref());
        Ok(out)
    }

    /// Opens what [`seal`](Self::seal) made: `sealed` is `nonce(12) ‖ ciphertext ‖ tag`; returns
    /// the plaintext only if the tag verifies.
    ///
    /// # Errors
    ///
    /// - [`Error::InputTooShort`] if `sealed` is shorter than the nonce and the tag
    ///   (12 + [`tag_len`](Self::tag_len) bytes);
    /// - [`Error::MessageTooLong`] if the ciphertext is longer than [`MAX_PLAINTEXT_LEN`](super::MAX_PLAINTEXT_LEN) or
    ///   `aad` longer than [`MAX_AAD_LEN`](super::MAX_AAD_LEN) bytes;
    /// - [`Error::AuthenticationFailed`] if the tag does not verify (a changed nonce,
    ///   ciphertext, tag or `aad`, or another key); no plaintext is returned.
    ///
    /// ```
    /// use aes_engine::{Aes256Gcm, Error};
    ///
    /// let gcm = Aes256Gcm::new(&[7; 32]);
    /// let mut sealed = gcm.seal(b"v1", b"pay 10 EUR")?;
    /// assert_eq!(gcm.open(b"v2", &sealed), Err(Error::AuthenticationFailed));
    /// sealed[0] ^= 1; // the nonce is authenticated too
    /// assert_eq!(gcm.open(b"v1", &sealed), Err(Error::AuthenticationFailed));
    /// let short = gcm.open(b"v1", &sealed[..27]).unwrap_err();
    /// assert_eq!(short, Error::InputTooShort { min: 28, got: 27 });
    /// assert_eq!(short.to_string(), "input too short: at least 28 bytes needed, got 27");
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn open(&self, aad: &[u8], sealed: &[u8]) -> Result<Vec<u8>, Error> {
        let min = NONCE_LEN + self.key.tag_len;
        if sealed.len() < min {
            return Err(Error::InputTooShort { min, got: sealed.len() });
        }
        let (nonce, ct_and_tag) = sealed.split_at(NONCE_LEN);
        self.decrypt(nonce, aad, ct_and_tag)
    }
}
