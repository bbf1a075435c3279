//! XTS-AES on every backend: the CAVP XTSVS files (tweak as a 128-bit hex string and as a data
//! unit sequence number), the ACVP sample set ACVP-AES-XTS-2.0, IEEE 1619 annex B vectors, and a
//! differential test against RustCrypto's `xts-mode` over lengths around every block and batch
//! boundary, for single units and for the many-sectors call.
//!
//! Bit-granular data units (CAVP `DataUnitLen` 130 and 200) go through `encrypt_sector_bits`;
//! this file's ACVP test keeps to the byte-aligned cases (counted, the counts pinned), and
//! tests/acvp.rs answers all 800, bit-granular units included, through the ACVP runner.

mod common;

use aes_engine::xts::{Aes128Xts, Aes256Xts};
use aes_engine::{Backend, Error};
use common::acvp::{bytes, json, n, s};
use common::{backends, hex, parse_rsp, vectors_dir};

/// Either key size behind one interface.
enum AnyXts {
    A128(Aes128Xts),
    A256(Aes256Xts),
}

impl AnyXts {
    fn new(key: &[u8], b: Backend) -> Result<Self, Error> {
        match key.len() {
            32 => Ok(AnyXts::A128(Aes128Xts::with_backend(key.try_into().unwrap(), b)?)),
            64 => Ok(AnyXts::A256(Aes256Xts::with_backend(key.try_into().unwrap(), b)?)),
            n => panic!("XTS key of {n} bytes"),
        }
    }

    fn sector(&self, enc: bool, tweak: &[u8; 16], data: &mut [u8]) -> Result<(), Error> {
        match (self, enc) {
            (AnyXts::A128(x), true) => x.encrypt_sector(tweak, data),
            (AnyXts::A128(x), false) => x.decrypt_sector(tweak, data),
            (AnyXts::A256(x), true) => x.encrypt_sector(tweak, data),
            (AnyXts::A256(x), false) => x.decrypt_sector(tweak, data),
        }
    }

    fn sector_bits(&self, enc: bool, tweak: &[u8; 16], data: &mut [u8], bits: usize) -> Result<(), Error> {
        match (self, enc) {
            (AnyXts::A128(x), true) => x.encrypt_sector_bits(tweak, data, bits),
            (AnyXts::A128(x), false) => x.decrypt_sector_bits(tweak, data, bits),
            (AnyXts::A256(x), true) => x.encrypt_sector_bits(tweak, data, bits),
            (AnyXts::A256(x), false) => x.decrypt_sector_bits(tweak, data, bits),
        }
    }

    fn sectors(&self, enc: bool, first: u128, size: usize, data: &mut [u8]) -> Result<(), Error> {
        match (self, enc) {
            (AnyXts::A128(x), true) => x.encrypt_sectors(first, size, data),
            (AnyXts::A128(x), false) => x.decrypt_sectors(first, size, data),
            (AnyXts::A256(x), true) => x.encrypt_sectors(first, size, data),
            (AnyXts::A256(x), false) => x.decrypt_sectors(first, size, data),
        }
    }
}

