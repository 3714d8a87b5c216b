// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "layout_types.h"

#include <cmath>

namespace gt {

namespace {
std::vector<QPointF> straight(QPointF from, QPointF to)
{
    return {from, from + (to - from) / 3, from + (to - from) * 2 / 3, to};
}
} // namespace

LayoutResult::EdgePath straightLink(const QRectF& from, const QRectF& to)
{
    LayoutResult::EdgePath path;
    const QPointF start(from.center().x() < to.center().x() ? from.right() : from.left(), from.center().y());
    const QPointF tip(to.center().x() < from.center().x() ? to.right() : to.left(), to.center().y());
    const QPointF direction = tip - start;
    const double length = std::hypot(direction.x(), direction.y());
    const QPointF base = length > 8 ? tip - direction / length * 7 : tip;
    path.pieces.push_back(straight(start, base));
    path.hasArrow = true;
    path.arrowTip = tip;
    return path;
}

LayoutResult::EdgePath straightEdge(const QRectF& parent, const QRectF& child)
{
    LayoutResult::EdgePath path;
    path.pieces.push_back(straight(QPointF(parent.center().x(), parent.bottom()), QPointF(child.center().x(), child.top())));
    return path;
}

} // namespace gt
