//! CFB128 decryption 16 blocks wide.
//!
//! `P_i = C_i ^ E(C_(i-1))`: CBC decryption's shape (`cbc.rs`) with the forward cipher. The AES
//! inputs of a 16-block batch are the pairs `(C_(i-1), C_i)` one block before the batch's own
//! pairs, plain unaligned loads (the first pair is (chaining value, C_0)); the XOR with `C_i` is
//! folded into the last round, `aesenclast(s, k_last ^ C_i) = E(C_(i-1)) ^ C_i`. All loads of a
//! batch happen before its stores, and its last ciphertext block is loaded first as the next
//! chaining value, so in-place operation is sound. The first pair needs a lane insert; it is
//! built one batch ahead (the next batch's first block is not among this batch's stores), so no
//! state's rounds wait for it (built in place, the insert sat before the first state's ten
//! rounds, and llvm-mca's Zen 3/4 models put the loop 15% over CBC decryption's). Fewer than 16 blocks go to the AES-NI twin
//! (`Aes::cfb128_decrypt`); encryption and OFB are single chains, which the AES-NI twin's xmm
//! kernels already run at the latency floor.

#![allow(unsafe_code)]

use super::aes::WIDE;
use super::wide::{PREFETCH_FROM, Wide, load_key, prefetch_ahead};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// CFB128 decryption of 16-block batches in place; `iv` becomes the last ciphertext block.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_cfb128_decrypt<const R: usize>(keys: &[Wide; 15], iv: &mut Block, batches: &mut [[Block; WIDE]]) {
    let n = batches.len();
    if n == 0 {
        return;
    }
    // One pointer for the whole buffer: a batch's first ymm is built from the block before it,
    // one batch ahead (below).
    let base: *mut [Block; WIDE] = batches.as_mut_ptr();
    // SAFETY: `iv` is 16 readable bytes; SSE2 is baseline.
    let mut chain = unsafe { _mm_loadu_si128(iv.as_ptr().cast()) };
    // The AES input pair of a batch's first ymm, (chaining value, C_0): built for the next batch
    // while this one runs, so its lane insert stays off the rounds' dependency chain.
    // SAFETY: batch 0 exists (n > 0).
    let c0 = unsafe { _mm_loadu_si128(base.cast_const().cast()) };
    let mut head = _mm256_inserti128_si256(_mm256_zextsi128_si256(chain), c0, 1);
    // Long inputs stream from memory: prefetch ahead (`PREFETCH_FROM`).
    let prefetch = n * WIDE * 16 > PREFETCH_FROM;
    for i in 0..n {
        // SAFETY: i < n: batch i is in bounds.
        let p: *mut __m256i = unsafe { base.add(i) }.cast();
        let pb: *const Block = p.cast_const().cast();
        if prefetch {
            prefetch_ahead!(p);
        }
        // SAFETY: the batch holds 16 blocks.
        chain = unsafe { _mm_loadu_si128(pb.add(WIDE - 1).cast()) };
        let k0 = load_key!(&keys[0]);
        let mut s = [_mm256_setzero_si256(); 8];
        for (j, s) in s.iter_mut().enumerate() {
            let prev = if j == 0 {
                head
            } else {
                // SAFETY: blocks 2j - 1 and 2j (1 <= j < 8) are within the 16-block batch.
                unsafe { _mm256_loadu_si256(pb.add(2 * j - 1).cast()) }
            };
            *s = _mm256_xor_si256(prev, k0);
        }
        if i + 1 < n {
            // SAFETY: batch i + 1 exists; this batch's stores do not touch its first block.
            let next0 = unsafe { _mm_loadu_si128(pb.add(WIDE).cast()) };
            head = _mm256_inserti128_si256(_mm256_zextsi128_si256(chain), next0, 1);
        }
        for k in &keys[1..R] {
            let k = load_key!(k);
            for s in &mut s {
                *s = _mm256_aesenc_epi128(*s, k);
            }
        }
        let k = load_key!(&keys[R]);
        let mut out = [_mm256_setzero_si256(); 8];
        for (j, (o, s)) in out.iter_mut().zip(&s).enumerate() {
            // SAFETY: `p` points to 16 blocks = 8 ymm; j < 8.
            let c = unsafe { _mm256_loadu_si256(p.add(j)) };
            *o = _mm256_aesenclast_epi128(*s, _mm256_xor_si256(k, c));
        }
        for (j, o) in out.iter().enumerate() {
            // SAFETY: as above; every load of this batch is above.
            unsafe { _mm256_storeu_si256(p.add(j), *o) };
        }
    }
    // SAFETY: `iv` is 16 writable bytes.
    unsafe { _mm_storeu_si128(iv.as_mut_ptr().cast(), chain) };
}
