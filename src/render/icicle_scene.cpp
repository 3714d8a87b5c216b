// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "icicle_scene.h"

#include "page_fit.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// A band is never taller than this: a small run's icicle stays a strip, not a wall.
constexpr double kMaxBandPoints = 48;

// The depths of a band of several levels: numbers only, the same in every language.
QString depthRange(int first, int last)
{
    return QStringLiteral("%1–%2").arg(first).arg(last);
}

QColor withAlpha(QColor color, int eighths)
{
    color.setAlphaF(float(eighths) / 8.0f);
    return color;
}

// An aggregate's fill: paler the less its calls fill of it, yet never too pale to see.
QColor paled(QColor color, int coverageEighths)
{
    color.setAlphaF(float(1 + coverageEighths) / 9.0f);
    return color;
}

class IcicleSceneBuilder {
    Q_DECLARE_TR_FUNCTIONS(gt::IcicleScene)

public:
    IcicleSceneBuilder(const SolvedRun& run, const Style& style)
        : m_run(run)
        , m_trace(*run.result.trace)
        , m_style(style)
        , m_palette(style.palette)
    {
    }

    Scene build(QSizeF page, SceneParts parts)
    {
        m_scene.style = m_style;
        m_scene.page = page;
        m_scene.bounds = QRectF(QPointF(), page);
        m_answer = parts.answer;
        double titleBottom = layOut(parts, 1);
        if (m_placement.icicle.levelsPerBand > 1 && parts.title)
            titleBottom = layOut(parts, m_placement.icicle.levelsPerBand); // the title says so in one more line
        if (parts.title)
            placeRunTitle(m_run, titleLines(repeatedCalls(), m_placement.icicle.levelsPerBand), m_style, &m_scene.title);
        addDepthLabels(titleBottom + 12 + textMetrics(m_style.smallFont).ascent());
        for (const IcicleSegment& segment : m_placement.icicle.segments)
            addSegment(segment);
        m_scene.legendItems = legendItems();
        if (parts.legend) {
            const double icicleBottom = m_placement.top + double(m_placement.icicle.bands.size()) * m_placement.bandHeight;
            m_scene.legend = placeLegend(m_scene.legendItems, m_style, {m_style.margin, icicleBottom + 18},
                page.width() - 2 * m_style.margin, &m_scene.legendFrame);
        }
        return std::move(m_scene);
    }

    IciclePlacement& placement() { return m_placement; }

private:
    // Computes the icicle for the room left between a title of these lines and the legend, in
    // whole points; returns the title's bottom.
    double layOut(SceneParts parts, int levelsPerBand)
    {
        const QSizeF page = m_scene.page;
        std::vector<SceneText> title;
        const double titleBottom
            = parts.title ? placeRunTitle(m_run, titleLines(0, levelsPerBand), m_style, &title) : m_style.margin - 12;
        m_placement.left = std::ceil(m_style.margin + depthLabelWidth() + 8);
        m_placement.top = std::ceil(titleBottom + 12 + textMetrics(m_style.smallFont).height() + 4);
        const std::int32_t columns = std::max(1, int(std::floor(page.width() - m_style.margin - m_placement.left)));
        const double legendHeight = parts.legend ? legendHeightAtMost() + 18 : 0;
        const double height = std::max(1.0, page.height() - m_style.margin - legendHeight - m_placement.top);
        m_placement.icicle = computeIcicle(m_run.game, m_trace, {columns, int(height / kMinIcicleBandPoints)});
        const int bands = std::max<int>(1, int(m_placement.icicle.bands.size()));
        m_placement.bandHeight = std::max(1.0, std::min(kMaxBandPoints, std::floor(height / bands)));
        m_placement.fillHeight = m_placement.bandHeight - (m_placement.bandHeight >= 8 ? 1 : 0);
        return titleBottom;
    }

