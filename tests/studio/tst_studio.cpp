// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The studio window, driven as a user would, headless: the form, solving, stepping with the
// call stack, memo table and source line in sync, clicks on nodes, cancel, the icicle, hover,
// readable text, a laptop screen, the web page at the step.

#include "studio/studio_fixture.h"
#include "render/drawing.h"
#include "core/language.h"
#include "core/session_file.h"
#include "core/trace_analysis.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/legend_panel.h"
#include "studio/canvas/icicle_view.h"
#include "studio/window/main_window.h"
#include "studio/window/recent_files.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/run/solve_job.h"
#include "studio/panels/source_panel.h"
#include "studio/canvas/tree_view.h"
#include "studio/window/user_guide.h"

#include <QLabel>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QToolTip>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QAbstractItemModelTester>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QLocale>
#include <QtTest>

#include "studio/panels/narration_band.h"
#include "studio/modes/quiz_bar.h"
#include "studio/window/shortcuts_dialog.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/canvas/view_report.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace gt;

class TestStudio : public StudioFixture {
    Q_OBJECT

private slots:
    void solveThroughTheForm();
    void steppingKeepsPanelsInSync();
    void memoAnswersInCanIWin();
    void clickingAMemoNodeSelectsItsOriginal();
    void clickingACutNodeExpandsIt();
    void smallScreenKeepsTheFormReadable();
    void cancelStopsALongRunQuickly();
    void keyboardSteps();
    void inspectorFollowsTheCurrentCall();
    void hoverShowsTheTooltip();
    void icicleFollowsTheStepAndNavigates();
    void modelsStayConsistentWhileStepping();
    void windowFitsALaptopScreen();
    void firstStartSaysHowToBegin();
    void treeTextIsReadable_data();
    void treeTextIsReadable();
    void exportsAWebPageAtTheStep();
};

void TestStudio::solveThroughTheForm()
{
    GameForm* form = m_window->form();
    form->setRun(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}, {true, false});
    QLineEdit* total = form->field(QStringLiteral("total"));
    QVERIFY(total);
    total->clear();
    QTest::keyClicks(total, QStringLiteral("11"));
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QTest::mouseClick(form->solveButton(), Qt::LeftButton);
    QVERIFY(shown.wait(20000));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("answer false · 344 calls · 45 memo hits")),
        qPrintable(m_window->statusText()));
    QCOMPARE(m_window->run()->stepper().position(), 1LL);
    QCOMPARE(stackRows(), QStringList({QStringLiteral("#0  used {} · need 11   ← running")}));
    QVERIFY(m_window->sourcePanel()->currentLineText().contains(QStringLiteral("rec.enter(used, move);")));
}

void TestStudio::steppingKeepsPanelsInSync()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    for (int i = 0; i < 11; ++i)
        m_window->stepControls()->stepInto();
    QCOMPARE(m_window->run()->stepper().position(), 12LL);
    QCOMPARE(stackRows(),
        QStringList({QStringLiteral("#0  N=7, first player   → trying subtract 3"),
            QStringLiteral("#4  N=4, second player   → trying subtract 2"),
            QStringLiteral("#6  N=2, first player   → trying subtract 2"),
            QStringLiteral("#7  N=0, second player   ← running")}));
    QVERIFY(m_window->sourcePanel()->currentLineText().contains(QStringLiteral("rec.enter(state, move);")));
    QCOMPARE(
        m_window->narrationText(), QStringLiteral("First player, N=2: tries subtracting 2 and hands N=0 to the second player."));
    // The view shows what has happened: 8 calls, the current one ringed.
    const Scene& scene = m_window->treeView()->scene();
    QCOMPARE(std::count_if(scene.nodes.begin(), scene.nodes.end(),
                 [](const SceneNode& n) { return n.classes.contains(QStringLiteral("call")); }),
        8);
    QVERIFY(m_window->treeView()->node(NodeRef::call(7))->current);

    m_window->stepControls()->stepOver(); // #7 is a base case: its return
    QCOMPARE(stackRows().size(), 3);
    QVERIFY2(m_window->sourcePanel()->currentLineText().contains(QStringLiteral("Outcome::Base")),
        qPrintable(m_window->sourcePanel()->currentLineText()));

    m_window->stepControls()->stepOut(); // #6 returns, computed, memo off: the return line
    QCOMPARE(stackRows().size(), 2);
    QVERIFY(m_window->sourcePanel()->currentLineText().contains(QStringLiteral("Outcome::Computed, stoppedEarly")));
    QVERIFY(m_window->treeView()->node(NodeRef::call(6))->classes.contains(QStringLiteral("second-wins")));

    m_window->stepControls()->stepBack();
    QCOMPARE(stackRows().size(), 3);
    QVERIFY(m_window->treeView()->node(NodeRef::call(6))->classes.contains(QStringLiteral("pending")));
    m_window->stepControls()->toLast();
    QCOMPARE(stackRows().size(), 0);
    QVERIFY(m_window->treeView()->node(NodeRef::call(0))->classes.contains(QStringLiteral("first-wins")));
}

