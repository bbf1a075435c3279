//! Properties of KW/KWP, CTS, CFB8, CFB128 and OFB on every backend: random splits of a CFB or
//! OFB stream equal the one-shot result, the portable backend agrees with the others, and each
//! mode agrees with the RustCrypto crate for it (`aes-kw`, `cts`, `cfb-mode`, `cfb8`, `ofb`, over
//! RustCrypto's `aes`).

mod common;

use aes::cipher::{KeyInit, KeyIvInit, StreamCipher};
use aes_engine::cfb::{Cfb8, Cfb128};
use aes_engine::cts::{self, Variant};
use aes_engine::ofb::Ofb;
use aes_engine::{Aes128, Aes256, Backend, kw};
use common::backends;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig { cases: 48, ..ProptestConfig::default() }
}

/// Cuts `len` at the given fractions (sorted, deduplicated): the piece boundaries of a split.
fn cuts(len: usize, points: &[u16]) -> Vec<usize> {
    let mut c: Vec<usize> = points.iter().map(|&p| len * p as usize / u16::MAX as usize).collect();
    c.push(0);
    c.push(len);
    c.sort_unstable();
    c.dedup();
    c
}

fn pieces(data: &mut [u8], cuts: &[usize], mut f: impl FnMut(&mut [u8])) {
    for w in cuts.windows(2) {
        f(&mut data[w[0]..w[1]]);
    }
}

proptest! {
    #![proptest_config(config())]

    /// CFB8, CFB128 and OFB over random splits equal one call, and equal RustCrypto's crates;
    /// decryption inverts encryption.
    #[test]
    fn streams_split_anywhere(
        key in any::<[u8; 16]>(),
        iv in any::<[u8; 16]>(),
        msg in proptest::collection::vec(any::<u8>(), 0..1500),
        points in proptest::collection::vec(any::<u16>(), 0..6),
    ) {
        let cuts = cuts(msg.len(), &points);
        let mut rc_cfb = msg.clone();
        cfb_mode::Encryptor::<aes::Aes128>::new(&key.into(), &iv.into()).encrypt(&mut rc_cfb);
        let mut rc_cfb8 = msg.clone();
        cfb8::Encryptor::<aes::Aes128>::new(&key.into(), &iv.into()).encrypt(&mut rc_cfb8);
        let mut rc_ofb = msg.clone();
        ofb::Ofb::<aes::Aes128>::new(&key.into(), &iv.into()).apply_keystream(&mut rc_ofb);
        for backend in backends() {
            let aes = Aes128::with_backend(&key, backend).unwrap();

            let mut d = msg.clone();
            let mut m = Cfb128::new(&aes, &iv);
            pieces(&mut d, &cuts, |p| m.encrypt(p));
            prop_assert_eq!(&d, &rc_cfb, "{} cfb128 encrypt", backend);
            let mut m = Cfb128::new(&aes, &iv);
            pieces(&mut d, &cuts, |p| m.decrypt(p));
            prop_assert_eq!(&d, &msg, "{} cfb128 decrypt", backend);

            let mut d = msg.clone();
            let mut m = Cfb8::new(&aes, &iv);
            pieces(&mut d, &cuts, |p| m.encrypt(p));
            prop_assert_eq!(&d, &rc_cfb8, "{} cfb8 encrypt", backend);
            let mut m = Cfb8::new(&aes, &iv);
            pieces(&mut d, &cuts, |p| m.decrypt(p));
            prop_assert_eq!(&d, &msg, "{} cfb8 decrypt", backend);

            let mut d = msg.clone();
            let mut m = Ofb::new(&aes, &iv);
            pieces(&mut d, &cuts, |p| m.apply_keystream(p));
            prop_assert_eq!(&d, &rc_ofb, "{} ofb", backend);
        }
    }

    /// CTS CS1/CS2/CS3 equal RustCrypto's `cts` (AES-256), and decrypt back.
    #[test]
    fn cts_matches_rustcrypto(
        key in any::<[u8; 32]>(),
        iv in any::<[u8; 16]>(),
        msg in proptest::collection::vec(any::<u8>(), 16..1200),
    ) {
        use ::cts::{Encrypt, KeyIvInit as _};
        let mut rc = [msg.clone(), msg.clone(), msg.clone()];
        ::cts::CbcCs1::<aes::Aes256>::new(&key.into(), &iv.into()).encrypt(&mut rc[0]).unwrap();
        ::cts::CbcCs2::<aes::Aes256>::new(&key.into(), &iv.into()).encrypt(&mut rc[1]).unwrap();
        ::cts::CbcCs3::<aes::Aes256>::new(&key.into(), &iv.into()).encrypt(&mut rc[2]).unwrap();
        // One whole block: every variant is CBC encryption of that block (SP 800-38A addendum;
        // ACVP-AES-CBC-CS3's 2,079 one-block cases, which tests/acvp.rs runs on every backend,
        // say so). RustCrypto's `cts` 0.7 `CbcCs3` returns something else there, so for that
        // length the CS1 output (plain CBC, checked above against RustCrypto) is the reference.
        if msg.len() == 16 {
            rc[2] = rc[0].clone();
        }
        for backend in backends() {
            let aes = Aes256::with_backend(&key, backend).unwrap();
            for (variant, expected) in [Variant::Cs1, Variant::Cs2, Variant::Cs3].into_iter().zip(&rc) {
                let mut d = msg.clone();
                cts::encrypt(&aes, &iv, variant, &mut d).unwrap();
                prop_assert_eq!(&d, expected, "{} {:?} encrypt", backend, variant);
                cts::decrypt(&aes, &iv, variant, &mut d).unwrap();
                prop_assert_eq!(&d, &msg, "{} {:?} decrypt", backend, variant);
            }
        }
    }

    /// KW and KWP equal RustCrypto's `aes-kw` and unwrap back; any flipped bit is rejected.
    #[test]
    fn kw_matches_rustcrypto(
        key in any::<[u8; 16]>(),
        data in proptest::collection::vec(any::<u8>(), 1..200),
        flip in any::<usize>(),
    ) {
        let rc_kw = aes_kw::KwAes128::new(&key.into());
        let rc_kwp = aes_kw::KwpAes128::new(&key.into());
        let mut buf = vec![0u8; data.len() + 16];
        let expected_kwp = rc_kwp.wrap_key(&data, &mut buf).unwrap().to_vec();
        let kw_data = &data[..data.len() / 8 * 8];
        let expected_kw = (kw_data.len() >= 16).then(|| rc_kw.wrap_key(kw_data, &mut buf).unwrap().to_vec());
        for backend in backends() {
            let aes = Aes128::with_backend(&key, backend).unwrap();
            let w = kw::wrap_pad(&aes, &data).unwrap();
            prop_assert_eq!(&w, &expected_kwp, "{} kwp", backend);
            prop_assert_eq!(kw::unwrap_pad(&aes, &w).unwrap(), data.clone());
            let mut bad = w.clone();
            bad[flip % w.len()] ^= 1 << (flip % 8);
            prop_assert_eq!(kw::unwrap_pad(&aes, &bad), Err(aes_engine::Error::AuthenticationFailed));
            if let Some(expected) = &expected_kw {
                let w = kw::wrap(&aes, kw_data).unwrap();
                prop_assert_eq!(&w, expected, "{} kw", backend);
                prop_assert_eq!(kw::unwrap(&aes, &w).unwrap(), kw_data.to_vec());
                let mut bad = w.clone();
                bad[flip % w.len()] ^= 1 << (flip % 8);
                prop_assert_eq!(kw::unwrap(&aes, &bad), Err(aes_engine::Error::AuthenticationFailed));
            }
        }
    }
}

