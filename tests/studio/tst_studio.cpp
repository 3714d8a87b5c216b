// The studio window, driven as a user would, headless: the form, solving, stepping with the
// call stack, memo table and source line in sync, clicks on nodes, cancel, sessions.

#include "support/offscreen_noise.h"
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

class TestStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void solveThroughTheForm();
    void menusHaveDistinctMnemonics_data();
    void menusHaveDistinctMnemonics();
    void steppingKeepsPanelsInSync();
    void memoAnswersInCanIWin();
    void clickingAMemoNodeSelectsItsOriginal();
    void clickingACutNodeExpandsIt();
    void cancelStopsALongRunQuickly();
    void sessionRestoresTheStep();
    void corruptSessionChangesNothing();
    void keyboardSteps();
    void inspectorFollowsTheCurrentCall();
    void settingsRememberTheLastRun();
    void settingsThatCannotBeSavedAreReported();
    void languageSwitchesAtRunTime();
    void quizPausesBeforeEachReturn();
    void presentationModeAndEscape();
    void findJumpsBetweenMatches();
    void findStopsForANewQueryOrRun();
    void stateGraphFollowsTheTree();
    void stateGraphIsFramedWhenShown();
    void hoverShowsTheTooltip();
    void icicleFollowsTheStepAndNavigates();
    void languageSwitchKeepsTheLayout();
    void toolbarShowsNoMnemonics();
    void shortcutsDialogListsEveryKey();
    void userGuideFollowsTheLanguage();
    void modelsStayConsistentWhileStepping();
    void presentationRecoloursTheBands();
    void windowFitsALaptopScreen();
    void comparisonFollowsTheSteps_data();
    void comparisonFollowsTheSteps();
    void treeTextIsReadable_data();
    void treeTextIsReadable();
    void exportsAWebPageAtTheStep();

private:
    void solveAndWait(const QString& game, const ParamText& params, SolveOptions options);
    void findAndWait(const QString& text);
    QStringList stackRows() const;
    std::unique_ptr<MainWindow> m_window;
};

void TestStudio::initTestCase()
{
    installOffscreenNoiseFilter();
    QCoreApplication::setOrganizationName(QStringLiteral("GameTreeStudioTests"));
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
}

void TestStudio::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStudio::menusHaveDistinctMnemonics_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ja", "ko"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// Alt+F, then a letter, must reach one item: File had C (Open Code, Export Current Step), D (Save
// Code, Export Slide Deck) and P (Copy Picture, Print) twice, so the letter only moved between them.
void TestStudio::menusHaveDistinctMnemonics()
{
    QFETCH(QString, language);
    m_window->switchLanguage(language);
    QCOMPARE(currentLanguage(), language);
    const auto restore = qScopeGuard([this] { m_window->switchLanguage(QStringLiteral("en")); });
    auto mnemonic = [](const QString& text) {
        const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        return at < 0 ? QChar() : text[at + 1].toLower();
    };
    QStringList clashes;
    for (QAction* top : m_window->menuBar()->actions()) {
        QMap<QChar, QStringList> items;
        for (QAction* action : top->menu()->actions())
            if (!action->isSeparator() && !mnemonic(action->text()).isNull())
                items[mnemonic(action->text())] << action->text();
        for (auto it = items.cbegin(); it != items.cend(); ++it)
            if (it.value().size() > 1)
                clashes << top->text() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
}

void TestStudio::cleanup()
{
    m_window.reset();
    setLanguage(QStringLiteral("en")); // a failed language test must not fail the ones after it
}

void TestStudio::solveAndWait(const QString& game, const ParamText& params, SolveOptions options)
{
    m_window->form()->setRun(game, params, options);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->form()->solveButton()->click();
    QVERIFY(shown.wait(20000));
    QVERIFY(m_window->run());
}

// The search runs off the GUI thread; its news arrives through the event loop.
void TestStudio::findAndWait(const QString& text)
{
    QSignalSpy finished(m_window->findBar(), &FindBar::searchFinished);
    m_window->find(text);
    QCOMPARE(m_window->findStatus(), QStringLiteral("searching…")); // nothing is delivered before the loop runs
    QVERIFY(finished.wait(10000));
    QVERIFY(!m_window->findBar()->isSearching());
}

QStringList TestStudio::stackRows() const
{
    QStringList rows;
    CallStackModel* model = m_window->callStack();
    for (int r = 0; r < model->rowCount(); ++r)
        rows << model->data(model->index(r), Qt::DisplayRole).toString();
    return rows;
}

void TestStudio::solveThroughTheForm()
{
    GameForm* form = m_window->form();
    form->setRun("can-i-win", {{"max", "10"}, {"total", "11"}}, {true, false});
    QLineEdit* total = form->field("total");
    QVERIFY(total);
    total->clear();
    QTest::keyClicks(total, "11");
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QTest::mouseClick(form->solveButton(), Qt::LeftButton);
    QVERIFY(shown.wait(20000));
    QVERIFY2(m_window->statusText().contains("answer false · 344 calls · 45 memo hits"), qPrintable(m_window->statusText()));
    QCOMPARE(m_window->run()->stepper().position(), 1LL);
    QCOMPARE(stackRows(), QStringList({"#0  used {} · need 11   ← running"}));
    QVERIFY(m_window->sourcePanel()->currentLineText().contains("rec.enter(used, move);"));
}

void TestStudio::steppingKeepsPanelsInSync()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    for (int i = 0; i < 11; ++i)
        m_window->stepInto();
    QCOMPARE(m_window->run()->stepper().position(), 12LL);
    QCOMPARE(stackRows(),
        QStringList({"#0  N=7, first player   → trying subtract 3", "#4  N=4, second player   → trying subtract 2",
            "#6  N=2, first player   → trying subtract 2", "#7  N=0, second player   ← running"}));
    QVERIFY(m_window->sourcePanel()->currentLineText().contains("rec.enter(state, move);"));
    QCOMPARE(
        m_window->narrationText(), QStringLiteral("First player, N=2: tries subtracting 2 and hands N=0 to the second player."));
    // The view shows what has happened: 8 calls, the current one ringed.
    const Scene& scene = m_window->treeView()->scene();
    QCOMPARE(
        std::count_if(scene.nodes.begin(), scene.nodes.end(), [](const SceneNode& n) { return n.classes.contains("call"); }), 8);
    QVERIFY(m_window->treeView()->node(NodeRef::call(7))->current);

    m_window->stepOver(); // #7 is a base case: its return
    QCOMPARE(stackRows().size(), 3);
    QVERIFY2(m_window->sourcePanel()->currentLineText().contains("Outcome::Base"),
        qPrintable(m_window->sourcePanel()->currentLineText()));

    m_window->stepOut(); // #6 returns, computed, memo off: the return line
    QCOMPARE(stackRows().size(), 2);
    QVERIFY(m_window->sourcePanel()->currentLineText().contains("Outcome::Computed, stoppedEarly"));
    QVERIFY(m_window->treeView()->node(NodeRef::call(6))->classes.contains("second-wins"));

    m_window->stepBack();
    QCOMPARE(stackRows().size(), 3);
    QVERIFY(m_window->treeView()->node(NodeRef::call(6))->classes.contains("pending"));
    m_window->toLast();
    QCOMPARE(stackRows().size(), 0);
    QVERIFY(m_window->treeView()->node(NodeRef::call(0))->classes.contains("first-wins"));
}

