//! The AVX2 lanes against the straightforward scalar references of `backend/hash/reference.rs`.

use super::{md5, sha1, sha256, sha512};
use crate::backend::detect::Avx2Token;
use crate::backend::hash::reference::*;
use crate::backend::hash::x86::multibuffer::Start;
use crate::backend::hash::x86::multibuffer_tests::{kernel_test, keyed_many_tests, many_test};
use crate::backend::test_rng::Rng;
use std::{vec, vec::Vec};

// ---- the kernels against the references, block by block ----

kernel_test!(Avx2Token, 0x5eed_0000; md5_x8_kernel, md5::avx2_md5_x8, u32, 8, 4, 64, md5_block);
kernel_test!(Avx2Token, 0x5eed_0000; sha1_x8_kernel, sha1::avx2_sha1_x8, u32, 8, 5, 64, sha1_block);
kernel_test!(Avx2Token, 0x5eed_0000; sha256_x8_kernel, sha256::avx2_sha256_x8, u32, 8, 8, 64, sha256_block);
kernel_test!(Avx2Token, 0x5eed_0000; sha512_x4_kernel, sha512::avx2_sha512_x4, u64, 4, 8, 128, sha512_block);

/// The 16-lane MD5 kernel equals two 8-lane calls on its halves.
#[test]
fn md5_x16_kernel() {
    let Some(_token) = Avx2Token::get() else {
        return;
    };
    let mut rng = Rng(0x16_1616);
    for blocks in 0..=17 {
        let mut state = [[[0u32; 8]; 4]; 2];
        state.iter_mut().flatten().flatten().for_each(|w| *w = rng.next() as u32);
        let data: Vec<Vec<u8>> = (0..16).map(|_| rng.bytes(blocks * 64)).collect();
        let rows: Vec<[&[u8; 64]; 16]> =
            (0..blocks).map(|k| core::array::from_fn(|i| data[i][64 * k..][..64].try_into().unwrap())).collect();
        let mut expect = state;
        for (g, s) in expect.iter_mut().enumerate() {
            let half: Vec<[&[u8; 64]; 8]> = rows.iter().map(|r| core::array::from_fn(|i| r[8 * g + i])).collect();
            // SAFETY: `Avx2Token::get` succeeded: this CPU has AVX2 and YMM state.
            unsafe { md5::avx2_md5_x8(s, &half) };
        }
        // SAFETY: as above.
        unsafe { md5::avx2_md5_x16(&mut state, &rows) };
        assert_eq!(state, expect, "blocks={blocks}");
    }
}

/// Single-stream SHA-384/512, both kernels (`avx2_sha512_compress`, and with AVX-512VL
/// `avx2_sha512_compress_vl`, through its wrapper) against the reference, for 0 to 9 blocks a
/// call: one block, one pair, a pair and a lone block, pairs whose next pair's schedule runs
/// inside their rounds, a lone last block after them. (The public API runs the AVX2 kernel alone
/// only on CPUs without AVX-512VL.) CI runs this test under valgrind's memcheck with
/// `AES_ENGINE_REQUIRE_AVX2` set, which makes a CPU without AVX2 fail it instead of skipping.
#[test]
fn sha512_single_kernels() {
    use crate::backend::detect::Avx512VlToken;
    let Some(token) = Avx2Token::get() else {
        assert!(std::env::var_os("AES_ENGINE_REQUIRE_AVX2").is_none(), "AVX2 and BMI2 required, not detected");
        return;
    };
    let vl = Avx512VlToken::get();
    let mut rng = Rng(0x512_5126);
    for blocks in 0..=9 {
        for _ in 0..8 {
            let mut state = [0u64; 8];
            state.iter_mut().for_each(|w| *w = rng.next());
            let data: Vec<[u8; 128]> = (0..blocks).map(|_| rng.bytes(128).try_into().unwrap()).collect();
            let mut expect = state;
            for b in &data {
                sha512_block(&mut expect, b);
            }
            let mut got = state;
            super::sha512_compress(token, &mut got, &data);
            assert_eq!(got, expect, "avx2, blocks={blocks}");
            if let Some(vl) = vl {
                let mut got = state;
                super::sha512_compress_vl(vl, &mut got, &data);
                assert_eq!(got, expect, "avx2 + AVX-512VL, blocks={blocks}");
            }
        }
    }
}

// ---- the multi-message API against the references, one message at a time ----

many_test!(Avx2Token, 0x3a11, max: 40, set: 11; md5_many, super::md5_many, 16, md5_ref);
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha1_many, super::sha1_many, 20, sha1_ref);
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha224_many, super::sha224_many, 28, |m: &[u8]| sha256_ref(&SHA224_IV, m, 28));
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha256_many, super::sha256_many, 32, |m: &[u8]| sha256_ref(&SHA256_IV, m, 32));
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha384_many, super::sha384_many, 48, |m: &[u8]| sha512_ref(&SHA384_IV, m, 48));
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha512_many, super::sha512_many, 64, |m: &[u8]| sha512_ref(&SHA512_IV, m, 64));
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha512_224_many, super::sha512_224_many, 28, |m: &[u8]| sha512_ref(&SHA512_224_IV, m, 28));
many_test!(Avx2Token, 0x3a11, max: 40, set: 11; sha512_256_many, super::sha512_256_many, 32, |m: &[u8]| sha512_ref(&SHA512_256_IV, m, 32));

// ---- the lanes from a keyed state (HMAC's inner and outer hashes) ----

keyed_many_tests!(Avx2Token, 0x3a11, max: 40, set: 11);

/// The RFC 1321 test suite through `md5_many`, all seven messages in one call.
#[test]
fn md5_many_rfc1321_suite() {
    let Some(token) = Avx2Token::get() else {
        return;
    };
    let msgs: [&[u8]; 7] = [
        b"",
        b"a",
        b"abc",
        b"message digest",
        b"abcdefghijklmnopqrstuvwxyz",
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
    ];
    let mut out = [[0u8; 16]; 7];
    super::md5_many(token, &msgs, &mut out);
    for (m, o) in msgs.iter().zip(&out) {
        assert_eq!(o.to_vec(), md5_ref(m));
    }
    assert_eq!(out[2].to_vec(), unhex("900150983cd24fb0d6963f7d28e17f72"));
}
