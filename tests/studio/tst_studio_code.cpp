// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The studio with the user's own C++ recursion, driven as a user would, headless: the template,
// the examples, compiling off the GUI thread, compile errors at their lines, the running line,
// a program that fails or never ends, and sessions that carry code (asked before anything runs).
// Programs as a contest or LeetCode user writes them (no gametree.h): the Input and Call boxes,
// the program's output as the answer, the memo box off with its reason, "Run K of N", the lines
// of the file as written, sessions with the input and the call, include folders.
#include "support/offscreen_noise.h"
#include "studio/code/code_editor.h"
#include "studio/code/code_run_input.h"
#include "studio/canvas/canvas_tabs.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/code/include_folders_dialog.h"
#include "studio/code/code_workspace.h"
#include "core/session_file.h"
#include "studio/panels/game_form.h"
#include "studio/window/main_window.h"
#include "studio/panels/inspector_panel.h"
#include "studio/window/recent_files.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/run/solve_job.h"
#include "studio/canvas/tree_view.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QCheckBox>
#include <QCompleter>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

class TestStudioCode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void templateSolvesWithItsDeclaredParameters();
    void examplesMenuOffersEveryExample();
    void firstRunTakesTheProgramsDefaults();
    void compileErrorIsMarkedAtItsLine();
    void runningLineFollowsTheSteps();
    void editedParameterIsUsed();
    void quizAsksAPlainRecursionForItsValue();
    void quizOffersADrawForNegamax();
    void failedProgramKeepsItsCalls();
    void crashedProgramIsDrawnAsItStopped();
    void typoInTheRecursionIsMarkedAtItsLine_data();
    void typoInTheRecursionIsMarkedAtItsLine();
    void cancelStopsAProgramThatNeverEnds();
    void sessionCodeRunsOnlyWhenAllowed();
    void sessionCodeParamsAreChecked();
    void unsavedCodeIsNotLostOnClose();
    void recentFilesOpenAgain();
    void valuesBoxReadsTheCodeAnotherWay();
    void asWrittenAnswersWithItsOutput_data();
    void asWrittenAnswersWithItsOutput();
    void classWithoutMainAsksForTheCall();
    void unknownTraceNameShowsTheTraceBox();
    void memoBoxSaysWhyItIsOff();
    void runChooserSolvesAnotherTestCase();
    void lineOfEachCallIsInTheFileAsWritten();
    void sessionKeepsInputAndCall();
    void sessionQuestionShowsTheRunWhole();
    void includeFoldersReachTheCompiler();

private:
    // Loads `source` as the code and solves it; waits for the run (or the error) to show.
    void solveCode(const QString& name, const QString& source);
    // Answers the next message box by the button whose text contains `button`; `seen` gets what
    // was true when it appeared.
    void answerNextQuestion(const QString& button, std::function<void()> seen = {});
    int lineContaining(const QString& text) const;
    // Pastes `source` over the template, as a user pastes a solution from a contest page.
    void pasteCode(const QString& source);
    // Clicks Solve and waits for the run (or the error) to show.
    void clickSolve();

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_files;
};

namespace {

QString readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

const QString kTemplate = readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/template/new_game.cpp"));

QString testData(const QString& name)
{
    return readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/") + name);
}

// Types `text` as the keys would, Return for each line break.
void typeInto(QWidget* box, const QString& text)
{
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        QTest::keyClicks(box, lines[i]);
        if (i + 1 < lines.size())
            QTest::keyClick(box, Qt::Key_Return);
    }
}

// Three test cases of "take 1..K, not the opponent's last take": 23, 6 and 131 calls.
const QString kThreeCases = QStringLiteral("3\n10 3\n7 2\n20 4\n");
} // namespace

void TestStudioCode::initTestCase()
{
    installOffscreenNoiseFilter();
    QCoreApplication::setOrganizationName(QStringLiteral("GameTreeStudioTests"));
    QStandardPaths::setTestModeEnabled(true);
    qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE);
    QVERIFY(!kTemplate.isEmpty());
}

void TestStudioCode::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStudioCode::cleanup()
{
    m_window->code()->editor()->document()->setModified(false); // no question at close
    m_window->code()->setIncludeDirs({});
    m_window->job()->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->job()->isRunning(), 30000);
    m_window.reset();
}

void TestStudioCode::solveCode(const QString& name, const QString& source)
{
    m_window->code()->load(name, {}, source);
    QVERIFY(m_window->form()->isCode());
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve();
    QCOMPARE(shown.count(), 0); // off the GUI thread: solve() returns before the run is shown
    QVERIFY(shown.wait(120000));
}

void TestStudioCode::answerNextQuestion(const QString& button, std::function<void()> seen)
{
    QTimer::singleShot(0, this, [=] {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (seen)
            seen();
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(u'&').contains(button)) {
                b->click();
                return;
            }
        QFAIL(qPrintable(QStringLiteral("no button %1").arg(button)));
    });
}

int TestStudioCode::lineContaining(const QString& text) const
{
    const QStringList lines = m_window->code()->editor()->toPlainText().split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text))
            return i + 1;
    return 0;
}

void TestStudioCode::pasteCode(const QString& source)
{
    m_window->code()->editor()->document()->setModified(false); // the last paste: no question
    m_window->findChild<QAction*>(QStringLiteral("newGameFromTemplate"))->trigger();
    CodeEditor* editor = m_window->code()->editor();
    editor->selectAll();
    editor->insertPlainText(source);
    QVERIFY(m_window->form()->isCode());
}

void TestStudioCode::clickSolve()
{
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QVERIFY(m_window->form()->solveButton()->isEnabled());
    m_window->form()->solveButton()->click();
    QVERIFY(shown.wait(180000));
}