void TestStudio::memoAnswersInCanIWin()
{
    solveAndWait("can-i-win", {{"max", "4"}, {"total", "6"}}, {true, false});
    const Trace& trace = m_window->run()->trace();
    // The first memo answer: the table has rows, and the row just read is the entry of the call it names.
    const std::int64_t hit = m_window->run()->stepper().memoHitEvents().front();
    m_window->run()->stepper().setPosition(hit + 1);
    m_window->stepInto();
    m_window->stepBack();
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
    QVERIFY(memo->data(memo->index(memo->rowJustRead(), 0), Qt::BackgroundRole).isValid()); // it flashes
    QVERIFY(m_window->sourcePanel()->currentLineText().contains("Outcome::Memo"));
}

void TestStudio::clickingAMemoNodeSelectsItsOriginal()
{
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    m_window->toLast();
    TreeView* view = m_window->treeView();
    const SceneNode* memo = view->node(NodeRef::call(12)); // n=1 answered from the memo (computed by #9)
    QVERIFY(memo && memo->classes.contains("memo"));
    view->centerOn(memo->box);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->sceneToWidget(memo->box.center()).toPoint());
    QCOMPARE(view->selected(), NodeRef::call(9));
    QVERIFY(m_window->inspector()->toPlainText().contains("n=1"));
    QVERIFY(m_window->inspector()->toPlainText().contains("Call #9"));
}

void TestStudio::clickingACutNodeExpandsIt()
{
    // Prime 9299: the root's 1,151 moves show as the first ones, the winning one and "+k moves".
    solveAndWait("prime", {{"n", "9299"}}, {true, true});
    TreeView* view = m_window->treeView();
    const Trace& trace = m_window->run()->trace();
    m_window->toLast();
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
    const QPointF rootAfter = view->sceneToWidget(view->node(NodeRef::call(0))->box.center());
    QVERIFY2(QLineF(rootOnScreen, rootAfter).length() < 2, "the opened call keeps its place");

    // A "+N calls" cut below a drawn call opens too: Stones N=10000 is 10,000 calls deep.
    solveAndWait("stones", {{"n", "10000"}, {"moves", "1,2,4,8,16,32,64,128,256,512"}}, {true, false});
    m_window->toLast();
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

    // Collapsing it again folds its children back into the cut, and the call stays where it is.
    const QPointF opened = view->sceneToWidget(view->node(view->selected())->box.center());
    m_window->findChild<QAction*>("collapse")->trigger();
    QVERIFY(view->node(cutRef));
    QCOMPARE(m_window->run()->drawing().callsDrawn, drawnBefore);
    QVERIFY2(QLineF(opened, view->sceneToWidget(view->node(NodeRef::call(cutRef.id))->box.center())).length() < 2,
        "the collapsed call keeps its place");
    // Back to the line of best play: the root stays where it is.
    const QPointF root = view->sceneToWidget(view->node(NodeRef::call(0))->box.center());
    m_window->findChild<QAction*>("bestLine")->trigger();
    QVERIFY(QLineF(root, view->sceneToWidget(view->node(NodeRef::call(0))->box.center())).length() < 2);
}

