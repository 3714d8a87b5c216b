// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Python programs traced as written, through the command line as a user runs it: the four seed
// games in Python give the built-in games' answers and calls; the corpus of
// tests/data/as_written_python (solutions in many styles, each figure counted by a counter in a
// copy of the program) is checked call for call and memo answer for memo answer; cache
// decorators count every call and switch off with --memo off; failures show as Python words them.

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
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestPython : public QObject, private CodeCommandLine {
    Q_OBJECT

private slots:
    void initTestCase();
    void corpus_data();
    void corpus();
    void coloursMatchMinimax_data();
    void coloursMatchMinimax();
    void boardOutsideTheParameters_data();
    void boardOutsideTheParameters();
    void tuplesReadAsScores_data();
    void tuplesReadAsScores();
    void stateChangedByHelpersIsLabelled();
    void stateChangedByHelpersIsNamed();
    void seedsUnderPyPy_data();
    void seedsUnderPyPy();
    void moreStyles_data();
    void moreStyles();
    void memoOffPassesEveryCallThroughTheCache_data();
    void memoOffPassesEveryCallThroughTheCache();
    void syntaxErrorIsShownAsPythonReportsIt_data();
    void syntaxErrorIsShownAsPythonReportsIt();
    void exceptionKeepsTheCallsMade();
    void leetCodeNamesAndLiterals();
    void callRunsNothingButLiterals();
    void pastedTextIsReadAsPython();
    void programsOwnThreadAndRecursionLimit();
    void stateChangedInPlaceIsInTheLabel();
    void missingInterpreterIsNamed();
    void pairReturnsDrawTheMoversShare();
    void runawayRecursionKeepsItsCalls();
    void caughtRecursionErrorGoesOn();
    void everyRunDrawsTheSameTree();
    void threadsAndForkedChildren_data();
    void threadsAndForkedChildren();
    void callsSurviveAnyEnding_data();
    void callsSurviveAnyEnding();
    void cpuLimitInsideARecordKeepsTheWholeOnes();
    void longStringsShowTheirEnds();
};

void TestPython::initTestCase()
{
    setUpCommandLine(QStringLiteral(GAMETREE_SOURCE_DIR), QStringLiteral(GAMETREE_BIN), GAMETREE_TEST_CACHE);
}

// --- the seed games and the corpus, counted by a copy of each ----------------------------------------

void TestPython::corpus_data()
{
    addCorpusColumns();
    addCorpusRows(m_sourceDir + QStringLiteral("/tests/data/seed_python/"), QStringLiteral(".py"), QStringLiteral("seed/"));
    addCorpusRows(m_sourceDir + QStringLiteral("/tests/data/as_written_python/"), QStringLiteral(".py"));
}

void TestPython::corpus()
{
    checkCorpusRow([this](const QStringList& args, CommandOutput* out) { return solveJson(args, out); });
}

// AtCoder's usual Python is PyPy (3.9 in Debian 12): the same seed runs give the same figures, and
// EDPC K, a thread of its own 100,001 calls deep, traces to the end under the default 4 GiB (PyPy
// aborted there when its recursion limit was scaled as CPython's is).
void TestPython::seedsUnderPyPy_data()
{
    addCorpusColumns();
    const QString data = m_sourceDir + QStringLiteral("/tests/data/");
    addCorpusRows(data + QStringLiteral("seed_python/"), QStringLiteral(".py"), QStringLiteral("pypy/"));
    addCorpusRows(
        data + QStringLiteral("as_written_python/"), QStringLiteral(".py"), QStringLiteral("pypy/"), {QStringLiteral("edpc_k")});
}

void TestPython::seedsUnderPyPy()
{
    const QString pypy = QStandardPaths::findExecutable(QStringLiteral("pypy3"));
    if (pypy.isEmpty())
        QSKIP("pypy3 is not installed (scripts/install-deps.sh installs it)");
    checkCorpusRow([&](const QStringList& args, CommandOutput* out) {
        return solveJson(args + QStringList {QStringLiteral("--python"), pypy}, out);
    });
}

