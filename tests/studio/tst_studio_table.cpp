// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The memo table's tab: the DP table filling as the run steps, its cells numbered in either
// order, a click selecting the call that stored a cell, arrows from the cells a call read, a
// double click going back to the tree, and the tab kept in a session.

#include "studio/studio_fixture.h"
#include "studio/canvas/canvas_tabs.h"
#include "studio/canvas/tree_view.h"
#include "studio/modes/step_controls.h"
#include "studio/window/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QToolTip>
#include <QtTest>

using namespace gt;

class TestStudioTable : public StudioFixture {
    Q_OBJECT

private slots:
    void tableFollowsTheStep();
    void clickHoverAndDoubleClick();
    void bottomUpOrderNumbersTheLoop();
    void bigTableIsSummed();
    void tableKeepsItsLabelsAndAnswerInView();

private:
    TreeView* table() const { return m_window->canvas()->memoTable(); }
    int cellsWith(const QString& cssClass) const
    {
        return int(std::count_if(table()->scene().nodes.begin(), table()->scene().nodes.end(),
            [&](const SceneNode& n) { return n.classes.contains(cssClass); }));
    }
    const SceneNode* cell(std::uint32_t state) const
    {
        for (const SceneNode& n : table()->scene().nodes)
            if (n.id == QStringLiteral("cell-%1").arg(state))
                return &n;
        return nullptr;
    }
    void stepTo(std::int64_t position)
    {
        m_window->stepControls()->toFirst();
        while (m_window->run()->stepper().position() < position)
            m_window->stepControls()->stepInto();
    }
};

void TestStudioTable::tableFollowsTheStep()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    QVERIFY(!m_window->canvas()->showsMemoTable());
    m_window->findChild<QAction*>(QStringLiteral("memoTable"))->trigger(); // F8
    QVERIFY(m_window->canvas()->showsMemoTable());
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("memoTable"))->isChecked());
    QTRY_VERIFY(table()->isVisible());
    QCOMPARE(m_window->canvas()->shown(), table()); // zoom and fit act on it

    stepTo(20); // n=5 runs; dp[1] … dp[4] are stored, and its move to n=1 just read dp[1]
    QCOMPARE(table()->scene().nodes.size(), std::size_t(11));
    QCOMPARE(cellsWith(QStringLiteral("filled")), 4);
    QVERIFY(cell(5)->current);
    QVERIFY(cell(1)->classes.contains(QStringLiteral("just-read")));
    QCOMPARE(cell(4)->texts.front().text, QStringLiteral("4")); // the fourth store of the run
    QCOMPARE(table()->scene().edges.size(), std::size_t(2));    // n=5 read n=4 and n=1
    m_window->stepControls()->stepBack();
    QCOMPARE(cellsWith(QStringLiteral("filled")), 4);
    QVERIFY(!cell(1)->classes.contains(QStringLiteral("just-read")));
    m_window->stepControls()->toLast();
    QCOMPARE(cellsWith(QStringLiteral("filled")), 10);
    QCOMPARE(cellsWith(QStringLiteral("never-stored")), 1); // n=0, a base case
    QVERIFY(cell(10)->tooltip.contains(QStringLiteral("stored by call #0, entry 10 of the run")));

    // Back to the tree with F8; the state graph's F7 goes from the table to the graph.
    m_window->findChild<QAction*>(QStringLiteral("memoTable"))->trigger();
    QVERIFY(!m_window->canvas()->showsMemoTable());
    QVERIFY(!m_window->canvas()->showsStateGraph());
    m_window->canvas()->showMemoTable(true);
    m_window->findChild<QAction*>(QStringLiteral("stateGraph"))->trigger();
    QVERIFY(m_window->canvas()->showsStateGraph());
    QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("memoTable"))->isChecked());
}

