//! Digest properties, for all eight hashes: every backend agrees with the portable one for random
//! lengths 0..=10,000 fed in random `update` pieces; `finalize_reset` leaves a hasher equal to a
//! fresh one; `digest_many` (default and on every backend with a batch path) equals hashing one
//! message at a time, for random sets of 0–40 messages of the lengths where padding changes
//! shape; HMAC agrees across backends and `verify` accepts its own tag only; `HmacKey::sign_many`
//! equals `sign` one message at a time, on random batches of 0–80 mixed lengths; `finalize_bits`
//! agrees across backends.

use aes_engine::Error;
use aes_engine::digest::{
    Digest, HashBackend, Hmac, HmacKey, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256,
};
use proptest::prelude::*;

mod common;
use common::bytes;

/// Splits `data` at the given cut points (taken modulo the length, sorted).
fn pieces<'a>(data: &'a [u8], cuts: &[usize]) -> Vec<&'a [u8]> {
    let mut points: Vec<usize> = cuts.iter().map(|c| c % (data.len() + 1)).collect();
    points.push(0);
    points.push(data.len());
    points.sort_unstable();
    points.windows(2).map(|w| &data[w[0]..w[1]]).collect()
}

/// Every backend with a single-stream kernel for `H`, soft last.
fn singles<H: Digest>() -> Vec<(HashBackend, H)> {
    HashBackend::available().filter_map(|b| H::with_backend(b).ok().map(|h| (b, h))).collect()
}

/// Every backend with a `digest_many` path for `H`.
fn manys<H: Digest>() -> Vec<HashBackend> {
    HashBackend::available().filter(|&b| H::digest_many_with(b, &[] as &[&[u8]], &mut []).is_ok()).collect()
}

fn agree<H: Digest>(data: &[u8], cuts: &[usize]) {
    let hs = singles::<H>();
    assert_eq!(hs.last().map(|(b, _)| *b), Some(HashBackend::Soft));
    let want = H::with_backend(HashBackend::Soft).map(|mut h| {
        h.update(data);
        h.finalize()
    });
    let want = want.unwrap();
    assert_eq!(H::digest(data).as_ref(), want.as_ref(), "one-shot differs from soft");
    for (b, mut h) in hs {
        for p in pieces(data, cuts) {
            h.update(p);
        }
        assert_eq!(h.backend(), b);
        assert_eq!(h.finalize().as_ref(), want.as_ref(), "{b}: {} bytes in pieces", data.len());
    }
}

fn reset_reuse<H: Digest>(first: &[u8], second: &[u8]) {
    for (b, mut h) in singles::<H>() {
        h.update(first);
        let a = h.finalize_reset();
        assert_eq!(a.as_ref(), H::digest(first).as_ref(), "{b}");
        h.update(second);
        let mut fresh = H::with_backend(b).unwrap();
        fresh.update(second);
        assert_eq!(h.clone().finalize().as_ref(), fresh.finalize().as_ref(), "{b}: finalize_reset then reuse");
        h.update(b"tail");
        h.reset();
        h.update(second);
        assert_eq!(h.finalize().as_ref(), H::digest(second).as_ref(), "{b}: reset then reuse");
    }
}

/// Lengths where the padding changes shape, for 64- and 128-byte blocks, and long ones.
const EDGES: [usize; 14] = [0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129];

fn many_matches_one_by_one<H: Digest>(picks: &[(usize, u16, u64)]) {
    let msgs: Vec<Vec<u8>> = picks
        .iter()
        .map(|&(k, long, seed)| {
            let len = if k < EDGES.len() { EDGES[k] } else { 130 + long as usize % 4000 };
            bytes(len, seed)
        })
        .collect();
    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
    let want: Vec<H::Output> = inputs.iter().map(|m| H::digest(m)).collect();
    let mut out = vec![H::digest(b"x"); inputs.len()];
    H::digest_many(&inputs, &mut out).unwrap();
    assert!(out.iter().zip(&want).all(|(a, b)| a.as_ref() == b.as_ref()), "digest_many (default)");
    for b in manys::<H>() {
        let mut out = vec![H::digest(b"x"); inputs.len()];
        H::digest_many_with(b, &inputs, &mut out).unwrap();
        for (i, (a, w)) in out.iter().zip(&want).enumerate() {
            assert_eq!(a.as_ref(), w.as_ref(), "digest_many_with({b}): message {i} of {} bytes", inputs[i].len());
        }
    }
}

