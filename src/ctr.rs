//! CTR mode with a 128-bit big-endian counter block (SP 800-38A §6.5; the JDK's `AES/CTR`).
//!
//! The counter block is the IV; block `i` of keystream is `AES_K(IV + i mod 2^128)`. Whole blocks
//! go to the backend's wide kernel (8 or 16 blocks in flight, keystream XOR fused); a partial last
//! block keeps its unused keystream for the next call, so successive calls continue the stream.

use crate::backend::kernels::{Block, inc128};
use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::crypter::{output_fits, refuse_update};
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
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, ctr::Ctr};
    ///
    /// // Keystream block i is AES_K(iv + i mod 2^128): here AES_K(ff..ff), then AES_K(00..00).
    /// let aes = Aes128::new(&[0; 16]);
    /// let mut keystream = [0u8; 32];
    /// Ctr::new(&aes, &[0xff; 16]).apply_keystream(&mut keystream);
    /// let (mut first, mut second) = ([0xff; 16], [0; 16]);
    /// aes.encrypt_block(&mut first);
    /// aes.encrypt_block(&mut second);
    /// assert_eq!(keystream[..16], first);
    /// assert_eq!(keystream[16..], second);
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16]) -> Self {
        Ctr { cipher, counter: *iv, keystream: [0; 16], pos: 16, poisoned: false, finished: false }
    }

    /// XORs the next `data.len()` keystream bytes into `data` (encrypts or decrypts in place).
    /// Any length; successive calls continue the stream.
    ///
    /// ```
    /// use aes_engine::{Aes128, ctr::Ctr};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38A F.5.1 (CTR-AES128.Encrypt), blocks 1 and 2, fed 7 bytes at a time.
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let iv = hex!("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    /// let plaintext = hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51");
    /// let mut data = plaintext;
    /// let mut ctr = Ctr::new(&aes, &iv);
    /// for piece in data.chunks_mut(7) {
    ///     ctr.apply_keystream(piece);
    /// }
    /// assert_eq!(data, hex!("874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"));
    ///
    /// // Decrypting is the same operation from the same counter block.
    /// Ctr::new(&aes, &iv).apply_keystream(&mut data);
    /// assert_eq!(data, plaintext);
    /// ```
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
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, BlockCipher, ctr::Ctr};
    ///
    /// let iv = [0x42; 16];
    /// let mut ctr = Ctr::new(Aes128::with_backend(&[7; 16], Backend::Soft)?, &iv);
    /// assert_eq!(ctr.cipher().backend(), Backend::Soft);
    ///
    /// // The first keystream block is the cipher applied to the counter block.
    /// let mut keystream = [0u8; 16];
    /// ctr.apply_keystream(&mut keystream);
    /// let mut block = iv;
    /// ctr.cipher().encrypt_block(&mut block);
    /// assert_eq!(keystream, block);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
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
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        refuse_update(self.finished, self.poisoned, false)?;
        output_fits(input.len(), output.len())?;
        Ok(self.update(input, output))
    }

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
