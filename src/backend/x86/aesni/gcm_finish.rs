//! The end of a GCM message in one kernel call: the last ≤ 64 bytes, the length block and the tag.
//!
//! A small message is all fixed cost. Done with the general kernels it is an AES call (E_K(J0)
//! and the tail's keystream), a GHASH call (the padded tail ciphertext and the length block) and
//! the keystream and ciphertext passing through memory between them, partly byte by byte. Here
//! everything stays in registers:
//!
//! - E_K(J0) and the B = 1 or 4 keystream blocks run their rounds side by side, so the whole
//!   AES costs one block's latency (rounds × 4 cycles) whatever the tail length;
//! - whole tail blocks are loaded from and stored to the caller's buffer directly, and only a
//!   partial last block is copied through a zero-padded stack block;
//! - the data XOR is folded into the last round (`aesenclast(s, k_last ^ d) = E(s) ^ d`);
//! - when sealing, the keystream bytes past the message end are masked off the last ciphertext
//!   block before it is hashed (a 16-byte window into ones-then-zeros, chosen by the public
//!   length);
//! - the m = nb + 1 ≤ 5 hashed blocks X_0..X_nb (tail ciphertext, then lengths) give
//!   y' = (y ^ X_0)·H^m ^ X_1·H^(m-1) ^ ... ^ X_nb·H: Karatsuba products summed unreduced and
//!   one reduction (`ghash.rs`), then tag = y' ^ E_K(J0).

#![allow(unsafe_code)]

use super::aes::{Keys, enc, enclast, load, store, xor};
use super::ctr::{Ctr32, bswap, bswap_mask};
use super::ghash::{Acc, POWERS, Powers};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::{Block, GCM_TAIL, GcmEnd};
use crate::backend::wipe::wipe;
use core::arch::x86_64::*;

/// Tail blocks of the wide variant: `GCM_TAIL` bytes.
const WIDE: usize = GCM_TAIL / 16;
const _: () = assert!(WIDE < POWERS, "the tail and the length block need WIDE + 1 powers of H");

/// 16 bytes of ones then 16 of zeros: the 16 bytes from offset `16 - r` keep the first `r`
/// bytes of a block (r = 1..=16).
static KEEP: [u8; 32] = [
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/// See [`crate::backend::kernels::GcmKernels::gcm_finish`].
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_gcm_finish<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    (h, hk): (&[Block; POWERS], &[Block; POWERS]),
    end: GcmEnd<'_>,
) -> Block {
    let p = Powers::new(h, hk);
    // One block covers the most common small messages with a fifth of the AES work.
    if end.tail.len() <= 16 {
        finish::<NR, 1>(t, Keys::new(rk), p, end)
    } else {
        finish::<NR, WIDE>(t, Keys::new(rk), p, end)
    }
}

/// [`aesni_gcm_finish`] with room for `B` tail blocks.
#[inline(always)]
fn finish<const NR: usize, const B: usize>(
    t: AesNiToken,
    k: Keys<'_>,
    p: Powers<'_>,
    GcmEnd { j0, counter, y, tail, lens, seal }: GcmEnd<'_>,
) -> Block {
    let n = tail.len().min(16 * B);
    let tail = &mut tail[..n];
    let nb = n.div_ceil(16);
    // Whole blocks are loaded from and stored to `tail` directly; only a partial last block
    // goes through a zero-padded stack copy.
    let (whole, part) = tail.as_chunks_mut::<16>();
    let mut last = [0u8; 16];
    if !part.is_empty() {
        last[..part.len()].copy_from_slice(part);
    }

    // Counter blocks: J0, then inc32^0..inc32^(B-1) of `counter`.
    let mut c = Ctr32::new(counter);
    let k0 = k.at(0);
    let mut e0 = xor(load(j0), k0);
    let mut s: [__m128i; B] = c.blocks::<B>(t);
    for x in &mut s {
        *x = xor(*x, k0);
    }
    for r in 1..NR {
        let kr = k.at(r);
        e0 = enc(t, e0, kr);
        for x in &mut s {
            *x = enc(t, *x, kr);
        }
    }
    let kl = k.at(NR);
    let e0 = enclast(t, e0, kl);
    let data: [__m128i; B] = core::array::from_fn(|i| match whole.get(i) {
        Some(b) => load(b),
        None if i == whole.len() => load(&last),
        None => super::aes::zero(),
    });
    let out: [__m128i; B] = core::array::from_fn(|i| enclast(t, s[i], xor(kl, data[i])));
    c.advance(nb);
    c.store(t, counter);
    for (b, v) in whole.iter_mut().zip(&out) {
        store(b, *v);
    }
    if !part.is_empty() {
        store(&mut last, out[whole.len()]);
        part.copy_from_slice(&last[..part.len()]);
    }
    wipe(core::slice::from_mut(&mut last));

    // GHASH of X_0..X_nb (the tail blocks, then the lengths) with H^(nb+1)..H^1, one reduction.
    // X_i is the ciphertext block, zero past the message end: the input when opening, the
    // output masked to its first min(n - 16i, 16) bytes when sealing.
    let mask = bswap_mask();
    let mut x0 = bswap(t, load(y), mask);
    let mut acc = Acc::new();
    for i in 0..B {
        if i < nb {
            let x = if seal {
                let kept = (n - 16 * i).min(16);
                // SAFETY: 16 - kept is in 0..=15, so the 16 bytes read lie inside `KEEP`; SSE2
                // is baseline on x86_64.
                unsafe { _mm_and_si128(out[i], _mm_loadu_si128(KEEP.as_ptr().add(16 - kept).cast())) }
            } else {
                data[i]
            };
            p.mul_add(t, &mut acc, xor(bswap(t, x, mask), x0), nb - i);
            x0 = super::aes::zero();
        }
    }
    p.mul_add(t, &mut acc, xor(bswap(t, load(&lens), mask), x0), 0);
    let tag = xor(bswap(t, acc.reduce(t), mask), e0);
    let mut out = [0u8; 16];
    store(&mut out, tag);
    out
}
