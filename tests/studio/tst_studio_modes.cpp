// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The ways through a run: the quiz pauses before each return, presentation mode and Escape,
// find between matches, the state graph, the comparison of two runs.

#include "studio/studio_fixture.h"
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
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QAbstractItemModelTester>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "studio/panels/narration_band.h"
#include "studio/modes/quiz_bar.h"
#include "studio/window/shortcuts_dialog.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/canvas/view_report.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace gt;

class TestStudioModes : public StudioFixture {
    Q_OBJECT

private slots:
    void quizPausesBeforeEachReturn();
    void presentationModeAndEscape();
    void presentationRecoloursTheBands();
    void narrationKeepsOneHeight();
    void findJumpsBetweenMatches();
    void findStopsForANewQueryOrRun();
    void stateGraphFollowsTheTree();
    void stateGraphIsFramedWhenShown();
    void deepCallIsDrawnUnderItsNearestCallers();
    void comparisonFollowsTheSteps_data();
    void comparisonFollowsTheSteps();
};

void TestStudioModes::quizPausesBeforeEachReturn()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QVERIFY2(m_window->statusText().contains(QStringLiteral("answer Win")), qPrintable(m_window->statusText()));
    QVERIFY(!m_window->icicle()->isAnswerHidden());
    m_window->quiz()->setOn(true);
    // Nothing on screen tells the answer: the status bar waits for the root's return, the icicle
    // paints every call alike.
    QVERIFY2(m_window->statusText().contains(QStringLiteral("answer when the root returns")), qPrintable(m_window->statusText()));
    QVERIFY(m_window->icicle()->isAnswerHidden());
    m_window->stepControls()->stepInto(); // step 2: #1 (N=0, second player) entered
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    m_window->stepControls()->stepInto(); // the next event is #1's return: the quiz asks instead
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    // Who wins, not "what does it return": the prime game's values are the first player's.
    QCOMPARE(m_window->quiz()->question(), QStringLiteral("Call #1 (N=0, second player to move): who wins from here?"));
    QVERIFY(m_window->treeView()->node(NodeRef::call(1))->classes.contains(QStringLiteral("pending"))); // the value is hidden

    auto* wrong = m_window->findChild<QPushButton*>(QStringLiteral("quiz-winner-first")); // handed 0, the second player wins
    QVERIFY(wrong);
    QCOMPARE(wrong->text(), QStringLiteral("First player"));
    QTest::mouseClick(wrong, Qt::LeftButton);
    QCOMPARE(m_window->run()->stepper().position(), 3LL); // revealed
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("0 of 1 right"));
    QVERIFY2(
        m_window->bannerText().startsWith(QStringLiteral("Not quite: from N=0 (second player to move) the second player wins "
                                                         "(call #1 returns Lose).")),
        qPrintable(m_window->bannerText()));

    // Step over and to the end stop at the next question too: #3's return (N=0, first player).
    m_window->stepControls()->stepOver();
    m_window->stepControls()->stepOver();
    QCOMPARE(m_window->quiz()->question(), QStringLiteral("Call #3 (N=0, first player to move): who wins from here?"));
    auto* right = m_window->findChild<QPushButton*>(QStringLiteral("quiz-winner-first"));
    QVERIFY(right);
    QTest::mouseClick(right, Qt::LeftButton);
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("1 of 2 right"));
    QVERIFY2(m_window->bannerText().startsWith(QStringLiteral("Right: from N=0 (first player to move) the first player wins")),
        qPrintable(m_window->bannerText()));
    m_window->stepControls()->toLast();
    QVERIFY(!m_window->run()->stepper().atLast()); // stopped at #2's return, unanswered
    QVERIFY(m_window->quiz()->question().startsWith(QStringLiteral("Call #2 ")));

    // With the quiz off nothing stops the run, and the answer shows again.
    m_window->quiz()->setOn(false);
    m_window->stepControls()->toLast();
    QVERIFY(m_window->run()->stepper().atLast());
    QVERIFY(m_window->statusText().contains(QStringLiteral("answer Win")));
    QVERIFY(!m_window->icicle()->isAnswerHidden());
    QVERIFY(m_window->quiz()->question().isEmpty());

    // Asking for the root's moves only: #3 (a grandchild) is not asked, #2 (a move of the root) is.
    QAction* rootOnly = nullptr;
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask for the Root's Moves Only"))
            rootOnly = a;
    QVERIFY(rootOnly);
    rootOnly->trigger();
    m_window->quiz()->setOn(true);
    m_window->stepControls()->toFirst();
    m_window->stepControls()->toLast();
    QVERIFY(m_window->quiz()->question().startsWith(QStringLiteral("Call #1 ")));
    m_window->quiz()->answer(0);
    m_window->stepControls()->toLast();
    QVERIFY2(m_window->quiz()->question().startsWith(QStringLiteral("Call #2 ")), qPrintable(m_window->quiz()->question()));
    m_window->quiz()->setOn(false);

    // Score games ask for a number.
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask at Every Return"))
            a->trigger();
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    m_window->quiz()->setOn(true);
    m_window->stepControls()->toLast(); // stops at the first return: #10 (n=0), a base case
    QCOMPARE(m_window->quiz()->question(),
        QStringLiteral("Call #10 (n=0): how many stones does the player to move (first player) get from here?"));
    auto* number = m_window->findChild<QLineEdit*>(QStringLiteral("quiz-number"));
    QVERIFY(number && number->isVisible());
    // Empty, not 0 (the answer at every base case): the placeholder says what may be answered.
    QVERIFY(number->text().isEmpty());
    QCOMPARE(number->placeholderText(), QStringLiteral("a whole number from 0 to 0"));
    // Enter on nothing, and a number no player can get from n=0, are refused with a word.
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(m_window->quiz()->refusal(), QStringLiteral("Type your answer first: a whole number from 0 to 0."));
    auto* refusal = m_window->findChild<QLabel*>(QStringLiteral("quiz-refusal"));
    QVERIFY(refusal && refusal->isVisible() && m_window->quiz()->isAncestorOf(refusal)); // in the bar, beside the box
    QTest::keyClicks(number, QStringLiteral("5"));
    QVERIFY(m_window->quiz()->refusal().isEmpty()); // typing takes the refusal away
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(m_window->quiz()->refusal(), QStringLiteral("5 cannot be the answer: a whole number from 0 to 0."));
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("0 of 0 right"));
    QCOMPARE(m_window->run()->stepper().position(), m_window->run()->trace().returnEvent(10)); // still asking
    number->clear();
    QTest::keyClicks(number, QStringLiteral("0"));
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("1 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith(
                 QStringLiteral("Right: from n=0 the player to move (first player) gets 0 (call #10 returns 0).")),
        qPrintable(m_window->bannerText()));
    // The verdict goes with the quiz.
    m_window->quiz()->setOn(false);
    QVERIFY2(!m_window->bannerText().startsWith(QStringLiteral("Right")), qPrintable(m_window->bannerText()));
    m_window->quiz()->setOn(true);

    // Can I Win's values are the mover's: #11 (the second player to move) returns true, so the
    // "Second player" button is right.
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("4")}, {QStringLiteral("total"), QStringLiteral("6")}}, {true, false});
    m_window->quiz()->setOn(false);
    m_window->run()->stepper().setPosition(32); // the next event, 32, is #11's return
    m_window->quiz()->setOn(true);
    QCOMPARE(
        m_window->quiz()->question(), QStringLiteral("Call #11 (used {2} · need 4, second player to move): who wins from here?"));
    auto* second = m_window->findChild<QPushButton*>(QStringLiteral("quiz-winner-second"));
    QVERIFY(second);
    QTest::mouseClick(second, Qt::LeftButton);
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("1 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith(
                 QStringLiteral("Right: from used {2} · need 4 (second player to move) the second player wins "
                                "(call #11 returns true).")),
        qPrintable(m_window->bannerText()));
}

