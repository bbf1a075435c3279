//! The AVX-512 lanes against the straightforward scalar references of `backend/hash/reference.rs`.
//! Skipped (silently, like the AVX2 ones) on CPUs without AVX-512F; `cargo test` on such a CPU
//! prints nothing for them, the digest vector tests say which lanes ran.

use super::{md5, sha2};
use crate::backend::detect::Avx512Token;
use crate::backend::hash::reference::*;
use crate::backend::hash::x86::multibuffer::Start;
use crate::backend::hash::x86::multibuffer_tests::{kernel_test, keyed_many_tests, many_test};
use crate::backend::test_rng::Rng;
use std::{vec, vec::Vec};

// ---- the kernels against the references, block by block ----

kernel_test!(Avx512Token, 0x512_0000; md5_x16_kernel, md5::avx512_md5_x16, u32, 16, 4, 64, md5_block);
kernel_test!(Avx512Token, 0x512_0000; sha256_x16_kernel, sha2::avx512_sha256_x16, u32, 16, 8, 64, sha256_block);
kernel_test!(Avx512Token, 0x512_0000; sha512_x8_kernel, sha2::avx512_sha512_x8, u64, 8, 8, 128, sha512_block);

/// The 32-lane MD5 kernel equals two 16-lane calls on its halves.
#[test]
fn md5_x32_kernel() {
    let Some(_token) = Avx512Token::get() else {
        return;
    };
    let mut rng = Rng(0x32_3232);
    for blocks in 0..=17 {
        let mut state = [[[0u32; 16]; 4]; 2];
        state.iter_mut().flatten().flatten().for_each(|w| *w = rng.next() as u32);
        let data: Vec<Vec<u8>> = (0..32).map(|_| rng.bytes(blocks * 64)).collect();
        let rows: Vec<[&[u8; 64]; 32]> =
            (0..blocks).map(|k| core::array::from_fn(|i| data[i][64 * k..][..64].try_into().unwrap())).collect();
        let mut expect = state;
        for (g, s) in expect.iter_mut().enumerate() {
            let half: Vec<[&[u8; 64]; 16]> = rows.iter().map(|r| core::array::from_fn(|i| r[16 * g + i])).collect();
            // SAFETY: `Avx512Token::get` succeeded: this CPU has AVX-512F, AVX-512BW and ZMM state.
            unsafe { md5::avx512_md5_x16(s, &half) };
        }
        // SAFETY: as above.
        unsafe { md5::avx512_md5_x32(&mut state, &rows) };
        assert_eq!(state, expect, "blocks={blocks}");
    }
}

// ---- the multi-message API against the references, one message at a time ----

many_test!(Avx512Token, 0x5120, max: 70, set: 35; md5_many, super::md5_many, 16, md5_ref);
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha224_many, super::sha224_many, 28, |m: &[u8]| sha256_ref(&SHA224_IV, m, 28));
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha256_many, super::sha256_many, 32, |m: &[u8]| sha256_ref(&SHA256_IV, m, 32));
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha384_many, super::sha384_many, 48, |m: &[u8]| sha512_ref(&SHA384_IV, m, 48));
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha512_many, super::sha512_many, 64, |m: &[u8]| sha512_ref(&SHA512_IV, m, 64));
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha512_224_many, super::sha512_224_many, 28, |m: &[u8]| sha512_ref(&SHA512_224_IV, m, 28));
many_test!(Avx512Token, 0x5120, max: 70, set: 35; sha512_256_many, super::sha512_256_many, 32, |m: &[u8]| sha512_ref(&SHA512_256_IV, m, 32));

// ---- the lanes from a keyed state (HMAC's inner and outer hashes) ----

keyed_many_tests!(Avx512Token, 0x5120, max: 70, set: 35);

/// Batches of short messages (0-55 bytes: one padded block each) take the scheduler's one-block
/// fast path, whose full groups of 32 serialise their digests with vector shuffles; a last
/// partial group goes one lane at a time. Mixed and equal lengths, every group size's tail.
#[test]
fn md5_many_short_batches() {
    let Some(token) = Avx512Token::get() else {
        return;
    };
    let mut rng = Rng(0x5407);
    for count in [32, 33, 63, 64, 70, 96] {
        for equal in [false, true] {
            let len = rng.below(56);
            let msgs: Vec<Vec<u8>> = (0..count)
                .map(|_| {
                    let n = if equal { len } else { rng.below(56) };
                    rng.bytes(n)
                })
                .collect();
            let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
            let mut out = vec![[0u8; 16]; count];
            super::md5_many(token, &inputs, &mut out);
            for (k, (m, o)) in msgs.iter().zip(&out).enumerate() {
                assert_eq!(o.to_vec(), md5_ref(m), "count {count} message {k} len {}", m.len());
            }
        }
    }
}