/// A batch for the lanes' one-block fast path or the SHA-NI streams' whole-block path: `count`
/// messages of `len` bytes each (the UUID workload's shape, or Merkle-tree nodes'), optionally
/// with the message at `odd.0` given `odd.1` bytes instead (a longer one ends the fast path there
/// and hands the rest to the scheduler; a shorter one makes a lane rewrite its padding).
fn short_batch_matches_one_by_one<H: Digest>(len: usize, count: usize, odd: Option<(usize, usize)>, seed: u64) {
    let msgs: Vec<Vec<u8>> = (0..count)
        .map(|i| {
            let n = match odd {
                Some((at, n)) if at % (count + 1) == i => n,
                _ => len,
            };
            bytes(n, seed.wrapping_add(i as u64))
        })
        .collect();
    let picks: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
    let want: Vec<H::Output> = picks.iter().map(|m| H::digest(m)).collect();
    let mut out = vec![H::digest(b"x"); picks.len()];
    H::digest_many(&picks, &mut out).unwrap();
    assert!(out.iter().zip(&want).all(|(a, b)| a.as_ref() == b.as_ref()), "digest_many (default), {len} bytes");
    for b in manys::<H>() {
        let mut out = vec![H::digest(b"x"); picks.len()];
        H::digest_many_with(b, &picks, &mut out).unwrap();
        for (i, (a, w)) in out.iter().zip(&want).enumerate() {
            assert_eq!(a.as_ref(), w.as_ref(), "digest_many_with({b}): message {i} of {} bytes", picks[i].len());
        }
    }
}

fn hmac_agrees<H: Digest>(key: &[u8], msg: &[u8]) {
    let want = Hmac::<H>::with_backend(key, HashBackend::Soft).unwrap();
    let mut w = want.clone();
    w.update(msg);
    let want = w.finalize();
    for (b, _) in singles::<H>() {
        let mut m = Hmac::<H>::with_backend(key, b).unwrap();
        m.update(msg);
        assert_eq!(m.clone().finalize().as_ref(), want.as_ref(), "{b}: HMAC");
        m.clone().verify(want.as_ref()).unwrap();
        let mut bad = want;
        bad.as_mut()[0] ^= 1;
        assert!(m.verify(bad.as_ref()).is_err(), "{b}: a wrong tag verified");
    }
}

/// `HmacKey` on every backend with a single-stream kernel or lanes for `H`, and `new`'s default: `sign`
/// equals the portable `Hmac`, `sign_many` of a batch of the given lengths equals `sign` one
/// message at a time, `verify` takes the MAC and its truncations to any allowed length and
/// refuses a flipped bit, a tag too short or too long.
fn hmac_key_agrees<H: Digest>(key: &[u8], lens: &[usize], seed: u64) {
    let msgs: Vec<Vec<u8>> = lens.iter().enumerate().map(|(i, &n)| bytes(n, seed.wrapping_add(i as u64))).collect();
    let soft = Hmac::<H>::with_backend(key, HashBackend::Soft).unwrap();
    let want: Vec<H::Output> = msgs
        .iter()
        .map(|m| {
            let mut h = soft.clone();
            h.update(m);
            h.finalize()
        })
        .collect();
    // Every backend with a single-stream kernel or lanes for `H` (`avx2`'s lanes for SHA-256).
    let keys = HashBackend::available().filter_map(|b| HmacKey::<H>::with_backend(key, b).ok().map(|k| (b.name(), k)));
    for (name, k) in keys.chain([("default", HmacKey::<H>::new(key))]) {
        for (m, w) in msgs.iter().zip(&want) {
            assert_eq!(k.sign(m).as_ref(), w.as_ref(), "{name}: sign of {} bytes", m.len());
        }
        let mut out = vec![H::digest(b"x"); msgs.len()];
        k.sign_many(&msgs, &mut out).unwrap();
        for (i, (o, w)) in out.iter().zip(&want).enumerate() {
            assert_eq!(o.as_ref(), w.as_ref(), "{name}: sign_many message {i} of {} ({} bytes)", msgs.len(), lens[i]);
        }
        let (m, tag) = (msgs.first().map_or(&[][..], |m| &m[..]), k.sign(msgs.first().map_or(&[][..], |m| &m[..])));
        let min = (H::OUTPUT_LEN / 2).max(10);
        for len in min..=H::OUTPUT_LEN {
            k.verify(m, &tag.as_ref()[..len]).unwrap();
            let mut bad = tag.as_ref()[..len].to_vec();
            bad[len - 1] ^= 0x80;
            assert_eq!(k.verify(m, &bad), Err(Error::AuthenticationFailed), "{name}: wrong {len}-byte tag");
        }
        assert_eq!(k.verify(m, &tag.as_ref()[..min - 1]), Err(Error::InvalidTagLength));
        assert_eq!(k.verify(m, &[tag.as_ref(), &[0]].concat()), Err(Error::InvalidTagLength));
    }
}

/// `finalize_bits` agrees across backends and with `finalize` where it must: no extra bits is
/// the byte digest, the bits of `last` past `bits` are ignored, and seven bits differ from eight
/// whole ones (the padding's `1` bit lands inside `last`, the length counts bits).
fn bits_agree<H: Digest>(data: &[u8], last: u8, bits: u32) {
    let soft = {
        let mut h = H::with_backend(HashBackend::Soft).unwrap();
        h.update(data);
        h
    };
    let want = soft.clone().finalize_bits(last, bits).unwrap();
    let noise = last | (0xff >> bits);
    assert_eq!(soft.clone().finalize_bits(noise, bits).unwrap().as_ref(), want.as_ref(), "bits past `bits` read");
    assert_eq!(soft.clone().finalize_bits(last, 0).unwrap().as_ref(), H::digest(data).as_ref());
    let mut whole = data.to_vec();
    whole.push(last);
    assert_ne!(soft.clone().finalize_bits(last, 7).unwrap().as_ref(), H::digest(&whole).as_ref());
    for (b, mut h) in singles::<H>() {
        h.update(data);
        assert_eq!(
            h.finalize_bits(last, bits).unwrap().as_ref(),
            want.as_ref(),
            "{b}: {} bytes + {bits} bits",
            data.len()
        );
    }
}

