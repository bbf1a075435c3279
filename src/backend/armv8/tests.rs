//! Every armv8 kernel against the portable reference backend (`soft`), whose wide methods are
//! the generic fallbacks of `kernels.rs`.

use super::{Aes, GHashKey};
use crate::backend::detect::Armv8Token;
use crate::backend::kernels::{AesKernels, Block, GcmEnd, GcmKernels, GhashKernels};
use crate::backend::soft;

extern crate alloc;
use crate::backend::test_rng::Rng;
use alloc::vec::Vec;

fn token() -> Option<Armv8Token> {
    Armv8Token::get()
}

/// One key of each size per round, with its reference.
fn keys(rng: &mut Rng) -> Vec<(Aes, soft::Aes)> {
    let t = token().expect("checked by caller");
    [16, 24, 32]
        .iter()
        .map(|&len| {
            let k = rng.bytes(len);
            (Aes::new(t, &k), soft::Aes::new(&k))
        })
        .collect()
}

/// Block counts 0..=70 plus a few larger ones.
fn lengths() -> impl Iterator<Item = usize> {
    (0..=70).chain([127, 128, 129, 255, 256, 257])
}

#[test]
fn fips197_vectors() {
    let Some(t) = token() else { return };
    let pt: Block = hex_literal::hex!("00112233445566778899aabbccddeeff");
    let key: Vec<u8> = (0u8..32).collect();
    let cases: [(usize, Block); 3] = [
        (16, hex_literal::hex!("69c4e0d86a7b0430d8cdb78070b4c55a")),
        (24, hex_literal::hex!("dda97ca4864cdfe06eaf70a0ec0d7191")),
        (32, hex_literal::hex!("8ea2b7ca516745bfeafc49904b496089")),
    ];
    for (len, ct) in cases {
        let aes = Aes::new(t, &key[..len]);
        let mut b = [pt; 9];
        aes.encrypt_blocks(&mut b);
        assert_eq!(b, [ct; 9], "AES-{}", len * 8);
        aes.decrypt_blocks(&mut b);
        assert_eq!(b, [pt; 9]);
    }
}

#[test]
fn ecb_matches_soft() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for (aes, reference) in keys(&mut rng) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let mut got = pt.clone();
            let mut want = pt.clone();
            aes.encrypt_blocks(&mut got);
            reference.encrypt_blocks(&mut want);
            assert_eq!(got, want, "encrypt n={n}");
            aes.decrypt_blocks(&mut got);
            assert_eq!(got, pt, "decrypt n={n}");
            let mut want = pt.clone();
            let mut got = pt.clone();
            aes.decrypt_blocks(&mut got);
            reference.decrypt_blocks(&mut want);
            assert_eq!(got, want, "decrypt of random n={n}");
        }
    }
}

/// Counters just below the 2^32, 2^64 and 2^128 wrap points, and random ones.
fn counters(rng: &mut Rng) -> Vec<Block> {
    let mut v = Vec::new();
    for back in [1u128, 2, 3, 5, 8, 9, 17, 40] {
        let r = rng.block();
        let hi = u128::from_be_bytes(r) & !((1u128 << 64) - 1);
        let mid = u128::from_be_bytes(r) & !((1u128 << 32) - 1);
        v.push((0u128.wrapping_sub(back)).to_be_bytes());
        v.push((hi | ((1u128 << 64) - back)).to_be_bytes());
        v.push((mid | ((1u128 << 32) - back)).to_be_bytes());
    }
    v.push([0; 16]);
    v.push(rng.block());
    v
}

#[test]
fn ctr_matches_soft() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x0bad_cafe_f00d_0001);
    for (aes, reference) in keys(&mut rng) {
        for ctr in counters(&mut rng) {
            for n in (0..=70).step_by(3).chain([1, 7, 8, 9, 15, 16, 17, 64]) {
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
    }
}

#[test]
fn ctr_split_calls_continue() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(77);
    for (aes, _) in keys(&mut rng) {
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

#[test]
fn cbc_matches_soft() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x5eed_0000_0000_0003);
    for (aes, reference) in keys(&mut rng) {
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
        }
    }
}