void TestStudioCode::templateSolvesWithItsDeclaredParameters()
{
    m_window->findChild<QAction*>(QStringLiteral("newGameFromTemplate"))->trigger();
    GameForm* form = m_window->form();
    QVERIFY(form->isCode());
    QCOMPARE(m_window->code()->editor()->toPlainText(), kTemplate);
    QVERIFY(!m_window->code()->editor()->isReadOnly());
    QCOMPARE(form->field(QStringLiteral("n")), nullptr); // known once it is compiled

    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QSignalSpy compiling(m_window->job(), &SolveJob::compiling);
    form->solveButton()->click();
    QVERIFY(shown.wait(120000));
    QCOMPARE(compiling.count(), 1);
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    // The template's own defaults: n=10, k=3, memo on, short-circuit off.
    QCOMPARE(form->field(QStringLiteral("n"))->text(), QStringLiteral("10"));
    QCOMPARE(form->field(QStringLiteral("k"))->text(), QStringLiteral("3"));
    QVERIFY(form->options().memo);
    QVERIFY(!form->options().shortCircuit);
    QCOMPARE(m_window->run()->result().answer, 1);
    QCOMPARE(m_window->run()->result().stats.calls, 28); // counted by hand-simulating the recursion
    QCOMPARE(m_window->run()->result().stats.memoHits, 15);
    QCOMPARE(form->findChild<QComboBox*>()->currentText(), QStringLiteral("Your code: Take 1 to k stones"));
    QVERIFY(m_window->statusText().contains(QLatin1String("28 calls")));
    // The template declares its memo (run.table, call.cell): the DP table draws memo[0..10] and
    // rings the running call's cell; a program's table has no bottom-up loop to number by.
    m_window->canvas()->showMemoTable(true);
    const Scene& table = m_window->canvas()->memoTable()->scene();
    QCOMPARE(std::count_if(table.nodes.begin(), table.nodes.end(),
                 [](const SceneNode& n) { return n.classes.contains(QStringLiteral("cell")); }),
        11);
    QCOMPARE(std::count_if(table.nodes.begin(), table.nodes.end(),
                 [](const SceneNode& n) { return n.classes.contains(QStringLiteral("current")); }),
        1);
    QVERIFY(!m_window->canvas()->findChild<QComboBox*>(QStringLiteral("TableOrder"))->isEnabled());
}

void TestStudioCode::examplesMenuOffersEveryExample()
{
    const QStringList files
        = QDir(QStringLiteral(GAMETREE_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.cpp")}, QDir::Files);
    QVERIFY(files.size() >= 8);
    auto* examples = m_window->findChild<QMenu*>(QStringLiteral("examplesMenu"));
    QVERIFY(examples);
    // The C++ examples; the Python ones have a submenu of their own (tst_studio_python).
    const QList<QAction*> actions = examples->actions();
    QCOMPARE(
        std::count_if(actions.begin(), actions.end(), [](QAction* a) { return !a->menu() && !a->isSeparator(); }), files.size());
    QVERIFY(examples->menuAction()->isVisible());
    QAction* alphaBeta = nullptr;
    for (QAction* a : examples->actions())
        if (a->data().toString() == QLatin1String("tictactoe_alphabeta.cpp"))
            alphaBeta = a;
    QVERIFY(alphaBeta);
    QVERIFY(alphaBeta->text().endsWith(QLatin1String("(tictactoe_alphabeta.cpp)")));
    // The run on screen is of another game: opening an example clears it until Solve.
    m_window->form()->setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve();
    QVERIFY(shown.wait(20000));
    QVERIFY(m_window->run());
    QVERIFY2(m_window->stepText().startsWith(QLatin1String("step ")), qPrintable(m_window->stepText()));
    alphaBeta->trigger();
    QVERIFY(!m_window->run());
    QCOMPARE(m_window->stepText(), QString());
    QVERIFY(m_window->treeView()->scene().nodes.empty());
    QVERIFY(m_window->stateGraphView()->scene().nodes.empty());
    QCOMPARE(m_window->callStack()->rowCount(), 0);
    QCOMPARE(m_window->memoTable()->rowCount(), 0);
    QVERIFY(m_window->narrationText().isEmpty());
    QVERIFY2(
        m_window->bannerText().startsWith(QStringLiteral("tictactoe_alphabeta.cpp is loaded: press Solve (Ctrl+R) to run it")),
        qPrintable(m_window->bannerText()));

    QCOMPARE(m_window->code()->editor()->toPlainText(),
        readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/tictactoe_alphabeta.cpp")));
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("tictactoe_alphabeta.cpp"));
    QVERIFY(m_window->code()->filePath().isEmpty()); // saving asks where
}

void TestStudioCode::firstRunTakesTheProgramsDefaults()
{
    // Alpha-beta declares memo off, short-circuit (the pruning) on; the boxes say otherwise before.
    m_window->form()->setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, false});
    solveCode(QStringLiteral("tictactoe_alphabeta.cpp"),
        readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/tictactoe_alphabeta.cpp")));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->options().memo, false);
    QCOMPARE(m_window->run()->options().shortCircuit, true);
    QCOMPARE(m_window->form()->options().memo, false);
    QCOMPARE(m_window->form()->options().shortCircuit, true);
    QVERIFY(m_window->run()->result().stats.memoHits == 0);
    // The form's fields: the board, nine cells, as declared.
    QVERIFY(m_window->form()->field(QStringLiteral("board")));
    QCOMPARE(m_window->form()->field(QStringLiteral("n")), nullptr);
}

void TestStudioCode::compileErrorIsMarkedAtItsLine()
{
    QString broken = kTemplate;
    broken.replace(QStringLiteral("bool canWin = false;"), QStringLiteral("bool canWin = false"));
    m_window->code()->load(QStringLiteral("broken.cpp"), {}, broken);
    const int line = lineContaining(QStringLiteral("bool canWin = false"));
    QVERIFY(line > 0);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->solve();
    QVERIFY(shown.wait(120000));
    QCOMPARE(m_window->run(), nullptr);
    const std::vector<CodeMark>& marks = m_window->code()->editor()->errorMarks();
    QCOMPARE(marks.size(), std::size_t(1));
    // The compiler names the line after the missing ";" or that line itself.
    QVERIFY2(marks[0].line == line || marks[0].line == line + 1, qPrintable(QString::number(marks[0].line)));
    QVERIFY(marks[0].message.contains(QLatin1String("error")));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("did not compile")), qPrintable(m_window->bannerText()));
    QVERIFY(m_window->bannerText().contains(QLatin1String("broken.cpp:")));
    QVERIFY(m_window->form()->solveButton()->isEnabled());

    // Fixed: the mark goes with the next compile.
    m_window->code()->editor()->setPlainText(kTemplate);
    QVERIFY(shown.count() == 1);
    m_window->solve();
    QVERIFY(shown.wait(120000));
    QVERIFY(m_window->run());
    QVERIFY(m_window->code()->editor()->errorMarks().empty());
}

