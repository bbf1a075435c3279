//! The VAES kernels against the portable backend (and the generic fallbacks built on it).

use super::{Aes, GHashKey};
use crate::backend::detect::VaesToken;
use crate::backend::kernels::{AesKernels, Block, GcmKernels, GcmLast, GhashKernels};
use crate::backend::soft;
use crate::backend::test_rng::Rng;
use std::format;
use std::vec::Vec;

/// Random keys of every size on both backends.
fn keys(rng: &mut Rng, token: VaesToken) -> Vec<(Aes, soft::Aes)> {
    [16, 24, 32]
        .iter()
        .flat_map(|&len| (0..2).map(move |_| len).collect::<Vec<_>>())
        .map(|len| {
            let mut k = [0u8; 32];
            rng.fill(&mut k[..len]);
            (Aes::new(token, &k[..len]), soft::Aes::new(&k[..len]))
        })
        .collect()
}

/// [`keys`], each fast key three times: with the 256-bit GCM kernels (`without_zmm`), and with
/// the 512-bit ones where the CPU has AVX-512 (as built otherwise), multiplying by Karatsuba and
/// by schoolbook (`with_karatsuba`), whichever this CPU would pick.
fn keys_both_families(rng: &mut Rng, token: VaesToken) -> Vec<(Aes, soft::Aes)> {
    keys(rng, token)
        .into_iter()
        .flat_map(|(f, s)| {
            [
                (f.clone().without_zmm(), s.clone()),
                (f.clone().with_karatsuba(true), s.clone()),
                (f.with_karatsuba(false), s),
            ]
        })
        .collect()
}

/// Block counts 0..=70 (every one), crossing the 8- and 16-block boundaries.
fn lengths() -> impl Iterator<Item = usize> {
    0..=70
}

#[test]
fn ecb() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(1);
    for (fast, slow) in keys(&mut rng, token) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let (mut a, mut b) = (pt.clone(), pt.clone());
            fast.encrypt_blocks(&mut a);
            slow.encrypt_blocks(&mut b);
            assert_eq!(a, b, "encrypt n={n}");
            fast.decrypt_blocks(&mut a);
            assert_eq!(a, pt, "decrypt n={n}");
        }
    }
}

/// Counter blocks whose low 32, 64 or 128 bits are a few steps from wrapping, plus random ones.
fn counters(rng: &mut Rng) -> Vec<Block> {
    let mut out = Vec::new();
    for bits in [32u32, 64, 128] {
        for back in [0u128, 1, 5, 16, 17, 40] {
            let high = if bits == 128 { 0 } else { (rng.next() as u128) << bits };
            let low = if bits == 128 { u128::MAX } else { (1u128 << bits) - 1 };
            out.push((high | (low - back.min(low))).to_be_bytes());
        }
    }
    out.push(rng.block());
    out.push([0; 16]);
    out
}

#[test]
fn ctr() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(2);
    for (fast, slow) in keys(&mut rng, token) {
        for c0 in counters(&mut rng) {
            for n in [0, 1, 2, 7, 15, 16, 17, 33, 48, 63, 70] {
                let pt = rng.blocks(n);
                for wide in [false, true] {
                    let (mut a, mut b) = (pt.clone(), pt.clone());
                    let (mut ca, mut cb) = (c0, c0);
                    if wide {
                        fast.ctr128(&mut ca, &mut a);
                        slow.ctr128(&mut cb, &mut b);
                    } else {
                        fast.ctr32(&mut ca, &mut a);
                        slow.ctr32(&mut cb, &mut b);
                    }
                    assert_eq!(a, b, "wide={wide} n={n} c0={c0:02x?}");
                    assert_eq!(ca, cb, "counter wide={wide} n={n}");
                }
            }
        }
        for n in lengths() {
            let pt = rng.blocks(n);
            let c0 = rng.block();
            let (mut a, mut b) = (pt.clone(), pt.clone());
            let (mut ca, mut cb) = (c0, c0);
            fast.ctr32(&mut ca, &mut a);
            slow.ctr32(&mut cb, &mut b);
            assert_eq!((a, ca), (b, cb));
        }
    }
}

