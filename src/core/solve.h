// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "game.h"
#include "run_limits.h"
#include "trace.h"

#include <memory>

namespace gt {

struct RunStats {
    std::int64_t calls = 0;          // every invocation, base cases and memo answers included
    std::int64_t memoHits = 0;       // calls answered from the memo
    std::int64_t distinctStates = 0; // distinct states among all calls
    std::int64_t maxDepth = -1;      // depth of the deepest call (root 0), -1 without calls
    double seconds = 0;
};

struct SolveResult {
    std::int64_t answer = 0;
    RunStats stats;
    std::shared_ptr<const Trace> trace; // set by solveTraced only
};

// A run of a user's program that stopped (RunError::Kind::ProgramFailed: a crash, a limit, a
// broken contract; or TooLarge: the call budget), with what it recorded up to there: the partial
// tree is a debugging aid. partial().trace is set when the run was traced.
class FailedRunError : public RunError {
public:
    FailedRunError(const RunError& error, SolveResult partial)
        : RunError(error)
        , m_partial(std::move(partial))
    {
    }
    const SolveResult& partial() const { return m_partial; }

private:
    SolveResult m_partial;
};

// Runs the game's recursion counting calls. Throws RunError when a budget stops it or it is
// cancelled, FailedRunError when a user's program fails or is stopped by the call budget.
SolveResult solveCounted(Game& game, const SolveOptions& options, const RunLimits& limits = {});
// Runs the game's recursion recording every call up to limits.maxRecordedCalls. Throws RunError.
SolveResult solveTraced(Game& game, const SolveOptions& options, const RunLimits& limits = {});

} // namespace gt
