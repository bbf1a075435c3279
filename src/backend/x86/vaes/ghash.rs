//! GHASH with VPCLMULQDQ on ymm: two blocks per register, 16 blocks per reduction.
//!
//! # Representation (the bit-order trick)
//!
//! GHASH works in F = GF(2)[x]/(g), g = x^128 + x^7 + x^2 + x + 1, and the standard maps bit 7
//! of byte 0 to the coefficient of x^0 ... bit 0 of byte 15 to x^127 ("reflected"). Reversing the
//! 16 bytes (`vpshufb`, one instruction) and reading them as a little-endian integer `A` puts
//! coefficient a_i at integer bit 127 - i. Read the integer bits as a polynomial in a new variable
//! y = x^-1: `A(y) = sum a_i y^(127-i) = y^127 · a`. Since g(x) = 0, y satisfies the reversed
//! polynomial g*(y) = y^128 g(1/y) = y^128 + y^127 + y^126 + y^121 + 1, so F is also
//! GF(2)[y]/(g*) and integers are elements of F written in powers of y. No bit reversal is needed
//! anywhere: the carry-less multiply of integers multiplies polynomials in y.
//!
//! # Multiplication (Montgomery form)
//!
//! `mont(A, B) = A·B·y^-128 mod g*` is one 128x128 carry-less product (256 bits) plus the
//! reduction below. With data `A = a·y^127` and a stored key `K = h·y^128`,
//! `mont(A, K) = a·h·y^127`: the product's byte-reflected form, the same representation as the
//! input, so the accumulator never needs converting inside a loop. `mont(K1, K2)` = `(h1·h2)·y^128`,
//! so the powers H^i are computed by `mont` from K. K itself is the byte-reflected H times y
//! (`h·y^127·y`): a 1-bit left shift of the 128-bit integer, and if bit 127 falls out, y^128 is
//! replaced by y^127 + y^126 + y^121 + 1, i.e. XOR 0xC2000000_00000000_00000000_00000001.
//!
//! # Reduction (two folds by Q = y^63 + y^62 + y^57)
//!
//! Write the 256-bit product as `P = HI·y^128 + MI·y^64 + LO` (three 128-bit terms, MI overlapping
//! both halves) and `LO = LO_h·y^64 + LO_l`. Add `LO_l·g* = LO_l·y^128 + LO_l·Q·y^64 + LO_l`
//! (as y^127 + y^126 + y^121 = Q·y^64): the low 64 bits cancel, and
//! `P ≡ y^64·(HI·y^64 + MI')` with `MI' = MI ^ (LO_l·y^64 + LO_h) ^ LO_l·Q`, where
//! `LO_l·y^64 + LO_h` is LO with its halves swapped (`pshufd 0x4e`) and `LO_l·Q` is one
//! `pclmulqdq` of LO's low qword with the constant's high qword (Q·LO_l has degree <= 126).
//! Folding MI' into HI the same way divides by y^64 again:
//! `P·y^-128 ≡ HI ^ swap(MI') ^ MI'_l·Q`, of degree < 128: fully reduced.
//!
//! # Many blocks per reduction (Karatsuba, products summed unreduced)
//!
//! For blocks X_1..X_n, `Y' = (...((Y ^ X_1)·H ^ X_2)·H ...)·H = (Y ^ X_1)·H^n ^ X_2·H^(n-1) ^ ... ^ X_n·H`.
//! Each block is multiplied by its own power, the 256-bit products are XORed together, and one
//! reduction finishes the whole group (the reduction is linear). Each 128x128 product uses
//! Karatsuba: with A = A1·y^64 + A0 and K = K1·y^64 + K0, LO = A0·K0, HI = A1·K1 and
//! MI = (A0^A1)·(K0^K1) ^ LO ^ HI; the sums of LO, HI and (A0^A1)(K0^K1) are accumulated and the
//! `^ LO ^ HI` correction is applied once per group: 3 multiplies per block instead of 4.
//!
//! # Key layout
//!
//! `powers[k]` holds H^(16-2k) in lane 0 and H^(15-2k) in lane 1, so the ymm of blocks
//! (X_(2k+1), X_(2k+2)) of a 16-block group is multiplied by `powers[k]` lane by lane; a group of
//! `m` ymm uses the last `m` entries (`powers[7]` = (H^2, H^1)). `mids[j]` packs the Karatsuba
//! middle keys K0^K1 of `powers[2j]` (qword 0 of each lane) and `powers[2j+1]` (qword 1).
//! `last_powers[k]` holds H^(17-k) for k = 0..=16 (H^17 down to H^1) and zero after: the last
//! group of a message, b blocks and the length block, is multiplied by H^(b+1)..H^1, one
//! unaligned load at index 16 - b per four blocks, so the length block joins the group's
//! reduction (`gcm512.rs`, "The last call of a message"; the ymm kernels read H^17 from it).

