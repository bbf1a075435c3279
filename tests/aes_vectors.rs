//! NIST CAVP AESAVS ECB vectors (GFSbox, KeySbox, VarKey, VarTxt, MMT, MCT; all key sizes),
//! both directions, on every available backend.

mod common;

use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher};
use common::{Record, backends, parse_rsp, vectors_dir};

/// A key of any size on a given backend, as a trait object.
fn cipher(key: &[u8], backend: Backend) -> Box<dyn BlockCipherDyn> {
    match key.len() {
        16 => Box::new(Aes128::with_backend(key.try_into().unwrap(), backend).unwrap()),
        24 => Box::new(Aes192::with_backend(key.try_into().unwrap(), backend).unwrap()),
        32 => Box::new(Aes256::with_backend(key.try_into().unwrap(), backend).unwrap()),
        n => panic!("bad key length {n}"),
    }
}

trait BlockCipherDyn {
    fn enc(&self, blocks: &mut [[u8; 16]]);
    fn dec(&self, blocks: &mut [[u8; 16]]);
}

impl<C: BlockCipher> BlockCipherDyn for C {
    fn enc(&self, blocks: &mut [[u8; 16]]) {
        if let [b] = blocks { self.encrypt_block(b) } else { self.encrypt_blocks(blocks) }
    }
    fn dec(&self, blocks: &mut [[u8; 16]]) {
        if let [b] = blocks { self.decrypt_block(b) } else { self.decrypt_blocks(blocks) }
    }
}

fn to_blocks(bytes: &[u8]) -> Vec<[u8; 16]> {
    assert_eq!(bytes.len() % 16, 0);
    bytes.chunks(16).map(|c| c.try_into().unwrap()).collect()
}

fn run_record(r: &Record, backend: Backend) {
    let key = r.hex("KEY");
    let c = cipher(&key, backend);
    let pt = r.hex("PLAINTEXT");
    let ct = r.hex("CIPHERTEXT");
    let mut blocks = to_blocks(&pt);
    c.enc(&mut blocks);
    assert_eq!(blocks.concat(), ct, "{backend} encrypt {r:?}");
    let mut blocks = to_blocks(&ct);
    c.dec(&mut blocks);
    assert_eq!(blocks.concat(), pt, "{backend} decrypt {r:?}");
}

/// The AESAVS Monte Carlo test for ECB (see vectors/FORMATS.md): 100 chained outer iterations of
/// 1,000 encryptions (or decryptions) each.
fn run_mct(records: &[Record], backend: Backend) {
    for direction in ["ENCRYPT", "DECRYPT"] {
        let recs: Vec<&Record> = records.iter().filter(|r| r.section == direction).collect();
        assert_eq!(recs.len(), 100);
        let (inp, outp) =
            if direction == "ENCRYPT" { ("PLAINTEXT", "CIPHERTEXT") } else { ("CIPHERTEXT", "PLAINTEXT") };
        let mut key = recs[0].hex("KEY");
        let mut x: [u8; 16] = recs[0].hex(inp).try_into().unwrap();
        for r in &recs {
            assert_eq!(key, r.hex("KEY"), "{backend} MCT key chain");
            assert_eq!(x.to_vec(), r.hex(inp), "{backend} MCT input chain");
            let c = cipher(&key, backend);
            let mut prev = [0u8; 16];
            for _ in 0..1000 {
                prev = x;
                let mut b = [x];
                if direction == "ENCRYPT" {
                    c.enc(&mut b)
                } else {
                    c.dec(&mut b)
                }
                x = b[0];
            }
            assert_eq!(x.to_vec(), r.hex(outp), "{backend} MCT {direction} {r:?}");
            let mut tail = prev.to_vec();
            tail.extend_from_slice(&x);
            let tail = &tail[32 - key.len()..];
            for (k, t) in key.iter_mut().zip(tail) {
                *k ^= t;
            }
        }
    }
}

#[test]
fn ecb_vectors_on_every_backend() {
    let dir = vectors_dir().join("nist/aes");
    for backend in backends() {
        let mut cases = 0;
        for family in ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT", "MCT"] {
            for bits in [128, 192, 256] {
                let path = dir.join(format!("ECB{family}{bits}.rsp"));
                let records = parse_rsp(&path);
                assert!(!records.is_empty(), "{} yielded no cases", path.display());
                if family == "MCT" {
                    run_mct(&records, backend);
                } else {
                    for r in &records {
                        run_record(r, backend);
                    }
                }
                cases += records.len();
            }
        }
        println!("AES ECB NIST vectors: {cases} cases passed on backend {backend}");
        assert!(cases > 0);
    }
}
