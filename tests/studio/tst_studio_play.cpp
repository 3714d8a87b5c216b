// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Play mode in the window: the class against the solver by clicks and keys, undo, the summary
// lines one click from their positions in the tree, a run with the short-circuit on played after
// one click, "play from the selected call", the solver against itself, and who wins revealed.

#include "studio/studio_fixture.h"
#include "studio/canvas/tree_view.h"
#include "studio/play/play_mode.h"
#include "studio/play/play_panel.h"

#include <QAction>
#include <QMenu>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace gt;

class TestStudioPlay : public StudioFixture {
    Q_OBJECT

private slots:
    void playsAgainstTheSolver();
    void keysAndUndo();
    void shortCircuitRunIsPlayedAfterOneClick();
    void playFromTheSelectedCall();
    void solverAgainstItself();
    void revealShowsWhoWins();
    void presentingKeepsThePlayDock();
    void theGameIsDrawnOnTheTree();
    void hiddenOutcomesAreNotColoured();
    void playFromHereByRightClick();

private:
    PlayPanel* openPlay()
    {
        m_window->playMode()->playAction()->trigger();
        return m_window->playMode()->panel();
    }
    // The buttons of the position now (those of the last one are deleted later).
    static QPushButton* moveButton(PlayPanel* panel, int move)
    {
        for (QPushButton* button : panel->moveButtons())
            if (button->objectName() == QStringLiteral("PlayMove%1").arg(move))
                return button;
        return nullptr;
    }
    std::int32_t callOfPosition(const PlayPanel* panel) const { return panel->game()->graph().callOf(panel->game()->position()); }
    // The played edges of a view's scene, as (from, to) of their drawing's nodes' calls.
    static std::set<std::pair<std::int32_t, std::int32_t>> playedEdges(const TreeView* view, const Drawing& drawing)
    {
        std::set<std::pair<std::int32_t, std::int32_t>> edges;
        for (const SceneEdge& e : view->scene().edges)
            if (e.classes.contains(QStringLiteral("played"))) {
                const DrawEdge& drawn = drawing.edges[std::size_t(e.drawEdge)];
                edges.insert({drawing.nodes[std::size_t(drawn.from)].call, drawing.nodes[std::size_t(drawn.to)].call});
            }
        return edges;
    }
    static std::vector<NodeRef> ringedNodes(const TreeView* view)
    {
        std::vector<NodeRef> ringed;
        for (const SceneNode& n : view->scene().nodes)
            if (n.ringed)
                ringed.push_back(n.ref);
        return ringed;
    }
    // Nodes coloured by who wins.
    static int winnerColoured(const TreeView* view)
    {
        int coloured = 0;
        for (const SceneNode& n : view->scene().nodes)
            coloured += n.classes.contains(QStringLiteral("first-wins")) || n.classes.contains(QStringLiteral("second-wins"));
        return coloured;
    }
};

void TestStudioPlay::playsAgainstTheSolver()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    PlayPanel* panel = openPlay();
    QVERIFY(m_window->playMode()->dock()->isVisible());
    QVERIFY(panel->available());
    QCOMPARE(panel->positionText(), QStringLiteral("N=7 · to move: the class"));
    QStringList buttons;
    for (const QPushButton* button : panel->moveButtons())
        buttons << button->text();
    QCOMPARE(buttons,
        (QStringList {QStringLiteral("[1]  subtract 7"), QStringLiteral("[2]  subtract 5"), QStringLiteral("[3]  subtract 3"),
            QStringLiteral("[4]  subtract 2")}));

    moveButton(panel, 2)->click(); // 7 - 2 = 5 hands the solver a win
    QCOMPARE(panel->historyLines(),
        (QStringList {QStringLiteral("1. the class: subtract 2 at N=7"), QStringLiteral("2. the solver: subtract 3 at N=5")}));
    QCOMPARE(
        panel->reasonText(), QStringLiteral("The solver: subtract 3 wins: it is the first winning move the recursion tries."));
    QCOMPARE(panel->positionText(), QStringLiteral("N=2 · to move: the class"));
    // The position is shown in the tree: the call that worked it out, selected.
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(callOfPosition(panel)));
    QCOMPARE(m_window->run()->trace().state(callOfPosition(panel)), panel->game()->position());

    moveButton(panel, 2)->click();
    QVERIFY(panel->game()->over());
    QCOMPARE(panel->historyLines().mid(3),
        (QStringList {QStringLiteral("The solver won."),
            QStringLiteral("At N=7, the class chose subtract 2; subtract 5 would have won.")}));
    QVERIFY(panel->moveButtons().isEmpty());
    // Over: the tree shows where the game was lost, N=7 (the root), with every move below it.
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(0));
    m_window->selectNode(NodeRef::call(1));
    // The mistake's line leads to where N=7 was worked out: the root.
    auto* history = panel->findChild<QListWidget*>(QStringLiteral("PlayHistory"));
    history->setCurrentRow(history->count() - 1);
    emit history->itemClicked(history->item(history->count() - 1));
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(0));
}

