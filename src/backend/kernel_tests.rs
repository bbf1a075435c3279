//! The AES kernel test suite every hardware backend runs: each kernel of [`AesKernels`],
//! [`GhashKernels`] and [`GcmKernels`] against the portable backend (`soft`: its AES and GHASH,
//! and the generic fallbacks of `kernels.rs` it inherits) on pseudo-random inputs, counters at
//! the 2^32, 2^64 and 2^128 wraps, every block count to 70, calls split at every block, and the
//! public modes streamed in pieces of every size. (XTS: against the portable kernel of
//! `backend/xts.rs` on soft's AES.)
//!
//! A backend implements [`Subject`] (how to build its keys, and which kernel families one key
//! can run) and instantiates the suite with [`kernel_test_suite!`] in its `tests.rs`, next to
//! the tests only it needs.

use super::kernels::{AesKernels, Block, GcmEnd, GcmKernels, GcmLast, GhashKernels};
use super::soft;
use super::test_rng::Rng;
use std::vec::Vec;

mod feedback;
pub(crate) use feedback::{cfb8_matches_soft, feedback_modes_match_model, feedback_modes_split_everywhere};

/// A backend under test, with the proof it can run here (its detection token).
pub(crate) trait Subject: Copy {
    type Aes: GcmKernels<GHashKey = Self::GHashKey> + Clone;
    type GHashKey: GhashKernels + Clone;
    /// The backend's AES key for `key` (16, 24 or 32 bytes).
    fn aes(self, key: &[u8]) -> Self::Aes;
    /// The backend's GHASH key for `h`.
    fn ghash(self, h: &Block) -> Self::GHashKey;
    /// Every kernel family `key` can run (vaes: the ymm kernels, and the zmm ones by Karatsuba
    /// and by schoolbook); the key alone by default.
    fn aes_variants(key: Self::Aes) -> Vec<Self::Aes> {
        std::vec![key]
    }
    /// [`Subject::aes_variants`] for GHASH keys.
    fn ghash_variants(key: Self::GHashKey) -> Vec<Self::GHashKey> {
        std::vec![key]
    }
}

/// Instantiates the suite: `kernel_test_suite!(subject)` with `fn subject() -> Option<impl
/// Subject>` in scope (`None`: the CPU lacks the backend, and every test passes vacuously) makes
/// a module `suite` of one `#[test]` per function below.
macro_rules! kernel_test_suite {
    ($subject:ident) => {
        $crate::backend::kernel_tests::kernel_test_suite!(@tests $subject;
            fips197_vectors, ecb_matches_soft, ctr_matches_soft, ctr_split_calls_continue,
            cbc_matches_soft, cbc_encrypt_many_matches_serial, ghash_matches_soft,
            ghash_known_answer, gcm_matches_soft, gcm_finish_matches_two_calls,
            empty_inputs_do_nothing, inc32_wrap_every_position_and_split,
            ctr128_carry_and_wrap_split_everywhere, gcm_crypt_last_every_length,
            cbc_decrypt_split_everywhere, feedback_modes_match_model, feedback_modes_split_everywhere,
            cfb8_matches_soft, ccm_matches_soft, xts_matches_soft, xts_split_everywhere,
            xts_units_match_per_unit);
    };
    (@tests $subject:ident; $($name:ident),* $(,)?) => {
        mod suite {
            $(
                #[test]
                fn $name() {
                    if let Some(subject) = super::$subject() {
                        $crate::backend::kernel_tests::$name(subject);
                    }
                }
            )*
        }
    };
}
pub(crate) use kernel_test_suite;

/// Three keys of each size on the backend and on `soft`.
fn plain_keys<S: Subject>(rng: &mut Rng, s: S) -> Vec<(S::Aes, soft::Aes)> {
    let mut out = Vec::new();
    for len in [16, 24, 32] {
        for _ in 0..3 {
            let k = rng.bytes(len);
            out.push((s.aes(&k), soft::Aes::new(&k)));
        }
    }
    out
}

