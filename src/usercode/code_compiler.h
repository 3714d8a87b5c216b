// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Compiles a user's program with the system C++ compiler (c++ -std=c++20 -O2) against the shipped
// gametree.h and runtime, both embedded in our binaries, or one written for a judge as it stands
// (-std=gnu++20 -O2, falling back to gnu++17 and gnu++14, with autotrace.h force-included), and
// keeps the executable in a cache keyed by the SHA-256 of the source, the runtime, the flags and
// the compiler, and checked against every header of the user's it read: an unchanged program is
// not compiled again.

#include "core/user_error.h"

#include <QByteArray>
#include <QByteArrayList>
#include <QString>
#include <QStringList>

#include <atomic>

namespace gt {

// A compile that failed. The message is the compiler's first error, "FILE:LINE:COLUMN: error: ...";
// where that error lies in gametree.h, the line of the user's file that led there.
class CompileError : public UserError {
public:
    CompileError(const QString& message, const QString& file, int line, int column, const QString& output)
        : UserError(message)
        , m_file(file)
        , m_line(line)
        , m_column(column)
        , m_output(output)
    {
    }
    QString file() const { return m_file; }
    int line() const { return m_line; } // 0 when the error has no line (the linker's)
    int column() const { return m_column; }
    QString compilerOutput() const { return m_output; }

private:
    QString m_file;
    int m_line;
    int m_column;
    QString m_output;
};

struct CompileOptions {
    QStringList includeDirs; // each becomes -I DIR (made absolute), after our own
    // The -std values to try in order, the first that compiles wins; empty: c++20 for a gametree.h
    // program, gnu++20, gnu++17, gnu++14 for one compiled as written.
    QStringList standards;
    // A program written for a judge (no gametree.h): compiled with autotrace.h force-included and
    // linked with its runtime instead of gametree.h's.
    bool asWritten = false;
};

// The standards a program compiled as written is tried with, in order: gnu++20 (AtCoder's), then
// gnu++17 and gnu++14.
QStringList judgeStandards();

struct CompiledProgram {
    QString binary;         // the executable, in the cache
    QString key;            // hex SHA-256 of the source, the runtime, the flags and the compiler
    bool fromCache = false; // no compiler ran
    QString standard;       // the -std it was compiled with
    // This compile built the precompiled <bits/stdc++.h> (no other build of it was under way or done).
    bool builtPrecompiledHeader = false;
};

// Compiles `source`, the text of `path` (which names it in error messages and resolves its
// #include "..." files). Throws CompileError (the first standard's error when none compiles),
// UserError when no compiler is installed, and RunError (Cancelled) when `cancel` is set while the
// compiler runs.
CompiledProgram compileProgram(
    const QByteArray& source, const QString& path, const CompileOptions& options, const std::atomic_bool* cancel = nullptr);
// A gametree.h program, with the default options.
CompiledProgram compileProgram(const QByteArray& source, const QString& path, const std::atomic_bool* cancel = nullptr);

// Builds what a program compiled as written with `standard` needs before its own compile: the
// runtime and the precompiled <bits/stdc++.h>, after `pragmas` when its preamble has option
// pragmas (precompiled_prefix.h); without pragmas, the runtime of a gametree.h program too.
// code_preparation.h calls it ahead of need. Waits for a build of them under way elsewhere instead
// of building a copy; `background` runs the compilers at the lowest CPU priority. True when this
// call built the header. Throws UserError (no compiler) and RunError (Cancelled).
bool prepareCompiler(
    const QString& standard, bool background, const std::atomic_bool* cancel = nullptr, const QByteArrayList& pragmas = {});

// The compiler's first error in its output, as CompileError (exposed for tests).
CompileError firstCompileError(const QString& output, const QString& path);

} // namespace gt
