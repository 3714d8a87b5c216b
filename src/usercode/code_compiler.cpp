// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "code_compiler.h"

#include "cache_lock.h"
#include "code_cache.h"
#include "core/run_limits.h"
#include "precompiled_prefix.h"
#include "program_runner.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <exception>
#include <map>
#include <memory>
#include <thread>
#include <optional>
#include <vector>

#include <fcntl.h>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace gt {

namespace {

class CompilerTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kCompileTimeoutMs = 180000;
// The compiler's own limits, so that a file that includes /dev/zero or something as endless
// fails with a message instead of taking the machine: <bits/stdc++.h> with its precompiled
// header takes about 400 MiB and 3 s.
constexpr int kCompilerMemoryMiB = 3072;
constexpr int kCompilerCpuSeconds = 120;
constexpr int kCompilerFileMiB = 1024;

// Embedded from include/ and src/usercode/runtime (CMakeLists.txt), so what a program is
// compiled with always matches the reader of its stream. Every runtime folder has all the headers;
// a gametree.h program links the objects of the first sources, one compiled as written those and
// runtime_autotrace.cpp, which writes through the same stream writer and signal handlers, with the
// reader of --call's arguments.
const char* const kRuntimeHeaders[] = {"gametree.h", "stream_format.h", "runtime_state.h", "autotrace.h", "call_literals.h"};
const char* const kGameRuntimeSources[] = {"runtime.cpp", "runtime_declarations.cpp", "runtime_signals.cpp"};
const char* const kAsWrittenRuntimeSources[] = {"runtime_autotrace.cpp", "runtime_call_arguments.cpp", "call_literals.cpp"};
// The runtime is plain C++20 whatever the program's standard (its interface, autotrace.h, needs
// only C++14): libstdc++'s ABI is the same across -std.
const char* const kRuntimeStandard = "c++20";
const char* const kAutotraceHeader = "autotrace.h";

QStringList runtimeSources(bool asWritten)
{
    QStringList names;
    for (const char* name : kGameRuntimeSources)
        names << QLatin1String(name);
    if (asWritten)
        for (const char* name : kAsWrittenRuntimeSources)
            names << QLatin1String(name);
    return names;
}

QStringList defaultStandards(bool asWritten)
{
    return asWritten ? judgeStandards() : QStringList {QStringLiteral("c++20")};
}

// The flags that decide the code: the cache key and a precompiled header's fit depend on them.
QStringList compileFlags(const QString& standard)
{
    return {QStringLiteral("-std=") + standard, QStringLiteral("-O2"), QStringLiteral("-fdiagnostics-color=never"),
        QStringLiteral("-fno-diagnostics-show-caret")};
}

QByteArray runtimeFile(const QString& name)
{
    QFile file(QStringLiteral(":/usercode/") + name);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(CompilerTr::tr("internal error: the embedded runtime file %1 is missing").arg(name));
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
        HelperRun limits;
        limits.cpuSeconds = limits.wallSeconds = 30;
        limits.separateStdout = true;
        identity = path.toUtf8() + '\n'
            + runHelper(path, {QStringLiteral("--version")}, limits, nullptr).standardOutput.split('\n').value(0);
    }
    return {path, identity};
}

// The error one compiler run ends with (lupdate misreads a std:: return type before a tr()).
using Failure = std::exception_ptr;

// How one compiler run ended: null when it succeeded, else the error to throw.
Failure failureOf(const ProgramOutcome& run, const QString& path)
{
    const auto failure = [](const QString& message) { return std::make_exception_ptr(UserError(message)); };
    switch (run.exit.kind) {
    case ProgramExit::Kind::Cancelled:
        return std::make_exception_ptr(RunError(RunError::Kind::Cancelled, "the compile was cancelled", 0));
    case ProgramExit::Kind::TimedOut:
        return failure(
            CompilerTr::tr("the compiler took more than %1 s; the file is not compiled").arg(kCompileTimeoutMs / 1000));
    case ProgramExit::Kind::Exited:
        if (run.exit.code == 0)
            return nullptr;
        break;
    case ProgramExit::Kind::Signalled:
    case ProgramExit::Kind::OutputLimit:
    case ProgramExit::Kind::Stopped: break;
    }
    const QString output = QString::fromUtf8(run.output);
    const QString file = QFileInfo(path).fileName();
    if (output.contains(QLatin1String("out of memory")) || output.contains(QLatin1String("memory exhausted")))
        return failure(CompilerTr::tr("the compiler needed more than its %L1 MiB of memory on %2; the file is not compiled")
                           .arg(kCompilerMemoryMiB)
                           .arg(file));
    if (output.contains(QLatin1String("CPU time limit exceeded")))
        return failure(CompilerTr::tr("the compiler used more than its %1 s of CPU time on %2; the file is not compiled")
                           .arg(kCompilerCpuSeconds)
                           .arg(file));
    if (output.contains(QLatin1String("File size limit exceeded")))
        return failure(CompilerTr::tr("the compiler wrote more than its %L1 MiB to a file on %2; the file is not compiled")
                           .arg(kCompilerFileMiB)
                           .arg(file));
    if (run.exit.kind != ProgramExit::Kind::Exited && output.trimmed().isEmpty())
        return failure(CompilerTr::tr("the compiler crashed on %1; the file is not compiled").arg(file));
    return std::make_exception_ptr(firstCompileError(output, path));
}

