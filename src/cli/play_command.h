// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "cli/command_line.h"

#include <QTextStream>

namespace gt::cli {

// `gametree play`: the person at the terminal types moves on `in` (a move's number; u undoes,
// q stops), the solver answers with a best move and why; then the summary with the first
// mistake, or with --json one object. Returns the exit status: ExitBadInput when `in` ended or
// the person stopped before the game was over. Throws PlayError and RunError.
int playInTerminal(const Command& command, Game& game, QTextStream& in, QTextStream& out, QTextStream& err);

} // namespace gt::cli
