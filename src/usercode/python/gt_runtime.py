"""The traced calls of a Python program: what the rewritten program calls (gt_rewrite.py).

Each traced function is wrapped once; a call writes an Enter record with its state and a
Leave record with its value, the line it returned from and how (a base case, a memo answer,
computed from children). A cache decorator is replaced by the wrapper's own cache, which
answers as functools would and tells each answer from the cache apart. The hooks _gt_ret,
_gt_hit and _gt_miss are the rewritten return statements and memo tests.
"""

import collections
import functools

import gt_stream as stream

_KEYWORD_MARK = (object(),)


class Runtime:
    """The run's switches and counters, from GAMETREE_TRACE."""

    def __init__(self, settings):
        self.stream = stream.Stream(int(settings.get('fd', -1)))
        self.memo = settings.get('memo', '1') != '0'
        self.wanted_root = int(settings.get('root', 1))
        self.max_calls = int(settings.get('max-calls', 200000000))
        self.counter = stream.CallsCounter(int(settings.get('calls-fd', -1)))
        self.on = self.stream.fd >= 0
        self.depth = 0          # traced calls open, recorded or not
        self.open = 0           # recorded calls whose Leave is not written
        self.roots = 0
        self.recording = False
        self.first_turn = None
        self.pending = []       # Leave records of calls an exception ended (see unwind)
        self.announced = set()
        self.functions = []
        if self.on:
            self.stream.record(stream.STREAM_VERSION, stream.VERSION)


RUNTIME = None
# What the returning call's return statement said: its line, an early exit, a memo answer.
RETURNED = [0, False, False]


def _gt_ret(value, line, early):
    RETURNED[0] = line
    RETURNED[1] = early
    return value


def _gt_hit(value, line):
    RETURNED[0] = line
    RETURNED[2] = True
    return value


def _gt_miss(missing):
    """`if key not in memo:` : true means compute; with the memo off, always."""
    if not RUNTIME.memo:
        return True
    if not missing:
        RETURNED[2] = True
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
            values.append(get())
        return values
    read.single = (len(info.state) == 1 and not getters and not has_varargs
                   and positions[0] >= 0)
    read.position = positions[0] if positions else -1
    return read


def _outer_getter(func, name):
    """Reads a global or closure variable of func as it is at each call."""
    code = func.__code__
    if func.__closure__ and name in code.co_freevars:
        cell = func.__closure__[code.co_freevars.index(name)]

        def from_cell():
            try:
                return cell.cell_contents
            except ValueError:
                return None
        return from_cell
    namespace = func.__globals__
    return lambda: namespace.get(name)


def _write_pending(rt):
    """Leave records of calls an exception ended, once the program goes on (it caught it)."""
    out = rt.stream.out
    for record in rt.pending:
        out += record
        rt.open -= 1
    rt.pending.clear()


def traced(fid, cached=False, maxsize=None, typed=False):
    """The decorator put on each traced function (in place of its cache decorator)."""
    def wrap(func):
        return _make_wrapper(func, RUNTIME.functions[fid], cached, maxsize, typed)
    return wrap


