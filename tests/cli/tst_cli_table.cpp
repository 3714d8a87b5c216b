// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// gametree export --view table: the memo drawn as the article's DP table, read back from the
// SVG it writes (cells, their classes, titles and numbers), at a step and in bottom-up order.

#include "support/table_svg.h"
#include "support/test_helpers.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tables_data();
    void tables();
    void stepShowsWhatIsStoredByThen();
    void bottomUpNumbersTheLoopOrder();
    void twoToTheTwentyMasksAreSummed();
    void slidesOfTheTable();
    void badInput_data();
    void badInput();

private:
    CommandOutput run(const QStringList& args) { return runCommand(m_bin, args, 300000); }
    QString m_bin;
};

void TestCliTable::initTestCase()
{
    m_bin = qEnvironmentVariable("GAMETREE_BIN");
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "GAMETREE_BIN must name the gametree binary");
}

void TestCliTable::tables_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("filled");
    QTest::addColumn<QString>("declaration");
    QTest::addColumn<QString>("cellId");
    QTest::addColumn<QString>("cellTitle"); // a line of that cell's <title>

    QTest::newRow("stones dp[N+1]") << QStringList {QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4")}
                                    << 11 << 10 << "dp[N+1]"
                                    << "cell-10"
                                    << "stored by call #0, entry 10 of the run";
    QTest::newRow("stone game ii dp[n+1][n+1]")
        << QStringList {QStringLiteral("stone-game-ii"), QStringLiteral("--piles"), QStringLiteral("2,7,9,4,4")} << 36 << 4
        << "dp[n+1][n+1]"
        << "cell-0"
        << "never stored: the recursion does not need it";
    QTest::newRow("prime visit[2][N+1]") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--short-circuit"), QStringLiteral("off")}
                                         << 16 << 6 << "visit[2][N+1]"
                                         << "cell-0"
                                         << "N=0, first player";
    QTest::newRow("can i win dp[1 << 10]") << QStringList {QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("10"), QStringLiteral("--total"), QStringLiteral("11")}
                                           << 1024 << 43 << "dp[1 << 10]"
                                           << "cell-0"
                                           << "stored by call #0, entry 43 of the run";
}

