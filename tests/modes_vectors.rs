//! KW/KWP, CTS, CFB8, CFB128 and OFB against official data, on every backend: NIST CAVP KWVS
//! (KW and KWP, wrap and unwrap, with the inverse-cipher files), AESAVS CFB8/CFB128/OFB (GFSbox,
//! KeySbox, VarKey, VarTxt, MMT; vectors/nist-modes/, see SOURCES.md there), the SP 800-38A
//! CFB and OFB examples (F.3.7–F.3.18, F.4.1–F.4.6) and RFC 3962's AES-CTS examples (CS3; CS1 and
//! CS2 from them by moving the last two blocks).

#[macro_use]
mod common;

use aes_engine::cfb::{self, Cfb8, Cfb128};
use aes_engine::cts::{self, Variant};
use aes_engine::ofb::Ofb;
use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher, Crypter, Error, kw};
use common::{backends, hex, parse_rsp, vectors_dir};

fn files(dir: &str, prefix: &str) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(vectors_dir().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with(prefix))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no {prefix}* files in vectors/{dir}");
    v
}

#[derive(Clone, Copy, Debug)]
enum Mode {
    Cfb8,
    Cfb128,
    Ofb,
}

/// One direction of a stream mode, one-shot, in 7-byte pieces and through the `Crypter` shape.
fn stream<'a, C: BlockCipher + Copy + 'a>(
    c: C,
    mode: Mode,
    iv: &[u8; 16],
    decrypt: bool,
    input: &[u8],
) -> [Vec<u8>; 3] {
    let run = |data: &mut [u8], pieces: usize| match mode {
        Mode::Cfb8 => {
            let mut m = Cfb8::new(c, iv);
            for p in data.chunks_mut(pieces) {
                if decrypt { m.decrypt(p) } else { m.encrypt(p) }
            }
        }
        Mode::Cfb128 => {
            let mut m = Cfb128::new(c, iv);
            for p in data.chunks_mut(pieces) {
                if decrypt { m.decrypt(p) } else { m.encrypt(p) }
            }
        }
        Mode::Ofb => {
            let mut m = Ofb::new(c, iv);
            for p in data.chunks_mut(pieces) {
                m.apply_keystream(p);
            }
        }
    };
    let mut one = input.to_vec();
    run(&mut one, usize::MAX);
    let mut split = input.to_vec();
    run(&mut split, 7);
    let mut engine: Box<dyn Crypter + 'a> = match (mode, decrypt) {
        (Mode::Cfb8, false) => Box::new(cfb::Encryptor::new(Cfb8::new(c, iv))),
        (Mode::Cfb8, true) => Box::new(cfb::Decryptor::new(Cfb8::new(c, iv))),
        (Mode::Cfb128, false) => Box::new(cfb::Encryptor::new(Cfb128::new(c, iv))),
        (Mode::Cfb128, true) => Box::new(cfb::Decryptor::new(Cfb128::new(c, iv))),
        (Mode::Ofb, _) => Box::new(Ofb::new(c, iv)),
    };
    let mut out = vec![0u8; input.len()];
    let mut n = 0;
    for piece in input.chunks(5) {
        n += engine.update(piece, &mut out[n..]);
    }
    n += engine.finish(&mut out[n..]).unwrap();
    assert_eq!(n, input.len());
    [one, split, out]
}

fn aesavs(dir: &str, prefix: &str, mode: Mode) {
    for backend in backends() {
        let mut cases = 0;
        for path in files(dir, prefix) {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            for r in parse_rsp(&path) {
                let (key, iv) = (r.hex("KEY"), r.hex("IV"));
                let iv: [u8; 16] = iv.try_into().unwrap();
                let (pt, ct) = (r.hex("PLAINTEXT"), r.hex("CIPHERTEXT"));
                let decrypt = r.section == "DECRYPT";
                let (input, expected) = if decrypt { (&ct, &pt) } else { (&pt, &ct) };
                with_cipher!(key, backend, |c| {
                    for got in stream(&c, mode, &iv, decrypt, input) {
                        assert_eq!(&got, expected, "{backend} {name} {} COUNT {:?}", r.section, r.get("COUNT"));
                    }
                });
                cases += 1;
            }
        }
        println!("{prefix}: {cases} AESAVS cases passed on {backend}");
        assert!(cases > 0);
    }
}

