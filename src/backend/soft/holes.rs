//! The constants the two soft GHASH multipliers share (`ghash.rs` on 64-bit integer multiplies,
//! `ghash_sse2.rs` on SSE2's `pmuludq`): the bit classes of the "holes" method (derived in
//! `ghash.rs`'s module comment) and the number of blocks one aggregated step absorbs.

/// `M_i`: the bits at positions `≡ i (mod 4)`.
pub(super) const M: [u64; 4] =
    [0x1111_1111_1111_1111, 0x2222_2222_2222_2222, 0x4444_4444_4444_4444, 0x8888_8888_8888_8888];

/// How many blocks one aggregated step absorbs. The scalar loop is bound by the one integer
/// multiplier (96 multiplies a block), not by the reduction, so a larger step gains nothing
/// (8 was tried: `docs/perf/soft.md`).
pub(super) const AGG: usize = 4;
