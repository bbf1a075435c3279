//! `digest` 0.11 (feature `digest`): the `Digest`-level traits (`HashMarker`, `OutputSizeUser`,
//! `BlockSizeUser`, `Update`, `FixedOutput`, `FixedOutputReset`, `Reset`) for
//! [`Md5`], [`Sha1`], [`Sha224`], [`Sha256`], [`Sha384`] and [`Sha512`], so `digest::Digest`,
//! `digest::DynDigest`, `hmac::SimpleHmac`, `hkdf::SimpleHkdf` and `pbkdf2` run on them.
//!
//! `hmac::Hmac` (the block-level variant) needs `digest`'s core traits, which expose the raw
//! compression function; this crate keeps its compression functions private, so use
//! `hmac::SimpleHmac` (same results, one more block of state) or the crate's own
//! [`Hmac`](crate::digest::Hmac).
//!
//! Both this crate's sealed [`Digest`](crate::digest::Digest) and `digest::Digest` name their
//! methods `new`/`update`/`finalize`; with both in scope, call one by its trait path.
//!
//! ```
//! use aes_engine::digest::Sha256;
//! use hmac::{KeyInit, Mac, SimpleHmac};
//! use hex_literal::hex;
//!
//! // digest::Digest on the crate's SHA-256 ("abc", FIPS 180-2 B.1).
//! let hash = <Sha256 as digest::Digest>::digest(b"abc");
//! assert_eq!(hash, hex!("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
//!
//! // hmac::SimpleHmac over it equals the crate's own HMAC (RFC 4231 test case 2).
//! let mut mac = <SimpleHmac<Sha256> as KeyInit>::new_from_slice(b"Jefe").unwrap();
//! mac.update(b"what do ya want for nothing?");
//! let tag = mac.finalize().into_bytes();
//! let mut own = aes_engine::digest::Hmac::<Sha256>::new(b"Jefe");
//! own.update(b"what do ya want for nothing?");
//! assert_eq!(tag, own.finalize());
//!
//! // hkdf::SimpleHkdf (RFC 5869 A.1, first bytes).
//! let hk = hkdf::SimpleHkdf::<Sha256>::new(Some(&hex!("000102030405060708090a0b0c")), &[0x0b; 22]);
//! let mut okm = [0u8; 42];
//! hk.expand(&hex!("f0f1f2f3f4f5f6f7f8f9"), &mut okm).unwrap();
//! assert_eq!(okm[..8], hex!("3cb25f25faacd57a"));
//! ```

use crate::digest::{Digest as Own, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use ::digest::common::BlockSizeUser;
use ::digest::consts::{U20, U28, U32, U48, U64, U128};
use ::digest::{FixedOutput, FixedOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update};

macro_rules! digest_traits {
    ($hash:ty, $out:ty, $block:ty) => {
        impl HashMarker for $hash {}

        impl OutputSizeUser for $hash {
            type OutputSize = $out;
        }

        impl BlockSizeUser for $hash {
            type BlockSize = $block;
        }

        impl Update for $hash {
            fn update(&mut self, data: &[u8]) {
                Own::update(self, data);
            }
        }

        impl FixedOutput for $hash {
            fn finalize_into(self, out: &mut Output<Self>) {
                out.copy_from_slice(Own::finalize(self).as_ref());
            }
        }

        impl FixedOutputReset for $hash {
            fn finalize_into_reset(&mut self, out: &mut Output<Self>) {
                out.copy_from_slice(Own::finalize_reset(self).as_ref());
            }
        }

        impl Reset for $hash {
            fn reset(&mut self) {
                Own::reset(self);
            }
        }
    };
}

digest_traits!(Md5, ::digest::consts::U16, U64);
digest_traits!(Sha1, U20, U64);
digest_traits!(Sha224, U28, U64);
digest_traits!(Sha256, U32, U64);
digest_traits!(Sha384, U48, U128);
digest_traits!(Sha512, U64, U128);
