//! GHASH with PCLMULQDQ: H^1..H^8 computed once per key (on first use), 8 blocks per iteration, Karatsuba products summed
//! unreduced, one reduction per 8 blocks.
//!
//! # Bit order
//!
//! SP 800-38D writes a field element as a 128-bit string whose first bit (bit 7 of byte 0) is
//! the coefficient of x^0 and whose last bit (bit 0 of byte 15) is that of x^127, modulo
//! g(x) = x^128 + x^7 + x^2 + x + 1. Reversing the 16 bytes with one `pshufb` puts byte 0 at the
//! top of the register, so register bit i (of the little-endian 128-bit integer) holds the
//! coefficient of x^(127-i): the register is the *bit-reversed* polynomial. Name the register's
//! own polynomial variable z (bit i is the coefficient of z^i); then a field element a(x) is the
//! register A(z) = z^127 · a(1/z), and `pclmulqdq` multiplies register polynomials exactly.
//!
//! For c = a·b (degree <= 254), divide by g: c = q·g + r with deg r < 128, deg q <= 126. Reversing,
//!
//! ```text
//!   A(z)·B(z) = z^254 · c(1/z) = [z^126 q(1/z)] · [z^128 g(1/z)] + z^127 · [z^127 r(1/z)]
//!             = Q(z)·G(z) + z^127 · R(z),          G(z) = z^128 + z^127 + z^126 + z^121 + 1,
//! ```
//!
//! so the register of the product, R(z), is A·B·z^-127 mod G: a Montgomery reduction, but by
//! z^127 instead of z^128. This off-by-one is the bit-order trick's whole cost, and it is paid once
//! per key instead of per block (no per-bit reversal, no 1-bit shift of every product): store
//! H' = z·H(z) mod G instead of H(z). In the register, multiplying by z is a left shift of the
//! 128-bit integer by one; the bit shifted out is z^128 ≡ z^127 + z^126 + z^121 + 1 (mod G), so
//! when the top bit was set we XOR in the constant with bits 127, 126, 121, 0:
//! `0xc2000000_00000000_00000000_00000001`. (In the spec's x, z is x^-1: H' is "H·x^-1"; in the
//! register it is the familiar "H shifted left by one with the conditional reduction".) Then
//!
//! ```text
//!   mont(A, H') = A · z·H · z^-128 = A·H·z^-127 mod G = the register of a·h,
//! ```
//!
//! and likewise mont(z·A, H') = z·(register of a·h), so the powers (H^k)' = mont((H^{k-1})', H')
//! come out in the same pre-shifted form.
//!
//! # Reduction: mont(D) = D · z^-128 mod G for a 256-bit D = D3:D2:D1:D0 (64-bit words)
//!
//! Add multiples of G that clear the low 128 bits, 64 bits at a time, then drop them. Modulo the
//! bits that matter, G = 1 + z^64·P + z^128 with P = z^63 + z^62 + z^57 (`0xc2 << 56`, the
//! low 64-bit constant; z^121, z^126, z^127 are z^64 times z^57, z^62, z^63).
//!
//! - Fold 1: D + D0·G = z^64·(D1 + D0·P) + z^128·(D2 + D0) + z^192·D3. With D0·P = T1:T0
//!   (128 bits), the words become D1' = D1^T0, D2' = D2^D0^T1; D0 is cleared.
//! - Fold 2: add z^64·D1'·G = z^64·D1' + z^128·D1'·P + z^192·D1'. With D1'·P = U1:U0 the result
//!   is D2'' = D2'^U0, D3'' = D3^D1'^U1, and D · z^-128 = D3'':D2''.
//!
//! Each fold is one `pclmulqdq` by P and a swap of 64-bit halves (`pshufd 0x4e`): with
//! `lo = D1:D0`, `T = clmul(lo.low, P)`, `swap(lo) ^ T` is `(D0^T1):(D1^T0)`, i.e. the words to add
//! at z^128 and z^64.
//!
//! # Karatsuba and aggregation
//!
//! Eight blocks X1..X8 absorbed into y give y' = (y^X1)·H^8 ^ X2·H^7 ^ ... ^ X8·H. Each product
//! A·B with A = a1:a0, B = b1:b0 is lo = a0·b0, hi = a1·b1 and mid = (a0^a1)·(b0^b1) ^ lo ^ hi,
//! three multiplies, with (b0^b1) precomputed per power. The 8 lo, mid and hi terms are summed
//! unreduced (the map D -> D·z^-128 mod G is linear), mid is folded in as D1 ^= mid.low,
//! D2 ^= mid.high, and one reduction serves the 8 blocks.

#![allow(unsafe_code)]

