//! The portable backend: constant-time, no tables indexed by secrets, no secret branches.
//!
//! - `lane.rs`: the word type (one or two 4-block slice sets per word);
//! - `bitslice.rs`: blocks <-> bitsliced words;
//! - `sbox.rs`: the S-box and its inverse as Boolean circuits;
//! - `fixslice.rs`: the fixsliced rounds (no ShiftRows);
//! - `key_schedule.rs`: constant-time key expansion and the bitsliced round keys;
//! - `aes.rs`: the key type and the ECB entry points;
//! - `cbc.rs`: multi-lane CBC encryption, four messages per batch;
//! - `ghash.rs`: GHASH with masked integer multiplies.

mod aes;
mod bitslice;
mod cbc;
mod fixslice;
mod ghash;
mod key_schedule;
mod lane;
mod sbox;

#[cfg(test)]
mod reference;
#[cfg(all(test, feature = "std"))]
mod tests;

pub(crate) use aes::Aes;
pub(crate) use ghash::GHashKey;

use super::kernels::GcmKernels;

impl GcmKernels for Aes {
    type GHashKey = GHashKey;
}
