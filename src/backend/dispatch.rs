//! The key enums: one variant per backend, each holding that backend's own key schedule.
//!
//! The variant is chosen once, when a key is created; afterwards every operation is one `match`
//! on the enum followed by one call into a monomorphised kernel for the whole buffer. No CPU
//! feature is re-checked per call: a variant can only be constructed from a detection token.
//!
//! Wiping. The variants differ in size, so a key held in a smaller variant leaves the rest of
//! the enum's bytes to whatever a move or clone put there — possibly stale copies of a key
//! schedule. Each backend zeroizes its own fields on drop, but cannot reach those bytes; so the
//! enums live in a `ManuallyDrop` inside a wrapper whose `Drop` first drops the variant, then
//! overwrites the whole enum with zeros ([`wipe_dropped`]). Those bytes can hold this very key:
//! a value moved between stack slots that overlap at another offset (a `Result` around it, a
//! `with_tag_len(self)`) lands with copies of its own schedule in its unused room, so wiping only
//! the bytes the variant wrote left the key behind (`tests/zeroize.rs` caught it:
//! `docs/perf/key-setup.md`).

#![allow(unsafe_code)]

use super::kernels::{AesKernels, Block, GcmEnd, GcmKernels, GcmLast, GhashKernels, gcm_finish_with};
use super::siv::{GcmSivKernels, SivMessage};
use super::soft;
use super::xts::{xts_per_unit, xts_tweak_groups};
use crate::{Backend, Error};
use core::mem::{ManuallyDrop, MaybeUninit};

#[cfg(target_arch = "aarch64")]
use super::{armv8, detect::Armv8Token};
#[cfg(target_arch = "x86_64")]
use super::{
    detect::{AesNiToken, VaesToken},
    x86::{aesni, vaes},
};

// Variants differ in size (the VAES key holds its AES-NI twin and room for its wide table);
// boxing would need `alloc` and an indirection on every call, and a key is created once and
// used many times.
//
// `repr(u8)` with fixed discriminants (the `TAG_*` constants): each variant is laid out as a
// `repr(C)` struct of the `u8` tag and the variant's field ([`Tagged`]), so a key can be built
// in its final place (see "Built in place" below).
// The variants are constructed in place by `AesKey::init` (tag and field written apart), which
// the dead-code lint does not see.
#[allow(clippy::large_enum_variant, dead_code)]
#[derive(Clone)]
#[repr(u8)]
pub(crate) enum AesKeyInner {
    Soft(soft::Aes) = TAG_SOFT,
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::Aes) = TAG_AESNI,
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::Aes) = TAG_VAES,
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::Aes) = TAG_ARMV8,
}

#[allow(clippy::large_enum_variant, dead_code)]
#[derive(Clone)]
#[repr(u8)]
pub(crate) enum GHashKeyInner {
    Soft(soft::GHashKey) = TAG_SOFT,
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::GHashKey) = TAG_AESNI,
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::GHashKey) = TAG_VAES,
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::GHashKey) = TAG_ARMV8,
}

/// The AES half of a GCM key (`gcm_key.rs`): each backend's AES key, except that the VAES one
/// is its [`vaes::GcmAes`] half, without the broadcast table GCM does not read (~1 KB fewer to
/// copy and wipe per key: `docs/perf/key-setup.md`).
#[allow(clippy::large_enum_variant, dead_code)]
#[derive(Clone)]
#[repr(u8)]
pub(crate) enum GcmAesKeyInner {
    Soft(soft::Aes) = TAG_SOFT,
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::Aes) = TAG_AESNI,
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::GcmAes) = TAG_VAES,
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::Aes) = TAG_ARMV8,
}

const TAG_SOFT: u8 = 0;
#[cfg(target_arch = "x86_64")]
const TAG_AESNI: u8 = 1;
#[cfg(target_arch = "x86_64")]
const TAG_VAES: u8 = 2;
#[cfg(target_arch = "aarch64")]
const TAG_ARMV8: u8 = 3;

/// The value `init` builds in a fresh slot, moved out.
///
/// # Safety
/// `init` initialises the slot it is given (the `init` constructors here do: they return the
/// key they wrote there).
#[inline(always)]
unsafe fn built<T>(init: impl FnOnce(&mut MaybeUninit<T>) -> &mut T) -> T {
    let mut slot = MaybeUninit::uninit();
    init(&mut slot);
    // SAFETY: `init` initialised `slot` (this function's contract). No CPU feature involved.
    unsafe { slot.assume_init() }
}

