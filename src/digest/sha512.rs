//! SHA-384 and SHA-512 (FIPS 180-4): one compression function, two initial values.

use super::core::{Algo, be64};
use super::hasher::hasher;
use crate::backend::hash::Sha512Kernel;
use crate::backend::hash::many;

pub(crate) struct Sha384Algo;
pub(crate) struct Sha512Algo;

impl Algo for Sha384Algo {
    type Kernel = Sha512Kernel;
    type Output = [u8; 48];
    const IV: [u64; 8] = [
        0xcbbb9d5dc1059ed8,
        0x629a292a367cd507,
        0x9159015a3070dd17,
        0x152fecd8f70e5939,
        0x67332667ffc00b31,
        0x8eb44a8768581511,
        0xdb0c2e0d64f98fa7,
        0x47b5481dbefa4fa4,
    ];

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 48] {
        be64(state)
    }

    type Many = many::Sha384;
}

impl Algo for Sha512Algo {
    type Kernel = Sha512Kernel;
    type Output = [u8; 64];
    const IV: [u64; 8] = [
        0x6a09e667f3bcc908,
        0xbb67ae8584caa73b,
        0x3c6ef372fe94f82b,
        0xa54ff53a5f1d36f1,
        0x510e527fade682d1,
        0x9b05688c2b3e6c1f,
        0x1f83d9abfb41bd6b,
        0x5be0cd19137e2179,
    ];

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 64] {
        be64(state)
    }

    type Many = many::Sha512;
}

hasher! {
    /// SHA-384 (FIPS 180-4): SHA-512 with its own initial value, truncated to 48 bytes.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha384};
    ///
    /// let d = Sha384::digest(b"abc");
    /// assert_eq!(d[..8], hex_literal::hex!("cb00753f45a35e8b"));
    /// ```
    Sha384, Sha384Algo, output = 48, block = 128
}

hasher! {
    /// SHA-512 (FIPS 180-4): 64-byte digest, 128-byte blocks.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha512};
    ///
    /// let d = Sha512::digest(b"abc");
    /// assert_eq!(d[..8], hex_literal::hex!("ddaf35a193617aba"));
    /// ```
    Sha512, Sha512Algo, output = 64, block = 128
}
