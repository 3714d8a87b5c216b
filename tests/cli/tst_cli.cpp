// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The gametree command: its output, JSON, exit statuses and error lines, run as a user would;
// and the studio's command line (gametree-studio), which takes the same kind of arguments.

#include "core/session_file.h"
#include "core/user_error.h"
#include "cli/icicle_svg.h"
#include "support/test_helpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <csignal>
#include <QElapsedTimer>
#include <QThread>
#include <QCryptographicHash>
#include <QDirIterator>

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void solveJson_data();
    void solveJson();
    void traceJsonNodes();
    void traceTextShowsTheTree();
    void gamesListsLimits();
    void badInput_data();
    void badInput();
    void budgetExitStatus();
    void fullDiskKeepsTheOldFile();
    void fullDiskKeepsTheOldDeck();
    void fullDiskStandardOutputFails();
    void userTextIsNeverAFormat();
    void destinationIsCheckedFirst();
    void deviceIsNotReplaced();
    void exportWritesTheArticleFigure();
    void exportFitsAPage_data();
    void exportFitsAPage();
    void exportBadInput_data();
    void exportBadInput();
    void exportWorksheet_data();
    void exportWorksheet();
    void exportComparesTwoRuns_data();
    void exportComparesTwoRuns();
    void exportComparesIcicles();
    void exportIcicle_data();
    void exportIcicle();
    void help();
    void helpIsInTheLanguage_data();
    void helpIsInTheLanguage();
    void slideDecks();
    void interruptedDeckLeavesNothing_data();
    void interruptedDeckLeavesNothing();
    void failedDeckLeavesTheOldOneWhole();
    void languages();
    void studioFindsTheGameAfterOptions_data();
    void studioFindsTheGameAfterOptions();
    void studioUnknownGameAfterOptions();
    void studioOpensCodeWithItsInputAndCall_data();
    void studioOpensCodeWithItsInputAndCall();
    void studioSessionCodeRunsOnlyWithRunCode();
    void studioRefusedSessionIsAnError_data();
    void studioRefusedSessionIsAnError();
    void studioReportsNameTheirFile();
    void studiosAtOnceKeepEveryRecentFile();

private:
    using Output = CommandOutput;
    // A 10.5-million-call run drawn before a refusal takes minutes under ASan (CI of 40da852 passed 60 s).
    Output run(const QStringList& args) { return runCommand(m_bin, args, 300000); }
    Output runStudio(const QStringList& args, const QString& configDir);
    QString m_bin;
    QString m_studioBin;
};

// The studio headless, with its settings in configDir so the user's are neither read nor written.
TestCli::Output TestCli::runStudio(const QStringList& args, const QString& configDir)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    env.insert(QStringLiteral("GAMETREE_CODE_CACHE"), QStringLiteral(GAMETREE_TEST_CACHE));
    process.setProcessEnvironment(env);
    process.start(m_studioBin, args);
    if (!process.waitForFinished(180000)) { // a program as written: its first compile builds the precompiled header
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

void TestCli::initTestCase()
{
    m_bin = qEnvironmentVariable("GAMETREE_BIN");
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "GAMETREE_BIN must name the gametree binary");
    m_studioBin = qEnvironmentVariable("GAMETREE_STUDIO_BIN");
    QVERIFY2(QFileInfo(m_studioBin).isExecutable(), "GAMETREE_STUDIO_BIN must name the gametree-studio binary");
}

void TestCli::solveJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QJsonValue>("answer");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("memoHits");

    QTest::newRow("can-i-win") << QStringList {QStringLiteral("solve"), QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("10"), QStringLiteral("--total"), QStringLiteral("11")}
                               << QJsonValue(false) << 344 << 45;
    QTest::newRow("stones") << QStringList {QStringLiteral("solve"), QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("10"), QStringLiteral("--moves"), QStringLiteral("1,4")}
                            << QJsonValue(5) << 18 << 6;
    QTest::newRow("prime 9299") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n=9299")}
                                << QJsonValue(QStringLiteral("Win")) << 27095 << 22793;
    QTest::newRow("stone-game-ii") << QStringList {QStringLiteral("solve"), QStringLiteral("stone-game-ii"),
        QStringLiteral("--piles"), QStringLiteral("[2, 7, 9, 4, 4]")}
                                   << QJsonValue(10) << 9 << 0;
    QTest::newRow("prime memo off") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"),
        QStringLiteral("off")} << QJsonValue(QStringLiteral("Win"))
                                    << 15 << 0;
}

