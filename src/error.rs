//! The crate's error type.

use crate::Backend;
use crate::digest::HashBackend;
use core::fmt;

/// Everything that can go wrong in this crate. Every failure is reported with one of these; no
/// input makes the crate panic.
///
/// ```
/// use aes_engine::{Aes128Gcm, Error};
///
/// let gcm = Aes128Gcm::new(&[0; 16]);
/// let mut sealed = gcm.encrypt(&[1; 12], b"header", b"attack at dawn")?;
/// *sealed.last_mut().unwrap() ^= 1; // a corrupted (or forged) tag
/// match gcm.decrypt(&[1; 12], b"header", &sealed) {
///     Err(Error::AuthenticationFailed) => {} // reject the message; no plaintext was released
///     other => panic!("expected a tag mismatch, got {other:?}"),
/// }
/// assert_eq!(gcm.decrypt(&[1; 12], b"header", &sealed[..10]), Err(Error::InvalidLength));
/// assert_eq!(Error::AuthenticationFailed.to_string(), "authentication failed");
/// # Ok::<(), Error>(())
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// The requested backend cannot run on this CPU (or is not compiled for this architecture).
    BackendUnavailable(Backend),
    /// The requested hash backend cannot run on this CPU, or has no kernel for that algorithm.
    HashBackendUnavailable(HashBackend),
    /// A length is wrong: a key of the wrong size, a partial block without padding, a buffer
    /// shorter than what the operation needs, a ciphertext shorter than the tag.
    InvalidLength,
    /// The nonce (IV) is unusable, e.g. an empty GCM nonce.
    InvalidNonce,
    /// The tag length is not one that GCM allows (16, 15, 14, 13, 12, 8, 4), or a tag of a length
    /// other than the key's `tag_len()` was given, or an HMAC tag outside
    /// `max(10, OUTPUT_LEN / 2)..=OUTPUT_LEN`.
    InvalidTagLength,
    /// The authentication tag did not verify (or the integrity check of a key unwrap failed:
    /// `kw::unwrap` and its siblings). No plaintext was released.
    AuthenticationFailed,
    /// The PKCS#7 padding of a decrypted message is malformed. No plaintext was released.
    InvalidPadding,
    /// The message or the associated data exceeds the limit of the mode (for GCM, SP 800-38D:
    /// plaintext ≤ 2^36 − 32 bytes, AAD ≤ 2^61 − 1 bytes).
    MessageTooLong,
    /// An engine was used after `finish`, or `finish` was called twice.
    Finished,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BackendUnavailable(b) => {
                write!(f, "backend `{}` is not available on this CPU", b.name())
            }
            Error::HashBackendUnavailable(b) => {
                write!(f, "hash backend `{}` is not available for this algorithm on this CPU", b.name())
            }
            Error::InvalidLength => f.write_str("invalid length"),
            Error::InvalidNonce => f.write_str("invalid nonce"),
            Error::InvalidTagLength => f.write_str("invalid tag length"),
            Error::AuthenticationFailed => f.write_str("authentication failed"),
            Error::InvalidPadding => f.write_str("invalid padding"),
            Error::MessageTooLong => f.write_str("message or associated data too long"),
            Error::Finished => f.write_str("engine already finished"),
        }
    }
}

impl core::error::Error for Error {}
