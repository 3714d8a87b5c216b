// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "include_check.h"

#include "code_compiler.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <sys/stat.h>

namespace gt {

namespace {

class IncludeTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// Where the compiler would look for the header, in its order; empty when only the system has it.
QStringList candidates(const QString& name, bool quoted, const QString& path, const QStringList& includeDirs)
{
    if (QDir::isAbsolutePath(name))
        return {name};
    QStringList paths;
    if (quoted)
        paths << QFileInfo(path).absoluteDir().filePath(name);
    for (const QString& dir : includeDirs)
        paths << QDir(dir).filePath(name);
    return paths;
}

} // namespace

void refuseIncludesOfNonFiles(const QByteArray& source, const QString& path, const QStringList& includeDirs)
{
    static const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"));
    const QList<QByteArray> lines = source.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = include.match(QString::fromUtf8(lines[i]));
        if (!match.hasMatch())
            continue;
        for (const QString& candidate : candidates(match.captured(2), match.captured(1) == u'"', path, includeDirs)) {
            struct stat info { };
            if (stat(QFile::encodeName(candidate).constData(), &info) != 0)
                continue; // not there: the next place, or the compiler says it is missing
            if (S_ISREG(info.st_mode))
                break;
            const int line = int(i + 1);
            const int column = int(match.capturedStart(0) + 1);
            const QString message
                = IncludeTr::tr("%1:%2: #include %3 is not a file but a device, a pipe or a folder; the compiler would "
                                "read it without end or wait for input. Include source files only")
                      .arg(path)
                      .arg(line)
                      .arg(match.captured(1) + match.captured(2) + (match.captured(1) == u'"' ? u'"' : u'>'));
            throw CompileError(message, path, line, column, message);
        }
    }
}

} // namespace gt
