//! The hash compression functions behind one small `Copy` enum per function, chosen once per
//! hasher (`for_backend` / `fastest`) and matched once per call, never per block.
//!
//! Every variant that needs a CPU feature holds its token, so the call into the kernel is sound by
//! construction. `wipe` clears hash state and block buffers with whole-value volatile stores.

#![allow(unsafe_code)]

use crate::digest::HashBackend;

#[cfg(target_arch = "aarch64")]
use super::armv8::sha as armv8;
#[cfg(target_arch = "x86_64")]
use super::detect::ShaNiToken;
#[cfg(target_arch = "aarch64")]
use super::detect::{Armv8Sha512Token, Armv8ShaToken};
use super::soft;
#[cfg(target_arch = "x86_64")]
use super::x86::shani;

/// One compression function on every backend that implements it.
pub(crate) trait Compress: Copy + Eq + 'static {
    /// The chaining value (`[u32; 4]`, `[u32; 5]`, `[u32; 8]` or `[u64; 8]`).
    type State: Plain;
    /// One message block (`[u8; 64]` or `[u8; 128]`).
    type Block: Plain + AsRef<[u8]> + AsMut<[u8]>;
    /// A block of zeros.
    const ZERO_BLOCK: Self::Block;
    /// Bytes per block.
    const BLOCK_LEN: usize;
    /// The kernel for `b`, if `b` is usable on this CPU and implements this function.
    fn for_backend(b: HashBackend) -> Option<Self>;
    /// The fastest kernel on this CPU (reads the cached feature bits).
    fn fastest() -> Self;
    /// The backend this kernel belongs to.
    fn backend(self) -> HashBackend;
    /// Whole blocks of `data` (borrowed, not copied) and the tail of fewer than `BLOCK_LEN` bytes.
    fn split(data: &[u8]) -> (&[Self::Block], &[u8]);
    /// Compresses every block into `state`, in order.
    fn compress(self, state: &mut Self::State, blocks: &[Self::Block]);
}

/// MD5: soft only (no CPU has an MD5 instruction).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Md5Kernel {
    Soft,
}

/// SHA-1.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sha1Kernel {
    Soft,
    #[cfg(target_arch = "x86_64")]
    ShaNi(ShaNiToken),
    #[cfg(target_arch = "aarch64")]
    Armv8(Armv8ShaToken),
}

/// SHA-224/256.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sha256Kernel {
    Soft,
    #[cfg(target_arch = "x86_64")]
    ShaNi(ShaNiToken),
    #[cfg(target_arch = "aarch64")]
    Armv8(Armv8ShaToken),
}

/// SHA-384/512.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sha512Kernel {
    Soft,
    #[cfg(target_arch = "aarch64")]
    Armv8(Armv8Sha512Token),
}

impl Compress for Md5Kernel {
    type State = [u32; 4];
    type Block = [u8; 64];
    const ZERO_BLOCK: [u8; 64] = [0; 64];
    const BLOCK_LEN: usize = 64;

    fn for_backend(b: HashBackend) -> Option<Self> {
        match b {
            HashBackend::Soft => Some(Md5Kernel::Soft),
            _ => None,
        }
    }

    #[inline]
    fn fastest() -> Self {
        Md5Kernel::Soft
    }

    fn backend(self) -> HashBackend {
        HashBackend::Soft
    }

    #[inline]
    fn split(data: &[u8]) -> (&[[u8; 64]], &[u8]) {
        data.as_chunks()
    }

    #[inline]
    fn compress(self, state: &mut [u32; 4], blocks: &[[u8; 64]]) {
        soft::md5_compress(state, blocks)
    }
}

impl Compress for Sha1Kernel {
    type State = [u32; 5];
    type Block = [u8; 64];
    const ZERO_BLOCK: [u8; 64] = [0; 64];
    const BLOCK_LEN: usize = 64;

    fn for_backend(b: HashBackend) -> Option<Self> {
        match b {
            HashBackend::Soft => Some(Sha1Kernel::Soft),
            #[cfg(target_arch = "x86_64")]
            HashBackend::ShaNi => ShaNiToken::get().map(Sha1Kernel::ShaNi),
            #[cfg(target_arch = "aarch64")]
            HashBackend::Armv8 => Armv8ShaToken::get().map(Sha1Kernel::Armv8),
            _ => None,
        }
    }

    #[inline]
    fn fastest() -> Self {
        #[cfg(target_arch = "x86_64")]
        if let Some(t) = ShaNiToken::get() {
            return Sha1Kernel::ShaNi(t);
        }
        #[cfg(target_arch = "aarch64")]
        if let Some(t) = Armv8ShaToken::get() {
            return Sha1Kernel::Armv8(t);
        }
        Sha1Kernel::Soft
    }

    fn backend(self) -> HashBackend {
        match self {
            Sha1Kernel::Soft => HashBackend::Soft,
            #[cfg(target_arch = "x86_64")]
            Sha1Kernel::ShaNi(_) => HashBackend::ShaNi,
            #[cfg(target_arch = "aarch64")]
            Sha1Kernel::Armv8(_) => HashBackend::Armv8,
        }
    }

    #[inline]
    fn split(data: &[u8]) -> (&[[u8; 64]], &[u8]) {
        data.as_chunks()
    }

