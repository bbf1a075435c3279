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
    /// The key is unusable: an XTS key whose two halves are equal (SP 800-38E §5.1).
    InvalidKey,
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
    /// The operating system's random number generator failed (feature `getrandom`).
    RandomUnavailable,
    /// An input is shorter than the least the operation accepts (e.g. a sealed message shorter
    /// than its nonce and tag): at least `min` bytes, `got` given. Nothing was processed.
    InputTooShort {
        /// The shortest input accepted.
        min: usize,
        /// The length given.
        got: usize,
    },
    /// An output buffer is too small for what the call must write (e.g.
    /// [`Crypter::try_update`](crate::Crypter::try_update)): `needed` bytes, `got` given.
    /// Nothing was processed and the engine is unchanged: retry with a larger buffer.
    OutputTooSmall {
        /// The bytes the call may write.
        needed: usize,
        /// The length of the buffer given.
        got: usize,
    },
    /// A tag of `got` bytes where `expected` bytes are needed (e.g. a truncated GCM
    /// [`Tag`](crate::Tag) turned into a full `[u8; 16]`).
    TagLengthMismatch {
        /// The tag length needed.
        expected: usize,
        /// The tag length given.
        got: usize,
    },
    /// Chunked encryption: the commitment in the header does not match the one derived from the
    /// key, the context and the salt — a wrong key or a wrong context (or a changed salt or
    /// commitment). Found before any chunk is decrypted.
    CommitmentMismatch,
    /// Chunked encryption: the input ended inside the 56-byte header (salt and commitment);
    /// `len` is how many bytes there were.
    HeaderTooShort {
        /// The bytes of header that were there.
        len: usize,
    },
    /// Chunked encryption: the message ends without its short final chunk — after `chunks` full
    /// chunks the input stopped, or only fewer bytes than a tag followed. Everything before
    /// verified; the message was cut.
    Truncated {
        /// How many full chunks verified before the input ended.
        chunks: u64,
    },
    /// Chunked encryption: chunk `chunk`, which starts at ciphertext offset `offset`, failed
    /// authentication (changed, reordered, cut, from another message, or followed by trailing
    /// data: bytes appended after the final chunk make it a longer chunk, which fails here). No
    /// plaintext of it was released; chunks before it verified.
    ChunkAuthenticationFailed {
        /// The index of the chunk (from 0).
        chunk: u64,
        /// The ciphertext offset where the chunk starts (the 56-byte header included).
        offset: u64,
    },
    /// Chunked encryption: the message would need chunk 2^38 or later (more than 4 PiB − 1
    /// bytes), which the format forbids.
    ChunkCounterLimit,
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
            Error::InvalidLength => f.write_str(
                "invalid length (a key, buffer or message of the wrong size: see the function's `# Errors`)",
            ),
            Error::InvalidKey => f.write_str("invalid key (XTS: the two halves of the key must differ)"),
            Error::InvalidNonce => f.write_str("invalid nonce (a GCM nonce must be 1 to 2^61 - 1 bytes; 12 is usual)"),
            Error::InvalidTagLength => f.write_str(
                "invalid tag length (GCM: 16, 15, 14, 13, 12, 8 or 4 bytes, and the key's tag_len; \
                 HMAC: max(10, OUTPUT_LEN / 2) to OUTPUT_LEN bytes)",
            ),
            Error::AuthenticationFailed => f.write_str("authentication failed"),
            Error::InvalidPadding => f.write_str("invalid padding"),
            Error::MessageTooLong => f.write_str("message or associated data too long"),
            Error::Finished => f.write_str("engine already finished"),
            Error::RandomUnavailable => f.write_str("the operating system's random number generator failed"),
            Error::InputTooShort { min, got } => {
                write!(f, "input too short: at least {min} bytes needed, got {got}")
            }
            Error::OutputTooSmall { needed, got } => {
                write!(f, "output buffer too small: {needed} bytes needed, got {got}")
            }
            Error::TagLengthMismatch { expected, got } => {
                write!(f, "tag must be {expected} bytes, got {got}")
            }
            Error::CommitmentMismatch => f.write_str("commitment mismatch: wrong key or context"),
            Error::HeaderTooShort { len } => write!(f, "header too short: {len} of 56 bytes"),
            Error::Truncated { chunks } => {
                write!(f, "truncated: no short final chunk after {chunks} full chunks")
            }
            Error::ChunkAuthenticationFailed { chunk, offset } => {
                write!(f, "chunk {chunk} at ciphertext offset {offset} failed authentication")
            }
            Error::ChunkCounterLimit => f.write_str("chunk counter limit (2^38 chunks) reached"),
        }
    }
}

impl core::error::Error for Error {}
