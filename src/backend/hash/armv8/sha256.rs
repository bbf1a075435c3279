//! SHA-224/256 compression with `SHA256H`/`SHA256H2` (four rounds per instruction pair).
//!
//! `abcd` and `efgh` hold the state as two vectors. For four rounds with `wk = W[t..t+4] +
//! K[t..t+4]`, `SHA256H(abcd, efgh, wk)` returns the new `abcd` and `SHA256H2(efgh, abcd, wk)`
//! (with the *old* `abcd`) the new `efgh`. The schedule runs four words at a time in the four
//! registers `m[0..4]`: `W[t+16..t+20] = SHA256SU1(SHA256SU0(W[t..t+4], W[t+4..t+8]),
//! W[t+8..t+12], W[t+12..t+16])` replaces `W[t..t+4]` right after it has been used.

#![allow(unsafe_code)]

use crate::backend::hash::soft::sha256::K;
use core::arch::aarch64::*;

/// Compresses every block into `state`.
///
/// # Safety
/// The CPU must have the SHA2 instructions (the "sha2" target feature).
#[target_feature(enable = "neon,sha2")]
#[inline(never)]
pub(super) unsafe fn armv8_sha256_compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    // SAFETY: SHA2 is enabled on this function; every load and store goes through whole arrays
    // (`state`: 8 words, a block: 64 bytes, `K`: 64 words, read four at a time at t < 64).
    unsafe {
        let mut abcd = vld1q_u32(state.as_ptr());
        let mut efgh = vld1q_u32(state.as_ptr().add(4));
        // Four rounds at t = 4i on the schedule registers named in the order m[i], m[i+1],
        // m[i+2], m[i+3] (mod 4); `next` then computes W[t+16..t+20] into the first. Written
        // out sixteen times, not looped over an index: an indexed `m[i % 4]` stays in memory, and
        // a rolled loop moves `abcd` through two register copies between the SHA256H of one
        // group and the next (the critical path, twice as long as SHA256H alone).
        macro_rules! rounds4 {
            ($i:expr, $m0:ident, $m1:ident, $m2:ident, $m3:ident, next) => {
                rounds4!($i, $m0, $m1, $m2, $m3);
                $m0 = vsha256su1q_u32(vsha256su0q_u32($m0, $m1), $m2, $m3);
            };
            ($i:expr, $m0:ident, $m1:ident, $m2:ident, $m3:ident) => {
                let wk = vaddq_u32($m0, vld1q_u32(K.as_ptr().add(4 * $i)));
                // The copy of `abcd` that SHA256H2 reads, made before SHA256H overwrites `abcd`
                // in place. Left to LLVM, the copy is the register SHA256H overwrites, which puts
                // a move between the SHA256H of one group and the next on the critical path;
                // this way the move runs beside it. (Only a register move: no memory, no flags.)
                let old: uint32x4_t;
                core::arch::asm!(
                    "mov {o:v}.16b, {i:v}.16b",
                    o = out(vreg) old,
                    i = in(vreg) abcd,
                    options(pure, nomem, nostack, preserves_flags),
                );
                abcd = vsha256hq_u32(abcd, efgh, wk);
                efgh = vsha256h2q_u32(efgh, old, wk);
            };
        }
        for block in blocks {
            let [mut m0, mut m1, mut m2, mut m3] = super::load_be32(block);
            let (abcd0, efgh0) = (abcd, efgh);
            rounds4!(0, m0, m1, m2, m3, next);
            rounds4!(1, m1, m2, m3, m0, next);
            rounds4!(2, m2, m3, m0, m1, next);
            rounds4!(3, m3, m0, m1, m2, next);
            rounds4!(4, m0, m1, m2, m3, next);
            rounds4!(5, m1, m2, m3, m0, next);
            rounds4!(6, m2, m3, m0, m1, next);
            rounds4!(7, m3, m0, m1, m2, next);
            rounds4!(8, m0, m1, m2, m3, next);
            rounds4!(9, m1, m2, m3, m0, next);
            rounds4!(10, m2, m3, m0, m1, next);
            rounds4!(11, m3, m0, m1, m2, next);
            rounds4!(12, m0, m1, m2, m3);
            rounds4!(13, m1, m2, m3, m0);
            rounds4!(14, m2, m3, m0, m1);
            rounds4!(15, m3, m0, m1, m2);
            abcd = vaddq_u32(abcd, abcd0);
            efgh = vaddq_u32(efgh, efgh0);
        }
        vst1q_u32(state.as_mut_ptr(), abcd);
        vst1q_u32(state.as_mut_ptr().add(4), efgh);
    }
}
