//! SHA-384/512 compression with the ARMv8.2 `SHA512H`/`SHA512H2` (two rounds per pair).
//!
//! The state is four vectors of two words, `ab = (a, b)`, `cd`, `ef`, `gh` (lane 0 first). For
//! rounds `t, t+1` with `kw = (K[t] + W[t], K[t+1] + W[t+1])`, following the instructions'
//! definitions in the Arm ARM:
//! - `SHA512H(x, y, z)`, with `x = (g + kw[1], h + kw[0])` (the pair swapped by `EXT #8` and
//!   added to `gh`), `y = (f, g)` and `z = (d, e)` (both `EXT #8` of neighbouring pairs), returns
//!   `t1 = (T1[t+1], T1[t])`: the `h + Σ1(e) + Ch(e, f, g) + K + W` of both rounds, the second
//!   one computed on the `e` the first round produced (`d + T1[t]`).
//! - Then the new `ef` is `cd + t1` (`e'' = c + T1[t+1]`, `f'' = e' = d + T1[t]`), and
//!   `SHA512H2(t1, cd, ab)` returns the new `ab` (`a'' = T1[t+1] + Σ0(a') + Maj(a', a, b)`,
//!   `b'' = a' = T1[t] + Σ0(a) + Maj(a, b, c)`); the new `cd` is the old `ab` and the new `gh`
//!   the old `ef`.
//! The schedule keeps `W` in eight pairs `m[0..8]`: `W[t+16], W[t+17] = SHA512SU1(SHA512SU0(
//! W[t..t+2], W[t+2..t+4]), W[t+14..t+16], W[t+9..t+11])` with `W[t+9..t+11]` the `EXT #8` of
//! pairs `m[4]`, `m[5]` (relative to `t`).

#![allow(unsafe_code)]

use crate::backend::hash::soft::sha512::K;
use core::arch::aarch64::*;

/// Compresses every block into `state`.
///
/// # Safety
/// The CPU must have the ARMv8.2 SHA512 instructions (the "sha3" target feature).
#[target_feature(enable = "neon,sha3")]
#[inline(never)]
pub(super) unsafe fn armv8_sha512_compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    // SAFETY: SHA512 is enabled on this function; every load and store goes through whole arrays
    // (`state`: 8 words, a block: 128 bytes, `K`: 80 words, read two at a time at t < 80).
    unsafe {
        let s = state.as_ptr();
        let mut v = [vld1q_u64(s), vld1q_u64(s.add(2)), vld1q_u64(s.add(4)), vld1q_u64(s.add(6))];
        for block in blocks {
            let p = block.as_ptr();
            let mut m = [vdupq_n_u64(0); 8];
            for (j, m) in m.iter_mut().enumerate() {
                *m = vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p.add(16 * j))));
            }
            let v0 = v;
            let [mut ab, mut cd, mut ef, mut gh] = v;
            for i in 0..40 {
                let kw = vaddq_u64(m[i % 8], vld1q_u64(K.as_ptr().add(2 * i)));
                if i < 32 {
                    let s0 = vsha512su0q_u64(m[i % 8], m[(i + 1) % 8]);
                    let w9 = vextq_u64::<1>(m[(i + 4) % 8], m[(i + 5) % 8]);
                    m[i % 8] = vsha512su1q_u64(s0, m[(i + 7) % 8], w9);
                }
                let x = vaddq_u64(gh, vextq_u64::<1>(kw, kw));
                let fg = vextq_u64::<1>(ef, gh);
                let de = vextq_u64::<1>(cd, ef);
                let t1 = vsha512hq_u64(x, fg, de);
                let ef2 = vaddq_u64(cd, t1);
                let ab2 = vsha512h2q_u64(t1, cd, ab);
                (ab, cd, ef, gh) = (ab2, ab, ef2, ef);
            }
            v = [ab, cd, ef, gh];
            for (v, v0) in v.iter_mut().zip(v0) {
                *v = vaddq_u64(*v, v0);
            }
        }
        let s = state.as_mut_ptr();
        for (j, v) in v.iter().enumerate() {
            vst1q_u64(s.add(2 * j), *v);
        }
    }
}
