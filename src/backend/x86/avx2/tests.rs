//! The AVX2 lanes against straightforward scalar references written from the standards (FIPS
//! 180-4, RFC 1321), which are themselves checked against the standards' examples.

use super::{md5, sha1, sha256, sha512};
use crate::backend::detect::Avx2Token;
use crate::backend::test_rng::Rng;
use std::{vec, vec::Vec};

// ---- scalar references (test-only, written for clarity) ----

/// The message padded to whole `block`-byte blocks with a `len_bytes`-byte bit length.
fn pad(msg: &[u8], block: usize, len_bytes: usize, big_endian: bool) -> Vec<u8> {
    let mut m = msg.to_vec();
    m.push(0x80);
    while m.len() % block != block - len_bytes {
        m.push(0);
    }
    let bits = (msg.len() as u128) * 8;
    if big_endian {
        m.extend_from_slice(&bits.to_be_bytes()[16 - len_bytes..]);
    } else {
        m.extend_from_slice(&bits.to_le_bytes()[..len_bytes]);
    }
    m
}

fn md5_block(s: &mut [u32; 4], block: &[u8]) {
    const R: [u32; 16] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    let m: Vec<u32> = block.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    let [mut a, mut b, mut c, mut d] = *s;
    for t in 0..64 {
        let (f, k) = match t / 16 {
            0 => ((b & c) | (!b & d), t),
            1 => ((b & d) | (c & !d), (5 * t + 1) % 16),
            2 => (b ^ c ^ d, (3 * t + 5) % 16),
            _ => (c ^ (b | !d), (7 * t) % 16),
        };
        let sine = ((t as f64 + 1.0).sin().abs() * 4294967296.0) as u32;
        let x = a.wrapping_add(f).wrapping_add(m[k]).wrapping_add(sine);
        (a, d, c) = (d, c, b);
        b = b.wrapping_add(x.rotate_left(R[t / 16 * 4 + t % 4]));
    }
    for (s, v) in s.iter_mut().zip([a, b, c, d]) {
        *s = s.wrapping_add(v);
    }
}

fn sha1_block(s: &mut [u32; 5], block: &[u8]) {
    let mut w: Vec<u32> = block.chunks(4).map(|c| u32::from_be_bytes(c.try_into().unwrap())).collect();
    for t in 16..80 {
        w.push((w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotate_left(1));
    }
    let [mut a, mut b, mut c, mut d, mut e] = *s;
    for (t, w) in w.iter().enumerate() {
        let (f, k) = match t / 20 {
            0 => ((b & c) ^ (!b & d), 0x5a82_7999),
            1 => (b ^ c ^ d, 0x6ed9_eba1),
            2 => ((b & c) ^ (b & d) ^ (c & d), 0x8f1b_bcdc),
            _ => (b ^ c ^ d, 0xca62_c1d6u32),
        };
        let x = a.rotate_left(5).wrapping_add(f).wrapping_add(e).wrapping_add(k).wrapping_add(*w);
        (e, d, c, b, a) = (d, c, b.rotate_left(30), a, x);
    }
    for (s, v) in s.iter_mut().zip([a, b, c, d, e]) {
        *s = s.wrapping_add(v);
    }
}

/// SHA-256 (`W = u32`) and SHA-512 (`W = u64`) share this shape; the macro instantiates both.
macro_rules! sha2_block {
    ($name:ident, $w:ty, $k:expr, $rounds:literal, $S0:expr, $S1:expr, $s0:expr, $s1:expr) => {
        fn $name(s: &mut [$w; 8], block: &[u8]) {
            const N: usize = size_of::<$w>();
            let mut w: Vec<$w> = block.chunks(N).map(|c| <$w>::from_be_bytes(c.try_into().unwrap())).collect();
            for t in 16..$rounds {
                let (x, y) = (w[t - 15], w[t - 2]);
                let s0 = x.rotate_right($s0.0) ^ x.rotate_right($s0.1) ^ (x >> $s0.2);
                let s1 = y.rotate_right($s1.0) ^ y.rotate_right($s1.1) ^ (y >> $s1.2);
                w.push(s1.wrapping_add(w[t - 7]).wrapping_add(s0).wrapping_add(w[t - 16]));
            }
            let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *s;
            for t in 0..$rounds {
                let big1 = e.rotate_right($S1.0) ^ e.rotate_right($S1.1) ^ e.rotate_right($S1.2);
                let ch = (e & f) ^ (!e & g);
                let t1 = h.wrapping_add(big1).wrapping_add(ch).wrapping_add($k[t]).wrapping_add(w[t]);
                let big0 = a.rotate_right($S0.0) ^ a.rotate_right($S0.1) ^ a.rotate_right($S0.2);
                let maj = (a & b) ^ (a & c) ^ (b & c);
                let t2 = big0.wrapping_add(maj);
                (h, g, f, e, d, c, b, a) = (g, f, e, d.wrapping_add(t1), c, b, a, t1.wrapping_add(t2));
            }
            for (s, v) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
                *s = s.wrapping_add(v);
            }
        }
    };
}
sha2_block!(sha256_block, u32, sha256::K, 64, (2, 13, 22), (6, 11, 25), (7, 18, 3), (17, 19, 10));
sha2_block!(sha512_block, u64, sha512::K, 80, (28, 34, 39), (14, 18, 41), (1, 8, 7), (19, 61, 6));