void TestStudio::memoAnswersInCanIWin()
{
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("4")}, {QStringLiteral("total"), QStringLiteral("6")}}, {true, false});
    const Trace& trace = m_window->run()->trace();
    // The first memo answer: the table has rows, and the row just read is the entry of the call it names.
    const std::int64_t hit = m_window->run()->stepper().memoHitEvents().front();
    m_window->run()->stepper().setPosition(hit + 1);
    m_window->stepControls()->stepInto();
    m_window->stepControls()->stepBack();
    MemoTableModel* memo = m_window->memoTable();
    QVERIFY(memo->rowCount() > 0);
    QVERIFY(memo->rowJustRead() >= 0);
    const std::int32_t answered = m_window->run()->stepper().lastEvent()->call;
    QCOMPARE(memo->callAt(memo->rowJustRead()), trace.memoOf(answered));
    QCOMPARE(memo->data(memo->index(memo->rowJustRead(), MemoTableModel::State), Qt::DisplayRole).toString(),
        m_window->run()->game().stateLabel(trace.state(answered)));
    // #12 reads #2's entry (used {1,2}, the first player to move): the value says whose it is.
    QCOMPARE(answered, 12);
    QCOMPARE(memo->data(memo->index(memo->rowJustRead(), MemoTableModel::Value), Qt::DisplayRole).toString(),
        QStringLiteral("true · 1st wins"));
    // Every cell's tooltip gives the whole entry, where a narrow dock cuts the cells.
    const Game& game = m_window->run()->game();
    const QString entry = QStringLiteral("Entry %1: %2 = %3, stored by call #2")
                              .arg(memo->rowJustRead() + 1)
                              .arg(game.stateLabel(trace.state(2)), game.valueWithView(trace.value(2), trace.player(2)));
    QVERIFY2(entry.contains(QStringLiteral("used {1,2}")) && entry.contains(QStringLiteral("first player")), qPrintable(entry));
    for (int column = 0; column < MemoTableModel::ColumnCount; ++column)
        QCOMPARE(memo->data(memo->index(memo->rowJustRead(), column), Qt::ToolTipRole).toString(), entry);
    QVERIFY(memo->data(memo->index(memo->rowJustRead(), 0), Qt::BackgroundRole).isValid()); // it flashes
    QVERIFY(m_window->sourcePanel()->currentLineText().contains(QStringLiteral("Outcome::Memo")));
}

void TestStudio::clickingAMemoNodeSelectsItsOriginal()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    m_window->stepControls()->toLast();
    TreeView* view = m_window->treeView();
    const SceneNode* memo = view->node(NodeRef::call(12)); // n=1 answered from the memo (computed by #9)
    QVERIFY(memo && memo->classes.contains(QStringLiteral("memo")));
    view->centerOn(memo->box);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->sceneToWidget(memo->box.center()).toPoint());
    QCOMPARE(view->selected(), NodeRef::call(9));
    QVERIFY(m_window->inspector()->toPlainText().contains(QStringLiteral("n=1")));
    QVERIFY(m_window->inspector()->toPlainText().contains(QStringLiteral("Call #9")));
}

