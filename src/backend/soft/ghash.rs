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
//! # Carry-less 64x64 multiply with integer multiplies ("holes")
//! Split each operand into five classes, `x_i = x & M_i` with `M_i` the bits at positions
//! `≡ i (mod 5)`. An integer product `x_i · y_j` is `Σ_p c_p·2^p` over positions
//! `p ≡ i + j (mod 5)`, where `c_p` counts the pairs of set bits with `a + b = p`: at most 13
//! (a class has at most 13 of the 64 positions). `c_p < 16` occupies bits `p..p+3` only, and the
//! next position of the class is `p + 5`, so nothing carries into another term: bit `p` of the
//! product is the parity `c_p mod 2`, the carry-less result. XOR the 25 widening `u64 x u64 ->
//! u128` products into five accumulators by `(i + j) mod 5`, mask accumulator `k` with the
//! 128-bit class mask `M_k`, OR them: that is the 128-bit carry-less product. (Masking is linear,
//! so accumulators of several products may be XORed before the masks are applied.)
//!
//! # 128x128: Karatsuba and aggregation
//! With `X = X1·2^64 + X0`: `X ⊗ H = X1⊗H1·2^128 + ((X1^X0)⊗(H1^H0) ^ X1⊗H1 ^ X0⊗H0)·2^64 +
//! X0⊗H0`, three 64x64 products. Four blocks are absorbed at once:
//! `y' = (y ^ X1)·H^4 ^ X2·H^3 ^ X3·H^2 ^ X4·H`, accumulating the unreduced low, high and middle
//! products of all four before one Karatsuba recombination and one reduction. The powers (times
//! `x^-1`), their halves and the halves' XOR are precomputed and stored already split into classes.
//!
//! # Reduction
//! In the 256-bit reversed value `(V1, V0)`, `V1` holds `x^0..x^127` (reversed, as a block) and
//! bit `q` of `V0` holds `x^(128 + 127 - q)`. With `x^(128+m) = x^m·(x^7 + x^2 + x + 1)`, bit `q`
//! of `V0` moves to bits `q + 128, q + 127, q + 126, q + 121` of the 256-bit value: `V1 ^= V0 ^
//! V0>>1 ^ V0>>2 ^ V0>>7`, except that the bits shifted out at the bottom
//! (`V0<<127 ^ V0<<126 ^ V0<<121`, all at positions >= 121) land in `V0` again and need the same
//! fold once more (their own spill would start at bit 242: nothing). Since the fold is linear,
//! fold `T = V0 ^ V0<<127 ^ V0<<126 ^ V0<<121` once.

use crate::backend::kernels::{Block, GhashKernels};
use zeroize::Zeroize;

/// `M_i` for 64-bit operands: the bits at positions `≡ i (mod 5)`.
const M64: [u64; 5] = class_masks_64();
/// The same classes over the 128-bit products.
const M128: [u128; 5] = class_masks_128();

const fn class_masks_64() -> [u64; 5] {
    let mut m = [0u64; 5];
    let mut p = 0;
    while p < 64 {
        m[p % 5] |= 1 << p;
        p += 1;
    }
    m
}

const fn class_masks_128() -> [u128; 5] {
    let mut m = [0u128; 5];
    let mut p = 0;
    while p < 128 {
        m[p % 5] |= 1 << p;
        p += 1;
    }
    m
}

/// How many blocks one aggregated step absorbs.
const AGG: usize = 4;

/// One power of `H` (times `x^-1`), ready to multiply: the classes of the high half, of the low
/// half, and of their XOR (`[hi; lo; hi ^ lo]`, five words each).
type PowerKey = [u64; 15];

/// The GHASH key: `H^1..H^4`, each prepared as a [`PowerKey`].
#[derive(Clone)]
pub(crate) struct GHashKey {
    powers: [PowerKey; AGG],
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        self.powers.zeroize();
    }
}

#[inline(always)]
fn split(x: u64) -> [u64; 5] {
    core::array::from_fn(|i| x & M64[i])
}

/// `H·x^-1` in the reversed representation (see the module comment).
fn times_x_inverse(h: u128) -> u128 {
    let top = 0u128.wrapping_sub(h >> 127);
    (h << 1) ^ (top & 0xc200_0000_0000_0000_0000_0000_0000_0001)
}

