// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Your own recursion, end to end as the studio runs it: compiling (the runtime and the program
// into an empty cache, then the program alone, then from the cache), then solveTraced, for the
// issue's two runs and their built-in twins. Peak memory of both processes from getrusage (ours
// before the built-in twin runs). Then a 30-line contest solution compiled as written (gnu++20,
// #include <bits/stdc++.h>): without the precompiled header, with it cold (built first), with it
// ready, and from the cache; and the precompiled header's size.
//
// Then the waits of one's own code, before against after in one run: the first file ever with and
// without `prepare-code`, a new file after each kind of preamble, a new --call, a second file
// using the AtCoder Library (--acl DIR, a folder holding atcoder/).
//
// The sandbox (--sandbox-only: that alone): 50 starts of /bin/true and a new gnu++20 file from
// its text to its tree (the compiler, the instrumenter and the program each sandboxed), with the
// walls and with GAMETREE_SANDBOX=off, alternating, best of three each, in one run.
//
// Python (--python-only: that alone): a full tic-tac-toe minimax (549,946 calls) traced against
// the same file run untraced by the same interpreter, best of three each, in one run; and a
// pasted prime game (N = 9299) from its text to its tree, a new text each time (no cache).
//
//   bench_usercode [--examples DIR] [--acl DIR] [--python-only | --sandbox-only]
//   (default: examples/ of the source tree; no ACL)

#include "core/solve.h"
#include "peak_memory.h"
#include "usercode/code_cache.h"
#include "usercode/code_compiler.h"
#include "usercode/code_preparation.h"
#include "usercode/program_runner.h"
#include "usercode/python_program.h"
#include "usercode/user_game.h"
#include "usercode/user_program.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

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
    // A declaration before the header: GCC takes no .gch after a token.
    const double without = compile(contestSolution("int without_the_precompiled_header;\n#include <bits/stdc++.h>", 0));
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

// Seconds of the fastest of `rounds` runs of a shell command (ulimit -s unlimited: the seed
// code's 8 MiB local object).
double fastestRun(const QString& command, int rounds)
{
    double best = 1e9;
    for (int k = 0; k < rounds; ++k) {
        QProcess shell;
        const double s = seconds([&] {
            shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("ulimit -s unlimited; ") + command});
            shell.waitForFinished(600000);
        });
        best = std::min(best, s);
    }
    return best;
}

