//! CMAC (SP 800-38B, RFC 4493; OMAC1): a MAC from the block cipher.
//!
//! Subkeys: `L = AES_K(0^128)`, `K1 = L·x`, `K2 = K1·x` in GF(2^128) with the big-endian bit
//! order of SP 800-38B (shift the block left by one bit; if the bit shifted out was set, XOR
//! `0x87` into the last byte), computed branch-free. The tag is the CBC-MAC (zero IV) of the
//! message whose last block is XORed with `K1` if it is complete, or padded with `10*` and XORed
//! with `K2` otherwise (the empty message is one padded block).
//!
//! One message is a CBC chain, latency-bound like CBC encryption: whole blocks go to the
//! backend's CBC kernel through a stack buffer (the kernel encrypts in place; the message is
//! borrowed). [`cmac_many`] runs many independent messages as the lanes of the multi-buffer CBC
//! kernel (`cbc::encrypt_many`'s), 16 chains in flight on VAES and 8 on AES-NI and ARMv8.
//!
//! Truncation. [`Cmac::verify`] compares the leftmost `tag.len()` bytes in constant time and
//! accepts 8 to 16 bytes: SP 800-38B §6.2 and appendix A ask for at least 64 bits, and the ACVP
//! CMAC-AES vectors (macLen 64, 88, 128) and the CAVP/SP 800-38B examples all lie in that range.
//!
//! The subkeys and the chain are wiped on drop.

use crate::backend::kernels::Block;
use crate::backend::wipe::{wipe, wipe_block};
use crate::{BlockCipher, Error, ct};
use core::fmt;
use subtle::ConstantTimeEq;

/// The shortest tag [`Cmac::verify`] accepts, in bytes (64 bits, SP 800-38B §6.2).
///
/// ```
/// use aes_engine::{Aes128, Error, cmac::{Cmac, MIN_TAG_LEN}};
///
/// let mac = Cmac::new(Aes128::new(&[1; 16])).chain(b"msg");
/// let tag = mac.clone().finalize();
/// assert_eq!(mac.verify(&tag[..MIN_TAG_LEN]), Ok(()));
/// assert_eq!(mac.verify(&tag[..MIN_TAG_LEN - 1]), Err(Error::InvalidTagLength));
/// ```
pub const MIN_TAG_LEN: usize = 8;

/// Blocks per lane copied into the stack buffer per kernel call.
const CHUNK: usize = 16;

/// Most lanes handed to the multi-buffer kernel at once (the widest backend interleaves 16).
const MAX_LANES: usize = 16;

/// `b·x` in GF(2^128), SP 800-38B's bit order (see the module docs); branch-free.
fn dbl(b: &Block) -> Block {
    let v = u128::from_be_bytes(*b);
    ((v << 1) ^ (0x87 & 0u128.wrapping_sub(v >> 127))).to_be_bytes()
}

/// The subkeys `K1`, `K2` of `cipher`.
fn subkeys<C: BlockCipher>(cipher: &C) -> (Block, Block) {
    let mut l = [0u8; 16];
    cipher.encrypt_block(&mut l);
    let k1 = dbl(&l);
    wipe_block(&mut l);
    let k2 = dbl(&k1);
    (k1, k2)
}

/// The last block of a message whose final `last.len()` bytes (0..=16) are `last`, XORed with
/// its subkey: `last ⊕ K1` if it is a whole block, else `(last ‖ 10*) ⊕ K2`.
fn final_block(last: &[u8], k1: &Block, k2: &Block) -> Block {
    let mut b = [0u8; 16];
    b[..last.len()].copy_from_slice(last);
    let key = if last.len() == 16 {
        k1
    } else {
        b[last.len()] = 0x80;
        k2
    };
    for (x, k) in b.iter_mut().zip(key) {
        *x ^= k;
    }
    b
}

/// Runs the CBC chain over `blocks` (a borrowed message) through the backend's CBC kernel.
fn absorb<C: BlockCipher>(cipher: &C, chain: &mut Block, blocks: &[Block]) {
    let mut buf = [[0u8; 16]; CHUNK];
    for chunk in blocks.chunks(CHUNK) {
        let buf = &mut buf[..chunk.len()];
        buf.copy_from_slice(chunk);
        cipher.key().cbc_encrypt(chain, buf);
    }
    wipe(&mut buf);
}

