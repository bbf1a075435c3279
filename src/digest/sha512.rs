//! SHA-384 and SHA-512 (FIPS 180-4): one compression function, two initial values.

use super::core::{Algo, be64, hasher};
use crate::backend::hash::Sha512Kernel;

/// The smallest default batch for the AVX-512 lanes: the AVX-512 lanes win from two messages on: 1.03-1.16x the AVX2 lanes at 2-4 messages, 1.6-2.3x from 6
/// (32-, 64- and 200-byte messages, Intel Xeon with AVX-512).
#[cfg(target_arch = "x86_64")]
const AVX512_MIN: usize = 2;

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
    const LEN_BYTES: usize = 16;
    const LITTLE_ENDIAN: bool = false;

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 48] {
        be64(state)
    }
    #[cfg(target_arch = "x86_64")]
    const AVX2_MANY: super::core::ManyFn<crate::backend::detect::Avx2Token, Self::Output> =
        crate::backend::x86::avx2::sha384_many;
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY: Option<super::core::ManyFn<crate::backend::detect::Avx512Token, Self::Output>> =
        Some(crate::backend::x86::avx512::sha384_many);
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY_MIN: usize = AVX512_MIN;
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
    const LEN_BYTES: usize = 16;
    const LITTLE_ENDIAN: bool = false;

    #[inline(always)]
    fn output(state: &[u64; 8]) -> [u8; 64] {
        be64(state)
    }
    #[cfg(target_arch = "x86_64")]
    const AVX2_MANY: super::core::ManyFn<crate::backend::detect::Avx2Token, Self::Output> =
        crate::backend::x86::avx2::sha512_many;
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY: Option<super::core::ManyFn<crate::backend::detect::Avx512Token, Self::Output>> =
        Some(crate::backend::x86::avx512::sha512_many);
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY_MIN: usize = AVX512_MIN;
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
