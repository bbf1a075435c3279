//! The soft AES key and its ECB kernels: fixsliced, 4 blocks per step (8 on x86_64).

use super::bitslice::{pack, unpack};
use super::fixslice::{self, RoundKeys};
use super::key_schedule::{bitsliced_keys, bitsliced_keys_and_h, expand, fixsliced_keys};
use super::slice_word::SliceWord;
use crate::backend::kernels::Block;
use core::mem::MaybeUninit;
use zeroize::Zeroize;

/// An expanded AES key: the bitsliced, fixsliced round keys.
#[derive(Clone)]
pub(crate) struct Aes {
    rk: RoundKeys,
    rounds: usize,
}

impl Drop for Aes {
    fn drop(&mut self) {
        self.rk.as_flattened_mut().zeroize();
    }
}

impl Aes {
    /// Expands a 16-, 24- or 32-byte key.
    pub(crate) fn new(key: &[u8]) -> Self {
        // Filled where it is returned, rather than built and moved (a 960-byte copy).
        let mut aes = Self::zeroed();
        aes.expand_key(key);
        aes
    }

    /// [`Aes::new`] into `slot` (written there, not moved in: the key is ~1 KB).
    pub(crate) fn init<'a>(slot: &'a mut MaybeUninit<Self>, key: &[u8]) -> &'a mut Self {
        let aes = slot.write(Self::zeroed());
        aes.expand_key(key);
        aes
    }

    /// [`Aes::init`], and `E_K(0^128)` (GCM's hash key) into `h`: for 16- and 32-byte keys in
    /// the same pass as the schedule (`key_schedule.rs`, [`bitsliced_keys_and_h`]).
    pub(crate) fn init_with_h<'a>(slot: &'a mut MaybeUninit<Self>, key: &[u8], h: &mut Block) -> &'a mut Self {
        let aes = slot.write(Self::zeroed());
        match bitsliced_keys_and_h(key, &mut aes.rk, h) {
            Some(rounds) => aes.rounds = rounds,
            None => {
                aes.rounds = aes.expand_words(key);
                *h = [0; 16];
                soft_encrypt_blocks(aes, core::slice::from_mut(h));
            }
        }
        aes
    }

    /// A key with no round keys yet, to be expanded in place.
    fn zeroed() -> Self {
        Aes { rk: [[0; 8]; 15], rounds: 0 }
    }

    /// Expands `key` into this key: in the bitsliced domain for 16- and 32-byte keys, on words
    /// otherwise.
    fn expand_key(&mut self, key: &[u8]) {
        self.rounds = bitsliced_keys(key, &mut self.rk).unwrap_or_else(|| self.expand_words(key));
    }

    /// The schedule on words ([`expand`], then [`fixsliced_keys`]): for 24-byte keys, whose
    /// steps straddle the round keys. Returns the number of rounds.
    fn expand_words(&mut self, key: &[u8]) -> usize {
        let (mut w, rounds) = expand(key);
        fixsliced_keys(&w, rounds, &mut self.rk);
        w.zeroize();
        rounds
    }

    pub(super) fn round_keys(&self) -> &RoundKeys {
        &self.rk
    }

    pub(super) fn rounds(&self) -> usize {
        self.rounds
    }
}

/// A whole-state operation on bitsliced words of any [`SliceWord`] type (a trait rather than a
/// closure so that it is inlined into the loop for every word type).
pub(super) trait Bitsliced {
    fn run<L: SliceWord>(&self, s: &mut [L; 8]);
}

/// Encryption with `NR` rounds.
pub(super) struct Encrypt<'a, const NR: usize>(pub(super) &'a RoundKeys);

impl<const NR: usize> Bitsliced for Encrypt<'_, NR> {
    #[inline(always)]
    fn run<L: SliceWord>(&self, s: &mut [L; 8]) {
        fixslice::encrypt::<L, NR>(self.0, s);
    }
}

/// Decryption with `NR` rounds.
struct Decrypt<'a, const NR: usize>(&'a RoundKeys);

impl<const NR: usize> Bitsliced for Decrypt<'_, NR> {
    #[inline(always)]
    fn run<L: SliceWord>(&self, s: &mut [L; 8]) {
        fixslice::decrypt::<L, NR>(self.0, s);
    }
}

/// Runs `op` on one bitsliced batch of `4 * L::SETS` blocks in place.
#[inline(always)]
pub(super) fn batch<L: SliceWord, B: Bitsliced>(op: &B, blocks: &mut [Block]) {
    let mut s = pack::<L>(blocks);
    op.run(&mut s);
    unpack(&s, blocks);
}

/// Applies `op` to all of `blocks`: on x86_64 8 at a time on [`Sse2`](super::slice_word_sse2::Sse2)
/// words, then (everywhere) 4 at a time on `u64`, the tail padded into one more batch (the block
/// count is public; the padding is zero and discarded, the copy is wiped).
#[inline(always)]
pub(super) fn for_batches<B: Bitsliced>(op: &B, blocks: &mut [Block]) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    let blocks = {
        let mut eights = blocks.chunks_exact_mut(8);
        for chunk in &mut eights {
            batch::<super::slice_word_sse2::Sse2, B>(op, chunk);
        }
        eights.into_remainder()
    };
    let mut chunks = blocks.chunks_exact_mut(4);
    for chunk in &mut chunks {
        batch::<u64, B>(op, chunk);
    }
    let rem = chunks.into_remainder();
    if !rem.is_empty() {
        let mut buf = [[0u8; 16]; 4];
        for (b, r) in buf.iter_mut().zip(rem.iter()) {
            *b = *r;
        }
        batch::<u64, B>(op, &mut buf);
        for (r, b) in rem.iter_mut().zip(buf.iter()) {
            *r = *b;
        }
        buf.zeroize();
    }
}

#[inline(always)]
fn encrypt_nr<const NR: usize>(rk: &RoundKeys, blocks: &mut [Block]) {
    for_batches(&Encrypt::<NR>(rk), blocks);
}

#[inline(always)]
fn decrypt_nr<const NR: usize>(rk: &RoundKeys, blocks: &mut [Block]) {
    for_batches(&Decrypt::<NR>(rk), blocks);
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
