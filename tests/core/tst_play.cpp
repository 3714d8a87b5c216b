// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Play: the solver's replies against an independent minimax at every position of every built-in
// game, the first mistake of scripted games named exactly, undo and "play from here".

#include "core/play/play_words.h"
#include "support/test_helpers.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <map>
#include <set>

using namespace gt;

namespace {

// How a position stands for its mover, and the moves that get the most out of it, worked out
// straight from each game's rules with a memo of its own (not the solvers' recursions).
struct Reference {
    Outlook outlook = Outlook::Draw;
    std::set<std::int32_t> bestMoves; // a lost win/lose position: every move
};

class PrimeRules {
public:
    explicit PrimeRules(int n)
    {
        for (int p = 2; p <= n; ++p) {
            bool prime = true;
            for (int d = 2; d * d <= p; ++d)
                prime = prime && p % d != 0;
            if (prime)
                m_primes.push_back(p);
        }
    }
    bool moverWins(int n)
    {
        if (n <= 1)
            return true; // handed 0 or 1
        if (const auto known = m_wins.find(n); known != m_wins.end())
            return known->second;
        bool wins = false;
        for (int p : m_primes)
            wins = wins || (p <= n && !moverWins(n - p));
        return m_wins[n] = wins;
    }
    // Moves to the end when the winner ends soonest and the loser holds out longest.
    int plies(int n)
    {
        if (n <= 1)
            return 0;
        const bool wins = moverWins(n);
        int best = -1;
        for (int p : m_primes) {
            if (p > n || (wins && moverWins(n - p)))
                continue;
            const int next = 1 + plies(n - p);
            best = best < 0 ? next : wins ? std::min(best, next) : std::max(best, next);
        }
        return best;
    }
    Reference at(int n)
    {
        Reference r {moverWins(n) ? Outlook::Win : Outlook::Loss, {}};
        for (int p : m_primes)
            if (p <= n && (r.outlook == Outlook::Loss || !moverWins(n - p)))
                r.bestMoves.insert(p);
        return r;
    }

private:
    std::vector<int> m_primes;
    std::map<int, bool> m_wins;
};

class CanIWinRules {
public:
    explicit CanIWinRules(int max)
        : m_max(max)
    {
    }
    // The numbers still free are those not in `used`; reaching `need` wins.
    bool moverWins(const std::set<int>& used, int need)
    {
        if (need <= 0)
            return false; // the opponent just reached the total
        const auto key = std::make_pair(used, need);
        if (const auto known = m_wins.find(key); known != m_wins.end())
            return known->second;
        bool wins = false;
        for (int i = 1; i <= m_max && !wins; ++i)
            if (!used.count(i)) {
                std::set<int> next = used;
                next.insert(i);
                wins = !moverWins(next, need - i);
            }
        return m_wins[key] = wins;
    }
    Reference at(const std::set<int>& used, int need)
    {
        Reference r {moverWins(used, need) ? Outlook::Win : Outlook::Loss, {}};
        for (int i = 1; i <= m_max; ++i) {
            if (used.count(i))
                continue;
            std::set<int> next = used;
            next.insert(i);
            if (r.outlook == Outlook::Loss || !moverWins(next, need - i))
                r.bestMoves.insert(i);
        }
        return r;
    }

private:
    int m_max;
    std::map<std::pair<std::set<int>, int>, bool> m_wins;
};

// ABC 270 D by the score difference (mine - theirs), not the solver's "n - dfs(n - a)".
class StonesRules {
public:
    explicit StonesRules(std::vector<int> moves)
        : m_moves(std::move(moves))
    {
    }
    int difference(int n)
    {
        if (n == 0)
            return 0;
        if (const auto known = m_difference.find(n); known != m_difference.end())
            return known->second;
        int best = INT_MIN;
        for (int a : m_moves)
            if (a <= n)
                best = std::max(best, a - difference(n - a));
        return m_difference[n] = best;
    }
    Reference at(int n)
    {
        const int d = difference(n);
        Reference r {d > 0 ? Outlook::Win : d == 0 ? Outlook::Draw : Outlook::Loss, {}};
        for (int a : m_moves)
            if (a <= n && a - difference(n - a) == d)
                r.bestMoves.insert(a);
        return r;
    }

private:
    std::vector<int> m_moves;
    std::map<int, int> m_difference;
};

// Stone Game II by Alice's and Bob's totals over the whole tree below (i, M).
class StoneGameIIRules {
public:
    explicit StoneGameIIRules(std::vector<int> piles)
        : m_piles(std::move(piles))
    {
    }
    int left(int i) const
    {
        int sum = 0;
        for (std::size_t k = std::size_t(i); k < m_piles.size(); ++k)
            sum += m_piles[k];
        return sum;
    }
    int taken(int i, int x) const { return left(i) - left(std::min(int(m_piles.size()), i + x)); }
    int moverBest(int i, int m)
    {
        const int n = int(m_piles.size());
        if (i >= n)
            return 0;
        if (const auto known = m_best.find({i, m}); known != m_best.end())
            return known->second;
        int best = 0;
        for (int x = 1; x <= 2 * m && i + x <= n; ++x)
            best = std::max(best, taken(i, x) + left(i + x) - moverBest(i + x, std::max(m, x)));
        return m_best[{i, m}] = best;
    }
    Reference at(int i, int m)
    {
        const int best = moverBest(i, m);
        Reference r {2 * best > left(i) ? Outlook::Win : 2 * best == left(i) ? Outlook::Draw : Outlook::Loss, {}};
        for (int x = 1; x <= 2 * m && i + x <= int(m_piles.size()); ++x)
            if (taken(i, x) + left(i + x) - moverBest(i + x, std::max(m, x)) == best)
                r.bestMoves.insert(x);
        return r;
    }

private:
    std::vector<int> m_piles;
    std::map<std::pair<int, int>, int> m_best;
};

std::vector<int> listOf(const QString& text)
{
    std::vector<int> numbers;
    for (const QString& item : text.split(u','))
        numbers.push_back(item.toInt());
    return numbers;
}

// The reference's view of a position, read from its JSON (the game's public description of it).
PrimeRules& primeRules(const QString& params)
{
    static std::map<QString, PrimeRules> rules;
    return rules.try_emplace(params, paramText(params).at(QStringLiteral("n")).toInt()).first->second;
}

Reference referenceAt(const QString& id, const QString& params, const QJsonObject& state)
{
    static std::map<QString, CanIWinRules> canIWin;
    static std::map<QString, StonesRules> stones;
    static std::map<QString, StoneGameIIRules> stoneGameII;
    const ParamText p = paramText(params);
    if (id == QLatin1String("prime"))
        return primeRules(params).at(state[u"n"].toInt());
    if (id == QLatin1String("can-i-win")) {
        std::set<int> used;
        for (const QJsonArray numbers = state[u"used"].toArray(); const QJsonValue& v : numbers)
            used.insert(v.toInt());
        return canIWin.try_emplace(params, p.at(QStringLiteral("max")).toInt()).first->second.at(used, state[u"need"].toInt());
    }
    if (id == QLatin1String("stones"))
        return stones.try_emplace(params, listOf(p.at(QStringLiteral("moves")))).first->second.at(state[u"n"].toInt());
    return stoneGameII.try_emplace(params, listOf(p.at(QStringLiteral("piles"))))
        .first->second.at(state[u"i"].toInt(), state[u"M"].toInt());
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private slots:
    void solverPlaysBestMoves_data();
    void solverPlaysBestMoves();
    void summaryNamesTheFirstMistake_data();
    void summaryNamesTheFirstMistake();
    void undoRestoresThePosition();
    void playFromHere();
    void refusesMovesThatAreNotThere();
    void playedCallsFollowTheGame();
    void playedCallsKeepToTheTrace_data();
    void playedCallsKeepToTheTrace();
};

void TestPlay::solverPlaysBestMoves_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    // Positions with moves, each checked. Counted by hand for prime 7 (first player at 7, 3 and 2,
    // second at 5, 4 and 2) and the article's piles (i, M) = (0, 1), (1, 1), (2, 1), (3, 1): the
    // others end in a base case or the take-all shortcut.
    QTest::addColumn<int>("positions");