fn md5_ref(msg: &[u8]) -> Vec<u8> {
    let mut s = md5::IV;
    pad(msg, 64, 8, false).chunks(64).for_each(|b| md5_block(&mut s, b));
    s.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn sha1_ref(msg: &[u8]) -> Vec<u8> {
    let mut s = sha1::IV;
    pad(msg, 64, 8, true).chunks(64).for_each(|b| sha1_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).collect()
}

fn sha256_ref(iv: &[u32; 8], msg: &[u8], out_len: usize) -> Vec<u8> {
    let mut s = *iv;
    pad(msg, 64, 8, true).chunks(64).for_each(|b| sha256_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect()
}

fn sha512_ref(iv: &[u64; 8], msg: &[u8], out_len: usize) -> Vec<u8> {
    let mut s = *iv;
    pad(msg, 128, 16, true).chunks(128).for_each(|b| sha512_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect()
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect()
}

const ABC2: &[u8] = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
const ABC4: &[u8] =
    b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

/// The references reproduce the standards' examples (FIPS 180-4 / the NIST example files:
/// "abc" and the two-block messages; RFC 1321 §A.5: the MD5 test suite).
#[test]
fn references_match_the_standards() {
    let md5 = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a",
        ),
    ];
    for (m, h) in md5 {
        assert_eq!(md5_ref(m.as_bytes()), unhex(h), "md5 {m:?}");
    }
    assert_eq!(sha1_ref(b"abc"), unhex("a9993e364706816aba3e25717850c26c9cd0d89d"));
    assert_eq!(sha1_ref(ABC2), unhex("84983e441c3bd26ebaae4aa1f95129e5e54670f1"));
    let s256 = |m| sha256_ref(&sha256::IV256, m, 32);
    assert_eq!(s256(b"abc"), unhex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    assert_eq!(s256(ABC2), unhex("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    let s224 = |m| sha256_ref(&sha256::IV224, m, 28);
    assert_eq!(s224(b"abc"), unhex("23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"));
    assert_eq!(s224(ABC2), unhex("75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525"));
    let s512 = |m| sha512_ref(&sha512::IV512, m, 64);
    assert_eq!(
        s512(b"abc"),
        unhex(concat!(
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a",
            "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        ))
    );
    assert_eq!(
        s512(ABC4),
        unhex(concat!(
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018",
            "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        ))
    );
    let s384 = |m| sha512_ref(&sha512::IV384, m, 48);
    assert_eq!(
        s384(b"abc"),
        unhex(concat!(
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed",
            "8086072ba1e7cc2358baeca134c825a7"
        ))
    );
    assert_eq!(
        s384(ABC4),
        unhex(concat!(
            "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712",
            "fcc7c71a557e2db966c3e9fa91746039"
        ))
    );
}

// ---- the kernels against the references, block by block ----

/// Random chaining values and `blocks` random blocks per lane through one kernel call and through
/// the reference, lane by lane. `$state` is the transposed state type's word count and width.
macro_rules! kernel_test {
    ($name:ident, $kernel:path, $word:ty, $lanes:literal, $words:literal, $block:literal, $reference:ident) => {
        #[test]
        fn $name() {
            let Some(_token) = Avx2Token::get() else {
                return;
            };
            let mut rng = Rng(0x5eed_0000 + $block as u64 + $words as u64);
            for blocks in 0..=super::lanes::MAX_STEP {
                let mut state = [[0 as $word; $lanes]; $words];
                for w in state.iter_mut().flatten() {
                    *w = rng.next() as $word;
                }
                let data: Vec<Vec<u8>> = (0..$lanes)
                    .map(|_| {
                        let extra = rng.below(3);
                        rng.bytes(blocks * $block + extra)
                    })
                    .collect();
                let refs: [&[u8]; $lanes] = core::array::from_fn(|i| &data[i][..]);
                let mut expect = state;
                for lane in 0..$lanes {
                    let mut s = [0 as $word; $words];
                    for (s, w) in s.iter_mut().zip(&expect) {
                        *s = w[lane];
                    }
                    data[lane][..blocks * $block].chunks($block).for_each(|b| $reference(&mut s, b));
                    for (s, w) in s.iter().zip(expect.iter_mut()) {
                        w[lane] = *s;
                    }
                }
                // SAFETY: `Avx2Token::get` succeeded: this CPU has AVX2 and YMM state.
                unsafe { $kernel(&mut state, &refs, blocks) };
                assert_eq!(state, expect, "blocks={blocks}");
            }
        }
    };
}
kernel_test!(md5_x8_kernel, md5::avx2_md5_x8, u32, 8, 4, 64, md5_block);
kernel_test!(sha1_x8_kernel, sha1::avx2_sha1_x8, u32, 8, 5, 64, sha1_block);
kernel_test!(sha256_x8_kernel, sha256::avx2_sha256_x8, u32, 8, 8, 64, sha256_block);
kernel_test!(sha512_x4_kernel, sha512::avx2_sha512_x4, u64, 4, 8, 128, sha512_block);

// ---- the multi-message API against the references, one message at a time ----

/// Lengths around every padding boundary of both block sizes, plus long ones.
const EDGES: [usize; 17] = [0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 300, 1000, 4099];

/// Random sets of 0-40 messages of mixed lengths (edges and random up to ~5 KiB) through `$many`
/// and through `$reference`, then the standards' examples as lanes among random messages.
macro_rules! many_test {
    ($name:ident, $many:path, $n:literal, $reference:expr) => {
        #[test]
        fn $name() {
            let Some(token) = Avx2Token::get() else {
                return;
            };
            let reference = $reference;
            let mut rng = Rng(0x3a11 + $n);
            for round in 0..60 {
                let count = if round < 41 { round } else { rng.below(41) };
                let msgs: Vec<Vec<u8>> = (0..count)
                    .map(|_| {
                        let len = if rng.below(2) == 0 { EDGES[rng.below(EDGES.len())] } else { rng.below(5000) };
                        rng.bytes(len)
                    })
                    .collect();
                let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                let mut out = vec![[0u8; $n]; count];
                $many(token, &inputs, &mut out);
                for (k, (m, o)) in msgs.iter().zip(&out).enumerate() {
                    assert_eq!(o.to_vec(), reference(m), "round {round} message {k} len {}", m.len());
                }
            }
            // The examples as lanes among others: every position in a set of 11.
            for m in [&b""[..], b"abc", ABC2, ABC4] {
                for at in 0..11 {
                    let mut msgs: Vec<Vec<u8>> = (0..11).map(|k| rng.bytes(k * 37)).collect();
                    msgs[at] = m.to_vec();
                    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                    let mut out = vec![[0u8; $n]; 11];
                    $many(token, &inputs, &mut out);
                    assert_eq!(out[at].to_vec(), reference(m));
                }
            }
        }
    };
}
many_test!(md5_many, super::md5_many, 16, md5_ref);
many_test!(sha1_many, super::sha1_many, 20, sha1_ref);
many_test!(sha224_many, super::sha224_many, 28, |m: &[u8]| sha256_ref(&sha256::IV224, m, 28));
many_test!(sha256_many, super::sha256_many, 32, |m: &[u8]| sha256_ref(&sha256::IV256, m, 32));
many_test!(sha384_many, super::sha384_many, 48, |m: &[u8]| sha512_ref(&sha512::IV384, m, 48));
many_test!(sha512_many, super::sha512_many, 64, |m: &[u8]| sha512_ref(&sha512::IV512, m, 64));

/// The RFC 1321 test suite through `md5_many`, all seven messages in one call.
#[test]
fn md5_many_rfc1321_suite() {
    let Some(token) = Avx2Token::get() else {
        return;
    };
    let msgs: [&[u8]; 7] = [
        b"",
        b"a",
        b"abc",
        b"message digest",
        b"abcdefghijklmnopqrstuvwxyz",
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
    ];
    let mut out = [[0u8; 16]; 7];
    super::md5_many(token, &msgs, &mut out);
    for (m, o) in msgs.iter().zip(&out) {
        assert_eq!(o.to_vec(), md5_ref(m));
    }
    assert_eq!(out[2].to_vec(), unhex("900150983cd24fb0d6963f7d28e17f72"));
}
