// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The runtime of a program traced as written (autotrace.h): the trace stream (stream_format.h)
// on the descriptor GAMETREE_TRACE names. The frames write their records in place; this file
// owns the buffer, sends it in chunks, and starts before the program's main() (a constructor) and
// ends after it (atexit), so that a program that calls exit() inside its recursion still sends its
// calls. Without GAMETREE_TRACE (the program run by hand) it does nothing.

#include "autotrace.h"
#include "runtime_state.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>
#include <string>

#include <cstddef>

#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace __gt {

Control g_control = {false, true, false, 0, nullptr, 0, 0, ~0ull, nullptr};
bool g_announced[kKnownFunctions];
bool g_countGroups = false;
__thread unsigned char t_threadRole = kThreadUnknown;

namespace {

namespace stream = gt::stream;

static_assert(offsetof(Trace, bytes) == stream::kSharedHeadBytes && offsetof(Trace, chunksSent) == 32,
    "the head is stream_format.h's SharedBufferHead");
static_assert(sizeof(Trace) <= stream::kSharedBufferBytes, "the studio's buffer holds it");
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
    return g_trace.bytes + stream::kChunkHeaderBytes;
}

// Writes [start, end) of the buffer as one chunk, with only write(2) (a signal handler calls it),
// and starts the buffer again. The shared head counts the chunk only once the buffer is empty: a
// program killed in between has its records read once, from the pipe or from the buffer.
void sendChunk(const unsigned char* end)
{
    const std::size_t payload = std::size_t(end - payloadStart());
    if (payload == 0 || g_fd < 0) {
        g_trace.out.committed = payloadStart();
        g_trace.out.at = payloadStart();
        return;
    }
    std::uint32_t calls = g_chunkCalls;
    if (calls < g_control.calls) // the calls entered so far, for the studio's progress
        calls = std::uint32_t(g_control.calls);
    const std::uint32_t header[2] = {std::uint32_t(payload), calls};
    std::memcpy(g_trace.bytes, header, sizeof header);
    gt::detail::writeWhole(g_fd, g_trace.bytes, stream::kChunkHeaderBytes + payload);
    g_trace.out.committed = payloadStart();
    g_trace.out.at = payloadStart();
    g_trace.chunksSent = g_trace.chunksSent + 1;
}

// Maps the buffer the studio shares (buffer-fd) over g_trace's own pages. A failure keeps them.
void shareBuffer(int fd)
{
    struct stat file { };
    const long page = sysconf(_SC_PAGESIZE);
    if (fd < 0 || fstat(fd, &file) != 0 || file.st_size < off_t(sizeof g_trace) || page <= 0
        || reinterpret_cast<std::uintptr_t>(&g_trace) % std::uintptr_t(page) != 0)
        return;
    void* shared = mmap(nullptr, sizeof g_trace, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (shared == MAP_FAILED)
        return;
    if (mremap(shared, sizeof g_trace, sizeof g_trace, MREMAP_MAYMOVE | MREMAP_FIXED, &g_trace) == MAP_FAILED) {
        munmap(shared, sizeof g_trace);
        return;
    }
    g_trace.base = reinterpret_cast<std::uintptr_t>(&g_trace);
}

// In a child of fork(): a copy of the program, whose calls are not the run's. The parent sends
// the trace; the child sends nothing, also not the records it copied.
void forgetTrace()
{
    g_fd = -1;
    g_control.on = false;
    g_control.callsShown = nullptr;
    // The buffer is the parent's too (shared with the studio): the child's pages become its own.
    if (g_trace.base != 0)
        mmap(&g_trace, sizeof g_trace, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    g_trace.out = {payloadStart(), payloadStart() + kChunkBytes, payloadStart()};
    gt::detail::rt().writer.abandon();
}

// An exception nobody caught ends the program through std::terminate, which aborts (SIGABRT, no
// word of why): the runtime says what it was first, std::bad_alloc as running out of memory.
[[noreturn]] void onTerminate()
{
    if (g_control.on) {
        if (const std::exception_ptr thrown = std::current_exception()) {
            flushOut();
            try {
                std::rethrow_exception(thrown);
            } catch (const std::bad_alloc&) {
                gt::detail::fail(stream::FailureKind::OutOfMemory, -1, 0);
            } catch (const std::exception& e) {
                gt::detail::fail(stream::FailureKind::Exception, -1, 0, e.what());
            } catch (...) {
                gt::detail::fail(stream::FailureKind::Exception, -1, 0, {});
            }
        }
    }
    std::abort();
}

void flushFromSignal()
{
    sendChunk(g_trace.out.committed);
}

void writeRecord(const unsigned char* bytes, std::size_t n)
{
    if (std::size_t(g_trace.out.end - g_trace.out.at) < n + 16)
        flushOut();
    std::memcpy(g_trace.out.at, bytes, n);
    g_trace.out.at += n;
    g_trace.out.committed = g_trace.out.at;
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
    if (settings)
        shareBuffer(int(settingOf(settings, "buffer-fd", -1)));
    g_trace.out = {payloadStart(), payloadStart() + kChunkBytes, payloadStart()};
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
    std::set_terminate(onTerminate);
    std::atexit(finish);
}

} // namespace

Trace g_trace;

bool claimThread()
{
    static std::atomic<bool> claimed {false};
    if (t_threadRole == kThreadUnknown) {
        bool expected = false;
        t_threadRole = claimed.compare_exchange_strong(expected, true) ? kThreadRecords : kThreadUntraced;
    }
    return t_threadRole == kThreadRecords;
}

void flushOut()
{
    sendChunk(g_trace.out.at);
    g_chunkCalls = std::uint32_t(g_control.calls);
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
