// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// What a run's values say about their meaning (core/value_evidence.h): the seed games' traces
// confirm their own kinds and refute the others; a kind is found where the syntax suggests
// none; a refuted suggestion with nothing else fitting gives plain values; the refuting call is
// named with its moves' values.

#include "core/game.h"
#include "core/params.h"
#include "core/solve.h"
#include "core/value_evidence.h"

#include <QtTest>

using namespace gt;

Q_DECLARE_METATYPE(gt::ValueMeaning)
Q_DECLARE_METATYPE(gt::CallValue)
Q_DECLARE_METATYPE(gt::Player)

class TestValueEvidence : public QObject {
    Q_OBJECT

private slots:
    void seedGamesReadAsTheirOwnKind_data();
    void seedGamesReadAsTheirOwnKind();
    void refutedSuggestionIsNamed();
    void noKindFitsGivesPlainValues();
    void aWinWithoutACallIsAllowed();
    void grundyNumbersBeforeMoverWins();
    void givenValuesAreNotQuestioned();
    void pairsReadByTheNumberLeftAlone_data();
    void pairsReadByTheNumberLeftAlone();
};

namespace {
ValueEvidence evidenceOf(const QString& game, const ParamText& params, SolveOptions options = {true, false})
{
    std::unique_ptr<Game> g = createGame(game, params);
    const SolveResult result = solveTraced(*g, options);
    return ValueEvidence::ofTrace(*result.trace);
}

// The refuting values as numbers, a pair as "(9, 9)"; a program's note writes them as its tree does.
QString noteOf(const ValueReading& reading)
{
    return valueReadingNote(reading, [](const CallValue& v) {
        return v.pair ? QStringLiteral("(%1, %2)").arg(v.first).arg(v.second) : QString::number(v.first);
    });
}

// A call of `mover` with children of the given values, returning `value`.
void call(ValueEvidence& e, Player mover, CallValue value, std::initializer_list<CallValue> children)
{
    e.enter(mover);
    const Player other = mover == Player::First ? Player::Second : Player::First;
    for (const CallValue& child : children) {
        e.enter(other);
        e.leave(child, Outcome::Base);
    }
    e.leave(value, children.size() ? Outcome::Computed : Outcome::Base);
}
} // namespace

void TestValueEvidence::seedGamesReadAsTheirOwnKind_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<ValueMeaning>("found");  // from no suggestion at all
    QTest::addColumn<QStringList>("refuted"); // the kinds its values contradict
    QTest::newRow("can-i-win 10 11") << QStringLiteral(
        "can-i-win") << ParamText {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}
                                     << true << ValueMeaning::MoverWins
                                     << QStringList {QStringLiteral("first-player-wins"), QStringLiteral("winner-index")};
    QTest::newRow("prime 7, no short-circuit")
        << QStringLiteral("prime") << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false
        << ValueMeaning::FirstPlayerWins << QStringList {QStringLiteral("mover-wins"), QStringLiteral("winner-index")};
    QTest::newRow("prime 9299") << QStringLiteral("prime") << ParamText {{QStringLiteral("n"), QStringLiteral("9299")}} << false
                                << ValueMeaning::FirstPlayerWins
                                << QStringList {QStringLiteral("mover-wins"), QStringLiteral("winner-index")};
}

void TestValueEvidence::seedGamesReadAsTheirOwnKind()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, shortCircuit);
    QFETCH(ValueMeaning, found);
    QFETCH(QStringList, refuted);
    const ValueEvidence evidence = evidenceOf(game, params, {true, shortCircuit});
    const ValueReading fromNothing = readValues(evidence, ValueMeaning::Plain);
    QCOMPARE(valueMeaningId(fromNothing.meaning), valueMeaningId(found));
    QCOMPARE(int(fromNothing.basis), int(ValueReading::Basis::Found));
    const ValueReading own = readValues(evidence, found);
    QCOMPARE(int(own.basis), int(ValueReading::Basis::Confirmed));
    QVERIFY(own.tested > 0);
    for (const QString& id : refuted) {
        const ValueReading other = readValues(evidence, *valueMeaningById(id));
        QCOMPARE(valueMeaningId(other.meaning), valueMeaningId(found));
        QCOMPARE(int(other.basis), int(ValueReading::Basis::Found));
        QVERIFY(other.why && other.why->refuted > 0);
    }
}

