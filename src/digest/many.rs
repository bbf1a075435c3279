//! `digest_many`: a batch of independent messages on the multi-buffer kernels of the hash
//! backend (`backend::hash::many`, which decides the path), or else one by one on the
//! single-stream kernel, resolved once for the batch.

use super::HashBackend;
use super::core::{Algo, oneshot};
use crate::Error;
use crate::backend::hash::Compress;
use crate::backend::hash::many::ManyKernels;

/// Hashes `inputs[i]` into `out[i]`, for messages of any `AsRef<[u8]>` type (a `&[&[u8]]`, a
/// `&[[u8; 32]]`, a `&[Vec<u8>]`): the caller's slice goes to the kernels as it is, each path
/// monomorphised over the message type, so nothing is copied or allocated. `backend`: `None` =
/// the fastest this CPU has, else that one (an error if it cannot run here or has no kernel for
/// this algorithm). A length mismatch is `InvalidLength` and nothing is written.
pub(crate) fn digest_many<A: Algo>(
    backend: Option<HashBackend>,
    inputs: &[impl AsRef<[u8]>],
    out: &mut [A::Output],
) -> Result<(), Error> {
    if inputs.len() != out.len() {
        return Err(Error::InvalidLength);
    }
    if A::Many::run(backend, inputs, out) {
        return Ok(());
    }
    let kernel = match backend {
        None => A::Kernel::fastest(),
        Some(b) => A::Kernel::for_backend(b).ok_or(Error::HashBackendUnavailable(b))?,
    };
    for (o, m) in out.iter_mut().zip(inputs) {
        *o = oneshot::<A>(kernel, m.as_ref());
    }
    Ok(())
}
