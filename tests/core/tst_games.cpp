// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The four games: the seed articles' answers and call counts, agreement with an independent
// plain minimax on many random inputs, the labels, and every kind of bad parameter.

#include "core/solve.h"
#include "support/reference_games.h"
#include "support/test_helpers.h"

#include "core/language.h"

#include <QtTest>

#include <random>

using namespace gt;

class TestGames : public QObject {
    Q_OBJECT

private slots:
    void seedExamples_data();
    void seedExamples();
    void agreesWithPlainMinimax_data();
    void agreesWithPlainMinimax();
    void canIWinWithoutAnyCall_data();
    void canIWinWithoutAnyCall();
    void shortCircuitSavesCalls();
    void labels_data();
    void labels();
    void canIWinLabels_data();
    void canIWinLabels();
    void labelsFollowTheLanguage_data();
    void labelsFollowTheLanguage();
    void valuesSayWhoseView_data();
    void valuesSayWhoseView();
    void badParameters_data();
    void badParameters();
    void gamesListedWithLimits();
};

void TestGames::seedExamples_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<qint64>("calls"); // -1: not given by the issue
    QTest::addColumn<qint64>("memoHits");

    QTest::newRow("can-i-win 10,11") << "can-i-win"
                                     << "max=10 total=11"
                                     << "false" << 344LL << 45LL;
    QTest::newRow("can-i-win 10,0") << "can-i-win"
                                    << "max=10 total=0"
                                    << "true" << 0LL << 0LL;
    QTest::newRow("can-i-win 10,1") << "can-i-win"
                                    << "max=10 total=1"
                                    << "true" << -1LL << -1LL;
    // The articles' prose says false here; the first player takes 11 and wins at once.
    QTest::newRow("can-i-win 20,11") << "can-i-win"
                                     << "max=20 total=11"
                                     << "true" << -1LL << -1LL;
    // Every number must be used: 1 + 20 * 2^19 calls (each of the 2^20 sets computed once).
    QTest::newRow("can-i-win 20,210") << "can-i-win"
                                      << "max=20 total=210"
                                      << "false" << 10485761LL << -1LL;
    QTest::newRow("stone-game-ii article") << "stone-game-ii"
                                           << "piles=2,7,9,4,4"
                                           << "10" << 9LL << 0LL;
    QTest::newRow("stone-game-ii 100") << "stone-game-ii"
                                       << "piles=1,2,3,4,5,100"
                                       << "104" << -1LL << -1LL;
    QTest::newRow("stones 10;1,4") << "stones"
                                   << "n=10 moves=1,4"
                                   << "5" << 18LL << 6LL;
    QTest::newRow("stones 11;1,2,3,6") << "stones"
                                       << "n=11 moves=1,2,3,6"
                                       << "8" << -1LL << -1LL;
    QTest::newRow("stones 10000;2^k") << "stones"
                                      << "n=10000 moves=1,2,4,8,16,32,64,128,256,512"
                                      << "5136" << 98988LL << -1LL;
    QTest::newRow("prime 7") << "prime"
                             << "n=7"
                             << "Win" << -1LL << -1LL;
    QTest::newRow("prime 2") << "prime"
                             << "n=2"
                             << "Lose" << -1LL << -1LL;
    QTest::newRow("prime 9299") << "prime"
                                << "n=9299"
                                << "Win" << 27095LL << 22793LL;
}

void TestGames::seedExamples()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QString, answer);
    QFETCH(qint64, calls);
    QFETCH(qint64, memoHits);

    const auto g = makeGame(game, params);
    const SolveResult counted = solveCounted(*g, g->defaultOptions());
    QCOMPARE(g->answerText(counted.answer), answer);
    if (calls >= 0)
        QCOMPARE(counted.stats.calls, calls);
    if (memoHits >= 0)
        QCOMPARE(counted.stats.memoHits, memoHits);

    // Tracing changes nothing the run computes.
    RunLimits limits;
    limits.maxRecordedCalls = 20'000'000;
    const SolveResult traced = solveTraced(*g, g->defaultOptions(), limits);
    QCOMPARE(traced.answer, counted.answer);
    QCOMPARE(traced.stats.calls, counted.stats.calls);
    QCOMPARE(traced.stats.memoHits, counted.stats.memoHits);
    QCOMPARE(traced.stats.distinctStates, counted.stats.distinctStates);
    QCOMPARE(traced.stats.maxDepth, counted.stats.maxDepth);
    QCOMPARE(qint64(traced.trace->size()), counted.stats.calls);

    NullRecorder untraced;
    QCOMPARE(g->solve(untraced, g->defaultOptions()), counted.answer);
}

