//! XTS (SP 800-38E) over whole 16-block batches, the tweaks in ymm registers, two per register.
//!
//! Tweaks. Block `j` of the call has tweak `T_j = T_0 ⊗ α^j`; ymm `i` of a batch holds
//! `(T_{16b+2i}, T_{16b+2i+1})`, and the next batch's pair is each lane's `⊗ α^16`: eight
//! independent products, none waiting on another. `⊗ α^16` is a byte shift, `(T << 16) ⊕ h·0x87`
//! with `h` the two bytes shifted out (`backend/xts.rs`: `h·0x87` has degree < 24 and needs no
//! reduction): `vpslldq 2`, `vpsrldq 14`, one `vpclmulqdq` by 0x87 and an XOR, per lane. The
//! first pairs come once per call: `(T_0, T_0 ⊗ α)` from an xmm `⊗ α`, the others from it by
//! `⊗ α^2`, `⊗ α^4` and `⊗ α^8` (qword shifts, the carry between the qwords moved by `vpslldq 8`,
//! the bits out of `x^127` reduced by the same `vpclmulqdq`).
//!
//! Fused XORs, as in `aesni/xts.rs`: the tweak goes into round 0 as `b ⊕ (T ⊕ K_0)` and out of
//! the last round as `vaesenclast(s, K_last ⊕ T)`; one pass over the data, no tweak stored.
//! Decryption uses the equivalent inverse cipher's keys (`vaesdec`), as CBC decryption does.
//!
//! Fewer than 16 blocks go to the AES-NI twin's kernel (`Aes::xts_encrypt`), the tweak carried
//! over.

#![allow(unsafe_code)]

use super::aes::{WIDE, for_each_whole_batch};
use super::wide::{Wide, load_key};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// `$x ⊗ α^k` in each 128-bit lane for `k` = `$k` < 64, `$k_rest` = 64 − k (`$poly`: 0x87 in
/// each lane's qword 0).
macro_rules! mul_alpha_k {
    ($x:expr, $poly:expr, $k:literal, $k_rest:literal) => {{
        let x: __m256i = $x;
        // The top k bits of each qword at its bottom: qword 0's carry into qword 1, qword 1's
        // (out of x^127) are reduced (`vpclmulqdq` 0x01: qword 1 of `hi` times qword 0 of `$poly`).
        let hi = _mm256_srli_epi64::<$k_rest>(x);
        let shifted = _mm256_xor_si256(_mm256_slli_epi64::<$k>(x), _mm256_bslli_epi128::<8>(hi));
        _mm256_xor_si256(shifted, _mm256_clmulepi64_epi128::<0x01>(hi, $poly))
    }};
}

/// `$x ⊗ α^16` in each 128-bit lane: a two-byte shift, the bytes out of the top reduced.
macro_rules! mul_alpha16 {
    ($x:expr, $poly:expr) => {{
        let x: __m256i = $x;
        _mm256_xor_si256(
            _mm256_bslli_epi128::<2>(x),
            _mm256_clmulepi64_epi128::<0x00>(_mm256_bsrli_epi128::<14>(x), $poly),
        )
    }};
}

