//! Constant-time key expansion (FIPS 197 §5.2) into the fixsliced round keys.
//!
//! Round key `i` is stored permuted into phase `i` (`S[r][c] = K[r][c - i·r]`, see `fixslice.rs`),
//! in all four block slots, bitsliced, and XORed with 0x63 in every byte for `i >= 1` (the
//! constant the S-box circuit leaves out, see `sbox.rs`): words 0, 1, 5 and 6 are inverted.
//!
//! Two ways there, both without a table indexed by key bytes (Rcon and the word index are
//! public):
//! - 16- and 32-byte keys ([`bitsliced_keys`]): the schedule runs in the bitsliced domain. Each
//!   step runs the S-box circuit on the whole previous round key and does RotWord, the column
//!   XORs and the phase permutation as shifts of the bitsliced words. [`bitsliced_keys_and_h`]
//!   also encrypts the zero block (GCM's `H`) in the same pass, sharing each round's circuit.
//! - 24-byte keys, whose 6-word steps straddle the round keys: [`expand`] on words (SubWord on
//!   the same circuit, four bytes in the low bits of eight words), then [`fixsliced_keys`].

use super::bitslice::{pack_words, unpack};
use super::fixslice::{RoundKeys, mix_columns, swap_phase2};
use super::sbox::sub_bytes_nonot;
use crate::backend::kernels::Block;
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

/// Bitsliced round key `i` (phase 0, the four block slots alike, not inverted) from the key's
/// words `4i..4i + 4`.
fn plain_from_words(w: &[u32]) -> [u64; 8] {
    let lo = u64::from(w[0]) | u64::from(w[1]) << 32;
    let hi = u64::from(w[2]) | u64::from(w[3]) << 32;
    pack_words([lo, hi, lo, hi, lo, hi, lo, hi])
}

/// One step of the schedule in the bitsliced domain (positions `16r + 4c + k`, `bitslice.rs`):
/// the next round key from the one `Nk` words back (`back`) and the previous one, given as `t`,
/// the S-box circuit's output on it (the circuit runs on the whole key, as cheap as on four
/// bytes): column 0 is `back`'s column 0 XOR `SubWord(RotWord(last's column 3)) ^ rcon` (with
/// `rot`) or `SubWord(last's column 3)` (AES-256's middle step), and each later column XORs in
/// the new column before it. Every shift here moves whole columns or rows (multiples of 4 bits),
/// so each block slot `k` is computed from slot `k` of `back` and `t` alone.
#[inline(always)]
fn next_plain(back: &[u64; 8], t: &[u64; 8], rot: bool, rcon: u8) -> [u64; 8] {
    const COL0: u64 = 0x000f_000f_000f_000f;
    let mut out = [0u64; 8];
    for b in 0..8 {
        // RotWord: row r takes row r + 1 (a rotation right by one 16-bit row group).
        let x = if rot { t[b].rotate_right(16) } else { t[b] };
        // Column 3 into column 0 of each row, the S-box's missing 0x63, and Rcon in row 0.
        let mut f = (x >> 12) & COL0;
        if (0x63 >> b) & 1 == 1 {
            f ^= COL0;
        }
        if (rcon >> b) & 1 == 1 {
            f ^= 0xf;
        }
        // Every column gets it, and the running XOR of `back`'s columns.
        f |= f << 4;
        f |= f << 8;
        let mut y = back[b];
        y ^= (y << 4) & 0xfff0_fff0_fff0_fff0;
        y ^= (y << 8) & 0xff00_ff00_ff00_ff00;
        out[b] = y ^ f;
    }
    out
}

/// The masks of [`phase`] for phase `i`: row `r`'s columns rotate by `i·r` (column `c` takes
/// column `c - i·r`), a rotation left by `4s` bits inside its 16-bit group, `s = i·r mod 4`. A
/// row's rotation is two shifts of the whole word, one left by `4s` (masked to the row's upper
/// `16 - 4s` bits) and one right by `16 - 4s` (its lower `4s` bits), and the rows that share a
/// shift share its instruction: entry `t` masks the `t`-th of the seven terms `x`, `x << 4`,
/// `x >> 12`, `x << 8`, `x >> 8`, `x << 12`, `x >> 4`.
const fn phase_masks(i: usize) -> [u64; 7] {
    let mut m = [0u64; 7];
    let mut r = 0;
    while r < 4 {
        let s = (i * r) % 4;
        let row = 16 * r as u32;
        if s == 0 {
            m[0] |= 0xffff << row;
        } else {
            // Left by 4s: the row's bits 4s..16; right by 16 - 4s: its bits 0..4s.
            let hi = (0xffffu64 << (4 * s)) & 0xffff;
            let lo = 0xffffu64 >> (16 - 4 * s);
            m[2 * s - 1] |= hi << row;
            m[2 * s] |= lo << row;
        }
        r += 1;
    }
    m
}