void TestStudioModes::presentationModeAndEscape()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->setPresentation(true);
    QVERIFY(m_window->isPresenting());
    QVERIFY(!m_window->menuBar()->isVisible());
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        QVERIFY(!dock->isVisible());
    QCOMPARE(m_window->treeView()->scene().style.palette.id, QStringLiteral("contrast"));
    QTest::keyClick(m_window.get(), Qt::Key_PageDown); // the clicker still steps
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    // The moves on edges are drawn 7.5 pt against 9.5 for node text: on a projector they are
    // raised to the 20 px floor (scaled to the screen's width), at a desk to 13 px.
    const double projector = std::min(1.0, m_window->screen()->size().width() / 1920.0);
    QTRY_VERIFY(m_window->treeView()->moveTextPixels()
        >= std::min(std::floor(20 * projector), m_window->treeView()->nodeTextPixels() * 1.15) - 1e-9);
    // The step count moves into the narration band, and the quiz bar is at presentation size.
    auto* band = m_window->findChild<NarrationBand*>();
    QCOMPARE(band->counter(), QStringLiteral("step 2 of 30"));
    // A long narration wraps before the counter, never under it, whatever the counter says.
    m_window->stepControls()->toLast();
    auto* counter = band->findChild<QLabel*>();
    QVERIFY(counter && counter->isVisible());
    QTRY_VERIFY2(band->contentsRect().right() < counter->geometry().left(),
        qPrintable(
            QStringLiteral("text to %1, counter from %2").arg(band->contentsRect().right()).arg(counter->geometry().left())));
    m_window->stepControls()->toFirst();
    m_window->stepControls()->stepInto();
    auto* question = m_window->findChild<QuizBar*>()->findChild<QLabel*>();
    QVERIFY(question->fontInfo().pointSizeF() >= 1.9 * QApplication::font().pointSizeF());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!m_window->isPresenting());
    QVERIFY(m_window->treeView()->moveTextPixels() >= std::min(13.0, m_window->treeView()->nodeTextPixels() * 1.15) - 1e-9);
    QVERIFY(m_window->treeView()->moveTextPixels() > m_window->treeView()->zoom() * 7.5); // raised, not as drawn
    QVERIFY(m_window->findChild<NarrationBand*>()->counter().isEmpty());
    QVERIFY(m_window->menuBar()->isVisible());
    QCOMPARE(m_window->treeView()->scene().style.palette.id, QStringLiteral("default"));
}

