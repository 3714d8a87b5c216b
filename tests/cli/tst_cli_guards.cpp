// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// What both command lines refuse or report rather than do half: standard output that cannot be
// written (/dev/full), input that is not a regular file within its limit (a FIFO, a device, a
// folder, a file too large), options that would be ignored, an output over an input, and names
// with control characters, which are printed escaped.

#include "support/test_helpers.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

class TestCliGuards : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fullStandardOutputFails_data();
    void fullStandardOutputFails();
    void studioHelpIntoFullOutputFails();
    void inputMustBeARegularFile_data();
    void inputMustBeARegularFile();
    void regularInputIsRead();
    void optionsThatDoNotApply_data();
    void optionsThatDoNotApply();
    void outputOverAnInputIsRefused_data();
    void outputOverAnInputIsRefused();
    void namesAreEscaped();
    void studioRefuses_data();
    void studioRefuses();

private:
    using Output = CommandOutput;
    // `args` with @DIR@ replaced by the test's folder.
    QStringList inDir(const QStringList& args) const;
    Output run(const QStringList& args, const QString& standardOutput = {}) const;
    Output runStudio(const QStringList& args, const QString& standardOutput = {}) const;
    QString m_bin;
    QString m_studioBin;
    QTemporaryDir m_dir;
};

namespace {
const QByteArray kProgramAsWritten = "#include <cstdio>\nint f(int n) { return n <= 0 ? 0 : 1 - f(n - 1); }\n"
                                     "int main() { int n; if (std::scanf(\"%d\", &n) == 1) std::printf(\"%d\\n\", f(n)); }\n";
const QByteArray kProgramWithHeader = "#include \"gametree.h\"\nint main() { return 0; }\n";
const QByteArray kSession = R"({"format": "game-tree-studio-session", "version": 1, "game": "prime", "params": {"n": "7"},
 "memo": false, "shortCircuit": false, "step": 3})";

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(cannot be read)");
}

// A file of `size` bytes that takes no room on disk.
void makeSparseFile(const QString& path, qint64 size)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.resize(size))
        qFatal("cannot make %s", qPrintable(path));
}
} // namespace

void TestCliGuards::initTestCase()
{
    m_bin = qEnvironmentVariable("GAMETREE_BIN");
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "GAMETREE_BIN must name the gametree binary");
    m_studioBin = qEnvironmentVariable("GAMETREE_STUDIO_BIN");
    QVERIFY2(QFileInfo(m_studioBin).isExecutable(), "GAMETREE_STUDIO_BIN must name the gametree-studio binary");
    QVERIFY(m_dir.isValid());
    qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE);
    const QDir dir(m_dir.path());
    writeTestFile(dir, QStringLiteral("p.cpp"), kProgramAsWritten);
    writeTestFile(dir, QStringLiteral("g.cpp"), kProgramWithHeader);
    writeTestFile(dir, QStringLiteral("in.txt"), "5\n");
    writeTestFile(dir, QStringLiteral("in.svg"), "5\n");
    writeTestFile(dir, QStringLiteral("lesson.gtree"), kSession);
    QVERIFY(dir.mkdir(QStringLiteral("folder")));
    QVERIFY(dir.mkdir(QStringLiteral("deck")));
    writeTestFile(dir, QStringLiteral("deck/in.txt"), "5\n");
    for (const char* fifo : {"fifo", "fifo.gtree", "fifo.cpp"})
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QLatin1String(fifo))).constData(), 0600), 0);
    makeSparseFile(dir.filePath(QStringLiteral("huge.txt")), (qint64(64) << 20) + 1);
    makeSparseFile(dir.filePath(QStringLiteral("huge.cpp")), (qint64(4) << 20) + 1);
    makeSparseFile(dir.filePath(QStringLiteral("huge.gtree")), (qint64(8) << 20) + 1);
}

QStringList TestCliGuards::inDir(const QStringList& args) const
{
    QStringList replaced;
    for (const QString& arg : args)
        replaced << QString(arg).replace(QStringLiteral("@DIR@"), m_dir.path());
    return replaced;
}

