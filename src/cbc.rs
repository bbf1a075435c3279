//! CBC mode (SP 800-38A §6.2), without padding or with PKCS#7 padding (RFC 5652 §6.3).
//!
//! Encryption of one message is a chain: each block needs the previous ciphertext, so it runs at
//! the AES latency floor (the backends fold the next plaintext's XOR into the last round key).
//! Decryption is parallel and runs 8 or 16 blocks wide. [`encrypt_many`] encrypts several
//! independent messages at once, interleaved so the AES pipeline stays full.
//!
//! PKCS#7 padding is checked in constant time: the padding bytes are never branched on before
//! the single valid/invalid verdict, and on a bad padding no plaintext is returned (in-place
//! forms wipe the buffer).

use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::crypter::{output_fits, refuse_update};
use crate::{BlockCipher, Crypter, Error, ct};
use core::fmt;
use subtle::{ConstantTimeEq, ConstantTimeGreater, ConstantTimeLess};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// The padding of a CBC message.
///
/// ```
/// use aes_engine::{Aes128, cbc::{self, Padding}};
/// use hex_literal::hex;
///
/// // SP 800-38A F.2.1 (CBC-AES128.Encrypt), first block.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let (iv, pt) = (hex!("000102030405060708090a0b0c0d0e0f"), hex!("6bc1bee22e409f96e93d7e117393172a"));
/// let mut buf = [0u8; 32];
/// buf[..16].copy_from_slice(&pt);
/// assert_eq!(cbc::encrypt_in_place(&aes, &iv, Padding::None, &mut buf, 16)?, 16);
/// assert_eq!(buf[..16], hex!("7649abac8119b246cee98e9b12e9197d"));
///
/// // PKCS#7 always pads: a whole-block message gains a block of 0x10 bytes.
/// buf[..16].copy_from_slice(&pt);
/// assert_eq!(cbc::encrypt_in_place(&aes, &iv, Padding::Pkcs7, &mut buf, 16)?, 32);
/// assert_eq!(buf[..16], hex!("7649abac8119b246cee98e9b12e9197d"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Padding {
    /// No padding: the message must be a whole number of blocks, else [`Error::InvalidLength`].
    None,
    /// PKCS#7: 1..=16 bytes, each holding the padding length, always added.
    Pkcs7,
}

/// Encrypts `plaintext` into a new vector.
///
/// # Errors
///
/// [`Error::InvalidLength`] if `padding` is [`Padding::None`] and `plaintext` is not a whole
/// number of blocks.
///
/// ```
/// use aes_engine::{Aes128, cbc::{self, Padding}};
///
/// let aes = Aes128::new(&[0x42; 16]);
/// let ct = cbc::encrypt(&aes, &[7; 16], Padding::Pkcs7, b"attack at dawn").unwrap();
/// assert_eq!(ct.len(), 16);
/// let pt = cbc::decrypt(&aes, &[7; 16], Padding::Pkcs7, &ct).unwrap();
/// assert_eq!(pt, b"attack at dawn");
/// ```
#[cfg(feature = "alloc")]
pub fn encrypt<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    padding: Padding,
    plaintext: &[u8],
) -> Result<Vec<u8>, Error> {
    let mut buf = Vec::with_capacity(padded_len(plaintext.len(), padding)?);
    buf.extend_from_slice(plaintext);
    buf.resize(buf.capacity(), 0);
    let n = encrypt_in_place(cipher, iv, padding, &mut buf, plaintext.len())?;
    buf.truncate(n);
    Ok(buf)
}

