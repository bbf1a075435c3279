//! Several independent SHA-1 / SHA-224/256 streams through the SHA extensions at once.
//!
//! One SHA-NI stream is latency-bound: every `sha256rnds2` (two rounds) or `sha1rnds4` (four
//! rounds) needs the state the previous one produced, so the SHA unit idles most cycles between
//! them. `N` independent messages, each with its own state and schedule registers, fill those
//! cycles: the kernels below run the single-stream algorithm of `shani/sha256.rs` and
//! `shani/sha1.rs` (same four-round groups, same schedule steps) on `N` streams, interleaved
//! group by group. The multi-buffer scheduler of `../multibuffer.rs` feeds them like the AVX2 lanes: refilled as
//! messages end, idle streams on zero blocks (nearly free here, as they only use spare cycles).

#![allow(unsafe_code)]

use super::super::multibuffer::{MAX_STEP, MultiBufferKernel, Start, hash_many};
use super::sha1::sha1_streams;
use crate::backend::detect::ShaNiToken;
use crate::backend::hash::soft::sha256::K;
use crate::backend::wipe::wipe_value as wipe;
#[cfg(miri)]
use crate::backend::x86::miri::{_mm_sha256msg1_epu32, _mm_sha256msg2_epu32, _mm_sha256rnds2_epu32};
use core::arch::x86_64::*;

/// SHA-256 streams in flight: four measured fastest of two to four (docs/perf/sha-x86.md).
const SHA256_STREAMS: usize = 4;
/// SHA-1 streams in flight: four measured fastest (docs/perf/sha-x86.md).
const SHA1_STREAMS: usize = 4;

/// SHA-1 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha1_many<M: AsRef<[u8]>>(token: ShaNiToken, inputs: &[M], out: &mut [[u8; 20]]) {
    hash_many(&Sha1Streams(token), inputs, out);
}

/// SHA-224 or SHA-256 (by `start`, and `N`) of every `inputs[k]` into `out[k]`
/// (`out.len() == inputs.len()`), every stream starting from a keyed state `start` (HMAC): the
/// lane scheduler alone (the whole-group path pads for messages hashed from the initial value).
pub(crate) fn sha256_many_from<M: AsRef<[u8]>, const N: usize>(
    token: ShaNiToken,
    start: Start<'_, [u32; 8]>,
    inputs: &[M],
    out: &mut [[u8; N]],
) {
    hash_many(&Sha256Streams(token, start), inputs, out);
}

/// SHA-224 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha224_many<M: AsRef<[u8]>>(token: ShaNiToken, inputs: &[M], out: &mut [[u8; 28]]) {
    let kernel = Sha256Streams(token, Start::iv(&IV224));
    let done = sha256_whole_groups(&kernel, inputs, out);
    hash_many(&kernel, &inputs[done..], &mut out[done..]);
}

/// SHA-256 of every `inputs[k]` into `out[k]` (`out.len() == inputs.len()`).
pub(crate) fn sha256_many<M: AsRef<[u8]>>(token: ShaNiToken, inputs: &[M], out: &mut [[u8; 32]]) {
    let kernel = Sha256Streams(token, Start::iv(&IV256));
    let done = sha256_whole_groups(&kernel, inputs, out);
    hash_many(&kernel, &inputs[done..], &mut out[done..]);
}