void TestStudio::cancelStopsALongRunQuickly()
{
    // With the memo off this run would take far longer than the call budget allows.
    m_window->form()->setRun("can-i-win", {{"max", "20"}, {"total", "210"}}, {false, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->form()->solveButton()->click();
    QTest::qWait(300);
    QVERIFY(m_window->job()->isRunning());
    QVERIFY(!m_window->form()->solveButton()->isEnabled());
    QElapsedTimer timer;
    timer.start();
    m_window->cancelRun();
    QVERIFY(shown.wait(5000));
    qInfo("cancel took effect after %lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(m_window->bannerText().startsWith("Cancelled."), qPrintable(m_window->bannerText()));
    QVERIFY(!m_window->job()->isRunning());
    QVERIFY(m_window->form()->solveButton()->isEnabled()); // the window answers again
    solveAndWait("prime", {{"n", "7"}}, {true, true});
    QVERIFY(m_window->statusText().contains("answer Win"));
}

void TestStudio::sessionRestoresTheStep()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->run()->stepper().setPosition(12);
    m_window->stepInto();
    m_window->treeView()->setZoom(1.7, m_window->treeView()->rect().center());
    m_window->canvas()->showStateGraph(true); // the session keeps which tab is shown
    QTemporaryDir dir;
    const QString path = dir.filePath("lesson.gtree");
    m_window->saveSession(path);
    QVERIFY(QFile::exists(path));

    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    m_window->canvas()->showStateGraph(false);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->openSession(path);
    QVERIFY(shown.wait(20000));
    QCOMPARE(m_window->form()->gameId(), QStringLiteral("prime"));
    QCOMPARE(m_window->run()->options().memo, false);
    QCOMPARE(m_window->run()->stepper().position(), 13LL);
    QCOMPARE(stackRows().size(), 3);
    QCOMPARE(m_window->treeView()->zoom(), 1.7);
    QVERIFY(m_window->canvas()->showsStateGraph());
}

void TestStudio::corruptSessionChangesNothing()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    StudioRun* before = m_window->run();
    QTemporaryDir dir;
    const QString path = dir.filePath("broken.gtree");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"game-tree-studio-session\", \"version\": 1, \"game\": \"prime\", \"params\": {\"n\": \"1\"}}");
    file.close();
    m_window->openSession(path);
    QVERIFY(m_window->bannerText().contains("was not opened"));
    QVERIFY(m_window->bannerText().contains("--n: 1 is out of range"));
    QCOMPARE(m_window->run(), before);
    QVERIFY(!m_window->job()->isRunning());

    // A palette only the studio knows is checked there, before anything changes.
    Session unknownPalette {"prime", {{"n", "7"}}, {false, false}, 12};
    unknownPalette.palette = "neon";
    saveSessionFile(path, unknownPalette);
    m_window->openSession(path);
    QVERIFY2(m_window->bannerText().contains("\"palette\" must be one of default, colorblind, print, contrast"),
        qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run(), before);

    // A step past the end: the run opens at its first step and says why.
    Session pastTheEnd {"prime", {{"n", "7"}}, {false, false}, 999};
    saveSessionFile(path, pastTheEnd);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->openSession(path);
    QVERIFY(shown.wait(20000));
    QCOMPARE(m_window->run()->stepper().position(), m_window->run()->stepper().first());
    QVERIFY2(m_window->bannerText().contains("Step 999 is past the run's last step, 30"), qPrintable(m_window->bannerText()));
}

void TestStudio::keyboardSteps()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->treeView()->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_Right);
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
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    m_window->run()->stepper().setPosition(23);
    m_window->stepInto(); // step 24: #3 (n=7) has tried "remove 1" only
    const QString text = m_window->inspector()->toPlainText();
    QVERIFY2(text.startsWith("n=7"), qPrintable(text));
    QVERIFY(text.contains("Not returned yet at this step."));
    QVERIFY2(text.contains("remove 1 → 5 · first player (to move) gets 5"), qPrintable(text)); // whose 5
    QVERIFY(!text.contains("remove 4"));                                                       // not tried yet
}

void TestStudio::settingsRememberTheLastRun()
{
    m_window->form()->setRun("stones", {{"n", "11"}, {"moves", "1,2,3,6"}}, {false, false});
    m_window->close(); // saves the settings
    MainWindow next;
    next.restoreSettings();
    QCOMPARE(next.form()->gameId(), QStringLiteral("stones"));
    QCOMPARE(next.form()->params().at("moves"), QStringLiteral("1,2,3,6"));
    QCOMPARE(next.form()->options().memo, false);
}

void TestStudio::settingsThatCannotBeSavedAreReported()
{
    // A folder where the settings file goes: no write can replace it, even as root (as on a
    // full disk, the old file stays and QSettings says AccessError).
    const QString file = QSettings().fileName();
    QFile::remove(file + QStringLiteral(".kept"));
    QVERIFY(!QFile::exists(file) || QFile::rename(file, file + QStringLiteral(".kept")));
    QVERIFY(QDir().mkpath(file));
    const auto restore = qScopeGuard([&] {
        QDir(file).removeRecursively();
        QFile::rename(file + QStringLiteral(".kept"), file);
    });

    solveAndWait("prime", {{"n", "7"}}, {false, false});
    QTemporaryDir dir;
    const QString path = dir.filePath("lesson.gtree");
    QSignalSpy notSaved(m_window->recentFiles(), &RecentFiles::notSaved);
    m_window->saveSession(path);
    QVERIFY(QFile::exists(path)); // the session itself is saved, and the notice says so first
    QCOMPARE(notSaved.size(), 1);
    const QString expected = QStringLiteral("Saved %1. The settings could not be saved to %2: the disk may be full or the "
                                            "file read-only. The settings saved before are kept.")
                                 .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(file));
    QCOMPARE(m_window->bannerText(), expected);
    QVERIFY(QFileInfo(file).isDir()); // nothing was written over it
}

