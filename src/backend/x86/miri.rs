//! Stand-ins for the intrinsics Miri does not implement, for `.ci/miri.sh`, which runs the
//! kernels in Miri so that every load and store they make is checked against its allocation.
//! Each has the signature of the `core::arch` intrinsic it replaces and computes the same value
//! from instructions Miri does implement; a kernel file that uses one imports it by name under
//! `cfg(miri)`, which shadows the `core::arch::x86_64::*` glob. Compiled for Miri and for this
//! file's tests only (`cfg(any(miri, test))`): native builds call the instructions.
//!
//! Not stood in for, so not run under Miri: the SHA extensions (`sha1rnds4`, `sha256rnds2`, ...).

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