/// Three keys of each size, each in every kernel family it can run.
fn keys<S: Subject>(rng: &mut Rng, s: S) -> Vec<(S::Aes, soft::Aes)> {
    let mut out = Vec::new();
    for len in [16, 24, 32] {
        for _ in 0..3 {
            let k = rng.bytes(len);
            let slow = soft::Aes::new(&k);
            out.extend(S::aes_variants(s.aes(&k)).into_iter().map(|fast| (fast, slow.clone())));
        }
    }
    out
}

/// Block counts 0..=70 (crossing the 4-, 8- and 16-block batches) plus a few larger ones.
fn lengths() -> impl Iterator<Item = usize> + Clone {
    (0..=70).chain([127, 128, 129, 255, 256, 257])
}

/// Counters a few steps below the 2^32, 2^64 and 2^128 wraps (with random bits above the
/// wrapping part), zero, and random ones.
fn counters(rng: &mut Rng) -> Vec<Block> {
    let mut out = Vec::new();
    for bits in [32u32, 64, 128] {
        for back in [0u128, 1, 2, 3, 5, 7, 8, 9, 16, 17, 40] {
            let high = if bits == 128 { 0 } else { u128::from_be_bytes(rng.block()) >> bits << bits };
            let low = if bits == 128 { u128::MAX } else { (1u128 << bits) - 1 };
            out.push((high | (low - back)).to_be_bytes());
        }
    }
    out.extend([[0; 16], rng.block(), rng.block()]);
    out
}

pub(crate) fn fips197_vectors<S: Subject>(s: S) {
    let pt: Block = hex_literal::hex!("00112233445566778899aabbccddeeff");
    let key: Vec<u8> = (0u8..32).collect();
    let cases: [(usize, Block); 3] = [
        (16, hex_literal::hex!("69c4e0d86a7b0430d8cdb78070b4c55a")),
        (24, hex_literal::hex!("dda97ca4864cdfe06eaf70a0ec0d7191")),
        (32, hex_literal::hex!("8ea2b7ca516745bfeafc49904b496089")),
    ];
    for (len, ct) in cases {
        for aes in S::aes_variants(s.aes(&key[..len])) {
            for n in [1, 9, 17, 33] {
                let mut b = std::vec![pt; n];
                aes.encrypt_blocks(&mut b);
                assert_eq!(b, std::vec![ct; n], "AES-{} n={n}", len * 8);
                aes.decrypt_blocks(&mut b);
                assert_eq!(b, std::vec![pt; n]);
            }
        }
    }
}

pub(crate) fn ecb_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let (mut got, mut want) = (pt.clone(), pt.clone());
            aes.encrypt_blocks(&mut got);
            reference.encrypt_blocks(&mut want);
            assert_eq!(got, want, "encrypt n={n}");
            aes.decrypt_blocks(&mut got);
            assert_eq!(got, pt, "decrypt n={n}");
            let (mut got, mut want) = (pt.clone(), pt.clone());
            aes.decrypt_blocks(&mut got);
            reference.decrypt_blocks(&mut want);
            assert_eq!(got, want, "decrypt of random n={n}");
        }
    }
}

pub(crate) fn ctr_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0x0bad_cafe_f00d_0001);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for ctr in counters(&mut rng) {
            for n in (0..=70).step_by(3).chain([1, 2, 7, 8, 9, 15, 16, 17, 32, 33, 48, 63, 64, 70]) {
                let pt = rng.blocks(n);
                for wide in [false, true] {
                    let (mut c1, mut c2) = (ctr, ctr);
                    let (mut got, mut want) = (pt.clone(), pt.clone());
                    if wide {
                        aes.ctr128(&mut c1, &mut got);
                        reference.ctr128(&mut c2, &mut want);
                    } else {
                        aes.ctr32(&mut c1, &mut got);
                        reference.ctr32(&mut c2, &mut want);
                    }
                    assert_eq!(got, want, "wide={wide} n={n} ctr={ctr:02x?}");
                    assert_eq!(c1, c2, "counter wide={wide} n={n} ctr={ctr:02x?}");
                }
            }
        }
        for n in lengths() {
            let pt = rng.blocks(n);
            let c0 = rng.block();
            let (mut a, mut b) = (pt.clone(), pt);
            let (mut ca, mut cb) = (c0, c0);
            aes.ctr32(&mut ca, &mut a);
            reference.ctr32(&mut cb, &mut b);
            assert_eq!((a, ca), (b, cb), "ctr32 n={n}");
        }
    }
}

