//! The ARMv8 SHA kernels against the scalar references of `backend/hash/reference.rs`: random states
//! and block runs, then the FIPS 180-4 examples ("abc" and the two-block messages) padded here.

use crate::backend::detect::{Armv8Sha512Token, Armv8ShaToken};
use crate::backend::hash::reference::*;
use crate::backend::hash::{Compress, HashBackend, Sha1Kernel, Sha256Kernel, Sha512Kernel, finish};
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

/// One algorithm's armv8 kernel through the backend layer against the scalar reference, every
/// message length 0..=300 (the padding edges 55/56/63/64 and 111/112/119/120/127/128, and
/// two-block paddings): the whole blocks straight from the message, then `finish` (the padding),
/// as the hashers do. Where the CPU lacks this algorithm's instructions the armv8 backend must
/// refuse it (the public API's `with_backend` and `digest_many_with` both ask `for_backend`).
fn kernel_every_length<K: Compress>(
    has_instructions: bool,
    iv: K::State,
    bytes: impl Fn(&K::State) -> Vec<u8>,
    reference: impl Fn(&[u8]) -> Vec<u8>,
) {
    let mut rng = Rng(0xa8_0004 ^ K::BLOCK_LEN as u64 ^ bytes(&iv).len() as u64);
    let Some(kernel) = K::for_backend(HashBackend::Armv8) else {
        assert!(!has_instructions, "armv8 refused an algorithm whose instructions the CPU has");
        return;
    };
    assert!(has_instructions, "armv8 accepted an algorithm whose instructions the CPU lacks");
    assert_eq!(kernel.backend(), HashBackend::Armv8);
    for len in 0..=300 {
        let msg = rng.bytes(len);
        let want = reference(&msg);
        let mut state = iv;
        let (whole, tail) = K::split(&msg);
        kernel.compress(&mut state, whole);
        finish(kernel, &mut state, tail, len as u64);
        assert_eq!(bytes(&state)[..want.len()], want[..], "armv8, {len} bytes");
    }
}

fn be64(s: &[u64]) -> Vec<u8> {
    s.iter().flat_map(|w| w.to_be_bytes()).collect()
}

#[test]
fn sha1_sha2_kernels_every_length() {
    let has = Armv8ShaToken::get().is_some();
    kernel_every_length::<Sha1Kernel>(has, SHA1_IV, |s| be32(s), sha1_ref);
    kernel_every_length::<Sha256Kernel>(has, SHA224_IV, |s| be32(s), |m| sha256_ref(&SHA224_IV, m, 28));
    kernel_every_length::<Sha256Kernel>(has, SHA256_IV, |s| be32(s), |m| sha256_ref(&SHA256_IV, m, 32));
}

/// SHA-384/512 where the CPU has the ARMv8.2 SHA512 instructions, and the refusal where it has
/// SHA1/SHA2 but not SHA512 (run with `A64_QEMU_CPU=cortex-a53`): the armv8 backend is available
/// (for SHA-1/256) but refuses SHA-384/512, and the default runs them in software.
#[test]
fn sha512_kernel_every_length() {
    let has = Armv8Sha512Token::get().is_some();
    assert!(!has || Armv8ShaToken::get().is_some(), "SHA512 token without the SHA2 one");
    if Armv8ShaToken::get().is_none() {
        return; // the armv8 hash backend is absent altogether: nothing of it to check
    }
    kernel_every_length::<Sha512Kernel>(has, SHA384_IV, |s| be64(s), |m| sha512_ref(&SHA384_IV, m, 48));
    kernel_every_length::<Sha512Kernel>(has, SHA512_IV, |s| be64(s), |m| sha512_ref(&SHA512_IV, m, 64));
    kernel_every_length::<Sha512Kernel>(has, SHA512_224_IV, |s| be64(s), |m| sha512_ref(&SHA512_224_IV, m, 28));
    if !has {
        assert_eq!(Sha512Kernel::fastest(), Sha512Kernel::Soft);
    }
}
