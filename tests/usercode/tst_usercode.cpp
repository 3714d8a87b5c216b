// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Your own recursion (include/gametree.h, src/usercode): the seed examples against the built-in
// games call by call and on random parameters, the compile cache, the source lines, and what
// happens when a program breaks: a compile error, a broken contract, endless recursion, an
// infinite loop, unbounded allocation, a crash. Programs are compiled once into the build
// folder's cache, so only the first run pays for the compiler.

#include "core/narration.h"
#include "core/trace_alignment.h"
#include "core/solve.h"
#include "support/process_scan.h"
#include "support/test_helpers.h"
#include "usercode/code_cache.h"
#include "usercode/code_compiler.h"
#include "usercode/code_preparation.h"
#include "usercode/runtime/call_literals.h"
#include "usercode/precompiled_prefix.h"
#include "usercode/failure_message.h"
#include "usercode/program_recording.h"
#include "usercode/program_runner.h"
#include "usercode/user_game.h"
#include "usercode/user_program.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

#include <sys/stat.h>

#include <ctime>
#include <limits>
#include <map>
#include <thread>

#include <signal.h>
#include <unistd.h>
#include <utime.h>

using namespace gt;

class TestUserCode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void examplesMatchBuiltInGames_data();
    void examplesMatchBuiltInGames();
    void randomParameters_data();
    void randomParameters();
    void everyExampleRuns_data();
    void everyExampleRuns();
    void sourceLinesAreRecorded();
    void compileCache();
    void cacheHitWhileTheProgramRuns();
    void cacheKeepsTheProgramsUsedLast();
    void cancelStopsACompile();
    void killedCompileLeavesNoCompiler();
    void brokenStreamKeepsItsValidPrefix();
    void compileErrors_data();
    void compileErrors();
    void includeOfNonFileIsRefused_data();
    void includeOfNonFileIsRefused();
    void controlCharactersInLabels();
    void longLabelsStayDistinct();
    void byteOrderMarkIsSkipped_data();
    void byteOrderMarkIsSkipped();
    void failingPrograms_data();
    void failingPrograms();
    void failedRunIsStillDrawn_data();
    void failedRunIsStillDrawn();
    void wideValuesStayExact_data();
    void wideValuesStayExact();
    void valuesOption_data();
    void valuesOption();
    void wallClockTimeOut();
    void progressCountsCallsNotSentYet_data();
    void progressCountsCallsNotSentYet();
    void callBudgetKeepsTheCalls();
    void labelsInJsonReadAsWritten();
    void parameterErrorsReadAsBuiltIns_data();
    void parameterErrorsReadAsBuiltIns();
    void noCompiler();
    void standardFallback_data();
    void standardFallback();
    void includeFolders_data();
    void includeFolders();
    void headerChangesAreSeen_data();
    void headerChangesAreSeen();
    void precompiledBitsHeader_data();
    void precompiledBitsHeader();
    void precompiledPrefix_data();
    void precompiledPrefix();
    void movedPragmasFallBackWhenUnused();
    void preparationIsWaitedFor();
    void pragmasHeaderIsPreparedAhead();
    void callLiterals_data();
    void callLiterals();
    void newCallRunsNoCompiler();
    void callArguments_data();
    void callArguments();
    void invalidPrecompiledHeaderStillCompiles();
    void programInput_data();
    void programInput();
    void deepStack_data();
    void deepStack();
    void comparisonExport();
    void worksheetExport_data();
    void worksheetExport();

private:
    using Output = CommandOutput;
    Output run(const QStringList& args) { return runCommand(m_bin, args, 120000); }
    QString example(const QString& name) const { return m_sourceDir + QStringLiteral("/examples/") + name; }
    QString writeProgram(const QString& name, const QByteArray& source);
    std::unique_ptr<Game> userGame(const QString& file, const QString& params);

    QString m_sourceDir;
    QString m_bin;
    QTemporaryDir m_programs;
    std::map<QString, std::shared_ptr<const UserProgram>> m_loaded;
};

QString TestUserCode::writeProgram(const QString& name, const QByteArray& source)
{
    const QString path = m_programs.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(source);
    return path;
}

// The example compiled once per test run (from the cache after the first).
std::unique_ptr<Game> TestUserCode::userGame(const QString& file, const QString& params)
{
    std::shared_ptr<const UserProgram>& program = m_loaded[file];
    if (!program)
        program = loadUserProgram(example(file), {});
    return createUserGame(program, paramText(params));
}

void TestUserCode::initTestCase()
{
    m_sourceDir = QStringLiteral(GAMETREE_SOURCE_DIR);
    m_bin = QStringLiteral(GAMETREE_BIN);
    qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE);
    QVERIFY(m_programs.isValid());
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "the gametree binary is built first");
}

// --- the seed examples against the built-in games -------------------------------------------

namespace {

// The built-in games' edge labels use a true minus; the examples may type '-'.
QString plainMinus(QString label)
{
    return label.replace(QChar(0x2212), u'-');
}

Outcome withoutShortcut(Outcome outcome)
{
    return outcome == Outcome::Shortcut ? Outcome::Base : outcome; // the contract's take-all is a base case
}

// The same calls in the same order: callers, depths, players, labels, edges, values, how each
// returned, early exits and the memo links.
void compareTraces(const Game& builtIn, const Trace& a, const Game& user, const Trace& b)
{
    QCOMPARE(b.size(), a.size());
    QCOMPARE(b.truncated(), a.truncated());
    for (std::int32_t id = 0; id < a.size(); ++id) {
        const QByteArray where = QByteArray("call #") + QByteArray::number(id);
        QVERIFY2(b.parent(id) == a.parent(id) && b.depth(id) == a.depth(id) && b.player(id) == a.player(id), where);
        QVERIFY2(
            user.stateLabel(b.state(id)) == builtIn.stateLabel(a.state(id)), where + ' ' + user.stateLabel(b.state(id)).toUtf8());
        if (id > 0)
            QVERIFY2(plainMinus(user.moveShortLabel(b.move(id))) == plainMinus(builtIn.moveShortLabel(a.move(id))), where);
        QVERIFY2(b.value(id) == a.value(id) && withoutShortcut(b.outcome(id)) == withoutShortcut(a.outcome(id)), where);
        QVERIFY2(b.earlyExit(id) == a.earlyExit(id) && b.returned(id) && b.subtreeEnd(id) == a.subtreeEnd(id), where);
        QVERIFY2(b.memoOf(id) == a.memoOf(id) && b.repeatOf(id) == a.repeatOf(id), where);
        if (builtIn.valueMeaning() == ValueMeaning::MoverScore)
            QVERIFY2(user.stonesLeft(b.state(id)) == builtIn.stonesLeft(a.state(id)), where);
    }
}

void compareStats(const SolveResult& a, const SolveResult& b, const QByteArray& what)
{
    QVERIFY2(b.answer == a.answer, what + " answer");
    QVERIFY2(b.stats.calls == a.stats.calls, what + " calls " + QByteArray::number(b.stats.calls));
    QVERIFY2(b.stats.memoHits == a.stats.memoHits, what + " memo hits");
    QVERIFY2(b.stats.distinctStates == a.stats.distinctStates, what + " distinct states");
    QVERIFY2(b.stats.maxDepth == a.stats.maxDepth, what + " depth");
}

} // namespace

void TestUserCode::examplesMatchBuiltInGames_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<int>("calls");

    QTest::newRow("stones 10 memo off") << "stones.cpp"
                                        << "stones"
                                        << "n=10 moves=1,4" << false << false << 49;
    QTest::newRow("stones 10") << "stones.cpp"
                               << "stones"
                               << "n=10 moves=1,4" << true << false << 18;
    QTest::newRow("stones 200") << "stones.cpp"
                                << "stones"
                                << "n=200 moves=1,3,4,9" << true << false << 788;
    QTest::newRow("can-i-win 10 11") << "can_i_win.cpp"
                                     << "can-i-win"
                                     << "max=10 total=11" << true << false << 344;
    QTest::newRow("can-i-win 6 12 memo off") << "can_i_win.cpp"
                                             << "can-i-win"
                                             << "max=6 total=12" << false << false << 487;
    QTest::newRow("can-i-win short") << "can_i_win.cpp"
                                     << "can-i-win"
                                     << "max=10 total=40" << true << true << 1306;
    QTest::newRow("can-i-win no call") << "can_i_win.cpp"
                                       << "can-i-win"
                                       << "max=5 total=16" << true << false << 0;
    QTest::newRow("prime 7 article") << "prime_game.cpp"
                                     << "prime"
                                     << "n=7" << false << false << 15;
    QTest::newRow("prime 7") << "prime_game.cpp"
                             << "prime"
                             << "n=7" << true << true << 4;
    QTest::newRow("prime 9299") << "prime_game.cpp"
                                << "prime"
                                << "n=9299" << true << true << 27095;
    QTest::newRow("stone-game-ii") << "stone_game_ii.cpp"
                                   << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << true << false << 9;
    QTest::newRow("stone-game-ii memo off") << "stone_game_ii.cpp"
                                            << "stone-game-ii"
                                            << "piles=1,2,3,4,5,100" << false << false << 15;
}

void TestUserCode::examplesMatchBuiltInGames()
{
    QFETCH(QString, file);
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    QFETCH(int, calls);
    const SolveOptions options {memo, shortCircuit};
    const Run builtIn = traced(game, params, options);
    const std::unique_ptr<Game> user = userGame(file, params);
    const SolveResult result = solveTraced(*user, options);
    compareStats(builtIn.result, result, file.toUtf8());
    QCOMPARE(result.stats.calls, qint64(calls));
    compareTraces(*builtIn.game, *builtIn.result.trace, *user, *result.trace);
    QCOMPARE(user->valueMeaning(), builtIn.game->valueMeaning());
    QCOMPARE(user->hasShortCircuit(), builtIn.game->hasShortCircuit());
    QCOMPARE(user->defaultOptions().shortCircuit, builtIn.game->defaultOptions().shortCircuit);
}

void TestUserCode::randomParameters_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("memo");
    for (const bool memo : {true, false}) {
        const char* on = memo ? " memo on" : " memo off";
        QTest::newRow(QByteArray("stones") + on) << "stones.cpp"
                                                 << "stones" << memo;
        QTest::newRow(QByteArray("can-i-win") + on) << "can_i_win.cpp"
                                                    << "can-i-win" << memo;
        QTest::newRow(QByteArray("prime") + on) << "prime_game.cpp"
                                                << "prime" << memo;
        QTest::newRow(QByteArray("stone-game-ii") + on) << "stone_game_ii.cpp"
                                                        << "stone-game-ii" << memo;
    }
}

namespace {

// Parameters small enough that the memo-off runs stay short.
QString randomParams(const QString& game, QRandomGenerator& random)
{
    auto in = [&](int low, int high) { return int(random.bounded(low, high + 1)); };
    if (game == QLatin1String("stones")) {
        const int n = in(1, 18);
        QStringList moves {QStringLiteral("1")};
        for (int a = 2; a <= n; ++a)
            if (moves.size() < 4 && random.bounded(4) == 0)
                moves << QString::number(a);
        return QStringLiteral("n=%1 moves=%2").arg(n).arg(moves.join(u','));
    }
    if (game == QLatin1String("can-i-win"))
        return QStringLiteral("max=%1 total=%2").arg(in(1, 7)).arg(in(0, 30));
    if (game == QLatin1String("prime"))
        return QStringLiteral("n=%1").arg(in(2, 24));
    QStringList piles;
    for (int k = in(1, 7); k > 0; --k)
        piles << QString::number(in(1, 30));
    return QStringLiteral("piles=") + piles.join(u',');
}

} // namespace

// The issue's check: answers, call counts and memo hits equal the built-in game's on 100
// parameter sets per game, with the short-circuit (where there is one) chosen at random.
void TestUserCode::randomParameters()
{
    QFETCH(QString, file);
    QFETCH(QString, game);
    QFETCH(bool, memo);
    QRandomGenerator random(20240612u + (memo ? 1 : 0) + quint32(qHash(game)));
    for (int k = 0; k < 100; ++k) {
        const QString params = randomParams(game, random);
        const std::unique_ptr<Game> builtIn = makeGame(game, params);
        const SolveOptions options {memo, builtIn->hasShortCircuit() && random.bounded(2) == 1};
        const std::unique_ptr<Game> user = userGame(file, params);
        compareStats(solveCounted(*builtIn, options), solveCounted(*user, options),
            (params + (options.shortCircuit ? QStringLiteral(" short-circuit") : QString())).toUtf8());
    }
}

