#pragma once

// Compiles a user's program with the system C++ compiler (c++ -std=c++20 -O2) against the shipped
// gametree.h and runtime, both embedded in our binaries, and keeps the executable in a cache
// keyed by the SHA-256 of the source, the runtime and the compiler: an unchanged file is not
// compiled again.

#include "core/user_error.h"

#include <QByteArray>
#include <QString>

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

struct CompiledProgram {
    QString binary;         // the executable, in the cache
    QString key;            // hex SHA-256 of the source, the runtime and the compiler
    bool fromCache = false; // no compiler ran
};

// Compiles `source`, the text of `path` (which names it in error messages and resolves its
// #include "..." files). Throws CompileError, UserError when no compiler is installed, and
// RunError (Cancelled) when `cancel` is set while the compiler runs.
CompiledProgram compileProgram(const QByteArray& source, const QString& path, const std::atomic_bool* cancel = nullptr);

// The cache keeps the kKeptPrograms programs used last (a compile or a cache hit is a use): every
// edit in the studio's editor makes a new one. Pruned after each compile.
constexpr int kKeptPrograms = 200;
// Removes all but the `keep` programs used last, and builds left by a killed process; returns
// how many programs went.
int pruneCodeCache(int keep);

// The folder of compiled programs: $GAMETREE_CODE_CACHE, else gametree/code in the user's cache.
QString codeCacheDir();

// The compiler's first error in its output, as CompileError (exposed for tests).
CompileError firstCompileError(const QString& output, const QString& path);

} // namespace gt