use super::aes::{load, store, xor};
use super::ctr::{bswap, bswap_mask, identity_mask};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::{Block, GhashKernels};
use crate::backend::lazy::{LazyTable, Table};
use crate::backend::wipe::wipe_block;
use core::arch::x86_64::*;
use zeroize::Zeroize;

/// Blocks per GHASH iteration (and powers of H kept).
pub(super) const POWERS: usize = 8;

/// The GHASH key: H, and H^1..H^8 in the pre-shifted register form with their Karatsuba middle
/// terms, built on first use.
///
/// Every kernel that reads the key reads the powers (even a 1-block message meets H^2 with its
/// length block, `absorb_tail`), so the setup keeps only H and the first input builds the table
/// through the once-cell (`backend/lazy.rs`): a key dropped unused (a key per connection that
/// never sees a message, a benchmark's `new` + drop) never computes the powers, and a key's first
/// message pays for them once. Every read of the powers goes through [`GHashKey::powers`], which
/// builds them if needed; nothing else reads the table. Constant time: whether the table exists
/// depends only on whether the key was used; the powers are computed by the same straight-line
/// code either way.
#[derive(Clone)]
pub(crate) struct GHashKey {
    token: AesNiToken,
    /// H as E_K(0^128) gave it (standard byte order), the table's source.
    h: Block,
    table: LazyTable<PowerTable>,
}

/// H^1..H^8 in the pre-shifted register form and their Karatsuba middle terms.
///
/// Aligned to 16 bytes: the kernels load each power as one 16-byte operand, which in a table
/// behind the cell's 1-byte state word would otherwise straddle cache lines.
#[repr(align(16))]
pub(crate) struct PowerTable {
    /// `h[i]` is the register of (H^(i+1))' (see the module docs).
    h: [Block; POWERS],
    /// `hk[i]`: the XOR of the two 64-bit halves of `h[i]`, in both halves.
    hk: [Block; POWERS],
}

impl Table for PowerTable {
    fn zeroed() -> Self {
        PowerTable { h: [[0; 16]; POWERS], hk: [[0; 16]; POWERS] }
    }
}

impl Drop for PowerTable {
    fn drop(&mut self) {
        self.h.as_flattened_mut().zeroize();
        self.hk.as_flattened_mut().zeroize();
    }
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        // The table (if built) wipes itself when the cell drops it.
        wipe_block(&mut self.h);
    }
}

impl GHashKey {
    #[cfg(test)]
    pub(crate) fn new(token: AesNiToken, h: &Block) -> Self {
        let mut key = Self::zeroed(token);
        key.set_h(h);
        key
    }

    /// The key for `h`, built in `slot` (zeroed there, then filled), as [`super::Aes::init`].
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: AesNiToken, h: &Block) -> &'a mut Self {
        let key = slot.write(Self::zeroed(token));
        key.set_h(h);
        key
    }

    /// Sets this key's H, in place (the `vaes` key builds its AES-NI twin where it lives:
    /// zeroed, then filled). The powers are built from it on first use; a key whose table was
    /// built is not given another H (`&mut self` on a fresh key only).
    #[inline(always)]
    pub(in crate::backend::x86) fn set_h(&mut self, h: &Block) {
        self.h = *h;
    }

    /// A key of H = 0 (until [`GHashKey::set_h`] fills it in place), its table unbuilt: only
    /// the 16 bytes of H and the cell's state word are written.
    #[inline]
    pub(in crate::backend::x86) fn zeroed(token: AesNiToken) -> Self {
        GHashKey { token, h: [0; 16], table: LazyTable::new() }
    }

    /// H^1..H^8 and their middle terms, built now if no input has needed them yet.
    #[inline(always)]
    pub(in crate::backend::x86) fn powers(&self) -> (&[Block; POWERS], &[Block; POWERS]) {
        let t = self.table.get_or_init(|t| {
            // SAFETY: the token proves PCLMULQDQ and SSSE3 are present.
            unsafe { powers(self.token, &self.h, POWERS, &mut t.h, &mut t.hk) }
        });
        (&t.h, &t.hk)
    }

    /// H as `E_K(0)` gave it (the vaes key's wide table is built from it directly).
    #[inline(always)]
    pub(in crate::backend::x86) fn h(&self) -> &Block {
        &self.h
    }

    /// The token the key was built with: the proof its kernels may run.
    pub(in crate::backend::x86) fn token(&self) -> AesNiToken {
        self.token
    }
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        let (h, hk) = self.powers();
        // SAFETY: `self.token` proves PCLMULQDQ and SSSE3 (and AES-NI, SSE4.1) are present.
        unsafe { aesni_ghash(self.token, h, hk, y, blocks) }
    }
}

