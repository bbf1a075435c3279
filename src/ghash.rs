//! GHASH, the universal hash of GCM (SP 800-38D §6.4), as a standalone primitive.

use crate::backend::dispatch::{GHashKey, Usable};
use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::{Backend, Error};
use core::fmt;

/// GHASH keyed by `H` (in GCM, `H = AES_K(0^128)`): `Y_i = (Y_{i-1} ⊕ X_i) · H` over
/// GF(2^128), starting from `Y_0 = 0`.
///
/// The key powers the backend precomputes are stored in its own layout and zeroized on drop,
/// together with the running state.
///
/// ```
/// use aes_engine::GHash;
/// use hex_literal::hex;
///
/// // NIST GCM worked example (Test Case 2): GHASH_H(C ‖ len(A) ‖ len(C)).
/// let h = hex!("66e94bd4ef8a2c3b884cfa59ca342b2e");
/// let mut ghash = GHash::new(&h);
/// ghash.update_padded(&hex!("0388dace60b6a392f328c2b971b2fe78"));
/// ghash.update_padded(&hex!("00000000000000000000000000000080"));
/// assert_eq!(ghash.finalize(), hex!("f38cbb1ad69223dcc3457ae5b6b0f885"));
/// ```
#[derive(Clone)]
pub struct GHash {
    key: GHashKey,
    y: Block,
}

impl GHash {
    /// GHASH keyed by `h` on the default backend (see [`crate::Aes128::new`]).
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, GHash};
    /// use hex_literal::hex;
    ///
    /// // In GCM, H is the cipher applied to the zero block; Test Case 2 uses the zero key.
    /// let mut h = [0u8; 16];
    /// Aes128::new(&[0; 16]).encrypt_block(&mut h);
    /// assert_eq!(h, hex!("66e94bd4ef8a2c3b884cfa59ca342b2e"));
    ///
    /// let mut ghash = GHash::new(&h);
    /// ghash.update_padded(&hex!("0388dace60b6a392f328c2b971b2fe78")); // C
    /// ghash.update_padded(&hex!("00000000000000000000000000000080")); // len(A) ‖ len(C), in bits
    /// assert_eq!(ghash.finalize(), hex!("f38cbb1ad69223dcc3457ae5b6b0f885"));
    /// ```
    #[must_use]
    pub fn new(h: &[u8; 16]) -> Self {
        GHash { key: GHashKey::with(h, Usable::default_for_new()), y: [0; 16] }
    }

    /// GHASH keyed by `h` on a named backend.
    ///
    /// # Errors
    ///
    /// [`Error::BackendUnavailable`] if this CPU cannot run `backend` (or it is not compiled for
    /// this architecture).
    ///
    /// ```
    /// use aes_engine::{Backend, Error, GHash};
    /// use hex_literal::hex;
    ///
    /// // GCM Test Case 2 (C ‖ length block) gives the same value on every usable backend.
    /// let h = hex!("66e94bd4ef8a2c3b884cfa59ca342b2e");
    /// let input = hex!("0388dace60b6a392f328c2b971b2fe78 00000000000000000000000000000080");
    /// for backend in Backend::available() {
    ///     let mut ghash = GHash::with_backend(&h, backend)?;
    ///     ghash.update_padded(&input);
    ///     assert_eq!(ghash.finalize(), hex!("f38cbb1ad69223dcc3457ae5b6b0f885"));
    /// }
    /// if !Backend::Vaes.is_available() {
    ///     assert_eq!(GHash::with_backend(&h, Backend::Vaes).unwrap_err(), Error::BackendUnavailable(Backend::Vaes));
    /// }
    /// # Ok::<(), Error>(())
    /// ```
    pub fn with_backend(h: &[u8; 16], backend: Backend) -> Result<Self, Error> {
        Ok(GHash { key: GHashKey::new(h, backend)?, y: [0; 16] })
    }

    /// The backend this key runs on.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, BlockCipher, GHash};
    ///
    /// assert_eq!(GHash::with_backend(&[1; 16], Backend::Soft)?.backend(), Backend::Soft);
    /// // `new` picks the same default backend as the ciphers' `new`.
    /// assert_eq!(GHash::new(&[1; 16]).backend(), Aes128::new(&[0; 16]).backend());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.key.backend()
    }

    /// Absorbs `data`, zero-padded to a multiple of 16 bytes (as GCM pads A and C). May be called
    /// any number of times; each call pads on its own.
    ///
    /// ```
    /// use aes_engine::GHash;
    ///
    /// let h = [0x5a; 16];
    /// let mut two_calls = GHash::new(&h);
    /// two_calls.update_padded(b"abc"); // e.g. the AAD
    /// two_calls.update_padded(b"defg"); // e.g. the ciphertext
    ///
    /// // The same as one call on the inputs each zero-padded to a block.
    /// let mut padded = [0u8; 32];
    /// padded[..3].copy_from_slice(b"abc");
    /// padded[16..20].copy_from_slice(b"defg");
    /// let mut one_call = GHash::new(&h);
    /// one_call.update_padded(&padded);
    /// assert_eq!(two_calls.finalize(), one_call.finalize());
    /// ```
    pub fn update_padded(&mut self, data: &[u8]) {
        let (blocks, rest) = data.as_chunks::<16>();
        self.key.update_blocks(&mut self.y, blocks);
        if !rest.is_empty() {
            let mut last = [0u8; 16];
            last[..rest.len()].copy_from_slice(rest);
            self.key.update_blocks(&mut self.y, core::slice::from_ref(&last));
            wipe_block(&mut last);
        }
    }

    /// The current value `Y`, consuming the hash.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, GHash};
    /// use hex_literal::hex;
    ///
    /// // GCM Test Case 2 by hand: tag = AES_K(J0) ⊕ GHASH_H(C ‖ lengths), J0 = nonce ‖ 0^31 ‖ 1.
    /// let aes = Aes128::new(&[0; 16]);
    /// let mut h = [0u8; 16];
    /// aes.encrypt_block(&mut h);
    /// let mut ghash = GHash::new(&h);
    /// ghash.update_padded(&hex!("0388dace60b6a392f328c2b971b2fe78 00000000000000000000000000000080"));
    /// let s = ghash.finalize();
    /// let mut tag = hex!("00000000000000000000000000000001"); // J0 for the zero nonce
    /// aes.encrypt_block(&mut tag);
    /// tag.iter_mut().zip(s).for_each(|(t, s)| *t ^= s);
    /// assert_eq!(tag, hex!("ab6e47d42cec13bdf53a67b21257bddf"));
    ///
    /// // Nothing absorbed: Y_0 = 0.
    /// assert_eq!(GHash::new(&h).finalize(), [0; 16]);
    /// ```
    #[must_use]
    pub fn finalize(mut self) -> [u8; 16] {
        let y = self.y;
        wipe_block(&mut self.y);
        y
    }
}

impl Drop for GHash {
    fn drop(&mut self) {
        wipe_block(&mut self.y);
    }
}

impl fmt::Debug for GHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GHash").field("backend", &self.backend()).finish_non_exhaustive()
    }
}