// Styles the corpus leaves out; figures from a copy of each with a counter at the function's
// entry and at its memo return (outside the cache for @cache).
void TestPython::moreStyles_data()
{
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("memoHits");
    QTest::addColumn<int>("states");
    QTest::addColumn<QString>("note");
    QTest::newRow("self.memo dict in a class")
        << QByteArray("class Solution:\n"
                      "    def __init__(self):\n"
                      "        self.memo = {}\n"
                      "\n"
                      "    def stoneGame(self, piles):\n"
                      "        self.piles = piles\n"
                      "        return self.dfs(0, len(piles) - 1) > 0\n"
                      "\n"
                      "    def dfs(self, i, j):\n"
                      "        if i > j:\n"
                      "            return 0\n"
                      "        if (i, j) in self.memo:\n"
                      "            return self.memo[(i, j)]\n"
                      "        best = max(self.piles[i] - self.dfs(i + 1, j), self.piles[j] - self.dfs(i, j - 1))\n"
                      "        self.memo[(i, j)] = best\n"
                      "        return best\n")
        << QStringList {QStringLiteral("--call"), QStringLiteral("stoneGame([5,3,4,5])")} << QStringLiteral("true") << 21 << 3
        << 15 << QStringLiteral("its label shows i, j");
    QTest::newRow("a lambda bound to a name")
        << QByteArray("f = lambda n: n if n < 2 else f(n - 1) + f(n - 2)\n"
                      "print(f(10))\n")
        << QStringList {} << QStringLiteral("55") << 177 << 0 << 11 << QStringLiteral("each call of f(n)");
    QTest::newRow("a memo as a default argument")
        << QByteArray("def win(n, memo={}):\n"
                      "    if n in memo:\n"
                      "        return memo[n]\n"
                      "    res = any(not win(n - k) for k in (1, 3, 4) if k <= n)\n"
                      "    memo[n] = res\n"
                      "    return res\n"
                      "\n"
                      "\n"
                      "print(win(int(input())))\n")
        << QStringList {QStringLiteral("--stdin"), QStringLiteral("10")} << QStringLiteral("True") << 20 << 9 << 11
        << QStringLiteral("(memo: passed unchanged to every call)");
    QTest::newRow("@cache with a bool turn flag")
        << QByteArray("from functools import cache\n"
                      "\n"
                      "\n"
                      "@cache\n"
                      "def alice(n, turn: bool):\n"
                      "    if n == 0:\n"
                      "        return not turn\n"
                      "    return any(alice(n - k, not turn) == turn for k in (1, 2) if k <= n) if turn else all(alice(n - k, "
                      "not turn) for k in (1, 2) if k <= n)\n"
                      "\n"
                      "\n"
                      "print(alice(int(input()), True))\n")
        << QStringList {QStringLiteral("--stdin"), QStringLiteral("10")} << QStringLiteral("True") << 28 << 9 << 19
        << QStringLiteral("turn flips from call to call");
}

void TestPython::moreStyles()
{
    QFETCH(QByteArray, code);
    QFETCH(QStringList, args);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    QFETCH(int, memoHits);
    QFETCH(int, states);
    QFETCH(QString, note);
    if (args.value(0) == QLatin1String("--stdin"))
        args[1] = writeFile(QStringLiteral("style.in"), args[1].toUtf8() + '\n');
    const QString file = writeFile(QStringLiteral("style_%1.py").arg(QString::number(qHash(code), 16)), code);
    const QJsonObject json = solveJson(QStringList {QStringLiteral("--code"), file} + args);
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(json[QStringLiteral("memoHits")].toInt(), memoHits);
    QCOMPARE(json[QStringLiteral("distinctStates")].toInt(), states);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(note), qPrintable(notes));
}

// --- the cache decorators -------------------------------------------------------------------------------

void TestPython::memoOffPassesEveryCallThroughTheCache_data()
{
    QTest::addColumn<QByteArray>("decorator");
    QTest::addColumn<QByteArray>("import");
    QTest::newRow("@cache") << QByteArray("@cache") << QByteArray("from functools import cache");
    QTest::newRow("@functools.cache") << QByteArray("@functools.cache") << QByteArray("import functools");
    QTest::newRow("@lru_cache(None)") << QByteArray("@lru_cache(None)") << QByteArray("from functools import lru_cache");
    QTest::newRow("@lru_cache(maxsize=None)")
        << QByteArray("@lru_cache(maxsize=None)") << QByteArray("from functools import lru_cache");
    QTest::newRow("@functools.lru_cache(maxsize=None)")
        << QByteArray("@functools.lru_cache(maxsize=None)") << QByteArray("import functools");
    QTest::newRow("an alias") << QByteArray("@memo(None)") << QByteArray("from functools import lru_cache as memo");
}