// Offscreen's screen is 800x600: the first start there gives the Game form room (three docks
// below the tree had squeezed it to 70 pixels) and leaves the icicle in the View menu.
void TestStudio::smallScreenKeepsTheFormReadable()
{
    QCOMPARE(m_window->screen()->availableSize().width(), 800);
    settleLayouts();
    auto* gameDock = m_window->findChild<QDockWidget*>(QStringLiteral("GameDock"));
    auto* icicleDock = m_window->findChild<QDockWidget*>(QStringLiteral("IcicleDock"));
    QVERIFY(gameDock && icicleDock);
    QVERIFY2(gameDock->width() >= 180, qPrintable(QString::number(gameDock->width())));
    QVERIFY(icicleDock->isHidden());
    QPushButton* solve = m_window->form()->solveButton();
    QVERIFY(solve->isVisible());
    QCOMPARE(solve->visibleRegion().boundingRect().width(), solve->width()); // not cut at the dock's edge
    QVERIFY(solve->width() >= 150);
    QVERIFY(m_window->treeView()->width() >= 320);
}

void TestStudio::clickingACutNodeExpandsIt()
{
    // Prime 9299: the root's 1,151 moves show as the first ones, the winning one and "+k moves".
    resizeAndSettle(QSize(1366, 768)); // a laptop's canvas (offscreen's screen is 800x600)
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("9299")}}, {true, true});
    TreeView* view = m_window->treeView();
    const Trace& trace = m_window->run()->trace();
    m_window->stepControls()->toLast();
    QVERIFY(view->node(NodeRef::moves(0)));
    QVERIFY(view->node(NodeRef::call(decidingChild(m_window->run()->game(), trace, 0))));
    std::int64_t drawnBefore = m_window->run()->drawing().callsDrawn;
    QVERIFY(drawnBefore < trace.size());
    const QPointF rootOnScreen = view->sceneToWidget(view->node(NodeRef::call(0))->box.center());
    m_window->selectNode(NodeRef::moves(0));
    QVERIFY(!view->node(NodeRef::moves(0))); // opened: every move of the root is drawn
    for (const std::int32_t child : trace.children(0))
        QVERIFY(m_window->run()->drawing().nodeOfCall[std::size_t(child)] >= 0);
    QVERIFY(m_window->run()->drawing().callsDrawn > drawnBefore);
    // The opened call stays on screen, and so do the first of the moves it opened.
    const auto inView
        = [view](NodeRef ref) { return view->node(ref) && view->visibleSceneRect().contains(view->node(ref)->box); };
    QVERIFY(inView(NodeRef::call(0)));
    const std::vector<std::int32_t> moves = trace.children(0);
    QVERIFY(std::count_if(moves.begin(), moves.end(), [&](std::int32_t m) { return inView(NodeRef::call(m)); }) >= 3);
    const QPointF rootAfter = view->sceneToWidget(view->node(NodeRef::call(0))->box.center());
    QVERIFY2(std::abs(rootOnScreen.y() - rootAfter.y()) < 2, "the opened call keeps its height");

    // A "+N calls" cut below a drawn call opens too: Stones N=10000 is 10,000 calls deep.
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10000")},
            {QStringLiteral("moves"), QStringLiteral("1,2,4,8,16,32,64,128,256,512")}},
        {true, false});
    m_window->stepControls()->toLast();
    drawnBefore = m_window->run()->drawing().callsDrawn;
    const SceneNode* cut = nullptr;
    for (const SceneNode& n : view->scene().nodes)
        if (n.ref.isCut()) {
            cut = &n;
            break;
        }
    QVERIFY(cut);
    const NodeRef cutRef = cut->ref; // the scene, and `cut` with it, is rebuilt by the click
    m_window->selectNode(cutRef);
    QVERIFY(m_window->run()->drawing().callsDrawn > drawnBefore);
    QVERIFY(!view->node(cutRef)); // opened
    QCOMPARE(view->selected(), NodeRef::call(cutRef.id));
    // What was opened is on screen with the call (its children once landed half below the canvas).
    QVERIFY(inView(NodeRef::call(cutRef.id)));
    QVERIFY(inView(NodeRef::call(cutRef.id + 1)));

    // Collapsing it again folds its children back into the cut, and the call stays where it is.
    const QPointF opened = view->sceneToWidget(view->node(view->selected())->box.center());
    m_window->findChild<QAction*>(QStringLiteral("collapse"))->trigger();
    QVERIFY(view->node(cutRef));
    QCOMPARE(m_window->run()->drawing().callsDrawn, drawnBefore);
    QVERIFY2(QLineF(opened, view->sceneToWidget(view->node(NodeRef::call(cutRef.id))->box.center())).length() < 2,
        "the collapsed call keeps its place");
    // Back to the line of best play: panned away from it first, the line comes into view from
    // the root down, as far as fits.
    view->setZoom(view->zoom(), QPointF()); // stops framing
    view->keepAt(view->node(NodeRef::call(0))->box.center(), QPointF(-2000, -2000));
    QVERIFY(!inView(NodeRef::call(0)));
    m_window->findChild<QAction*>(QStringLiteral("bestLine"))->trigger();
    const std::vector<std::int32_t> line = bestPlay(m_window->run()->game(), m_window->run()->trace());
    QVERIFY(line.size() > 3);
    for (std::size_t k = 0; k < 2; ++k)
        QVERIFY2(inView(NodeRef::call(line[k])), qPrintable(QString::number(line[k])));
}

