//! XTS (SP 800-38E) over whole blocks, 8 blocks in flight, the tweaks in xmm registers.
//!
//! Tweaks. Block `j` of the call has tweak `T_j = T_0 ⊗ α^j`. The 8 lanes of a batch hold
//! `T_{8b}..T_{8b+7}`; the next batch's are each lane's `⊗ α^8`: eight independent products, no
//! chain between blocks. `⊗ α^8` is a byte shift: `(T << 8) ⊕ h·0x87` with `h` the byte shifted
//! out (`backend/xts.rs`: `h·0x87` has degree < 16 and needs no reduction), i.e. `pslldq 1`,
//! `psrldq 15`, one `pclmulqdq` by 0x87 and an XOR. The first 8 tweaks come from `⊗ α` applied
//! 7 times (qword shifts, the carry between the qwords moved by `pslldq 8`, and the bit out of
//! `x^127` reduced by the same `pclmulqdq`), once per call.
//!
//! Fused XORs. The tweak goes into round 0 as `b ⊕ (T ⊕ K_0)` and out of the last round as
//! `aesenclast(s, K_last ⊕ T) = aesenclast(s, K_last) ⊕ T` (the last round ends in AddRoundKey;
//! `aesdeclast` likewise): one pass over the data, no tweak store. Decryption uses the
//! equivalent inverse cipher's schedule (`aesdec`), as CBC decryption does.
//!
//! Many data units (`aesni_xts_units_*`): one loop over the 8-block chunks of all units, each
//! unit's first 8 tweaks computed from its tweak when it starts, each one product from it
//! (`mul_alpha_pow`), so no chain of 7 `⊗ α` waits at every unit boundary.
//!
//! A tail of fewer than 8 blocks runs through the same 8-wide code with the missing lanes zero
//! (`aes.rs`); a lone block (ciphertext stealing's calls) takes one lane.

#![allow(unsafe_code)]

use super::aes::{
    Keys, State, WIDTH, dec, declast, enc, enclast, load, load_upto8, load8, store, store_upto8, store8, xor,
};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// One middle round, encrypting (`ENC`) or decrypting.
#[inline(always)]
fn round<const ENC: bool>(t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    if ENC { enc(t, s, k) } else { dec(t, s, k) }
}

/// The last round, encrypting (`ENC`) or decrypting.
#[inline(always)]
fn last<const ENC: bool>(t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    if ENC { enclast(t, s, k) } else { declast(t, s, k) }
}

/// The reduction constant `x^7 + x^2 + x + 1` in qword 0.
#[inline(always)]
fn poly() -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_set_epi64x(0, 0x87) }
}

/// `x ⊗ α` ([`mul_alpha_pow`] with `K` = 1).
#[inline(always)]
fn mul_alpha(t: AesNiToken, x: __m128i) -> __m128i {
    mul_alpha_pow::<1, 63>(t, x, poly())
}

/// `x ⊗ α^K` for 1 ≤ `K` ≤ 7 (`R` = 64 − `K`): both qwords shifted by `K`, the `K` bits out of
/// qword 0 carried into qword 1, the `K` bits out of `x^127` reduced by one carry-less multiply
/// (`pclmulqdq` 0x01: qword 1 of `hi` times the constant's qword 0; degree < `K` + 8: no further
/// reduction, `backend/xts.rs`). For any such `K`, so the first 8 tweaks of a unit are each one step from `T_0` rather than a chain of 7.
#[inline(always)]
fn mul_alpha_pow<const K: i32, const R: i32>(_t: AesNiToken, x: __m128i, poly: __m128i) -> __m128i {
    // SAFETY: the token proves PCLMULQDQ is present; the rest is SSE2 (baseline).
    unsafe {
        let hi = _mm_srli_epi64::<R>(x);
        let shifted = _mm_xor_si128(_mm_slli_epi64::<K>(x), _mm_slli_si128::<8>(hi));
        _mm_xor_si128(shifted, _mm_clmulepi64_si128::<0x01>(hi, poly))
    }
}

/// The first 8 tweaks of a unit, `T_0 ⊗ α^j` for j < 8, each one product from `t0`.
#[inline(always)]
fn first8(t: AesNiToken, t0: __m128i, poly: __m128i) -> State {
    [
        t0,
        mul_alpha_pow::<1, 63>(t, t0, poly),
        mul_alpha_pow::<2, 62>(t, t0, poly),
        mul_alpha_pow::<3, 61>(t, t0, poly),
        mul_alpha_pow::<4, 60>(t, t0, poly),
        mul_alpha_pow::<5, 59>(t, t0, poly),
        mul_alpha_pow::<6, 58>(t, t0, poly),
        mul_alpha_pow::<7, 57>(t, t0, poly),
    ]
}

/// `x ⊗ α^8`: a byte shift, the byte out of the top reduced by one carry-less multiply.
#[inline(always)]
fn mul_alpha8(_t: AesNiToken, x: __m128i, poly: __m128i) -> __m128i {
    // SAFETY: the token proves PCLMULQDQ is present; the rest is SSE2 (baseline).
    unsafe { _mm_xor_si128(_mm_slli_si128::<1>(x), _mm_clmulepi64_si128::<0x00>(_mm_srli_si128::<15>(x), poly)) }
}

