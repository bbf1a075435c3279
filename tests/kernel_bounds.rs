//! Every kernel this build can run, at the lengths around each of its block-count boundaries,
//! against the portable backend, on buffers of exactly the message's length that start at an
//! odd address.
//!
//! Small enough to run under Miri (`.ci/miri.sh`), which interprets the kernels' intrinsics and
//! checks every load and store they make against the bounds and alignment of its allocation: a
//! kernel that reads one byte past a message's tail (a whole-block load of a partial block, say)
//! fails there although it passes on hardware, where the byte past the end is usually mapped.
//! Under Miri the features the build enables (`-C target-feature`) stand in for CPUID
//! (`src/backend/detect.rs`), so `.ci/miri.sh` runs this file once per set of kernels. Natively
//! it is one more cross-backend check, run by `cargo test` on every target.

#[macro_use]
mod common;

use aes_engine::cbc::{self, Lane, Padding};
use aes_engine::ccm::Ccm;
use aes_engine::ctr::Ctr;
use aes_engine::digest::{Digest, HashBackend, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv, GcmSiv};
use aes_engine::stream::CipherReader;
use aes_engine::xts::{Aes128Xts, Aes256Xts, Xts};
use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher, Crypter, GHash, Gcm};
use std::io::Read;

/// Message lengths: around one block, and around each power-of-two count of blocks a kernel
/// takes at once (4 and 8 for AES-NI, 16 for VAES, 32 for the 512-bit GCM kernels), plus two
/// of the widest iterations and a tail (GCM-SIV adds lengths around 2 KiB: [`SIV_WIDE_LENS`]).
const LENS: &[usize] = &[0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1041];

/// Deterministic bytes (xorshift), different for each `seed`.
fn bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

/// `data` copied into a fresh allocation of exactly one more byte, returned with the copy
/// starting at offset 1 (an odd address: aligned loads of a misaligned block fail under Miri).
fn odd(data: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(data.len() + 1);
    v.push(0xA5);
    v.extend_from_slice(data);
    v
}

/// The backends compared, `soft` last: every one this build can run natively; under Miri only
/// the others where the build has any (`.ci/miri.sh` runs `soft` in a build of its own, and the
/// bitsliced AES is slow in the interpreter), the last of them then standing in for `soft`.
fn backends() -> Vec<Backend> {
    without_soft_under_miri(Backend::available().collect())
}

/// `all` (the available backends, `soft` last), less `soft` under Miri where there are others.
fn without_soft_under_miri<T>(mut all: Vec<T>) -> Vec<T> {
    if cfg!(miri) && all.len() > 1 {
        all.pop();
    }
    all
}

/// `f` on each of [`backends`]: all results equal the last one's.
fn agree<T: PartialEq>(what: &str, f: impl Fn(Backend) -> T) {
    let backends = backends();
    let (reference, rest) = backends.split_last().unwrap();
    let expected = f(*reference);
    for &b in rest {
        assert!(f(b) == expected, "{b}: {what} differs from {reference}");
    }
}

