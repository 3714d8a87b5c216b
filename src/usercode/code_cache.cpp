// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "code_cache.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <csignal>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gt {

namespace {

QString plansDir()
{
    const QString dir = codeCacheDir() + QStringLiteral("/plans");
    QDir().mkpath(dir);
    return dir;
}

// Removes all but the `keep` files matching `pattern` used last; returns how many went.
int keepUsedLast(const QString& dir, const QRegularExpression& pattern, int keep, const QStringList& besides = {})
{
    QFileInfoList files;
    for (const QFileInfo& info : QDir(dir).entryInfoList(QDir::Files, QDir::Time)) // used last first
        if (pattern.match(info.fileName()).hasMatch())
            files << info;
    int removed = 0;
    for (qsizetype i = std::max(keep, 0); i < files.size(); ++i) {
        for (const QString& suffix : besides)
            QFile::remove(files[i].filePath() + suffix);
        removed += QFile::remove(files[i].filePath()) ? 1 : 0;
    }
    return removed;
}

// Builds of a process that was killed mid-compile (at once when its pid says it is gone), and
// folders taken away but not yet removed.
void removeLeftOverBuilds(const QDir& dir, const QDateTime& now)
{
    const QStringList leftOver {
        QStringLiteral("build-*"), QStringLiteral("runtime-build-*"), QStringLiteral("pch-build-*"), QStringLiteral("stale-*")};
    static const QRegularExpression madeBy(QStringLiteral("-(\\d+)-[A-Za-z0-9]{6}$"));
    for (const QFileInfo& info : dir.entryInfoList(leftOver, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QRegularExpressionMatch pid = madeBy.match(info.fileName());
        const bool makerGone = pid.hasMatch() && kill(pid_t(pid.captured(1).toLongLong()), 0) != 0 && errno == ESRCH;
        if (makerGone || info.lastModified() < now.addDays(-1))
            QDir(info.filePath()).removeRecursively();
    }
}

// A precompiled header is about 120 MB; those of an older compiler or runtime are not used again.
void removeOldPrecompiledHeaders(const QDir& dir, const QDateTime& now)
{
    // The lock files of folders gone (cache_lock.h), once no build can be waiting on them.
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("pch-*.lock"), QStringLiteral("runtime-*.lock")}, QDir::Files))
        if (info.lastModified() < now.addDays(-1) && !QFileInfo::exists(info.filePath().chopped(5)))
            QFile::remove(info.filePath());
    // Each set of option pragmas has one of its own: the kKeptPragmaHeaders used last stay (those
    // of the standards alone are few: one per compiler and standard).
    int pragmaSets = 0;
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("pch-*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time)) {
        if (info.fileName().startsWith(QLatin1String("pch-build-")))
            continue;
        const bool pragmaSet = info.fileName().startsWith(QLatin1String("pch-pragmas-"));
        if ((pragmaSet && ++pragmaSets > kKeptPragmaHeaders) || info.lastModified() < now.addDays(-kKeptPrecompiledHeaderDays))
            discardFolder(info.filePath());
    }
}

} // namespace

QString codeCacheDir()
{
    QString dir = qEnvironmentVariable("GAMETREE_CODE_CACHE");
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/gametree/code");
    QDir().mkpath(dir);
    return QDir(dir).absolutePath(); // the compiler runs in a folder of its own
}

QByteArray sha256Hex(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

void markUsed(const QString& path)
{
    // Without opening the file: opening a binary for writing fails (ETXTBSY) while another run of
    // it executes, and the use went unmarked.
    utimensat(AT_FDCWD, QFile::encodeName(path).constData(), nullptr, 0);
}

std::optional<QByteArray> keptPlan(const QString& name)
{
    const QString path = plansDir() + u'/' + name;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    markUsed(path);
    return file.readAll();
}

void keepPlan(const QString& name, const QByteArray& bytes)
{
    QSaveFile save(plansDir() + u'/' + name);
    if (save.open(QIODevice::WriteOnly) && save.write(bytes) == bytes.size())
        save.commit();
}

QString buildFolderTemplate(const char* kind)
{
    return codeCacheDir() + QStringLiteral("/%1-%2-XXXXXX").arg(QLatin1String(kind)).arg(getpid());
}

void publishFolder(QTemporaryDir& build, const QString& dir)
{
    if (QDir().rename(build.path(), dir))
        build.setAutoRemove(false);
}

void discardFolder(const QString& dir)
{
    QTemporaryDir trash(codeCacheDir() + QStringLiteral("/stale-XXXXXX")); // rename(2) replaces an empty folder
    if (!trash.isValid() || !QDir().rename(dir, trash.path()))
        QDir(dir).removeRecursively();
}

QString manifestOf(const QString& binary)
{
    // "SHA256 PATH" a line: the binary's entry holds only while the headers are unchanged.
    return binary + QStringLiteral(".deps");
}

int pruneCodeCache(int keep)
{
    const QDir dir(codeCacheDir());
    // Programs are named by their 64-digit hash; beside each may be its description and its headers.
    static const QRegularExpression programName(QStringLiteral("^[0-9a-f]{64}$"));
    const int removed = keepUsedLast(dir.path(), programName, keep, {QStringLiteral(".json"), QStringLiteral(".deps")});
    static const QRegularExpression planName(QStringLiteral("\\.json$"));
    keepUsedLast(dir.filePath(QStringLiteral("plans")), planName, kKeptPlans);
    static const QRegularExpression pythonSource(QStringLiteral("\\.py$"));
    keepUsedLast(dir.filePath(QStringLiteral("python-sources")), pythonSource, kKeptPlans);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    removeLeftOverBuilds(dir, now);
    removeOldPrecompiledHeaders(dir, now);
    return removed;
}

} // namespace gt