#[test]
fn cbc() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(3);
    for (fast, slow) in keys(&mut rng, token) {
        for n in lengths() {
            let pt = rng.blocks(n);
            let iv = rng.block();
            let (mut a, mut b) = (pt.clone(), pt.clone());
            let (mut ia, mut ib) = (iv, iv);
            fast.cbc_encrypt(&mut ia, &mut a);
            slow.cbc_encrypt(&mut ib, &mut b);
            assert_eq!((&a, ia), (&b, ib), "encrypt n={n}");
            let mut ia = iv;
            fast.cbc_decrypt(&mut ia, &mut a);
            assert_eq!((&a, ia), (&pt, ib), "decrypt n={n}");
        }
    }
}

#[test]
fn cbc_many() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(4);
    for (fast, slow) in keys(&mut rng, token) {
        for _ in 0..12 {
            let lanes = 1 + rng.below(20);
            let msgs: Vec<Vec<Block>> = (0..lanes)
                .map(|_| {
                    let n = if rng.below(5) == 0 { 0 } else { rng.below(41) };
                    rng.blocks(n)
                })
                .collect();
            let ivs: Vec<Block> = (0..lanes).map(|_| rng.block()).collect();
            let mut a = msgs.clone();
            let mut ia = ivs.clone();
            {
                let mut refs: Vec<&mut [Block]> = a.iter_mut().map(|m| m.as_mut_slice()).collect();
                fast.cbc_encrypt_many(&mut ia, &mut refs);
            }
            for l in 0..lanes {
                let mut b = msgs[l].clone();
                let mut ib = ivs[l];
                slow.cbc_encrypt(&mut ib, &mut b);
                assert_eq!((&a[l], ia[l]), (&b, ib), "lane {l} of {lanes}");
            }
        }
        // No lanes at all.
        fast.cbc_encrypt_many(&mut [], &mut []);
    }
}

#[test]
fn ghash() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(5);
    for _ in 0..6 {
        let h = rng.block();
        let (fast, slow) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        // With the zmm kernel where the CPU has it (`ghash512.rs`, Karatsuba and schoolbook), and
        // without.
        for fast in [fast.clone().with_karatsuba(true), fast.clone().with_karatsuba(false), fast.without_zmm()] {
            for n in lengths().chain([128, 200, 256 + 31]) {
                let blocks = rng.blocks(n);
                let y0 = rng.block();
                let (mut a, mut b) = (y0, y0);
                fast.update_blocks(&mut a, &blocks);
                slow.update_blocks(&mut b, &blocks);
                assert_eq!(a, b, "n={n}");
            }
        }
    }
    // Special keys: H = 0, 1 (x^0), and x^127 (the top bit of the reflected form).
    let mut top = [0u8; 16];
    top[15] = 1;
    for h in [[0u8; 16], [0x80; 16], top, [0xff; 16]] {
        let (fast, slow) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        let blocks = rng.blocks(37);
        let mut b = [7u8; 16];
        slow.update_blocks(&mut b, &blocks);
        for karatsuba in [true, false] {
            let mut a = [7u8; 16];
            fast.clone().with_karatsuba(karatsuba).update_blocks(&mut a, &blocks);
            assert_eq!(a, b, "h={h:02x?} karatsuba={karatsuba}");
        }
    }
}

/// The AES-NI key inside a vaes GHASH key (its powers taken from the vaes key's setup, not
/// computed again) equals the one the aesni backend computes for the same H.
#[test]
fn small_ghash_key_matches_aesni() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(11);
    for h in [[0u8; 16], [0xff; 16]].into_iter().chain((0..50).map(|_| rng.block())) {
        let (vaes, aesni) = (GHashKey::new(token, &h), crate::backend::x86::aesni::GHashKey::new(token.aesni(), &h));
        assert_eq!(vaes.small.powers(), aesni.powers(), "h={h:02x?}");
    }
}

