//! x86_64 VAES + VPCLMULQDQ on 256-bit vectors (AVX2). AVX-512 is never required; where the CPU
//! has AVX-512F/BW/VL, GCM runs 512-bit kernels instead (`gcm512.rs`: four blocks a register).
//!
//! A ymm register holds two AES blocks, one per 128-bit lane; `vaesenc` and `vpclmulqdq` act on
//! each lane independently, so everything is the AES-NI algorithm run on two blocks at once.
//! Round keys are broadcast to both lanes (`aes.rs`), and the powers of H are laid out in the
//! pairs the GHASH kernels consume (`ghash.rs`), once per key, by the first input long enough for
//! these kernels (`backend/lazy.rs`); key setup itself builds only the AES-NI twins.
//!
//! One kernel family per file, each an `#[inline(never)]` `#[target_feature]` entry point with a
//! greppable `vaes_` name, generic over the round count (matched once per call here):
//!
//! | file      | kernels                                                           |
//! |-----------|-------------------------------------------------------------------|
//! | `aes.rs`  | `vaes_ecb_encrypt`, `vaes_ecb_decrypt` (16 blocks in flight)      |
//! | `ctr.rs`  | `vaes_ctr32`, `vaes_ctr32_le`, `vaes_ctr128` (16 blocks in flight, XOR fused)      |
//! | `cbc.rs`  | `vaes_cbc_decrypt` (16 wide), `vaes_cbc_encrypt` (xmm, serial), `vaes_cbc_encrypt_many` → `vaes_cbc_encrypt_lanes` (2..16 chains) |
//! | `ccm.rs`  | `vaes_ccm`, `vaes_ccm_vl` (CCM's CBC-MAC chain in xmm, its keystream two blocks per ymm `vaesenc`) |
//! | `cfb.rs`  | `vaes_cfb128_decrypt` (16 wide; CFB128 encryption and OFB are the AES-NI twin's chains) |
//! | `ghash.rs`| `vaes_ghash` (16 blocks per reduction), `vaes_ghash_powers` (key setup) |
//! | `gcm.rs`  | `vaes_gcm_seal`, `vaes_gcm_open` (16 blocks per iteration), `vaes_gcm_seal_last`, `vaes_gcm_open_last` (a one-shot message's last call, with its tag) |
//! | `gcm512.rs`| `vaes512_gcm_seal`, `vaes512_gcm_open` (zmm, 16 blocks per iteration; CPUs with AVX-512F/BW/VL), `vaes512_gcm_seal_last`, `vaes512_gcm_open_last`, `vaes512_siv_open` (GCM-SIV's stitched open, POLYVAL order) |
//! | `ghash512.rs`| `vaes512_ghash`, `vaes512_polyval` (zmm; `ghash.rs` also builds the zmm key's table, `vaes512_wide_powers`) |
//! | `xts.rs`  | `vaes_xts_encrypt`, `vaes_xts_decrypt` (16 blocks in flight, tweaks in registers, XORs fused), `vaes_xts_encrypt_vl`, `vaes_xts_decrypt_vl` (the same with AVX-512VL's 32 registers), `vaes_xts_units_encrypt`, `vaes_xts_units_decrypt` (+ `_vl`: many data units of whole batches in one loop) |
//! | `xts512.rs`| `vaes512_xts_units_encrypt`, `vaes512_xts_units_decrypt` (zmm, many data units of whole 32-block batches from their plain tweaks, encrypted in the loop four units at a time), `vaes512_xts_encrypt`, `vaes512_xts_decrypt` (the same loop on one unit, the tweak carried out: one-unit AES-128 calls from 4 KiB) |
//!
//! Shared by the kernels, no kernel of their own: `wide.rs` (the 32-byte [`Wide`](wide::Wide),
//! its loads, the byte-swap mask, prefetching), `field.rs` (the ymm GF(2^128) arithmetic) and
//! `field512.rs` (its zmm counterpart).
//!
//! Inside a kernel, helpers are macros (they expand inside the `#[target_feature]` function, so
//! no call is ever emitted in a loop). Every kernel is only reachable through [`Aes`] or
//! [`GHashKey`], which store the [`VaesToken`] proving the CPU has the features.

#![allow(unsafe_code)]

mod aes;
mod cbc;
mod ccm;
mod cfb;
mod ctr;
mod field;
mod field512;
mod gcm;
mod gcm512;
mod ghash;
mod ghash512;
mod wide;
mod xts;
mod xts512;

#[cfg(test)]
mod tests;

