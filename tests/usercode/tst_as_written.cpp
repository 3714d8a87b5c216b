// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Programs traced as written (no gametree.h), through the command line as a user runs it: the five
// seed articles' code blocks cut verbatim (non-breaking spaces, `main()` without a type and all)
// give the built-in games' answers, calls and memo hits; --memo off recomputes; what cannot be
// traced says why. The corpus of tests/data/as_written (contest solutions in many styles, with
// figures counted by a counter in a copy of each) is checked call for call.

#include "support/cards_truth.h"
#include "support/code_command_line.h"
#include "support/corpus_manifest.h"
#include "support/take134_truth.h"
#include "support/tictactoe_truth.h"
#include "support/test_helpers.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestAsWritten : public QObject, private CodeCommandLine {
    Q_OBJECT

private slots:
    void initTestCase();
    void seedCodeBlocks_data();
    void seedCodeBlocks();
    void labelsArePlayersAndState();
    void memoOffRecomputes();
    void memoOffRefusedWithoutAMemo();
    void compareMemoDrawsBoth();
    void answerOfSeveralLinesKeepsThem();
    void leetCodeClassWithCall_data();
    void leetCodeClassWithCall();
    void refusals_data();
    void refusals();
    void severalRootsAreCounted();
    void severalRecursionsDrawTheBiggest();
    void helperCallsAreSkippedWhole();
    void exitInsideTheRecursionKeepsTheCalls();
    void callsSurviveAnyEnding_data();
    void callsSurviveAnyEnding();
    void pairValuesAreRecordedWhole();
    void tupleOfThreeReadsByItsFirst();
    void pairValuesReadAsScores_data();
    void pairValuesReadAsScores();
    void noMemoIsNotAMemoReadBeforeTheCall();
    void threadsAndForkedChildren_data();
    void threadsAndForkedChildren();
    void corpus_data();
    void corpus();
    void coloursMatchMinimax_data();
    void coloursMatchMinimax();
    void stateOutsideTheParametersIsLabelled_data();
    void stateOutsideTheParametersIsLabelled();
    void labelsMissingTheStateClaimNoRepeat();
    void movesWithoutLabelsAreOnlyCounted();

private:
    QString seed(const QString& name) const { return m_sourceDir + QStringLiteral("/tests/data/seed_code/") + name; }
};

void TestAsWritten::initTestCase()
{
    setUpCommandLine(QStringLiteral(GAMETREE_SOURCE_DIR), QStringLiteral(GAMETREE_BIN), GAMETREE_TEST_CACHE);
}

// --- the seed articles' code, verbatim ------------------------------------------------------------

void TestAsWritten::seedCodeBlocks_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("memoHits");
    QTest::addColumn<QString>("note"); // a note the run must carry
    QTest::newRow("000 can-i-win ja (10, 11)") << "000_can_i_win_ja.cpp" << QByteArray() << "0" << 344 << 45 << "non-breaking";
    QTest::newRow("001 can-i-win ko (10, 11)") << "001_can_i_win_ko.cpp" << QByteArray() << "0" << 344 << 45 << "int main()";
    QTest::newRow("002 stone game II") << "002_stone_game_ii.cpp" << QByteArray() << "10" << 9 << 0 << "i, m";
    QTest::newRow("003 stones 10; 1,4") << "003_abc270d_stones.cpp" << QByteArray("10 2\n1 4\n") << "5" << 18 << 6 << "dp";
    QTest::newRow("003 stones 100; 1,3,7") << "003_abc270d_stones.cpp" << QByteArray("100 3\n1 3 7\n") << "50" << 293 << 190
                                           << "dp";
    QTest::newRow("004 prime 7") << "004_yukicoder7_prime.cpp" << QByteArray("7\n") << "Win" << 4 << 0 << "gnu++14";
    QTest::newRow("004 prime 9299") << "004_yukicoder7_prime.cpp" << QByteArray("9299\n") << "Win" << 27'095 << 22'793
                                    << "player to move";
}

void TestAsWritten::seedCodeBlocks()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, input);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    QFETCH(int, memoHits);
    QFETCH(QString, note);
    QStringList args {QStringLiteral("--code"), seed(file)};
    if (!input.isEmpty())
        args << QStringLiteral("--stdin") << writeFile(QStringLiteral("input.txt"), input);
    const QJsonObject json = solveJson(args);
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(json[QStringLiteral("memoHits")].toInt(), memoHits);
    const QStringList notes = json[QStringLiteral("notes")].toVariant().toStringList();
    QVERIFY2(notes.join(u'\n').contains(note), qPrintable(notes.join(u'\n')));
}

// The label is the state as the source names it, without what every call passes unchanged; the
// turn flag of the prime game names the player to move.
void TestAsWritten::labelsArePlayersAndState()
{
    const CommandOutput canIWin = run({QStringLiteral("trace"), QStringLiteral("--code"),
        seed(QStringLiteral("000_can_i_win_ja.cpp")), QStringLiteral("--json")});
    QCOMPARE(canIWin.status, 0);
    const QJsonArray nodes = QJsonDocument::fromJson(canIWin.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 344);
    QCOMPARE(nodes[0].toObject()[QStringLiteral("label")].toString(), QStringLiteral("s=11, mask=0"));
    QCOMPARE(nodes[1].toObject()[QStringLiteral("label")].toString(), QStringLiteral("s=10, mask=2"));
    QCOMPARE(nodes[1].toObject()[QStringLiteral("player")].toString(), QStringLiteral("second"));

    const QString input = writeFile(QStringLiteral("seven.txt"), "7\n");
    const CommandOutput prime = run({QStringLiteral("trace"), QStringLiteral("--code"),
        seed(QStringLiteral("004_yukicoder7_prime.cpp")), QStringLiteral("--stdin"), input, QStringLiteral("--json")});
    QCOMPARE(prime.status, 0);
    const QJsonArray calls = QJsonDocument::fromJson(prime.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(calls.size(), 4);
    const QStringList labels {
        QStringLiteral("T=0, N=7"), QStringLiteral("T=1, N=0"), QStringLiteral("T=1, N=2"), QStringLiteral("T=0, N=0")};
    const QStringList players {
        QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("second"), QStringLiteral("first")};
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(calls[k].toObject()[QStringLiteral("label")].toString(), labels[k]);
        QCOMPARE(calls[k].toObject()[QStringLiteral("player")].toString(), players[k]);
    }
    // T == 0 ? 1 : 0 at N=0 with the first player to move: the first player wins.
    QCOMPARE(calls[3].toObject()[QStringLiteral("value")].toInt(), 1);
    QCOMPARE(calls[3].toObject()[QStringLiteral("outcome")].toString(), QStringLiteral("base"));
}

