//! The 16-byte block and its counter and XOR primitives: what every kernel and mode works on.

/// One 16-byte block.
pub(crate) type Block = [u8; 16];

/// Adds one to a 128-bit big-endian counter block, wrapping at 2^128 (SP 800-38A).
#[inline(always)]
pub(crate) fn inc128(counter: &mut Block) {
    let c = u128::from_be_bytes(*counter).wrapping_add(1);
    *counter = c.to_be_bytes();
}

/// Adds one to the last 32 bits of a counter block, big-endian, modulo 2^32 (SP 800-38D inc32).
#[inline(always)]
pub(crate) fn inc32(counter: &mut Block) {
    let c = u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]]).wrapping_add(1);
    counter[12..].copy_from_slice(&c.to_be_bytes());
}

#[inline(always)]
pub(crate) fn xor_block(dst: &mut Block, src: &Block) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d ^= s;
    }
}