/// An expanded AES key (any key size) of one backend; wiped whole on drop.
#[derive(Clone)]
#[repr(transparent)]
pub(crate) struct AesKey(ManuallyDrop<AesKeyInner>);

/// The AES half of a GCM key ([`GcmAesKeyInner`]); wiped whole on drop.
#[derive(Clone)]
#[repr(transparent)]
pub(crate) struct GcmAesKey(ManuallyDrop<GcmAesKeyInner>);

/// A GHASH key (H and its precomputed powers) of one backend; wiped whole on drop.
#[derive(Clone)]
#[repr(transparent)]
pub(crate) struct GHashKey(ManuallyDrop<GHashKeyInner>);

// Built in place. A key is ~1.5 KB (the vaes variants with their tables' room), and a value
// built in one place and moved costs a copy of all of it: building the variant in a temporary,
// moving it into the enum, the enum into the cipher, the cipher into the `Gcm`, the GHASH key
// likewise, came to five copies of ~1.5 KB per `Aes128Gcm::new`, each of whose loads waited for
// the schedule's stores just before it to retire (~65% of `new` + drop:
// `docs/perf/key-setup.md`). rustc has no placement, so the constructors below take the slot
// the key will live in (`&mut MaybeUninit<..>`): [`variant_slot`] writes the tag there and hands
// out the variant's field, which the backend's `init` fills field by field (its schedule
// expanded there). `AesKey::init` and `GHashKey::init` write no temporary of the key; the one
// copy left is the caller's own move of the finished value (`GcmKey` in `gcm_key.rs` builds
// both of a GCM key's halves in one slot so that there is one).

/// The layout of the variant with field `T` of a `repr(u8)` enum: the Reference ("Primitive
/// representation of enums with fields") lays out each variant of such an enum as this
/// `repr(C)` struct (tag first, then the variant's fields), the enum as their union.
#[repr(C)]
struct Tagged<T> {
    tag: u8,
    value: MaybeUninit<T>,
}

/// Makes the enum in `slot` the variant with discriminant `tag` and returns that variant's
/// (uninitialised) field, to be written in place. The enum is a valid value once the field
/// is.
///
/// # Safety
/// `E` is `repr(u8)` (no other `repr`), and its variant with discriminant `tag` has exactly one
/// field, of type `T`.
#[inline(always)]
unsafe fn variant_slot<E, T>(slot: &mut MaybeUninit<E>, tag: u8) -> &mut MaybeUninit<T> {
    let p = slot.as_mut_ptr().cast::<Tagged<T>>();
    // SAFETY: by the contract, the variant `tag` of `E` is laid out as `Tagged<T>` (see there),
    // which fits in `size_of::<E>()` bytes with `E`'s alignment (the enum is as large and as
    // aligned as its largest and most aligned variant); `slot` is exclusive and writable. The
    // places are formed with `addr_of_mut!`, without references to uninitialised memory, and
    // the field is handed out as a `MaybeUninit`, for which any bytes are valid. No CPU feature
    // involved.
    unsafe {
        core::ptr::addr_of_mut!((*p).tag).write(tag);
        &mut *core::ptr::addr_of_mut!((*p).value)
    }
}

// Both enums hold only arrays of integers, tokens and the VAES keys' wide tables, built on first
// use inside the key (`backend/lazy.rs`: an atomic state word and the table's bytes; no pointer,
// no heap), so their bytes can be overwritten with zeros once the value is dead
// (`wipe_dropped`), built table or not. The variants' own `Drop`s do nothing but wipe some of
// those arrays (each backend's key type wipes itself when used on its own), so the wrappers do
// not run them: the one bulk wipe of the whole enum covers every byte they would clear (running
// both wiped each key twice). A variant that ever holds a resource must be dropped here again.

