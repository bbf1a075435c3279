//! `aead` 0.6 (feature `aead`) for the other AEADs: `KeyInit`, `AeadCore` and `AeadInOut` for
//! [`Aes128GcmSiv`] and [`Aes256GcmSiv`], and for CCM through [`AeadCcm`], which fixes the tag
//! and nonce sizes as type parameters (the traits carry them as types; [`Ccm`] keeps them as
//! values). Two aliases name the common shape (16-byte tag, 13-byte nonce: RFC 3610's largest
//! nonce, as Matter and Bluetooth Mesh use it); any other valid pair is `AeadCcm<C, Tag, Nonce>`.
//!
//! ```
//! use aead::{Aead, AeadInOut, KeyInit, Nonce, Payload};
//! use aes_engine::gcm_siv::Aes128GcmSiv;
//! use aes_engine::interop::aead_modes::Aes128Ccm16_13;
//!
//! let siv = <Aes128GcmSiv as KeyInit>::new_from_slice(&[7u8; 16]).unwrap();
//! let nonce = Nonce::<Aes128GcmSiv>::from([1u8; 12]);
//! let sealed = Aead::encrypt(&siv, &nonce, Payload { msg: b"hello", aad: b"hdr" }).unwrap();
//! assert_eq!(sealed, siv.encrypt(&[1u8; 12], b"hdr", b"hello").unwrap());
//!
//! let ccm = <Aes128Ccm16_13 as KeyInit>::new_from_slice(&[7u8; 16]).unwrap();
//! let nonce = Nonce::<Aes128Ccm16_13>::from([2u8; 13]);
//! let mut buf = *b"hello";
//! let tag = ccm.encrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into()).unwrap();
//! let sealed = buf;
//! // A wrong tag is refused and the buffer holds the ciphertext again, never plaintext.
//! let mut bad = tag;
//! bad[0] ^= 1;
//! assert!(ccm.decrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into(), &bad).is_err());
//! assert_eq!(buf, sealed);
//! ccm.decrypt_inout_detached(&nonce, b"hdr", (&mut buf[..]).into(), &tag).unwrap();
//! assert_eq!(&buf, b"hello");
//! ```
//!
//! As for GCM (see [`super::aead`]), a refused decryption leaves the output holding the
//! ciphertext (the crate's own `decrypt_in_place_detached` wipes it instead), and the length
//! limits are checked before an `InOutBuf`'s input is copied to its output.

use crate::ccm::Ccm;
use crate::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv, GcmSiv, MAX_AAD_LEN, MAX_PLAINTEXT_LEN};
use crate::{Aes128, Aes256, BlockCipher};
use ::aead::consts::{U4, U6, U7, U8, U9, U10, U11, U12, U13, U14, U16, U32};
use ::aead::inout::InOutBuf;
use ::aead::{AeadCore, AeadInOut, Key, KeyInit, KeySizeUser, Nonce, Tag, TagPosition};
use core::fmt;
use core::marker::PhantomData;

impl<C: BlockCipher> AeadCore for GcmSiv<C> {
    type NonceSize = U12;
    type TagSize = U16;
    const TAG_POSITION: TagPosition = TagPosition::Postfix;
}

impl<C: BlockCipher> AeadInOut for GcmSiv<C> {
    fn encrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
    ) -> ::aead::Result<Tag<Self>> {
        if buffer.len() as u64 > MAX_PLAINTEXT_LEN || associated_data.len() as u64 > MAX_AAD_LEN {
            return Err(::aead::Error);
        }
        let buf = buffer.into_out_with_copied_in();
        let tag = self.encrypt_in_place_detached(&nonce.0, associated_data, buf).map_err(|_| ::aead::Error)?;
        Ok(Tag::<Self>::from(tag))
    }

    fn decrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
        tag: &Tag<Self>,
    ) -> ::aead::Result<()> {
        if buffer.len() as u64 > MAX_PLAINTEXT_LEN || associated_data.len() as u64 > MAX_AAD_LEN {
            return Err(::aead::Error);
        }
        let buf = buffer.into_out_with_copied_in();
        match self.open(&nonce.0, associated_data, buf, &tag.0) {
            Ok(true) => Ok(()),
            _ => {
                // The keystream applied a second time gives the ciphertext back.
                self.reapply_keystream(&nonce.0, buf, &tag.0);
                Err(::aead::Error)
            }
        }
    }
}

