// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The cost of tracing: the same recursion run untraced (NullRecorder), counted and traced, in one
// process, interleaved and repeated; the best time of each is kept. Ratios, not absolutes, are
// what compare across runs: these machines are noisy, ratios measured side by side hold better.
//
//   bench_trace [--repeat N] [--json] [--case TEXT] [--cpu]
//
// --json prints one object per case per line; --case runs only the cases whose name contains TEXT;
// --cpu times the process's CPU time (user and kernel) instead of the wall clock, which on a
// shared machine also counts the time spent waiting for a core.

#include "core/solve.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <limits>
#include <utility>
#include <vector>

using namespace gt;

namespace {
struct Case {
    const char* name;
    const char* game;
    ParamText params;
};

struct Timing {
    std::int64_t calls = 0;
    double untraced = std::numeric_limits<double>::max(); // best of the repeats, in seconds
    double counted = untraced;
    double traced = untraced;
    // The case's first traced run: in the process's first case it pays for fresh pages from the
    // kernel; later runs reuse the buffer the run before released.
    double tracedFirst = 0;
    double tracedMedian = 0;
    long tracedFaults = 0; // page faults of the fastest traced run (the kernel zeroing pages)
    // What the trace holds after the run, as the kernel maps it (whole resident pages): its call
    // buffer and its table of each state's first computed call. bytesPerCall is this / calls.
    std::size_t traceBytes = 0;
};

bool g_cpuTime = false;

double now()
{
    if (!g_cpuTime)
        return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

long pageFaults()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

template <class Fn> double seconds(Fn&& fn)
{
    const double start = now();
    fn();
    return now() - start;
}

// Untraced, counted and traced in turn, `repeat` times, so that a busy spell hits all three.
Timing measure(Game& game, const RunLimits& limits, int repeat)
{
    const SolveOptions options = game.defaultOptions();
    Timing t;
    std::vector<std::pair<double, long>> traced; // seconds, page faults
    volatile std::int32_t sink = 0;
    for (int r = 0; r < repeat; ++r) {
        t.untraced = std::min(t.untraced, seconds([&] {
            NullRecorder none;
            sink = game.solve(none, options);
        }));
        t.counted = std::min(t.counted, seconds([&] { sink = solveCounted(game, options, limits).answer; }));
        const long faults = pageFaults();
        const double s = seconds([&] { t.calls = solveTraced(game, options, limits).stats.calls; });
        traced.emplace_back(s, pageFaults() - faults);
    }
    t.traceBytes = solveTraced(game, options, limits).trace->residentBytes(); // untimed: it walks the pages
    t.tracedFirst = traced.front().first;
    std::sort(traced.begin(), traced.end());
    t.traced = traced.front().first;
    t.tracedFaults = traced.front().second;
    t.tracedMedian = traced[traced.size() / 2].first;
    return t;
}

void printJson(const Game& game, const Timing& t, int repeat)
{
    const QByteArray params = QJsonDocument(game.paramsJson()).toJson(QJsonDocument::Compact);
    std::printf(
        "{\"game\":\"%s\",\"params\":%s,\"calls\":%lld,\"repeat\":%d,\"untracedSeconds\":%.6f,"
        "\"countedSeconds\":%.6f,\"tracedSeconds\":%.6f,\"tracedFirstSeconds\":%.6f,"
        "\"tracedMedianSeconds\":%.6f,\"countedOverUntraced\":%.3f,\"tracedOverUntraced\":%.3f,"
        "\"tracedFirstOverUntraced\":%.3f,\"tracedPageFaults\":%ld,\"traceBytes\":%zu,\"bytesPerCall\":%.2f,\"clock\":\"%s\"}\n",
        qPrintable(game.id()), params.constData(), static_cast<long long>(t.calls), repeat, t.untraced, t.counted, t.traced,
        t.tracedFirst, t.tracedMedian, t.counted / t.untraced, t.traced / t.untraced, t.tracedFirst / t.untraced, t.tracedFaults,
        t.traceBytes, double(t.traceBytes) / double(t.calls), g_cpuTime ? "cpu" : "wall");
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int repeat = 5;
    if (const qsizetype i = args.indexOf(QStringLiteral("--repeat")); i >= 0 && i + 1 < args.size())
        repeat = std::max(1, args[i + 1].toInt());
    const bool json = args.contains(QStringLiteral("--json"));
    g_cpuTime = args.contains(QStringLiteral("--cpu"));
    QString only;
    if (const qsizetype i = args.indexOf(QStringLiteral("--case")); i >= 0 && i + 1 < args.size())
        only = args[i + 1];

    const Case cases[] = {
        {"can-i-win (20, 210)", "can-i-win",
            {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}},
        {"stones (10000; 1,2,4..512)", "stones",
            {{QStringLiteral("n"), QStringLiteral("10000")},
                {QStringLiteral("moves"), QStringLiteral("1,2,4,8,16,32,64,128,256,512")}}},
        {"prime 9299", "prime", {{QStringLiteral("n"), QStringLiteral("9299")}}},
    };

    RunLimits limits;
    limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls; // as the studio records

    if (!json) {
        std::printf("%-28s %12s %11s %11s %11s %9s %9s %9s %10s\n", "run", "calls", "untraced s", "counted s", "traced s",
            "counted/", "traced/", "1st trace", "bytes per");
        std::printf("%-28s %12s %11s %11s %11s %9s %9s %9s %10s\n", "", "", "(best)", "(best)", "(best)", "untraced", "untraced",
            "/untraced", "call");
    }
    for (const Case& c : cases) {
        if (!only.isEmpty() && !QString::fromLatin1(c.name).contains(only))
            continue;
        const std::unique_ptr<Game> game = createGame(QString::fromLatin1(c.game), c.params);
        const Timing t = measure(*game, limits, repeat);
        if (json)
            printJson(*game, t, repeat);
        else
            std::printf("%-28s %12lld %11.4f %11.4f %11.4f %9.2f %9.2f %9.2f %10.1f\n", c.name, static_cast<long long>(t.calls),
                t.untraced, t.counted, t.traced, t.counted / t.untraced, t.traced / t.untraced, t.tracedFirst / t.untraced,
                double(t.traceBytes) / double(t.calls));
    }
    if (!json)
        std::printf("goal: traced/untraced <= 2.00 and at most 32 bytes per recorded call\n");
    return 0;
}