void TestStudio::userGuideFollowsTheLanguage()
{
    auto* action = m_window->findChild<QAction*>(QStringLiteral("userGuide"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto* guide = m_window->findChild<UserGuide*>();
    QVERIFY(guide && guide->isVisible());
    QVERIFY(!guide->isModal()); // the tree stays usable beside it
    QVERIFY(guide->text().contains(QLatin1String("Step through the run")));
    QVERIFY(guide->text().contains(QLatin1String("Page Down")));
    m_window->switchLanguage(QStringLiteral("ja"));
    QVERIFY2(guide->text().contains(QStringLiteral("実行をたどる")), qPrintable(guide->text().left(200)));
    QCOMPARE(guide->windowTitle(), QStringLiteral("ゲーム木スタジオの使い方"));
    m_window->switchLanguage(QStringLiteral("ko"));
    QVERIFY(guide->text().contains(QStringLiteral("실행 따라가기")));
    m_window->switchLanguage(QStringLiteral("en"));
    QVERIFY(guide->text().contains(QLatin1String("Step through the run")));
}

void TestStudio::languageSwitchesAtRunTime()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->run()->stepper().setPosition(3);
    m_window->stepInto(); // step 4: the first player tries subtracting 5
    auto menuTitles = [this] {
        QStringList titles;
        for (QAction* a : m_window->menuBar()->actions())
            titles << a->text();
        return titles;
    };
    QCOMPARE(menuTitles().first(), QStringLiteral("&File"));

    m_window->switchLanguage("ja");
    QCOMPARE(currentLanguage(), QStringLiteral("ja"));
    QCOMPARE(menuTitles().first(), QStringLiteral("ファイル(&F)"));
    QVERIFY(menuTitles().contains(QStringLiteral("実行(&R)")));
    QCOMPARE(m_window->narrationText(), QStringLiteral("先手、N=7：5 を引く手を試し、N=2 を後手に渡します。"));
    QCOMPARE(m_window->run()->stepper().position(), 4LL); // the run and its step are kept
    QVERIFY(m_window->form()->solveButton()->text().contains(QStringLiteral("解く")));
    QVERIFY(m_window->treeView()->node(NodeRef::call(0))->texts.front().text == QStringLiteral("N=7・先手"));

    m_window->switchLanguage("ko");
    QCOMPARE(menuTitles().first(), QStringLiteral("파일(&F)"));
    QCOMPARE(m_window->narrationText(), QStringLiteral("선공, N=7: 시도하는 수는 5 빼기입니다. N=2 상태를 후공에게 넘깁니다."));
    QCOMPARE(stackRows().first(), QStringLiteral("#0  N=7, 선공   → 5 빼기 시도 중"));

    m_window->switchLanguage("en");
    QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
    QCOMPARE(
        m_window->narrationText(), QStringLiteral("First player, N=7: tries subtracting 5 and hands N=2 to the second player."));
    m_window->stepInto(); // still steps after the rebuild
    QCOMPARE(m_window->run()->stepper().position(), 5LL);
}

void TestStudio::quizPausesBeforeEachReturn()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->setQuizMode(true);
    m_window->stepInto(); // step 2: #1 (N=0, second player) entered
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    m_window->stepInto(); // the next event is #1's return: the quiz asks instead
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    // Who wins, not "what does it return": the prime game's values are the first player's.
    QCOMPARE(m_window->quizQuestion(), QStringLiteral("Call #1 (N=0, second player to move): who wins from here?"));
    QVERIFY(m_window->treeView()->node(NodeRef::call(1))->classes.contains("pending")); // the value is hidden

    auto* wrong = m_window->findChild<QPushButton*>("quiz-winner-first"); // handed 0, the second player wins
    QVERIFY(wrong);
    QCOMPARE(wrong->text(), QStringLiteral("First player"));
    QTest::mouseClick(wrong, Qt::LeftButton);
    QCOMPARE(m_window->run()->stepper().position(), 3LL); // revealed
    QCOMPARE(m_window->quizTally(), QStringLiteral("0 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith("Not quite: from N=0 (second player to move) the second player wins "
                                               "(call #1 returns Lose)."),
        qPrintable(m_window->bannerText()));

    // Step over and to the end stop at the next question too: #3's return (N=0, first player).
    m_window->stepOver();
    m_window->stepOver();
    QCOMPARE(m_window->quizQuestion(), QStringLiteral("Call #3 (N=0, first player to move): who wins from here?"));
    auto* right = m_window->findChild<QPushButton*>("quiz-winner-first");
    QVERIFY(right);
    QTest::mouseClick(right, Qt::LeftButton);
    QCOMPARE(m_window->quizTally(), QStringLiteral("1 of 2 right"));
    QVERIFY2(m_window->bannerText().startsWith("Right: from N=0 (first player to move) the first player wins"),
        qPrintable(m_window->bannerText()));
    m_window->toLast();
    QVERIFY(!m_window->run()->stepper().atLast()); // stopped at #2's return, unanswered
    QVERIFY(m_window->quizQuestion().startsWith("Call #2 "));

    // With the quiz off nothing stops the run.
    m_window->setQuizMode(false);
    m_window->toLast();
    QVERIFY(m_window->run()->stepper().atLast());
    QVERIFY(m_window->quizQuestion().isEmpty());

    // Asking for the root's moves only: #3 (a grandchild) is not asked, #2 (a move of the root) is.
    QAction* rootOnly = nullptr;
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask for the Root's Moves Only"))
            rootOnly = a;
    QVERIFY(rootOnly);
    rootOnly->trigger();
    m_window->setQuizMode(true);
    m_window->toFirst();
    m_window->toLast();
    QVERIFY(m_window->quizQuestion().startsWith("Call #1 "));
    m_window->answerQuiz(0);
    m_window->toLast();
    QVERIFY2(m_window->quizQuestion().startsWith("Call #2 "), qPrintable(m_window->quizQuestion()));
    m_window->setQuizMode(false);

    // Score games ask for a number.
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask at Every Return"))
            a->trigger();
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    m_window->setQuizMode(true);
    m_window->toLast(); // stops at the first return: #10 (n=0), a base case
    QCOMPARE(m_window->quizQuestion(),
        QStringLiteral("Call #10 (n=0): how many stones does the player to move (first player) get from here?"));
    auto* number = m_window->findChild<QLineEdit*>("quiz-number");
    QVERIFY(number && number->isVisible());
    m_window->answerQuiz(0);
    QCOMPARE(m_window->quizTally(), QStringLiteral("1 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith("Right: from n=0 the player to move (first player) gets 0 (call #10 returns 0)."),
        qPrintable(m_window->bannerText()));

    // Can I Win's values are the mover's: #11 (the second player to move) returns true, so the
    // "Second player" button is right.
    solveAndWait("can-i-win", {{"max", "4"}, {"total", "6"}}, {true, false});
    m_window->setQuizMode(false);
    m_window->run()->stepper().setPosition(32); // the next event, 32, is #11's return
    m_window->setQuizMode(true);
    QCOMPARE(
        m_window->quizQuestion(), QStringLiteral("Call #11 (used {2} · need 4, second player to move): who wins from here?"));
    auto* second = m_window->findChild<QPushButton*>("quiz-winner-second");
    QVERIFY(second);
    QTest::mouseClick(second, Qt::LeftButton);
    QCOMPARE(m_window->quizTally(), QStringLiteral("1 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith("Right: from used {2} · need 4 (second player to move) the second player wins "
                                               "(call #11 returns true)."),
        qPrintable(m_window->bannerText()));
}

void TestStudio::presentationModeAndEscape()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->setPresentation(true);
    QVERIFY(m_window->isPresenting());
    QVERIFY(!m_window->menuBar()->isVisible());
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        QVERIFY(!dock->isVisible());
    QCOMPARE(m_window->treeView()->scene().style.palette.id, QStringLiteral("contrast"));
    QTest::keyClick(m_window.get(), Qt::Key_PageDown); // the clicker still steps
    QCOMPARE(m_window->run()->stepper().position(), 2LL);
    // The step count moves into the narration band, and the quiz bar is at presentation size.
    QCOMPARE(m_window->findChild<NarrationBand*>()->counter(), QStringLiteral("step 2 of 30"));
    auto* question = m_window->findChild<QuizBar*>()->findChild<QLabel*>();
    QVERIFY(question->fontInfo().pointSizeF() >= 1.9 * QApplication::font().pointSizeF());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!m_window->isPresenting());
    QVERIFY(m_window->findChild<NarrationBand*>()->counter().isEmpty());
    QVERIFY(m_window->menuBar()->isVisible());
    QCOMPARE(m_window->treeView()->scene().style.palette.id, QStringLiteral("default"));
}

