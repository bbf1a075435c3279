//! The fixsliced AES rounds (Adomnicai and Peyrin, "Fixslicing AES-like ciphers", TCHES 2021).
//!
//! # Why ShiftRows disappears
//! SubBytes and AddRoundKey act on each byte alone, so they do not care where a byte is stored;
//! only MixColumns needs to know which bytes form a column. So we never move bytes for
//! ShiftRows: after `j` rounds the stored state `S` is the logical state `A` with ShiftRows^-j
//! applied. Call this "phase j":
//!
//! ```text
//!     A[r][c] = S[r][c + j·r]          (indices mod 4)
//! ```
//!
//! Skipping one ShiftRows (`A'[r][c] = A[r][c + r]`) turns phase `j` into phase `j + 1`; skipping
//! one InvShiftRows turns it into `j - 1`. Phases repeat with period 4.
//!
//! # MixColumns in phase j
//! Logical MixColumns is `B[r] = 2·A[r] ^ 3·A[r+1] ^ A[r+2] ^ A[r+3]` per column. Writing input
//! and output in phase j gives
//!
//! ```text
//!     T[r][c] = 2·S[r][c] ^ 3·S[r+1][c+j] ^ S[r+2][c+2j] ^ S[r+3][c+3j].
//! ```
//!
//! With `ρ_{k,m}(S)[r][c] = S[r+k][c+m]`, `ρ1 = ρ_{1,j}` and `ρ2 = ρ_{2,2j} = ρ1∘ρ1`, and
//! `t = S ^ ρ1(S)`, this is `T = 2·t ^ ρ1(S) ^ ρ2(t)`: two rotations, 16+8 XOR and the three XOR
//! of the bitsliced doubling per round. In the layout of `bitslice.rs` (`p = 16r + 4c + k`),
//! `ρ_{k,0}` is one rotation of the word right by `16k`; with `m != 0` the columns that wrap
//! around inside a row take a different shift:
//!
//! ```text
//!     ρ_{k,m}(x) = (rotr(x, 16k + 4m) & LO_m) | (rotr(x, 16k + 4m - 16) & !LO_m)
//! ```
//!
//! where `LO_m` selects columns `c < 4 - m` (the low `16 - 4m` bits of each 16-bit row).
//!
//! # InvMixColumns in phase j
//! Its polynomial `0b·x^3 + 0d·x^2 + 09·x + 0e` equals `(03·x^3 + x^2 + x + 02)·(04·x^2 + 05)`
//! mod `x^4 + 1`, so `InvMixColumns(A) = MixColumns(A ^ 4·(A ^ rot2(A)))`; in phase j `rot2` is
//! `ρ_{2,2j}`.
//!
//! # Round keys and the end
//! Round key `i` is stored in phase `i` (`key_schedule.rs` permutes its bytes before bitslicing),
//! so encryption needs no ShiftRows at all until the end, where the state is in phase `Nr`.
//! `Nr` is 10, 12 or 14, so the phase is 2 or 0: in phase 2, rows 1 and 3 are rotated by two
//! columns (rows 0 and 2 by 0 or 4): one byte swap inside those 16-bit rows fixes it. Decryption
//! does the same swap first (phase 0 to phase `Nr`) and then runs the phases down to 0, using the
//! very same stored round keys.

use super::sbox::{inv_sub_bytes_nonot, sub_bytes_nonot};
use super::slice_word::SliceWord;

/// Bitsliced round keys, one `[u64; 8]` per round.
pub(super) type RoundKeys = [[u64; 8]; 15];

/// `LO_m`: the columns `c < 4 - m` of each 16-bit row.
const LO: [u64; 4] = [0xffff_ffff_ffff_ffff, 0x0fff_0fff_0fff_0fff, 0x00ff_00ff_00ff_00ff, 0x000f_000f_000f_000f];

/// `ρ_{K,M}`: brings the byte at row `r + K`, column `c + M` to row `r`, column `c`.
#[inline(always)]
fn rho<L: SliceWord, const K: u32, const M: u32>(x: L) -> L {
    if M == 0 {
        x.rotr((16 * K) % 64)
    } else {
        let lo = L::splat(LO[M as usize]);
        let hi = L::splat(!LO[M as usize]);
        (x.rotr((16 * K + 4 * M) % 64) & lo) | (x.rotr((16 * K + 4 * M + 48) % 64) & hi)
    }
}

/// `ρ_{1,J}` and `ρ_{2,2J}`, dispatched on the phase at compile time.
#[inline(always)]
fn rho1<L: SliceWord, const J: u32>(x: L) -> L {
    match J {
        0 => rho::<L, 1, 0>(x),
        1 => rho::<L, 1, 1>(x),
        2 => rho::<L, 1, 2>(x),
        _ => rho::<L, 1, 3>(x),
    }
}

#[inline(always)]
fn rho2<L: SliceWord, const J: u32>(x: L) -> L {
    match J % 2 {
        0 => rho::<L, 2, 0>(x),
        _ => rho::<L, 2, 2>(x),
    }
}

