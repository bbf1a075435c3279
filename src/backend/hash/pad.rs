//! The end of a message: Merkle–Damgård padding (RFC 1321 §3.1–3.2, FIPS 180-4 §5.1) and the
//! last compression.
//!
//! After the message comes a `0x80` byte, zeros, and the message length in bits in the last
//! `LEN_BYTES` bytes of a block (8, or 16 for SHA-384/512; little-endian for MD5, big-endian for
//! SHA). A tail of `n < BLOCK_LEN` bytes therefore ends in one padded block when
//! `n + 1 + LEN_BYTES ≤ BLOCK_LEN` (0–55 bytes for 64-byte blocks, 0–111 for 128-byte ones) and
//! in two otherwise. Both are built in one stack array and compressed with one kernel call,
//! after the message's last whole blocks where the caller has them ([`finish_after`]). On
//! x86_64 the one-block case is written as whole 16-byte stores (`x86/pad.rs`: no
//! store-forwarding stall when the kernel loads it).

use super::{Compress, wipe};
use crate::copy::copy;

/// Pads `tail` (the end of a message of `total` bytes) into one or two blocks on the stack and
/// compresses them into `state` with one call. The blocks are wiped afterwards.
#[inline(always)]
pub(crate) fn finish<K: Compress>(kernel: K, state: &mut K::State, tail: &[u8], total: u64) {
    finish_after(kernel, state, &[], tail, total);
}

/// [`finish`] of a message whose last whole blocks, `blocks`, are not compressed yet: they and
/// the padded tail go to the kernel in one [`Compress::compress_then`] call (a one-shot digest
/// or an HMAC's inner hash: the blocks straight from the caller's slice, the tail from the
/// stack, the chaining value kept in registers between them where the kernel allows).
#[inline(always)]
pub(crate) fn finish_after<K: Compress>(kernel: K, state: &mut K::State, blocks: &[K::Block], tail: &[u8], total: u64) {
    padded::<K, _>(tail, total, |last| kernel.compress_then(state, blocks, last));
}

/// Calls `f` with the padded end of a message of `total` bytes whose tail (the bytes after its
/// last whole block) is `tail`: one block on the stack, or two past
/// `BLOCK_LEN - 1 - LEN_BYTES` bytes. The blocks are wiped afterwards.
#[inline(always)]
pub(crate) fn padded<K: Compress, R>(tail: &[u8], total: u64, f: impl FnOnce(&[K::Block]) -> R) -> R {
    let n = tail.len();
    let mut last = K::ZERO_BLOCK;
    if n + 1 + K::LEN_BYTES <= K::BLOCK_LEN {
        #[cfg(target_arch = "x86_64")]
        super::x86::pad::pad_block(last.as_mut(), tail, len16::<K>(total));
        #[cfg(not(target_arch = "x86_64"))]
        {
            copy(last.as_mut(), tail);
            last.as_mut()[n] = 0x80;
            put_len::<K>(last.as_mut(), u128::from(total) << 3);
        }
        let r = f(core::slice::from_ref(&last));
        wipe(&mut last);
        r
    } else {
        copy(last.as_mut(), tail);
        last.as_mut()[n] = 0x80;
        let mut two = [last, K::ZERO_BLOCK];
        put_len::<K>(two[1].as_mut(), u128::from(total) << 3);
        let r = f(&two);
        wipe(&mut two);
        wipe(&mut last);
        r
    }
}

/// [`finish`] of a message whose last byte is partial: `tail` (the bytes after the last whole
/// block, fewer than `BLOCK_LEN`), then the `bits` (0..=7) leftmost bits of `last`, of a message
/// of `total` whole bytes plus those bits. FIPS 180-4 §5.1 on a bit string: the `1` bit goes right
/// after the message's last bit, in the same byte (`last`'s bits, then `0x80 >> bits`, the bits
/// after it zero), and the length field counts `8 · total + bits`. `bits == 0` is [`finish`].
/// The bytes are built in one or two blocks on the stack (not the 16-byte stores of the common
/// path: partial-byte messages are a test-vector shape, not a hot one), wiped afterwards.
pub(crate) fn finish_bits<K: Compress>(kernel: K, state: &mut K::State, tail: &[u8], last: u8, bits: u32, total: u64) {
    debug_assert!(bits < 8 && tail.len() < K::BLOCK_LEN);
    let n = tail.len();
    let keep = !(0xffu8 >> bits);
    let mut two = [K::ZERO_BLOCK, K::ZERO_BLOCK];
    copy(two[0].as_mut(), tail);
    two[0].as_mut()[n] = (last & keep) | (0x80 >> bits);
    let used = if n + 1 + K::LEN_BYTES <= K::BLOCK_LEN { 1 } else { 2 };
    let bit_len = (u128::from(total) << 3) | u128::from(bits);
    put_len::<K>(two[used - 1].as_mut(), bit_len);
    kernel.compress(state, &two[..used]);
    wipe(&mut two);
}

/// The last 16 bytes of a block as the length field alone makes them (zeros before it), read as
/// a little-endian number: what [`put_len`] would write there.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn len16<K: Compress>(total: u64) -> u128 {
    let bits = u128::from(total) << 3;
    if K::LITTLE_ENDIAN {
        u128::from(bits as u64) << 64
    } else if K::LEN_BYTES == 8 {
        u128::from((bits as u64).swap_bytes()) << 64
    } else {
        bits.swap_bytes()
    }
}

/// Writes the message length `bits` (in bits) at the end of the last block.
#[inline(always)]
fn put_len<K: Compress>(block: &mut [u8], bits: u128) {
    let b = block.len();
    if K::LITTLE_ENDIAN {
        block[b - 8..].copy_from_slice(&(bits as u64).to_le_bytes());
    } else if K::LEN_BYTES == 8 {
        block[b - 8..].copy_from_slice(&(bits as u64).to_be_bytes());
    } else {
        block[b - 16..].copy_from_slice(&bits.to_be_bytes());
    }
}
