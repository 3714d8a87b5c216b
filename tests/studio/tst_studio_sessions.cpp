// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Sessions and settings: a session reopens at its step, a corrupt one changes nothing, the last
// run is remembered, settings that cannot be saved are reported.

#include "studio/studio_fixture.h"
#include "core/language.h"
#include "core/session_file.h"
#include "core/trace_analysis.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/legend_panel.h"
#include "studio/canvas/canvas_tabs.h"
#include "studio/canvas/icicle_view.h"
#include "studio/window/main_window.h"
#include "studio/window/studio_settings.h"
#include "studio/window/recent_files.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/run/solve_job.h"
#include "studio/panels/source_panel.h"
#include "studio/canvas/tree_view.h"
#include "studio/window/user_guide.h"
#include "studio/code/code_workspace.h"

#include <QLabel>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QToolTip>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QDir>
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
#include <sys/stat.h>
#include <QJsonObject>

using namespace gt;

class TestStudioSessions : public StudioFixture {
    Q_OBJECT

private slots:
    void sessionRestoresTheStep();
    void corruptSessionChangesNothing();
    void sessionMustBeARegularFile_data();
    void sessionMustBeARegularFile();
    void settingsRememberTheLastRun();
    void settingsThatCannotBeSavedAreReported();
    void fileDialogsRememberTheirFolder();
};

void TestStudioSessions::sessionRestoresTheStep()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->run()->stepper().setPosition(12);
    m_window->stepControls()->stepInto();
    m_window->treeView()->setZoom(1.7, m_window->treeView()->rect().center());
    m_window->canvas()->showStateGraph(true); // the session keeps which tab is shown
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.gtree"));
    m_window->saveSession(path);
    QVERIFY(QFile::exists(path));

    solveAndWait(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("10")}, {QStringLiteral("moves"), QStringLiteral("1,4")}}, {true, false});
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

    // The memo table's tab too.
    m_window->canvas()->showMemoTable(true);
    m_window->saveSession(path);
    m_window->canvas()->showMemoTable(false);
    QSignalSpy again(m_window.get(), &MainWindow::runShown);
    m_window->openSession(path);
    QVERIFY(again.wait(20000));
    QVERIFY(m_window->canvas()->showsMemoTable());
    QCOMPARE(m_window->canvas()->memoTable()->scene().nodes.size(), std::size_t(16)); // visit[2][N+1], N = 0 … 7
}

void TestStudioSessions::corruptSessionChangesNothing()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    StudioRun* before = m_window->run();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.gtree"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"game-tree-studio-session\", \"version\": 1, \"game\": \"prime\", \"params\": {\"n\": \"1\"}}");
    file.close();
    m_window->openSession(path);
    QVERIFY(m_window->bannerText().contains(QStringLiteral("was not opened")));
    QVERIFY(m_window->bannerText().contains(QStringLiteral("--n: 1 is out of range")));
    QCOMPARE(m_window->run(), before);
    QVERIFY(!m_window->job()->isRunning());

    // A palette only the studio knows is checked there, before anything changes.
    Session unknownPalette {QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false}, 12};
    unknownPalette.palette = QStringLiteral("neon");
    saveSessionFile(path, unknownPalette);
    m_window->openSession(path);
    QVERIFY2(m_window->bannerText().contains(QStringLiteral("\"palette\" must be one of default, colorblind, print, contrast")),
        qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run(), before);

    // A step past the end: the run opens at its first step and says why.
    Session pastTheEnd {QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false}, 999};
    saveSessionFile(path, pastTheEnd);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->openSession(path);
    QVERIFY(shown.wait(20000));
    QCOMPARE(m_window->run()->stepper().position(), m_window->run()->stepper().first());
    QVERIFY2(m_window->bannerText().contains(QStringLiteral("Step 999 is past the run's last step, 30")),
        qPrintable(m_window->bannerText()));

    // A session too large to be opened again is not written; the old file stays whole.
    QFile previous(path);
    QVERIFY(previous.open(QIODevice::ReadOnly));
    const QByteArray oldBytes = previous.readAll();
    previous.close();
    Session huge {QStringLiteral("mine.cpp"), {}, {true, false}, 1};
    huge.codeFile = QStringLiteral("mine.cpp");
    huge.code = QString(9 << 20, QLatin1Char('x'));
    try {
        saveSessionFile(path, huge);
        QFAIL("a 9 MiB session was written");
    } catch (const SessionError& error) {
        QVERIFY2(error.message().contains(QStringLiteral("the session would be 9.0 MiB, more than the 8 MiB a session can be")),
            qPrintable(error.message()));
    }
    QVERIFY(previous.open(QIODevice::ReadOnly));
    QCOMPARE(previous.readAll(), oldBytes);
}

