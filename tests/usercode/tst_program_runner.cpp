// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// A user's program as a process (src/usercode/program_runner, process_keeper): nothing it starts
// outlives the run, the run ends at its exit, and every start either runs or says why not.
#include "core/user_error.h"
#include "support/process_scan.h"
#include "usercode/code_compiler.h"
#include "usercode/program_recording.h"
#include "usercode/program_runner.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

#include <mutex>
#include <thread>

#include <signal.h>

using namespace gt;

class TestProgramRunner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingOutlivesTheRun_data();
    void nothingOutlivesTheRun();
    void failedStartSaysWhy_data();
    void failedStartSaysWhy();
    void parallelRunsOfOneCachedProgram();

private:
    QTemporaryDir m_dir;
};

void TestProgramRunner::initTestCase()
{
    qputenv("GAMETREE_CODE_CACHE", GAMETREE_TEST_CACHE);
    QVERIFY(m_dir.isValid());
}

// A stray process says it is ready in the program's scratch folder and sleeps for 60.MARK
// seconds; the program waits for that, then ends.
void TestProgramRunner::nothingOutlivesTheRun_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<int>("wallSeconds");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("code");

    const QByteArray stray = "sh -c 'touch \"$TMPDIR/ready.$1\"; exec sleep 60.$1' sh \"$1\"";
    const QByteArray quiet = " </dev/null >/dev/null 2>&1";
    const QByteArray waitForIt = "\nwhile [ ! -e \"$TMPDIR/ready.$1\" ]; do sleep 0.05; done; rm \"$TMPDIR/ready.$1\"; ";
    const int exited = int(ProgramExit::Kind::Exited);
    QTest::newRow("setsid child, pipes closed") << "setsid " + stray + quiet + " &" + waitForIt + "exit 0" << 30 << exited << 0;
    // Before the keeper these held the run until its time-out and past it (SIGKILL to the group
    // missed the setsid child): the finished run was thrown away.
    QTest::newRow("setsid child holding the pipes") << "setsid " + stray + " &" + waitForIt + "exit 0" << 30 << exited << 0;
    QTest::newRow("child in the group holding the pipes") << stray + " &" + waitForIt + "exit 4" << 30 << exited << 4;
    QTest::newRow("double fork, then setsid") << "(setsid " + stray + " &)" + waitForIt + "exit 0" << 30 << exited << 0;
    QTest::newRow("setsid child of a program that times out")
        << "setsid " + stray + " &" + waitForIt + "sleep 60" << 1 << int(ProgramExit::Kind::TimedOut) << 0;
}

void TestProgramRunner::nothingOutlivesTheRun()
{
    QFETCH(QByteArray, script);
    QFETCH(int, wallSeconds);
    QFETCH(int, kind);
    QFETCH(int, code);
    const QByteArray marker = QByteArray::number(QRandomGenerator::global()->bounded(100000000, 999999999));
    ProgramLimits limits;
    limits.wallSeconds = wallSeconds;
    const ProgramOutcome run = runProgram(QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"), QString::fromUtf8(script), QStringLiteral("sh"), QString::fromLatin1(marker)}, limits,
        ProgramInput {});
    QCOMPARE(int(run.exit.kind), kind);
    QCOMPARE(run.exit.code, code);
    // Killed and reaped before runProgram returned: no such process, not even a zombie.
    QCOMPARE(processesWith("60." + marker), 0);
}

void TestProgramRunner::failedStartSaysWhy_data()
{
    QTest::addColumn<QString>("binary");
    QTest::addColumn<QString>("reason");
    const QString notExecutable = m_dir.filePath(QStringLiteral("plain.txt"));
    QFile file(notExecutable);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a program\n");
    QTest::newRow("missing") << m_dir.filePath(QStringLiteral("missing")) << "No such file or directory";
    QTest::newRow("not executable") << notExecutable << "Permission denied";
}

void TestProgramRunner::failedStartSaysWhy()
{
    QFETCH(QString, binary);
    QFETCH(QString, reason);
    try {
        runProgram(binary, {}, ProgramLimits {}, ProgramInput {});
        QFAIL("the program started");
    } catch (const UserError& error) {
        QCOMPARE(QString::fromUtf8(error.what()), QStringLiteral("cannot start the program: ") + reason);
    }
}

// Each round: compile (a cache hit that marks the binary used) and run, in 4 threads at once.
// Marking once opened the binary for writing, which failed with ETXTBSY while another run
// executed it (2 of 160 starts failed).
void TestProgramRunner::parallelRunsOfOneCachedProgram()
{
    const QByteArray source = "// " + QUuid::createUuid().toByteArray()
        + "\n#include <gametree.h>\n"
          "static int f(int n) { gt::Call call(\"n=%d\", n); if (n == 0) return call.base(0); "
          "return call.value(f(n - 1) + 1); }\nGT_GAME(run) { run.answer(f(run.param(\"n\", 5, 0, 9, \"n\"))); }\n";
    const CompiledProgram first = compileProgram(source, QStringLiteral("parallel.cpp"));
    constexpr int kThreads = 4, kRounds = 20;
    std::mutex lock;
    QStringList failures;
    int good = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&] {
            for (int round = 0; round < kRounds; ++round) {
                QString failure;
                try {
                    const CompiledProgram hit = compileProgram(source, QStringLiteral("parallel.cpp"));
                    const ProgramOutcome run = runProgram(hit.binary, {}, ProgramLimits {});
                    const ProgramRecording recording(ProgramOutcome(run), 0, false);
                    if (!hit.fromCache || run.exit.kind != ProgramExit::Kind::Exited || run.exit.code != 0)
                        failure = QStringLiteral("cache %1, exit kind %2 code %3: %4")
                                      .arg(hit.fromCache)
                                      .arg(int(run.exit.kind))
                                      .arg(run.exit.code)
                                      .arg(QString::fromUtf8(run.output));
                    else if (recording.answer() != 5 || recording.calls() != 6)
                        failure = QStringLiteral("answer %1 after %2 calls").arg(recording.answer()).arg(recording.calls());
                } catch (const std::exception& error) {
                    failure = QString::fromUtf8(error.what());
                }
                const std::lock_guard<std::mutex> guard(lock);
                if (failure.isEmpty())
                    ++good;
                else
                    failures << failure;
            }
        });
    for (std::thread& thread : threads)
        thread.join();
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QCOMPARE(good, kThreads * kRounds);
    QVERIFY(!first.binary.isEmpty());
}

QTEST_GUILESS_MAIN(TestProgramRunner)
#include "tst_program_runner.moc"