def _make_wrapper(func, info, cached, maxsize, typed):
    rt = RUNTIME
    if not rt.on:
        if cached:
            return functools.lru_cache(maxsize=maxsize, typed=typed)(func)
        return func
    fast = _fast_wrapper(func, info, cached, maxsize, typed)
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
    cache = collections.OrderedDict() if cached and maxsize is not None else {}
    stats = [0, 0]  # hits, misses
    memo_line = info.cache_line or info.line
    bounded = cached and maxsize is not None
    kwd_mark = _KEYWORD_MARK

    def key_of(args, kwargs):
        key = args
        if kwargs:
            key += kwd_mark
            for item in kwargs.items():
                key += item
        if typed:
            key += tuple(type(v) for v in args)
            if kwargs:
                key += tuple(type(v) for v in kwargs.values())
        return key

    def lookup(key):
        if bounded:
            if maxsize <= 0:
                return False, None
            if key in cache:
                cache.move_to_end(key)
                return True, cache[key]
            return False, None
        if key in cache:
            return True, cache[key]
        return False, None

    def store(key, value):
        if bounded:
            if maxsize <= 0:
                return
            cache[key] = value
            if len(cache) > maxsize:
                cache.popitem(last=False)
        else:
            cache[key] = value

    def through_cache(args, kwargs):
        """(True, the answer) from the cache, else (False, what the function returned)."""
        key = key_of(args, kwargs)
        if rt.memo:
            found, value = lookup(key)
            if found:
                stats[0] += 1
                return True, value
        stats[1] += 1
        value = func(*args, **kwargs)
        if rt.memo:
            store(key, value)
        return False, value

    def unrecorded(args, kwargs):
        rt.depth += 1
        try:
            return through_cache(args, kwargs)[1] if cached else func(*args, **kwargs)
        finally:
            rt.depth -= 1

    def wrapper(*args, **kwargs):
        if rt.depth == 0:
            rt.roots += 1
            rt.recording = rt.roots == rt.wanted_root
            rt.first_turn = None
        if not rt.recording:
            return unrecorded(args, kwargs)
        rt.depth += 1
        calls = stream_.calls + 1
        stream_.calls = calls
        if calls > rt.max_calls:
            _fail(rt, stream.FAILURE_TOO_MANY_CALLS, 0, '')
        rt.counter.store(calls)
        if rt.depth > stream.MAX_DEPTH:
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
            if rt.first_turn is None:
                rt.first_turn = state[turn_at]
            second = state[turn_at] != rt.first_turn
        else:
            second = not (rt.depth & 1)
        record = bytearray(enter_head_second if second else enter_head)
        for value in state:
            encode(value, record)
        out = stream_.out
        out += record  # whole: a RecursionError above tears no record
        rt.open += 1
        if len(out) > stream.CHUNK_BYTES:
            stream_.flush()
        try:
            if cached:
                found, value = through_cache(args, kwargs)
                if found:
                    _leave(stream.LEAVE_MEMO, value, memo_line)
                    return value
            else:
                value = func(*args, **kwargs)
        except BaseException:
            outcome = stream.LEAVE_COMPUTED if stream_.calls != calls else stream.LEAVE_BASE
            rt.pending.append(bytes([stream.LEAVE | outcome]) + b'\x00\x00')
            rt.depth -= 1
            RETURNED[0] = 0
            RETURNED[1] = RETURNED[2] = False
            raise
        line, early, hit = RETURNED
        RETURNED[0] = 0
        RETURNED[1] = RETURNED[2] = False
        if stream_.calls != calls:
            _leave(stream.LEAVE_COMPUTED | (stream.LEAVE_EARLY if early else 0), value, line)
        else:
            _leave(stream.LEAVE_MEMO if hit else stream.LEAVE_BASE, value, line)
        return value

    def _leave(outcome, value, line):
        record = bytes([stream.LEAVE | outcome]) + leave_bytes(value) + stream.varint(line)
        if rt.pending:
            _write_pending(rt)
        stream_.out += record
        rt.open -= 1
        rt.depth -= 1

    def cache_info():
        return functools._CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    functools.update_wrapper(wrapper, func)
    if cached:
        wrapper.cache_info = cache_info
        wrapper.cache_clear = cache_clear
        wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
    return wrapper


