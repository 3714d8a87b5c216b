#include "code_compiler.h"

#include "core/run_limits.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <exception>
#include <map>
#include <memory>
#include <vector>

namespace gt {

namespace {

class CompilerTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kCompileTimeoutMs = 180000;
constexpr int kCancelPollMs = 100;

// Embedded from include/ and src/usercode/runtime (CMakeLists.txt), so what a program is
// compiled with always matches the reader of its stream.
const char* const kRuntimeHeaders[] = {"gametree.h", "stream_format.h", "runtime_state.h"};
const char* const kRuntimeSources[] = {"runtime.cpp", "runtime_declarations.cpp", "runtime_signals.cpp"};

QStringList compileFlags()
{
    return {QStringLiteral("-std=c++20"), QStringLiteral("-O2"), QStringLiteral("-fdiagnostics-color=never"),
        QStringLiteral("-fno-diagnostics-show-caret")};
}

QByteArray runtimeFile(const char* name)
{
    QFile file(QStringLiteral(":/usercode/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(CompilerTr::tr("internal error: the embedded runtime file %1 is missing").arg(QLatin1String(name)));
    return file.readAll();
}

struct Compiler {
    QString path;
    QByteArray identity; // its path and version line: a new compiler makes new binaries
};

Compiler findCompiler()
{
    static QMutex mutex;
    static std::map<QString, QByteArray> identities;
    const QString wanted = qEnvironmentVariable("GAMETREE_CXX");
    QString path;
    for (const QString& name :
        wanted.isEmpty() ? QStringList {QStringLiteral("c++"), QStringLiteral("g++")} : QStringList {wanted})
        if (path.isEmpty())
            path = QFileInfo(name).isAbsolute() && QFileInfo(name).isExecutable() ? name : QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        throw UserError(CompilerTr::tr("no C++ compiler found (c++ or g++): install the Debian package g++ "
                                       "(sudo apt-get install g++)"));
    const QMutexLocker lock(&mutex);
    QByteArray& identity = identities[path];
    if (identity.isEmpty()) {
        QProcess version;
        version.start(path, {QStringLiteral("--version")});
        version.waitForFinished(30000);
        identity = path.toUtf8() + '\n' + version.readAllStandardOutput().split('\n').value(0);
    }
    return {path, identity};
}

QByteArray sha256Hex(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// The error one compiler run ends with (lupdate misreads a std:: return type before a tr()).
using Failure = std::exception_ptr;

// Waits for one compiler process; null when it succeeded, else the error to throw. Polls `cancel`
// so that the studio's Cancel stops a long compile too.
Failure finish(QProcess& process, const Compiler& compiler, const QString& path, const std::atomic_bool* cancel)
{
    const auto failure = [](const QString& message) { return std::make_exception_ptr(UserError(message)); };
    if (!process.waitForStarted())
        return failure(CompilerTr::tr("the compiler %1 could not be started").arg(compiler.path));
    QElapsedTimer clock;
    clock.start();
    while (!process.waitForFinished(kCancelPollMs)) {
        const bool cancelled = cancel && cancel->load();
        if (!cancelled && !clock.hasExpired(kCompileTimeoutMs) && process.state() != QProcess::NotRunning)
            continue;
        process.kill();
        process.waitForFinished();
        if (cancelled)
            return std::make_exception_ptr(RunError(RunError::Kind::Cancelled, "the compile was cancelled", 0));
        return failure(
            CompilerTr::tr("the compiler took more than %1 s; the file is not compiled").arg(kCompileTimeoutMs / 1000));
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::make_exception_ptr(firstCompileError(QString::fromUtf8(process.readAll()), path));
    return nullptr;
}

// Runs the compiler once per job in `dir`, all at once (the runtime's files are independent);
// throws the first failure's error, CompileError with the compiler's first error.
void runCompiler(const Compiler& compiler, const std::vector<QStringList>& jobs, const QString& dir, const QString& path,
    const std::atomic_bool* cancel)
{
    if (cancel && cancel->load())
        throw RunError(RunError::Kind::Cancelled, "the compile was cancelled", 0);
    std::vector<std::unique_ptr<QProcess>> processes;
    for (const QStringList& args : jobs) {
        processes.push_back(std::make_unique<QProcess>());
        processes.back()->setWorkingDirectory(dir);
        processes.back()->setProcessChannelMode(QProcess::MergedChannels);
        processes.back()->start(compiler.path, args);
    }
    Failure failure;
    for (const std::unique_ptr<QProcess>& process : processes) { // every one ends before anything throws
        Failure error = finish(*process, compiler, path, cancel);
        if (error && !failure)
            failure = error;
    }
    if (failure)
        std::rethrow_exception(failure);
}

// The runtime's objects for this compiler, compiled once into a folder of the cache named by
// their hash; a folder is complete once it has its final name.
QString runtimeDir(const Compiler& compiler, const std::atomic_bool* cancel)
{
    QByteArray all = compiler.identity;
    for (const char* name : kRuntimeHeaders)
        all += runtimeFile(name);
    for (const char* name : kRuntimeSources)
        all += runtimeFile(name);
    const QString dir = codeCacheDir() + QStringLiteral("/runtime-") + QString::fromLatin1(sha256Hex(all).left(24));
    if (QFileInfo::exists(dir))
        return dir;
    QTemporaryDir build(codeCacheDir() + QStringLiteral("/runtime-build-XXXXXX"));
    std::vector<QStringList> jobs;
    for (const char* name : kRuntimeHeaders) {
        QFile file(build.filePath(QLatin1String(name)));
        if (!file.open(QIODevice::WriteOnly) || file.write(runtimeFile(name)) < 0)
            throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
    }
    for (const char* name : kRuntimeSources) {
        QFile file(build.filePath(QLatin1String(name)));
        if (!file.open(QIODevice::WriteOnly) || file.write(runtimeFile(name)) < 0)
            throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
        jobs.push_back(compileFlags() << QStringLiteral("-c") << QLatin1String(name));
    }
    runCompiler(compiler, jobs, build.path(), build.filePath(QLatin1String(kRuntimeSources[0])), cancel);
    if (QDir().rename(build.path(), dir))
        build.setAutoRemove(false); // else another process made it first: ours goes
    return dir;
}

// A cache hit counts as a use: pruning removes the programs used longest ago.
void markUsed(const QString& binary)
{
    QFile file(binary);
    if (file.open(QIODevice::ReadWrite))
        file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
}

// A string literal naming `path`, for #line.
QByteArray quoted(const QString& path)
{
    QByteArray text = path.toUtf8();
    text.replace('\\', "\\\\").replace('"', "\\\"");
    return '"' + text + '"';
}

} // namespace

QString codeCacheDir()
{
    QString dir = qEnvironmentVariable("GAMETREE_CODE_CACHE");
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/gametree/code");
    QDir().mkpath(dir);
    return dir;
}

CompiledProgram compileProgram(const QByteArray& source, const QString& path, const std::atomic_bool* cancel)
{
    const Compiler compiler = findCompiler();
    const QString runtime = runtimeDir(compiler, cancel);
    const QStringList flags = compileFlags();
    const QByteArray key
        = sha256Hex(source + "\n--\n" + runtime.toUtf8() + '\n' + flags.join(u' ').toUtf8() + '\n' + compiler.identity);
    const QString binary = codeCacheDir() + u'/' + QString::fromLatin1(key);
    if (QFileInfo(binary).isExecutable()) {
        markUsed(binary);
        return {binary, QString::fromLatin1(key), true};
    }

    QTemporaryDir build(codeCacheDir() + QStringLiteral("/build-XXXXXX"));
    const QString file = build.filePath(QStringLiteral("program.cpp"));
    {
        // #line makes the compiler's messages (and std::source_location) name the user's file.
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write("#line 1 " + quoted(path) + '\n' + source) < 0)
            throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
    }
    QStringList args = flags;
    args << QStringLiteral("-iquote") << QFileInfo(path).absolutePath() << QStringLiteral("-I") << runtime << QStringLiteral("-o")
         << build.filePath(QStringLiteral("program")) << file;
    for (const char* name : kRuntimeSources)
        args << runtime + u'/' + QString::fromLatin1(name).replace(QStringLiteral(".cpp"), QStringLiteral(".o"));
    runCompiler(compiler, {args}, build.path(), path, cancel);
    // rename(2) replaces at once: another process running the same file never sees it missing.
    if (std::rename(
            QFile::encodeName(build.filePath(QStringLiteral("program"))).constData(), QFile::encodeName(binary).constData())
        != 0)
        throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
    pruneCodeCache(kKeptPrograms);
    return {binary, QString::fromLatin1(key), false};
}

int pruneCodeCache(int keep)
{
    // Programs are named by their 64-digit hash; each may have its description beside it.
    static const QRegularExpression programName(QStringLiteral("^[0-9a-f]{64}$"));
    QDir dir(codeCacheDir());
    QFileInfoList programs;
    for (const QFileInfo& info : dir.entryInfoList(QDir::Files, QDir::Time)) // newest first
        if (programName.match(info.fileName()).hasMatch())
            programs << info;
    int removed = 0;
    for (qsizetype i = std::max(keep, 0); i < programs.size(); ++i) {
        QFile::remove(programs[i].filePath() + QStringLiteral(".json"));
        removed += QFile::remove(programs[i].filePath()) ? 1 : 0;
    }
    // Builds of a process that was killed mid-compile.
    const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("build-*")}, QDir::Dirs | QDir::NoDotAndDotDot))
        if (info.lastModified() < dayAgo)
            QDir(info.filePath()).removeRecursively();
    return removed;
}

CompileError firstCompileError(const QString& output, const QString& path)
{
    static const QRegularExpression location(QStringLiteral("^(.+?):(\\d+):(?:(\\d+):)? ((?:fatal )?error: .*)$"));
    static const QRegularExpression context(QStringLiteral("^(.+?):(\\d+):(\\d+):\\s"));
    const QStringList lines = output.split(u'\n');
    QString userFile;
    int userLine = 0;
    int userColumn = 0;
    for (const QString& line : lines) {
        const QRegularExpressionMatch error = location.match(line);
        if (error.hasMatch()) {
            QString file = error.captured(1);
            int row = error.captured(2).toInt();
            int column = error.captured(3).toInt();
            if (file != path && userLine > 0) { // an error inside gametree.h: where the user's code led
                file = userFile;
                row = userLine;
                column = userColumn;
            }
            const QString where = column > 0 ? QStringLiteral("%1:%2:%3").arg(file, QString::number(row), QString::number(column))
                                             : QStringLiteral("%1:%2").arg(file, QString::number(row));
            return CompileError(where + QStringLiteral(": ") + error.captured(4), file, row, column, output);
        }
        const QRegularExpressionMatch step = context.match(line);
        if (step.hasMatch() && step.captured(1) == path) {
            userFile = step.captured(1);
            userLine = step.captured(2).toInt();
            userColumn = step.captured(3).toInt();
        }
    }
    if (output.contains(QLatin1String("undefined reference to `main'")))
        return CompileError(CompilerTr::tr("%1: no GT_GAME(run) { ... } in the file: the program has no entry point").arg(path),
            path, 0, 0, output);
    for (const QString& line : lines)
        if (line.contains(QLatin1String("error")) || line.contains(QLatin1String("undefined reference")))
            return CompileError(path + QStringLiteral(": ") + line.trimmed(), path, 0, 0, output);
    return CompileError(path + QStringLiteral(": ") + lines.value(0).trimmed(), path, 0, 0, output);
}

} // namespace gt