// Builds made ahead of need (code_preparation.h) run their compilers at the lowest CPU priority,
// so that the studio and a solve started meanwhile come first; set per thread.
thread_local bool t_background = false;

// Runs the compiler once per job in `dir`, all at once (the runtime's files are independent);
// throws the first failure's error, CompileError with the compiler's first error. Returns what
// the compilers printed (warnings).
QString runCompiler(const Compiler& compiler, const std::vector<QStringList>& jobs, const QString& dir, const QString& path,
    const std::atomic_bool* cancel)
{
    if (cancel && cancel->load())
        throw RunError(RunError::Kind::Cancelled, "the compile was cancelled", 0);
    std::vector<ProgramOutcome> runs(jobs.size());
    std::vector<Failure> failures(jobs.size());
    std::vector<std::thread> others;
    const bool background = t_background;
    const auto compile = [&](std::size_t k) {
        try {
            HelperRun limits; // a file that includes something endless fails with a message
            limits.cpuSeconds = kCompilerCpuSeconds;
            limits.wallSeconds = kCompileTimeoutMs / 1000;
            limits.memoryMiB = kCompilerMemoryMiB;
            limits.fileMiB = kCompilerFileMiB;
            limits.background = background;
            limits.folder = dir; // the only one it writes in
            runs[k] = runHelper(compiler.path, jobs[k], limits, cancel);
            failures[k] = failureOf(runs[k], path);
        } catch (...) { // cannot start: every other one still ends before this is thrown
            failures[k] = std::current_exception();
        }
    };
    for (std::size_t k = 1; k < jobs.size(); ++k)
        others.emplace_back(compile, k);
    if (!jobs.empty())
        compile(0);
    for (std::thread& other : others)
        other.join();
    QString output;
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        if (failures[k])
            std::rethrow_exception(failures[k]);
        output += QString::fromUtf8(runs[k].output);
    }
    return output;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0)
        throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
}

// One runtime: the objects a program links, compiled once per compiler and standard into a
// folder of the cache named by the hash of all that went into them.
struct Runtime {
    QString dir;
    QStringList sources;
    QStringList flags;

    QStringList objects() const
    {
        QStringList paths;
        for (const QString& name : sources)
            paths << dir + u'/' + QString(name).replace(QStringLiteral(".cpp"), QStringLiteral(".o"));
        return paths;
    }
    QString autotraceHeader() const { return dir + u'/' + QLatin1String(kAutotraceHeader); }
};

// Names the runtime; builds nothing (a standard that is never tried costs nothing).
Runtime runtimeFor(const Compiler& compiler, const QString& standard, bool asWritten)
{
    Runtime runtime {{}, runtimeSources(asWritten), compileFlags(asWritten ? QLatin1String(kRuntimeStandard) : standard)};
    QByteArray all = compiler.identity + '\n' + runtime.flags.join(u' ').toUtf8() + '\n';
    for (const char* name : kRuntimeHeaders)
        all += runtimeFile(QLatin1String(name));
    for (const QString& name : runtime.sources)
        all += name.toUtf8() + '\n' + runtimeFile(name);
    runtime.dir = codeCacheDir() + QStringLiteral("/runtime-") + QString::fromLatin1(sha256Hex(all).left(24));
    return runtime;
}