_FAST_TEMPLATE = '''
def wrapper({signature}):
    if rt.depth == 0:
        start_root(rt)
    if not rt.recording:
        return unrecorded({tuple}, EMPTY)
    # Python calls first, then only appends: a RecursionError at the limit tears no record.
    if rt.pending:
        write_pending(rt)
    if FID not in rt.announced:
        announce(rt, info)
    depth = rt.depth + 1
    out = stream_.out
    mark = len(out)
    try:
{turn}
{encode}
    except BaseException:
        del out[mark:]  # no Python call here: safe at the recursion limit
        raise
    rt.depth = depth
    rt.open += 1
    calls = stream_.calls + 1
    stream_.calls = calls
    if calls > MAX_CALLS:
        fail(rt, TOO_MANY_CALLS, 0, '')
    if counter is not None:
        counter.value = calls
    if depth > MAX_DEPTH:
        fail(rt, TOO_DEEP, LINE, '')
    if len(out) > CHUNK_BYTES:
        stream_.flush()
    try:
{call}
        line, early, hit = RETURNED
        RETURNED[0] = 0
        RETURNED[1] = RETURNED[2] = False
        if type(value) is int and -64 <= value < 1024:
            value_bytes = ZIGZAG[value + 64]
        elif type(value) is bool:
            value_bytes = TRUE if value else FALSE
        else:
            value_bytes = leave_bytes(value)
        line_bytes = LINES[line] if line < 0x80 else varint(line)
        if rt.pending:
            write_pending(rt)
    except BaseException:
        rt.pending.append(ABANDONED_COMPUTED if stream_.calls != calls else ABANDONED_BASE)
        rt.depth = depth - 1
        RETURNED[0] = 0
        RETURNED[1] = RETURNED[2] = False
        raise
    out = stream_.out
    if stream_.calls != calls:
        out.append(0x27 if early else 0x23)
    else:
        out.append(0x21 if hit else 0x20)
    out += value_bytes
    out += line_bytes
    rt.open -= 1
    rt.depth = depth - 1
    return value
'''

_FAST_ENCODE = '''        value = {value}
        if type(value) is int and -64 <= value < 1024:
            out += SMALL_INTS[value + 64]
        else:
            encode(value, out)'''

_FAST_CALL = '''        if MEMO:
            key = {tuple}
            value = cache.get(key, MISSING)
            if value is not MISSING:
                stats[0] += 1
                memo_answer(value)
                rt.depth = depth - 1
                return value
        stats[1] += 1
        value = func({arguments})
        if MEMO:
            cache[key] = value'''