/// Everything the block and mode layer computes for one key on `backend`, as byte strings.
fn modes<C: BlockCipher + Clone>(c: &C) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let iv: [u8; 16] = bytes(7, 16).try_into().unwrap();
    // The counter's low bytes three blocks short of wrapping: the carry crosses the 32- and
    // 64-bit words inside a batch.
    let mut wrap_iv = [0xFF; 16];
    wrap_iv[15] = 0xFD;
    for &len in LENS {
        let msg = bytes(len as u64, len);
        let whole = len / 16 * 16;

        // Many blocks at once, both directions.
        let mut blocks: Vec<[u8; 16]> = msg[..whole].chunks_exact(16).map(|b| b.try_into().unwrap()).collect();
        c.encrypt_blocks(&mut blocks);
        out.push(blocks.concat());
        c.decrypt_blocks(&mut blocks);
        assert_eq!(blocks.concat(), msg[..whole]);

        // CTR in one call and in two, from an odd address, also across the counter's wrap.
        for start in [iv, wrap_iv] {
            let mut buf = odd(&msg);
            Ctr::new(c.clone(), &start).apply_keystream(&mut buf[1..]);
            out.push(buf[1..].to_vec());
            let mut split = odd(&msg);
            let mut ctr = Ctr::new(c.clone(), &start);
            let (a, b) = split[1..].split_at_mut(len / 3);
            ctr.apply_keystream(a);
            ctr.apply_keystream(b);
            assert_eq!(split[1..], buf[1..]);
        }

        // CBC: PKCS#7 at every length, no padding on whole blocks, in place from an odd address.
        let ct = cbc::encrypt(c, &iv, Padding::Pkcs7, &msg).unwrap();
        assert_eq!(cbc::decrypt(c, &iv, Padding::Pkcs7, &ct).unwrap(), msg);
        out.push(ct);
        let mut buf = odd(&msg[..whole]);
        cbc::encrypt_in_place(c, &iv, Padding::None, &mut buf[1..], whole).unwrap();
        out.push(buf[1..].to_vec());
        cbc::decrypt_in_place(c, &iv, Padding::None, &mut buf[1..]).unwrap();
        assert_eq!(buf[1..], msg[..whole]);

        // CCM in place from an odd address (the one-pass kernel, then the partial block), and
        // its open.
        let ccm = Ccm::new(c.clone(), 16, 13).unwrap();
        let aad = &msg[..len.min(20)];
        let mut buf = odd(&msg);
        let tag = ccm.encrypt_in_place_detached(&iv[..13], aad, &mut buf[1..]).unwrap();
        out.push(buf[1..].to_vec());
        out.push(tag.as_ref().to_vec());
        ccm.decrypt_in_place_detached(&iv[..13], aad, &mut buf[1..], tag.as_ref()).unwrap();
        assert_eq!(buf[1..], msg);
    }

    // CBC lanes of different lengths (the multi-message kernel refills lanes as they end).
    let mut msgs: Vec<Vec<u8>> = (0..9).map(|i| odd(&bytes(100 + i, (i as usize * 37 % 11) * 16))).collect();
    let mut lanes: Vec<Lane<'_>> =
        msgs.iter_mut().enumerate().map(|(i, m)| Lane { iv: [i as u8; 16], data: &mut m[1..] }).collect();
    cbc::encrypt_many(c, &mut lanes).unwrap();
    out.extend(msgs.iter().map(|m| m[1..].to_vec()));
    out
}

#[test]
fn block_ctr_cbc_agree() {
    for key_len in [16, 24, 32] {
        let key = bytes(key_len as u64, key_len);
        agree(&format!("AES-{} block, CTR or CBC output", key_len * 8), |b| with_cipher!(key, b, |c| modes(&c)));
    }
}

/// XTS unit lengths around 4 KiB, where one-unit XTS-AES-128 calls on AVX-512 CPUs take the zmm
/// kernel (`vaes512_xts_encrypt`, 32-block batches): one block short of it, exactly it, with a
/// partial block (ciphertext stealing), a 16-block batch and a tail past the last 32-block
/// batch, and a batch and a partial block past it.
const XTS_ZMM_LENS: &[usize] = &[4080, 4095, 4096, 4097, 4111, 4112, 4352, 4607, 4625];

/// Many-sector XTS calls (`encrypt_sectors`): sector size and sector count, each call with a
/// shorter last unit of 17 bytes (ciphertext stealing) after them. 512 bytes: the zmm kernel
/// that encrypts the tweaks four units at a time in a ring of two quads (9 units: a partial
/// last quad and the ring's wrap); 256: the ymm units kernel; 128: AES-NI's.
const XTS_SECTORS: &[(usize, usize)] = &[(512, 9), (256, 5), (128, 5)];

/// XTS data units of each length of `LENS` from 16 bytes and of [`XTS_ZMM_LENS`] (whole blocks
/// and ciphertext stealing), and the many-sector calls of [`XTS_SECTORS`], in place from an odd
/// address, both directions.
fn xts<C: BlockCipher>(x: &Xts<C>) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for &len in LENS.iter().filter(|&&len| len >= 16).chain(XTS_ZMM_LENS) {
        let msg = bytes(len as u64 + 3, len);
        let mut buf = odd(&msg);
        x.encrypt_sector_number(u128::MAX - 1, &mut buf[1..]).unwrap();
        out.push(buf[1..].to_vec());
        x.decrypt_sector_number(u128::MAX - 1, &mut buf[1..]).unwrap();
        assert_eq!(buf[1..], msg);
    }
    for &(sector, count) in XTS_SECTORS {
        let len = sector * count + 17;
        let msg = bytes(len as u64 + 5, len);
        let mut buf = odd(&msg);
        x.encrypt_sectors(u128::MAX - 3, sector, &mut buf[1..]).unwrap();
        out.push(buf[1..].to_vec());
        x.decrypt_sectors(u128::MAX - 3, sector, &mut buf[1..]).unwrap();
        assert_eq!(buf[1..], msg);
    }
    out
}

