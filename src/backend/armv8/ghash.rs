//! GHASH with PMULL: eight blocks per step, Karatsuba, one reduction per eight blocks.
//!
//! # Bit order
//!
//! SP 800-38D reads a block as a polynomial over GF(2): bit 7 of byte 0 is the coefficient of
//! x^0 and bit 0 of byte 15 that of x^127, reduced modulo g = x^128 + x^7 + x^2 + x + 1.
//! Reverse the 16 bytes and read them as a little-endian integer (`REV64` then `EXT #8`, i.e.
//! `u128::from_be_bytes`): byte `i` lands at bits `8(15-i) .. 8(15-i)+7` and its bit `j` at
//! position `120 - 8i + j = 127 - (8i + 7 - j)`. So for a polynomial A of degree < 128 the
//! register holds R(A), the integer whose bit `127 - k` is the coefficient of x^k: A bit-reflected,
//! at the price of a byte shuffle only.
//!
//! PMULL multiplies integers carry-lessly, i.e. as polynomials in the *bit position*. If bit
//! `127 - k` of R(A) is a_k and bit `127 - l` of R(B) is b_l, their product term lands at bit
//! `254 - (k + l)`: the 256-bit carry-less product of R(A) and R(B) has bit `254 - m` equal to the
//! coefficient of x^m in A·B. Writing R256(C) for the 256-bit reflection (bit `255 - m` holds
//! x^m), that is bit `255 - (m + 1)`:
//!
//! ```text
//!   clmul(R(A), R(B)) = R256(x · A · B)                      (exact: deg(x·A·B) <= 255)
//! ```
//!
//! The stray factor x is cancelled once, at key setup, by storing H·x^-1 mod g instead of H.
//! In reflected form, dividing by x moves coefficient k+1 to k, i.e. shifts R left by one; if
//! the shifted-out coefficient of x^0 was 1, first add g (making A divisible by x), and
//! g/x = x^127 + x^6 + x + 1 reflects to bits 0, 121, 126, 127:
//!
//! ```text
//!   R(H·x^-1) = (R(H) << 1) ^ (msb(R(H)) ? 0xC2000000_00000000_00000000_00000001 : 0)
//! ```
//!
//! Then `clmul(R(A), R(H^i·x^-1)) = R256(A·H^i)` before reduction, and so are the powers:
//! multiplying R(H^i·x^-1) by R(H·x^-1) and reducing gives R(H^(i+1)·x^-1).
//!
//! # Reduction
//!
//! The 256-bit product P = w3:w2:w1:w0 (64-bit words, w0 lowest) is R256(C). Its low 128 bits
//! hold the *high* coefficients (x^128..x^255) and its high 128 bits the low ones. Read P as an
//! integer polynomial P(y) in bit positions: P(y) = y^255·C(1/y), and with C = Q·g + r,
//!
//! ```text
//!   P(y) = Q*(y)·g*(y) + y^128·R(r),   g*(y) = y^128·g(1/y) = y^128 + y^127 + y^126 + y^121 + 1
//! ```
//!
//! where Q* = y^127·Q(1/y) has degree < 128. As g* has constant term 1 it is invertible modulo
//! y^128, so Q* is the unique multiple that cancels the low 128 bits of P, and R(r) — the reduced
//! result, reflected — is `(P + Q*·g*) >> 128`. Cancel 64 bits at a time: for a 64-bit word w,
//!
//! ```text
//!   w·g* = w + y^64·(w·c) + y^128·w,   c = y^57 + y^62 + y^63 = 0xC200_0000_0000_0000
//! ```
//!
//! (y^121 + y^126 + y^127 = y^64·c). Fold w0: T = w0·c (one PMULL); w1 ^= T.lo, w2 ^= T.hi ^ w0.
//! Fold the new w1 the same way into w2, w3. The result is w3:w2. In vector form, with
//! lo = [w0, w1] and hi = [w2, w3] (lane 0 first):
//!
//! ```text
//!   s   = swap(lo) ^ pmull(lo.0, c)         = [w1 ^ T.lo, w0 ^ T.hi]
//!   out = hi ^ swap(s) ^ pmull(s.0, c)      = [w2 ^ w0 ^ T.hi ^ T'.lo, w3 ^ w1' ^ T'.hi]
//! ```
//!
//! # Aggregation and Karatsuba
//!
//! Eight steps of y = (y ^ X_i)·H unroll to y' = (y ^ X_1)·H^8 ^ X_2·H^7 ^ ... ^ X_8·H: eight
//! independent products, summed unreduced (reduction is linear), one reduction per eight blocks.
//! Each product a·b of a = [a0, a1], b = [b0, b1] is Karatsuba's three PMULLs:
//! lo = a0·b0, hi = a1·b1, mid = (a0^a1)·(b0^b1) ^ lo ^ hi, product = lo ^ mid·y^64 ^ hi·y^128.
//! The sums of lo, hi and the raw mid are kept apart and combined once; `b0 ^ b1` of each power
//! is precomputed, two powers per register (lane 0 for even power index, lane 1 for odd, used
//! by PMULL and PMULL2 respectively against `a ^ swap(a)`, whose two lanes are both a0^a1).
//!
//! # Lane-swapped operands
//!
//! `reflect` is two instructions (`REV64`, `EXT`); `REV64` alone gives swap(R(X)) = [a1, a0].
//! The powers are stored swapped as well, `K'_i = swap(K_i) = [h1, h0]`, and the products read
//! the other lane: lo = a0·h0 = PMULL2(a', K'), hi = a1·h1 = PMULL(a', K'), and `a' ^ swap(a')`
//! still has a0^a1 in both lanes. So a block costs one `REV64`; the running hash `y` (kept in
//! reflected form, the form the reduction returns) is swapped once per batch where it joins
//! the first block ([`join`]).
//!
//! Two blocks share one middle operand: with both in lane-swapped form, `ZIP1(a', b') ^
//! ZIP2(a', b')` (64-bit lanes) is [a0^a1, b0^b1], which PMULL and PMULL2 multiply by the two
//! halves of one `mids` register ([`Acc::mul_add_pair`]): three instructions for two blocks
//! instead of two per block.
//!
//! # EOR3
//!
//! With FEAT_SHA3, `EOR3` XORs three registers in one instruction: the pairwise sums above, the
//! reduction's folds and the CTR output (`s ^ k_Nr ^ data`) each save an instruction. The GCM
//! kernels have a second instantiation with the "sha3" target feature, chosen at key setup
//! ([`xor3`]'s `E3`).

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use zeroize::Zeroize;

