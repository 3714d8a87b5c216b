// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The DP table of a user's program: as written, from the parameters its memo test indexes
// (dp[n], visit[T][N], dp[mask] as subsets); with gametree.h, from run.table and call.cell. Read
// back from the SVG that export --view table writes.

#include "support/table_svg.h"
#include "support/test_helpers.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

class TestCodeTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void seedCodeBlocks_data();
    void seedCodeBlocks();
    void gapsAreOutlinesInAPicture();
    void mapMemoIndexedByItsKey();
    void headerProgramNamesItsCells();
    void subsetTableOfAHeaderProgram();
    void refusals_data();
    void refusals();

private:
    CommandOutput run(const QStringList& args) { return runCommand(m_bin, args, 300000); }
    QString writeFile(const QString& name, const QByteArray& text);
    QString m_bin;
    QString m_seeds;
    QTemporaryDir m_dir;
};

void TestCodeTable::initTestCase()
{
    m_bin = QStringLiteral(GAMETREE_BIN);
    m_seeds = QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/seed_code/");
    qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE);
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "the gametree binary is built first");
}

QString TestCodeTable::writeFile(const QString& name, const QByteArray& text)
{
    return writeTestFile(QDir(m_dir.path()), name, text);
}

// The seed articles' code blocks as pasted: the same cells stored as the built-in games store.
void TestCodeTable::seedCodeBlocks_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("cells");     // states with a cell
    QTest::addColumn<int>("filled");    // stored by the end
    QTest::addColumn<int>("gaps");      // indexes no call reached
    QTest::addColumn<QString>("title"); // "<declaration> as a table"
    QTest::addColumn<QString>("caption");
    QTest::addColumn<QString>("rowLabel");

    // dfs(n, dp) reaches every n = 10 … 0; n = 0 is a base case, never stored.
    QTest::newRow("ABC 270 D dp[n]") << "003_abc270d_stones" << 11 << 10 << 0 << "dp[n] as a table"
                                     << "stored 10 of 11 cells"
                                     << "n";
    // The article stops at the first winning move: visit[0][7] and visit[1][2] are stored.
    QTest::newRow("yukicoder 7 visit[T][N]") << "004_yukicoder7_prime" << 4 << 2 << 12 << "visit[T][N] as a table"
                                             << "stored 2 of 16 cells"
                                             << "T=1";
    QTest::newRow("Stone Game II dp[i][m]") << "002_stone_game_ii" << 9 << 4 << 9 << "dp[i][m] as a table"
                                            << "stored 4 of 18 cells"
                                            << "i=5";
    // Masks over bits 1 … 10: 208 states met, as the built-in game's 208 of 1,024.
    QTest::newRow("Can I Win dp[mask]") << "001_can_i_win_ko" << 208 << 43 << 0 << "dp[mask] as a table"
                                        << "stored 43 of 2,048 cells"
                                        << "3 used";
}

void TestCodeTable::seedCodeBlocks()
{
    QFETCH(QString, seed);
    QFETCH(int, cells);
    QFETCH(int, filled);
    QFETCH(int, gaps);
    QFETCH(QString, title);
    QFETCH(QString, caption);
    QFETCH(QString, rowLabel);
    const QString path = m_dir.filePath(seed + QStringLiteral(".svg"));
    QStringList args {QStringLiteral("export"), QStringLiteral("--code"), m_seeds + seed + QStringLiteral(".cpp"),
        QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("-o"), path};
    if (QFileInfo(m_seeds + seed + QStringLiteral(".in")).size() > 0)
        args << QStringLiteral("--stdin") << m_seeds + seed + QStringLiteral(".in");
    const CommandOutput o = run(args);
    QVERIFY2(o.status == 0, o.err.constData());
    QCOMPARE(QString::fromUtf8(o.out).trimmed(),
        QStringLiteral("wrote %1: a table of %2 cells, %3 stored by this step").arg(path).arg(cells).arg(filled));
    const TableSvg svg = readTableSvg(path);
    QCOMPARE(int(svg.cells.size()), cells);
    QCOMPARE(countWith(svg, QStringLiteral("filled")), filled);
    QCOMPARE(svg.gaps, gaps);
    QVERIFY2(svg.text.contains(title), qPrintable(svg.text));
    QVERIFY2(svg.text.contains(caption), qPrintable(svg.text));
    QVERIFY2(svg.text.split(u'\n').contains(rowLabel), qPrintable(svg.text));
    QVERIFY(!svg.text.contains(QStringLiteral("bottom-up loop"))); // the program does not say how one would go
    for (const auto& [id, cell] : svg.cells)
        QVERIFY2(!cell.title.isEmpty(), qPrintable(id));
}