void TestStudioCode::runningLineFollowsTheSteps()
{
    solveCode(QStringLiteral("new_game.cpp"), kTemplate);
    QVERIFY(m_window->run());
    CodeEditor* editor = m_window->code()->editor();
    m_window->stepControls()->toFirst();
    m_window->stepControls()->stepInto(); // the root's call
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("gt::Call call(")));
    // Down to the first return: n=0 is a base case.
    while (m_window->run()->stepper().lastEvent()->kind == EventKind::Enter)
        m_window->stepControls()->stepInto();
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("call.base(false)")));
    // A memo answer returns at call.memo.
    const Trace& trace = m_window->run()->trace();
    std::int32_t memoCall = -1;
    for (std::int32_t c = 0; c < std::int32_t(trace.size()) && memoCall < 0; ++c)
        if (trace.outcome(c) == Outcome::Memo)
            memoCall = c;
    QVERIFY(memoCall > 0);
    while (!(m_window->run()->stepper().lastEvent()->call == memoCall
        && m_window->run()->stepper().lastEvent()->kind == EventKind::Return))
        m_window->stepControls()->stepInto();
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("call.memo(")));
    // An edit: the lines of the old text no longer apply.
    editor->moveCursor(QTextCursor::End);
    editor->insertPlainText(QStringLiteral("\n// edited\n"));
    QCOMPARE(editor->runningLine(), 0);
    m_window->stepControls()->stepInto();
    QCOMPARE(editor->runningLine(), 0);
}

void TestStudioCode::editedParameterIsUsed()
{
    solveCode(QStringLiteral("new_game.cpp"), kTemplate);
    GameForm* form = m_window->form();
    form->field(QStringLiteral("n"))->setText(QStringLiteral("5"));
    form->field(QStringLiteral("k"))->setText(QStringLiteral("2"));
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    form->solveButton()->click();
    QVERIFY(shown.wait(120000));
    QCOMPARE(m_window->run()->result().stats.calls, 10);
    QCOMPARE(m_window->run()->result().stats.memoHits, 3);
    // Saving the code under another name keeps the program, its fields and what was typed.
    QVERIFY(m_window->code()->saveAs(m_files.filePath(QStringLiteral("renamed.cpp"))));
    QVERIFY(form->field(QStringLiteral("n")) && form->field(QStringLiteral("k")));
    QCOMPARE(form->field(QStringLiteral("n"))->text(), QStringLiteral("5"));
    QCOMPARE(form->field(QStringLiteral("k"))->text(), QStringLiteral("2"));
    QVERIFY(form->solveButton()->isEnabled());
    QVERIFY(form->isCode());
    // Out of the declared range: the form says so, as for a built-in game.
    form->field(QStringLiteral("k"))->setText(QStringLiteral("11"));
    QVERIFY(!form->solveButton()->isEnabled());
    QVERIFY2(form->problem().contains(QLatin1String("k")) && form->problem().contains(QLatin1String("10")),
        qPrintable(form->problem()));
}

void TestStudioCode::quizAsksAPlainRecursionForItsValue()
{
    solveCode(QStringLiteral("fibonacci.cpp"), readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/fibonacci.cpp")));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->result().answer, 8); // fib(6)
    m_window->quiz()->setOn(true);
    m_window->stepControls()->toFirst();
    for (int i = 0; i < 20 && !m_window->quiz()->question().startsWith(QLatin1String("Call #")); ++i)
        m_window->stepControls()->stepInto();
    // fib(6) -> fib(5) -> ... -> fib(1), a base case returning 1: no players to name.
    QCOMPARE(m_window->quiz()->question(), QStringLiteral("Call #5 (fib(1)): what does it return?"));
    auto* number = m_window->findChild<QLineEdit*>(QStringLiteral("quiz-number"));
    QVERIFY(number && number->isVisible());
    number->setText(QStringLiteral("-9223372036854775808")); // a plain value may be anything 64-bit
    QVERIFY(number->hasAcceptableInput());
    m_window->quiz()->answer(0);
    QVERIFY2(m_window->bannerText().startsWith(QLatin1String("Not quite: call #5 (fib(1)) returns 1.")),
        qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->quiz()->tally(), QStringLiteral("0 of 1 right"));
}

// Tic-tac-toe's values are negamax's: a draw is one of the answers, and the right one at the root.
void TestStudioCode::quizOffersADrawForNegamax()
{
    solveCode(QStringLiteral("tictactoe.cpp"), readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/tictactoe.cpp")));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask for the Root's Moves Only"))
            a->trigger();
    m_window->quiz()->setOn(true);
    m_window->stepControls()->toLast(); // stops at the first question: the return of the root's first move
    QVERIFY2(m_window->quiz()->question().endsWith(QLatin1String("who wins from here, or is it a draw?")),
        qPrintable(m_window->quiz()->question()));
    auto* draw = m_window->findChild<QPushButton*>(QStringLiteral("quiz-draw"));
    QVERIFY(draw);
    QTRY_VERIFY(draw->isVisible()); // a widget added to a shown layout appears from the event loop
    const std::int32_t call = m_window->run()->trace().event(m_window->run()->stepper().position()).call;
    const bool drawn = m_window->run()->trace().value(call) == 0;
    draw->click();
    QCOMPARE(m_window->quiz()->tally(), drawn ? QStringLiteral("1 of 1 right") : QStringLiteral("0 of 1 right"));
    QVERIFY2(m_window->bannerText().startsWith(drawn ? QLatin1String("Right: From") : QLatin1String("Not quite: From")),
        qPrintable(m_window->bannerText()));
}

