// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// autotrace.h: what a program traced as written is compiled with. Game Tree Studio rewrites the
// program's recursive functions (src/instrument) to open an __gt::Frame on entry and to return
// through it; this header is force-included before the program's first line, or comes with the
// precompiled <bits/stdc++.h>.
//
// It includes no standard header and compiles as C++14, 17 and 20, so that it changes nothing of
// what the program sees (a judge compiles the file alone). A call costs a few stores: its state
// goes into the stream as typed values (stream_format.h; read by duck typing: size/begin/end,
// c_str, first/second), and the studio names, interns and labels states as it reads them.
// Only names starting with __gt are declared, and before the program's own macros
// (`#define int long long`) exist.

namespace __gt {

typedef long long i64;
typedef unsigned long long u64;
typedef __SIZE_TYPE__ usize;

// --- the runtime (runtime_autotrace.cpp) --------------------------------------------------------

class Frame;

// What every traced call reads first; written by the runtime and the frames.
struct Control {
    bool on;             // the studio started this process (GAMETREE_TRACE is set)
    bool memo;           // --memo: memo tests answer from the table
    bool recording;      // the current top-level recursion is the one recorded (--root)
    unsigned depth;      // traced calls open, recorded or not
    Frame* top;          // the innermost recorded call
    long long firstTurn; // a turn parameter's value at the root: the first player's
    unsigned long long calls;
    unsigned long long maxCalls;
    volatile unsigned long long* callsShown; // the studio's counter (kProgramCallsFd), or null
};
extern Control g_control;

// The stream's buffer: records are written in place; `committed` ends the last whole one (what a
// signal handler may send).
struct Out {
    unsigned char* at;
    unsigned char* end;
    unsigned char* volatile committed;
};
static const usize kRecordRoom = 16384; // room made before each record
// A chunk and its header fit a pipe's 64 KiB, so that the studio mostly reads whole chunks.
static const usize kChunkBytes = (usize(64) << 10) - 64;
// The records being written and their pointers, in pages of their own, which the runtime maps
// over the buffer it shares with the studio (stream_format.h's SharedBufferHead, which `out`
// and the two numbers after it are).
struct alignas(4096) Trace {
    Out out;
    unsigned long long base;
    volatile unsigned long long chunksSent;
    unsigned char unused[64 - 40];
    unsigned char bytes[8 + kChunkBytes + kRecordRoom]; // the chunk's header, then its records
};
extern Trace g_trace;
static const usize kValueBudget = 4096; // a longer value is sent as its size and hash
static const unsigned kKnownFunctions = 256;
static const unsigned kMaxDepth = (1u << 20) - 1; // stream_format.h's
extern bool g_announced[kKnownFunctions];
extern bool g_countGroups; // several separate recursions are traced: countCall counts each one's calls
// The thread that records is the first to make a traced call; any other thread's calls run
// untraced (threads recursing at once wrote their calls into one garbled tree).
extern __thread unsigned char t_threadRole; // kThreadUnknown, kThreadRecords or kThreadUntraced
static const unsigned char kThreadUnknown = 0, kThreadRecords = 1, kThreadUntraced = 2;
bool claimThread(); // is this thread the one that records? (decided at its first traced call)

void flushOut();                                                         // sends the whole records, empties the buffer
void announce(unsigned function, unsigned line, const char* descriptor); // its names, before its first call
void startRecursion(unsigned function);                                  // a top-level call: is this recursion recorded?
void countCall(unsigned function);                                       // any call, where g_countGroups
[[noreturn]] void tooManyCalls(unsigned line);
[[noreturn]] void tooDeep(unsigned line);

// Who is to move: by depth (the root's is the first player), or as a turn parameter says (its
// value at the root is the first player's).
struct Turn {
    bool given;
    long long value;
};

// --call: the result, printed as `cout << boolalpha` would (a vector as [1,2,3]).
void printInteger(i64 value);
void printUnsigned(u64 value);
void printFloating(long double value);
void printBool(bool value);
void printChar(int c);
void printText(const char* text, usize length);
void printNothing(); // a void method
void printEnd();

// --- type helpers without <type_traits> --------------------------------------------------------

template <class T> struct Bare {
    typedef T type;
};
template <class T> struct Bare<T&> {
    typedef T type;
};
template <class T> struct Bare<T&&> {
    typedef T type;
};
template <class T> struct Bare<const T> {
    typedef T type;
};
template <class T> struct Bare<const T&> {
    typedef T type;
};
template <class T> struct Bare<volatile T> {
    typedef T type;
};

template <class... P> struct Types {
};
template <usize K, class L> struct At;
template <class H, class... P> struct At<0, Types<H, P...>> {
    typedef typename Bare<H>::type type;
};
template <usize K, class H, class... P> struct At<K, Types<H, P...>> {
    typedef typename At<K - 1, Types<P...>>::type type;
};
template <usize K, class L> using ParamAt = typename At<K, L>::type;

template <class C, class R, class... P> Types<P...> paramsOf(R (C::*)(P...));
template <class C, class R, class... P> Types<P...> paramsOf(R (C::*)(P...) const);
template <class R, class... P> Types<P...> paramsOf(R (*)(P...));

struct Rank2 { };
struct Rank1 : Rank2 { };
struct Rank0 : Rank1 { };

// --- the state as typed values (stream_format.h's ValueTag) -------------------------------------

// Writes into the stream's buffer up to a budget; past it, bytes only feed a hash, so that a
// value too long for a record is still told apart from others by its size and hash.
struct Sink {
    unsigned char* at;
    unsigned char* limit;
    u64 hash;
    u64 hashed;
    void byte(unsigned char b)
    {
        if (__builtin_expect(at < limit, 1)) {
            *at++ = b;
        } else {
            hash = (hash ^ b) * 0x100000001b3ull;
            ++hashed;
        }
    }
    void varint(u64 v)
    {
        if (__builtin_expect(v < 0x80 && at < limit, 1)) {
            *at++ = static_cast<unsigned char>(v);
            return;
        }
        while (v >= 0x80) {
            byte(static_cast<unsigned char>(v | 0x80));
            v >>= 7;
        }
        byte(static_cast<unsigned char>(v));
    }
    void zigzag(i64 v) { varint((static_cast<u64>(v) << 1) ^ static_cast<u64>(v >> 63)); }
    void bytes(const void* p, usize n)
    {
        const unsigned char* b = static_cast<const unsigned char*>(p);
        if (at + n <= limit) {
            __builtin_memcpy(at, b, n);
            at += n;
        } else {
            for (usize k = 0; k < n; ++k)
                byte(b[k]);
        }
    }
};

enum : unsigned char {
    kInt = 1,
    kUnsigned = 2,
    kBool = 3,
    kChar = 4,
    kFloat = 5,
    kString = 6,
    kList = 7,
    kPair = 8,
    kOpaque = 9,
    kCut = 10,
    kInt32 = 11,
    kInt64 = 12,
    kUnsigned32 = 13,
    kUnsigned64 = 14
};

inline void encodeSigned(Sink& s, i64 v)
{
    s.byte(kInt);
    s.zigzag(v);
}
inline void encodeUnsigned(Sink& s, u64 v)
{
    s.byte(kUnsigned);
    s.varint(v);
}
inline void encodeOf(Sink& s, bool v)
{
    s.byte(kBool);
    s.byte(v ? 1 : 0);
}
inline void encodeOf(Sink& s, char v)
{
    s.byte(kChar);
    s.byte(static_cast<unsigned char>(v));
}
inline void encodeOf(Sink& s, signed char v)
{
    encodeSigned(s, v);
}
inline void encodeOf(Sink& s, short v)
{
    encodeSigned(s, v);
}
inline void encodeOf(Sink& s, int v)
{
    encodeSigned(s, v);
}
inline void encodeOf(Sink& s, long v)
{
    encodeSigned(s, v);
}
inline void encodeOf(Sink& s, long long v)
{
    encodeSigned(s, v);
}
inline void encodeOf(Sink& s, unsigned char v)
{
    encodeUnsigned(s, v);
}
inline void encodeOf(Sink& s, unsigned short v)
{
    encodeUnsigned(s, v);
}
inline void encodeOf(Sink& s, unsigned v)
{
    encodeUnsigned(s, v);
}
inline void encodeOf(Sink& s, unsigned long v)
{
    encodeUnsigned(s, v);
}
inline void encodeOf(Sink& s, unsigned long long v)
{
    encodeUnsigned(s, v);
}
inline void encodeOf(Sink& s, double v)
{
    s.byte(kFloat);
    s.bytes(&v, sizeof v);
}
inline void encodeOf(Sink& s, float v)
{
    encodeOf(s, static_cast<double>(v));
}
inline void encodeOf(Sink& s, long double v)
{
    encodeOf(s, static_cast<double>(v));
}
inline void encodeText(Sink& s, const char* text, usize n)
{
    s.byte(kString);
    s.varint(n);
    s.bytes(text, n);
}
inline void encodeOf(Sink& s, const char* text)
{
    encodeText(s, text ? text : "", text ? __builtin_strlen(text) : 0);
}
inline void encodeOf(Sink& s, char* text)
{
    encodeOf(s, static_cast<const char*>(text));
}
template <class T> inline void encodeOf(Sink& s, T* p)
{
    s.byte(kOpaque);
    s.varint(sizeof p);
    s.bytes(&p, sizeof p);
}

template <class T> void encodeOf(Sink& s, const T& v);
// A value, where an array stays an array (encodeOf(const char*) would take a row of characters
// for a C string and read past it when it has no NUL).
template <class T> void encodeItem(Sink& s, const T& v)
{
    encodeOf(s, v);
}
template <class T, usize N> void encodeItem(Sink& s, const T (&v)[N]);

// A string: its characters.
template <class T> auto encodeClass(Sink& s, const T& v, Rank0) -> decltype(v.c_str(), v.size(), void())
{
    encodeText(s, reinterpret_cast<const char*>(v.data()), v.size() * sizeof(*v.data()));
}
// A container: its size and its items.
template <class T> auto encodeClass(Sink& s, const T& v, Rank1) -> decltype(v.begin() != v.end(), v.size(), void())
{
    s.byte(kList);
    s.varint(v.size());
    for (auto it = v.begin(); it != v.end(); ++it)
        encodeOf(s, *it);
}
// A C array (a global `int board[3][3]`): its items; a row of characters is text up to its NUL.
template <class T, usize N> void encodeClass(Sink& s, const T (&v)[N], Rank0)
{
    s.byte(kList);
    s.varint(N);
    for (usize k = 0; k < N; ++k)
        encodeItem(s, v[k]);
}
template <usize N> void encodeClass(Sink& s, const char (&v)[N], Rank0)
{
    usize n = 0;
    while (n < N && v[n] != 0)
        ++n;
    encodeText(s, v, n);
}
template <class T, usize N> void encodeItem(Sink& s, const T (&v)[N])
{
    encodeClass(s, v, Rank0());
}
// A pair.
template <class T> auto encodeClass(Sink& s, const T& v, Rank1) -> decltype(v.first, v.second, void())
{
    s.byte(kPair);
    encodeOf(s, v.first);
    encodeOf(s, v.second);
}
// A bitset: its bits as text.
template <class T> auto encodeClass(Sink& s, const T& v, Rank1) -> decltype(v.to_string(), void())
{
    const auto text = v.to_string();
    encodeText(s, text.data(), text.size());
}
// An enum, a proxy of vector<bool>: what it converts to.
template <class T> auto encodeClass(Sink& s, const T& v, Rank2) -> decltype(static_cast<long long>(v), void())
{
    encodeSigned(s, static_cast<long long>(v));
}
// Anything else: its bytes (a struct of numbers), shown as "…".
template <class T> void encodeClass(Sink& s, const T& v, ...)
{
    s.byte(kOpaque);
    s.varint(sizeof v);
    s.bytes(&v, sizeof v);
}
template <class T> void encodeOf(Sink& s, const T& v)
{
    encodeClass(s, v, Rank0());
}

// One parameter, cut to its size and hash when it does not fit the record's budget; a number
// always fits.
#define __GT_SCALAR_PARAM(T)                                                                                                     \
    __attribute__((always_inline)) inline void encodeParam(Sink& s, T v)                                                         \
    {                                                                                                                            \
        encodeOf(s, v);                                                                                                          \
    }
__GT_SCALAR_PARAM(bool)
__GT_SCALAR_PARAM(char)
__GT_SCALAR_PARAM(signed char)
__GT_SCALAR_PARAM(unsigned char)
__GT_SCALAR_PARAM(short)
__GT_SCALAR_PARAM(unsigned short)
__GT_SCALAR_PARAM(int)
__GT_SCALAR_PARAM(unsigned)
__GT_SCALAR_PARAM(long)
__GT_SCALAR_PARAM(unsigned long)
__GT_SCALAR_PARAM(long long)
__GT_SCALAR_PARAM(unsigned long long)
__GT_SCALAR_PARAM(double)
#undef __GT_SCALAR_PARAM
template <class T> void encodeParam(Sink& s, const T& v)
{
    unsigned char* const start = s.at;
    s.hash = 0xcbf29ce484222325ull;
    s.hashed = 0;
    encodeItem(s, v);
    if (s.hashed == 0)
        return;
    for (const unsigned char* p = start; p < s.at; ++p) // what was written counts too
        s.hash = (s.hash ^ *p) * 0x100000001b3ull;
    const u64 size = s.hashed + static_cast<u64>(s.at - start);
    const u64 hash = s.hash;
    s.at = start;
    s.byte(kCut);
    s.varint(size);
    s.bytes(&hash, sizeof hash);
}

// The same encoding without bounds: a record of numbers only, in the room made for it (the hot path).
struct Raw {
    unsigned char* at;
    void byte(unsigned char b) { *at++ = b; }
    // A number as it is in memory (little endian): one store, where a varint is a loop.
    template <class T> void fixed(T v)
    {
        __builtin_memcpy(at, &v, sizeof v);
        at += sizeof v;
    }
    void varint(u64 v)
    {
        if (__builtin_expect(v < 0x80, 1)) {
            *at++ = static_cast<unsigned char>(v);
            return;
        }
        while (v >= 0x80) {
            *at++ = static_cast<unsigned char>(v | 0x80);
            v >>= 7;
        }
        *at++ = static_cast<unsigned char>(v);
    }
    void zigzag(i64 v) { varint((static_cast<u64>(v) << 1) ^ static_cast<u64>(v >> 63)); }
};

// A table of the numeric types, one line each: clearer unformatted.
// clang-format off
template <class T> struct IsNumber { static const bool value = false; };
#define __GT_NUMBER(T, how)                                                                                             \
    template <> struct IsNumber<T> { static const bool value = true; };                                               \
    inline void rawNumber(Raw& r, T v) { how; }
__GT_NUMBER(bool, (r.byte(kBool), r.byte(v ? 1 : 0)))
__GT_NUMBER(char, (r.byte(kChar), r.byte(static_cast<unsigned char>(v))))
__GT_NUMBER(signed char, (r.byte(kInt32), r.fixed(static_cast<int>(v))))
__GT_NUMBER(short, (r.byte(kInt32), r.fixed(static_cast<int>(v))))
__GT_NUMBER(int, (r.byte(kInt32), r.fixed(v)))
__GT_NUMBER(long, (r.byte(kInt64), r.fixed(static_cast<long long>(v))))
__GT_NUMBER(long long, (r.byte(kInt64), r.fixed(v)))
__GT_NUMBER(unsigned char, (r.byte(kUnsigned32), r.fixed(static_cast<unsigned>(v))))
__GT_NUMBER(unsigned short, (r.byte(kUnsigned32), r.fixed(static_cast<unsigned>(v))))
__GT_NUMBER(unsigned, (r.byte(kUnsigned32), r.fixed(v)))
__GT_NUMBER(unsigned long, (r.byte(kUnsigned64), r.fixed(static_cast<unsigned long long>(v))))
__GT_NUMBER(unsigned long long, (r.byte(kUnsigned64), r.fixed(v)))
#undef __GT_NUMBER

template <class... A> struct AllNumbers { static const bool value = true; };
template <class H, class... T> struct AllNumbers<H, T...> {
    static const bool value = IsNumber<H>::value && AllNumbers<T...>::value;
};
template <bool> struct NumbersOnly { };
// clang-format on

// --- values: what a call returns, as a number where it is one ------------------------------------

#define __GT_VALUE(T)                                                                                                            \
    inline bool valueOf(T v, i64& out)                                                                                           \
    {                                                                                                                            \
        out = static_cast<i64>(v);                                                                                               \
        return true;                                                                                                             \
    }
__GT_VALUE(bool)
__GT_VALUE(char)
__GT_VALUE(signed char)
__GT_VALUE(unsigned char)
__GT_VALUE(short)
__GT_VALUE(unsigned short)
__GT_VALUE(int)
__GT_VALUE(unsigned)
__GT_VALUE(long)
__GT_VALUE(unsigned long)
__GT_VALUE(long long)
__GT_VALUE(unsigned long long)
#undef __GT_VALUE
inline bool valueOf(long double v, i64& out)
{
    out = v > 9.2e18L ? i64(9223372036854775807LL) : v < -9.2e18L ? i64(-9223372036854775807LL) : i64(v);
    return true;
}
inline bool valueOf(double v, i64& out)
{
    return valueOf(static_cast<long double>(v), out);
}
inline bool valueOf(float v, i64& out)
{
    return valueOf(static_cast<long double>(v), out);
}
template <class T> bool valueOf(const T& v, i64& out);
template <class T> T fakeValue(); // for decltype only
template <class T, class = void> struct HasIndex {
    enum { value = 0 };
};
template <class T> struct HasIndex<T, decltype(fakeValue<const T&>().index(), void())> {
    enum { value = 1 };
};
template <bool> struct Require {
};
template <> struct Require<true> {
    typedef void type;
};
// A pair or a tuple, (mine, theirs) as a game returns it: its first element. Not a variant's: its
// get<0> throws when it holds another alternative.
template <class T> auto valueOfClass(const T& v, i64& out, Rank0) -> decltype(v.first, v.second, bool())
{
    return valueOf(v.first, out);
}
template <int> void get(); // makes `get<0>(v)` a template's call, which finds std::get by ADL
template <class T, class = decltype(get<0>(fakeValue<const T&>())), class = typename Require<!HasIndex<T>::value>::type>
bool valueOfClass(const T& v, i64& out, Rank1)
{
    return valueOf(get<0>(v), out);
}
template <class T> auto valueOfClass(const T& v, i64& out, Rank2) -> decltype(static_cast<long long>(v), bool())
{
    out = static_cast<long long>(v);
    return true;
}
template <class T> bool valueOfClass(const T&, i64&, ...)
{
    return false;
}
template <class T> bool valueOf(const T& v, i64& out)
{
    return valueOfClass(v, out, Rank0());
}
// A pair (first, second), or a tuple or array of exactly two items: the second, recorded beside
// the first so that the tree shows (3, 5). A tuple's size is counted by std::apply, found by
// argument-dependent lookup (C++17; std::tuple_size cannot be named here): each step below is
// tried only if the one before it held, since apply on a type that is not tuple-like (a variant,
// whose get<1> exists) fails hard.
template <class T> auto secondOfClass(const T& v, i64& out, Rank0) -> decltype(v.first, v.second, bool())
{
    return valueOf(v.second, out);
}
template <usize N> struct Items {
};
struct CountItems {
    template <class... X> Items<sizeof...(X)> operator()(const X&...) const; // for decltype only
};
template <class T, class = decltype(get<1>(fakeValue<const T&>())), class = typename Require<!HasIndex<T>::value>::type,
    class = decltype(static_cast<Items<2>>(apply(CountItems(), fakeValue<const T&>())))>
bool secondOfClass(const T& v, i64& out, Rank1)
{
    return valueOf(get<1>(v), out);
}
template <class T> bool secondOfClass(const T&, i64&, ...)
{
    return false;
}
template <class T> bool secondOf(const T& v, i64& out)
{
    return secondOfClass(v, out, Rank0());
}

// --- the call --------------------------------------------------------------------------------------

class Frame;

// A scalar return value on its way out: converted to the function's own return type first, so
// that the value recorded is the value returned (`bool f() { return dp[m]; }` records true).
template <class T> class Pending {
public:
    Pending(Frame& frame, T&& value, unsigned line, bool early)
        : m_frame(frame)
        , m_value(static_cast<T&&>(value))
        , m_line(line)
        , m_early(early)
    {
    }
    template <class R> operator R() &&;

private:
    Frame& m_frame;
    T m_value;
    unsigned m_line;
    bool m_early;
};

// One traced call, from the function's first line to its return: a record when it enters and
// one when it returns, written in place.
class Frame {
public:
    template <class... A>
    __attribute__((always_inline)) Frame(unsigned function, unsigned line, Turn turn, const char* descriptor, const A&... state)
        : m_parent(g_control.top)
        , m_mode(kOff)
        , m_second(false)
        , m_children(false)
        , m_returned(false)
        , m_hit(false)
    {
        if (!g_control.on || (t_threadRole != kThreadRecords && !claimThread()))
            return;
        if (g_control.depth == 0)
            startRecursion(function);
        ++g_control.depth;
        if (g_countGroups)
            countCall(function);
        if (!g_control.recording) {
            m_mode = kUnrecorded;
            return;
        }
        m_mode = kRecorded;
        if (function >= kKnownFunctions || !g_announced[function])
            announce(function, line, descriptor);
        if (++g_control.calls > g_control.maxCalls)
            tooManyCalls(line);
        if (g_control.callsShown)
            *g_control.callsShown = g_control.calls;
        if (g_control.depth > kMaxDepth)
            tooDeep(line);
        if (static_cast<usize>(g_trace.out.end - g_trace.out.at) < kRecordRoom)
            flushOut();
        if (turn.given) {
            if (!m_parent)
                g_control.firstTurn = turn.value;
            m_second = turn.value != g_control.firstTurn;
        } else {
            m_second = m_parent && !m_parent->m_second;
        }
        if (m_parent)
            m_parent->m_children = true;
        writeEnter(NumbersOnly<AllNumbers<A...>::value>(), function, state...);
        g_control.top = this;
    }
    Frame(const Frame&) = delete;
    Frame& operator=(const Frame&) = delete;
    ~Frame()
    {
        if (m_mode == kOff)
            return;
        --g_control.depth;
        if (m_mode == kUnrecorded)
            return;
        if (!m_returned) // an exception, a braced return, the end of a void function
            leave(0, 0, false);
        g_control.top = m_parent;
    }