    QTest::newRow("prime 7") << "prime"
                             << "n=7" << 6;
    QTest::newRow("prime 100") << "prime"
                               << "n=100" << 192;
    QTest::newRow("can-i-win 4,6") << "can-i-win"
                                   << "max=4 total=6" << 9;
    QTest::newRow("can-i-win 6,12") << "can-i-win"
                                    << "max=6 total=12" << 37;
    QTest::newRow("can-i-win 10,11") << "can-i-win"
                                     << "max=10 total=11" << 43;
    QTest::newRow("stones 10;1,4") << "stones"
                                   << "n=10 moves=1,4" << 10;
    QTest::newRow("stones 60;1,2,5") << "stones"
                                     << "n=60 moves=1,2,5" << 60;
    QTest::newRow("stone-game-ii article") << "stone-game-ii"
                                           << "piles=2,7,9,4,4" << 4;
    QTest::newRow("stone-game-ii 9 piles") << "stone-game-ii"
                                           << "piles=3,1,4,1,5,9,2,6,5" << 12;
}

void TestPlay::solverPlaysBestMoves()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(int, positions);
    const std::unique_ptr<Game> built = makeGame(game, params);
    const GameGraph graph = exploreGame(*built, {});
    int checked = 0;
    for (std::uint32_t state = 0; state < built->stateSpaceSize(); ++state) {
        if (!graph.known(state) || graph.ended(state))
            continue;
        const PlayGame play(graph, state, graph.trace().player(graph.callOf(state)));
        const Reference expected = referenceAt(game, params, built->stateJson(state));
        const QByteArray where = built->stateLabel(state).toUtf8();
        QCOMPARE(int(play.outlook()), int(expected.outlook));
        const std::int32_t best = play.bestMove();
        QVERIFY2(expected.bestMoves.count(best), where + ": the solver chose " + QByteArray::number(best));
        if (graph.scoresPoints()) {
            ++checked;
            continue;
        }
        // Win/lose: the moves that keep the outlook are the winning ones (a lost position: all).
        const std::vector<std::int32_t> keeping = play.keepingMoves();
        QCOMPARE(std::set<std::int32_t>(keeping.begin(), keeping.end()), expected.bestMoves);
        if (expected.outlook == Outlook::Loss) { // lost: it holds out longest
            int longest = -1;
            int chosen = -1;
            for (const GraphMove& move : play.moves()) {
                longest = std::max(longest, graph.pliesLeft(move.to));
                if (move.move == best)
                    chosen = graph.pliesLeft(move.to);
            }
            QCOMPARE(chosen, longest);
        }
        if (game == QLatin1String("prime"))
            QCOMPARE(graph.pliesLeft(state), primeRules(params).plies(built->stateJson(state)[u"n"].toInt()));
        ++checked;
    }
    QCOMPARE(checked, positions);
}

