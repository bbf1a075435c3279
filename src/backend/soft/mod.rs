//! The portable backend: constant-time, no tables indexed by secrets, no secret branches.
//!
//! - `slice_word.rs`: the bitsliced word type (a `u64`: one 4-block slice set);
//! - `slice_word_sse2.rs`: on x86_64, two slice sets in an SSE2 register (8 blocks per step; with
//!   `ghash_sse2.rs` the backend's only `unsafe`, sound by the `sse2` baseline);
//! - `bitslice.rs`: blocks <-> bitsliced words;
//! - `sbox.rs`: the S-box and its inverse as Boolean circuits;
//! - `fixslice.rs`: the fixsliced rounds (no ShiftRows);
//! - `key_schedule.rs`: constant-time key expansion and the bitsliced round keys;
//! - `aes.rs`: the key type and the ECB entry points;
//! - `cbc.rs`: multi-lane CBC encryption, four messages per batch (eight on x86_64);
//! - `ghash.rs`: GHASH with masked integer multiplies;
//! - `ghash_sse2.rs`: on x86_64, GHASH's carry-less products on SSE2 `pmuludq` (two 32-bit
//!   multiplies per instruction; 72 a block against 96 scalar ones);
//!
//! The portable hash compression functions are in `backend/hash/soft/`.

mod aes;
mod bitslice;
mod cbc;
mod fixslice;
mod ghash;
#[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "sse2"))))]
mod ghash_scalar;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod ghash_sse2;
mod holes;
mod key_schedule;
mod sbox;
mod slice_word;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod slice_word_sse2;

#[cfg(test)]
mod reference;
#[cfg(all(test, feature = "std"))]
mod tests;

pub(crate) use aes::Aes;
pub(crate) use ghash::GHashKey;

use super::kernels::{AesKernels, Block, GcmKernels};
use super::siv::{GcmSivKernels, Pair, SivMessage, run};

// GCM-SIV: the message key as an AES key and a GHASH key, POLYVAL through byte-reversed blocks.
impl GcmSivKernels for Aes {
    fn gcm_siv(&self, msg: SivMessage<'_>) -> Block {
        run(self, msg, |key, h| Pair { aes: Aes::new(key), ghash: GHashKey::new(h) })
    }
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        aes::soft_encrypt_blocks(self, blocks);
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        aes::soft_decrypt_blocks(self, blocks);
    }

    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        cbc::soft_cbc_encrypt_many(self, ivs, data);
    }
}

// GCM keeps the two-pass fallbacks (CTR over 4 KiB, then GHASH over it): a stitched one-pass
// kernel measured slower (`docs/perf/soft.md`).
impl GcmKernels for Aes {
    type GHashKey = GHashKey;
}
