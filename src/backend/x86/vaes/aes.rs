//! The broadcast key schedule and ECB (independent blocks) with 16 blocks in flight.
//!
//! `vaesenc ymm` runs the AES round on each 128-bit lane with that lane's round key, so a round
//! key copied into both lanes encrypts two blocks per instruction. On Zen 3 `vaesenc` has a
//! latency of 4 cycles and a throughput of 2 per cycle, so 8 independent ymm registers
//! (16 blocks) keep both AES pipes busy. Round keys are read from memory as instruction operands:
//! there are only 16 ymm registers and 8 hold the state.

#![allow(unsafe_code)]

use super::wide::{Wide, load_key};
use crate::backend::kernels::Block;
use crate::backend::lazy::Table;
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

impl Table for Keys {
    /// All-zero schedules, filled in place by [`broadcast_schedules`] (on the first input long
    /// enough for the wide kernels: `mod.rs`, `Aes::keys`).
    #[inline]
    fn zeroed() -> Self {
        Keys { enc: [Wide([0; 32]); 15], dec: [Wide([0; 32]); 15], rounds: 0 }
    }
}

/// Broadcasts the AES-NI twin's schedules (expanded at key setup, see `Aes::new`) into
/// both lanes of `keys`, in place: one load and one store a round key. (Built as a value by
/// `from_fn` and moved into the key, the same work compiled to ~10 moves a round key through
/// stack temporaries, plus a 960-byte copy.)
#[target_feature(enable = "avx2")]
pub(super) fn broadcast_schedules(small: &crate::backend::x86::aesni::Aes, keys: &mut Keys) {
    let (enc, dec, rounds) = small.schedules();
    for (src, dst) in [(enc, &mut keys.enc), (dec, &mut keys.dec)] {
        for (b, w) in src.iter().zip(dst.iter_mut()) {
            // SAFETY: `b` is 16 readable bytes, `w` 32 writable ones; AVX2 is enabled.
            unsafe {
                let x = _mm_loadu_si128(b.as_ptr().cast());
                _mm256_storeu_si256(w.0.as_mut_ptr().cast(), _mm256_broadcastsi128_si256(x));
            }
        }
    }
    keys.rounds = rounds;
}

/// The `aesenc` round keys broadcast to both lanes, for the ymm GCM kernels: a GCM key's table
/// (`mod.rs`, `GcmAes`), built by its first whole batch on a CPU without the zmm kernels (those
/// broadcast the round keys into registers). Half of [`Keys`]: GCM never decrypts a block.
/// Entries past `rounds` are zero.
pub(super) struct EncKeys {
    pub(super) enc: [Wide; 15],
    pub(super) rounds: usize,
}

impl Table for EncKeys {
    /// An all-zero schedule, filled in place by [`broadcast_enc`].
    #[inline]
    fn zeroed() -> Self {
        EncKeys { enc: [Wide([0; 32]); 15], rounds: 0 }
    }
}

/// Broadcasts the AES-NI twin's `aesenc` schedule into `keys` (in place).
#[target_feature(enable = "avx2")]
pub(super) fn broadcast_enc(small: &crate::backend::x86::aesni::Aes, keys: &mut EncKeys) {
    let (enc, _, rounds) = small.schedules();
    for (b, w) in enc.iter().zip(keys.enc.iter_mut()) {
        // SAFETY: `b` is 16 readable bytes, `w` 32 writable ones; AVX2 is enabled.
        unsafe {
            let x = _mm_loadu_si128(b.as_ptr().cast());
            _mm256_storeu_si256(w.0.as_mut_ptr().cast(), _mm256_broadcastsi128_si256(x));
        }
    }
    keys.rounds = rounds;
}

impl Drop for EncKeys {
    fn drop(&mut self) {
        self.enc.zeroize();
    }
}

impl Drop for Keys {
    fn drop(&mut self) {
        self.enc.zeroize();
        self.dec.zeroize();
    }
}

/// Runs `$body` on each 16-block batch of `$batches` (`&mut [[Block; WIDE]]`; `$p`: a
/// `*mut __m256i` to the batch's 8 ymm); inputs longer than `PREFETCH_FROM` bytes prefetch
/// `PREFETCH_DISTANCE` bytes ahead of each batch.
macro_rules! for_each_whole_batch {
    ($batches:expr, |$p:ident| $body:block) => {{
        let batches: &mut [[Block; WIDE]] = $batches;
        // Long inputs stream from memory: prefetch ahead (see `PREFETCH_FROM`).
        let prefetch = batches.len() * WIDE * 16 > $crate::backend::x86::vaes::wide::PREFETCH_FROM;
        for batch in batches {
            let $p: *mut __m256i = batch.as_mut_ptr().cast();
            if prefetch {
                $crate::backend::x86::vaes::wide::prefetch_ahead!($p);
            }
            $body
        }
    }};
}

/// [`for_each_whole_batch!`] over the whole batches of `$data` (`&mut [Block]`), evaluating to
/// the remaining `< 16` blocks. The body is expanded once, in the loop; kernels hand a partial
/// tail to [`padded_tail!`], which runs the same kernel once more on a padded copy, outside every
/// loop (a second expansion of the body for the tail would let LLVM tail-merge the two and pull
/// the tail's `memcpy` calls into the loop).
macro_rules! for_each_batch {
    ($data:ident, |$p:ident| $body:block) => {{
        let (full, tail) = $data.as_chunks_mut::<WIDE>();
        $crate::backend::x86::vaes::aes::for_each_whole_batch!(full, |$p| $body);
        tail
    }};
}
pub(super) use {for_each_batch, for_each_whole_batch};

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

/// Encrypts 16-block batches in place: `R` = 10, 12 or 14 rounds. (Fewer blocks go to the
/// AES-NI twin: `Aes::encrypt_blocks`.)
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ecb_encrypt<const R: usize>(keys: &[Wide; 15], batches: &mut [[Block; WIDE]]) {
    for_each_whole_batch!(batches, |p| {
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
}

/// Decrypts 16-block batches in place with the equivalent inverse cipher's round keys.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ecb_decrypt<const R: usize>(keys: &[Wide; 15], batches: &mut [[Block; WIDE]]) {
    for_each_whole_batch!(batches, |p| {
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
}
