#pragma once

// autotrace.h: what a program traced as written is compiled with. Game Tree Studio rewrites the
// program's recursive functions (src/instrument) to open an __gt::Frame on entry and to return
// through it; this header is force-included before the program's first line, or comes with the
// precompiled <bits/stdc++.h>.
//
// It includes no standard header and compiles as C++14, 17 and 20, so that it changes nothing of
// what the program sees (a judge compiles the file alone): the states are read by duck typing
// (size/begin/end, c_str, first/second) and formatted by the runtime (runtime_autotrace.cpp).
// Only names starting with __gt are declared, and before the program's own macros
// (`#define int long long`) exist.


namespace __gt {

typedef long long i64;
typedef unsigned long long u64;
typedef __SIZE_TYPE__ usize;

// --- the runtime (runtime_autotrace.cpp) --------------------------------------------------------

// What every traced call reads first; written by the runtime only.
struct Control {
    bool on;        // the studio started this process (GAMETREE_TRACE is set)
    bool memo;      // --memo: memo tests answer from the table
    bool recording; // the current top-level recursion is the one recorded (--root)
    unsigned depth; // traced calls open, recorded or not
};
extern Control g_control;

// The state of the call being entered, as bytes: equal bytes are one state.
struct Key {
    static const usize kCapacity = 4096;
    unsigned char bytes[kCapacity];
    usize size;
    u64 overflow; // a hash of what did not fit
};
extern Key g_key;

// Who is to move: by depth (the root's is the first player), or as a turn parameter says (its
// value at the root is the first player's).
struct Turn {
    bool given;
    long long value;
};

// A top-level call begins: decides whether this recursion is recorded.
void startRecursion();
// Enters a call whose state is in g_key. Returns its level; sets `wantsLabel` when the state is
// new, and then the label follows through the label* functions and labelDone().
unsigned enterCall(unsigned function, const char* descriptor, unsigned line, Turn turn, bool& wantsLabel);
void leaveCall(unsigned level, bool memoHit, i64 value, bool hasValue, bool early, unsigned line);
void endScope(unsigned level);
void keyOverflow(const void* data, usize size);

void labelNext();  // the next parameter's "name="
void labelRaw(const char* text, usize length);
void labelInteger(i64 value);
void labelUnsigned(u64 value);
void labelFloating(long double value);
void labelChar(int c);
void labelBool(bool value);
void labelString(const char* text, usize length); // quoted, shortened
void labelPointer(const void* p);
bool labelFull(); // the label is long enough: containers stop listing items
void labelDone();

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

template <class T> struct Bare { typedef T type; };
template <class T> struct Bare<T&> { typedef T type; };
template <class T> struct Bare<T&&> { typedef T type; };
template <class T> struct Bare<const T> { typedef T type; };
template <class T> struct Bare<const T&> { typedef T type; };
template <class T> struct Bare<volatile T> { typedef T type; };

template <class... P> struct Types { };
template <usize K, class L> struct At;
template <class H, class... P> struct At<0, Types<H, P...>> { typedef typename Bare<H>::type type; };
template <usize K, class H, class... P> struct At<K, Types<H, P...>> { typedef typename At<K - 1, Types<P...>>::type type; };
template <usize K, class L> using ParamAt = typename At<K, L>::type;

template <class C, class R, class... P> Types<P...> paramsOf(R (C::*)(P...));
template <class C, class R, class... P> Types<P...> paramsOf(R (C::*)(P...) const);
template <class R, class... P> Types<P...> paramsOf(R (*)(P...));

struct Rank2 { };
struct Rank1 : Rank2 { };
struct Rank0 : Rank1 { };

// --- keys: the bytes of a state ------------------------------------------------------------------

inline void keyBytes(const void* data, usize size)
{
    if (g_key.size + size <= Key::kCapacity) {
        __builtin_memcpy(g_key.bytes + g_key.size, data, size);
        g_key.size += size;
    } else {
        keyOverflow(data, size);
    }
}

#define __GT_KEY_SCALAR(T)                                                                                             \
    inline void keyOf(T v) { keyBytes(&v, sizeof v); }
__GT_KEY_SCALAR(bool)
__GT_KEY_SCALAR(char)
__GT_KEY_SCALAR(signed char)
__GT_KEY_SCALAR(unsigned char)
__GT_KEY_SCALAR(short)
__GT_KEY_SCALAR(unsigned short)
__GT_KEY_SCALAR(int)
__GT_KEY_SCALAR(unsigned)
__GT_KEY_SCALAR(long)
__GT_KEY_SCALAR(unsigned long)
__GT_KEY_SCALAR(long long)
__GT_KEY_SCALAR(unsigned long long)
__GT_KEY_SCALAR(float)
__GT_KEY_SCALAR(double)
__GT_KEY_SCALAR(long double)
__GT_KEY_SCALAR(wchar_t)
__GT_KEY_SCALAR(char16_t)
__GT_KEY_SCALAR(char32_t)
#undef __GT_KEY_SCALAR
inline void keyOf(const char* s)
{
    usize n = s ? __builtin_strlen(s) : 0;
    keyBytes(&n, sizeof n);
    keyBytes(s, n);
}
inline void keyOf(char* s) { keyOf(static_cast<const char*>(s)); }
template <class T> inline void keyOf(T* p) { keyBytes(&p, sizeof p); }

template <class T> void keyOf(const T& v);

// A string: its characters.
template <class T> auto keyOfClass(const T& v, Rank0) -> decltype(v.c_str(), v.size(), void())
{
    const usize n = v.size();
    keyBytes(&n, sizeof n);
    keyBytes(v.data(), n * sizeof(*v.data()));
}
// A container: its size and its items.
template <class T> auto keyOfClass(const T& v, Rank1) -> decltype(v.begin() != v.end(), v.size(), void())
{
    const usize n = v.size();
    keyBytes(&n, sizeof n);
    for (auto it = v.begin(); it != v.end(); ++it)
        keyOf(*it);
}
// A pair.
template <class T> auto keyOfClass(const T& v, Rank1) -> decltype(v.first, v.second, void())
{
    keyOf(v.first);
    keyOf(v.second);
}
// A bitset, a proxy of vector<bool>, an enum: what it converts to.
template <class T> auto keyOfClass(const T& v, Rank1) -> decltype(v.to_string(), void())
{
    keyOfClass(v.to_string(), Rank0());
}
template <class T> auto keyOfClass(const T& v, Rank2) -> decltype(static_cast<long long>(v), void())
{
    keyOf(static_cast<long long>(v));
}
// Anything else: its bytes (a struct of numbers).
template <class T> void keyOfClass(const T& v, ...) { keyBytes(&v, sizeof v); }

template <class T> void keyOf(const T& v) { keyOfClass(v, Rank0()); }

// --- labels: a state as text ---------------------------------------------------------------------

inline void labelOf(bool v) { labelBool(v); }
inline void labelOf(char v) { labelChar(v); }
inline void labelOf(signed char v) { labelInteger(v); }
inline void labelOf(unsigned char v) { labelUnsigned(v); }
inline void labelOf(short v) { labelInteger(v); }
inline void labelOf(unsigned short v) { labelUnsigned(v); }
inline void labelOf(int v) { labelInteger(v); }
inline void labelOf(unsigned v) { labelUnsigned(v); }
inline void labelOf(long v) { labelInteger(v); }
inline void labelOf(unsigned long v) { labelUnsigned(v); }
inline void labelOf(long long v) { labelInteger(v); }
inline void labelOf(unsigned long long v) { labelUnsigned(v); }
inline void labelOf(float v) { labelFloating(v); }
inline void labelOf(double v) { labelFloating(v); }
inline void labelOf(long double v) { labelFloating(v); }
inline void labelOf(const char* s) { labelString(s ? s : "", s ? __builtin_strlen(s) : 0); }
inline void labelOf(char* s) { labelOf(static_cast<const char*>(s)); }
template <class T> inline void labelOf(T* p) { labelPointer(p); }

template <class T> void labelOf(const T& v);

template <class T> auto labelOfClass(const T& v, Rank0) -> decltype(v.c_str(), v.size(), void())
{
    labelString(v.data(), v.size());
}
template <class T> auto labelOfClass(const T& v, Rank1) -> decltype(v.begin() != v.end(), v.size(), void())
{
    labelRaw("{", 1);
    usize shown = 0;
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (shown > 0)
            labelRaw(",", 1);
        if (shown == 8 || labelFull()) {
            labelRaw("\xE2\x80\xA6", 3); // …
            break;
        }
        labelOf(*it);
        ++shown;
    }
    labelRaw("}", 1);
    if (shown < v.size()) {
        labelRaw(" (", 2);
        labelUnsigned(v.size());
        labelRaw(")", 1);
    }
}
template <class T> auto labelOfClass(const T& v, Rank1) -> decltype(v.first, v.second, void())
{
    labelRaw("(", 1);
    labelOf(v.first);
    labelRaw(",", 1);
    labelOf(v.second);
    labelRaw(")", 1);
}
template <class T> auto labelOfClass(const T& v, Rank1) -> decltype(v.to_string(), void())
{
    const auto s = v.to_string();
    labelRaw(s.data(), s.size());
}
template <class T> auto labelOfClass(const T& v, Rank2) -> decltype(static_cast<long long>(v), void())
{
    labelInteger(static_cast<long long>(v));
}
template <class T> void labelOfClass(const T&, ...) { labelRaw("\xE2\x80\xA6", 3); }

