//! The blocks the CCM front end builds for the kernels: `B_0` and the counter blocks, each
//! written whole ([`be_block`], [`le_words_block`]).

#![allow(unsafe_code)]

use super::block::Block;

/// `v` as a big-endian block. On x86_64 assembled in a register and written with one 16-byte
/// store: the kernels read `B_0` and the first counter block with 16-byte loads as they start,
/// and a load spanning several narrower stores (`to_be_bytes` stores two 8-byte words) cannot
/// take its data from the store buffer; it waits until the stores reach the cache, behind
/// everything before them (the previous message's whole chain), and consecutive messages no
/// longer overlap. (As `x86/gcm_blocks.rs` does for GCM's blocks.)
#[inline(always)]
pub(crate) fn be_block(v: u128) -> Block {
    // Bytes 0..8 are the high half big-endian: the low word, little-endian, byte-swapped.
    le_words_block(((v >> 64) as u64).swap_bytes(), (v as u64).swap_bytes())
}

/// The block whose bytes 0..8 are `lo` and bytes 8..16 `hi`, both little-endian, written as
/// [`be_block`] writes (one 16-byte store on x86_64).
#[inline(always)]
pub(crate) fn le_words_block(lo: u64, hi: u64) -> Block {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_set_epi64x, _mm_storeu_si128};
        let mut out = [0u8; 16];
        // SAFETY: register-only SSE2 intrinsic; SSE2 is part of x86_64.
        let x = unsafe { _mm_set_epi64x(hi as i64, lo as i64) };
        // SAFETY: `out` is 16 writable bytes; SSE2 is part of x86_64.
        unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), x) };
        out
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        ((u128::from(hi) << 64) | u128::from(lo)).to_le_bytes()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn be_block_is_to_be_bytes() {
        for v in [0u128, 1, 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10, u128::MAX, 1 << 64, (1 << 64) - 1] {
            assert_eq!(super::be_block(v), v.to_be_bytes());
            assert_eq!(super::le_words_block(v as u64, (v >> 64) as u64), v.to_le_bytes());
        }
    }
}
