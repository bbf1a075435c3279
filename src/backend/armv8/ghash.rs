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

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use zeroize::Zeroize;

use super::aes::{load, store, xor};
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
    /// `powers[i]` = R(H^(i+1)·x^-1).
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
        HKeys { p, m }
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

    /// Adds `a · K_i` (a in reflected form, K_i = R(H^(i+1)·x^-1)) to the unreduced sums.
    /// `i < 8`; with a constant `i` the lane choice for the middle product folds away.
    ///
    /// # Safety
    /// The CPU must have PMULL.
    #[inline(always)]
    pub(super) unsafe fn mul_add(&mut self, hk: &HKeys, i: usize, a: uint8x16_t) {
        // SAFETY: the caller guarantees PMULL.
        unsafe {
            let i = i % POWERS;
            let h = hk.p[i];
            let hm = hk.m[i / 2];
            let am = xor(a, swap(a)); // both lanes a0 ^ a1
            self.lo = xor(self.lo, pmull(a, h));
            self.hi = xor(self.hi, pmull2(a, h));
            let m = if i.is_multiple_of(2) { pmull(am, hm) } else { pmull2(am, hm) };
            self.mid = xor(self.mid, m);
        }
    }

    /// Completes Karatsuba and reduces modulo g (see the module docs): R(sum) mod g.
    ///
    /// # Safety
    /// The CPU must have PMULL.
    #[inline(always)]
    pub(super) unsafe fn reduce(self) -> uint8x16_t {
        // SAFETY: the caller guarantees PMULL.
        unsafe {
            let zero = vdupq_n_u8(0);
            let mid = xor(self.mid, xor(self.lo, self.hi));
            // P = lo ^ mid·y^64 ^ hi·y^128
            let lo = xor(self.lo, vextq_u8::<8>(zero, mid)); // [w0, w1 ^ mid.0]
            let hi = xor(self.hi, vextq_u8::<8>(mid, zero)); // [w2 ^ mid.1, w3]
            let c = vreinterpretq_u8_u64(vdupq_n_u64(POLY));
            let s = xor(swap(lo), pmull(lo, c));
            xor(hi, xor(swap(s), pmull(s, c)))
        }
    }
}

/// Absorbs eight blocks (standard byte order, as loaded) into `y` (reflected form).
///
/// # Safety
/// The CPU must have PMULL.
#[inline(always)]
pub(super) unsafe fn ghash8(hk: &HKeys, y: uint8x16_t, x: &[uint8x16_t; 8]) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL.
    unsafe {
        let mut acc = Acc::new();
        acc.mul_add(hk, POWERS - 1, xor(y, reflect(x[0])));
        for (j, &xj) in x.iter().enumerate().skip(1) {
            acc.mul_add(hk, POWERS - 1 - j, reflect(xj));
        }
        acc.reduce()
    }
}

/// Absorbs up to eight blocks from memory into `y` (reflected form), one reduction.
///
/// # Safety
/// The CPU must have PMULL.
#[inline(always)]
pub(super) unsafe fn ghash_tail(hk: &HKeys, y: uint8x16_t, blocks: &[Block]) -> uint8x16_t {
    // SAFETY: the caller guarantees PMULL; `load` reads whole 16-byte arrays.
    unsafe {
        let n = blocks.len();
        // More than eight blocks would be left out of the hash (a forgery's way in): every
        // caller passes at most seven (a bulk tail) or five (`gcm_finish`).
        debug_assert!(n <= POWERS, "ghash_tail: {n} blocks");
        if n == 0 || n > POWERS {
            return y;
        }
        let mut acc = Acc::new();
        let mut a = y;
        for (j, blk) in blocks.iter().enumerate() {
            acc.mul_add(hk, n - 1 - j, xor(a, reflect(load(blk))));
            a = vdupq_n_u8(0);
        }
        acc.reduce()
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
        Acc { lo: pmull(a, b), hi: pmull2(a, b), mid: pmull(am, bm) }.reduce()
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
            store(&mut key.powers[i], p);
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
            acc = ghash8(&hk, acc, &x);
        }
        acc = ghash_tail(&hk, acc, tail);
        store(y, reflect(acc));
    }
}
