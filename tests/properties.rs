//! Properties: every fast backend agrees with the portable one, incremental equals one-shot,
//! in-place equals allocating, and tampering is always caught.

mod common;

use aes_engine::cbc::{self, Lane, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::{Aes128, Aes128Gcm, Aes192, Aes256, Aes256Gcm, Backend, BlockCipher, Crypter, Error, GHash};
use common::backends;
use proptest::prelude::*;

fn key_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 16),
        prop::collection::vec(any::<u8>(), 24),
        prop::collection::vec(any::<u8>(), 32),
    ]
}

/// Applies `$body` to a cipher of `$key`'s size on every backend, collecting the results.
macro_rules! on_every_backend {
    ($key:expr, |$c:ident| $body:expr) => {{
        let key: &[u8] = &$key;
        backends()
            .into_iter()
            .map(|b| {
                let r = match key.len() {
                    16 => {
                        let $c = Aes128::with_backend(key.try_into().unwrap(), b).unwrap();
                        $body
                    }
                    24 => {
                        let $c = Aes192::with_backend(key.try_into().unwrap(), b).unwrap();
                        $body
                    }
                    _ => {
                        let $c = Aes256::with_backend(key.try_into().unwrap(), b).unwrap();
                        $body
                    }
                };
                (b, r)
            })
            .collect::<Vec<_>>()
    }};
}

/// All results equal the portable backend's (the last one).
fn assert_agree<T: PartialEq + std::fmt::Debug>(results: &[(Backend, T)]) {
    let (soft, expected) = results.last().unwrap();
    assert_eq!(*soft, Backend::Soft);
    for (b, r) in results {
        assert_eq!(r, expected, "backend {b} disagrees with soft");
    }
}

/// Random cut points splitting `len` bytes into chunks.
fn chunks(len: usize, cuts: &[usize]) -> Vec<std::ops::Range<usize>> {
    let mut points: Vec<usize> = cuts.iter().map(|c| c % (len + 1)).collect();
    points.push(0);
    points.push(len);
    points.sort();
    points.windows(2).map(|w| w[0]..w[1]).collect()
}

/// Runs an engine over `input` cut at `cuts`, with output slices exactly `update_len` long.
fn run_engine<E: Crypter>(e: E, input: &[u8], cuts: &[usize]) -> Result<Vec<u8>, Error> {
    run_engine_with(e, input, cuts, false)
}

/// Like [`run_engine`], but every other chunk goes through `update_in_place` where the engine
/// takes it (the output must then be the chunk's first `n` bytes, the rest zeroed), `update`
/// where it answers `None`.
fn run_engine_in_place<E: Crypter>(e: E, input: &[u8], cuts: &[usize]) -> Result<Vec<u8>, Error> {
    run_engine_with(e, input, cuts, true)
}

