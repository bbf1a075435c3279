//! The one padded final block of a short message, written as whole 16-byte stores.
//!
//! A kernel reads the block it is handed in 16-byte (SHA-NI) or 4-byte (soft) loads. If the
//! block was just built with stores of other widths (zeroing, a copy of the tail, a single byte
//! `0x80`, an 8-byte length), a 16-byte load that spans several of them cannot take its data from
//! the store buffer: it waits until they reach the cache, a store-forwarding stall of tens of
//! cycles that a 16-byte one-shot digest felt as the largest cost besides the compression.
//! Here every 16-byte chunk of the block is assembled in registers (the message bytes it holds,
//! the `0x80`, the length field) and written with one store, so every load the kernel makes lies
//! inside exactly one store.
//!
//! Chunk `k` covers bytes `16k .. 16k + 16` of the block; with `n` message bytes it holds
//! `r = n - 16k` of them: all 16 (a plain 16-byte copy), some (`0 <= r < 16`: the bytes, then
//! `0x80` at `r`, zeros) or none (zeros). The last chunk also ORs in the length field, whose
//! bytes never meet the message's or the `0x80` (`n + 1 + len_bytes <= block.len()`). The branches
//! depend on `n` only, which is public.

#![allow(unsafe_code)]

use core::arch::x86_64::*;

/// Writes the padded block of the `tail` bytes into `block` (`block.len()` a multiple of 16,
/// `tail.len() < block.len() - 8`): the tail, `0x80`, zeros, and `len16` (the little-endian value
/// of the block's last 16 bytes as the length field alone makes them) ORed into the last chunk.
#[inline(always)]
pub(crate) fn pad_block(block: &mut [u8], tail: &[u8], len16: u128) {
    let n = tail.len();
    let chunks = block.len() / 16;
    assert!(block.len().is_multiple_of(16) && n < block.len() - 8);
    for (k, chunk) in block.chunks_exact_mut(16).enumerate() {
        let start = 16 * k;
        let v = if start + 16 <= n {
            // SAFETY: `tail[start..start + 16]` is in bounds (checked just above); SSE2 is part
            // of x86_64.
            unsafe { _mm_loadu_si128(tail.as_ptr().add(start).cast()) }
        } else {
            let (mut lo, mut hi) = if start <= n { partial(&tail[start..]) } else { (0, 0) };
            if start <= n {
                let r = n - start;
                if r < 8 {
                    lo |= 0x80 << (8 * r);
                } else {
                    hi |= 0x80 << (8 * (r - 8));
                }
            }
            if k + 1 == chunks {
                lo |= len16 as u64;
                hi |= (len16 >> 64) as u64;
            }
            // SAFETY: SSE2 is part of x86_64.
            unsafe { _mm_set_epi64x(hi as i64, lo as i64) }
        };
        // SAFETY: `chunk` is 16 writable bytes; SSE2 is part of x86_64.
        unsafe { _mm_storeu_si128(chunk.as_mut_ptr().cast(), v) };
    }
}

/// The `s.len() < 16` bytes of `s` as the low and high halves of a little-endian 128-bit value
/// (zeros above them), read with at most three overlapping loads from `s`.
#[inline(always)]
fn partial(s: &[u8]) -> (u64, u64) {
    let r = s.len();
    let le64 = |at: usize| u64::from_le_bytes(s[at..at + 8].try_into().expect("8 bytes"));
    let le32 = |at: usize| u64::from(u32::from_le_bytes(s[at..at + 4].try_into().expect("4 bytes")));
    match r {
        0 => (0, 0),
        1..=3 => {
            let (a, b, c) = (u64::from(s[0]), u64::from(s[r / 2]), u64::from(s[r - 1]));
            (a | b << (8 * (r / 2)) | c << (8 * (r - 1)), 0)
        }
        // Two overlapping words: the second, shifted into place, repeats bytes the first has.
        4..=7 => (le32(0) | le32(r - 4) << (8 * (r - 4)), 0),
        8 => (le64(0), 0),
        _ => (le64(0), le64(r - 8) >> (8 * (16 - r))),
    }
}

#[cfg(test)]
mod tests {
    use super::pad_block;

    /// Every tail length that fits one block, against the padding written byte by byte, for the
    /// three length encodings: 8 bytes little-endian (MD5) or big-endian (SHA-1/256) in 64-byte
    /// blocks, 16 bytes big-endian in 128-byte blocks (SHA-384/512).
    #[test]
    fn equals_bytewise_padding() {
        let mut src = [0u8; 128];
        for (i, s) in src.iter_mut().enumerate() {
            *s = i as u8 + 1;
        }
        for (b, len_bytes, little) in [(64usize, 8usize, true), (64, 8, false), (128, 16, false)] {
            for n in 0..b - len_bytes {
                // A long message's length, so that every byte of the field is non-zero.
                let bits = ((0x0102_0304_0506_0000u64 | n as u64) as u128) << 3;
                let mut want = [0u8; 128];
                want[..n].copy_from_slice(&src[..n]);
                want[n] = 0x80;
                let len16 = match (len_bytes, little) {
                    (8, true) => {
                        want[b - 8..b].copy_from_slice(&(bits as u64).to_le_bytes());
                        u128::from(bits as u64) << 64
                    }
                    (8, false) => {
                        want[b - 8..b].copy_from_slice(&(bits as u64).to_be_bytes());
                        u128::from((bits as u64).swap_bytes()) << 64
                    }
                    _ => {
                        want[b - 16..b].copy_from_slice(&bits.to_be_bytes());
                        bits.swap_bytes()
                    }
                };
                let mut got = [0xffu8; 128];
                pad_block(&mut got[..b], &src[..n], len16);
                assert_eq!(got[..b], want[..b], "block {b}, tail {n}, little-endian {little}");
            }
        }
    }
}
