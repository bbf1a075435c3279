//! Randomness from the operating system, through the `getrandom` crate (cargo feature
//! `getrandom`, on by default). Nothing in the crate reads a device file by hand.

use crate::Error;

/// Fills `buf` with random bytes from the operating system.
///
/// # Errors
/// [`Error::RandomUnavailable`] if the operating system's generator fails.
#[cfg(feature = "getrandom")]
pub(crate) fn fill(buf: &mut [u8]) -> Result<(), Error> {
    getrandom::fill(buf).map_err(|_| Error::RandomUnavailable)
}

/// A fresh random 12-byte nonce for AES-GCM, from the operating system's generator (what
/// [`Gcm::seal`](crate::Gcm::seal) puts in front of its ciphertext).
///
/// Random 96-bit nonces are safe for up to 2^32 messages under one key (SP 800-38D, 8.3); count
/// messages and change the key before that, or use a counter nonce.
///
/// # Errors
///
/// [`Error::RandomUnavailable`] if the operating system's generator fails.
///
/// ```
/// use aes_engine::{Aes256Gcm, random_nonce};
///
/// let gcm = Aes256Gcm::new(&[7; 32]);
/// let nonce = random_nonce()?;
/// let sealed = gcm.encrypt(&nonce, b"", b"one message, one nonce")?;
/// assert_eq!(gcm.decrypt(&nonce, b"", &sealed)?, b"one message, one nonce");
/// assert_ne!(random_nonce()?, nonce); // 2^-96 to be the same
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[cfg(feature = "getrandom")]
pub fn random_nonce() -> Result<[u8; 12], Error> {
    let mut nonce = [0u8; 12];
    fill(&mut nonce)?;
    Ok(nonce)
}
