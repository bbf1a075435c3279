//! CFB8 (SP 800-38A, 8-bit segments): one AES call per byte, each on a shift register that holds
//! the last 16 ciphertext bytes, so each byte waits for the one before. The register stays in a
//! vector register across the whole call (no dispatch, no memory round trip per byte). The input
//! byte's XOR is folded into the last round (`aesenclast(x, K_last ^ p) = E(r) ^ p`), so the
//! chain from one byte's AES to the next is one `palignr` (drop the register's first byte, append
//! the ciphertext byte: bytes 1..16 of the register, then byte 0 of the other operand) and one
//! XOR with round key 0: a byte costs one block's AES latency plus two cycles. The output byte
//! leaves the chain through `movd`. Decrypting, the appended byte is the input: the chain holds
//! no AES at all and the calls overlap.

#![allow(unsafe_code)]

use super::aes::{Keys, enc, enclast, load, store, xor};
use crate::backend::detect::AesNiToken;
use crate::backend::kernels::Block;
use core::arch::x86_64::{_mm_alignr_epi8, _mm_cvtsi32_si128, _mm_cvtsi128_si32};

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
    let k = Keys::new(rk);
    let mut r = load(reg);
    for d in data.iter_mut() {
        // The input byte in byte 0, folded into the last round: `y` = E(r) ^ p, whose byte 0 is
        // the output byte in both directions and, encrypting, the ciphertext byte.
        let p = _mm_cvtsi32_si128(i32::from(*d));
        let mut x = xor(r, k.at(0));
        for key in k.middle::<NR>() {
            x = enc(t, x, key);
        }
        let y = enclast(t, x, xor(k.at(NR), p));
        *d = _mm_cvtsi128_si32(y) as u8;
        r = _mm_alignr_epi8::<1>(if decrypt { p } else { y }, r);
    }
    store(reg, r);
}
