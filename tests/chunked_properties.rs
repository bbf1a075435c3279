//! The chunked format's properties: every entry point against a reference implementation
//! written here from the spec (HKDF-Expand by hand over the crate's `Hmac`, then one-shot
//! `Aes128Gcm`/`Aes256Gcm` per chunk), at lengths around the chunk size; 1 to 8 threads give
//! byte-identical output; random write and read sizes; random seeks against the plaintext;
//! random single-bit damage; the file helpers across batch boundaries.

use aes_engine::chunked::{self, CHUNK_SIZE, HEADER_LEN, Hash, Reader, TAG_LEN, Writer};
use aes_engine::digest::{Hmac, Sha256, Sha512};
use aes_engine::{Aes128Gcm, Aes256Gcm, Error};
use proptest::prelude::*;
use std::io::{Cursor, Read, Seek, SeekFrom, Write};

const LENGTHS: [usize; 12] = [0, 1, 15, 16, 16_383, 16_384, 16_385, 32_767, 32_768, 32_769, 3 * 16_384 + 5, 100_000];

/// HKDF-Expand(prk, info, len) by RFC 5869's definition.
fn expand(hash: Hash, prk: &[u8], info: &[u8], len: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut t: Vec<u8> = Vec::new();
    let mut i = 1u8;
    while out.len() < len {
        t = match hash {
            Hash::Sha256 => {
                let mut m = Hmac::<Sha256>::new(prk);
                m.update(&t);
                m.update(info);
                m.update(&[i]);
                m.finalize().to_vec()
            }
            Hash::Sha512 => {
                let mut m = Hmac::<Sha512>::new(prk);
                m.update(&t);
                m.update(info);
                m.update(&[i]);
                m.finalize().to_vec()
            }
        };
        out.extend_from_slice(&t);
        i += 1;
    }
    out.truncate(len);
    out
}

/// The spec, directly: the message for `salt`.
fn reference(key: &[u8], ctx: &[u8], hash: Hash, salt: &[u8], msg: &[u8]) -> Vec<u8> {
    let name: &[u8] = if key.len() == 16 { b"AEAD_AES_128_GCM" } else { b"AEAD_AES_256_GCM" };
    let info = [b"c2sp.org/chunked-encryption@v1+", name, &[0], salt, ctx].concat();
    let okm = expand(hash, key, &info, key.len() + 12 + 32);
    let (k, rest) = okm.split_at(key.len());
    let (base, commitment) = rest.split_at(12);
    let mut out = [salt, commitment].concat();
    let chunks: Vec<&[u8]> =
        msg.chunks(CHUNK_SIZE).chain(if msg.len().is_multiple_of(CHUNK_SIZE) { Some(&[][..]) } else { None }).collect();
    for (i, c) in chunks.iter().enumerate() {
        let mut nonce: [u8; 12] = base.try_into().unwrap();
        for (n, b) in nonce[4..].iter_mut().zip((i as u64).to_be_bytes()) {
            *n ^= b;
        }
        let sealed = match key.len() {
            16 => Aes128Gcm::new_from_slice(k).unwrap().encrypt(&nonce, b"", c).unwrap(),
            _ => Aes256Gcm::new_from_slice(k).unwrap().encrypt(&nonce, b"", c).unwrap(),
        };
        out.extend_from_slice(&sealed);
    }
    out
}

fn message(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u32).wrapping_mul(2_654_435_761).to_be_bytes()[0] ^ seed).collect()
}

#[test]
fn matches_the_spec_on_one_to_eight_threads() {
    for (key, hash) in [(&[7u8; 16][..], Hash::Sha512), (&[8u8; 32][..], Hash::Sha512), (&[9u8; 16][..], Hash::Sha256)]
    {
        // (Runs of at least 16 chunks go to a thread of their own: the two long lengths split.)
        for len in LENGTHS.into_iter().chain([33 * CHUNK_SIZE, 40 * CHUNK_SIZE + 7]) {
            let msg = message(len, 3);
            for threads in 0..=8 {
                let sealed = chunked::encrypt_with_threads(key, b"ctx", hash, &msg, threads).unwrap();
                assert_eq!(sealed.len(), HEADER_LEN + len + TAG_LEN * (len / CHUNK_SIZE + 1));
                assert_eq!(sealed, reference(key, b"ctx", hash, &sealed[..24], &msg), "len {len}, {threads} threads");
                let opened = chunked::decrypt_with_threads(key, b"ctx", hash, &sealed, threads).unwrap();
                assert_eq!(opened, msg);
            }
            // The streaming writer seals the same bytes.
            let mut w = Writer::new(Vec::new(), key, b"ctx", hash).unwrap();
            w.write_all(&msg).unwrap();
            let sealed = w.finish().unwrap();
            assert_eq!(sealed, reference(key, b"ctx", hash, &sealed[..24], &msg), "Writer, len {len}");
            // Raw mode opens the body with the key and nonce the reference derived.
            let name: &[u8] = if key.len() == 16 { b"AEAD_AES_128_GCM" } else { b"AEAD_AES_256_GCM" };
            let info = [b"c2sp.org/chunked-encryption@v1+", name, &[0], &sealed[..24], b"ctx"].concat();
            let okm = expand(hash, key, &info, key.len() + 12);
            let nonce: [u8; 12] = okm[key.len()..].try_into().unwrap();
            assert_eq!(chunked::decrypt_raw(&okm[..key.len()], &nonce, &sealed[HEADER_LEN..]).unwrap(), msg);
        }
    }
}

