// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The source a run's calls come from, as a listing with the line each step runs: a built-in
// solver's own file (embedded from src/core/games, where `// [step:NAME]` markers tie lines to
// events, so the listing cannot drift from what ran) or a user's program, whose calls record
// their own lines (Trace::lines). The studio's code panel and the web page both show it.

#include "game.h"
#include "trace.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <optional>

namespace gt {

struct SolverListing {
    QString text;                   // as the students read it: the markers dropped
    std::map<QString, int> markers; // "base" -> its line (1-based); empty for a user's program
    bool fromCallSites = false;     // a user's program: the trace says each call's lines
};

// The embedded ":/solvers/<file>" (GameInfo::solverSource); nullopt when it is not embedded.
std::optional<SolverListing> builtInListing(const QString& file);
// A user's program: its text as it was compiled.
SolverListing programListing(const QByteArray& source);
// A run's listing: a built-in game's embedded solver, or the user's program (`programSource`).
std::optional<SolverListing> listingOf(const Game& game, const QByteArray& programSource);

// The marker of the line a step runs in a built-in solver ("call", "base", "memo", ...).
QString stepMarker(SourceStep step);
// The marker of the caller's line that tries a move (shown with the call it makes).
inline QString tryMarker()
{
    return QStringLiteral("try");
}

// Lines are 1-based; 0 when there is none.
struct StepLines {
    int running = 0; // the line the event runs
    int caller = 0;  // a call starting: the line of its caller that made it (built-in solvers)
};
StepLines linesOfEvent(const SolverListing& listing, const Trace& trace, const TraceEvent& event);

} // namespace gt
