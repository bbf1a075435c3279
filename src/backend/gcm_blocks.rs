//! The blocks the GCM front end builds for the kernels: the pre-counter block J0 and the first
//! counter block inc32(J0) of a 96-bit nonce, and the length block. On x86_64 each is written
//! with one 16-byte store (`x86/gcm_blocks.rs`: the kernels' 16-byte loads of them then forward
//! from the store buffer); elsewhere built with byte stores.

use super::block::Block;

/// J0 = nonce ‖ 0^31 ‖ 1 and inc32(J0) = nonce ‖ 0^30 ‖ 10, for a 96-bit nonce.
#[inline(always)]
pub(crate) fn j0_96(nonce: &[u8; 12]) -> (Block, Block) {
    let mut j0 = [0u8; 16];
    #[cfg(target_arch = "x86_64")]
    let counter = {
        let mut counter = [0u8; 16];
        super::x86::gcm_blocks::j0_96(nonce, &mut j0, &mut counter);
        counter
    };
    #[cfg(not(target_arch = "x86_64"))]
    let counter = {
        j0[..12].copy_from_slice(nonce);
        let mut counter = j0;
        j0[15] = 1;
        counter[15] = 2;
        counter
    };
    (j0, counter)
}

/// The length block: the bit lengths of the AAD and of the ciphertext, 64-bit big-endian each.
#[inline(always)]
pub(crate) fn lens_block(aad_bits: u64, ct_bits: u64) -> Block {
    #[cfg(target_arch = "x86_64")]
    return super::x86::gcm_blocks::lens_block(aad_bits, ct_bits);
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut lens = [0u8; 16];
        lens[..8].copy_from_slice(&aad_bits.to_be_bytes());
        lens[8..].copy_from_slice(&ct_bits.to_be_bytes());
        lens
    }
}
