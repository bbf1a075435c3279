//! GCM bulk encryption and decryption on 512-bit vectors (AVX-512F/BW/VL + VAES + VPCLMULQDQ):
//! `vaes512_gcm_seal` and `vaes512_gcm_open`, 16 blocks per iteration in 4 zmm registers, and
//! `vaes512_gcm_seal_last`/`vaes512_gcm_open_last`, a one-shot message's last call with its tag,
//! and GCM-SIV's stitched decryption, `vaes512_siv_open`, the same loop in POLYVAL's order.
//! They serve every CPU with AVX-512F/BW/VL: four blocks per instruction for the multiplies and
//! every other vector operation, where the ymm kernels (`gcm.rs`) do two. Measurements, the
//! variants tried and dropped, and the per-CPU tables: `docs/perf/gcm-x86.md`.
//!
//! The algorithm is the ymm kernels' (`gcm.rs`, field arithmetic in `ghash.rs`, the zmm macros
//! in `field512.rs`) with four lanes:
//! - counters are kept byte-reversed and advanced by `vpaddd` on dword 0 of each lane (inc32).
//!   While the last byte of the chunk's first counter is at most 240, none of its 16 counters
//!   carries out of the last byte, so one byte swap of the lane counters and four `vpaddd` of
//!   `4j` into byte 15 give all 16 big-endian blocks; 1 chunk in 16 takes the byte-reversed
//!   path. That branch is taken only for a public counter (J0 from a 96-bit nonce); for any
//!   other nonce J0 = GHASH_H(nonce ‖ …) is key-derived (bits of J0 are GF(2)-linear in H), and
//!   every chunk takes the byte-reversed path, with no branch on the counter;
//! - the data XOR is folded into the last round: `aesenclast(s, k_last ^ data)`;
//! - zmm `j` of a 16-block chunk (blocks 4j..4j+3) is multiplied by `powers[2j] ‖ powers[2j+1]`
//!   = (H^(16-4j), ..., H^(13-4j)), which is how `WidePowers` lays them out in memory. Two ways to
//!   multiply, a const parameter of every kernel (`KARATSUBA`), picked per CPU vendor (below):
//!   Karatsuba, 3 multiplies a register (LO = A0·K0, HI = A1·K1, M = (A0 ^ A1)·(K0 ^ K1), middle
//!   keys computed once per call, M corrected to M ^ LO ^ HI once per reduction in one
//!   `vpternlogq`); schoolbook, 4 (LO, HI and the middle A0·K1 ^ A1·K0 directly);
//! - the reduction (two folds by Q) is linear, so it runs on all four lanes at once and the
//!   reduced lanes are XORed together afterwards.
//!
//! Loop shape (one macro for both directions, `gcm512!`): each iteration runs a chunk's rounds
//! and hashes the previous chunk, whose byte-swapped ciphertext it kept in registers (sealing:
//! the last round's output; opening: the data as loaded for the last round), one zmm after each
//! of rounds 1..=4 and the reduction after round 5. The first iteration hashes nothing; the last
//! chunk is hashed after the loop. The GHASH input never waits on a load or on this chunk's
//! rounds, and sealing never reloads what it just stored. Round keys are broadcast from the ymm
//! schedule once per call into a stack array and read with volatile loads where each round uses
//! them (`key512!`, as the ymm kernels' `load_key!`): the loop stays round-major and the 32
//! registers hold the powers, the middle keys and the state without spills. Inputs beyond
//! `SEAL_PREFETCH_FROM` prefetch `PREFETCH_DISTANCE` ahead.
//!
//! # GCM-SIV decryption
//!
//! `vaes512_siv_open` is the seal loop in POLYVAL's byte order: CTR, then the hash of what the
//! last round outputs (there the plaintext), with two differences, both in where bytes sit.
//! - No swaps. By RFC 8452 Appendix A (`backend/siv.rs`), POLYVAL_H of blocks X_i is GHASH
//!   under H' = mulX_GHASH(rev(H)) of the blocks rev(X_i), state reversed likewise. The GHASH
//!   code takes a block's register form to be its bytes reversed; for rev(X) that is X as it
//!   sits in memory. So each plaintext zmm is hashed exactly as `aesenclast` left it, and the
//!   state is loaded and stored as it is: the byte-order mask is the identity (`IDENTITY`),
//!   whose `vpshufb` LLVM drops, and the field code, powers and reduction are GCM's unchanged.
//! - The counter. GCM-SIV's counter block is the tag with bit 127 set, its bytes 0..4 a
//!   little-endian `u32` (mod 2^32) and bytes 4..16 fixed. Loaded without a swap, bytes 0..4
//!   are dword 0 of the lane (x86 is little-endian), exactly where GCM's byte-reversed counter
//!   sits: the same `vpaddd` of `l` into dword 0 of lane `l` (and of 4j for zmm `j`) gives
//!   counter + 4j + l, wrapping inside its dword, never carrying into bytes 4..16, so a wrap
//!   in the middle of a chunk is handled lane by lane. The blocks go to AES as they are (no
//!   swap back), and the counter in memory advances by `advance32_le`. The counter is secret
//!   (the tag), so the chunk counters take the path with no branch (`counters512`, `$low`
//!   `None`).
//!
//! # Karatsuba or schoolbook
//!
//! Karatsuba trades a `vpclmulqdq` for a shuffle and an XOR per register. On AMD cores (Zen 4)
//! each `vpclmulqdq` takes 2 cycles of the two pipes `vaesenc` also needs, so the multiply is
//! the expensive operation and Karatsuba is faster. On Intel cores (Ice Lake server and later)
//! `vpclmulqdq zmm` issues one per cycle on port 5, the port that also runs the shuffles, so
//! Karatsuba replaces one port-5 operation by another and adds an XOR: schoolbook is faster. The
//! key picks once, at setup, from a cached CPUID bit (`Vaes512Token::karatsuba_ghash`:
//! Karatsuba on AMD, schoolbook elsewhere). Both are built and unit-tested on every AVX-512
//! machine; the CAVP vectors and property tests run the one the CPU picks.
//!
//! # 32 blocks a reduction
//!
//! The schoolbook kernels sum two chunks' products before one reduction and lane fold: the
//! bulk loop is unrolled by two chunks (`chunk512!`), chunk 2k + 1's rounds hash chunk 2k by
//! H^32..H^17 (`WidePowers::high_powers`, the accumulator folded into its block 0) and leave the
//! sums unreduced, chunk 2k + 2's rounds hash chunk 2k + 1 by H^16..H^1 into the same sums and
//! reduce. The chunk hashed after the loop, or in the last chunk's rounds, is hashed by
//! H^16..H^1 and reduced with whatever sums are pending. (Karatsuba would need 8 more power
//! registers with its middle keys, so the Karatsuba kernels keep 16 blocks a reduction.) A
//! schoolbook key's table holds H^32..H^17, built with the rest on first use
//! (`ghash::vaes512_wide_powers`); a Karatsuba key's has zeros there.
//!
//! # The last call of a message
//!
//! A one-shot message longer than 64 bytes ends inside the kernel (reached through
//! `GcmKernels::gcm_crypt_last`), which removes `gcm_finish`'s serial tail after the last chunk:
//! the store and reload of Y, one more multiply and reduction, and E_K(J0) as a chain of its
//! own. The message is its whole 16-block chunks and a last chunk of 1..=256 bytes, which the
//! kernel reads and writes with AVX-512 byte masks.
//! - The last chunk's b blocks (the last one zero-padded) and the length block L are one group:
//!   Y = X_0·H^(b+1) ^ X_1·H^b ^ ... ^ X_(b-1)·H^2 ^ L·H, reduced once. L is block b of the group
//!   (the lane after the data, placed by a masked broadcast), so block i of the group takes
//!   H^(b+1-i). The key keeps H^17..H^1 in one array, zeros after (`WidePowers::last_powers`):
//!   zmm j of the group loads its four powers at index 16 - b + 4j, and zmm past the one holding
//!   L (all zero) are not multiplied. A whole last chunk (b = 16) takes the power registers
//!   moved up one lane instead (`valignq`), L alone in lane 3 of a fifth zmm times H^1. The tag
//!   is byte-swapped Y ^ E_K(J0).
//! - Sealing hashes the ciphertext as stored: the keystream past the message's end is cleared
//!   (`vmovdqu8` with a zeroing mask) before the byte swap; opening hashes the masked load.
//! - A last chunk of at most 15 blocks leaves block slot 15 free: J0 takes it, and E_K(J0)
//!   comes out of the chunk's own rounds (lane 3 of the last zmm, never stored).
//! - Otherwise (a whole last chunk) E_K(J0) runs after it with the low lane of the round keys,
//!   its chain of 4R cycles beside the last group's GHASH.

