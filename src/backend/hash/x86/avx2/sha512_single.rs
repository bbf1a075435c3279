//! Single-stream SHA-384/512 (FIPS 180-4 §6.4.2): `avx2_sha512_compress`, the message schedule
//! on ymm registers, the rounds on scalar registers with BMI2 `rorx`.
//!
//! The 80 rounds are a serial chain through `a` and `e` that only scalar code runs fast; the
//! schedule `W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]` (t = 16..80) is independent of
//! the rounds, and two consecutive words depend only on older ones (the newest input is
//! `W[t-2]`), so it runs two words per 128-bit half: half 0 for block `i`, half 1 for block
//! `i + 1` (the same block twice when one is left). Register `x[j]` holds words `2s, 2s + 1` for
//! the step `s ≡ j (mod 8)` most recently computed, so step `s` reads
//! - `W[2s-16], W[2s-15]` = `x[j]`,
//! - `W[2s-15], W[2s-14]` = `vpalignr 8` of `x[j+1]:x[j]` (high word of `x[j]`, low of `x[j+1]`),
//! - `W[2s-7], W[2s-6]` = `vpalignr 8` of `x[j+5]:x[j+4]`,
//! - `W[2s-2], W[2s-1]` = `x[j+7]` (indices mod 8), and `vpalignr` works within each half.
//!
//! Every `W[t] + K[t]` goes to a stack array; the rounds read one word of it, so each round is
//! `T1 = (h + WK[t]) + Ch(e, f, g) + Σ1(e)`, `T2 = Σ0(a) + Maj(a, b, c)`, `d += T1`,
//! `h = T1 + T2` with `h + WK[t]` summed before `e` is known, and `d` and `h` each summed from
//! the parts (`d + (h + WK) + Ch + Σ1`), not through `T1`, so that the new `e` waits on one add
//! after `Σ1(e)` instead of two. The schedule steps are interleaved with the rounds (see
//! `compress`), so the vector units compute it while the scalar ones run rounds; the rounds
//! read `WK` with volatile loads (see `words` in `rounds`).
//!
//! Loop shape: the rounds run in loops of sixteen or thirty-two (`rounds`); the first unit
//! computes its own schedule inside its rounds, and the units after it run two per turn of the
//! loop in `compress`, each schedule at a fixed stack offset. `avx2_sha512_compress_vl` is the
//! same source compiled with AVX-512F/VL (σ0 and σ1 each two `vprorq`, a `vpsrlq` and a
//! `vpternlogq`) and takes every call where the CPU has it. Verdict: ahead of the best peer up to
//! ~2 KiB, 0.93-0.95x OpenSSL from 16 KiB, the rest of the gap being LLVM's instruction order
//! (docs/perf/sha512-avx2.md has the measurements and what was tried and dropped).

#![allow(unsafe_code)]

use super::{BSWAP64, load_const, rotr64};
use crate::backend::hash::soft::sha512::K;
#[cfg(miri)]
use crate::backend::x86::miri::_mm256_ternarylogic_epi64;
use core::arch::x86_64::*;
use core::mem::MaybeUninit;

/// `W[t] + K[t]` of one block, as the 40 pairs the schedule produces.
type Wk = [[u64; 2]; 40];

/// [`rounds`] computes no schedule step.
const NONE: u8 = 0;
/// [`rounds`] computes schedule steps 8..40, eight in each of its first four runs of sixteen
/// rounds.
const DENSE: u8 = 1;
/// [`rounds`] computes half a unit's schedule steps, eight in each run of thirty-two rounds.
const SPARSE: u8 = 2;

/// Compresses whole 128-byte blocks into `state`.
///
/// Blocks go in units of two, each unit's schedule computed inside the rounds of the unit
/// before it (the first unit's inside its own first block): see `compress`.
///
/// # Safety
/// The CPU supports AVX2 and BMI2, and the OS saves the YMM state.
#[inline(never)]
#[target_feature(enable = "avx2,bmi2")]
pub(super) unsafe fn avx2_sha512_compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    // SAFETY: AVX2 and BMI2 are enabled here (target features; the Avx2Token).
    unsafe { compress::<false>(state, blocks) }
}

