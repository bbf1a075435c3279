//! The SHA-2 block loop shared by `sha256.rs` (8 lanes of 32-bit words, 64 rounds) and
//! `sha512.rs` (4 lanes of 64-bit words, 80 rounds): one macro, instantiated with the word
//! width's add, shift and rotation and FIPS 180-4's rotation counts.
//!
//! Round `t`: `T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]`, `T2 = Σ0(a) + Maj(a, b, c)`, then
//! `d += T1`, `h = T1 + T2` and the eight names rotate by one, done by renaming (eight rounds
//! per loop iteration, each with the names shifted). The schedule `W[t] = σ1(W[t-2]) + W[t-7] +
//! σ0(W[t-15]) + W[t-16]` lives in a 16-entry ring: `W[t]` overwrites `W[t-16]`. `Ch(e, f, g) =
//! g ^ (e & (f ^ g))`, `Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c))`, where `b ^ c` is the previous
//! round's `a ^ b` (the names shifted by one), so each round computes one new XOR for it.

/// `Σ(x) = (x >>> r0) ^ (x >>> r1) ^ (x >>> r2)` with the word width's rotation `$rotr`.
macro_rules! big_sigma {
    ($rotr:ident, $x:expr, ($r0:literal, $r1:literal, $r2:literal)) => {{
        let x = $x;
        _mm256_xor_si256(_mm256_xor_si256($rotr!(x, $r0), $rotr!(x, $r1)), $rotr!(x, $r2))
    }};
}
pub(super) use big_sigma;

/// `σ(x) = (x >>> r0) ^ (x >>> r1) ^ (x >> s)`.
macro_rules! small_sigma {
    ($rotr:ident, $shr:ident, $x:expr, ($r0:literal, $r1:literal, $s:literal)) => {{
        let x = $x;
        _mm256_xor_si256(_mm256_xor_si256($rotr!(x, $r0), $rotr!(x, $r1)), $shr::<$s>(x))
    }};
}
pub(super) use small_sigma;

/// The kernel `$name`: for each row in order, compresses block `row[i]` into lane `i` of `state`
/// (`state[w][i]` = word `w` of lane `i`). `$load` turns a row into the 16 transposed,
/// byte-swapped message words; `$kw(w, j)` is `W[j] + K[j]` with the ring `w`.
macro_rules! sha2_kernel {
    (
        $(#[$meta:meta])*
        fn $name:ident(state: $state:ty, rows: $rows:ty);
        load: |$row:ident| $load:expr,
        add: $add:ident, shr: $shr:ident, rotr: $rotr:ident, k: |$kj:ident| $k:expr,
        rounds: $rounds:literal,
        big0: $big0:tt, big1: $big1:tt, small0: $small0:tt, small1: $small1:tt $(,)?
    ) => {
        $(#[$meta])*
        #[inline(never)]
        #[target_feature(enable = "avx2")]
        pub(super) fn $name(state: $state, rows: $rows) {
            let mut s = load_state(state);
            for $row in rows {
                let mut w: [__m256i; 16] = $load;
                let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
                let mut ab = _mm256_xor_si256(b, c);
                // One round with the names as given; `$ab` holds `a ^ b` of the previous round.
                macro_rules! round {
                    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $j:expr) => {
                        let j = $j;
                        // Rounds 0-15 read the block's words; later ones extend the schedule first.
                        let wt = if j < 16 {
                            w[j % 16]
                        } else {
                            let s0 = small_sigma!($rotr, $shr, w[(j + 1) % 16], $small0);
                            let s1 = small_sigma!($rotr, $shr, w[(j + 14) % 16], $small1);
                            w[j % 16] = $add($add(w[j % 16], w[(j + 9) % 16]), $add(s0, s1));
                            w[j % 16]
                        };
                        let $kj = j;
                        let kw = $add(wt, $k);
                        let ch = _mm256_xor_si256($g, _mm256_and_si256($e, _mm256_xor_si256($f, $g)));
                        let t1 = $add($add($add($h, kw), ch), big_sigma!($rotr, $e, $big1));
                        let ab_new = _mm256_xor_si256($a, $b);
                        let maj = _mm256_xor_si256($b, _mm256_and_si256(ab_new, ab));
                        ab = ab_new;
                        $d = $add($d, t1);
                        $h = $add(t1, $add(big_sigma!($rotr, $a, $big0), maj));
                    };
                }
                for r in 0..$rounds / 8 {
                    let t = 8 * r;
                    round!(a, b, c, d, e, f, g, h, t);
                    round!(h, a, b, c, d, e, f, g, t + 1);
                    round!(g, h, a, b, c, d, e, f, t + 2);
                    round!(f, g, h, a, b, c, d, e, t + 3);
                    round!(e, f, g, h, a, b, c, d, t + 4);
                    round!(d, e, f, g, h, a, b, c, t + 5);
                    round!(c, d, e, f, g, h, a, b, t + 6);
                    round!(b, c, d, e, f, g, h, a, t + 7);
                }
                for (s, v) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
                    *s = $add(*s, v);
                }
            }
            store_state(state, &s);
        }
    };
}
pub(super) use sha2_kernel;
