//! AES-GCM-SIV's per-message work (RFC 8452) below the key enums: the key derivation from the
//! key-generating key, the message keys built where they live, POLYVAL, the tag and the CTR
//! pass. The front end (`gcm_siv.rs`) makes one call per message ([`GcmSivKernels::gcm_siv`]);
//! each backend picks its message-key type ([`SivKernels`]) and runs [`run`].
//!
//! # Per-message keys
//!
//! Every message has its own encryption key and POLYVAL key, so key setup is per message and a
//! short message is all key setup. The message keys are the backend's own types, not the key
//! enums (each as large as its largest variant, ~3 KB moved and wiped): the `aesenc` schedule
//! only (GCM-SIV never decrypts a block), and only the powers of H the message's kernels use
//! (the VAES backend sends messages shorter than its wide batches to its AES-NI twin, whose
//! powers are H^1..H^8 at most, as many as the message's longest kernel call takes, and builds
//! its wide tables for longer ones only). The AES-NI key is filled where the backend holds it
//! ([`run_in_place`]) and wipes only the blocks it filled.
//!
//! # POLYVAL through the GHASH kernels
//!
//! Write `rev(X)` for X with its 16 bytes in reverse order. RFC 8452 Appendix A:
//! `POLYVAL_H(X_1 … X_n) = rev(GHASH_H'(rev(X_1) … rev(X_n)))` with `H' = mulX_GHASH(rev(H))`
//! (derived in `gcm_siv.rs`). The x86 GHASH kernels load each block, byte-swap it with one
//! `pshufb` into their register form, and swap the state back at the end; given `rev(X)`, that
//! swap yields X's bytes as loaded. So POLYVAL is the GHASH kernel on X itself with the swap
//! dropped (an identity mask), its state S in POLYVAL's byte order, and the GHASH key of `H'`
//! as it is: no per-block copy. Backends without such a kernel ([`Pair`]) reverse the blocks
//! into a buffer and call GHASH (the identity as written).
//!
//! # CTR with a little-endian counter
//!
//! GCM-SIV's counter is bytes 0..4 of the block, a little-endian `u32` wrapping mod 2^32; the
//! x86 inc32 kernels keep GCM's big-endian counter (bytes 12..16) byte-swapped in a register,
//! where it is dword 0 of its lane, and add to that dword. With the identity mask the block as
//! loaded already has GCM-SIV's counter in dword 0: the same kernels, with the same mask
//! dropped, count GCM-SIV's way.

use super::block::{Block, xor_block};
use super::ccm_blocks::be_block;
use super::kernels::{AesKernels, GhashKernels};
use super::wipe::{wipe, wipe_block};
use crate::copy::copy;

/// Blocks per chunk of [`Pair`]'s POLYVAL (a stack buffer of 1 KiB) and of the two-pass open.
const CHUNK: usize = 64;

/// A per-message key of one backend: AES encryption under the message-encryption key, and
/// POLYVAL under the message-authentication key (built from `mulX_GHASH(rev(H))`). Wiped on
/// drop by its fields.
pub(crate) trait SivKernels {
    /// Encrypts independent blocks in place (ECB).
    fn encrypt_blocks(&self, blocks: &mut [Block]);

    /// POLYVAL of whole blocks into `s`: for each block X, `s = dot(s ^ X, H)`; `s` and the
    /// blocks in POLYVAL's byte order (little-endian integers).
    fn polyval(&self, s: &mut Block, blocks: &[Block]);

    /// CTR with GCM-SIV's counter (bytes 0..4 little-endian, mod 2^32): `data[i] ^=
    /// E(counter + i)`; `counter` becomes the next unused counter block.
    fn ctr32_le(&self, counter: &mut Block, data: &mut [Block]);

