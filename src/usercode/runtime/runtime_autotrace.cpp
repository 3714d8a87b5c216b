// The runtime of a program traced as written (autotrace.h): the trace stream (stream_format.h)
// on the descriptor GAMETREE_TRACE names. The frames write their records in place; this file
// owns the buffer, sends it in chunks, and starts before the program's main() (a constructor) and
// ends after it (atexit), so that a program that calls exit() inside its recursion still sends its
// calls. Without GAMETREE_TRACE (the program run by hand) it does nothing.

#include "autotrace.h"
#include "runtime_state.h"

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include <pthread.h>

namespace __gt {

Control g_control = {false, true, false, 0, nullptr, 0, 0, ~0ull, nullptr};
bool g_announced[kKnownFunctions];
bool g_countGroups = false;

namespace {

namespace stream = gt::stream;

// A chunk and its header fit a pipe's 64 KiB, so that the studio mostly reads whole chunks.
constexpr std::size_t kBufferBytes = (std::size_t(64) << 10) - 64;
alignas(16) unsigned char g_buffer[stream::kChunkHeaderBytes + kBufferBytes + kRecordRoom];
int g_fd = -1;
std::uint32_t g_chunkCalls = 0; // calls entered in the chunks sent and the one being written
long long g_roots = 0;
long long g_wantedRoot = 1;
// Several separate recursions traced (GAMETREE_TRACE's groups=0.0.1): each function's group; each
// group's top-level calls, counted apart so that every group's root K is recorded, its calls under
// them and all its calls, recorded or not, so that the studio draws the one with the most calls.
unsigned char g_groupOf[kKnownFunctions];
unsigned long long g_groupRoots[kKnownFunctions];
unsigned long long g_groupOwnCalls[kKnownFunctions];
unsigned long long g_groupAllCalls[kKnownFunctions];
unsigned g_groups = 0;
unsigned g_rootGroup = 0; // the group of the top-level call running

unsigned char* payloadStart()
{
    return g_buffer + stream::kChunkHeaderBytes;
}

// Writes [start, end) of the buffer as one chunk, with only write(2): a signal handler calls it.
void writeChunk(const unsigned char* end)
{
    const std::size_t payload = std::size_t(end - payloadStart());
    if (payload == 0 || g_fd < 0)
        return;
    std::uint32_t calls = g_chunkCalls;
    if (calls < g_control.calls) // the calls entered so far, for the studio's progress
        calls = std::uint32_t(g_control.calls);
    const std::uint32_t header[2] = {std::uint32_t(payload), calls};
    std::memcpy(g_buffer, header, sizeof header);
    gt::detail::writeWhole(g_fd, g_buffer, stream::kChunkHeaderBytes + payload);
}

// In a child of fork(): a copy of the program, whose calls are not the run's. The parent sends
// the trace; the child sends nothing, also not the records it copied.
void forgetTrace()
{
    g_fd = -1;
    g_control.on = false;
    g_control.callsShown = nullptr;
    g_out.at = payloadStart();
    g_out.committed = g_out.at;
    gt::detail::rt().writer.abandon();
}

void flushFromSignal()
{
    writeChunk(g_out.committed);
    g_out.at = payloadStart();
    g_out.committed = g_out.at;
}

void writeRecord(const unsigned char* bytes, std::size_t n)
{
    if (std::size_t(g_out.end - g_out.at) < n + 16)
        flushOut();
    std::memcpy(g_out.at, bytes, n);
    g_out.at += n;
    g_out.committed = g_out.at;
}

void writeVarintRecord(std::uint8_t tag, std::initializer_list<std::uint64_t> values)
{
    unsigned char bytes[64];
    Sink s {bytes, bytes + sizeof bytes, 0, 0};
    s.byte(tag);
    for (std::uint64_t v : values)
        s.varint(v);
    writeRecord(bytes, std::size_t(s.at - bytes));
}

// exit() inside the recursion, or main returned: the run ends. Calls still open stay open, as a
// crash leaves them: they were running when the program stopped, and no value they never
// returned is made up for them.
void finish()
{
    if (!g_control.on)
        return;
    std::uint64_t open = 0;
    for (Frame* f = g_control.top; f; f = f->parent())
        ++open;
    g_control.top = nullptr;
    if (open > 0)
        writeVarintRecord(stream::ExitedInside, {open});
    writeVarintRecord(stream::Roots, {std::uint64_t(g_roots), std::uint64_t(g_wantedRoot)});
    for (unsigned g = 0; g_countGroups && g < g_groups; ++g)
        writeVarintRecord(stream::GroupCalls, {g, g_groupRoots[g], g_groupOwnCalls[g], g_groupAllCalls[g]});
    writeVarintRecord(stream::Finished, {});
    flushOut();
    g_control.on = false;
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

// groups=0.0.1: function 0 and 1 are one recursion, function 2 another.
void readGroups(const std::string& settings)
{
    const std::string key = ",groups=";
    const std::size_t at = settings.find(key);
    if (at == std::string::npos)
        return;
    unsigned function = 0;
    for (std::size_t k = at + key.size(); k < settings.size() && settings[k] != ',' && function < kKnownFunctions;) {
        const unsigned group = unsigned(std::atoi(settings.c_str() + k));
        if (group >= kKnownFunctions)
            return;
        g_groupOf[function++] = static_cast<unsigned char>(group);
        if (group + 1 > g_groups)
            g_groups = group + 1;
        while (k < settings.size() && settings[k] != '.' && settings[k] != ',')
            ++k;
        if (k < settings.size() && settings[k] == '.')
            ++k;
    }
}

// GAMETREE_TRACE=fd=3,memo=1,root=1,max-calls=N
__attribute__((constructor)) void start()
{
    const char* settings = std::getenv("GAMETREE_TRACE");
    g_out = {payloadStart(), payloadStart() + kBufferBytes, payloadStart()};
    if (!settings)
        return;
    char stackTop = 0;
    const std::string s = settings;
    g_wantedRoot = settingOf(s, "root", 1);
    readGroups(s);
    g_countGroups = g_groups > 1;
    g_control.maxCalls = static_cast<unsigned long long>(settingOf(s, "max-calls", 200'000'000));
    g_control.memo = settingOf(s, "memo", 1) != 0;
    g_fd = int(settingOf(s, "fd", -1));
    g_control.on = g_fd >= 0;
    if (!g_control.on)
        return;
    // A crash or the CPU limit sends what is whole; the runtime's own records (a failure) follow.
    gt::detail::setExtraFlush(&flushFromSignal);
    gt::detail::rt().writer.setFd(g_fd);
    g_control.callsShown = static_cast<unsigned long long*>(gt::detail::mapCallsCounter(int(settingOf(s, "calls-fd", -1))));
    writeVarintRecord(stream::Version, {stream::kVersion});
    gt::detail::installSignalHandlers(&stackTop);
    pthread_atfork(nullptr, nullptr, forgetTrace);
    std::atexit(finish);
}

} // namespace

Out g_out;

void flushOut()
{
    writeChunk(g_out.at);
    g_chunkCalls = std::uint32_t(g_control.calls);
    g_out.at = payloadStart();
    g_out.committed = g_out.at;
}

void announce(unsigned function, unsigned line, const char* descriptor)
{
    if (function < kKnownFunctions)
        g_announced[function] = true;
    const std::size_t length = std::min<std::size_t>(std::strlen(descriptor), stream::kMaxLabelBytes);
    unsigned char bytes[stream::kMaxLabelBytes + 32];
    Sink s {bytes, bytes + sizeof bytes, 0, 0};
    s.byte(stream::FunctionSchema);
    s.varint(function);
    s.varint(line);
    s.varint(length);
    s.bytes(descriptor, length);
    writeRecord(bytes, std::size_t(s.at - bytes));
}

void startRecursion(unsigned function)
{
    ++g_roots;
    if (g_countGroups) {
        g_rootGroup = function < kKnownFunctions ? g_groupOf[function] : 0;
        g_control.recording = ++g_groupRoots[g_rootGroup] == static_cast<unsigned long long>(g_wantedRoot);
        return;
    }
    g_control.recording = g_roots == g_wantedRoot;
}

void countCall(unsigned function)
{
    const unsigned group = function < kKnownFunctions ? g_groupOf[function] : 0;
    ++g_groupAllCalls[group];
    if (group == g_rootGroup)
        ++g_groupOwnCalls[group];
}

void tooManyCalls(unsigned line)
{
    flushOut();
    gt::detail::fail(stream::FailureKind::TooManyCalls, -1, line);
}

void tooDeep(unsigned line)
{
    flushOut();
    gt::detail::fail(stream::FailureKind::TooDeep, -1, line);
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

// autotrace.h cannot include stream_format.h (it includes no standard header): the two agree here.
static_assert(int(__gt::kInt) == int(gt::stream::ValueInt) && int(__gt::kUnsigned) == int(gt::stream::ValueUnsigned)
        && int(__gt::kBool) == int(gt::stream::ValueBool) && int(__gt::kChar) == int(gt::stream::ValueChar)
        && int(__gt::kFloat) == int(gt::stream::ValueFloat) && int(__gt::kString) == int(gt::stream::ValueString)
        && int(__gt::kList) == int(gt::stream::ValueList) && int(__gt::kPair) == int(gt::stream::ValuePair)
        && int(__gt::kOpaque) == int(gt::stream::ValueOpaque) && int(__gt::kCut) == int(gt::stream::ValueCut)
        && int(__gt::kInt32) == int(gt::stream::ValueInt32) && int(__gt::kInt64) == int(gt::stream::ValueInt64)
        && int(__gt::kUnsigned32) == int(gt::stream::ValueUnsigned32)
        && int(__gt::kUnsigned64) == int(gt::stream::ValueUnsigned64),
    "autotrace.h writes the value tags of stream_format.h");
static_assert(__gt::kMaxDepth == gt::stream::kMaxDepth, "autotrace.h stops at the studio's deepest call");
static_assert(gt::stream::EnterKeyFirst == 0x18 && gt::stream::EnterKeySecond == 0x19 && gt::stream::Leave == 0x20
        && gt::stream::LeavePair == 0x28,
    "autotrace.h writes these record tags");
