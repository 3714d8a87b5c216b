// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"
#include "core/solve.h"

#include <QTextStream>

namespace gt::cli {

// {"game", "params", "options", "answer", "calls", "memoHits", "distinctStates", "maxDepth", "seconds"}
void writeSolveJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result);
// The solve object plus "truncated", "recordedCalls" and "nodes" (one object per recorded call,
// in call order), streamed so that millions of calls need no document in memory. A run that
// failed has "failed" (why) and a null "answer"; a call still running has a null "value".
void writeTraceJson(
    QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result, const QString& failure = {});

} // namespace gt::cli
