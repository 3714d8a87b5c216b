// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "handout.h"

#include "page_fit.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

Style handoutStyle(const Style& style)
{
    Style handout = style;
    const double smallest = style.labelFont.pointSizeF() * kMinHandoutTextPoints / kMinWholeTreePoints;
    if (handout.smallFont.pointSizeF() < smallest)
        handout.smallFont.setPointSizeF(std::ceil(smallest * 2) / 2); // a half point above: rounding never takes it below
    return handout;
}

namespace {
struct Fitted {
    QSizeF page;
    Drawing drawing;
};

// The drawing that fits the page, or the turned page when that shows more calls.
Fitted fitOnPage(const SolvedRun& run, const DrawOptions& draw, const Style& style, SceneParts parts,
    const HandoutOptions& options, Layouter& layouter)
{
    Fitted best;
    for (const QSizeF page : {options.page, options.page.transposed()}) {
        Drawing drawing = buildDrawing(run.game, *run.result.trace, fitDrawOptions(run, draw, style, parts, page, layouter));
        if (best.page.isEmpty() || drawing.callsDrawn > best.drawing.callsDrawn)
            best = {page, std::move(drawing)};
        if (!options.turnable || options.page.width() == options.page.height())
            break;
    }
    return best;
}
} // namespace

std::vector<Scene> buildHandout(
    const SolvedRun& run, const DrawOptions& draw, const Style& baseStyle, const HandoutOptions& options, Layouter& layouter)
{
    const Style style = handoutStyle(baseStyle);
    const Trace& trace = *run.result.trace;
    SceneParts parts {
        true, options.legend, true, true, options.worksheet ? SceneParts::Sheet::Worksheet : SceneParts::Sheet::Picture};
    DrawOptions wanted = draw;
    if (!wanted.step && trace.openCalls() > 0)
        wanted.step = trace.eventCount();
    // A page of one step has no room to keep for calls the run has not reached yet: the levels
    // they would take show the calls that have happened.
    if (wanted.step && *wanted.step >= 1 && *wanted.step <= trace.eventCount()) {
        const TraceEvent event = trace.event(*wanted.step - 1);
        wanted.lastCall = event.kind == EventKind::Enter ? event.call : trace.subtreeEnd(event.call) - 1;
    }
    // Fitted as a worksheet: its nodes keep room for the answers, and the key has the same layout.
    const Fitted fitted = fitOnPage(run, wanted, style, parts, options, layouter);
    const Drawing& drawing = fitted.drawing;
    const LayoutResult layout = layouter.layout(sceneLayoutRequest(run, drawing, style, parts));
    std::vector<Scene> pages {buildScene(run, drawing, style, layout, parts)};
    if (options.worksheet) {
        parts.sheet = SceneParts::Sheet::AnswerKey;
        pages.push_back(buildScene(run, drawing, style, layout, parts));
    }
    for (Scene& page : pages)
        page.page = fitted.page;
    return pages;
}

double smallestTextPoints(const Scene& scene)
{
    double smallest = std::numeric_limits<double>::infinity();
    auto see = [&](const SceneText& text) { smallest = std::min(smallest, text.font.pointSizeF()); };
    std::for_each(scene.title.begin(), scene.title.end(), see);
    std::for_each(scene.edgeLabels.begin(), scene.edgeLabels.end(), see);
    std::for_each(scene.captions.begin(), scene.captions.end(), see);
    for (const SceneNode& node : scene.nodes)
        std::for_each(node.texts.begin(), node.texts.end(), see);
    for (const SceneBlock& block : scene.blocks)
        std::for_each(block.texts.begin(), block.texts.end(), see);
    for (const LegendEntry& entry : scene.legend)
        see(entry.text);
    return smallest * pageScale(scene);
}

} // namespace gt