use super::aes::{load, store, xor, xor3};
use crate::backend::detect::Armv8Token;
use crate::backend::kernels::{Block, GhashKernels};

/// Powers kept: H^1..H^8.
const POWERS: usize = 8;

/// The reduction constant c = x^57 + x^62 + x^63 (as a 64-bit integer; see the module docs).
const POLY: u64 = 0xC200_0000_0000_0000;

/// A GHASH key: R(H^i·x^-1) for i = 1..8 and their Karatsuba halves, as register images.
#[derive(Clone)]
pub(crate) struct GHashKey {
    token: Armv8Token,
    /// `powers[i]` = swap(R(H^(i+1)·x^-1)) (see "Lane-swapped operands").
    pub(super) powers: [[u8; 16]; POWERS],
    /// `mids[i]` = [lo ^ hi of powers[2i], lo ^ hi of powers[2i+1]].
    pub(super) mids: [[u8; 16]; POWERS / 2],
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        self.powers.as_flattened_mut().zeroize();
        self.mids.as_flattened_mut().zeroize();
    }
}

impl GHashKey {
    pub(crate) fn new(token: Armv8Token, h: &Block) -> Self {
        let mut key = GHashKey { token, powers: [[0; 16]; POWERS], mids: [[0; 16]; POWERS / 2] };
        // SAFETY: `token` proves the CPU has AES and PMULL (and NEON, baseline).
        unsafe { setup(&mut key, h) };
        key
    }
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        let _proof: Armv8Token = self.token;
        // SAFETY: `_proof` (the token stored at construction) proves the CPU has AES and PMULL.
        unsafe { armv8_ghash(self, y, blocks) }
    }
}

/// The key in registers.
pub(super) struct HKeys {
    p: [uint8x16_t; POWERS],
    m: [uint8x16_t; POWERS / 2],
    /// K_8 = swap(K'_8), unswapped: for the block that `y` joins in [`ghash8`].
    top: uint8x16_t,
}

/// Unreduced Karatsuba sums.
pub(super) struct Acc {
    lo: uint8x16_t,
    mid: uint8x16_t,
    hi: uint8x16_t,
}

/// Byte order of the standard <-> R(.): reverse all 16 bytes.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn reflect(v: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe {
        let r = vrev64q_u8(v);
        vextq_u8::<8>(r, r)
    }
}

/// A block (standard byte order) in the lane-swapped form the products take: swap(R(X)).
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn swapped(x: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe { vrev64q_u8(x) }
}

/// `y` (reflected) joined to the first block `x` of a batch (standard byte order), lane-swapped.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn join(y: uint8x16_t, x: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe { xor(swap(y), swapped(x)) }
}