/// MixColumns of a state stored in phase `J`.
#[inline(always)]
pub(super) fn mix_columns<L: SliceWord, const J: u32>(s: &mut [L; 8]) {
    let a: [L; 8] = core::array::from_fn(|i| rho1::<L, J>(s[i]));
    let t: [L; 8] = core::array::from_fn(|i| s[i] ^ a[i]);
    let b: [L; 8] = core::array::from_fn(|i| rho2::<L, J>(t[i]));
    // 2·t: shift the bits up; the bit leaving at the top re-enters as x^8 = x^4 + x^3 + x + 1.
    s[0] = t[7] ^ a[0] ^ b[0];
    s[1] = t[0] ^ t[7] ^ a[1] ^ b[1];
    s[2] = t[1] ^ a[2] ^ b[2];
    s[3] = t[2] ^ t[7] ^ a[3] ^ b[3];
    s[4] = t[3] ^ t[7] ^ a[4] ^ b[4];
    s[5] = t[4] ^ a[5] ^ b[5];
    s[6] = t[5] ^ a[6] ^ b[6];
    s[7] = t[6] ^ a[7] ^ b[7];
}

/// InvMixColumns of a state stored in phase `J`: `MixColumns(S ^ 4·(S ^ ρ_{2,2J}(S)))`.
#[inline(always)]
fn inv_mix_columns<L: SliceWord, const J: u32>(s: &mut [L; 8]) {
    let u: [L; 8] = core::array::from_fn(|i| s[i] ^ rho2::<L, J>(s[i]));
    // 4·u = x^2·u, with x^8 = x^4 + x^3 + x + 1 and x^9 = x^5 + x^4 + x^2 + x.
    s[0] ^= u[6];
    s[1] ^= u[6] ^ u[7];
    s[2] ^= u[0] ^ u[7];
    s[3] ^= u[1] ^ u[6];
    s[4] ^= u[2] ^ u[6] ^ u[7];
    s[5] ^= u[3] ^ u[7];
    s[6] ^= u[4];
    s[7] ^= u[5];
    mix_columns::<L, J>(s);
}

#[inline(always)]
fn add_round_key<L: SliceWord>(s: &mut [L; 8], k: &[u64; 8]) {
    for i in 0..8 {
        s[i] ^= L::splat(k[i]);
    }
}

/// Between phase 2 and phase 0 (either way): rotate rows 1 and 3 by two columns, i.e. swap the
/// two bytes of the 16-bit groups at bits 16..32 and 48..64.
#[inline(always)]
pub(super) fn swap_phase2<L: SliceWord>(s: &mut [L; 8]) {
    let m = L::splat(0x00ff_0000_00ff_0000);
    for x in s.iter_mut() {
        let t = (x.shr(8) ^ *x) & m;
        *x = *x ^ t ^ t.shl(8);
    }
}

#[inline(always)]
fn round<L: SliceWord, const J: u32>(s: &mut [L; 8], k: &[u64; 8]) {
    sub_bytes_nonot(s);
    mix_columns::<L, J>(s);
    add_round_key(s, k);
}

#[inline(always)]
fn inv_round<L: SliceWord, const J: u32>(s: &mut [L; 8], k: &[u64; 8]) {
    inv_sub_bytes_nonot(s);
    add_round_key(s, k);
    inv_mix_columns::<L, J>(s);
}

/// Encrypts the bitsliced state with `NR` rounds.
#[inline(always)]
pub(super) fn encrypt<L: SliceWord, const NR: usize>(rk: &RoundKeys, s: &mut [L; 8]) {
    add_round_key(s, &rk[0]);
    let mut i = 1;
    while i + 3 < NR {
        round::<L, 1>(s, &rk[i]);
        round::<L, 2>(s, &rk[i + 1]);
        round::<L, 3>(s, &rk[i + 2]);
        round::<L, 0>(s, &rk[i + 3]);
        i += 4;
    }
    // `i % 4 == 1` here; the last full rounds (if any) have phases 1, 2, 3 in turn.
    if i < NR {
        round::<L, 1>(s, &rk[i]);
        i += 1;
    }
    if i < NR {
        round::<L, 2>(s, &rk[i]);
        i += 1;
    }
    if i < NR {
        round::<L, 3>(s, &rk[i]);
    }
    sub_bytes_nonot(s);
    add_round_key(s, &rk[NR]);
    if NR % 4 == 2 {
        swap_phase2(s);
    }
}

/// Decrypts the bitsliced state with `NR` rounds.
#[inline(always)]
pub(super) fn decrypt<L: SliceWord, const NR: usize>(rk: &RoundKeys, s: &mut [L; 8]) {
    if NR % 4 == 2 {
        swap_phase2(s);
    }
    add_round_key(s, &rk[NR]);
    let mut i = NR - 1;
    // Peel rounds until `i % 4 == 0`, then go down four phases at a time.
    if i % 4 == 3 {
        inv_round::<L, 3>(s, &rk[i]);
        i -= 1;
    }
    if i % 4 == 2 {
        inv_round::<L, 2>(s, &rk[i]);
        i -= 1;
    }
    if i % 4 == 1 {
        inv_round::<L, 1>(s, &rk[i]);
        i -= 1;
    }
    while i >= 4 {
        inv_round::<L, 0>(s, &rk[i]);
        inv_round::<L, 3>(s, &rk[i - 1]);
        inv_round::<L, 2>(s, &rk[i - 2]);
        inv_round::<L, 1>(s, &rk[i - 3]);
        i -= 4;
    }
    inv_sub_bytes_nonot(s);
    add_round_key(s, &rk[0]);
}