void TestStudioCode::failedProgramKeepsItsCalls()
{
    // The base case forgotten: n goes below 0 until the stack overflows.
    QString endless = kTemplate;
    endless.replace(
        QStringLiteral("if (gt::memoOn() && memo[n] != -1)"), QStringLiteral("if (n >= 0 && gt::memoOn() && memo[n] != -1)"));
    endless.replace(QStringLiteral("if (n == 0)"), QStringLiteral("if (n == -1000000000)"));
    endless.replace(QStringLiteral("call.cell(n);"), QStringLiteral("if (n >= 0) call.cell(n);"));
    endless.replace(QStringLiteral("for (int take = 1; take <= k && take <= n; ++take)"),
        QStringLiteral("for (int take = 1; take <= k; ++take)"));
    solveCode(QStringLiteral("endless.cpp"), endless);
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QVERIFY(!m_window->run()->failure().isEmpty());
    QVERIFY(m_window->run()->trace().size() > 1000);
    QVERIFY2(
        m_window->bannerText().contains(QLatin1String("The tree shows the calls it made")), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("n=-")), qPrintable(m_window->bannerText())); // the deepest call
}

// Seed 003's code with a null-pointer write at n=3: 8 calls entered, none returned. The studio
// has 8 steps, not 16 (the returns never happened), draws every call as running with no value,
// colour or line of best play, and narrates no return.
void TestStudioCode::crashedProgramIsDrawnAsItStopped()
{
    QString crashing = testData(QStringLiteral("seed_code/003_abc270d_stones.cpp"));
    crashing.replace(QStringLiteral("    if (n == 0) return 0;"),
        QStringLiteral("    if (n == 3) *(volatile int*)nullptr = 1;\n    if (n == 0) return 0;"));
    pasteCode(crashing);
    typeInto(m_window->code()->runInput()->inputBox(), QStringLiteral("10 2\n1 4"));
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QVERIFY(m_window->bannerText().contains(QLatin1String("SIGSEGV")));
    const Stepper& stepper = m_window->run()->stepper();
    QCOMPARE(m_window->run()->trace().size(), 8);
    QCOMPARE(stepper.last(), qint64(8));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("answer none · 8 calls")), qPrintable(m_window->statusText()));
    m_window->stepControls()->toLast();
    QCOMPARE(stepper.position(), qint64(8));
    QCOMPARE(stepper.lastEvent()->kind, EventKind::Enter); // the call of n=3 is the last thing that happened
    QCOMPARE(stepper.callStack().size(), std::size_t(8));
    const QString narration = m_window->narrationText();
    QVERIFY2(
        !narration.contains(QLatin1String("returns")) && !narration.contains(QLatin1String("base case")), qPrintable(narration));
    const Scene& scene = m_window->treeView()->scene();
    int calls = 0;
    for (const SceneNode& node : scene.nodes) {
        if (!node.classes.contains(QLatin1String("call")))
            continue;
        ++calls;
        QVERIFY2(node.classes.contains(QLatin1String("pending")), qPrintable(node.classes.join(u' ')));
        QVERIFY(!node.classes.contains(QLatin1String("first-wins")) && !node.classes.contains(QLatin1String("second-wins")));
    }
    QCOMPARE(calls, 8);
    for (const SceneEdge& edge : scene.edges)
        QVERIFY(!edge.classes.contains(QLatin1String("best-line")));
}

void TestStudioCode::typoInTheRecursionIsMarkedAtItsLine_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("marked"); // the line the mark is on
    QTest::addColumn<QString>("words");  // in the compiler's message
    QTest::newRow("missing ;") << "int res = 0;"
                               << "int res = 0"
                               << "int res = 0"
                               << "expected";
    QTest::newRow("undeclared name") << "n - dfs(n-a, dp)"
                                     << "n - dfs(n-a, dpp)"
                                     << "dfs(n-a, dpp)"
                                     << "dpp";
}

// A typo inside the recursive function hides it from the parser: what the user reads is the
// compiler's error, at its line, not "no recursive function found".
void TestStudioCode::typoInTheRecursionIsMarkedAtItsLine()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, marked);
    QFETCH(QString, words);
    QString typo = testData(QStringLiteral("seed_code/003_abc270d_stones.cpp"));
    QVERIFY(typo.contains(from));
    typo.replace(from, to);
    pasteCode(typo);
    clickSolve();
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY2(!m_window->bannerText().contains(QLatin1String("no recursive function")), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("did not compile")), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(words), qPrintable(m_window->bannerText()));
    const std::vector<CodeMark>& marks = m_window->code()->editor()->errorMarks();
    QCOMPARE(marks.size(), std::size_t(1));
    QCOMPARE(marks[0].line, lineContaining(marked));
}

void TestStudioCode::cancelStopsAProgramThatNeverEnds()
{
    // It hangs at the first base case, so its declarations are read first.
    QString loop = kTemplate;
    loop.replace(QStringLiteral("return call.base(false);"), QStringLiteral("for (volatile int i = 0;; i = i + 1) {}"));
    m_window->code()->load(QStringLiteral("loop.cpp"), {}, loop);
    QSignalSpy failed(m_window->job(), &SolveJob::failed);
    QSignalSpy loaded(m_window->job(), &SolveJob::programLoaded);
    m_window->solve();
    QVERIFY(loaded.wait(120000)); // compiled and described: the program itself is running now
    QVERIFY(m_window->job()->isRunning());
    m_window->cancelRun();
    // Well before the program's own CPU limit (60 s) would stop it.
    QVERIFY(failed.wait(20000));
    QCOMPARE(failed.first().at(1).toBool(), true);
    QVERIFY(m_window->bannerText().contains(QLatin1String("Cancelled")));
}

