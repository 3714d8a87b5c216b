// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "page_fit.h"

#include <algorithm>
#include <limits>

namespace gt {

std::optional<PageFit> pageFitById(const QString& id)
{
    if (id == QLatin1String("none"))
        return PageFit::None;
    if (id == QLatin1String("slide"))
        return PageFit::Slide;
    if (id == QLatin1String("a4"))
        return PageFit::A4;
    return std::nullopt;
}

QSizeF pageSizeOf(PageFit fit)
{
    switch (fit) {
    case PageFit::None: return {};
    case PageFit::Slide: return {960, 540};
    case PageFit::A4: return {842, 595};
    }
    return {};
}

bool fitsPage(const Scene& scene, QSizeF page, double leastPoints)
{
    const QSizeF size = scene.bounds.size();
    if (size.isEmpty())
        return true;
    const double scale = std::min(page.width() / size.width(), page.height() / size.height());
    return scene.style.labelFont.pointSizeF() * scale >= leastPoints;
}

namespace {
constexpr std::int32_t kWholeTreeMostCalls = 200; // beyond, a whole tree never fits a page readably

struct Fitting {
    int depth = -1;              // -1: not even the root's moves fit
    std::int64_t callsDrawn = 0; // at that depth
};

// The deepest level in [0, deepest] at which the picture fits: deeper pictures are taller and
// wider, so a binary search finds it.
Fitting deepestFitting(
    const SolvedRun& run, DrawOptions options, const Style& style, SceneParts parts, QSizeF page, Layouter& layouter, int deepest)
{
    Fitting found;
    int low = 0, high = deepest;
    while (low <= high) {
        const int depth = (low + high) / 2;
        options.maxDepth = depth;
        const Drawing drawing = buildDrawing(run.game, *run.result.trace, options);
        if (fitsPage(buildScene(run, drawing, style, layouter, parts), page)) {
            found = {depth, drawing.callsDrawn};
            low = depth + 1;
        } else {
            high = depth - 1;
        }
    }
    return found;
}
} // namespace

DrawOptions fitDrawOptions(
    const SolvedRun& run, const DrawOptions& options, const Style& style, SceneParts parts, QSizeF page, Layouter& layouter)
{
    const Trace& trace = *run.result.trace;
    if (page.isEmpty() || trace.empty() || options.view != DrawOptions::View::Tree)
        return options;
    if (trace.size() <= kWholeTreeMostCalls) {
        DrawOptions whole = options;
        whole.step.reset();
        const Drawing drawing = buildDrawing(run.game, trace, whole);
        if (drawing.callsDrawn == std::int64_t(trace.size())
            && fitsPage(buildScene(run, drawing, style, layouter, parts), page, kMinWholeTreePoints))
            return options;
    }
    int deepest = int(std::min<std::int64_t>(run.result.stats.maxDepth, std::numeric_limits<int>::max()));
    if (options.maxDepth >= 0)
        deepest = std::min(deepest, options.maxDepth);
    // No more levels than the page's height holds at the smallest readable size: this bounds the
    // search (a run can be 10,000 calls deep) and the line of best play alike.
    const double smallest = kMinPageTextPoints / style.labelFont.pointSizeF();
    const double level = style.rankSeparation + 2 * style.nodePaddingY + 2 * style.labelFont.pointSizeF();
    const int pageLevels = int(page.height() / smallest / level);
    deepest = std::min(deepest, pageLevels);
    // For each number of moves per call, the deepest levels that fit; of those pictures the one
    // that shows the most calls wins (then the deeper); with the line of best play if it fits.
    std::optional<DrawOptions> best;
    std::pair<std::int64_t, int> bestScore {-1, -1};
    const int widest = options.maxChildren > 0 ? options.maxChildren : 12;
    for (const bool bestLine : {true, false}) {
        for (int children = widest; children >= 1; children = children > 4 ? children - 2 : children - 1) {
            DrawOptions tried = options;
            tried.maxChildren = children;
            tried.expandBestLine = bestLine;
            tried.bestLineDepth = pageLevels;
            tried.step.reset();
            const Fitting fitting = deepestFitting(run, tried, style, parts, page, layouter, deepest);
            if (fitting.depth < 0)
                continue;
            tried.maxDepth = fitting.depth;
            const std::pair<std::int64_t, int> score {fitting.callsDrawn, fitting.depth};
            if (score > bestScore) {
                tried.step = options.step;
                best = tried;
                bestScore = score;
            }
        }
        if (best)
            return *best;
    }
    // Not even one level fits: the root and one "+k moves" node.
    DrawOptions least = options;
    least.maxChildren = 1;
    least.maxDepth = std::min(deepest, 1);
    return least;
}

} // namespace gt