void buildRuntime(const Compiler& compiler, const Runtime& runtime, const std::atomic_bool* cancel)
{
    if (QFileInfo::exists(runtime.dir))
        return;
    const CacheLock lock(runtime.dir + QStringLiteral(".lock"), cancel); // one build at a time
    if (QFileInfo::exists(runtime.dir))
        return;
    QTemporaryDir build(buildFolderTemplate("runtime-build"));
    for (const char* name : kRuntimeHeaders)
        writeFile(build.filePath(QLatin1String(name)), runtimeFile(QLatin1String(name)));
    std::vector<QStringList> jobs;
    for (const QString& name : runtime.sources) {
        writeFile(build.filePath(name), runtimeFile(name));
        jobs.push_back(runtime.flags + QStringList {QStringLiteral("-c"), name});
    }
    runCompiler(compiler, jobs, build.path(), build.filePath(runtime.sources.value(0)), cancel);
    publishFolder(build, runtime.dir);
}

// What GCC reads instead of a .gch that stands for moved pragmas, when it does not take it (a
// token or a clashing macro came first): then the program is compiled again as written.
const char* const kPrecompiledHeaderUnused = "gametree: the precompiled header was not used";

// <bits/stdc++.h> precompiled with the program's flags, after the option pragmas that preceded it
// (precompiled_prefix.h) and before autotrace.h, in a folder of the cache named by their hash:
// pch-HASH/bits/stdc++.h and its stdc++.h.gch. First on the include path, it makes GCC take the
// .gch for the program's first #include. Where it does not fit (-Winvalid-pch says why), GCC reads
// the header's text: the wrapper itself (the system's header, then autotrace.h), or with pragmas
// an #error, as their place in the program would differ. Empty when it cannot be built, or is
// missing and not to be built: the program is then compiled without it. `built`: this call built it.
QString precompiledBitsHeader(const Compiler& compiler, const Runtime& runtime, const QStringList& flags,
    const QByteArrayList& pragmas, bool buildWhenMissing, const std::atomic_bool* cancel, bool* built)
{
    // A header name takes no escapes: a cache path with a quote fails to build and is not used.
    const QByteArray wrapper = (pragmas.isEmpty() ? QByteArray() : pragmas.join('\n') + '\n')
        + "#include_next <bits/stdc++.h>\n#include \"" + runtime.autotraceHeader().toUtf8() + "\"\n";
    const QByteArray inputs
        = compiler.identity + '\n' + flags.join(u' ').toUtf8() + '\n' + wrapper + runtimeFile(QLatin1String(kAutotraceHeader));
    // Those of pragma sets are named apart: pruning keeps only the few used last of them.
    const QString dir = codeCacheDir() + (pragmas.isEmpty() ? QStringLiteral("/pch-") : QStringLiteral("/pch-pragmas-"))
        + QString::fromLatin1(sha256Hex(inputs).left(24));
    if (QFileInfo::exists(dir)) {
        markUsed(dir);
        return dir;
    }
    if (!buildWhenMissing)
        return {};
    // A build under way elsewhere (the studio's preparation, another window) is waited for.
    const CacheLock lock(dir + QStringLiteral(".lock"), cancel);
    if (QFileInfo::exists(dir))
        return dir;
    try {
        QTemporaryDir build(buildFolderTemplate("pch-build"));
        if (!QDir(build.path()).mkdir(QStringLiteral("bits")))
            return {};
        const QString header = build.filePath(QStringLiteral("bits/stdc++.h"));
        writeFile(header, wrapper);
        // Without our folder on the include path, #include_next in the file compiled finds the system's header.
        runCompiler(compiler,
            {flags
                + QStringList {QStringLiteral("-x"), QStringLiteral("c++-header"), QStringLiteral("bits/stdc++.h"),
                    QStringLiteral("-o"), QStringLiteral("bits/stdc++.h.gch")}},
            build.path(), header, cancel);
        if (!pragmas.isEmpty())
            writeFile(header, QByteArray("#error ") + kPrecompiledHeaderUnused + '\n');
        publishFolder(build, dir);
    } catch (const UserError&) { // never the user's compile's failure; a cancel (RunError) still stops it
        return {};
    }
    if (built)
        *built = QFileInfo::exists(dir);
    return QFileInfo::exists(dir) ? dir : QString();
}

// A .gch GCC refused for itself (another compiler's, a broken file), not for the program's own
// macros ("not used because `N' is defined"): it is built again.
bool staleGch(const QString& compilerOutput)
{
    static const QRegularExpression macroClash(QStringLiteral("not used because `[^']*' is (not )?defined"));
    for (const QString& line : compilerOutput.split(u'\n'))
        if (line.contains(QLatin1String("[-Winvalid-pch]")) && !macroClash.match(line).hasMatch())
            return true;
    return false;
}

