//! XTS (SP 800-38E) over many data units of whole 32-block batches, on zmm (CPUs with
//! AVX-512F/BW/VL): four blocks a register, four tweaks a register.
//!
//! Why zmm for XTS when CTR runs on ymm: per 16 blocks both do 80 (AES-128) ymm `vaesenc` or 40
//! zmm ones on the same two AES ports, but XTS adds per block its tweak's `⊗ α^k` (byte shifts
//! and a `vpclmulqdq`) and two XORs, and on ymm those take the third vector port past the rounds'
//! budget. A zmm instruction does them for four blocks, half the count.
//!
//! Tweaks. Register `i` of a batch holds `T_{32b+4i} .. T_{32b+4i+3}`; the next batch's are each
//! lane's `⊗ α^32`: `(T << 32) ⊕ h·0x87`, `h` the four bytes shifted out (degree < 40: no further
//! reduction, `backend/xts.rs`), i.e. `vpslldq 4`, `vpsrldq 12`, one `vpclmulqdq` and an XOR. A
//! unit's first batch comes from its encrypted tweak `T_0` (`first_quads`: two registers by bit
//! shifts of `T_0`, the other six byte shifts of those). Each batch computes the next
//! batch's tweaks before its rounds (at a unit's last batch: the next unit's first ones), so no
//! batch waits for its tweaks; the XORs are fused into round 0 and the last round as in `xts.rs`.
//!
//! One unit (`vaes512_xts_encrypt`/`_decrypt`): the same loop with one tweak; after it, lane 0
//! of the last batch's first register `⊗ α^32` (`T_{32n}`) goes back to the caller for the
//! blocks after the batches (one product after the loop: advancing all eight registers at the
//! last batch, inside the loop, made LLVM spill more in it). Only long units take it (`XTS_ZMM_FROM`):
//! the first batch's ramp (8 tweak registers from `T_0`, 32 blocks before the first store) is
//! paid once per call, and below 4 KiB (AES-128; 12 and 14 rounds at every measured length) the
//! ymm kernel finishes sooner.

#![allow(unsafe_code)]

use super::wide::Wide;
use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use core::arch::x86_64::*;

/// Blocks per batch: 8 zmm.
pub(super) const BATCH512: usize = 32;

/// `$x ⊗ α^(8·$n)` in each 128-bit lane (`$n` bytes, `$m` = 16 − `$n`): a byte shift, the
/// bytes out of the top reduced by one carry-less multiply (degree < 8·`$n` + 8 ≤ 128 for `$n`
/// ≤ 4: no further reduction). Byte shifts and `vpclmulqdq` run beside the rounds, not on the
/// AES ports.
macro_rules! mul_alpha_bytes {
    ($x:expr, $n:literal, $m:literal, $poly:expr) => {{
        let x: __m512i = $x;
        _mm512_xor_si512(
            _mm512_bslli_epi128::<$n>(x),
            _mm512_clmulepi64_epi128::<0x00>(_mm512_bsrli_epi128::<$m>(x), $poly),
        )
    }};
}

/// The 8 tweak registers of a unit's first batch from its tweak `$t0` (an `__m128i`): lane `l`
/// of register `i` is `T_0 ⊗ α^(4i+l)`. Registers 0 and 1 by bit shifts of `T_0` (`vpsllvq`, a
/// count per qword, k < 8); registers `2j` and `2j + 1` are those `⊗ α^(8j)`, byte shifts. On
/// zmm the bit shifts take the AES port, so they are kept to two registers' worth.
macro_rules! first_quads {
    ($t0:expr, $poly:expr) => {{
        let t0 = _mm512_broadcast_i32x4($t0);
        let [a, b]: [__m512i; 2] = core::array::from_fn(|i| {
            let k = 4 * i as i64;
            let count = _mm512_set_epi64(k + 3, k + 3, k + 2, k + 2, k + 1, k + 1, k, k);
            let hi = _mm512_srlv_epi64(t0, _mm512_sub_epi64(_mm512_set1_epi64(64), count));
            let shifted = _mm512_xor_si512(_mm512_sllv_epi64(t0, count), _mm512_bslli_epi128::<8>(hi));
            _mm512_xor_si512(shifted, _mm512_clmulepi64_epi128::<0x01>(hi, $poly))
        });
        [
            a,
            b,
            mul_alpha_bytes!(a, 1, 15, $poly),
            mul_alpha_bytes!(b, 1, 15, $poly),
            mul_alpha_bytes!(a, 2, 14, $poly),
            mul_alpha_bytes!(b, 2, 14, $poly),
            mul_alpha_bytes!(a, 3, 13, $poly),
            mul_alpha_bytes!(b, 3, 13, $poly),
        ]
    }};
}

