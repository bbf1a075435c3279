//! A GCM key: the AES key and the GHASH key of H = E_K(0^128), built together in one place.
//!
//! Both halves are built where they live (`dispatch.rs`, "Built in place"): the AES key is
//! expanded into the slot's first field, H computed from it there, and the GHASH key built into
//! the second field. Neither half passes through a temporary; the finished pair is one value,
//! so whoever holds it (the `Gcm`) receives it with at most one move of the whole, where
//! building the cipher and the GHASH key apart and assembling them cost five moves of ~1.5 KB
//! (`docs/perf/key-setup.md`).
//!
//! Wiping: each half wipes its whole enum on drop (`dispatch.rs`); H is wiped here.

#![allow(unsafe_code)]

use super::dispatch::{AesKey, GHashKey, GcmAesKey, Usable};
use super::kernels::Block;
use super::wipe::wipe_block;
use crate::Backend;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::ptr::addr_of_mut;

/// The AES key and the GHASH key of one GCM key, on one backend.
#[derive(Clone)]
pub(crate) struct GcmKey {
    pub(crate) ghash: ManuallyDrop<GHashKey>,
    pub(crate) aes: ManuallyDrop<GcmAesKey>,
    /// The `Gcm`'s tag length (16 unless set), kept here so that the `Gcm` is this value alone.
    pub(crate) tag_len: usize,
}

/// One wipe of every byte of the key, padding included: the two keys' own drops (which wipe
/// each enum) do not run (`ManuallyDrop`), and the padding between and after them, which a move
/// fills with whatever the stack held there (a copy of key material, as tests/zeroize.rs found
/// with Rust 1.89), is cleared too.
impl Drop for GcmKey {
    fn drop(&mut self) {
        // SAFETY: `self` is an exclusive place of `size_of::<Self>()` bytes; every field is an
        // array of integers, a token, a once-cell state word or a `usize` (see "Both enums hold
        // only" in dispatch.rs), for which zero bytes are valid, and the two keys are in
        // `ManuallyDrop`, so no drop reads them after this. No CPU feature involved.
        unsafe { zeroize::zeroize_flat_type(self as *mut Self) };
    }
}

impl GcmKey {
    /// Expands `key` (16, 24 or 32 bytes: checked by the caller, see [`AesKey::expand`]) on the
    /// usable backend `on`, and computes its GHASH key.
    #[inline(always)]
    pub(crate) fn new(key: &[u8], on: Usable) -> Self {
        Self::build(|aes, h| GcmAesKey::init(aes, key, on, h))
    }

    /// The GCM key of an expanded AES key (a copy of it, on its backend).
    #[inline]
    pub(crate) fn from_aes(aes: &AesKey) -> Self {
        Self::build(|slot, h| GcmAesKey::init_of(slot, aes, h))
    }

    /// The backend both halves run on.
    pub(crate) fn backend(&self) -> Backend {
        self.aes.backend()
    }

    /// A key whose AES half `init_aes` writes into the slot it is given (and returns), with
    /// `H` into the block it is given, and whose GHASH half is then built from `H`, next to it.
    #[inline(always)]
    fn build(init_aes: impl for<'a> FnOnce(&'a mut MaybeUninit<GcmAesKey>, &mut Block) -> &'a mut GcmAesKey) -> Self {
        let mut slot = MaybeUninit::<Self>::uninit();
        let p = slot.as_mut_ptr();
        // SAFETY: `p` is valid for writes of a `GcmKey`; the field places are formed with
        // `addr_of_mut!` (no reference to uninitialised memory) and are disjoint, and each is
        // handed out as a `MaybeUninit` of its type (same layout), for which any bytes are
        // valid. No CPU feature involved.
        let (aes_slot, ghash_slot) = unsafe {
            (
                &mut *addr_of_mut!((*p).aes).cast::<MaybeUninit<GcmAesKey>>(),
                &mut *addr_of_mut!((*p).ghash).cast::<MaybeUninit<GHashKey>>(),
            )
        };
        let mut h = [0u8; 16];
        let aes = init_aes(aes_slot, &mut h);
        GHashKey::init(ghash_slot, &h, aes.usable());
        wipe_block(&mut h);
        // SAFETY: the field's place in the slot; a plain write.
        unsafe { addr_of_mut!((*p).tag_len).write(16) };
        // SAFETY: both fields were initialised above (`init_aes` returns the key it wrote;
        // `GHashKey::init` initialises its slot). No CPU feature involved.
        unsafe { slot.assume_init() }
    }
}