// The user's own <bits/stdc++.h> (in the file's folder or an -I folder) wins over ours, as it
// would without us: then nothing is precompiled.
bool bitsHeaderShadowed(const QStringList& dirs)
{
    for (const QString& dir : dirs)
        if (QFileInfo::exists(dir + QStringLiteral("/bits/stdc++.h")))
            return true;
    return false;
}

// A string literal naming `path`, for #line.
QByteArray quoted(const QString& path)
{
    QByteArray text = path.toUtf8();
    text.replace('\\', "\\\\").replace('"', "\\\"");
    return '"' + text + '"';
}

// --- the headers a program read -------------------------------------------------------------
// Empty for what is not a regular file: a header such as /dev/stdin is read again each time (and
// reading gametree's own stdin here would wait for it to end).
QByteArray fileSha256(const QString& path)
{
    if (!QFileInfo(path).isFile())
        return {};
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return {};
    return hash.result().toHex();
}

// The files a -MD dependency file names: Make syntax, "TARGET: A B \" continued over lines,
// with spaces and '#' escaped by a backslash and '$' doubled.
QStringList dependencyFiles(const QByteArray& text)
{
    QStringList files;
    QByteArray name;
    const auto next = [&] {
        if (!name.isEmpty())
            files << QFile::decodeName(name);
        name.clear();
    };
    const qsizetype colon = text.indexOf(": ");
    for (qsizetype i = colon < 0 ? text.size() : colon + 2; i < text.size(); ++i) {
        const char c = text[i];
        const char after = i + 1 < text.size() ? text[i + 1] : '\0';
        if (c == '\\' && (after == ' ' || after == '#')) {
            name += after;
            ++i;
        } else if (c == '$' && after == '$') {
            name += '$';
            ++i;
        } else if (c == '\\' && (after == '\n' || after == '\r')) {
            next();
        } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            next();
        } else {
            name += c;
        }
    }
    next();
    return files;
}

// The user's headers among a compile's dependencies: not the system's (under /usr) and not ours
// (the runtime, the precompiled header, the copy of the program, all in the cache). None when
// the compiler wrote no list.
std::optional<QStringList> userHeaders(const QString& depsFile, const QString& buildDir)
{
    QFile file(depsFile);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString cache = codeCacheDir() + u'/';
    QStringList headers;
    for (const QString& name : dependencyFiles(file.readAll())) {
        const QString path = QDir::cleanPath(QDir(buildDir).absoluteFilePath(name));
        if (!path.startsWith(QLatin1String("/usr/")) && !path.startsWith(cache) && !headers.contains(path))
            headers << path;
    }
    return headers;
}

// The list for a binary about to be published; false when the headers are not known or one changed
// while it was compiled (then there is no list, and the next compile runs the compiler again).
bool prepareManifest(QSaveFile& manifest, const std::optional<QStringList>& headers, const QDateTime& compileStart)
{
    if (!headers)
        return false;
    if (!manifest.open(QIODevice::WriteOnly))
        throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
    for (const QString& header : *headers) {
        const QByteArray hash = fileSha256(header);
        if (hash.isEmpty() || QFileInfo(header).lastModified() > compileStart)
            return false;
        manifest.write(hash + ' ' + QFile::encodeName(header) + '\n');
    }
    return true;
}

bool headersUnchanged(const QString& binary)
{
    QFile manifest(manifestOf(binary));
    if (!manifest.open(QIODevice::ReadOnly)) // an older cache's binary, or one whose headers changed as it compiled
        return false;
    for (const QByteArray& line : manifest.readAll().split('\n')) {
        if (line.isEmpty())
            continue;
        if (line.size() < 66 || line[64] != ' ' || fileSha256(QFile::decodeName(line.mid(65))) != line.left(64))
            return false;
    }
    return true;
}

// --- one compile ----------------------------------------------------------------------------

struct Attempt {
    QString standard;
    Runtime runtime;
    QByteArray key;
    QString binary;
};

// What a program is compiled with, but for the standard.
struct ProgramSetup {
    QString userDir;         // #include "..." looks here after the file's own folder
    QStringList includeDirs; // absolute
    bool asWritten = false;
    // What a precompiled <bits/stdc++.h> may stand for (bitsHeader false: nothing, also when
    // a header of the user's shadows the system's).
    PrecompiledPrefix prefix;
};

