//! CTR: every backend against an independent reference (`reference.rs`: a 128-bit big-endian
//! counter over `encrypt_block`), with the data applied in input-chosen chunks (the partial-block
//! carry-over between calls) and through the `Crypter` engine, from any IV, including ones a few
//! blocks before a carry out of the low 8, 32 or 64 bits or the wrap of all 128.
#![no_main]

mod common;
mod reference;

use aes_engine::Crypter;
use aes_engine::ctr::Ctr;
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let mut iv: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    // Near a carry: the IV's last byte says how many blocks before it.
    let before = iv[15] % 64;
    match u.int_in_range(0..=5u8).unwrap_or(0) {
        1 => iv[..12].fill(0xff), // the 128-bit wrap, if the low 32 bits get there
        2 => iv[15] = 0u8.wrapping_sub(before),
        3 => iv[12..].copy_from_slice(&0u32.wrapping_sub(before.into()).to_be_bytes()),
        4 => iv[8..].copy_from_slice(&0u64.wrapping_sub(before.into()).to_be_bytes()),
        5 => iv = 0u128.wrapping_sub(before.into()).to_be_bytes(),
        _ => {}
    }
    let Ok(msg) = var_bytes(&mut u, 2000) else { return };
    let chunks = chunking(&mut u, msg.len());
    with_key_type!(sel, K => {
        let all = backends();
        let mut want = msg.clone();
        reference::ctr(&K::make(&key, all[0]), &iv, &mut want);
        for &b in &all {
            let mut ctr = Ctr::new(K::make(&key, b), &iv);
            let mut got = msg.clone();
            let mut at = 0;
            for &n in &chunks {
                ctr.apply_keystream(&mut got[at..at + n]);
                at += n;
            }
            assert_eq!(got, want, "{b}: chunked CTR differs from the reference");
            let mut one = msg.clone();
            Ctr::new(K::make(&key, b), &iv).apply_keystream(&mut one);
            assert_eq!(one, want, "{b}: one-shot CTR differs from the reference");
            let mut engine = Ctr::new(K::make(&key, b), &iv);
            let mut out = vec![0u8; msg.len()];
            let (mut at, mut w) = (0, 0);
            for &n in &chunks {
                w += engine.update(&msg[at..at + n], &mut out[w..]);
                at += n;
            }
            assert_eq!(engine.finish(&mut []), Ok(0));
            assert_eq!(out, want, "{b}: CTR engine differs");
        }
    });
});