fn run_engine_with<E: Crypter>(mut e: E, input: &[u8], cuts: &[usize], in_place: bool) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    for (i, r) in chunks(input.len(), cuts).into_iter().enumerate() {
        let mut data = input[r.clone()].to_vec();
        if in_place
            && i % 2 == 0
            && let Some(n) = e.update_in_place(&mut data)
        {
            assert!(data[n..].iter().all(|&b| b == 0), "bytes past the output are zeroed");
            out.extend_from_slice(&data[..n]);
            continue;
        }
        let mut buf = vec![0u8; e.update_len(r.len())];
        let n = e.update(&input[r], &mut buf);
        out.extend_from_slice(&buf[..n]);
    }
    let mut buf = vec![0u8; e.finish_len()];
    let n = e.finish(&mut buf)?;
    out.extend_from_slice(&buf[..n]);
    Ok(out)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn blocks_agree_and_roundtrip(key in key_bytes(), n in 0usize..=100, seed in any::<u8>()) {
        let blocks: Vec<[u8; 16]> = (0..n).map(|i| [(i as u8).wrapping_mul(31) ^ seed; 16]).collect();
        let results = on_every_backend!(key, |c| {
            let mut many = blocks.clone();
            c.encrypt_blocks(&mut many);
            let mut single = blocks.clone();
            single.iter_mut().for_each(|b| c.encrypt_block(b));
            assert_eq!(many, single);
            let mut back = many.clone();
            c.decrypt_blocks(&mut back);
            assert_eq!(back, blocks);
            let mut back1 = many.clone();
            back1.iter_mut().for_each(|b| c.decrypt_block(b));
            assert_eq!(back1, blocks);
            many
        });
        assert_agree(&results);
    }

    #[test]
    fn ghash_agrees_with_reference(h in any::<[u8; 16]>(), data in prop::collection::vec(any::<u8>(), 0..=4096), cuts in prop::collection::vec(any::<usize>(), 0..6)) {
        let expected = reference_ghash(&h, &data);
        for b in backends() {
            let mut g = GHash::with_backend(&h, b).unwrap();
            // Splits at block boundaries, so padding per call changes nothing.
            let cuts: Vec<usize> = cuts.iter().map(|c| c % (data.len() / 16 + 1) * 16).collect();
            for r in chunks(data.len(), &cuts) {
                g.update_padded(&data[r]);
            }
            prop_assert_eq!(g.finalize(), expected, "backend {}", b);
        }
    }

    #[test]
    fn ctr_agrees_and_splits(key in key_bytes(), iv in any::<[u8; 16]>(), len in 0usize..2000, cuts in prop::collection::vec(any::<usize>(), 0..5)) {
        let data: Vec<u8> = (0..len).map(|i| i as u8).collect();
        let results = on_every_backend!(key, |c| {
            let mut one = data.clone();
            Ctr::new(&c, &iv).apply_keystream(&mut one);
            let inc = run_engine(Ctr::new(&c, &iv), &data, &cuts).unwrap();
            assert_eq!(inc, one);
            one
        });
        assert_agree(&results);
    }

    #[test]
    fn cbc_agrees_roundtrips_and_splits(key in key_bytes(), iv in any::<[u8; 16]>(), len in 0usize..1500, pkcs7 in any::<bool>(), cuts in prop::collection::vec(any::<usize>(), 0..5)) {
        let padding = if pkcs7 { Padding::Pkcs7 } else { Padding::None };
        let len = if pkcs7 { len } else { len / 16 * 16 };
        let data: Vec<u8> = (0..len).map(|i| (i * 13) as u8).collect();
        let results = on_every_backend!(key, |c| {
            let ct = cbc::encrypt(&c, &iv, padding, &data).unwrap();
            // In place equals allocating.
            let mut buf = data.clone();
            buf.resize(ct.len(), 0);
            let n = cbc::encrypt_in_place(&c, &iv, padding, &mut buf, len).unwrap();
            assert_eq!(&buf[..n], &ct[..]);
            // Incremental equals one-shot, both ways.
            assert_eq!(run_engine(cbc::Encryptor::new(&c, &iv, padding), &data, &cuts).unwrap(), ct);
            assert_eq!(run_engine(cbc::Decryptor::new(&c, &iv, padding), &ct, &cuts).unwrap(), data);
            assert_eq!(cbc::decrypt(&c, &iv, padding, &ct).unwrap(), data);
            ct
        });
        assert_agree(&results);
    }

    #[test]
    fn encrypt_many_equals_one_by_one(key in key_bytes(), lens in prop::collection::vec(0usize..40, 1..=20)) {
        let results = on_every_backend!(key, |c| {
            let mut msgs: Vec<Vec<u8>> = lens.iter().enumerate().map(|(i, &n)| (0..n * 16).map(|j| (i * 7 + j) as u8).collect()).collect();
            let ivs: Vec<[u8; 16]> = (0..lens.len()).map(|i| [i as u8; 16]).collect();
            let expected: Vec<Vec<u8>> = msgs.iter().zip(&ivs).map(|(m, iv)| cbc::encrypt(&c, iv, Padding::None, m).unwrap()).collect();
            let mut lanes: Vec<Lane> = msgs.iter_mut().zip(&ivs).map(|(m, iv)| Lane { iv: *iv, data: m }).collect();
            cbc::encrypt_many(&c, &mut lanes).unwrap();
            assert_eq!(msgs, expected);
            msgs
        });
        assert_agree(&results);
    }

    #[test]
    fn gcm_agrees_roundtrips_and_splits(key in any::<[u8; 16]>(), nonce in prop::collection::vec(any::<u8>(), 1..40), aad in prop::collection::vec(any::<u8>(), 0..100), len in 0usize..=5000, cuts in prop::collection::vec(any::<usize>(), 0..5)) {
        let data: Vec<u8> = (0..len).map(|i| (i * 5 + 1) as u8).collect();
        let mut results = Vec::new();
        for b in backends() {
            let gcm = Aes128Gcm::with_backend(&key, b).unwrap();
            let sealed = gcm.encrypt(&nonce, &aad, &data).unwrap();
            prop_assert_eq!(&run_engine(gcm.encryptor(&nonce, &aad).unwrap(), &data, &cuts).unwrap(), &sealed);
            prop_assert_eq!(&run_engine(gcm.decryptor(&nonce, &aad).unwrap(), &sealed, &cuts).unwrap(), &data);
            prop_assert_eq!(&gcm.decrypt(&nonce, &aad, &sealed).unwrap(), &data);
            results.push((b, sealed));
        }
        assert_agree(&results);
    }

    /// The GCM decryptor's input paths (`update`, room lent by `input_buffer` then committed in
    /// part or not at all, `reserve` at any point) and its two ends (`finish` into the caller's
    /// buffer, `finish_to_vec`) all give the one-shot result; a flipped bit fails and leaves
    /// nothing in the caller's buffer.
    #[test]
    fn gcm_decryptor_input_paths_agree(len in 0usize..=5000, ops in prop::collection::vec((0u8..4, 0usize..3000, 0usize..3000), 1..12), to_vec in any::<bool>(), flip in prop::option::of(any::<usize>())) {
        let data: Vec<u8> = (0..len).map(|i| (i * 3 + 7) as u8).collect();
        for b in backends() {
            let gcm = Aes128Gcm::with_backend(&[5; 16], b).unwrap();
            let mut sealed = gcm.encrypt(&[6; 12], b"ad", &data).unwrap();
            if let Some(f) = flip {
                let i = f % sealed.len();
                sealed[i] ^= 1 << (f % 8);
            }
            let mut dec = gcm.decryptor(&[6; 12], b"ad").unwrap();
            let mut fed = 0;
            let mut step = 0;
            while fed < sealed.len() {
                let (mut op, a, c) = ops[step % ops.len()];
                step += 1;
                if step % (ops.len() + 1) == 0 {
                    op = 0; // progress, whatever the operations
                }
                let rest = &sealed[fed..];
                match op {
                    0 => {
                        let n = (a + 1).min(rest.len());
                        prop_assert_eq!(dec.update(&rest[..n], &mut []), 0);
                        fed += n;
                    }
                    1 | 2 => {
                        let room = dec.input_buffer(a).unwrap();
                        let n = room.len().min(rest.len()).min(if op == 1 { usize::MAX } else { c });
                        room[..n].copy_from_slice(&rest[..n]);
                        if c % 5 == 0 {
                            continue; // not committed: not input
                        }
                        dec.commit_input(n);
                        fed += n;
                    }
                    _ => dec.reserve(fed + a),
                }
            }
            prop_assert_eq!(dec.input_buffer(0).map(|r| r.len()), Some(0));
            let expected = if flip.is_some() { Err(Error::AuthenticationFailed) } else { Ok(data.clone()) };
            if to_vec {
                prop_assert_eq!(dec.finish_to_vec(), expected);
            } else {
                prop_assert_eq!(dec.finish_len(), len);
                let mut out = vec![0xeeu8; len + 3];
                let got = dec.finish(&mut out).map(|n| out[..n].to_vec());
                if flip.is_some() {
                    prop_assert!(out[..len].iter().all(|&x| x == 0), "caller buffer not wiped");
                }
                prop_assert_eq!(got, expected);
            }
            prop_assert_eq!(dec.finish_to_vec(), Err(Error::Finished));
        }
    }

    /// A message whose head the caller keeps (`max_head`, then `finish_buffered_with_head`): the
    /// head is opened where it lies and the rest in the decryptor, together the one-shot
    /// result, for every backend, tag length and split (heads of a few blocks, rests from empty
    /// to several chunks, and a head that holds part of the tag); a flipped bit fails and wipes
    /// the head.
    #[test]
    fn gcm_decryptor_head_paths_agree(len in prop_oneof![0usize..300, 0usize..=20_000], held in prop_oneof![0usize..120, 0usize..=20_016], known in any::<usize>(), greedy in any::<bool>(), tag in 0usize..4, feed in 1usize..5000, flip in prop::option::of(any::<usize>())) {
        let data: Vec<u8> = (0..len).map(|i| (i * 5 + 1) as u8).collect();
        let tag_len = [16, 12, 8, 4][tag];
        for b in backends() {
            let gcm = Aes128Gcm::with_backend(&[8; 16], b).unwrap().with_tag_len(tag_len).unwrap();
            let mut sealed = gcm.encrypt(&[6; 12], b"ad", &data).unwrap();
            if let Some(f) = flip {
                let i = f % sealed.len();
                sealed[i] ^= 1 << (f % 8);
            }
            let mut dec = gcm.decryptor(&[6; 12], b"ad").unwrap();
            // A caller holding the first `held` bytes of a message known to be at least `known`
            // bytes long; `greedy` keeps more than `max_head` allows (the tag starts in the head).
            let held = held.min(sealed.len());
            let known = held + known % (sealed.len() - held + 1);
            let allowed = dec.max_head(held, known);
            prop_assert!(allowed % 16 == 0 && allowed <= held && allowed + tag_len <= known.max(tag_len));
            let head_len = if greedy { held / 16 * 16 } else { allowed };
            let mut head = sealed[..head_len].to_vec();
            for piece in sealed[head_len..].chunks(feed) {
                dec.update(piece, &mut []);
            }
            if head_len < sealed.len() {
                prop_assert_eq!(dec.max_head(16, 1000), 0); // input taken: no head any more
            }
            let got = dec.finish_buffered_with_head(&mut head).unwrap();
            if flip.is_some() || sealed.len() < tag_len {
                prop_assert!(got.is_err());
                prop_assert!(head.iter().zip(&sealed).all(|(&h, &c)| h == 0 || h == c), "plaintext left in the head");
                continue;
            }
            let n = got.unwrap();
            prop_assert_eq!(n, len);
            let in_head = n.min(head_len);
            let mut out = head[..in_head].to_vec();
            while out.len() < n {
                let piece = dec.buffered_output(out.len() - in_head);
                prop_assert!(!piece.is_empty());
                out.extend_from_slice(piece);
            }
            prop_assert!(out == data, "{}: len {}, head {}, tag {}", b, len, head_len, tag_len);
            prop_assert_eq!(dec.finish_buffered_with_head(&mut []), Some(Err(Error::Finished)));
        }
    }

    /// A head that is not whole blocks is refused before anything happens.
    #[test]
    fn gcm_decryptor_refuses_a_partial_block_head(len in 17usize..200, head_len in 1usize..200) {
        prop_assume!(head_len % 16 != 0 && head_len <= len);
        let gcm = Aes128Gcm::new(&[8; 16]);
        let sealed = gcm.encrypt(&[6; 12], b"", &vec![3; len]).unwrap();
        let mut dec = gcm.decryptor(&[6; 12], b"").unwrap();
        dec.update(&sealed[head_len..], &mut []);
        let mut head = sealed[..head_len].to_vec();
        prop_assert_eq!(dec.finish_buffered_with_head(&mut head), None);
        prop_assert_eq!(&head[..], &sealed[..head_len]);
    }

    #[test]
    fn in_place_updates_equal_one_shot(key in any::<[u8; 16]>(), len in 0usize..=3000, cuts in prop::collection::vec(any::<usize>(), 0..8)) {
        let input: Vec<u8> = (0..len).map(|i| (i * 7) as u8).collect();
        let aes = Aes128::new(&key);
        let mut want = input.clone();
        Ctr::new(&aes, &[5; 16]).apply_keystream(&mut want);
        prop_assert_eq!(run_engine_in_place(Ctr::new(&aes, &[5; 16]), &input, &cuts).unwrap(), want);
        let gcm = Aes128Gcm::new(&key);
        let want = gcm.encrypt(&[6; 12], b"aad", &input).unwrap();
        prop_assert_eq!(run_engine_in_place(gcm.encryptor(&[6; 12], b"aad").unwrap(), &input, &cuts).unwrap(), want);
    }

    #[test]
    fn gcm_any_flipped_bit_fails_and_wipes(key in any::<[u8; 32]>(), len in 0usize..300, which in 0usize..4, pos in any::<usize>(), bit in 0u8..8) {
        let (nonce, aad) = ([9u8; 12], [7u8; 20]);
        let data: Vec<u8> = (0..len).map(|i| i as u8 | 1).collect();
        for b in backends() {
            let gcm = Aes256Gcm::with_backend(&key, b).unwrap();
            let mut ct = data.clone();
            let tag = gcm.encrypt_in_place_detached(&nonce, &aad, &mut ct).unwrap();
            let (mut nonce, mut aad, mut tag) = (nonce, aad, tag.as_ref().to_vec());
            let target: &mut [u8] = match which {
                0 => &mut nonce,
                1 => &mut aad,
                2 if !ct.is_empty() => &mut ct,
                _ => &mut tag,
            };
            let i = pos % target.len();
            target[i] ^= 1 << bit;
            let res = gcm.decrypt_in_place_detached(&nonce, &aad, &mut ct, &tag);
            prop_assert_eq!(res, Err(Error::AuthenticationFailed));
            prop_assert!(ct.iter().all(|&x| x == 0), "buffer not wiped");
        }
    }
}