/// `clmul(a, b)` of the 64-bit halves selected by `IMM` (bit 0: half of `a`, bit 4: half of `b`).
#[inline(always)]
pub(super) fn clmul<const IMM: i32>(_t: AesNiToken, a: __m128i, b: __m128i) -> __m128i {
    // SAFETY: the token proves PCLMULQDQ is present.
    unsafe { _mm_clmulepi64_si128::<IMM>(a, b) }
}

/// Swaps the two 64-bit halves.
#[inline(always)]
pub(super) fn swap64(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_shuffle_epi32::<0x4e>(x) }
}

/// The unreduced sum of Karatsuba products.
#[derive(Clone, Copy)]
pub(super) struct Acc {
    lo: __m128i,
    mid: __m128i,
    hi: __m128i,
}

impl Acc {
    #[inline(always)]
    pub(super) fn new() -> Self {
        let z = super::aes::zero();
        Acc { lo: z, mid: z, hi: z }
    }

    /// `self += a · h` (unreduced), `hk` the middle term of `h` in its low half.
    #[inline(always)]
    pub(super) fn mul_add(&mut self, t: AesNiToken, a: __m128i, h: __m128i, hk: __m128i) {
        self.lo = xor(self.lo, clmul::<0x00>(t, a, h));
        self.hi = xor(self.hi, clmul::<0x11>(t, a, h));
        self.mid = xor(self.mid, clmul::<0x00>(t, xor(a, swap64(a)), hk));
    }

    /// The reduced sum, `(lo + z^64·mid + z^128·hi) · z^-128 mod G` (module docs).
    #[inline(always)]
    pub(super) fn reduce(self, t: AesNiToken) -> __m128i {
        // SAFETY: SSE2 is baseline on x86_64.
        let p = unsafe { _mm_set_epi64x(0, 0xc200_0000_0000_0000_u64 as i64) };
        // Karatsuba: the cross terms a0·b1 ^ a1·b0, at z^64.
        let mid = xor(self.mid, xor(self.lo, self.hi));
        // Fold 1 (D0 from lo), merged with the words of lo and mid at z^64 and z^128:
        // mid' = (mid.high ^ D0 ^ T1) : (mid.low ^ D1 ^ T0).
        let mid = xor(mid, xor(swap64(self.lo), clmul::<0x00>(t, self.lo, p)));
        // Fold 2 (D1' = mid'.low): hi ^= (mid'.low ^ U1) : (mid'.high ^ U0).
        xor(self.hi, xor(swap64(mid), clmul::<0x00>(t, mid, p)))
    }
}

/// The key powers, read from the key at each use (a memory operand of `pclmulqdq`; no copies).
#[derive(Clone, Copy)]
pub(super) struct Powers<'a> {
    h: &'a [Block; POWERS],
    hk: &'a [Block; POWERS],
}

impl<'a> Powers<'a> {
    #[inline(always)]
    pub(super) fn new(h: &'a [Block; POWERS], hk: &'a [Block; POWERS]) -> Self {
        Powers { h, hk }
    }

    /// The same powers behind an opaque pointer (see `Keys::fresh` in `aes.rs`).
    #[inline(always)]
    pub(super) fn fresh(self) -> Self {
        core::hint::black_box(self)
    }

    /// `acc += x · H^(i+1)`.
    #[inline(always)]
    pub(super) fn mul_add(self, t: AesNiToken, acc: &mut Acc, x: __m128i, i: usize) {
        acc.mul_add(t, x, load(&self.h[i]), load(&self.hk[i]));
    }
}

/// The GHASH step of the 8 blocks `blocks` (memory order) into the register-form accumulator
/// `y`: `y' = (y ^ X_0)·H^8 ^ X_1·H^7 ^ ... ^ X_7·H`, one reduction. Fully unrolled.
#[inline(always)]
pub(super) fn absorb8(t: AesNiToken, mask: __m128i, y: __m128i, blocks: &[Block; POWERS], p: Powers<'_>) -> __m128i {
    let mut acc = Acc::new();
    for (i, b) in blocks.iter().enumerate() {
        let mut x = bswap(t, load(b), mask);
        if i == 0 {
            x = xor(x, y);
        }
        p.mul_add(t, &mut acc, x, POWERS - 1 - i);
    }
    acc.reduce(t)
}

/// [`absorb8`] for `n = blocks.len() < 8` blocks, with the powers H^n..H^1.
#[inline(always)]
pub(super) fn absorb_tail(t: AesNiToken, mask: __m128i, y: __m128i, blocks: &[Block], p: Powers<'_>) -> __m128i {
    let n = blocks.len().min(POWERS);
    let mut acc = Acc::new();
    // Block i meets H^(n-i), i.e. power index n-1-i: walk the first n powers backwards.
    for (i, (b, j)) in blocks[..n].iter().zip((0..n).rev()).enumerate() {
        let mut x = bswap(t, load(b), mask);
        if i == 0 {
            x = xor(x, y);
        }
        p.mul_add(t, &mut acc, x, j);
    }
    acc.reduce(t)
}