    /// Decryption: CTR over the ciphertext `data` ([`SivKernels::ctr32_le`]), then POLYVAL of
    /// the plaintext into `s`. Provided: two passes a chunk at a time (the plaintext hashed
    /// while in L1); the x86 backends override it with one stitched pass.
    fn open(&self, counter: &mut Block, s: &mut Block, data: &mut [Block]) {
        for chunk in data.chunks_mut(CHUNK) {
            self.ctr32_le(counter, chunk);
            self.polyval(s, chunk);
        }
    }
}

/// A message key from a backend's AES key and GHASH key, POLYVAL through the byte-reversal
/// identity (module docs): the backends without POLYVAL kernels.
pub(crate) struct Pair<A, G> {
    pub(crate) aes: A,
    pub(crate) ghash: G,
}

impl<A: AesKernels, G: GhashKernels> SivKernels for Pair<A, G> {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        self.aes.encrypt_blocks(blocks);
    }

    fn polyval(&self, s: &mut Block, blocks: &[Block]) {
        let mut y = reversed(s);
        let mut buf = [[0u8; 16]; CHUNK];
        for chunk in blocks.chunks(CHUNK) {
            for (b, x) in buf.iter_mut().zip(chunk) {
                *b = reversed(x);
            }
            self.ghash.update_blocks(&mut y, &buf[..chunk.len()]);
        }
        *s = reversed(&y);
        wipe(&mut buf);
        wipe_block(&mut y);
    }

    fn ctr32_le(&self, counter: &mut Block, data: &mut [Block]) {
        let mut c = u32::from_le_bytes([counter[0], counter[1], counter[2], counter[3]]);
        let mut ks = [[0u8; 16]; CHUNK];
        for chunk in data.chunks_mut(CHUNK) {
            let ks = &mut ks[..chunk.len()];
            for k in ks.iter_mut() {
                *k = *counter;
                k[..4].copy_from_slice(&c.to_le_bytes());
                c = c.wrapping_add(1);
            }
            self.aes.encrypt_blocks(ks);
            for (d, k) in chunk.iter_mut().zip(ks.iter()) {
                xor_block(d, k);
            }
        }
        counter[..4].copy_from_slice(&c.to_le_bytes());
        wipe(&mut ks);
    }
}

/// `src` with its 16 bytes in reverse order.
#[inline(always)]
pub(crate) fn reversed(src: &Block) -> Block {
    let mut b = *src;
    b.reverse();
    b
}

/// `mulX_GHASH`: multiplies a GHASH field element by `y` (a right shift of the 128-bit
/// big-endian value, with the reduction `0xE1 ‖ 0^120` folded in when bit 127 falls off), without
/// a branch on the (secret) value.
#[inline]
pub(crate) fn mulx_ghash(b: &Block) -> Block {
    let v = u128::from_be_bytes(*b);
    let carry = 0u128.wrapping_sub(v & 1);
    // One 16-byte store (`be_block`): the GHASH kernels' powers load it whole.
    be_block((v >> 1) ^ (carry & (0xe1 << 120)))
}

/// What one call does with a message.
#[derive(Clone, Copy)]
pub(crate) enum SivOp<'a> {
    /// Encrypt `buf` in place; the result is the tag.
    Seal,
    /// Decrypt `buf` in place under the received tag; the result is the tag the plaintext
    /// gives (the caller compares and wipes).
    Open(&'a Block),
    /// Apply the keystream of this tag to `buf` (undoing a failed open); the result is zeros.
    #[cfg(feature = "aead")]
    Keystream(&'a Block),
}

/// One message: the nonce, the AAD, the buffer, and the key-generating key's length in bytes
/// (16 or 32: how many derived blocks make the encryption key).
pub(crate) struct SivMessage<'a> {
    pub(crate) nonce: &'a [u8; 12],
    pub(crate) aad: &'a [u8],
    pub(crate) buf: &'a mut [u8],
    pub(crate) key_len: usize,
    pub(crate) op: SivOp<'a>,
}

