//! GCM bulk encryption and decryption on ymm: CTR (inc32) and GHASH in one pass, 16 blocks per
//! iteration. Measurements, the variants tried and dropped (among them the hand-scheduled
//! interleave intrinsics cannot express, and ending every length here): `docs/perf/gcm-x86.md`.
//!
//! An iteration makes W = 8 ymm of counter blocks and runs their AES rounds, and GHASHes 16
//! blocks: each pair of blocks by its own powers (H^16..H^1, `powers[0..8]`), Karatsuba, products
//! summed unreduced, one reduction per iteration (field arithmetic: `ghash.rs`, `field.rs`).
//!
//! Two loop shapes, each where it measured faster:
//! - *Sequential* (opening; sealing with AES-128): the iteration's AES work, then its GHASH
//!   work, as two blocks of code; the out-of-order core overlaps one iteration's GHASH with the
//!   next one's AES by itself. Opening hashes chunk i and then decrypts it (every load precedes
//!   the stores, so in-place is safe); sealing encrypts chunk i and then hashes it, read back
//!   from memory through store forwarding.
//! - *Stitched* (sealing with AES-192/256): after each of rounds 1..=8 the GHASH multiplies of
//!   one ymm, the reduction after round 9. The ciphertext exists only after the last round, so
//!   GHASH trails one iteration behind: iteration i encrypts chunk i while hashing chunk i-1; a
//!   prologue encrypts chunk 0 alone and an epilogue hashes the last chunk.
//!
//! CPUs with AVX-512F/BW/VL run the 512-bit kernels of `gcm512.rs` instead.
//!
//! The data XOR is folded into the last round: `aesenclast(s, k_last ^ data) = E(ctr) ^ data`.
//! The counters are kept byte-reversed with inc32 done by `vpaddd` on dword 0 (`ctr.rs`); while
//! no counter of a chunk carries out of its last byte (all but at most 1 chunk in 16), the
//! blocks come from one byte swap and big-endian adds into byte 15 (`counter_blocks!`), as in
//! `gcm512.rs`, where the counter is public (a 96-bit nonce's); a key-derived counter (any
//! other nonce length) takes the byte-reversed path for every chunk, with no branch on it. A
//! tail of fewer than 16 blocks goes through the `vaes_ctr32` and `vaes_ghash` kernels (called
//! once, outside every loop). Long seals prefetch ahead (see [`SEAL_PREFETCH_FROM`]).
//!
//! A one-shot message of whole 16-block chunks ends in `vaes_gcm_seal_last` or
//! `vaes_gcm_open_last`: the last chunk's GHASH also takes the length block
//! (`ghash_last_chunk!`: H^17..H^2 for the chunk, H^1 for the lengths, one reduction). The open
//! kernel peels that chunk off the loop (`open_chunk!`), so the loop body holds one GHASH form.
//! E_K(J0) is computed before the chunk loop (`e_k_j0_ahead!`) by the open and the stitched seal
//! kernels (left after the loop, LLVM kept round keys for it live across the loop and spilled);
//! the sequential seal computes it after its loop. A partial last chunk ends in the AES-NI
//! kernels and `gcm_finish` (AVX2 has no byte masks).
//!
//! The crate's kernels are intrinsics, not assembly, so this loop keeps the sequential shape
//! even though a hand-scheduled interleave of the same work measured faster (see the notes).

#![allow(unsafe_code)]

use super::ctr::vaes_ctr32;
use super::field::{POLY, mul_acc, reduce};
use super::ghash::{WidePowers, vaes_ghash};
use super::wide::{BSWAP, Wide, load_const, load_key, load_key128, prefetch_at};
use crate::backend::kernels::{Block, GcmLast};
use core::arch::x86_64::*;

/// Ymm registers of counter blocks per iteration: 2W = 16 blocks per GHASH reduction (26
/// carry-less multiplies per 16 blocks instead of 28 with W = 4, and the deeper iteration leaves
/// the reduction's latency more room; W = 4 measured slower: `docs/perf/gcm-x86.md`).
const W: usize = 8;

