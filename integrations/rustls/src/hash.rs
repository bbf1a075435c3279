//! Transcript hash, HMAC and HKDF for rustls on aes-engine's SHA-256/384; the TLS 1.2 PRF is
//! rustls's generic construction over that HMAC (`PrfUsingHmac`), so all of them run on this
//! crate's hashes.
//!
//! HKDF is implemented here rather than with rustls's `HkdfUsingHmac`, which returns each PRK
//! (the early, handshake and master secrets' extract output) in a heap `Vec` it drops without
//! wiping. Here the PRK, each `T(i)` and each HMAC output are wiped once used; the keyed HMAC
//! states wipe themselves on drop (aes-engine's hashers do).
//!
//! Every key that signs more than once (an HMAC key, the TLS 1.2 PRF's secret, an HKDF PRK) is
//! an [`aes_engine::digest::HmacKey`]: its keyed states computed once, each tag copying only
//! chaining values ([`sign_parts`]).

use aes_engine::digest::{Digest, HmacKey as EngineHmacKey};
use core::marker::PhantomData;
use rustls::crypto::hash::{Context, Hash, HashAlgorithm, Output};
use rustls::crypto::hmac::{Hmac, Key, Tag};
use rustls::crypto::tls13::{Hkdf, HkdfExpander, OkmBlock, OutputLengthError};
use zeroize::Zeroize;

/// The longest output of the hashes used (SHA-384's 48 bytes fit; rustls's `Tag` holds 64).
const MAX_HASH_LEN: usize = 64;

/// Messages of at most this many bytes in all are gathered on the stack and signed with one
/// [`EngineHmacKey::sign`]; the TLS 1.2 PRF's `A(i) ‖ label ‖ seed` (at most 48 + ~20 + 64
/// bytes) and HKDF's `T(i-1) ‖ HkdfLabel ‖ i` (at most 48 + ~70 + 1) fit.
const STACK_MESSAGE: usize = 256;

/// The HMAC under `key` of the concatenation of `parts`: gathered into one stack buffer (wiped
/// after) and signed with [`EngineHmacKey::sign`] when it fits, else absorbed piece by piece by
/// an incremental MAC under the key ([`EngineHmacKey::hmac`]).
fn sign_parts<'a, H: Digest>(key: &EngineHmacKey<H>, parts: impl Iterator<Item = &'a [u8]> + Clone) -> H::Output {
    let total: usize = parts.clone().map(<[u8]>::len).sum();
    if total <= STACK_MESSAGE {
        let mut buf = [0u8; STACK_MESSAGE];
        let mut at = 0;
        for part in parts {
            buf[at..at + part.len()].copy_from_slice(part);
            at += part.len();
        }
        let tag = key.sign(&buf[..at]);
        buf[..at].zeroize();
        tag
    } else {
        let mut mac = key.hmac();
        parts.for_each(|part| mac.update(part));
        mac.finalize()
    }
}

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
        Box::new(HmacKey(EngineHmacKey::<H>::new(key)))
    }

    fn hash_output_len(&self) -> usize {
        H::OUTPUT_LEN
    }
}

/// A keyed HMAC: each tag starts from a copy of the keyed state (the key is hashed once).
struct HmacKey<H: Digest>(EngineHmacKey<H>);

impl<H: Digest + Send + Sync + 'static> Key for HmacKey<H> {
    fn sign_concat(&self, first: &[u8], middle: &[&[u8]], last: &[u8]) -> Tag {
        let parts = core::iter::once(first).chain(middle.iter().copied()).chain(core::iter::once(last));
        let mut out = sign_parts(&self.0, parts);
        let tag = Tag::new(out.as_ref());
        out.as_mut().zeroize();
        tag
    }

    fn tag_len(&self) -> usize {
        H::OUTPUT_LEN
    }
}

/// rustls's `Hkdf` (RFC 5869) for aes-engine's `Hmac<H>`: the same results as rustls's
/// `HkdfUsingHmac`, with the PRK and the expansion blocks wiped (module docs).
pub(crate) struct HkdfAlg<H>(pub(crate) PhantomData<fn() -> H>);

impl<H: Digest + Send + Sync + 'static> Hkdf for HkdfAlg<H> {
    fn extract_from_zero_ikm(&self, salt: Option<&[u8]>) -> Box<dyn HkdfExpander> {
        self.extract_from_secret(salt, &[0u8; MAX_HASH_LEN][..H::OUTPUT_LEN])
    }

    fn extract_from_secret(&self, salt: Option<&[u8]>, secret: &[u8]) -> Box<dyn HkdfExpander> {
        // No salt: HashLen zero bytes (RFC 5869 §2.2).
        let zeroes = [0u8; MAX_HASH_LEN];
        let mut prk = EngineHmacKey::<H>::new(salt.unwrap_or(&zeroes[..H::OUTPUT_LEN])).sign(secret);
        let expander = HkdfExpanderAlg(EngineHmacKey::<H>::new(prk.as_ref()));
        prk.as_mut().zeroize();
        Box::new(expander)
    }

    fn expander_for_okm(&self, okm: &OkmBlock) -> Box<dyn HkdfExpander> {
        Box::new(HkdfExpanderAlg(EngineHmacKey::<H>::new(okm.as_ref())))
    }

    fn hmac_sign(&self, key: &OkmBlock, message: &[u8]) -> Tag {
        let mut out = EngineHmacKey::<H>::new(key.as_ref()).sign(message);
        let tag = Tag::new(out.as_ref());
        out.as_mut().zeroize();
        tag
    }
}

/// HKDF-Expand under one PRK (its HMAC key).
struct HkdfExpanderAlg<H: Digest>(EngineHmacKey<H>);

impl<H: Digest> HkdfExpanderAlg<H> {
    /// `T(1) ‖ T(2) ‖ …` truncated to `output`, `T(i) = HMAC(PRK, T(i-1) ‖ info ‖ i)`; the caller
    /// has checked `output.len() <= 255 * HashLen`.
    fn expand(&self, info: &[&[u8]], output: &mut [u8]) {
        let mut t = [0u8; MAX_HASH_LEN];
        let mut t_len = 0;
        for (i, chunk) in output.chunks_mut(H::OUTPUT_LEN).enumerate() {
            let counter = [i as u8 + 1];
            let parts = core::iter::once(&t[..t_len]).chain(info.iter().copied()).chain(core::iter::once(&counter[..]));
            let mut block = sign_parts(&self.0, parts);
            t[..H::OUTPUT_LEN].copy_from_slice(block.as_ref());
            t_len = H::OUTPUT_LEN;
            block.as_mut().zeroize();
            chunk.copy_from_slice(&t[..chunk.len()]);
        }
        t.zeroize();
    }
}

impl<H: Digest + Send + Sync + 'static> HkdfExpander for HkdfExpanderAlg<H> {
    fn expand_slice(&self, info: &[&[u8]], output: &mut [u8]) -> Result<(), OutputLengthError> {
        if output.len() > 255 * H::OUTPUT_LEN {
            return Err(OutputLengthError);
        }
        self.expand(info, output);
        Ok(())
    }

    fn expand_block(&self, info: &[&[u8]]) -> OkmBlock {
        let mut block = [0u8; MAX_HASH_LEN];
        self.expand(info, &mut block[..H::OUTPUT_LEN]);
        let okm = OkmBlock::new(&block[..H::OUTPUT_LEN]);
        block.zeroize();
        okm
    }

    fn hash_len(&self) -> usize {
        H::OUTPUT_LEN
    }
}
