//! TEMPORARY bit-serial GHASH (constant-time but slow). To be replaced by the Karatsuba
//! masked-multiply implementation.

use crate::backend::kernels::{Block, GhashKernels};
use zeroize::Zeroize;

#[derive(Clone)]
pub(crate) struct GHashKey {
    h: u128,
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        self.h.zeroize();
    }
}

impl GHashKey {
    pub(crate) fn new(h: &Block) -> Self {
        GHashKey { h: u128::from_be_bytes(*h) }
    }
}

/// SP 800-38D Algorithm 1 with masks instead of branches.
fn mul(x: u128, y: u128) -> u128 {
    let mut z = 0u128;
    let mut v = y;
    for i in 0..128 {
        let bit = (x >> (127 - i)) & 1;
        z ^= v & 0u128.wrapping_sub(bit);
        let lsb = v & 1;
        v = (v >> 1) ^ ((0xe1u128 << 120) & 0u128.wrapping_sub(lsb));
    }
    z
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        let mut acc = u128::from_be_bytes(*y);
        for b in blocks {
            acc = mul(acc ^ u128::from_be_bytes(*b), self.h);
        }
        *y = acc.to_be_bytes();
    }
}
