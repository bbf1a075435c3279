//! AES key expansion with AES-NI, shared by the `aesni` and `vaes` backends.
//!
//! FIPS 197 §5.2 expands the Nk-word key (Nk = 4, 6, 8) into 4·(Nr+1) words:
//! `w[i] = w[i−Nk] ⊕ t`, where `t = SubWord(RotWord(w[i−1])) ⊕ Rcon[i/Nk]` when `i ≡ 0 (mod Nk)`,
//! `t = SubWord(w[i−1])` when `Nk = 8` and `i ≡ 4 (mod 8)`, and `t = w[i−1]` otherwise.
//!
//! `aeskeygenassist(x, 0)` computes, for the words X1 = x[63:32] and X3 = x[127:96],
//! `[SubWord(X1), RotWord(SubWord(X1)), SubWord(X3), RotWord(SubWord(X3))]`. SubWord acts on each
//! byte alone, so `RotWord(SubWord(w)) = SubWord(RotWord(w))`: with `w[i−1]` broadcast to every
//! lane, lane 1 of the result is the `i ≡ 0` transform without Rcon (XORed in separately, so one
//! immediate serves every round and every key size) and lane 0 is the `Nk = 8` transform. One
//! instruction per Nk words: `expand_words`, which AES-192 (6-word steps that straddle round
//! keys) uses.
//!
//! AES-128 and AES-256 step a whole round key (4 words) at once, `expand_128`/`expand_256`. With
//! `k = [w0, w1, w2, w3]` the round key `Nk / 4` steps back (the previous one for AES-128, the
//! one two back for AES-256), the next four words are `w'j = w0 ⊕ … ⊕ wj ⊕ t` (as each
//! `w'j = w'(j−1) ⊕ wj`): the prefix XOR of `k` and `t` broadcast. The prefix XOR takes two
//! shift-XORs: `k ⊕ (k ≪ 1 word)` is `[w0, w0⊕w1, w1⊕w2, w2⊕w3]`, and that XORed with itself
//! shifted by two words is the prefix XOR.
//!
//! `t` comes from `aesenclast` rather than `aeskeygenassist`: `pshufb` puts `RotWord(w3)` (plain
//! `w3` for AES-256's odd steps) in all four columns of the state; ShiftRows moves row `r` of
//! column `c` to column `c − r`, which changes nothing when the columns are equal, so
//! `aesenclast(x, [Rcon; 4])` is `SubWord(RotWord(w3)) ⊕ Rcon` in every word. On Intel cores
//! `aeskeygenassist` is a slow multi-uop instruction, and it sat on the round-key chain; a
//! round key is now one shuffle, one `aesenclast` and three XORs on that chain. Key setup runs
//! at every `new`; the models and measurements are in `docs/perf/key-setup.md`.
//!
//! The decryption schedule for `aesdec` (the "equivalent inverse cipher", FIPS 197 §5.3.5) is
//! the encryption schedule reversed, with InvMixColumns (`aesimc`) applied to every round key
//! but the first and the last.

#![allow(unsafe_code)]

#[cfg(miri)]
use super::miri::_mm_aeskeygenassist_si128;
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// Expands a 16-, 24- or 32-byte key into the caller's arrays (which must be zero past the
/// schedule): `enc` for `aesenc`, `dec` for `aesdec` in the order they are used. A key is built
/// where it will live: a schedule value in between cost a copy and a wipe at every key setup.
/// Returns the round count; a key of another length (the caller's bug, checked by
/// `AesKey::new`) leaves an all-zero schedule and returns 0 rather than panicking.
pub(crate) fn expand_into(token: AesNiToken, key: &[u8], enc: &mut [Block; 15], dec: &mut [Block; 15]) -> usize {
    let rounds = expand_enc_into(token, key, enc);
    if rounds != 0 {
        // SAFETY: `token` proves AES-NI (and SSE2, baseline on x86_64) is present.
        unsafe { inverse_schedule(token, rounds, enc, dec) };
    }
    rounds
}

/// [`expand_into`] without the `aesdec` schedule: for keys that only encrypt (GCM-SIV's
/// per-message keys, `backend/siv.rs`).
pub(crate) fn expand_enc_into(token: AesNiToken, key: &[u8], enc: &mut [Block; 15]) -> usize {
    match key.len() {
        // SAFETY: `token` proves AES-NI (and SSE2, baseline on x86_64) is present.
        16 => unsafe { expand_128(token, key, enc) },
        // SAFETY: as above.
        24 => unsafe { expand_words::<6>(token, key, enc) },
        // SAFETY: as above.
        32 => unsafe { expand_256(token, key, enc) },
        _ => return 0,
    }
    key.len() / 4 + 6
}

