//! The soft kernels against the reference models of `reference.rs` on pseudo-random inputs.

use super::bitslice::{pack, unpack};
use super::reference::{INV_SBOX, RefAes, SBOX, ref_gmul};
use super::sbox::{inv_sub_bytes_nonot, sub_bytes_nonot};
use super::{Aes, GHashKey};
use crate::backend::kernels::{AesKernels, Block, GcmKernels, GhashKernels, inc32, inc128};
use crate::backend::test_rng::Rng;
use std::{format, string::String, vec, vec::Vec};

#[test]
fn sbox_circuit_matches_table() {
    // All 256 bytes: 4 blocks of 64 bytes through the bitsliced circuit.
    let mut blocks: Vec<Block> = (0..16).map(|i| core::array::from_fn(|j| (16 * i + j) as u8)).collect();
    for chunk in blocks.chunks_mut(4) {
        let mut s = pack::<u64>(chunk);
        sub_bytes_nonot(&mut s);
        unpack(&s, chunk);
    }
    for (i, b) in blocks.iter().flatten().enumerate() {
        assert_eq!(*b, SBOX[i] ^ 0x63, "S({i:#x})");
    }
    let mut blocks: Vec<Block> = (0..16).map(|i| core::array::from_fn(|j| (16 * i + j) as u8 ^ 0x63)).collect();
    for chunk in blocks.chunks_mut(4) {
        let mut s = pack::<u64>(chunk);
        inv_sub_bytes_nonot(&mut s);
        unpack(&s, chunk);
    }
    for (i, b) in blocks.iter().flatten().enumerate() {
        assert_eq!(*b, INV_SBOX[i], "S^-1({i:#x})");
    }
}

#[test]
fn bitslice_layout_and_round_trip() {
    let mut rng = Rng(1);
    let blocks = rng.blocks(4);
    let s = pack::<u64>(&blocks);
    let mut back = [[0u8; 16]; 4];
    unpack(&s, &mut back);
    assert_eq!(back.as_slice(), blocks.as_slice());
    // Byte 4c + r of block k, bit b, is at bit 16r + 4c + k of word b.
    for (k, block) in blocks.iter().enumerate() {
        for r in 0..4 {
            for c in 0..4 {
                for (b, word) in s.iter().enumerate() {
                    let want = (block[4 * c + r] >> b) & 1;
                    let got = (word >> (16 * r + 4 * c + k)) & 1;
                    assert_eq!(u64::from(want), got);
                }
            }
        }
    }
}

#[test]
fn ecb_matches_reference() {
    let mut rng = Rng(0x1234_5678);
    for _ in 0..60 {
        let key = rng.key();
        let (soft, reference) = (Aes::new(&key), RefAes::new(&key));
        let n = rng.below(71);
        let pt = rng.blocks(n);
        let mut ct = pt.clone();
        soft.encrypt_blocks(&mut ct);
        let mut want = pt.clone();
        want.iter_mut().for_each(|b| reference.encrypt(b));
        assert_eq!(ct, want, "encrypt key {} n {n}", key.len());
        // Decrypt random blocks too (not only our own ciphertexts).
        let mut back = ct.clone();
        soft.decrypt_blocks(&mut back);
        assert_eq!(back, pt, "decrypt key {} n {n}", key.len());
        let mut dec = pt.clone();
        soft.decrypt_blocks(&mut dec);
        want.clone_from(&pt);
        want.iter_mut().for_each(|b| reference.decrypt(b));
        assert_eq!(dec, want, "decrypt random key {} n {n}", key.len());
    }
}

#[test]
fn fips197_vectors() {
    let pt: Block = core::array::from_fn(|i| (i * 0x11) as u8);
    let key: Vec<u8> = (0..32).collect();
    let expect =
        ["69c4e0d86a7b0430d8cdb78070b4c55a", "dda97ca4864cdfe06eaf70a0ec0d7191", "8ea2b7ca516745bfeafc49904b496089"];
    for (len, want) in [16, 24, 32].into_iter().zip(expect) {
        let aes = Aes::new(&key[..len]);
        let mut b = [pt];
        aes.encrypt_blocks(&mut b);
        let hex: String = b[0].iter().map(|x| format!("{x:02x}")).collect();
        assert_eq!(hex, want);
        aes.decrypt_blocks(&mut b);
        assert_eq!(b[0], pt);
    }
}