#[test]
fn aesavs_cfb8() {
    aesavs("nist-modes/cfb", "CFB8", Mode::Cfb8);
}

#[test]
fn aesavs_cfb128() {
    aesavs("nist-modes/cfb", "CFB128", Mode::Cfb128);
}

#[test]
fn aesavs_ofb() {
    aesavs("nist-modes/ofb", "OFB", Mode::Ofb);
}

const SP_IV: &str = "000102030405060708090a0b0c0d0e0f";
const SP_PT: &str = "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51\
                     30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
const SP_KEYS: [&str; 3] = [
    "2b7e151628aed2a6abf7158809cf4f3c",
    "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
];

/// SP 800-38A appendix F: CFB8 (F.3.7–F.3.12, 18 bytes), CFB128 (F.3.13–F.3.18) and OFB
/// (F.4.1–F.4.6), both directions, AES-128/192/256.
#[test]
fn sp800_38a_cfb_ofb_examples() {
    let examples: [(Mode, usize, [&str; 3]); 3] = [
        (
            Mode::Cfb8,
            18,
            [
                "3b79424c9c0dd436bace9e0ed4586a4f32b9",
                "cda2521ef0a905ca44cd057cbf0d47a0678a",
                "dc1f1a8520a64db55fcc8ac554844e889700",
            ],
        ),
        (
            Mode::Cfb128,
            64,
            [
                "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b\
                 26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6",
                "cdc80d6fddf18cab34c25909c99a417467ce7f7f81173621961a2b70171d3d7a\
                 2e1e8a1dd59b88b1c8e60fed1efac4c9c05f9f9ca9834fa042ae8fba584b09ff",
                "dc7e84bfda79164b7ecd8486985d386039ffed143b28b1c832113c6331e5407b\
                 df10132415e54b92a13ed0a8267ae2f975a385741ab9cef82031623d55b1e471",
            ],
        ),
        (
            Mode::Ofb,
            64,
            [
                "3b3fd92eb72dad20333449f8e83cfb4a7789508d16918f03f53c52dac54ed825\
                 9740051e9c5fecf64344f7a82260edcc304c6528f659c77866a510d9c1d6ae5e",
                "cdc80d6fddf18cab34c25909c99a4174fcc28b8d4c63837c09e81700c1100401\
                 8d9a9aeac0f6596f559c6d4daf59a5f26d9f200857ca6c3e9cac524bd9acc92a",
                "dc7e84bfda79164b7ecd8486985d38604febdc6740d20b3ac88f6ad82a4fb08d\
                 71ab47a086e86eedf39d1c5bba97c4080126141d67f37be8538f5a8be740e484",
            ],
        ),
    ];
    let iv: [u8; 16] = hex(SP_IV).try_into().unwrap();
    let pt = hex(SP_PT);
    for backend in backends() {
        for (mode, len, cts) in examples {
            for (key, ct) in SP_KEYS.iter().zip(cts) {
                let ct = hex(ct);
                with_cipher!(hex(key), backend, |c| {
                    for got in stream(&c, mode, &iv, false, &pt[..len]) {
                        assert_eq!(got, ct, "{backend} {mode:?} key {key} encrypt");
                    }
                    for got in stream(&c, mode, &iv, true, &ct) {
                        assert_eq!(got, pt[..len], "{backend} {mode:?} key {key} decrypt");
                    }
                });
            }
        }
    }
}

/// The eight KW functions over any KEK type, by number (wrap, unwrap; KW, KWP; forward, inverse).
trait Kek {
    fn run(&self, f: usize, data: &[u8]) -> Result<Vec<u8>, Error>;
}

impl<C: BlockCipher> Kek for C {
    fn run(&self, f: usize, data: &[u8]) -> Result<Vec<u8>, Error> {
        [
            kw::wrap::<C>,
            kw::unwrap::<C>,
            kw::wrap_pad::<C>,
            kw::unwrap_pad::<C>,
            kw::wrap_inverse::<C>,
            kw::unwrap_inverse::<C>,
            kw::wrap_pad_inverse::<C>,
            kw::unwrap_pad_inverse::<C>,
        ][f](self, data)
    }
}

fn kek(key: &[u8], backend: Backend) -> Box<dyn Kek> {
    match key.len() {
        16 => Box::new(Aes128::with_backend(key.try_into().unwrap(), backend).unwrap()),
        24 => Box::new(Aes192::with_backend(key.try_into().unwrap(), backend).unwrap()),
        32 => Box::new(Aes256::with_backend(key.try_into().unwrap(), backend).unwrap()),
        n => panic!("key length {n}"),
    }
}

