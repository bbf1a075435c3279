//! The carry-less products of the soft GHASH on SSE2's `pmuludq` (x86_64, whose baseline includes
//! SSE2): two 32x32-bit integer multiplies per instruction, where the scalar code gets one 64x64.
//!
//! # Why 32-bit pieces
//! The "holes" method of `ghash.rs` works on any width: split each operand into the classes of
//! bit positions `≡ i (mod 4)`. For 32-bit operands a class has 8 bits, so every coefficient
//! `c_p` of an integer product of two classes is at most 8 and fits in the 4 bits before the
//! next term of its class: the whole 63-bit product is exact, and bit `p` of it is the parity of
//! `c_p`. A 32x32 carry-less product is 16 class products (8 `pmuludq`, each doing two), with no
//! bit-reversal pass for the high half.
//!
//! # Karatsuba twice
//! `X ⊗ K` of two 128-bit values (dwords `x0..x3`, `x0` least significant) splits at 64 bits and
//! then at 32: nine 32x32 products of the operands ("slots")
//!
//! ```text
//!     x0, x1, x0^x1        (low half)      x2, x3, x2^x3        (high half)
//!     x0^x2, x1^x3, x0^x1^x2^x3            (the XOR of the halves)
//! ```
//!
//! and each half `A = a1:a0` is `a0⊗b0 ^ (a0⊗b0 ^ a1⊗b1 ^ (a0^a1)⊗(b0^b1))·2^32 ^ a1⊗b1·2^64`.
//! Nine products of 16 class products: 144 partial products, 72 `pmuludq` per block (the scalar
//! code makes 96 `imul`s and, for lack of registers, as many moves and spills).
//!
//! # Layout
//! `pmuludq` multiplies the low dword of each 64-bit lane, so a vector carries two slots: the
//! pairs `(x0, x2)`, `(x1, x3)`, `(x0^x1, x2^x3)`, `(x0^x2, x1^x3)`, and the ninth slots of two
//! blocks side by side. The key side (the powers of `H`) is split into classes once, at setup, in
//! the same lanes. Products are XORed into four accumulators by class sum `(i + j) mod 4`, over
//! all the blocks of a step (XORed, never added: the bound above holds per product), then masked
//! once and recombined in scalar code.
//!
//! # Constant time
//! Only logical operations, shifts and shuffles by constants, and `pmuludq`, whose timing does not
//! depend on its operands on x86 CPUs (it is on Intel's list of data-operand-independent-timing
//! instructions, with the same proviso as `imul`: from Ice Lake on, under the DOITM mode bit).

#![allow(unsafe_code)]

use super::holes::{AGG, M as M64};
use core::arch::x86_64::*;
use zeroize::Zeroize;

const _: () = assert!(AGG == 4, "the ninth slots pair the blocks of a 4-block step");

/// `M_i` on 32-bit operands (the low halves of the 64-bit products' masks `M64`, which are
/// `ghash.rs`'s `M`): the bits at positions `≡ i (mod 4)`.
const M32: [u32; 4] = [M64[0] as u32, M64[1] as u32, M64[2] as u32, M64[3] as u32];

/// Powers of `H` (times `x^-1`, see `ghash.rs`), split into classes for `pmuludq`: `H^1..H^POWERS`
/// for blocks multiplied by them, with `GROUPS = ceil(POWERS / 2)` (one vector carries the ninth
/// slots of two powers). [`Key1`] holds `H` alone (what one block at a time needs), [`Key4`] the
/// four powers of a 4-block step.
#[derive(Clone)]
pub(super) struct Key<const POWERS: usize, const GROUPS: usize> {
    /// `pairs[p][4·pair + class]`: the four classes of each of the four slot pairs of
    /// `H^(p+1)`.
    pairs: [[__m128i; 16]; POWERS],
    /// `ninth[GROUPS - 1 - k][class]`: the ninth slots of `H^(2k+2)` (lane 0) and `H^(2k+1)`
    /// (lane 1), so group 0 of [`Key4`] pairs the blocks multiplied by `H^4` and `H^3`, and the
    /// last group of either key holds `H^1` in lane 1 (where one block puts its ninth slot).
    ninth: [[__m128i; 4]; GROUPS],
}

