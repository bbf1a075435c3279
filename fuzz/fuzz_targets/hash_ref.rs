//! Scalar references for the digest target, written for clarity from the standards (RFC 1321 for
//! MD5, FIPS 180-4 for SHA-1 and SHA-2): a copy of the crate's test-only `backend/hash_ref.rs`
//! (checked there against the standards' examples) with the round constants inlined. The crate's
//! hash backends share their padding, length field and output code, which comparing backends
//! with each other cannot check; these do.
#![allow(dead_code)]

/// The initial values (RFC 1321 §3.3, FIPS 180-4 §5.3).
pub const MD5_IV: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];
pub const SHA1_IV: [u32; 5] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0];
pub const SHA224_IV: [u32; 8] =
    [0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4];
pub const SHA256_IV: [u32; 8] =
    [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19];
pub const SHA384_IV: [u64; 8] = [
    0xcbbb9d5d_c1059ed8,
    0x629a292a_367cd507,
    0x9159015a_3070dd17,
    0x152fecd8_f70e5939,
    0x67332667_ffc00b31,
    0x8eb44a87_68581511,
    0xdb0c2e0d_64f98fa7,
    0x47b5481d_befa4fa4,
];
pub const SHA512_IV: [u64; 8] = [
    0x6a09e667_f3bcc908,
    0xbb67ae85_84caa73b,
    0x3c6ef372_fe94f82b,
    0xa54ff53a_5f1d36f1,
    0x510e527f_ade682d1,
    0x9b05688c_2b3e6c1f,
    0x1f83d9ab_fb41bd6b,
    0x5be0cd19_137e2179,
];

/// The message padded to whole `block`-byte blocks with a `len_bytes`-byte bit length.
pub fn pad(msg: &[u8], block: usize, len_bytes: usize, big_endian: bool) -> Vec<u8> {
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

pub fn md5_block(s: &mut [u32; 4], block: &[u8]) {
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

pub fn sha1_block(s: &mut [u32; 5], block: &[u8]) {
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
        pub fn $name(s: &mut [$w; 8], block: &[u8]) {
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
sha2_block!(sha256_block, u32, K256, 64, (2, 13, 22), (6, 11, 25), (7, 18, 3), (17, 19, 10));
sha2_block!(sha512_block, u64, K512, 80, (28, 34, 39), (14, 18, 41), (1, 8, 7), (19, 61, 6));

pub fn md5_ref(msg: &[u8]) -> Vec<u8> {
    let mut s = MD5_IV;
    pad(msg, 64, 8, false).chunks(64).for_each(|b| md5_block(&mut s, b));
    s.iter().flat_map(|w| w.to_le_bytes()).collect()
}

pub fn sha1_ref(msg: &[u8]) -> Vec<u8> {
    let mut s = SHA1_IV;
    pad(msg, 64, 8, true).chunks(64).for_each(|b| sha1_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).collect()
}

pub fn sha256_ref(iv: &[u32; 8], msg: &[u8], out_len: usize) -> Vec<u8> {
    let mut s = *iv;
    pad(msg, 64, 8, true).chunks(64).for_each(|b| sha256_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect()
}

pub fn sha512_ref(iv: &[u64; 8], msg: &[u8], out_len: usize) -> Vec<u8> {
    let mut s = *iv;
    pad(msg, 128, 16, true).chunks(128).for_each(|b| sha512_block(&mut s, b));
    s.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect()
}

const K256: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
];

const K512: [u64; 80] = [
    0x428a2f98d728ae22,
    0x7137449123ef65cd,
    0xb5c0fbcfec4d3b2f,
    0xe9b5dba58189dbbc,
    0x3956c25bf348b538,
    0x59f111f1b605d019,
    0x923f82a4af194f9b,
    0xab1c5ed5da6d8118,
    0xd807aa98a3030242,
    0x12835b0145706fbe,
    0x243185be4ee4b28c,
    0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f,
    0x80deb1fe3b1696b1,
    0x9bdc06a725c71235,
    0xc19bf174cf692694,
    0xe49b69c19ef14ad2,
    0xefbe4786384f25e3,
    0x0fc19dc68b8cd5b5,
    0x240ca1cc77ac9c65,
    0x2de92c6f592b0275,
    0x4a7484aa6ea6e483,
    0x5cb0a9dcbd41fbd4,
    0x76f988da831153b5,
    0x983e5152ee66dfab,
    0xa831c66d2db43210,
    0xb00327c898fb213f,
    0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2,
    0xd5a79147930aa725,
    0x06ca6351e003826f,
    0x142929670a0e6e70,
    0x27b70a8546d22ffc,
    0x2e1b21385c26c926,
    0x4d2c6dfc5ac42aed,
    0x53380d139d95b3df,
    0x650a73548baf63de,
    0x766a0abb3c77b2a8,
    0x81c2c92e47edaee6,
    0x92722c851482353b,
    0xa2bfe8a14cf10364,
    0xa81a664bbc423001,
    0xc24b8b70d0f89791,
    0xc76c51a30654be30,
    0xd192e819d6ef5218,
    0xd69906245565a910,
    0xf40e35855771202a,
    0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8,
    0x1e376c085141ab53,
    0x2748774cdf8eeb99,
    0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63,
    0x4ed8aa4ae3418acb,
    0x5b9cca4f7763e373,
    0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc,
    0x78a5636f43172f60,
    0x84c87814a1f0ab72,
    0x8cc702081a6439ec,
    0x90befffa23631e28,
    0xa4506cebde82bde9,
    0xbef9a3f7b2c67915,
    0xc67178f2e372532b,
    0xca273eceea26619c,
    0xd186b8c721c0c207,
    0xeada7dd6cde0eb1e,
    0xf57d4f7fee6ed178,
    0x06f067aa72176fba,
    0x0a637dc5a2c898a6,
    0x113f9804bef90dae,
    0x1b710b35131c471b,
    0x28db77f523047d84,
    0x32caab7b40c72493,
    0x3c9ebe0a15c9bebc,
    0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6,
    0x597f299cfc657e2a,
    0x5fcb6fab3ad6faec,
    0x6c44198c4a475817,
];
