#!/usr/bin/env bash
# asm/mca.sh — a static pipeline model (llvm-mca 19) of every hot kernel loop, per CPU model, and
# of ring 0.17.14's loops for the same jobs. The method and the committed table: docs/perf/mca.md.
#
#   bash asm/mca.sh                      # model asm/x86_64 and asm/aarch64, print the table
#   bash asm/mca.sh --ring               # ... with ring's figures beside them (ring from cargo's registry)
#   bash asm/mca.sh --write docs/perf/mca.md   # regenerate the committed table (implies --ring)
#   bash asm/mca.sh --check DIR          # CI: model the listings in DIR (asm/check.sh with ASM_KEEP=DIR)
#                                        # and fail if any kernel's cycles per block grew by more than
#                                        # 3% over docs/perf/mca.md
#   bash asm/mca.sh --dump 'armv8_gcm_seal<10>'   # print the loop as cut
#   bash asm/mca.sh --bound [--long]     # lower bounds of the armv8 target kernels (pipes, chain,
#                                        # the job's instructions) and whether 0.9x ring is reachable
#                                        # (asm/mca_bound.py; docs/perf/mca.md, "Lower bounds")
#
# Installs llvm-19 (apt) when llvm-mca-19 is missing. Ring's source: `cargo fetch` in benches/peers
# (it depends on ring 0.17.14), or RING_SRC=/path/to/ring-0.17.14.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v llvm-mca-19 >/dev/null; then
  echo "mca.sh: llvm-mca-19 missing: apt-get install -y llvm-19" >&2
  SUDO=; [[ $(id -u) -eq 0 ]] || SUDO=sudo
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq llvm-19 >/dev/null
fi
if [[ ${1:-} == --check ]]; then
  [[ -n ${2:-} ]] || { echo "usage: asm/mca.sh --check DIR" >&2; exit 2; }
  PYTHONDONTWRITEBYTECODE=1 exec python3 asm/mca.py --listings "$2" --check docs/perf/mca.md
fi
BOUND=; [[ ${1:-} == --bound ]] && { BOUND=1; shift; }
if [[ -n $BOUND || " $* " == *" --ring "* || " $* " == *" --write "* ]] && [[ -z ${RING_SRC:-} ]] \
  && ! ls -d "$HOME"/.cargo/registry/src/*/ring-0.17.14 >/dev/null 2>&1; then
  echo "mca.sh: fetching ring 0.17.14 (cargo fetch in benches/peers)" >&2
  (cd benches/peers && cargo fetch -q)
fi
[[ -n $BOUND ]] && PYTHONDONTWRITEBYTECODE=1 exec python3 asm/mca_bound.py "$@"
PYTHONDONTWRITEBYTECODE=1 exec python3 asm/mca.py "$@"
