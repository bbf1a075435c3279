//! GCM bulk kernels: CTR (inc32) and GHASH stitched in one pass, eight blocks per iteration.
//!
//! Each iteration runs the AES rounds of eight counter blocks and the eight GHASH products of
//! eight ciphertext blocks in the same straight-line code, two products per two AES rounds
//! (rounds 0..7; AES has at least 9 rounds before the last), so AESE/AESMC and PMULL issue side
//! by side and the reduction overlaps the last rounds. Nothing is spilled to the stack: what does
//! not fit in registers (the powers of H, the hashed ciphertext, the late round keys) is loaded
//! from its own memory where it is used (see `aes8_ghash8`, `REG_KEYS`).
//!
//! * open: the ciphertext is the input, so the GHASH of batch `i` and the AES of batch `i` are
//!   independent and share an iteration.
//! * seal: the ciphertext is the output of the AES, so GHASH trails by one batch: iteration `i`
//!   hashes the ciphertext of batch `i - 1` (read back from the output) while encrypting batch
//!   `i`; the last batch is hashed after the loop.
//!
//! Fewer than eight trailing blocks go through single-block CTR and one aggregated GHASH step
//! with powers H^n..H^1. Counter arithmetic is that of `ctr.rs` (inc32); the GHASH maths is in
//! `ghash.rs`.

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use super::aes::{RoundKeys, enc_core, enc_round, enc8_core, fresh, load, load_keys, store, xor3};
use super::ctr::{ctr32_block, ctr32_get, ctr32_set};
use super::ghash::{Acc, GHashKey, ghash_tail, join, load_hkeys, reflect, swapped};
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
/// byte order, read from memory) into `y` (reflected). Returns the new `y`.
///
/// The powers of H, the blocks of `x` and the round keys from [`REG_KEYS`] on are loaded where
/// they are used, not held in registers across the loop (the callers pass `gk`, `x` and `keys`
/// through [`fresh`]): eight round keys, the eight blocks in flight and the three unreduced
/// sums leave the GHASH operands about a dozen of the 32 vector registers, and anything more
/// would be spilled to the stack.
///
/// # Safety
/// The CPU must have AES and PMULL, and FEAT_SHA3 if `E3`.
#[inline(always)]
unsafe fn aes8_ghash8<const NR: usize, const E3: bool>(
    k: &[uint8x16_t; 15],
    keys: &RoundKeys,
    b: &mut [uint8x16_t; 8],
    gk: &GHashKey,
    y: uint8x16_t,
    x: &[Block; 8],
) -> uint8x16_t {
    // SAFETY: the caller guarantees AES and PMULL (and FEAT_SHA3 if `E3`); `load` reads whole
    // 16-byte arrays.
    unsafe {
        let mut acc = Acc::new();
        // Rounds 0..8 beside the GHASH products, two blocks per two rounds: block r with
        // H^(8-r), y joined to block 0 (see `ghash8`). (Loops with constant trip counts, so
        // they unroll fully for every key size.)
        for p in 0..4 {
            for r in [2 * p, 2 * p + 1] {
                for s in b.iter_mut() {
                    *s = enc_round(*s, k[r]);
                }
            }
            let a = if p == 0 { join(y, load(&x[0])) } else { swapped(load(&x[2 * p])) };
            acc.mul_add_pair::<E3>(gk.pair(3 - p), a, swapped(load(&x[2 * p + 1])));
        }
        for r in 8..NR - 1 {
            let rk = late_key(k, keys, r);
            for s in b.iter_mut() {
                *s = enc_round(*s, rk);
            }
        }
        let rk = late_key(k, keys, NR - 1);
        for s in b.iter_mut() {
            *s = vaeseq_u8(*s, rk);
        }
        acc.reduce::<E3>()
    }
}

/// Round keys `k_0..k_7` (the rounds beside the GHASH products) stay in registers across the
/// stitched loops; the later ones are loaded from the schedule in every iteration, where the
/// operands of those products are no longer live. Holding all of them (11 to 15) as well
/// leaves the register allocator short: for AES-192/256 it spills, and for AES-128 it rotates
/// the keys through registers with a chain of moves every iteration.
const REG_KEYS: usize = 8;

/// Round key `r` of the stitched loop: `k[r]` or, from [`REG_KEYS`] on, loaded from `keys`.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
unsafe fn late_key(k: &[uint8x16_t; 15], keys: &RoundKeys, r: usize) -> uint8x16_t {
    // SAFETY: NEON is baseline; `load` reads a whole 16-byte array.
    if r < REG_KEYS { k[r] } else { unsafe { load(&keys[r]) } }
}

/// Stores `b ^ k_Nr ^ data` over `data` (the last AES round and the CTR XOR).
///
/// # Safety
/// NEON (baseline), and FEAT_SHA3 if `E3`.
#[inline(always)]
unsafe fn xor_store<const E3: bool>(b: &[uint8x16_t; 8], last: uint8x16_t, data: &mut [Block; 8]) {
    // SAFETY: as the caller guarantees; `load` and `store` go through whole 16-byte arrays.
    unsafe {
        for (s, blk) in b.iter().zip(data.iter_mut()) {
            store(blk, xor3::<E3>(*s, load(blk), last));
        }
    }
}