namespace {
std::vector<int> randomList(std::mt19937& rng, int count, int low, int high)
{
    std::uniform_int_distribution<int> value(low, high);
    std::vector<int> list(std::size_t(count), 0);
    for (int& v : list)
        v = value(rng);
    return list;
}

QString joined(const std::vector<int>& list)
{
    QStringList parts;
    for (int v : list)
        parts << QString::number(v);
    return parts.join(u',');
}
} // namespace

void TestGames::agreesWithPlainMinimax_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<qint64>("answer");
    QTest::addColumn<qint64>("positions"); // -1: the solver's tree differs from the plain game tree

    std::mt19937 rng(20261130);
    for (int k = 0; k < 40; ++k) {
        const int max = 1 + int(rng() % 8);
        const int total = int(rng() % (max * (max + 1) / 2 + 3));
        const auto ref = reference::canIWin(max, total);
        QTest::addRow("can-i-win %d,%d", max, total) << "can-i-win" << QStringLiteral("max=%1 total=%2").arg(max).arg(total)
                                                     << qint64(ref.answer) << qint64(ref.positions);
    }
    for (int k = 0; k < 40; ++k) {
        const int n = 2 + int(rng() % 22);
        const auto ref = reference::primeGame(n);
        QTest::addRow("prime %d #%d", n, k) << "prime" << QStringLiteral("n=%1").arg(n) << qint64(ref.answer)
                                            << qint64(ref.positions);
    }
    for (int k = 0; k < 40; ++k) {
        const int n = 1 + int(rng() % 18);
        std::vector<int> moves {1};
        for (int a = 2; a <= n; ++a)
            if (rng() % 3 == 0)
                moves.push_back(a);
        const auto ref = reference::stones(n, moves);
        QTest::addRow("stones %d;%s", n, qPrintable(joined(moves)))
            << "stones" << QStringLiteral("n=%1 moves=%2").arg(n).arg(joined(moves)) << qint64(ref.answer)
            << qint64(ref.positions);
    }
    for (int k = 0; k < 40; ++k) {
        const std::vector<int> piles = randomList(rng, 1 + int(rng() % 10), 1, 30);
        const auto ref = reference::stoneGameII(piles);
        QTest::addRow("stone-game-ii %s", qPrintable(joined(piles)))
            << "stone-game-ii" << QStringLiteral("piles=%1").arg(joined(piles)) << qint64(ref.answer) << -1LL;
    }
}

void TestGames::agreesWithPlainMinimax()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(qint64, answer);
    QFETCH(qint64, positions);

    const auto g = makeGame(game, params);
    for (const bool memo : {true, false}) {
        for (const bool shortCircuit : {false, true}) {
            if (shortCircuit && !g->hasShortCircuit())
                continue;
            const SolveResult result = solveCounted(*g, {memo, shortCircuit});
            QCOMPARE(qint64(result.answer), answer);
            if (!memo && !shortCircuit && positions >= 0)
                QCOMPARE(result.stats.calls, positions);
            if (!memo)
                QCOMPARE(result.stats.memoHits, 0LL);
        }
    }
}

void TestGames::canIWinWithoutAnyCall_data()
{
    QTest::addColumn<int>("max");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("answer");
    QTest::newRow("total 0") << 10 << 0 << true;
    QTest::newRow("total 56 > 55") << 10 << 56 << false;
    QTest::newRow("total 300, max 20") << 20 << 300 << false;
    QTest::newRow("total 0, max 1") << 1 << 0 << true;
}

void TestGames::canIWinWithoutAnyCall()
{
    QFETCH(int, max);
    QFETCH(int, total);
    QFETCH(bool, answer);
    const auto g = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=%1 total=%2").arg(max).arg(total));
    const SolveResult result = solveTraced(*g, g->defaultOptions());
    QCOMPARE(bool(result.answer), answer);
    QCOMPARE(result.stats.calls, 0LL);
    QCOMPARE(result.stats.maxDepth, -1LL);
    QVERIFY(result.trace->empty());
    QCOMPARE(result.trace->eventCount(), 0LL);
}

