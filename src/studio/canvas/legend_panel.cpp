#include "studio/canvas/legend_panel.h"

#include "render/scene_painter.h"

#include <QFontMetrics>
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
    setToolTip(texts.join(QLatin1Char('\n'))); // in full, where the panel is too narrow for an item
    setMinimumHeight(heightForWidth(std::max(width(), 200)));
    updateGeometry();
    update();
}

std::vector<LegendItem> LegendPanel::itemsFitting(int width) const
{
    // The swatch, its gap and the frame's inset (placeLegend's sizes) take this much of a row.
    constexpr int kSwatchAndGaps = 30 + 6 + 24;
    const QFontMetrics metrics(m_style.labelFont);
    std::vector<LegendItem> items = m_items;
    for (LegendItem& item : items)
        item.text = metrics.elidedText(item.text, Qt::ElideRight, std::max(40, width - kSwatchAndGaps));
    return items;
}

int LegendPanel::heightForWidth(int width) const
{
    QRectF frame;
    placeLegend(itemsFitting(width), m_style, {12, 12}, std::max(60, width - 24), &frame);
    return int(std::ceil(frame.bottom())) + 6;
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
    QRectF frame;
    const std::vector<LegendEntry> entries
        = placeLegend(itemsFitting(width()), m_style, {12, 12}, std::max(60, width() - 24), &frame);
    paintLegend(painter, m_style, entries, frame);
}

} // namespace gt
