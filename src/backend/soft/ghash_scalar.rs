//! The carry-less products of the soft GHASH on scalar 64-bit multiplies: the "holes" method and
//! the bit-reversed high halves of `ghash.rs`'s module comment, on every target but x86_64 (which
//! runs `ghash_sse2.rs`; there this file is the reference its tests compare against).

use super::holes::{AGG, M};
use zeroize::Zeroize;

/// One power of `H` (times `x^-1`), ready to multiply: for each Karatsuba operand (high half,
/// low half, their XOR) the four classes of the operand and the four classes of its bit reversal.
type PowerKey = [[u64; 8]; 3];

/// The powers `H^1..H^N` (each times `x^-1`), prepared: [`Key1`] holds `H` alone (what one block
/// at a time needs), [`Key4`] the four powers of a 4-block step.
#[derive(Clone)]
pub(super) struct Key<const N: usize>([PowerKey; N]);

/// `H` alone.
pub(super) type Key1 = Key<1>;
/// `H^1..H^4`.
pub(super) type Key4 = Key<AGG>;

impl<const N: usize> Drop for Key<N> {
    fn drop(&mut self) {
        self.0.as_flattened_mut().as_flattened_mut().zeroize();
    }
}

impl<const N: usize> Key<N> {
    /// The all-zero key, to be filled in place.
    pub(super) fn zeroed() -> Self {
        Key([[[0; 8]; 3]; N])
    }

    /// Prepares `powers[p] = H^(p+1)·x^-1`, in place.
    pub(super) fn fill(&mut self, powers: &[u128; N]) {
        for (k, &p) in self.0.iter_mut().zip(powers) {
            *k = power_key(p);
        }
    }
}

#[inline(always)]
fn split(x: u64) -> [u64; 4] {
    [x & M[0], x & M[1], x & M[2], x & M[3]]
}

/// A power of `H`, already times `x^-1` (`ghash.rs`), prepared for the products.
fn power_key(h: u128) -> PowerKey {
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
fn operand_sum<const N: usize>(x: &[(u64, u64); N], keys: [&[u64; 8]; N]) -> u128 {
    let (mut lo, mut hi) = ([0u64; 4], [0u64; 4]);
    for b in 0..N {
        clmul_lo_acc(&mut lo, x[b].0, &keys[b][..4]);
        clmul_lo_acc(&mut hi, x[b].1, &keys[b][4..]);
    }
    (u128::from(fold(&hi).reverse_bits() >> 1) << 64) | u128::from(fold(&lo))
}

/// `Σ_b X_b ⊗ K_(N-1-b)` for `N` blocks under the `N` powers of `key` (`K_p` is `H^(p+1)`): the
/// three 128-bit Karatsuba products (high halves, low halves, XOR of the halves) that `ghash.rs`
/// recombines and reduces.
#[inline(always)]
pub(super) fn clmul_sum<const N: usize>(key: &Key<N>, x: [u128; N]) -> (u128, u128, u128) {
    let powers = &key.0;
    let x1: [u64; N] = core::array::from_fn(|b| (x[b] >> 64) as u64);
    let x0: [u64; N] = core::array::from_fn(|b| x[b] as u64);
    let r1: [u64; N] = core::array::from_fn(|b| x1[b].reverse_bits());
    let r0: [u64; N] = core::array::from_fn(|b| x0[b].reverse_bits());
    let key = |part: usize| -> [&[u64; 8]; N] { core::array::from_fn(|b| &powers[N - 1 - b][part]) };
    let hi = operand_sum(&core::array::from_fn(|b| (x1[b], r1[b])), key(0));
    let lo = operand_sum(&core::array::from_fn(|b| (x0[b], r0[b])), key(1));
    let mid = operand_sum(&core::array::from_fn(|b| (x1[b] ^ x0[b], r1[b] ^ r0[b])), key(2));
    (hi, lo, mid)
}
