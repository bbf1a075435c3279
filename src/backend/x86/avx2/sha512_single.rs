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
//! after `Σ1(e)` instead of two. The schedule steps are interleaved with the rounds of a pair's
//! first block (see [`avx2_sha512_compress`]), so the vector units compute it while the scalar
//! ones run rounds; the rounds read `WK` with volatile loads (see `round!`).
//!
//! Measured on AMD Zen 3 (`benches/peers --digest`): about 1.5x `soft` at every size; the rounds
//! alone run at about 5.4 cycles, bound by the four integer ALUs (22 ALU operations a round).
//! On Zen 4 (a loop of `Sha512::digest`, best of 7, two builds alternated three times): 16 KiB
//! 796-801 -> 816-819 MB/s with the sums from the parts and the volatile loads (LLVM had turned
//! the reads of the words just stored into `vpextrq`/`vmovq` from the vector registers), 1 KiB
//! 629 -> 645, 1 MiB 812 -> 829; about 7.2 cycles a round, where OpenSSL's runs at 6.7.
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
//! two XORs). On Intel Emerald Rapids (a loop of `Sha512` hashers, the two kernels' batches
//! interleaved, best of 60; 2026-12-04) it runs a call of 3 or more blocks faster: 3.3% at
//! 528 B, 2.8% at 1 KiB, 1.7% at 16 KiB, 1.4% at 1 MiB (`benches/peers --digest`, quiet machine,
//! old and new binaries alternated twice: 1 KiB 472-475 -> 486 MB/s, 16 KiB 602-604 -> 608-610,
//! 1 MiB 614-616 -> 622; 16 and 64 B unchanged). But a call of 1 or 2 blocks
//! took ~35 ns longer (16 B: 262 -> 300 ns), also with the AVX2 σ's compiled under the AVX-512
//! features, so the difference is LLVM's code for the short path, not the σ's; the wrapper
//! (`avx2::sha512_compress_vl`) hands those calls to `avx2_sha512_compress`. Most of the gain
//! of a longer call is fixed (~30-100 ns a call from 3 blocks up): the first pair's schedule,
//! computed before any round runs, is where vector work is all there is.

#![allow(unsafe_code)]

use super::{BSWAP64, load_const, rotr64};
use crate::backend::soft::sha512::K;
use core::arch::x86_64::*;

/// `W[t] + K[t]` of one block, as the 40 pairs the schedule produces.
type Wk = [[u64; 2]; 40];

/// [`rounds`] computes no schedule step.
const NONE: u8 = 0;
/// [`rounds`] computes schedule steps 8..40.
const ALL: u8 = 1;
/// [`rounds`] computes schedule steps 8..24.
const FIRST: u8 = 2;
/// [`rounds`] computes schedule steps 24..40.
const SECOND: u8 = 3;