void TestPlay::summaryNamesTheFirstMistake_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("moves");   // both teams' moves, in turn
    QTest::addColumn<QStringList>("ending"); // the summary after the moves played

    QTest::newRow("prime: team A gives it away")
        << "prime"
        << "n=7" << QList<int> {2, 3, 2}
        << QStringList {
               QStringLiteral("Team B won."), QStringLiteral("At N=7, team A chose subtract 2; subtract 5 would have won.")};
    QTest::newRow("prime: best play") << "prime"
                                      << "n=7" << QList<int> {5, 2}
                                      << QStringList {QStringLiteral("Team A won."),
                                             QStringLiteral("No move gave the game away: from N=7, team A wins with best play.")};
    // 1..3 to reach 4: the first player loses whatever it takes; team B errs at once.
    QTest::newRow("can-i-win: team B gives it away")
        << "can-i-win"
        << "max=3 total=4" << QList<int> {1, 2, 3}
        << QStringList {QStringLiteral("Team A won."),
               QStringLiteral("At used {1} · need 3, team B chose take 2; take 3 would have won.")};
    // 10 stones, 1 or 4: 5 each with best play; at 8, taking 1 leaves team B 4 to win by.
    QTest::newRow("stones: a draw given away")
        << "stones"
        << "n=10 moves=1,4" << QList<int> {1, 1, 1, 4, 1, 1, 1}
        << QStringList {QStringLiteral("Team B won, 6 stones to 4."),
               QStringLiteral("At n=8, team A chose remove 1; remove 4 would have drawn.")};
    // The article's piles: team B wins 16 to 10 with best play, but takes one pile at i=1.
    QTest::newRow("stone-game-ii: team B gives it away")
        << "stone-game-ii"
        << "piles=2,7,9,4,4" << QList<int> {1, 1, 2}
        << QStringList {QStringLiteral("Team B takes the 4 stones left."), QStringLiteral("Team A won, 15 stones to 11."),
               QStringLiteral("At i=1 M=1, team B chose x=1; x=2 would have won.")};
}

void TestPlay::summaryNamesTheFirstMistake()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QList<int>, moves);
    QFETCH(QStringList, ending);
    const std::unique_ptr<Game> built = makeGame(game, params);
    const GameGraph graph = exploreGame(*built, {});
    PlayGame play(graph);
    for (const int move : moves)
        play.play(move);
    QVERIFY(play.over());
    const QStringList lines = summaryLines(play, twoTeams());
    QCOMPARE(lines.size(), moves.size() + ending.size());
    QCOMPARE(lines.mid(moves.size()), ending);
    QCOMPARE(lines.constFirst(),
        QStringLiteral("1. team A: %1 at %2").arg(built->moveLabel(moves[0]), built->positionLabel(graph.start())));
}