// fib(20) through a cache: 21 states computed and 18 answered by the cache (fib(k - 2) after
// fib(k - 1), k = 20..3): 39 calls. Without it, 2 * fib(21) - 1 = 21,891 calls. cache_info() keeps
// counting as functools does.
void TestPython::memoOffPassesEveryCallThroughTheCache()
{
    QFETCH(QByteArray, decorator);
    QFETCH(QByteArray, import);
    const QString file = writeFile(QStringLiteral("fib_%1.py").arg(QString::number(qHash(decorator), 16)),
        import + "\n\n\n" + decorator
            + "\ndef fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\n\n"
              "print(fib(20), fib.cache_info().hits, fib.cache_info().misses)\n");
    const QJsonObject on = solveJson({QStringLiteral("--code"), file});
    QCOMPARE(on[QStringLiteral("answer")].toString(), QStringLiteral("6765 18 21"));
    QCOMPARE(on[QStringLiteral("calls")].toInt(), 39);
    QCOMPARE(on[QStringLiteral("memoHits")].toInt(), 18);
    const QJsonObject off = solveJson({QStringLiteral("--code"), file, QStringLiteral("--memo"), QStringLiteral("off")});
    QCOMPARE(off[QStringLiteral("answer")].toString(), QStringLiteral("6765 0 21891"));
    QCOMPARE(off[QStringLiteral("calls")].toInt(), 21891);
    QCOMPARE(off[QStringLiteral("memoHits")].toInt(), 0);
}

// --- failures as Python reports them ----------------------------------------------------------------

void TestPython::syntaxErrorIsShownAsPythonReportsIt_data()
{
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QString>("message"); // the start of the first line of stderr, after "gametree: "
    QTest::newRow("missing colon") << QByteArray("def f(n)\n    return f(n - 1)\n")
                                   << QStringLiteral("bad.py:1:9: error: SyntaxError: expected ':'");
    QTest::newRow("indentation") << QByteArray("def f(n):\n    if n == 0:\n    return 0\n    return f(n - 1)\n")
                                 << QStringLiteral("bad.py:3:5: error: IndentationError: expected an indented block");
    QTest::newRow("unclosed bracket") << QByteArray("def f(n):\n    return f(n - 1\n\nprint(f(3))\n")
                                      << QStringLiteral("bad.py:2:13: error: SyntaxError: '(' was never closed");
}

void TestPython::syntaxErrorIsShownAsPythonReportsIt()
{
    QFETCH(QByteArray, code);
    QFETCH(QString, message);
    const QString file = writeFile(QStringLiteral("bad.py"), code);
    const CommandOutput out = run({QStringLiteral("solve"), QStringLiteral("--code"), file});
    QCOMPARE(out.status, 2);
    const QString first = QString::fromUtf8(out.err).section(u'\n', 0, 0);
    QVERIFY2(first.contains(message), qPrintable(first));
    QVERIFY2(!out.err.contains("no recursive function"), out.err.constData());
}

// An exception keeps the calls made: four entered, none returned, drawn as running.
void TestPython::exceptionKeepsTheCallsMade()
{
    const QString file = writeFile(QStringLiteral("raises.py"),
        "def f(n):\n    if n == 0:\n        return 1 // n\n    return f(n - 1) + 1\n\n\nprint(f(3))\n");
    const CommandOutput out = run({QStringLiteral("trace"), QStringLiteral("--code"), file});
    QVERIFY2(out.status != 0, out.out.constData());
    QVERIFY2(out.err.contains("ZeroDivisionError: integer division or modulo by zero"), out.err.constData());
    QVERIFY2(out.err.contains("line 3"), out.err.constData());
    QVERIFY2(out.err.contains("after 4 calls"), out.err.constData());
    QCOMPARE(out.out.count("running when the program stopped"), 4);
}

void TestPython::leetCodeNamesAndLiterals()
{
    // typing, deque and inf come from LeetCode's environment; true and null are LeetCode's literals.
    const QString file = writeFile(QStringLiteral("lc.py"),
        "class Solution:\n"
        "    def solve(self, piles: List[int], word: str, flag: bool, none: Optional[int]) -> List[int]:\n"
        "        q = deque(piles)\n"
        "        best = -inf\n"
        "        @lru_cache(None)\n"
        "        def take(i: int) -> int:\n"
        "            return 0 if i == len(piles) else max(piles[i] - take(i + 1), -inf)\n"
        "        return [take(0), len(q), len(word), int(flag), best == -inf, none is None]\n");
    const QJsonObject json = solveJson(
        {QStringLiteral("--code"), file, QStringLiteral("--call"), QStringLiteral("solve([3, 1, 4], \"ab\", true, null)")});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("[6,3,2,1,true,true]"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 4);
}