void TestCli::solveJson()
{
    QFETCH(QStringList, args);
    QFETCH(QJsonValue, answer);
    QFETCH(int, calls);
    QFETCH(int, memoHits);
    const Output o = run(args << QStringLiteral("--json"));
    QCOMPARE(o.status, 0);
    QVERIFY(o.err.isEmpty());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(o.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json[QStringLiteral("game")].toString(), args[1]);
    QCOMPARE(json[QStringLiteral("answer")], answer);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(json[QStringLiteral("memoHits")].toInt(), memoHits);
    for (const char* key : {"params", "distinctStates", "maxDepth", "seconds"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
}

void TestCli::traceJsonNodes()
{
    const Output o = run(
        {QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"),
            QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("--json")});
    QCOMPARE(o.status, 0);
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(o.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json[QStringLiteral("truncated")].toBool(), false);
    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), 15);
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 15);
    const QJsonObject root = nodes[0].toObject();
    QCOMPARE(root[QStringLiteral("parent")].toInt(), -1);
    QVERIFY(root[QStringLiteral("move")].isNull());
    QCOMPARE(root[QStringLiteral("label")].toString(), QStringLiteral("N=7, first player"));
    QCOMPARE(root[QStringLiteral("player")].toString(), QStringLiteral("first"));
    QCOMPARE(root[QStringLiteral("value")].toInt(), 1);
    QCOMPARE(root[QStringLiteral("outcome")].toString(), QStringLiteral("computed"));
    const QJsonObject second = nodes[1].toObject();
    QCOMPARE(second[QStringLiteral("move")].toInt(), 7);
    QCOMPARE(second[QStringLiteral("moveLabel")].toString(), QStringLiteral("subtract 7"));
    QCOMPARE(second[QStringLiteral("state")].toObject()[QStringLiteral("n")].toInt(), 0);
    QCOMPARE(second[QStringLiteral("player")].toString(), QStringLiteral("second"));
    QCOMPARE(second[QStringLiteral("outcome")].toString(), QStringLiteral("base"));
    for (int i = 0; i < nodes.size(); ++i) {
        const QJsonObject node = nodes[i].toObject();
        QCOMPARE(node[QStringLiteral("id")].toInt(), i);
        QVERIFY(node[QStringLiteral("parent")].toInt() < i);
        QCOMPARE(node[QStringLiteral("memoOf")].toInt(), -1);
    }

    // With the memo on, memo answers point at the call that computed the state.
    const Output memo = run({QStringLiteral("trace"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--json")});
    const QJsonArray memoNodes = QJsonDocument::fromJson(memo.out).object()[QStringLiteral("nodes")].toArray();
    QCOMPARE(memoNodes.size(), 18);
    int hits = 0;
    for (const QJsonValue& v : memoNodes) {
        const QJsonObject node = v.toObject();
        if (node[QStringLiteral("outcome")].toString() == QLatin1String("memo")) {
            ++hits;
            const QJsonObject origin = memoNodes[node[QStringLiteral("memoOf")].toInt()].toObject();
            QCOMPARE(origin[QStringLiteral("state")], node[QStringLiteral("state")]);
            QCOMPARE(origin[QStringLiteral("value")], node[QStringLiteral("value")]);
        }
    }
    QCOMPARE(hits, 6);

    // The recording limit: counts stay exact, the trace says it is truncated.
    const Output cut = run({QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("9299"),
        QStringLiteral("--max-recorded"), QStringLiteral("100"), QStringLiteral("--json")});
    const QJsonObject cutJson = QJsonDocument::fromJson(cut.out).object();
    QCOMPARE(cutJson[QStringLiteral("truncated")].toBool(), true);
    QCOMPARE(cutJson[QStringLiteral("calls")].toInt(), 27095);
    QCOMPARE(cutJson[QStringLiteral("nodes")].toArray().size(), 100);
}

void TestCli::traceTextShowsTheTree()
{
    const Output o = run({QStringLiteral("trace"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4")});
    QCOMPARE(o.status, 0);
    const QString text = QString::fromUtf8(o.out);
    QVERIFY(text.contains(QStringLiteral("answer: 5")));
    QVERIFY(text.contains(QStringLiteral("#0  n=10  = 5 · 1st gets 5"))); // the mover's stones, said whose
    QVERIFY(text.contains(QStringLiteral("    #12  remove 4 → n=1  = 1 · 1st gets 1  (memo of #9)")));

    // Without the memo, the article's repeated subtree (N=2 at the first player) is marked.
    const Output repeat = run({QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off")});
    const QString tree = QString::fromUtf8(repeat.out);
    QVERIFY(tree.contains(QStringLiteral("    #10  subtract 3 → N=2, first player  = Lose · 1st loses  (repeat of #6)")));
    // The prime game's values are the first player's, also where the second player moves.
    QVERIFY(tree.contains(QStringLiteral("  #1  subtract 7 → N=0, second player  = Lose · 1st loses  (base case)")));
    QCOMPARE(tree.count(QStringLiteral("repeat of")), 1);

    // A chain 10,000 calls deep is indented 40 levels at most, then says its depth.
    const Output chain = run({QStringLiteral("trace"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10000"),
        QStringLiteral("--moves"), QStringLiteral("1")});
    QCOMPARE(chain.status, 0);
    QVERIFY2(chain.out.size() < 2'000'000, qPrintable(QString::number(chain.out.size()))); // was 100 MB of spaces
    QVERIFY(QString::fromUtf8(chain.out).contains(
        QString(80, QLatin1Char(' ')) + QStringLiteral("[depth 10,000] #10000  remove 1 → n=0")));
}

void TestCli::gamesListsLimits()
{
    const Output o = run({QStringLiteral("games")});
    QCOMPARE(o.status, 0);
    const QString text = QString::fromUtf8(o.out);
    for (const char* expected : {"can-i-win", "--max    largest number that can be chosen: 1 to 20", "stone-game-ii", "stones",
             "prime", "--n      the starting number N: 2 to 10000", "--short-circuit on|off (default on)",
             "example: gametree solve stones --n 10 --moves 1,4"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList {} << "no command given";
    QTest::newRow("unknown game before its parameters") << QStringList {QStringLiteral("solve"), QStringLiteral("Prime"),
        QStringLiteral("--n"), QStringLiteral("7")} << "unknown game 'Prime'; the games: can-i-win";
    QTest::newRow("unknown command") << QStringList {QStringLiteral("dance")} << "unknown command 'dance'";
    QTest::newRow("no game") << QStringList {QStringLiteral("solve")} << "solve needs a game";
    QTest::newRow("unknown game") << QStringList {QStringLiteral("solve"), QStringLiteral("chess")} << "unknown game 'chess'";
    QTest::newRow("out of range") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("10001")} << "--n: 10001 is out of range; allowed: 2 to 10000";
    QTest::newRow("malformed list") << QStringList {QStringLiteral("solve"), QStringLiteral("stone-game-ii"),
        QStringLiteral("--piles"), QStringLiteral("2;7")}
                                    << "--piles: malformed list";
    QTest::newRow("foreign option") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--piles"), QStringLiteral("3")}
                                    << "unknown option --piles for prime; its parameters: --n";
    QTest::newRow("unknown option") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--colour")}
                                    << "unknown option --colour";
    QTest::newRow("missing value") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n")}
                                   << "Missing value after '--n'";
    QTest::newRow("memo maybe") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--memo"), QStringLiteral("maybe")}
                                << "--memo: 'maybe' is not allowed; use on or off";
    QTest::newRow("no short-circuit") << QStringList {QStringLiteral("solve"), QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("5"), QStringLiteral("--moves"), QStringLiteral("1"), QStringLiteral("--short-circuit"),
        QStringLiteral("on")} << "stones has no short-circuit";
    // Once accepted: the last of a repeated option counted, or an option that applies to nothing.
    QTest::newRow("a parameter twice") << QStringList {QStringLiteral("solve"), QStringLiteral("can-i-win"),
        QStringLiteral("--max"), QStringLiteral("10"), QStringLiteral("--max"), QStringLiteral("11"), QStringLiteral("--total"),
        QStringLiteral("11")} << "--max is given more than once ('10' and '11'); give it once";
    QTest::newRow("an option twice") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--max-calls"), QStringLiteral("10"), QStringLiteral("--max-calls"),
        QStringLiteral("11")} << "--max-calls is given more than once ('10' and '11')";
    QTest::newRow("two outputs") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("-o"), QStringLiteral("a.svg"), QStringLiteral("-o"), QStringLiteral("b.png")}
                                 << "-o is given more than once ('a.svg' and 'b.png')";
    QTest::newRow("a flag twice") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("--json"), QStringLiteral("--json")}
                                  << "--json is given more than once; give it once";
    QTest::newRow("two programs") << QStringList {QStringLiteral("solve"), QStringLiteral("--code"), QStringLiteral("a.cpp"),
        QStringLiteral("--code"), QStringLiteral("b.cpp")}
                                  << "--code is given more than once ('a.cpp' and 'b.cpp')";
    QTest::newRow("dpi of an SVG") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("-o"), QStringLiteral("x.svg"), QStringLiteral("--dpi"), QStringLiteral("100")}
                                   << "--dpi sets the resolution of a PNG; x.svg is not one";
    QTest::newRow("games with -o") << QStringList {QStringLiteral("games"), QStringLiteral("-o"), QStringLiteral("x.svg")}
                                   << "games takes no options, got -o";
    QTest::newRow("prepare-code with a word") << QStringList {QStringLiteral("prepare-code"), QStringLiteral("gnu++17")}
                                              << "prepare-code takes no arguments, got 'gnu++17'";
    QTest::newRow("prepare-code with --std") << QStringList {QStringLiteral("prepare-code"), QStringLiteral("--std"),
        QStringLiteral("gnu++17")} << "prepare-code takes no options, got --std";
    QTest::newRow("version with a word") << QStringList {QStringLiteral("--version"), QStringLiteral("extra")}
                                         << "--version takes no arguments, got 'extra'";
    QTest::newRow("steps backwards") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("-o"), QStringLiteral("d.pdf"), QStringLiteral("--steps"), QStringLiteral("3,2,1")}
                                     << "--steps: step 2 comes after step 3; list the steps in increasing order, each once";
    QTest::newRow("a step twice") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("-o"), QStringLiteral("d.pdf"), QStringLiteral("--steps"), QStringLiteral("2,2")}
                                  << "--steps: step 2 comes after step 2";
    QTest::newRow("no steps") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("4"), QStringLiteral("-o"), QStringLiteral("d.pdf"), QStringLiteral("--steps"), QStringLiteral("")}
                              << "--steps: the list is empty";
    QTest::newRow("a padded number") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral(" 10")} << "--n: ' 10' has a space or a line break in it";
    QTest::newRow("a number and a line break")
        << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7\n")}
        << "--n: '7\\n' has a space";
    QTest::newRow("a list with spaces") << QStringList {QStringLiteral("solve"), QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("5"), QStringLiteral("--moves"), QStringLiteral("1, 2")}
                                        << "--moves: '1, 2' has a space";
    QTest::newRow("a padded limit") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--max-calls"), QStringLiteral(" 10")}
                                    << "--max-calls: ' 10' is not allowed; use a whole number";
    QTest::newRow("bad budget") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--max-calls"), QStringLiteral("0")}
                                << "--max-calls: '0'";
    // 100 KB of a value is quoted by its ends, and the message still says what is allowed.
    QTest::newRow("a 100 KB value") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QString(100'000, u'9')} << "9999 is out of range; allowed: 2 to 10000";
    QTest::newRow("stray argument") << QStringList {QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("7")}
                                    << "unexpected argument '7'";
    QTest::newRow("values of a built-in game") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--values"), QStringLiteral("grundy")}
                                               << "--values applies to --code programs; the built-in games have fixed values";
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.out.isEmpty(), o.out.constData());
    const QString err = QString::fromUtf8(o.err);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(err.startsWith(QStringLiteral("gametree: ")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line, no command included: --help says more
    QVERIFY2(err.size() <= 10 + gt::kLongestMessage + 1, qPrintable(QString::number(err.size())));
}

namespace {
// A 64 KiB tmpfs in `dir`. Empty when it cannot be mounted (the test needs root).
QString mountSmallDisk(const QTemporaryDir& dir)
{
    const QString mountPoint = dir.filePath(QStringLiteral("full"));
    QDir().mkpath(mountPoint);
    if (QProcess::execute(QStringLiteral("mount"),
            {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64k"),
                QStringLiteral("tmpfs"), mountPoint})
        != 0)
        return {};
    return mountPoint;
}

// Fills the disk at `mountPoint` but for `room` bytes.
void fillDisk(const QString& mountPoint, qint64 room = 0)
{
    const QString path = mountPoint + QStringLiteral("/filler");
    QFile filler(path);
    if (filler.open(QIODevice::WriteOnly))
        while (filler.write(QByteArray(4096, 'x')) == 4096 && filler.flush()) { }
    filler.close();
    if (room > 0)
        QFile::resize(path, std::max<qint64>(0, QFileInfo(path).size() - room));
}

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

// On a full filesystem an export over an existing file fails with the system's reason and
// leaves the file as it was (it used to print "wrote", exit 0 and leave it empty).
void TestCli::fullDiskKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString mountPoint = mountSmallDisk(dir);
    if (mountPoint.isEmpty())
        QSKIP("a small tmpfs cannot be mounted here (the test needs root)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    const QString keep = mountPoint + QStringLiteral("/keep.svg");
    {
        QFile file(keep);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("the teacher's file\n");
    }
    fillDisk(mountPoint);
    for (const QString& name : {keep, mountPoint + QStringLiteral("/new.pdf")}) {
        const Output o = run({QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
            QStringLiteral("-o"), name});
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains("No space left on device"), o.err.constData());
        QVERIFY2(o.out.isEmpty(), o.out.constData());
    }
    QCOMPARE(contentsOf(keep), QByteArray("the teacher's file\n"));
    QVERIFY(!QFile::exists(mountPoint + QStringLiteral("/new.pdf")));
    QCOMPARE(QDir(mountPoint).entryList(QDir::Files).size(), 2); // no temporary file left behind
}

// A deck that runs out of room part way leaves the earlier deck, a PDF or a folder of SVGs, as
// it was, and nothing of its own (it used to leave slides 1-4 of the new deck).
void TestCli::fullDiskKeepsTheOldDeck()
{
    QTemporaryDir dir;
    const QString mountPoint = mountSmallDisk(dir);
    if (mountPoint.isEmpty())
        QSKIP("a small tmpfs cannot be mounted here (the test needs root)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    const QString folder = mountPoint + QStringLiteral("/deck");
    const QString pdf = mountPoint + QStringLiteral("/deck.pdf");
    QVERIFY(QDir().mkdir(folder));
    for (const QString& path : {folder + QStringLiteral("/slide-001.svg"), folder + QStringLiteral("/slide-002.svg"), pdf}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old " + path.toUtf8());
    }
    fillDisk(mountPoint, 24 * 1024); // room for a few slides, not for the deck
    for (const QString& target : {folder, folder + QStringLiteral("/"), pdf}) {
        const Output o = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
            QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"),
            QStringLiteral("-o"), target});
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains("No space left on device"), o.err.constData());
    }
    QCOMPARE(
        QDir(folder).entryList(QDir::Files), QStringList({QStringLiteral("slide-001.svg"), QStringLiteral("slide-002.svg")}));
    QCOMPARE(contentsOf(folder + QStringLiteral("/slide-002.svg")),
        (QStringLiteral("old ") + folder + QStringLiteral("/slide-002.svg")).toUtf8());
    QCOMPARE(contentsOf(pdf), (QStringLiteral("old ") + pdf).toUtf8());
    QCOMPARE(QDir(mountPoint).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList({QStringLiteral("deck"), QStringLiteral("deck.pdf"),
            QStringLiteral("filler")})); // no temporary file or folder left behind
}

// `trace --json > t.json` on a full disk: exit 2 and a line saying so (it exited 0 leaving 244 KB
// of a 1 MB JSON). tst_cli_guards writes into /dev/full; this is the disk the user has.
void TestCli::fullDiskStandardOutputFails()
{
    QTemporaryDir dir;
    const QString mountPoint = mountSmallDisk(dir);
    if (mountPoint.isEmpty())
        QSKIP("a small tmpfs cannot be mounted here (the test needs root)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    fillDisk(mountPoint, 16 * 1024);
    QProcess process;
    process.setStandardOutputFile(mountPoint + QStringLiteral("/t.json"));
    process.start(m_bin,
        {QStringLiteral("trace"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("9299"),
            QStringLiteral("--json")});
    QVERIFY(process.waitForFinished(300000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(
        err, QByteArray("gametree: cannot write to standard output: No space left on device; what it shows is incomplete\n"));
}

// What a user types is printed as typed: never read as a placeholder by a chain of arg()s, and
// a line break in it does not start a second line.
void TestCli::userTextIsNeverAFormat()
{
    const Output huge = run({QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QString(100'000, u'9')});
    QVERIFY2(huge.err.startsWith("gametree: --n: 9999") && huge.err.contains("9999 … 9999"), huge.err.constData());
    QVERIFY2(huge.err.size() < 1100, qPrintable(QString::number(huge.err.size())));
    const Output limit = run({QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--max-calls"), QStringLiteral("%1")});
    QCOMPARE(limit.status, 2);
    QVERIFY2(limit.err.contains("'%1' is not allowed; use a whole number from 1 to 10000000000"), limit.err.constData());
    QTemporaryDir dir;
    const QString odd = dir.filePath(QStringLiteral("a%1b.svg"));
    const Output wrote = run({QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("-o"), odd});
    QCOMPARE(wrote.status, 0);
    QVERIFY2(QString::fromUtf8(wrote.out).contains(QStringLiteral("a%1b.svg: 4 of 4 calls drawn")), wrote.out.constData());
    QVERIFY(QFile::exists(odd));
    const Output list = run({QStringLiteral("solve"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,%2,x\ny")});
    QCOMPARE(list.status, 2);
    QCOMPARE(list.err.count('\n'), 1);
    QVERIFY2(list.err.contains("%2") && list.err.contains("\\n"), list.err.constData());
}

namespace {
// Every file under `folder` with its bytes' hash, by path from `folder`.
QMap<QString, QByteArray> filesUnder(const QString& folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            files[QDir(folder).relativeFilePath(path)] = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha1);
    }
    return files;
}
} // namespace

void TestCli::interruptedDeckLeavesNothing_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("pdf");
    QTest::newRow("Ctrl+C") << int(SIGINT) << false;
    QTest::newRow("SIGTERM") << int(SIGTERM) << false;
    QTest::newRow("SIGKILL, cleared by the next run") << int(SIGKILL) << false;
    QTest::newRow("PDF, Ctrl+C") << int(SIGINT) << true;
    QTest::newRow("PDF, SIGKILL") << int(SIGKILL) << true;
}

// A deck stopped while its slides are written: once 671 slides (1.6 GB) were left in a hidden
// ".deck-XXXXXX/deck/" beside the folder. A PDF is written into a file with no name (QSaveFile
// uses O_TMPFILE) that no signal can leave behind, and the old PDF stays as it was.
void TestCli::interruptedDeckLeavesNothing()
{
    QFETCH(int, signal);
    QFETCH(bool, pdf);
    QTemporaryDir dir;
    QVERIFY(QFile(dir.filePath(QStringLiteral("mine.txt"))).open(QIODevice::WriteOnly));
    const QString oldPdf = dir.filePath(QStringLiteral("deck.pdf"));
    if (pdf) {
        QFile old(oldPdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old deck");
    }
    const QStringList deck {QStringLiteral("slides"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("12"),
        QStringLiteral("--total"), QStringLiteral("40"), QStringLiteral("--every"), QStringLiteral("31"), QStringLiteral("-o"),
        pdf ? oldPdf : dir.filePath(QStringLiteral("deck")) + QStringLiteral("/")};
    QProcess process;
    process.start(m_bin, deck);
    QVERIFY(process.waitForStarted());
    // Stopped once its first slides are written (980 in all take seconds), or once the PDF's
    // unnamed file beside the old one is open.
    QElapsedTimer waited;
    waited.start();
    const auto slidesWritten = [&] {
        const QMap<QString, QByteArray> files = filesUnder(dir.path());
        return std::count_if(
            files.keyBegin(), files.keyEnd(), [](const QString& f) { return f.endsWith(QStringLiteral(".svg")); });
    };
    const auto pdfOpen = [&] {
        const QString fds = QStringLiteral("/proc/%1/fd").arg(process.processId());
        for (const QFileInfo& fd : QDir(fds).entryInfoList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
            if (fd.symLinkTarget().startsWith(dir.path() + QStringLiteral("/"))
                && !fd.symLinkTarget().endsWith(QStringLiteral("/deck.pdf")))
                return true;
        return false;
    };
    bool writing = false; // seen from the files: QProcess's state is not updated without an event loop
    while (!(writing = pdf ? pdfOpen() : slidesWritten() >= 3) && !waited.hasExpired(60000))
        QThread::msleep(pdf ? 1 : 10);
    QVERIFY2(writing, "the deck was not seen being written");
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    const auto entries = [&] { return QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot); };
    if (pdf) {
        QCOMPARE(entries(), QStringList({QStringLiteral("deck.pdf"), QStringLiteral("mine.txt")}));
        QCOMPARE(contentsOf(oldPdf), QByteArray("the old deck"));
        return;
    }
    if (signal == SIGKILL) { // no handler runs: the next deck written beside it, any deck, finds the folder
        QCOMPARE(entries().size(), 2);
        const Output next = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
            QStringLiteral("--steps"), QStringLiteral("3"), QStringLiteral("-o"),
            dir.filePath(QStringLiteral("other")) + QStringLiteral("/")});
        QCOMPARE(next.status, 0);
        QCOMPARE(entries(), QStringList({QStringLiteral("mine.txt"), QStringLiteral("other")}));
        return;
    }
    QCOMPARE(entries(), QStringList({QStringLiteral("mine.txt")}));
}

// A deck that cannot be put in place over an older one leaves every old slide as it was: once
// slides 001-009 were the new run's and 011-030 the old one's.
void TestCli::failedDeckLeavesTheOldOneWhole()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("deck"));
    const QStringList prime7 {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"),
        QStringLiteral("-o"), folder + QStringLiteral("/")};
    QCOMPARE(run(prime7 + QStringList {QStringLiteral("--steps"), QStringLiteral("1,2,3,4,5,6,7,8,9")}).status, 0);
    QVERIFY(
        QDir(folder).mkpath(QStringLiteral("slide-010.svg"))); // the user's folder, under the name of the new deck's 10th slide
    QVERIFY(QFile(folder + QStringLiteral("/slide-010.svg/keep.txt")).open(QIODevice::WriteOnly));
    const QMap<QString, QByteArray> before = filesUnder(dir.path());
    QCOMPARE(before.size(), 10);
    const Output o = run(prime7);
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("slide-010.svg: it is not a file"), o.err.constData());
    QCOMPARE(filesUnder(dir.path()), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList({QStringLiteral("deck")}));
    // With the way clear, the 30 new slides replace the 9 old ones whole.
    QVERIFY(QDir(folder + QStringLiteral("/slide-010.svg")).removeRecursively());
    QCOMPARE(run(prime7).status, 0);
    QCOMPARE(QDir(folder).entryList({QStringLiteral("slide-*.svg")}).size(), 30);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList({QStringLiteral("deck")}));
}

// A deck's folder where a file stands, or a picture where a folder stands, is refused before any
// solving or drawing (can-i-win 12/40 takes seconds to draw; the refusal is at once).
void TestCli::destinationIsCheckedFirst()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("deck"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const Output slides = run({QStringLiteral("slides"), QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("12"), QStringLiteral("--total"), QStringLiteral("40"), QStringLiteral("--every"), QStringLiteral("1"),
        QStringLiteral("-o"), file + QStringLiteral("/")});
    QCOMPARE(slides.status, 2);
    QVERIFY2(slides.err.contains("a file of that name exists"), slides.err.constData());
    QCOMPARE(QFileInfo(file).size(), 0); // left as it was
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("tree.png")));
    const Output picture
        = run({QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("12"),
            QStringLiteral("--total"), QStringLiteral("40"), QStringLiteral("-o"), dir.filePath(QStringLiteral("tree.png"))});
    QCOMPARE(picture.status, 2);
    QVERIFY2(picture.err.contains("that is a folder"), picture.err.constData());
    // Counts agree in number.
    const QString one = dir.filePath(QStringLiteral("one")) + QStringLiteral("/");
    const Output single = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--steps"), QStringLiteral("8"), QStringLiteral("-o"), one});
    QCOMPARE(single.status, 0);
    QCOMPARE(single.out, (QStringLiteral("wrote ") + one + QStringLiteral(": 1 slide\n")).toUtf8());
    const Output two = run(
        {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--steps"),
            QStringLiteral("3,8"), QStringLiteral("-o"), dir.filePath(QStringLiteral("two")) + QStringLiteral("/")});
    QVERIFY2(two.out.endsWith(": 2 slides\n"), two.out.constData());
}

// A name that points at a device (through a symbolic link) is refused, not replaced by a file.
void TestCli::deviceIsNotReplaced()
{
    QTemporaryDir dir;
    const QString link = dir.filePath(QStringLiteral("picture.svg"));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), link));
    const Output o = run({QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("-o"), link});
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("not a regular file"), o.err.constData());
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile()); // still the device
}