/// The fast path for leading groups of [`SHA256_STREAMS`] messages of one length that is a
/// whole number of blocks (64-byte Merkle-tree nodes, say): every stream's last block is then
/// the same padding block (`0x80`, zeros, the length), a function of the length alone, so its
/// schedule is computed once ([`padding_schedule`]) and the kernel runs only its rounds, half
/// the SHA unit's work for that block (1.1-1.3x the scheduler's path: docs/perf/sha-x86.md).
/// Returns how many messages it hashed: the first group that differs stops
/// it, and the lane scheduler takes the rest. Lengths are public; nothing depends on the
/// contents.
fn sha256_whole_groups<M: AsRef<[u8]>, const N: usize>(
    kernel: &Sha256Streams<'_>,
    inputs: &[M],
    out: &mut [[u8; N]],
) -> usize {
    const S: usize = SHA256_STREAMS;
    let mut schedule: Option<(usize, [u32; 64])> = None;
    let mut done = 0;
    let mut state = [[0u32; 8]; S];
    for (group, outs) in inputs.chunks_exact(S).zip(out.chunks_exact_mut(S)) {
        // Each message viewed once: its length and its blocks come from the same slice.
        let msgs: [&[u8]; S] = core::array::from_fn(|s| group[s].as_ref());
        let n = msgs[0].len();
        if n == 0 || !n.is_multiple_of(64) || msgs.iter().any(|m| m.len() != n) {
            break;
        }
        let wk = match &schedule {
            Some((len, wk)) if *len == n => wk,
            // (The length in bits modulo 2^64, as FIPS 180-4 pads it.)
            _ => &schedule.insert((n, padding_schedule((n as u64).wrapping_mul(8)))).1,
        };
        let blocks: [&[[u8; 64]]; S] = core::array::from_fn(|s| msgs[s].as_chunks::<64>().0);
        state = [*kernel.1.state; S];
        let mut at = 0;
        let count = n / 64;
        while at < count {
            let step = (count - at).min(MAX_STEP);
            let rows: [[&[u8; 64]; S]; MAX_STEP] =
                core::array::from_fn(|k| core::array::from_fn(|s| &blocks[s][(at + k).min(count - 1)]));
            let last = at + step == count;
            // SAFETY: `kernel.0` is a `ShaNiToken`: this CPU has SHA, SSSE3 and SSE4.1.
            unsafe { shani_sha256_x4(&mut state, &rows[..step], last.then_some(wk)) };
            at += step;
        }
        kernel.output_all(&state, outs);
        done += S;
    }
    if done > 0 {
        // The messages' chaining values, wiped like the one-shot's.
        wipe(&mut state);
    }
    done
}

/// `W[t] + K[t]` for the 64 rounds of the padding block of a message of `bits` bits that ends
/// on a block boundary: `W[0] = 0x80000000`, `W[1..14] = 0`, `W[14..16]` = the length
/// (FIPS 180-4 §5.1.1), then the schedule of §6.2.2, `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15])
/// + W[t-16]`.
fn padding_schedule(bits: u64) -> [u32; 64] {
    let mut w = [0u32; 64];
    w[0] = 0x8000_0000;
    w[14] = (bits >> 32) as u32;
    w[15] = bits as u32;
    for t in 16..64 {
        let s0 = w[t - 15].rotate_right(7) ^ w[t - 15].rotate_right(18) ^ (w[t - 15] >> 3);
        let s1 = w[t - 2].rotate_right(17) ^ w[t - 2].rotate_right(19) ^ (w[t - 2] >> 10);
        w[t] = s1.wrapping_add(w[t - 7]).wrapping_add(s0).wrapping_add(w[t - 16]);
    }
    core::array::from_fn(|t| w[t].wrapping_add(K[t]))
}

const IV256: [u32; 8] =
    [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19];
const IV224: [u32; 8] =
    [0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4];
const IV1: [u32; 5] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0];

