//! The broadcast key schedule and ECB (independent blocks) with 16 blocks in flight.
//!
//! `vaesenc ymm` runs the AES round on each 128-bit lane with that lane's round key, so a round
//! key copied into both lanes encrypts two blocks per instruction. On Zen 3 `vaesenc` has a
//! latency of 4 cycles and a throughput of 2 per cycle, so 8 independent ymm registers
//! (16 blocks) keep both AES pipes busy. Round keys are read from memory as instruction operands:
//! there are only 16 ymm registers and 8 hold the state.

#![allow(unsafe_code)]

use super::{Wide, load_key, load_key128};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;
use zeroize::Zeroize;

/// Blocks per batch of the wide kernels: 8 ymm registers.
pub(super) const WIDE: usize = 16;

/// Round keys broadcast to both lanes of a ymm register; `enc` for `vaesenc`, `dec` for
/// `vaesdec` (the equivalent inverse cipher). Entries past `rounds` are zero.
#[derive(Clone)]
pub(super) struct Keys {
    pub(super) enc: [Wide; 15],
    pub(super) dec: [Wide; 15],
    pub(super) rounds: usize,
}

impl Keys {
    /// The AES-NI twin's schedules (expanded once for both keys, see `Aes::new`) broadcast to
    /// both lanes, element by element (`from_fn`), not zeroed and then filled.
    #[inline]
    pub(super) fn from_small(small: &crate::backend::x86::aesni::Aes) -> Self {
        let (enc, dec, rounds) = small.schedules();
        let wide = |b: &Block| {
            let mut w = Wide([0; 32]);
            w.0[..16].copy_from_slice(b);
            w.0[16..].copy_from_slice(b);
            w
        };
        Keys { enc: core::array::from_fn(|i| wide(&enc[i])), dec: core::array::from_fn(|i| wide(&dec[i])), rounds }
    }
}

impl Drop for Keys {
    fn drop(&mut self) {
        self.enc.zeroize();
        self.dec.zeroize();
    }
}

/// Runs `$body` on each whole 16-block batch of `$data` (`$p`: a `*mut __m256i` to its 8 ymm)
/// and evaluates to the remaining `< 16` blocks; inputs longer than `PREFETCH_FROM` bytes
/// prefetch `PREFETCH_DISTANCE` bytes ahead of each batch. The body is expanded once, in the loop; kernels
/// hand a partial tail to [`padded_tail!`], which runs the same kernel once more on a padded copy,
/// outside every loop (a second expansion of the body for the tail would let LLVM tail-merge the
/// two and pull the tail's `memcpy` calls into the loop).
macro_rules! for_each_batch {
    ($data:ident, |$p:ident| $body:block) => {{
        // Long inputs stream from memory: prefetch ahead (see `PREFETCH_FROM`).
        let prefetch = $data.len() * 16 > $crate::backend::x86::vaes::PREFETCH_FROM;
        let (full, tail) = $data.as_chunks_mut::<WIDE>();
        for batch in full {
            let $p: *mut __m256i = batch.as_mut_ptr().cast();
            if prefetch {
                $crate::backend::x86::vaes::prefetch_ahead!($p);
            }
            $body
        }
        tail
    }};
}
pub(super) use for_each_batch;

/// Runs `$call` (a kernel call on `$buf`) on a zero-padded 16-block copy of the non-empty slice
/// `$tail` and copies the result back; the padding's output is discarded and the copy wiped.
macro_rules! padded_tail {
    ($tail:ident, |$buf:ident| $call:expr) => {{
        let mut $buf: [Block; WIDE] = [[0u8; 16]; WIDE];
        let n = $tail.len().min(WIDE);
        $buf[..n].copy_from_slice(&$tail[..n]);
        $call;
        $tail[..n].copy_from_slice(&$buf[..n]);
        zeroize::Zeroize::zeroize(&mut $buf);
    }};
}
pub(super) use padded_tail;

/// Encrypts 16-block batches in place: `R` = 10, 12 or 14 rounds.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ecb_encrypt<const R: usize>(keys: &[Wide; 15], blocks: &mut [Block]) {
    if let [block] = blocks {
        // One block: the xmm instructions have the same latency and no batch to pad.
        let p: *mut __m128i = block.as_mut_ptr().cast();
        // SAFETY: `p` points to the 16 bytes of `block`; SSE2 is baseline.
        let mut s = unsafe { _mm_loadu_si128(p) };
        s = _mm_xor_si128(s, load_key128!(&keys[0]));
        for k in &keys[1..R] {
            s = _mm_aesenc_si128(s, load_key128!(k));
        }
        s = _mm_aesenclast_si128(s, load_key128!(&keys[R]));
        // SAFETY: as above.
        unsafe { _mm_storeu_si128(p, s) };
        return;
    }
    let tail = for_each_batch!(blocks, |p| {
        let k0 = load_key!(&keys[0]);
        let mut s = [_mm256_setzero_si256(); 8];
        for (j, s) in s.iter_mut().enumerate() {
            // SAFETY: `p` points to 16 blocks = 8 ymm; j < 8.
            *s = _mm256_xor_si256(unsafe { _mm256_loadu_si256(p.add(j)) }, k0);
        }
        for k in &keys[1..R] {
            let k = load_key!(k);
            for s in &mut s {
                *s = _mm256_aesenc_epi128(*s, k);
            }
        }
        let k = load_key!(&keys[R]);
        for (j, s) in s.iter().enumerate() {
            // SAFETY: as above.
            unsafe { _mm256_storeu_si256(p.add(j), _mm256_aesenclast_epi128(*s, k)) };
        }
    });
    if !tail.is_empty() {
        padded_tail!(tail, |buf| vaes_ecb_encrypt::<R>(keys, &mut buf));
    }
}

/// Decrypts 16-block batches in place with the equivalent inverse cipher's round keys.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ecb_decrypt<const R: usize>(keys: &[Wide; 15], blocks: &mut [Block]) {
    if let [block] = blocks {
        let p: *mut __m128i = block.as_mut_ptr().cast();
        // SAFETY: `p` points to the 16 bytes of `block`; SSE2 is baseline.
        let mut s = unsafe { _mm_loadu_si128(p) };
        s = _mm_xor_si128(s, load_key128!(&keys[0]));
        for k in &keys[1..R] {
            s = _mm_aesdec_si128(s, load_key128!(k));
        }
        s = _mm_aesdeclast_si128(s, load_key128!(&keys[R]));
        // SAFETY: as above.
        unsafe { _mm_storeu_si128(p, s) };
        return;
    }
    let tail = for_each_batch!(blocks, |p| {
        let k0 = load_key!(&keys[0]);
        let mut s = [_mm256_setzero_si256(); 8];
        for (j, s) in s.iter_mut().enumerate() {
            // SAFETY: `p` points to 16 blocks = 8 ymm; j < 8.
            *s = _mm256_xor_si256(unsafe { _mm256_loadu_si256(p.add(j)) }, k0);
        }
        for k in &keys[1..R] {
            let k = load_key!(k);
            for s in &mut s {
                *s = _mm256_aesdec_epi128(*s, k);
            }
        }
        let k = load_key!(&keys[R]);
        for (j, s) in s.iter().enumerate() {
            // SAFETY: as above.
            unsafe { _mm256_storeu_si256(p.add(j), _mm256_aesdeclast_epi128(*s, k)) };
        }
    });
    if !tail.is_empty() {
        padded_tail!(tail, |buf| vaes_ecb_decrypt::<R>(keys, &mut buf));
    }
}
