//! The conveniences a user reaches for first: `io::Write` for every hasher and `Hmac`, `hex`,
//! `digest_many` over any `AsRef<[u8]>` messages (owned, arrays and borrowed, in batches around
//! the lane and stream counts, on every backend with a batch path), `Hmac::verify` by reference,
//! `random_nonce`, `Gcm::seal`/`open`, and a `Tag` as `[u8; 16]`.

use aes_engine::digest::{
    Digest, HashBackend, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256,
};
use aes_engine::{Aes128Gcm, Aes256Gcm, Backend, Error, hex};
use std::io::{self, Write};

mod common;
use common::bytes;

/// One `digest_many` call into the given output.
type Batch<'a, H> = dyn Fn(&mut [<H as Digest>::Output]) -> Result<(), Error> + 'a;

fn write_and_many<H: Digest + io::Write>() {
    // io::Write: io::copy (8 KiB pieces), write!, and odd-sized writes all equal the one-shot digest.
    let data = bytes(100_003, 7);
    let mut h = H::new();
    assert_eq!(io::copy(&mut &data[..], &mut h).unwrap(), data.len() as u64);
    assert_eq!(h.finalize().as_ref(), H::digest(&data).as_ref());
    let mut h = H::new();
    for piece in data.chunks(97) {
        assert_eq!(h.write(piece).unwrap(), piece.len());
    }
    h.flush().unwrap();
    assert_eq!(h.finalize().as_ref(), H::digest(&data).as_ref());

    // digest_many over owned, array and borrowed messages, each path monomorphised over the
    // message type: short arrays (one padded block each), whole-block arrays (the SHA-NI
    // streams' equal-length groups), owned messages of mixed lengths (the lane scheduler).
    let backends: Vec<Option<HashBackend>> = std::iter::once(None)
        .chain(HashBackend::available().filter(|&b| H::digest_many_with(b, &[] as &[&[u8]], &mut []).is_ok()).map(Some))
        .collect();
    for n in [0, 1, 2, 15, 16, 17, 33, 127, 128, 129, 300] {
        let owned: Vec<Vec<u8>> = (0..n).map(|i| bytes(i * 7 % 200, i as u64)).collect();
        let arrays: Vec<[u8; 32]> = (0..n).map(|i| bytes(32, i as u64 + 1000).try_into().unwrap()).collect();
        let blocks: Vec<[u8; 64]> = (0..n).map(|i| bytes(64, i as u64 + 2000).try_into().unwrap()).collect();
        let refs: Vec<&[u8]> = owned.iter().map(Vec::as_slice).collect();
        let want_owned: Vec<H::Output> = owned.iter().map(|m| H::digest(m)).collect();
        let want_arrays: Vec<H::Output> = arrays.iter().map(|m| H::digest(m)).collect();
        let want_blocks: Vec<H::Output> = blocks.iter().map(|m| H::digest(m)).collect();
        for &b in &backends {
            let run = |batch: &Batch<H>| {
                let mut out = vec![H::digest(b""); n];
                batch(&mut out).unwrap();
                out
            };
            let (o, a, w, r) = match b {
                None => (
                    run(&|out| H::digest_many(&owned, out)),
                    run(&|out| H::digest_many(&arrays, out)),
                    run(&|out| H::digest_many(&blocks, out)),
                    run(&|out| H::digest_many(&refs, out)),
                ),
                Some(b) => (
                    run(&|out| H::digest_many_with(b, &owned, out)),
                    run(&|out| H::digest_many_with(b, &arrays, out)),
                    run(&|out| H::digest_many_with(b, &blocks, out)),
                    run(&|out| H::digest_many_with(b, &refs, out)),
                ),
            };
            let same = |x: &[H::Output], y: &[H::Output]| x.iter().zip(y).all(|(p, q)| p.as_ref() == q.as_ref());
            assert!(same(&o, &want_owned) && same(&r, &want_owned), "{n} owned messages on {b:?}");
            assert!(same(&a, &want_arrays), "{n} array messages on {b:?}");
            assert!(same(&w, &want_blocks), "{n} whole-block array messages on {b:?}");
        }
        // A length mismatch writes nothing, whatever the message type.
        let mut out = vec![H::digest(b"untouched"); n + 1];
        assert_eq!(H::digest_many(&owned, &mut out), Err(Error::InvalidLength));
        assert!(out.iter().all(|d| d.as_ref() == H::digest(b"untouched").as_ref()));
    }

    // Hmac: io::Write, and verify by reference (the MAC goes on afterwards).
    let mut mac = Hmac::<H>::new(b"key");
    io::copy(&mut &data[..], &mut mac).unwrap();
    let mut direct = Hmac::<H>::new(b"key");
    direct.update(&data);
    let tag = direct.finalize();
    assert_eq!(mac.verify(tag.as_ref()), Ok(()));
    assert_eq!(mac.verify(&tag.as_ref()[..(H::OUTPUT_LEN / 2).max(10)]), Ok(()));
    let mut bad = tag;
    bad.as_mut()[0] ^= 1;
    assert_eq!(mac.verify(bad.as_ref()), Err(Error::AuthenticationFailed));
    assert_eq!(mac.verify(&tag.as_ref()[..9]), Err(Error::InvalidTagLength));
    assert_eq!(mac.clone().finalize().as_ref(), tag.as_ref()); // verify consumed nothing
    mac.write_all(b"more").unwrap();
    let mut direct = Hmac::<H>::new(b"key");
    direct.update(&data);
    direct.update(b"more");
    assert_eq!(mac.finalize().as_ref(), direct.finalize().as_ref());
}