void TestStudioPlay::keysAndUndo()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    PlayPanel* panel = openPlay();
    moveButton(panel, 2)->click();
    QVERIFY(panel->undoButton()->isEnabled());
    panel->undoButton()->click(); // the class's move and the solver's reply
    QCOMPARE(panel->positionText(), QStringLiteral("N=7 · to move: the class"));
    QVERIFY(panel->historyLines().isEmpty());
    QVERIFY(!panel->undoButton()->isEnabled());
    panel->setFocus();
    QTest::keyClick(panel, Qt::Key_2); // the second move: subtract 5, a win
    QCOMPARE(panel->game()->history().size(), std::size_t(2));
    QCOMPARE(panel->game()->history().front().move, 5);
    QVERIFY(panel->game()->over());
    QCOMPARE(panel->historyLines().mid(2),
        (QStringList {QStringLiteral("The class won."),
            QStringLiteral("No move gave the game away: from N=7, the class wins with best play.")}));
    QTest::keyClick(panel, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(panel->game()->position(), panel->game()->startPosition());
    panel->findChild<QPushButton*>(QStringLiteral("PlayAgain"))->click();
    QVERIFY(panel->historyLines().isEmpty());
}

void TestStudioPlay::shortCircuitRunIsPlayedAfterOneClick()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}},
        {true, true}); // the article's run stops at the first win
    PlayPanel* panel = openPlay();
    QVERIFY(!panel->available());
    QVERIFY(panel->rerunButton()->isVisible());
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    panel->rerunButton()->click();
    QVERIFY(shown.wait(20000));
    QVERIFY(!m_window->run()->options().shortCircuit);
    QVERIFY(panel->available());
    QCOMPARE(panel->moveButtons().size(), 4);
}

void TestStudioPlay::playFromTheSelectedCall()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    const Trace& trace = m_window->run()->trace();
    std::int32_t nine = -1;
    for (std::int32_t id = 0; id < trace.size() && nine < 0; ++id)
        if (trace.state(id) == 9)
            nine = id;
    QVERIFY(nine > 0);
    m_window->selectNode(NodeRef::call(nine));
    m_window->playMode()->fromHereAction()->trigger();
    PlayPanel* panel = m_window->playMode()->panel();
    QVERIFY(m_window->playMode()->dock()->isVisible());
    QCOMPARE(panel->game()->startPosition(), 9u);
    QCOMPARE(panel->game()->startingPlayer(), Player::Second); // n = 10 - 1: the second player's turn
    QCOMPARE(panel->game()->history().size(), std::size_t(1)); // the solver's seat: it has moved already
    QCOMPARE(panel->historyLines().constFirst(), QStringLiteral("1. the solver: remove 1 at n=9"));
    QCOMPARE(panel->positionText(), QStringLiteral("n=8 · to move: the class"));
}

void TestStudioPlay::solverAgainstItself()
{
    solveAndWait(QStringLiteral("stone-game-ii"), {{QStringLiteral("piles"), QStringLiteral("2,7,9,4,4")}}, {true, false});
    PlayPanel* panel = openPlay();
    panel->setSeats(PlayPanel::Seats::SolverAlone);
    for (const QPushButton* button : panel->moveButtons())
        QVERIFY(!button->isEnabled()); // nobody clicks for the solver
    int moves = 0;
    while (!panel->game()->over() && moves < 10) {
        panel->solverButton()->click();
        ++moves;
    }
    QVERIFY(panel->game()->over());
    // Best play: the article's 10 for the first player, 16 for the second.
    QCOMPARE(panel->game()->finalPoints()[0], 10);
    QCOMPARE(panel->game()->finalPoints()[1], 16);
    QCOMPARE(panel->historyLines().constLast(),
        QStringLiteral("No move gave the game away: from i=0 M=1, the solver (second) wins with best play."));
}