pub(crate) fn ctr_split_calls_continue<S: Subject>(s: S) {
    let mut rng = Rng(77);
    for (aes, _) in plain_keys(&mut rng, s) {
        let pt = rng.blocks(70);
        let start = (0u128.wrapping_sub(30)).to_be_bytes();
        let (mut c1, mut c2) = (start, start);
        let mut whole = pt.clone();
        aes.ctr128(&mut c1, &mut whole);
        let mut parts = pt.clone();
        let (a, b) = parts.split_at_mut(rng.below(70));
        aes.ctr128(&mut c2, a);
        aes.ctr128(&mut c2, b);
        assert_eq!(whole, parts);
        assert_eq!(c1, c2);
    }
}

pub(crate) fn cbc_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0x5eed_0000_0000_0003);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let iv = rng.block();
            let (mut iv1, mut iv2) = (iv, iv);
            let (mut got, mut want) = (pt.clone(), pt.clone());
            aes.cbc_encrypt(&mut iv1, &mut got);
            reference.cbc_encrypt(&mut iv2, &mut want);
            assert_eq!(got, want, "encrypt n={n}");
            assert_eq!(iv1, iv2, "encrypt iv n={n}");

            let ct = want;
            let (mut iv1, mut iv2) = (iv, iv);
            let (mut got, mut want) = (ct.clone(), ct.clone());
            aes.cbc_decrypt(&mut iv1, &mut got);
            reference.cbc_decrypt(&mut iv2, &mut want);
            assert_eq!(got, want, "decrypt n={n}");
            assert_eq!(got, pt, "roundtrip n={n}");
            assert_eq!(iv1, iv2, "decrypt iv n={n}");
            assert_eq!(iv1, ct.last().copied().unwrap_or(iv), "decrypt iv is the last ciphertext n={n}");
        }
    }
}

/// The CCM kernel against the portable fallback, both directions, on counters a few blocks
/// below a 2^32 carry (the kernels may assume no carry out of the low 64 bits: CCM's length
/// limit) and random ones, every length, and calls split at random blocks; opening the sealed
/// data gives the plaintext and the same chain.
pub(crate) fn ccm_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0xcc3d_0000_0000_0005);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let x0 = rng.block();
            let mut c0 = rng.block();
            if n % 2 == 0 {
                // Low 32 bits a few steps below 2^32; bits 32..64 below their maximum.
                c0[8..12].copy_from_slice(&[0, 0, 0x12, 0x34]);
                c0[12..].copy_from_slice(&(u32::MAX - (n as u32 % 7)).to_be_bytes());
            } else {
                c0[8] = 0;
            }
            let split = if n == 0 { 0 } else { rng.below(n + 1) };
            let (mut x1, mut x2, mut k1, mut k2) = (x0, x0, c0, c0);
            let (mut got, mut want) = (pt.clone(), pt.clone());
            let (a, b) = got.split_at_mut(split);
            aes.ccm(&mut x1, &mut k1, a, true, None);
            aes.ccm(&mut x1, &mut k1, b, true, None);
            reference.ccm(&mut x2, &mut k2, &mut want, true, None);
            assert_eq!(got, want, "seal n={n}");
            assert_eq!((x1, k1), (x2, k2), "seal chain, counter n={n}");
            assert_eq!(u128::from_be_bytes(k1), u128::from_be_bytes(c0) + n as u128, "counter n={n}");

            let (mut x3, mut k3) = (x0, c0);
            aes.ccm(&mut x3, &mut k3, &mut got, false, None);
            assert_eq!(got, pt, "open n={n}");
            assert_eq!((x3, k3), (x1, k1), "open chain, counter n={n}");
            let (mut x4, mut k4) = (x0, c0);
            reference.ccm(&mut x4, &mut k4, &mut want, false, None);
            assert_eq!((&want, x4, k4), (&pt, x1, k1), "soft open n={n}");

            // With the tag step: one call gives the blocks, the counter, and E(x) ^ E(A_0) of
            // the chain's last x, both directions.
            let a0 = rng.block();
            let mut pair = [x1, a0];
            reference.encrypt_blocks(&mut pair);
            let tag: Block = core::array::from_fn(|i| pair[0][i] ^ pair[1][i]);
            let (mut x5, mut k5, mut sealed, mut want_sealed) = (x0, c0, pt.clone(), pt.clone());
            aes.ccm(&mut x5, &mut k5, &mut sealed, true, Some(&a0));
            reference.ccm(&mut x0.clone(), &mut c0.clone(), &mut want_sealed, true, None);
            assert_eq!((&sealed, x5, k5), (&want_sealed, tag, k1), "seal, tag n={n}");
            let (mut x6, mut k6) = (x0, c0);
            aes.ccm(&mut x6, &mut k6, &mut sealed, false, Some(&a0));
            assert_eq!((&sealed, x6, k6), (&pt, tag, k1), "open, tag n={n}");
            let (mut x7, mut k7) = (x0, c0);
            reference.ccm(&mut x7, &mut k7, &mut [], true, Some(&a0));
            let (mut x8, mut k8) = (x0, c0);
            aes.ccm(&mut x8, &mut k8, &mut [], false, Some(&a0));
            assert_eq!((x8, k8), (x7, k7), "tag step alone n={n}");
        }
    }
}

