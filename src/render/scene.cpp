// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "scene.h"

#include "core/trace_analysis.h"
#include "icicle_scene.h"
#include "scene_builder.h"
#include "scene_texts.h"
#include "worksheet.h"

#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QLocale>

#include <algorithm>

namespace gt {

namespace {

// A paint device at 72 dpi: one font point is one scene unit.
const QImage& pointDevice()
{
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32);
        image.setDotsPerMeterX(2835);
        image.setDotsPerMeterY(2835);
        return image;
    }();
    return device;
}

// Per thread, as scenes are built off the GUI thread too. A QFontMetricsF made anew for the point
// device loads its font engine again, and shaping a label is the costly part of laying a tree
// out: opening prime 9299's 1,147 moves measured 3,500 labels, most of them alike ("= Lose · 1st
// loses"), at 40,000 instructions each.
QFontMetricsF metrics(const QFont& font)
{
    thread_local QHash<QFont, QFontMetricsF> resolved;
    const auto it = resolved.constFind(font);
    if (it != resolved.constEnd())
        return *it;
    return *resolved.insert(font, QFontMetricsF(font, &pointDevice()));
}

} // namespace

QString pictureHeading(const Game& game)
{
    const QString params = game.paramsText(); // a program that reads no input has none
    return params.isEmpty() ? game.title() : game.title() + QStringLiteral(" — ") + params;
}

QString nodeValueText(const Game& game, const Trace& trace, std::int32_t id)
{
    const QString view = game.valueWithViewShort(trace.callValue(id), trace.player(id));
    if (game.valueMeaning() == ValueMeaning::Grundy)
        if (const auto reached = mexOfChildren(trace, id)) // a node is narrow: a long set is cut
            return mexText(*reached, 4) + QStringLiteral(" = ") + game.valueText(trace.callValue(id));
    return QStringLiteral("= ") + view;
}

QString mexLine(const Game& game, const Trace& trace, std::int32_t id)
{
    if (game.valueMeaning() != ValueMeaning::Grundy)
        return {};
    const auto reached = mexOfChildren(trace, id);
    return reached ? SceneTr::tr("%1 = %2: the smallest number not among its moves' values")
                         .arg(mexText(*reached), game.valueText(trace.callValue(id)))
                   : QString();
}

QStringList callOutcomeLines(const Game& game, const Trace& trace, std::int32_t id)
{
    QStringList lines;
    lines << SceneTr::tr("returns %1").arg(game.valueWithView(trace.callValue(id), trace.player(id)));
    if (const QString mex = mexLine(game, trace, id); !mex.isEmpty())
        lines << mex;
    switch (trace.outcome(id)) {
    case Outcome::Base: lines << SceneTr::tr("base case"); break;
    case Outcome::Memo: lines << SceneTr::tr("answered from the memo: computed by call #%1").arg(trace.memoOf(id)); break;
    case Outcome::Shortcut: lines << SceneTr::tr("takes every remaining pile"); break;
    case Outcome::Computed:
        lines << SceneTr::tr("computed from its children: %1 moves tried").arg(trace.children(id).size());
        if (trace.earlyExit(id))
            lines << SceneTr::tr("stopped early: the deciding move was found");
        if (trace.repeatOf(id) >= 0)
            lines << SceneTr::tr("repeats call #%1 (same state)").arg(trace.repeatOf(id));
        break;
    }
    const Standing ahead = standing(game, trace, id);
    const bool first = ahead == Standing::First;
    // A pair of scores says who is ahead, as a score difference does.
    switch (trace.pairValues() && readsPairsAsScores(game.valueMeaning()) ? ValueMeaning::ScoreDifference : game.valueMeaning()) {
    case ValueMeaning::MoverScore:
        if (game.infersWhatIsLeft()) // its own units
            lines << (first ? SceneTr::tr("the first player gets at least half of what is left (%1)")
                            : SceneTr::tr("the second player gets at least half of what is left (%1)"))
                         .arg(game.stonesLeft(trace.state(id)));
        else
            lines << (first ? SceneTr::tr("the first player gets at least half of the %1 stones left")
                            : SceneTr::tr("the second player gets at least half of the %1 stones left"))
                         .arg(game.stonesLeft(trace.state(id)));
        break;
    case ValueMeaning::FirstPlayerScore:
        lines << (first ? SceneTr::tr("the first player's score is 0 or more")
                        : SceneTr::tr("the first player's score is below 0"));
        break;
    case ValueMeaning::ScoreDifference:
        lines << (ahead == Standing::Even ? SceneTr::tr("a tie from here")
                : first                   ? SceneTr::tr("the first player is ahead from here")
                                          : SceneTr::tr("the second player is ahead from here"));
        break;
    case ValueMeaning::Negamax:
        if (ahead == Standing::Even) {
            lines << SceneTr::tr("a draw from here");
            break;
        }
        [[fallthrough]];
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::WinnerIndex:
    case ValueMeaning::Grundy:
        lines << (first ? SceneTr::tr("the first player wins from here") : SceneTr::tr("the second player wins from here"));
        break;
    case ValueMeaning::Plain: break;
    }
    return lines;
}

