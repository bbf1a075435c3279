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
use super::field512::reduce_lanes4;
#[cfg(test)]
use super::field512::{mul_acc4, powers512};
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
    /// The wide kernels' powers of H, built from `small`'s H on first use (`fill_wide`).
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
    /// (`gcm512.rs`, "32 blocks a reduction"; `ghash512.rs`). Built by `vaes512_wide_powers`
    /// for zmm keys with schoolbook multiplication; zeros on Karatsuba keys, which never read
    /// them (under `cfg(test)` every zmm key has them: unit tests switch a key's multiplication).
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

/// K = (H^1)' = H·y (module comment) from H as `E_K(0)` gave it: the 16 bytes reversed and
/// read as an integer, shifted left by one, and `0xC2..01` XORed in when bit 127 fell out (a
/// mask, no branch). The same element as the AES-NI key's first power, computed here so that
/// the wide table does not build the AES-NI key's table first (`docs/perf/key-setup.md`).
#[inline(always)]
fn k_of(h: &Block) -> u128 {
    let hr = u128::from_be_bytes(*h);
    let carry = 0u128.wrapping_sub(hr >> 127);
    (hr << 1) ^ (carry & 0xC200_0000_0000_0000_0000_0000_0000_0001)
}

/// Writes the whole of `wide` (uninitialised room) from `small`'s H: on a zmm key H^1..H^17
/// in one tree (`vaes512_wide_powers`, which writes every byte), H^18..H^32 too when `high`,
/// else the all-zero table and then H^1..H^17 on ymm (`vaes_ghash_powers`).
fn fill_wide(
    token: VaesToken,
    zmm: Option<Vaes512Token>,
    high: bool,
    small: &crate::backend::x86::aesni::GHashKey,
    wide: &mut core::mem::MaybeUninit<WidePowers>,
) {
    let _proof = token;
    let k = k_of(small.h());
    if let Some(_zmm) = zmm {
        // SAFETY: `_zmm` (a `Vaes512Token`) proves AVX-512F/BW/VL and the OS's zmm state, and
        // `token` (`_proof`) VPCLMULQDQ, PCLMULQDQ and AVX2; `wide` is a `WidePowers`' writable
        // room.
        unsafe { vaes512_wide_powers(k, wide.as_mut_ptr(), high) };
    } else {
        // SAFETY: `token` (`_proof`) proves PCLMULQDQ, VPCLMULQDQ and AVX2 are present.
        unsafe { vaes_ghash_powers(k, wide.write(WidePowers::zeroed())) };
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
        // SAFETY: `fill_wide` writes every byte of the table (`vaes512_wide_powers` all 1216,
        // or the zeroed table and then the powers), reads none before writing it, and cannot
        // panic (straight-line SIMD code and stores). No CPU feature involved here.
        unsafe { self.wide.get_or_init_uninit(|w| fill_wide(self.token, self.zmm, self.high(), &self.small, w)) }
    }

    /// Whether the table needs H^17..H^32 (`high_powers`): for a schoolbook zmm key (the
    /// Karatsuba kernels never read them). Unit tests pair keys whose multiplications differ
    /// (`tests.rs`: an `Aes` switched to schoolbook with a GHASH key that is not), so there every
    /// zmm table has them.
    #[inline(always)]
    fn high(&self) -> bool {
        cfg!(test) || !self.karatsuba
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

/// The whole table of a zmm key from K = H·y (module comment), in a tree of five dependent
/// products (the least: H^32, and H^17 too, take five doublings), each `mont` as many powers at
/// once as its level has, one per 128-bit lane: with D_n = (H^n, H^(n-1), H^(n-2), H^(n-3))
/// (lane 0 the highest: the tables' memory order),
///
/// 1. H^2 = H·H (xmm);
/// 2. (H^4, H^3) = H^2·(H^2, H) (ymm), so D_4 = (H^4, H^3, H^2, H);
/// 3. D_8 = H^4·D_4;
/// 4. D_12 = H^8·D_4, D_16 = H^8·D_8;
/// 5. with `high` (a schoolbook key): D_20, D_24, D_28, D_32 = H^16·(D_4, D_8, D_12, D_16),
///    H^17 lane 3 of D_20; else H^17 = H^16·H alone (xmm) and `high_powers` zeros: only the
///    schoolbook kernels read H^32..H^17 (`gcm512.rs`, `ghash512.rs`).
///
/// On Zen 4 a zmm `vpclmulqdq` is 4 uops (2 cycles of throughput, latency 4), so the narrow
/// levels run on xmm and ymm, and a Karatsuba key skips the sixteen high powers (24 zmm
/// multiplies of the 42 the schoolbook key's table takes).
///
/// `powers` is D_16, D_12, D_8, D_4 stored in turn, `high_powers` D_32..D_20, `last_powers`
/// H^17 then the bytes of `powers`; the Karatsuba `mids` are XORs and shuffles of `powers`,
/// no product. With `high`, the same table as `vaes_ghash_powers` followed by
/// `vaes512_high_powers` (a test compares them), which took nine dependent products counting
/// the AES-NI key's table it started from (`docs/perf/key-setup.md`). It writes every byte of
/// `*key` (the zeros after H^1 in `last_powers` too), so the room it fills need not be zeroed
/// first: 19 zmm of table, no `memset`.
///
/// # Safety
///
/// `key` is valid for writes of a `WidePowers` (initialised or not), and the CPU has the
/// features enabled here.
#[inline(never)]
#[target_feature(enable = "pclmulqdq,avx2,vpclmulqdq,avx512f,avx512bw,avx512vl")]
unsafe fn vaes512_wide_powers(k: u128, key: *mut WidePowers, high: bool) {
    let c2 = 0xC200_0000_0000_0000u64 as i64;
    let q = _mm512_set_epi64(c2, 1, c2, 1, c2, 1, c2, 1); // each lane: the constant's qwords
    let (q128, q256) = (_mm512_castsi512_si128(q), _mm512_castsi512_si256(q));
    // `mont` of each lane of `x` by the same lane of `y`: schoolbook, then the reduction of the
    // module comment (as `vaes_ghash_powers`), on xmm, ymm and zmm (`reduce_lanes4!`).
    let mont128 = |x: __m128i, y: __m128i| {
        let lo = _mm_clmulepi64_si128(x, y, 0x00);
        let hi = _mm_clmulepi64_si128(x, y, 0x11);
        let mi = _mm_xor_si128(_mm_clmulepi64_si128(x, y, 0x01), _mm_clmulepi64_si128(x, y, 0x10));
        let t = _mm_clmulepi64_si128(q128, lo, 0x01);
        let mi = _mm_xor_si128(mi, _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4e), t));
        let t = _mm_clmulepi64_si128(q128, mi, 0x01);
        _mm_xor_si128(hi, _mm_xor_si128(_mm_shuffle_epi32(mi, 0x4e), t))
    };
    let mont256 = |x: __m256i, y: __m256i| {
        let lo = _mm256_clmulepi64_epi128(x, y, 0x00);
        let hi = _mm256_clmulepi64_epi128(x, y, 0x11);
        let mi = _mm256_xor_si256(_mm256_clmulepi64_epi128(x, y, 0x01), _mm256_clmulepi64_epi128(x, y, 0x10));
        let t = _mm256_clmulepi64_epi128(q256, lo, 0x01);
        let mi = _mm256_xor_si256(mi, _mm256_xor_si256(_mm256_shuffle_epi32(lo, 0x4e), t));
        let t = _mm256_clmulepi64_epi128(q256, mi, 0x01);
        _mm256_xor_si256(hi, _mm256_xor_si256(_mm256_shuffle_epi32(mi, 0x4e), t))
    };
    let mont = |x: __m512i, y: __m512i| {
        let lo = _mm512_clmulepi64_epi128(x, y, 0x00);
        let hi = _mm512_clmulepi64_epi128(x, y, 0x11);
        let mi = _mm512_xor_si512(_mm512_clmulepi64_epi128(x, y, 0x01), _mm512_clmulepi64_epi128(x, y, 0x10));
        reduce_lanes4!(false, q, lo, mi, hi)
    };
    // Lane 0 of `x` in all four lanes.
    let top = |x: __m512i| _mm512_broadcast_i32x4(_mm512_castsi512_si128(x));
    let h1 = _mm_set_epi64x((k >> 64) as i64, k as i64);
    let h2 = mont128(h1, h1);
    // (H^2, H) in lanes 0 and 1 of a ymm.
    let h21 = _mm256_inserti128_si256(_mm256_castsi128_si256(h2), h1, 1);
    let h43 = mont256(_mm256_broadcastsi128_si256(h2), h21);
    let d4 = _mm512_inserti64x4(_mm512_castsi256_si512(h43), h21, 1);
    let d8 = mont(_mm512_broadcast_i32x4(_mm256_castsi256_si128(h43)), d4);
    let b8 = top(d8);
    let (d12, d16) = (mont(b8, d4), mont(b8, d8));
    let low = [d16, d12, d8, d4];
    let (high, h17) = if high {
        let b16 = top(d16);
        let high = [mont(b16, d16), mont(b16, d12), mont(b16, d8), mont(b16, d4)];
        (high, _mm512_extracti32x4_epi32(high[3], 3))
    } else {
        ([_mm512_setzero_si512(); 4], mont128(_mm512_castsi512_si128(d16), h1))
    };
    // Field addresses, formed without references (the room may be uninitialised).
    // SAFETY: `key` is valid for writes of a `WidePowers` (the caller's promise).
    let (powers, high_powers, mids, last) = unsafe {
        (
            core::ptr::addr_of_mut!((*key).powers).cast::<__m512i>(),
            core::ptr::addr_of_mut!((*key).high_powers).cast::<__m512i>(),
            core::ptr::addr_of_mut!((*key).mids).cast::<__m256i>(),
            core::ptr::addr_of_mut!((*key).last_powers).cast::<Block>(),
        )
    };
    for (j, (l, h)) in low.iter().zip(high.iter()).enumerate() {
        // mids[j]: the middles K0 ^ K1 of powers[2j] (qword 0 of each lane) and powers[2j + 1]
        // (qword 1), i.e. of lanes 0, 1 and 2, 3 of `l`; `x ^ swap(x)` has the middle in both
        // qwords of each lane.
        let m = _mm512_xor_si512(*l, _mm512_shuffle_epi32(*l, _MM_PERM_BADC));
        let mid = _mm256_unpacklo_epi64(_mm512_castsi512_si256(m), _mm512_extracti64x4_epi64(m, 1));
        // SAFETY: `powers` and `high_powers` are 4 zmm (8 `Wide`s) long, `mids` 4 ymm, and
        // `last_powers[1 + 4j..5 + 4j]` (j < 4) 64 bytes inside its 36 blocks; all writable
        // (the caller's promise); AVX-512F is enabled.
        unsafe {
            _mm512_storeu_si512(powers.add(j), *l);
            _mm512_storeu_si512(high_powers.add(j), *h);
            _mm512_storeu_si512(last.add(1 + 4 * j).cast(), *l);
            _mm256_storeu_si256(mids.add(j), mid);
        }
    }
    // SAFETY: `last_powers[0]` is 16 writable bytes, and `last_powers[17..36]` (19 blocks: four
    // zmm from 17, the fifth from 32 overlapping the fourth) writable too; AVX-512F is enabled.
    unsafe {
        _mm_storeu_si128(last.cast(), h17);
        for i in [17, 21, 25, 29, 32] {
            _mm512_storeu_si512(last.add(i).cast(), _mm512_setzero_si512());
        }
    }
}

