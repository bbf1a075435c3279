//! x86_64 backends: AES-NI + PCLMULQDQ on xmm, VAES + VPCLMULQDQ on ymm, the SHA extensions
//! (SHA-NI) for SHA-1 and SHA-224/256, and the AVX2 and AVX-512 multi-buffer hash lanes.

pub(crate) mod aesni;
pub(crate) mod avx2;
pub(crate) mod avx512;
pub(crate) mod gcm_blocks;
pub(crate) mod key_schedule;
#[cfg(test)]
mod lane_tests;
pub(crate) mod lanes;
#[cfg(any(miri, test))]
pub(crate) mod miri;
pub(crate) mod pad;
pub(crate) mod shani;
pub(crate) mod shani_many;
pub(crate) mod vaes;
