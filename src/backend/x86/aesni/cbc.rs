//! CBC: encryption at the latency floor, decryption 8 blocks in flight, and multi-buffer
//! encryption with 8 independent lanes interleaved.
//!
//! Encryption, `C_i = E(P_i ^ C_{i-1})`, is a chain: block i cannot start before block i-1 ends.
//! Its floor is Nr `aesenc` latencies per block, reached only if nothing else sits on the chain.
//! The XOR of the next plaintext and round key 0 is folded into the last round: `aesenclast`
//! ends in AddRoundKey, so with `N = P_{i+1} ^ K_0`,
//!
//! ```text
//!     aesenclast(x, K_last ^ N) = C_i ^ P_{i+1} ^ K_0
//! ```
//!
//! which is exactly the round-1 input of block i+1. `K_last ^ N` and the output `C_i = x' ^ N`
//! are computed off the chain, so each block costs exactly Nr AES latencies (2.5 cycles/byte for
//! AES-128 at 4 cycles per `aesenc`). For the last block, `N = 0` and the result is `C_i` itself.
//!
//! Decryption, `P_i = D(C_i) ^ C_{i-1}`, is parallel; its XOR is folded into `aesdeclast` the
//! same way: `aesdeclast(s, K ^ C_{i-1}) = aesdeclast(s, K) ^ C_{i-1}`.
//!
//! Multi-buffer encryption keeps 8 slots, each running one message's chain; a round is issued for
//! all 8 slots together, so 8 chains share the pipes as 8 CTR blocks would. When a message ends its
//! slot takes the next non-empty message, so the pipes stay full until fewer than 8 messages
//! remain, whatever their lengths.

#![allow(unsafe_code)]

use super::aes::{
    Keys, State, WIDTH, declast, decrypt8_head, enc, enc8, enclast, load, load_upto8, load8, store, store_upto8,
    store8, xor, zero,
};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::__m128i;

/// CBC encryption; `iv` becomes the last ciphertext block.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cbc_encrypt<const NR: usize>(t: AesNiToken, rk: &[Block; 15], iv: &mut Block, data: &mut [Block]) {
    let Some((first, _)) = data.split_first() else {
        return;
    };
    let k = Keys::new(rk);
    // Round-1 input of block 0.
    let mut x = xor(xor(load(iv), load(first)), k.at(0));
    let mut c = zero();
    for i in 0..data.len() {
        for key in k.middle::<NR>() {
            x = enc(t, x, key);
        }
        let next = match data.get(i + 1) {
            Some(p) => xor(load(p), k.at(0)),
            None => zero(),
        };
        // x = C_i ^ next: the next block's round-1 input (or C_i for the last block).
        x = enclast(t, x, xor(k.at(NR), next));
        c = xor(x, next);
        store(&mut data[i], c);
    }
    store(iv, c);
}

/// Decrypts the 8 ciphertext blocks `c` with `prev` the block before `c[0]`.
#[inline(always)]
fn decrypt8<const NR: usize>(t: AesNiToken, k: Keys<'_>, c: &State, prev: __m128i) -> State {
    let mut s = *c;
    decrypt8_head::<NR>(t, k, &mut s);
    core::array::from_fn(|i| {
        let chain = if i == 0 { prev } else { c[i - 1] };
        declast(t, s[i], xor(k.at(NR), chain))
    })
}

/// CBC decryption, 8 blocks in flight; `iv` becomes the last ciphertext block.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cbc_decrypt<const NR: usize>(t: AesNiToken, rk: &[Block; 15], iv: &mut Block, data: &mut [Block]) {
    let k = Keys::new(rk);
    let mut prev = load(iv);
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let c = load8(chunk);
        let p = decrypt8::<NR>(t, k, &c, prev);
        store8(chunk, &p);
        prev = c[WIDTH - 1];
    }
    if let Some(last) = tail.last() {
        let last = load(last);
        let c = load_upto8(tail);
        let p = decrypt8::<NR>(t, k, &c, prev);
        store_upto8(tail, &p);
        prev = last;
    }
    store(iv, prev);
}

/// A busy slot of the multi-buffer scheduler: the message's IV (to receive its last ciphertext
/// block) and the blocks still to encrypt (never empty).
type Slot<'a> = Option<(&'a mut Block, &'a mut [Block])>;

/// Multi-buffer CBC encryption: each `ivs[l]` becomes the last ciphertext block of `data[l]`.
///
/// The work goes in runs: a run is as many steps as the shortest message left in a slot, so
/// within a run no message ends and every step is straight-line code over the 8 slots (idle
/// slots compute garbage, never stored). Between runs, slots whose message ended store its IV
/// and take the next non-empty message.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cbc_encrypt_many<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    ivs: &mut [Block],
    data: &mut [&mut [Block]],
) {
    let k = Keys::new(rk);
    let mut messages =
        ivs.iter_mut().zip(data.iter_mut()).map(|(iv, msg)| (iv, &mut **msg)).filter(|(_, msg)| !msg.is_empty());
    let mut slots: [Slot<'_>; WIDTH] = Default::default();
    // x[s]: round-1 input of slot s's next block; after a slot's last block, its last ciphertext.
    let mut x: State = [zero(); WIDTH];
    loop {
        // Retire finished messages and refill their slots.
        for (slot, xs) in slots.iter_mut().zip(x.iter_mut()) {
            if let Some((iv, msg)) = slot {
                if !msg.is_empty() {
                    continue;
                }
                store(iv, *xs);
            }
            *slot = messages.next();
            if let Some((iv, msg)) = slot
                && let Some(p0) = msg.first()
            {
                *xs = xor(xor(load(iv), load(p0)), k.at(0));
            }
        }
        let Some(run) = slots.iter().flatten().map(|(_, msg)| msg.len()).min() else {
            return;
        };
        for _ in 0..run {
            for key in k.fresh().middle::<NR>() {
                enc8(t, &mut x, key);
            }
            for (slot, xs) in slots.iter_mut().zip(x.iter_mut()) {
                let Some((_, msg)) = slot else { continue };
                let next = match msg.get(1) {
                    Some(p) => xor(load(p), k.at(0)),
                    None => zero(),
                };
                // y = C ^ next: the next round-1 input, or C itself after the last block.
                let y = enclast(t, *xs, xor(k.at(NR), next));
                let rest = core::mem::take(msg);
                if let Some((c, rest)) = rest.split_first_mut() {
                    store(c, xor(y, next));
                    *msg = rest;
                }
                *xs = y;
            }
        }
    }
}