pub(crate) fn cbc_encrypt_many_matches_serial<S: Subject>(s: S) {
    let mut rng = Rng(0xfeed_beef_0000_0004);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for round in 0..40 {
            let lanes = if round == 0 { 0 } else { 1 + rng.below(20) };
            let msgs: Vec<Vec<Block>> = (0..lanes)
                .map(|_| {
                    // Mostly short, some empty, some long.
                    let len = match rng.below(5) {
                        0 => 0,
                        1 => rng.below(4),
                        2 => rng.below(71),
                        _ => rng.below(41),
                    };
                    rng.blocks(len)
                })
                .collect();
            let ivs: Vec<Block> = (0..lanes).map(|_| rng.block()).collect();

            let mut got = msgs.clone();
            let mut got_ivs = ivs.clone();
            {
                let mut refs: Vec<&mut [Block]> = got.iter_mut().map(|m| &mut m[..]).collect();
                aes.cbc_encrypt_many(&mut got_ivs, &mut refs);
            }
            for i in 0..lanes {
                let mut want = msgs[i].clone();
                let mut iv = ivs[i];
                reference.cbc_encrypt(&mut iv, &mut want);
                assert_eq!(got[i], want, "lanes={lanes} lane={i}");
                assert_eq!(got_ivs[i], iv, "iv lanes={lanes} lane={i}");
            }
        }
        // No lanes at all.
        aes.cbc_encrypt_many(&mut [], &mut []);
    }
}

pub(crate) fn ghash_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0xa5a5_5a5a_0000_0005);
    let mut one = [0u8; 16];
    one[0] = 0x80; // the field's 1
    let mut top = [0u8; 16];
    top[15] = 1; // x^127, the top bit of the reflected form
    let mut hs = std::vec![[0u8; 16], one, top, [0x80; 16], [0xff; 16]];
    hs.extend((0..8).map(|_| rng.block()));
    for h in hs {
        let reference = soft::GHashKey::new(&h);
        for key in S::ghash_variants(s.ghash(&h)) {
            for n in lengths().chain([200, 256 + 31]) {
                let blocks = rng.blocks(n);
                let y0 = rng.block();
                let (mut y1, mut y2) = (y0, y0);
                key.update_blocks(&mut y1, &blocks);
                reference.update_blocks(&mut y2, &blocks);
                assert_eq!(y1, y2, "h={h:02x?} n={n}");
            }
        }
    }
}

