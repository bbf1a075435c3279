//! `digest_many`: the one place that decides how a batch of independent messages is hashed.
//!
//! Two paths: the AVX2 lanes (`backend::x86::avx2`, 8 messages of MD5/SHA-1/SHA-256 or 4 of
//! SHA-384/512 in flight, lanes refilled as messages end), or the one-shot path of a
//! single-stream kernel, one message after another (the kernel resolved once for the batch).
//! `HashBackend::Avx2` names the lanes; the default takes them where they are faster than the
//! best single-stream kernel of this CPU ([`Algo::lanes_win`]: always for MD5 and SHA-384/512;
//! with SHA-NI, SHA-1 from 8 messages on and SHA-224/256 never).

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
    #[cfg(target_arch = "x86_64")]
    if let Some(token) = crate::backend::detect::Avx2Token::get() {
        let lanes = match backend {
            None => inputs.len() > 1 && A::lanes_win(inputs.len()),
            Some(b) => b == HashBackend::Avx2,
        };
        if lanes {
            (A::AVX2_MANY)(token, inputs, out);
            return Ok(());
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
