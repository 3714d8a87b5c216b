// The cost of tracing: the same recursion run untraced (NullRecorder), counted and traced, in one
// process, interleaved and repeated; the best time of each is kept. Prints ratios, not absolutes:
// these machines are noisy, ratios measured side by side are what can be compared across runs.
//
//   bench_trace [--repeat N]

#include "core/solve_run.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <limits>

using namespace gt;

namespace {
struct Case {
    const char* name;
    const char* game;
    ParamText params;
};

template <class Fn> double seconds(Fn&& fn)
{
    const auto start = std::chrono::steady_clock::now();
    fn();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    int repeat = 5;
    const QStringList args = app.arguments();
    if (const qsizetype i = args.indexOf(QStringLiteral("--repeat")); i >= 0 && i + 1 < args.size())
        repeat = std::max(1, args[i + 1].toInt());

    const Case cases[] = {
        {"can-i-win (20, 210)", "can-i-win", {{"max", "20"}, {"total", "210"}}},
        {"stones (10000; 1,2,4..512)", "stones", {{"n", "10000"}, {"moves", "1,2,4,8,16,32,64,128,256,512"}}},
        {"prime 9299", "prime", {{"n", "9299"}}},
    };

    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000; // record every call of these runs

    std::printf("%-28s %12s %11s %11s %11s %9s %9s %10s\n", "run", "calls", "untraced s", "counted s", "traced s", "counted/",
        "traced/", "bytes per");
    std::printf("%-28s %12s %11s %11s %11s %9s %9s %10s\n", "", "", "(best)", "(best)", "(best)", "untraced", "untraced", "call");
    for (const Case& c : cases) {
        const std::unique_ptr<Game> game = createGame(QString::fromLatin1(c.game), c.params);
        const SolveOptions options = game->defaultOptions();
        double untraced = std::numeric_limits<double>::max();
        double counted = untraced;
        double traced = untraced;
        std::int64_t calls = 0;
        double bytesPerCall = 0;
        volatile std::int32_t sink = 0;
        for (int r = 0; r < repeat; ++r) {
            untraced = std::min(untraced, seconds([&] {
                NullRecorder none;
                sink = game->solve(none, options);
            }));
            counted = std::min(counted, seconds([&] { sink = solveCounted(*game, options, limits).answer; }));
            traced = std::min(traced, seconds([&] {
                const SolveResult result = solveTraced(*game, options, limits);
                calls = result.stats.calls;
                bytesPerCall = double(result.trace->bytesUsed()) / result.trace->size();
            }));
        }
        std::printf("%-28s %12lld %11.4f %11.4f %11.4f %9.2f %9.2f %10.1f\n", c.name, static_cast<long long>(calls), untraced,
            counted, traced, counted / untraced, traced / untraced, bytesPerCall);
    }
    std::printf("goal: traced/untraced <= 2.00 and at most 32 bytes per recorded call\n");
    return 0;
}