void TestUserCode::everyExampleRuns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("callsMemoOn");
    QTest::addColumn<int>("callsMemoOff");
    QTest::addColumn<ValueMeaning>("values");

    QTest::newRow("nim") << "nim.cpp"
                         << "false" << 57 << 229 << ValueMeaning::MoverWins;
    QTest::newRow("tic-tac-toe") << "tictactoe.cpp"
                                 << "0" << 1402 << 7332 << ValueMeaning::Negamax;
    // No gt::memoOn(): it runs one way only, its default (memo off); -1: the other is refused.
    QTest::newRow("alpha-beta") << "tictactoe_alphabeta.cpp"
                                << "1" << -1 << 238 << ValueMeaning::FirstPlayerScore;
    QTest::newRow("fibonacci") << "fibonacci.cpp"
                               << "8" << 11 << 25 << ValueMeaning::Plain;
    QTest::newRow("deque") << "deque.cpp"
                           << "10" << 21 << 31 << ValueMeaning::ScoreDifference; // EDPC L's first sample
    QTest::newRow("subtraction game") << "subtraction_grundy.cpp"
                                      << "1" << 26 << 168 << ValueMeaning::Grundy;
}

void TestUserCode::everyExampleRuns()
{
    QFETCH(QString, file);
    QFETCH(QString, answer);
    QFETCH(int, callsMemoOn);
    QFETCH(int, callsMemoOff);
    QFETCH(ValueMeaning, values);
    const std::unique_ptr<Game> game = userGame(file, {});
    QCOMPARE(game->valueMeaning(), values);
    SolveOptions options = game->defaultOptions();
    options.memo = true;
    if (callsMemoOn < 0) {
        try {
            solveTraced(*game, options);
            QFAIL("--memo on was not refused");
        } catch (const ParamError& e) {
            QVERIFY2(e.message().contains(QLatin1String("never calls gt::memoOn()")), qPrintable(e.message()));
        }
    }
    const SolveResult on = callsMemoOn < 0 ? SolveResult {} : solveTraced(*game, options);
    if (callsMemoOn >= 0) {
        QCOMPARE(game->answerText(on.answer), answer);
        QCOMPARE(on.stats.calls, qint64(callsMemoOn));
    }
    options.memo = false;
    const SolveResult off = solveTraced(*game, options);
    QCOMPARE(game->answerText(off.answer), answer);
    QCOMPARE(off.stats.calls, qint64(callsMemoOff));
    // The first run's labels still read right after the second (a comparison draws both).
    if (callsMemoOn >= 0)
        QCOMPARE(game->stateLabel(on.trace->state(0)), game->stateLabel(off.trace->state(0)));
}

// Each call keeps the line of its gt::Call and of the call.* it returned through (stones.cpp).
void TestUserCode::sourceLinesAreRecorded()
{
    const std::unique_ptr<Game> game = userGame(QStringLiteral("stones.cpp"), QStringLiteral("n=10 moves=1,4"));
    const SolveResult result = solveTraced(*game, {true, false});
    const Trace& trace = *result.trace;
    QCOMPARE(trace.lines(0).enter, 10u);
    QCOMPARE(trace.lines(0).exit, 22u);  // call.value
    QCOMPARE(trace.lines(10).exit, 14u); // n=0: call.base
    QCOMPARE(trace.lines(12).exit, 13u); // n=1 again: call.memo
}

void TestUserCode::compileCache()
{
    // New content each run, so the first compile really runs the compiler.
    const QByteArray source = "// " + QUuid::createUuid().toByteArray()
        + "\n#include <gametree.h>\n"
          "static int f(int n) { gt::Call call(\"n=%d\", n); if (n == 0) return call.base(0); "
          "return call.value(f(n - 1)); }\nGT_GAME(run) { run.answer(f(run.param(\"n\", 3, 0, 9, \"n\"))); }\n";
    QElapsedTimer timer;
    timer.start();
    const CompiledProgram first = compileProgram(source, QStringLiteral("cache_test.cpp"));
    const qint64 firstMs = timer.restart();
    const CompiledProgram second = compileProgram(source, QStringLiteral("cache_test.cpp"));
    const qint64 secondMs = timer.elapsed();
    QVERIFY(!first.fromCache);
    QVERIFY(second.fromCache); // no compiler ran
    QCOMPARE(second.binary, first.binary);
    qInfo("first compile %lld ms, from the cache %lld ms", firstMs, secondMs);
    const CompiledProgram changed = compileProgram(source + "// changed\n", QStringLiteral("cache_test.cpp"));
    QVERIFY(!changed.fromCache);
    QVERIFY(changed.binary != first.binary);
}

// A cache hit marks the binary used even while a run of it executes (it once opened the binary
// for writing, which fails with ETXTBSY then, and could block another run's execve).
void TestUserCode::cacheHitWhileTheProgramRuns()
{
    const QByteArray source = "// " + QUuid::createUuid().toByteArray()
        + "\n#include <gametree.h>\n#include <chrono>\n#include <thread>\n"
          "GT_GAME(run) { std::this_thread::sleep_for(std::chrono::seconds(3)); run.answer(1); }\n";
    const CompiledProgram first = compileProgram(source, QStringLiteral("busy.cpp"));
    QFile binary(first.binary);
    QVERIFY(binary.open(QIODevice::ReadWrite)); // nothing runs it yet
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    QVERIFY(binary.setFileTime(hourAgo, QFileDevice::FileModificationTime));
    binary.close();
    QProcess running;
    running.start(first.binary, {});
    QVERIFY(running.waitForStarted());
    const CompiledProgram hit = compileProgram(source, QStringLiteral("busy.cpp"));
    QVERIFY(hit.fromCache);
    QVERIFY(running.state() == QProcess::Running);
    const QDateTime marked = QFileInfo(first.binary).lastModified().toUTC();
    QVERIFY2(marked > hourAgo.addSecs(3000), qPrintable(marked.toString(Qt::ISODate)));
    running.kill();
    running.waitForFinished();
}

void TestUserCode::cacheKeepsTheProgramsUsedLast()
{
    QTemporaryDir cache;
    const QByteArray previous = qgetenv("GAMETREE_CODE_CACHE");
    qputenv("GAMETREE_CODE_CACHE", cache.path().toUtf8());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto make = [&](const QString& name, int hoursAgo) {
        QFile file(cache.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
        file.flush(); // else closing writes it and sets the time to now
        QVERIFY(file.setFileTime(now.addSecs(-3600 * hoursAgo), QFileDevice::FileModificationTime));
    };
    QStringList programs;
    for (int i = 0; i < 5; ++i) { // program 0 used last
        programs << QString(64, QChar(u'a' + i));
        make(programs.back(), i + 1);
        make(programs.back() + QStringLiteral(".json"), i + 1);
        make(programs.back() + QStringLiteral(".deps"), i + 1);
    }
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("build-killed")));
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("build-running")));
    // Named by their maker: one of a process gone goes at once, one of a living process stays.
    const QString killedNow = QStringLiteral("build-%1-aB3dE6").arg(std::numeric_limits<pid_t>::max());
    const QString ours = QStringLiteral("pch-build-%1-aB3dE6").arg(getpid());
    QVERIFY(QDir(cache.path()).mkpath(killedNow + QStringLiteral("/deep")));
    QVERIFY(QDir(cache.path()).mkpath(ours));
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("runtime-0123")));
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("pch-0123/bits")));
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("pch-4567/bits")));
    const auto daysAgo = [&](const char* name, int days) {
        const utimbuf then {std::time(nullptr) - days * 86400, std::time(nullptr) - days * 86400};
        QCOMPARE(utime(QFile::encodeName(cache.filePath(QLatin1String(name))).constData(), &then), 0);
    };
    daysAgo("build-killed", 2);
    daysAgo("pch-4567", kKeptPrecompiledHeaderDays + 1); // an older compiler's
    // Pragma sets: the kKeptPragmaHeaders used last stay (pragmas-0 used last); the lock of a
    // folder gone goes a day later.
    QStringList pragmaSets;
    for (int i = 0; i <= kKeptPragmaHeaders; ++i) {
        pragmaSets << QStringLiteral("pch-pragmas-%1").arg(i);
        QVERIFY(QDir(cache.path()).mkpath(pragmaSets.back()));
        const utimbuf then {std::time(nullptr) - (i + 1) * 60, std::time(nullptr) - (i + 1) * 60};
        QCOMPARE(utime(QFile::encodeName(cache.filePath(pragmaSets.back())).constData(), &then), 0);
    }
    make(QStringLiteral("pch-gone.lock"), 25);
    make(QStringLiteral("pch-0123.lock"), 25);
    // Plans and Python sources: the kKeptPlans used last stay.
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("plans")));
    QVERIFY(QDir(cache.path()).mkpath(QStringLiteral("python-sources")));
    for (int i = 0; i < kKeptPlans + 2; ++i)
        make(QStringLiteral("plans/%1.json").arg(i, 4, 10, QChar(u'0')), i + 1);
    for (int i = 0; i < kKeptPlans + 1; ++i)
        make(QStringLiteral("python-sources/%1.py").arg(i, 4, 10, QChar(u'0')), i + 1);

    QCOMPARE(pruneCodeCache(3), 2);
    qputenv("GAMETREE_CODE_CACHE", previous);
    QStringList kept {QStringLiteral("build-running"), QStringLiteral("runtime-0123"), QStringLiteral("pch-0123"),
        QStringLiteral("pch-0123.lock"), ours};
    kept << pragmaSets.mid(0, kKeptPragmaHeaders);
    for (int i = 0; i < 3; ++i)
        kept << programs[i] << programs[i] + QStringLiteral(".json") << programs[i] + QStringLiteral(".deps");
    kept << QStringLiteral("plans") << QStringLiteral("python-sources");
    kept.sort();
    QCOMPARE(QDir(cache.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::Name), kept);
    const QStringList plans = QDir(cache.filePath(QStringLiteral("plans"))).entryList(QDir::Files, QDir::Name);
    QCOMPARE(plans.size(), kKeptPlans); // the two used longest ago went
    QCOMPARE(plans.back(), QStringLiteral("%1.json").arg(kKeptPlans - 1, 4, 10, QChar(u'0')));
    const QStringList sources = QDir(cache.filePath(QStringLiteral("python-sources"))).entryList(QDir::Files, QDir::Name);
    QCOMPARE(sources.size(), kKeptPlans);
    QCOMPARE(sources.back(), QStringLiteral("%1.py").arg(kKeptPlans - 1, 4, 10, QChar(u'0')));
}

void TestUserCode::cancelStopsACompile()
{
    const QByteArray source
        = "// " + QUuid::createUuid().toByteArray() + "\n#include <gametree.h>\nGT_GAME(run) { run.answer(0); }\n";
    const std::atomic_bool cancel {true};
    try {
        compileProgram(source, QStringLiteral("cancelled.cpp"), &cancel);
        QFAIL("no RunError");
    } catch (const RunError& e) {
        QCOMPARE(e.kind(), RunError::Kind::Cancelled);
    }
    // Nothing half-made is kept: the next compile of the same text runs the compiler.
    QVERIFY(!compileProgram(source, QStringLiteral("cancelled.cpp")).fromCache);
}

// The compiler runs in the sandbox of the program it compiles: when gametree is killed during a
// compile, the compiler ends with it (it used to run on for minutes) and writes nothing more.
void TestUserCode::killedCompileLeavesNoCompiler()
{
    QTemporaryDir cache; // its path is in the compiler's command line: the marker to look for
    QVERIFY(cache.isValid());
    // About 4 * 10^10 steps of constant evaluation: minutes of compiling.
    const QString path = writeProgram(QStringLiteral("slow_compile.cpp"),
        "#include <gametree.h>\n"
        "constexpr long slow() { long s = 0; for (int i = 0; i < 200000; ++i) for (int j = 0; j < 200000; ++j) "
        "s += (i ^ j) & 1; return s; }\n"
        "static_assert(slow() >= 0);\n"
        "GT_GAME(run) { run.answer(1); }\n");
    QProcess gametree;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GAMETREE_CODE_CACHE"), cache.path());
    gametree.setProcessEnvironment(env);
    gametree.start(m_bin, {QStringLiteral("trace"), QStringLiteral("--code"), path});
    QVERIFY(gametree.waitForStarted());
    const QByteArray programBuild = QFile::encodeName(cache.path()) + "/build-";
    QTRY_VERIFY_WITH_TIMEOUT(processesWith(programBuild) > 0, 120000); // past the runtime, compiling the program
    QCOMPARE(kill(pid_t(gametree.processId()), SIGKILL), 0);
    QVERIFY(gametree.waitForFinished());
    QTRY_COMPARE_WITH_TIMEOUT(processesWith(QFile::encodeName(cache.path())), 0, 10000);
}