/// Overwrites every byte of the value in `slot`, which is never used again, with zeros:
/// `zeroize`'s bulk wipe (`memset` behind an optimization barrier, so the stores are not
/// dropped as dead), not volatile stores one at a time (`docs/perf/key-setup.md`).
///
/// # Safety
/// The value in `slot` is never read or dropped again (it is forgotten: its `Drop` does not
/// run): the zeros left there need not be a valid `T`.
unsafe fn wipe_dropped<T>(slot: &mut ManuallyDrop<T>) {
    // SAFETY: `slot` is an exclusive place of `size_of::<T>()` bytes (`ManuallyDrop` is
    // `repr(transparent)`), written as a `MaybeUninit<T>`: a type without `Drop` for which zero
    // bytes are valid, `zeroize_flat_type`'s condition. The `T` that was there is never used
    // again (this function's contract); forgetting a value is safe. No CPU feature involved.
    unsafe { zeroize::zeroize_flat_type((slot as *mut ManuallyDrop<T>).cast::<core::mem::MaybeUninit<T>>()) };
}

impl Drop for AesKey {
    fn drop(&mut self) {
        // SAFETY: the inner value is wiped here, in the wrapper's only drop, and not used
        // afterwards (`wipe_dropped`'s contract); it owns no resource, so not dropping it leaks
        // nothing (see above).
        unsafe { wipe_dropped(&mut self.0) };
    }
}

impl Drop for GcmAesKey {
    fn drop(&mut self) {
        // SAFETY: as for `AesKey`.
        unsafe { wipe_dropped(&mut self.0) };
    }
}

impl Drop for GHashKey {
    fn drop(&mut self) {
        // SAFETY: as for `AesKey`.
        unsafe { wipe_dropped(&mut self.0) };
    }
}

/// The one dispatch macro: a `match` with one arm per backend this target compiles, so that each
/// operation below names its kernel call once.
///
/// - `dispatch!(value, Enum, k => expr)`: `expr` with `k` bound to the variant's key (`Enum` is
///   `AesKeyInner` or `GHashKeyInner`).
/// - `dispatch!(pair (Enum(a), Enum2(b)), (k, g) => expr, mixed => fallback)`: `expr` with two
///   keys of one backend (an AES key and its GHASH key, or XTS's data and tweak keys);
///   `fallback` for keys of two backends.
/// - `dispatch!(init (slot, on), Type(args..))`: the key `<backend>::Type` of the [`Usable`]
///   `on`, built in the enum slot `slot` (see "Built in place").
/// - `dispatch!(value, Enum => usable)`: the [`Usable`] (backend and token) of a key.
/// - `dispatch!(value, Enum => backend)`: the [`Backend`] of a key.
macro_rules! dispatch {
    ($value:expr, $enum:ident, $k:ident => $e:expr) => {
        match $value {
            $enum::Soft($k) => $e,
            #[cfg(target_arch = "x86_64")]
            $enum::AesNi($k) => $e,
            #[cfg(target_arch = "x86_64")]
            $enum::Vaes($k) => $e,
            #[cfg(target_arch = "aarch64")]
            $enum::Armv8($k) => $e,
        }
    };
    (pair ($ea:ident($a:expr), $eb:ident($b:expr)), ($k:ident, $g:ident) => $e:expr, mixed => $mixed:expr) => {
        match ($a, $b) {
            ($ea::Soft($k), $eb::Soft($g)) => $e,
            #[cfg(target_arch = "x86_64")]
            ($ea::AesNi($k), $eb::AesNi($g)) => $e,
            #[cfg(target_arch = "x86_64")]
            ($ea::Vaes($k), $eb::Vaes($g)) => $e,
            #[cfg(target_arch = "aarch64")]
            ($ea::Armv8($k), $eb::Armv8($g)) => $e,
            // Mixed backends cannot be built through this crate's constructors; if they were,
            // the unstitched (or generic) path is still correct.
            #[allow(unreachable_patterns)]
            _ => $mixed,
        }
    };
    (init $slot:expr, $ty:ident($($arg:expr),*)) => {
        // Each arm: the enum of `$slot` is `repr(u8)` and its variant with the `TAG_*` given
        // has one field, of `$ty` of that backend (`variant_slot`'s contract); the arm's token
        // is the proof its backend may run. The x86 and portable backends write their key in
        // place (`init`); the ARMv8 one builds it and moves it in.
        match $slot {
            (slot, Usable::Soft) => {
                // SAFETY: tag and type of the `Soft` variant; no CPU feature involved.
                soft::$ty::init(unsafe { variant_slot(slot, TAG_SOFT) }, $($arg),*);
            }
            #[cfg(target_arch = "x86_64")]
            (slot, Usable::AesNi(t)) => {
                // SAFETY: tag and type of the `AesNi` variant; `t` proves AES-NI and PCLMULQDQ.
                aesni::$ty::init(unsafe { variant_slot(slot, TAG_AESNI) }, t, $($arg),*);
            }
            #[cfg(target_arch = "x86_64")]
            (slot, Usable::Vaes(t)) => {
                // SAFETY: tag and type of the `Vaes` variant; `t` proves VAES and VPCLMULQDQ.
                vaes::$ty::init(unsafe { variant_slot(slot, TAG_VAES) }, t, $($arg),*);
            }
            #[cfg(target_arch = "aarch64")]
            (slot, Usable::Armv8(t)) => {
                // SAFETY: tag and type of the `Armv8` variant; `t` proves the ARMv8 crypto
                // extensions.
                unsafe { variant_slot(slot, TAG_ARMV8) }.write(armv8::$ty::new(t, $($arg),*));
            }
        }
    };
    ($value:expr, $enum:ident => usable) => {
        match $value {
            $enum::Soft(_) => Usable::Soft,
            #[cfg(target_arch = "x86_64")]
            $enum::AesNi(k) => Usable::AesNi(k.token()),
            #[cfg(target_arch = "x86_64")]
            $enum::Vaes(k) => Usable::Vaes(k.token()),
            #[cfg(target_arch = "aarch64")]
            $enum::Armv8(k) => Usable::Armv8(k.token()),
        }
    };
    ($value:expr, $enum:ident => backend) => {
        match $value {
            $enum::Soft(_) => Backend::Soft,
            #[cfg(target_arch = "x86_64")]
            $enum::AesNi(_) => Backend::AesNi,
            #[cfg(target_arch = "x86_64")]
            $enum::Vaes(_) => Backend::Vaes,
            #[cfg(target_arch = "aarch64")]
            $enum::Armv8(_) => Backend::Armv8,
        }
    };
}