void TestGames::shortCircuitSavesCalls()
{
    // The prime game's article returns at the first deciding move: fewer calls, same answer.
    const auto prime = makeGame(QStringLiteral("prime"), QStringLiteral("n=7"));
    QVERIFY(prime->shortCircuitByDefault());
    const SolveResult full = solveCounted(*prime, {false, false});
    const SolveResult shortCut = solveCounted(*prime, {false, true});
    QCOMPARE(full.stats.calls, 15LL); // the article's figure: 15 positions
    QCOMPARE(full.answer, shortCut.answer);
    QVERIFY(shortCut.stats.calls < full.stats.calls);

    // Can I Win's article evaluates every move; the option stops at the first winning one.
    const auto canIWin = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=10 total=20"));
    QVERIFY(!canIWin->shortCircuitByDefault());
    const SolveResult all = solveCounted(*canIWin, {true, false});
    const SolveResult first = solveCounted(*canIWin, {true, true});
    QCOMPARE(all.answer, first.answer);
    QVERIFY(first.stats.calls < all.stats.calls);
}

void TestGames::labels_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("call");
    QTest::addColumn<QString>("stateLabel");
    QTest::addColumn<QString>("moveLabel");

    QTest::newRow("can-i-win root") << "can-i-win"
                                    << "max=10 total=11" << 0 << "used {} · need 11"
                                    << "";
    QTest::newRow("can-i-win take 1") << "can-i-win"
                                      << "max=10 total=11" << 1 << "used {1} · need 10"
                                      << "take 1";
    QTest::newRow("can-i-win take 2") << "can-i-win"
                                      << "max=10 total=11" << 2 << "used {1,2} · need 8"
                                      << "take 2";
    QTest::newRow("stone-game-ii x=1") << "stone-game-ii"
                                       << "piles=2,7,9,4,4" << 1 << "i=1 M=1"
                                       << "x=1";
    QTest::newRow("stones remove 1") << "stones"
                                     << "n=10 moves=1,4" << 1 << "n=9"
                                     << "remove 1";
    QTest::newRow("prime root") << "prime"
                                << "n=7" << 0 << "N=7, first player"
                                << "";
    QTest::newRow("prime subtract 7") << "prime"
                                      << "n=7" << 1 << "N=0, second player"
                                      << "subtract 7";
}

void TestGames::labels()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(int, call);
    QFETCH(QString, stateLabel);
    QFETCH(QString, moveLabel);
    const auto g = makeGame(game, params);
    const SolveResult result = solveTraced(*g, g->defaultOptions());
    QCOMPARE(g->stateLabel(result.trace->state(call)), stateLabel);
    if (!moveLabel.isEmpty())
        QCOMPARE(g->moveLabel(result.trace->move(call)), moveLabel);
}

void TestGames::labelsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("japanese");
    QTest::addColumn<QString>("korean");
    QTest::newRow("can-i-win") << "can-i-win"
                               << "max=10 total=11"
                               << "used {} · need 11"
                               << "使用済み {} · あと 11"
                               << "사용 {} · 남은 목표 11";
    QTest::newRow("prime") << "prime"
                           << "n=7"
                           << "N=7, first player"
                           << "N=7・先手"
                           << "N=7, 선공";
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4"
                                   << "i=0 M=1"
                                   << "i=0 M=1"
                                   << "i=0 M=1";
    QTest::newRow("stones") << "stones"
                            << "n=10 moves=1,4"
                            << "n=10"
                            << "n=10"
                            << "n=10";
}

// Labels are made from translations looked up once per language (LabelPattern): each switch, back
// and forth, gives that language's label at once.
void TestGames::labelsFollowTheLanguage()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QString, english);
    QFETCH(QString, japanese);
    QFETCH(QString, korean);
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    const auto g = makeGame(game, params);
    const SolveResult result = solveTraced(*g, g->defaultOptions());
    const std::uint32_t root = result.trace->state(0);
    for (const auto& [language, label] : {std::pair(QStringLiteral("en"), english), std::pair(QStringLiteral("ja"), japanese),
             std::pair(QStringLiteral("ko"), korean), std::pair(QStringLiteral("en"), english)}) {
        QVERIFY(setLanguage(language));
        QCOMPARE(g->stateLabel(root), label);
    }
}

void TestGames::canIWinLabels_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("used");
    QTest::addColumn<QString>("stateLabel");

    QTest::newRow("two digits") << "max=20 total=210" << QList<int> {10, 12, 20} << "used {10,12,20} · need 168";
    QTest::newRow("all of them") << "max=12 total=40" << QList<int> {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
                                 << "used {1,2,3,4,5,6,7,8,9,10,11,12} · reached 78";
    QTest::newRow("reached exactly") << "max=4 total=6" << QList<int> {1, 2, 3} << "used {1,2,3} · reached 6";
    QTest::newRow("one, past the total") << "max=20 total=5" << QList<int> {20} << "used {20} · reached 20";
}

