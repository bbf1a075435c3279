//! Constant-time GHASH: carry-less multiplication from integer multiplies on masked operands,
//! Karatsuba, 4-block aggregation. No tables, no secret branches.
//!
//! # Representation
//! A block is read as a big-endian `u128` `X`; SP 800-38D puts the coefficient of `x^0` in bit 7
//! of byte 0, i.e. bit 127 of `X`: bit `127 - i` holds the coefficient of `x^i` (bit-reversed).
//! For two such values, the 255-bit carry-less product `X ⊗ Y` holds the coefficient of
//! `x^(254 - p)` of the polynomial product at bit `p`. Read as a 256-bit reversed value (bit `q`
//! holding `x^(255 - q)`) it therefore represents `x · X(x)·Y(x)`. We cancel that `x` once, at key
//! setup, by storing `H·x^-1` instead of `H`:
//!
//! ```text
//!     H·x^-1 = (H + h0·P)/x = Σ_{i≥1} h_i·x^(i-1) + h0·(x^127 + x^6 + x + 1)
//! ```
//!
//! (`P = x^128 + x^7 + x^2 + x + 1`, `h0` the coefficient of `x^0`): in reversed form a left shift
//! by one, plus `0xC2000000_00000000_00000000_00000001` if the top bit was set (by mask).
//!
//! # Carry-less 64x64 multiply with integer multiplies ("holes", after BearSSL `ghash_ctmul64`)
//! Split each operand into four classes, `x_i = x & M_i` with `M_i` the bits at positions
//! `≡ i (mod 4)` (0x1111.., 0x2222.., 0x4444.., 0x8888..). The integer product `x_i · y_j` is
//! `Σ_p c_p·2^p` over positions `p ≡ i + j (mod 4)`, where `c_p` counts the pairs of set bits
//! with `a + b = p`: at most 16 (a class has 16 positions), and 16 only for `p >= 60`. A term
//! `c_p < 16` fills bits `p..p+3` and the next term of its class starts at `p + 4`, so below bit
//! 64 nothing carries into another term (a `c_p = 16` at `p >= 60` carries to `p + 4 >= 64`,
//! which the wrapping 64-bit multiply drops): bit `p < 64` of the product is the parity of `c_p`,
//! the carry-less result. XOR the 16 products into four accumulators by `(i + j) mod 4` and mask
//! accumulator `k` with `M_k` (masks are linear, so the accumulators of many products are masked
//! once): the low 64 bits of `x ⊗ y`, with 16 `imul` (any registers, one cycle each).
//!
//! The high half comes from the bit reversals: `rev(x) ⊗ rev(y)` is the 127-bit product
//! reversed, so its low 64 bits reversed are bits 63..126 of `x ⊗ y`, and
//! `hi(x ⊗ y) = rev(lo(rev(x) ⊗ rev(y))) >> 1`. The key side is reversed at setup; `rev` is
//! linear, so the high halves of several products are accumulated before the one reversal.
//!
//! # Reduction
//! In the 256-bit reversed value `(V1, V0)`, `V1` holds `x^0..x^127` (reversed, as a block) and
//! bit `q` of `V0` holds `x^(128 + 127 - q)`. With `x^(128+m) = x^m·(x^7 + x^2 + x + 1)`, bit `q`
//! of `V0` moves to bits `q + 128, q + 127, q + 126, q + 121` of the 256-bit value: `V1 ^= V0 ^
//! V0>>1 ^ V0>>2 ^ V0>>7`, except that the bits shifted out at the bottom
//! (`V0<<127 ^ V0<<126 ^ V0<<121`, all at positions >= 121) land in `V0` again and need the same
//! fold once more (their own spill would start at bit 242: nothing). Since the fold is linear,
//! fold `T = V0 ^ V0<<127 ^ V0<<126 ^ V0<<121` once.
//!
//! # On x86_64
//! The three 128-bit products come from `ghash_sse2.rs` instead: the same holes on 32-bit pieces,
//! two per SSE2 `pmuludq`, 72 of them a block against 96 `imul`s here. This file keeps the key
//! setup, the recombination and the reduction. Faster than the scalar products on every x86_64
//! measured (`docs/perf/soft.md`).

use super::holes::{AGG, M};
use crate::backend::kernels::{Block, GhashKernels};
use zeroize::Zeroize;