void TestStudioSessions::sessionMustBeARegularFile_data()
{
    QTest::addColumn<QString>("name"); // in the test's folder, or a device's path
    QTest::addColumn<QString>("message");
    QTest::newRow("FIFO") << "fifo.gtree"
                          << "fifo.gtree: it is a FIFO (a named pipe); only a regular file of at most 8 MiB is read";
    QTest::newRow("device") << "/dev/zero"
                            << "Cannot open /dev/zero: it is a device; only a regular file of at most 8 MiB is read";
    QTest::newRow("folder") << "folder.gtree"
                            << "folder.gtree: it is a folder; only a regular file of at most 8 MiB is read";
    QTest::newRow("too large") << "huge.gtree"
                               << "huge.gtree: it is larger than 8 MiB, the most that is read";
}

// Opening a FIFO used to wait for a writer for ever; /dev/zero was read until memory ran out.
// Each is refused in the banner and the run stays; the code panel refuses a FIFO as well.
void TestStudioSessions::sessionMustBeARegularFile()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    StudioRun* before = m_window->run();
    QTemporaryDir dir;
    QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo.gtree"))).constData(), 0600) == 0);
    QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo.cpp"))).constData(), 0600) == 0);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.gtree")));
    {
        QFile huge(dir.filePath(QStringLiteral("huge.gtree")));
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize((qint64(8) << 20) + 1));
    }
    const QString path = name.startsWith(QLatin1Char('/')) ? name : dir.filePath(name);
    m_window->openSession(path);
    QVERIFY2(m_window->bannerText().contains(message), qPrintable(m_window->bannerText()));
    QCOMPARE(m_window->run(), before);
    QVERIFY(!m_window->job()->isRunning());

    const QString code = m_window->code()->openFile(dir.filePath(QStringLiteral("fifo.cpp")));
    QVERIFY2(code.contains(QStringLiteral("fifo.cpp: it is a FIFO (a named pipe); only a regular file of at most 4 MiB is read")),
        qPrintable(code));

    // A regular session beside them opens.
    saveSessionFile(dir.filePath(QStringLiteral("lesson.gtree")),
        Session {QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false}, 5});
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->openSession(dir.filePath(QStringLiteral("lesson.gtree")));
    QVERIFY(shown.wait(20000));
    QCOMPARE(m_window->run()->stepper().position(), 5LL);
}

void TestStudioSessions::settingsRememberTheLastRun()
{
    m_window->form()->setRun(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("11")}, {QStringLiteral("moves"), QStringLiteral("1,2,3,6")}}, {false, false});
    m_window->close(); // saves the settings
    MainWindow next;
    next.restoreSettings();
    QCOMPARE(next.form()->gameId(), QStringLiteral("stones"));
    QCOMPARE(next.form()->params().at(QStringLiteral("moves")), QStringLiteral("1,2,3,6"));
    QCOMPARE(next.form()->options().memo, false);
}

void TestStudioSessions::settingsThatCannotBeSavedAreReported()
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

    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.gtree"));
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

// Each kind of file dialog starts where that kind was last chosen; a folder since removed, or
// none yet, gives the working folder.
void TestStudioSessions::fileDialogsRememberTheirFolder()
{
    QTemporaryDir dir;
    const QString exports = dir.filePath(QStringLiteral("exports"));
    QVERIFY(QDir().mkpath(exports));
    StudioSettings settings;
    settings.rememberFolderOf(kExportDialogs, exports + QStringLiteral("/prime.svg"));
    QCOMPARE(settings.inLastFolder(kExportDialogs, QStringLiteral("stones.png")), exports + QStringLiteral("/stones.png"));
    QCOMPARE(settings.inLastFolder(kCodeDialogs), QDir::currentPath()); // another kind keeps its own
    settings.rememberFolderOf(kCodeDialogs, QString());                 // a cancelled dialog changes nothing
    QCOMPARE(settings.lastFolder(kCodeDialogs), QDir::currentPath());
    QVERIFY(QDir(exports).removeRecursively());
    QCOMPARE(settings.lastFolder(kExportDialogs), QDir::currentPath());
}

QTEST_MAIN(TestStudioSessions)
#include "tst_studio_sessions.moc"
