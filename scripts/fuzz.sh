#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets in build-asan/ (the asan preset: clang, ASan, UBSan with
# float-cast-overflow; the same build as the sanitizer tests, so CI compiles it once) and runs each
# on its corpus: tests/fuzz/corpus/TARGET (the seeds, read only) and build-asan/corpus/TARGET (what
# the fuzzer found, kept between runs). A crash leaves its input in build-asan/crashes/ and fails
# the script.
#   bash scripts/fuzz.sh                 # 10 minutes per target
#   bash scripts/fuzz.sh --seconds 15    # what CI runs: a minute in all
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=600
seed=()
# A short run (CI's) starts from a fixed seed: the same inputs every time, so a landing is not
# decided by luck; the long runs explore anew each time.
if [ "${1:-}" = "--seconds" ]; then seconds=$2; seed=(-seed=20261201); fi
targets=(fuzz_session fuzz_params fuzz_program_stream fuzz_picture fuzz_slide_deck fuzz_command_line fuzz_call_literals
    fuzz_killed_stream)

bash scripts/install-deps.sh build test
cmake --preset asan >/dev/null
cmake --build --preset asan --target "${targets[@]}"

mkdir -p build-asan/crashes
export QT_QPA_PLATFORM=offscreen
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS=detect_leaks=0 # Qt's and fontconfig's caches live until exit
for target in "${targets[@]}"; do
    mkdir -p "build-asan/corpus/$target"
    echo "== $target, $seconds s"
    "build-asan/bin/$target" "${seed[@]}" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 \
        -print_final_stats=1 -artifact_prefix="build-asan/crashes/$target-" \
        "build-asan/corpus/$target" "tests/fuzz/corpus/$target" 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|==|SUMMARY|.*ERROR)" || true
    if ls "build-asan/crashes/$target-"* >/dev/null 2>&1; then
        echo "fuzz: $target found a crash: $(ls build-asan/crashes/$target-*)"
        exit 1
    fi
done
echo "fuzz: no crash in ${#targets[@]} targets, $seconds s each"
