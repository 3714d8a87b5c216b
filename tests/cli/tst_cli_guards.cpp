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
    writeTestFile(dir, "p.cpp", kProgramAsWritten);
    writeTestFile(dir, "g.cpp", kProgramWithHeader);
    writeTestFile(dir, "in.txt", "5\n");
    writeTestFile(dir, "in.svg", "5\n");
    writeTestFile(dir, "lesson.gtree", kSession);
    QVERIFY(dir.mkdir("folder"));
    QVERIFY(dir.mkdir("deck"));
    writeTestFile(dir, "deck/in.txt", "5\n");
    for (const char* fifo : {"fifo", "fifo.gtree", "fifo.cpp"})
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(fifo)).constData(), 0600), 0);
    makeSparseFile(dir.filePath("huge.txt"), (qint64(64) << 20) + 1);
    makeSparseFile(dir.filePath("huge.cpp"), (qint64(4) << 20) + 1);
    makeSparseFile(dir.filePath("huge.gtree"), (qint64(8) << 20) + 1);
}

QStringList TestCliGuards::inDir(const QStringList& args) const
{
    QStringList replaced;
    for (const QString& arg : args)
        replaced << QString(arg).replace("@DIR@", m_dir.path());
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
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", m_dir.filePath("config"));
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
    QTest::newRow("games") << QStringList {"games"};
    QTest::newRow("--help") << QStringList {"--help"};
    QTest::newRow("--version") << QStringList {"--version"};
    QTest::newRow("solve") << QStringList {"solve", "can-i-win", "--max", "4", "--total", "6"};
    QTest::newRow("solve --json") << QStringList {"solve", "can-i-win", "--max", "4", "--total", "6", "--json"};
    QTest::newRow("trace") << QStringList {"trace", "prime", "--n", "7"};
    // More than a megabyte of JSON, written past the text stream.
    QTest::newRow("trace --json") << QStringList {"trace", "prime", "--n", "9299", "--json"};
    QTest::newRow("export") << QStringList {"export", "prime", "--n", "7", "-o", "@DIR@/written.svg"};
}

// Before, each of these exited 0 with nothing or part of the result written.
void TestCliGuards::fullStandardOutputFails()
{
    QFETCH(QStringList, args);
    const Output o = run(args, "/dev/full");
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err),
        QStringLiteral("gametree: cannot write to standard output: No space left on device; what it shows is incomplete\n"));
    // The same command into a file that can be written succeeds.
    const Output fine = run(args, m_dir.filePath("stdout.txt"));
    QCOMPARE(fine.status, 0);
    QVERIFY(QFileInfo(m_dir.filePath("stdout.txt")).size() > 0);
}

void TestCliGuards::studioHelpIntoFullOutputFails()
{
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        const Output o = runStudio({option}, "/dev/full");
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains("gametree-studio: cannot write to standard output: No space left on device"), o.err.constData());
    }
}

void TestCliGuards::inputMustBeARegularFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList code {"solve", "--code", "@DIR@/p.cpp", "--stdin"};
    QTest::newRow("--stdin FIFO") << code + QStringList {"@DIR@/fifo"}
                                  << "--stdin: cannot read @DIR@/fifo: it is a FIFO (a named pipe); only a regular file of at "
                                     "most 64 MiB is read";
    QTest::newRow("--stdin /dev/zero") << code + QStringList {"/dev/zero"}
                                       << "--stdin: cannot read /dev/zero: it is a device; only a regular file of at most 64 "
                                          "MiB is read";
    QTest::newRow("--stdin folder") << code + QStringList {"@DIR@/folder"}
                                    << "--stdin: cannot read @DIR@/folder: it is a folder; only a regular file of at most 64 "
                                       "MiB is read";
    QTest::newRow("--stdin too large") << code + QStringList {"@DIR@/huge.txt"}
                                       << "--stdin: cannot read @DIR@/huge.txt: it is larger than 64 MiB, the most that is read";
    QTest::newRow("--code FIFO") << QStringList {"solve", "--code", "@DIR@/fifo.cpp"}
                                 << "--code: cannot read @DIR@/fifo.cpp: it is a FIFO (a named pipe); only a regular file of "
                                    "at most 4 MiB is read";
    QTest::newRow("--code /dev/zero") << QStringList {"solve", "--code", "/dev/zero"}
                                      << "--code: cannot read /dev/zero: it is a device; only a regular file of at most 4 MiB "
                                         "is read";
    QTest::newRow("--code too large") << QStringList {"solve", "--code", "@DIR@/huge.cpp"}
                                      << "--code: cannot read @DIR@/huge.cpp: it is larger than 4 MiB, the most that is read";
}

