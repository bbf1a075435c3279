//! `cipher` 0.5 (feature `cipher`): `KeyInit`, `BlockCipherEncrypt` and `BlockCipherDecrypt` for
//! [`Aes128`], [`Aes192`] and [`Aes256`], so RustCrypto's modes (`ctr`, `cbc`, `xts`, `cmac`, …)
//! run on this engine's keys; and `KeyIvInit` + `StreamCipher` for [`Ctr`] over them.
//!
//! Whole-buffer calls (`encrypt_blocks`, `decrypt_blocks`, their `_b2b`/`_inout` forms) are one
//! call into the backend's wide kernel. The rank-2 closure interface (`encrypt_with_backend`) hands
//! out a backend whose parallel batch is 16 blocks, the widest kernel batch (vaes).
//!
//! Both this crate's sealed [`BlockCipher`] and `cipher`'s traits name their methods
//! `encrypt_block`/`decrypt_block`; with both in scope, call one by its trait path.
//!
//! ```
//! use aes_engine::Aes128;
//! use cipher::{BlockCipherEncrypt, BlockCipherDecrypt, KeyInit, KeyIvInit, StreamCipher};
//! use hex_literal::hex;
//!
//! // FIPS 197 C.1 through the cipher 0.5 traits.
//! let aes = <Aes128 as KeyInit>::new(&hex!("000102030405060708090a0b0c0d0e0f").into());
//! let mut block: cipher::Block<Aes128> = hex!("00112233445566778899aabbccddeeff").into();
//! BlockCipherEncrypt::encrypt_block(&aes, &mut block);
//! assert_eq!(block, hex!("69c4e0d86a7b0430d8cdb78070b4c55a"));
//! BlockCipherDecrypt::decrypt_block(&aes, &mut block);
//! assert_eq!(block, hex!("00112233445566778899aabbccddeeff"));
//!
//! // SP 800-38A F.5.1 through StreamCipher on the crate's own CTR.
//! // (`Ctr::new` alone is the inherent constructor, taking a cipher; the trait's takes key and IV.)
//! let mut ctr = <aes_engine::ctr::Ctr<Aes128> as KeyIvInit>::new(
//!     &hex!("2b7e151628aed2a6abf7158809cf4f3c").into(),
//!     &hex!("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff").into(),
//! );
//! let mut data = hex!("6bc1bee22e409f96e93d7e117393172a");
//! ctr.apply_keystream(&mut data);
//! assert_eq!(data, hex!("874d6191b620e3261bef6864990db6ce"));
//! ```

use crate::copy::zero;
use crate::ctr::Ctr;
use crate::{Aes128, Aes192, Aes256, BlockCipher};
use ::cipher::array::Array;
use ::cipher::consts::{U16, U24, U32};
use ::cipher::inout::{InOut, InOutBuf};
use ::cipher::{
    Block, BlockCipherDecBackend, BlockCipherDecClosure, BlockCipherDecrypt, BlockCipherEncBackend,
    BlockCipherEncClosure, BlockCipherEncrypt, BlockSizeUser, Iv, IvSizeUser, Key, KeyInit, KeyIvInit, KeySizeUser,
    ParBlocks, ParBlocksSizeUser, StreamCipher, StreamCipherError,
};

/// Trait blocks as the crate's `[u8; 16]` blocks (same layout; `hybrid_array` casts it safely).
fn as_blocks(blocks: &mut [Block<Aes128>]) -> &mut [[u8; 16]] {
    Array::cast_slice_to_core_mut(blocks)
}

/// The backend handed to `encrypt_with_backend` closures: the key, borrowed.
struct EncBackend<'a, C>(&'a C);
/// The backend handed to `decrypt_with_backend` closures.
struct DecBackend<'a, C>(&'a C);

macro_rules! backend_sizes {
    ($($backend:ident),*) => {$(
        impl<C> BlockSizeUser for $backend<'_, C> {
            type BlockSize = U16;
        }
        impl<C> ParBlocksSizeUser for $backend<'_, C> {
            type ParBlocksSize = U16;
        }
    )*};
}
backend_sizes!(EncBackend, DecBackend);