// The trace stream comes from the user's process: records the runtime never writes (found by
// fuzz_program_stream: a call of a state never declared) end the reading, the calls before stay.
void TestUserCode::brokenStreamKeepsItsValidPrefix()
{
    struct Counter {
        int enters = 0, leaves = 0;
        void enter(std::uint32_t, std::int32_t, Player) { ++enters; }
        void leave(std::uint32_t, std::int64_t, Outcome, bool) { ++leaves; }
    };
    const QByteArray label = QByteArray("\x01\x01"
                                        "a",
        3);                                                          // StateLabel "a": state 0
    const QByteArray call = QByteArray("\x10\x00\x00\x05", 4);       // EnterFirst state 0, no move, line 5
    const QByteArray ret = QByteArray("\x20\x02\x07", 3);            // Leave (base) value 1, line 7
    const QByteArray undeclared = QByteArray("\x10\x09\x00\x05", 4); // state 9: never declared
    const QByteArray stray = QByteArray("\x20\x00\x07", 3);          // a return outside any call

    for (const QByteArray& tail : {undeclared, stray, QByteArray("\x7f"), QByteArray("\x10\x00")}) {
        ProgramOutcome run;
        run.chunks = {label + call + ret + tail};
        ProgramRecording recording(std::move(run), 100, false);
        QVERIFY(recording.malformed());
        QCOMPARE(recording.calls(), 1);
        QVERIFY2(failureMessage(recording, QStringLiteral("x.cpp"), {})
                     .contains(QLatin1String("trace stream is broken after 1 calls")),
            qPrintable(failureMessage(recording, QStringLiteral("x.cpp"), {})));
        Counter counter;
        recording.replay(counter, 0, 0);
        QCOMPARE(counter.enters, 1);
        QCOMPARE(counter.leaves, 1);
    }
    ProgramOutcome whole;
    whole.chunks = {label + call + ret + QByteArray("\x31", 1)}; // Finished
    ProgramRecording fine(std::move(whole), 100, false);
    QVERIFY(!fine.malformed());
    QVERIFY(failureMessage(fine, QStringLiteral("x.cpp"), {}).isEmpty());
}

void TestUserCode::compileErrors_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("error");

    QTest::newRow("undeclared name") << QByteArray("#include <gametree.h>\n"
                                                   "static int f(int n) {\n"
                                                   "    gt::Call call(\"n=%d\", n);\n"
                                                   "    return call.value(n + undeclared);\n"
                                                   "}\n"
                                                   "GT_GAME(run) { run.answer(f(3)); }\n")
                                     << "bad.cpp:4:27: error: ‘undeclared’ was not declared in this scope";
    QTest::newRow("label format") << QByteArray("#include <gametree.h>\n"
                                                "static int f(int n) {\n"
                                                "    gt::Call call(\"n=%s\", n);\n"
                                                "    return call.base(n);\n"
                                                "}\n"
                                                "GT_GAME(run) { run.answer(f(3)); }\n")
                                  << "bad.cpp:3:28: error: call to non-‘constexpr’ function ‘void "
                                     "gt::detail::format_conversion_needs_a_string()’";
    QTest::newRow("no GT_GAME") << QByteArray("#include <gametree.h>\nint f() { return 1; }\n")
                                << "bad.cpp: no GT_GAME(run) { ... } in the file: the program has no entry point";
    // 2^41 tokens: cc1plus grows without bound (about 350 MB/s) until its memory limit, once an
    // empty message. (#include "/dev/zero" did the same; it is refused before compiling now.)
    QByteArray bomb = "#include <gametree.h>\n#define A0 x x\n";
    for (int i = 1; i <= 40; ++i)
        bomb += "#define A" + QByteArray::number(i) + " A" + QByteArray::number(i - 1) + " A" + QByteArray::number(i - 1) + "\n";
    QTest::newRow("endless macro expansion") << bomb + "A40\nGT_GAME(run) { run.answer(1); }\n"
                                             << "the compiler needed more than its 3,072 MiB of memory on bad.cpp; the file "
                                                "is not compiled";
}

// A label printed with %c of 0 or of ESC: once DOT that Graphviz could not read (reported as
// written) and raw NUL and ESC sent to the terminal. Both show them as \x00 and \x1b.
void TestUserCode::controlCharactersInLabels()
{
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("controls.cpp"),
        "#include <gametree.h>\nstatic int f(int n) {\n    gt::Call call(\"n=%d %c|%c[31m|\\u009b\", n, 0, 27);\n"
        "    return n == 0 ? call.base(0) : call.value(f(n - 1));\n}\nGT_GAME(run) { run.answer(f(2)); }\n");
    const Output trace = run({QStringLiteral("trace"), QStringLiteral("--code"), QStringLiteral("controls.cpp")});
    QCOMPARE(trace.status, 0);
    const QString text = QString::fromUtf8(trace.out);
    QVERIFY2(text.contains(QStringLiteral("#2   → n=0 \\x00|\\x1b[31m|\\x9b")), trace.out);
    QVERIFY(std::none_of(
        text.begin(), text.end(), [](QChar c) { return c != u'\n' && (c < u' ' || (c >= QChar(0x7f) && c <= QChar(0x9f))); }));
    const QString dotFile = m_programs.filePath(QStringLiteral("controls.dot"));
    QCOMPARE(
        run({QStringLiteral("export"), QStringLiteral("--code"), QStringLiteral("controls.cpp"), QStringLiteral("-o"), dotFile})
            .status,
        0);
    const Output dot = runCommand(QStringLiteral("dot"), {QStringLiteral("-Tsvg"), dotFile});
    QVERIFY2(dot.status == 0, dot.err);
    QVERIFY2(dot.out.contains("n=1 \\x00|\\x1b[31m|\\x9b"), dot.out.left(2000));
}

// Labels longer than the stream's 4,096 bytes keep a hash of the whole text: four 5,000-byte
// states that differ in their last byte were one state (cut to the same 4,096 bytes), so
// the memo and repeat links could point at the wrong call.
void TestUserCode::longLabelsStayDistinct()
{
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("long_labels.cpp"),
        "#include <gametree.h>\n#include <string>\n"
        "static int leaf(const std::string& s) {\n    gt::Call call(\"%s\", s.c_str());\n    return call.base(0);\n}\n"
        "static int root() {\n    gt::Call call(\"root\");\n    int sum = 0;\n"
        "    for (char last : std::string(\"abcda\")) sum += leaf(std::string(4999, 'x') + last);\n"
        "    return call.value(sum);\n}\nGT_GAME(run) { run.answer(root()); }\n");
    const Output solved
        = run({QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("long_labels.cpp"), QStringLiteral("--json")});
    QVERIFY2(solved.status == 0, solved.err);
    const QJsonObject json = QJsonDocument::fromJson(solved.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 6);
    QCOMPARE(json[QStringLiteral("distinctStates")].toInt(), 5); // root and a, b, c, d; the second a repeats
    const Output trace = run({QStringLiteral("trace"), QStringLiteral("--code"), QStringLiteral("long_labels.cpp")});
    QCOMPARE(trace.status, 0);
    // Each label is its first 4,000-odd bytes and the hash of all 5,000; the two a's share one.
    QSet<QString> hashes;
    const QRegularExpression cut(QStringLiteral("x{100}… #([0-9a-f]{16}) "));
    for (auto match = cut.globalMatch(QString::fromUtf8(trace.out)); match.hasNext();)
        hashes << match.next().captured(1);
    QCOMPARE(hashes.size(), 4);
    QCOMPARE(QString::fromUtf8(trace.out).count(cut), 5);
}

// An editor's UTF-8 BOM before the first line: once "stray '#'" (the #line went before it).
void TestUserCode::byteOrderMarkIsSkipped_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QByteArray>("answer");
    const QByteArray bom = "\xEF\xBB\xBF";
    const QByteArray recursion = "int f(int n) { return n == 0 ? 0 : f(n - 1) + 2; }\n";
    QTest::newRow("gametree.h") << bom
            + "#include <gametree.h>\nstatic int f(int n) { gt::Call call(\"n=%d\", n); "
              "return n == 0 ? call.base(0) : call.value(f(n - 1) + 2); }\n"
              "GT_GAME(run) { run.answer(f(4)); }\n"
                                << QByteArray("answer: true");
    QTest::newRow("as written, <iostream>") << bom + "#include <iostream>\n" + recursion
            + "int main() { std::cout << f(5) << '\\n'; }\n"
                                            << QByteArray("answer: 10");
    QTest::newRow("as written, CRLF") << bom + "#include <bits/stdc++.h>\r\n" + recursion
            + "int main() { std::cout << f(6) << '\\n'; }\r\n"
                                      << QByteArray("answer: 12");
}

void TestUserCode::byteOrderMarkIsSkipped()
{
    QFETCH(QByteArray, source);
    QFETCH(QByteArray, answer);
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("bom.cpp"), source);
    const Output o = run({QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("bom.cpp")});
    QVERIFY2(o.status == 0, o.err);
    QVERIFY2(o.out.split('\n').contains(answer), o.out);
}

void TestUserCode::includeOfNonFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("include");
    QTest::addColumn<bool>("withHeader"); // against gametree.h, else as written
    QTest::addColumn<QString>("shown");
    // The parser and the compiler read /dev/zero without end (1.77 GB in 5 s, then an empty
    // message); /dev/stdin waited 180 s on gametree's own stdin, an open pipe here.
    QTest::newRow("/dev/zero, as written") << QByteArray("\"/dev/zero\"") << false << "\"/dev/zero\"";
    QTest::newRow("/dev/zero, gametree.h") << QByteArray("\"/dev/zero\"") << true << "\"/dev/zero\"";
    QTest::newRow("/dev/stdin, gametree.h") << QByteArray("  #  include \"/dev/stdin\"") << true << "\"/dev/stdin\"";
    QTest::newRow("/dev/stdin, as written") << QByteArray("</dev/stdin>") << false << "</dev/stdin>";
    QTest::newRow("a pipe beside the file") << QByteArray("\"fifo.h\"") << false << "\"fifo.h\"";
    QTest::newRow("a folder beside the file") << QByteArray("\"sub\"") << true << "\"sub\"";
}

// Refused at once, naming the line; nothing is compiled.
void TestUserCode::includeOfNonFileIsRefused()
{
    QFETCH(QByteArray, include);
    QFETCH(bool, withHeader);
    QFETCH(QString, shown);
    QDir::setCurrent(m_programs.path());
    QFile::remove(QStringLiteral("fifo.h"));
    QVERIFY(mkfifo("fifo.h", 0600) == 0);
    QVERIFY(QDir().mkpath(QStringLiteral("sub")));
    const QByteArray line = include.startsWith(' ') ? include : "#include " + include;
    const QByteArray source = withHeader
        ? "#include <gametree.h>\n" + line + "\nGT_GAME(run) { run.answer(1); }\n"
        : "#include <cstdio>\n" + line + "\nint f(int n) { return n ? f(n - 1) : 0; }\nint main() { printf(\"%d\", f(3)); }\n";
    writeProgram(QStringLiteral("dev.cpp"), source);
    const Output o = run({QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("dev.cpp")});
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err),
        QStringLiteral("gametree: dev.cpp:2: #include %1 is not a file but a device, a pipe or a folder; the compiler "
                       "would read it without end or wait for input. Include source files only\n")
            .arg(shown));
}

// Exit status 2 and the compiler's first error, with the user's file and line, on stderr.
void TestUserCode::compileErrors()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, error);
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("bad.cpp"), source);
    const Output o = run({QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("bad.cpp")});
    QCOMPARE(o.status, 2);
    QVERIFY(o.out.isEmpty());
    QCOMPARE(QString::fromUtf8(o.err).trimmed(), QStringLiteral("gametree: ") + error);
}