/// Sealing prefetches [`PREFETCH_DISTANCE`](super::wide::PREFETCH_DISTANCE) ahead (one 256-byte
/// iteration's four lines per iteration) for inputs longer than this. The seal loads its
/// plaintext only in the last round, right before the store, so a miss there stalls the
/// iteration's tail with nothing left to overlap it; the open loads its ciphertext in the first
/// GHASH pairs, early enough for the out-of-order window to hide what the hardware prefetchers
/// miss. Below this size (about half an L3) the hints cost more than they save; the open loop
/// does not prefetch (measured: `docs/perf/gcm-x86.md`).
pub(super) const SEAL_PREFETCH_FROM: usize = 16 << 20;

/// `_mm256_set_epi32` lane increments: dword 0 of lane 0 gets `a`, of lane 1 gets `b`.
macro_rules! inc_lanes {
    ($a:expr, $b:expr) => {
        _mm256_set_epi32(0, 0, 0, $b, 0, 0, 0, $a)
    };
}

/// The GCM state kept in registers across iterations.
macro_rules! gcm_setup {
    ($counter:ident, $y:ident) => {{
        let bswap = load_const!(&BSWAP);
        let bswap128 = _mm256_castsi256_si128(bswap);
        // SAFETY: `$counter` and `$y` are 16 readable bytes each; SSE2 is baseline.
        let (c, y) = unsafe { (_mm_loadu_si128($counter.as_ptr().cast()), _mm_loadu_si128($y.as_ptr().cast())) };
        let c = _mm_shuffle_epi8(c, bswap128);
        let ctr = _mm256_add_epi32(_mm256_broadcastsi128_si256(c), inc_lanes!(0, 1));
        (bswap, ctr, _mm_shuffle_epi8(y, bswap128))
    }};
}

/// `$n` added to the last byte of both 128-bit lanes: a big-endian inc32 step for counters
/// whose last byte does not carry.
macro_rules! inc_lanes_be {
    ($n:expr) => {{
        let n: i64 = $n;
        _mm256_set_epi64x(n << 56, 0, n << 56, 0)
    }};
}

/// `W` ymm of counter blocks (2W blocks) XORed with round key 0; advances `$ctr` by 2W and
/// `$low` (`Some`: the last byte of block 0's counter) with it. While that byte is at most
/// 256 - 2W, no counter of the chunk carries out of it, so one byte swap of `$ctr` and `W` adds
/// into byte 15 give every block (1 `vpshufb` instead of `W`); at most 1 chunk in 16 takes the
/// byte-reversed path. `$low` is `None` where the counter is not public (J0 from a nonce other
/// than 96 bits is derived from H, and its bits are GF(2)-linear in H): then every chunk takes
/// the byte-reversed path, so no branch depends on the counter.
macro_rules! counter_blocks {
    ($keys:ident, $bswap:ident, $ctr:ident, $low:ident) => {{
        let k0 = load_key!(&$keys[0]);
        let mut s = [_mm256_setzero_si256(); W];
        if matches!($low, Some(l) if l as usize <= 256 - 2 * W) {
            let be = _mm256_shuffle_epi8($ctr, $bswap);
            for (j, s) in s.iter_mut().enumerate() {
                *s = _mm256_xor_si256(_mm256_add_epi32(be, inc_lanes_be!(2 * j as i64)), k0);
            }
        } else {
            for (j, s) in s.iter_mut().enumerate() {
                let c = _mm256_add_epi32($ctr, inc_lanes!(2 * j as i32, 2 * j as i32));
                *s = _mm256_xor_si256(_mm256_shuffle_epi8(c, $bswap), k0);
            }
        }
        $ctr = _mm256_add_epi32($ctr, inc_lanes!(2 * W as i32, 2 * W as i32));
        $low = $low.map(|l| l.wrapping_add(2 * W as u8));
        s
    }};
}

/// One `vaesenc` round with round key `$k` on the four states.
macro_rules! round {
    ($s:ident, $k:expr) => {{
        let k = load_key!($k);
        for s in &mut $s {
            *s = _mm256_aesenc_epi128(*s, k);
        }
    }};
}

/// The last round with the data XOR folded in, stored in place at `$p` (2W blocks = W ymm).
macro_rules! last_round_xor_store {
    ($keys:ident, $r:ident, $s:ident, $p:ident) => {{
        let k = load_key!(&$keys[$r]);
        let mut out = [_mm256_setzero_si256(); W];
        for (j, (o, s)) in out.iter_mut().zip(&$s).enumerate() {
            // SAFETY: `$p` points to 2W blocks = W ymm; j < W.
            let d = unsafe { _mm256_loadu_si256($p.add(j)) };
            *o = _mm256_aesenclast_epi128(*s, _mm256_xor_si256(k, d));
        }
        for (j, o) in out.iter().enumerate() {
            // SAFETY: as above.
            unsafe { _mm256_storeu_si256($p.add(j), *o) };
        }
    }};
}