    // `if (dp[m] != -1) return dp[m];`: the table answers (unless --memo off).
    bool memoTest(bool stored)
    {
        if (!stored || !g_control.memo)
            return false;
        m_hit = true;
        return true;
    }
    // `if (dp[n] == -1) { compute } return dp[n];`: true means compute.
    bool memoMiss(bool missing)
    {
        if (!g_control.memo)
            return true;
        m_hit = !missing;
        return missing;
    }

    template <class T> Pending<T> ret(T&& value, unsigned line, bool early)
    {
        return Pending<T>(*this, static_cast<T&&>(value), line, early);
    }
    // A return whose type is a class or deduced: the value as the expression has it.
    template <class T> typename Bare<T>::type retv(T&& value, unsigned line, bool early)
    {
        typename Bare<T>::type copy(static_cast<T&&>(value));
        record(copy, line, early);
        return copy;
    }
    void leaveVoid(unsigned line, bool early)
    {
        if (m_mode == kRecorded && !m_returned)
            leave(0, line, early);
    }
    template <class V> void record(const V& v, unsigned line, bool early)
    {
        if (m_mode != kRecorded || m_returned)
            return;
        i64 value = 0;
        i64 second = 0;
        valueOf(v, value);
        if (secondOf(v, second))
            leave(value, line, early, &second);
        else
            leave(value, line, early);
    }

