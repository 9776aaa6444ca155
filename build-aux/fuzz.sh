#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang, AddressSanitizer and
# UBSan, and runs each for a fixed time from a copy of its seed corpus.
# Fails when any target crashes, leaks, times out or breaks an invariant;
# the input that did it is kept in BUILD_DIR/fuzz-artifacts/.
#
# Usage: build-aux/fuzz.sh [TARGET...]     (default: every target)
# Environment:
#   FUZZ_SECONDS    how long each target runs (default 30)
#   FUZZ_BUILD_DIR  the build directory (default build-fuzz)
#   FUZZ_TESTLOG    if set, a file that gets one meson-testlog-style JSON
#                   line per target, for build-aux/test-summary.py
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
. build-aux/fuzz-options.sh

seconds=${FUZZ_SECONDS:-30}
build_dir=${FUZZ_BUILD_DIR:-build-fuzz}
testlog=${FUZZ_TESTLOG:-}
all_targets=(grid tatham native trace any history session settings lesson bookmarks)
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=("${all_targets[@]}")
fi

if ! command -v clang >/dev/null 2>&1; then
  echo "fuzz.sh: clang is needed (apt-get install clang libclang-rt-14-dev)" >&2
  exit 1
fi

# Quiet when all goes well; the whole output when it does not.
quietly ()
{
  local output
  if ! output=$("$@" 2>&1); then
    printf '%s\n' "$output"
    echo "fuzz.sh: failed: $*" >&2
    exit 1
  fi
}

# b_sanitize puts ASan and UBSan into the library too, not only the targets;
# b_lundef=false because clang links the sanitizer runtimes only into the
# executables.
if [ ! -f "$build_dir/build.ninja" ]; then
  CC=clang quietly meson setup "$build_dir" -Dfuzzing=true -Dapp=disabled \
    -Db_sanitize=address,undefined -Db_lundef=false
fi
build_targets=()
for target in "${targets[@]}"; do
  build_targets+=("fuzz-$target")
done
quietly meson compile -C "$build_dir" "${build_targets[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts="$build_dir/fuzz-artifacts"
mkdir -p "$artifacts"
[ -z "$testlog" ] || : >"$testlog"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp"

# Appends one line in the shape of meson's testlog.json.
log_result ()
{
  [ -z "$testlog" ] && return 0
  printf '{"name": "fuzz-%s", "suite": ["fuzz"], "result": "%s", "duration": %s, "executions": %s}\n' \
    "$1" "$2" "$3" "$4" >>"$testlog"
}

failed=0
for target in "${targets[@]}"; do
  binary="$build_dir/tests/fuzz/fuzz-$target"
  corpus="$work/$target"
  log="$work/$target.log"
  dict_args=()
  target_args=()

  # A copy: new inputs the fuzzer keeps must not land in the source tree.
  mkdir -p "$corpus"
  cp -R "tests/fuzz/corpus/$target/." "$corpus/"
  [ -f "tests/fuzz/$target.dict" ] && dict_args=("-dict=tests/fuzz/$target.dict")
  mapfile -t target_args < <(fuzz_target_options "$target")

  start=$(date +%s)
  status=0
  # -timeout: one input taking this long is a hang (the solving target runs
  # every algorithm under a node limit, which takes milliseconds).
  "$binary" "${dict_args[@]}" ${target_args[@]+"${target_args[@]}"} -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/$target-" "$corpus" >"$log" 2>&1 || status=$?
  elapsed=$(( $(date +%s) - start ))
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  executions=${executions:-0}

  if [ "$status" -eq 0 ]; then
    echo "fuzz-$target: $executions executions in ${elapsed} s: OK"
    log_result "$target" OK "$elapsed" "$executions"
  else
    failed=1
    echo "fuzz-$target: FAILED (exit status $status) after ${elapsed} s; the last lines of its log:"
    tail -n 40 "$log" | sed 's/^/    /'
    echo "    the input is in $artifacts/ (add it to tests/fuzz/corpus/$target/ once fixed)"
    log_result "$target" FAIL "$elapsed" "$executions"
  fi
done
exit $failed