#![allow(unsafe_code)]

use super::ctr::advance32_le;
use super::ctr::vaes_ctr32;
use super::field::POLY;
use super::field512::{ghash_zmm, mul_acc4, powers512, reduce4};
use super::gcm::{SEAL_PREFETCH_FROM, advance32};
use super::ghash::{LAST_POWERS, WidePowers, vaes_ghash};
use super::wide::{BSWAP, IDENTITY, PREFETCH_DISTANCE, Wide, prefetch_at};
use crate::backend::kernels::{Block, GcmLast};
#[cfg(miri)]
use crate::backend::x86::miri::_mm512_ternarylogic_epi64;
use core::arch::x86_64::*;

/// Zmm registers of counter blocks per iteration (16 blocks: one GHASH reduction).
const Z: usize = 4;

/// Broadcasts a 16-byte round key to the four lanes of a zmm: the kernels read the AES-NI
/// schedule (`vbroadcasti32x4`, one load, as the 32-byte broadcast table's `vbroadcasti64x4`
/// was), once per call, so a key whose GCM runs on these kernels never builds that table
/// (`mod.rs`, `Aes::gcm_schedule`).
macro_rules! block512 {
    ($k:expr) => {{
        let k: &Block = $k;
        // SAFETY: `k` references 16 readable bytes; AVX-512F is enabled in every kernel here.
        _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(k.as_ptr().cast()) })
    }};
}

