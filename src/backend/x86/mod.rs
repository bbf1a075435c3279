//! x86_64 backends: AES-NI + PCLMULQDQ on xmm, VAES + VPCLMULQDQ on ymm. (The x86_64 hash
//! kernels live in `backend/hash/x86/`.)

pub(crate) mod aesni;
pub(crate) mod gcm_blocks;
pub(crate) mod key_schedule;
#[cfg(any(miri, test))]
pub(crate) mod miri;
pub(crate) mod vaes;
