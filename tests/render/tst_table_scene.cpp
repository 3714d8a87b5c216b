// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The memo drawn as its DP table: a cell per state of the article's array, filled as the run
// steps, numbered in the recursion's order or a bottom-up loop's, in the SVG with its <title>s.

#include "core/memo_table.h"
#include "core/solve.h"
#include "render/svg_writer.h"
#include "render/table_scene.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

class TestTableScene : public QObject {
    Q_OBJECT

private slots:
    void cellsPerShape_data();
    void cellsPerShape();
    void stonesFillsAndNumbers();
    void bottomUpNumbersEveryCellTheLoopFills();
    void svgNamesEachCell();
};

namespace {

const SceneNode* cell(const Scene& scene, std::uint32_t state)
{
    const QString id = QStringLiteral("cell-%1").arg(state);
    for (const SceneNode& n : scene.nodes)
        if (n.id == id)
            return &n;
    return nullptr;
}

QStringList texts(const SceneNode& n)
{
    QStringList all;
    for (const SceneText& t : n.texts)
        all << t.text;
    return all;
}
} // namespace

void TestTableScene::cellsPerShape_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("cells");
    QTest::addRow("stones 10: dp[11]") << "stones"
                                       << "n=10 moves=1,4" << 11;
    QTest::addRow("prime 7: visit[2][8]") << "prime"
                                          << "n=7" << 16;
    QTest::addRow("stone game ii: dp[6][6]") << "stone-game-ii"
                                             << "piles=2,7,9,4,4" << 36;
    QTest::addRow("can i win 10 11: 1024 masks") << "can-i-win"
                                                 << "max=10 total=11" << 1024;
}

void TestTableScene::cellsPerShape()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(int, cells);
    const Run run = tracedAsArticle(game, params);
    Stepper stepper(*run.result.trace);
    stepper.toLast();
    const MemoTable table(*run.game, stepper);
    const Scene scene
        = buildTableScene(*run.game, table, Style::forPalette(*paletteById(QStringLiteral("default"))), TableOrder::Recursion);
    QCOMPARE(int(scene.nodes.size()), cells);
    int stored = 0;
    for (const SceneNode& n : scene.nodes) {
        QVERIFY(scene.bounds.contains(n.box));
        stored += n.classes.contains(QStringLiteral("stored"));
        for (const SceneNode& other : scene.nodes) // cells never overlap
            QVERIFY(&other == &n || !other.box.intersects(n.box));
    }
    QCOMPARE(std::int64_t(stored), table.storedCells());
    bool captioned = false;
    for (const SceneText& c : scene.captions)
        captioned = captioned
            || c.text.contains(QStringLiteral("stored %1 of %2 cells").arg(countText(table.storedCells()), countText(cells)));
    QVERIFY(captioned);
}

// N=5, moves {1,4}: at the root's first step nothing is filled and n=5 is ringed; at the end
// n=1..5 hold the article's values, numbered 1..5 in store order.
void TestTableScene::stonesFillsAndNumbers()
{
    const Run run = tracedAsArticle(QStringLiteral("stones"), QStringLiteral("n=5 moves=1,4"));
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    Scene scene = buildTableScene(*run.game, table, style, TableOrder::Recursion);
    QVERIFY(cell(scene, 5)->current);
    for (const SceneNode& n : scene.nodes)
        QVERIFY(!n.classes.contains(QStringLiteral("stored")));
    QVERIFY(cell(scene, 0)->classes.contains(QStringLiteral("never-stored")));

    stepper.toLast();
    scene = buildTableScene(*run.game, table, style, TableOrder::Recursion);
    // dfs(n) = max(n - dfs(n-1), n - dfs(n-4)): 1, 1, 2, then 4 (4 - dfs(0)) and 4 (5 - dfs(1)).
    const QStringList values {
        QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("4")};
    for (std::uint32_t n = 1; n <= 5; ++n) {
        const SceneNode* c = cell(scene, n);
        QVERIFY(c->classes.contains(QStringLiteral("stored")));
        QCOMPARE(texts(*c), (QStringList {QString::number(n), values[int(n) - 1]}));
        QCOMPARE(c->ref, NodeRef::call(table.storedBy(n)));
        QVERIFY(c->tooltip.startsWith(QStringLiteral("n=%1\n").arg(n)));
    }
    QVERIFY(texts(*cell(scene, 0)).isEmpty());
    QVERIFY(cell(scene, 0)->box.left() < cell(scene, 1)->box.left()); // n upward, left to right
}

// Bottom-up, dp[0] is cell 1 even though the recursion never stores it.
void TestTableScene::bottomUpNumbersEveryCellTheLoopFills()
{
    const Run run = tracedAsArticle(QStringLiteral("stones"), QStringLiteral("n=5 moves=1,4"));
    Stepper stepper(*run.result.trace);
    const MemoTable table(*run.game, stepper);
    const Scene scene
        = buildTableScene(*run.game, table, Style::forPalette(*paletteById(QStringLiteral("default"))), TableOrder::BottomUp);
    for (std::uint32_t n = 0; n <= 5; ++n)
        QCOMPARE(texts(*cell(scene, n)).value(0), QString::number(n + 1));
}

void TestTableScene::svgNamesEachCell()
{
    const Run run = tracedAsArticle(QStringLiteral("prime"), QStringLiteral("n=7"));
    Stepper stepper(*run.result.trace);
    stepper.toLast();
    const MemoTable table(*run.game, stepper);
    const QString svg = QString::fromUtf8(sceneToSvg(
        buildTableScene(*run.game, table, Style::forPalette(*paletteById(QStringLiteral("default"))), TableOrder::Recursion)));
    QVERIFY(svg.contains(QStringLiteral("visit[2][N+1]")));
    QVERIFY(svg.contains(QStringLiteral("id=\"cell-0\"")));
    QVERIFY(svg.contains(QStringLiteral("never stored: the recursion does not need it")));
    QVERIFY(svg.contains(QStringLiteral("stored by call #0")));
    QVERIFY(svg.contains(QStringLiteral("A bottom-up loop (N = 0, 1, …, 7, both turns at each) computes 16.")));
    QVERIFY(svg.contains(QStringLiteral(">second</text>"))); // the row of the second player's turn
}

QTEST_MAIN(TestTableScene)
#include "tst_table_scene.moc"