#[test]
fn cbc_encrypt_many_matches_serial() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0xfeed_beef_0000_0004);
    for (aes, reference) in keys(&mut rng) {
        for round in 0..40 {
            let lanes = if round == 0 { 0 } else { 1 + rng.below(20) };
            let msgs: Vec<Vec<Block>> = (0..lanes)
                .map(|_| {
                    let len = match rng.below(4) {
                        0 => 0,
                        1 => rng.below(4),
                        _ => rng.below(40),
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
    }
}

#[test]
fn ghash_matches_soft() {
    let Some(t) = token() else { return };
    let mut rng = Rng(0xa5a5_5a5a_0000_0005);
    for round in 0..6 {
        let h = match round {
            0 => [0; 16],
            1 => {
                let mut h = [0; 16];
                h[0] = 0x80; // H = 1
                h
            }
            2 => [0xff; 16],
            _ => rng.block(),
        };
        let key = GHashKey::new(t, &h);
        let reference = soft::GHashKey::new(&h);
        for n in lengths() {
            let blocks = rng.blocks(n);
            let y0 = rng.block();
            let (mut y1, mut y2) = (y0, y0);
            key.update_blocks(&mut y1, &blocks);
            reference.update_blocks(&mut y2, &blocks);
            assert_eq!(y1, y2, "round={round} n={n}");
        }
    }
}

#[test]
fn ghash_known_answer() {
    let Some(t) = token() else { return };
    // GCM test case 2 (McGrew-Viega): K = 0^128, P = 0^128, C = 0388dace60b6a392f328c2b971b2fe78;
    // H = E_K(0) = 66e94bd4ef8a2c3b884cfa59ca342b2e; GHASH(H, {}, C) with the length block
    // [0, 128] = f38cbb1ad69223dcc3457ae5b6b0f885.
    let h = hex_literal::hex!("66e94bd4ef8a2c3b884cfa59ca342b2e");
    let c = hex_literal::hex!("0388dace60b6a392f328c2b971b2fe78");
    let mut len = [0u8; 16];
    len[15] = 128;
    let key = GHashKey::new(t, &h);
    let mut y = [0; 16];
    key.update_blocks(&mut y, &[c, len]);
    assert_eq!(y, hex_literal::hex!("f38cbb1ad69223dcc3457ae5b6b0f885"));
}

#[test]
fn gcm_matches_two_pass() {
    let Some(t) = token() else { return };
    let mut rng = Rng(0x00dd_ba11_0000_0006);
    for (aes, reference) in keys(&mut rng) {
        let h = rng.block();
        let gk = GHashKey::new(t, &h);
        let gref = soft::GHashKey::new(&h);
        let mut ctrs = counters(&mut rng);
        ctrs.truncate(12);
        for n in lengths() {
            let ctr = ctrs[n % ctrs.len()];
            let pt = rng.blocks(n);
            let y0 = rng.block();

            let (mut c1, mut c2) = (ctr, ctr);
            let (mut y1, mut y2) = (y0, y0);
            let (mut got, mut want) = (pt.clone(), pt.clone());
            aes.gcm_seal(&gk, &mut c1, &mut y1, &mut got, false);
            reference.gcm_seal(&gref, &mut c2, &mut y2, &mut want, false);
            assert_eq!(got, want, "seal n={n}");
            assert_eq!(y1, y2, "seal y n={n}");
            assert_eq!(c1, c2, "seal counter n={n}");

            let ct = want;
            let (mut c1, mut c2) = (ctr, ctr);
            let (mut y1, mut y2) = (y0, y0);
            let (mut got, mut want) = (ct.clone(), ct.clone());
            aes.gcm_open(&gk, &mut c1, &mut y1, &mut got, false);
            reference.gcm_open(&gref, &mut c2, &mut y2, &mut want, false);
            assert_eq!(got, want, "open n={n}");
            assert_eq!(got, pt, "roundtrip n={n}");
            assert_eq!(y1, y2, "open y n={n}");
            assert_eq!(c1, c2, "open counter n={n}");
        }
    }
}

/// The fused end of a message equals the provided method (one AES call, one GHASH call) of the
/// soft backend for every tail length 0..=70 (only the first 64 bytes are touched), both
/// directions, counters near the 2^32 wrap, random J0, y and length block.
#[test]
fn gcm_finish_matches_two_calls() {
    let Some(t) = token() else { return };
    let mut rng = Rng(0x00dd_ba11_0000_0007);
    for (aes, reference) in keys(&mut rng) {
        let h = rng.block();
        let (gk, gref) = (GHashKey::new(t, &h), soft::GHashKey::new(&h));
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

#[test]
fn empty_inputs_do_nothing() {
    let Some(t) = token() else { return };
    let aes = Aes::new(t, &[7; 32]);
    let gk = GHashKey::new(t, &[9; 16]);
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

/// The round count follows the key length (AES-192 is the odd one: Nk = 6, twelve rounds, the
/// `i % nk == 4` SubWord of AES-256 must not apply).
#[test]
fn round_count_per_key_size() {
    let Some(t) = token() else { return };
    for (len, nr) in [(16, 10), (24, 12), (32, 14)] {
        assert_eq!(Aes::new(t, &[0x5a; 32][..len]).rounds(), nr, "{len}-byte key");
    }
    // FIPS 197 appendix A.2: the last round key of the AES-192 expansion of
    // 8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b.
    let k = hex_literal::hex!("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
    let aes = Aes::new(t, &k);
    assert_eq!(aes.enc[12], hex_literal::hex!("e98ba06f448c773c8ecc720401002202"));
    assert_eq!(aes.enc[13], [0; 16], "no 13th round key for AES-192");
}

/// inc32 at every position of the 2^32 wrap inside a batch of eight and in the 1..=7-block
/// tail, for ctr32 and both GCM directions, and continuity across calls split at every block:
/// the counter left by the first call must continue across the wrap exactly as one call does.
#[test]
fn inc32_wrap_every_position_and_split() {
    let Some(t) = token() else { return };
    let mut rng = Rng(0x1c32_0000_0000_0008);
    for (aes, reference) in keys(&mut rng) {
        let h = rng.block();
        let (gk, gref) = (GHashKey::new(t, &h), soft::GHashKey::new(&h));
        for back in 1u32..=19 {
            let mut ctr = rng.block();
            ctr[12..].copy_from_slice(&0u32.wrapping_sub(back).to_be_bytes());
            let n = 1 + rng.below(24);
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
#[test]
fn ctr128_carry_and_wrap_split_everywhere() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x0128_0000_0000_0009);
    for (aes, reference) in keys(&mut rng) {
        for back in 1u128..=19 {
            let hi = u128::from_be_bytes(rng.block()) & !(u64::MAX as u128);
            for start in [0u128.wrapping_sub(back), hi | (u64::MAX as u128 + 1 - back)] {
                let start = start.to_be_bytes();
                let n = 1 + rng.below(24);
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

/// `gcm_crypt_last` (the bulk kernel then the fused end) against soft for every byte length
/// 0..=200: tails of 1..=15 bytes after 0..=12 whole blocks, both directions, counters at the
/// 2^32 wrap, with the counter public or not (armv8 must not care).
#[test]
fn gcm_crypt_last_every_length() {
    use crate::backend::kernels::GcmLast;
    let Some(t) = token() else { return };
    let mut rng = Rng(0x00dd_ba11_0000_000a);
    for (aes, reference) in keys(&mut rng) {
        let h = rng.block();
        let (gk, gref) = (GHashKey::new(t, &h), soft::GHashKey::new(&h));
        let ctrs = counters(&mut rng);
        for n in 0..=200 {
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

/// CBC decryption continued over calls split at every block (batches of eight straddling the
/// split), in place, against one call.
#[test]
fn cbc_decrypt_split_everywhere() {
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x0cbc_0000_0000_000b);
    for (aes, reference) in keys(&mut rng) {
        for n in [7, 8, 9, 16, 17, 23, 24, 25] {
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

/// The public modes on the armv8 backend against soft, in pieces of every size: CBC
/// decryption through the streaming decryptor (its held-back last block and in-place batches)
/// and CTR with its partial-block carry-over.
#[test]
fn modes_streamed_match_soft() {
    use crate::backend::Backend;
    use crate::cbc::{Decryptor, Padding};
    use crate::crypter::Crypter;
    use crate::ctr::Ctr;
    if token().is_none() {
        return;
    }
    let mut rng = Rng(0x0cbc_0000_0000_000c);
    let key: [u8; 24] = rng.bytes(24).try_into().unwrap();
    let (fast, slow) = (
        crate::Aes192::with_backend(&key, Backend::Armv8).unwrap(),
        crate::Aes192::with_backend(&key, Backend::Soft).unwrap(),
    );
    let iv = rng.block();
    let ct: Vec<u8> = rng.bytes(16 * 21);
    for piece in 1..=40 {
        let mut outs = Vec::new();
        for cipher in [&fast, &slow] {
            let mut dec = Decryptor::new(cipher.clone(), &iv, Padding::None);
            let mut out = alloc::vec![0u8; ct.len() + 16];
            let mut at = 0;
            for chunk in ct.chunks(piece) {
                at += dec.update(chunk, &mut out[at..]);
            }
            at += dec.finish(&mut out[at..]).unwrap();
            out.truncate(at);
            outs.push(out);
        }
        assert_eq!(outs[0], outs[1], "cbc piece={piece}");
        let mut iv2 = [0xff; 16];
        iv2[..8].copy_from_slice(&iv[..8]);
        let mut data = [ct.clone(), ct.clone()];
        for (cipher, buf) in [&fast, &slow].into_iter().zip(data.iter_mut()) {
            let mut c = Ctr::new(cipher.clone(), &iv2);
            for chunk in buf.chunks_mut(piece) {
                c.apply_keystream(chunk);
            }
        }
        assert_eq!(data[0], data[1], "ctr piece={piece}");
    }
}