void TestStudioModes::presentationRecoloursTheBands()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->quiz()->setOn(true);
    const Palette contrast = *paletteById(QStringLiteral("contrast"));
    auto* narration = m_window->findChild<NarrationBand*>();
    auto* quiz = m_window->findChild<QuizBar*>();
    QVERIFY(narration && quiz);
    QVERIFY(!narration->styleSheet().contains(contrast.chrome.narrationFill.name()));
    m_window->setPresentation(true);
    QVERIFY2(narration->styleSheet().contains(contrast.chrome.narrationFill.name()), qPrintable(narration->styleSheet()));
    QVERIFY2(quiz->styleSheet().contains(contrast.chrome.quizFill.name()), qPrintable(quiz->styleSheet()));
    QVERIFY(quiz->isVisible());
    QCOMPARE(narration->grab().toImage().pixelColor(4, 4), contrast.chrome.narrationFill);
    QCOMPARE(quiz->grab().toImage().pixelColor(4, 4), contrast.chrome.quizFill);
    m_window->setPresentation(false);
    QVERIFY(!narration->styleSheet().contains(contrast.chrome.narrationFill.name()));
}

void TestStudioModes::narrationKeepsOneHeight()
{
    // The canvas under the band must not move from step to step, in either mode or language.
    m_window->resize(1904, 1032);
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    auto* narration = m_window->findChild<NarrationBand*>();
    for (const char* language : {"en", "ja"}) {
        m_window->switchLanguage(QLatin1String(language));
        for (const bool presenting : {false, true}) {
            presentAndWait(presenting);
            QSet<int> heights, canvasTops;
            QString longest;
            for (std::int64_t step = 1; step <= 30; ++step) {
                m_window->run()->stepper().setPosition(step);
                m_window->stepControls()->stepBack();
                m_window->stepControls()->stepInto();
                QCoreApplication::processEvents();
                heights << narration->height();
                canvasTops << m_window->treeView()->mapTo(m_window.get(), QPoint(0, 0)).y();
                if (narration->text().size() > longest.size())
                    longest = narration->text();
                QCOMPARE(narration->toolTip(), narration->text());
            }
            const QString where = QStringLiteral("%1, presenting %2").arg(QLatin1String(language)).arg(presenting);
            QVERIFY2(heights.size() == 1, qPrintable(where));
            QVERIFY2(canvasTops.size() == 1, qPrintable(where));
            // Two lines of the band's font, not one (a step's sentence wraps at presentation size).
            QVERIFY2(*heights.begin() >= 2 * narration->fontMetrics().lineSpacing(), qPrintable(where));
            QVERIFY2(!longest.isEmpty(), qPrintable(where));
        }
    }
    m_window->setPresentation(false);
    m_window->switchLanguage(QStringLiteral("en"));
}

