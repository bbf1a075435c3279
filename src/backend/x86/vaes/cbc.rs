//! CBC: decryption 16 blocks wide, single-chain encryption at its latency floor (xmm), and
//! multi-buffer encryption with up to 16 independent chains interleaved, two per ymm.
//!
//! Decryption. `P_i = D(C_i) ^ C_(i-1)`: every block is independent once the ciphertext is
//! known, so 8 ymm (16 blocks) decrypt in parallel. The XOR with `C_(i-1)` is folded into the last
//! round, `aesdeclast(s, k_last ^ C_(i-1)) = D(C_i) ^ C_(i-1)`, and `C_(i-1)` pairs are plain
//! unaligned loads 16 bytes before the current pair (the first one is (IV, C_0)). All loads of a
//! batch happen before its stores, so in-place operation is safe; the batch's last ciphertext
//! block is saved first as the next chaining value.
//!
//! Encryption, one chain. `C_i = E(P_i ^ C_(i-1))` is serial: each block costs the latency of
//! its R rounds. The round-0 XOR of the next block is folded into this block's last round:
//! `aesenclast(s, k_last ^ k_0 ^ P_(i+1)) = C_i ^ k_0 ^ P_(i+1)`, which is already the round-1
//! input of block i+1, so only the R AES instructions sit on the dependency chain; `C_i` itself
//! is recovered off the chain by XORing `k_0 ^ P_(i+1)` back out. The xmm form has the same
//! latency as the ymm one and needs no lane shuffling.
//!
//! Encryption, many chains. Each ymm carries two independent chains (one per lane), and 8 ymm
//! keep both AES pipes busy while each chain waits for its own latency (here the plain
//! `C_i = E(C_(i-1) ^ P_i)`: with 16 chains the one extra XOR of latency costs ~2%, and no
//! look-ahead load can run past a message's end). The kernel has 2W slots (W = 1, 2, 4 or 8
//! ymm, sized to the number of messages: idle slots would still cost AES pipe slots), filled
//! with messages; it runs as many steps as the shortest live message has blocks left (at most `SEGMENT`),
//! retires finished messages (writing their IV), refills their slots with the next messages, and
//! repeats. An idle slot reads and writes a scratch area of `SEGMENT` blocks, so every slot
//! advances one block per step with no per-slot branch.

#![allow(unsafe_code)]

use super::aes::{WIDE, for_each_batch, padded_tail};
use super::wide::{Wide, load_key, load_key128};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;
use zeroize::Zeroize;

/// CBC decryption in place; `iv` becomes the last ciphertext block.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_cbc_decrypt<const R: usize>(keys: &[Wide; 15], iv: &mut Block, data: &mut [Block]) {
    // SAFETY: `iv` is 16 readable bytes; SSE2 is baseline.
    let mut chain = unsafe { _mm_loadu_si128(iv.as_ptr().cast()) };
    let tail = for_each_batch!(data, |p| {
        let pb: *const Block = p.cast_const().cast();
        // SAFETY: the batch holds 16 blocks.
        let next_chain = unsafe { _mm_loadu_si128(pb.add(WIDE - 1).cast()) };
        let k0 = load_key!(&keys[0]);
        let mut s = [_mm256_setzero_si256(); 8];
        for (j, s) in s.iter_mut().enumerate() {
            // SAFETY: `p` points to 16 blocks = 8 ymm; j < 8.
            *s = _mm256_xor_si256(unsafe { _mm256_loadu_si256(p.add(j)) }, k0);
        }
        for k in &keys[1..R] {
            let k = load_key!(k);
            for s in &mut s {
                *s = _mm256_aesdec_epi128(*s, k);
            }
        }
        let k = load_key!(&keys[R]);
        let mut out = [_mm256_setzero_si256(); 8];
        for (j, (o, s)) in out.iter_mut().zip(&s).enumerate() {
            let prev = if j == 0 {
                // SAFETY: block 0 of the batch is in bounds.
                let c0 = unsafe { _mm_loadu_si128(pb.cast()) };
                _mm256_inserti128_si256(_mm256_zextsi128_si256(chain), c0, 1)
            } else {
                // SAFETY: blocks 2j - 1 and 2j (1 <= j < 8) are within the 16-block batch.
                unsafe { _mm256_loadu_si256(pb.add(2 * j - 1).cast()) }
            };
            *o = _mm256_aesdeclast_epi128(*s, _mm256_xor_si256(k, prev));
        }
        for (j, o) in out.iter().enumerate() {
            // SAFETY: as above; every load of this batch is above.
            unsafe { _mm256_storeu_si256(p.add(j), *o) };
        }
        chain = next_chain;
    });
    // SAFETY: `iv` is 16 writable bytes.
    unsafe { _mm_storeu_si128(iv.as_mut_ptr().cast(), chain) };
    if let Some(&last) = tail.last() {
        padded_tail!(tail, |buf| vaes_cbc_decrypt::<R>(keys, iv, &mut buf));
        *iv = last;
    }
}

