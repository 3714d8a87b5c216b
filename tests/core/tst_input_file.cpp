// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// readInputFile: a regular file up to its limit is read whole, to the byte; anything else is
// refused with its reason, at once (a FIFO is never opened for reading, /dev/zero never read).

#include "core/input_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

class TestInputFile : public QObject {
    Q_OBJECT

private slots:
    void readsUpToTheLimit_data();
    void readsUpToTheLimit();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
};

void TestInputFile::readsUpToTheLimit_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QString>("error");
    const qint64 limit = qint64(1) << 20;
    QTest::newRow("empty") << qint64(0) << QString();
    QTest::newRow("one byte") << qint64(1) << QString();
    QTest::newRow("the limit") << limit << QString();
    QTest::newRow("one byte more") << limit + 1 << "it is larger than 1 MiB, the most that is read";
}

void TestInputFile::readsUpToTheLimit()
{
    QFETCH(qint64, size);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("in.txt"));
    QByteArray written(qsizetype(size), 'x');
    if (size > 0)
        written[0] = 'a';
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(written), size);
    }
    QByteArray bytes("left over");
    QCOMPARE(gt::readInputFile(path, qint64(1) << 20, bytes), error);
    QCOMPARE(bytes, error.isEmpty() ? written : QByteArray());
    // Through a link, as the shell names it.
    QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("link.txt"))));
    QCOMPARE(gt::readInputFile(dir.filePath(QStringLiteral("link.txt")), qint64(1) << 20, bytes), error);
}

void TestInputFile::refusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("name"); // in the test's folder, or an absolute path
    QTest::addColumn<QString>("error");
    QTest::newRow("FIFO") << "fifo"
                          << "it is a FIFO (a named pipe); only a regular file of at most 2 MiB is read";
    QTest::newRow("link to a FIFO") << "fifo-link"
                                    << "it is a FIFO (a named pipe); only a regular file of at most 2 MiB is read";
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "it is a device; only a regular file of at most 2 MiB is read";
    QTest::newRow("/dev/null") << "/dev/null"
                               << "it is a device; only a regular file of at most 2 MiB is read";
    QTest::newRow("folder") << "folder"
                            << "it is a folder; only a regular file of at most 2 MiB is read";
    QTest::newRow("missing") << "missing.txt"
                             << "No such file or directory";
}

void TestInputFile::refusesWhatIsNotARegularFile()
{
    QFETCH(QString, name);
    QFETCH(QString, error);
    QTemporaryDir dir;
    QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("fifo")), dir.filePath(QStringLiteral("fifo-link"))));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    QByteArray bytes("left over");
    QCOMPARE(gt::readInputFile(name.startsWith(QLatin1Char('/')) ? name : dir.filePath(name), qint64(2) << 20, bytes), error);
    QVERIFY(bytes.isEmpty());
}

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_input_file.moc"
