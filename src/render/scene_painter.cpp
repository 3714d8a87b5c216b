// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "scene_painter.h"

#include "worksheet.h"

#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QPainterPath>
#include <QPaintDevice>

#include <array>
#include <cmath>
#include <optional>
#include <set>
#include <utility>

namespace gt {

QRectF backdropRect(const SceneText& text)
{
    const double width = textWidth(text.font, text.text);
    const double size = text.font.pointSizeF();
    const double left = text.left ? text.anchor.x() : text.anchor.x() - width / 2;
    return QRectF(left - 2, text.anchor.y() - size * 0.85, width + 4, size * 1.1);
}

double cornerRadius(const SceneNode& node)
{
    switch (node.shape) {
    case SceneNode::Shape::Or: return 2;
    case SceneNode::Shape::And: return node.box.height() / 2;
    case SceneNode::Shape::Cut: return 8;
    case SceneNode::Shape::Skipped: return 4;
    }
    return 2;
}

double playedRingGap(const SceneNode& node, const Style& style)
{
    return (node.current ? 6 : 1.5) + style.playedRingWidth / 2;
}

namespace {
// Point sizes are scene units: convert for the device's logical resolution.
QFont deviceFont(const QFont& font, const QPainter& painter)
{
    QFont f = font;
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 72;
    f.setPointSizeF(font.pointSizeF() * 72.0 / dpi);
    return f;
}

void drawText(QPainter& painter, const SceneText& text)
{
    const QFont font = deviceFont(text.font, painter);
    painter.setFont(font);
    painter.setPen(text.color);
    const double width = text.left ? 0 : textWidth(text.font, text.text);
    if (text.backdrop.isValid()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(text.backdrop);
        painter.drawRoundedRect(backdropRect(text), 2, 2);
        painter.setPen(text.color);
    }
    painter.drawText(QPointF(text.anchor.x() - width / 2, text.anchor.y()), text.text);
}

QPainterPath edgePath(const SceneEdge& edge)
{
    QPainterPath path;
    for (const auto& piece : edge.pieces) {
        if (piece.empty())
            continue;
        path.moveTo(piece[0]);
        for (std::size_t k = 1; k + 2 < piece.size(); k += 3)
            path.cubicTo(piece[k], piece[k + 1], piece[k + 2]);
    }
    return path;
}

// For an edge far larger than the view (a memo link across a wide tree): only the parts in view,
// as short segments. Stroking a dashed line of 100,000 points cost 280 ms a frame; this is the
// same picture on screen.
// The part of segment a-b inside `box` (Liang-Barsky), or nothing.
std::optional<std::pair<QPointF, QPointF>> clippedSegment(QPointF a, QPointF b, const QRectF& box)
{
    const QPointF d = b - a;
    double enter = 0, leave = 1;
    const double p[4] = {-d.x(), d.x(), -d.y(), d.y()};
    const double q[4] = {a.x() - box.left(), box.right() - a.x(), a.y() - box.top(), box.bottom() - a.y()};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0)
                return std::nullopt;
            continue;
        }
        const double t = q[k] / p[k];
        if (p[k] < 0)
            enter = std::max(enter, t);
        else
            leave = std::min(leave, t);
    }
    if (enter > leave)
        return std::nullopt;
    return std::pair {a + enter * d, a + leave * d};
}

QPainterPath visiblePart(const SceneEdge& edge, const QRectF& visible)
{
    // Cut at the view's border (a little outside it, so that the stroke's cap is not seen): the
    // part starts and ends where it enters and leaves the view, which SameStrokes compares.
    const QRectF border = visible.adjusted(-4, -4, 4, 4);
    QPainterPath path;
    for (const auto& piece : edge.pieces) {
        for (std::size_t k = 1; k + 2 < piece.size(); k += 3) {
            const QPointF p0 = piece[k - 1], p1 = piece[k], p2 = piece[k + 1], p3 = piece[k + 2];
            const int samples = 64;
            QPointF previous = p0;
            bool open = false;
            for (int i = 1; i <= samples; ++i) {
                const double t = double(i) / samples, u = 1 - t;
                const QPointF point = u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
                if (const auto inside = clippedSegment(previous, point, border)) {
                    if (!open)
                        path.moveTo(inside->first);
                    path.lineTo(inside->second);
                    // Left the view before the segment's end: the next part starts anew.
                    open = inside->second == point;
                } else {
                    open = false;
                }
                previous = point;
            }
        }
    }
    return path;
}