TestCliGuards::Output TestCliGuards::run(const QStringList& args, const QString& standardOutput) const
{
    QProcess process;
    if (!standardOutput.isEmpty())
        process.setStandardOutputFile(standardOutput);
    process.start(m_bin, inDir(args));
    if (!process.waitForFinished(300000)) { // a FIFO read would hang here: the test fails, it does not wait for ever
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

// The studio headless, its settings in the test's folder so that the user's are neither read nor written.
TestCliGuards::Output TestCliGuards::runStudio(const QStringList& args, const QString& standardOutput) const
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    if (!standardOutput.isEmpty())
        process.setStandardOutputFile(standardOutput);
    process.start(m_studioBin, inDir(args));
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

void TestCliGuards::fullStandardOutputFails_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("games") << QStringList {QStringLiteral("games")};
    QTest::newRow("--help") << QStringList {QStringLiteral("--help")};
    QTest::newRow("--version") << QStringList {QStringLiteral("--version")};
    QTest::newRow("solve") << QStringList {QStringLiteral("solve"), QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("4"), QStringLiteral("--total"), QStringLiteral("6")};
    QTest::newRow("solve --json") << QStringList {QStringLiteral("solve"), QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("4"), QStringLiteral("--total"), QStringLiteral("6"), QStringLiteral("--json")};
    QTest::newRow("trace") << QStringList {
        QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")};
    // More than a megabyte of JSON, written past the text stream.
    QTest::newRow("trace --json") << QStringList {QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("9299"), QStringLiteral("--json")};
    QTest::newRow("export") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("-o"), QStringLiteral("@DIR@/written.svg")};
}

// Before, each of these exited 0 with nothing or part of the result written.
void TestCliGuards::fullStandardOutputFails()
{
    QFETCH(QStringList, args);
    const Output o = run(args, QStringLiteral("/dev/full"));
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err),
        QStringLiteral("gametree: cannot write to standard output: No space left on device; what it shows is incomplete\n"));
    // The same command into a file that can be written succeeds.
    const Output fine = run(args, m_dir.filePath(QStringLiteral("stdout.txt")));
    QCOMPARE(fine.status, 0);
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("stdout.txt"))).size() > 0);
}

void TestCliGuards::studioHelpIntoFullOutputFails()
{
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        const Output o = runStudio({option}, QStringLiteral("/dev/full"));
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains("gametree-studio: cannot write to standard output: No space left on device"), o.err.constData());
    }
}

void TestCliGuards::inputMustBeARegularFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList code {
        QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("@DIR@/p.cpp"), QStringLiteral("--stdin")};
    QTest::newRow("--stdin FIFO") << code + QStringList {QStringLiteral("@DIR@/fifo")}
                                  << "--stdin: cannot read @DIR@/fifo: it is a FIFO (a named pipe); only a regular file of at "
                                     "most 64 MiB is read";
    QTest::newRow("--stdin /dev/zero") << code + QStringList {QStringLiteral("/dev/zero")}
                                       << "--stdin: cannot read /dev/zero: it is a device; only a regular file of at most 64 "
                                          "MiB is read";
    QTest::newRow("--stdin folder") << code + QStringList {QStringLiteral("@DIR@/folder")}
                                    << "--stdin: cannot read @DIR@/folder: it is a folder; only a regular file of at most 64 "
                                       "MiB is read";
    QTest::newRow("--stdin too large") << code + QStringList {QStringLiteral("@DIR@/huge.txt")}
                                       << "--stdin: cannot read @DIR@/huge.txt: it is larger than 64 MiB, the most that is read";
    QTest::newRow("--code FIFO") << QStringList {QStringLiteral("solve"), QStringLiteral("--code"),
        QStringLiteral("@DIR@/fifo.cpp")}
                                 << "--code: cannot read @DIR@/fifo.cpp: it is a FIFO (a named pipe); only a regular file of "
                                    "at most 4 MiB is read";
    QTest::newRow("--code /dev/zero") << QStringList {QStringLiteral("solve"), QStringLiteral("--code"),
        QStringLiteral("/dev/zero")}
                                      << "--code: cannot read /dev/zero: it is a device; only a regular file of at most 4 MiB "
                                         "is read";
    QTest::newRow("--code too large") << QStringList {QStringLiteral("solve"), QStringLiteral("--code"),
        QStringLiteral("@DIR@/huge.cpp")}
                                      << "--code: cannot read @DIR@/huge.cpp: it is larger than 4 MiB, the most that is read";
}

