// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A game's parameters as command-line options, for both front ends' QCommandLineParser.

#include "core/game.h"

#include <QCommandLineParser>

namespace gt {

// --NAME <NAME> for each parameter, with its description and limits. Returns the first parameter
// whose name was taken already (a user's program may declare any name), else an empty string.
QString addGameOptions(QCommandLineParser& parser, const GameInfo& game);
// "--n", "--moves": the game's parameters as options.
QStringList gameOptionNames(const GameInfo& game);
// The parameters given on the command line (parse() must have run).
ParamText gameParamsFrom(const QCommandLineParser& parser, const GameInfo& game);
// "on" -> true, "off" -> false; anything else throws ParamError naming the option.
bool parseOnOff(const QString& option, const QString& value);
// "unknown option --x for GAME; its parameters: --a, --b"
QString unknownOptionMessage(const QString& option, const GameInfo& game);

} // namespace gt
