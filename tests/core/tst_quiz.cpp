// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Quiz mode's rules without the window: which returns are asked, where stepping stops, and the
// tally. The events are those of `gametree trace` (enter of c is 2c - depth, see core/trace.h).

#include "core/quiz.h"
#include "core/solve.h"
#include "core/trace_analysis.h"
#include "support/scripted_game.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

Q_DECLARE_METATYPE(gt::Quiz::Scope)
Q_DECLARE_METATYPE(gt::Player)

namespace {
// The article's figure: prime N=7, memo off, short-circuit off (15 calls, 30 events).
Run prime7()
{
    return traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
}
// ABC 270 D: stones n=10, moves 1,4, memo on (18 calls, 36 events).
Run stones10()
{
    return traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
}

Run runNamed(const QString& name)
{
    if (name == QLatin1String("prime7"))
        return prime7();
    if (name == QLatin1String("stones10"))
        return stones10();
    if (name == QLatin1String("stone-game-ii"))
        return traced(QStringLiteral("stone-game-ii"), QStringLiteral("piles=2,7,9,4,4"), {true, false});
    if (name == QLatin1String("prime12"))
        return traced(QStringLiteral("prime"), QStringLiteral("n=12"), {true, true});
    if (name == QLatin1String("can-i-win 5,9"))
        return traced(QStringLiteral("can-i-win"), QStringLiteral("max=5 total=9"), {false, false});
    return traced(QStringLiteral("can-i-win"), QStringLiteral("max=4 total=6"), {true, false});
}

// The event at which call c returns: the event after it is its next sibling's enter,
// 2 * subtreeEnd(c) - depth(c) (see core/trace.h), or the parent's return, at the same index.
std::int64_t returnEvent(const Trace& trace, std::int32_t c)
{
    return 2 * std::int64_t(trace.subtreeEnd(c)) - trace.depth(c) - 1;
}

constexpr Quiz::Scope every = Quiz::Scope::EveryReturn;
constexpr Quiz::Scope rootOnly = Quiz::Scope::RootMovesOnly;
} // namespace

class TestQuiz : public QObject {
    Q_OBJECT

private slots:
    void askedEvents_data();
    void askedEvents();
    void firstQuestionIn_data();
    void firstQuestionIn();
    void firstQuestionInAgreesWithAsks_data();
    void firstQuestionInAgreesWithAsks();
    void answer_data();
    void answer();
    void answerWinnerMapsToTheStoredValue_data();
    void answerWinnerMapsToTheStoredValue();
    void answerWinnerAgreesWithTheColours_data();
    void answerWinnerAgreesWithTheColours();
    void programValuesAreAsked_data();
    void programValuesAreAsked();
    void scoreAnswersAreTheMoversStones_data();
    void scoreAnswersAreTheMoversStones();
    void prime7Session();
    void stones10FirstReturn();
};

void TestQuiz::askedEvents_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<Quiz::Scope>("scope");
    QTest::addColumn<QList<qint64>>("events");

    // Every return, never an enter; the root's own return (event 29 / 35) only at every return.
    QTest::newRow("prime 7 every return") << "prime7" << every
                                          << QList<qint64> {2, 5, 6, 9, 12, 13, 14, 17, 20, 21, 24, 26, 27, 28, 29};
    // The root's moves #1, #2, #4, #8.
    QTest::newRow("prime 7 root's moves") << "prime7" << rootOnly << QList<qint64> {2, 6, 14, 28};
    QTest::newRow("stones 10 every return") << "stones10" << every
                                            << QList<qint64> {
                                                   11, 12, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 31, 32, 34, 35};
    // The root's moves #1 (remove 1) and #17 (remove 4).
    QTest::newRow("stones 10 root's moves") << "stones10" << rootOnly << QList<qint64> {32, 34};
}

// asks() over every event and a little beyond the trace on both sides.
void TestQuiz::askedEvents()
{
    QFETCH(QString, run);
    QFETCH(Quiz::Scope, scope);
    QFETCH(QList<qint64>, events);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    Quiz quiz;
    quiz.setScope(scope);
    QCOMPARE(quiz.scope(), scope);
    QList<qint64> asked;
    for (std::int64_t k = -2; k < trace.eventCount() + 2; ++k)
        if (quiz.asks(trace, k))
            asked.push_back(k);
    QCOMPARE(asked, events);
}

