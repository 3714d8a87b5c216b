// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A user's Python 3 program, made ready to run: its text kept in the code cache, read by the
// shipped tracer (python/, embedded in our binaries) to find its recursion, and launched under the
// interpreter with the tracer in front, which writes the same trace stream as a C++ program.

#include "code_options.h"
#include "program_preparer.h"

#include <QString>

namespace gt {

// The interpreter: `options.interpreter`, else Debian's /usr/bin/python3, else python3 on PATH. Throws
// UserError when there is none.
QString pythonInterpreter(const PythonOptions& options);

// The tracer's folder in the code cache, written from the embedded files when missing.
QString pythonTracerDir();

// Reads a program with the tracer: a syntax error throws CompileError with its line and column as
// Python reports them; no recursion, several, a --trace or --call that names nothing throw
// InstrumentError, worded as for C++. The answer is cached by the text and options. A run is the
// interpreter with the tracer in front; the call channel carries --call as typed.
class PythonPreparer final : public ProgramPreparer {
public:
    std::shared_ptr<UserProgram> prepare(const QByteArray& source, const QString& path, const CodeOptions& options,
        const ProgramLimits& limits, const std::atomic_bool* cancel) const override;
    QStringList preparationNotes(const UserProgram& program) const override;
};

} // namespace gt