/// Seals `pt` from counter `c0` and GHASH state `y0` with both keys and asserts that ciphertext,
/// counter and GHASH state agree; then opens the fast side's ciphertext and asserts it gives `pt`.
fn seal_open_agree(
    (fast, gf): (&Aes, &GHashKey),
    (slow, gs): (&soft::Aes, &soft::GHashKey),
    c0: Block,
    y0: Block,
    pt: &[Block],
    what: &str,
) {
    // A public counter (the big-endian adds where no carry can happen) and a secret one (the
    // byte-reversed path for every chunk) must give the same output.
    for public in [true, false] {
        let (mut a, mut b) = (pt.to_vec(), pt.to_vec());
        let (mut ca, mut cb, mut ya, mut yb) = (c0, c0, y0, y0);
        fast.gcm_seal(gf, &mut ca, &mut ya, &mut a, public);
        slow.gcm_seal(gs, &mut cb, &mut yb, &mut b, public);
        assert_eq!((&a, ca, ya), (&b, cb, yb), "seal {what} public={public}");
        let (mut ca, mut ya) = (c0, y0);
        fast.gcm_open(gf, &mut ca, &mut ya, &mut a, public);
        assert_eq!((&a[..], ca, ya), (pt, cb, yb), "open {what} public={public}");
    }
}

#[test]
fn gcm() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(6);
    // Both kernel families: the 512-bit ones where the CPU has AVX-512, and the 256-bit ones.
    for (fast, slow) in keys_both_families(&mut rng, token) {
        let h = rng.block();
        let (gf, gs) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        let mut starts = counters(&mut rng);
        starts.truncate(6); // the ones near 2^32
        starts.push(rng.block());
        for (i, n) in lengths().chain([128, 257]).enumerate() {
            let c0 = starts[i % starts.len()];
            let y0 = rng.block();
            let pt = rng.blocks(n);
            seal_open_agree((&fast, &gf), (&slow, &gs), c0, y0, &pt, &format!("n={n}"));
        }
    }
}

/// Both kernel families add counters in big-endian order while the last byte of the chunk's 16
/// counters cannot carry, and byte-reversed otherwise: every last byte a chunk can start at,
/// on the 512-bit kernels (where the CPU has them) and the 256-bit ones.
#[test]
fn gcm_counter_last_byte() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(7);
    for (fast, slow) in keys_both_families(&mut rng, token) {
        let h = rng.block();
        let (gf, gs) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        for last in 0..=255u8 {
            let mut c0 = rng.block();
            c0[15] = last;
            if last % 3 == 0 {
                c0[12..15].fill(0xff); // also near 2^32
            }
            let y0 = rng.block();
            let pt = rng.blocks(16 * 3 + 5);
            seal_open_agree((&fast, &gf), (&slow, &gs), c0, y0, &pt, &format!("last={last}"));
        }
    }
}

/// A message's last call (`gcm_crypt_last`: on AVX-512 CPUs any length ends inside the zmm
/// kernel, its last 1..=256 bytes through byte masks, with the length block and E_K(J0); on the
/// ymm kernels whole 16-block chunks do) gives the soft backend's ciphertext and tag, for both
/// directions, every key size, with and without the zmm kernels, every length up to 300 bytes
/// (every remainder of the last chunk, whole and partial blocks) and longer ones on and off the
/// chunk size, counters whose last byte or low word is about to wrap.
#[test]
fn gcm_crypt_last() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(8);
    let lens = (1..=300).chain([511, 512, 513, 767, 1000, 1024, 1040, 4111, 16384, 16385]);
    for (fast, slow) in keys_both_families(&mut rng, token) {
        let h = rng.block();
        let (gf, gs) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        let starts = counters(&mut rng);
        for (i, n) in lens.clone().enumerate() {
            let c0 = starts[i % starts.len()];
            let (j0, y0, lens) = (rng.block(), rng.block(), rng.block());
            let pt = rng.bytes(n);
            let (mut a, mut b) = (pt.clone(), pt.clone());
            let (mut ca, mut cb, mut ya, mut yb) = (c0, c0, y0, y0);
            // Public and secret counters (see `seal_open_agree`) in turn.
            let ctr_public = i % 2 == 0;
            let seal = GcmLast { j0: &j0, lens, seal: true, ctr_public };
            let tag_a = fast.gcm_crypt_last(&gf, &mut ca, &mut ya, &mut a, seal);
            let tag_b = slow.gcm_crypt_last(&gs, &mut cb, &mut yb, &mut b, seal);
            assert_eq!((&a, tag_a), (&b, tag_b), "seal n={n} public={ctr_public}");
            let (mut ca, mut ya) = (c0, y0);
            let tag_o = fast.gcm_crypt_last(&gf, &mut ca, &mut ya, &mut a, GcmLast { seal: false, ..seal });
            assert_eq!((&a, tag_o), (&pt, tag_b), "open n={n} public={ctr_public}");
        }
    }
}