void TestStudio::findJumpsBetweenMatches()
{
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    findAndWait("n=1"); // n=1 twice (#9 computed, #12 from the memo); not n=10
    QCOMPARE(m_window->findStatus(), QStringLiteral("1 of 2"));
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(9));
    QCOMPARE(m_window->run()->stepper().position(), m_window->run()->trace().returnEvent(9) + 1);
    m_window->findNext();
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(12));
    m_window->findNext(); // wraps around
    QCOMPARE(m_window->findStatus(), QStringLiteral("1 of 2"));
    findAndWait("n=42");
    QCOMPARE(m_window->findStatus(), QStringLiteral("not found"));

    // A match below the cut: the path to it opens and it is drawn.
    solveAndWait("prime", {{"n", "9299"}}, {true, true});
    const std::int32_t deepest = m_window->run()->trace().size() - 1;
    const QString label = m_window->run()->game().stateLabel(m_window->run()->trace().state(deepest));
    QVERIFY(m_window->run()->drawing().nodeOfCall[std::size_t(deepest)] < 0);
    findAndWait(label);
    QVERIFY(!m_window->findStatus().isEmpty());
    const NodeRef selected = m_window->treeView()->selected();
    QVERIFY(selected.isCall());
    QVERIFY(m_window->treeView()->node(selected)); // drawn now
    QCOMPARE(m_window->run()->game().stateLabel(m_window->run()->trace().state(selected.id)), label);
}

