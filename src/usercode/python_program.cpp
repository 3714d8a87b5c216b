// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "python_program.h"

#include "core/user_error.h"
#include "code_cache.h"
#include "code_compiler.h"
#include "instrumentation.h"
#include "program_runner.h"
#include "user_program.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace gt {

namespace {

class PythonTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kAnalysisTimeoutSeconds = 60;
constexpr int kAnalysisMemoryMiB = 1024;
const QString kTracerResources = QStringLiteral(":/usercode/python");

// The embedded tracer's files by name, and a hash of them all: a new tracer gets a new folder.
struct TracerFiles {
    QList<std::pair<QString, QByteArray>> files;
    QByteArray hash;
};

const TracerFiles& tracerFiles()
{
    static const TracerFiles files = [] {
        TracerFiles out;
        QDirIterator it(kTracerResources, {QStringLiteral("*.py")}, QDir::Files);
        QByteArray all;
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly))
                out.files.push_back({QFileInfo(file.fileName()).fileName(), file.readAll()});
        }
        std::sort(out.files.begin(), out.files.end());
        for (const auto& [name, text] : out.files)
            all += name.toUtf8() + '\n' + text + '\n';
        out.hash = sha256Hex(all).left(16);
        return out;
    }();
    return files;
}

// Runs the interpreter on the tracer to its end; what it printed on stdout. Throws RunError
// (Cancelled), UserError when it cannot start, runs too long or fails.
QByteArray runAnalysis(const QString& python, const QStringList& args, const QString& file, const std::atomic_bool* cancel)
{
    HelperRun limits;
    limits.cpuSeconds = kAnalysisTimeoutSeconds;
    limits.wallSeconds = kAnalysisTimeoutSeconds;
    limits.memoryMiB = kAnalysisMemoryMiB;
    limits.separateStdout = true;
    return helperAnswer(runHelper(python, args, limits, cancel), file, kAnalysisTimeoutSeconds, [&](const ProgramOutcome& run) {
        return PythonTr::tr("the Python tracer failed on %1 (%2); the file is not run")
            .arg(file, QString::fromUtf8(run.output).trimmed().right(400));
    });
}

// A syntax or indentation error, as Python words it, at its line and column.
[[noreturn]] void throwSyntaxError(const QJsonObject& answer, const QString& path)
{
    const QJsonObject error = answer[QStringLiteral("parseErrors")].toArray().first().toObject();
    const int line = error[QStringLiteral("line")].toInt();
    const int column = error[QStringLiteral("column")].toInt();
    const QString message = error[QStringLiteral("message")].toString();
    throw CompileError(
        QStringLiteral("%1:%2:%3: error: %4").arg(path).arg(line).arg(column).arg(message), path, line, column, message);
}

} // namespace

QString pythonInterpreter(const PythonOptions& options)
{
    // Debian's, where it is: a version manager's shim on PATH costs a shell at every start.
    const QString debian = QStringLiteral("/usr/bin/python3");
    if (options.interpreter.isEmpty() && QFileInfo(debian).isExecutable())
        return debian;
    const QString wanted = options.interpreter.isEmpty() ? QStringLiteral("python3") : options.interpreter;
    const QString path
        = QFileInfo(wanted).isAbsolute() || wanted.contains(u'/') ? wanted : QStandardPaths::findExecutable(wanted);
    if (path.isEmpty() || !QFileInfo(path).isExecutable())
        throw UserError(options.interpreter.isEmpty()
                ? PythonTr::tr("python3 is not installed, and a Python program needs it: install the Debian package "
                               "python3 (sudo apt-get install python3), or give another interpreter with --python PATH")
                : PythonTr::tr("--python %1: no such interpreter (give the path of python3 or pypy3)").arg(options.interpreter));
    return QFileInfo(path).absoluteFilePath();
}

