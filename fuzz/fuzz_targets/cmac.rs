//! CMAC: every backend against a block-by-block reference on the portable backend (SP 800-38B
//! §6.2 on bytes: subkeys by doubling, `10*` padding, CBC-MAC one block at a time) — one-shot,
//! incremental with input-chosen chunking, `cmac_many` over input-chosen messages — and
//! `verify` of truncated and corrupted tags. Never a panic.
#![no_main]

mod common;

use aes_engine::cmac::{self, Cmac};
use aes_engine::{BlockCipher, Error};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fn dbl(b: &[u8; 16]) -> [u8; 16] {
    let mut out = [0u8; 16];
    for i in 0..16 {
        out[i] = (b[i] << 1) | if i < 15 { b[i + 1] >> 7 } else { 0 };
    }
    out[15] ^= 0x87 * (b[0] >> 7);
    out
}

fn reference<C: BlockCipher>(c: &C, msg: &[u8]) -> [u8; 16] {
    let mut l = [0u8; 16];
    c.encrypt_block(&mut l);
    let (k1, k2) = (dbl(&l), dbl(&dbl(&l)));
    let n = msg.len().div_ceil(16).max(1);
    let mut x = [0u8; 16];
    for i in 0..n {
        let chunk = &msg[16 * i..msg.len().min(16 * i + 16)];
        let mut m = [0u8; 16];
        m[..chunk.len()].copy_from_slice(chunk);
        if i == n - 1 {
            let k = if chunk.len() == 16 {
                k1
            } else {
                m[chunk.len()] = 0x80;
                k2
            };
            for j in 0..16 {
                m[j] ^= k[j];
            }
        }
        for j in 0..16 {
            x[j] ^= m[j];
        }
        c.encrypt_block(&mut x);
    }
    x
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let Ok(msg) = var_bytes(&mut u, 2000) else { return };
    let chunks = chunking(&mut u, msg.len());
    let tag_len = u.int_in_range(0..=18usize).unwrap_or(16);
    let flip = u.arbitrary::<u8>().unwrap_or(0);
    // Messages for cmac_many: pieces of the message of input-chosen lengths.
    let cuts = chunking(&mut u, msg.len());
    with_key_type!(sel, K => {
        let all = backends();
        let want = reference(&K::make(&key, all[0]), &msg);
        let pieces: Vec<&[u8]> = {
            let mut at = 0;
            cuts.iter().map(|&n| { let p = &msg[at..at + n]; at += n; p }).collect()
        };
        let want_many: Vec<[u8; 16]> = pieces.iter().map(|p| reference(&K::make(&key, all[0]), p)).collect();
        for &b in &all {
            let aes = K::make(&key, b);
            assert_eq!(cmac::mac(&aes, &msg), want, "{b}: one-shot differs from the reference");
            let mut mac = Cmac::new(&aes);
            let mut at = 0;
            for &n in &chunks {
                mac.update(&msg[at..at + n]);
                at += n;
            }
            let mut tag = want[..tag_len.min(16)].to_vec();
            tag.resize(tag_len, 0);
            let verdict = mac.verify(&tag);
            if (8..=16).contains(&tag_len) {
                assert_eq!(verdict, Ok(()), "{b}: right {tag_len}-byte tag refused");
                tag[flip as usize % tag_len] ^= 1 << (flip % 8);
                assert_eq!(mac.verify(&tag), Err(Error::AuthenticationFailed), "{b}: corrupted tag accepted");
            } else {
                assert_eq!(verdict, Err(Error::InvalidTagLength), "{b}: {tag_len}-byte tag");
            }
            assert_eq!(mac.finalize(), want, "{b}: incremental differs from the reference");
            let mut tags = vec![[0u8; 16]; pieces.len()];
            cmac::cmac_many(&aes, &pieces, &mut tags).unwrap();
            assert_eq!(tags, want_many, "{b}: cmac_many differs from the reference");
        }
    });
});