def _fast_wrapper(func, info, cached, maxsize, typed):
    """The wrapper of the common case, written for the function's own parameters: a plain
    call of it then costs no tuple of arguments and no C-level recursion (CALL_FUNCTION_EX)."""
    code = getattr(func, '__code__', None)
    if code is None or code.co_flags & 0x0C or code.co_kwonlyargcount or code.co_posonlyargcount \
            or typed or (cached and maxsize is not None):
        return None
    names = list(code.co_varnames[:code.co_argcount])
    defaults = func.__defaults__ or ()
    signature = ', '.join(n if k < len(names) - len(defaults)
                          else '%s=DEFAULTS[%d]' % (n, k - len(names) + len(defaults))
                          for k, n in enumerate(names))
    arguments = ', '.join(names)
    values = [n for n in info.state]
    getters = [_outer_getter(func, name) for name in info.extra]
    encode_lines = [_FAST_ENCODE.format(value=v) for v in values]
    encode_lines += [_FAST_ENCODE.format(value='GETTERS[%d]()' % k) for k in range(len(getters))]
    if info.turn:
        turn = ('        if rt.first_turn is None:\n            rt.first_turn = {t}\n'
                '        out += HEAD_SECOND if {t} != rt.first_turn else HEAD').format(t=info.turn)
    else:
        turn = '        out += HEAD if depth & 1 else HEAD_SECOND'
    as_tuple = '(%s,)' % arguments if names else '()'
    call = _FAST_CALL.format(arguments=arguments, tuple=as_tuple) if cached else \
        '        value = func({})'.format(arguments)
    source = _FAST_TEMPLATE.format(signature=signature, tuple=as_tuple, turn=turn,
                                   encode='\n'.join(encode_lines), call=call)
    rt = RUNTIME
    stream_ = rt.stream
    cache = {}
    stats = [0, 0]
    memo_line = info.cache_line or info.line

    def unrecorded(args, kwargs):
        rt.depth += 1
        try:
            if cached and rt.memo:
                key = args
                found = cache.get(key, _MISSING)
                if found is not _MISSING:
                    stats[0] += 1
                    return found
                stats[1] += 1
                value = func(*args)
                cache[key] = value
                return value
            if cached:
                stats[1] += 1
            return func(*args)
        finally:
            rt.depth -= 1

    def memo_answer(value):
        leave = bytes([stream.LEAVE | stream.LEAVE_MEMO]) + stream.leave_bytes(value) \
            + stream.varint(memo_line)
        if rt.pending:
            _write_pending(rt)
        stream_.out += leave
        rt.open -= 1

    namespace = {
        'rt': rt, 'stream_': stream_, 'start_root': _start_root, 'unrecorded': unrecorded,
        'EMPTY': {}, 'MAX_CALLS': rt.max_calls, 'fail': _fail,
        'TOO_MANY_CALLS': stream.FAILURE_TOO_MANY_CALLS, 'TOO_DEEP': stream.FAILURE_TOO_DEEP,
        'counter': rt.counter.cell, 'MAX_DEPTH': stream.MAX_DEPTH, 'LINE': info.line,
        'write_pending': _write_pending, 'FID': info.fid, 'announce': _announce, 'info': info,
        'HEAD': bytes([stream.ENTER_KEY_FIRST]) + stream.varint(info.fid),
        'HEAD_SECOND': bytes([stream.ENTER_KEY_FIRST | 1]) + stream.varint(info.fid),
        'SMALL_INTS': stream.SMALL_INTS, 'encode': stream.encode_budgeted, 'GETTERS': getters,
        'CHUNK_BYTES': stream.CHUNK_BYTES, 'RETURNED': RETURNED,
        'ZIGZAG': stream.SMALL_ZIGZAG, 'leave_bytes': stream.leave_bytes,
        'varint': stream.varint, 'func': func, 'DEFAULTS': defaults, 'MEMO': rt.memo,
        'cache': cache, 'MISSING': _MISSING, 'stats': stats, 'memo_answer': memo_answer,
        'TRUE': b'\x02', 'FALSE': b'\x00', 'LINES': [bytes([k]) for k in range(0x80)],
        'ABANDONED_COMPUTED': bytes([stream.LEAVE | stream.LEAVE_COMPUTED]) + b'\x00\x00',
        'ABANDONED_BASE': bytes([stream.LEAVE | stream.LEAVE_BASE]) + b'\x00\x00',
    }
    taken = set(namespace) | set(_TEMPLATE_LOCALS)
    if any(n.startswith('_gt_') or n in taken for n in names):
        return None  # a parameter named like one of the wrapper's own: the general wrapper
    exec(source, namespace)
    wrapper = namespace['wrapper']
    functools.update_wrapper(wrapper, func)
    if cached:
        wrapper.cache_info = lambda: functools._CacheInfo(stats[0], stats[1], maxsize, len(cache))

        def cache_clear():
            cache.clear()
            stats[0] = stats[1] = 0
        wrapper.cache_clear = cache_clear
        wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
    return wrapper


_MISSING = object()
# The names the template binds itself, besides those of its namespace.
_TEMPLATE_LOCALS = ('wrapper', 'depth', 'calls', 'out', 'mark', 'value', 'key', 'line', 'early',
                    'hit', 'value_bytes', 'line_bytes')


def _start_root(rt):
    rt.roots += 1
    rt.recording = rt.roots == rt.wanted_root
    rt.first_turn = None


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
    if exited_inside and rt.open > 0:
        rt.stream.record(stream.EXITED_INSIDE, rt.open)
    rt.stream.record(stream.ROOTS, rt.roots, rt.wanted_root)
    rt.stream.record(stream.FINISHED)
    rt.stream.flush()


def fail_with_exception(rt, line, text):
    rt.pending.clear()
    rt.stream.text_record(stream.FAILURE, (stream.FAILURE_EXCEPTION, 0, line), text)
    rt.stream.flush()