    // Calls still open when the program ends (exit()), innermost first: counted by the runtime.
    Frame* parent() const { return m_parent; }

private:
    enum Mode : unsigned char { kOff, kUnrecorded, kRecorded };

    template <class... A> __attribute__((always_inline)) void writeEnter(NumbersOnly<true>, unsigned function, const A&... state)
    {
        Raw r {g_trace.out.at};
        r.byte(static_cast<unsigned char>(0x18 | (m_second ? 1 : 0)));
        r.varint(function); // its line is in its schema
        int params[] = {0, (rawNumber(r, state), 0)...};
        (void)params;
        g_trace.out.at = r.at;
        g_trace.out.committed = r.at;
    }
    // Strings, containers, objects: each value within its budget (a long one goes as its hash).
    template <class... A> void writeEnter(NumbersOnly<false>, unsigned function, const A&... state)
    {
        unsigned char* const recordEnd = g_trace.out.at + kRecordRoom - 64;
        Sink s {g_trace.out.at, recordEnd, 0, 0};
        s.byte(static_cast<unsigned char>(0x18 | (m_second ? 1 : 0)));
        s.varint(function);
        int params[]
            = {0, (s.limit = recordEnd - s.at > kValueBudget ? s.at + kValueBudget : recordEnd, encodeParam(s, state), 0)...};
        (void)params;
        g_trace.out.at = s.at;
        g_trace.out.committed = s.at;
    }