/// SP 800-38D Algorithm 1, bit by bit: the slow reference every backend is checked against.
fn gf_mul(x: u128, y: u128) -> u128 {
    let r: u128 = 0xe1 << 120;
    let (mut z, mut v) = (0u128, y);
    for i in 0..128 {
        if (x >> (127 - i)) & 1 == 1 {
            z ^= v;
        }
        v = if v & 1 == 1 { (v >> 1) ^ r } else { v >> 1 };
    }
    z
}

fn reference_ghash(h: &[u8; 16], data: &[u8]) -> [u8; 16] {
    let h = u128::from_be_bytes(*h);
    let mut y = 0u128;
    for chunk in data.chunks(16) {
        let mut block = [0u8; 16];
        block[..chunk.len()].copy_from_slice(chunk);
        y = gf_mul(y ^ u128::from_be_bytes(block), h);
    }
    y.to_be_bytes()
}

/// GHASH is independent of how many blocks each kernel call gets: one call versus block-at-a-time
/// for every length across the 8- and 16-block boundaries.
#[test]
fn ghash_independent_of_call_sizes() {
    let h = [0x42u8; 16];
    for n in 0..=40usize {
        let data: Vec<u8> = (0..n * 16).map(|i| (i * 11) as u8).collect();
        let expected = reference_ghash(&h, &data);
        for b in backends() {
            let mut one = GHash::with_backend(&h, b).unwrap();
            one.update_padded(&data);
            let mut each = GHash::with_backend(&h, b).unwrap();
            data.chunks(16).for_each(|c| each.update_padded(c));
            assert_eq!((one.finalize(), each.finalize()), (expected, expected), "{b} n={n}");
        }
    }
}

