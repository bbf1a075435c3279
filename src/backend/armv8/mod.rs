//! The aarch64 backend: ARMv8 cryptography extension (AESE/AESD/AESMC/AESIMC and PMULL) on
//! 128-bit NEON registers.
//!
//! One file per job: `aes.rs` (key expansion, round helpers, ECB), `ctr.rs`, `cbc.rs`,
//! `ghash.rs`, `gcm.rs`. Every kernel is an `#[inline(never)]` function named `armv8_*`,
//! monomorphised over the round count (10, 12, 14), which is matched once per call here. The
//! kernels are `unsafe` only because they need the CPU features; the [`Armv8Token`] stored in
//! each key is the proof, and every call below is made with it in hand.

#![allow(unsafe_code)]
// The small helpers (`enc_round`, `pmull`, `Acc::mul_add`, ...) are `#[inline(always)]` without
// `#[target_feature]` (a `#[target_feature]` function cannot be `#[inline(always)]` on stable),
// so the intrinsics inside them are, lexically, called from code lacking the "aes" feature and
// rustc warns that they might stay out of line. They do not: the helpers inline into the
// `armv8_*` kernels, which have the feature, and the intrinsics then inline there; the emitted
// assembly of every kernel contains AESE/AESMC/AESD/AESIMC/PMULL/PMULL2 and no `bl`.
// (`unknown_lints`: the lint is newer than the crate's minimum Rust version.)
#![allow(unknown_lints, inline_always_mismatching_target_features)]

mod aes;
mod cbc;
mod ctr;
mod gcm;
mod gcm_finish;
mod ghash;

#[cfg(test)]
mod tests;

pub(crate) use aes::Aes;
pub(crate) use ghash::GHashKey;

use crate::backend::detect::Armv8Token;
use crate::backend::kernels::{AesKernels, Block, GcmEnd, GcmKernels};
use crate::backend::siv::{GcmSivKernels, Pair, SivMessage, run};

// GCM-SIV: the message key as an AES key and a GHASH key, POLYVAL through byte-reversed blocks.
impl GcmSivKernels for Aes {
    fn gcm_siv(&self, msg: SivMessage<'_>) -> Block {
        let t = self.token();
        run(self, msg, |key, h| Pair { aes: Aes::new(t, key), ghash: GHashKey::new(t, h) })
    }
}

/// Calls `$kernel::<NR>($args)` for the key's round count. The token in `$key` (checked by the
/// caller's SAFETY comment) proves the CPU features.
macro_rules! by_rounds {
    ($key:expr, $($kernel:ident)::+, $($arg:expr),* $(,)?) => {{
        let _proof: Armv8Token = $key.token();
        match $key.rounds() {
            10 => $($kernel)::+::<10>($($arg),*),
            12 => $($kernel)::+::<12>($($arg),*),
            _ => $($kernel)::+::<14>($($arg),*),
        }
    }};
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        // SAFETY: the token stored in `self` proves AES (and NEON); `enc` is the schedule
        // expanded for `self.rounds()`.
        unsafe { by_rounds!(self, aes::armv8_encrypt_blocks, &self.enc, blocks) }
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        // SAFETY: as above, with the decryption schedule.
        unsafe { by_rounds!(self, aes::armv8_decrypt_blocks, &self.dec, blocks) }
    }

    fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: the token stored in `self` proves AES.
        unsafe { by_rounds!(self, ctr::armv8_ctr128, &self.enc, counter, data) }
    }

    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: the token stored in `self` proves AES.
        unsafe { by_rounds!(self, ctr::armv8_ctr32, &self.enc, counter, data) }
    }

    fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: the token stored in `self` proves AES.
        unsafe { by_rounds!(self, cbc::armv8_cbc_encrypt, &self.enc, iv, data) }
    }

    fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: the token stored in `self` proves AES; `dec` is the decryption schedule.
        unsafe { by_rounds!(self, cbc::armv8_cbc_decrypt, &self.dec, iv, data) }
    }

    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        // SAFETY: the token stored in `self` proves AES.
        unsafe { by_rounds!(self, cbc::armv8_cbc_encrypt_many, &self.enc, ivs, data) }
    }
}

impl GcmKernels for Aes {
    type GHashKey = GHashKey;

    fn gcm_seal(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block], _ctr_public: bool) {
        // (Branch-free in the counter: `ctr_public` is not needed.)
        match self.eor3() {
            // SAFETY: the token stored in `self` proves AES and PMULL (one feature check covers
            // both); `_sha3`, FEAT_SHA3 (the "sha3" target feature).
            Some(_sha3) => unsafe { by_rounds!(self, gcm::armv8_gcm_seal_eor3, &self.enc, ghash, counter, y, data) },
            // SAFETY: the token stored in `self` proves AES and PMULL.
            None => unsafe { by_rounds!(self, gcm::armv8_gcm_seal, &self.enc, ghash, counter, y, data) },
        }
    }

    fn gcm_open(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block], _ctr_public: bool) {
        match self.eor3() {
            // SAFETY: as in `gcm_seal`.
            Some(_sha3) => unsafe { by_rounds!(self, gcm::armv8_gcm_open_eor3, &self.enc, ghash, counter, y, data) },
            // SAFETY: as in `gcm_seal`.
            None => unsafe { by_rounds!(self, gcm::armv8_gcm_open, &self.enc, ghash, counter, y, data) },
        }
    }

    fn gcm_finish(&self, ghash: &GHashKey, end: GcmEnd<'_>) -> Block {
        // SAFETY: as in `gcm_seal`.
        unsafe { by_rounds!(self, gcm_finish::armv8_gcm_finish, &self.enc, ghash, end) }
    }
}
