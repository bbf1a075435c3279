//! `aead` 0.6 (feature `aead`): `KeyInit`, `AeadCore` and `AeadInOut` for [`Aes128Gcm`],
//! [`Aes192Gcm`] and [`Aes256Gcm`] (and `AeadCore`/`AeadInOut` for any [`Gcm`]), so `aead::Aead`
//! (with the crate's `alloc` feature) and code generic over `AeadInOut` run on this engine.
//!
//! ```
//! use aes_engine::Aes256Gcm;
//! use aead::{Aead, AeadInOut, KeyInit, Nonce, Payload};
//!
//! let gcm = <Aes256Gcm as KeyInit>::new_from_slice(&[7u8; 32]).unwrap();
//! let nonce = Nonce::<Aes256Gcm>::from([1u8; 12]);
//! let sealed = Aead::encrypt(&gcm, &nonce, Payload { msg: b"hello", aad: b"hdr" }).unwrap();
//! assert_eq!(sealed.len(), 5 + 16); // ciphertext ‖ tag
//!
//! // The same bytes through the crate's own API.
//! assert_eq!(sealed, gcm.encrypt(&[1u8; 12], b"hdr", b"hello").unwrap());
//!
//! // In place, tag detached; a wrong tag is refused and the buffer holds the ciphertext again
//! // (never plaintext), as with RustCrypto's aes-gcm, so the right tag still opens it.
//! let mut buf = *b"hello";
//! let tag = gcm.encrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into()).unwrap();
//! let sealed_buf = buf;
//! let mut bad = tag;
//! bad[0] ^= 1;
//! assert!(gcm.decrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into(), &bad).is_err());
//! assert_eq!(buf, sealed_buf);
//! gcm.decrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into(), &tag).unwrap();
//! assert_eq!(&buf, b"hello");
//! ```
//!
//! The trait fixes the nonce at 12 bytes and the tag at 16 bytes (`AeadCore`). A `Gcm` shortened
//! with [`Gcm::with_tag_len`] refuses every trait call with `aead::Error` rather than produce or
//! accept a tag of another length. A refused decryption leaves the output holding the ciphertext
//! (the crate's own `decrypt_in_place_detached` wipes it instead): RustCrypto's `aes-gcm` checks
//! the tag before it decrypts and so leaves an in-place buffer untouched, and callers that try
//! several keys or nonces on one buffer rely on that. An `InOutBuf` with separate input and
//! output is copied to the output first, then transformed there in place (one pass of the
//! kernel); GCM's length limits are checked before that copy, so a refused call leaves the
//! output as it was (it never holds the plaintext of a message too long to encrypt).

use crate::{Aes128Gcm, Aes192Gcm, Aes256Gcm, BlockCipher, Gcm};
use ::aead::consts::{U12, U16, U24, U32};
use ::aead::inout::InOutBuf;
use ::aead::{AeadCore, AeadInOut, Key, KeyInit, KeySizeUser, Nonce, Tag, TagPosition};

/// The only tag length the trait can carry.
const TRAIT_TAG_LEN: usize = 16;

/// Whether a call must be refused before anything is copied into a separate output buffer: a
/// shortened tag, or a message or AAD over GCM's limits (which `*_in_place_detached` would
/// refuse only after the copy).
fn refused<C: BlockCipher>(gcm: &Gcm<C>, msg_len: usize, aad_len: usize) -> bool {
    gcm.tag_len() != TRAIT_TAG_LEN
        || msg_len as u64 > crate::gcm::MAX_PLAINTEXT_LEN
        || aad_len as u64 > crate::gcm::MAX_AAD_LEN
}

impl<C: BlockCipher> AeadCore for Gcm<C> {
    type NonceSize = U12;
    type TagSize = U16;
    const TAG_POSITION: TagPosition = TagPosition::Postfix;
}