    QStringList titleLines(std::int64_t repeated, int levelsPerBand) const
    {
        QStringList lines = runTitleLines(
            m_run, tr("icicle: a band per depth, each call as wide as the calls in its subtree"), repeated, m_answer);
        if (levelsPerBand > 1)
            lines << tr("%1 levels deep: a band holds %2 levels, drawn as its shallowest calls")
                         .arg(countText(m_placement.icicle.bands.back().lastDepth + 1))
                         .arg(levelsPerBand);
        return lines << recordingNotes(m_trace);
    }

    std::int64_t repeatedCalls() const
    {
        std::int64_t repeated = 0;
        for (const IcicleSegment& segment : m_placement.icicle.segments)
            repeated += segment.counts.repeated;
        return repeated;
    }

    QString bandLabel(const IcicleBand& band) const
    {
        return band.firstDepth == band.lastDepth ? QString::number(band.firstDepth) : depthRange(band.firstDepth, band.lastDepth);
    }

    // Room for the widest depth a band could be labelled with, before the bands are known.
    double depthLabelWidth() const
    {
        const int deepest = int(std::max<std::int64_t>(0, m_run.result.stats.maxDepth));
        return std::max(textWidth(m_style.smallFont, tr("depth")), textWidth(m_style.smallFont, depthRange(deepest, deepest)));
    }

    // The legend with every item it may have: the room kept for it under the icicle.
    double legendHeightAtMost() const
    {
        using S = LegendEntry::Swatch;
        std::vector<LegendItem> items = legendItems();
        for (const S swatch : {S::MemoShare, S::BaseShare, S::RepeatShare, S::Pale})
            if (std::none_of(items.begin(), items.end(), [&](const LegendItem& item) { return item.swatch == swatch; }))
                items.push_back({swatch, legendText(swatch)});
        QRectF frame;
        placeLegend(items, m_style, {m_style.margin, 0}, m_scene.page.width() - 2 * m_style.margin, &frame);
        return frame.height();
    }

    // "depth" over the bands, and each band's depths beside it, as often as they fit.
    void addDepthLabels(double headerBaseline)
    {
        const QFontMetricsF small = textMetrics(m_style.smallFont);
        m_scene.captions.push_back({tr("depth"), {m_style.margin, headerBaseline}, m_style.smallFont, m_palette.mutedText, true});
        const int every = int(std::ceil((small.height() + 2) / m_placement.bandHeight));
        for (std::size_t b = 0; b < m_placement.icicle.bands.size(); b += std::size_t(every)) {
            const QString text = bandLabel(m_placement.icicle.bands[b]);
            const double middle = m_placement.top + double(b) * m_placement.bandHeight + m_placement.fillHeight / 2;
            m_scene.captions.push_back(
                {text, {m_placement.left - 6 - small.horizontalAdvance(text), middle + (small.ascent() - small.descent()) / 2},
                    m_style.smallFont, m_palette.mutedText, true});
        }
    }

    QString tooltip(const IcicleSegment& segment) const
    {
        if (segment.aggregate()) {
            QString text = tr("%1 calls").arg(countText(segment.counts.calls));
            if (segment.counts.memo > 0)
                text += QStringLiteral(" · ") + tr("%1 memo answers").arg(countText(segment.counts.memo));
            return text;
        }
        const std::int32_t id = segment.call;
        QStringList lines {m_run.game.stateLabel(m_trace.state(id)),
            tr("call #%1 · depth %2 · %3 calls in its subtree").arg(id).arg(m_trace.depth(id)).arg(countText(segment.span))};
        if (!m_trace.returned(id))
            lines << tr("running when the program stopped: no value");
        else if (m_answer)
            lines << callOutcomeLines(m_run.game, m_trace, id);
        if (m_placement.icicle.levelsPerBand > 1)
            lines << tr("%1 calls of this band drawn here").arg(countText(segment.counts.calls - segment.absorbed.calls));
        return lines.join(u'\n');
    }