void TestCli::budgetExitStatus()
{
    const Output o = run({QStringLiteral("solve"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("20"),
        QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--memo"), QStringLiteral("off"),
        QStringLiteral("--max-calls"), QStringLiteral("1000000")});
    QCOMPARE(o.status, 3);
    QVERIFY(o.out.isEmpty());
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("too large: the run needs more than 1,000,000 calls")));
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("turn the memo on"))); // it is off
    const Output on = run({QStringLiteral("solve"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("20"),
        QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--max-calls"), QStringLiteral("1000")});
    QCOMPARE(on.status, 3);
    QVERIFY2(!on.err.contains("turn the memo on") && on.err.contains("raise --max-calls"), on.err.constData());
}

void TestCli::exportWritesTheArticleFigure()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prime7.svg"));
    const Output o = run(
        {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"),
            QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("-o"), path});
    QCOMPARE(o.status, 0);
    QVERIFY2(o.err.isEmpty(), o.err.constData());
    QVERIFY(QString::fromUtf8(o.out).contains(QStringLiteral("15 of 15 calls drawn")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QCOMPARE(svg.count("<g id=\"call-"), 15);
    QCOMPARE(svg.count(" repeat\""), 2); // the class list of the two repeated calls
}

void TestCli::exportFitsAPage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("size"); // the SVG's width and height: the page's
    QTest::newRow("default: a slide") << QStringList {QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("10"),
        QStringLiteral("--total"), QStringLiteral("11")}
                                      << "width=\"960pt\" height=\"540pt\"";
    QTest::newRow("a4") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("9299"),
        QStringLiteral("--fit"), QStringLiteral("a4")}
                        << "width=\"842pt\" height=\"595pt\"";
    QTest::newRow("none: the whole picture") << QStringList {QStringLiteral("can-i-win"), QStringLiteral("--max"),
        QStringLiteral("10"), QStringLiteral("--total"), QStringLiteral("11"), QStringLiteral("--fit"), QStringLiteral("none")}
                                             << "width=\"";
}

void TestCli::exportFitsAPage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.svg"));
    const Output o = run(QStringList {QStringLiteral("export")} + args + QStringList {QStringLiteral("-o"), path});
    QCOMPARE(o.status, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY2(svg.contains(size), qPrintable(svg.left(300)));
    const QRegularExpressionMatch width = QRegularExpression(QStringLiteral("<svg[^>]* width=\"([0-9.]+)pt\"")).match(svg);
    QVERIFY(width.hasMatch());
    if (args.contains(QStringLiteral("none")))
        QVERIFY2(width.captured(1).toDouble() > 10000, qPrintable(width.captured(1))); // 344 calls side by side
    else
        QVERIFY(svg.contains(QStringLiteral("“+k moves” nodes"))
            || svg.contains(QStringLiteral("+N calls"))); // the title says what was left out
}

void TestCli::exportBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    const QStringList prime {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off")};
    QTest::newRow("no such folder") << (prime + QStringList {QStringLiteral("-o")}) << "no-such-dir/tree.svg"
                                    << "does not exist";
    QTest::newRow("a folder, not a file") << (prime + QStringList {QStringLiteral("-o")}) << "."
                                          << "that is a folder; give a file name";
    QTest::newRow("unknown extension") << (prime + QStringList {QStringLiteral("-o")}) << "tree.jpg"
                                       << "unknown extension '.jpg'; use .svg, .png, .pdf, .dot or .html";
    QTest::newRow("step past the end") << (prime
        + QStringList {QStringLiteral("--step"), QStringLiteral("31"), QStringLiteral("-o")})
                                       << "tree.svg"
                                       << "--step 31 is past the end; allowed: 1 to 30";
    QTest::newRow("no output") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7")} << ""
                               << "export needs -o FILE";
    QTest::newRow("bad palette") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--palette"), QStringLiteral("neon"), QStringLiteral("-o")}
                                 << "t.svg"
                                 << "--palette: 'neon' is not allowed; use default, colorblind, print";
    QTest::newRow("huge png, refused before the layout") << QStringList {QStringLiteral("export"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("9299"), QStringLiteral("--fit"), QStringLiteral("none"), QStringLiteral("-o")}
                                                         << "big.png"
                                                         << "the PNG would be";
    QTest::newRow("PNG past 100 million pixels, refused up front unless forced")
        << QStringList {QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("16"),
               QStringLiteral("--total"), QStringLiteral("100"), QStringLiteral("--fit"), QStringLiteral("none"),
               QStringLiteral("--max-nodes"), QStringLiteral("20000"), QStringLiteral("--dpi"), QStringLiteral("72"),
               QStringLiteral("-o")}
        << "big.png"
        << "the PNG would be 480480 x 288 pixels (138 million, 554 MB in memory), more than 100 million; lower --dpi or "
           "--max-nodes, export SVG or PDF, or add --force";
    QTest::newRow("PNG past 400 million pixels, even forced")
        << QStringList {QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("16"),
               QStringLiteral("--total"), QStringLiteral("100"), QStringLiteral("--fit"), QStringLiteral("none"),
               QStringLiteral("--max-nodes"), QStringLiteral("20000"), QStringLiteral("--force"), QStringLiteral("-o")}
        << "big.png"
        << "(554 million, 2.2 GB in memory), more than 400 million; lower --dpi or --max-nodes, or export SVG or PDF";
    QTest::newRow("too many slides") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("9299"), QStringLiteral("--every"), QStringLiteral("1"), QStringLiteral("-o")}
                                     << "deck.pdf"
                                     << "54,190 slides is too many (at most 1,000); use --every or --steps";
    QTest::newRow("bad fit") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--fit"), QStringLiteral("a3"), QStringLiteral("-o")}
                             << "t.svg"
                             << "--fit: 'a3' is not allowed; use slide, a4 or none";
    QTest::newRow("bad view") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--view"), QStringLiteral("graph"), QStringLiteral("-o")}
                              << "t.svg"
                              << "--view: 'graph' is not allowed; use tree, dag, icicle or table";
    QTest::newRow("compare what") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("speed"), QStringLiteral("-o")}
                                  << "t.svg"
                                  << "--compare: 'speed' is not allowed; use memo or short-circuit";
    QTest::newRow("compare and set") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("--memo"), QStringLiteral("on"),
        QStringLiteral("-o")} << "t.svg"
                                     << "--memo with --compare memo: the comparison draws it off and on";
    QTest::newRow("compare state graphs") << QStringList {QStringLiteral("export"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("--view"),
        QStringLiteral("dag"), QStringLiteral("-o")}
                                          << "t.svg"
                                          << "--compare draws call trees or icicles: leave out --view dag";
    QTest::newRow("compare a step") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("--step"), QStringLiteral("3"),
        QStringLiteral("-o")} << "t.svg"
                                    << "--step with --compare";
    QTest::newRow("compare into dot") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o")}
                                      << "t.dot"
                                      << "--compare writes .svg, .png or .pdf, not .dot";
    QTest::newRow("compare a short-circuit the game has not") << QStringList {QStringLiteral("export"),
        QStringLiteral("stone-game-ii"), QStringLiteral("--piles"), QStringLiteral("2,7,9"), QStringLiteral("--compare"),
        QStringLiteral("short-circuit"), QStringLiteral("-o")} << "t.svg"
                                                              << "--compare short-circuit: stone-game-ii has no short-circuit";
    QTest::newRow("compare on slides") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o")}
                                       << "deck"
                                       << "--compare and the other views are for export";
    QTest::newRow("icicle as DOT") << (prime
        + QStringList {QStringLiteral("--view"), QStringLiteral("icicle"), QStringLiteral("-o")})
                                   << "icicle.dot"
                                   << "an icicle has no graph to write as DOT; use .svg, .png or .pdf";
    QTest::newRow("icicle at a step") << (prime
        + QStringList {QStringLiteral("--view"), QStringLiteral("icicle"), QStringLiteral("--step"), QStringLiteral("3"),
            QStringLiteral("-o")}) << "icicle.svg"
                                      << "--step is not an option of --view icicle, which draws every call of the run";
    QTest::newRow("export option elsewhere") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--palette"), QStringLiteral("print")}
                                             << ""
                                             << "--palette is an option of export, not of solve";
    const QString twoPages = QStringLiteral("--worksheet writes two pages, the worksheet and its answer key: use -o FILE.pdf");
    for (const char* file : {"sheet.svg", "sheet.png", "sheet.dot"})
        QTest::newRow(qPrintable(QStringLiteral("worksheet as %1").arg(QLatin1String(file))))
            << (prime + QStringList {QStringLiteral("--worksheet"), QStringLiteral("-o")}) << file << twoPages;
    QTest::newRow("worksheet of a state graph") << (prime
        + QStringList {QStringLiteral("--worksheet"), QStringLiteral("--view"), QStringLiteral("dag"), QStringLiteral("-o")})
                                                << "s.pdf"
                                                << "--worksheet draws the call tree of one run: not --view dag, icicle or table";
    QTest::newRow("worksheet comparison") << (prime
        + QStringList {QStringLiteral("--worksheet"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o")})
                                          << "s.pdf"
                                          << "--compare";
    QTest::newRow("worksheet unfitted") << (prime
        + QStringList {QStringLiteral("--worksheet"), QStringLiteral("--fit"), QStringLiteral("none"), QStringLiteral("-o")})
                                        << "s.pdf"
                                        << "--worksheet fits its pages: use --fit a4";
    QTest::newRow("worksheet slides") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--worksheet"), QStringLiteral("-o")}
                                      << "deck.pdf"
                                      << "--worksheet is an option of export, not of slides";
    const QString deckNames
        = QStringLiteral("a deck is a PDF (a name ending in .pdf) or a folder of SVGs (a name ending in /, or a folder "
                         "that exists)");
    for (const char* name : {"deck.svg", "-", "deck"})
        QTest::newRow(qPrintable(QStringLiteral("slides -o %1").arg(QLatin1String(name)))) << QStringList {
            QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
            QStringLiteral("-o")} << name << deckNames;
    QTest::newRow("worksheet elsewhere") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--worksheet")}
                                         << ""
                                         << "--worksheet is an option of export, not of solve";
    QTest::newRow("worksheet past the end") << (prime
        + QStringList {QStringLiteral("--worksheet"), QStringLiteral("--step"), QStringLiteral("31"), QStringLiteral("-o")})
                                            << "s.pdf"
                                            << "--step 31 is past the end; allowed: 1 to 30";
}

// --worksheet: a PDF of two A4 pages, the worksheet (states, no values) and its answer key.
void TestCli::exportWorksheet_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("page"); // A4, turned the way that shows more calls
    const QStringList prime {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"),
        QStringLiteral("--worksheet")};
    const QStringList stones {QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--worksheet")};
    QTest::newRow("prime 7") << prime << "N=4, second player"
                             << "= Lose · 1st loses"
                             << "842 x 595";
    QTest::newRow("prime 7 at step 12") << (prime + QStringList {QStringLiteral("--step"), QStringLiteral("12")})
                                        << "N=2, second player"
                                        << "= Win · 1st wins"
                                        << "842 x 595";
    QTest::newRow("stones in Korean, a deep tree")
        << (stones + QStringList {QStringLiteral("--lang"), QStringLiteral("ko")}) << "n=6"
        << "= 5 · 선공 5개"
        << "595 x 842";
}

void TestCli::exportWorksheet()
{
    QFETCH(QStringList, args);
    QFETCH(QString, state);
    QFETCH(QString, value);
    QFETCH(QString, page);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    const Output o = run(args << QStringLiteral("-o") << path);
    QCOMPARE(o.status, 0);
    QVERIFY2(QString::fromUtf8(o.out).startsWith(args.contains(QStringLiteral("ko"))
                     ? QStringLiteral("")
                     : QStringLiteral("wrote ") + path + QStringLiteral(": a worksheet with ")),
        o.out.constData());
    const QString info = pdfInfo(path);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+2\\n"))), qPrintable(info));
    QVERIFY2(
        info.contains(QRegularExpression(QStringLiteral("Page size:\\s+") + page + QStringLiteral(" pts"))), qPrintable(info));
    const QString sheet = pdfPageText(path, 1), key = pdfPageText(path, 2);
    QVERIFY2(sheet.contains(state), qPrintable(sheet));
    QVERIFY2(!sheet.contains(value), qPrintable(sheet));
    QVERIFY2(key.contains(state) && key.contains(value), qPrintable(key));
}

void TestCli::exportBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    if (!file.isEmpty())
        args << dir.filePath(file);
    const Output o = run(args);
    QCOMPARE(o.status, 2);
    QVERIFY(o.out.isEmpty());
    QVERIFY2(QString::fromUtf8(o.err).contains(message), o.err.constData());
    QCOMPARE(QString::fromUtf8(o.err).count(QLatin1Char('\n')), 1);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList()); // nothing written
}