void TestStudioCode::sessionCodeRunsOnlyWhenAllowed()
{
    solveCode(QStringLiteral("new_game.cpp"), kTemplate);
    const QString path = m_files.filePath(QStringLiteral("with_code.gtree"));
    m_window->saveSession(path);
    const Session saved = loadSessionFile(path);
    QCOMPARE(saved.code, kTemplate);
    QCOMPARE(saved.codeFile, QStringLiteral("new_game.cpp"));

    // Another window: the code is shown, nothing runs before the answer, and "Do Not Run" runs nothing.
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const QStringList cacheBefore = QDir(qEnvironmentVariable("GAMETREE_CODE_CACHE")).entryList();
    bool asked = false;
    answerNextQuestion(QStringLiteral("Do Not Run"), [&] {
        asked = true;
        QVERIFY(!m_window->job()->isRunning());
        QCOMPARE(m_window->code()->editor()->toPlainText(), kTemplate);
        // Readable where the question says it is: on a laptop's layout it was squeezed to 60 px.
        QVERIFY2(m_window->code()->editor()->width() > m_window->width() / 3,
            qPrintable(QStringLiteral("%1 of %2").arg(m_window->code()->editor()->width()).arg(m_window->width())));
    });
    m_window->openSession(path);
    QVERIFY(asked);
    QCoreApplication::sendPostedEvents(); // a run queued by the answer would start here
    QVERIFY(!m_window->job()->isRunning());
    QCOMPARE(m_window->run(), nullptr);
    QCOMPARE(QDir(qEnvironmentVariable("GAMETREE_CODE_CACHE")).entryList(), cacheBefore);
    QVERIFY(m_window->bannerText().contains(QLatin1String("not run")));
    QVERIFY(m_window->form()->isCode());

    // Asked again on the next open; "Compile and Run" runs it at the saved step.
    asked = false;
    answerNextQuestion(QStringLiteral("Compile and Run"), [&] { asked = true; });
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->openSession(path);
    QVERIFY(asked);
    QVERIFY(shown.wait(120000));
    QVERIFY(m_window->run());
    QCOMPARE(m_window->run()->result().stats.calls, 28);
    QCOMPARE(m_window->run()->stepper().position(), saved.step);
}

// A session's parameter the program does not declare is refused, as a built-in game's is (it
// was dropped, and the run made with the default).
void TestStudioCode::sessionCodeParamsAreChecked()
{
    Session session {QStringLiteral("new_game.cpp"),
        {{QStringLiteral("n"), QStringLiteral("12")}, {QStringLiteral("nope"), QStringLiteral("3")}}, {true, false}, 1};
    session.codeFile = session.gameId;
    session.code = kTemplate;
    const QString path = m_files.filePath(QStringLiteral("unknown_param.gtree"));
    saveSessionFile(path, session);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QCOMPARE(m_window->openSession(path, MainWindow::CodeConsent::Given), QString());
    QVERIFY(shown.wait(120000));
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY2(m_window->bannerText().contains(QLatin1String("new_game.cpp has no parameter --nope; its parameters: ")),
        qPrintable(m_window->bannerText()));

    // Its own parameters are taken: n = 12 with k = 3 is a loss for the first player.
    session.params.erase(QStringLiteral("nope"));
    saveSessionFile(path, session);
    QSignalSpy again(m_window.get(), &MainWindow::runShown);
    QCOMPARE(m_window->openSession(path, MainWindow::CodeConsent::Given), QString());
    QVERIFY(again.wait(120000));
    QVERIFY(m_window->run());
    QCOMPARE(m_window->form()->params().at(QStringLiteral("n")), QStringLiteral("12"));
}

void TestStudioCode::unsavedCodeIsNotLostOnClose()
{
    m_window->code()->load(QStringLiteral("mine.cpp"), {}, kTemplate);
    m_window->code()->editor()->insertPlainText(QStringLiteral("// my change\n"));
    QVERIFY(m_window->code()->isModified());
    answerNextQuestion(QStringLiteral("Cancel"));
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());

    const QString path = m_files.filePath(QStringLiteral("mine.cpp"));
    QVERIFY(m_window->code()->saveAs(path));
    QVERIFY(readFile(path).startsWith(QLatin1String("// my change\n")));
    QVERIFY(!m_window->code()->isModified());
    QVERIFY(m_window->close());
}

void TestStudioCode::recentFilesOpenAgain()
{
    RecentFiles* recent = m_window->recentFiles();
    for (const QString& path : recent->files())
        recent->remove(path); // from an earlier run of the tests
    const QString code = m_files.filePath(QStringLiteral("recent.cpp"));
    {
        QFile file(code);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kTemplate.toUtf8());
    }
    QCOMPARE(m_window->code()->openFile(code), QString());
    solveCode(QStringLiteral("recent.cpp"), kTemplate);
    const QString session = m_files.filePath(QStringLiteral("recent.gtree"));
    m_window->saveSession(session);
    QCOMPARE(recent->files(), QStringList({session, code}));
    QCOMPARE(recent->menu()->actions().size(), 2);
    QVERIFY(recent->menu()->actions().first()->text().startsWith(QLatin1String("&1 recent.gtree")));

    // Chosen again: the session's question is asked, and the run comes back.
    answerNextQuestion(QStringLiteral("Compile and Run"));
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    recent->menu()->actions().first()->trigger();
    QVERIFY(shown.wait(120000));
    QCOMPARE(m_window->run()->result().stats.calls, 28);

    // A file gone since is taken off the list, with the reason.
    QVERIFY(QFile::remove(code));
    recent->menu()->actions().last()->trigger();
    QVERIFY(m_window->bannerText().contains(QLatin1String("Cannot open")));
    QCOMPARE(recent->files(), QStringList({session}));
}

// The Values box shows what the code declares; another kind solves again, at the same step, and
// a session keeps it.
void TestStudioCode::valuesBoxReadsTheCodeAnotherWay()
{
    solveCode(QStringLiteral("deque.cpp"), readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/deque.cpp")));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QComboBox* values = m_window->form()->valuesBox();
    QVERIFY(values->isVisible());
    QCOMPARE(values->count(), 9);
    QCOMPARE(values->currentText(), QStringLiteral("Score difference (mine − the opponent's)"));
    QCOMPARE(m_window->run()->game().valueMeaning(), ValueMeaning::ScoreDifference);
    QCOMPARE(m_window->form()->chosenValues(), std::nullopt);

    for (int k = 1; k < 9; ++k)
        m_window->stepControls()->stepInto();
    QCOMPARE(m_window->run()->stepper().position(), 9);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    const int plain = values->findData(QStringLiteral("plain"));
    values->setCurrentIndex(plain);
    emit values->activated(plain);
    QVERIFY(shown.wait(120000));
    QCOMPARE(m_window->run()->game().valueMeaning(), ValueMeaning::Plain);
    QCOMPARE(m_window->run()->stepper().position(), 9);
    QCOMPARE(m_window->form()->chosenValues(), ValueMeaning::Plain);

    const QString path = m_files.filePath(QStringLiteral("values.gtree"));
    m_window->saveSession(path);
    QCOMPARE(loadSessionFile(path).values, ValueMeaning::Plain);

    m_window->form()->setRun(
        QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, true}); // a built-in game: no such box
    QVERIFY(!values->isVisible());
}

