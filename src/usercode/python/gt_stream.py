# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""The trace stream a traced program writes (docs/trace-stream.md, stream_format.h).

Chunks of whole records, each `u32 payload bytes, u32 calls entered so far` (little endian)
and then the records; numbers are LEB128 varints, signed ones zigzag-encoded. A state is a
list of typed values, written here from Python values as the C++ runtime writes C++ ones.
"""

import _thread
import os
import struct
import types

try:
    from _blake2 import blake2b  # hashlib's own, without the OpenSSL it loads first
except ImportError:
    from hashlib import blake2b

VERSION = 1  # stream_format.h's kVersion

FUNCTION_SCHEMA = 0x05
ENTER_KEY_FIRST = 0x18
LEAVE = 0x20
FINISHED = 0x31
EXITED_INSIDE = 0x32
ROOTS = 0x33
GROUP_CALLS = 0x34
FAILURE = 0x50
STREAM_VERSION = 0x60

VALUE_INT = 1
VALUE_BOOL = 3
VALUE_FLOAT = 5
VALUE_STRING = 6
VALUE_LIST = 7
VALUE_PAIR = 8
VALUE_OPAQUE = 9
VALUE_CUT = 10

LEAVE_BASE = 0
LEAVE_MEMO = 1
LEAVE_COMPUTED = 3
LEAVE_EARLY = 4
LEAVE_PAIR = 8  # the value is two numbers: zigzag first, zigzag second

FAILURE_EXCEPTION = 7
FAILURE_OUT_OF_MEMORY = 8
FAILURE_TOO_DEEP = 9
FAILURE_TOO_MANY_CALLS = 11

MAX_DEPTH = (1 << 20) - 1
VALUE_BUDGET = 4096
CHUNK_BYTES = 60000
INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1


def varint(value):
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7f) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def zigzag(value):
    return varint((value << 1) ^ (value >> 63))


def clamp64(value):
    return INT64_MIN if value < INT64_MIN else INT64_MAX if value > INT64_MAX else value


SMALL_INTS = [bytes([VALUE_INT]) + zigzag(v) for v in range(-64, 1024)]
_encoded = {}


def _encode_int(value):
    if -64 <= value < 1024:
        return SMALL_INTS[value + 64]
    found = _encoded.get(value)
    if found is None:
        if INT64_MIN <= value <= INT64_MAX:
            found = bytes([VALUE_INT]) + zigzag(value)
        else:  # a big integer is told apart by its digits
            text = str(value).encode()
            found = bytes([VALUE_OPAQUE]) + varint(len(text)) + text
        if len(_encoded) > 1 << 20:
            _encoded.clear()
        _encoded[value] = found
    return found


def _sorted_items(items):
    try:
        return sorted(items)
    except TypeError:  # items of mixed kinds: in the order of their text
        return sorted(items, key=repr)


def encode(value, out, depth=0):
    """Appends value's typed encoding to the bytearray out."""
    kind = type(value)
    if kind is int:
        out += _encode_int(value)
    elif kind is bool:
        out += b'\x03\x01' if value else b'\x03\x00'
    elif kind is str:
        text = value.encode('utf-8', 'surrogatepass')
        out.append(VALUE_STRING)
        out += varint(len(text))
        out += text
    elif kind in (tuple, list) and depth < 32:
        out.append(VALUE_LIST)
        out += varint(len(value))
        for item in value:
            encode(item, out, depth + 1)
    elif kind in (set, frozenset) and depth < 32:
        out.append(VALUE_LIST)
        out += varint(len(value))
        for item in _sorted_items(value):
            encode(item, out, depth + 1)
    elif kind is dict and depth < 32:
        out.append(VALUE_LIST)
        out += varint(len(value))
        for key in _sorted_items(value):
            out.append(VALUE_PAIR)
            encode(key, out, depth + 1)
            encode(value[key], out, depth + 1)
    elif kind is float:
        out.append(VALUE_FLOAT)
        out += struct.pack('<d', value)
    elif isinstance(value, int):  # an int subclass, an IntEnum
        out += _encode_int(int(value))
    else:
        text = _opaque_text(value).encode('utf-8', 'replace')
        out.append(VALUE_OPAQUE)
        out += varint(len(text))
        out += text


def _opaque_text(value):
    if value is None:
        return 'None'
    if isinstance(value, (tuple, list, set, frozenset, dict)):
        return '...'
    kind = type(value)
    if kind.__repr__ is object.__repr__:
        return kind.__name__  # an address tells nothing to a student
    try:
        return repr(value)[:VALUE_BUDGET]
    except Exception:  # a broken __repr__ of the program's own
        return kind.__name__


SMALL_ZIGZAG = [zigzag(v) for v in range(-64, 1024)]
ENCODED_LISTS = {}


def _encode_small_list(value):
    """A list or tuple of ints from 0 to 255, the most common board: its encoding, or None.
    Bools among them read as 0 and 1: Python's True == 1, so a memo keyed by them is one."""
    try:
        raw = bytes(value)
    except (ValueError, TypeError):  # an int out of 0..255, an item not an int
        return None
    found = ENCODED_LISTS.get(raw)
    if found is None:
        found = bytearray([VALUE_LIST]) + varint(len(raw))
        for v in raw:
            found += SMALL_INTS[v + 64]
        found = bytes(found)
        if len(ENCODED_LISTS) > 1 << 20:
            ENCODED_LISTS.clear()
        ENCODED_LISTS[raw] = found
    return found