/// Decrypts `ciphertext` into a new vector.
///
/// # Errors
///
/// - [`Error::InvalidLength`] if `ciphertext` is not a whole number of blocks, or is empty with
///   [`Padding::Pkcs7`].
/// - [`Error::InvalidPadding`] if the PKCS#7 padding is malformed; no plaintext is returned (the
///   working buffer is wiped).
///
/// ```
/// use aes_engine::{Aes128, Error, cbc::{self, Padding}};
/// use hex_literal::hex;
///
/// // SP 800-38A F.2.2 (CBC-AES128.Decrypt), first block.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// let ct = hex!("7649abac8119b246cee98e9b12e9197d");
/// assert_eq!(cbc::decrypt(&aes, &iv, Padding::None, &ct)?, hex!("6bc1bee22e409f96e93d7e117393172a"));
///
/// // That plaintext ends in 0x2a, not a valid PKCS#7 padding: no plaintext comes back.
/// assert_eq!(cbc::decrypt(&aes, &iv, Padding::Pkcs7, &ct), Err(Error::InvalidPadding));
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[cfg(feature = "alloc")]
pub fn decrypt<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    padding: Padding,
    ciphertext: &[u8],
) -> Result<Vec<u8>, Error> {
    let mut buf = ciphertext.to_vec();
    let n = decrypt_in_place(cipher, iv, padding, &mut buf)?;
    buf.truncate(n);
    Ok(buf)
}

/// The ciphertext length of a `len`-byte message.
///
/// # Errors
///
/// [`Error::InvalidLength`] if `padding` is [`Padding::None`] and `len` is not a multiple of 16,
/// or if the padded length would overflow `usize` (with [`Padding::Pkcs7`]).
///
/// ```
/// use aes_engine::{Error, cbc::{self, Padding}};
///
/// assert_eq!(cbc::padded_len(20, Padding::Pkcs7), Ok(32));
/// assert_eq!(cbc::padded_len(32, Padding::Pkcs7), Ok(48)); // PKCS#7 always adds 1..=16 bytes
/// assert_eq!(cbc::padded_len(32, Padding::None), Ok(32));
/// assert_eq!(cbc::padded_len(20, Padding::None), Err(Error::InvalidLength));
/// ```
pub fn padded_len(len: usize, padding: Padding) -> Result<usize, Error> {
    match padding {
        Padding::None if len.is_multiple_of(16) => Ok(len),
        Padding::None => Err(Error::InvalidLength),
        Padding::Pkcs7 => (len / 16 + 1).checked_mul(16).ok_or(Error::InvalidLength),
    }
}

/// Encrypts the first `msg_len` bytes of `buf` in place, padding as asked; returns the ciphertext
/// length. `buf` must hold at least [`padded_len`]`(msg_len, padding)` bytes. No allocation.
///
/// # Errors
///
/// [`Error::InvalidLength`] (and `buf` is left unchanged) if `msg_len` exceeds `buf.len()`, if
/// `padding` is [`Padding::None`] and `msg_len` is not a multiple of 16, or if `buf` is shorter
/// than [`padded_len`]`(msg_len, padding)`.
///
/// ```
/// use aes_engine::{Aes256, cbc::{self, Padding}};
///
/// let aes = Aes256::new(&[1; 32]);
/// let mut buf = [0u8; 32];
/// buf[..20].copy_from_slice(b"twenty bytes of text");
/// let n = cbc::encrypt_in_place(&aes, &[0; 16], Padding::Pkcs7, &mut buf, 20).unwrap();
/// assert_eq!(n, 32);
/// let m = cbc::decrypt_in_place(&aes, &[0; 16], Padding::Pkcs7, &mut buf[..n]).unwrap();
/// assert_eq!(&buf[..m], b"twenty bytes of text");
/// ```
pub fn encrypt_in_place<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    padding: Padding,
    buf: &mut [u8],
    msg_len: usize,
) -> Result<usize, Error> {
    if msg_len > buf.len() {
        return Err(Error::InvalidLength);
    }
    let total = padded_len(msg_len, padding)?;
    if total > buf.len() {
        return Err(Error::InvalidLength);
    }
    let pad = (total - msg_len) as u8;
    buf[msg_len..total].fill(pad);
    let (blocks, _) = buf[..total].as_chunks_mut::<16>();
    let mut chain = *iv;
    cipher.key().cbc_encrypt(&mut chain, blocks);
    Ok(total)
}

