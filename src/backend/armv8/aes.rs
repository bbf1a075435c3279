//! AES on the ARMv8 cryptography extension: key expansion, the round helpers that every kernel
//! of this backend inlines, and ECB with eight blocks in flight.
//!
//! `AESE k` computes `ShiftRows(SubBytes(x ^ k))` and `AESMC` computes `MixColumns`, so one
//! FIPS 197 round "SubBytes, ShiftRows, MixColumns, AddRoundKey(k_r)" is split differently:
//! the key is added *before* the S-box. With keys `k_0..k_Nr` the cipher is
//!
//! ```text
//!   s = AESMC(AESE(x, k_0)); s = AESMC(AESE(s, k_1)); ... ; s = AESE(s, k_{Nr-1}); out = s ^ k_Nr
//! ```
//!
//! The kernels stop at `AESE(s, k_{Nr-1})` ([`enc_core`]) and fold the final `^ k_Nr` into
//! whatever XOR comes next (the data in CTR, the next plaintext in CBC), computed off the
//! dependency chain.
//!
//! Decryption uses the FIPS 197 §5.3.5 equivalent inverse cipher: `AESD k` computes
//! `InvSubBytes(InvShiftRows(x ^ k))` and `AESIMC` computes `InvMixColumns`, with the decryption
//! schedule `d_0 = k_Nr`, `d_i = InvMixColumns(k_{Nr-i})` for `0 < i < Nr`, `d_Nr = k_0`:
//!
//! ```text
//!   s = AESIMC(AESD(x, d_0)); ... ; s = AESIMC(AESD(s, d_{Nr-2})); s = AESD(s, d_{Nr-1}); out = s ^ d_Nr
//! ```
//!
//! (InvMixColumns is linear, so `InvMixColumns(s) ^ InvMixColumns(k) = InvMixColumns(s ^ k)`:
//! the round key of a middle round can be moved through InvMixColumns.)

#![allow(unsafe_code)]

use core::arch::aarch64::*;

use zeroize::Zeroize;

use crate::backend::detect::{Armv8Sha512Token, Armv8Token};
use crate::backend::kernels::Block;

/// Round keys as bytes (`Zeroize`-able); loaded into registers inside each kernel.
pub(super) type RoundKeys = [[u8; 16]; 15];

/// An expanded AES-128/192/256 key: encryption and decryption schedules.
#[derive(Clone)]
pub(crate) struct Aes {
    token: Armv8Token,
    /// FEAT_SHA3 (the "sha3" target feature: EOR3), if present: the GCM kernels' EOR3
    /// instantiation is chosen with it.
    eor3: Option<Armv8Sha512Token>,
    rounds: usize,
    pub(super) enc: RoundKeys,
    pub(super) dec: RoundKeys,
}

impl Drop for Aes {
    fn drop(&mut self) {
        self.enc.as_flattened_mut().zeroize();
        self.dec.as_flattened_mut().zeroize();
    }
}

impl Aes {
    /// Expands `key` (16, 24 or 32 bytes; any other length is treated as a zero-padded or
    /// truncated AES-128 key rather than panicking, though the caller has validated it).
    pub(crate) fn new(token: Armv8Token, key: &[u8]) -> Self {
        let eor3 = Armv8Sha512Token::get();
        let mut aes = Aes { token, eor3, rounds: 10, enc: [[0; 16]; 15], dec: [[0; 16]; 15] };
        // SAFETY: `token` proves the CPU has the AES extension (and NEON, baseline on aarch64).
        aes.rounds = unsafe { expand_key(key, &mut aes.enc, &mut aes.dec) };
        aes
    }

    pub(crate) fn token(&self) -> Armv8Token {
        self.token
    }

    /// The proof of FEAT_SHA3, if the EOR3 kernels are to be used.
    pub(super) fn eor3(&self) -> Option<Armv8Sha512Token> {
        self.eor3
    }

    /// The same key on the kernels without EOR3 (tests: both instantiations run).
    #[cfg(test)]
    pub(super) fn without_eor3(mut self) -> Self {
        self.eor3 = None;
        self
    }

    /// Number of rounds: 10, 12 or 14.
    pub(super) fn rounds(&self) -> usize {
        self.rounds
    }
}

/// `SubWord(w)` for the key schedule, with the AES instruction itself.
///
/// `AESE(v, 0) = ShiftRows(SubBytes(v))`. Put `w` in all four 32-bit lanes: the AES state is
/// column-major (byte `4c + r` is row `r` of column `c`), so each lane is one column and all four
/// columns are equal. SubBytes acts on each byte alone; ShiftRows moves row `r` of column `c` to
/// column `c - r mod 4`, which maps equal columns onto equal columns: the state is unchanged by it.
/// Every lane of the result is therefore `SubWord(w)`; take lane 0.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
unsafe fn sub_word(w: u32) -> u32 {
    // SAFETY: the caller guarantees the AES extension; NEON is baseline.
    unsafe {
        let v = vreinterpretq_u8_u32(vdupq_n_u32(w));
        let s = vaeseq_u8(v, vdupq_n_u8(0));
        vgetq_lane_u32::<0>(vreinterpretq_u32_u8(s))
    }
}