/// One power of `H` (times `x^-1`), ready to multiply: for each Karatsuba operand (high half,
/// low half, their XOR) the four classes of the operand and the four classes of its bit reversal.
type PowerKey = [[u64; 8]; 3];

/// The GHASH key: `H^1..H^4`, each prepared as a [`PowerKey`], or on x86_64 split into classes
/// for `pmuludq` (`ghash_sse2.rs`).
#[derive(Clone)]
pub(crate) struct GHashKey {
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    powers: [PowerKey; AGG],
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    sse2: super::ghash_sse2::Key,
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
impl Drop for GHashKey {
    fn drop(&mut self) {
        self.powers.as_flattened_mut().as_flattened_mut().zeroize();
    }
}

#[inline(always)]
fn split(x: u64) -> [u64; 4] {
    [x & M[0], x & M[1], x & M[2], x & M[3]]
}

/// `H·x^-1` in the reversed representation (see the module comment).
fn times_x_inverse(h: u128) -> u128 {
    let top = 0u128.wrapping_sub(h >> 127);
    (h << 1) ^ (top & 0xc200_0000_0000_0000_0000_0000_0000_0001)
}

fn power_key(h: u128) -> PowerKey {
    let h = times_x_inverse(h);
    let (hi, lo) = ((h >> 64) as u64, h as u64);
    let mut k = [[0u64; 8]; 3];
    for (kp, v) in k.iter_mut().zip([hi, lo, hi ^ lo]) {
        kp[..4].copy_from_slice(&split(v));
        kp[4..].copy_from_slice(&split(v.reverse_bits()));
    }
    k
}

/// `z[(i + j) % 4] ^= x_i · y_j` (wrapping): `z` gains the low 64 bits of `x ⊗ y`, unmasked.
#[inline(always)]
fn clmul_lo_acc(z: &mut [u64; 4], x: u64, y: &[u64]) {
    let x = split(x);
    for i in 0..4 {
        for j in 0..4 {
            z[(i + j) % 4] ^= x[i].wrapping_mul(y[j]);
        }
    }
}

/// Applies the class masks to the accumulators.
#[inline(always)]
fn fold(z: &[u64; 4]) -> u64 {
    (z[0] & M[0]) | (z[1] & M[1]) | (z[2] & M[2]) | (z[3] & M[3])
}

/// `Σ_b x_b ⊗ k_b` (128-bit carry-less products) for one Karatsuba operand of `N` blocks:
/// `x` holds the operands and their bit reversals, `keys` the prepared operands of the powers.
#[inline(always)]
fn clmul_sum<const N: usize>(x: &[(u64, u64); N], keys: [&[u64; 8]; N]) -> u128 {
    let (mut lo, mut hi) = ([0u64; 4], [0u64; 4]);
    for b in 0..N {
        clmul_lo_acc(&mut lo, x[b].0, &keys[b][..4]);
        clmul_lo_acc(&mut hi, x[b].1, &keys[b][4..]);
    }
    (u128::from(fold(&hi).reverse_bits() >> 1) << 64) | u128::from(fold(&lo))
}

/// The Karatsuba recombination and reduction of three carry-less 128-bit products.
#[inline(always)]
fn reduce(hi: u128, lo: u128, mid: u128) -> u128 {
    let mid = mid ^ hi ^ lo;
    let v1 = hi ^ (mid >> 64);
    let v0 = lo ^ (mid << 64);
    let t = v0 ^ (v0 << 127) ^ (v0 << 126) ^ (v0 << 121);
    v1 ^ t ^ (t >> 1) ^ (t >> 2) ^ (t >> 7)
}

/// `Σ_b X_b · H^(N - b)` for `N` blocks (already combined with `y`), reduced.
#[inline(always)]
fn absorb_scalar<const N: usize>(x: [u128; N], powers: &[PowerKey; AGG]) -> u128 {
    let x1: [u64; N] = core::array::from_fn(|b| (x[b] >> 64) as u64);
    let x0: [u64; N] = core::array::from_fn(|b| x[b] as u64);
    let r1: [u64; N] = core::array::from_fn(|b| x1[b].reverse_bits());
    let r0: [u64; N] = core::array::from_fn(|b| x0[b].reverse_bits());
    let key = |part: usize| -> [&[u64; 8]; N] { core::array::from_fn(|b| &powers[N - 1 - b][part]) };
    let hi = clmul_sum(&core::array::from_fn(|b| (x1[b], r1[b])), key(0));
    let lo = clmul_sum(&core::array::from_fn(|b| (x0[b], r0[b])), key(1));
    let mid = clmul_sum(&core::array::from_fn(|b| (x1[b] ^ x0[b], r1[b] ^ r0[b])), key(2));
    reduce(hi, lo, mid)
}

/// `H^1..H^4`, and `H` prepared as a [`PowerKey`]: each product needs only that one
/// (`absorb_scalar::<1>` reads `powers[0]`), so the others are prepared by the caller that keeps
/// them.
fn scalar_powers(h: u128) -> (PowerKey, [u128; AGG]) {
    let mut powers = [power_key(h); AGG];
    let mut p = [h; AGG];
    for i in 1..AGG {
        p[i] = absorb_scalar::<1>([p[i - 1]], &powers);
    }
    let first = powers[0];
    powers.as_flattened_mut().as_flattened_mut().zeroize();
    (first, p)
}

impl GHashKey {
    /// Prepares `H^1..H^4` from `H` (standard byte order).
    pub(crate) fn new(h: &Block) -> Self {
        let (mut first, mut p) = scalar_powers(u128::from_be_bytes(*h));
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        let key = GHashKey { powers: core::array::from_fn(|i| if i == 0 { first } else { power_key(p[i]) }) };
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let key = {
            let mut shifted = p.map(times_x_inverse);
            let key = GHashKey { sse2: super::ghash_sse2::Key::new(&shifted) };
            shifted.zeroize();
            key
        };
        first.as_flattened_mut().zeroize();
        p.zeroize();
        key
    }

