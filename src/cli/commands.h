#pragma once

#include "command_line.h"

#include <QTextStream>

namespace gt::cli {

enum ExitCode { ExitOk = 0, ExitBadInput = 2, ExitBudget = 3 };

// Runs a parsed command. Output goes to `out`; a bad parameter or a budget stop writes one line
// to `err` and nothing to `out`.
int runCommand(const Command& command, QTextStream& out, QTextStream& err);

} // namespace gt::cli
