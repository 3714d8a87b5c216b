// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// `gametree play` run as a student runs it at home: moves typed on standard input, the solver's
// replies, the summary and its JSON; and the seed 003 code played against the built-in game.

#include "support/code_command_line.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

class TestCliPlay : public QObject, private CodeCommandLine {
    Q_OBJECT

private slots:
    void initTestCase();
    void playsAndNamesTheFirstMistake();
    void youMoveSecond();
    void textSummary();
    void wrongMovesAreRetyped();
    void undoTakesBackBothMoves();
    void inputEndingEarlyKeepsTheGame();
    void programsEarlyExitKeepsTheGame();
    void refusedOptions_data();
    void refusedOptions();
    void seedCodePlaysAsTheBuiltInGame_data();
    void seedCodePlaysAsTheBuiltInGame();

private:
    CommandOutput play(const QStringList& args, const QByteArray& input) const
    {
        return runCommand(m_bin, QStringList {QStringLiteral("play")} + args, 300000, input);
    }
    QJsonObject playJson(const QStringList& args, const QByteArray& input) const
    {
        const CommandOutput out = play(args + QStringList {QStringLiteral("--json")}, input);
        if (out.status != 0)
            qWarning("gametree play %s: status %d: %s", qPrintable(args.join(u' ')), out.status, out.err.constData());
        return QJsonDocument::fromJson(out.out).object();
    }
};

void TestCliPlay::initTestCase()
{
    setUpCommandLine(QStringLiteral(GAMETREE_SOURCE_DIR), qEnvironmentVariable("GAMETREE_BIN"), GAMETREE_TEST_CACHE);
}

