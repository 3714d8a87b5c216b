// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Slide decks for a lecture: one page per chosen step, each with the tree at that step (laid out
// once, so nothing moves between pages, unless a step's call is not in that picture: then its
// page shows the way to that call), the narration and the call stack. Slides are handed out one
// at a time (SlideSink), so a deck of a thousand pages holds one in memory; slide_deck_writer.h
// writes them to a PDF or a folder of SVGs.

#include "core/game.h"
#include "core/solve.h"
#include "drawing.h"
#include "exporter.h"
#include "layout/layout_types.h"
#include "scene.h"

#include <vector>

namespace gt {

// Steps 1, 1 + every, 1 + 2 every, ..., and always the last.
std::vector<std::int64_t> stepsEvery(std::int64_t every, std::int64_t eventCount);
// "3,10,25" -> steps; throws ExportError naming a step outside [1, eventCount] or malformed text,
// after `field` (the option or box the text came from; none when empty).
std::vector<std::int64_t> parseSteps(const QString& text, std::int64_t eventCount, const QString& field = {});

// Beyond this a deck is refused: nobody presents it, and it would take minutes to write.
constexpr int kMaxSlides = 1000;
// Throws ExportError when that many slides make no deck: none, or more than kMaxSlides, then
// says `howToChooseFewer` (in the words of the command line or the dialog) when it is not empty.
void checkSlideCount(std::size_t slides, const QString& howToChooseFewer = {});

// Takes each slide as soon as it is drawn.
class SlideSink {
public:
    virtual ~SlideSink() = default;
    // May throw (ExportError when a page cannot be written), which ends the deck.
    virtual void add(const Scene& slide) = 0;
};

// Every slide kept: for tests and small decks.
struct SlideDeck : SlideSink {
    std::vector<Scene> slides;
    void add(const Scene& slide) override { slides.push_back(slide); }
};

// A slide's call stack shows at most this many lines: the root, a count, the nearest frames.
constexpr int kSlideStackLines = 6;
// The call stack's column under a slide's tree, left of the legend, in scene units.
constexpr double kSlideStackColumn = 250;
constexpr double kSlideLegendLeast = 420; // the legend's width beside it, at least
// How tall the call stack, the legend and the narration below a slide's tree are, in scene units.
double slideBandHeight(const Style& style);

// The slides on pages of one size (empty: each slide its own size), in the order of `steps`,
// each handed to `sink`: what is drawn is chosen once, for the whole run, so that the tree and
// the band below it fit the page at 9 pt or more. Throws ExportError for no or too many steps,
// LayoutError, and what the sink throws.
void buildFittedSlides(const SolvedRun& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter, QSizeF page, SlideSink& sink);

// The same, kept in memory.
SlideDeck buildFittedSlideDeck(const SolvedRun& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter, QSizeF page);

} // namespace gt
