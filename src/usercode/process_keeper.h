// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once
// The keeper: a process between gametree and a user's program that outlives neither. It puts the
// program in a sandbox (sandbox.h) whose first process, the init, is the program's parent: when
// the program has exited (or is stopped), the init reports and ends, and the kernel ends every
// process left in the sandbox with it, whatever they did to their parents. Without namespaces the
// keeper is the program's parent and the "child subreaper" of everything it starts, so that a
// descendant that calls setsid() or double-forks still becomes its child, and kills and reaps
// every one of them before it reports. The run ends at the program's exit, not when the last
// holder of its pipes lets go.
//
// Everything here runs between fork() and exec() in a child of a multi-threaded process: system
// calls only, no allocation.
#include "sandbox.h"

#include <csignal>
#include <sys/resource.h>

namespace gt::keeper {

// What the keeper (and, when exec fails, the program's process) write on the report descriptor.
// Each is smaller than PIPE_BUF, so it arrives whole.
struct Report {
    enum Kind : int { ExecFailed = 1, Ended = 2, Walls = 3 };
    int kind = 0;
    int code = 0;       // ExecFailed: errno; Ended: the wait status of the program; Walls: sandbox::Wall bits
    int stopSignal = 0; // Ended: the signal that first stopped the program (SIGSTOP), which was then ended
    rusage usage {};
};

// The signals the supervisor sends the keeper: stop the program gently (SIGTERM to its group,
// so that its runtime sends the last records), or at once (SIGKILL).
constexpr int kStopGently = SIGUSR1;
constexpr int kStopNow = SIGUSR2;

// The signals to block in the forking thread until the keeper has its handlers.
sigset_t keeperSignals();

// In a child of fork() with keeperSignals() blocked: builds the sandbox `plan` asks for and
// reports its walls, forks the program, which runs `startProgram(context, walls)` with
// `programMask` as its signal mask (it must exec, or write an ExecFailed report on `reportFd` and
// _exit), keeps it, and exits after the Ended report. The keeper itself keeps only `reportFd` open.
[[noreturn]] void keepProgram(
    int reportFd, const sigset_t& programMask, const sandbox::Plan& plan, void (*startProgram)(void*, int), void* context);

// In the program's process, when exec failed.
[[noreturn]] void reportExecFailure(int reportFd, int error);

} // namespace gt::keeper