    // `second`: a pair's second element (LeavePair).
    __attribute__((always_inline)) void leave(i64 value, unsigned line, bool early, const i64* second = 0)
    {
        if (static_cast<usize>(g_trace.out.end - g_trace.out.at) < 32)
            flushOut();
        const unsigned char outcome = m_children ? 3 : m_hit ? 1 : 0;
        Raw r {g_trace.out.at};
        r.byte(static_cast<unsigned char>((second ? 0x28 : 0x20) | outcome | (early && m_children ? 4 : 0)));
        r.zigzag(value);
        if (second)
            r.zigzag(*second);
        r.varint(line);
        g_trace.out.at = r.at;
        g_trace.out.committed = r.at;
        m_returned = true;
    }

    Frame* m_parent;
    Mode m_mode;
    bool m_second;
    bool m_children;
    bool m_returned;
    bool m_hit;
};

template <class T> template <class R> Pending<T>::operator R() &&
{
    R result = static_cast<R>(static_cast<T&&>(m_value));
    m_frame.record(result, m_line, m_early);
    return result;
}

// --call: prints what the call returned.
inline void printOf(bool v)
{
    printBool(v);
}
inline void printOf(char v)
{
    printChar(v);
}
inline void printOf(int v)
{
    printInteger(v);
}
inline void printOf(long v)
{
    printInteger(v);
}
inline void printOf(long long v)
{
    printInteger(v);
}
inline void printOf(unsigned v)
{
    printUnsigned(v);
}
inline void printOf(unsigned long v)
{
    printUnsigned(v);
}
inline void printOf(unsigned long long v)
{
    printUnsigned(v);
}
inline void printOf(short v)
{
    printInteger(v);
}
inline void printOf(float v)
{
    printFloating(v);
}
inline void printOf(double v)
{
    printFloating(v);
}
inline void printOf(long double v)
{
    printFloating(v);
}
inline void printOf(const char* s)
{
    printText(s, __builtin_strlen(s));
}
template <class T> void printOf(const T& v);
template <class T> auto printOfClass(const T& v, Rank0) -> decltype(v.c_str(), void())
{
    printText(v.data(), v.size());
}
template <class T> auto printOfClass(const T& v, Rank1) -> decltype(v.begin() != v.end(), void())
{
    printText("[", 1);
    bool first = true;
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (!first)
            printText(",", 1);
        first = false;
        printOf(*it);
    }
    printText("]", 1);
}
template <class T> auto printOfClass(const T& v, Rank1) -> decltype(v.first, v.second, void())
{
    printText("[", 1);
    printOf(v.first);
    printText(",", 1);
    printOf(v.second);
    printText("]", 1);
}
template <class T> auto printOfClass(const T& v, Rank2) -> decltype(static_cast<long long>(v), void())
{
    printInteger(static_cast<long long>(v));
}
template <class T> void printOfClass(const T&, ...)
{
    printText("?", 1);
}
template <class T> void printOf(const T& v)
{
    printOfClass(v, Rank0());
}

