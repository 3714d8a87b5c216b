#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
# Checks that every source file (C++, Python, shell, CMake, the web page's) names its licence,
# "SPDX-License-Identifier: MIT", in its first five lines. Data, examples, translations,
# resources and documentation are covered by REUSE.toml instead. Lists the files without it and
# fails; changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t files < <(git ls-files -- '*.cpp' '*.h' '*.py' '*.sh' '*.cmake' '*.js' '*.css' '*.html' \
    'CMakeLists.txt' '*/CMakeLists.txt' .ci/run \
    ':!:tests/data/' ':!:examples/' ':!:translations/' ':!:resources/' ':!:docs/' | sort -u)
missing=()
for file in "${files[@]}"; do
    head -n 5 "$file" | grep -q 'SPDX-License-Identifier: MIT' || missing+=("$file")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "check-licence: all ${#files[@]} source files say their licence"
    exit 0
fi
echo "check-licence: ${#missing[@]} of ${#files[@]} source files do not say SPDX-License-Identifier: MIT in their first lines:"
printf '  %s\n' "${missing[@]}"
exit 1