void TestUserCode::failingPrograms_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");    // a regular expression
    QTest::addColumn<int>("recorded");       // calls in the partial trace (-1: any)
    QTest::addColumn<bool>("stoppedInside"); // the last call never returned

    const QByteArray descend = "    gt::Call call(\"n=%d\", n);\n"; // line 3 of every program
    QTest::newRow("missing return") << descend + "    if (n == 2) return 7;\n    return call.value(f(n - 1));\n"
                                    << QStringList {}
                                    << "^prog.cpp:3: the call n=2 ended without call.base, call.memo or call.value$" << 6 << true;
    QTest::newRow("endless recursion") << descend + "    return call.value(f(n - 2));\n"
                                       << QStringList {}
                                       << "^the recursion went deeper than 1,048,575 calls after 1,048,576 calls; the "
                                          "deepest call is #1,048,575 n=-2097143$"
                                       << 1048576 << true;
    QTest::newRow("stack overflow") << descend
            + "    volatile char big[200000]; big[n & 1023] = 1;\n"
              "    return call.value(f(n - 2) + big[0]);\n"
                                    << QStringList {}
                                    << "^the program crashed with SIGSEGV \\(stack overflow\\) after [0-9,]+ calls; the deepest "
                                       "call is #[0-9,]+ n=-[0-9]+$"
                                    << -1 << true;
    QTest::newRow("infinite loop") << descend
            + "    for (volatile int k = 0; n == 3; ++k) { }\n    if (n == 0) return call.base(0);\n"
              "    return call.value(f(n - 1));\n"
                                   << QStringList {QStringLiteral("--cpu-limit"), QStringLiteral("1")}
                                   << "^the program used more than 1 s of CPU time \\(--cpu-limit\\) after 5 calls; the deepest "
                                      "call is #4 n=3$"
                                   << 5 << true;
    QTest::newRow("unbounded allocation")
        << descend
            + "    static std::vector<std::vector<char>> keep;\n    while (n == 3) keep.emplace_back(1 << 24, 'x');\n"
              "    if (n == 0) return call.base(0);\n    return call.value(f(n - 1));\n"
        << QStringList {QStringLiteral("--memory-limit"), QStringLiteral("256")}
        << "^the program ran out of memory \\(--memory-limit 256 MiB\\) after 5 calls; the deepest call is #4 n=3$" << 5 << true;
    QTest::newRow("null pointer") << descend
            + "    if (n == 5) return call.value(*(volatile int*)nullptr);\n"
              "    return call.value(f(n - 1));\n"
                                  << QStringList {}
                                  << "^the program crashed with SIGSEGV after 3 calls; the deepest call is #2 n=5$" << 3 << true;
    QTest::newRow("exception") << descend
            + "    if (n == 6) return call.value(std::vector<int>().at(n));\n"
              "    return call.value(f(n - 1));\n"
                               << QStringList {}
                               << "^the program threw an exception \\(vector::_M_range_check: .*\\) after 2 calls; the "
                                  "deepest call is #1 n=6$"
                               << 2 << true;
    // exit() skipped the runtime's last flush: "after 0 calls" (a throw kept them).
    QTest::newRow("exit inside the recursion")
        << descend + "    if (n == 2) std::exit(0);\n    return call.value(f(n - 1));\n"
        << QStringList {} << "^the program exited with status 0 before it finished, after 6 calls; the deepest call is #5 n=2$"
        << 6 << true;
    // Killed (as by the out-of-memory killer) or _exit: no runtime code runs, and the calls were
    // in its buffer, not yet sent ("after 0 calls" before the buffer was shared).
    QTest::newRow("SIGKILL inside the recursion")
        << descend + "    if (n == 2) raise(SIGKILL);\n    return call.value(f(n - 1));\n"
        << QStringList {}
        << "^the program was killed \\(SIGKILL: by the system when memory ran out, or by a process\\) after 6 calls; the "
           "deepest call is #5 n=2$"
        << 6 << true;
    QTest::newRow("_exit inside the recursion")
        << descend + "    if (n == 2) _exit(0);\n    return call.value(f(n - 1));\n"
        << QStringList {} << "^the program exited with status 0 before it finished, after 6 calls; the deepest call is #5 n=2$"
        << 6 << true;
    QTest::newRow("SIGSTOP inside the recursion")
        << descend + "    if (n == 2) raise(SIGSTOP);\n    return call.value(f(n - 1));\n"
        << QStringList {}
        << "^the program stopped itself with SIGSTOP, and a stopped program never goes on: it was ended after 6 calls; the "
           "deepest call is #5 n=2$"
        << 6 << true;
    QTest::newRow("returned twice") << descend
            + "    if (n == 6) { call.base(1); return call.base(2); }\n"
              "    return call.value(f(n - 1));\n"
                                    << QStringList {}
                                    << "^prog.cpp:4: the call n=6 returned a second time; return once, through call.base, "
                                       "call.memo or call.value$"
                                    << 2 << false;
    QTest::newRow("call after return") << descend
            + "    if (n == 0) return call.base(0);\n"
              "    const int v = call.value(n);\n    f(n - 1);\n    return v;\n"
                                       << QStringList {}
                                       << "^prog.cpp:3: a call was made after its caller n=7 had returned; return last$" << 1
                                       << false;
}

// Exit status 4, one line naming what happened, and the calls made up to there in the trace.
void TestUserCode::failingPrograms()
{
    QFETCH(QByteArray, body);
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QFETCH(int, recorded);
    QFETCH(bool, stoppedInside);
    // raise() and _exit() declared first; #line keeps the lines the messages name.
    const QByteArray source = "#include <csignal>\n#include <unistd.h>\n#line 1\n#include <gametree.h>\nstatic int f(int n) {\n"
        + body + "}\nGT_GAME(run) { run.answer(f(7)); }\n";
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("prog.cpp"), source);
    const Output o = run(
        QStringList {QStringLiteral("trace"), QStringLiteral("--code"), QStringLiteral("prog.cpp"), QStringLiteral("--json")}
        + options);
    QCOMPARE(o.status, 4);
    const QString err = QString::fromUtf8(o.err).trimmed();
    QVERIFY2(err.startsWith(QLatin1String("gametree: ")), qPrintable(err));
    QVERIFY2(QRegularExpression(message).match(err.mid(10)).hasMatch(), qPrintable(err));
    const QJsonObject json = QJsonDocument::fromJson(o.out).object();
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    if (recorded >= 0)
        QCOMPARE(nodes.size(), recorded);
    QVERIFY(!nodes.isEmpty());
    QCOMPARE(nodes.last()[QStringLiteral("outcome")].toString() == QLatin1String("running"), stoppedInside);
}

void TestUserCode::failedRunIsStillDrawn_data()
{
    QTest::addColumn<QString>("verb");
    QTest::addColumn<QString>("output"); // a file, or a folder of slides
    QTest::newRow("export") << "export"
                            << "tree.svg";
    // slides wrote nothing while export drew the partial tree
    QTest::newRow("slides") << "slides"
                            << "deck/";
}

// A program that throws after two calls: the pictures show those two calls, with exit status 4.
void TestUserCode::failedRunIsStillDrawn()
{
    QFETCH(QString, verb);
    QFETCH(QString, output);
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("throws.cpp"),
        "#include <gametree.h>\n#include <vector>\nstatic int f(int n) {\n    gt::Call call(\"n=%d\", n);\n"
        "    if (n == 6) return call.value(std::vector<int>().at(n));\n    return call.value(f(n - 1));\n}\n"
        "GT_GAME(run) { run.answer(f(7)); }\n");
    QTemporaryDir out;
    const QString path = out.filePath(output);
    const Output o = run({verb, QStringLiteral("--code"), QStringLiteral("throws.cpp"), QStringLiteral("-o"), path});
    QCOMPARE(o.status, 4);
    QVERIFY2(o.err.contains("the program threw an exception"), o.err.constData());
    QStringList svgs {path};
    if (output.endsWith(QLatin1Char('/'))) {
        svgs.clear();
        for (const QString& name : QDir(path).entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name))
            svgs << QDir(path).filePath(name);
        QVERIFY2(svgs.size() >= 2, qPrintable(QString::number(svgs.size())));
    }
    QFile last(svgs.last());
    QVERIFY(last.open(QIODevice::ReadOnly));
    const QByteArray svg = last.readAll();
    QVERIFY(svg.contains(">n=7<"));
    QVERIFY(svg.contains(">n=6<"));
    QVERIFY(!svg.contains(">n=5<"));
}

void TestUserCode::wideValuesStayExact_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QStringList>("values"); // of every call, in call order
    QTest::addColumn<QString>("nodeText");   // a value line the SVG must hold
    QTest::addColumn<qint64>("narratedEvent");
    QTest::addColumn<QString>("narration");

    // EDPC L's recursion, values beyond 32 bits (5e12, -2^40): 6099511627776 = 5e12 + 2^40.
    QTest::newRow("deque, score difference")
        << QByteArray("#include <gametree.h>\n#include <algorithm>\n#include <vector>\n"
                      "static std::vector<long long> a = {5000000000000LL, -1099511627776LL};\n"
                      "static long long f(int l, int r) {\n"
                      "    gt::Call call(\"l=%d r=%d\", l, r);\n"
                      "    if (l > r) return call.base(0LL);\n"
                      "    gt::move(\"left\");\n"
                      "    const long long left = a[l] - f(l + 1, r);\n"
                      "    gt::move(\"right\");\n"
                      "    const long long right = a[r] - f(l, r - 1);\n"
                      "    return call.value(std::max(left, right));\n"
                      "}\n"
                      "GT_GAME(run) { run.values(gt::Values::ScoreDifference); run.answer(f(0, 1)); }\n")
        << "6099511627776"
        << QStringList {QStringLiteral("6099511627776"), QStringLiteral("-1099511627776"), QStringLiteral("0"),
               QStringLiteral("0"), QStringLiteral("5000000000000"), QStringLiteral("0"), QStringLiteral("0")}
        << "= -1099511627776 · 2nd behind by 1099511627776" << qint64(2 * 7 - 1)
        << "Best for the first player at l=0 r=1: the move left, after which the opponent's difference is -1099511627776: "
           "returns 6099511627776 · first player (to move) ahead by 6099511627776. Stored in the memo.";
    // Past 2^53, where a double rounds: 2^53 + 1 and -2^62; their sum is -4602678819172646911.
    QTest::newRow("plain, past 2^53") << QByteArray("#include <gametree.h>\n"
                                                    "static long long f(int n) {\n"
                                                    "    gt::Call call(\"n=%d\", n);\n"
                                                    "    if (n == 0) return call.base(9007199254740993LL);\n"
                                                    "    if (n == 1) return call.base(-4611686018427387904LL);\n"
                                                    "    return call.value(f(n - 1) + f(n - 2));\n"
                                                    "}\n"
                                                    "GT_GAME(run) { run.values(gt::Values::Plain); run.answer(f(2)); }\n")
                                      << "-4602678819172646911"
                                      << QStringList {QStringLiteral("-4602678819172646911"),
                                             QStringLiteral("-4611686018427387904"), QStringLiteral("9007199254740993")}
                                      << "= 9007199254740993" << qint64(5)
                                      << "n=2 returns -4602678819172646911, computed from its calls. Stored in the memo.";
}

