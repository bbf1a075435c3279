//! The key enums: one variant per backend, each holding that backend's own key schedule.
//!
//! The variant is chosen once, when a key is created; afterwards every operation is one `match`
//! on the enum followed by one call into a monomorphised kernel for the whole buffer. No CPU
//! feature is re-checked per call: a variant can only be constructed from a detection token.

use super::kernels::{AesKernels, Block, GcmKernels, GhashKernels};
use super::soft;
use crate::{Backend, Error};

#[cfg(target_arch = "aarch64")]
use super::{armv8, detect::Armv8Token};
#[cfg(target_arch = "x86_64")]
use super::{
    detect::{AesNiToken, VaesToken},
    x86::{aesni, vaes},
};

/// An expanded AES key (any key size) of one backend.
// Variants differ in size (the VAES schedule is pre-broadcast to 256 bits); boxing would need
// `alloc` and an indirection on every call, and a key is created once and used many times.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum AesKey {
    Soft(soft::Aes),
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::Aes),
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::Aes),
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::Aes),
}

/// A GHASH key (H and its precomputed powers) of one backend.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum GHashKey {
    Soft(soft::GHashKey),
    #[cfg(target_arch = "x86_64")]
    AesNi(aesni::GHashKey),
    #[cfg(target_arch = "x86_64")]
    Vaes(vaes::GHashKey),
    #[cfg(target_arch = "aarch64")]
    Armv8(armv8::GHashKey),
}

/// `each!(enum_value, Enum, k => expr)`: evaluates `expr` with `k` bound to the variant's key.
macro_rules! each {
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
}

impl AesKey {
    /// Expands `key` (16, 24 or 32 bytes) for `backend`.
    pub(crate) fn new(key: &[u8], backend: Backend) -> Result<Self, Error> {
        if !matches!(key.len(), 16 | 24 | 32) {
            return Err(Error::InvalidLength);
        }
        let unavailable = Err(Error::BackendUnavailable(backend));
        Ok(match backend {
            Backend::Soft => AesKey::Soft(soft::Aes::new(key)),
            #[cfg(target_arch = "x86_64")]
            Backend::AesNi => match AesNiToken::get() {
                Some(t) => AesKey::AesNi(aesni::Aes::new(t, key)),
                None => return unavailable,
            },
            #[cfg(target_arch = "x86_64")]
            Backend::Vaes => match VaesToken::get() {
                Some(t) => AesKey::Vaes(vaes::Aes::new(t, key)),
                None => return unavailable,
            },
            #[cfg(target_arch = "aarch64")]
            Backend::Armv8 => match Armv8Token::get() {
                Some(t) => AesKey::Armv8(armv8::Aes::new(t, key)),
                None => return unavailable,
            },
            #[allow(unreachable_patterns)]
            _ => return unavailable,
        })
    }

    /// The portable key: the fallback that is always available.
    pub(crate) fn soft(key: &[u8]) -> Self {
        AesKey::Soft(soft::Aes::new(key))
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        match self {
            AesKey::Soft(_) => Backend::Soft,
            #[cfg(target_arch = "x86_64")]
            AesKey::AesNi(_) => Backend::AesNi,
            #[cfg(target_arch = "x86_64")]
            AesKey::Vaes(_) => Backend::Vaes,
            #[cfg(target_arch = "aarch64")]
            AesKey::Armv8(_) => Backend::Armv8,
        }
    }

    /// The GHASH key for `h` on this key's backend.
    pub(crate) fn ghash_key(&self, h: &Block) -> GHashKey {
        match self {
            AesKey::Soft(_) => GHashKey::Soft(soft::GHashKey::new(h)),
            #[cfg(target_arch = "x86_64")]
            AesKey::AesNi(k) => GHashKey::AesNi(aesni::GHashKey::new(k.token(), h)),
            #[cfg(target_arch = "x86_64")]
            AesKey::Vaes(k) => GHashKey::Vaes(vaes::GHashKey::new(k.token(), h)),
            #[cfg(target_arch = "aarch64")]
            AesKey::Armv8(k) => GHashKey::Armv8(armv8::GHashKey::new(k.token(), h)),
        }
    }

    pub(crate) fn encrypt_blocks(&self, blocks: &mut [Block]) {
        each!(self, AesKey, k => k.encrypt_blocks(blocks))
    }

    pub(crate) fn decrypt_blocks(&self, blocks: &mut [Block]) {
        each!(self, AesKey, k => k.decrypt_blocks(blocks))
    }

