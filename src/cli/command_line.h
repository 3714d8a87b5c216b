// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"
#include "core/run_limits.h"
#include "render/comparison.h"
#include "render/drawing.h"
#include "render/page_fit.h"
#include "render/table_scene.h"
#include "usercode/user_program.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace gt::cli {

// The translation context of the command line's messages.
class CliTr {
    Q_DECLARE_TR_FUNCTIONS(gt::cli)
};

struct Command {
    enum class Verb { Help, Version, Games, PrepareCode, Solve, Trace, Export, Slides, Play };
    Verb verb = Verb::Help;
    QString gameId;
    std::shared_ptr<const UserProgram> program; // --code FILE.cpp: the user's program, compiled
    std::optional<ValueMeaning> values;         // --values KIND: how the program's values read, if not as it declares
    ParamText params;
    std::optional<bool> memo;         // unset: the game's default (on)
    std::optional<bool> shortCircuit; // unset: the article's default
    bool json = false;
    RunLimits limits;
    ProgramLimits programLimits; // --cpu-limit, --memory-limit, --output-limit of a --code program
    QString helpText;            // for Verb::Help

    // export
    QString output;
    DrawOptions draw;
    bool icicle = false; // --view icicle: the whole run as an icicle instead of a drawing
    bool table = false;  // --view table: the memo as the DP table it is
    TableOrder tableOrder = TableOrder::Recursion;
    QString palette = QStringLiteral("default");
    bool legend = true;
    int dpi = 144;
    bool force = false;                    // draw a picture past the sizes drawn without asking (render/exporter.h)
    PageFit fit = PageFit::Slide;          // export and slides
    std::optional<ComparedOption> compare; // export: the run with this option off and on, side by side
    bool quiz = false;                     // export -o FILE.html: the page opens in quiz mode
    bool hideSource = false;               // export -o FILE.html: without the solver's source
    bool worksheet = false;                // export: a PDF of a worksheet to fill in and its answer key

    // play
    Player you = Player::First;

    // slides
    qint64 every = 1;
    QString steps; // "3,10,25", checked once the run's length is known
};

// Parses `gametree ARGS...` (args[0] is the program). Throws ParamError naming what was wrong.
// With --code the file is compiled here (its parameters are options): then CompileError or
// UserError, and RunError when the program fails before its declarations end.
Command parseCommandLine(const QStringList& args);

} // namespace gt::cli
