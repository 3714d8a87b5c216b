# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""Game Tree Studio's tracer of Python programs, run as `python3 DIR COMMAND FILE ...`.

    analyze FILE [--name NAME] [--trace F]... [--call EXPR]
        prints what will be traced as JSON (the plan the C++ side reads)
    run FILE [--name NAME] [--trace F]... [--call EXPR]
        runs the program as a judge would, writing the trace stream on the descriptor that
        GAMETREE_TRACE names (fd=3,memo=1,root=1,max-calls=N,calls-fd=6); without --call,
        the call is read from the descriptor GAMETREE_CALL names (fd=5), if any
"""

import argparse
import json
import os
import sys

import gt_analysis
import gt_program


def _arguments(argv):
    parser = argparse.ArgumentParser(prog='gametree-trace')
    parser.add_argument('command', choices=('analyze', 'run'))
    parser.add_argument('file')
    parser.add_argument('--name', default='')
    parser.add_argument('--trace', action='append', default=[])
    parser.add_argument('--call', default=None)
    return parser.parse_args(argv)


def analyze(args, source, name):
    try:
        call = gt_program.parse_call(args.call) if args.call is not None else None
        analysis = gt_analysis.Analysis(source, name, args.trace, call.method if call else None)
        if call is None and not analysis.has_main:
            raise gt_analysis.AnalysisError(
                'no-entry', [analysis.signature(f) for f in analysis.callable_functions()])
        plan = analysis.plan()
        if call is not None:
            gt_program.check_call_arity(call, analysis)
    except SyntaxError as error:
        plan = gt_program.syntax_error_answer(error)
    except gt_analysis.AnalysisError as error:
        plan = {'ok': False, 'error': error.code, 'names': error.names, 'detail': error.detail,
                'standard': 'python3', 'prelude': False, 'callables': [], 'parseErrors': []}
    sys.stdout.write(json.dumps(plan, ensure_ascii=False))
    return 0


def main(argv):
    args = _arguments(argv)
    with open(args.file, 'rb') as f:
        source = f.read()
    name = args.name or args.file
    if args.command == 'analyze':
        return analyze(args, source, name)
    return gt_program.run(source, name, args.file, args.trace, args.call)


if __name__ == '__main__':
    status = main(sys.argv[1:]) or 0
    sys.stdout.flush()
    os._exit(status)
