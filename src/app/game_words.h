// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The words of a command line that are not options: the game (or session, or .cpp file) and,
// for the command line, the command. Both front ends read them before parsing, because the
// game decides which parameters the parser accepts.

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace gt {

// The positional words of `args` (args[0] is the program), wherever the options stand: every
// option of `options` and every built-in game's parameter that takes a value takes the next
// argument with it, as QCommandLineParser will (`--lang ja can-i-win --max 10`); options it does
// not know are skipped as flags.
QStringList positionalWords(const QStringList& args, const QList<QCommandLineOption>& options);
// "can-i-win, stone-game-ii, stones, prime": the built-in games' ids, for messages and --help.
QString gameIdList();

} // namespace gt
