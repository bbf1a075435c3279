//! Multi-lane CBC encryption: one block of up to four (on x86_64 eight) independent messages per
//! fixsliced batch.
//!
//! CBC encryption is serial within a message, so a single message uses one block of the 4-block
//! batch (the generic kernel). With several messages, lane `l` of a group of four (or eight)
//! carries message `l`: step `t` XORs block `t` of each message into its lane's chaining value
//! and encrypts the group's blocks at once. A message that has ended keeps a (discarded) lane
//! until the longest one of its group ends; lengths are public, so the schedule leaks nothing
//! secret.

use super::aes::{Aes, Bitsliced, Encrypt, batch};
use super::slice_word::SliceWord;
use crate::backend::kernels::{Block, xor_block};
use zeroize::Zeroize;

/// Up to four CBC messages per step (eight on x86_64); `ivs[i]` becomes the last ciphertext block
/// of message `i`.
#[inline(never)]
pub(super) fn soft_cbc_encrypt_many(key: &Aes, ivs: &mut [Block], data: &mut [&mut [Block]]) {
    match key.rounds() {
        10 => many::<10>(key, ivs, data),
        12 => many::<12>(key, ivs, data),
        _ => many::<14>(key, ivs, data),
    }
}

#[inline(always)]
fn many<const NR: usize>(key: &Aes, ivs: &mut [Block], data: &mut [&mut [Block]]) {
    let op = Encrypt::<NR>(key.round_keys());
    // On x86_64, groups of more than four messages take eight lanes on `Sse2` words (two slice
    // sets per register); a group of four or fewer takes a `u64` batch of four.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    for (ivs, msgs) in ivs.chunks_mut(8).zip(data.chunks_mut(8)) {
        if msgs.len() > 4 {
            group::<super::slice_word_sse2::Sse2, 8, _>(&op, ivs, msgs);
        } else {
            group::<u64, 4, _>(&op, ivs, msgs);
        }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    for (ivs, msgs) in ivs.chunks_mut(4).zip(data.chunks_mut(4)) {
        group::<u64, 4, _>(&op, ivs, msgs);
    }
}

/// CBC-encrypts up to `W = 4 * L::SETS` messages, lane `l` carrying message `l`.
#[inline(always)]
fn group<L: SliceWord, const W: usize, B: Bitsliced>(op: &B, ivs: &mut [Block], msgs: &mut [&mut [Block]]) {
    let mut state = [[0u8; 16]; W];
    let steps = msgs.iter().map(|m| m.len()).max().unwrap_or(0);
    // Element-wise (not `copy_from_slice`, which becomes a `memcpy` call in the loop).
    for (i, s) in state.iter_mut().enumerate() {
        if let Some(iv) = ivs.get(i) {
            *s = *iv;
        }
    }
    for t in 0..steps {
        for (s, m) in state.iter_mut().zip(msgs.iter()) {
            if let Some(block) = m.get(t) {
                xor_block(s, block);
            }
        }
        batch::<L, _>(op, &mut state);
        for ((s, m), iv) in state.iter().zip(msgs.iter_mut()).zip(ivs.iter_mut()) {
            if let Some(block) = m.get_mut(t) {
                *block = *s;
                *iv = *s;
            }
        }
    }
    state.zeroize();
}
