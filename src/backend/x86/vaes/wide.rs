//! What every VAES kernel shares: the 32-byte [`Wide`] of key material and its loads, the
//! byte-swap mask, and the prefetch of long inputs.

#![allow(unsafe_code)]

/// `vpshufb` control reversing the 16 bytes of each lane: turns a big-endian counter block or a
/// GHASH block (the standard's byte order) into a little-endian integer and back.
pub(crate) const BSWAP: [u8; 32] = [
    15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, //
    15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
];

/// The identity `vpshufb` mask: POLYVAL's byte order (RFC 8452), in which the GHASH kernels'
/// byte swaps fall away (`backend/siv.rs`); a constant, so the shuffles it feeds compile away.
pub(crate) const IDENTITY: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, //
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
];

/// 32 bytes of key material (a broadcast round key, a pair of powers of H), aligned for `vmovdqa`.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub(crate) struct Wide(pub(crate) [u8; 32]);

impl zeroize::Zeroize for Wide {
    fn zeroize(&mut self) {
        self.0.as_mut_slice().zeroize();
    }
}

/// Loads a [`Wide`] with a *volatile* load, at the point where the kernel's source uses it.
///
/// Why volatile: with ordinary loads LLVM hoists every round key out of the loop, runs out of
/// the 16 ymm registers, and its register-pressure scheduler then reorders the interleaved rounds
/// into one dependent chain per state (state 0 through all rounds, then state 1, ...), and moves
/// all GHASH multiplies ahead of the AES rounds. That leaves the out-of-order window too few
/// independent instructions (measured: GCM at ~70% of the interleaved speed). Volatile loads
/// are neither hoisted nor reordered among themselves, so each round key is loaded where its
/// round is written and consumed at once by all states: the schedule stays round-major and
/// stitched as written. The loads are L1 hits on otherwise idle load ports.
macro_rules! load_key {
    ($k:expr) => {{
        let k: &$crate::backend::x86::vaes::wide::Wide = $k;
        // SAFETY: `k` references 32 readable bytes aligned to 32 (`repr(align(32))`); AVX is
        // enabled in every kernel that expands this macro (each one requires the `VaesToken`).
        unsafe {
            core::ptr::read_volatile(
                (k as *const $crate::backend::x86::vaes::wide::Wide).cast::<core::arch::x86_64::__m256i>(),
            )
        }
    }};
}
pub(crate) use load_key;

/// Inputs longer than this many bytes (an L2's size) stream from memory rather than cache, so the
/// batch loops of `for_each_batch!` (ECB, CTR, CBC decryption) prefetch ahead; up to it the data
/// sits in L2 and the hints only take issue slots. The ymm GCM open loop does not prefetch (its
/// early ciphertext loads leave the hardware prefetchers enough time); the seal loop does beyond
/// 16 MiB (`gcm::SEAL_PREFETCH_FROM`). Measurements: `docs/perf/ctr-ecb.md`.
pub(crate) const PREFETCH_FROM: usize = 1 << 20;

/// How far ahead of the batch being processed the loops prefetch, in bytes (8-32 KiB measured
/// alike: `docs/perf/ctr-ecb.md`).
pub(crate) const PREFETCH_DISTANCE: usize = 16 * 1024;

/// Prefetches into L1 the 256-byte batch (4 cache lines) that lies [`PREFETCH_DISTANCE`] bytes
/// past `$p`. The address is formed with `wrapping_add` and may lie past the end of the buffer:
/// a prefetch is only a hint, never faults and reads nothing the program can observe.
macro_rules! prefetch_ahead {
    ($p:expr) => {
        $crate::backend::x86::vaes::wide::prefetch_at!($p, $crate::backend::x86::vaes::wide::PREFETCH_DISTANCE)
    };
}
pub(crate) use prefetch_ahead;

/// Prefetches into L1 the 256-byte batch (4 cache lines) that lies `$ahead` bytes past `$p` (see
/// [`prefetch_ahead!`]).
macro_rules! prefetch_at {
    ($p:expr, $ahead:expr) => {{
        let p: *const i8 = $p.cast_const().cast();
        let ahead: usize = $ahead;
        for line in 0..4 {
            let at = p.wrapping_add(ahead + 64 * line);
            // SAFETY: `prefetcht0` is an SSE instruction (baseline on x86_64) that never faults
            // and has no architectural effect, whatever the address. (`unsafe` for toolchains
            // where the intrinsic is still an `unsafe fn`.)
            #[allow(unused_unsafe)]
            unsafe {
                core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(at)
            };
        }
    }};
}
pub(crate) use prefetch_at;

/// Loads a 32-byte constant table (ordinary load: constants may be hoisted).
macro_rules! load_const {
    ($k:expr) => {{
        let k: &[u8; 32] = $k;
        // SAFETY: `k` references 32 readable bytes; AVX is enabled in every kernel that expands
        // this macro (each one requires the `VaesToken`).
        unsafe { core::arch::x86_64::_mm256_loadu_si256(k.as_ptr().cast()) }
    }};
}
pub(crate) use load_const;

/// Loads the 16-byte low half of a broadcast round key into an xmm register.
macro_rules! load_key128 {
    ($k:expr) => {{
        let k: &[u8; 32] = &$k.0;
        // SAFETY: `k` references 32 readable bytes, of which we read the first 16; SSE2 is
        // baseline on x86_64.
        unsafe { core::arch::x86_64::_mm_loadu_si128(k.as_ptr().cast()) }
    }};
}
pub(crate) use load_key128;
