// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A folder's files replaced all or nothing, as FileReplacement does for one file. The new files
// are written into a staging folder beside the target (removed by Ctrl+C, SIGTERM or SIGHUP, and
// by the next replacement there after a SIGKILL) and moved in by commit(). Into an existing
// folder, the old files the new ones replace or outdate are first moved aside, then the new ones
// moved in; when a move fails, every move made is undone, so the old files stay whole. The
// folder's other files are never touched.

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace gt {

// rename(2): false, with errno set, when the file cannot be moved.
bool renameFile(const QString& from, const QString& to);

class FolderReplacement {
public:
    // How a file is moved; a test gives one that fails at a chosen move.
    using Move = std::function<bool(const QString& from, const QString& to)>;

    explicit FolderReplacement(const QString& target, Move move = renameFile);
    ~FolderReplacement(); // an uncommitted replacement leaves nothing behind
    FolderReplacement(const FolderReplacement&) = delete;
    FolderReplacement& operator=(const FolderReplacement&) = delete;

    // Makes the staging folder; returns why it cannot be made, empty when it is.
    QString open();
    // Where the new files are written, once open.
    QString stagingFolder() const;

    struct Failure {
        QString path; // the file or folder that could not be moved or made
        QString why;  // in the system's words, or what is in the way
    };
    // Moves the staged files `names` into the target, after moving the target's files `outdated`
    // aside (they go with the staging folder). Returns what failed, with the target as it was.
    std::optional<Failure> commit(const QStringList& names, const QStringList& outdated);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gt
