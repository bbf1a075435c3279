//! The engine behind every hasher: the chaining value, a buffer for one partial block, the byte
//! count, and the compression kernel chosen when the hasher was made.
//!
//! Merkle–Damgård padding (RFC 1321 §3.1–3.2, FIPS 180-4 §5.1): after the message comes a `0x80`
//! byte, zeros, and the message length in bits in the last 8 bytes of a block (16 for SHA-384/512;
//! little-endian for MD5, big-endian for SHA). A tail of `n < BLOCK_LEN` bytes therefore ends in
//! one padded block when `n + 1 + LEN_BYTES ≤ BLOCK_LEN` (0–55 bytes for 64-byte blocks, 0–111
//! for 128-byte ones) and in two otherwise. Both are built in one stack array and compressed with
//! one kernel call.
//!
//! `update` hands every whole block of the caller's slice to the kernel in one call, straight
//! from the slice (no copy); only a partial block at either end goes through `buf`.

#[cfg(target_arch = "x86_64")]
use crate::backend::detect::{Avx2Token, Avx512Token, ShaNiToken};
use crate::backend::hash::{Compress, wipe};

pub(crate) type State<A> = <<A as Algo>::Kernel as Compress>::State;
pub(crate) type Block<A> = <<A as Algo>::Kernel as Compress>::Block;
/// A multi-buffer kernel: `out[k]` = digest of `inputs[k]`, given the token `T` of its features.
#[cfg(target_arch = "x86_64")]
pub(crate) type ManyFn<T, O> = fn(T, &[&[u8]], &mut [O]);

/// One hash algorithm: its compression function, initial value, length encoding and output.
pub(crate) trait Algo: 'static {
    /// The compression function (one variant per backend).
    type Kernel: Compress;
    /// The digest.
    type Output: Copy + AsRef<[u8]>;
    /// The initial chaining value.
    const IV: State<Self>;
    /// Bytes of the length field at the end of the last block (8 or 16).
    const LEN_BYTES: usize;
    /// MD5 writes the length little-endian; SHA big-endian.
    const LITTLE_ENDIAN: bool;
    /// The digest of a final chaining value.
    fn output(state: &State<Self>) -> Self::Output;
    /// The AVX2 multi-buffer kernel: every message of a batch, padding included.
    #[cfg(target_arch = "x86_64")]
    const AVX2_MANY: ManyFn<Avx2Token, Self::Output>;
    /// The AVX-512 multi-buffer kernel (twice the lanes of [`Algo::AVX2_MANY`]), if the
    /// algorithm has one.
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY: Option<ManyFn<Avx512Token, Self::Output>> = None;
    /// The smallest batch that goes to [`Algo::AVX512_MANY`] rather than the AVX2 lanes or the
    /// SHA-NI streams (measured, `examples/many_ratio.rs`).
    #[cfg(target_arch = "x86_64")]
    const AVX512_MANY_MIN: usize = usize::MAX;
    /// The SHA-NI multi-stream kernel (several messages interleaved), if the algorithm has one.
    #[cfg(target_arch = "x86_64")]
    const SHANI_MANY: Option<ManyFn<ShaNiToken, Self::Output>> = None;
    /// The smallest default batch that goes to [`Algo::SHANI_MANY`] (measured: below it one
    /// stream at a time is as fast).
    #[cfg(target_arch = "x86_64")]
    const SHANI_MANY_MIN: usize = 3;
}

/// Pads `tail` (the end of a message of `total` bytes) into one or two blocks on the stack and
/// compresses them with one call.
#[inline(always)]
fn finish<A: Algo>(kernel: A::Kernel, state: &mut State<A>, tail: &[u8], total: u64) {
    let n = tail.len();
    let mut last = A::Kernel::ZERO_BLOCK;
    if n + 1 + A::LEN_BYTES <= A::Kernel::BLOCK_LEN {
        #[cfg(target_arch = "x86_64")]
        crate::backend::x86::pad::pad_block(last.as_mut(), tail, len16::<A>(total));
        #[cfg(not(target_arch = "x86_64"))]
        {
            copy_short(last.as_mut(), tail);
            last.as_mut()[n] = 0x80;
            put_len::<A>(last.as_mut(), total);
        }
        kernel.compress(state, core::slice::from_ref(&last));
        wipe(&mut last);
    } else {
        copy_short(last.as_mut(), tail);
        last.as_mut()[n] = 0x80;
        let mut two = [last, A::Kernel::ZERO_BLOCK];
        put_len::<A>(two[1].as_mut(), total);
        kernel.compress(state, &two);
        wipe(&mut two);
        wipe(&mut last);
    }
}

