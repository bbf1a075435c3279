//! CTR: every backend against the portable one, with the data applied in input-chosen chunks (the
//! partial-block carry-over between calls) and through the `Crypter` engine, from any IV
//! (including ones that wrap the 128-bit counter).
#![no_main]

mod common;

use aes_engine::Crypter;
use aes_engine::ctr::Ctr;
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(sel) = u.choose_index(3) else { return };
    let key = bytes(&mut u, key_len(sel));
    let mut iv: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    if u.arbitrary::<bool>().unwrap_or(false) {
        iv[..12].fill(0xff); // near the 128-bit wrap
    }
    let Ok(msg) = var_bytes(&mut u, 2000) else { return };
    let chunks = chunking(&mut u, msg.len());
    with_key_type!(sel, K => {
        let all = backends();
        let mut want = msg.clone();
        Ctr::new(K::make(&key, all[0]), &iv).apply_keystream(&mut want);
        for &b in &all {
            let mut ctr = Ctr::new(K::make(&key, b), &iv);
            let mut got = msg.clone();
            let mut at = 0;
            for &n in &chunks {
                ctr.apply_keystream(&mut got[at..at + n]);
                at += n;
            }
            assert_eq!(got, want, "{b}: chunked CTR differs from soft one-shot");
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
