// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The trace: its structure (parents, depths, subtree ranges, children in move order), values
// that follow from the children, memo links, the replayable event order, truncation at the
// recording limit, the call budget, cancel and progress, and its size per call.

#include "core/trace_alignment.h"
#include "core/solve.h"
#include "core/stepper.h"
#include "core/recorders.h"
#include "support/scripted_game.h"
#include "support/test_helpers.h"

#include <QtTest>

#include <set>
#include <thread>

using namespace gt;

class TestTrace : public QObject {
    Q_OBJECT

private slots:
    void invariants_data();
    void invariants();
    void eventsReplayTheRun_data();
    void eventsReplayTheRun();
    void articleFigurePrime7();
    void stoppedRunHasOnlyTheEventsThatHappened();
    void memoAnswersLinkToFirstComputation();
    void truncationKeepsCountsExact();
    void callBudgetStopsTheRun();
    void cancelStopsAtTheNextPoll();
    void cancelFromAnotherThread();
    void progressReports();
    void bytesPerCall();
    void wideValuesRoundTrip_data();
    void wideValuesRoundTrip();
    void alignmentMatchesMovePaths_data();
    void alignmentMatchesMovePaths();
};

namespace {
// The value a computed call must have, from its children's values (the article's combine rule).
std::int64_t combine(const Game& game, const Trace& trace, std::int32_t id)
{
    const QJsonObject state = game.stateJson(trace.state(id));
    const std::vector<std::int32_t> children = trace.children(id);
    std::int64_t result = 0;
    switch (game.valueMeaning()) {
    case ValueMeaning::MoverWins: // OR over moves of NOT child
        for (std::int32_t c : children)
            result = result || !trace.value(c);
        return result;
    case ValueMeaning::FirstPlayerWins: { // OR at the first player, AND at the second
        const bool first = trace.player(id) == Player::First;
        result = first ? 0 : 1;
        for (std::int32_t c : children)
            result = first ? (result || trace.value(c)) : (result && trace.value(c));
        return result;
    }
    case ValueMeaning::MoverScore:
        if (game.id() == QLatin1String("stones")) { // max over moves of n - child
            for (std::int32_t c : children)
                result = std::max<std::int64_t>(result, state[QStringLiteral("n")].toInteger() - trace.value(c));
            return result;
        }
        result = std::numeric_limits<std::int64_t>::max(); // stone-game-ii: left - min child
        for (std::int32_t c : children)
            result = std::min(result, trace.value(c));
        return std::int64_t(state[QStringLiteral("left")].toInteger()) - result;
    case ValueMeaning::FirstPlayerScore: // only user programs (tst_usercode)
    case ValueMeaning::Plain:
    case ValueMeaning::ScoreDifference:
    case ValueMeaning::Negamax:
    case ValueMeaning::WinnerIndex:
    case ValueMeaning::Grundy: break;
    }
    return -1;
}

void checkInvariants(const Game& game, const SolveOptions& options, const SolveResult& result)
{
    const Trace& trace = *result.trace;
    QCOMPARE(qint64(trace.size()), result.stats.calls);
    QCOMPARE(trace.memoEnabled(), options.memo);
    QCOMPARE(trace.parent(0), -1);
    QCOMPARE(trace.depth(0), 0);
    QCOMPARE(trace.subtreeEnd(0), trace.size());
    QCOMPARE(trace.value(0), result.answer);

    std::set<std::uint32_t> computedStates;
    std::set<std::uint32_t> states; // with a trusted memo the recorder counts them as calls return
    std::int64_t memoHits = 0;
    int maxDepth = 0;
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        maxDepth = std::max(maxDepth, trace.depth(id));
        states.insert(trace.state(id));
        QVERIFY(trace.subtreeEnd(id) > id);
        QCOMPARE(trace.player(id), trace.depth(id) % 2 ? Player::Second : Player::First);
        if (id > 0) {
            const std::int32_t p = trace.parent(id);
            QVERIFY(p >= 0 && p < id);
            QCOMPARE(trace.depth(id), trace.depth(p) + 1);
            QVERIFY(trace.subtreeEnd(id) <= trace.subtreeEnd(p));
        }
        const std::vector<std::int32_t> children = trace.children(id);
        for (std::int32_t c : children)
            QCOMPARE(trace.parent(c), id);

        if (trace.outcome(id) != Outcome::Computed) {
            QVERIFY2(children.empty(), "only computed calls have children");
            QVERIFY(!trace.earlyExit(id));
        } else {
            // Children follow the legal moves in the solver's order: all of them, or a prefix when
            // a short-circuit returned early.
            const std::vector<std::int32_t> legal = game.legalMoves(trace.state(id));
            QVERIFY(!children.empty());
            QVERIFY(children.size() <= legal.size());
            for (std::size_t k = 0; k < children.size(); ++k)
                QCOMPARE(trace.move(children[k]), legal[k]);
            QCOMPARE(trace.earlyExit(id), children.size() < legal.size());
            if (trace.earlyExit(id))
                QVERIFY(options.shortCircuit);
            QCOMPARE(trace.value(id), combine(game, trace, id));
            if (options.memo)
                QVERIFY2(computedStates.insert(trace.state(id)).second, "with the memo on a state is computed once");
        }
        if (trace.outcome(id) == Outcome::Memo) {
            ++memoHits;
            QVERIFY(options.memo);
            const std::int32_t origin = trace.memoOf(id);
            QVERIFY(origin >= 0 && origin < id);
            QCOMPARE(trace.outcome(origin), Outcome::Computed);
            QCOMPARE(trace.state(origin), trace.state(id));
            QCOMPARE(trace.value(origin), trace.value(id));
        } else {
            QCOMPARE(trace.memoOf(id), -1);
        }
        const std::int32_t repeat = trace.repeatOf(id);
        if (repeat >= 0) {
            QVERIFY(!options.memo);
            QVERIFY(repeat < id);
            QCOMPARE(trace.state(repeat), trace.state(id));
            QCOMPARE(trace.value(repeat), trace.value(id));
            QCOMPARE(trace.subtreeSize(repeat), trace.subtreeSize(id));
        }
    }
    QCOMPARE(memoHits, result.stats.memoHits);
    QCOMPARE(qint64(maxDepth), result.stats.maxDepth);
    QCOMPARE(qint64(states.size()), result.stats.distinctStates);
}
} // namespace

