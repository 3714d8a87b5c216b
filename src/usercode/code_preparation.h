// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Ahead of the first file traced as written: the runtime and both precompiled <bits/stdc++.h>
// (g++'s and libclang's, for the judge's first standard, gnu++20) are built once into the code
// cache, with the runtime of a gametree.h program, so that the first Solve of one's own code
// waits no longer than any new file. The studio
// starts it in the background when it opens, scripts/run.sh through `gametree prepare-code`. A
// compile that needs one of them while it is being built waits for that build (cache_lock.h).

#include <QByteArrayList>

#include <atomic>
#include <thread>

namespace gt {

struct CodePreparation {
    bool compilerHeaderBuilt = false; // g++'s precompiled header was built now (not found, not waited for)
    bool parserHeaderBuilt = false;   // libclang's
};

// Builds both at once (two processes: about 10 s of two cores the first time, a few file checks
// after). `background`: at the lowest CPU priority. Throws UserError (no compiler, no helper) and
// RunError (Cancelled) once both have stopped.
CodePreparation prepareCodeCache(bool background, const std::atomic_bool* cancel = nullptr);

// prepareCodeCache(background) on a thread of its own, from construction; its compilers are
// stopped and the thread joined on destruction. What fails is left to the first file's compile,
// which says why.
class BackgroundCodePreparation {
public:
    // Low: the compilers at the lowest CPU priority, behind whatever else runs (the studio's way);
    // Normal: as any compile (tests, where other suites keep both cores busy).
    enum class Priority { Low, Normal };
    explicit BackgroundCodePreparation(Priority priority = Priority::Low);
    // Only the precompiled header of a preamble's option pragmas (precompiled_prefix.h): the
    // studio builds it while a file that has them is read in the editor, before its Solve.
    explicit BackgroundCodePreparation(const QByteArrayList& pragmas, Priority priority = Priority::Low);
    ~BackgroundCodePreparation();
    BackgroundCodePreparation(const BackgroundCodePreparation&) = delete;
    BackgroundCodePreparation& operator=(const BackgroundCodePreparation&) = delete;

    bool finished() const { return m_finished.load(); }

private:
    std::atomic_bool m_cancel {false};
    std::atomic_bool m_finished {false};
    std::thread m_thread;
};

} // namespace gt