/// The state every kernel sets up: byte-order mask (`$mask`: [`BSWAP`] for GCM, [`IDENTITY`]
/// for GCM-SIV), lane counters, accumulator, reduction constant, round keys (read back by
/// `key512`), powers and their middle keys.
macro_rules! setup512 {
    ($keys:ident, $gk:ident, $counter:ident, $y:ident, $r:ident, $mask:expr) => {{
        let mask: &[u8; 32] = $mask;
        // SAFETY: both constants are at least 16 readable bytes; SSE2 is baseline.
        let (bswap128, poly128) =
            unsafe { (_mm_loadu_si128(mask.as_ptr().cast()), _mm_loadu_si128(POLY.as_ptr().cast())) };
        let bswap = _mm512_broadcast_i32x4(bswap128);
        // SAFETY: `$counter` and `$y` are 16 readable bytes; SSE2 is baseline.
        let (c, y) = unsafe { (_mm_loadu_si128($counter.as_ptr().cast()), _mm_loadu_si128($y.as_ptr().cast())) };
        let c = _mm_shuffle_epi8(c, bswap128);
        // Lane l counts block l: dword 0 of lane l gets l.
        let ctr = _mm512_add_epi32(_mm512_broadcast_i32x4(c), _mm512_set_epi64(0, 3, 0, 2, 0, 1, 0, 0));
        let acc = _mm_shuffle_epi8(y, bswap128);
        let poly = _mm512_broadcast_i32x4(poly128);
        let mut rk = [_mm512_setzero_si512(); 15];
        for (z, k) in rk.iter_mut().zip(&$keys[..=$r]) {
            *z = block512!(k);
        }
        let pw = [powers512!($gk, 0), powers512!($gk, 1), powers512!($gk, 2), powers512!($gk, 3)];
        // Karatsuba middle keys: K0 ^ K1 in both qwords of each lane (unused, and not
        // computed, in the schoolbook kernels).
        let pwm = pw.map(|k| _mm512_xor_si512(k, _mm512_shuffle_epi32(k, _MM_PERM_BADC)));
        (bswap, bswap128, ctr, acc, poly, rk, pw, pwm)
    }};
}

/// `$n` in dword 0 of every 128-bit lane (an inc32 step for all four counters).
macro_rules! inc4 {
    ($n:expr) => {{
        let n: i64 = $n;
        _mm512_set_epi64(0, n, 0, n, 0, n, 0, n)
    }};
}

/// `$n` added to the last byte of every 128-bit lane (a big-endian inc32 step that carries out of
/// no byte, for counters whose last byte stays below 256).
macro_rules! inc4_be {
    ($n:expr) => {{
        let n: i64 = $n;
        _mm512_set_epi64(n << 56, 0, n << 56, 0, n << 56, 0, n << 56, 0)
    }};
}