/// GCM-SIV on a key-generating key's backend: the backends implement it by choosing their
/// message-key type and calling [`run`].
pub(crate) trait GcmSivKernels: AesKernels {
    /// Runs `msg` (see [`SivOp`] for the result).
    fn gcm_siv(&self, msg: SivMessage<'_>) -> Block;
}

/// Derives the message keys for `nonce` (RFC 8452 §4: the AES blocks `LE32(i) ‖ nonce`, one
/// batch, the first 8 bytes of each) under the key-generating key `kgk`, and hands them to
/// `make(encryption key, H')` (which builds the message key, or fills one in place), `H' =
/// mulX_GHASH(rev(H))` the GHASH key whose kernels compute POLYVAL_H.
#[inline(always)]
fn derive<K: AesKernels + ?Sized, R>(
    kgk: &K,
    nonce: &[u8; 12],
    key_len: usize,
    make: impl FnOnce(&[u8], &Block) -> R,
) -> R {
    let n = 2 + key_len / 8;
    // Each block written with one 16-byte store (`be_block`), so that the kernel's loads of
    // them forward from the store buffer.
    let base = nonce_le(nonce) << 32;
    let mut blocks = [[0u8; 16]; 6];
    for (i, b) in blocks[..n].iter_mut().enumerate() {
        *b = be_block((base | i as u128).swap_bytes());
    }
    kgk.encrypt_blocks(&mut blocks[..n]);
    // The first 8 bytes of each block, packed: H is `keys[0]`, the encryption key follows.
    // Each key block is written with one 16-byte store (`be_block`), like the blocks above: two
    // 8-byte copies would leave the key schedule's and H's 16-byte loads unable to forward
    // from the store buffer (a stall of the whole store drain, on every message).
    let head = |b: &Block| u128::from(u64::from_be_bytes(*b.first_chunk::<8>().unwrap_or(&[0; 8])));
    let mut keys = [[0u8; 16]; 3];
    for (k, pair) in keys.iter_mut().zip(blocks[..n].chunks_exact(2)) {
        *k = be_block((head(&pair[0]) << 64) | head(&pair[1]));
    }
    let mut h_ghash = mulx_ghash(&reversed(&keys[0]));
    let m = make(&keys.as_flattened()[16..16 + key_len], &h_ghash);
    wipe(&mut blocks);
    wipe(&mut keys);
    wipe_block(&mut h_ghash);
    m
}

/// The nonce as a little-endian integer (bytes 12..16 zero), from two loads: built byte by byte
/// it was a chain of shifts and ORs per message.
#[inline(always)]
fn nonce_le(nonce: &[u8; 12]) -> u128 {
    let (lo, hi) = nonce.split_at(8);
    let lo = u64::from_le_bytes(lo.try_into().unwrap_or([0; 8]));
    let hi = u32::from_le_bytes(hi.try_into().unwrap_or([0; 4]));
    u128::from(lo) | (u128::from(hi) << 64)
}

/// `v` as a little-endian block, written with one 16-byte store ([`be_block`]): the kernels'
/// 16-byte loads of the tag's input and of the first counter block forward from it, where a
/// byte store into a copied block (`t[15] &= 0x7f`) made each wait for the store to drain.
#[inline(always)]
fn le_block(v: u128) -> Block {
    be_block(v.swap_bytes())
}

/// The first counter block of the tag `tag`: the tag with bit 127 set.
#[inline(always)]
fn first_counter(tag: &Block) -> Block {
    le_block(u128::from_le_bytes(*tag) | (1 << 127))
}

/// `data` as whole blocks and a last partial one, zero-padded (`None` if there is none).
#[inline(always)]
fn split_padded(data: &[u8]) -> (&[Block], Option<Block>) {
    let (blocks, tail) = data.as_chunks::<16>();
    if tail.is_empty() {
        return (blocks, None);
    }
    let mut last = [0u8; 16];
    copy(&mut last, tail);
    (blocks, Some(last))
}

/// Runs `msg` with the message key that `make` builds from the derived keys (see [`derive`]).
#[inline(always)]
pub(crate) fn run<K: AesKernels + ?Sized, M: SivKernels>(
    kgk: &K,
    msg: SivMessage<'_>,
    make: impl FnOnce(&[u8], &Block) -> M,
) -> Block {
    let m = derive(kgk, msg.nonce, msg.key_len, make);
    message(&m, msg)
}

/// Runs `msg` with the message key `m`, which `fill(m, encryption key, H', powers)` fills in
/// place from the derived keys (see [`derive`]): a message key returned by value is copied out
/// of its constructor's frame (twice, through the closure and [`derive`]: 504 bytes each on
/// AES-NI, a sixth of a 16-byte seal). The message's kernel calls use the powers H'^1..H'^p,
/// `p` the smaller of `powers` ([`powers_used`]) and the kernels' width; the others may stay
/// as they are.
// Only the x86 message keys are filled in place (the portable and ARMv8 ones are built by `run`).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn run_in_place<K: AesKernels + ?Sized, M: SivKernels>(
    kgk: &K,
    msg: SivMessage<'_>,
    m: &mut M,
    fill: impl FnOnce(&mut M, &[u8], &Block, usize),
) -> Block {
    let powers = powers_used(msg.aad.len(), msg.buf.len());
    derive(kgk, msg.nonce, msg.key_len, |key, h| fill(m, key, h, powers));
    message(m, msg)
}

