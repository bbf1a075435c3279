//! The end of a GCM message in one kernel call: the last ≤ 64 bytes, the length block and the tag
//! (the design of `x86/aesni/gcm_finish.rs`).
//!
//! A small message is all fixed cost, so instead of an AES call and a GHASH call: E_K(J0) and the
//! B = 1 or 4 keystream blocks run their rounds side by side (one block's latency for all), the
//! tail is XORed in a zero-padded stack copy, and the padded ciphertext and the length block
//! X_0..X_nb are absorbed with one aggregated step, y' = (y ^ X_0)·H^(nb+1) ^ ... ^ X_nb·H (one
//! reduction, `ghash_tail`), then tag = y' ^ E_K(J0).

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use super::aes::{RoundKeys, enc_round, load, load_keys, store, xor};
use super::ctr::{ctr32_block, ctr32_get, ctr32_set};
use super::ghash::{GHashKey, ghash_tail, load_hkeys, reflect};
use crate::backend::kernels::{Block, GCM_TAIL, GcmEnd};
use crate::backend::wipe::wipe;

/// Tail blocks of the wide variant: `GCM_TAIL` bytes.
const WIDE: usize = GCM_TAIL / 16;

/// See [`crate::backend::kernels::GcmKernels::gcm_finish`].
///
/// # Safety
/// The CPU must have AES and PMULL; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_gcm_finish<const NR: usize>(keys: &RoundKeys, gk: &GHashKey, end: GcmEnd<'_>) -> Block {
    // SAFETY: the caller guarantees AES and PMULL.
    unsafe { if end.tail.len() <= 16 { finish::<NR, 1>(keys, gk, end) } else { finish::<NR, WIDE>(keys, gk, end) } }
}

/// [`armv8_gcm_finish`] with room for `B` tail blocks.
///
/// # Safety
/// As [`armv8_gcm_finish`].
#[inline(always)]
unsafe fn finish<const NR: usize, const B: usize>(
    keys: &RoundKeys,
    gk: &GHashKey,
    GcmEnd { j0, counter, y, tail, lens, seal }: GcmEnd<'_>,
) -> Block {
    let n = tail.len().min(16 * B);
    let tail = &mut tail[..n];
    let nb = n.div_ceil(16);
    // `data`: the tail, zero-padded, then the output; `hashed`: the ciphertext, zero-padded,
    // then the length block.
    let mut data = [[0u8; 16]; B];
    data.as_flattened_mut()[..n].copy_from_slice(tail);
    let mut hashed = [[0u8; 16]; WIDE + 1];
    if !seal {
        hashed.as_flattened_mut()[..n].copy_from_slice(tail);
    }
    // SAFETY: the caller guarantees AES and PMULL; `load`/`store` move whole 16-byte arrays.
    let tag = unsafe {
        let k = load_keys::<NR>(keys);
        let base = load(counter);
        let c = ctr32_get(counter);
        let mut e0 = load(j0);
        let mut s: [uint8x16_t; B] = core::array::from_fn(|i| ctr32_block(base, c.wrapping_add(i as u32)));
        for &rk in &k[..NR - 1] {
            e0 = enc_round(e0, rk);
            for x in &mut s {
                *x = enc_round(*x, rk);
            }
        }
        let e0 = xor(vaeseq_u8(e0, k[NR - 1]), k[NR]);
        for (x, d) in s.iter().zip(&mut data) {
            store(d, xor(xor(vaeseq_u8(*x, k[NR - 1]), k[NR]), load(d)));
        }
        ctr32_set(counter, c.wrapping_add(nb as u32));
        tail.copy_from_slice(&data.as_flattened()[..n]);
        if seal {
            hashed.as_flattened_mut()[..n].copy_from_slice(tail);
        }
        hashed[nb] = lens;
        let hk = load_hkeys(gk);
        let acc = ghash_tail::<false>(&hk, reflect(load(y)), &hashed[..=nb]);
        xor(reflect(acc), e0)
    };
    wipe(&mut data);
    let mut out = [0u8; 16];
    // SAFETY: NEON is baseline on aarch64.
    unsafe { store(&mut out, tag) };
    out
}