// --call takes literals only: a call that would run code is refused before anything runs.
void TestPython::callRunsNothingButLiterals()
{
    const QString file = writeFile(QStringLiteral("lc_call.py"),
        "class Solution:\n    def f(self, n: int) -> int:\n        return 0 if n == 0 else self.f(n - 1)\n");
    const QString marker = m_dir.filePath(QStringLiteral("pwned"));
    CommandOutput out;
    solveJson({QStringLiteral("--code"), file, QStringLiteral("--call"),
                  QStringLiteral("f(__import__('os').system('touch %1'))").arg(marker)},
        &out);
    QCOMPARE(out.status, 2);
    QVERIFY2(out.err.contains("is not a literal"), out.err.constData());
    QVERIFY(!QFileInfo::exists(marker));
    const QJsonObject json = solveJson({QStringLiteral("--code"), file, QStringLiteral("--call"), QStringLiteral("f(5)")});
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 6);
}

// Text with no .py name (pasted into the studio, saved as .txt) is recognized as Python.
void TestPython::pastedTextIsReadAsPython()
{
    const QString file = writeFile(QStringLiteral("pasted.txt"),
        "import sys\n\ndef win(n):\n    return any(not win(n - m) for m in (1, 3, 4) if m <= n)\n\n\n"
        "print('First' if win(int(sys.stdin.readline())) else 'Second')\n");
    const QString input = writeFile(QStringLiteral("pasted.in"), "7\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), file, QStringLiteral("--stdin"), input});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("Second"));
    QVERIFY(json[QStringLiteral("calls")].toInt() > 7);
}

// A judge's idiom: the file raises its recursion limit and runs main() in a thread of its own with
// a bigger stack; 30,000 deep, as it would on a judge.
void TestPython::programsOwnThreadAndRecursionLimit()
{
    const QString file = writeFile(QStringLiteral("deep.py"),
        "import sys, threading\nimport pypyjit\npypyjit.set_param('max_unroll_recursion=-1')\n"
        "sys.setrecursionlimit(10 ** 6)\nthreading.stack_size(1 << 26)\n\n\n"
        "def depth(n):\n    return 0 if n == 0 else depth(n - 1) + 1\n\n\n"
        "def main():\n    print(depth(30000), sys.getrecursionlimit())\n\n\n"
        "threading.Thread(target=main).start()\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), file});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("30000 1000000"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 30001);
}

// A global board changed around each call is the state: the label shows it, and repeats are real.
void TestPython::stateChangedInPlaceIsInTheLabel()
{
    const QString file = writeFile(QStringLiteral("board.py"),
        "board = [0, 0, 0]\n\n\ndef play():\n    best = 0\n    for i in range(3):\n        if board[i] == 0:\n"
        "            board[i] = 1\n            best += 1 + play()\n            board[i] = 0\n    return best\n\n\n"
        "print(play())\n");
    const CommandOutput out = run({QStringLiteral("trace"), QStringLiteral("--code"), file});
    QVERIFY2(out.status == 0, out.err.constData());
    QVERIFY2(out.out.contains("board={1,1,0}"), out.out.constData());
    QVERIFY2(out.out.contains("board={0,0,0}"), out.out.constData());
    const QJsonObject json = solveJson({QStringLiteral("--code"), file});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("15"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 16);
    QCOMPARE(json[QStringLiteral("distinctStates")].toInt(), 8);
}

void TestPython::missingInterpreterIsNamed()
{
    const QString file
        = writeFile(QStringLiteral("any.py"), "def f(n):\n    return 0 if n == 0 else f(n - 1)\n\n\nprint(f(1))\n");
    CommandOutput out;
    solveJson({QStringLiteral("--code"), file, QStringLiteral("--python"), QStringLiteral("/nonexistent/pypy3")}, &out);
    QCOMPARE(out.status, 2);
    QVERIFY2(out.err.contains("--python /nonexistent/pypy3: no such interpreter"), out.err.constData());
}

// best(l, r) returns (mine, theirs): a call shows both and reads as the mover's own share, 246 of
// (246, 16) at the root.
void TestPython::pairReturnsDrawTheMoversShare()
{
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written_python/");
    QFile call(dir + QStringLiteral("lc486_predict_the_winner.call"));
    QVERIFY(call.open(QIODevice::ReadOnly));
    const CommandOutput out
        = run({QStringLiteral("trace"), QStringLiteral("--code"), dir + QStringLiteral("lc486_predict_the_winner.py"),
            QStringLiteral("--call"), QString::fromUtf8(call.readAll()).trimmed()});
    QVERIFY2(out.status == 0, out.err.constData());
    QVERIFY2(out.out.contains("#0  l=0, r=5  = (246, 16) · 1st gets 246"), out.out.constData());
    QVERIFY2(out.out.contains("#5   → l=5, r=5  = (12, 0) · 2nd gets 12  (base case)"), out.out.constData());
}

// A recursion without a base case ends with Python's RecursionError at the limit the stack allows
// (a quarter of 512 MiB here), every call kept and none torn.
void TestPython::runawayRecursionKeepsItsCalls()
{
    const QString file = writeFile(QStringLiteral("runaway.py"), "def f(n):\n    return f(n + 1) + 1\n\n\nprint(f(0))\n");
    CommandOutput out;
    solveJson({QStringLiteral("--code"), file, QStringLiteral("--memory-limit"), QStringLiteral("512")}, &out);
    QCOMPARE(out.status, 4);
    QVERIFY2(out.err.contains("(line 2: RecursionError: maximum recursion depth exceeded) after "), out.err.constData());
    const qsizetype at = out.err.indexOf(" after ") + 7;
    const int calls = QString::fromUtf8(out.err.mid(at, out.err.indexOf(" calls", at) - at)).remove(u',').toInt();
    QVERIFY2(calls > 50000, out.err.constData());
    QVERIFY2(!out.err.contains("broken"), out.err.constData());
}

// The file's own recursion limit holds (scaled for the tracer's frame), and a RecursionError it
// catches leaves the stream whole: every call it made returned.
void TestPython::caughtRecursionErrorGoesOn()
{
    const QString file = writeFile(QStringLiteral("caught.py"),
        "import sys\nsys.setrecursionlimit(3000)\n\n\ndef f(n):\n    try:\n        return f(n + 1) + 1\n"
        "    except RecursionError:\n        return 0\n\n\nprint(f(0) > 0)\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), file});
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("True"));
    const int calls = json[QStringLiteral("calls")].toInt();
    QVERIFY2(calls > 2900 && calls < 3100, qPrintable(QString::number(calls))); // 3,000 asked for, give or take the slack
    QCOMPARE(json[QStringLiteral("maxDepth")].toInt(), calls - 1);
}

// A set of strings is walked in the order of its hashes, which Python draws anew for every process
// unless told otherwise: the moves of two runs (a comparison, the memo switched back on) would
// differ. Every run gets the same order.
void TestPython::everyRunDrawsTheSameTree()
{
    const QString file = writeFile(QStringLiteral("words.py"),
        "words = {'apple', 'berry', 'cherry', 'date', 'elder', 'fig', 'grape', 'honey'}\n\n\n"
        "def longest(k, last):\n    if k == 0:\n        return len(last)\n"
        "    return max(longest(k - 1, w) for w in words if w != last)\n\n\n"
        "print(longest(2, ''), ' '.join(words))\n");
    const QStringList args {QStringLiteral("trace"), QStringLiteral("--code"), file};
    const auto treeAndAnswer = [&] { // what follows the timings
        const CommandOutput out = run(args);
        return out.out.left(out.out.indexOf('\n', out.out.indexOf("answer:"))) + out.out.mid(out.out.indexOf("#0"));
    };
    const QByteArray first = treeAndAnswer();
    QVERIFY2(first.contains("#1   \xe2\x86\x92 k=1, last=\""), first.constData());
    for (int again = 0; again < 2; ++again)
        QCOMPARE(treeAndAnswer(), first);
}

// The C++ programs' styles in Python (tst_as_written coloursMatchMinimax): one analysis of the
// recorded calls reads both, and every node is coloured for the player a minimax says wins.
void TestPython::coloursMatchMinimax_data()
{
    addTake134Columns();
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written_python/");
    addTake134Row(dir, ".py", "vr_mover_flag", "vr_mover_flag.2.in", "mover-wins");
    addTake134Row(dir, ".py", "vr_second_player_wins", "vr_second_player_wins.in", "winner-index");
    addTake134Row(dir, ".py", "vr_winner_index", "vr_winner_index.2.in", "winner-index");
    addTake134Row(dir, ".py", "vr_grundy_dict", "vr_grundy_dict.in", "grundy");
    addTake134Row(dir, ".py", "take134_or_chain", "take134_or_chain.in", "mover-wins");
}

void TestPython::coloursMatchMinimax()
{
    checkTake134Row([this](const QStringList& args) { return run(QStringList {QStringLiteral("trace")} + args); });
}

// A tic-tac-toe board kept outside the parameters (a global list, a list of rows in an enclosing
// function, attributes of a method's self) and changed in place around each call is part of every
// label, and every node is coloured for the winner a minimax of its board finds (tst_as_written
// has the C++ styles).
void TestPython::boardOutsideTheParameters_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("calls");
    QTest::newRow("global board") << "tictactoe_global_board"
                                  << "tictactoe_global_board.2.in"
                                  << "board" << 238;
    QTest::newRow("global board, an opening") << "tictactoe_global_board"
                                              << "tictactoe_global_board.in"
                                              << "board" << 7'332;
    QTest::newRow("nonlocal rows") << "vr_captured_board"
                                   << "vr_captured_board.in"
                                   << "g" << 238;
    QTest::newRow("nonlocal rows, an opening") << "vr_captured_board"
                                               << "vr_captured_board.2.in"
                                               << "g" << 7'332;
    QTest::newRow("attributes of self") << "vr_self_board"
                                        << "vr_self_board.2.in"
                                        << "self.board" << 238;
    QTest::newRow("attributes of self, an opening") << "vr_self_board"
                                                    << "vr_self_board.in"
                                                    << "self.board" << 7'332;
}

void TestPython::boardOutsideTheParameters()
{
    QFETCH(QString, name);
    QFETCH(QString, input);
    QFETCH(QString, board);
    QFETCH(int, calls);
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written_python/");
    const CommandOutput out = run({QStringLiteral("trace"), QStringLiteral("--code"), dir + name + QStringLiteral(".py"),
        QStringLiteral("--stdin"), dir + input, QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(json[QStringLiteral("values")].toString(), QStringLiteral("negamax"));
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(!notes.contains(QStringLiteral("whole state")), qPrintable(notes));
    checkTicTacToeWinners(json[QStringLiteral("nodes")].toArray(), board);
}

// A 2-tuple of scores, (mine, theirs) under @lru_cache or with a turn flag (Alice's, Bob's) in a
// dict: each node shows the pair a minimax of the card game finds and is coloured for the player
// ahead, as in C++ (tst_as_written's pairValuesReadAsScores).
void TestPython::tuplesReadAsScores_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("values");
    QTest::newRow("(mine, theirs), lru_cache") << "vr_pair_cards"
                                               << "mover-score";
    QTest::newRow("(Alice's, Bob's), a turn flag") << "vr_pair_first_second"
                                                   << "first-player-score";
}

void TestPython::tuplesReadAsScores()
{
    QFETCH(QString, name);
    QFETCH(QString, values);
    const QString dir = m_sourceDir + QStringLiteral("/tests/data/as_written_python/");
    const CommandOutput out = run({QStringLiteral("trace"), QStringLiteral("--code"), dir + name + QStringLiteral(".py"),
        QStringLiteral("--stdin"), dir + name + QStringLiteral(".in"), QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 57);
    QCOMPARE(json[QStringLiteral("values")].toString(), values);
    checkCardPairs(json[QStringLiteral("nodes")].toArray(), {4, 4, 1, 8, 3, 3, 6}, values == QLatin1String("first-player-score"));
}

// Tic-tac-toe on a global board that score(p) changes through helpers: put(i, p) and take(i),
// which change the globals, or place(b, m, i, p), handed the board and the count.
static QByteArray helperTicTacToe(bool handed)
{
    const QByteArray move = handed ? "            place(board, moves, i, p)\n" : "            put(i, p)\n";
    const QByteArray undo = handed ? "            place(board, moves, i, '.')\n" : "            take(i)\n";
    return "board = list(input() + input() + input())\n"
           "moves = [board.count('X') + board.count('O')]\n"
           "\n"
           "\n"
           "def put(i, p):\n"
           "    board[i] = p\n"
           "    moves[0] += 1\n"
           "\n"
           "\n"
           "def take(i):\n"
           "    board[i] = '.'\n"
           "    moves[0] -= 1\n"
           "\n"
           "\n"
           "def place(b, m, i, p):\n"
           "    b[i] = p\n"
           "    m[0] += 1 if p != '.' else -1\n"
           "\n"
           "\n"
           "def lost(p):\n"
           "    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]\n"
           "    return any(all(board[k] == p for k in line) for line in lines)\n"
           "\n"
           "\n"
           "def score(p):\n"
           "    q = 'O' if p == 'X' else 'X'\n"
           "    if lost(q):\n"
           "        return -1\n"
           "    if moves[0] == 9:\n"
           "        return 0\n"
           "    best = -1\n"
           "    for i in range(9):\n"
           "        if board[i] == '.':\n"
        + move + "            best = max(best, -score(q))\n" + undo
        + "    return best\n"
          "\n"
          "\n"
          "print(score('X' if moves[0] % 2 == 0 else 'O'))\n";
}

// Helpers called before and after each call (put, take) are followed: the globals they change
// are in every label, and every node is coloured for the tic-tac-toe minimax.
void TestPython::stateChangedByHelpersIsLabelled()
{
    const QString file = writeFile(QStringLiteral("ttt_helpers.py"), helperTicTacToe(false));
    const QString input = writeFile(QStringLiteral("ttt.in"), "XO.\n.X.\n..O\n");
    const CommandOutput out = run(
        {QStringLiteral("trace"), QStringLiteral("--code"), file, QStringLiteral("--stdin"), input, QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 238);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("its label shows p, board, moves (board, moves: kept outside the parameters")),
        qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("whole state")), qPrintable(notes));
    checkTicTacToeWinners(json[QStringLiteral("nodes")].toArray(), QStringLiteral("board"));
}

// A board changed by a helper handed it (place(board, moves, i, p)) is not followed: the labels
// miss it, the same label returns different values, the note says so, and no call is a repeat.
void TestPython::stateChangedByHelpersIsNamed()
{
    const QString file = writeFile(QStringLiteral("ttt_handed.py"), helperTicTacToe(true));
    const QString input = writeFile(QStringLiteral("ttt.in"), "XO.\n.X.\n..O\n");
    const CommandOutput out = run(
        {QStringLiteral("trace"), QStringLiteral("--code"), file, QStringLiteral("--stdin"), input, QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("answer")].toString(), QStringLiteral("1"));
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 238);
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("the labels do not hold the whole state")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("(the rest of the state may be in variables the recursion changes in place)")),
        qPrintable(notes));
    for (const QJsonArray nodes = json[QStringLiteral("nodes")].toArray(); const QJsonValue& node : nodes)
        QCOMPARE(node[QStringLiteral("repeatOf")].toInt(), -1);
}

