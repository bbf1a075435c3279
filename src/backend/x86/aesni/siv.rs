//! GCM-SIV's per-message key on AES-NI (`backend/siv.rs`): the `aesenc` schedule only, H^1..H^8
//! of `mulX_GHASH(rev(H))`, and the kernels in POLYVAL's byte order (`aesni_polyval`,
//! `aesni_ctr32_le`, `aesni_siv_open`). Built in place, every field an array of its own (a
//! `GHashKey` built apart and moved in cost a 256-byte copy per message), and filled where the
//! caller holds it (`SivKey::fill`: a key returned by value was copied twice per message), with
//! only the powers the message's kernel calls use.

#![allow(unsafe_code)]

use super::ghash::{POWERS, aesni_polyval, powers_into};
use super::{aes, ctr, gcm};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use crate::backend::siv::SivKernels;
use crate::backend::wipe::wipe;
use crate::backend::x86::key_schedule;

/// A GCM-SIV message key: the encryption schedule and the POLYVAL key's powers (wiped on drop).
pub(crate) struct SivKey {
    token: AesNiToken,
    enc: [Block; 15],
    rounds: usize,
    /// How many of `h` and `hk` are filled (H^1..H^powers).
    powers: usize,
    /// (H^k)' of `mulX_GHASH(rev(H))` and their Karatsuba middle terms (`ghash.rs`).
    h: [Block; POWERS],
    hk: [Block; POWERS],
}

impl Drop for SivKey {
    fn drop(&mut self) {
        // One volatile 16-byte store a block (`wipe`): `zeroize` of the flattened arrays was three
        // `memset` calls per message. Only the blocks `fill` wrote (the rest are still zero from
        // `zeroed`): 13 stores for a 16-byte AES-128 message instead of 31.
        let (r, p) = ((self.rounds + 1).min(15), self.powers.min(POWERS));
        wipe(&mut self.enc[..r]);
        wipe(&mut self.h[..p]);
        wipe(&mut self.hk[..p]);
    }
}

impl SivKey {
    /// An all-zero message key, for [`SivKey::fill`] to fill in place (`backend/siv.rs`,
    /// `run_in_place`).
    #[inline(always)]
    pub(crate) fn zeroed(token: AesNiToken) -> Self {
        SivKey { token, enc: [[0; 16]; 15], rounds: 0, powers: 0, h: [[0; 16]; POWERS], hk: [[0; 16]; POWERS] }
    }

    /// Fills in the message key of the encryption key `key` (16 or 32 bytes) and the GHASH key
    /// `h` (`mulX_GHASH(rev(H))`), with the powers H^1..H^min(powers, 8) that the message's
    /// kernel calls use (the others left as they are: zero).
    #[inline(always)]
    pub(crate) fn fill(&mut self, key: &[u8], h: &Block, powers: usize) {
        self.rounds = key_schedule::expand_enc_into(self.token, key, &mut self.enc);
        self.powers = powers_into(self.token, h, powers, &mut self.h, &mut self.hk);
    }
}

impl SivKernels for SivKey {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, aes::aesni_encrypt_blocks, (self.token, &self.enc, blocks)) }
    }

    fn polyval(&self, s: &mut Block, blocks: &[Block]) {
        // SAFETY: `self.token` proves PCLMULQDQ and SSSE3 (and AES-NI, SSE4.1) are present.
        unsafe { aesni_polyval(self.token, &self.h, &self.hk, s, blocks) }
    }

    fn ctr32_le(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, ctr::aesni_ctr32_le, (self.token, &self.enc, counter, data)) }
    }

    fn open(&self, counter: &mut Block, s: &mut Block, data: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe {
            by_rounds!(self.rounds, gcm::aesni_siv_open, (self.token, &self.enc, (&self.h, &self.hk), counter, s, data))
        }
    }
}

/// The AES-NI kernels in POLYVAL's order on the AES-NI twins of the VAES keys, for what is
/// shorter than a wide batch (`vaes/siv.rs`).
impl super::Aes {
    /// GCM-SIV's CTR ([`SivKernels::ctr32_le`]) with this key's schedule.
    pub(in crate::backend::x86) fn ctr32_le(&self, counter: &mut Block, data: &mut [Block]) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe { by_rounds!(self.rounds, ctr::aesni_ctr32_le, (self.token, &self.enc, counter, data)) }
    }

    /// GCM-SIV's stitched decryption ([`SivKernels::open`]) with this key's schedule and the
    /// powers of `ghash` (of `mulX_GHASH(rev(H))`).
    pub(in crate::backend::x86) fn siv_open(
        &self,
        ghash: &super::GHashKey,
        counter: &mut Block,
        s: &mut Block,
        data: &mut [Block],
    ) {
        // SAFETY: `self.token` proves AES-NI, PCLMULQDQ, SSSE3 and SSE4.1 are present.
        unsafe {
            by_rounds!(self.rounds, gcm::aesni_siv_open, (self.token, &self.enc, ghash.powers(), counter, s, data))
        }
    }
}

impl super::GHashKey {
    /// POLYVAL ([`SivKernels::polyval`]) with this key's powers (of `mulX_GHASH(rev(H))`).
    pub(in crate::backend::x86) fn polyval(&self, s: &mut Block, blocks: &[Block]) {
        let (h, hk) = self.powers();
        let _proof: AesNiToken = self.token();
        // SAFETY: the key's token (`_proof`) proves PCLMULQDQ and SSSE3 are present.
        unsafe { aesni_polyval(_proof, h, hk, s, blocks) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `Drop` relies on to wipe only the written blocks: `fill` writes `enc[..=rounds]` and
    /// the first `powers` powers and nothing past them (still zero from `zeroed`).
    #[test]
    fn fill_writes_only_what_drop_wipes() {
        let Some(token) = AesNiToken::get() else { return };
        let h: Block = core::array::from_fn(|i| (i * 29 + 3) as u8);
        for key in [&[0x3cu8; 16][..], &[0x5au8; 24][..], &[0xa5u8; 32][..]] {
            for p in 0..=9 {
                let mut m = SivKey::zeroed(token);
                m.fill(key, &h, p);
                assert_eq!(m.rounds, key.len() / 4 + 6);
                assert_eq!(m.powers, p.clamp(1, POWERS));
                assert!(m.enc[m.rounds + 1..].iter().all(|b| *b == [0; 16]), "{} {p}", key.len());
                assert!(m.enc[..=m.rounds].iter().all(|b| *b != [0; 16]));
                assert!(m.h[m.powers..].iter().chain(&m.hk[m.powers..]).all(|b| *b == [0; 16]));
                assert!(m.h[..m.powers].iter().all(|b| *b != [0; 16]));
            }
        }
    }
}
