//! The AES block cipher types and the [`BlockCipher`] trait.

use crate::backend::dispatch::{AesKey, Usable};
use crate::{Backend, Error};
use core::fmt;

pub(crate) mod sealed {
    use crate::backend::dispatch::AesKey;

    /// Keeps [`crate::BlockCipher`] implementable only by this crate, and gives the modes access
    /// to the backend key.
    #[allow(private_interfaces)]
    pub trait Sealed {
        /// The expanded key of the backend chosen at construction.
        fn key(&self) -> &AesKey;
    }
}

/// An AES block cipher with an expanded key: AES-128, AES-192 or AES-256.
///
/// The trait is sealed; the modes of this crate ([`crate::ctr`], [`crate::cbc`], [`crate::Gcm`])
/// are generic over it and reach the key's backend kernels through it.
///
/// ```
/// use aes_engine::{Aes256, BlockCipher};
///
/// let aes = Aes256::new(&[7u8; 32]);
/// let mut blocks = [[1u8; 16]; 20];
/// aes.encrypt_blocks(&mut blocks);
/// aes.decrypt_blocks(&mut blocks);
/// assert_eq!(blocks, [[1u8; 16]; 20]);
/// ```
pub trait BlockCipher: sealed::Sealed {
    /// The key length in bytes: 16, 24 or 32.
    ///
    /// ```
    /// use aes_engine::{Aes128, Aes192, Aes256, BlockCipher};
    ///
    /// assert_eq!([Aes128::KEY_LEN, Aes192::KEY_LEN, Aes256::KEY_LEN], [16, 24, 32]);
    /// ```
    const KEY_LEN: usize;

    /// The backend this key was set up for.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, BlockCipher};
    ///
    /// let key = [0u8; 16];
    /// assert_eq!(Aes128::with_backend(&key, Backend::Soft)?.backend(), Backend::Soft);
    /// // Every usable backend reports itself; the default constructor picks one of them.
    /// for backend in Backend::available() {
    ///     assert_eq!(Aes128::with_backend(&key, backend)?.backend(), backend);
    /// }
    /// assert!(Backend::available().any(|b| b == Aes128::new(&key).backend()));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    fn backend(&self) -> Backend;

    /// Encrypts one block in place.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher};
    /// use hex_literal::hex;
    ///
    /// // FIPS-197 appendix C.1.
    /// let aes = Aes128::new(&hex!("000102030405060708090a0b0c0d0e0f"));
    /// let mut block = hex!("00112233445566778899aabbccddeeff");
    /// aes.encrypt_block(&mut block);
    /// assert_eq!(block, hex!("69c4e0d86a7b0430d8cdb78070b4c55a"));
    /// ```
    fn encrypt_block(&self, block: &mut [u8; 16]);

    /// Decrypts one block in place.
    ///
    /// ```
    /// use aes_engine::{Aes256, BlockCipher};
    /// use hex_literal::hex;
    ///
    /// // FIPS-197 appendix C.3, backwards.
    /// let aes = Aes256::new(&hex!("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"));
    /// let mut block = hex!("8ea2b7ca516745bfeafc49904b496089");
    /// aes.decrypt_block(&mut block);
    /// assert_eq!(block, hex!("00112233445566778899aabbccddeeff"));
    /// ```
    fn decrypt_block(&self, block: &mut [u8; 16]);

    /// Encrypts many independent blocks in place (ECB), keeping many in flight together.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher};
    /// use hex_literal::hex;
    ///
    /// let aes = Aes128::new(&hex!("000102030405060708090a0b0c0d0e0f"));
    /// // 20 different blocks; the first is the FIPS-197 C.1 plaintext.
    /// let mut blocks: [[u8; 16]; 20] = core::array::from_fn(|i| [i as u8; 16]);
    /// blocks[0] = hex!("00112233445566778899aabbccddeeff");
    /// let plain = blocks;
    /// aes.encrypt_blocks(&mut blocks);
    /// assert_eq!(blocks[0], hex!("69c4e0d86a7b0430d8cdb78070b4c55a"));
    /// // The same as encrypting each block on its own: no chaining between blocks.
    /// for (mut p, c) in plain.into_iter().zip(blocks) {
    ///     aes.encrypt_block(&mut p);
    ///     assert_eq!(p, c);
    /// }
    /// ```
    fn encrypt_blocks(&self, blocks: &mut [[u8; 16]]);

