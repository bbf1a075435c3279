//! Copies of a few bytes without a call, and clears that skip empty ranges.
//!
//! `<[u8]>::copy_from_slice` of a length known only at run time is a call to the C library's
//! `memmove`: its dispatch and size classes cost ~15-20 cycles even for 100 bytes, as much as
//! copying a kilobyte. The stream adapters and the GCM decryptor's buffer take input in pieces
//! as small as the caller writes them (`write_all` of 100 bytes, say), so there a short copy is
//! done inline: two overlapping fixed-size copies cover any length between a size and twice
//! it, and fixed-size copies compile to a few vector loads and stores. The hash backend builds
//! its padded final blocks and short multi-buffer messages with it too.
//!
//! [`zero`] (and `backend::wipe::wipe_bytes`, re-exported here) clear a byte range without
//! calling `memset` when the range is empty: an empty slice of a `Vec` that never allocated
//! points at the dangling address 1, where a C library's masked-store `memset` of zero bytes can
//! cost a microcode assist. The measurements behind both: docs/perf/copy.md.

/// Copies `src` into `dst` (the same length), inline for up to 128 bytes.
///
/// Each size class loads all its words before it stores any, as integers of its own width
/// (`u32`, `u64`, `u128`), so LLVM cannot merge the classes' second copies into one shared
/// `memcpy` call of variable size. The classes are picked by a tree of compares, the 64..=128
/// class first (two compares for a 100-byte write). Why both: docs/perf/copy.md.
#[inline(always)]
pub(crate) fn copy(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    let dst = &mut dst[..n];
    /// `dst = src` for `k <= n <= 2k`, `k` the sum of the listed word widths: the first `k` bytes
    /// and the last `k` bytes, as words of type `$w` at the listed offsets.
    macro_rules! two {
        ($w:ty; $($off:literal),+) => {{
            const W: usize = core::mem::size_of::<$w>();
            const K: usize = W * [$($off),+].len();
            macro_rules! load {
                ($i:expr) => {
                    <$w>::from_ne_bytes(src[$i..$i + W].try_into().unwrap())
                };
            }
            let head = [$(load!($off)),+];
            let tail = [$(load!(n - K + $off)),+];
            for (i, w) in [$($off),+].into_iter().zip(head) {
                dst[i..i + W].copy_from_slice(&w.to_ne_bytes());
            }
            for (i, w) in [$($off),+].into_iter().zip(tail) {
                dst[n - K + i..n - K + i + W].copy_from_slice(&w.to_ne_bytes());
            }
        }};
    }
    // Size classes as a tree, the 64..=128 class (a typical small write) first.
    if n >= 64 {
        if n <= 128 {
            two!(u128; 0, 16, 32, 48)
        } else {
            dst.copy_from_slice(src);
        }
    } else if n >= 16 {
        if n >= 32 { two!(u128; 0, 16) } else { two!(u128; 0) }
    } else if n >= 4 {
        if n >= 8 { two!(u64; 0) } else { two!(u32; 0) }
    } else if n > 0 {
        // 1, 2 or 3 bytes: the first, the middle and the last (some of them the same).
        dst[0] = src[0];
        dst[n / 2] = src[n / 2];
        dst[n - 1] = src[n - 1];
    }
}

/// Sets `buf` to zeros; an empty `buf` is left alone, without a call (module docs: the C
/// library's `memset` of zero bytes at a dangling address can cost a microcode assist).
///
/// A plain store, not a wipe the compiler must keep: for buffers that are read again (the
/// stream adapters' staging buffers). Secrets that die are wiped with `wipe_bytes`.
#[inline(always)]
pub(crate) fn zero(buf: &mut [u8]) {
    if !buf.is_empty() {
        buf.fill(0);
    }
}

// The one wipe of a byte range is `backend::wipe::wipe_bytes`; re-exported here for the modes and
// stream adapters that import it with `copy` and `zero`.
pub(crate) use crate::backend::wipe::wipe_bytes;

#[cfg(test)]
mod tests {
    use super::{copy, zero};
    use std::vec::Vec;

    #[test]
    fn zero_clears_any_range_and_skips_empty_ones() {
        let mut v = [7u8; 100];
        zero(&mut v[10..20]);
        assert!(v[..10].iter().chain(&v[20..]).all(|&b| b == 7) && v[10..20].iter().all(|&b| b == 0));
        let mut empty: Vec<u8> = Vec::new();
        zero(&mut empty[..]);
        zero(&mut v[50..50]);
        assert_eq!(v.iter().filter(|&&b| b == 0).count(), 10);
    }

    #[test]
    fn every_length_and_offset() {
        let src: [u8; 300] = core::array::from_fn(|i| (i * 7 + 3) as u8);
        for n in 0..=260 {
            for off in [0, 1, 7] {
                let mut buf = [0xEEu8; 300];
                let dst = &mut buf[..n + 2 * off];
                copy(&mut dst[off..off + n], &src[off..off + n]);
                assert_eq!(&dst[off..off + n], &src[off..off + n], "n={n} off={off}");
                assert!(dst[..off].iter().chain(&dst[off + n..]).all(|&b| b == 0xEE), "n={n}: outside written");
            }
        }
    }
}