/// Incremental CMAC.
///
/// `Debug` prints the backend only; the subkeys and the chain are wiped on drop.
///
/// ```
/// use aes_engine::{Aes128, cmac::Cmac};
/// use hex_literal::hex;
///
/// // RFC 4493 §4, example 2 (16 bytes), fed in two pieces.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let mut mac = Cmac::new(&aes);
/// mac.update(&hex!("6bc1bee22e409f96"));
/// mac.update(&hex!("e93d7e117393172a"));
/// assert!(mac.verify(&hex!("070a16b46b4d4144")).is_ok()); // a 64-bit truncated tag
/// assert_eq!(mac.finalize(), hex!("070a16b46b4d4144f79bdd9dd04a287c"));
/// ```
pub struct Cmac<C: BlockCipher> {
    cipher: C,
    k1: Block,
    k2: Block,
    chain: Block,
    /// The last `pending_len` (0..=16) bytes seen: held back until more data shows they are not
    /// the message's last block.
    pending: Block,
    pending_len: usize,
}

impl<C: BlockCipher> Cmac<C> {
    /// A CMAC under `cipher`'s key (derives the two subkeys: one block encryption).
    ///
    /// ```
    /// use aes_engine::{Aes256, cmac::Cmac};
    /// use hex_literal::hex;
    ///
    /// // RFC 4493 §4 uses AES-128; SP 800-38B D.3 (AES-256), example 1: the empty message.
    /// let aes = Aes256::new(&hex!("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"));
    /// assert_eq!(Cmac::new(aes).finalize(), hex!("028962f61b7bf89efc6b551f4667d983"));
    /// ```
    pub fn new(cipher: C) -> Self {
        let (k1, k2) = subkeys(&cipher);
        Cmac { cipher, k1, k2, chain: [0; 16], pending: [0; 16], pending_len: 0 }
    }

    /// Absorbs `data` (any length; successive calls continue the message).
    ///
    /// ```
    /// use aes_engine::{Aes128, cmac::{self, Cmac}};
    ///
    /// let aes = Aes128::new(&[3; 16]);
    /// let msg = [0x61u8; 1000];
    /// let mut mac = Cmac::new(&aes);
    /// for piece in msg.chunks(7) {
    ///     mac.update(piece);
    /// }
    /// assert_eq!(mac.finalize(), cmac::mac(&aes, &msg));
    /// ```
    pub fn update(&mut self, data: &[u8]) {
        let mut data = data;
        // Fill the pending block; it is absorbed only once more data follows it.
        let take = data.len().min(16 - self.pending_len);
        self.pending[self.pending_len..][..take].copy_from_slice(&data[..take]);
        self.pending_len += take;
        data = &data[take..];
        if data.is_empty() {
            return;
        }
        self.cipher.key().cbc_encrypt(&mut self.chain, core::slice::from_mut(&mut self.pending));
        // Every whole block but the last one of `data` (which may end the message) goes to the
        // chain; the rest (1..=16 bytes) becomes the pending block.
        let keep = (data.len() - 1) % 16 + 1;
        let (body, rest) = data.split_at(data.len() - keep);
        absorb(&self.cipher, &mut self.chain, body.as_chunks::<16>().0);
        self.pending = [0; 16];
        self.pending[..keep].copy_from_slice(rest);
        self.pending_len = keep;
    }

    /// Absorbs `data` and returns the engine, for chained one-liners.
    ///
    /// ```
    /// use aes_engine::{Aes128, cmac::Cmac};
    /// use hex_literal::hex;
    ///
    /// // RFC 4493 §4, example 3 (40 bytes).
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let tag = Cmac::new(&aes)
    ///     .chain(&hex!("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"))
    ///     .chain(&hex!("30c81c46a35ce411"))
    ///     .finalize();
    /// assert_eq!(tag, hex!("dfa66747de9ae63030ca32611497c827"));
    /// ```
    #[must_use]
    pub fn chain(mut self, data: &[u8]) -> Self {
        self.update(data);
        self
    }

