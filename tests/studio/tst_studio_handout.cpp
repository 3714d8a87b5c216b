// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Handouts from the studio, driven headless: File > Print (the standard shortcut; pages made off
// the GUI thread, painted on a QPrinter that writes a PDF file), and the slide deck of chosen
// steps with its dialog's checks.

#include "studio/studio_fixture.h"
#include "studio/window/action_text.h"
#include "studio/output/export_actions.h"
#include "studio/panels/game_form.h"
#include "studio/window/main_window.h"
#include "studio/output/print_actions.h"
#include "studio/output/slide_steps_dialog.h"
#include "support/test_helpers.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPrinter>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

class TestStudioHandout : public StudioFixture {
    Q_OBJECT

private slots:
    void printActionHasTheStandardShortcut();
    void printedFileIsNamedAfterTheWholeTitle_data();
    void printedFileIsNamedAfterTheWholeTitle();
    void printsTheStepOrAWorksheet_data();
    void printsTheStepOrAWorksheet();
    void printingABigRunKeepsTheWindowLive();
    void slideDialogChecksTheSteps();
    void slideDeckOfChosenSteps();
    void cancelledSlideDeckKeepsTheOldFile();

private:
    // Prints on a PDF printer at `path` (A4 landscape) and waits; returns the pages printed.
    int printToPdf(const QString& path, const PrintChoice& choice);
    QAction* fileAction(const QString& text) const;
};

namespace {
// Runs `answer` on the next modal dialog of type T once it is open (QDialog::exec blocks the test).
template <typename T> void answerNextDialog(QObject* context, std::function<void(T*)> answer)
{
    QTimer::singleShot(0, context, [=] {
        QTRY_VERIFY(qobject_cast<T*>(QApplication::activeModalWidget()));
        answer(qobject_cast<T*>(QApplication::activeModalWidget()));
    });
}
} // namespace

void TestStudioHandout::printedFileIsNamedAfterTheWholeTitle_data()
{
    QTest::addColumn<QString>("title");
    for (const GameInfo& game : allGames())
        QTest::newRow(qPrintable(game.id)) << game.title;
    QTest::newRow("a program") << "solution.v2.cpp";
}

// Qt's print dialog (xcb) names the PDF after the document less its "extension": the last dot
// and what follows up to a space. "Prime Number Game (yukicoder No.7)" became "…(yukicoder No.pdf".
void TestStudioHandout::printedFileIsNamedAfterTheWholeTitle()
{
    QFETCH(QString, title);
    const QString document = PrintActions::printDocumentName(title);
    const QRegularExpressionMatch extension = QRegularExpression(QStringLiteral("(.*)\\.\\S+")).match(document);
    QVERIFY(extension.hasMatch());
    QCOMPARE(extension.captured(1), title);
}

int TestStudioHandout::printToPdf(const QString& path, const PrintChoice& choice)
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setOutputFormat(QPrinter::PdfFormat);
    printer->setOutputFileName(path);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setPageOrientation(QPageLayout::Landscape);
    PrintActions* print = m_window->printActions();
    QSignalSpy printed(print, &PrintActions::printed);
    print->printOn(printer, choice);
    if (!printed.wait(300000))
        return 0;
    return printed.first().first().toInt();
}

QAction* TestStudioHandout::fileAction(const QString& text) const
{
    const QMenu* file = m_window->menuBar()->actions().first()->menu();
    for (QAction* action : file->actions())
        if (withoutMnemonic(action->text()) == text)
            return action;
    return nullptr;
}

void TestStudioHandout::printActionHasTheStandardShortcut()
{
    QAction* print = fileAction(QStringLiteral("Print"));
    QVERIFY(print);
    QCOMPARE(print, m_window->printActions()->action());
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    QVERIFY(!print->shortcut().isEmpty());
    QVERIFY(!print->isEnabled()); // nothing to print yet
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QVERIFY(print->isEnabled());
}