/// GCM test case 2 (McGrew-Viega): K = 0^128, P = 0^128; H = E_K(0), and GHASH(H, {}, C) with
/// the length block [0, 128]; and the defining identity of H = 1 (GHASH of one block from 0 is
/// the block). Independent of the soft backend (guards against the two sharing a mistake).
pub(crate) fn ghash_known_answer<S: Subject>(s: S) {
    let aes = s.aes(&[0u8; 16]);
    let mut h = [0u8; 16];
    aes.encrypt_blocks(core::slice::from_mut(&mut h));
    assert_eq!(h, hex_literal::hex!("66e94bd4ef8a2c3b884cfa59ca342b2e"));
    let c = hex_literal::hex!("0388dace60b6a392f328c2b971b2fe78");
    let mut len = [0u8; 16];
    len[15] = 128;
    for key in S::ghash_variants(s.ghash(&h)) {
        let mut y = [0; 16];
        key.update_blocks(&mut y, &[c, len]);
        assert_eq!(y, hex_literal::hex!("f38cbb1ad69223dcc3457ae5b6b0f885"));
    }
    let mut one = [0u8; 16];
    one[0] = 0x80;
    let x: Block = *b"0123456789abcdef";
    for key in S::ghash_variants(s.ghash(&one)) {
        let mut y = [0u8; 16];
        key.update_blocks(&mut y, &[x]);
        assert_eq!(y, x);
    }
}

/// Bulk GCM in both directions against soft (ciphertext, counter and GHASH state), with the
/// counter public and secret (a public one may take other paths; the output must not differ).
pub(crate) fn gcm_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0x00dd_ba11_0000_0006);
    for (aes, reference) in keys(&mut rng, s) {
        let h = rng.block();
        let (gk, gref) = (s.ghash(&h), soft::GHashKey::new(&h));
        let ctrs = counters(&mut rng);
        for (i, n) in lengths().enumerate() {
            let ctr = ctrs[i % ctrs.len()];
            let pt = rng.blocks(n);
            let y0 = rng.block();
            for public in [false, true] {
                let (mut c1, mut c2) = (ctr, ctr);
                let (mut y1, mut y2) = (y0, y0);
                let (mut got, mut want) = (pt.clone(), pt.clone());
                aes.gcm_seal(&gk, &mut c1, &mut y1, &mut got, public);
                reference.gcm_seal(&gref, &mut c2, &mut y2, &mut want, public);
                assert_eq!(got, want, "seal n={n} public={public}");
                assert_eq!((y1, c1), (y2, c2), "seal y and counter n={n} public={public}");

                let ct = want;
                let (mut c1, mut c2) = (ctr, ctr);
                let (mut y1, mut y2) = (y0, y0);
                let (mut got, mut want) = (ct.clone(), ct.clone());
                aes.gcm_open(&gk, &mut c1, &mut y1, &mut got, public);
                reference.gcm_open(&gref, &mut c2, &mut y2, &mut want, public);
                assert_eq!(got, want, "open n={n} public={public}");
                assert_eq!(got, pt, "roundtrip n={n} public={public}");
                assert_eq!((y1, c1), (y2, c2), "open y and counter n={n} public={public}");
            }
        }
    }
}

/// The fused end of a message equals the provided method (one AES call, one GHASH call) of the
/// soft backend for every tail length 0..=70 (only the first 64 bytes are touched), both
/// directions, counters near the wraps, random J0, y and length block.
pub(crate) fn gcm_finish_matches_two_calls<S: Subject>(s: S) {
    let mut rng = Rng(0x00dd_ba11_0000_0007);
    for (aes, reference) in keys(&mut rng, s) {
        let h = rng.block();
        let (gk, gref) = (s.ghash(&h), soft::GHashKey::new(&h));
        let ctrs = counters(&mut rng);
        for n in 0..=70 {
            let ctr = ctrs[n % ctrs.len()];
            let (j0, y, lens) = (rng.block(), rng.block(), rng.block());
            let data = rng.bytes(n);
            for seal in [true, false] {
                let (mut a, mut b) = (data.clone(), data.clone());
                let (mut ca, mut cb) = (ctr, ctr);
                let end = |counter, tail| GcmEnd { j0: &j0, counter, y: &y, tail, lens, seal };
                let ta = aes.gcm_finish(&gk, end(&mut ca, &mut a));
                let tb = reference.gcm_finish(&gref, end(&mut cb, &mut b));
                assert_eq!(a, b, "{n} bytes, seal {seal}");
                assert_eq!(a[n.min(64)..], data[n.min(64)..], "{n} bytes: past 64 untouched");
                assert_eq!((ta, ca), (tb, cb), "{n} bytes, seal {seal}: tag and counter");
            }
        }
    }
}