void TestStudioCode::asWrittenAnswersWithItsOutput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("call");
    QTest::addColumn<qint64>("calls");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("note");
    // Counted by a copy of each program with a counter (tests/data/*/manifest.tsv).
    QTest::newRow("yukicoder 7, stdin 7") << "seed_code/004_yukicoder7_prime.cpp"
                                          << "7" << QString() << qint64(4) << "Win"
                                          << "compiled with -std=gnu++14";
    QTest::newRow("Can I Win, its own main") << "seed_code/000_can_i_win_ja.cpp" << QString() << QString() << qint64(344) << "0"
                                             << "main() without a type was read as int main()";
    QTest::newRow("LeetCode 464, a call") << "as_written/lc464_can_i_win.cpp" << QString() << "canIWin(10, 11)" << qint64(88)
                                          << "false"
                                          << "as on LeetCode";
}

void TestStudioCode::asWrittenAnswersWithItsOutput()
{
    QFETCH(QString, file);
    QFETCH(QString, input);
    QFETCH(QString, call);
    QFETCH(qint64, calls);
    QFETCH(QString, answer);
    QFETCH(QString, note);
    pasteCode(testData(file));
    CodeRunInput* boxes = m_window->code()->runInput();
    GameForm* form = m_window->form();
    // No parameters to declare: the boxes stand in place of the fields, before anything compiles.
    QVERIFY(boxes->isVisibleTo(form));
    QCOMPARE(boxes->inputBox()->isVisibleTo(form), call.isEmpty());
    QCOMPARE(boxes->callBox()->isVisibleTo(form), !call.isEmpty());
    if (!input.isEmpty())
        QTest::keyClicks(boxes->inputBox(), input);
    if (!call.isEmpty())
        QTest::keyClicks(boxes->callBox(), call);
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->result().stats.calls, calls);
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), answer);
    QVERIFY2(m_window->statusText().contains(QStringLiteral("answer %1 · %2 calls").arg(answer).arg(calls)),
        qPrintable(m_window->statusText()));
    // The notes about the program, once per run, where the teacher looks.
    QVERIFY2(m_window->bannerText().contains(note), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("is drawn; its label shows")), qPrintable(m_window->bannerText()));
    QVERIFY(boxes->isVisibleTo(form));
    QVERIFY(!boxes->runChooser()->isVisibleTo(form)); // one top-level call
    QCOMPARE(form->field(QStringLiteral("n")), nullptr);
}

void TestStudioCode::classWithoutMainAsksForTheCall()
{
    pasteCode(testData(QStringLiteral("as_written/lc464_can_i_win.cpp")));
    CodeRunInput* boxes = m_window->code()->runInput();
    QVERIFY(boxes->callBox()->isVisibleTo(m_window->form()));
    QVERIFY(!boxes->callBox()->placeholderText().isEmpty());
    QVERIFY(boxes->callHint().contains(QLatin1String("no main()")));
    // Solved without a call: the instrumenter says what to write, and what it can call.
    clickSolve();
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY2(m_window->bannerText().contains(QLatin1String("has no main()")), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("the Call box")), qPrintable(m_window->bannerText()));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("canIWin(int maxChoosableInteger, int desiredTotal)")),
        qPrintable(m_window->bannerText()));
    // With a call it runs; the box then lists the methods and completes their names.
    boxes->callBox()->setText(QStringLiteral("canIWin(4, 6)"));
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), QStringLiteral("true"));
    QCOMPARE(boxes->callHint(), QStringLiteral("It can call: canIWin(int maxChoosableInteger, int desiredTotal)"));
    QCOMPARE(boxes->callBox()->completer()->model()->index(0, 0).data().toString(), QStringLiteral("canIWin("));
    QCOMPARE(boxes->traceBox()->placeholderText(), QStringLiteral("canWinFrom"));
    // Enter in the Call box solves again.
    boxes->callBox()->setText(QStringLiteral("canIWin(10, 11)"));
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    QTest::keyClick(boxes->callBox(), Qt::Key_Return);
    QVERIFY(shown.wait(180000));
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), QStringLiteral("false"));
}

// The instrumenter's refusal of a --trace name shows the Trace box, in any language: the studio
// reads the refusal's kind, not its sentence.
void TestStudioCode::unknownTraceNameShowsTheTraceBox()
{
    pasteCode(testData(QStringLiteral("as_written/lc464_can_i_win.cpp")));
    CodeRunInput* boxes = m_window->code()->runInput();
    QVERIFY(!boxes->traceBox()->isVisibleTo(m_window->form()));
    boxes->callBox()->setText(QStringLiteral("canIWin(4, 6)"));
    boxes->traceBox()->setText(QStringLiteral("noSuchFunction"));
    m_window->switchLanguage(QStringLiteral("ko"));
    const auto english = qScopeGuard([this] { m_window->switchLanguage(QStringLiteral("en")); });
    clickSolve();
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY2(m_window->bannerText().contains(QLatin1String("noSuchFunction")), qPrintable(m_window->bannerText()));
    QVERIFY(boxes->traceBox()->isVisibleTo(m_window->form()));
}