void TestAsWritten::memoOffRecomputes()
{
    const QString input = writeFile(QStringLiteral("stones.txt"), "10 2\n1 4\n");
    const QJsonObject off = solveJson({QStringLiteral("--code"), seed(QStringLiteral("003_abc270d_stones.cpp")),
        QStringLiteral("--stdin"), input, QStringLiteral("--memo"), QStringLiteral("off")});
    QCOMPARE(off[QStringLiteral("answer")].toString(), QStringLiteral("5"));
    QCOMPARE(off[QStringLiteral("calls")].toInt(), 49); // the built-in stones game's figure with the memo off
    QCOMPARE(off[QStringLiteral("memoHits")].toInt(), 0);
    QCOMPARE(off[QStringLiteral("options")].toObject()[QStringLiteral("memo")].toBool(), false);
}

void TestAsWritten::memoOffRefusedWithoutAMemo()
{
    const QString path = writeFile(QStringLiteral("fib.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\nlong long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
        "int main() { int n; cin >> n; cout << fib(n) << endl; }\n");
    const QString input = writeFile(QStringLiteral("ten.txt"), "10\n");
    const QJsonObject on = solveJson({QStringLiteral("--code"), path, QStringLiteral("--stdin"), input});
    QCOMPARE(on[QStringLiteral("answer")].toString(), QStringLiteral("55"));
    QCOMPARE(on[QStringLiteral("calls")].toInt(), 177);
    const CommandOutput off = run({QStringLiteral("solve"), QStringLiteral("--code"), path, QStringLiteral("--stdin"), input,
        QStringLiteral("--memo"), QStringLiteral("off")});
    QCOMPARE(off.status, 2);
    QVERIFY2(off.err.contains("no memo test was found"), off.err.constData());
    QVERIFY(off.out.isEmpty());
}

void TestAsWritten::compareMemoDrawsBoth()
{
    const QString input = writeFile(QStringLiteral("stones2.txt"), "10 2\n1 4\n");
    const QString svg = m_dir.filePath(QStringLiteral("saving.svg"));
    const CommandOutput out
        = run({QStringLiteral("export"), QStringLiteral("--code"), seed(QStringLiteral("003_abc270d_stones.cpp")),
            QStringLiteral("--stdin"), input, QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o"), svg});
    QVERIFY2(out.status == 0, out.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("49") && text.contains("18"), "the title counts both runs");
    QVERIFY(text.contains("n=10"));
}

// A program that prints ten lines: the picture's title shows eight of them under "answer:", each
// indented (kept in the SVG, which collapses spaces otherwise), then "… 2 more lines".
void TestAsWritten::answerOfSeveralLinesKeepsThem()
{
    const QString path = writeFile(QStringLiteral("lines.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\nlong long memo[20];\n"
        "long long fib(int n) { if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = fib(n - 1) + fib(n - 2); "
        "}\nint main() { fib(10); for (int i = 1; i <= 10; i++) cout << (memo[i] % 2 ? \"AB\" : \"BA\") << i << "
        "\"\\n\"; }\n");
    const QString svg = m_dir.filePath(QStringLiteral("lines.svg"));
    const CommandOutput out = run({QStringLiteral("export"), QStringLiteral("--code"), path, QStringLiteral("-o"), svg});
    QVERIFY2(out.status == 0, out.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains(">answer:</text>"), text.constData());
    QVERIFY2(text.contains("xml:space=\"preserve\">  BA1</text>"), text.constData()); // memo[1] is never set: 0
    QVERIFY2(text.contains("xml:space=\"preserve\">  AB8</text>"), text.constData()); // fib(8) = 21
    QVERIFY2(!text.contains("BA9") && !text.contains("AB10"), text.constData());
    QVERIFY2(text.contains(QStringLiteral("  … 2 more lines</text>").toUtf8()), text.constData());
}

// --- a LeetCode class: no main(), the call made as the judge makes it ----------------------------

void TestAsWritten::leetCodeClassWithCall_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::newRow("vector argument, member memo") << QByteArray(R"(class Solution {
    vector<vector<int>> memo;
    int best(vector<int>& a, int l, int r) {
        if (l > r) return 0;
        if (memo[l][r] != INT_MIN) return memo[l][r];
        return memo[l][r] = max(a[l] - best(a, l + 1, r), a[r] - best(a, l, r - 1));
    }
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        memo.assign(n, vector<int>(n, INT_MIN));
        return best(nums, 0, n - 1) >= 0;
    }
};
)") << "predictTheWinner({1,5,233,7})"
                                                  << "true" << 21; // counted with a counter in a copy
    QTest::newRow("string argument, unordered_map memo") << QByteArray(R"(class Solution {
    unordered_map<string, bool> seen;
public:
    bool canWin(string s) {
        auto it = seen.find(s);
        if (it != seen.end()) return it->second;
        for (int i = 0; i + 1 < (int)s.size(); ++i)
            if (s[i] == '+' && s[i + 1] == '+') {
                string t = s;
                t[i] = t[i + 1] = '-';
                if (!canWin(t)) return seen[s] = true;
            }
        return seen[s] = false;
    }
};
)") << "canWin(\"++++\")"
                                                         << "true" << 4; // "++++", "--++", "----", "+--+"
}

void TestAsWritten::leetCodeClassWithCall()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, call);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    const QString path = writeFile(
        QStringLiteral("solution_%1.cpp").arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'_').replace(u',', u'_'),
        source);
    const QJsonObject json = solveJson({QStringLiteral("--code"), path, QStringLiteral("--call"), call});
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
}

