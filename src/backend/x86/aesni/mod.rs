//! The x86_64 AES-NI + PCLMULQDQ backend (with SSSE3 and SSE4.1), on 128-bit xmm registers.
//!
//! One file per kernel family: `aes.rs` (round helpers, ECB), `ctr.rs` (ctr128, ctr32),
//! `cbc.rs` (CBC encrypt, decrypt, multi-buffer encrypt), `ccm.rs` (CCM's CBC-MAC and CTR in
//! one pass), `cfb8.rs` (CFB8), `siv.rs` (GCM-SIV's per-message key and its POLYVAL-order kernels), `feedback.rs` (CFB128 both ways, OFB), `ghash.rs` (GHASH and its
//! key, and the carry-less multiply/reduction helpers), `gcm.rs` (stitched seal/open), `gcm_finish.rs` (a
//! message's last ≤ 64 bytes, length block and tag in one call), `xts.rs` (XTS over whole
//! blocks, the tweaks in registers; over many data units of whole 8-block chunks in one loop).
//! Every kernel is an
//! `#[inline(never)]` `#[target_feature]` function named `aesni_*`, generic over the round count
//! `NR` (10, 12, 14), chosen once per call here. The key types hold the [`AesNiToken`], which is
//! the proof that makes each call into a kernel sound.

#![allow(unsafe_code)]

mod aes;
mod cbc;
mod ccm;
mod cfb8;
mod ctr;
mod feedback;
mod gcm;
mod gcm_finish;
mod ghash;
#[cfg(test)]
mod tests;
mod xts;

pub(crate) use ghash::GHashKey;

use crate::backend::detect::AesNiToken;
use crate::backend::kernels::{AesKernels, Block, GcmEnd, GcmKernels};
use crate::backend::siv::{GcmSivKernels, SivMessage, run_in_place};
use crate::backend::x86::key_schedule;
use crate::backend::xts::{xts_per_unit, xts_tweak_groups};
use zeroize::Zeroize;

/// An expanded AES key: the `aesenc` and `aesdec` schedules as bytes (wiped on drop).
#[derive(Clone)]
pub(crate) struct Aes {
    token: AesNiToken,
    enc: [Block; 15],
    dec: [Block; 15],
    rounds: usize,
}

impl Drop for Aes {
    fn drop(&mut self) {
        self.enc.as_flattened_mut().zeroize();
        self.dec.as_flattened_mut().zeroize();
    }
}

impl Aes {
    #[cfg(test)]
    pub(crate) fn new(token: AesNiToken, key: &[u8]) -> Self {
        let mut aes = Self::zeroed(token);
        aes.expand(key);
        aes
    }

    /// Expands `key` into `slot`, where the key will live (zeroed there, then filled): no
    /// temporary, so no copy of the schedule (`dispatch.rs`, "Built in place").
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: AesNiToken, key: &[u8]) -> &'a mut Self {
        let aes = slot.write(Self::zeroed(token));
        aes.expand(key);
        aes
    }

    /// An all-zero schedule, for [`Aes::expand`] to fill in place (the `vaes` key holds one).
    #[inline]
    pub(crate) fn zeroed(token: AesNiToken) -> Self {
        Aes { token, enc: [[0; 16]; 15], dec: [[0; 16]; 15], rounds: 0 }
    }

    /// Expands `key` into this all-zero schedule, in place.
    #[inline]
    pub(crate) fn expand(&mut self, key: &[u8]) {
        self.rounds = key_schedule::expand_into(self.token, key, &mut self.enc, &mut self.dec);
    }

    /// [`Aes::expand`] without the `aesdec` schedule, which stays zero: for a key that only
    /// encrypts (a GCM key's, `vaes::GcmAes`), which saves the `aesimc` pass. Its decryption
    /// schedule is filled by [`Aes::fill_dec`] before any use.
    #[inline]
    pub(crate) fn expand_enc(&mut self, key: &[u8]) {
        self.rounds = key_schedule::expand_enc_into(self.token, key, &mut self.enc);
    }

    /// Derives the `aesdec` schedule of a key expanded by [`Aes::expand_enc`].
    pub(crate) fn fill_dec(&mut self) {
        key_schedule::inverse_into(self.token, self.rounds, &self.enc, &mut self.dec);
    }

    /// The `aesenc` and `aesdec` schedules and the round count (the `vaes` backend broadcasts
    /// them into its wide key: one expansion for both).
    pub(crate) fn schedules(&self) -> (&[Block; 15], &[Block; 15], usize) {
        (&self.enc, &self.dec, self.rounds)
    }

    pub(crate) fn token(&self) -> AesNiToken {
        self.token
    }
}

/// `by_rounds!(rounds, kernel(args..))` calls `kernel::<NR>(args..)` with NR the round count
/// (an unexpanded zero schedule, which `AesKey::new` never builds, runs as AES-256: wrong but
/// no panic).
macro_rules! by_rounds {
    ($rounds:expr, $m:ident::$f:ident, ($($arg:expr),* $(,)?)) => {
        match $rounds {
            10 => $m::$f::<10>($($arg),*),
            12 => $m::$f::<12>($($arg),*),
            _ => $m::$f::<14>($($arg),*),
        }
    };
    // With one more const parameter after NR.
    ($rounds:expr, $m:ident::$f:ident, <$c:tt>, ($($arg:expr),* $(,)?)) => {
        match $rounds {
            10 => $m::$f::<10, $c>($($arg),*),
            12 => $m::$f::<12, $c>($($arg),*),
            _ => $m::$f::<14, $c>($($arg),*),
        }
    };
}

