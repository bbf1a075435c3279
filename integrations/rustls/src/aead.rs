//! Record protection: rustls's `Tls13AeadAlgorithm` / `Tls12AeadAlgorithm` on aes-engine's GCM.
//!
//! TLS 1.3 (RFC 8446 §5.2): nonce = iv ⊕ (0^4 ‖ seq_be64); AAD = the 5-byte record header
//! (type 23, legacy version 0x0303, length of ciphertext ‖ tag); the plaintext is the content,
//! then its real type byte (`TLSInnerPlaintext`, padding never added by rustls).
//!
//! TLS 1.2 (RFC 5288): nonce = 4-byte implicit salt ‖ 8-byte explicit part, sent in front of
//! the ciphertext; rustls makes the explicit part iv ⊕ seq as for TLS 1.3 (never repeats);
//! AAD = seq_be64 ‖ type ‖ version ‖ plaintext length.
//!
//! Both directions are one in-place call each: `encrypt_in_place_detached` over the record's
//! buffer, then the tag appended; `decrypt_in_place_detached` on the received buffer, which on a
//! bad tag wipes the buffer and fails, so rustls reports `bad_record_mac` and no byte of the
//! record reaches the application.

use aes_engine::{Aes128Gcm, Aes256Gcm};
use rustls::crypto::cipher::{
    AeadKey, InboundOpaqueMessage, InboundPlainMessage, Iv, KeyBlockShape, MessageDecrypter, MessageEncrypter,
    NONCE_LEN, Nonce, OutboundOpaqueMessage, OutboundPlainMessage, PrefixedPayload, Tls12AeadAlgorithm,
    Tls13AeadAlgorithm, UnsupportedOperationError, make_tls12_aad, make_tls13_aad,
};
use rustls::{ConnectionTrafficSecrets, ContentType, Error, ProtocolVersion};

const TAG_LEN: usize = 16;
/// TLS 1.2 GCM: the explicit nonce sent in each record.
const EXPLICIT_NONCE_LEN: usize = 8;
/// TLS 1.2 GCM: the implicit salt from the key block.
const SALT_LEN: usize = 4;
/// The largest plaintext a record may carry (RFC 8446 §5.1, RFC 5246 §6.2.1).
const MAX_FRAGMENT_LEN: usize = 16384;

/// An AES-GCM key of either size the suites use.
enum Key {
    Aes128(Aes128Gcm),
    Aes256(Aes256Gcm),
}

impl Key {
    fn new(key: &AeadKey) -> Self {
        let bytes = key.as_ref();
        match bytes.len() {
            16 => Key::Aes128(Aes128Gcm::new_from_slice(bytes).expect("16-byte key")),
            32 => Key::Aes256(Aes256Gcm::new_from_slice(bytes).expect("32-byte key")),
            n => unreachable!("rustls asked for a {n}-byte AES-GCM key"),
        }
    }

    fn seal(&self, nonce: &[u8; NONCE_LEN], aad: &[u8], buf: &mut [u8]) -> Result<[u8; TAG_LEN], Error> {
        let tag = match self {
            Key::Aes128(gcm) => gcm.encrypt_in_place_detached(nonce, aad, buf),
            Key::Aes256(gcm) => gcm.encrypt_in_place_detached(nonce, aad, buf),
        };
        let tag = tag.map_err(|_| Error::EncryptError)?;
        tag.as_ref().try_into().map_err(|_| Error::EncryptError)
    }

    fn open(&self, nonce: &[u8; NONCE_LEN], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        match self {
            Key::Aes128(gcm) => gcm.decrypt_in_place_detached(nonce, aad, buf, tag),
            Key::Aes256(gcm) => gcm.decrypt_in_place_detached(nonce, aad, buf, tag),
        }
        .map_err(|_| Error::DecryptError)
    }
}

/// The exported secrets of an AES-GCM direction (for kTLS and the like).
fn traffic_secrets(key_len: usize, key: AeadKey, iv: Iv) -> ConnectionTrafficSecrets {
    match key_len {
        16 => ConnectionTrafficSecrets::Aes128Gcm { key, iv },
        _ => ConnectionTrafficSecrets::Aes256Gcm { key, iv },
    }
}

/// AES-GCM for TLS 1.3 with a `key_len`-byte key (16 or 32).
pub(crate) struct Tls13Gcm {
    pub(crate) key_len: usize,
}

impl Tls13AeadAlgorithm for Tls13Gcm {
    fn encrypter(&self, key: AeadKey, iv: Iv) -> Box<dyn MessageEncrypter> {
        Box::new(Tls13Encrypter { key: Key::new(&key), iv })
    }

    fn decrypter(&self, key: AeadKey, iv: Iv) -> Box<dyn MessageDecrypter> {
        Box::new(Tls13Decrypter { key: Key::new(&key), iv })
    }

    fn key_len(&self) -> usize {
        self.key_len
    }

    fn extract_keys(&self, key: AeadKey, iv: Iv) -> Result<ConnectionTrafficSecrets, UnsupportedOperationError> {
        Ok(traffic_secrets(self.key_len, key, iv))
    }
}

struct Tls13Encrypter {
    key: Key,
    iv: Iv,
}

impl MessageEncrypter for Tls13Encrypter {
    fn encrypt(&mut self, msg: OutboundPlainMessage<'_>, seq: u64) -> Result<OutboundOpaqueMessage, Error> {
        let total_len = self.encrypted_payload_len(msg.payload.len());
        let mut payload = PrefixedPayload::with_capacity(total_len);
        payload.extend_from_chunks(&msg.payload);
        payload.extend_from_slice(&msg.typ.to_array());
        let nonce = Nonce::new(&self.iv, seq).0;
        let tag = self.key.seal(&nonce, &make_tls13_aad(total_len), payload.as_mut())?;
        payload.extend_from_slice(&tag);
        Ok(OutboundOpaqueMessage::new(ContentType::ApplicationData, ProtocolVersion::TLSv1_2, payload))
    }

