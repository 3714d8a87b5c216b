// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The runtime compiled with a user's program (plain C++ and POSIX, no Qt): it writes every call
// of the recursion to the trace stream (stream_format.h) on the file descriptor the studio gives.
// It enforces only the contract (every call returns through call.base, call.memo or call.value,
// and calls nest) and the call budget; the studio sets the process limits and words every message.

#include "runtime_state.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>

#include <pthread.h>

namespace gt::detail {

namespace {
char g_label[stream::kMaxLabelBytes + 1];
} // namespace

Runtime& rt()
{
    static Runtime* runtime = new Runtime;
    return *runtime;
}

void fail(stream::FailureKind kind, long long state, unsigned line, std::string_view text)
{
    Writer& w = rt().writer;
    w.rollback();
    w.reserve(32 + text.size());
    w.byte(stream::Failure);
    w.varint(std::uint8_t(kind));
    w.varint(std::uint64_t(state + 1));
    w.varint(line);
    w.text(text.data(), std::min(text.size(), stream::kMaxLabelBytes));
    w.commit();
    w.flush();
    _exit(3);
}

void flushAtExit()
{
    rt().writer.flush();
}

void badDeclaration(unsigned line, const std::string& what)
{
    fail(stream::FailureKind::BadDeclaration, -1, line, what);
}

void checkNotUnwound()
{
    const Frame& u = rt().unwound;
    if (u.line != 0)
        fail(stream::FailureKind::MissingReturn, u.state, u.line, "exception");
}

char* labelBuffer()
{
    return g_label;
}

std::size_t labelLength(int printed)
{
    return printed < 0 ? 0 : std::min(std::size_t(printed), stream::kMaxLabelBytes);
}

// A label longer than the stream takes: its start and a hash of all of it, so that two states
// whose labels differ only past the cut stay two states (they were merged, memo links and all).
std::size_t longLabel(const char* whole, std::size_t length)
{
    std::uint64_t hash = 14695981039346656037ull; // FNV-1a
    for (std::size_t k = 0; k < length; ++k)
        hash = (hash ^ static_cast<unsigned char>(whole[k])) * 1099511628211ull;
    char tail[32];
    const int written = std::snprintf(tail, sizeof tail, "\u2026 #%016llx", static_cast<unsigned long long>(hash));
    const std::size_t tailLength = written > 0 ? std::size_t(written) : 0;
    std::size_t keep = stream::kMaxLabelBytes - tailLength;
    while (keep > 0 && (static_cast<unsigned char>(whole[keep]) & 0xC0) == 0x80) // not inside a UTF-8 character
        --keep;
    std::memcpy(g_label, whole, keep);
    std::memcpy(g_label + keep, tail, tailLength);
    return keep + tailLength;
}

std::uint32_t enter(int player, unsigned line, const char* label, std::size_t length)
{
    Runtime& r = rt();
    endDeclarations();
    checkNotUnwound();
    if (!r.stack.empty() && r.stack.back().returned)
        fail(stream::FailureKind::CallAfterReturn, r.stack.back().state, line);
    if (r.stack.empty() && r.rootSeen)
        fail(stream::FailureKind::SecondRoot, -1, line);
    if (r.stack.size() > stream::kMaxDepth)
        fail(stream::FailureKind::TooDeep, r.stack.back().state, line);
    bool isNew = false;
    Writer& w = r.writer;
    const std::uint32_t state = r.states.idOf({label, length}, isNew);
    if (isNew) {
        w.reserve(8 + length);
        w.byte(stream::StateLabel);
        w.text(label, length);
        w.commit();
    }
    const bool second = player >= 0 ? player == 1 : !r.stack.empty() && !r.stack.back().secondPlayer;
    w.reserve(24);
    w.byte(second ? stream::EnterSecond : stream::EnterFirst);
    w.varint(state);
    w.varint(r.pendingMove);
    w.varint(line);
    w.commit(1);
    r.pendingMove = 0;
    r.rootSeen = true;
    if (++r.calls > r.settings.maxCalls)
        fail(stream::FailureKind::TooManyCalls, state, line);
    r.stack.push_back({state, line, second, false});
    return std::uint32_t(r.stack.size() - 1);
}

void leave(std::uint32_t level, int outcome, long long value, bool stoppedEarly, unsigned line)
{
    Runtime& r = rt();
    checkNotUnwound();
    Frame& top = r.stack.back();
    if (level + 1 != r.stack.size()) // an inner call is still open
        fail(stream::FailureKind::MissingReturn, top.state, top.line);
    if (top.returned)
        fail(stream::FailureKind::ReturnedTwice, top.state, line);
    Writer& w = r.writer;
    w.reserve(24);
    w.byte(std::uint8_t(stream::Leave | outcome | (stoppedEarly ? stream::kLeaveEarly : 0)));
    w.zigzag(value);
    w.varint(line);
    w.commit();
    top.returned = true;
    if (level == 0) {
        r.rootValue = value;
        r.rootReturned = true;
    }
}

void endScope(std::uint32_t level)
{
    Runtime& r = rt();
    if (level + 1 != r.stack.size())
        return; // destructors run innermost first; anything else was reported already
    const Frame top = r.stack.back();
    if (!top.returned) {
        if (std::uncaught_exceptions() == 0)
            fail(stream::FailureKind::MissingReturn, top.state, top.line);
        if (r.unwound.line == 0)
            r.unwound = top;
    }
    r.stack.pop_back();
}

void cell(std::uint32_t level, int indexes, long long first, long long second, unsigned line)
{
    Runtime& r = rt();
    const TableDeclaration& t = r.table;
    const std::string what = "call.cell: ";
    if (!t.kind)
        badDeclaration(line, what + "no table is declared; declare it with run.table before the first gt::Call");
    if (level + 1 != r.stack.size() || r.stack.back().returned)
        badDeclaration(line, what + "name a call's cell while it runs, before its return");
    const bool grid = t.kind[0] == 'g';
    if (indexes != (grid ? 2 : 1))
        badDeclaration(line,
            what
                + (grid ? "the table is a grid: give two indexes, call.cell(i, j)"
                        : "the table has one index: give one, call.cell(i)"));
    long long row = grid ? first : 0;
    long long column = grid ? second : first;
    if (t.kind[0] == 's') {
        if (first < 0 || first >= (1LL << t.columns))
            badDeclaration(line,
                what + "the mask " + std::to_string(first) + " is outside " + t.declaration + " (0 to "
                    + std::to_string((1LL << t.columns) - 1) + ")");
        row = __builtin_popcountll((unsigned long long)first);
    } else if (row < 0 || row >= t.rows || column < 0 || column >= t.columns) {
        const std::string cell
            = grid ? "[" + std::to_string(first) + "][" + std::to_string(second) + "]" : "[" + std::to_string(first) + "]";
        badDeclaration(line,
            what + cell + " is outside " + t.declaration + " (" + (grid ? std::to_string(t.rows) + " x " : std::string())
                + std::to_string(t.columns) + " cells)");
    }
    Writer& w = r.writer;
    w.reserve(24);
    w.byte(stream::Cell);
    w.zigzag(row);
    w.zigzag(column);
    w.commit();
}

void setMove(const char* label, std::size_t length)
{
    Runtime& r = rt();
    bool isNew = false;
    const std::uint32_t id = r.moves.idOf({label, length}, isNew);
    if (isNew) {
        r.writer.reserve(8 + length);
        r.writer.byte(stream::MoveLabel);
        r.writer.text(label, length);
        r.writer.commit();
    }
    r.pendingMove = id;
}

bool memoOn()
{
    return rt().settings.memo;
}

bool shortCircuitOn()
{
    return rt().settings.shortCircuit;
}

void answer(long long value, unsigned line)
{
    Runtime& r = rt();
    endDeclarations();
    checkNotUnwound();
    r.writer.reserve(16);
    r.writer.byte(stream::Answer);
    r.writer.zigzag(value);
    r.writer.commit();
    r.answered = true;
}

int runMain(int argc, char** argv, void (*body)(Run&))
{
    char stackTop = 0;
    Runtime& r = rt();
    readSettings(argc, argv, r.settings);
    if (!r.writer.open()) {
        std::fputs("This program is run by Game Tree Studio: gametree solve --code FILE.cpp\n", stderr);
        return 2;
    }
    installSignalHandlers(&stackTop);
    // A child of fork() is a copy: the trace is the parent's to send.
    pthread_atfork(nullptr, nullptr, [] { rt().writer.abandon(); });
    // exit() inside the recursion skips the flush below: the calls made so far still go out.
    std::atexit(flushAtExit);
    std::at_quick_exit(flushAtExit);
    Run run;
    try {
        body(run);
    } catch (const std::bad_alloc&) {
        fail(stream::FailureKind::OutOfMemory, -1, 0);
    } catch (const std::exception& e) {
        fail(stream::FailureKind::Exception, -1, 0, e.what());
    } catch (...) {
        fail(stream::FailureKind::Exception, -1, 0, {});
    }
    endDeclarations();
    checkNotUnwound();
    if (!r.answered)
        answer(r.rootReturned ? r.rootValue : 0, 0);
    r.writer.reserve(1);
    r.writer.byte(stream::Finished);
    r.writer.commit();
    r.writer.flush();
    return 0;
}

} // namespace gt::detail
