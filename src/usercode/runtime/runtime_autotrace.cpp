// The runtime of a program traced as written (autotrace.h): the same trace stream as a gametree.h
// program's (stream_format.h), written on the descriptor the studio names in GAMETREE_TRACE. The
// program's own main() runs; this file starts before it (a constructor) and ends after it
// (atexit), so that a program that calls exit() inside its recursion still sends its calls.
// Without GAMETREE_TRACE (the program run by hand) it does nothing.

#include "autotrace.h"
#include "runtime_state.h"

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <algorithm>
#include <string>
#include <vector>

namespace __gt {

Control g_control = {false, true, false, 0};
Key g_key;

namespace {

using gt::detail::Writer;
namespace stream = gt::stream;

struct OpenCall {
    std::uint32_t state;
    bool second;
    bool children;
    bool returned;
};

struct FunctionNames {
    bool known = false;
    bool namesFunction = false;
    std::string name;
    std::vector<std::string> params;
};

// State keys -> dense ids. A key is named by a 64-bit hash of its bytes, and a slot is 8 bytes:
// the hash's top 40 bits and a 24-bit id; with the slot's index (the hash's low bits), 60 bits
// are compared, so two states of a million share a name with odds near 10^-6. Ten million look-ups of a million
// states are most of what tracing costs, and they cost what the table's cache misses cost: at
// 16 bytes a slot, can-i-win (20, 210) traced in 2.0 s; at 8, see bench_usercode.
class StateTable {
public:
    static constexpr std::uint32_t kMaxStates = (1u << 24) - 1;

    StateTable()
        : m_slots(std::size_t(1) << 16, 0)
    {
    }
    // The id of the key; `isNew` when it is first seen. Past kMaxStates states, ids stop growing
    // (the run is far past what a picture shows; the studio records at most 20 million calls).
    std::uint32_t idOf(const unsigned char* key, std::size_t size, bool& isNew)
    {
        const std::uint64_t hash = hashOf(key, size);
        const std::uint64_t tag = (hash >> 24) | 1; // never 0: 0 marks an empty slot
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const std::uint64_t slot = m_slots[i];
            if ((slot >> 24) == tag) {
                isNew = false;
                return std::uint32_t(slot & kMaxStates);
            }
            if (slot == 0) {
                isNew = true;
                const std::uint32_t id = std::min(m_count, kMaxStates);
                m_slots[i] = (tag << 24) | id;
                if (m_count < kMaxStates)
                    m_hashes.push_back(hash);
                if (4 * ++m_count > 3 * m_slots.size())
                    grow();
                return id;
            }
        }
    }

private:
    static std::uint64_t mix(std::uint64_t h)
    {
        h ^= h >> 31;
        h *= 0xd6e8feb86659fd93ull;
        h ^= h >> 32;
        h *= 0x9e3779b97f4a7c15ull;
        h ^= h >> 29;
        return h;
    }
    static std::uint64_t hashOf(const unsigned char* p, std::size_t n)
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ull * (n + 1);
        for (; n >= 8; p += 8, n -= 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            h = mix(h ^ word);
        }
        if (n > 0) {
            std::uint64_t tail = 0;
            std::memcpy(&tail, p, n);
            h = mix(h ^ tail);
        }
        return h;
    }
    // A slot keeps only the hash's top 40 bits; its low bits, where it sits in a larger table,
    // come from the hashes kept by id (read only here, as the table doubles).
    void grow()
    {
        std::vector<std::uint64_t> old(m_slots.size() * 2, 0);
        old.swap(m_slots);
        const std::size_t mask = m_slots.size() - 1;
        for (const std::uint64_t slot : old) {
            if (slot == 0)
                continue;
            std::size_t i = m_hashes[slot & kMaxStates] & mask;
            while (m_slots[i] != 0)
                i = (i + 1) & mask;
            m_slots[i] = slot;
        }
    }

    std::vector<std::uint64_t> m_slots;
    std::vector<std::uint64_t> m_hashes; // by id
    std::uint32_t m_count = 0;
};

// A label written into a fixed buffer: a million new states are a million labels.
class LabelText {
public:
    void clear() { m_size = 0; }
    void append(const char* text, std::size_t n)
    {
        n = std::min(n, kCapacity - m_size);
        std::memcpy(m_text + m_size, text, n);
        m_size += n;
    }
    void append(const char* text) { append(text, std::strlen(text)); }
    void append(char c) { append(&c, 1); }
    void append(const std::string& s) { append(s.data(), s.size()); }
    void unsignedNumber(unsigned long long v)
    {
        char digits[24];
        std::size_t n = 0;
        do {
            digits[sizeof digits - 1 - n++] = char('0' + v % 10);
            v /= 10;
        } while (v != 0);
        append(digits + sizeof digits - n, n);
    }
    void number(long long v)
    {
        if (v < 0) {
            append('-');
            unsignedNumber(0ull - static_cast<unsigned long long>(v));
        } else {
            unsignedNumber(static_cast<unsigned long long>(v));
        }
    }
    std::size_t size() const { return m_size; }
    const char* data() const { return m_text; }

private:
    static constexpr std::size_t kCapacity = stream::kMaxLabelBytes;
    char m_text[kCapacity];
    std::size_t m_size = 0;
};

