//! The hash backend layer: the [`HashBackend`] names, the compression functions of every backend
//! behind one small `Copy` enum per function (chosen once per hasher by `for_backend` / `fastest`
//! and matched once per call, never per block), the Merkle–Damgård padding of a message's end
//! ([`finish`]), and the multi-buffer kernels of `digest_many` ([`many`]).
//!
//! Below it, one folder per instruction set: `soft/` (portable scalar), `x86/` (SHA-NI, the AVX2
//! and AVX-512 multi-buffer lanes, the padded-block stores) and `armv8/` (the ARMv8 SHA
//! instructions). `crate::digest` builds the public hashers on this module alone.
//!
//! Every variant that needs a CPU feature holds its token, so the call into the kernel is sound by
//! construction.

#![allow(unsafe_code)]

#[cfg(target_arch = "aarch64")]
mod armv8;
#[cfg(test)]
mod end_tests;
pub(crate) mod many;
mod pad;
#[cfg(test)]
pub(crate) mod reference;
pub(crate) mod soft;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86;

use core::fmt;

#[cfg(target_arch = "aarch64")]
use super::detect::{Armv8Sha512Token, Armv8ShaToken};
#[cfg(target_arch = "x86_64")]
use super::detect::{Avx2Token, Avx512VlToken, ShaNiToken};
pub(crate) use super::wipe::{Plain, wipe_value as wipe};
pub(crate) use pad::{finish, finish_after, finish_bits, padded};
#[cfg(target_arch = "x86_64")]
use x86::{avx2, shani};

/// An implementation of the hash compression functions for one instruction set.
///
/// ```
/// use aes_engine::digest::HashBackend;
///
/// let all: Vec<HashBackend> = HashBackend::available().collect();
/// assert_eq!(all.last(), Some(&HashBackend::Soft));
/// assert_eq!(HashBackend::ShaNi.name(), "sha-ni");
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HashBackend {
    /// Portable scalar code; runs everywhere, implements every algorithm.
    Soft,
    /// x86_64 SHA extensions with SSSE3 and SSE4.1: SHA-1 and SHA-224/256.
    ShaNi,
    /// x86_64 AVX2: multi-buffer lanes for [`Digest::digest_many`](crate::digest::Digest::digest_many).
    Avx2,
    /// aarch64 ARMv8 SHA1/SHA2 (and SHA512) cryptography extensions.
    Armv8,
}

/// Every hash backend, fastest first.
const ALL: [HashBackend; 4] = [HashBackend::ShaNi, HashBackend::Armv8, HashBackend::Avx2, HashBackend::Soft];

impl HashBackend {
    /// Every backend usable on this CPU, fastest first; [`HashBackend::Soft`] is always last.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, HashBackend, Sha256};
    /// use hex_literal::hex;
    ///
    /// assert_eq!(HashBackend::available().last(), Some(HashBackend::Soft));
    /// // The fastest usable backend that has a SHA-256 kernel (`soft` at worst).
    /// let mut h = HashBackend::available().find_map(|b| Sha256::with_backend(b).ok()).unwrap();
    /// h.update(b"abc"); // FIPS 180-2 B.1
    /// assert_eq!(h.finalize(), hex!("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    /// ```
    pub fn available() -> impl Iterator<Item = HashBackend> {
        ALL.into_iter().filter(|b| b.is_available())
    }

    /// Whether this backend can run on this CPU (whether it implements a given algorithm is a
    /// separate question: see the [module table](crate::digest)).
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Digest, HashBackend, Sha256}};
    ///
    /// assert!(HashBackend::Soft.is_available());
    /// // SHA-NI has a SHA-256 kernel, so `with_backend` succeeds exactly where it can run.
    /// let ni = Sha256::with_backend(HashBackend::ShaNi);
    /// if HashBackend::ShaNi.is_available() {
    ///     assert!(ni.is_ok());
    /// } else {
    ///     assert_eq!(ni.err(), Some(Error::HashBackendUnavailable(HashBackend::ShaNi)));
    /// }
    /// ```
    #[must_use]
    pub fn is_available(self) -> bool {
        match self {
            HashBackend::Soft => true,
            HashBackend::ShaNi => super::detect::has_shani(),
            HashBackend::Avx2 => super::detect::has_avx2(),
            HashBackend::Armv8 => super::detect::has_armv8_sha(),
        }
    }

    /// The short name: `"soft"`, `"sha-ni"`, `"avx2"` or `"armv8"`.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, HashBackend, Sha1};
    ///
    /// assert_eq!(HashBackend::Avx2.name(), "avx2");
    /// assert_eq!(HashBackend::Armv8.to_string(), "armv8"); // `Display` prints the name
    /// let h = Sha1::with_backend(HashBackend::Soft)?;
    /// assert_eq!(h.backend().name(), "soft");
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            HashBackend::Soft => "soft",
            HashBackend::ShaNi => "sha-ni",
            HashBackend::Avx2 => "avx2",
            HashBackend::Armv8 => "armv8",
        }
    }
}

