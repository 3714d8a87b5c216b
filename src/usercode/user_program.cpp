#include "user_program.h"

#include "core/params.h"
#include "failure_message.h"
#include "program_recording.h"
#include "program_runner.h"
#include "user_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace gt {

namespace {

class ProgramTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// The Description record of a run with --gt-describe; throws RunError when it fails first.
QByteArray describe(const QString& binary, const QString& path, const ProgramLimits& limits, const std::atomic_bool* cancel)
{
    ProgramRun run = runProgram(binary, {QStringLiteral("--gt-describe")}, limits, cancel);
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

} // namespace

std::shared_ptr<const UserProgram> loadUserProgram(
    const QByteArray& source, const QString& path, const ProgramLimits& limits, const std::atomic_bool* cancel)
{
    auto program = std::make_shared<UserProgram>();
    program->path = path;
    program->source = source;
    program->compiled = compileProgram(source, path, cancel);
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

std::shared_ptr<const UserProgram> loadUserProgram(const QString& path, const ProgramLimits& limits)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(ProgramTr::tr("cannot read %1: %2").arg(path, file.errorString()));
    return loadUserProgram(file.readAll(), path, limits);
}

GameInfo userGameInfo(const UserProgram& program)
{
    const QString id = QFileInfo(program.path).fileName();
    return {id, program.description.title.isEmpty() ? id : program.description.title, program.path, program.description.params,
        nullptr, program.path};
}

std::unique_ptr<Game> createUserGame(
    std::shared_ptr<const UserProgram> program, const ParamText& text, std::optional<ValueMeaning> values)
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
    return std::make_unique<UserGame>(std::move(program), checked, meaning);
}

} // namespace gt
