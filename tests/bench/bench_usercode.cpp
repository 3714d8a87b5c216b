// Your own recursion, end to end as the studio runs it: compiling (the runtime and the program
// into an empty cache, then the program alone, then from the cache), then solveTraced, for the
// issue's two runs and their built-in twins. Peak memory of both processes from getrusage (ours
// before the built-in twin runs). Then a 30-line contest solution compiled as written (gnu++20,
// #include <bits/stdc++.h>): without the precompiled header, with it cold (built first), with it
// ready, and from the cache; and the precompiled header's size.
//
//   bench_usercode [--examples DIR]   (default: examples/ of the source tree)

#include "core/solve_run.h"
#include "peak_memory.h"
#include "usercode/code_compiler.h"
#include "usercode/user_game.h"
#include "usercode/user_program.h"

#include <QCoreApplication>
#include <QDirIterator>
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

// A typical solution: 30 lines, most of its compile the header.
QByteArray contestSolution(const char* firstLine, int variant)
{
    return QByteArray(firstLine)
        + "\nusing namespace std;\nusing ll = long long;\n\n"
          "int main() {\n"
          "    int n, m;\n"
          "    cin >> n >> m;\n"
          "    vector<vector<pair<int, ll>>> graph(n);\n"
          "    for (int i = 0; i < m; ++i) {\n"
          "        int a, b;\n"
          "        ll w;\n"
          "        cin >> a >> b >> w;\n"
          "        graph[a].push_back({b, w});\n"
          "        graph[b].push_back({a, w});\n"
          "    }\n"
          "    vector<ll> dist(n, LLONG_MAX);\n"
          "    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<>> queue;\n"
          "    dist[0] = 0;\n"
          "    queue.push({0, 0});\n"
          "    while (!queue.empty()) {\n"
          "        auto [d, v] = queue.top();\n"
          "        queue.pop();\n"
          "        if (d > dist[v]) continue;\n"
          "        for (auto [u, w] : graph[v])\n"
          "            if (dist[u] > d + w) queue.push({dist[u] = d + w, u});\n"
          "    }\n"
          "    map<ll, int> counts;\n"
          "    for (ll d : dist) counts[d]++;\n"
          "    cout << counts.size() + "
        + QByteArray::number(variant) + " << '\\n';\n}\n";
}

qint64 folderBytes(const QString& dir)
{
    qint64 bytes = 0;
    for (QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        bytes += it.nextFileInfo().size();
    return bytes;
}

void benchAsWritten()
{
    CompileOptions options;
    options.asWritten = true;
    const QString path = codeCacheDir() + QStringLiteral("/solution.cpp");
    const auto compile = [&](const QByteArray& source) { return seconds([&] { compileProgram(source, path, options); }); };
    const double runtime = compile("int main() {}\n"); // the as-written runtime, built once
    const double without = compile(contestSolution("#define WITHOUT_THE_PRECOMPILED_HEADER\n#include <bits/stdc++.h>", 0));
    const double cold = compile(contestSolution("#include <bits/stdc++.h>", 1));
    const double ready = compile(contestSolution("#include <bits/stdc++.h>", 2));
    const double cached = compile(contestSolution("#include <bits/stdc++.h>", 2));
    qint64 pchBytes = 0;
    for (const QFileInfo& info : QDir(codeCacheDir()).entryInfoList({QStringLiteral("pch-*")}, QDir::Dirs))
        pchBytes += folderBytes(info.filePath());
    std::printf("\nas written, gnu++20, a 30-line <bits/stdc++.h> solution (the runtime first: %.2f s)\n", runtime);
    std::printf("%-34s %8.2f s\n%-34s %8.2f s\n%-34s %8.2f s\n%-34s %8.3f s\n", "without the precompiled header", without,
        "precompiled header cold (built)", cold, "precompiled header ready", ready, "from the cache", cached);
    std::printf(
        "%-34s %8.2f s\n%-34s %8.1f MB\n", "building it (cold - ready)", cold - ready, "its size", double(pchBytes) / 1e6);
}

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
    benchAsWritten();
    return 0;
}
