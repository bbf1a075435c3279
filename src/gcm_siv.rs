//! AES-GCM-SIV (RFC 8452): nonce-misuse-resistant authenticated encryption.
//!
//! ```text
//! per nonce N (96 bits), with the key-generating key K:
//!   B_i        = AES_K(LE32(i) ‖ N),  i = 0 .. 3 (AES-128) or 0 .. 5 (AES-256)
//!   auth key H = B_0[..8] ‖ B_1[..8]
//!   enc key  E = B_2[..8] ‖ B_3[..8] (‖ B_4[..8] ‖ B_5[..8])
//! S   = POLYVAL_H(A ‖ 0^v ‖ P ‖ 0^u ‖ LE64(bits(A)) ‖ LE64(bits(P)))
//! T   = AES_E((S ⊕ (N ‖ 0^32)) with bit 127 cleared)          (the tag: 16 bytes)
//! C   = P ⊕ the keystream AES_E(c_0), AES_E(c_1), …, where c_0 = T with bit 127 set and c_j is
//!       c_0 with its first four bytes, read as a little-endian u32, plus j (mod 2^32)
//! ```
//!
//! Encryption is two passes (POLYVAL over the plaintext, then CTR from the tag). Decryption is one:
//! each chunk of ciphertext is decrypted and the plaintext it gives is hashed at once, while it is
//! in L1; then the tag is compared in constant time and, on a mismatch, the caller's buffer is
//! wiped before [`Error::AuthenticationFailed`] is returned.
//!
//! # POLYVAL through GHASH
//!
//! The crate has GHASH kernels on every backend (one-, eight- and 32-block-wide carry-less
//! multiply and reduction). POLYVAL is computed with them, through the identity of RFC 8452
//! Appendix A, derived here. Write `rev(X)` for X with its 16 bytes in reverse order.
//!
//! - POLYVAL reads a block X as `a(x) = Σ a_i x^i`, `a_i` = bit i of X as a little-endian
//!   integer, in `GF(2)[x]/P(x)`, P = x^128 + x^127 + x^126 + x^121 + 1; its product is
//!   `dot(a, b) = a·b·x^-128`, and `S_j = dot(S_{j-1} + X_j, H)`.
//! - GHASH reads a block Y as `g(y) = Σ g_j y^j`, `g_j` = bit j of Y counted from the most
//!   significant bit of byte 0, in `GF(2)[y]/G(y)`, G = y^128 + y^7 + y^2 + y + 1.
//! - Bit j of `rev(X)` in GHASH's order is bit `127 − j` of X as a little-endian integer. So GHASH
//!   reads `rev(X)` as `γ(a) = Σ a_i y^(127−i) = y^127 · a(1/y)`.
//! - `x ↦ 1/y` is a field isomorphism from `GF(2)[x]/P` onto `GF(2)[y]/G`, because G is P's
//!   reciprocal: `y^128 · P(1/y) = 1 + y + y^2 + y^7 + y^128 = G(y)`. Hence
//!   `γ(dot(a, b)) = y^127 · a(1/y) · b(1/y) · y^128 = γ(a) · γ(b) · y`.
//! - So `γ(S_j) = (γ(S_{j−1}) + γ(X_j)) · (γ(H) · y)`: one GHASH step with the key
//!   `H' = γ(H) · y = mulX_GHASH(rev(H))` on the input `rev(X_j)`. From `S_0 = 0`,
//!   `POLYVAL_H(X_1 … X_n) = rev(GHASH_H'(rev(X_1) … rev(X_n)))`.
//!
//! The only cost over a native POLYVAL kernel is the byte reversal of each input block, done here
//! chunk by chunk into an L1-resident buffer (one `pshufb`/`tbl` per block once vectorised); the
//! GHASH kernels (stitched reduction, many blocks in flight) are reused as they are on every
//! backend, and so are their constant-time properties (the soft GHASH is constant time).
//!
//! Limits (RFC 8452 §6): plaintext and AAD at most 2^36 bytes each; anything longer is refused
//! with [`Error::MessageTooLong`] before anything is written.

use crate::backend::kernels::Block;
use crate::backend::siv::{SivMessage, SivOp};
use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::{Aes128, Aes256, Backend, BlockCipher, Error, Tag, ct};
use core::fmt;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// Longest plaintext (and ciphertext without its tag) RFC 8452 allows: 2^36 bytes.
///
/// ```
/// use aes_engine::gcm_siv::MAX_PLAINTEXT_LEN;
///
/// assert_eq!(MAX_PLAINTEXT_LEN, 1 << 36); // RFC 8452 §6: P_MAX
/// ```
pub const MAX_PLAINTEXT_LEN: u64 = 1 << 36;