struct Autotrace {
    StateTable states;
    Writer* writer = nullptr;
    std::vector<OpenCall> stack;
    std::vector<FunctionNames> functions;
    long long roots = 0;
    long long wantedRoot = 1;
    long long calls = 0;
    long long maxCalls = 200'000'000;
    long long firstTurn = 0; // the turn parameter's value at the root: the first player's
    // A new state's label is being written; its Enter follows the label.
    LabelText label;
    std::size_t labelParam = 0;
    const FunctionNames* labelFunction = nullptr;
    std::uint32_t pendingState = 0;
    unsigned pendingLine = 0;
    bool pendingSecond = false;
};

Autotrace* g_trace = nullptr;

Writer& writer()
{
    return *g_trace->writer;
}

const FunctionNames& namesOf(unsigned function, const char* descriptor)
{
    Autotrace& t = *g_trace;
    if (t.functions.size() <= function)
        t.functions.resize(function + 1);
    FunctionNames& f = t.functions[function];
    if (!f.known) {
        f.known = true;
        std::string d = descriptor ? descriptor : "";
        f.namesFunction = !d.empty() && d[0] == '+';
        if (!d.empty())
            d.erase(0, 1);
        std::size_t start = 0;
        for (bool first = true;; first = false) {
            const std::size_t bar = d.find('|', start);
            const std::string part = d.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
            if (first)
                f.name = part;
            else
                f.params.push_back(part);
            if (bar == std::string::npos)
                break;
            start = bar + 1;
        }
    }
    return f;
}

void writeEnter(std::uint32_t state, unsigned line, bool second)
{
    Writer& w = writer();
    w.reserve(24);
    w.byte(second ? stream::EnterSecond : stream::EnterFirst);
    w.varint(state);
    w.varint(0); // no move label: the state says what changed
    w.varint(line);
    w.commit(1);
}

void writeLeave(const OpenCall& call, bool memoHit, long long value, bool early, unsigned line)
{
    const std::uint8_t outcome = call.children ? stream::LeaveComputed : memoHit ? stream::LeaveMemo : stream::LeaveBase;
    Writer& w = writer();
    w.reserve(24);
    w.byte(std::uint8_t(stream::Leave | outcome | (early && call.children ? stream::kLeaveEarly : 0)));
    w.zigzag(value);
    w.varint(line);
    w.commit();
}

// exit() inside the recursion, or main returned: what is open is closed as stopped, and the run ends.
void finish()
{
    if (!g_trace)
        return;
    Autotrace& t = *g_trace;
    const std::size_t open = t.stack.size();
    while (!t.stack.empty()) {
        OpenCall& top = t.stack.back();
        if (!top.returned)
            writeLeave(top, false, 0, true, 0);
        t.stack.pop_back();
    }
    Writer& w = writer();
    w.reserve(48);
    if (open > 0) {
        w.byte(stream::ExitedInside);
        w.varint(open);
        w.commit();
    }
    w.byte(stream::Roots);
    w.varint(std::uint64_t(t.roots));
    w.varint(std::uint64_t(t.wantedRoot));
    w.commit();
    w.byte(stream::Finished);
    w.commit();
    w.flush();
    std::cout.flush();
}

long long settingOf(const std::string& settings, const char* name, long long fallback)
{
    const std::string key = std::string(name) + "=";
    std::size_t at = 0;
    while (at < settings.size()) {
        const std::size_t end = settings.find(',', at);
        const std::string item = settings.substr(at, end == std::string::npos ? std::string::npos : end - at);
        if (item.compare(0, key.size(), key) == 0)
            return std::atoll(item.c_str() + key.size());
        if (end == std::string::npos)
            break;
        at = end + 1;
    }
    return fallback;
}

// GAMETREE_TRACE=fd=3,memo=1,root=1,max-calls=N
__attribute__((constructor)) void start()
{
    const char* settings = std::getenv("GAMETREE_TRACE");
    if (!settings)
        return;
    char stackTop = 0;
    const std::string s = settings;
    g_trace = new Autotrace;
    g_trace->writer = &gt::detail::rt().writer;
    g_trace->wantedRoot = settingOf(s, "root", 1);
    g_trace->maxCalls = settingOf(s, "max-calls", g_trace->maxCalls);
    writer().setFd(int(settingOf(s, "fd", -1)));
    g_control.memo = settingOf(s, "memo", 1) != 0;
    g_control.on = writer().open();
    if (!g_control.on)
        return;
    gt::detail::installSignalHandlers(&stackTop);
    std::atexit(finish);
}

} // namespace

void startRecursion()
{
    ++g_trace->roots;
    g_control.recording = g_trace->roots == g_trace->wantedRoot;
}

void keyOverflow(const void* data, usize size)
{
    const unsigned char* p = static_cast<const unsigned char*>(data);
    for (usize k = 0; k < size; ++k)
        g_key.overflow = (g_key.overflow ^ p[k]) * 0x100000001b3ull;
}

