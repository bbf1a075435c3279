//! The GCM tag and its constant-time comparison.

use core::fmt;
use subtle::{Choice, ConstantTimeEq};

/// A GCM tag: [`Gcm::tag_len`](super::Gcm::tag_len) bytes.
///
/// Aligned to 16 so that the tag bytes stay at offset 0 of a `Result<Tag, Error>` and move as
/// one 16-byte word (with a 1-byte discriminant in front they were copied unaligned, and the
/// store-to-load forwarding of those copies cost a measurable share of a 16-byte seal).
///
/// ```
/// use aes_engine::Aes128Gcm;
/// use hex_literal::hex;
///
/// // GCM spec (McGrew–Viega) Test Case 2.
/// let gcm = Aes128Gcm::new(&[0; 16]);
/// let tag = gcm.encrypt_in_place_detached(&[0; 12], b"", &mut [0u8; 16]).unwrap();
/// assert_eq!(tag.as_ref(), hex!("ab6e47d42cec13bdf53a67b21257bddf"));
/// assert_eq!(format!("{tag:?}"), "Tag(ab6e47d42cec13bdf53a67b21257bddf)");
/// // `==` compares tags in constant time.
/// let again = gcm.encrypt_in_place_detached(&[0; 12], b"", &mut [0u8; 16]).unwrap();
/// assert!(tag == again);
/// ```
#[derive(Clone, Copy)]
#[repr(C, align(16))]
pub struct Tag {
    pub(super) bytes: [u8; 16],
    pub(super) len: u8,
}

impl AsRef<[u8]> for Tag {
    fn as_ref(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

impl fmt::Debug for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tag(")?;
        for b in self.as_ref() {
            write!(f, "{b:02x}")?;
        }
        write!(f, ")")
    }
}

impl Tag {
    /// The leading `len` (at most 16) bytes of `bytes` as a tag (for the other AEADs: CCM).
    pub(crate) fn new(bytes: [u8; 16], len: usize) -> Self {
        Tag { bytes, len: len.min(16) as u8 }
    }

    /// Whether `tag` is this tag, in constant time: both zero-padded to 128 bits, XORed as two
    /// 64-bit words, ORed together, and the difference compared with zero in one `subtle` step.
    /// (`<[u8]>::ct_eq` makes an optimisation barrier, a volatile store and load, per byte: a
    /// visible share of a small open.) The lengths are public; a length mismatch is no match.
    pub(crate) fn matches(&self, tag: &[u8]) -> Choice {
        let n = self.len as usize;
        if tag.len() != n {
            return Choice::from(0);
        }
        let mut mine = [0u8; 16];
        mine[..n].copy_from_slice(&self.bytes[..n]);
        let mut other = [0u8; 16];
        other[..n].copy_from_slice(tag);
        let (a, b) = (mine.as_chunks::<8>().0, other.as_chunks::<8>().0);
        let word = |w: &[[u8; 8]], i: usize| u64::from_ne_bytes(w[i]);
        let diff = (word(a, 0) ^ word(b, 0)) | (word(a, 1) ^ word(b, 1));
        diff.ct_eq(&0)
    }
}

impl PartialEq for Tag {
    /// Constant-time comparison.
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.matches(other.as_ref()))
    }
}

impl Eq for Tag {}

/// A full 16-byte tag as an array. A truncated tag (from a key with
/// [`with_tag_len`](super::Gcm::with_tag_len) below 16) is refused rather than zero-padded: a
/// padded array would not be the tag the receiver checks, and its trailing zeros would pass for
/// tag bytes. Use `tag.as_ref()` for a tag of any length.
///
/// ```
/// use aes_engine::{Aes128Gcm, Error};
/// use hex_literal::hex;
///
/// // GCM spec (McGrew–Viega) Test Case 2.
/// let gcm = Aes128Gcm::new(&[0; 16]);
/// let tag = gcm.encrypt_in_place_detached(&[0; 12], b"", &mut [0u8; 16])?;
/// let bytes: [u8; 16] = tag.try_into()?;
/// assert_eq!(bytes, hex!("ab6e47d42cec13bdf53a67b21257bddf"));
///
/// let short = Aes128Gcm::new(&[0; 16]).with_tag_len(12)?;
/// let tag = short.encrypt_in_place_detached(&[0; 12], b"", &mut [0u8; 16])?;
/// let err = <[u8; 16]>::try_from(tag).unwrap_err();
/// assert_eq!(err, Error::TagLengthMismatch { expected: 16, got: 12 });
/// assert_eq!(err.to_string(), "tag must be 16 bytes, got 12");
/// # Ok::<(), Error>(())
/// ```
impl TryFrom<Tag> for [u8; 16] {
    type Error = crate::Error;

    fn try_from(tag: Tag) -> Result<Self, Self::Error> {
        match tag.len {
            16 => Ok(tag.bytes),
            len => Err(crate::Error::TagLengthMismatch { expected: 16, got: usize::from(len) }),
        }
    }
}