LayoutRequest sceneLayoutRequest(const SolvedRun& run, const Drawing& drawing, const Style& style, SceneParts parts)
{
    return SceneBuilder(run, drawing, style, parts).layoutRequest();
}

QString countText(std::int64_t n)
{
    return QLocale().toString(qlonglong(n));
}

QFontMetricsF textMetrics(const QFont& font)
{
    return metrics(font);
}

double textWidth(const QFont& font, const QString& text)
{
    // Bounded by what is drawn: the widths of a few screens of labels, forgotten past that.
    constexpr qsizetype kMostRemembered = 100000;
    thread_local QHash<QFont, QHash<QString, double>> widths;
    QHash<QString, double>& ofFont = widths[font];
    if (const auto it = ofFont.constFind(text); it != ofFont.constEnd())
        return *it;
    if (ofFont.size() >= kMostRemembered)
        ofFont.clear();
    return *ofFont.insert(text, metrics(font).horizontalAdvance(text));
}

Scene buildScene(const SolvedRun& run, const Drawing& drawing, const Style& style, Layouter& layouter, SceneParts parts)
{
    return buildScene(run, drawing, style, layouter.layout(sceneLayoutRequest(run, drawing, style, parts)), parts);
}

Scene buildScene(const SolvedRun& run, const Drawing& drawing, const Style& style, const LayoutResult& layout, SceneParts parts)
{
    return SceneBuilder(run, drawing, style, parts).build(layout);
}

std::vector<LegendEntry> placeLegend(
    const std::vector<LegendItem>& items, const Style& style, QPointF topLeft, double width, QRectF* frame)
{
    const QFontMetricsF fm = metrics(style.labelFont);
    const double swatchW = kLegendSwatchWidth, swatchH = kLegendSwatchHeight, gap = kLegendSwatchGap, spacing = 18,
                 rowH = swatchH + 8;
    const double left = topLeft.x();
    double x = left, y = topLeft.y();
    std::vector<LegendEntry> entries;
    for (const LegendItem& item : items) {
        const double w = swatchW + gap + fm.horizontalAdvance(item.text);
        if (x > left && x + w > left + width) {
            x = left;
            y += rowH;
        }
        entries.push_back(legendSwatch(item.swatch, QRectF(x, y, swatchW, swatchH), style,
            {item.text, {x + swatchW + gap, y + swatchH / 2 + (fm.ascent() - fm.descent()) / 2}, style.labelFont,
                style.palette.text, true}));
        x += w + spacing;
    }
    if (frame)
        *frame = QRectF(left - 8, topLeft.y() - 8, width + 16, y + rowH - topLeft.y() + 8);
    return entries;
}

SceneText swatchText(const LegendEntry& entry, const Style& style)
{
    if (entry.swatch != LegendEntry::Swatch::Shared)
        return {};
    const QFontMetricsF fm = metrics(style.smallFont);
    const QPointF baseline(entry.box.center().x(), entry.box.center().y() + (fm.ascent() - fm.descent()) / 2);
    return {QStringLiteral("×k"), baseline, style.smallFont, style.palette.text};
}

namespace {
SceneShape boxShape(
    const QRectF& box, double radius, const QColor& fill, const QColor& stroke = {}, double strokeWidth = 0, bool dashed = false)
{
    SceneShape shape;
    shape.box = box;
    shape.radius = radius;
    shape.fill = fill;
    shape.stroke = stroke;
    shape.strokeWidth = strokeWidth;
    shape.dashed = dashed;
    return shape;
}
} // namespace

