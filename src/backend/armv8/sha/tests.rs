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

/// One algorithm through the public API against the scalar reference, every message length
/// 0..=300 (the padding edges 55/56/63/64 and 111/112/119/120/127/128, and two-block paddings):
/// the default backend's one-shot, the armv8 backend's one-shot (`digest_many_with`) and its
/// streaming path split at several points. Where the CPU lacks this algorithm's
/// instructions the armv8 backend must refuse it and the default must still be right.
fn public_api_every_length<D: crate::digest::Digest>(has_instructions: bool, reference: impl Fn(&[u8]) -> Vec<u8>) {
    use crate::Error;
    use crate::digest::HashBackend;
    let mut rng = Rng(0xa8_0004 ^ D::OUTPUT_LEN as u64);
    let armv8 = D::with_backend(HashBackend::Armv8);
    if !has_instructions {
        assert_eq!(armv8.err(), Some(Error::HashBackendUnavailable(HashBackend::Armv8)));
        let mut out = [D::digest(b""); 1];
        let r = D::digest_many_with(HashBackend::Armv8, &[b"abc"], &mut out);
        assert_eq!(r, Err(Error::HashBackendUnavailable(HashBackend::Armv8)));
    } else {
        assert_eq!(armv8.as_ref().map(|d| d.backend()).ok(), Some(HashBackend::Armv8));
    }
    for len in 0..=300 {
        let msg = rng.bytes(len);
        let want = reference(&msg);
        assert_eq!(D::digest(&msg).as_ref(), &want[..], "default one-shot, {len} bytes");
        if !has_instructions {
            continue;
        }
        let mut out = [D::digest(b""); 1];
        D::digest_many_with(HashBackend::Armv8, &[&msg], &mut out).unwrap();
        assert_eq!(out[0].as_ref(), &want[..], "armv8 one-shot, {len} bytes");
        for split in [0, 1.min(len), len / 3, len / 2, len.saturating_sub(1), len] {
            let mut d = D::with_backend(HashBackend::Armv8).unwrap();
            d.update(&msg[..split]);
            d.update(&msg[split..]);
            assert_eq!(d.finalize().as_ref(), &want[..], "armv8 streamed, {len} bytes, split {split}");
        }
    }
}

#[test]
fn sha1_sha2_public_api_every_length() {
    use crate::digest::{Sha1, Sha224, Sha256};
    let has = Armv8ShaToken::get().is_some();
    public_api_every_length::<Sha1>(has, sha1_ref);
    public_api_every_length::<Sha224>(has, |m| sha256_ref(&SHA224_IV, m, 28));
    public_api_every_length::<Sha256>(has, |m| sha256_ref(&SHA256_IV, m, 32));
}

/// SHA-384/512 where the CPU has the ARMv8.2 SHA512 instructions, and the fallback where it
/// has SHA1/SHA2 but not SHA512 (run with `A64_QEMU_CPU=cortex-a53`): the armv8 backend is
/// available (for SHA-1/256) but refuses SHA-384/512, and the default runs them in software.
#[test]
fn sha512_public_api_every_length() {
    use crate::digest::{Sha384, Sha512};
    let has = Armv8Sha512Token::get().is_some();
    assert!(!has || Armv8ShaToken::get().is_some(), "SHA512 token without the SHA2 one");
    if Armv8ShaToken::get().is_none() {
        return; // the armv8 hash backend is absent altogether: nothing of it to check
    }
    public_api_every_length::<Sha384>(has, |m| sha512_ref(&SHA384_IV, m, 48));
    public_api_every_length::<Sha512>(has, |m| sha512_ref(&SHA512_IV, m, 64));
}