// After `by_rounds!`, which it uses.
mod siv;
pub(crate) use siv::SivKey;

impl GcmSivKernels for Aes {
    fn gcm_siv(&self, msg: SivMessage<'_>) -> Block {
        run_in_place(self, msg, &mut SivKey::zeroed(self.token), SivKey::fill)
    }
}

impl Aes {
    /// [`AesKernels::xts_encrypt_units`] (`encrypt`) or `xts_decrypt_units` from the encrypted
    /// tweaks of a group of units: units of whole 8-block chunks to the many-unit kernel, others
    /// one unit a call (the choice depends on the public unit length only).
    fn xts_units(&self, encrypt: bool, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        if unit == 0 || !unit.is_multiple_of(aes::WIDTH) {
            return if encrypt {
                xts_per_unit(|t, d| self.xts_encrypt(t, d), tweaks, unit, data)
            } else {
                xts_per_unit(|t, d| self.xts_decrypt(t, d), tweaks, unit, data)
            };
        }
        let (chunks, _) = data[..tweaks.len() * unit].as_chunks_mut::<{ aes::WIDTH }>();
        let per_unit = unit / aes::WIDTH;
        let t = self.token;
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe {
            if encrypt {
                by_rounds!(self.rounds, xts::aesni_xts_units_encrypt, (t, &self.enc, tweaks, per_unit, chunks))
            } else {
                by_rounds!(self.rounds, xts::aesni_xts_units_decrypt, (t, &self.dec, tweaks, per_unit, chunks))
            }
        }
    }
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, aes::aesni_encrypt_blocks, (self.token, &self.enc, blocks)) }
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, aes::aesni_decrypt_blocks, (self.token, &self.dec, blocks)) }
    }

    fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, ctr::aesni_ctr128, (self.token, &self.enc, counter, data)) }
    }

    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, ctr::aesni_ctr32, (self.token, &self.enc, counter, data)) }
    }

    fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, cbc::aesni_cbc_encrypt, (self.token, &self.enc, iv, data)) }
    }

    fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, cbc::aesni_cbc_decrypt, (self.token, &self.dec, iv, data)) }
    }

    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, cbc::aesni_cbc_encrypt_many, (self.token, &self.enc, ivs, data)) }
    }

    fn ccm(&self, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool, a0: Option<&Block>) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe {
            if seal {
                by_rounds!(self.rounds, ccm::aesni_ccm, <true>, (self.token, &self.enc, x, counter, data, a0))
            } else {
                by_rounds!(self.rounds, ccm::aesni_ccm, <false>, (self.token, &self.enc, x, counter, data, a0))
            }
        }
    }

    fn cfb8(&self, reg: &mut Block, data: &mut [u8], decrypt: bool) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, cfb8::aesni_cfb8, (self.token, &self.enc, reg, data, decrypt)) }
    }

    fn cfb128_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, feedback::aesni_cfb128_encrypt, (self.token, &self.enc, iv, data)) }
    }

    fn cfb128_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, feedback::aesni_cfb128_decrypt, (self.token, &self.enc, iv, data)) }
    }

    fn ofb(&self, reg: &mut Block, data: &mut [Block]) {
        // SAFETY: as in `encrypt_blocks`.
        unsafe { by_rounds!(self.rounds, feedback::aesni_ofb, (self.token, &self.enc, reg, data)) }
    }

    fn xts_encrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, xts::aesni_xts_encrypt, (self.token, &self.enc, tweak, data)) }
    }

    fn xts_decrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, xts::aesni_xts_decrypt, (self.token, &self.dec, tweak, data)) }
    }

    fn xts_encrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        xts_tweak_groups(|t| tweak_key.encrypt_blocks(t), |t, d| self.xts_units(true, t, unit, d), tweaks, unit, data);
    }

    fn xts_decrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        xts_tweak_groups(|t| tweak_key.encrypt_blocks(t), |t, d| self.xts_units(false, t, unit, d), tweaks, unit, data);
    }
}

impl GcmKernels for Aes {
    type GHashKey = GHashKey;

    fn gcm_seal(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block], _ctr_public: bool) {
        // (Branch-free in the counter: `ctr_public` is not needed.)
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe {
            by_rounds!(self.rounds, gcm::aesni_gcm_seal, (self.token, &self.enc, ghash.powers(), counter, y, data))
        }
    }

    fn gcm_open(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block], _ctr_public: bool) {
        // SAFETY: as in `gcm_seal`.
        unsafe {
            by_rounds!(self.rounds, gcm::aesni_gcm_open, (self.token, &self.enc, ghash.powers(), counter, y, data))
        }
    }

    fn gcm_finish(&self, ghash: &GHashKey, end: GcmEnd<'_>) -> Block {
        // SAFETY: as in `gcm_seal`.
        unsafe { by_rounds!(self.rounds, gcm_finish::aesni_gcm_finish, (self.token, &self.enc, ghash.powers(), end)) }
    }
}