#![allow(unsafe_code)]

use super::field::{POLY, mul_acc, reduce};
use super::field512::{mul_acc4, powers512, reduce_lanes4};
use super::wide::{BSWAP, Wide, load_const};
use crate::backend::detect::{Vaes512Token, VaesToken};
use crate::backend::kernels::Block;
use crate::backend::lazy::{LazyTable, Table};
#[cfg(miri)]
use crate::backend::x86::miri::_mm512_ternarylogic_epi64;
use core::arch::x86_64::*;
use zeroize::Zeroize;

/// Entries of [`GHashKey::last_powers`]: H^17..H^1 and zeros, so that a load of four at
/// index 16 - b + 4j (b = 1..=16, j = 0..=4) stays inside.
pub(super) const LAST_POWERS: usize = 36;

/// The GHASH key: H^1..H^8 for short inputs (the AES-NI key: H at setup, its powers on first
/// use) and the wide kernels' table ([`WidePowers`], built on the first input long enough to
/// use it: `backend/lazy.rs`).
#[derive(Clone)]
pub(crate) struct GHashKey {
    token: VaesToken,
    /// Present when the CPU has AVX-512F/BW/VL: long inputs then go to `ghash512.rs`.
    zmm: Option<Vaes512Token>,
    /// The zmm kernel's multiplication: Karatsuba or schoolbook
    /// ([`Vaes512Token::karatsuba_ghash`]).
    karatsuba: bool,
    /// The wide kernels' powers of H, built from `small`'s (H^1)' on first use.
    wide: LazyTable<WidePowers>,
    /// The AES-NI key of the same H: GHASH and GCM inputs of fewer than 16 blocks, and H itself
    /// for building `wide` (see `mod.rs`).
    pub(super) small: crate::backend::x86::aesni::GHashKey,
}

/// H^1..H^32 in the layouts the wide kernels use (see the module comment).
///
/// Aligned to 64 bytes, fields in this order (each a multiple of 64 bytes long): the zmm kernels
/// load pairs of `Wide`s as one 64-byte vector (`field512.rs`, `powers512!`), which at an odd
/// multiple of 32 would straddle two cache lines on every load.
#[derive(Clone)]
#[repr(C, align(64))]
pub(crate) struct WidePowers {
    pub(super) powers: [Wide; 8],
    /// H^32, H^31, ..., H^17 in the same layout as `powers` (`high_powers[k]` = (H^(32-2k),
    /// H^(31-2k))): the first 16 blocks of the zmm schoolbook kernels' 32-block groups
    /// (`gcm512.rs`, "32 blocks a reduction"; `ghash512.rs`). Computed only for keys with the
    /// zmm kernels (`vaes512_high_powers`; any zmm key: tests switch a key's multiplication).
    pub(super) high_powers: [Wide; 8],
    pub(super) mids: [Wide; 4],
    /// H^17, H^16, ..., H^1 (the same form as `powers`), then zeros: the powers of a message's
    /// last group (see the module comment).
    pub(super) last_powers: [Block; LAST_POWERS],
}

impl Table for WidePowers {
    fn zeroed() -> Self {
        WidePowers {
            powers: [Wide([0; 32]); 8],
            high_powers: [Wide([0; 32]); 8],
            mids: [Wide([0; 32]); 4],
            last_powers: [[0; 16]; LAST_POWERS],
        }
    }
}

impl Drop for WidePowers {
    fn drop(&mut self) {
        self.powers.zeroize();
        self.high_powers.zeroize();
        self.mids.zeroize();
        self.last_powers.as_flattened_mut().zeroize();
    }
}

