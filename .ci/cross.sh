#!/usr/bin/env bash
# .ci/cross.sh — build the crate for targets that have no SIMD backend, so the portable core is
# proven to compile everywhere Rust does, and warning-free:
#
#   target                          what                                         why
#   thumbv7em-none-eabihf           --no-default-features, and --features alloc  real no_std, 32-bit Cortex-M4F
#   thumbv6m-none-eabi              --no-default-features, and --features alloc  no atomic compare-and-swap (Cortex-M0):
#                                                                                no once-cell, so the portable GHASH key
#                                                                                builds its powers at setup
#   riscv32imac-unknown-none-elf    --no-default-features, and --features alloc  real no_std, 32-bit RISC-V
#   wasm32-unknown-unknown          std without getrandom (see below)            wasm, 32-bit
#   riscv64gc-unknown-linux-gnu     default features (std)                       64-bit RISC-V Linux
#   powerpc-unknown-linux-gnu       default features (std)                       32-bit BIG-endian
#
# wasm32-unknown-unknown has no operating system, so getrandom 0.3 refuses to build there unless
# the final application picks a source (its `wasm_js` feature plus `--cfg
# getrandom_backend="wasm_js"`); a library must not pick one for it. So that target builds
# `--no-default-features --features std`: everything but `random_nonce`/`Gcm::seal`, which a
# browser application gets by enabling getrandom's `wasm_js` itself.
#
# rustup cannot download targets here, so the toolchain is the one ../shared/tools/s390x-test.sh
# sets up (Debian's rustc-web with the std source `rust-web-src`), and core/alloc/std are compiled
# for each target with `-Zbuild-std` (RUSTC_BOOTSTRAP=1). A library needs no linker. Only our own
# crate is held to `-D warnings` (`cargo rustc -- -D warnings`: the flag reaches the last crate
# only, not the std being built). If the toolchain cannot be had, this fails: it never skips.
#
# Usage: bash .ci/cross.sh [TARGET...]      (default: all six)
# Environment: CROSS_TARGET_DIR (default target/cross), S390X_HOME (as the s390x script).
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED_TOOLS=${SHARED_TOOLS:-../shared/tools}
S390X_HOME=${S390X_HOME:-/var/cache/s390x-rust}
t0=$SECONDS
log() { printf '[cross +%ss] %s\n' "$((SECONDS - t0))" "$*" >&2; }
die() { log "FAILED: $*"; exit 1; }

# The toolchain: let the s390x script install it if it is not there yet (a no-op otherwise).
tc_ok() {
  [[ -f $S390X_HOME/default ]] || return 1
  TC=$S390X_HOME/rust-$(cat "$S390X_HOME/default")
  [[ -x $TC/usr/bin/cargo && -f $TC/usr/lib/rustlib/src/rust/library/Cargo.lock ]]
}
if ! tc_ok; then
  [[ -f $SHARED_TOOLS/s390x-test.sh ]] || die "no toolchain in $S390X_HOME and no $SHARED_TOOLS/s390x-test.sh to install one"
  log "installing Debian's rustc-web + rust-web-src through $SHARED_TOOLS/s390x-test.sh"
  S390X_TARGET_DIR=${CROSS_TARGET_DIR:-target/cross} \
    bash "$SHARED_TOOLS/s390x-test.sh" . --cargo fetch >/dev/null || die "toolchain setup"
  tc_ok || die "toolchain setup left no usable rustc-web + std source in $S390X_HOME"
fi
export LD_LIBRARY_PATH="$TC/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export RUSTC="$TC/usr/bin/rustc" RUSTDOC="$TC/usr/bin/rustdoc" RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CROSS_TARGET_DIR:-target/cross}
unset RUSTUP_TOOLCHAIN RUSTFLAGS
CARGO=$TC/usr/bin/cargo
log "$("$RUSTC" -V) | $("$CARGO" -V)"

# target → the builds it gets: "nostd" = no default features, then alloc; "std" = default features;
# "std-norandom" = std without the getrandom feature.
declare -A KIND=(
  [thumbv7em-none-eabihf]=nostd
  [thumbv6m-none-eabi]=nostd
  [riscv32imac-unknown-none-elf]=nostd
  [wasm32-unknown-unknown]=std-norandom
  [riscv64gc-unknown-linux-gnu]=std
  [powerpc-unknown-linux-gnu]=std
)
ORDER=(thumbv7em-none-eabihf thumbv6m-none-eabi riscv32imac-unknown-none-elf wasm32-unknown-unknown
       riscv64gc-unknown-linux-gnu powerpc-unknown-linux-gnu)
TARGETS=("$@")
[[ ${#TARGETS[@]} -gt 0 ]] || TARGETS=("${ORDER[@]}")

build() {  # $1 target, $2 build-std crates, rest: cargo feature args
  local target=$1 std=$2; shift 2
  local t=$SECONDS
  "$CARGO" rustc -q --lib -Zbuild-std="$std" --target "$target" "$@" -- -D warnings ||
    die "cargo rustc --target $target $*"
  SUMMARY+=("$(printf '  %-30s %-34s built, no warnings (%ss)' "$target" "${*:-default features}" "$((SECONDS - t))")")
}

SUMMARY=()
for target in "${TARGETS[@]}"; do
  case ${KIND[$target]:-} in
    nostd)
      build "$target" core,alloc --no-default-features
      build "$target" core,alloc --no-default-features --features alloc
      ;;
    std) build "$target" std ;;
    std-norandom) build "$target" std --no-default-features --features std ;;
    *) die "unknown target $target (known: ${ORDER[*]})" ;;
  esac
done
log "built for ${#TARGETS[@]} targets:"
printf '%s\n' "${SUMMARY[@]}" >&2
