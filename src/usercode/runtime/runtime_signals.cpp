// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// A crash, the CPU limit or the studio's time-out still sends the calls recorded up to there:
// the handler writes the complete records (only write(2), on its own stack so that a stack
// overflow can be reported) and lets the signal end the program as before.

#include "runtime_state.h"

#include <signal.h>
#include <sys/resource.h>

namespace gt::detail {

namespace {

const char* g_stackTop = nullptr;
std::size_t g_stackLimit = 0;
alignas(16) char g_handlerStack[1 << 16];
void (*g_extraFlush)() = nullptr;

// A fault between the stack's start and a little past its limit is the stack running out.
bool isStackOverflow(const siginfo_t* info)
{
    const char* at = static_cast<const char*>(info->si_addr);
    if (!g_stackTop || at > g_stackTop)
        return false;
    const std::size_t margin = std::size_t(8) << 20;
    return std::size_t(g_stackTop - at) <= g_stackLimit + margin;
}

void onFatalSignal(int signal, siginfo_t* info, void*)
{
    Runtime& r = rt();
    if (g_extraFlush)
        g_extraFlush();
    if (signal == SIGSEGV && isStackOverflow(info)) {
        // The record is written into the buffer's slack: no allocation, no lock.
        Writer& w = r.writer;
        w.rollback();
        w.byte(stream::Failure);
        w.varint(std::uint8_t(stream::FailureKind::StackOverflow));
        w.varint(0);
        w.varint(0);
        w.varint(0);
        w.commit();
    }
    r.writer.flushFromSignal();
    raise(signal); // SA_RESETHAND restored the default action: it ends the program on return
}

} // namespace

void setExtraFlush(void (*flush)())
{
    g_extraFlush = flush;
}

void installSignalHandlers(const char* stackTop)
{
    g_stackTop = stackTop;
    rlimit limit {};
    g_stackLimit = getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY ? limit.rlim_cur : 0;
    // An unlimited stack (as the studio runs a program, so that threads fit) grows until the
    // address space runs out.
    if (g_stackLimit == 0 && getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        g_stackLimit = limit.rlim_cur;

    stack_t altStack {};
    altStack.ss_sp = g_handlerStack;
    altStack.ss_size = sizeof g_handlerStack;
    sigaltstack(&altStack, nullptr);

    struct sigaction action { };
    action.sa_sigaction = &onFatalSignal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (const int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGXCPU, SIGTERM})
        sigaction(signal, &action, nullptr);
    signal(SIGPIPE, SIG_IGN); // a closed stream ends the program in Writer instead
}

} // namespace gt::detail