fn ref_ghash(h: &Block, y: &Block, blocks: &[Block]) -> Block {
    let h = u128::from_be_bytes(*h);
    let mut acc = u128::from_be_bytes(*y);
    for b in blocks {
        acc = ref_gmul(acc ^ u128::from_be_bytes(*b), h);
    }
    acc.to_be_bytes()
}

#[test]
fn ghash_matches_reference() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut special: Vec<Block> = vec![[0; 16], [0xff; 16], [0x80; 16], [1; 16]];
    special.push(core::array::from_fn(|i| if i == 0 { 0x80 } else { 0 }));
    special.push(core::array::from_fn(|i| if i == 15 { 1 } else { 0 }));
    for round in 0..80 {
        let mut h = [0u8; 16];
        rng.fill(&mut h);
        if round < special.len() {
            h = special[round];
        }
        let key = GHashKey::new(&h);
        let mut y = [0u8; 16];
        rng.fill(&mut y);
        let n = rng.below(71);
        let blocks = rng.blocks(n);
        let want = ref_ghash(&h, &y, &blocks);
        key.update_blocks(&mut y, &blocks);
        assert_eq!(y, want, "n = {n}");
    }
}

/// Dense operands give the largest bit-pair counts in the integer multiplies (`ghash.rs` relies
/// on each staying below 16): all-ones and nibble-patterned keys and blocks, against the
/// reference. Their XOR slots in `ghash_sse2.rs` are zero; its own tests cover those.
#[test]
fn ghash_dense_operands() {
    let patterns: [Block; 6] = [[0xff; 16], [0xf0; 16], [0x0f; 16], [0xee; 16], [0x77; 16], [0xaa; 16]];
    for h in patterns {
        for x in patterns {
            for n in [1, 3, 4, 5, 8, 9] {
                let blocks = vec![x; n];
                let key = GHashKey::new(&h);
                let mut y = [0xff; 16];
                let want = ref_ghash(&h, &y, &blocks);
                key.update_blocks(&mut y, &blocks);
                assert_eq!(y, want, "h = {h:02x?}, x = {x:02x?}, n = {n}");
            }
        }
    }
}

/// The GCM test vector 2 of the original GCM specification: H = E(K, 0) with K = 0.
#[test]
fn ghash_known_answer() {
    let aes = Aes::new(&[0u8; 16]);
    let mut h = [[0u8; 16]];
    aes.encrypt_blocks(&mut h);
    assert_eq!(h[0], hex("66e94bd4ef8a2c3b884cfa59ca342b2e"));
    let key = GHashKey::new(&h[0]);
    let mut y = [0u8; 16];
    // Ciphertext 0388dace60b6a392f328c2b971b2fe78, then the length block (0 AAD, 128 bits).
    let mut len = [0u8; 16];
    len[15] = 0x80;
    key.update_blocks(&mut y, &[hex("0388dace60b6a392f328c2b971b2fe78"), len]);
    assert_eq!(y, hex("f38cbb1ad69223dcc3457ae5b6b0f885"));
}

