//! The multi-buffer scheduler: any number of messages of any lengths through an `L`-lane hash
//! kernel (the AVX2 and AVX-512 lanes of `avx2/` and `avx512/`, the interleaved SHA-NI streams
//! of `shani/many.rs`).
//!
//! A lane's message is a stream of `B`-byte blocks: first its own whole blocks, referenced in
//! place in the caller's slice, then one or two padded final blocks built in that lane's slot of
//! a small stack buffer (the remaining bytes, `0x80`, zeros, the bit length). Each step hands the
//! kernel a table of `n` rows, row `k` holding block `k` of every lane, where `n` is the fewest
//! blocks any busy lane has left (capped at [`MAX_STEP`]); so a one- or two-block message is a
//! single kernel call, whole blocks and padding alike. A lane whose message ends is refilled with
//! the next message before the following step, so mixed lengths keep every lane busy. Lanes with
//! nothing to do read a zero block; their results are never read. Nothing here depends on the
//! message contents, only on their lengths, which are public.

/// The most blocks per lane that one kernel call processes: enough for a message of up to three
/// whole blocks plus its padding in one call. The row table is built afresh each step (it borrows
/// the tail buffers, which the next step refills), so a larger cap only costs (the table's
/// initialisation; docs/perf/sha-x86.md).
pub(crate) const MAX_STEP: usize = 4;

use crate::backend::wipe::{Plain, wipe_value as wipe};
use crate::copy::copy;

/// What idle lanes read: one zero block of the largest block size.
static IDLE: [u8; 128] = [0; 128];

/// Where every lane's message starts: a chaining value and the bytes it has already absorbed
/// (`prefix`, a whole number of blocks, which the padding's length field counts). The initial
/// value with no prefix for a plain digest; an HMAC key's keyed inner or outer state with one
/// block (`K' ^ ipad` or `K' ^ opad`) for a batch of MACs.
#[derive(Clone, Copy)]
pub(crate) struct Start<'a, S> {
    /// The chaining value each lane starts from.
    pub(crate) state: &'a S,
    /// Bytes absorbed into `state`.
    pub(crate) prefix: usize,
}

impl<S> Start<'static, S> {
    /// A hash's initial value: nothing absorbed.
    pub(crate) const fn iv(iv: &'static S) -> Self {
        Start { state: iv, prefix: 0 }
    }
}

/// One multi-buffer compression function: `L` lanes of `B`-byte blocks.
pub(crate) trait MultiBufferKernel<const L: usize, const B: usize> {
    /// The chaining values of all lanes, in whatever layout the kernel keeps them (integers,
    /// so that it can be wiped).
    type State: Plain;
    /// An all-zero state.
    const ZERO: Self::State;
    /// Bytes of the length field at the end of the padding (8 or 16).
    const LEN_BYTES: usize;
    /// Whether the length field is big-endian (SHA) or little-endian (MD5).
    const BIG_ENDIAN: bool;
    /// Puts the starting chaining value in `lane`: the initial value, or a state that has already
    /// absorbed [`MultiBufferKernel::prefix`] bytes (an HMAC key's keyed state).
    fn init(&self, state: &mut Self::State, lane: usize);
    /// Bytes absorbed before each message by the state [`MultiBufferKernel::init`] puts in a
    /// lane, a whole number of blocks: the padding's length field counts them (0 from the
    /// initial value; one block for the keyed states of HMAC).
    fn prefix(&self) -> usize {
        0
    }
    /// For each row in order, compresses block `row[i]` into lane `i`, for every lane.
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; B]; L]]);
    /// Writes the first `out.len()` bytes of lane `lane`'s chaining value, serialised.
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]);
    /// Writes lane `i`'s output into `outs[i]` for every `i < outs.len()` (at most `L`), as
    /// [`MultiBufferKernel::output`] does one lane at a time (the default); a kernel may serialise all
    /// lanes at once with vector shuffles.
    fn output_all<const N: usize>(&self, state: &Self::State, outs: &mut [[u8; N]]) {
        for (lane, o) in outs.iter_mut().enumerate() {
            self.output(state, lane, o);
        }
    }
}