void TestQuiz::firstQuestionIn_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<Quiz::Scope>("scope");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<qint64>("question"); // -1: none

    QTest::newRow("prime: End from the start stops at #1's return") << "prime7" << every << 1LL << 30LL << 2LL;
    QTest::newRow("prime: an empty range") << "prime7" << every << 2LL << 2LL << -1LL;
    QTest::newRow("prime: the question itself is the range") << "prime7" << every << 2LL << 3LL << 2LL;
    QTest::newRow("prime: enters only") << "prime7" << every << 3LL << 5LL << -1LL;
    QTest::newRow("prime: #3's return ends the range") << "prime7" << every << 3LL << 6LL << 5LL;
    QTest::newRow("prime: root only skips #3 for #2") << "prime7" << rootOnly << 3LL << 30LL << 6LL;
    QTest::newRow("prime: root only, inside #4") << "prime7" << rootOnly << 7LL << 14LL << -1LL;
    QTest::newRow("prime: root only, #4's return") << "prime7" << rootOnly << 7LL << 15LL << 14LL;
    QTest::newRow("prime: root only, the last move") << "prime7" << rootOnly << 15LL << 30LL << 28LL;
    QTest::newRow("prime: the root's return") << "prime7" << every << 29LL << 30LL << 29LL;
    QTest::newRow("prime: root only never asks the root") << "prime7" << rootOnly << 29LL << 30LL << -1LL;
    QTest::newRow("prime: clamped to the trace") << "prime7" << every << -5LL << 100LL << 2LL;
    QTest::newRow("prime: past the end") << "prime7" << every << 30LL << 100LL << -1LL;
    QTest::newRow("stones: first return is #10's") << "stones10" << every << 1LL << 36LL << 11LL;
    QTest::newRow("stones: root only") << "stones10" << rootOnly << 1LL << 36LL << 32LL;
    QTest::newRow("stones: root only after #1") << "stones10" << rootOnly << 33LL << 36LL << 34LL;
    QTest::newRow("stones: between #11 and #12") << "stones10" << every << 17LL << 19LL << 17LL;
    QTest::newRow("stones: #12 entered") << "stones10" << every << 18LL << 36LL << 19LL;
}

void TestQuiz::firstQuestionIn()
{
    QFETCH(QString, run);
    QFETCH(Quiz::Scope, scope);
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(qint64, question);
    const Run r = runNamed(run);
    Quiz quiz;
    quiz.setScope(scope);
    QCOMPARE(qint64(quiz.firstQuestionIn(*r.result.trace, from, to).value_or(-1)), question);
}

void TestQuiz::firstQuestionInAgreesWithAsks_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<Quiz::Scope>("scope");
    QTest::addColumn<int>("answerEvery"); // answer every k-th question first (0: none)
    for (const char* run : {"prime7", "stones10", "can-i-win"}) {
        for (const int k : {0, 2, 3}) {
            QTest::addRow("%s every return, answer every %d", run, k) << run << every << k;
            QTest::addRow("%s root's moves, answer every %d", run, k) << run << rootOnly << k;
        }
    }
}

// Every range [from, to) of each run: the walk from event to event finds what asks() finds one
// event at a time, also with some calls answered.
void TestQuiz::firstQuestionInAgreesWithAsks()
{
    QFETCH(QString, run);
    QFETCH(Quiz::Scope, scope);
    QFETCH(int, answerEvery);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    Quiz quiz;
    quiz.setScope(scope);
    int before = 0; // questions before any answer
    for (std::int64_t k = 0; k < trace.eventCount(); ++k) {
        if (!quiz.asks(trace, k))
            continue;
        if (++before % std::max(answerEvery, 1) == 0 && answerEvery > 0)
            QVERIFY(quiz.answer(trace, k, 0));
    }
    QCOMPARE(quiz.asked(), answerEvery > 0 ? before / answerEvery : 0);
    int questions = 0;
    for (std::int64_t from = 0; from <= trace.eventCount(); ++from) {
        questions += quiz.asks(trace, from);
        for (std::int64_t to = from; to <= trace.eventCount(); ++to) {
            std::optional<std::int64_t> expected;
            for (std::int64_t k = from; k < to && !expected; ++k)
                if (quiz.asks(trace, k))
                    expected = k;
            QCOMPARE(quiz.firstQuestionIn(trace, from, to), expected);
        }
    }
    QCOMPARE(questions + quiz.asked(), before); // an answered call is not asked again
}