def encode_budgeted(value, out):
    """The value, or its size and hash when it is longer than a record's budget."""
    kind = type(value)
    if kind is int:
        if -64 <= value < 1024:
            out += SMALL_INTS[value + 64]
        else:
            out += _encode_int(value)
        return
    if (kind is list or kind is tuple) and 0 < len(value) <= VALUE_BUDGET // 2:
        found = _encode_small_list(value)
        if found is not None:
            out += found
            return
    start = len(out)
    encode(value, out)
    size = len(out) - start
    if size > VALUE_BUDGET:
        digest = blake2b(bytes(out[start:]), digest_size=8).digest()
        del out[start:]
        out.append(VALUE_CUT)
        out += varint(size)
        out += digest


def leave_bytes(value):
    """The zigzag bytes of what a call returned: both numbers of a pair (see pair_bit)."""
    if type(value) is int and -64 <= value < 1024:
        return SMALL_ZIGZAG[value + 64]
    if pair_bit(value):
        return zigzag(leave_value(value[0])) + zigzag(leave_value(value[1]))
    return zigzag(leave_value(value))


NUMBER_KINDS = (int, bool, float)


def pair_bit(value):
    """LEAVE_PAIR for a 2-tuple of numbers, (mine, theirs) as score games return it; else 0."""
    if type(value) is tuple and len(value) == 2 and type(value[0]) in NUMBER_KINDS \
            and type(value[1]) in NUMBER_KINDS:
        return LEAVE_PAIR
    return 0


def leave_value(value):
    """What a call returned, as the stream's 64-bit value (a bool as 0 or 1, a tuple by its first
    number)."""
    kind = type(value)
    if kind is int:
        return clamp64(value)
    if kind is bool:
        return 1 if value else 0
    if kind is float:
        if value != value:
            return 0
        return clamp64(int(value)) if abs(value) < 1e19 else (
            INT64_MAX if value > 0 else INT64_MIN)
    if isinstance(value, int):
        return clamp64(int(value))
    if kind is tuple and value and type(value[0]) in (int, bool, float):
        return leave_value(value[0])  # (mine, theirs): the mover's own share
    return 0


class CallsCounter:
    """The studio's counter of calls entered: eight bytes shared on a descriptor; `cell.value`
    stores into them (None: no counter)."""

    def __init__(self, fd):
        self._map = None
        self.cell = None
        if fd >= 0:
            import ctypes
            import mmap
            try:
                self._map = mmap.mmap(fd, 8)
                self.cell = ctypes.c_uint64.from_buffer(self._map)
            except (OSError, ValueError):
                self._map = None

    def store(self, calls):
        if self.cell is not None:
            self.cell.value = calls


class Stream:
    """The buffer of whole records, sent in chunks. Its buffer is always the same bytearray (the
    traced calls hold it), and its count of calls a cell (they share it). mark, a cell too, is
    where the last whole record other than a Leave ends (it only grows until a flush): a signal
    handler (send_whole) may run while the program thread is inside a record."""

    def __init__(self, fd):
        self.fd = fd
        self.out = bytearray()
        self.calls = types.CellType(0)
        self.mark = types.CellType(0)
        self._sending = _thread.allocate_lock()  # one chunk on the descriptor at a time

    def flush(self):
        with self._sending:
            if not self.out or self.fd < 0:
                del self.out[:]
                self.mark.cell_contents = 0
                return
            data = self._chunk(self.out)
            del self.out[:]
            self.mark.cell_contents = 0
            self._write(data)

    def send_whole(self, patience=1.5):
        """Sends the whole records written so far and nothing after them, from a handler of a
        signal that ends the program. The handler runs in the main thread, between two bytecodes
        of the program thread, and the program thread may run again in it; so the records are
        copied at once, and the descriptor closed to the program thread. If the lock does not
        come within patience seconds (the main thread itself was sending), nothing is sent."""
        if not self._sending.acquire(timeout=patience):
            return
        try:
            mark = self.mark.cell_contents
            data = bytes(self.out)  # the records up to mark, and any after it, stay in place
            calls = self.calls.cell_contents
            if self.fd < 0:
                return
            end = whole_records_end(data, mark)
            if end:
                self._write(self._chunk(data[:end], calls))
            self.fd = -1
        finally:
            self._sending.release()

    def _chunk(self, records, calls=None):
        if calls is None:
            calls = self.calls.cell_contents
        return struct.pack('<II', len(records), calls & 0xffffffff) + bytes(records)

    def _write(self, data):
        view = memoryview(data)
        while view:
            try:
                written = os.write(self.fd, view)
            except InterruptedError:
                continue
            except OSError:
                os._exit(1)  # the studio has gone
            view = view[written:]

    def record(self, tag, *numbers):
        self.out += bytes([tag]) + b''.join(varint(n) for n in numbers)
        self.mark.cell_contents = len(self.out)

    def text_record(self, tag, numbers, text):
        data = text.encode('utf-8', 'replace')[:VALUE_BUDGET]
        self.out += bytes([tag]) + b''.join(varint(n) for n in numbers) + varint(len(data)) + data
        self.mark.cell_contents = len(self.out)


def _varint_end(data, at):
    """Where the varint at `at` ends, or -1 if data stops inside it."""
    while at < len(data):
        if data[at] < 0x80:
            return at + 1
        at += 1
    return -1


def whole_records_end(data, start):
    """The end of the whole Leave records from start, a mark, on. Leaves are written in parts and
    set no mark (it would cost a call at each return); all else after them is a torn record."""
    at = start
    while at < len(data) and LEAVE <= data[at] < LEAVE + 0x10:
        numbers = 3 if data[at] & LEAVE_PAIR else 2
        end = at + 1
        for _ in range(numbers):
            end = _varint_end(data, end)
            if end < 0:
                return at
        at = end
    return at
