//! Transcript hash and HMAC for rustls on aes-engine's SHA-256/384; HKDF (TLS 1.3) and the
//! TLS 1.2 PRF are rustls's generic constructions over that HMAC (`HkdfUsingHmac`,
//! `PrfUsingHmac`), so all three run on this crate's hashes.

use aes_engine::digest::{Digest, Hmac as EngineHmac};
use core::marker::PhantomData;
use rustls::crypto::hash::{Context, Hash, HashAlgorithm, Output};
use rustls::crypto::hmac::{Hmac, Key, Tag};

/// rustls's `Hash` for aes-engine's `H`.
pub(crate) struct HashAlg<H> {
    pub(crate) algorithm: HashAlgorithm,
    pub(crate) hash: PhantomData<fn() -> H>,
}

impl<H: Digest + Send + Sync + 'static> Hash for HashAlg<H> {
    fn start(&self) -> Box<dyn Context> {
        Box::new(HashContext(H::new()))
    }

    fn hash(&self, data: &[u8]) -> Output {
        Output::new(H::digest(data).as_ref())
    }

    fn output_len(&self) -> usize {
        H::OUTPUT_LEN
    }

    fn algorithm(&self) -> HashAlgorithm {
        self.algorithm
    }
}

/// A running transcript hash; forks are copies of the state (no heap).
struct HashContext<H>(H);

impl<H: Digest + Send + Sync + 'static> Context for HashContext<H> {
    fn fork_finish(&self) -> Output {
        Output::new(self.0.clone().finalize().as_ref())
    }

    fn fork(&self) -> Box<dyn Context> {
        Box::new(HashContext(self.0.clone()))
    }

    fn finish(self: Box<Self>) -> Output {
        Output::new(self.0.finalize().as_ref())
    }

    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
}

/// rustls's `Hmac` for aes-engine's `Hmac<H>`.
pub(crate) struct HmacAlg<H>(pub(crate) PhantomData<fn() -> H>);

impl<H: Digest + Send + Sync + 'static> Hmac for HmacAlg<H> {
    fn with_key(&self, key: &[u8]) -> Box<dyn Key> {
        Box::new(HmacKey(EngineHmac::<H>::new(key)))
    }

    fn hash_output_len(&self) -> usize {
        H::OUTPUT_LEN
    }
}

/// A keyed HMAC: each tag starts from a copy of the keyed state (the key is hashed once).
struct HmacKey<H: Digest>(EngineHmac<H>);

impl<H: Digest + Send + Sync + 'static> Key for HmacKey<H> {
    fn sign_concat(&self, first: &[u8], middle: &[&[u8]], last: &[u8]) -> Tag {
        let mut mac = self.0.clone();
        mac.update(first);
        for part in middle {
            mac.update(part);
        }
        mac.update(last);
        Tag::new(mac.finalize().as_ref())
    }

    fn tag_len(&self) -> usize {
        H::OUTPUT_LEN
    }
}