void TestStudioCode::memoBoxSaysWhyItIsOff()
{
    pasteCode(testData(QStringLiteral("as_written/partizan_mutual.cpp")));
    GameForm* form = m_window->form();
    auto* memo = form->findChild<QCheckBox*>();
    QCheckBox* shortCircuit = form->findChildren<QCheckBox*>().at(1);
    QVERIFY(memo && shortCircuit);
    QVERIFY(!shortCircuit->isEnabled()); // a program as written has none, known from the text
    QVERIFY(shortCircuit->toolTip().contains(QLatin1String("as written")));
    QTest::keyClicks(m_window->code()->runInput()->inputBox(), QStringLiteral("5"));
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), QStringLiteral("Second"));
    QVERIFY(!memo->isEnabled());
    QVERIFY(memo->isChecked()); // the program runs as it is written
    QVERIFY2(memo->toolTip().contains(QLatin1String("no memo test was found in new_game.cpp")), qPrintable(memo->toolTip()));
    QVERIFY(!shortCircuit->isEnabled());
    QAction* compareMemo = m_window->findChild<QAction*>(QStringLiteral("compareMemo"));
    QVERIFY(!compareMemo->isEnabled());
    QCOMPARE(compareMemo->toolTip(), memo->toolTip());
    QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("compareShortCircuit"))->isEnabled());
    QVERIFY2(m_window->bannerText().contains(QLatin1String("--memo off is not available")), qPrintable(m_window->bannerText()));

    // A built-in game has its switches back, with their own tooltips.
    form->setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {true, true});
    QVERIFY(memo->isEnabled());
    QVERIFY(shortCircuit->isEnabled());
    QVERIFY(memo->toolTip().startsWith(QLatin1String("Store each state")));
}

void TestStudioCode::runChooserSolvesAnotherTestCase()
{
    pasteCode(testData(QStringLiteral("as_written/multi_testcase_no_repeat.cpp")));
    CodeRunInput* boxes = m_window->code()->runInput();
    typeInto(boxes->inputBox(), kThreeCases);
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->result().stats.calls, 23); // the first test case: win(10, 0)
    QVERIFY2(m_window->statusText().contains(QLatin1String("answer Alice / Alice / Bob")), qPrintable(m_window->statusText()));
    QVERIFY2(
        m_window->bannerText().contains(QLatin1String("started 3 times from the top level")), qPrintable(m_window->bannerText()));
    QSpinBox* chooser = boxes->runChooser();
    QVERIFY(chooser->isVisibleTo(m_window->form()));
    QCOMPARE(chooser->text(), QStringLiteral("Run 1 of 3"));
    QCOMPARE(chooser->maximum(), 3);

    // The second test case, win(7, 0) with K = 2.
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    chooser->setValue(2);
    QVERIFY(shown.wait(180000));
    QCOMPARE(m_window->run()->result().stats.calls, 6);
    QCOMPARE(m_window->run()->choice().codeOptions.root, 2);
    QCOMPARE(chooser->text(), QStringLiteral("Run 2 of 3"));
    QVERIFY(m_window->run()->game().stateLabel(m_window->run()->trace().state(0)).contains(QLatin1String("7")));
    // And the third, with the keys.
    QVERIFY(chooser->isEnabled());
    QTest::keyClick(chooser, Qt::Key_Up);
    QCOMPARE(chooser->value(), 3);
    QVERIFY(shown.wait(180000));
    QCOMPARE(m_window->run()->result().stats.calls, 131);
    QCOMPARE(chooser->text(), QStringLiteral("Run 3 of 3"));
    // Another input has other test cases: back to the first, the chooser hidden until the run.
    typeInto(boxes->inputBox(), QStringLiteral("1 1\n"));
    QVERIFY(!chooser->isVisibleTo(m_window->form()));
    QCOMPARE(boxes->options().root, 1);

    // A class pasted over it in the same editor: the Call box, nothing left of the last program.
    boxes->setTopLevelCalls(3, 2);
    CodeEditor* editor = m_window->code()->editor();
    editor->selectAll();
    editor->insertPlainText(testData(QStringLiteral("as_written/lc464_can_i_win.cpp")));
    QVERIFY(boxes->callBox()->isVisibleTo(m_window->form()));
    QVERIFY(!chooser->isVisibleTo(m_window->form()));
    QCOMPARE(boxes->options().root, 1);
    QVERIFY2(boxes->callHint().contains(QLatin1String("no main()")), qPrintable(boxes->callHint()));
}

void TestStudioCode::lineOfEachCallIsInTheFileAsWritten()
{
    // LeetCode's includes go before the file when it is compiled: the lines must still be the file's.
    const QString source = testData(QStringLiteral("as_written/lc464_can_i_win.cpp"));
    pasteCode(source);
    m_window->code()->runInput()->callBox()->setText(QStringLiteral("canIWin(4, 6)"));
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    CodeEditor* editor = m_window->code()->editor();
    QCOMPARE(editor->toPlainText(), source); // never the instrumented text
    m_window->stepControls()->toFirst();
    m_window->stepControls()->stepInto(); // the root's call: the function's line
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("bool canWinFrom(int used, int remaining) {")));
    // Its moves have no labels: the narration and the panels name the state a move leads to.
    QVERIFY2(m_window->narrationText().startsWith(
                 QLatin1String("First player, used=0, remaining=6: tries a move that hands used=2, remaining=5")),
        qPrintable(m_window->narrationText()));
    QCOMPARE(m_window->callStack()->index(0).data().toString(),
        QStringLiteral("#0  used=0, remaining=6   → trying used=2, remaining=5"));
    QVERIFY(m_window->inspector()->toPlainText().contains(QLatin1String("Called from call #0")));
    m_window->stepControls()->toFirst();
    m_window->stepControls()->stepInto();
    // Each return at a line with its return statement.
    int returns = 0;
    while (m_window->run()->stepper().position() < m_window->run()->stepper().last()) {
        m_window->stepControls()->stepInto();
        const TraceEvent event = *m_window->run()->stepper().lastEvent();
        const QString line = editor->lineText(editor->runningLine());
        if (event.kind == EventKind::Return) {
            ++returns;
            QVERIFY2(line.contains(QLatin1String("return")), qPrintable(line));
            if (m_window->run()->trace().outcome(event.call) == Outcome::Memo)
                QVERIFY2(line.contains(QLatin1String("memo.count(used)")), qPrintable(line));
        } else {
            QVERIFY2(line.contains(QLatin1String("bool canWinFrom(")), qPrintable(line));
        }
    }
    QCOMPARE(returns, int(m_window->run()->trace().size()));
}

