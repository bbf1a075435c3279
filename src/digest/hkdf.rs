//! HKDF (RFC 5869, SP 800-56C): an extract-then-expand key derivation over HMAC ([`HmacKey`]).
//!
//! `PRK = HMAC(salt, IKM)` (extract), then `OKM = T(1) ‖ T(2) ‖ …` truncated to the requested
//! length, `T(i) = HMAC(PRK, T(i−1) ‖ info ‖ i)` with `T(0)` empty and `i` one byte (expand).
//! The PRK is kept as an [`HmacKey`] (its inner and outer keyed states), so each `T(i)` costs
//! the blocks of its input plus the outer hash, never a re-keying, and copies one hasher.

use super::{Digest, HmacKey};
use crate::Error;
use core::fmt;
use zeroize::Zeroize;

/// HKDF over `H` (RFC 5869). Holds the pseudorandom key as an [`HmacKey`], which is wiped on
/// drop; `Debug` prints no key material.
///
/// ```
/// use aes_engine::digest::{Hkdf, Sha256};
/// use hex_literal::hex;
///
/// // RFC 5869 Appendix A.1.
/// let ikm = [0x0b; 22];
/// let salt = hex!("000102030405060708090a0b0c");
/// let info = hex!("f0f1f2f3f4f5f6f7f8f9");
/// let mut okm = [0u8; 42];
/// Hkdf::<Sha256>::extract(&salt, &ikm).expand(&info, &mut okm)?;
/// assert_eq!(okm, hex!("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone)]
pub struct Hkdf<H: Digest> {
    /// HMAC keyed with the PRK.
    prk: HmacKey<H>,
}

impl<H: Digest> Hkdf<H> {
    /// HKDF-Extract: the PRK `HMAC(salt, ikm)` (an empty salt stands for `OUTPUT_LEN` zero
    /// bytes, which HMAC pads to the same key).
    ///
    /// ```
    /// use aes_engine::digest::{Hkdf, Sha256};
    /// use hex_literal::hex;
    ///
    /// // RFC 5869 Appendix A.3: no salt, no info.
    /// let mut okm = [0u8; 42];
    /// Hkdf::<Sha256>::extract(&[], &[0x0b; 22]).expand(&[], &mut okm)?;
    /// assert_eq!(okm, hex!("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn extract(salt: &[u8], ikm: &[u8]) -> Self {
        let mut prk = HmacKey::<H>::new(salt).sign(ikm);
        let hkdf = Self::from_prk_unchecked(prk.as_ref());
        prk.as_mut().zeroize();
        hkdf
    }

    /// HKDF-Expand only, from a pseudorandom key (RFC 5869 §2.3): a PRK from an earlier
    /// extract, or key material that is uniformly random already.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `prk` is shorter than `H::OUTPUT_LEN` bytes (RFC 5869: "a
    /// pseudorandom key of at least HashLen octets").
    ///
    /// ```
    /// use aes_engine::Error;
    /// use aes_engine::digest::{Hkdf, Sha256};
    /// use hex_literal::hex;
    ///
    /// // RFC 5869 Appendix A.1, from its PRK.
    /// let prk = hex!("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5");
    /// let mut okm = [0u8; 42];
    /// Hkdf::<Sha256>::from_prk(&prk)?.expand(&hex!("f0f1f2f3f4f5f6f7f8f9"), &mut okm)?;
    /// assert_eq!(okm[..8], hex!("3cb25f25faacd57a"));
    /// assert_eq!(Hkdf::<Sha256>::from_prk(&prk[..31]).err(), Some(Error::InvalidLength));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn from_prk(prk: &[u8]) -> Result<Self, Error> {
        if prk.len() < H::OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        Ok(Self::from_prk_unchecked(prk))
    }

    /// HKDF-Expand from a key of any length. The chunked-encryption format expands straight
    /// from its input key, which is the AEAD key's length (16 bytes for AES-128), shorter than
    /// the hash: the spec's `HKDF-Expand(prk = input key, …)`.
    pub(crate) fn from_prk_unchecked(prk: &[u8]) -> Self {
        Hkdf { prk: HmacKey::new(prk) }
    }

    /// HKDF-Expand: fills `out` with output keying material for `info`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `out` is longer than `255 * H::OUTPUT_LEN` bytes (nothing is
    /// written then).
    ///
    /// ```
    /// use aes_engine::Error;
    /// use aes_engine::digest::{Hkdf, Sha1};
    /// use hex_literal::hex;
    ///
    /// // RFC 5869 Appendix A.4 (SHA-1).
    /// let salt = hex!("000102030405060708090a0b0c");
    /// let hkdf = Hkdf::<Sha1>::extract(&salt, &[0x0b; 11]);
    /// let mut okm = [0u8; 42];
    /// hkdf.expand(&hex!("f0f1f2f3f4f5f6f7f8f9"), &mut okm)?;
    /// assert_eq!(okm[..8], hex!("085a01ea1b10f369"));
    /// assert_eq!(hkdf.expand(b"", &mut [0u8; 255 * 20 + 1]), Err(Error::InvalidLength));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn expand(&self, info: &[u8], out: &mut [u8]) -> Result<(), Error> {
        self.expand_parts(&[info], out)
    }

    /// HKDF-Expand with `info` the concatenation of `info_parts` (no copy into one buffer).
    pub(crate) fn expand_parts(&self, info_parts: &[&[u8]], out: &mut [u8]) -> Result<(), Error> {
        if out.len() > 255 * H::OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        let mut prev: Option<H::Output> = None;
        for (i, block) in out.chunks_mut(H::OUTPUT_LEN).enumerate() {
            let t = self.prk.sign_with(|mac| {
                if let Some(t) = &prev {
                    mac.update(t.as_ref());
                }
                for part in info_parts {
                    mac.update(part);
                }
                // i < 255 by the length check above.
                mac.update(&[i as u8 + 1]);
            });
            block.copy_from_slice(&t.as_ref()[..block.len()]);
            if let Some(mut old) = prev.replace(t) {
                old.as_mut().zeroize();
            }
        }
        if let Some(mut t) = prev {
            t.as_mut().zeroize();
        }
        Ok(())
    }
}

impl<H: Digest> fmt::Debug for Hkdf<H> {
    /// Names the hash's backend only; never the key.
    ///
    /// ```
    /// use aes_engine::digest::{Hkdf, Sha256};
    ///
    /// let hkdf = Hkdf::<Sha256>::extract(b"salt", b"secret ikm");
    /// assert!(format!("{hkdf:?}").starts_with("Hkdf"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hkdf").field("backend", &self.prk.backend()).finish_non_exhaustive()
    }
}