// The seed articles' code as written (tests/data/seed_code): from paste to tree (the prime game
// at 9299: the first run ever builds the precompiled headers; cold is a new file with them
// ready; warm the same file again), and the traced program of Can I Win at (20, 210) against the
// same file built untraced, interleaved, fastest of five each.
void benchSeedCode()
{
    const QString seeds = QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/seed_code/");
    QFile prime(seeds + QStringLiteral("004_yukicoder7_prime.cpp"));
    prime.open(QIODevice::ReadOnly);
    const QByteArray primeCode = prime.readAll();
    CodeOptions input;
    input.input = "9299\n";
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000;
    const auto pasteToTree = [&](const QByteArray& source) {
        return seconds([&] {
            const auto program
                = loadUserProgram(source, codeCacheDir() + QStringLiteral("/prime.cpp"), ProgramLimits {}, nullptr, input);
            const std::unique_ptr<Game> game = createUserGame(program, {});
            solveTraced(*game, game->defaultOptions(), limits);
        });
    };
    const double first = pasteToTree(primeCode + "// first\n");
    const double cold = pasteToTree(primeCode + "// cold\n");
    const double warm = pasteToTree(primeCode + "// cold\n");
    std::printf("\nseed 004 as written (yukicoder No.7, N = 9299, 27,095 calls), paste to tree\n");
    std::printf("%-34s %8.2f s\n%-34s %8.2f s\n%-34s %8.3f s\n", "first ever (builds the PCHs)", first,
        "cold (a new file, PCHs ready)", cold, "warm (the same file again)", warm);

    // Can I Win (20, 210): the file as written, through --call, traced; and untraced by g++ -O2.
    QFile canIWin(seeds + QStringLiteral("000_can_i_win_ja.cpp"));
    canIWin.open(QIODevice::ReadOnly);
    const QByteArray code = canIWin.readAll();
    CodeOptions call;
    call.call = QStringLiteral("canIWin(20, 210)");
    const auto program
        = loadUserProgram(code, codeCacheDir() + QStringLiteral("/can_i_win.cpp"), ProgramLimits {}, nullptr, call);
    QByteArray plain = code;
    plain.replace("\xC2\xA0", " ").replace("\nmain()", "\nint main()").replace("canIWin(10,11)", "canIWin(20,210)");
    const QString plainSource = codeCacheDir() + QStringLiteral("/plain.cpp");
    const QString plainBinary = codeCacheDir() + QStringLiteral("/plain");
    QFile out(plainSource);
    out.open(QIODevice::WriteOnly);
    out.write(plain);
    out.close();
    QProcess::execute(QStringLiteral("g++"),
        {QStringLiteral("-std=gnu++20"), QStringLiteral("-O2"), plainSource, QStringLiteral("-o"), plainBinary});
    double untraced = 1e9;
    double traced = 1e9;
    for (int round = 0; round < 5; ++round) {
        untraced = std::min(untraced, fastestRun(plainBinary + QStringLiteral(" > /dev/null"), 1));
        traced = std::min(traced,
            fastestRun(QStringLiteral("echo '20, 210' > %1/call.txt; GAMETREE_TRACE=fd=3 GAMETREE_CALL=fd=5 ").arg(codeCacheDir())
                    + program->compiled.binary + QStringLiteral(" 3>/dev/null >/dev/null 5<%1/call.txt").arg(codeCacheDir()),
                1));
    }
    const std::unique_ptr<Game> game = createUserGame(program, {});
    SolveResult result;
    const double endToEnd = seconds([&] { result = solveTraced(*game, game->defaultOptions(), limits); });
    std::printf("\nseed 000 as written, canIWin(20, 210): %lld calls\n", (long long)result.stats.calls);
    std::printf("%-34s %8.3f s\n%-34s %8.3f s  (%.2fx)\n%-34s %8.3f s  (%.2fx)\n", "untraced (g++ -O2, the same file)", untraced,
        "traced program (stream to /dev/null)", traced, traced / untraced, "solveTraced, every call recorded", endToEnd,
        endToEnd / untraced);
}

// A game solution compiled as the judge's gnu++20 takes it (seed 004 needs gnu++14, and so
// headers of its own): `preamble` before its first line, `variant` makes each file new.
QByteArray gnu20Solution(const QByteArray& preamble, int variant)
{
    return preamble
        + "#include <bits/stdc++.h>\nusing namespace std;\nvector<int> memo;\n"
          "bool win(int s) {\n    if (s == 0) return false;\n    if (memo[s] != -1) return memo[s];\n"
          "    for (int x : {1, 3, 4})\n        if (x <= s && !win(s - x)) return memo[s] = true;\n"
          "    return memo[s] = false;\n}\n"
          "int main() { int n; cin >> n; memo.assign(n + 1, -1); cout << (win(n) ? \"First\" : \"Second\") << endl; }\n// "
        + QByteArray::number(variant) + '\n';
}

// Paste to tree in a fresh code cache of its own, named by `folder`.
void useCache(const QTemporaryDir& folder)
{
    qputenv("GAMETREE_CODE_CACHE", folder.path().toLocal8Bit());
}

double pasteToTree(const QByteArray& source, const CodeOptions& options, const QString& name)
{
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000;
    return seconds([&] {
        const auto program = loadUserProgram(source, codeCacheDir() + u'/' + name, ProgramLimits {}, nullptr, options);
        const std::unique_ptr<Game> game = createUserGame(program, {});
        solveTraced(*game, game->defaultOptions(), limits);
    });
}

