//! CBC: serial encryption with the chaining XOR taken off the critical path, eight-wide
//! decryption, and multi-buffer encryption of up to eight messages interleaved.
//!
//! Encryption. `c_i = E(p_i ^ c_{i-1})`, and `E` ends with `c = AESE(s, k_{Nr-1}) ^ k_Nr` while
//! the next block starts with `AESE(p ^ c, k_0) = SR(SB(p ^ c ^ k_0))`. Keep `u_i = c_i ^ k_Nr`
//! (the last AESE output) instead of `c_i`; then
//!
//! ```text
//!   AESE(p_{i+1} ^ c_i, k_0) = SR(SB(u_i ^ (p_{i+1} ^ k_0 ^ k_Nr))) = AESE(u_i, p_{i+1} ^ k_0 ^ k_Nr)
//! ```
//!
//! so the first round takes `p_{i+1} ^ (k_0 ^ k_Nr)` — computed while the previous block is
//! still in flight — as its round key, and the chain from one block to the next is only
//! `Nr` AESE and `Nr - 1` AESMC: no XOR at all. `c_i = u_i ^ k_Nr` is computed beside the chain
//! for the store. The chain starts from `u_0 = iv ^ k_Nr`.
//!
//! Decryption. `p_i = D(c_i) ^ c_{i-1}` has no chain: eight blocks go through the rounds at once
//! and the final `^ d_Nr` is merged with `^ c_{i-1}` off the critical path. All eight ciphertexts
//! are in registers before any plaintext is stored, so it works in place.

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use super::aes::{RoundKeys, dec_core, dec8_core, enc_round, load, load_keys, store, xor};
use crate::backend::kernels::Block;

/// Blocks in flight in the eight-wide kernels.
const LANES: usize = 8;

/// The middle and last rounds of the CBC chain: from `AESE(u, p ^ k_0 ^ k_Nr)` (round 0, done
/// by the caller through `first`) to the next `u`.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
unsafe fn chain_step<const NR: usize>(k: &[uint8x16_t; 15], u: uint8x16_t, first: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees the AES extension.
    unsafe {
        let mut s = enc_round(u, first);
        for &rk in &k[1..NR - 1] {
            s = enc_round(s, rk);
        }
        vaeseq_u8(s, k[NR - 1])
    }
}

/// CBC encryption of one message; `iv` becomes the last ciphertext block.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_cbc_encrypt<const NR: usize>(keys: &RoundKeys, iv: &mut Block, data: &mut [Block]) {
    // SAFETY: the AES extension is enabled on this function; loads and stores go through
    // `&Block` / `&mut Block` references (whole 16-byte arrays).
    unsafe {
        let k = load_keys::<NR>(keys);
        let k0_kn = xor(k[0], k[NR]);
        let mut u = xor(load(iv), k[NR]);
        for blk in data.iter_mut() {
            u = chain_step::<NR>(&k, u, xor(load(blk), k0_kn));
            store(blk, xor(u, k[NR]));
        }
        store(iv, xor(u, k[NR]));
    }
}

/// CBC decryption, eight blocks in flight; `iv` becomes the last ciphertext block.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its decryption schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_cbc_decrypt<const NR: usize>(keys: &RoundKeys, iv: &mut Block, data: &mut [Block]) {
    // SAFETY: as in `armv8_cbc_encrypt`.
    unsafe {
        let d = load_keys::<NR>(keys);
        let mut prev = load(iv);
        let (chunks, tail) = data.as_chunks_mut::<LANES>();
        for chunk in chunks {
            let mut c = [vdupq_n_u8(0); LANES];
            for (s, blk) in c.iter_mut().zip(chunk.iter()) {
                *s = load(blk);
            }
            let mut b = c;
            dec8_core::<NR>(&d, &mut b);
            // p_0 = D(c_0) ^ prev, p_j = D(c_j) ^ c_{j-1}
            store(&mut chunk[0], xor(b[0], xor(d[NR], prev)));
            for j in 1..LANES {
                store(&mut chunk[j], xor(b[j], xor(d[NR], c[j - 1])));
            }
            prev = c[LANES - 1];
        }
        for blk in tail {
            let c = load(blk);
            store(blk, xor(dec_core::<NR>(&d, c), xor(d[NR], prev)));
            prev = c;
        }
        store(iv, prev);
    }
}

/// One message being encrypted in a lane of [`armv8_cbc_encrypt_many`].
struct Lane<'a> {
    /// Receives the last ciphertext block when the message ends.
    iv: &'a mut Block,
    /// The blocks not yet encrypted; never empty while the lane is active.
    rest: &'a mut [Block],
}

/// Multi-buffer CBC encryption: up to eight messages advance one block per step, interleaved so
/// their eight independent chains fill the AES pipeline. When a message ends its lane is
/// refilled with the next non-empty message (`u = iv ^ k_Nr`, as in [`armv8_cbc_encrypt`]);
/// empty messages keep their IV. Idle lanes compute on zeros and are ignored. Each lane runs
/// exactly the serial recurrence, so the result equals encrypting each message alone.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_cbc_encrypt_many<const NR: usize>(
    keys: &RoundKeys,
    ivs: &mut [Block],
    data: &mut [&mut [Block]],
) {
    // SAFETY: as in `armv8_cbc_encrypt`.
    unsafe {
        let k = load_keys::<NR>(keys);
        let k0_kn = xor(k[0], k[NR]);
        let zero = vdupq_n_u8(0);
        let mut pending = ivs
            .iter_mut()
            .zip(data.iter_mut())
            .filter(|(_, msg)| !msg.is_empty())
            .map(|(iv, msg)| Lane { iv, rest: msg });
        let mut lanes: [Option<Lane<'_>>; LANES] = [const { None }; LANES];
        let mut u = [zero; LANES];
        loop {
            // Refill idle lanes; stop when none is active.
            let mut active = false;
            for (lane, uj) in lanes.iter_mut().zip(u.iter_mut()) {
                if lane.is_none() {
                    *lane = pending.next();
                    if let Some(l) = lane {
                        *uj = xor(load(l.iv), k[NR]);
                    }
                }
                active |= lane.is_some();
            }
            if !active {
                break;
            }
            // Round 0 keys: p ^ k_0 ^ k_Nr for active lanes.
            let mut first = [zero; LANES];
            for (lane, f) in lanes.iter().zip(first.iter_mut()) {
                if let Some(Lane { rest: [p, ..], .. }) = lane {
                    *f = xor(load(p), k0_kn);
                }
            }
            // One block of every lane, round by round.
            let mut s = [zero; LANES];
            for j in 0..LANES {
                s[j] = enc_round(u[j], first[j]);
            }
            for &rk in &k[1..NR - 1] {
                for sj in s.iter_mut() {
                    *sj = enc_round(*sj, rk);
                }
            }
            for (uj, sj) in u.iter_mut().zip(s.iter()) {
                *uj = vaeseq_u8(*sj, k[NR - 1]);
            }
            // Store, advance, retire finished lanes.
            for (lane, uj) in lanes.iter_mut().zip(u.iter()) {
                if let Some(l) = lane {
                    let c = xor(*uj, k[NR]);
                    if let Some((p, rest)) = core::mem::take(&mut l.rest).split_first_mut() {
                        store(p, c);
                        l.rest = rest;
                    }
                    if l.rest.is_empty() {
                        store(l.iv, c);
                        *lane = None;
                    }
                }
            }
        }
    }
}
