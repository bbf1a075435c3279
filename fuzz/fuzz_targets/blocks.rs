//! Every backend against the portable one: single and multi-block encryption and decryption, for
//! each key size.
#![no_main]

mod common;

use aes_engine::BlockCipher;
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let blocks: Vec<[u8; 16]> = u
        .take_rest()
        .chunks(16)
        .take(70)
        .map(|c| {
            let mut b = [0u8; 16];
            b[..c.len()].copy_from_slice(c);
            b
        })
        .collect();
    with_key_type!(sel, K => {
        let all = backends();
        let reference = K::make(&key, all[0]);
        let mut want = blocks.clone();
        reference.encrypt_blocks(&mut want);
        for &b in &all[1..] {
            let aes = K::make(&key, b);
            let mut got = blocks.clone();
            aes.encrypt_blocks(&mut got);
            assert_eq!(got, want, "{b}: encrypt_blocks differs from soft");
            if let Some(first) = blocks.first() {
                let mut one = *first;
                aes.encrypt_block(&mut one);
                assert_eq!(one, want[0], "{b}: encrypt_block differs");
                aes.decrypt_block(&mut one);
                assert_eq!(&one, first, "{b}: decrypt_block does not invert");
            }
            aes.decrypt_blocks(&mut got);
            assert_eq!(got, blocks, "{b}: decrypt_blocks does not invert");
            let mut d = blocks.clone();
            aes.decrypt_blocks(&mut d);
            let mut d_ref = blocks.clone();
            reference.decrypt_blocks(&mut d_ref);
            assert_eq!(d, d_ref, "{b}: decrypt_blocks differs from soft");
        }
    });
});