#[test]
fn xts_agrees() {
    let key: [u8; 64] = bytes(64, 64).try_into().unwrap();
    let k128: &[u8; 32] = key[..32].try_into().unwrap();
    agree("XTS-AES-128 output", |b| xts(&Aes128Xts::with_backend(k128, b).unwrap()));
    agree("XTS-AES-256 output", |b| xts(&Aes256Xts::with_backend(&key, b).unwrap()));
}

/// GCM-SIV lengths past [`LENS`]: around 2 KiB, from which a message (or its AAD) takes the VAES
/// backend's wide kernels (`vaes512_polyval`, `vaes_ctr32_le`: 16-block batches) where the CPU
/// has AVX-512, and a batch and a tail past it.
const SIV_WIDE_LENS: &[usize] = &[2047, 2048, 2049, 2303];

/// GCM-SIV seal and open in place from odd addresses at each length of `LENS` and
/// [`SIV_WIDE_LENS`] (AADs of 0, 17 and 300 bytes in turn), and a short message under an AAD
/// long enough for the wide POLYVAL kernel.
fn gcm_siv<C: BlockCipher>(g: &GcmSiv<C>) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let nonce: [u8; 12] = bytes(12, 12).try_into().unwrap();
    let cases = LENS.iter().chain(SIV_WIDE_LENS).enumerate().map(|(i, &len)| (len, [0, 17, 300][i % 3]));
    for (len, aad_len) in cases.chain([(16, 2049)]) {
        let msg = bytes(len as u64 + 2000, len);
        let aad = odd(&bytes(aad_len as u64 + 60, aad_len));
        let mut buf = odd(&msg);
        let tag = g.encrypt_in_place_detached(&nonce, &aad[1..], &mut buf[1..]).unwrap();
        out.push(buf[1..].to_vec());
        out.push(tag.to_vec());
        g.decrypt_in_place_detached(&nonce, &aad[1..], &mut buf[1..], &tag).unwrap();
        assert_eq!(buf[1..], msg);
    }
    out
}

#[test]
fn gcm_siv_agrees() {
    let key: [u8; 32] = bytes(32, 32).try_into().unwrap();
    let k128: &[u8; 16] = key[..16].try_into().unwrap();
    agree("AES-128-GCM-SIV output", |b| gcm_siv(&Aes128GcmSiv::with_backend(k128, b).unwrap()));
    agree("AES-256-GCM-SIV output", |b| gcm_siv(&Aes256GcmSiv::with_backend(&key, b).unwrap()));
}

/// GHASH of each length of `LENS` from an odd address, and of the same bytes in three pieces.
fn ghash(backend: Backend) -> Vec<[u8; 16]> {
    let h: [u8; 16] = bytes(3, 16).try_into().unwrap();
    LENS.iter()
        .map(|&len| {
            let data = odd(&bytes(len as u64, len));
            let mut g = GHash::with_backend(&h, backend).unwrap();
            g.update_padded(&data[1..]);
            g.finalize()
        })
        .collect()
}

#[test]
fn ghash_agrees() {
    agree("GHASH", ghash);
}

/// (AAD length, nonce length) pairs: none and a partial block of AAD with the 96-bit nonce
/// (J0 = nonce ‖ 1), and AADs over many blocks with nonces that are hashed into J0.
const AAD_NONCE: [(usize, usize); 4] = [(0, 12), (17, 12), (300, 1), (1, 60)];