/// CBC encryption of one chain in place; `iv` becomes the last ciphertext block.
#[inline(never)]
#[target_feature(enable = "aes,avx")]
pub(super) fn vaes_cbc_encrypt<const R: usize>(keys: &[Wide; 15], iv: &mut Block, data: &mut [Block]) {
    let n = data.len();
    if n == 0 {
        return;
    }
    let p: *mut __m128i = data.as_mut_ptr().cast();
    let k0 = load_key128!(&keys[0]);
    let klast = load_key128!(&keys[R]);
    let kk = _mm_xor_si128(k0, klast);
    // SAFETY: `iv` is 16 readable bytes and `data` has n >= 1 blocks.
    let (ivx, p0) = unsafe { (_mm_loadu_si128(iv.as_ptr().cast()), _mm_loadu_si128(p)) };
    // Round-1 input of block 0.
    let mut t = _mm_xor_si128(_mm_xor_si128(ivx, p0), k0);
    let mut c = ivx;
    for i in 0..n {
        let mut s = t;
        for k in &keys[1..R] {
            s = _mm_aesenc_si128(s, load_key128!(k));
        }
        let next = if i + 1 < n {
            // SAFETY: i + 1 < n.
            unsafe { _mm_loadu_si128(p.add(i + 1)) }
        } else {
            _mm_setzero_si128()
        };
        let x = _mm_xor_si128(kk, next);
        t = _mm_aesenclast_si128(s, x); // C_i ^ k_0 ^ P_(i+1)
        c = _mm_xor_si128(t, _mm_xor_si128(x, klast)); // C_i
        // SAFETY: i < n.
        unsafe { _mm_storeu_si128(p.add(i), c) };
    }
    // SAFETY: `iv` is 16 writable bytes.
    unsafe { _mm_storeu_si128(iv.as_mut_ptr().cast(), c) };
}

/// Most steps per segment; an idle slot works on a scratch area of this many blocks.
const SEGMENT: usize = 64;

/// CBC encryption of independent messages, `ivs[i]` for `data[i]`: picks the kernel width.
///
/// Idle lanes are not free (their AES instructions take pipe slots), so the kernel uses just
/// enough ymm registers for the messages: one message is the serial kernel; 2, 3-4, 5-8 and 9+
/// messages use 1, 2, 4 and 8 ymm (2 chains each).
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_cbc_encrypt_many<const R: usize>(keys: &[Wide; 15], ivs: &mut [Block], data: &mut [&mut [Block]]) {
    match ivs.len().min(data.len()) {
        0 => {}
        1 => {
            if let (Some(iv), Some(msg)) = (ivs.first_mut(), data.first_mut()) {
                vaes_cbc_encrypt::<R>(keys, iv, msg);
            }
        }
        2 => vaes_cbc_encrypt_lanes::<R, 1>(keys, ivs, data),
        3..=4 => vaes_cbc_encrypt_lanes::<R, 2>(keys, ivs, data),
        5..=8 => vaes_cbc_encrypt_lanes::<R, 4>(keys, ivs, data),
        _ => vaes_cbc_encrypt_lanes::<R, 8>(keys, ivs, data),
    }
}