fn hex(s: &str) -> Block {
    core::array::from_fn(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
}

/// Counter blocks near the 2^32, 2^64 and 2^128 wrap points, and random ones.
fn counter(rng: &mut Rng) -> Block {
    let mut c = [0u8; 16];
    rng.fill(&mut c);
    let back = rng.below(40) as u128;
    match rng.below(4) {
        0 => {
            let low = (u32::MAX as u128 - back) as u32;
            c[12..].copy_from_slice(&low.to_be_bytes());
        }
        1 => {
            let low = (u64::MAX as u128 - back) as u64;
            c[8..].copy_from_slice(&low.to_be_bytes());
        }
        2 => c = (u128::MAX - back).to_be_bytes(),
        _ => {}
    }
    c
}

fn ref_ctr(aes: &RefAes, ctr: &mut Block, data: &mut [Block], inc: fn(&mut Block)) {
    for d in data {
        let mut k = *ctr;
        aes.encrypt(&mut k);
        d.iter_mut().zip(k).for_each(|(a, b)| *a ^= b);
        inc(ctr);
    }
}

fn ref_cbc_encrypt(aes: &RefAes, iv: &mut Block, data: &mut [Block]) {
    for d in data {
        d.iter_mut().zip(*iv).for_each(|(a, b)| *a ^= b);
        aes.encrypt(d);
        *iv = *d;
    }
}

#[test]
fn modes_match_reference() {
    let mut rng = Rng(0xdead_beef_f00d);
    for _ in 0..40 {
        let key = rng.key();
        let (soft, reference) = (Aes::new(&key), RefAes::new(&key));
        let n = rng.below(71);
        let pt = rng.blocks(n);

        for wide in [true, false] {
            let c0 = counter(&mut rng);
            let (mut c1, mut c2) = (c0, c0);
            let (mut got, mut want) = (pt.clone(), pt.clone());
            let inc: fn(&mut Block) = if wide { inc128 } else { inc32 };
            if wide {
                soft.ctr128(&mut c1, &mut got);
            } else {
                soft.ctr32(&mut c1, &mut got);
            }
            ref_ctr(&reference, &mut c2, &mut want, inc);
            assert_eq!((got, c1), (want, c2), "ctr n {n}");
        }

        let mut iv = [0u8; 16];
        rng.fill(&mut iv);
        let (mut iv1, mut iv2) = (iv, iv);
        let (mut got, mut want) = (pt.clone(), pt.clone());
        soft.cbc_encrypt(&mut iv1, &mut got);
        ref_cbc_encrypt(&reference, &mut iv2, &mut want);
        assert_eq!((&got, iv1), (&want, iv2), "cbc encrypt n {n}");
        let mut iv3 = iv;
        soft.cbc_decrypt(&mut iv3, &mut got);
        assert_eq!((&got, iv3), (&pt, iv2), "cbc decrypt n {n}");
    }
}

#[test]
fn cbc_many_matches_reference() {
    let mut rng = Rng(77);
    for _ in 0..20 {
        let key = rng.key();
        let (soft, reference) = (Aes::new(&key), RefAes::new(&key));
        let lanes = 1 + rng.below(20);
        let mut msgs: Vec<Vec<Block>> = (0..lanes)
            .map(|_| {
                let len = rng.below(40);
                rng.blocks(len)
            })
            .collect();
        let mut ivs: Vec<Block> = rng.blocks(lanes);
        let mut want = msgs.clone();
        let mut want_ivs = ivs.clone();
        for (iv, m) in want_ivs.iter_mut().zip(want.iter_mut()) {
            ref_cbc_encrypt(&reference, iv, m);
        }
        let mut views: Vec<&mut [Block]> = msgs.iter_mut().map(|m| m.as_mut_slice()).collect();
        soft.cbc_encrypt_many(&mut ivs, &mut views);
        assert_eq!((msgs, ivs), (want, want_ivs), "lanes {lanes}");
    }
}

#[test]
fn gcm_matches_reference() {
    let mut rng = Rng(4242);
    for _ in 0..40 {
        let key = rng.key();
        let (soft, reference) = (Aes::new(&key), RefAes::new(&key));
        let mut h = [0u8; 16];
        reference.encrypt(&mut h);
        let gkey = GHashKey::new(&h);
        let n = rng.below(71);
        let pt = rng.blocks(n);
        let c0 = counter(&mut rng);
        let mut y0 = [0u8; 16];
        rng.fill(&mut y0);

        let (mut c1, mut y1, mut ct) = (c0, y0, pt.clone());
        soft.gcm_seal(&gkey, &mut c1, &mut y1, &mut ct, true);
        let (mut c2, mut want) = (c0, pt.clone());
        ref_ctr(&reference, &mut c2, &mut want, inc32);
        let y2 = ref_ghash(&h, &y0, &want);
        assert_eq!((&ct, c1, y1), (&want, c2, y2), "seal n {n}");

        let (mut c3, mut y3, mut back) = (c0, y0, ct.clone());
        soft.gcm_open(&gkey, &mut c3, &mut y3, &mut back, true);
        assert_eq!((&back, c3, y3), (&pt, c2, y2), "open n {n}");
    }
}