void TestQuiz::answer_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<qint64>("event");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("call"); // -1: not a question, no verdict
    QTest::addColumn<int>("truth");
    QTest::addColumn<bool>("right");

    QTest::newRow("prime #1 Lose, answered Win") << "prime7" << 2LL << 1 << 1 << 0 << false;
    QTest::newRow("prime #1 Lose, answered Lose") << "prime7" << 2LL << 0 << 1 << 0 << true;
    QTest::newRow("prime #3 Win, answered Win") << "prime7" << 5LL << 1 << 3 << 1 << true;
    QTest::newRow("prime #2 Win, answered Lose") << "prime7" << 6LL << 0 << 2 << 1 << false;
    QTest::newRow("prime root Win") << "prime7" << 29LL << 1 << 0 << 1 << true;
    QTest::newRow("prime an enter") << "prime7" << 1LL << 0 << -1 << 0 << false;
    QTest::newRow("prime before the trace") << "prime7" << -1LL << 0 << -1 << 0 << false;
    QTest::newRow("prime past the trace") << "prime7" << 30LL << 0 << -1 << 0 << false;
    QTest::newRow("stones #10 n=0 scores 0") << "stones10" << 11LL << 0 << 10 << 0 << true;
    QTest::newRow("stones #9 n=1 scores 1") << "stones10" << 12LL << 0 << 9 << 1 << false;
    QTest::newRow("stones root n=10 scores 5") << "stones10" << 35LL << 5 << 0 << 5 << true;
    QTest::newRow("stones #12 memo n=1") << "stones10" << 19LL << 1 << 12 << 1 << true;
    QTest::newRow("stones an enter") << "stones10" << 10LL << 0 << -1 << 0 << false;
}

void TestQuiz::answer()
{
    QFETCH(QString, run);
    QFETCH(qint64, event);
    QFETCH(int, value);
    QFETCH(int, call);
    QFETCH(int, truth);
    QFETCH(bool, right);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    Quiz quiz;
    const std::optional<Quiz::Verdict> verdict = quiz.answer(trace, event, value);
    if (call < 0) {
        QVERIFY(!verdict);
        QCOMPARE(quiz.asked(), 0);
        return;
    }
    QVERIFY(verdict);
    QCOMPARE(verdict->call, call);
    QCOMPARE(verdict->truth, truth);
    QCOMPARE(verdict->right, right);
    QCOMPARE(quiz.asked(), 1);
    QCOMPARE(quiz.right(), right ? 1 : 0);
    QVERIFY(!quiz.asks(trace, event)); // answered: not asked again
    QVERIFY(!quiz.answer(trace, event, value));
    QCOMPARE(quiz.asked(), 1);
}