/// GCM on `backend`: one-shot seal and open in place (odd addresses), with AADs and nonces of
/// several lengths (each message length with one pair of [`AAD_NONCE`], in turn) and three tag
/// lengths, and the incremental engines fed in uneven pieces.
fn gcm<C: BlockCipher + Clone>(g: Gcm<C>) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let g = g.with_tag_len(16).unwrap();
    for (i, &len) in LENS.iter().enumerate() {
        let msg = bytes(len as u64 + 1000, len);
        let (aad_len, nonce_len) = AAD_NONCE[i % AAD_NONCE.len()];
        let aad = odd(&bytes(aad_len as u64, aad_len));
        let nonce = odd(&bytes(nonce_len as u64 + 50, nonce_len));
        let (aad, nonce) = (&aad[1..], &nonce[1..]);
        let mut buf = odd(&msg);
        let tag = g.encrypt_in_place_detached(nonce, aad, &mut buf[1..]).unwrap();
        let ct = buf[1..].to_vec();
        out.push(ct.clone());
        out.push(tag.as_ref().to_vec());
        g.decrypt_in_place_detached(nonce, aad, &mut buf[1..], tag.as_ref()).unwrap();
        assert_eq!(buf[1..], msg);

        // The engines, in pieces of 1, 33 and the rest, into outputs of exactly the
        // promised sizes.
        let mut enc = g.encryptor(nonce, aad).unwrap();
        let mut sealed = Vec::new();
        for piece in pieces(&msg) {
            let mut o = vec![0; enc.update_len(piece.len())];
            let n = enc.update(piece, &mut o);
            sealed.extend_from_slice(&o[..n]);
        }
        let mut o = vec![0; enc.finish_len()];
        let n = enc.finish(&mut o).unwrap();
        sealed.extend_from_slice(&o[..n]);
        assert_eq!((&sealed[..len], &sealed[len..]), (&ct[..], tag.as_ref()));

        let mut dec = g.decryptor(nonce, aad).unwrap();
        let mut opened = Vec::new();
        for piece in pieces(&sealed) {
            let mut o = vec![0; dec.update_len(piece.len())];
            let n = dec.update(piece, &mut o);
            opened.extend_from_slice(&o[..n]);
        }
        let mut o = vec![0; dec.finish_len()];
        let n = dec.finish(&mut o).unwrap();
        opened.extend_from_slice(&o[..n]);
        assert_eq!(opened, msg);
    }
    // Short tags, and a reader over a sealed message read in 7-byte pieces.
    for tag_len in [12, 4] {
        let g = g.clone().with_tag_len(tag_len).unwrap();
        let sealed = g.encrypt(&[1; 12], b"aad", &bytes(9, 700)).unwrap();
        assert_eq!(g.decrypt(&[1; 12], b"aad", &sealed).unwrap(), bytes(9, 700));
        out.push(sealed);
    }
    let sealed = g.encrypt(&[2; 12], &[], &bytes(10, 1041)).unwrap();
    let mut reader = CipherReader::new(&sealed[..], g.decryptor(&[2; 12], &[]).unwrap());
    let (mut opened, mut piece) = (Vec::new(), [0u8; 7]);
    loop {
        let n = reader.read(&mut piece).unwrap();
        if n == 0 {
            break;
        }
        opened.extend_from_slice(&piece[..n]);
    }
    assert_eq!(opened, bytes(10, 1041));
    out
}

/// `data` in pieces of 1, 33 and the rest (as many of them as it has bytes for).
fn pieces(data: &[u8]) -> Vec<&[u8]> {
    let a = data.len().min(1);
    let b = data.len().min(34);
    vec![&data[..a], &data[a..b], &data[b..]]
}

#[test]
fn gcm_agrees() {
    for key_len in [16, 32] {
        let key = bytes(key_len as u64 + 5, key_len);
        agree(&format!("AES-{}-GCM", key_len * 8), |b| with_cipher!(key, b, |c| gcm(Gcm::from_cipher(c))));
    }
}

/// Digest lengths: around the 64- and 128-byte blocks and the padding boundaries (55/56,
/// 111/112), and several blocks.
const DIGEST_LENS: &[usize] = &[0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 300];

/// The hash backends compared, `soft` last; under Miri only the others where the build has any
/// (as [`backends`]: the portable digests have no `unsafe`).
fn hash_backends() -> Vec<HashBackend> {
    without_soft_under_miri(HashBackend::available().collect())
}

/// One algorithm on one backend: digests in three pieces from odd addresses, and HMAC with a
/// short and a long key; `None` where `b` has no single-stream kernel for it.
fn digests<H: Digest>(b: HashBackend) -> Option<Vec<Vec<u8>>> {
    let mut h = H::with_backend(b).ok()?;
    let mut out = Vec::new();
    for &len in DIGEST_LENS {
        let data = odd(&bytes(len as u64 + 77, len));
        for piece in pieces(&data[1..]) {
            h.update(piece);
        }
        out.push(h.finalize_reset().as_ref().to_vec());
        for key_len in [5, 200] {
            let key = odd(&bytes(key_len, key_len as usize));
            let mut mac = Hmac::<H>::with_backend(&key[1..], b).unwrap();
            mac.update(&data[1..]);
            out.push(mac.finalize().as_ref().to_vec());
        }
    }
    Some(out)
}