// A forked child's calls are not the run's (os.fork copies the trace's descriptor and the
// recursion); a thread of the program's own runs beside the recursion.
void TestPython::threadsAndForkedChildren_data()
{
    QTest::addColumn<QByteArray>("main");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::newRow("thread beside the recursion") << QByteArray(
        "box = []\nt = threading.Thread(target=lambda: box.append(sum(range(101))))\nt.start()\nt.join()\n"
        "print(f(4), box[0])\n") << "3 5050" << 9;
    // Two threads recursing at once: the first one in owns the trace, 2 fib(23) - 1 calls (the
    // stream was broken after 48,581 calls); the other runs untraced, through the same cache.
    const QByteArray twoThreads = "box = []\nts = [threading.Thread(target=lambda: box.append(%1(22))) for _ in range(2)]\n"
                                  "for t in ts:\n    t.start()\nfor t in ts:\n    t.join()\nprint(*box)\n";
    QTest::newRow("two threads recurse at once") << QByteArray(twoThreads).replace("%1", "f") << "17711 17711" << 57313;
    QTest::newRow("two threads at once, general wrapper")
        << "def g(n, **options):\n    return n if n <= 1 else g(n - 1) + g(n - 2, k=1)\n\n\n"
            + QByteArray(twoThreads).replace("%1", "g")
        << "17711 17711" << 57313;
    // f(21)'s 35,421 calls fill a chunk, which the child sent (34,270 calls were drawn).
    QTest::newRow("child recurses, then os._exit()")
        << QByteArray("pid = os.fork()\nif pid == 0:\n    f(21)\n    os._exit(0)\nos.waitpid(pid, 0)\nprint(f(4))\n") << "3" << 9;
}