// Values beyond 32 bits (and past 2^53) read exactly everywhere: trace and solve JSON, the
// picture, the narration.
void TestUserCode::wideValuesStayExact()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, answer);
    QFETCH(QStringList, values);
    QFETCH(QString, nodeText);
    QFETCH(qint64, narratedEvent);
    QFETCH(QString, narration);
    QDir::setCurrent(m_programs.path());
    const QString path = writeProgram(QStringLiteral("wide.cpp"), source);

    const Output traced = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--json")});
    QCOMPARE(traced.status, 0);
    QStringList written; // as the text says: a JSON reader would round past 2^53
    for (const QRegularExpressionMatch& m :
        QRegularExpression(QStringLiteral("\"value\":(-?[0-9]+)")).globalMatch(QString::fromUtf8(traced.out)))
        written << m.captured(1);
    QCOMPARE(written, values);
    QVERIFY2(traced.out.contains("\"answer\":" + answer.toUtf8() + ','), traced.out.left(300));

    const Output solved = run({QStringLiteral("solve"), QStringLiteral("--code"), path, QStringLiteral("--json")});
    QCOMPARE(solved.status, 0);
    QVERIFY2(solved.out.contains("\"answer\":" + answer.toUtf8() + ','), solved.out);
    const Output text = run({QStringLiteral("solve"), QStringLiteral("--code"), path});
    QVERIFY2(text.out.contains("answer: " + answer.toUtf8()), text.out);

    const QString svg = m_programs.filePath(QStringLiteral("wide.svg"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--code"), path, QStringLiteral("-o"), svg}).status, 0);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString picture = QString::fromUtf8(file.readAll());
    QVERIFY2(picture.contains(nodeText), qPrintable(nodeText));
    QVERIFY(picture.contains(QStringLiteral("answer: ") + answer));

    const std::unique_ptr<Game> game = createUserGame(loadUserProgram(path, {}), {});
    const SolveResult result = solveTraced(*game, game->defaultOptions());
    QCOMPARE(QString::number(result.answer), answer);
    for (qsizetype id = 0; id < values.size(); ++id)
        QCOMPARE(QString::number(result.trace->value(std::int32_t(id))), values[id]);
    QCOMPARE(narrateEvent(*game, *result.trace, narratedEvent), narration);
}

void TestUserCode::valuesOption_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("line"); // of stdout, or stderr when the command fails

    QTest::newRow("as declared") << "subtraction_grundy.cpp" << QStringList {} << 0 << "#0  n=10  mex{0,2} = 1";
    QTest::newRow("read as plain values") << "subtraction_grundy.cpp"
                                          << QStringList {QStringLiteral("--values"), QStringLiteral("plain")} << 0
                                          << "#0  n=10  = 1";
    QTest::newRow("negamax read as a score difference")
        << "tictactoe.cpp" << QStringList {QStringLiteral("--values"), QStringLiteral("score-difference")} << 0
        << "#0  X../.O./...  = 0 · tie";
    QTest::newRow("an unknown kind")
        << "nim.cpp" << QStringList {QStringLiteral("--values"), QStringLiteral("chess")} << 2
        << "gametree: --values: 'chess' is not allowed; use mover-wins, first-player-wins, mover-score, first-player-score, "
           "plain, score-difference, negamax, grundy, winner-index";
}

// --values reads a program's values as another kind than it declares; the trace shows the words.
void TestUserCode::valuesOption()
{
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(int, status);
    QFETCH(QString, line);
    const Output o = run(QStringList {QStringLiteral("trace"), QStringLiteral("--code"), example(file)} + options);
    QCOMPARE(o.status, status);
    const QStringList lines = QString::fromUtf8(status == 0 ? o.out : o.err).split(u'\n');
    QVERIFY2(lines.contains(line), qPrintable(lines.mid(0, 6).join(u'\n')));
}

void TestUserCode::wallClockTimeOut()
{
    const QString path = writeProgram(QStringLiteral("sleeper.cpp"),
        "#include <gametree.h>\n#include <unistd.h>\n"
        "static int f(int n) { gt::Call call(\"n=%d\", n); if (n == 0) { sleep(100); return call.base(0); }\n"
        "return call.value(f(n - 1)); }\nGT_GAME(run) { run.answer(f(2)); }\n");
    ProgramLimits programLimits;
    programLimits.wallSeconds = 1;
    const std::unique_ptr<Game> game = createUserGame(loadUserProgram(path, programLimits), {}, std::nullopt, programLimits);
    RunLimits limits;
    QElapsedTimer timer;
    timer.start();
    try {
        solveTraced(*game, {true, false}, limits);
        QFAIL("the sleeping program was not stopped");
    } catch (const FailedRunError& error) {
        QVERIFY2(QString::fromStdString(error.what()).startsWith(QLatin1String("the program ran longer than 1 s")), error.what());
        QVERIFY2(QString::fromStdString(error.what()).endsWith(QLatin1String("after 3 calls; the deepest call is #2 n=0")),
            error.what());
        QCOMPARE(error.partial().trace->size(), 3);
        QCOMPARE(error.partial().trace->eventCount(), qint64(3));
    }
    QVERIFY2(timer.elapsed() < 5000, QByteArray::number(timer.elapsed()));
}

void TestUserCode::progressCountsCallsNotSentYet_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::newRow("gametree.h") << QByteArray("#include <gametree.h>\n"
                                              "static int f(int n) { gt::Call call(\"n=%d\", n);\n"
                                              "  if (n == 0) for (volatile int i = 0;; i = i + 1) {}\n"
                                              "  return call.value(f(n - 1)); }\n"
                                              "GT_GAME(run) { run.answer(f(10)); }\n");
    QTest::newRow("as written") << QByteArray("#include <bits/stdc++.h>\n"
                                              "int f(int n) { if (n == 0) for (volatile int i = 0;; i = i + 1) {}\n"
                                              "  return f(n - 1) + 1; }\n"
                                              "int main() { std::cout << f(10) << std::endl; }\n");
}

// A program that loops after 11 calls has sent none of them (the trace stream goes out in 64 KB
// chunks), yet the progress counts all 11: the program stores its count where the studio reads it.
void TestUserCode::progressCountsCallsNotSentYet()
{
    QFETCH(QByteArray, source);
    const QString path = writeProgram(QStringLiteral("loops_%1.cpp").arg(QTest::currentDataTag()[0] == 'g' ? 1 : 2), source);
    const std::unique_ptr<Game> game = createUserGame(loadUserProgram(path, ProgramLimits {}), {});
    std::atomic_bool cancel = false;
    std::atomic<std::int64_t> reported = 0;
    RunLimits limits;
    limits.cancel = &cancel;
    limits.onProgress = [&](const Progress& p) {
        reported = std::max<std::int64_t>(reported, p.calls);
        if (p.calls >= 11)
            cancel = true;
    };
    QElapsedTimer timer;
    timer.start();
    std::thread stopper([&] { // should the count never come: the loop ends anyway
        while (!cancel && timer.elapsed() < 20000)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        cancel = true;
    });
    try {
        solveTraced(*game, {true, false}, limits);
    } catch (const std::exception&) { // cancelled
    }
    stopper.join();
    QCOMPARE(reported.load(), qint64(11));
}

// --max-calls stops a program as it stops a built-in game (exit 3), and the calls made are kept.
void TestUserCode::callBudgetKeepsTheCalls()
{
    const Output o = run({QStringLiteral("trace"), QStringLiteral("--code"), example(QStringLiteral("stones.cpp")),
        QStringLiteral("--n"), QStringLiteral("40"), QStringLiteral("--memo"), QStringLiteral("off"),
        QStringLiteral("--max-calls"), QStringLiteral("1000"), QStringLiteral("--json")});
    QCOMPARE(o.status, 3);
    QVERIFY2(o.err.startsWith("gametree: too large: the run needs more than 1,000 calls"), o.err);
    const QJsonArray nodes = QJsonDocument::fromJson(o.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 1000);
    QCOMPARE(nodes.first()[QStringLiteral("outcome")].toString(), QStringLiteral("running")); // the root never returned
}

// trace --json escapes what a program puts in its labels: quotes, backslashes, a line break, a
// tab, a control character, Japanese and a character beyond 16 bits all read back as written.
void TestUserCode::labelsInJsonReadAsWritten()
{
    QDir::setCurrent(m_programs.path());
    writeProgram(QStringLiteral("labels.cpp"),
        "#include <gametree.h>\n"
        "static const char* const kTricky = \"say \\\"hi\\\" \\\\ C:\\\\path\\nnext\\ttab \\x01 日本語 😀\";\n"
        "static int f(int n) {\n"
        "    gt::Call call(\"n=%d %s\", n, kTricky);\n"
        "    if (n < 2) return call.base(n);\n"
        "    gt::move(\"-1 %s\", kTricky);\n"
        "    const int a = f(n - 1);\n"
        "    gt::move(\"-2 %s\", kTricky);\n"
        "    return call.value(a + f(n - 2));\n"
        "}\n"
        "GT_GAME(run) { run.answer(f(5)); }\n");
    const Output o
        = run({QStringLiteral("trace"), QStringLiteral("--code"), QStringLiteral("labels.cpp"), QStringLiteral("--json")});
    QCOMPARE(o.status, 0);
    QJsonParseError error;
    const QJsonArray nodes = QJsonDocument::fromJson(o.out, &error).object()[QStringLiteral("nodes")].toArray();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(nodes.size(), 15);
    const QString tricky
        = QStringLiteral("say \"hi\" \\ C:\\path\nnext\ttab \x01 日本語 ") + QString::fromUtf8("\xF0\x9F\x98\x80");
    for (const QJsonValue& node : nodes) {
        const QString label = node[QStringLiteral("label")].toString();
        QVERIFY2(label.startsWith(QLatin1String("n=")) && label.endsWith(QLatin1Char(' ') + tricky), qPrintable(label));
        QVERIFY(node[QStringLiteral("state")].toObject() == QJsonObject({{QStringLiteral("label"), label}}));
        const QString move = node[QStringLiteral("moveLabel")].toString();
        if (node[QStringLiteral("parent")].toInt() >= 0)
            QVERIFY2((move.startsWith(QLatin1String("-1 ")) || move.startsWith(QLatin1String("-2 "))) && move.mid(3) == tricky,
                qPrintable(move));
    }
}

void TestUserCode::parameterErrorsReadAsBuiltIns_data()
{
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QString>("error");
    QTest::newRow("out of range") << QStringList {QStringLiteral("--n"), QStringLiteral("0")}
                                  << "--n: 0 is out of range; allowed: 1 to 10000";
    QTest::newRow("not an integer") << QStringList {QStringLiteral("--n"), QStringLiteral("ten")}
                                    << "--n: 'ten' is not an integer; allowed: 1 to 10000";
    QTest::newRow("malformed list") << QStringList {QStringLiteral("--moves"), QStringLiteral("1,a")}
                                    << "--moves: malformed list '1,a': item 2 'a' is not an integer; expected comma-separated "
                                       "integers like 1,4";
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--x"), QStringLiteral("3")}
                                    << "unknown option --x for %1; its parameters: --n, --moves";
}

// The same checks and messages as the built-in game, the file name where the game's id stands.
void TestUserCode::parameterErrorsReadAsBuiltIns()
{
    QFETCH(QStringList, params);
    QFETCH(QString, error);
    const Output user
        = run(QStringList {QStringLiteral("solve"), QStringLiteral("--code"), example(QStringLiteral("stones.cpp"))} + params);
    QStringList builtInArgs {QStringLiteral("solve"), QStringLiteral("stones")};
    for (const QString& option : {QStringLiteral("--n"), QStringLiteral("--moves")}) // each given once
        if (!params.contains(option))
            builtInArgs << option << (option == QLatin1String("--n") ? QStringLiteral("10") : QStringLiteral("1,4"));
    const Output builtIn = run(builtInArgs + params);
    QCOMPARE(user.status, 2);
    QCOMPARE(builtIn.status, 2);
    const auto forGame = [&](const char* id) {
        return QStringLiteral("gametree: ") + QString(error).replace(QLatin1String("%1"), QLatin1String(id));
    };
    QCOMPARE(QString::fromUtf8(user.err).trimmed(), forGame("stones.cpp"));
    QCOMPARE(QString::fromUtf8(builtIn.err).trimmed(), forGame("stones"));
}

void TestUserCode::noCompiler()
{
    qputenv("GAMETREE_CXX", "/nonexistent/c++");
    const QByteArray source = "// " + QUuid::createUuid().toByteArray() + "\n";
    try {
        compileProgram(source, QStringLiteral("x.cpp"));
        QFAIL("compiled without a compiler");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("install the Debian package g++")), error.what());
    }
    qunsetenv("GAMETREE_CXX");
}

// --- programs as written for a judge ----------------------------------------------------------