/// `Z` zmm of counter blocks XORed with round key 0; advances `$ctr` by 16 blocks and `$low`
/// (`Some`: the last byte of block 0's counter) with it. While that byte is at most 240 no
/// counter of the chunk carries out of it, and one byte swap and big-endian adds into byte 15
/// give every block; otherwise each register is added to byte-reversed and swapped. `$low` is
/// `None` for a counter that is not public (J0 from a nonce other than 96 bits is derived from
/// H): then every chunk takes the second path, so no branch depends on the counter.
macro_rules! counters512 {
    ($rk:ident, $bswap:ident, $ctr:ident, $low:ident) => {{
        let mut s = [_mm512_setzero_si512(); Z];
        if matches!($low, Some(l) if l <= 240) {
            let be = _mm512_shuffle_epi8($ctr, $bswap);
            for (j, s) in s.iter_mut().enumerate() {
                *s = _mm512_xor_si512(_mm512_add_epi32(be, inc4_be!(4 * j as i64)), key512!(&$rk[0]));
            }
        } else {
            for (j, s) in s.iter_mut().enumerate() {
                let c = _mm512_add_epi32($ctr, inc4!(4 * j as i64));
                *s = _mm512_xor_si512(_mm512_shuffle_epi8(c, $bswap), key512!(&$rk[0]));
            }
        }
        $ctr = _mm512_add_epi32($ctr, inc4!(16));
        $low = $low.map(|l| l.wrapping_add(16));
        s
    }};
}

/// Round key `$k` (a `&__m512i`), loaded where it is used with a volatile load (see `load_key`).
macro_rules! key512 {
    ($k:expr) => {{
        let k: &__m512i = $k;
        // SAFETY: `k` references an aligned, initialised `__m512i`.
        unsafe { core::ptr::read_volatile(k) }
    }};
}

/// The low 128 bits of round key `$k` (a `&__m512i`: the key), for E_K(J0); a volatile load as
/// in `key512`.
macro_rules! key128 {
    ($k:expr) => {
        _mm512_castsi512_si128(key512!($k))
    };
}

/// One `vaesenc` round with zmm round key `$k` (a `&__m512i`) on the four states.
macro_rules! round512 {
    ($s:ident, $k:expr) => {{
        let k: __m512i = key512!($k);
        for s in &mut $s {
            *s = _mm512_aesenc_epi128(*s, k);
        }
    }};
}

/// Rounds 1..R of the states `$s` (all but the last round), with the GHASH of the previous
/// chunk (`$pd`, byte-swapped, by the powers `$pw`) stitched into rounds 1..=Z + 1 when `$prev`:
/// one zmm after each of rounds 1..=Z into the unreduced sums `$lo`, `$mi`, `$hi`, then, after
/// round Z + 1, the reduction into `$acc` (and the sums cleared) unless `$first`: the first
/// chunk of a 32-block group leaves its products unreduced for the second and clears `$acc`,
/// which it has folded in ("32 blocks a reduction" in the module comment).
macro_rules! rounds_hashing_prev {
    ($kara:expr, $s:ident, $rk:ident, $r:ident, $prev:expr, $first:expr, $pw:ident, $pwm:ident, $poly:ident, $acc:ident, $pd:ident, $lo:ident, $mi:ident, $hi:ident) => {{
        if $prev {
            for j in 0..Z {
                round512!($s, &$rk[1 + j]);
                ghash_zmm!($kara, $pw, $pwm, $acc, $pd[j], j, $lo, $mi, $hi);
            }
            round512!($s, &$rk[Z + 1]);
            if $first {
                $acc = _mm_setzero_si128();
            } else {
                $acc = reduce4!($kara, $poly, $lo, $mi, $hi);
                ($lo, $mi, $hi) = (_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512());
            }
        } else {
            for k in &$rk[1..Z + 2] {
                round512!($s, k);
            }
        }
        for k in &$rk[Z + 2..$r] {
            round512!($s, k);
        }
    }};
}

/// Chunk `$i` of the bulk loop, in place at `$base`: its counters, its rounds with the GHASH of
/// chunk `$i - 1` stitched in (`rounds_hashing_prev`, `$first` and the powers `$pw` as there),
/// the last round with the data, and its byte-swapped GHASH input into `$pd`.
macro_rules! chunk512 {
    ($kara:expr, $open:expr, $r:ident, $base:ident, $i:expr, $ahead:ident, $rk:ident, $bswap:ident, $ctr:ident, $low:ident, $first:expr, $pw:ident, $pwm:ident, $poly:ident, $acc:ident, $pd:ident, $lo:ident, $mi:ident, $hi:ident) => {{
        let i: usize = $i;
        // SAFETY: i < n chunks of Z zmm each (the callers' loop bounds).
        let p = unsafe { $base.add(Z * i) };
        prefetch_at!(p, $ahead);
        let mut s = counters512!($rk, $bswap, $ctr, $low);
        rounds_hashing_prev!($kara, s, $rk, $r, i > 0, $first, $pw, $pwm, $poly, $acc, $pd, $lo, $mi, $hi);
        for (j, s) in s.iter().enumerate() {
            // SAFETY: `p` points to a chunk of Z zmm; j < Z.
            let d = unsafe { _mm512_loadu_si512(p.add(j).cast()) };
            let o = _mm512_aesenclast_epi128(*s, _mm512_xor_si512(key512!(&$rk[$r]), d));
            // SAFETY: as above.
            unsafe { _mm512_storeu_si512(p.add(j).cast(), o) };
            $pd[j] = _mm512_shuffle_epi8(if $open { d } else { o }, $bswap);
        }
    }};
}