void TestStudio::cancelStopsALongRunQuickly()
{
    // With the memo off this run would take far longer than the call budget allows.
    m_window->form()->setRun(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}, {false, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QSignalSpy progress(m_window->job(), &SolveJob::progress);
    m_window->form()->solveButton()->click();
    QVERIFY(progress.wait(5000)); // under way, and counting calls
    QVERIFY(m_window->job()->isRunning());
    QVERIFY(!m_window->form()->solveButton()->isEnabled());
    QElapsedTimer timer;
    timer.start();
    m_window->cancelRun();
    QVERIFY(shown.wait(5000));
    qInfo("cancel took effect after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(m_window->bannerText().startsWith(QStringLiteral("Cancelled.")), qPrintable(m_window->bannerText()));
    QVERIFY(!m_window->job()->isRunning());
    QVERIFY(m_window->form()->solveButton()->isEnabled()); // the window answers again
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, true});
    QVERIFY(m_window->statusText().contains(QStringLiteral("answer Win")));
}

void TestStudio::keyboardSteps()
{
    // Typed into a field, then solved: the tree takes the keys, so the arrows step at once.
    m_window->activateWindow();
    m_window->form()->setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QVERIFY(m_window->form()->field(QStringLiteral("n")));
    m_window->form()->field(QStringLiteral("n"))->setFocus();
    QCOMPARE(m_window->focusWidget(), m_window->form()->field(QStringLiteral("n")));
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QCOMPARE(m_window->focusWidget(), m_window->treeView());
    QTest::keyClick(m_window->focusWidget(), Qt::Key_Right);
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    QTest::keyClick(m_window.get(), Qt::Key_PageDown); // a presenter's clicker
    QCOMPARE(m_window->run()->stepper().position(), 3LL);
    QTest::keyClick(m_window.get(), Qt::Key_PageUp);
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QCOMPARE(m_window->run()->stepper().position(), 30LL);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QCOMPARE(m_window->run()->stepper().position(), 1LL);
}

void TestStudio::inspectorFollowsTheCurrentCall()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    m_window->run()->stepper().setPosition(23);
    m_window->stepControls()->stepInto(); // step 24: #3 (n=7) has tried "remove 1" only
    const QString text = m_window->inspector()->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("n=7")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Not returned yet at this step.")));
    QVERIFY2(text.contains(QStringLiteral("remove 1 → 5 · first player (to move) gets 5")), qPrintable(text)); // whose 5
    QVERIFY(!text.contains(QStringLiteral("remove 4")));                                                       // not tried yet

    // A call with hundreds of moves lists the first 20 and the latest 20, and how many are between.
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("2000")}}, {true, false});
    m_window->stepControls()->toLast();
    m_window->selectNode(NodeRef::call(0));
    const QString root = m_window->inspector()->toPlainText();
    const qsizetype tried = m_window->run()->trace().children(0).size();
    QVERIFY(tried > 100);
    QVERIFY2(root.contains(QStringLiteral("… %1 more moves …").arg(QLocale().toString(qlonglong(tried - 40)))), qPrintable(root));
    QCOMPARE(root.count(QStringLiteral(" → ")), 40);
    const QString lastMove = m_window->run()->moveText(m_window->run()->trace().children(0).back());
    QVERIFY2(root.contains(lastMove + QStringLiteral(" → ")), qPrintable(lastMove));
}

