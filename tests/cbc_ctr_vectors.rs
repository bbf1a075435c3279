//! NIST CAVP AESAVS CBC vectors (GFSbox, KeySbox, VarKey, VarTxt, MMT, MCT; all key sizes) and the
//! SP 800-38A CBC examples, both directions, on every backend; CTR known answers computed from the
//! block cipher, including the counter carries and the 2^128 wrap.

mod common;

use aes_engine::cbc::{self, Decryptor, Encryptor, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher, Crypter};
use common::{Record, backends, parse_rsp, vectors_dir};

/// Runs `f` with a cipher of the right key size on `backend`.
macro_rules! with_cipher {
    ($key:expr, $backend:expr, |$c:ident| $body:expr) => {{
        let key: &[u8] = &$key;
        match key.len() {
            16 => {
                let $c = Aes128::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            24 => {
                let $c = Aes192::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            32 => {
                let $c = Aes256::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            n => panic!("key length {n}"),
        }
    }};
}

fn check_record(r: &Record, backend: Backend) {
    let iv: [u8; 16] = r.hex("IV").try_into().unwrap();
    let (pt, ct) = (r.hex("PLAINTEXT"), r.hex("CIPHERTEXT"));
    with_cipher!(r.hex("KEY"), backend, |c| {
        assert_eq!(cbc::encrypt(&c, &iv, Padding::None, &pt).unwrap(), ct, "{backend} {r:?}");
        assert_eq!(cbc::decrypt(&c, &iv, Padding::None, &ct).unwrap(), pt, "{backend} {r:?}");
    })
}

/// One block through an incremental engine with no padding: CBC's running chain.
fn step<E: Crypter>(engine: &mut E, input: &[u8; 16]) -> [u8; 16] {
    let mut out = [0u8; 16];
    assert_eq!(engine.update(input, &mut out), 16);
    out
}

/// The AESAVS CBC Monte Carlo test (vectors/FORMATS.md), run through the incremental engines.
fn run_mct(records: &[Record], backend: Backend) {
    for direction in ["ENCRYPT", "DECRYPT"] {
        let recs: Vec<&Record> = records.iter().filter(|r| r.section == direction).collect();
        assert_eq!(recs.len(), 100);
        let (inp, outp) =
            if direction == "ENCRYPT" { ("PLAINTEXT", "CIPHERTEXT") } else { ("CIPHERTEXT", "PLAINTEXT") };
        let mut key = recs[0].hex("KEY");
        let mut iv: [u8; 16] = recs[0].hex("IV").try_into().unwrap();
        let mut x: [u8; 16] = recs[0].hex(inp).try_into().unwrap();
        for r in &recs {
            assert_eq!(
                (key.clone(), iv.to_vec(), x.to_vec()),
                (r.hex("KEY"), r.hex("IV"), r.hex(inp)),
                "{backend} chain"
            );
            let outs: Vec<[u8; 16]> = with_cipher!(key, backend, |c| {
                let mut outs = Vec::with_capacity(1000);
                let mut input = x;
                if direction == "ENCRYPT" {
                    let mut e = Encryptor::new(&c, &iv, Padding::None);
                    for j in 0..1000 {
                        let o = step(&mut e, &input);
                        // The plaintext stream is IV, C[0], C[1], ...
                        input = if j == 0 { iv } else { outs[j - 1] };
                        outs.push(o);
                    }
                } else {
                    let mut d = Decryptor::new(&c, &iv, Padding::None);
                    for j in 0..1000 {
                        let o = step(&mut d, &input);
                        input = if j == 0 { iv } else { outs[j - 1] };
                        outs.push(o);
                    }
                }
                outs
            });
            assert_eq!(outs[999].to_vec(), r.hex(outp), "{backend} MCT {direction} {r:?}");
            let mut tail = outs[998].to_vec();
            tail.extend_from_slice(&outs[999]);
            let skip = 32 - key.len();
            for (k, t) in key.iter_mut().zip(&tail[skip..]) {
                *k ^= t;
            }
            iv = outs[999];
            x = outs[998];
        }
    }
}

#[test]
fn cbc_vectors_on_every_backend() {
    let dir = vectors_dir().join("nist/aes");
    for backend in backends() {
        let mut cases = 0;
        for family in ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT", "MCT"] {
            for bits in [128, 192, 256] {
                let path = dir.join(format!("CBC{family}{bits}.rsp"));
                let records = parse_rsp(&path);
                assert!(!records.is_empty(), "{} yielded no cases", path.display());
                if family == "MCT" {
                    run_mct(&records, backend);
                } else {
                    records.iter().for_each(|r| check_record(r, backend));
                }
                cases += records.len();
            }
        }
        println!("AES CBC NIST vectors: {cases} cases passed on backend {backend}");
    }
}

/// Hex groups of the SP 800-38A example listing (e.g. "7649ABAC 8119B246 ...").
fn hex_line(line: &str) -> Option<Vec<u8>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.is_empty() || !words.iter().all(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_hexdigit())) {
        return None;
    }
    Some(common::hex(&words.concat().to_ascii_lowercase()))
}

/// SP 800-38A Appendix F.2 (CBC-AES128/192/256), from NIST's example listing.
#[test]
fn sp800_38a_cbc_examples() {
    let text = std::fs::read_to_string(vectors_dir().join("nist-examples/AES_CBC.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let value_after = |start: usize, label: &str| -> Vec<u8> {
        let i = (start..lines.len()).find(|&i| lines[i].trim() == label).unwrap();
        lines[i + 1..].iter().map_while(|l| hex_line(l)).flatten().collect()
    };
    let iv: [u8; 16] = value_after(0, "IV is").try_into().unwrap();
    let mut n = 0;
    for (i, line) in lines.iter().enumerate() {
        if !(line.starts_with("CBC-AES") && line.contains("(Encryption)")) {
            continue;
        }
        let (key, pt) = (value_after(i, "Key is"), value_after(i, "Plaintext is"));
        // The per-block "Ciphertext XXXXXXXX ..." lines of this section (the summary listing
        // is split by page breaks in some sections).
        let end = (i + 1..lines.len()).find(|&j| lines[j].starts_with("CBC-AES")).unwrap_or(lines.len());
        let ct: Vec<u8> =
            lines[i..end].iter().filter_map(|l| l.strip_prefix("Ciphertext ").and_then(hex_line)).flatten().collect();
        assert_eq!((pt.len(), ct.len()), (64, 64));
        for backend in backends() {
            with_cipher!(key, backend, |c| {
                assert_eq!(cbc::encrypt(&c, &iv, Padding::None, &pt).unwrap(), ct);
                assert_eq!(cbc::decrypt(&c, &iv, Padding::None, &ct).unwrap(), pt);
            });
        }
        n += 1;
    }
    assert_eq!(n, 3);
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