void printWait(const char* what, double seconds, double before = 0)
{
    if (before > 0)
        std::printf("%-46s %8.2f s  (before %.2f s: %.1fx less)\n", what, seconds, before, before / seconds);
    else
        std::printf("%-46s %8.2f s\n", what, seconds);
}

// The waits of one's own code, old against new in one run: the first file ever, with and without
// the preparation; a new file after each kind of preamble (before: no precompiled header for it);
// a new --call; a second file using the AtCoder Library (`acl`: a folder holding atcoder/).
void benchWaits(const QString& acl)
{
    CodeOptions input;
    input.input = "40\n";
    std::printf("\nwaits of one's own code (a gnu++20 game solution, paste to tree)\n");
    double firstEver = 0;
    {
        QTemporaryDir cache;
        useCache(cache);
        firstEver = pasteToTree(gnu20Solution({}, 0), input, QStringLiteral("first.cpp"));
    }
    QTemporaryDir cache;
    useCache(cache);
    const double preparation = seconds([] { prepareCodeCache(false); });
    const double firstAfter = pasteToTree(gnu20Solution({}, 1), input, QStringLiteral("first.cpp"));
    printWait("first file ever, unprepared (builds the PCHs)", firstEver);
    printWait("prepare-code (studio start, scripts/run.sh)", preparation);
    printWait("first file ever, prepared", firstAfter, firstEver);
    const double plain = pasteToTree(gnu20Solution({}, 2), input, QStringLiteral("plain.cpp"));
    printWait("a new file, #include <bits/stdc++.h> first", plain);

    const std::pair<const char*, QByteArray> preambles[] = {
        {"#pragma GCC optimize(\"O3\")", "#pragma GCC optimize(\"O3\")\n"},
        {"#pragma GCC target(\"avx2\")", "#pragma GCC target(\"avx2\")\n"},
        {"O3,unroll-loops + avx2,bmi,bmi2,popcnt,lzcnt",
            "#pragma GCC optimize(\"O3,unroll-loops\")\n#pragma GCC target(\"avx2,bmi,bmi2,popcnt,lzcnt\")\n"},
        {"#if defined(LOCAL) ... #endif", "#if defined(LOCAL)\n#include \"debug.h\"\n#else\n#define debug(...)\n#endif\n"},
    };
    int variant = 10;
    for (const auto& [name, preamble] : preambles) {
        // Before: nothing of it precompiled, for libclang or for g++ (a token first does that now).
        const double before = pasteToTree(
            "int no_precompiled_header;\n" + gnu20Solution(preamble, variant++), input, QStringLiteral("before.cpp"));
        const double first = pasteToTree(gnu20Solution(preamble, variant++), input, QStringLiteral("preamble.cpp"));
        const double next = pasteToTree(gnu20Solution(preamble, variant++), input, QStringLiteral("preamble.cpp"));
        std::printf("after %s\n", name);
        printWait("  the first file with it", first, before);
        printWait("  a new file with it", next, before);
    }

    QFile canIWin(QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/as_written/lc464_can_i_win.cpp"));
    canIWin.open(QIODevice::ReadOnly);
    const QByteArray leetCode = canIWin.readAll();
    CodeOptions call;
    call.call = QStringLiteral("canIWin(10, 11)");
    const double firstCall = pasteToTree(leetCode, call, QStringLiteral("leetcode.cpp"));
    call.call = QStringLiteral("canIWin(12, 40)");
    const double newCall = pasteToTree(leetCode, call, QStringLiteral("leetcode.cpp"));
    printWait("--call on a new file (compiles its main())", firstCall);
    printWait("a new --call of it (before: compiled again)", newCall, firstCall);

    if (acl.isEmpty())
        return;
    CodeOptions library = input;
    library.cpp.includeDirs = {acl};
    const QByteArray aclSolution = "#include <bits/stdc++.h>\n#include <atcoder/all>\nusing namespace std;\n"
                                   "atcoder::modint998244353 ways(int n) { return n <= 1 ? 1 : ways(n - 1) + ways(n - 2); }\n"
                                   "int main() { int n; cin >> n; cout << ways(n % 20).val() << endl; }\n// ";
    const double aclFirst = pasteToTree(aclSolution + "1\n", library, QStringLiteral("acl.cpp"));
    const double aclSecond = pasteToTree(aclSolution + "2\n", library, QStringLiteral("acl.cpp"));
    // What no header precompiled saves: g++ generates every non-inline function of the library in
    // every file (sa_is, lcp_array, crt, ...), used or not.
    CompileOptions options;
    options.asWritten = true;
    options.includeDirs = {acl};
    const double floor = seconds([&] {
        compileProgram("#include <bits/stdc++.h>\n#include <atcoder/all>\nint main() {}\n",
            codeCacheDir() + QStringLiteral("/floor.cpp"), options);
    });
    printWait("first file with #include <atcoder/all>", aclFirst);
    printWait("a second one", aclSecond);
    printWait("  of which g++ on an empty main() with it", floor);
}

double bestSeconds(int repeat, const std::function<void()>& fn)
{
    double best = 1e9;
    for (int k = 0; k < repeat; ++k)
        best = std::min(best, seconds(fn));
    return best;
}

void benchSandbox()
{
    CodeOptions input;
    input.input = "40\n";
    int variant = 1000;
    pasteToTree(gnu20Solution({}, variant++), input, QStringLiteral("warm.cpp")); // the runtime and the PCHs
    double starts[2] = {1e9, 1e9};
    double files[2] = {1e9, 1e9};
    for (int round = 0; round < 3; ++round)
        for (const int walls : {1, 0}) {
            if (walls)
                qunsetenv("GAMETREE_SANDBOX");
            else
                qputenv("GAMETREE_SANDBOX", "off");
            starts[walls] = std::min(starts[walls], seconds([] {
                for (int k = 0; k < 50; ++k)
                    runProgram(QStringLiteral("/bin/true"), {}, ProgramLimits {}, ProgramInput {});
            }));
            files[walls] = std::min(files[walls], pasteToTree(gnu20Solution({}, variant++), input, QStringLiteral("new.cpp")));
        }
    qunsetenv("GAMETREE_SANDBOX");
    std::printf("\nthe sandbox (walls against GAMETREE_SANDBOX=off, best of 3)\n");
    std::printf("%-46s %8.3f s  (off %.3f s: %.2fx)\n", "50 starts of /bin/true", starts[1], starts[0], starts[1] / starts[0]);
    std::printf(
        "%-46s %8.3f s  (off %.3f s: %.2fx)\n", "a new gnu++20 file, paste to tree", files[1], files[0], files[1] / files[0]);
}

void benchPython()
{
    const QString corpus = QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/as_written_python/");
    const QString minimax = corpus + QStringLiteral("tictactoe_full.py");
    CodeOptions options;
    options.language = CodeLanguage::Python;
    const QString python = pythonInterpreter(options.python);
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000;
    std::shared_ptr<const UserProgram> program = loadUserProgram(minimax, ProgramLimits {});
    std::int64_t calls = 0;
    double untraced = 0, traced = 0, process = 0;
    untraced = traced = process = 1e9;
    for (int k = 0; k < 3; ++k) { // interleaved: the machine's load falls on both alike
        untraced = std::min(untraced, seconds([&] {
            QProcess run;
            run.setStandardInputFile(QProcess::nullDevice());
            run.start(python, {minimax});
            run.waitForFinished(-1);
        }));
        const std::unique_ptr<Game> game = createUserGame(program, {});
        SolveResult result;
        traced = std::min(traced, seconds([&] { result = solveTraced(*game, game->defaultOptions(), limits); }));
        calls = result.stats.calls;
        const ProgramOutcome* run = static_cast<const UserGame&>(*game).lastRun();
        process = std::min(process, run ? run->cpuSeconds : 0.0);
    }
    std::printf("\nPython (%s)\n", qPrintable(python));
    std::printf("  tic-tac-toe minimax, %lld calls: untraced %.2f s, traced run to tree %.2f s (%.1fx), "
                "the traced process's CPU %.2f s (%.1fx)\n",
        (long long)calls, untraced, traced, traced / untraced, process, process / untraced);
    QFile primeFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/python/prime_game.py"));
    primeFile.open(QIODevice::ReadOnly);
    const QByteArray prime = primeFile.readAll();
    int variant = 0;
    std::int64_t primeCalls = 0;
    const double paste = bestSeconds(3, [&] {
        CodeOptions input;
        input.input = "9299\n";
        const QByteArray text = prime + "# " + QByteArray::number(++variant) + '\n'; // a new text: nothing cached
        const auto pasted = loadUserProgram(text, QStringLiteral("pasted.py"), ProgramLimits {}, nullptr, input);
        const std::unique_ptr<Game> game = createUserGame(pasted, {});
        primeCalls = solveTraced(*game, game->defaultOptions(), limits).stats.calls;
    });
    std::printf("  prime game N = 9299 pasted, text to tree: %.2f s (%lld calls)\n", paste, (long long)primeCalls);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QString examples = QStringLiteral(GAMETREE_SOURCE_DIR "/examples");
    if (const qsizetype i = app.arguments().indexOf(QStringLiteral("--examples")); i >= 0 && i + 1 < app.arguments().size())
        examples = app.arguments().at(i + 1);
    QTemporaryDir cache;
    qputenv("GAMETREE_CODE_CACHE", cache.path().toLocal8Bit());
    if (app.arguments().contains(QStringLiteral("--sandbox-only"))) {
        benchSandbox();
        return 0;
    }
    if (app.arguments().contains(QStringLiteral("--python-only"))) {
        benchPython();
        return 0;
    }

    const Case cases[] = {
        {"prime_game.cpp", "prime", {{QStringLiteral("n"), QStringLiteral("9299")}}},
        {"can_i_win.cpp", "can-i-win",
            {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}},
    };
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000; // every call recorded
    std::printf("%-16s %10s %10s %10s %10s %10s %10s %10s %10s\n", "program", "calls", "compile s", "cached s", "traced s",
        "built-in s", "total s", "ours MiB", "child MiB");
    bool first = true;
    for (const Case& c : cases) {
        const QString path = examples + u'/' + QLatin1String(c.file);
        std::shared_ptr<const UserProgram> program;
        const double compile = seconds([&] { program = loadUserProgram(path, ProgramLimits {}); }); // cold: runtime too, once
        const double cached = seconds([&] { loadUserProgram(path, ProgramLimits {}); });
        const std::unique_ptr<Game> game = createUserGame(program, c.params);
        SolveResult result;
        const double traced = seconds([&] { result = solveTraced(*game, game->defaultOptions(), limits); });
        const long ours = peakMiB(); // before the built-in run: the peak so far is ours
        const std::int64_t calls = result.stats.calls;
        result = {};
        const std::unique_ptr<Game> builtIn = createGame(QString::fromLatin1(c.game), c.params);
        const double reference = seconds([&] { solveTraced(*builtIn, builtIn->defaultOptions(), limits); });
        const ProgramOutcome* run = static_cast<const UserGame&>(*game).lastRun();
        std::printf("%-16s %10lld %10.2f %10.3f %10.2f %10.2f %10.2f %10ld %10lld%s\n", c.file, (long long)calls, compile, cached,
            traced, reference, compile + traced, ours, (long long)(run ? run->peakKiB / 1024 : 0),
            first ? "  (compile: the runtime as well)" : "");
        first = false;
    }
    benchAsWritten();
    benchSeedCode();
    const qsizetype aclAt = app.arguments().indexOf(QStringLiteral("--acl"));
    benchWaits(aclAt >= 0 && aclAt + 1 < app.arguments().size() ? app.arguments().at(aclAt + 1) : QString());
    benchSandbox();
    benchPython();
    return 0;
}