// The label is built by hand for speed (Find labels every state): it says what the state's JSON
// says, in every state of a game.
void TestGames::canIWinLabels()
{
    QFETCH(QString, params);
    QFETCH(QList<int>, used);
    QFETCH(QString, stateLabel);
    const auto g = makeGame(QStringLiteral("can-i-win"), params);
    std::uint32_t state = 0;
    for (int number : used)
        state |= 1u << (number - 1);
    QCOMPARE(g->stateLabel(state), stateLabel);

    const auto small = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=12 total=40"));
    for (std::uint32_t s = 0; s < small->stateSpaceSize(); ++s) {
        const QJsonObject json = small->stateJson(s);
        QStringList numbers;
        int sum = 0;
        for (const QJsonArray list = json.value(QStringLiteral("used")).toArray(); const QJsonValue& n : list) {
            numbers << QString::number(n.toInt());
            sum += n.toInt();
        }
        const int need = json.value(QStringLiteral("need")).toInt();
        const QString set = QStringLiteral("{") + numbers.join(QLatin1Char(',')) + QStringLiteral("}");
        QCOMPARE(small->stateLabel(s),
            need > 0 ? QStringLiteral("used %1 · need %2").arg(set).arg(need)
                     : QStringLiteral("used %1 · reached %2").arg(set).arg(sum));
    }
}

// Every shown value names whose view it is: the prime game's values are the first player's, Can
// I Win's and the score games' the player to move's (so a second-player call's "true" is theirs).
void TestGames::valuesSayWhoseView_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("call");
    QTest::addColumn<QString>("full");
    QTest::addColumn<QString>("brief");

    QTest::newRow("prime #1: N=0, second to move") << "prime"
                                                   << "n=7" << false << 1 << "Lose · first player loses"
                                                   << "Lose · 1st loses";
    QTest::newRow("prime #3: N=0, first to move") << "prime"
                                                  << "n=7" << false << 3 << "Win · first player wins"
                                                  << "Win · 1st wins";
    QTest::newRow("prime #2: N=2, second to move") << "prime"
                                                   << "n=7" << false << 2 << "Win · first player wins"
                                                   << "Win · 1st wins";
    QTest::newRow("can-i-win root") << "can-i-win"
                                    << "max=4 total=6" << true << 0 << "true · first player (to move) wins"
                                    << "true · 1st wins";
    QTest::newRow("can-i-win #1: second to move loses") << "can-i-win"
                                                        << "max=4 total=6" << true << 1 << "false · second player (to move) loses"
                                                        << "false · 2nd loses";
    QTest::newRow("can-i-win #11: second to move wins") << "can-i-win"
                                                        << "max=4 total=6" << true << 11 << "true · second player (to move) wins"
                                                        << "true · 2nd wins";
    QTest::newRow("can-i-win #16: first to move loses") << "can-i-win"
                                                        << "max=4 total=6" << true << 16 << "false · first player (to move) loses"
                                                        << "false · 1st loses";
    QTest::newRow("stones root") << "stones"
                                 << "n=10 moves=1,4" << true << 0 << "5 · first player (to move) gets 5"
                                 << "5 · 1st gets 5";
    QTest::newRow("stones #1: n=9, second to move") << "stones"
                                                    << "n=10 moves=1,4" << true << 1 << "5 · second player (to move) gets 5"
                                                    << "5 · 2nd gets 5";
    QTest::newRow("stone-game-ii root") << "stone-game-ii"
                                        << "piles=2,7,9,4,4" << true << 0 << "10 · first player (to move) gets 10"
                                        << "10 · 1st gets 10";
}

void TestGames::valuesSayWhoseView()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, call);
    QFETCH(QString, full);
    QFETCH(QString, brief);
    const auto g = makeGame(game, params);
    const SolveResult result = solveTraced(*g, {memo, false});
    const Trace& trace = *result.trace;
    QCOMPARE(g->valueWithView(trace.value(call), trace.player(call)), full);
    QCOMPARE(g->valueWithViewShort(trace.value(call), trace.player(call)), brief);
}

