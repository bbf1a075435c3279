//! Stand-ins for the intrinsics Miri does not implement (AES key generation, ternary logic, the
//! SHA extensions), for `.ci/miri.sh`, which runs the
//! kernels in Miri so that every load and store they make is checked against its allocation.
//! Each has the signature of the `core::arch` intrinsic it replaces and computes the same value
//! from instructions Miri does implement; a kernel file that uses one imports it by name under
//! `cfg(miri)`, which shadows the `core::arch::x86_64::*` glob. Compiled for Miri and for this
//! file's tests only (`cfg(any(miri, test))`): native builds call the instructions.
//!

#![allow(unsafe_code)]

use core::arch::x86_64::*;

/// `aeskeygenassist(x, RCON)`: for the words X1 = x[63:32] and X3 = x[127:96],
/// `[SubWord(X1), RotWord(SubWord(X1)) ^ RCON, SubWord(X3), RotWord(SubWord(X3)) ^ RCON]`.
///
/// A state whose four columns all hold the word `w` is left unchanged by ShiftRows (it moves
/// bytes between equal columns), so `aesenclast` of it with a zero round key is `SubWord(w)` in
/// every column. `RotWord` of a little-endian word is a rotation right by 8 bits.
#[target_feature(enable = "aes")]
pub(crate) fn _mm_aeskeygenassist_si128<const RCON: i32>(x: __m128i) -> __m128i {
    let sub1 = _mm_aesenclast_si128(_mm_shuffle_epi32::<0x55>(x), _mm_setzero_si128());
    let sub3 = _mm_aesenclast_si128(_mm_shuffle_epi32::<0xff>(x), _mm_setzero_si128());
    let rcon = _mm_set1_epi32(RCON & 0xff);
    let rot1 = _mm_xor_si128(_mm_or_si128(_mm_srli_epi32::<8>(sub1), _mm_slli_epi32::<24>(sub1)), rcon);
    let rot3 = _mm_xor_si128(_mm_or_si128(_mm_srli_epi32::<8>(sub3), _mm_slli_epi32::<24>(sub3)), rcon);
    _mm_unpacklo_epi64(_mm_unpacklo_epi32(sub1, rot1), _mm_unpacklo_epi32(sub3, rot3))
}

/// `vpternlog` as a sum of minterms: bit `4a + 2b + c` of `IMM8` is the result where `a`, `b`,
/// `c` have those bits. Word width does not matter without a mask.
macro_rules! ternary_logic {
    ($imm:expr, $a:expr, $b:expr, $c:expr, $and:ident, $or:ident, $xor:ident, $ones:expr, $zero:expr) => {{
        let (a, b, c, ones) = ($a, $b, $c, $ones);
        let mut r = $zero;
        for i in 0..8 {
            if ($imm >> i) & 1 != 0 {
                let x = if i & 4 != 0 { a } else { $xor(a, ones) };
                let y = if i & 2 != 0 { b } else { $xor(b, ones) };
                let z = if i & 1 != 0 { c } else { $xor(c, ones) };
                r = $or(r, $and(x, $and(y, z)));
            }
        }
        r
    }};
}

/// `_mm512_ternarylogic_epi32`, from AND, OR and XOR.
#[target_feature(enable = "avx512f")]
pub(crate) fn _mm512_ternarylogic_epi32<const IMM8: i32>(a: __m512i, b: __m512i, c: __m512i) -> __m512i {
    ternary_logic!(
        IMM8,
        a,
        b,
        c,
        _mm512_and_si512,
        _mm512_or_si512,
        _mm512_xor_si512,
        _mm512_set1_epi32(-1),
        _mm512_setzero_si512()
    )
}

/// `_mm512_ternarylogic_epi64`, from AND, OR and XOR.
#[target_feature(enable = "avx512f")]
pub(crate) fn _mm512_ternarylogic_epi64<const IMM8: i32>(a: __m512i, b: __m512i, c: __m512i) -> __m512i {
    _mm512_ternarylogic_epi32::<IMM8>(a, b, c)
}

/// `_mm256_ternarylogic_epi64`, from AND, OR and XOR.
#[target_feature(enable = "avx2")]
pub(crate) fn _mm256_ternarylogic_epi64<const IMM8: i32>(a: __m256i, b: __m256i, c: __m256i) -> __m256i {
    ternary_logic!(
        IMM8,
        a,
        b,
        c,
        _mm256_and_si256,
        _mm256_or_si256,
        _mm256_xor_si256,
        _mm256_set1_epi32(-1),
        _mm256_setzero_si256()
    )
}

