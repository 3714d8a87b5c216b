// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The language a user's program is written in: C++ (compiled, traced by the instrumented
// runtime) or Python 3 (run by the interpreter under the shipped tracer). Both write the one
// trace stream of runtime/stream_format.h; this is how a front end tells them apart.

#include <QByteArray>
#include <QString>

namespace gt {

enum class CodeLanguage { Cpp, Python };

// By the file's extension (.py, .pyw, .pyi: Python; .cpp, .cc, .cxx, .c++, .hpp, .h: C++), else
// by what the text looks like (pasted code has no name): `def`, `import`, `print(` and lines ending
// in ':' against `#include`, braces and semicolons.
CodeLanguage codeLanguageOf(const QByteArray& source, const QString& path);
// What the text alone suggests, ignoring any name.
CodeLanguage codeLanguageOfText(const QByteArray& source);

// "cpp" or "python", as sessions and the command line spell it; and back (nullopt-like: false).
QString codeLanguageId(CodeLanguage language);
bool codeLanguageFromId(const QString& id, CodeLanguage* language);

} // namespace gt
