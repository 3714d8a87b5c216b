// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A lesson as one web page: the call tree in the SVG export's look, stepped as in the studio
// (first, back, into, over, out, last, play, a timeline, the same keys), with the narration, the
// call stack, the memo table and the solver's source at each step, and a quiz. One self-contained
// HTML file, the SVG, styles, script and data inline and nothing fetched, so that it opens from
// disk, from a web server and inside an <iframe>.

#include "core/solver_listing.h"
#include "render/drawing.h"
#include "layout/layout_types.h"
#include "render/scene.h"

#include <QByteArray>

#include <optional>

namespace gt {

struct WebPageOptions {
    DrawOptions draw; // what to draw, as export's options; draw.step: where the page opens (else the first step)
    QSizeF page;      // the tree is fitted as export fits this page (--fit); empty: not fitted
    bool legend = true;
    bool quiz = false;                   // quiz mode on when the page opens
    std::optional<SolverListing> source; // shown with the running line; none: left out
};

struct WebPage {
    QByteArray html;
    std::int32_t callsDrawn = 0;
};

// A page holds every step's data: beyond this many steps it would take too long to open.
constexpr std::int64_t kMaxWebPageSteps = 100'000;
// A page holds each call's node in both its looks: unless --max-nodes asks for another number
// (DrawOptions::maxNodes is not its default), it draws at most this many nodes, so that an
// unfitted tree of thousands of calls still opens within a second.
constexpr int kWebPageMaxNodes = 1000;

// In the current language. Throws ExportError (no steps, or too many), std::out_of_range (the
// step past the end) and LayoutError.
WebPage buildWebPage(const SolvedRun& run, const Style& style, const WebPageOptions& options, Layouter& layouter);

} // namespace gt
