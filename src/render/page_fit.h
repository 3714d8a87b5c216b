// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Pictures that fit a page: a slide (16:9) or an A4 sheet. Sibling elision and the level cut are
// chosen so that node text stays readable at the page's own size (at least 9 pt) and the picture
// takes the page's proportions; what is left out stands in "+k moves" and
// "+N calls" nodes, and the title says so.

#include "drawing.h"
#include "scene.h"

#include <QSizeF>
#include <QString>

#include <optional>

namespace gt {

enum class PageFit { None, Slide, A4 };

// "slide", "a4", "none"; nullopt for anything else.
std::optional<PageFit> pageFitById(const QString& id);
// In points: a slide 960 x 540, A4 landscape 842 x 595 (trees are wide); empty for None.
QSizeF pageSizeOf(PageFit fit);

constexpr double kMinPageTextPoints = 9.0;
// A small tree drawn whole on the page may have node text down to this: all of the article's
// figure tells more than most of it in larger type.
constexpr double kMinWholeTreePoints = 8.0;

// The draw options (elision, depth, the line of best play) whose picture fits `page`: the
// options as they are when the whole tree fits at kMinWholeTreePoints, else the richest that
// fits at kMinPageTextPoints, trying fewer moves per call and fewer levels in turn. The options' own
// maxNodes and maxDepth stay upper bounds. Throws LayoutError.
DrawOptions fitDrawOptions(
    const SolvedRun& run, const DrawOptions& options, const Style& style, SceneParts parts, QSizeF page, Layouter& layouter);

// True when a scene, put on `page` (not empty), has node text of at least `leastPoints`;
// its shape is the page's.
bool fitsPage(const Scene& scene, QSizeF page, double leastPoints = kMinPageTextPoints);

} // namespace gt