/// Decrypts `buf` in place; returns the plaintext length (padding removed). No allocation.
///
/// # Errors
///
/// - [`Error::InvalidLength`] (and `buf` is left unchanged) if `buf` is not a whole number of
///   blocks, or is empty with [`Padding::Pkcs7`].
/// - [`Error::InvalidPadding`] if the PKCS#7 padding is malformed; the whole buffer is wiped.
///
/// ```
/// use aes_engine::{Aes128, Error, cbc::{self, Padding}};
/// use hex_literal::hex;
///
/// // SP 800-38A F.2.2 (CBC-AES128.Decrypt), first two blocks.
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// let ct = hex!("7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2");
/// let mut buf = ct;
/// assert_eq!(cbc::decrypt_in_place(&aes, &iv, Padding::None, &mut buf)?, 32);
/// assert_eq!(buf, hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51"));
///
/// // Not PKCS#7-padded (the last byte is 0x51): an error, and the buffer is wiped.
/// let mut buf = ct;
/// assert_eq!(cbc::decrypt_in_place(&aes, &iv, Padding::Pkcs7, &mut buf), Err(Error::InvalidPadding));
/// assert_eq!(buf, [0; 32]);
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt_in_place<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    padding: Padding,
    buf: &mut [u8],
) -> Result<usize, Error> {
    if !buf.len().is_multiple_of(16) || (padding == Padding::Pkcs7 && buf.is_empty()) {
        return Err(Error::InvalidLength);
    }
    let (blocks, _) = buf.as_chunks_mut::<16>();
    let mut chain = *iv;
    cipher.key().cbc_decrypt(&mut chain, blocks);
    match padding {
        Padding::None => Ok(buf.len()),
        Padding::Pkcs7 => {
            let last: &Block = &blocks[blocks.len() - 1];
            match pkcs7_unpad_len(last) {
                Some(pad) => Ok(buf.len() - pad),
                None => {
                    wipe_bytes(buf);
                    Err(Error::InvalidPadding)
                }
            }
        }
    }
}

/// The padding length of a PKCS#7-padded last block, or `None` if the padding is malformed.
///
/// Constant time in the block's contents: with `p` the last byte, the padding is valid iff
/// `1 ≤ p ≤ 16` and, for every `i < 16`, byte `15 − i` equals `p` whenever `i < p`. Each of the 16
/// conditions is computed as a `subtle::Choice` and combined with AND; the only branch is on the
/// final verdict, after which `p` is public (it determines the plaintext length anyway). Both are
/// declassified explicitly (see `crate::ct`): the verdict always, `p` only when valid.
pub(crate) fn pkcs7_unpad_len(last: &Block) -> Option<usize> {
    let p = last[15];
    let mut valid = p.ct_gt(&0) & p.ct_lt(&17);
    for i in 0..16u8 {
        let in_pad = i.ct_lt(&p);
        let matches = last[15 - i as usize].ct_eq(&p);
        valid &= !in_pad | matches;
    }
    if ct::declassify(valid) { Some(ct::declassify_u8(p) as usize) } else { None }
}

/// One message of [`encrypt_many`]: its IV and its data (whole blocks), encrypted in place.
///
/// Its `Debug` shows the IV and the data's length, not the data (plaintext before the call).
///
/// ```
/// use aes_engine::{Aes128, cbc::{self, Lane}};
/// use hex_literal::hex;
///
/// // The same block under two IVs (SP 800-38A F.2.1; with a zero IV, CBC is ECB: F.1.1).
/// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
/// let pt = hex!("6bc1bee22e409f96e93d7e117393172a");
/// let (mut a, mut b) = (pt, pt);
/// let iv = hex!("000102030405060708090a0b0c0d0e0f");
/// cbc::encrypt_many(&aes, &mut [Lane { iv, data: &mut a }, Lane { iv: [0; 16], data: &mut b }])?;
/// assert_eq!(a, hex!("7649abac8119b246cee98e9b12e9197d"));
/// assert_eq!(b, hex!("3ad77bb40d7a3660a89ecaf32466ef97"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub struct Lane<'a> {
    /// The message's IV.
    pub iv: [u8; 16],
    /// The message, a whole number of blocks (no padding), encrypted in place.
    pub data: &'a mut [u8],
}