/// `N` SHA-224/256 streams: for each row in order, compresses block `row[s]` into `state[s]`
/// (ordinary word order); then, with `tail`, one more block in every stream whose `W + K` words
/// are `tail` (see [`padding_schedule`]).
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline]
#[allow(unused_assignments)] // the last schedule steps of the unrolled groups feed no later group
unsafe fn sha256_streams<const N: usize>(state: &mut [[u32; 8]; N], rows: &[[&[u8; 64]; N]], tail: Option<&[u32; 64]>) {
    let bswap = _mm_set_epi64x(0x0c0d0e0f_08090a0b, 0x04050607_00010203);
    let mut abef = [_mm_setzero_si128(); N];
    let mut cdgh = [_mm_setzero_si128(); N];
    for s in 0..N {
        // SAFETY: `state[s]` is 8 u32 = two 16-byte unaligned loads within it.
        let (dcba, hgfe) =
            unsafe { (_mm_loadu_si128(state[s].as_ptr().cast()), _mm_loadu_si128(state[s].as_ptr().add(4).cast())) };
        let cdab = _mm_shuffle_epi32(dcba, 0xb1);
        let efgh = _mm_shuffle_epi32(hgfe, 0x1b);
        abef[s] = _mm_alignr_epi8(cdab, efgh, 8);
        cdgh[s] = _mm_blend_epi16(efgh, cdab, 0xf0);
    }
    for row in rows {
        let (abef_in, cdgh_in) = (abef, cdgh);
        let mut m = [[_mm_setzero_si128(); 4]; N];
        // Four rounds of every stream (`shani/sha256.rs` explains the steps).
        macro_rules! group {
            ($i:expr) => {
                // SAFETY: `K` has 64 words; 4 words at 4·i ≤ 60.
                let k = unsafe { _mm_loadu_si128(K.as_ptr().add(4 * $i).cast()) };
                for s in 0..N {
                    let m = &mut m[s];
                    if $i < 4 {
                        // SAFETY: `row[s]` is a 64-byte block; 16·i + 16 <= 64.
                        let raw = unsafe { _mm_loadu_si128(row[s].as_ptr().add(16 * $i).cast()) };
                        m[$i % 4] = _mm_shuffle_epi8(raw, bswap);
                    }
                    let wk = _mm_add_epi32(m[$i % 4], k);
                    cdgh[s] = _mm_sha256rnds2_epu32(cdgh[s], abef[s], wk);
                    if $i >= 3 && $i <= 14 {
                        let w7 = _mm_alignr_epi8(m[$i % 4], m[($i + 3) % 4], 4);
                        m[($i + 1) % 4] = _mm_sha256msg2_epu32(_mm_add_epi32(m[($i + 1) % 4], w7), m[$i % 4]);
                    }
                    abef[s] = _mm_sha256rnds2_epu32(abef[s], cdgh[s], _mm_shuffle_epi32(wk, 0x0e));
                    if $i >= 1 && $i <= 12 {
                        m[($i + 3) % 4] = _mm_sha256msg1_epu32(m[($i + 3) % 4], m[$i % 4]);
                    }
                }
            };
        }
        group!(0);
        group!(1);
        group!(2);
        group!(3);
        group!(4);
        group!(5);
        group!(6);
        group!(7);
        group!(8);
        group!(9);
        group!(10);
        group!(11);
        group!(12);
        group!(13);
        group!(14);
        group!(15);
        for s in 0..N {
            abef[s] = _mm_add_epi32(abef[s], abef_in[s]);
            cdgh[s] = _mm_add_epi32(cdgh[s], cdgh_in[s]);
        }
    }
    if let Some(wk) = tail {
        // A block whose schedule is known: only the rounds, two `sha256rnds2` per four words.
        let (abef_in, cdgh_in) = (abef, cdgh);
        for i in 0..16 {
            // SAFETY: `wk` has 64 words; 4 words at 4·i ≤ 60.
            let wk = unsafe { _mm_loadu_si128(wk.as_ptr().add(4 * i).cast()) };
            let wk_hi = _mm_shuffle_epi32(wk, 0x0e);
            for s in 0..N {
                cdgh[s] = _mm_sha256rnds2_epu32(cdgh[s], abef[s], wk);
                abef[s] = _mm_sha256rnds2_epu32(abef[s], cdgh[s], wk_hi);
            }
        }
        for s in 0..N {
            abef[s] = _mm_add_epi32(abef[s], abef_in[s]);
            cdgh[s] = _mm_add_epi32(cdgh[s], cdgh_in[s]);
        }
    }
    for s in 0..N {
        let feba = _mm_shuffle_epi32(abef[s], 0x1b);
        let dchg = _mm_shuffle_epi32(cdgh[s], 0xb1);
        let dcba = _mm_blend_epi16(feba, dchg, 0xf0);
        let hgfe = _mm_alignr_epi8(dchg, feba, 8);
        // SAFETY: two 16-byte unaligned stores within the 32-byte `state[s]`.
        unsafe {
            _mm_storeu_si128(state[s].as_mut_ptr().cast(), dcba);
            _mm_storeu_si128(state[s].as_mut_ptr().add(4).cast(), hgfe);
        }
    }
}

/// The SHA-224/256 kernel: [`SHA256_STREAMS`] streams of [`sha256_streams`].
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) unsafe fn shani_sha256_x4(
    state: &mut [[u32; 8]; SHA256_STREAMS],
    rows: &[[&[u8; 64]; SHA256_STREAMS]],
    tail: Option<&[u32; 64]>,
) {
    // SAFETY: the caller guarantees the features; this function has them enabled.
    unsafe { sha256_streams(state, rows, tail) }
}

/// The SHA-1 kernel: [`SHA1_STREAMS`] streams of `sha1_streams` (`sha1.rs`).
///
/// # Safety
/// The CPU must support SHA, SSSE3 and SSE4.1.
#[target_feature(enable = "sha,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) unsafe fn shani_sha1_x4(state: &mut [[u32; 5]; SHA1_STREAMS], rows: &[[&[u8; 64]; SHA1_STREAMS]]) {
    // SAFETY: the caller guarantees the features; this function has them enabled.
    unsafe { sha1_streams::<SHA1_STREAMS, false, _>(state, rows) }
}