impl KeySizeUser for Aes128GcmSiv {
    type KeySize = U16;
}

impl KeyInit for Aes128GcmSiv {
    fn new(key: &Key<Self>) -> Self {
        Aes128GcmSiv::new(&key.0)
    }
}

impl KeySizeUser for Aes256GcmSiv {
    type KeySize = U32;
}

impl KeyInit for Aes256GcmSiv {
    fn new(key: &Key<Self>) -> Self {
        Aes256GcmSiv::new(&key.0)
    }
}

mod sealed {
    /// A tag size CCM allows: 4, 6, ..., 16 bytes (sealed: the crate implements it for exactly
    /// those `aead::consts`).
    ///
    /// ```
    /// use aead::{AeadCore, consts::{U4, U13}};
    /// use aes_engine::{Aes128, interop::aead_modes::AeadCcm};
    ///
    /// // The shortest tag SP 800-38C allows.
    /// type Ccm4 = AeadCcm<Aes128, U4, U13>;
    /// assert_eq!(<<Ccm4 as AeadCore>::TagSize as aead::array::typenum::Unsigned>::USIZE, 4);
    /// ```
    pub trait CcmTagSize: ::aead::array::ArraySize {}
    /// A nonce size CCM allows: 7..=13 bytes (sealed, as [`CcmTagSize`]).
    ///
    /// ```
    /// use aead::{AeadCore, consts::{U7, U16}};
    /// use aes_engine::{Aes256, interop::aead_modes::AeadCcm};
    ///
    /// // The shortest nonce (the longest messages: a 2^64-byte length field).
    /// type Ccm7 = AeadCcm<Aes256, U16, U7>;
    /// assert_eq!(<<Ccm7 as AeadCore>::NonceSize as aead::array::typenum::Unsigned>::USIZE, 7);
    /// ```
    pub trait CcmNonceSize: ::aead::array::ArraySize {}
}
use sealed::{CcmNonceSize, CcmTagSize};

impl CcmTagSize for U4 {}
impl CcmTagSize for U6 {}
impl CcmTagSize for U8 {}
impl CcmTagSize for U10 {}
impl CcmTagSize for U12 {}
impl CcmTagSize for U14 {}
impl CcmTagSize for U16 {}
impl CcmNonceSize for U7 {}
impl CcmNonceSize for U8 {}
impl CcmNonceSize for U9 {}
impl CcmNonceSize for U10 {}
impl CcmNonceSize for U11 {}
impl CcmNonceSize for U12 {}
impl CcmNonceSize for U13 {}

/// [`Ccm`] with its tag size `T` and nonce size `N` fixed as types, for the `aead` traits.
///
/// ```
/// use aead::{Aead, KeyInit, Nonce, consts::{U8, U12}};
/// use aes_engine::{Aes256, interop::aead_modes::AeadCcm};
///
/// // CCM_8 as TLS 1.3 uses it: 8-byte tag, 12-byte nonce.
/// type Aes256Ccm8 = AeadCcm<Aes256, U8, U12>;
/// let ccm = <Aes256Ccm8 as KeyInit>::new_from_slice(&[1u8; 32]).unwrap();
/// let sealed = ccm.encrypt(&Nonce::<Aes256Ccm8>::from([3u8; 12]), &b"data"[..]).unwrap();
/// assert_eq!(sealed.len(), 4 + 8);
/// assert_eq!(sealed, ccm.ccm().encrypt(&[3u8; 12], b"", b"data").unwrap());
/// ```
pub struct AeadCcm<C: BlockCipher, T: CcmTagSize, N: CcmNonceSize> {
    ccm: Ccm<C>,
    sizes: PhantomData<(T, N)>,
}