impl fmt::Debug for Lane<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lane").field("iv", &self.iv).field("data_len", &self.data.len()).finish_non_exhaustive()
    }
}

/// Most lanes [`encrypt_many`] hands to a kernel at once (the widest backend interleaves 16).
const MAX_LANES: usize = 16;

/// Multi-buffer CBC encryption: encrypts several independent messages under one key, each with
/// its own IV, interleaved so the AES pipeline is full (8 lanes on AES-NI and ARMv8, 16 on VAES).
/// Messages may differ in length (lanes drop out as they end) but must be whole blocks. The
/// result is identical to encrypting each message alone with [`encrypt_in_place`] and
/// [`Padding::None`].
///
/// # Errors
///
/// [`Error::InvalidLength`] if any lane's `data` is not a whole number of blocks; nothing is
/// encrypted then.
///
/// ```
/// use aes_engine::{Aes128, cbc::{self, Lane, Padding}};
///
/// let aes = Aes128::new(&[9; 16]);
/// let (mut a, mut b) = ([1u8; 64], [2u8; 32]);
/// cbc::encrypt_many(&aes, &mut [Lane { iv: [3; 16], data: &mut a }, Lane { iv: [4; 16], data: &mut b }]).unwrap();
///
/// let mut a2 = [1u8; 64];
/// cbc::encrypt_in_place(&aes, &[3; 16], Padding::None, &mut a2, 64).unwrap();
/// assert_eq!(a, a2);
/// ```
pub fn encrypt_many<C: BlockCipher>(cipher: &C, lanes: &mut [Lane<'_>]) -> Result<(), Error> {
    if lanes.iter().any(|l| !l.data.len().is_multiple_of(16)) {
        return Err(Error::InvalidLength);
    }
    for group in lanes.chunks_mut(MAX_LANES) {
        let mut ivs = [[0u8; 16]; MAX_LANES];
        let mut data: [&mut [Block]; MAX_LANES] = Default::default();
        let n = group.len();
        for (i, lane) in group.iter_mut().enumerate() {
            ivs[i] = lane.iv;
            data[i] = lane.data.as_chunks_mut::<16>().0;
        }
        cipher.key().cbc_encrypt_many(&mut ivs[..n], &mut data[..n]);
    }
    Ok(())
}

/// Incremental CBC encryption (see [`Crypter`]): whole blocks are output as soon as they are
/// complete; [`Crypter::finish`] pads (PKCS#7) or checks that nothing is left over
/// ([`Padding::None`]).
///
/// ```
/// use aes_engine::{Aes128, Crypter, cbc::{self, Encryptor, Padding}};
///
/// let aes = Aes128::new(&[5; 16]);
/// let mut enc = Encryptor::new(&aes, &[6; 16], Padding::Pkcs7);
/// let mut out = vec![0u8; 64];
/// let mut n = enc.update(b"hello, ", &mut out);
/// n += enc.update(b"incremental world", &mut out[n..]);
/// n += enc.finish(&mut out[n..]).unwrap();
/// assert_eq!(&out[..n], cbc::encrypt(&aes, &[6; 16], Padding::Pkcs7, b"hello, incremental world").unwrap());
/// ```
pub struct Encryptor<C: BlockCipher> {
    cipher: C,
    chain: Block,
    pending: Block,
    pending_len: usize,
    padding: Padding,
    poisoned: bool,
    finished: bool,
}

impl<C: BlockCipher> Encryptor<C> {
    /// An encryptor with its IV and padding.
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, cbc::{Encryptor, Padding}};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38A F.2.1 (CBC-AES128.Encrypt), first two blocks, fed 5 bytes at a time.
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let mut enc = Encryptor::new(aes, &hex!("000102030405060708090a0b0c0d0e0f"), Padding::None);
    /// let pt = hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51");
    /// let (mut out, mut n) = ([0u8; 32], 0);
    /// for chunk in pt.chunks(5) {
    ///     n += enc.update(chunk, &mut out[n..]);
    /// }
    /// n += enc.finish(&mut out[n..])?;
    /// assert_eq!(out[..n], hex!("7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16], padding: Padding) -> Self {
        Encryptor { cipher, chain: *iv, pending: [0; 16], pending_len: 0, padding, poisoned: false, finished: false }
    }
}