/// A backend this CPU can run, with the proof of it (a detection token): what the key
/// constructors match on. Checked apart from the key's expansion, so that the expanded key
/// (~1.5 KB on vaes) is built as a plain value, not inside a `Result` that each caller moves
/// it out of again.
#[derive(Clone, Copy)]
pub(crate) enum Usable {
    Soft,
    #[cfg(target_arch = "x86_64")]
    AesNi(AesNiToken),
    #[cfg(target_arch = "x86_64")]
    Vaes(VaesToken),
    #[cfg(target_arch = "aarch64")]
    Armv8(Armv8Token),
}

impl Usable {
    /// `backend` with its token, or the error if this CPU cannot run it.
    #[inline]
    pub(crate) fn get(backend: Backend) -> Result<Self, Error> {
        let usable = match backend {
            Backend::Soft => Some(Usable::Soft),
            #[cfg(target_arch = "x86_64")]
            Backend::AesNi => AesNiToken::get().map(Usable::AesNi),
            #[cfg(target_arch = "x86_64")]
            Backend::Vaes => VaesToken::get().map(Usable::Vaes),
            #[cfg(target_arch = "aarch64")]
            Backend::Armv8 => Armv8Token::get().map(Usable::Armv8),
            #[allow(unreachable_patterns)]
            _ => None,
        };
        usable.ok_or(Error::BackendUnavailable(backend))
    }

    /// The default backend (`Backend::default_for_new`), which is always usable (the portable
    /// one if, against expectation, it were not).
    #[inline]
    pub(crate) fn default_for_new() -> Self {
        Self::get(Backend::default_for_new()).unwrap_or(Usable::Soft)
    }
}

impl AesKey {
    /// Expands `key` (16, 24 or 32 bytes) for `backend`.
    #[inline]
    pub(crate) fn new(key: &[u8], backend: Backend) -> Result<Self, Error> {
        if !matches!(key.len(), 16 | 24 | 32) {
            return Err(Error::InvalidLength);
        }
        Ok(Self::expand(key, Usable::get(backend)?))
    }

    /// Expands `key` (16, 24 or 32 bytes: checked by the caller; another length gives an
    /// all-zero schedule, not a panic) on the usable backend `on`.
    #[inline(always)]
    pub(crate) fn expand(key: &[u8], on: Usable) -> Self {
        // SAFETY: `init` initialises its slot. No CPU feature involved.
        unsafe { built(|slot| Self::init(slot, key, on)) }
    }

