#!/usr/bin/env bash
# The hardware kernels under Miri: `tests/kernel_bounds.rs` (every kernel at the lengths around
# its block-count boundaries, on exact-length buffers at odd addresses) interpreted by Miri, which
# checks every load and store the intrinsics make against the bounds and alignment of its
# allocation, and every read of uninitialised memory (the SHA-384/512 AVX2 kernel's schedule
# buffer). Miri runs no CPUID: under it `src/backend/detect/miri.rs` takes the features the build
# enables with `-C target-feature` as the CPU's, so each set of flags below runs one set of
# kernels, whatever this machine has.
#
#   ymm: aesni (128-bit AES-NI/PCLMULQDQ), vaes (256-bit VAES/VPCLMULQDQ), the SHA-NI kernels
#        (one stream and interleaved streams), the AVX2 hash lanes and the single-stream
#        SHA-384/512 AVX2 kernel;
#   zmm: the same with AVX-512F/BW/VL: the 512-bit GCM/GHASH kernels, the XTS kernels' AVX-512VL
#        forms, GCM-SIV's wide kernels (`vaes512_polyval`, `vaes_ctr32_le`: messages or AADs
#        from 2 KiB), the AVX-512 hash lanes and the SHA-384/512 kernel's AVX-512VL form.
# Every test of the file in each set (the zmm set less the tests in `ymm_only` below). Instructions Miri lacks (`aeskeygenassist`, `vpternlog`,
# the SHA extensions) are computed from ones it has by `src/backend/x86/miri.rs`, under
# `cfg(miri)` only.
#
# Not run here, for lack of Miri support (checked with the nightly of 2026-05): the ARMv8 backend
# (Miri has no AArch64 AES/PMULL/SHA). The
# portable backend's only `unsafe` is SSE2 register arithmetic with no memory access, so Miri has
# nothing to check there (and its bitsliced AES takes minutes per message length in Miri).
#
# Each set's tests run as two Miri processes side by side (Miri interprets on one thread).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
  echo "!!! no nightly toolchain (rustup toolchain install nightly): Miri needs one. MIRI SKIPPED. !!!" >&2
  exit 0
fi
rustup component add miri rust-src --toolchain nightly
cargo +nightly miri setup -q

base=+aes,+pclmulqdq,+ssse3,+sse4.1,+avx2,+bmi2,+vaes,+vpclmulqdq,+sha
declare -A flags=([ymm]="$base" [zmm]="$base,+avx512f,+avx512bw,+avx512vl")
# name: the test-name filters of each of its two processes ('|'-separated, exact names), split
# so the two take about as long. On an idle 2-core Emerald Rapids VM, with the XTS lengths of
# tests/kernel_bounds.rs grown, gcm_siv_agrees in the first halves left ymm at ~610 s and ~385 s,
# zmm at ~390 s and ~205 s; feedback_modes_agree alone is ~350 s (CFB8 makes one AES call per
# byte), gcm_siv_agrees ~65 s in either set, so it sits in the second halves.
declare -A halves=(
  [ymm]="feedback_modes_agree|xts_agrees gcm_siv_agrees|gcm_agrees|sha256_agrees|sha384_agrees|sha512_agrees|block_ctr_cbc_agree|ghash_agrees|md5_agrees|sha1_agrees|sha224_agrees"
  [zmm]="block_ctr_cbc_agree|sha256_agrees|sha384_agrees|md5_agrees|xts_agrees gcm_siv_agrees|gcm_agrees|ghash_agrees|sha512_agrees|sha1_agrees|sha224_agrees"
)
# Tests the zmm set leaves out, because under Miri it would run exactly the ymm set's code: Miri
# interprets MIR, so the extra `-C target-feature` flags change nothing but what
# `detect/miri.rs` reports, and these tests' kernels (CFB128, CFB8, OFB on aesni and vaes)
# consult no AVX-512 token. A test whose kernels gain a zmm form must move into the zmm halves.
declare -A ymm_only=([zmm]="feedback_modes_agree")

logs=$(mktemp -d)
status=0
for set in ymm zmm; do
  export RUSTFLAGS="-C target-feature=${flags[$set]}"
  target="target/miri-$set"
  cargo +nightly miri test -q --target-dir "$target" --test kernel_bounds --no-run
  start=$SECONDS
  pids=()
  i=0
  for half in ${halves[$set]}; do
    # shellcheck disable=SC2086 # the names are words
    cargo +nightly miri test -q --target-dir "$target" --test kernel_bounds -- --exact ${half//|/ } \
      > "$logs/$set-$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  passed=0
  for pid in "${pids[@]}"; do
    if wait "$pid"; then
      result=$(grep -E '^test result' "$logs/$set-$i.log")
      echo "$set, part $i: $result"
      passed=$((passed + $(sed -E 's/.* ([0-9]+) passed.*/\1/' <<<"$result")))
    else
      echo "$set, part $i FAILED:"
      cat "$logs/$set-$i.log"
      status=1
    fi
    i=$((i + 1))
  done
  # Every test of the file ran in this set (a misspelt name above would filter one out).
  total=$(grep -c '^#\[test\]' tests/kernel_bounds.rs)
  skipped=${ymm_only[$set]:-}
  total=$((total - $(wc -w <<<"$skipped")))
  if [ "$passed" -ne "$total" ]; then
    echo "!!! $set: $passed of the file's $total tests passed" >&2
    status=1
  fi
  echo "$set: $passed of $total tests, $((SECONDS - start)) s"
done
exit $status
