// The studio with the user's own C++ recursion, driven as a user would, headless: the template,
// the examples, compiling off the GUI thread, compile errors at their lines, the running line,
// a program that fails or never ends, and sessions that carry code (asked before anything runs).
#include "offscreen_noise.h"
#include "code_editor.h"
#include "code_workspace.h"
#include "core/session_file.h"
#include "game_form.h"
#include "main_window.h"
#include "recent_files.h"
#include "solve_job.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
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
    void cancelStopsAProgramThatNeverEnds();
    void sessionCodeRunsOnlyWhenAllowed();
    void unsavedCodeIsNotLostOnClose();
    void recentFilesOpenAgain();
    void valuesBoxReadsTheCodeAnotherWay();

private:
    // Loads `source` as the code and solves it; waits for the run (or the error) to show.
    void solveCode(const QString& name, const QString& source);
    // Answers the next message box by the button whose text contains `button`; `seen` gets what
    // was true when it appeared.
    void answerNextQuestion(const QString& button, std::function<void()> seen = {});
    int lineContaining(const QString& text) const;

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
}

void TestStudioCode::examplesMenuOffersEveryExample()
{
    const QStringList files
        = QDir(QStringLiteral(GAMETREE_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.cpp")}, QDir::Files);
    QVERIFY(files.size() >= 8);
    auto* examples = m_window->findChild<QMenu*>(QStringLiteral("examplesMenu"));
    QVERIFY(examples);
    QCOMPARE(examples->actions().size(), files.size());
    QVERIFY(examples->menuAction()->isVisible());
    QAction* alphaBeta = nullptr;
    for (QAction* a : examples->actions())
        if (a->data().toString() == QLatin1String("tictactoe_alphabeta.cpp"))
            alphaBeta = a;
    QVERIFY(alphaBeta);
    QVERIFY(alphaBeta->text().endsWith(QLatin1String("(tictactoe_alphabeta.cpp)")));
    alphaBeta->trigger();
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
    m_window->toFirst();
    m_window->stepInto(); // the root's call
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("gt::Call call(")));
    // Down to the first return: n=0 is a base case.
    while (m_window->run()->stepper().lastEvent()->kind == EventKind::Enter)
        m_window->stepInto();
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
        m_window->stepInto();
    QCOMPARE(editor->runningLine(), lineContaining(QStringLiteral("call.memo(")));
    // An edit: the lines of the old text no longer apply.
    editor->moveCursor(QTextCursor::End);
    editor->insertPlainText(QStringLiteral("\n// edited\n"));
    QCOMPARE(editor->runningLine(), 0);
    m_window->stepInto();
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
    m_window->setQuizMode(true);
    m_window->toFirst();
    for (int i = 0; i < 20 && !m_window->quizQuestion().startsWith(QLatin1String("Call #")); ++i)
        m_window->stepInto();
    // fib(6) -> fib(5) -> ... -> fib(1), a base case returning 1: no players to name.
    QCOMPARE(m_window->quizQuestion(), QStringLiteral("Call #5 (fib(1)): what does it return?"));
    auto* number = m_window->findChild<QLineEdit*>(QStringLiteral("quiz-number"));
    QVERIFY(number && number->isVisible());
    number->setText(QStringLiteral("-9223372036854775808")); // a plain value may be anything 64-bit
    QVERIFY(number->hasAcceptableInput());
    m_window->answerQuiz(0);
    QVERIFY2(m_window->bannerText().startsWith(QLatin1String("Not quite: call #5 (fib(1)) returns 1.")),
        qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->quizTally(), QStringLiteral("0 of 1 right"));
}

// Tic-tac-toe's values are negamax's: a draw is one of the answers, and the right one at the root.
void TestStudioCode::quizOffersADrawForNegamax()
{
    solveCode(QStringLiteral("tictactoe.cpp"), readFile(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/tictactoe.cpp")));
    QVERIFY2(m_window->run(), qPrintable(m_window->bannerText()));
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QLatin1String("Ask for the Root's Moves Only"))
            a->trigger();
    m_window->setQuizMode(true);
    m_window->toLast(); // stops at the first question: the return of the root's first move
    QVERIFY2(m_window->quizQuestion().endsWith(QLatin1String("who wins from here, or is it a draw?")),
        qPrintable(m_window->quizQuestion()));
    auto* draw = m_window->findChild<QPushButton*>(QStringLiteral("quiz-draw"));
    QVERIFY(draw);
    QTRY_VERIFY(draw->isVisible()); // a widget added to a shown layout appears from the event loop
    const std::int32_t call = m_window->run()->trace().event(m_window->run()->stepper().position()).call;
    const bool drawn = m_window->run()->trace().value(call) == 0;
    draw->click();
    QCOMPARE(m_window->quizTally(), drawn ? QStringLiteral("1 of 1 right") : QStringLiteral("0 of 1 right"));
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
    });
    m_window->openSession(path);
    QVERIFY(asked);
    QTest::qWait(200);
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
    QCOMPARE(values->count(), 8);
    QCOMPARE(values->currentText(), QStringLiteral("Score difference (mine − the opponent's)"));
    QCOMPARE(m_window->run()->game().valueMeaning(), ValueMeaning::ScoreDifference);
    QCOMPARE(m_window->form()->chosenValues(), std::nullopt);

    for (int k = 1; k < 9; ++k)
        m_window->stepInto();
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

    m_window->form()->setRun(QStringLiteral("prime"), {{"n", "7"}}, {true, true}); // a built-in game: no such box
    QVERIFY(!values->isVisible());
}

QTEST_MAIN(TestStudioCode)
#include "tst_studio_code.moc"