/// The bulk of both kernels: whole 16-block chunks of `$data`, in place. Each iteration runs
/// chunk `i`'s rounds with the GHASH of chunk `i - 1` (byte-swapped, kept in registers: `pd`)
/// stitched into rounds 1..=Z + 1; the last chunk is hashed after the loop. `$open`: the data is
/// ciphertext (hashed as loaded) rather than plaintext (hashed as the last round outputs it).
/// Evaluates to the number of blocks done. With `$last` (`Some((&GcmLast, rest))`: the message's
/// last call, `rest` its last 1..=256 bytes after the whole chunks of `$data`) the last chunk is
/// `rest`, done with byte masks, and its GHASH also takes the length block and adds E_K(J0)
/// (see "The last call of a message" above); the form then evaluates to the blocks done and the
/// untruncated tag, leaving `$y` as it was. With `$polyval` (GCM-SIV, bulk only: `$last` `None`,
/// `$public` false) counters, hashed blocks and `$y` are in POLYVAL's byte order and the counter
/// is GCM-SIV's little-endian one (see "GCM-SIV decryption" above).
macro_rules! gcm512 {
    ($kara:expr, $keys:ident, $gk:ident, $counter:ident, $y:ident, $data:ident, $r:ident, $open:expr, $public:expr) => {{ gcm512!($kara, $keys, $gk, $counter, $y, $data, $r, $open, $public, None).0 }};
    ($kara:expr, $keys:ident, $gk:ident, $counter:ident, $y:ident, $data:ident, $r:ident, $open:expr, $public:expr, $last:expr) => {{ gcm512!($kara, $keys, $gk, $counter, $y, $data, $r, $open, $public, $last, false) }};
    ($kara:expr, $keys:ident, $gk:ident, $counter:ident, $y:ident, $data:ident, $r:ident, $open:expr, $public:expr, $last:expr, $polyval:expr) => {{
        let last: Option<(&GcmLast<'_>, &mut [u8])> = $last;
        let mut tag: Block = [0; 16];
        let n = $data.len() / (4 * Z);
        let ahead = if $data.len() * 16 > SEAL_PREFETCH_FROM { PREFETCH_DISTANCE } else { 0 };
        if n > 0 || last.is_some() {
            let mask = if $polyval { &IDENTITY } else { &BSWAP };
            let (bswap, bswap128, mut ctr, mut acc, poly, rk, pw, pwm) = setup512!($keys, $gk, $counter, $y, $r, mask);
            let base: *mut __m512i = $data.as_mut_ptr().cast();
            // The last byte of block 0's counter, only where the counter is public (`counters512`).
            let mut low: Option<u8> = ($public).then_some($counter[15]);
            let mut pd = [_mm512_setzero_si512(); Z];
            // The unreduced sums, carried from the first chunk of a 32-block group to the second.
            let (mut lo, mut mi, mut hi) = (_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512());
            if $kara {
                for i in 0..n {
                    chunk512!(
                        $kara, $open, $r, base, i, ahead, rk, bswap, ctr, low, false, pw, pwm, poly, acc, pd, lo, mi,
                        hi
                    );
                }
            } else {
                // 32 blocks a reduction: chunk 2k + 1's rounds hash chunk 2k by H^32..H^17
                // (`pwh`, unreduced), chunk 2k + 2's hash chunk 2k + 1 by H^16..H^1 and reduce
                // both; after the loop (or in the last chunk's rounds) chunk n - 1 is hashed by
                // H^16..H^1, with chunk n - 2's sums if it was a group's first.
                let pwh = [
                    powers512!($gk.high_powers, 0),
                    powers512!($gk.high_powers, 1),
                    powers512!($gk.high_powers, 2),
                    powers512!($gk.high_powers, 3),
                ];
                let mut i = 0;
                while i < n {
                    chunk512!(
                        $kara, $open, $r, base, i, ahead, rk, bswap, ctr, low, false, pw, pwm, poly, acc, pd, lo, mi,
                        hi
                    );
                    if i + 1 < n {
                        chunk512!(
                            $kara,
                            $open,
                            $r,
                            base,
                            i + 1,
                            ahead,
                            rk,
                            bswap,
                            ctr,
                            low,
                            true,
                            pwh,
                            pwm,
                            poly,
                            acc,
                            pd,
                            lo,
                            mi,
                            hi
                        );
                    }
                    i += 2;
                }
            }
            if let Some((last, rest)) = last {
                // The last chunk: `rest`, 1..=256 bytes, through byte masks (zmm j covers bytes
                // 64j..64j + 64; a masked load reads and a masked store writes only the bytes
                // under its mask, all inside `rest`, and zero-fills the rest of the register).
                let len = rest.len();
                debug_assert!((1..=64 * Z).contains(&len));
                let mut masks = [0u64; Z];
                for (j, m) in masks.iter_mut().enumerate() {
                    let c = len.saturating_sub(64 * j).min(64);
                    *m = if c == 64 { u64::MAX } else { (1u64 << c) - 1 };
                }
                let pl: *mut u8 = rest.as_mut_ptr();
                let whole = len == 64 * Z;
                let b = len.div_ceil(16);
                let mut s = counters512!(rk, bswap, ctr, low);
                let _ = (ctr, low); // (advanced past the message's end: not needed again)
                // SAFETY: `j0` is 16 readable bytes; SSE2 is baseline.
                let j0 = _mm_xor_si128(unsafe { _mm_loadu_si128(last.j0.as_ptr().cast()) }, key128!(&rk[0]));
                // A chunk of at most 15 blocks leaves block 15 (lane 3 of the last zmm) free: J0
                // goes there and E_K(J0) comes out of the chunk's own rounds, as keystream that
                // is never stored (its bytes are past `len`, outside every mask).
                let j0_in_chunk = b < 4 * Z;
                if j0_in_chunk {
                    s[Z - 1] = _mm512_mask_broadcast_i32x4(s[Z - 1], 0xF000, j0);
                }
                rounds_hashing_prev!($kara, s, rk, $r, n > 0, false, pw, pwm, poly, acc, pd, lo, mi, hi);
                // The group to hash: the chunk's b blocks (the partial one zero-padded, the
                // missing ones zero), then the length block L as block b, in Z + 1 zmm.
                let mut x = [_mm512_setzero_si512(); Z + 1];
                let mut e0 = _mm_setzero_si128();
                for (j, s) in s.iter().enumerate() {
                    let pj = pl.wrapping_add(64 * j);
                    // SAFETY: AVX-512BW is enabled. A whole chunk (every mask full) is read and
                    // written without masks; otherwise a register with any byte of `rest` reads
                    // only the bytes under `masks[j]`, which lie inside `rest` (64j + popcount
                    // <= len), and a register with none touches no memory.
                    let d = unsafe {
                        if whole {
                            _mm512_loadu_si512(pj.cast())
                        } else if masks[j] != 0 {
                            _mm512_maskz_loadu_epi8(masks[j], pj.cast_const().cast())
                        } else {
                            _mm512_setzero_si512()
                        }
                    };
                    let o = _mm512_aesenclast_epi128(*s, _mm512_xor_si512(key512!(&rk[$r]), d));
                    // SAFETY: as above, for the bytes written.
                    unsafe {
                        if whole {
                            _mm512_storeu_si512(pj.cast(), o)
                        } else if masks[j] != 0 {
                            _mm512_mask_storeu_epi8(pj.cast(), masks[j], o)
                        }
                    };
                    // Sealing hashes the ciphertext as written: the keystream past `len` is cleared.
                    let c = if $open {
                        d
                    } else if whole {
                        o
                    } else {
                        _mm512_maskz_mov_epi8(masks[j], o)
                    };
                    x[j] = _mm512_shuffle_epi8(c, bswap);
                    if j == Z - 1 {
                        e0 = _mm512_extracti32x4_epi32(o, 3);
                    }
                }
                // SAFETY: `lens` is 16 readable bytes; SSE2 is baseline.
                let l = _mm_shuffle_epi8(unsafe { _mm_loadu_si128(last.lens.as_ptr().cast()) }, bswap128);
                if whole {
                    // A whole last chunk (b = 16) takes the power registers moved up one lane,
                    // H^(17-4j)..H^(14-4j) (`valignq` of adjacent zmm, H^17 below `pw[0]`), and L
                    // goes alone into lane 3 of one more zmm times `pw[3]` (lane 3: H^1): fewer
                    // operations than the general loads below (see "The last call of a message").
                    // SAFETY: `last_powers[0]` (H^17) is 16 readable bytes; SSE2 is baseline.
                    let h17 = _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128($gk.last_powers[0].as_ptr().cast()) });
                    let up = [
                        _mm512_alignr_epi64(pw[0], h17, 6),
                        _mm512_alignr_epi64(pw[1], pw[0], 6),
                        _mm512_alignr_epi64(pw[2], pw[1], 6),
                        _mm512_alignr_epi64(pw[3], pw[2], 6),
                    ];
                    let upm = up.map(|k| _mm512_xor_si512(k, _mm512_shuffle_epi32(k, _MM_PERM_BADC)));
                    for j in 0..Z {
                        ghash_zmm!($kara, up, upm, acc, x[j], j, lo, mi, hi);
                    }
                    mul_acc4!($kara, _mm512_inserti32x4(_mm512_setzero_si512(), l, 3), pw[3], pwm[3], lo, mi, hi);
                } else {
                    for (j, x) in x.iter_mut().enumerate() {
                        let lane: u16 = if j == b / 4 { 0xF << (4 * (b % 4)) } else { 0 };
                        *x = _mm512_mask_broadcast_i32x4(*x, lane, l);
                    }
                    // Y = X_0·H^(b+1) ^ X_1·H^b ^ ... ^ X_(b-1)·H^2 ^ L·H (the accumulator
                    // folded into X_0), one reduction: block i takes H^(b+1-i) =
                    // last_powers[16 - b + i], so zmm j loads four powers at 16 - b + 4j
                    // (zeros past H^1). Zmm j holds blocks 4j..4j + 3, so past j = b / 4 (the
                    // one with L) they are all zero.
                    for (j, x) in x.iter().enumerate().take(b / 4 + 1) {
                        const _: () = assert!(LAST_POWERS >= 16 - 1 + 4 * Z + 4);
                        // SAFETY: 1 <= b <= 16 and j <= Z, so the four entries at 16 - b + 4j
                        // (at most 15 + 4Z) are inside `last_powers`; AVX-512F is enabled.
                        let k = unsafe { _mm512_loadu_si512($gk.last_powers.as_ptr().add(16 - b + 4 * j).cast()) };
                        let mut d = *x;
                        if j == 0 {
                            d = _mm512_xor_si512(d, _mm512_zextsi128_si512(acc));
                        }
                        mul_acc4!($kara, d, k, _mm512_xor_si512(k, _mm512_shuffle_epi32(k, _MM_PERM_BADC)), lo, mi, hi);
                    }
                }
                let ghash = reduce4!($kara, poly, lo, mi, hi);
                if !j0_in_chunk {
                    // E_K(J0) with the low lane of the round keys: its chain of 4R cycles
                    // overlaps the last group's GHASH (see "The last call of a message").
                    e0 = j0;
                    for k in &rk[1..$r] {
                        e0 = _mm_aesenc_si128(e0, key128!(k));
                    }
                    e0 = _mm_aesenclast_si128(e0, key128!(&rk[$r]));
                }
                let t = _mm_xor_si128(_mm_shuffle_epi8(ghash, bswap128), e0);
                // SAFETY: `tag` is 16 writable bytes; SSE2 is baseline.
                unsafe { _mm_storeu_si128(tag.as_mut_ptr().cast(), t) };
            } else {
                for j in 0..Z {
                    ghash_zmm!($kara, pw, pwm, acc, pd[j], j, lo, mi, hi);
                }
                acc = reduce4!($kara, poly, lo, mi, hi);
                // SAFETY: `$y` is 16 writable bytes.
                unsafe { _mm_storeu_si128($y.as_mut_ptr().cast(), _mm_shuffle_epi8(acc, bswap128)) };
                if $polyval {
                    advance32_le($counter, 4 * Z * n);
                } else {
                    advance32($counter, 4 * Z * n);
                }
            }
        }
        (4 * Z * n, tag)
    }};
}