/// The SHA-224/256 streams for the scheduler, from the initial value of the chosen variant or a keyed state.
struct Sha256Streams<'a>(ShaNiToken, Start<'a, [u32; 8]>);

impl MultiBufferKernel<SHA256_STREAMS, 64> for Sha256Streams<'_> {
    type State = [[u32; 8]; SHA256_STREAMS];
    const ZERO: Self::State = [[0; 8]; SHA256_STREAMS];
    const LEN_BYTES: usize = 8;
    const BIG_ENDIAN: bool = true;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        state[lane] = *self.1.state;
    }

    #[inline]
    fn prefix(&self) -> usize {
        self.1.prefix
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 64]; SHA256_STREAMS]]) {
        // SAFETY: `self.0` is a `ShaNiToken`: this CPU has SHA, SSSE3 and SSE4.1.
        unsafe { shani_sha256_x4(state, rows, None) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(4).zip(&state[lane]) {
            o.copy_from_slice(&w.to_be_bytes());
        }
    }
}

/// The SHA-1 streams for the scheduler.
struct Sha1Streams(ShaNiToken);

impl MultiBufferKernel<SHA1_STREAMS, 64> for Sha1Streams {
    type State = [[u32; 5]; SHA1_STREAMS];
    const ZERO: Self::State = [[0; 5]; SHA1_STREAMS];
    const LEN_BYTES: usize = 8;
    const BIG_ENDIAN: bool = true;

    #[inline]
    fn init(&self, state: &mut Self::State, lane: usize) {
        state[lane] = IV1;
    }

    #[inline]
    fn compress(&self, state: &mut Self::State, rows: &[[&[u8; 64]; SHA1_STREAMS]]) {
        // SAFETY: `self.0` is a `ShaNiToken`: this CPU has SHA, SSSE3 and SSE4.1.
        unsafe { shani_sha1_x4(state, rows) }
    }

