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
//! unit's first batch comes from its encrypted tweak `T_0` (`first_quads`: two registers by
//! carry-less multiplies of `T_0`, the other six byte shifts of those; nothing on the AES port).
//! Each batch computes the next batch's tweaks before its rounds (at a unit's last batch: the
//! next unit's first ones), so no batch waits for its tweaks; the XORs are fused into round 0
//! and the last round as in `xts.rs`.
//!
//! Encrypted tweaks (`vaes512_xts_units_*`: from the units' plain tweaks `i`). `E_K2(i)` of four
//! units at a time is one zmm state through `K2`'s rounds, run at the first batch of the four
//! units before (beside that batch's eight states), so neither an ECB call of its own nor a
//! wait: a separate call per 16 units, its result read back from memory, cost more than its
//! AES (`docs/perf/xts-cmac.md`). The AES work is the same: one block per unit, 1/32 of a
//! 512-byte unit's (AES-128: 10 zmm rounds per four units beside their 320).
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
use crate::backend::wipe::wipe;
use core::arch::x86_64::*;

/// Blocks per batch: 8 zmm.
pub(super) const BATCH512: usize = 32;

/// Units whose tweaks the tweak key encrypts together, one a lane of a zmm register.
const QUAD: usize = 4;

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
/// of register `i` is `T_0 ⊗ α^(4i+l)`. Registers 0 and 1 by carry-less multiplies (`mul_x_pow!`);
/// registers `2j` and `2j + 1` are those `⊗ α^(8j)`, byte shifts.
macro_rules! first_quads {
    ($t0:expr, $poly:expr) => {{
        let t0 = _mm512_broadcast_i32x4($t0);
        let a = mul_x_pow!(t0, _mm512_set_epi64(0, 8, 0, 4, 0, 2, 0, 1), $poly);
        let b = mul_x_pow!(t0, _mm512_set_epi64(0, 128, 0, 64, 0, 32, 0, 16), $poly);
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

/// `$t ⊗ α^k` in each 128-bit lane, the lane's low qword of `$pow` holding `x^k` (`k` < 8) and
/// its high qword 0. With `t = h·x^64 ⊕ l`: `l·x^k` (≤ 71 bits) ⊕ `(h·x^k)·x^64`, whose `k` bits
/// above `x^127` fold back as `·0x87` (degree < 15: no further reduction). Three `vpclmulqdq`,
/// a byte shift and a three-way XOR, all beside the AES port: a per-qword bit shift (`vpsllvq`/`vpsrlvq`)
/// on zmm runs on the AES port, and a unit's first batch needed four of them.
macro_rules! mul_x_pow {
    ($t:expr, $pow:expr, $poly:expr) => {{
        let (t, pow): (__m512i, __m512i) = ($t, $pow);
        let lo = _mm512_clmulepi64_epi128::<0x00>(t, pow);
        let hi = _mm512_clmulepi64_epi128::<0x01>(t, pow);
        let carry = _mm512_clmulepi64_epi128::<0x01>(hi, $poly);
        // Plain XORs (LLVM fuses them into one `vpternlogq`; Miri has no ternary logic).
        _mm512_xor_si512(_mm512_xor_si512(lo, _mm512_bslli_epi128::<8>(hi)), carry)
    }};
}

/// The round keys `$keys[..=$r]` broadcast to all four lanes, on the stack: the kernels read
/// them back with volatile loads where each round uses them (see `load_key`) and wipe them at
/// the end.
macro_rules! broadcast_keys {
    ($keys:expr, $r:ident) => {{
        let keys: &[Wide; 15] = $keys;
        let mut rk = [_mm512_setzero_si512(); 15];
        for (z, k) in rk.iter_mut().zip(&keys[..=$r]) {
            // SAFETY: `k` references 32 readable bytes aligned to 32; AVX is enabled here.
            *z = _mm512_broadcast_i64x4(unsafe { _mm256_load_si256(k.0.as_ptr().cast()) });
        }
        rk
    }};
}

/// Four tweaks (one a lane) through the tweak key's broadcast rounds `$tk` (`$r` rounds).
macro_rules! encrypt_quad {
    ($tk:ident, $r:ident, $x:expr) => {{
        // SAFETY: `$tk`'s entries are aligned, initialised `__m512i`s.
        let mut s = _mm512_xor_si512($x, unsafe { core::ptr::read_volatile(&$tk[0]) });
        for k in &$tk[1..$r] {
            // SAFETY: as above.
            s = _mm512_aesenc_epi128(s, unsafe { core::ptr::read_volatile(k) });
        }
        // SAFETY: as above.
        _mm512_aesenclast_epi128(s, unsafe { core::ptr::read_volatile(&$tk[$r]) })
    }};
}

/// The kernels' body (`$round`/`$last`: the middle and last round intrinsics for `$keys`) over
/// `$units` data units of `$per_unit` batches each; `$quad` maps `q` to the encrypted tweaks
/// `T_0` of units `4q .. 4q + 3`, one a lane. Its value is the last batch's first tweak register
/// (lane 0: `T_{32(n−1)}` of the last unit's `n` batches). `$units` ≥ 1.
///
/// The encrypted tweaks go through a stack ring of two quads (eight blocks, wiped at the end),
/// read back one at a time by `first_quads!`. The first quad is made before the loop; quad
/// `q + 1` at the first batch of unit `4q`, before that batch's rounds: one zmm state through
/// the tweak key beside the batch's eight (its 10 to 14 dependent rounds overlap the batch's
/// 80 to 112 `vaesenc`), used at the earliest three batches later, when unit `4q + 3`'s last
/// batch computes unit `4q + 4`'s first tweaks.
macro_rules! xts_units512 {
    ($keys:ident, $r:ident, $units:expr, $quad:expr, $per_unit:ident, $data:ident, $round:ident, $last:ident) => {{
        let units: usize = $units;
        let poly = _mm512_set_epi64(0, 0x87, 0, 0x87, 0, 0x87, 0, 0x87);
        let mut rk = broadcast_keys!($keys, $r);
        let mut ring: [Block; 2 * QUAD] = [[0; 16]; 2 * QUAD];
        let quad = $quad;
        let q0 = quad(0);
        // One unit (the one-unit kernels: a constant) needs no ring, nor its wipe.
        if units > 1 {
            // SAFETY: `ring` is 8 writable blocks; AVX-512F is enabled here.
            unsafe { _mm512_storeu_si512(ring.as_mut_ptr().cast(), q0) };
        }
        let mut tw = first_quads!(_mm512_castsi512_si128(q0), poly);
        // The current unit, and batches left in it, this one included (`$per_unit` ≥ 1).
        let (mut u, mut left) = (0, $per_unit);
        for batch in $data {
            let p: *mut __m512i = batch.as_mut_ptr().cast();
            if left == $per_unit && u % QUAD == 0 && u + QUAD < units {
                let q = u / QUAD + 1;
                let at = ring[QUAD * (q % 2)..].as_mut_ptr();
                // SAFETY: `at` is 4 writable blocks of `ring`; AVX-512F is enabled here.
                unsafe { _mm512_storeu_si512(at.cast(), quad(q)) };
            }
            left -= 1;
            let nx = if left > 0 {
                // Written out: as `tw.map(..)`, LLVM built the one-unit kernels' next tweaks in
                // a loop through the stack (eight loads and stores a batch).
                let m = |t| mul_alpha_bytes!(t, 4, 12, poly);
                [m(tw[0]), m(tw[1]), m(tw[2]), m(tw[3]), m(tw[4]), m(tw[5]), m(tw[6]), m(tw[7])]
            } else {
                left = $per_unit;
                u += 1;
                if u < units {
                    let t0 = &ring[QUAD * (u / QUAD % 2) + u % QUAD];
                    // SAFETY: `t0` is 16 readable bytes; SSE2 is baseline.
                    first_quads!(unsafe { _mm_loadu_si128(t0.as_ptr().cast()) }, poly)
                } else {
                    // After the last unit there is no next tweak: the values are not used in
                    // the loop again (the one-unit kernels continue from them after it;
                    // advancing all eight here costs the loop spills).
                    tw
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
        wipe_zmm(&mut rk);
        if units > 1 {
            wipe(&mut ring);
        }
        tw[0]
    }};
}

/// Overwrites `regs` (round keys on the stack) with zeros; the volatile stores keep the wipe.
#[inline(always)]
fn wipe_zmm(regs: &mut [__m512i]) {
    for z in regs {
        // SAFETY: `z` is an aligned, writable `__m512i`, and all-zero bits are one; a plain
        // store, no CPU feature involved.
        unsafe { core::ptr::write_volatile(z, core::mem::zeroed()) }
    }
}

/// The sectors kernels' body: `$tweaks` are the units' plain tweaks (`i` of SP 800-38E), four
/// at a time through the tweak key's schedule `$tkeys` (see [`xts_units512!`]); the last,
/// partial quad from a zero-padded copy.
macro_rules! xts_sectors512 {
    ($keys:ident, $tkeys:ident, $r:ident, $tweaks:ident, $per_unit:ident, $data:ident, $round:ident, $last:ident) => {{
        if $tweaks.is_empty() {
            return;
        }
        let mut tk = broadcast_keys!($tkeys, $r);
        let full = $tweaks.len() / QUAD;
        let mut tail: [Block; QUAD] = [[0; 16]; QUAD];
        for (d, t) in tail.iter_mut().zip(&$tweaks[QUAD * full..]) {
            *d = *t;
        }
        let quad = |q: usize| {
            let at = if q < full { $tweaks.as_ptr().wrapping_add(QUAD * q) } else { tail.as_ptr() };
            // SAFETY: `at` is 4 readable blocks (quad `q < full` of `$tweaks`, or `tail`).
            encrypt_quad!(tk, $r, unsafe { _mm512_loadu_si512(at.cast()) })
        };
        xts_units512!($keys, $r, $tweaks.len(), quad, $per_unit, $data, $round, $last);
        wipe_zmm(&mut tk);
    }};
}

/// XTS encryption of consecutive data units of `per_unit` 32-block batches each, in place: unit
/// `u` with its tweak sequence from `E_K2(tweaks[u])`, `K2` the tweak key whose encryption
/// schedule is `tweak_keys` (the same size as `keys`). `data.len() == tweaks.len() * per_unit`.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_units_encrypt<const R: usize>(
    keys: &[Wide; 15],
    tweak_keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    data: &mut [[Block; BATCH512]],
) {
    xts_sectors512!(keys, tweak_keys, R, tweaks, per_unit, data, _mm512_aesenc_epi128, _mm512_aesenclast_epi128);
}

/// [`vaes512_xts_units_encrypt`]'s decryption, with the equivalent inverse cipher's keys (the
/// tweaks are encrypted, with `tweak_keys`, as there).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_xts_units_decrypt<const R: usize>(
    keys: &[Wide; 15],
    tweak_keys: &[Wide; 15],
    tweaks: &[Block],
    per_unit: usize,
    data: &mut [[Block; BATCH512]],
) {
    xts_sectors512!(keys, tweak_keys, R, tweaks, per_unit, data, _mm512_aesdec_epi128, _mm512_aesdeclast_epi128);
}

/// The one-unit kernels' body: [`xts_units512!`] on one unit from its encrypted tweak, then the
/// next tweak `T_{32n}` into `$tweak`: lane 0 of the last batch's first register `⊗ α^32` (one
/// product after the loop).
macro_rules! xts_one_unit512 {
    ($keys:ident, $r:ident, $tweak:ident, $data:ident, $round:ident, $last:ident) => {{
        if $data.is_empty() {
            return;
        }
        let per_unit = $data.len();
        // SAFETY: `$tweak` is 16 readable bytes; SSE2 is baseline.
        let t0 = unsafe { _mm_loadu_si128($tweak.as_ptr().cast()) };
        let last = xts_units512!($keys, $r, 1, |_| _mm512_zextsi128_si512(t0), per_unit, $data, $round, $last);
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