// "Who wins from here?": the button's player becomes the value the trace stores for the call,
// which is the first player's view in the prime game and the mover's in Can I Win.
void TestQuiz::answerWinnerMapsToTheStoredValue_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<int>("call");
    QTest::addColumn<Player>("toMove");
    QTest::addColumn<int>("stored");
    QTest::addColumn<Player>("winner"); // the button pressed
    QTest::addColumn<bool>("right");

    const Player first = Player::First, second = Player::Second;
    // Prime: #1 N=0 handed to the second player (they win), stored Lose: the first player's view.
    QTest::newRow("prime #1, second to move, answered second") << "prime7" << 1 << second << 0 << second << true;
    QTest::newRow("prime #1, second to move, answered first") << "prime7" << 1 << second << 0 << first << false;
    QTest::newRow("prime #2, second to move, answered first") << "prime7" << 2 << second << 1 << first << true;
    QTest::newRow("prime #3, first to move, answered first") << "prime7" << 3 << first << 1 << first << true;
    QTest::newRow("prime #3, first to move, answered second") << "prime7" << 3 << first << 1 << second << false;
    QTest::newRow("prime #6, first to move, answered second") << "prime7" << 6 << first << 0 << second << true;
    // Can I Win: stored true means the player to move wins, whoever that is.
    QTest::newRow("can-i-win root, first to move, answered first") << "can-i-win" << 0 << first << 1 << first << true;
    QTest::newRow("can-i-win #1, second to move, answered first") << "can-i-win" << 1 << second << 0 << first << true;
    QTest::newRow("can-i-win #1, second to move, answered second") << "can-i-win" << 1 << second << 0 << second << false;
    QTest::newRow("can-i-win #11, second to move, answered second") << "can-i-win" << 11 << second << 1 << second << true;
    QTest::newRow("can-i-win #11, second to move, answered first") << "can-i-win" << 11 << second << 1 << first << false;
    QTest::newRow("can-i-win #16, first to move, answered second") << "can-i-win" << 16 << first << 0 << second << true;
    QTest::newRow("can-i-win #16, first to move, answered first") << "can-i-win" << 16 << first << 0 << first << false;
}

void TestQuiz::answerWinnerMapsToTheStoredValue()
{
    QFETCH(QString, run);
    QFETCH(int, call);
    QFETCH(Player, toMove);
    QFETCH(int, stored);
    QFETCH(Player, winner);
    QFETCH(bool, right);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    QCOMPARE(trace.player(call), toMove);
    QCOMPARE(trace.value(call), stored);
    Quiz quiz;
    const std::int64_t event = returnEvent(trace, call);
    QVERIFY(quiz.asks(trace, event));
    QCOMPARE(trace.event(event).call, call);
    const std::optional<Quiz::Verdict> verdict = quiz.answerWinner(*r.game, trace, event, winner);
    QVERIFY(verdict);
    QCOMPARE(verdict->call, call);
    QCOMPARE(verdict->truth, stored);
    QCOMPARE(verdict->right, right);
    QCOMPARE(quiz.right(), right ? 1 : 0);
    QCOMPARE(favouredPlayer(*r.game, trace, call) == winner, right); // the verdict names the same winner
    QVERIFY(!quiz.answerWinner(*r.game, trace, event, winner));      // answered: not asked again
}

void TestQuiz::answerWinnerAgreesWithTheColours_data()
{
    QTest::addColumn<QString>("run");
    for (const char* run : {"prime7", "prime12", "can-i-win", "can-i-win 5,9"})
        QTest::newRow(run) << run;
}

// Every return of each win/lose run: the player the drawing colours as the winner is the right
// answer, the other one is wrong.
void TestQuiz::answerWinnerAgreesWithTheColours()
{
    QFETCH(QString, run);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    Quiz rightAnswers, wrongAnswers;
    int questions = 0;
    for (std::int32_t c = 0; c < trace.size(); ++c) {
        const std::int64_t event = returnEvent(trace, c);
        QCOMPARE(trace.event(event).call, c);
        const Player winner = favouredPlayer(*r.game, trace, c);
        const Player loser = winner == Player::First ? Player::Second : Player::First;
        QVERIFY(rightAnswers.answerWinner(*r.game, trace, event, winner)->right);
        QVERIFY(!wrongAnswers.answerWinner(*r.game, trace, event, loser)->right);
        QCOMPARE(r.game->standing(trace.value(c), trace.player(c)), winner == Player::First ? Standing::First : Standing::Second);
        ++questions;
    }
    QCOMPARE(rightAnswers.right(), questions);
    QCOMPARE(wrongAnswers.right(), 0);
}

