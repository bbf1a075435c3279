//! The GF(2^128) arithmetic of the ymm GHASH and GCM kernels: the reduction constant, the
//! Karatsuba multiply-accumulate of two blocks by two powers of H, and the reduction (the
//! derivation is `ghash.rs`'s module comment). The zmm counterpart is `field512.rs`.

/// The reduction constant: qword 1 = Q = y^63 + y^62 + y^57 (qword 0 = 1 completes g*'s low
/// terms, unused by the folds), in both lanes.
pub(super) const POLY: [u8; 32] = {
    let lane = (0xC2u128 << 120 | 1).to_le_bytes();
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 16 {
        out[i] = lane[i];
        out[16 + i] = lane[i];
        i += 1;
    }
    out
};

/// Adds `$d · powers[$j]` (two blocks, Karatsuba) to the unreduced sums `$lo`, `$mi`, `$hi`.
/// `$j` selects the power pair; its parity selects the qword of `mids[$j / 2]`.
macro_rules! mul_acc {
    ($key:expr, $j:expr, $d:expr, $lo:ident, $mi:ident, $hi:ident) => {{
        let j: usize = $j & 7;
        let d: __m256i = $d;
        let k = $crate::backend::x86::vaes::wide::load_key!(&$key.powers[j]);
        let m = $crate::backend::x86::vaes::wide::load_key!(&$key.mids[j / 2]);
        $lo = _mm256_xor_si256($lo, _mm256_clmulepi64_epi128(d, k, 0x00));
        $hi = _mm256_xor_si256($hi, _mm256_clmulepi64_epi128(d, k, 0x11));
        // Both qwords of `dm` are d0 ^ d1; the immediate picks K0 ^ K1 from `m`.
        let dm = _mm256_xor_si256(d, _mm256_shuffle_epi32(d, 0x4e));
        let p = if j % 2 == 0 { _mm256_clmulepi64_epi128(m, dm, 0x00) } else { _mm256_clmulepi64_epi128(m, dm, 0x01) };
        $mi = _mm256_xor_si256($mi, p);
    }};
}
pub(super) use mul_acc;

/// Reduces the unreduced sums of both lanes to one xmm accumulator: folds the lanes together,
/// applies the Karatsuba correction, then the two folds by Q (module comment).
macro_rules! reduce {
    ($poly:ident, $lo:ident, $mi:ident, $hi:ident) => {{
        macro_rules! fold {
            ($v:expr) => {
                _mm_xor_si128(_mm256_castsi256_si128($v), _mm256_extracti128_si256($v, 1))
            };
        }
        let (lo, mi, hi) = (fold!($lo), fold!($mi), fold!($hi));
        let q = _mm256_castsi256_si128($poly);
        let mi = _mm_xor_si128(mi, _mm_xor_si128(lo, hi));
        let t = _mm_clmulepi64_si128(q, lo, 0x01);
        let mi = _mm_xor_si128(mi, _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4e), t));
        let t = _mm_clmulepi64_si128(q, mi, 0x01);
        _mm_xor_si128(hi, _mm_xor_si128(_mm_shuffle_epi32(mi, 0x4e), t))
    }};
}
pub(super) use reduce;