void TestCli::exportComparesTwoRuns_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("onPanel");
    QTest::newRow("stones, memo") << QStringList {QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--compare"), QStringLiteral("memo")}
                                  << "49 calls vs 18 calls: 31 saved by the memo"
                                  << "memo on: 18 calls, 6 from the memo";
    QTest::newRow("prime 7, memo") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("--compare"), QStringLiteral("memo")}
                                   << "15 calls vs 14 calls: 1 saved by the memo"
                                   << "memo on: 14 calls, 1 from the memo";
    QTest::newRow("prime 7, short-circuit") << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--compare"), QStringLiteral("short-circuit")}
                                            << "15 calls vs 4 calls: 11 saved by the short-circuit"
                                            << "short-circuit on: 4 calls";
}

// Two panels under one title with the counts of each; every node keeps its tooltip and a unique id.
void TestCli::exportComparesTwoRuns()
{
    QFETCH(QStringList, args);
    QFETCH(QString, summary);
    QFETCH(QString, onPanel);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compare.svg"));
    const Output o = run(QStringList {QStringLiteral("export")} + args + QStringList {QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    QVERIFY(QString::fromUtf8(o.out).contains(summary));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains(QStringLiteral("width=\"960pt\" height=\"540pt\"")));
    QVERIFY(svg.contains(summary));
    QVERIFY(svg.contains(onPanel));
    QVERIFY(svg.contains(QStringLiteral("id=\"off-call-0\"")) && svg.contains(QStringLiteral("id=\"on-call-0\"")));
    const QRegularExpression group(QStringLiteral("<g id=\"([^\"]+)\"[^>]*>\\s*<title>[^<]+</title>"));
    QSet<QString> ids;
    int groups = 0;
    for (auto m = group.globalMatch(svg); m.hasNext(); ++groups)
        ids.insert(m.next().captured(1));
    QCOMPARE(svg.count(QStringLiteral("<g id=")), groups); // each node group has its title
    QCOMPARE(ids.size(), groups);                          // and an id of its own
    QVERIFY(groups >= 8);
}

void TestCli::exportIcicle_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("said");
    QTest::addColumn<int>("calls");     // drawn one by one
    QTest::addColumn<QString>("label"); // inside a call's rectangle
    QTest::newRow("prime 7, the article's figure")
        << QStringList {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"),
               QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off")}
        << "an icicle of 15 calls, 15 drawn" << 15 << "N=2, second player";
    QTest::newRow("stones 10;1,4 in Japanese") << QStringList {QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("10"), QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--lang"), QStringLiteral("ja")}
                                               << "18" << 18 << "n=9";
    QTest::newRow("a chain 10,001 calls deep") << QStringList {QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("10000"), QStringLiteral("--moves"), QStringLiteral("1")}
                                               << "an icicle of 10001 calls" << 86 << "";
}

// Every call of a small run is a rectangle, labelled where it fits; the root spans the icicle.
void TestCli::exportIcicle()
{
    QFETCH(QStringList, args);
    QFETCH(QString, said);
    QFETCH(int, calls);
    QFETCH(QString, label);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("icicle.svg"));
    const Output o = run(QStringList {QStringLiteral("export")} + args
        + QStringList {QStringLiteral("--view"), QStringLiteral("icicle"), QStringLiteral("-o"), path});
    QCOMPARE(o.status, 0);
    QVERIFY2(o.err.isEmpty(), o.err.constData());
    QVERIFY2(QString::fromUtf8(o.out).contains(said), o.out.constData());
    const IcicleSvg svg = readIcicleSvg(path);
    QCOMPARE(svg.calls, calls);
    QCOMPARE(svg.aggregates, 0);
    QCOMPARE(svg.root.left(), svg.whole.left());
    QCOMPARE(svg.root.right(), svg.whole.right());
    QCOMPARE(svg.root.top(), svg.whole.top());
    if (!label.isEmpty())
        QVERIFY2(svg.labels.contains(label), qPrintable(svg.labels.join(QStringLiteral(" | "))));
}

// The picture of the saving: both runs as icicles at one scale, every call of both drawn.
void TestCli::exportComparesIcicles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saving.svg"));
    const Output o = run({QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--compare"), QStringLiteral("memo"),
        QStringLiteral("--view"), QStringLiteral("icicle"), QStringLiteral("-o"), path});
    QVERIFY2(o.status == 0, o.err.constData());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains(QStringLiteral("49 calls vs 18 calls: 31 saved by the memo")));
    QCOMPARE(svg.count(QStringLiteral("id=\"off-call-")), 49);
    QCOMPARE(svg.count(QStringLiteral("id=\"on-call-")), 18);
    auto rootWidth = [&](const QString& prefix) {
        const QRegularExpression root(
            QStringLiteral("<rect id=\"") + prefix + QStringLiteral("call-0\"[^>]* width=\"([0-9.]+)\""));
        return root.match(svg).captured(1).toDouble();
    };
    const double off = rootWidth(QStringLiteral("off-")), on = rootWidth(QStringLiteral("on-"));
    QVERIFY(off > 500);
    QVERIFY2(std::abs(on - off * 18 / 49) <= 1.0, qPrintable(QStringLiteral("%1 vs %2").arg(on).arg(off))); // one scale
}

