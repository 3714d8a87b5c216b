// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// One game run twice, an option off and on, drawn side by side under one title with the counts
// of each: the picture of what the memo (or the short-circuit) saves.

#include "core/game.h"
#include "core/solve.h"
#include "drawing.h"
#include "layout/layout_types.h"
#include "scene.h"

#include <QSizeF>

#include <optional>

namespace gt {

enum class ComparedOption { Memo, ShortCircuit };

// "memo", "short-circuit"; std::nullopt for anything else.
std::optional<ComparedOption> comparedOptionById(const QString& id);
// Whether `options` have the compared option on.
bool comparedIsOn(const SolveOptions& options, ComparedOption compared);
// `options` with the compared option off, or on.
SolveOptions withCompared(SolveOptions options, ComparedOption compared, bool on);

struct ComparedRun {
    SolveOptions options;
    const SolveResult& result; // with its trace
};

// "49 calls vs 18 calls: 31 saved by the memo"
QString comparisonSummary(const ComparedRun& off, const ComparedRun& on, ComparedOption compared);

// The two runs' pictures (each drawn with `draw`, fitted to half of `page` when it is not empty)
// side by side, the run with the option off on the left; one title, one legend for both. Node
// ids in files are prefixed "off-" and "on-". Throws LayoutError.
Scene buildComparisonScene(const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared,
    const DrawOptions& draw, const Style& style, Layouter& layouter, QSizeF page, bool legend);

// The same with each run as an icicle, one above the other at one scale (a call as wide in
// both): the picture of the saving. The page is a slide when empty.
Scene buildIcicleComparisonScene(const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared,
    const Style& style, QSizeF page, bool legend);

} // namespace gt
