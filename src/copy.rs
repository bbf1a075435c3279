//! Copies of a few bytes without a call.
//!
//! `<[u8]>::copy_from_slice` of a length known only at run time is a call to the C library's
//! `memmove`: its dispatch and size classes cost ~15-20 cycles even for 100 bytes, as much as
//! copying a kilobyte. The stream adapters and the GCM decryptor's buffer take input in pieces
//! as small as the caller writes them (`write_all` of 100 bytes, say), so there a short copy is
//! done inline: two overlapping fixed-size copies cover any length between a size and twice
//! it, and fixed-size copies compile to a few vector loads and stores.

/// Copies `src` into `dst` (the same length), inline for up to 128 bytes.
#[inline(always)]
pub(crate) fn copy(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    /// `dst = src` for `$k <= n <= 2 * $k`: the first `$k` bytes and the last `$k` bytes.
    macro_rules! two {
        ($k:literal) => {{
            dst[..$k].copy_from_slice(&src[..$k]);
            dst[n - $k..n].copy_from_slice(&src[n - $k..n]);
        }};
    }
    match n {
        0 => {}
        1..=3 => {
            // 1, 2 or 3 bytes: the first, the middle and the last (some of them the same).
            dst[0] = src[0];
            dst[n / 2] = src[n / 2];
            dst[n - 1] = src[n - 1];
        }
        4..=7 => two!(4),
        8..=15 => two!(8),
        16..=31 => two!(16),
        32..=63 => two!(32),
        64..=128 => two!(64),
        _ => dst.copy_from_slice(src),
    }
}

#[cfg(test)]
mod tests {
    use super::copy;

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