/// [`avx2_sha512_compress`] with the schedule's σ0 and σ1 in AVX-512VL: each is two `vprorq`,
/// one `vpsrlq` and one `vpternlogq` on ymm, where AVX2 takes nine operations (a rotation is
/// two shifts and an OR). The rounds are the same scalar code; a schedule step (two `vpalignr`,
/// three adds, σ0, σ1 and the `W + K` stores) falls from about 27 vector operations to 17, by
/// count. Measured in the module docs.
///
/// # Safety
/// The CPU supports AVX2, BMI2, AVX-512F and AVX-512VL, and the OS saves the ZMM and opmask
/// state.
#[inline(never)]
#[target_feature(enable = "avx2,bmi2,avx512f,avx512vl")]
pub(super) unsafe fn avx2_sha512_compress_vl(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    // SAFETY: AVX2, BMI2, AVX-512F and AVX-512VL are enabled here (target features; the
    // Avx512VlToken).
    unsafe { compress::<true>(state, blocks) }
}

/// The body of both kernels (`VL`: the AVX-512VL σ's), inlined into each and compiled with its
/// features.
///
/// Blocks go in units of two (the last unit may hold one). The first unit's first block
/// computes its own schedule as its rounds run ([`DENSE`], into the words it reads, twelve or
/// more rounds before their use), and its second block computes the whole schedule of the next
/// unit (`DENSE` again, from that unit's words, into the other element of `wk`). From then on a
/// unit's two blocks compute the next unit's schedule ([`SPARSE`]: steps 8..24 in the first
/// block, 24..40 in the second, one every four rounds in rounds 0..64 of each), and the last
/// unit's blocks compute none ([`NONE`]). No schedule step runs outside the rounds, and from
/// the second unit on the vector work is spread thinly over the rounds.
///
/// `wk` is not initialised (zeroing its 2,560 bytes cost ~10% of a one-block call): every word
/// a round reads has been written before, by [`load`] (words 0..16 of both halves) and the
/// steps (16..80). The first unit's `load` and `DENSE` steps fill `wk[0]`; its second block's
/// `load` and `DENSE` steps, or a unit's `load` and its two `SPARSE` calls, fill the other
/// element before it is read; within the first `DENSE` call, step `s` runs in the run of
/// sixteen rounds before the one whose round `2s` reads its words (see [`rounds`]).
///
/// # Safety
/// The CPU supports AVX2 and BMI2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
unsafe fn compress<const VL: bool>(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    let (pairs, lone) = blocks.as_chunks::<2>();
    let mut units = pairs.iter().map(|[lo, hi]| (lo, Some(hi))).chain(lone.first().map(|b| (b, None)));
    let Some(mut unit) = units.next() else { return };
    let mut wk = MaybeUninit::<[[Wk; 2]; 2]>::uninit();
    // The two schedules, written and read through raw pointers only.
    let base: *mut [Wk; 2] = wk.as_mut_ptr().cast();
    // SAFETY: `wk` has two elements.
    let (now, later) = (base, unsafe { base.add(1) });
    // SAFETY: `now` points to a writable `[Wk; 2]` that nothing borrows; AVX2 is present (this
    // function's contract).
    let mut x = unsafe { load(unit.0, unit.1.unwrap_or(unit.0), now) };
    // SAFETY (every `rounds` call below): the features `rounds` needs are this function's
    // contract; `now` and `later` point to `wk`'s two elements, which nothing borrows, and
    // every word the call reads has been written (see above).
    unsafe { rounds::<DENSE, VL>(state, now, now, 0, &mut x) };
    let mut next = units.next();
    match (unit.1, next) {
        (Some(_), Some(n)) => {
            // SAFETY: as for the first load.
            x = unsafe { load(n.0, n.1.unwrap_or(n.0), later) };
            // SAFETY: as above.
            unsafe { rounds::<DENSE, VL>(state, now, later, 1, &mut x) };
        }
        // SAFETY: as above.
        (Some(_), None) => unsafe { rounds::<NONE, VL>(state, now, now, 1, &mut x) },
        // A unit of one block is the last.
        (None, _) => return,
    }
    // The units from the second on, two a turn: one whose words are in `*$now` (the next
    // unit's schedule into `*$later`), then one the other way round. `wk`'s two elements stay
    // where they are, so both are fixed offsets of the stack frame in the code (with the two
    // pointers swapped at run time, LLVM kept both in registers or spilled them; the two turns
    // cost one more copy of the rounds' code).
    macro_rules! unit {
        ($n:expr, $now:expr, $later:expr) => {
            unit = $n;
            next = units.next();
            match next {
                Some(n) => {
                    // SAFETY: as for the first load (`$later` is the other element of `wk`).
                    x = unsafe { load(n.0, n.1.unwrap_or(n.0), $later) };
                    // `unit` is not the last, so it holds two blocks.
                    for half in 0..2 {
                        // SAFETY: as above.
                        unsafe { rounds::<SPARSE, VL>(state, $now, $later, half, &mut x) };
                    }
                }
                None => {
                    for half in 0..1 + usize::from(unit.1.is_some()) {
                        // SAFETY: as above.
                        unsafe { rounds::<NONE, VL>(state, $now, $now, half, &mut x) };
                    }
                }
            }
        };
    }
    // The first unit's words were in `*now`, the second's are in `*later`.
    while let Some(n) = next {
        unit!(n, later, now);
        let Some(n) = next else { break };
        unit!(n, now, later);
    }
}

