//! CTR mode: 128-bit big-endian counter (SP 800-38A) and GCM's inc32 (SP 800-38D), eight blocks
//! in flight, the keystream XOR fused into the last round.
//!
//! Counter blocks are built in registers, never in memory:
//!
//! * ctr128: the counter is the big-endian integer `C = u128::from_be_bytes(block)`; block `j` of
//!   a batch is `C + j mod 2^128` — exactly `j` applications of inc128, including every carry
//!   across byte, 2^32 and 2^64 boundaries and the wrap at 2^128 (`wrapping_add`). Its bytes are
//!   `(C+j).to_be_bytes()`: put the high and low 64-bit halves in lanes 0 and 1 and reverse the
//!   bytes within each lane (`REV64`), which turns each little-endian lane into big-endian bytes.
//! * ctr32: only bytes 12..16 change. With `c = u32::from_be_bytes(block[12..16])`, block `j` is
//!   the original block with lane 3 (bytes 12..16, read little-endian) replaced by
//!   `(c + j mod 2^32).swap_bytes()`, i.e. the big-endian bytes of `c + j`: inc32 applied `j` times.
//!
//! The final round is `out = AESE(s, k_{Nr-1}) ^ (k_Nr ^ data)`; `k_Nr ^ data` is computed while
//! the rounds run, so the keystream XOR costs no latency.

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use super::aes::{RoundKeys, enc_core, enc8_core, load, load_keys, store, xor};
use crate::backend::kernels::Block;

/// Counter block `c` (ctr128) as a vector: `c.to_be_bytes()`.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
unsafe fn ctr128_block(c: u128) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe {
        let halves = vcombine_u64(vcreate_u64((c >> 64) as u64), vcreate_u64(c as u64));
        vrev64q_u8(vreinterpretq_u8_u64(halves))
    }
}

/// GCM counter block: `base` with its last 32 bits replaced by the big-endian bytes of `c`.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn ctr32_block(base: uint8x16_t, c: u32) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe { vreinterpretq_u8_u32(vsetq_lane_u32::<3>(c.swap_bytes(), vreinterpretq_u32_u8(base))) }
}

/// The low 32 bits of a counter block, big-endian.
#[inline(always)]
pub(super) fn ctr32_get(counter: &Block) -> u32 {
    u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]])
}

/// Writes the low 32 bits of a counter block, big-endian.
#[inline(always)]
pub(super) fn ctr32_set(counter: &mut Block, c: u32) {
    let [a, b, d, e] = c.to_be_bytes();
    counter[12] = a;
    counter[13] = b;
    counter[14] = d;
    counter[15] = e;
}

/// CTR with a 128-bit big-endian counter; `counter` is left at the next unused value.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_ctr128<const NR: usize>(keys: &RoundKeys, counter: &mut Block, data: &mut [Block]) {
    // SAFETY: the AES extension is enabled on this function; loads and stores go through
    // `&Block` / `&mut Block` references (whole 16-byte arrays).
    unsafe {
        let k = load_keys::<NR>(keys);
        let mut c = u128::from_be_bytes(*counter);
        let (chunks, tail) = data.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut b = [vdupq_n_u8(0); 8];
            for (j, s) in b.iter_mut().enumerate() {
                *s = ctr128_block(c.wrapping_add(j as u128));
            }
            c = c.wrapping_add(8);
            enc8_core::<NR>(&k, &mut b);
            for (s, blk) in b.iter().zip(chunk.iter_mut()) {
                store(blk, xor(*s, xor(load(blk), k[NR])));
            }
        }
        for blk in tail {
            let s = enc_core::<NR>(&k, ctr128_block(c));
            c = c.wrapping_add(1);
            store(blk, xor(s, xor(load(blk), k[NR])));
        }
        *counter = c.to_be_bytes();
    }
}

/// CTR with GCM's inc32 counter; `counter` is left at the next unused value.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_ctr32<const NR: usize>(keys: &RoundKeys, counter: &mut Block, data: &mut [Block]) {
    // SAFETY: as in `armv8_ctr128`.
    unsafe {
        let k = load_keys::<NR>(keys);
        let base = load(counter);
        let mut c = ctr32_get(counter);
        let (chunks, tail) = data.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut b = [vdupq_n_u8(0); 8];
            for (j, s) in b.iter_mut().enumerate() {
                *s = ctr32_block(base, c.wrapping_add(j as u32));
            }
            c = c.wrapping_add(8);
            enc8_core::<NR>(&k, &mut b);
            for (s, blk) in b.iter().zip(chunk.iter_mut()) {
                store(blk, xor(*s, xor(load(blk), k[NR])));
            }
        }
        for blk in tail {
            let s = enc_core::<NR>(&k, ctr32_block(base, c));
            c = c.wrapping_add(1);
            store(blk, xor(s, xor(load(blk), k[NR])));
        }
        ctr32_set(counter, c);
    }
}