// Score games ask for a number: the stones the player to move gets, first or second.
void TestQuiz::scoreAnswersAreTheMoversStones_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<int>("call");
    QTest::addColumn<Player>("toMove");
    QTest::addColumn<int>("number");
    QTest::addColumn<bool>("right");

    QTest::newRow("stones root, first to move, gets 5") << "stones10" << 0 << Player::First << 5 << true;
    QTest::newRow("stones #1 n=9, second to move, gets 5") << "stones10" << 1 << Player::Second << 5 << true;
    QTest::newRow("stones #1 n=9, the first player's 4") << "stones10" << 1 << Player::Second << 4 << false;
    QTest::newRow("stones #2 n=8, first to move, gets 4") << "stones10" << 2 << Player::First << 4 << true;
    QTest::newRow("sg2 root, first to move, gets 10") << "stone-game-ii" << 0 << Player::First << 10 << true;
    QTest::newRow("sg2 root, the second player's 16") << "stone-game-ii" << 0 << Player::First << 16 << false;
    QTest::newRow("sg2 #1, second to move, gets 16") << "stone-game-ii" << 1 << Player::Second << 16 << true;
}

void TestQuiz::scoreAnswersAreTheMoversStones()
{
    QFETCH(QString, run);
    QFETCH(int, call);
    QFETCH(Player, toMove);
    QFETCH(int, number);
    QFETCH(bool, right);
    const Run r = runNamed(run);
    const Trace& trace = *r.result.trace;
    QCOMPARE(trace.player(call), toMove);
    Quiz quiz;
    const std::optional<Quiz::Verdict> verdict = quiz.answer(trace, returnEvent(trace, call), number);
    QVERIFY(verdict);
    QCOMPARE(verdict->call, call);
    QCOMPARE(verdict->right, right);
}

// The studio test's session (tst_studio quizPausesBeforeEachReturn), on the rules alone.
void TestQuiz::prime7Session()
{
    const Run r = prime7();
    const Trace& trace = *r.result.trace;
    Quiz quiz;
    QCOMPARE(quiz.scope(), every);
    QCOMPARE(quiz.firstQuestionIn(trace, 2, 3), std::optional<std::int64_t>(2)); // #1's return
    const auto first = quiz.answer(trace, 2, 1);                                 // Win: wrong, #1 returns Lose
    QVERIFY(first && first->call == 1 && first->truth == 0 && !first->right);
    QCOMPARE(quiz.right(), 0);
    QCOMPARE(quiz.asked(), 1);
    QVERIFY(!quiz.answer(trace, 1, 0)); // an enter: nothing changes
    QCOMPARE(quiz.asked(), 1);

    QCOMPARE(quiz.firstQuestionIn(trace, 3, 30), std::optional<std::int64_t>(5)); // #3 (N=0, first player)
    const auto second = quiz.answer(trace, 5, 1);
    QVERIFY(second && second->call == 3 && second->truth == 1 && second->right);
    QCOMPARE(quiz.right(), 1);
    QCOMPARE(quiz.asked(), 2);
    QCOMPARE(quiz.firstQuestionIn(trace, 6, 30), std::optional<std::int64_t>(6)); // #2's return
    QCOMPARE(quiz.firstQuestionIn(trace, 0, 30), std::optional<std::int64_t>(6)); // #1 and #3 answered

    // The scope changes what is asked, not the tally.
    quiz.setScope(rootOnly);
    QCOMPARE(quiz.right(), 1);
    QCOMPARE(quiz.asked(), 2);
    QVERIFY(!quiz.answer(trace, 9, 1));                                            // #5's return: a grandchild
    QCOMPARE(quiz.firstQuestionIn(trace, 7, 30), std::optional<std::int64_t>(14)); // #4
    QVERIFY(quiz.answer(trace, 14, 0)->right);
    QCOMPARE(quiz.right(), 2);
    QCOMPARE(quiz.asked(), 3);

    // Reset forgets the answers and the tally, keeps the scope.
    quiz.reset();
    QCOMPARE(quiz.right(), 0);
    QCOMPARE(quiz.asked(), 0);
    QCOMPARE(quiz.scope(), rootOnly);
    QVERIFY(quiz.asks(trace, 2));
    QVERIFY(quiz.asks(trace, 14));
    QVERIFY(!quiz.asks(trace, 5));
}