/// GHASH of whole blocks into `y` (standard byte order in memory).
#[target_feature(enable = "pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ghash(t: AesNiToken, h: &[Block; POWERS], hk: &[Block; POWERS], y: &mut Block, blocks: &[Block]) {
    ghash_body(t, bswap_mask(), h, hk, y, blocks);
}

/// POLYVAL (RFC 8452) of whole blocks into `s`, both in POLYVAL's byte order, with the GHASH
/// powers of `mulX_GHASH(rev(H))`: [`aesni_ghash`] without the byte swaps (`backend/siv.rs`).
#[target_feature(enable = "pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_polyval(t: AesNiToken, h: &[Block; POWERS], hk: &[Block; POWERS], s: &mut Block, blocks: &[Block]) {
    ghash_body(t, identity_mask(), h, hk, s, blocks);
}

/// The body of [`aesni_ghash`], in the byte order of `mask`.
#[inline(always)]
fn ghash_body(
    t: AesNiToken,
    mask: __m128i,
    h: &[Block; POWERS],
    hk: &[Block; POWERS],
    y: &mut Block,
    blocks: &[Block],
) {
    let p = Powers::new(h, hk);
    let mut acc = bswap(t, load(y), mask);
    let (chunks, tail) = blocks.as_chunks::<POWERS>();
    for chunk in chunks {
        acc = absorb8(t, mask, acc, chunk, p);
    }
    if !tail.is_empty() {
        acc = absorb_tail(t, mask, acc, tail, p);
    }
    store(y, bswap(t, acc, mask));
}

/// Computes (H^k)' and its Karatsuba middle term for k = 1..min(count, 8) (module docs) into
/// `out` and `outk`, leaving the rest as they are (for keys that keep their powers in arrays of
/// their own: GCM-SIV's `siv.rs`, whose short messages use one or two powers). Returns how many
/// it wrote.
#[inline(always)]
pub(super) fn powers_into(
    t: AesNiToken,
    h: &Block,
    count: usize,
    out: &mut [Block; POWERS],
    outk: &mut [Block; POWERS],
) -> usize {
    // SAFETY: the token proves PCLMULQDQ and SSSE3 are present.
    unsafe { powers(t, h, count, out, outk) };
    count.clamp(1, POWERS)
}

/// Computes (H^k)' and its Karatsuba middle term for k = 1..min(count, 8) (module docs), at
/// least H^1; `count` is public (a length), the branches on it leak nothing.
#[target_feature(enable = "pclmulqdq,sse2,ssse3,sse4.1")]
fn powers(t: AesNiToken, h: &Block, count: usize, out: &mut [Block; POWERS], outk: &mut [Block; POWERS]) {
    let hr = bswap(t, load(h), bswap_mask());
    // H' = z·H mod G: shift the 128-bit integer left by one (64-bit shifts plus the bit crossing
    // from the low into the high half), XOR 0xc2..01 when bit 127 was set.
    let shifted = _mm_or_si128(_mm_slli_epi64::<1>(hr), _mm_srli_epi64::<63>(_mm_slli_si128::<8>(hr)));
    // All-ones when bit 127 of `hr` is set: broadcast the top dword, arithmetic shift by 31.
    let top = _mm_srai_epi32::<31>(_mm_shuffle_epi32::<0xff>(hr));
    let poly = _mm_set_epi64x(0xc200_0000_0000_0000_u64 as i64, 1);
    let h1 = xor(shifted, _mm_and_si128(top, poly));
    // A tree of products, not a chain: H^2; then H^3, H^4 from it; then H^5..H^8 = H^4·(H..H^4):
    // three dependent multiplies instead of seven.
    let mul = |a: __m128i, b: __m128i| {
        let mut acc = Acc::new();
        acc.mul_add(t, a, b, xor(b, swap64(b)));
        acc.reduce(t)
    };
    // Each level only as far as `count` reaches.
    let n = count.clamp(1, POWERS);
    let mut hp = [h1; POWERS];
    if n > 1 {
        hp[1] = mul(h1, h1);
    }
    if n > 2 {
        (hp[2], hp[3]) = (mul(hp[1], h1), mul(hp[1], hp[1]));
    }
    if n > 4 {
        let h4 = hp[3];
        (hp[4], hp[5], hp[6], hp[7]) = (mul(h4, h1), mul(h4, hp[1]), mul(h4, hp[2]), mul(h4, h4));
    }
    for ((o, ok), p) in out.iter_mut().zip(outk.iter_mut()).zip(hp).take(n) {
        store(o, p);
        store(ok, xor(p, swap64(p)));
    }
}