/// Most blocks passed to one POLYVAL or open kernel call by [`message`] for `aad_len` bytes of
/// AAD and `len` bytes of plaintext: the whole AAD blocks, the padded last AAD block alone, the
/// whole plaintext blocks, and the padded last plaintext block with the length block (2, or the
/// length block alone). A kernel `w` blocks wide given `n` blocks uses the powers
/// H'^1..H'^min(n, w) (the AES-NI kernels: `absorb8`, `absorb_tail`), so a message key needs only
/// those. Lengths are public.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
#[must_use]
fn powers_used(aad_len: usize, len: usize) -> usize {
    let end = if len.is_multiple_of(16) { 1 } else { 2 };
    (aad_len / 16).max(len / 16).max(end)
}

/// The message's POLYVAL, tag and CTR pass with the message key `m` (see [`SivOp`] for the
/// result).
#[inline(always)]
fn message<M: SivKernels>(m: &M, msg: SivMessage<'_>) -> Block {
    let SivMessage { nonce, aad, buf, key_len: _, op } = msg;
    // POLYVAL's length block: LE64(bits(A)) ‖ LE64(bits(P)).
    let lens = le_block((u128::from(buf.len() as u64 * 8) << 64) | u128::from(aad.len() as u64 * 8));
    let mut s = [0u8; 16];
    let hashed = match op {
        SivOp::Seal | SivOp::Open(_) => true,
        #[cfg(feature = "aead")]
        SivOp::Keystream(_) => false,
    };
    if hashed {
        let (blocks, last) = split_padded(aad);
        m.polyval(&mut s, blocks);
        if let Some(mut last) = last {
            m.polyval(&mut s, core::slice::from_ref(&last));
            wipe_block(&mut last);
        }
    }
    let (blocks, tail) = buf.as_chunks_mut::<16>();
    // The partial block and the length block, hashed in one call.
    let mut end = [[0u8; 16]; 2];
    copy(&mut end[0], tail);
    end[1] = lens;
    let end_blocks = if tail.is_empty() { 1 } else { 2 };
    let out = match op {
        SivOp::Seal => {
            m.polyval(&mut s, blocks);
            m.polyval(&mut s, &end[2 - end_blocks..]);
            let tag = tag_of(m, &s, nonce);
            crypt(m, &tag, blocks, tail, &mut end[0]);
            tag
        }
        SivOp::Open(tag) => {
            let mut counter = first_counter(tag);
            m.open(&mut counter, &mut s, blocks);
            if !tail.is_empty() {
                m.ctr32_le(&mut counter, &mut end[..1]);
                let n = tail.len();
                copy(tail, &end[0][..n]);
                // The keystream past the message is not hashed (a fixed-size loop, no call).
                for (i, b) in end[0].iter_mut().enumerate() {
                    *b = if i < n { *b } else { 0 };
                }
            }
            m.polyval(&mut s, &end[2 - end_blocks..]);
            wipe_block(&mut counter);
            tag_of(m, &s, nonce)
        }
        #[cfg(feature = "aead")]
        SivOp::Keystream(tag) => {
            crypt(m, tag, blocks, tail, &mut end[0]);
            [0; 16]
        }
    };
    wipe(&mut end);
    wipe_block(&mut s);
    out
}