void TestCli::help()
{
    const Output o = run({QStringLiteral("solve"), QStringLiteral("stones"), QStringLiteral("--help")});
    QCOMPARE(o.status, 0);
    const QString text = QString::fromUtf8(o.out);
    QVERIFY(text.contains(QStringLiteral("--moves <MOVES>")));
    QVERIFY(text.contains(QStringLiteral("--memo <on|off>")));
    QVERIFY(text.contains(QStringLiteral("strictly increasing")));
}

void TestCli::helpIsInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("usage");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("\u4f7f\u3044\u65b9: ");        // 使い方
    QTest::newRow("ko") << QStringLiteral("ko") << QStringLiteral("\uc0ac\uc6a9 \ubc29\ubc95: "); // 사용 방법
}

// `--help --lang ja|ko` has no English sentence: once the syntax is taken out (options, their
// <VALUES>, [optional parts], FILE.svg, hyphenated keywords), the only Latin words left are the
// commands and the values an option takes, which are typed as they are, and names.
void TestCli::helpIsInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, usage);
    const Output o = run({QStringLiteral("--help"), QStringLiteral("--lang"), language});
    QCOMPARE(o.status, 0);
    QString text = QString::fromUtf8(o.out);
    QVERIFY2(text.startsWith(usage), qPrintable(text.left(80)));
    for (const QString& english : {QStringLiteral("Usage:"), QStringLiteral("Options:"), QStringLiteral("Arguments:"),
             QStringLiteral("Displays"), QStringLiteral("command game")})
        QVERIFY2(!text.contains(english), qPrintable(english));
    static const QRegularExpression syntax(
        QStringLiteral(R"(\[[^\]]*\]|<[^>]*>|-{1,2}[\w-]+|\.\w+|\S*[\w][-._/|@+][\w.|/+-]*|[A-Z]{2,}\w*|^gametree .*$)"),
        QRegularExpression::MultilineOption);
    text.remove(syntax);
    const QSet<QString> typedAsTheyAre {QStringLiteral("gametree"), QStringLiteral("games"), QStringLiteral("solve"),
        QStringLiteral("trace"), QStringLiteral("export"), QStringLiteral("slides"), QStringLiteral("play"),
        QStringLiteral("tree"), QStringLiteral("dag"), QStringLiteral("icicle"), QStringLiteral("table"),
        QStringLiteral("recursion"), QStringLiteral("default"), QStringLiteral("colorblind"), QStringLiteral("print"),
        QStringLiteral("contrast"), QStringLiteral("slide"), QStringLiteral("none"), QStringLiteral("plain"),
        QStringLiteral("negamax"), QStringLiteral("grundy"), QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko"),
        QStringLiteral("on"), QStringLiteral("off"), QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("pt"),
        QStringLiteral("dpi"),
        // names: of languages, sites, a library, a unit, and the functions a program is called by
        QStringLiteral("Python"), QStringLiteral("python"), QStringLiteral("pypy"), QStringLiteral("LeetCode"),
        QStringLiteral("AtCoder"), QStringLiteral("Library"), QStringLiteral("MiB"), QStringLiteral("main"),
        QStringLiteral("stoneGame")};
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    QStringList english;
    for (const QRegularExpressionMatch& match : word.globalMatch(text))
        if (!typedAsTheyAre.contains(match.captured()))
            english << match.captured();
    QVERIFY2(english.isEmpty(), qPrintable(english.join(u' ')));
}

