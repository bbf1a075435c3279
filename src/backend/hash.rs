//! The hash compression functions behind one small `Copy` enum per function, chosen once per
//! hasher (`for_backend` / `fastest`) and matched once per call, never per block.
//!
//! Every variant that needs a CPU feature holds its token, so the call into the kernel is sound by
//! construction. `wipe` clears hash state and block buffers with whole-value volatile stores.

#![allow(unsafe_code)]

use crate::digest::HashBackend;

#[cfg(target_arch = "aarch64")]
use super::armv8::sha as armv8;
#[cfg(target_arch = "aarch64")]
use super::detect::{Armv8Sha512Token, Armv8ShaToken};
#[cfg(target_arch = "x86_64")]
use super::detect::{Avx2Token, Avx512VlToken, ShaNiToken};
use super::soft;
#[cfg(target_arch = "x86_64")]
use super::x86::{avx2, shani};

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

/// SHA-384/512. The `avx2` backend runs `Avx512Vl` (the same kernel with its schedule in
/// AVX-512VL) where the CPU has it, `Avx2` elsewhere.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sha512Kernel {
    Soft,
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2Token),
    #[cfg(target_arch = "x86_64")]
    Avx512Vl(Avx512VlToken),
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

/// A SHA function with 64-byte blocks (SHA-1, SHA-224/256): soft, SHA-NI on x86_64, the ARMv8
/// SHA1/SHA2 instructions on aarch64. `$f` names the compression function in each backend
/// module (`soft::$f`, `shani::$f`, `armv8::$f`).
macro_rules! sha_kernel {
    ($(#[$doc:meta])* $name:ident, $state:ty, $f:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub(crate) enum $name {
            Soft,
            #[cfg(target_arch = "x86_64")]
            ShaNi(ShaNiToken),
            #[cfg(target_arch = "aarch64")]
            Armv8(Armv8ShaToken),
        }

        impl Compress for $name {
            type State = $state;
            type Block = [u8; 64];
            const ZERO_BLOCK: [u8; 64] = [0; 64];
            const BLOCK_LEN: usize = 64;

            fn for_backend(b: HashBackend) -> Option<Self> {
                match b {
                    HashBackend::Soft => Some($name::Soft),
                    #[cfg(target_arch = "x86_64")]
                    HashBackend::ShaNi => ShaNiToken::get().map($name::ShaNi),
                    #[cfg(target_arch = "aarch64")]
                    HashBackend::Armv8 => Armv8ShaToken::get().map($name::Armv8),
                    _ => None,
                }
            }

            #[inline]
            fn fastest() -> Self {
                #[cfg(target_arch = "x86_64")]
                if let Some(t) = ShaNiToken::get() {
                    return $name::ShaNi(t);
                }
                #[cfg(target_arch = "aarch64")]
                if let Some(t) = Armv8ShaToken::get() {
                    return $name::Armv8(t);
                }
                $name::Soft
            }

            fn backend(self) -> HashBackend {
                match self {
                    $name::Soft => HashBackend::Soft,
                    #[cfg(target_arch = "x86_64")]
                    $name::ShaNi(_) => HashBackend::ShaNi,
                    #[cfg(target_arch = "aarch64")]
                    $name::Armv8(_) => HashBackend::Armv8,
                }
            }

            #[inline]
            fn split(data: &[u8]) -> (&[[u8; 64]], &[u8]) {
                data.as_chunks()
            }

            #[inline]
            fn compress(self, state: &mut $state, blocks: &[[u8; 64]]) {
                match self {
                    $name::Soft => soft::$f(state, blocks),
                    #[cfg(target_arch = "x86_64")]
                    $name::ShaNi(t) => shani::$f(t, state, blocks),
                    #[cfg(target_arch = "aarch64")]
                    $name::Armv8(t) => armv8::$f(t, state, blocks),
                }
            }
        }
    };
}

sha_kernel! {
    /// SHA-1.
    Sha1Kernel, [u32; 5], sha1_compress
}

sha_kernel! {
    /// SHA-224/256.
    Sha256Kernel, [u32; 8], sha256_compress
}

#[cfg(target_arch = "x86_64")]
impl Sha512Kernel {
    /// The `avx2` backend's kernel: the AVX-512VL variant where the CPU has it, else AVX2.
    #[inline]
    fn avx2_family() -> Option<Self> {
        match Avx512VlToken::get() {
            Some(t) => Some(Sha512Kernel::Avx512Vl(t)),
            None => Avx2Token::get().map(Sha512Kernel::Avx2),
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
            #[cfg(target_arch = "x86_64")]
            HashBackend::Avx2 => Sha512Kernel::avx2_family(),
            #[cfg(target_arch = "aarch64")]
            HashBackend::Armv8 => Armv8Sha512Token::get().map(Sha512Kernel::Armv8),
            _ => None,
        }
    }

    #[inline]
    fn fastest() -> Self {
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Sha512Kernel::avx2_family() {
            return k;
        }
        #[cfg(target_arch = "aarch64")]
        if let Some(t) = Armv8Sha512Token::get() {
            return Sha512Kernel::Armv8(t);
        }
        Sha512Kernel::Soft
    }

    fn backend(self) -> HashBackend {
        match self {
            Sha512Kernel::Soft => HashBackend::Soft,
            #[cfg(target_arch = "x86_64")]
            Sha512Kernel::Avx2(_) | Sha512Kernel::Avx512Vl(_) => HashBackend::Avx2,
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
            #[cfg(target_arch = "x86_64")]
            Sha512Kernel::Avx2(t) => avx2::sha512_compress(t, state, blocks),
            #[cfg(target_arch = "x86_64")]
            Sha512Kernel::Avx512Vl(t) => avx2::sha512_compress_vl(t, state, blocks),
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
