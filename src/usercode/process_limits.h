// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A limit set in a child process between fork and exec, where only async-signal-safe calls
// (setrlimit) may be made: for the compiler, the instrumenter and the user's program.

#include <csignal>
#include <sys/resource.h>

namespace gt {

// A soft limit below the hard one warns first: RLIMIT_CPU's sends SIGXCPU a second before SIGKILL.
inline void setProcessLimit(int resource, rlim_t soft, rlim_t hard)
{
    const rlimit limit {soft, hard};
    setrlimit(resource, &limit);
}

inline void setProcessLimit(int resource, rlim_t value)
{
    setProcessLimit(resource, value, value);
}

} // namespace gt