void TestPython::threadsAndForkedChildren()
{
    QFETCH(QByteArray, main);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    const QString path = writeFile(QStringLiteral("children.py"),
        "import os\nimport sys\nimport threading\n\n\ndef f(n):\n    return n if n <= 1 else f(n - 1) + f(n - 2)\n\n\n" + main);
    const QJsonObject json = solveJson({QStringLiteral("--code"), path});
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
}

// os._exit and the exec functions leave without Python's exit: the calls made were lost
// ("after 0 calls").
// However the program ends, the calls it made are drawn: the tracer sends its whole records
// before os._exit, exec and a signal it sends itself, and from the handlers of the CPU limit and
// of the time-out (SIGXCPU, SIGTERM).
void TestPython::callsSurviveAnyEnding_data()
{
    QTest::addColumn<QByteArray>("ending");
    QTest::addColumn<QString>("failed");
    const QString deepest = QStringLiteral(" after 4 calls; the deepest call is #3 n=3");
    QTest::newRow("os._exit") << QByteArray("os._exit(0)")
                              << QStringLiteral("the program exited with status 0 before it finished,") + deepest;
    QTest::newRow("os.execl") << QByteArray("os.execl('/bin/true', 'true')")
                              << QStringLiteral("the program exited with status 0 before it finished,") + deepest;
    QTest::newRow("the CPU limit") << QByteArray("while True:\n            pass")
                                   << QStringLiteral("the program used more than 1 s of CPU time (--cpu-limit)") + deepest;
    QTest::newRow("SIGTERM from another process")
        << QByteArray("os.system('kill -TERM %d' % os.getpid())\n        while True:\n            pass")
        << QStringLiteral("the program crashed with SIGTERM") + deepest;
    QTest::newRow("SIGKILL it sends itself")
        << QByteArray("os.kill(os.getpid(), signal.SIGKILL)")
        << QStringLiteral("the program was killed (SIGKILL: by the system when memory ran out, or by a process)") + deepest;
    QTest::newRow("SIGSTOP it sends itself")
        << QByteArray("signal.raise_signal(signal.SIGSTOP)")
        << QStringLiteral("the program stopped itself with SIGSTOP, and a stopped program never goes on: it was ended") + deepest;
}

