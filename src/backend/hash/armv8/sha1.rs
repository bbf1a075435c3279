//! SHA-1 compression with `SHA1C`/`SHA1P`/`SHA1M` (four rounds per instruction).
//!
//! `abcd` is one vector and `e` a scalar. Four rounds with `wk = W[t..t+4] + K`: the next
//! group's `e` is `SHA1H(a) = a <<< 30` of the `a` *before* these rounds, and
//! `SHA1C/P/M(abcd, e, wk)` (Ch, Parity, Maj) return the new `abcd`. The schedule runs four
//! words at a time in `m[0..4]`: `W[t+16..t+20] = SHA1SU1(SHA1SU0(W[t..t+4], W[t+4..t+8],
//! W[t+8..t+12]), W[t+12..t+16])` replaces `W[t..t+4]` right after it has been used.

#![allow(unsafe_code)]

use core::arch::aarch64::*;

/// The round constants of rounds 0-19, 20-39, 40-59 and 60-79 (FIPS 180-4 §4.2.1).
const K: [u32; 4] = [0x5a82_7999, 0x6ed9_eba1, 0x8f1b_bcdc, 0xca62_c1d6];

/// Compresses every block into `state`.
///
/// # Safety
/// The CPU must have the SHA1 instructions (the "sha2" target feature covers SHA1 and SHA256).
#[target_feature(enable = "neon,sha2")]
#[inline(never)]
pub(super) unsafe fn armv8_sha1_compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    // SAFETY: SHA1 is enabled on this function; every load and store goes through whole arrays
    // (`state`: 5 words, of which the vector reads the first 4; a block: 64 bytes).
    unsafe {
        let mut abcd = vld1q_u32(state.as_ptr());
        let mut e = state[4];
        // Four rounds at t = 4i (`$f`: SHA1C, SHA1P or SHA1M) on the schedule registers named
        // m[i], m[i+1], m[i+2], m[i+3] (mod 4); `next` then computes W[t+16..t+20] into the
        // first. Written out twenty times, not looped over an index: an indexed `m[i % 4]`
        // stays in memory.
        macro_rules! rounds4 {
            ($i:expr, $f:ident, $m0:ident, $m1:ident, $m2:ident, $m3:ident, next) => {
                rounds4!($i, $f, $m0);
                $m0 = vsha1su1q_u32(vsha1su0q_u32($m0, $m1, $m2), $m3);
            };
            ($i:expr, $f:ident, $m0:ident) => {
                let wk = vaddq_u32($m0, vdupq_n_u32(K[$i / 5]));
                let next_e = vsha1h_u32(vgetq_lane_u32::<0>(abcd));
                abcd = $f(abcd, e, wk);
                e = next_e;
            };
        }
        for block in blocks {
            let [mut m0, mut m1, mut m2, mut m3] = super::load_be32(block);
            let (abcd0, e0) = (abcd, e);
            rounds4!(0, vsha1cq_u32, m0, m1, m2, m3, next);
            rounds4!(1, vsha1cq_u32, m1, m2, m3, m0, next);
            rounds4!(2, vsha1cq_u32, m2, m3, m0, m1, next);
            rounds4!(3, vsha1cq_u32, m3, m0, m1, m2, next);
            rounds4!(4, vsha1cq_u32, m0, m1, m2, m3, next);
            rounds4!(5, vsha1pq_u32, m1, m2, m3, m0, next);
            rounds4!(6, vsha1pq_u32, m2, m3, m0, m1, next);
            rounds4!(7, vsha1pq_u32, m3, m0, m1, m2, next);
            rounds4!(8, vsha1pq_u32, m0, m1, m2, m3, next);
            rounds4!(9, vsha1pq_u32, m1, m2, m3, m0, next);
            rounds4!(10, vsha1mq_u32, m2, m3, m0, m1, next);
            rounds4!(11, vsha1mq_u32, m3, m0, m1, m2, next);
            rounds4!(12, vsha1mq_u32, m0, m1, m2, m3, next);
            rounds4!(13, vsha1mq_u32, m1, m2, m3, m0, next);
            rounds4!(14, vsha1mq_u32, m2, m3, m0, m1, next);
            rounds4!(15, vsha1pq_u32, m3, m0, m1, m2, next);
            rounds4!(16, vsha1pq_u32, m0);
            rounds4!(17, vsha1pq_u32, m1);
            rounds4!(18, vsha1pq_u32, m2);
            rounds4!(19, vsha1pq_u32, m3);
            abcd = vaddq_u32(abcd, abcd0);
            e = e.wrapping_add(e0);
        }
        vst1q_u32(state.as_mut_ptr(), abcd);
        state[4] = e;
    }
}