/// `h^-1 = h^(2^128 - 2)` in GCM's field (the identity is the bit string 1000…0).
fn gf_inv(h: u128) -> u128 {
    let (mut acc, mut base) = (1u128 << 127, h);
    // 2^128 - 2 = 0b111…110: every bit but the lowest.
    for bit in 0..128 {
        if bit != 0 {
            acc = gf_mul(acc, base);
        }
        base = gf_mul(base, base);
    }
    acc
}

/// One-shot GCM and the streaming encryptor given the whole message in one update agree on
/// messages longer than the small-message path (64 bytes), for every tail length, with and
/// without AAD, for every tag length, on every backend; the one-shot and streaming decryptions
/// open them. (The one-shot path is one `gcm_crypt_last` call: the bulk kernel over the whole
/// blocks and `gcm_finish` for the tail, or, on AVX-512 CPUs, the VAES zmm kernel for the whole
/// message, its last 1..=256 bytes through byte masks (241-255: a last chunk of 16 blocks, the
/// last partial; up to 240: a free block slot for E_K(J0)), and on the ymm kernels for whole
/// 16-block chunks; the encryptor hands `gcm_finish` its pending partial block.)
#[test]
fn gcm_long_messages_end_alike_on_both_paths() {
    for b in backends() {
        let lens = [
            65usize,
            79,
            80,
            81,
            95,
            96,
            100,
            240,
            241,
            255,
            256,
            257,
            512,
            1000,
            1023,
            1024,
            1025,
            4096,
            4096 + 15,
            16 * 1024,
            16 * 1024 + 1,
        ];
        for (i, len) in lens.into_iter().enumerate() {
            let aad = [&b""[..], b"aad", b"x", b"longer additional data, 33 bytes"][i % 4];
            for tag_len in [16, 12, 8, 4] {
                let gcm = Aes256Gcm::with_backend(&[len as u8; 32], b).unwrap().with_tag_len(tag_len).unwrap();
                let data: Vec<u8> = (0..len).map(|i| (i * 3 + 7) as u8).collect();
                let nonce = [len as u8 ^ 0x55; 12];
                let sealed = gcm.encrypt(&nonce, aad, &data).unwrap();
                let mut enc = gcm.encryptor(&nonce, aad).unwrap();
                let mut out = vec![0u8; len + 16];
                let n = enc.update(&data, &mut out);
                let n = n + enc.finish(&mut out[n..]).unwrap();
                assert_eq!(&out[..n], &sealed[..], "{b}: len {len}, tag {tag_len}");
                assert_eq!(gcm.decrypt(&nonce, aad, &sealed).unwrap(), data);
                let mut dec = gcm.decryptor(&nonce, aad).unwrap();
                dec.update(&sealed, &mut []);
                assert_eq!(dec.finish_to_vec().unwrap(), data);
            }
        }
    }
}

