// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The sandbox around a user's program (src/usercode/sandbox, process_keeper): no network, the
// file system read-only but for its scratch folder, every process of the run ended with it
// whatever the program does to its parents, and a bound on processes. Each case also runs with
// GAMETREE_SANDBOX=off, where the same program gets out: the test could fail.
#include "support/code_command_line.h"
#include "support/process_scan.h"
#include "usercode/program_runner.h"
#include "usercode/sandbox.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace gt;

namespace {

// A server on the loopback that the program is asked to reach.
class Listener {
public:
    Listener(const Listener&) = delete; // owns its socket
    Listener& operator=(const Listener&) = delete;
    Listener()
    {
        m_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof address;
        if (m_fd >= 0 && bind(m_fd, reinterpret_cast<sockaddr*>(&address), size) == 0 && listen(m_fd, 4) == 0
            && getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &size) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~Listener() { close(m_fd); }
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

ProgramOutcome runPython(const QByteArray& script, const QStringList& args, int wallSeconds = 30)
{
    ProgramLimits limits;
    limits.wallSeconds = wallSeconds;
    ProgramInput input;
    input.separateStdout = true;
    return runProgram(
        QStringLiteral("/usr/bin/python3"), QStringList {QStringLiteral("-c"), QString::fromUtf8(script)} + args, limits, input);
}

} // namespace

class TestSandbox : public QObject, public CodeCommandLine {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void wallsHold_data();
    void wallsHold();
    void nothingOutlivesTheRun_data();
    void nothingOutlivesTheRun();
    void forkBombIsBounded();
    void helperWritesOnlyInItsFolder();
    void runWithoutSandboxSaysSo_data();
    void runWithoutSandboxSaysSo();
};

void TestSandbox::initTestCase()
{
    setUpCommandLine(QStringLiteral(GAMETREE_SOURCE_DIR), QStringLiteral(GAMETREE_BIN), GAMETREE_TEST_CACHE);
    QVERIFY2(QFileInfo::exists(QStringLiteral("/usr/bin/python3")), "scripts/install-deps.sh installs python3");
}

void TestSandbox::cleanup()
{
    qunsetenv("GAMETREE_SANDBOX");
}

void TestSandbox::wallsHold_data()
{
    QTest::addColumn<bool>("sandboxed");
    QTest::addColumn<QByteArray>("printed");
    QTest::addColumn<int>("walls");
    QTest::newRow("sandbox") << true << QByteArray("outside: EROFS\nscratch: written\nnetwork: ENETUNREACH\npid: 2 2\n")
                             << int(sandbox::kAllWalls);
    QTest::newRow("GAMETREE_SANDBOX=off") << false
                                          << QByteArray("outside: written\nscratch: written\nnetwork: reached\npid: outer\n")
                                          << 0;
}

// One program tries each wall: a file beside the test's, a file in its scratch folder, the
// test's server on the loopback; says its pid, and how many processes it sees.
void TestSandbox::wallsHold()
{
    QFETCH(bool, sandboxed);
    QFETCH(QByteArray, printed);
    QFETCH(int, walls);
    if (!sandboxed)
        qputenv("GAMETREE_SANDBOX", "off");
    const Listener listener;
    QVERIFY(listener.port() > 0);
    const QString outside = m_dir.filePath(QStringLiteral("outside-%1.txt").arg(sandboxed));
    const QByteArray script = R"(
import errno, os, socket, sys
def attempt(what, action):
    try:
        action()
        print(what + ': written' if what != 'network' else what + ': reached')
    except OSError as e:
        print(what + ': ' + errno.errorcode[e.errno])
attempt('outside', lambda: open(sys.argv[1], 'w').write('x'))
attempt('scratch', lambda: open(os.path.join(os.environ['TMPDIR'], 'x'), 'w').write('x'))
attempt('network', lambda: socket.create_connection(('127.0.0.1', int(sys.argv[2])), timeout=5))
if os.getpid() < 100:
    print('pid:', os.getpid(), len([p for p in os.listdir('/proc') if p.isdigit()]))
else:
    print('pid: outer')
)";
    const ProgramOutcome run = runPython(script, {outside, QString::number(listener.port())});
    QCOMPARE(int(run.exit.kind), int(ProgramExit::Kind::Exited));
    QVERIFY2(run.exit.code == 0, run.output.constData());
    QCOMPARE(run.standardOutput, printed);
    QCOMPARE(run.walls & sandbox::kAllWalls, walls);
    QCOMPARE(QFileInfo::exists(outside), !sandboxed);
}

void TestSandbox::nothingOutlivesTheRun_data()
{
    QTest::addColumn<bool>("sandboxed");
    QTest::addColumn<QByteArray>("program");
    // The stray: a grandchild in a session of its own that writes a file 2 s later, started by a
    // child that then exits, so that it is nobody's child.
    const QByteArray stray = R"(
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        sys.argv[0] = 'stray'
        time.sleep(2)
        open(sys.argv[1], 'w').write('escaped')
        os._exit(0)
    os._exit(0)
os.wait()
)";
    QTest::newRow("stray, then kills its parent") << true << stray + "os.kill(os.getppid(), 9)\ntime.sleep(0.2)\n";
    QTest::newRow("stray, then kills every process it can") << true << stray + "os.kill(-1, 9)\n";
    QTest::newRow("stray, then exits") << true << stray;
    // Without the sandbox the keeper still ends a stray that its program did not kill it from.
    QTest::newRow("GAMETREE_SANDBOX=off: stray, then exits") << false << stray;
}