void TestStudioModes::findJumpsBetweenMatches()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    findAndWait(QStringLiteral("n=1")); // n=1 twice (#9 computed, #12 from the memo); not n=10
    QCOMPARE(m_window->findBar()->status(), QStringLiteral("1 of 2"));
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(9));
    QCOMPARE(m_window->run()->stepper().position(), m_window->run()->trace().returnEvent(9) + 1);
    m_window->findBar()->findNext();
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(12));
    m_window->findBar()->findNext(); // wraps around
    QCOMPARE(m_window->findBar()->status(), QStringLiteral("1 of 2"));
    findAndWait(QStringLiteral("n=42"));
    QCOMPARE(m_window->findBar()->status(), QStringLiteral("not found"));

    // A match below the cut: the path to it opens and it is drawn.
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("9299")}}, {true, true});
    const std::int32_t deepest = m_window->run()->trace().size() - 1;
    const QString label = m_window->run()->game().stateLabel(m_window->run()->trace().state(deepest));
    QVERIFY(m_window->run()->drawing().nodeOfCall[std::size_t(deepest)] < 0);
    findAndWait(label);
    QVERIFY(!m_window->findBar()->status().isEmpty());
    const NodeRef selected = m_window->treeView()->selected();
    QVERIFY(selected.isCall());
    QVERIFY(m_window->treeView()->node(selected)); // drawn now
    QCOMPARE(m_window->run()->game().stateLabel(m_window->run()->trace().state(selected.id)), label);
}

void TestStudioModes::findStopsForANewQueryOrRun()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("9299")}}, {true, true});
    QSignalSpy chosen(m_window->findBar(), &FindBar::matchChosen);
    QSignalSpy finished(m_window->findBar(), &FindBar::searchFinished);
    m_window->findBar()->find(QStringLiteral("n=37"));
    m_window->findBar()->find(QStringLiteral("n=424242")); // the search for n=37 is stopped: nothing of it arrives
    QVERIFY(finished.wait(10000));
    QCOMPARE(m_window->findBar()->status(), QStringLiteral("not found"));
    // The search for n=37 has ended (find() waits for it): whatever it posted is delivered now,
    // and dropped; nothing can come later.
    QVERIFY(!m_window->findBar()->isSearching());
    QCoreApplication::sendPostedEvents();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(chosen.count(), 0);

    // A new run stops the search on the old one, which stays alive until the search has stopped.
    m_window->findBar()->find(QStringLiteral("n=37"));
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    QVERIFY(!m_window->findBar()->isSearching());
    QCOMPARE(m_window->findBar()->status(), QString());
    m_window->findBar()->findNext(); // nothing to go through
    QCOMPARE(m_window->findBar()->status(), QString());

    // Closing the window while a search runs: the window drops its run first, then the search
    // is stopped and waited for.
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("15")}, {QStringLiteral("total"), QStringLiteral("100")}}, {true, false});
    m_window->findBar()->find(QStringLiteral("n=424242"));
    QVERIFY(m_window->findBar()->isSearching());
    m_window.reset();
}