/// A 16-byte nonce whose J0 counter starts just below 2^32: inc32 must wrap the low word modulo
/// 2^32 and leave the upper 96 bits alone. For a one-block IV X, J0 = ((X·H) ⊕ L)·H with L the
/// length block, so X = ((J0·H⁻¹) ⊕ L)·H⁻¹ picks the nonce for any J0 we want.
#[test]
fn gcm_counter_wraps_at_2_pow_32() {
    let key = [0x33u8; 16];
    let aes = Aes128::with_backend(&key, Backend::Soft).unwrap();
    let mut h = [0u8; 16];
    aes.encrypt_block(&mut h);
    let h_inv = gf_inv(u128::from_be_bytes(h));
    assert_eq!(gf_mul(h_inv, u128::from_be_bytes(h)), 1 << 127);
    let mut j0 = [0x5cu8; 16];
    j0[12..].copy_from_slice(&0xffff_ffd0u32.to_be_bytes()); // wraps after 47 blocks
    let len_block = 128u128; // [0]_64 ‖ [128]_64
    let x = gf_mul(gf_mul(u128::from_be_bytes(j0), h_inv) ^ len_block, h_inv);
    let nonce = x.to_be_bytes();

    let len = 16 * 100 + 5;
    let data: Vec<u8> = (0..len).map(|i| i as u8).collect();
    // Reference: keystream block i (from 0) is E(J0 with low word + i + 1 mod 2^32).
    let mut expected = data.clone();
    for (i, chunk) in expected.chunks_mut(16).enumerate() {
        let mut cb = j0;
        let low = 0xffff_ffd0u32.wrapping_add(i as u32 + 1);
        cb[12..].copy_from_slice(&low.to_be_bytes());
        aes.encrypt_block(&mut cb);
        chunk.iter_mut().zip(cb).for_each(|(d, k)| *d ^= k);
    }
    for b in backends() {
        let gcm = Aes128Gcm::with_backend(&key, b).unwrap();
        for n in [len, 16 * 47, 16 * 48 + 3, 16 * 64] {
            let mut buf = data[..n].to_vec();
            let tag = gcm.encrypt_in_place_detached(&nonce, b"", &mut buf).unwrap();
            assert_eq!(buf, expected[..n], "{b}: inc32 must wrap modulo 2^32 (n = {n})");
            gcm.decrypt_in_place_detached(&nonce, b"", &mut buf, tag.as_ref()).unwrap();
            assert_eq!(buf, data[..n]);
        }
    }
}

