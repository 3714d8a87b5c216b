// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "folder_replacement.h"

#include "removed_on_interrupt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gt {

namespace {
class FolderTr {
    Q_DECLARE_TR_FUNCTIONS(gt::FolderReplacement)
};

QString systemReason()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}
} // namespace

bool renameFile(const QString& from, const QString& to)
{
    return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
}

struct FolderReplacement::Private {
    QString target;
    Move move;
    // The new files are written one level down, in a folder made as any other (QTemporaryDir
    // makes its own private to the user), so that a new folder is renamed into place with the
    // usual permissions.
    std::optional<QTemporaryDir> staging;
    std::optional<RemovedOnInterrupt> removedOnInterrupt;
    QString files;

    // After a failed move back: the old files left aside are put beside the target under a name
    // of their own, where the staging folder's removal cannot take them. Returns where they are.
    QString keepStranded(const QString& aside)
    {
        for (int n = 1; n < 1000; ++n) {
            const QString kept = QStringLiteral("%1.old-%2").arg(target).arg(n);
            if (!QFileInfo::exists(kept) && renameFile(aside, kept))
                return kept;
        }
        staging->setAutoRemove(false); // nowhere else to go: the staging folder stays
        return aside;
    }
};

FolderReplacement::FolderReplacement(const QString& target, Move move)
    : d(std::make_unique<Private>())
{
    d->target = QDir::cleanPath(target);
    d->move = std::move(move);
}

FolderReplacement::~FolderReplacement() = default;

QString FolderReplacement::open()
{
    for (const QString& stale : staleTemporaryFolders(d->target)) // from a run that was killed
        QDir(stale).removeRecursively();
    d->staging.emplace(temporaryFolderTemplate(d->target));
    if (!d->staging->isValid())
        return d->staging->errorString();
    d->removedOnInterrupt.emplace(d->staging->path());
    d->files = d->staging->filePath(QStringLiteral("new"));
    errno = 0;
    if (!QDir().mkdir(d->files))
        return systemReason();
    return {};
}

QString FolderReplacement::stagingFolder() const
{
    return d->files;
}

std::optional<FolderReplacement::Failure> FolderReplacement::commit(const QStringList& names, const QStringList& outdated)
{
    const QDir target(d->target);
    if (!QFileInfo::exists(d->target)) {
        if (!d->move(d->files, d->target))
            return Failure {d->target, systemReason()};
        return {};
    }
    // Something other than a file under a new file's name is the user's: refused before any move.
    for (const QString& name : names)
        if (const QFileInfo in(target.filePath(name)); in.exists() && !in.isFile())
            return Failure {target.filePath(name), FolderTr::tr("it is not a file (a folder of that name is in the way)")};
    QStringList toMoveAside = outdated; // and any old file a new one would overwrite
    for (const QString& name : names)
        if (!toMoveAside.contains(name) && QFileInfo::exists(target.filePath(name)))
            toMoveAside << name;
    const QString aside = d->staging->filePath(QStringLiteral("old"));
    errno = 0;
    if (!QDir().mkdir(aside))
        return Failure {aside, systemReason()};
    QStringList movedAside;
    QStringList placed;
    const auto undo = [&](const QString& failed) {
        Failure failure {failed, systemReason()};
        for (const QString& name : placed)
            QFile::remove(target.filePath(name));
        bool stranded = false;
        for (const QString& name : movedAside)
            stranded |= !d->move(QDir(aside).filePath(name), target.filePath(name));
        if (stranded)
            failure.why
                = FolderTr::tr("%1; the old files that could not be put back are in %2").arg(failure.why, d->keepStranded(aside));
        return failure;
    };
    for (const QString& name : toMoveAside) {
        if (!d->move(target.filePath(name), QDir(aside).filePath(name)))
            return undo(target.filePath(name));
        movedAside << name;
    }
    const QDir from(d->files);
    for (const QString& name : names) {
        if (!d->move(from.filePath(name), target.filePath(name)))
            return undo(target.filePath(name));
        placed << name;
    }
    return {}; // the outdated files go with the staging folder
}

} // namespace gt
