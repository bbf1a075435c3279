//! Random differential tests of AES-GCM-SIV and CCM against RustCrypto's `aes-gcm-siv` and `ccm`
//! crates (dev-dependencies), on every backend, over lengths around every block boundary, the
//! 64-block chunk of the GCM-SIV passes (1 KiB), the wide kernels' batches (8, 16, 32 blocks) and
//! CCM's AAD length encodings (2 bytes below 0xff00, 6 bytes from it).

mod common;

use aead::{Aead, KeyInit, Payload};
use aes_engine::ccm::Ccm;
use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
use aes_engine::{Aes128, Aes256};
use common::backends;

/// xorshift64*: deterministic test data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// Message lengths: every block boundary ±1 up to 9 blocks, then around 16, 32, 64 and 65 blocks
/// and a few longer ones.
fn lengths() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=145).collect();
    for blocks in [16usize, 31, 32, 33, 63, 64, 65, 128, 129, 256] {
        v.extend([blocks * 16 - 1, blocks * 16, blocks * 16 + 1]);
    }
    v.extend([4096 + 7, 16384, 20000]);
    v
}

#[test]
fn gcm_siv_matches_rustcrypto() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for backend in backends() {
        for (i, len) in lengths().into_iter().enumerate() {
            let aad_len = [0usize, 1, 15, 16, 17, 33, 1024, 1041][i % 8];
            let (key, nonce, aad, pt) = (rng.bytes(32), rng.bytes(12), rng.bytes(aad_len), rng.bytes(len));
            let n: [u8; 12] = nonce.clone().try_into().unwrap();
            let payload = || Payload { msg: &pt, aad: &aad };
            let theirs128 = aes_gcm_siv::Aes128GcmSiv::new_from_slice(&key[..16]).unwrap();
            let theirs256 = aes_gcm_siv::Aes256GcmSiv::new_from_slice(&key).unwrap();
            let want128 = theirs128.encrypt(nonce.as_slice().try_into().unwrap(), payload()).unwrap();
            let want256 = theirs256.encrypt(nonce.as_slice().try_into().unwrap(), payload()).unwrap();
            let ours128 = Aes128GcmSiv::with_backend(key[..16].try_into().unwrap(), backend).unwrap();
            let ours256 = Aes256GcmSiv::with_backend(key[..].try_into().unwrap(), backend).unwrap();
            assert_eq!(ours128.encrypt(&n, &aad, &pt).unwrap(), want128, "{backend} 128 len {len} aad {aad_len}");
            assert_eq!(ours256.encrypt(&n, &aad, &pt).unwrap(), want256, "{backend} 256 len {len} aad {aad_len}");
            assert_eq!(ours128.decrypt(&n, &aad, &want128).unwrap(), pt, "{backend} open 128 len {len}");
            assert_eq!(ours256.decrypt(&n, &aad, &want256).unwrap(), pt, "{backend} open 256 len {len}");
            let mut bad = want128.clone();
            let at = rng.next() as usize % bad.len();
            bad[at] ^= 1 << (rng.next() % 8);
            assert!(ours128.decrypt(&n, &aad, &bad).is_err(), "{backend} forged len {len}");
        }
    }
}

// The 32-bit counter wrapping inside a message is covered by RFC 8452's crafted cases
// (tests/gcm_siv_vectors.rs).

macro_rules! ccm_case {
    ($rng:expr, $backend:expr, $tag:ty, $nonce:ty, $len:expr, $aad_len:expr) => {{
        let (key, aad, pt) = ($rng.bytes(32), $rng.bytes($aad_len), $rng.bytes($len));
        let nonce = $rng.bytes(<$nonce as aead::array::typenum::Unsigned>::USIZE);
        let tag_len = <$tag as aead::array::typenum::Unsigned>::USIZE;
        let payload = || Payload { msg: &pt, aad: &aad };
        type Theirs128 = ccm::Ccm<aes::Aes128, $tag, $nonce>;
        type Theirs256 = ccm::Ccm<aes::Aes256, $tag, $nonce>;
        let want128 =
            Theirs128::new_from_slice(&key[..16]).unwrap().encrypt(nonce.as_slice().try_into().unwrap(), payload());
        let want256 = Theirs256::new_from_slice(&key).unwrap().encrypt(nonce.as_slice().try_into().unwrap(), payload());
        let ours128 =
            Ccm::new(Aes128::with_backend(key[..16].try_into().unwrap(), $backend).unwrap(), tag_len, nonce.len())
                .unwrap();
        let ours256 =
            Ccm::new(Aes256::with_backend(key[..].try_into().unwrap(), $backend).unwrap(), tag_len, nonce.len())
                .unwrap();
        let what = format!("{} tag {tag_len} nonce {} len {} aad {}", $backend, nonce.len(), $len, $aad_len);
        match (want128, want256) {
            (Ok(w128), Ok(w256)) => {
                assert_eq!(ours128.encrypt(&nonce, &aad, &pt).unwrap(), w128, "{what}");
                assert_eq!(ours256.encrypt(&nonce, &aad, &pt).unwrap(), w256, "{what}");
                assert_eq!(ours128.decrypt(&nonce, &aad, &w128).unwrap(), pt, "{what}");
                let mut bad = w256.clone();
                let at = $rng.next() as usize % bad.len();
                bad[at] ^= 1 << ($rng.next() % 8);
                assert!(ours256.decrypt(&nonce, &aad, &bad).is_err(), "{what}");
            }
            _ => assert!(ours128.encrypt(&nonce, &aad, &pt).is_err(), "{what}: RustCrypto refused it"),
        }
    }};
}

#[test]
fn ccm_matches_rustcrypto() {
    use aead::consts::{U4, U6, U7, U8, U10, U11, U12, U13, U14, U16};
    let mut rng = Rng(0x243f_6a88_85a3_08d3);
    for backend in backends() {
        for (i, len) in lengths().into_iter().enumerate() {
            let aad_len = [0usize, 1, 13, 14, 15, 16, 17, 31, 33, 300][i % 10];
            match i % 5 {
                0 => ccm_case!(rng, backend, U16, U13, len, aad_len),
                1 => ccm_case!(rng, backend, U4, U7, len, aad_len),
                2 => ccm_case!(rng, backend, U8, U12, len, aad_len),
                3 => ccm_case!(rng, backend, U6, U11, len, aad_len),
                _ => ccm_case!(rng, backend, U14, U8, len, aad_len),
            }
        }
        // The AAD length encodings: 2 bytes below 0xff00, 6 bytes from 0xff00 on.
        for aad_len in [0xfeff, 0xff00, 0xff01] {
            ccm_case!(rng, backend, U10, U13, 40, aad_len);
        }
        // q = 2: a 13-byte nonce allows 65535 bytes at most.
        let ccm = Ccm::new(Aes128::with_backend(&[1; 16], backend).unwrap(), 16, 13).unwrap();
        assert!(ccm.encrypt(&[0; 13], b"", &vec![0; 65535]).is_ok());
        assert_eq!(ccm.encrypt(&[0; 13], b"", &vec![0; 65536]), Err(aes_engine::Error::MessageTooLong));
    }
}
