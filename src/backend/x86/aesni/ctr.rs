//! CTR mode: the 128-bit counter of SP 800-38A and GCM's 32-bit inc32, 8 blocks in flight, with
//! the keystream XOR fused into the last round.
//!
//! Counter arithmetic: a counter block is a big-endian integer. Reversing its 16 bytes with one
//! `pshufb` turns it into a little-endian 128-bit integer in the register, whose lane 0 (32-bit
//! or 64-bit) holds the least significant bits. Then
//! - inc32 (GCM) adds `i` to 32-bit lane 0 only with `paddd`; lanes never carry into each other,
//!   so this is exactly `+ i mod 2^32` on the low 32 bits with the other 96 bits untouched;
//! - the 128-bit counter adds `i` to 64-bit lane 0 with `paddq`, which is the 128-bit sum as long
//!   as the low 64 bits do not overflow within the batch, i.e. `low64 <= 2^64 - 8`. Otherwise
//!   (at most once every 2^61 batches) the batch's counters are computed as `u128` on the scalar
//!   side, which carries across 2^64 and wraps at 2^128 by `wrapping_add`.
//!
//! The XOR with the data is folded into the last round: `aesenclast` ends in AddRoundKey, so
//! `aesenclast(s, K_last ^ D) = aesenclast(s, K_last) ^ D = E(ctr) ^ D`.

#![allow(unsafe_code)]

use super::aes::{
    Keys, State, WIDTH, enclast, encrypt8_head, load, load_keys, store, with_padded, xor,
};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// The `pshufb` mask reversing the 16 bytes of a register (big-endian <-> little-endian).
#[inline(always)]
pub(super) fn bswap_mask() -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) }
}

/// Reverses the bytes of `x` with the mask from [`bswap_mask`].
#[inline(always)]
pub(super) fn bswap(_t: AesNiToken, x: __m128i, mask: __m128i) -> __m128i {
    // SAFETY: the token proves SSSE3 is present.
    unsafe { _mm_shuffle_epi8(x, mask) }
}

/// `c + (0, 0, 0, n)` on 32-bit lanes: inc32 by `n` of a byte-reversed counter.
#[inline(always)]
pub(super) fn add32(c: __m128i, n: u32) -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_add_epi32(c, _mm_cvtsi32_si128(n as i32)) }
}

/// The 8 counter blocks `c + 0 .. c + 7` (inc32) in memory byte order, from the byte-reversed
/// counter `c`.
#[inline(always)]
pub(super) fn counters32(t: AesNiToken, c: __m128i, mask: __m128i) -> State {
    core::array::from_fn(|i| bswap(t, add32(c, i as u32), mask))
}

/// Last round fused with the data XOR: `data[i] ^= E(s[i])` where `s` has had rounds 0..NR-1.
#[inline(always)]
pub(super) fn last8_xor<const NR: usize>(
    t: AesNiToken,
    k: &Keys,
    s: &State,
    data: &mut [Block; WIDTH],
) {
    for (d, x) in data.iter_mut().zip(s) {
        let v = enclast(t, *x, xor(k[NR], load(d)));
        store(d, v);
    }
}

/// CTR over whole blocks with the counters of `ctrs`: `chunk[i] ^= E(ctrs[i])`.
#[inline(always)]
pub(super) fn ctr8<const NR: usize>(
    t: AesNiToken,
    k: &Keys,
    mut s: State,
    chunk: &mut [Block; WIDTH],
) {
    encrypt8_head::<NR>(t, k, &mut s);
    last8_xor::<NR>(t, k, &s, chunk);
}

/// GCM's CTR (inc32): `data[i] ^= E(inc32^i(counter))`; `counter` becomes `inc32^n(counter)`.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ctr32<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    counter: &mut Block,
    data: &mut [Block],
) {
    let k = load_keys(rk);
    let mask = bswap_mask();
    let mut c = bswap(t, load(counter), mask);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        ctr8::<NR>(t, &k, counters32(t, c, mask), chunk);
        c = add32(c, WIDTH as u32);
    }
    if !tail.is_empty() {
        let n = tail.len() as u32;
        with_padded(tail, |buf| ctr8::<NR>(t, &k, counters32(t, c, mask), buf));
        c = add32(c, n);
    }
    store(counter, bswap(t, c, mask));
}

/// The 8 counter blocks `c + 0 .. c + 7` mod 2^128, in memory byte order.
#[inline(always)]
fn counters128(t: AesNiToken, c: u128, mask: __m128i) -> State {
    let lo = c as u64;
    if lo <= u64::MAX - (WIDTH as u64 - 1) {
        // No carry out of the low 64 bits within the batch: `paddq` on lane 0 is the 128-bit sum.
        // SAFETY: SSE2 is baseline on x86_64.
        let base = unsafe { _mm_set_epi64x((c >> 64) as i64, lo as i64) };
        core::array::from_fn(|i| {
            // SAFETY: SSE2 is baseline on x86_64.
            let v = unsafe { _mm_add_epi64(base, _mm_cvtsi64_si128(i as i64)) };
            bswap(t, v, mask)
        })
    } else {
        core::array::from_fn(|i| load(&c.wrapping_add(i as u128).to_be_bytes()))
    }
}

/// CTR with a 128-bit big-endian counter wrapping at 2^128; `counter` becomes `counter + n`.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ctr128<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    counter: &mut Block,
    data: &mut [Block],
) {
    let k = load_keys(rk);
    let mask = bswap_mask();
    let mut c = u128::from_be_bytes(*counter);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        ctr8::<NR>(t, &k, counters128(t, c, mask), chunk);
        c = c.wrapping_add(WIDTH as u128);
    }
    if !tail.is_empty() {
        let n = tail.len() as u128;
        with_padded(tail, |buf| ctr8::<NR>(t, &k, counters128(t, c, mask), buf));
        c = c.wrapping_add(n);
    }
    *counter = c.to_be_bytes();
}
