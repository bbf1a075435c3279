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
use crate::backend::wipe::{wipe, wipe_block};
use zeroize::Zeroize;

/// SubWord on a little-endian word (byte `j` in bits `8j..8j + 8`): the S-box on each byte, in
/// constant time.
///
/// The bytes are transposed into the circuit's form, bit `b` of byte `j` to bit `j` of `s[b]`, by
/// shifts and masks: `(w >> b) & 0x0101_0101` leaves the four bits at 0, 8, 16 and 24, and two
/// shift-ORs gather them into bits 0-3 (24 → 17 and 8 → 1, then 16 → 2 and 17 → 3); the way back
/// spreads them again. A loop over the 32 bits each way was most of SubWord's time.
fn sub_word(w: u32) -> u32 {
    let mut s = [0u64; 8];
    for (b, sb) in s.iter_mut().enumerate() {
        let x = (w >> b) & 0x0101_0101;
        let x = x | (x >> 7);
        let x = x | (x >> 14);
        *sb = u64::from(x & 0xf);
    }
    sub_bytes_nonot(&mut s);
    let mut out = 0x6363_6363;
    for (b, sb) in s.iter().enumerate() {
        let y = (*sb as u32) & 0xf;
        let y = (y | (y << 14)) & 0x0003_0003;
        let y = (y | (y << 7)) & 0x0101_0101;
        out ^= y << b;
    }
    s.zeroize();
    out
}

/// Expands `key` (16, 24 or 32 bytes) into `Nr + 1` round keys in FIPS 197 byte order; returns
/// the round keys and `Nr`. Words are little-endian `u32`s (`RotWord` is a rotation right by 8).
pub(super) fn expand(key: &[u8]) -> ([Block; 15], usize) {
    let nk = (key.len() / 4).clamp(4, 8);
    let rounds = nk + 6;
    let mut w = [0u32; 60];
    for (i, wi) in w.iter_mut().enumerate().take(nk) {
        let b = key.get(4 * i..4 * i + 4).unwrap_or(&[0; 4]);
        *wi = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    }
    let mut rcon = 1u8;
    // `i mod nk`, kept as a counter (a division per word otherwise: `nk` is not a constant).
    let mut j = 0;
    for i in nk..4 * (rounds + 1) {
        let mut t = w[i - 1];
        if j == 0 {
            t = sub_word(t.rotate_right(8)) ^ u32::from(rcon);
            // xtime of a public constant.
            rcon = (rcon << 1) ^ ((rcon >> 7) * 0x1b);
        } else if nk > 6 && j == 4 {
            t = sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
        j = if j + 1 == nk { 0 } else { j + 1 };
    }
    let mut rk = [[0u8; 16]; 15];
    for (r, k) in rk.iter_mut().enumerate().take(rounds + 1) {
        for c in 0..4 {
            k[4 * c..4 * c + 4].copy_from_slice(&w[4 * r + c].to_le_bytes());
        }
    }
    w.zeroize();
    (rk, rounds)
}

/// The bitsliced round keys for the fixsliced cipher (see the module comment).
pub(super) fn fixsliced_keys(rk: &[Block; 15], rounds: usize) -> RoundKeys {
    let mut out = [[0u64; 8]; 15];
    let mut blocks = [[0u8; 16]; 4];
    let mut stored = [0u8; 16];
    for (i, (o, k)) in out.iter_mut().zip(rk.iter()).enumerate().take(rounds + 1) {
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
    }
    // Once, at the end (each round overwrites both): a `zeroize` of each round's 16 bytes, a
    // volatile store per byte, was a visible share of key setup.
    wipe_block(&mut stored);
    wipe(&mut blocks);
    out
}