void TestTrace::invariants_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");

    const QList<QPair<QString, QString>> runs {{QStringLiteral("can-i-win"), QStringLiteral("max=10 total=11")},
        {QStringLiteral("can-i-win"), QStringLiteral("max=6 total=12")},
        {QStringLiteral("can-i-win"), QStringLiteral("max=8 total=30")},
        {QStringLiteral("stone-game-ii"), QStringLiteral("piles=2,7,9,4,4")},
        {QStringLiteral("stone-game-ii"), QStringLiteral("piles=1,2,3,4,5,100")},
        {QStringLiteral("stone-game-ii"), QStringLiteral("piles=3,1,4,1,5,9,2,6,5,3,5,8")},
        {QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4")},
        {QStringLiteral("stones"), QStringLiteral("n=18 moves=1,2,3,6")}, {QStringLiteral("prime"), QStringLiteral("n=7")},
        {QStringLiteral("prime"), QStringLiteral("n=25")}, {QStringLiteral("prime"), QStringLiteral("n=9299")}};
    for (const auto& [game, params] : runs) {
        for (const bool memo : {true, false}) {
            for (const bool shortCircuit : {false, true}) {
                if (params == QStringLiteral("n=9299") && (!memo || !shortCircuit))
                    continue; // millions of calls without the article's options
                if (shortCircuit && (game == QStringLiteral("stones") || game == QStringLiteral("stone-game-ii")))
                    continue;
                QTest::addRow("%s %s memo=%d sc=%d", qPrintable(game), qPrintable(params), memo, shortCircuit)
                    << game << params << memo << shortCircuit;
            }
        }
    }
}

void TestTrace::invariants()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    const Run run = traced(game, params, {memo, shortCircuit});
    checkInvariants(*run.game, {memo, shortCircuit}, run.result);
}

void TestTrace::eventsReplayTheRun_data()
{
    invariants_data();
}

