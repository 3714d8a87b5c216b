// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "comparison.h"

#include "icicle_scene.h"
#include "page_fit.h"

#include "core/trace_alignment.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <set>

namespace gt {

namespace {
class CompareTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Scene) // the pictures share one context: "memo on" is translated once
};

void translate(SceneText& text, QPointF by)
{
    text.anchor += by;
}

// Moves everything a panel draws (not its legend: the comparison has one of its own).
void translate(Scene& scene, QPointF by)
{
    for (SceneText& t : scene.title)
        translate(t, by);
    for (SceneText& t : scene.edgeLabels)
        translate(t, by);
    for (SceneEdge& e : scene.edges) {
        for (std::vector<QPointF>& piece : e.pieces)
            for (QPointF& p : piece)
                p += by;
        e.arrowTip += by;
    }
    for (SceneNode& n : scene.nodes) {
        n.box.translate(by);
        if (!n.badge.isEmpty())
            n.badge.translate(by);
        for (SceneText& t : n.texts)
            translate(t, by);
    }
    for (SceneBlock& b : scene.blocks) {
        b.box.translate(by);
        for (SceneText& t : b.texts)
            translate(t, by);
    }
    for (SceneMark& m : scene.marks)
        m.box.translate(by);
    for (SceneText& t : scene.captions)
        translate(t, by);
    scene.bounds.translate(by);
}

// Appends `panel` (moved by `by`) to `into`, its node ids prefixed so that both panels' ids stay unique.
void append(Scene& into, Scene panel, QPointF by, const QString& idPrefix)
{
    translate(panel, by);
    for (SceneNode& n : panel.nodes)
        if (!n.id.isEmpty())
            n.id = idPrefix + n.id;
    for (SceneBlock& b : panel.blocks)
        if (!b.id.isEmpty())
            b.id = idPrefix + b.id;
    auto move = [](auto& to, auto& from) {
        to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
    };
    move(into.title, panel.title);
    move(into.edges, panel.edges);
    move(into.nodes, panel.nodes);
    move(into.edgeLabels, panel.edgeLabels);
    move(into.blocks, panel.blocks);
    move(into.marks, panel.marks);
    move(into.captions, panel.captions);
    for (const LegendItem& item : panel.legendItems)
        if (std::none_of(
                into.legendItems.begin(), into.legendItems.end(), [&](const LegendItem& i) { return i.swatch == item.swatch; }))
            into.legendItems.push_back(item);
    into.callsInScene += panel.callsInScene;
}

// Where the runs part: the first memo answers (or early returns) of the run with the option on,
// and the same calls in the other run, kept among their siblings so that the pictures show them.
constexpr int kDifferencesPinned = 3;

struct Differences {
    std::set<std::int32_t> off, on;
};

Differences differences(const ComparedRun& off, const ComparedRun& on, ComparedOption compared)
{
    Differences found;
    const Trace& trace = *on.result.trace;
    const TraceAlignment onToOff(trace, *off.result.trace);
    int shown = 0;
    for (std::int32_t call = 0; call < trace.size() && shown < kDifferencesPinned; ++call) {
        const bool parts = compared == ComparedOption::Memo ? trace.outcome(call) == Outcome::Memo : trace.earlyExit(call);
        if (!parts)
            continue;
        for (std::int32_t c = call; c >= 0; c = trace.parent(c)) // with the way to it
            found.on.insert(c);
        for (std::int32_t c = onToOff.counterpart(call); c >= 0; c = off.result.trace->parent(c))
            found.off.insert(c);
        ++shown;
    }
    return found;
}

// One run's tree, fitted to `panelPage` (when not empty), without title and legend.
Scene panelScene(const Game& game, const ComparedRun& run, DrawOptions draw, const std::set<std::int32_t>& pinned,
    const Style& style, Layouter& layouter, QSizeF panelPage)
{
    const SolvedRun input {game, run.options, run.result};
    const SceneParts parts {false, false};
    draw.pinned.insert(pinned.begin(), pinned.end());
    const DrawOptions fitted = fitDrawOptions(input, draw, style, parts, panelPage, layouter);
    const Drawing drawing = buildDrawing(game, *run.result.trace, fitted);
    return buildScene(input, drawing, style, layouter, parts);
}

