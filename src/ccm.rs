//! CCM (NIST SP 800-38C, RFC 3610): CBC-MAC then CTR, authenticated encryption with associated
//! data.
//!
//! ```text
//! n = nonce length (7..=13), q = 15 − n (the width of the length and counter fields), t = tag length
//! B_0 = flags ‖ N ‖ [len(P)]_q,  flags = 64·[A ≠ ∅] + 8·(t − 2)/2 + (q − 1)
//! the AAD blocks = (its length encoded: 2, 6 or 10 bytes) ‖ A, zero-padded to whole blocks
//! the payload blocks = P, zero-padded to whole blocks
//! Y   = CBC-MAC_K(B_0 ‖ AAD blocks ‖ payload blocks)            (the last block of the CBC chain)
//! A_i = (q − 1) ‖ N ‖ [i]_q;   C = P ⊕ MSB_len(P)(E_K(A_1) ‖ E_K(A_2) ‖ …)
//! T   = MSB_t(Y ⊕ E_K(A_0))
//! ```
//!
//! The CBC-MAC chain is latency bound: each block waits for the one before. The payload's whole
//! blocks go to the backend's CCM kernel in one call (`AesKernels::ccm`): on x86_64 the chain
//! one block per step and the keystream beside it (one block per step on AES-NI, a ymm pair per
//! two steps on VAES), the keystream's rounds in the chain's idle AES slots, so a message costs
//! about its CBC encryption; the portable fallback runs the CBC and ECB kernels per chunk. The
//! chain is carried pending (`x`, the chain value being `E(x)`): `B_0` is the first `x` and
//! costs no call of its own, and the last `E(x)` and `E(A_0)` are one more step of the same
//! kernel call (`Some(A_0)`). The AAD goes through the CBC kernel.
//!
//! Decryption compares the tag in constant time and, on a mismatch, wipes the caller's buffer
//! before [`Error::AuthenticationFailed`] is returned: no unauthenticated plaintext is released.
//!
//! Limits: the payload is shorter than `2^(8q)` bytes (so the counter field never wraps); the
//! AAD is any length below 2^64 bytes.

use crate::backend::ccm_blocks::le_words_block;
use crate::backend::kernels::{Block, xor_block};
use crate::backend::wipe::{wipe, wipe_block};
use crate::copy::wipe_bytes;
use crate::{Backend, BlockCipher, Error, Tag, ct};
use core::fmt;
use subtle::{Choice, ConstantTimeEq};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// Blocks per chunk of the AAD's CBC-MAC (one CBC kernel call per chunk).
const CHUNK: usize = 32;

/// CCM with a fixed key, tag length and nonce length.
///
/// ```
/// use aes_engine::{Aes128, ccm::Ccm};
/// use hex_literal::hex;
///
/// // SP 800-38C Appendix C.1 (Example 1): 4-byte tag, 7-byte nonce.
/// let ccm = Ccm::new(Aes128::new(&hex!("404142434445464748494a4b4c4d4e4f")), 4, 7)?;
/// let sealed = ccm.encrypt(&hex!("10111213141516"), &hex!("0001020304050607"), &hex!("20212223"))?;
/// assert_eq!(sealed, hex!("7162015b 4dac255d"));
/// assert_eq!(ccm.decrypt(&hex!("10111213141516"), &hex!("0001020304050607"), &sealed)?, hex!("20212223"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone)]
pub struct Ccm<C: BlockCipher> {
    cipher: C,
    tag_len: usize,
    nonce_len: usize,
}

