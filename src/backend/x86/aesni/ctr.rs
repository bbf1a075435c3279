//! CTR mode: the 128-bit counter of SP 800-38A and GCM's 32-bit inc32, 8 blocks in flight, with
//! the keystream XOR fused into the last round.
//!
//! Counter arithmetic. A counter block is a big-endian integer; its last byte is the least
//! significant, and it is the most significant byte of the register's 32-bit lane 3 (x86 is
//! little-endian). So while the last byte `b` of the batch's first counter is at most 255 - 7,
//! the 8 counters `c + i` (i < 8) differ from `c` in the last byte only, which is `b + i`
//! without a carry: `paddd` of `i << 24` on lane 3 builds each of them in one instruction, with
//! no byte swap. This holds for at least 31 batches of 32 (the batch start advances by 8, so `b`
//! runs through 32 values `r, r + 8, ..., r + 248` mod 256, at most one above 248); the other
//! batch computes each counter on the scalar side (`u32` for inc32, `u128` for the 128-bit counter) and inserts it. Both
//! sides wrap as their modes demand: inc32 is `u32::wrapping_add` on the low 32 bits only
//! (the 96-bit prefix is never touched), the 128-bit counter is `u128::wrapping_add`, carrying
//! across 2^32 and 2^64 and wrapping at 2^128.
//!
//! The last-byte shortcut branches on the counter, so only the 128-bit counter uses it (its IV
//! is public, as SP 800-38A intends); GCM's inc32 counter starts from a J0 that may be derived
//! from H, and is always built lane by lane without a branch (`Ctr32::blocks8`).
//!
//! The XOR with the data is folded into the last round: `aesenclast` ends in AddRoundKey, so
//! `aesenclast(s, K_last ^ D) = aesenclast(s, K_last) ^ D = E(ctr) ^ D`.

#![allow(unsafe_code)]

use super::aes::{Keys, State, WIDTH, enclast, encrypt8_head, load, store, xor};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// The `pshufb` mask reversing the 16 bytes of a register (big-endian <-> little-endian).
#[inline(always)]
pub(super) fn bswap_mask() -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) }
}

/// The identity `pshufb` mask: the byte order of POLYVAL (RFC 8452), whose blocks are
/// little-endian integers, already the register's. GHASH's kernels run on POLYVAL's blocks with
/// this mask in place of [`bswap_mask`] (`backend/siv.rs` derives why); a constant, so the
/// compiler drops the shuffles it feeds.
#[inline(always)]
pub(super) fn identity_mask() -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_set_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0) }
}

/// The mask of a kernel's byte order: GCM's ([`bswap_mask`]) or POLYVAL's ([`identity_mask`]).
#[inline(always)]
pub(super) fn order_mask<const POLYVAL: bool>() -> __m128i {
    if POLYVAL { identity_mask() } else { bswap_mask() }
}

/// Reverses the bytes of `x` with the mask from [`bswap_mask`].
#[inline(always)]
pub(super) fn bswap(_t: AesNiToken, x: __m128i, mask: __m128i) -> __m128i {
    // SAFETY: the token proves SSSE3 is present.
    unsafe { _mm_shuffle_epi8(x, mask) }
}

/// Whether the 8 counters from one whose last byte is `b` only change the last byte.
#[inline(always)]
fn no_carry(b: u8) -> bool {
    b <= u8::MAX - (WIDTH as u8 - 1)
}

/// `base + (i << 24)` on 32-bit lane 3 for i = 0..7: `i` added to the last byte (see module docs).
#[inline(always)]
fn add_last_byte(base: __m128i) -> State {
    core::array::from_fn(|i| {
        // SAFETY: SSE2 is baseline on x86_64.
        unsafe { _mm_add_epi32(base, _mm_set_epi32((i as i32) << 24, 0, 0, 0)) }
    })
}

/// A GCM counter block: the 96-bit prefix (in memory byte order) and the 32-bit counter. With
/// `LE`, GCM-SIV's counter instead (RFC 8452): bytes 0..4, little-endian, wrapping mod 2^32.
#[derive(Clone, Copy)]
pub(super) struct Ctr32<const LE: bool = false> {
    block: __m128i,
    n: u32,
}

impl Ctr32 {
    #[inline(always)]
    pub(super) fn new(counter: &Block) -> Self {
        Self::of(counter)
    }
}

impl<const LE: bool> Ctr32<LE> {
    /// The counter of `counter` in this byte order.
    #[inline(always)]
    pub(super) fn of(counter: &Block) -> Self {
        let [a, b, c, d, .., e, f, g, h] = *counter;
        let n = if LE { u32::from_le_bytes([a, b, c, d]) } else { u32::from_be_bytes([e, f, g, h]) };
        Ctr32 { block: load(counter), n }
    }

    /// The counter block with the counter `n` (memory byte order).
    #[inline(always)]
    fn with(self, _t: AesNiToken, n: u32) -> __m128i {
        // SAFETY: the token proves SSE4.1 is present.
        unsafe {
            if LE {
                _mm_insert_epi32::<0>(self.block, n as i32)
            } else {
                _mm_insert_epi32::<3>(self.block, n.swap_bytes() as i32)
            }
        }
    }

