// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/icicle_view.h"

#include "studio/run/studio_run.h"

#include "render/scene_painter.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace gt {

namespace {
// Resizing a dock makes one picture at the end rather than one per pixel.
constexpr int kDebounceMs = 120;

// The export's style at screen size: here a point is a pixel, so texts are larger and margins thin.
Style dockStyle(Style style)
{
    style.margin = 6;
    style.smallFont.setPointSizeF(9);
    style.labelFont.setPointSizeF(10);
    return style;
}
} // namespace

IcicleView::IcicleView(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(80);
    setMouseTracking(false);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &IcicleView::startPicture);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Picture>>::finished, this, &IcicleView::onPictureMade);
}

IcicleView::~IcicleView()
{
    m_watcher.waitForFinished();
}

void IcicleView::setRun(std::shared_ptr<const StudioRun> run, const Style& style)
{
    if (run == m_run && style.palette.id == m_style.palette.id)
        return;
    if (run != m_run) {
        m_current = -1;
        m_areaFirst = m_areaEnd = -1;
    }
    m_run = std::move(run);
    m_style = style;
    requestPicture();
    update();
}

void IcicleView::setAnswerHidden(bool hidden)
{
    if (hidden != m_answerHidden) {
        m_answerHidden = hidden;
        requestPicture();
    }
}

void IcicleView::setCurrentCall(std::int32_t call)
{
    if (call != m_current) {
        m_current = call;
        update();
    }
}

void IcicleView::setTreeArea(const Scene& treeScene, const QRectF& visible)
{
    std::int32_t first = -1, end = -1;
    int top = 0, bottom = -1;
    if (m_run) {
        const Trace& trace = m_run->trace();
        for (const SceneNode& node : treeScene.nodes) {
            if (!(node.ref.isCall() || node.ref.isCut()) || node.ref.id < 0 || !visible.intersects(node.box))
                continue;
            const std::int32_t call = node.ref.id;
            const int depth = trace.depth(call) + (node.ref.isCut() ? 1 : 0);
            const std::int32_t from = node.ref.isCut() ? call + 1 : call;
            first = first < 0 ? from : std::min(first, from);
            end = std::max(end, trace.subtreeEnd(call));
            top = bottom < 0 ? depth : std::min(top, depth);
            bottom = std::max(bottom, depth);
        }
    }
    if (first != m_areaFirst || end != m_areaEnd || top != m_areaTop || bottom != m_areaBottom) {
        m_areaFirst = first;
        m_areaEnd = end;
        m_areaTop = top;
        m_areaBottom = bottom;
        update();
    }
}

void IcicleView::requestPicture()
{
    m_debounce.start();
}

void IcicleView::startPicture()
{
    if (m_watcher.isRunning()) {
        m_again = true; // when this one is done
        return;
    }
    if (!m_run || width() <= 0 || height() <= 0) {
        m_picture.reset();
        update();
        return;
    }
    m_watcher.setFuture(
        QtConcurrent::run(&IcicleView::makePicture, m_run, size(), m_style, devicePixelRatioF(), !m_answerHidden));
}

std::shared_ptr<IcicleView::Picture> IcicleView::makePicture(
    const std::shared_ptr<const StudioRun>& run, QSize size, const Style& style, qreal dpr, bool showAnswer)
{
    auto picture = std::make_shared<Picture>();
    picture->run = run;
    picture->size = size;
    SceneParts parts {false, false};
    parts.answer = showAnswer;
    picture->scene = buildIcicleScene(
        {run->game(), run->options(), run->result()}, dockStyle(style), QSizeF(size), parts, &picture->placement);
    picture->image = QImage(size * dpr, QImage::Format_ARGB32_Premultiplied);
    picture->image.setDevicePixelRatio(dpr);
    picture->image.fill(style.palette.background);
    QPainter painter(&picture->image);
    paintScene(painter, picture->scene);
    return picture;
}

void IcicleView::onPictureMade()
{
    m_picture = m_watcher.result();
    if (m_again) {
        m_again = false;
        startPicture();
    }
    update();
    if (m_picture && m_picture->run == m_run && m_picture->size == size())
        emit pictureReady();
}

void IcicleView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_style.palette.background);
    if (!m_run) {
        painter.setPen(m_style.palette.mutedText);
        painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Every call of the run, once it is solved: each call as wide as its subtree."));
        return;
    }
    if (!m_picture || m_picture->run != m_run)
        return; // the run's picture is in the works
    // A picture of another size (the dock is being resized) stretches until the new one is made.
    painter.scale(double(width()) / m_picture->size.width(), double(height()) / m_picture->size.height());
    painter.drawImage(QRectF(QPointF(), QSizeF(m_picture->size)), m_picture->image);
    paintHighlights(painter);
}

