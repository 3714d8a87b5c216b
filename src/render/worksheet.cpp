// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "worksheet.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {
class WorksheetTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Worksheet)
};

// Between the state's line and the box under it.
constexpr double kAnswerGap = 2;
} // namespace

bool keepsAnswerRoom(const SceneParts& parts)
{
    return parts.sheet != SceneParts::Sheet::Picture;
}

namespace {
double answerBoxHeight(const Style& style)
{
    return std::ceil(1.9 * textMetrics(style.valueFont).height());
}

// How far a pill's round end reaches in at `reach` above or below its middle line.
double roundEndInset(double radius, double reach)
{
    return radius - std::sqrt(std::max(0.0, radius * radius - reach * reach));
}
} // namespace

double answerRoomHeight(const Style& style)
{
    return kAnswerGap + answerBoxHeight(style);
}

QRectF answerBoxIn(const QRectF& node, SceneNode::Shape shape, const Style& style)
{
    const double top = node.top() + style.nodePaddingY + textMetrics(style.labelFont).height() + kAnswerGap;
    const double height = answerBoxHeight(style);
    double inset = 0.75 * style.nodePaddingX;
    if (shape == SceneNode::Shape::And) { // a pill: the box's corners stay inside its round ends
        const double reach = std::max(std::abs(top - node.center().y()), std::abs(top + height - node.center().y()));
        inset = std::max(inset, roundEndInset(node.height() / 2, reach) + 2);
    }
    return QRectF(node.left() + inset, top, std::max(node.width() - 2 * inset, 1.0), height);
}

double pillWidening(const Style& style)
{
    const double height = textMetrics(style.labelFont).height() + answerRoomHeight(style) + 2 * style.nodePaddingY;
    const double inset = roundEndInset(height / 2, height / 2 - style.nodePaddingY); // at the state's top line
    return std::ceil(2 * std::max(0.0, inset + 3 - style.nodePaddingX));
}

QRectF answerBoxInSwatch(const QRectF& swatch)
{
    return swatch.adjusted(4, 0.45 * swatch.height(), -4, -2.5);
}

WinnerLook worksheetLook(const Palette& palette)
{
    return {palette.background, Qt::SolidPattern, palette.text, QStringLiteral("blank")};
}

QStringList worksheetTitleLines(const SolvedRun& run, const QString& view)
{
    // As many lines as the key's title (answerKeyLine() and runTitleLines()), so that the trees
    // of both pages stand at the same height.
    const RunStats& stats = run.result.stats;
    return {WorksheetTr::tr("Worksheet: write in each box the value that call returns"),
        WorksheetTr::tr("Name:") + QStringLiteral(" ______________________________"),
        runTitleLines(run, view, 0).constFirst() + QStringLiteral(" · ") // the solver's switches, not the answer
            + WorksheetTr::tr("%1 calls · %2 memo hits").arg(countText(stats.calls), countText(stats.memoHits))};
}

QString answerKeyLine()
{
    return WorksheetTr::tr("Answer key: the value each call returns");
}

QString worksheetReturnText(std::int32_t call)
{
    return WorksheetTr::tr("call #%1 returns").arg(call);
}

std::vector<LegendItem> worksheetLegend(const std::vector<LegendItem>& items)
{
    using S = LegendEntry::Swatch;
    const LegendItem box {S::AnswerBox, WorksheetTr::tr("write the value this call returns")};
    std::vector<LegendItem> kept;
    bool boxPlaced = false;
    for (const LegendItem& item : items) {
        if (item.swatch == S::First || item.swatch == S::Second || item.swatch == S::Tie || item.swatch == S::BestLine
            || item.swatch == S::Deciding)
            continue; // they would tell who wins
        if (!boxPlaced && item.swatch != S::Or && item.swatch != S::And) {
            kept.push_back(box);
            boxPlaced = true;
        }
        kept.push_back(item);
    }
    if (!boxPlaced)
        kept.push_back(box);
    return kept;
}

} // namespace gt
