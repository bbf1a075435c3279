//! `digest` 0.11's MAC traits (feature `mac`) for [`Cmac`] over [`Aes128`], [`Aes192`] and
//! [`Aes256`]: `KeyInit` (the AES key), `Update`, `FixedOutput`, `FixedOutputReset`, `Reset` and
//! `MacMarker`, so `digest::Mac` (with its constant-time `verify_slice` and
//! `verify_truncated_left`) runs on them, as it does on RustCrypto's `cmac::Cmac`.
//!
//! ```
//! use aes_engine::{Aes128, cmac::Cmac};
//! use digest::{KeyInit, Mac};
//! use hex_literal::hex;
//!
//! // RFC 4493 §4, example 2, through the RustCrypto trait.
//! let key = hex!("2b7e151628aed2a6abf7158809cf4f3c");
//! let mut mac = <Cmac<Aes128> as KeyInit>::new_from_slice(&key).unwrap();
//! Mac::update(&mut mac, &hex!("6bc1bee22e409f96e93d7e117393172a"));
//! let tag = hex!("070a16b46b4d4144f79bdd9dd04a287c");
//! assert!(mac.clone().verify_slice(&tag).is_ok());
//! assert_eq!(Mac::finalize(mac).into_bytes()[..], tag);
//! ```

use crate::cmac::Cmac;
use crate::{Aes128, Aes192, Aes256};
use ::digest::common::KeySizeUser;
use ::digest::consts::{U16, U24, U32};
use ::digest::{FixedOutput, FixedOutputReset, Key, KeyInit, MacMarker, Output, OutputSizeUser, Reset, Update};

macro_rules! mac_impls {
    ($cipher:ident, $size:ident) => {
        impl KeySizeUser for Cmac<$cipher> {
            type KeySize = $size;
        }

        impl KeyInit for Cmac<$cipher> {
            fn new(key: &Key<Self>) -> Self {
                Cmac::new($cipher::new(&key.0))
            }
        }

        impl OutputSizeUser for Cmac<$cipher> {
            type OutputSize = U16;
        }

        impl MacMarker for Cmac<$cipher> {}

        impl Update for Cmac<$cipher> {
            fn update(&mut self, data: &[u8]) {
                Cmac::update(self, data)
            }
        }

        impl FixedOutput for Cmac<$cipher> {
            fn finalize_into(self, out: &mut Output<Self>) {
                out.0 = Cmac::finalize(self);
            }
        }

        impl FixedOutputReset for Cmac<$cipher> {
            fn finalize_into_reset(&mut self, out: &mut Output<Self>) {
                out.0 = self.clone().finalize();
                Cmac::reset(self);
            }
        }

        impl Reset for Cmac<$cipher> {
            fn reset(&mut self) {
                Cmac::reset(self)
            }
        }
    };
}

mac_impls!(Aes128, U16);
mac_impls!(Aes192, U24);
mac_impls!(Aes256, U32);