/// Incremental CBC decryption (see [`Crypter`]). With [`Padding::Pkcs7`] the last complete block
/// is held back until [`Crypter::finish`], which checks the padding in constant time and on
/// failure releases nothing of that block.
///
/// ```
/// use aes_engine::{Aes128, Crypter, cbc::{self, Decryptor, Padding}};
///
/// let aes = Aes128::new(&[5; 16]);
/// let mut ct = [0u8; 32];
/// ct[..16].copy_from_slice(b"one block of msg");
/// cbc::encrypt_in_place(&aes, &[6; 16], Padding::Pkcs7, &mut ct, 16)?; // + a block of padding
///
/// let mut dec = Decryptor::new(&aes, &[6; 16], Padding::Pkcs7);
/// let mut out = [0u8; 32];
/// let n = dec.update(&ct, &mut out); // the last block is held back
/// assert_eq!(&out[..n], b"one block of msg");
/// assert_eq!(dec.finish(&mut out[n..])?, 0); // padding checked and removed: nothing more
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub struct Decryptor<C: BlockCipher> {
    cipher: C,
    chain: Block,
    /// Buffered ciphertext: up to 16 bytes (a partial block, or the held-back last block).
    pending: Block,
    pending_len: usize,
    padding: Padding,
    poisoned: bool,
    finished: bool,
}

impl<C: BlockCipher> Decryptor<C> {
    /// A decryptor with its IV and padding.
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, cbc::{Decryptor, Padding}};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38A F.2.2 (CBC-AES128.Decrypt), first two blocks, in one update.
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let mut dec = Decryptor::new(aes, &hex!("000102030405060708090a0b0c0d0e0f"), Padding::None);
    /// let ct = hex!("7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2");
    /// let mut out = [0u8; 32];
    /// let n = dec.update(&ct, &mut out);
    /// assert_eq!(dec.finish(&mut out[n..])?, 0);
    /// assert_eq!(out, hex!("6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn new(cipher: C, iv: &[u8; 16], padding: Padding) -> Self {
        Decryptor { cipher, chain: *iv, pending: [0; 16], pending_len: 0, padding, poisoned: false, finished: false }
    }
}

/// Moves `input` through a one-block buffer: fills `pending` first, then hands whole blocks to
/// `process` (copied to `output`, processed in place there). With `hold_last`, a complete block at
/// the very end stays in `pending` (CBC decryption with padding). Returns bytes written.
fn blockwise(
    pending: &mut Block,
    pending_len: &mut usize,
    mut input: &[u8],
    output: &mut [u8],
    hold_last: bool,
    mut process: impl FnMut(&mut [Block]),
) -> usize {
    let mut written = 0;
    // Complete the pending block if the input (beyond what must be held back) allows.
    if *pending_len > 0 || (hold_last && !input.is_empty()) {
        let take = input.len().min(16 - *pending_len);
        pending[*pending_len..*pending_len + take].copy_from_slice(&input[..take]);
        *pending_len += take;
        input = &input[take..];
        let release = *pending_len == 16 && (!hold_last || !input.is_empty());
        if !release {
            return 0;
        }
        output[..16].copy_from_slice(pending);
        process(output[..16].as_chunks_mut::<16>().0);
        *pending_len = 0;
        written = 16;
    }
    let mut whole = input.len() / 16 * 16;
    if hold_last && whole == input.len() && whole > 0 {
        whole -= 16;
    }
    let out = &mut output[written..written + whole];
    out.copy_from_slice(&input[..whole]);
    process(out.as_chunks_mut::<16>().0);
    written += whole;
    let rest = &input[whole..];
    pending[..rest.len()].copy_from_slice(rest);
    *pending_len = rest.len();
    written
}