/// Fills `wide` from K = (H^1)' (the AES-NI key's first power: the same element in the same
/// form as `vaes_ghash_powers`' K), with H^17..H^32 too for a zmm key.
fn fill_wide(
    token: VaesToken,
    zmm: Option<Vaes512Token>,
    small: &crate::backend::x86::aesni::GHashKey,
    wide: &mut WidePowers,
) {
    let _proof = token;
    let k = u128::from_le_bytes(small.powers().0[0]);
    // SAFETY: `token` (`_proof`) proves PCLMULQDQ, VPCLMULQDQ and AVX2 are present.
    unsafe { vaes_ghash_powers(k, wide) };
    if let Some(_zmm) = zmm {
        // SAFETY: `_zmm` (a `Vaes512Token`) proves AVX-512F/BW/VL and the OS's zmm state, and
        // `token` VPCLMULQDQ, PCLMULQDQ and AVX2.
        unsafe { vaes512_high_powers(wide) };
    }
}

impl GHashKey {
    #[inline(always)]
    pub(crate) fn new(token: VaesToken, h: &Block) -> Self {
        let mut key = core::mem::MaybeUninit::uninit();
        Self::init(&mut key, token, h);
        // SAFETY: `init` wrote every field of `key`. No CPU feature involved.
        unsafe { key.assume_init() }
    }

    /// The key for `h`, built in `slot` (its fields written there, H stored there), as
    /// `Aes::init` is.
    #[inline(always)]
    pub(crate) fn init<'a>(slot: &'a mut core::mem::MaybeUninit<Self>, token: VaesToken, h: &Block) -> &'a mut Self {
        let zmm = Vaes512Token::get(token);
        let key = slot.write(GHashKey {
            token,
            zmm,
            karatsuba: zmm.is_some_and(Vaes512Token::karatsuba_ghash),
            wide: LazyTable::new(),
            small: crate::backend::x86::aesni::GHashKey::zeroed(token.aesni()),
        });
        key.small.set_h(h);
        key
    }

    /// The wide kernels' powers, built now if no input has needed them yet.
    #[inline]
    pub(super) fn wide(&self) -> &WidePowers {
        self.wide.get_or_init(|w| fill_wide(self.token, self.zmm, &self.small, w))
    }

    /// The wide kernels' powers if an earlier input built them.
    #[inline]
    pub(super) fn wide_built(&self) -> Option<&WidePowers> {
        self.wide.get()
    }

    /// The token the key was built with: the proof its kernels may run.
    pub(super) fn token(&self) -> VaesToken {
        self.token
    }

    /// The 512-bit token, if the key may use the zmm kernel.
    pub(super) fn zmm(&self) -> Option<Vaes512Token> {
        self.zmm
    }

    /// Whether the zmm kernel multiplies by Karatsuba (else schoolbook).
    pub(super) fn karatsuba(&self) -> bool {
        self.karatsuba
    }

    /// The same key with the zmm kernel switched off (tests run both).
    #[cfg(test)]
    pub(crate) fn without_zmm(mut self) -> Self {
        self.zmm = None;
        self
    }

    /// The same key with the zmm kernel's multiplication chosen (tests run both).
    #[cfg(test)]
    pub(crate) fn with_karatsuba(mut self, karatsuba: bool) -> Self {
        self.karatsuba = karatsuba;
        self
    }
}