/// `H` alone.
pub(super) type Key1 = Key<1, 1>;
/// `H^1..H^4`.
pub(super) type Key4 = Key<AGG, { AGG / 2 }>;

impl<const POWERS: usize, const GROUPS: usize> Drop for Key<POWERS, GROUPS> {
    fn drop(&mut self) {
        self.pairs.iter_mut().for_each(Zeroize::zeroize);
        self.ninth.iter_mut().for_each(Zeroize::zeroize);
    }
}

/// The slots of a 128-bit value, as 32-bit values: the four pairs and the ninth.
fn slots(k: u128) -> ([[u32; 2]; 4], u32) {
    let d: [u32; 4] = core::array::from_fn(|i| (k >> (32 * i)) as u32);
    let pairs = [[d[0], d[2]], [d[1], d[3]], [d[0] ^ d[1], d[2] ^ d[3]], [d[0] ^ d[2], d[1] ^ d[3]]];
    (pairs, d[0] ^ d[1] ^ d[2] ^ d[3])
}

/// Two 32-bit values in the low dwords of the two 64-bit lanes.
fn lanes(lo: u32, hi: u32) -> __m128i {
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe { _mm_set_epi64x(i64::from(hi), i64::from(lo)) }
}

impl<const POWERS: usize, const GROUPS: usize> Key<POWERS, GROUPS> {
    /// The all-zero key, to be filled in place.
    pub(super) fn zeroed() -> Self {
        // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
        let zero = unsafe { _mm_setzero_si128() };
        Key { pairs: [[zero; 16]; POWERS], ninth: [[zero; 4]; GROUPS] }
    }

    /// Splits `powers[p] = H^(p+1)·x^-1` into classes.
    #[cfg(test)]
    pub(super) fn new(powers: &[u128; POWERS]) -> Self {
        let mut key = Self::zeroed();
        key.fill(powers);
        key
    }

    /// Splits `powers[p] = H^(p+1)·x^-1` into classes, in place (over any key of this size).
    pub(super) fn fill(&mut self, powers: &[u128; POWERS]) {
        const { assert!(GROUPS == POWERS.div_ceil(2)) };
        let key = self;
        let mut ninth = [[0u32; 2]; GROUPS];
        for (p, &k) in powers.iter().enumerate() {
            let (mut pairs, n) = slots(k);
            for (pair, s) in pairs.iter().enumerate() {
                for (c, m) in M32.iter().enumerate() {
                    key.pairs[p][4 * pair + c] = lanes(s[0] & m, s[1] & m);
                }
            }
            // H^(2k+1) to lane 1, H^(2k+2) to lane 0 of group GROUPS - 1 - k.
            ninth[GROUPS - 1 - p / 2][1 - p % 2] = n;
            pairs.as_flattened_mut().zeroize();
        }
        for (g, n) in ninth.iter().enumerate() {
            for (c, m) in M32.iter().enumerate() {
                key.ninth[g][c] = lanes(n[0] & m, n[1] & m);
            }
        }
        ninth.as_flattened_mut().zeroize();
    }
}

/// `acc[(i + j) % 4] ^= x_i · k_j` for the four classes `x` of a slot pair and the four classes
/// `k` of the key's, both slots at once.
#[inline(always)]
fn mul_acc(acc: &mut [__m128i; 4], x: __m128i, k: &[__m128i]) {
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe {
        for i in 0..4 {
            let xi = _mm_and_si128(x, _mm_set1_epi32(M32[i] as i32));
            for j in 0..4 {
                acc[(i + j) % 4] = _mm_xor_si128(acc[(i + j) % 4], _mm_mul_epu32(xi, k[j]));
            }
        }
    }
}

