//! AES rounds on xmm registers and the ECB kernels (8 blocks in flight).
//!
//! On Zen 3 (and Intel since Skylake) `aesenc` has a latency of 4 cycles and a throughput of two
//! per cycle, so 8 independent blocks exactly fill the pipes: every kernel of this backend that
//! can be parallelised works on 8 blocks at a time, round by round across the 8 blocks.
//!
//! The helpers below are `#[inline(always)]` with no `target_feature` of their own: they take the
//! [`AesNiToken`] as the proof that the instructions exist and are inlined into the
//! `#[target_feature]` kernels, where the intrinsics compile to single instructions. (A helper
//! with its own `target_feature` could not be inlined into a caller without it and would become a
//! `call` per round.)
//!
//! A tail of fewer than 8 blocks runs through the same 8-wide code with the missing lanes zero:
//! with 8 blocks in flight a round costs one `aesenc` latency whether 1 or 8 lanes carry data, so
//! the tail costs no more than a serial loop and shares its code with the bulk.

#![allow(unsafe_code)]

use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// Blocks in flight.
pub(super) const WIDTH: usize = 8;

/// The round keys, read in place from the key at each use (`aesenc` takes a memory operand, and
/// loads are cheap next to the rounds): no copy of the schedule is made on the stack, beyond what
/// register allocation may spill.
#[derive(Clone, Copy)]
pub(super) struct Keys<'a>(&'a [Block; 15]);

impl<'a> Keys<'a> {
    #[inline(always)]
    pub(super) fn new(rk: &'a [Block; 15]) -> Self {
        Keys(rk)
    }

    /// The same keys behind a pointer the optimiser cannot see through, taken once per loop
    /// iteration so that the round keys stay memory operands of `aesenc` instead of being hoisted
    /// out of the loop into registers. With 8 states live, 11 to 15 hoisted keys do not fit in 16
    /// xmm registers: LLVM then spills them to the stack (copies of key material) and, to relieve
    /// the pressure, schedules the 8 blocks one after the other, which leaves the out-of-order
    /// window too few independent rounds to fill both AES pipes. Loads are cheap (Zen 3 issues
    /// three per cycle; a loop iteration needs about two per cycle).
    #[inline(always)]
    pub(super) fn fresh(self) -> Self {
        Keys(core::hint::black_box(self.0))
    }

    /// Round key `r`.
    #[inline(always)]
    pub(super) fn at(self, r: usize) -> __m128i {
        load(&self.0[r])
    }

    /// The middle round keys 1..NR-1.
    #[inline(always)]
    pub(super) fn middle<const NR: usize>(self) -> impl Iterator<Item = __m128i> + 'a {
        self.0[1..NR].iter().map(load)
    }
}

/// Eight AES states.
pub(super) type State = [__m128i; WIDTH];

/// Loads a block (no alignment needed).
#[inline(always)]
pub(super) fn load(b: &Block) -> __m128i {
    // SAFETY: `b` is 16 readable bytes; `loadu` has no alignment requirement and SSE2 is baseline
    // on x86_64.
    unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
}

/// Stores a block (no alignment needed).
#[inline(always)]
pub(super) fn store(b: &mut Block, v: __m128i) {
    // SAFETY: `b` is 16 writable bytes; `storeu` has no alignment requirement and SSE2 is
    // baseline on x86_64.
    unsafe { _mm_storeu_si128(b.as_mut_ptr().cast(), v) }
}

#[inline(always)]
pub(super) fn xor(a: __m128i, b: __m128i) -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_xor_si128(a, b) }
}

#[inline(always)]
pub(super) fn zero() -> __m128i {
    // SAFETY: SSE2 is baseline on x86_64.
    unsafe { _mm_setzero_si128() }
}

#[inline(always)]
pub(super) fn load8(blocks: &[Block; WIDTH]) -> State {
    core::array::from_fn(|i| load(&blocks[i]))
}

#[inline(always)]
pub(super) fn store8(blocks: &mut [Block; WIDTH], s: &State) {
    for (b, v) in blocks.iter_mut().zip(s) {
        store(b, *v);
    }
}

/// One middle encryption round.
#[inline(always)]
pub(super) fn enc(_t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    // SAFETY: the token proves AES-NI is present.
    unsafe { _mm_aesenc_si128(s, k) }
}

/// The last encryption round (no MixColumns).
#[inline(always)]
pub(super) fn enclast(_t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    // SAFETY: the token proves AES-NI is present.
    unsafe { _mm_aesenclast_si128(s, k) }
}

/// One middle decryption round (equivalent inverse cipher).
#[inline(always)]
pub(super) fn dec(_t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    // SAFETY: the token proves AES-NI is present.
    unsafe { _mm_aesdec_si128(s, k) }
}

/// The last decryption round.
#[inline(always)]
pub(super) fn declast(_t: AesNiToken, s: __m128i, k: __m128i) -> __m128i {
    // SAFETY: the token proves AES-NI is present.
    unsafe { _mm_aesdeclast_si128(s, k) }
}