void TestCli::slideDecks()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
    Output o = run(
        {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"),
            QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("-o"), pdf});
    QCOMPARE(o.status, 0);
    QVERIFY(QString::fromUtf8(o.out).contains(QStringLiteral("30 slides")));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.waitForFinished(30000));
    QVERIFY(QString::fromUtf8(info.readAllStandardOutput()).contains(QRegularExpression(QStringLiteral("Pages:\\s+30\\n"))));

    // A folder is named with a '/' at the end, or exists; a deck into it replaces an earlier,
    // longer one whole (stale slides went on showing in a file browser) and leaves the rest.
    const QString folder = dir.filePath(QStringLiteral("deck"));
    o = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"),
        QStringLiteral("-o"), folder + QStringLiteral("/")});
    QCOMPARE(o.status, 0);
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.svg")}).size(), 30);
    QVERIFY(QFile(folder + QStringLiteral("/notes.txt")).open(QIODevice::WriteOnly));
    o = run({QStringLiteral("slides"), QStringLiteral("stones"), QStringLiteral("--n"), QStringLiteral("10"),
        QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--steps"), QStringLiteral("1,20,36"),
        QStringLiteral("-o"), folder});
    QCOMPARE(o.status, 0);
    QCOMPARE(QDir(folder).entryList(QDir::Files),
        QStringList({QStringLiteral("notes.txt"), QStringLiteral("slide-001.svg"), QStringLiteral("slide-002.svg"),
            QStringLiteral("slide-003.svg")}));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList({QStringLiteral("deck"), QStringLiteral("deck.pdf")}));
    QFile second(folder + QStringLiteral("/slide-002.svg"));
    QVERIFY(second.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(second.readAll());
    // The narration of step 20, read across the lines it wraps into.
    const QString words = QString(svg).remove(QRegularExpression(QStringLiteral("<[^>]*>"))).simplified();
    QVERIFY(words.contains(QStringLiteral("n=1 was solved before (call #9): returns 1 from the memo.")));
    QVERIFY(svg.contains(QStringLiteral("Call stack")));
    QVERIFY(svg.contains(QStringLiteral("step 20 of 36")));

    o = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--steps"), QStringLiteral("2,99"), QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf"))});
    QCOMPARE(o.status, 2);
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("--steps: '99' is not a step of this run; allowed: 1 to 8")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
    o = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--every"), QStringLiteral("2"), QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("-o"),
        dir.filePath(QStringLiteral("x.pdf"))});
    QCOMPARE(o.status, 2);
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("give --every or --steps, not both")));
    o = run({QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7")});
    QCOMPARE(o.status, 2);
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("slides needs -o DECK.pdf or -o FOLDER")));
}