    /// Decrypts many independent blocks in place (ECB), keeping many in flight together.
    ///
    /// ```
    /// use aes_engine::{Aes256, BlockCipher};
    /// use hex_literal::hex;
    ///
    /// let aes = Aes256::new(&core::array::from_fn(|i| i as u8));
    /// // 20 different blocks; the first is the FIPS-197 C.3 ciphertext.
    /// let mut blocks: Vec<[u8; 16]> = (0..20u8).map(|i| [i; 16]).collect();
    /// blocks[0] = hex!("8ea2b7ca516745bfeafc49904b496089");
    /// let cipher = blocks.clone();
    /// aes.decrypt_blocks(&mut blocks);
    /// assert_eq!(blocks[0], hex!("00112233445566778899aabbccddeeff"));
    /// // The same as decrypting each block on its own, and `encrypt_blocks` undoes it.
    /// for (mut c, p) in cipher.iter().copied().zip(&blocks) {
    ///     aes.decrypt_block(&mut c);
    ///     assert_eq!(&c, p);
    /// }
    /// aes.encrypt_blocks(&mut blocks);
    /// assert_eq!(blocks, cipher);
    /// ```
    fn decrypt_blocks(&self, blocks: &mut [[u8; 16]]);
}

macro_rules! aes_type {
    ($name:ident, $len:literal, $bits:literal, $ex_ct:literal, $fips:literal, $fips_ct:literal) => {
        #[doc = concat!("AES-", $bits, ": the block cipher with a ", $len, "-byte key, expanded once for one backend.")]
        ///
        /// Cloning copies the expanded key; every copy is zeroized when dropped. `Debug` prints
        /// the backend only, never key material.
        ///
        /// ```
        #[doc = concat!("use aes_engine::{", stringify!($name), ", Backend, BlockCipher};")]
        ///
        #[doc = concat!("let aes = ", stringify!($name), "::new(&[0u8; ", $len, "]);")]
        /// let mut block = [0u8; 16];
        /// aes.encrypt_block(&mut block);
        #[doc = concat!("assert_eq!(block, hex_literal::hex!(\"", $ex_ct, "\"));")]
        ///
        /// // The portable backend is always available and gives the same result.
        #[doc = concat!("let soft = ", stringify!($name), "::with_backend(&[0u8; ", $len, "], Backend::Soft).unwrap();")]
        /// let mut other = [0u8; 16];
        /// soft.encrypt_block(&mut other);
        /// assert_eq!(block, other);
        /// ```
        #[derive(Clone)]
        pub struct $name {
            key: AesKey,
        }

        impl $name {
            /// Expands `key` for the default backend: `AES_ENGINE_BACKEND` if it names a usable
            /// backend, else the fastest one on this CPU ([`Backend::detect`]).
            ///
            /// ```
            #[doc = concat!("use aes_engine::{", stringify!($name), ", BlockCipher};")]
            /// use hex_literal::hex;
            ///
            #[doc = concat!("// FIPS-197 appendix ", $fips, ": the ", $len, "-byte key 00 01 02 ..., one block.")]
            #[doc = concat!("let key: [u8; ", $len, "] = core::array::from_fn(|i| i as u8);")]
            #[doc = concat!("let aes = ", stringify!($name), "::new(&key);")]
            /// let mut block = hex!("00112233445566778899aabbccddeeff");
            /// aes.encrypt_block(&mut block);
            #[doc = concat!("assert_eq!(block, hex!(\"", $fips_ct, "\"));")]
            /// aes.decrypt_block(&mut block);
            /// assert_eq!(block, hex!("00112233445566778899aabbccddeeff"));
            /// ```
            #[inline]
            pub fn new(key: &[u8; $len]) -> Self {
                $name { key: AesKey::expand(key, Usable::default_for_new()) }
            }

            /// Expands `key` for a named backend.
            ///
            /// # Errors
            ///
            /// [`Error::BackendUnavailable`] if this CPU cannot run `backend` (or it is not compiled
            /// for this architecture).
            ///
            /// ```
            #[doc = concat!("use aes_engine::{", stringify!($name), ", Backend, BlockCipher, Error};")]
            /// use hex_literal::hex;
            ///
            #[doc = concat!("let key: [u8; ", $len, "] = core::array::from_fn(|i| i as u8);")]
            /// // The portable backend is always available.
            #[doc = concat!("let soft = ", stringify!($name), "::with_backend(&key, Backend::Soft)?;")]
            /// let mut block = hex!("00112233445566778899aabbccddeeff");
            /// soft.encrypt_block(&mut block);
            #[doc = concat!("assert_eq!(block, hex!(\"", $fips_ct, "\")); // FIPS-197 ", $fips)]
            ///
            /// // A hardware backend may be missing on this CPU (or architecture): handle the error.
            #[doc = concat!("match ", stringify!($name), "::with_backend(&key, Backend::AesNi) {")]
            ///     Ok(aes) => assert_eq!(aes.backend(), Backend::AesNi),
            ///     Err(e) => assert_eq!(e, Error::BackendUnavailable(Backend::AesNi)),
            /// }
            /// # Ok::<(), Error>(())
            /// ```
            pub fn with_backend(key: &[u8; $len], backend: Backend) -> Result<Self, Error> {
                Ok($name { key: AesKey::new(key, backend)? })
            }

            #[doc = concat!("Like [`", stringify!($name), "::new`] for a key given as a slice.")]
            ///
            /// # Errors
            ///
            #[doc = concat!("[`Error::InvalidLength`] unless `key` is ", $len, " bytes long.")]
            ///
            /// ```
            #[doc = concat!("use aes_engine::{", stringify!($name), ", BlockCipher, Error};")]
            /// use hex_literal::hex;
            ///
            /// // A key that arrives as a slice, e.g. read from a key store.
            #[doc = concat!("let key: Vec<u8> = (0..", $len, ").collect();")]
            #[doc = concat!("let aes = ", stringify!($name), "::new_from_slice(&key)?;")]
            /// let mut block = hex!("00112233445566778899aabbccddeeff");
            /// aes.encrypt_block(&mut block);
            #[doc = concat!("assert_eq!(block, hex!(\"", $fips_ct, "\")); // FIPS-197 ", $fips)]
            ///
            /// // Any other length is refused.
            #[doc = concat!("let short = ", stringify!($name), "::new_from_slice(&key[1..]);")]
            /// assert_eq!(short.unwrap_err(), Error::InvalidLength);
            /// # Ok::<(), Error>(())
            /// ```
            pub fn new_from_slice(key: &[u8]) -> Result<Self, Error> {
                let key: &[u8; $len] = key.try_into().map_err(|_| Error::InvalidLength)?;
                Ok(Self::new(key))
            }
        }

        impl sealed::Sealed for $name {
            #[allow(private_interfaces)]
            fn key(&self) -> &AesKey {
                &self.key
            }
        }

        impl BlockCipher for $name {
            const KEY_LEN: usize = $len;

            fn backend(&self) -> Backend {
                self.key.backend()
            }

            fn encrypt_block(&self, block: &mut [u8; 16]) {
                self.key.encrypt_blocks(core::slice::from_mut(block))
            }

            fn decrypt_block(&self, block: &mut [u8; 16]) {
                self.key.decrypt_blocks(core::slice::from_mut(block))
            }

            fn encrypt_blocks(&self, blocks: &mut [[u8; 16]]) {
                self.key.encrypt_blocks(blocks)
            }

            fn decrypt_blocks(&self, blocks: &mut [[u8; 16]]) {
                self.key.decrypt_blocks(blocks)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($name)).field("backend", &self.backend()).finish_non_exhaustive()
            }
        }
    };
}

