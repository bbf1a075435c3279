//! GCM-SIV's message key for long messages on VAES with AVX-512 (`backend/siv.rs`): the VAES
//! key pair ([`Aes`], [`GHashKey`]) of the message keys, their wide tables built by the first
//! whole batch, and the kernels in POLYVAL's byte order for whole 16-block batches:
//! `vaes512_polyval` (AAD, and the plaintext before sealing), `vaes_ctr32_le` (sealing's CTR)
//! and `vaes512_siv_open` (`gcm512.rs`: opening in one pass, CTR32-LE and POLYVAL of the
//! plaintext stitched as GCM's seal loop stitches CTR and GHASH); the AES-NI twins' kernels
//! (`aesni_polyval`, `aesni_ctr32_le`, `aesni_siv_open`) take the last blocks (figures:
//! `docs/perf/gcm-siv-ccm.md`). Shorter messages (and CPUs without AVX-512) take the AES-NI message key, which builds no wide table
//! (`mod.rs`).

#![allow(unsafe_code)]

use super::{Aes, BATCH, GHashKey, ctr, gcm512, ghash512};
use crate::backend::detect::VaesToken;
use crate::backend::kernels::{AesKernels, Block};
use crate::backend::siv::SivKernels;

/// A GCM-SIV message key on the wide kernels (wiped on drop by its fields).
pub(crate) struct SivKeyWide {
    aes: Aes,
    ghash: GHashKey,
}

impl SivKeyWide {
    /// The message key of the encryption key `key` and the GHASH key `h` (`mulX_GHASH(rev(H))`).
    #[inline(always)]
    pub(crate) fn new(token: VaesToken, key: &[u8], h: &Block) -> Self {
        SivKeyWide { aes: Aes::new(token, key), ghash: GHashKey::new(token, h) }
    }
}