/// GCM encryption: CTR (inc32) from `counter`, then GHASH of the ciphertext into `y`
/// (standard byte order); `counter` is left at the next unused block.
///
/// # Safety
/// The CPU must have AES and PMULL, and FEAT_SHA3 if `E3`; `NR` is 10, 12 or 14 and `keys` its
/// schedule.
#[inline(always)]
unsafe fn seal<const NR: usize, const E3: bool>(
    keys: &RoundKeys,
    gk: &GHashKey,
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    // SAFETY: the caller guarantees AES and PMULL (and FEAT_SHA3 if `E3`); loads and stores go
    // through `&Block` / `&mut Block` references (whole 16-byte arrays).
    unsafe {
        let k = load_keys::<NR>(keys);
        let base = load(counter);
        let mut c = ctr32_get(counter);
        let mut acc = reflect(load(y));
        let (chunks, tail) = data.as_chunks_mut::<8>();
        // Batch i is encrypted beside the GHASH of batch i - 1, read back from where it was
        // just stored; the last batch is hashed after the loop.
        if let Some(first) = chunks.first_mut() {
            let mut b = counters8(base, c);
            c = c.wrapping_add(8);
            enc8_core::<NR>(&k, &mut b);
            xor_store::<E3>(&b, k[NR], first);
        }
        for i in 1..chunks.len() {
            let (done, todo) = chunks.split_at_mut(i);
            let mut b = counters8(base, c);
            c = c.wrapping_add(8);
            let rk = fresh(keys);
            acc = aes8_ghash8::<NR, E3>(&k, rk, &mut b, fresh(gk), acc, fresh(&done[i - 1]));
            xor_store::<E3>(&b, late_key(&k, rk, NR), &mut todo[0]);
        }
        let hk = load_hkeys(gk);
        if let Some(last) = chunks.last() {
            acc = ghash_tail::<E3>(&hk, acc, last);
        }
        for blk in tail.iter_mut() {
            let s = enc_core::<NR>(&k, ctr32_block(base, c));
            c = c.wrapping_add(1);
            store(blk, xor3::<E3>(s, load(blk), k[NR]));
        }
        acc = ghash_tail::<E3>(&hk, acc, tail);
        store(y, reflect(acc));
        ctr32_set(counter, c);
    }
}

/// GCM decryption: GHASH of the ciphertext `data` into `y` (standard byte order), then CTR
/// (inc32) from `counter`; `counter` is left at the next unused block.
///
/// # Safety
/// The CPU must have AES and PMULL, and FEAT_SHA3 if `E3`; `NR` is 10, 12 or 14 and `keys` its
/// schedule.
#[inline(always)]
unsafe fn open<const NR: usize, const E3: bool>(
    keys: &RoundKeys,
    gk: &GHashKey,
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    // SAFETY: as in `seal`.
    unsafe {
        let k = load_keys::<NR>(keys);
        let base = load(counter);
        let mut c = ctr32_get(counter);
        let mut acc = reflect(load(y));
        let (chunks, tail) = data.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut b = counters8(base, c);
            c = c.wrapping_add(8);
            // The ciphertext is read twice, for GHASH (through `fresh`) and for the XOR: one
            // load each, where it is used, rather than eight blocks held across the rounds.
            let rk = fresh(keys);
            acc = aes8_ghash8::<NR, E3>(&k, rk, &mut b, fresh(gk), acc, fresh(chunk));
            xor_store::<E3>(&b, late_key(&k, rk, NR), chunk);
        }
        let hk = load_hkeys(gk);
        acc = ghash_tail::<E3>(&hk, acc, tail);
        for blk in tail.iter_mut() {
            let s = enc_core::<NR>(&k, ctr32_block(base, c));
            c = c.wrapping_add(1);
            store(blk, xor3::<E3>(s, load(blk), k[NR]));
        }
        store(y, reflect(acc));
        ctr32_set(counter, c);
    }
}

/// Declares a kernel entry point: `$body::<NR, $e3>` compiled with `$features`.
macro_rules! entry {
    ($(#[$doc:meta])* $name:ident = $body:ident::<$e3:literal>, $features:literal) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// The CPU must have the target features enabled here; `NR` is 10, 12 or 14 and `keys`
        /// its schedule.
        #[target_feature(enable = $features)]
        #[inline(never)]
        pub(super) unsafe fn $name<const NR: usize>(
            keys: &RoundKeys,
            gk: &GHashKey,
            counter: &mut Block,
            y: &mut Block,
            data: &mut [Block],
        ) {
            // SAFETY: the features `$body` needs with `$e3` are enabled on this function.
            unsafe { $body::<NR, $e3>(keys, gk, counter, y, data) }
        }
    };
}

entry!(
    /// [`seal`] on AES and PMULL.
    armv8_gcm_seal = seal::<false>, "aes,neon"
);
entry!(
    /// [`seal`] with EOR3 (FEAT_SHA3).
    armv8_gcm_seal_eor3 = seal::<true>, "aes,neon,sha3"
);
entry!(
    /// [`open`] on AES and PMULL.
    armv8_gcm_open = open::<false>, "aes,neon"
);
entry!(
    /// [`open`] with EOR3 (FEAT_SHA3).
    armv8_gcm_open_eor3 = open::<true>, "aes,neon,sha3"
);
