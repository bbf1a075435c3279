//! The generic whole-block kernels of the feedback modes (CFB128 both ways, OFB), built on a
//! backend's CBC encryption or ECB kernel (passed in as a closure): the provided methods of
//! `AesKernels` call these, and a backend with fused kernels overrides them (the portable
//! backend keeps them: its AES is the constant-time one).
//!
//! - CFB128 encryption, `C_i = P_i ⊕ E(C_{i−1})`, is a chain of AES calls. With
//!   `X_i = E(C_{i−1})`, `X_{i+1} = E(P_i ⊕ X_i)`: CBC encryption of the plaintext. A batch
//!   `[C_0, P_1, …, P_{m−1}]` CBC-encrypted under a zero IV gives `X_1 … X_m` (the first block
//!   `E(0 ⊕ C_0)`, each next one `E(P_k ⊕ X_k)`), and `C_k = P_k ⊕ X_k`.
//! - CFB128 decryption, `P_i = C_i ⊕ E(C_{i−1})`, has all its inputs at hand: each batch
//!   `[C_0, …, C_{m−1}]` is encrypted at once (ECB), then XORed into the ciphertext.
//! - OFB's keystream `O_i = E(O_{i−1})` is CBC encryption of zero blocks under `O_0`.
//!
//! Batches live on the stack and are wiped after use.

use super::block::{Block, xor_block};
use super::wipe::{wipe, wipe_block};

/// Blocks per stack batch (1 KiB).
const BATCH: usize = 64;

/// CFB128 encryption of whole blocks in place; `iv` (the last ciphertext block so far) becomes
/// the last ciphertext block.
pub(crate) fn cfb128_encrypt(cbc_encrypt: impl Fn(&mut Block, &mut [Block]), iv: &mut Block, data: &mut [Block]) {
    let mut x = [[0u8; 16]; BATCH];
    for chunk in data.chunks_mut(BATCH) {
        let x = &mut x[..chunk.len()];
        x[0] = *iv;
        x[1..].copy_from_slice(&chunk[..chunk.len() - 1]);
        let mut zero = [0u8; 16];
        cbc_encrypt(&mut zero, x);
        for (c, x) in chunk.iter_mut().zip(x.iter()) {
            xor_block(c, x);
        }
        *iv = chunk[chunk.len() - 1];
        wipe_block(&mut zero);
    }
    wipe(&mut x[..data.len().min(BATCH)]);
}

/// CFB128 decryption of whole blocks in place; `iv` (the last ciphertext block so far) becomes
/// the last ciphertext block.
pub(crate) fn cfb128_decrypt(encrypt_blocks: impl Fn(&mut [Block]), iv: &mut Block, data: &mut [Block]) {
    let mut x = [[0u8; 16]; BATCH];
    for chunk in data.chunks_mut(BATCH) {
        let x = &mut x[..chunk.len()];
        x[0] = *iv;
        x[1..].copy_from_slice(&chunk[..chunk.len() - 1]);
        *iv = chunk[chunk.len() - 1];
        encrypt_blocks(x);
        for (c, x) in chunk.iter_mut().zip(x.iter()) {
            xor_block(c, x);
        }
    }
    wipe(&mut x[..data.len().min(BATCH)]);
}

/// OFB over whole blocks in place: `reg` (the last output block so far, the IV at the start)
/// becomes the last output block.
pub(crate) fn ofb(cbc_encrypt: impl Fn(&mut Block, &mut [Block]), reg: &mut Block, data: &mut [Block]) {
    let mut ks = [[0u8; 16]; BATCH];
    for chunk in data.chunks_mut(BATCH) {
        let ks = &mut ks[..chunk.len()];
        ks.fill([0; 16]);
        cbc_encrypt(reg, ks);
        for (d, k) in chunk.iter_mut().zip(ks.iter()) {
            xor_block(d, k);
        }
    }
    wipe(&mut ks[..data.len().min(BATCH)]);
}