// Above each panel: which run it is and its counts ("memo on: 18 calls, 6 from the memo").
QStringList panelCaption(const ComparedRun& run, ComparedOption compared, std::int64_t drawn)
{
    const bool on = comparedIsOn(run.options, compared);
    const QString which = compared == ComparedOption::Memo
        ? (on ? CompareTr::tr("memo on") : CompareTr::tr("memo off"))
        : (on ? CompareTr::tr("short-circuit on") : CompareTr::tr("short-circuit off"));
    const RunStats& stats = run.result.stats;
    QStringList lines {stats.memoHits > 0
            ? CompareTr::tr("%1: %2 calls, %3 from the memo").arg(which, countText(stats.calls), countText(stats.memoHits))
            : CompareTr::tr("%1: %2 calls").arg(which, countText(stats.calls))};
    if (drawn < stats.calls)
        lines << CompareTr::tr("%1 of them drawn; “+N calls” stands for the rest").arg(countText(drawn));
    return lines;
}

// The caption's lines from `top` at `left`; returns where the tree goes.
double addCaption(Scene& scene, const QStringList& lines, double left, double top, const Style& style)
{
    const QFontMetricsF metrics = textMetrics(style.labelFont);
    QFont bold = style.labelFont;
    bold.setBold(true);
    double y = top;
    for (int i = 0; i < lines.size(); ++i) {
        y += metrics.ascent();
        scene.title.push_back(
            {lines[i], {left, y}, i == 0 ? bold : style.labelFont, i == 0 ? style.palette.text : style.palette.mutedText, true});
        y += metrics.descent() + 2;
    }
    return y;
}
} // namespace

std::optional<ComparedOption> comparedOptionById(const QString& id)
{
    if (id == QLatin1String("memo"))
        return ComparedOption::Memo;
    if (id == QLatin1String("short-circuit"))
        return ComparedOption::ShortCircuit;
    return std::nullopt;
}

bool comparedIsOn(const SolveOptions& options, ComparedOption compared)
{
    return compared == ComparedOption::Memo ? options.memo : options.shortCircuit;
}

SolveOptions withCompared(SolveOptions options, ComparedOption compared, bool on)
{
    (compared == ComparedOption::Memo ? options.memo : options.shortCircuit) = on;
    return options;
}

QString comparisonSummary(const ComparedRun& off, const ComparedRun& on, ComparedOption compared)
{
    const std::int64_t before = off.result.stats.calls, after = on.result.stats.calls;
    if (after >= before)
        return CompareTr::tr("%1 calls vs %2 calls").arg(countText(before), countText(after));
    const QString saved = compared == ComparedOption::Memo ? CompareTr::tr("%1 calls vs %2 calls: %3 saved by the memo")
                                                           : CompareTr::tr("%1 calls vs %2 calls: %3 saved by the short-circuit");
    return saved.arg(countText(before), countText(after), countText(before - after));
}

namespace {
constexpr double kPanelGap = 36;

// The game and the counts of both runs; returns where the panels go.
double addHeading(Scene& scene, const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared)
{
    const Style& style = scene.style;
    const QFontMetricsF big = textMetrics(style.titleFont), small = textMetrics(style.labelFont);
    double y = style.margin + big.ascent();
    scene.title.push_back({pictureHeading(game), {style.margin, y}, style.titleFont, style.palette.text, true});
    y += big.descent() + 4 + small.ascent();
    QFont bold = style.labelFont;
    bold.setBold(true);
    scene.title.push_back({comparisonSummary(off, on, compared), {style.margin, y}, bold, style.palette.text, true});
    return y + small.descent() + 14;
}

// The comparison with each run's tree fitted to `panelPage` (none when empty).
Scene composeComparison(const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared,
    const DrawOptions& draw, const Style& style, Layouter& layouter, QSizeF panelPage, bool legend)
{
    const Differences parting = differences(off, on, compared);
    Scene left = panelScene(game, off, draw, parting.off, style, layouter, panelPage);
    DrawOptions onDraw = draw;
    onDraw.skippedMoves = onDraw.skippedMoves || compared == ComparedOption::ShortCircuit; // what it saved, greyed
    Scene right = panelScene(game, on, onDraw, parting.on, style, layouter, panelPage);

    Scene scene;
    scene.style = style;
    const double captionTop = addHeading(scene, game, off, on, compared);
    const double rightLeft = left.bounds.width() + kPanelGap;
    const double treeTop
        = std::max(addCaption(scene, panelCaption(off, compared, left.callsInScene), style.margin, captionTop, style),
            addCaption(scene, panelCaption(on, compared, right.callsInScene), rightLeft + style.margin, captionTop, style));
    append(scene, std::move(left), {0, treeTop}, QStringLiteral("off-"));
    append(scene, std::move(right), {rightLeft, treeTop}, QStringLiteral("on-"));
    double width = 0, bottom = 0;
    for (const SceneText& t : scene.title)
        width = std::max(width, t.anchor.x() + textWidth(t.font, t.text));
    for (const SceneNode& n : scene.nodes) {
        width = std::max(width, n.box.right());
        bottom = std::max(bottom, n.box.bottom());
    }
    width = std::max(width, rightLeft + style.margin);
    if (legend) {
        scene.legend
            = placeLegend(scene.legendItems, style, {style.margin, bottom + 24}, width - style.margin, &scene.legendFrame);
        bottom = scene.legendFrame.bottom();
    }
    scene.bounds = QRectF(0, 0, width + style.margin, bottom + style.margin);
    return scene;
}
} // namespace