    pub(crate) fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        each!(self, AesKey, k => k.ctr128(counter, data))
    }

    pub(crate) fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        each!(self, AesKey, k => k.ctr32(counter, data))
    }

    pub(crate) fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        each!(self, AesKey, k => k.cbc_encrypt(iv, data))
    }

    pub(crate) fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        each!(self, AesKey, k => k.cbc_decrypt(iv, data))
    }

    pub(crate) fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        each!(self, AesKey, k => k.cbc_encrypt_many(ivs, data))
    }

    /// GCM bulk encryption: CTR (inc32) then GHASH of the ciphertext, stitched where the backend
    /// has a kernel for it. `ghash` must come from [`AesKey::ghash_key`] of this key.
    pub(crate) fn gcm_seal(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block]) {
        match (self, ghash) {
            (AesKey::Soft(k), GHashKey::Soft(g)) => k.gcm_seal(g, counter, y, data),
            #[cfg(target_arch = "x86_64")]
            (AesKey::AesNi(k), GHashKey::AesNi(g)) => k.gcm_seal(g, counter, y, data),
            #[cfg(target_arch = "x86_64")]
            (AesKey::Vaes(k), GHashKey::Vaes(g)) => k.gcm_seal(g, counter, y, data),
            #[cfg(target_arch = "aarch64")]
            (AesKey::Armv8(k), GHashKey::Armv8(g)) => k.gcm_seal(g, counter, y, data),
            // Mixed backends cannot be built through this crate's constructors; if they were,
            // the unstitched path is still correct.
            #[allow(unreachable_patterns)]
            _ => {
                self.ctr32(counter, data);
                ghash.update_blocks(y, data);
            }
        }
    }

    /// GCM bulk decryption: GHASH of the ciphertext, then CTR (inc32), stitched where possible.
    pub(crate) fn gcm_open(&self, ghash: &GHashKey, counter: &mut Block, y: &mut Block, data: &mut [Block]) {
        match (self, ghash) {
            (AesKey::Soft(k), GHashKey::Soft(g)) => k.gcm_open(g, counter, y, data),
            #[cfg(target_arch = "x86_64")]
            (AesKey::AesNi(k), GHashKey::AesNi(g)) => k.gcm_open(g, counter, y, data),
            #[cfg(target_arch = "x86_64")]
            (AesKey::Vaes(k), GHashKey::Vaes(g)) => k.gcm_open(g, counter, y, data),
            #[cfg(target_arch = "aarch64")]
            (AesKey::Armv8(k), GHashKey::Armv8(g)) => k.gcm_open(g, counter, y, data),
            #[allow(unreachable_patterns)]
            _ => {
                ghash.update_blocks(y, data);
                self.ctr32(counter, data);
            }
        }
    }
}

impl GHashKey {
    /// The portable key: the fallback that is always available.
    pub(crate) fn soft(h: &Block) -> Self {
        GHashKey::Soft(soft::GHashKey::new(h))
    }

    /// The GHASH key for `h` on `backend`.
    pub(crate) fn new(h: &Block, backend: Backend) -> Result<Self, Error> {
        let unavailable = Err(Error::BackendUnavailable(backend));
        Ok(match backend {
            Backend::Soft => GHashKey::Soft(soft::GHashKey::new(h)),
            #[cfg(target_arch = "x86_64")]
            Backend::AesNi => match AesNiToken::get() {
                Some(t) => GHashKey::AesNi(aesni::GHashKey::new(t, h)),
                None => return unavailable,
            },
            #[cfg(target_arch = "x86_64")]
            Backend::Vaes => match VaesToken::get() {
                Some(t) => GHashKey::Vaes(vaes::GHashKey::new(t, h)),
                None => return unavailable,
            },
            #[cfg(target_arch = "aarch64")]
            Backend::Armv8 => match Armv8Token::get() {
                Some(t) => GHashKey::Armv8(armv8::GHashKey::new(t, h)),
                None => return unavailable,
            },
            #[allow(unreachable_patterns)]
            _ => return unavailable,
        })
    }

    /// The backend this key runs on.
    pub(crate) fn backend(&self) -> Backend {
        match self {
            GHashKey::Soft(_) => Backend::Soft,
            #[cfg(target_arch = "x86_64")]
            GHashKey::AesNi(_) => Backend::AesNi,
            #[cfg(target_arch = "x86_64")]
            GHashKey::Vaes(_) => Backend::Vaes,
            #[cfg(target_arch = "aarch64")]
            GHashKey::Armv8(_) => Backend::Armv8,
        }
    }

    pub(crate) fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        each!(self, GHashKey, k => k.update_blocks(y, blocks))
    }
}
