#!/usr/bin/env python3
"""Regenerate manifest.tsv from Python programs, their inputs and their counted copies.

    tests/data/as_written_python/make_manifest.py [--python PY] [--check] [DIR ...]

Without DIR, it does tests/data/as_written_python and tests/data/seed_python. For every row
of DIR/expectations.tsv (name, traced, turn, values, notes):

- a class-only file (one with a NAME.call) runs inside a driver that gives it LeetCode's
  Python environment (the names LeetCode imports for you), makes the call on Solution() in a
  thread with a large stack and prints the result as LeetCode shows it: true/false, null,
  [1,2,3] without spaces, "text" in double quotes;
- any other file runs as a judge runs it, `PY NAME.py < NAME.in`, once per input: NAME.in
  gives row NAME, NAME.2.in row NAME#2, NAME.3.in row NAME#3, ...;
- DIR/counted/NAME.py runs the same way and must print exactly the same stdout; the last
  stderr line "calls=C memo=M roots=R" gives the figures, and any "fn F calls=C memo=M
  roots=R" lines are appended to the notes.

When DIR has a file named `originals`, its first line is the folder (relative to DIR) that
holds the programs and their inputs; the counted copies and the tables stay in DIR.
Any disagreement, crash, timeout or missing file stops the script with status 1.
--check writes nothing and fails when a manifest.tsv differs from the one it would write.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_DIRS = [HERE, HERE.parent / 'seed_python']
HEADER = ('name', 'kind', 'expected_stdout_trimmed', 'calls', 'memo_hits', 'roots',
          'traced', 'turn', 'values', 'notes')
FIGURES = re.compile(r'calls=(\d+) memo=(\d+) roots=(\d+)')
TIMEOUT = 120  # seconds per run
SLOW = 5.0  # warn past this many seconds

# The names LeetCode's Python 3 judge has imported before the solution's first line.
PRELUDE = '''\
from typing import *
from collections import *
from itertools import *
from functools import cache, lru_cache, reduce, cmp_to_key, partial, total_ordering
from heapq import heappush, heappop, heapify, heappushpop, heapreplace, nlargest, nsmallest
from bisect import bisect, bisect_left, bisect_right, insort, insort_left, insort_right
from math import inf, gcd, lcm, isqrt, sqrt, comb, perm, factorial, log, log2, ceil, floor
import bisect, collections, functools, heapq, itertools, math, operator, random, re, string
import sys
'''

# Runs a class-only file: python3 -c DRIVER FILE CALL.
DRIVER = '''\
import ast
import json
import sys
import threading
import traceback

PRELUDE = %r


def show(v):
    if isinstance(v, bool):
        return 'true' if v else 'false'
    if v is None:
        return 'null'
    if isinstance(v, float):
        return '%%.5f' %% v
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, (list, tuple)):
        return '[' + ','.join(show(x) for x in v) + ']'
    return str(v)


def run(path, call, failure):
    try:
        ns = {'__name__': '__main__', '__file__': path, '__builtins__': __builtins__}
        exec(compile(PRELUDE, '<leetcode prelude>', 'exec'), ns)
        with open(path, 'rb') as f:
            exec(compile(f.read(), path, 'exec', dont_inherit=True), ns)
        expr = ast.parse(call.strip(), mode='eval').body
        if not isinstance(expr, ast.Call) or not isinstance(expr.func, ast.Name):
            raise ValueError('the call must read name(literal, ...): ' + call)
        args = [ast.literal_eval(a) for a in expr.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in expr.keywords}
        result = getattr(ns['Solution'](), expr.func.id)(*args, **kwargs)
        sys.stdout.write(show(result) + '\\n')
    except BaseException:
        failure.append(traceback.format_exc())


def main():
    failure = []
    sys.setrecursionlimit(10 ** 6)
    threading.stack_size(512 << 20)
    worker = threading.Thread(target=run, args=(sys.argv[1], sys.argv[2], failure))
    worker.start()
    worker.join()
    sys.stdout.flush()
    if failure:
        sys.stderr.write(failure[0])
        sys.exit(1)


main()
''' % PRELUDE


class Failure(Exception):
    pass


def escape(text):
    """Trimmed, with backslash, tab, CR and LF written as \\\\ \\t \\r \\n."""
    text = text.strip(' \t\n\r\f\v')
    for old, new in (('\\', '\\\\'), ('\t', '\\t'), ('\r', '\\r'), ('\n', '\\n')):
        text = text.replace(old, new)
    return text


def run(python, program, call, stdin_path, label):
    """Runs one program; returns (stdout bytes, stderr text)."""
    if call is None:
        command = [python, str(program)]
    else:
        command = [python, '-c', DRIVER, str(program), call]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE='1', PYTHONIOENCODING='utf-8')
    start = time.monotonic()
    with open(stdin_path, 'rb') as stdin, tempfile.TemporaryDirectory() as cwd:
        try:
            done = subprocess.run(command, stdin=stdin, capture_output=True, cwd=cwd,
                                  env=env, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            raise Failure(f'{label}: {program} ran longer than {TIMEOUT} s') from None
    seconds = time.monotonic() - start
    err = done.stderr.decode('utf-8', 'replace')
    if done.returncode != 0:
        raise Failure(f'{label}: {program} exited with {done.returncode}: {err[-600:]}')
    if seconds > SLOW:
        print(f'make_manifest: warning: {label}: {program.name} took {seconds:.1f} s',
              file=sys.stderr)
    return done.stdout, err


def read_expectations(path):
    rows = []
    lines = path.read_text(encoding='utf-8').splitlines()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        fields = line.split('\t')
        if len(fields) != 5:
            raise Failure(f'{path}:{number}: {len(fields)} fields, not 5')
        rows.append(fields)
    return rows


def inputs_of(folder, name):
    """[(row name, input file)] for a stdin program."""
    first = folder / f'{name}.in'
    if not first.is_file():
        raise Failure(f'{first} is missing')
    found = [(name, first)]
    k = 2
    while (folder / f'{name}.{k}.in').is_file():
        found.append((f'{name}#{k}', folder / f'{name}.{k}.in'))
        k += 1
    return found


def manifest_of(directory, python):
    """The text of DIR/manifest.tsv."""
    originals = directory
    pointer = directory / 'originals'
    if pointer.is_file():
        originals = (directory / pointer.read_text(encoding='utf-8').splitlines()[0]).resolve()
    expectations = directory / 'expectations.tsv'
    if not expectations.is_file():
        raise Failure(f'{expectations} is missing')
    lines = ['\t'.join(HEADER)]
    listed = set()
    for name, traced, turn, values, notes in read_expectations(expectations):
        listed.add(name)
        source = originals / f'{name}.py'
        counted = directory / 'counted' / f'{name}.py'
        for path in (source, counted):
            if not path.is_file():
                raise Failure(f'{path} is missing')
        call_file = originals / f'{name}.call'
        if call_file.is_file():
            kind = 'call'
            call = call_file.read_text(encoding='utf-8').splitlines()[0].strip()
            runs = [(name, Path(os.devnull))]
        else:
            kind = 'stdin'
            call = None
            runs = inputs_of(originals, name)
        for row, stdin_path in runs:
            out, _ = run(python, source, call, stdin_path, row)
            counted_out, err = run(python, counted, call, stdin_path, row)
            if out != counted_out:
                raise Failure(f'{row}: the counted copy prints {counted_out[:200]!r}, '
                              f'the original {out[:200]!r}')
            err_lines = err.splitlines()
            figures = FIGURES.fullmatch(err_lines[-1].strip()) if err_lines else None
            if figures is None:
                raise Failure(f'{row}: the last stderr line of the counted copy is not '
                              f'calls=C memo=M roots=R: {err[-300:]!r}')
            per_function = [line[3:] for line in err_lines if line.startswith('fn ')]
            row_notes = notes
            if per_function:
                row_notes += '; per function: ' + '; '.join(per_function)
            text = escape(out.decode('utf-8'))
            lines.append('\t'.join((row, kind, text) + figures.groups()
                                   + (traced, turn, values, row_notes)))
    for program in sorted(originals.glob('*.py')):
        if program.stem not in listed and program.resolve() != Path(__file__).resolve():
            raise Failure(f'{program} has no row in {expectations}')
    return '\n'.join(lines) + '\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('dirs', nargs='*', type=Path, help='corpus folders')
    parser.add_argument('--python', default=os.environ.get('PYTHON', 'python3'),
                        help='the interpreter (default: $PYTHON or python3)')
    parser.add_argument('--check', action='store_true',
                        help='write nothing; fail if a manifest.tsv is out of date')
    options = parser.parse_args()
    stale = []
    try:
        for directory in options.dirs or DEFAULT_DIRS:
            directory = directory.resolve()
            text = manifest_of(directory, options.python)
            target = directory / 'manifest.tsv'
            rows = text.count('\n') - 1
            if options.check:
                old = target.read_text(encoding='utf-8') if target.is_file() else None
                if old != text:
                    stale.append(str(target))
                print(f'make_manifest: checked {target} ({rows} rows)', file=sys.stderr)
            else:
                target.write_text(text, encoding='utf-8')
                print(f'make_manifest: wrote {target} ({rows} rows)', file=sys.stderr)
    except Failure as failure:
        print(f'make_manifest: {failure}', file=sys.stderr)
        return 1
    if stale:
        print('make_manifest: out of date: ' + ', '.join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