// A FIFO is refused without waiting for a writer, /dev/zero without reading it.
void TestCliGuards::inputMustBeARegularFile()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err), "gametree: " + inDir({message}).constFirst() + '\n');
    QVERIFY(o.out.isEmpty());
}

// A regular file within the limit is the program's input: f(5) = 1.
void TestCliGuards::regularInputIsRead()
{
    const Output o = run({"solve", "--code", "@DIR@/p.cpp", "--stdin", "@DIR@/in.txt", "--json"});
    QVERIFY2(o.status == 0, o.err.constData());
    QVERIFY2(o.out.contains("\"answer\":\"1\""), o.out.constData());
}

void TestCliGuards::optionsThatDoNotApply_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("--help extra") << QStringList {"--help", "extra"}
                                  << "--help takes no words but a command and its game, got 'extra'";
    QTest::newRow("solve prime --help extra")
        << QStringList {"solve", "prime", "--help", "extra"} << "--help takes no words but a command and its game, got 'extra'";
    QTest::newRow("help extra") << QStringList {"help", "extra"} << "help takes no arguments, got 'extra'";
    QTest::newRow("--help of an unknown game") << QStringList {"solve", "nim", "--help"} << "unknown game 'nim'";
    QTest::newRow("solve --max-recorded") << QStringList {"solve", "prime", "--n", "7", "--max-recorded", "5"}
                                          << "--max-recorded limits what trace, export and slides record; solve records no calls";
    QTest::newRow("--skipped without a short-circuit")
        << QStringList {"export", "stones", "--n", "10", "--moves", "1,4", "--skipped", "-o", "@DIR@/skipped.svg"}
        << "--skipped shows the moves a short-circuit did not try; stones runs with no short-circuit here";
    QTest::newRow("--skipped with it off") << QStringList {"export", "prime", "--n", "7", "--short-circuit", "off", "--skipped",
        "-o",
        "@DIR@/skipped.svg"} << "--skipped shows the moves a short-circuit did not try; prime runs with no short-circuit here";
    QTest::newRow("--no-memo-links with the memo off") << QStringList {"export", "prime", "--n", "7", "--memo", "off",
        "--no-memo-links", "-o", "@DIR@/links.svg"} << "--no-memo-links: with the memo off there are no memo links to leave out";
    for (const char* const name : {"--call", "--stdin", "--root", "--trace"}) {
        const QString option = QString::fromLatin1(name);
        const QString value = option == "--call" ? "f(1)" : option == "--stdin" ? "@DIR@/in.txt" : option == "--root" ? "2" : "f";
        QTest::addRow("gametree.h %s", qPrintable(option)) << QStringList {"solve", "--code", "@DIR@/g.cpp", option, value}
                                                           << option
                + " is for a program traced as written; @DIR@/g.cpp is written against gametree.h, which takes its "
                  "parameters as --NAME VALUE";
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
    QTest::newRow("-o the --stdin file") << QStringList {"export", "--code", "@DIR@/p.cpp", "--stdin", "@DIR@/in.svg", "-o",
        "@DIR@/in.svg"} << "in.svg"
                                         << "-o @DIR@/in.svg is also an input (@DIR@/in.svg): writing it would destroy it";
    QTest::newRow("-o the code, by another name")
        << QStringList {"export", "--code", "@DIR@/p.cpp", "-o", "@DIR@/folder/../p.cpp"} << "p.cpp"
        << "-o @DIR@/folder/../p.cpp is also an input (@DIR@/p.cpp): writing it would destroy it";
    QTest::newRow("slides into the input's folder")
        << QStringList {"slides", "--code", "@DIR@/p.cpp", "--stdin", "@DIR@/deck/in.txt", "-o", "@DIR@/deck/"} << "deck/in.txt"
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
    const Output o = run({"export", "prime", "--n", "7", "-o", odd});
    QCOMPARE(o.status, 0);
    QVERIFY(QFile::exists(odd));
    QVERIFY2(!o.out.contains('\x1b'), o.out.constData());
    QVERIFY2(o.out.startsWith(("wrote " + m_dir.filePath("a\\x1b[31mb.svg") + ": ").toUtf8()), o.out.constData());

    const Output missing = run({"solve", "--code", m_dir.filePath(QStringLiteral("c\x1b]0;title\x07.cpp"))});
    QCOMPARE(missing.status, 2);
    QVERIFY(!missing.err.contains('\x1b'));
    QVERIFY2(missing.err.contains("c\\x1b]0;title\\x07.cpp"), missing.err.constData());
}