/// Compresses whole 128-byte blocks into `state`.
///
/// Blocks go in pairs. A message of one pair computes its schedule inside the rounds of its
/// first block: step `s` (words `2s, 2s + 1`) after round `2s - 15`, fifteen rounds before
/// round `2s` reads it. A longer one computes the schedule of pair `n + 1` inside the rounds of
/// pair `n` (steps 8..24 in its first block, 24..40 in its second, one every four rounds), into
/// the other half of `wk` (the first pair's before the loop), so the rounds never wait for it
/// and each round carries the same small share of vector work.
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
/// # Safety
/// The CPU supports AVX2 and BMI2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
unsafe fn compress<const VL: bool>(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    if let [first, rest @ ..] = blocks
        && rest.len() <= 1
    {
        let mut wk: [Wk; 2] = [[[0; 2]; 40]; 2];
        // SAFETY: AVX2 is present (this function's contract).
        let mut x = unsafe { load(first, rest.first().unwrap_or(first), &mut wk) };
        // SAFETY: the features `rounds` needs are this function's contract.
        unsafe { rounds::<ALL, VL>(state, &mut wk, None, 0, &mut x) };
        if !rest.is_empty() {
            // SAFETY: as above.
            unsafe { rounds::<NONE, VL>(state, &mut wk, None, 1, &mut x) };
        }
        return;
    }
    let mut wk: [[Wk; 2]; 2] = [[[[0; 2]; 40]; 2]; 2];
    let (a, b) = wk.split_at_mut(1);
    let (mut now, mut later) = (&mut a[0], &mut b[0]);
    let mut pairs = blocks.chunks(2);
    let Some(mut pair) = pairs.next() else { return };
    // SAFETY: AVX2 is present (this function's contract).
    let mut x = unsafe { load(&pair[0], &pair[pair.len() - 1], now) };
    for s in (8..40).step_by(8) {
        // SAFETY: the features `step` needs are this function's contract.
        unsafe {
            step::<0, VL>(&mut x, s, now);
            step::<1, VL>(&mut x, s + 1, now);
            step::<2, VL>(&mut x, s + 2, now);
            step::<3, VL>(&mut x, s + 3, now);
            step::<4, VL>(&mut x, s + 4, now);
            step::<5, VL>(&mut x, s + 5, now);
            step::<6, VL>(&mut x, s + 6, now);
            step::<7, VL>(&mut x, s + 7, now);
        }
    }
    loop {
        let next = pairs.next();
        match next {
            Some(n) => {
                // SAFETY: AVX2 is present (this function's contract).
                x = unsafe { load(&n[0], &n[n.len() - 1], later) };
                // SAFETY: the features `rounds` needs are this function's contract.
                unsafe { rounds::<FIRST, VL>(state, now, Some(later), 0, &mut x) };
            }
            // SAFETY: as above.
            None => unsafe { rounds::<NONE, VL>(state, now, None, 0, &mut x) },
        }
        if pair.len() == 2 {
            // SAFETY: as above.
            unsafe {
                match next {
                    Some(_) => rounds::<SECOND, VL>(state, now, Some(later), 1, &mut x),
                    None => rounds::<NONE, VL>(state, now, None, 1, &mut x),
                }
            };
        }
        match next {
            Some(n) => pair = n,
            None => return,
        }
        core::mem::swap(&mut now, &mut later);
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

/// `x + (K[2s], K[2s+1])` in both halves, stored as pair `s` of `wk[0]` (low half) and `wk[1]`.
#[inline]
#[target_feature(enable = "avx2")]
fn store_wk(wk: &mut [Wk; 2], s: usize, x: __m256i) {
    let k = &K[2 * s..2 * s + 2];
    // SAFETY: `k` is 2 readable u64 (16 bytes); AVX is enabled (target feature).
    let k = _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(k.as_ptr().cast()) });
    let v = _mm256_add_epi64(x, k);
    // SAFETY: each destination is a `[u64; 2]`, 16 writable bytes; AVX2 is enabled.
    unsafe {
        _mm_storeu_si128(wk[0][s].as_mut_ptr().cast(), _mm256_castsi256_si128(v));
        _mm_storeu_si128(wk[1][s].as_mut_ptr().cast(), _mm256_extracti128_si256::<1>(v));
    }
}

/// Loads `lo` and `hi` (words 0..16 of their schedules, in both halves of `x[0..8]`) and
/// stores their `W + K` pairs 0..8.
#[inline]
#[target_feature(enable = "avx2")]
fn load(lo: &[u8; 128], hi: &[u8; 128], wk: &mut [Wk; 2]) -> [__m256i; 8] {
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
        store_wk(wk, j, x[j]);
    }
    x
}

/// Schedule step `s` (words `2s`, `2s + 1`; `s ≡ J mod 8`, `8 ≤ s < 40`) into `x[J]` and `wk`.
/// `#[inline(always)]`, not `#[target_feature]`: compiled with the features of the kernel it is
/// inlined into, so that with `VL` the σ's AVX-512 intrinsics are inlined too.
///
/// # Safety
/// The CPU supports AVX2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
unsafe fn step<const J: usize, const VL: bool>(x: &mut [__m256i; 8], s: usize, wk: &mut [Wk; 2]) {
    // SAFETY: the features are this function's contract.
    unsafe {
        let w15 = _mm256_alignr_epi8::<8>(x[(J + 1) % 8], x[J]);
        let w7 = _mm256_alignr_epi8::<8>(x[(J + 5) % 8], x[(J + 4) % 8]);
        let sum = _mm256_add_epi64(_mm256_add_epi64(x[J], w7), small_sigma0::<VL>(w15));
        x[J] = _mm256_add_epi64(sum, small_sigma1::<VL>(x[(J + 7) % 8]));
        store_wk(wk, s, x[J]);
    }
}