/// The tag from the POLYVAL state `s` (the length block absorbed): `AES_E((s ⊕ nonce) &
/// !bit127)`.
#[inline(always)]
fn tag_of<M: SivKernels>(m: &M, s: &Block, nonce: &[u8; 12]) -> Block {
    let mut t = le_block((u128::from_le_bytes(*s) ^ nonce_le(nonce)) & !(1 << 127));
    m.encrypt_blocks(core::slice::from_mut(&mut t));
    t
}

/// CTR from `tag` with bit 127 set over the whole `blocks` and the partial `tail` (through
/// `pad`, which holds it zero-padded on entry).
#[inline(always)]
fn crypt<M: SivKernels>(m: &M, tag: &Block, blocks: &mut [Block], tail: &mut [u8], pad: &mut Block) {
    let mut counter = first_counter(tag);
    m.ctr32_le(&mut counter, blocks);
    if !tail.is_empty() {
        m.ctr32_le(&mut counter, core::slice::from_mut(pad));
        let n = tail.len();
        copy(tail, &pad[..n]);
    }
    wipe_block(&mut counter);
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: Block = [0x25, 0x62, 0x93, 0x47, 0x58, 0x92, 0x42, 0x76, 0x1d, 0x31, 0xf8, 0x26, 0xba, 0x4b, 0x75, 0x7b];
    const X: [Block; 2] = [
        [0x4f, 0x4f, 0x95, 0x66, 0x8c, 0x83, 0xdf, 0xb6, 0x40, 0x17, 0x62, 0xbb, 0x2d, 0x01, 0xa2, 0x62],
        [0xd1, 0xa2, 0x4d, 0xdd, 0x27, 0x21, 0xd0, 0x06, 0xbb, 0xe4, 0x5f, 0x20, 0xd3, 0xc9, 0xf3, 0x62],
    ];
    const POLYVAL: Block =
        [0xf7, 0xa3, 0xb4, 0x7b, 0x84, 0x61, 0x19, 0xfa, 0xe5, 0xb7, 0x86, 0x6c, 0xf5, 0xe5, 0xb7, 0x7e];

    /// RFC 8452 Appendix A: POLYVAL(H, X_1, X_2) through the GHASH identity ([`Pair`]).
    #[test]
    fn polyval_appendix_a() {
        let h = mulx_ghash(&reversed(&H));
        let pair =
            Pair { aes: crate::backend::soft::Aes::new(&[0; 16]), ghash: crate::backend::soft::GHashKey::new(&h) };
        let mut s = [0u8; 16];
        pair.polyval(&mut s, &X);
        assert_eq!(s, POLYVAL);
    }

    /// mulX_GHASH(ByteReverse(H)) of RFC 8452 Appendix A.
    #[test]
    fn mulx_ghash_appendix_a() {
        let want: Block =
            [0xdc, 0xba, 0xa5, 0xdd, 0x13, 0x7c, 0x18, 0x8e, 0xbb, 0x21, 0x49, 0x2c, 0x23, 0xc9, 0xb1, 0x12];
        assert_eq!(mulx_ghash(&reversed(&H)), want);
        // The reduction: bit 127 falls off and 0xE1 comes in.
        let mut one = [0u8; 16];
        one[15] = 1;
        let mut r = [0u8; 16];
        r[0] = 0xe1;
        assert_eq!(mulx_ghash(&one), r);
    }
}