LegendEntry legendSwatch(LegendEntry::Swatch swatch, const QRectF& box, const Style& style, SceneText text)
{
    LegendEntry entry {swatch, box, std::move(text), {}, {}};
    const Palette& p = style.palette;
    using S = LegendEntry::Swatch;
    std::vector<SceneShape>& shapes = entry.shapes;
    switch (swatch) {
    case S::Or: shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2)); break;
    case S::And: shapes.push_back(boxShape(box, box.height() / 2, p.background, p.text, 1.2)); break;
    case S::First:
    case S::Second:
    case S::Tie: { // the winner's fill over the background, as on a node
        const WinnerLook look = winnerLook(p,
            swatch == S::First        ? Standing::First
                : swatch == S::Second ? Standing::Second
                                      : Standing::Even);
        SceneShape shape = boxShape(box, 2, look.fill, look.stroke, 1.2);
        shape.pattern = look.pattern;
        shape.backdrop = p.background;
        shapes.push_back(shape);
        break;
    }
    case S::BestLine:
    case S::Played:
    case S::Deciding: {
        SceneShape line;
        line.kind = SceneShape::Kind::Line;
        line.from = QPointF(box.left() + 2, box.center().y());
        line.to = QPointF(box.right() - 2, box.center().y());
        line.stroke = swatch == S::BestLine ? p.bestLine : swatch == S::Played ? p.playedLine : p.decidingEdge;
        line.strokeWidth = swatch == S::BestLine ? style.bestLineWidth
            : swatch == S::Played                ? style.playedLineWidth
                                                 : style.decidingWidth;
        shapes.push_back(line);
        break;
    }
    case S::Memo:
    case S::TakeAll: { // a small node with the memo's or take-all's corner badge
        const bool memo = swatch == S::Memo;
        shapes.push_back(boxShape(box.adjusted(0, 3, -6, 0), 2, p.background, p.text, 1.2, memo));
        shapes.push_back(boxShape(QRectF(box.right() - 14, box.top(), 14, 7), 2, memo ? p.memoBadge : p.mutedText));
        break;
    }
    case S::Repeat: // a small node in the repeated subtree's halo
    case S::RepeatFirst:
        shapes.push_back(boxShape(box, 5, haloColor(p, swatch == S::RepeatFirst)));
        shapes.push_back(boxShape(box.adjusted(5, 4, -5, -4), 2, p.background, p.text, 1));
        break;
    case S::Cut: shapes.push_back(boxShape(box, 7, p.cutFill, p.cutStroke, 1, true)); break;
    case S::Current: shapes.push_back(boxShape(box, 3, p.background, p.current, 2.5)); break;
    case S::Pending: shapes.push_back(boxShape(box, 2, p.pendingFill, p.pendingStroke, 1.2)); break;
    case S::Skipped: shapes.push_back(boxShape(box, 4, QColor(), p.skipped, 1, true)); break;
    case S::AnswerBox:
        shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2));
        shapes.push_back(boxShape(answerBoxInSwatch(box), 0, p.background, p.text, kAnswerBoxStroke));
        break;
    case S::Shared: // a node with "×k" in it, as the state graph writes it
        shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2));
        entry.shapeTexts.push_back(swatchText(entry, style));
        break;
    case S::MemoShare:
    case S::BaseShare:
    case S::RepeatShare:
    case S::Pale:
        for (const SceneMark& strip : icicleSwatch(entry, p)) {
            SceneShape shape = boxShape(strip.box, 0, strip.color);
            shape.kind = SceneShape::Kind::Strip;
            shapes.push_back(shape);
        }
        break;
    }
    return entry;
}

// A small tree is enlarged at most this much to fill its page.
constexpr double kMaxPageUpscale = 2.0;

double pageScale(const Scene& scene)
{
    if (scene.page.isEmpty() || scene.bounds.isEmpty())
        return 1;
    return std::min({scene.page.width() / scene.bounds.width(), scene.page.height() / scene.bounds.height(), kMaxPageUpscale});
}

QSizeF pageSize(const Scene& scene)
{
    return scene.page.isEmpty() ? scene.bounds.size() : scene.page;
}

QRectF pageViewBox(const Scene& scene)
{
    if (scene.page.isEmpty())
        return scene.bounds;
    const QSizeF shown = scene.page / pageScale(scene);
    QRectF box(QPointF(), shown);
    box.moveCenter(scene.bounds.center());
    return box;
}

} // namespace gt