/// Runs one CAVP XTSVS file; returns (cases run, of them bit-granular).
fn cavp_file(b: Backend, dir: &str, name: &str) -> (usize, usize) {
    let path = vectors_dir().join("nist-modes/XTS").join(dir).join(name);
    let (mut ran, mut bit_granular) = (0, 0);
    for r in parse_rsp(&path) {
        let bits: usize = r.get("DataUnitLen").unwrap().parse().unwrap();
        let tweak: [u8; 16] = match r.get("i") {
            Some(i) => hex(i).try_into().unwrap(),
            None => r.get("DataUnitSeqNumber").unwrap().parse::<u128>().unwrap().to_le_bytes(),
        };
        let enc = r.section == "ENCRYPT";
        let (input, want) = if enc { (r.hex("PT"), r.hex("CT")) } else { (r.hex("CT"), r.hex("PT")) };
        assert_eq!(input.len(), bits.div_ceil(8), "{r:?}");
        let xts = AnyXts::new(&r.hex("Key"), b).unwrap();
        let mut data = input.clone();
        if bits.is_multiple_of(8) {
            xts.sector(enc, &tweak, &mut data).unwrap();
            assert_eq!(data, want, "{b} {name} {r:?}");
            // The other direction undoes it.
            xts.sector(!enc, &tweak, &mut data).unwrap();
        } else {
            // 130- and 200-bit data units: stealing by bits.
            xts.sector_bits(enc, &tweak, &mut data, bits).unwrap();
            assert_eq!(data, want, "{b} {name} {r:?}");
            xts.sector_bits(!enc, &tweak, &mut data, bits).unwrap();
            bit_granular += 1;
        }
        assert_eq!(data, input, "{b} {name} inverse {r:?}");
        ran += 1;
    }
    (ran, bit_granular)
}

#[test]
fn cavp_xtsvs_on_every_backend() {
    for b in backends() {
        let mut total = (0, 0);
        for dir in ["tweak-128hexstr", "tweak-dataunitseqno"] {
            for name in ["XTSGenAES128.rsp", "XTSGenAES256.rsp"] {
                let (ran, bits) = cavp_file(b, dir, name);
                total = (total.0 + ran, total.1 + bits);
            }
        }
        // 4 files x 1000 cases; 300 per file have 130- or 200-bit data units (through the bit API).
        assert_eq!(total, (4000, 1200), "{b}");
        println!("XTSVS: {} cases passed on {b} ({} of them bit-granular)", total.0, total.1);
    }
}

/// ACVP-AES-XTS-2.0: the payload is split into data units of `dataUnitLen` bits, unit `k` with
/// tweak `tweak + k` (both tweak modes; checked against OpenSSL's XTS when the set was taken in).
/// Cases with a payload or (for a multi-unit payload) a data unit that is not whole bytes are
/// skipped.
#[test]
fn acvp_xts_2_0_on_every_backend() {
    let prompt = json("acvp/ACVP-AES-XTS-2.0/prompt.json");
    let expected = json("acvp/ACVP-AES-XTS-2.0/expectedResults.json");
    let mut answers = std::collections::HashMap::new();
    for g in expected["testGroups"].as_array().unwrap() {
        for t in g["tests"].as_array().unwrap() {
            answers.insert((n(g, "tgId"), n(t, "tcId")), t.clone());
        }
    }
    for b in backends() {
        let (mut ran, mut skipped) = (0, 0);
        for g in prompt["testGroups"].as_array().unwrap() {
            let enc = s(g, "direction") == "encrypt";
            for t in g["tests"].as_array().unwrap() {
                let (payload, unit) = (n(t, "payloadLen"), n(t, "dataUnitLen"));
                if !payload.is_multiple_of(8) || (payload > unit && !unit.is_multiple_of(8)) {
                    skipped += 1;
                    continue;
                }
                let unit_bytes = if payload > unit { unit / 8 } else { payload / 8 };
                let first = match s(g, "tweakMode") {
                    "hex" => u128::from_le_bytes(hex(s(t, "tweakValue")).try_into().unwrap()),
                    _ => n(t, "sequenceNumber") as u128,
                };
                let answer = &answers[&(n(g, "tgId"), n(t, "tcId"))];
                let (input, want) =
                    if enc { (hex(s(t, "pt")), hex(s(answer, "ct"))) } else { (hex(s(t, "ct")), hex(s(answer, "pt"))) };
                let xts = AnyXts::new(&hex(s(t, "key")), b).unwrap();
                let mut data = input.clone();
                xts.sectors(enc, first, unit_bytes, &mut data).unwrap();
                assert_eq!(data, want, "{b} tcId {}", n(t, "tcId"));
                ran += 1;
            }
        }
        assert_eq!((ran, skipped), (99, 701), "{b}");
        println!("ACVP-AES-XTS-2.0: {ran} cases passed on {b} ({skipped} bit-granular skipped)");
    }
}