/// CAVP KWVS: every KW and KWP file, wrap (AE) and unwrap (AD, including the FAIL cases), with
/// the forward and the inverse cipher.
#[test]
fn kwvs() {
    for backend in backends() {
        let (mut ok, mut fail) = (0, 0);
        for path in files("nist-modes/keywrap", "KW") {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            // `Kek::run`'s numbering: KWP adds 2, the inverse cipher 4; unwrap is wrap + 1.
            let wrap = usize::from(name.starts_with("KWP")) * 2 + usize::from(name.contains("_inv")) * 4;
            let ae = name.contains("_AE_");
            for r in parse_rsp(&path) {
                let k = kek(&r.hex("K"), backend);
                let c = r.hex("C");
                let what = format!("{backend} {name} COUNT {:?}", r.get("COUNT"));
                if r.has_flag("FAIL") {
                    assert!(!ae, "{what}: FAIL in a wrap file");
                    assert_eq!(k.run(wrap + 1, &c), Err(Error::AuthenticationFailed), "{what}");
                    fail += 1;
                    continue;
                }
                let p = r.get("P").map(hex).unwrap_or_default();
                if ae {
                    assert_eq!(k.run(wrap, &p).as_ref(), Ok(&c), "{what}: wrap");
                }
                assert_eq!(k.run(wrap + 1, &c).as_ref(), Ok(&p), "{what}: unwrap");
                ok += 1;
            }
        }
        println!("KWVS: {ok} wrap/unwrap cases and {fail} rejections passed on {backend}");
        assert!(ok > 0 && fail > 0);
    }
}

/// RFC 3962 appendix B: AES-128 CTS (CS3) with the key "chicken teriyaki" and a zero IV, the
/// plaintext's first 17, 31, 32, 47, 48 and 64 bytes. CS1 and CS2 are checked on the same data
/// by moving the stolen pair back: CS1 is `… C*_{n−1} ‖ C_n`, CS2 is CS3 except for whole blocks.
#[test]
fn rfc3962_cts_examples() {
    let pt = b"I would like the General Gau's Chicken, please, and wonton soup.";
    let cases: [(usize, &str); 6] = [
        (17, "c6353568f2bf8cb4d8a580362da7ff7f97"),
        (31, "fc00783e0efdb2c1d445d4c8eff7ed2297687268d6ecccc0c07b25e25ecfe5"),
        (32, "39312523a78662d5be7fcbcc98ebf5a897687268d6ecccc0c07b25e25ecfe584"),
        (47, "97687268d6ecccc0c07b25e25ecfe584b3fffd940c16a18c1b5549d2f838029e39312523a78662d5be7fcbcc98ebf5"),
        (48, "97687268d6ecccc0c07b25e25ecfe5849dad8bbb96c4cdc03bc103e1a194bbd839312523a78662d5be7fcbcc98ebf5a8"),
        (
            64,
            "97687268d6ecccc0c07b25e25ecfe58439312523a78662d5be7fcbcc98ebf5a8\
             4807efe836ee89a526730dbc2f7bc8409dad8bbb96c4cdc03bc103e1a194bbd8",
        ),
    ];
    for backend in backends() {
        let aes = Aes128::with_backend(b"chicken teriyaki", backend).unwrap();
        for (len, cs3) in cases {
            let cs3 = hex(cs3);
            let head = 16 * (len.div_ceil(16) - 2);
            let d = len - head - 16;
            let mut cs1 = cs3[..head].to_vec();
            cs1.extend_from_slice(&cs3[head + 16..]);
            cs1.extend_from_slice(&cs3[head..head + 16]);
            let cs2 = if d == 16 { cs1.clone() } else { cs3.clone() };
            for (variant, expected) in [(Variant::Cs1, cs1), (Variant::Cs2, cs2), (Variant::Cs3, cs3)] {
                let mut data = pt[..len].to_vec();
                cts::encrypt(&aes, &[0; 16], variant, &mut data).unwrap();
                assert_eq!(data, expected, "{backend} {variant:?} encrypt {len}");
                cts::decrypt(&aes, &[0; 16], variant, &mut data).unwrap();
                assert_eq!(data, pt[..len], "{backend} {variant:?} decrypt {len}");
            }
        }
    }
}
