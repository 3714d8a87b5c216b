// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "cli/command_line.h"

#include "core/solve.h"

#include <QTextStream>

namespace gt::cli {

// `gametree export ... -o FILE.html`: the run as a web page to step through. `result` is the
// whole run, or what a failed program recorded.
void exportWebPage(
    const Command& command, const Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out);

} // namespace gt::cli
