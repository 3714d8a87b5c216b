# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""A Python program run as a judge runs it, its recursion traced.

A file with top-level code reads its standard input and prints its answer; a file that only
defines `class Solution` gets LeetCode's names and the --call made on Solution(), its result
printed as LeetCode shows it. The program runs in a thread with a stack as large as the memory
limit allows and a recursion limit to match; its own setrecursionlimit and stack_size still
work, scaled for the frame the tracer adds to each call.
"""

import ast
import builtins
import collections
import json
import os
import resource
import signal
import sys
import threading
import traceback
import types

import gt_analysis
import gt_rewrite
import gt_runtime

STACK_MOST = 1 << 29         # the thread's stack: at most 512 MiB (about 440,000 calls deep)
BYTES_PER_LEVEL = 600        # of C stack per traced call (wrapper and body), measured: 3.11
FRAMES_PER_LEVEL = 2         # a traced call is the wrapper's frame and the function's
# PyPy 7.3 reserves memory by the recursion limit in every thread it starts: under a 1 GiB
# address space, a limit scaled as for CPython aborts it when the program starts a thread.
PYPY = sys.implementation.name == 'pypy'
PYPY_STACK_SHARE = 8         # of the address space, against CPython's 4
PYPY_BYTES_PER_LEVEL = 2400

LEETCODE_PRELUDE = '''\
from typing import *
from functools import cache, lru_cache, reduce, cmp_to_key, partial
from collections import Counter, defaultdict, deque, OrderedDict, namedtuple
from heapq import heappush, heappop, heapify, heappushpop, heapreplace, nlargest, nsmallest
from bisect import bisect, bisect_left, bisect_right, insort, insort_left, insort_right
from itertools import (accumulate, chain, combinations, combinations_with_replacement, count,
                       cycle, groupby, islice, permutations, product, repeat, starmap, zip_longest)
from itertools import pairwise
from math import inf, gcd, comb, perm, factorial, isqrt, sqrt, ceil, floor, log, log2
import collections, functools, heapq, bisect, itertools, math, string, re, random, operator
import sys, copy
'''


def _leetcode_names(namespace):
    """The prelude, statement by statement: an older interpreter (PyPy 3.9 has no pairwise)
    goes without what it lacks."""
    for statement in ast.parse(LEETCODE_PRELUDE).body:
        try:
            exec(compile(ast.Module([statement], []), '<leetcode>', 'exec'), namespace)
        except ImportError:
            pass


_LITERAL_NAMES = {'true': True, 'false': False, 'null': None, 'True': True, 'False': False,
                  'None': None}


class Call:
    def __init__(self, method, args, kwargs, text):
        self.method = method
        self.args = args
        self.kwargs = kwargs
        self.text = text


class CallError(gt_analysis.AnalysisError):
    pass


def _literal(node, text):
    """A Python literal (LeetCode's true, false and null too); nothing that runs code."""
    if isinstance(node, ast.Name) and node.id in _LITERAL_NAMES:
        return _LITERAL_NAMES[node.id]
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        items = [_literal(e, text) for e in node.elts]
        return tuple(items) if isinstance(node, ast.Tuple) else set(items) if isinstance(
            node, ast.Set) else items
    if isinstance(node, ast.Dict):
        return {_literal(k, text): _literal(v, text) for k, v in zip(node.keys, node.values)}
    try:
        return ast.literal_eval(node)
    except ValueError:
        raise CallError('call-not-literal', [], ast.get_source_segment(text, node) or '?')


def parse_call(text):
    """'canIWin(10, 11)': the method and its arguments, literals only."""
    try:
        tree = ast.parse(text.strip(), mode='eval')
    except SyntaxError:
        raise CallError('call-syntax', [], text)
    node = tree.body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise CallError('call-syntax', [], text)
    args = [_literal(a, text) for a in node.args]
    kwargs = {k.arg: _literal(k.value, text) for k in node.keywords if k.arg}
    return Call(node.func.id, args, kwargs, text)


def check_call_arity(call, analysis):
    fn = analysis.find_callable(call.method)
    params = fn.params()
    node_args = fn.node.args
    required = len(node_args.posonlyargs + node_args.args) - (1 if fn.skips_first() else 0) \
        - len(node_args.defaults)
    given = len(call.args) + len(call.kwargs)
    if node_args.vararg is None and (given > len(params) or given < required):
        raise CallError('call-arity', [analysis.signature(fn)], str(given))


def syntax_error_answer(error):
    message = '%s: %s' % (type(error).__name__, error.msg)
    return {'ok': False, 'error': 'syntax', 'names': [], 'detail': message,
            'standard': 'python3', 'prelude': False, 'callables': [],
            'parseErrors': [{'line': error.lineno or 0, 'column': error.offset or 0,
                             'message': message}]}


def leetcode_text(value):
    """A result as LeetCode shows it: true, [1,2], "text", null."""
    if value is True:
        return 'true'
    if value is False:
        return 'false'
    if value is None:
        return 'null'
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return '%.5f' % value
    if isinstance(value, (list, tuple)):
        return '[' + ','.join(leetcode_text(v) for v in value) + ']'
    return str(value)


def _settings(variable='GAMETREE_TRACE'):
    text = os.environ.get(variable, '')
    settings = {}
    for item in text.split(','):
        if '=' in item:
            key, value = item.split('=', 1)
            settings[key] = value
    return settings


def _channel_call():
    """The call as typed, from the descriptor GAMETREE_CALL names; None when it names none."""
    fd = _settings('GAMETREE_CALL').get('fd')
    if fd is None:
        return None
    with os.fdopen(int(fd), 'rb') as channel:
        return channel.read().decode('utf-8', 'replace')


def _stack_bytes():
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY:
        return STACK_MOST
    return max(1 << 24, min(STACK_MOST, soft // (PYPY_STACK_SHARE if PYPY else 4)))


class _Limits:
    """The stack and recursion limit the program runs with, and its own requests, scaled."""

    def __init__(self, stack):
        self.stack = stack
        self.most = stack // (PYPY_BYTES_PER_LEVEL if PYPY else BYTES_PER_LEVEL)
        self.asked = None

    def install(self):
        real_set = sys.setrecursionlimit
        limits = self

        def setrecursionlimit(n):
            limits.asked = n
            real_set(min(n * FRAMES_PER_LEVEL + 100, limits.most))
            gt_runtime.RETURNED[2] = True  # near: the returns call their hooks, for now

        def getrecursionlimit():
            return limits.asked if limits.asked is not None else 1000

        def stack_size(size=0):  # a thread of the program's own: as large as ours
            previous = threading.stack_size.__wrapped__()
            if size:
                threading.stack_size.__wrapped__(max(size, limits.stack))
            return previous

        stack_size.__wrapped__ = threading.stack_size
        sys.setrecursionlimit = setrecursionlimit
        sys.getrecursionlimit = getrecursionlimit
        threading.stack_size = stack_size
        real_set(self.most)


def _stand_ins():
    """Modules a judge has that are hints only: pypyjit under CPython."""
    if 'pypyjit' not in sys.modules:
        try:
            __import__('pypyjit')
        except ImportError:
            jit = types.ModuleType('pypyjit')
            jit.set_param = lambda *args, **kwargs: None
            sys.modules['pypyjit'] = jit


def _function_infos(analysis):
    infos = []
    for fid, fn in enumerate(analysis.traced):
        state = [p for p in fn.params() if fn.roles.get(p) != 'fixed']
        turn = next((p for p in fn.params() if fn.roles.get(p) == 'turn'), '')
        infos.append(gt_runtime.FunctionInfo(
            fid, fn.name, fn.line, state, turn, fn.extra_state,
            analysis.names_function(fn), fn.skips_first(),
            fn.cache.lineno if fn.cache is not None else 0))
    return infos


TRACEBACK_FRAMES = 12  # a runaway recursion's traceback is a million frames: its last ones


def _last_tracebacks(tb, count):
    """The last `count` entries of a traceback, read without their positions (3.11 computes
    each frame's columns in extract_tb: seconds for a runaway recursion)."""
    last = collections.deque(maxlen=count)
    while tb is not None:
        last.append(tb)
        tb = tb.tb_next
    return last


def _user_line(tb, name):
    """The line of the innermost frame in the program's file."""
    for entry in reversed(_last_tracebacks(tb, 8 * TRACEBACK_FRAMES)):
        if entry.tb_frame.f_code.co_filename == name:
            return entry.tb_lineno
    return 0


def _print_exception(error, name):
    """The traceback as Python prints it, without the tracer's frames, its last frames only."""
    last = _last_tracebacks(error.__traceback__, 4 * TRACEBACK_FRAMES)
    frames = [f for f in traceback.extract_tb(last[0]) if f.filename == name] if last else []
    frames = frames[-TRACEBACK_FRAMES:]
    lines = ['Traceback (most recent call last):\n'] + traceback.format_list(frames)
    lines += traceback.format_exception_only(type(error), error)
    sys.stderr.write(''.join(lines))


def run(source, name, path, trace_names, call_text):
    rt = gt_runtime.Runtime(_settings())
    gt_runtime.RUNTIME = rt
    if call_text is None:
        call_text = _channel_call()
    call = parse_call(call_text) if call_text is not None else None
    analysis = gt_analysis.Analysis(source, name, trace_names, call.method if call else None)
    rt.functions = _function_infos(analysis)
    code = compile(gt_rewrite.rewrite(analysis), name, 'exec')
    namespace = {'__name__': '__main__', '__file__': path, '__builtins__': builtins}
    gt_runtime.bind(namespace)
    if not analysis.has_main:
        _leetcode_names(namespace)
    _stand_ins()
    sys.argv = [path]
    sys.path[0] = os.path.dirname(os.path.abspath(path))
    limits = _Limits(_stack_bytes())
    outcome = {'status': 0, 'exited_inside': False, 'failed': False}

    def program():
        rt.watch_threads()
        try:
            exec(code, namespace)
            if call is not None:
                target = namespace['Solution']() if 'Solution' in namespace else None
                method = getattr(target, call.method) if target is not None \
                    else namespace[call.method]
                result = method(*call.args, **call.kwargs)
                print(leetcode_text(result))
            _join_program_threads()
        except SystemExit as stop:
            code_ = stop.code
            if code_ is not None and not isinstance(code_, int):
                sys.stderr.write(str(code_) + '\n')
                code_ = 1
            outcome['status'] = code_ or 0
            outcome['exited_inside'] = True
        except BaseException as error:  # the program's own failure, shown as Python shows it
            _fail(rt, error, name, outcome)

    def thread_failure(hook):
        if hook.exc_type is SystemExit:
            return
        _fail(rt, hook.exc_value, name, outcome)

    threading.excepthook = thread_failure
    threading.stack_size(limits.stack)
    if rt.on:
        _send_before_ending(rt)
    limits.install()
    worker = threading.Thread(target=program, name='program')
    worker.start()
    while worker.is_alive():  # in short waits: the kernel may give a signal to the program's
        worker.join(0.05)     # thread, and only this one runs Python's handlers
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    if not outcome['failed']:
        gt_runtime.finish(rt, outcome['exited_inside'])
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(outcome['status'])


def _send_before_ending(rt):
    """The CPU limit (SIGXCPU) and the studio's time-out (SIGTERM, also for a program that
    stopped itself) end the program; first its whole records are sent, as the C++ runtime
    does. Python runs the handler in the main thread, which only waits for the program's."""
    def send_and_end(number, frame):
        rt.stream.send_whole()
        signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)

    for number in (signal.SIGXCPU, signal.SIGTERM):
        signal.signal(number, send_and_end)


def _join_program_threads():
    """Threads the program started (threading.Thread(target=main)) finish first."""
    me = threading.current_thread()
    for thread in threading.enumerate():
        if thread is not me and thread is not threading.main_thread() and not thread.daemon:
            thread.join()


def _fail(rt, error, name, outcome):
    if outcome['failed']:
        return
    outcome['failed'] = True
    outcome['status'] = 1
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    _print_exception(error, name)
    last = traceback.format_exception_only(type(error), error)[-1].strip()
    line = _user_line(error.__traceback__, name)
    if isinstance(error, MemoryError):
        rt.pending.clear()
        rt.stream.text_record(gt_runtime.stream.FAILURE,
                              (gt_runtime.stream.FAILURE_OUT_OF_MEMORY, 0, line), '')
        rt.stream.flush()
        return
    gt_runtime.fail_with_exception(rt, line, ('line %d: %s' % (line, last)) if line else last)
