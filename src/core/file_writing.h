// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Writing a user's file whole or not at all. QSaveFile alone is not enough: Qt 6.4 commits a
// save whose buffered data could not be written (a full disk left an empty file and "wrote"), and
// it replaces whatever the name points at, a device node included.

#include <QByteArray>
#include <QString>

#include <memory>

class QIODevice;
class QSaveFile;

namespace gt {

// A file written in pieces (a PDF page by page) and put in place whole: until commit() the old
// file is as it was, and a replacement destroyed before commit() leaves nothing behind.
class FileReplacement {
public:
    explicit FileReplacement(const QString& path);
    ~FileReplacement();
    FileReplacement(const FileReplacement&) = delete;
    FileReplacement& operator=(const FileReplacement&) = delete;

    // Opens the temporary file; returns why it cannot be (empty when open), or that the target
    // is not a regular file.
    QString open();
    // Where to write, once open. A failed write is remembered for commit() to report.
    QIODevice* device() const;
    // Why the first write that failed did (empty while every write has gone through): a writer
    // of many pages can stop at once rather than at commit().
    QString firstFailure() const;
    // Checks every write, then renames the temporary file over the target; returns why it failed
    // in the system's words ("No space left on device"), empty when the file is in place.
    QString commit();

private:
    class Writes;
    std::unique_ptr<QSaveFile> m_file;
    std::unique_ptr<Writes> m_writes; // what device() hands out: remembers why a write failed
};

// Writes `bytes` to `path` through a FileReplacement. Returns why it failed, empty when written.
QString writeFileWhole(const QString& path, const QByteArray& bytes);

} // namespace gt