void TestStudioPlay::revealShowsWhoWins()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    PlayPanel* panel = openPlay();
    QVERIFY(!panel->revealed()); // hidden until the teacher reveals it
    QCOMPARE(moveButton(panel, 5)->text(), QStringLiteral("[2]  subtract 5"));
    panel->setRevealed(true);
    QCOMPARE(moveButton(panel, 5)->text(), QStringLiteral("[2]  subtract 5 · wins"));
    QCOMPARE(moveButton(panel, 2)->text(), QStringLiteral("[4]  subtract 2 · loses"));
}

void TestStudioPlay::presentingKeepsThePlayDock()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    PlayPanel* panel = openPlay();
    auto* position = panel->findChild<QLabel*>(QStringLiteral("PlayPosition"));
    const double normal = position->font().pointSizeF();
    m_window->setPresentation(true);
    QVERIFY(m_window->playMode()->dock()->isVisible());
    QVERIFY(!m_window->findChild<QDockWidget*>(QStringLiteral("GameDock"))->isVisible());
    QCOMPARE(position->font().pointSizeF(), 2 * normal); // read from the back of the room
    m_window->setPresentation(false);
    QVERIFY(m_window->findChild<QDockWidget*>(QStringLiteral("GameDock"))->isVisible());
    QCOMPARE(position->font().pointSizeF(), normal);
}

void TestStudioPlay::theGameIsDrawnOnTheTree()
{
    // prime 7: the class subtracts 2 (#8, N=5); the solver 3 (#10, a memo answer of #6, N=2).
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    PlayPanel* panel = openPlay();
    TreeView* tree = m_window->treeView();
    QVERIFY(playedEdges(tree, m_window->run()->drawing()).empty());
    QCOMPARE(ringedNodes(tree), std::vector<NodeRef> {NodeRef::call(0)}); // the first position
    moveButton(panel, 2)->click();
    QCOMPARE(callOfPosition(panel), 6);
    using Steps = std::set<std::pair<std::int32_t, std::int32_t>>;
    QCOMPARE(playedEdges(tree, m_window->run()->drawing()), (Steps {{0, 8}, {8, 10}, {10, 6}}));
    QCOMPARE(ringedNodes(tree), std::vector<NodeRef> {NodeRef::call(6)});
    QCOMPARE(tree->selected(), NodeRef::call(6));
    for (const SceneEdge& e : tree->scene().edges)
        if (e.classes.contains(QStringLiteral("played")))
            QCOMPARE(e.color, tree->scene().style.palette.playedLine);

    // The state graph: N=7 → N=5 → N=2, the position ringed.
    m_window->canvas()->showStateGraph(true);
    TreeView* graph = m_window->stateGraphView();
    const Trace& trace = m_window->run()->trace();
    int playedInGraph = 0;
    for (const SceneEdge& e : graph->scene().edges)
        if (e.classes.contains(QStringLiteral("played"))) {
            QCOMPARE(e.color, graph->scene().style.palette.playedLine);
            QVERIFY(e.width > graph->scene().style.bestLineWidth);
            ++playedInGraph;
        }
    QCOMPARE(playedInGraph, 2); // N=7 → N=5 → N=2
    QCOMPARE(ringedNodes(graph), std::vector<NodeRef> {m_window->run()->stateNodeOf(6)});
    QCOMPARE(trace.state(6), panel->game()->position());

    // Undo: back to N=7, nothing played.
    panel->undoButton()->click();
    QVERIFY(playedEdges(tree, m_window->run()->drawing()).empty());
    QCOMPARE(ringedNodes(tree), std::vector<NodeRef> {NodeRef::call(0)});
    // The best play: 5 then 2, to the end.
    moveButton(panel, 5)->click();
    QVERIFY(panel->game()->over());
    QCOMPARE(playedEdges(tree, m_window->run()->drawing()), (Steps {{0, 2}, {2, 3}}));
    QCOMPARE(ringedNodes(tree), std::vector<NodeRef> {NodeRef::call(3)});
    // Closing the dock leaves the game: the tree as it was.
    m_window->playMode()->playAction()->trigger();
    QVERIFY(!m_window->playMode()->dock()->isVisible());
    QVERIFY(playedEdges(tree, m_window->run()->drawing()).empty());
    QVERIFY(ringedNodes(tree).empty());
    QVERIFY(ringedNodes(graph).empty());
    QVERIFY(m_window->run()->played().empty());
}

