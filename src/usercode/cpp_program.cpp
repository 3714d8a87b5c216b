// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cpp_program.h"

#include "failure_message.h"
#include "include_check.h"
#include "instrumentation.h"
#include "program_recording.h"
#include "program_runner.h"
#include "user_program.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace gt {

namespace {

class CppTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// The Description record of a run with --gt-describe; throws RunError when it fails first.
QByteArray describe(const QString& binary, const QString& path, const ProgramLimits& limits, const std::atomic_bool* cancel)
{
    ProgramOutcome run = runProgram(binary, {QStringLiteral("--gt-describe")}, limits, cancel);
    if (run.exit.kind == ProgramExit::Kind::Cancelled)
        throw RunError(RunError::Kind::Cancelled, "the run was cancelled", 0);
    ProgramRecording recording(std::move(run), 0, false);
    const QString failure = failureMessage(recording, path, limits);
    if (!failure.isEmpty() || !recording.description())
        throw RunError(RunError::Kind::ProgramFailed,
            (failure.isEmpty() ? CppTr::tr("the program did not declare anything") : failure).toStdString(), recording.calls());
    return *recording.description();
}

const QStringList kStandards = judgeStandards();

// libclang could not read the file, and so found no recursion (or no main, or not the function
// named): the mistake to show is the file's own, as the compiler words it. Throws CompileError
// when the compiler also refuses the file, and returns when it compiles (a parser-only error:
// the helper's answer stands).
void throwTheFilesOwnError(const InstrumentError& refusal, const QByteArray& source, const QString& path,
    const CodeOptions& options, const std::atomic_bool* cancel)
{
    CompileOptions compile;
    compile.asWritten = true;
    compile.includeDirs = options.cpp.includeDirs;
    compile.standards = {options.cpp.standard.isEmpty() ? kStandards.first() : options.cpp.standard}; // the judge's first says it
    const QByteArray text = refusal.prelude() ? withLeetCodePrelude(source, path) : source;
    try {
        compileProgram(text, path, compile, cancel);
    } catch (const CompileError& error) {
        const auto atLine = [&](int line) {
            return std::any_of(refusal.parseErrors().begin(), refusal.parseErrors().end(),
                [line](const ParseDiagnostic& d) { return d.line == line; });
        };
        if (error.line() > 0 && atLine(error.line()))
            throw;
        // The compiler stopped elsewhere first (a character an editor put in, which the parser
        // reads as a space): the parser's error is the one that hid the recursion.
        const ParseDiagnostic& first = refusal.parseErrors().front();
        throw CompileError(QStringLiteral("%1:%2:%3: error: %4").arg(path).arg(first.line).arg(first.column).arg(first.message),
            path, first.line, first.column, error.compilerOutput());
    }
}

// A file without gametree.h: instrumented, then compiled as a judge compiles it.
std::shared_ptr<UserProgram> loadAsWritten(
    const QByteArray& source, const QString& path, const CodeOptions& options, const std::atomic_bool* cancel)
{
    std::optional<CallExpression> call;
    if (options.call)
        call = parseCallExpression(*options.call); // its literals are checked before anything runs
    InstrumentRequest request;
    request.source = source;
    request.path = path;
    request.includeDirs = options.cpp.includeDirs;
    request.standards = options.cpp.standard.isEmpty() ? kStandards : QStringList {options.cpp.standard};
    request.traceNames = options.traceNames;
    if (call)
        request.callMethod = call->method;
    InstrumentationPlan plan;
    try {
        plan = instrumentProgram(request, cancel);
    } catch (const InstrumentError& refusal) {
        // A class without main() reads LeetCode's names undeclared until --call gives it their prelude.
        if (!refusal.parseErrors().isEmpty() && refusal.code() != QLatin1String("no-main"))
            throwTheFilesOwnError(refusal, source, path, options, cancel);
        throw;
    }
    if (call)
        checkArgumentCount(*call, plan.called, plan.calledParams);
    CompileOptions compile;
    compile.asWritten = true;
    compile.includeDirs = options.cpp.includeDirs;
    // From the standard the program parsed with: the ones before it do not compile it.
    compile.standards = options.cpp.standard.isEmpty() ? kStandards.mid(std::max<qsizetype>(0, kStandards.indexOf(plan.standard)))
                                                       : QStringList {options.cpp.standard};
    CompiledProgram compiled = compileProgram(plan.source, path, compile, cancel);
    auto program = programTracedAsWritten(source, path, options, std::move(plan));
    program->compiled = std::move(compiled);
    program->launch.program = program->compiled.binary;
    program->call = std::move(call);
    if (program->call) // read by the main() made for the method (runtime_call_arguments.cpp)
        program->launch.callInput = program->call->arguments.toUtf8();
    return program;
}

std::shared_ptr<UserProgram> loadAgainstHeader(const QByteArray& source, const QString& path, const ProgramLimits& limits,
    const std::atomic_bool* cancel, const CodeOptions& options)
{
    auto program = std::make_shared<UserProgram>();
    program->path = path;
    program->source = source;
    program->options = options;
    CompileOptions compile;
    compile.includeDirs = options.cpp.includeDirs;
    program->compiled = compileProgram(source, path, compile, cancel);
    program->hasMemoSwitch = source.contains("memoOn");
    const QString cached = program->compiled.binary + QStringLiteral(".json");
    QFile file(cached);
    QByteArray json;
    if (file.open(QIODevice::ReadOnly)) {
        json = file.readAll();
    } else {
        json = describe(program->compiled.binary, path, limits, cancel);
        QSaveFile save(cached);
        if (save.open(QIODevice::WriteOnly) && save.write(json) == json.size())
            save.commit();
    }
    program->description = parseDescription(json);
    return program;
}

} // namespace

std::shared_ptr<UserProgram> CppPreparer::prepare(const QByteArray& source, const QString& path, const CodeOptions& options,
    const ProgramLimits& limits, const std::atomic_bool* cancel) const
{
    refuseIncludesOfNonFiles(source, path, options.cpp.includeDirs);
    if (usesGametreeHeader(source))
        return loadAgainstHeader(source, path, limits, cancel, options);
    return loadAsWritten(source, path, options, cancel);
}

QStringList CppPreparer::preparationNotes(const UserProgram& program) const
{
    QStringList notes;
    if (!program.asWritten)
        return notes;
    const InstrumentationPlan& plan = *program.asWritten;
    if (plan.normalizedCharacters > 0)
        notes << CppTr::tr("characters a web page or editor put in the code (non-breaking or ideographic spaces, "
                           "zero-width characters, typographic quotes: %L1 of them) were read as plain spaces and quotes")
                     .arg(plan.normalizedCharacters);
    if (plan.byteOrderMark)
        notes << CppTr::tr("the byte-order mark at the start of the file was left out");
    if (plan.mainWithoutType)
        notes << CppTr::tr("main() without a type was read as int main(), as old compilers did");
    if (plan.prelude)
        notes << CppTr::tr("as on LeetCode, #include <bits/stdc++.h> and using namespace std; come before the file");
    const QString standard = program.compiled.standard.isEmpty() ? plan.standard : program.compiled.standard;
    if (!standard.isEmpty() && standard != kStandards.first())
        notes << CppTr::tr("compiled with -std=%1: as %2 (AtCoder's) it does not compile").arg(standard, kStandards.first());
    return notes;
}

} // namespace gt
