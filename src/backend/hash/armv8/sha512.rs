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
            let load = |j: usize| vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p.add(16 * j))));
            let (mut m0, mut m1, mut m2, mut m3) = (load(0), load(1), load(2), load(3));
            let (mut m4, mut m5, mut m6, mut m7) = (load(4), load(5), load(6), load(7));
            let v0 = v;
            let [mut ab, mut cd, mut ef, mut gh] = v;
            // Two rounds at t = 2i on the schedule pairs named m[i], m[i+1], m[i+4], m[i+5], m[i+7]
            // (mod 8); `next` then computes W[t+16], W[t+17] into the first. Written out forty
            // times, not looped over an index: an indexed `m[i % 8]` stays in memory (a load and a
            // store per round pair on the critical path of the schedule).
            macro_rules! rounds2 {
                ($i:expr, $m0:ident, $m1:ident, $m4:ident, $m5:ident, $m7:ident, next) => {
                    rounds2!($i, $m0);
                    let s0 = vsha512su0q_u64($m0, $m1);
                    $m0 = vsha512su1q_u64(s0, $m7, vextq_u64::<1>($m4, $m5));
                };
                ($i:expr, $m0:ident) => {
                    let kw = vaddq_u64($m0, vld1q_u64(K.as_ptr().add(2 * $i)));
                    let x = vaddq_u64(gh, vextq_u64::<1>(kw, kw));
                    let fg = vextq_u64::<1>(ef, gh);
                    let de = vextq_u64::<1>(cd, ef);
                    let t1 = vsha512hq_u64(x, fg, de);
                    let ef2 = vaddq_u64(cd, t1);
                    let ab2 = vsha512h2q_u64(t1, cd, ab);
                    (ab, cd, ef, gh) = (ab2, ab, ef2, ef);
                };
            }
            rounds2!(0, m0, m1, m4, m5, m7, next);
            rounds2!(1, m1, m2, m5, m6, m0, next);
            rounds2!(2, m2, m3, m6, m7, m1, next);
            rounds2!(3, m3, m4, m7, m0, m2, next);
            rounds2!(4, m4, m5, m0, m1, m3, next);
            rounds2!(5, m5, m6, m1, m2, m4, next);
            rounds2!(6, m6, m7, m2, m3, m5, next);
            rounds2!(7, m7, m0, m3, m4, m6, next);
            rounds2!(8, m0, m1, m4, m5, m7, next);
            rounds2!(9, m1, m2, m5, m6, m0, next);
            rounds2!(10, m2, m3, m6, m7, m1, next);
            rounds2!(11, m3, m4, m7, m0, m2, next);
            rounds2!(12, m4, m5, m0, m1, m3, next);
            rounds2!(13, m5, m6, m1, m2, m4, next);
            rounds2!(14, m6, m7, m2, m3, m5, next);
            rounds2!(15, m7, m0, m3, m4, m6, next);
            rounds2!(16, m0, m1, m4, m5, m7, next);
            rounds2!(17, m1, m2, m5, m6, m0, next);
            rounds2!(18, m2, m3, m6, m7, m1, next);
            rounds2!(19, m3, m4, m7, m0, m2, next);
            rounds2!(20, m4, m5, m0, m1, m3, next);
            rounds2!(21, m5, m6, m1, m2, m4, next);
            rounds2!(22, m6, m7, m2, m3, m5, next);
            rounds2!(23, m7, m0, m3, m4, m6, next);
            rounds2!(24, m0, m1, m4, m5, m7, next);
            rounds2!(25, m1, m2, m5, m6, m0, next);
            rounds2!(26, m2, m3, m6, m7, m1, next);
            rounds2!(27, m3, m4, m7, m0, m2, next);
            rounds2!(28, m4, m5, m0, m1, m3, next);
            rounds2!(29, m5, m6, m1, m2, m4, next);
            rounds2!(30, m6, m7, m2, m3, m5, next);
            rounds2!(31, m7, m0, m3, m4, m6, next);
            rounds2!(32, m0);
            rounds2!(33, m1);
            rounds2!(34, m2);
            rounds2!(35, m3);
            rounds2!(36, m4);
            rounds2!(37, m5);
            rounds2!(38, m6);
            rounds2!(39, m7);
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