/// Block `i` of `s` becomes `E(s_i ⊕ T_i) ⊕ T_i` (or with `D`), `T_i = tw[i]`.
#[inline(always)]
fn xex8<const NR: usize, const ENC: bool>(t: AesNiToken, k: Keys<'_>, s: &State, tw: &State) -> State {
    let k = k.fresh();
    let k0 = k.at(0);
    let mut x: State = core::array::from_fn(|i| xor(s[i], xor(tw[i], k0)));
    for key in k.middle::<NR>() {
        for x in &mut x {
            *x = round::<ENC>(t, *x, key);
        }
    }
    let kl = k.at(NR);
    core::array::from_fn(|i| last::<ENC>(t, x[i], xor(kl, tw[i])))
}

/// XTS encryption of whole blocks in place (`rk`: the `aesenc` schedule): block `j` with tweak
/// `tweak ⊗ α^j`; `tweak` becomes `tweak ⊗ α^len`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_xts_encrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    tweak: &mut Block,
    data: &mut [Block],
) {
    xts::<NR, true>(t, rk, tweak, data);
}

/// XTS decryption of whole blocks in place (`rk`: the `aesdec` schedule); `tweak` as in
/// [`aesni_xts_encrypt`].
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_xts_decrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    tweak: &mut Block,
    data: &mut [Block],
) {
    xts::<NR, false>(t, rk, tweak, data);
}

/// The two kernels' body (inlined into each: `ENC` encrypts with the `aesenc` schedule `rk`,
/// else decrypts with the `aesdec` one).
#[inline(always)]
fn xts<const NR: usize, const ENC: bool>(t: AesNiToken, rk: &[Block; 15], tweak: &mut Block, data: &mut [Block]) {
    let k = Keys::new(rk);
    let t0 = load(tweak);
    if let [b] = data {
        let mut x = xor(load(b), xor(t0, k.at(0)));
        for key in k.middle::<NR>() {
            x = round::<ENC>(t, x, key);
        }
        store(b, last::<ENC>(t, x, xor(k.at(NR), t0)));
        store(tweak, mul_alpha(t, t0));
        return;
    }
    let poly = poly();
    let mut tw: State = [t0; WIDTH];
    for i in 1..WIDTH {
        tw[i] = mul_alpha(t, tw[i - 1]);
    }
    let (chunks, tail) = data.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let out = xex8::<NR, ENC>(t, k, &load8(chunk), &tw);
        store8(chunk, &out);
        for x in &mut tw {
            *x = mul_alpha8(t, *x, poly);
        }
    }
    if !tail.is_empty() {
        let out = xex8::<NR, ENC>(t, k, &load_upto8(tail), &tw);
        store_upto8(tail, &out);
    }
    // The next tweak: lane `n` of the tail's tweaks, lane 0 after a whole batch (`n` is public;
    // the selection keeps the lanes in registers).
    let n = tail.len();
    let mut next = tw[0];
    for (i, x) in tw.iter().enumerate() {
        if i == n {
            next = *x;
        }
    }
    store(tweak, next);
}

/// XTS encryption of consecutive data units of `per_unit` 8-block chunks each, in place: unit
/// `u` (chunks `u·per_unit ..`) with its tweak sequence from `tweaks[u]`, as
/// [`aesni_xts_encrypt`] would do it one unit a call. `chunks.len() == tweaks.len() * per_unit`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_xts_units_encrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    tweaks: &[Block],
    per_unit: usize,
    chunks: &mut [[Block; WIDTH]],
) {
    xts_units::<NR, true>(t, rk, tweaks, per_unit, chunks);
}

/// [`aesni_xts_units_encrypt`]'s decryption (`rk`: the `aesdec` schedule).
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_xts_units_decrypt<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    tweaks: &[Block],
    per_unit: usize,
    chunks: &mut [[Block; WIDTH]],
) {
    xts_units::<NR, false>(t, rk, tweaks, per_unit, chunks);
}

/// The many-unit kernels' body: one loop over all chunks, a unit's first 8 tweaks computed from
/// its tweak when it starts (each one product from it: no chain, nothing from the chunk before,
/// so they overlap the previous unit's last rounds).
#[inline(always)]
fn xts_units<const NR: usize, const ENC: bool>(
    t: AesNiToken,
    rk: &[Block; 15],
    tweaks: &[Block],
    per_unit: usize,
    chunks: &mut [[Block; WIDTH]],
) {
    let k = Keys::new(rk);
    let poly = poly();
    let mut next = tweaks.iter();
    let mut tw: State = [xor(poly, poly); WIDTH];
    // Chunks left in the current unit; 0 starts the next unit.
    let mut left = 0;
    for chunk in chunks {
        if left == 0 {
            let Some(t0) = next.next() else { break };
            tw = first8(t, load(t0), poly);
            left = per_unit;
        }
        left -= 1;
        let out = xex8::<NR, ENC>(t, k, &load8(chunk), &tw);
        store8(chunk, &out);
        for x in &mut tw {
            *x = mul_alpha8(t, *x, poly);
        }
    }
}