use crate::backend::detect::{Vaes512Token, VaesToken};
use crate::backend::kernels::{AesKernels, Block, GcmEnd, GcmKernels, GcmLast, GhashKernels, crypt_then_finish};
use crate::backend::lazy::LazyTable;
use crate::backend::siv::{GcmSivKernels, SivMessage, run, run_in_place};
use crate::backend::xts::{xts_per_unit, xts_tweak_groups};

pub(crate) use ghash::GHashKey;

/// Runs `$f::<R>(args)` for the key's round count; the match happens once per call.
macro_rules! by_rounds {
    ($rounds:expr, $($f:ident)::+, $($arg:expr),* $(,)?) => {
        match $rounds {
            10 => $($f)::+::<10>($($arg),*),
            12 => $($f)::+::<12>($($arg),*),
            _ => $($f)::+::<14>($($arg),*),
        }
    };
}

/// [`by_rounds!`] for the zmm kernels (`gcm512.rs`, `ghash512.rs`), which also take the GHASH
/// multiplication as a const parameter: Karatsuba when `$kara`, else schoolbook.
macro_rules! by_rounds_zmm {
    ($rounds:expr, $kara:expr, $($f:ident)::+, $($arg:expr),* $(,)?) => {
        match ($rounds, $kara) {
            (10, true) => $($f)::+::<10, true>($($arg),*),
            (10, false) => $($f)::+::<10, false>($($arg),*),
            (12, true) => $($f)::+::<12, true>($($arg),*),
            (12, false) => $($f)::+::<12, false>($($arg),*),
            (_, true) => $($f)::+::<14, true>($($arg),*),
            (_, false) => $($f)::+::<14, false>($($arg),*),
        }
    };
}

/// An expanded AES key for the VAES kernels: a [`Core`] (the AES-NI key of the same cipher,
/// for whatever is shorter than one 16-block batch, and the CPU's kernel choices; its fields
/// are read through `Deref`), and its round keys broadcast to 256 bits for the 16-block kernels
/// (built by the first whole batch: `backend/lazy.rs`). A GCM key holds a [`GcmAes`] instead.
///
/// Short inputs are common (single blocks, GCM tails, small messages), and a 16-block kernel
/// would have to pad them to a full batch: up to 15 blocks of wasted AES and a copy in and out.
/// The xmm kernels handle 1–15 blocks in registers, so every operation here sends its whole
/// 16-block batches to the VAES kernel and the remainder to the AES-NI one. VAES implies
/// AES-NI (the token says so), so this needs no other check.
#[derive(Clone)]
pub(crate) struct Aes {
    core: Core,
    /// The round keys broadcast for the wide kernels, built from `small` by the first input of
    /// a whole 16-block batch (`backend/lazy.rs`).
    wide: LazyTable<aes::Keys>,
}

/// What [`Aes`] and [`GcmAes`] share: the AES-NI key and the CPU's kernel choices (their fields
/// are read through `Deref`).
#[derive(Clone)]
pub(crate) struct Core {
    token: VaesToken,
    /// Present when the CPU has AVX-512F/BW/VL: GCM then runs the 512-bit kernels (`gcm512.rs`).
    zmm: Option<Vaes512Token>,
    /// The zmm kernels' GHASH multiplication: Karatsuba or schoolbook
    /// ([`Vaes512Token::karatsuba_ghash`]; tests run both).
    karatsuba: bool,
    small: crate::backend::x86::aesni::Aes,
}

/// The AES half of a VAES GCM key (`backend/gcm_key.rs`): [`Aes`] without what GCM never reads,
/// the `aesdec` schedules (the AES-NI one is not expanded; `decrypt_blocks` derives it) and the
/// broadcast decryption keys; its broadcast table holds the `aesenc` round keys only (~0.5 KB
/// where `Aes`'s holds ~1 KB), for the ymm GCM kernels, and is never built on AVX-512 CPUs,
/// whose zmm kernels broadcast the round keys into registers. A GCM key is copied once and
/// wiped once per `new` + drop, and on Zen 4 those bytes were most of the cost
/// (`docs/perf/key-setup.md`).
#[derive(Clone)]
pub(crate) struct GcmAes {
    core: Core,
    /// The `aesenc` round keys broadcast for the ymm GCM kernels, built from `small` by the
    /// first whole 16-block batch on a CPU without the zmm ones (`backend/lazy.rs`).
    wide_enc: LazyTable<aes::EncKeys>,
}