/// The last 16 bytes of a block as the length field alone makes them (zeros before it), read as
/// a little-endian number: what [`put_len`] would write there.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn len16<A: Algo>(total: u64) -> u128 {
    let bits = u128::from(total) << 3;
    if A::LITTLE_ENDIAN {
        u128::from(bits as u64) << 64
    } else if A::LEN_BYTES == 8 {
        u128::from((bits as u64).swap_bytes()) << 64
    } else {
        bits.swap_bytes()
    }
}

/// Writes the message length in bits at the end of the last block.
#[inline(always)]
fn put_len<A: Algo>(block: &mut [u8], total: u64) {
    let b = block.len();
    let bits = u128::from(total) << 3;
    if A::LITTLE_ENDIAN {
        block[b - 8..].copy_from_slice(&(bits as u64).to_le_bytes());
    } else if A::LEN_BYTES == 8 {
        block[b - 8..].copy_from_slice(&(bits as u64).to_be_bytes());
    } else {
        block[b - 16..].copy_from_slice(&bits.to_be_bytes());
    }
}

/// `dst[..src.len()] = src` for `src.len() < dst.len() ≤ 128`, as at most two overlapping copies
/// of a fixed width (1, 4, 8, 16, 32 or 64 bytes) picked by the length: inline loads and stores
/// where `copy_from_slice` of a variable length is a call to `memcpy`, which costs as much as
/// the rest of a short one-shot digest around the compression.
#[inline(always)]
pub(crate) fn copy_short(dst: &mut [u8], src: &[u8]) {
    fn two<const W: usize>(dst: &mut [u8], src: &[u8]) {
        let n = src.len();
        dst[..W].copy_from_slice(&src[..W]);
        dst[n - W..n].copy_from_slice(&src[n - W..]);
    }
    match src.len() {
        0 => {}
        n @ 1..=3 => {
            dst[0] = src[0];
            dst[n / 2] = src[n / 2];
            dst[n - 1] = src[n - 1];
        }
        4..=7 => two::<4>(dst, src),
        8..=15 => two::<8>(dst, src),
        16..=31 => two::<16>(dst, src),
        32..=63 => two::<32>(dst, src),
        64..=128 => two::<64>(dst, src),
        n => dst[..n].copy_from_slice(src),
    }
}

/// The digest of `data` in one call: the whole blocks straight from `data`, then the padded tail.
#[inline(always)]
pub(crate) fn oneshot<A: Algo>(kernel: A::Kernel, data: &[u8]) -> A::Output {
    let mut state = A::IV;
    let (blocks, tail) = A::Kernel::split(data);
    if !blocks.is_empty() {
        kernel.compress(&mut state, blocks);
    }
    finish::<A>(kernel, &mut state, tail, data.len() as u64);
    let out = A::output(&state);
    wipe(&mut state);
    out
}

/// A running hash. Wiped on drop.
pub(crate) struct Core<A: Algo> {
    state: State<A>,
    /// Bytes absorbed so far; `len % BLOCK_LEN` of them wait in `buf`.
    len: u64,
    buf: Block<A>,
    kernel: A::Kernel,
}

impl<A: Algo> Core<A> {
    #[inline]
    pub(crate) fn new(kernel: A::Kernel) -> Self {
        Core { state: A::IV, len: 0, buf: A::Kernel::ZERO_BLOCK, kernel }
    }

    #[inline]
    pub(crate) fn kernel(&self) -> A::Kernel {
        self.kernel
    }

    #[inline]
    pub(crate) fn reset(&mut self) {
        self.state = A::IV;
        self.len = 0;
    }

    pub(crate) fn update(&mut self, mut data: &[u8]) {
        let b = A::Kernel::BLOCK_LEN;
        let used = (self.len % b as u64) as usize;
        self.len = self.len.wrapping_add(data.len() as u64);
        if used != 0 {
            let take = data.len().min(b - used);
            self.buf.as_mut()[used..used + take].copy_from_slice(&data[..take]);
            if used + take < b {
                return;
            }
            data = &data[take..];
            self.kernel.compress(&mut self.state, core::slice::from_ref(&self.buf));
        }
        let (blocks, tail) = A::Kernel::split(data);
        if !blocks.is_empty() {
            self.kernel.compress(&mut self.state, blocks);
        }
        self.buf.as_mut()[..tail.len()].copy_from_slice(tail);
    }

