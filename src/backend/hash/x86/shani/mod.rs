//! The x86_64 SHA extensions backend (SHA-NI, with SSSE3 and SSE4.1): SHA-1 and SHA-224/256
//! compression on xmm registers, one stream (`sha1.rs`, `sha256.rs`) or several interleaved for
//! `digest_many` (`many.rs`).
//!
//! `sha1.rs` and `sha256.rs` hold the `#[inline(never)]` `#[target_feature]` kernels
//! (`shani_sha1_compress`, `shani_sha256_compress`) that call only intrinsics, which inline into
//! them; the safe wrappers here take the [`ShaNiToken`], the proof that makes each call sound.

#![allow(unsafe_code)]

pub(crate) mod many;
mod sha1;
mod sha256;

use crate::backend::detect::ShaNiToken;

/// SHA-1 over whole 64-byte blocks.
#[inline]
pub(crate) fn sha1_compress(token: ShaNiToken, state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    let _ = token;
    // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
    unsafe { sha1::shani_sha1_compress(state, blocks) }
}

/// SHA-224/256 over whole 64-byte blocks.
#[inline]
pub(crate) fn sha256_compress(token: ShaNiToken, state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    let _ = token;
    // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
    unsafe { sha256::shani_sha256_compress(state, blocks) }
}
