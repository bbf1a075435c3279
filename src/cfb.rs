//! CFB mode (SP 800-38A §6.3) with 8-bit and 128-bit segments: the JDK's `AES/CFB8` and
//! `AES/CFB` (`AES/CFB128`).
//!
//! Both are incremental: successive calls continue the stream, whatever the split of the input.
//! [`Encryptor`] and [`Decryptor`] put either on the [`Crypter`](crate::Crypter) shape (so
//! `aes_engine::stream`'s reader and writer serve them).
//!
//! **CFB128.** `C_i = P_i ⊕ E(C_{i−1})`, `C_0 = IV`. Whole blocks go to the backend's CFB128
//! kernels in one call: encryption is a chain of AES calls (the CBC-encryption latency floor),
//! decryption has all its AES inputs at hand and runs as many blocks in flight as CBC decryption
//! (`P_i = C_i ⊕ E(C_{i−1})`: CBC decryption's shape with the cipher's forward direction). A
//! partial segment keeps the rest of its keystream here for the next call.
//!
//! **CFB8.** One AES call per byte: the input block is a shift register holding the last 16
//! ciphertext bytes, so each byte needs the one before. The byte loop runs inside the backend
//! (on x86_64 an AES-NI kernel with the register in a vector register), so both directions cost
//! one block's AES latency and a byte shift per byte, without a dispatch per byte.

use crate::BlockCipher;
use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::keystream::{StreamState, stream_crypter};
use core::fmt;

/// CFB with 128-bit segments (SP 800-38A §6.3, `s = 128`).
///
/// ```
/// use aes_engine::{Aes128, cfb::Cfb128};
/// use hex_literal::hex;
///
/// // SP 800-38A F.3.13 (CFB128-AES128.Encrypt), blocks 1 and 2, fed 5 bytes at a time.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// let plain = hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51");
/// let mut data = plain;
/// let mut cfb = Cfb128::new(&aes, &iv);
/// for piece in data.chunks_mut(5) {
///     cfb.encrypt(piece);
/// }
/// assert_eq!(data, hex!("3b3fd92eb72dad20333449f8e83cfb4a c8a64537a0b3a93fcde3cdad9f1ce58b"));
/// Cfb128::new(&aes, &iv).decrypt(&mut data);
/// assert_eq!(data, plain);
/// ```
pub struct Cfb128<C: BlockCipher> {
    cipher: C,
    /// `reg[..pos]`: the ciphertext bytes of the current segment so far; `reg[pos..]`: the rest
    /// of its keystream. At `pos == 16`, `reg` is the last whole ciphertext block (the IV at the
    /// start), not yet encrypted.
    reg: Block,
    pos: usize,
}

impl<C: BlockCipher> Cfb128<C> {
    /// A CFB128 stream with initialization vector `iv`.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, cfb::Cfb128};
    ///
    /// // The first ciphertext block is the plaintext XOR the encrypted IV.
    /// let aes = Aes128::new(&[1; 16]);
    /// let mut data = [0u8; 16];
    /// Cfb128::new(&aes, &[2; 16]).encrypt(&mut data);
    /// let mut iv = [2; 16];
    /// aes.encrypt_block(&mut iv);
    /// assert_eq!(data, iv);
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16]) -> Self {
        Cfb128 { cipher, reg: *iv, pos: 16 }
    }

    /// Encrypts `data` in place, continuing the stream.
    ///
    /// ```
    /// use aes_engine::{Aes256, cfb::Cfb128};
    ///
    /// let aes = Aes256::new(&[3; 32]);
    /// let mut whole = [7u8; 100];
    /// Cfb128::new(&aes, &[4; 16]).encrypt(&mut whole);
    /// // Any split of the message gives the same ciphertext.
    /// let mut split = [7u8; 100];
    /// let mut cfb = Cfb128::new(&aes, &[4; 16]);
    /// let (a, b) = split.split_at_mut(37);
    /// cfb.encrypt(a);
    /// cfb.encrypt(b);
    /// assert_eq!(split, whole);
    /// ```
    pub fn encrypt(&mut self, data: &mut [u8]) {
        self.crypt::<false>(data);
    }

    /// Decrypts `data` in place, continuing the stream; whole blocks run many in flight.
    ///
    /// ```
    /// use aes_engine::{Aes128, cfb::Cfb128};
    ///
    /// let aes = Aes128::new(&[5; 16]);
    /// let mut data = *b"CFB128 decryption is parallel";
    /// Cfb128::new(&aes, &[6; 16]).encrypt(&mut data);
    /// let mut cfb = Cfb128::new(&aes, &[6; 16]);
    /// let (a, b) = data.split_at_mut(3);
    /// cfb.decrypt(a);
    /// cfb.decrypt(b);
    /// assert_eq!(&data, b"CFB128 decryption is parallel");
    /// ```
    pub fn decrypt(&mut self, data: &mut [u8]) {
        self.crypt::<true>(data);
    }

    fn crypt<const DECRYPT: bool>(&mut self, mut data: &mut [u8]) {
        data = self.partial::<DECRYPT>(data);
        if data.is_empty() {
            return;
        }
        // `pos == 16` here: `reg` is the last ciphertext block.
        let (blocks, tail) = data.as_chunks_mut::<16>();
        if !blocks.is_empty() {
            let key = self.cipher.key();
            if DECRYPT { key.cfb128_decrypt(&mut self.reg, blocks) } else { key.cfb128_encrypt(&mut self.reg, blocks) }
        }
        if !tail.is_empty() {
            self.cipher.encrypt_block(&mut self.reg);
            self.pos = 0;
            self.partial::<DECRYPT>(tail);
        }
    }

    /// Runs the current segment's keystream (at most to its end) over the front of `data`;
    /// returns the rest of `data`.
    fn partial<'a, const DECRYPT: bool>(&mut self, data: &'a mut [u8]) -> &'a mut [u8] {
        let n = data.len().min(16 - self.pos);
        let (now, rest) = data.split_at_mut(n);
        for (d, r) in now.iter_mut().zip(&mut self.reg[self.pos..]) {
            let c = if DECRYPT { *d } else { *d ^ *r };
            *d ^= *r;
            *r = c;
        }
        self.pos += n;
        rest
    }
}

