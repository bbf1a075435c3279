//! The [`Decryptor`](super::Decryptor)'s message buffer: a list of chunks filled in order.
//!
//! Growing adds a chunk instead of moving what is held, so the buffer never copies and never
//! holds two copies of the message. Every chunk is filled to its usable capacity (its capacity
//! rounded down to a multiple of 16) before the next one is started, so a chunk's data starts at
//! a multiple of 16 bytes of the message: the stitched kernels can open the chunks one by one in
//! place, carrying the counter and GHASH state from one to the next.
//!
//! Chunk sizes: doubling from [`MIN_CHUNK`] up to [`STEP`], then `STEP` or 1/32 of what is held,
//! whichever is larger. The unused room of the last chunk, the only waste, is so at most
//! `max(STEP, capacity / 32)`: a 1 MiB message takes 17 chunks, at most 1.03 times its size plus
//! 64 KiB. A known length ([`Chunks::reserve`]) takes one chunk.
//!
//! **Fresh decryptors and the allocator (glibc).** A fresh decryptor per 1 MiB message spends
//! most of its time in page faults in a process whose glibc `malloc` still has its initial
//! thresholds (measured: ~220 faults per 1 MiB message, stream / one-shot 0.29). The chunks,
//! all below glibc's mmap threshold (128 KiB initially), come from the `brk` heap; freeing them
//! merges them into the top of the heap, and a top larger than the trim threshold (also 128 KiB
//! initially) is handed back to the kernel, so the next message faults its pages in again,
//! zeroed. glibc raises both thresholds (mmap to the block's size, trim to twice that, up to
//! 32 MiB) the first time the program frees a block it had served with `mmap`, which any
//! program that has freed one large buffer has done; from then on a fresh decryptor's chunks are
//! reused without faults (measured: ~1 fault per message, 0.77). No chunk schedule within the
//! memory bound can do that on its own: a 1 MiB message allows chunks of at most ~5% of the
//! message + 64 KiB, below the initial mmap threshold, and freeing `brk` chunks never raises it.
//! Raising it on purpose (an `mmap`-sized allocation freed only for its side effect, or
//! `mallopt`) would be tuning the process's allocator from a library, so the decryptor does
//! not; a program that decrypts many messages re-arms one reader ([`crate::Reset`]) or, if it
//! wants fresh ones, may set `M_TRIM_THRESHOLD` itself (`benches/stream.rs --primed` measures
//! that state).
//!
//! Chunks are kept when the decryptor is re-armed for the next message (their bytes beyond the
//! new message's input may still hold the previous plaintext: room is zero-filled before it is
//! lent, and nothing beyond the committed input is ever read). Before they are freed, the bytes
//! that have ever held plaintext (the first `dirty` bytes of the chunks, spare capacity
//! included) are wiped; room that never did is not touched again.

use alloc::vec::Vec;
use zeroize::Zeroize;

/// The first chunk a buffer grows by on its own.
const MIN_CHUNK: usize = 8 * 1024;
/// Chunks stop doubling at this size.
const STEP: usize = 64 * 1024;
/// Chunk pointers the list is given room for at its first growth (a 1 MiB message needs ~17).
const LIST: usize = 32;

pub(super) struct Chunks {
    first: Vec<u8>,
    rest: Vec<Vec<u8>>,
    /// The chunk being filled: those before it are full, those after it empty.
    cur: usize,
    /// Bytes held (committed).
    len: usize,
    /// Room lent by `lend`: the current chunk's length before the loan.
    lent: Option<usize>,
    /// The first `dirty` bytes (across chunks, in order) have held plaintext: wiped before
    /// the chunks are freed.
    dirty: usize,
    /// Where `piece` last looked: a chunk index and the message offset of its first byte.
    cursor: (usize, usize),
}

/// The usable capacity of a chunk: whole blocks.
fn usable(chunk: &Vec<u8>) -> usize {
    chunk.capacity() / 16 * 16
}

/// `n` rounded up to whole blocks (at least one).
fn blocks_for(n: usize) -> usize {
    n.max(1).div_ceil(16).saturating_mul(16)
}