/// H^32..H^17 into `gk.high_powers` (the zmm schoolbook GCM kernels' 32-block groups,
/// `gcm512.rs`): `powers` (H^16..H^1) times H^16, four powers a multiply (schoolbook), each
/// lane reduced as this file reduces (`reduce_lanes4!`: no lane fold). Key setup only: 4
/// multiplies (`docs/perf/key-setup.md`). The reference the tests check `vaes512_wide_powers`
/// against.
#[cfg(test)]
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

#[cfg(test)]
mod tests {
    use super::{GHashKey, WidePowers, k_of, vaes_ghash_powers, vaes512_high_powers, vaes512_wide_powers};
    use crate::backend::detect::{Vaes512Token, VaesToken};
    use crate::backend::lazy::Table;

    /// The zmm tree builds the same table as the ymm tree plus H^17..H^32 by `vaes512_high_powers`,
    /// and K as the AES-NI key's first power.
    #[test]
    fn zmm_wide_powers_match_the_ymm_build() {
        let Some(token) = VaesToken::get() else { return };
        let mut rng = crate::backend::test_rng::Rng(51);
        for i in 0..64 {
            let mut h = [0u8; 16];
            rng.fill(&mut h);
            if i == 0 {
                h = [0xff; 16];
            }
            let small = crate::backend::x86::aesni::GHashKey::new(token.aesni(), &h);
            assert_eq!(k_of(&h).to_le_bytes(), small.powers().0[0], "h={h:02x?}");
            let Some(_zmm) = Vaes512Token::get(token) else { continue };
            let mut a = WidePowers::zeroed();
            // The zmm build writes every byte: start it from ones, not zeros.
            let mut b = WidePowers::zeroed();
            b.last_powers = [[0xff; 16]; super::LAST_POWERS];
            b.powers[0].0 = [0xff; 32];
            b.mids[3].0 = [0xff; 32];
            // SAFETY: `token` proves PCLMULQDQ, VPCLMULQDQ and AVX2, `_zmm` AVX-512F/BW/VL.
            unsafe {
                vaes_ghash_powers(k_of(&h), &mut a);
                vaes512_high_powers(&mut a);
                vaes512_wide_powers(k_of(&h), core::ptr::addr_of_mut!(b), true);
            }
            let mut c = WidePowers::zeroed();
            c.high_powers[5].0 = [0xff; 32];
            // SAFETY: as above.
            unsafe { vaes512_wide_powers(k_of(&h), core::ptr::addr_of_mut!(c), false) };
            assert!(a.powers.iter().zip(&c.powers).all(|(x, y)| x.0 == y.0), "powers h={h:02x?}");
            assert!(c.high_powers.iter().all(|x| x.0 == [0; 32]), "no high h={h:02x?}");
            assert!(a.mids.iter().zip(&c.mids).all(|(x, y)| x.0 == y.0), "mids h={h:02x?}");
            assert_eq!(a.last_powers, c.last_powers, "last h={h:02x?}");
            assert!(a.powers.iter().zip(&b.powers).all(|(x, y)| x.0 == y.0), "powers h={h:02x?}");
            assert!(a.high_powers.iter().zip(&b.high_powers).all(|(x, y)| x.0 == y.0), "high h={h:02x?}");
            assert!(a.mids.iter().zip(&b.mids).all(|(x, y)| x.0 == y.0), "mids h={h:02x?}");
            assert_eq!(a.last_powers, b.last_powers, "last h={h:02x?}");
            let _ = GHashKey::new(token, &h).wide();
        }
    }
}