/// Detection: on a CPU that `std` says has VAES, VPCLMULQDQ and AVX2, `detect()` is `Vaes`
/// (cpufeatures 0.3.1 alone would say no on AMD Zen 3).
#[test]
fn detect_finds_vaes_when_the_cpu_has_it() {
    #[cfg(target_arch = "x86_64")]
    {
        let std_says = std::is_x86_feature_detected!("vaes")
            && std::is_x86_feature_detected!("vpclmulqdq")
            && std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("aes")
            && std::is_x86_feature_detected!("pclmulqdq");
        assert_eq!(Backend::Vaes.is_available(), std_says);
        if std_says {
            assert_eq!(Backend::detect(), Backend::Vaes);
        }
        assert_eq!(
            Backend::AesNi.is_available(),
            std::is_x86_feature_detected!("aes") && std::is_x86_feature_detected!("pclmulqdq")
        );
    }
    #[cfg(target_arch = "aarch64")]
    {
        let std_says = std::arch::is_aarch64_feature_detected!("aes");
        assert_eq!(Backend::Armv8.is_available(), std_says);
        if std_says {
            assert_eq!(Backend::detect(), Backend::Armv8);
        }
    }
    assert!(Backend::Soft.is_available());
    let all: Vec<Backend> = Backend::available().collect();
    assert_eq!(all.last(), Some(&Backend::Soft));
    assert_eq!(all.first(), Some(&Backend::detect()));
    for b in [Backend::Soft, Backend::AesNi, Backend::Vaes, Backend::Armv8] {
        assert_eq!(b.name().parse::<Backend>(), Ok(b));
        assert_eq!(b.to_string(), b.name());
        if !b.is_available() {
            assert_eq!(Aes128::with_backend(&[0; 16], b).unwrap_err(), Error::BackendUnavailable(b));
        }
    }
}