/// The 64-bit carry-less products (one per lane) from the accumulators.
#[inline(always)]
fn fold(acc: &[__m128i; 4]) -> [u64; 2] {
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe {
        let m = |i: usize| _mm_set1_epi64x(M64[i] as i64);
        let r = _mm_or_si128(
            _mm_or_si128(_mm_and_si128(acc[0], m(0)), _mm_and_si128(acc[1], m(1))),
            _mm_or_si128(_mm_and_si128(acc[2], m(2)), _mm_and_si128(acc[3], m(3))),
        );
        let lo = _mm_cvtsi128_si64(r) as u64;
        let hi = _mm_cvtsi128_si64(_mm_unpackhi_epi64(r, r)) as u64;
        [lo, hi]
    }
}

/// One half of the two-level Karatsuba: `a0⊗b0`, `a1⊗b1` and `(a0^a1)⊗(b0^b1)` to the 128-bit
/// `A⊗B` of `A = a1:a0`, `B = b1:b0`.
#[inline(always)]
fn karatsuba32(p0: u64, p1: u64, pm: u64) -> u128 {
    u128::from(p0) ^ (u128::from(p0 ^ p1 ^ pm) << 32) ^ (u128::from(p1) << 64)
}

/// The vector of a 128-bit value's dwords, `x0` in the lowest.
#[inline(always)]
fn load(x: u128) -> __m128i {
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe { _mm_set_epi64x((x >> 64) as i64, x as i64) }
}

/// The products of slot pair `P` of `N` blocks, summed over the blocks (`v`: the blocks'
/// vectors, `u`: their `[x0^x2, x1^x3, x2, x3]`).
#[inline(always)]
fn pair_sum<const P: usize, const N: usize, const G: usize>(
    key: &Key<N, G>,
    v: &[__m128i; N],
    u: &[__m128i; N],
) -> [u64; 2] {
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe {
        let mut acc = [_mm_setzero_si128(); 4];
        for b in 0..N {
            let x = match P {
                // (x0, x2)
                0 => v[b],
                // (x1, x3)
                1 => _mm_srli_epi64(v[b], 32),
                // (x0^x1, x2^x3)
                2 => _mm_xor_si128(v[b], _mm_srli_epi64(v[b], 32)),
                // (x0^x2, x1^x3): dwords 0 and 1 of u to the two lanes.
                _ => _mm_shuffle_epi32(u[b], 0b01_01_00_00),
            };
            mul_acc(&mut acc, x, &key.pairs[N - 1 - b][4 * P..][..4]);
        }
        fold(&acc)
    }
}

