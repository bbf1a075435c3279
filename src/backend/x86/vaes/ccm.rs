//! CCM's payload with the keystream two blocks per `vaesenc`: the CBC-MAC chain one block at a
//! time in xmm (the low lanes of the broadcast round keys), the CTR keystream one ymm pair per
//! two chain blocks.
//!
//! The chain is the AES-NI kernel's (`aesni/ccm.rs`): carried pending (`x`, the chain value
//! being `E(x)`), the next input and round key 0 folded into its last round,
//!
//! ```text
//!     aesenclast(s, K_last ^ K_0 ^ P) = E(x) ^ P ^ K_0     (the next E(x)'s round-1 input)
//! ```
//!
//! so it costs Nr `aesenc` latencies per block, CBC encryption's floor, and everything else
//! hides in its idle AES slots. What the ymm keystream changes is the instruction count per
//! block: about 20 instead of 31 (AES-128). A message's chain is latency bound, so its time is
//! set by how early the next message's chain can start, and that is while the current chain's
//! last blocks still wait in the out-of-order window: the fewer instructions each of them
//! occupies, the more of them the window holds beside the next message's first blocks (at 31
//! per block a 512-entry reorder buffer holds about 16 blocks, less the instructions between
//! two messages; the CBC kernel's window holds more). The keystream pair does not depend on the
//! chain and runs ahead of it; its instructions are younger than the chain blocks they overtake,
//! so the oldest-first scheduler never lets them delay a chain round.
//!
//! Opening needs `P = C ^ E(A_i)` before the chain's last round of block `i`; the pair's
//! plaintext is in a ymm register, its high block one `vextracti128` off (off the chain).
//!
//! Counters: as in `ctr.rs`, reversed to little-endian, lane 0 at `c`, lane 1 at `c + 1`, one
//! `vpaddq` per pair (the caller keeps the counter from carrying out of its low 64 bits: CCM's
//! length limit). An odd last block and the tag's `E(A_0)` run in xmm beside the chain.

#![allow(unsafe_code)]

use super::wide::{BSWAP, Wide, load_const};
use crate::backend::kernels::Block;
use core::arch::x86_64::*;

