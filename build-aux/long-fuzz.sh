#!/usr/bin/env bash
# Runs every libFuzzer target (tests/fuzz) to a number of executions, not
# for a time, and prints one table: target, executions, executions a
# second, coverage (libFuzzer's cov:, the edges reached) and crashes. Meant
# for hours on a quiet machine, not for CI (build-aux/fuzz.sh is CI's).
#
# Usage: build-aux/long-fuzz.sh [TARGET...]      (default: every target)
# Environment:
#   FUZZ_RUNS        executions per target (default 10000000, -runs=)
#   FUZZ_MAX_SECONDS stop a target after this long even if short of its
#                    runs (default 0: no time limit)
#   FUZZ_JOBS        targets run at once (default 1: one core)
#   FUZZ_WORKERS     libFuzzer processes per target, on one shared corpus
#                    (-jobs= and -workers=), each to FUZZ_RUNS / FUZZ_WORKERS
#                    executions; the table adds their executions up
#                    (default 1: one process)
#   FUZZ_BUILD_DIR   the build directory (default build-fuzz, shared with
#                    build-aux/fuzz.sh)
#   FUZZ_KEEP        a folder for the logs and grown corpora (default: a
#                    temporary one, removed at the end)
#   FUZZ_ARGS        more libFuzzer options (default -entropic=0: perf put
#                    31 to 40 % of fuzz-any's and fuzz-trace's time in the
#                    entropic schedule's bookkeeping, and without it they
#                    run 1.5 to 2.4 times as fast to the same coverage;
#                    FUZZ_ARGS= puts it back)
#
# The corpus each target starts from is a copy of tests/fuzz/corpus/TARGET;
# what it finds is never written into the source tree. A crashing input is
# kept in BUILD_DIR/fuzz-artifacts/ and the script exits 1.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
. build-aux/fuzz-options.sh

runs=${FUZZ_RUNS:-10000000}
max_seconds=${FUZZ_MAX_SECONDS:-0}
jobs=${FUZZ_JOBS:-1}
workers=${FUZZ_WORKERS:-1}
build_dir=${FUZZ_BUILD_DIR:-build-fuzz}
read -r -a extra_args <<<"${FUZZ_ARGS--entropic=0}"
all_targets=(grid tatham native trace any history session settings lesson bookmarks)
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=("${all_targets[@]}")
fi

if ! command -v clang >/dev/null 2>&1; then
  echo "long-fuzz.sh: clang is needed (apt-get install clang libclang-rt-14-dev)" >&2
  exit 1
fi

# The same build as build-aux/fuzz.sh: ASan and UBSan in the libraries too.
if [ ! -f "$build_dir/build.ninja" ]; then
  CC=clang meson setup "$build_dir" -Dfuzzing=true -Dapp=disabled \
    -Db_sanitize=address,undefined -Db_lundef=false >/dev/null
fi
build_targets=()
for target in "${targets[@]}"; do
  build_targets+=("fuzz-$target")
  # The settings target reads the app's schema, compiled beside it; naming
  # the target alone does not build it.
  [ "$target" = settings ] && build_targets+=(fuzz-gschemas)
done
meson compile -C "$build_dir" "${build_targets[@]}" >/dev/null

if [ -n "${FUZZ_KEEP:-}" ]; then
  work=$FUZZ_KEEP
  mkdir -p "$work"
  work=$(cd "$work" && pwd)
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
artifacts="$build_dir/fuzz-artifacts"
mkdir -p "$artifacts"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp"

# Runs one target to its executions; its log is $work/TARGET.log, and with
# more than one worker each worker's is $work/TARGET.jobs/fuzz-N.log
# (libFuzzer writes them in its working folder, so every path it is given
# is absolute).
run_target ()
{
  local target=$1 corpus="$work/$1" log="$work/$1.log" dict_args=() target_args=() status=0
  local root=$PWD worker_args=() target_runs=$runs

  mkdir -p "$corpus" "$work/$target.jobs"
  cp -R "tests/fuzz/corpus/$target/." "$corpus/"
  [ -f "tests/fuzz/$target.dict" ] && dict_args=("-dict=$root/tests/fuzz/$target.dict")
  # Per-target options (build-aux/fuzz-options.sh: -max_len for grid, tatham and trace).
  mapfile -t target_args < <(fuzz_target_options "$target")
  if [ "$workers" -gt 1 ]; then
    worker_args=(-jobs="$workers" -workers="$workers")
    target_runs=$((runs / workers))
  fi
  (cd "$work/$target.jobs" &&
    "$root/$build_dir/tests/fuzz/fuzz-$target" "${dict_args[@]}" ${target_args[@]+"${target_args[@]}"} \
      ${extra_args[@]+"${extra_args[@]}"} ${worker_args[@]+"${worker_args[@]}"} -runs="$target_runs" \
      -max_total_time="$max_seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$root/$artifacts/$target-" "$corpus") >"$log" 2>&1 || status=$?
  echo "$status" >"$work/$target.status"
}

# One core by default: the executions a second are then comparable.
running=0
for target in "${targets[@]}"; do
  echo "long-fuzz.sh: fuzz-$target: up to $runs executions…" >&2
  run_target "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

failed=0
printf '| %-13s | %12s | %8s | %8s | %7s |\n' target executions 'exec/s' coverage crashes
printf '|%s|%s|%s|%s|%s|\n' --------------- -------------: ---------: ---------: --------:
for target in "${targets[@]}"; do
  log="$work/$target.log"
  status=$(cat "$work/$target.status")
  if [ "$workers" -gt 1 ]; then
    # Each worker's last figures, added up (coverage: the last line of
    # the last log, as the workers share their finds through the corpus).
    logs=("$work/$target.jobs"/fuzz-*.log)
    executions=$(for one in "${logs[@]}"; do sed -n 's/^stat::number_of_executed_units: *//p' "$one" | tail -n 1; done |
      awk '{ n += $1 } END { print n + 0 }')
    per_second=$(for one in "${logs[@]}"; do sed -n 's/^stat::average_exec_per_sec: *//p' "$one" | tail -n 1; done |
      awk '{ n += $1 } END { print n + 0 }')
    log=$(ls -t "${logs[@]}" | head -n 1)
  else
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    per_second=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  fi
  # The last status line's "cov: N" is the edges reached when it stopped
  # (none when it crashed on a seed).
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | sed 's/cov: //' || true)
  crashes=0
  if [ "$status" -ne 0 ]; then
    crashes=1
    failed=1
  fi
  printf '| %-13s | %12s | %8s | %8s | %7s |\n' "fuzz-$target" "${executions:-0}" \
    "${per_second:-0}" "${coverage:-?}" "$crashes"
done
if [ "$failed" -ne 0 ]; then
  echo "long-fuzz.sh: a target failed; its input is in $artifacts/, its log in $work/" >&2
  [ -n "${FUZZ_KEEP:-}" ] || trap - EXIT
fi
exit $failed
