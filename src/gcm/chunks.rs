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
//! **Fresh decryptors: the thread's spare chunks.** A dropped buffer leaves its chunks, wiped
//! (of its last message's plaintext, ciphertext and tag alike), to its thread ([`spare`]: one
//! set, cut to its first 2 MiB), and the next buffer on the thread that needs room takes them before it allocates anything. Without that, a
//! fresh decryptor per 1 MiB message spent most of its time in page faults under glibc's
//! `malloc` with its initial thresholds (~220 faults per message, stream / one-shot 0.16-0.21):
//! the chunks, all below the mmap threshold (128 KiB initially, and no chunk schedule within
//! the memory bound of 1.05x the message + 64 KiB can pass it), come from the `brk` heap, and
//! freeing them merges them into a top larger than the trim threshold, which glibc hands back
//! to the kernel, so the next message faults its pages in again, zeroed. The spare also saves a
//! fresh decryptor's allocations and first zero-fill at any size (`docs/perf/streams.md`). It
//! is what an allocator's thread cache
//! does, kept here because a thread cache that held 1 MiB blocks would be unusual: a program
//! that wants the memory back calls [`release_spare_buffer`](super::release_spare_buffer), and
//! a thread's spare is freed when the thread exits. A re-armed decryptor ([`crate::Reset`])
//! keeps its own chunks and never touches the spare. (Under `no_std` there is no spare.)
//!
//! **Initialised room and plaintext.** A chunk's vector length is how much of it has been
//! initialised, not how much holds data: room is zero-filled once, the first time it is lent,
//! and stays initialised for the chunk's life (the data lengths follow from `len`, since the
//! chunks fill in order). What a message left there when the decryptor is re-armed (plaintext
//! not yet wiped, ciphertext of a message never opened in place, the tag) stays where it is,
//! and the buffer remembers where it may be (`stale`, one byte range, positions as the chunks
//! lay out the message): the next message's input overwrites it as it comes, room lent over it
//! is zero-filled first, and the drop wipes what is left. So no room lent ever holds a byte of
//! an earlier message's input or plaintext, whoever's it was (bytes an inner reader wrote into
//! lent room beyond the count it returned are not tracked). A message of up to
//! [`WIPE_ON_TAKE`] bytes read out with [`Chunks::take_out`] (what
//! [`CipherReader`](crate::stream::CipherReader) does) has its plaintext wiped behind the reader
//! instead, in batches of [`WIPE_BATCH`] while it is still in the L1 cache, so the next
//! message's room is lent with no zero-fill; a longer message (no longer in the caches when it
//! is read) and one read with [`Chunks::piece`] (as `CipherWriter` and
//! `CipherReader::read_to_end` do) leave theirs for the next input (past the limit the wipe would
//! dirty each line a second time, while a zero-fill before the inner reader's copy costs little
//! more than that copy's own fetch of the line; measured: `docs/perf/streams.md`).

use crate::copy::{copy, wipe_bytes};
use alloc::vec::Vec;

/// The first chunk a buffer grows by on its own.
const MIN_CHUNK: usize = 8 * 1024;
/// Chunks stop doubling at this size.
const STEP: usize = 64 * 1024;
/// Chunk pointers the list is given room for at its first growth (a 1 MiB message needs ~17).
const LIST: usize = 32;
/// Plaintext read out by [`Chunks::take_out`] is wiped once this much has gathered behind the
/// reader (or at the end): recent enough to be in the L1 cache, few enough calls.
const WIPE_BATCH: usize = 4 * 1024;
/// Messages up to this length have their plaintext wiped as it is taken out; longer ones
/// leave it for the next message's input to overwrite (module docs).
const WIPE_ON_TAKE: usize = 256 * 1024;

/// One allocation; `buf.len()` is how much of it is initialised (not how much holds data).
#[derive(Default)]
struct Chunk {
    buf: Vec<u8>,
}

impl Chunk {
    fn new(size: usize) -> Self {
        Chunk { buf: Vec::with_capacity(size) }
    }

    /// The usable size: whole blocks.
    #[inline]
    fn usable(&self) -> usize {
        self.buf.capacity() / 16 * 16
    }