/// The four 32-bit lanes of `x`, lane 0 (bits 31:0) first.
#[inline(always)]
fn lanes(x: __m128i) -> [u32; 4] {
    // SAFETY: `__m128i` and `[u32; 4]` are both 16 plain bytes, any bit pattern valid.
    unsafe { core::mem::transmute(x) }
}

/// The vector of four 32-bit lanes, lane 0 (bits 31:0) first.
#[inline(always)]
fn vector(l: [u32; 4]) -> __m128i {
    // SAFETY: as in [`lanes`].
    unsafe { core::mem::transmute(l) }
}

/// `sha1rnds4(abcd, w, FUNC)` (Intel SDM): four SHA-1 rounds of function and constant `FUNC`
/// on the state `A, B, C, D` (lanes 3..0 of `abcd`) with the words `W0 + E, W1, W2, W3` (lanes
/// 3..0 of `w`); `E` of the later rounds is the `D` of three rounds before.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha1rnds4_epu32<const FUNC: i32>(abcd: __m128i, w: __m128i) -> __m128i {
    let [d, c, b, a] = lanes(abcd);
    let [w3, w2, w1, w0e] = lanes(w);
    let (f, k): (fn(u32, u32, u32) -> u32, u32) = match FUNC & 3 {
        0 => (|b, c, d| (b & c) ^ (!b & d), 0x5A82_7999),
        1 => (|b, c, d| b ^ c ^ d, 0x6ED9_EBA1),
        2 => (|b, c, d| (b & c) ^ (b & d) ^ (c & d), 0x8F1B_BCDC),
        _ => (|b, c, d| b ^ c ^ d, 0xCA62_C1D6),
    };
    let (mut a, mut b, mut c, mut d, mut e) = (a, b, c, d, 0u32);
    // `E` starts at 0: the first word already holds it.
    for w in [w0e, w1, w2, w3] {
        let next = f(b, c, d).wrapping_add(a.rotate_left(5)).wrapping_add(w).wrapping_add(e).wrapping_add(k);
        (e, d, c, b, a) = (d, c, b.rotate_left(30), a, next);
    }
    vector([d, c, b, a])
}

/// `sha1nexte(a, b)`: lane 3 of `b` plus lane 3 of `a` rotated left by 30 (the next `E`), lanes
/// 2..0 of `b`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha1nexte_epu32(a: __m128i, b: __m128i) -> __m128i {
    let (a, mut b) = (lanes(a), lanes(b));
    b[3] = b[3].wrapping_add(a[3].rotate_left(30));
    vector(b)
}

/// `sha1msg1(a, b)`: with `W0..W3` lanes 3..0 of `a` and `W4, W5` lanes 3, 2 of `b`, the lanes
/// 3..0 `W2 ^ W0, W3 ^ W1, W4 ^ W2, W5 ^ W3`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha1msg1_epu32(a: __m128i, b: __m128i) -> __m128i {
    let ([w3, w2, w1, w0], [_, _, w5, w4]) = (lanes(a), lanes(b));
    vector([w5 ^ w3, w4 ^ w2, w3 ^ w1, w2 ^ w0])
}

/// `sha1msg2(a, b)`: the next four schedule words `W16..W19` (lanes 3..0) from `a` (the XORs so
/// far) and `W13, W14, W15` (lanes 2..0 of `b`), `W19` using `W16`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha1msg2_epu32(a: __m128i, b: __m128i) -> __m128i {
    let ([a0, a1, a2, a3], [w15, w14, w13, _]) = (lanes(a), lanes(b));
    let w16 = (a3 ^ w13).rotate_left(1);
    let w17 = (a2 ^ w14).rotate_left(1);
    let w18 = (a1 ^ w15).rotate_left(1);
    let w19 = (a0 ^ w16).rotate_left(1);
    vector([w19, w18, w17, w16])
}

/// `sha256rnds2(cdgh, abef, wk)`: two SHA-256 rounds on the state split as `C, D, G, H` (lanes
/// 3..0 of `cdgh`) and `A, B, E, F` (of `abef`) with `W + K` in lanes 0 and 1 of `wk`; returns
/// the new `A, B, E, F`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha256rnds2_epu32(cdgh: __m128i, abef: __m128i, wk: __m128i) -> __m128i {
    let ([h, g, d, c], [f, e, b, a], [wk0, wk1, _, _]) = (lanes(cdgh), lanes(abef), lanes(wk));
    let (mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h) = (a, b, c, d, e, f, g, h);
    for wk in [wk0, wk1] {
        let big1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
        let t1 = h.wrapping_add(big1).wrapping_add((e & f) ^ (!e & g)).wrapping_add(wk);
        let big0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
        let t2 = big0.wrapping_add((a & b) ^ (a & c) ^ (b & c));
        (h, g, f, e, d, c, b, a) = (g, f, e, d.wrapping_add(t1), c, b, a, t1.wrapping_add(t2));
    }
    vector([f, e, b, a])
}