/// The kernels' body: `$round`/`$last` are the middle and last round intrinsics (encryption or
/// decryption) for the schedule `$keys`.
macro_rules! xts_batches {
    ($keys:ident, $r:ident, $tweak:ident, $batches:ident, $round:ident, $last:ident) => {{
        let poly = _mm256_set_epi64x(0, 0x87, 0, 0x87);
        // SAFETY: `$tweak` is 16 readable bytes; SSE2 is baseline.
        let t0 = unsafe { _mm_loadu_si128($tweak.as_ptr().cast()) };
        // T_0 ⊗ α in xmm (see `mul_alpha_k!`, here with one bit).
        let hi = _mm_srli_epi64::<63>(t0);
        let t1 = _mm_xor_si128(_mm_xor_si128(_mm_slli_epi64::<1>(t0), _mm_slli_si128::<8>(hi)), {
            _mm_clmulepi64_si128::<0x01>(hi, _mm256_castsi256_si128(poly))
        });
        // The pairs from (T_0, T_1) in three steps of ⊗α^2, ⊗α^4, ⊗α^8 (not seven of ⊗α^2: the
        // first batch waits for the last pair).
        let mut tw = [_mm256_inserti128_si256::<1>(_mm256_castsi128_si256(t0), t1); 8];
        tw[1] = mul_alpha_k!(tw[0], poly, 2, 62);
        tw[2] = mul_alpha_k!(tw[0], poly, 4, 60);
        tw[3] = mul_alpha_k!(tw[1], poly, 4, 60);
        for j in 4..8 {
            tw[j] = mul_alpha_k!(tw[j - 4], poly, 8, 56);
        }
        for_each_whole_batch!($batches, |p| {
            let k0 = load_key!(&$keys[0]);
            let mut s = [_mm256_setzero_si256(); 8];
            for (j, s) in s.iter_mut().enumerate() {
                // SAFETY: `p` points to 16 blocks = 8 ymm; j < 8.
                *s = _mm256_xor_si256(unsafe { _mm256_loadu_si256(p.add(j)) }, _mm256_xor_si256(tw[j], k0));
            }
            for k in &$keys[1..$r] {
                let k = load_key!(k);
                for s in &mut s {
                    *s = $round(*s, k);
                }
            }
            let k = load_key!(&$keys[$r]);
            for (j, s) in s.iter().enumerate() {
                // SAFETY: as above.
                unsafe { _mm256_storeu_si256(p.add(j), $last(*s, _mm256_xor_si256(k, tw[j]))) };
            }
            for t in &mut tw {
                *t = mul_alpha16!(*t, poly);
            }
        });
        // SAFETY: `$tweak` is 16 writable bytes; SSE2 is baseline.
        unsafe { _mm_storeu_si128($tweak.as_mut_ptr().cast(), _mm256_castsi256_si128(tw[0])) };
    }};
}

/// XTS encryption of 16-block batches in place: block `j` with tweak `tweak ⊗ α^j`; `tweak`
/// becomes `tweak ⊗ α^len`.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
pub(super) fn vaes_xts_encrypt<const R: usize>(keys: &[Wide; 15], tweak: &mut Block, batches: &mut [[Block; WIDE]]) {
    xts_batches!(keys, R, tweak, batches, _mm256_aesenc_epi128, _mm256_aesenclast_epi128);
}

/// XTS decryption of 16-block batches in place with the equivalent inverse cipher's keys;
/// `tweak` as in [`vaes_xts_encrypt`].
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
pub(super) fn vaes_xts_decrypt<const R: usize>(keys: &[Wide; 15], tweak: &mut Block, batches: &mut [[Block; WIDE]]) {
    xts_batches!(keys, R, tweak, batches, _mm256_aesdec_epi128, _mm256_aesdeclast_epi128);
}

/// [`vaes_xts_encrypt`] compiled with AVX-512VL (the `Vaes512Token`'s CPUs): the same code on
/// ymm, with 32 registers instead of 16. The 8 states and 8 tweak pairs then all stay in
/// registers, and the rounds keep their round-major order; in 16 registers LLVM spills tweaks
/// and runs the states one after another.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512vl")]
pub(super) fn vaes_xts_encrypt_vl<const R: usize>(keys: &[Wide; 15], tweak: &mut Block, batches: &mut [[Block; WIDE]]) {
    xts_batches!(keys, R, tweak, batches, _mm256_aesenc_epi128, _mm256_aesenclast_epi128);
}

/// [`vaes_xts_decrypt`] compiled with AVX-512VL (see [`vaes_xts_encrypt_vl`]).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512vl")]
pub(super) fn vaes_xts_decrypt_vl<const R: usize>(keys: &[Wide; 15], tweak: &mut Block, batches: &mut [[Block; WIDE]]) {
    xts_batches!(keys, R, tweak, batches, _mm256_aesdec_epi128, _mm256_aesdeclast_epi128);
}