    /// Takes the bytes of a partial block out of the hasher: returns the buffer and how many of
    /// its bytes are pending, and leaves the state and the count of whole blocks (the
    /// `digest` feature's `CoreProxy::decompose`).
    #[cfg(feature = "digest")]
    pub(crate) fn split_pending(&mut self) -> (Block<A>, usize) {
        let used = (self.len % A::Kernel::BLOCK_LEN as u64) as usize;
        self.len -= used as u64;
        (self.buf, used)
    }

    /// The digest of everything absorbed; leaves the state spent (the caller resets or drops).
    #[inline]
    pub(crate) fn finish(&mut self) -> A::Output {
        let used = (self.len % A::Kernel::BLOCK_LEN as u64) as usize;
        finish::<A>(self.kernel, &mut self.state, &self.buf.as_ref()[..used], self.len);
        A::output(&self.state)
    }
}

impl<A: Algo> Clone for Core<A> {
    #[inline]
    fn clone(&self) -> Self {
        Core { state: self.state, len: self.len, buf: self.buf, kernel: self.kernel }
    }
}

impl<A: Algo> Drop for Core<A> {
    fn drop(&mut self) {
        wipe(&mut self.state);
        wipe(&mut self.buf);
        wipe(&mut self.len);
    }
}

/// Defines a public hasher type over `Core<$algo>` and implements [`Digest`](super::Digest).
macro_rules! hasher {
    (
        $(#[$doc:meta])*
        $name:ident, $algo:ty, output = $out:literal, block = $block:literal
    ) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            core: $crate::digest::core::Core<$algo>,
        }

        impl $crate::digest::sealed::Sealed for $name {}

        #[cfg(feature = "digest")]
        impl $name {
            /// See [`Core::split_pending`]($crate::digest::core::Core::split_pending).
            pub(crate) fn split_pending(&mut self) -> ([u8; $block], usize) {
                self.core.split_pending()
            }
        }

        impl Default for $name {
            #[inline]
            fn default() -> Self {
                <Self as $crate::digest::Digest>::new()
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                use $crate::digest::Digest;
                f.debug_struct(stringify!($name)).field("backend", &self.backend()).finish_non_exhaustive()
            }
        }

        impl $crate::digest::Digest for $name {
            const OUTPUT_LEN: usize = $out;
            const BLOCK_LEN: usize = $block;
            type Output = [u8; $out];

            #[inline]
            fn new() -> Self {
                use $crate::backend::hash::Compress;
                $name { core: $crate::digest::core::Core::new(Compress::fastest()) }
            }

            fn with_backend(b: $crate::digest::HashBackend) -> Result<Self, $crate::Error> {
                use $crate::backend::hash::Compress;
                match Compress::for_backend(b) {
                    Some(k) => Ok($name { core: $crate::digest::core::Core::new(k) }),
                    None => Err($crate::Error::HashBackendUnavailable(b)),
                }
            }

            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.core.update(data)
            }

            #[inline]
            fn finalize(mut self) -> [u8; $out] {
                self.core.finish()
            }

            #[inline]
            fn finalize_reset(&mut self) -> [u8; $out] {
                let out = self.core.finish();
                self.core.reset();
                out
            }

            #[inline]
            fn reset(&mut self) {
                self.core.reset()
            }

            fn backend(&self) -> $crate::digest::HashBackend {
                use $crate::backend::hash::Compress;
                self.core.kernel().backend()
            }

            #[inline]
            fn digest(data: &[u8]) -> [u8; $out] {
                use $crate::backend::hash::Compress;
                $crate::digest::core::oneshot::<$algo>(Compress::fastest(), data)
            }

            fn digest_many(inputs: &[impl AsRef<[u8]>], out: &mut [[u8; $out]]) -> Result<(), $crate::Error> {
                $crate::digest::many::digest_many_of::<$algo>(None, inputs, out)
            }

            fn digest_many_with(
                backend: $crate::digest::HashBackend,
                inputs: &[impl AsRef<[u8]>],
                out: &mut [[u8; $out]],
            ) -> Result<(), $crate::Error> {
                $crate::digest::many::digest_many_of::<$algo>(Some(backend), inputs, out)
            }
        }
    };
}

pub(crate) use hasher;

/// Big-endian words to bytes (the SHA output), the first `N / 4` words of `state`.
#[inline(always)]
pub(crate) fn be32<const N: usize>(state: &[u32]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, w) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
        *o = w.to_be_bytes();
    }
    out
}

/// Big-endian 64-bit words to bytes, the first `N / 8` words of `state`.
#[inline(always)]
pub(crate) fn be64<const N: usize>(state: &[u64]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, w) in out.as_chunks_mut::<8>().0.iter_mut().zip(state) {
        *o = w.to_be_bytes();
    }
    out
}
