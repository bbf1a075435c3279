//! SHA-224/256 on 16 lanes of 32-bit words (`avx512_sha256_x16`) and SHA-384/512 on 8 lanes of
//! 64-bit words (`avx512_sha512_x8`): one block loop, instantiated per word width.
//!
//! The round and the schedule are those of `../avx2/sha2.rs` (FIPS 180-4 §6.2, §6.4): `T1 = h +
//! Σ1(e) + Ch(e, f, g) + K[t] + W[t]`, `T2 = Σ0(a) + Maj(a, b, c)`, `d += T1`, `h = T1 + T2`, the
//! names rotating by renaming, and `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]` in a
//! 16-entry ring. Every boolean combination is one `vpternlog` (immediates are truth tables over
//! the columns `x = 0xf0`, `y = 0xcc`, `z = 0xaa`):
//! - `Ch(e, f, g) = (e & f) | (!e & g)` = `0xca`;
//! - `Maj(a, b, c) = (a & b) | (a & c) | (b & c)` = `0xe8`;
//! - the three-way XOR of `Σ` and `σ` = `0x96`.
//!
//! The rotations are `vprord`/`vprorq`, so `Σ(x)` is three rotations and one ternary XOR, and
//! `σ(x)` two rotations, a shift and one ternary XOR.

#![allow(unsafe_code)]

use super::{bswap32, load_state, load_words8x64, load_words16x32, store_state};
use crate::backend::detect::Avx512Token;
use crate::backend::soft::{sha256, sha512};
use crate::backend::x86::avx2::{BSWAP64, load_const, transposed_lanes};
use crate::backend::x86::lanes::LaneKernel;
#[cfg(miri)]
use crate::backend::x86::miri::{_mm512_ternarylogic_epi32, _mm512_ternarylogic_epi64};
use core::arch::x86_64::*;

/// The kernel `$name`: for each row in order, compresses block `row[i]` into lane `i` of `state`
/// (`state[w][i]` = word `w` of lane `i`). `$load` turns a row into the 16 transposed,
/// byte-swapped message words; `$k(j)` is the broadcast round constant `K[j]`.
macro_rules! sha2_kernel {
    (
        $(#[$meta:meta])*
        fn $name:ident(state: $state:ty, rows: $rows:ty);
        load: |$row:ident| $load:expr,
        add: $add:ident, shr: $shr:ident, rotr: $rotr:ident, tern: $tern:ident, k: |$kj:ident| $k:expr,
        rounds: [$($t:literal),+],
        big0: ($b00:literal, $b01:literal, $b02:literal), big1: ($b10:literal, $b11:literal, $b12:literal),
        small0: ($s00:literal, $s01:literal, $s02:literal), small1: ($s10:literal, $s11:literal, $s12:literal) $(,)?
    ) => {
        $(#[$meta])*
        #[inline(never)]
        #[target_feature(enable = "avx512f,avx512bw")]
        pub(super) fn $name(state: $state, rows: $rows) {
            let mut s = load_state(state);
            for $row in rows {
                let mut w: [__m512i; 16] = $load;
                let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
                macro_rules! round {
                    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $j:expr) => {
                        let j = $j;
                        // Rounds 0-15 read the block's words; later ones extend the schedule first.
                        let wt = if j < 16 {
                            w[j % 16]
                        } else {
                            let x = w[(j + 1) % 16];
                            let s0 = $tern::<0x96>($rotr::<$s00>(x), $rotr::<$s01>(x), $shr::<$s02>(x));
                            let y = w[(j + 14) % 16];
                            let s1 = $tern::<0x96>($rotr::<$s10>(y), $rotr::<$s11>(y), $shr::<$s12>(y));
                            w[j % 16] = $add($add(w[j % 16], w[(j + 9) % 16]), $add(s0, s1));
                            w[j % 16]
                        };
                        let $kj = j;
                        let kw = $add(wt, $k);
                        let ch = $tern::<0xca>($e, $f, $g);
                        let big1 = $tern::<0x96>($rotr::<$b10>($e), $rotr::<$b11>($e), $rotr::<$b12>($e));
                        let t1 = $add($add($add($h, kw), ch), big1);
                        let maj = $tern::<0xe8>($a, $b, $c);
                        let big0 = $tern::<0x96>($rotr::<$b00>($a), $rotr::<$b01>($a), $rotr::<$b02>($a));
                        $d = $add($d, t1);
                        $h = $add(t1, $add(big0, maj));
                    };
                }
                // Fully unrolled (`$t` lists the first round of each group of eight as literals): the
                // ring's indices are constants, so the 16 words stay in registers.
                $(
                    let t: usize = $t;
                    round!(a, b, c, d, e, f, g, h, t);
                    round!(h, a, b, c, d, e, f, g, t + 1);
                    round!(g, h, a, b, c, d, e, f, t + 2);
                    round!(f, g, h, a, b, c, d, e, t + 3);
                    round!(e, f, g, h, a, b, c, d, t + 4);
                    round!(d, e, f, g, h, a, b, c, t + 5);
                    round!(c, d, e, f, g, h, a, b, t + 6);
                    round!(b, c, d, e, f, g, h, a, t + 7);
                )+
                for (s, v) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
                    *s = $add(*s, v);
                }
            }
            store_state(state, &s);
        }
    };
}

