// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>

#include <map>

// Every entry under `root` (hidden ones too), by path from `root`, with its content: "<dir>" for
// a folder, "<unreadable>" for a file that cannot be read. Two snapshots compare equal when
// nothing under `root` was added, removed or changed.
inline std::map<QString, QByteArray> folderSnapshot(const QString& root)
{
    std::map<QString, QByteArray> tree;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        tree[QDir(root).relativeFilePath(path)] = it.fileInfo().isDir() ? QByteArray("<dir>")
            : file.open(QIODevice::ReadOnly)                            ? file.readAll()
                                                                        : QByteArray("<unreadable>");
    }
    return tree;
}
