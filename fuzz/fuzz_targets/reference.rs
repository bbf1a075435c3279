//! Independent references for the fuzz targets, written from the standards on top of
//! `encrypt_block` / `decrypt_block` alone (which `blocks` checks across backends): GHASH and GCM
//! (SP 800-38D, bit by bit), CTR with a 128-bit counter (SP 800-38A) and CBC with PKCS#7 padding.
//! Slow and obvious on purpose: the crate's backends are compared with each other, and these
//! catch what they share (lengths, J0, tag truncation, padding checks, counter carries).
#![allow(dead_code)]

use aes_engine::{BlockCipher, Error};

/// Multiplication in GF(2^128) as SP 800-38D Algorithm 1 (blocks read as big-endian numbers).
pub fn gf_mul(x: u128, y: u128) -> u128 {
    let (mut z, mut v) = (0u128, y);
    // Masks, not branches: the fuzzer's comparison tracing makes a branch per bit slow.
    for i in 0..128 {
        z ^= v & 0u128.wrapping_sub((x >> (127 - i)) & 1);
        v = (v >> 1) ^ ((0xe1 << 120) & 0u128.wrapping_sub(v & 1));
    }
    z
}

/// GHASH state `y` absorbing `data` zero-padded to whole blocks.
pub fn ghash_padded(h: u128, y: &mut u128, data: &[u8]) {
    for c in data.chunks(16) {
        let mut b = [0u8; 16];
        b[..c.len()].copy_from_slice(c);
        *y = gf_mul(*y ^ u128::from_be_bytes(b), h);
    }
}

fn e(c: &impl BlockCipher, x: u128) -> u128 {
    let mut b = x.to_be_bytes();
    c.encrypt_block(&mut b);
    u128::from_be_bytes(b)
}

fn inc32(x: u128) -> u128 {
    (x & !0xffff_ffffu128) | ((x as u32).wrapping_add(1) as u128)
}

/// The tag (first `tag_len` bytes) of `ct` under GCM, and the keystream-XORed `data` (seal:
/// `data` is plaintext, open: ciphertext; the tag is always over the ciphertext).
pub fn gcm(
    c: &impl BlockCipher,
    nonce: &[u8],
    aad: &[u8],
    data: &[u8],
    tag_len: usize,
    seal: bool,
) -> (Vec<u8>, Vec<u8>) {
    let h = e(c, 0);
    let j0 = if nonce.len() == 12 {
        let mut b = [0u8; 16];
        b[..12].copy_from_slice(nonce);
        b[15] = 1;
        u128::from_be_bytes(b)
    } else {
        let mut y = 0;
        ghash_padded(h, &mut y, nonce);
        ghash_padded(h, &mut y, &((nonce.len() as u128) * 8).to_be_bytes());
        y
    };
    let mut out = data.to_vec();
    let mut ctr = j0;
    for blk in out.chunks_mut(16) {
        ctr = inc32(ctr);
        let ks = e(c, ctr).to_be_bytes();
        blk.iter_mut().zip(ks).for_each(|(d, k)| *d ^= k);
    }
    let ct = if seal { &out } else { data };
    let mut s = 0;
    ghash_padded(h, &mut s, aad);
    ghash_padded(h, &mut s, ct);
    let lens = ((aad.len() as u128 * 8) << 64) | (ct.len() as u128 * 8);
    ghash_padded(h, &mut s, &lens.to_be_bytes());
    let tag = (e(c, j0) ^ s).to_be_bytes()[..tag_len].to_vec();
    (out, tag)
}

/// GCM seal: `ciphertext ‖ tag`.
pub fn gcm_seal(c: &impl BlockCipher, nonce: &[u8], aad: &[u8], msg: &[u8], tag_len: usize) -> Vec<u8> {
    let (mut ct, tag) = gcm(c, nonce, aad, msg, tag_len, true);
    ct.extend_from_slice(&tag);
    ct
}

/// GCM open of `ct ‖ tag`, with the crate's error for each failure.
pub fn gcm_open(
    c: &impl BlockCipher,
    nonce: &[u8],
    aad: &[u8],
    sealed: &[u8],
    tag_len: usize,
) -> Result<Vec<u8>, Error> {
    let ct_len = sealed.len().checked_sub(tag_len).ok_or(Error::InvalidLength)?;
    if nonce.is_empty() {
        return Err(Error::InvalidNonce);
    }
    let (ct, tag) = sealed.split_at(ct_len);
    let (pt, want) = gcm(c, nonce, aad, ct, tag_len, false);
    if want == tag { Ok(pt) } else { Err(Error::AuthenticationFailed) }
}

/// CTR with a 128-bit big-endian counter from `iv`, wrapping at 2^128.
pub fn ctr(c: &impl BlockCipher, iv: &[u8; 16], data: &mut [u8]) {
    let mut ctr = u128::from_be_bytes(*iv);
    for blk in data.chunks_mut(16) {
        let ks = e(c, ctr).to_be_bytes();
        blk.iter_mut().zip(ks).for_each(|(d, k)| *d ^= k);
        ctr = ctr.wrapping_add(1);
    }
}

/// CBC encryption; `pkcs7` pads, else the message must be whole blocks.
pub fn cbc_encrypt(c: &impl BlockCipher, iv: &[u8; 16], pkcs7: bool, msg: &[u8]) -> Result<Vec<u8>, Error> {
    let mut m = msg.to_vec();
    if pkcs7 {
        let p = 16 - m.len() % 16;
        m.extend(std::iter::repeat_n(p as u8, p));
    } else if m.len() % 16 != 0 {
        return Err(Error::InvalidLength);
    }
    let mut chain = *iv;
    for blk in m.chunks_mut(16) {
        blk.iter_mut().zip(chain).for_each(|(d, k)| *d ^= k);
        let b: &mut [u8; 16] = blk.try_into().unwrap();
        c.encrypt_block(b);
        chain = *b;
    }
    Ok(m)
}

/// CBC decryption; with `pkcs7` the padding (1 to 16 bytes, each the count) is checked and
/// removed.
pub fn cbc_decrypt(c: &impl BlockCipher, iv: &[u8; 16], pkcs7: bool, ct: &[u8]) -> Result<Vec<u8>, Error> {
    if ct.len() % 16 != 0 || (pkcs7 && ct.is_empty()) {
        return Err(Error::InvalidLength);
    }
    let mut m = ct.to_vec();
    let mut chain = *iv;
    for blk in m.chunks_mut(16) {
        let b: &mut [u8; 16] = blk.try_into().unwrap();
        let next = *b;
        c.decrypt_block(b);
        b.iter_mut().zip(chain).for_each(|(d, k)| *d ^= k);
        chain = next;
    }
    if pkcs7 {
        let p = *m.last().unwrap() as usize;
        if p == 0 || p > 16 || m[m.len() - p..].iter().any(|&x| x as usize != p) {
            return Err(Error::InvalidPadding);
        }
        m.truncate(m.len() - p);
    }
    Ok(m)
}

/// A message longer than the engines' first buffers (the GCM decryptor's chunks start at 8 KiB,
/// the stream buffers default to 8 KiB): `n` bytes of a cheap pattern seeded by `seed`, for the
/// multi-chunk paths a fuzzer would need tens of KiB of input to reach.
pub fn long_message(n: usize, seed: &[u8]) -> Vec<u8> {
    let mut x = seed.iter().fold(0x9e37_79b9_7f4a_7c15u64, |a, &b| (a ^ b as u64).wrapping_mul(0x100_0000_01b3));
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}
