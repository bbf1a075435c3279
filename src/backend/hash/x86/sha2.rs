//! The SHA-2 block loop of the multi-buffer lanes, shared by `avx2/sha256.rs` (8 lanes of 32-bit
//! words, 64 rounds), `avx2/sha512.rs` (4 lanes of 64-bit words, 80 rounds) and `avx512/sha2.rs`
//! (16 and 8 lanes): one macro, instantiated with the vector width's add, shift and rotation, its
//! boolean logic (AVX2: XOR/AND; AVX-512: one `vpternlog` per function) and FIPS 180-4's
//! rotation counts.
//!
//! Round `t`: `T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]`, `T2 = Σ0(a) + Maj(a, b, c)`, then
//! `d += T1`, `h = T1 + T2` and the eight names rotate by one, done by renaming (eight rounds
//! per group, each with the names shifted). The schedule `W[t] = σ1(W[t-2]) + W[t-7] +
//! σ0(W[t-15]) + W[t-16]` lives in a 16-entry ring: `W[t]` overwrites `W[t-16]`.
//!
//! AVX2 logic: `Ch(e, f, g) = g ^ (e & (f ^ g))`, `Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c))`,
//! where `b ^ c` is the previous round's `a ^ b` (the names shifted by one), so each round
//! computes one new XOR for it; a rotation is two shifts and an OR (`rotr32!`, `rotr64!`).
//! AVX-512 logic (immediates are truth tables over the columns `x = 0xf0`, `y = 0xcc`,
//! `z = 0xaa`): `Ch` = `0xca`, `Maj` = `0xe8`, the three-way XOR of `Σ` and `σ` = `0x96`; the
//! rotations are `vprord`/`vprorq`.
//!
//! Loop shape: AVX2 (16 vector registers) runs the first 16 rounds straight, then loops over
//! groups of 16 rounds (`rounds: (loop N)`, each iteration two groups of eight). A group of 16
//! starts at a multiple of 16, so every ring index `(t + k) % 16` is a constant and the
//! `t < 16` test folds: the spilled ring sits at fixed stack offsets. (A loop over groups of
//! eight, the shape before, starts at `8r`, whose ring indices change with `r`'s parity: each
//! ring access was an indexed load or store, and the rounds were 8% slower, docs/perf/hmac.md.)
//! AVX-512 unrolls them all (`rounds: (unrolled [0, 8, ..])`), so the ring's indices are
//! constants and the 16 words stay in its 32 registers.

/// The boolean functions of one round for a logic flavour: `avx2(rotr: macro, shr: fn)` or
/// `ternary(rotr: fn, shr: fn, tern: fn)`.
macro_rules! sha2_logic {
    // Σ(x) = (x >>> r0) ^ (x >>> r1) ^ (x >>> r2)
    (big avx2(rotr: $rotr:ident, shr: $shr:ident), $x:expr, ($r0:literal, $r1:literal, $r2:literal)) => {{
        let x = $x;
        _mm256_xor_si256(_mm256_xor_si256($rotr!(x, $r0), $rotr!(x, $r1)), $rotr!(x, $r2))
    }};
    (big ternary(rotr: $rotr:ident, shr: $shr:ident, tern: $tern:ident), $x:expr, ($r0:literal, $r1:literal, $r2:literal)) => {{
        let x = $x;
        $tern::<0x96>($rotr::<$r0>(x), $rotr::<$r1>(x), $rotr::<$r2>(x))
    }};
    // σ(x) = (x >>> r0) ^ (x >>> r1) ^ (x >> s)
    (small avx2(rotr: $rotr:ident, shr: $shr:ident), $x:expr, ($r0:literal, $r1:literal, $s:literal)) => {{
        let x = $x;
        _mm256_xor_si256(_mm256_xor_si256($rotr!(x, $r0), $rotr!(x, $r1)), $shr::<$s>(x))
    }};
    (small ternary(rotr: $rotr:ident, shr: $shr:ident, tern: $tern:ident), $x:expr, ($r0:literal, $r1:literal, $s:literal)) => {{
        let x = $x;
        $tern::<0x96>($rotr::<$r0>(x), $rotr::<$r1>(x), $shr::<$s>(x))
    }};
    (ch avx2 $ops:tt, $e:expr, $f:expr, $g:expr) => {
        _mm256_xor_si256($g, _mm256_and_si256($e, _mm256_xor_si256($f, $g)))
    };
    (ch ternary(rotr: $rotr:ident, shr: $shr:ident, tern: $tern:ident), $e:expr, $f:expr, $g:expr) => {
        $tern::<0xca>($e, $f, $g)
    };
    // `$ab`: the previous round's `a ^ b`, updated to this round's.
    (maj avx2 $ops:tt, $ab:ident, $a:expr, $b:expr, $c:expr) => {{
        let ab_new = _mm256_xor_si256($a, $b);
        let maj = _mm256_xor_si256($b, _mm256_and_si256(ab_new, $ab));
        $ab = ab_new;
        maj
    }};
    (maj ternary(rotr: $rotr:ident, shr: $shr:ident, tern: $tern:ident), $ab:ident, $a:expr, $b:expr, $c:expr) => {
        $tern::<0xe8>($a, $b, $c)
    };
    // `T1 = h + K[t] + W[t] + Ch + Σ1(e)` and the new `d` and `h`: the same sums for both
    // flavours, in the statement order each was tuned with (the order changes LLVM's schedule):
    // AVX2 computes `Σ1(e)` after `h + KW + Ch` and `Σ0(a)` after the new `d`, the ternary
    // flavour both before.
    (t1 avx2 $ops:tt, $add:ident, $h:expr, $kw:expr, $ch:expr, $e:expr, $big1:tt) => {
        $add($add($add($h, $kw), $ch), sha2_logic!(big avx2 $ops, $e, $big1))
    };
    (t1 ternary $ops:tt, $add:ident, $h:expr, $kw:expr, $ch:expr, $e:expr, $big1:tt) => {{
        let big1 = sha2_logic!(big ternary $ops, $e, $big1);
        $add($add($add($h, $kw), $ch), big1)
    }};
    (dh avx2 $ops:tt, $add:ident, $d:ident, $h:ident, $t1:expr, $maj:expr, $a:expr, $big0:tt) => {
        $d = $add($d, $t1);
        $h = $add($t1, $add(sha2_logic!(big avx2 $ops, $a, $big0), $maj));
    };
    (dh ternary $ops:tt, $add:ident, $d:ident, $h:ident, $t1:expr, $maj:expr, $a:expr, $big0:tt) => {
        let big0 = sha2_logic!(big ternary $ops, $a, $big0);
        $d = $add($d, $t1);
        $h = $add($t1, $add(big0, $maj));
    };
    // The `a ^ b` carried into the first round (`b ^ c` of the block's input); none for ternary.
    (ab avx2 $ops:tt, $b:expr, $c:expr) => {
        _mm256_xor_si256($b, $c)
    };
    (ab ternary $ops:tt, $b:expr, $c:expr) => {
        ()
    };
}
pub(in crate::backend::hash::x86) use sha2_logic;