    /// [`AesKey::expand`] into `slot`, where the key will live (see "Built in place").
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut MaybeUninit<Self>, key: &[u8], on: Usable) -> &'a mut Self {
        // SAFETY: `AesKey` is a `repr(transparent)` wrapper of a `ManuallyDrop` (itself
        // `repr(transparent)`) of `AesKeyInner`, so the slot is one of `AesKeyInner`. No CPU
        // feature involved.
        let inner = unsafe { &mut *(slot as *mut MaybeUninit<Self>).cast::<MaybeUninit<AesKeyInner>>() };
        dispatch!(init(inner, on), Aes(key));
        // SAFETY: the arm taken wrote the tag and initialised the variant's field: `slot`
        // holds a valid `AesKey`. No CPU feature involved.
        unsafe { slot.assume_init_mut() }
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        dispatch!(&*self.0, AesKeyInner => backend)
    }

    pub(crate) fn encrypt_blocks(&self, blocks: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.encrypt_blocks(blocks))
    }

    pub(crate) fn decrypt_blocks(&self, blocks: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.decrypt_blocks(blocks))
    }

    pub(crate) fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.ctr128(counter, data))
    }

    pub(crate) fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.cbc_encrypt(iv, data))
    }

    pub(crate) fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.cbc_decrypt(iv, data))
    }

    pub(crate) fn xts_encrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.xts_encrypt(tweak, data))
    }

    pub(crate) fn xts_decrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.xts_decrypt(tweak, data))
    }

    /// [`AesKernels::xts_encrypt_units`] with `tweak_key` as `K2`.
    pub(crate) fn xts_encrypt_units(&self, tweak_key: &AesKey, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        dispatch!(pair (AesKeyInner(&*self.0), AesKeyInner(&*tweak_key.0)),
        (k, t) => k.xts_encrypt_units(t, tweaks, unit, data),
        mixed => xts_tweak_groups(
            |t| tweak_key.encrypt_blocks(t),
            |t, d| xts_per_unit(|t, d| self.xts_encrypt(t, d), t, unit, d),
            tweaks,
            unit,
            data,
        ))
    }

    /// [`AesKernels::xts_decrypt_units`] with `tweak_key` as `K2`.
    pub(crate) fn xts_decrypt_units(&self, tweak_key: &AesKey, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        dispatch!(pair (AesKeyInner(&*self.0), AesKeyInner(&*tweak_key.0)),
        (k, t) => k.xts_decrypt_units(t, tweaks, unit, data),
        mixed => xts_tweak_groups(
            |t| tweak_key.encrypt_blocks(t),
            |t, d| xts_per_unit(|t, d| self.xts_decrypt(t, d), t, unit, d),
            tweaks,
            unit,
            data,
        ))
    }

    pub(crate) fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        dispatch!(&*self.0, AesKeyInner, k => k.cbc_encrypt_many(ivs, data))
    }

    /// One GCM-SIV message under this key-generating key ([`GcmSivKernels::gcm_siv`]).
    pub(crate) fn gcm_siv(&self, msg: SivMessage<'_>) -> Block {
        dispatch!(&*self.0, AesKeyInner, k => k.gcm_siv(msg))
    }

    /// CCM's payload kernel ([`AesKernels::ccm`]).
    pub(crate) fn ccm(&self, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool, a0: Option<&Block>) {
        dispatch!(&*self.0, AesKeyInner, k => k.ccm(x, counter, data, seal, a0))
    }

    pub(crate) fn cfb8(&self, reg: &mut Block, data: &mut [u8], decrypt: bool) {
        dispatch!(&*self.0, AesKeyInner, k => k.cfb8(reg, data, decrypt))
    }

    pub(crate) fn cfb128_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.cfb128_encrypt(iv, data))
    }

    pub(crate) fn cfb128_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.cfb128_decrypt(iv, data))
    }

    pub(crate) fn ofb(&self, reg: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.ofb(reg, data))
    }
}