#[test]
fn messages_differ_by_salt() {
    let a = chunked::encrypt(&[1; 16], b"", Hash::Sha512, b"x").unwrap();
    let b = chunked::encrypt(&[1; 16], b"", Hash::Sha512, b"x").unwrap();
    assert_ne!(a[..24], b[..24]);
}

#[test]
fn files_across_batch_boundaries() {
    let dir = std::env::temp_dir().join(format!("chunked-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    let batch = threads * 64 * CHUNK_SIZE;
    for len in [0, 1, 16_384, batch - 1, batch, batch + 1, 2 * batch + 16_385] {
        let msg = message(len, 9);
        let (plain, sealed, opened) = (dir.join("plain"), dir.join("sealed"), dir.join("opened"));
        std::fs::write(&plain, &msg).unwrap();
        chunked::encrypt_file(&plain, &sealed, &[4; 32], b"f", Hash::Sha512).unwrap();
        let ct = std::fs::read(&sealed).unwrap();
        assert_eq!(ct, reference(&[4; 32], b"f", Hash::Sha512, &ct[..24], &msg), "len {len}");
        std::fs::write(&opened, b"old contents").unwrap();
        chunked::decrypt_file(&sealed, &opened, &[4; 32], b"f", Hash::Sha512).unwrap();
        assert_eq!(std::fs::read(&opened).unwrap(), msg, "len {len}");
        // A failure leaves an existing destination as it was.
        std::fs::write(&opened, b"old contents").unwrap();
        let e = chunked::decrypt_file(&sealed, &opened, &[5; 32], b"f", Hash::Sha512).unwrap_err();
        assert_eq!(e.get_ref().and_then(|e| e.downcast_ref::<Error>()), Some(&Error::CommitmentMismatch));
        assert_eq!(std::fs::read(&opened).unwrap(), b"old contents");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3, "temporary files left");
    }
    // A bad chunk early in a long file: the error, promptly (the read-ahead thread stops too).
    let msg = message(3 * batch + 5, 2);
    let mut ct = chunked::encrypt(&[4; 16], b"", Hash::Sha512, &msg).unwrap();
    ct[HEADER_LEN + 5] ^= 1;
    std::fs::write(dir.join("sealed"), &ct).unwrap();
    let e = chunked::decrypt_file(&dir.join("sealed"), &dir.join("opened"), &[4; 16], b"", Hash::Sha512).unwrap_err();
    let want = Error::ChunkAuthenticationFailed { chunk: 0, offset: HEADER_LEN as u64 };
    assert_eq!(e.get_ref().and_then(|e| e.downcast_ref::<Error>()), Some(&want));
    assert_eq!(std::fs::read(dir.join("opened")).unwrap(), b"old contents");
    // Errors of the file system, and a destination that is not a file name.
    assert!(chunked::encrypt_file(&dir.join("missing"), &dir.join("x"), &[4; 16], b"", Hash::Sha512).is_err());
    assert!(chunked::decrypt_file(&dir.join("missing"), &dir.join("x"), &[4; 16], b"", Hash::Sha512).is_err());
    assert!(chunked::encrypt_file(&dir.join("plain"), &dir.join("no/such/dir"), &[4; 16], b"", Hash::Sha512).is_err());
    assert!(chunked::encrypt_file(&dir.join("plain"), std::path::Path::new("/"), &[4; 16], b"", Hash::Sha512).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_write_and_read_sizes(
        len_class in 0usize..LENGTHS.len(),
        delta in 0usize..40,
        writes in proptest::collection::vec(1usize..20_000, 1..6),
        reads in proptest::collection::vec(1usize..20_000, 1..6),
    ) {
        let len = (LENGTHS[len_class] + delta).saturating_sub(20);
        let msg = message(len, 5);
        let mut w = Writer::new(Vec::new(), &[2; 16], b"", Hash::Sha512).unwrap();
        let (mut rest, mut i) = (&msg[..], 0);
        while !rest.is_empty() {
            let n = writes[i % writes.len()].min(rest.len());
            w.write_all(&rest[..n]).unwrap();
            rest = &rest[n..];
            i += 1;
        }
        let sealed = w.finish().unwrap();
        prop_assert_eq!(&sealed, &reference(&[2; 16], b"", Hash::Sha512, &sealed[..24], &msg));
        let mut r = Reader::new(&sealed[..], &[2; 16], b"", Hash::Sha512).unwrap();
        let (mut out, mut buf, mut k) = (Vec::new(), vec![0u8; 20_000], 0);
        loop {
            let n = r.read(&mut buf[..reads[k % reads.len()]]).unwrap();
            if n == 0 {
                break;
            }
            out.extend_from_slice(&buf[..n]);
            k += 1;
        }
        prop_assert_eq!(out, msg);
    }

    #[test]
    fn random_seeks(
        len_class in 0usize..LENGTHS.len(),
        ops in proptest::collection::vec((0u8..3, 0u64..120_000, 1usize..20_000), 1..12),
    ) {
        let len = LENGTHS[len_class];
        let msg = message(len, 7);
        let sealed = chunked::encrypt(&[3; 16], b"", Hash::Sha512, &msg).unwrap();
        let mut r = Reader::new(Cursor::new(&sealed), &[3; 16], b"", Hash::Sha512).unwrap();
        let mut pos = 0u64;
        for (kind, x, n) in ops {
            let target = match kind {
                0 => SeekFrom::Start(x),
                1 => SeekFrom::End(-((x % (len as u64 + 1)) as i64)),
                _ => SeekFrom::Current(x as i64 - 60_000),
            };
            let expect = match target {
                SeekFrom::Start(p) => Some(p),
                SeekFrom::End(d) => (len as u64).checked_add_signed(d),
                SeekFrom::Current(d) => pos.checked_add_signed(d),
            };
            match (r.seek(target), expect) {
                (Ok(p), Some(e)) => {
                    prop_assert_eq!(p, e);
                    pos = p;
                }
                (Err(_), None) => continue,
                (got, want) => prop_assert!(false, "seek {:?}: got {:?}, want {:?}", target, got, want),
            }
            let mut buf = vec![0u8; n];
            let mut got = 0;
            while got < n {
                let k = r.read(&mut buf[got..]).unwrap();
                if k == 0 {
                    break;
                }
                got += k;
            }
            let from = (pos as usize).min(len);
            let to = (from + n).min(len);
            prop_assert_eq!(&buf[..got], &msg[from..to]);
            pos += got as u64;
            prop_assert_eq!(r.stream_position().unwrap(), pos);
        }
    }

    #[test]
    fn any_flipped_bit_is_caught(len_class in 0usize..LENGTHS.len(), at in any::<prop::sample::Index>(), bit in 0u8..8) {
        let msg = message(LENGTHS[len_class], 1);
        let mut sealed = chunked::encrypt(&[6; 16], b"", Hash::Sha512, &msg).unwrap();
        let i = at.index(sealed.len());
        sealed[i] ^= 1 << bit;
        let e = chunked::decrypt(&[6; 16], b"", Hash::Sha512, &sealed).unwrap_err();
        if i < HEADER_LEN {
            prop_assert_eq!(e, Error::CommitmentMismatch);
        } else {
            let chunk = ((i - HEADER_LEN) / (CHUNK_SIZE + TAG_LEN)) as u64;
            prop_assert_eq!(e, Error::ChunkAuthenticationFailed { chunk, offset: HEADER_LEN as u64 + chunk * 16_400 });
        }
        let mut r = Reader::new(&sealed[..], &[6; 16], b"", Hash::Sha512);
        if let Ok(r) = &mut r {
            let mut out = Vec::new();
            prop_assert!(r.read_to_end(&mut out).is_err());
            prop_assert!(out.len() <= i.saturating_sub(HEADER_LEN) / 16_400 * CHUNK_SIZE);
            prop_assert_eq!(&out[..], &msg[..out.len()]);
        }
    }
}
