// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/legend_panel.h"

#include "render/scene_painter.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gt {

LegendPanel::LegendPanel(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAccessibleName(tr("Legend"));
}

void LegendPanel::setLegend(const std::vector<LegendItem>& items, const Style& style)
{
    m_items = items;
    m_style = style;
    QStringList texts;
    for (const LegendItem& item : items)
        texts << item.text;
    setToolTip(texts.join(QLatin1Char('\n')));
    setMinimumHeight(heightForWidth(std::max(width(), 200)));
    updateGeometry();
    update();
}

namespace {
constexpr double kInset = 12, kRowSpacing = 5; // the frame's inset, between entries (a laptop shows them all)
} // namespace

std::vector<LegendPanel::Row> LegendPanel::rows(int width) const
{
    const QFontMetricsF metrics(m_style.labelFont);
    const double textLeft = kInset + kLegendSwatchWidth + kLegendSwatchGap;
    const double textWidth = std::max(40.0, double(width) - textLeft - kInset);
    std::vector<Row> rows;
    double y = kInset;
    for (const LegendItem& item : m_items) {
        const QRectF wrapped
            = metrics.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, item.text);
        const double height = std::max(kLegendSwatchHeight, wrapped.height());
        // The swatch beside the text's first line.
        const double swatchTop = y + std::max(0.0, (metrics.height() - kLegendSwatchHeight) / 2);
        rows.push_back({legendSwatch(item.swatch, QRectF(kInset, swatchTop, kLegendSwatchWidth, kLegendSwatchHeight), m_style),
            QRectF(textLeft, y, textWidth, height), item.text});
        y += height + kRowSpacing;
    }
    return rows;
}

int LegendPanel::heightForWidth(int width) const
{
    const std::vector<Row> all = rows(width);
    return all.empty() ? int(2 * kInset) : int(std::ceil(all.back().textBox.bottom() + kInset));
}

QSize LegendPanel::sizeHint() const
{
    return {260, heightForWidth(260)};
}

void LegendPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    setMinimumHeight(heightForWidth(std::max(width(), 200)));
}

void LegendPanel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_style.palette.background);
    if (m_items.empty())
        return;
    std::vector<LegendEntry> swatches;
    const std::vector<Row> all = rows(width());
    for (const Row& row : all)
        swatches.push_back(row.swatch);
    paintLegend(painter, m_style, swatches, QRectF(rect()).adjusted(4, 4, -4, -4));
    painter.setFont(m_style.labelFont);
    painter.setPen(m_style.palette.text);
    for (const Row& row : all)
        painter.drawText(row.textBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, row.text);
}

} // namespace gt