void TestStudioModes::stateGraphFollowsTheTree()
{
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    QVERIFY(!m_window->canvas()->showsStateGraph());                        // the call tree first
    m_window->findChild<QAction*>(QStringLiteral("stateGraph"))->trigger(); // F7
    QVERIFY(m_window->canvas()->showsStateGraph());
    TreeView* graph = m_window->stateGraphView();
    auto shownStates = [graph](bool currentOnly) {
        QStringList states;
        for (const SceneNode& n : graph->scene().nodes)
            if (!currentOnly || n.current)
                states << n.texts.front().text;
        return states;
    };
    // At step 16 the run has reached every state but only 11 of its moves; the call running
    // now (n=4 removing 4) is at n=0, reached for the second time, and the legend says what "×2" is.
    m_window->stepControls()->toFirst();
    for (int k = 1; k < 16; ++k)
        m_window->stepControls()->stepInto();
    QCOMPARE(m_window->run()->stepper().position(), 16);
    QCOMPARE(shownStates(false).size(), 11);
    QCOMPARE(graph->scene().edges.size(), std::size_t(11));
    QCOMPARE(shownStates(true), QStringList {QStringLiteral("n=0")});
    auto* legend = m_window->findChild<LegendPanel*>();
    QVERIFY(legend->toolTip().contains(QStringLiteral("×k: a state reached by k calls")));
    // Back at step 5 only n=10 to n=6 are reached, and no state twice.
    for (int k = 16; k > 5; --k)
        m_window->stepControls()->stepBack();
    QCOMPARE(shownStates(false),
        (QStringList {
            QStringLiteral("n=10"), QStringLiteral("n=9"), QStringLiteral("n=8"), QStringLiteral("n=7"), QStringLiteral("n=6")}));
    QCOMPARE(shownStates(true), QStringList {QStringLiteral("n=6")});
    QVERIFY(!legend->toolTip().contains(QStringLiteral("×k")));

    m_window->stepControls()->toLast();
    const Scene& dag = graph->scene();
    QCOMPARE(qint64(dag.nodes.size()), m_window->run()->result().stats.distinctStates); // 11 states, n=0..10
    QCOMPARE(dag.edges.size(), std::size_t(17)); // each move from each state, made by a call or a memo answer
    QCOMPARE(dag.edgeLabels.size(), std::size_t(17));

    // Selecting a memo answer in the tree selects its state in the graph (computed by #9).
    m_window->selectNode(NodeRef::call(12));
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(9));
    QCOMPARE(m_window->stateGraphView()->selected(), NodeRef::state(9));
    // Clicking a state in the graph selects the call that computed it in the tree.
    const SceneNode* n5 = graph->node(NodeRef::state(5));
    QVERIFY(n5);
    graph->centerOn(n5->box);
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->sceneToWidget(n5->box.center()).toPoint());
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(5));
    QCOMPARE(graph->selected(), NodeRef::state(5));

    // Back to the tree: its own legend, without "×k".
    m_window->findChild<QAction*>(QStringLiteral("stateGraph"))->trigger();
    QVERIFY(!m_window->canvas()->showsStateGraph());
    QVERIFY(!legend->toolTip().contains(QStringLiteral("×k")));
}

