// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The inspector's rules without the window: whether a call has returned at a step, and the
// moves it has tried so far.

#include "core/call_inspection.h"
#include "core/solve.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

class TestInspection : public QObject {
    Q_OBJECT

private slots:
    void callAtStep_data();
    void callAtStep();
    void stones10Call3AtStep24();
};

void TestInspection::callAtStep_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("call");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<bool>("returned");
    QTest::addColumn<QList<int>>("tried");          // children entered, in move order
    QTest::addColumn<QList<bool>>("triedReturned"); // and whether each has returned

    using Ints = QList<int>;
    using Bools = QList<bool>;
    // Stones n=10, moves 1,4, memo on: #3 (n=7) enters at event 3, its children #4 (remove 1,
    // events 4..23) and #14 (remove 4, events 24..25), its return is event 26.
    const auto stones = [](const char* name, int call, qint64 position, bool returned, Ints tried, Bools triedReturned) {
        QTest::newRow(name) << "stones"
                            << "n=10 moves=1,4" << true << call << position << returned << tried << triedReturned;
    };
    stones("stones #3 not entered yet", 3, 3, false, {}, {});
    stones("stones #3 just entered", 3, 4, false, {}, {});
    stones("stones #3 tries remove 1", 3, 5, false, {4}, {false});
    stones("stones #3 remove 1 returned", 3, 24, false, {4}, {true});
    stones("stones #3 tries remove 4", 3, 25, false, {4, 14}, {true, false});
    stones("stones #3 both returned", 3, 26, false, {4, 14}, {true, true});
    stones("stones #3 returned", 3, 27, true, {4, 14}, {true, true});
    stones("stones root at the start", 0, 1, false, {}, {});
    stones("stones root at the end", 0, 36, true, {1, 17}, {true, true});
    stones("stones base case #10", 10, 36, true, {}, {});
    stones("stones memo answer #12 tries nothing", 12, 36, true, {}, {});

    // Prime N=7, memo off, short-circuit off: the root's moves #1, #2, #4, #8 enter at events
    // 1, 3, 7, 15 and return at 2, 6, 14, 28.
    const auto prime = [](const char* name, int call, qint64 position, bool returned, Ints tried, Bools triedReturned) {
        QTest::newRow(name) << "prime"
                            << "n=7" << false << call << position << returned << tried << triedReturned;
    };
    prime("prime root at step 12", 0, 12, false, {1, 2, 4}, {true, true, false});
    prime("prime root at step 16", 0, 16, false, {1, 2, 4, 8}, {true, true, true, false});
    prime("prime #8 at step 23", 8, 23, false, {9, 10, 12}, {true, true, false});
    prime("prime #8 at the end", 8, 30, true, {9, 10, 12}, {true, true, true});
}

void TestInspection::callAtStep()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, call);
    QFETCH(qint64, position);
    QFETCH(bool, returned);
    QFETCH(QList<int>, tried);
    QFETCH(QList<bool>, triedReturned);
    const Run run = traced(game, params, {memo, false});
    const CallAtStep at = inspectCall(*run.result.trace, call, position);
    QCOMPARE(at.returned, returned);
    QList<int> children;
    QList<bool> childrenReturned;
    for (const TriedMove& move : at.tried) {
        children.push_back(move.child);
        childrenReturned.push_back(move.returned);
    }
    QCOMPARE(children, tried);
    QCOMPARE(childrenReturned, triedReturned);
}

// The README's example step: `gametree-studio stones --n 10 --moves 1,4 --step 24`.
void TestInspection::stones10Call3AtStep24()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const Trace& trace = *run.result.trace;
    QCOMPARE(run.game->stateLabel(trace.state(3)), QStringLiteral("n=7"));
    const CallAtStep at = inspectCall(trace, 3, 24);
    QVERIFY(!at.returned);
    QCOMPARE(at.tried.size(), std::size_t(1));
    QCOMPARE(run.game->moveLabel(trace.move(at.tried[0].child)), QStringLiteral("remove 1"));
    QVERIFY(at.tried[0].returned);
}

QTEST_GUILESS_MAIN(TestInspection)
#include "tst_inspection.moc"
