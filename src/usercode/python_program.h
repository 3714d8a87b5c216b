#pragma once

// A user's Python 3 program, made ready to run: its text kept in the code cache, read by the
// shipped tracer (python/, embedded in our binaries) to find its recursion, and launched under the
// interpreter with the tracer in front, which writes the same trace stream as a C++ program.

#include "code_options.h"
#include "user_program.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <memory>

namespace gt {

// The interpreter: `options.python`, else Debian's /usr/bin/python3, else python3 on PATH. Throws
// UserError when there is none.
QString pythonInterpreter(const CodeOptions& options);

// The tracer's folder in the code cache, written from the embedded files when missing.
QString pythonTracerDir();

// Reads `source` (the text of `path`) with the tracer: a syntax error throws CompileError with its
// line and column as Python reports them; no recursion, several, a --trace or --call that names
// nothing throw InstrumentError, worded as for C++. The answer is cached by the text and options.
std::shared_ptr<UserProgram> loadPythonProgram(
    const QByteArray& source, const QString& path, const CodeOptions& options, const std::atomic_bool* cancel);

} // namespace gt