// When runProgram returns, no process the program started is alive, and none writes later.
void TestSandbox::nothingOutlivesTheRun()
{
    QFETCH(bool, sandboxed);
    QFETCH(QByteArray, program);
    if (!sandboxed)
        qputenv("GAMETREE_SANDBOX", "off");
    const QByteArray marker = "stray-" + QByteArray::number(QRandomGenerator::global()->generate());
    const QString late = m_dir.filePath(QString::fromLatin1(marker));
    const ProgramOutcome run = runPython(program, {late, QString::fromLatin1(marker)});
    QVERIFY2(run.exit.kind != ProgramExit::Kind::TimedOut, run.output.constData());
    QCOMPARE(processesWith(marker), 0);
    QThread::msleep(2500); // past the moment the stray would have written
    QVERIFY(!QFileInfo::exists(late));
    QCOMPARE(processesWith(marker), 0);
}

// Forks until the kernel refuses: the children wait, holding their processes. The run's
// namespace (pid_max) or RLIMIT_NPROC stops it at kMaxProcesses + 300 at most; all of them
// end with the run.
void TestSandbox::forkBombIsBounded()
{
    const QByteArray marker = "bomb-" + QByteArray::number(QRandomGenerator::global()->generate());
    const QByteArray script = R"(
import os, sys, time
made = 0
while made < 5000:
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(60)
        os._exit(0)
    made += 1
print(made)
)";
    const ProgramOutcome run = runPython(script, {QString::fromLatin1(marker)}, 60);
    if (!(run.walls & sandbox::ProcessBound))
        QSKIP("no process bound on this machine (a kernel before 6.14 run as root)");
    QCOMPARE(int(run.exit.kind), int(ProgramExit::Kind::Exited));
    const int made = run.standardOutput.trimmed().toInt();
    QVERIFY2(made >= 16 && made < sandbox::kMaxProcesses + 300, run.standardOutput.constData());
    QCOMPARE(processesWith(marker), 0);
}

// A helper (the compiler) starts in its build folder and may write there, and nowhere else.
void TestSandbox::helperWritesOnlyInItsFolder()
{
    const QString build = m_dir.filePath(QStringLiteral("build-helper"));
    QVERIFY(QDir().mkpath(build));
    const QString beside = m_dir.filePath(QStringLiteral("beside-build.txt"));
    const QByteArray script = R"(
import errno, os, sys
print(os.getcwd() == sys.argv[1])
for path in ('object.o', sys.argv[2]):
    try:
        open(path, 'w').write('x')
        print('written')
    except OSError as e:
        print(errno.errorcode[e.errno])
)";
    HelperRun limits;
    limits.separateStdout = true;
    limits.folder = build;
    const ProgramOutcome run = runHelper(
        QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), QString::fromUtf8(script), build, beside}, limits, nullptr);
    QVERIFY2(run.exit.kind == ProgramExit::Kind::Exited && run.exit.code == 0, run.output.constData());
    QCOMPARE(run.standardOutput, QByteArray("True\nwritten\nEROFS\n"));
    QVERIFY(QFileInfo::exists(build + QStringLiteral("/object.o")));
    QVERIFY(!QFileInfo::exists(beside));
}

void TestSandbox::runWithoutSandboxSaysSo_data()
{
    QTest::addColumn<bool>("sandboxed");
    QTest::addColumn<QString>("note");
    QTest::newRow("sandbox") << true << QString();
    QTest::newRow("GAMETREE_SANDBOX=off") << false
                                          << "the program ran without a sandbox (GAMETREE_SANDBOX=off): with your rights, "
                                             "the network and no bound on processes";
}

// The notes of a run say, once, when the program ran without its walls.
void TestSandbox::runWithoutSandboxSaysSo()
{
    QFETCH(bool, sandboxed);
    QFETCH(QString, note);
    if (!sandboxed)
        qputenv("GAMETREE_SANDBOX", "off");
    const QString path
        = writeFile(QStringLiteral("fib.py"), "def f(n):\n    return n if n <= 1 else f(n - 1) + f(n - 2)\n\n\nprint(f(4))\n");
    const QJsonObject json = solveJson({QStringLiteral("--code"), path});
    QCOMPARE(json[QStringLiteral("calls")].toInt(), 9);
    const QStringList notes = json[QStringLiteral("notes")].toVariant().toStringList();
    const QStringList said = notes.filter(QStringLiteral("sandbox"));
    QCOMPARE(said, note.isEmpty() ? QStringList() : QStringList {note});
}

QTEST_GUILESS_MAIN(TestSandbox)
#include "tst_sandbox.moc"
