//! The portable backend: constant-time, no tables indexed by secrets, no secret branches.
//!
//! - `lane.rs`: the word type (a `u64`: one 4-block slice set);
//! - `lane_sse2.rs`: on x86_64, two slice sets in an SSE2 register (8 blocks per step; with
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
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod ghash_sse2;
mod key_schedule;
mod lane;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod lane_sse2;
mod sbox;

#[cfg(test)]
mod reference;
#[cfg(all(test, feature = "std"))]
mod tests;

pub(crate) use aes::Aes;
pub(crate) use ghash::GHashKey;

use super::kernels::GcmKernels;

// GCM keeps the two-pass fallbacks (CTR over 4 KiB, then GHASH over it). A one-pass kernel that
// spread the GHASH multiplies of the previous 4-block batch between the AES rounds of the next
// (hoping to overlap the multiplier-bound GHASH with the ALU-bound AES) was measured and dropped:
// AES-128-GCM seal 5624 against 4963 cycles per 256 bytes with 12 pieces per batch, 6032 with 24
// (Zen 3, interleaved best-of-300 runs).
impl GcmKernels for Aes {
    type GHashKey = GHashKey;
}
