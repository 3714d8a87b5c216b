#!/usr/bin/env bash
# Regenerates manifest.tsv in tests/data/as_written and tests/data/seed_code
# (or in the folders given as arguments) from the programs, their inputs,
# their counted copies and the hand-written expectations.tsv.
#
#   tests/data/as_written/make_manifest.sh [DIR...]
#
# For every row of DIR/expectations.tsv (name, traced, turn, values, notes):
#   - DIR/NAME.cpp is compiled with -Wall (a class-only file, one with a
#     DIR/NAME.call, is compiled inside a generated driver that makes that call
#     and prints the result with cout, bools as true/false, vectors as [1,2,3]);
#   - DIR/counted/NAME.cpp is compiled and must print exactly the same stdout;
#     its last stderr line "calls=C memo=M roots=R" gives the figures, and any
#     "fn F calls=C memo=M roots=R" lines are appended to the notes;
#   - a stdin program runs once per input: NAME.in gives row NAME,
#     NAME.2.in row NAME#2, NAME.3.in row NAME#3, ...
# Notes tokens read here: "std=gnu++14" compiles that row with another
# standard; "uncompilable" says the original does not compile as written (the
# verbatim seeds with non-breaking spaces), its stdout is taken from the
# counted copy.
# Programs are run with an unlimited stack (as on AtCoder); 000/001 need more
# than 8 MiB. Any disagreement, crash or missing file stops the script.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ $# -gt 0 ]; then dirs=("$@"); else dirs=("$here" "$here/../seed_code"); fi
CXX=${CXX:-g++}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ulimit -s unlimited 2>/dev/null || ulimit -s "$(ulimit -H -s)"

die() { echo "make_manifest: $*" >&2; exit 1; }

