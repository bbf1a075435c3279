//! CTR with 16 blocks in flight and the data XOR folded into the last round.
//!
//! Counters. A counter block is a big-endian integer; reversing its 16 bytes (`vpshufb` with
//! [`BSWAP`]) gives the same integer little-endian, whose dword 0 is the low 32 bits and whose
//! qword 0 is the low 64 bits:
//! - `ctr32` (GCM's inc32): `vpaddd` on dword 0 wraps modulo 2^32 and never carries into the
//!   other 96 bits, which is exactly inc32 applied `j` times.
//! - `ctr128` starts at a counter that is a multiple of 16 (the blocks before that boundary go to
//!   the AES-NI kernel; where it falls depends on the IV only, which is public): a batch then
//!   only changes the low nibble, `c + i = c ^ i`, so no per-block add or byte reversal is
//!   needed at all (see `vaes_ctr128`); the 128-bit carries happen in a scalar `u128`.
//!
//! Fused XOR. `aesenclast(s, k) = ShiftRows(SubBytes(s)) ^ k`, so
//! `aesenclast(s, k_last ^ data) = E(counter) ^ data`: the key XOR with the data is off the
//! AES dependency chain and saves a separate XOR after the last round.

#![allow(unsafe_code)]

use super::aes::{WIDE, for_each_batch, for_each_whole_batch, padded_tail};
use super::wide::{BSWAP, Wide, load_const, load_key};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// Encrypts the 8 counter pairs `$s` (in block byte order, already XORed with round key 0) and
/// XORs the keystream into the batch `$p` (a `*mut __m256i` to 16 blocks).
macro_rules! ctr_batch {
    ($keys:ident, $r:ident, $s:ident, $p:ident) => {{
        let mut s = $s;
        for k in &$keys[1..$r] {
            let k = load_key!(k);
            for s in &mut s {
                *s = _mm256_aesenc_epi128(*s, k);
            }
        }
        let k = load_key!(&$keys[$r]);
        for (j, s) in s.iter().enumerate() {
            // SAFETY: `$p` points to 16 blocks = 8 ymm; j < 8.
            unsafe {
                let d = _mm256_loadu_si256($p.add(j));
                let out = _mm256_aesenclast_epi128(*s, _mm256_xor_si256(k, d));
                _mm256_storeu_si256($p.add(j), out);
            }
        }
    }};
}

/// `_mm256_set_epi32` lane increments: dword 0 of lane 0 gets `a`, of lane 1 gets `b`.
macro_rules! inc_lanes {
    ($a:expr, $b:expr) => {
        _mm256_set_epi32(0, 0, 0, $b, 0, 0, 0, $a)
    };
}

/// GCM's CTR: only the low 32 bits of the counter count (inc32), modulo 2^32.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ctr32<const R: usize>(keys: &[Wide; 15], counter: &mut Block, data: &mut [Block]) {
    let bswap = load_const!(&BSWAP);
    // SAFETY: `counter` is 16 readable bytes; SSE2 is baseline.
    let c = unsafe { _mm_loadu_si128(counter.as_ptr().cast()) };
    let c = _mm_shuffle_epi8(c, _mm256_castsi256_si128(bswap));
    // Lane 0 holds counter + 0, lane 1 counter + 1.
    let mut base = _mm256_add_epi32(_mm256_broadcastsi128_si256(c), inc_lanes!(0, 1));
    let step = inc_lanes!(WIDE as i32, WIDE as i32);
    let mut incs = [_mm256_setzero_si256(); 8];
    for (j, inc) in incs.iter_mut().enumerate() {
        *inc = inc_lanes!(2 * j as i32, 2 * j as i32);
    }
    let [.., c0, c1, c2, c3] = *counter;
    let start = u32::from_be_bytes([c0, c1, c2, c3]);
    // `as u32` is `mod 2^32`, which is all inc32 sees.
    let advance = |counter: &mut Block, n: usize| {
        counter[12..].copy_from_slice(&start.wrapping_add(n as u32).to_be_bytes());
    };
    let len = data.len();
    let tail = for_each_batch!(data, |p| {
        let mut ctrs = incs;
        for c in &mut ctrs {
            *c = _mm256_add_epi32(base, *c);
        }
        base = _mm256_add_epi32(base, step);
        let k0 = load_key!(&keys[0]);
        for c in &mut ctrs {
            *c = _mm256_xor_si256(_mm256_shuffle_epi8(*c, bswap), k0);
        }
        ctr_batch!(keys, R, ctrs, p);
    });
    if !tail.is_empty() {
        advance(counter, len - tail.len());
        padded_tail!(tail, |buf| vaes_ctr32::<R>(keys, counter, &mut buf));
    }
    advance(counter, len);
}

