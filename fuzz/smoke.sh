#!/usr/bin/env bash
# Fuzz smoke for CI: builds every cargo-fuzz target and runs each for FUZZ_SECONDS (default 15),
# FUZZ_JOBS of them at a time (default: the CPUs `nproc` reports, at most 4; a libFuzzer run
# uses one CPU and up to 2 GB), all of them (blocks ghash ctr cbc gcm open_arbitrary stream
# chunked digest xts cmac gcm_siv ccm). Prints, per target in list order, the executions and
# the coverage libFuzzer reports. Longer runs: FUZZ_SECONDS=300 fuzz/smoke.sh, or
# `cargo +nightly fuzz run <target> -- -max_total_time=N` (corpora persist in fuzz/corpus/).
set -euo pipefail
cd "$(dirname "$0")"
secs=${FUZZ_SECONDS:-15}
jobs=${FUZZ_JOBS:-$(($(nproc) < 4 ? $(nproc) : 4))}

if ! rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
  echo "!!! ======================================================================= !!!" >&2
  echo "!!! no nightly toolchain: cargo-fuzz needs one. FUZZ SMOKE SKIPPED.          !!!" >&2
  echo "!!! install it with: rustup toolchain install nightly                        !!!" >&2
  echo "!!! ======================================================================= !!!" >&2
  exit 0
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi

# Start from the corpora of the shared hour-long run (../shared/fuzz-corpus.tgz beside the
# checkout, when there is one and this checkout has no corpora yet): a short smoke then begins
# at that coverage instead of at nothing. Targets it predates start from nothing.
seed=../../shared/fuzz-corpus.tgz
if [ -f "$seed" ] && [ -z "$(ls -A corpus 2>/dev/null)" ]; then
  tar xzf "$seed"
  echo "corpora seeded from $seed: $(find corpus -type f | wc -l) inputs"
fi

cargo +nightly fuzz build
mapfile -t targets < <(cargo +nightly fuzz list)
logs=$(mktemp -d)
summary=()
# The targets in batches of `jobs`, each run in the background with its own log; a batch's
# results are read in list order once all of its runs have ended.
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
  batch=("${targets[@]:i:jobs}")
  pids=()
  for t in "${batch[@]}"; do
    mkdir -p "corpus/$t"
    echo "--- $t: ${secs}s"
    cargo +nightly fuzz run "$t" "corpus/$t" -- -max_total_time="$secs" -timeout=20 \
      -rss_limit_mb=2048 -print_final_stats=1 >"$logs/$t.log" 2>&1 &
    pids+=($!)
  done
  failed=()
  for k in "${!batch[@]}"; do
    t=${batch[k]}
    log=$logs/$t.log
    if ! wait "${pids[k]}"; then
      tail -n 60 "$log" >&2
      echo "!!! fuzz target $t FAILED (artifacts in fuzz/artifacts/$t)" >&2
      failed+=("$t")
      continue
    fi
    execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
    last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' || echo 'cov: ?')
    echo "    $t: $execs executions, $last"
    summary+=("$t: $execs execs, $last")
  done
  [ ${#failed[@]} -eq 0 ] || exit 1
done
rm -rf "$logs"
printf '\nfuzz smoke summary (%ss per target):\n' "$secs"
printf '  %s\n' "${summary[@]}"