/// GHASH of ymm `$j` (blocks 2j, 2j+1) of the 2W-block chunk at `$q` into the unreduced sums; the
/// accumulator is XORed into the chunk's first block.
macro_rules! ghash_pair {
    ($gk:ident, $bswap:ident, $acc:ident, $q:ident, $j:expr, $lo:ident, $mi:ident, $hi:ident) => {{
        let j: usize = $j;
        // SAFETY: `$q` points to 2W blocks = W ymm; j < W.
        let mut d = _mm256_shuffle_epi8(unsafe { _mm256_loadu_si256($q.add(j)) }, $bswap);
        if j == 0 {
            d = _mm256_xor_si256(d, _mm256_zextsi128_si256($acc));
        }
        // Block pair j of 2W is multiplied by (H^(2W-2j), H^(2W-2j-1)).
        mul_acc!($gk, 8 - W + j, d, $lo, $mi, $hi);
    }};
}

/// The message's last chunk (2W blocks at `$q`) and its length block `$lens` into the unreduced
/// sums, for a kernel that ends the message (`gcm512.rs`, "The last call of a message", has the
/// derivation for b = 16 blocks): pair j is multiplied by (H^(17-2j), H^(16-2j)), the powers
/// moved up one lane (`vperm2i128` of adjacent pairs, H^17 = `last_powers[0]` below
/// `powers[0]`), their Karatsuba middle keys made here, and the byte-swapped length block goes
/// alone into lane 1 of one more ymm, multiplied by `powers[7]`, whose lane 1 is H^1.
macro_rules! ghash_last_chunk {
    ($gk:ident, $bswap:ident, $acc:ident, $q:ident, $lens:expr, $lo:ident, $mi:ident, $hi:ident) => {{
        const _: () = assert!(W == 8, "the shifted powers cover 16 blocks");
        // SAFETY: `last_powers[0]` (H^17) is 16 readable bytes; AVX2 is enabled in every kernel here.
        let mut below = _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128($gk.last_powers[0].as_ptr().cast()) });
        for j in 0..W {
            let k = load_key!(&$gk.powers[j]);
            let up = _mm256_permute2x128_si256(below, k, 0x21);
            below = k;
            let km = _mm256_xor_si256(up, _mm256_shuffle_epi32(up, 0x4e));
            // SAFETY: `$q` points to 2W blocks = W ymm; j < W.
            let mut d = _mm256_shuffle_epi8(unsafe { _mm256_loadu_si256($q.add(j)) }, $bswap);
            if j == 0 {
                d = _mm256_xor_si256(d, _mm256_zextsi128_si256($acc));
            }
            $lo = _mm256_xor_si256($lo, _mm256_clmulepi64_epi128(d, up, 0x00));
            $hi = _mm256_xor_si256($hi, _mm256_clmulepi64_epi128(d, up, 0x11));
            let dm = _mm256_xor_si256(d, _mm256_shuffle_epi32(d, 0x4e));
            $mi = _mm256_xor_si256($mi, _mm256_clmulepi64_epi128(dm, km, 0x00));
        }
        // SAFETY: `$lens` is 16 readable bytes; SSE2 is baseline.
        let l = _mm_shuffle_epi8(unsafe { _mm_loadu_si128($lens.as_ptr().cast()) }, _mm256_castsi256_si128($bswap));
        mul_acc!($gk, 7, _mm256_inserti128_si256(_mm256_setzero_si256(), l, 1), $lo, $mi, $hi);
    }};
}

/// E_K(`$j0`) with the low lane of the ymm round keys.
macro_rules! e_k_j0 {
    ($keys:ident, $r:ident, $j0:expr) => {{
        // SAFETY: `$j0` is 16 readable bytes; SSE2 is baseline.
        let mut e = _mm_xor_si128(unsafe { _mm_loadu_si128($j0.as_ptr().cast()) }, load_key128!(&$keys[0]));
        for k in &$keys[1..$r] {
            e = _mm_aesenc_si128(e, load_key128!(k));
        }
        _mm_aesenclast_si128(e, load_key128!(&$keys[$r]))
    }};
}