void TestGames::badParameters_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("message");

    QTest::newRow("max 0") << "can-i-win"
                           << "max=0 total=5"
                           << "--max: 0 is out of range; allowed: 1 to 20";
    QTest::newRow("max 21") << "can-i-win"
                            << "max=21 total=5"
                            << "--max: 21 is out of range; allowed: 1 to 20";
    QTest::newRow("total -1") << "can-i-win"
                              << "max=5 total=-1"
                              << "--total: -1 is out of range; allowed: 0 to 300";
    QTest::newRow("total 301") << "can-i-win"
                               << "max=5 total=301"
                               << "--total: 301 is out of range; allowed: 0 to 300";
    QTest::newRow("max text") << "can-i-win"
                              << "max=ten total=5"
                              << "--max: 'ten' is not an integer";
    QTest::newRow("max huge") << "can-i-win"
                              << "max=99999999999999999999 total=5"
                              << "--max: 99999999999999999999 is out of range";
    QTest::newRow("missing total") << "can-i-win"
                                   << "max=5"
                                   << "missing --total";
    QTest::newRow("foreign param") << "can-i-win"
                                   << "max=5 total=5 n=3"
                                   << "can-i-win has no parameter --n";

    QTest::newRow("no piles") << "stone-game-ii"
                              << "piles="
                              << "--piles: the list is empty";
    QTest::newRow("101 piles") << "stone-game-ii"
                               << QStringLiteral("piles=") + QStringList(101, QStringLiteral("1")).join(QLatin1Char(','))
                               << "--piles: 101 items given";
    QTest::newRow("pile 0") << "stone-game-ii"
                            << "piles=2,0,9"
                            << "--piles: item 2 (0) is out of range";
    QTest::newRow("pile 10001") << "stone-game-ii"
                                << "piles=10001"
                                << "--piles: item 1 (10001) is out of range";
    QTest::newRow("empty item") << "stone-game-ii"
                                << "piles=2,,9"
                                << "item 2 is empty";
    QTest::newRow("trailing comma") << "stone-game-ii"
                                    << "piles=2,9,"
                                    << "item 3 is empty";
    QTest::newRow("not a number") << "stone-game-ii"
                                  << "piles=2,x,9"
                                  << "item 2 'x' is not an integer";

    QTest::newRow("stones n 0") << "stones"
                                << "n=0 moves=1"
                                << "--n: 0 is out of range; allowed: 1 to 10000";
    QTest::newRow("stones n 10001") << "stones"
                                    << "n=10001 moves=1"
                                    << "--n: 10001 is out of range";
    QTest::newRow("moves 101") << "stones"
                               << QStringLiteral("n=10000 moves=") + QStringList(101, QStringLiteral("1")).join(QLatin1Char(','))
                               << "--moves: 101 items given";
    QTest::newRow("first not 1") << "stones"
                                 << "n=10 moves=2,4"
                                 << "the first move must be 1";
    QTest::newRow("not increasing") << "stones"
                                    << "n=10 moves=1,4,3"
                                    << "must be strictly increasing";
    QTest::newRow("repeated move") << "stones"
                                   << "n=10 moves=1,4,4"
                                   << "must be strictly increasing";
    QTest::newRow("last > N") << "stones"
                              << "n=3 moves=1,4"
                              << "the last move 4 is more than N=3";
    QTest::newRow("move 0") << "stones"
                            << "n=10 moves=0,1"
                            << "item 1 (0) is out of range";

    QTest::newRow("prime 1") << "prime"
                             << "n=1"
                             << "--n: 1 is out of range; allowed: 2 to 10000";
    QTest::newRow("prime 10001") << "prime"
                                 << "n=10001"
                                 << "--n: 10001 is out of range; allowed: 2 to 10000";
    QTest::newRow("prime 7.5") << "prime"
                               << "n=7.5"
                               << "--n: '7.5' is not an integer";
    QTest::newRow("unknown game") << "chess"
                                  << "n=7"
                                  << "unknown game 'chess'; the games: can-i-win, stone-game-ii, stones, prime";
}

void TestGames::badParameters()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QString, message);
    try {
        makeGame(game, params);
        QFAIL("no ParamError");
    } catch (const ParamError& error) {
        QVERIFY2(error.message().contains(message), qPrintable(error.message()));
    }
}

void TestGames::gamesListedWithLimits()
{
    const std::vector<GameInfo> games = allGames();
    QStringList ids;
    for (const GameInfo& game : games)
        ids << game.id;
    QCOMPARE(ids,
        QStringList(
            {QStringLiteral("can-i-win"), QStringLiteral("stone-game-ii"), QStringLiteral("stones"), QStringLiteral("prime")}));
    QCOMPARE(games[0].params[0].limitsText(), QStringLiteral("1 to 20"));
    QCOMPARE(games[1].params[0].limitsText(), QStringLiteral("a comma-separated list of 1 to 100 integers, each 1 to 10000"));
    // Every game builds from its own example parameters.
    for (const GameInfo& game : games) {
        ParamText text;
        for (const ParamSpec& spec : game.params)
            text[spec.name] = spec.example;
        QVERIFY(game.create(text) != nullptr);
    }
}

QTEST_GUILESS_MAIN(TestGames)
#include "tst_games.moc"
