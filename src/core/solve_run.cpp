#include "solve_run.h"

#include <chrono>

namespace gt {

namespace {
template <class Recorder, class... Extra>
SolveResult solveWith(Game& game, const SolveOptions& options, const RunLimits& limits, Extra... extra)
{
    Recorder recorder(game.stateSpaceSize(), limits, extra...);
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    result.answer = game.solve(recorder, options);
    result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.stats.calls = recorder.calls();
    result.stats.memoHits = recorder.memoHits();
    result.stats.distinctStates = recorder.distinctStates();
    result.stats.maxDepth = recorder.maxDepth();
    if constexpr (std::is_same_v<Recorder, TraceRecorder>)
        result.trace = std::make_shared<const Trace>(recorder.takeTrace());
    return result;
}
} // namespace

SolveResult solveCounted(Game& game, const SolveOptions& options, const RunLimits& limits)
{
    return solveWith<CountingRecorder>(game, options, limits);
}

SolveResult solveTraced(Game& game, const SolveOptions& options, const RunLimits& limits)
{
    return solveWith<TraceRecorder>(game, options, limits, options.memo);
}

} // namespace gt
