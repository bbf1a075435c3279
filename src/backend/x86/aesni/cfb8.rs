//! CFB8 (SP 800-38A, 8-bit segments): one AES call per byte, each on a shift register that holds
//! the last 16 ciphertext bytes, so each byte waits for the one before. The register stays in a
//! vector register across the whole call (no dispatch, no memory round trip per byte).
//!
//! The chain carries `x = r ^ K_0`, the register already through round 0, so that a byte costs
//! one block's `NR` AES latencies plus the one `palignr` that shifts the register:
//!
//! - The input byte's XOR is folded into the last round, `aesenclast(s, K_last ^ p) = E(r) ^ p`,
//!   whose byte 0 is the output byte (and, encrypting, the ciphertext byte `c`).
//! - The next register is `r' = r[1..16] ‖ c` (`palignr` by one byte), and the next chain value
//!   `x' = r' ^ K_0`, byte by byte: `x'[i] = x[i+1] ^ K_0[i+1] ^ K_0[i]` (i < 15) and
//!   `x'[15] = c ^ K_0[15]`. So `x' = palignr(a, x ^ M)` with `M[i+1] = K_0[i+1] ^ K_0[i]` and
//!   `a[0] = c ^ K_0[15]`. `x ^ M` is computed from `x` beside the AES rounds (off the chain),
//!   and `K_0[15]` is folded into the last round key as well: with `E = K_0[15]` in byte 0,
//!   `y = aesenclast(s, K_last ^ E ^ p)` has `y[0] = c ^ K_0[15]`, so `a = y` when encrypting
//!   (decrypting, the appended byte is the input: `a = p ^ E`, off the chain). The output byte is
//!   `y[0] ^ K_0[15]`, a scalar XOR off the chain.
//!
//! That `palignr` is the least the chain can hold beyond CBC's: the byte `c` leaves the AES output
//! in byte 0 and must enter the next state in byte 15, a move no AES instruction makes, so one
//! non-AES instruction sits between each byte's last round and the next byte's first. On x86 cores
//! any such instruction costs its latency plus the bypass delay of leaving and re-entering the AES
//! unit (a blend, a `pxor`, a `pshufb` cost what the `palignr` costs; see docs/perf/more-modes.md).
//!
//! Decrypting, the chain holds no AES at all and the calls overlap.

#![allow(unsafe_code)]

use super::aes::{Keys, enc, enclast, load, store, xor};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::{_mm_alignr_epi8, _mm_cvtsi32_si128, _mm_cvtsi128_si32, _mm_slli_si128};

/// CFB8 over `data` in place (encrypting, or with `decrypt` decrypting); `reg` is the shift
/// register (the IV at the start) and holds the last 16 ciphertext bytes on return.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline(never)]
pub(super) fn aesni_cfb8<const NR: usize>(
    t: AesNiToken,
    rk: &[Block; 15],
    reg: &mut Block,
    data: &mut [u8],
    decrypt: bool,
) {
    if decrypt {
        bytes::<NR, true>(t, Keys::new(rk), reg, data);
    } else {
        bytes::<NR, false>(t, Keys::new(rk), reg, data);
    }
}

/// The byte loop of [`aesni_cfb8`] for one direction (no per-byte select between them);
/// inlined into it (same features).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
#[inline]
fn bytes<const NR: usize, const DECRYPT: bool>(t: AesNiToken, k: Keys<'_>, reg: &mut Block, data: &mut [u8]) {
    let k0 = k.at(0);
    let k0_15 = {
        let mut b = [0u8; 16];
        store(&mut b, k0);
        b[15]
    };
    // `E`: K_0[15] in byte 0; `M`: K_0 ^ (K_0 shifted up one byte), byte 0 unused.
    let e = _mm_cvtsi32_si128(i32::from(k0_15));
    let m = xor(k0, _mm_slli_si128::<1>(k0));
    let klast = xor(k.at(NR), e);
    let mut x = xor(load(reg), k0);
    for d in data.iter_mut() {
        let p = _mm_cvtsi32_si128(i32::from(*d));
        let shifted = xor(x, m);
        for key in k.middle::<NR>() {
            x = enc(t, x, key);
        }
        let y = enclast(t, x, xor(klast, p));
        *d = (_mm_cvtsi128_si32(y) as u8) ^ k0_15;
        x = _mm_alignr_epi8::<1>(if DECRYPT { xor(p, e) } else { y }, shifted);
    }
    store(reg, xor(x, k0));
}
