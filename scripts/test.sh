#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Sets up, checks the formatting and every source file's licence line, builds (the release
# preset, build/), runs clang-tidy over src/ and every test headless; then builds everything once
# more with clang, AddressSanitizer, UndefinedBehaviorSanitizer and clazy's plugin (the asan
# preset, build-asan/: the tests and the libFuzzer targets in one build) and runs the tests
# again, so memory errors fail; then runs each fuzzer for 15 s. The presets (CMakePresets.json)
# hold the build options and the tests' environment; both treat warnings as errors.
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
next_stage "clang-tidy over src/ (.clang-tidy; scripts/lint.sh)"
bash scripts/lint.sh build
next_stage "Release tests"
ctest --preset release

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
