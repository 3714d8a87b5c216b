// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The memo as its article's DP table: each game's shape, the cells the recursion stores and in
// what order, the cells a bottom-up loop fills and in what order, and the table at a step.

#include "core/memo_table.h"
#include "core/solve.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

class TestMemoTable : public QObject {
    Q_OBJECT

private slots:
    void shapes_data();
    void shapes();
    void stonesStoresInPostOrder();
    void primeStoresWhatTheArticleStores();
    void subsetsGoByLayer();
    void stoneGameIIBottomUpFromTheLastPile();
    void fillsAsTheRunSteps();
    void memoOffStoresNothing();
};

void TestMemoTable::shapes_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("declaration");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<qint64>("bottomUpCells");
    QTest::addRow("stones 10") << "stones"
                               << "n=10 moves=1,4" << int(MemoShape::Kind::Line) << "dp[N+1]" << 1 << 11 << 11LL;
    QTest::addRow("prime 7") << "prime"
                             << "n=7" << int(MemoShape::Kind::Grid) << "visit[2][N+1]" << 2 << 8 << 16LL;
    QTest::addRow("stone game ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << int(MemoShape::Kind::Grid) << "dp[n+1][n+1]" << 6 << 6 << 25LL;
    QTest::addRow("can i win 10 11") << "can-i-win"
                                     << "max=10 total=11" << int(MemoShape::Kind::Subsets) << "dp[1 << 10]" << 11 << 10 << 1024LL;
}

void TestMemoTable::shapes()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(int, kind);
    QFETCH(QString, declaration);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(qint64, bottomUpCells);
    const Run run = tracedAsArticle(game, params);
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    QCOMPARE(int(table.shape().kind), kind);
    QCOMPARE(table.shape().declaration, declaration);
    QCOMPARE(table.shape().rows, rows);
    QCOMPARE(table.shape().columns, columns);
    QCOMPARE(table.bottomUpCells(), bottomUpCells);
    QVERIFY(!table.shape().bottomUpLoop.isEmpty());
    // Every stored cell is one the bottom-up loop fills too, and lies inside the table.
    for (std::uint32_t s = 0; s < table.stateCount(); ++s) {
        const MemoCell cell = run.game->memoCell(s);
        QVERIFY(cell.row >= 0 && cell.row < rows);
        if (table.storeIndex(s) >= 0)
            QVERIFY2(table.bottomUpRank(s) >= 0, qPrintable(run.game->stateLabel(s)));
    }
}

// N=5, moves {1, 4}: dfs(5) -> 4 -> 3 -> 2 -> 1 -> 0 (base, never stored); 4 and 5 then read 0
// and 1. The entries go in as the calls return: n = 1 first, n = 5 last.
void TestMemoTable::stonesStoresInPostOrder()
{
    const Run run = tracedAsArticle(QStringLiteral("stones"), QStringLiteral("n=5 moves=1,4"));
    Stepper stepper(*run.result.trace);
    stepper.toLast();
    const MemoTable table(*run.game, stepper);
    QCOMPARE(table.storedCells(), 5LL);
    QCOMPARE(table.storeIndex(0), -1LL);
    for (std::uint32_t n = 1; n <= 5; ++n) {
        QCOMPARE(table.storeIndex(n), std::int64_t(n - 1));
        QCOMPARE(run.result.trace->state(table.storedBy(n)), n);
        QVERIFY(table.storedNow(n));
    }
    QCOMPARE(table.storedBy(0), -1);
    for (std::uint32_t n = 0; n <= 5; ++n)
        QCOMPARE(table.bottomUpRank(n), std::int64_t(n)); // n upward
}

// N=4, the article's short-circuit: dfs(first, 4) tries 3 (second at 1: base), then 2: second
// at 2 tries 2 (first at 0: base) and stores; the root wins with 2 and stores. Two of ten cells.
void TestMemoTable::primeStoresWhatTheArticleStores()
{
    const Run run = tracedAsArticle(QStringLiteral("prime"), QStringLiteral("n=4"));
    Stepper stepper(*run.result.trace);
    stepper.toLast();
    const MemoTable table(*run.game, stepper);
    auto stateAt = [](int turn, int n) { return std::uint32_t(turn * 5 + n); };
    QCOMPARE(table.storedCells(), 2LL);
    QCOMPARE(table.storeIndex(stateAt(1, 2)), 0LL);
    QCOMPARE(table.storeIndex(stateAt(0, 4)), 1LL);
    QCOMPARE(table.storedBy(stateAt(0, 4)), 0); // the root
    QCOMPARE(run.game->memoCell(stateAt(1, 2)).row, 1);
    QCOMPARE(run.game->memoCell(stateAt(1, 2)).column, 2LL);
    QCOMPARE(table.bottomUpCells(), 10LL);
    QCOMPARE(table.bottomUpRank(stateAt(0, 0)), 0LL);
    QCOMPARE(table.bottomUpRank(stateAt(1, 0)), 1LL);
    QCOMPARE(table.bottomUpRank(stateAt(1, 2)), 5LL);
    QCOMPARE(table.bottomUpRank(stateAt(0, 4)), 8LL);
    QCOMPARE(table.shape().rowLabels.size(), 2);
}