    /// The 8 counter blocks inc32^0..inc32^7 of this one.
    ///
    /// Always computed lane by lane on the scalar side, never through the last-byte shortcut of
    /// the 128-bit counter: GCM's counter starts at J0, which for nonces other than 96 bits is
    /// GHASH_H(IV) and so depends on the key. A branch on its low byte would leak key-derived
    /// bits through timing (the valgrind check in `ctgrind/` catches exactly that). The cost is
    /// one add and one `pinsrd` per block beside 10–14 AES rounds.
    #[inline(always)]
    pub(super) fn blocks8(self, t: AesNiToken) -> State {
        core::array::from_fn(|i| self.with(t, self.n.wrapping_add(i as u32)))
    }

    /// The `B` counter blocks inc32^0..inc32^(B-1) of this one (lane by lane, as [`Self::blocks8`]).
    #[inline(always)]
    pub(super) fn blocks<const B: usize>(self, t: AesNiToken) -> [__m128i; B] {
        core::array::from_fn(|i| self.with(t, self.n.wrapping_add(i as u32)))
    }

    /// inc32 applied `k` times.
    #[inline(always)]
    pub(super) fn advance(&mut self, k: usize) {
        self.n = self.n.wrapping_add(k as u32);
    }

    #[inline(always)]
    pub(super) fn store(self, t: AesNiToken, counter: &mut Block) {
        store(counter, self.with(t, self.n));
    }
}

/// Last round fused with the data XOR: `data[i] ^= E(s[i])` where `s` has had rounds 0..NR-1,
/// for the first `min(data.len(), 8)` lanes (constant lane indices: no stack copy for a tail).
#[inline(always)]
pub(super) fn last8_xor<const NR: usize>(t: AesNiToken, k: Keys<'_>, s: &State, data: &mut [Block]) {
    for (i, x) in s.iter().enumerate() {
        if let Some(d) = data.get_mut(i) {
            let v = enclast(t, *x, xor(k.at(NR), load(d)));
            store(d, v);
        }
    }
}

/// CTR over up to 8 blocks with the counter blocks `s`: `data[i] ^= E(s[i])`.
#[inline(always)]
pub(super) fn ctr8<const NR: usize>(t: AesNiToken, k: Keys<'_>, mut s: State, chunk: &mut [Block]) {
    encrypt8_head::<NR>(t, k, &mut s);
    last8_xor::<NR>(t, k, &s, chunk);
}

/// GCM's CTR (inc32): `data[i] ^= E(inc32^i(counter))`; `counter` becomes `inc32^n(counter)`.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ctr32<const NR: usize>(t: AesNiToken, rk: &[Block; 15], counter: &mut Block, data: &mut [Block]) {
    ctr32_body::<NR, false>(t, rk, counter, data);
}

/// GCM-SIV's CTR (RFC 8452): [`aesni_ctr32`] with the counter in bytes 0..4, little-endian.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ctr32_le<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    counter: &mut Block,
    data: &mut [Block],
) {
    ctr32_body::<NR, true>(t, rk, counter, data);
}

/// The body of [`aesni_ctr32`] (`LE`: of [`aesni_ctr32_le`]).
#[inline(always)]
fn ctr32_body<const NR: usize, const LE: bool>(
    t: AesNiToken,
    rk: &[Block; 15],
    counter: &mut Block,
    data: &mut [Block],
) {
    let k = Keys::new(rk);
    let mut c = Ctr32::<LE>::of(counter);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        ctr8::<NR>(t, k, c.blocks8(t), chunk);
        c.advance(WIDTH);
    }
    if !tail.is_empty() {
        ctr8::<NR>(t, k, c.blocks8(t), tail);
        c.advance(tail.len());
    }
    c.store(t, counter);
}

/// The 8 counter blocks `c + 0 .. c + 7` mod 2^128, in memory byte order.
#[inline(always)]
fn counters128(c: u128) -> State {
    // The block of `c` in memory order: bytes 0..8 are the high half, big-endian.
    let block = |c: u128| {
        let (hi, lo) = ((c >> 64) as u64, c as u64);
        // SAFETY: SSE2 is baseline on x86_64.
        unsafe { _mm_set_epi64x(lo.swap_bytes() as i64, hi.swap_bytes() as i64) }
    };
    if no_carry(c as u8) { add_last_byte(block(c)) } else { core::array::from_fn(|i| block(c.wrapping_add(i as u128))) }
}

/// CTR with a 128-bit big-endian counter wrapping at 2^128; `counter` becomes `counter + n`.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ctr128<const NR: usize>(t: AesNiToken, rk: &[Block; 15], counter: &mut Block, data: &mut [Block]) {
    let k = Keys::new(rk);
    let mut c = u128::from_be_bytes(*counter);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        ctr8::<NR>(t, k, counters128(c), chunk);
        c = c.wrapping_add(WIDTH as u128);
    }
    if !tail.is_empty() {
        ctr8::<NR>(t, k, counters128(c), tail);
        c = c.wrapping_add(tail.len() as u128);
    }
    *counter = c.to_be_bytes();
}
