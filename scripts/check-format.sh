#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Checks that every C++ file in src/ and tests/ is formatted as .clang-format says (clang-format-14),
# except tests/data/: users' programs, kept as they were written. Lists the files that differ and
# fails; changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

clang_format=clang-format-14
if ! command -v "$clang_format" >/dev/null; then
    echo "check-format: $clang_format not found (bash scripts/install-deps.sh installs it)" >&2
    exit 2
fi

mapfile -t files < <(find src tests -path tests/data -prune -o -type f \( -name '*.cpp' -o -name '*.h' \) -print | sort)
status=0
report=$("$clang_format" --dry-run -Werror "${files[@]}" 2>&1) || status=$?
if [ "$status" -eq 0 ]; then
    echo "check-format: all ${#files[@]} files formatted"
    exit 0
fi
mapfile -t differ < <(sed -nE 's/^(.*):[0-9]+:[0-9]+: error: code should be clang-formatted.*/\1/p' <<<"$report" | sort -u)
if [ ${#differ[@]} -eq 0 ]; then # clang-format itself failed (e.g. a bad .clang-format)
    echo "$report" >&2
    echo "check-format: $clang_format failed (exit $status)" >&2
    exit "$status"
fi
echo "check-format: ${#differ[@]} of ${#files[@]} files are not formatted as .clang-format says:"
printf '  %s\n' "${differ[@]}"
echo "Fix: $clang_format -i ${differ[*]}"
exit 1