void TestStudioHandout::printsTheStepOrAWorksheet_data()
{
    QTest::addColumn<bool>("wholeRun");
    QTest::addColumn<bool>("worksheet");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QString>("onPageOne");
    QTest::newRow("the step") << false << false << 1 << "step 12 of 30";
    QTest::newRow("the whole run") << true << false << 1 << "= Win · 1st wins";
    QTest::newRow("a worksheet of the whole run") << true << true << 2 << "Worksheet: write in each box";
    QTest::newRow("a worksheet of the step") << false << true << 2 << "step 12 of 30";
}

void TestStudioHandout::printsTheStepOrAWorksheet()
{
    QFETCH(bool, wholeRun);
    QFETCH(bool, worksheet);
    QFETCH(int, pages);
    QFETCH(QString, onPageOne);
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->run()->stepper().setPosition(12);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("printed.pdf"));
    QCOMPARE(printToPdf(path, {wholeRun, worksheet}), pages);
    const QString info = pdfInfo(path);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(pages))), qPrintable(info));
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+842 x 595 pts"))), qPrintable(info)); // A4, landscape
    const QString first = pdfPageText(path, 1);
    QVERIFY2(first.contains(onPageOne), qPrintable(first));
    QVERIFY(first.contains(QStringLiteral("N=7, first player")));
    if (worksheet) {
        QVERIFY2(!first.contains(QRegularExpression(QStringLiteral("= (Win|Lose) · "))), qPrintable(first));
        QVERIFY(pdfPageText(path, 2).contains(QStringLiteral("Answer key")));
        QVERIFY(pdfPageText(path, 2).contains(QRegularExpression(QStringLiteral("= (Win|Lose) · "))));
    }
    QVERIFY(m_window->bannerText().startsWith(QStringLiteral("Printed")));
    QVERIFY(m_window->printActions()->action()->isEnabled());
}

// can-i-win (10, 40): 4,806 calls, fitted on A4 in about a second; the window goes on meanwhile.
void TestStudioHandout::printingABigRunKeepsTheWindowLive()
{
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("40")}}, {true, false});
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&] { ++ticks; });
    ticker.start(20);
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setOutputFormat(QPrinter::PdfFormat);
    QTemporaryDir dir;
    printer->setOutputFileName(dir.filePath(QStringLiteral("big.pdf")));
    printer->setPageOrientation(QPageLayout::Landscape);
    PrintActions* print = m_window->printActions();
    QSignalSpy printed(print, &PrintActions::printed);
    int ticksWhileBusy = 0;
    connect(&ticker, &QTimer::timeout, this, [&] { ticksWhileBusy += print->isBusy() ? 1 : 0; });
    QElapsedTimer clock;
    clock.start();
    print->printOn(printer, {true, true});
    const qint64 returnedAfter = clock.elapsed();
    QVERIFY(print->isBusy());               // printOn returned before the pages were made
    QVERIFY(!print->action()->isEnabled()); // one print at a time
    QVERIFY(printed.wait(300000));
    qInfo("can-i-win 10/40 worksheet: printOn returned after %lld ms; fit and layout %lld ms off the GUI thread "
          "(%d ticks of 20 ms on the GUI thread meanwhile); painting on the printer %lld ms",
        returnedAfter, print->lastFitMilliseconds(), ticks, print->lastPaintMilliseconds());
    QVERIFY(ticksWhileBusy > 0); // the event loop ran while the pages were being made
    QCOMPARE(printed.first().first().toInt(), 2);
}