namespace {

// Content new to each test run, so that a compile really runs the compiler.
QByteArray uniqueLine()
{
    return "// " + QUuid::createUuid().toByteArray() + '\n';
}

CompileOptions asWritten(const QStringList& includeDirs = {})
{
    CompileOptions options;
    options.asWritten = true;
    options.includeDirs = includeDirs;
    return options;
}

// The answer of a gametree.h program run with its defaults.
std::int32_t answerOf(const CompiledProgram& program)
{
    return ProgramRecording(runProgram(program.binary, {}, ProgramLimits {}), 0, false).answer();
}

// The system compiler behind a script that logs each command line and what the compiler printed
// (passed on as well), with -H: the headers it read, "! FILE.gch" for a precompiled header it used. Kept in the build
// folder's cache, so that its runtime and precompiled header are built once, not every run. It
// runs outside the sandbox, which would keep it from writing its log.
class LoggingCompiler {
public:
    LoggingCompiler(const LoggingCompiler&) = delete; // sets and unsets the environment once
    LoggingCompiler& operator=(const LoggingCompiler&) = delete;
    LoggingCompiler()
        : m_dir(QStringLiteral(GAMETREE_TEST_CACHE "/logging-compiler"))
    {
        QDir().mkpath(m_dir);
        QFile script(m_dir + QStringLiteral("/c++"));
        if (script.open(QIODevice::WriteOnly))
            script.write("#!/bin/sh\nlog=\"$(dirname \"$0\")/log\"\necho \"gt-args: $*\" >> \"$log\"\n"
                         "printed=$(mktemp)\nc++ -H \"$@\" 2> \"$printed\"\nstatus=$?\n"
                         "cat \"$printed\" >> \"$log\"\ncat \"$printed\" >&2\nrm -f \"$printed\"\nexit $status\n");
        script.close();
        script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("GAMETREE_CXX", script.fileName().toLocal8Bit());
        qputenv("GAMETREE_SANDBOX", "off"); // the log is beside the script, which the sandbox makes read-only
        clear();
    }
    ~LoggingCompiler()
    {
        qunsetenv("GAMETREE_CXX");
        qunsetenv("GAMETREE_SANDBOX");
    }
    void clear() { QFile::remove(m_dir + QStringLiteral("/log")); }
    QString log() const
    {
        QFile file(m_dir + QStringLiteral("/log"));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    // The command line that compiled the program itself.
    QString programCommand() const
    {
        for (const QString& line : log().split(u'\n'))
            if (line.startsWith(QLatin1String("gt-args: ")) && line.contains(QLatin1String("program.cpp")))
                return line;
        return {};
    }
    // The precompiled header's folder it named, if any.
    QString precompiledHeaderDir() const
    {
        static const QRegularExpression dir(QStringLiteral("-I (\\S+/pch-(?:pragmas-)?[0-9a-f]+) "));
        return dir.match(programCommand()).captured(1);
    }
    bool usedPrecompiledHeader() const
    {
        const QString dir = precompiledHeaderDir();
        return !dir.isEmpty() && log().split(u'\n').contains(QStringLiteral("! ") + dir + QStringLiteral("/bits/stdc++.h.gch"));
    }

private:
    QString m_dir;
};

} // namespace

void TestUserCode::standardFallback_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("standard"); // empty: it does not compile
    QTest::addColumn<QString>("error");    // a regular expression
    QTest::newRow("gnu++20") << QByteArray("#include <bits/stdc++.h>\nusing namespace std;\n"
                                           "int main() { vector<int> v {3, 1, 2}; ranges::sort(v); cout << v[0] << endl; }\n")
                             << "gnu++20" << QString();
    QTest::newRow("only gnu++17: u8 literals are char8_t since C++20")
        << QByteArray("#include <bits/stdc++.h>\nint main() { const char* s = u8\"x\"; std::puts(s); }\n") << "gnu++17"
        << QString();
    QTest::newRow("only gnu++14: a global visit against std::visit")
        << QByteArray("#include <bits/stdc++.h>\nusing namespace std;\nvector<int> visit;\n"
                      "int main() { visit.push_back(1); cout << visit.size() << endl; }\n")
        << "gnu++14" << QString();
    // Line 3 fails before C++20 only: the error shown is gnu++20's, on line 4.
    QTest::newRow("a genuine error") << QByteArray("#include <bits/stdc++.h>\nint main() {\n    std::span<int> s;\n"
                                                   "    int x = undeclared;\n}\n")
                                     << QString()
                                     << "^prog\\.cpp:4:13: error: ‘undeclared’ was not declared in this scope "
                                        "\\(tried -std=gnu\\+\\+20, -std=gnu\\+\\+17, -std=gnu\\+\\+14\\)$";
    QTest::newRow("a missing header: not tried again")
        << QByteArray("#include <bits/stdc++.h>\n#include \"not_there.h\"\nint main() {}\n") << QString()
        << "^prog\\.cpp:2:10: fatal error: not_there\\.h: No such file or directory$";
}

// As a judge: gnu++20 first, then the older standards; the first error when none compiles.
void TestUserCode::standardFallback()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, standard);
    QFETCH(QString, error);
    QDir::setCurrent(m_programs.path());
    try {
        const QByteArray unique = source + uniqueLine();
        const CompiledProgram program = compileProgram(unique, QStringLiteral("prog.cpp"), asWritten());
        QVERIFY2(!standard.isEmpty(), "it compiled");
        QCOMPARE(program.standard, standard);
        QVERIFY(!program.fromCache);
        // From the cache, without trying the standards that failed again.
        const CompiledProgram again = compileProgram(unique, QStringLiteral("prog.cpp"), asWritten());
        QVERIFY(again.fromCache);
        QCOMPARE(again.standard, standard);
        QCOMPARE(again.binary, program.binary);
    } catch (const CompileError& e) {
        QVERIFY2(standard.isEmpty(), e.what());
        QVERIFY2(QRegularExpression(error).match(e.message()).hasMatch(), e.what());
    }
}

void TestUserCode::includeFolders_data()
{
    QTest::addColumn<bool>("relative");
    QTest::newRow("absolute") << false;
    QTest::newRow("relative to the current folder") << true;
}

// -I folders, as for the AtCoder Library: without the folder the header is not found.
void TestUserCode::includeFolders()
{
    QFETCH(bool, relative);
    QDir::setCurrent(m_programs.path());
    QVERIFY(QDir(m_programs.path()).mkpath(QStringLiteral("acl/atcoder")));
    writeProgram(
        QStringLiteral("acl/atcoder/dsu.hpp"), "#pragma once\nnamespace atcoder { inline int leader(int v) { return v; } }\n");
    const QByteArray source
        = "#include <cstdio>\n#include <atcoder/dsu.hpp>\nint main() { std::printf(\"%d\\n\", atcoder::leader(3)); }\n";
    const QString dir = relative ? QStringLiteral("acl") : m_programs.filePath(QStringLiteral("acl"));
    const CompiledProgram program = compileProgram(source + uniqueLine(), QStringLiteral("acl_user.cpp"), asWritten({dir}));
    QCOMPARE(program.standard, QStringLiteral("gnu++20"));
    try {
        compileProgram(source + uniqueLine(), QStringLiteral("acl_user.cpp"), asWritten());
        QFAIL("found the header without its folder");
    } catch (const CompileError& e) {
        QVERIFY2(e.message().endsWith(QLatin1String("atcoder/dsu.hpp: No such file or directory")), e.what());
    }
}

void TestUserCode::headerChangesAreSeen_data()
{
    QTest::addColumn<QString>("header");     // where it is, under the programs' folder
    QTest::addColumn<QByteArray>("include"); // how the program names it
    QTest::addColumn<QString>("includeDir"); // an -I folder, under the programs' folder
    QTest::newRow("beside the file") << "answer.h" << QByteArray("\"answer.h\"") << QString();
    QTest::newRow("in an -I folder") << "lib/deep/answer.hpp" << QByteArray("<deep/answer.hpp>") << "lib";
}

// A cached binary holds only while the user's headers it read are unchanged.
void TestUserCode::headerChangesAreSeen()
{
    QFETCH(QString, header);
    QFETCH(QByteArray, include);
    QFETCH(QString, includeDir);
    QVERIFY(QDir(m_programs.path()).mkpath(QFileInfo(m_programs.filePath(header)).absolutePath()));
    const QString path = writeProgram(QStringLiteral("uses_header.cpp"),
        "#include <gametree.h>\n#include " + include + "\nGT_GAME(run) { run.answer(kAnswer); }\n");
    CompileOptions options;
    if (!includeDir.isEmpty())
        options.includeDirs << m_programs.filePath(includeDir);
    const QByteArray source = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    const auto writeHeader = [&](int answer) {
        writeProgram(header, "#pragma once\n" + uniqueLine() + "constexpr int kAnswer = " + QByteArray::number(answer) + ";\n");
    };

    writeHeader(1);
    const CompiledProgram first = compileProgram(source, path, options);
    QVERIFY(!first.fromCache); // the header is new
    QCOMPARE(answerOf(first), 1);
    QVERIFY(compileProgram(source, path, options).fromCache);

    writeHeader(2);
    const CompiledProgram changed = compileProgram(source, path, options);
    QVERIFY(!changed.fromCache);
    QCOMPARE(changed.binary, first.binary); // the same source, compiled again
    QCOMPARE(answerOf(changed), 2);
    QVERIFY(compileProgram(source, path, options).fromCache);

    QVERIFY(QFile::remove(m_programs.filePath(header)));
    QVERIFY_THROWS_EXCEPTION(CompileError, compileProgram(source, path, options));
}

void TestUserCode::precompiledBitsHeader_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<bool>("offered");     // the precompiled header's folder is on the include path
    QTest::addColumn<bool>("precompiled"); // GCC took its .gch
    const QByteArray body = "using namespace std;\n"
                            "int main() { vector<int> v {3, 1, 2}; sort(v.begin(), v.end()); cout << v[0] << '\\n'; }\n";
    QTest::newRow("first line") << "#include <bits/stdc++.h>\n" + body << true << true;
    QTest::newRow("after a BOM, comments and blank lines")
        << "\xEF\xBB\xBF// A solution\n/* by\n   me */\n\n#include \"bits/stdc++.h\" // all of it\n" + body << true << true;
    // Option pragmas are tokens: GCC tries no .gch after them unless they are moved into it.
    QTest::newRow("after #pragma GCC optimize")
        << "#pragma GCC optimize(\"O3\")\n#include <bits/stdc++.h>\n" + body << true << true;
    // (a target every x86-64 machine of ours has: the program runs; each set builds its header once)
    QTest::newRow("after both, spaced and commented")
        << "#pragma GCC optimize (\"O3,unroll-loops\") // fast\n#pragma  GCC target(\"sse4.2,popcnt\")\n"
           "#include <bits/stdc++.h>\n"
            + body
        << true << true;
    QTest::newRow("after #if defined(LOCAL)")
        << "#if defined(LOCAL)\n#include \"debug.h\"\n#else\n#define debug(...) 42\n#endif\n#include <bits/stdc++.h>\n" + body
        << true << true;
    // GCC refuses it for the program's own macro, and says so; the .gch stays for the next file.
    QTest::newRow("after a #define the library uses") << "#define N 5\n#include <bits/stdc++.h>\n" + body << true << false;
    QTest::newRow("other headers") << "#include <algorithm>\n#include <iostream>\n#include <vector>\n" + body << false << false;
}

// A program that includes <bits/stdc++.h> before any code takes it precompiled (GCC's -H says
// "!" for a .gch it used), with autotrace.h from the precompiled header instead of -include.
void TestUserCode::precompiledBitsHeader()
{
    QFETCH(QByteArray, source);
    QFETCH(bool, offered);
    QFETCH(bool, precompiled);
    const LoggingCompiler compiler;
    QDir::setCurrent(m_programs.path());
    const CompiledProgram program = compileProgram(source + uniqueLine(), QStringLiteral("bits.cpp"), asWritten());
    QVERIFY(!program.fromCache);
    const QString command = compiler.programCommand();
    QVERIFY2(!command.isEmpty(), qPrintable(compiler.log()));
    QCOMPARE(compiler.usedPrecompiledHeader(), precompiled);
    QCOMPARE(command.contains(QLatin1String(" -include ")), !offered);
    QCOMPARE(!compiler.precompiledHeaderDir().isEmpty(), offered);
    if (offered)
        QVERIFY(QFileInfo::exists(compiler.precompiledHeaderDir() + QStringLiteral("/bits/stdc++.h.gch"))); // kept
    if (precompiled)
        QVERIFY2(!compiler.log().contains(QLatin1String("[-Winvalid-pch]")), qPrintable(compiler.log()));
    else if (offered)
        QVERIFY2(compiler.log().contains(QLatin1String("is defined [-Winvalid-pch]")), qPrintable(compiler.log()));
    ProgramInput input;
    input.separateStdout = true;
    const ProgramOutcome run = runProgram(program.binary, {}, ProgramLimits {}, input);
    QCOMPARE(run.standardOutput, QByteArray("1\n"));
}