// A FIFO is refused without waiting for a writer, /dev/zero without reading it.
void TestCliGuards::inputMustBeARegularFile()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err), QStringLiteral("gametree: ") + inDir({message}).constFirst() + QLatin1Char('\n'));
    QVERIFY(o.out.isEmpty());
}

// A regular file within the limit is the program's input: f(5) = 1.
void TestCliGuards::regularInputIsRead()
{
    const Output o = run({QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("@DIR@/p.cpp"),
        QStringLiteral("--stdin"), QStringLiteral("@DIR@/in.txt"), QStringLiteral("--json")});
    QVERIFY2(o.status == 0, o.err.constData());
    QVERIFY2(o.out.contains("\"answer\":\"1\""), o.out.constData());
}

void TestCliGuards::optionsThatDoNotApply_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("--help extra") << QStringList {QStringLiteral("--help"), QStringLiteral("extra")}
                                  << "--help takes no words but a command and its game, got 'extra'";
    QTest::newRow("solve prime --help extra")
        << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--help"), QStringLiteral("extra")}
        << "--help takes no words but a command and its game, got 'extra'";
    QTest::newRow("help extra") << QStringList {QStringLiteral("help"), QStringLiteral("extra")}
                                << "help takes no arguments, got 'extra'";
    QTest::newRow("--help of an unknown game")
        << QStringList {QStringLiteral("solve"), QStringLiteral("nim"), QStringLiteral("--help")} << "unknown game 'nim'";
    QTest::newRow("solve --max-recorded") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--max-recorded"), QStringLiteral("5")}
                                          << "--max-recorded limits what trace, export and slides record; solve records no calls";
    QTest::newRow("--skipped without a short-circuit")
        << QStringList {QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
               QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--skipped"), QStringLiteral("-o"),
               QStringLiteral("@DIR@/skipped.svg")}
        << "--skipped shows the moves a short-circuit did not try; stones runs with no short-circuit here";
    QTest::newRow("--skipped with it off")
        << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
               QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("--skipped"), QStringLiteral("-o"),
               QStringLiteral("@DIR@/skipped.svg")}
        << "--skipped shows the moves a short-circuit did not try; prime runs with no short-circuit here";
    QTest::newRow("--no-memo-links with the memo off") << QStringList {QStringLiteral("export"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"), QStringLiteral("off"),
        QStringLiteral("--no-memo-links"), QStringLiteral("-o"),
        QStringLiteral("@DIR@/links.svg")} << "--no-memo-links: with the memo off there are no memo links to leave out";
    for (const char* const name : {"--call", "--stdin", "--root", "--trace"}) {
        const QString option = QString::fromLatin1(name);
        const QString value = option == QStringLiteral("--call") ? QStringLiteral("f(1)")
            : option == QStringLiteral("--stdin")                ? QStringLiteral("@DIR@/in.txt")
            : option == QStringLiteral("--root")                 ? QStringLiteral("2")
                                                                 : QStringLiteral("f");
        QTest::addRow("gametree.h %s", qPrintable(option))
            << QStringList {QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("@DIR@/g.cpp"), option, value}
            << option
                + QStringLiteral(
                    " is for a program traced as written; @DIR@/g.cpp is written against gametree.h, which takes its "
                    "parameters as --NAME VALUE");
    }
}

void TestCliGuards::optionsThatDoNotApply()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.startsWith("gametree: " + inDir({message}).constFirst().toUtf8()), o.err.constData());
    QCOMPARE(o.err.count('\n'), 1);
    QVERIFY(o.out.isEmpty());
}