/// FIPS 197 §5.2 key expansion, then the equivalent-inverse-cipher schedule. Returns Nr.
///
/// Words are held as `u32::from_le_bytes` of their four key bytes, so byte 0 of a word is its
/// low byte: RotWord (`[a0,a1,a2,a3] -> [a1,a2,a3,a0]`) is `rotate_right(8)` and Rcon, which
/// sits in byte 0, is XORed in as a small integer.
#[target_feature(enable = "aes,neon")]
unsafe fn expand_key(key: &[u8], enc: &mut RoundKeys, dec: &mut RoundKeys) -> usize {
    let nk = match key.len() {
        24 => 6,
        32 => 8,
        _ => 4,
    };
    let rounds = nk + 6;
    let total = 4 * (rounds + 1);
    let mut w = [0u32; 60];
    for (wi, chunk) in w.iter_mut().zip(key.chunks_exact(4)).take(nk) {
        *wi = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    let mut rcon = 1u32;
    for i in nk..total {
        let mut t = w[i - 1];
        if i % nk == 0 {
            // SAFETY: the AES extension is enabled on this function (token held by the caller).
            t = unsafe { sub_word(t.rotate_right(8)) } ^ rcon;
            // xtime: multiply by x in GF(2^8); Rcon needs at most ten values (0x01 .. 0x36).
            rcon = (rcon << 1) ^ (((rcon >> 7) & 1) * 0x11b);
        } else if nk > 6 && i % nk == 4 {
            // SAFETY: as above.
            t = unsafe { sub_word(t) };
        }
        w[i] = w[i - nk] ^ t;
    }
    for (rk, words) in enc.iter_mut().zip(w.chunks_exact(4)).take(rounds + 1) {
        for (dst, word) in rk.chunks_exact_mut(4).zip(words) {
            dst.copy_from_slice(&word.to_le_bytes());
        }
    }
    w.zeroize();

    dec[0] = enc[rounds];
    dec[rounds] = enc[0];
    for i in 1..rounds {
        // SAFETY: the AES extension is enabled on this function; both pointers are to whole
        // 16-byte arrays.
        unsafe {
            let k = vld1q_u8(enc[rounds - i].as_ptr());
            vst1q_u8(dec[i].as_mut_ptr(), vaesimcq_u8(k));
        }
    }
    rounds
}

/// The round keys, loaded into registers (entries above `NR` stay zero and are optimised away).
///
/// # Safety
/// NEON only (baseline); `NR <= 14` (10, 12 or 14 by construction).
#[inline(always)]
pub(super) unsafe fn load_keys<const NR: usize>(keys: &RoundKeys) -> [uint8x16_t; 15] {
    // SAFETY: NEON is baseline on aarch64; each pointer is to a whole 16-byte array.
    unsafe {
        let mut k = [vdupq_n_u8(0); 15];
        for (dst, src) in k.iter_mut().zip(keys).take(NR + 1) {
            *dst = vld1q_u8(src.as_ptr());
        }
        k
    }
}

/// `r` again, through a pointer the optimiser cannot see through: an empty `asm!` (no
/// instruction, no memory access) launders the address. A kernel loop calls it once per
/// iteration on the tables it reads (powers of H, the data of the previous batch), so their
/// loads cannot be hoisted out of the loop (where, with the round keys and eight blocks in
/// flight, they would not fit in the 32 vector registers and LLVM would spill them to the
/// stack) or merged with an earlier load of the same address: each is read from `r`'s memory
/// where it is used, a load and never a stack spill and reload.
// `nomem` is exact: the template is empty, so the pointer is passed but never dereferenced.
#[allow(clippy::pointers_in_nomem_asm_block)]
#[inline(always)]
pub(super) fn fresh<T>(r: &T) -> &T {
    let mut p: *const T = r;
    // SAFETY: no CPU feature involved: the template is a comment, so no instruction runs; it
    // reads and writes no memory and no flags, and leaves `p` unchanged.
    unsafe { core::arch::asm!("/* {0} */", inout(reg) p, options(nomem, nostack, preserves_flags)) };
    // SAFETY: `p` is `r` (the asm above changes nothing), valid and shared for `r`'s lifetime.
    unsafe { &*p }
}

/// Loads one block.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn load(block: &Block) -> uint8x16_t {
    // SAFETY: `block` is a whole 16-byte array.
    unsafe { vld1q_u8(block.as_ptr()) }
}

/// Stores one block.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn store(block: &mut Block, v: uint8x16_t) {
    // SAFETY: `block` is a whole 16-byte array.
    unsafe { vst1q_u8(block.as_mut_ptr(), v) }
}

/// `a ^ b`.
///
/// # Safety
/// NEON only (baseline).
#[inline(always)]
pub(super) unsafe fn xor(a: uint8x16_t, b: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON is baseline on aarch64.
    unsafe { veorq_u8(a, b) }
}