impl GcmAesKey {
    /// [`AesKey::expand`]'s GCM half, into `slot`, where the key will live (see "Built in
    /// place"), and GCM's hash key `h = E_K(0^128)`: the portable backend computes it in the
    /// schedule's pass (`soft/key_schedule.rs`), the others encrypt the zero block afterwards.
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut MaybeUninit<Self>, key: &[u8], on: Usable, h: &mut Block) -> &'a mut Self {
        // SAFETY: as in `AesKey::init` (`GcmAesKey` is `repr(transparent)` over
        // `GcmAesKeyInner`).
        let inner = unsafe { &mut *(slot as *mut MaybeUninit<Self>).cast::<MaybeUninit<GcmAesKeyInner>>() };
        // Each arm: the enum is `repr(u8)` and its variant with the `TAG_*` given has one field,
        // of the type written (`variant_slot`'s contract); the arm's token is the proof its
        // backend may run.
        // Whether the arm computed H already (the portable one does, in the schedule's pass).
        let h_done = match (inner, on) {
            (slot, Usable::Soft) => {
                // SAFETY: tag and type of the `Soft` variant; no CPU feature involved.
                soft::Aes::init_with_h(unsafe { variant_slot(slot, TAG_SOFT) }, key, h);
                true
            }
            #[cfg(target_arch = "x86_64")]
            (slot, Usable::AesNi(t)) => {
                // SAFETY: tag and type of the `AesNi` variant; `t` proves AES-NI and PCLMULQDQ.
                aesni::Aes::init(unsafe { variant_slot(slot, TAG_AESNI) }, t, key);
                false
            }
            #[cfg(target_arch = "x86_64")]
            (slot, Usable::Vaes(t)) => {
                // SAFETY: tag and type of the `Vaes` variant; `t` proves VAES and VPCLMULQDQ.
                vaes::GcmAes::init(unsafe { variant_slot(slot, TAG_VAES) }, t, key);
                false
            }
            #[cfg(target_arch = "aarch64")]
            (slot, Usable::Armv8(t)) => {
                // SAFETY: tag and type of the `Armv8` variant; `t` proves the ARMv8 crypto
                // extensions.
                unsafe { variant_slot(slot, TAG_ARMV8) }.write(armv8::Aes::new(t, key));
                false
            }
        };
        // SAFETY: the arm taken wrote the tag and initialised the variant's field. No CPU
        // feature involved.
        let key = unsafe { slot.assume_init_mut() };
        if !h_done {
            key.hash_key(h);
        }
        key
    }

    /// The GCM half of the expanded key `aes` (a copy), into `slot`, and `h = E_K(0^128)`.
    #[inline(always)]
    pub(crate) fn init_of<'a>(slot: &'a mut MaybeUninit<Self>, aes: &AesKey, h: &mut Block) -> &'a mut Self {
        // SAFETY: as in `init`.
        let inner = unsafe { &mut *(slot as *mut MaybeUninit<Self>).cast::<MaybeUninit<GcmAesKeyInner>>() };
        // Each arm: the tag and field type of the variant of the key's backend
        // (`variant_slot`'s contract); no CPU feature involved (the copied key holds its token).
        match &*aes.0 {
            AesKeyInner::Soft(k) => {
                // SAFETY: see above.
                unsafe { variant_slot(inner, TAG_SOFT) }.write(k.clone());
            }
            #[cfg(target_arch = "x86_64")]
            AesKeyInner::AesNi(k) => {
                // SAFETY: see above.
                unsafe { variant_slot(inner, TAG_AESNI) }.write(k.clone());
            }
            #[cfg(target_arch = "x86_64")]
            AesKeyInner::Vaes(k) => {
                // SAFETY: see above.
                unsafe { variant_slot(inner, TAG_VAES) }.write(vaes::GcmAes::of(k));
            }
            #[cfg(target_arch = "aarch64")]
            AesKeyInner::Armv8(k) => {
                // SAFETY: see above.
                unsafe { variant_slot(inner, TAG_ARMV8) }.write(k.clone());
            }
        }
        // SAFETY: the arm taken wrote the tag and initialised the variant's field. No CPU
        // feature involved.
        let key = unsafe { slot.assume_init_mut() };
        key.hash_key(h);
        key
    }

    /// GCM's hash key `h = E_K(0^128)`, by encrypting the zero block.
    fn hash_key(&self, h: &mut Block) {
        *h = [0; 16];
        self.encrypt_blocks(core::slice::from_mut(h));
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        dispatch!(&*self.0, GcmAesKeyInner => backend)
    }

    /// This key's backend with its token: what the GHASH key of a GCM key is built on.
    #[inline(always)]
    pub(crate) fn usable(&self) -> Usable {
        dispatch!(&*self.0, GcmAesKeyInner => usable)
    }

    pub(crate) fn encrypt_blocks(&self, blocks: &mut [Block]) {
        dispatch!(&*self.0, GcmAesKeyInner, k => k.encrypt_blocks(blocks))
    }

    pub(crate) fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, GcmAesKeyInner, k => k.ctr32(counter, data))
    }

    /// GCM bulk encryption: CTR (inc32) then GHASH of the ciphertext, stitched where the backend
    /// has a kernel for it. `ghash` must be the GHASH key of this key;
    /// `ctr_public` as [`GcmKernels::gcm_seal`] says (true only for a 96-bit nonce's counter).
    pub(crate) fn gcm_seal(
        &self,
        ghash: &GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [Block],
        ctr_public: bool,
    ) {
        dispatch!(pair (GcmAesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
            (k, g) => k.gcm_seal(g, counter, y, data, ctr_public), mixed => {
            self.ctr32(counter, data);
            ghash.update_blocks(y, data);
        })
    }

    /// GCM bulk decryption: GHASH of the ciphertext, then CTR (inc32), stitched where possible.
    pub(crate) fn gcm_open(
        &self,
        ghash: &GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [Block],
        ctr_public: bool,
    ) {
        dispatch!(pair (GcmAesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
            (k, g) => k.gcm_open(g, counter, y, data, ctr_public), mixed => {
            ghash.update_blocks(y, data);
            self.ctr32(counter, data);
        })
    }

    /// The rest of a message in one call, with its tag ([`GcmKernels::gcm_crypt_last`]).
    pub(crate) fn gcm_crypt_last(
        &self,
        ghash: &GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [u8],
        last: GcmLast<'_>,
    ) -> Block {
        dispatch!(pair (GcmAesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
            (k, g) => k.gcm_crypt_last(g, counter, y, data, last), mixed => {
            let (blocks, tail) = data.as_chunks_mut::<16>();
            if last.seal {
                self.gcm_seal(ghash, counter, y, blocks, last.ctr_public);
            } else {
                self.gcm_open(ghash, counter, y, blocks, last.ctr_public);
            }
            self.gcm_finish(ghash, last.end(counter, y, tail))
        })
    }

    /// Ends a GCM message ([`GcmKernels::gcm_finish`]): the tail (≤ `GCM_TAIL` bytes), the
    /// length block and the untruncated tag, in one fused kernel where the backend has one.
    pub(crate) fn gcm_finish(&self, ghash: &GHashKey, end: GcmEnd<'_>) -> Block {
        dispatch!(pair (GcmAesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
            (k, g) => k.gcm_finish(g, end), mixed => {
            gcm_finish_with(|b| self.encrypt_blocks(b), |y, b| ghash.update_blocks(y, b), end)
        })
    }
}

impl GHashKey {
    /// The GHASH key for `h` on `backend`.
    #[inline]
    pub(crate) fn new(h: &Block, backend: Backend) -> Result<Self, Error> {
        Ok(Self::with(h, Usable::get(backend)?))
    }

    /// The GHASH key for `h` on the usable backend `on` (built as a plain value, as
    /// [`AesKey::expand`] is).
    #[inline(always)]
    pub(crate) fn with(h: &Block, on: Usable) -> Self {
        // SAFETY: `init` initialises its slot. No CPU feature involved.
        unsafe { built(|slot| Self::init(slot, h, on)) }
    }

    /// [`GHashKey::with`] into `slot`, where the key will live (see "Built in place").
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut MaybeUninit<Self>, h: &Block, on: Usable) -> &'a mut Self {
        // SAFETY: as in `AesKey::init` (`GHashKey` is `repr(transparent)` over
        // `GHashKeyInner`).
        let inner = unsafe { &mut *(slot as *mut MaybeUninit<Self>).cast::<MaybeUninit<GHashKeyInner>>() };
        dispatch!(init(inner, on), GHashKey(h));
        // SAFETY: as in `AesKey::init`.
        unsafe { slot.assume_init_mut() }
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        dispatch!(&*self.0, GHashKeyInner => backend)
    }

    pub(crate) fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        dispatch!(&*self.0, GHashKeyInner, k => k.update_blocks(y, blocks))
    }
}
