//! `digest_many`: a batch of independent messages on the multi-buffer kernels of the hash
//! backend (`backend::hash::many`, which decides the path), or else one by one on the
//! single-stream kernel, resolved once for the batch; and `hmac_many`, a batch of MACs under one
//! key on the same kernels started from the key's keyed states.

use super::HashBackend;
use super::core::{Algo, Core, hmac_outer, hmac_sign, oneshot};
use crate::Error;
use crate::backend::hash::many::ManyKernels;
use crate::backend::hash::{Compress, wipe};

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

/// Inner digests the outer hashes of [`hmac_many`] take at a time from a stack buffer: two
/// rounds of the widest lanes (16 SHA-256 messages), a few KiB at most.
const OUTER_CHUNK: usize = 32;

/// The HMACs of `msgs[i]` into `out[i]` under the key whose keyed states are `inner` and
/// `outer` (each has absorbed one block). The inner hashes run as one batch on the multi-buffer
/// path `backend` (`None`: the default choice) takes for this batch, every lane starting from
/// `inner`'s chaining value, their digests written to `out`; the outer hashes then run in
/// batches of [`OUTER_CHUNK`] from `outer`'s, each reading its inner digests from a stack copy
/// (the lanes read their messages while they write the outputs). Where no multi-buffer path
/// applies (MD5, SHA-1, a single message, a backend without lanes), one by one on the keyed
/// states' own kernel. A length mismatch is `InvalidLength` and nothing is written.
pub(crate) fn hmac_many<A: Algo>(
    backend: Option<HashBackend>,
    inner: &Core<A>,
    outer: &Core<A>,
    msgs: &[impl AsRef<[u8]>],
    out: &mut [A::Output],
) -> Result<(), Error> {
    if msgs.len() != out.len() {
        return Err(Error::InvalidLength);
    }
    let (inner_state, prefix) = inner.start();
    if !A::Many::run_from(backend, inner_state, prefix as usize, msgs, out) {
        for (o, m) in out.iter_mut().zip(msgs) {
            *o = hmac_sign(inner, outer, m.as_ref());
        }
        return Ok(());
    }
    let (outer_state, prefix) = outer.start();
    let Some(&first) = out.first() else { return Ok(()) };
    let mut digests = [first; OUTER_CHUNK];
    for chunk in out.chunks_mut(OUTER_CHUNK) {
        let digests = &mut digests[..chunk.len()];
        digests.copy_from_slice(chunk);
        if !A::Many::run_from(backend, outer_state, prefix as usize, digests, chunk) {
            for (o, d) in chunk.iter_mut().zip(digests.iter()) {
                *o = hmac_outer(outer, d);
            }
        }
    }
    wipe(&mut digests);
    Ok(())
}