impl core::ops::Deref for Aes {
    type Target = Core;
    #[inline(always)]
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl core::ops::Deref for GcmAes {
    type Target = Core;
    #[inline(always)]
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl Core {
    /// Expands `key` into `slot` (`dispatch.rs`, "Built in place"), with the `aesdec` schedule
    /// if `dec` (an [`Aes`]'s; a [`GcmAes`] has none).
    #[inline(always)]
    fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: VaesToken, key: &[u8], dec: bool) -> &'a mut Self {
        let zmm = Vaes512Token::get(token);
        let aes = slot.write(Core {
            token,
            zmm,
            karatsuba: zmm.is_some_and(Vaes512Token::karatsuba_ghash),
            small: crate::backend::x86::aesni::Aes::zeroed(token.aesni()),
        });
        if dec {
            aes.small.expand(key);
        } else {
            aes.small.expand_enc(key);
        }
        aes
    }

    pub(crate) fn token(&self) -> VaesToken {
        self.token
    }

    /// The AES-NI `aesenc` schedule and the round count: what the zmm GCM kernels read their
    /// round keys from (broadcast once per call, `gcm512.rs`).
    #[inline(always)]
    fn gcm_schedule(&self) -> (&[Block; 15], usize) {
        let (enc, _, rounds) = self.small.schedules();
        (enc, rounds)
    }
}

impl GcmAes {
    /// Expands `key` into `slot`, where the key will live (`dispatch.rs`, "Built in place"),
    /// without the `aesdec` schedule (GCM never decrypts a block).
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: VaesToken, key: &[u8]) -> &'a mut Self {
        let p = slot.as_mut_ptr();
        // SAFETY: `p` is valid for writes of a `GcmAes`; the field places are formed with
        // `addr_of_mut!` (no reference to uninitialised memory), the `core` one handed out as a
        // `MaybeUninit` of its type (same layout), which `Core::init` initialises. No CPU
        // feature involved.
        unsafe {
            Core::init(&mut *core::ptr::addr_of_mut!((*p).core).cast(), token, key, false);
            core::ptr::addr_of_mut!((*p).wide_enc).write(LazyTable::new());
        }
        // SAFETY: both fields were initialised above. No CPU feature involved.
        unsafe { slot.assume_init_mut() }
    }

    /// The GCM half of an expanded key (a copy of its AES-NI key and choices; its own
    /// broadcast table, not built).
    #[inline]
    pub(crate) fn of(aes: &Aes) -> Self {
        GcmAes { core: aes.core.clone(), wide_enc: LazyTable::new() }
    }

    /// The ymm GCM kernels' broadcast round keys, built now if no input has needed them yet.
    #[inline]
    fn ymm_keys(&self) -> &aes::EncKeys {
        self.wide_enc.get_or_init(|k| {
            let _proof = self.token;
            // SAFETY: `self.token` (`_proof`) proves AVX2 (and VAES) are present.
            unsafe { aes::broadcast_enc(&self.small, k) }
        })
    }
}

/// Broadcasts `small`'s schedules into `keys` (in place).
fn broadcast(token: VaesToken, small: &crate::backend::x86::aesni::Aes, keys: &mut aes::Keys) {
    let _proof = token;
    // SAFETY: `token` (`_proof`) proves AVX2 (and VAES) are present.
    unsafe { aes::broadcast_schedules(small, keys) };
}

/// Blocks per batch of the wide kernels (8 ymm registers).
const BATCH: usize = aes::WIDE;

/// Splits `data` into whole 16-block batches and the remainder.
fn split<T>(data: &mut [T]) -> (&mut [T], &mut [T]) {
    let bulk = data.len() / BATCH * BATCH;
    data.split_at_mut(bulk)
}

impl Aes {
    #[inline(always)]
    pub(crate) fn new(token: VaesToken, key: &[u8]) -> Self {
        let mut aes = core::mem::MaybeUninit::uninit();
        Self::init(&mut aes, token, key);
        // SAFETY: `init` wrote every field of `aes` (its result is the initialised key). No
        // CPU feature involved.
        unsafe { aes.assume_init() }
    }

