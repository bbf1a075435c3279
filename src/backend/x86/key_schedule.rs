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
//! instruction per Nk words; this runs once per key, so clarity beats the shuffle-heavy
//! per-key-size variants.
//!
//! The decryption schedule for `aesdec` (the "equivalent inverse cipher", FIPS 197 §5.3.5) is
//! the encryption schedule reversed, with InvMixColumns (`aesimc`) applied to every round key
//! but the first and the last.

#![allow(unsafe_code)]

use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// Round keys for `aesenc` (`enc`) and `aesdec` (`dec`, in the order they are used), as bytes.
/// Entries past `rounds` are zero.
pub(crate) struct RoundKeys {
    pub(crate) enc: [Block; 15],
    pub(crate) dec: [Block; 15],
    pub(crate) rounds: usize,
}

/// Expands a 16-, 24- or 32-byte key. Other lengths are the caller's bug (checked by `AesKey::new`)
/// and give an all-zero schedule rather than a panic.
pub(crate) fn expand(token: AesNiToken, key: &[u8]) -> RoundKeys {
    let mut rk = RoundKeys { enc: [[0; 16]; 15], dec: [[0; 16]; 15], rounds: 0 };
    match key.len() {
        // SAFETY: `token` proves AES-NI (and SSE2, baseline on x86_64) is present.
        16 => unsafe { expand_aesni::<4>(token, key, &mut rk) },
        // SAFETY: as above.
        24 => unsafe { expand_aesni::<6>(token, key, &mut rk) },
        // SAFETY: as above.
        32 => unsafe { expand_aesni::<8>(token, key, &mut rk) },
        _ => {}
    }
    rk
}

/// The expansion for a key of `NK` words (`key.len() == 4 * NK`). `NK` is a constant so that
/// the `i mod NK` tests compile to no division: with the key size read at run time, the two
/// divisions a word were most of the expansion's time (it runs at every key setup).
#[target_feature(enable = "aes,sse4.1")]
fn expand_aesni<const NK: usize>(_token: AesNiToken, key: &[u8], rk: &mut RoundKeys) {
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
            rk.enc[r][4 * c..4 * c + 4].copy_from_slice(&w[4 * r + c].to_le_bytes());
        }
    }
    rk.dec[0] = rk.enc[rounds];
    rk.dec[rounds] = rk.enc[0];
    for r in 1..rounds {
        // SAFETY (memory): `loadu`/`storeu` take unaligned 16-byte arrays we own.
        let k = unsafe { _mm_loadu_si128(rk.enc[rounds - r].as_ptr().cast()) };
        let k = _mm_aesimc_si128(k);
        // SAFETY: as above.
        unsafe { _mm_storeu_si128(rk.dec[r].as_mut_ptr().cast(), k) };
    }
    rk.rounds = rounds;
    zeroize::Zeroize::zeroize(w.as_mut_slice());
}

impl Drop for RoundKeys {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(self.enc.as_flattened_mut());
        zeroize::Zeroize::zeroize(self.dec.as_flattened_mut());
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
            let rk = expand(token, &key);
            assert_eq!(rk.enc[rk.rounds].to_vec(), last);
            assert_eq!(rk.dec[0].to_vec(), last);
        }
    }
}