void TestPython::callsSurviveAnyEnding()
{
    QFETCH(QByteArray, ending);
    QFETCH(QString, failed);
    const QString path = writeFile(QStringLiteral("ending.py"),
        "import os\nimport signal\n\n\ndef dfs(n):\n    if n == 3:\n        " + ending
            + "\n    dfs(n + 1)\n\n\ndfs(0)\nprint('No')\n");
    const CommandOutput trace = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--cpu-limit"),
        QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(trace.status, 4);
    const QJsonObject json = QJsonDocument::fromJson(trace.out).object();
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 4);
    QCOMPARE(json[QStringLiteral("failed")].toString(), failed);
}

// The CPU limit strikes wherever the program is, often inside a record the tracer is writing:
// the records sent end at the last whole one (a torn one was read as a broken stream, 2 runs of
// 6 before the handler copied the records at once and sent them alone).
void TestPython::cpuLimitInsideARecordKeepsTheWholeOnes()
{
    // The tracer's fast wrapper, and its general one (taken for a function with **kwargs).
    const QByteArray fast = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\n\nprint(fib(60))\n";
    const QByteArray general
        = "def fib(n, **extra):\n    return n if n < 2 else fib(n - 1) + fib(n - 2, k=1)\n\n\nprint(fib(60))\n";
    for (int attempt = 0; attempt < 4; ++attempt) {
        const QString path = writeFile(QStringLiteral("runaway_fib.py"), attempt % 2 ? general : fast);
        const CommandOutput trace = run({QStringLiteral("trace"), QStringLiteral("--code"), path, QStringLiteral("--cpu-limit"),
            QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(trace.status, 4);
        const QJsonObject json = QJsonDocument::fromJson(trace.out).object();
        QVERIFY2(
            json[QStringLiteral("failed")].toString().startsWith(QStringLiteral("the program used more than 1 s of CPU time")),
            trace.err.constData());
        QVERIFY2(json[QStringLiteral("calls")].toInt() > 10000, trace.err.constData());
    }
}

// A long string's label shows its start and its end: the four states of a 303-character
// string that changes at its end read alike when only its start was shown.
void TestPython::longStringsShowTheirEnds()
{
    const QString path = writeFile(QStringLiteral("long_string.py"),
        "memo = {}\n\n\ndef win(s):\n    if s in memo:\n        return memo[s]\n    r = False\n"
        "    for i in range(len(s) - 3, len(s)):\n        if s[i] == '+':\n"
        "            if not win(s[:i] + '-' + s[i + 1:]):\n                r = True\n    memo[s] = r\n    return r\n\n\n"
        "print(win('abcdefghij' * 30 + '++a'))\n");
    const CommandOutput trace = run({QStringLiteral("trace"), QStringLiteral("--code"), path});
    QCOMPARE(trace.status, 0);
    for (const char* end : {"++a", "-+a", "+-a", "--a"})
        QVERIFY2(trace.out.contains("s=\"abcdefghijabcdef…fghij" + QByteArray(end) + "\" (303)"), trace.out.constData());
}

QTEST_GUILESS_MAIN(TestPython)
#include "tst_python.moc"
