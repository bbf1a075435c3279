//! Detection under Miri (x86_64), which runs no CPUID.

use super::x86::{AVX2, AVX512, AVX512VL, VAES512};
use super::{AESNI, SHANI, VAES};

/// Under Miri, which runs no CPUID: the features the build enables (`-C target-feature`), so
/// `.ci/miri.sh` can run each hardware kernel in the interpreter, which checks every load and
/// store they make against the bounds of its allocation. The same implications as the real
/// probe; nothing runs that the build did not enable.
pub(super) fn probe() -> u16 {
    let avx2 = cfg!(all(target_feature = "avx2", target_feature = "bmi2"));
    let avx512 = avx2 && cfg!(all(target_feature = "avx512f", target_feature = "avx512bw"));
    let avx512vl = avx2 && cfg!(all(target_feature = "avx512f", target_feature = "avx512vl"));
    let aesni = cfg!(all(
        target_feature = "aes",
        target_feature = "pclmulqdq",
        target_feature = "ssse3",
        target_feature = "sse4.1"
    ));
    let vaes = aesni && cfg!(all(target_feature = "avx2", target_feature = "vaes", target_feature = "vpclmulqdq"));
    let vaes512 =
        vaes && cfg!(all(target_feature = "avx512f", target_feature = "avx512bw", target_feature = "avx512vl"));
    let shani = cfg!(all(target_feature = "sha", target_feature = "ssse3", target_feature = "sse4.1"));
    [
        (avx2, AVX2),
        (avx512, AVX512),
        (avx512vl, AVX512VL),
        (aesni, AESNI),
        (vaes, VAES),
        (vaes512, VAES512),
        (shani, SHANI),
    ]
    .into_iter()
    .fold(0, |bits, (on, bit)| if on { bits | bit } else { bits })
}