impl<C: BlockCipher> Ccm<C> {
    /// CCM over `cipher` (its backend is kept) with `tag_len`-byte tags and `nonce_len`-byte
    /// nonces.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] unless `tag_len` is one of 4, 6, 8, 10, 12, 14, 16;
    /// - [`Error::InvalidNonce`] unless `nonce_len` is in 7..=13.
    ///
    /// ```
    /// use aes_engine::{Aes256, Error, ccm::Ccm};
    ///
    /// let aes = Aes256::new(&[1; 32]);
    /// let ccm = Ccm::new(&aes, 16, 13)?; // the RFC 3610 / TLS shape: 16-byte tag, 13-byte nonce
    /// assert_eq!((ccm.tag_len(), ccm.nonce_len()), (16, 13));
    /// assert_eq!(Ccm::new(&aes, 5, 13).unwrap_err(), Error::InvalidTagLength);
    /// assert_eq!(Ccm::new(&aes, 16, 6).unwrap_err(), Error::InvalidNonce);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn new(cipher: C, tag_len: usize, nonce_len: usize) -> Result<Self, Error> {
        if !matches!(tag_len, 4 | 6 | 8 | 10 | 12 | 14 | 16) {
            return Err(Error::InvalidTagLength);
        }
        if !(7..=13).contains(&nonce_len) {
            return Err(Error::InvalidNonce);
        }
        Ok(Ccm { cipher, tag_len, nonce_len })
    }

    /// [`Ccm::new`] for sizes already known to be valid (the `aead` adapter's type-level sizes).
    #[cfg(feature = "aead")]
    pub(crate) fn with_valid_sizes(cipher: C, tag_len: usize, nonce_len: usize) -> Self {
        debug_assert!(matches!(tag_len, 4 | 6 | 8 | 10 | 12 | 14 | 16) && (7..=13).contains(&nonce_len));
        Ccm { cipher, tag_len, nonce_len }
    }

    /// The tag length in bytes.
    ///
    /// ```
    /// use aes_engine::{Aes128, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::new(&[0; 16]), 8, 12)?;
    /// assert_eq!(ccm.tag_len(), 8);
    /// assert_eq!(ccm.encrypt(&[0; 12], b"", b"abc")?.len(), 3 + 8);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn tag_len(&self) -> usize {
        self.tag_len
    }

    /// The nonce length in bytes.
    ///
    /// ```
    /// use aes_engine::{Aes128, Error, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::new(&[0; 16]), 8, 12)?;
    /// assert_eq!(ccm.nonce_len(), 12);
    /// assert_eq!(ccm.encrypt(&[0; 13], b"", b"abc"), Err(Error::InvalidNonce));
    /// # Ok::<(), Error>(())
    /// ```
    #[must_use]
    pub fn nonce_len(&self) -> usize {
        self.nonce_len
    }

    /// The backend this key runs on.
    ///
    /// ```
    /// use aes_engine::{Aes128, Backend, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::with_backend(&[0; 16], Backend::Soft)?, 16, 13)?;
    /// assert_eq!(ccm.backend(), Backend::Soft);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.cipher.backend()
    }

    /// The longest payload this nonce length allows: `2^(8q) − 1` bytes, `q = 15 − nonce_len`
    /// (`u64::MAX` for q = 8).
    ///
    /// ```
    /// use aes_engine::{Aes128, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::new(&[0; 16]), 16, 13)?; // q = 2
    /// assert_eq!(ccm.max_payload_len(), 65535);
    /// assert_eq!(Ccm::new(Aes128::new(&[0; 16]), 16, 7)?.max_payload_len(), u64::MAX);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn max_payload_len(&self) -> u64 {
        let q = 15 - self.nonce_len;
        if q >= 8 { u64::MAX } else { (1u64 << (8 * q)) - 1 }
    }

    /// Checks the nonce and the payload length.
    fn check(&self, nonce: &[u8], len: usize) -> Result<(), Error> {
        if nonce.len() != self.nonce_len {
            return Err(Error::InvalidNonce);
        }
        if len as u64 > self.max_payload_len() {
            return Err(Error::MessageTooLong);
        }
        Ok(())
    }

    /// `B_0`, `A_0` and `A_1` of a message of `len` bytes with `aad_present`.
    ///
    /// Built as two little-endian words each (bytes 0..8 and 8..16) in registers, each block
    /// written whole ([`le_words_block`]): the kernels' loads of `B_0` and `A_1` then forward
    /// from those stores, and consecutive messages overlap. `B_0` is the first input of the
    /// chain, so the instructions from the nonce to it are latency the message pays before its
    /// chain starts, which the previous message's chain hides only in part: two loads, one
    /// shift and one OR per word.
    ///
    /// ```text
    /// B_0 bytes 0..8  = flags, N_0 .. N_6                  low word:  flags | head
    /// B_0 bytes 8..16 = N_7 .. N_(n-1), [len]_q (q bytes)  high word: rest | bswap64(len)
    /// ```
    ///
    /// (`bswap64(len)` puts `len`'s q low bytes, big-endian, in the word's top q bytes; its
    /// other 8 − q bytes are zero because `len < 2^(8q)`, which `check` ensures.) `A_i` is the
    /// same with flags `q − 1` and `i` in place of the length.
    fn first_blocks(&self, nonce: &[u8], aad_present: bool, len: usize) -> [Block; 3] {
        let q = 15 - self.nonce_len as u32;
        let flags = (u8::from(aad_present) << 6) | (((self.tag_len as u8 - 2) / 2) << 3) | (q as u8 - 1);
        let (head, rest) = nonce_words(nonce);
        let b0 = le_words_block(u64::from(flags) | head, rest | (len as u64).swap_bytes());
        let a0 = u64::from(q as u8 - 1) | head;
        [b0, le_words_block(a0, rest), le_words_block(a0, rest | (1 << 56))]
    }

    /// CBC-MAC of `B_0` (the pending `x` on entry), then of the AAD with its length encoding
    /// (SP 800-38C A.2.2): CBC encryption under a zero IV of every block but the last, whose
    /// input is left pending in `x` (the chain value is `E(x)`, the form the payload kernel takes).
    ///
    /// Every block the CBC kernel or the XOR loads is written whole (assembled in registers,
    /// [`le_block`]): a 16-byte load spanning narrower stores (the length bytes, a `memcpy` of
    /// the AAD) cannot forward from them and waits until they reach the cache, behind the
    /// previous message's whole chain, so the two messages' chains no longer overlap.
    fn mac_aad(&self, x: &mut Block, aad: &[u8]) {
        let a = aad.len() as u64;
        // The length encoding as a little-endian integer of `hlen` bytes (its bytes in order).
        let (header, hlen) = if a < 0xff00 {
            (u128::from((a as u16).swap_bytes()), 2)
        } else if a <= u64::from(u32::MAX) {
            (0xfeff | (u128::from((a as u32).swap_bytes()) << 16), 6)
        } else {
            (0xffff | (u128::from(a.swap_bytes()) << 16), 10)
        };
        let mut chunk = [[0u8; 16]; CHUNK];
        chunk[0] = *x;
        // The second block: the length encoding and the AAD's first bytes.
        let head = aad.len().min(16 - hlen);
        chunk[1] = le_block(header | (le_bytes(&aad[..head]) << (8 * hlen)));
        let mut n = 2;
        let mut iv = [0u8; 16];
        let key = self.cipher.key();
        for piece in aad[head..].chunks(16) {
            if n == CHUNK {
                key.cbc_encrypt(&mut iv, &mut chunk);
                n = 0;
            }
            chunk[n] = le_block(le_bytes(piece));
            n += 1;
        }
        key.cbc_encrypt(&mut iv, &mut chunk[..n - 1]);
        *x = iv;
        xor_block(x, &chunk[n - 1]);
        // The chunk holds CBC ciphertext blocks and AAD (not secret beyond the MAC), but wipe
        // it with the rest: the chain is the key's output on the AAD.
        wipe(&mut chunk);
        wipe_block(&mut iv);
    }

    /// Encrypts (`seal`) or decrypts `buf` in place and returns the untruncated tag `Y ^ E(A_0)`
    /// of the plaintext.
    ///
    /// The CBC-MAC chain is carried pending (`x`, the chain value being `E(x)`), so that `B_0`
    /// costs no AES call of its own: it is the first `x`. The whole blocks go through the
    /// backend's CCM kernel in one call (the chain and the keystream stitched where the backend
    /// has a fused kernel), and so does the tag's `E(x)` and `E(A_0)` (one more kernel step):
    /// a message of whole blocks is one kernel call, so few instructions lie between the end of
    /// one message's chain and the start of the next one's, and the out-of-order window runs
    /// the two chains side by side the longer (docs/perf/gcm-siv-ccm.md). A partial last block
    /// takes one two-block ECB call (`E(x)` and its keystream) and the tag step its own call.
    fn crypt(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], seal: bool) -> Block {
        let [mut x, a0, mut counter] = self.first_blocks(nonce, !aad.is_empty(), buf.len());
        if !aad.is_empty() {
            self.mac_aad(&mut x, aad);
        }
        let key = self.cipher.key();
        let (blocks, tail) = buf.as_chunks_mut::<16>();
        if tail.is_empty() {
            // The whole message and its tag step in one kernel call.
            key.ccm(&mut x, &mut counter, blocks, seal, Some(&a0));
            wipe_block(&mut counter);
            return x;
        }
        key.ccm(&mut x, &mut counter, blocks, seal, None);
        let mut pair = [x, counter];
        key.encrypt_blocks(&mut pair);
        // The tail's plaintext, zero-padded: the chain's last input.
        let mut p = [0u8; 16];
        if seal {
            p[..tail.len()].copy_from_slice(tail);
        }
        for (d, k) in tail.iter_mut().zip(&pair[1]) {
            *d ^= k;
        }
        if !seal {
            p[..tail.len()].copy_from_slice(tail);
        }
        x = pair[0];
        xor_block(&mut x, &p);
        wipe(&mut pair);
        wipe_block(&mut p);
        // The tag step alone: E(x) and E(A_0) in one kernel step, without a batch call's setup.
        key.ccm(&mut x, &mut counter, &mut [], true, Some(&a0));
        wipe_block(&mut counter);
        x
    }

    /// Encrypts `buf` in place and returns the tag ([`tag_len`](Self::tag_len) bytes). No
    /// allocation.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidNonce`] unless `nonce` is [`nonce_len`](Self::nonce_len) bytes long;
    /// - [`Error::MessageTooLong`] if `buf` is longer than
    ///   [`max_payload_len`](Self::max_payload_len).
    ///
    /// Both are found before anything is encrypted: `buf` is then left untouched.
    ///
    /// ```
    /// use aes_engine::{Aes128, ccm::Ccm};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38C Appendix C.2 (Example 2): 6-byte tag, 8-byte nonce.
    /// let ccm = Ccm::new(Aes128::new(&hex!("404142434445464748494a4b4c4d4e4f")), 6, 8)?;
    /// let mut buf = hex!("202122232425262728292a2b2c2d2e2f");
    /// let tag = ccm.encrypt_in_place_detached(&hex!("1011121314151617"), &hex!("000102030405060708090a0b0c0d0e0f"), &mut buf)?;
    /// assert_eq!(buf, hex!("d2a1f0e051ea5f62081a7792073d593d"));
    /// assert_eq!(tag.as_ref(), hex!("1fc64fbfaccd"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_in_place_detached(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8]) -> Result<Tag, Error> {
        self.check(nonce, buf.len())?;
        let mut full = self.crypt(nonce, aad, buf, true);
        let tag = Tag::new(full, self.tag_len);
        wipe_block(&mut full);
        Ok(tag)
    }

    /// Decrypts `buf` in place if `tag` verifies; on any failure `buf` holds no plaintext. No
    /// allocation.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidTagLength`] unless `tag` is [`tag_len`](Self::tag_len) bytes long;
    /// - [`Error::InvalidNonce`] unless `nonce` is [`nonce_len`](Self::nonce_len) bytes long;
    /// - [`Error::MessageTooLong`] if `buf` is longer than
    ///   [`max_payload_len`](Self::max_payload_len);
    /// - [`Error::AuthenticationFailed`] if `tag` does not verify (`buf` is wiped: zero-filled).
    ///
    /// ```
    /// use aes_engine::{Aes128, Error, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::new(&[1; 16]), 16, 13)?;
    /// let mut buf = *b"attack at dawn";
    /// let tag = ccm.encrypt_in_place_detached(&[2; 13], b"hdr", &mut buf)?;
    /// let sealed = buf;
    /// ccm.decrypt_in_place_detached(&[2; 13], b"hdr", &mut buf, tag.as_ref())?;
    /// assert_eq!(&buf, b"attack at dawn");
    ///
    /// let mut forged = tag.as_ref().to_vec();
    /// forged[0] ^= 1;
    /// let mut buf = sealed;
    /// assert_eq!(ccm.decrypt_in_place_detached(&[2; 13], b"hdr", &mut buf, &forged), Err(Error::AuthenticationFailed));
    /// assert_eq!(buf, [0; 14]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn decrypt_in_place_detached(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        if self.open(nonce, aad, buf, tag)? {
            return Ok(());
        }
        wipe_bytes(buf);
        Err(Error::AuthenticationFailed)
    }

    /// Decrypts `buf` in place and says whether `tag` verified (a declassified verdict); on
    /// `false` `buf` holds unauthenticated plaintext that the caller must wipe or re-encrypt.
    pub(crate) fn open(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<bool, Error> {
        if tag.len() != self.tag_len {
            return Err(Error::InvalidTagLength);
        }
        self.check(nonce, buf.len())?;
        let mut full = self.crypt(nonce, aad, buf, false);
        let matches = tag_matches(&full, tag);
        wipe_block(&mut full);
        // The verdict is public: declassify it, then branch (see `crate::ct`).
        Ok(ct::declassify(matches))
    }

    /// Re-applies the keystream to `buf`: undoes an `open` whose tag failed, giving the
    /// ciphertext back (for the `aead` traits, which leave the buffer as it was).
    #[cfg(feature = "aead")]
    pub(crate) fn reapply_keystream(&self, nonce: &[u8], buf: &mut [u8]) {
        let [_, _, a1] = self.first_blocks(nonce, false, 0);
        crate::ctr::Ctr::new(&self.cipher, &a1).apply_keystream(buf);
    }

    /// Encrypts `plaintext`; returns `ciphertext ‖ tag`.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidNonce`] unless `nonce` is [`nonce_len`](Self::nonce_len) bytes long;
    /// - [`Error::MessageTooLong`] if `plaintext` is longer than
    ///   [`max_payload_len`](Self::max_payload_len).
    ///
    /// ```
    /// use aes_engine::{Aes128, ccm::Ccm};
    /// use hex_literal::hex;
    ///
    /// // RFC 3610 Packet Vector #1: 8-byte tag, 13-byte nonce, 8 bytes of AAD.
    /// let ccm = Ccm::new(Aes128::new(&hex!("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf")), 8, 13)?;
    /// let nonce = hex!("00000003020100a0a1a2a3a4a5");
    /// let sealed = ccm.encrypt(&nonce, &hex!("0001020304050607"), &hex!("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e"))?;
    /// assert_eq!(sealed, hex!("588c979a61c663d2f066d0c2c0f989806d5f6b61dac384 17e8d12cfdf926e0"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn encrypt(&self, nonce: &[u8], aad: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, Error> {
        self.check(nonce, plaintext.len())?;
        let mut out = Vec::with_capacity(plaintext.len() + self.tag_len);
        out.extend_from_slice(plaintext);
        let tag = self.encrypt_in_place_detached(nonce, aad, &mut out)?;
        out.extend_from_slice(tag.as_ref());
        Ok(out)
    }

    /// Decrypts `ciphertext ‖ tag`; returns the plaintext only if the tag verifies.
    ///
    /// # Errors
    ///
    /// - [`Error::InvalidLength`] if `ct_and_tag` is shorter than the tag;
    /// - [`Error::InvalidNonce`] unless `nonce` is [`nonce_len`](Self::nonce_len) bytes long;
    /// - [`Error::MessageTooLong`] if the ciphertext is longer than
    ///   [`max_payload_len`](Self::max_payload_len);
    /// - [`Error::AuthenticationFailed`] if the tag does not verify (the decrypted copy is wiped).
    ///
    /// ```
    /// use aes_engine::{Aes128, Error, ccm::Ccm};
    ///
    /// let ccm = Ccm::new(Aes128::new(&[1; 16]), 8, 13)?;
    /// let mut sealed = ccm.encrypt(&[2; 13], b"v1", b"pay 10 EUR")?;
    /// assert_eq!(ccm.decrypt(&[2; 13], b"v1", &sealed)?, b"pay 10 EUR");
    /// sealed[4] ^= 1;
    /// assert_eq!(ccm.decrypt(&[2; 13], b"v1", &sealed), Err(Error::AuthenticationFailed));
    /// assert_eq!(ccm.decrypt(&[2; 13], b"v1", &sealed[..7]), Err(Error::InvalidLength));
    /// # Ok::<(), Error>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn decrypt(&self, nonce: &[u8], aad: &[u8], ct_and_tag: &[u8]) -> Result<Vec<u8>, Error> {
        let ct_len = ct_and_tag.len().checked_sub(self.tag_len).ok_or(Error::InvalidLength)?;
        self.check(nonce, ct_len)?;
        let (ct, tag) = ct_and_tag.split_at(ct_len);
        let mut out = ct.to_vec();
        self.decrypt_in_place_detached(nonce, aad, &mut out, tag)?;
        Ok(out)
    }
}