// Score games: the first return on the way to the end is the base case #10 (n=0), worth 0.
void TestQuiz::stones10FirstReturn()
{
    const Run r = stones10();
    const Trace& trace = *r.result.trace;
    Quiz quiz;
    const std::optional<std::int64_t> question = quiz.firstQuestionIn(trace, 1, trace.eventCount());
    QCOMPARE(question, std::optional<std::int64_t>(11));
    QCOMPARE(trace.event(*question).call, 10);
    QCOMPARE(r.game->stateLabel(trace.state(10)), QStringLiteral("n=0"));
    const auto verdict = quiz.answer(trace, *question, 0);
    QVERIFY(verdict && verdict->call == 10 && verdict->truth == 0 && verdict->right);
    QCOMPARE(quiz.right(), 1);
    QCOMPARE(quiz.asked(), 1);
    QCOMPARE(quiz.firstQuestionIn(trace, 11, trace.eventCount()), std::optional<std::int64_t>(12)); // #9 (n=1)
}

void TestQuiz::programValuesAreAsked_data()
{
    QTest::addColumn<ValueMeaning>("values");
    QTest::addColumn<QString>("tree"); // see scripted_game.h
    QTest::addColumn<int>("call");
    QTest::addColumn<Standing>("answered"); // who is ahead, for the kinds asked so
    QTest::addColumn<qint64>("number");     // the number typed, for the others
    QTest::addColumn<bool>("right");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("verdict");

    const Standing first = Standing::First, draw = Standing::Even;
    QTest::newRow("negamax: a draw, answered draw") << ValueMeaning::Negamax << "0[1,0]" << 0 << draw << qint64(0) << true
                                                    << "Call #0 (p0, first player to move): who wins from here, or is it a draw?"
                                                    << "From p0 (first player to move) it is a draw: call #0 returns 0 · a draw.";
    QTest::newRow("negamax: a draw, answered first")
        << ValueMeaning::Negamax << "0[1,0]" << 0 << first << qint64(0) << false
        << "Call #0 (p0, first player to move): who wins from here, or is it a draw?"
        << "From p0 (first player to move) it is a draw: call #0 returns 0 · a draw.";
    QTest::newRow("negamax: a win") << ValueMeaning::Negamax << "1[0,-1]" << 0 << first << qint64(0) << true
                                    << "Call #0 (p0, first player to move): who wins from here, or is it a draw?"
                                    << "From p0 (first player to move) the first player wins: call #0 returns 1 · first player "
                                       "(to move) wins.";
    QTest::newRow("difference, 64-bit") << ValueMeaning::ScoreDifference << "-5000000000000[5000000000000]" << 0 << first
                                        << qint64(-5000000000000) << true
                                        << "Call #0 (p0): by how much is the player to move (first player) ahead from here? "
                                           "(Behind: below 0.)"
                                        << "From p0 (first player to move): call #0 returns -5000000000000 · first player (to "
                                           "move) behind by 5000000000000.";
    QTest::newRow("grundy, wrong") << ValueMeaning::Grundy << "2[0,1[0],m3]" << 0 << first << qint64(3) << false
                                   << "Call #0 (p0): what is its Grundy number (the mex of its moves' values)?"
                                   << "From p0 (first player to move): call #0 returns 2 · first player (to move) wins.";
}

// Draws are answered as such; score differences and Grundy numbers are typed, 64-bit.
void TestQuiz::programValuesAreAsked()
{
    QFETCH(ValueMeaning, values);
    QFETCH(QString, tree);
    QFETCH(int, call);
    QFETCH(Standing, answered);
    QFETCH(qint64, number);
    QFETCH(bool, right);
    QFETCH(QString, question);
    QFETCH(QString, verdict);
    ScriptedGame game(values, tree);
    const SolveResult result = solveTraced(game, {false, false});
    const Trace& trace = *result.trace;
    const QuizWords words = quizWords(game, trace, call);
    QCOMPARE(words.question, question);
    QCOMPARE(words.verdict, verdict);
    Quiz quiz;
    const std::optional<Quiz::Verdict> v = Quiz::asksNumber(values)
        ? quiz.answer(trace, returnEvent(trace, call), number)
        : quiz.answerStanding(game, trace, returnEvent(trace, call), answered);
    QVERIFY(v);
    QCOMPARE(v->right, right);
    QCOMPARE(v->truth, trace.value(call));
}

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
