//! The multi-buffer kernels of `digest_many`, and the one place that decides which of them a
//! batch of independent messages takes.
//!
//! Three multi-buffer paths, all on x86_64:
//! - the AVX-512 lanes (`x86/avx512/`): 16 or 32 messages of MD5, 16 of SHA-224/256 or 8 of
//!   SHA-384/512, default choice only (no named backend), for batches of at least the
//!   algorithm's `avx512` minimum (below it the paths below win);
//! - the AVX2 lanes (`x86/avx2/`): 8 messages of MD5/SHA-1/SHA-256 or 4 of SHA-384/512 in
//!   flight, one per vector lane, lanes refilled as messages end;
//! - the SHA-NI streams (`x86/shani/many.rs`, SHA-1 and SHA-224/256): several messages
//!   interleaved through the SHA extensions, whose single stream is latency-bound.
//!
//! Where none applies, [`ManyKernels::run`] returns `false` and the caller hashes the messages
//! one by one on the single-stream kernel. A named backend takes its own path (`Avx2`: lanes;
//! `ShaNi`: streams; the others: their single-stream kernel). The default: AVX-512 lanes from the
//! minimum batch (except SHA-224/256 on AMD cores, whose SHA-NI streams beat the 512-bit lanes:
//! `ShaNiToken::streams_beat_avx512_lanes`); else SHA-NI streams for batches of at least the
//! algorithm's SHA-NI minimum; else, for algorithms without SHA-NI streams or CPUs without SHA-NI,
//! the AVX2 lanes from two messages; a single message, and everything elsewhere, one by one.
//! The measurements behind each threshold: docs/perf/digest-many.md.

use super::HashBackend;
#[cfg(target_arch = "x86_64")]
use super::x86::multibuffer::Start;
#[cfg(target_arch = "x86_64")]
use super::x86::{avx2, avx512, shani};
#[cfg(target_arch = "x86_64")]
use crate::backend::detect::{Avx2Token, Avx512Token, ShaNiToken};

/// A multi-buffer kernel: `out[k]` = digest of `inputs[k]`, given the token `T` of its features.
#[cfg(target_arch = "x86_64")]
type ManyFn<T, M, O> = fn(T, &[M], &mut [O]);

/// The multi-buffer kernels of one hash function, for messages of any type that views as bytes:
/// `digest_many` calls them with the caller's own slice of messages (`&[u8]`, `[u8; N]`,
/// `Vec<u8>`, ...), and every kernel path is monomorphised over that type, so a message's bytes are
/// reached through an inlined `as_ref` (a pointer and a length load, or a constant length), with
/// no list of slices built first.
pub(crate) trait ManyKernels<O> {
    /// The chaining value of one message.
    type State;
    /// Hashes `inputs[k]` into `out[k]` (equal lengths, checked by the caller) on a multi-buffer
    /// path if `backend` (`None`: the default choice) has one for this batch on this CPU, and
    /// returns `true`; returns `false`, with nothing written, where the caller is to hash the
    /// messages one by one on the single-stream kernel.
    fn run<M: AsRef<[u8]>>(backend: Option<HashBackend>, inputs: &[M], out: &mut [O]) -> bool;
    /// [`ManyKernels::run`] with every message starting from `start`, a chaining value that has
    /// absorbed `prefix` bytes (a whole number of blocks) instead of the initial value: the
    /// inner or the outer hashes of a batch of HMACs under one key. The same choice of path
    /// (SHA-224/256 and the SHA-384/512 family; MD5 and SHA-1 always `false`).
    fn run_from<M: AsRef<[u8]>>(
        backend: Option<HashBackend>,
        start: &Self::State,
        prefix: usize,
        inputs: &[M],
        out: &mut [O],
    ) -> bool;
}

