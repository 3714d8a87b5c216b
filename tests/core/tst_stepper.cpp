// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Stepping through a trace like a debugger, and session files.

#include "core/session_file.h"
#include "core/solve.h"
#include "core/stepper.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

class TestStepper : public QObject {
    Q_OBJECT

private slots:
    void article7AtStep12();
    void stepOperations_data();
    void stepOperations();
    void memoTableGrowsInStoreOrder();
    void sessionRoundTrip();
    void badSessions_data();
    void badSessions();
};

void TestStepper::article7AtStep12()
{
    const Run run = traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    Stepper stepper(*run.result.trace);
    QCOMPARE(stepper.position(), 1LL);
    QCOMPARE(stepper.callStack(), std::vector<std::int32_t> {0});
    stepper.setPosition(12);
    QCOMPARE(stepper.currentCall(), 7);
    QCOMPARE(stepper.callStack(), (std::vector<std::int32_t> {0, 4, 6, 7}));
    QCOMPARE(stepper.lastEvent()->kind, EventKind::Enter);

    stepper.stepOver(); // #7 is a base case: the next event is its return
    QCOMPARE(stepper.position(), 13LL);
    QCOMPARE(stepper.currentCall(), 6);
    QCOMPARE(stepper.lastEvent()->step, SourceStep::BaseCase);

    stepper.stepOut(); // finish #6 (N=2, first player)
    QCOMPARE(stepper.currentCall(), 4);
    QCOMPARE(stepper.lastEvent()->call, 6);
    QCOMPARE(stepper.lastEvent()->step, SourceStep::ReturnResult);

    stepper.stepOver();                     // the next event is #4's own return: one event
    QCOMPARE(stepper.lastEvent()->call, 4); // #4 returned
    stepper.toLast();
    QCOMPARE(stepper.position(), 30LL);
    QCOMPARE(stepper.currentCall(), -1);
    QVERIFY(stepper.callStack().empty());
    stepper.stepInto();
    QCOMPARE(stepper.position(), 30LL); // clamped
    stepper.toFirst();
    stepper.stepBack();
    QCOMPARE(stepper.position(), 1LL);
}

void TestStepper::stepOperations_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::newRow("can-i-win 4,6") << "can-i-win"
                                   << "max=4 total=6" << true;
    QTest::newRow("prime 7 memo off") << "prime"
                                      << "n=7" << false;
    QTest::newRow("stones 10") << "stones"
                               << "n=10 moves=1,4" << true;
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << true;
}

void TestStepper::stepOperations()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    const Run run = traced(game, params, {memo, false});
    const Trace& trace = *run.result.trace;
    Stepper stepper(trace);
    const std::vector<std::int64_t> hits = stepper.memoHitEvents();
    QVERIFY(std::is_sorted(hits.begin(), hits.end())); // in order without sorting
    QCOMPARE(qint64(hits.size()), run.result.stats.memoHits);
    for (std::int64_t e : hits)
        QCOMPARE(trace.event(e).step, SourceStep::MemoHit);
    std::vector<std::int32_t> stack; // replayed independently
    for (std::int64_t k = 1; k <= trace.eventCount(); ++k) {
        stepper.setPosition(k);
        const TraceEvent e = trace.event(k - 1);
        if (e.kind == EventKind::Enter)
            stack.push_back(e.call);
        else
            stack.pop_back();
        QCOMPARE(stepper.callStack(), stack);

        // Step over: an entered call runs to its return; a return is one event.
        Stepper over(trace);
        over.setPosition(k);
        over.stepOver();
        if (k < trace.eventCount()) {
            const TraceEvent next = trace.event(k);
            QCOMPARE(over.position(), next.kind == EventKind::Enter ? trace.returnEvent(next.call) + 1 : k + 1);
            QCOMPARE(over.callStack().size(), next.kind == EventKind::Enter ? stack.size() : stack.size() - 1);
        }
        // Step out: the current call returns; the stack is one shorter.
        Stepper out(trace);
        out.setPosition(k);
        out.stepOut();
        if (!stack.empty()) {
            QCOMPARE(out.lastEvent()->call, stack.back());
            QCOMPARE(out.lastEvent()->kind, EventKind::Return);
            QCOMPARE(out.callStack().size(), stack.size() - 1);
        }
        // Back undoes into.
        Stepper back(trace);
        back.setPosition(k);
        back.stepInto();
        back.stepBack();
        QCOMPARE(back.position(), k < trace.eventCount() ? k : k - 1);
    }
}