/// The kernels' body (`$round`/`$last`: the middle and last round intrinsics for `$keys`); its
/// value is the last batch's first tweak register (lane 0: `T_{32(n−1)}` of the last unit's `n`
/// batches). Returns from the kernel if `$tweaks` is empty.
macro_rules! xts_units512 {
    ($keys:ident, $r:ident, $tweaks:ident, $per_unit:ident, $data:ident, $round:ident, $last:ident) => {{
        let poly = _mm512_set_epi64(0, 0x87, 0, 0x87, 0, 0x87, 0, 0x87);
        // The round keys broadcast to all four lanes once, read back with volatile loads where
        // each round uses them (see `load_key`).
        let mut rk = [_mm512_setzero_si512(); 15];
        for (z, k) in rk.iter_mut().zip(&$keys[..=$r]) {
            let k: &Wide = k;
            // SAFETY: `k` references 32 readable bytes aligned to 32; AVX is enabled here.
            *z = _mm512_broadcast_i64x4(unsafe { _mm256_load_si256(k.0.as_ptr().cast()) });
        }
        let mut next = $tweaks.iter();
        let Some(t) = next.next() else { return };
        // SAFETY: `t` is 16 readable bytes; SSE2 is baseline.
        let mut tw = first_quads!(unsafe { _mm_loadu_si128(t.as_ptr().cast()) }, poly);
        // Batches left in the current unit, this one included (`$per_unit` ≥ 1).
        let mut left = $per_unit;
        for batch in $data {
            let p: *mut __m512i = batch.as_mut_ptr().cast();
            left -= 1;
            let nx = if left > 0 {
                tw.map(|t| mul_alpha_bytes!(t, 4, 12, poly))
            } else {
                left = $per_unit;
                match next.next() {
                    // SAFETY: `t` is 16 readable bytes; SSE2 is baseline.
                    Some(t) => first_quads!(unsafe { _mm_loadu_si128(t.as_ptr().cast()) }, poly),
                    // After the last unit there is no next tweak: the values are not used in
                    // the loop again (the one-unit kernels continue from them after it;
                    // advancing all eight here costs the loop spills).
                    None => tw,
                }
            };
            // SAFETY: `rk[0]` is an aligned, initialised `__m512i`.
            let k0 = unsafe { core::ptr::read_volatile(&rk[0]) };
            let mut s = [_mm512_setzero_si512(); 8];
            for (j, s) in s.iter_mut().enumerate() {
                // SAFETY: `p` points to 32 blocks = 8 zmm; j < 8.
                *s = _mm512_xor_si512(unsafe { _mm512_loadu_si512(p.add(j).cast()) }, _mm512_xor_si512(tw[j], k0));
            }
            for k in &rk[1..$r] {
                // SAFETY: `k` is an aligned, initialised `__m512i`.
                let k = unsafe { core::ptr::read_volatile(k) };
                for s in &mut s {
                    *s = $round(*s, k);
                }
            }
            // SAFETY: as for `k0`.
            let kl = unsafe { core::ptr::read_volatile(&rk[$r]) };
            for (j, s) in s.iter().enumerate() {
                // SAFETY: as above.
                unsafe { _mm512_storeu_si512(p.add(j).cast(), $last(*s, _mm512_xor_si512(kl, tw[j]))) };
            }
            tw = nx;
        }
        rk.iter_mut().for_each(|z| {
            // SAFETY: `z` is an aligned `__m512i`; the volatile store keeps the wipe.
            unsafe { core::ptr::write_volatile(z, _mm512_setzero_si512()) }
        });
        tw[0]
    }};
}

/// XTS encryption of consecutive data units of `per_unit` 32-block batches each, in place: unit
/// `u` with its tweak sequence from `tweaks[u]`. `data.len() == tweaks.len() * per_unit`.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_units_encrypt<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    data: &mut [[Block; BATCH512]],
) {
    xts_units512!(keys, R, tweaks, per_unit, data, _mm512_aesenc_epi128, _mm512_aesenclast_epi128);
}

/// [`vaes512_xts_units_encrypt`]'s decryption, with the equivalent inverse cipher's keys.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_units_decrypt<const R: usize>(
    keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    data: &mut [[Block; BATCH512]],
) {
    xts_units512!(keys, R, tweaks, per_unit, data, _mm512_aesdec_epi128, _mm512_aesdeclast_epi128);
}

/// The one-unit kernels' body: [`xts_units512!`] on one unit, then the next tweak `T_{32n}` into
/// `$tweak`: lane 0 of the last batch's first register `⊗ α^32` (one product after the loop).
macro_rules! xts_one_unit512 {
    ($keys:ident, $r:ident, $tweak:ident, $data:ident, $round:ident, $last:ident) => {{
        if $data.is_empty() {
            return;
        }
        let mut tweaks = [*$tweak];
        let per_unit = $data.len();
        let last = xts_units512!($keys, $r, tweaks, per_unit, $data, $round, $last);
        wipe_block(&mut tweaks[0]);
        let next = mul_alpha_bytes!(last, 4, 12, _mm512_set_epi64(0, 0, 0, 0, 0, 0, 0, 0x87));
        // SAFETY: `$tweak` is 16 writable bytes; SSE2 is baseline.
        unsafe { _mm_storeu_si128($tweak.as_mut_ptr().cast(), _mm512_castsi512_si128(next)) };
    }};
}

/// XTS encryption of one data unit's whole 32-block batches in place: block `j` with tweak
/// `tweak ⊗ α^j`; `tweak` becomes `tweak ⊗ α^len` (the units kernel's loop on one unit, the
/// tweak carried out for the blocks after it).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_encrypt<const R: usize>(
    keys: &[Wide; 15],
    tweak: &mut Block,
    data: &mut [[Block; BATCH512]],
) {
    xts_one_unit512!(keys, R, tweak, data, _mm512_aesenc_epi128, _mm512_aesenclast_epi128);
}

/// [`vaes512_xts_encrypt`]'s decryption, with the equivalent inverse cipher's keys.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_decrypt<const R: usize>(
    keys: &[Wide; 15],
    tweak: &mut Block,
    data: &mut [[Block; BATCH512]],
) {
    xts_one_unit512!(keys, R, tweak, data, _mm512_aesdec_epi128, _mm512_aesdeclast_epi128);
}