/// `σ0(x) = ROTR 1 ^ ROTR 8 ^ SHR 7` on every 64-bit lane (`VL`: `vprorq` and one
/// `vpternlogq`, truth table 0x96 = the XOR of its three inputs).
///
/// # Safety
/// The CPU supports AVX2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
unsafe fn small_sigma0<const VL: bool>(x: __m256i) -> __m256i {
    // SAFETY: the features are this function's contract.
    unsafe {
        if VL {
            _mm256_ternarylogic_epi64::<0x96>(
                _mm256_ror_epi64::<1>(x),
                _mm256_ror_epi64::<8>(x),
                _mm256_srli_epi64::<7>(x),
            )
        } else {
            _mm256_xor_si256(_mm256_xor_si256(rotr64!(x, 1), rotr64!(x, 8)), _mm256_srli_epi64::<7>(x))
        }
    }
}

/// `σ1(x) = ROTR 19 ^ ROTR 61 ^ SHR 6` on every 64-bit lane (`VL` as in [`small_sigma0`]).
///
/// # Safety
/// The CPU supports AVX2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
unsafe fn small_sigma1<const VL: bool>(x: __m256i) -> __m256i {
    // SAFETY: the features are this function's contract.
    unsafe {
        if VL {
            _mm256_ternarylogic_epi64::<0x96>(
                _mm256_ror_epi64::<19>(x),
                _mm256_ror_epi64::<61>(x),
                _mm256_srli_epi64::<6>(x),
            )
        } else {
            _mm256_xor_si256(_mm256_xor_si256(rotr64!(x, 19), rotr64!(x, 61)), _mm256_srli_epi64::<6>(x))
        }
    }
}

/// `x + (K[2s], K[2s+1])` in both halves, stored as pair `s` of `(*wk)[0]` (low half) and
/// `(*wk)[1]` (`s` < 40, checked).
///
/// # Safety
/// The CPU supports AVX2. `wk` points to a `[Wk; 2]` (initialised or not) that is writable and
/// that no reference borrows.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn store_wk(wk: *mut [Wk; 2], s: usize, x: __m256i) {
    let k = &K[2 * s..2 * s + 2];
    // SAFETY: `k` is 2 readable u64 (16 bytes); AVX is enabled (target feature).
    let k = _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(k.as_ptr().cast()) });
    let v = _mm256_add_epi64(x, k);
    // SAFETY: each destination is a `[u64; 2]` of `*wk` (the indexing is checked), 16 writable
    // bytes that nothing borrows (this function's contract); AVX2 is enabled.
    unsafe {
        _mm_storeu_si128(core::ptr::addr_of_mut!((*wk)[0][s]).cast(), _mm256_castsi256_si128(v));
        _mm_storeu_si128(core::ptr::addr_of_mut!((*wk)[1][s]).cast(), _mm256_extracti128_si256::<1>(v));
    }
}

