//! Chunked encryption, [c2sp.org/chunked-encryption](https://c2sp.org/chunked-encryption)
//! (`std` feature): large messages sealed in 16 KiB chunks with AES-GCM, authenticated as they
//! stream, readable at any offset, sealed and opened on several cores, in a published format
//! that other implementations read (Wycheproof has vectors for it; this crate passes them all).
//!
//! ```
//! # #[cfg(feature = "getrandom")] {
//! use std::io::{Read, Seek, SeekFrom, Write};
//! use aes_engine::chunked::{self, Hash, Reader, Writer};
//!
//! let key = [0x42; 16]; // 16 bytes: AES-128-GCM; 32 bytes: AES-256-GCM
//! let sealed = chunked::encrypt(&key, b"my app v1", Hash::Sha512, &[7u8; 40_000])?;
//! assert_eq!(sealed.len(), 56 + 40_000 + 3 * 16); // header, then three chunks with a tag each
//! assert_eq!(chunked::decrypt(&key, b"my app v1", Hash::Sha512, &sealed)?, [7u8; 40_000]);
//!
//! // Streams: write and read in pieces of any size.
//! let mut w = Writer::new(Vec::new(), &key, b"my app v1", Hash::Sha512)?;
//! w.write_all(b"hello, ")?;
//! w.write_all(b"chunks")?;
//! let sealed = w.finish()?;
//! let mut r = Reader::new(&sealed[..], &key, b"my app v1", Hash::Sha512)?;
//! let mut text = String::new();
//! r.read_to_string(&mut text)?;
//! assert_eq!(text, "hello, chunks");
//!
//! // Random access: a seek decrypts only the chunk that holds the new position.
//! let mut r = Reader::new(std::io::Cursor::new(sealed), &key, b"my app v1", Hash::Sha512)?;
//! r.seek(SeekFrom::Start(7))?;
//! let mut word = [0u8; 6];
//! r.read_exact(&mut word)?;
//! assert_eq!(&word, b"chunks");
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Format
//!
//! ```text
//! message    = salt (24 bytes) ‖ commitment (32 bytes) ‖ chunk_0 ‖ … ‖ chunk_n
//! key ‖ base nonce ‖ commitment = HKDF-Expand(prk = input key,
//!     info = "c2sp.org/chunked-encryption@v1+" ‖ aead ‖ 0x00 ‖ salt ‖ context)
//! chunk_i    = AES-GCM(key, nonce = base nonce XOR i (big-endian), aad = "", m_i) = c_i ‖ tag_i
//! |m_i|      = 16384 for i < n;  0 ≤ |m_n| < 16384 (the final chunk is short, maybe empty)
//! ```
//!
//! `aead` is `AEAD_AES_128_GCM` for a 16-byte input key and `AEAD_AES_256_GCM` for a 32-byte
//! one; HKDF-Expand runs over SHA-512 ([`Hash::Sha512`]: the spec's recommendation and the
//! Wycheproof vectors' choice, the "Cobblestone-128/256" instantiations) or SHA-256
//! ([`Hash::Sha256`]); both sides must use the same. The salt is 24 fresh random bytes per
//! message, from the operating system (the `getrandom` feature, on by default: the encrypting
//! functions need it). The *input key* must be uniformly random (a CSPRNG's output or a KDF's).
//!
//! Since the final chunk must be short, its length ends the message: cutting the message at a
//! chunk boundary leaves a full last chunk, which is not a valid end, and anything appended
//! after the final chunk turns it into a chunk of the wrong size or index. Each chunk's index is
//! in its nonce, so chunks cannot be reordered or moved between messages (each message has its
//! own key). Plaintext offset `i` lies at offset `i % 16384` of chunk `i / 16384`, which starts
//! at ciphertext offset `56 + (i / 16384) · 16400`: random access needs no index.
//!
//! # Errors
//!
//! Every failure names what went wrong and where, as an [`Error`] (one-shot functions) or as
//! an [`io::Error`] of kind [`io::ErrorKind::InvalidData`] that wraps it (streams and files;
//! `err.get_ref().and_then(|e| e.downcast_ref::<Error>())` gives it back):
//!
//! * [`Error::CommitmentMismatch`]: a wrong key or context (or a changed header). Checked
//!   before any chunk is touched.
//! * [`Error::HeaderTooShort`]: fewer than 56 bytes.
//! * [`Error::Truncated`]: no short final chunk; the error says after how many full chunks.
//! * [`Error::ChunkAuthenticationFailed`]: chunk `chunk`, at ciphertext offset `offset`,
//!   did not verify (changed, moved, or cut). Data appended after the final chunk lands here
//!   too, on the final chunk's index: the format frames chunks by length alone, so appended
//!   bytes make the final chunk longer (or a full one), and telling "valid final chunk plus
//!   junk" from "damaged final chunk" would take a trial decryption at every candidate length.
//! * [`Error::ChunkCounterLimit`]: more than 2^38 chunks (4 PiB).
//! * [`Error::InvalidLength`]: an input key that is neither 16 nor 32 bytes.
//!
//! A [`Reader`] releases each chunk's plaintext once that chunk has verified, so before an
//! error it may have returned a prefix of whole verified chunks (the spec allows it); it then
//! fails on every later read. The one-shot functions and [`decrypt_file`] release nothing
//! unless the whole message verified.
//!
//! # Raw mode
//!
//! [`decrypt_raw`] opens the chunks of a message whose AEAD key and base nonce a higher-level
//! protocol derived itself (the spec's appendix): no salt, no commitment, no header.

