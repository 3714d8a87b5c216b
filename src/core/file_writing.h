#pragma once

// Writing a user's file whole or not at all. QSaveFile alone is not enough: Qt 6.4 commits a
// save whose buffered data could not be written (a full disk left an empty file and "wrote"), and
// it replaces whatever the name points at, a device node included.

#include <QByteArray>
#include <QString>

namespace gt {

// Writes `bytes` to `path` through a temporary file renamed over it at the end; on any failure
// the old file is as it was. Returns why it failed in the system's words ("No space left on
// device"), or that the target is not a regular file; empty when written.
QString writeFileWhole(const QString& path, const QByteArray& bytes);

} // namespace gt
