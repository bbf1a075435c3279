//! `digest` 0.11 (feature `digest`): the `Digest`-level traits (`HashMarker`, `OutputSizeUser`,
//! `BlockSizeUser`, `Update`, `FixedOutput`, `FixedOutputReset`, `Reset`) for
//! [`Md5`], [`Sha1`], [`Sha224`], [`Sha256`], [`Sha384`], [`Sha512`], [`Sha512_224`] and
//! [`Sha512_256`], so `digest::Digest`,
//! `digest::DynDigest`, `hmac::SimpleHmac`, `hkdf::SimpleHkdf` and `pbkdf2` run on them.
//!
//! `digest`'s block-level API too: each hash is a `CoreProxy` whose core ([`Sha256Core`] and
//! the others) implements `UpdateCore` and `FixedOutputCore` with an eager block buffer, so
//! `hmac::Hmac` (and `hmac::HmacReset`) run on them as well as `hmac::SimpleHmac`. A core is the
//! crate's own hasher fed whole blocks only: `update_blocks` hands them to the compression
//! kernel straight from the caller's slice, and `finalize_fixed_core` pads the buffer's bytes
//! with the crate's own finish (one call for the last one or two blocks).
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
//! // hmac::Hmac (block-level, through Sha256Core) gives the same tag.
//! let mut mac = <hmac::Hmac<Sha256> as KeyInit>::new_from_slice(b"Jefe").unwrap();
//! mac.update(b"what do ya want for nothing?");
//! assert_eq!(mac.finalize().into_bytes(), tag);
//!
//! // hkdf::SimpleHkdf (RFC 5869 A.1, first bytes).
//! let hk = hkdf::SimpleHkdf::<Sha256>::new(Some(&hex!("000102030405060708090a0b0c")), &[0x0b; 22]);
//! let mut okm = [0u8; 42];
//! hk.expand(&hex!("f0f1f2f3f4f5f6f7f8f9"), &mut okm).unwrap();
//! assert_eq!(okm[..8], hex!("3cb25f25faacd57a"));
//! ```

use crate::digest::{Digest as Own, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
use ::digest::array::Array;
use ::digest::block_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, CoreProxy, Eager, FixedOutputCore, UpdateCore,
};
use ::digest::consts::{U20, U28, U32, U48, U64, U128};
use ::digest::{FixedOutput, FixedOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update};
use core::fmt;

macro_rules! digest_traits {
    ($hash:ident, $core:ident, $name:literal, $out:ty, $block:ty, $rfc:literal, $hmac_jefe:literal) => {
        impl HashMarker for $hash {}

        impl AlgorithmName for $hash {
            fn write_alg_name(f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str($name)
            }
        }

        #[doc = concat!("The block-level core of [`", stringify!($hash), "`] (`digest`'s `block_api`): the")]
        /// hasher fed whole blocks, for `hmac::Hmac` and other block-level users. Made by
        /// `Default` (the fastest backend) or by `CoreProxy::decompose` of a hasher (its
        /// backend); wiped on drop like the hasher it holds.
        ///
        /// ```
        #[doc = concat!("use aes_engine::{digest::{Digest, ", stringify!($hash), "}, interop::digest::", stringify!($core), "};")]
        /// use digest::block_api::CoreProxy;
        /// use hmac::{KeyInit, Mac};
        ///
        #[doc = concat!("// hmac::Hmac runs on the core (", $rfc, " test case 2).")]
        #[doc = concat!("let mut mac = <hmac::Hmac<", stringify!($hash), "> as KeyInit>::new_from_slice(b\"Jefe\").unwrap();")]
        /// mac.update(b"what do ya want for nothing?");
        #[doc = concat!("assert_eq!(mac.finalize().into_bytes(), hex_literal::hex!(\"", $hmac_jefe, "\"));")]
        ///
        /// // A hasher splits into its core (same backend) and its unhashed tail, and back.
        #[doc = concat!("let mut h = ", stringify!($hash), "::new();")]
        /// h.update(b"abc");
        #[doc = concat!("let (core, tail): (", stringify!($core), ", _) = h.decompose();")]
        #[doc = concat!("assert_eq!(", stringify!($hash), "::compose(core, tail).finalize(), ", stringify!($hash), "::digest(b\"abc\"));")]
        /// ```
        #[derive(Clone, Default)]
        pub struct $core($hash);

        impl fmt::Debug for $core {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($core)).field(&self.0).finish()
            }
        }

        impl HashMarker for $core {}

        impl AlgorithmName for $core {
            fn write_alg_name(f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str($name)
            }
        }

        impl OutputSizeUser for $core {
            type OutputSize = $out;
        }

        impl BlockSizeUser for $core {
            type BlockSize = $block;
        }

        impl BufferKindUser for $core {
            type BufferKind = Eager;
        }

        impl UpdateCore for $core {
            #[inline]
            fn update_blocks(&mut self, blocks: &[Block<Self>]) {
                Own::update(&mut self.0, Array::cast_slice_to_core(blocks).as_flattened());
            }
        }

        impl FixedOutputCore for $core {
            #[inline]
            fn finalize_fixed_core(&mut self, buffer: &mut Buffer<Self>, out: &mut Output<Self>) {
                Own::update(&mut self.0, buffer.get_data());
                buffer.reset();
                out.copy_from_slice(Own::finalize_reset(&mut self.0).as_ref());
            }
        }

        impl Reset for $core {
            fn reset(&mut self) {
                Own::reset(&mut self.0);
            }
        }

        impl CoreProxy for $hash {
            type Core = $core;

            fn compose(core: $core, buffer: Buffer<$core>) -> Self {
                let mut hash = core.0;
                Own::update(&mut hash, buffer.get_data());
                hash
            }

            fn decompose(mut self) -> ($core, Buffer<$core>) {
                let (mut pending, n) = self.split_pending();
                let buffer = Buffer::<$core>::new(&pending[..n]);
                zeroize::Zeroize::zeroize(&mut pending);
                ($core(self), buffer)
            }
        }

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

digest_traits!(Md5, Md5Core, "Md5", ::digest::consts::U16, U64, "RFC 2202", "750c783e6ab0b503eaa86e310a5db738");
digest_traits!(Sha1, Sha1Core, "Sha1", U20, U64, "RFC 2202", "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79");
digest_traits!(
    Sha224,
    Sha224Core,
    "Sha224",
    U28,
    U64,
    "RFC 4231",
    "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44"
);
digest_traits!(
    Sha256,
    Sha256Core,
    "Sha256",
    U32,
    U64,
    "RFC 4231",
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
);
digest_traits!(
    Sha384,
    Sha384Core,
    "Sha384",
    U48,
    U128,
    "RFC 4231",
    "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649"
);
digest_traits!(
    Sha512,
    Sha512Core,
    "Sha512",
    U64,
    U128,
    "RFC 4231",
    "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"
);
digest_traits!(
    Sha512_224,
    Sha512_224Core,
    "Sha512_224",
    U28,
    U128,
    "RFC 4231 inputs, Python's `hmac` value; RFC 4231",
    "4a530b31a79ebcce36916546317c45f247d83241dfb818fd37254bde"
);
digest_traits!(
    Sha512_256,
    Sha512_256Core,
    "Sha512_256",
    U32,
    U128,
    "RFC 4231 inputs, Python's `hmac` value; RFC 4231",
    "6df7b24630d5ccb2ee335407081a87188c221489768fa2020513b2d593359456"
);