    /// `Σ_b X_b · H^(N - b)` for `N` = 4 or 1 blocks (already combined with `y`), reduced.
    #[inline(always)]
    fn absorb<const N: usize>(&self, x: [u128; N]) -> u128 {
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        return absorb_scalar::<N>(x, &self.powers);
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        {
            let (hi, lo, mid) = super::ghash_sse2::clmul_sum::<N>(&self.sse2, x);
            reduce(hi, lo, mid)
        }
    }
}

/// Absorbs `blocks` into `y`: 4 blocks per reduction, then the tail one by one.
#[inline(never)]
pub(super) fn soft_ghash(key: &GHashKey, y: &mut Block, blocks: &[Block]) {
    let mut acc = u128::from_be_bytes(*y);
    let mut chunks = blocks.chunks_exact(AGG);
    for chunk in &mut chunks {
        let x: [u128; AGG] = core::array::from_fn(|b| u128::from_be_bytes(chunk[b]));
        acc = key.absorb::<AGG>([acc ^ x[0], x[1], x[2], x[3]]);
    }
    for b in chunks.remainder() {
        acc = key.absorb::<1>([acc ^ u128::from_be_bytes(*b)]);
    }
    *y = acc.to_be_bytes();
    acc.zeroize();
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        soft_ghash(self, y, blocks);
    }
}

/// On x86_64 the products run on `pmuludq` (`ghash_sse2.rs`); the scalar products, which the
/// other targets run, are still here (they compute the powers at key setup): the two must agree.
#[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
mod tests {
    use super::*;
    use crate::backend::test_rng::Rng;

    #[test]
    fn sse2_products_match_scalar() {
        // Dense values make the largest bit-pair counts (8 per 32-bit class product).
        let dense =
            [u128::MAX, 0xf0f0_f0f0_f0f0_f0f0_f0f0_f0f0_f0f0_f0f0, 0x8888_8888_8888_8888_8888_8888_8888_8888, 1];
        let mut rng = Rng(0x1234_5678_9abc_def0);
        for round in 0..400 {
            let h = if round < dense.len() { dense[round] } else { u128::from_be_bytes(rng.block()) };
            let key = GHashKey::new(&h.to_be_bytes());
            let scalar = scalar_powers(h).1.map(power_key);
            let x: [u128; AGG] = core::array::from_fn(|b| {
                if round % 7 == 1 { dense[(round / 7 + b) % dense.len()] } else { u128::from_be_bytes(rng.block()) }
            });
            assert_eq!(key.absorb::<AGG>(x), absorb_scalar::<AGG>(x, &scalar), "h = {h:032x}, x = {x:032x?}");
            assert_eq!(key.absorb::<1>([x[0]]), absorb_scalar::<1>([x[0]], &scalar), "h = {h:032x}");
        }
    }
}
