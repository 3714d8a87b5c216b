// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Reading a file a user named (a session, a program, its standard input): a regular file within
// a size limit, or a reason. A FIFO, a device or a folder is refused without reading from it, so
// that nothing waits on a writer that never comes or reads /dev/zero until memory runs out.

#include <QByteArray>
#include <QString>

namespace gt {

// The largest files read; each message says its limit.
constexpr qint64 kMaxStandardInputBytes = qint64(64) << 20; // gametree --stdin
constexpr qint64 kMaxCodeFileBytes = qint64(4) << 20;       // a program's source (--code, the studio's code panel)

// Reads `path` whole into `bytes`. Returns why it cannot be read (the system's reason, that it is
// not a regular file, or that it is larger than `maxBytes`), empty when `bytes` holds the file.
// The reason does not name the file: the caller's message does.
QString readInputFile(const QString& path, qint64 maxBytes, QByteArray& bytes);

} // namespace gt
