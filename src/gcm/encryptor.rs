//! Incremental GCM encryption ([`Encryptor`]).

use super::{Gcm, MAX_PLAINTEXT_LEN, State};
use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::crypter::{output_fits, refuse_update};
use crate::{BlockCipher, Crypter, Error};
use core::fmt;

/// Incremental GCM encryption of one message, from [`Gcm::encryptor`].
///
/// Whole blocks are output as soon as they are complete (a partial block waits for more input);
/// [`Crypter::finish`] writes the last partial block and the tag.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter};
///
/// let gcm = Aes128Gcm::new(&[3; 16]);
/// let mut enc = gcm.encryptor(&[4; 12], b"aad").unwrap();
/// let mut out = vec![0u8; 100];
/// let mut n = enc.update(b"streamed ", &mut out);
/// n += enc.update(b"plaintext", &mut out[n..]);
/// n += enc.finish(&mut out[n..]).unwrap();
/// assert_eq!(&out[..n], gcm.encrypt(&[4; 12], b"aad", b"streamed plaintext").unwrap());
/// ```
pub struct Encryptor<'a, C: BlockCipher> {
    gcm: &'a Gcm<C>,
    state: State,
    aad_len: u64,
    ct_len: u64,
    pending: Block,
    pending_len: usize,
    poisoned: bool,
    /// The poisoning `update` would have taken the message over [`MAX_PLAINTEXT_LEN`].
    too_long: bool,
    finished: bool,
}

impl<C: BlockCipher> Gcm<C> {
    /// An incremental encryptor for one message (see [`Crypter`]); `finish` appends the tag.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes);
    /// - [`Error::MessageTooLong`] if `aad` is longer than [`MAX_AAD_LEN`](super::MAX_AAD_LEN)
    ///   bytes.
    ///
    /// A plaintext that grows past [`MAX_PLAINTEXT_LEN`] is reported later, by
    /// [`Crypter::finish`].
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    /// use hex_literal::hex;
    ///
    /// // GCM spec (McGrew–Viega) Test Case 2, its zero block fed in two pieces.
    /// let gcm = Aes128Gcm::new(&[0; 16]);
    /// let mut enc = gcm.encryptor(&[0; 12], b"").unwrap();
    /// let mut out = [0u8; 32];
    /// let mut n = enc.update(&[0; 10], &mut out);
    /// n += enc.update(&[0; 6], &mut out[n..]);
    /// n += enc.finish(&mut out[n..]).unwrap();
    /// assert_eq!(out[..n], hex!("0388dace60b6a392f328c2b971b2fe78 ab6e47d42cec13bdf53a67b21257bddf"));
    /// ```
    pub fn encryptor(&self, nonce: &[u8], aad: &[u8]) -> Result<Encryptor<'_, C>, Error> {
        let state = self.start(nonce, aad)?;
        Ok(Encryptor {
            gcm: self,
            state,
            aad_len: aad.len() as u64,
            ct_len: 0,
            pending: [0; 16],
            pending_len: 0,
            poisoned: false,
            too_long: false,
            finished: false,
        })
    }
}

impl<C: BlockCipher> Crypter for Encryptor<'_, C> {
    /// Refuses input that would take the message over [`MAX_PLAINTEXT_LEN`] with
    /// [`Error::MessageTooLong`], changing nothing (where `update` would poison the message).
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        refuse_update(self.finished, self.poisoned, self.too_long)?;
        if self.ct_len + (self.pending_len + input.len()) as u64 > MAX_PLAINTEXT_LEN {
            return Err(Error::MessageTooLong);
        }
        output_fits(self.update_len(input.len()), output.len())?;
        Ok(self.update(input, output))
    }

    fn update(&mut self, mut input: &[u8], output: &mut [u8]) -> usize {
        let too_long = self.ct_len + (self.pending_len + input.len()) as u64 > MAX_PLAINTEXT_LEN;
        if self.finished || self.poisoned || too_long || output.len() < self.update_len(input.len()) {
            self.poisoned |= !self.finished;
            self.too_long |= too_long && !self.finished;
            return 0;
        }
        let mut written = 0;
        if self.pending_len > 0 {
            let take = input.len().min(16 - self.pending_len);
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&input[..take]);
            self.pending_len += take;
            input = &input[take..];
            if self.pending_len < 16 {
                return 0;
            }
            self.gcm.crypt_blocks(&mut self.state, core::slice::from_mut(&mut self.pending), true);
            output[..16].copy_from_slice(&self.pending);
            self.pending_len = 0;
            written = 16;
        }
        let whole = input.len() / 16 * 16;
        let out = &mut output[written..written + whole];
        out.copy_from_slice(&input[..whole]);
        self.gcm.crypt_blocks(&mut self.state, out.as_chunks_mut::<16>().0, true);
        written += whole;
        let rest = &input[whole..];
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
        self.ct_len += written as u64;
        written
    }

    /// In place while no partial block is pending: the whole blocks of `data` are encrypted
    /// where they lie, a trailing partial block becomes the pending block (its bytes in `data`
    /// zeroed).
    fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
        if self.pending_len > 0 {
            return None;
        }
        let too_long = self.ct_len + data.len() as u64 > MAX_PLAINTEXT_LEN;
        if self.finished || self.poisoned || too_long {
            self.poisoned |= !self.finished;
            self.too_long |= too_long && !self.finished;
            wipe_bytes(data);
            return Some(0);
        }
        let (blocks, rest) = data.as_chunks_mut::<16>();
        self.gcm.crypt_blocks(&mut self.state, blocks, true);
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
        wipe_bytes(rest);
        let whole = blocks.len() * 16;
        self.ct_len += whole as u64;
        Some(whole)
    }

    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        let n = self.pending_len;
        if self.poisoned || output.len() < n + self.gcm.key.tag_len {
            wipe_block(&mut self.pending);
            return Err(if self.too_long { Error::MessageTooLong } else { Error::InvalidLength });
        }
        let tail = &mut self.pending[..n];
        let tag = self.gcm.finish_message(&mut self.state, tail, true, self.aad_len, self.ct_len + n as u64);
        output[..n].copy_from_slice(tail);
        output[n..n + self.gcm.key.tag_len].copy_from_slice(tag.as_ref());
        wipe_block(&mut self.pending);
        Ok(n + self.gcm.key.tag_len)
    }

    fn update_len(&self, input_len: usize) -> usize {
        (self.pending_len + input_len) / 16 * 16
    }

    fn finish_len(&self) -> usize {
        self.pending_len + self.gcm.key.tag_len
    }
}

impl<C: BlockCipher> Drop for Encryptor<'_, C> {
    fn drop(&mut self) {
        wipe_block(&mut self.pending);
    }
}

impl<C: BlockCipher> fmt::Debug for Encryptor<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("gcm::Encryptor").field("backend", &self.gcm.backend()).finish_non_exhaustive()
    }
}

impl<C: BlockCipher> crate::Reset for Encryptor<'_, C> {
    /// Starts the next message (see [`crate::Reset`]): a new nonce and AAD; a pending partial
    /// block of the current message is wiped.
    fn reset(&mut self, nonce: &[u8], aad: &[u8]) -> Result<(), Error> {
        wipe_block(&mut self.pending);
        self.pending_len = 0;
        self.ct_len = 0;
        self.poisoned = false;
        self.too_long = false;
        match self.gcm.start(nonce, aad) {
            Ok(state) => {
                self.state = state;
                self.aad_len = aad.len() as u64;
                self.finished = false;
                Ok(())
            }
            Err(e) => {
                self.finished = true;
                Err(e)
            }
        }
    }
}