template <class R> struct Printer {
    template <class F> static void run(F&& call)
    {
        printOf(call());
        printEnd();
    }
};
template <> struct Printer<void> {
    template <class F> static void run(F&& call)
    {
        call();
        printNothing();
    }
};
template <class F> void printResult(F&& call)
{
    Printer<decltype(call())>::run(call);
}

// --call's arguments (runtime_call_arguments.cpp): the studio's main() for a class without one
// reads each parameter's value from the call's literals when the program starts, so that one
// binary serves every call. A literal that does not fit the parameter's type ends the program
// with a message naming the argument.

struct Argument;
void expectCallArguments(unsigned count); // reads them; a call of another count fails
const Argument* callArgument(unsigned index);
i64 readSigned(const Argument* argument, i64 min, i64 max);
u64 readUnsigned(const Argument* argument, u64 max);
long double readFloating(const Argument* argument);
bool readBool(const Argument* argument);
char readChar(const Argument* argument);
const char* readText(const Argument* argument, usize& length);
usize readList(const Argument* argument, bool pair); // its item count
const Argument* listItem(const Argument* argument, usize k);
void readNull(const Argument* argument);
[[noreturn]] void unreadable(const Argument* argument);

template <class T> struct Tag {
};

#define __GT_READ_SIGNED(T, MAX)                                                                                                 \
    inline T readAs(const Argument* a, Tag<T>)                                                                                   \
    {                                                                                                                            \
        return static_cast<T>(readSigned(a, -(MAX)-1, MAX));                                                                     \
    }