/// A multi-buffer kernel that starts every message from a given state (`x86/multibuffer.rs`).
#[cfg(target_arch = "x86_64")]
type ManyFromFn<T, S, M, O> = fn(T, Start<'_, S>, &[M], &mut [O]);

/// The path a batch takes.
#[cfg(target_arch = "x86_64")]
enum Path {
    Avx512(Avx512Token),
    ShaNi(ShaNiToken),
    Avx2(Avx2Token),
}

/// The one place that picks a batch's multi-buffer path (see the module docs), given which
/// paths the algorithm has: AVX2 lanes (`avx2`), AVX-512 lanes and SHA-NI streams with their
/// smallest default batches. `None`: one by one.
#[cfg(target_arch = "x86_64")]
fn choose(
    backend: Option<HashBackend>,
    n: usize,
    avx2: bool,
    avx512_min: Option<usize>,
    shani_min: Option<usize>,
) -> Option<Path> {
    let streams = shani_min.zip(ShaNiToken::get());
    let lanes = Avx2Token::get().filter(|_| avx2);
    // AMD cores run the SHA-NI streams faster than the 512-bit lanes (see
    // `ShaNiToken::streams_beat_avx512_lanes`): where the algorithm has both, streams.
    let streams_first = streams.is_some_and(|(_, t)| t.streams_beat_avx512_lanes());
    if backend.is_none()
        && !streams_first
        && let Some((min, token)) = avx512_min.zip(Avx512Token::get())
        && n >= min
    {
        return Some(Path::Avx512(token));
    }
    match (backend, streams, lanes) {
        (Some(HashBackend::ShaNi), Some((_, token)), _) => Some(Path::ShaNi(token)),
        (Some(HashBackend::Avx2), _, Some(token)) => Some(Path::Avx2(token)),
        (None, Some((min, token)), _) if n >= min => Some(Path::ShaNi(token)),
        (None, None, Some(token)) if n >= 2 => Some(Path::Avx2(token)),
        _ => None,
    }
}

/// The multi-buffer kernels of one hash function (none off x86_64) for messages of type `M`,
/// with the smallest batch each takes by default: what [`ManyKernels::run`] chooses from.
struct Table<M, O> {
    /// The AVX2 lanes.
    #[cfg(target_arch = "x86_64")]
    avx2: ManyFn<Avx2Token, M, O>,
    /// The AVX-512 lanes (twice the AVX2 ones) and their smallest default batch.
    #[cfg(target_arch = "x86_64")]
    avx512: Option<(ManyFn<Avx512Token, M, O>, usize)>,
    /// The SHA-NI streams and their smallest default batch.
    #[cfg(target_arch = "x86_64")]
    shani: Option<(ManyFn<ShaNiToken, M, O>, usize)>,
    #[cfg(not(target_arch = "x86_64"))]
    none: core::marker::PhantomData<fn(&[M], &mut O)>,
}

impl<M: AsRef<[u8]>, O> Table<M, O> {
    /// [`ManyKernels::run`] on these kernels.
    #[cfg_attr(not(target_arch = "x86_64"), allow(clippy::unused_self))]
    #[inline]
    fn run(&self, backend: Option<HashBackend>, inputs: &[M], out: &mut [O]) -> bool {
        debug_assert_eq!(inputs.len(), out.len());
        #[cfg(target_arch = "x86_64")]
        {
            let (avx512, shani) = (self.avx512, self.shani);
            match choose(backend, inputs.len(), true, avx512.map(|k| k.1), shani.map(|k| k.1)) {
                Some(Path::Avx512(token)) => {
                    (avx512.expect("chosen").0)(token, inputs, out);
                    return true;
                }
                Some(Path::ShaNi(token)) => {
                    (shani.expect("chosen").0)(token, inputs, out);
                    return true;
                }
                Some(Path::Avx2(token)) => {
                    (self.avx2)(token, inputs, out);
                    return true;
                }
                None => {}
            }
        }
        let _ = (backend, inputs, out);
        false
    }
}

/// The multi-buffer kernels of a SHA-2 function that start from a given state, and the
/// smallest default batch of the AVX-512 lanes and the SHA-NI streams (the same as [`Table`]'s).
#[cfg(target_arch = "x86_64")]
struct FromTable<S, M, O> {
    avx2: ManyFromFn<Avx2Token, S, M, O>,
    avx512: (ManyFromFn<Avx512Token, S, M, O>, usize),
    shani: Option<(ManyFromFn<ShaNiToken, S, M, O>, usize)>,
}

#[cfg(target_arch = "x86_64")]
impl<S, M: AsRef<[u8]>, O> FromTable<S, M, O> {
    /// [`ManyKernels::run_from`] on these kernels.
    #[inline]
    fn run(&self, backend: Option<HashBackend>, start: Start<'_, S>, inputs: &[M], out: &mut [O]) -> bool {
        debug_assert_eq!(inputs.len(), out.len());
        let shani_min = self.shani.map(|k| k.1);
        match choose(backend, inputs.len(), true, Some(self.avx512.1), shani_min) {
            Some(Path::Avx512(token)) => (self.avx512.0)(token, start, inputs, out),
            Some(Path::ShaNi(token)) => (self.shani.expect("chosen").0)(token, start, inputs, out),
            Some(Path::Avx2(token)) => (self.avx2)(token, start, inputs, out),
            None => return false,
        }
        true
    }
}

/// The kernels of each hash function, a type implementing [`ManyKernels`] (its table built for
/// the caller's message type; the kernels are generic functions); off x86_64, none.
macro_rules! many_kernels {
    (
        $(#[$doc:meta])* $name:ident, $out:literal, state: $state:ty,
        avx2: $avx2:path, avx512: $avx512:expr, shani: $shani:expr, from: $from:tt
    ) => {
        $(#[$doc])*
        pub(crate) struct $name;

        impl ManyKernels<[u8; $out]> for $name {
            type State = $state;

            #[inline]
            fn run<M: AsRef<[u8]>>(backend: Option<HashBackend>, inputs: &[M], out: &mut [[u8; $out]]) -> bool {
                let table: Table<M, [u8; $out]> = Table {
                    #[cfg(target_arch = "x86_64")]
                    avx2: $avx2,
                    #[cfg(target_arch = "x86_64")]
                    avx512: $avx512,
                    #[cfg(target_arch = "x86_64")]
                    shani: $shani,
                    #[cfg(not(target_arch = "x86_64"))]
                    none: core::marker::PhantomData,
                };
                table.run(backend, inputs, out)
            }

            #[inline]
            fn run_from<M: AsRef<[u8]>>(
                backend: Option<HashBackend>,
                start: &$state,
                prefix: usize,
                inputs: &[M],
                out: &mut [[u8; $out]],
            ) -> bool {
                many_kernels!(@from $from, backend, start, prefix, inputs, out)
            }
        }
    };
    (@from none, $backend:ident, $start:ident, $prefix:ident, $inputs:ident, $out:ident) => {{
        let _ = ($backend, $start, $prefix, $inputs, $out);
        false
    }};
    (
        @from { avx2: $avx2:path, avx512: $avx512:expr, shani: $shani:expr },
        $backend:ident, $start:ident, $prefix:ident, $inputs:ident, $out:ident
    ) => {{
        #[cfg(target_arch = "x86_64")]
        {
            let table = FromTable { avx2: $avx2, avx512: $avx512, shani: $shani };
            table.run($backend, Start { state: $start, prefix: $prefix }, $inputs, $out)
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = ($backend, $start, $prefix, $inputs, $out);
            false
        }
    }};
}

/// The smallest default batch for the AVX-512 lanes, per algorithm (docs/perf/digest-many.md):
/// MD5 against the AVX2 lanes, SHA-224/256 against the SHA-NI streams, SHA-384/512 against the
/// AVX2 lanes.
#[cfg(target_arch = "x86_64")]
mod min {
    pub(super) const MD5_AVX512: usize = 9;
    pub(super) const SHA256_AVX512: usize = 10;
    pub(super) const SHA512_AVX512: usize = 2;
    /// SHA-1 streams from three messages (a pair runs as fast one by one), SHA-224/256 from two.
    pub(super) const SHA1_SHANI: usize = 3;
    pub(super) const SHA256_SHANI: usize = 2;
}

many_kernels! {
    /// MD5: AVX2 and AVX-512 lanes (no SHA-NI).
    Md5, 16, state: [u32; 4], avx2: avx2::md5_many, avx512: Some((avx512::md5_many, min::MD5_AVX512)), shani: None, from: none
}
many_kernels! {
    /// SHA-1: AVX2 lanes and SHA-NI streams (no AVX-512 lanes).
    Sha1, 20, state: [u32; 5], avx2: avx2::sha1_many, avx512: None, shani: Some((shani::many::sha1_many, min::SHA1_SHANI)), from: none
}
many_kernels! {
    /// SHA-224: every path.
    Sha224, 28, state: [u32; 8], avx2: avx2::sha224_many, avx512: Some((avx512::sha224_many, min::SHA256_AVX512)),
    shani: Some((shani::many::sha224_many, min::SHA256_SHANI)),
    from: { avx2: avx2::sha256_many_from, avx512: (avx512::sha256_many_from, min::SHA256_AVX512),
        shani: Some((shani::many::sha256_many_from, min::SHA256_SHANI)) }
}
many_kernels! {
    /// SHA-256: every path.
    Sha256, 32, state: [u32; 8], avx2: avx2::sha256_many, avx512: Some((avx512::sha256_many, min::SHA256_AVX512)),
    shani: Some((shani::many::sha256_many, min::SHA256_SHANI)),
    from: { avx2: avx2::sha256_many_from, avx512: (avx512::sha256_many_from, min::SHA256_AVX512),
        shani: Some((shani::many::sha256_many_from, min::SHA256_SHANI)) }
}
many_kernels! {
    /// SHA-384: AVX2 and AVX-512 lanes (no SHA-NI).
    Sha384, 48, state: [u64; 8], avx2: avx2::sha384_many, avx512: Some((avx512::sha384_many, min::SHA512_AVX512)), shani: None,
    from: { avx2: avx2::sha512_many_from, avx512: (avx512::sha512_many_from, min::SHA512_AVX512), shani: None }
}
many_kernels! {
    /// SHA-512: AVX2 and AVX-512 lanes (no SHA-NI).
    Sha512, 64, state: [u64; 8], avx2: avx2::sha512_many, avx512: Some((avx512::sha512_many, min::SHA512_AVX512)), shani: None,
    from: { avx2: avx2::sha512_many_from, avx512: (avx512::sha512_many_from, min::SHA512_AVX512), shani: None }
}
many_kernels! {
    /// SHA-512/224: the SHA-512 lanes with its initial value, 28 bytes out.
    Sha512_224, 28, state: [u64; 8], avx2: avx2::sha512_224_many, avx512: Some((avx512::sha512_224_many, min::SHA512_AVX512)),
    shani: None,
    from: { avx2: avx2::sha512_many_from, avx512: (avx512::sha512_many_from, min::SHA512_AVX512), shani: None }
}
many_kernels! {
    /// SHA-512/256: the SHA-512 lanes with its initial value, 32 bytes out.
    Sha512_256, 32, state: [u64; 8], avx2: avx2::sha512_256_many, avx512: Some((avx512::sha512_256_many, min::SHA512_AVX512)),
    shani: None,
    from: { avx2: avx2::sha512_many_from, avx512: (avx512::sha512_many_from, min::SHA512_AVX512), shani: None }
}
