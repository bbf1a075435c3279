//! The x86_64 SHA extensions backend (SHA-NI, with SSSE3 and SSE4.1): SHA-1 and SHA-224/256
//! compression on xmm registers, one stream (`sha1.rs`, `sha256.rs`) or several interleaved for
//! `digest_many` (`many.rs`).
//!
//! `sha1.rs` and `sha256.rs` hold the `#[inline(never)]` `#[target_feature]` kernels
//! (`shani_sha1_compress`, `shani_sha1_compress_msg`, `shani_sha256_compress`) that call only intrinsics, which inline into
//! them; the safe wrappers here take the [`ShaNiToken`], the proof that makes each call sound.

#![allow(unsafe_code)]

pub(crate) mod many;
mod sha1;
mod sha256;

use crate::backend::detect::ShaNiToken;

/// SHA-1 over whole 64-byte blocks.
#[inline]
pub(crate) fn sha1_compress(token: ShaNiToken, state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    if token.sha1_msg_schedule() {
        // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
        unsafe { sha1::shani_sha1_compress_msg(state, blocks) }
    } else {
        // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
        unsafe { sha1::shani_sha1_compress(state, blocks) }
    }
}

/// SHA-1 over the blocks of `blocks`, then those of `last` (two kernel calls: SHA-1's
/// kernel, shared with the four-stream one, takes one slice of rows).
#[inline]
pub(crate) fn sha1_compress_then(token: ShaNiToken, state: &mut [u32; 5], blocks: &[[u8; 64]], last: &[[u8; 64]]) {
    if !blocks.is_empty() {
        sha1_compress(token, state, blocks);
    }
    sha1_compress(token, state, last);
}

/// SHA-224/256 over whole 64-byte blocks.
#[inline]
pub(crate) fn sha256_compress(token: ShaNiToken, state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    sha256_compress_then(token, state, blocks, &[]);
}

/// SHA-224/256 over the blocks of `blocks`, then those of `last`, in one kernel call.
#[inline]
pub(crate) fn sha256_compress_then(token: ShaNiToken, state: &mut [u32; 8], blocks: &[[u8; 64]], last: &[[u8; 64]]) {
    let _ = token;
    // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
    unsafe { sha256::shani_sha256_compress(state, blocks, last) }
}

/// The end of an HMAC-SHA-224/256 in one kernel call (`Compress::hmac_end`): `blocks`, then
/// `last`, from the chaining value `inner`, then the padded inner digest (the big-endian bytes
/// of its first state words: `digest_len` 28 or 32; `outer_bits` in the length field) from
/// the chaining value in `outer`, which it overwrites.
#[inline]
pub(crate) fn sha256_hmac_end(
    token: ShaNiToken,
    inner: &[u32; 8],
    blocks: &[[u8; 64]],
    last: &[[u8; 64]],
    outer: &mut [u32; 8],
    digest_len: usize,
    outer_bits: u64,
) {
    let _ = token;
    assert!(digest_len == 28 || digest_len == 32);
    // SAFETY: `token` proves SHA, SSSE3 and SSE4.1 are present.
    unsafe { sha256::shani_sha256_hmac(inner, blocks, last, outer, digest_len / 4, outer_bits) }
}