// Without the `getrandom` feature nothing can encrypt (there is no salt), so the sealing half
// (the writer, body::seal, MessageKey::seal) goes unused; decryption is complete either way.
#![cfg_attr(not(feature = "getrandom"), allow(dead_code, unused_imports))]

mod body;
mod file;
mod key;
mod reader;
#[cfg(feature = "getrandom")]
mod writer;

pub use file::decrypt_file;
#[cfg(feature = "getrandom")]
pub use file::encrypt_file;
pub use reader::Reader;
#[cfg(feature = "getrandom")]
pub use writer::Writer;

use crate::Error;
use key::MessageKey;
use std::io;
use std::vec::Vec;

/// Plaintext bytes in every chunk but the final one: 16 KiB.
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use aes_engine::chunked::{self, CHUNK_SIZE, HEADER_LEN, Hash, TAG_LEN};
///
/// // A message of exactly one chunk's length is a full chunk and an empty final one.
/// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, &[0; CHUNK_SIZE])?;
/// assert_eq!(sealed.len(), HEADER_LEN + CHUNK_SIZE + 2 * TAG_LEN);
/// # }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub const CHUNK_SIZE: usize = 16 * 1024;

/// Tag bytes after each chunk's ciphertext: 16 (AES-GCM).
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use aes_engine::chunked::{self, HEADER_LEN, Hash, TAG_LEN};
///
/// let sealed = chunked::encrypt(&[1; 32], b"", Hash::Sha256, b"")?;
/// assert_eq!(sealed.len(), HEADER_LEN + TAG_LEN); // an empty message: one empty final chunk
/// # }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub const TAG_LEN: usize = 16;

/// Header bytes before the first chunk: the 24-byte salt and the 32-byte commitment.
///
/// ```
/// use aes_engine::Error;
/// use aes_engine::chunked::{self, HEADER_LEN, Hash};
///
/// let err = chunked::decrypt(&[1; 16], b"", Hash::Sha512, &[0; HEADER_LEN - 1]).unwrap_err();
/// assert_eq!(err, Error::HeaderTooShort { len: HEADER_LEN - 1 });
/// ```
pub const HEADER_LEN: usize = SALT_LEN + COMMITMENT_LEN;

/// The random salt at the start of the header.
const SALT_LEN: usize = 24;
/// The key commitment after the salt.
const COMMITMENT_LEN: usize = 32;
/// A full chunk as stored: ciphertext and tag.
const SEALED_CHUNK: usize = CHUNK_SIZE + TAG_LEN;
/// The format allows chunks 0 to 2^38 − 1.
const MAX_CHUNKS: u64 = 1 << 38;