// Three numbers: all used first, then the pairs {1,2} {1,3} {2,3}, the singles, none last.
void TestMemoTable::subsetsGoByLayer()
{
    const Run run = tracedAsArticle(QStringLiteral("can-i-win"), QStringLiteral("max=3 total=4"));
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    const std::vector<std::uint32_t> order {0b111, 0b011, 0b101, 0b110, 0b001, 0b010, 0b100, 0b000};
    for (std::size_t k = 0; k < order.size(); ++k)
        QCOMPARE(table.bottomUpRank(order[k]), std::int64_t(k));
    QCOMPARE(run.game->memoCell(0b110).row, 2);
    QCOMPARE(run.game->memoCell(0b110).column, 6LL);

    // The figure: Can I Win (10, 11) reaches 208 states of 1,024; the recursion stores
    // the ones it computes, fewer than it reaches, each once.
    const Run big = tracedAsArticle(QStringLiteral("can-i-win"), QStringLiteral("max=10 total=11"));
    Stepper bigStepper(*big.result.trace);
    const MemoTable bigTable(*big.game, bigStepper);
    QCOMPARE(big.result.stats.distinctStates, 208LL);
    QVERIFY(bigTable.storedCells() > 0 && bigTable.storedCells() < 208);
    QCOMPARE(bigTable.storedCells(), bigStepper.memoStoreTotal());
    QCOMPARE(bigTable.bottomUpCells(), 1024LL);
}

// i goes down from the last pile, M up from 1 at each: dp[4][1] first, dp[0][5] last. The root
// (i=0, M=1) stores last of all.
void TestMemoTable::stoneGameIIBottomUpFromTheLastPile()
{
    const Run run = tracedAsArticle(QStringLiteral("stone-game-ii"), QStringLiteral("piles=2,7,9,4,4"));
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    auto stateAt = [](int i, int m) { return std::uint32_t(i * 6 + m); };
    QCOMPARE(table.bottomUpRank(stateAt(4, 1)), 0LL);
    QCOMPARE(table.bottomUpRank(stateAt(4, 2)), 1LL);
    QCOMPARE(table.bottomUpRank(stateAt(3, 1)), 5LL);
    QCOMPARE(table.bottomUpRank(stateAt(0, 5)), 24LL);
    QCOMPARE(table.bottomUpRank(stateAt(5, 1)), -1LL); // i = n: the base case, no cell to fill
    QCOMPARE(table.bottomUpRank(stateAt(0, 0)), -1LL); // M = 0 never happens
    QCOMPARE(table.storeIndex(stateAt(0, 1)), table.storedCells() - 1);
    QCOMPARE(run.game->memoCell(stateAt(3, 2)).row, 3);
    QCOMPARE(run.game->memoCell(stateAt(3, 2)).column, 2LL);
}

// At step K only what was stored by then is filled; the current call's state and a memo answer's
// state follow the stepper.
void TestMemoTable::fillsAsTheRunSteps()
{
    const Run run = tracedAsArticle(QStringLiteral("stones"), QStringLiteral("n=5 moves=1,4"));
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    QCOMPARE(table.storedByNow(), 0LL);
    QCOMPARE(table.currentState(), 5LL);
    QVERIFY(!table.storedNow(1));
    std::int64_t filled = 0;
    bool sawMemoRead = false;
    while (!stepper.atLast()) {
        stepper.stepInto();
        std::int64_t now = 0;
        for (std::uint32_t n = 0; n <= 5; ++n)
            now += table.storedNow(n);
        QCOMPARE(now, table.storedByNow());
        QVERIFY(now >= filled); // never unfilled going forward
        filled = now;
        if (table.stateJustRead() >= 0) {
            sawMemoRead = true;
            QVERIFY(table.storedNow(std::uint32_t(table.stateJustRead()))); // a memo answer reads a filled cell
        }
    }
    QCOMPARE(filled, 5LL);
    QVERIFY(sawMemoRead);
    QCOMPARE(table.currentState(), -1LL);
}

void TestMemoTable::memoOffStoresNothing()
{
    Run run {makeGame(QStringLiteral("prime"), QStringLiteral("n=7")), {}};
    run.result = solveTraced(*run.game, {false, false});
    Stepper stepper(*run.result.trace);
    stepper.toLast();
    const MemoTable table(*run.game, stepper);
    QCOMPARE(table.storedCells(), 0LL);
    QCOMPARE(table.storedByNow(), 0LL);
    QCOMPARE(table.bottomUpCells(), 16LL); // what a loop would fill still
}

QTEST_GUILESS_MAIN(TestMemoTable)
#include "tst_memo_table.moc"
