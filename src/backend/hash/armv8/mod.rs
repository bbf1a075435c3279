//! The ARMv8 SHA instructions: SHA-1 and SHA-256 with the SHA1/SHA2 extension (`SHA1C`,
//! `SHA1P`, `SHA1M`, `SHA1H`, `SHA1SU0/1`, `SHA256H`, `SHA256H2`, `SHA256SU0/1`), SHA-384/512
//! with the ARMv8.2 SHA512 extension (`SHA512H`, `SHA512H2`, `SHA512SU0/1`).
//!
//! One compression kernel per file, each an `#[inline(never)]` `armv8_*` function over a whole
//! run of blocks; the safe functions below take the token that proves the CPU has the
//! instructions (`Armv8ShaToken`: Rust's "sha2" target feature, SHA1 and SHA256;
//! `Armv8Sha512Token`: "sha3", the ARMv8.2 SHA512 + SHA3 pair; on Linux both hwcaps of each
//! pair are required, see `detect.rs`).

#![allow(unsafe_code)]

mod sha1;
mod sha256;
mod sha512;

#[cfg(test)]
mod tests;

use crate::backend::detect::{Armv8Sha512Token, Armv8ShaToken};
use core::arch::aarch64::{uint32x4_t, vld1q_u8, vreinterpretq_u32_u8, vrev32q_u8};

/// SHA-1: compresses every block into `state`, in order.
pub(crate) fn sha1_compress(token: Armv8ShaToken, state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    let _proof = token;
    // SAFETY: `token` proves the CPU has the SHA1/SHA2 instructions (and NEON, baseline).
    unsafe { sha1::armv8_sha1_compress(state, blocks) }
}

/// SHA-224/256: compresses every block into `state`, in order.
pub(crate) fn sha256_compress(token: Armv8ShaToken, state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    let _proof = token;
    // SAFETY: `token` proves the CPU has the SHA1/SHA2 instructions (and NEON, baseline).
    unsafe { sha256::armv8_sha256_compress(state, blocks) }
}

/// SHA-384/512: compresses every block into `state`, in order.
pub(crate) fn sha512_compress(token: Armv8Sha512Token, state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    let _proof = token;
    // SAFETY: `token` proves the CPU has the ARMv8.2 SHA512 instructions (and NEON, baseline).
    unsafe { sha512::armv8_sha512_compress(state, blocks) }
}

/// The sixteen big-endian 32-bit words of a block as four vectors (`W[4i..4i+4]` in vector `i`):
/// each 16-byte load byte-reversed within its words (`REV32`). Inlined into the kernels.
#[inline(always)]
fn load_be32(block: &[u8; 64]) -> [uint32x4_t; 4] {
    let p = block.as_ptr();
    // SAFETY: `block` is 64 readable bytes, read as four 16-byte pieces; NEON is baseline on
    // aarch64. (`unsafe` for toolchains where these intrinsics are still `unsafe fn`s.)
    #[allow(unused_unsafe)]
    unsafe {
        [
            vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p))),
            vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p.add(16)))),
            vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p.add(32)))),
            vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p.add(48)))),
        ]
    }
}