/// `s[i] ^= k` for the 8 states (round 0, AddRoundKey).
#[inline(always)]
pub(super) fn xor8(s: &mut State, k: __m128i) {
    for x in s.iter_mut() {
        *x = xor(*x, k);
    }
}

/// One middle encryption round on the 8 states.
#[inline(always)]
pub(super) fn enc8(t: AesNiToken, s: &mut State, k: __m128i) {
    for x in s.iter_mut() {
        *x = enc(t, *x, k);
    }
}

/// One middle decryption round on the 8 states.
#[inline(always)]
pub(super) fn dec8(t: AesNiToken, s: &mut State, k: __m128i) {
    for x in s.iter_mut() {
        *x = dec(t, *x, k);
    }
}

/// Rounds 0 to `NR - 1` of encryption (everything but the last round, which callers fuse with a
/// data XOR: `aesenclast(s, k ^ d) = aesenclast(s, k) ^ d` as the last round ends in
/// AddRoundKey).
#[inline(always)]
pub(super) fn encrypt8_head<const NR: usize>(t: AesNiToken, k: Keys<'_>, s: &mut State) {
    let k = k.fresh();
    xor8(s, k.at(0));
    for key in k.middle::<NR>() {
        enc8(t, s, key);
    }
}

/// Full encryption of 8 blocks.
#[inline(always)]
pub(super) fn encrypt8<const NR: usize>(t: AesNiToken, k: Keys<'_>, s: &mut State) {
    encrypt8_head::<NR>(t, k, s);
    for x in s.iter_mut() {
        *x = enclast(t, *x, k.at(NR));
    }
}

/// Rounds 0 to `NR - 1` of decryption with the `aesdec` schedule.
#[inline(always)]
pub(super) fn decrypt8_head<const NR: usize>(t: AesNiToken, k: Keys<'_>, s: &mut State) {
    let k = k.fresh();
    xor8(s, k.at(0));
    for key in k.middle::<NR>() {
        dec8(t, s, key);
    }
}

/// Full decryption of 8 blocks.
#[inline(always)]
pub(super) fn decrypt8<const NR: usize>(t: AesNiToken, k: Keys<'_>, s: &mut State) {
    decrypt8_head::<NR>(t, k, s);
    for x in s.iter_mut() {
        *x = declast(t, *x, k.at(NR));
    }
}

/// Loads up to 8 blocks; lanes past `blocks.len()` are zero. With a constant index per lane the
/// states stay in registers: a tail needs no stack buffer (which would hold keystream) and no
/// `memcpy`.
#[inline(always)]
pub(super) fn load_upto8(blocks: &[Block]) -> State {
    core::array::from_fn(|i| blocks.get(i).map_or_else(zero, load))
}

/// Stores the first `min(blocks.len(), 8)` states.
#[inline(always)]
pub(super) fn store_upto8(blocks: &mut [Block], s: &State) {
    for (i, v) in s.iter().enumerate() {
        if let Some(b) = blocks.get_mut(i) {
            store(b, *v);
        }
    }
}

/// ECB encryption, 8 blocks in flight.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_encrypt_blocks<const NR: usize>(t: AesNiToken, rk: &[Block; 15], blocks: &mut [Block]) {
    let k = Keys::new(rk);
    if let [b] = blocks {
        // One block alone (`encrypt_block`): one lane, so no idle lanes compete for the pipes.
        let mut x = xor(load(b), k.at(0));
        for key in k.middle::<NR>() {
            x = enc(t, x, key);
        }
        store(b, enclast(t, x, k.at(NR)));
        return;
    }
    let (chunks, tail) = blocks.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let mut s = load8(chunk);
        encrypt8::<NR>(t, k, &mut s);
        store8(chunk, &s);
    }
    if !tail.is_empty() {
        let mut s = load_upto8(tail);
        encrypt8::<NR>(t, k, &mut s);
        store_upto8(tail, &s);
    }
}

/// ECB decryption, 8 blocks in flight (`rk` is the `aesdec` schedule).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_decrypt_blocks<const NR: usize>(t: AesNiToken, rk: &[Block; 15], blocks: &mut [Block]) {
    let k = Keys::new(rk);
    if let [b] = blocks {
        let mut x = xor(load(b), k.at(0));
        for key in k.middle::<NR>() {
            x = dec(t, x, key);
        }
        store(b, declast(t, x, k.at(NR)));
        return;
    }
    let (chunks, tail) = blocks.as_chunks_mut::<WIDTH>();
    for chunk in chunks {
        let mut s = load8(chunk);
        decrypt8::<NR>(t, k, &mut s);
        store8(chunk, &s);
    }
    if !tail.is_empty() {
        let mut s = load_upto8(tail);
        decrypt8::<NR>(t, k, &mut s);
        store_upto8(tail, &s);
    }
}