impl<C: BlockCipher> Crypter for Encryptor<C> {
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        refuse_update(self.finished, self.poisoned, false)?;
        output_fits(self.update_len(input.len()), output.len())?;
        Ok(self.update(input, output))
    }

    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
        if self.finished || self.poisoned || output.len() < self.update_len(input.len()) {
            self.poisoned |= !self.finished;
            return 0;
        }
        let (key, chain) = (self.cipher.key(), &mut self.chain);
        blockwise(&mut self.pending, &mut self.pending_len, input, output, false, |b| key.cbc_encrypt(chain, b))
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let result = if self.poisoned || output.len() < self.finish_len() {
            Err(Error::InvalidLength)
        } else {
            match self.padding {
                Padding::None if self.pending_len == 0 => Ok(0),
                Padding::None => Err(Error::InvalidLength),
                Padding::Pkcs7 => {
                    let pad = (16 - self.pending_len) as u8;
                    self.pending[self.pending_len..].fill(pad);
                    self.cipher.key().cbc_encrypt(&mut self.chain, core::slice::from_mut(&mut self.pending));
                    output[..16].copy_from_slice(&self.pending);
                    Ok(16)
                }
            }
        };
        wipe_block(&mut self.pending);
        result
    }

    fn update_len(&self, input_len: usize) -> usize {
        (self.pending_len + input_len) / 16 * 16
    }

    fn finish_len(&self) -> usize {
        if self.padding == Padding::Pkcs7 { 16 } else { 0 }
    }
}

impl<C: BlockCipher> Crypter for Decryptor<C> {
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        refuse_update(self.finished, self.poisoned, false)?;
        output_fits(self.update_len(input.len()), output.len())?;
        Ok(self.update(input, output))
    }

    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
        if self.finished || self.poisoned || output.len() < self.update_len(input.len()) {
            self.poisoned |= !self.finished;
            return 0;
        }
        let (key, chain) = (self.cipher.key(), &mut self.chain);
        let hold = self.padding == Padding::Pkcs7;
        blockwise(&mut self.pending, &mut self.pending_len, input, output, hold, |b| key.cbc_decrypt(chain, b))
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let result = if self.poisoned {
            Err(Error::InvalidLength)
        } else {
            match self.padding {
                Padding::None if self.pending_len == 0 => Ok(0),
                Padding::None => Err(Error::InvalidLength),
                Padding::Pkcs7 if self.pending_len != 16 => Err(Error::InvalidLength),
                Padding::Pkcs7 => {
                    self.cipher.key().cbc_decrypt(&mut self.chain, core::slice::from_mut(&mut self.pending));
                    match pkcs7_unpad_len(&self.pending) {
                        None => Err(Error::InvalidPadding),
                        Some(pad) if output.len() < 16 - pad => Err(Error::InvalidLength),
                        Some(pad) => {
                            output[..16 - pad].copy_from_slice(&self.pending[..16 - pad]);
                            Ok(16 - pad)
                        }
                    }
                }
            }
        };
        wipe_block(&mut self.pending);
        result
    }

    fn update_len(&self, input_len: usize) -> usize {
        (self.pending_len + input_len) / 16 * 16
    }

    fn finish_len(&self) -> usize {
        if self.padding == Padding::Pkcs7 { 15 } else { 0 }
    }
}

macro_rules! engine_common {
    ($ty:ident) => {
        impl<C: BlockCipher> Drop for $ty<C> {
            fn drop(&mut self) {
                wipe_block(&mut self.pending);
                wipe_block(&mut self.chain);
            }
        }

        impl<C: BlockCipher> fmt::Debug for $ty<C> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(concat!("cbc::", stringify!($ty)))
                    .field("backend", &self.cipher.backend())
                    .field("padding", &self.padding)
                    .finish_non_exhaustive()
            }
        }
    };
}

engine_common!(Encryptor);
engine_common!(Decryptor);
