//! CTR mode with a 128-bit big-endian counter block (SP 800-38A §6.5; the JDK's `AES/CTR`).
//!
//! The counter block is the IV; block `i` of keystream is `AES_K(IV + i mod 2^128)`. Whole blocks
//! go to the backend's wide kernel (8 or 16 blocks in flight, keystream XOR fused); a partial last
//! block keeps its unused keystream for the next call, so successive calls continue the stream.

use crate::backend::kernels::{Block, inc128};
use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::{BlockCipher, Crypter, Error};
use core::fmt;

/// CTR mode keystream generator: encryption and decryption are the same operation.
///
/// ```
/// use aes_engine::{Aes128, ctr::Ctr};
/// use hex_literal::hex;
///
/// // SP 800-38A F.5.1 (CTR-AES128.Encrypt), first block.
/// let key = hex!("2b7e151628aed2a6abf7158809cf4f3c");
/// let iv = hex!("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
/// let mut data = hex!("6bc1bee22e409f96e93d7e117393172a");
/// Ctr::new(Aes128::new(&key), &iv).apply_keystream(&mut data);
/// assert_eq!(data, hex!("874d6191b620e3261bef6864990db6ce"));
/// ```
pub struct Ctr<C: BlockCipher> {
    cipher: C,
    counter: Block,
    /// Keystream of the last partial block; `keystream[pos..]` is still unused.
    keystream: Block,
    pos: usize,
    poisoned: bool,
    finished: bool,
}

impl<C: BlockCipher> Ctr<C> {
    /// A CTR stream starting at counter block `iv`.
    pub fn new(cipher: C, iv: &[u8; 16]) -> Self {
        Ctr { cipher, counter: *iv, keystream: [0; 16], pos: 16, poisoned: false, finished: false }
    }

    /// XORs the next `data.len()` keystream bytes into `data` (encrypts or decrypts in place).
    /// Any length; successive calls continue the stream.
    pub fn apply_keystream(&mut self, data: &mut [u8]) {
        let mut data = data;
        if self.pos < 16 {
            let n = data.len().min(16 - self.pos);
            for (d, k) in data[..n].iter_mut().zip(&self.keystream[self.pos..]) {
                *d ^= k;
            }
            self.pos += n;
            data = &mut data[n..];
        }
        let (blocks, tail) = data.as_chunks_mut::<16>();
        self.cipher.key().ctr128(&mut self.counter, blocks);
        if !tail.is_empty() {
            self.keystream = self.counter;
            self.cipher.encrypt_block(&mut self.keystream);
            inc128(&mut self.counter);
            for (d, k) in tail.iter_mut().zip(&self.keystream) {
                *d ^= k;
            }
            self.pos = tail.len();
        }
    }

    /// The cipher this stream runs on.
    pub fn cipher(&self) -> &C {
        &self.cipher
    }
}

impl<C: BlockCipher + Clone> Clone for Ctr<C> {
    fn clone(&self) -> Self {
        Ctr { cipher: self.cipher.clone(), ..*self }
    }
}

impl<C: BlockCipher> Drop for Ctr<C> {
    fn drop(&mut self) {
        wipe_block(&mut self.keystream);
        wipe_block(&mut self.counter);
    }
}

impl<C: BlockCipher> fmt::Debug for Ctr<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ctr").field("backend", &self.cipher.backend()).finish_non_exhaustive()
    }
}

impl<C: BlockCipher> Crypter for Ctr<C> {
    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
        if self.finished || self.poisoned || output.len() < input.len() {
            self.poisoned |= !self.finished;
            return 0;
        }
        let out = &mut output[..input.len()];
        out.copy_from_slice(input);
        self.apply_keystream(out);
        input.len()
    }

    fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
        if self.finished || self.poisoned {
            self.poisoned |= !self.finished;
            wipe_bytes(data);
            return Some(0);
        }
        self.apply_keystream(data);
        Some(data.len())
    }

    fn finish(&mut self, _output: &mut [u8]) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        if self.poisoned { Err(Error::InvalidLength) } else { Ok(0) }
    }

    fn update_len(&self, input_len: usize) -> usize {
        input_len
    }

    fn finish_len(&self) -> usize {
        0
    }
}