// --- what cannot be traced says why --------------------------------------------------------------

void TestAsWritten::refusals_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("iterative DP") << QByteArray("#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n"
                                                "  int n = 10; vector<int> dp(n + 1); dp[0] = 0;\n"
                                                "  for (int i = 1; i <= n; ++i) dp[i] = max(dp[i - 1], i);\n"
                                                "  cout << dp[n] << endl;\n}\n")
                                  << QStringList() << "no recursive function found (functions: main)";
    QTest::newRow("--trace names nothing") << QByteArray(
        "int f(int n) { return n ? f(n - 1) : 0; }\nint main() { return f(3); }\n")
                                           << QStringList {QStringLiteral("--trace"), QStringLiteral("dfs")} << "--trace dfs: ";
    QTest::newRow("no main, no call") << QByteArray(
        "class Solution {\npublic:\n  int f(int n) { return n ? f(n - 1) : 0; }\n};\n")
                                      << QStringList() << "has no main(): give the call to make with --call";
    QTest::newRow("--call names no method") << QByteArray(
        "class Solution {\npublic:\n  int f(int n) { return n ? f(n - 1) : 0; }\n};\n")
                                            << QStringList {QStringLiteral("--call"), QStringLiteral("g(3)")}
                                            << "has no public method g; it can call: f(int n)";
}

void TestAsWritten::refusals()
{
    QFETCH(QByteArray, source);
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    const QString path = writeFile(QStringLiteral("refused.cpp"), source);
    const CommandOutput out = run(QStringList {QStringLiteral("solve"), QStringLiteral("--code"), path} + extra);
    QCOMPARE(out.status, 2);
    QVERIFY2(QString::fromUtf8(out.err).contains(message), out.err.constData());
    QVERIFY(out.out.isEmpty());
}