template <class T> void labelOf(const T& v) { labelOfClass(v, Rank0()); }

// --- values: what a call returns, as a number where it is one ------------------------------------

#define __GT_VALUE(T)                                                                                                   \
    inline bool valueOf(T v, i64& out)                                                                                 \
    {                                                                                                                  \
        out = static_cast<i64>(v);                                                                                     \
        return true;                                                                                                   \
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
inline bool valueOf(double v, i64& out) { return valueOf(static_cast<long double>(v), out); }
inline bool valueOf(float v, i64& out) { return valueOf(static_cast<long double>(v), out); }
template <class T> auto valueOfClass(const T& v, i64& out, Rank1) -> decltype(static_cast<long long>(v), bool())
{
    out = static_cast<long long>(v);
    return true;
}
template <class T> bool valueOfClass(const T&, i64&, ...) { return false; }
template <class T> bool valueOf(const T& v, i64& out) { return valueOfClass(v, out, Rank0()); }

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

// One traced call, from the function's first line to its return.
class Frame {
public:
    static const unsigned kOff = 0xffffffffu;
    static const unsigned kUnrecorded = 0xfffffffeu;

    template <class... A> Frame(unsigned function, unsigned line, Turn turn, const char* descriptor, const A&... state)
        : m_level(kOff)
        , m_hit(false)
    {
        if (!g_control.on)
            return;
        if (g_control.depth == 0)
            startRecursion();
        if (!g_control.recording) {
            ++g_control.depth;
            m_level = kUnrecorded;
            return;
        }
        g_key.size = 0;
        g_key.overflow = 0;
        keyBytes(&function, sizeof function);
        int keys[] = {0, (keyOf(state), 0)...};
        (void)keys;
        bool wantsLabel = false;
        m_level = enterCall(function, descriptor, line, turn, wantsLabel);
        if (wantsLabel) {
            int labels[] = {0, (labelNext(), labelOf(state), 0)...};
            (void)labels;
            labelDone();
        }
    }
    Frame(const Frame&) = delete;
    Frame& operator=(const Frame&) = delete;
    ~Frame()
    {
        if (m_level == kOff)
            return;
        if (m_level == kUnrecorded) {
            --g_control.depth;
            return;
        }
        endScope(m_level);
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
        if (m_level < kUnrecorded)
            leaveCall(m_level, m_hit, 0, false, early, line);
    }

    template <class V> void record(const V& v, unsigned line, bool early)
    {
        if (m_level >= kUnrecorded)
            return;
        i64 value = 0;
        const bool known = valueOf(v, value);
        leaveCall(m_level, m_hit, value, known, early, line);
    }

private:
    unsigned m_level;
    bool m_hit;
};

template <class T> template <class R> Pending<T>::operator R() &&
{
    R result = static_cast<R>(static_cast<T&&>(m_value));
    m_frame.record(result, m_line, m_early);
    return result;
}

// --call: prints what the call returned.
inline void printOf(bool v) { printBool(v); }
inline void printOf(char v) { printChar(v); }
inline void printOf(int v) { printInteger(v); }
inline void printOf(long v) { printInteger(v); }
inline void printOf(long long v) { printInteger(v); }
inline void printOf(unsigned v) { printUnsigned(v); }
inline void printOf(unsigned long v) { printUnsigned(v); }
inline void printOf(unsigned long long v) { printUnsigned(v); }
inline void printOf(short v) { printInteger(v); }
inline void printOf(float v) { printFloating(v); }
inline void printOf(double v) { printFloating(v); }
inline void printOf(long double v) { printFloating(v); }
inline void printOf(const char* s) { printText(s, __builtin_strlen(s)); }
template <class T> void printOf(const T& v);
template <class T> auto printOfClass(const T& v, Rank0) -> decltype(v.c_str(), void()) { printText(v.data(), v.size()); }
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
template <class T> void printOfClass(const T&, ...) { printText("?", 1); }
template <class T> void printOf(const T& v) { printOfClass(v, Rank0()); }

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
template <class F> void printResult(F&& call) { Printer<decltype(call())>::run(call); }

} // namespace __gt

