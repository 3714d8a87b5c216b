#!/usr/bin/env bash
# Installs the Debian packages that building, testing and running Game Tree Studio need.
# Quick when everything is present: apt-get runs only for the packages that are missing.
set -euo pipefail

packages=(
  # build
  cmake g++ ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgraphviz-dev graphviz
  # reading a user's unmodified program (src/instrument); running a Python one (CPython, and PyPy
  # as AtCoder runs it), and checking our Python tracer's style (PEP 8, pyflakes)
  libclang-14-dev python3 pypy3 python3-pycodestyle python3-pyflakes
  # run the studio (xcb platform plugin, Qt's own translations) and CJK glyphs
  qt6-qpa-plugins qt6-translations-l10n fonts-noto-cjk fonts-dejavu-core
  # headless tests, screenshots and checks of exported files
  xvfb xauth librsvg2-bin poppler-utils
  # the package and its checks: desktop entry, AppStream, MIME type, Debian package
  desktop-file-utils appstream libxml2-utils dpkg-dev file lintian
  # the formatting check (scripts/check-format.sh)
  clang-format-14
  # the fuzzers (scripts/fuzz.sh)
  clang libfuzzer-14-dev
  # the exported web page, run headless by tst_web_page over the DevTools protocol
  chromium
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