void TestStudioHandout::slideDialogChecksTheSteps()
{
    SlideStepsDialog dialog(30);
    auto* steps = dialog.findChild<QLineEdit*>(QStringLiteral("steps"));
    auto* stepsChoice = dialog.findChild<QRadioButton*>(QStringLiteral("stepsChoice"));
    auto* every = dialog.findChild<QSpinBox*>(QStringLiteral("every"));
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("problem"));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(steps && stepsChoice && every && problem && ok);
    QVERIFY(ok->isEnabled()); // every K, a valid answer from the start
    QCOMPARE(dialog.steps().front(), 1);

    stepsChoice->click();
    QVERIFY(!ok->isEnabled());
    QVERIFY(problem->text().contains(QStringLiteral("1,20,36")));
    QTest::keyClicks(steps, QStringLiteral("1,3,99"));
    QVERIFY(!ok->isEnabled());
    // The command line's own check (gametree slides --steps), in the dialog's words.
    QCOMPARE(problem->text(), QStringLiteral("'99' is not a step of this run; allowed: 1 to 30"));
    QCOMPARE(ok->toolTip(), problem->text());
    QTest::keyClick(steps, Qt::Key_Backspace);
    QTest::keyClick(steps, Qt::Key_Backspace);
    QTest::keyClicks(steps, QStringLiteral("5"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.steps(), std::vector<std::int64_t>({1, 3, 5}));
    QVERIFY(ok->toolTip().isEmpty());
    steps->clear();
    QTest::keyClicks(steps, QStringLiteral("1,x"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(problem->text().contains(QStringLiteral("'x' is not a step")));

    // Every K too: 5,000 steps one by one is more than a deck may hold.
    SlideStepsDialog long_(5000);
    long_.findChild<QSpinBox*>(QStringLiteral("every"))->setValue(1);
    QVERIFY(!long_.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    QCOMPARE(long_.problem(), QStringLiteral("5,000 slides is too many (at most 1,000); choose more steps between slides"));
}

void TestStudioHandout::slideDeckOfChosenSteps()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deck.pdf"));
    answerNextDialog<SlideStepsDialog>(this, [this, path](SlideStepsDialog* dialog) {
        dialog->findChild<QRadioButton*>(QStringLiteral("stepsChoice"))->click();
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("steps")), QStringLiteral("1,3,5"));
        QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        answerNextDialog<QFileDialog>(this, [path](QFileDialog* files) {
            files->selectFile(path);
            static_cast<QDialog*>(files)->accept(); // QFileDialog::accept, protected there
        });
        ok->click();
    });
    QAction* slides = fileAction(QStringLiteral("Export Slide Deck"));
    QVERIFY(slides);
    slides->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 120000); // minutes under ASan
    const QString info = pdfInfo(path);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+3\\n"))), qPrintable(info));
    QVERIFY(pdfPageText(path, 2).contains(QStringLiteral("step 3 of 30")));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->bannerText().contains(QStringLiteral("3 slides")), 60000);
    QVERIFY(fileAction(QStringLiteral("Export Slide Deck"))->isEnabled());
}

// A deck is written off the GUI thread, page by page into a temporary file: Cancel part way
// leaves the earlier deck as it was, and nothing else in its folder.
void TestStudioHandout::cancelledSlideDeckKeepsTheOldFile()
{
    solveAndWait(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("40")}}, {true, false});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deck.pdf"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("last week's deck");
    }
    ExportActions* exports = m_window->exportActions();
    QSignalSpy done(exports, &ExportActions::slidesDone);
    std::vector<std::int64_t> steps;
    for (std::int64_t step = 1; step <= 1000; ++step)
        steps.push_back(step);
    exports->exportSlidesTo(steps, path);
    QVERIFY(exports->isWritingSlides());
    QVERIFY(!fileAction(QStringLiteral("Export Slide Deck"))->isEnabled()); // one deck at a time
    auto* progress = m_window->findChild<QProgressDialog*>();
    QVERIFY(progress);
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 2, 300000); // slides are being written, and the window hears of it
    auto* cancel = progress->findChild<QPushButton*>();
    QVERIFY(cancel);
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    cancel->click();
    QVERIFY(done.count() == 1 || done.wait(300000));
    QCOMPARE(done.first().first().toInt(), 0);
    QVERIFY2(m_window->bannerText().contains(QStringLiteral("cancelled")), qPrintable(m_window->bannerText()));
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("last week's deck"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList({QStringLiteral("deck.pdf")}));
    QVERIFY(fileAction(QStringLiteral("Export Slide Deck"))->isEnabled());
}

QTEST_MAIN(TestStudioHandout)
#include "tst_studio_handout.moc"
