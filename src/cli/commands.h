// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "cli/command_line.h"

#include <QTextStream>

namespace gt::cli {

// ExitProgramFailed: a --code program crashed, hit a limit or broke the contract of gametree.h.
enum ExitCode { ExitOk = 0, ExitBadInput = 2, ExitBudget = 3, ExitProgramFailed = 4 };

// Runs a parsed command. Output goes to `out`; a bad parameter or a budget stop writes one line
// to `err` and nothing to `out`. A --code program that fails writes its line to `err` and, for
// trace and export, what it recorded up to there to `out` (the partial tree helps find why);
// what the program itself printed goes to `err` first.
int runCommand(const Command& command, QTextStream& out, QTextStream& err);
// "gametree: MESSAGE" on one line: line breaks and other control characters a user typed (a
// parameter, a file name) are shown escaped, so every message is exactly one line.
void printError(QTextStream& err, const QString& message);
// Flushes `out` (standard output) and checks that all of it was written: on a full disk, or
// /dev/full, a line on `err` says so and the status becomes ExitBadInput (else `status` stays),
// so that a cut result is never taken for a whole one.
int finishOutput(QTextStream& out, QTextStream& err, int status);

} // namespace gt::cli