Attempt planAttempt(const Compiler& compiler, const QByteArray& source, const ProgramSetup& setup, const QString& standard)
{
    Attempt attempt {standard, runtimeFor(compiler, standard, setup.asWritten), {}, {}};
    const QByteArray settings = (compileFlags(standard) + QStringList {QStringLiteral("-iquote"), setup.userDir}
        + setup.includeDirs + QStringList {setup.asWritten ? QStringLiteral("as written") : QString()})
                                    .join(u'\n')
                                    .toUtf8();
    attempt.key = sha256Hex(source + "\n--\n" + attempt.runtime.dir.toUtf8() + '\n' + settings + '\n' + compiler.identity);
    attempt.binary = codeCacheDir() + u'/' + QString::fromLatin1(attempt.key);
    return attempt;
}

bool cached(const Attempt& attempt)
{
    return QFileInfo(attempt.binary).isExecutable() && headersUnchanged(attempt.binary);
}

// How an attempt may use a precompiled header.
enum class Precompiled {
    Build, // build it when it is missing
    Use,   // only use one that is there
    None,  // compile the file as written
};

CompiledProgram compileAttempt(const Compiler& compiler, const QByteArray& source, const QString& path, const ProgramSetup& setup,
    const Attempt& attempt, Precompiled precompiled, const std::atomic_bool* cancel)
{
    buildRuntime(compiler, attempt.runtime, cancel);
    const QStringList flags = compileFlags(attempt.standard); // the program's; the runtime has its own
    bool builtHeader = false;
    const QString pch = setup.prefix.bitsHeader && precompiled != Precompiled::None ? precompiledBitsHeader(compiler,
                            attempt.runtime, flags, setup.prefix.pragmas, precompiled == Precompiled::Build, cancel, &builtHeader)
                                                                                    : QString();
    const bool pragmasMoved = !pch.isEmpty() && !setup.prefix.pragmas.isEmpty();

    const QDateTime compileStart = QDateTime::currentDateTime();
    QTemporaryDir build(buildFolderTemplate("build"));
    const QString file = build.filePath(QStringLiteral("program.cpp"));
    // #line makes the compiler's messages (and std::source_location) name the user's file. A BOM
    // is only skipped at the start of a file: after #line it would be a stray character.
    const QByteArray written = pragmasMoved ? setup.prefix.programText : source;
    const QByteArray text = written.startsWith("\xEF\xBB\xBF") ? written.mid(3) : written;
    writeFile(file, "#line 1 " + quoted(path) + '\n' + text);
    const QString deps = build.filePath(QStringLiteral("program.d"));
    QStringList args = flags;
    args << QStringLiteral("-iquote") << setup.userDir;
    if (!pch.isEmpty())
        args << QStringLiteral("-Winvalid-pch") << QStringLiteral("-I") << pch;
    if (!setup.asWritten)
        args << QStringLiteral("-I") << attempt.runtime.dir; // <gametree.h> is ours
    for (const QString& dir : setup.includeDirs)
        args << QStringLiteral("-I") << dir;
    if (setup.asWritten && pch.isEmpty()) // else the precompiled header brings it
        args << QStringLiteral("-include") << attempt.runtime.autotraceHeader();
    args << QStringLiteral("-MD") << QStringLiteral("-MT") << QStringLiteral("program") << QStringLiteral("-MF") << deps
         << QStringLiteral("-o") << build.filePath(QStringLiteral("program")) << file << attempt.runtime.objects();
    QString output;
    try {
        output = runCompiler(compiler, {args}, build.path(), path, cancel);
    } catch (const CompileError& error) {
        if (!pragmasMoved || !error.compilerOutput().contains(QLatin1String(kPrecompiledHeaderUnused)))
            throw;
        if (staleGch(error.compilerOutput()))
            discardFolder(pch);
        // The pragmas' place matters when GCC reads the file's text: compiled as written.
        return compileAttempt(compiler, source, path, setup, attempt, Precompiled::None, cancel);
    }
    if (!pch.isEmpty() && staleGch(output))
        discardFolder(pch); // GCC read the wrapper's text instead: built again next time

    QSaveFile manifest(manifestOf(attempt.binary));
    const bool headersKnown = prepareManifest(manifest, userHeaders(deps, build.path()), compileStart);
    QFile::remove(attempt.binary + QStringLiteral(".json")); // the description of an earlier binary of this key
    // rename(2) replaces at once: another process running the same file never sees it missing.
    if (std::rename(QFile::encodeName(build.filePath(QStringLiteral("program"))).constData(),
            QFile::encodeName(attempt.binary).constData())
        != 0)
        throw UserError(CompilerTr::tr("cannot write to the cache folder %1").arg(codeCacheDir()));
    // After the binary: a reader that sees the new list sees the new binary.
    if (!headersKnown || !manifest.commit())
        QFile::remove(manifestOf(attempt.binary));
    pruneCodeCache(kKeptPrograms);
    return {attempt.binary, QString::fromLatin1(attempt.key), false, attempt.standard, builtHeader};
}

