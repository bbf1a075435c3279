//! The VAES kernels: the shared suite (`backend/kernel_tests.rs`) on every kernel family a key
//! can run, and the tests of what only this backend has (the 16-block chunks' counter paths, a
//! message's last call on the zmm kernels, the AES-NI key inside a GHASH key).

use super::{Aes, GHashKey};
use crate::backend::detect::VaesToken;
use crate::backend::kernel_tests::{Subject, kernel_test_suite};
use crate::backend::kernels::{AesKernels, Block, GcmKernels, GcmLast, GhashKernels};
use crate::backend::soft;
use crate::backend::test_rng::Rng;
use std::format;
use std::vec::Vec;

impl Subject for VaesToken {
    type Aes = Aes;
    type GHashKey = GHashKey;
    fn aes(self, key: &[u8]) -> Aes {
        Aes::new(self, key)
    }
    fn ghash(self, h: &Block) -> GHashKey {
        GHashKey::new(self, h)
    }
    /// The 256-bit kernels (`without_zmm`), and the 512-bit ones where the CPU has AVX-512 (as
    /// built otherwise) multiplying by Karatsuba and by schoolbook, whichever this CPU would pick.
    fn aes_variants(key: Aes) -> Vec<Aes> {
        std::vec![key.clone().without_zmm(), key.clone().with_karatsuba(true), key.with_karatsuba(false)]
    }
    fn ghash_variants(key: GHashKey) -> Vec<GHashKey> {
        std::vec![key.clone().without_zmm(), key.clone().with_karatsuba(true), key.with_karatsuba(false)]
    }
}

fn subject() -> Option<VaesToken> {
    VaesToken::get()
}

kernel_test_suite!(subject);

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

/// The zmm bulk kernels called directly with blocks after their whole 16-block chunks (the
/// front ends never send them: `gcm_bulk!` splits whole batches off), which run on the ymm CTR
/// kernel from a stack copy of the round keys broadcast from the AES-NI schedule: the same
/// output, counter and GHASH as the AES-NI key's kernels, both directions, every key size.
#[test]
fn zmm_bulk_kernels_take_a_tail_after_the_chunks() {
    let Some(token) = VaesToken::get() else {
        return;
    };
    let Some(_zmm) = crate::backend::detect::Vaes512Token::get(token) else {
        return;
    };
    let mut rng = Rng(51);
    for len in [16usize, 24, 32] {
        let key = rng.bytes(len);
        let aes = Aes::new(token, &key);
        let mut h = [0u8; 16];
        aes.encrypt_blocks(core::slice::from_mut(&mut h));
        let gh = GHashKey::new(token, &h);
        let (enc, rounds) = aes.gcm_schedule();
        for blocks in [17usize, 21, 31, 35] {
            let data: Vec<Block> = rng.blocks(blocks);
            let counter0 = rng.block();
            for (open, kara) in [(false, true), (false, false), (true, true), (true, false)] {
                let (mut c1, mut y1, mut d1) = (counter0, [0u8; 16], data.clone());
                let (mut c2, mut y2, mut d2) = (counter0, [0u8; 16], data.clone());
                // `$f::<R, KARATSUBA>` for this key's round count and `kara`.
                macro_rules! zmm {
                    ($f:ident) => {{
                        let args = (enc, gh.wide(), &mut c1, &mut y1, &mut d1[..], false);
                        // SAFETY: `token` proves AVX2, VAES, VPCLMULQDQ, AES-NI and PCLMULQDQ,
                        // `_zmm` AVX-512F/BW/VL and the OS's zmm state.
                        unsafe {
                            match (rounds, kara) {
                                (10, true) => {
                                    super::gcm512::$f::<10, true>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                                (10, false) => {
                                    super::gcm512::$f::<10, false>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                                (12, true) => {
                                    super::gcm512::$f::<12, true>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                                (12, false) => {
                                    super::gcm512::$f::<12, false>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                                (_, true) => {
                                    super::gcm512::$f::<14, true>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                                (_, false) => {
                                    super::gcm512::$f::<14, false>(args.0, args.1, args.2, args.3, args.4, args.5)
                                }
                            }
                        }
                    }};
                }
                if open {
                    zmm!(vaes512_gcm_open);
                } else {
                    zmm!(vaes512_gcm_seal);
                }
                if open {
                    aes.small.gcm_open(&gh.small, &mut c2, &mut y2, &mut d2, false);
                } else {
                    aes.small.gcm_seal(&gh.small, &mut c2, &mut y2, &mut d2, false);
                }
                let what = format!("{len}-byte key, {blocks} blocks, open {open}, Karatsuba {kara}");
                assert_eq!(d1, d2, "{what}: output");
                assert_eq!((c1, y1), (c2, y2), "{what}: counter and GHASH");
            }
        }
    }
}

/// A GCM key's AES half (`GcmAes`) is built without the `aesdec` schedule; its `decrypt_blocks`
/// derives one and inverts `encrypt_blocks`, and its blocks and GCM calls equal the full key's.
#[test]
fn gcm_half_encrypts_and_decrypts_like_the_full_key() {
    use super::GcmAes;
    let Some(token) = VaesToken::get() else {
        return;
    };
    let mut rng = Rng(5);
    for (full, slow) in keys_both_families(&mut rng, token) {
        let mut k = [0u8; 32];
        let len = [16, 24, 32][rng.next() as usize % 3];
        rng.fill(&mut k[..len]);
        let mut slot = core::mem::MaybeUninit::uninit();
        let half = GcmAes::init(&mut slot, token, &k[..len]);
        let (fresh_full, fresh_slow) = (Aes::new(token, &k[..len]), soft::Aes::new(&k[..len]));
        let pt: Vec<Block> = (0..37).map(|_| rng.block()).collect();
        let (mut a, mut b) = (pt.clone(), pt.clone());
        half.encrypt_blocks(&mut a);
        fresh_slow.encrypt_blocks(&mut b);
        assert_eq!(a, b, "encrypt len={len}");
        half.decrypt_blocks(&mut a);
        assert_eq!(a, pt, "decrypt len={len}");
        fresh_full.decrypt_blocks(&mut b);
        assert_eq!(b, pt, "full decrypt len={len}");
        // The copied half of an expanded key (`GcmAes::of`) seals as the key does.
        let of = GcmAes::of(&full);
        let gh = GHashKey::new(token, &rng.block());
        let (mut a, mut b) = (pt.clone(), pt.clone());
        let (mut ca, mut cb, mut ya, mut yb) = ([1; 16], [1; 16], [0; 16], [0; 16]);
        of.gcm_seal(&gh, &mut ca, &mut ya, &mut a, false);
        full.gcm_seal(&gh, &mut cb, &mut yb, &mut b, false);
        assert_eq!((a, ca, ya), (b, cb, yb));
        drop(slow);
        // SAFETY: `init` initialised `slot`. No CPU feature involved.
        unsafe { slot.assume_init_drop() };
    }
}
