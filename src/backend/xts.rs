//! XTS's tweak arithmetic and the portable whole-block XTS kernel (what the provided
//! [`AesKernels::xts_encrypt`](super::kernels::AesKernels::xts_encrypt) and `xts_decrypt` run, on
//! the backend's ECB kernel: the soft and armv8 backends use it, the x86 ones have kernels of
//! their own).
//!
//! Multiplication by α. IEEE 1619 reads a 16-byte block as a polynomial over GF(2) with bit `k`
//! of byte `b` the coefficient of `x^(8b+k)`: the block is a little-endian `u128`, and `⊗ α` is
//! a left shift by one, with the bit shifted out of `x^127` reduced by `x^128 = x^7 + x^2 + x + 1`
//! (XOR of `0x87`). Shifting by `k` < 64 at once, the `k` bits `h` shifted out are reduced the
//! same way: `h(x)·(x^7 + x^2 + x + 1)` has degree < `k + 8` ≤ 127, so `T ⊗ α^k = (T << k) ⊕
//! h·0x87` (a carry-less product) with no further reduction. The SIMD kernels use this for
//! `k` = 8 and 16 as byte shifts and one `pclmulqdq`; here `k` = 4 spells the product out:
//! `(h << 7) ⊕ (h << 2) ⊕ (h << 1) ⊕ h`. All of it is branch-free (the tweaks are secret).
//!
//! The portable kernel keeps four independent ⊗α^4 chains in general registers (`T_{j+4} =
//! T_j ⊗ α^4`), XORs the tweaks of a batch in, sends the batch through the backend's ECB kernel
//! (`encrypt_blocks`, 8 to 32 blocks in flight) and XORs them out again.

use super::block::Block;
use super::wipe::{wipe, wipe_block};
use zeroize::Zeroize;

/// Blocks per batch handed to the ECB kernel (the widest backend keeps 32 in flight).
const BATCH: usize = 32;

/// `t ⊗ α` (see the module docs).
#[inline(always)]
pub(crate) fn mul_alpha(t: u128) -> u128 {
    (t << 1) ^ (0x87 & 0u128.wrapping_sub(t >> 127))
}

/// `t ⊗ α^4` (see the module docs).
#[inline(always)]
fn mul_alpha4(t: u128) -> u128 {
    let h = t >> 124;
    (t << 4) ^ (h << 7) ^ (h << 2) ^ (h << 1) ^ h
}

/// Block `j` of `blocks` becomes `C(b_j ⊕ T_j) ⊕ T_j`, `T_j = tweak ⊗ α^j` (`tweak` as a
/// little-endian `u128`), `C` the ECB kernel `crypt` (encryption or decryption); `tweak` becomes
/// `tweak ⊗ α^len`.
pub(crate) fn xts_with(crypt: impl Fn(&mut [Block]), tweak: &mut Block, blocks: &mut [Block]) {
    let t = u128::from_le_bytes(*tweak);
    // Blocks and tweaks are handled as `u128`s (one 16-byte load, XOR and store each); the
    // four chains live in registers (eight `u128`s would not fit the general registers).
    let mut tweaks = [0u128; BATCH];
    let mut lanes = [t, mul_alpha(t), mul_alpha(mul_alpha(t)), mul_alpha(mul_alpha(mul_alpha(t)))];
    let mut group_start = lanes;
    let mut used = 0;
    for chunk in blocks.chunks_mut(BATCH) {
        // BATCH is a multiple of 4, so block `j` of the chunk is lane `j % 4`'s.
        for (group, tw) in chunk.chunks_mut(4).zip(tweaks.chunks_mut(4)) {
            group_start = lanes;
            for ((b, w), l) in group.iter_mut().zip(tw.iter_mut()).zip(lanes) {
                *w = l;
                *b = (u128::from_le_bytes(*b) ^ l).to_le_bytes();
            }
            lanes = lanes.map(mul_alpha4);
        }
        crypt(chunk);
        for (b, w) in chunk.iter_mut().zip(tweaks.iter()) {
            *b = (u128::from_le_bytes(*b) ^ w).to_le_bytes();
        }
        used = used.max(chunk.len());
    }
    tweaks[..used].zeroize();
    // After the last group every lane advanced past it; a full last group leaves lane 0 at
    // `t ⊗ α^len`, a partial one of `g` blocks has it in its starting lane `g` (`len` is
    // public; the tweaks are never branched on).
    let g = blocks.len() % 4;
    *tweak = if g == 0 { lanes[0] } else { group_start[g] }.to_le_bytes();
}

/// `crypt` (a one-unit XTS kernel) on each of the consecutive data units of `unit` blocks in
/// `data`, unit `u` from the encrypted tweak `tweaks[u]` (the copy it advances is wiped).
pub(crate) fn xts_per_unit(
    crypt: impl Fn(&mut Block, &mut [Block]),
    tweaks: &[Block],
    unit: usize,
    data: &mut [Block],
) {
    if unit == 0 {
        return;
    }
    for (t, d) in tweaks.iter().zip(data.chunks_exact_mut(unit)) {
        let mut t = *t;
        crypt(&mut t, d);
        wipe_block(&mut t);
    }
}

/// Units whose tweaks [`xts_tweak_groups`] encrypts in one call: the wide backends' batch (16
/// blocks in flight).
const TWEAK_GROUP: usize = 16;

/// Consecutive data units of `unit` blocks from their plain tweaks (`i` of SP 800-38E), for
/// many-unit kernels that take encrypted ones (`units`, called with the encrypted tweaks of a
/// group of units and the group's data): the tweaks of up to [`TWEAK_GROUP`] units at a time
/// go through `encrypt_tweaks` (the tweak key's ECB kernel) in one call, so that they are in
/// flight together (one unit at a time waits out a whole AES latency before its first block).
/// The encrypted tweaks are wiped.
pub(crate) fn xts_tweak_groups(
    encrypt_tweaks: impl Fn(&mut [Block]),
    units: impl Fn(&[Block], &mut [Block]),
    tweaks: &[Block],
    unit: usize,
    data: &mut [Block],
) {
    if unit == 0 {
        return;
    }
    let mut group = [[0u8; 16]; TWEAK_GROUP];
    for (plain, d) in tweaks.chunks(TWEAK_GROUP).zip(data.chunks_mut(unit * TWEAK_GROUP)) {
        let encrypted = &mut group[..plain.len()];
        encrypted.copy_from_slice(plain);
        encrypt_tweaks(encrypted);
        units(encrypted, d);
    }
    // One store a block (`zeroize` makes sixteen).
    wipe(&mut group[..tweaks.len().min(TWEAK_GROUP)]);
}
