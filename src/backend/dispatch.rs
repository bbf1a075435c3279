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
use core::mem::ManuallyDrop;

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
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum AesKeyInner {
    Soft(soft::Aes),
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::Aes),
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::Aes),
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::Aes),
}

#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum GHashKeyInner {
    Soft(soft::GHashKey),
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::GHashKey),
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::GHashKey),
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::GHashKey),
}

/// An expanded AES key (any key size) of one backend; wiped whole on drop.
#[derive(Clone)]
pub(crate) struct AesKey(ManuallyDrop<AesKeyInner>);

/// A GHASH key (H and its precomputed powers) of one backend; wiped whole on drop.
#[derive(Clone)]
pub(crate) struct GHashKey(ManuallyDrop<GHashKeyInner>);

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
/// - `dispatch!(build on, Enum, Type(args..))`: `Enum::<backend>(<backend>::Type::new(token,
///   args..))` for the [`Usable`] `on` (the portable `new` takes no token).
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
    (build $on:expr, $enum:ident, $ty:ident($($arg:expr),*)) => {
        match $on {
            Usable::Soft => $enum::Soft(soft::$ty::new($($arg),*)),
            #[cfg(target_arch = "x86_64")]
            Usable::AesNi(t) => $enum::AesNi(aesni::$ty::new(t, $($arg),*)),
            #[cfg(target_arch = "x86_64")]
            Usable::Vaes(t) => $enum::Vaes(vaes::$ty::new(t, $($arg),*)),
            #[cfg(target_arch = "aarch64")]
            Usable::Armv8(t) => $enum::Armv8(armv8::$ty::new(t, $($arg),*)),
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
        Self(ManuallyDrop::new(dispatch!(build on, AesKeyInner, Aes(key))))
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        dispatch!(&*self.0, AesKeyInner => backend)
    }

    /// The GHASH key for `h` on this key's backend.
    #[inline(always)]
    pub(crate) fn ghash_key(&self, h: &Block) -> GHashKey {
        GHashKey::with(h, dispatch!(&*self.0, AesKeyInner => usable))
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

    pub(crate) fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        dispatch!(&*self.0, AesKeyInner, k => k.ctr32(counter, data))
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
    pub(crate) fn ccm(&self, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool) {
        dispatch!(&*self.0, AesKeyInner, k => k.ccm(x, counter, data, seal))
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

    /// GCM bulk encryption: CTR (inc32) then GHASH of the ciphertext, stitched where the backend
    /// has a kernel for it. `ghash` must come from [`AesKey::ghash_key`] of this key;
    /// `ctr_public` as [`GcmKernels::gcm_seal`] says (true only for a 96-bit nonce's counter).
    pub(crate) fn gcm_seal(
        &self,
        ghash: &GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [Block],
        ctr_public: bool,
    ) {
        dispatch!(pair (AesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
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
        dispatch!(pair (AesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
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
        dispatch!(pair (AesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
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
        dispatch!(pair (AesKeyInner(&*self.0), GHashKeyInner(&*ghash.0)),
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
        Self(ManuallyDrop::new(dispatch!(build on, GHashKeyInner, GHashKey(h))))
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        dispatch!(&*self.0, GHashKeyInner => backend)
    }

    pub(crate) fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        dispatch!(&*self.0, GHashKeyInner, k => k.update_blocks(y, blocks))
    }
}
