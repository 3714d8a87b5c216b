// Your own recursion, end to end as the studio runs it: compiling (the runtime and the program
// into an empty cache, then the program alone, then from the cache), then solveTraced, for the
// issue's two runs and their built-in twins. Peak memory of both processes from getrusage (ours
// before the built-in twin runs).
//
//   bench_usercode [--examples DIR]   (default: examples/ of the source tree)

#include "core/solve_run.h"
#include "peak_memory.h"
#include "usercode/user_game.h"
#include "usercode/user_program.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>

using namespace gt;

namespace {

template <class Fn> double seconds(Fn&& fn)
{
    const auto start = std::chrono::steady_clock::now();
    fn();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Case {
    const char* file;
    const char* game;
    ParamText params;
};

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QString examples = QStringLiteral(GAMETREE_SOURCE_DIR "/examples");
    if (const qsizetype i = app.arguments().indexOf(QStringLiteral("--examples")); i >= 0 && i + 1 < app.arguments().size())
        examples = app.arguments()[i + 1];
    QTemporaryDir cache;
    qputenv("GAMETREE_CODE_CACHE", cache.path().toLocal8Bit());

    const Case cases[] = {
        {"prime_game.cpp", "prime", {{"n", "9299"}}},
        {"can_i_win.cpp", "can-i-win", {{"max", "20"}, {"total", "210"}}},
    };
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000; // every call recorded
    std::printf("%-16s %10s %10s %10s %10s %10s %10s %10s %10s\n", "program", "calls", "compile s", "cached s", "traced s",
        "built-in s", "total s", "ours MiB", "child MiB");
    bool first = true;
    for (const Case& c : cases) {
        const QString path = examples + u'/' + QLatin1String(c.file);
        std::shared_ptr<const UserProgram> program;
        const double compile = seconds([&] { program = loadUserProgram(path, limits.program); }); // cold: runtime too, once
        const double cached = seconds([&] { loadUserProgram(path, limits.program); });
        const std::unique_ptr<Game> game = createUserGame(program, c.params);
        SolveResult result;
        const double traced = seconds([&] { result = solveTraced(*game, game->defaultOptions(), limits); });
        const long ours = peakMiB(); // before the built-in run: the peak so far is ours
        const std::int64_t calls = result.stats.calls;
        result = {};
        const std::unique_ptr<Game> builtIn = createGame(QString::fromLatin1(c.game), c.params);
        const double reference = seconds([&] { solveTraced(*builtIn, builtIn->defaultOptions(), limits); });
        const ProgramRun* run = static_cast<const UserGame&>(*game).lastRun();
        std::printf("%-16s %10lld %10.2f %10.3f %10.2f %10.2f %10.2f %10ld %10lld%s\n", c.file, (long long)calls, compile, cached,
            traced, reference, compile + traced, ours, (long long)(run ? run->peakKiB / 1024 : 0),
            first ? "  (compile: the runtime as well)" : "");
        first = false;
    }
    return 0;
}