    #[inline]
    fn compress(self, state: &mut [u32; 5], blocks: &[[u8; 64]]) {
        match self {
            Sha1Kernel::Soft => soft::sha1_compress(state, blocks),
            #[cfg(target_arch = "x86_64")]
            Sha1Kernel::ShaNi(t) => shani::sha1_compress(t, state, blocks),
            #[cfg(target_arch = "aarch64")]
            Sha1Kernel::Armv8(t) => armv8::sha1_compress(t, state, blocks),
        }
    }
}

impl Compress for Sha256Kernel {
    type State = [u32; 8];
    type Block = [u8; 64];
    const ZERO_BLOCK: [u8; 64] = [0; 64];
    const BLOCK_LEN: usize = 64;

    fn for_backend(b: HashBackend) -> Option<Self> {
        match b {
            HashBackend::Soft => Some(Sha256Kernel::Soft),
            #[cfg(target_arch = "x86_64")]
            HashBackend::ShaNi => ShaNiToken::get().map(Sha256Kernel::ShaNi),
            #[cfg(target_arch = "aarch64")]
            HashBackend::Armv8 => Armv8ShaToken::get().map(Sha256Kernel::Armv8),
            _ => None,
        }
    }

    #[inline]
    fn fastest() -> Self {
        #[cfg(target_arch = "x86_64")]
        if let Some(t) = ShaNiToken::get() {
            return Sha256Kernel::ShaNi(t);
        }
        #[cfg(target_arch = "aarch64")]
        if let Some(t) = Armv8ShaToken::get() {
            return Sha256Kernel::Armv8(t);
        }
        Sha256Kernel::Soft
    }

    fn backend(self) -> HashBackend {
        match self {
            Sha256Kernel::Soft => HashBackend::Soft,
            #[cfg(target_arch = "x86_64")]
            Sha256Kernel::ShaNi(_) => HashBackend::ShaNi,
            #[cfg(target_arch = "aarch64")]
            Sha256Kernel::Armv8(_) => HashBackend::Armv8,
        }
    }

    #[inline]
    fn split(data: &[u8]) -> (&[[u8; 64]], &[u8]) {
        data.as_chunks()
    }

    #[inline]
    fn compress(self, state: &mut [u32; 8], blocks: &[[u8; 64]]) {
        match self {
            Sha256Kernel::Soft => soft::sha256_compress(state, blocks),
            #[cfg(target_arch = "x86_64")]
            Sha256Kernel::ShaNi(t) => shani::sha256_compress(t, state, blocks),
            #[cfg(target_arch = "aarch64")]
            Sha256Kernel::Armv8(t) => armv8::sha256_compress(t, state, blocks),
        }
    }
}

impl Compress for Sha512Kernel {
    type State = [u64; 8];
    type Block = [u8; 128];
    const ZERO_BLOCK: [u8; 128] = [0; 128];
    const BLOCK_LEN: usize = 128;

    fn for_backend(b: HashBackend) -> Option<Self> {
        match b {
            HashBackend::Soft => Some(Sha512Kernel::Soft),
            #[cfg(target_arch = "aarch64")]
            HashBackend::Armv8 => Armv8Sha512Token::get().map(Sha512Kernel::Armv8),
            _ => None,
        }
    }

    #[inline]
    fn fastest() -> Self {
        #[cfg(target_arch = "aarch64")]
        if let Some(t) = Armv8Sha512Token::get() {
            return Sha512Kernel::Armv8(t);
        }
        Sha512Kernel::Soft
    }

    fn backend(self) -> HashBackend {
        match self {
            Sha512Kernel::Soft => HashBackend::Soft,
            #[cfg(target_arch = "aarch64")]
            Sha512Kernel::Armv8(_) => HashBackend::Armv8,
        }
    }

    #[inline]
    fn split(data: &[u8]) -> (&[[u8; 128]], &[u8]) {
        data.as_chunks()
    }

    #[inline]
    fn compress(self, state: &mut [u64; 8], blocks: &[[u8; 128]]) {
        match self {
            Sha512Kernel::Soft => soft::sha512_compress(state, blocks),
            #[cfg(target_arch = "aarch64")]
            Sha512Kernel::Armv8(t) => armv8::sha512_compress(t, state, blocks),
        }
    }
}

/// Overwrites every byte of `x` with zero through volatile stores of 16 bytes (then single bytes
/// for a remainder), which the compiler may not remove although `x` is dead afterwards. (One
/// volatile store of a whole 128-byte value is compiled as a zeroed temporary copied over it.)
#[inline(always)]
pub(crate) fn wipe<T: Plain>(x: &mut T) {
    let p: *mut T = x;
    let n = core::mem::size_of::<T>();
    for i in 0..n / 16 {
        // SAFETY: `p` is valid for writes of `size_of::<T>()` bytes (an exclusive reference);
        // chunk `i` lies within them; `[u8; 16]` has alignment 1; `T: Plain` is an integer or an
        // array of them (no padding, no drop glue), for which all-zero bytes are a valid value.
        unsafe { core::ptr::write_volatile(p.cast::<[u8; 16]>().add(i), [0; 16]) };
    }
    for i in n / 16 * 16..n {
        // SAFETY: as above, byte `i < size_of::<T>()`.
        unsafe { core::ptr::write_volatile(p.cast::<u8>().add(i), 0) };
    }
    core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
}

/// Integers and (nested) arrays of them: all-zero bytes are a valid value and there is no
/// padding, so [`wipe`] may overwrite them byte by byte.
pub(crate) trait Plain: Copy {}
impl Plain for u8 {}
impl Plain for u32 {}
impl Plain for u64 {}
impl<T: Plain, const N: usize> Plain for [T; N] {}
