#pragma once

// Slide decks for a lecture: one page per chosen step, each with the tree at that step (laid out
// once, so nothing moves between pages, unless a step's call is not in that picture: then its
// page shows the way to that call), the narration and the call stack. A PDF, or a folder of
// numbered SVGs.

#include "core/game.h"
#include "core/solve_run.h"
#include "drawing.h"
#include "exporter.h"
#include "layout/layout_types.h"
#include "scene.h"

#include <vector>

namespace gt {

// Steps 1, 1 + every, 1 + 2 every, ..., and always the last.
std::vector<std::int64_t> stepsEvery(std::int64_t every, std::int64_t eventCount);
// "3,10,25" -> steps; throws ExportError naming a step outside [1, eventCount] or malformed text.
std::vector<std::int64_t> parseSteps(const QString& text, std::int64_t eventCount);

// Beyond this a deck is refused: nobody presents it, and it would take minutes to write.
constexpr int kMaxSlides = 1000;
// Throws ExportError when that many slides make no deck: none, or more than kMaxSlides.
void checkSlideCount(std::size_t slides);

struct SlideDeck {
    std::vector<Scene> slides;
};

// A slide's call stack shows at most this many lines: the root, a count, the nearest frames.
constexpr int kSlideStackLines = 6;
// The call stack's column right of a slide's tree, in scene units.
constexpr double kSlideStackColumn = 250;
// How tall the narration below a slide's tree (and the lines a step adds) are, in scene units.
double slideBandHeight(const Style& style);

// Throws ExportError for no or too many steps, LayoutError.
SlideDeck buildSlideDeck(const SceneInput& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter);

// The same on pages of one size (empty: each slide its own size): what is drawn is chosen once,
// for the whole run, so that the tree and the band below it fit the page at 9 pt or more.
SlideDeck buildFittedSlideDeck(const SceneInput& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter, QSizeF page);

// `path` ending in .pdf: one PDF; otherwise a folder (made if missing) of slide-001.svg, ...
// Returns the files written. Throws ExportError; a failed PDF leaves no file.
QStringList writeSlideDeck(const SlideDeck& deck, const QString& path);

} // namespace gt