/// AES-128-CCM with 16-byte tags and 13-byte nonces.
///
/// ```
/// use aead::{Aead, KeyInit, Nonce};
/// use aes_engine::interop::aead_modes::Aes128Ccm16_13;
///
/// let ccm = <Aes128Ccm16_13 as KeyInit>::new_from_slice(&[1u8; 16]).unwrap();
/// let nonce = Nonce::<Aes128Ccm16_13>::from([2u8; 13]);
/// let sealed = ccm.encrypt(&nonce, &b"data"[..]).unwrap();
/// assert_eq!(ccm.decrypt(&nonce, sealed.as_slice()).unwrap(), b"data");
/// ```
pub type Aes128Ccm16_13 = AeadCcm<Aes128, U16, U13>;

/// AES-256-CCM with 16-byte tags and 13-byte nonces.
///
/// ```
/// use aead::{Aead, KeyInit, Nonce};
/// use aes_engine::interop::aead_modes::Aes256Ccm16_13;
///
/// let ccm = <Aes256Ccm16_13 as KeyInit>::new_from_slice(&[1u8; 32]).unwrap();
/// let nonce = Nonce::<Aes256Ccm16_13>::from([2u8; 13]);
/// let sealed = ccm.encrypt(&nonce, &b"data"[..]).unwrap();
/// assert_eq!(sealed.len(), 4 + 16);
/// ```
pub type Aes256Ccm16_13 = AeadCcm<Aes256, U16, U13>;

impl<C: BlockCipher, T: CcmTagSize, N: CcmNonceSize> AeadCcm<C, T, N> {
    /// CCM over `cipher` with the sizes `T` and `N`.
    ///
    /// ```
    /// use aead::consts::{U4, U7};
    /// use aes_engine::{Aes128, interop::aead_modes::AeadCcm};
    ///
    /// let ccm = AeadCcm::<_, U4, U7>::from_cipher(Aes128::new(&[0; 16]));
    /// assert_eq!((ccm.ccm().tag_len(), ccm.ccm().nonce_len()), (4, 7));
    /// ```
    pub fn from_cipher(cipher: C) -> Self {
        // The sealed size traits admit only the sizes `Ccm::new` accepts.
        AeadCcm { ccm: Ccm::with_valid_sizes(cipher, T::USIZE, N::USIZE), sizes: PhantomData }
    }

    /// The crate's own [`Ccm`] behind the traits.
    ///
    /// ```
    /// use aead::KeyInit;
    /// use aes_engine::interop::aead_modes::Aes128Ccm16_13;
    ///
    /// let ccm = <Aes128Ccm16_13 as KeyInit>::new_from_slice(&[1u8; 16]).unwrap();
    /// assert_eq!(ccm.ccm().tag_len(), 16);
    /// ```
    pub fn ccm(&self) -> &Ccm<C> {
        &self.ccm
    }
}

impl<C: BlockCipher + Clone, T: CcmTagSize, N: CcmNonceSize> Clone for AeadCcm<C, T, N> {
    fn clone(&self) -> Self {
        AeadCcm { ccm: self.ccm.clone(), sizes: PhantomData }
    }
}

impl<C: BlockCipher, T: CcmTagSize, N: CcmNonceSize> fmt::Debug for AeadCcm<C, T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("AeadCcm").field(&self.ccm).finish()
    }
}

impl<C: BlockCipher, T: CcmTagSize, N: CcmNonceSize> AeadCore for AeadCcm<C, T, N> {
    type NonceSize = N;
    type TagSize = T;
    const TAG_POSITION: TagPosition = TagPosition::Postfix;
}