/// Round key `i` of phase 0 into phase `P = i mod 4` ([`phase_masks`]). `P` is a constant so
/// that the terms whose mask is zero fold away: phase 0 is the identity, phase 2 two shifts.
#[inline(always)]
fn phase<const P: usize>(x: u64) -> u64 {
    let m = const { phase_masks(P) };
    (x & m[0])
        | ((x << 4) & m[1])
        | ((x >> 12) & m[2])
        | ((x << 8) & m[3])
        | ((x >> 8) & m[4])
        | ((x << 12) & m[5])
        | ((x >> 4) & m[6])
}

/// Writes round key `i` (from phase 0 `p`) as the fixsliced round keys hold it: in phase
/// `P = i mod 4`, with the bits that the S-box's missing NOTs need inverted from round 1 on.
#[inline(always)]
fn emit<const P: usize>(o: &mut [u64; 8], p: &[u64; 8], invert: bool) {
    for b in 0..8 {
        o[b] = phase::<P>(p[b]);
    }
    if invert {
        for b in [0, 1, 5, 6] {
            o[b] = !o[b];
        }
    }
}

/// The fixsliced round keys of a 16- or 32-byte key, the schedule run in the bitsliced domain
/// (no SubWord transpositions, one pack per key word pair); `None` for 24-byte keys, whose
/// 6-word steps straddle the round keys (they take [`expand`] and [`fixsliced_keys`]).
pub(super) fn bitsliced_keys(key: &[u8], out: &mut RoundKeys) -> Option<usize> {
    schedule::<false>(key, out, &mut [0; 16])
}

/// [`bitsliced_keys`], and `h = E_K(0^128)` (GCM's hash key), the encryption run alongside the
/// schedule so that each round's S-box circuit serves both (see [`schedule`]).
pub(super) fn bitsliced_keys_and_h(key: &[u8], out: &mut RoundKeys, h: &mut Block) -> Option<usize> {
    schedule::<true>(key, out, h)
}

/// Block slot 0 of the bitsliced words (positions `≡ 0 mod 4`).
const SLOT0: u64 = 0x1111_1111_1111_1111;

