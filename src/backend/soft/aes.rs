//! The soft AES key and its ECB kernels: fixsliced, 8 blocks per step.

use super::bitslice::{pack, unpack};
use super::fixslice::{self, RoundKeys};
use super::key_schedule::{expand, fixsliced_keys};
use super::lane::{Lane, X2};
use crate::backend::kernels::{AesKernels, Block};
use zeroize::Zeroize;

/// An expanded AES key: the bitsliced, fixsliced round keys.
#[derive(Clone)]
pub(crate) struct Aes {
    rk: RoundKeys,
    rounds: usize,
}

impl Drop for Aes {
    fn drop(&mut self) {
        self.rk.zeroize();
    }
}

impl Aes {
    /// Expands a 16-, 24- or 32-byte key.
    pub(crate) fn new(key: &[u8]) -> Self {
        let (mut rk, rounds) = expand(key);
        let out = Aes {
            rk: fixsliced_keys(&rk, rounds),
            rounds,
        };
        rk.zeroize();
        out
    }

    pub(super) fn round_keys(&self) -> &RoundKeys {
        &self.rk
    }

    pub(super) fn rounds(&self) -> usize {
        self.rounds
    }
}

/// Runs `f` on one bitsliced batch of `4 * L::SETS` blocks in place.
#[inline(always)]
fn batch<L: Lane>(blocks: &mut [Block], f: impl Fn(&mut [L; 8])) {
    let mut s = pack::<L>(blocks);
    f(&mut s);
    unpack(&s, blocks);
}

/// Applies the batch function to all of `blocks`: 8 at a time, the tail padded into one batch
/// of 4 or 8 (the block count is public; the padding is zero and discarded).
#[inline(always)]
pub(super) fn for_batches(
    blocks: &mut [Block],
    f8: impl Fn(&mut [X2; 8]),
    f4: impl Fn(&mut [u64; 8]),
) {
    let mut chunks = blocks.chunks_exact_mut(8);
    for chunk in &mut chunks {
        batch::<X2>(chunk, &f8);
    }
    let rem = chunks.into_remainder();
    if !rem.is_empty() {
        let mut buf = [[0u8; 16]; 8];
        buf[..rem.len()].copy_from_slice(rem);
        if rem.len() <= 4 {
            batch::<u64>(&mut buf[..4], &f4);
        } else {
            batch::<X2>(&mut buf, &f8);
        }
        rem.copy_from_slice(&buf[..rem.len()]);
        buf.zeroize();
    }
}

#[inline(always)]
fn encrypt_nr<const NR: usize>(rk: &RoundKeys, blocks: &mut [Block]) {
    for_batches(
        blocks,
        |s| fixslice::encrypt::<X2, NR>(rk, s),
        |s| fixslice::encrypt::<u64, NR>(rk, s),
    );
}

#[inline(always)]
fn decrypt_nr<const NR: usize>(rk: &RoundKeys, blocks: &mut [Block]) {
    for_batches(
        blocks,
        |s| fixslice::decrypt::<X2, NR>(rk, s),
        |s| fixslice::decrypt::<u64, NR>(rk, s),
    );
}

/// ECB encryption of any number of blocks.
#[inline(never)]
pub(super) fn soft_encrypt_blocks(key: &Aes, blocks: &mut [Block]) {
    match key.rounds {
        10 => encrypt_nr::<10>(&key.rk, blocks),
        12 => encrypt_nr::<12>(&key.rk, blocks),
        _ => encrypt_nr::<14>(&key.rk, blocks),
    }
}

/// ECB decryption of any number of blocks.
#[inline(never)]
pub(super) fn soft_decrypt_blocks(key: &Aes, blocks: &mut [Block]) {
    match key.rounds {
        10 => decrypt_nr::<10>(&key.rk, blocks),
        12 => decrypt_nr::<12>(&key.rk, blocks),
        _ => decrypt_nr::<14>(&key.rk, blocks),
    }
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        soft_encrypt_blocks(self, blocks);
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        soft_decrypt_blocks(self, blocks);
    }
}