impl<C: BlockCipher, T: CcmTagSize, N: CcmNonceSize> AeadInOut for AeadCcm<C, T, N> {
    fn encrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
    ) -> ::aead::Result<Tag<Self>> {
        if buffer.len() as u64 > self.ccm.max_payload_len() {
            return Err(::aead::Error);
        }
        let buf = buffer.into_out_with_copied_in();
        let tag = self.ccm.encrypt_in_place_detached(nonce, associated_data, buf).map_err(|_| ::aead::Error)?;
        Tag::<Self>::try_from(tag.as_ref()).map_err(|_| ::aead::Error)
    }

    fn decrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        associated_data: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
        tag: &Tag<Self>,
    ) -> ::aead::Result<()> {
        if buffer.len() as u64 > self.ccm.max_payload_len() {
            return Err(::aead::Error);
        }
        let buf = buffer.into_out_with_copied_in();
        match self.ccm.open(nonce, associated_data, buf, tag) {
            Ok(true) => Ok(()),
            _ => {
                self.ccm.reapply_keystream(nonce, buf);
                Err(::aead::Error)
            }
        }
    }
}

macro_rules! ccm_key_init {
    ($aes:ident, $size:ty) => {
        impl<T: CcmTagSize, N: CcmNonceSize> KeySizeUser for AeadCcm<$aes, T, N> {
            type KeySize = $size;
        }

        impl<T: CcmTagSize, N: CcmNonceSize> KeyInit for AeadCcm<$aes, T, N> {
            fn new(key: &Key<Self>) -> Self {
                Self::from_cipher($aes::new(&key.0))
            }
        }
    };
}

ccm_key_init!(Aes128, U16);
ccm_key_init!(Aes256, U32);

#[cfg(test)]
mod tests {
    /// A refused trait decryption leaves the ciphertext, for GCM-SIV and CCM, on every backend,
    /// around the chunk sizes (GCM-SIV 64 blocks, CCM 32).
    #[test]
    #[cfg(feature = "std")]
    fn failed_decryption_leaves_the_ciphertext() {
        use super::{AeadCcm, U8, U12};
        use crate::gcm_siv::Aes128GcmSiv;
        use crate::{Aes128, Backend};
        use ::aead::{AeadInOut, Nonce};
        for backend in Backend::available() {
            let siv = Aes128GcmSiv::with_backend(&[7; 16], backend).unwrap();
            let ccm = AeadCcm::<_, U8, U12>::from_cipher(Aes128::with_backend(&[7; 16], backend).unwrap());
            for len in [0usize, 1, 15, 16, 17, 511, 512, 513, 1023, 1024, 1025, 4099] {
                let msg: std::vec::Vec<u8> = (0..len).map(|i| (i * 31 + 7) as u8).collect();
                let mut buf = msg.clone();
                let n = Nonce::<Aes128GcmSiv>::from([3; 12]);
                let mut tag = siv.encrypt_inout_detached(&n, b"ad", (&mut buf[..]).into()).unwrap();
                let sealed = buf.clone();
                tag[15] ^= 1;
                assert!(siv.decrypt_inout_detached(&n, b"ad", (&mut buf[..]).into(), &tag).is_err());
                assert_eq!(buf, sealed, "{backend} gcm-siv len {len}");
                let mut buf = msg.clone();
                let n = Nonce::<AeadCcm<Aes128, U8, U12>>::from([3; 12]);
                let mut tag = ccm.encrypt_inout_detached(&n, b"ad", (&mut buf[..]).into()).unwrap();
                let sealed = buf.clone();
                tag[7] ^= 1;
                assert!(ccm.decrypt_inout_detached(&n, b"ad", (&mut buf[..]).into(), &tag).is_err());
                assert_eq!(buf, sealed, "{backend} ccm len {len}");
            }
        }
    }
}
