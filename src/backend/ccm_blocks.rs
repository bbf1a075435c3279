//! The portable CCM payload kernel ([`AesKernels::ccm`](super::kernels::AesKernels::ccm)'s
//! provided method): per chunk, the keystream through the ECB kernel and the CBC-MAC chain
//! through the CBC encryption kernel, one call after the other. The fused backends override it.
//!
//! The chain is carried in its pending form `x` (the chain value is `E(x)`; a plaintext block
//! `P` makes `x = E(x) ^ P`). A chunk of `m` blocks is CBC encryption under a zero IV of
//! `x, P_0, .., P_(m-2)`: its last output is `E(x_(m-1))`, and `x_m = E(x_(m-1)) ^ P_(m-1)`.
//!
//! Also here: [`be_block`], how the CCM front end writes `B_0` and the counter blocks.

#![allow(unsafe_code)]

use super::kernels::{AesKernels, Block, xor_block};
use super::wipe::wipe;

/// Blocks per chunk (two stack buffers of 512 bytes).
const CHUNK: usize = 32;

/// [`AesKernels::ccm`] from the key's ECB and CBC kernels.
pub(crate) fn ccm_generic<K: AesKernels + ?Sized>(
    key: &K,
    x: &mut Block,
    counter: &mut Block,
    data: &mut [Block],
    seal: bool,
) {
    let mut c = u128::from_be_bytes(*counter);
    let mut ks = [[0u8; 16]; CHUNK];
    let mut chain = [[0u8; 16]; CHUNK];
    for piece in data.chunks_mut(CHUNK) {
        let m = piece.len();
        for k in &mut ks[..m] {
            *k = c.to_be_bytes();
            c = c.wrapping_add(1);
        }
        key.encrypt_blocks(&mut ks[..m]);
        if !seal {
            for (d, k) in piece.iter_mut().zip(&ks[..m]) {
                xor_block(d, k);
            }
        }
        // `piece` holds plaintext here.
        chain[0] = *x;
        chain[1..m].copy_from_slice(&piece[..m - 1]);
        let mut iv = [0u8; 16];
        key.cbc_encrypt(&mut iv, &mut chain[..m]);
        *x = iv;
        xor_block(x, &piece[m - 1]);
        if seal {
            for (d, k) in piece.iter_mut().zip(&ks[..m]) {
                xor_block(d, k);
            }
        }
    }
    *counter = c.to_be_bytes();
    wipe(&mut ks);
    wipe(&mut chain);
}

/// `v` as a big-endian block. On x86_64 assembled in a register and written with one 16-byte
/// store: the kernels read `B_0` and the first counter block with 16-byte loads as they start,
/// and a load spanning several narrower stores (`to_be_bytes` stores two 8-byte words) cannot
/// take its data from the store buffer; it waits until the stores reach the cache, behind
/// everything before them (the previous message's whole chain), and consecutive messages no
/// longer overlap. (As `x86/gcm_blocks.rs` does for GCM's blocks.)
#[inline(always)]
pub(crate) fn be_block(v: u128) -> Block {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_set_epi64x, _mm_storeu_si128};
        let (hi, lo) = ((v >> 64) as u64, v as u64);
        let mut out = [0u8; 16];
        // Bytes 0..8 are `hi` big-endian: the low qword holds it byte-swapped.
        // SAFETY: register-only SSE2 intrinsic; SSE2 is part of x86_64.
        let x = unsafe { _mm_set_epi64x(lo.swap_bytes() as i64, hi.swap_bytes() as i64) };
        // SAFETY: `out` is 16 writable bytes; SSE2 is part of x86_64.
        unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), x) };
        out
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        v.to_be_bytes()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn be_block_is_to_be_bytes() {
        for v in [0u128, 1, 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10, u128::MAX, 1 << 64, (1 << 64) - 1] {
            assert_eq!(super::be_block(v), v.to_be_bytes());
        }
    }
}
