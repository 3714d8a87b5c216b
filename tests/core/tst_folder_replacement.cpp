// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// A folder's files replaced all or nothing, with every move failed in turn: whichever move fails,
// the old files are as they were and nothing is left beside the folder. Only a move back that
// also fails strands old files, and then they are kept under a name the message gives.

#include "core/folder_replacement.h"
#include "support/folder_snapshot.h"

#include <QtTest>

#include <cerrno>
#include <cstring>

using namespace gt;

namespace {
QMap<QString, QByteArray> snapshot(const QString& root)
{
    return QMap<QString, QByteArray>(folderSnapshot(root));
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(bytes);
}

const QStringList kNewNames {QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s3")};
const QStringList kOldNames {
    QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s3"), QStringLiteral("s4"), QStringLiteral("s5")};
constexpr int kMovesIntoOldFolder = 5 + 3; // the old files aside, then the new ones in
} // namespace

class TestFolderReplacement : public QObject {
    Q_OBJECT
private slots:
    void everyFailedMoveLeavesTheOldFolderWhole_data();
    void everyFailedMoveLeavesTheOldFolderWhole();
    void failedMoveBackKeepsTheStrandedFiles();
    void newFolder_data();
    void newFolder();
    void folderUnderANewNameIsRefusedFirst();
};

void TestFolderReplacement::everyFailedMoveLeavesTheOldFolderWhole_data()
{
    QTest::addColumn<int>("failingMove");
    QTest::newRow("no move fails") << -1;
    for (int k = 0; k < kMovesIntoOldFolder; ++k)
        QTest::addRow("move %d fails (%s)", k + 1, k < 5 ? "old aside" : "new in") << k;
}

void TestFolderReplacement::everyFailedMoveLeavesTheOldFolderWhole()
{
    QFETCH(int, failingMove);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("deck"));
    QVERIFY(QDir().mkdir(target));
    for (const QString& name : kOldNames)
        writeFile(target + QStringLiteral("/") + name, "old " + name.toUtf8());
    writeFile(target + QStringLiteral("/mine.txt"), "the user's");
    const QMap<QString, QByteArray> before = snapshot(dir.path());
    int moves = 0;
    {
        FolderReplacement replacement(target, [&](const QString& from, const QString& to) {
            if (moves++ == failingMove) {
                errno = EIO;
                return false;
            }
            return renameFile(from, to);
        });
        QCOMPARE(replacement.open(), QString());
        for (const QString& name : kNewNames)
            writeFile(replacement.stagingFolder() + QStringLiteral("/") + name, "new " + name.toUtf8());
        const auto failure = replacement.commit(kNewNames, kOldNames);
        if (failingMove < 0) {
            QVERIFY(!failure);
        } else {
            QVERIFY(failure);
            QCOMPARE(failure->why, QString::fromLocal8Bit(std::strerror(EIO)));
            QVERIFY2(failure->path.startsWith(target + QStringLiteral("/s")), qPrintable(failure->path));
        }
    }
    const QMap<QString, QByteArray> after = snapshot(dir.path());
    if (failingMove >= 0) {
        QCOMPARE(after, before);
        return;
    }
    QCOMPARE(moves, kMovesIntoOldFolder);
    QCOMPARE(after.keys(),
        QStringList({QStringLiteral("deck"), QStringLiteral("deck/mine.txt"), QStringLiteral("deck/s1"),
            QStringLiteral("deck/s2"), QStringLiteral("deck/s3")}));
    QCOMPARE(after.value(QStringLiteral("deck/s2")), QByteArray("new s2"));
    QCOMPARE(after.value(QStringLiteral("deck/mine.txt")), QByteArray("the user's"));
}

// A move aside that fails, then a move back that fails too: the file that could not go back is
// not removed with the staging folder but kept beside the target, and the message says where.
void TestFolderReplacement::failedMoveBackKeepsTheStrandedFiles()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("deck"));
    QVERIFY(QDir().mkdir(target));
    for (const QString& name : kOldNames)
        writeFile(target + QStringLiteral("/") + name, "old " + name.toUtf8());
    int moves = 0;
    std::optional<FolderReplacement::Failure> failure;
    {
        // Moves 1-3 put s1-s3 aside, move 4 (s4) fails, move 5 (s1 back) fails too.
        FolderReplacement replacement(target, [&](const QString& from, const QString& to) {
            ++moves;
            if (moves == 4 || moves == 5) {
                errno = moves == 4 ? ENOSPC : EIO;
                return false;
            }
            return renameFile(from, to);
        });
        QCOMPARE(replacement.open(), QString());
        failure = replacement.commit(kNewNames, kOldNames);
    }
    QVERIFY(failure);
    QCOMPARE(failure->path, target + QStringLiteral("/s4"));
    QVERIFY2(failure->why.startsWith(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(failure->why));
    QVERIFY2(failure->why.endsWith(target + QStringLiteral(".old-1")), qPrintable(failure->why));
    const QMap<QString, QByteArray> after = snapshot(dir.path());
    QCOMPARE(after.keys(),
        QStringList({QStringLiteral("deck"), QStringLiteral("deck.old-1"), QStringLiteral("deck.old-1/s1"),
            QStringLiteral("deck/s2"), QStringLiteral("deck/s3"), QStringLiteral("deck/s4"), QStringLiteral("deck/s5")}));
    QCOMPARE(after.value(QStringLiteral("deck.old-1/s1")), QByteArray("old s1"));
}