/// E_K(`$last.j0`) of a message's last call, computed before the chunk loop when `$ahead`, and
/// kept on the stack by a volatile store for `store_result` (zero otherwise). Left where it is
/// used, after the loop, in the stitched seal loop LLVM kept round keys for it live across the
/// loop, which spilled, and elsewhere its 10-14 dependent rounds trailed the last chunk; the
/// sequential seal loop measured better with it after the loop (`docs/perf/gcm-x86.md`). The
/// stack slot is not wiped, like any register the compiler spills (SECURITY.md, "Zeroized on drop").
macro_rules! e_k_j0_ahead {
    ($keys:ident, $r:ident, $last:ident, $ahead:expr) => {{
        let mut ek = _mm_setzero_si128();
        if let Some(last) = $last.filter(|_| $ahead) {
            let e = e_k_j0!($keys, $r, last.j0);
            // SAFETY: `ek` is a local `__m128i`: valid, aligned and writable.
            unsafe { core::ptr::write_volatile(&mut ek, e) };
        }
        ek
    }};
}

/// The chunk loop's result, from the reduced accumulator `$acc`: for a message's last call the
/// tag, GHASH ^ E_K(J0) (`$ek` from `e_k_j0_ahead` when `$ahead`, else computed here), into
/// `$tag`; otherwise the GHASH state, into `$y`. Both in the standard's byte order.
macro_rules! store_result {
    ($keys:ident, $r:ident, $bswap:ident, $acc:ident, $last:ident, $ek:ident, $ahead:expr, $tag:ident, $y:ident) => {{
        let out = _mm_shuffle_epi8($acc, _mm256_castsi256_si128($bswap));
        if let Some(last) = $last {
            let e = if $ahead {
                // SAFETY: `$ek` is a local `__m128i`, initialised by `e_k_j0_ahead`.
                unsafe { core::ptr::read_volatile(&$ek) }
            } else {
                e_k_j0!($keys, $r, last.j0)
            };
            // SAFETY: `$tag` is 16 writable bytes; SSE2 is baseline.
            unsafe { _mm_storeu_si128($tag.as_mut_ptr().cast(), _mm_xor_si128(out, e)) };
        } else {
            // SAFETY: `$y` is 16 writable bytes; SSE2 is baseline.
            unsafe { _mm_storeu_si128($y.as_mut_ptr().cast(), out) };
        }
    }};
}

/// Advances the big-endian inc32 field of `counter` by `n` blocks, modulo 2^32.
pub(super) fn advance32(counter: &mut Block, n: usize) {
    let [.., c0, c1, c2, c3] = *counter;
    let next = u32::from_be_bytes([c0, c1, c2, c3]).wrapping_add(n as u32);
    counter[12..].copy_from_slice(&next.to_be_bytes());
}

/// One direction's two kernels: `$bulk`, the bulk call, and `$last`, a message's last call when
/// its ciphertext is whole 16-block chunks (the length block and E_K(J0) in the same kernel, the
/// last chunk's GHASH by `ghash_last_chunk`; returns the untruncated tag and leaves `y` as it
/// was). Both are the body `$body!` (`ymm_seal!` or `ymm_open!`, `$extra` its arguments before
/// the counter's publicity).
macro_rules! gcm_kernels {
    ($bulk:ident, $last:ident, $body:ident, [$($extra:expr),*], $bulk_doc:literal, $last_doc:literal) => {
        #[doc = $bulk_doc]
        #[inline(never)]
        #[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
        pub(super) fn $bulk<const R: usize>(
            keys: &[Wide; 15],
            gk: &WidePowers,
            counter: &mut Block,
            y: &mut Block,
            data: &mut [Block],
            ctr_public: bool,
        ) {
            let _ = $body!(keys, gk, counter, y, data, R, $($extra,)* ctr_public, None);
        }

        #[doc = $last_doc]
        #[inline(never)]
        #[target_feature(enable = "aes,pclmulqdq,avx2,vaes,vpclmulqdq")]
        pub(super) fn $last<const R: usize>(
            keys: &[Wide; 15],
            gk: &WidePowers,
            counter: &mut Block,
            y: &mut Block,
            data: &mut [Block],
            last: &GcmLast<'_>,
        ) -> Block {
            debug_assert!(!data.is_empty() && data.len().is_multiple_of(2 * W));
            $body!(keys, gk, counter, y, data, R, $($extra,)* last.ctr_public, Some(last))
        }
    };
}

