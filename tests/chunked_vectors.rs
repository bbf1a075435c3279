//! Every Wycheproof vector for c2sp.org/chunked-encryption (Cobblestone-128: AES-128-GCM,
//! HKDF-Expand over SHA-512; vectors/wycheproof/, applied as its c2sp_chunked_encryption.md
//! says) through every decryption path: one-shot on 1-4 threads, the streaming `Reader`
//! (partial plaintext exactly as the vector describes, then an error on every read), the
//! seeking `Reader` (length authentication from the end, reads at random offsets), raw mode,
//! and `decrypt_file` (no file left behind on failure).

use aes_engine::Error;
use aes_engine::chunked::{self, Hash, Reader};
use aes_engine::digest::{Digest, Sha512};
use serde_json::Value;
use std::io::{self, Cursor, Read, Seek, SeekFrom};
use std::path::PathBuf;

struct Case {
    id: u64,
    comment: String,
    key: Vec<u8>,
    ctx: Vec<u8>,
    ct: Vec<u8>,
    raw: Option<(Vec<u8>, [u8; 12])>,
    msg: Option<(u64, Vec<u8>)>,
    valid: bool,
    flags: Vec<String>,
}

impl Case {
    fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect()
}

fn cases() -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("vectors/wycheproof/c2sp_chunked_encryption_aes_128_gcm_test.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut out = Vec::new();
    for g in doc["testGroups"].as_array().unwrap() {
        assert_eq!(g["aead"], "AEAD_AES_128_GCM");
        assert_eq!(g["sha"], "SHA-512");
        for t in g["tests"].as_array().unwrap() {
            let s = |k: &str| t[k].as_str().unwrap().to_string();
            let ct = miniz_oxide::inflate::decompress_to_vec_zlib(&unhex(&s("ct"))).unwrap();
            let raw = t
                .get("aeadKey")
                .map(|k| (unhex(k.as_str().unwrap()), unhex(t["baseNonce"].as_str().unwrap()).try_into().unwrap()));
            let msg = t.get("msgLength").map(|l| (l.as_u64().unwrap(), unhex(t["msgSha512"].as_str().unwrap())));
            out.push(Case {
                id: t["tcId"].as_u64().unwrap(),
                comment: s("comment"),
                key: unhex(&s("key")),
                ctx: unhex(&s("ctx")),
                ct,
                raw,
                msg,
                valid: t["result"] == "valid",
                flags: t["flags"].as_array().unwrap().iter().map(|f| f.as_str().unwrap().to_string()).collect(),
            });
        }
    }
    assert_eq!(out.len() as u64, doc["numberOfTests"].as_u64().unwrap());
    out
}

/// The crate's error inside an `io::Error`.
fn inner(e: &io::Error) -> Option<Error> {
    e.get_ref().and_then(|x| x.downcast_ref::<Error>()).copied()
}

fn check_msg(c: &Case, plain: &[u8]) {
    let (len, sha) = c.msg.as_ref().unwrap();
    assert_eq!(plain.len() as u64, *len, "tc {} ({})", c.id, c.comment);
    assert_eq!(Sha512::digest(plain)[..], sha[..], "tc {} ({})", c.id, c.comment);
}

/// Whether `e` is what the flags of an invalid case call for.
fn expected_error(c: &Case, e: Error) -> bool {
    if c.has("InvalidKeySize") {
        return e == Error::InvalidLength;
    }
    if c.has("HeaderFailure") {
        return if c.has("Truncation") {
            matches!(e, Error::HeaderTooShort { .. })
        } else {
            e == Error::CommitmentMismatch
        };
    }
    matches!(e, Error::Truncated { .. } | Error::ChunkAuthenticationFailed { .. })
}

#[test]
fn one_shot_on_one_to_four_threads() {
    for c in cases() {
        let r1 = chunked::decrypt(&c.key, &c.ctx, Hash::Sha512, &c.ct);
        for t in 1..=4 {
            let r = chunked::decrypt_with_threads(&c.key, &c.ctx, Hash::Sha512, &c.ct, t);
            assert_eq!(r, r1, "tc {}: {t} threads differ from one", c.id);
        }
        match r1 {
            Ok(p) => {
                assert!(c.valid, "tc {} ({}) must fail", c.id, c.comment);
                check_msg(&c, &p);
            }
            Err(e) => {
                assert!(!c.valid, "tc {} ({}) failed: {e}", c.id, c.comment);
                assert!(expected_error(&c, e), "tc {} ({}) {:?}: unexpected {e:?}", c.id, c.comment, c.flags);
            }
        }
    }
}