void TestFolderReplacement::newFolder_data()
{
    QTest::addColumn<bool>("moveFails");
    QTest::newRow("put in place") << false;
    QTest::newRow("the move fails") << true;
}

void TestFolderReplacement::newFolder()
{
    QFETCH(bool, moveFails);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("deck"));
    std::optional<FolderReplacement::Failure> failure;
    {
        FolderReplacement replacement(target, [&](const QString& from, const QString& to) {
            if (moveFails) {
                errno = EXDEV;
                return false;
            }
            return renameFile(from, to);
        });
        QCOMPARE(replacement.open(), QString());
        writeFile(replacement.stagingFolder() + QStringLiteral("/s1"), "new");
        failure = replacement.commit({QStringLiteral("s1")}, {});
    }
    const QStringList left = snapshot(dir.path()).keys();
    if (moveFails) {
        QVERIFY(failure);
        QCOMPARE(failure->path, target);
        QCOMPARE(left, QStringList());
    } else {
        QVERIFY(!failure);
        QCOMPARE(left, QStringList({QStringLiteral("deck"), QStringLiteral("deck/s1")}));
        // A folder made as any other, not one private to its user as the staging folder is.
        QVERIFY(QFileInfo(target).permissions() & QFileDevice::ReadOther);
    }
}

void TestFolderReplacement::folderUnderANewNameIsRefusedFirst()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("deck"));
    QVERIFY(QDir().mkpath(target + QStringLiteral("/s2")));
    writeFile(target + QStringLiteral("/s1"), "old");
    const QMap<QString, QByteArray> before = snapshot(dir.path());
    int moves = 0;
    {
        FolderReplacement replacement(target, [&](const QString& from, const QString& to) {
            ++moves;
            return renameFile(from, to);
        });
        QCOMPARE(replacement.open(), QString());
        writeFile(replacement.stagingFolder() + QStringLiteral("/s1"), "new");
        writeFile(replacement.stagingFolder() + QStringLiteral("/s2"), "new");
        const auto failure = replacement.commit({QStringLiteral("s1"), QStringLiteral("s2")}, {QStringLiteral("s1")});
        QVERIFY(failure);
        QCOMPARE(failure->path, target + QStringLiteral("/s2"));
        QVERIFY2(failure->why.contains(QStringLiteral("not a file")), qPrintable(failure->why));
    }
    QCOMPARE(moves, 0);
    QCOMPARE(snapshot(dir.path()), before);
}

QTEST_GUILESS_MAIN(TestFolderReplacement)
#include "tst_folder_replacement.moc"
