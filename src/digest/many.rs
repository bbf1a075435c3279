//! `digest_many`: the one place that decides how a batch of independent messages is hashed.
//!
//! Two paths: the AVX2 lanes (`backend::x86::avx2`, 8 messages of MD5/SHA-1/SHA-256 or 4 of
//! SHA-384/512 in flight, lanes refilled as messages end), or the one-shot path of a
//! single-stream kernel, two messages at a time (`oneshot_x2`: SHA-NI SHA-224/256 interleaves the
//! two, which nearly doubles its throughput; other kernels run them one after the other), the
//! kernel resolved once for the batch.
//! `HashBackend::Avx2` names the lanes; the default takes them where they are faster than the
//! best single-stream kernel of this CPU ([`Algo::lanes_win`]: always for MD5 and SHA-384/512;
//! with SHA-NI, SHA-1 from 8 messages on and SHA-224/256 never).

use super::HashBackend;
use super::core::{Algo, oneshot, oneshot_x2};
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
    // Pairs through the two-stream path (SHA-NI SHA-256 interleaves them), then an odd one.
    let (out2, out1) = out.as_chunks_mut::<2>();
    let (in2, in1) = inputs.as_chunks::<2>();
    for (o, [a, b]) in out2.iter_mut().zip(in2) {
        (o[0], o[1]) = oneshot_x2::<A>(kernel, a, b);
    }
    for (o, m) in out1.iter_mut().zip(in1) {
        *o = oneshot::<A>(kernel, m);
    }
    Ok(())
}
