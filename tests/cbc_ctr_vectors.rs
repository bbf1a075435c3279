//! NIST CAVP AESAVS CBC vectors (GFSbox, KeySbox, VarKey, VarTxt, MMT, MCT; all key sizes) and the
//! SP 800-38A CBC examples, both directions, on every backend (validation shared with
//! `examples/report.rs` in `common::nist`); CTR known answers computed from the block cipher,
//! including the counter carries and the 2^128 wrap.

#[macro_use]
mod common;

use aes_engine::ctr::Ctr;
use aes_engine::{Aes128, Aes192, Aes256, BlockCipher};
use common::{backends, nist};

#[test]
fn cbc_vectors_on_every_backend() {
    for backend in backends() {
        match nist::cbc(backend) {
            Ok(cases) => {
                println!("AES CBC NIST vectors: {cases} cases passed on backend {backend}");
                assert!(cases > 0, "no CBC case ran on {backend}");
            }
            Err(e) => panic!("AES CBC NIST vectors failed on backend {backend}: {e}"),
        }
    }
}

/// SP 800-38A Appendix F.2 (CBC-AES128/192/256), from NIST's example listing.
#[test]
fn sp800_38a_cbc_examples() {
    for backend in backends() {
        match nist::cbc_sp800_38a(backend) {
            Ok(n) => println!("SP 800-38A CBC examples: {n} passed on backend {backend}"),
            Err(e) => panic!("SP 800-38A CBC examples failed on backend {backend}: {e}"),
        }
    }
}

/// CTR keystream computed block by block from the cipher: E(counter + i mod 2^128).
fn ctr_reference<C: BlockCipher>(c: &C, iv: [u8; 16], data: &[u8]) -> Vec<u8> {
    let mut counter = u128::from_be_bytes(iv);
    let mut out = data.to_vec();
    for chunk in out.chunks_mut(16) {
        let mut ks = counter.to_be_bytes();
        c.encrypt_block(&mut ks);
        chunk.iter_mut().zip(ks).for_each(|(d, k)| *d ^= k);
        counter = counter.wrapping_add(1);
    }
    out
}

#[test]
fn ctr_known_answers_and_counter_wraps() {
    let starts: [u128; 6] = [
        0,
        0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
        (1 << 32) - 5,             // carry out of the low 32 bits
        (1 << 64) - 7,             // carry out of the low 64 bits
        u128::MAX - 9,             // wrap at 2^128
        u128::MAX - (1 << 64) - 3, // 2^64 carry just below the top
    ];
    for backend in backends() {
        for start in starts {
            for len in [0usize, 1, 15, 16, 17, 100, 127, 128, 129, 255, 256, 257, 300, 1000] {
                let data: Vec<u8> = (0..len).map(|i| (i * 7 + 3) as u8).collect();
                with_cipher!([0x5au8; 32][..24], backend, |c| {
                    let expected = ctr_reference(&c, start.to_be_bytes(), &data);
                    let mut got = data.clone();
                    Ctr::new(&c, &start.to_be_bytes()).apply_keystream(&mut got);
                    assert_eq!(got, expected, "{backend} start {start:#x} len {len}");
                    // Successive calls continue the stream, whatever the split.
                    let mut split = data.clone();
                    let mut ctr = Ctr::new(&c, &start.to_be_bytes());
                    let (a, b) = split.split_at_mut(len / 3);
                    ctr.apply_keystream(a);
                    ctr.apply_keystream(b);
                    assert_eq!(split, expected);
                });
            }
        }
    }
}