/// CFB with 8-bit segments (SP 800-38A §6.3, `s = 8`): one AES call per byte.
///
/// ```
/// use aes_engine::{Aes128, cfb::Cfb8};
/// use hex_literal::hex;
///
/// // SP 800-38A F.3.7 (CFB8-AES128.Encrypt).
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// let mut data = hex!("6bc1bee22e409f96e93d7e117393172aae2d");
/// Cfb8::new(&aes, &iv).encrypt(&mut data);
/// assert_eq!(data, hex!("3b79424c9c0dd436bace9e0ed4586a4f32b9"));
/// Cfb8::new(&aes, &iv).decrypt(&mut data);
/// assert_eq!(data, hex!("6bc1bee22e409f96e93d7e117393172aae2d"));
/// ```
pub struct Cfb8<C: BlockCipher> {
    cipher: C,
    /// The shift register: the IV, then the last 16 ciphertext bytes.
    reg: Block,
}

impl<C: BlockCipher> Cfb8<C> {
    /// A CFB8 stream with initialization vector `iv`.
    ///
    /// ```
    /// use aes_engine::{Aes128, BlockCipher, cfb::Cfb8};
    ///
    /// // The first ciphertext byte is the plaintext byte XOR the first byte of E(IV).
    /// let aes = Aes128::new(&[1; 16]);
    /// let mut byte = [0u8];
    /// Cfb8::new(&aes, &[2; 16]).encrypt(&mut byte);
    /// let mut iv = [2; 16];
    /// aes.encrypt_block(&mut iv);
    /// assert_eq!(byte[0], iv[0]);
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16]) -> Self {
        Cfb8 { cipher, reg: *iv }
    }

    /// Encrypts `data` in place, continuing the stream.
    ///
    /// ```
    /// use aes_engine::{Aes192, cfb::Cfb8};
    ///
    /// let aes = Aes192::new(&[3; 24]);
    /// let mut whole = [7u8; 40];
    /// Cfb8::new(&aes, &[4; 16]).encrypt(&mut whole);
    /// let mut split = [7u8; 40];
    /// let mut cfb = Cfb8::new(&aes, &[4; 16]);
    /// for piece in split.chunks_mut(3) {
    ///     cfb.encrypt(piece);
    /// }
    /// assert_eq!(split, whole);
    /// ```
    pub fn encrypt(&mut self, data: &mut [u8]) {
        self.crypt::<false>(data);
    }

    /// Decrypts `data` in place, continuing the stream.
    ///
    /// ```
    /// use aes_engine::{Aes256, cfb::Cfb8};
    ///
    /// let aes = Aes256::new(&[5; 32]);
    /// let mut data = *b"one AES call per byte";
    /// Cfb8::new(&aes, &[6; 16]).encrypt(&mut data);
    /// Cfb8::new(&aes, &[6; 16]).decrypt(&mut data);
    /// assert_eq!(&data, b"one AES call per byte");
    /// ```
    pub fn decrypt(&mut self, data: &mut [u8]) {
        self.crypt::<true>(data);
    }

    fn crypt<const DECRYPT: bool>(&mut self, data: &mut [u8]) {
        self.cipher.key().cfb8(&mut self.reg, data, DECRYPT);
    }
}