// The tree's part on screen dashed; the way to the running call tinted band by band, the call
// itself filled and outlined, at least three pixels wide so that a call narrower than a column shows.
void IcicleView::paintHighlights(QPainter& painter) const
{
    const Trace& trace = m_run->trace();
    const IciclePlacement& placement = m_picture->placement;
    const Palette& palette = m_style.palette;
    painter.setBrush(Qt::NoBrush);
    if (const QRectF area = areaBox(); !area.isEmpty()) {
        painter.setPen(QPen(palette.text, 1.5, Qt::DashLine));
        painter.drawRect(area);
    }
    if (m_current < 0 || m_current >= trace.size())
        return;
    // The way from the root: each band's call on it tinted (outlined too where bands are tall enough).
    QColor tint = palette.current;
    tint.setAlpha(60);
    painter.setPen(placement.bandHeight >= 10 ? QPen(palette.current, 1) : QPen(Qt::NoPen));
    painter.setBrush(tint);
    for (std::int32_t call = trace.parent(m_current); call >= 0; call = trace.parent(call))
        if (trace.depth(call) % placement.icicle.levelsPerBand == 0) // a band's shallowest: its box holds the rest
            painter.drawRect(placement.boxOf(trace, call));
    painter.setBrush(Qt::NoBrush);
    QRectF box = placement.boxOf(trace, m_current);
    if (box.width() < 3)
        box.adjust(-(3 - box.width()) / 2, 0, (3 - box.width()) / 2, 0);
    QColor fill = palette.current;
    fill.setAlpha(110);
    painter.fillRect(box, fill);
    painter.setPen(QPen(palette.current, 2.5));
    painter.drawRect(box);
}

QRectF IcicleView::areaBox() const
{
    if (!m_picture || m_picture->run != m_run || m_areaFirst < 0 || m_areaEnd <= m_areaFirst)
        return {};
    const IciclePlacement& placement = m_picture->placement;
    const int levels = placement.icicle.levelsPerBand;
    const double left = placement.left + placement.icicle.columnOf(m_areaFirst);
    const double right = std::max(left + 1, placement.left + placement.icicle.columnOf(m_areaEnd));
    const int topBand = m_areaTop / levels; // the bands the area's levels fall in
    const int bottomBand = m_areaBottom / levels;
    const double top = placement.top + topBand * placement.bandHeight;
    const double bottom = placement.top + (bottomBand + 1) * placement.bandHeight;
    return QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-1, -1, 1, 1);
}

QRectF IcicleView::treeArea() const
{
    const QRectF area = areaBox();
    return area.isEmpty() ? QRectF() : QRectF(toWidget(area.topLeft()), toWidget(area.bottomRight()));
}

QPointF IcicleView::toPicture(QPointF widgetPoint) const
{
    return {widgetPoint.x() * m_picture->size.width() / std::max(1, width()),
        widgetPoint.y() * m_picture->size.height() / std::max(1, height())};
}

QPointF IcicleView::toWidget(QPointF picturePoint) const
{
    return {picturePoint.x() * width() / m_picture->size.width(), picturePoint.y() * height() / m_picture->size.height()};
}

void IcicleView::resizeEvent(QResizeEvent*)
{
    requestPicture();
}

int IcicleView::segmentAt(QPointF point) const
{
    if (!m_picture || m_picture->run != m_run)
        return -1;
    return m_picture->placement.segmentAt(toPicture(point));
}

std::int32_t IcicleView::callAt(QPointF point) const
{
    const int segment = segmentAt(point);
    if (segment < 0)
        return -1;
    const IcicleSegment& s = m_picture->placement.icicle.segments[std::size_t(segment)];
    return s.aggregate() ? s.firstCall : s.call;
}

QString IcicleView::tooltipAt(QPointF point) const
{
    const int segment = segmentAt(point);
    return segment < 0 ? QString() : m_picture->scene.blocks[std::size_t(segment)].tooltip;
}

QPointF IcicleView::pointOf(std::int32_t call) const
{
    if (!m_picture || m_picture->run != m_run)
        return {};
    return toWidget(m_picture->placement.boxOf(m_run->trace(), call).center());
}

void IcicleView::mousePressEvent(QMouseEvent* event)
{
    const std::int32_t call = callAt(event->position());
    m_dragged = call;
    if (event->button() == Qt::LeftButton && call >= 0)
        emit callClicked(call);
}

void IcicleView::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    // Each call the pointer reaches, once: scrubbing through the run as along a timeline.
    const std::int32_t call = callAt(event->position());
    if (call >= 0 && call != m_dragged) {
        m_dragged = call;
        emit callClicked(call);
    }
}

bool IcicleView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = tooltipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace gt
