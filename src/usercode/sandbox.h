// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once
// The walls around a user's program: the kernel's namespaces, entered by the keeper before it
// starts the program. Its own process namespace, whose first process (the "init", the program's
// parent) takes every process of the run with it when it ends, whatever the program did to its
// parents; its own network with nothing in it; the file system read-only but for a private,
// size-bound scratch folder; a bound on processes. The program keeps the user's rights to read.
//
// Everything here runs between fork() and exec(): system calls only, no allocation. Where the
// kernel refuses a step, the run goes on without that wall and says which walls held.

namespace gt::sandbox {

// The walls that held, as bits of Report::code (process_keeper.h).
enum Wall : int {
    OwnProcesses = 1, // a process namespace of its own: nothing outlives the run
    NoNetwork = 2,    // a network namespace with only a loopback, down
    ReadOnlyFiles = 4,
    ProcessBound = 8, // at most kMaxProcesses processes and threads
    OwnUsers = 16,    // a user namespace of its own, in which the per-user process limit counts
};
constexpr int kAllWalls = OwnProcesses | NoNetwork | ReadOnlyFiles | ProcessBound;

// Processes and threads one run may have at once (a fork bomb stops there).
constexpr int kMaxProcesses = 256;

struct Plan {
    bool wanted = true;             // false: run as before, without walls (GAMETREE_SANDBOX=off)
    const char* scratch = nullptr;  // an existing empty folder: a private tmpfs is mounted on it
    unsigned scratchMiB = 256;      // the tmpfs's size
    const char* writable = nullptr; // an existing folder that stays writable (a compiler's build folder)
};

// In the keeper, single-threaded, before it forks the init: new user, process, network, mount
// and IPC namespaces, the file system read-only, the scratch folder writable. Returns the walls
// set up so far (OwnProcesses means the next fork() makes the init).
int enter(const Plan& plan);

// In the init, the first process of the new process namespace: its own /proc, the bound on
// processes. Returns `walls` with what it added.
int settle(int walls);

// The walls a run would get here, found once by a child that enters them (a few milliseconds),
// so that the studio tells the truth before a run. Not between fork and exec.
int wallsHere();

// In the program's process, before exec: no capability left in its namespaces (a program run by
// root would otherwise hold them there and could undo the read-only file system), no new ones by
// exec, and, in a user namespace of its own, the per-user process bound.
void dropPrivileges(int walls);

} // namespace gt::sandbox