pub(crate) fn empty_inputs_do_nothing<S: Subject>(s: S) {
    for aes in S::aes_variants(s.aes(&[7; 32])) {
        let gk = s.ghash(&[9; 16]);
        let mut ctr = [3; 16];
        let mut y = [5; 16];
        aes.encrypt_blocks(&mut []);
        aes.decrypt_blocks(&mut []);
        aes.ctr128(&mut ctr, &mut []);
        aes.ctr32(&mut ctr, &mut []);
        aes.cbc_encrypt(&mut y, &mut []);
        aes.cbc_decrypt(&mut y, &mut []);
        aes.cbc_encrypt_many(&mut [], &mut []);
        let mut e: [Block; 0] = [];
        aes.cbc_encrypt_many(&mut [[1; 16]], &mut [&mut e[..]]);
        gk.update_blocks(&mut y, &[]);
        aes.gcm_seal(&gk, &mut ctr, &mut y, &mut [], false);
        aes.gcm_open(&gk, &mut ctr, &mut y, &mut [], false);
        assert_eq!(ctr, [3; 16]);
        assert_eq!(y, [5; 16]);
    }
}

/// inc32 at every position of the 2^32 wrap inside a batch and in the tail, for ctr32 and both
/// GCM directions, and continuity across calls split at every block: the counter left by the
/// first call must continue across the wrap exactly as one call does.
pub(crate) fn inc32_wrap_every_position_and_split<S: Subject>(s: S) {
    let mut rng = Rng(0x1c32_0000_0000_0008);
    for (aes, reference) in keys(&mut rng, s) {
        let h = rng.block();
        let (gk, gref) = (s.ghash(&h), soft::GHashKey::new(&h));
        for back in 1u32..=35 {
            let mut ctr = rng.block();
            ctr[12..].copy_from_slice(&0u32.wrapping_sub(back).to_be_bytes());
            let n = 1 + rng.below(40);
            let pt = rng.blocks(n);
            let y0 = rng.block();
            for seal in [true, false] {
                let (mut cw, mut yw, mut want) = (ctr, y0, pt.clone());
                if seal {
                    reference.gcm_seal(&gref, &mut cw, &mut yw, &mut want, false);
                } else {
                    reference.gcm_open(&gref, &mut cw, &mut yw, &mut want, false);
                }
                for split in 0..=n {
                    let (mut c, mut y, mut got) = (ctr, y0, pt.clone());
                    let (a, b) = got.split_at_mut(split);
                    for part in [a, b] {
                        if seal {
                            aes.gcm_seal(&gk, &mut c, &mut y, part, false);
                        } else {
                            aes.gcm_open(&gk, &mut c, &mut y, part, false);
                        }
                    }
                    assert_eq!((got, y, c), (want.clone(), yw, cw), "seal={seal} back={back} n={n} split={split}");
                }
            }
            let (mut cw, mut want) = (ctr, pt.clone());
            reference.ctr32(&mut cw, &mut want);
            for split in 0..=n {
                let (mut c, mut got) = (ctr, pt.clone());
                let (a, b) = got.split_at_mut(split);
                aes.ctr32(&mut c, a);
                aes.ctr32(&mut c, b);
                assert_eq!((got, c), (want.clone(), cw), "ctr32 back={back} n={n} split={split}");
            }
        }
    }
}

/// ctr128 across the 2^64 carry and the 2^128 wrap, split at every block.
pub(crate) fn ctr128_carry_and_wrap_split_everywhere<S: Subject>(s: S) {
    let mut rng = Rng(0x0128_0000_0000_0009);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for back in 1u128..=35 {
            let hi = u128::from_be_bytes(rng.block()) & !(u64::MAX as u128);
            for start in [0u128.wrapping_sub(back), hi | (u64::MAX as u128 + 1 - back)] {
                let start = start.to_be_bytes();
                let n = 1 + rng.below(40);
                let pt = rng.blocks(n);
                let (mut cw, mut want) = (start, pt.clone());
                reference.ctr128(&mut cw, &mut want);
                for split in 0..=n {
                    let (mut c, mut got) = (start, pt.clone());
                    let (a, b) = got.split_at_mut(split);
                    aes.ctr128(&mut c, a);
                    aes.ctr128(&mut c, b);
                    assert_eq!((got, c), (want.clone(), cw), "back={back} n={n} split={split}");
                }
            }
        }
    }
}