/// `σ0` of SHA-256.
fn small_sigma0(x: u32) -> u32 {
    x.rotate_right(7) ^ x.rotate_right(18) ^ (x >> 3)
}

/// `σ1` of SHA-256.
fn small_sigma1(x: u32) -> u32 {
    x.rotate_right(17) ^ x.rotate_right(19) ^ (x >> 10)
}

/// `sha256msg1(a, b)`: with `W0..W3` lanes 0..3 of `a` and `W4` lane 0 of `b`, the lanes 0..3
/// `W0 + σ0(W1), W1 + σ0(W2), W2 + σ0(W3), W3 + σ0(W4)`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha256msg1_epu32(a: __m128i, b: __m128i) -> __m128i {
    let ([w0, w1, w2, w3], [w4, _, _, _]) = (lanes(a), lanes(b));
    vector([
        w0.wrapping_add(small_sigma0(w1)),
        w1.wrapping_add(small_sigma0(w2)),
        w2.wrapping_add(small_sigma0(w3)),
        w3.wrapping_add(small_sigma0(w4)),
    ])
}

/// `sha256msg2(a, b)`: the schedule words `W16..W19` (lanes 0..3) from `a` (the sums so far) and
/// `W14, W15` (lanes 2, 3 of `b`), `W18` and `W19` using `W16` and `W17`.
#[target_feature(enable = "sha")]
pub(crate) fn _mm_sha256msg2_epu32(a: __m128i, b: __m128i) -> __m128i {
    let ([a0, a1, a2, a3], [_, _, w14, w15]) = (lanes(a), lanes(b));
    let w16 = a0.wrapping_add(small_sigma1(w14));
    let w17 = a1.wrapping_add(small_sigma1(w15));
    let w18 = a2.wrapping_add(small_sigma1(w16));
    let w19 = a3.wrapping_add(small_sigma1(w17));
    vector([w16, w17, w18, w19])
}

#[cfg(test)]
mod tests {
    use crate::backend::detect::{AesNiToken, Avx512Token, Avx512VlToken};
    use crate::backend::test_rng::Rng;
    use core::arch::x86_64::*;

    /// The stand-in gives what the instruction gives, for random inputs and several immediates.
    #[test]
    fn keygenassist_is_the_instruction() {
        let Some(_token) = AesNiToken::get() else {
            return;
        };
        let mut rng = Rng(0x6b67_6173);
        for _ in 0..500 {
            let mut x = [0u8; 16];
            rng.fill(&mut x);
            // SAFETY: the token proves AES-NI (and SSE2, baseline) is present; the loads and
            // stores take 16-byte arrays we own.
            unsafe {
                let v = _mm_loadu_si128(x.as_ptr().cast());
                macro_rules! check {
                    ($($rcon:literal),+) => {$(
                        let (mut want, mut got) = ([0u8; 16], [0u8; 16]);
                        _mm_storeu_si128(want.as_mut_ptr().cast(), _mm_aeskeygenassist_si128::<$rcon>(v));
                        _mm_storeu_si128(got.as_mut_ptr().cast(), super::_mm_aeskeygenassist_si128::<$rcon>(v));
                        assert_eq!(got, want, "x = {x:02x?}, rcon = {}", $rcon);
                    )+};
                }
                check!(0, 1, 0x1b, 0x36, 0x80);
            }
        }
    }