/// The kernel body, shared by [`vaes_ccm`] and [`vaes_ccm_vl`] (which differ only in the
/// registers the compiler may use).
macro_rules! ccm_body {
    ($keys:ident, $r:ident, $seal:ident, $x:ident, $counter:ident, $data:ident, $a0:ident) => {{
        let keys: &[Wide; 15] = $keys;
        let wide = |i: usize| {
            // SAFETY: `keys[i]` is 32 readable bytes aligned to 32 (`repr(align(32))`); AVX is
            // enabled in this kernel (its caller holds the `VaesToken`).
            unsafe { _mm256_load_si256(keys[i].0.as_ptr().cast()) }
        };
        let narrow = |i: usize| _mm256_castsi256_si128(wide(i));
        let bswap = load_const!(&BSWAP);
        let bswap128 = _mm256_castsi256_si128(bswap);
        let (k0, klast) = (narrow(0), narrow($r));
        let kk = _mm_xor_si128(k0, klast);
        // SAFETY: `$x` and `$counter` are 16 readable bytes each; SSE2 is baseline on x86_64.
        let (x0, c) = unsafe { (_mm_loadu_si128($x.as_ptr().cast()), _mm_loadu_si128($counter.as_ptr().cast())) };
        let c = _mm_shuffle_epi8(c, bswap128);
        // Lane 0 at counter + 0, lane 1 at counter + 1 (little-endian: qword 0 is the low 64 bits).
        let mut ctr = _mm256_add_epi64(_mm256_broadcastsi128_si256(c), _mm256_set_epi64x(0, 1, 0, 0));
        let step = _mm256_set_epi64x(0, 2, 0, 2);
        // The round-1 input of E(x).
        let mut s = _mm_xor_si128(x0, k0);
        let (pairs, odd) = $data.as_chunks_mut::<2>();
        for pair in pairs {
            let p: *mut __m256i = pair.as_mut_ptr().cast();
            let mut a = _mm256_xor_si256(_mm256_shuffle_epi8(ctr, bswap), wide(0));
            ctr = _mm256_add_epi64(ctr, step);
            for i in 1..$r {
                a = _mm256_aesenc_epi128(a, wide(i));
                s = _mm_aesenc_si128(s, narrow(i));
            }
            // SAFETY: `p` is the pair's 32 bytes, readable and writable; AVX is enabled here.
            let d = unsafe { _mm256_loadu_si256(p) };
            // The ciphertext pair when sealing, the plaintext pair when opening.
            let out = _mm256_aesenclast_epi128(a, _mm256_xor_si256(wide($r), d));
            let plain = if $seal { d } else { out };
            // SAFETY: as for the load.
            unsafe { _mm256_storeu_si256(p, out) };
            // s = E(x) ^ P_0 ^ K_0, then the same for P_1.
            s = _mm_aesenclast_si128(s, _mm_xor_si128(kk, _mm256_castsi256_si128(plain)));
            for i in 1..$r {
                s = _mm_aesenc_si128(s, narrow(i));
            }
            s = _mm_aesenclast_si128(s, _mm_xor_si128(kk, _mm256_extracti128_si256::<1>(plain)));
        }
        let mut c = _mm256_castsi256_si128(ctr);
        if let [block] = odd {
            let mut a = _mm_xor_si128(_mm_shuffle_epi8(c, bswap128), k0);
            c = _mm_add_epi64(c, _mm_set_epi64x(0, 1));
            for i in 1..$r {
                a = _mm_aesenc_si128(a, narrow(i));
                s = _mm_aesenc_si128(s, narrow(i));
            }
            let p: *mut __m128i = block.as_mut_ptr().cast();
            // SAFETY: `p` is the block's 16 bytes, readable and writable; SSE2 is baseline.
            let d = unsafe { _mm_loadu_si128(p) };
            let out = _mm_aesenclast_si128(a, _mm_xor_si128(klast, d));
            let plain = if $seal { d } else { out };
            // SAFETY: as for the load.
            unsafe { _mm_storeu_si128(p, out) };
            s = _mm_aesenclast_si128(s, _mm_xor_si128(kk, plain));
        }
        let x = match $a0 {
            Some(a0) => {
                // SAFETY: `a0` is 16 readable bytes; SSE2 is baseline on x86_64.
                let mut a = _mm_xor_si128(unsafe { _mm_loadu_si128(a0.as_ptr().cast()) }, k0);
                for i in 1..$r {
                    a = _mm_aesenc_si128(a, narrow(i));
                    s = _mm_aesenc_si128(s, narrow(i));
                }
                // aesenclast(s, K_last ^ E(A_0)) = E(x) ^ E(A_0): the untruncated tag.
                _mm_aesenclast_si128(s, _mm_xor_si128(klast, _mm_aesenclast_si128(a, klast)))
            }
            None => _mm_xor_si128(s, k0),
        };
        // SAFETY: `$x` and `$counter` are 16 writable bytes each; SSE2 is baseline on x86_64.
        unsafe {
            _mm_storeu_si128($x.as_mut_ptr().cast(), x);
            _mm_storeu_si128($counter.as_mut_ptr().cast(), _mm_shuffle_epi8(c, bswap128));
        }
    }};
}

/// CCM over whole blocks (`AesKernels::ccm`): `SEAL`, `data` holds plaintext (MAC, encrypt);
/// otherwise ciphertext (decrypt, MAC). `x` is the pending chain input (with `a0`, it ends as
/// the untruncated tag `E(x) ^ E(A_0)`); `counter` ends past the blocks used.
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes")]
pub(super) fn vaes_ccm<const R: usize, const SEAL: bool>(
    keys: &[Wide; 15],
    x: &mut Block,
    counter: &mut Block,
    data: &mut [Block],
    a0: Option<&Block>,
) {
    ccm_body!(keys, R, SEAL, x, counter, data, a0);
}

/// [`vaes_ccm`] compiled with AVX-512VL: 32 vector registers hold every round key (AES-128 needs
/// 17 with the chain, the pair, the counters and the byte-swap mask; 16 ymm would reload some).
#[inline(never)]
#[target_feature(enable = "aes,avx2,vaes,avx512f,avx512vl")]
pub(super) fn vaes_ccm_vl<const R: usize, const SEAL: bool>(
    keys: &[Wide; 15],
    x: &mut Block,
    counter: &mut Block,
    data: &mut [Block],
    a0: Option<&Block>,
) {
    ccm_body!(keys, R, SEAL, x, counter, data, a0);
}
