#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Sets up, builds (Release, into build/) and opens Game Tree Studio on the prime game's article
# figure (N=7, memo off, short-circuit off). Without a display it says so and writes the same
# picture with the command line instead.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh run build
cmake --preset release >/dev/null
cmake --build --preset release
# Your own code's precompiled headers (about 20 s of CPU, once), built beside the window rather
# than before it opens, so that your code's first Solve does not wait for them.
nice build/bin/gametree prepare-code >/dev/null 2>&1 &

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec build/bin/gametree-studio prime --n 7 --memo off --short-circuit off "$@"
fi

echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): not opening the studio window."
echo "Writing the same picture with the command line instead:"
echo "\$ gametree export prime --n 7 --memo off --short-circuit off -o prime-7.svg"
XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}" \
    build/bin/gametree export prime --n 7 --memo off --short-circuit off -o prime-7.svg
echo "More: build/bin/gametree games, and xvfb-run -a bash scripts/run.sh for the window on a virtual display."
