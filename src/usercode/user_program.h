// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A user's program made ready to run by its language's preparer (program_preparer.h): compiled
// or read by a tracer, so that what it traces and its parameters are known before anything is
// solved.

#include "call_expression.h"
#include "code_compiler.h"
#include "code_options.h"
#include "core/game.h"
#include "instrumentation.h"
#include "program_description.h"
#include "program_language.h"
#include "program_limits.h"
#include "program_preparer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace gt {

struct UserProgram {
    QString path; // as the user named it: messages point at it
    QByteArray source;
    CodeLanguage language = CodeLanguage::Cpp;
    CompiledProgram compiled; // C++ only
    ProgramLaunch launch;     // a program traced as written
    ProgramDescription description;
    CodeOptions options;
    // A program written without gametree.h, traced as it is: what the instrumenter (C++) or the
    // tracer's analysis (Python) found.
    std::optional<InstrumentationPlan> asWritten;
    // --call on a C++ program, parsed here so that a literal its parameter refuses is worded by
    // callArgumentMessage; a Python call is checked by the tracer (ProgramLaunch::callInput).
    std::optional<CallExpression> call;
    // The program reads gt::memoOn() (gametree.h), or a memo test was found (as written):
    // without one, --memo off would change nothing and is refused.
    bool hasMemoSwitch = true;
};

// A program traced as written, in any language, as its analysis found it: the file, the options,
// the plan and what the plan says (values, memo switch). The preparer adds the launch.
std::shared_ptr<UserProgram> programTracedAsWritten(
    const QByteArray& source, const QString& path, const CodeOptions& options, InstrumentationPlan plan);

// The sentences a front end shows beside a program traced as written: what was changed before
// compiling, what is traced, how many top-level calls there were (`roots`, from the last run).
QStringList programNotes(const UserProgram& program, std::int64_t roots = 0, std::int64_t exitedInside = 0, int drawnGroup = -1);

// Why --memo off is refused for this program, or empty when it may be switched off.
QString memoSwitchRefusal(const UserProgram& program);

// Makes `source` (the text of `path`) ready with the preparer of its language (options.language,
// else codeLanguageOf). Throws CompileError or UserError, and RunError: ProgramFailed when a
// gametree.h program fails before its declarations end, Cancelled when `cancel` is set meanwhile.
std::shared_ptr<const UserProgram> loadUserProgram(const QByteArray& source, const QString& path, const ProgramLimits& limits,
    const std::atomic_bool* cancel = nullptr, const CodeOptions& options = {});
// The same with the file's text; a file that cannot be read throws UserError.
std::shared_ptr<const UserProgram> loadUserProgram(
    const QString& path, const ProgramLimits& limits, const CodeOptions& options = {});

// The program as the list shows a game: the file name as its id, its title and parameters.
// `create` is null: use createUserGame.
GameInfo userGameInfo(const UserProgram& program);

// Checks the parameters as a built-in game does (a missing one takes its default) and makes the
// game; `values` overrides how the program said its values read (--values, the studio's Values
// box); `limits` hold each of its runs. Throws ParamError.
std::unique_ptr<Game> createUserGame(std::shared_ptr<const UserProgram> program, const ParamText& text,
    std::optional<ValueMeaning> values = std::nullopt, const ProgramLimits& limits = {});

} // namespace gt