/// Swaps the two 64-bit halves.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
unsafe fn swap(v: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe { vextq_u8::<8>(v, v) }
}

/// 64x64 -> 128 carry-less product of the lane-0 halves (PMULL).
///
/// # Safety
/// The CPU must have PMULL (the "aes" target feature).
#[inline(always)]
unsafe fn pmull(a: uint8x16_t, b: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL.
    unsafe {
        vreinterpretq_u8_p128(vmull_p64(
            vgetq_lane_p64::<0>(vreinterpretq_p64_u8(a)),
            vgetq_lane_p64::<0>(vreinterpretq_p64_u8(b)),
        ))
    }
}

/// 64x64 -> 128 carry-less product of the lane-1 halves (PMULL2).
///
/// # Safety
/// The CPU must have PMULL (the "aes" target feature).
#[inline(always)]
unsafe fn pmull2(a: uint8x16_t, b: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL.
    unsafe { vreinterpretq_u8_p128(vmull_high_p64(vreinterpretq_p64_u8(a), vreinterpretq_p64_u8(b))) }
}

/// Loads the key into registers.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn load_hkeys(key: &GHashKey) -> HKeys {
    // SAFETY: NEON is baseline; `load` reads whole 16-byte arrays.
    unsafe {
        let mut p = [vdupq_n_u8(0); POWERS];
        for (dst, src) in p.iter_mut().zip(&key.powers) {
            *dst = load(src);
        }
        let mut m = [vdupq_n_u8(0); POWERS / 2];
        for (dst, src) in m.iter_mut().zip(&key.mids) {
            *dst = load(src);
        }
        HKeys { p, m, top: swap(p[POWERS - 1]) }
    }
}

impl HKeys {
    /// `K'_i` and the register holding its Karatsuba half (see [`Acc::mul_add`]).
    #[inline(always)]
    pub(super) fn power(&self, i: usize) -> (uint8x16_t, uint8x16_t) {
        let i = i % POWERS;
        (self.p[i], self.m[i / 2])
    }

    /// `(K'_{2j+1}, K'_{2j}, mids[j])` (see [`Acc::mul_add_pair`]).
    #[inline(always)]
    pub(super) fn pair(&self, j: usize) -> (uint8x16_t, uint8x16_t, uint8x16_t) {
        let j = j % (POWERS / 2);
        (self.p[2 * j + 1], self.p[2 * j], self.m[j])
    }
}

impl GHashKey {
    /// `(K'_{2j+1}, K'_{2j}, mids[j])` for [`Acc::mul_add_pair`], loaded from the key where
    /// they are used (the stitched GCM loops, which have no registers to keep all twelve in).
    ///
    /// # Safety
    /// NEON only (baseline).
    #[inline(always)]
    pub(super) unsafe fn pair(&self, j: usize) -> (uint8x16_t, uint8x16_t, uint8x16_t) {
        let j = j % (POWERS / 2);
        // SAFETY: NEON is baseline; `load` reads whole 16-byte arrays.
        unsafe { (load(&self.powers[2 * j + 1]), load(&self.powers[2 * j]), load(&self.mids[j])) }
    }
}

impl Acc {
    /// # Safety
    /// NEON only (baseline).
    #[inline(always)]
    pub(super) unsafe fn new() -> Self {
        // SAFETY: NEON is baseline on aarch64.
        let z = unsafe { vdupq_n_u8(0) };
        Acc { lo: z, mid: z, hi: z }
    }

    /// Adds `a · K_i` (`a` lane-swapped, K_i = R(H^(i+1)·x^-1)) to the unreduced sums, with
    /// `(h, hm)` = `(K'_i, its Karatsuba pair register)` ([`HKeys::power`]). `i < 8`; with a
    /// constant `i` the lane choice for the middle product folds away.
    ///
    /// # Safety
    /// The CPU must have PMULL.
    #[inline(always)]
    pub(super) unsafe fn mul_add(&mut self, hk: (uint8x16_t, uint8x16_t), i: usize, a: uint8x16_t) {
        // SAFETY: the caller guarantees PMULL.
        unsafe { self.mul_add_lanes::<true>(hk, i, a) }
    }

    /// [`Acc::mul_add`] for `a` in reflected form, `h` = K_i unswapped.
    ///
    /// # Safety
    /// The CPU must have PMULL.
    #[inline(always)]
    unsafe fn mul_add_reflected(&mut self, hk: (uint8x16_t, uint8x16_t), i: usize, a: uint8x16_t) {
        // SAFETY: the caller guarantees PMULL.
        unsafe { self.mul_add_lanes::<false>(hk, i, a) }
    }