    #[inline]
    fn output(&self, state: &Self::State, lane: usize, out: &mut [u8]) {
        for (o, w) in out.chunks_exact_mut(4).zip(&state[lane]) {
            o.copy_from_slice(&w.to_be_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::hash::reference::*;
    use crate::backend::test_rng::Rng;
    use std::{vec, vec::Vec};

    /// Every stream count 1..=4 (the kernels' two and four among them) against the references, block by block, on random states.
    fn streams_against_reference<const N: usize>(token: ShaNiToken) {
        let _ = token;
        let mut rng = Rng(0x5a_0000 + N as u64);
        for blocks in 0..=17 {
            let data: Vec<Vec<u8>> = (0..N).map(|_| rng.bytes(blocks * 64)).collect();
            let rows: Vec<[&[u8; 64]; N]> =
                (0..blocks).map(|k| core::array::from_fn(|i| data[i][64 * k..][..64].try_into().unwrap())).collect();
            let mut s256 = [[0u32; 8]; N];
            let mut s1 = [[0u32; 5]; N];
            s256.iter_mut().flatten().chain(s1.iter_mut().flatten()).for_each(|w| *w = rng.next() as u32);
            let (mut e256, mut e1) = (s256, s1);
            for s in 0..N {
                data[s].chunks(64).for_each(|b| sha256_block(&mut e256[s], b));
                data[s].chunks(64).for_each(|b| sha1_block(&mut e1[s], b));
            }
            let mut s1_rotl2 = s1;
            // SAFETY: the caller holds a `ShaNiToken`.
            unsafe {
                sha256_streams(&mut s256, &rows, None);
                sha1_streams::<N, false, _>(&mut s1, &rows);
                sha1_streams::<N, true, _>(&mut s1_rotl2, &rows);
            }
            assert_eq!(s256, e256, "sha256 N={N} blocks={blocks}");
            assert_eq!(s1, e1, "sha1 N={N} blocks={blocks}");
            assert_eq!(s1_rotl2, e1, "sha1 (ROTL2 schedule) N={N} blocks={blocks}");
        }
    }

    #[test]
    fn kernels() {
        let Some(token) = ShaNiToken::get() else {
            return;
        };
        streams_against_reference::<1>(token);
        streams_against_reference::<2>(token);
        streams_against_reference::<3>(token);
        streams_against_reference::<4>(token);
    }

    /// Batches that start with groups of one whole-block length (the fast path with the
    /// precomputed padding schedule), of every count around the group size, then other lengths.
    #[test]
    fn whole_block_groups() {
        let Some(token) = ShaNiToken::get() else {
            return;
        };
        let mut rng = Rng(0x5a_2222);
        for len in [64, 128, 192, 256, 320, 1024, 4096] {
            for count in 0..=13 {
                let mut msgs: Vec<Vec<u8>> = (0..count).map(|_| rng.bytes(len)).collect();
                // Then a different length, and the first length again (scheduler's part).
                msgs.push(rng.bytes(len + 64));
                msgs.push(rng.bytes(len));
                msgs.push(rng.bytes(len - 1));
                let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                let (mut o224, mut o256) = (vec![[0u8; 28]; msgs.len()], vec![[0u8; 32]; msgs.len()]);
                sha224_many(token, &inputs, &mut o224);
                sha256_many(token, &inputs, &mut o256);
                for (k, m) in msgs.iter().enumerate() {
                    assert_eq!(o224[k].to_vec(), sha256_ref(&SHA224_IV, m, 28), "sha224 {len} B x{count}, msg {k}");
                    assert_eq!(o256[k].to_vec(), sha256_ref(&SHA256_IV, m, 32), "sha256 {len} B x{count}, msg {k}");
                }
            }
        }
        // The schedule of the padding block of a 64-byte message, against the reference's
        // compression of that block from a random state.
        let mut state = [0u32; 8].map(|_| rng.next() as u32);
        let mut expected = state;
        let mut block = [0u8; 64];
        block[0] = 0x80;
        block[62] = 0x02; // 512 bits
        sha256_block(&mut expected, &block);
        let wk = padding_schedule(512);
        let mut one = [state];
        // SAFETY: the test holds a `ShaNiToken`.
        unsafe { sha256_streams::<1>(&mut one, &[], Some(&wk)) };
        state = one[0];
        assert_eq!(state, expected);
    }

    /// Lengths around every padding boundary, plus long ones.
    const EDGES: [usize; 13] = [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 3000];

    /// Sets of 0 to 40 messages of mixed lengths, from the initial values and (SHA-224/256) from
    /// a keyed state (HMAC's inner and outer hashes: as if [`PREFIX`]'s first block came first).
    #[test]
    fn many_against_one_by_one() {
        let Some(token) = ShaNiToken::get() else {
            return;
        };
        let (k224, k256) = (sha256_keyed_start(&SHA224_IV), sha256_keyed_start(&SHA256_IV));
        let mut rng = Rng(0x5a_1111);
        for round in 0..50 {
            let count = if round < 41 { round } else { rng.below(41) };
            let msgs: Vec<Vec<u8>> = (0..count)
                .map(|_| {
                    let len = if rng.below(2) == 0 { EDGES[rng.below(EDGES.len())] } else { rng.below(3000) };
                    rng.bytes(len)
                })
                .collect();
            let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
            let (mut o1, mut o224, mut o256) = (vec![[0u8; 20]; count], vec![[0u8; 28]; count], vec![[0u8; 32]; count]);
            sha1_many(token, &inputs, &mut o1);
            sha224_many(token, &inputs, &mut o224);
            sha256_many(token, &inputs, &mut o256);
            for (k, m) in msgs.iter().enumerate() {
                assert_eq!(o1[k].to_vec(), sha1_ref(m), "sha1 round {round} msg {k}");
                assert_eq!(o224[k].to_vec(), sha256_ref(&SHA224_IV, m, 28), "sha224 round {round} msg {k}");
                assert_eq!(o256[k].to_vec(), sha256_ref(&SHA256_IV, m, 32), "sha256 round {round} msg {k}");
            }
            sha256_many_from(token, Start { state: &k224, prefix: 64 }, &msgs, &mut o224);
            sha256_many_from(token, Start { state: &k256, prefix: 64 }, &msgs, &mut o256);
            for (k, m) in msgs.iter().enumerate() {
                assert_eq!(o224[k].to_vec(), sha256_keyed_ref(&SHA224_IV, m, 28), "keyed sha224 round {round} msg {k}");
                assert_eq!(o256[k].to_vec(), sha256_keyed_ref(&SHA256_IV, m, 32), "keyed sha256 round {round} msg {k}");
            }
        }
        let mut out = [[0u8; 32]; 2];
        sha256_many(token, &[&b"abc"[..], ABC2], &mut out);
        assert_eq!(out[0].to_vec(), unhex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        assert_eq!(out[1].to_vec(), unhex("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    }
}