// A loop over test cases starts the recursion once per case: the first is drawn, --root picks
// another, and the note counts them.
void TestAsWritten::severalRootsAreCounted()
{
    const QString path = writeFile(QStringLiteral("cases.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\nint memo[100];\n"
        "int f(int n) { if (n <= 1) return 1; if (memo[n]) return memo[n]; return memo[n] = f(n - 1) + f(n - 2); }\n"
        "int main() { int t; cin >> t; while (t--) { int n; cin >> n; memset(memo, 0, sizeof memo); cout << f(n) << '\\n'; } "
        "}\n");
    const QString input = writeFile(QStringLiteral("cases.txt"), "3\n5\n10\n2\n");
    const QJsonObject first = solveJson({QStringLiteral("--code"), path, QStringLiteral("--stdin"), input});
    QCOMPARE(first[QStringLiteral("answer")].toString(), QStringLiteral("8\n89\n2"));
    QCOMPARE(first[QStringLiteral("calls")].toInt(), 9); // f(5) to f(0), then f(1), and f(2) and f(3) from the memo
    const QJsonObject second = solveJson(
        {QStringLiteral("--code"), path, QStringLiteral("--stdin"), input, QStringLiteral("--root"), QStringLiteral("2")});
    QCOMPARE(second[QStringLiteral("calls")].toInt(), 19);
    QVERIFY(second[QStringLiteral("notes")].toVariant().toStringList().join(u'\n').contains(QStringLiteral("3 times")));
    CommandOutput out;
    solveJson(
        {QStringLiteral("--code"), path, QStringLiteral("--stdin"), input, QStringLiteral("--root"), QStringLiteral("4")}, &out);
    QCOMPARE(out.status, 2);
    QVERIFY2(out.err.contains("--root 4: the recursion was started only 3 times"), out.err.constData());
}

// Two separate recursions both run: both are traced, the one with the most calls (over every
// top-level call) is drawn, --root counts its top-level calls alone, --trace still chooses.
void TestAsWritten::severalRecursionsDrawTheBiggest()
{
    const QString path = writeFile(QStringLiteral("two_recursions.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\n"
        "int g(int a, int b) { return b ? g(b, a % b) : a; }\n"
        "int f(int n) { return n <= 1 ? 1 : f(n - 1) + f(n - 2); }\n"
        "int main() { cout << g(12, 18) << ' ' << f(3) << ' ' << f(5) << endl; }\n");
    const QStringList code {QStringLiteral("--code"), path};
    const QJsonObject first = solveJson(code);
    QCOMPARE(first[QStringLiteral("answer")].toString(), QStringLiteral("6 3 8"));
    QCOMPARE(first[QStringLiteral("calls")].toInt(), 5); // f(3); g's 4 calls ran first, f's 20 are more
    QStringList notes = first[QStringLiteral("notes")].toVariant().toStringList();
    QVERIFY2(notes.contains(QStringLiteral("also traced: g (4 calls); drawn: f, the recursion with the most calls (--trace "
                                           "NAME draws another)")),
        qPrintable(notes.join(u'\n')));
    QVERIFY2(notes.join(u'\n').contains(QStringLiteral("started 2 times")), qPrintable(notes.join(u'\n')));
    QVERIFY2(!notes.join(u'\n').contains(QStringLiteral("each call of g(")), qPrintable(notes.join(u'\n')));
    const QJsonObject second = solveJson(code + QStringList {QStringLiteral("--root"), QStringLiteral("2")});
    QCOMPARE(second[QStringLiteral("calls")].toInt(), 15); // f(5)
    CommandOutput out;
    solveJson(code + QStringList {QStringLiteral("--root"), QStringLiteral("3")}, &out);
    QCOMPARE(out.status, 2);
    QVERIFY2(out.err.contains("--root 3: the recursion was started only 2 times"), out.err.constData());
    const QJsonObject gcd = solveJson(code + QStringList {QStringLiteral("--trace"), QStringLiteral("g")});
    QCOMPARE(gcd[QStringLiteral("calls")].toInt(), 4);
    notes = gcd[QStringLiteral("notes")].toVariant().toStringList();
    QVERIFY2(!notes.join(u'\n').contains(QStringLiteral("also traced")), qPrintable(notes.join(u'\n')));
}

// A helper recursion called inside the game: its calls are not drawn, nor anything below them,
// and a call whose only calls were the helper's is a base case of the game.
void TestAsWritten::helperCallsAreSkippedWhole()
{
    const QString path = writeFile(QStringLiteral("helper.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\n"
        "int depth(int n) { return n == 0 ? 0 : 1 + depth(n / 2); }\n"
        "bool win(int n) {\n  if (n <= 2) return depth(n) == 1;\n"
        "  for (int k = 1; k <= 2; k++) if (!win(n - k)) return true;\n  return false;\n}\n"
        "int main() { cout << (win(5) ? \"First\" : \"Second\") << endl; }\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), path});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("Second"));
    // win(5), win(4), win(3), win(2), win(2), win(3), win(2): 7 calls; depth's 3 below each win(2) are not drawn
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 7);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("also traced: depth (9 calls); drawn: win,")), qPrintable(notes));
    const CommandOutput trace = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--json")});
    QVERIFY2(trace.status == 0, trace.err.constData());
    const QJsonArray nodes = QJsonDocument::fromJson(trace.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 7);
    for (const QJsonValue& node : nodes) {
        const QJsonObject call = node.toObject();
        const QString label = call[QStringLiteral("label")].toString();
        QVERIFY2(label.startsWith(QStringLiteral("n=")), qPrintable(label));
        QCOMPARE(call[QStringLiteral("outcome")].toString(),
            label.mid(2).toInt() <= 2 ? QStringLiteral("base") : QStringLiteral("computed"));
    }
}

void TestAsWritten::exitInsideTheRecursionKeepsTheCalls()
{
    const QString path = writeFile(QStringLiteral("found.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\n"
        "void dfs(int n) { if (n == 3) { cout << \"Yes\" << endl; exit(0); } dfs(n + 1); }\n"
        "int main() { dfs(0); cout << \"No\" << endl; }\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), path});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("Yes"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 4);
    QVERIFY(json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n').contains(QStringLiteral("(4 deep)")));
    // The four calls never returned: they were running when the program stopped, with no value
    // made up for them (they once read "= 0 · stopped early", the deepest as a base case).
    const CommandOutput trace = run({QStringLiteral("trace"), QStringLiteral("--code"), path});
    QCOMPARE(trace.status, 0);
    QCOMPARE(QString::fromUtf8(trace.out).count(QStringLiteral("(running when the program stopped)")), 4);
    QVERIFY2(!trace.out.contains(" = "), trace.out.constData());
    // The drawing keeps them whole: each is a node, none with a value.
    const CommandOutput dot = run({QStringLiteral("export"), QStringLiteral("--code"), path, QStringLiteral("-o"),
        QFileInfo(path).dir().filePath(QStringLiteral("found.dot"))});
    QCOMPARE(dot.status, 0);
    QVERIFY2(dot.out.contains("4 of 4 calls drawn"), dot.out.constData());
    // Four calls entered and none returned: four steps, a slide each, and a web page of four.
    const QString deck = QFileInfo(path).dir().filePath(QStringLiteral("deck/"));
    const CommandOutput slides = run({QStringLiteral("slides"), QStringLiteral("--code"), path, QStringLiteral("-o"), deck});
    QCOMPARE(slides.status, 0);
    QCOMPARE(QDir(deck).entryList({QStringLiteral("slide-*.svg")}, QDir::Files).size(), 4);
    const CommandOutput page = run({QStringLiteral("export"), QStringLiteral("--code"), path, QStringLiteral("-o"),
        QFileInfo(path).dir().filePath(QStringLiteral("found.html"))});
    QCOMPARE(page.status, 0);
    QVERIFY2(page.out.contains(" 4 steps"), page.out.constData());
    // exit() before printing anything: the answer says so rather than print nothing.
    const QString silent = writeFile(QStringLiteral("silent.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\n"
        "void dfs(int n) { if (n == 3) exit(0); dfs(n + 1); }\nint main() { dfs(0); }\n");
    const CommandOutput solved = run({QStringLiteral("solve"), QStringLiteral("--code"), silent});
    QCOMPARE(solved.status, 0);
    QVERIFY2(solved.out.contains("\nanswer: none (the program printed nothing)\n"), solved.out.constData());
}

// However the program ends, the calls it made are kept: they were in its buffer, not yet sent,
// when it called _exit, became another program (exec) or was killed (SIGKILL, as the
// out-of-memory killer kills). Each was "after 0 calls" before the buffer was shared. The JSON
// of a failed run says so, gives no answer, and gives the calls still open no value.
void TestAsWritten::callsSurviveAnyEnding_data()
{
    QTest::addColumn<QByteArray>("ending");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("failure"); // what the "failed" field and stderr say
    QTest::newRow("_exit") << QByteArray("_exit(0);") << QStringList() << "the program exited with status 0 before it finished,";
    QTest::newRow("exec") << QByteArray("execl(\"/bin/true\", \"true\", (char*) nullptr);") << QStringList()
                          << "the program exited with status 0 before it finished,";
    QTest::newRow("SIGKILL") << QByteArray("raise(SIGKILL);") << QStringList()
                             << "the program was killed (SIGKILL: by the system when memory ran out, or by a process)";
    // Stopped, it waited for the time-out (twice the CPU limit plus 10 s) and was called timed out.
    QTest::newRow("SIGSTOP") << QByteArray("raise(SIGSTOP);") << QStringList()
                             << "the program stopped itself with SIGSTOP, and a stopped program never goes on: it was ended";
    // An uncaught bad_alloc once read "crashed with SIGABRT".
    QTest::newRow("out of memory") << QByteArray("vector<vector<char>> hog; while (true) hog.emplace_back(1 << 20, 1);")
                                   << QStringList {QStringLiteral("--memory-limit"), QStringLiteral("256")}
                                   << "the program ran out of memory (--memory-limit 256 MiB)";
    QTest::newRow("uncaught exception") << QByteArray("throw runtime_error(\"lost\");") << QStringList()
                                        << "the program threw an exception (lost)";
}

void TestAsWritten::callsSurviveAnyEnding()
{
    QFETCH(QByteArray, ending);
    QFETCH(QStringList, args);
    QFETCH(QString, failure);
    const QString path = writeFile(QStringLiteral("ending.cpp"),
        "#include <bits/stdc++.h>\n#include <csignal>\n#include <unistd.h>\nusing namespace std;\n"
        "void dfs(int n) { if (n == 3) { "
            + ending + " } dfs(n + 1); }\nint main() { dfs(0); cout << \"No\" << endl; }\n");
    const CommandOutput trace
        = run(QStringList {QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--json")} + args);
    QCOMPARE(trace.status, 4);
    const QJsonObject json = QJsonDocument::fromJson(trace.out).object();
    QVERIFY2(!json.isEmpty(), trace.err.constData());
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 4);
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 4);
    for (const QJsonValue& node : nodes) {
        QVERIFY(node[QStringLiteral("value")].isNull());
        QCOMPARE(node[QStringLiteral("outcome")].toString(), QStringLiteral("running"));
    }
    const QString said = failure + QStringLiteral(" after 4 calls; the deepest call is #3 n=3");
    QCOMPARE(json[QStringLiteral("failed")].toString(), said);
    QVERIFY(json[QStringLiteral("answer")].isNull());
    QVERIFY2(QString::fromUtf8(trace.err).contains(said), trace.err.constData());
}

// A call that returns (mine, theirs) as a std::pair records both numbers: [19, 29]. Braced
// returns (`return {a[i], 0};`) record them too, and memo answers from a pair table are memo
// answers with their first computation's pair.
void TestAsWritten::pairValuesAreRecordedWhole()
{
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written/");
    const CommandOutput out
        = run({QStringLiteral("trace"), QStringLiteral("--code"), dir + QStringLiteral("take_pair_braced_sentinel.cpp"),
            QStringLiteral("--stdin"), dir + QStringLiteral("take_pair_braced_sentinel.in"), QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("values")].toString(), QStringLiteral("mover-score"));
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 19);
    QCOMPARE(nodes[0].toObject()[QStringLiteral("value")].toArray(), (QJsonArray {19, 29})); // it prints "19 29"
    QCOMPARE(nodes[0].toObject()[QStringLiteral("winner")].toString(), QStringLiteral("second"));
    int memoAnswers = 0;
    for (const QJsonValue& node : nodes) {
        const QJsonObject call = node.toObject();
        const QString label = call[QStringLiteral("label")].toString();
        const QString outcome = call[QStringLiteral("outcome")].toString();
        if (label == QLatin1String("i=9")) { // return {a[i], 0}; with a[9] = 6
            QCOMPARE(call[QStringLiteral("value")].toArray(), (QJsonArray {6, 0}));
            QCOMPARE(outcome, QStringLiteral("base"));
        }
        if (label == QLatin1String("i=8"))
            QCOMPARE(call[QStringLiteral("value")].toArray(), (QJsonArray {14, 0})); // both numbers rather than 8, then 6
        if (outcome == QLatin1String("memo")) {
            ++memoAnswers;
            const int of = call[QStringLiteral("memoOf")].toInt();
            QVERIFY(of >= 0);
            QCOMPARE(call[QStringLiteral("value")].toArray(), nodes[of].toObject()[QStringLiteral("value")].toArray());
        }
    }
    QCOMPARE(memoAnswers, 7);
}

// A tuple of three is not a pair: its calls keep their first number. A variant (whose get<0> and
// get<1> exist) is neither: its calls record 0 and the program runs as written (get<0> threw when
// it held its second alternative).
void TestAsWritten::tupleOfThreeReadsByItsFirst()
{
    const QString path = writeFile(QStringLiteral("three.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\n"
        "tuple<int, int, int> f(int n) { if (n == 0) return {0, 1, 2}; auto [a, b, c] = f(n - 1); return {a + 1, b, c}; }\n"
        "variant<int, long> g(int n) { return n == 0 ? variant<int, long>(5L) : g(n - 1); }\n"
        "int main() { cout << get<0>(f(3)) << ' ' << get<1>(g(2)) << endl; }\n");
    const CommandOutput out = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--trace"),
        QStringLiteral("f"), QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonArray nodes = QJsonDocument::fromJson(out.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 4);
    QCOMPARE(nodes[0].toObject()[QStringLiteral("value")].toInteger(), 3);
    const CommandOutput variant = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--trace"),
        QStringLiteral("g"), QStringLiteral("--json")});
    QVERIFY2(variant.status == 0, variant.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(variant.out).object();
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("3 5"));
    QCOMPARE(json[QStringLiteral("nodes")].toArray()[0].toObject()[QStringLiteral("value")].toInteger(), 0);
}

// Pairs of scores in both readings, (mine, theirs) and with a turn flag (the first player's, the
// second's): each node shows the pair a minimax of the card game finds, in the tree as "(14, 15)",
// and is coloured for the player ahead (a tie: a draw).
void TestAsWritten::pairValuesReadAsScores_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("values");
    QTest::addColumn<int>("calls");
    QTest::newRow("(mine, theirs), max of pairs") << "vr_pair_cards"
                                                  << "mover-score" << 57;
    QTest::newRow("(mine, theirs) as a tuple<int, int>") << "vr_tuple_cards"
                                                         << "mover-score" << 57;
    QTest::newRow("(Taro's, Jiro's), a turn flag, a map") << "vr_pair_first_second"
                                                          << "first-player-score" << 57;
}

void TestAsWritten::pairValuesReadAsScores()
{
    QFETCH(QString, name);
    QFETCH(QString, values);
    QFETCH(int, calls);
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written/");
    const QStringList code {QStringLiteral("--code"), dir + name + QStringLiteral(".cpp"), QStringLiteral("--stdin"),
        dir + name + QStringLiteral(".in")};
    const CommandOutput out = run(QStringList {QStringLiteral("trace")} + code + QStringList {QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(json[QStringLiteral("values")].toString(), values);
    checkCardPairs(json[QStringLiteral("nodes")].toArray(), {4, 4, 1, 8, 3, 3, 6}, values == QLatin1String("first-player-score"));
    const CommandOutput tree = run(QStringList {QStringLiteral("trace")} + code);
    QVERIFY2(tree.status == 0, tree.err.constData());
    const QByteArray root = values == QLatin1String("mover-score") ? "= (14, 15) · 1st gets 14" : "= (14, 15) · 2nd ahead by 1";
    QVERIFY2(tree.out.contains(root), tree.out.constData());
}

// A board changed in place is not a memo: the note says none was found (it once said "stores into
// a table but never returns an entry it tested: a memo read before the call").
// A thread of the program's own starts (its stack once did not fit under the stack limit), and a
// forked child's calls are not the run's: it holds a copy of the unsent records and of the
// recursion, and sent both again (18 calls for 9, a second root).
void TestAsWritten::threadsAndForkedChildren_data()
{
    QTest::addColumn<QByteArray>("main");
    QTest::addColumn<QString>("traced");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::newRow("std::thread beside the recursion") << QByteArray(
        "long long sum = 0; thread t([&] { for (int i = 1; i <= 100; i++) sum += i; }); t.join(); "
        "cout << f(4) << ' ' << sum << endl;") << "f"
                                                      << "3 5050" << 9;
    // The first thread to recurse is drawn, 2 * fib(19) - 1 calls; the other's calls run untraced.
    // Both at once once wrote one garbled tree.
    QTest::newRow("two threads recursing at once") << QByteArray(
        "int a = 0, b = 0; thread t1([&] { a = f(18); }); thread t2([&] { b = f(18); }); t1.join(); "
        "t2.join(); cout << a + b << endl;") << "f"
                                                   << "5168" << 8361;
    QTest::newRow("child recurses, then exit()")
        << QByteArray("if (fork() == 0) { f(4); exit(0); } wait(nullptr); cout << f(4) << endl;") << "f"
        << "3" << 9;
    QTest::newRow("child forked inside the recursion recurses, then exit()") << QByteArray("cout << g(3) << endl;") << "g"
                                                                             << "2" << 4;
}

void TestAsWritten::threadsAndForkedChildren()
{
    QFETCH(QByteArray, main);
    QFETCH(QString, traced);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    const QString path = writeFile(QStringLiteral("children.cpp"),
        "#include <bits/stdc++.h>\n#include <sys/wait.h>\n#include <unistd.h>\nusing namespace std;\n"
        "int f(int n) { return n <= 1 ? n : f(n - 1) + f(n - 2); }\n"
        "int g(int n) {\n    if (n == 0) { if (fork() == 0) { f(3); exit(0); } wait(nullptr); return 0; }\n"
        "    return g(n - 1) + 1 - (n == 3);\n}\n"
        "int main() { "
            + main + " }\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), path, QStringLiteral("--trace"), traced});
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
}

void TestAsWritten::noMemoIsNotAMemoReadBeforeTheCall()
{
    const QString path = writeFile(QStringLiteral("board.cpp"),
        "#include <bits/stdc++.h>\nusing namespace std;\nstring b = \"XO.OX....\";\n"
        "int play(char me) {\n  int best = -2;\n  for (int i = 0; i < 9; i++) if (b[i] == '.') {\n"
        "    b[i] = me; best = max(best, -play(me == 'X' ? 'O' : 'X')); b[i] = '.';\n  }\n"
        "  return best == -2 ? 0 : best;\n}\nint main() { cout << play('X') << endl; }\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), path});
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 1 + 5 + 5 * 4 + 5 * 4 * 3 + 5 * 4 * 3 * 2 + 5 * 4 * 3 * 2);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("no memo test was found")), qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("stores into a table")), qPrintable(notes));
}

// --- the corpus: contest solutions in many styles, counted in a copy of each ------------------

void TestAsWritten::corpus_data()
{
    addCorpusColumns();
    addCorpusRows(m_sourceDir + QStringLiteral("/tests/data/as_written/"), QStringLiteral(".cpp"));
}

// Each row's figures were counted by a counter in a copy of the original (make_manifest.sh): the
// traced run must make exactly as many calls and memo answers, and print the same.
void TestAsWritten::corpus()
{
    checkCorpusRow([this](const QStringList& args, CommandOutput* out) { return solveJson(args, out); });
}

// Programs of one game in many styles, whose values mean different things (the mover wins with a
// turn flag, the second player wins, a winner's index, a 0/1 table, Grundy numbers): each reads as
// the kind its run supports, and every node is coloured for the player a minimax says wins.
void TestAsWritten::coloursMatchMinimax_data()
{
    addTake134Columns();
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written/");
    addTake134Row(dir, ".cpp", "vr_mover_flag", "vr_mover_flag.in", "mover-wins");
    addTake134Row(dir, ".cpp", "vr_mover_flag", "vr_mover_flag.2.in", "mover-wins");
    addTake134Row(dir, ".cpp", "vr_second_player_wins", "vr_second_player_wins.in", "winner-index");
    addTake134Row(dir, ".cpp", "vr_second_player_wins", "vr_second_player_wins.2.in", "winner-index");
    addTake134Row(dir, ".cpp", "vr_winner_index", "vr_winner_index.in", "winner-index");
    addTake134Row(dir, ".cpp", "vr_winner_index", "vr_winner_index.2.in", "winner-index");
    addTake134Row(dir, ".cpp", "vr_table01", "vr_table01.2.in", "mover-wins");
    addTake134Row(dir, ".cpp", "vr_grundy_hash", "vr_grundy_hash.in", "grundy");
    addTake134Row(dir, ".cpp", "take134_turn_flag", "take134_turn_flag.in", "first-player-wins");
    addTake134Row(dir, ".cpp", "vr_players_12", "vr_players_12.in", "first-player-wins");
    addTake134Row(dir, ".cpp", "vr_players_12", "vr_players_12.2.in", "first-player-wins");
    addTake134Row(dir, ".cpp", "vr_global_stones", "vr_global_stones.in", "mover-wins");
    addTake134Row(dir, ".cpp", "vr_global_stones", "vr_global_stones.2.in", "mover-wins");
}

void TestAsWritten::coloursMatchMinimax()
{
    checkTake134Row([this](const QStringList& args) { return run(QStringList {QStringLiteral("trace")} + args); });
}

// Tic-tac-toe on a global board changed in place, dfs() without parameters: by dfs() itself, through
// helpers that change the globals (put(i, me), take(i)), or through helpers handed the board and
// the count by pointer and reference (place(board, turnNo, i, me)), which the analysis does not follow.
enum class BoardChanges { InPlace, ByHelpers, ThroughPointers };
static QByteArray globalBoardTicTacToe(BoardChanges changes)
{
    const QByteArray move = changes == BoardChanges::InPlace ? "        board[i] = me; turnNo++;\n"
        : changes == BoardChanges::ByHelpers                 ? "        put(i, me);\n"
                                                             : "        place(board, turnNo, i, me);\n";
    const QByteArray undo = changes == BoardChanges::InPlace ? "        board[i] = 0; turnNo--;\n"
        : changes == BoardChanges::ByHelpers                 ? "        take(i);\n"
                                                             : "        place(board, turnNo, i, 0);\n";
    return "#include <bits/stdc++.h>\n"
           "using namespace std;\n"
           "\n"
           "int board[9];\n"
           "int turnNo = 0;\n"
           "void put(int i, int p) { board[i] = p; turnNo++; }\n"
           "void take(int i) { board[i] = 0; turnNo--; }\n"
           "void place(int* b, int& moves, int i, int p) { moves += p ? 1 : -1; b[i] = p; }\n"
           "\n"
           "bool line3(int p) {\n"
           "    static const int L[8][3] = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};\n"
           "    for (auto& l : L) if (board[l[0]] == p && board[l[1]] == p && board[l[2]] == p) return true;\n"
           "    return false;\n"
           "}\n"
           "\n"
           "// 1: the player to move wins, 0: a draw, -1: loses\n"
           "int dfs() {\n"
           "    int me = turnNo % 2 + 1, other = 3 - me;\n"
           "    if (line3(other)) return -1;\n"
           "    bool any = false;\n"
           "    int best = -1;\n"
           "    for (int i = 0; i < 9; i++) {\n"
           "        if (board[i]) continue;\n"
           "        any = true;\n"
        + move + "        best = max(best, -dfs());\n" + undo
        + "    }\n"
          "    return any ? best : 0;\n"
          "}\n"
          "\n"
          "int main() {\n"
          "    string s;\n"
          "    for (int r = 0; r < 3; r++) { cin >> s; for (int c = 0; c < 3; c++) { board[r*3+c] = s[c] == 'X' ? 1 : "
          "s[c] == 'O' ? 2 : 0; turnNo += s[c] != '.'; } }\n"
          "    int v = dfs();\n"
          "    cout << (v > 0 ? \"First\" : v < 0 ? \"Second\" : \"Draw\") << endl;\n"
          "}\n";
}

// Variables outside the parameters that the recursion changes in place and restores around its
// calls (a global or captured board, a member bit mask, a global string keyed by the memo) are
// part of each call's label, by name: the labels hold the whole state, so memo answers link to
// the call that stored them, and tic-tac-toe boards are coloured for the minimax's winner.
void TestAsWritten::stateOutsideTheParametersIsLabelled_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("firstLabel");
    QTest::addColumn<QString>("shown");   // the note's "its label shows ..."
    QTest::addColumn<QString>("outside"); // of them, those that are not parameters
    QTest::addColumn<int>("calls");
    QTest::addColumn<QString>("board"); // the tic-tac-toe board's name in the label, or empty
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written/");
    const QString stdinFlag = QStringLiteral("--stdin");
    const QString code = QStringLiteral("--code");
    QTest::newRow("captured vector<string>, lambda through self")
        << QStringList {code, dir + QStringLiteral("vr_captured_board.cpp"), stdinFlag,
               dir + QStringLiteral("vr_captured_board.in")}
        << QStringLiteral(R"(g={"XO.",".X.","..O"}, moves=4)") << QStringLiteral("g, moves") << QStringLiteral("g, moves") << 238
        << QStringLiteral("g");
    QTest::newRow("captured board from an opening")
        << QStringList {code, dir + QStringLiteral("vr_captured_board.cpp"), stdinFlag,
               dir + QStringLiteral("vr_captured_board.2.in")}
        << QStringLiteral(R"(g={"X..",".O.","..."}, moves=2)") << QStringLiteral("g, moves") << QStringLiteral("g, moves")
        << 7'332 << QStringLiteral("g");
    QTest::newRow("global int board[9]") << QStringList {code,
        writeFile(QStringLiteral("ttt_global.cpp"), globalBoardTicTacToe(BoardChanges::InPlace)), stdinFlag,
        writeFile(QStringLiteral("ttt.in"), "XO.\n.X.\n..O\n")}
                                         << QStringLiteral("board={1,2,0,0,1,0,0,0,2}, turnNo=4")
                                         << QStringLiteral("board, turnNo") << QStringLiteral("board, turnNo") << 238
                                         << QStringLiteral("board");
    QTest::newRow("global board changed by helpers: put(i, me), take(i)")
        << QStringList {code, writeFile(QStringLiteral("ttt_helpers.cpp"), globalBoardTicTacToe(BoardChanges::ByHelpers)),
               stdinFlag, writeFile(QStringLiteral("ttt.in"), "XO.\n.X.\n..O\n")}
        << QStringLiteral("board={1,2,0,0,1,0,0,0,2}, turnNo=4") << QStringLiteral("board, turnNo")
        << QStringLiteral("board, turnNo") << 238 << QStringLiteral("board");
    QTest::newRow("global string keyed by the memo")
        << QStringList {code, dir + QStringLiteral("vr_global_string_flip.cpp"), stdinFlag,
               dir + QStringLiteral("vr_global_string_flip.in")}
        << QStringLiteral(R"(s="++++++")") << QStringLiteral("s") << QStringLiteral("s") << 11 << QString();
    QTest::newRow("member bit mask") << QStringList {code, dir + QStringLiteral("vr_member_mask.cpp"), QStringLiteral("--call"),
        QStringLiteral("canIWin(5, 12)")}
                                     << QStringLiteral("left=12, used=0") << QStringLiteral("left, used")
                                     << QStringLiteral("used") << 34 << QString();
}

void TestAsWritten::stateOutsideTheParametersIsLabelled()
{
    QFETCH(QStringList, args);
    QFETCH(QString, firstLabel);
    QFETCH(QString, shown);
    QFETCH(QString, outside);
    QFETCH(int, calls);
    QFETCH(QString, board);
    const CommandOutput out = run(QStringList {QStringLiteral("trace")} + args + QStringList {QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("its label shows ") + shown), qPrintable(notes));
    QVERIFY2(notes.contains(u'(' + outside + QStringLiteral(": kept outside the parameters, changed in place around each call)")),
        qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("whole state")), qPrintable(notes));
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.first()[QStringLiteral("label")].toString(), firstLabel);
    // Every memo answer links to an earlier call of its label, which returned the same value.
    int memoAnswers = 0;
    for (const QJsonValue& node : nodes) {
        if (node[QStringLiteral("outcome")].toString() != QLatin1String("memo"))
            continue;
        ++memoAnswers;
        const int from = node[QStringLiteral("memoOf")].toInt();
        QVERIFY2(from >= 0 && from < node[QStringLiteral("id")].toInt(), qPrintable(node[QStringLiteral("label")].toString()));
        QCOMPARE(nodes[from][QStringLiteral("label")].toString(), node[QStringLiteral("label")].toString());
        QCOMPARE(nodes[from][QStringLiteral("value")].toInteger(), node[QStringLiteral("value")].toInteger());
    }
    QCOMPARE(memoAnswers, json[QStringLiteral("memoHits")].toInt());
    if (!board.isEmpty())
        checkTicTacToeWinners(nodes, board);
}