/// `Σ_b X_b ⊗ K_(N-1-b)` for `N` blocks under the `N` powers of `key` (4 or 1): the three 128-bit
/// Karatsuba products (high halves, low halves, XOR of the halves) that `ghash.rs` recombines and
/// reduces.
#[inline(always)]
pub(super) fn clmul_sum<const N: usize, const G: usize>(key: &Key<N, G>, x: [u128; N]) -> (u128, u128, u128) {
    const { assert!(N == AGG || N == 1, "4 blocks, or 1 (the ninth slots' key pairing)") };
    // SAFETY: SSE2 is part of the x86_64 baseline (this file's `cfg`, on `mod ghash_sse2`).
    unsafe {
        let zero = _mm_setzero_si128();
        let v: [__m128i; N] = core::array::from_fn(|b| load(x[b]));
        // u = [x0^x2, x1^x3, x2, x3]: its lanes' low dwords are x0^x2 and x2.
        let u: [__m128i; N] = core::array::from_fn(|b| _mm_xor_si128(v[b], _mm_srli_si128(v[b], 8)));
        let r = [
            pair_sum::<0, N, G>(key, &v, &u),
            pair_sum::<1, N, G>(key, &v, &u),
            pair_sum::<2, N, G>(key, &v, &u),
            pair_sum::<3, N, G>(key, &v, &u),
        ];
        // The ninth slot, x0^x1^x2^x3, in the low dword of lane 0 of `n`; two blocks share a
        // vector (with one block, it takes lane 1, whose key is H^1).
        let n: [__m128i; N] = core::array::from_fn(|b| _mm_xor_si128(u[b], _mm_srli_epi64(u[b], 32)));
        let mut acc = [zero; 4];
        if N == 1 {
            mul_acc(&mut acc, _mm_unpacklo_epi64(zero, n[0]), &key.ninth[0]);
        } else {
            for g in 0..N / 2 {
                let x = _mm_unpacklo_epi64(n[2 * g], n[2 * g + 1]);
                mul_acc(&mut acc, x, &key.ninth[g]);
            }
        }
        let ninth = fold(&acc);
        let ninth = ninth[0] ^ ninth[1];
        let lo = karatsuba32(r[0][0], r[1][0], r[2][0]);
        let hi = karatsuba32(r[0][1], r[1][1], r[2][1]);
        let mid = karatsuba32(r[3][0], r[3][1], ninth);
        (hi, lo, mid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bit by bit: the 256-bit carry-less product `a ⊗ b` as (high, low).
    fn clmul(a: u128, b: u128) -> (u128, u128) {
        let (mut hi, mut lo) = (0u128, 0u128);
        for i in 0..128 {
            if (b >> i) & 1 == 1 {
                lo ^= a << i;
                if i > 0 {
                    hi ^= a >> (128 - i);
                }
            }
        }
        (hi, lo)
    }

    /// `clmul_sum`, recombined, against the bitwise products of each block with its power.
    /// (`k[..N]` are the key's powers.)
    fn check<const N: usize, const G: usize>(k: [u128; AGG], x: [u128; N]) {
        let key = Key::<N, G>::new(&core::array::from_fn(|i| k[i]));
        let (hi, lo, mid) = clmul_sum(&key, x);
        let mid = mid ^ hi ^ lo;
        let got = (hi ^ (mid >> 64), lo ^ (mid << 64));
        let mut want = (0u128, 0u128);
        for (b, &xb) in x.iter().enumerate() {
            let (h, l) = clmul(xb, k[N - 1 - b]);
            want = (want.0 ^ h, want.1 ^ l);
        }
        assert_eq!(got, want, "k = {k:032x?}, x = {x:032x?}");
    }

    /// Every pattern of all-zero and all-one dwords on both sides, in every block position: each
    /// of the nine slots, the XOR slots too, at its largest bit-pair count (8 per class product).
    #[test]
    fn dword_patterns() {
        let pattern = |m: u32| (0..4).filter(|i| m >> i & 1 == 1).fold(0u128, |a, i| a | (0xffff_ffff << (32 * i)));
        for km in 0..16 {
            for xm in 0..16 {
                for p in 0..AGG {
                    let mut k = [0x1234_5678_9abc_def0_0fed_cba9_8765_4321; AGG];
                    k[p] = pattern(km);
                    check::<4, 2>(k, core::array::from_fn(|b| if b == AGG - 1 - p { pattern(xm) } else { 0 }));
                    if p == 0 {
                        check::<1, 1>(k, [pattern(xm)]);
                    }
                }
            }
        }
    }

    /// A single bit on one side (every position, every block), random values on the other.
    #[test]
    fn single_bits() {
        let mut rng = crate::backend::test_rng::Rng(0x0123_4567_89ab_cdef);
        let mut r = || u128::from_be_bytes(rng.block());
        for i in 0..128 {
            for p in 0..AGG {
                let mut k = [0; AGG];
                k[p] = 1 << i;
                let x: [u128; AGG] = core::array::from_fn(|_| r());
                check::<4, 2>(k, x);
                check::<1, 1>(k, [x[0]]);
                let k: [u128; AGG] = core::array::from_fn(|_| r());
                check::<4, 2>(k, core::array::from_fn(|b| if b == p { 1 << i } else { 0 }));
                check::<1, 1>(k, [1 << i]);
            }
        }
        check::<4, 2>([u128::MAX; AGG], [u128::MAX; AGG]);
        check::<1, 1>([u128::MAX; AGG], [u128::MAX]);
    }
}