aes_type!(Aes128, 16, 128, "66e94bd4ef8a2c3b884cfa59ca342b2e", "C.1", "69c4e0d86a7b0430d8cdb78070b4c55a");
aes_type!(Aes192, 24, 192, "aae06992acbf52a3e8f4a96ec9300bd7", "C.2", "dda97ca4864cdfe06eaf70a0ec0d7191");
aes_type!(Aes256, 32, 256, "dc95c078a2408989ad48a21492842087", "C.3", "8ea2b7ca516745bfeafc49904b496089");

/// A shared reference to a cipher is a cipher too, so the owning engines
/// ([`crate::ctr::Ctr`], [`crate::cbc::Encryptor`], ...) can also borrow a key.
impl<C: BlockCipher> sealed::Sealed for &C {
    #[allow(private_interfaces)]
    fn key(&self) -> &AesKey {
        (**self).key()
    }
}

impl<C: BlockCipher> BlockCipher for &C {
    const KEY_LEN: usize = C::KEY_LEN;

    fn backend(&self) -> Backend {
        (**self).backend()
    }

    fn encrypt_block(&self, block: &mut [u8; 16]) {
        (**self).encrypt_block(block)
    }

    fn decrypt_block(&self, block: &mut [u8; 16]) {
        (**self).decrypt_block(block)
    }

    fn encrypt_blocks(&self, blocks: &mut [[u8; 16]]) {
        (**self).encrypt_blocks(blocks)
    }

    fn decrypt_blocks(&self, blocks: &mut [[u8; 16]]) {
        (**self).decrypt_blocks(blocks)
    }
}
