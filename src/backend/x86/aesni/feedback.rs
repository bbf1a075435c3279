//! The whole-block feedback modes: CFB128 decryption 8 blocks in flight, CFB128 encryption and
//! OFB as single chains at the CBC-encryption latency floor.
//!
//! CFB128 decryption, `P_i = C_i ^ E(C_(i-1))`, is CBC decryption's shape with the forward
//! cipher: the 8 AES inputs of a batch are `C_(i-1)` (the chaining value, then the batch's first
//! 7 blocks) and the XOR with `C_i` is folded into the last round,
//! `aesenclast(s, K_last ^ C_i) = E(C_(i-1)) ^ C_i`. A batch is loaded whole before it is
//! stored, and its last ciphertext block is kept in a register as the next chaining value, so
//! in-place operation is sound.
//!
//! CFB128 encryption (`C_i = P_i ^ E(C_(i-1))`) and OFB (`O_i = E(O_(i-1))`, `out_i = in_i ^ O_i`)
//! are chains with one AES call per block. As in CBC encryption (`cbc.rs`), the round-0 XOR of
//! the next block is folded into the last round, so the chain carries the next round-1 input:
//!
//! ```text
//!     CFB: aesenclast(s, K_last ^ K_0 ^ P_i) = C_i ^ K_0
//!     OFB: aesenclast(s, K_last ^ K_0)       = O_i ^ K_0
//! ```
//!
//! `K_last ^ K_0 ^ P_i` is computed off the chain, and the output block is recovered from the
//! chain value by one XOR off the chain too: each block costs exactly `NR` AES latencies.

#![allow(unsafe_code)]

use super::aes::{Keys, WIDTH, enc, enclast, encrypt8_head, load, load_upto8, load8, store, store_upto8, store8, xor};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::__m128i;

/// The CFB128 decryption of 8 ciphertext blocks `c` (lanes past a tail's end zero) with `prev`
/// the block before `c[0]`.
#[inline(always)]
fn cfb_decrypt8<const NR: usize>(t: AesNiToken, k: Keys<'_>, c: &[__m128i; WIDTH], prev: __m128i) -> [__m128i; WIDTH] {
    let mut s: [__m128i; WIDTH] = core::array::from_fn(|i| if i == 0 { prev } else { c[i - 1] });
    encrypt8_head::<NR>(t, k, &mut s);
    core::array::from_fn(|i| enclast(t, s[i], xor(k.at(NR), c[i])))
}

/// CFB128 decryption in place, 8 blocks in flight; `iv` becomes the last ciphertext block.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cfb128_decrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    iv: &mut Block,
    data: &mut [Block],
) {
    let k = Keys::new(rk);
    let mut prev = load(iv);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let c = load8(chunk);
        let p = cfb_decrypt8::<NR>(t, k, &c, prev);
        store8(chunk, &p);
        prev = c[WIDTH - 1];
    }
    if let Some(last) = tail.last() {
        let last = load(last);
        let c = load_upto8(tail);
        let p = cfb_decrypt8::<NR>(t, k, &c, prev);
        store_upto8(tail, &p);
        prev = last;
    }
    store(iv, prev);
}

/// One chain of AES calls over `data` in place, `feedback` the last block fed back (the IV at
/// the start; updated): CFB128 encryption when `CFB` (the ciphertext is fed back), else OFB (the
/// AES output is).
#[inline(always)]
fn chain<const NR: usize, const CFB: bool>(t: AesNiToken, k: Keys<'_>, feedback: &mut Block, data: &mut [Block]) {
    let k0 = k.at(0);
    let kk = xor(k0, k.at(NR));
    // x: the next block's round-1 input, `feedback ^ K_0`.
    let mut x = xor(load(feedback), k0);
    for d in data.iter_mut() {
        for key in k.middle::<NR>() {
            x = enc(t, x, key);
        }
        let p = load(d);
        if CFB {
            x = enclast(t, x, xor(kk, p)); // C_i ^ K_0
            store(d, xor(x, k0));
        } else {
            x = enclast(t, x, kk); // O_i ^ K_0
            store(d, xor(xor(x, k0), p));
        }
    }
    store(feedback, xor(x, k0));
}

/// CFB128 encryption in place; `iv` becomes the last ciphertext block.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cfb128_encrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    iv: &mut Block,
    data: &mut [Block],
) {
    chain::<NR, true>(t, Keys::new(rk), iv, data);
}

/// OFB in place; `reg` (the last output block, the IV at the start) becomes the last output
/// block.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ofb<const NR: usize>(t: AesNiToken, rk: &[Block; 15], reg: &mut Block, data: &mut [Block]) {
    chain::<NR, false>(t, Keys::new(rk), reg, data);
}