/// One direction's two kernels (`$open`: decryption): `$bulk`, the bulk call, whose last
/// blocks (fewer than a chunk) go to the ymm kernels in the direction's order; and `$last`, a
/// message's last call: `data` of any length from 1 byte, the whole chunks as `$bulk`, the last
/// 1..=256 bytes with byte masks, then the length block and E_K(J0) in the same kernel; it
/// returns the untruncated tag and leaves `y` as it was.
macro_rules! zmm_kernels {
    ($bulk:ident, $last:ident, $open:literal, $bulk_doc:literal, $last_doc:literal) => {
        #[doc = $bulk_doc]
        #[inline(never)]
        #[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
        pub(super) fn $bulk<const R: usize, const KARATSUBA: bool>(
            keys: &[Block; 15],
            gk: &WidePowers,
            counter: &mut Block,
            y: &mut Block,
            data: &mut [Block],
            ctr_public: bool,
        ) {
            let done = gcm512!(KARATSUBA, keys, gk, counter, y, data, R, $open, ctr_public);
            let tail = &mut data[done..];
            if !tail.is_empty() {
                // Fewer than 16 blocks after the chunks (the front ends send whole 16-block
                // batches, so only a direct caller gets here): the ymm CTR kernel, with the
                // round keys broadcast into a wiped stack copy.
                let mut wide = [Wide([0; 32]); 15];
                for (w, k) in wide.iter_mut().zip(keys) {
                    w.0[..16].copy_from_slice(k);
                    w.0[16..].copy_from_slice(k);
                }
                if $open {
                    vaes_ghash(gk, y, tail);
                    vaes_ctr32::<R>(&wide, counter, tail);
                } else {
                    vaes_ctr32::<R>(&wide, counter, tail);
                    vaes_ghash(gk, y, tail);
                }
                zeroize::Zeroize::zeroize(&mut wide);
            }
        }

        #[doc = $last_doc]
        #[inline(never)]
        #[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
        pub(super) fn $last<const R: usize, const KARATSUBA: bool>(
            keys: &[Block; 15],
            gk: &WidePowers,
            counter: &mut Block,
            y: &mut Block,
            data: &mut [u8],
            last: &GcmLast<'_>,
        ) -> Block {
            let (chunks, rest) = split_last(data);
            gcm512!(KARATSUBA, keys, gk, counter, y, chunks, R, $open, last.ctr_public, Some((last, rest))).1
        }
    };
}

