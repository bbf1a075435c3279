//! The GF(2^128) arithmetic of the zmm GHASH and GCM kernels (`ghash512.rs`, `gcm512.rs`), four
//! blocks a register: the multiply-accumulate by Karatsuba or schoolbook, the lane-by-lane
//! reduction, and one register of a chunk's GHASH. The ymm counterpart is `field.rs`; the
//! reduction is derived in `ghash.rs`'s module comment.

/// Zmm `$j` of the powers (H^(16-4j), ..., H^(13-4j)), from `powers[2j]` and `powers[2j+1]`
/// (or of another field of the same layout: `high_powers`, H^(32-4j)..H^(29-4j)).
macro_rules! powers512 {
    ($gk:ident, $j:expr) => {{ $crate::backend::x86::vaes::field512::powers512!($gk.powers, $j) }};
    ($gk:ident . $field:ident, $j:expr) => {{
        let pair: &[Wide] = &$gk.$field[2 * $j..2 * $j + 2];
        // SAFETY: `pair` is two adjacent `Wide`s, 64 readable bytes (`repr(C)` array elements of
        // size 32); AVX-512F is enabled in both kernels.
        unsafe { _mm512_loadu_si512(pair.as_ptr().cast()) }
    }};
}

/// Adds `$d · $k` (four blocks by four powers) to the unreduced sums `$lo`, `$mi`, `$hi`, by
/// Karatsuba when `$kara` (3 multiplies; `$km` holds `k_lo ^ k_hi` in both halves of each lane,
/// and `$mi` collects `(d_lo ^ d_hi)·(k_lo ^ k_hi)`, whose true middle is that XOR LO XOR HI,
/// fixed once per reduction by `reduce4!`), else by schoolbook (4 multiplies, `$mi` the true
/// middle `d_lo·k_hi ^ d_hi·k_lo`; `$km` is not evaluated). Which one a CPU runs: the module
/// comment, "Karatsuba or schoolbook".
macro_rules! mul_acc4 {
    ($kara:expr, $d:expr, $k:expr, $km:expr, $lo:ident, $mi:ident, $hi:ident) => {{
        let (d, k): (__m512i, __m512i) = ($d, $k);
        $lo = _mm512_xor_si512($lo, _mm512_clmulepi64_epi128(d, k, 0x00));
        $hi = _mm512_xor_si512($hi, _mm512_clmulepi64_epi128(d, k, 0x11));
        if $kara {
            let km: __m512i = $km;
            let dm = _mm512_xor_si512(d, _mm512_shuffle_epi32(d, _MM_PERM_BADC));
            $mi = _mm512_xor_si512($mi, _mm512_clmulepi64_epi128(dm, km, 0x00));
        } else {
            let (m01, m10) = (_mm512_clmulepi64_epi128(d, k, 0x01), _mm512_clmulepi64_epi128(d, k, 0x10));
            $mi = _mm512_ternarylogic_epi64::<0x96>($mi, m01, m10);
        }
    }};
}

/// Reduces the unreduced sums lane by lane (`ghash.rs`, two folds by Q), after correcting the
/// Karatsuba middle sums (M ^ LO ^ HI) when `$kara`: four reduced products in one zmm.
macro_rules! reduce_lanes4 {
    ($kara:expr, $poly:ident, $lo:ident, $mi:ident, $hi:ident) => {{
        let mi = if $kara { _mm512_ternarylogic_epi64::<0x96>($mi, $lo, $hi) } else { $mi };
        let t = _mm512_clmulepi64_epi128($poly, $lo, 0x01);
        let mi = _mm512_ternarylogic_epi64::<0x96>(mi, _mm512_shuffle_epi32($lo, _MM_PERM_BADC), t);
        let t = _mm512_clmulepi64_epi128($poly, mi, 0x01);
        _mm512_ternarylogic_epi64::<0x96>($hi, _mm512_shuffle_epi32(mi, _MM_PERM_BADC), t)
    }};
}

/// `reduce_lanes4!`, then the four lanes XORed into one xmm accumulator.
macro_rules! reduce4 {
    ($kara:expr, $poly:ident, $lo:ident, $mi:ident, $hi:ident) => {{
        let r = $crate::backend::x86::vaes::field512::reduce_lanes4!($kara, $poly, $lo, $mi, $hi);
        let r = _mm256_xor_si256(_mm512_castsi512_si256(r), _mm512_extracti64x4_epi64(r, 1));
        _mm_xor_si128(_mm256_castsi256_si128(r), _mm256_extracti128_si256(r, 1))
    }};
}

/// The GHASH of zmm `$j` of a chunk (its byte-swapped data `$d`) into the unreduced sums; the
/// accumulator is folded into block 0 of the chunk.
macro_rules! ghash_zmm {
    ($kara:expr, $pw:ident, $pwm:ident, $acc:ident, $d:expr, $j:expr, $lo:ident, $mi:ident, $hi:ident) => {{
        let j: usize = $j;
        let mut d: __m512i = $d;
        if j == 0 {
            d = _mm512_xor_si512(d, _mm512_zextsi128_si512($acc));
        }
        $crate::backend::x86::vaes::field512::mul_acc4!($kara, d, $pw[j], $pwm[j], $lo, $mi, $hi);
    }};
}
pub(super) use {ghash_zmm, mul_acc4, powers512, reduce_lanes4, reduce4};