/// Whether `tag` (4 to 16 bytes, a public length) is the leading `tag.len()` bytes of `full`, in
/// constant time: the difference of the two as 128-bit integers, masked to the tag's bytes,
/// folded to 64 bits and compared with zero in one `subtle` step.
///
/// Few instructions wait for `full`: it is the end of the message's CBC-MAC chain, and whatever
/// depends on it sits in the out-of-order scheduler until the chain is done, leaving that much
/// less room for the next message's chain to start beside it (docs/perf/gcm-siv-ccm.md). So
/// `tag` is read into an integer first (two overlapping loads, no copy through a buffer) and
/// `full` enters only at the XOR: `Tag::matches` would copy `full`'s bytes through a
/// variable-length `memcpy` after the chain.
#[inline(always)]
fn tag_matches(full: &Block, tag: &[u8]) -> Choice {
    let n = tag.len();
    // Bytes `0..n` of `tag` as the low `8n` bits of a little-endian integer: the first and the
    // last 8 bytes (4 when n < 8) overlap, and agree where they do, so OR joins them.
    let other = if n >= 8 {
        let lo = u64::from_le_bytes(*tag.first_chunk::<8>().unwrap_or(&[0; 8]));
        let hi = u64::from_le_bytes(*tag.last_chunk::<8>().unwrap_or(&[0; 8]));
        u128::from(lo) | (u128::from(hi) << (8 * (n - 8)))
    } else {
        let lo = u32::from_le_bytes(*tag.first_chunk::<4>().unwrap_or(&[0; 4]));
        let hi = u32::from_le_bytes(*tag.last_chunk::<4>().unwrap_or(&[0; 4]));
        u128::from(lo) | (u128::from(hi) << (8 * n.saturating_sub(4)))
    };
    let mask = u128::MAX >> (128 - 8 * n.clamp(1, 16));
    let diff = (u128::from_le_bytes(*full) ^ other) & mask;
    ((diff as u64) | ((diff >> 64) as u64)).ct_eq(&0)
}