void TestStudio::hoverShowsTheTooltip()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->stepControls()->toLast();
    TreeView* view = m_window->treeView();
    const SceneNode* node = view->node(NodeRef::call(10)); // the repeated N=2
    QVERIFY(node);
    view->centerOn(node->box);
    const QPoint at = view->sceneToWidget(node->box.center()).toPoint();
    QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
    QCoreApplication::sendEvent(view, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().startsWith(QStringLiteral("N=2, first player\nfirst player to move (OR)\ncall #10")));
    QVERIFY(QToolTip::text().contains(QStringLiteral("repeats call #6 (same state)")));
}

// The icicle dock shows the whole run: the step's call highlighted, the tree's part on screen
// outlined; a click on a call (or on calls summed in a column) goes there in the tree.
void TestStudio::icicleFollowsTheStepAndNavigates()
{
    m_window->resize(1366, 768);
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    IcicleView* icicle = m_window->icicle();
    QTRY_VERIFY_WITH_TIMEOUT(icicle->isReady(), 10000);
    Stepper& stepper = m_window->run()->stepper();
    m_window->stepControls()->stepInto();
    m_window->stepControls()->stepInto();
    QCOMPARE(icicle->currentCall(), stepper.currentCall());
    m_window->stepControls()->toLast();
    QTRY_VERIFY(icicle->treeArea().contains(icicle->pointOf(10))); // the whole small tree is on screen
    QVERIFY(icicle->tooltipAt(icicle->pointOf(10)).startsWith(QStringLiteral("N=2, first player\ncall #10 · depth 2 · 2 calls")));

    QTest::mouseClick(icicle, Qt::LeftButton, {}, icicle->pointOf(10).toPoint());
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(10));
    QCOMPARE(stepper.position(), m_window->run()->trace().returnEvent(10) + 1);
    QCOMPARE(icicle->currentCall(), stepper.currentCall());
    // Dragging from #10 to #12 goes there too.
    QTest::mousePress(icicle, Qt::LeftButton, {}, icicle->pointOf(10).toPoint());
    QMouseEvent drag(QEvent::MouseMove, icicle->pointOf(12), icicle->mapToGlobal(icicle->pointOf(12)), Qt::NoButton,
        Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(icicle, &drag);
    QTest::mouseRelease(icicle, Qt::LeftButton, {}, icicle->pointOf(12).toPoint());
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(12));
    QCOMPARE(stepper.position(), m_window->run()->trace().returnEvent(12) + 1);

    // Can I Win (12, 60): 1,000s of calls, most narrower than a pixel; a click opens the way to one.
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("12")}, {QStringLiteral("total"), QStringLiteral("60")}}, {true, false});
    QTRY_VERIFY_WITH_TIMEOUT(icicle->isReady(), 10000);
    const Trace& trace = m_window->run()->trace();
    // A whole pixel: the click lands on the call found there.
    const QPoint deep(qRound(icicle->width() * 0.7), qRound(icicle->pointOf(trace.subtreeEnd(0) - 1).y()));
    const std::int32_t call = icicle->callAt(deep);
    QVERIFY(call > 0);
    QVERIFY(m_window->run()->drawing().nodeOfCall[std::size_t(call)] < 0); // not drawn yet
    QTest::mouseClick(icicle, Qt::LeftButton, {}, deep);
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(call));
    QVERIFY(m_window->treeView()->node(NodeRef::call(call)));
    QTRY_VERIFY(icicle->treeArea().contains(icicle->pointOf(call)));
}