Scene buildIcicleComparisonScene(const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared,
    const Style& style, QSizeF page, bool legend)
{
    if (page.isEmpty())
        page = pageSizeOf(PageFit::Slide);
    Scene scene;
    scene.style = style;
    scene.page = page;
    double y = addHeading(scene, game, off, on, compared);
    // Both icicles at one scale, one above the other: a call is as wide in both, so the run with
    // the option on is as much narrower as it makes fewer calls.
    constexpr double kCaption = 20, kLegend = 80;
    const double height = std::max(40.0, (page.height() - y - 2 * kCaption - (legend ? kLegend : 0) - style.margin) / 2);
    const SceneParts bare {false, false};
    IciclePlacement offPlacement;
    Scene top = buildIcicleScene({game, off.options, off.result}, style, {page.width(), height}, bare, &offPlacement);
    const double share = double(on.result.trace->size()) / double(std::max(1, off.result.trace->size()));
    const double onWidth = offPlacement.left + std::ceil(offPlacement.icicle.columns * share) + style.margin;
    Scene bottom = buildIcicleScene({game, on.options, on.result}, style, {onWidth, height}, bare);
    y = addCaption(scene, panelCaption(off, compared, off.result.trace->size()), style.margin, y, style);
    append(scene, std::move(top), {0, y - style.margin}, QStringLiteral("off-"));
    y += height + 4;
    y = addCaption(scene, panelCaption(on, compared, on.result.trace->size()), style.margin, y, style);
    append(scene, std::move(bottom), {0, y - style.margin}, QStringLiteral("on-"));
    y += height;
    if (legend) {
        scene.legend
            = placeLegend(scene.legendItems, style, {style.margin, y + 8}, page.width() - 2 * style.margin, &scene.legendFrame);
        y = scene.legendFrame.bottom();
    }
    scene.bounds = QRectF(0, 0, page.width(), std::max(page.height(), y + style.margin));
    return scene;
}

Scene buildComparisonScene(const Game& game, const ComparedRun& off, const ComparedRun& on, ComparedOption compared,
    const DrawOptions& draw, const Style& style, Layouter& layouter, QSizeF page, bool legend)
{
    if (page.isEmpty())
        return composeComparison(game, off, on, compared, draw, style, layouter, {}, legend);
    // Each panel gets half of what the heading and the legend leave of the page at the smallest
    // readable scale; when the two with their captions still come out too big, less.
    constexpr double kHeadingAndLegend = 170;
    const double smallest = kMinPageTextPoints / style.labelFont.pointSizeF();
    QSizeF panelPage((page.width() / smallest - kPanelGap - 2 * style.margin) / 2, page.height() / smallest - kHeadingAndLegend);
    Scene scene;
    for (int attempt = 0; attempt < 4; ++attempt) {
        scene = composeComparison(game, off, on, compared, draw, style, layouter, panelPage, legend);
        if (fitsPage(scene, page))
            break;
        const QSizeF readable = page / smallest; // the most the scene may measure
        panelPage = QSizeF(panelPage.width() * std::min(1.0, readable.width() / scene.bounds.width()),
            panelPage.height() * std::min(1.0, readable.height() / scene.bounds.height()));
    }
    scene.page = page;
    return scene;
}

} // namespace gt