void TestStepper::memoTableGrowsInStoreOrder()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const Trace& trace = *run.result.trace;
    Stepper stepper(trace);
    stepper.toLast();
    const std::vector<std::int32_t> stored = stepper.memoStoredSoFar();
    QCOMPARE(stored.size(), std::size_t(10)); // n = 1..10, each stored once (n = 0 never)
    QCOMPARE(run.game->stateLabel(trace.state(stored.front())), QStringLiteral("n=1")); // the deepest returns first
    QCOMPARE(run.game->stateLabel(trace.state(stored.back())), QStringLiteral("n=10"));
    // At each memo answer's return, the entry just read is the one its call points to.
    const std::vector<std::int64_t> hits = stepper.memoHitEvents();
    QCOMPARE(hits.size(), std::size_t(6));
    for (std::int64_t event : hits) {
        stepper.setPosition(event + 1);
        const std::int32_t read = stepper.memoEntryJustRead();
        QCOMPARE(read, trace.memoOf(stepper.lastEvent()->call));
        const std::vector<std::int32_t> soFar = stepper.memoStoredSoFar();
        QVERIFY(std::find(soFar.begin(), soFar.end(), read) != soFar.end()); // stored before it is read
        // The list's count, its entries and a call's place in it, without the list.
        QCOMPARE(stepper.memoStoredCount(), std::int64_t(soFar.size()));
        for (std::size_t k = 0; k < soFar.size(); ++k) {
            QCOMPARE(stepper.memoStoredBy(std::int64_t(k)), soFar[k]);
            QCOMPARE(stepper.memoStoreIndexOf(soFar[k]), std::int64_t(k));
        }
        QCOMPARE(stepper.memoStoreIndexOf(stepper.lastEvent()->call), -1); // a memo answer stores nothing
    }
    QCOMPARE(stepper.memoStoreIndexOf(-1), -1);
    stepper.toFirst();
    QVERIFY(stepper.memoStoredSoFar().empty());
    QCOMPARE(stepper.memoStoredCount(), 0);
    QCOMPARE(stepper.memoEntryJustRead(), -1);
}