void TestCliGuards::outputOverAnInputIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("-o the --stdin file") << QStringList {QStringLiteral("export"), QStringLiteral("--code"),
        QStringLiteral("@DIR@/p.cpp"), QStringLiteral("--stdin"), QStringLiteral("@DIR@/in.svg"), QStringLiteral("-o"),
        QStringLiteral("@DIR@/in.svg")} << "in.svg"
                                         << "-o @DIR@/in.svg is also an input (@DIR@/in.svg): writing it would destroy it";
    QTest::newRow("-o the code, by another name")
        << QStringList {QStringLiteral("export"), QStringLiteral("--code"), QStringLiteral("@DIR@/p.cpp"), QStringLiteral("-o"),
               QStringLiteral("@DIR@/folder/../p.cpp")}
        << "p.cpp"
        << "-o @DIR@/folder/../p.cpp is also an input (@DIR@/p.cpp): writing it would destroy it";
    QTest::newRow("slides into the input's folder")
        << QStringList {QStringLiteral("slides"), QStringLiteral("--code"), QStringLiteral("@DIR@/p.cpp"),
               QStringLiteral("--stdin"), QStringLiteral("@DIR@/deck/in.txt"), QStringLiteral("-o"),
               QStringLiteral("@DIR@/deck/")}
        << "deck/in.txt"
        << "-o @DIR@/deck/ is a folder holding an input (@DIR@/deck/in.txt): writing it would destroy it";
}

// Refused before the program is compiled; the input is as it was.
void TestCliGuards::outputOverAnInputIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(input);
    const QByteArray before = contentsOf(path);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.startsWith("gametree: " + inDir({message}).constFirst().toUtf8()), o.err.constData());
    QCOMPARE(contentsOf(path), before);
}

// A file named with a terminal's escape code: the name is shown as \x1b, never sent to the terminal.
void TestCliGuards::namesAreEscaped()
{
    const QString odd = m_dir.filePath(QStringLiteral("a\x1b[31mb.svg"));
    const Output o = run({QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("-o"), odd});
    QCOMPARE(o.status, 0);
    QVERIFY(QFile::exists(odd));
    QVERIFY2(!o.out.contains('\x1b'), o.out.constData());
    QVERIFY2(o.out.startsWith(
                 (QStringLiteral("wrote ") + m_dir.filePath(QStringLiteral("a\\x1b[31mb.svg")) + QStringLiteral(": ")).toUtf8()),
        o.out.constData());

    const Output missing
        = run({QStringLiteral("solve"), QStringLiteral("--code"), m_dir.filePath(QStringLiteral("c\x1b]0;title\x07.cpp"))});
    QCOMPARE(missing.status, 2);
    QVERIFY(!missing.err.contains('\x1b'));
    QVERIFY2(missing.err.contains("c\\x1b]0;title\\x07.cpp"), missing.err.constData());
}