impl SivKernels for SivKeyWide {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        self.aes.encrypt_blocks(blocks);
    }

    fn polyval(&self, s: &mut Block, blocks: &[Block]) {
        let (groups, rest) = blocks.as_chunks::<BATCH>();
        if !groups.is_empty()
            && let Some(_zmm) = self.ghash.zmm()
        {
            let wide = self.ghash.wide();
            let _proof: VaesToken = self.ghash.token();
            // SAFETY: the key's `VaesToken` (`_proof`) proves AVX2, VPCLMULQDQ and PCLMULQDQ
            // are present, and `_zmm` (a `Vaes512Token`) AVX-512F/BW/VL and the OS's zmm state.
            unsafe {
                if self.ghash.karatsuba() {
                    ghash512::vaes512_polyval::<true>(wide, s, groups)
                } else {
                    ghash512::vaes512_polyval::<false>(wide, s, groups)
                }
            }
            if !rest.is_empty() {
                self.ghash.small.polyval(s, rest);
            }
        } else {
            self.ghash.small.polyval(s, blocks);
        }
    }

    fn ctr32_le(&self, counter: &mut Block, data: &mut [Block]) {
        let (bulk, rest) = data.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.aes.keys();
            // SAFETY: the key's `VaesToken` proves VAES, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, ctr::vaes_ctr32_le, &k.enc, counter, bulk) }
        }
        if !rest.is_empty() {
            self.aes.small.ctr32_le(counter, rest);
        }
    }

    /// One stitched pass: whole 16-block chunks through `vaes512_siv_open` (CTR and POLYVAL of
    /// the plaintext in the same loop), the rest (fewer than 16 blocks) through the AES-NI
    /// twins' `aesni_siv_open`. (Without AVX-512, which only tests build this key on: two
    /// passes a chunk at a time, as the trait's provided method.)
    fn open(&self, counter: &mut Block, s: &mut Block, data: &mut [Block]) {
        let Some(_zmm) = self.ghash.zmm() else {
            for chunk in data.chunks_mut(4 * BATCH) {
                self.ctr32_le(counter, chunk);
                self.polyval(s, chunk);
            }
            return;
        };
        let (bulk, rest) = data.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let ((enc, rounds), wide) = (self.aes.gcm_schedule(), self.ghash.wide());
            let _proof: VaesToken = self.ghash.token();
            // SAFETY: the key's `VaesToken` (`_proof`) proves AVX2, VAES, VPCLMULQDQ, AES-NI and
            // PCLMULQDQ are present, and `_zmm` (a `Vaes512Token`) AVX-512F/BW/VL and the OS's
            // zmm state.
            unsafe {
                by_rounds_zmm!(rounds, self.ghash.karatsuba(), gcm512::vaes512_siv_open, enc, wide, counter, s, bulk)
            }
        }
        if !rest.is_empty() {
            self.aes.small.siv_open(&self.ghash.small, counter, s, rest);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::siv::Pair;
    use crate::backend::soft;

    /// The message keys of both x86 backends (the wide one, with the zmm multiplications
    /// Karatsuba and schoolbook and without zmm, and the AES-NI one) against the portable one
    /// ([`Pair`]): POLYVAL, CTR across the 2^32 wrap of the little-endian counter, and the
    /// (stitched) open, over lengths around the batch sizes and 32-block pairs.
    #[test]
    fn message_keys_match_portable() {
        let Some(token) = VaesToken::get() else { return };
        let h: Block = core::array::from_fn(|i| (i * 37 + 5) as u8);
        for key in [&[0x3cu8; 16][..], &[0x5au8; 24][..], &[0xa5u8; 32][..]] {
            let pair = Pair { aes: soft::Aes::new(key), ghash: soft::GHashKey::new(&h) };
            for kara in [true, false] {
                let mut m = SivKeyWide::new(token, key, &h);
                m.ghash = m.ghash.with_karatsuba(kara);
                check(&m, &pair, 100);
            }
            let mut m = SivKeyWide::new(token, key, &h);
            m.ghash = m.ghash.without_zmm();
            check(&m, &pair, 100);
            let mut m = crate::backend::x86::aesni::SivKey::zeroed(token.aesni());
            m.fill(key, &h, 8);
            check(&m, &pair, 100);
            // Filled with fewer powers (`run_in_place`): right for calls of up to that many blocks.
            for p in 1..8 {
                let mut m = crate::backend::x86::aesni::SivKey::zeroed(token.aesni());
                m.fill(key, &h, p);
                check(&m, &pair, p);
            }
        }
    }

    /// `m` against `pair` on calls of up to `max` blocks.
    fn check(m: &impl SivKernels, pair: &impl SivKernels, max: usize) {
        let all: [Block; 100] = core::array::from_fn(|i| core::array::from_fn(|j| (i * 16 + j * 7 + i / 16) as u8));
        let lens = [0usize, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 80, 95, 96, 100];
        for n in lens.into_iter().filter(|&n| n <= max) {
            let data = &all[..n];
            let (mut a, mut b) = ([9u8; 16], [9u8; 16]);
            m.polyval(&mut a, data);
            pair.polyval(&mut b, data);
            assert_eq!(a, b, "polyval {n}");
            // Wraps of the 2^32 counter: at a chunk's end, after its first block, inside the
            // second chunk (block 24) and inside a 32-block pair's second chunk (block 45).
            for start in [0u32, 0xffff_fff0, 0xffff_ffff, 0xffff_ffe8, 0xffff_ffd3, 0x7fff_fffe] {
                let mut c0 = [0x77u8; 16];
                c0[..4].copy_from_slice(&start.to_le_bytes());
                let (mut ca, mut cb) = (c0, c0);
                let (mut da, mut db) = (all, all);
                m.ctr32_le(&mut ca, &mut da[..n]);
                pair.ctr32_le(&mut cb, &mut db[..n]);
                assert_eq!((da, ca), (db, cb), "ctr {n} from {start:#x}");
                let (mut ca, mut cb, mut sa, mut sb) = (c0, c0, [1u8; 16], [1u8; 16]);
                let (mut da, mut db) = (all, all);
                m.open(&mut ca, &mut sa, &mut da[..n]);
                pair.open(&mut cb, &mut sb, &mut db[..n]);
                assert_eq!((da, ca, sa), (db, cb, sb), "open {n} from {start:#x}");
            }
        }
    }
}