# trimmed, with \ tab CR LF escaped as \\ \t \r \n
escape() {
    local s
    s=$(<"$1")
    s="${s#"${s%%[![:space:]]*}"}"
    s="${s%"${s##*[![:space:]]}"}"
    s=${s//\\/\\\\}
    s=${s//$'\t'/\\t}
    s=${s//$'\r'/\\r}
    s=${s//$'\n'/\\n}
    printf '%s' "$s"
}

# run BINARY INPUT OUT ERR: at most 10 s, warns past 1 s
run() {
    local t0 t1 rc=0
    t0=$(date +%s%N)
    timeout 10 "$1" <"$2" >"$3" 2>"$4" || rc=$?
    t1=$(date +%s%N)
    [ $rc -eq 0 ] || die "$1 < $2 exited with $rc: $(head -c 300 "$4")"
    if [ $(((t1 - t0) / 1000000)) -gt 1000 ]; then
        echo "make_manifest: warning: $1 < $2 took $(((t1 - t0) / 1000000)) ms" >&2
    fi
}

for dir in "${dirs[@]}"; do
    dir=$(cd "$dir" && pwd)
    exp="$dir/expectations.tsv"
    [ -f "$exp" ] || die "$exp is missing"
    out="$dir/manifest.tsv"
    printf 'name\tkind\texpected_stdout_trimmed\tcalls\tmemo_hits\troots\ttraced\tturn\tvalues\tnotes\n' >"$tmp/manifest"
    listed=" "
    while IFS=$'\t' read -r name traced turn values notes; do
        [ -n "$name" ] || continue
        listed+="$name "
        src="$dir/$name.cpp"
        cnt="$dir/counted/$name.cpp"
        [ -f "$src" ] || die "$src is missing"
        [ -f "$cnt" ] || die "$cnt is missing"
        std=gnu++20
        [[ " $notes " =~ [[:space:]]std=([^[:space:];,:]+) ]] && std=${BASH_REMATCH[1]}

        $CXX -std="$std" -O2 -o "$tmp/counted" "$cnt" 2>"$tmp/cc.err" ||
            die "$cnt does not compile: $(grep -m3 error "$tmp/cc.err")"

        if [ -f "$dir/$name.call" ]; then
            kind=call
            call=$(head -n 1 "$dir/$name.call")
            # a braced list becomes an lvalue vector, so that it binds to vector<int>&
            callx=$(sed 's/{/gt_lv(std::vector{/g; s/}/})/g' <<<"$call")
            cat >"$tmp/driver.cpp" <<EOF
#include <bits/stdc++.h>
using namespace std;
#include "$src"
template <class T> T &gt_lv(T &&x) { return x; }
inline void gt_show(bool b) { cout << boolalpha << b; }
template <class T> void gt_show(const T &x) { cout << x; }
template <class T> void gt_show(const vector<T> &v) {
    cout << '[';
    for (size_t i = 0; i < v.size(); i++) { if (i) cout << ','; gt_show(v[i]); }
    cout << ']';
}
int main() {
    auto gt_sol = make_unique<Solution>();
    gt_show(gt_sol->$callx);
    cout << '\n';
}
EOF
            osrc="$tmp/driver.cpp"
            inputs=(/dev/null)
            rows=("$name")
        else
            kind=stdin
            osrc="$src"
            [ -f "$dir/$name.in" ] || die "$dir/$name.in is missing"
            inputs=("$dir/$name.in")
            rows=("$name")
            k=2
            while [ -f "$dir/$name.$k.in" ]; do
                inputs+=("$dir/$name.$k.in")
                rows+=("$name#$k")
                k=$((k + 1))
            done
        fi

        have_orig=1
        if ! $CXX -std="$std" -O2 -Wall -o "$tmp/orig" "$osrc" 2>"$tmp/orig.err"; then
            [[ " $notes " == *" uncompilable"* ]] ||
                die "$src does not compile: $(grep -m3 error "$tmp/orig.err")"
            have_orig=0
        fi
        nwarn=$(grep -c 'warning:' "$tmp/orig.err" || true)
        [ "$have_orig" = 0 ] || [ "$nwarn" = 0 ] ||
            echo "make_manifest: $name: $nwarn -Wall warning(s), first: $(grep -m1 -o 'warning: .*' "$tmp/orig.err")" >&2

        for i in "${!inputs[@]}"; do
            in=${inputs[$i]}
            row=${rows[$i]}
            run "$tmp/counted" "$in" "$tmp/c.out" "$tmp/c.err"
            if [ "$have_orig" = 1 ]; then
                run "$tmp/orig" "$in" "$tmp/o.out" "$tmp/o.err"
                cmp -s "$tmp/o.out" "$tmp/c.out" ||
                    die "$row: the counted copy prints '$(head -c 200 "$tmp/c.out")', the original '$(head -c 200 "$tmp/o.out")'"
            fi
            fig=$(grep -E '^calls=[0-9]+ memo=[0-9]+ roots=[0-9]+$' "$tmp/c.err" | tail -n 1) ||
                die "$row: the counted copy printed no calls=/memo=/roots= line"
            read -r calls memo roots < <(sed -E 's/calls=([0-9]+) memo=([0-9]+) roots=([0-9]+)/\1 \2 \3/' <<<"$fig")
            rnotes=$notes
            perfn=$(grep -E '^fn ' "$tmp/c.err" | sed 's/^fn //' | paste -sd ';' - | sed 's/;/; /g' || true)
            [ -z "$perfn" ] || rnotes="$rnotes; per function: $perfn"
            printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$row" "$kind" "$(escape "$tmp/c.out")" \
                "$calls" "$memo" "$roots" "$traced" "$turn" "$values" "$rnotes" >>"$tmp/manifest"
        done
    done < <(tail -n +2 "$exp")

    for f in "$dir"/*.cpp; do
        n=$(basename "$f" .cpp)
        [[ "$listed" == *" $n "* ]] || die "$f has no row in $exp"
    done
    mv "$tmp/manifest" "$out"
    echo "make_manifest: wrote $out ($(($(wc -l <"$out") - 1)) rows)" >&2
done