/// Computes the powers of K = H·y (K given: the AES-NI key's first power) by `mont` (module
/// comment) into `key`.
///
/// The powers come from a tree of products, not a chain: H^2 = H·H, then (H^3, H^4) = H^2·(H,
/// H^2), (H^5..H^8) = H^4·(H..H^4), (H^9..H^16) = H^8·(H..H^8) and H^17 = H^16·H, each `mont`
/// two products at once, one per 128-bit lane of a ymm (`vpclmulqdq` works lane by lane). Five
/// dependent products instead of sixteen (`docs/perf/key-setup.md`).
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq")]
fn vaes_ghash_powers(k: u128, key: &mut WidePowers) {
    let c2 = 0xC200_0000_0000_0000u64 as i64;
    let q = _mm256_set_epi64x(c2, 1, c2, 1); // each lane: the constant's qwords (1, 0xC2 << 56)
    // `mont` of each lane of `x` by the same lane of `y`: schoolbook 128x128 (setup only),
    // then the reduction of the module comment (Q·LO_l is LO_l times qword 1 of `q`).
    let mont = |x: __m256i, y: __m256i| {
        let lo = _mm256_clmulepi64_epi128(x, y, 0x00);
        let hi = _mm256_clmulepi64_epi128(x, y, 0x11);
        let mi = _mm256_xor_si256(_mm256_clmulepi64_epi128(x, y, 0x01), _mm256_clmulepi64_epi128(x, y, 0x10));
        let t = _mm256_clmulepi64_epi128(q, lo, 0x01);
        let mi = _mm256_xor_si256(mi, _mm256_xor_si256(_mm256_shuffle_epi32(lo, 0x4e), t));
        let t = _mm256_clmulepi64_epi128(q, mi, 0x01);
        _mm256_xor_si256(hi, _mm256_xor_si256(_mm256_shuffle_epi32(mi, 0x4e), t))
    };
    // Both lanes the same element; two lanes from two xmm.
    let both = |x: __m128i| _mm256_broadcastsi128_si256(x);
    let lanes = |l0: __m128i, l1: __m128i| _mm256_inserti128_si256(_mm256_castsi128_si256(l0), l1, 1);
    let (lane0, lane1) = (|x: __m256i| _mm256_castsi256_si128(x), |x: __m256i| _mm256_extracti128_si256(x, 1));
    let h1 = _mm_set_epi64x((k >> 64) as i64, k as i64);
    let h2 = lane0(mont(both(h1), both(h1)));
    let h12 = lanes(h1, h2);
    let h34 = mont(both(h2), h12);
    let h4 = both(lane1(h34));
    let (h56, h78) = (mont(h4, h12), mont(h4, h34));
    let h8 = both(lane1(h78));
    let high = [mont(h8, h12), mont(h8, h34), mont(h8, h56), mont(h8, h78)];
    let h17 = lane0(mont(both(lane1(high[3])), both(h1)));
    // The pairs (H^(2i+1), H^(2i+2)), i = 0..8, lane 0 the lower power.
    let pairs = [h12, h34, h56, h78, high[0], high[1], high[2], high[3]];
    // powers[k] = (H^(16-2k), H^(15-2k)): pair 7 - k with its lanes swapped. The same 32 bytes
    // are last_powers[1 + 2k..3 + 2k] (H^(17-k) at index k: H^16 at 1 ... H^1 at 16).
    let wide: [__m256i; 8] = core::array::from_fn(|k| _mm256_permute4x64_epi64(pairs[7 - k], 0x4e));
    for (k, w) in wide.iter().enumerate() {
        let last: &mut [Block] = &mut key.last_powers[1 + 2 * k..3 + 2 * k];
        // SAFETY: `powers[k]` is 32 writable bytes, and so is `last` (two adjacent blocks);
        // AVX is enabled.
        unsafe {
            _mm256_storeu_si256(key.powers[k].0.as_mut_ptr().cast(), *w);
            _mm256_storeu_si256(last.as_mut_ptr().cast(), *w);
        }
    }
    // SAFETY: `last_powers[0]` is 16 writable bytes; SSE2 is baseline.
    unsafe { _mm_storeu_si128(key.last_powers[0].as_mut_ptr().cast(), h17) };
    // mids[j]: the Karatsuba middles K0 ^ K1 of powers[2j] (qword 0 of each lane) and
    // powers[2j + 1] (qword 1). `x ^ swap(x)` has the middle in both qwords of each lane.
    for (j, m) in key.mids.iter_mut().enumerate() {
        let mid = |x: __m256i| _mm256_xor_si256(x, _mm256_shuffle_epi32(x, 0x4e));
        let v = _mm256_unpacklo_epi64(mid(wide[2 * j]), mid(wide[2 * j + 1]));
        // SAFETY: `m` is 32 writable bytes; AVX is enabled.
        unsafe { _mm256_storeu_si256(m.0.as_mut_ptr().cast(), v) };
    }
}

