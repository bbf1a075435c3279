//! OFB mode (SP 800-38A §6.4), the JDK's `AES/OFB`: the keystream is `O_i = E(O_{i−1})`,
//! `O_0 = IV`, and encryption and decryption are the same XOR.
//!
//! The keystream is a chain of AES calls, so it runs at the latency floor. Whole blocks go to
//! the backend's OFB kernel in one call (keystream and XOR fused, the feedback in a register); a
//! partial last block keeps its unused keystream for the next call.

use crate::BlockCipher;
use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::keystream::{StreamState, stream_crypter};
use core::fmt;

/// OFB keystream generator (SP 800-38A §6.4); also a [`Crypter`](crate::Crypter), whose
/// `update` applies the keystream.
///
/// ```
/// use aes_engine::{Aes128, ofb::Ofb};
/// use hex_literal::hex;
///
/// // SP 800-38A F.4.1 (OFB-AES128.Encrypt), blocks 1 and 2, fed 7 bytes at a time.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// let plain = hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51");
/// let mut data = plain;
/// let mut ofb = Ofb::new(&aes, &iv);
/// for piece in data.chunks_mut(7) {
///     ofb.apply_keystream(piece);
/// }
/// assert_eq!(data, hex!("3b3fd92eb72dad20333449f8e83cfb4a 7789508d16918f03f53c52dac54ed825"));
/// Ofb::new(&aes, &iv).apply_keystream(&mut data); // decryption is the same operation
/// assert_eq!(data, plain);
/// ```
pub struct Ofb<C: BlockCipher> {
    cipher: C,
    /// The current output block `O_i`; `reg[pos..]` is its unused keystream (`pos == 16`: all
    /// used, the next block is `E(reg)`).
    reg: Block,
    pos: usize,
    state: StreamState,
}

impl<C: BlockCipher> Ofb<C> {
    /// An OFB stream with initialization vector `iv`.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, ofb::Ofb};
    ///
    /// // Keystream block 1 is E(IV), block 2 is E(E(IV)).
    /// let aes = Aes128::new(&[1; 16]);
    /// let mut keystream = [0u8; 32];
    /// Ofb::new(&aes, &[2; 16]).apply_keystream(&mut keystream);
    /// let mut o = [2; 16];
    /// aes.encrypt_block(&mut o);
    /// assert_eq!(keystream[..16], o);
    /// aes.encrypt_block(&mut o);
    /// assert_eq!(keystream[16..], o);
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16]) -> Self {
        Ofb { cipher, reg: *iv, pos: 16, state: StreamState::default() }
    }

    /// XORs the next `data.len()` keystream bytes into `data` (encrypts or decrypts in place).
    /// Any length; successive calls continue the stream.
    ///
    /// ```
    /// use aes_engine::{Aes256, ofb::Ofb};
    ///
    /// let aes = Aes256::new(&[3; 32]);
    /// let mut whole = [7u8; 100];
    /// Ofb::new(&aes, &[4; 16]).apply_keystream(&mut whole);
    /// let mut split = [7u8; 100];
    /// let mut ofb = Ofb::new(&aes, &[4; 16]);
    /// let (a, b) = split.split_at_mut(41);
    /// ofb.apply_keystream(a);
    /// ofb.apply_keystream(b);
    /// assert_eq!(split, whole);
    /// ```
    pub fn apply_keystream(&mut self, data: &mut [u8]) {
        let n = data.len().min(16 - self.pos);
        let (now, data) = data.split_at_mut(n);
        for (d, k) in now.iter_mut().zip(&self.reg[self.pos..]) {
            *d ^= k;
        }
        self.pos += n;
        if data.is_empty() {
            return;
        }
        let (blocks, tail) = data.as_chunks_mut::<16>();
        if !blocks.is_empty() {
            self.cipher.key().ofb(&mut self.reg, blocks);
        }
        if !tail.is_empty() {
            self.cipher.encrypt_block(&mut self.reg);
            for (d, k) in tail.iter_mut().zip(&self.reg) {
                *d ^= k;
            }
            self.pos = tail.len();
        }
    }
}

stream_crypter!(Ofb<C>, |o, d| o.apply_keystream(d));

impl<C: BlockCipher + Clone> Clone for Ofb<C> {
    fn clone(&self) -> Self {
        Ofb { cipher: self.cipher.clone(), ..*self }
    }
}

impl<C: BlockCipher> Drop for Ofb<C> {
    fn drop(&mut self) {
        wipe_block(&mut self.reg);
    }
}

impl<C: BlockCipher> fmt::Debug for Ofb<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ofb").field("backend", &self.cipher.backend()).finish_non_exhaustive()
    }
}
