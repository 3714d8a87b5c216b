// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "user_program.h"

#include "core/input_file.h"
#include "core/params.h"
#include "program_preparer.h"
#include "user_game.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gt {

namespace {

class ProgramTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

} // namespace

std::shared_ptr<UserProgram> programTracedAsWritten(
    const QByteArray& source, const QString& path, const CodeOptions& options, InstrumentationPlan plan)
{
    auto program = std::make_shared<UserProgram>();
    program->path = path;
    program->source = source;
    program->options = options;
    program->description.title = QFileInfo(path).fileName();
    program->description.values = valueMeaningById(plan.values).value_or(ValueMeaning::Plain);
    program->description.hasShortCircuit = false;
    program->hasMemoSwitch = plan.memoFound;
    program->asWritten = std::move(plan);
    return program;
}

QStringList programNotes(const UserProgram& program, std::int64_t roots, std::int64_t exitedInside, int drawnGroup)
{
    QStringList notes;
    if (!program.asWritten)
        return notes;
    const InstrumentationPlan& plan = *program.asWritten;
    notes << programPreparer(program.language).preparationNotes(program);
    for (const TracedFunction& f : plan.traced) {
        if (drawnGroup >= 0 && f.group != drawnGroup)
            continue; // another recursion, not drawn (UserGame::notes names it)
        QString line
            = ProgramTr::tr("each call of %1 is drawn; its label shows %2")
                  .arg(f.signature,
                      f.stateParams.isEmpty() ? ProgramTr::tr("no parameter") : f.stateParams.join(QStringLiteral(", ")));
        if (!f.fixedParams.isEmpty())
            line += ProgramTr::tr(" (%1: passed unchanged to every call)").arg(f.fixedParams.join(QStringLiteral(", ")));
        if (!f.outsideState.isEmpty())
            line += ProgramTr::tr(" (%1: kept outside the parameters, changed in place around each call)")
                        .arg(f.outsideState.join(QStringLiteral(", ")));
        notes << line;
        if (!f.turnParam.isEmpty())
            notes << ProgramTr::tr("%1 flips from call to call: it names the player to move (its value in the first call: "
                                   "the first player)")
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

std::shared_ptr<const UserProgram> loadUserProgram(const QByteArray& source, const QString& path, const ProgramLimits& limits,
    const std::atomic_bool* cancel, const CodeOptions& options)
{
    const CodeLanguage language = options.language.value_or(codeLanguageOf(source, path));
    std::shared_ptr<UserProgram> program = programPreparer(language).prepare(source, path, options, limits, cancel);
    program->language = language;
    return program;
}

std::shared_ptr<const UserProgram> loadUserProgram(const QString& path, const ProgramLimits& limits, const CodeOptions& options)
{
    QByteArray source;
    if (const QString why = readInputFile(path, kMaxCodeFileBytes, source); !why.isEmpty())
        throw UserError(ProgramTr::tr("cannot read %1: %2").arg(path, why));
    return loadUserProgram(source, path, limits, nullptr, options);
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
    return std::make_unique<UserGame>(std::move(program), checked, values, limits);
}

} // namespace gt
