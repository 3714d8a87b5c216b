// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

namespace gt {

// Limits on a user's program, or on a helper that reads it (the compiler, the instrumenter, the
// Python analysis), which runs as a separate process.
struct ProgramLimits {
    static constexpr int kDefaultCpuSeconds = 60;
    static constexpr int kDefaultMemoryMiB = 4096;
    static constexpr int kDefaultOutputMiB = 1024;

    int cpuSeconds = kDefaultCpuSeconds; // CPU time
    int memoryMiB = kDefaultMemoryMiB;   // address space; 0: none (a helper built with AddressSanitizer)
    int outputMiB = kDefaultOutputMiB;   // the trace stream it writes
    int wallSeconds = 0;                 // the time-out; 0: twice the CPU time plus 10 s
    int niceness = 0;                    // 19: work ahead of need, after everything else
};

} // namespace gt
