//! GHASH: every backend against the portable one, over a sequence of `update_padded` calls of
//! input-chosen lengths (each call pads on its own).
#![no_main]

mod common;

use aes_engine::GHash;
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let h: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    let mut calls = Vec::new();
    while !u.is_empty() && calls.len() < 16 {
        let Ok(m) = var_bytes(&mut u, 600) else { break };
        calls.push(m);
    }
    let all = backends();
    let mut want = None;
    for &b in &all {
        let mut g = GHash::with_backend(&h, b).unwrap();
        for m in &calls {
            g.update_padded(m);
        }
        let y = g.finalize();
        match want {
            None => want = Some(y),
            Some(w) => assert_eq!(y, w, "{b}: GHASH differs from soft"),
        }
    }
});
