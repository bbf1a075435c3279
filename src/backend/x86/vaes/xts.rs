//! XTS (SP 800-38E) over whole 16-block batches, the tweaks in ymm registers, two per register.
//!
//! Tweaks. Block `j` of the call has tweak `T_j = T_0 ⊗ α^j`; ymm `i` of a batch holds
//! `(T_{16b+2i}, T_{16b+2i+1})`, and the next batch's pair is each lane's `⊗ α^16`: eight
//! independent products, none waiting on another. `⊗ α^16` is a byte shift, `(T << 16) ⊕ h·0x87`
//! with `h` the two bytes shifted out (`backend/xts.rs`: `h·0x87` has degree < 24 and needs no
//! reduction): `vpslldq 2`, `vpsrldq 14`, one `vpclmulqdq` by 0x87 and an XOR, per lane. The
//! first pairs come once per call, each straight from `T_0`: `T_0 ⊗ α^k` for k < 64 is a shift
//! of both qwords by k (`vpsllvq`, a count per qword, so one register holds two different k),
//! the carry between the qwords moved by `vpslldq 8`, the bits out of `x^127` reduced by the
//! same `vpclmulqdq`.
//!
//! Fused XORs, as in `aesni/xts.rs`: the tweak goes into round 0 as `b ⊕ (T ⊕ K_0)` and out of
//! the last round as `vaesenclast(s, K_last ⊕ T)`; one pass over the data, no tweak stored.
//! Decryption uses the equivalent inverse cipher's keys (`vaesdec`), as CBC decryption does.
//!
//! Fewer than 16 blocks go to the AES-NI twin's kernel (`Aes::xts_encrypt`), the tweak carried
//! over.
//!
//! Many data units (`vaes_xts_units_*`, units of whole 16-block batches): one loop over the
//! batches of all units, each batch computing the next batch's pairs before its rounds (at a
//! unit's last batch the next unit's first pairs, from its encrypted tweak), so no unit boundary
//! stalls the loop. On AVX-512 CPUs, units of whole 32-block batches take the zmm kernel of
//! `xts512.rs` instead, and so do the 32-block batches of one-unit AES-128 calls from 4 KiB
//! (`XTS_ZMM_FROM`), the blocks after them coming here.

#![allow(unsafe_code)]

use super::aes::{WIDE, for_each_whole_batch};
use super::wide::{Wide, load_key};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

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

/// The eight tweak pairs of a unit's first batch from its first tweak `$t0` (an `__m128i`):
/// pair j is (T_0 ⊗ α^2j, T_0 ⊗ α^(2j+1)), T_0 in both lanes shifted by a count per qword
/// (`vpsllvq`; `vpsrlvq` by 64 gives 0, so pair 0's lane 0 is T_0 itself). All eight pairs are
/// one step from T_0, so the first batch waits for one product, not a chain.
macro_rules! first_pairs {
    ($t0:expr, $poly:expr) => {{
        let t0 = _mm256_broadcastsi128_si256($t0);
        let tw: [__m256i; 8] = core::array::from_fn(|j| {
            let k = 2 * j as i64;
            let count = _mm256_set_epi64x(k + 1, k + 1, k, k);
            let hi = _mm256_srlv_epi64(t0, _mm256_sub_epi64(_mm256_set1_epi64x(64), count));
            let shifted = _mm256_xor_si256(_mm256_sllv_epi64(t0, count), _mm256_bslli_epi128::<8>(hi));
            _mm256_xor_si256(shifted, _mm256_clmulepi64_epi128::<0x01>(hi, $poly))
        });
        tw
    }};
}

/// One 16-block batch at `$p` (a `*mut __m256i` to 8 ymm) with the tweak pairs `$tw`.
/// `$round`/`$last` are the middle and last round intrinsics (encryption or decryption) for the
/// schedule `$keys`.
macro_rules! xts_batch {
    ($keys:ident, $r:ident, $p:ident, $tw:ident, $round:ident, $last:ident) => {{
        let k0 = load_key!(&$keys[0]);
        let mut s = [_mm256_setzero_si256(); 8];
        for (j, s) in s.iter_mut().enumerate() {
            // SAFETY: `$p` points to 16 blocks = 8 ymm; j < 8.
            *s = _mm256_xor_si256(unsafe { _mm256_loadu_si256($p.add(j)) }, _mm256_xor_si256($tw[j], k0));
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
            unsafe { _mm256_storeu_si256($p.add(j), $last(*s, _mm256_xor_si256(k, $tw[j]))) };
        }
    }};
}