#[test]
fn streaming_reader_releases_exactly_the_verified_prefix() {
    for c in cases() {
        let r = Reader::new(&c.ct[..], &c.key, &c.ctx, Hash::Sha512);
        let mut r = match r {
            Ok(r) => r,
            Err(e) => {
                assert!(c.has("HeaderFailure"), "tc {}: header refused: {e}", c.id);
                assert!(expected_error(&c, inner(&e).unwrap()), "tc {}: {e}", c.id);
                continue;
            }
        };
        assert!(!c.has("HeaderFailure"), "tc {}: header accepted", c.id);
        // Odd-sized reads, so that reads straddle chunk boundaries.
        let mut out = Vec::new();
        let mut buf = vec![0u8; 5000];
        let err = loop {
            match r.read(&mut buf) {
                Ok(0) => break None,
                Ok(n) => out.extend_from_slice(&buf[..n]),
                Err(e) => break Some(e),
            }
        };
        match err {
            None => {
                assert!(c.valid, "tc {} ({}) read to a clean end", c.id, c.comment);
                check_msg(&c, &out);
                assert_eq!(r.read(&mut buf).unwrap(), 0);
            }
            Some(e) => {
                assert!(!c.valid, "tc {}: {e}", c.id);
                assert_eq!(e.kind(), io::ErrorKind::InvalidData);
                assert!(expected_error(&c, inner(&e).unwrap()), "tc {}: {e}", c.id);
                if c.has("PartialPlaintext") {
                    check_msg(&c, &out);
                } else {
                    assert!(out.is_empty(), "tc {}: {} bytes released", c.id, out.len());
                }
                for _ in 0..3 {
                    let again = r.read(&mut buf).unwrap_err();
                    assert_eq!(inner(&again), inner(&e), "tc {}: the error must stay", c.id);
                }
            }
        }
    }
}

#[test]
fn seeking_reader() {
    for c in cases() {
        let Ok(mut r) = Reader::new(Cursor::new(&c.ct), &c.key, &c.ctx, Hash::Sha512) else {
            assert!(c.has("HeaderFailure"), "tc {}", c.id);
            continue;
        };
        // Length authentication: succeeds for valid vectors and ValidFinalChunk ones only.
        let end = r.seek(SeekFrom::End(0));
        assert_eq!(end.is_ok(), c.valid || c.has("ValidFinalChunk"), "tc {} ({}): {end:?}", c.id, c.comment);
        if c.valid {
            let len = c.msg.as_ref().unwrap().0;
            assert_eq!(end.unwrap(), len);
            // The whole message through the seeking reader, then windows at chosen offsets.
            r.seek(SeekFrom::Start(0)).unwrap();
            let mut all = Vec::new();
            r.read_to_end(&mut all).unwrap();
            check_msg(&c, &all);
            for off in [0, 1, 16_383, 16_384, 16_385, len / 2, len.saturating_sub(1), len, len + 100] {
                assert_eq!(r.seek(SeekFrom::Start(off)).unwrap(), off);
                let mut w = [0u8; 40];
                let mut got = 0;
                while got < w.len() {
                    let n = r.read(&mut w[got..]).unwrap();
                    if n == 0 {
                        break;
                    }
                    got += n;
                }
                let from = (off as usize).min(all.len());
                let to = (from + 40).min(all.len());
                assert_eq!(&w[..got], &all[from..to], "tc {} offset {off}", c.id);
            }
        } else {
            // Reading the whole message from the start fails.
            if r.seek(SeekFrom::Start(0)).is_ok() {
                assert!(r.read_to_end(&mut Vec::new()).is_err(), "tc {} ({})", c.id, c.comment);
            }
        }
    }
}

#[test]
fn raw_mode() {
    for c in cases() {
        let Some((key, nonce)) = &c.raw else {
            assert!(c.has("HeaderFailure"), "tc {}: no raw parameters", c.id);
            continue;
        };
        let r = chunked::decrypt_raw(key, nonce, &c.ct[56..]);
        match r {
            Ok(p) => {
                assert!(c.valid, "tc {} ({}) must fail in raw mode", c.id, c.comment);
                check_msg(&c, &p);
            }
            Err(e) => {
                assert!(!c.valid, "tc {}: {e}", c.id);
                assert!(matches!(e, Error::Truncated { .. } | Error::ChunkAuthenticationFailed { .. }), "tc {}", c.id);
            }
        }
    }
}

#[test]
fn decrypt_file_keeps_nothing_unverified() {
    let dir = std::env::temp_dir().join(format!("chunked-wycheproof-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for c in cases() {
        let src = dir.join("sealed");
        let dst = dir.join("opened");
        std::fs::write(&src, &c.ct).unwrap();
        let r = chunked::decrypt_file(&src, &dst, &c.key, &c.ctx, Hash::Sha512);
        match r {
            Ok(()) => {
                assert!(c.valid, "tc {} ({}) must fail", c.id, c.comment);
                check_msg(&c, &std::fs::read(&dst).unwrap());
                std::fs::remove_file(&dst).unwrap();
            }
            Err(e) => {
                assert!(!c.valid, "tc {}: {e}", c.id);
                let e = inner(&e).unwrap();
                assert!(expected_error(&c, e), "tc {}: {e:?}", c.id);
                assert!(!dst.exists(), "tc {}: a file was left at dst", c.id);
            }
        }
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left, ["sealed"], "tc {}: temporary files left", c.id);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