/// `[w0, w0 ⊕ w1, w0 ⊕ w1 ⊕ w2, w0 ⊕ w1 ⊕ w2 ⊕ w3]` for `k = [w0, w1, w2, w3]`.
#[inline(always)]
fn prefix_xor(k: __m128i) -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe {
        let k = _mm_xor_si128(k, _mm_slli_si128::<4>(k));
        _mm_xor_si128(k, _mm_slli_si128::<8>(k))
    }
}

/// `pshufb` masks: `RotWord(w3)` (bytes 13, 14, 15, 12) and `w3` in every word.
const ROT_WORD3: [u8; 16] = [13, 14, 15, 12, 13, 14, 15, 12, 13, 14, 15, 12, 13, 14, 15, 12];
const WORD3: [u8; 16] = [12, 13, 14, 15, 12, 13, 14, 15, 12, 13, 14, 15, 12, 13, 14, 15];

/// `SubWord(RotWord(w3)) ⊕ rcon` (`rot = ROT_WORD3`) or `SubWord(w3)` (`WORD3`, `rcon = 0`) in
/// every word (see the module comment).
#[inline]
#[target_feature(enable = "aes,ssse3")]
fn sub_word3(k: __m128i, mask: __m128i, rcon: i32) -> __m128i {
    _mm_aesenclast_si128(_mm_shuffle_epi8(k, mask), _mm_set1_epi32(rcon))
}

/// `Rcon` doubled in GF(2^8).
#[inline(always)]
fn next_rcon(rcon: i32) -> i32 {
    (rcon << 1) ^ (((rcon >> 7) & 1) * 0x11b)
}

/// Loads a 16-byte piece of the key (`key.len() >= at + 16`, checked by the callers' lengths).
#[inline(always)]
fn load(key: &[u8], at: usize) -> __m128i {
    let b: &[u8; 16] = key[at..at + 16].try_into().unwrap_or(&[0; 16]);
    // SAFETY (memory): `loadu` reads 16 bytes from a 16-byte array; SSE2 is baseline.
    unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
}

#[inline(always)]
fn store(rk: &mut Block, k: __m128i) {
    // SAFETY (memory): `storeu` writes 16 bytes to a 16-byte array; SSE2 is baseline.
    unsafe { _mm_storeu_si128(rk.as_mut_ptr().cast(), k) }
}

/// AES-128: ten round keys, each from the one before (see the module comment).
#[target_feature(enable = "aes,ssse3")]
fn expand_128(_token: AesNiToken, key: &[u8], enc: &mut [Block; 15]) {
    let rot = load(&ROT_WORD3, 0);
    let mut k = load(key, 0);
    store(&mut enc[0], k);
    let mut rcon = 1;
    for rk in enc[1..=10].iter_mut() {
        k = _mm_xor_si128(prefix_xor(k), sub_word3(k, rot, rcon));
        rcon = next_rcon(rcon);
        store(rk, k);
    }
}

/// AES-256: round keys `2i` from `RotWord(SubWord(·)) ⊕ Rcon` of key `2i − 1`, round keys
/// `2i + 1` from `SubWord(·)` of key `2i`, each XORed onto the prefix XOR of the key two before.
#[target_feature(enable = "aes,ssse3")]
fn expand_256(_token: AesNiToken, key: &[u8], enc: &mut [Block; 15]) {
    let (rot, word) = (load(&ROT_WORD3, 0), load(&WORD3, 0));
    let (mut a, mut b) = (load(key, 0), load(key, 16));
    store(&mut enc[0], a);
    store(&mut enc[1], b);
    let mut rcon = 1;
    for i in 1..=7 {
        a = _mm_xor_si128(prefix_xor(a), sub_word3(b, rot, rcon));
        rcon = next_rcon(rcon);
        store(&mut enc[2 * i], a);
        if i < 7 {
            b = _mm_xor_si128(prefix_xor(b), sub_word3(a, word, 0));
            store(&mut enc[2 * i + 1], b);
        }
    }
}

