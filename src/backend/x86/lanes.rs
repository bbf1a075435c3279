//! The lane scheduler: any number of messages of any lengths through an `L`-lane kernel (the
//! AVX2 lanes of `avx2/`, the interleaved SHA-NI streams of `shani_many.rs`).
//!
//! A lane's message is a stream of whole `B`-byte blocks: first its own whole blocks, read in
//! place from the caller's slice, then one or two padded final blocks built in that lane's
//! slot of a small stack buffer (the remaining bytes, `0x80`, zeros, the bit length). Each step
//! runs the kernel for `n` blocks on every lane at once, where `n` is the fewest blocks any busy
//! lane has left in its current segment (capped at [`MAX_STEP`]); a lane whose message ends is
//! refilled with the next message before the following step, so mixed lengths keep every lane
//! busy. Lanes with nothing to do read the zero blocks of [`IDLE`]; their results are never
//! read. Nothing here is secret-dependent beyond the message lengths, which are public.

/// The most blocks one kernel call processes per lane (the size of [`IDLE`]).
pub(super) const MAX_STEP: usize = 16;

/// What idle lanes read: `MAX_STEP` blocks of the largest block size.
static IDLE: [u8; 128 * MAX_STEP] = [0; 128 * MAX_STEP];

/// One multi-buffer compression function: `L` lanes of `B`-byte blocks.
pub(crate) trait LaneKernel<const L: usize, const B: usize> {
    /// The chaining values of all lanes, transposed (word `j` of every lane side by side).
    type State: Copy;
    /// An all-zero state.
    const ZERO: Self::State;
    /// Bytes of the length field at the end of the padding (8 or 16).
    const LEN_BYTES: usize;
    /// Whether the length field and the output words are big-endian (SHA) or little-endian (MD5).
    const BIG_ENDIAN: bool;
    /// Puts the initial value in `lane`.
    fn init(&self, state: &mut Self::State, lane: usize);
    /// Compresses `blocks` consecutive blocks of `data[i]` into lane `i`, for every lane.
    /// Every `data[i]` holds at least `blocks * B` bytes.
    fn compress(&self, state: &mut Self::State, data: &[&[u8]; L], blocks: usize);
    /// Writes the first `out.len()` bytes of lane `lane`'s chaining value, serialised.
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]);
}

/// Where a busy lane is: in `msg`'s own whole blocks (`tail == false`) or in its padded final
/// blocks (`tail == true`), at byte `pos` of a segment that ends at byte `end`.
#[derive(Clone, Copy)]
struct Lane {
    msg: usize,
    pos: usize,
    end: usize,
    tail: bool,
}

/// Hashes every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`, checked by the caller;
/// extra entries on either side are ignored).
pub(crate) fn hash_many<K, O, const L: usize, const B: usize>(kernel: &K, inputs: &[&[u8]], out: &mut [O])
where
    K: LaneKernel<L, B>,
    O: AsMut<[u8]>,
{
    let count = inputs.len().min(out.len());
    let mut state = K::ZERO;
    let mut tails = [[[0u8; B]; 2]; L];
    let mut lanes: [Option<Lane>; L] = [None; L];
    let mut next = 0;
    loop {
        for (i, lane) in lanes.iter_mut().enumerate() {
            if lane.is_none() && next < count {
                kernel.init(&mut state, i);
                *lane = Some(start(kernel, inputs[next], next, &mut tails[i]));
                next += 1;
            }
        }
        let Some(steps) = lanes.iter().flatten().map(|l| (l.end - l.pos) / B).min() else {
            return;
        };
        let steps = steps.min(MAX_STEP);
        let data: [&[u8]; L] = core::array::from_fn(|i| match lanes[i] {
            Some(Lane { msg, pos, end, tail: false }) => &inputs[msg][pos..end],
            Some(Lane { pos, end, tail: true, .. }) => &tails[i].as_flattened()[pos..end],
            None => &IDLE[..],
        });
        kernel.compress(&mut state, &data, steps);
        for (i, slot) in lanes.iter_mut().enumerate() {
            let Some(lane) = slot else { continue };
            lane.pos += steps * B;
            if lane.pos < lane.end {
                continue;
            }
            if lane.tail {
                kernel.output(&state, i, out[lane.msg].as_mut());
                *slot = None;
            } else {
                *lane = finish(kernel, inputs[lane.msg], lane.msg, &mut tails[i]);
            }
        }
    }
}

/// A lane starting on message `msg`: its whole blocks, or straight its padding if it has none.
fn start<K, const L: usize, const B: usize>(kernel: &K, input: &[u8], msg: usize, tail: &mut [[u8; B]; 2]) -> Lane
where
    K: LaneKernel<L, B>,
{
    let whole = input.len() / B * B;
    if whole == 0 { finish(kernel, input, msg, tail) } else { Lane { msg, pos: 0, end: whole, tail: false } }
}

/// The padded final blocks of `input` (FIPS 180-4 §5.1, RFC 1321 §3.1-3.2): the bytes after the
/// last whole block, `0x80`, zeros up to `LEN_BYTES` before a block boundary, then the message
/// length in bits (big-endian for SHA, little-endian for MD5). One block if the remainder leaves
/// room for the `0x80` and the length field, else two.
fn finish<K, const L: usize, const B: usize>(_: &K, input: &[u8], msg: usize, tail: &mut [[u8; B]; 2]) -> Lane
where
    K: LaneKernel<L, B>,
{
    let rest = &input[input.len() / B * B..];
    let blocks = if rest.len() < B - K::LEN_BYTES { 1 } else { 2 };
    let buf = &mut tail.as_flattened_mut()[..blocks * B];
    buf.fill(0);
    buf[..rest.len()].copy_from_slice(rest);
    buf[rest.len()] = 0x80;
    // The length in bits modulo 2^(8 * LEN_BYTES); `usize` is at most 64 bits, so `u128` holds it.
    let bits = (input.len() as u128).wrapping_mul(8);
    let len_field = &mut buf[blocks * B - K::LEN_BYTES..];
    if K::BIG_ENDIAN {
        len_field.copy_from_slice(&bits.to_be_bytes()[16 - K::LEN_BYTES..]);
    } else {
        len_field.copy_from_slice(&bits.to_le_bytes()[..K::LEN_BYTES]);
    }
    Lane { msg, pos: 0, end: blocks * B, tail: true }
}

/// The lanes' data pointers, after checking that each lane holds `blocks` blocks of `len` bytes
/// (and `blocks <= MAX_STEP`): the kernels' precondition for reading `blocks * len` bytes from
/// each pointer. Checked once per kernel call.
pub(super) fn lane_ptrs<const L: usize>(data: &[&[u8]; L], blocks: usize, len: usize) -> [*const u8; L] {
    assert!(blocks <= MAX_STEP && data.iter().all(|d| d.len() >= blocks * len));
    let mut p = [core::ptr::null(); L];
    for (p, d) in p.iter_mut().zip(data) {
        *p = d.as_ptr();
    }
    p
}
