// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "solve.h"

#include <QCoreApplication>

#include <chrono>

namespace gt {

namespace {
// The budget's message with what to do about it: the memo only where it is off.
RunError withAdvice(const RunError& error, const SolveOptions& options)
{
    if (error.kind() != RunError::Kind::TooLarge)
        return error;
    const QString stop = QString::fromStdString(error.what());
    const QString advice = options.memo
        ? QCoreApplication::translate("gt::RunLimits", "%1; choose smaller parameters or raise --max-calls").arg(stop)
        : QCoreApplication::translate("gt::RunLimits", "%1; turn the memo on or choose smaller parameters").arg(stop);
    return RunError(RunError::Kind::TooLarge, advice.toStdString(), error.calls());
}

template <class Recorder> void collect(Recorder& recorder, SolveResult& result, std::chrono::steady_clock::time_point start)
{
    result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.stats.calls = recorder.calls();
    result.stats.memoHits = recorder.memoHits();
    result.stats.distinctStates = recorder.distinctStates();
    result.stats.maxDepth = recorder.maxDepth();
    if constexpr (std::is_same_v<Recorder, TraceRecorder>)
        result.trace = std::make_shared<const Trace>(recorder.takeTrace());
}

template <class Recorder, class... Extra>
SolveResult solveWith(Game& game, const SolveOptions& options, const RunLimits& limits, Extra... extra)
{
    const auto start = std::chrono::steady_clock::now();
    game.prepareRun(options, limits);
    Recorder recorder(game.stateSpaceSize(), limits, extra...);
    SolveResult result;
    // Calls still open are kept as running when the program stopped: a user's program that
    // crashed, or one traced as written that called exit() inside its recursion. After a run
    // whose calls all returned there are none.
    const auto collectAll = [&] {
        if constexpr (std::is_same_v<Recorder, TraceRecorder>)
            recorder.abandonOpenCalls();
        collect(recorder, result, start);
    };
    try {
        result.answer = game.solve(recorder, options);
    } catch (const RunError& stopped) {
        const RunError error = withAdvice(stopped, options);
        // A user's program keeps what it recorded however it stopped (a debugging aid); a built-in
        // game stopped by a budget keeps nothing, as before.
        const bool keep = error.kind() == RunError::Kind::ProgramFailed
            || (error.kind() == RunError::Kind::TooLarge && game.keepsCallsWhenStopped());
        if (!keep)
            throw RunError(error);
        collectAll();
        throw FailedRunError(error, std::move(result));
    }
    collectAll();
    return result;
}
} // namespace

SolveResult solveCounted(Game& game, const SolveOptions& options, const RunLimits& limits)
{
    return solveWith<CountingRecorder>(game, options, limits);
}

SolveResult solveTraced(Game& game, const SolveOptions& options, const RunLimits& limits)
{
    // The built-in solvers keep the memo discipline that TraceRecorder trusts; a user's program
    // may answer from its memo states it never computed, or compute one twice.
    return solveWith<TraceRecorder>(game, options, limits, options.memo, game.keepsMemoDiscipline());
}

} // namespace gt