__GT_READ_SIGNED(signed char, __SCHAR_MAX__)
__GT_READ_SIGNED(short, __SHRT_MAX__)
__GT_READ_SIGNED(int, __INT_MAX__)
__GT_READ_SIGNED(long, __LONG_MAX__)
__GT_READ_SIGNED(long long, __LONG_LONG_MAX__)
#undef __GT_READ_SIGNED
#define __GT_READ_UNSIGNED(T)                                                                                                    \
    inline T readAs(const Argument* a, Tag<T>)                                                                                   \
    {                                                                                                                            \
        return static_cast<T>(readUnsigned(a, static_cast<T>(~static_cast<T>(0))));                                              \
    }
__GT_READ_UNSIGNED(unsigned char)
__GT_READ_UNSIGNED(unsigned short)
__GT_READ_UNSIGNED(unsigned)
__GT_READ_UNSIGNED(unsigned long)
__GT_READ_UNSIGNED(unsigned long long)
#undef __GT_READ_UNSIGNED
inline bool readAs(const Argument* a, Tag<bool>)
{
    return readBool(a);
}
inline char readAs(const Argument* a, Tag<char>)
{
    return readChar(a);
}
inline float readAs(const Argument* a, Tag<float>)
{
    return static_cast<float>(readFloating(a));
}
inline double readAs(const Argument* a, Tag<double>)
{
    return static_cast<double>(readFloating(a));
}
inline long double readAs(const Argument* a, Tag<long double>)
{
    return readFloating(a);
}
inline const char* readAs(const Argument* a, Tag<const char*>)
{
    usize length = 0;
    return readText(a, length);
}
// A pointer (a TreeNode*): nullptr is the one literal that makes one.
template <class T> T* readAs(const Argument* a, Tag<T*>)
{
    readNull(a);
    return 0;
}

