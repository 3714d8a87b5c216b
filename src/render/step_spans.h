// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// From which step each drawn node and edge is shown, and from which it has its returned look:
// the rules of Drawing::visible and setDrawingStep, said once for all steps, so that a page can
// show any step without drawing it again. Steps count events as --step does (step k: the first
// k events happened); a span beyond the events that happened never begins.

#include "drawing.h"

#include <cstdint>

namespace gt {

struct StepSpan {
    std::int64_t shown = 1;    // drawn at steps >= shown
    std::int64_t returned = 1; // a call's node, or a move from it, in its returned look at steps >= returned
};

StepSpan nodeStepSpan(const Drawing& drawing, const Trace& trace, int node);
StepSpan edgeStepSpan(const Drawing& drawing, const Trace& trace, int edge);

} // namespace gt