// A board changed in place by helpers the analysis does not follow (handed it by pointer): every
// call is labelled dfs(). The same label returns different values, so the labels do not hold the state: the tree
// says so and marks no call as a repeat of another (it marked the root a repeat of its own
// descendant).
void TestAsWritten::labelsMissingTheStateClaimNoRepeat()
{
    const QString file = writeFile(QStringLiteral("ttt_hidden.cpp"), globalBoardTicTacToe(BoardChanges::ThroughPointers));
    const QString input = writeFile(QStringLiteral("ttt.in"), "XO.\n.X.\n..O\n");
    const CommandOutput out = run(
        {QStringLiteral("trace"), QStringLiteral("--code"), file, QStringLiteral("--stdin"), input, QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("First"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 238);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("the labels do not hold the whole state: calls #5 and #7 are both “dfs()” but "
                                           "return 0 and -1, so no call is drawn as a repeat or a memo answer of another "
                                           "(the rest of the state may be in variables the recursion changes in place)")),
        qPrintable(notes));
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 238);
    for (const QJsonValue& node : nodes)
        QCOMPARE(node[QStringLiteral("repeatOf")].toInt(), -1);
    // A whole label keeps its repeats: the same game with the board in the parameters.
    const CommandOutput memoOff = run({QStringLiteral("trace"), QStringLiteral("--code"),
        m_sourceDir + QStringLiteral("/tests/data/as_written/vr_mover_flag.cpp"), QStringLiteral("--stdin"),
        m_sourceDir + QStringLiteral("/tests/data/as_written/vr_mover_flag.in"), QStringLiteral("--memo"), QStringLiteral("off"),
        QStringLiteral("--json")});
    QVERIFY2(memoOff.status == 0, memoOff.err.constData());
    const QJsonObject off = QJsonDocument::fromJson(memoOff.out).object();
    QVERIFY(!off[QStringLiteral("notes")].toVariant().toStringList().join(u'\n').contains(QStringLiteral("whole state")));
    int repeats = 0;
    for (const QJsonArray list = off[QStringLiteral("nodes")].toArray(); const QJsonValue& node : list)
        repeats += node[QStringLiteral("repeatOf")].toInt() >= 0 ? 1 : 0;
    QVERIFY(repeats > 0);
}

// A program's moves have no labels: a "+k moves" node says how many and names none (it drew ", "
// for two and " … " for more, the separators of names that are not there).
void TestAsWritten::movesWithoutLabelsAreOnlyCounted()
{
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written/");
    const QString svg = m_dir.filePath(QStringLiteral("board.svg"));
    const CommandOutput out = run({QStringLiteral("export"), QStringLiteral("--code"),
        dir + QStringLiteral("vr_captured_board.cpp"), QStringLiteral("--stdin"), dir + QStringLiteral("vr_captured_board.in"),
        QStringLiteral("--depth"), QStringLiteral("3"), QStringLiteral("-o"), svg, QStringLiteral("--force")});
    QVERIFY2(out.status == 0, out.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QCOMPARE(text.count(QStringLiteral(">+2 moves</text>")), 2);
    QCOMPARE(text.count(QStringLiteral(">+3 moves</text>")), 1);
    QVERIFY(!text.contains(QStringLiteral(">, </text>")));
    QVERIFY(!text.contains(QStringLiteral("> … </text>")));
    // the title does not promise names the stand-ins do not have
    QVERIFY2(text.contains(QStringLiteral("7 moves not drawn stand in “+k moves” nodes</text>")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestAsWritten)
#include "tst_as_written.moc"