QPolygonF arrowHead(const SceneEdge& edge)
{
    const QPointF base = edge.pieces.back().back();
    const QPointF d = edge.arrowTip - base;
    const double length = std::hypot(d.x(), d.y());
    if (length < 0.01)
        return {};
    const QPointF unit = d / length;
    const QPointF normal(-unit.y(), unit.x());
    return QPolygonF({edge.arrowTip, base + normal * 3.5, base - normal * 3.5});
}

void drawNodeShape(QPainter& painter, const QRectF& box, double radius)
{
    painter.drawRoundedRect(box, std::min(radius, box.height() / 2), std::min(radius, box.height() / 2));
}

// A legend swatch's shape: a box under its pen and brush (a winner's fill over a box of the
// backdrop, both outlined, as the swatches have always been painted), a line, or a flat strip.
void drawShape(QPainter& painter, const SceneShape& shape)
{
    switch (shape.kind) {
    case SceneShape::Kind::Line:
        painter.setPen(QPen(shape.stroke, shape.strokeWidth, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(shape.from, shape.to);
        return;
    case SceneShape::Kind::Strip: painter.fillRect(shape.box, shape.fill); return;
    case SceneShape::Kind::Box: break;
    }
    const auto draw = [&] {
        if (shape.radius > 0) {
            const double r = std::min(shape.radius, shape.box.height() / 2);
            painter.drawRoundedRect(shape.box, r, r);
        } else {
            painter.drawRect(shape.box);
        }
    };
    if (shape.stroke.isValid() && shape.strokeWidth > 0)
        painter.setPen(QPen(shape.stroke, shape.strokeWidth, shape.dashed ? Qt::DashLine : Qt::SolidLine));
    else
        painter.setPen(Qt::NoPen);
    if (shape.backdrop.isValid()) {
        painter.setBrush(shape.backdrop);
        draw();
    }
    painter.setBrush(shape.fill.isValid() ? QBrush(shape.fill, shape.pattern) : QBrush(Qt::NoBrush));
    draw();
}
} // namespace

void paintDots(QPainter& painter, const Scene& scene, const QRectF& visible)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(scene.style.palette.edge, 0));
    for (const SceneEdge& edge : scene.edges)
        for (const auto& piece : edge.pieces)
            if (piece.size() >= 2 && QRectF(piece.front(), piece.back()).normalized().adjusted(-1, -1, 1, 1).intersects(visible))
                painter.drawLine(piece.front(), piece.back());
    painter.setPen(Qt::NoPen);
    for (const SceneNode& node : scene.nodes) {
        if (!visible.intersects(node.box))
            continue;
        painter.setBrush(node.current ? scene.style.palette.current
                : node.halo           ? haloColor(scene.style.palette, node.firstCopy)
                                      : node.fill);
        painter.drawRect(node.box);
    }
}

namespace {
// The part of the scene being painted, with a margin so that strokes and halos at its border are
// not cut. Whatever lies wholly outside it is skipped: a big tree is painted a screenful at a time.
struct PaintArea {
    QRectF visible;
    bool clipped = false; // only part of the scene is painted (options.visible was given)

    bool shows(const QRectF& box) const { return visible.intersects(box); }

    static QRectF edgeBox(const SceneEdge& edge)
    {
        QRectF box;
        for (const auto& piece : edge.pieces)
            for (const QPointF& point : piece)
                box |= QRectF(point, QSizeF(0.1, 0.1));
        return box;
    }

    bool showsEdge(const SceneEdge& edge) const { return shows(edgeBox(edge)); }

    bool isHuge(const SceneEdge& edge) const
    {
        const QRectF box = edgeBox(edge);
        return clipped && (box.width() > 3 * visible.width() || box.height() > 3 * visible.height());
    }