void TestStudio::findStopsForANewQueryOrRun()
{
    solveAndWait("prime", {{"n", "9299"}}, {true, true});
    QSignalSpy chosen(m_window->findBar(), &FindBar::matchChosen);
    QSignalSpy finished(m_window->findBar(), &FindBar::searchFinished);
    m_window->find("n=37");
    m_window->find("n=424242"); // the search for n=37 is stopped: nothing of it arrives
    QVERIFY(finished.wait(10000));
    QCOMPARE(m_window->findStatus(), QStringLiteral("not found"));
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(chosen.count(), 0);

    // A new run stops the search on the old one, which stays alive until the search has stopped.
    m_window->find("n=37");
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    QVERIFY(!m_window->findBar()->isSearching());
    QCOMPARE(m_window->findStatus(), QString());
    m_window->findNext(); // nothing to go through
    QCOMPARE(m_window->findStatus(), QString());

    // Closing the window while a search runs: the window drops its run first, then the search
    // is stopped and waited for.
    solveAndWait("can-i-win", {{"max", "15"}, {"total", "100"}}, {true, false});
    m_window->find("n=424242");
    QVERIFY(m_window->findBar()->isSearching());
    m_window.reset();
}

void TestStudio::stateGraphFollowsTheTree()
{
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    QVERIFY(!m_window->canvas()->showsStateGraph());        // the call tree first
    m_window->findChild<QAction*>("stateGraph")->trigger(); // F7
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
    m_window->toFirst();
    for (int k = 1; k < 16; ++k)
        m_window->stepInto();
    QCOMPARE(m_window->run()->stepper().position(), 16);
    QCOMPARE(shownStates(false).size(), 11);
    QCOMPARE(graph->scene().edges.size(), std::size_t(11));
    QCOMPARE(shownStates(true), QStringList {"n=0"});
    auto* legend = m_window->findChild<LegendPanel*>();
    QVERIFY(legend->toolTip().contains("×k: a state reached by k calls"));
    // Back at step 5 only n=10 to n=6 are reached, and no state twice.
    for (int k = 16; k > 5; --k)
        m_window->stepBack();
    QCOMPARE(shownStates(false), (QStringList {"n=10", "n=9", "n=8", "n=7", "n=6"}));
    QCOMPARE(shownStates(true), QStringList {"n=6"});
    QVERIFY(!legend->toolTip().contains("×k"));

    m_window->toLast();
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
    m_window->findChild<QAction*>("stateGraph")->trigger();
    QVERIFY(!m_window->canvas()->showsStateGraph());
    QVERIFY(!legend->toolTip().contains("×k"));
}

void TestStudio::stateGraphIsFramedWhenShown()
{
    m_window->resize(1904, 1032); // a 1920x1080 projector less the window frame
    QTest::qWait(20);
    TreeView* graph = m_window->stateGraphView();
    auto statesOnScreen = [&] {
        QStringList states;
        for (const QJsonValue& v : viewReport(*graph, m_window->run())["nodesOnScreen"].toArray())
            if (v["kind"].toString() == QLatin1String("state"))
                states << graph->node(NodeRef::state(v["call"].toInt()))->texts.front().text;
        return states;
    };
    // The article's figure: its 10 states fit whole, with text larger than the minimum.
    m_window->form()->setRun("prime", {{"n", "7"}}, {false, false});
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
    m_window->resize(1904, 1032);
    QTest::qWait(20);
    m_window->form()->setRun("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    m_window->solve(16);
    QVERIFY(shown.wait(20000));
    QVERIFY(graph->isFraming()); // a new run is framed again
    QTRY_COMPARE(graph->nodeTextPixels(), 14.0);
    QTRY_VERIFY(statesOnScreen().size() >= 6);
    const QStringList onScreen = statesOnScreen();
    for (const char* state : {"n=0", "n=4", "n=5"})
        QVERIFY2(onScreen.contains(state), qPrintable(onScreen.join(u' ')));
    QVERIFY(graph->node(m_window->run()->stateNodeOf(11))->current);
}

void TestStudio::hoverShowsTheTooltip()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->toLast();
    TreeView* view = m_window->treeView();
    const SceneNode* node = view->node(NodeRef::call(10)); // the repeated N=2
    QVERIFY(node);
    view->centerOn(node->box);
    const QPoint at = view->sceneToWidget(node->box.center()).toPoint();
    QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
    QCoreApplication::sendEvent(view, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().startsWith("N=2, first player\nfirst player to move (OR)\ncall #10"));
    QVERIFY(QToolTip::text().contains("repeats call #6 (same state)"));
}

