// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A program's #include that names something other than a source file: a device such as
// /dev/zero or /dev/stdin, a pipe, a folder. The parser and the compiler would read it without
// end or wait for input that never comes, so it is refused before either starts.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gt {

// Throws CompileError naming the first such line of `source` (read from `path`). Headers found
// in neither the file's folder nor `includeDirs` are the system's and are not looked at.
void refuseIncludesOfNonFiles(const QByteArray& source, const QString& path, const QStringList& includeDirs);

} // namespace gt