/// Every length of CFB/OFB up to a few batches, against the portable backend (the whole-block
/// paths' batch edges included: 64 blocks per batch).
#[test]
fn stream_lengths_agree_with_soft() {
    let key = [0x3c; 32];
    let iv = [0xa5; 16];
    let soft = Aes256::with_backend(&key, Backend::Soft).unwrap();
    for len in (0..300).chain([1023, 1024, 1025, 2047, 2048, 2049, 4096 + 7]) {
        let msg: Vec<u8> = (0..len).map(|i| (i * 31 + 7) as u8).collect();
        let reference = |f: &dyn Fn(&Aes256, &mut [u8])| {
            let mut d = msg.clone();
            f(&soft, &mut d);
            d
        };
        let cfb_e = reference(&|a, d| Cfb128::new(a, &iv).encrypt(d));
        let cfb_d = reference(&|a, d| Cfb128::new(a, &iv).decrypt(d));
        let ofb = reference(&|a, d| Ofb::new(a, &iv).apply_keystream(d));
        for backend in backends() {
            let aes = Aes256::with_backend(&key, backend).unwrap();
            let mut d = msg.clone();
            Cfb128::new(&aes, &iv).encrypt(&mut d);
            assert_eq!(d, cfb_e, "{backend} cfb128 encrypt {len}");
            let mut d = msg.clone();
            Cfb128::new(&aes, &iv).decrypt(&mut d);
            assert_eq!(d, cfb_d, "{backend} cfb128 decrypt {len}");
            let mut d = msg.clone();
            Ofb::new(&aes, &iv).apply_keystream(&mut d);
            assert_eq!(d, ofb, "{backend} ofb {len}");
            if len >= 16 {
                for variant in [Variant::Cs1, Variant::Cs2, Variant::Cs3] {
                    let mut d = msg.clone();
                    cts::encrypt(&aes, &iv, variant, &mut d).unwrap();
                    let mut s = msg.clone();
                    cts::encrypt(&soft, &iv, variant, &mut s).unwrap();
                    assert_eq!(d, s, "{backend} {variant:?} {len}");
                    cts::decrypt(&aes, &iv, variant, &mut d).unwrap();
                    assert_eq!(d, msg, "{backend} {variant:?} decrypt {len}");
                }
            }
        }
    }
}
