//! The x86_64 hash kernels: the SHA extensions (`shani/`: one stream, and several interleaved
//! for `digest_many`), the AVX2 and AVX-512 multi-buffer lanes (`avx2/`, `avx512/`; `avx2/` also
//! has the single-stream SHA-384/512 kernel), the scheduler that feeds a batch of messages
//! through a multi-buffer kernel (`multibuffer.rs`), and the store-forwarding-friendly padded
//! final block of a one-shot digest (`pad.rs`).

pub(crate) mod avx2;
pub(crate) mod avx512;
pub(crate) mod multibuffer;
#[cfg(test)]
mod multibuffer_tests;
pub(crate) mod pad;
pub(crate) mod sha2;
pub(crate) mod shani;