/// H^32..H^17 into `gk.high_powers` (the zmm schoolbook GCM kernels' 32-block groups,
/// `gcm512.rs`): `powers` (H^16..H^1) times H^16, four powers a multiply (schoolbook), each
/// lane reduced as this file reduces (`reduce_lanes4!`: no lane fold). Key setup only: 4
/// multiplies (`docs/perf/key-setup.md`).
#[inline(never)]
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq,avx512f,avx512bw,avx512vl")]
pub(super) fn vaes512_high_powers(gk: &mut WidePowers) {
    // SAFETY: `POLY` and `last_powers[1]` (H^16) are 16 readable bytes; SSE2 is baseline.
    let (poly, h16) = unsafe {
        (
            _mm512_broadcast_i32x4(_mm_loadu_si128(POLY.as_ptr().cast())),
            _mm512_broadcast_i32x4(_mm_loadu_si128(gk.last_powers[1].as_ptr().cast())),
        )
    };
    for j in 0..4 {
        let (mut lo, mut mi, mut hi) = (_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512());
        mul_acc4!(false, powers512!(gk, j), h16, h16, lo, mi, hi);
        let r = reduce_lanes4!(false, poly, lo, mi, hi);
        let pair: &mut [Wide] = &mut gk.high_powers[2 * j..2 * j + 2];
        // SAFETY: `pair` is two adjacent `Wide`s, 64 writable bytes; AVX-512F is enabled.
        unsafe { _mm512_storeu_si512(pair.as_mut_ptr().cast(), r) };
    }
}

/// Absorbs `blocks` into `y` (both in the standard's byte order).
#[inline(never)]
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq")]
pub(super) fn vaes_ghash(key: &WidePowers, y: &mut Block, blocks: &[Block]) {
    let bswap = load_const!(&BSWAP);
    let poly = load_const!(&POLY);
    let bswap128 = _mm256_castsi256_si128(bswap);
    // SAFETY: `y` is 16 readable bytes; SSE2 is baseline.
    let mut acc = _mm_shuffle_epi8(unsafe { _mm_loadu_si128(y.as_ptr().cast()) }, bswap128);
    let (groups, tail) = blocks.as_chunks::<16>();
    for g in groups {
        let p: *const __m256i = g.as_ptr().cast();
        let (mut lo, mut mi, mut hi) = (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
        for j in 0..8 {
            // SAFETY: `g` is 16 blocks = 8 ymm; j < 8.
            let mut d = _mm256_shuffle_epi8(unsafe { _mm256_loadu_si256(p.add(j)) }, bswap);
            if j == 0 {
                d = _mm256_xor_si256(d, _mm256_zextsi128_si256(acc));
            }
            mul_acc!(key, j, d, lo, mi, hi);
        }
        acc = reduce!(poly, lo, mi, hi);
    }
    if !tail.is_empty() {
        // r < 16 blocks: the last ceil(r/2) power pairs. With r odd the first block goes alone
        // into lane 1 (its power H^r is lane 1 of its pair) and lane 0 is zero.
        let (mut lo, mut mi, mut hi) = (_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256());
        let mut j = 8 - tail.len().div_ceil(2);
        let mut yv = _mm256_zextsi128_si256(acc);
        let mut pairs = tail;
        if tail.len() % 2 == 1
            && let Some((first, rest)) = tail.split_first()
        {
            // SAFETY: `first` is 16 readable bytes.
            let b = unsafe { _mm_loadu_si128(first.as_ptr().cast()) };
            let b = _mm_xor_si128(_mm_shuffle_epi8(b, bswap128), acc);
            let d = _mm256_inserti128_si256(_mm256_setzero_si256(), b, 1);
            mul_acc!(key, j, d, lo, mi, hi);
            j += 1;
            yv = _mm256_setzero_si256();
            pairs = rest;
        }
        let (pairs, _) = pairs.as_chunks::<2>();
        for pair in pairs {
            // SAFETY: `pair` is 2 blocks = 32 readable bytes.
            let d = _mm256_shuffle_epi8(unsafe { _mm256_loadu_si256(pair.as_ptr().cast()) }, bswap);
            mul_acc!(key, j, _mm256_xor_si256(d, yv), lo, mi, hi);
            j += 1;
            yv = _mm256_setzero_si256();
        }
        acc = reduce!(poly, lo, mi, hi);
    }
    let out = _mm_shuffle_epi8(acc, bswap128);
    // SAFETY: `y` is 16 writable bytes.
    unsafe { _mm_storeu_si128(y.as_mut_ptr().cast(), out) };
}