macro_rules! for_all_hashes {
    ($f:ident ( $($arg:expr),* )) => {
        $f::<Md5>($($arg),*);
        $f::<Sha1>($($arg),*);
        $f::<Sha224>($($arg),*);
        $f::<Sha256>($($arg),*);
        $f::<Sha384>($($arg),*);
        $f::<Sha512>($($arg),*);
        $f::<Sha512_224>($($arg),*);
        $f::<Sha512_256>($($arg),*);
    };
}

#[test]
fn short_batches_every_length() {
    // Every one-block length of both block sizes and the first two-block ones, in batches that
    // fill 16 lanes exactly, leave a partial group, or hold a single message.
    for len in 0..=113 {
        for count in [1, 9, 16, 35] {
            for_all_hashes!(short_batch_matches_one_by_one(len, count, None, len as u64));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn every_backend_equals_soft(len in 0usize..=10_000, seed: u64, cuts in prop::collection::vec(any::<usize>(), 0..8)) {
        let data = bytes(len, seed);
        for_all_hashes!(agree(&data, &cuts));
    }

    #[test]
    fn short_inputs_every_split(len in 0usize..=300, seed: u64, cuts in prop::collection::vec(any::<usize>(), 0..4)) {
        let data = bytes(len, seed);
        for_all_hashes!(agree(&data, &cuts));
    }

    #[test]
    fn finalize_bits_every_backend_equals_soft(len in 0usize..=300, seed: u64, last: u8, bits in 0u32..8) {
        let data = bytes(len, seed);
        for_all_hashes!(bits_agree(&data, last, bits));
    }

    #[test]
    fn finalize_reset_then_reuse_is_fresh(a in 0usize..400, b in 0usize..400, seed: u64) {
        let (x, y) = (bytes(a, seed), bytes(b, !seed));
        for_all_hashes!(reset_reuse(&x, &y));
    }

    #[test]
    fn digest_many_equals_one_by_one(picks in prop::collection::vec((0usize..16, any::<u16>(), any::<u64>()), 0..=40)) {
        for_all_hashes!(many_matches_one_by_one(&picks));
    }

    #[test]
    fn digest_many_short_batches(len in 0usize..=112, count in 0usize..=50, odd in proptest::option::of((any::<usize>(), 0usize..=300)), seed: u64) {
        for_all_hashes!(short_batch_matches_one_by_one(len, count, odd, seed));
    }

    /// Batches of one whole-block length (64-byte Merkle-tree nodes, say: the SHA-NI streams'
    /// path with the padding block's schedule computed once), with one odd message or none.
    #[test]
    fn digest_many_whole_block_batches(
        blocks in 1usize..=6,
        count in 0usize..=30,
        odd in proptest::option::of((any::<usize>(), 0usize..=400)),
        seed: u64,
    ) {
        for_all_hashes!(short_batch_matches_one_by_one(64 * blocks, count, odd, seed));
    }

    /// Batches of 0 to 80 messages of 0 to 300 bytes (across the one- and two-block paddings of
    /// both block sizes, and whole blocks) under keys of any length.
    #[test]
    fn hmac_key_sign_many_equals_sign(klen in 0usize..200, lens in prop::collection::vec(0usize..=300, 0..=80), seed: u64) {
        let key = bytes(klen, seed.rotate_left(29));
        for_all_hashes!(hmac_key_agrees(&key, &lens, seed));
    }

    #[test]
    fn hmac_every_backend_equals_soft(klen in 0usize..300, mlen in 0usize..600, seed: u64) {
        let (key, msg) = (bytes(klen, seed), bytes(mlen, seed.rotate_left(17)));
        for_all_hashes!(hmac_agrees(&key, &msg));
    }
}

/// `Debug` names the type and the backend and prints no state, buffered data or key.
#[test]
fn debug_prints_no_state_or_key() {
    let mut h = Sha256::with_backend(HashBackend::Soft).unwrap();
    h.update(b"SECRET-DATA");
    let s = format!("{h:?}");
    assert_eq!(s, "Sha256 { backend: Soft, .. }");
    let key = [0xabu8; 40];
    let mut m = Hmac::<Sha1>::new(&key);
    m.update(b"SECRET-DATA");
    let s = format!("{m:?}");
    assert!(s.starts_with("Hmac { hash: Sha1 { backend: "), "{s}");
    assert!(!s.contains("SECRET") && !s.contains("ab") && !s.contains("171"), "{s}");
    let s = format!("{:?}", HmacKey::<Sha1>::new(&key));
    assert!(s.starts_with("HmacKey { hash: Sha1 { backend: "), "{s}");
    assert!(!s.contains("ab") && !s.contains("171"), "{s}");
}
