#!/usr/bin/env bash
# Sets up, checks the formatting, builds and runs every test headless (the release preset,
# build/); then builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (the asan
# preset, build-asan/) and runs the tests again, so memory errors fail; then runs each fuzzer for
# 15 s (the fuzz preset, build-fuzz/). The presets (CMakePresets.json) hold the build options and
# the tests' environment; the CI presets treat warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen

echo "== Formatting (clang-format-14)"
bash scripts/check-format.sh

echo "== Release build and tests"
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build, all tests"
cmake --preset asan >/dev/null
cmake --build --preset asan
ctest --preset asan

echo "== Fuzzers (libFuzzer, clang, ASan + UBSan): 15 s each; scripts/fuzz.sh runs them longer"
bash scripts/fuzz.sh --seconds 15