// The moved pragmas stand in the precompiled header before <bits/stdc++.h>, and their lines are
// blanked in the program (no line moves); a pragma inside an #if, or after code, stays.
void TestUserCode::precompiledPrefix_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<bool>("bitsHeader");
    QTest::addColumn<QByteArrayList>("pragmas");
    QTest::addColumn<QByteArray>("programText");
    const QByteArray rest = "#include <bits/stdc++.h>\nint main() {}\n";
    QTest::newRow("none") << rest << true << QByteArrayList {} << rest;
    QTest::newRow("two, single-spaced") << "#pragma  GCC optimize (\"O3\")   // speed\n#pragma GCC target(\"avx2\")\n" + rest
                                        << true
                                        << QByteArrayList {"#pragma GCC optimize (\"O3\")", "#pragma GCC target(\"avx2\")"}
                                        << "\n\n" + rest;
    QTest::newRow("continued over two lines") << "#pragma GCC \\\noptimize(\"O2\")\n" + rest << true
                                              << QByteArrayList {"#pragma GCC optimize(\"O2\")"} << "\n\n" + rest;
    QTest::newRow("inside an #if: left") << "#ifndef LOCAL\n#pragma GCC optimize(\"O3\")\n#endif\n" + rest << true
                                         << QByteArrayList {} << "#ifndef LOCAL\n#pragma GCC optimize(\"O3\")\n#endif\n" + rest;
    QTest::newRow("other pragmas: left") << "#pragma once\n#pragma GCC diagnostic ignored \"-Wunused\"\n" + rest << true
                                         << QByteArrayList {}
                                         << "#pragma once\n#pragma GCC diagnostic ignored \"-Wunused\"\n" + rest;
    QTest::newRow("code first") << "#pragma GCC optimize(\"O3\")\nint x;\n" + rest << false << QByteArrayList {}
                                << "#pragma GCC optimize(\"O3\")\nint x;\n" + rest;
    QTest::newRow("after the header: not part of it") << rest + "#pragma GCC optimize(\"O3\")\n"
                                                      << true << QByteArrayList {} << rest + "#pragma GCC optimize(\"O3\")\n";
}

void TestUserCode::precompiledPrefix()
{
    QFETCH(QByteArray, source);
    QFETCH(bool, bitsHeader);
    QFETCH(QByteArrayList, pragmas);
    QFETCH(QByteArray, programText);
    const PrecompiledPrefix prefix = gt::precompiledPrefix(source);
    QCOMPARE(prefix.bitsHeader, bitsHeader);
    QCOMPARE(prefix.pragmas, pragmas);
    QCOMPARE(prefix.programText, programText);
    QCOMPARE(prefix.programText.count('\n'), source.count('\n'));
}

// A pragma left in place (inside an #if that holds) is a token before the header: GCC reads the
// precompiled header's text, which stops the compile, and the file is compiled as written.
void TestUserCode::movedPragmasFallBackWhenUnused()
{
    const LoggingCompiler compiler;
    QDir::setCurrent(m_programs.path());
    const QByteArray source = "#pragma GCC optimize(\"O3\")\n#ifndef LOCAL\n#pragma GCC target(\"popcnt\")\n#endif\n"
                              "#include <bits/stdc++.h>\nint main() { std::cout << std::gcd(12, 18) << '\\n'; }\n";
    const CompiledProgram program = compileProgram(source + uniqueLine(), QStringLiteral("pragmas.cpp"), asWritten());
    const QString log = compiler.log();
    QVERIFY2(log.contains(QLatin1String("the precompiled header was not used")), qPrintable(log));
    QCOMPARE(log.count(QLatin1String("program.cpp")) >= 2, true); // then as written
    ProgramInput input;
    input.separateStdout = true;
    QCOMPARE(runProgram(program.binary, {}, ProgramLimits {}, input).standardOutput, QByteArray("6\n"));
}

// The studio's preparation and a compile started meanwhile: one builds each precompiled header,
// the other waits for it and uses it; a second preparation finds both.
void TestUserCode::preparationIsWaitedFor()
{
    QTemporaryDir cache;
    qputenv("GAMETREE_CODE_CACHE", cache.path().toLocal8Bit());
    const auto restore = qScopeGuard([] { qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE); });
    CodePreparation prepared;
    // At the usual priority: beside the other suites' compiles the lowest would wait minutes.
    std::thread preparation([&] { prepared = prepareCodeCache(false); });
    CodeOptions options;
    options.call = QStringLiteral("f(12)");
    std::shared_ptr<const UserProgram> program;
    try {
        program = loadUserProgram(QByteArray("#include <bits/stdc++.h>\nusing namespace std;\nclass Solution {\npublic:\n"
                                             "    int f(int n) { return n < 2 ? n : f(n - 1) + f(n - 2); }\n};\n"),
            cache.filePath(QStringLiteral("fib.cpp")), ProgramLimits {}, nullptr, options);
    } catch (...) {
        preparation.join();
        throw;
    }
    preparation.join();
    QVERIFY(program->asWritten);
    QCOMPARE(program->compiled.standard, QStringLiteral("gnu++20"));
    QVERIFY2(prepared.compilerHeaderBuilt != program->compiled.builtPrecompiledHeader, "g++'s built exactly once");
    QVERIFY2(prepared.parserHeaderBuilt != program->asWritten->builtPrecompiledHeader, "libclang's built exactly once");
    const QStringList headers = QDir(cache.path()).entryList({QStringLiteral("pch-*")}, QDir::Dirs);
    QCOMPARE(headers.size(), 1);
    QVERIFY(QFileInfo::exists(cache.filePath(QStringLiteral("clang-pch/clang-stdc++-gnu++20.pch"))));
    const CodePreparation again = prepareCodeCache(false);
    QVERIFY(!again.compilerHeaderBuilt && !again.parserHeaderBuilt);
}

// A .gch that does not fit still compiles (GCC reads the wrapper's text), and is built again.
void TestUserCode::invalidPrecompiledHeaderStillCompiles()
{
    LoggingCompiler compiler;
    QDir::setCurrent(m_programs.path());
    const QByteArray source = "#include <bits/stdc++.h>\nint main() { std::cout << std::gcd(12, 18) << '\\n'; }\n";
    compileProgram(source + uniqueLine(), QStringLiteral("gch.cpp"), asWritten());
    const QString pch = compiler.precompiledHeaderDir();
    QVERIFY(compiler.usedPrecompiledHeader());
    {
        QFile gch(pch + QStringLiteral("/bits/stdc++.h.gch"));
        QVERIFY(gch.open(QIODevice::WriteOnly));
        gch.write("not a precompiled header");
    }
    compiler.clear();
    const CompiledProgram program = compileProgram(source + uniqueLine(), QStringLiteral("gch.cpp"), asWritten());
    QVERIFY(QFileInfo(program.binary).isExecutable());
    QVERIFY2(compiler.log().contains(QLatin1String("[-Winvalid-pch]")), qPrintable(compiler.log()));
    QVERIFY(!compiler.usedPrecompiledHeader());
    QVERIFY(!QFileInfo::exists(pch)); // taken away
    compiler.clear();
    compileProgram(source + uniqueLine(), QStringLiteral("gch.cpp"), asWritten());
    QCOMPARE(compiler.precompiledHeaderDir(), pch);
    QVERIFY(compiler.usedPrecompiledHeader());
}

// The studio's editor builds the header of a file's option pragmas while it is read: its Solve
// then compiles with it and builds nothing.
void TestUserCode::pragmasHeaderIsPreparedAhead()
{
    const QByteArray source = "#pragma GCC optimize(\"O2,no-unroll-loops\")\n#include <bits/stdc++.h>\n"
                              "int main() { std::cout << std::lcm(4, 6) << '\\n'; }\n";
    {
        // At the usual priority: beside the other suites' compiles the lowest would wait minutes.
        const BackgroundCodePreparation preparation(
            gt::precompiledPrefix(source).pragmas, BackgroundCodePreparation::Priority::Normal);
        QElapsedTimer clock;
        clock.start();
        while (!preparation.finished() && !clock.hasExpired(120000))
            QThread::msleep(50);
        QVERIFY(preparation.finished());
    }
    const CompiledProgram program = compileProgram(source + uniqueLine(), QStringLiteral("ahead.cpp"), asWritten());
    QVERIFY(!program.fromCache);
    QVERIFY2(!program.builtPrecompiledHeader, "built ahead, not by the compile");
    ProgramInput input;
    input.separateStdout = true;
    QCOMPARE(runProgram(program.binary, {}, ProgramLimits {}, input).standardOutput, QByteArray("12\n"));
}

// --call's text: the method, and each argument a C++ literal the program reads when it runs.
void TestUserCode::callLiterals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("method");        // empty: not a call
    QTest::addColumn<QStringList>("arguments"); // each as written, or the syntax error's code
    QTest::newRow("vector") << "stoneGameII({2,7,9,4,4})"
                            << "stoneGameII" << QStringList {QStringLiteral("{2,7,9,4,4}")};
    QTest::newRow("string with a comma") << "canWin(\"+,+\")"
                                         << "canWin" << QStringList {QStringLiteral("\"+,+\"")};
    QTest::newRow("two numbers") << " canIWin( 10 , 11 ) "
                                 << "canIWin" << QStringList {QStringLiteral("10"), QStringLiteral("11")};
    QTest::newRow("nested, a character") << "f({{1,2},{3}}, 'x')"
                                         << "f" << QStringList {QStringLiteral("{{1,2},{3}}"), QStringLiteral("'x'")};
    QTest::newRow("numbers as C++ writes them")
        << "f(-5, 1'000'000, 0x1F, 1e9, 2.5f, 10LL, true, nullptr)"
        << "f"
        << QStringList {QStringLiteral("-5"), QStringLiteral("1'000'000"), QStringLiteral("0x1F"), QStringLiteral("1e9"),
               QStringLiteral("2.5f"), QStringLiteral("10LL"), QStringLiteral("true"), QStringLiteral("nullptr")};
    QTest::newRow("no arguments") << "go()"
                                  << "go" << QStringList();
    QTest::newRow("not a call") << "go"
                                << "" << QStringList();
    QTest::newRow("unbalanced") << "f({1,2)"
                                << "f" << QStringList {QStringLiteral("error unclosed-list")};
    QTest::newRow("an expression") << "f(1 << 20)"
                                   << "f" << QStringList {QStringLiteral("error expected-comma")};
    QTest::newRow("a name") << "f(n)"
                            << "f" << QStringList {QStringLiteral("error not-a-literal")};
    QTest::newRow("LeetCode's brackets") << "f([1,2])"
                                         << "f" << QStringList {QStringLiteral("error square-brackets")};
    QTest::newRow("two commas") << "f(1,,2)"
                                << "f" << QStringList {QStringLiteral("error empty")};
}

void TestUserCode::callLiterals()
{
    QFETCH(QString, text);
    QFETCH(QString, method);
    QFETCH(QStringList, arguments);
    std::string name;
    std::string list;
    QCOMPARE(calls::splitCall(text.toStdString(), name, list), !method.isEmpty());
    if (method.isEmpty())
        return;
    QCOMPARE(QString::fromStdString(name), method);
    std::vector<calls::Literal> literals;
    calls::SyntaxError error;
    QStringList read;
    if (calls::parseArguments(list, literals, error))
        for (const calls::Literal& literal : literals)
            read << QString::fromStdString(list.substr(literal.begin, literal.end - literal.begin));
    else
        read << QStringLiteral("error ") + QString::fromStdString(error.code);
    QCOMPARE(read, arguments);
}

namespace {

// A LeetCode class whose methods take the parameter types --call gives (each calls one recursion).
const QByteArray kCallTypes = R"(struct TreeNode {
    int val;
    TreeNode* left;
    TreeNode* right;
};
class Solution {
    int go(int n) { return n <= 0 ? 0 : 1 + go(n - 1); }
public:
    int f(int n) { return go(n); }
    int g(vector<vector<int>>& grid) { return go(grid.size() + grid.back().size()); }
    bool h(bool b) { return go(b ? 3 : 1) > 2; }
    long long s(string t, char c, double x) { return go(t.size()) * 1000 + c + go(int(x * 10)); }
    int m(map<int, int> a, pair<int, long long> p, set<int> t, TreeNode* root) { return go(a.size() + p.first + t.size()) + !root; }
};
)";

} // namespace