void TestStepper::sessionRoundTrip()
{
    Session s;
    s.gameId = QStringLiteral("stones");
    s.params = {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}};
    s.options = {true, false};
    s.step = 20;
    s.palette = QStringLiteral("print");
    s.view = QStringLiteral("dag");
    s.zoom = 0.85;
    const Session back = readSession(writeSession(s));
    QCOMPARE(back.gameId, s.gameId);
    QCOMPARE(back.params, s.params);
    QCOMPARE(back.options.memo, true);
    QCOMPARE(back.options.shortCircuit, false);
    QCOMPARE(back.step, 20LL);
    QCOMPARE(back.palette, QStringLiteral("print"));
    QCOMPARE(back.view, QStringLiteral("dag"));
    QCOMPARE(back.zoom, 0.85);
    QVERIFY(!back.hasCode());

    // A user's program travels as its text; its parameters wait for it to be compiled.
    s.gameId = QStringLiteral("mine.cpp");
    s.params = {{QStringLiteral("depth"), QStringLiteral("not checked yet")}};
    s.codeFile = QStringLiteral("mine.cpp");
    s.code = QStringLiteral("#include <gametree.h>\n// \u00e9\"quoted\"\n");
    const Session code = readSession(writeSession(s));
    QVERIFY(code.hasCode());
    QCOMPARE(code.codeFile, s.codeFile);
    QCOMPARE(code.code, s.code);
    QCOMPARE(code.params, s.params);
    QCOMPARE(code.values, std::nullopt); // the program's own kind
    // The Values box's choice travels with the code, by its stable name.
    s.values = ValueMeaning::ScoreDifference;
    QVERIFY(writeSession(s).contains("\"values\": \"score-difference\""));
    QCOMPARE(readSession(writeSession(s)).values, ValueMeaning::ScoreDifference);
    QCOMPARE(code.input, QString());
    QCOMPARE(code.call, std::nullopt);
    QCOMPARE(code.root, 1LL);
    QCOMPARE(code.language, QString()); // told by the file's name, as in sessions written before the key
    QVERIFY(!writeSession(s).contains("\"language\""));

    // A program traced as written keeps its standard input, its call and the top-level call drawn.
    s.input = QStringLiteral("3\n10 3\n7 2\n20 4\n");
    s.call = QStringLiteral("canIWin(10, 11)");
    s.root = 2;
    s.trace = QStringList {QStringLiteral("firstWins"), QStringLiteral("secondWins")};
    const Session asWritten = readSession(writeSession(s));
    QCOMPARE(asWritten.trace, s.trace);
    QCOMPARE(asWritten.input, s.input);
    QCOMPARE(asWritten.call, s.call);
    QCOMPARE(asWritten.root, 2LL);

    // Python picked for a text whose name says C++ (pasted over mine.cpp): the pick travels.
    s.language = QStringLiteral("python");
    QVERIFY(writeSession(s).contains("\"language\": \"python\""));
    QCOMPARE(readSession(writeSession(s)).language, QStringLiteral("python"));
}