void TestStudio::modelsStayConsistentWhileStepping()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    QAbstractItemModelTester stackTester(m_window->callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester memoTester(m_window->memoTable(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(m_window->memoTable(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_window->memoTable(), &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 40; ++i)
        m_window->stepControls()->stepInto();
    for (int i = 0; i < 15; ++i)
        m_window->stepControls()->stepBack();
    m_window->stepControls()->toLast();
    m_window->stepControls()->toFirst();
    QCOMPARE(resets.count(), 0); // steps insert and remove rows
    QVERIFY(inserted.count() > 0);
    // What the steps left behind is what a model made afresh at the same step shows.
    const std::vector<std::int64_t> positions {25, 26, 60, 31, 2, 44};
    for (const std::int64_t position : positions) {
        m_window->run()->stepper().setPosition(position - 1);
        m_window->stepControls()->stepInto();
        CallStackModel freshStack;
        freshStack.setRun(std::shared_ptr<StudioRun>(m_window->run(), [](StudioRun*) {}));
        MemoTableModel freshMemo;
        freshMemo.setRun(std::shared_ptr<StudioRun>(m_window->run(), [](StudioRun*) {}));
        QCOMPARE(m_window->callStack()->rowCount(), freshStack.rowCount());
        for (int r = 0; r < freshStack.rowCount(); ++r)
            QCOMPARE(m_window->callStack()->index(r).data().toString(), freshStack.index(r).data().toString());
        QCOMPARE(m_window->memoTable()->rowCount(), freshMemo.rowCount());
        QCOMPARE(m_window->memoTable()->rowJustRead(), freshMemo.rowJustRead());
        for (int r = 0; r < freshMemo.rowCount(); ++r)
            QCOMPARE(m_window->memoTable()->callAt(r), freshMemo.callAt(r));
    }
    QCOMPARE(resets.count(), 0);
}

void TestStudio::windowFitsALaptopScreen()
{
    // With every dock open, the window must fit 1366x768 less a window manager's frame and panel.
    QVERIFY2(m_window->minimumSizeHint().height() <= 768 - 80, qPrintable(QString::number(m_window->minimumSizeHint().height())));
    QVERIFY2(m_window->minimumSizeHint().width() <= 1366, qPrintable(QString::number(m_window->minimumSizeHint().width())));
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}, {true, false});
    QVERIFY2(m_window->minimumSizeHint().height() <= 768 - 80, qPrintable(QString::number(m_window->minimumSizeHint().height())));
}

// Before any run the canvas says how to begin, with the shortcuts of this window.
void TestStudio::firstStartSaysHowToBegin()
{
    MainWindow fresh;
    fresh.resize(1350, 720);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QVERIFY(fresh.treeView()->scene().nodes.empty());
    const QString text = fresh.treeView()->emptyText();
    QVERIFY2(text.contains(QStringLiteral("press Solve (Ctrl+R)")) && text.contains(QStringLiteral("F1 opens the guide")),
        qPrintable(text));
    // Drawn: the canvas is not a blank background.
    const QImage canvas = fresh.treeView()->grab().toImage();
    const QRgb background = canvas.pixel(4, 4);
    bool drawn = false;
    for (int y = canvas.height() / 3; y < canvas.height() * 2 / 3 && !drawn; ++y)
        for (int x = 0; x < canvas.width() && !drawn; ++x)
            drawn = canvas.pixel(x, y) != background;
    QVERIFY(drawn);
}

void TestStudio::treeTextIsReadable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<QSize>("window");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<int>("minNodesOnScreen");
    const ParamText canIWin {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}};
    const QSize projector(1904, 1032), laptop(1350, 720); // each less the window manager's frame
    QTest::newRow("can-i-win 10 11, step 1") << "can-i-win" << canIWin << true << qint64(1) << projector << false << 1;
    QTest::newRow("can-i-win 10 11, step 60") << "can-i-win" << canIWin << true << qint64(60) << projector << false << 12;
    QTest::newRow("can-i-win 10 11, the end") << "can-i-win" << canIWin << true << qint64(688) << projector << false << 6;
    // The article's figure: all 15 calls fit, on a projector and on a laptop.
    QTest::newRow("prime 7, the article's figure")
        << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false << qint64(30) << projector << false << 15;
    QTest::newRow("prime 7, on a laptop") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false
                                          << qint64(30) << laptop << false << 15;
    // Presenting on a 1920 pixel screen (tst_studio_projector): the article's figure whole at 20 px.
    QTest::newRow("prime 7, presenting") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false
                                         << qint64(30) << projector << true << 15;
}