/// The expansion word by word for a key of `NK` words (`key.len() == 4 * NK`). `NK` is a
/// constant so that the `i mod NK` tests compile to no division: with the key size read at run
/// time, the two divisions a word were most of the expansion's time.
#[target_feature(enable = "aes,sse4.1")]
fn expand_words<const NK: usize>(_token: AesNiToken, key: &[u8], enc: &mut [Block; 15]) {
    let rounds = NK + 6;
    let mut w = [0u32; 60];
    for (i, word) in key.chunks_exact(4).take(NK).enumerate() {
        w[i] = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
    }
    let mut rcon = 1u32;
    for i in NK..4 * (rounds + 1) {
        let mut t = w[i - 1];
        if i % NK == 0 || (NK == 8 && i % NK == 4) {
            let x = _mm_set1_epi32(t as i32);
            let s = _mm_aeskeygenassist_si128::<0>(x);
            if i % NK == 0 {
                // Lane 1: RotWord(SubWord(t)); words are little-endian, so Rcon is the low byte.
                t = (_mm_extract_epi32::<1>(s) as u32) ^ rcon;
                rcon = (rcon << 1) ^ (((rcon >> 7) & 1) * 0x11b);
            } else {
                t = _mm_cvtsi128_si32(s) as u32;
            }
        }
        w[i] = w[i - NK] ^ t;
    }
    for r in 0..=rounds {
        for c in 0..4 {
            enc[r][4 * c..4 * c + 4].copy_from_slice(&w[4 * r + c].to_le_bytes());
        }
    }
    zeroize::Zeroize::zeroize(w.as_mut_slice());
}

/// The `aesdec` schedule of `rounds` rounds from the `aesenc` one, into `dec` (a key expanded
/// by [`expand_enc_into`] that needs to decrypt after all).
pub(crate) fn inverse_into(token: AesNiToken, rounds: usize, enc: &[Block; 15], dec: &mut [Block; 15]) {
    if rounds != 0 {
        // SAFETY: `token` proves AES-NI (and SSE2, baseline on x86_64) is present.
        unsafe { inverse_schedule(token, rounds, enc, dec) };
    }
}

/// The `aesdec` schedule from the `aesenc` one (see the module comment).
#[target_feature(enable = "aes")]
fn inverse_schedule(_token: AesNiToken, rounds: usize, enc: &[Block; 15], dec: &mut [Block; 15]) {
    dec[0] = enc[rounds];
    dec[rounds] = enc[0];
    for r in 1..rounds {
        // SAFETY (memory): `loadu`/`storeu` take unaligned 16-byte arrays we own.
        let k = unsafe { _mm_loadu_si128(enc[rounds - r].as_ptr().cast()) };
        let k = _mm_aesimc_si128(k);
        // SAFETY: as above.
        unsafe { _mm_storeu_si128(dec[r].as_mut_ptr().cast(), k) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIPS 197 Appendix A: the last round key of each key size.
    #[test]
    fn fips197_appendix_a() {
        let Some(token) = AesNiToken::get() else {
            return;
        };
        let cases: [(&str, &str); 3] = [
            ("2b7e151628aed2a6abf7158809cf4f3c", "d014f9a8c9ee2589e13f0cc8b6630ca6"),
            ("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "e98ba06f448c773c8ecc720401002202"),
            ("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", "fe4890d1e6188d0b046df344706c631e"),
        ];
        for (key, last) in cases {
            let key: std::vec::Vec<u8> =
                (0..key.len()).step_by(2).map(|i| u8::from_str_radix(&key[i..i + 2], 16).unwrap()).collect();
            let last: std::vec::Vec<u8> =
                (0..32).step_by(2).map(|i| u8::from_str_radix(&last[i..i + 2], 16).unwrap()).collect();
            let (mut enc, mut dec) = ([[0u8; 16]; 15], [[0u8; 16]; 15]);
            let rounds = expand_into(token, &key, &mut enc, &mut dec);
            assert_eq!(enc[rounds].to_vec(), last);
            assert_eq!(dec[0].to_vec(), last);
        }
    }

    /// The whole-round-key expansions of AES-128 and AES-256 give every round key the word loop
    /// gives (FIPS 197 §5.2 as written), for random keys.
    #[test]
    fn round_steps_match_the_word_loop() {
        let Some(token) = AesNiToken::get() else {
            return;
        };
        let mut rng = crate::backend::test_rng::Rng(0x6b65_7973);
        for _ in 0..200 {
            let mut key = [0u8; 32];
            rng.fill(&mut key);
            let (mut fast, mut words) = ([[0u8; 16]; 15], [[0u8; 16]; 15]);
            // SAFETY: the token proves AES-NI (and SSE4.1) is present.
            unsafe {
                expand_128(token, &key[..16], &mut fast);
                expand_words::<4>(token, &key[..16], &mut words);
            }
            assert_eq!(fast, words);
            // SAFETY: as above.
            unsafe {
                expand_256(token, &key, &mut fast);
                expand_words::<8>(token, &key, &mut words);
            }
            assert_eq!(fast, words);
        }
    }
}