// The issue's own example: at N=7 taking 2 loses, taking 5 would have won.
void TestCliPlay::playsAndNamesTheFirstMistake()
{
    const QJsonObject game = playJson({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")}, "2\n2\n");
    const QJsonArray moves = game[u"moves"].toArray();
    QCOMPARE(moves.size(), 3);
    QCOMPARE(moves[0].toObject()[u"by"].toString(), QStringLiteral("you"));
    QCOMPARE(moves[0].toObject()[u"from"].toString(), QStringLiteral("N=7, first player"));
    QCOMPARE(moves[0].toObject()[u"move"].toInt(), 2);
    QCOMPARE(moves[1].toObject()[u"by"].toString(), QStringLiteral("solver"));
    QCOMPARE(moves[1].toObject()[u"from"].toString(), QStringLiteral("N=5, second player"));
    QCOMPARE(moves[1].toObject()[u"move"].toInt(), 3); // 5 would hand over 0; 3 hands over 2, a loss
    QCOMPARE(moves[2].toObject()[u"move"].toInt(), 2);
    QCOMPARE(game[u"winner"].toString(), QStringLiteral("solver"));
    const QJsonObject mistake = game[u"firstMistake"].toObject();
    QCOMPARE(mistake[u"from"].toString(), QStringLiteral("N=7, first player"));
    QCOMPARE(mistake[u"played"].toInt(), 2);
    QCOMPARE(mistake[u"winning"].toArray(), QJsonArray {5});

    const QJsonObject won = playJson({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")}, "5\n");
    QCOMPARE(won[u"winner"].toString(), QStringLiteral("you"));
    QVERIFY(won[u"firstMistake"].isNull());
    QCOMPARE(won[u"moves"].toArray().size(), 2);
}

void TestCliPlay::youMoveSecond()
{
    // 10 stones, 1 or 4: 5 each with best play; the solver opens with 1 (the first best move).
    const QJsonObject game
        = playJson({QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--moves"),
                       QStringLiteral("1,4"), QStringLiteral("--you"), QStringLiteral("second")},
            "1\n4\n1\n");
    const QJsonArray moves = game[u"moves"].toArray();
    QCOMPARE(game[u"you"].toString(), QStringLiteral("second"));
    QCOMPARE(moves[0].toObject()[u"by"].toString(), QStringLiteral("solver"));
    QCOMPARE(moves[0].toObject()[u"move"].toInt(), 1);
    QCOMPARE(game[u"winner"].toString(), QStringLiteral("draw"));
    QCOMPARE(game[u"points"].toObject()[u"you"].toInt(), 5);
    QCOMPARE(game[u"points"].toObject()[u"solver"].toInt(), 5);
    QVERIFY(game[u"firstMistake"].isNull());
}

void TestCliPlay::textSummary()
{
    const CommandOutput out = play({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")}, "2\n2\n");
    QCOMPARE(out.status, 0);
    const QString text = QString::fromUtf8(out.out);
    QVERIFY2(text.contains(QStringLiteral("moves: 7 (subtract 7), 5 (subtract 5), 3 (subtract 3), 2 (subtract 2)")), out.out);
    QVERIFY2(text.contains(QStringLiteral("2. the solver: subtract 3 at N=5 — subtract 3 wins: it is the first winning move "
                                          "the recursion tries")),
        out.out);
    QVERIFY2(text.endsWith(QStringLiteral("  The solver won.\n  At N=7, you chose subtract 2; subtract 5 would have won.\n")),
        out.out);
    QVERIFY2(!text.contains(QStringLiteral("> ")), "no prompt when the moves come from a pipe");

    const CommandOutput ja = play(
        {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--lang"), QStringLiteral("ja")},
        "2\n2\n");
    QCOMPARE(ja.status, 0);
    QVERIFY2(!QString::fromUtf8(ja.out).contains(QStringLiteral("Summary")), ja.out);
}

void TestCliPlay::wrongMovesAreRetyped()
{
    const CommandOutput out
        = play({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--json")}, "4\nfive\n5\n");
    QCOMPARE(out.status, 0);
    QCOMPARE(out.err,
        QByteArray("gametree: '4' is not a move here; type one of: 7, 5, 3, 2, u (undo) or q (stop)\n"
                   "gametree: 'five' is not a move here; type one of: 7, 5, 3, 2, u (undo) or q (stop)\n"));
    QCOMPARE(QJsonDocument::fromJson(out.out).object()[u"winner"].toString(), QStringLiteral("you"));
}

void TestCliPlay::undoTakesBackBothMoves()
{
    const QJsonObject game = playJson({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")}, "2\nu\n5\n");
    const QJsonArray moves = game[u"moves"].toArray();
    QCOMPARE(moves.size(), 2);
    QCOMPARE(moves[0].toObject()[u"move"].toInt(), 5);
    QCOMPARE(game[u"winner"].toString(), QStringLiteral("you"));
    QVERIFY(game[u"firstMistake"].isNull()); // the mistake taken back is not counted
}

void TestCliPlay::inputEndingEarlyKeepsTheGame()
{
    const CommandOutput out
        = play({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("30"), QStringLiteral("--json")}, "2\n");
    QCOMPARE(out.status, 2);
    QCOMPARE(out.err, QByteArray("gametree: the game stopped before it was over: no more moves were typed\n"));
    const QJsonObject game = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(game[u"over"].toBool(true), false);
    QVERIFY(game[u"winner"].isNull());
    QCOMPARE(game[u"moves"].toArray().size(), 2);
}

// Take 1 or 4, written as most people write it: return at the first winning move. At n=6 the
// loop returns after taking 1 (n=5 loses), so the solver cannot know n=6's other move: the game
// so far is printed and the reason says what to change (a traced program has no switch for it).
void TestCliPlay::programsEarlyExitKeepsTheGame()
{
    QTemporaryDir dir;
    QFile program(dir.filePath(QStringLiteral("take14.py")));
    QVERIFY(program.open(QIODevice::WriteOnly));
    program.write("from functools import cache\n\n\n@cache\ndef wins(n):\n    for take in (1, 4):\n"
                  "        if take <= n and not wins(n - take):\n            return True\n    return False\n\n\n"
                  "print('First' if wins(int(input())) else 'Second')\n");
    program.close();
    QFile input(dir.filePath(QStringLiteral("in.txt")));
    QVERIFY(input.open(QIODevice::WriteOnly));
    input.write("7\n");
    input.close();
    const CommandOutput out = play(
        {QStringLiteral("--code"), program.fileName(), QStringLiteral("--stdin"), input.fileName(), QStringLiteral("--json")},
        "1\n");
    QCOMPARE(out.status, 2);
    QCOMPARE(QString::fromUtf8(out.err),
        QStringLiteral("gametree: the program returned at n=6 before trying every move (an early exit in its loop), so "
                       "its other moves are unknown; let the loop try every move to play on\n"));
    const QJsonObject game = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(game[u"over"].toBool(true), false);
    const QJsonArray moves = game[u"moves"].toArray();
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][u"from"].toString(), QStringLiteral("n=7"));
    QCOMPARE(moves[0][u"to"].toString(), QStringLiteral("n=6"));
}

void TestCliPlay::refusedOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    QTest::newRow("--you third") << QStringList {QStringLiteral("play"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--you"), QStringLiteral("third")}
                                 << "--you: 'third' is not allowed; use first or second";
    QTest::newRow("--you on trace") << QStringList {QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--you"), QStringLiteral("first")}
                                    << "--you is an option of play, not of trace";
    QTest::newRow("--memo on play") << QStringList {QStringLiteral("play"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--memo"), QStringLiteral("off")}
                                    << "--memo is not an option of play, which runs with the memo on and the short-circuit "
                                       "off so that every move of every position is known";
    QTest::newRow("no game") << QStringList {QStringLiteral("play")}
                             << "play needs a game: can-i-win, stone-game-ii, stones, prime";
    QTest::newRow("can-i-win with no call") << QStringList {QStringLiteral("play"), QStringLiteral("can-i-win"),
        QStringLiteral("--max"), QStringLiteral("5"), QStringLiteral("--total"), QStringLiteral("0")}
                                            << "the run made no call, so there is no position to play";
}

void TestCliPlay::refusedOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CommandOutput out = run(args);
    QCOMPARE(out.status, 2);
    QCOMPARE(QString::fromUtf8(out.err), QStringLiteral("gametree: ") + message + u'\n');
    QVERIFY(out.out.isEmpty());
}

// The seed article's code, traced as written, records no move numbers: its calls are numbered in
// the order it makes them (ascending stones taken), so "1" takes the fewest stones in both.
void TestCliPlay::seedCodePlaysAsTheBuiltInGame_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QByteArray>("moves");

    QTest::newRow("10; 1,4") << "003_abc270d_stones.in"
                             << QStringList {QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--moves"),
                                    QStringLiteral("1,4")}
                             << QByteArray("1\n1\n1\n1\n");
    QTest::newRow("100; 1,3,7")
        << "003_abc270d_stones.2.in"
        << QStringList {QStringLiteral("--n"), QStringLiteral("100"), QStringLiteral("--moves"), QStringLiteral("1,3,7")}
        << QByteArray("1\n2\n1\n1\n3\n1\n2\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n"
                      "1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n");
}

void TestCliPlay::seedCodePlaysAsTheBuiltInGame()
{
    QFETCH(QString, input);
    QFETCH(QStringList, params);
    QFETCH(QByteArray, moves);
    const QString seeds = m_sourceDir + QStringLiteral("/tests/data/seed_code/");
    const QJsonObject code = playJson(
        {QStringLiteral("--code"), seeds + QStringLiteral("003_abc270d_stones.cpp"), QStringLiteral("--stdin"), seeds + input},
        moves);
    // The built-in game's moves are the stones taken: the same game is typed as those.
    const QJsonArray played = code[u"moves"].toArray();
    QVERIFY(code[u"over"].toBool());
    QByteArray stonesTaken;
    QList<int> allowed;
    for (const QString& a : params.at(3).split(u','))
        allowed << a.toInt();
    for (const QJsonValue& move : played) {
        const QJsonObject m = move.toObject();
        if (m[u"by"].toString() != QLatin1String("you"))
            continue;
        const int from = m[u"from"].toString().mid(2).toInt();
        const int to = m[u"to"].toString().mid(2).toInt();
        stonesTaken += QByteArray::number(from - to) + '\n';
        QVERIFY(allowed.contains(from - to));
    }
    const QJsonObject same = playJson(QStringList {QStringLiteral("stones")} + params, stonesTaken);
    const QJsonArray builtInMoves = same[u"moves"].toArray();
    QCOMPARE(builtInMoves.size(), played.size());
    for (qsizetype k = 0; k < played.size(); ++k) {
        const QJsonObject a = played[k].toObject();
        const QJsonObject b = builtInMoves[k].toObject();
        QCOMPARE(a[u"by"], b[u"by"]);
        QCOMPARE(a[u"from"], b[u"from"]); // both label a position n=...
        QCOMPARE(a[u"to"], b[u"to"]);     // the solver's replies are the same moves
    }
    QCOMPARE(code[u"winner"], same[u"winner"]);
    QCOMPARE(code[u"points"], same[u"points"]);
    QCOMPARE(code[u"firstMistake"].toObject()[u"from"], same[u"firstMistake"].toObject()[u"from"]);
    QCOMPARE(code[u"firstMistake"].isNull(), same[u"firstMistake"].isNull());
}

QTEST_GUILESS_MAIN(TestCliPlay)
#include "tst_cli_play.moc"