sha2_kernel! {
    /// SHA-224/256 on 16 lanes: for each row in order, compresses block `row[i]` into lane `i`
    /// of `state` (`state[w][i]` = word `w` of lane `i`). `Σ0 = 2, 13, 22`, `Σ1 = 6, 11, 25`,
    /// `σ0 = 7, 18, >> 3`, `σ1 = 17, 19, >> 10`.
    fn avx512_sha256_x16(state: &mut [[u32; 16]; 8], rows: &[[&[u8; 64]; 16]]);
    load: |row| load_words16x32!(row, Some(bswap32())),
    add: _mm512_add_epi32, shr: _mm512_srli_epi32, rotr: _mm512_ror_epi32, tern: _mm512_ternarylogic_epi32,
    k: |j| _mm512_set1_epi32(sha256::K[j] as i32),
    rounds: [0, 8, 16, 24, 32, 40, 48, 56],
    big0: (2, 13, 22), big1: (6, 11, 25), small0: (7, 18, 3), small1: (17, 19, 10),
}

sha2_kernel! {
    /// SHA-384/512 on 8 lanes: for each row in order, compresses block `row[i]` into lane `i` of
    /// `state` (`state[w][i]` = word `w` of lane `i`). 80 rounds, `Σ0 = 28, 34, 39`,
    /// `Σ1 = 14, 18, 41`, `σ0 = 1, 8, >> 7`, `σ1 = 19, 61, >> 6`.
    fn avx512_sha512_x8(state: &mut [[u64; 8]; 8], rows: &[[&[u8; 128]; 8]]);
    load: |row| load_words8x64!(row, load_const(&BSWAP64)),
    add: _mm512_add_epi64, shr: _mm512_srli_epi64, rotr: _mm512_ror_epi64, tern: _mm512_ternarylogic_epi64,
    k: |j| _mm512_set1_epi64(sha512::K[j] as i64),
    rounds: [0, 8, 16, 24, 32, 40, 48, 56, 64, 72],
    big0: (28, 34, 39), big1: (14, 18, 41), small0: (1, 8, 7), small1: (19, 61, 6),
}

/// The SHA-224/256 lanes for the scheduler, with the initial value of the chosen variant.
pub(super) struct Sha256x16(pub(super) Avx512Token, pub(super) &'static [u32; 8]);

transposed_lanes!(Sha256x16, avx512_sha256_x16, lanes: 16, block: 64, word: u32, words: 8, len_bytes: 8, big_endian: true, iv: |s| s.1);

/// The SHA-384/512 lanes for the scheduler, with the initial value of the chosen variant.
pub(super) struct Sha512x8(pub(super) Avx512Token, pub(super) &'static [u64; 8]);

transposed_lanes!(Sha512x8, avx512_sha512_x8, lanes: 8, block: 128, word: u64, words: 8, len_bytes: 16, big_endian: true, iv: |s| s.1);
