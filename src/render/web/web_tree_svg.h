// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The tree of a web page: every node and edge the run draws by its last step, each in a group
// that says from which step it is shown (data-shown) and from which it has its returned look
// (data-returned). A call's group holds both of its looks as the SVG export draws them at a step,
// running (grey, "…") and returned, and the ring of the current call: the page's script shows a
// step by switching classes, and draws nothing itself.

#include "render/drawing.h"
#include "layout/layout_types.h"
#include "render/scene.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace gt {

struct SteppedTree {
    QByteArray svg;    // an <svg> element, for use inside HTML
    QStringList title; // the picture's title, its heading first
    std::vector<LegendItem> legend;
    std::int32_t callsDrawn = 0;
};

// `layout` is the drawing's; `lastStep` the last event that happened (the page's last step);
// without `showAnswer` (a quiz) the title keeps the answer back.
SteppedTree buildSteppedTree(const SolvedRun& run, const Drawing& drawing, const LayoutResult& layout, const Style& style,
    std::int64_t lastStep, bool showAnswer = true);

} // namespace gt
