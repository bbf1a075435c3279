//! GCM bulk kernels: CTR (inc32) and GHASH stitched in one pass, eight blocks per iteration.
//!
//! Each iteration runs the AES rounds of eight counter blocks and the eight GHASH products of
//! eight ciphertext blocks in the same straight-line code, one product per AES round (rounds 0..7;
//! AES has at least 9 rounds before the last), so AESE/AESMC and PMULL issue side by side and the
//! reduction overlaps the last rounds.
//!
//! * open: the ciphertext is the input, so the GHASH of batch `i` and the AES of batch `i` are
//!   independent and share an iteration.
//! * seal: the ciphertext is the output of the AES, so GHASH trails by one batch: iteration `i`
//!   hashes the ciphertext of batch `i - 1` (kept in registers) while encrypting batch `i`; the
//!   last batch is hashed after the loop.
//!
//! Fewer than eight trailing blocks go through single-block CTR and one aggregated GHASH step
//! with powers H^n..H^1. Counter arithmetic is that of `ctr.rs` (inc32); the GHASH maths is in
//! `ghash.rs`.

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use super::aes::{RoundKeys, enc_core, enc_round, enc8_core, load, load_keys, store, xor};
use super::ctr::{ctr32_block, ctr32_get, ctr32_set};
use super::ghash::{Acc, GHashKey, HKeys, ghash_tail, ghash8, load_hkeys, reflect};
use crate::backend::kernels::Block;

/// Eight GCM counter blocks `c, c+1, ..., c+7` (mod 2^32 in the last word).
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
unsafe fn counters8(base: uint8x16_t, c: u32) -> [uint8x16_t; 8] {
    // SAFETY: NEON is baseline on aarch64.
    unsafe {
        let mut b = [base; 8];
        for (j, s) in b.iter_mut().enumerate() {
            *s = ctr32_block(base, c.wrapping_add(j as u32));
        }
        b
    }
}

/// The AES rounds of `b` (all but the final `^ k_Nr`) stitched with the GHASH of `x` (standard
/// byte order) into `y` (reflected). Returns the new `y`.
///
/// # Safety
/// The CPU must have AES and PMULL.
#[inline(always)]
unsafe fn aes8_ghash8<const NR: usize>(
    k: &[uint8x16_t; 15],
    b: &mut [uint8x16_t; 8],
    hk: &HKeys,
    y: uint8x16_t,
    x: &[uint8x16_t; 8],
) -> uint8x16_t {
    // SAFETY: the caller guarantees AES and PMULL.
    unsafe {
        let mut acc = Acc::new();
        // Rounds 0..8, each beside the GHASH product of block r with H^(8-r); y joins block 0.
        // (Two loops with constant trip counts, so both unroll fully for every key size.)
        for r in 0..8 {
            for s in b.iter_mut() {
                *s = enc_round(*s, k[r]);
            }
            let a = if r == 0 { xor(y, reflect(x[0])) } else { reflect(x[r]) };
            acc.mul_add(hk, 7 - r, a);
        }
        for &rk in &k[8..NR - 1] {
            for s in b.iter_mut() {
                *s = enc_round(*s, rk);
            }
        }
        for s in b.iter_mut() {
            *s = vaeseq_u8(*s, k[NR - 1]);
        }
        acc.reduce()
    }
}

/// GCM encryption: CTR (inc32) from `counter`, then GHASH of the ciphertext into `y`
/// (standard byte order); `counter` is left at the next unused block.
///
/// # Safety
/// The CPU must have AES and PMULL; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_gcm_seal<const NR: usize>(
    keys: &RoundKeys,
    gk: &GHashKey,
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    // SAFETY: AES and PMULL are enabled on this function; loads and stores go through
    // `&Block` / `&mut Block` references (whole 16-byte arrays).
    unsafe {
        let k = load_keys::<NR>(keys);
        let hk = load_hkeys(gk);
        let base = load(counter);
        let mut c = ctr32_get(counter);
        let mut acc = reflect(load(y));
        let (chunks, tail) = data.as_chunks_mut::<8>();
        if let Some((first, rest)) = chunks.split_first_mut() {
            let mut b = counters8(base, c);
            c = c.wrapping_add(8);
            enc8_core::<NR>(&k, &mut b);
            let mut prev = b;
            for ((s, blk), p) in b.iter().zip(first.iter_mut()).zip(prev.iter_mut()) {
                *p = xor(*s, xor(load(blk), k[NR]));
                store(blk, *p);
            }
            for chunk in rest {
                let mut b = counters8(base, c);
                c = c.wrapping_add(8);
                acc = aes8_ghash8::<NR>(&k, &mut b, &hk, acc, &prev);
                for ((s, blk), p) in b.iter().zip(chunk.iter_mut()).zip(prev.iter_mut()) {
                    *p = xor(*s, xor(load(blk), k[NR]));
                    store(blk, *p);
                }
            }
            acc = ghash8(&hk, acc, &prev);
        }
        for blk in tail.iter_mut() {
            let s = enc_core::<NR>(&k, ctr32_block(base, c));
            c = c.wrapping_add(1);
            store(blk, xor(s, xor(load(blk), k[NR])));
        }
        acc = ghash_tail(&hk, acc, tail);
        store(y, reflect(acc));
        ctr32_set(counter, c);
    }
}

/// GCM decryption: GHASH of the ciphertext `data` into `y` (standard byte order), then CTR
/// (inc32) from `counter`; `counter` is left at the next unused block.
///
/// # Safety
/// The CPU must have AES and PMULL; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_gcm_open<const NR: usize>(
    keys: &RoundKeys,
    gk: &GHashKey,
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    // SAFETY: as in `armv8_gcm_seal`.
    unsafe {
        let k = load_keys::<NR>(keys);
        let hk = load_hkeys(gk);
        let base = load(counter);
        let mut c = ctr32_get(counter);
        let mut acc = reflect(load(y));
        let (chunks, tail) = data.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut x = [base; 8];
            for (xj, blk) in x.iter_mut().zip(chunk.iter()) {
                *xj = load(blk);
            }
            let mut b = counters8(base, c);
            c = c.wrapping_add(8);
            acc = aes8_ghash8::<NR>(&k, &mut b, &hk, acc, &x);
            for ((s, blk), xj) in b.iter().zip(chunk.iter_mut()).zip(x.iter()) {
                store(blk, xor(*s, xor(*xj, k[NR])));
            }
        }
        acc = ghash_tail(&hk, acc, tail);
        for blk in tail.iter_mut() {
            let s = enc_core::<NR>(&k, ctr32_block(base, c));
            c = c.wrapping_add(1);
            store(blk, xor(s, xor(load(blk), k[NR])));
        }
        store(y, reflect(acc));
        ctr32_set(counter, c);
    }
}
