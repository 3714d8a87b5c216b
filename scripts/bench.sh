#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Builds (the release preset, build/) and runs the benchmarks; figures go in the issue notes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh run build
cmake --preset release >/dev/null
cmake --build --preset release --target bench_trace bench_layout bench_usercode
echo "== tracing overhead"
build/bin/bench_trace
echo "== layout"
XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}" build/bin/bench_layout
echo "== your own recursion (compile, run as a separate process, replay)"
build/bin/bench_usercode