/// The message in flight in a busy lane: message `msg`, of which `done` blocks are compressed,
/// out of its own whole blocks `own` (in place in the caller's message) followed by `padded`
/// blocks in the lane's tail buffer.
#[derive(Clone, Copy)]
struct InFlight<'a, const B: usize> {
    msg: usize,
    own: &'a [[u8; B]],
    done: usize,
    padded: usize,
}

/// Hashes every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`, checked by the caller;
/// extra entries on either side are ignored). The messages are the caller's own (`&[u8]`,
/// `[u8; N]`, `Vec<u8>`, ...), each viewed through `as_ref` once, when a lane takes it: its
/// length and its blocks then come from that one view.
pub(crate) fn hash_many<K, M, const N: usize, const L: usize, const B: usize>(
    kernel: &K,
    inputs: &[M],
    out: &mut [[u8; N]],
) where
    K: MultiBufferKernel<L, B>,
    M: AsRef<[u8]>,
{
    let count = inputs.len().min(out.len());
    let done = hash_short(kernel, &inputs[..count], &mut out[..count]);
    let (inputs, out) = (&inputs[done..count], &mut out[done..count]);
    if inputs.is_empty() {
        // All short (an HMAC batch's outer hashes always are): the tail buffers below would be
        // zeroed and wiped unused, 2 KiB each for 128-byte blocks (docs/perf/hmac.md).
        return;
    }
    let idle: &[u8; B] = IDLE[..B].try_into().expect("B <= 128");
    let count = inputs.len();
    let mut state = K::ZERO;
    let mut tails = [[[0u8; B]; 2]; L];
    let mut lanes: [Option<InFlight<B>>; L] = [None; L];
    let mut next = 0;
    loop {
        for (i, lane) in lanes.iter_mut().enumerate() {
            if lane.is_none() && next < count {
                kernel.init(&mut state, i);
                let input = inputs[next].as_ref();
                let own = input.as_chunks::<B>().0;
                let padded = pad::<K, L, B>(input, kernel.prefix(), &mut tails[i]);
                *lane = Some(InFlight { msg: next, own, done: 0, padded });
                next += 1;
            }
        }
        let Some(steps) = lanes.iter().flatten().map(|l| l.own.len() + l.padded - l.done).min() else {
            // The tails held the messages' last bytes, the state their chaining values: wiped
            // like the one-shot's final block and state.
            wipe(&mut tails);
            wipe(&mut state);
            return;
        };
        let steps = steps.min(MAX_STEP);
        let mut rows = [[idle; L]; MAX_STEP];
        for (i, lane) in lanes.iter().enumerate() {
            let Some(lane) = lane else { continue };
            let whole = lane.own.len();
            for (k, row) in rows[..steps].iter_mut().enumerate() {
                let at = lane.done + k;
                row[i] = if at < whole { &lane.own[at] } else { &tails[i][at - whole] };
            }
        }
        kernel.compress(&mut state, &rows[..steps]);
        for (i, slot) in lanes.iter_mut().enumerate() {
            let Some(lane) = slot else { continue };
            lane.done += steps;
            if lane.done == lane.own.len() + lane.padded {
                kernel.output(&state, i, &mut out[lane.msg]);
                *slot = None;
            }
        }
    }
}