void TestCliTable::tables()
{
    QFETCH(QStringList, args);
    QFETCH(int, cells);
    QFETCH(int, filled);
    QFETCH(QString, declaration);
    QFETCH(QString, cellId);
    QFETCH(QString, cellTitle);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("table.svg"));
    const CommandOutput o = run(QStringList {QStringLiteral("export")} + args
        + QStringList {QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    QCOMPARE(QString::fromUtf8(o.out).trimmed(),
        QStringLiteral("wrote %1: a table of %2 cells, %3 stored by this step").arg(path).arg(cells).arg(filled));
    const TableSvg svg = readTableSvg(path);
    QCOMPARE(int(svg.cells.size()), cells);
    QCOMPARE(countWith(svg, QStringLiteral("filled")), filled);
    QCOMPARE(countWith(svg, QStringLiteral("never-stored")), cells - filled); // the run ended: what is empty stays empty
    for (const auto& [id, cell] : svg.cells)
        QVERIFY2(!cell.title.isEmpty(), qPrintable(id));
    QVERIFY2(svg.cells.count(cellId), qPrintable(cellId));
    QVERIFY2(svg.cells.at(cellId).title.split(u'\n').contains(cellTitle), qPrintable(svg.cells.at(cellId).title));
    QVERIFY(svg.text.contains(declaration + QStringLiteral(" as a table")));
    QVERIFY(
        svg.text.contains(QStringLiteral("stored %1 of %2 cells").arg(filled).arg(QLocale(QLocale::English).toString(cells))));
}

// Step 20 of stones (10; 1,4): dp[1] to dp[4] are stored, n=5 runs, its move to n=1 just read dp[1].
void TestCliTable::stepShowsWhatIsStoredByThen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("step.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--view"), QStringLiteral("table"),
        QStringLiteral("--step"), QStringLiteral("20"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const TableSvg svg = readTableSvg(path);
    QCOMPARE(countWith(svg, QStringLiteral("filled")), 4);
    for (int n = 1; n <= 4; ++n) {
        const TableCell& cell = svg.cells.at(QStringLiteral("cell-%1").arg(n));
        QVERIFY(cell.classes.contains(QStringLiteral("filled")));
        QCOMPARE(cell.texts.value(0), QString::number(n)); // stored in the order n = 1, 2, 3, 4
    }
    QVERIFY(svg.cells.at(QStringLiteral("cell-5")).classes.contains(QStringLiteral("current")));
    QVERIFY(svg.cells.at(QStringLiteral("cell-5")).classes.contains(QStringLiteral("not-yet")));
    QVERIFY(svg.cells.at(QStringLiteral("cell-1")).classes.contains(QStringLiteral("just-read")));
    QCOMPARE(countWith(svg, QStringLiteral("not-yet")), 6);      // n = 5 … 10, stored later
    QCOMPARE(countWith(svg, QStringLiteral("never-stored")), 1); // n = 0, a base case
    QVERIFY(svg.cells.at(QStringLiteral("cell-7")).texts.isEmpty());
    QVERIFY(svg.text.contains(QStringLiteral("stored 4 of 11 cells by this step (10 in the whole run)")));
}

// Stone Game II's loop goes i = n-1 down to 0 and M = 1 up to n: (4,1) is its first cell.
void TestCliTable::bottomUpNumbersTheLoopOrder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("loop.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("stone-game-ii"), QStringLiteral("--piles"),
        QStringLiteral("2,7,9,4,4"), QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("--order"),
        QStringLiteral("bottom-up"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const TableSvg svg = readTableSvg(path);
    std::map<int, QString> titleByNumber;
    for (const auto& [id, cell] : svg.cells)
        if (!cell.texts.isEmpty())
            titleByNumber[cell.texts.first().toInt()] = cell.title.section(u'\n', 0, 0);
    QCOMPARE(int(titleByNumber.size()), 25); // i = 0 … 4, M = 1 … 5
    QCOMPARE(titleByNumber.at(1), QStringLiteral("i=4 M=1"));
    QCOMPARE(titleByNumber.at(2), QStringLiteral("i=4 M=2"));
    QCOMPARE(titleByNumber.at(6), QStringLiteral("i=3 M=1"));
    QCOMPARE(titleByNumber.at(25), QStringLiteral("i=0 M=5"));
    QVERIFY(svg.text.contains(QStringLiteral("A bottom-up loop (i = 4, …, 0; M = 1, …, 5 at each) computes 25.")));
    QVERIFY(svg.text.contains(QStringLiteral("A cell's number: when the bottom-up loop fills it.")));
}

// Can I Win (20, 210): 2^20 masks, summed per box as the icicle sums calls.
void TestCliTable::twoToTheTwentyMasksAreSummed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("20"), QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--view"), QStringLiteral("table"),
        QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    QVERIFY(QString::fromUtf8(o.out).contains(QStringLiteral("a table of 1048576 cells, 1048575 stored by this step")));
    const TableSvg svg = readTableSvg(path);
    QVERIFY2(svg.elements < 60000, qPrintable(QString::number(svg.elements)));
    QVERIFY(svg.cells.empty());
    // Layers 0 and 20 have one mask, 1 and 19 twenty, 2 and 18 190; every other more than 240.
    QCOMPARE(svg.sums, 1 + 20 + 190 + 15 * 240 + 190 + 20 + 1);
    QCOMPARE(svg.filledSums, svg.sums - 1); // all numbers used: a base case, never stored
    QVERIFY(svg.text.contains(QStringLiteral("20 used")));
    QProcess rsvg;
    rsvg.start(QStringLiteral("rsvg-convert"), {path, QStringLiteral("-o"), dir.filePath(QStringLiteral("big.png"))});
    QVERIFY(rsvg.waitForFinished(60000));
    QCOMPARE(rsvg.exitCode(), 0);
    QVERIFY(QImage(dir.filePath(QStringLiteral("big.png"))).width() > 1000);
}

// A slide of the table at each chosen step, with the step in its title.
void TestCliTable::slidesOfTheTable()
{
    QTemporaryDir dir;
    const QString deck = dir.filePath(QStringLiteral("deck")) + u'/';
    const CommandOutput o = run({QStringLiteral("slides"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--view"), QStringLiteral("table"),
        QStringLiteral("--steps"), QStringLiteral("1,20,36"), QStringLiteral("-o"), deck});
    QVERIFY2(o.status == 0, o.err.constData());
    QCOMPARE(QString::fromUtf8(o.out).trimmed(), QStringLiteral("wrote %1: 3 slides of the DP table").arg(deck));
    const int filled[] = {0, 4, 10};
    for (int k = 0; k < 3; ++k) {
        const TableSvg svg = readTableSvg(deck + QStringLiteral("slide-%1.svg").arg(k + 1, 3, 10, QLatin1Char('0')));
        QCOMPARE(int(svg.cells.size()), 11);
        QCOMPARE(countWith(svg, QStringLiteral("filled")), filled[k]);
    }
    QVERIFY(readTableSvg(deck + QStringLiteral("slide-002.svg")).text.contains(QStringLiteral("step 20 of 36")));
    QVERIFY(!readTableSvg(deck + QStringLiteral("slide-003.svg"))
                 .text.contains(QStringLiteral("step 36 of 36"))); // the end: the whole run
    const CommandOutput dag = run({QStringLiteral("slides"), QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("10"), QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--view"), QStringLiteral("dag"),
        QStringLiteral("-o"), deck});
    QCOMPARE(dag.status, 2);
    QVERIFY(QString::fromUtf8(dag.err).contains(QStringLiteral("with --view table the DP table")));
}

void TestCliTable::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList stones {QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("-o")};
    QTest::newRow("dot") << stones + QStringList {QStringLiteral("t.dot"), QStringLiteral("--view"), QStringLiteral("table")}
                         << "a table has no graph to write as DOT; use .svg, .png or .pdf";
    QTest::newRow("order without table") << stones
            + QStringList {QStringLiteral("t.svg"), QStringLiteral("--order"), QStringLiteral("bottom-up")}
                                         << "--order numbers the cells of --view table: add --view table";
    QTest::newRow("unknown order") << stones
            + QStringList {QStringLiteral("t.svg"), QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("--order"),
                QStringLiteral("top-down")}
                                   << "--order: 'top-down' is not allowed; use recursion or bottom-up";
    QTest::newRow("depth") << stones
            + QStringList {QStringLiteral("t.svg"), QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("--depth"),
                QStringLiteral("3")}
                           << "--depth is not an option of --view table, which draws the memo, not the calls";
    QTest::newRow("step past the end") << stones
            + QStringList {QStringLiteral("t.svg"), QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("--step"),
                QStringLiteral("999")} << "--step 999 is past the end; allowed: 1 to 36";
    QTest::newRow("web page") << stones
            + QStringList {QStringLiteral("t.html"), QStringLiteral("--view"), QStringLiteral("table")}
                              << "a web page steps through the call tree of one run";
    QTest::newRow("compare") << stones
            + QStringList {QStringLiteral("t.svg"), QStringLiteral("--view"), QStringLiteral("table"),
                QStringLiteral("--compare"), QStringLiteral("memo")}
                             << "--compare draws call trees or icicles: leave out --view table";
}

void TestCliTable::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    for (QString& arg : args)
        if (arg.startsWith(QStringLiteral("t.")))
            arg = dir.filePath(arg);
    const CommandOutput o = run(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(QString::fromUtf8(o.err).contains(message), o.err.constData());
    QVERIFY(QDir(dir.path()).isEmpty());
}

QTEST_GUILESS_MAIN(TestCliTable)
#include "tst_cli_table.moc"
