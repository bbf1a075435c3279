//! `digest_many`: a batch of independent messages on the multi-buffer kernels of the hash
//! backend (`backend::hash::many`, which decides the path), or else one by one on the
//! single-stream kernel, resolved once for the batch.

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
    if A::MANY.run(backend, inputs, out) {
        return Ok(());
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