// The icicle dock shows the whole run: the step's call highlighted, the tree's part on screen
// outlined; a click on a call (or on calls summed in a column) goes there in the tree.
void TestStudio::icicleFollowsTheStepAndNavigates()
{
    m_window->resize(1366, 768);
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    IcicleView* icicle = m_window->icicle();
    QTRY_VERIFY_WITH_TIMEOUT(icicle->isReady(), 10000);
    Stepper& stepper = m_window->run()->stepper();
    m_window->stepInto();
    m_window->stepInto();
    QCOMPARE(icicle->currentCall(), stepper.currentCall());
    m_window->toLast();
    QTRY_VERIFY(icicle->treeArea().contains(icicle->pointOf(10))); // the whole small tree is on screen
    QVERIFY(icicle->tooltipAt(icicle->pointOf(10)).startsWith("N=2, first player\ncall #10 · depth 2 · 2 calls"));

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
    solveAndWait("can-i-win", {{"max", "12"}, {"total", "60"}}, {true, false});
    QTRY_VERIFY_WITH_TIMEOUT(icicle->isReady(), 10000);
    const Trace& trace = m_window->run()->trace();
    const QPointF deep(icicle->width() * 0.7, icicle->pointOf(trace.subtreeEnd(0) - 1).y());
    const std::int32_t call = icicle->callAt(deep);
    QVERIFY(call > 0);
    QVERIFY(m_window->run()->drawing().nodeOfCall[std::size_t(call)] < 0); // not drawn yet
    QTest::mouseClick(icicle, Qt::LeftButton, {}, deep.toPoint());
    QCOMPARE(m_window->treeView()->selected(), NodeRef::call(call));
    QVERIFY(m_window->treeView()->node(NodeRef::call(call)));
    QTRY_VERIFY(icicle->treeArea().contains(icicle->pointOf(call)));
}

void TestStudio::languageSwitchKeepsTheLayout()
{
    m_window->resize(1366, 768);
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    QTest::qWait(50);
    const QSize canvas = m_window->treeView()->size();
    QVERIFY2(canvas.width() > 500, qPrintable(QString::number(canvas.width())));
    m_window->switchLanguage("ja");
    QTest::qWait(50);
    const QSize inJapanese = m_window->treeView()->size();
    m_window->switchLanguage("en");
    QTest::qWait(50);
    QCOMPARE(m_window->treeView()->size(), canvas);
    // Japanese may need a little more room for its words, never half the canvas.
    QVERIFY2(inJapanese.width() > canvas.width() * 9 / 10, qPrintable(QString::number(inJapanese.width())));
}

void TestStudio::toolbarShowsNoMnemonics()
{
    m_window->switchLanguage("ja");
    QStringList texts;
    for (QToolBar* bar : m_window->findChildren<QToolBar*>())
        for (QToolButton* button : bar->findChildren<QToolButton*>())
            if (!button->text().isEmpty())
                texts << button->text();
    QVERIFY(texts.contains(QStringLiteral("最初のステップ")));
    for (const QString& text : texts)
        QVERIFY2(!text.contains(u'(') && !text.contains(u'&'), qPrintable(text));
}

void TestStudio::shortcutsDialogListsEveryKey()
{
    ShortcutsDialog dialog(m_window.get());
    QStringList rows;
    for (int r = 0; r < dialog.table()->rowCount(); ++r)
        rows << dialog.table()->item(r, 0)->text() + " = " + dialog.table()->item(r, 1)->text();
    for (const QString& expected : {QStringLiteral("Step Into = Right, PgDown, F11"), QStringLiteral("Step Over = Down, F10"),
             QStringLiteral("Presentation Mode = F5"), QStringLiteral("Quiz Mode = F6"), QStringLiteral("Find State = Ctrl+F"),
             QStringLiteral("Play = Space"), QStringLiteral("Show Current Call = Ctrl+J"),
             QStringLiteral("Leave presentation mode = Esc")})
        QVERIFY2(rows.contains(expected), qPrintable(rows.join(" | ")));
}