/// The fast path for the leading messages that each fit in one padded block (at most
/// `B - 1 - LEN_BYTES` bytes: 55 for 64-byte blocks, 111 for 128-byte ones), `L` at a time:
/// every lane starts from the same starting state, compresses one block and is done, so there is no
/// per-lane bookkeeping and one kernel call per `L` messages. Each lane
/// owns a block buffer whose padding (`0x80`, zeros, the length) is rewritten only when the
/// lane's message length changes: its message bytes `0..n` and the padding `n..B` never overlap,
/// so for a batch of equal lengths (name-based UUIDs: 32 bytes each) a message costs one short
/// copy, and the kernel's loads never wait on a byte store of the padding (a store-forwarding
/// stall). Lanes past the end of a last, partial group hash whatever their buffer holds (a zero
/// block or an earlier message); their results are never read. Returns how many
/// messages it hashed: the first group holding a longer message stops it, and the scheduler
/// takes the rest. The buffers are wiped before returning.
fn hash_short<K, M, const N: usize, const L: usize, const B: usize>(
    kernel: &K,
    inputs: &[M],
    out: &mut [[u8; N]],
) -> usize
where
    K: MultiBufferKernel<L, B>,
    M: AsRef<[u8]>,
{
    let short = B - 1 - K::LEN_BYTES;
    let prefix = kernel.prefix();
    let mut iv = K::ZERO;
    for lane in 0..L {
        kernel.init(&mut iv, lane);
    }
    let mut blocks = [[0u8; B]; L];
    // The length each lane's padding is written for; `usize::MAX` = none yet (a zero block).
    let mut padded_for = [usize::MAX; L];
    let mut done = 0;
    let mut copied = false;
    let mut state = iv;
    for (group, outs) in inputs.chunks(L).zip(out.chunks_mut(L)) {
        // The length check rides along with the copies: a group holding a longer message
        // stops here, its lanes' partial copies unused (one loop over the group, not two).
        let mut long = false;
        for (lane, m) in group.iter().enumerate() {
            let m = m.as_ref();
            let n = m.len();
            if n > short {
                long = true;
                break;
            }
            let block = &mut blocks[lane];
            if padded_for[lane] != n {
                pad_short::<K, L, B>(block, n, prefix);
                padded_for[lane] = n;
            }
            copy(&mut block[..], m);
            copied = true;
        }
        if long {
            break;
        }
        state = iv;
        let row: [&[u8; B]; L] = core::array::from_fn(|i| &blocks[i]);
        kernel.compress(&mut state, &[row]);
        kernel.output_all(&state, outs);
        done += group.len();
    }
    if copied {
        wipe(&mut blocks);
    }
    if done > 0 {
        wipe(&mut state);
    }
    if prefix != 0 {
        // Keyed starting states (HMAC) are secret; the initial value is not.
        wipe(&mut iv);
    }
    done
}

/// Writes the padding of an `n`-byte message (`n <= B - 1 - LEN_BYTES`) that follows `prefix`
/// absorbed bytes into `block[n..]`: `0x80`, zeros, the length in bits of prefix and message.
/// `block[..n]` is left for the message.
#[inline]
fn pad_short<K, const L: usize, const B: usize>(block: &mut [u8; B], n: usize, prefix: usize)
where
    K: MultiBufferKernel<L, B>,
{
    *block = [0; B];
    block[n] = 0x80;
    let bits = (n as u128 + prefix as u128) * 8;
    let len_field = &mut block[B - K::LEN_BYTES..];
    if K::BIG_ENDIAN {
        len_field.copy_from_slice(&bits.to_be_bytes()[16 - K::LEN_BYTES..]);
    } else {
        len_field.copy_from_slice(&bits.to_le_bytes()[..K::LEN_BYTES]);
    }
}

/// Writes the padded final blocks of `input` into `tail` and returns how many there are
/// (FIPS 180-4 §5.1, RFC 1321 §3.1-3.2): the bytes after the last whole block, `0x80`, zeros up
/// to `LEN_BYTES` before a block boundary, then the length in bits of the `prefix` bytes absorbed
/// before it (a whole number of blocks) and the message (big-endian for SHA, little-endian for
/// MD5). One block if the remainder leaves room for the `0x80` and the length field, else two.
fn pad<K, const L: usize, const B: usize>(input: &[u8], prefix: usize, tail: &mut [[u8; B]; 2]) -> usize
where
    K: MultiBufferKernel<L, B>,
{
    debug_assert!(prefix.is_multiple_of(B));
    pad_rest::<K, L, B>(&input[input.len() / B * B..], input.len().wrapping_add(prefix), tail)
}

