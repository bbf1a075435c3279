//! SHA-384/512 compression (FIPS 180-4 §6.4.2), portable.
//!
//! The same shape as `sha256.rs` on 64-bit words: big-endian loads once per block into a
//! 16-word ring, the schedule `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]` extended in
//! place inside round `t ≥ 16`, 80 rounds unrolled with the working variables rotated through
//! the macro arguments, constant ring indices.

/// The 80 round constants: the first 64 bits of the fractional parts of the cube roots of the
/// first 80 primes.
pub(crate) const K: [u64; 80] = [
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

/// Compresses whole 128-byte blocks into `state`.
#[inline(never)]
pub(crate) fn soft_sha512_compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    let [mut s0, mut s1, mut s2, mut s3, mut s4, mut s5, mut s6, mut s7] = *state;
    for block in blocks {
        let mut w = [0u64; 16];
        for (wi, b) in w.iter_mut().zip(block.as_chunks::<8>().0) {
            *wi = u64::from_be_bytes(*b);
        }
        let (mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h) = (s0, s1, s2, s3, s4, s5, s6, s7);

        // As in SHA-256, with Σ0 = ROTR 28,34,39; Σ1 = ROTR 14,18,41; σ0 = ROTR 1,8, SHR 7;
        // σ1 = ROTR 19,61, SHR 6.
        macro_rules! round {
            ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $t:expr) => {
                if $t >= 16 {
                    let w15 = w[($t + 1) % 16];
                    let w2 = w[($t + 14) % 16];
                    let sigma0 = w15.rotate_right(1) ^ w15.rotate_right(8) ^ (w15 >> 7);
                    let sigma1 = w2.rotate_right(19) ^ w2.rotate_right(61) ^ (w2 >> 6);
                    w[$t % 16] = w[$t % 16].wrapping_add(sigma1).wrapping_add(w[($t + 9) % 16]).wrapping_add(sigma0);
                }
                let t1 = $h
                    .wrapping_add($e.rotate_right(14) ^ $e.rotate_right(18) ^ $e.rotate_right(41))
                    .wrapping_add($g ^ ($e & ($f ^ $g)))
                    .wrapping_add(K[$t])
                    .wrapping_add(w[$t % 16]);
                let t2 = ($a.rotate_right(28) ^ $a.rotate_right(34) ^ $a.rotate_right(39))
                    .wrapping_add(($a & $b) | ($c & ($a | $b)));
                $d = $d.wrapping_add(t1);
                $h = t1.wrapping_add(t2);
            };
        }
        macro_rules! eight {
            ($t:expr) => {
                round!(a, b, c, d, e, f, g, h, $t);
                round!(h, a, b, c, d, e, f, g, $t + 1);
                round!(g, h, a, b, c, d, e, f, $t + 2);
                round!(f, g, h, a, b, c, d, e, $t + 3);
                round!(e, f, g, h, a, b, c, d, $t + 4);
                round!(d, e, f, g, h, a, b, c, $t + 5);
                round!(c, d, e, f, g, h, a, b, $t + 6);
                round!(b, c, d, e, f, g, h, a, $t + 7);
            };
        }
        eight!(0);
        eight!(8);
        eight!(16);
        eight!(24);
        eight!(32);
        eight!(40);
        eight!(48);
        eight!(56);
        eight!(64);
        eight!(72);

        s0 = s0.wrapping_add(a);
        s1 = s1.wrapping_add(b);
        s2 = s2.wrapping_add(c);
        s3 = s3.wrapping_add(d);
        s4 = s4.wrapping_add(e);
        s5 = s5.wrapping_add(f);
        s6 = s6.wrapping_add(g);
        s7 = s7.wrapping_add(h);
    }
    *state = [s0, s1, s2, s3, s4, s5, s6, s7];
}