fn power_key(h: u128) -> PowerKey {
    let h = times_x_inverse(h);
    let (hi, lo) = ((h >> 64) as u64, h as u64);
    let mut k = [0u64; 15];
    k[..5].copy_from_slice(&split(hi));
    k[5..10].copy_from_slice(&split(lo));
    k[10..].copy_from_slice(&split(hi ^ lo));
    k
}

/// The three unreduced Karatsuba products, each as five class accumulators.
struct Acc {
    hi: [u128; 5],
    lo: [u128; 5],
    mid: [u128; 5],
}

/// `z[(i + j) % 5] ^= x_i · y_j` for all classes: `z` gains `x ⊗ y` (before masking).
#[inline(always)]
fn clmul_acc(z: &mut [u128; 5], x: u64, y: &[u64]) {
    let x = split(x);
    for i in 0..5 {
        for j in 0..5 {
            z[(i + j) % 5] ^= u128::from(x[i]) * u128::from(y[j]);
        }
    }
}

/// Applies the class masks: the carry-less value of the accumulated products.
#[inline(always)]
fn fold(z: &[u128; 5]) -> u128 {
    (z[0] & M128[0]) | (z[1] & M128[1]) | (z[2] & M128[2]) | (z[3] & M128[3]) | (z[4] & M128[4])
}

impl Acc {
    #[inline(always)]
    fn new() -> Self {
        Acc {
            hi: [0; 5],
            lo: [0; 5],
            mid: [0; 5],
        }
    }

    /// Adds `x ⊗ H^k` (unreduced) for the prepared power `k`.
    #[inline(always)]
    fn mul_add(&mut self, x: u128, k: &PowerKey) {
        let (x1, x0) = ((x >> 64) as u64, x as u64);
        clmul_acc(&mut self.hi, x1, &k[..5]);
        clmul_acc(&mut self.lo, x0, &k[5..10]);
        clmul_acc(&mut self.mid, x1 ^ x0, &k[10..]);
    }

    /// Karatsuba recombination and reduction mod `P`.
    #[inline(always)]
    fn reduce(&self) -> u128 {
        let (hi, lo) = (fold(&self.hi), fold(&self.lo));
        let mid = fold(&self.mid) ^ hi ^ lo;
        let v1 = hi ^ (mid >> 64);
        let v0 = lo ^ (mid << 64);
        let t = v0 ^ (v0 << 127) ^ (v0 << 126) ^ (v0 << 121);
        v1 ^ t ^ (t >> 1) ^ (t >> 2) ^ (t >> 7)
    }
}

/// `x · H` for a prepared power.
fn mul(x: u128, k: &PowerKey) -> u128 {
    let mut acc = Acc::new();
    acc.mul_add(x, k);
    acc.reduce()
}

impl GHashKey {
    /// Prepares `H^1..H^4` from `H` (standard byte order).
    pub(crate) fn new(h: &Block) -> Self {
        let h = u128::from_be_bytes(*h);
        let k1 = power_key(h);
        let mut powers = [k1; AGG];
        let mut p = h;
        for k in powers.iter_mut().skip(1) {
            p = mul(p, &k1);
            *k = power_key(p);
        }
        p.zeroize();
        GHashKey { powers }
    }
}

/// Absorbs `blocks` into `y`: 4 blocks per reduction, then the tail one by one.
#[inline(never)]
pub(super) fn soft_ghash(key: &GHashKey, y: &mut Block, blocks: &[Block]) {
    let mut acc_y = u128::from_be_bytes(*y);
    let mut chunks = blocks.chunks_exact(AGG);
    for chunk in &mut chunks {
        let mut acc = Acc::new();
        acc.mul_add(acc_y ^ u128::from_be_bytes(chunk[0]), &key.powers[3]);
        acc.mul_add(u128::from_be_bytes(chunk[1]), &key.powers[2]);
        acc.mul_add(u128::from_be_bytes(chunk[2]), &key.powers[1]);
        acc.mul_add(u128::from_be_bytes(chunk[3]), &key.powers[0]);
        acc_y = acc.reduce();
    }
    for b in chunks.remainder() {
        acc_y = mul(acc_y ^ u128::from_be_bytes(*b), &key.powers[0]);
    }
    *y = acc_y.to_be_bytes();
    acc_y.zeroize();
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        soft_ghash(self, y, blocks);
    }
}