/// `gcm_crypt_last` against soft for every byte length 0..=300: tails of 1..=15 bytes after
/// whole blocks, both directions, counters near the wraps, with the counter public or not.
pub(crate) fn gcm_crypt_last_every_length<S: Subject>(s: S) {
    let mut rng = Rng(0x00dd_ba11_0000_000a);
    for (aes, reference) in keys(&mut rng, s) {
        let h = rng.block();
        let (gk, gref) = (s.ghash(&h), soft::GHashKey::new(&h));
        let ctrs = counters(&mut rng);
        for n in 0..=300 {
            let ctr = ctrs[n % ctrs.len()];
            let (j0, y0, lens) = (rng.block(), rng.block(), rng.block());
            let data = rng.bytes(n);
            for seal in [true, false] {
                let (mut cw, mut yw, mut want) = (ctr, y0, data.clone());
                let last = GcmLast { j0: &j0, lens, seal, ctr_public: false };
                let tw = reference.gcm_crypt_last(&gref, &mut cw, &mut yw, &mut want, last);
                for ctr_public in [false, true] {
                    let (mut c, mut y, mut got) = (ctr, y0, data.clone());
                    let last = GcmLast { j0: &j0, lens, seal, ctr_public };
                    let tag = aes.gcm_crypt_last(&gk, &mut c, &mut y, &mut got, last);
                    assert_eq!((&got, tag), (&want, tw), "n={n} seal={seal} ctr_public={ctr_public}");
                }
            }
        }
    }
}

/// CBC decryption continued over calls split at every block (batches straddling the split), in
/// place, against one call.
pub(crate) fn cbc_decrypt_split_everywhere<S: Subject>(s: S) {
    let mut rng = Rng(0x0cbc_0000_0000_000b);
    for (aes, reference) in plain_keys(&mut rng, s) {
        for n in [3, 4, 5, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 32, 33, 47, 48, 49] {
            let ct = rng.blocks(n);
            let iv = rng.block();
            let (mut ivw, mut want) = (iv, ct.clone());
            reference.cbc_decrypt(&mut ivw, &mut want);
            for split in 0..=n {
                let (mut v, mut got) = (iv, ct.clone());
                let (a, b) = got.split_at_mut(split);
                aes.cbc_decrypt(&mut v, a);
                aes.cbc_decrypt(&mut v, b);
                assert_eq!((got, v), (want.clone(), ivw), "n={n} split={split}");
            }
        }
    }
}

/// XTS tweaks: random ones, and the extremes (every bit set: every lane's products reduce).
fn xts_tweaks(rng: &mut Rng) -> [Block; 4] {
    [rng.block(), rng.block(), [0xff; 16], [0x80; 16]]
}

/// `xts_encrypt` (`encrypt`) or `xts_decrypt` of `data` with `tweak`; the next tweak.
fn xts<K: AesKernels>(key: &K, encrypt: bool, tweak: Block, data: &mut [Block]) -> Block {
    let mut t = tweak;
    if encrypt {
        key.xts_encrypt(&mut t, data);
    } else {
        key.xts_decrypt(&mut t, data);
    }
    t
}

/// XTS both ways, every block count to 70 and beyond (across the 8- and 16-block batches),
/// against soft, with the next tweak; decryption undoes encryption.
pub(crate) fn xts_matches_soft<S: Subject>(s: S) {
    let mut rng = Rng(0x0075_0000_0000_000c);
    for (aes, reference) in keys(&mut rng, s) {
        for n in lengths() {
            let pt = rng.blocks(n);
            for tweak in xts_tweaks(&mut rng) {
                let (mut got, mut want) = (pt.clone(), pt.clone());
                let t1 = xts(&aes, true, tweak, &mut got);
                let t2 = xts(&reference, true, tweak, &mut want);
                assert_eq!((&got, t1), (&want, t2), "encrypt n={n}");
                let ct = want;
                let (mut got, mut want) = (ct.clone(), ct.clone());
                let t1 = xts(&aes, false, tweak, &mut got);
                let t2 = xts(&reference, false, tweak, &mut want);
                assert_eq!((&got, t1), (&want, t2), "decrypt n={n}");
                assert_eq!(got, pt, "roundtrip n={n}");
            }
        }
    }
}