void TestPlay::undoRestoresThePosition()
{
    const std::unique_ptr<Game> built = makeGame(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"));
    const GameGraph graph = exploreGame(*built, {});
    PlayGame play(graph);
    play.play(1);
    play.play(1);
    const std::array<std::int64_t, 2> atEight = play.points();
    QCOMPARE(play.position(), 8u);
    play.play(4);
    QCOMPARE(play.points()[0], 5);
    play.undo();
    QCOMPARE(play.position(), 8u);
    QCOMPARE(play.toMove(), Player::First);
    QCOMPARE(play.points(), atEight);
    QCOMPARE(play.history().size(), std::size_t(2));
    QCOMPARE(play.outlook(), Outlook::Draw);
    play.undo();
    play.undo();
    QCOMPARE(play.position(), 10u);
    QCOMPARE(play.points()[0] + play.points()[1], 0);
    QVERIFY(!play.canUndo());
    play.undo(); // nothing to take back: nothing changes
    QCOMPARE(play.position(), 10u);
    QCOMPARE(play.toMove(), Player::First);
}

void TestPlay::playFromHere()
{
    const std::unique_ptr<Game> stones = makeGame(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"));
    const GameGraph graph = exploreGame(*stones, {});
    PlayGame play(graph, 8, Player::Second);
    QCOMPARE(play.position(), 8u);
    QCOMPARE(play.toMove(), Player::Second);
    QCOMPARE(play.outlook(), Outlook::Draw);
    QCOMPARE(play.bestMove(), 4);
    QCOMPARE(play.keepingMoves(), std::vector<std::int32_t> {4});
    play.play(1);
    QCOMPARE(play.position(), 7u);
    QCOMPARE(play.toMove(), Player::First);
    QVERIFY(play.history().back().mistake());
    QCOMPARE(
        summaryLines(play, twoTeams()).constLast(), QStringLiteral("At n=8, team B chose remove 1; remove 4 would have drawn."));

    // The prime game's N=7 with the second player to move is never reached from N=7.
    const std::unique_ptr<Game> prime = makeGame(QStringLiteral("prime"), QStringLiteral("n=7"));
    const GameGraph primeGraph = exploreGame(*prime, {});
    try {
        PlayGame never(primeGraph, prime->stateSpaceSize() - 1, Player::Second);
        QFAIL("a position the recursion never reached was played from");
    } catch (const PlayError& error) {
        QCOMPARE(
            error.message(), QStringLiteral("the recursion never worked out N=7, second player, so it cannot be played from"));
    }
}

void TestPlay::refusesMovesThatAreNotThere()
{
    const std::unique_ptr<Game> prime = makeGame(QStringLiteral("prime"), QStringLiteral("n=7"));
    const GameGraph graph = exploreGame(*prime, {});
    PlayGame play(graph);
    QVERIFY(!play.allowed(4));
    QVERIFY_THROWS_EXCEPTION(PlayError, play.play(4));
    try {
        play.play(4);
    } catch (const PlayError& error) {
        QCOMPARE(error.message(), QStringLiteral("4 is not a move at N=7; allowed: 7, 5, 3, 2"));
    }
    play.playBest();
    QCOMPARE(play.history().back().move, 5);
    play.playBest();
    QVERIFY(play.over());
    QCOMPARE(play.winner(), std::optional<Player>(Player::First));
    try {
        play.bestMove();
        QFAIL("a move was found after the end");
    } catch (const PlayError& error) {
        QCOMPARE(error.message(), QStringLiteral("the game is over at N=0: there is no move to play"));
    }
}

void TestPlay::playedCallsFollowTheGame()
{
    // prime 7, memo on, short-circuit off: #0 N=7 (first) tries 7, 5, 3, 2 as #1, #2, #4, #8; #8
    // N=5 (second) tries 5, 3, 2 as #9, #10 (N=2, a memo answer of #6), #11; #6 N=2 (first) tries
    // 2 as #7 (N=0, the end).
    const std::unique_ptr<Game> prime = makeGame(QStringLiteral("prime"), QStringLiteral("n=7"));
    const GameGraph graph = exploreGame(*prime, {});
    const Trace& trace = graph.trace();
    PlayGame play(graph);
    QCOMPARE(playedCalls(play), std::vector<std::int32_t> {0});
    QCOMPARE(playedCallsStep(trace, playedCalls(play)), trace.eventCount()); // the root returns last
    play.play(2);
    QCOMPARE(playedCalls(play), (std::vector<std::int32_t> {0, 8}));
    play.play(3); // reaches N=2 by a memo answer: on through its link to the call that computed it
    QCOMPARE(playedCalls(play), (std::vector<std::int32_t> {0, 8, 10, 6}));
    QCOMPARE(trace.outcome(10), Outcome::Memo);
    QCOMPARE(trace.memoOf(10), 6);
    QCOMPARE(trace.state(10), trace.state(6));
    QCOMPARE(graph.callOf(play.position()), 6);
    // #6 returns before #10 is entered: the step shows both, after #8 (which holds #10) returns.
    QCOMPARE(playedCallsStep(trace, playedCalls(play)), trace.returnEvent(8) + 1);
    QVERIFY(trace.returnEvent(8) > trace.returnEvent(6));
    play.play(2);
    QVERIFY(play.over());
    QCOMPARE(playedCalls(play), (std::vector<std::int32_t> {0, 8, 10, 6, 7}));
    play.undo();
    play.undo();
    QCOMPARE(playedCalls(play), (std::vector<std::int32_t> {0, 8}));
    QCOMPARE(playedCallsStep(trace, playedCalls(play)), trace.returnEvent(8) + 1);

    // Best play, no memo answer on the way: 5 then 2.
    PlayGame best(graph);
    best.playBest();
    best.playBest();
    QCOMPARE(playedCalls(best), (std::vector<std::int32_t> {0, 2, 3}));
    QCOMPARE(playedCallsStep(trace, playedCalls(best)), trace.returnEvent(3) + 1);

    // From here: N=2, first player to move, is worked out by #6.
    PlayGame fromHere(graph, trace.state(10), Player::First);
    QCOMPARE(playedCalls(fromHere), std::vector<std::int32_t> {6});
    fromHere.play(2);
    QCOMPARE(playedCalls(fromHere), (std::vector<std::int32_t> {6, 7}));
}

void TestPlay::playedCallsKeepToTheTrace_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("moves");
    QTest::addColumn<int>("memoAnswers"); // memo answers the game passes through

    QTest::newRow("prime 7") << "prime"
                             << "n=7" << QList<int> {2, 3, 2} << 1;
    QTest::newRow("stones 10;1,4") << "stones"
                                   << "n=10 moves=1,4" << QList<int> {1, 1, 1, 4, 1, 1, 1} << 1;
    QTest::newRow("can-i-win 3,4") << "can-i-win"
                                   << "max=3 total=4" << QList<int> {1, 2, 3} << 0;
    QTest::newRow("can-i-win 3,4 memo") << "can-i-win"
                                        << "max=3 total=4" << QList<int> {2, 1, 3} << 1;
    // Ends at a base case whose state an earlier base case reached: the line ends at its own.
    QTest::newRow("can-i-win 4,6") << "can-i-win"
                                   << "max=4 total=6" << QList<int> {1, 3, 2} << 0;
}

void TestPlay::playedCallsKeepToTheTrace()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QList<int>, moves);
    QFETCH(int, memoAnswers);
    const std::unique_ptr<Game> built = makeGame(game, params);
    const GameGraph graph = exploreGame(*built, {});
    const Trace& trace = graph.trace();
    PlayGame play(graph);
    for (const int move : moves)
        play.play(move);
    const std::vector<std::int32_t> calls = playedCalls(play);
    QCOMPARE(calls.front(), 0);
    QCOMPARE(trace.state(calls.back()), play.position());
    QVERIFY(calls.back() == graph.callOf(play.position()) || play.over());
    // Each step is a move played (a child of the position's call) or a memo answer's link.
    std::size_t played = 0;
    int memo = 0;
    for (std::size_t i = 0; i + 1 < calls.size(); ++i) {
        const std::int32_t from = calls[i];
        const std::int32_t to = calls[i + 1];
        if (trace.parent(to) == from) {
            QVERIFY(played < play.history().size());
            const PlayedMove& move = play.history()[played++];
            QCOMPARE(from, graph.callOf(move.from));
            QCOMPARE(trace.move(to), move.move);
            QCOMPARE(trace.state(to), move.to);
        } else {
            QCOMPARE(trace.outcome(from), Outcome::Memo);
            QCOMPARE(trace.memoOf(from), to);
            QCOMPARE(trace.state(to), trace.state(from));
            QVERIFY(trace.outcome(to) != Outcome::Memo);
            ++memo;
        }
    }
    QCOMPARE(played, play.history().size());
    QCOMPARE(memo, memoAnswers);
}

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