void TestTrace::eventsReplayTheRun()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    const Run run = traced(game, params, {memo, shortCircuit});
    const Trace& trace = *run.result.trace;

    // Replaying the events with a stack must enter calls in call order, return each call after
    // its whole subtree, and end balanced.
    std::vector<std::int32_t> stack;
    std::int32_t nextEnter = 0;
    for (std::int64_t k = 0; k < trace.eventCount(); ++k) {
        const TraceEvent e = trace.event(k);
        if (e.kind == EventKind::Enter) {
            QCOMPARE(e.call, nextEnter++);
            QCOMPARE(e.step, SourceStep::Call);
            QCOMPARE(trace.parent(e.call), stack.empty() ? -1 : stack.back());
            QCOMPARE(trace.enterEvent(e.call), k);
            stack.push_back(e.call);
        } else {
            QVERIFY(!stack.empty());
            QCOMPARE(e.call, stack.back());
            QCOMPARE(trace.subtreeEnd(e.call), nextEnter);
            QCOMPARE(trace.returnEvent(e.call), k);
            QCOMPARE(e.step, trace.returnStep(e.call));
            stack.pop_back();
        }
    }
    QVERIFY(stack.empty());
    QCOMPARE(nextEnter, trace.size());
}

void TestTrace::articleFigurePrime7()
{
    // Memo and short-circuit off: the 15 positions of the article's figure, in the order the
    // recursion visits them (primes largest first), with N=2 at the first player repeated.
    const Run run = traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    const Trace& trace = *run.result.trace;
    QStringList visit;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        visit << QString(trace.depth(id), u'.') + (trace.player(id) == Player::First ? u'F' : u'S')
                + QString::number(run.game->stateJson(trace.state(id))[QStringLiteral("n")].toInt());
    QCOMPARE(
        visit.join(QLatin1Char(' ')), QStringLiteral("F7 .S0 .S2 ..F0 .S4 ..F1 ..F2 ...S0 .S5 ..F0 ..F2 ...S0 ..F3 ...S0 ...S1"));
    QCOMPARE(trace.value(0), 1); // Win
    // The second N=2 (first player) is a repeat of the first.
    QCOMPARE(trace.repeatOf(10), 6);
    QCOMPARE(trace.event(trace.returnEvent(1)).step, SourceStep::BaseCase);
    QCOMPARE(trace.returnStep(0), SourceStep::ReturnResult);
}

// A program that stopped inside its recursion: the returns of its open calls never happened, so
// they are not events. Root #0 calls #1 (returns), then #2, which calls #3 and stops there.
void TestTrace::stoppedRunHasOnlyTheEventsThatHappened()
{
    TraceRecorder recorder(8, RunLimits {}, true, false);
    recorder.enter(0, 0);
    recorder.enter(1, 1);
    recorder.leave(1, std::int32_t(0), Outcome::Base);
    recorder.enter(2, 2);
    recorder.enter(3, 3);
    recorder.abandonOpenCalls();
    const Trace trace = recorder.takeTrace();
    QCOMPARE(trace.size(), 4);
    QCOMPARE(trace.openCalls(), qint64(3));
    QCOMPARE(trace.eventCount(), qint64(5)); // enter 0, enter 1, return 1, enter 2, enter 3
    const std::vector<std::pair<std::int32_t, EventKind>> expected {
        {0, EventKind::Enter}, {1, EventKind::Enter}, {1, EventKind::Return}, {2, EventKind::Enter}, {3, EventKind::Enter}};
    for (std::int64_t k = 0; k < trace.eventCount(); ++k) {
        QCOMPARE(trace.event(k).call, expected[std::size_t(k)].first);
        QCOMPARE(trace.event(k).kind, expected[std::size_t(k)].second);
    }
    for (const std::int32_t open : {0, 2, 3}) {
        QVERIFY(!trace.returned(open));
        QVERIFY(trace.returnEvent(open) >= trace.eventCount());
    }
    Stepper stepper(trace);
    stepper.toLast();
    QCOMPARE(stepper.position(), qint64(5));
    QCOMPARE(stepper.currentCall(), 3);
    QCOMPARE(stepper.callStack(), (std::vector<std::int32_t> {0, 2, 3}));
    stepper.stepOut(); // no return to go to: it stays at the last event
    QCOMPARE(stepper.position(), qint64(5));
}