/// Loads `lo` and `hi` (words 0..16 of their schedules, in both halves of `x[0..8]`) and
/// stores their `W + K` pairs 0..8 into `*wk`.
///
/// # Safety
/// As for [`store_wk`].
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn load(lo: &[u8; 128], hi: &[u8; 128], wk: *mut [Wk; 2]) -> [__m256i; 8] {
    let bswap = load_const(&BSWAP64);
    let mut x = [_mm256_setzero_si256(); 8];
    for (j, (l, h)) in lo.as_chunks::<16>().0.iter().zip(hi.as_chunks::<16>().0).enumerate() {
        // SAFETY: `l` and `h` are 16 readable bytes each; AVX2 is enabled (target feature).
        let v = unsafe {
            _mm256_inserti128_si256::<1>(
                _mm256_castsi128_si256(_mm_loadu_si128(l.as_ptr().cast())),
                _mm_loadu_si128(h.as_ptr().cast()),
            )
        };
        x[j] = _mm256_shuffle_epi8(v, bswap);
        // SAFETY: `wk` as this function's contract says.
        unsafe { store_wk(wk, j, x[j]) };
    }
    x
}

/// Schedule step `s` (words `2s`, `2s + 1`; `s ≡ J mod 8`, `8 ≤ s < 40`) into `x[J]` and `wk`.
/// `#[inline(always)]`, not `#[target_feature]`: compiled with the features of the kernel it is
/// inlined into, so that with `VL` the σ's AVX-512 intrinsics are inlined too.
///
/// # Safety
/// The CPU supports AVX2, and with `VL` AVX-512F and AVX-512VL; `wk` as for [`store_wk`].
#[inline(always)]
unsafe fn step<const J: usize, const VL: bool>(x: &mut [__m256i; 8], s: usize, wk: *mut [Wk; 2]) {
    // SAFETY: the features and `wk` are this function's contract.
    unsafe {
        let w15 = _mm256_alignr_epi8::<8>(x[(J + 1) % 8], x[J]);
        let w7 = _mm256_alignr_epi8::<8>(x[(J + 5) % 8], x[(J + 4) % 8]);
        let sum = _mm256_add_epi64(_mm256_add_epi64(x[J], w7), small_sigma0::<VL>(w15));
        x[J] = _mm256_add_epi64(sum, small_sigma1::<VL>(x[(J + 7) % 8]));
        store_wk(wk, s, x[J]);
    }
}

