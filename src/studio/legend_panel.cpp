#include "legend_panel.h"

#include "render/scene_painter.h"

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
    setMinimumHeight(heightForWidth(std::max(width(), 200)));
    updateGeometry();
    update();
}

int LegendPanel::heightForWidth(int width) const
{
    QRectF frame;
    placeLegend(m_items, m_style, {12, 12}, std::max(60, width - 24), &frame);
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
    const std::vector<LegendEntry> entries = placeLegend(m_items, m_style, {12, 12}, std::max(60, width() - 24), &frame);
    paintLegend(painter, m_style, entries, frame);
}

} // namespace gt
