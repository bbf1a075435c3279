//! The safe interface between the modes and the backends.
//!
//! Each backend key type implements these traits. The provided methods are generic fallbacks
//! built on the required ones (so a backend is complete as soon as it can encrypt blocks); a
//! backend overrides them with fused, wide kernels. Because every backend's impl is monomorphised,
//! there is no dispatch per block: the mode calls the key enum once per buffer and the enum calls
//! one kernel for the whole buffer.

use zeroize::Zeroize;

/// One 16-byte block.
pub(crate) type Block = [u8; 16];

/// Blocks per batch of the generic fallbacks (a stack buffer of 256 bytes).
const BATCH: usize = 16;

/// Blocks per pass of the two-pass GCM fallback: 4 KiB, so the second pass reads from L1.
const GCM_CHUNK: usize = 256;

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

/// AES with an expanded key, and the modes' whole-block kernels.
pub(crate) trait AesKernels {
    /// Encrypts independent blocks in place (ECB).
    fn encrypt_blocks(&self, blocks: &mut [Block]);

    /// Decrypts independent blocks in place (ECB).
    fn decrypt_blocks(&self, blocks: &mut [Block]);

    /// CTR with a 128-bit big-endian counter (SP 800-38A): `data[i] ^= E(counter + i)`.
    /// On return `counter` is the next unused counter block.
    fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        ctr_generic(self, counter, data, inc128);
    }

    /// GCM's CTR: like [`AesKernels::ctr128`] but only the low 32 bits count (inc32).
    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        ctr_generic(self, counter, data, inc32);
    }

    /// CBC encryption of whole blocks; `iv` becomes the last ciphertext block.
    fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        for block in data {
            xor_block(block, iv);
            self.encrypt_blocks(core::slice::from_mut(block));
            *iv = *block;
        }
    }

    /// CBC decryption of whole blocks; `iv` becomes the last ciphertext block.
    fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        let mut saved = [[0u8; 16]; BATCH];
        for chunk in data.chunks_mut(BATCH) {
            let saved = &mut saved[..chunk.len()];
            saved.copy_from_slice(chunk);
            self.decrypt_blocks(chunk);
            xor_block(&mut chunk[0], iv);
            for i in 1..chunk.len() {
                xor_block(&mut chunk[i], &saved[i - 1]);
            }
            *iv = saved[saved.len() - 1];
        }
    }

    /// CBC encryption of several independent messages (one IV each, `ivs.len() == data.len()`);
    /// each `ivs[i]` becomes the last ciphertext block of message `i`.
    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        for (iv, msg) in ivs.iter_mut().zip(data.iter_mut()) {
            self.cbc_encrypt(iv, msg);
        }
    }
}

fn ctr_generic<K: AesKernels + ?Sized>(key: &K, counter: &mut Block, data: &mut [Block], inc: fn(&mut Block)) {
    let mut ks = [[0u8; 16]; BATCH];
    for chunk in data.chunks_mut(BATCH) {
        let ks = &mut ks[..chunk.len()];
        for k in ks.iter_mut() {
            *k = *counter;
            inc(counter);
        }
        key.encrypt_blocks(ks);
        for (d, k) in chunk.iter_mut().zip(ks.iter()) {
            xor_block(d, k);
        }
    }
    ks.zeroize();
}

/// GHASH with a precomputed key (H and whatever powers of H the backend keeps).
pub(crate) trait GhashKernels {
    /// Absorbs whole blocks: for each block `X`, `y = (y ^ X) · H` in GF(2^128) as SP 800-38D
    /// defines it. `y` is in the standard's byte order (the bit string of the spec, byte 0 first).
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]);
}

/// The GCM bulk kernels: CTR (inc32) and GHASH over the same whole blocks. The provided methods
/// are two-pass fallbacks; the SIMD backends override them with stitched single-pass kernels.
pub(crate) trait GcmKernels: AesKernels {
    /// The GHASH key type of the same backend.
    type GHashKey: GhashKernels;

    /// Encrypts `data` with CTR from `counter` (inc32), then absorbs the ciphertext into `y`.
    fn gcm_seal(&self, ghash: &Self::GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block]) {
        for chunk in data.chunks_mut(GCM_CHUNK) {
            self.ctr32(counter, chunk);
            ghash.update_blocks(y, chunk);
        }
    }

    /// Absorbs the ciphertext `data` into `y`, then decrypts it with CTR from `counter` (inc32).
    fn gcm_open(&self, ghash: &Self::GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block]) {
        for chunk in data.chunks_mut(GCM_CHUNK) {
            ghash.update_blocks(y, chunk);
            self.ctr32(counter, chunk);
        }
    }
}