void TestStudioModes::stateGraphIsFramedWhenShown()
{
    resizeAndSettle(QSize(1904, 1032)); // a 1920x1080 projector less the window frame
    TreeView* graph = m_window->stateGraphView();
    auto statesOnScreen = [&] {
        QStringList states;
        for (const QJsonArray list = viewReport(*graph, m_window->run())[QStringLiteral("nodesOnScreen")].toArray();
             const QJsonValue& v : list)
            if (v[QStringLiteral("kind")].toString() == QLatin1String("state"))
                states << graph->node(NodeRef::state(v[QStringLiteral("call")].toInt()))->texts.front().text;
        return states;
    };
    // The article's figure: its 10 states fit whole, with text larger than the minimum.
    m_window->form()->setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve(30);
    QVERIFY(shown.wait(20000));
    m_window->canvas()->showStateGraph(true);
    QTRY_VERIFY(graph->isVisible());
    QCOMPARE(statesOnScreen().size(), 10);
    QVERIFY2(graph->height() >= 600, qPrintable(QString::number(graph->height()))); // the tree's canvas, not a strip
    QVERIFY2(graph->nodeTextPixels() >= 14, qPrintable(QString::number(graph->nodeTextPixels())));
    QVERIFY(graph->isFraming());
    // Framed again when the window changes, until the user zooms; then what the user chose stays.
    const double zoom = graph->zoom();
    m_window->resize(1600, 900);
    QTRY_VERIFY(graph->zoom() < zoom);
    QCOMPARE(statesOnScreen().size(), 10);
    graph->zoomIn();
    QVERIFY(!graph->isFraming());
    const double zoomed = graph->zoom();
    m_window->canvas()->showStateGraph(false);
    m_window->canvas()->showStateGraph(true);
    QCOMPARE(graph->zoom(), zoomed);

    // Stones (10; 1,4) at step 16 is too tall to read whole (11 levels): 14 px around the state of
    // the call running now (n=0, from n=4), with the states of its callers, nearest first, as fit.
    resizeAndSettle(QSize(1904, 1032));
    m_window->form()->setRun(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
    m_window->solve(16);
    QVERIFY(shown.wait(20000));
    QVERIFY(graph->isFraming()); // a new run is framed again
    QTRY_COMPARE(graph->nodeTextPixels(), 14.0);
    QTRY_VERIFY(statesOnScreen().size() >= 6);
    const QStringList onScreen = statesOnScreen();
    for (const char* state : {"n=0", "n=4", "n=5"})
        QVERIFY2(onScreen.contains(QLatin1String(state)), qPrintable(onScreen.join(u' ')));
    QVERIFY(graph->node(m_window->run()->stateNodeOf(11))->current);
}

void TestStudioModes::deepCallIsDrawnUnderItsNearestCallers()
{
    // Stones (3000; 1,2,4,…,512) reaches n=37 first by taking one stone at a time, 2,963 calls deep.
    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("3000")},
            {QStringLiteral("moves"), QStringLiteral("1,2,4,8,16,32,64,128,256,512")}},
        {true, false});
    const Trace& trace = m_window->run()->trace();
    findAndWait(QStringLiteral("n=37"));
    const NodeRef found = m_window->treeView()->selected();
    QVERIFY(found.isCall());
    QCOMPARE(trace.depth(found.id), 2963);
    QVERIFY(m_window->treeView()->node(found));
    auto ancestor = [&](std::int32_t call, int up) {
        for (int i = 0; i < up; ++i)
            call = trace.parent(call);
        return call;
    };
    // The picture starts 12 callers up; the other 2,951 stand above them as one node.
    const Drawing* drawing = &m_window->run()->drawing();
    QCOMPARE(drawing->options.top, ancestor(found.id, 12));
    QCOMPARE(drawing->nodes.front().kind, DrawNode::Kind::Above);
    QVERIFY2(drawing->callsDrawn < 100, qPrintable(QString::number(drawing->callsDrawn)));
    const SceneNode* above = nullptr;
    for (const SceneNode& n : m_window->treeView()->scene().nodes)
        if (n.texts.front().text == QLatin1String("2,951 calls above"))
            above = &n;
    QVERIFY(above);
    QCOMPARE(above->ref, NodeRef::call(ancestor(found.id, 13)));
    // Clicking it draws 13 more callers; the match stays drawn.
    m_window->selectNode(above->ref);
    drawing = &m_window->run()->drawing();
    QCOMPARE(drawing->options.top, ancestor(found.id, 25));
    QVERIFY(m_window->treeView()->node(found));
    QVERIFY(m_window->treeView()->node(NodeRef::call(ancestor(found.id, 13))));
    QVERIFY(m_window->bannerText().contains(QStringLiteral("%1 of").arg(drawing->callsDrawn)));

    // The state graph draws the states around the running call (n=38, whose move to n=37 has
    // just returned), ringed, under the callers it leaves out; Ctrl+J brings it into view.
    m_window->findChild<QAction*>(QStringLiteral("stateGraph"))->trigger();
    TreeView* graph = m_window->stateGraphView();
    const std::int32_t running = m_window->run()->stepper().currentCall();
    QCOMPARE(running, trace.parent(found.id));
    const SceneNode* state = graph->node(m_window->run()->stateNodeOf(running));
    QVERIFY(state);
    QVERIFY(state->current);
    QCOMPARE(state->texts.front().text, QStringLiteral("n=38"));
    QVERIFY(std::any_of(graph->scene().nodes.begin(), graph->scene().nodes.end(),
        [](const SceneNode& n) { return n.texts.front().text.endsWith(QLatin1String("calls above")); }));
    graph->centerOn(QRectF(graph->scene().bounds.topLeft(), QSizeF(1, 1)));
    m_window->findChild<QAction*>(QStringLiteral("showCurrent"))->trigger();
    QVERIFY(graph->rect().contains(graph->sceneToWidget(state->box.center()).toPoint()));
    // Back at the first step the graph starts at the root again.
    m_window->stepControls()->toFirst();
    QVERIFY(graph->node(m_window->run()->stateNodeOf(0)));
    QVERIFY(graph->node(m_window->run()->stateNodeOf(0))->current);
}