impl Chunks {
    pub(super) const fn new() -> Self {
        Chunks { first: Vec::new(), rest: Vec::new(), cur: 0, len: 0, lent: None, dirty: 0, cursor: (0, 0) }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    fn chunk(&self, i: usize) -> &Vec<u8> {
        if i == 0 { &self.first } else { &self.rest[i - 1] }
    }

    fn chunk_mut(&mut self, i: usize) -> &mut Vec<u8> {
        if i == 0 { &mut self.first } else { &mut self.rest[i - 1] }
    }

    fn all(&self) -> impl Iterator<Item = &Vec<u8>> {
        core::iter::once(&self.first).chain(&self.rest)
    }

    fn all_mut(&mut self) -> impl Iterator<Item = &mut Vec<u8>> {
        core::iter::once(&mut self.first).chain(&mut self.rest)
    }

    /// The usable capacity of all chunks.
    pub(super) fn capacity(&self) -> usize {
        self.all().map(usable).sum()
    }

    /// Appends an empty chunk of `size` bytes (a multiple of 16).
    fn add(&mut self, size: usize) {
        let chunk = Vec::with_capacity(size);
        if self.first.capacity() == 0 {
            self.first = chunk;
        } else {
            if self.rest.capacity() == 0 {
                self.rest.reserve_exact(LIST);
            }
            self.rest.push(chunk);
        }
    }

    /// Makes room for `total` bytes in all (with one chunk, if any is needed).
    pub(super) fn reserve(&mut self, total: usize) {
        self.reclaim();
        let cap = self.capacity();
        if total > cap {
            self.add(blocks_for(total - cap));
        }
    }

    /// The chunk with free room, moving `cur` on past full chunks; `None` when all are full.
    fn room(&mut self) -> Option<usize> {
        loop {
            let cur = self.cur;
            let chunk = self.chunk(cur);
            if chunk.len() < usable(chunk) {
                return Some(cur);
            }
            if cur >= self.rest.len() {
                return None;
            }
            self.cur += 1;
        }
    }

    /// Appends `input`, adding chunks as needed (the caller checked the length limit).
    pub(super) fn push(&mut self, mut input: &[u8]) {
        self.reclaim();
        self.len += input.len();
        // The common case first: it fits in the current chunk.
        let cur = self.cur;
        let chunk = self.chunk_mut(cur);
        if usable(chunk) - chunk.len() >= input.len() {
            chunk.extend_from_slice(input);
            return;
        }
        while !input.is_empty() {
            let Some(i) = self.room() else {
                let cap = self.capacity();
                let grow = if cap < STEP { cap.max(MIN_CHUNK) } else { STEP.max(cap / 32 / 4096 * 4096) };
                self.add(blocks_for(grow.max(input.len())));
                continue;
            };
            let chunk = self.chunk_mut(i);
            let take = (usable(chunk) - chunk.len()).min(input.len());
            chunk.extend_from_slice(&input[..take]);
            input = &input[take..];
        }
    }

    /// Lends up to `max_len` bytes of free room (zero-filled first: it may hold an earlier
    /// message); empty when every chunk is full. Allocates nothing.
    pub(super) fn lend(&mut self, max_len: usize) -> &mut [u8] {
        self.reclaim();
        let Some(i) = self.room().filter(|_| max_len > 0) else {
            return &mut [];
        };
        let chunk = self.chunk_mut(i);
        let filled = chunk.len();
        let room = (usable(chunk) - filled).min(max_len);
        chunk.resize(filled + room, 0);
        self.lent = Some(filled);
        &mut self.chunk_mut(i)[filled..]
    }

    /// Takes `n` bytes of the room last lent as input; `false` (and nothing taken) when `n` is
    /// more than was lent, or nothing was.
    pub(super) fn commit(&mut self, n: usize) -> bool {
        let Some(filled) = self.lent.take() else {
            return n == 0;
        };
        let cur = self.cur;
        let chunk = self.chunk_mut(cur);
        if n > chunk.len() - filled {
            chunk.truncate(filled);
            return false;
        }
        chunk.truncate(filled + n);
        self.len += n;
        true
    }

    /// Takes back room lent and not committed.
    pub(super) fn reclaim(&mut self) {
        if let Some(filled) = self.lent.take() {
            let cur = self.cur;
            self.chunk_mut(cur).truncate(filled);
        }
    }

    /// Copies bytes `offset..offset + dst.len()` into `dst`.
    pub(super) fn copy_out(&self, mut offset: usize, mut dst: &mut [u8]) {
        for chunk in self.all() {
            if dst.is_empty() {
                return;
            }
            if offset >= chunk.len() {
                offset -= chunk.len();
                continue;
            }
            let take = (chunk.len() - offset).min(dst.len());
            let (head, rest) = core::mem::take(&mut dst).split_at_mut(take);
            head.copy_from_slice(&chunk[offset..offset + take]);
            dst = rest;
            offset = 0;
        }
    }

    /// Copies `src` (plaintext) over bytes `offset..offset + src.len()`.
    pub(super) fn copy_in(&mut self, mut offset: usize, mut src: &[u8]) {
        self.dirty = self.dirty.max(offset + src.len());
        for chunk in self.all_mut() {
            if src.is_empty() {
                return;
            }
            if offset >= chunk.len() {
                offset -= chunk.len();
                continue;
            }
            let take = (chunk.len() - offset).min(src.len());
            chunk[offset..offset + take].copy_from_slice(&src[..take]);
            src = &src[take..];
            offset = 0;
        }
    }

    /// Calls `f` on the whole blocks of bytes `0..end` (`end` a multiple of 16), chunk by chunk,
    /// in order, and counts those bytes as having held plaintext.
    pub(super) fn blocks_mut(&mut self, end: usize, mut f: impl FnMut(&mut [[u8; 16]])) {
        self.dirty = self.dirty.max(end);
        let mut start = 0;
        for chunk in self.all_mut() {
            if start >= end {
                return;
            }
            let take = chunk.len().min(end - start);
            // Every chunk before the last one with data is full (a multiple of 16), and `end`
            // is a multiple of 16: `take` is whole blocks.
            let (blocks, rest) = chunk[..take].as_chunks_mut::<16>();
            debug_assert!(rest.is_empty());
            f(blocks);
            start += take;
        }
    }

    /// The bytes from `offset` to the end of its chunk, at most up to `end`: the next piece of
    /// `offset..end` (empty when `offset >= end`). Sequential calls cost O(1) each.
    pub(super) fn piece(&mut self, offset: usize, end: usize) -> &[u8] {
        if offset >= end.min(self.len) {
            return &[];
        }
        if offset < self.cursor.1 {
            self.cursor = (0, 0);
        }
        let (mut i, mut start) = self.cursor;
        while offset >= start + self.chunk(i).len() {
            start += self.chunk(i).len();
            i += 1;
        }
        self.cursor = (i, start);
        let chunk = self.chunk(i);
        let stop = chunk.len().min(end - start);
        &chunk[offset - start..stop]
    }

    /// Forgets the bytes held, keeping the chunks (no wipe: see the module docs).
    pub(super) fn empty(&mut self) {
        self.reclaim();
        for chunk in self.all_mut() {
            chunk.clear();
        }
        self.cur = 0;
        self.len = 0;
        self.cursor = (0, 0);
    }

    /// Zeroes the bytes held and forgets them.
    pub(super) fn wipe(&mut self) {
        self.reclaim();
        for chunk in self.all_mut() {
            chunk.as_mut_slice().zeroize();
        }
        self.empty();
    }

    /// The one chunk holding everything, taken out, if there is one and no chunk has ever held
    /// plaintext (its spare capacity then holds nothing secret).
    pub(super) fn take_single(&mut self) -> Option<Vec<u8>> {
        self.reclaim();
        if self.dirty > 0 || !self.rest.iter().all(Vec::is_empty) {
            return None;
        }
        let v = core::mem::take(&mut self.first);
        self.empty();
        Some(v)
    }
}

impl Drop for Chunks {
    fn drop(&mut self) {
        let mut left = self.dirty;
        for chunk in self.all_mut() {
            if left == 0 {
                break;
            }
            let k = left.min(usable(chunk));
            let held = k.min(chunk.len());
            chunk[..held].zeroize();
            chunk.spare_capacity_mut()[..k - held].zeroize();
            left -= k;
        }
    }
}