    /// The SHA stand-ins give what the SHA extensions give, for random inputs.
    #[test]
    fn sha_extensions_are_the_instructions() {
        let Some(_token) = crate::backend::detect::ShaNiToken::get() else {
            return;
        };
        let mut rng = Rng(0x7368_616e);
        for _ in 0..2000 {
            let mut abc = [[0u8; 16]; 3];
            for x in &mut abc {
                rng.fill(x);
            }
            // SAFETY: the token proves the SHA extensions (and SSE2, baseline) are present; the
            // loads and stores take 16-byte arrays we own.
            unsafe {
                let [a, b, c] = abc.map(|x| _mm_loadu_si128(x.as_ptr().cast()));
                let bytes = |v: __m128i| {
                    let mut out = [0u8; 16];
                    _mm_storeu_si128(out.as_mut_ptr().cast(), v);
                    out
                };
                macro_rules! same {
                    ($name:ident $(::<$f:literal>)? ($($arg:expr),+)) => {
                        assert_eq!(
                            bytes(super::$name$(::<$f>)?($($arg),+)),
                            bytes($name$(::<$f>)?($($arg),+)),
                            "{} on {abc:02x?}",
                            stringify!($name$(::<$f>)?)
                        );
                    };
                }
                same!(_mm_sha1rnds4_epu32::<0>(a, b));
                same!(_mm_sha1rnds4_epu32::<1>(a, b));
                same!(_mm_sha1rnds4_epu32::<2>(a, b));
                same!(_mm_sha1rnds4_epu32::<3>(a, b));
                same!(_mm_sha1nexte_epu32(a, b));
                same!(_mm_sha1msg1_epu32(a, b));
                same!(_mm_sha1msg2_epu32(a, b));
                same!(_mm_sha256rnds2_epu32(a, b, c));
                same!(_mm_sha256msg1_epu32(a, b));
                same!(_mm_sha256msg2_epu32(a, b));
            }
        }
    }

    /// The stand-ins give what `vpternlog` gives, for random inputs and every immediate.
    #[test]
    fn ternary_logic_is_the_instruction() {
        let (Some(_zmm), Some(_vl)) = (Avx512Token::get(), Avx512VlToken::get()) else {
            return;
        };
        let mut rng = Rng(0x7465_726e);
        let mut abc = [[0u8; 64]; 3];
        for x in &mut abc {
            rng.fill(x);
        }
        // SAFETY: the tokens prove AVX-512F and AVX-512VL are present; the loads and stores take
        // 64-byte arrays we own.
        unsafe {
            let [a, b, c] = abc.map(|x| _mm512_loadu_si512(x.as_ptr().cast()));
            let [a2, b2, c2] = abc.map(|x| _mm256_loadu_si256(x.as_ptr().cast()));
            every_immediate(a, b, c, a2, b2, c2);
        }
    }

    /// Every immediate 0..=255 (a const generic each), both widths.
    #[target_feature(enable = "avx512f,avx512vl")]
    fn every_immediate(a: __m512i, b: __m512i, c: __m512i, a2: __m256i, b2: __m256i, c2: __m256i) {
        fn bytes512(v: __m512i) -> [u8; 64] {
            // SAFETY: a plain reinterpretation of 64 bytes.
            unsafe { core::mem::transmute(v) }
        }
        fn bytes256(v: __m256i) -> [u8; 32] {
            // SAFETY: a plain reinterpretation of 32 bytes.
            unsafe { core::mem::transmute(v) }
        }
        macro_rules! one {
            ($imm:expr) => {{
                const I: i32 = $imm;
                assert_eq!(
                    bytes512(super::_mm512_ternarylogic_epi32::<I>(a, b, c)),
                    bytes512(_mm512_ternarylogic_epi32::<I>(a, b, c)),
                    "epi32 {I:#x}"
                );
                assert_eq!(
                    bytes512(super::_mm512_ternarylogic_epi64::<I>(a, b, c)),
                    bytes512(_mm512_ternarylogic_epi64::<I>(a, b, c)),
                    "epi64 {I:#x}"
                );
                assert_eq!(
                    bytes256(super::_mm256_ternarylogic_epi64::<I>(a2, b2, c2)),
                    bytes256(_mm256_ternarylogic_epi64::<I>(a2, b2, c2)),
                    "256 {I:#x}"
                );
            }};
        }
        macro_rules! sixteen {
            ($hi:expr) => {
                one!($hi * 16);
                one!($hi * 16 + 1);
                one!($hi * 16 + 2);
                one!($hi * 16 + 3);
                one!($hi * 16 + 4);
                one!($hi * 16 + 5);
                one!($hi * 16 + 6);
                one!($hi * 16 + 7);
                one!($hi * 16 + 8);
                one!($hi * 16 + 9);
                one!($hi * 16 + 10);
                one!($hi * 16 + 11);
                one!($hi * 16 + 12);
                one!($hi * 16 + 13);
                one!($hi * 16 + 14);
                one!($hi * 16 + 15);
            };
        }
        sixteen!(0);
        sixteen!(1);
        sixteen!(2);
        sixteen!(3);
        sixteen!(4);
        sixteen!(5);
        sixteen!(6);
        sixteen!(7);
        sixteen!(8);
        sixteen!(9);
        sixteen!(10);
        sixteen!(11);
        sixteen!(12);
        sixteen!(13);
        sixteen!(14);
        sixteen!(15);
    }
}
