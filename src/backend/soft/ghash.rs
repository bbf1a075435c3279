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
//! (`ghash_scalar.rs`.) Split each operand into four classes, `x_i = x & M_i` with `M_i` the bits
//! at positions `≡ i (mod 4)` (0x1111.., 0x2222.., 0x4444.., 0x8888..). The integer product `x_i · y_j` is
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
//! two per SSE2 `pmuludq`, 72 of them a block against the 96 `imul`s of `ghash_scalar.rs`, which
//! the other targets run. This file keeps the key setup, the recombination and the reduction.
//! Faster than the scalar products on every x86_64 measured (`docs/perf/soft.md`).

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use super::ghash_scalar::{self as products, Key1, Key4};
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use super::ghash_sse2::{self as products, Key1, Key4};
use super::holes::AGG;
use crate::backend::kernels::{Block, GhashKernels};
#[cfg(target_has_atomic = "8")]
use crate::backend::lazy::{LazyTable, Table};
use core::mem::MaybeUninit;
use zeroize::Zeroize;

/// The GHASH key: `H`, prepared for one block at a time, and the powers `H^1..H^4` of the 4-block
/// steps. A key made for a short message (one or two blocks of AAD and text, and the length
/// block) multiplies by `H` alone and never needs the powers, which cost about a quarter of the
/// portable GCM key's setup (`docs/perf/key-setup.md`): the first input of at least four blocks
/// builds them (`backend/lazy.rs`). A target without an atomic compare-and-swap has no race-free
/// once-cell, so there they are built at setup.
#[derive(Clone)]
pub(crate) struct GHashKey {
    /// `H`, as a big-endian `u128` (the powers are built from it).
    h: u128,
    one: Key1,
    #[cfg(target_has_atomic = "8")]
    four: LazyTable<Key4>,
    #[cfg(not(target_has_atomic = "8"))]
    four: Key4,
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        self.h.zeroize();
    }
}

#[cfg(target_has_atomic = "8")]
impl Table for Key4 {
    fn zeroed() -> Self {
        Key4::zeroed()
    }
}

/// `H·x^-1` in the reversed representation (see the module comment).
fn times_x_inverse(h: u128) -> u128 {
    let top = 0u128.wrapping_sub(h >> 127);
    (h << 1) ^ (top & 0xc200_0000_0000_0000_0000_0000_0000_0001)
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

/// `X · H`, reduced.
#[inline(always)]
fn absorb1(one: &Key1, x: u128) -> u128 {
    let (hi, lo, mid) = products::clmul_sum(one, [x]);
    reduce(hi, lo, mid)
}

/// `X_0·H^4 + X_1·H^3 + X_2·H^2 + X_3·H`, reduced.
#[inline(always)]
fn absorb4(four: &Key4, x: [u128; AGG]) -> u128 {
    let (hi, lo, mid) = products::clmul_sum(four, x);
    reduce(hi, lo, mid)
}

/// Writes `H^1..H^4` into `t`: `H^(i+1) = H^i · H` by the one-block product.
fn fill_powers(h: u128, one: &Key1, t: &mut Key4) {
    let mut p = [h; AGG];
    for i in 1..AGG {
        p[i] = absorb1(one, p[i - 1]);
    }
    for pi in p.iter_mut() {
        *pi = times_x_inverse(*pi);
    }
    t.fill(&p);
    p.zeroize();
}

impl GHashKey {
    /// Prepares `H` (standard byte order) for one block at a time; the powers of the 4-block
    /// steps wait for an input that needs them.
    pub(crate) fn new(h: &Block) -> Self {
        let mut key = Self::unprepared(h);
        key.prepare();
        key
    }

    /// [`GHashKey::new`] into `slot` (written there, not moved in: the table's room is ~1.2 KB).
    pub(crate) fn init<'a>(slot: &'a mut MaybeUninit<Self>, h: &Block) -> &'a mut Self {
        let key = slot.write(Self::unprepared(h));
        key.prepare();
        key
    }

    /// `H` stored, its prepared forms still zero (the table not built).
    #[inline(always)]
    fn unprepared(h: &Block) -> Self {
        GHashKey {
            h: u128::from_be_bytes(*h),
            one: Key1::zeroed(),
            #[cfg(target_has_atomic = "8")]
            four: LazyTable::new(),
            #[cfg(not(target_has_atomic = "8"))]
            four: Key4::zeroed(),
        }
    }

    /// Prepares `H` for one block at a time (and, without a once-cell, the powers), in place.
    #[inline(always)]
    fn prepare(&mut self) {
        let mut shifted = [times_x_inverse(self.h)];
        self.one.fill(&shifted);
        shifted.zeroize();
        #[cfg(not(target_has_atomic = "8"))]
        fill_powers(self.h, &self.one, &mut self.four);
    }

    /// `H^1..H^4`, built now if no input has needed them yet.
    #[inline]
    fn four(&self) -> &Key4 {
        #[cfg(target_has_atomic = "8")]
        return self.four.get_or_init(|t| fill_powers(self.h, &self.one, t));
        #[cfg(not(target_has_atomic = "8"))]
        &self.four
    }
}

/// Absorbs `blocks` into `y`: 4 blocks per reduction, then the tail one by one.
#[inline(never)]
pub(super) fn soft_ghash(key: &GHashKey, y: &mut Block, blocks: &[Block]) {
    let mut acc = u128::from_be_bytes(*y);
    let mut chunks = blocks.chunks_exact(AGG);
    if blocks.len() >= AGG {
        let four = key.four();
        for chunk in &mut chunks {
            let x: [u128; AGG] = core::array::from_fn(|b| u128::from_be_bytes(chunk[b]));
            acc = absorb4(four, [acc ^ x[0], x[1], x[2], x[3]]);
        }
    }
    for b in chunks.remainder() {
        acc = absorb1(&key.one, acc ^ u128::from_be_bytes(*b));
    }
    *y = acc.to_be_bytes();
    acc.zeroize();
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        soft_ghash(self, y, blocks);
    }
}

/// On x86_64 the products run on `pmuludq` (`ghash_sse2.rs`); the scalar products of the other
/// targets (`ghash_scalar.rs`) are built here for tests: the two must agree.
#[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
mod tests {
    use super::super::ghash_scalar as scalar;
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
            let mut one = scalar::Key1::zeroed();
            one.fill(&[times_x_inverse(h)]);
            let product = |x: u128| {
                let (hi, lo, mid) = scalar::clmul_sum(&one, [x]);
                reduce(hi, lo, mid)
            };
            let mut p = [h; AGG];
            for i in 1..AGG {
                p[i] = product(p[i - 1]);
            }
            let mut powers = scalar::Key4::zeroed();
            powers.fill(&p.map(times_x_inverse));
            let x: [u128; AGG] = core::array::from_fn(|b| {
                if round % 7 == 1 { dense[(round / 7 + b) % dense.len()] } else { u128::from_be_bytes(rng.block()) }
            });
            let (hi, lo, mid) = scalar::clmul_sum(&powers, x);
            assert_eq!(absorb4(key.four(), x), reduce(hi, lo, mid), "h = {h:032x}, x = {x:032x?}");
            assert_eq!(absorb1(&key.one, x[0]), product(x[0]), "h = {h:032x}");
        }
    }
}