/// The schedule of [`bitsliced_keys`]; with `ENC`, also the encryption of the zero block into
/// `h`.
///
/// Round `i` of the encryption runs the S-box on the state after round `i - 1`, and step `i` of
/// the schedule runs it on round key `i - 1`: both inputs are known at the same time, and the
/// circuit works on each bit position alone. So one circuit takes the state in block slot 0 and
/// the round key in slots 1..3 (a slot is the bit positions `≡ k mod 4`), and every linear step
/// after it (the schedule's column XORs, MixColumns, the phase shifts) moves whole columns or
/// rows, so the slots never mix: slot 0 of the new key is then wrong (it came from the state)
/// and is copied from slot 1, and slots 1..3 of the state are wrong and never read (the next
/// round takes slot 0 only, and `h` is block 0). The zero block needs no slot of its own
/// otherwise: every slot of the state would have held the same block.
#[inline(always)]
fn schedule<const ENC: bool>(key: &[u8], out: &mut RoundKeys, h: &mut Block) -> Option<usize> {
    let nk = key.len() / 4;
    if nk != 4 && nk != 8 {
        return None;
    }
    let rounds = nk + 6;
    let mut w = [0u32; 8];
    for (i, wi) in w.iter_mut().enumerate().take(nk) {
        *wi = u32::from_le_bytes([key[4 * i], key[4 * i + 1], key[4 * i + 2], key[4 * i + 3]]);
    }
    // The last two round keys of phase 0 (`Nk = 8` steps from both; `Nk = 4` from the last).
    let mut ring = [plain_from_words(&w[0..4]), [0u64; 8]];
    let step = nk / 4;
    emit::<0>(&mut out[0], &ring[0], false);
    if step == 2 {
        ring[1] = plain_from_words(&w[4..8]);
        emit::<1>(&mut out[1], &ring[1], true);
    }
    // The state: 0 ^ round key 0.
    let mut s = out[0];
    let mut rcon = 1u8;
    for i in 1..=rounds {
        let keyed = i >= step;
        if !ENC && !keyed {
            continue;
        }
        let last = &ring[(i - 1) % 2];
        let mut t: [u64; 8] = if ENC { core::array::from_fn(|b| (s[b] & SLOT0) | (last[b] & !SLOT0)) } else { *last };
        sub_bytes_nonot(&mut t);
        if keyed {
            let full = step == 1 || i % 2 == 0;
            ring[i % 2] = next_plain(&ring[(i - step) % 2], &t, full, if full { rcon } else { 0 });
            if full {
                rcon = (rcon << 1) ^ ((rcon >> 7) * 0x1b);
            }
            let next = &mut ring[i % 2];
            if ENC {
                for x in next.iter_mut() {
                    *x = (*x & !SLOT0) | ((*x >> 1) & SLOT0);
                }
            }
            let o = &mut out[i];
            match i % 4 {
                0 => emit::<0>(o, next, true),
                1 => emit::<1>(o, next, true),
                2 => emit::<2>(o, next, true),
                _ => emit::<3>(o, next, true),
            }
        }
        if ENC {
            if i < rounds {
                match i % 4 {
                    0 => mix_columns::<u64, 0>(&mut t),
                    1 => mix_columns::<u64, 1>(&mut t),
                    2 => mix_columns::<u64, 2>(&mut t),
                    _ => mix_columns::<u64, 3>(&mut t),
                }
            }
            for (sb, (tb, kb)) in s.iter_mut().zip(t.iter().zip(&out[i])) {
                *sb = tb ^ kb;
            }
        }
        t.zeroize();
    }
    if ENC {
        if rounds % 4 == 2 {
            swap_phase2(&mut s);
        }
        let mut blocks = [[0u8; 16]; 4];
        unpack(&s, &mut blocks);
        *h = blocks[0];
        blocks.zeroize();
    }
    s.zeroize();
    w.zeroize();
    ring.as_flattened_mut().zeroize();
    Some(rounds)
}

#[cfg(test)]
mod tests {
    use super::super::bitslice::pack;
    use super::super::fixslice::encrypt;
    use super::*;

    #[test]
    fn bitsliced_keys_match_word_schedule() {
        let mut rng = crate::backend::test_rng::Rng(0x0123_4567_89ab_cdef);
        let mut want_24 = [[0u64; 8]; 15];
        assert_eq!(bitsliced_keys(&[7; 24], &mut want_24), None, "24-byte keys take the word schedule");
        assert_eq!(bitsliced_keys_and_h(&[7; 24], &mut want_24, &mut [0; 16]), None);
        for len in [16usize, 32] {
            for _ in 0..50 {
                let key: [u8; 32] = [rng.block(), rng.block()].concat().try_into().unwrap();
                let (w, rounds) = expand(&key[..len]);
                let mut want = [[0u64; 8]; 15];
                fixsliced_keys(&w, rounds, &mut want);
                let mut got = [[0u64; 8]; 15];
                assert_eq!(bitsliced_keys(&key[..len], &mut got), Some(rounds));
                assert_eq!(got, want, "len {len}, key {key:02x?}");
                // With the zero block's encryption alongside: the same keys, and the block
                // the cipher gives.
                let (mut got, mut h) = ([[0u64; 8]; 15], [0u8; 16]);
                assert_eq!(bitsliced_keys_and_h(&key[..len], &mut got, &mut h), Some(rounds));
                assert_eq!(got, want, "len {len}, key {key:02x?}");
                let mut zero = [[0u8; 16]; 4];
                let mut st = pack::<u64>(&zero);
                match rounds {
                    10 => encrypt::<u64, 10>(&want, &mut st),
                    _ => encrypt::<u64, 14>(&want, &mut st),
                }
                unpack(&st, &mut zero);
                assert_eq!(h, zero[0], "len {len}, key {key:02x?}");
            }
        }
    }
}
