#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Installs the Debian packages Game Tree Studio needs, by what for:
#   bash scripts/install-deps.sh run build        what scripts/run.sh needs: building and running
#   bash scripts/install-deps.sh run build test   what scripts/test.sh needs besides (no word: all)
# Quick when everything is present: apt-get runs only for the packages that are missing.
set -euo pipefail

# Running the studio and the command line: the Qt platform plugin and Qt's own translations,
# Graphviz's layout plugins, the CJK glyphs; the compiler your own C++ is built with, and the
# interpreters your own Python runs on (CPython, and PyPy as AtCoder runs it).
run_packages=(
  qt6-qpa-plugins qt6-translations-l10n graphviz fonts-noto-cjk fonts-dejavu-core
  g++ python3 pypy3
)
# Building: CMake, the compiler, Qt (Widgets, Linguist's tools), Graphviz (cgraph, gvc) and
# libclang for gametree-instrument, which reads a program as written.
build_packages=(
  cmake g++ ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgraphviz-dev libclang-14-dev
)
# Testing: headless runs, screenshots and checks of exported files; the package's checks
# (desktop entry, AppStream, MIME type, Debian package); the formatting check; the Python
# tracer's style (PEP 8, pyflakes); the sanitizer build and the fuzzers (clang, libFuzzer) with
# Qt's linters (clazy, clang-tidy, scripts/lint.sh); the exported web page, run headless by
# tst_web_page over the DevTools protocol.
test_packages=(
  xvfb xauth librsvg2-bin poppler-utils
  desktop-file-utils appstream libxml2-utils dpkg-dev file lintian
  clang-format-14 python3-pycodestyle python3-pyflakes
  clang libfuzzer-14-dev clazy clang-tidy
  chromium
)

groups=("$@")
[ ${#groups[@]} -gt 0 ] || groups=(run build test)
packages=()
for group in "${groups[@]}"; do
  case "$group" in
    run) packages+=("${run_packages[@]}") ;;
    build) packages+=("${build_packages[@]}") ;;
    test) packages+=("${test_packages[@]}") ;;
    *) echo "install-deps: unknown group '$group'; use run, build or test" >&2; exit 2 ;;
  esac
done
mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sort -u)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages for ${groups[*]} present"
  exit 0
fi

echo "install-deps: installing for ${groups[*]}: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