void TestCliGuards::studioRefuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList shot {QStringLiteral("--screenshot"), QStringLiteral("@DIR@/shot.png")};
    QTest::newRow("--n twice") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                      QStringLiteral("--n"), QStringLiteral("8")}
            + shot << "--n is given more than once ('7' and '8'); give it once";
    QTest::newRow("--step twice") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                         QStringLiteral("--step"), QStringLiteral("2"), QStringLiteral("--step"),
                                         QStringLiteral("3")}
            + shot << "--step is given more than once ('2' and '3'); give it once";
    QTest::newRow("extra word") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                       QStringLiteral("extra")}
            + shot << "unexpected argument 'extra'";
    QTest::newRow("--help extra") << QStringList {QStringLiteral("prime"), QStringLiteral("--help"), QStringLiteral("extra")}
                                  << "unexpected argument 'extra'";
    QTest::newRow("--memo without a game") << QStringList {QStringLiteral("--memo"), QStringLiteral("off")} + shot
                                           << "--memo goes with the game or code file it changes: name it first";
    QTest::newRow("two tabs") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                     QStringLiteral("--state-graph"), QStringLiteral("--dp-table")}
            + shot << "--state-graph and --dp-table each show one tab in place of the call tree";
    QTest::newRow("step past the end") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                              QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"),
                                              QStringLiteral("off"), QStringLiteral("--step"), QStringLiteral("999")}
            + shot << "--step: 999 is past the run's last step, 30; use a step from 1 to 30";
    QTest::newRow("--memo with a session") << QStringList {QStringLiteral("@DIR@/lesson.gtree"), QStringLiteral("--memo"),
                                                  QStringLiteral("off")}
            + shot << "--memo does not apply to a session";
    QTest::newRow("--step with a session") << QStringList {QStringLiteral("@DIR@/lesson.gtree"), QStringLiteral("--step"),
                                                  QStringLiteral("2")}
            + shot << "--step does not apply to a session";
    QTest::newRow("screenshot over the session") << QStringList {QStringLiteral("@DIR@/lesson.gtree"),
        QStringLiteral("--screenshot"), QStringLiteral("@DIR@/lesson.gtree")}
                                                 << "--screenshot @DIR@/lesson.gtree is also an input (@DIR@/lesson.gtree)";
    QTest::newRow("report over --stdin") << QStringList {QStringLiteral("@DIR@/p.cpp"), QStringLiteral("--stdin"),
                                                QStringLiteral("@DIR@/in.txt"), QStringLiteral("--view-report"),
                                                QStringLiteral("@DIR@/in.txt")}
            + shot << "--view-report @DIR@/in.txt is also an input (@DIR@/in.txt)";
    QTest::newRow("report over the picture") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
                                                    QStringLiteral("--view-report"), QStringLiteral("@DIR@/shot.png")}
            + shot << "--view-report and --screenshot name the same file, @DIR@/shot.png; the report would replace the picture";
    QTest::newRow("gametree.h --call") << QStringList {QStringLiteral("@DIR@/g.cpp"), QStringLiteral("--call"),
                                              QStringLiteral("f(1)")}
            + shot << "--call is for a program traced as written; @DIR@/g.cpp is written against gametree.h";
    QTest::newRow("--stdin FIFO") << QStringList {QStringLiteral("@DIR@/p.cpp"), QStringLiteral("--stdin"),
                                         QStringLiteral("@DIR@/fifo")}
            + shot
                                  << "--stdin: cannot read @DIR@/fifo: it is a FIFO (a named pipe); only a regular file of at "
                                     "most 2 MiB is read";
    QTest::newRow("--stdin /dev/zero") << QStringList {QStringLiteral("@DIR@/p.cpp"), QStringLiteral("--stdin"),
                                              QStringLiteral("/dev/zero")}
            + shot << "--stdin: cannot read /dev/zero: it is a device";
    QTest::newRow("FIFO session") << QStringList {QStringLiteral("@DIR@/fifo.gtree")} + shot
                                  << "Cannot open @DIR@/fifo.gtree: it is a FIFO (a named pipe); only a regular file of at most "
                                     "8 MiB is read";
    QTest::newRow("session too large") << QStringList {QStringLiteral("@DIR@/huge.gtree")} + shot
                                       << "Cannot open @DIR@/huge.gtree: it is larger than 8 MiB, the most that is read";
    QTest::newRow("FIFO code") << QStringList {QStringLiteral("@DIR@/fifo.cpp")} + shot
                               << "Cannot open @DIR@/fifo.cpp: it is a FIFO (a named pipe); only a regular file of at most 4 "
                                  "MiB is read";
}

// Each exits 2 with one line naming what was refused, and writes no picture.
void TestCliGuards::studioRefuses()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QFile::remove(m_dir.filePath(QStringLiteral("shot.png")));
    const QByteArray session = contentsOf(m_dir.filePath(QStringLiteral("lesson.gtree")));
    const Output o = runStudio(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("gametree-studio: " + inDir({message}).constFirst().toUtf8()), o.err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("shot.png"))));
    QCOMPARE(contentsOf(m_dir.filePath(QStringLiteral("lesson.gtree"))), session);
}

QTEST_GUILESS_MAIN(TestCliGuards)
#include "tst_cli_guards.moc"
