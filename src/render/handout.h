// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Printed handouts: the call tree at a step or of the whole run fitted on one page (A4, or the
// printer's), every text at least 8 pt; or a worksheet (worksheet.h) and its answer key, laid out
// alike so that the key lies over the worksheet node for node.

#include "drawing.h"
#include "layout/layout_types.h"
#include "scene.h"

#include <vector>

namespace gt {

constexpr double kMinHandoutTextPoints = 8.0;

struct HandoutOptions {
    QSizeF page;            // in points, not empty
    bool worksheet = false; // a worksheet, then its answer key; otherwise the picture alone
    bool legend = true;
    // The page may be turned: a deep, narrow tree (stones) shows more calls on a portrait page,
    // a wide one (prime 7) on a landscape page. A printer's page is the user's choice.
    bool turnable = false;
};

// The handout's look: the palette's, with the small text (moves, badges) large enough that every
// text is at least kMinHandoutTextPoints where the page fit keeps node labels at kMinWholeTreePoints.
Style handoutStyle(const Style& style);

// The pages: the picture, or the worksheet and its key. Without draw.step, the whole run (a
// program that stopped early: as it stood then); at a step, the calls made up to it, fitted
// without the ones to come. Throws LayoutError, and std::out_of_range for a step past the end.
std::vector<Scene> buildHandout(
    const SolvedRun& run, const DrawOptions& draw, const Style& style, const HandoutOptions& options, Layouter& layouter);

// The smallest text of a scene as its page shows it, in points.
double smallestTextPoints(const Scene& scene);

} // namespace gt