    void addSegment(const IcicleSegment& segment)
    {
        const IcicleShade shade = icicleShade(m_placement.icicle, segment);
        // A quiz keeps who wins back: every call in the colour of a plain value.
        // A call still running when a program stopped has no value: drawn as the tree draws it.
        const bool running = !segment.aggregate() && !m_trace.returned(segment.call);
        const WinnerLook look = running
            ? WinnerLook {m_palette.pendingFill, Qt::SolidPattern, m_palette.pendingStroke, QStringLiteral("pending")}
            : !m_answer || m_run.game.valueMeaning() == ValueMeaning::Plain ? plainLook(m_palette)
                                                                            : winnerLook(m_palette, shade.favoured);
        SceneBlock block;
        block.box = QRectF(m_placement.left + segment.x, m_placement.top + segment.band * m_placement.bandHeight, segment.width,
            m_placement.fillHeight);
        block.fill = paled(look.fill, shade.coverage);
        block.pattern = look.pattern;
        block.tooltip = tooltip(segment);
        block.classes << (segment.aggregate() ? QStringLiteral("aggregate") : QStringLiteral("call")) << look.cssClass;
        if (!segment.aggregate())
            addCallLook(block, segment, look, shade);
        m_scene.blocks.push_back(std::move(block));
        const QRectF box = m_scene.blocks.back().box;
        addMarks(box, shade);
        if (segment.absorbed.calls > 0) // narrower calls before it in its first column
            addMarks(QRectF(box.topLeft(), QSizeF(1, box.height())), absorbedShade(segment));
    }

    // A call wide enough is outlined (dashed for a memo answer, as in the tree) and labelled.
    void addCallLook(SceneBlock& block, const IcicleSegment& segment, const WinnerLook& look, const IcicleShade& shade)
    {
        const std::int32_t id = segment.call;
        block.id = QStringLiteral("call-%1").arg(id);
        const bool memo = m_trace.outcome(id) == Outcome::Memo;
        if (memo)
            block.classes << QStringLiteral("memo");
        if (m_trace.outcome(id) == Outcome::Base)
            block.classes << QStringLiteral("base");
        if (shade.repeated > 0)
            block.classes << QStringLiteral("repeat");
        ++m_scene.callsInScene;
        if (block.box.width() >= 3) {
            block.stroke = look.stroke;
            block.strokeWidth = 0.75;
            block.dashed = memo;
        }
        addLabel(block, m_run.game.stateLabel(m_trace.state(id)));
    }

    // The state inside the block, in the label font or else the small one, where it fits.
    void addLabel(SceneBlock& block, const QString& label) const
    {
        for (const QFont& font : {m_style.labelFont, m_style.smallFont}) {
            const QFontMetricsF metrics = textMetrics(font);
            if (metrics.horizontalAdvance(label) + 6 > block.box.width() || metrics.height() > block.box.height())
                continue;
            const QPointF centre = block.box.center();
            block.texts.push_back(
                {label, {centre.x(), centre.y() + (metrics.ascent() - metrics.descent()) / 2}, font, m_palette.text});
            return;
        }
    }

    // Strips in proportion to their share of the calls: memo answers and base cases along the
    // bottom, repeated subtrees along the top.
    void addMarks(const QRectF& box, const IcicleShade& shade)
    {
        if (box.height() < 3)
            return;
        const double strip = std::max(1.0, std::round(box.height() * 0.3));
        const double thin = std::max(1.0, std::round(box.height() * 0.15));
        double bottom = box.bottom();
        if (shade.memo > 0) {
            m_scene.marks.push_back({QRectF(box.left(), bottom - strip, box.width(), strip),
                withAlpha(m_palette.memoBadge, shade.memo), QStringLiteral("memo-marks")});
            bottom -= strip;
        }
        if (shade.base > 0)
            m_scene.marks.push_back({QRectF(box.left(), bottom - thin, box.width(), thin),
                withAlpha(m_palette.mutedText, shade.base), QStringLiteral("base-marks")});
        if (shade.repeated > 0)
            m_scene.marks.push_back({QRectF(box.left(), box.top(), box.width(), strip),
                withAlpha(m_palette.repeatHalo, shade.repeated), QStringLiteral("repeat-marks")});
    }

