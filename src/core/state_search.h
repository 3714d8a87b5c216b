// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Finding calls by their state's label (the studio's Ctrl+F): the rule, without widgets.

#include "game.h"
#include "trace.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace gt {

// Whole-number matching: "n=1" finds "n=1" and "n=1, x" but not "n=10" (nor does "1" find
// "n=21"); case-insensitive; the query is simplified() first; an empty query matches nothing.
// A state typed with the label words of another of our languages matches too (label_words.h).
bool stateLabelMatches(const QString& label, const QString& query);

// How a search that runs off the GUI thread shares the work, reports what it has found and is
// stopped.
struct CallSearchControl {
    // Read before every call; once set, the search stops and returns only part of the matches.
    const std::atomic<bool>* cancel = nullptr;
    // Called with the matches in call order, each once, in batches: the first batch as soon as
    // the calls up to the first match (and the rest of its slice of a few thousand) are scanned;
    // the whole of a big run takes a fraction of a second. From one of the searching threads,
    // one call at a time; it should be quick.
    std::function<void(std::span<const std::int32_t> found)> onMatches;
    // Threads that scan until the first match is reported, the calling one among them (labels
    // are made by the million); the calling thread alone scans the rest, leaving the other cores
    // to whoever shows the match.
    int threadsToFirstMatch = 1;
};

// Calls whose state label matches, in call order. Labels are compared once per distinct state
// (a run has millions of calls but at most a few million states).
std::vector<std::int32_t> findCalls(
    const Game& game, const Trace& trace, const QString& query, const CallSearchControl& control = {});

} // namespace gt