/// A CFB stream as an encrypting [`Crypter`](crate::Crypter): `update` encrypts.
///
/// ```
/// use aes_engine::{Aes128, Crypter, cfb::{self, Cfb128}};
///
/// let aes = Aes128::new(&[1; 16]);
/// let mut enc = cfb::Encryptor::new(Cfb128::new(&aes, &[2; 16]));
/// let mut out = [0u8; 23];
/// let n = enc.update(b"through the Crypter api", &mut out);
/// assert_eq!((n, enc.finish(&mut [])?), (23, 0));
///
/// let mut expected = *b"through the Crypter api";
/// Cfb128::new(&aes, &[2; 16]).encrypt(&mut expected);
/// assert_eq!(out, expected);
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub struct Encryptor<M> {
    mode: M,
    state: StreamState,
}

/// A CFB stream as a decrypting [`Crypter`](crate::Crypter): `update` decrypts.
///
/// ```
/// use std::io::Read;
/// use aes_engine::{Aes128, cfb::{self, Cfb8}, stream::CipherReader};
///
/// let aes = Aes128::new(&[1; 16]);
/// let mut ct = *b"read through a CipherReader";
/// Cfb8::new(&aes, &[2; 16]).encrypt(&mut ct);
/// let mut reader = CipherReader::new(&ct[..], cfb::Decryptor::new(Cfb8::new(&aes, &[2; 16])));
/// let mut plain = Vec::new();
/// reader.read_to_end(&mut plain)?;
/// assert_eq!(plain, b"read through a CipherReader");
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct Decryptor<M> {
    mode: M,
    state: StreamState,
}

macro_rules! direction {
    ($ty:ident, $what:literal) => {
        impl<M> $ty<M> {
            #[doc = concat!("Wraps a CFB stream (a [`Cfb8`] or a [`Cfb128`]) as ", $what, " [`Crypter`](crate::Crypter).")]
            ///
            /// ```
            /// use aes_engine::{Aes128, Crypter, cfb::{self, Cfb8}};
            ///
            /// let aes = Aes128::new(&[1; 16]);
            #[doc = concat!("let mut engine = cfb::", stringify!($ty), "::new(Cfb8::new(&aes, &[2; 16]));")]
            /// let mut out = [0u8; 5];
            /// assert_eq!(engine.update(b"bytes", &mut out), 5); // every byte comes out at once
            /// assert_eq!(engine.finish_len(), 0);
            /// ```
            pub fn new(mode: M) -> Self {
                $ty { mode, state: StreamState::default() }
            }

            /// The CFB stream inside, where the message has reached.
            ///
            /// ```
            /// use aes_engine::{Aes128, Crypter, cfb::{self, Cfb128}};
            ///
            /// let aes = Aes128::new(&[1; 16]);
            #[doc = concat!("let mut engine = cfb::", stringify!($ty), "::new(Cfb128::new(&aes, &[2; 16]));")]
            /// let mut out = [0u8; 20];
            /// engine.update(&[3; 20], &mut out);
            /// let _stream: Cfb128<_> = engine.into_inner(); // continues after the 20 bytes
            /// ```
            pub fn into_inner(self) -> M {
                self.mode
            }
        }

        impl<M: fmt::Debug> fmt::Debug for $ty<M> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(concat!("cfb::", stringify!($ty))).field("mode", &self.mode).finish_non_exhaustive()
            }
        }
    };
}

direction!(Encryptor, "an encrypting");
direction!(Decryptor, "a decrypting");

stream_crypter!(Encryptor<Cfb128<C>>, |e, d| e.mode.encrypt(d));
stream_crypter!(Decryptor<Cfb128<C>>, |e, d| e.mode.decrypt(d));
stream_crypter!(Encryptor<Cfb8<C>>, |e, d| e.mode.encrypt(d));
stream_crypter!(Decryptor<Cfb8<C>>, |e, d| e.mode.decrypt(d));

macro_rules! stream_common {
    ($ty:ident) => {
        impl<C: BlockCipher + Clone> Clone for $ty<C> {
            fn clone(&self) -> Self {
                $ty { cipher: self.cipher.clone(), ..*self }
            }
        }

        impl<C: BlockCipher> Drop for $ty<C> {
            fn drop(&mut self) {
                wipe_block(&mut self.reg);
            }
        }

        impl<C: BlockCipher> fmt::Debug for $ty<C> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(concat!("cfb::", stringify!($ty)))
                    .field("backend", &self.cipher.backend())
                    .finish_non_exhaustive()
            }
        }
    };
}

stream_common!(Cfb128);
stream_common!(Cfb8);