void TestStepper::badSessions_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray good
        = writeSession(Session {QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false}, 12});
    QTest::newRow("not JSON") << QByteArray("\x89PNG\r\n") << "the JSON is broken at byte";
    QTest::newRow("truncated") << good.left(good.size() / 2) << "the JSON is broken";
    QTest::newRow("foreign JSON") << QByteArray("{\"name\": \"package\"}") << "\"format\" is not \"game-tree-studio-session\"";
    QTest::newRow("future version") << QByteArray(good).replace("\"version\": 1", "\"version\": 9")
                                    << "written by another version (format 9)";
    QTest::newRow("unknown game") << QByteArray(good).replace("\"prime\"", "\"chess\"") << "unknown game 'chess'";
    QTest::newRow("bad parameter") << QByteArray(good).replace("\"7\"", "\"70000\"")
                                   << "--n: 70000 is out of range; allowed: 2 to 10000";
    QTest::newRow("negative step") << QByteArray(good).replace("\"step\": 12", "\"step\": -3")
                                   << "\"step\" must be a whole number";
    QTest::newRow("bad view") << QByteArray(good).replace("\"tree\"", "\"graph\"")
                              << "\"view\" must be \"tree\", \"dag\" or \"table\"";
    auto with = [&](const char* from, const QByteArray& to) { return QByteArray(good).replace(from, to); };
    const QString stepMessage = QStringLiteral("\"step\" must be a whole number from 0 to 9,007,199,254,740,992");
    QTest::newRow("step 1e300") << with("\"step\": 12", "\"step\": 1e300") << stepMessage;
    QTest::newRow("step 2^63") << with("\"step\": 12", "\"step\": 9223372036854775808") << stepMessage;
    QTest::newRow("step as text") << with("\"step\": 12", "\"step\": \"12\"") << stepMessage;
    QTest::newRow("step missing") << with("\"step\": 12,", "") << stepMessage;
    QTest::newRow("view a number") << with("\"tree\"", "3") << "\"view\" must be \"tree\", \"dag\" or \"table\"";
    QTest::newRow("palette a number") << with("\"default\"", "7") << "\"palette\" must be a palette's name";
    QTest::newRow("negative zoom") << with("\"zoom\": 0", "\"zoom\": -2")
                                   << "\"zoom\" must be a number from 0 (fit the window) to 6";
    QTest::newRow("zoom as text") << with("\"zoom\": 0", "\"zoom\": \"big\"") << "\"zoom\" must be a number from 0";
    QTest::newRow("version as text") << with("\"version\": 1", "\"version\": \"1\"")
                                     << "\"version\" must be a number; this version reads format 1";
    QTest::newRow("100 KB parameter") << with("\"7\"", "\"" + QByteArray(100000, '7') + "\"")
                                      << "the session's parameter \"n\" is 100000 characters long; at most 4000 are allowed";
    QTest::newRow("100 KB game") << with("\"prime\"", "\"" + QByteArray(100000, 'p') + "\"")
                                 << "the session's \"game\" is 100000 characters long; at most 200 are allowed";
    QTest::newRow("long code file name") << with(
        "\"step\"", "\"code\": {\"file\": \"" + QByteArray(300, 'f') + "\", \"text\": \"x\"}, \"step\"")
                                         << "the session's \"code\" \"file\" is 300 characters long; at most 200 are allowed";
    const QString codeMessage = QStringLiteral("\"code\" must have a \"file\" name and a non-empty \"text\"");
    QTest::newRow("code not an object") << QByteArray(good).replace("\"step\"", "\"code\": \"int main\", \"step\"")
                                        << codeMessage;
    QTest::newRow("code without text") << QByteArray(good).replace("\"step\"", "\"code\": {\"file\": \"a.cpp\"}, \"step\"")
                                       << codeMessage;
    QTest::newRow("unknown values") << QByteArray(good).replace(
        "\"step\"", "\"code\": {\"file\": \"a.cpp\", \"text\": \"x\", \"values\": \"chess\"}, \"step\"")
                                    << "the session's \"code\" \"values\" must be one of mover-wins, first-player-wins, "
                                       "mover-score, first-player-score, plain, score-difference, negamax, grundy";
    QTest::newRow("code with empty text") << QByteArray(good).replace(
        "\"step\"", "\"code\": {\"file\": \"a.cpp\", \"text\": \"\"}, \"step\"")
                                          << codeMessage;
    auto withCode = [&](const QByteArray& fields) {
        return with("\"step\"", "\"code\": {\"file\": \"a.cpp\", \"text\": \"int main() {}\", " + fields + "}, \"step\"");
    };
    QTest::newRow("input a number") << withCode("\"input\": 7") << "\"code\" \"input\" must be text";
    QTest::newRow("input of 600,000 characters") << withCode("\"input\": \"" + QByteArray(600000, '7') + "\"")
                                                 << "\"code\" \"input\" is 600000 characters long; at most 500000";
    QTest::newRow("call a list") << withCode("\"call\": [1, 2]") << "\"code\" \"call\" must be text, a method call";
    QTest::newRow("trace a name") << withCode("\"trace\": \"dfs\"") << "\"code\" \"trace\" must be a list of function names";
    QTest::newRow("trace of numbers") << withCode("\"trace\": [1]") << "\"code\" \"trace\" must be a list of function names";
    const QString rootMessage = QStringLiteral("\"code\" \"root\" must be a whole number from 1 to 1,000,000,000");
    QTest::newRow("root 0") << withCode("\"root\": 0") << rootMessage;
    QTest::newRow("root 1.5") << withCode("\"root\": 1.5") << rootMessage;
    QTest::newRow("root as text") << withCode("\"root\": \"2\"") << rootMessage;
    QTest::newRow("root 1e12") << withCode("\"root\": 1e12") << rootMessage;
    const QString languageMessage = QStringLiteral("\"code\" \"language\" must be \"cpp\" or \"python\"");
    QTest::newRow("language rust") << withCode("\"language\": \"rust\"") << languageMessage;
    QTest::newRow("language a number") << withCode("\"language\": 3") << languageMessage;
    QTest::newRow("language empty") << withCode("\"language\": \"\"") << languageMessage;
}

void TestStepper::badSessions()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    try {
        readSession(bytes);
        QFAIL("no SessionError");
    } catch (const SessionError& e) {
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestStepper)
#include "tst_stepper.moc"
