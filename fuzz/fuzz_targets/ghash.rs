//! GHASH: every backend against an independent bit-by-bit reference (`reference.rs`), over a
//! sequence of `update_padded` calls of input-chosen lengths (each call pads on its own).
#![no_main]

mod common;
mod reference;

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
    let hn = u128::from_be_bytes(h);
    let mut y = 0;
    for m in &calls {
        reference::ghash_padded(hn, &mut y, m);
    }
    let want = y.to_be_bytes();
    for b in backends() {
        let mut g = GHash::with_backend(&h, b).unwrap();
        for m in &calls {
            g.update_padded(m);
        }
        assert_eq!(g.finalize(), want, "{b}: GHASH differs from the reference");
    }
});