void TestCliGuards::studioRefuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList shot {"--screenshot", "@DIR@/shot.png"};
    QTest::newRow("--n twice") << QStringList {"prime", "--n", "7", "--n", "8"} + shot
                               << "--n is given more than once ('7' and '8'); give it once";
    QTest::newRow("--step twice") << QStringList {"prime", "--n", "7", "--step", "2", "--step", "3"} + shot
                                  << "--step is given more than once ('2' and '3'); give it once";
    QTest::newRow("extra word") << QStringList {"prime", "--n", "7", "extra"} + shot << "unexpected argument 'extra'";
    QTest::newRow("--help extra") << QStringList {"prime", "--help", "extra"} << "unexpected argument 'extra'";
    QTest::newRow("--memo without a game") << QStringList {"--memo", "off"} + shot
                                           << "--memo goes with the game or code file it changes: name it first";
    QTest::newRow("two tabs") << QStringList {"prime", "--n", "7", "--state-graph", "--dp-table"} + shot
                              << "--state-graph and --dp-table each show one tab in place of the call tree";
    QTest::newRow("step past the end") << QStringList {"prime", "--n", "7", "--memo", "off", "--short-circuit", "off", "--step",
                                              "999"}
            + shot << "--step: 999 is past the run's last step, 30; use a step from 1 to 30";
    QTest::newRow("--memo with a session") << QStringList {"@DIR@/lesson.gtree", "--memo", "off"} + shot
                                           << "--memo does not apply to a session";
    QTest::newRow("--step with a session") << QStringList {"@DIR@/lesson.gtree", "--step", "2"} + shot
                                           << "--step does not apply to a session";
    QTest::newRow("screenshot over the session") << QStringList {"@DIR@/lesson.gtree", "--screenshot", "@DIR@/lesson.gtree"}
                                                 << "--screenshot @DIR@/lesson.gtree is also an input (@DIR@/lesson.gtree)";
    QTest::newRow("report over --stdin") << QStringList {"@DIR@/p.cpp", "--stdin", "@DIR@/in.txt", "--view-report",
                                                "@DIR@/in.txt"}
            + shot << "--view-report @DIR@/in.txt is also an input (@DIR@/in.txt)";
    QTest::newRow("report over the picture") << QStringList {"prime", "--n", "7", "--view-report", "@DIR@/shot.png"}
            + shot << "--view-report and --screenshot name the same file, @DIR@/shot.png; the report would replace the picture";
    QTest::newRow("gametree.h --call") << QStringList {"@DIR@/g.cpp", "--call", "f(1)"} + shot
                                       << "--call is for a program traced as written; @DIR@/g.cpp is written against gametree.h";
    QTest::newRow("--stdin FIFO") << QStringList {"@DIR@/p.cpp", "--stdin", "@DIR@/fifo"} + shot
                                  << "--stdin: cannot read @DIR@/fifo: it is a FIFO (a named pipe); only a regular file of at "
                                     "most 2 MiB is read";
    QTest::newRow("--stdin /dev/zero") << QStringList {"@DIR@/p.cpp", "--stdin", "/dev/zero"} + shot
                                       << "--stdin: cannot read /dev/zero: it is a device";
    QTest::newRow("FIFO session") << QStringList {"@DIR@/fifo.gtree"} + shot
                                  << "Cannot open @DIR@/fifo.gtree: it is a FIFO (a named pipe); only a regular file of at most "
                                     "8 MiB is read";
    QTest::newRow("session too large") << QStringList {"@DIR@/huge.gtree"} + shot
                                       << "Cannot open @DIR@/huge.gtree: it is larger than 8 MiB, the most that is read";
    QTest::newRow("FIFO code") << QStringList {"@DIR@/fifo.cpp"} + shot
                               << "Cannot open @DIR@/fifo.cpp: it is a FIFO (a named pipe); only a regular file of at most 4 "
                                  "MiB is read";
}

// Each exits 2 with one line naming what was refused, and writes no picture.
void TestCliGuards::studioRefuses()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QFile::remove(m_dir.filePath("shot.png"));
    const QByteArray session = contentsOf(m_dir.filePath("lesson.gtree"));
    const Output o = runStudio(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("gametree-studio: " + inDir({message}).constFirst().toUtf8()), o.err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath("shot.png")));
    QCOMPARE(contentsOf(m_dir.filePath("lesson.gtree")), session);
}

QTEST_GUILESS_MAIN(TestCliGuards)
#include "tst_cli_guards.moc"