QString pythonTracerDir()
{
    static QMutex mutex;
    const QMutexLocker lock(&mutex);
    const TracerFiles& files = tracerFiles();
    if (files.files.isEmpty())
        throw UserError(PythonTr::tr("internal error: the embedded Python tracer is missing"));
    const QString dir = codeCacheDir() + QStringLiteral("/python-tracer-") + QString::fromLatin1(files.hash);
    if (QFileInfo::exists(dir + QStringLiteral("/__main__.py")))
        return dir;
    QDir().mkpath(dir);
    for (const auto& [name, text] : files.files) {
        QSaveFile save(dir + u'/' + name);
        if (!save.open(QIODevice::WriteOnly) || save.write(text) != text.size() || !save.commit())
            throw UserError(PythonTr::tr("cannot write the Python tracer into %1: %2").arg(dir, save.errorString()));
    }
    return dir;
}

std::shared_ptr<UserProgram> PythonPreparer::prepare(const QByteArray& source, const QString& path, const CodeOptions& options,
    const ProgramLimits&, const std::atomic_bool* cancel) const
{
    const QString python = pythonInterpreter(options.python);
    const QString tracer = pythonTracerDir();
    const QString sources = codeCacheDir() + QStringLiteral("/python-sources");
    QDir().mkpath(sources);
    const QString file = sources + u'/' + QString::fromLatin1(sha256Hex(source).left(32)) + QStringLiteral(".py");
    if (QFileInfo::exists(file)) {
        markUsed(file);
    } else {
        QSaveFile save(file);
        if (!save.open(QIODevice::WriteOnly) || save.write(source) != source.size() || !save.commit())
            throw UserError(PythonTr::tr("cannot write %1: %2").arg(file, save.errorString()));
    }
    QStringList common {QStringLiteral("--name"), path};
    for (const QString& name : options.traceNames)
        common << QStringLiteral("--trace") << name;
    QStringList asked = common; // the analysis checks the call; a run reads it from the call channel
    if (options.call)
        asked << QStringLiteral("--call") << *options.call;

    const QByteArray key
        = sha256Hex(source + "\n--\n" + asked.join(u'\n').toUtf8() + "\n--\n" + python.toUtf8() + '\n' + tracerFiles().hash);
    const QString name = QStringLiteral("python-") + QString::fromLatin1(key) + QStringLiteral(".json");
    const std::optional<QByteArray> kept = keptPlan(name);
    const QByteArray json = kept
        ? *kept
        : runAnalysis(python, QStringList {tracer, QStringLiteral("analyze"), file} + asked, QFileInfo(path).fileName(), cancel);
    const QJsonObject answer = QJsonDocument::fromJson(json).object();
    if (!answer[QStringLiteral("ok")].toBool() && answer[QStringLiteral("error")].toString() == QLatin1String("syntax"))
        throwSyntaxError(answer, path);
    InstrumentRequest request;
    request.source = source;
    request.path = path;
    request.traceNames = options.traceNames;
    InstrumentationPlan plan = parsePlan(json, request); // words the refusals as for C++
    if (!kept) {
        keepPlan(name, json);
        pruneCodeCache(kKeptPrograms); // a Python user may never compile
    }

    auto program = programTracedAsWritten(source, path, options, std::move(plan));
    program->launch.program = python;
    program->launch.arguments = QStringList {tracer, QStringLiteral("run"), file} + common;
    // The same tree at every run: a set of strings is walked in one order, not in a new one each time.
    program->launch.environment << QStringLiteral("PYTHONHASHSEED=0");
    if (options.call)
        program->launch.callInput = options.call->toUtf8();
    return program;
}

QStringList PythonPreparer::preparationNotes(const UserProgram& program) const
{
    QStringList notes;
    if (program.asWritten && program.asWritten->prelude)
        notes << PythonTr::tr("as on LeetCode, the names its judge imports (typing's List and Optional, cache and "
                              "lru_cache, defaultdict, Counter, deque, heapq, bisect, math, inf...) are there before the file");
    return notes;
}

} // namespace gt
