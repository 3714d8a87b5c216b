// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "step_spans.h"

#include <algorithm>

namespace gt {

namespace {
// The step at which an event has just happened.
std::int64_t stepAfter(std::int64_t event)
{
    return event + 1;
}
} // namespace

StepSpan nodeStepSpan(const Drawing& drawing, const Trace& trace, int node)
{
    const DrawNode& n = drawing.nodes[std::size_t(node)];
    const std::int64_t returned = stepAfter(trace.returnEvent(n.call));
    // A call is drawn once entered; the stand-ins below it once it has returned.
    if (n.kind == DrawNode::Kind::Call)
        return {stepAfter(trace.enterEvent(n.call)), returned};
    return {returned, returned};
}

StepSpan edgeStepSpan(const Drawing& drawing, const Trace& trace, int edge)
{
    const DrawEdge& e = drawing.edges[std::size_t(edge)];
    const StepSpan from = nodeStepSpan(drawing, trace, e.from);
    const StepSpan to = nodeStepSpan(drawing, trace, e.to);
    std::int64_t shown = std::max(from.shown, to.shown);
    if (e.firstCall >= 0)
        shown = std::max(shown, stepAfter(trace.enterEvent(e.firstCall)));
    // A move is drawn as deciding (or on the line of best play) once its caller has returned.
    return {shown, std::max(shown, from.returned)};
}

} // namespace gt