/// `H` on every backend of [`hash_backends`] that has a kernel for it: the single-stream
/// digests and HMACs agree, and `digest_many_with` (and the default `digest_many`, which may
/// take lanes no named backend has) over messages of the lengths above, two of each in an order
/// that ends the lanes at different times, gives each message's portable digest.
fn digest_agrees<H: Digest>() {
    let backends = hash_backends();
    let single: Vec<(HashBackend, Vec<Vec<u8>>)> =
        backends.iter().filter_map(|&b| digests::<H>(b).map(|r| (b, r))).collect();
    if let Some(((reference, expected), rest)) = single.split_last() {
        for (b, got) in rest {
            assert!(got == expected, "{b}: single-stream digests or HMACs differ from {reference}");
        }
    }

    let msgs: Vec<Vec<u8>> = DIGEST_LENS
        .iter()
        .chain(DIGEST_LENS.iter().rev())
        .enumerate()
        .map(|(i, &n)| odd(&bytes(i as u64, n)))
        .collect();
    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[1..]).collect();
    let expected: Vec<Vec<u8>> = inputs
        .iter()
        .map(|input| {
            let mut soft = H::with_backend(HashBackend::Soft).unwrap();
            soft.update(input);
            soft.finalize().as_ref().to_vec()
        })
        .collect();
    let mut got = vec![H::digest(&[]); inputs.len()];
    for b in backends {
        if H::digest_many_with(b, &inputs, &mut got).is_ok() {
            let got: Vec<Vec<u8>> = got.iter().map(|d| d.as_ref().to_vec()).collect();
            assert!(got == expected, "{b}: digest_many differs from soft");
        }
    }
    H::digest_many(&inputs, &mut got).unwrap();
    let got: Vec<Vec<u8>> = got.iter().map(|d| d.as_ref().to_vec()).collect();
    assert!(got == expected, "digest_many differs from soft");
}

#[test]
fn md5_agrees() {
    digest_agrees::<Md5>();
}

#[test]
fn sha1_agrees() {
    digest_agrees::<Sha1>();
}

#[test]
fn sha224_agrees() {
    digest_agrees::<Sha224>();
}

#[test]
fn sha256_agrees() {
    digest_agrees::<Sha256>();
}

#[test]
fn sha384_agrees() {
    digest_agrees::<Sha384>();
}

#[test]
fn sha512_agrees() {
    digest_agrees::<Sha512>();
}

/// A mode run over a message in two pieces.
type TwoPieces<'a> = &'a dyn Fn(&mut [u8], &mut [u8]);

/// CFB128 both ways, CFB8 both ways and OFB, in place from an odd address at each length of
/// `LENS`, in one call and in two (the whole-block kernels, then the partial-block state).
fn feedback_modes<C: BlockCipher + Clone>(c: &C) -> Vec<Vec<u8>> {
    use aes_engine::{cfb::Cfb8, cfb::Cfb128, ofb::Ofb};
    let iv: [u8; 16] = bytes(9, 16).try_into().unwrap();
    let mut out = Vec::new();
    for &len in LENS {
        let msg = bytes(len as u64 + 77, len);
        let runs: [(&str, TwoPieces<'_>); 5] = [
            ("cfb128 enc", &|a, b| {
                let mut m = Cfb128::new(c.clone(), &iv);
                m.encrypt(a);
                m.encrypt(b);
            }),
            ("cfb128 dec", &|a, b| {
                let mut m = Cfb128::new(c.clone(), &iv);
                m.decrypt(a);
                m.decrypt(b);
            }),
            ("cfb8 enc", &|a, b| {
                let mut m = Cfb8::new(c.clone(), &iv);
                m.encrypt(a);
                m.encrypt(b);
            }),
            ("cfb8 dec", &|a, b| {
                let mut m = Cfb8::new(c.clone(), &iv);
                m.decrypt(a);
                m.decrypt(b);
            }),
            ("ofb", &|a, b| {
                let mut m = Ofb::new(c.clone(), &iv);
                m.apply_keystream(a);
                m.apply_keystream(b);
            }),
        ];
        for (what, run) in runs {
            let mut whole = odd(&msg);
            run(&mut whole[1..], &mut []);
            let mut split = odd(&msg);
            let (a, b) = split[1..].split_at_mut(len / 3);
            run(a, b);
            assert_eq!(split[1..], whole[1..], "{what} len={len}");
            out.push(whole[1..].to_vec());
        }
    }
    out
}

#[test]
fn feedback_modes_agree() {
    for key_len in [16, 24, 32] {
        let key = bytes(key_len as u64 + 5, key_len);
        agree(&format!("AES-{} CFB or OFB output", key_len * 8), |b| with_cipher!(key, b, |c| feedback_modes(&c)));
    }
}