    /// Expands `key` into `slot`, where the key will live: the AES-NI schedule now, its
    /// broadcast copy for the wide kernels when first needed (`backend/lazy.rs`). The fields
    /// are written into `slot` and the schedule expanded there (a value built apart and moved
    /// in costs a copy of it at every key setup: `dispatch.rs`, "Built in place").
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: VaesToken, key: &[u8]) -> &'a mut Self {
        let p = slot.as_mut_ptr();
        // SAFETY: `p` is valid for writes of an `Aes`; the field places are formed with
        // `addr_of_mut!` (no reference to uninitialised memory), the `core` one handed out as a
        // `MaybeUninit` of its type (same layout), which `Core::init` initialises. No CPU
        // feature involved.
        unsafe {
            Core::init(&mut *core::ptr::addr_of_mut!((*p).core).cast(), token, key, true);
            core::ptr::addr_of_mut!((*p).wide).write(LazyTable::new());
        }
        // SAFETY: both fields were initialised above. No CPU feature involved.
        unsafe { slot.assume_init_mut() }
    }

    /// The broadcast round keys, built now if no input has needed them yet.
    #[inline]
    fn keys(&self) -> &aes::Keys {
        self.wide.get_or_init(|k| broadcast(self.token, &self.small, k))
    }

    /// The ymm GCM kernels' round keys: the `aesenc` half of [`Aes::keys`].
    #[cfg(test)]
    #[inline(always)]
    fn ymm_keys(&self) -> &aes::Keys {
        self.keys()
    }

    /// The same key with the 512-bit GCM kernels switched off (tests run both).
    #[cfg(test)]
    pub(crate) fn without_zmm(mut self) -> Self {
        self.core.zmm = None;
        self
    }

    /// The same key with the zmm kernels' GHASH multiplication chosen (tests run both).
    #[cfg(test)]
    pub(crate) fn with_karatsuba(mut self, karatsuba: bool) -> Self {
        self.core.karatsuba = karatsuba;
        self
    }

    /// One data unit's XTS from [`XTS_ZMM_FROM`] blocks on, on AVX-512 CPUs: its whole 32-block
    /// batches through the zmm kernel, `tweak` carried past them; the blocks left (< 32), or
    /// all of `data` when it is shorter or the CPU has no zmm kernels, for the ymm path.
    #[inline(always)]
    fn xts_zmm<'a, const ENCRYPT: bool>(&self, tweak: &mut Block, data: &'a mut [Block]) -> &'a mut [Block] {
        let Some(_zmm) = self.zmm else { return data };
        // The round count and the length are public.
        if data.len() < XTS_ZMM_FROM || self.keys().rounds != 10 {
            return data;
        }
        self.xts_zmm_batches::<ENCRYPT>(tweak, data)
    }

    /// [`Aes::xts_zmm`]'s kernel call, out of line so that the shorter units' path stays as it
    /// was (the call only where the zmm kernel runs). Requires `self.zmm`.
    #[inline(never)]
    fn xts_zmm_batches<'a, const ENCRYPT: bool>(&self, tweak: &mut Block, data: &'a mut [Block]) -> &'a mut [Block] {
        let Some(_zmm) = self.zmm else { return data };
        let (bulk, rest) = data.as_chunks_mut::<{ xts512::BATCH512 }>();
        let k = self.keys();
        if ENCRYPT {
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
            // present, and `_zmm` (a `Vaes512Token`) AVX-512F, AVX-512BW, AVX-512VL and the OS's
            // zmm state.
            unsafe { by_rounds!(k.rounds, xts512::vaes512_xts_encrypt, &k.enc, tweak, bulk) }
        } else {
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
            // present, and `_zmm` (a `Vaes512Token`) AVX-512F, AVX-512BW, AVX-512VL and the OS's
            // zmm state.
            unsafe { by_rounds!(k.rounds, xts512::vaes512_xts_decrypt, &k.dec, tweak, bulk) }
        }
        rest
    }
}

/// Shortest data unit, in blocks (4 KiB), whose one-unit XTS-AES-128 calls take the zmm kernel
/// (AVX-512 CPUs). Shorter units finish sooner on the ymm kernel: the zmm one's first batch
/// (32 blocks, its tweaks all from `T_0`) is a longer ramp, paid once per call. With 12 or 14
/// rounds the AES ports, not the tweak arithmetic, bound the ymm loop, and it stays (see
/// `docs/perf/xts-cmac.md`).
const XTS_ZMM_FROM: usize = 256;

// After `by_rounds!`, which it uses.
mod siv;

/// Shortest GCM-SIV message (bytes of AAD and plaintext) that builds the wide tables of its
/// message keys (`siv.rs`); shorter ones run on the AES-NI twin's message key.
const SIV_WIDE_FROM: usize = 2048;

impl GcmSivKernels for Aes {
    fn gcm_siv(&self, msg: SivMessage<'_>) -> Block {
        // The choice depends on lengths only, which are public.
        if self.zmm.is_some() && msg.aad.len().max(msg.buf.len()) >= SIV_WIDE_FROM {
            let t = self.token;
            return run(self, msg, |key, h| siv::SivKeyWide::new(t, key, h));
        }
        let mut key = crate::backend::x86::aesni::SivKey::zeroed(self.token.aesni());
        run_in_place(self, msg, &mut key, crate::backend::x86::aesni::SivKey::fill)
    }
}

