//! CCM's payload in one pass: the CBC-MAC chain and the CTR keystream, one block of each per
//! step, round by round.
//!
//! The chain is carried pending (`x`, the chain value being `E(x)`; a plaintext block `P` makes
//! `x = E(x) ^ P`), and, as in CBC encryption (`cbc.rs`), the XOR of the next input and round
//! key 0 is folded into the last round: with `s` the state of `E(x)` after the middle rounds,
//!
//! ```text
//!     aesenclast(s, K_last ^ P ^ K_0) = E(x) ^ P ^ K_0
//! ```
//!
//! which is the round-1 input of the next `E(x)`: the chain costs exactly Nr `aesenc` latencies
//! per block, CBC encryption's floor. The keystream block `E(A_i)` depends only on the counter,
//! so the out-of-order core runs it ahead of the chain in the idle AES slots (2 per cycle, of
//! which the chain uses one every latency); opening needs `P = C ^ E(A_i)` before the chain's
//! last round of that block, which in steady state was computed iterations earlier. Only the
//! first block of an open waits for its keystream (one `aesenclast` and one XOR of latency).
//!
//! The counter is kept byte-reversed, so the big-endian increment is one `paddq` on the low 64
//! bits (the caller keeps the counter from carrying further: CCM's length limit).

#![allow(unsafe_code)]

use super::aes::{Keys, enc, enclast, load, store, xor};
use super::ctr::{bswap, bswap_mask};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// The byte-reversed counter plus `n` on its low 64 bits.
#[inline(always)]
fn add64(c: __m128i, n: i64) -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_add_epi64(c, _mm_set_epi64x(0, n)) }
}

/// CCM over whole blocks (`AesKernels::ccm`): `SEAL`, `data` holds plaintext (MAC, encrypt);
/// otherwise ciphertext (decrypt, MAC). `x` is the pending chain input; `counter` ends past the
/// blocks used. With `a0`, `x` ends as the untruncated tag `E(x) ^ E(A_0)`: one more step, the
/// chain's last `E(x)` and `E(A_0)` round by round, `E(A_0)` folded into the chain's last round
/// key.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_ccm<const NR: usize, const SEAL: bool>(
    t: AesNiToken,
    rk: &[Block; 15],
    x: &mut Block,
    counter: &mut Block,
    data: &mut [Block],
    a0: Option<&Block>,
) {
    let k = Keys::new(rk);
    let mask = bswap_mask();
    let k0 = k.at(0);
    let klast = k.at(NR);
    let mut ctr = bswap(t, load(counter), mask);
    // The round-1 input of E(x).
    let mut s = xor(load(x), k0);
    for block in data.iter_mut() {
        let mut a = xor(bswap(t, ctr, mask), k0);
        ctr = add64(ctr, 1);
        for key in k.middle::<NR>() {
            s = enc(t, s, key);
            a = enc(t, a, key);
        }
        let input = load(block);
        // out = E(A_i) ^ input: the ciphertext when sealing, the plaintext when opening.
        let out = enclast(t, a, xor(klast, input));
        let p = if SEAL { input } else { out };
        store(block, out);
        // s = E(x) ^ P ^ K_0: the next E(x)'s round-1 input.
        s = enclast(t, s, xor(klast, xor(p, k0)));
    }
    store(counter, bswap(t, ctr, mask));
    match a0 {
        Some(a0) => {
            let mut a = xor(load(a0), k0);
            for key in k.middle::<NR>() {
                s = enc(t, s, key);
                a = enc(t, a, key);
            }
            // aesenclast(s, K_last ^ E(A_0)) = E(x) ^ E(A_0).
            store(x, enclast(t, s, xor(klast, enclast(t, a, klast))));
        }
        None => store(x, xor(s, k0)),
    }
}
