//! The feedback-mode kernels (CFB128 both ways, OFB) against a one-block-at-a-time model on
//! the portable backend's AES: random keys and IVs, every block count to 70 and a few larger,
//! in place (the kernels' only form), and calls split at every block (the chaining value each
//! call returns must continue the stream); CFB8 against the portable backend's generic byte loop.

use super::{Subject, lengths, plain_keys};
use crate::backend::kernels::{AesKernels, Block, xor_block};
use crate::backend::soft;
use crate::backend::test_rng::Rng;
use std::vec::Vec;

/// The three modes, by name, each as a kernel call on `(feedback, data)`.
type Mode<K> = (&'static str, fn(&K, &mut Block, &mut [Block]));

fn modes<K: AesKernels>() -> [Mode<K>; 3] {
    [
        ("cfb128_encrypt", |k, f, d| k.cfb128_encrypt(f, d)),
        ("cfb128_decrypt", |k, f, d| k.cfb128_decrypt(f, d)),
        ("ofb", |k, f, d| k.ofb(f, d)),
    ]
}

/// The model: one AES call per block on `soft`, straight from SP 800-38A's definitions.
fn model(aes: &soft::Aes, mode: &str, iv: &Block, data: &[Block]) -> (Vec<Block>, Block) {
    let mut feedback = *iv;
    let out = data
        .iter()
        .map(|d| {
            let mut x = feedback;
            aes.encrypt_blocks(core::slice::from_mut(&mut x));
            let mut o = *d;
            xor_block(&mut o, &x);
            feedback = match mode {
                "cfb128_encrypt" => o,
                "cfb128_decrypt" => *d,
                _ => x,
            };
            o
        })
        .collect();
    (out, feedback)
}

pub(crate) fn feedback_modes_match_model<S: Subject>(s: S) {
    let mut rng = Rng(0xcfb0_0000_0000_000c);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for fast in S::aes_variants(aes) {
            for n in lengths() {
                let data = rng.blocks(n);
                let iv = rng.block();
                for ((name, run), (_, model_run)) in modes::<S::Aes>().into_iter().zip(modes::<soft::Aes>()) {
                    let want = model(&reference, name, &iv, &data);
                    let (mut f, mut got) = (iv, data.clone());
                    run(&fast, &mut f, &mut got);
                    assert_eq!((got, f), want, "{name} n={n}");
                    // The portable backend's generic kernels (`feedback.rs`) agree too.
                    let (mut f, mut got) = (iv, data.clone());
                    model_run(&reference, &mut f, &mut got);
                    assert_eq!((got, f), want, "soft {name} n={n}");
                }
            }
        }
    }
}

pub(crate) fn feedback_modes_split_everywhere<S: Subject>(s: S) {
    let mut rng = Rng(0xcfb0_0000_0000_000d);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in [1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49] {
            let data = rng.blocks(n);
            let iv = rng.block();
            for (name, run) in modes::<S::Aes>() {
                let want = model(&reference, name, &iv, &data);
                for split in 0..=n {
                    let (mut f, mut got) = (iv, data.clone());
                    let (a, b) = got.split_at_mut(split);
                    run(&aes, &mut f, a);
                    run(&aes, &mut f, b);
                    assert_eq!((got, f), want, "{name} n={n} split={split}");
                }
            }
        }
    }
}

pub(crate) fn cfb8_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0xcfb8_0000_0000_000e);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in (0..=70).chain([255, 256, 1000]) {
            let data = rng.bytes(n);
            let iv = rng.block();
            for decrypt in [false, true] {
                let (mut rw, mut want) = (iv, data.clone());
                reference.cfb8(&mut rw, &mut want, decrypt);
                let (mut r, mut got) = (iv, data.clone());
                aes.cfb8(&mut r, &mut got, decrypt);
                assert_eq!((&got, r), (&want, rw), "decrypt={decrypt} n={n}");
                // Split anywhere, the register continues the stream.
                let split = rng.below(n + 1);
                let (mut r, mut got) = (iv, data.clone());
                let (a, b) = got.split_at_mut(split);
                aes.cfb8(&mut r, a, decrypt);
                aes.cfb8(&mut r, b, decrypt);
                assert_eq!((&got, r), (&want, rw), "decrypt={decrypt} n={n} split={split}");
            }
        }
    }
}