    /// The tag of everything absorbed so far (the engine is not changed).
    fn tag(&self) -> Block {
        let mut t = final_block(&self.pending[..self.pending_len], &self.k1, &self.k2);
        for (x, c) in t.iter_mut().zip(&self.chain) {
            *x ^= c;
        }
        self.cipher.encrypt_block(&mut t);
        t
    }

    /// The 16-byte tag of the message. Truncate it (keep its leftmost bytes) for a shorter tag.
    ///
    /// ```
    /// use aes_engine::{Aes128, cmac::Cmac};
    /// use hex_literal::hex;
    ///
    /// // RFC 4493 §4, example 1: the empty message.
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// assert_eq!(Cmac::new(&aes).finalize(), hex!("bb1d6929e95937287fa37d129b756746"));
    /// ```
    #[must_use]
    pub fn finalize(self) -> [u8; 16] {
        self.tag()
    }

    /// Checks `tag` against the leftmost `tag.len()` bytes of the message's tag, in constant
    /// time (the engine is not changed; call it after the last `update`).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTagLength`] unless `tag` is [`MIN_TAG_LEN`]`..=16` bytes long;
    /// [`Error::AuthenticationFailed`] if it does not match.
    ///
    /// ```
    /// use aes_engine::{Aes128, Error, cmac::Cmac};
    /// use hex_literal::hex;
    ///
    /// // RFC 4493 §4, example 4 (64 bytes).
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let mac = Cmac::new(&aes).chain(&hex!(
    ///     "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    ///     "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"
    /// ));
    /// let tag = hex!("51f0bebf7e3b9d92fc49741779363cfe");
    /// assert_eq!(mac.verify(&tag), Ok(()));
    /// assert_eq!(mac.verify(&tag[..8]), Ok(())); // truncated to 64 bits
    /// assert_eq!(mac.verify(&tag[..4]), Err(Error::InvalidTagLength));
    /// let mut bad = tag;
    /// bad[15] ^= 1;
    /// assert_eq!(mac.verify(&bad), Err(Error::AuthenticationFailed));
    /// ```
    pub fn verify(&self, tag: &[u8]) -> Result<(), Error> {
        if !(MIN_TAG_LEN..=16).contains(&tag.len()) {
            return Err(Error::InvalidTagLength);
        }
        let mut expected = self.tag();
        let ok = expected[..tag.len()].ct_eq(tag);
        wipe_block(&mut expected);
        // The tag-match verdict is public: declassify it, then branch (see `crate::ct`).
        if ct::declassify(ok) { Ok(()) } else { Err(Error::AuthenticationFailed) }
    }

    /// The cipher this MAC runs on.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, BlockCipher, cmac::Cmac};
    ///
    /// let mac = Cmac::new(Aes128::with_backend(&[1; 16], Backend::Soft)?);
    /// assert_eq!(mac.cipher().backend(), Backend::Soft);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn cipher(&self) -> &C {
        &self.cipher
    }

    /// Starts a new message under the same key (the subkeys are kept).
    ///
    /// ```
    /// use aes_engine::{Aes128, cmac::{self, Cmac}};
    ///
    /// let aes = Aes128::new(&[4; 16]);
    /// let mut mac = Cmac::new(&aes).chain(b"first");
    /// mac.reset();
    /// mac.update(b"second");
    /// assert_eq!(mac.finalize(), cmac::mac(&aes, b"second"));
    /// ```
    pub fn reset(&mut self) {
        wipe_block(&mut self.chain);
        wipe_block(&mut self.pending);
        self.pending_len = 0;
    }
}

impl<C: BlockCipher + Clone> Clone for Cmac<C> {
    fn clone(&self) -> Self {
        Cmac { cipher: self.cipher.clone(), ..*self }
    }
}

impl<C: BlockCipher> Drop for Cmac<C> {
    fn drop(&mut self) {
        wipe_block(&mut self.k1);
        wipe_block(&mut self.k2);
        wipe_block(&mut self.chain);
        wipe_block(&mut self.pending);
    }
}

impl<C: BlockCipher> fmt::Debug for Cmac<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cmac").field("backend", &self.cipher.backend()).finish_non_exhaustive()
    }
}