zmm_kernels!(
    vaes512_gcm_seal,
    vaes512_gcm_seal_last,
    false,
    "GCM encryption: CTR from `counter` (inc32), then GHASH of the ciphertext into `y`.",
    "A message's last call: GCM encryption of `data` (any length from 1 byte), then the tag."
);
zmm_kernels!(
    vaes512_gcm_open,
    vaes512_gcm_open_last,
    true,
    "GCM decryption: GHASH of the ciphertext `data` into `y`, then CTR from `counter` (inc32).",
    "[`vaes512_gcm_seal_last`] for decryption: the tag of the ciphertext `data`, which it decrypts."
);

/// GCM-SIV decryption (RFC 8452) of whole 16-block chunks, in place: CTR with the little-endian
/// 32-bit counter in bytes 0..4 of `counter` (wrapping mod 2^32; `counter` advanced past the
/// chunks), and POLYVAL of the plaintext into `s` (POLYVAL's byte order), with the powers of
/// `mulX_GHASH(rev(H))`: the seal loop of [`vaes512_gcm_seal`] without its byte swaps (see
/// "GCM-SIV decryption" in the module comment). The caller does the rest, the length block and
/// the tag (`backend/siv.rs`).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_siv_open<const R: usize, const KARATSUBA: bool>(
    keys: &[Block; 15],
    gk: &WidePowers,
    counter: &mut Block,
    s: &mut Block,
    chunks: &mut [[Block; 4 * Z]],
) {
    let data = chunks.as_flattened_mut();
    // Sealing's dataflow (`$open` false: the last round's output is hashed), no public counter,
    // no last chunk, POLYVAL's order.
    let _ = gcm512!(KARATSUBA, keys, gk, counter, s, data, R, false, false, None, true);
}

/// Splits a last call's `data` (at least one byte) into whole 16-block chunks and the last
/// 1..=256 bytes.
#[inline(always)]
fn split_last(data: &mut [u8]) -> (&mut [Block], &mut [u8]) {
    debug_assert!(!data.is_empty());
    let whole = data.len().saturating_sub(1) / (64 * Z) * (64 * Z);
    let (chunks, rest) = data.split_at_mut(whole);
    (chunks.as_chunks_mut::<16>().0, rest)
}