void TestStudioTable::clickHoverAndDoubleClick()
{
    m_window->resize(1904, 1032); // the whole table in view, no minimap over it
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    m_window->canvas()->showMemoTable(true);
    QTRY_VERIFY(table()->isVisible());
    m_window->stepControls()->toLast();
    // A click on dp[4] selects the call that stored it (#6); arrows come into its cell from n=3 and n=0.
    const QPoint at4 = table()->sceneToWidget(cell(4)->box.center()).toPoint();
    QTest::mouseMove(table(), at4);
    QSignalSpy clicked(table(), &TreeView::nodeClicked);
    QTest::mouseClick(table(), Qt::LeftButton, {}, at4);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(6));
    QCOMPARE(table()->selected(), NodeRef::call(6));
    QCOMPARE(table()->scene().edges.size(), std::size_t(2));
    // The pointer on dp[2] (stored by #8): one arrow, from n=1; off the cells, the selection's again.
    QTest::mouseMove(table(), table()->sceneToWidget(cell(2)->box.center()).toPoint());
    QTRY_COMPARE(table()->scene().edges.size(), std::size_t(1));
    QTest::mouseMove(table(), table()->sceneToWidget(cell(2)->box.bottomRight() + QPointF(1, 30)).toPoint());
    QTRY_COMPARE(table()->scene().edges.size(), std::size_t(2));
    // A double click shows the call in the tree.
    QTest::mouseDClick(table(), Qt::LeftButton, {}, table()->sceneToWidget(cell(3)->box.center()).toPoint());
    QVERIFY(!m_window->canvas()->showsMemoTable());
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(7));
}

// Stone Game II [2,7,9,4,4]: the article's loop goes i = 4 down to 0, M = 1 up to 5 at each.
void TestStudioTable::bottomUpOrderNumbersTheLoop()
{
    solveAndWait(QStringLiteral("stone-game-ii"), {{QStringLiteral("piles"), QStringLiteral("2,7,9,4,4")}}, {true, false});
    m_window->canvas()->showMemoTable(true);
    QTRY_VERIFY(table()->isVisible());
    QCOMPARE(table()->scene().nodes.size(), std::size_t(36));
    m_window->stepControls()->toLast();
    auto numberOf = [&](const QString& state) {
        for (const SceneNode& n : table()->scene().nodes)
            if (n.tooltip.section(u'\n', 0, 0) == state)
                return n.texts.empty() ? QString() : n.texts.front().text;
        return QStringLiteral("no cell");
    };
    QCOMPARE(numberOf(QStringLiteral("i=0 M=1")), QStringLiteral("4")); // the root stores last of the four
    QCOMPARE(numberOf(QStringLiteral("i=4 M=1")), QString());           // "takes all": never stored, not numbered
    auto* order = m_window->findChild<QComboBox*>(QStringLiteral("TableOrder"));
    QVERIFY(order);
    QCOMPARE(order->currentText(), QStringLiteral("when the recursion stored them"));
    order->setCurrentIndex(1);
    QCOMPARE(m_window->canvas()->tableOrder(), TableOrder::BottomUp);
    QCOMPARE(numberOf(QStringLiteral("i=4 M=1")), QStringLiteral("1"));
    QCOMPARE(numberOf(QStringLiteral("i=3 M=1")), QStringLiteral("6"));
    QCOMPARE(numberOf(QStringLiteral("i=0 M=5")), QStringLiteral("25"));
    QVERIFY(std::any_of(table()->scene().captions.begin(), table()->scene().captions.end(),
        [](const SceneText& t) { return t.text == QStringLiteral("A cell's number: when the bottom-up loop fills it."); }));
}

// 2^20 masks: boxes that sum the cells, the whole run recorded and stepped.
void TestStudioTable::bigTableIsSummed()
{
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}, {true, false});
    m_window->canvas()->showMemoTable(true);
    QTRY_VERIFY(table()->isVisible());
    const Scene& scene = table()->scene();
    QVERIFY(scene.nodes.empty());
    QCOMPARE(scene.blocks.size(), std::size_t(1 + 20 + 190 + 15 * 240 + 190 + 20 + 1));
    m_window->stepControls()->toLast();
    const auto filled = std::count_if(scene.blocks.begin(), scene.blocks.end(),
        [](const SceneBlock& b) { return b.classes.contains(QStringLiteral("filled")); });
    QCOMPARE(std::size_t(filled), table()->scene().blocks.size() - 1);
    // A box answers the pointer with what it sums.
    const SceneBlock& box = table()->scene().blocks[100];
    table()->centerOn(box.box);
    const QPoint at = table()->sceneToWidget(box.box.center()).toPoint();
    QHelpEvent help(QEvent::ToolTip, at, table()->mapToGlobal(at));
    QApplication::sendEvent(table(), &help);
    QTRY_COMPARE(QToolTip::text(), box.tooltip);
    QVERIFY2(box.tooltip.contains(QStringLiteral("stored by this step (first player wins")), qPrintable(box.tooltip));
}

