//! Lowercase hex output, for printing digests, tags and keys in tests and logs.

use alloc::string::String;

/// `bytes` as lowercase hex, two digits a byte.
///
/// ```
/// use aes_engine::{digest::{Digest, Sha256}, hex};
///
/// // FIPS 180-2 B.1
/// assert_eq!(hex(&Sha256::digest(b"abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
/// assert_eq!(hex(&[0x00, 0x0f, 0xa0]), "000fa0");
/// assert_eq!(hex(&[]), "");
/// ```
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}
