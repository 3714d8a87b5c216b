#pragma once

// Finding calls by their state's label (the studio's Ctrl+F): the rule, without widgets.

#include "game.h"
#include "trace.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace gt {

// Whole-number matching: "n=1" finds "n=1" and "n=1, x" but not "n=10" (nor does "1" find
// "n=21"); case-insensitive; the query is simplified() first; an empty query matches nothing.
bool stateLabelMatches(const QString& label, const QString& query);

// Calls whose state label matches, in call order. Labels are compared once per distinct state
// (a run has millions of calls but few states).
std::vector<std::int32_t> findCalls(const Game& game, const Trace& trace, const QString& query);

} // namespace gt