/// IEEE 1619-2007 annex B: vector 4 (XTS-AES-128, 512 bytes, tweak 0; its first two blocks) and
/// vectors 15-18 (stealing: 17..20-byte units).
#[test]
fn ieee1619_examples() {
    let k128 = hex("2718281828459045235360287471352631415926535897932384626433832795");
    let ct512_head = hex("27a7479befa1d476489f308cd4cfa6e2a96e4bbe3208ff25287dd3819616e89c");
    let steal_key = hex("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0");
    let steal_tweak: [u8; 16] = hex("9a785634120000000000000000000000").try_into().unwrap();
    let steal = [
        (17, "6c1625db4671522d3d7599601de7ca09ed"),
        (18, "d069444b7a7e0cab09e24447d24deb1fedbf"),
        (19, "e5df1351c0544ba1350b3363cd8ef4beedbf9d"),
        (20, "9d84c813f719aa2c7be3f66171c7c5c2edbf9dac"),
    ];
    for b in backends() {
        let xts = AnyXts::new(&k128, b).unwrap();
        let mut data: Vec<u8> = (0..512).map(|i| i as u8).collect();
        xts.sector(true, &[0; 16], &mut data).unwrap();
        assert_eq!(data[..32], ct512_head[..], "{b} vector 4");
        xts.sector(false, &[0; 16], &mut data).unwrap();
        assert!(data.iter().enumerate().all(|(i, &v)| v == i as u8), "{b} vector 4 back");
        let xts = AnyXts::new(&steal_key, b).unwrap();
        for (len, ct) in steal {
            let pt: Vec<u8> = (0..len as u8).collect();
            let mut data = pt.clone();
            xts.sector(true, &steal_tweak, &mut data).unwrap();
            assert_eq!(data, hex(ct), "{b} stealing, {len} bytes");
            xts.sector(false, &steal_tweak, &mut data).unwrap();
            assert_eq!(data, pt, "{b} stealing back, {len} bytes");
        }
    }
}

/// Lengths around every block and batch boundary (the batch is 32 blocks; lanes of 8).
fn lengths() -> Vec<usize> {
    let mut v: Vec<usize> = (16..=80).collect();
    for blocks in [8, 16, 24, 31, 32, 33, 48, 63, 64, 65, 96, 128, 256, 257] {
        for d in [-17i64, -16, -15, -1, 0, 1, 15, 16, 17] {
            let len = (blocks * 16) as i64 + d;
            if len >= 16 {
                v.push(len as usize);
            }
        }
    }
    v.sort();
    v.dedup();
    v
}

fn reference_128(key: &[u8], tweak: &[u8; 16], data: &mut [u8], enc: bool) {
    use aes::cipher::KeyInit;
    let xts = xts_mode::Xts128::<aes::Aes128>::new(
        aes::Aes128::new_from_slice(&key[..16]).unwrap(),
        aes::Aes128::new_from_slice(&key[16..]).unwrap(),
    );
    if enc { xts.encrypt_sector(data, (*tweak).into()) } else { xts.decrypt_sector(data, (*tweak).into()) }
}

fn reference_256(key: &[u8], tweak: &[u8; 16], data: &mut [u8], enc: bool) {
    use aes::cipher::KeyInit;
    let xts = xts_mode::Xts128::<aes::Aes256>::new(
        aes::Aes256::new_from_slice(&key[..32]).unwrap(),
        aes::Aes256::new_from_slice(&key[32..]).unwrap(),
    );
    if enc { xts.encrypt_sector(data, (*tweak).into()) } else { xts.decrypt_sector(data, (*tweak).into()) }
}

