//! MD5 compression (RFC 1321 §3.4), portable.
//!
//! The 16 message words are loaded little-endian once per block. Round `i` (0..64) does
//! `a = b + ROTL_s[i](a + F_i(b, c, d) + K[i] + M[g(i)])` with, by sixteen rounds,
//! F = d ^ (b & (c ^ d)) (g = i), G = (b & d) | (c & !d) (g = 5i+1 mod 16), H = b ^ c ^ d
//! (g = 3i+5 mod 16), I = c ^ (b | !d) (g = 7i mod 16). The rounds are unrolled with the
//! variables rotated through the macro arguments (`(a, b, c, d)` then `(d, a, b, c)`), so every
//! index, shift and constant is a literal after expansion. `a + K[i] + M[g]` does not depend on
//! the previous round's result, so it is summed first and F added last: one add between F and
//! the rotation on the critical path.

/// `K[i] = floor(2^32 · |sin(i + 1)|)`.
const K: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501, 0x698098d8,
    0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
    0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87,
    0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039,
    0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
    0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
    0xeb86d391,
];

/// The left-rotation amounts, four per sixteen rounds.
const S: [[u32; 4]; 4] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]];

/// Compresses whole 64-byte blocks into `state`.
#[inline(never)]
pub(crate) fn soft_md5_compress(state: &mut [u32; 4], blocks: &[[u8; 64]]) {
    let [mut s0, mut s1, mut s2, mut s3] = *state;
    // The constants are read from memory (a table whose address LLVM cannot see through), not
    // folded in as immediates: LLVM reassociates immediates to the end of an add chain, which
    // would leave two adds after F on the critical path. Fixed indices: constant-time.
    let k: &[u32; 64] = core::hint::black_box(&K);
    for block in blocks {
        let mut m = [0u32; 16];
        for (mi, b) in m.iter_mut().zip(block.as_chunks::<4>().0) {
            *mi = u32::from_le_bytes(*b);
        }
        let (mut a, mut b, mut c, mut d) = (s0, s1, s2, s3);

        macro_rules! round {
            ($a:ident, $b:ident, $c:ident, $d:ident, $i:expr) => {
                let g = match $i / 16 {
                    0 => $i,
                    1 => (5 * $i + 1) % 16,
                    2 => (3 * $i + 5) % 16,
                    _ => (7 * $i) % 16,
                };
                let pre = $a.wrapping_add(k[$i]).wrapping_add(m[g]);
                let t = match $i / 16 {
                    0 => pre.wrapping_add($d ^ ($b & ($c ^ $d))),
                    // G = (b & d) | (c & !d): the two terms never share a set bit, so their OR
                    // is their sum, and two independent adds shorten the path through b.
                    1 => pre.wrapping_add($c & !$d).wrapping_add($b & $d),
                    2 => pre.wrapping_add($b ^ $c ^ $d),
                    _ => pre.wrapping_add($c ^ ($b | !$d)),
                };
                $a = $b.wrapping_add(t.rotate_left(S[$i / 16][$i % 4]));
            };
        }
        macro_rules! four {
            ($i:expr) => {
                round!(a, b, c, d, $i);
                round!(d, a, b, c, $i + 1);
                round!(c, d, a, b, $i + 2);
                round!(b, c, d, a, $i + 3);
            };
        }
        four!(0);
        four!(4);
        four!(8);
        four!(12);
        four!(16);
        four!(20);
        four!(24);
        four!(28);
        four!(32);
        four!(36);
        four!(40);
        four!(44);
        four!(48);
        four!(52);
        four!(56);
        four!(60);

        s0 = s0.wrapping_add(a);
        s1 = s1.wrapping_add(b);
        s2 = s2.wrapping_add(c);
        s3 = s3.wrapping_add(d);
    }
    *state = [s0, s1, s2, s3];
}