    /// Makes the first `n` bytes initialised (zero-filling what is new).
    fn init_to(&mut self, n: usize) {
        if self.buf.len() < n {
            self.buf.resize(n, 0);
        }
    }

    /// Writes `src` at `at`, where the first `at` bytes at least are initialised, extending the
    /// initialised part where `src` goes beyond it.
    #[inline]
    fn write_at(&mut self, at: usize, src: &[u8]) {
        if let Some(dst) = self.buf.get_mut(at..at + src.len()) {
            copy(dst, src);
        } else if at == self.buf.len() {
            self.buf.extend_from_slice(src);
        } else {
            let (old, new) = src.split_at(self.buf.len() - at);
            self.buf[at..].copy_from_slice(old);
            self.buf.extend_from_slice(new);
        }
    }
}

pub(super) struct Chunks {
    first: Chunk,
    rest: Vec<Chunk>,
    /// The chunk being filled: those before it are full, those after it empty.
    cur: usize,
    /// The message offset of chunk `cur`'s first byte.
    cur_start: usize,
    /// Bytes held (committed).
    len: usize,
    /// Room lent by `lend` and not yet committed: its length (0 when none is).
    lent: usize,
    /// Bytes `wiped..dirty` of this message may hold its plaintext, and bytes
    /// `max(stale.0, len)..stale.1` (empty when that is) an earlier message's plaintext,
    /// ciphertext or tag (see `overwritten`); everything else holds this message's input,
    /// room lent for it, or zeros (module docs).
    dirty: usize,
    wiped: usize,
    stale: (usize, usize),
    /// Where `piece` last looked: a chunk index and the message offset of its first byte.
    cursor: (usize, usize),
    /// The fast path's bound ([`Chunks::try_push_fast`]): input ending before this message
    /// offset fits in the initialised room of chunk `cur` (and within the length limit). Set by
    /// `push`, which only an `update` that the message accepts reaches; 0 (nothing fits) after
    /// every other change (`lend`, `commit`, `reclaim`, `empty`, growing, opening), each of which
    /// a decryptor's finishing or poisoning passes through first.
    fast_lim: usize,
}

/// `n` rounded up to whole blocks (at least one).
fn blocks_for(n: usize) -> usize {
    n.max(1).div_ceil(16).saturating_mul(16)
}

/// The data length of chunk `i` of a buffer whose chunk `cur` holds `cur_fill` bytes.
fn fill_of(i: usize, chunk: &Chunk, cur: usize, cur_fill: usize) -> usize {
    match i.cmp(&cur) {
        core::cmp::Ordering::Less => chunk.usable(),
        core::cmp::Ordering::Equal => cur_fill,
        core::cmp::Ordering::Greater => 0,
    }
}

