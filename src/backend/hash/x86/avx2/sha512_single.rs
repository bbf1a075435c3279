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
//! **Rolled rounds, no schedule up front** (2026-12-04). The rounds run in loops of sixteen or
//! thirty-two (`rounds`), the whole kernel ~4,700 instructions where it was ~13,000 with every
//! call's eighty rounds unrolled; the first unit computes its own schedule inside its rounds
//! instead of before them; `wk` is left uninitialised instead of zeroed (2.5 KB a call). On
//! Intel Emerald Rapids, a loop of `Sha512::digest` (best of 60, the old and new kernels'
//! batches interleaved in one binary, three runs): 384 B +25-30%, 512 B +16-26%, 1 KiB +9-14%,
//! 16 KiB +2-3%, 1 MiB +1-3%; a one- or two-block call (16-240 B) 3-9% faster once the VL kernel
//! takes it too (with the old code the AVX2 kernel ran those ~35 ns faster, below). Against the
//! peers (`benches/peers --digest --algo sha512 --algo sha384`, two runs): 16 B 1.14-1.22x the
//! best peer (was 1.15x), 64 B 1.17-1.24x (1.13x), 1 KiB 1.06-1.10x (0.97x), 16 KiB 0.99-1.01x
//! (0.97x), 1 MiB 0.98-1.00x (0.96-0.97x), the best peer being OpenSSL from 16 KiB up. What
//! did it, measured one change at a time: the fully unrolled first block with its own schedule,
//! ~2,500 instructions more, ran 384 B-1 KiB 3-8% *slower* than the loop and lost the 16 KiB
//! gain (instruction-cache pressure: the unrolled kernel's hot pair loop alone was ~4,600
//! instructions); zeroing `wk` cost ~10% of a one-block call; the thirty-two-round loop
//! unrolled twice measured the same as the loop. The loops cost a spilled loop index (reloaded
//! before the `WK` loads), which measured cheaper than the code they save, and costs nothing
//! measurable itself: with the `WK` pointer stepped through `core::hint::black_box` (so LLVM
//! keeps one base register instead of a base and an index, spills the loop counter instead, and
//! reloads nothing a round: 176 stack accesses in the listing against 336) the kernel ran
//! within ±2% of this one at 16 B-1 MiB (2026-12-05, same harness). Nor do the rounds gain from
//! the order of the adds that theory favours, forced with empty `asm!` barriers (a trial only;
//! LLVM otherwise reassociates, see below): `Σ1` added last to `d` (the `e` chain four
//! operations long instead of LLVM's four to six) ran 5-8% slower, and the sum shared by `d` and
//! `h` formed once (two adds a round fewer) 4-7% slower, at every size. The AVX2 kernel
//! compiled the same way (forced through the public API, old and new binaries alternated twice):
//! 1 KiB 0.94x -> 1.03-1.05x the best peer, 16 B and 64 B unchanged, 16 KiB and 1 MiB within
//! the runs' spread (0.96x -> 0.94-1.04x); not measured on AMD, where it runs. Also tried there
//! and dropped: `Maj` as `(a & (b ^ c)) + (b & c)` (the two terms share no bit, so the add joins
//! the sum and the `a` chain is one add shorter; one more operation a round): 1.5-3% slower, so
//! the rounds are not bound by that chain; `SPARSE`'s eight steps spread over 40 rounds (one every
//! five) instead of 32: within ±1%.
//!
//! **Two units a turn** (2026-12-05, Zen 4). The units after the first run two per turn of the
//! loop in `compress`, each with `wk`'s two elements in fixed roles, where one body swapped
//! two pointers between units: LLVM then addresses both schedules at fixed stack offsets. The
//! loop's code is twice as long. `benches/peers --digest --algo sha512`, the old and new binaries
//! alternated (three pairs at the standard sizes, two at extra ones): 384 B 537-541 -> 601-603
//! MB/s (+11%), 640 B +6%, 1 KiB 642-651 -> 691-692 (+6%; 1.01-1.03x -> 1.08-1.09x the best
//! peer), 2 KiB +3% (0.98x -> 1.00-1.01x), 4 KiB +1%, 8 KiB and 16 KiB unchanged, 64 KiB and
//! 1 MiB 0.5% lower (818-819 MB/s at 1 MiB against 822-823).
//!
//! **Where the rest of the gap to OpenSSL is: instruction order** (2026-12-05, Zen 4). At 16 KiB
//! and 1 MiB this kernel runs at 0.93-0.95x OpenSSL's AVX2 SHA-512. Two measurements locate it.
//! First, with the schedule steps removed (a timing-only build, wrong digests) the rounds alone
//! run at 857-866 MB/s, still below OpenSSL's 862-886 *with* its schedule, so the rounds are the
//! larger part. Second, a scratch harness (`rdtsc` around loop bodies lifted out of the listings,
//! best of 60, 64,000 rounds each) timed round loops without schedule work: the sixteen rounds
//! LLVM compiles here, 4.74 TSC ticks a round (24 ALU operations a round: it adds `h + WK` and
//! `Ch` into `d` and into `h` separately); OpenSSL's (`sha512_block_data_order_avx2`, eight
//! rounds, disassembled from Debian's libcrypto; 22), 4.40; and this file's round hand-written
//! with `h + WK + Ch` summed once for both (23), ordered e-chain first (`h + WK`, `Ch`, `h + Ch`,
//! `Σ1`, `d += h + Σ1`, then `Σ0`, `Maj`, the new `h`; its sixteen rounds checked against FIPS
//! 180-4's round function in a small simulator), 4.24-4.26: 11% under LLVM's and 3-4% under
//! OpenSSL's. The same 23 hand-written operations in other orders took 5.19 (all of a round's
//! adds last, as LLVM places them) and 5.34 (`Σ0` and `Maj` first), and the 22-operation form
//! with `T1 = h + WK + Ch + Σ1` summed first (the e-chain one add longer) 5.16: on Zen 4 the order
//! in which the operations reach the schedulers matters as much as their number. LLVM's order
//! could not be moved from the source: statements reordered compiled to the same code; `h + WK`
//! of the next round computed a round ahead, 4.96; `-C target-cpu=znver3` and `skylake` 4.92 and
//! 4.83, `-C llvm-args=-enable-misched=false` and `-x86-machine-combiner=false` 4.61 each (flags
//! a library cannot set anyway); empty `asm!` barriers (trials only, no instruction of their
//! own) forcing the hand version's association 5.07, forcing `d` and `h` in order 5.25. A
//! hand-ordered round is what the remaining 5-7% needs: hand-written assembly, which this crate
//! does not use (its kernels are `core::arch` intrinsics and Rust); the same finding as the ymm
//! GCM kernels' (`vaes/gcm.rs`).
//!
//! The figures below are the unrolled kernel's. Measured on AMD Zen 3 (`benches/peers --digest`):
//! about 1.5x `soft` at every size; the rounds alone run at about 5.4 cycles, bound by the four
//! integer ALUs (22 ALU operations a round). On Zen 4 (a loop of `Sha512::digest`, best of 7, two
//! builds alternated three times): 16 KiB 796-801 -> 816-819 MB/s with the sums from the parts and
//! the volatile loads (LLVM had turned the reads of the words just stored into `vpextrq`/`vmovq`
//! from the vector registers), 1 KiB 629 -> 645, 1 MiB 812 -> 829; about 7.2 cycles a round, where
//! OpenSSL's runs at 6.7.
//!
//! The order of the adds is LLVM's, not the source's: it reassociates them. Tried on Zen 4
//! (a loop of `Sha512::digest`, best of 60 batches, the two builds alternated three times):
//! `u = (h + WK) + Ch` once, then `d = (d + u) + Σ1` and `h = (u + Σ1) + T2` (`T2` last, as in
//! OpenSSL's round) compiled to as many adds, 368 more moves and twice the stack accesses, and
//! ran at 667-672 MB/s at 16 KiB against 803-818; `Ch = (e & f) | (!e & g)` compiled to the
//! same code. Also tried there: the rounds in the low lane of xmm registers with AVX-512VL
//! (`vprorq`, and `vpternlogq` for `Ch`, `Maj` and each `Σ`'s XOR: about 19 vector operations a
//! round against 24 scalar ones, and 4-cycle chains), the schedule as here: 703 MB/s at 16 KiB
//! against 822 (`benches/peers --digest --quick`, one run of each), so the vector pipes, which
//! also run the schedule, bound it at ~8.4 cycles a round where the scalar ALUs take ~7.2.
//!
//! **`avx2_sha512_compress_vl`** is the same source compiled with AVX-512F/VL, its σ0 and σ1
//! each two `vprorq`, one `vpsrlq` and one `vpternlogq` (AVX2: two shifts and an OR per rotation,
//! two XORs). On Intel Emerald Rapids, with the old unrolled code (a loop of `Sha512` hashers,
//! the two kernels' batches interleaved, best of 60) it ran a call of 3 or more blocks faster:
//! 3.3% at 528 B, 2.8% at 1 KiB, 1.7% at 16 KiB, 1.4% at 1 MiB, but a call of 1 or 2 blocks ~35
//! ns slower (16 B: 262 -> 300 ns), which LLVM's layout of the short path explained, not the
//! σ's; the wrapper then handed short calls to the AVX2 kernel. With the rolled code the VL
//! kernel is the faster at every length (16-240 B: 3-9%), and takes every call.

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
