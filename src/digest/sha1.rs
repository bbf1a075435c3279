//! SHA-1 (FIPS 180-4).

use super::core::{Algo, be32};
use super::hasher::hasher;
use crate::backend::hash::Sha1Kernel;
use crate::backend::hash::many;

pub(crate) struct Sha1Algo;

impl Algo for Sha1Algo {
    type Kernel = Sha1Kernel;
    type Output = [u8; 20];
    const IV: [u32; 5] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];

    #[inline(always)]
    fn output(state: &[u32; 5]) -> [u8; 20] {
        be32(state)
    }

    type Many = many::Sha1;
}

hasher! {
    /// SHA-1 (FIPS 180-4): 20-byte digest, 64-byte blocks. Broken for collision resistance; here
    /// for compatibility (HMAC-SHA-1, Git object names, legacy protocols).
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha1};
    ///
    /// let mut h = Sha1::new();
    /// h.update(b"a");
    /// h.update(b"bc");
    /// assert_eq!(h.finalize(), hex_literal::hex!("a9993e364706816aba3e25717850c26c9cd0d89d"));
    /// ```
    Sha1, Sha1Algo, output = 20, block = 64
}