// A shared session's question shows the call and the input whole (the call box showed the
// tail of a long call, where a hidden system() sat); and a call that is not literals is refused,
// after the question too: nothing but the method runs.
void TestStudioCode::sessionQuestionShowsTheRunWhole()
{
    Session session;
    session.gameId = session.codeFile = QStringLiteral("lc464.cpp");
    session.code = testData(QStringLiteral("as_written/lc464_can_i_win.cpp"));
    const QString marker = m_files.filePath(QStringLiteral("pwned"));
    const QString call = QStringLiteral("canIWin(10, (system(\"touch %1\"), 11))").arg(marker);
    session.call = call;
    for (int line = 1; line <= 30; ++line)
        session.input += QStringLiteral("%1 unused\n").arg(line);
    const QString path = m_files.filePath(QStringLiteral("hidden_call.gtree"));
    saveSessionFile(path, session);

    bool asked = false;
    answerNextQuestion(QStringLiteral("Do Not Run"), [&] {
        asked = true;
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY2(box->informativeText().contains(call.toHtmlEscaped()), qPrintable(box->informativeText()));
        QVERIFY(box->informativeText().contains(QLatin1String("30 lines")));
        QCOMPARE(box->detailedText(), session.input);
        QCOMPARE(m_window->code()->runInput()->callBox()->cursorPosition(), 0);
    });
    m_window->openSession(path);
    QVERIFY(asked);

    answerNextQuestion(QStringLiteral("Compile and Run"));
    QSignalSpy failed(m_window->job(), &SolveJob::failed);
    m_window->openSession(path);
    QVERIFY(failed.wait(120000));
    QVERIFY2(m_window->bannerText().contains(QLatin1String("is not a C++ literal")), qPrintable(m_window->bannerText()));
    QVERIFY(!QFileInfo::exists(marker));
}

void TestStudioCode::sessionKeepsInputAndCall()
{
    // A class and its call.
    pasteCode(testData(QStringLiteral("as_written/lc464_can_i_win.cpp")));
    m_window->code()->runInput()->callBox()->setText(QStringLiteral("canIWin(10, 11)"));
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    const QString classSession = m_files.filePath(QStringLiteral("class.gtree"));
    m_window->saveSession(classSession);
    QCOMPARE(loadSessionFile(classSession).call, QStringLiteral("canIWin(10, 11)"));

    // A program with main(), its input and the second of its test cases.
    pasteCode(testData(QStringLiteral("as_written/multi_testcase_no_repeat.cpp")));
    CodeRunInput* boxes = m_window->code()->runInput();
    typeInto(boxes->inputBox(), kThreeCases);
    clickSolve();
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    boxes->runChooser()->setValue(2);
    QVERIFY(shown.wait(180000));
    QCOMPARE(m_window->run()->result().stats.calls, 6);
    m_window->stepControls()->stepInto();
    m_window->stepControls()->stepInto();
    const std::int64_t step = m_window->run()->stepper().position();
    const QString inputSession = m_files.filePath(QStringLiteral("input.gtree"));
    m_window->saveSession(inputSession);

    // Another window: the boxes are filled before the question, and nothing runs unless allowed.
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    boxes = m_window->code()->runInput();
    bool asked = false;
    answerNextQuestion(QStringLiteral("Do Not Run"), [&] {
        asked = true;
        QCOMPARE(boxes->inputBox()->toPlainText(), kThreeCases);
        QCOMPARE(boxes->options().root, 2);
    });
    m_window->openSession(inputSession);
    QVERIFY(asked);
    QVERIFY(!m_window->job()->isRunning());
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY(boxes->inputBox()->isVisibleTo(m_window->form()));
    answerNextQuestion(QStringLiteral("Compile and Run"));
    QSignalSpy reopened(m_window.get(), &MainWindow::runShown);
    m_window->openSession(inputSession);
    QVERIFY(reopened.wait(180000));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->result().stats.calls, 6);
    QCOMPARE(m_window->run()->stepper().position(), step);
    QCOMPARE(boxes->runChooser()->text(), QStringLiteral("Run 2 of 3"));

    answerNextQuestion(QStringLiteral("Compile and Run"));
    m_window->openSession(classSession);
    QVERIFY(reopened.wait(180000));
    QCOMPARE(boxes->callBox()->text(), QStringLiteral("canIWin(10, 11)"));
    QVERIFY(boxes->callBox()->isVisibleTo(m_window->form()));
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), QStringLiteral("false"));
}

void TestStudioCode::includeFoldersReachTheCompiler()
{
    // A course's own header in a folder of its own, found through <...> only with the folder.
    QVERIFY(QDir(m_files.path()).mkpath(QStringLiteral("course")));
    const QString folder = m_files.filePath(QStringLiteral("course"));
    {
        QFile header(folder + QStringLiteral("/course_moves.h"));
        QVERIFY(header.open(QIODevice::WriteOnly));
        header.write("#pragma once\nconst int kMoves[] = {1, 2};\n");
    }
    IncludeFoldersDialog dialog({folder + QStringLiteral("/missing")});
    QVERIFY(!dialog.problem().isEmpty()); // a folder that is not there is named, OK disabled
    dialog.list()->clear();
    dialog.addFolder(folder);
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.folders(), QStringList {folder});

    pasteCode(QStringLiteral("#include <bits/stdc++.h>\n#include <course_moves.h>\nusing namespace std;\n"
                             "int memo[100];\n"
                             "bool win(int n) {\n"
                             "    if (memo[n]) return memo[n] == 1;\n"
                             "    bool w = false;\n"
                             "    for (int m : kMoves) if (m <= n && !win(n - m)) w = true;\n"
                             "    memo[n] = w ? 1 : 2;\n"
                             "    return w;\n"
                             "}\n"
                             "int main() { int n; cin >> n; cout << (win(n) ? \"First\" : \"Second\") << endl; }\n"));
    QTest::keyClicks(m_window->code()->runInput()->inputBox(), QStringLiteral("4"));
    m_window->code()->setIncludeDirs({}); // without the folder the header is not found
    clickSolve();
    QCOMPARE(m_window->run(), nullptr);
    QVERIFY(!m_window->bannerText().isEmpty());
    m_window->code()->setIncludeDirs(dialog.folders());
    clickSolve();
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run()->game().runAnswerText(m_window->run()->result().answer), QStringLiteral("First"));
    QVERIFY2(m_window->bannerText().contains(QDir::toNativeSeparators(folder)), qPrintable(m_window->bannerText()));
}

QTEST_MAIN(TestStudioCode)
#include "tst_studio_code.moc"