/// The 80 rounds of block `half` of the unit whose `W + K` words are in `*wk`, added into
/// `state`, and the schedule steps that `MODE` names, from the words in `x`, into `*next`:
/// - none, with [`NONE`];
/// - with [`DENSE`], steps 8..40 (all of a unit's), eight in each of the first four runs of
///   sixteen rounds, each at least twelve rounds before the round that reads its words (`next`
///   may be `wk`);
/// - with [`SPARSE`], steps 8..24 (`half` 0) or 24..40 (`half` 1), eight in each of the first
///   two runs of thirty-two rounds.
///
/// The rounds run in loops of sixteen or thirty-two (the last sixteen always without steps), not
/// unrolled eighty at a time: the whole kernel is about a third of the unrolled one's size and
/// fits the instruction caches better (measured in the module docs).
///
/// `#[inline(always)]` without `#[target_feature]` (the two do not combine): inlined into
/// [`avx2_sha512_compress`] or [`avx2_sha512_compress_vl`], it is compiled with that function's
/// features (BMI2 for `rorx`).
///
/// # Safety
/// The CPU supports AVX2 and BMI2, and with `VL` AVX-512F and AVX-512VL. `half` < 2. `wk` and
/// `next` point to `[Wk; 2]`s (possibly the same one) that nothing borrows during the call, and
/// every word of block `half` that the rounds read (all 80) has been written before its round.
/// (With `next` = `wk`, `MODE` must not be `SPARSE`, whose steps would overwrite words still to
/// be read: wrong words, not unwritten ones.)
#[inline(always)]
#[allow(unused_assignments)] // the last round's `bc`
unsafe fn rounds<const MODE: u8, const VL: bool>(
    state: &mut [u64; 8],
    wk: *const [Wk; 2],
    next: *mut [Wk; 2],
    half: usize,
    x: &mut [__m256i; 8],
) {
    // Words `16 * run .. 16 * run + 16` of block `half`'s `W + K` (`run` < 5). Read through the
    // raw pointer `wk` (a step may write `*next` = `*wk` in between), one volatile load per
    // round: left to itself, LLVM forwards the schedule's vector stores to these reads as
    // `vpextrq`/`vmovq` extractions.
    // The block's 80 words are contiguous (`Wk` is `[[u64; 2]; 40]`), so with `half` < 2 (this
    // function's contract) and `run` < 5 word `16 * run + i` (`i` < 16) lies inside `*wk`. The
    // address is computed with `wrapping_add` (safe); the reads below rely on those bounds.
    let words = |run: usize| wk.cast::<u64>().wrapping_add(80 * half + 16 * run);
    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
    // Σ0 = ROTR 28, 34, 39; Σ1 = ROTR 14, 18, 41; Ch = g ^ (e & (f ^ g)).
    // Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)) (where a = b it is b; else a ^ b = 1 picks c): this
    // round's `b ^ c` is the previous round's `a ^ b`, carried in `bc`.
    let mut bc = b ^ c;
    macro_rules! round {
        ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $w:expr, $i:expr) => {
            // SAFETY: `$w` is `words(run)` for a `run` < 5 and `$i` < 16: an aligned `u64` of
            // `*wk`, written before (this function's contract).
            let hk = $h.wrapping_add(unsafe { core::ptr::read_volatile($w.add($i)) });
            let ch = $g ^ ($e & ($f ^ $g));
            let s1 = $e.rotate_right(14) ^ $e.rotate_right(18) ^ $e.rotate_right(41);
            let ab = $a ^ $b;
            let t2 = ($a.rotate_right(28) ^ $a.rotate_right(34) ^ $a.rotate_right(39)).wrapping_add($b ^ (ab & bc));
            bc = ab;
            $d = $d.wrapping_add(hk).wrapping_add(ch).wrapping_add(s1);
            $h = hk.wrapping_add(ch).wrapping_add(t2).wrapping_add(s1);
        };
    }
    // Schedule step `$s` (`≡ $j mod 8`) into `*next`.
    macro_rules! step {
        ($j:literal, $s:expr) => {
            // SAFETY: the features and `next` are this function's contract.
            unsafe { step::<$j, VL>(x, $s, next) }
        };
    }
    // Rounds `$i .. $i + 4` of `$w` (a `words(run)`), starting with the variables in place
    // (`first`) or rotated by four (`second`), then the steps `$s + $j` for each `$j` listed.
    macro_rules! four {
        (first, $w:expr, $i:expr $(; $s:expr => $($j:literal)+)?) => {
            round!(a, b, c, d, e, f, g, h, $w, $i);
            round!(h, a, b, c, d, e, f, g, $w, $i + 1);
            round!(g, h, a, b, c, d, e, f, $w, $i + 2);
            round!(f, g, h, a, b, c, d, e, $w, $i + 3);
            $($(step!($j, $s + $j);)+)?
        };
        (second, $w:expr, $i:expr $(; $s:expr => $($j:literal)+)?) => {
            round!(e, f, g, h, a, b, c, d, $w, $i);
            round!(d, e, f, g, h, a, b, c, $w, $i + 1);
            round!(c, d, e, f, g, h, a, b, $w, $i + 2);
            round!(b, c, d, e, f, g, h, a, $w, $i + 3);
            $($(step!($j, $s + $j);)+)?
        };
    }
    // Sixteen rounds of `words(run)` without steps.
    macro_rules! sixteen {
        ($run:expr) => {
            let w = words($run);
            four!(first, w, 0);
            four!(second, w, 4);
            four!(first, w, 8);
            four!(second, w, 12);
        };
    }
    match MODE {
        DENSE => {
            for run in 0..4 {
                let (w, s) = (words(run), 8 + 8 * run);
                four!(first, w, 0; s => 0 1);
                four!(second, w, 4; s => 2 3);
                four!(first, w, 8; s => 4 5);
                four!(second, w, 12; s => 6 7);
            }
            sixteen!(4);
        }
        SPARSE => {
            for k in 0..2 {
                let (w, v, s) = (words(2 * k), words(2 * k + 1), 8 + 16 * half + 8 * k);
                four!(first, w, 0; s => 0);
                four!(second, w, 4; s => 1);
                four!(first, w, 8; s => 2);
                four!(second, w, 12; s => 3);
                four!(first, v, 0; s => 4);
                four!(second, v, 4; s => 5);
                four!(first, v, 8; s => 6);
                four!(second, v, 12; s => 7);
            }
            sixteen!(4);
        }
        _ => {
            for run in 0..5 {
                sixteen!(run);
            }
        }
    }
    for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
        *s = s.wrapping_add(v);
    }
}