/// `v` as a little-endian block, written with one 16-byte store ([`le_words_block`]).
#[inline(always)]
fn le_block(v: u128) -> Block {
    le_words_block(v as u64, (v >> 64) as u64)
}

/// Up to 16 bytes as a little-endian integer (zero above them), from at most two overlapping
/// loads and no store; beyond 16 bytes, the first 16.
#[inline]
fn le_bytes(b: &[u8]) -> u128 {
    let n = b.len().min(16);
    let b = &b[..n];
    // The first and the last `w` bytes of `b` overlap (or meet), and agree where they do.
    let pair = |lo: u64, hi: u64, w: usize| u128::from(lo) | (u128::from(hi) << (8 * (n - w)));
    match n {
        8.. => pair(
            u64::from_le_bytes(*b.first_chunk::<8>().unwrap_or(&[0; 8])),
            u64::from_le_bytes(*b.last_chunk::<8>().unwrap_or(&[0; 8])),
            8,
        ),
        4..8 => pair(
            u32::from_le_bytes(*b.first_chunk::<4>().unwrap_or(&[0; 4])).into(),
            u32::from_le_bytes(*b.last_chunk::<4>().unwrap_or(&[0; 4])).into(),
            4,
        ),
        2..4 => pair(
            u16::from_le_bytes(*b.first_chunk::<2>().unwrap_or(&[0; 2])).into(),
            u16::from_le_bytes(*b.last_chunk::<2>().unwrap_or(&[0; 2])).into(),
            2,
        ),
        1 => u128::from(b[0]),
        _ => 0,
    }
}