/// The hash of the HKDF-Expand key derivation.
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use aes_engine::Error;
/// use aes_engine::chunked::{self, Hash};
///
/// let sealed = chunked::encrypt(&[1; 16], b"", Hash::Sha512, b"data")?;
/// // The hash is part of the key derivation: the other one derives another commitment.
/// assert_eq!(chunked::decrypt(&[1; 16], b"", Hash::Sha256, &sealed), Err(Error::CommitmentMismatch));
/// # }
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hash {
    /// HKDF-Expand over SHA-256.
    Sha256,
    /// HKDF-Expand over SHA-512: the spec's recommendation (Cobblestone-128 and -256).
    Sha512,
}

/// A heap buffer that may hold plaintext or key-dependent bytes: wiped on drop.
struct SecretVec(Vec<u8>);

impl SecretVec {
    fn zeroed(len: usize) -> Self {
        SecretVec(std::vec![0; len])
    }
}

impl core::ops::Deref for SecretVec {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl core::ops::DerefMut for SecretVec {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.0
    }
}

impl Drop for SecretVec {
    fn drop(&mut self) {
        crate::copy::wipe_bytes(&mut self.0);
    }
}

/// Length of the sealed body (chunks, no header) of a plaintext of `len` bytes.
fn sealed_body_len(len: usize) -> Result<usize, Error> {
    let chunks = len / CHUNK_SIZE + 1;
    if chunks as u64 > MAX_CHUNKS {
        return Err(Error::ChunkCounterLimit);
    }
    len.checked_add(chunks * TAG_LEN).ok_or(Error::MessageTooLong)
}

/// Length of the plaintext of a sealed body (chunks, no header) of `len` bytes, if that is a
/// valid length: the final chunk must hold at least a tag.
fn plain_len(len: u64) -> Result<u64, Error> {
    let full = len / SEALED_CHUNK as u64;
    let rest = len % SEALED_CHUNK as u64;
    if rest < TAG_LEN as u64 {
        return Err(Error::Truncated { chunks: full });
    }
    if full >= MAX_CHUNKS {
        return Err(Error::ChunkCounterLimit);
    }
    Ok(full * CHUNK_SIZE as u64 + rest - TAG_LEN as u64)
}

/// The crate's error as an [`io::Error`]: the format's data errors are
/// [`io::ErrorKind::InvalidData`] wrapping it; a bad key length (the only `InvalidLength` here)
/// is [`io::ErrorKind::InvalidInput`]; the rest as `From<Error> for io::Error` says.
fn io_error(e: Error) -> io::Error {
    match e {
        Error::InvalidLength => io::Error::new(io::ErrorKind::InvalidInput, e),
        Error::CommitmentMismatch
        | Error::HeaderTooShort { .. }
        | Error::Truncated { .. }
        | Error::ChunkAuthenticationFailed { .. }
        | Error::ChunkCounterLimit => io::Error::new(io::ErrorKind::InvalidData, e),
        e => io::Error::from(e),
    }
}

/// `w.write_all(data)`, with each count taken as at most what was offered: `std`'s provided
/// `write_all` slices by the count, so an inner writer that claims more would make it panic.
fn write_all<W: io::Write + ?Sized>(w: &mut W, mut data: &[u8]) -> io::Result<()> {
    while !data.is_empty() {
        match w.write(data) {
            Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, "failed to write a chunk")),
            Ok(n) => data = &data[n.min(data.len())..],
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// A fresh random salt.
#[cfg(feature = "getrandom")]
fn random_salt() -> Result<[u8; SALT_LEN], Error> {
    let mut salt = [0u8; SALT_LEN];
    crate::random::fill(&mut salt)?;
    Ok(salt)
}

/// The number of threads the file helpers use: the cores this process may run on, at most 8.
fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}