impl<C: BlockCipher> BlockCipherEncBackend for EncBackend<'_, C> {
    fn encrypt_block(&self, block: InOut<'_, '_, Block<Self>>) {
        self.0.encrypt_block(&mut block.into_out_with_copied_in().0);
    }
    fn encrypt_par_blocks(&self, blocks: InOut<'_, '_, ParBlocks<Self>>) {
        self.0.encrypt_blocks(as_blocks(blocks.into_out_with_copied_in()));
    }
    fn encrypt_tail_blocks(&self, blocks: InOutBuf<'_, '_, Block<Self>>) {
        self.0.encrypt_blocks(as_blocks(blocks.into_out_with_copied_in()));
    }
}

impl<C: BlockCipher> BlockCipherDecBackend for DecBackend<'_, C> {
    fn decrypt_block(&self, block: InOut<'_, '_, Block<Self>>) {
        self.0.decrypt_block(&mut block.into_out_with_copied_in().0);
    }
    fn decrypt_par_blocks(&self, blocks: InOut<'_, '_, ParBlocks<Self>>) {
        self.0.decrypt_blocks(as_blocks(blocks.into_out_with_copied_in()));
    }
    fn decrypt_tail_blocks(&self, blocks: InOutBuf<'_, '_, Block<Self>>) {
        self.0.decrypt_blocks(as_blocks(blocks.into_out_with_copied_in()));
    }
}

macro_rules! block_cipher {
    ($aes:ty, $key:ty) => {
        impl KeySizeUser for $aes {
            type KeySize = $key;
        }

        impl KeyInit for $aes {
            fn new(key: &Key<Self>) -> Self {
                <$aes>::new(&key.0)
            }
        }

        impl BlockSizeUser for $aes {
            type BlockSize = U16;
        }

        impl BlockCipherEncrypt for $aes {
            fn encrypt_with_backend(&self, f: impl BlockCipherEncClosure<BlockSize = U16>) {
                f.call(&EncBackend(self));
            }
            fn encrypt_blocks(&self, blocks: &mut [Block<Self>]) {
                BlockCipher::encrypt_blocks(self, as_blocks(blocks));
            }
            fn encrypt_blocks_inout(&self, blocks: InOutBuf<'_, '_, Block<Self>>) {
                BlockCipher::encrypt_blocks(self, as_blocks(blocks.into_out_with_copied_in()));
            }
        }

        impl BlockCipherDecrypt for $aes {
            fn decrypt_with_backend(&self, f: impl BlockCipherDecClosure<BlockSize = U16>) {
                f.call(&DecBackend(self));
            }
            fn decrypt_blocks(&self, blocks: &mut [Block<Self>]) {
                BlockCipher::decrypt_blocks(self, as_blocks(blocks));
            }
            fn decrypt_blocks_inout(&self, blocks: InOutBuf<'_, '_, Block<Self>>) {
                BlockCipher::decrypt_blocks(self, as_blocks(blocks.into_out_with_copied_in()));
            }
        }

        impl KeySizeUser for Ctr<$aes> {
            type KeySize = $key;
        }

        impl IvSizeUser for Ctr<$aes> {
            type IvSize = U16;
        }

        impl KeyIvInit for Ctr<$aes> {
            fn new(key: &Key<Self>, iv: &Iv<Self>) -> Self {
                Ctr::new(<$aes>::new(&key.0), &iv.0)
            }
        }
    };
}

block_cipher!(Aes128, U16);
block_cipher!(Aes192, U24);
block_cipher!(Aes256, U32);

/// `StreamCipher` for the crate's CTR. The 128-bit counter repeats only after 2^128 blocks, more
/// than any `usize` length can ask for, so `check_remaining` always succeeds.
impl<C: BlockCipher> StreamCipher for Ctr<C> {
    fn check_remaining(&self, _data_len: usize) -> Result<(), StreamCipherError> {
        Ok(())
    }

    fn unchecked_apply_keystream_inout(&mut self, buf: InOutBuf<'_, '_, u8>) {
        Ctr::apply_keystream(self, buf.into_out_with_copied_in());
    }

    fn unchecked_write_keystream(&mut self, buf: &mut [u8]) {
        zero(buf);
        Ctr::apply_keystream(self, buf);
    }
}
