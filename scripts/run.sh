#!/usr/bin/env bash
# Sets up, builds (Release, into build/) and runs Game Tree Studio's main job.
# Until the studio window exists, the main job is the command line on the seed examples.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2

gametree=build/bin/gametree
echo
echo "\$ gametree solve prime --n 7        # yukicoder No.7, the article's example"
"$gametree" solve prime --n 7
echo
echo "\$ gametree trace prime --n 7 --memo off --short-circuit off   # the article's 15-call game tree"
"$gametree" trace prime --n 7 --memo off --short-circuit off
echo
echo "\$ gametree solve stones --n 10 --moves 1,4     # ABC 270 D"
"$gametree" solve stones --n 10 --moves 1,4
echo
echo "\$ gametree export prime --n 7 --memo off --short-circuit off -o prime-7.svg"
"$gametree" export prime --n 7 --memo off --short-circuit off -o prime-7.svg
echo
echo "More: $gametree games   (every game, its parameters and limits)"
