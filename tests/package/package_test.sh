#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# The installed files and the Debian package: `cmake --install` into a scratch prefix passes the
# desktop-entry, AppStream and MIME checks; `cpack -G DEB` builds a package whose control names
# the dependencies, and whose files, unpacked into a scratch root, run.
# Usage: package_test.sh BUILD_DIR
set -euo pipefail
build=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
id=org.gametreestudio.Studio

cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
rm -f "$build/install_manifest.txt" # what cmake --install leaves; cpack must leave nothing
prefix=$scratch/prefix
for f in bin/gametree bin/gametree-studio include/gametree.h share/applications/$id.desktop \
         share/metainfo/$id.metainfo.xml share/mime/packages/$id.xml share/icons/hicolor/scalable/apps/$id.svg \
         share/icons/hicolor/48x48/apps/$id.png share/man/man1/gametree.1.gz \
         share/man/man1/gametree-studio.1.gz share/doc/gametree-studio/copyright \
         share/doc/gametree-studio/changelog.gz \
         share/doc/gametree-studio/examples/tictactoe_alphabeta.cpp libexec/gametree-studio/gametree-instrument; do
    [ -f "$prefix/$f" ] || { echo "missing after install: $f"; exit 1; }
done
desktop-file-validate "$prefix/share/applications/$id.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" >/dev/null
xmllint --noout "$prefix/share/mime/packages/$id.xml"
# The MIT licence, as Debian names it and as AppStream does.
grep -q '^License: Expat$' "$prefix/share/doc/gametree-studio/copyright" || { echo "the copyright is not MIT (Expat)"; exit 1; }
grep -q '<project_license>MIT</project_license>' "$prefix/share/metainfo/$id.metainfo.xml" || { echo "no project_license MIT"; exit 1; }
for page in gametree gametree-studio; do
    zgrep -q '^\.SH NAME' "$prefix/share/man/man1/$page.1.gz" || { echo "$page.1.gz has no NAME"; exit 1; }
done
zgrep -q -- '--code FILE.cpp' "$prefix/share/man/man1/gametree.1.gz" # written from --help
zgrep -q -- '--run-code' "$prefix/share/man/man1/gametree-studio.1.gz"

# cpack leaves the build folder as it was (no install_manifest.txt, nothing new).
before=$(ls -A "$build")
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$scratch/deb" >/dev/null
[ "$(ls -A "$build")" = "$before" ] || { echo "cpack changed the build folder:"; diff <(echo "$before") <(ls -A "$build"); exit 1; }
deb=$(ls "$scratch"/deb/gametree-studio_*_amd64.deb)
# Debian's own checks: no error (warnings are printed for the log).
lintian --no-tag-display-limit "$deb" > "$scratch/lintian.txt" 2>&1 || true
cat "$scratch/lintian.txt"
if grep -q '^E:' "$scratch/lintian.txt"; then echo "lintian reports errors"; exit 1; fi
info=$(dpkg-deb -I "$deb")
for dep in libgvc6 libqt6widgets6 qt6-qpa-plugins fonts-noto-cjk libclang1-14; do
    grep -q "^ Depends:.*$dep" <<<"$info" || { echo "Depends lacks $dep"; echo "$info"; exit 1; }
done
grep -q '^ Recommends:.*g++' <<<"$info" || { echo "Recommends lacks g++"; exit 1; }
dpkg -x "$deb" "$scratch/root"
[ -x "$scratch/root/usr/bin/gametree-studio" ] || { echo "the package has no /usr/bin/gametree-studio"; exit 1; }
"$scratch/root/usr/bin/gametree" games | grep -q '^prime '
"$scratch/root/usr/bin/gametree" export prime --n 7 -o "$scratch/prime.svg" >/dev/null
grep -q '<svg' "$scratch/prime.svg"
# A solution as written: the unpacked gametree finds its instrumenter in libexec.
printf '10 2\n1 4\n' > "$scratch/stones.in"
GAMETREE_CODE_CACHE="$scratch/cache" "$scratch/root/usr/bin/gametree" solve \
    --code "$(dirname "$0")/../data/seed_code/003_abc270d_stones.cpp" --stdin "$scratch/stones.in" --json \
    | grep -q '"answer":"5","values":"mover-score","calls":18,"memoHits":6' || { echo "the packaged gametree does not trace seed 003"; exit 1; }
QT_QPA_PLATFORM=offscreen "$scratch/root/usr/bin/gametree-studio" --version | grep -q 'gametree-studio'
echo "package_test: installed files valid; $(basename "$deb") unpacks and runs"
