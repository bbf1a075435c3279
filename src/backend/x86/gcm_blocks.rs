//! The blocks the GCM front end builds for the kernels, each written with one 16-byte store: the
//! pre-counter block J0 and the first counter block inc32(J0) for a 96-bit nonce, and the length
//! block.
//!
//! The GCM kernels read these blocks with 16-byte loads right after they are built: the first
//! counter as the bulk kernel starts, J0 where E_K(J0) is computed, the length block in the last
//! GHASH step. Built the portable way (zeros, a 12-byte copy of the nonce, a last byte; two
//! 8-byte lengths), each block is several narrower stores, and a 16-byte load that spans several
//! stores cannot take its data from the store buffer: it waits until they reach the cache, a
//! store-forwarding stall on every message's dependency chain (the stall `pad.rs` removes from
//! the digests). Here each block is assembled in a register and stored once.
//! (Measurements: `docs/perf/gcm-x86.md`.)

#![allow(unsafe_code)]

use crate::backend::block::Block;
use core::arch::x86_64::*;

/// Writes J0 = nonce ‖ 0^31 ‖ 1 into `j0` and inc32(J0) = nonce ‖ 0^30 ‖ 10 into `counter`.
#[inline(always)]
pub(crate) fn j0_96(nonce: &[u8; 12], j0: &mut Block, counter: &mut Block) {
    let (n0, n1) = nonce.split_at(8);
    let lo = u64::from_le_bytes(n0.try_into().expect("8 bytes")) as i64;
    let hi = u64::from(u32::from_le_bytes(n1.try_into().expect("4 bytes")));
    // Byte 15 (the top byte of `hi`) is the count's low byte: 1 for J0, 2 for inc32(J0).
    // SAFETY: register-only SSE2 intrinsics; SSE2 is part of x86_64.
    let (a, b) = unsafe { (_mm_set_epi64x((hi | 1 << 56) as i64, lo), _mm_set_epi64x((hi | 2 << 56) as i64, lo)) };
    // SAFETY: `j0` and `counter` are 16 writable bytes each; SSE2 is part of x86_64.
    unsafe {
        _mm_storeu_si128(j0.as_mut_ptr().cast(), a);
        _mm_storeu_si128(counter.as_mut_ptr().cast(), b);
    }
}

/// The length block: the bit lengths of the AAD and of the ciphertext, 64-bit big-endian each.
#[inline(always)]
pub(crate) fn lens_block(aad_bits: u64, ct_bits: u64) -> Block {
    let mut out = [0u8; 16];
    // Each length is stored big-endian: byte-swapped into its little-endian qword.
    // SAFETY: register-only SSE2 intrinsic; SSE2 is part of x86_64.
    let v = unsafe { _mm_set_epi64x(ct_bits.swap_bytes() as i64, aad_bits.swap_bytes() as i64) };
    // SAFETY: `out` is 16 writable bytes; SSE2 is part of x86_64.
    unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), v) };
    out
}

#[cfg(test)]
mod tests {
    use super::{j0_96, lens_block};

    #[test]
    fn length_block() {
        let (a, c) = (0x0102_0304_0506_0708u64, 0x1112_1314_1516_1718u64);
        let mut want = [0u8; 16];
        want[..8].copy_from_slice(&a.to_be_bytes());
        want[8..].copy_from_slice(&c.to_be_bytes());
        assert_eq!(lens_block(a, c), want);
    }

    #[test]
    fn j0_and_first_counter() {
        let nonce: [u8; 12] = core::array::from_fn(|i| 0xa0 + i as u8);
        let (mut j0, mut counter) = ([0xffu8; 16], [0xffu8; 16]);
        j0_96(&nonce, &mut j0, &mut counter);
        let mut want = [0u8; 16];
        want[..12].copy_from_slice(&nonce);
        want[15] = 1;
        assert_eq!(j0, want);
        want[15] = 2;
        assert_eq!(counter, want);
    }
}
