//! MD5 (RFC 1321).

use super::core::{Algo, hasher};
use crate::backend::hash::Md5Kernel;

/// The smallest default batch for the AVX-512 lanes: below it the AVX2 lanes (8 messages, one group) win: 0.76-0.91x at 2-8 messages, 1.2-1.4x at 10-16
/// (32-, 64- and 200-byte messages, Intel Xeon with AVX-512).
#[cfg(target_arch = "x86_64")]
const AVX512_MIN: usize = 9;

pub(crate) struct Md5Algo;

impl Algo for Md5Algo {
    type Kernel = Md5Kernel;
    type Output = [u8; 16];
    const IV: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    const LEN_BYTES: usize = 8;
    const LITTLE_ENDIAN: bool = true;

    #[inline(always)]
    fn output(state: &[u32; 4]) -> [u8; 16] {
        let mut out = [0u8; 16];
        for (o, w) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
            *o = w.to_le_bytes();
        }
        out
    }
    #[cfg(target_arch = "x86_64")]
    const AVX2_MANY: super::core::ManyFn<crate::backend::detect::Avx2Token, Self::Output> =
        crate::backend::x86::avx2::md5_many;
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY: Option<super::core::ManyFn<crate::backend::detect::Avx512Token, Self::Output>> =
        Some(crate::backend::x86::avx512::md5_many);
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY_MIN: usize = AVX512_MIN;
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