void TestStudio::modelsStayConsistentWhileStepping()
{
    solveAndWait("stones", {{"n", "10"}, {"moves", "1,4"}}, {true, false});
    QAbstractItemModelTester stackTester(m_window->callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester memoTester(m_window->memoTable(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(m_window->memoTable(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_window->memoTable(), &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 40; ++i)
        m_window->stepInto();
    for (int i = 0; i < 15; ++i)
        m_window->stepBack();
    m_window->toLast();
    m_window->toFirst();
    QCOMPARE(resets.count(), 0); // steps insert and remove rows
    QVERIFY(inserted.count() > 0);
    // What the steps left behind is what a model made afresh at the same step shows.
    const std::vector<std::int64_t> positions {25, 26, 60, 31, 2, 44};
    for (const std::int64_t position : positions) {
        m_window->run()->stepper().setPosition(position - 1);
        m_window->stepInto();
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

void TestStudio::presentationRecoloursTheBands()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    m_window->setQuizMode(true);
    const Palette contrast = *paletteById("contrast");
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

void TestStudio::windowFitsALaptopScreen()
{
    // With every dock open, the window must fit 1366x768 less a window manager's frame and panel.
    QVERIFY2(m_window->minimumSizeHint().height() <= 768 - 80, qPrintable(QString::number(m_window->minimumSizeHint().height())));
    QVERIFY2(m_window->minimumSizeHint().width() <= 1366, qPrintable(QString::number(m_window->minimumSizeHint().width())));
    solveAndWait("can-i-win", {{"max", "10"}, {"total", "11"}}, {true, false});
    QVERIFY2(m_window->minimumSizeHint().height() <= 768 - 80, qPrintable(QString::number(m_window->minimumSizeHint().height())));
}

void TestStudio::treeTextIsReadable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<int>("minNodesOnScreen");
    const ParamText canIWin {{"max", "10"}, {"total", "11"}};
    QTest::newRow("can-i-win 10 11, step 1") << "can-i-win" << canIWin << true << qint64(1) << false << 1;
    QTest::newRow("can-i-win 10 11, step 60") << "can-i-win" << canIWin << true << qint64(60) << false << 12;
    QTest::newRow("can-i-win 10 11, the end") << "can-i-win" << canIWin << true << qint64(688) << false << 6;
    // The article's figure: all 15 calls fit.
    QTest::newRow("prime 7, the article's figure") << "prime" << ParamText {{"n", "7"}} << false << qint64(30) << false << 15;
    // Full screen offscreen is the platform's small screen: only the text size is the point here.
    QTest::newRow("prime 7, presenting") << "prime" << ParamText {{"n", "7"}} << false << qint64(30) << true << 1;
}

void TestStudio::treeTextIsReadable()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(qint64, step);
    QFETCH(bool, presenting);
    QFETCH(int, minNodesOnScreen);
    m_window->resize(1904, 1032); // a 1920x1080 projector less the window frame
    QTest::qWait(20);
    m_window->form()->setRun(game, params, {memo, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve(step);
    QVERIFY(shown.wait(20000));
    if (presenting) {
        m_window->setPresentation(true);
        QTest::qWait(300); // full screen, then framed
    }
    const QJsonObject report = viewReport(*m_window->treeView(), m_window->run());
    const double textPx = report["nodeTextPx"].toDouble();
    QVERIFY2(textPx >= (presenting ? 28 : 14) - 0.01, qPrintable(QString::number(textPx)));
    const QJsonArray onScreen = report["nodesOnScreen"].toArray();
    QVERIFY2(onScreen.size() >= minNodesOnScreen, qPrintable(QString::number(onScreen.size())));
    // The call running now is on screen, and so is its whole way from the root.
    auto onCanvas = [&](std::int32_t call) {
        return std::any_of(onScreen.begin(), onScreen.end(),
            [call](const QJsonValue& v) { return v["call"].toInt() == call && v["kind"].toString() == QLatin1String("call"); });
    };
    for (const std::int32_t call : m_window->run()->stepper().callStack())
        QVERIFY2(onCanvas(call), qPrintable(QString::number(call)));
    // The canvas keeps framing when it is resized, until the user zooms.
    QVERIFY(m_window->treeView()->isFraming());
    m_window->treeView()->zoomIn();
    QVERIFY(!m_window->treeView()->isFraming());
}

void TestStudio::comparisonFollowsTheSteps_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("caption");
    QTest::newRow("prime 7, memo on beside off") << "prime" << ParamText {{"n", "7"}} << true << false << "compareMemo"
                                                 << "Left memo on, right memo off — 15 calls vs 14 calls: 1 saved by the memo";
    QTest::newRow("stones 10;1,4, memo off beside on")
        << "stones" << ParamText {{"n", "10"}, {"moves", "1,4"}} << false << false << "compareMemo"
        << "Left memo off, right memo on — 49 calls vs 18 calls: 31 saved by the memo";
    QTest::newRow("prime 7, short-circuit") << "prime" << ParamText {{"n", "7"}} << false << false << "compareShortCircuit"
                                            << "Left short-circuit off, right short-circuit on — 15 calls vs 4 calls: "
                                               "11 saved by the short-circuit";
}

// Run > Compare With ...: the other run beside the tree, at the same moment of the search as
// every step of the main one.
void TestStudio::comparisonFollowsTheSteps()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    QFETCH(QString, action);
    QFETCH(QString, caption);
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
    QCOMPARE(other->options().memo, action == "compareMemo" ? !memo : memo);
    const RunAlignment alignment(main->trace(), other->trace());
    m_window->toFirst();
    int sameCall = 0;
    while (!main->stepper().atLast()) {
        m_window->stepInto();
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
    QAction* switchTo = m_window->findChild<QAction*>(action == "compareMemo" ? "compareShortCircuit" : "compareMemo");
    if (switchTo->isEnabled()) {
        switchTo->trigger();
        m_window->findChild<QAction*>(action)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(pane->caption(), caption, 20000);
        QCOMPARE(pane->otherRun()->options().memo, action == "compareMemo" ? !memo : memo);
        QCOMPARE(pane->otherRun()->options().shortCircuit, action == "compareMemo" ? shortCircuit : !shortCircuit);
    }
    // Off again: the pane goes.
    m_window->findChild<QAction*>(action)->trigger();
    QVERIFY(!pane->isVisible());
    QVERIFY(!pane->compared());
}

// File > Export Web Page writes the run as the studio shows it: the page opens at the window's step.
void TestStudio::exportsAWebPageAtTheStep()
{
    solveAndWait("prime", {{"n", "7"}}, {false, false});
    for (int i = 1; i < 12; ++i)
        m_window->stepInto();
    QTemporaryDir dir;
    const QString path = dir.filePath("lesson.html");
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
    QVERIFY2(m_window->bannerText().contains("Wrote"), qPrintable(m_window->bannerText()));
}

QTEST_MAIN(TestStudio)
#include "tst_studio.moc"