// Call #0 (first to move) returns 0 though its second move returns 0, a win for the mover.
void TestValueEvidence::refutedSuggestionIsNamed()
{
    ValueEvidence e;
    e.enter(Player::First);
    call(e, Player::Second, 1, {0});
    call(e, Player::Second, 0, {1, 1});
    e.leave(1, Outcome::Computed);
    // The mover wins: #0 = 1 with a child 0; #1 = 1 with a child 0; #3 = 0 with all children 1.
    const ValueReading reading = readValues(e, ValueMeaning::FirstPlayerWins);
    QCOMPARE(valueMeaningId(reading.meaning), QStringLiteral("mover-wins"));
    QVERIFY(reading.why);
    QCOMPARE(reading.why->firstRefuting, 1); // #1, second to move, returns 1 (first wins) though its child 0 wins for it
    QCOMPARE(reading.why->refutingValue.first, 1);
    QVERIFY(reading.why->refutingChildren == std::vector<CallValue>(1, CallValue(0)));
    const QString note = noteOf(reading);
    QVERIFY2(note.contains(QStringLiteral("call #1 returns 1 from moves that return 0")), qPrintable(note));
}

void TestValueEvidence::noKindFitsGivesPlainValues()
{
    ValueEvidence e; // Fibonacci: 2 from 1 and 1, 1 from 1 and 0
    e.enter(Player::First);
    call(e, Player::Second, 1, {1, 0});
    call(e, Player::Second, 1, {});
    e.leave(2, Outcome::Computed);
    QCOMPARE(valueMeaningId(readValues(e, ValueMeaning::Plain).meaning), QStringLiteral("plain"));
    QCOMPARE(int(readValues(e, ValueMeaning::Plain).basis), int(ValueReading::Basis::Unchecked));
    const ValueReading reading = readValues(e, ValueMeaning::MoverWins); // 2 is no win or loss
    QCOMPARE(valueMeaningId(reading.meaning), QStringLiteral("plain"));
    QCOMPARE(int(reading.basis), int(ValueReading::Basis::NoneFits));
    QVERIFY(noteOf(reading).contains(QStringLiteral("drawn as plain numbers")));
    QVERIFY2(noteOf(reading).contains(QStringLiteral("but call #0 returns 2;")), qPrintable(noteOf(reading)));
    // mex{1, 0} is 2 here, but a Grundy number the code computes may XOR two calls: it stands.
    const ValueReading grundy = readValues(e, ValueMeaning::Grundy);
    QCOMPARE(valueMeaningId(grundy.meaning), QStringLiteral("grundy"));
    QCOMPARE(int(grundy.basis), int(ValueReading::Basis::Unchecked));
}

// `if (i >= remaining || !f(...)) return true;`: a move wins without a call, so a win whose
// children are all wins for the opponent refutes nothing; a loss with a winning child does.
void TestValueEvidence::aWinWithoutACallIsAllowed()
{
    ValueEvidence e;
    e.enter(Player::First);
    call(e, Player::Second, 1, {1, 1}); // wins at once, without a call
    call(e, Player::Second, 0, {1});
    e.leave(1, Outcome::Computed);
    QVERIFY(e.holds(TestedKind::MoverWins));
    QCOMPARE(e.tally(TestedKind::MoverWins).telling, 1); // only the loss could have refuted it
    e.enter(Player::First);
    call(e, Player::Second, 0, {0}); // a loss with a winning move
    e.leave(1, Outcome::Computed);
    QVERIFY(!e.holds(TestedKind::MoverWins));
}

void TestValueEvidence::grundyNumbersBeforeMoverWins()
{
    ValueEvidence e;
    e.enter(Player::First);
    call(e, Player::Second, 1, {0});
    call(e, Player::Second, 0, {});
    e.leave(2, Outcome::Computed); // mex{1, 0} = 2
    QVERIFY(e.holds(TestedKind::Grundy));
    QVERIFY(!e.valuesFit(TestedKind::MoverWins));
    QCOMPARE(valueMeaningId(readValues(e, ValueMeaning::Plain).meaning), QStringLiteral("grundy"));
    QCOMPARE(valueMeaningId(readValues(e, ValueMeaning::MoverWins).meaning), QStringLiteral("grundy"));
}