/// The 80 rounds of block `half` of the pair in `wk`, added into `state`, with the schedule
/// steps that `MODE` names ([`NONE`], [`ALL`], [`FIRST`], [`SECOND`]) of a pair whose last
/// computed words are in `x` interleaved: into `next`, or into `wk` itself when `next` is `None`.
///
/// `#[inline(always)]` without `#[target_feature]` (the two do not combine): inlined into
/// [`avx2_sha512_compress`] or [`avx2_sha512_compress_vl`], it is compiled with that function's
/// features (BMI2 for `rorx`).
///
/// # Safety
/// The CPU supports AVX2 and BMI2, and with `VL` AVX-512F and AVX-512VL.
#[inline(always)]
#[allow(unused_assignments)] // the last round's `bc`
unsafe fn rounds<const MODE: u8, const VL: bool>(
    state: &mut [u64; 8],
    wk: &mut [Wk; 2],
    mut next: Option<&mut [Wk; 2]>,
    half: usize,
    x: &mut [__m256i; 8],
) {
    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
    // Σ0 = ROTR 28, 34, 39; Σ1 = ROTR 14, 18, 41; Ch = g ^ (e & (f ^ g)).
    // Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)) (where a = b it is b; else a ^ b = 1 picks c): this
    // round's `b ^ c` is the previous round's `a ^ b`, carried in `bc`.
    let mut bc = b ^ c;
    macro_rules! round {
        ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $t:expr) => {
            let w: &u64 = &wk[half].as_flattened()[$t];
            // SAFETY: `w` is a valid, aligned reference to an initialised `u64`. (A volatile
            // load, so that the word comes from memory: left to itself, LLVM forwards the
            // schedule's vector stores to these reads as `vpextrq`/`vmovq` extractions.)
            let hk = $h.wrapping_add(unsafe { core::ptr::read_volatile(w) });
            let ch = $g ^ ($e & ($f ^ $g));
            let s1 = $e.rotate_right(14) ^ $e.rotate_right(18) ^ $e.rotate_right(41);
            let ab = $a ^ $b;
            let t2 = ($a.rotate_right(28) ^ $a.rotate_right(34) ^ $a.rotate_right(39)).wrapping_add($b ^ (ab & bc));
            bc = ab;
            $d = $d.wrapping_add(hk).wrapping_add(ch).wrapping_add(s1);
            $h = hk.wrapping_add(ch).wrapping_add(t2).wrapping_add(s1);
        };
    }
    // Eight rounds (the variables back in place after them) and, with `SCHED`, the schedule
    // steps `$s .. $s + 4` (`$j` = `$s mod 8`).
    macro_rules! sched {
        ($s:expr, $j:expr) => {
            // SAFETY: AVX2 is present (this function's contract: the Avx2Token).
            unsafe { step::<{ $j }, VL>(x, $s, next.as_deref_mut().unwrap_or(wk)) }
        };
    }
    // Eight rounds (the variables back in place after them) and the schedule steps of `MODE`:
    // `ALL`, steps `$s .. $s + 4` (`$j = $s mod 8`) after every second round; `FIRST` and
    // `SECOND`, steps `$a, $a + 1` or `$b, $b + 1` after every fourth.
    macro_rules! eight {
        ($t:literal, $s:literal, $j:literal, $a:literal, $ja:literal, $b:literal, $jb:literal) => {
            round!(a, b, c, d, e, f, g, h, $t);
            round!(h, a, b, c, d, e, f, g, $t + 1);
            if MODE == ALL && $s < 40 {
                sched!($s, $j);
            }
            round!(g, h, a, b, c, d, e, f, $t + 2);
            round!(f, g, h, a, b, c, d, e, $t + 3);
            if MODE == ALL && $s < 40 {
                sched!($s + 1, $j + 1);
            }
            if MODE == FIRST && $a < 24 {
                sched!($a, $ja);
            }
            if MODE == SECOND && $b < 40 {
                sched!($b, $jb);
            }
            round!(e, f, g, h, a, b, c, d, $t + 4);
            round!(d, e, f, g, h, a, b, c, $t + 5);
            if MODE == ALL && $s < 40 {
                sched!($s + 2, $j + 2);
            }
            round!(c, d, e, f, g, h, a, b, $t + 6);
            round!(b, c, d, e, f, g, h, a, $t + 7);
            if MODE == ALL && $s < 40 {
                sched!($s + 3, $j + 3);
            }
            if MODE == FIRST && $a < 24 {
                sched!($a + 1, $ja + 1);
            }
            if MODE == SECOND && $b < 40 {
                sched!($b + 1, $jb + 1);
            }
        };
    }
    eight!(0, 8, 0, 8, 0, 24, 0);
    eight!(8, 12, 4, 10, 2, 26, 2);
    eight!(16, 16, 0, 12, 4, 28, 4);
    eight!(24, 20, 4, 14, 6, 30, 6);
    eight!(32, 24, 0, 16, 0, 32, 0);
    eight!(40, 28, 4, 18, 2, 34, 2);
    eight!(48, 32, 0, 20, 4, 36, 4);
    eight!(56, 36, 4, 22, 6, 38, 6);
    eight!(64, 40, 0, 24, 0, 40, 0);
    eight!(72, 40, 0, 24, 0, 40, 0);
    for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
        *s = s.wrapping_add(v);
    }
}