impl Aes {
    /// A many-unit XTS call (`AesKernels::xts_encrypt_units`/`xts_decrypt_units`, `ENCRYPT`
    /// choosing): on AVX-512 CPUs, units of whole 32-block batches to the zmm kernel, which
    /// encrypts the tweaks itself (four units' at a time, beside the data's rounds: no ECB call
    /// for them, one kernel call for all units); the other units in groups, their tweaks
    /// encrypted together first ([`xts_tweak_groups`]). The choice depends on public lengths
    /// only.
    fn xts_units<const ENCRYPT: bool>(&self, tweak_key: &Aes, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        let units = tweaks.len();
        if let Some(_zmm) = self.zmm
            && units > 0
            && unit > 0
            && unit.is_multiple_of(xts512::BATCH512)
            && tweak_key.keys().rounds == self.keys().rounds
        {
            let (k, tk) = (self.keys(), &tweak_key.keys().enc);
            let per_unit = unit / xts512::BATCH512;
            let (batches, _) = data[..units * unit].as_chunks_mut::<{ xts512::BATCH512 }>();
            if ENCRYPT {
                // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
                // present, and `_zmm` (a `Vaes512Token`) AVX-512F, AVX-512BW, AVX-512VL and the
                // OS's zmm state.
                unsafe {
                    by_rounds!(k.rounds, xts512::vaes512_xts_units_encrypt, &k.enc, tk, tweaks, per_unit, batches)
                }
            } else {
                // SAFETY: as above.
                unsafe {
                    by_rounds!(k.rounds, xts512::vaes512_xts_units_decrypt, &k.dec, tk, tweaks, per_unit, batches)
                }
            }
            return;
        }
        xts_tweak_groups(
            |t| tweak_key.encrypt_blocks(t),
            |t, d| self.xts_units_ymm::<ENCRYPT>(t, unit, d),
            tweaks,
            unit,
            data,
        );
    }

