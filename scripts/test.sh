#!/usr/bin/env bash
# Sets up, builds and runs every test headless; then builds everything with AddressSanitizer and
# UndefinedBehaviorSanitizer (build-asan/) and runs the tests again, so memory errors fail; then
# runs each fuzzer for 15 s (build-fuzz/).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen

echo "== Release build and tests"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2
ctest --test-dir build --output-on-failure --timeout 600

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build, all tests"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGAMETREE_SANITIZE=ON -DGAMETREE_BENCHMARKS=OFF >/dev/null
cmake --build build-asan --parallel 2
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=0 UBSAN_OPTIONS=print_stacktrace=1 \
    LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
    ctest --test-dir build-asan --output-on-failure --timeout 1200

echo "== Fuzzers (libFuzzer, clang, ASan + UBSan): 15 s each; scripts/fuzz.sh runs them longer"
bash scripts/fuzz.sh --seconds 15
