#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Sets up, checks the formatting and every source file's licence line, builds (the release
# preset, build/), runs every test headless with clang-tidy over src/ beside them; then builds
# everything once more with clang, AddressSanitizer, UndefinedBehaviorSanitizer and clazy's plugin
# (the asan preset, build-asan/: the tests and the libFuzzer targets in one build) and runs the
# tests again, so memory errors fail; then runs each fuzzer for 15 s. The presets
# (CMakePresets.json) hold the build options and the tests' environment; both treat warnings as
# errors.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end: what a fresh machine spends where.
stage_times=()
stage_started=$SECONDS
stage_name="Setting up (Debian packages)"
next_stage() {
    stage_times+=("$(printf '%5d s  %s' $((SECONDS - stage_started)) "$stage_name")")
    stage_started=$SECONDS
    stage_name=$1
    [ -z "$1" ] || echo "== $1"
}

bash scripts/install-deps.sh run build test
export QT_QPA_PLATFORM=offscreen

next_stage "Formatting (clang-format-14) and licence lines"
bash scripts/check-format.sh
bash scripts/check-licence.sh

next_stage "Release build"
cmake --preset release >/dev/null
cmake --build --preset release
# clang-tidy (.clang-tidy, scripts/lint.sh: about 9 min of 2 cores) runs beside the release tests
# at a low priority: the tests wait on browsers, compilers and child processes, and it fills those
# gaps instead of a stage of its own. Its findings are printed, and fail the run, after the tests.
next_stage "Release tests, and clang-tidy over src/ beside them"
lint_log=build/clang-tidy.log
nice -n 15 bash scripts/lint.sh build >"$lint_log" 2>&1 &
lint_pid=$!
trap 'pkill -P "$lint_pid" 2>/dev/null; kill "$lint_pid" 2>/dev/null || true' EXIT
ctest --preset release
lint_status=0
wait "$lint_pid" || lint_status=$?
trap - EXIT
cat "$lint_log"
[ "$lint_status" -eq 0 ] || { echo "clang-tidy found the above (scripts/lint.sh build)" >&2; exit 1; }

next_stage "AddressSanitizer + UndefinedBehaviorSanitizer build (clang, tests and fuzzers)"
cmake --preset asan >/dev/null
cmake --build --preset asan
next_stage "AddressSanitizer + UndefinedBehaviorSanitizer tests"
ctest --preset asan

next_stage "Fuzzers (libFuzzer, clang, ASan + UBSan): 15 s each; scripts/fuzz.sh runs them longer"
bash scripts/fuzz.sh --seconds 15
next_stage ""
echo "== Time per stage ($SECONDS s in all)"
printf '%s\n' "${stage_times[@]}"