    /// Many-unit XTS from encrypted tweaks: units of whole 16-block batches to the ymm kernels
    /// (`_vl` with AVX-512VL), others one unit a call. The choice depends on the public unit
    /// length only.
    fn xts_units_ymm<const ENCRYPT: bool>(&self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        let units = tweaks.len();
        if unit == 0 || units == 0 || !unit.is_multiple_of(BATCH) {
            return if ENCRYPT {
                xts_per_unit(|t, d| self.xts_encrypt(t, d), tweaks, unit, data)
            } else {
                xts_per_unit(|t, d| self.xts_decrypt(t, d), tweaks, unit, data)
            };
        }
        let k = self.keys();
        let per_unit = unit / BATCH;
        let (batches, _) = data[..units * unit].as_chunks_mut::<BATCH>();
        match (self.zmm, ENCRYPT) {
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
            // present, and the `Vaes512Token` AVX-512F and AVX-512VL.
            (Some(_), true) => unsafe {
                by_rounds!(k.rounds, xts::vaes_xts_units_encrypt_vl, &k.enc, tweaks, per_unit, batches)
            },
            // SAFETY: as above.
            (Some(_), false) => unsafe {
                by_rounds!(k.rounds, xts::vaes_xts_units_decrypt_vl, &k.dec, tweaks, per_unit, batches)
            },
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are present.
            (None, true) => unsafe {
                by_rounds!(k.rounds, xts::vaes_xts_units_encrypt, &k.enc, tweaks, per_unit, batches)
            },
            // SAFETY: as above.
            (None, false) => unsafe {
                by_rounds!(k.rounds, xts::vaes_xts_units_decrypt, &k.dec, tweaks, per_unit, batches)
            },
        }
    }
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        // Whole 16-block batches to the wide kernel, the rest (< 16) to the AES-NI twin.
        let (bulk, rest) = blocks.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, aes::vaes_ecb_encrypt, &k.enc, bulk) }
        }
        if !rest.is_empty() {
            self.small.encrypt_blocks(rest);
        }
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        // Whole 16-block batches to the wide kernel, the rest (< 16) to the AES-NI twin.
        let (bulk, rest) = blocks.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, aes::vaes_ecb_decrypt, &k.dec, bulk) }
        }
        if !rest.is_empty() {
            self.small.decrypt_blocks(rest);
        }
    }

    fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        // The VAES kernel starts on a counter that is a multiple of 16 (`ctr.rs`): the blocks
        // before that boundary (at most 15, chosen by the public IV) go to the AES-NI kernel.
        let head = (16 - usize::from(counter[15] % 16)) % 16;
        let (head, data) = data.split_at_mut(head.min(data.len()));
        if !head.is_empty() {
            self.small.ctr128(counter, head);
        }
        let (bulk, rest) = split(data);
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, ctr::vaes_ctr128, &k.enc, counter, bulk) }
        }
        if !rest.is_empty() {
            self.small.ctr128(counter, rest);
        }
    }

    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        let (bulk, rest) = split(data);
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, ctr::vaes_ctr32, &k.enc, counter, bulk) }
        }
        if !rest.is_empty() {
            self.small.ctr32(counter, rest);
        }
    }

    fn cfb8(&self, reg: &mut Block, data: &mut [u8], decrypt: bool) {
        // One block at a time: the AES-NI twin's kernel is the latency floor already.
        self.small.cfb8(reg, data, decrypt);
    }

    fn cfb128_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // One chain: the AES-NI twin's kernel is the latency floor already.
        self.small.cfb128_encrypt(iv, data);
    }

    fn cfb128_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        let (bulk, rest) = data.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, cfb::vaes_cfb128_decrypt, &k.enc, iv, bulk) }
        }
        if !rest.is_empty() {
            self.small.cfb128_decrypt(iv, rest);
        }
    }

    fn ofb(&self, reg: &mut Block, data: &mut [Block]) {
        // One chain: the AES-NI twin's kernel is the latency floor already.
        self.small.ofb(reg, data);
    }

    fn ccm(&self, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool, a0: Option<&Block>) {
        // The chain at its latency floor either way; the ymm kernel's keystream pairs take fewer
        // instructions per block (`ccm.rs`). A call without a pair (the tag step alone, a
        // one-block message) does not build the broadcast keys for it; whether they exist
        // depends only on the lengths of earlier inputs, which are public.
        let k = match self.wide.get() {
            Some(k) => k,
            None if data.len() >= 2 => self.keys(),
            None => return self.small.ccm(x, counter, data, seal, a0),
        };
        macro_rules! run {
            ($f:ident) => {
                match (k.rounds, seal) {
                    (10, true) => ccm::$f::<10, true>(&k.enc, x, counter, data, a0),
                    (10, false) => ccm::$f::<10, false>(&k.enc, x, counter, data, a0),
                    (12, true) => ccm::$f::<12, true>(&k.enc, x, counter, data, a0),
                    (12, false) => ccm::$f::<12, false>(&k.enc, x, counter, data, a0),
                    (_, true) => ccm::$f::<14, true>(&k.enc, x, counter, data, a0),
                    (_, false) => ccm::$f::<14, false>(&k.enc, x, counter, data, a0),
                }
            };
        }
        if let Some(_zmm) = self.zmm {
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present, and
            // `_zmm` (a `Vaes512Token`) AVX-512F and AVX-512VL.
            unsafe { run!(vaes_ccm_vl) }
        } else {
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { run!(vaes_ccm) }
        }
    }

    fn xts_encrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        // From `XTS_ZMM_FROM` blocks on (AVX-512 CPUs), whole 32-block batches to the zmm
        // kernel; then whole 16-block batches to the ymm kernel, the rest (< 16) to the AES-NI
        // twin's. The choice depends on the public length only.
        let data = self.xts_zmm::<true>(tweak, data);
        let (bulk, rest) = data.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.keys();
            if let Some(_zmm) = self.zmm {
                // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
                // present, and `_zmm` (a `Vaes512Token`) AVX-512F and AVX-512VL.
                unsafe { by_rounds!(k.rounds, xts::vaes_xts_encrypt_vl, &k.enc, tweak, bulk) }
            } else {
                // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are present.
                unsafe { by_rounds!(k.rounds, xts::vaes_xts_encrypt, &k.enc, tweak, bulk) }
            }
        }
        if !rest.is_empty() {
            self.small.xts_encrypt(tweak, rest);
        }
    }

    fn xts_decrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        let data = self.xts_zmm::<false>(tweak, data);
        let (bulk, rest) = data.as_chunks_mut::<BATCH>();
        if !bulk.is_empty() {
            let k = self.keys();
            if let Some(_zmm) = self.zmm {
                // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are
                // present, and `_zmm` (a `Vaes512Token`) AVX-512F and AVX-512VL.
                unsafe { by_rounds!(k.rounds, xts::vaes_xts_decrypt_vl, &k.dec, tweak, bulk) }
            } else {
                // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2, AES-NI and PCLMULQDQ are present.
                unsafe { by_rounds!(k.rounds, xts::vaes_xts_decrypt, &k.dec, tweak, bulk) }
            }
        }
        if !rest.is_empty() {
            self.small.xts_decrypt(tweak, rest);
        }
    }

    fn xts_encrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        self.xts_units::<true>(tweak_key, tweaks, unit, data);
    }

    fn xts_decrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        self.xts_units::<false>(tweak_key, tweaks, unit, data);
    }

    fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        // Serial either way: the AES-NI twin's kernel until the broadcast keys exist (whether
        // they do depends only on the lengths of earlier inputs, which are public).
        let Some(k) = self.wide.get() else {
            return self.small.cbc_encrypt(iv, data);
        };
        // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
        unsafe { by_rounds!(k.rounds, cbc::vaes_cbc_encrypt, &k.enc, iv, data) }
    }

    fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        let (bulk, rest) = split(data);
        if !bulk.is_empty() {
            let k = self.keys();
            // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
            unsafe { by_rounds!(k.rounds, cbc::vaes_cbc_decrypt, &k.dec, iv, bulk) }
        }
        if !rest.is_empty() {
            self.small.cbc_decrypt(iv, rest);
        }
    }

    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        let k = self.keys();
        // SAFETY: `self.token` proves VAES, VPCLMULQDQ, AVX2 and AES-NI are present.
        unsafe { by_rounds!(k.rounds, cbc::vaes_cbc_encrypt_many, &k.enc, ivs, data) }
    }
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        let _proof: VaesToken = self.token();
        // Fewer than 16 blocks: the wide kernel if its powers exist, else the AES-NI key's
        // (which builds nothing). Both depend only on input lengths, which are public.
        let wide = if blocks.len() >= BATCH { Some(self.wide()) } else { self.wide_built() };
        let Some(wide) = wide else {
            return self.small.update_blocks(y, blocks);
        };
        if blocks.len() >= BATCH
            && let Some(_zmm) = self.zmm()
        {
            // SAFETY: `self` stores the `VaesToken` it was built with (`_proof`), proving AVX2,
            // VPCLMULQDQ and PCLMULQDQ are present, and `_zmm` (a `Vaes512Token`) AVX-512F,
            // AVX-512BW, AVX-512VL and the OS's zmm state.
            unsafe {
                if self.karatsuba() {
                    ghash512::vaes512_ghash::<true>(wide, y, blocks)
                } else {
                    ghash512::vaes512_ghash::<false>(wide, y, blocks)
                }
            }
        } else {
            // SAFETY: `self` stores the `VaesToken` it was built with (`_proof`), proving AVX2,
            // VPCLMULQDQ and PCLMULQDQ are present.
            unsafe { ghash::vaes_ghash(wide, y, blocks) }
        }
    }
}

