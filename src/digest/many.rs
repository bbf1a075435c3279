//! `digest_many`: the one place that decides how a batch of independent messages is hashed.
//!
//! Four paths:
//! - the AVX-512 lanes (`backend::x86::avx512`): 16 or 32 messages of MD5, 16 of SHA-224/256 or
//!   8 of SHA-384/512, default path only (no named backend), for batches of at least
//!   `Algo::AVX512_MANY_MIN` messages (below it the paths below win: measured per algorithm);
//! - the AVX2 lanes (`backend::x86::avx2`): 8 messages of MD5/SHA-1/SHA-256 or 4 of SHA-384/512
//!   in flight, one per vector lane, lanes refilled as messages end;
//! - the SHA-NI streams (`backend::x86::shani_many`, SHA-1 and SHA-224/256): several messages
//!   interleaved through the SHA extensions, whose single stream is latency-bound;
//! - the one-shot path of a single-stream kernel, message after message (the kernel resolved once
//!   for the batch).
//!
//! A named backend takes its own path (`Avx2`: lanes; `ShaNi`: streams; the others: their
//! single-stream kernel). The default: where the CPU has AVX-512F/BW, batches of at least
//! `AVX512_MANY_MIN` go to the AVX-512 lanes (measured on an Intel Xeon against the AVX2 lanes
//! and the SHA-NI streams, 32- to 200-byte messages: MD5 1.2–1.4x from 10 messages, SHA-256
//! 1.07–1.85x the SHA-NI streams from 10, SHA-512 1.03–2.3x from 2), except SHA-224/256 on AMD
//! cores, whose SHA-NI streams beat the 512-bit lanes at every batch measured on Zen 4
//! (1.02–1.64x, 10 to 256 messages of 32 B to 1 KiB; `ShaNiToken::streams_beat_avx512_lanes`).
//! Below that, and on CPUs without AVX-512, as measured on Zen 3 (`benches/digest.rs`,
//! `digest-many/*`): on a CPU with SHA-NI, SHA-224/256 batches of 2 or more and SHA-1 batches
//! of 3 or more go to the SHA-NI streams (1.1–2.1x one by one; the AVX2 lanes lose to them and,
//! for SHA-256, even to one stream), and a SHA-1 pair runs one by one on SHA-NI; batches of 2
//! or more of the algorithms without SHA-NI streams (MD5, SHA-384/512), or of any algorithm on
//! a CPU without SHA-NI, go to the AVX2 lanes where the CPU has AVX2 (MD5 4–7x, SHA-384/512
//! 1.4–3x against soft); a single message, and everything elsewhere, one by one.
//! The same choices hold on Zen 1, whose AVX2 runs 256-bit operations as two 128-bit halves
//! (criterion `digest-many/*/64x64B`, 2026-12-03: the default path against 64 `digest` calls,
//! MD5 3.9x, SHA-1 1.05x, SHA-224/256 1.4-1.5x, SHA-384/512 1.1-1.2x).

use super::HashBackend;
use super::core::{Algo, oneshot};
use crate::Error;
use crate::backend::hash::Compress;

/// [`digest_many`] over any `AsRef<[u8]>` messages (a `&[&[u8]]`, a `&[[u8; 32]]`, a
/// `&[Vec<u8>]`): they are viewed as byte slices in a stack array, a batch at a time, so nothing
/// is allocated. The length check comes first, so a mismatch writes nothing. Each batch is one
/// call of [`digest_many`] and takes the path the whole would take (a batch holds more messages
/// than any kernel keeps in flight, 32 lanes). The view costs a store a message and the array's
/// zeroing a call: 16 slices for up to 16 messages (a few stores), 128 for up to 128, and
/// [`VIEW_BATCH`] for more, so that a long run makes few scheduler calls.
pub(crate) fn digest_many_of<A: Algo>(
    backend: Option<HashBackend>,
    inputs: &[impl AsRef<[u8]>],
    out: &mut [A::Output],
) -> Result<(), Error> {
    if inputs.len() != out.len() {
        return Err(Error::InvalidLength);
    }
    match inputs.len() {
        0..=16 => viewed::<A, 16>(backend, inputs, out),
        17..=128 => viewed::<A, 128>(backend, inputs, out),
        _ => viewed::<A, VIEW_BATCH>(backend, inputs, out),
    }
}

/// Messages viewed a batch at a time by [`digest_many_of`] for more than 128: 1024 slices
/// (16 KiB of stack) on x86_64, 128 (2 KiB) elsewhere, where no multi-buffer scheduler runs.
const VIEW_BATCH: usize = if cfg!(target_arch = "x86_64") { 1024 } else { 128 };

/// [`digest_many`] of `inputs` (as long as `out`), `N` at a time viewed as `&[u8]`.
fn viewed<A: Algo, const N: usize>(
    backend: Option<HashBackend>,
    inputs: &[impl AsRef<[u8]>],
    out: &mut [A::Output],
) -> Result<(), Error> {
    let mut view: [&[u8]; N] = [&[]; N];
    if inputs.is_empty() {
        return digest_many::<A>(backend, &[], out);
    }
    for (ins, outs) in inputs.chunks(N).zip(out.chunks_mut(N)) {
        for (v, m) in view.iter_mut().zip(ins) {
            *v = m.as_ref();
        }
        digest_many::<A>(backend, &view[..ins.len()], outs)?;
    }
    Ok(())
}

/// Hashes `inputs[i]` into `out[i]`. `backend`: `None` = the fastest this CPU has, else that one
/// (an error if it cannot run here or has no kernel for this algorithm). A length mismatch is
/// `InvalidLength` and nothing is written.
pub(crate) fn digest_many<A: Algo>(
    backend: Option<HashBackend>,
    inputs: &[&[u8]],
    out: &mut [A::Output],
) -> Result<(), Error> {
    if inputs.len() != out.len() {
        return Err(Error::InvalidLength);
    }
    #[cfg(target_arch = "x86_64")]
    {
        use crate::backend::detect::{Avx2Token, Avx512Token, ShaNiToken};
        let streams = A::SHANI_MANY.zip(ShaNiToken::get());
        let lanes = Avx2Token::get();
        let n = inputs.len();
        // AMD cores run the SHA-NI streams faster than the 512-bit lanes (see
        // `ShaNiToken::streams_beat_avx512_lanes`): where the algorithm has both, streams.
        let streams_first = streams.is_some_and(|(_, t)| t.streams_beat_avx512_lanes());
        if backend.is_none()
            && n >= A::AVX512_MANY_MIN
            && !streams_first
            && let Some((many, token)) = A::AVX512_MANY.zip(Avx512Token::get())
        {
            many(token, inputs, out);
            return Ok(());
        }
        match (backend, streams, lanes) {
            (Some(HashBackend::ShaNi), Some((many, token)), _) => {
                many(token, inputs, out);
                return Ok(());
            }
            (Some(HashBackend::Avx2), _, Some(token)) => {
                (A::AVX2_MANY)(token, inputs, out);
                return Ok(());
            }
            (None, Some((many, token)), _) if n >= A::SHANI_MANY_MIN => {
                many(token, inputs, out);
                return Ok(());
            }
            (None, None, Some(token)) if n >= 2 => {
                (A::AVX2_MANY)(token, inputs, out);
                return Ok(());
            }
            _ => {}
        }
    }
    let kernel = match backend {
        None => A::Kernel::fastest(),
        Some(b) => A::Kernel::for_backend(b).ok_or(Error::HashBackendUnavailable(b))?,
    };
    for (o, m) in out.iter_mut().zip(inputs) {
        *o = oneshot::<A>(kernel, m);
    }
    Ok(())
}