    // The whole edge, or only its visible part when it is much larger than the view.
    QPainterPath pathOf(const SceneEdge& edge) const { return isHuge(edge) ? visiblePart(edge, visible) : edgePath(edge); }
};

// A call with a thousand moves opened fans its edges out to children thousands of pixels away:
// on screen the part of each is the same stroke across the canvas, a pixel or less from the next
// (prime 9299's root: 1,148 of them, 150 ms a frame in a real window). Such a part is drawn once
// for its ends, to the pixel, and its pen.
class SameStrokes {
public:
    // False when a part with these ends and this pen was drawn already.
    bool firstOf(const QPainterPath& part, const QPen& pen, const QTransform& toDevice)
    {
        if (part.isEmpty())
            return false;
        const QPoint from = toDevice.map(QPointF(part.elementAt(0))).toPoint();
        const QPoint to = toDevice.map(part.currentPosition()).toPoint();
        return m_drawn.insert({from.x(), from.y(), to.x(), to.y(), int(pen.color().rgba()), qRound(pen.widthF() * 8)}).second;
    }

private:
    std::set<std::array<int, 6>> m_drawn;
};

// Repeated subtrees first, as one highlighter stroke under their nodes and edges.
void paintRepeatHalos(QPainter& painter, const Scene& scene, const PaintArea& area)
{
    const Palette& p = scene.style.palette;
    const double halo = scene.style.haloWidth;
    for (const SceneEdge& edge : scene.edges) {
        if (!edge.halo || !area.showsEdge(edge))
            continue;
        painter.setPen(QPen(haloColor(p, edge.firstCopy), 2 * halo, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(area.pathOf(edge));
    }
    painter.setPen(Qt::NoPen);
    for (const SceneNode& node : scene.nodes)
        if (node.halo && area.shows(node.box)) {
            painter.setBrush(haloColor(p, node.firstCopy));
            drawNodeShape(painter, node.box.adjusted(-halo, -halo, halo, halo), cornerRadius(node) + halo);
        }
}

void paintEdges(QPainter& painter, const Scene& scene, const PaintArea& area)
{
    SameStrokes drawn;
    for (const SceneEdge& edge : scene.edges) {
        if (!area.showsEdge(edge))
            continue;
        const QPen pen(edge.color, edge.width, edge.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
        const bool huge = area.isHuge(edge);
        const QPainterPath path = huge ? visiblePart(edge, area.visible) : edgePath(edge);
        if (huge && !edge.dashed && !drawn.firstOf(path, pen, painter.transform()))
            continue;
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        if (edge.arrow && !edge.pieces.empty() && !edge.pieces.back().empty()) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(edge.color);
            painter.drawPolygon(arrowHead(edge));
        }
    }
}

// Nodes after edges, so an edge ends at a node's outline rather than crossing its text.
void paintNodes(QPainter& painter, const Scene& scene, const PaintArea& area, bool texts)
{
    const Palette& p = scene.style.palette;
    for (const SceneNode& node : scene.nodes) {
        if (!area.shows(node.box))
            continue;
        if (node.ringed) { // outside the current call's ring, where both are
            const double gap = playedRingGap(node, scene.style);
            painter.setPen(QPen(p.playedLine, scene.style.playedRingWidth));
            painter.setBrush(Qt::NoBrush);
            drawNodeShape(painter, node.box.adjusted(-gap, -gap, gap, gap), cornerRadius(node) + gap);
        }
        if (node.current) {
            painter.setPen(QPen(p.current, 3));
            painter.setBrush(Qt::NoBrush);
            drawNodeShape(painter, node.box.adjusted(-3.5, -3.5, 3.5, 3.5), cornerRadius(node) + 3.5);
        }
        // A hatched fill over the background, so text stays readable in print.
        painter.setPen(Qt::NoPen);
        painter.setBrush(p.background);
        drawNodeShape(painter, node.box, cornerRadius(node));
        painter.setBrush(QBrush(node.fill, node.pattern));
        painter.setPen(QPen(node.stroke, node.strokeWidth, node.dashed ? Qt::DashLine : Qt::SolidLine));
        drawNodeShape(painter, node.box, cornerRadius(node));
        if (!node.badge.isEmpty()) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(node.badgeColor);
            painter.drawRoundedRect(node.badge, 3, 3);
        }
        if (!node.answerBox.isEmpty()) {
            painter.setPen(QPen(p.text, kAnswerBoxStroke));
            painter.setBrush(p.background);
            painter.drawRect(node.answerBox);
        }
        if (texts)
            for (const SceneText& text : node.texts)
                drawText(painter, text);
    }
}

// An icicle's blocks without antialiasing: they sit on whole points, and neighbours must meet
// without a seam. Then the marks over them, the labels and the depths.
void paintIcicle(QPainter& painter, const Scene& scene, const PaintArea& area)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const SceneBlock& block : scene.blocks) {
        if (!area.shows(block.box))
            continue;
        painter.fillRect(block.box, QBrush(block.fill, block.pattern));
        if (block.stroke.isValid()) {
            painter.setPen(QPen(block.stroke, block.strokeWidth, block.dashed ? Qt::DashLine : Qt::SolidLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(block.box);
        }
    }
    for (const SceneMark& mark : scene.marks)
        if (area.shows(mark.box))
            painter.fillRect(mark.box, mark.color);
    painter.restore();
    for (const SceneBlock& block : scene.blocks)
        for (const SceneText& text : block.texts)
            if (area.shows(block.box))
                drawText(painter, text);
    for (const SceneText& caption : scene.captions)
        drawText(painter, caption);
}
} // namespace

void paintScene(QPainter& painter, const Scene& scene, const PaintOptions& options)
{
    const Palette& p = scene.style.palette;
    if (options.dots) {
        painter.fillRect(scene.bounds, p.background);
        paintDots(painter, scene, options.visible.isEmpty() ? scene.bounds : options.visible);
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(scene.bounds, p.background);
    const PaintArea area {
        options.visible.isEmpty() ? scene.bounds : options.visible.adjusted(-12, -12, 12, 12), !options.visible.isEmpty()};

    paintRepeatHalos(painter, scene, area);
    paintEdges(painter, scene, area);
    paintNodes(painter, scene, area, options.texts);
    paintIcicle(painter, scene, area);
    if (options.texts)
        for (const SceneText& label : scene.edgeLabels)
            if (area.shows(QRectF(label.anchor - QPointF(30, 10), QSizeF(60, 14)))) {
                if (options.moveTextScale == 1) {
                    drawText(painter, label);
                    continue;
                }
                SceneText larger = label;
                larger.font.setPointSizeF(label.font.pointSizeF() * options.moveTextScale);
                larger.anchor.ry() += (options.moveTextScale - 1) * label.font.pointSizeF() * 0.35; // centred on the edge still
                drawText(painter, larger);
            }
    for (const SceneText& line : scene.title)
        drawText(painter, line);
    if (!scene.legend.empty())
        paintLegend(painter, scene.style, scene.legend, scene.legendFrame);
}

void paintLegend(QPainter& painter, const Style& style, const std::vector<LegendEntry>& entries, const QRectF& frame)
{
    painter.setPen(QPen(style.palette.pendingStroke, 0.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(frame, 4, 4);
    for (const LegendEntry& entry : entries) {
        for (const SceneShape& shape : entry.shapes)
            drawShape(painter, shape);
        for (const SceneText& text : entry.shapeTexts)
            drawText(painter, text);
        drawText(painter, entry.text);
    }
}

void paintOnPage(QPainter& painter, const Scene& scene)
{
    const QRectF view = pageViewBox(scene);
    const double scale = pageScale(scene);
    painter.fillRect(QRectF(QPointF(), pageSize(scene)), scene.style.palette.background);
    painter.save();
    painter.scale(scale, scale);
    painter.translate(-view.topLeft());
    paintScene(painter, scene);
    painter.restore();
}

void setUpPdfWriter(QPdfWriter& pdf)
{
    pdf.setCreator(QStringLiteral("Game Tree Studio"));
    pdf.setResolution(72);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
}

QPageSize pagePoints(QSizeF pageSize)
{
    return QPageSize(pageSize, QPageSize::Point, QString(), QPageSize::ExactMatch);
}

bool paintPages(QPagedPaintDevice& device, const std::vector<const Scene*>& pages)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const double pointsToDevice = device.logicalDpiX() / 72.0; // 1 for a PDF writer at 72 dpi
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (i > 0 && !device.newPage())
            return false;
        painter.save();
        painter.scale(pointsToDevice, pointsToDevice);
        paintOnPage(painter, *pages[i]);
        painter.restore();
    }
    return painter.end();
}

} // namespace gt