// A new call of a file already compiled runs its binary again: no compiler, no parser.
void TestUserCode::newCallRunsNoCompiler()
{
    const QString path = writeProgram(QStringLiteral("new_call.cpp"), kCallTypes + uniqueLine());
    const QByteArray source = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    const auto answer = [&](const QString& call, bool* compiled) {
        CodeOptions options;
        options.call = call;
        const auto program = loadUserProgram(source, path, ProgramLimits {}, nullptr, options);
        *compiled = !program->compiled.fromCache;
        const std::unique_ptr<Game> game = createUserGame(program, {});
        solveTraced(*game, game->defaultOptions(), RunLimits {});
        return QString::fromUtf8(static_cast<const UserGame&>(*game).standardOutput()).trimmed();
    };
    bool compiled = false;
    QCOMPARE(answer(QStringLiteral("f(4)"), &compiled), QStringLiteral("4"));
    QVERIFY(compiled);
    QCOMPARE(answer(QStringLiteral("f(7)"), &compiled), QStringLiteral("7"));
    QVERIFY2(!compiled, "a new call of the same method compiles nothing");
    QCOMPARE(answer(QStringLiteral(" f( 0x0A ) "), &compiled), QStringLiteral("10"));
    QVERIFY(!compiled);
}

void TestUserCode::callArguments_data()
{
    QTest::addColumn<QString>("call");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("expected"); // the answer, or a part of the message
    QTest::newRow("nested lists") << "g({{1,2},{3}})" << 0 << "3";
    QTest::newRow("a string, a character, a double") << "s(\"abc\", 'x', 0.25)" << 0 << "3122";
    QTest::newRow("a map, a pair, a set, nullptr") << "m({{1,2},{3,4}}, {5, 6}, {7,8,9}, nullptr)" << 0 << "11";
    QTest::newRow("true") << "h(true)" << 0 << "true";
    // Before anything runs: the text.
    QTest::newRow("two commas") << "f(1,,2)" << 2 << "--call 'f(1,,2)': argument 2 is not a C++ literal: it is missing";
    QTest::newRow("brackets") << "g([[1,2]])" << 2 << "a list is written {1,2,3} in C++, not [1,2,3]";
    QTest::newRow("an open string") << "s(\"abc, 'x', 1)" << 2 << "the string \"abc, 'x', 1 has no closing quote";
    QTest::newRow("a name") << "f(n)" << 2 << "argument 1 is not a C++ literal: n is a name or an expression";
    QTest::newRow("arity") << "f(1, 2)" << 2 << "--call: f(int n) was given 2 argument values";
    // When the program reads them: the parameter's type.
    QTest::newRow("a string for an int") << "f(\"abc\")" << 2
                                         << "--call 'f(\"abc\")': argument 1 (int n) takes a whole number from "
                                            "-2,147,483,648 to 2,147,483,647; \"abc\" is not one";
    QTest::newRow("past int") << "f(3000000000)" << 2 << "argument 1 (int n) takes a whole number";
    QTest::newRow("an item") << "g({{1,2},{3,\"x\"}})" << 2
                             << "argument 1 (vector<vector<int>> & grid), item 2.2 takes a whole number";
    QTest::newRow("2 for a bool") << "h(2)" << 2 << "argument 1 (bool b) takes true or false; 2 is not one";
    QTest::newRow("a pair of three") << "m({}, {1,2,3}, {}, nullptr)" << 2 << "takes a pair in braces, such as {1,2}";
}

// The literals of a call, right or wrong: what the method got, or a message naming the argument.
void TestUserCode::callArguments()
{
    QFETCH(QString, call);
    QFETCH(int, status);
    QFETCH(QString, expected);
    const QString path = writeProgram(QStringLiteral("call_types.cpp"), kCallTypes);
    const Output out = run(
        {QStringLiteral("solve"), QStringLiteral("--code"), path, QStringLiteral("--call"), call, QStringLiteral("--json")});
    QCOMPARE(out.status, status);
    if (status == 0)
        QCOMPARE(QJsonDocument::fromJson(out.out)[QStringLiteral("answer")].toString(), expected);
    else
        QVERIFY2(QString::fromUtf8(out.err).contains(expected), out.err.constData());
}

void TestUserCode::programInput_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("separate");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QByteArray>("standardOutput");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<bool>("cut");

    const QStringList cat {QStringLiteral("/bin/cat")};
    const auto shell = [](const char* script) {
        return QStringList {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QString::fromUtf8(script)};
    };
    QByteArray large(8 << 20, 'x');
    for (int i = 0; i < large.size(); i += 1000)
        large[i] = char('0' + i % 7);
    QTest::newRow("input to stdout") << cat << QByteArray("3\n1 2 3\n") << true << QStringList {} << QByteArray("3\n1 2 3\n")
                                     << QByteArray() << false;
    QTest::newRow("an empty input ends at once")
        << shell("wc -c") << QByteArray() << true << QStringList {} << QByteArray("0\n") << QByteArray() << false;
    QTest::newRow("8 MiB in and out") << cat << large << true << QStringList {} << large << QByteArray() << false;
    QTest::newRow("stdout cut at 16 MiB") << shell("head -c 20000000 /dev/zero") << QByteArray() << true << QStringList {}
                                          << QByteArray(16 << 20, '\0') << QByteArray() << true;
    QTest::newRow("stderr apart") << shell("echo out; echo err >&2") << QByteArray() << true << QStringList {}
                                  << QByteArray("out\n") << QByteArray("err\n") << false;
    QTest::newRow("stdout with stderr") << shell("echo out; echo err >&2") << QByteArray() << false << QStringList {}
                                        << QByteArray() << QByteArray("out\nerr\n") << false;
    QTest::newRow("environment added") << shell("echo \"$GT_AUTOTRACE|$PATH|$LC_ALL|$HOME\"") << QByteArray() << true
                                       << QStringList {QStringLiteral("GT_AUTOTRACE=fd=3 calls=100")}
                                       << QByteArray("fd=3 calls=100|/usr/bin:/bin|C|\n") << QByteArray() << false;
    QTest::newRow("environment replaced") << shell("echo \"$PATH|$LC_ALL\"") << QByteArray() << true
                                          << QStringList {QStringLiteral("PATH=/bin"), QStringLiteral("LC_ALL=C.UTF-8")}
                                          << QByteArray("/bin|C.UTF-8\n") << QByteArray() << false;
    QTest::newRow("the command line is the program's")
        << QStringList {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("echo \"$#:$*\""), QStringLiteral("sh"),
               QStringLiteral("a"), QStringLiteral("b c")}
        << QByteArray() << true << QStringList {} << QByteArray("2:a b c\n") << QByteArray() << false;
}

// What a judge gives a program: its input, its stdout on its own, settings in the environment.
void TestUserCode::programInput()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, input);
    QFETCH(bool, separate);
    QFETCH(QStringList, environment);
    QFETCH(QByteArray, standardOutput);
    QFETCH(QByteArray, output);
    QFETCH(bool, cut);
    ProgramLimits limits;
    limits.wallSeconds = 30; // a deadlock would end here, not hang the test
    const ProgramOutcome run = runProgram(command.first(), command.mid(1), limits, ProgramInput {input, separate, environment});
    QCOMPARE(int(run.exit.kind), int(ProgramExit::Kind::Exited));
    QCOMPARE(run.exit.code, 0);
    QVERIFY2(run.standardOutput == standardOutput, run.standardOutput.left(200));
    QCOMPARE(run.output, output);
    QCOMPARE(run.standardOutputCut, cut);
}

void TestUserCode::deepStack_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("standardOutput");
    QTest::addColumn<int>("signal"); // 0: it exits with 0
    QTest::newRow("an 8 MiB array in a local object")
        << QByteArray("#include <cstdio>\nstruct Grid { int a[1 << 21]; };\n"
                      "int main() {\n    int n;\n    if (std::scanf(\"%d\", &n) != 1) return 1;\n    Grid grid;\n"
                      "    for (int i = 0; i < (1 << 21); ++i) grid.a[i] = i % n;\n"
                      "    asm volatile(\"\" : : \"r\"(grid.a) : \"memory\");\n    long long sum = 0;\n"
                      "    for (int i = 0; i < (1 << 21); ++i) sum += grid.a[i];\n    std::printf(\"%lld\\n\", sum);\n}\n")
        << QByteArray("7\n") << QByteArray("6291453\n") << 0;
    // About 330 bytes a call: past the 256 MiB this stack had before.
    QTest::newRow("a recursion 1,000,000 deep")
        << QByteArray("#include <cstdio>\nstatic int depth(int n) {\n    volatile char pad[300];\n    pad[0] = 1;\n"
                      "    if (n == 0) return 0;\n    const int below = depth(n - 1);\n    return below + pad[0];\n}\n"
                      "int main() { int n; if (std::scanf(\"%d\", &n) != 1) return 1; std::printf(\"%d\\n\", depth(n)); }\n")
        << QByteArray("1000000\n") << QByteArray("1000000\n") << 0;
    // Touching one page in 16, so that reaching the 4 GiB limit costs 256 MiB of memory.
    QTest::newRow("an infinite recursion") << QByteArray(
        "static int down(int n) {\n    volatile char pad[1 << 16];\n    pad[0] = 1;\n"
        "    const int below = down(n + 1);\n    return below + pad[0];\n}\nint main() { return down(0); }\n")
                                           << QByteArray() << QByteArray() << SIGSEGV;
}

// The stack is as large as the memory limit (the default 4096 MiB), as a judge gives; an endless
// recursion still ends in SIGSEGV (gametree.h programs report it: failingPrograms).
void TestUserCode::deepStack()
{
    QFETCH(QByteArray, source);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, standardOutput);
    QFETCH(int, signal);
    const QString file = writeProgram(QStringLiteral("deep.cpp"), source);
    const QString binary = m_programs.filePath(QStringLiteral("deep"));
    const Output compiled = runCommand(QStringLiteral("c++"), {QStringLiteral("-O2"), QStringLiteral("-o"), binary, file});
    QVERIFY2(compiled.status == 0, compiled.err);
    const ProgramOutcome run = runProgram(binary, {}, ProgramLimits {}, ProgramInput {input, true, {}});
    if (signal == 0) {
        QCOMPARE(int(run.exit.kind), int(ProgramExit::Kind::Exited));
        QCOMPARE(run.exit.code, 0);
    } else {
        QCOMPARE(int(run.exit.kind), int(ProgramExit::Kind::Signalled));
        QCOMPARE(run.exit.code, signal);
    }
    QCOMPARE(run.standardOutput, standardOutput);
}

// export --compare runs the program twice; both runs' labels read right in one picture.
void TestUserCode::comparisonExport()
{
    const QString svg = m_programs.filePath(QStringLiteral("compare.svg"));
    const Output o = run({QStringLiteral("export"), QStringLiteral("--code"), example(QStringLiteral("stones.cpp")),
        QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o"), svg});
    QCOMPARE(o.status, 0);
    QVERIFY2(o.out.contains("49 calls vs 18 calls"), o.out);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray picture = file.readAll();
    QVERIFY(picture.contains(">n=10<"));
    QVERIFY(picture.contains(">n=6<"));
}

// export --worksheet works for programs as for the games: the values only on the key's page.
void TestUserCode::worksheetExport_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("state");
    QTest::newRow("stones, a score game") << "stones.cpp"
                                          << "n=10";
    QTest::newRow("fibonacci, no players") << "fibonacci.cpp"
                                           << "fib(6)";
}

void TestUserCode::worksheetExport()
{
    QFETCH(QString, file);
    QFETCH(QString, state);
    const QString pdf = m_programs.filePath(QStringLiteral("sheet.pdf"));
    const Output o = run({QStringLiteral("export"), QStringLiteral("--code"), example(file), QStringLiteral("--worksheet"),
        QStringLiteral("-o"), pdf});
    QCOMPARE(o.status, 0);
    QVERIFY2(o.out.contains("boxes to fill in"), o.out);
    const QStringList sheet = pdfPageText(pdf, 1).split(u'\n'), key = pdfPageText(pdf, 2).split(u'\n');
    QVERIFY2(sheet.contains(state) && key.contains(state), qPrintable(sheet.join(QStringLiteral(" | "))));
    auto values = [](const QStringList& lines) {
        return std::count_if(lines.begin(), lines.end(), [](const QString& line) { return line.startsWith(u'='); });
    };
    QCOMPARE(values(sheet), 0);
    QVERIFY2(values(key) >= 5, qPrintable(key.join(QStringLiteral(" | "))));
}

QTEST_GUILESS_MAIN(TestUserCode)
#include "tst_usercode.moc"