/// The nonce `N` (7 to 13 bytes) as two little-endian words: `head`, its first 7 bytes in
/// bytes 1..8 (byte 0 left for the flags), and `rest`, its bytes 7..n in the low n − 7 bytes
/// (zero for a 7-byte nonce). From overlapping loads of the nonce's first and last 8 bytes (4
/// for a 7-byte nonce), never a byte loop. Lengths outside 7..=13 (callers check first) give
/// some words and no panic.
#[inline]
fn nonce_words(nonce: &[u8]) -> (u64, u64) {
    let n = nonce.len();
    if n >= 8 {
        let first = u64::from_le_bytes(*nonce.first_chunk::<8>().unwrap_or(&[0; 8]));
        let last = u64::from_le_bytes(*nonce.last_chunk::<8>().unwrap_or(&[0; 8]));
        // `<< 8` drops N_7 off the top; `last`'s top n − 7 bytes are N_7 .. N_(n-1).
        (first << 8, last >> ((8 * (15 - n.min(15))) & 63))
    } else {
        let first = u32::from_le_bytes(*nonce.first_chunk::<4>().unwrap_or(&[0; 4]));
        let last = u32::from_le_bytes(*nonce.last_chunk::<4>().unwrap_or(&[0; 4]));
        // N_0..N_3 and N_3..N_6 (a 7-byte nonce): the shared byte agrees, so OR joins them.
        ((u64::from(first) | (u64::from(last) << 24)) << 8, 0)
    }
}

