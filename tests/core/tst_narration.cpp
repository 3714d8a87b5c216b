// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The narration of each step: exact sentences at known steps of each game, and a sentence for
// every event of several runs.

#include "core/narration.h"
#include "core/solve.h"
#include "support/scripted_game.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

class TestNarration : public QObject {
    Q_OBJECT

private slots:
    void sentences_data();
    void sentences();
    void programValuesSentences_data();
    void programValuesSentences();
    void everyEventIsNarrated_data();
    void everyEventIsNarrated();
};

void TestNarration::sentences_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("sentence");

    const QString prime = QStringLiteral("prime"), stones = QStringLiteral("stones"), sg = QStringLiteral("stone-game-ii"),
                  ciw = QStringLiteral("can-i-win");
    QTest::newRow("prime: the start") << prime << "n=7" << false << false << 1
                                      << "The search starts: the first player to move at N=7.";
    QTest::newRow("prime: a move") << prime << "n=7" << false << false << 4
                                   << "First player, N=7: tries subtracting 5 and hands N=2 to the second player.";
    QTest::newRow("prime: base case") << prime << "n=7" << false << false << 3
                                      << "The second player is handed N=0: whoever is handed 0 or 1 wins, so the second "
                                         "player wins: returns Lose.";
    QTest::newRow("prime: AND node lost") << prime << "n=7" << false << false << 7
                                          << "All moves tried: no winning move for the second player, so the first player "
                                             "wins at N=2: returns Win.";
    QTest::newRow("prime: the root") << prime << "n=7" << false << false << 30
                                     << "All moves tried: subtracting 5 wins for the first player at N=7: returns Win.";
    QTest::newRow("prime: early exit") << prime << "n=7" << true << true << 8
                                       << "Subtracting 5 wins for the first player: stop here without trying the rest. N=7 "
                                          "returns Win. Stored in the memo: visit[0][7] = Win.";
    QTest::newRow("stones: memo answer") << stones << "n=10 moves=1,4" << true << false << 20
                                         << "n=1 was solved before (call #9): returns 1 from the memo.";
    QTest::newRow("stones: rest minus best")
        << stones << "n=10 moves=1,4" << true << false << 36
        << "Best for the first player at n=10: removing 1 stone, after which the "
           "opponent gets 5; so the first player gets 10 − 5 = 5. Stored in the memo: dp[10] = 5.";
    QTest::newRow("stones: base") << stones << "n=10 moves=1,4" << true << false << 12
                                  << "No stones left: the first player removes nothing: returns 0.";
    QTest::newRow("sg2: take all") << sg << "piles=2,7,9,4,4" << true << false << 6
                                   << "At i=4 M=1, 2M covers every pile left: the first player takes them all, 4 stones "
                                      "(not stored in the memo).";
    QTest::newRow("sg2: the root") << sg << "piles=2,7,9,4,4" << true << false << 18
                                   << "At i=0 M=1 the best choice is taking the next pile, which holds the opponent to 16; "
                                      "the first player gets the rest: 26 − 16 = 10. Stored in the memo: dp[0][1] = 10.";
    QTest::newRow("can-i-win: reached") << ciw << "max=3 total=4" << true << true << 5
                                        << "The total has been reached: the first player just won, so the second player "
                                           "to move loses: returns false.";
    QTest::newRow("can-i-win: lost") << ciw << "max=3 total=4" << true << true << 20
                                     << "All moves tried: no winning move for the first player, so the second player wins "
                                        "at used {} · need 4: returns false. Stored in the memo: dp[0] = false.";
    // Can I Win's values are the mover's: a second-player call's "true" says the second player wins.
    QTest::newRow("can-i-win: second player wins") << ciw << "max=4 total=6" << true << false << 33
                                                   << "All moves tried: taking 4 wins for the second player at used {2} · "
                                                      "need 4: returns true. Stored in the memo: dp[2] = true.";
}

void TestNarration::sentences()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    QFETCH(int, step);
    QFETCH(QString, sentence);
    const auto g = makeGame(game, params);
    const SolveResult run = solveTraced(*g, {memo, shortCircuit});
    QCOMPARE(narrateEvent(*g, *run.trace, step - 1), sentence);
}