impl<C: BlockCipher> AeadInOut for Gcm<C> {
    fn encrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
    ) -> ::aead::Result<Tag<Self>> {
        if refused(self, buffer.len(), associated_data.len()) {
            return Err(::aead::Error);
        }
        let buf = buffer.into_out_with_copied_in();
        let tag = self.encrypt_in_place_detached(nonce, associated_data, buf).map_err(|_| ::aead::Error)?;
        Tag::<Self>::try_from(tag.as_ref()).map_err(|_| ::aead::Error)
    }

    fn decrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
        tag: &Tag<Self>,
    ) -> ::aead::Result<()> {
        if refused(self, buffer.len(), associated_data.len()) {
            return Err(::aead::Error);
        }
        // On failure the output holds the ciphertext (re-encrypted), never plaintext: an in-place
        // buffer is as it was, as `aes-gcm` leaves it, and can be tried with another key.
        let buf = buffer.into_out_with_copied_in();
        self.decrypt_in_place_detached_keeping_ciphertext(nonce, associated_data, buf, tag).map_err(|_| ::aead::Error)
    }
}

macro_rules! key_init {
    ($gcm:ty, $size:ty) => {
        impl KeySizeUser for $gcm {
            type KeySize = $size;
        }

        impl KeyInit for $gcm {
            fn new(key: &Key<Self>) -> Self {
                <$gcm>::new(&key.0)
            }
        }
    };
}

key_init!(Aes128Gcm, U16);
key_init!(Aes192Gcm, U24);
key_init!(Aes256Gcm, U32);

#[cfg(test)]
mod tests {
    use super::refused;
    use crate::Aes128Gcm;
    use crate::gcm::{MAX_AAD_LEN, MAX_PLAINTEXT_LEN};

    /// The limits are checked before the copy into a separate output (a message over the limit
    /// cannot be built in a test: 64 GiB).
    #[test]
    fn refused_at_the_limits() {
        let gcm = Aes128Gcm::new(&[0; 16]);
        let max = usize::try_from(MAX_PLAINTEXT_LEN).unwrap();
        assert!(!refused(&gcm, max, 0));
        assert!(refused(&gcm, max + 1, 0));
        if let Ok(aad) = usize::try_from(MAX_AAD_LEN) {
            assert!(!refused(&gcm, 0, aad));
            assert!(refused(&gcm, 0, aad + 1));
        }
        assert!(!refused(&gcm, 0, 0));
        assert!(refused(&gcm.with_tag_len(12).unwrap(), 0, 0));
    }

    /// Trial decryption in place, as code written for `aes-gcm` does it: a wrong key (or a
    /// corrupted tag) fails and leaves the ciphertext, so the right key then opens the same
    /// buffer. Every backend, lengths around the one-call small path (64 B) and the 16-block
    /// batches (256 B); a separate output holds the ciphertext and the input is untouched.
    #[test]
    #[cfg(feature = "std")]
    fn failed_decryption_leaves_the_ciphertext() {
        use ::aead::{AeadInOut, Nonce};
        for backend in crate::Backend::available() {
            let right = Aes128Gcm::with_backend(&[7; 16], backend).unwrap();
            let wrong = Aes128Gcm::with_backend(&[8; 16], backend).unwrap();
            let nonce = Nonce::<Aes128Gcm>::from([3; 12]);
            for len in [0usize, 1, 15, 16, 17, 63, 64, 65, 100, 255, 256, 257, 1000, 4099] {
                let msg: std::vec::Vec<u8> = (0..len).map(|i| (i * 31 + 7) as u8).collect();
                let mut buf = msg.clone();
                let tag = right.encrypt_inout_detached(&nonce, b"ad", (&mut buf[..]).into()).unwrap();
                let sealed = buf.clone();
                assert!(wrong.decrypt_inout_detached(&nonce, b"ad", (&mut buf[..]).into(), &tag).is_err());
                assert_eq!(buf, sealed, "{backend} len {len}: wrong key");
                let mut bad = tag;
                bad[15] ^= 0x80;
                assert!(right.decrypt_inout_detached(&nonce, b"ad", (&mut buf[..]).into(), &bad).is_err());
                assert_eq!(buf, sealed, "{backend} len {len}: wrong tag");
                let mut out = std::vec![0xeeu8; len];
                let inout = ::aead::inout::InOutBuf::new(&sealed[..], &mut out[..]).unwrap();
                assert!(wrong.decrypt_inout_detached(&nonce, b"ad", inout, &tag).is_err());
                assert_eq!(out, sealed, "{backend} len {len}: separate output");
                right.decrypt_inout_detached(&nonce, b"ad", (&mut buf[..]).into(), &tag).unwrap();
                assert_eq!(buf, msg, "{backend} len {len}: right key after failures");
            }
        }
    }
}
