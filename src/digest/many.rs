//! `digest_many`: the one place that decides how a batch of independent messages is hashed.
//!
//! Today every message goes through the one-shot path of the chosen single-stream kernel, one
//! after another (the kernel is resolved once for the whole batch). Multi-buffer kernels plug in
//! here: a backend with lanes for this algorithm takes the batch before the loop below.

use super::HashBackend;
use super::core::{Algo, oneshot};
use crate::Error;
use crate::backend::hash::Compress;

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
    let kernel = match backend {
        None => A::Kernel::fastest(),
        Some(b) => A::Kernel::for_backend(b).ok_or(Error::HashBackendUnavailable(b))?,
    };
    for (o, m) in out.iter_mut().zip(inputs) {
        *o = oneshot::<A>(kernel, m);
    }
    Ok(())
}
