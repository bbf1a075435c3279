//! SHA-1 compression (FIPS 180-4 §6.1.2), portable.
//!
//! Big-endian loads once per block into a 16-word ring; round `t ≥ 16` extends the schedule in
//! place, `W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16])` (ring slots `t+13`, `t+8`, `t+2`,
//! `t` mod 16). The 80 rounds are unrolled; `round(a, b, c, d, e)` does
//! `e += ROTL5(a) + f(b, c, d) + K + W[t]; b = ROTL30(b)` and the next round names the variables
//! rotated by one (`e` becomes its `a`), so nothing is moved.

/// Compresses whole 64-byte blocks into `state`.
#[inline(never)]
pub(crate) fn soft_sha1_compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    let [mut s0, mut s1, mut s2, mut s3, mut s4] = *state;
    for block in blocks {
        let mut w = [0u32; 16];
        for (wi, b) in w.iter_mut().zip(block.as_chunks::<4>().0) {
            *wi = u32::from_be_bytes(*b);
        }
        let (mut a, mut b, mut c, mut d, mut e) = (s0, s1, s2, s3, s4);

        // f and K by quarter: Ch = d ^ (b & (c ^ d)), Parity = b ^ c ^ d,
        // Maj = (b & c) | (d & (b | c)), Parity.
        macro_rules! round {
            ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $t:expr) => {
                if $t >= 16 {
                    let x = w[($t + 13) % 16] ^ w[($t + 8) % 16] ^ w[($t + 2) % 16] ^ w[$t % 16];
                    w[$t % 16] = x.rotate_left(1);
                }
                let (f, k) = match $t / 20 {
                    0 => ($d ^ ($b & ($c ^ $d)), 0x5a82_7999u32),
                    1 => ($b ^ $c ^ $d, 0x6ed9_eba1),
                    2 => (($b & $c) | ($d & ($b | $c)), 0x8f1b_bcdc),
                    _ => ($b ^ $c ^ $d, 0xca62_c1d6),
                };
                $e = $e.wrapping_add($a.rotate_left(5)).wrapping_add(f).wrapping_add(k).wrapping_add(w[$t % 16]);
                $b = $b.rotate_left(30);
            };
        }
        macro_rules! five {
            ($t:expr) => {
                round!(a, b, c, d, e, $t);
                round!(e, a, b, c, d, $t + 1);
                round!(d, e, a, b, c, $t + 2);
                round!(c, d, e, a, b, $t + 3);
                round!(b, c, d, e, a, $t + 4);
            };
        }
        five!(0);
        five!(5);
        five!(10);
        five!(15);
        five!(20);
        five!(25);
        five!(30);
        five!(35);
        five!(40);
        five!(45);
        five!(50);
        five!(55);
        five!(60);
        five!(65);
        five!(70);
        five!(75);

        s0 = s0.wrapping_add(a);
        s1 = s1.wrapping_add(b);
        s2 = s2.wrapping_add(c);
        s3 = s3.wrapping_add(d);
        s4 = s4.wrapping_add(e);
    }
    *state = [s0, s1, s2, s3, s4];
}