    fn encrypted_payload_len(&self, payload_len: usize) -> usize {
        payload_len + 1 + TAG_LEN
    }
}

struct Tls13Decrypter {
    key: Key,
    iv: Iv,
}

impl MessageDecrypter for Tls13Decrypter {
    fn decrypt<'a>(&mut self, mut msg: InboundOpaqueMessage<'a>, seq: u64) -> Result<InboundPlainMessage<'a>, Error> {
        let payload = &mut msg.payload;
        let Some(ct_len) = payload.len().checked_sub(TAG_LEN) else {
            return Err(Error::DecryptError);
        };
        let nonce = Nonce::new(&self.iv, seq).0;
        let aad = make_tls13_aad(payload.len());
        let (ct, tag) = payload.split_at_mut(ct_len);
        self.key.open(&nonce, &aad, ct, tag)?;
        payload.truncate(ct_len);
        msg.into_tls13_unpadded_message()
    }
}

/// AES-GCM for TLS 1.2 (RFC 5288) with a `key_len`-byte key (16 or 32).
pub(crate) struct Tls12Gcm {
    pub(crate) key_len: usize,
}

/// The 12-byte nonce base: salt ‖ explicit, as rustls's own providers build it.
fn tls12_iv(salt: &[u8], explicit: &[u8]) -> Iv {
    let mut iv = [0u8; NONCE_LEN];
    iv[..SALT_LEN].copy_from_slice(salt);
    iv[SALT_LEN..].copy_from_slice(explicit);
    Iv::new(iv)
}

impl Tls12AeadAlgorithm for Tls12Gcm {
    fn encrypter(&self, key: AeadKey, iv: &[u8], extra: &[u8]) -> Box<dyn MessageEncrypter> {
        Box::new(Tls12Encrypter { key: Key::new(&key), iv: tls12_iv(iv, extra) })
    }

    fn decrypter(&self, key: AeadKey, iv: &[u8]) -> Box<dyn MessageDecrypter> {
        let mut salt = [0u8; SALT_LEN];
        salt.copy_from_slice(iv);
        Box::new(Tls12Decrypter { key: Key::new(&key), salt })
    }

    fn key_block_shape(&self) -> KeyBlockShape {
        KeyBlockShape { enc_key_len: self.key_len, fixed_iv_len: SALT_LEN, explicit_nonce_len: EXPLICIT_NONCE_LEN }
    }

    fn extract_keys(
        &self,
        key: AeadKey,
        iv: &[u8],
        explicit: &[u8],
    ) -> Result<ConnectionTrafficSecrets, UnsupportedOperationError> {
        Ok(traffic_secrets(self.key_len, key, tls12_iv(iv, explicit)))
    }
}

struct Tls12Encrypter {
    key: Key,
    iv: Iv,
}

impl MessageEncrypter for Tls12Encrypter {
    fn encrypt(&mut self, msg: OutboundPlainMessage<'_>, seq: u64) -> Result<OutboundOpaqueMessage, Error> {
        let total_len = self.encrypted_payload_len(msg.payload.len());
        let mut payload = PrefixedPayload::with_capacity(total_len);
        let nonce = Nonce::new(&self.iv, seq).0;
        let aad = make_tls12_aad(seq, msg.typ, msg.version, msg.payload.len());
        payload.extend_from_slice(&nonce[SALT_LEN..]);
        payload.extend_from_chunks(&msg.payload);
        let tag = self.key.seal(&nonce, &aad, &mut payload.as_mut()[EXPLICIT_NONCE_LEN..])?;
        payload.extend_from_slice(&tag);
        Ok(OutboundOpaqueMessage::new(msg.typ, msg.version, payload))
    }

    fn encrypted_payload_len(&self, payload_len: usize) -> usize {
        payload_len + EXPLICIT_NONCE_LEN + TAG_LEN
    }
}

struct Tls12Decrypter {
    key: Key,
    salt: [u8; SALT_LEN],
}

impl MessageDecrypter for Tls12Decrypter {
    fn decrypt<'a>(&mut self, mut msg: InboundOpaqueMessage<'a>, seq: u64) -> Result<InboundPlainMessage<'a>, Error> {
        let len = msg.payload.len();
        let Some(plain_len) = len.checked_sub(EXPLICIT_NONCE_LEN + TAG_LEN) else {
            return Err(Error::DecryptError);
        };
        let mut nonce = [0u8; NONCE_LEN];
        nonce[..SALT_LEN].copy_from_slice(&self.salt);
        nonce[SALT_LEN..].copy_from_slice(&msg.payload[..EXPLICIT_NONCE_LEN]);
        let aad = make_tls12_aad(seq, msg.typ, msg.version, plain_len);
        let (ct, tag) = msg.payload[EXPLICIT_NONCE_LEN..].split_at_mut(plain_len);
        self.key.open(&nonce, &aad, ct, tag)?;
        if plain_len > MAX_FRAGMENT_LEN {
            return Err(Error::PeerSentOversizedRecord);
        }
        // The plaintext stays where it was decrypted, between the explicit nonce and the tag.
        Ok(msg.into_plain_message_range(EXPLICIT_NONCE_LEN..EXPLICIT_NONCE_LEN + plain_len))
    }
}
