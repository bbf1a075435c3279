//! MD5 (RFC 1321).

use super::core::Algo;
use super::hasher::hasher;
use crate::backend::hash::Md5Kernel;
use crate::backend::hash::many;

pub(crate) struct Md5Algo;

impl Algo for Md5Algo {
    type Kernel = Md5Kernel;
    type Output = [u8; 16];
    const IV: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];

    #[inline(always)]
    fn output(state: &[u32; 4]) -> [u8; 16] {
        let mut out = [0u8; 16];
        for (o, w) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
            *o = w.to_le_bytes();
        }
        out
    }

    type Many = many::Md5;
}

hasher! {
    /// MD5 (RFC 1321): 16-byte digest, 64-byte blocks. Broken for collision resistance; here for
    /// compatibility (name-based UUIDs, legacy checksums). Portable single-stream backend only.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Md5};
    ///
    /// let d = Md5::digest(b"abc");
    /// assert_eq!(d, hex_literal::hex!("900150983cd24fb0d6963f7d28e17f72"));
    /// ```
    Md5, Md5Algo, output = 16, block = 64
}