/// The 16-byte pattern message `i` of `gcm_rearmed_engines_never_expose_an_earlier_message`
/// repeats: no zeros, so none of it can pass for wiped bytes, and any 23 bytes of the
/// plaintext hold its 8-byte prefix.
fn rearm_marker(i: usize, fill: u8) -> [u8; 16] {
    [0xC3, fill | 1, i as u8 | 0x80, 0x3C, 0xA5, 0x5A, 0x96, 0x69, 0xF0, 0x0F, 0xE1, 0x1E, 0xD2, 0x2D, 0xB4, 0x4B]
}

/// One message through a re-armed GCM decryptor, fed by `ops` (update / lent room / reserve)
/// and ended by `end` (0: `finish`, 1: `finish_to_vec`, 2: `finish_buffered` read out with
/// `buffered_output`, 3: the same with `take_buffered_output`); `stop` cuts it short (a reset
/// mid-message). Checks that no room lent holds plaintext of an earlier message (it may hold
/// zeros or earlier ciphertext: the decryptor wipes plaintext, not ciphertext) and returns the
/// output, or `None` when cut short.
fn run_rearmed_decryptor(
    dec: &mut aes_engine::gcm::Decryptor<'_, Aes128>,
    sealed: &[u8],
    ops: &[(u8, usize)],
    end: u8,
    stop: Option<usize>,
    earlier: &[[u8; 16]],
) -> Result<Option<Vec<u8>>, TestCaseError> {
    let mut fed = 0;
    for (step, &(op, a)) in ops.iter().cycle().enumerate() {
        if fed >= sealed.len() || stop.is_some_and(|s| fed >= s) {
            break;
        }
        let rest = &sealed[fed..];
        match if step % 4 == 3 { 0 } else { op } {
            0 => {
                let n = (a + 1).min(rest.len());
                dec.update(&rest[..n], &mut []);
                fed += n;
            }
            1 => {
                let room = dec.input_buffer(a + 1).unwrap();
                for m in earlier {
                    prop_assert!(!room.windows(8).any(|w| w == &m[..8]), "lent room holds an earlier plaintext");
                }
                let n = room.len().min(rest.len());
                room[..n].copy_from_slice(&rest[..n]);
                dec.commit_input(n);
                fed += n;
            }
            _ => dec.reserve(fed + a),
        }
    }
    if stop.is_some() {
        return Ok(None);
    }
    let ct_len = sealed.len().saturating_sub(16);
    Ok(Some(match end {
        0 => {
            let mut out = vec![0u8; ct_len];
            dec.finish(&mut out).map(|n| out[..n].to_vec()).unwrap_or_default()
        }
        1 => dec.finish_to_vec().unwrap_or_default(),
        _ => match dec.finish_buffered().unwrap() {
            Ok(n) if end == 2 => {
                let mut out = Vec::new();
                while out.len() < n {
                    let piece = dec.buffered_output(out.len());
                    prop_assert!(!piece.is_empty());
                    out.extend_from_slice(piece);
                }
                prop_assert!(dec.buffered_output(n).is_empty());
                out
            }
            Ok(n) => {
                // Taken in reads of a size cut from the ops, each as much as fits a piece.
                let mut out = Vec::new();
                let mut buf = vec![0u8; ops[0].1 % 9000 + 1];
                while out.len() < n {
                    let k = dec.take_buffered_output(out.len(), &mut buf);
                    prop_assert!(k > 0);
                    out.extend_from_slice(&buf[..k]);
                }
                prop_assert!(dec.take_buffered_output(n, &mut buf) == 0);
                out
            }
            Err(_) => {
                prop_assert!(dec.buffered_output(0).is_empty(), "output after a failure");
                Vec::new()
            }
        },
    }))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// A re-armed GCM decryptor (`Reset`), or a fresh one taking the thread's spare buffer, gives
    /// each message exactly its own plaintext, whatever came before (other lengths, a tampered
    /// message, a reset or drop mid-message), never lends room holding an earlier message's
    /// plaintext and outputs nothing for a tampered message; a re-armed encryptor equals one-shot.
    #[test]
    fn gcm_rearmed_engines_never_expose_an_earlier_message(
        msgs in prop::collection::vec((0usize..70_000, any::<u8>(), prop::option::of(any::<usize>()), 0u8..4, prop::option::of(any::<usize>())), 1..5),
        ops in prop::collection::vec((0u8..3, 0usize..20_000), 1..6),
    ) {
        use aes_engine::Reset;
        let gcm = Aes128Gcm::new(&[9; 16]);
        let mut dec = gcm.decryptor(&[0; 12], b"").unwrap();
        let mut enc = gcm.encryptor(&[0; 12], b"").unwrap();
        let mut earlier = Vec::new();
        for (i, &(len, fill, flip, end, stop)) in msgs.iter().enumerate() {
            let nonce = [i as u8 + 1; 12];
            let marker = rearm_marker(i, fill);
            let plain: Vec<u8> = (0..len).map(|j| marker[j % 16]).collect();
            let mut sealed = gcm.encrypt(&nonce, b"ad", &plain).unwrap();
            // The encryptor, re-armed, in two updates.
            enc.reset(&nonce, b"ad").unwrap();
            let mut out = vec![0u8; len + 32];
            let cut = len / 3;
            let mut n = enc.update(&plain[..cut], &mut out);
            n += enc.update(&plain[cut..], &mut out[n..]);
            n += enc.finish(&mut out[n..]).unwrap();
            prop_assert!(out[..n] == sealed[..]);
            // The decryptor, re-armed.
            if let Some(f) = flip {
                let j = f % sealed.len();
                sealed[j] ^= 1 << (f % 8);
            }
            if fill & 0x40 != 0 {
                // A fresh decryptor instead: it takes the buffer the dropped one left to the
                // thread (`release_spare_buffer`), which must hold no plaintext either.
                dec = gcm.decryptor(&nonce, b"ad").unwrap();
            } else {
                dec.reset(&nonce, b"ad").unwrap();
            }
            let stop = stop.filter(|s| s % 3 == 0).map(|s| s % (sealed.len() + 1));
            let got = run_rearmed_decryptor(&mut dec, &sealed, &ops, end, stop, &earlier)?;
            earlier.push(marker);
            match got {
                None => {}
                Some(got) if flip.is_some() => prop_assert!(got.is_empty(), "tampered message released"),
                Some(got) => prop_assert!(got == plain, "message {i} differs"),
            }
        }
    }
}