/// The groups of eight rounds: the first two, then a loop over pairs of them (`N` a multiple of
/// 16), or all unrolled (the first round of each group listed as literals).
macro_rules! sha2_groups {
    ((loop $n:literal), |$t:ident| $body:block) => {
        {
            let $t: usize = 0;
            $body
        }
        {
            let $t: usize = 8;
            $body
        }
        for r in 1..$n / 16 {
            {
                let $t = 16 * r;
                $body
            }
            {
                let $t = 16 * r + 8;
                $body
            }
        }
    };
    ((unrolled [$($g:literal),+]), |$t:ident| $body:block) => {
        $({
            let $t: usize = $g;
            $body
        })+
    };
}
pub(in crate::backend::hash::x86) use sha2_groups;

/// The kernel `$name`: for each row in order, compresses block `row[i]` into lane `i` of `state`
/// (`state[w][i]` = word `w` of lane `i`). `$load` turns a row into the 16 transposed,
/// byte-swapped message words; `$k` (over the round index `$kj`) is the broadcast round
/// constant `K[j]`.
macro_rules! sha2_lanes {
    (
        $(#[$meta:meta])*
        fn $name:ident(state: $state:ty, rows: $rows:ty);
        target_feature: $feat:literal,
        load: |$row:ident| $load:expr,
        add: $add:ident, k: |$kj:ident| $k:expr,
        logic: $logic:ident $ops:tt,
        rounds: $rounds:tt,
        big0: $big0:tt, big1: $big1:tt, small0: $small0:tt, small1: $small1:tt $(,)?
    ) => {
        $(#[$meta])*
        #[inline(never)]
        #[target_feature(enable = $feat)]
        pub(super) fn $name(state: $state, rows: $rows) {
            let mut s = load_state(state);
            for $row in rows {
                let mut w = $load;
                let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
                #[allow(unused_mut, unused_variables, unused_assignments, clippy::let_unit_value)]
                let mut ab = sha2_logic!(ab $logic $ops, b, c);
                // One round with the names as given.
                macro_rules! round {
                    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $j:expr) => {
                        let j = $j;
                        // Rounds 0-15 read the block's words; later ones extend the schedule first.
                        let wt = if j < 16 {
                            w[j % 16]
                        } else {
                            let s0 = sha2_logic!(small $logic $ops, w[(j + 1) % 16], $small0);
                            let s1 = sha2_logic!(small $logic $ops, w[(j + 14) % 16], $small1);
                            w[j % 16] = $add($add(w[j % 16], w[(j + 9) % 16]), $add(s0, s1));
                            w[j % 16]
                        };
                        let $kj = j;
                        let kw = $add(wt, $k);
                        let ch = sha2_logic!(ch $logic $ops, $e, $f, $g);
                        let t1 = sha2_logic!(t1 $logic $ops, $add, $h, kw, ch, $e, $big1);
                        let maj = sha2_logic!(maj $logic $ops, ab, $a, $b, $c);
                        sha2_logic!(dh $logic $ops, $add, $d, $h, t1, maj, $a, $big0);
                    };
                }
                sha2_groups!($rounds, |t| {
                    round!(a, b, c, d, e, f, g, h, t);
                    round!(h, a, b, c, d, e, f, g, t + 1);
                    round!(g, h, a, b, c, d, e, f, t + 2);
                    round!(f, g, h, a, b, c, d, e, t + 3);
                    round!(e, f, g, h, a, b, c, d, t + 4);
                    round!(d, e, f, g, h, a, b, c, t + 5);
                    round!(c, d, e, f, g, h, a, b, t + 6);
                    round!(b, c, d, e, f, g, h, a, t + 7);
                });
                for (s, v) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
                    *s = $add(*s, v);
                }
            }
            store_state(state, &s);
        }
    };
}
pub(in crate::backend::hash::x86) use sha2_lanes;