/// Encrypts `plaintext` under `key` (16 or 32 bytes) and `context` with a fresh random salt:
/// `salt ‖ commitment ‖ chunks`. Needs the `getrandom` feature (on by default).
///
/// # Errors
///
/// [`Error::InvalidLength`] if `key` is neither 16 nor 32 bytes; [`Error::RandomUnavailable`]
/// if the operating system gives no randomness.
///
/// ```
/// use aes_engine::chunked::{self, Hash};
///
/// let a = chunked::encrypt(&[9; 32], b"ctx", Hash::Sha512, b"same plaintext")?;
/// let b = chunked::encrypt(&[9; 32], b"ctx", Hash::Sha512, b"same plaintext")?;
/// assert_ne!(a, b); // a new salt, hence a new key and nonce, per message
/// assert_eq!(chunked::decrypt(&[9; 32], b"ctx", Hash::Sha512, &b)?, b"same plaintext");
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[cfg(feature = "getrandom")]
pub fn encrypt(key: &[u8], context: &[u8], hash: Hash, plaintext: &[u8]) -> Result<Vec<u8>, Error> {
    encrypt_with_threads(key, context, hash, plaintext, 1)
}

/// [`encrypt`] on `threads` threads (0 is taken as 1): the chunks are split into `threads`
/// contiguous runs sealed at once. For the same salt the output is byte for byte that of
/// [`encrypt`]; only the wall time changes. Needs the `getrandom` feature (on by default).
///
/// # Errors
///
/// As [`encrypt`].
///
/// ```
/// use aes_engine::chunked::{self, Hash};
///
/// let big = vec![3u8; 1 << 20];
/// let sealed = chunked::encrypt_with_threads(&[9; 16], b"", Hash::Sha512, &big, 4)?;
/// assert_eq!(chunked::decrypt(&[9; 16], b"", Hash::Sha512, &sealed)?, big);
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[cfg(feature = "getrandom")]
pub fn encrypt_with_threads(
    key: &[u8],
    context: &[u8],
    hash: Hash,
    plaintext: &[u8],
    threads: usize,
) -> Result<Vec<u8>, Error> {
    let salt = random_salt()?;
    let (mk, commitment) = MessageKey::derive(key, context, hash, &salt)?;
    let body_len = sealed_body_len(plaintext.len())?;
    if body::one_thread(body_len, threads) {
        let mut out = Vec::with_capacity(HEADER_LEN + body_len);
        out.extend_from_slice(&salt);
        out.extend_from_slice(&commitment);
        body::seal_append(&mk, 0, plaintext, &mut out)?;
        return Ok(out);
    }
    // `vec![0; n]` is a zeroed allocation (fresh pages from the OS for a large `n`), not a
    // serial memset on this thread: each worker faults in the pages of its own run.
    let mut out = std::vec![0u8; HEADER_LEN + body_len];
    out[..salt.len()].copy_from_slice(&salt);
    out[salt.len()..HEADER_LEN].copy_from_slice(&commitment);
    body::seal(&mk, 0, plaintext, &mut out[HEADER_LEN..], threads)?;
    Ok(out)
}

/// Decrypts a message of [`encrypt`] (or of any implementation of the format) under `key` and
/// `context`. Returns the plaintext only if every chunk verified.
///
/// # Errors
///
/// [`Error::InvalidLength`] (a key neither 16 nor 32 bytes), [`Error::HeaderTooShort`],
/// [`Error::CommitmentMismatch`] (wrong key or context), [`Error::Truncated`],
/// [`Error::ChunkAuthenticationFailed`] (the first chunk that failed), [`Error::ChunkCounterLimit`].
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use aes_engine::Error;
/// use aes_engine::chunked::{self, Hash};
///
/// let mut sealed = chunked::encrypt(&[5; 16], b"ctx", Hash::Sha512, &[1; 50_000])?;
/// assert_eq!(chunked::decrypt(&[5; 16], b"other", Hash::Sha512, &sealed), Err(Error::CommitmentMismatch));
/// sealed[56 + 16_400 + 3] ^= 1; // a byte of chunk 1
/// let err = chunked::decrypt(&[5; 16], b"ctx", Hash::Sha512, &sealed).unwrap_err();
/// assert_eq!(err, Error::ChunkAuthenticationFailed { chunk: 1, offset: 56 + 16_400 });
/// sealed.truncate(56 + 2 * 16_400); // cut at a chunk boundary
/// assert_eq!(chunked::decrypt(&[5; 16], b"ctx", Hash::Sha512, &sealed), Err(Error::Truncated { chunks: 2 }));
/// # }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt(key: &[u8], context: &[u8], hash: Hash, ciphertext: &[u8]) -> Result<Vec<u8>, Error> {
    decrypt_with_threads(key, context, hash, ciphertext, 1)
}