#[test]
fn differential_against_xts_mode() {
    for b in backends() {
        for (key_len, reference) in [(32, reference_128 as fn(&[u8], &[u8; 16], &mut [u8], bool)), (64, reference_256)]
        {
            for len in lengths() {
                let key = bytes(len as u64 * 3 + key_len as u64, key_len);
                let tweak: [u8; 16] = bytes(len as u64 + 7, 16).try_into().unwrap();
                let xts = AnyXts::new(&key, b).unwrap();
                let pt = bytes(len as u64, len);
                let (mut ours, mut theirs) = (pt.clone(), pt.clone());
                xts.sector(true, &tweak, &mut ours).unwrap();
                reference(&key, &tweak, &mut theirs, true);
                assert_eq!(ours, theirs, "{b} key {key_len} len {len} encrypt");
                xts.sector(false, &tweak, &mut ours).unwrap();
                assert_eq!(ours, pt, "{b} key {key_len} len {len} decrypt");
                // Decrypting arbitrary bytes agrees with the reference too.
                let (mut ours, mut theirs) = (pt.clone(), pt.clone());
                xts.sector(false, &tweak, &mut ours).unwrap();
                reference(&key, &tweak, &mut theirs, false);
                assert_eq!(ours, theirs, "{b} key {key_len} len {len} decrypt of random bytes");
            }
        }
    }
}

#[test]
fn many_sectors_match_one_by_one() {
    for b in backends() {
        let key = bytes(99, 64);
        let xts = AnyXts::new(&key, b).unwrap();
        // The tweaks are encrypted 16 units at a time: runs across several such batches, a
        // short last batch, a short last unit, and sector numbers wrapping inside a batch.
        for (size, len, first) in [
            (512, 512 * 5, 0u128),
            (4096, 4096 * 2 + 17, u128::MAX - 1),
            (16, 16 * 40, 7),
            (100, 1000, 1 << 64),
            (32, 32 * 33 + 20, u128::MAX - 20),
            (48, 48 * 16, 3),
            // Units of whole 16-block batches (the vaes many-unit kernel): over several
            // batches of 16 units, ending in a short unit of whole blocks, and wrapping.
            (256, 256 * 35, 5),
            (512, 512 * 17 + 48, u128::MAX - 3),
        ] {
            let pt = bytes(size as u64 + len as u64, len);
            let mut all = pt.clone();
            xts.sectors(true, first, size, &mut all).unwrap();
            let mut n = first;
            for (i, unit) in pt.chunks(size).enumerate() {
                let mut one = unit.to_vec();
                xts.sector(true, &n.to_le_bytes(), &mut one).unwrap();
                assert_eq!(all[i * size..][..one.len()], one[..], "{b} size {size} unit {i}");
                n = n.wrapping_add(1);
            }
            xts.sectors(false, first, size, &mut all).unwrap();
            assert_eq!(all, pt, "{b} size {size}");
        }
    }
}

#[test]
fn refuses_equal_halves_and_short_units() {
    for b in backends() {
        assert_eq!(Aes128Xts::with_backend(&[5; 32], b).unwrap_err(), Error::InvalidKey);
        assert_eq!(Aes256Xts::with_backend(&[5; 64], b).unwrap_err(), Error::InvalidKey);
        let mut key = [5u8; 64];
        key[63] ^= 1;
        let xts = Aes256Xts::with_backend(&key, b).unwrap();
        let mut short = [1u8; 15];
        assert_eq!(xts.encrypt_sector(&[0; 16], &mut short), Err(Error::InvalidLength));
        assert_eq!(short, [1; 15]);
        let mut buf = [1u8; 512 + 15];
        assert_eq!(xts.encrypt_sectors(0, 512, &mut buf), Err(Error::InvalidLength));
        assert_eq!(xts.encrypt_sectors(0, 15, &mut buf[..30]), Err(Error::InvalidLength));
        assert_eq!(buf, [1; 512 + 15], "nothing encrypted on a refused call");
    }
}
