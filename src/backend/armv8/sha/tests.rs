//! The ARMv8 SHA kernels against the scalar references of `backend/hash_ref.rs`: random states
//! and block runs, then the FIPS 180-4 examples ("abc" and the two-block messages) padded here.

use crate::backend::detect::{Armv8Sha512Token, Armv8ShaToken};
use crate::backend::hash_ref::*;
use crate::backend::test_rng::Rng;
use std::vec::Vec;

/// `n` random blocks of `B` bytes.
fn blocks<const B: usize>(rng: &mut Rng, n: usize) -> Vec<[u8; B]> {
    (0..n)
        .map(|_| {
            let mut b = [0; B];
            rng.fill(&mut b);
            b
        })
        .collect()
}

/// `msg` padded (FIPS 180-4 §5.1) into whole blocks.
fn padded<const B: usize>(msg: &[u8]) -> Vec<[u8; B]> {
    pad(msg, B, B / 8, true).chunks(B).map(|c| c.try_into().unwrap()).collect()
}

/// Big-endian serialisation of a state.
fn be32(s: &[u32]) -> Vec<u8> {
    s.iter().flat_map(|w| w.to_be_bytes()).collect()
}

#[test]
fn sha1_against_reference() {
    let Some(token) = Armv8ShaToken::get() else {
        return;
    };
    let mut rng = Rng(0xa8_0001);
    for n in 0..20 {
        let mut s = [0u32; 5];
        s.iter_mut().for_each(|w| *w = rng.next() as u32);
        let data = blocks::<64>(&mut rng, n);
        let mut expect = s;
        data.iter().for_each(|b| sha1_block(&mut expect, b));
        super::sha1_compress(token, &mut s, &data);
        assert_eq!(s, expect, "n={n}");
    }
    for (msg, hex) in
        [(&b"abc"[..], "a9993e364706816aba3e25717850c26c9cd0d89d"), (ABC2, "84983e441c3bd26ebaae4aa1f95129e5e54670f1")]
    {
        let mut s = SHA1_IV;
        super::sha1_compress(token, &mut s, &padded::<64>(msg));
        assert_eq!(be32(&s), unhex(hex));
    }
}

#[test]
fn sha256_against_reference() {
    let Some(token) = Armv8ShaToken::get() else {
        return;
    };
    let mut rng = Rng(0xa8_0002);
    for n in 0..20 {
        let mut s = [0u32; 8];
        s.iter_mut().for_each(|w| *w = rng.next() as u32);
        let data = blocks::<64>(&mut rng, n);
        let mut expect = s;
        data.iter().for_each(|b| sha256_block(&mut expect, b));
        super::sha256_compress(token, &mut s, &data);
        assert_eq!(s, expect, "n={n}");
    }
    let cases = [
        (&b"abc"[..], "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (ABC2, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ];
    for (msg, hex) in cases {
        let mut s = SHA256_IV;
        super::sha256_compress(token, &mut s, &padded::<64>(msg));
        assert_eq!(be32(&s), unhex(hex));
    }
}

#[test]
fn sha512_against_reference() {
    let Some(token) = Armv8Sha512Token::get() else {
        return;
    };
    let mut rng = Rng(0xa8_0003);
    for n in 0..20 {
        let mut s = [0u64; 8];
        s.iter_mut().for_each(|w| *w = rng.next());
        let data = blocks::<128>(&mut rng, n);
        let mut expect = s;
        data.iter().for_each(|b| sha512_block(&mut expect, b));
        super::sha512_compress(token, &mut s, &data);
        assert_eq!(s, expect, "n={n}");
    }
    let cases = [
        (
            &b"abc"[..],
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
        ),
        (
            ABC4,
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
        ),
    ];
    for (msg, hex) in cases {
        let mut s = SHA512_IV;
        super::sha512_compress(token, &mut s, &padded::<128>(msg));
        let out: Vec<u8> = s.iter().flat_map(|w| w.to_be_bytes()).collect();
        assert_eq!(out, unhex(hex));
    }
}
