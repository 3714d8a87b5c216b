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
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

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

QTEST_MAIN(TestStudioPlay)
#include "tst_studio_play.moc"