void TestStudio::treeTextIsReadable()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(qint64, step);
    QFETCH(QSize, window);
    QFETCH(bool, presenting);
    QFETCH(int, minNodesOnScreen);
    // A laptop's window on a projector's screen is neither: each screen checks its own sizes.
    if ((window.width() < 1900) != (m_window->screen()->size().width() < 1900))
        QSKIP("this window size is for the other screen");
    resizeAndSettle(window);
    m_window->form()->setRun(game, params, {memo, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve(step);
    QVERIFY(shown.wait(20000));
    if (presenting)
        presentAndWait(true);
    const QJsonObject report = viewReport(*m_window->treeView(), m_window->run());
    const QJsonArray onScreen = report[QStringLiteral("nodesOnScreen")].toArray();
    QVERIFY2(onScreen.size() >= minNodesOnScreen, qPrintable(QString::number(onScreen.size())));
    // A tree shown whole may have smaller text (20 px on a 1920 pixel projector; 11 px at a
    // laptop's desk) than the part of a big one around the current call (28 px; 14).
    const bool whole = onScreen.size() == qsizetype(m_window->treeView()->scene().nodes.size());
    const double projectorShare = std::min(1.0, m_window->screen()->size().width() / 1920.0);
    // Presenting on a narrower screen, the floors scale with its width, in whole pixels.
    const double wholeAtDesk = std::max(11.0, std::floor(14 * projectorShare));
    const double least = presenting ? std::floor((whole ? 20 : 28) * projectorShare) : (whole ? wholeAtDesk : 14);
    const double textPx = report[QStringLiteral("nodeTextPx")].toDouble();
    QVERIFY2(textPx >= least - 0.01, qPrintable(QStringLiteral("%1 px, at least %2").arg(textPx).arg(least)));
    if (!whole) // framed on a part only because the whole would be smaller than the least size
        QVERIFY2(
            report[QStringLiteral("wholeTreeFitPx")].toDouble() < (presenting ? std::floor(20 * projectorShare) : wholeAtDesk),
            qPrintable(QString::number(report[QStringLiteral("wholeTreeFitPx")].toDouble())));
    // The call running now is on screen, and so is its whole way from the root.
    auto onCanvas = [&](std::int32_t call) {
        return std::any_of(onScreen.begin(), onScreen.end(), [call](const QJsonValue& v) {
            return v[QStringLiteral("call")].toInt() == call && v[QStringLiteral("kind")].toString() == QLatin1String("call");
        });
    };
    for (const std::int32_t call : m_window->run()->stepper().callStack())
        QVERIFY2(onCanvas(call), qPrintable(QString::number(call)));
    // The canvas keeps framing when it is resized, until the user zooms.
    QVERIFY(m_window->treeView()->isFraming());
    m_window->treeView()->zoomIn();
    QVERIFY(!m_window->treeView()->isFraming());
}

// File > Export Web Page writes the run as the studio shows it: the page opens at the window's step.
void TestStudio::exportsAWebPageAtTheStep()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    for (int i = 1; i < 12; ++i)
        m_window->stepControls()->stepInto();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.html"));
    QAction* action = nullptr;
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Export We&b Page…"))
            action = a;
    QVERIFY(action && action->isEnabled());
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<QFileDialog*>(QApplication::activeModalWidget()));
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        dialog->selectFile(path);
        QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
    });
    action->trigger();
    QFile page(path);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QByteArray html = page.readAll();
    QVERIFY(html.contains("\"start\":12"));
    QVERIFY(html.contains("<svg id=\"tree-svg\""));
    QVERIFY(html.contains("rec.enter(state, move);")); // the solver's source, with the page
    QVERIFY2(m_window->bannerText().contains(QStringLiteral("Wrote")), qPrintable(m_window->bannerText()));
}

QTEST_MAIN(TestStudio)
#include "tst_studio.moc"
