#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# clang-tidy's checks (.clang-tidy says which and why) over every source file of src/, with the
# compile commands of a configured and built preset (default: the release build, build/; the
# build makes the files moc generates). Any finding fails. clazy needs no script: the asan
# preset compiles with its plugin (cmake/Clazy.cmake).
#   bash scripts/lint.sh [BUILD_DIR] [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shift || true
if [ ! -f "$build/compile_commands.json" ]; then
    echo "lint.sh: $build/compile_commands.json is missing: run cmake --preset release && cmake --build --preset release" >&2
    exit 2
fi
# run-clang-tidy takes regular expressions; the default is every file under src/ (not the build's).
if [ $# -eq 0 ]; then
    set -- "^$(pwd)/src/"
fi
started=$SECONDS
set +e +o pipefail
run-clang-tidy -p "$build" -j 2 -quiet -clang-tidy-binary "$(command -v clang-tidy-14 || command -v clang-tidy)" "$@" 2>&1 \
    | sed -u 's/\x1b\[[0-9;]*m//g' | grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter|^Running clang-tidy|^/usr/bin/clang-tidy'
status=${PIPESTATUS[0]} # run-clang-tidy's: 1 when any file has a finding
set -e -o pipefail
echo "lint.sh: clang-tidy took $((SECONDS - started)) s"
exit "$status"