/// [`pad`] of a message of `len` bytes whose bytes after the last whole block are `rest`
/// (`rest.len() == len % B`).
#[inline(always)]
fn pad_rest<K, const L: usize, const B: usize>(rest: &[u8], len: usize, tail: &mut [[u8; B]; 2]) -> usize
where
    K: MultiBufferKernel<L, B>,
{
    debug_assert_eq!(rest.len(), len % B);
    let blocks = if rest.len() < B - K::LEN_BYTES { 1 } else { 2 };
    // Whole fixed-size blocks of zeros: a few vector stores, where a `fill` of the used length
    // would be a `memset` call.
    *tail = [[0; B]; 2];
    let buf = &mut tail.as_flattened_mut()[..blocks * B];
    if !rest.is_empty() {
        // (Skipped for whole-block messages: the copy is a `memcpy` call even when empty.)
        buf[..rest.len()].copy_from_slice(rest);
    }
    buf[rest.len()] = 0x80;
    // The length in bits modulo 2^(8 * LEN_BYTES); `usize` is at most 64 bits, so `u128` holds it.
    let bits = (len as u128).wrapping_mul(8);
    let len_field = &mut buf[blocks * B - K::LEN_BYTES..];
    if K::BIG_ENDIAN {
        len_field.copy_from_slice(&bits.to_be_bytes()[16 - K::LEN_BYTES..]);
    } else {
        len_field.copy_from_slice(&bits.to_le_bytes()[..K::LEN_BYTES]);
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel that only has a length field (`LB` bytes, big- or little-endian).
    struct LenOnly<const LB: usize, const BE: bool>;

    impl<const LB: usize, const BE: bool, const B: usize> MultiBufferKernel<1, B> for LenOnly<LB, BE> {
        type State = [u32; 4];
        const ZERO: [u32; 4] = [0; 4];
        const LEN_BYTES: usize = LB;
        const BIG_ENDIAN: bool = BE;
        fn init(&self, _: &mut [u32; 4], _: usize) {}
        fn compress(&self, _: &mut [u32; 4], _: &[[&[u8; B]; 1]]) {}
        fn output(&self, _: &[u32; 4], _: usize, _: &mut [u8]) {}
    }

    /// The whole length field, its high bytes too: every lane test hashes messages of a few
    /// KiB, which only reach its two lowest bytes (a length truncated to 32 bits passed them).
    fn check<const LB: usize, const BE: bool, const B: usize>(len: usize) {
        let rest = &[0x5a; 128][..len % B];
        let mut tail = [[0xaa; B]; 2];
        let n = pad_rest::<LenOnly<LB, BE>, 1, B>(rest, len, &mut tail);
        assert_eq!(n, if len % B < B - LB { 1 } else { 2 }, "len = {len}");
        let buf = &tail.as_flattened()[..n * B];
        assert_eq!(&buf[..len % B], rest);
        assert_eq!(buf[len % B], 0x80);
        assert!(buf[len % B + 1..n * B - LB].iter().all(|&b| b == 0), "len = {len}");
        let bits = (len as u128).wrapping_mul(8);
        let (be, le) = (bits.to_be_bytes(), bits.to_le_bytes());
        let want = if BE { &be[16 - LB..] } else { &le[..LB] };
        assert_eq!(&buf[n * B - LB..], want, "len = {len}");
    }

    #[test]
    fn pad_length_field() {
        let lens =
            [0, 1, 55, 56, 63, 64, 111, 112, (1 << 29) + 3, (1 << 32) + 5, (1 << 32) + 60, usize::MAX - 3, usize::MAX];
        for len in lens {
            check::<8, true, 64>(len);
            check::<8, false, 64>(len);
            check::<16, true, 128>(len);
        }
    }
}