/// The public modes on every backend against soft, in pieces of every size: CBC decryption
/// through the streaming decryptor (its held-back last block and in-place batches) and CTR with
/// its partial-block carry-over. (Moved here from the backends' kernel suite: it drives the
/// public API, which `backend/` may not name.)
#[test]
fn modes_streamed_match_soft_on_every_backend() {
    use aes_engine::cbc::{Decryptor, Padding};
    use aes_engine::ctr::Ctr;
    use aes_engine::{Aes192, Backend, Crypter};
    let mut x = 0x0cbc_0000_0000_000cu64;
    let mut bytes = |n: usize| -> Vec<u8> {
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x >> 32) as u8
            })
            .collect()
    };
    let key: [u8; 24] = bytes(24).try_into().unwrap();
    let iv: [u8; 16] = bytes(16).try_into().unwrap();
    let ct = bytes(16 * 37);
    let slow = Aes192::with_backend(&key, Backend::Soft).unwrap();
    for b in Backend::available() {
        let fast = Aes192::with_backend(&key, b).unwrap();
        for piece in 1..=40 {
            let mut outs = Vec::new();
            for cipher in [&fast, &slow] {
                let mut dec = Decryptor::new(cipher.clone(), &iv, Padding::None);
                let mut out = vec![0u8; ct.len() + 16];
                let mut at = 0;
                for chunk in ct.chunks(piece) {
                    at += dec.update(chunk, &mut out[at..]);
                }
                at += dec.finish(&mut out[at..]).unwrap();
                out.truncate(at);
                outs.push(out);
            }
            assert_eq!(outs[0], outs[1], "{b}: cbc piece={piece}");
            let mut iv2 = [0xff; 16];
            iv2[..8].copy_from_slice(&iv[..8]);
            let mut data = [ct.clone(), ct.clone()];
            for (cipher, buf) in [&fast, &slow].into_iter().zip(data.iter_mut()) {
                let mut c = Ctr::new(cipher.clone(), &iv2);
                for chunk in buf.chunks_mut(piece) {
                    c.apply_keystream(chunk);
                }
            }
            assert_eq!(data[0], data[1], "{b}: ctr piece={piece}");
        }
    }
}