/// `a ^ b ^ c`: one EOR3 (FEAT_SHA3) if `E3`, else two EORs.
///
/// # Safety
/// NEON (baseline), and FEAT_SHA3 (the "sha3" target feature) if `E3`.
#[inline(always)]
pub(super) unsafe fn xor3<const E3: bool>(a: uint8x16_t, b: uint8x16_t, c: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees FEAT_SHA3 when `E3`; NEON is baseline.
    unsafe { if E3 { veor3q_u8(a, b, c) } else { xor(a, xor(b, c)) } }
}

/// One middle encryption round: `MixColumns(ShiftRows(SubBytes(s ^ k)))`.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
pub(super) unsafe fn enc_round(s: uint8x16_t, k: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees the AES extension.
    unsafe { vaesmcq_u8(vaeseq_u8(s, k)) }
}

/// One block through every round but the final `^ k_Nr`.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
pub(super) unsafe fn enc_core<const NR: usize>(k: &[uint8x16_t; 15], b: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees the AES extension.
    unsafe {
        let mut s = b;
        for &rk in &k[..NR - 1] {
            s = enc_round(s, rk);
        }
        vaeseq_u8(s, k[NR - 1])
    }
}

/// Eight independent blocks through every round but the final `^ k_Nr`, round by round so the
/// eight dependency chains interleave and fill the AES pipeline.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
pub(super) unsafe fn enc8_core<const NR: usize>(k: &[uint8x16_t; 15], b: &mut [uint8x16_t; 8]) {
    // SAFETY: the caller guarantees the AES extension.
    unsafe {
        for &rk in &k[..NR - 1] {
            for s in b.iter_mut() {
                *s = enc_round(*s, rk);
            }
        }
        for s in b.iter_mut() {
            *s = vaeseq_u8(*s, k[NR - 1]);
        }
    }
}

/// One block through every decryption round but the final `^ d_Nr`.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
pub(super) unsafe fn dec_core<const NR: usize>(d: &[uint8x16_t; 15], b: uint8x16_t) -> uint8x16_t {
    // SAFETY: the caller guarantees the AES extension.
    unsafe {
        let mut s = b;
        for &rk in &d[..NR - 1] {
            s = vaesimcq_u8(vaesdq_u8(s, rk));
        }
        vaesdq_u8(s, d[NR - 1])
    }
}

/// Eight independent blocks through every decryption round but the final `^ d_Nr`.
///
/// # Safety
/// The CPU must have the AES extension.
#[inline(always)]
pub(super) unsafe fn dec8_core<const NR: usize>(d: &[uint8x16_t; 15], b: &mut [uint8x16_t; 8]) {
    // SAFETY: the caller guarantees the AES extension.
    unsafe {
        for &rk in &d[..NR - 1] {
            for s in b.iter_mut() {
                *s = vaesimcq_u8(vaesdq_u8(*s, rk));
            }
        }
        for s in b.iter_mut() {
            *s = vaesdq_u8(*s, d[NR - 1]);
        }
    }
}

/// ECB encryption, eight blocks in flight.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_encrypt_blocks<const NR: usize>(keys: &RoundKeys, blocks: &mut [Block]) {
    // SAFETY: the AES extension is enabled on this function; loads and stores go through
    // `&Block` / `&mut Block` references (whole 16-byte arrays).
    unsafe {
        let k = load_keys::<NR>(keys);
        let (chunks, tail) = blocks.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut b = [vdupq_n_u8(0); 8];
            for (s, blk) in b.iter_mut().zip(chunk.iter()) {
                *s = load(blk);
            }
            enc8_core::<NR>(&k, &mut b);
            for (s, blk) in b.iter().zip(chunk.iter_mut()) {
                store(blk, xor(*s, k[NR]));
            }
        }
        for blk in tail {
            store(blk, xor(enc_core::<NR>(&k, load(blk)), k[NR]));
        }
    }
}

/// ECB decryption, eight blocks in flight.
///
/// # Safety
/// The CPU must have the AES extension; `NR` is 10, 12 or 14 and `keys` its decryption schedule.
#[target_feature(enable = "aes,neon")]
#[inline(never)]
pub(super) unsafe fn armv8_decrypt_blocks<const NR: usize>(keys: &RoundKeys, blocks: &mut [Block]) {
    // SAFETY: as in `armv8_encrypt_blocks`.
    unsafe {
        let d = load_keys::<NR>(keys);
        let (chunks, tail) = blocks.as_chunks_mut::<8>();
        for chunk in chunks {
            let mut b = [vdupq_n_u8(0); 8];
            for (s, blk) in b.iter_mut().zip(chunk.iter()) {
                *s = load(blk);
            }
            dec8_core::<NR>(&d, &mut b);
            for (s, blk) in b.iter().zip(chunk.iter_mut()) {
                store(blk, xor(*s, d[NR]));
            }
        }
        for blk in tail {
            store(blk, xor(dec_core::<NR>(&d, load(blk)), d[NR]));
        }
    }
}