/// The one-unit kernels' body: `$batches` continue the tweak sequence of `$tweak`.
macro_rules! xts_batches {
    ($keys:ident, $r:ident, $tweak:ident, $batches:ident, $round:ident, $last:ident) => {{
        let poly = _mm256_set_epi64x(0, 0x87, 0, 0x87);
        // SAFETY: `$tweak` is 16 readable bytes; SSE2 is baseline.
        let mut tw = first_pairs!(unsafe { _mm_loadu_si128($tweak.as_ptr().cast()) }, poly);
        for_each_whole_batch!($batches, |p| {
            xts_batch!($keys, $r, p, tw, $round, $last);
            for t in &mut tw {
                *t = mul_alpha16!(*t, poly);
            }
        });
        // SAFETY: `$tweak` is 16 writable bytes; SSE2 is baseline.
        unsafe { _mm_storeu_si128($tweak.as_mut_ptr().cast(), _mm256_castsi256_si128(tw[0])) };
    }};
}

/// The many-unit kernels' body: `$batches` are consecutive data units of `$per_unit` batches
/// each, unit `u` starting its tweak sequence at `$tweaks[u]`. One loop over all batches, the
/// round keys and the loop staying where they are across units (no call, no ramp-up or drain
/// per unit). Each batch first computes the next batch's pairs (`⊗ α^16`, or at a unit's last
/// batch the next unit's first pairs from its tweak), then runs its rounds: the tweaks are a
/// batch ahead in program order, so a unit's first batch never waits for its pairs.
macro_rules! xts_unit_batches {
    ($keys:ident, $r:ident, $tweaks:ident, $per_unit:ident, $batches:ident, $round:ident, $last:ident) => {{
        let poly = _mm256_set_epi64x(0, 0x87, 0, 0x87);
        let mut next = $tweaks.iter();
        let Some(t) = next.next() else { return };
        // SAFETY: `t` is 16 readable bytes; SSE2 is baseline.
        let mut tw = first_pairs!(unsafe { _mm_loadu_si128(t.as_ptr().cast()) }, poly);
        // Batches left in the current unit, this one included (`$per_unit` ≥ 1).
        let mut left = $per_unit;
        for_each_whole_batch!($batches, |p| {
            left -= 1;
            let nx = if left > 0 {
                tw.map(|t| mul_alpha16!(t, poly))
            } else {
                left = $per_unit;
                // After the last unit there is no next tweak: the pairs are not used again.
                match next.next() {
                    // SAFETY: `t` is 16 readable bytes; SSE2 is baseline.
                    Some(t) => first_pairs!(unsafe { _mm_loadu_si128(t.as_ptr().cast()) }, poly),
                    None => tw,
                }
            };
            xts_batch!($keys, $r, p, tw, $round, $last);
            tw = nx;
        });
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

/// XTS encryption of consecutive data units of `per_unit` 16-block batches each, in place: unit
/// `u` (batches `u·per_unit ..`) with its tweak sequence from `tweaks[u]`, as
/// [`vaes_xts_encrypt`] would do it one unit a call. `batches.len() == tweaks.len() * per_unit`.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
pub(super) fn vaes_xts_units_encrypt<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    batches: &mut [[Block; WIDE]],
) {
    xts_unit_batches!(keys, R, tweaks, per_unit, batches, _mm256_aesenc_epi128, _mm256_aesenclast_epi128);
}

/// [`vaes_xts_units_encrypt`]'s decryption, with the equivalent inverse cipher's keys.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
pub(super) fn vaes_xts_units_decrypt<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    batches: &mut [[Block; WIDE]],
) {
    xts_unit_batches!(keys, R, tweaks, per_unit, batches, _mm256_aesdec_epi128, _mm256_aesdeclast_epi128);
}

/// [`vaes_xts_units_encrypt`] with AVX-512VL's 32 registers (see [`vaes_xts_encrypt_vl`]).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512vl")]
pub(super) fn vaes_xts_units_encrypt_vl<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    batches: &mut [[Block; WIDE]],
) {
    xts_unit_batches!(keys, R, tweaks, per_unit, batches, _mm256_aesenc_epi128, _mm256_aesenclast_epi128);
}

/// [`vaes_xts_units_decrypt`] with AVX-512VL's 32 registers (see [`vaes_xts_encrypt_vl`]).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512vl")]
pub(super) fn vaes_xts_units_decrypt_vl<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    batches: &mut [[Block; WIDE]],
) {
    xts_unit_batches!(keys, R, tweaks, per_unit, batches, _mm256_aesdec_epi128, _mm256_aesdeclast_epi128);
}