void TestTrace::memoAnswersLinkToFirstComputation()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const Trace& trace = *run.result.trace;
    // #12 (n=1 reached by removing 4 from 5) reads the memo entry stored by #9 (n=1 first solved).
    QCOMPARE(trace.outcome(12), Outcome::Memo);
    QCOMPARE(trace.memoOf(12), 9);
    QCOMPARE(trace.returnStep(12), SourceStep::MemoHit);
    QCOMPARE(trace.returnStep(9), SourceStep::StoreResult);
    // n = 0 is never stored (the memo is read before the base case), so it is always a base case.
    for (std::int32_t id = 0; id < trace.size(); ++id)
        if (trace.state(id) == 0)
            QCOMPARE(trace.outcome(id), Outcome::Base);

    // Stone Game II's take-everything shortcut returns without storing.
    const Run sg = traced(QStringLiteral("stone-game-ii"), QStringLiteral("piles=2,7,9,4,4"), {true, false});
    int shortcuts = 0;
    for (std::int32_t id = 0; id < sg.result.trace->size(); ++id)
        if (sg.result.trace->outcome(id) == Outcome::Shortcut) {
            ++shortcuts;
            QCOMPARE(sg.result.trace->returnStep(id), SourceStep::TakeAll);
        }
    QVERIFY(shortcuts > 0);
}

void TestTrace::truncationKeepsCountsExact()
{
    const Run full = traced(QStringLiteral("prime"), QStringLiteral("n=9299"), {true, true});
    RunLimits limits;
    limits.maxRecordedCalls = 1000;
    const Run cut = traced(QStringLiteral("prime"), QStringLiteral("n=9299"), {true, true}, limits);

    QVERIFY(!full.result.trace->truncated());
    QVERIFY(cut.result.trace->truncated());
    QCOMPARE(cut.result.trace->size(), 1000);
    QCOMPARE(cut.result.answer, full.result.answer);
    QCOMPARE(cut.result.stats.calls, 27095LL);
    QCOMPARE(cut.result.stats.memoHits, 22793LL);
    QCOMPARE(cut.result.stats.distinctStates, full.result.stats.distinctStates);

    // The recorded calls are the first 1000 of the full run, with the same values.
    const Trace& a = *full.result.trace;
    const Trace& b = *cut.result.trace;
    int hidden = 0;
    for (std::int32_t id = 0; id < b.size(); ++id) {
        QCOMPARE(b.parent(id), a.parent(id));
        QCOMPARE(b.state(id), a.state(id));
        QCOMPARE(b.value(id), a.value(id));
        QCOMPARE(b.outcome(id), a.outcome(id));
        QCOMPARE(b.subtreeEnd(id), std::min(a.subtreeEnd(id), 1000));
        QCOMPARE(b.hasHiddenChildren(id), a.subtreeEnd(id) > 1000);
        hidden += b.hasHiddenChildren(id);
    }
    QVERIFY(hidden > 0);
    QCOMPARE(b.eventCount(), 2000LL);
    QCOMPARE(b.event(b.eventCount() - 1).call, 0); // the root returns last, events stay balanced
}

void TestTrace::callBudgetStopsTheRun()
{
    RunLimits limits;
    limits.maxCalls = 100'000;
    const auto game = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=20 total=210"));
    try {
        solveCounted(*game, {false, false}, limits);
        QFAIL("no RunError");
    } catch (const RunError& error) {
        QCOMPARE(error.kind(), RunError::Kind::TooLarge);
        QCOMPARE(error.calls(), 100001LL);
        QVERIFY(QString::fromUtf8(error.what()).contains(QStringLiteral("100,000")));
    }
    // The same parameters with the memo on fit in the default budget.
    QCOMPARE(solveCounted(*game, {true, false}).stats.calls, 10485761LL);
}

void TestTrace::cancelStopsAtTheNextPoll()
{
    std::atomic_bool cancel {true};
    RunLimits limits;
    limits.cancel = &cancel;
    const auto game = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=20 total=210"));
    try {
        solveTraced(*game, {false, false}, limits);
        QFAIL("no RunError");
    } catch (const RunError& error) {
        QCOMPARE(error.kind(), RunError::Kind::Cancelled);
        QCOMPARE(error.calls(), 1024LL); // the first poll
    }
}