void TestStudioModes::comparisonFollowsTheSteps_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("caption");
    QTest::newRow("prime 7, memo on beside off")
        << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << true << false << "compareMemo"
        << "memo on: 14 calls · memo off: 15 calls · The memo saves 1 of 15 calls.";
    QTest::newRow("stones 10;1,4, memo off beside on")
        << "stones" << ParamText {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}
        << false << false << "compareMemo"
        << "memo off: 49 calls · memo on: 18 calls · The memo saves 31 of 49 calls.";
    QTest::newRow("prime 7, short-circuit") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false << false
                                            << "compareShortCircuit"
                                            << "short-circuit off: 15 calls · short-circuit on: 4 calls · "
                                               "The short-circuit saves 11 of 15 calls.";
}

// Run > Compare With ...: the other run beside the tree, at the same moment of the search as
// every step of the main one.
void TestStudioModes::comparisonFollowsTheSteps()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    QFETCH(QString, action);
    QFETCH(QString, caption);
    m_window->resize(1904, 1032); // a 1920x1080 projector less the window frame
    solveAndWait(game, params, {memo, shortCircuit});
    ComparisonPane* pane = m_window->comparison();
    QVERIFY(!pane->isVisible());
    QSignalSpy shown(pane, &ComparisonPane::shown);
    m_window->findChild<QAction*>(action)->trigger();
    QVERIFY(shown.wait(20000));
    QVERIFY(pane->isVisible());
    QCOMPARE(pane->caption(), caption);
    const StudioRun* main = m_window->run();
    const StudioRun* other = pane->otherRun();
    QVERIFY(other);
    // In equal halves, each tree whole.
    const QSize mainSize = m_window->treeView()->size(), otherSize = pane->view()->size();
    QVERIFY(std::abs(mainSize.width() - otherSize.width()) + std::abs(mainSize.height() - otherSize.height()) <= 2);
    for (const auto& [view, run] : {std::pair(m_window->treeView(), main), std::pair(pane->view(), other)}) {
        const auto onScreen = viewReport(*view, run)[QStringLiteral("nodesOnScreen")].toArray().size();
        QCOMPARE(onScreen, qsizetype(view->scene().nodes.size()));
    }
    // At one scale: a call as large in both, so the smaller tree looks as much smaller as it is.
    QCOMPARE(qRound(m_window->treeView()->nodeTextPixels() * 100), qRound(pane->view()->nodeTextPixels() * 100));
    QCOMPARE(other->options().memo, action == QStringLiteral("compareMemo") ? !memo : memo);
    const TraceAlignment alignment(main->trace(), other->trace());
    m_window->stepControls()->toFirst();
    int sameCall = 0;
    while (!main->stepper().atLast()) {
        m_window->stepControls()->stepInto();
        QCOMPARE(other->stepper().position(), alignment.counterpartPosition(main->stepper().position()));
        // Where the last event's call is in both runs, both are at the same call; inside a part
        // the other run skips, it waits at the call that stands for it.
        const std::int32_t mine = main->stepper().currentCall(), theirs = other->stepper().currentCall();
        if (mine >= 0 && alignment.exact(main->stepper().lastEvent()->call)) {
            ++sameCall;
            QCOMPARE(theirs, alignment.counterpart(mine));
            QCOMPARE(other->game().stateLabel(other->trace().state(theirs)), main->game().stateLabel(main->trace().state(mine)));
            QVERIFY(pane->view()->node(NodeRef::call(theirs))); // drawn, marked current
            QVERIFY(pane->view()->node(NodeRef::call(theirs))->current);
        }
    }
    QVERIFY(sameCall > 0);
    QCOMPARE(other->stepper().position(), other->stepper().last());
    // Switching quickly, while the first run to compare with is still being solved, ends with the
    // last one asked for.
    QAction* switchTo = m_window->findChild<QAction*>(
        action == QStringLiteral("compareMemo") ? QStringLiteral("compareShortCircuit") : QStringLiteral("compareMemo"));
    if (switchTo->isEnabled()) {
        switchTo->trigger();
        m_window->findChild<QAction*>(action)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(pane->caption(), caption, 20000);
        QCOMPARE(pane->otherRun()->options().memo, action == QStringLiteral("compareMemo") ? !memo : memo);
        QCOMPARE(
            pane->otherRun()->options().shortCircuit, action == QStringLiteral("compareMemo") ? shortCircuit : !shortCircuit);
    }
    // Off again: the pane goes.
    m_window->findChild<QAction*>(action)->trigger();
    QVERIFY(!pane->isVisible());
    QVERIFY(!pane->compared());
}

QTEST_MAIN(TestStudioModes)
#include "tst_studio_modes.moc"