impl<C: BlockCipher> fmt::Debug for Ccm<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ccm")
            .field("backend", &self.backend())
            .field("tag_len", &self.tag_len)
            .field("nonce_len", &self.nonce_len)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::{Ccm, tag_matches};
    use crate::Aes128;

    /// `first_blocks` against SP 800-38C's definitions byte by byte, every nonce length, with
    /// and without AAD, lengths at the edges of each length field.
    #[test]
    fn first_blocks_are_the_formatting_function() {
        for n in 7..=13usize {
            let q = 15 - n;
            let nonce: std::vec::Vec<u8> = (0..n as u8).map(|i| 0xa0 ^ i.wrapping_mul(29)).collect();
            let max = if q >= 8 { u64::MAX } else { (1u64 << (8 * q)) - 1 };
            for tag_len in [4, 10, 16] {
                let ccm = Ccm::new(Aes128::new(&[0; 16]), tag_len, n).unwrap();
                for len in [0u64, 1, 255, 256, 0x1234, max >> 1, max] {
                    for aad in [false, true] {
                        let len = len as usize;
                        let [b0, a0, a1] = ccm.first_blocks(&nonce, aad, len);
                        let flags = (u8::from(aad) << 6) | (((tag_len as u8 - 2) / 2) << 3) | (q as u8 - 1);
                        let mut want = [0u8; 16];
                        want[0] = flags;
                        want[1..=n].copy_from_slice(&nonce);
                        want[16 - q..].copy_from_slice(&(len as u64).to_be_bytes()[8 - q..]);
                        assert_eq!(b0, want, "B_0 n={n} len={len} aad={aad}");
                        want[0] = q as u8 - 1;
                        want[16 - q..].fill(0);
                        assert_eq!(a0, want, "A_0 n={n}");
                        want[15] = 1;
                        assert_eq!(a1, want, "A_1 n={n}");
                    }
                }
            }
        }
    }

    /// `le_bytes` against a zero-padded copy, every length to 16 (and beyond: the first 16).
    #[test]
    fn le_bytes_is_zero_padded_little_endian() {
        let bytes: [u8; 20] = core::array::from_fn(|i| 0x31 ^ (i as u8).wrapping_mul(23));
        for n in 0..=20 {
            let mut want = [0u8; 16];
            want[..n.min(16)].copy_from_slice(&bytes[..n.min(16)]);
            assert_eq!(super::le_bytes(&bytes[..n]), u128::from_le_bytes(want), "n={n}");
        }
    }

    /// Every tag length CCM allows: the leading bytes match, any one flipped bit among them
    /// fails, the bytes past the tag are ignored.
    #[test]
    fn tag_matches_leading_bytes_only() {
        let full: [u8; 16] = core::array::from_fn(|i| (i as u8).wrapping_mul(37) ^ 0xa5);
        for n in (4..=16).step_by(2) {
            let mut tag = full[..n].to_vec();
            assert!(bool::from(tag_matches(&full, &tag)), "n={n}");
            let mut other = full;
            other[n..].fill(0x5a);
            assert!(bool::from(tag_matches(&other, &tag)), "bytes past the tag n={n}");
            for bit in 0..8 * n {
                tag[bit / 8] ^= 1 << (bit % 8);
                assert!(!bool::from(tag_matches(&full, &tag)), "n={n} bit={bit}");
                tag[bit / 8] ^= 1 << (bit % 8);
            }
        }
    }
}