void TestTrace::cancelFromAnotherThread()
{
    // With the memo off this run would need far more than the default call budget.
    std::atomic_bool cancel {false};
    std::atomic<std::int64_t> lastProgress {0};
    RunLimits limits;
    limits.cancel = &cancel;
    limits.onProgress = [&](const Progress& p) { lastProgress = p.calls; };
    const auto game = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=20 total=210"));

    std::optional<RunError::Kind> stoppedBy;
    QElapsedTimer sinceCancel;
    std::thread worker([&] {
        try {
            solveTraced(*game, {false, false}, limits);
        } catch (const RunError& error) {
            stoppedBy = error.kind();
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(lastProgress > 0, 10000); // it is running
    sinceCancel.start();
    cancel = true;
    worker.join();
    QCOMPARE(stoppedBy, std::optional(RunError::Kind::Cancelled));
    qInfo("cancel honoured after %lld ms", static_cast<long long>(sinceCancel.elapsed()));
}

void TestTrace::progressReports()
{
    std::vector<Progress> reports;
    RunLimits limits;
    limits.onProgress = [&](const Progress& p) { reports.push_back(p); };
    const auto game = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=20 total=210"));
    const SolveResult result = solveTraced(*game, {true, false}, limits);
    QCOMPARE(qint64(reports.size()), result.stats.calls / 65536);
    for (std::size_t k = 0; k < reports.size(); ++k) {
        QCOMPARE(reports[k].calls, qint64(k + 1) * 65536);
        QCOMPARE(reports[k].recordedCalls, std::min<qint64>(reports[k].calls, limits.maxRecordedCalls));
        QVERIFY(reports[k].distinctStates <= reports[k].stateSpaceSize);
        QCOMPARE(reports[k].stateSpaceSize, qint64(1) << 20);
    }
    // The default recording limit cut this 10,485,761-call run at 2,000,000 calls.
    QVERIFY(result.trace->truncated());
    QCOMPARE(result.trace->size(), 2000000);
}

void TestTrace::bytesPerCall()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10000 moves=1,2,4,8,16,32,64,128,256,512"), {true, false});
    const Trace& trace = *run.result.trace;
    QCOMPARE(trace.size(), 98988);
    const double perCall = double(trace.bytesUsed()) / trace.size();
    QVERIFY2(perCall <= 32.0, qPrintable(QString::number(perCall)));
}

void TestTrace::wideValuesRoundTrip_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<bool>("escaped"); // kept in the side table, not in the record
    for (const auto& [value, escaped] :
        std::initializer_list<std::pair<qint64, bool>> {{0, false}, {-1, false}, {INT32_MAX, false}, {-(1LL << 30), false},
            {-(1LL << 30) - 1, true}, {INT32_MIN, true}, {INT64_C(2147483648), true}, {INT64_C(5000000000000), true},
            {-(INT64_C(1) << 40), true}, {INT64_MAX, true}, {INT64_MIN, true}, {INT64_MIN + (1LL << 30), true}})
        QTest::addRow("%lld", value) << value << escaped;
}

// Any 64-bit value comes back from the trace as recorded, through the record's 32 bits or an
// escape into the side table, and only escapes take room beside the 24-byte records.
void TestTrace::wideValuesRoundTrip()
{
    QFETCH(qint64, value);
    QFETCH(bool, escaped);
    QCOMPARE(StoredValue::fitsDirect(std::int64_t(value)), !escaped);
    const QString v = QString::number(value);
    ScriptedGame game(ValueMeaning::Plain,
        v + QStringLiteral("[") + v + QStringLiteral(",0,") + v + QStringLiteral("]")); // a call, a leaf of it and a third
    const SolveResult result = solveTraced(game, {false, false});
    const Trace& trace = *result.trace;
    QCOMPARE(trace.size(), 4);
    for (const std::int32_t id : {0, 1, 3})
        QCOMPARE(qint64(trace.value(id)), value);
    QCOMPARE(trace.value(2), 0);
    QCOMPARE(result.answer, value);
    QCOMPARE(trace.bytesUsed(), 4 * sizeof(CallRecord) + (escaped ? 3 * sizeof(std::int64_t) : 0));
}

void TestTrace::alignmentMatchesMovePaths_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("shortCircuit"); // the memo is compared, else the short-circuit
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("offCalls");
    QTest::addColumn<int>("onCalls");
    QTest::addColumn<int>("probe");            // a call of the run with the option off ...
    QTest::addColumn<qint64>("probePosition"); // ... the other run's position when it is entered
    // #11 is inside the repeat of N=2 (#10): the memo-on run shows its memo answer #10 returned.
    QTest::newRow("prime 7, memo") << "prime"
                                   << "n=7" << false << false << 15 << 14 << 11 << qint64(20);
    QTest::newRow("stones 10;1,4, memo") << "stones"
                                         << "n=10 moves=1,4" << false << false << 49 << 18 << -1 << qint64(-1);
    // #4 (N=4) comes after the winning move: the short-circuit run has returned #2 (step 7 of 8).
    QTest::newRow("prime 7, short-circuit") << "prime"
                                            << "n=7" << true << false << 15 << 4 << 4 << qint64(7);
    QTest::newRow("can-i-win 4,6, memo") << "can-i-win"
                                         << "max=4 total=6" << false << false << -1 << -1 << -1 << qint64(-1);
}