/// The sealing kernel's body (see [`vaes_gcm_seal`]); with `$last` (`Some(&GcmLast)`, `$data`
/// whole chunks) the last chunk's GHASH also takes the length block, E_K(J0) is added, `$y` is
/// left alone, and the form evaluates to the tag.
macro_rules! ymm_seal {
    ($keys:ident, $gk:ident, $counter:ident, $y:ident, $data:ident, $r:ident, $seq_seal:expr, $public:expr, $last:expr) => {{
        let (keys, gk, counter, y, data) = ($keys, $gk, $counter, $y, $data);
        let last: Option<&GcmLast<'_>> = $last;
        let mut tag: Block = [0; 16];
        let n = data.len() / (2 * W);
        // Branch-free: short inputs "prefetch" the lines this iteration loads anyway (four hints,
        // no traffic), so the loop has no second copy for the compiler to unswitch and lay out.
        let ahead = if data.len() * 16 > SEAL_PREFETCH_FROM { super::wide::PREFETCH_DISTANCE } else { 0 };
        let (body, tail) = data.split_at_mut(n * 2 * W);
        if n > 0 {
            let (bswap, mut ctr, mut acc) = gcm_setup!(counter, y);
            let mut low = ($public).then_some(counter[15]);
            let poly = load_const!(&POLY);
            let ek_ahead = !$seq_seal($r);
            let ek = e_k_j0_ahead!(keys, $r, last, ek_ahead);
            let base: *mut __m256i = body.as_mut_ptr().cast();
            if $seq_seal($r) {
                // Each chunk encrypted, then hashed (read back through store forwarding).
                for i in 0..n {
                    // SAFETY: i < n chunks of W ymm each.
                    let p = unsafe { base.add(W * i) };
                    let q = p.cast_const();
                    prefetch_at!(p, ahead);
                    let mut s = counter_blocks!(keys, bswap, ctr, low);
                    for k in &keys[1..$r] {
                        round!(s, k);
                    }
                    last_round_xor_store!(keys, $r, s, p);
                    let (mut lo, mut mi, mut hi) =
                        (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
                    match last {
                        Some(last) if i + 1 == n => ghash_last_chunk!(gk, bswap, acc, q, last.lens, lo, mi, hi),
                        _ => {
                            for j in 0..W {
                                ghash_pair!(gk, bswap, acc, q, j, lo, mi, hi);
                            }
                        }
                    }
                    acc = reduce!(poly, lo, mi, hi);
                }
            } else {
                // Prologue: encrypt chunk 0.
                {
                    let p = base;
                    let mut s = counter_blocks!(keys, bswap, ctr, low);
                    for k in &keys[1..$r] {
                        round!(s, k);
                    }
                    last_round_xor_store!(keys, $r, s, p);
                }
                for i in 1..n {
                    // SAFETY: i < n chunks of W ymm each: chunk i and chunk i - 1 are in bounds.
                    let (p, q) = unsafe { (base.add(W * i), base.add(W * (i - 1)).cast_const()) };
                    prefetch_at!(p, ahead);
                    let mut s = counter_blocks!(keys, bswap, ctr, low);
                    let (mut lo, mut mi, mut hi) =
                        (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
                    // Round 1 + j is paired with GHASH pair j; the reduction with round W + 1 (R >= 10
                    // and W <= 8, so these are all middle rounds).
                    for j in 0..W {
                        round!(s, &keys[1 + j]);
                        ghash_pair!(gk, bswap, acc, q, j, lo, mi, hi);
                    }
                    round!(s, &keys[W + 1]);
                    acc = reduce!(poly, lo, mi, hi);
                    for k in &keys[W + 2..$r] {
                        round!(s, k);
                    }
                    last_round_xor_store!(keys, $r, s, p);
                }
                // Epilogue: hash the last chunk.
                {
                    // SAFETY: n >= 1, so chunk n - 1 is in bounds.
                    let q = unsafe { base.add(W * (n - 1)).cast_const() };
                    let (mut lo, mut mi, mut hi) =
                        (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
                    match last {
                        Some(last) => ghash_last_chunk!(gk, bswap, acc, q, last.lens, lo, mi, hi),
                        None => {
                            for j in 0..W {
                                ghash_pair!(gk, bswap, acc, q, j, lo, mi, hi);
                            }
                        }
                    }
                    acc = reduce!(poly, lo, mi, hi);
                }
            }
            store_result!(keys, $r, bswap, acc, last, ek, ek_ahead, tag, y);
            advance32(counter, 2 * W * n);
        }
        if !tail.is_empty() {
            vaes_ctr32::<$r>(keys, counter, tail);
            vaes_ghash(gk, y, tail);
        }
        tag
    }};
}

/// One chunk of the opening loop (chunk `$i` of `$base`): its GHASH (`$ghash`, which sums into
/// `$lo`, `$mi`, `$hi` from the chunk at `$q`) and reduction into `$acc`, then its CTR in place.
macro_rules! open_chunk {
    (
        $keys:ident, $bswap:ident, $poly:ident, $acc:ident, $ctr:ident, $low:ident, $base:ident, $r:ident, $i:expr,
        |$q:ident, $lo:ident, $mi:ident, $hi:ident| $ghash:block
    ) => {{
        // SAFETY: `$i` < n chunks of W ymm each.
        let p = unsafe { $base.add(W * $i) };
        let $q = p.cast_const();
        let (mut $lo, mut $mi, mut $hi) = (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
        $ghash
        $acc = reduce!($poly, $lo, $mi, $hi);
        let mut s = counter_blocks!($keys, $bswap, $ctr, $low);
        for k in &$keys[1..$r] {
            round!(s, k);
        }
        last_round_xor_store!($keys, $r, s, p);
    }};
}

/// The opening kernel's body (see [`vaes_gcm_open`]); `$last` as in [`ymm_seal`].
macro_rules! ymm_open {
    ($keys:ident, $gk:ident, $counter:ident, $y:ident, $data:ident, $r:ident, $public:expr, $last:expr) => {{
        let (keys, gk, counter, y, data) = ($keys, $gk, $counter, $y, $data);
        let last: Option<&GcmLast<'_>> = $last;
        let mut tag: Block = [0; 16];
        let n = data.len() / (2 * W);
        let (body, tail) = data.split_at_mut(n * 2 * W);
        if n > 0 {
            let (bswap, mut ctr, mut acc) = gcm_setup!(counter, y);
            let mut low = ($public).then_some(counter[15]);
            let poly = load_const!(&POLY);
            let ek = e_k_j0_ahead!(keys, $r, last, true);
            let base: *mut __m256i = body.as_mut_ptr().cast();
            // A message's last chunk is peeled off the loop: with it inside, behind a test of
            // `i + 1 == n`, LLVM compiled one loop body holding both GHASH forms, which spilled
            // (`docs/perf/gcm-x86.md`; the sequential seal loop keeps the test, which measured
            // faster there). (`n >= 1` here, so the bound cannot underflow.)
            for i in 0..n - usize::from(last.is_some()) {
                open_chunk!(keys, bswap, poly, acc, ctr, low, base, $r, i, |q, lo, mi, hi| {
                    for j in 0..W {
                        ghash_pair!(gk, bswap, acc, q, j, lo, mi, hi);
                    }
                });
            }
            if let Some(last) = last {
                open_chunk!(keys, bswap, poly, acc, ctr, low, base, $r, n - 1, |q, lo, mi, hi| {
                    ghash_last_chunk!(gk, bswap, acc, q, last.lens, lo, mi, hi);
                });
                let _ = (ctr, low); // (advanced past the message's end: not needed again)
            }
            store_result!(keys, $r, bswap, acc, last, ek, true, tag, y);
            advance32(counter, 2 * W * n);
        }
        if !tail.is_empty() {
            vaes_ghash(gk, y, tail);
            vaes_ctr32::<$r>(keys, counter, tail);
        }
        tag
    }};
}

// The sealing loop's shape is picked by round count (`|r| r == 10`: module comment).
gcm_kernels!(
    vaes_gcm_seal,
    vaes_gcm_seal_last,
    ymm_seal,
    [|r| r == 10],
    "GCM encryption: CTR from `counter` (inc32), then GHASH of the ciphertext into `y`.",
    "A message's last call (whole 16-block chunks): GCM encryption as [`vaes_gcm_seal`], then the tag."
);
gcm_kernels!(
    vaes_gcm_open,
    vaes_gcm_open_last,
    ymm_open,
    [],
    "GCM decryption: GHASH of the ciphertext `data` into `y`, then CTR from `counter` (inc32).",
    "[`vaes_gcm_seal_last`] for decryption: the tag of the ciphertext `data`, which it decrypts."
);
