//! The SHA-2 compression function (FIPS 180-4 §6.2.2, §6.4.2) as one macro for SHA-256 and
//! SHA-512, which differ only in word size, round count, constants and rotation amounts.
//!
//! Per block: the 16 message words are loaded big-endian once into `w`, a 16-word ring. Round
//! `t ≥ 16` first extends the schedule in place, `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) +
//! W[t-16]` (ring slots `t+14`, `t+9`, `t+1` and `t` mod 16: the slot of `W[t-16]` is the one
//! overwritten), then uses it: the schedule is interleaved with the rounds, so only 16 words are
//! live. Round t computes `T1 = h + Σ1(e) + Ch(e,f,g) + K[t] + W[t]`, `T2 = Σ0(a) + Maj(a,b,c)`,
//! `d += T1`, `h = T1 + T2`, with `Ch(e,f,g) = g ^ (e & (f ^ g))` and
//! `Maj(a,b,c) = (a & b) | (c & (a | b))` (one operation fewer each than the textbook forms).
//! All rounds are unrolled with the eight working variables rotated through the macro arguments
//! instead of moved (the next round names `h` as its `a`), and every ring index is a constant:
//! no bounds checks, no moves, no loop counter inside a block.

/// `compress! { doc, name, word, block bytes, K, rotation amounts, rounds = [multiples of 8] }`.
macro_rules! compress {
    (
        $(#[$doc:meta])*
        $name:ident, $word:ty, $block:literal, $k:ident,
        big_sigma0 = ($s00:literal, $s01:literal, $s02:literal),
        big_sigma1 = ($s10:literal, $s11:literal, $s12:literal),
        sigma0 = ($r00:literal, $r01:literal, $h0:literal),
        sigma1 = ($r10:literal, $r11:literal, $h1:literal),
        rounds = [$($eight:literal),*]
    ) => {
        $(#[$doc])*
        #[inline(never)]
        pub(crate) fn $name(state: &mut [$word; 8], blocks: &[[u8; $block]]) {
            const W: usize = core::mem::size_of::<$word>();
            let [mut s0, mut s1, mut s2, mut s3, mut s4, mut s5, mut s6, mut s7] = *state;
            for block in blocks {
                let mut w = [0 as $word; 16];
                for (wi, b) in w.iter_mut().zip(block.as_chunks::<W>().0) {
                    *wi = <$word>::from_be_bytes(*b);
                }
                let (mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h) = (s0, s1, s2, s3, s4, s5, s6, s7);

                macro_rules! round {
                    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $t:expr) => {
                        if $t >= 16 {
                            let w15 = w[($t + 1) % 16];
                            let w2 = w[($t + 14) % 16];
                            let sigma0 = w15.rotate_right($r00) ^ w15.rotate_right($r01) ^ (w15 >> $h0);
                            let sigma1 = w2.rotate_right($r10) ^ w2.rotate_right($r11) ^ (w2 >> $h1);
                            w[$t % 16] = w[$t % 16]
                                .wrapping_add(sigma1)
                                .wrapping_add(w[($t + 9) % 16])
                                .wrapping_add(sigma0);
                        }
                        let t1 = $h
                            .wrapping_add($e.rotate_right($s10) ^ $e.rotate_right($s11) ^ $e.rotate_right($s12))
                            .wrapping_add($g ^ ($e & ($f ^ $g)))
                            .wrapping_add($k[$t])
                            .wrapping_add(w[$t % 16]);
                        let t2 = ($a.rotate_right($s00) ^ $a.rotate_right($s01) ^ $a.rotate_right($s02))
                            .wrapping_add(($a & $b) | ($c & ($a | $b)));
                        $d = $d.wrapping_add(t1);
                        $h = t1.wrapping_add(t2);
                    };
                }
                $(
                    round!(a, b, c, d, e, f, g, h, $eight);
                    round!(h, a, b, c, d, e, f, g, $eight + 1);
                    round!(g, h, a, b, c, d, e, f, $eight + 2);
                    round!(f, g, h, a, b, c, d, e, $eight + 3);
                    round!(e, f, g, h, a, b, c, d, $eight + 4);
                    round!(d, e, f, g, h, a, b, c, $eight + 5);
                    round!(c, d, e, f, g, h, a, b, $eight + 6);
                    round!(b, c, d, e, f, g, h, a, $eight + 7);
                )*

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
    };
}

pub(super) use compress;
