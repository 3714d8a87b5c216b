#include "user_program.h"

#include "core/params.h"
#include "failure_message.h"
#include "include_check.h"
#include "program_recording.h"
#include "program_runner.h"
#include "python_program.h"
#include "user_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace gt {

namespace {

class ProgramTr {
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
            (failure.isEmpty() ? ProgramTr::tr("the program did not declare anything") : failure).toStdString(),
            recording.calls());
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
    compile.includeDirs = options.includeDirs;
    compile.standards = {options.standard.isEmpty() ? kStandards.first() : options.standard}; // the judge's first says it
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
    request.includeDirs = options.includeDirs;
    request.standards = options.standard.isEmpty() ? kStandards : QStringList {options.standard};
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
    compile.includeDirs = options.includeDirs;
    // From the standard the program parsed with: the ones before it do not compile it.
    compile.standards = options.standard.isEmpty() ? kStandards.mid(std::max<qsizetype>(0, kStandards.indexOf(plan.standard)))
                                                   : QStringList {options.standard};
    auto program = std::make_shared<UserProgram>();
    program->path = path;
    program->source = source;
    program->options = options;
    program->compiled = compileProgram(plan.source, path, compile, cancel);
    program->launch.program = program->compiled.binary;
    program->description.title = QFileInfo(path).fileName();
    program->description.values = valueMeaningById(plan.values).value_or(ValueMeaning::Plain);
    program->description.hasShortCircuit = false;
    program->hasMemoSwitch = plan.memoFound;
    program->asWritten = std::move(plan);
    program->call = std::move(call);
    return program;
}

} // namespace

QStringList programNotes(const UserProgram& program, std::int64_t roots, std::int64_t exitedInside)
{
    QStringList notes;
    if (!program.asWritten)
        return notes;
    const InstrumentationPlan& plan = *program.asWritten;
    if (plan.normalizedCharacters > 0)
        notes << ProgramTr::tr("characters a web page or editor put in the code (non-breaking or ideographic spaces, "
                               "zero-width characters, typographic quotes: %L1 of them) were read as plain spaces and quotes")
                     .arg(plan.normalizedCharacters);
    if (plan.byteOrderMark)
        notes << ProgramTr::tr("the byte-order mark at the start of the file was left out");
    if (plan.mainWithoutType)
        notes << ProgramTr::tr("main() without a type was read as int main(), as old compilers did");
    const bool python = program.language == CodeLanguage::Python;
    if (plan.prelude)
        notes << (python ? ProgramTr::tr("as on LeetCode, the names its judge imports (typing's List and Optional, cache "
                                         "and lru_cache, defaultdict, Counter, deque, heapq, bisect, math, inf...) are "
                                         "there before the file")
                         : ProgramTr::tr("as on LeetCode, #include <bits/stdc++.h> and using namespace std; come before "
                                         "the file"));
    const QString standard = program.compiled.standard.isEmpty() ? plan.standard : program.compiled.standard;
    if (!python && !standard.isEmpty() && standard != kStandards.first())
        notes << ProgramTr::tr("compiled with -std=%1: as %2 (AtCoder's) it does not compile").arg(standard, kStandards.first());
    for (const TracedFunction& f : plan.traced) {
        QString line
            = ProgramTr::tr("each call of %1 is drawn; its label shows %2")
                  .arg(f.signature,
                      f.stateParams.isEmpty() ? ProgramTr::tr("no parameter") : f.stateParams.join(QStringLiteral(", ")));
        if (!f.fixedParams.isEmpty())
            line += ProgramTr::tr(" (%1: passed unchanged to every call)").arg(f.fixedParams.join(QStringLiteral(", ")));
        notes << line;
        if (!f.turnParam.isEmpty())
            notes << ProgramTr::tr("%1 flips from call to call: it names the player to move (0 or false: the first player)")
                         .arg(f.turnParam);
    }
    if (!plan.memoFound)
        notes << (plan.memoStoredOnly
                ? ProgramTr::tr("the recursion stores into a table but never returns an entry it tested: a memo read "
                                "before the call makes no call, so it is not drawn, and --memo off is not available")
                : ProgramTr::tr("no memo test was found (a table entry tested, then returned): every call is computed, "
                                "and --memo off is not available"));
    if (!plan.skipped.isEmpty())
        notes << ProgramTr::tr("not instrumented (inside a macro): %1; those calls still show, their values may read 0")
                     .arg(plan.skipped.join(QStringLiteral(", ")));
    if (roots > 1)
        notes << ProgramTr::tr("the recursion was started %L1 times from the top level (a loop over test cases?); "
                               "this is start %L2 (--root 1 to %L1)")
                     .arg(roots)
                     .arg(program.options.root);
    if (exitedInside > 0)
        notes << ProgramTr::tr("the program ended (exit) inside its recursion with calls still open (%L1 deep); they are "
                               "drawn as running when it stopped")
                     .arg(exitedInside);
    return notes;
}