    /// Both of the above: with `SWAPPED` (both operands lane-swapped) a0·h0 is PMULL2's product
    /// and a1·h1 PMULL's, else the other way round.
    ///
    /// # Safety
    /// The CPU must have PMULL.
    #[inline(always)]
    unsafe fn mul_add_lanes<const SWAPPED: bool>(
        &mut self,
        (h, hm): (uint8x16_t, uint8x16_t),
        i: usize,
        a: uint8x16_t,
    ) {
        // SAFETY: the caller guarantees PMULL.
        unsafe {
            let am = xor(a, swap(a)); // both lanes a0 ^ a1
            let (low, high) = (pmull(a, h), pmull2(a, h));
            let (lo, hi) = if SWAPPED { (high, low) } else { (low, high) };
            self.lo = xor(self.lo, lo);
            self.hi = xor(self.hi, hi);
            let m = if i.is_multiple_of(2) { pmull(am, hm) } else { pmull2(am, hm) };
            self.mid = xor(self.mid, m);
        }
    }

    /// Adds `a · K_{2j+1} ^ b · K_{2j}` (both lane-swapped) to the unreduced sums, with
    /// `(ka, kb, m)` = `(K'_{2j+1}, K'_{2j}, mids[j])` ([`HKeys::pair`], [`GHashKey::pair`]):
    /// one middle operand for both blocks (see "Lane-swapped operands").
    ///
    /// # Safety
    /// The CPU must have PMULL, and FEAT_SHA3 if `E3`.
    #[inline(always)]
    pub(super) unsafe fn mul_add_pair<const E3: bool>(
        &mut self,
        (ka, kb, m): (uint8x16_t, uint8x16_t, uint8x16_t),
        a: uint8x16_t,
        b: uint8x16_t,
    ) {
        // SAFETY: the caller guarantees PMULL (and FEAT_SHA3 if `E3`).
        unsafe {
            let (a64, b64) = (vreinterpretq_u64_u8(a), vreinterpretq_u64_u8(b));
            // [b0 ^ b1, a0 ^ a1]: lane 0 against mids[j].0 (power 2j), lane 1 against mids[j].1.
            let mut t = xor(vreinterpretq_u8_u64(vzip1q_u64(b64, a64)), vreinterpretq_u8_u64(vzip2q_u64(b64, a64)));
            // Hide `t`'s lanes from LLVM: each PMULL reads one lane only, and per-lane
            // simplification turns the shared ZIP1/ZIP2/EOR back into an EXT and EOR per block
            // plus broadcast loads of the `mids` halves (an empty template: no instruction).
            core::arch::asm!("/* {0:v} */", inout(vreg) t, options(pure, nomem, nostack, preserves_flags));
            self.lo = xor3::<E3>(self.lo, pmull2(a, ka), pmull2(b, kb));
            self.hi = xor3::<E3>(self.hi, pmull(a, ka), pmull(b, kb));
            self.mid = xor3::<E3>(self.mid, pmull(t, m), pmull2(t, m));
        }
    }

    /// Completes Karatsuba and reduces modulo g (see the module docs): R(sum) mod g.
    ///
    /// # Safety
    /// The CPU must have PMULL, and FEAT_SHA3 if `E3`.
    #[inline(always)]
    pub(super) unsafe fn reduce<const E3: bool>(self) -> uint8x16_t {
        // SAFETY: the caller guarantees PMULL (and FEAT_SHA3 if `E3`).
        unsafe {
            let zero = vdupq_n_u8(0);
            let mid = xor3::<E3>(self.mid, self.lo, self.hi);
            // P = lo ^ mid·y^64 ^ hi·y^128
            let lo = xor(self.lo, vextq_u8::<8>(zero, mid)); // [w0, w1 ^ mid.0]
            let hi = xor(self.hi, vextq_u8::<8>(mid, zero)); // [w2 ^ mid.1, w3]
            let c = vreinterpretq_u8_u64(vdupq_n_u64(POLY));
            let s = xor(swap(lo), pmull(lo, c));
            xor3::<E3>(hi, swap(s), pmull(s, c))
        }
    }
}

