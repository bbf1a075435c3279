//! Stitched GCM: CTR (inc32) and GHASH in one pass, 8 blocks per iteration.
//!
//! Each iteration issues the AES rounds of 8 counter blocks and, between them, the 24 Karatsuba
//! multiplies of 8 ciphertext blocks by H^8..H^1 (see `ghash.rs`), reduced once at the end of the
//! iteration. AES and carry-less multiplies are independent within an iteration, so the
//! out-of-order core overlaps them: the loop runs at the cost of the busier unit, not of the sum
//! of their latencies.
//!
//! - `open` hashes the ciphertext it is about to decrypt: the blocks of the iteration are read
//!   once for GHASH (before the last round) and again for the fused XOR in the last round.
//! - `seal` hashes ciphertext it has just produced, so GHASH trails AES by one iteration: the
//!   multiplies of iteration i are those of the ciphertext written in iteration i-1 (read back
//!   from the output, where it is still in L1), and the last full batch is hashed after the loop.
//!
//! Fewer than 8 remaining blocks go through the 8-wide CTR of `ctr.rs` (missing lanes unused)
//! and the n-block GHASH step (powers H^n..H^1) of `ghash.rs`.

#![allow(unsafe_code)]

use super::aes::{Keys, State, WIDTH, enc8, load, store, xor, xor8};
use super::ctr::{Ctr32, bswap, bswap_mask, ctr8, last8_xor, order_mask};
use super::ghash::{Acc, POWERS, Powers, absorb_tail, absorb8};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::__m128i;

/// Rounds 0..NR-1 of the 8 counter blocks `s`, interleaved with the GHASH of the 8 blocks
/// `ct` into the register-form accumulator `y`; returns the new (reduced) accumulator.
#[inline(always)]
fn rounds_with_ghash<const NR: usize>(
    t: AesNiToken,
    k: Keys<'_>,
    p: Powers<'_>,
    mask: __m128i,
    s: &mut State,
    ct: &[Block; WIDTH],
    y: __m128i,
) -> __m128i {
    // Keys and powers stay memory operands (see `Keys::fresh`).
    let (k, p) = (k.fresh(), p.fresh());
    xor8(s, k.at(0));
    let mut acc = Acc::new();
    for r in 1..NR {
        enc8(t, s, k.at(r));
        // NR - 1 >= 9 middle rounds: one ciphertext block per round for the first 8.
        if r <= WIDTH {
            let i = r - 1;
            let mut x = bswap(t, load(&ct[i]), mask);
            if i == 0 {
                x = xor(x, y);
            }
            p.mul_add(t, &mut acc, x, POWERS - 1 - i);
        }
    }
    acc.reduce(t)
}

/// GCM encryption: `data` is encrypted with CTR (inc32) from `counter`, then hashed into `y`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_gcm_seal<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    powers: (&[Block; POWERS], &[Block; POWERS]),
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    crypt_then_hash::<NR, false>(t, rk, powers, counter, y, data);
}

/// GCM-SIV decryption (RFC 8452) in one pass: `data` is decrypted with CTR from `counter`
/// (little-endian, bytes 0..4) and the plaintext absorbed into the POLYVAL state `s`, with the
/// GHASH powers of `mulX_GHASH(rev(H))`: [`aesni_gcm_seal`] in POLYVAL's byte order
/// (`backend/siv.rs`).
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_siv_open<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    powers: (&[Block; POWERS], &[Block; POWERS]),
    counter: &mut Block,
    s: &mut Block,
    data: &mut [Block],
) {
    crypt_then_hash::<NR, true>(t, rk, powers, counter, s, data);
}

/// The body of [`aesni_gcm_seal`] (`POLYVAL`: of [`aesni_siv_open`]): CTR over `data`, then
/// the output hashed, trailing by one batch.
#[inline(always)]
fn crypt_then_hash<const NR: usize, const POLYVAL: bool>(
    t: AesNiToken,
    rk: &[Block; 15],
    (h, hk): (&[Block; POWERS], &[Block; POWERS]),
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    let k = Keys::new(rk);
    let p = Powers::new(h, hk);
    let mask = order_mask::<POLYVAL>();
    let mut c = Ctr32::<POLYVAL>::of(counter);
    let mut acc = bswap(t, load(y), mask);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    if let Some((first, rest)) = chunks.split_first_mut() {
        ctr8::<NR>(t, k, c.blocks8(t), first);
        c.advance(WIDTH);
        let mut prev: &[Block; WIDTH] = first;
        for chunk in rest {
            let mut s = c.blocks8(t);
            c.advance(WIDTH);
            acc = rounds_with_ghash::<NR>(t, k, p, mask, &mut s, prev, acc);
            last8_xor::<NR>(t, k, &s, chunk);
            prev = chunk;
        }
        acc = absorb8(t, mask, acc, prev, p);
    }
    if !tail.is_empty() {
        ctr8::<NR>(t, k, c.blocks8(t), tail);
        c.advance(tail.len());
        acc = absorb_tail(t, mask, acc, tail, p);
    }
    c.store(t, counter);
    store(y, bswap(t, acc, mask));
}

/// GCM decryption: the ciphertext `data` is hashed into `y`, then decrypted with CTR (inc32)
/// from `counter`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_gcm_open<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    (h, hk): (&[Block; POWERS], &[Block; POWERS]),
    counter: &mut Block,
    y: &mut Block,
    data: &mut [Block],
) {
    let k = Keys::new(rk);
    let p = Powers::new(h, hk);
    let mask = bswap_mask();
    let mut c = Ctr32::new(counter);
    let mut acc = bswap(t, load(y), mask);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let mut s = c.blocks8(t);
        c.advance(WIDTH);
        acc = rounds_with_ghash::<NR>(t, k, p, mask, &mut s, chunk, acc);
        last8_xor::<NR>(t, k, &s, chunk);
    }
    if !tail.is_empty() {
        acc = absorb_tail(t, mask, acc, tail, p);
        ctr8::<NR>(t, k, c.blocks8(t), tail);
        c.advance(tail.len());
    }
    c.store(t, counter);
    store(y, bswap(t, acc, mask));
}