void TestValueEvidence::givenValuesAreNotQuestioned()
{
    const ValueReading reading = givenValues(ValueMeaning::Negamax);
    QCOMPARE(valueMeaningId(reading.meaning), QStringLiteral("negamax"));
    QVERIFY(noteOf(reading).isEmpty());
}

QTEST_GUILESS_MAIN(TestValueEvidence)
// Pairs of scores. (mine, theirs): the opponent's total is what they got moving next, the child's
// first number. (the first player's, the second's): the mover adds to its own, so the other
// player's number is the child's. A pair that fits neither reads as plain; a (win, moves) pair
// reads by its first number.
void TestValueEvidence::pairsReadByTheNumberLeftAlone_data()
{
    QTest::addColumn<CallValue>("value");
    QTest::addColumn<CallValue>("left");
    QTest::addColumn<CallValue>("right");
    QTest::addColumn<Player>("mover");
    QTest::addColumn<ValueMeaning>("suggested");
    QTest::addColumn<QString>("read");
    QTest::addColumn<int>("basis");
    // 5 taken on top of the right child's (3, 4): (mine, theirs) = (4 + 5, 3)
    QTest::newRow("(mine, theirs) confirmed") << CallValue(9, 3) << CallValue(2, 7) << CallValue(3, 4) << Player::First
                                              << ValueMeaning::MoverScore << "mover-score" << int(ValueReading::Basis::Confirmed);
    QTest::newRow("(mine, theirs) found") << CallValue(9, 3) << CallValue(2, 7) << CallValue(3, 4) << Player::First
                                          << ValueMeaning::Plain << "mover-score" << int(ValueReading::Basis::Found);
    // the first player moves and adds 5 to the left child's (1, 6): the second's 6 stays
    QTest::newRow("(first, second), first moves")
        << CallValue(6, 6) << CallValue(1, 6) << CallValue(2, 5) << Player::First << ValueMeaning::FirstPlayerScore
        << "first-player-score" << int(ValueReading::Basis::Confirmed);
    // the second player moves and adds 2 to the right child's (4, 1): the first's 4 stays
    QTest::newRow("(first, second), second moves")
        << CallValue(4, 3) << CallValue(0, 8) << CallValue(4, 1) << Player::Second << ValueMeaning::MoverScore
        << "first-player-score" << int(ValueReading::Basis::Found);
    QTest::newRow("neither") << CallValue(9, 9) << CallValue(1, 2) << CallValue(3, 4) << Player::First << ValueMeaning::MoverScore
                             << "plain" << int(ValueReading::Basis::NoneFits);
    // (the mover wins, moves to the end): a loss, every move reaching a win for the opponent
    QTest::newRow("(win, moves)") << CallValue(0, 3) << CallValue(1, 2) << CallValue(1, 4) << Player::First
                                  << ValueMeaning::MoverScore << "mover-wins" << int(ValueReading::Basis::Found);
}

void TestValueEvidence::pairsReadByTheNumberLeftAlone()
{
    QFETCH(CallValue, value);
    QFETCH(CallValue, left);
    QFETCH(CallValue, right);
    QFETCH(Player, mover);
    QFETCH(ValueMeaning, suggested);
    QFETCH(QString, read);
    QFETCH(int, basis);
    ValueEvidence e;
    call(e, mover, value, {left, right});
    QVERIFY(e.pairs());
    const ValueReading reading = readValues(e, suggested);
    QCOMPARE(valueMeaningId(reading.meaning), read);
    QCOMPARE(int(reading.basis), basis);
    if (reading.basis == ValueReading::Basis::NoneFits) // named as the pair it is
        QVERIFY2(noteOf(reading).contains(QStringLiteral("call #0 returns (9, 9) from moves that return (1, 2), (3, 4)")),
            qPrintable(noteOf(reading)));
}

#include "tst_value_evidence.moc"
