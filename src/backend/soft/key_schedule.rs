//! Constant-time key expansion (FIPS 197 §5.2) and the fixsliced round keys.
//!
//! SubWord runs the same bitsliced S-box circuit as the cipher (four bytes in the low bits of
//! eight words), so no table is indexed by key bytes. Rcon and the word index are public.
//!
//! Round key `i` is then permuted into phase `i` (`S[r][c] = K[r][c - i·r]`, see `fixslice.rs`),
//! copied into all four block slots, bitsliced, and XORed with 0x63 in every byte for `i >= 1`
//! (the constant the S-box circuit leaves out, see `sbox.rs`): words 0, 1, 5 and 6 are inverted.

use super::bitslice::pack;
use super::fixslice::RoundKeys;
use super::sbox::sub_bytes_nonot;
use crate::backend::kernels::Block;
use zeroize::Zeroize;

/// SubWord: the S-box on each of the four bytes, in constant time.
fn sub_word(w: [u8; 4]) -> [u8; 4] {
    let mut s = [0u64; 8];
    for (b, sb) in s.iter_mut().enumerate() {
        for (j, &byte) in w.iter().enumerate() {
            *sb |= u64::from((byte >> b) & 1) << j;
        }
    }
    sub_bytes_nonot(&mut s);
    let mut out = [0x63u8; 4];
    for (b, sb) in s.iter().enumerate() {
        for (j, o) in out.iter_mut().enumerate() {
            *o ^= (((sb >> j) & 1) as u8) << b;
        }
    }
    s.zeroize();
    out
}

/// Expands `key` (16, 24 or 32 bytes) into `Nr + 1` round keys in FIPS 197 byte order; returns
/// the round keys and `Nr`.
pub(super) fn expand(key: &[u8]) -> ([Block; 15], usize) {
    let nk = (key.len() / 4).clamp(4, 8);
    let rounds = nk + 6;
    let mut w = [[0u8; 4]; 60];
    for (i, wi) in w.iter_mut().enumerate().take(nk) {
        wi.copy_from_slice(key.get(4 * i..4 * i + 4).unwrap_or(&[0; 4]));
    }
    let mut rcon = 1u8;
    for i in nk..4 * (rounds + 1) {
        let mut t = w[i - 1];
        if i % nk == 0 {
            t = sub_word([t[1], t[2], t[3], t[0]]);
            t[0] ^= rcon;
            // xtime of a public constant.
            rcon = (rcon << 1) ^ ((rcon >> 7) * 0x1b);
        } else if nk > 6 && i % nk == 4 {
            t = sub_word(t);
        }
        for j in 0..4 {
            w[i][j] = w[i - nk][j] ^ t[j];
        }
        t.zeroize();
    }
    let mut rk = [[0u8; 16]; 15];
    for (r, k) in rk.iter_mut().enumerate().take(rounds + 1) {
        for c in 0..4 {
            k[4 * c..4 * c + 4].copy_from_slice(&w[4 * r + c]);
        }
    }
    w.zeroize();
    (rk, rounds)
}

/// The bitsliced round keys for the fixsliced cipher (see the module comment).
pub(super) fn fixsliced_keys(rk: &[Block; 15], rounds: usize) -> RoundKeys {
    let mut out = [[0u64; 8]; 15];
    let mut blocks = [[0u8; 16]; 4];
    for (i, (o, k)) in out.iter_mut().zip(rk.iter()).enumerate().take(rounds + 1) {
        let mut stored = [0u8; 16];
        for r in 0..4 {
            for c in 0..4 {
                stored[4 * c + r] = k[4 * ((c + 4 - (i * r) % 4) % 4) + r];
            }
        }
        blocks = [stored; 4];
        *o = pack::<u64>(&blocks);
        if i >= 1 {
            for b in [0, 1, 5, 6] {
                o[b] = !o[b];
            }
        }
        stored.zeroize();
    }
    blocks.zeroize();
    out
}