/// XTS continued over calls split at every block (the tweak carried over), in place in a buffer
/// at an odd address, against one call.
pub(crate) fn xts_split_everywhere<S: Subject>(s: S) {
    let mut rng = Rng(0x0075_0000_0000_000d);
    for (aes, _) in plain_keys(&mut rng, s) {
        // 128 and 161: several whole batches of every width (8, 16, 32) and a tail; 300: past
        // the 256 blocks from which one-unit AES-128 calls take vaes's zmm kernel (nine
        // 32-block batches and 12 blocks), split on both sides of that length.
        for n in [2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49, 70, 128, 161, 300] {
            let pt = rng.blocks(n);
            for encrypt in [true, false] {
                let tweak = rng.block();
                let mut want = pt.clone();
                let t_want = xts(&aes, encrypt, tweak, &mut want);
                for split in 0..=n {
                    let mut buf = std::vec![0u8; 16 * n + 1];
                    buf[1..].copy_from_slice(pt.as_flattened());
                    let (got, _) = buf[1..].as_chunks_mut::<16>();
                    let (a, b) = got.split_at_mut(split);
                    let t = xts(&aes, encrypt, tweak, a);
                    let t = xts(&aes, encrypt, t, b);
                    assert_eq!((&*got, t), (&want[..], t_want), "n={n} split={split} encrypt={encrypt}");
                }
            }
        }
    }
}

/// XTS over many data units in one call (`xts_encrypt_units`/`xts_decrypt_units`, from plain
/// tweaks and a tweak key) against soft's tweak encryption and portable kernel one unit at a
/// time: unit lengths around the 8-, 16- and 32-block batches (whole batches take the many-unit
/// kernels, others the per-unit loop), unit counts around the zmm kernel's quads of tweaks (its
/// ring of two) and the 16-unit tweak groups, in place at an odd address; decryption undoes
/// encryption.
pub(crate) fn xts_units_match_per_unit<S: Subject>(s: S) {
    let mut rng = Rng(0x0075_0000_0000_000e);
    for len in [16, 24, 32] {
        let (k1, k2) = (rng.bytes(len), rng.bytes(len));
        let (reference, reference_tweak) = (soft::Aes::new(&k1), soft::Aes::new(&k2));
        let tweak_key = s.aes(&k2);
        for aes in S::aes_variants(s.aes(&k1)) {
            for unit in [1, 7, 8, 15, 16, 17, 31, 32, 33, 48, 64] {
                for units in [1, 2, 3, 4, 5, 8, 9, 13, 16, 17] {
                    let n = unit * units;
                    let pt = rng.blocks(n);
                    let mut tweaks: Vec<Block> = (0..units).map(|_| rng.block()).collect();
                    tweaks[0] = [0xff; 16];
                    let mut want = pt.clone();
                    for (t, d) in tweaks.iter().zip(want.chunks_mut(unit)) {
                        let mut t0 = *t;
                        reference_tweak.encrypt_blocks(core::slice::from_mut(&mut t0));
                        xts(&reference, true, t0, d);
                    }
                    let mut buf = std::vec![0u8; 16 * n + 1];
                    buf[1..].copy_from_slice(pt.as_flattened());
                    let (got, _) = buf[1..].as_chunks_mut::<16>();
                    aes.xts_encrypt_units(&tweak_key, &tweaks, unit, got);
                    assert_eq!(&*got, &want[..], "encrypt unit={unit} units={units}");
                    aes.xts_decrypt_units(&tweak_key, &tweaks, unit, got);
                    assert_eq!(&*got, &pt[..], "decrypt unit={unit} units={units}");
                }
            }
        }
    }
}