/// The CMAC tag of one message (one-shot).
///
/// ```
/// use aes_engine::{Aes128, cmac};
/// use hex_literal::hex;
///
/// // RFC 4493 §4, example 2.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let tag = cmac::mac(&aes, &hex!("6bc1bee22e409f96e93d7e117393172a"));
/// assert_eq!(tag, hex!("070a16b46b4d4144f79bdd9dd04a287c"));
/// ```
#[must_use]
pub fn mac<C: BlockCipher>(cipher: &C, message: &[u8]) -> [u8; 16] {
    Cmac::new(cipher).chain(message).finalize()
}

/// The CMAC tags of many independent messages under one key, `out[i]` for `messages[i]`:
/// the messages run as the lanes of the multi-buffer CBC kernel (16 at once on VAES, 8 on AES-NI
/// and ARMv8), lanes dropping out as their messages end. Identical to [`mac`] of each.
///
/// # Errors
///
/// [`Error::InvalidLength`] if `out` and `messages` differ in length (nothing is written then).
///
/// ```
/// use aes_engine::{Aes128, cmac};
///
/// let aes = Aes128::new(&[7; 16]);
/// let messages: Vec<Vec<u8>> = (0..40).map(|i| vec![i as u8; 1024 + i]).collect();
/// let mut tags = vec![[0u8; 16]; messages.len()];
/// cmac::cmac_many(&aes, &messages, &mut tags)?;
/// for (m, t) in messages.iter().zip(&tags) {
///     assert_eq!(*t, cmac::mac(&aes, m));
/// }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn cmac_many<C: BlockCipher>(cipher: &C, messages: &[impl AsRef<[u8]>], out: &mut [[u8; 16]]) -> Result<(), Error> {
    if messages.len() != out.len() {
        return Err(Error::InvalidLength);
    }
    let (mut k1, mut k2) = subkeys(cipher);
    let mut buf = [[[0u8; 16]; CHUNK]; MAX_LANES];
    for (group, tags) in messages.chunks(MAX_LANES).zip(out.chunks_mut(MAX_LANES)) {
        let mut chains = [[0u8; 16]; MAX_LANES];
        // Blocks absorbed so far per lane; a message of `n` bytes is max(1, ceil(n / 16)) blocks,
        // its last one the final block.
        let mut done = [0usize; MAX_LANES];
        loop {
            let mut ivs = [[0u8; 16]; MAX_LANES];
            let mut lane_of = [0usize; MAX_LANES];
            let mut active = 0;
            let mut slices: [&mut [Block]; MAX_LANES] = Default::default();
            for ((i, m), lane_buf) in group.iter().enumerate().zip(buf.iter_mut()) {
                let m = m.as_ref();
                let total = m.len().div_ceil(16).max(1);
                let n = (total - done[i]).min(CHUNK);
                if n == 0 {
                    continue;
                }
                let start = done[i] * 16;
                let ends = done[i] + n == total;
                let whole = if ends { n - 1 } else { n };
                for (b, src) in lane_buf[..whole].iter_mut().zip(m[start..].as_chunks::<16>().0) {
                    *b = *src;
                }
                if ends {
                    lane_buf[whole] = final_block(&m[start + whole * 16..], &k1, &k2);
                }
                done[i] += n;
                ivs[active] = chains[i];
                lane_of[active] = i;
                slices[active] = &mut lane_buf[..n];
                active += 1;
            }
            if active == 0 {
                break;
            }
            cipher.key().cbc_encrypt_many(&mut ivs[..active], &mut slices[..active]);
            for (iv, &i) in ivs[..active].iter_mut().zip(&lane_of[..active]) {
                chains[i] = *iv;
                wipe_block(iv);
            }
        }
        tags.copy_from_slice(&chains[..tags.len()]);
        wipe(&mut chains);
    }
    for lane in buf.iter_mut() {
        wipe(lane);
    }
    wipe_block(&mut k1);
    wipe_block(&mut k2);
    Ok(())
}
