//! Declassification points: the only places where the crate turns a value computed from secrets
//! into a public one and branches on it.
//!
//! Constant-time code branches and indexes memory on public values only. These secret-derived
//! values are public by design, because the caller sees them anyway:
//!
//! - a tag or MAC verdict (success or [`crate::Error::AuthenticationFailed`]): GCM, GCM-SIV, CCM,
//!   CMAC, HMAC;
//! - the PKCS#7 padding verdict (success or [`crate::Error::InvalidPadding`]) and, for a *valid*
//!   padding, its length (it fixes the plaintext length returned);
//! - the KW/KWP integrity verdict and, for a valid KWP unwrap, its padding length;
//! - the chunked format's key-commitment verdict (success or
//!   [`crate::Error::CommitmentMismatch`]);
//! - whether an XTS key's two halves are equal (success or [`crate::Error::InvalidKey`]).
//!
//! Each passes through [`declassify`] or [`declassify_u8`] right before the branch. In normal
//! builds both are the identity and compile to nothing. Built with `--cfg aes_engine_ctgrind` (the
//! valgrind constant-time check, `ctgrind/`), they call a hook the checking program
//! installs, which tells memcheck that exactly these bytes are now defined; everything else
//! derived from a secret stays undefined, so any other secret-dependent branch or memory index is
//! reported. The hook keeps the crate free of `unsafe`: the valgrind client request (inline asm)
//! lives in the checking program.

use subtle::Choice;

#[cfg(all(aes_engine_ctgrind, feature = "std"))]
static HOOK: std::sync::OnceLock<fn(&mut [u8])> = std::sync::OnceLock::new();

/// Installs the declassification hook (constant-time checking builds only; the first call wins).
/// Not part of the API.
#[cfg(all(aes_engine_ctgrind, feature = "std"))]
#[doc(hidden)]
pub fn __ctgrind_set_declassify_hook(hook: fn(&mut [u8])) {
    let _ = HOOK.set(hook);
}

/// Declares `v` public (see the module docs) and returns it.
#[inline(always)]
pub(crate) fn declassify_u8(v: u8) -> u8 {
    #[cfg(all(aes_engine_ctgrind, feature = "std"))]
    {
        let mut v = v;
        if let Some(hook) = HOOK.get() {
            // `&mut` forces the value through memory and a reload after the opaque call, so the
            // branch that follows reads the bytes the hook marked defined.
            hook(core::slice::from_mut(&mut v));
        }
        v
    }
    #[cfg(not(all(aes_engine_ctgrind, feature = "std")))]
    {
        v
    }
}

/// Declares a verdict public and converts it to `bool` for the branch that follows.
#[inline(always)]
pub(crate) fn declassify(c: Choice) -> bool {
    declassify_u8(c.unwrap_u8()) != 0
}
