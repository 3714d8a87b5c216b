#pragma once

// A limit set in a child process between fork and exec, where only async-signal-safe calls
// (setrlimit) may be made: for the compiler, the instrumenter and the user's program.

#include <csignal>
#include <sys/prctl.h>
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

// A helper (the compiler's driver, the instrumenter, the Python analysis) is killed when
// gametree is: a killed studio once left its compiler running. (The kernel sends the signal when
// the forking thread ends; each helper's thread waits for it.)
inline void endWithParent()
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
}

} // namespace gt
