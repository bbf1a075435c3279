//! Constant-time key expansion (FIPS 197 §5.2) and the fixsliced round keys.
//!
//! SubWord runs the same bitsliced S-box circuit as the cipher (four bytes in the low bits of
//! eight words), so no table is indexed by key bytes. Rcon and the word index are public.
//!
//! Round key `i` is then permuted into phase `i` (`S[r][c] = K[r][c - i·r]`, see `fixslice.rs`),
//! copied into all four block slots, bitsliced, and XORed with 0x63 in every byte for `i >= 1`
//! (the constant the S-box circuit leaves out, see `sbox.rs`): words 0, 1, 5 and 6 are inverted.

use super::bitslice::pack_words;
use super::fixslice::RoundKeys;
use super::sbox::sub_bytes_nonot;
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

/// Expands `key` (16, 24 or 32 bytes) into the `4·(Nr + 1)` words of the FIPS 197 schedule;
/// returns them and `Nr`. Words are little-endian `u32`s (`RotWord` is a rotation right by 8), so
/// round key `i` is words `4i..4i + 4`, column `c` the word `4i + c` and row `r` its byte `r`.
pub(super) fn expand(key: &[u8]) -> ([u32; 60], usize) {
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
    (w, rounds)
}

/// The bitsliced round keys for the fixsliced cipher (see the module comment).
///
/// Every round key fills all four block slots `k` of its words (positions `16r + 4c + k`, see
/// `bitslice.rs`). One transposition takes four blocks, so the keys go through it four at a
/// time, key `i + k` in slot `k`: `(q >> k) & 0x1111..` then moves key `i + k`'s bits to slot 0
/// of every nibble, and `x | x << 1 | x << 2 | x << 3` copies them into the other three slots
/// (the nibbles are disjoint, so nothing overlaps). Three or four transpositions instead of one
/// per round key (11, 13 or 15), which were a fifth of a soft GCM key's setup.
pub(super) fn fixsliced_keys(w: &[u32; 60], rounds: usize, out: &mut RoundKeys) {
    const SLOT0: u64 = 0x1111_1111_1111_1111;
    let mut q = [0u64; 8];
    for first in (0..=rounds).step_by(4) {
        for k in 0..4 {
            // Round key `i` into phase `i`: column `c` takes row `r` from column `c - i·r` (each
            // column a little-endian word, row `r` its byte `r`). Past the last key the slot keeps
            // the words of an earlier group, which are never read.
            let i = first + k;
            let Some(key) = w.get(4 * i..4 * i + 4).filter(|_| i <= rounds) else { continue };
            let col = |c: usize| key[c];
            let phased = |c: usize| -> u64 {
                (0..4).fold(0, |w, r| w | (col((c + 4 - (i * r) % 4) % 4) & (0xff << (8 * r)))).into()
            };
            q[2 * k] = phased(0) | phased(1) << 32;
            q[2 * k + 1] = phased(2) | phased(3) << 32;
        }
        let mut s = pack_words(q);
        for (k, o) in out.iter_mut().enumerate().skip(first).take(4.min(rounds + 1 - first)) {
            let slot = k - first;
            for (ob, sb) in o.iter_mut().zip(s.iter()) {
                let x = (sb >> slot) & SLOT0;
                *ob = x | x << 1 | x << 2 | x << 3;
            }
            if k >= 1 {
                for b in [0, 1, 5, 6] {
                    o[b] = !o[b];
                }
            }
        }
        s.zeroize();
    }
    q.zeroize();
}
