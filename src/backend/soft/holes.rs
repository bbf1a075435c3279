//! The constants the two soft GHASH multipliers share (`ghash.rs` on 64-bit integer multiplies,
//! `ghash_sse2.rs` on SSE2's `pmuludq`): the bit classes of the "holes" method (derived in
//! `ghash.rs`'s module comment) and the number of blocks one aggregated step absorbs.

/// `M_i`: the bits at positions `≡ i (mod 4)`.
pub(super) const M: [u64; 4] =
    [0x1111_1111_1111_1111, 0x2222_2222_2222_2222, 0x4444_4444_4444_4444, 0x8888_8888_8888_8888];

/// How many blocks one aggregated step absorbs. 8 (half the reductions and fold reversals) was
/// measured and dropped: no change (1823 vs 1828 cycles per 256 bytes on Zen 3). The scalar loop
/// is bound by the one integer multiplier (96 multiplies a block, ~114 cycles on Zen 3, ~155 on
/// Zen 1, where the moves and spills around them count too), not by the reduction.
pub(super) const AGG: usize = 4;
