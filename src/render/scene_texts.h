// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The words of a run's picture around its tree: the title's lines and the legend's entries.
// runTitleLines, recordingNotes, placeRunTitle and whoWinsLegend (scene.h) are here too. All in
// the translation context gt::Scene, as before (translations/*.ts).

#include "drawing.h"
#include "scene.h"

#include <QCoreApplication>

namespace gt {

// The context of the texts every picture of a run shares (its title, legend and tooltips).
class SceneTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Scene)
};

// The view as the title names it: "call tree", "state graph: one node per state".
QString treeViewText(DrawOptions::View view);
// "drawn: depth 0 to 4, 120 of 3,000 recorded calls; …"
QString drawnPartLine(int depthShown, std::int64_t callsDrawn, std::int64_t recordedCalls);
// "12 moves not drawn stand in “+k moves” nodes, …"
// `named`: the stand-ins name their first and last moves (a program's moves may have no words).
QString movesNotDrawnLine(std::int64_t moves, bool named);
// The title's line about the step: "step 5 of 40: " and what happened, "call #3 starts: 7" or
// "call #3 returns Win".
QString stepStartText(std::int32_t call, const QString& state);
QString stepReturnText(std::int32_t call, const QString& value);
QString stepTitleLine(std::int64_t step, std::int64_t steps, const QString& what);

// What a tree's or state graph's legend shows besides the shapes and who wins.
struct TreeLegendFacts {
    bool memo = false;      // memo answers are drawn
    bool memoLinks = false; // with dashed arrows to where they were computed
    bool takeAll = false;
    bool repeat = false;
    bool firstCopy = false; // of a repeated subtree
    bool cut = false;
    bool elided = false; // "+k moves" nodes
    bool shared = false; // "×k" states
    bool skipped = false;
    bool step = false;       // the picture is of a step: the current call and calls not returned yet
    bool pairValues = false; // the calls return pairs of scores (Trace::pairValues)
    bool played = false;     // a game played is drawn (DrawOptions::played)
    bool outcomes = true;    // who wins is shown (SceneParts::outcomes)
};

// A tree's or state graph's legend, before a worksheet takes out what tells the values.
std::vector<LegendItem> treeLegendItems(const Game& game, const TreeLegendFacts& facts);

} // namespace gt