/// Longest associated data RFC 8452 allows: 2^36 bytes.
///
/// ```
/// use aes_engine::gcm_siv::MAX_AAD_LEN;
///
/// assert_eq!(MAX_AAD_LEN, 1 << 36); // RFC 8452 §6: A_MAX
/// ```
pub const MAX_AAD_LEN: u64 = 1 << 36;

/// The tag length: always 16 bytes.
///
/// ```
/// use aes_engine::gcm_siv::{Aes128GcmSiv, TAG_LEN};
///
/// let siv = Aes128GcmSiv::new(&[1; 16]);
/// assert_eq!(siv.encrypt(&[2; 12], b"", b"abc").unwrap().len(), 3 + TAG_LEN);
/// ```
pub const TAG_LEN: usize = 16;

/// AES-GCM-SIV with a key-generating key (RFC 8452).
///
/// Per message, the message-authentication key and the message-encryption key are derived from
/// the nonce (six or four AES blocks in one batch), expanded on the key's backend and zeroized
/// when the message is done.
///
/// ```
/// use aes_engine::gcm_siv::Aes256GcmSiv;
///
/// let siv = Aes256GcmSiv::new(&[0x11; 32]);
/// let nonce = [0x22; 12];
/// let sealed = siv.encrypt(&nonce, b"header", b"secret message").unwrap();
/// assert_eq!(sealed.len(), 14 + 16);
/// assert_eq!(siv.decrypt(&nonce, b"header", &sealed).unwrap(), b"secret message");
/// assert!(siv.decrypt(&nonce, b"other header", &sealed).is_err());
/// ```
#[derive(Clone)]
pub struct GcmSiv<C: BlockCipher> {
    cipher: C,
}

/// AES-128-GCM-SIV.
///
/// ```
/// use aes_engine::gcm_siv::Aes128GcmSiv;
/// use hex_literal::hex;
///
/// // RFC 8452 Appendix C.1, the 8-byte plaintext.
/// let siv = Aes128GcmSiv::new(&hex!("01000000000000000000000000000000"));
/// let sealed = siv.encrypt(&hex!("030000000000000000000000"), b"", &hex!("0100000000000000")).unwrap();
/// assert_eq!(sealed, hex!("b5d839330ac7b786 578782fff6013b815b287c22493a364c"));
/// ```
pub type Aes128GcmSiv = GcmSiv<Aes128>;

/// AES-256-GCM-SIV.
///
/// ```
/// use aes_engine::gcm_siv::Aes256GcmSiv;
/// use hex_literal::hex;
///
/// // RFC 8452 Appendix C.2, the 8-byte plaintext.
/// let siv = Aes256GcmSiv::new(&hex!("0100000000000000000000000000000000000000000000000000000000000000"));
/// let sealed = siv.encrypt(&hex!("030000000000000000000000"), b"", &hex!("0100000000000000")).unwrap();
/// assert_eq!(sealed, hex!("c2ef328e5c71c83b 843122130f7364b761e0b97427e3df28"));
/// ```
pub type Aes256GcmSiv = GcmSiv<Aes256>;

macro_rules! gcm_siv_constructors {
    ($aes:ident, $siv:ident, $len:literal) => {
        impl GcmSiv<$aes> {
            #[doc = concat!("AES-GCM-SIV with the ", $len, "-byte key-generating key `key`, on the default backend")]
            /// (see [`crate::Aes128::new`]).
            ///
            /// ```
            #[doc = concat!("use aes_engine::gcm_siv::", stringify!($siv), ";")]
            ///
            #[doc = concat!("let siv = ", stringify!($siv), "::new(&[3; ", $len, "]);")]
            /// let sealed = siv.encrypt(&[4; 12], b"ad", b"data").unwrap();
            /// assert_eq!(siv.decrypt(&[4; 12], b"ad", &sealed).unwrap(), b"data");
            /// ```
            #[must_use]
            pub fn new(key: &[u8; $len]) -> Self {
                GcmSiv { cipher: $aes::new(key) }
            }

            /// AES-GCM-SIV on a named backend.
            ///
            /// # Errors
            ///
            /// [`Error::BackendUnavailable`] if this CPU cannot run `backend`.
            ///
            /// ```
            #[doc = concat!("use aes_engine::{Backend, gcm_siv::", stringify!($siv), "};")]
            ///
            /// // Every backend gives the same bytes.
            #[doc = concat!("let soft = ", stringify!($siv), "::with_backend(&[3; ", $len, "], Backend::Soft)?;")]
            /// let sealed = soft.encrypt(&[4; 12], b"ad", b"data")?;
            /// for backend in Backend::available() {
            #[doc = concat!("    let siv = ", stringify!($siv), "::with_backend(&[3; ", $len, "], backend)?;")]
            ///     assert_eq!(siv.backend(), backend);
            ///     assert_eq!(siv.encrypt(&[4; 12], b"ad", b"data")?, sealed);
            /// }
            /// # Ok::<(), aes_engine::Error>(())
            /// ```
            pub fn with_backend(key: &[u8; $len], backend: Backend) -> Result<Self, Error> {
                Ok(GcmSiv { cipher: $aes::with_backend(key, backend)? })
            }
        }
    };
}