namespace {
// The moves from the root to `call`.
std::vector<std::int32_t> movePath(const gt::Trace& trace, std::int32_t call)
{
    std::vector<std::int32_t> moves;
    for (; call > 0; call = trace.parent(call))
        moves.insert(moves.begin(), trace.move(call));
    return moves;
}
} // namespace

// Stepping one of two compared runs steps the other to the same call, or to the call that stands
// for the part it skips.
void TestTrace::alignmentMatchesMovePaths()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, shortCircuit);
    QFETCH(bool, memo);
    QFETCH(int, offCalls);
    QFETCH(int, onCalls);
    QFETCH(int, probe);
    QFETCH(qint64, probePosition);
    const auto g = makeGame(game, params);
    const SolveOptions offOptions = shortCircuit ? SolveOptions {memo, false} : SolveOptions {false, false};
    const SolveOptions onOptions = shortCircuit ? SolveOptions {memo, true} : SolveOptions {true, false};
    const SolveResult off = solveTraced(*g, offOptions);
    const SolveResult on = solveTraced(*g, onOptions);
    if (offCalls >= 0) {
        QCOMPARE(off.trace->size(), offCalls);
        QCOMPARE(on.trace->size(), onCalls);
    }
    // The run with the option on makes a subset of the other's calls: every one has its match.
    const TraceAlignment onToOff(*on.trace, *off.trace);
    for (std::int32_t call = 0; call < on.trace->size(); ++call) {
        QVERIFY(onToOff.exact(call));
        QCOMPARE(movePath(*off.trace, onToOff.counterpart(call)), movePath(*on.trace, call));
        QCOMPARE(off.trace->state(onToOff.counterpart(call)), on.trace->state(call));
    }
    // The other way, exactly those calls match; the others stand at the nearest call before them.
    const TraceAlignment offToOn(*off.trace, *on.trace);
    int exact = 0;
    for (std::int32_t call = 0; call < off.trace->size(); ++call) {
        const std::int32_t other = offToOn.counterpart(call);
        QVERIFY(other >= 0 && other < on.trace->size());
        if (offToOn.exact(call)) {
            ++exact;
            QCOMPARE(movePath(*on.trace, other), movePath(*off.trace, call));
            QCOMPARE(onToOff.counterpart(other), call);
        } else {
            QCOMPARE(other, offToOn.counterpart(call - 1));
            if (!shortCircuit) { // the memo answer that stands for the subtree the memo skipped
                std::int32_t shared = call;
                while (!offToOn.exact(shared))
                    shared = off.trace->parent(shared);
                QCOMPARE(other, offToOn.counterpart(shared));
                QCOMPARE(on.trace->outcome(other), Outcome::Memo);
            }
        }
    }
    QCOMPARE(exact, on.trace->size());
    // Positions move forward together, from the start to the end.
    std::int64_t previous = 0;
    for (std::int64_t position = 1; position <= off.trace->eventCount(); ++position) {
        const std::int64_t other = offToOn.counterpartPosition(position);
        QVERIFY(other >= previous && other <= on.trace->eventCount());
        previous = other;
    }
    QCOMPARE(offToOn.counterpartPosition(off.trace->eventCount()), on.trace->eventCount());
    if (probe >= 0)
        QCOMPARE(offToOn.counterpartPosition(off.trace->enterEvent(probe) + 1), probePosition);
    QCOMPARE(offToOn.counterpartPosition(1), std::int64_t(1));
    for (std::int64_t position = 1; position <= on.trace->eventCount(); ++position)
        QCOMPARE(offToOn.counterpartPosition(onToOff.counterpartPosition(position)), position);
}

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