void TestStudioPlay::hiddenOutcomesAreNotColoured()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    m_window->stepControls()->toLast(); // every call returned, coloured by who wins
    TreeView* tree = m_window->treeView();
    m_window->canvas()->showStateGraph(true);
    TreeView* graph = m_window->stateGraphView();
    QVERIFY(winnerColoured(tree) > 0);
    QVERIFY(winnerColoured(graph) > 0);
    PlayPanel* panel = openPlay();
    QVERIFY(!panel->revealed());
    QVERIFY(m_window->playMode()->outcomesHidden());
    QCOMPARE(winnerColoured(tree), 0);
    QCOMPARE(winnerColoured(graph), 0);
    for (const SceneNode& n : tree->scene().nodes)
        if (n.ref.isCall())
            QVERIFY(n.classes.contains(QStringLiteral("hidden")) || n.classes.contains(QStringLiteral("pending")));
    moveButton(panel, 2)->click(); // a move keeps them hidden
    QCOMPARE(winnerColoured(tree), 0);
    panel->setRevealed(true); // the teacher reveals them
    QVERIFY(!m_window->playMode()->outcomesHidden());
    QVERIFY(winnerColoured(tree) > 0);
    QVERIFY(winnerColoured(graph) > 0);
    panel->setRevealed(false);
    QCOMPARE(winnerColoured(tree), 0);
    while (!panel->game()->over()) // the game played out: the tree shows why it was lost
        panel->moveButtons().constFirst()->click();
    QVERIFY(!m_window->playMode()->outcomesHidden());
    QVERIFY(winnerColoured(tree) > 0);
    m_window->playMode()->playAction()->trigger(); // the dock closed: the normal picture
    QVERIFY(winnerColoured(tree) > 0);
    QVERIFY(winnerColoured(graph) > 0);
}

void TestStudioPlay::playFromHereByRightClick()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    m_window->stepControls()->toLast(); // every call drawn
    TreeView* tree = m_window->treeView();
    const SceneNode* five = tree->node(NodeRef::call(8)); // N=5, the second player to move
    QVERIFY(five);
    const std::unique_ptr<QMenu> menu = tree->nodeMenu(tree->sceneToWidget(five->box.center()));
    QVERIFY(menu);
    QCOMPARE(tree->menuNode(), NodeRef::call(8));
    QCOMPARE(menu->actions().size(), 1);
    QAction* fromHere = menu->actions().constFirst();
    QCOMPARE(fromHere->objectName(), QStringLiteral("playFromNode"));
    QCOMPARE(fromHere->text(), QStringLiteral("&Play From Here"));
    QVERIFY(fromHere->isEnabled());
    fromHere->trigger();
    PlayPanel* panel = m_window->playMode()->panel();
    QVERIFY(m_window->playMode()->dock()->isVisible());
    const Trace& trace = m_window->run()->trace();
    QCOMPARE(panel->game()->startPosition(), trace.state(8));
    QCOMPARE(panel->game()->startingPlayer(), Player::Second);
    // The class plays first: the solver has moved at N=5 (subtract 3: N=2, a memo answer of #6).
    QCOMPARE(panel->game()->history().size(), std::size_t(1));
    QCOMPARE(ringedNodes(tree), std::vector<NodeRef> {NodeRef::call(callOfPosition(panel))});
    QVERIFY(!playedEdges(tree, m_window->run()->drawing()).empty());
    // Off the nodes there is no menu.
    QVERIFY(!tree->nodeMenu(QPointF(-1000, -1000)));
    QCOMPARE(tree->menuNode(), NodeRef());
}

QTEST_MAIN(TestStudioPlay)
#include "tst_studio_play.moc"