gcm_siv_constructors!(Aes128, Aes128GcmSiv, 16);
gcm_siv_constructors!(Aes256, Aes256GcmSiv, 32);

impl<C: BlockCipher> GcmSiv<C> {
    /// The backend this key runs on.
    ///
    /// ```
    /// use aes_engine::{Backend, gcm_siv::Aes128GcmSiv};
    ///
    /// let siv = Aes128GcmSiv::with_backend(&[1; 16], Backend::Soft).unwrap();
    /// assert_eq!(siv.backend(), Backend::Soft);
    /// ```
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.cipher.backend()
    }

    /// One message on the key-generating key's backend (`backend/siv.rs`).
    fn run(&self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8], op: SivOp<'_>) -> Block {
        self.cipher.key().gcm_siv(SivMessage { nonce, aad, buf, key_len: C::KEY_LEN, op })
    }

    /// Checks RFC 8452's limits.
    fn check_lens(aad_len: usize, len: usize) -> Result<(), Error> {
        if len as u64 > MAX_PLAINTEXT_LEN || aad_len as u64 > MAX_AAD_LEN {
            return Err(Error::MessageTooLong);
        }
        Ok(())
    }

    /// Encrypts `buf` in place and returns the 16-byte tag. No allocation.
    ///
    /// # Errors
    ///
    /// [`Error::MessageTooLong`] if `buf` is longer than [`MAX_PLAINTEXT_LEN`] or `aad` longer
    /// than [`MAX_AAD_LEN`] bytes (found before anything is written: `buf` is left untouched).
    ///
    /// ```
    /// use aes_engine::gcm_siv::Aes128GcmSiv;
    /// use hex_literal::hex;
    ///
    /// // RFC 8452 Appendix C.1: 12 bytes of plaintext, 1 byte of AAD.
    /// let siv = Aes128GcmSiv::new(&hex!("01000000000000000000000000000000"));
    /// let mut buf = hex!("020000000000000000000000");
    /// let tag = siv.encrypt_in_place_detached(&hex!("030000000000000000000000"), &hex!("01"), &mut buf)?;
    /// assert_eq!(buf, hex!("296c7889fd99f41917f44620"));
    /// assert_eq!(tag, hex!("08299c5102745aaa3a0c469fad9e075a"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_in_place_detached(&self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> Result<[u8; 16], Error> {
        Self::check_lens(aad.len(), buf.len())?;
        let tag = self.run(nonce, aad, buf, SivOp::Seal);
        Ok(tag)
    }

    /// Decrypts `buf` in place if `tag` verifies; on any failure `buf` holds no plaintext. One
    /// pass: each chunk is decrypted and its plaintext hashed while in L1. No allocation.
    ///
    /// # Errors
    ///
    /// - [`Error::MessageTooLong`] if `buf` is longer than [`MAX_PLAINTEXT_LEN`] or `aad`
    ///   longer than [`MAX_AAD_LEN`] bytes (`buf` is left untouched);
    /// - [`Error::AuthenticationFailed`] if `tag` does not verify (`buf` is wiped: zero-filled).
    ///
    /// ```
    /// use aes_engine::{Error, gcm_siv::Aes128GcmSiv};
    ///
    /// let siv = Aes128GcmSiv::new(&[1; 16]);
    /// let mut buf = *b"attack at dawn";
    /// let tag = siv.encrypt_in_place_detached(&[2; 12], b"hdr", &mut buf)?;
    /// let sealed = buf;
    /// siv.decrypt_in_place_detached(&[2; 12], b"hdr", &mut buf, &tag)?;
    /// assert_eq!(&buf, b"attack at dawn");
    ///
    /// let mut forged = tag;
    /// forged[0] ^= 1;
    /// let mut buf = sealed;
    /// assert_eq!(siv.decrypt_in_place_detached(&[2; 12], b"hdr", &mut buf, &forged), Err(Error::AuthenticationFailed));
    /// assert_eq!(buf, [0; 14]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn decrypt_in_place_detached(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        buf: &mut [u8],
        tag: &[u8; 16],
    ) -> Result<(), Error> {
        if self.open(nonce, aad, buf, tag)? {
            return Ok(());
        }
        wipe_bytes(buf);
        Err(Error::AuthenticationFailed)
    }

    /// Decrypts `buf` in place and says whether `tag` verified (a declassified verdict); on
    /// `false` `buf` holds unauthenticated plaintext that the caller must wipe or re-encrypt.
    pub(crate) fn open(&self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8], tag: &[u8; 16]) -> Result<bool, Error> {
        Self::check_lens(aad.len(), buf.len())?;
        let mut expected = self.run(nonce, aad, buf, SivOp::Open(tag));
        let ok = Tag::new(expected, TAG_LEN).matches(tag);
        wipe_block(&mut expected);
        // The verdict is public: declassify it, then branch (see `crate::ct`).
        Ok(ct::declassify(ok))
    }

    /// Re-applies the keystream of `tag` to `buf`: undoes an `open` whose tag failed, giving the
    /// ciphertext back (for the `aead` traits, which leave the buffer as it was).
    #[cfg(feature = "aead")]
    pub(crate) fn reapply_keystream(&self, nonce: &[u8; 12], buf: &mut [u8], tag: &[u8; 16]) {
        self.run(nonce, &[], buf, SivOp::Keystream(tag));
    }

    /// Encrypts `plaintext`; returns `ciphertext ‖ tag`.
    ///
    /// # Errors
    ///
    /// [`Error::MessageTooLong`] if `plaintext` is longer than [`MAX_PLAINTEXT_LEN`] or `aad`
    /// longer than [`MAX_AAD_LEN`] bytes.
    ///
    /// ```
    /// use aes_engine::gcm_siv::Aes256GcmSiv;
    /// use hex_literal::hex;
    ///
    /// // RFC 8452 Appendix C.2: 12 bytes of plaintext, 1 byte of AAD.
    /// let key = hex!("0100000000000000000000000000000000000000000000000000000000000000");
    /// let siv = Aes256GcmSiv::new(&key);
    /// let sealed = siv.encrypt(&hex!("030000000000000000000000"), &hex!("01"), &hex!("020000000000000000000000"))?;
    /// assert_eq!(sealed, hex!("163d6f9cc1b346cd453a2e4c c1a4a19ae800941ccdc57cc8413c277f"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn encrypt(&self, nonce: &[u8; 12], aad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, Error> {
        Self::check_lens(aad.len(), plaintext.len())?;
        let mut out = Vec::with_capacity(plaintext.len() + TAG_LEN);
        out.extend_from_slice(plaintext);
        let tag = self.encrypt_in_place_detached(nonce, aad, &mut out)?;
        out.extend_from_slice(&tag);
        Ok(out)
    }

    /// Decrypts `ciphertext ‖ tag`; returns the plaintext only if the tag verifies.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidLength`] if `ct_and_tag` is shorter than the 16-byte tag;
    /// - [`Error::MessageTooLong`] if the ciphertext is longer than [`MAX_PLAINTEXT_LEN`] or
    ///   `aad` longer than [`MAX_AAD_LEN`] bytes;
    /// - [`Error::AuthenticationFailed`] if the tag does not verify (the decrypted copy is wiped).
    ///
    /// ```
    /// use aes_engine::{Error, gcm_siv::Aes128GcmSiv};
    ///
    /// let siv = Aes128GcmSiv::new(&[1; 16]);
    /// let mut sealed = siv.encrypt(&[2; 12], b"v1", b"pay 10 EUR")?;
    /// assert_eq!(siv.decrypt(&[2; 12], b"v1", &sealed)?, b"pay 10 EUR");
    /// sealed[4] ^= 1;
    /// assert_eq!(siv.decrypt(&[2; 12], b"v1", &sealed), Err(Error::AuthenticationFailed));
    /// assert_eq!(siv.decrypt(&[2; 12], b"v1", &sealed[..15]), Err(Error::InvalidLength));
    /// # Ok::<(), Error>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn decrypt(&self, nonce: &[u8; 12], aad: &[u8], ct_and_tag: &[u8]) -> Result<Vec<u8>, Error> {
        let ct_len = ct_and_tag.len().checked_sub(TAG_LEN).ok_or(Error::InvalidLength)?;
        Self::check_lens(aad.len(), ct_len)?;
        let (ct, tag) = ct_and_tag.split_at(ct_len);
        let tag: &[u8; 16] = tag.try_into().map_err(|_| Error::InvalidLength)?;
        let mut out = ct.to_vec();
        self.decrypt_in_place_detached(nonce, aad, &mut out, tag)?;
        Ok(out)
    }
}

impl<C: BlockCipher> fmt::Debug for GcmSiv<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GcmSiv").field("backend", &self.backend()).finish_non_exhaustive()
    }
}