/// [`decrypt`] on `threads` threads (0 is taken as 1). The result, and the error on a bad
/// message (the lowest failing chunk's), are those of [`decrypt`].
///
/// # Errors
///
/// As [`decrypt`].
///
/// ```
/// # #[cfg(feature = "getrandom")] {
/// use aes_engine::chunked::{self, Hash};
///
/// let big = vec![3u8; 1 << 20];
/// let sealed = chunked::encrypt(&[9; 16], b"", Hash::Sha512, &big)?;
/// assert_eq!(chunked::decrypt_with_threads(&[9; 16], b"", Hash::Sha512, &sealed, 2)?, big);
/// # }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt_with_threads(
    key: &[u8],
    context: &[u8],
    hash: Hash,
    ciphertext: &[u8],
    threads: usize,
) -> Result<Vec<u8>, Error> {
    let Some((header, body)) = ciphertext.split_first_chunk::<HEADER_LEN>() else {
        // A bad key is reported before anything about the message, as with a whole header.
        if !matches!(key.len(), 16 | 32) {
            return Err(Error::InvalidLength);
        }
        return Err(Error::HeaderTooShort { len: ciphertext.len() });
    };
    let mk = MessageKey::derive_and_check(key, context, hash, header)?;
    open_body(&mk, body, threads)
}

/// Decrypts a raw-mode message: chunks only, under an AEAD key (16 or 32 bytes) and base nonce
/// that the caller's protocol derived (the spec's appendix "raw mode"). There is no salt and
/// no commitment, hence no key commitment: this is a building block for protocols, not for
/// applications.
///
/// # Errors
///
/// [`Error::InvalidLength`] (a key neither 16 nor 32 bytes), [`Error::Truncated`],
/// [`Error::ChunkAuthenticationFailed`] (offsets count from the first chunk),
/// [`Error::ChunkCounterLimit`].
///
/// ```
/// use aes_engine::{Aes128Gcm, Error};
/// use aes_engine::chunked;
///
/// // A one-chunk message by hand: chunk 0's nonce is the base nonce itself.
/// let (key, base_nonce) = ([7u8; 16], [8u8; 12]);
/// let sealed = Aes128Gcm::new(&key).encrypt(&base_nonce, b"", b"raw")?;
/// assert_eq!(chunked::decrypt_raw(&key, &base_nonce, &sealed)?, b"raw");
/// assert_eq!(chunked::decrypt_raw(&key, &base_nonce, &sealed[..15]), Err(Error::Truncated { chunks: 0 }));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt_raw(aead_key: &[u8], base_nonce: &[u8; 12], ciphertext: &[u8]) -> Result<Vec<u8>, Error> {
    open_body(&MessageKey::raw(aead_key, base_nonce)?, ciphertext, 1)
}

/// The plaintext of a whole body (every chunk, the final one included).
fn open_body(mk: &MessageKey, body: &[u8], threads: usize) -> Result<Vec<u8>, Error> {
    let len = usize::try_from(plain_len(body.len() as u64)?).map_err(|_| Error::MessageTooLong)?;
    if body::one_thread(body.len(), threads) {
        let mut out = Vec::with_capacity(len);
        body::open_append(mk, 0, body, &mut out)?;
        return Ok(out);
    }
    let mut out = std::vec![0u8; len];
    body::open(mk, 0, body, &mut out, threads)?;
    Ok(out)
}