/// A GCM bulk call of either direction: the whole 16-block batches to the zmm kernel `$zmm`
/// (CPUs with AVX-512) or the ymm kernel `$ymm`, the rest to the AES-NI key's `$small` method.
macro_rules! gcm_bulk {
    ($aes:ident, $zmm_mod:ident::$zmm:ident, $ymm_mod:ident::$ymm:ident, $small:ident, $ghash:ident, $counter:ident, $y:ident, $data:ident, $public:ident) => {{
        let (bulk, rest) = split($data);
        if !bulk.is_empty() {
            let wide = $ghash.wide();
            if let Some(_zmm) = $aes.zmm {
                let (enc, rounds) = $aes.gcm_schedule();
                // SAFETY: `self.token` proves AVX2, VAES, VPCLMULQDQ, AES-NI and PCLMULQDQ are
                // present, and `_zmm` (a `Vaes512Token`) AVX-512F, AVX-512BW, AVX-512VL and
                // the OS's zmm state.
                unsafe {
                    by_rounds_zmm!(rounds, $aes.karatsuba, $zmm_mod::$zmm, enc, wide, $counter, $y, bulk, $public)
                }
            } else {
                let k = $aes.ymm_keys();
                // SAFETY: `self.token` proves AVX2, VAES, VPCLMULQDQ, AES-NI and PCLMULQDQ are present.
                unsafe { by_rounds!(k.rounds, $ymm_mod::$ymm, &k.enc, wide, $counter, $y, bulk, $public) }
            }
        }
        if !rest.is_empty() {
            $aes.small.$small(&$ghash.small, $counter, $y, rest, $public);
        }
    }};
}

/// Block operations of a GCM key's AES half: its AES-NI key's (GCM encrypts single blocks with
/// it, H and E_K(J0); the bulk goes through [`GcmKernels`]).
impl AesKernels for GcmAes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        self.small.encrypt_blocks(blocks);
    }

    /// GCM never decrypts a block; a key built by `init` has no `aesdec` schedule, so it is
    /// derived here, into a copy of the key that is wiped on drop.
    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        let mut full = self.small.clone();
        full.fill_dec();
        full.decrypt_blocks(blocks);
    }

    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        self.small.ctr32(counter, data);
    }
}