/// The multi-buffer kernel with `W` ymm (2W chains, W <= 8).
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
fn vaes_cbc_encrypt_lanes<const R: usize, const W: usize>(
    keys: &[Wide; 15],
    ivs: &mut [Block],
    data: &mut [&mut [Block]],
) {
    // Slots are numbered 0..2W; the arrays are sized for the widest kernel.
    let slots = (2 * W).min(16);
    let mut scratch: [Block; SEGMENT] = [[0; 16]; SEGMENT];
    let idle: *mut Block = scratch.as_mut_ptr();
    // Per slot: the message's next block (or the scratch area), its blocks left, its IV.
    let mut base = [idle; 16];
    let mut left = [0usize; 16];
    let mut slot_iv: [Option<&mut Block>; 16] = Default::default();
    let mut chain: [Block; 16] = [[0; 16]; 16];
    let mut lanes = ivs.iter_mut().zip(data.iter_mut());
    let k0 = load_key!(&keys[0]);
    let klast = load_key!(&keys[R]);
    loop {
        // Refill idle slots with the next non-empty messages.
        for s in 0..slots {
            if slot_iv[s].is_some() {
                continue;
            }
            for (iv, msg) in lanes.by_ref() {
                if !msg.is_empty() {
                    base[s] = msg.as_mut_ptr();
                    left[s] = msg.len();
                    chain[s] = *iv;
                    slot_iv[s] = Some(iv);
                    break;
                }
            }
        }
        // Steps until the first live message ends (at most a segment).
        let mut m = SEGMENT;
        let mut live = false;
        for s in 0..slots {
            if slot_iv[s].is_some() {
                m = m.min(left[s]);
                live = true;
            }
        }
        if !live {
            break;
        }
        let cp: *mut __m256i = chain.as_mut_ptr().cast();
        let mut c = [_mm256_setzero_si256(); W];
        for (j, c) in c.iter_mut().enumerate() {
            // SAFETY: `chain` is 16 blocks = 8 ymm; j < W <= 8.
            *c = unsafe { _mm256_loadu_si256(cp.add(j)) };
        }
        for i in 0..m {
            let mut s = [_mm256_setzero_si256(); W];
            for (j, (s, c)) in s.iter_mut().zip(&c).enumerate() {
                // SAFETY: i < m <= the slot's blocks left (live) or SEGMENT (scratch), so block i
                // of `base` is in bounds; SSE2 is baseline.
                let (a, b) = unsafe {
                    (_mm_loadu_si128(base[2 * j].add(i).cast()), _mm_loadu_si128(base[2 * j + 1].add(i).cast()))
                };
                let p = _mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1);
                *s = _mm256_xor_si256(*c, _mm256_xor_si256(p, k0));
            }
            for k in &keys[1..R] {
                let k = load_key!(k);
                for s in &mut s {
                    *s = _mm256_aesenc_epi128(*s, k);
                }
            }
            for (j, (c, s)) in c.iter_mut().zip(&s).enumerate() {
                *c = _mm256_aesenclast_epi128(*s, klast);
                // SAFETY: as above.
                unsafe {
                    _mm_storeu_si128(base[2 * j].add(i).cast(), _mm256_castsi256_si128(*c));
                    _mm_storeu_si128(base[2 * j + 1].add(i).cast(), _mm256_extracti128_si256(*c, 1));
                }
            }
        }
        for (j, c) in c.iter().enumerate() {
            // SAFETY: as above.
            unsafe { _mm256_storeu_si256(cp.add(j), *c) };
        }
        // Advance the live slots; retire finished messages (their IV is the last ciphertext).
        for s in 0..slots {
            if slot_iv[s].is_none() {
                continue;
            }
            left[s] -= m;
            if left[s] == 0 {
                if let Some(iv) = slot_iv[s].take() {
                    *iv = chain[s];
                }
                base[s] = idle;
            } else {
                base[s] = base[s].wrapping_add(m);
            }
        }
    }
    scratch.as_flattened_mut().zeroize();
}
