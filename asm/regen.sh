#!/usr/bin/env bash
# asm/regen.sh — regenerate the assembly listings of every hot kernel.
#
#   bash asm/regen.sh [OUTDIR]      (default: asm, i.e. the checked-in listings)
#
# Builds the library in release mode with `cargo rustc --release --lib -- --emit asm` (x86_64 with
# the host toolchain; aarch64 with ../shared/tools/aarch64-test.sh, the same cross toolchain the
# CI's qemu run uses) and cuts every function named <backend>_<kernel> (soft_, aesni_, vaes_,
# armv8_ — the #[inline(never)] kernel entry points) out of the output, one file per kernel:
# OUTDIR/x86_64/<kernel>.s and OUTDIR/aarch64/<kernel>.s, each holding all its monomorphised
# instances (<10>, <12>, <14>: the round count). Extra rustc flags, which change names and syntax
# but not the code: -C symbol-mangling-version=v0 (so the round count is in the symbol) and, on
# x86_64, Intel syntax. Environment: ASM_ARCHES (default "x86_64 aarch64"), AARCH64_TEST (path of
# aarch64-test.sh), ASM_TARGET_DIR (default target/asm).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-asm}
ARCHES=${ASM_ARCHES:-x86_64 aarch64}
TD=${ASM_TARGET_DIR:-target/asm}
A64=${AARCH64_TEST:-../shared/tools/aarch64-test.sh}
FLAGS=(--emit asm -C symbol-mangling-version=v0)

# Forget this crate's previous build in TD (dependencies stay), so the .s is always fresh.
forget() { rm -rf "$1"/.fingerprint/aes-engine-* "$1"/deps/aes_engine-* "$1"/deps/libaes_engine-*; }

newest_s() {
  local s
  s=$(ls -t "$1"/deps/aes_engine-*.s 2>/dev/null | head -1)
  [[ -n $s ]] || { echo "regen.sh: no aes_engine-*.s under $1/deps" >&2; exit 1; }
  echo "$s"
}

emit() {  # $1 = arch, $2 = .s, $3 = rustc -V
  local dir=$OUT/$1
  mkdir -p "$dir"
  rm -f "$dir"/*.s
  perl asm/asm.pl extract "$1" "$2" "$dir" \
    "$3, $1, cargo rustc --release --lib -- ${FLAGS[*]}$4"
}

for arch in $ARCHES; do
  case $arch in
    x86_64)
      [[ $(uname -m) == x86_64 ]] || { echo "regen.sh: x86_64 listings need an x86_64 host" >&2; exit 1; }
      forget "$TD/release"
      echo "regen.sh: x86_64: cargo rustc --release --lib (target dir $TD)" >&2
      CARGO_TARGET_DIR=$TD cargo rustc --release --lib --quiet -- "${FLAGS[@]}" -C llvm-args=-x86-asm-syntax=intel
      emit x86_64 "$(newest_s "$TD/release")" "$(rustc -V)" " -C llvm-args=-x86-asm-syntax=intel (Intel syntax)"
      ;;
    aarch64)
      [[ -f $A64 ]] || { echo "regen.sh: $A64 not found (set AARCH64_TEST)" >&2; exit 1; }
      a64td=$TD-aarch64
      forget "$a64td/aarch64-unknown-linux-gnu/release"
      echo "regen.sh: aarch64: $A64 . --cargo rustc --release --lib (target dir $a64td)" >&2
      A64_TARGET_DIR=$a64td bash "$A64" . --cargo rustc --release --lib --quiet -- "${FLAGS[@]}" >&2
      ver=$(grep -m1 -ho "rustc version [0-9][^\"]*" "$a64td"/aarch64-unknown-linux-gnu/release/deps/aes_engine-*.s 2>/dev/null | head -1 || true)
      emit aarch64 "$(newest_s "$a64td/aarch64-unknown-linux-gnu/release")" "${ver:-rustc (Debian rustc-web)}" ""
      ;;
    *) echo "regen.sh: unknown arch $arch" >&2; exit 1 ;;
  esac
done