// The prime game's visit[T][N] meets 4 of its 16 cells: the other 12 are outlines in a PNG (the
// painter, unlike SVG, once filled a cell without a colour black).
void TestCodeTable::gapsAreOutlinesInAPicture()
{
    const QString path = m_dir.filePath(QStringLiteral("prime.png"));
    const CommandOutput o
        = run({QStringLiteral("export"), QStringLiteral("--code"), m_seeds + QStringLiteral("004_yukicoder7_prime.cpp"),
            QStringLiteral("--stdin"), m_seeds + QStringLiteral("004_yukicoder7_prime.in"), QStringLiteral("--view"),
            QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const QImage image(path);
    QVERIFY(!image.isNull());
    qint64 dark = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 40;
    // Text and outlines are under 2% of the picture; the 12 cells painted black were 14%.
    QVERIFY2(dark < image.width() * image.height() / 20, qPrintable(QString::number(dark)));
}

// A std::map memo tested with count(key): the key's parameter indexes a line, its order the
// table's, not the parameters' (f(turn, n) stored as memo[n]).
void TestCodeTable::mapMemoIndexedByItsKey()
{
    const QString code = writeFile(QStringLiteral("map_memo.cpp"), R"(#include <bits/stdc++.h>
using namespace std;
map<int, bool> memo;
bool wins(int turn, int n) {
    if (n == 0) return false;
    if (memo.count(n)) return memo[n];
    bool r = false;
    for (int take = 1; take <= 2 && take <= n; ++take)
        r = r || !wins(1 - turn, n - take);
    return memo[n] = r;
}
int main() { int n; cin >> n; cout << (wins(0, n) ? "First" : "Second") << endl; }
)");
    const QString input = writeFile(QStringLiteral("map_memo.in"), "7\n");
    const QString path = m_dir.filePath(QStringLiteral("map_memo.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("--code"), code, QStringLiteral("--stdin"), input,
        QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const TableSvg svg = readTableSvg(path);
    QVERIFY2(svg.text.contains(QStringLiteral("memo[n] as a table")), qPrintable(svg.text));
    QCOMPARE(int(svg.cells.size()), 8);                    // n = 0 … 7
    QCOMPARE(countWith(svg, QStringLiteral("filled")), 7); // n = 0 is a base case
}

// run.table and call.cell: the same table as the built-in stones game, step by step.
void TestCodeTable::headerProgramNamesItsCells()
{
    const QString code = writeFile(QStringLiteral("stones_table.cpp"), R"(#include "gametree.h"
#include <vector>
static std::vector<int> memo;
static int dfs(int n) {
    gt::Call call("n=%d", n);
    call.cell(n);
    if (gt::memoOn() && memo[n] != -1) return call.memo(memo[n]);
    if (n == 0) return call.base(0);
    int best = 0;
    for (int a : {1, 4}) {
        if (a > n) break;
        gt::move("-%d", a);
        best = std::max(best, n - dfs(n - a));
    }
    return memo[n] = call.value(best);
}
GT_GAME(run) {
    const int n = run.param("n", 10, 1, 10000, "stones in the pile");
    run.values(gt::Values::MoverScore);
    run.table("memo[n+1]", n + 1);
    run.tableAxes("n");
    memo.assign(n + 1, -1);
    run.answer(dfs(n));
}
)");
    const QString path = m_dir.filePath(QStringLiteral("stones_step.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("--code"), code, QStringLiteral("--view"),
        QStringLiteral("table"), QStringLiteral("--step"), QStringLiteral("20"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const TableSvg svg = readTableSvg(path);
    QCOMPARE(int(svg.cells.size()), 11);
    QCOMPARE(countWith(svg, QStringLiteral("filled")), 4);
    QCOMPARE(countWith(svg, QStringLiteral("current")), 1);
    QCOMPARE(countWith(svg, QStringLiteral("just-read")), 1);
    QCOMPARE(countWith(svg, QStringLiteral("never-stored")), 1); // n = 0
    QVERIFY(svg.text.contains(QStringLiteral("memo[n+1] as a table")));
    QVERIFY(svg.text.contains(QStringLiteral("stored 4 of 11 cells by this step (10 in the whole run)")));
    // The running call is n=5, and its cell is ringed; the stored ones are n = 1 … 4, numbered so.
    for (const auto& [id, cell] : svg.cells) {
        const QString state = cell.title.section(u'\n', 0, 0);
        if (cell.classes.contains(QStringLiteral("current")))
            QCOMPARE(state, QStringLiteral("n=5"));
        if (cell.classes.contains(QStringLiteral("filled")))
            QCOMPARE(cell.texts.value(0), state.mid(2));
    }
    // A bigger pile: the table follows the parameter.
    const CommandOutput big = run({QStringLiteral("export"), QStringLiteral("--code"), code, QStringLiteral("--n"),
        QStringLiteral("30"), QStringLiteral("--view"), QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(big.status == 0, big.err.constData());
    QCOMPARE(int(readTableSvg(path).cells.size()), 31);
}

// run.subsetTable: masks laid out by how many items they hold.
void TestCodeTable::subsetTableOfAHeaderProgram()
{
    const QString code = writeFile(QStringLiteral("subsets.cpp"), R"(#include "gametree.h"
#include <vector>
static int items;
static std::vector<int> dp;
static bool win(int used, int left) {
    gt::Call call("used=%d", used);
    call.cell(used);
    if (dp[used] >= 0) return call.memo(bool(dp[used]));
    for (int k = 0; k < items; ++k)
        if (!(used >> k & 1)) {
            gt::move("take %d", k + 1);
            if (k + 1 >= left || !win(used | 1 << k, left - k - 1)) {
                dp[used] = 1;
                return call.value(true, gt::StoppedEarly);
            }
        }
    dp[used] = 0;
    return call.value(false);
}
GT_GAME(run) {
    items = run.param("max", 4, 1, 12, "largest number");
    const int total = run.param("total", 9, 1, 100, "target");
    run.subsetTable("dp[1 << max]", items);
    dp.assign(1 << items, -1);
    run.answer(win(0, total));
}
)");
    const QString path = m_dir.filePath(QStringLiteral("subsets.svg"));
    const CommandOutput o = run({QStringLiteral("export"), QStringLiteral("--code"), code, QStringLiteral("--view"),
        QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    const TableSvg svg = readTableSvg(path);
    QVERIFY(svg.text.contains(QStringLiteral("dp[1 << max] as a table")));
    QVERIFY(svg.text.contains(QStringLiteral("of 16 cells")));
    const QStringList lines = svg.text.split(u'\n');
    QVERIFY(lines.contains(QStringLiteral("0 used")));
    QVERIFY(lines.contains(QStringLiteral("{1,2}"))); // a cell shows its items, numbered from 1 as the program's bits
    QVERIFY(countWith(svg, QStringLiteral("filled")) > 0);
}

void TestCodeTable::refusals_data()
{
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    const QByteArray noTable = R"(#include "gametree.h"
static int f(int n) {
    gt::Call call("n=%d", n);
    if (n == 0) return call.base(0);
    return call.value(f(n - 1) + 1);
}
GT_GAME(run) { run.answer(f(3)); }
)";
    QTest::newRow("no run.table") << noTable << QStringList {} << 2
                                  << "has no table to draw: the program does not declare its memo as a table: declare it "
                                     "with run.table(\"dp[N+1]\", N + 1)";
    QByteArray outside = noTable;
    outside.replace("gt::Call call(\"n=%d\", n);", "gt::Call call(\"n=%d\", n);\n    call.cell(n + 5);");
    outside.replace("GT_GAME(run) {", "GT_GAME(run) {\n    run.table(\"dp[4]\", 4);");
    QTest::newRow("cell outside") << outside << QStringList {} << 4 << "call.cell: [8] is outside dp[4] (4 cells)";
    QByteArray grid = outside;
    grid.replace("call.cell(n + 5);", "call.cell(n, 0);");
    QTest::newRow("two indexes on a line") << grid << QStringList {} << 4
                                           << "call.cell: the table has one index: give one, call.cell(i)";
    QByteArray fine = outside;
    fine.replace("call.cell(n + 5);", "call.cell(n);");
    QTest::newRow("bottom-up") << fine << QStringList {QStringLiteral("--order"), QStringLiteral("bottom-up")} << 2
                               << "does not say how a bottom-up loop would fill its table; --order recursion is allowed";
    const QByteArray shifted = R"(#include <bits/stdc++.h>
using namespace std;
int dp[20];
int f(int n) {
    if (dp[n - 1] != -1) return dp[n - 1];
    if (n == 1) return dp[0] = 0;
    return dp[n - 1] = !f(n - 1);
}
int main() { memset(dp, -1, sizeof dp); cout << f(5) << endl; }
)";
    QTest::newRow("as written, dp[n - 1]") << shifted << QStringList {} << 2
                                           << "its memo is not indexed by the recursion's parameters alone";
}

void TestCodeTable::refusals()
{
    QFETCH(QByteArray, code);
    QFETCH(QStringList, extra);
    QFETCH(int, status);
    QFETCH(QString, message);
    const QString file
        = writeFile(QStringLiteral("refusal_%1.cpp").arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'_'), code);
    const QString path = m_dir.filePath(QStringLiteral("refused.svg"));
    const CommandOutput o = run(QStringList {QStringLiteral("export"), QStringLiteral("--code"), file, QStringLiteral("--view"),
                                    QStringLiteral("table"), QStringLiteral("-o"), path}
        + extra);
    QCOMPARE(o.status, status);
    QVERIFY2(QString::fromUtf8(o.err).contains(message), o.err.constData());
}

QTEST_GUILESS_MAIN(TestCodeTable)
#include "tst_code_table.moc"
