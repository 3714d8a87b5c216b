#pragma once

#include "core/game.h"
#include "core/solve.h"

#include <QTextStream>

namespace gt::cli {

// {"game", "params", "options", "answer", "calls", "memoHits", "distinctStates", "maxDepth", "seconds"}
void writeSolveJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result);
// The solve object plus "truncated", "recordedCalls" and "nodes" (one object per recorded call,
// in call order), streamed so that millions of calls need no document in memory.
void writeTraceJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result);

} // namespace gt::cli
