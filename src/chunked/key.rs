//! One message's AEAD key and base nonce: derived from the input key, salt and context
//! (HKDF-Expand, with the commitment), or given directly (raw mode); and the per-chunk seal and
//! open on top of the crate's public AES-GCM API.

use super::{COMMITMENT_LEN, Hash, MAX_CHUNKS, SALT_LEN, TAG_LEN};
use crate::digest::{Hkdf, Sha256, Sha512};
use crate::{Aes128Gcm, Aes256Gcm, Error};
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

/// The fixed start of the HKDF-Expand info: `"c2sp.org/chunked-encryption@v1+"`.
const INFO_PREFIX: &[u8] = b"c2sp.org/chunked-encryption@v1+";

/// Nonce length of AES-GCM as the format uses it.
const NONCE_LEN: usize = 12;

/// The AEAD, chosen by the input key's length.
enum Aead {
    Aes128(Aes128Gcm),
    Aes256(Aes256Gcm),
}

/// The per-message AEAD key (inside the GCM value, which wipes its round keys and hash key on
/// drop) and base nonce (wiped on drop here). One per message: every chunk reuses it, so a
/// chunk costs no key schedule.
pub(super) struct MessageKey {
    aead: Aead,
    base_nonce: [u8; NONCE_LEN],
    /// Ciphertext offset of chunk 0: the header length, or 0 in raw mode (for error reports).
    body_offset: u64,
}

impl Drop for MessageKey {
    fn drop(&mut self) {
        self.base_nonce.zeroize();
    }
}

impl MessageKey {
    /// Raw mode: `aead_key` (16 or 32 bytes) and `base_nonce` as given; no header.
    pub(super) fn raw(aead_key: &[u8], base_nonce: &[u8; NONCE_LEN]) -> Result<Self, Error> {
        Ok(MessageKey { aead: Aead::new(aead_key)?, base_nonce: *base_nonce, body_offset: 0 })
    }

    /// `key ‖ base nonce ‖ commitment = HKDF-Expand(prk = input key, info = prefix ‖ aead ‖
    /// 0x00 ‖ salt ‖ context)`; returns the key and the commitment.
    pub(super) fn derive(
        input_key: &[u8],
        context: &[u8],
        hash: Hash,
        salt: &[u8; SALT_LEN],
    ) -> Result<(Self, [u8; COMMITMENT_LEN]), Error> {
        let (name, key_len): (&[u8], usize) = match input_key.len() {
            16 => (b"AEAD_AES_128_GCM", 16),
            32 => (b"AEAD_AES_256_GCM", 32),
            _ => return Err(Error::InvalidLength),
        };
        let info: [&[u8]; 5] = [INFO_PREFIX, name, &[0], salt, context];
        let mut okm = [0u8; 32 + NONCE_LEN + COMMITMENT_LEN];
        let okm_len = key_len + NONCE_LEN + COMMITMENT_LEN;
        let out = &mut okm[..okm_len];
        // 60 or 76 bytes: within 255 hash outputs, so expand cannot fail.
        match hash {
            Hash::Sha256 => Hkdf::<Sha256>::from_prk_unchecked(input_key).expand_parts(&info, out)?,
            Hash::Sha512 => Hkdf::<Sha512>::from_prk_unchecked(input_key).expand_parts(&info, out)?,
        }
        let mut base_nonce = [0u8; NONCE_LEN];
        base_nonce.copy_from_slice(&out[key_len..key_len + NONCE_LEN]);
        let mut commitment = [0u8; COMMITMENT_LEN];
        commitment.copy_from_slice(&out[key_len + NONCE_LEN..]);
        let aead = Aead::new(&out[..key_len]);
        okm.zeroize();
        let key = MessageKey { aead: aead?, base_nonce, body_offset: (SALT_LEN + COMMITMENT_LEN) as u64 };
        base_nonce.zeroize();
        Ok((key, commitment))
    }

    /// Like [`derive`](Self::derive), then checks `commitment` in constant time.
    pub(super) fn derive_and_check(
        input_key: &[u8],
        context: &[u8],
        hash: Hash,
        header: &[u8; SALT_LEN + COMMITMENT_LEN],
    ) -> Result<Self, Error> {
        let (salt, commitment) = header.split_at(SALT_LEN);
        let (key, mut expected) = Self::derive(input_key, context, hash, salt.try_into().expect("24 bytes"))?;
        let ok = expected.ct_eq(commitment);
        expected.zeroize();
        if crate::ct::declassify(ok) { Ok(key) } else { Err(Error::CommitmentMismatch) }
    }

    /// The nonce of chunk `index`: the base nonce XOR the index as a big-endian integer (at most
    /// 38 bits, so within the last 5 bytes).
    fn nonce(&self, index: u64) -> Result<[u8; NONCE_LEN], Error> {
        if index >= MAX_CHUNKS {
            return Err(Error::ChunkCounterLimit);
        }
        let mut nonce = self.base_nonce;
        for (n, c) in nonce[4..].iter_mut().zip(index.to_be_bytes()) {
            *n ^= c;
        }
        Ok(nonce)
    }

    /// Ciphertext offset of chunk `index` (for error reports).
    pub(super) fn chunk_offset(&self, index: u64) -> u64 {
        self.body_offset + index * super::SEALED_CHUNK as u64
    }

    /// Seals chunk `index` in place (`buf`: its plaintext, at most a chunk) and writes its tag
    /// to `tag`.
    pub(super) fn seal(&self, index: u64, buf: &mut [u8], tag: &mut [u8]) -> Result<(), Error> {
        let nonce = self.nonce(index)?;
        let t = match &self.aead {
            Aead::Aes128(g) => g.encrypt_in_place_detached(&nonce, b"", buf)?,
            Aead::Aes256(g) => g.encrypt_in_place_detached(&nonce, b"", buf)?,
        };
        tag.copy_from_slice(t.as_ref());
        Ok(())
    }

    /// Opens chunk `index` in place (`buf`: its ciphertext without the tag). On failure `buf`
    /// holds zeros and the error names the chunk and its offset.
    pub(super) fn open(&self, index: u64, buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        debug_assert_eq!(tag.len(), TAG_LEN);
        let nonce = self.nonce(index)?;
        let r = match &self.aead {
            Aead::Aes128(g) => g.decrypt_in_place_detached(&nonce, b"", buf, tag),
            Aead::Aes256(g) => g.decrypt_in_place_detached(&nonce, b"", buf, tag),
        };
        r.map_err(|e| match e {
            Error::AuthenticationFailed => {
                Error::ChunkAuthenticationFailed { chunk: index, offset: self.chunk_offset(index) }
            }
            e => e,
        })
    }
}

impl Aead {
    fn new(key: &[u8]) -> Result<Self, Error> {
        match key.len() {
            16 => Ok(Aead::Aes128(Aes128Gcm::new_from_slice(key)?)),
            32 => Ok(Aead::Aes256(Aes256Gcm::new_from_slice(key)?)),
            _ => Err(Error::InvalidLength),
        }
    }
}