unsigned enterCall(unsigned function, const char* descriptor, unsigned line, Turn turn, bool& wantsLabel)
{
    Autotrace& t = *g_trace;
    if (++t.calls > t.maxCalls)
        gt::detail::fail(stream::FailureKind::TooManyCalls, -1, line);
    if (t.stack.size() >= stream::kMaxDepth)
        gt::detail::fail(stream::FailureKind::TooDeep, t.stack.back().state, line);
    if (g_key.overflow) { // what did not fit is named by its hash, in the last bytes
        std::memcpy(g_key.bytes + Key::kCapacity - sizeof g_key.overflow, &g_key.overflow, sizeof g_key.overflow);
        g_key.size = Key::kCapacity;
    }
    bool isNew = false;
    const std::uint32_t state = t.states.idOf(g_key.bytes, g_key.size, isNew);
    if (turn.given && t.stack.empty())
        t.firstTurn = turn.value;
    const bool second = turn.given ? turn.value != t.firstTurn : !t.stack.empty() && !t.stack.back().second;
    if (!t.stack.empty())
        t.stack.back().children = true;
    t.stack.push_back({state, second, false, false});
    ++g_control.depth;
    if (isNew) {
        wantsLabel = true;
        t.labelFunction = &namesOf(function, descriptor);
        t.labelParam = 0;
        t.label.clear();
        if (t.labelFunction->namesFunction || t.labelFunction->params.empty()) {
            t.label.append(t.labelFunction->name);
            t.label.append('(');
        }
        t.pendingState = state;
        t.pendingLine = line;
        t.pendingSecond = second;
    } else {
        writeEnter(state, line, second);
    }
    return unsigned(t.stack.size() - 1);
}

void leaveCall(unsigned level, bool memoHit, i64 value, bool /*hasValue*/, bool early, unsigned line)
{
    Autotrace& t = *g_trace;
    if (level >= t.stack.size())
        return;
    OpenCall& call = t.stack[level];
    if (call.returned)
        return;
    writeLeave(call, memoHit, value, early, line);
    call.returned = true;
}

void endScope(unsigned level)
{
    Autotrace& t = *g_trace;
    while (t.stack.size() > level) { // a frame skipped by longjmp is closed with its caller
        OpenCall& top = t.stack.back();
        if (!top.returned) // ended by an exception, a braced return or the end of a void function
            writeLeave(top, false, 0, false, 0);
        t.stack.pop_back();
        --g_control.depth;
    }
}

void labelNext()
{
    Autotrace& t = *g_trace;
    const std::vector<std::string>& names = t.labelFunction->params;
    if (t.labelParam > 0)
        t.label.append(", ");
    if (t.labelParam < names.size()) {
        t.label.append(names[t.labelParam]);
        t.label.append('=');
    }
    ++t.labelParam;
}

void labelRaw(const char* text, usize length)
{
    g_trace->label.append(text, length);
}

void labelInteger(i64 value)
{
    g_trace->label.number(value);
}

void labelUnsigned(u64 value)
{
    g_trace->label.unsignedNumber(value);
}

void labelFloating(long double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%Lg", value);
    g_trace->label.append(text);
}

void labelChar(int c)
{
    if (c >= 0x20 && c < 0x7f) {
        const char quoted[3] = {'\'', char(c), '\''};
        g_trace->label.append(quoted, 3);
    } else {
        g_trace->label.number(c);
    }
}

void labelBool(bool value)
{
    g_trace->label.append(value ? "true" : "false");
}

void labelString(const char* text, usize length)
{
    constexpr usize kShown = 24;
    LabelText& label = g_trace->label;
    label.append('"');
    label.append(text, std::min(length, kShown));
    if (length > kShown) {
        label.append("\xE2\x80\xA6\" (");
        label.unsignedNumber(length);
        label.append(')');
    } else {
        label.append('"');
    }
}

void labelPointer(const void* p)
{
    char text[32];
    std::snprintf(text, sizeof text, "%p", p);
    g_trace->label.append(text);
}

bool labelFull()
{
    return g_trace->label.size() > 96;
}

void labelDone()
{
    Autotrace& t = *g_trace;
    if (t.labelFunction->namesFunction || t.labelFunction->params.empty())
        t.label.append(')');
    const std::size_t length = std::min(t.label.size(), stream::kMaxLabelBytes);
    Writer& w = writer();
    w.reserve(8 + length);
    w.byte(stream::StateLabel);
    w.text(t.label.data(), length);
    w.commit();
    writeEnter(t.pendingState, t.pendingLine, t.pendingSecond);
}

void printInteger(i64 value)
{
    std::cout << value;
}
void printUnsigned(u64 value)
{
    std::cout << value;
}
void printFloating(long double value)
{
    std::cout << value;
}
void printBool(bool value)
{
    std::cout << (value ? "true" : "false");
}
void printChar(int c)
{
    std::cout << char(c);
}
void printText(const char* text, usize length)
{
    std::cout.write(text, std::streamsize(length));
}
void printNothing()
{
    std::cout.flush();
}
void printEnd()
{
    std::cout << '\n' << std::flush;
}

} // namespace __gt