    QString legendText(LegendEntry::Swatch swatch) const
    {
        using S = LegendEntry::Swatch;
        switch (swatch) {
        case S::MemoShare: return tr("memo answers (bolder: a larger share of the calls)");
        case S::BaseShare: return tr("base cases");
        case S::RepeatShare: return tr("calls in repeated subtrees: their states were computed before");
        case S::Pale: return tr("calls narrower than a point: the colour of most, paler where they fill less");
        default: return {};
        }
    }

    std::vector<LegendItem> legendItems() const
    {
        using S = LegendEntry::Swatch;
        std::vector<LegendItem> items
            = m_answer ? whoWinsLegend(m_run.game, m_run.result.trace->pairValues()) : std::vector<LegendItem> {};
        bool memo = false, base = false, repeated = false, pale = false;
        for (const IcicleSegment& segment : m_placement.icicle.segments) {
            memo = memo || segment.counts.memo > 0;
            base = base || segment.counts.base > 0;
            repeated = repeated || segment.counts.repeated > 0;
            pale = pale || segment.aggregate();
        }
        for (const auto& [present, swatch] : {std::pair {memo, S::MemoShare}, std::pair {base, S::BaseShare},
                 std::pair {repeated, S::RepeatShare}, std::pair {pale, S::Pale}})
            if (present)
                items.push_back({swatch, legendText(swatch)});
        return items;
    }

    const SolvedRun& m_run;
    const Trace& m_trace;
    const Style& m_style;
    const Palette& m_palette;
    IciclePlacement m_placement;
    Scene m_scene;
    bool m_answer = true; // SceneParts::answer
};
} // namespace

Scene buildIcicleScene(const SolvedRun& run, const Style& style, QSizeF page, SceneParts parts, IciclePlacement* placement)
{
    IcicleSceneBuilder builder(run, style);
    Scene scene = builder.build(page.isEmpty() ? pageSizeOf(PageFit::Slide) : page, parts);
    if (placement)
        *placement = std::move(builder.placement());
    return scene;
}

QRectF IciclePlacement::boxOf(const Trace& trace, std::int32_t call) const
{
    const std::int32_t left = icicle.columnOf(call);
    const std::int32_t right = std::max(left + 1, icicle.columnOf(trace.subtreeEnd(call)));
    const int band = trace.depth(call) / icicle.levelsPerBand;
    return QRectF(this->left + left, top + band * bandHeight, right - left, fillHeight);
}

int IciclePlacement::segmentAt(QPointF point) const
{
    if (bandHeight <= 0 || point.y() < top)
        return -1;
    const int band = int((point.y() - top) / bandHeight);
    return icicle.segmentAt(band, std::int32_t(std::floor(point.x() - left)));
}

std::vector<SceneMark> icicleSwatch(const LegendEntry& entry, const Palette& palette)
{
    using S = LegendEntry::Swatch;
    const QRectF box = entry.box;
    const QRectF strip(box.left(), box.bottom() - 5, box.width(), 5);
    switch (entry.swatch) {
    case S::MemoShare: return {{box, palette.firstFill, {}}, {strip, palette.memoBadge, {}}};
    case S::BaseShare: return {{box, palette.firstFill, {}}, {strip, palette.mutedText, {}}};
    case S::RepeatShare: return {{box, palette.firstFill, {}}, {strip.translated(0, 5 - box.height()), palette.repeatHalo, {}}};
    case S::Pale: {
        std::vector<SceneMark> steps;
        for (int k = 0; k < 4; ++k)
            steps.push_back({QRectF(box.left() + k * box.width() / 4, box.top(), box.width() / 4, box.height()),
                paled(palette.firstFill, 8 - 2 * k), {}});
        return steps;
    }
    default: return {};
    }
}

} // namespace gt