template <class T> T readAs(const Argument* a, Tag<T>);

// A string: "text".
template <class T>
auto readClass(const Argument* a, Tag<T>, Rank0) -> decltype(T(static_cast<const char*>(0), usize()).c_str(), T())
{
    usize length = 0;
    const char* text = readText(a, length);
    return T(text, length);
}
// A pair: {first, second}.
template <class T>
auto readClass(const Argument* a, Tag<T>, Rank1) -> decltype(sizeof(typename T::first_type), sizeof(typename T::second_type), T())
{
    readList(a, true);
    return T(readAs(listItem(a, 0), Tag<typename Bare<typename T::first_type>::type>()),
        readAs(listItem(a, 1), Tag<typename Bare<typename T::second_type>::type>()));
}
// A vector, deque or list: {items}.
template <class T>
auto readClass(const Argument* a, Tag<T>, Rank1) -> decltype(fakeValue<T&>().push_back(fakeValue<typename T::value_type>()), T())
{
    const usize count = readList(a, false);
    T out;
    for (usize k = 0; k < count; ++k)
        out.push_back(readAs(listItem(a, k), Tag<typename Bare<typename T::value_type>::type>()));
    return out;
}
// A set or a map: {items}, a map's as {key, value} pairs.
template <class T>
auto readClass(const Argument* a, Tag<T>, Rank2) -> decltype(fakeValue<T&>().insert(fakeValue<typename T::value_type>()), T())
{
    const usize count = readList(a, false);
    T out;
    for (usize k = 0; k < count; ++k)
        out.insert(readAs(listItem(a, k), Tag<typename Bare<typename T::value_type>::type>()));
    return out;
}
// Anything else (a struct of the program's own) no literal makes.
template <class T> T readClass(const Argument* a, Tag<T>, ...)
{
    unreadable(a);
}
template <class T> T readAs(const Argument* a, Tag<T>)
{
    return readClass(a, Tag<T>(), Rank0());
}

} // namespace __gt