/// Absorbs eight blocks (standard byte order, as loaded) into `y` (reflected form).
///
/// # Safety
/// The CPU must have PMULL, and FEAT_SHA3 if `E3`.
#[inline(always)]
pub(super) unsafe fn ghash8<const E3: bool>(hk: &HKeys, y: uint8x16_t, x: &[uint8x16_t; 8]) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL (and FEAT_SHA3 if `E3`).
    unsafe {
        let mut acc = Acc::new();
        // `y` is the loop-carried dependency of a GHASH-only loop: the block it joins is taken
        // in reflected form (`y ^ reflect(x_0)`, the reflection off the chain) against K_8
        // unswapped, not through `join`'s swap of `y` and a pair's ZIP, which would lengthen
        // the chain by two instructions. Block j has power index 7 - j; blocks 2..8 go in
        // pairs (block 2p has index 7 - 2p, odd: pair 3 - p).
        acc.mul_add_reflected((hk.top, hk.m[3]), 7, xor(y, reflect(x[0])));
        acc.mul_add(hk.power(6), 6, swapped(x[1]));
        for p in 1..POWERS / 2 {
            acc.mul_add_pair::<E3>(hk.pair(3 - p), swapped(x[2 * p]), swapped(x[2 * p + 1]));
        }
        acc.reduce::<E3>()
    }
}

/// Absorbs up to eight blocks from memory into `y` (reflected form), one reduction.
///
/// # Safety
/// The CPU must have PMULL, and FEAT_SHA3 if `E3`.
#[inline(always)]
pub(super) unsafe fn ghash_tail<const E3: bool>(hk: &HKeys, y: uint8x16_t, blocks: &[Block]) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL (and FEAT_SHA3 if `E3`); `load` reads whole 16-byte
    // arrays.
    unsafe {
        let n = blocks.len();
        // More than eight blocks would be left out of the hash (a forgery's way in): every
        // caller passes at most seven (a bulk tail) or five (`gcm_finish`).
        debug_assert!(n <= POWERS, "ghash_tail: {n} blocks");
        if n == 0 || n > POWERS {
            return y;
        }
        let mut acc = Acc::new();
        for (j, blk) in blocks.iter().enumerate() {
            let a = if j == 0 { join(y, load(blk)) } else { swapped(load(blk)) };
            acc.mul_add(hk.power(n - 1 - j), n - 1 - j, a);
        }
        acc.reduce::<E3>()
    }
}

/// R(a·b·x) mod g, for setup: one product, reduced.
///
/// # Safety
/// The CPU must have PMULL.
#[inline(always)]
unsafe fn mul(a: uint8x16_t, b: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL.
    unsafe {
        let am = xor(a, swap(a));
        let bm = xor(b, swap(b));
        Acc { lo: pmull(a, b), hi: pmull2(a, b), mid: pmull(am, bm) }.reduce::<false>()
    }
}

/// Key setup: R(H·x^-1) and its powers (see the module docs).
#[target_feature(enable = "aes,neon")]
unsafe fn setup(key: &mut GHashKey, h: &Block) {
    let mut r = u128::from_be_bytes(*h);
    // Constant time: a mask from the top bit, no branch.
    let mask = 0u128.wrapping_sub(r >> 127);
    r = (r << 1) ^ (mask & ((0xC2 << 120) | 1));
    let mut bytes = r.to_le_bytes();
    r.zeroize();
    // SAFETY: PMULL is enabled on this function (token held by the caller); loads and stores
    // go through whole 16-byte arrays.
    unsafe {
        let h1 = load(&bytes);
        bytes.zeroize();
        let mut p = h1;
        let mut prev_mid = vdupq_n_u8(0);
        for i in 0..POWERS {
            if i > 0 {
                p = mul(p, h1);
            }
            store(&mut key.powers[i], swap(p));
            let m = xor(p, swap(p));
            if i % 2 == 1 {
                // lanes [mid of power i-1, mid of power i]; both lanes of each m are equal
                store(&mut key.mids[i / 2], vextq_u8::<8>(prev_mid, m));
            }
            prev_mid = m;
        }
    }
}

/// GHASH over whole blocks; `y` in the standard's byte order.
///
/// # Safety
/// The CPU must have PMULL (the "aes" target feature).
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_ghash(key: &GHashKey, y: &mut Block, blocks: &[Block]) {
    // SAFETY: PMULL is enabled on this function; loads and stores go through whole 16-byte
    // arrays.
    unsafe {
        let hk = load_hkeys(key);
        let mut acc = reflect(load(y));
        let (chunks, tail) = blocks.as_chunks::<8>();
        for chunk in chunks {
            let mut x = [vdupq_n_u8(0); 8];
            for (xj, blk) in x.iter_mut().zip(chunk) {
                *xj = load(blk);
            }
            acc = ghash8::<false>(&hk, acc, &x);
        }
        acc = ghash_tail::<false>(&hk, acc, tail);
        store(y, reflect(acc));
    }
}