// Can I Win (10, 11), 1,024 cells at 14 px in a projector's window: the row labels and dp[0]
// (where the answer is) stay on screen, uncovered by the minimap, when the table opens at step 60
// and as it steps on; Fit (Ctrl+0) shows the whole table. Stone Game II's 36 cells fill the canvas.
void TestStudioTable::tableKeepsItsLabelsAndAnswerInView()
{
    m_window->resize(1904, 1032);
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}, {true, false});
    stepTo(60);
    m_window->findChild<QAction*>(QStringLiteral("memoTable"))->trigger();
    QTRY_VERIFY(table()->isVisible());
    QTRY_VERIFY(!table()->scene().nodes.empty());
    auto edgesInView = [this](const char* when) {
        const QRectF view = table()->visibleSceneRect();
        const QRectF minimap = table()->minimapArea();
        QVERIFY2(cell(0) && view.contains(cell(0)->box), when);
        QVERIFY2(
            !minimap.intersects(QRectF(table()->sceneToWidget(cell(0)->box.topLeft()), cell(0)->box.size() * table()->zoom())),
            when);
        int labels = 0;
        for (const SceneText& caption : table()->scene().captions)
            if (caption.text.endsWith(QLatin1String(" used"))) {
                ++labels;
                if (caption.anchor.y() < view.bottom()) { // a row on screen has its label on screen
                    QVERIFY2(view.left() <= caption.anchor.x(),
                        qPrintable(QStringLiteral("%1: %2").arg(QString::fromLatin1(when), caption.text)));
                    QVERIFY2(!minimap.contains(table()->sceneToWidget(caption.anchor)), when);
                }
            }
        QCOMPARE(labels, 11); // 0 to 10 used
    };
    QVERIFY(table()->nodeTextPixels() >= 14 - 1e-9); // 1,024 cells do not fit at 14 px: around the running cell
    edgesInView("opened at step 60");
    if (QTest::currentTestFailed())
        return;
    for (int k = 0; k < 240; ++k) // down into the layers of 3 and 4 numbers used
        m_window->stepControls()->stepInto();
    edgesInView("stepped to 300");
    if (QTest::currentTestFailed())
        return;
    // The scene's page margin aside, the whole table.
    const auto whole = [this] {
        const double margin = table()->scene().style.margin;
        return table()->visibleSceneRect().contains(table()->scene().bounds.adjusted(margin, margin, -margin, -margin));
    };
    QVERIFY(!whole());
    m_window->findChild<QAction*>(QStringLiteral("fit"))->trigger(); // Ctrl+0
    QVERIFY(whole());

    solveAndWait(QStringLiteral("stone-game-ii"), {{QStringLiteral("piles"), QStringLiteral("2,7,9,4,4")}}, {true, false});
    QTRY_COMPARE(cellsWith(QStringLiteral("cell")), 36);
    QVERIFY(whole());
    // As large as the canvas takes it (it once filled a third of it, with 10 px digits).
    const QSizeF drawn = table()->scene().bounds.size() * table()->zoom();
    QVERIFY2(drawn.width() > 0.9 * table()->width() || drawn.height() > 0.9 * table()->height(),
        qPrintable(QStringLiteral("%1 x %2").arg(drawn.width()).arg(drawn.height())));
    QVERIFY(table()->nodeTextPixels() >= 14);
}

QTEST_MAIN(TestStudioTable)
#include "tst_studio_table.moc"