#[test]
fn digests_write_many_and_hmac() {
    write_and_many::<Md5>();
    write_and_many::<Sha1>();
    write_and_many::<Sha224>();
    write_and_many::<Sha256>();
    write_and_many::<Sha384>();
    write_and_many::<Sha512>();
    write_and_many::<Sha512_224>();
    write_and_many::<Sha512_256>();
}

#[test]
fn hex_is_lowercase_two_digits_a_byte() {
    let all: Vec<u8> = (0..=255).collect();
    let h = hex(&all);
    assert_eq!(h.len(), 512);
    for (i, pair) in h.as_bytes().chunks(2).enumerate() {
        assert_eq!(std::str::from_utf8(pair).unwrap(), format!("{i:02x}"));
    }
    assert_eq!(hex(b""), "");
}

#[test]
fn random_nonces_differ() {
    let nonces: Vec<[u8; 12]> = (0..64).map(|_| aes_engine::random_nonce().unwrap()).collect();
    for (i, a) in nonces.iter().enumerate() {
        assert!(nonces[i + 1..].iter().all(|b| a != b), "a repeated 96-bit nonce");
    }
}

#[test]
fn seal_and_open() {
    for backend in Backend::available() {
        let gcm = Aes256Gcm::with_backend(&[9; 32], backend).unwrap();
        for len in [0, 1, 15, 16, 17, 100, 4096] {
            let msg = bytes(len, len as u64);
            let sealed = gcm.seal(b"aad", &msg).unwrap();
            assert_eq!(sealed.len(), 12 + len + 16);
            // The layout: nonce ‖ encrypt(nonce) output.
            assert_eq!(&sealed[12..], gcm.encrypt(&sealed[..12], b"aad", &msg).unwrap());
            assert_eq!(gcm.open(b"aad", &sealed).unwrap(), msg);
            for i in [0, 11, 12, sealed.len() - 1] {
                let mut bad = sealed.clone();
                bad[i] ^= 0x80;
                assert_eq!(gcm.open(b"aad", &bad), Err(Error::AuthenticationFailed), "byte {i} flipped");
            }
            assert_eq!(gcm.open(b"aaD", &sealed), Err(Error::AuthenticationFailed));
        }
        // Truncated tags: the minimum length follows tag_len.
        let short = Aes128Gcm::with_backend(&[1; 16], backend).unwrap().with_tag_len(8).unwrap();
        let sealed = short.seal(b"", b"x").unwrap();
        assert_eq!(sealed.len(), 12 + 1 + 8);
        assert_eq!(short.open(b"", &sealed).unwrap(), b"x");
        assert_eq!(short.open(b"", &sealed[..19]), Err(Error::InputTooShort { min: 20, got: 19 }));
        assert_eq!(short.open(b"", &sealed[..20]), Err(Error::AuthenticationFailed));
    }
}

#[test]
fn tag_to_array() {
    for tag_len in [16, 15, 14, 13, 12, 8, 4] {
        let gcm = Aes128Gcm::new(&[2; 16]).with_tag_len(tag_len).unwrap();
        let tag = gcm.encrypt_in_place_detached(&[3; 12], b"", &mut [4; 20]).unwrap();
        let got = <[u8; 16]>::try_from(tag);
        if tag_len == 16 {
            assert_eq!(got.unwrap().as_slice(), tag.as_ref());
        } else {
            assert_eq!(got, Err(Error::TagLengthMismatch { expected: 16, got: tag_len }));
        }
    }
}
