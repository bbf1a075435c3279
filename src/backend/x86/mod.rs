//! x86_64 backends: AES-NI + PCLMULQDQ on xmm, and VAES + VPCLMULQDQ on ymm.

pub(crate) mod aesni;
pub(crate) mod avx2;
pub(crate) mod key_schedule;
pub(crate) mod vaes;