// A missing #include file: no other standard finds it.
bool isMissingFile(const CompileError& error)
{
    return error.message().contains(QLatin1String("fatal error: "))
        && error.message().endsWith(QLatin1String(": No such file or directory"));
}

} // namespace

QStringList judgeStandards()
{
    // As a judge compiles (AtCoder: g++ -std=gnu++20 -O2); older code that clashes with newer
    // names (a global `visit` against std::visit) still compiles with an older standard.
    return {QStringLiteral("gnu++20"), QStringLiteral("gnu++17"), QStringLiteral("gnu++14")};
}

CompiledProgram compileProgram(const QByteArray& source, const QString& path, const std::atomic_bool* cancel)
{
    return compileProgram(source, path, CompileOptions {}, cancel);
}

CompiledProgram compileProgram(
    const QByteArray& source, const QString& path, const CompileOptions& options, const std::atomic_bool* cancel)
{
    const Compiler compiler = findCompiler();
    ProgramSetup setup;
    setup.userDir = QFileInfo(path).absolutePath();
    for (const QString& dir : options.includeDirs)
        setup.includeDirs << QDir(dir).absolutePath();
    setup.asWritten = options.asWritten;
    if (options.asWritten && !bitsHeaderShadowed(QStringList {setup.userDir} + setup.includeDirs))
        setup.prefix = precompiledPrefix(source);
    const QStringList standards = options.standards.isEmpty() ? defaultStandards(options.asWritten) : options.standards;

    std::vector<Attempt> attempts;
    for (const QString& standard : standards)
        attempts.push_back(planAttempt(compiler, source, setup, standard));
    // A binary of a later standard is there only when the earlier ones failed on this very program.
    for (const Attempt& attempt : attempts)
        if (cached(attempt)) {
            markUsed(attempt.binary);
            return {attempt.binary, QString::fromLatin1(attempt.key), true, attempt.standard};
        }

    std::optional<CompileError> firstError;
    QStringList tried;
    for (const Attempt& attempt : attempts) {
        try {
            // Only the first standard builds a precompiled header: most programs need no other.
            return compileAttempt(
                compiler, source, path, setup, attempt, tried.isEmpty() ? Precompiled::Build : Precompiled::Use, cancel);
        } catch (const CompileError& error) {
            tried << QStringLiteral("-std=") + attempt.standard;
            if (!firstError)
                firstError = error;
            if (isMissingFile(*firstError))
                break;
        }
    }
    if (tried.size() < 2)
        throw CompileError(*firstError);
    // What a judge would report, the first standard's error; the note says the others failed too.
    throw CompileError(CompilerTr::tr("%1 (tried %2)").arg(firstError->message(), tried.join(QStringLiteral(", "))),
        firstError->file(), firstError->line(), firstError->column(), firstError->compilerOutput());
}

bool prepareCompiler(const QString& standard, bool background, const std::atomic_bool* cancel, const QByteArrayList& pragmas)
{
    const Compiler compiler = findCompiler();
    const Runtime runtime = runtimeFor(compiler, standard, true);
    struct Priority { // this thread's compilers, until it returns or throws
        const bool previous = t_background;
        ~Priority() { t_background = previous; }
    } priority;
    t_background = background;
    buildRuntime(compiler, runtime, cancel);
    bool built = false;
    precompiledBitsHeader(compiler, runtime, compileFlags(standard), pragmas, true, cancel, &built);
    if (pragmas.isEmpty()) // the studio's examples (gametree.h) start from their runtime
        buildRuntime(compiler, runtimeFor(compiler, defaultStandards(false).constFirst(), false), cancel);
    return built;
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
    // The first line that says anything (GCC may start with an empty one), never an empty message.
    for (const QString& line : lines)
        if (!line.trimmed().isEmpty())
            return CompileError(path + QStringLiteral(": ") + line.trimmed(), path, 0, 0, output);
    return CompileError(CompilerTr::tr("%1: the compiler failed and printed nothing").arg(path), path, 0, 0, output);
}

} // namespace gt