/// GCM-SIV's CTR (RFC 8452) over whole 16-block batches: the counter is bytes 0..4 of the
/// block, little-endian, modulo 2^32. That is dword 0 of the block as loaded, so this is
/// [`vaes_ctr32`] without the byte swaps: `vpaddd` on dword 0 of each lane.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ctr32_le<const R: usize>(keys: &[Wide; 15], counter: &mut Block, batches: &mut [[Block; WIDE]]) {
    // SAFETY: `counter` is 16 readable bytes; SSE2 is baseline.
    let c = unsafe { _mm_loadu_si128(counter.as_ptr().cast()) };
    let mut base = _mm256_add_epi32(_mm256_broadcastsi128_si256(c), inc_lanes!(0, 1));
    let step = inc_lanes!(WIDE as i32, WIDE as i32);
    let mut incs = [_mm256_setzero_si256(); 8];
    for (j, inc) in incs.iter_mut().enumerate() {
        *inc = inc_lanes!(2 * j as i32, 2 * j as i32);
    }
    for_each_whole_batch!(batches, |p| {
        let mut ctrs = incs;
        let k0 = load_key!(&keys[0]);
        for c in &mut ctrs {
            *c = _mm256_xor_si256(_mm256_add_epi32(base, *c), k0);
        }
        base = _mm256_add_epi32(base, step);
        ctr_batch!(keys, R, ctrs, p);
    });
    advance32_le(counter, batches.len() * WIDE);
}

/// CTR with the whole 128-bit big-endian counter (SP 800-38A), wrapping at 2^128, from a
/// counter whose low 4 bits are 0 (the caller sends the blocks before that boundary elsewhere).
///
/// Then every batch is `c, c + 1, ..., c + 15` with `c ≡ 0 (mod 16)`: the additions never carry
/// out of the low nibble, so `c + i = c ^ i` and the whitened counter is
/// `(c ^ k0) ^ i` on byte 15. Per batch: `c` in block byte order, broadcast, XORed with k0 once,
/// then one `vpxor` per counter pair; carries into the higher bytes (across 2^8, 2^32, 2^64) and
/// the wrap at 2^128 happen in the scalar `u128` between batches.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ctr128<const R: usize>(keys: &[Wide; 15], counter: &mut Block, data: &mut [Block]) {
    debug_assert_eq!(counter[15] % 16, 0);
    let mut low = [_mm256_setzero_si256(); 8];
    for (j, lb) in low.iter_mut().enumerate() {
        // Byte 15 of lane 0 gets 2j, of lane 1 2j + 1 (block byte order).
        *lb = _mm256_set_epi8(
            2 * j as i8 + 1,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0, //
            2 * j as i8,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
        );
    }
    let mut c = u128::from_be_bytes(*counter);
    let tail = for_each_batch!(data, |p| {
        let (lo, hi) = (c as u64, (c >> 64) as u64);
        let be = _mm_set_epi64x(lo.swap_bytes() as i64, hi.swap_bytes() as i64);
        let whitened = _mm256_xor_si256(_mm256_broadcastsi128_si256(be), load_key!(&keys[0]));
        let mut s = low;
        for s in &mut s {
            *s = _mm256_xor_si256(whitened, *s);
        }
        c = c.wrapping_add(WIDE as u128);
        ctr_batch!(keys, R, s, p);
    });
    *counter = c.to_be_bytes();
    if !tail.is_empty() {
        padded_tail!(tail, |buf| vaes_ctr128::<R>(keys, counter, &mut buf));
        *counter = c.wrapping_add(tail.len() as u128).to_be_bytes();
    }
}

/// GCM-SIV's counter step: bytes 0..4 of `counter`, a little-endian `u32`, advanced by `n`
/// modulo 2^32 (the other 12 bytes untouched).
#[inline(always)]
pub(super) fn advance32_le(counter: &mut Block, n: usize) {
    let [c0, c1, c2, c3, ..] = *counter;
    let next = u32::from_le_bytes([c0, c1, c2, c3]).wrapping_add(n as u32);
    counter[..4].copy_from_slice(&next.to_le_bytes());
}