impl Chunks {
    pub(super) const fn new() -> Self {
        Chunks {
            first: Chunk { buf: Vec::new() },
            rest: Vec::new(),
            cur: 0,
            cur_start: 0,
            len: 0,
            lent: 0,
            dirty: 0,
            wiped: 0,
            stale: (0, 0),
            cursor: (0, 0),
            fast_lim: 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    fn chunk(&self, i: usize) -> &Chunk {
        if i == 0 { &self.first } else { &self.rest[i - 1] }
    }

    #[inline]
    fn chunk_mut(&mut self, i: usize) -> &mut Chunk {
        if i == 0 { &mut self.first } else { &mut self.rest[i - 1] }
    }

    /// The data bytes of chunk `i`: full before `cur`, none after it.
    #[inline]
    fn fill(&self, i: usize) -> usize {
        fill_of(i, self.chunk(i), self.cur, self.len - self.cur_start)
    }

    fn all(&self) -> impl Iterator<Item = &Chunk> {
        core::iter::once(&self.first).chain(&self.rest)
    }

    /// Every chunk with its data length.
    fn each_mut(&mut self) -> impl Iterator<Item = (&mut Chunk, usize)> {
        let (cur, cur_fill) = (self.cur, self.len - self.cur_start);
        core::iter::once(&mut self.first).chain(&mut self.rest).enumerate().map(move |(i, c)| {
            let fill = fill_of(i, c, cur, cur_fill);
            (c, fill)
        })
    }

    /// The usable capacity of all chunks.
    pub(super) fn capacity(&self) -> usize {
        self.all().map(Chunk::usable).sum()
    }

    /// Appends an empty chunk of `size` bytes (a multiple of 16).
    fn add(&mut self, size: usize) {
        self.add_chunk(Chunk::new(size));
    }

    /// Appends `chunk` (empty, its capacity a multiple of 16).
    fn add_chunk(&mut self, chunk: Chunk) {
        self.disarm();
        // (Data lengths follow from the order of the chunks: a new one always goes last. The
        // first slot is empty but not last after `take_single` took its chunk.)
        if self.first.buf.capacity() == 0 && self.rest.is_empty() {
            self.first = chunk;
        } else {
            if self.rest.capacity() == 0 {
                self.rest.reserve_exact(LIST);
            }
            self.rest.push(chunk);
        }
    }

    /// Takes the thread's spare chunks, if this buffer has none of its own yet.
    #[inline]
    fn adopt(&mut self) {
        if self.first.buf.capacity() == 0 && self.rest.is_empty() {
            self.adopt_spare();
        }
    }

    #[cold]
    fn adopt_spare(&mut self) {
        self.disarm();
        #[cfg(feature = "std")]
        if let Some(spare) = spare::take() {
            self.first = spare.first;
            self.rest = spare.rest;
        }
    }

    /// Makes room for `total` bytes in all (with one chunk, if any is needed). A hint: if the
    /// allocator refuses the chunk, nothing is reserved (the buffer grows with the input instead).
    pub(super) fn reserve(&mut self, total: usize) {
        self.lent = 0;
        self.adopt();
        let cap = self.capacity();
        if total > cap {
            let mut buf = Vec::new();
            if buf.try_reserve_exact(blocks_for(total - cap)).is_ok() {
                self.add_chunk(Chunk { buf });
            }
        }
    }

    /// The chunk with free room, moving `cur` on past full chunks; `None` when all are full.
    fn room(&mut self) -> Option<usize> {
        loop {
            let cur = self.cur;
            let size = self.chunk(cur).usable();
            if self.len - self.cur_start < size {
                return Some(cur);
            }
            if cur >= self.rest.len() {
                return None;
            }
            self.cur += 1;
            self.cur_start += size;
        }
    }

    /// Appends `input` if the fast path is armed and it fits below [`fast_lim`](Chunks::fast_lim)
    /// (a previous `push` left initialised room in the current chunk: a re-armed buffer, or one
    /// that took the thread's spare, has such room); `false`, with nothing done, otherwise.
    /// Small enough to be inlined into a caller's write loop: one compare, the copy inline (see
    /// `crate::copy`), one store. `stale` is brought up to `len` lazily (`overwritten`), by the
    /// methods that read it. (No overflow: both lengths are at most `isize::MAX`.)
    #[inline(always)]
    pub(super) fn try_push_fast(&mut self, input: &[u8]) -> bool {
        let end = self.len + input.len();
        if end >= self.fast_lim {
            return false;
        }
        let at = self.len - self.cur_start;
        let Some(dst) = self.chunk_mut(self.cur).buf.get_mut(at..at + input.len()) else { return false };
        copy(dst, input);
        self.len = end;
        true
    }

    /// Turns the fast path off (see `fast_lim`).
    #[inline]
    fn disarm(&mut self) {
        self.fast_lim = 0;
    }

    /// Appends `input`, adding chunks as needed (the caller checked that the message accepts
    /// it, and that it stays within `limit` bytes), and arms the fast path for what follows:
    /// up to the end of the current chunk's initialised room, and `limit` bytes in all.
    #[inline]
    pub(super) fn push(&mut self, input: &[u8], limit: usize) {
        self.lent = 0;
        // The common case first: it fits in the current chunk.
        let at = self.len - self.cur_start;
        let chunk = self.chunk_mut(self.cur);
        if chunk.usable() - at >= input.len() {
            chunk.write_at(at, input);
            self.len += input.len();
        } else {
            self.push_slow(input);
        }
        self.overwritten();
        let chunk = self.chunk(self.cur);
        let room_end = self.cur_start + chunk.usable().min(chunk.buf.len());
        self.fast_lim = room_end.min(limit).saturating_add(1);
    }

    /// The input has overwritten bytes `..len`: they no longer hold an earlier plaintext.
    /// (The fast path leaves this to the methods that read `stale`, each of which calls it
    /// first; `len` only grows until `empty`, which calls it too.)
    #[inline]
    fn overwritten(&mut self) {
        if self.stale.0 < self.len {
            self.stale.0 = self.len;
        }
    }

    fn push_slow(&mut self, mut input: &[u8]) {
        self.adopt();
        while !input.is_empty() {
            let Some(i) = self.room() else {
                let cap = self.capacity();
                let grow = if cap < STEP { cap.max(MIN_CHUNK) } else { STEP.max(cap / 32 / 4096 * 4096) };
                self.add(blocks_for(grow.max(input.len())));
                continue;
            };
            let at = self.len - self.cur_start;
            let chunk = self.chunk_mut(i);
            let take = (chunk.usable() - at).min(input.len());
            chunk.write_at(at, &input[..take]);
            self.len += take;
            input = &input[take..];
        }
    }

    /// Lends up to `max_len` bytes of free room (zero-filled the first time it is lent; later
    /// it holds zeros, never a byte of an earlier message, see the module docs); empty when
    /// every chunk is full. Allocates nothing.
    pub(super) fn lend(&mut self, max_len: usize) -> &mut [u8] {
        self.reclaim();
        self.overwritten();
        if max_len == 0 {
            // (A probe of whether the engine keeps its input: no chunk taken for it.)
            return &mut [];
        }
        self.adopt();
        let Some(i) = self.room() else {
            return &mut [];
        };
        let at = self.len - self.cur_start;
        let chunk = self.chunk_mut(i);
        let room = (chunk.usable() - at).min(max_len);
        chunk.init_to(at + room);
        // Room over an earlier message is zero-filled (`stale.0 >= len`: it starts in it).
        let end = self.cur_start + at + room;
        if self.stale.0 < end.min(self.stale.1) {
            self.zero(self.stale.0, end.min(self.stale.1));
            self.stale.0 = end;
        }
        self.lent = room;
        &mut self.chunk_mut(i).buf[at..at + room]
    }

    /// Takes `n` bytes of the room last lent as input; `false` (and nothing taken) when `n` is
    /// more than was lent, or nothing was.
    pub(super) fn commit(&mut self, n: usize) -> bool {
        self.disarm();
        // (Nothing lent is a loan of 0 bytes: only `n == 0` is taken from it.)
        if n <= core::mem::take(&mut self.lent) {
            self.len += n;
            self.overwritten();
            true
        } else {
            false
        }
    }

    /// Takes back room lent and not committed.
    pub(super) fn reclaim(&mut self) {
        self.lent = 0;
        self.disarm();
    }

    /// Copies bytes `offset..offset + dst.len()` into `dst`.
    pub(super) fn copy_out(&self, mut offset: usize, mut dst: &mut [u8]) {
        for (i, chunk) in self.all().enumerate() {
            let fill = self.fill(i);
            if dst.is_empty() {
                return;
            }
            if offset >= fill {
                offset -= fill;
                continue;
            }
            let take = (fill - offset).min(dst.len());
            let (head, rest) = core::mem::take(&mut dst).split_at_mut(take);
            head.copy_from_slice(&chunk.buf[offset..offset + take]);
            dst = rest;
            offset = 0;
        }
    }

    /// Copies `src` (plaintext) over bytes `offset..offset + src.len()`.
    pub(super) fn copy_in(&mut self, mut offset: usize, mut src: &[u8]) {
        self.disarm();
        self.dirty = self.dirty.max(offset + src.len());
        for (chunk, fill) in self.each_mut() {
            if src.is_empty() {
                return;
            }
            if offset >= fill {
                offset -= fill;
                continue;
            }
            let take = (fill - offset).min(src.len());
            chunk.buf[offset..offset + take].copy_from_slice(&src[..take]);
            src = &src[take..];
            offset = 0;
        }
    }

    /// Zeroes the initialised bytes at positions `from..to` of the chunks' layout (where the
    /// message's bytes go, and beyond `len` where a longer one's went), starting from the
    /// cursor of `piece` when it is not past `from`.
    fn zero(&mut self, mut from: usize, to: usize) {
        let (mut i, mut start) = if from >= self.cursor.1 { self.cursor } else { (0, 0) };
        while from < to && i <= self.rest.len() {
            let chunk = self.chunk_mut(i);
            let size = chunk.usable();
            if from < start + size {
                let end = to.min(start + size);
                let init = chunk.buf.len();
                wipe_bytes(&mut chunk.buf[(from - start).min(init)..(end - start).min(init)]);
                from = end;
            }
            start += size;
            i += 1;
        }
    }

    /// Ends a message of `end` bytes in place: `blocks(ctx, ..)` on the whole blocks of each
    /// chunk before the one holding its last byte, in order, then `last(ctx, ..)` on that chunk's
    /// bytes up to `end` (any length: its whole blocks and the partial one; empty when `end` is
    /// 0); counts bytes `0..end` as holding plaintext and returns what `last` returns.
    pub(super) fn end_in_place<S, R>(
        &mut self,
        end: usize,
        ctx: &mut S,
        mut blocks: impl FnMut(&mut S, &mut [[u8; 16]]),
        last: impl FnOnce(&mut S, &mut [u8]) -> R,
    ) -> R {
        self.disarm();
        self.dirty = self.dirty.max(end);
        let mut start = 0;
        for (chunk, fill) in self.each_mut() {
            let take = fill.min(end - start);
            if start + take == end {
                return last(ctx, &mut chunk.buf[..take]);
            }
            // Every chunk before the one with the last byte is full, a multiple of 16.
            let (whole, rest) = chunk.buf[..take].as_chunks_mut::<16>();
            debug_assert!(rest.is_empty());
            blocks(ctx, whole);
            start += take;
        }
        last(ctx, &mut [])
    }

    /// The bytes from `offset` to the end of its chunk, at most up to `end`: the next piece of
    /// `offset..end` (empty when `offset >= end`). Sequential calls cost O(1) each.
    #[inline]
    pub(super) fn piece(&mut self, offset: usize, end: usize) -> &[u8] {
        let end = end.min(self.len);
        if offset >= end {
            return &[];
        }
        let (mut i, mut start) = if offset < self.cursor.1 { (0, 0) } else { self.cursor };
        let mut fill = self.fill(i);
        while offset >= start + fill {
            start += fill;
            i += 1;
            fill = self.fill(i);
        }
        self.cursor = (i, start);
        let stop = fill.min(end - start);
        &self.chunk(i).buf[offset - start..stop]
    }

    /// Copies the next piece of `offset..end` (see [`Chunks::piece`]) into `dst`, as much as
    /// fits, and returns its length; for a message of up to [`WIPE_ON_TAKE`] bytes the
    /// plaintext read out so far is wiped behind it in batches (module docs). Reading before
    /// what was already taken may give zeros.
    #[inline]
    pub(super) fn take_out(&mut self, offset: usize, end: usize, dst: &mut [u8]) -> usize {
        let piece = self.piece(offset, end);
        let n = piece.len().min(dst.len());
        dst[..n].copy_from_slice(&piece[..n]);
        // (Never past `end`: a stray read beyond the opened bytes, before the message is
        // opened say, must not count plaintext that is not there yet as wiped.)
        let read = (offset + n).min(end);
        if end <= WIPE_ON_TAKE && read > self.wiped && (read - self.wiped >= WIPE_BATCH || read >= end) {
            self.zero(self.wiped, read);
            self.wiped = read;
        }
        n
    }

    /// How far this message's bytes reach: its input (ciphertext, tag) and its plaintext. Room
    /// lent and not committed is not counted: what an inner reader writes there beyond the count
    /// it returns is its own business (zero-filling every lent-but-unused byte at each message's
    /// end cost fresh 16 KiB `CipherReader` opens about 4%).
    fn used(&self) -> usize {
        self.len.max(self.dirty)
    }

    /// Forgets the bytes held, keeping the chunks; what this message wrote and was not wiped
    /// (plaintext, ciphertext, a tag) joins `stale`.
    pub(super) fn empty(&mut self) {
        self.reclaim();
        self.overwritten();
        let used = self.used();
        if self.wiped < used {
            self.stale = if self.stale.0 < self.stale.1 {
                (self.stale.0.min(self.wiped), self.stale.1.max(used))
            } else {
                (self.wiped, used)
            };
        }
        self.cur = 0;
        self.cur_start = 0;
        self.len = 0;
        self.dirty = 0;
        self.wiped = 0;
        self.cursor = (0, 0);
    }

    /// Zeroes what this message wrote and is not wiped yet (`wiped..used`).
    fn zero_this_message(&mut self) {
        let used = self.used();
        if self.wiped < used {
            self.zero(self.wiped, used);
            self.wiped = used;
        }
    }

    /// Zeroes everything this message wrote and forgets it.
    pub(super) fn wipe(&mut self) {
        self.zero_this_message();
        self.empty();
    }

    /// Zeroes every byte of a message held, of this message or an earlier one.
    fn wipe_used(&mut self) {
        self.overwritten();
        self.zero_this_message();
        if self.stale.0 < self.stale.1 {
            self.zero(self.stale.0, self.stale.1);
            self.stale = (0, 0);
        }
    }

    /// The one chunk holding everything, taken out, if there is one, no plaintext is held (its
    /// initialised room beyond the data then holds zeros, or what was written into room lent
    /// for this message) and it is not much larger than the data (a spare's chunk may be:
    /// handed over, its room would stay with the caller's vector).
    pub(super) fn take_single(&mut self) -> Option<Vec<u8>> {
        self.reclaim();
        self.overwritten();
        let oversized = self.first.usable() > 2 * self.len + MIN_CHUNK;
        if self.wiped < self.dirty || self.stale.0 < self.stale.1 || self.cur != 0 || oversized {
            return None;
        }
        let mut v = core::mem::take(&mut self.first).buf;
        v.truncate(self.len);
        // (What this message wrote left with the chunk: nothing of it stays to be wiped.)
        self.len = 0;
        self.empty();
        Some(v)
    }
}

impl Drop for Chunks {
    fn drop(&mut self) {
        self.wipe_used();
        #[cfg(feature = "std")]
        {
            let (mut first, mut rest) = (core::mem::take(&mut self.first), core::mem::take(&mut self.rest));
            if first.buf.capacity() == 0 && !rest.is_empty() {
                first = rest.remove(0);
            }
            if first.buf.capacity() != 0 {
                spare::offer(Spare { first, rest });
            }
        }
    }
}

/// A dropped buffer's chunks, wiped (zeros where initialised), kept for the next decryptor on
/// the thread.
#[cfg(feature = "std")]
struct Spare {
    first: Chunk,
    rest: Vec<Chunk>,
}

#[cfg(feature = "std")]
impl Spare {
    /// The usable capacity of the chunks.
    fn capacity(&self) -> usize {
        core::iter::once(&self.first).chain(&self.rest).map(Chunk::usable).sum()
    }
}

/// The thread's spare chunks: one set, of at most [`spare::MAX`] bytes (module docs).
#[cfg(feature = "std")]
pub(super) mod spare {
    use super::Spare;
    use core::cell::Cell;

    /// The most a thread keeps: a 1 MiB message's chunks, with room to spare.
    pub(super) const MAX: usize = 2 * 1024 * 1024;

    std::thread_local! {
        static SPARE: Cell<Option<Spare>> = const { Cell::new(None) };
    }

    /// The thread's spare chunks, taken (none during the thread's teardown).
    pub(super) fn take() -> Option<Spare> {
        SPARE.try_with(Cell::take).ok().flatten()
    }

    /// Keeps `chunks`, cut to their first [`MAX`] bytes, as the thread's spare, unless the
    /// spare already held is at least as large; what is not kept is freed.
    pub(super) fn offer(mut chunks: Spare) {
        while chunks.capacity() > MAX {
            if chunks.rest.pop().is_none() {
                return;
            }
        }
        let _ = SPARE.try_with(|s| match s.take() {
            Some(held) if held.capacity() >= chunks.capacity() => s.set(Some(held)),
            _ => s.set(Some(chunks)),
        });
    }

    /// Frees the thread's spare chunks.
    pub(in crate::gcm) fn release() {
        drop(take());
    }
}