impl fmt::Display for HashBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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
    /// Bytes of the length field that ends the padding (8, or 16 for SHA-384/512).
    const LEN_BYTES: usize;
    /// Whether the length field is little-endian (MD5) rather than big-endian (SHA).
    const LITTLE_ENDIAN: bool;
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
    /// Compresses every block of `blocks`, then every block of `last` (non-empty), into
    /// `state`: a message's whole blocks from the caller's slice and its padded end from the
    /// stack. One kernel call where the kernel takes both slices (SHA-NI SHA-224/256: the
    /// chaining value is not stored and reloaded between them), else one call per non-empty
    /// slice.
    #[inline]
    fn compress_then(self, state: &mut Self::State, blocks: &[Self::Block], last: &[Self::Block]) {
        if !blocks.is_empty() {
            self.compress(state, blocks);
        }
        self.compress(state, last);
    }
    /// The end of an HMAC (RFC 2104) in one kernel call, where the kernel has that path (SHA-NI
    /// SHA-224/256): every block of `blocks`, then of `last`, compressed from the chaining value
    /// `inner`, then, from the chaining value `outer`, the one padded block of the inner digest,
    /// which for a SHA function is the first `digest_len` bytes of the inner state's words
    /// written big-endian; `outer_bits` is that block's length field (the keyed block and the
    /// digest, in bits). Returns the final outer chaining value (the MAC's words), or `None`,
    /// having done nothing, where the kernel has no such path: the caller then runs the two
    /// hashes itself.
    #[inline]
    fn hmac_end(
        self,
        inner: &Self::State,
        blocks: &[Self::Block],
        last: &[Self::Block],
        outer: &Self::State,
        digest_len: usize,
        outer_bits: u64,
    ) -> Option<Self::State> {
        let _ = (inner, blocks, last, outer, digest_len, outer_bits);
        None
    }
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
    const LEN_BYTES: usize = 8;
    const LITTLE_ENDIAN: bool = true;

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
/// module (`soft::$f`, `shani::$f`, `armv8::$f`), `$then` SHA-NI's [`Compress::compress_then`].
macro_rules! sha_kernel {
    ($(#[$doc:meta])* $name:ident, $state:ty, $f:ident, $then:ident $(, $($extra:tt)*)?) => {
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
            const LEN_BYTES: usize = 8;
            const LITTLE_ENDIAN: bool = false;

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

            #[inline]
            fn compress_then(self, state: &mut $state, blocks: &[[u8; 64]], last: &[[u8; 64]]) {
                #[cfg(target_arch = "x86_64")]
                if let $name::ShaNi(t) = self {
                    return shani::$then(t, state, blocks, last);
                }
                if !blocks.is_empty() {
                    self.compress(state, blocks);
                }
                self.compress(state, last);
            }

            $($($extra)*)?
        }
    };
}

sha_kernel! {
    /// SHA-1.
    Sha1Kernel, [u32; 5], sha1_compress, sha1_compress_then
}

sha_kernel! {
    /// SHA-224/256.
    Sha256Kernel, [u32; 8], sha256_compress, sha256_compress_then,

    #[inline]
    fn hmac_end(
        self,
        inner: &[u32; 8],
        blocks: &[[u8; 64]],
        last: &[[u8; 64]],
        outer: &[u32; 8],
        digest_len: usize,
        outer_bits: u64,
    ) -> Option<[u32; 8]> {
        #[cfg(target_arch = "x86_64")]
        if let Sha256Kernel::ShaNi(t) = self {
            let mut end = *outer;
            shani::sha256_hmac_end(t, inner, blocks, last, &mut end, digest_len, outer_bits);
            return Some(end);
        }
        let _ = (self, inner, blocks, last, outer, digest_len, outer_bits);
        None
    }
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
    const LEN_BYTES: usize = 16;
    const LITTLE_ENDIAN: bool = false;

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
