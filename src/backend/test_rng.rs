//! The backends' test inputs: xorshift64*, a tiny deterministic PRNG (no dependencies), shared by
//! every backend's `tests` module.

use super::kernels::Block;
use std::{vec, vec::Vec};

/// xorshift64* (Vigna): `next` is the 64-bit output; the seed must not be 0.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A value in `0..n` (`n > 0`; the modulo bias is irrelevant for test inputs).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub(crate) fn fill(&mut self, out: &mut [u8]) {
        for b in out {
            *b = self.next() as u8;
        }
    }

    pub(crate) fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut v = vec![0u8; n];
        self.fill(&mut v);
        v
    }

    pub(crate) fn block(&mut self) -> Block {
        let mut b = [0; 16];
        self.fill(&mut b);
        b
    }

    pub(crate) fn blocks(&mut self, n: usize) -> Vec<Block> {
        (0..n).map(|_| self.block()).collect()
    }

    /// An AES key of a random size (16, 24 or 32 bytes).
    pub(crate) fn key(&mut self) -> Vec<u8> {
        let len = [16, 24, 32][self.below(3)];
        self.bytes(len)
    }
}
