# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""The traced calls of a Python program: what the rewritten program calls (gt_rewrite.py).

Each traced function is wrapped once; a call writes an Enter record with its state and a
Leave record with its value, the line it returned from and how (a base case, a memo answer,
computed from children). A cache decorator is replaced by the wrapper's own cache (_Cache),
which answers as functools would and tells each answer from the cache apart.

A rewritten return statement stores how it returned into RETURNED, the program's
_gt_returned, a list [code, hit, near]: code, its line times two plus one for an early exit; hit,
a memo answer (set by _gt_hit and by _gt_miss's memo test). A recorded call reads both when its
function returns and clears them. While near is true the returns call their hooks _gt_ret and
_gt_hit instead of storing. (A list: PyPy may check its stack on an attribute's store.)

The recursion limit: where a RecursionError strikes shows in the stream (which call is the last,
torn or entered, its line and message), and every Python frame and every C call that checks the
limit counts. A generated wrapper makes the Python calls of the tracer's plain code (getters,
encoders: the path `_gt_near`) unless isinstance(0, NEAR), which checks the limit at as many
levels as the deepest of those calls and of a return's hook, succeeds; then it reads and encodes
inline, and sets near false, so that the returns of its function store inline. All else that
runs a traced function's body sets near true.
"""

import _thread
import collections
import functools
import os
import sys
import types

import gt_stream as stream

_KEYWORD_MARK = (object(),)
_MISSING = object()


class Runtime:
    """The run's switches and counters, from GAMETREE_TRACE."""

    def __init__(self, settings):
        self.stream = stream.Stream(int(settings.get('fd', -1)))
        self.memo = settings.get('memo', '1') != '0'
        self.wanted_root = int(settings.get('root', 1))
        self.max_calls = int(settings.get('max-calls', 200000000))
        self.counter = stream.CallsCounter(int(settings.get('calls-fd', -1)))
        self.on = self.stream.fd >= 0
        # The numbers every traced call reads and writes are cells: the generated wrappers share
        # them as closure variables (DEPTH, OPEN, ...), all else reads cell_contents.
        self.depth = types.CellType(0)           # traced calls open, recorded or not
        self.open = types.CellType(0)            # recorded calls whose Leave is not written
        self.recording = types.CellType(False)
        self.first_turn = types.CellType(None)
        # Once the program starts a thread, a thread's call enters the trace only while no
        # other thread's recursion is open (the first one in owns it); others run untraced.
        self.threaded = types.CellType(False)
        self.owner = types.CellType(None)
        self.calls = self.stream.calls           # recorded calls entered
        self.roots = 0
        # Several separate recursions traced (groups=0.0.1): each function's group; each group's
        # top-level calls, counted apart so that every group's root K is recorded, its calls
        # under them and all its calls, recorded or not (the studio draws the one with the most).
        self.groups = [int(g) for g in settings.get('groups', '').split('.') if g.isdigit()]
        count = max(self.groups) + 1 if self.groups else 0
        self.group_roots = [0] * count if count > 1 else []
        self.group_own_calls = [0] * count
        self.group_all_calls = [0] * count
        self.root_group = 0
        self.pending = []       # Leave records of calls an exception ended (see unwind)
        self.announced = set()
        self.functions = []
        if self.on:
            self.stream.record(stream.STREAM_VERSION, stream.VERSION)
            os.register_at_fork(after_in_child=self.forget_trace)
            self.flush_before_leaving()

    def flush_before_leaving(self):
        """os._exit, os.abort and the exec functions leave without the exit the tracer waits for,
        and a signal the program sends may end it at once (SIGKILL): the whole records not yet
        sent go first (os.execl and the others call execv or execve)."""
        import signal
        import time
        # After these the studio ends the program (a stop), or gt_program's handler does: the
        # program waits for it, so that no call made after them is drawn.
        ending = {getattr(signal, name) for name in (
            'SIGSTOP', 'SIGTSTP', 'SIGTTIN', 'SIGTTOU', 'SIGTERM', 'SIGXCPU')}
        for module, name in ((os, '_exit'), (os, 'abort'), (os, 'execv'), (os, 'execve'),
                             (os, 'kill'), (os, 'killpg'), (signal, 'raise_signal')):
            real = getattr(module, name, None)
            if real is None:
                continue

            def leave(*args, _real=real, _name=name, **kwargs):
                self.stream.flush()
                result = _real(*args, **kwargs)
                if len(args) >= 1 and args[-1] in ending and _sent_to_itself(_name, args):
                    time.sleep(10)  # the end comes first, however busy the machine
                return result
            setattr(module, name, leave)

    def watch_threads(self):
        """From the program thread, before the program runs: threads it starts."""
        import threading
        runtime = self

        def start(thread):
            runtime.threaded.cell_contents = True
            return real_start(thread)

        def start_new_thread(*args, **kwargs):
            runtime.threaded.cell_contents = True
            return real_start_new(*args, **kwargs)
        real_start = threading.Thread.start
        real_start_new = _thread.start_new_thread
        threading.Thread.start = functools.update_wrapper(start, real_start)
        _thread.start_new_thread = start_new_thread

    def forget_trace(self):
        """In a child of os.fork(): a copy of the program, whose calls are not the run's. The
        parent sends the trace; the child sends nothing, also not the records it copied."""
        self.stream.fd = -1
        del self.stream.out[:]
        self.counter.cell = None


def _sent_to_itself(name, args):
    """Whether os.kill, os.killpg or signal.raise_signal, called with args, signals this process."""
    if name == 'raise_signal':
        return True
    if name == 'kill':
        return args[0] in (0, os.getpid(), -os.getpgrp())
    if name == 'killpg':
        return args[0] in (0, os.getpgrp())
    return False


RUNTIME = None
RETURNED = [0, False, True]  # what the last return said: code, hit; and near


def bind(namespace):
    """The names the rewritten program uses, in its namespace."""
    namespace.update({'_gt_traced': traced, '_gt_ret': _gt_ret, '_gt_hit': _gt_hit,
                      '_gt_miss': _gt_miss, '_gt_memo_on': _gt_memo_on,
                      '_gt_returned': RETURNED})


def _gt_ret(value, code):
    RETURNED[0] = code
    return value


def _gt_hit(value, code):
    RETURNED[0] = RETURNED[0] & 1 | code
    RETURNED[1] = True
    return value


def _gt_miss(missing):
    """`if key not in memo:` : true means compute; with the memo off, always."""
    if not RUNTIME.memo:
        return True
    if not missing:
        RETURNED[1] = True
    return missing


def _gt_memo_on():
    return RUNTIME.memo


class FunctionInfo:
    """A traced function as the analysis described it."""

    def __init__(self, fid, name, line, state, turn, extra, names_function, skip_first,
                 cache_line=0):
        self.fid = fid
        self.name = name
        self.line = line
        self.state = state          # the ones in the label
        self.turn = turn            # the turn flag's name, or ''
        self.extra = extra          # globals and closure variables in the label
        self.names_function = names_function
        self.skip_first = skip_first
        self.cache_line = cache_line


def _announce(rt, info):
    rt.announced.add(info.fid)
    descriptor = ('+' if info.names_function else '-') + info.name + ''.join(
        '|' + p for p in info.state + info.extra)
    rt.stream.text_record(stream.FUNCTION_SCHEMA, (info.fid, info.line), descriptor)


def _state_reader(func, info):
    """A function of (args, kwargs) giving the label's values in order."""
    code = func.__code__
    positional = list(code.co_varnames[:code.co_argcount])
    defaults = dict(zip(positional[len(positional) - len(func.__defaults__ or ()):],
                        func.__defaults__ or ()))
    defaults.update(func.__kwdefaults__ or {})
    positions = [positional.index(p) if p in positional else -1 for p in info.state]
    has_varargs = bool(code.co_flags & 0x04)
    varargs_name = code.co_varnames[code.co_argcount + code.co_kwonlyargcount] \
        if has_varargs else None
    getters = [_outer_getter(func, name) for name in info.extra]

    def read(args, kwargs):
        values = []
        for name, at in zip(info.state, positions):
            if name == varargs_name:
                values.append(tuple(args[len(positional):]))
            elif 0 <= at < len(args):
                values.append(args[at])
            elif name in kwargs:
                values.append(kwargs[name])
            else:
                values.append(defaults.get(name))
        for get in getters:
            values.append(get(args))
        return values
    read.single = (len(info.state) == 1 and not getters and not has_varargs
                   and positions[0] >= 0)
    read.position = positions[0] if positions else -1
    return read


def _outer_cell(func, name):
    """The cell of func's closure variable name, or None for a global."""
    code = func.__code__
    if func.__closure__ and name in code.co_freevars:
        return func.__closure__[code.co_freevars.index(name)]
    return None


def _outer_getter(func, name):
    """Reads a global or closure variable of func, or an attribute of a method's self
    ('self.board'), as it is at each call: a function of the call's positional arguments."""
    if '.' in name:
        attribute = name.split('.', 1)[1]
        return lambda args: getattr(args[0], attribute, None) if args else None
    cell = _outer_cell(func, name)
    if cell is not None:
        def from_cell(args):
            try:
                return cell.cell_contents
            except ValueError:
                return None
        return from_cell
    namespace = func.__globals__
    return lambda args: namespace.get(name)


def _write_pending(rt):
    """Leave records of calls an exception ended, once the program goes on (it caught it)."""
    out = rt.stream.out
    for record in rt.pending:
        out += record
        rt.open.cell_contents -= 1
    rt.pending.clear()


def traced(fid, cached=False, maxsize=None, typed=False):
    """The decorator put on each traced function (in place of its cache decorator)."""
    def wrap(func):
        return _make_wrapper(func, RUNTIME.functions[fid], cached, maxsize, typed)
    return wrap


class _Cache:
    """A traced function's cache in place of functools' @cache or @lru_cache(maxsize, typed): it
    answers the calls functools would, and its wrapper has cache_info(), cache_clear() and
    cache_parameters(). With the memo off (memo=0) every call goes through to the function, a
    miss. Every wrapper calls through it with the code `calling` writes for its arguments."""

    # A call through the cache: the key, the value the cache holds for it (a hit, which the
    # wrapper answers with), else the function's value (a miss), kept.
    CALL = ('key = {key}',
            'if MEMO:',
            '    value = {lookup}',
            '    if value is not MISSING:',
            '        stats[0] += 1',
            '        {answer}',
            'stats[1] += 1',
            'value = {call}',
            'if MEMO:',
            '    {store}')

    def __init__(self, maxsize, typed, memo):
        self.maxsize = maxsize
        self.typed = typed
        self.memo = memo
        self.bounded = maxsize is not None
        self.table = collections.OrderedDict() if self.bounded else {}
        self.stats = [0, 0]  # hits, misses

    @classmethod
    def calling(cls, key, call, answer, indent, bounded=False):
        """CALL for one wrapper, as lines indented by `indent`: key and call are its
        expressions, answer its statements."""
        fields = {'key': key, 'call': call,
                  'lookup': 'lookup(key)' if bounded else 'cache.get(key, MISSING)',
                  'store': 'store(key, value)' if bounded else 'cache[key] = value'}
        lines = []
        for line in cls.CALL:
            if line.endswith('{answer}'):
                at = line.index('{')
                lines += [line[:at] + statement for statement in answer]
            else:
                lines.append(line.format(**fields))
        return '\n'.join(' ' * indent + line for line in lines)

    def names(self):
        """What the code `calling` writes reads."""
        return {'MEMO': self.memo, 'MISSING': _MISSING, 'cache': self.table, 'stats': self.stats,
                'lookup': self.lookup, 'store': self.store, 'key_of': self.key}

    def key(self, args, kwargs):
        key = args
        if kwargs:
            key += _KEYWORD_MARK
            for item in kwargs.items():
                key += item
        if self.typed:
            key += tuple(type(v) for v in args)
            if kwargs:
                key += tuple(type(v) for v in kwargs.values())
        return key

    def lookup(self, key):
        """A bounded cache's value for key, the most recently used from now on; or MISSING."""
        table = self.table
        if self.maxsize <= 0:
            return _MISSING
        if key in table:
            table.move_to_end(key)
            return table[key]
        return _MISSING

    def store(self, key, value):
        """Into a bounded cache, which forgets its least recently used value past maxsize."""
        table = self.table
        if self.maxsize <= 0:
            return
        table[key] = value
        if len(table) > self.maxsize:
            table.popitem(last=False)

    def install(self, wrapper):
        wrapper.cache_info = self.info
        wrapper.cache_clear = self.clear
        wrapper.cache_parameters = self.parameters

    def info(self):
        return functools._CacheInfo(self.stats[0], self.stats[1], self.maxsize, len(self.table))

    def clear(self):
        self.table.clear()
        self.stats[0] = self.stats[1] = 0

    def parameters(self):
        return {'maxsize': self.maxsize, 'typed': self.typed}


def _make_wrapper(func, info, cached, maxsize, typed):
    rt = RUNTIME
    if not rt.on:
        if cached:
            return functools.lru_cache(maxsize=maxsize, typed=typed)(func)
        return func
    cache = _Cache(maxsize, typed, rt.memo) if cached else None
    # Several separate recursions: the general wrapper, which counts each one's calls.
    fast = None if rt.group_roots else _fast_wrapper(func, info, cache)
    if fast is not None:
        return fast
    read_state = _state_reader(func, info)
    stream_ = rt.stream
    enter_head = bytes([stream.ENTER_KEY_FIRST]) + stream.varint(info.fid)
    enter_head_second = bytes([stream.ENTER_KEY_FIRST | 1]) + stream.varint(info.fid)
    turn_at = info.state.index(info.turn) if info.turn in info.state else -1
    encode = stream.encode_budgeted
    leave_bytes = stream.leave_bytes
    single = read_state.single
    position = read_state.position
    memo_line = info.cache_line or info.line
    depth_, open_, calls_, recording, first_turn = \
        rt.depth, rt.open, rt.calls, rt.recording, rt.first_turn
    threaded, owner = rt.threaded, rt.owner
    if cached:
        through = _function(_shared_code(_THROUGH.format(call=_Cache.calling(
            'key_of(args, kwargs)', 'func(*args, **kwargs)', ['return True, value'], 4,
            cache.bounded)), 'through'), dict(cache.names(), func=func), {})

    def unrecorded(args, kwargs):
        depth_.cell_contents += 1
        try:
            return through(args, kwargs)[1] if cached else func(*args, **kwargs)
        finally:
            depth_.cell_contents -= 1

    def wrapper(*args, **kwargs):
        if threaded.cell_contents:
            if depth_.cell_contents == 0:
                owner.cell_contents = _thread.get_ident()
            elif _thread.get_ident() != owner.cell_contents:
                return through(args, kwargs)[1] if cached else func(*args, **kwargs)
        RETURNED[2] = True
        if depth_.cell_contents == 0:
            _start_root(rt, info.fid)
        if rt.group_roots:
            _count_call(rt, info.fid)
        if not recording.cell_contents:
            return unrecorded(args, kwargs)
        depth_.cell_contents += 1
        calls = calls_.cell_contents + 1
        calls_.cell_contents = calls
        if calls > rt.max_calls:
            _fail(rt, stream.FAILURE_TOO_MANY_CALLS, 0, '')
        rt.counter.store(calls)
        if depth_.cell_contents > stream.MAX_DEPTH:
            _fail(rt, stream.FAILURE_TOO_DEEP, info.line, '')
        if rt.pending:
            _write_pending(rt)
        if info.fid not in rt.announced:
            _announce(rt, info)
        if single and not kwargs and position < len(args):
            state = (args[position],)
        else:
            state = read_state(args, kwargs)
        if turn_at >= 0:
            if first_turn.cell_contents is None:
                first_turn.cell_contents = state[turn_at]
            second = state[turn_at] != first_turn.cell_contents
        else:
            second = not (depth_.cell_contents & 1)
        record = bytearray(enter_head_second if second else enter_head)
        for value in state:
            encode(value, record)
        out = stream_.out
        out += record  # whole: a RecursionError above tears no record
        open_.cell_contents += 1
        stream_.mark.cell_contents = written = len(out)
        if written > stream.CHUNK_BYTES:
            stream_.flush()
        try:
            if cached:
                found, value = through(args, kwargs)
                if found:
                    _leave(stream.LEAVE_MEMO, value, memo_line)
                    return value
            else:
                value = func(*args, **kwargs)
        except BaseException:
            outcome = stream.LEAVE_COMPUTED if calls_.cell_contents != calls \
                else stream.LEAVE_BASE
            rt.pending.append(bytes([stream.LEAVE | outcome]) + b'\x00\x00')
            depth_.cell_contents -= 1
            RETURNED[0] = 0
            RETURNED[1] = False
            raise
        code, hit, near = RETURNED
        RETURNED[0] = 0
        RETURNED[1] = False
        if calls_.cell_contents != calls:
            _leave(stream.LEAVE_COMPUTED | (stream.LEAVE_EARLY if code & 1 else 0), value,
                   code >> 1)
        else:
            _leave(stream.LEAVE_MEMO if hit else stream.LEAVE_BASE, value, code >> 1)
        return value

    def _leave(outcome, value, line):
        record = bytes([stream.LEAVE | outcome | stream.pair_bit(value)]) + leave_bytes(value) \
            + stream.varint(line)
        if rt.pending:
            _write_pending(rt)
        stream_.out += record
        open_.cell_contents -= 1
        depth_.cell_contents -= 1

    functools.update_wrapper(wrapper, func)
    if cached:
        cache.install(wrapper)
    return wrapper


# The general wrapper's call through its cache.
_THROUGH = '''
def through(args, kwargs):
    """(True, the answer) from the cache, else (False, what the function returned)."""
{call}
    return False, value
'''

# A fast wrapper's call when its root is not the one recorded (one code for all of them).
_FAST_UNRECORDED = '''
def factory():
    DEPTH = None

    def unrecorded(args, kwargs):
        nonlocal DEPTH
        DEPTH += 1
        try:
            if CACHED:
%s
                return value
            return func(*args)
        finally:
            DEPTH -= 1
''' % _Cache.calling('args', 'func(*args)', ['return value'], 16)

# A fast wrapper's call in a thread that does not own the trace: as the program would make it.
_FAST_BYPASS = '''
def factory():
    def bypass(args):
        if CACHED:
%s
            return value
        return func(*args)
''' % _Cache.calling('args', 'func(*args)', ['return value'], 12)

# The wrapper of the common case (see _fast_wrapper). Its closure: the runtime's cells, its own
# WARM and unrecorded, the names `factory` binds (it is never called: its functions are built
# from their code objects). The rest are names of its namespace. Its first WARM calls take the
# path near: they make the calls of the tracer's plain code, which Python 3.11 then specializes
# (a C function called before that checks the recursion limit once more) as in a run that makes
# them at every call.
_FAST_TEMPLATE = '''
def factory():
    DEPTH = OPEN = CALLS = RECORDING = FIRST_TURN = WARM = MARK = THREADED = OWNER = None
    unrecorded = None

    def wrapper({signature}):
        nonlocal DEPTH, OPEN, CALLS, FIRST_TURN, WARM, MARK, OWNER
        if THREADED:
            if DEPTH == 0:
                OWNER = get_ident()
            elif get_ident() != OWNER:
                return bypass({tuple})
        if DEPTH == 0:
            start_root(rt, FID)
        if not RECORDING:
            RETURNED[2] = True
            return unrecorded({tuple}, EMPTY)
        # Python calls first, then only appends: a RecursionError at the limit tears no record.
        if PENDING:
            write_pending(rt)
        if FID not in ANNOUNCED:
            announce(rt, info)
{probe}
        RETURNED[2] = _gt_near
        depth = DEPTH + 1
        out = OUT
        mark = len(out)
        try:
{turn}
{encode}
        except BaseException:
            del out[mark:]  # no Python call here: safe at the recursion limit
            raise
        DEPTH = depth
        OPEN += 1
        calls = CALLS + 1
        CALLS = calls
        if calls > MAX_CALLS:
            fail(rt, TOO_MANY_CALLS, 0, '')
{counter}
        if depth > MAX_DEPTH:
            fail(rt, TOO_DEEP, LINE, '')
        MARK = len(out)
        if MARK > CHUNK_BYTES:
            stream_.flush()
        try:
{call}
            _gt_code, hit, _gt_near = RETURNED
            RETURNED[0] = 0
            RETURNED[1] = False
            _gt_pair = 0
            if type(value) is int and -64 <= value < 1024:
                value_bytes = ZIGZAG[value + 64]
            elif type(value) is bool:
                value_bytes = TRUE if value else FALSE
            else:
                value_bytes = leave_bytes(value)
                _gt_pair = PAIR_BIT(value)
            line = _gt_code >> 1
            line_bytes = LINES[line] if line < 0x80 else varint(line)
            if PENDING:
                write_pending(rt)
        except BaseException:
            PENDING.append(ABANDONED_COMPUTED if CALLS != calls else ABANDONED_BASE)
            DEPTH = depth - 1
            RETURNED[0] = 0
            RETURNED[1] = False
            raise
        if CALLS != calls:
            out.append((0x27 if _gt_code & 1 else 0x23) | _gt_pair)
        else:
            out.append((0x21 if hit else 0x20) | _gt_pair)
        out += value_bytes
        out += line_bytes
        OPEN -= 1
        DEPTH = depth - 1
        return value
'''
WARM_CALLS = 32

# Whether the recursion limit is far, for each call after the first WARM_CALLS.
_PROBE = '''        if WARM:
            WARM -= 1
            _gt_near = True
        else:
            try:
                IS_INSTANCE(0, NEAR)
                _gt_near = False
            except RECURSION_ERROR:
                _gt_near = True'''
# Elsewhere than in CPython 3.11 a C function's check of the limit does not count as a frame's
# (PyPy counts frames only, CPython 3.12 keeps C calls apart): every call takes the path near.
if sys.implementation.name != 'cpython' or sys.version_info[:2] != (3, 11):
    _PROBE = '        _gt_near = True'

# A value of the state: a small int inline; else, with the limit far, a list or tuple of small
# ints from the table of their encodings (stream._encode_small_list's, which holds lists of 1 to
# VALUE_BUDGET / 2 items only); else encode_budgeted.
_FAST_ENCODE = '''{read}
            _gt_kind = type({value})
            if _gt_kind is int and -64 <= {value} < 1024:
                out += SMALL_INTS[{value} + 64]
            elif _gt_near or _gt_kind not in LIST_KINDS:
                encode({value}, out)
            else:
                try:
                    _gt_found = LISTS.get(BYTES({value}))
                except BYTES_ERRORS:
                    _gt_found = None
                if _gt_found is None:
                    encode({value}, out)
                else:
                    out += _gt_found'''

# The recursion limit, checked at as many levels as the deepest Python call that the path near
# makes and the fast one saves: a getter (1), encode_budgeted then _encode_small_list, which
# calls bytes() (3); a return's hook (2: above the function's frame). The builtins the template
# adds have names no parameter takes.
_NEAR = (((int,),),)


def _fast_reader(func, name, k, first):
    """Statements that read a global or closure variable into value: the getter's call when the
    limit is near, else what it does, inline. An attribute of self (`first`, the method's first
    parameter) is read where it is."""
    if '.' in name:
        return '            value = getattr(%s, %r, None)' % (first, name.split('.', 1)[1])
    if _outer_cell(func, name) is not None:
        return ('            if _gt_near:\n                value = GETTERS[%d](())\n'
                '            else:\n                try:\n'
                '                    value = CELLS[%d].cell_contents\n'
                '                except ValueError:\n'
                '                    value = None') % (k, k)
    return '            value = GETTERS[%d](()) if _gt_near else GLOBALS.get(%r)' % (k, name)


def _fast_wrapper(func, info, cache):
    """The wrapper of the common case, written for the function's own parameters: a plain
    call of it then costs no tuple of arguments and no C-level recursion (CALL_FUNCTION_EX)."""
    code = getattr(func, '__code__', None)
    if code is None or code.co_flags & 0x0C or code.co_kwonlyargcount or code.co_posonlyargcount \
            or (cache is not None and (cache.typed or cache.bounded)):
        return None
    names = list(code.co_varnames[:code.co_argcount])
    arguments = ', '.join(names)
    rt = RUNTIME
    stream_ = rt.stream
    getters = [_outer_getter(func, name) for name in info.extra]
    encode_lines = [_FAST_ENCODE.format(read='', value=v) for v in info.state]
    if any('.' in name for name in info.extra) and not names:
        return None  # self's attributes without self: the general wrapper reads None
    first = names[0] if names else ''
    encode_lines += [_FAST_ENCODE.format(read=_fast_reader(func, name, k, first), value='value')
                     for k, name in enumerate(info.extra)]
    if info.turn:
        turn = ('            if FIRST_TURN is None:\n                FIRST_TURN = {t}\n'
                '            out += HEAD_SECOND if {t} != FIRST_TURN else HEAD').format(t=info.turn)
    else:
        turn = '            out += HEAD if depth & 1 else HEAD_SECOND'
    as_tuple = '(%s,)' % arguments if names else '()'
    if cache is not None:
        call = cache.calling(as_tuple, 'func(%s)' % arguments,
                             ['memo_answer(value)', 'DEPTH = depth - 1', 'return value'], 12)
    else:
        call = '            value = func({})'.format(arguments)
    counter = '        COUNTER.value = calls' if rt.counter.cell is not None else ''
    source = _FAST_TEMPLATE.format(signature=arguments, tuple=as_tuple, turn=turn, probe=_PROBE,
                                   encode='\n'.join(encode_lines), call=call, counter=counter)
    memo_line = info.cache_line or info.line
    open_ = rt.open

    def memo_answer(value):
        leave = bytes([stream.LEAVE | stream.LEAVE_MEMO | stream.pair_bit(value)]) \
            + stream.leave_bytes(value) \
            + stream.varint(memo_line)
        if rt.pending:
            _write_pending(rt)
        stream_.out += leave
        open_.cell_contents -= 1

    namespace = {
        'rt': rt, 'stream_': stream_, 'start_root': _start_root, 'RETURNED': RETURNED,
        'EMPTY': {}, 'MAX_CALLS': rt.max_calls, 'fail': _fail, 'OUT': stream_.out,
        'PENDING': rt.pending, 'ANNOUNCED': rt.announced, 'COUNTER': rt.counter.cell,
        'TOO_MANY_CALLS': stream.FAILURE_TOO_MANY_CALLS, 'TOO_DEEP': stream.FAILURE_TOO_DEEP,
        'MAX_DEPTH': stream.MAX_DEPTH, 'LINE': info.line,
        'write_pending': _write_pending, 'FID': info.fid, 'announce': _announce, 'info': info,
        'HEAD': bytes([stream.ENTER_KEY_FIRST]) + stream.varint(info.fid),
        'HEAD_SECOND': bytes([stream.ENTER_KEY_FIRST | 1]) + stream.varint(info.fid),
        'SMALL_INTS': stream.SMALL_INTS, 'encode': stream.encode_budgeted, 'GETTERS': getters,
        'GLOBALS': func.__globals__, 'CELLS': [_outer_cell(func, n) for n in info.extra],
        'LISTS': stream.ENCODED_LISTS, 'LIST_KINDS': frozenset((list, tuple)), 'BYTES': bytes,
        'BYTES_ERRORS': (ValueError, TypeError), 'NEAR': _NEAR, 'IS_INSTANCE': isinstance,
        'RECURSION_ERROR': RecursionError, 'CHUNK_BYTES': stream.CHUNK_BYTES,
        'ZIGZAG': stream.SMALL_ZIGZAG, 'leave_bytes': stream.leave_bytes,
        'PAIR_BIT': stream.pair_bit,
        'varint': stream.varint, 'func': func, 'memo_answer': memo_answer,
        'TRUE': b'\x02', 'FALSE': b'\x00', 'LINES': [bytes([k]) for k in range(0x80)],
        'CACHED': cache is not None,
        'ABANDONED_COMPUTED': bytes([stream.LEAVE | stream.LEAVE_COMPUTED]) + b'\x00\x00',
        'ABANDONED_BASE': bytes([stream.LEAVE | stream.LEAVE_BASE]) + b'\x00\x00',
        'get_ident': _thread.get_ident,
    }
    if cache is not None:
        namespace.update(cache.names())
    taken = set(namespace) | set(_TEMPLATE_LOCALS) | set(_FORMER_NAMES)
    if any(n.startswith('_gt_') or n in taken for n in names):
        return None  # a parameter named like one of the wrapper's own: the general wrapper
    cells = {'DEPTH': rt.depth, 'OPEN': rt.open, 'CALLS': rt.calls,
             'RECORDING': rt.recording, 'FIRST_TURN': rt.first_turn,
             'MARK': stream_.mark, 'THREADED': rt.threaded, 'OWNER': rt.owner,
             'WARM': types.CellType(WARM_CALLS)}
    namespace['bypass'] = _function(_shared_code(_FAST_BYPASS, 'bypass'), namespace, cells)
    cells['unrecorded'] = types.CellType(
        _function(_shared_code(_FAST_UNRECORDED, 'unrecorded'), namespace, cells))
    wrapper = _function(_code(source, 'wrapper'), namespace, cells, func.__defaults__)
    functools.update_wrapper(wrapper, func)
    if cache is not None:
        cache.install(wrapper)
    return wrapper


def _code(source, name):
    """The code of the function `name` that source defines, at its top or in `factory`."""
    module = compile(source, '<string>', 'exec')
    code = next(c for c in module.co_consts if isinstance(c, types.CodeType))
    if code.co_name == name:
        return code
    return next(c for c in code.co_consts if isinstance(c, types.CodeType) and c.co_name == name)


# One code object for all the functions made of a source, as for a closure: Python warms it up
# (see _FAST_TEMPLATE) once for them all. Each wrapper has code of its own.
_shared_code = functools.lru_cache(maxsize=None)(_code)


def _function(code, namespace, cells, defaults=None):
    """A function of that code, with namespace as its globals and cells for its closure."""
    return types.FunctionType(code, namespace, code.co_name, defaults,
                              tuple(cells[name] for name in code.co_freevars) or None)


# Names of the fast wrapper's namespace before the cache and the returns changed: a parameter
# named so still gets the general wrapper, as it did.
_FORMER_NAMES = ('MEMO', 'MISSING', 'cache', 'stats', 'counter', 'DEFAULTS')
# The names the template binds itself, besides those of its namespace.
_TEMPLATE_LOCALS = ('wrapper', 'unrecorded', 'depth', 'calls', 'out', 'mark', 'value', 'key',
                    'line', 'early', 'hit', 'value_bytes', 'line_bytes', 'factory', 'DEPTH',
                    'OPEN', 'CALLS', 'RECORDING', 'FIRST_TURN', 'WARM', 'MARK', 'THREADED',
                    'OWNER', 'bypass')


def _start_root(rt, fid):
    rt.roots += 1
    if rt.group_roots:
        group = rt.groups[fid] if fid < len(rt.groups) else 0
        rt.root_group = group
        rt.group_roots[group] += 1
        rt.recording.cell_contents = rt.group_roots[group] == rt.wanted_root
    else:
        rt.recording.cell_contents = rt.roots == rt.wanted_root
    rt.first_turn.cell_contents = None


def _count_call(rt, fid):
    group = rt.groups[fid] if fid < len(rt.groups) else 0
    rt.group_all_calls[group] += 1
    if group == rt.root_group:
        rt.group_own_calls[group] += 1


def _fail(rt, kind, line, text):
    """A limit reached: what was sent stays, the failure follows, the program ends."""
    stream_ = rt.stream
    stream_.text_record(stream.FAILURE, (kind, 0, line), text)
    stream_.flush()
    import os
    os._exit(3)


def finish(rt, exited_inside):
    """The end of the run: calls still open stay open (running when it stopped)."""
    if not rt.on:
        return
    rt.pending.clear()
    if exited_inside and rt.open.cell_contents > 0:
        rt.stream.record(stream.EXITED_INSIDE, rt.open.cell_contents)
    rt.stream.record(stream.ROOTS, rt.roots, rt.wanted_root)
    for group, roots in enumerate(rt.group_roots):
        rt.stream.record(stream.GROUP_CALLS, group, roots, rt.group_own_calls[group],
                         rt.group_all_calls[group])
    rt.stream.record(stream.FINISHED)
    rt.stream.flush()


def fail_with_exception(rt, line, text):
    rt.pending.clear()
    rt.stream.text_record(stream.FAILURE, (stream.FAILURE_EXCEPTION, 0, line), text)
    rt.stream.flush()
