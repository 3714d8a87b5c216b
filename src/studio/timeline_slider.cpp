#include "timeline_slider.h"

#include <QPainter>
#include <QStyleOptionSlider>

namespace gt {

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent)
{
    setMinimumWidth(160);
    setToolTip(tr("Step through the run; green marks: memo answers"));
    setAccessibleName(tr("Timeline"));
}

void TimelineSlider::setMarks(std::vector<std::int64_t> events)
{
    m_marks = std::move(events);
    update();
}

void TimelineSlider::paintEvent(QPaintEvent* event)
{
    QSlider::paintEvent(event);
    if (m_marks.empty() || maximum() <= minimum())
        return;
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    QPainter painter(this);
    painter.setPen(QPen(QColor(0x2e, 0x8b, 0x57), 1));
    const double span = maximum() - minimum();
    int lastX = -1;
    for (const std::int64_t event : m_marks) {
        // Event e is reached at position e + 1.
        const int x = groove.left() + int((double(event + 1) - minimum()) / span * groove.width());
        if (x == lastX)
            continue;
        lastX = x;
        painter.drawLine(x, height() - 5, x, height() - 1);
    }
}

} // namespace gt