/// A message's last call over 1..=3 whole 16-block chunks from every last byte the first
/// counter can have, with and without the low word about to wrap: both kernel families (the ymm
/// open kernel peels its last chunk off the loop, and the counters of any chunk may take the
/// big-endian or the byte-reversed path), both directions, ciphertext and tag against the soft
/// backend, and `y` left as it was.
#[test]
fn gcm_crypt_last_every_last_byte() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(9);
    for (fast, slow) in keys_both_families(&mut rng, token) {
        let h = rng.block();
        let (gf, gs) = (GHashKey::new(token, &h), soft::GHashKey::new(&h));
        for last in 0..=255u8 {
            for chunks in 1..=3usize {
                for (wrap, ctr_public) in [(false, true), (true, true), (false, false), (true, false)] {
                    let mut c0 = rng.block();
                    c0[15] = last;
                    if wrap {
                        c0[12..15].fill(0xff);
                    }
                    let (j0, y0, lens) = (rng.block(), rng.block(), rng.block());
                    let pt = rng.bytes(256 * chunks);
                    let (mut a, mut b) = (pt.clone(), pt.clone());
                    let (mut ca, mut cb, mut ya, mut yb) = (c0, c0, y0, y0);
                    let seal = GcmLast { j0: &j0, lens, seal: true, ctr_public };
                    let ta = fast.gcm_crypt_last(&gf, &mut ca, &mut ya, &mut a, seal);
                    let tb = slow.gcm_crypt_last(&gs, &mut cb, &mut yb, &mut b, seal);
                    let what = format!("last={last} chunks={chunks} wrap={wrap} public={ctr_public}");
                    assert_eq!((&a, ta, ya), (&b, tb, y0), "seal {what}");
                    let (mut ca, mut ya) = (c0, y0);
                    let to = fast.gcm_crypt_last(&gf, &mut ca, &mut ya, &mut a, GcmLast { seal: false, ..seal });
                    assert_eq!((&a, to, ya), (&pt, tb, y0), "open {what}");
                }
            }
        }
    }
}

/// GCM spec test case 2 (McGrew-Viega): K = 0^128, IV = 0^96, P = 0^128. Checks the ciphertext,
/// H and GHASH(H, {}, C) = f38cbb1ad69223dcc3457ae5b6b0f885 independently of the soft backend.
#[test]
fn gcm_known_answer() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let hex = |s: &str| -> Block {
        let mut b = [0u8; 16];
        for (i, byte) in b.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap();
        }
        b
    };
    let aes = Aes::new(token, &[0u8; 16]);
    let mut h = [0u8; 16];
    aes.encrypt_blocks(core::slice::from_mut(&mut h));
    assert_eq!(h, hex("66e94bd4ef8a2c3b884cfa59ca342b2e"));
    let gh = GHashKey::new(token, &h);
    let mut counter = hex("00000000000000000000000000000002"); // inc32(J0)
    let mut y = [0u8; 16];
    let mut data = [[0u8; 16]];
    aes.gcm_seal(&gh, &mut counter, &mut y, &mut data, true);
    assert_eq!(data[0], hex("0388dace60b6a392f328c2b971b2fe78"));
    assert_eq!(counter, hex("00000000000000000000000000000003"));
    let mut lengths = [0u8; 16];
    lengths[8..].copy_from_slice(&128u64.to_be_bytes());
    gh.update_blocks(&mut y, &[lengths]);
    assert_eq!(y, hex("f38cbb1ad69223dcc3457ae5b6b0f885"));
}