void TestCli::languages()
{
    Output o = run({QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("10001"),
        QStringLiteral("--lang"), QStringLiteral("ja")});
    QCOMPARE(o.status, 2);
    QCOMPARE(QString::fromUtf8(o.err), QStringLiteral("gametree: --n：10001 は範囲外です。使える値：2〜10000\n"));
    o = run({QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("10001"),
        QStringLiteral("--lang=ko")});
    QCOMPARE(QString::fromUtf8(o.err), QStringLiteral("gametree: --n: 10001 값은 범위를 벗어났습니다. 허용 범위: 2~10000\n"));
    // Options every command shares may stand before the command.
    o = run({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("solve"), QStringLiteral("prime"),
        QStringLiteral("--n"), QStringLiteral("10001")});
    QCOMPARE(QString::fromUtf8(o.err), QStringLiteral("gametree: --n：10001 は範囲外です。使える値：2〜10000\n"));
    o = run({QStringLiteral("--lang=ko"), QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"),
        QStringLiteral("off"), QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--json")});
    QCOMPARE(o.status, 0);
    QCOMPARE(QJsonDocument::fromJson(o.out).object()[QStringLiteral("calls")].toInt(), 15); // the article's figure
    o = run({QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(o.status, 2);
    QVERIFY(QString::fromUtf8(o.err).contains(QStringLiteral("--lang: 'fr' is not allowed; use en, ja or ko")));

    QTemporaryDir dir;
    o = run({QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off"),
        QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("-o"), dir.filePath(QStringLiteral("ja.svg"))});
    QCOMPARE(o.status, 0);
    QFile svg(dir.filePath(QStringLiteral("ja.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    QVERIFY(text.contains(QStringLiteral("N=7・先手")));
    QVERIFY(text.contains(QStringLiteral("先手必勝")));         // the legend, in the seeds' words
    QVERIFY(text.contains(QStringLiteral("Noto Sans CJK JP"))); // a font with the glyphs
}

void TestCli::studioFindsTheGameAfterOptions_data()
{
    QTest::addColumn<QStringList>("args"); // "FILE" stands for the screenshot's path
    QTest::newRow("game first") << QStringList {QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("4"),
        QStringLiteral("--total"), QStringLiteral("6"), QStringLiteral("--lang"), QStringLiteral("ja"),
        QStringLiteral("--screenshot"), QStringLiteral("FILE")};
    QTest::newRow("after --lang") << QStringList {QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("can-i-win"),
        QStringLiteral("--max"), QStringLiteral("4"), QStringLiteral("--total"), QStringLiteral("6"),
        QStringLiteral("--screenshot"), QStringLiteral("FILE")};
    QTest::newRow("after --lang=ja") << QStringList {QStringLiteral("--lang=ja"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--screenshot"), QStringLiteral("FILE")};
    QTest::newRow("after several valued options") << QStringList {QStringLiteral("--screenshot"), QStringLiteral("FILE"),
        QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--step"), QStringLiteral("5"), QStringLiteral("stones"),
        QStringLiteral("--n"), QStringLiteral("10"), QStringLiteral("--moves"), QStringLiteral("1,4")};
    QTest::newRow("after --short-circuit and a flag") << QStringList {QStringLiteral("--short-circuit"), QStringLiteral("off"),
        QStringLiteral("--quiz"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
        QStringLiteral("--screenshot"), QStringLiteral("FILE")};
}

// The game is the first positional argument wherever it stands; --lang, --step, --memo,
// --short-circuit and --screenshot take the argument after them as their value.
void TestCli::studioFindsTheGameAfterOptions()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    args.replaceInStrings(QRegularExpression(QStringLiteral("^FILE$")), png);
    const Output o = runStudio(args, dir.filePath(QStringLiteral("config")));
    QVERIFY2(o.status == 0, o.err.constData());
    QVERIFY2(!o.err.contains("unknown option"), o.err.constData());
    QFile file(png);
    QVERIFY2(file.open(QIODevice::ReadOnly), "no screenshot written");
    QVERIFY(file.read(8) == QByteArray("\x89PNG\r\n\x1a\n"));
}

void TestCli::studioUnknownGameAfterOptions()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const Output o = runStudio(
        {QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("chess"), QStringLiteral("--screenshot"), png},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    // Named as the game's mistake (not as an unknown option), in the language asked for.
    QVERIFY2(QString::fromUtf8(o.err).startsWith(QStringLiteral("gametree-studio: 不明なゲーム 'chess'")), o.err.constData());
    QVERIFY(!QFile::exists(png));
}

void TestCli::studioOpensCodeWithItsInputAndCall_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("calls");
    QTest::addColumn<QString>("answer");
    const QString data = QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/");
    QTest::newRow("--stdin") << QStringList {data + QStringLiteral("seed_code/004_yukicoder7_prime.cpp"),
        QStringLiteral("--stdin"), data + QStringLiteral("seed_code/004_yukicoder7_prime.in")}
                             << 4 << "Win";
    QTest::newRow("--call") << QStringList {data + QStringLiteral("as_written/lc464_can_i_win.cpp"), QStringLiteral("--call"),
        QStringLiteral("canIWin(10, 11)")}
                            << 88 << "false";
    // The second of four test cases: 6 calls (tests/data/as_written/manifest.tsv counts the first).
    QTest::newRow("--stdin --root") << QStringList {data + QStringLiteral("as_written/multi_testcase_no_repeat.cpp"),
        QStringLiteral("--stdin"), data + QStringLiteral("as_written/multi_testcase_no_repeat.in"), QStringLiteral("--root"),
        QStringLiteral("2")} << 6 << "Alice\nAlice\nBob\nAlice";
}

void TestCli::studioOpensCodeWithItsInputAndCall()
{
    QFETCH(QStringList, args);
    QFETCH(int, calls);
    QFETCH(QString, answer);
    QTemporaryDir dir;
    const QString report = dir.filePath(QStringLiteral("view.json"));
    const Output o = runStudio(args
            + QStringList {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png")),
                QStringLiteral("--view-report"), report},
        dir.filePath(QStringLiteral("config")));
    QVERIFY2(o.status == 0, o.err.constData());
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject view = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(view[QStringLiteral("calls")].toInt(), calls);
    QCOMPARE(view[QStringLiteral("answer")].toString(), answer);

    // They fill the boxes of a program as written: a game or a session has none.
    const Output refused = runStudio(
        {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--stdin"), args.value(2)},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains("--stdin is for your own code"), refused.err.constData());
}

namespace {
// A session carrying the yukicoder prime seed as written, with its sample input.
void writeCodeSession(const QString& path, const gt::ParamText& params = {})
{
    const QString data = QStringLiteral(GAMETREE_SOURCE_DIR "/tests/data/seed_code/");
    QFile code(data + QStringLiteral("004_yukicoder7_prime.cpp"));
    QFile input(data + QStringLiteral("004_yukicoder7_prime.in"));
    QVERIFY(code.open(QIODevice::ReadOnly) && input.open(QIODevice::ReadOnly));
    gt::Session session;
    session.gameId = QStringLiteral("004_yukicoder7_prime.cpp");
    session.codeFile = session.gameId;
    session.code = QString::fromUtf8(code.readAll());
    session.input = QString::fromUtf8(input.readAll());
    session.params = params;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(gt::writeSession(session));
}
} // namespace

// A screenshot cannot ask whether to run a session's code: without --run-code it is refused
// (it used to wait for a dialog nobody sees), with it the code runs.
void TestCli::studioSessionCodeRunsOnlyWithRunCode()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("prime.gtree"));
    writeCodeSession(session);
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    Output o = runStudio({session, QStringLiteral("--screenshot"), png}, dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("contains C++ code, which --screenshot runs only with --run-code"), o.err.constData());
    QCOMPARE(o.err.count('\n'), 1);
    QVERIFY(!QFile::exists(png));

    const QString report = dir.filePath(QStringLiteral("view.json"));
    o = runStudio(
        {session, QStringLiteral("--screenshot"), png, QStringLiteral("--run-code"), QStringLiteral("--view-report"), report},
        dir.filePath(QStringLiteral("config")));
    QVERIFY2(o.status == 0, o.err.constData());
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject view = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(view[QStringLiteral("calls")].toInt(), 4);
    QCOMPARE(view[QStringLiteral("answer")].toString(), QStringLiteral("Win"));

    // --run-code belongs to a session's screenshot only.
    o = runStudio({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--screenshot"), png,
                      QStringLiteral("--run-code")},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("--run-code is for a session's code with --screenshot"), o.err.constData());
}

void TestCli::studioRefusedSessionIsAnError_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("broken JSON") << QByteArray("{\"format\": ") << "the JSON is broken at byte";
    QTest::newRow("another version") << QByteArray(R"({"format": "game-tree-studio-session", "version": 1.0000001})")
                                     << "another version (format 1.0000001)";
    QTest::newRow("over 8 MiB") << QByteArray(9 << 20, ' ') << "larger than 8 MiB";
}

// A session that cannot be opened is the screenshot's error: exit 2 naming it, no picture (it
// used to wait 21 s for an icicle, then save the error banner with exit 0).
void TestCli::studioRefusedSessionIsAnError()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("bad.gtree"));
    QFile file(session);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const Output o = runStudio({session, QStringLiteral("--screenshot"), png}, dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(QString::fromUtf8(o.err).contains(message), o.err.constData());
    QVERIFY2(o.err.contains("bad.gtree"), o.err.constData());
    QVERIFY(!QFile::exists(png));
}

// Eight studios started at once, each opening its own session: Open Recent lists all eight (each
// wrote the list it had read at its start, and 1 of 8 was kept).
void TestCli::studiosAtOnceKeepEveryRecentFile()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    std::vector<std::unique_ptr<QProcess>> studios;
    QStringList sessions;
    for (int k = 0; k < 8; ++k) {
        sessions << dir.filePath(QStringLiteral("lesson-%1.gtree").arg(k));
        QFile file(sessions.back());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(
            R"({"format": "game-tree-studio-session", "version": 1, "game": "prime", "params": {"n": "%1"}, "memo": false, "shortCircuit": false, "step": 1})")
                       .arg(k + 3)
                       .toUtf8());
        file.close();
        studios.push_back(std::make_unique<QProcess>());
        studios.back()->setProcessEnvironment(env);
        studios.back()->start(
            m_studioBin, {sessions.back(), QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot-%1.png").arg(k))});
    }
    for (const auto& studio : studios) {
        QVERIFY(studio->waitForFinished(120000));
        QCOMPARE(studio->exitCode(), 0);
    }
    QSettings settings(dir.filePath(QStringLiteral("config/GameTreeStudio/gametree-studio.conf")), QSettings::IniFormat);
    QStringList recent = settings.value("files/recent").toStringList();
    recent.sort();
    QCOMPARE(recent, sessions);
}

// Each file the screenshot writes is named when it cannot be written; a report needs a picture.
void TestCli::studioReportsNameTheirFile()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("missing/folder/"));
    Output o = runStudio(
        {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--screenshot"),
            dir.filePath(QStringLiteral("shot.png")), QStringLiteral("--view-report"), missing + QStringLiteral("view.json")},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("--view-report: cannot write " + missing.toUtf8() + "view.json"), o.err.constData());
    QVERIFY2(!o.err.contains("--screenshot"), o.err.constData());

    o = runStudio({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--screenshot"),
                      missing + QStringLiteral("shot.png")},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("--screenshot: cannot write " + missing.toUtf8() + "shot.png"), o.err.constData());

    o = runStudio({QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--view-report"),
                      dir.filePath(QStringLiteral("view.json"))},
        dir.filePath(QStringLiteral("config")));
    QCOMPARE(o.status, 2);
    QVERIFY2(o.err.contains("--view-report goes with --screenshot"), o.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("view.json"))));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