// The kinds of values only programs have: score difference, negamax, Grundy numbers, pairs.
void TestNarration::programValuesSentences_data()
{
    QTest::addColumn<ValueMeaning>("values");
    QTest::addColumn<QString>("tree"); // see scripted_game.h
    QTest::addColumn<qint64>("event"); // from the end when negative: -1 is the root's return
    QTest::addColumn<QString>("sentence");

    const ValueMeaning difference = ValueMeaning::ScoreDifference, negamax = ValueMeaning::Negamax, grundy = ValueMeaning::Grundy;
    QTest::newRow("difference: the root") << difference << "3[-2[0],5[0]]" << qint64(-1)
                                          << "Best for the first player at p0: the move x1, after which the opponent's "
                                             "difference is -2: returns 3 · first player (to move) ahead by 3.";
    QTest::newRow("difference: behind") << difference << "3[-2[0],5[0]]" << qint64(4)
                                        << "Best for the second player at p1: the move x2, after which the opponent's "
                                           "difference is 0: returns -2 · second player (to move) behind by 2.";
    QTest::newRow("difference: a tie, 64-bit")
        << difference << "0[5000000000000,5000000000000]" << qint64(-1)
        << "Best for the first player at p0: the move x1, after which the opponent's difference is 5000000000000: returns 0 · "
           "a tie.";
    QTest::newRow("negamax: a draw") << negamax << "0[1,0]" << qint64(-1)
                                     << "No winning move for the first player at p0: the move x2 holds a draw: returns 0.";
    QTest::newRow("negamax: a win") << negamax << "1[0,-1]" << qint64(-1)
                                    << "All moves tried: the move x2 wins for the first player at p0: returns 1.";
    QTest::newRow("negamax: a loss") << negamax << "-1[1,1]" << qint64(-1)
                                     << "All moves tried: no winning move for the first player, so the second player wins at "
                                        "p0: returns -1.";
    QTest::newRow("grundy: a win") << grundy << "2[0,1[0],m3]" << qint64(-1)
                                   << "At p0: mex{0,1,3} = 2, not 0, so the first player to move wins with the move x1, "
                                      "which reaches 0.";
    QTest::newRow("grundy: a loss") << grundy << "0[1[0],2[0,1[0]]]" << qint64(-1)
                                    << "At p0: mex{1,2} = 0, no move reaches 0, so the first player to move loses.";
    QTest::newRow("grundy: a memo answer") << grundy << "2[0,1[0],m3]" << qint64(-2)
                                           << "p4: returns 3 from the memo (no call with this label computed it).";
    // Pairs: (mine, theirs) takes the opponent's total from a move's first number; (the first
    // player's, the second's) adds to the mover's own.
    QTest::newRow("(mine, theirs)") << ValueMeaning::MoverScore << "9:3[2:7,3:4]" << qint64(-1)
                                    << "Best for the first player at p0: the move x2, after which the opponent gets 3; so the "
                                       "first player gets 9.";
    QTest::newRow("(first's, second's)") << ValueMeaning::FirstPlayerScore << "6:6[1:6,2:5]" << qint64(-1)
                                         << "Best for the first player at p0: the move x1, whose call returns (1, 6); with "
                                            "what this move adds: returns (6, 6).";
    // Not the mex of its moves (a sum of games, say): nothing is claimed about a mex.
    QTest::newRow("grundy: not a mex") << grundy << "3[0,1]" << qint64(-1)
                                       << "All moves tried: the move x1 wins for the first player at p0: returns 3.";
}

void TestNarration::programValuesSentences()
{
    QFETCH(ValueMeaning, values);
    QFETCH(QString, tree);
    QFETCH(qint64, event);
    QFETCH(QString, sentence);
    ScriptedGame game(values, tree);
    const SolveResult run = solveTraced(game, {false, false});
    QCOMPARE(narrateEvent(game, *run.trace, event < 0 ? run.trace->eventCount() + event : event), sentence);
}

void TestNarration::everyEventIsNarrated_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::newRow("prime 12") << "prime"
                              << "n=12" << true;
    QTest::newRow("can-i-win 5,9 memo off") << "can-i-win"
                                            << "max=5 total=9" << false;
    QTest::newRow("stones 11") << "stones"
                               << "n=11 moves=1,2,3,6" << true;
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=1,2,3,4,5,100" << true;
}

void TestNarration::everyEventIsNarrated()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    const auto g = makeGame(game, params);
    const SolveResult run = solveTraced(*g, {memo, g->shortCircuitByDefault()});
    for (std::int64_t k = 0; k < run.trace->eventCount(); ++k) {
        const QString text = narrateEvent(*g, *run.trace, k);
        QVERIFY(text.size() > 20);
        QVERIFY2(!text.contains(QStringLiteral("%")), qPrintable(text)); // every placeholder filled
        QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
        QVERIFY2(text[0].isUpper() || text[0].isDigit() || text.startsWith(QStringLiteral("n="))
                || text.startsWith(QStringLiteral("i=")) || text.startsWith(QStringLiteral("used")),
            qPrintable(text));
    }
}

QTEST_GUILESS_MAIN(TestNarration)
#include "tst_narration.moc"
