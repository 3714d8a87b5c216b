// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/timeline_slider.h"

#include <QPainter>
#include <QStyleOptionSlider>

#include <algorithm>

namespace gt {

TimelineSlider::TimelineSlider(QWidget* parent)
    : QSlider(Qt::Horizontal, parent)
{
    setMinimumWidth(160);
    setToolTip(tr("Step through the run; green marks: memo answers"));
    setAccessibleName(tr("Timeline"));
}

void TimelineSlider::setMarks(std::vector<double> places)
{
    m_marks = std::move(places);
    update();
}

void TimelineSlider::paintEvent(QPaintEvent* event)
{
    QSlider::paintEvent(event);
    if (m_marks.empty())
        return;
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    QPainter painter(this);
    painter.setPen(QPen(QColor(0x2e, 0x8b, 0x57), 1));
    int lastX = -1;
    for (const double at : m_marks) {
        const int x = groove.left() + int(at * groove.width());
        if (x == lastX)
            continue;
        lastX = x;
        painter.drawLine(x, height() - 5, x, height() - 1);
    }
}

} // namespace gt