/// The GCM kernels of [`Aes`] and [`GcmAes`]: the same code, the ymm kernels' round keys from
/// each one's `ymm_keys` (its broadcast table, `enc` and `rounds`).
macro_rules! gcm_kernels {
    ($ty:ty) => {
        impl GcmKernels for $ty {
            type GHashKey = GHashKey;

            fn gcm_seal(
                &self,
                ghash: &GHashKey,
                counter: &mut Block,
                y: &mut Block,
                data: &mut [Block],
                ctr_public: bool,
            ) {
                gcm_bulk!(
                    self,
                    gcm512::vaes512_gcm_seal,
                    gcm::vaes_gcm_seal,
                    gcm_seal,
                    ghash,
                    counter,
                    y,
                    data,
                    ctr_public
                );
            }

            fn gcm_open(
                &self,
                ghash: &GHashKey,
                counter: &mut Block,
                y: &mut Block,
                data: &mut [Block],
                ctr_public: bool,
            ) {
                gcm_bulk!(
                    self,
                    gcm512::vaes512_gcm_open,
                    gcm::vaes_gcm_open,
                    gcm_open,
                    ghash,
                    counter,
                    y,
                    data,
                    ctr_public
                );
            }

            /// One call that ends the message: with the zmm kernels any length (the last 1..=256 bytes
            /// through byte masks: `gcm512.rs`, "The last call of a message"); on the ymm kernels whole
            /// 16-block chunks (`gcm.rs`); anything else: the bulk call and `gcm_finish`.
            fn gcm_crypt_last(
                &self,
                ghash: &GHashKey,
                counter: &mut Block,
                y: &mut Block,
                data: &mut [u8],
                last: GcmLast<'_>,
            ) -> Block {
                if data.is_empty() {
                    return crypt_then_finish(self, ghash, counter, y, data, last);
                }
                // Shorter than one 16-block batch, on a key whose wide tables no input has needed yet:
                // the AES-NI path, which builds nothing (a key made for one short message never builds
                // them). The condition depends only on input lengths, which are public.
                if data.len() < BATCH * 16 && ghash.wide_built().is_none() {
                    return crypt_then_finish(self, ghash, counter, y, data, last);
                }
                let wide = ghash.wide();
                let last = &last;
                if let Some(_zmm) = self.zmm {
                    let (enc, rounds) = self.gcm_schedule();
                    return if last.seal {
                        // SAFETY: `self.token` proves AVX2, VAES, VPCLMULQDQ, AES-NI and PCLMULQDQ are
                        // present, and `_zmm` (a `Vaes512Token`) AVX-512F, AVX-512BW, AVX-512VL and the
                        // OS's zmm state.
                        unsafe {
                            by_rounds_zmm!(
                                rounds,
                                self.karatsuba,
                                gcm512::vaes512_gcm_seal_last,
                                enc,
                                wide,
                                counter,
                                y,
                                data,
                                last
                            )
                        }
                    } else {
                        // SAFETY: as above.
                        unsafe {
                            by_rounds_zmm!(
                                rounds,
                                self.karatsuba,
                                gcm512::vaes512_gcm_open_last,
                                enc,
                                wide,
                                counter,
                                y,
                                data,
                                last
                            )
                        }
                    };
                }
                let (blocks, tail) = data.as_chunks_mut::<16>();
                if !tail.is_empty() || !blocks.len().is_multiple_of(BATCH) {
                    return crypt_then_finish(self, ghash, counter, y, data, *last);
                }
                let k = self.ymm_keys();
                if last.seal {
                    // SAFETY: `self.token` proves AVX2, VAES, VPCLMULQDQ, AES-NI and PCLMULQDQ are present.
                    unsafe { by_rounds!(k.rounds, gcm::vaes_gcm_seal_last, &k.enc, wide, counter, y, blocks, last) }
                } else {
                    // SAFETY: as above.
                    unsafe { by_rounds!(k.rounds, gcm::vaes_gcm_open_last, &k.enc, wide, counter, y, blocks, last) }
                }
            }

            /// At most 64 bytes: the AES-NI kernel (one block or four; no 16-block batch to fill).
            fn gcm_finish(&self, ghash: &GHashKey, end: GcmEnd<'_>) -> Block {
                self.small.gcm_finish(&ghash.small, end)
            }
        }
    };
}

gcm_kernels!(GcmAes);
// A GCM key holds a `GcmAes`; `Aes` runs the same kernels only in the unit tests, whose shared
// suite (`kernel_tests.rs`) takes one key type for blocks and GCM alike
// (`gcm_half_encrypts_and_decrypts_like_the_full_key` checks the two agree).
#[cfg(test)]
gcm_kernels!(Aes);
