//! SHA-224/256 compression (FIPS 180-4 §6.2.2), portable.
//!
//! Per block: the 16 message words are loaded big-endian once into `w`, a 16-word ring. Round
//! `t ≥ 16` first extends the schedule in place, `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) +
//! W[t-16]`, where each index is `t mod 16` of the ring (the slot of `W[t-16]` is the one
//! overwritten), then uses it: the schedule is interleaved with the rounds, so only 16 words are
//! live. The 64 rounds are unrolled by the `rounds!` macro with the eight working variables
//! rotated through the macro arguments instead of moved (`round(a..h)` updates `d` and `h`; the
//! next round names `h` as its `a`), and every ring index is a constant: no bounds checks, no
//! moves, no loop counter inside a block.

/// The 64 round constants: the first 32 bits of the fractional parts of the cube roots of the
/// first 64 primes.
pub(crate) const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
];

/// Compresses whole 64-byte blocks into `state`.
#[inline(never)]
pub(crate) fn soft_sha256_compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    let [mut s0, mut s1, mut s2, mut s3, mut s4, mut s5, mut s6, mut s7] = *state;
    for block in blocks {
        let mut w = [0u32; 16];
        for (wi, b) in w.iter_mut().zip(block.as_chunks::<4>().0) {
            *wi = u32::from_be_bytes(*b);
        }
        let (mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h) = (s0, s1, s2, s3, s4, s5, s6, s7);

        // One round t: extend the schedule (t ≥ 16), then T1 = h + Σ1(e) + Ch(e,f,g) + K[t] + W[t],
        // T2 = Σ0(a) + Maj(a,b,c); d += T1; h = T1 + T2. Ch(e,f,g) = g ^ (e & (f ^ g)) and
        // Maj(a,b,c) = (a & b) | (c & (a | b)) save an operation each.
        macro_rules! round {
            ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $t:expr) => {
                if $t >= 16 {
                    let w15 = w[($t + 1) % 16];
                    let w2 = w[($t + 14) % 16];
                    let sigma0 = w15.rotate_right(7) ^ w15.rotate_right(18) ^ (w15 >> 3);
                    let sigma1 = w2.rotate_right(17) ^ w2.rotate_right(19) ^ (w2 >> 10);
                    w[$t % 16] = w[$t % 16].wrapping_add(sigma1).wrapping_add(w[($t + 9) % 16]).wrapping_add(sigma0);
                }
                let t1 = $h
                    .wrapping_add($e.rotate_right(6) ^ $e.rotate_right(11) ^ $e.rotate_right(25))
                    .wrapping_add($g ^ ($e & ($f ^ $g)))
                    .wrapping_add(K[$t])
                    .wrapping_add(w[$t % 16]);
                let t2 = ($a.rotate_right(2) ^ $a.rotate_right(13) ^ $a.rotate_right(22))
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
