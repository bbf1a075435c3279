//! SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (FIPS 180-4): one compression function, four
//! initial values, the output the leftmost 48, 64, 28 or 32 bytes of the final state.

use super::core::{Algo, be64};
use super::hasher::hasher;
use crate::backend::hash::many;
use crate::backend::hash::{Sha512Kernel, soft};

pub(crate) struct Sha384Algo;
pub(crate) struct Sha512Algo;
pub(crate) struct Sha512_224Algo;
pub(crate) struct Sha512_256Algo;

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

impl Algo for Sha512_224Algo {
    type Kernel = Sha512Kernel;
    type Output = [u8; 28];
    /// FIPS 180-4 §5.3.6.1 (the SHA-512/t IV generation function of §5.3.6 for t = 224).
    const IV: [u64; 8] = soft::sha512::IV512_224;

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 28] {
        be64(state)
    }

    type Many = many::Sha512_224;
}

impl Algo for Sha512_256Algo {
    type Kernel = Sha512Kernel;
    type Output = [u8; 32];
    /// FIPS 180-4 §5.3.6.2 (the SHA-512/t IV generation function of §5.3.6 for t = 256).
    const IV: [u64; 8] = soft::sha512::IV512_256;

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 32] {
        be64(state)
    }

    type Many = many::Sha512_256;
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

hasher! {
    /// SHA-512/224 (FIPS 180-4 §5.3.6, §6.7): SHA-512 with its own initial value, truncated to
    /// 28 bytes. The JDK's `MessageDigest` "SHA-512/224".
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha512_224};
    ///
    /// assert_eq!(
    ///     Sha512_224::digest(b"abc"), // FIPS 180-4 example (NIST's SHA512_224.pdf)
    ///     hex_literal::hex!("4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa")
    /// );
    /// ```
    Sha512_224, Sha512_224Algo, output = 28, block = 128
}

hasher! {
    /// SHA-512/256 (FIPS 180-4 §5.3.6, §6.7): SHA-512 with its own initial value, truncated to
    /// 32 bytes. The JDK's `MessageDigest` "SHA-512/256".
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha512_256};
    ///
    /// assert_eq!(
    ///     Sha512_256::digest(b"abc"), // FIPS 180-4 example (NIST's SHA512_256.pdf)
    ///     hex_literal::hex!("53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23")
    /// );
    /// ```
    Sha512_256, Sha512_256Algo, output = 32, block = 128
}