QString memoSwitchRefusal(const UserProgram& program)
{
    if (program.hasMemoSwitch)
        return {};
    const QString file = QFileInfo(program.path).fileName();
    if (program.asWritten)
        return ProgramTr::tr("--memo off: no memo test was found in %1 (an entry of a table the recursion stores into, "
                             "tested and then returned), so there is nothing to switch off")
            .arg(file);
    return ProgramTr::tr("--memo %1: %2 never calls gt::memoOn(), so the switch would change nothing; "
                         "test gt::memoOn() where the memo is read")
        .arg(program.description.memoDefault ? QStringLiteral("off") : QStringLiteral("on"), file);
}

namespace {

std::shared_ptr<UserProgram> loadAgainstHeader(const QByteArray& source, const QString& path, const ProgramLimits& limits,
    const std::atomic_bool* cancel, const CodeOptions& options)
{
    auto program = std::make_shared<UserProgram>();
    program->path = path;
    program->source = source;
    program->options = options;
    CompileOptions compile;
    compile.includeDirs = options.includeDirs;
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

std::shared_ptr<const UserProgram> loadUserProgram(const QByteArray& source, const QString& path, const ProgramLimits& limits,
    const std::atomic_bool* cancel, const CodeOptions& options)
{
    if (options.language.value_or(codeLanguageOf(source, path)) == CodeLanguage::Python)
        return loadPythonProgram(source, path, options, cancel);
    refuseIncludesOfNonFiles(source, path, options.includeDirs);
    if (usesGametreeHeader(source))
        return loadAgainstHeader(source, path, limits, cancel, options);
    return loadAsWritten(source, path, options, cancel);
}

std::shared_ptr<const UserProgram> loadUserProgram(const QString& path, const ProgramLimits& limits, const CodeOptions& options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(ProgramTr::tr("cannot read %1: %2").arg(path, file.errorString()));
    return loadUserProgram(file.readAll(), path, limits, nullptr, options);
}

GameInfo userGameInfo(const UserProgram& program)
{
    const QString id = QFileInfo(program.path).fileName();
    return {id, program.description.title.isEmpty() ? id : program.description.title, program.path, program.description.params,
        nullptr, program.path};
}

std::unique_ptr<Game> createUserGame(std::shared_ptr<const UserProgram> program, const ParamText& text,
    std::optional<ValueMeaning> values, const ProgramLimits& limits)
{
    const std::vector<ParamSpec>& specs = program->description.params;
    params::rejectUnknown(QFileInfo(program->path).fileName(), specs, text);
    ParamText checked;
    for (const ParamSpec& spec : specs) {
        const auto given = text.find(spec.name);
        const QString typed = given == text.end() ? spec.example : given->second;
        if (spec.kind == ParamSpec::Kind::Integer)
            checked[spec.name] = QString::number(params::parseInteger(spec, typed));
        else
            checked[spec.name] = params::joinList(params::parseIntegerList(spec, typed));
    }
    const ValueMeaning meaning = values.value_or(program->description.values);
    return std::make_unique<UserGame>(std::move(program), checked, meaning, limits);
}

} // namespace gt
