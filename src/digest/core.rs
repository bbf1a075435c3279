//! The engine behind every hasher: the chaining value, a buffer for one partial block, the byte
//! count, and the compression kernel chosen when the hasher was made.
//!
//! The padding of a message's end and its last compression are the hash backend's
//! (`backend::hash::finish`).
//!
//! `update` hands every whole block of the caller's slice to the kernel in one call, straight
//! from the slice (no copy); only a partial block at either end goes through `buf`.

use crate::backend::hash::many::ManyKernels;
use crate::backend::hash::{Compress, Plain, finish, finish_after, finish_bits, padded, wipe};

pub(crate) type State<A> = <<A as Algo>::Kernel as Compress>::State;
pub(crate) type Block<A> = <<A as Algo>::Kernel as Compress>::Block;

/// One hash algorithm: its compression function, initial value, output and multi-buffer kernels.
pub(crate) trait Algo: 'static {
    /// The compression function (one variant per backend).
    type Kernel: Compress;
    /// The digest.
    type Output: Copy + AsRef<[u8]> + Plain;
    /// The initial chaining value.
    const IV: State<Self>;
    /// The digest of a final chaining value.
    fn output(state: &State<Self>) -> Self::Output;
    /// The multi-buffer kernels of `digest_many` (`backend::hash::many`).
    type Many: ManyKernels<Self::Output, State = State<Self>>;
}

/// The digest of `data` in one call: the whole blocks straight from `data`, then the padded tail,
/// both in one [`Compress::compress_then`] call (`backend::hash::finish_after`).
#[inline(always)]
pub(crate) fn oneshot<A: Algo>(kernel: A::Kernel, data: &[u8]) -> A::Output {
    let mut state = A::IV;
    let (blocks, tail) = A::Kernel::split(data);
    finish_after(kernel, &mut state, blocks, tail, data.len() as u64);
    let out = A::output(&state);
    wipe(&mut state);
    out
}

/// The HMAC of `msg` from the keyed states of its key (RFC 2104): `inner` and `outer` have each
/// absorbed one block (`K' ^ ipad`, `K' ^ opad`) and nothing more. Only chaining values are
/// copied: the inner one takes the message's whole blocks straight from `msg` and its padded tail
/// (one block, or two past `BLOCK_LEN - 1 - LEN_BYTES` bytes) in one kernel call
/// ([`Compress::compress_then`]), the outer one the inner digest,
/// which with its padding is always one block (at most 64 + 1 + 16 bytes of a 128-byte block,
/// 32 + 1 + 8 of a 64-byte one). The length fields count the keyed block.
///
/// Where the kernel has [`Compress::hmac_end`] (SHA-NI SHA-224/256), the inner hash's end and
/// the outer block run in one kernel call, the outer block built in registers from the inner
/// state: no digest bytes and no second call between the two compressions, which form one
/// serial chain.
#[inline]
pub(crate) fn hmac_sign<A: Algo>(inner: &Core<A>, outer: &Core<A>, msg: &[u8]) -> A::Output {
    debug_assert!(inner.len == A::Kernel::BLOCK_LEN as u64 && outer.len == inner.len);
    let kernel = inner.kernel;
    let mut state = inner.state;
    let (blocks, tail) = A::Kernel::split(msg);
    let total = inner.len.wrapping_add(msg.len() as u64);
    let digest_len = core::mem::size_of::<A::Output>();
    let outer_bits = (outer.len + digest_len as u64) << 3;
    let end = padded::<A::Kernel, _>(tail, total, |last| {
        let end = kernel.hmac_end(&state, blocks, last, &outer.state, digest_len, outer_bits);
        if end.is_none() {
            kernel.compress_then(&mut state, blocks, last);
        }
        end
    });
    if let Some(end) = end {
        // `end` is the MAC's own chaining value (public); `state` was only read.
        wipe(&mut state);
        return A::output(&end);
    }
    let mut digest = A::output(&state);
    let out = hmac_outer(outer, &digest);
    wipe(&mut digest);
    wipe(&mut state);
    out
}

/// The outer hash of HMAC: the MAC whose inner digest is `digest`.
#[inline]
pub(crate) fn hmac_outer<A: Algo>(outer: &Core<A>, digest: &A::Output) -> A::Output {
    let mut state = outer.state;
    let digest = digest.as_ref();
    finish(outer.kernel, &mut state, digest, outer.len + digest.len() as u64);
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
    /// The chaining value and the bytes absorbed: for a keyed HMAC state, where each message of
    /// a batch starts.
    #[inline]
    pub(crate) fn start(&self) -> (&State<A>, u64) {
        (&self.state, self.len)
    }

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
        finish(self.kernel, &mut self.state, &self.buf.as_ref()[..used], self.len);
        A::output(&self.state)
    }
}

impl<A: Algo> Core<A> {
    /// [`Core::finish`] of the bytes absorbed followed by the `bits` (0..=7, checked by the
    /// caller) leftmost bits of `last`.
    pub(crate) fn finish_bits(&mut self, last: u8, bits: u32) -> A::Output {
        let used = (self.len % A::Kernel::BLOCK_LEN as u64) as usize;
        finish_bits(self.kernel, &mut self.state, &self.buf.as_ref()[..used], last, bits, self.len);
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

/// Big-endian words to bytes (the SHA output), the first `N / 4` words of `state`.
#[inline(always)]
pub(crate) fn be32<const N: usize>(state: &[u32]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, w) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
        *o = w.to_be_bytes();
    }
    out
}

/// Big-endian 64-bit words to bytes, the first `N` bytes of `state` (SHA-512/224 ends halfway
/// through its fourth word).
#[inline(always)]
pub(crate) fn be64<const N: usize>(state: &[u64]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, w) in out.chunks_mut(8).zip(state) {
        o.copy_from_slice(&w.to_be_bytes()[..o.len()]);
    }
    out
}
