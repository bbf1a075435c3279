//! SHA-224 and SHA-256 (FIPS 180-4): one compression function, two initial values.

use super::core::{Algo, be32};
use super::hasher::hasher;
use crate::backend::hash::Sha256Kernel;
use crate::backend::hash::many;

pub(crate) struct Sha224Algo;
pub(crate) struct Sha256Algo;

impl Algo for Sha224Algo {
    type Kernel = Sha256Kernel;
    type Output = [u8; 28];
    const IV: [u32; 8] =
        [0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4];

    #[inline(always)]
    fn output(state: &[u32; 8]) -> [u8; 28] {
        be32(state)
    }

    type Many = many::Sha224;
}

impl Algo for Sha256Algo {
    type Kernel = Sha256Kernel;
    type Output = [u8; 32];
    const IV: [u32; 8] =
        [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

    #[inline(always)]
    fn output(state: &[u32; 8]) -> [u8; 32] {
        be32(state)
    }

    type Many = many::Sha256;
}

hasher! {
    /// SHA-224 (FIPS 180-4): SHA-256 with its own initial value, truncated to 28 bytes.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha224};
    ///
    /// assert_eq!(
    ///     Sha224::digest(b"abc"),
    ///     hex_literal::hex!("23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
    /// );
    /// ```
    Sha224, Sha224Algo, output = 28, block = 64
}

hasher! {
    /// SHA-256 (FIPS 180-4): 32-byte digest, 64-byte blocks.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, HashBackend, Sha256};
    ///
    /// let want = hex_literal::hex!("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    /// assert_eq!(Sha256::digest(b"abc"), want);
    /// // The same on the portable backend, incrementally.
    /// let mut h = Sha256::with_backend(HashBackend::Soft)?;
    /// h.update(b"ab");
    /// h.update(b"c");
    /// assert_eq!(h.finalize_reset(), want);
    /// h.update(b"abc"); // the reset hasher is a fresh one
    /// assert_eq!(h.finalize(), want);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    Sha256, Sha256Algo, output = 32, block = 64
}
