// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/tree_view.h"

#include "render/scene_painter.h"

#include <QContextMenuEvent>
#include <QFontInfo>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

namespace gt {

namespace {
constexpr double kMinZoom = 0.02;
constexpr double kFrameMarginPx = 10; // around a framed tree
constexpr double kMaxZoom = 6;
constexpr double kTextZoom = 0.35; // below this the labels would be unreadable: boxes only
constexpr double kDotZoom = 0.12;  // below this nodes are a few pixels: plain boxes, hairlines
constexpr QSizeF kMinimapMax(200, 140);
constexpr double kBesideAnotherTextPixels = 5;
} // namespace

TreeView::TreeView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Game tree"));
}

void TreeView::setScene(Scene scene, bool fit)
{
    m_scene = std::move(scene);
    m_sceneChanged = true;
    renderMinimap();
    if (fit)
        fitToWindow();
    else
        update();
}

QRectF TreeView::visibleSceneRect() const
{
    return QRectF(widgetToScene(QPointF(0, 0)), widgetToScene(QPointF(width(), height())));
}

QPointF TreeView::sceneToWidget(QPointF p) const
{
    return p * m_zoom + m_offset;
}

QPointF TreeView::widgetToScene(QPointF p) const
{
    return (p - m_offset) / m_zoom;
}

const SceneNode* TreeView::nodeAt(QPointF widgetPoint) const
{
    const QPointF p = widgetToScene(widgetPoint);
    for (const SceneNode& node : m_scene.nodes)
        if (node.box.contains(p))
            return &node;
    return nullptr;
}

// A big DP table's boxes, each summing many cells, answer with what they sum.
QString TreeView::blockTooltipAt(QPointF widgetPoint) const
{
    const QPointF p = widgetToScene(widgetPoint);
    for (const SceneBlock& block : m_scene.blocks)
        if (block.box.contains(p))
            return block.tooltip;
    return {};
}

const SceneNode* TreeView::node(NodeRef ref) const
{
    if (!ref)
        return nullptr;
    for (const SceneNode& node : m_scene.nodes)
        if (node.ref == ref)
            return &node;
    return nullptr;
}

void TreeView::setEmptyText(const QString& text)
{
    m_emptyText = text;
    update();
}

void TreeView::setSelected(NodeRef ref)
{
    m_selected = ref;
    update();
}

void TreeView::setZoom(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    const QPointF sceneAnchor = widgetToScene(anchor);
    m_zoom = zoom;
    m_offset = anchor - sceneAnchor * m_zoom;
    clampOffset();
    update();
}

void TreeView::fitToWindow()
{
    if (m_scene.bounds.isEmpty())
        return;
    const double zx = width() / m_scene.bounds.width();
    const double zy = height() / m_scene.bounds.height();
    m_zoom = std::clamp(std::min({zx, zy, 1.5}), kMinZoom, kMaxZoom);
    m_offset = QPointF((width() - m_scene.bounds.width() * m_zoom) / 2, (height() - m_scene.bounds.height() * m_zoom) / 2);
    clampOffset();
    update();
}

double TreeView::nodeTextPixels() const
{
    return m_zoom * m_scene.style.labelFont.pointSizeF();
}

double TreeView::moveTextPixels() const
{
    const double drawn = m_zoom * m_scene.style.smallFont.pointSizeF();
    return std::max(drawn, std::min(m_moveTextPixels, nodeTextPixels() * 1.15));
}

void TreeView::setMinimumTextPixels(double focus, double wholeTree)
{
    m_minTextPixels = focus;
    m_wholeTreeTextPixels = std::min(wholeTree, focus);
}

double TreeView::wholeTreeFitPixels() const
{
    const QRectF content = contentRect();
    if (content.isEmpty())
        return 0;
    const double zoom
        = std::min((width() - 2 * kFrameMarginPx) / content.width(), (height() - 2 * kFrameMarginPx) / content.height());
    return zoom * m_scene.style.labelFont.pointSizeF();
}

void TreeView::frameNewRun()
{
    m_framing = true;
    m_wholeAsked = false;
    frame();
}

void TreeView::frameOnRequest()
{
    frameNewRun();
    if (!m_table)
        return;
    m_wholeAsked = true;
    frame();
}

void TreeView::frame()
{
    if (m_scene.bounds.isEmpty() || width() < 10 || height() < 10)
        return;
    const double readable = m_minTextPixels / m_scene.style.labelFont.pointSizeF();
    const double wholeReadable
        = (m_besideAnother ? std::min(m_wholeTreeTextPixels, kBesideAnotherTextPixels) : m_wholeTreeTextPixels)
        / m_scene.style.labelFont.pointSizeF();
    const QRectF content = contentRect();
    double fitPixels = wholeTreeFitPixels();
    if (m_besideAnother && m_besideAnother->isVisible() && !m_besideAnother->scene().nodes.empty())
        fitPixels = std::min(fitPixels, m_besideAnother->wholeTreeFitPixels());
    const double fit = fitPixels / m_scene.style.labelFont.pointSizeF();
    if (fit >= wholeReadable || m_wholeAsked) {
        // All of it, as large as fits: a small tree is not blown up past 3x, a small table
        // (Stone Game II's 6 x 6) fills the canvas up to three times readable text.
        m_zoom = std::min(fit, m_table ? 3 * readable : std::max(readable, 3.0));
        m_offset = QPointF(width() / 2.0, height() / 2.0) - content.center() * m_zoom;
        clampOffset();
        update();
        return;
    }
    // Too big to read whole: readable, around the call running now and as many of its callers
    // as fit with it, nearest first (the whole way from the root when it fits).
    m_zoom = readable;
    // The current call, else (a graph cut above it) the deepest of its callers drawn.
    const auto current = std::find_if(m_scene.nodes.begin(), m_scene.nodes.end(), [](const SceneNode& n) { return n.current; });
    const SceneNode* start = current != m_scene.nodes.end() ? &*current : nullptr;
    for (auto ref = m_focusPath.rbegin(); !start && ref != m_focusPath.rend(); ++ref)
        start = node(*ref);
    QRectF focus = start ? start->box : m_scene.nodes.empty() ? m_scene.bounds : m_scene.nodes.front().box;
    auto widen = [&](NodeRef ref) {
        const SceneNode* n = node(ref);
        const QRectF wider = n ? focus.united(n->box) : focus;
        if (wider.width() * m_zoom > width() - 24 || wider.height() * m_zoom > height() - 24)
            return false;
        focus = wider;
        return true;
    };
    QRectF children = focus;
    for (const NodeRef& ref : m_focusChildren)
        if (const SceneNode* n = node(ref))
            children = children.united(n->box);
    if (children.width() * m_zoom <= width() - 24 && children.height() * m_zoom <= height() - 24)
        focus = children; // all of them or none: a row cut in the middle tells nothing
    for (auto ref = m_focusPath.rbegin(); ref != m_focusPath.rend() && widen(*ref); ++ref) { }
    const bool fitsInHeight = content.height() * m_zoom <= height() - 24;
    const double top
        = fitsInHeight ? height() / 2.0 - content.center().y() * m_zoom : height() / 3.0 - focus.center().y() * m_zoom;
    // A tree as tall as the canvas or less is centred in it; a taller one starts at its root.
    m_offset = QPointF(
        width() / 2.0 - focus.center().x() * m_zoom, fitsInHeight ? top : std::min(top, 12.0 - m_scene.bounds.top() * m_zoom));
    if (m_offset.y() + focus.bottom() * m_zoom > height() - 12) // the root at the top would hide the focus
        m_offset.setY(height() / 2.0 - focus.center().y() * m_zoom);
    if (m_offset.y() + focus.top() * m_zoom < 12) // a tall focus a third of the way down would lose its top
        m_offset.setY(12 - focus.top() * m_zoom);
    // No canvas wasted below the tree's lowest node either, while the focus stays in view.
    const double lowestY = height() - 12 - m_scene.bounds.bottom() * m_zoom;
    if (!fitsInHeight && m_offset.y() < lowestY && lowestY + focus.top() * m_zoom >= 12)
        m_offset.setY(lowestY);
    // No canvas wasted beside the tree: as much of it on screen as the focus allows.
    const double leftmost = width() - 12 - m_scene.bounds.right() * m_zoom, rightmost = 12 - m_scene.bounds.left() * m_zoom;
    m_offset.setX(std::clamp(m_offset.x(), std::min(leftmost, rightmost), std::max(leftmost, rightmost)));
    m_offset.setX(offsetShowingMostNodes(focus, m_offset.x()));
    if (m_table)
        keepTableEdges(focus);
    clampOffset();
    update();
}

double TreeView::offsetShowingMostNodes(const QRectF& focus, double preferred) const
{
    constexpr double margin = 12;
    constexpr std::size_t kMaxCandidates = 400;                       // beyond, the preferred place will do
    const double lowest = margin - focus.left() * m_zoom;             // the focus's left edge at the canvas's
    const double highest = width() - margin - focus.right() * m_zoom; // its right edge at the canvas's
    if (lowest > highest)
        return preferred;
    std::vector<QRectF> inRows; // nodes the canvas shows top to bottom, in widget pixels less the x offset
    for (const SceneNode& n : m_scene.nodes) {
        const QRectF box(
            n.box.left() * m_zoom, m_offset.y() + n.box.top() * m_zoom, n.box.width() * m_zoom, n.box.height() * m_zoom);
        if (box.top() >= 0 && box.bottom() <= height())
            inRows.push_back(box);
    }
    if (inRows.size() > kMaxCandidates)
        return preferred;
    auto shown = [&](double x) {
        return std::count_if(
            inRows.begin(), inRows.end(), [&](const QRectF& b) { return x + b.left() >= 0 && x + b.right() <= width(); });
    };
    double best = std::clamp(preferred, lowest, highest);
    auto most = shown(best);
    for (const QRectF& box : inRows)
        for (const double x : {margin - box.left(), width() - margin - box.right()}) {
            if (x < lowest || x > highest)
                continue;
            const auto count = shown(x);
            if (count > most || (count == most && std::abs(x - preferred) < std::abs(best - preferred))) {
                most = count;
                best = x;
            }
        }
    return best;
}

void TreeView::zoomIn()
{
    stopFraming();
    setZoom(m_zoom * 1.25, rect().center());
}

void TreeView::zoomOut()
{
    stopFraming();
    setZoom(m_zoom / 1.25, rect().center());
}

void TreeView::resetZoom()
{
    stopFraming();
    setZoom(1, rect().center());
}

void TreeView::bringIntoView(const std::vector<QRectF>& boxes)
{
    QRectF wanted;
    for (const QRectF& box : boxes) {
        const QRectF wider = wanted.isNull() ? box : wanted.united(box);
        if (wider.width() * m_zoom > width() - 2 * kFrameMarginPx || wider.height() * m_zoom > height() - 2 * kFrameMarginPx)
            break;
        wanted = wider;
    }
    if (!wanted.isNull())
        ensureVisible(wanted, kFrameMarginPx);
}

void TreeView::ensureVisible(const QRectF& box)
{
    ensureVisible(box, 40);
}

void TreeView::ensureVisible(const QRectF& box, double margin)
{
    const QRectF onScreen(sceneToWidget(box.topLeft()), sceneToWidget(box.bottomRight()));
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    if (area.contains(onScreen))
        return;
    QPointF shift;
    if (onScreen.left() < area.left())
        shift.rx() = area.left() - onScreen.left();
    else if (onScreen.right() > area.right())
        shift.rx() = area.right() - onScreen.right();
    if (onScreen.top() < area.top())
        shift.ry() = area.top() - onScreen.top();
    else if (onScreen.bottom() > area.bottom())
        shift.ry() = area.bottom() - onScreen.bottom();
    m_offset += shift;
    if (m_table)
        keepTableEdges(box);
    clampOffset();
    update();
}

// A table's row labels on its left and its first cells at its top (where the answer is) stay on
// screen with `box` wherever both fit.
void TreeView::keepTableEdges(const QRectF& box)
{
    const QPointF corner = sceneToWidget(contentRect().topLeft());
    if (corner.x() < 0 && (box.right() - contentRect().left()) * m_zoom <= width() - 24)
        m_offset.setX(12 - contentRect().left() * m_zoom);
    if (corner.y() < 0 && (box.bottom() - contentRect().top()) * m_zoom <= height() - 24)
        m_offset.setY(12 - contentRect().top() * m_zoom);
}

void TreeView::centerOn(const QRectF& box)
{
    m_offset = QPointF(width() / 2.0, height() / 2.0) - box.center() * m_zoom;
    clampOffset();
    update();
}

TreeView::Anchor TreeView::anchor(NodeRef ref) const
{
    const SceneNode* n = node(ref);
    return {ref, n ? std::optional(sceneToWidget(n->box.center())) : std::nullopt};
}

void TreeView::restore(const Anchor& anchor)
{
    if (const SceneNode* n = node(anchor.ref); n && anchor.onScreen)
        keepAt(n->box.center(), *anchor.onScreen);
}

void TreeView::keepAt(QPointF scenePoint, QPointF widgetPoint)
{
    stopFraming(); // the user opened something where it is
    m_offset = widgetPoint - scenePoint * m_zoom;
    clampOffset();
    update();
}

void TreeView::clampOffset()
{
    // Keep some of the tree on screen whatever the user drags.
    const QSizeF size = m_scene.bounds.size() * m_zoom;
    const double margin = 60;
    m_offset.setX(std::clamp(
        m_offset.x(), std::min(margin - size.width(), width() - size.width() - margin), std::max(width() - margin, margin)));
    m_offset.setY(std::clamp(
        m_offset.y(), std::min(margin - size.height(), height() - size.height() - margin), std::max(height() - margin, margin)));
}

QRectF TreeView::contentRect() const
{
    // The scene's margin is for a page; on the canvas a few pixels around the tree will do.
    const double margin = std::min({m_scene.style.margin, m_scene.bounds.width() / 4, m_scene.bounds.height() / 4});
    return m_scene.bounds.adjusted(margin, margin, -margin, -margin);
}

bool TreeView::minimapShown() const
{
    const QSizeF size = contentRect().size() * m_zoom;
    return !m_minimap.isNull() && (size.width() > width() * 1.05 || size.height() > height() * 1.05);
}

QRectF TreeView::minimapRect() const
{
    // In the corner that hides the fewest nodes, the bottom right when that is as good: it must
    // not sit on the call being stepped.
    const QSizeF size = m_minimap.size();
    const double right = width() - size.width() - 12, bottom = height() - size.height() - 12;
    const QRectF corners[]
        = {{QPointF(right, bottom), size}, {QPointF(right, 12), size}, {QPointF(12, bottom), size}, {QPointF(12, 12), size}};
    QRectF best = corners[0];
    int fewest = std::numeric_limits<int>::max();
    // A table's left edge holds its row labels: the minimap keeps to the right.
    for (const QRectF& corner : m_table ? std::span(corners, 2) : std::span(corners)) {
        const QRectF covered(widgetToScene(corner.topLeft()), widgetToScene(corner.bottomRight()));
        int hidden = 0;
        for (const SceneNode& n : m_scene.nodes)
            if (n.box.intersects(covered))
                hidden += n.current ? 1000 : 1;
        if (hidden < fewest) {
            fewest = hidden;
            best = corner;
        }
    }
    return best;
}

void TreeView::renderMinimap()
{
    if (m_scene.bounds.isEmpty()) {
        m_minimap = QImage();
        return;
    }
    // At most a fifth of a small canvas: beside a second tree, 200 px would hide half of it.
    const QSizeF most(std::min(kMinimapMax.width(), width() / 5.0), std::min(kMinimapMax.height(), height() / 5.0));
    const double scale = std::min(most.width() / m_scene.bounds.width(), most.height() / m_scene.bounds.height());
    const QSize size(std::max(24, int(m_scene.bounds.width() * scale)), std::max(16, int(m_scene.bounds.height() * scale)));
    m_minimap = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_minimap.fill(Qt::white);
    QPainter painter(&m_minimap);
    painter.scale(scale, scale);
    paintScene(painter, m_scene, PaintOptions {QRectF(), false, true});
}

void TreeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base).lighter(101));
    if (m_scene.nodes.empty() && !m_emptyText.isEmpty()) {
        QFont font = painter.font();
        font.setPixelSize(std::max(16, QFontInfo(font).pixelSize() * 3 / 2));
        painter.setFont(font);
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(40, 40, -40, -40), Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
    }
    painter.save();
    painter.translate(m_offset);
    painter.scale(m_zoom, m_zoom);
    const QRectF visible = visibleSceneRect();
    const double moveScale = moveTextPixels() / (m_zoom * m_scene.style.smallFont.pointSizeF());
    paintScene(painter, m_scene, PaintOptions {visible, m_zoom >= kTextZoom, m_zoom < kDotZoom, moveScale});
    if (const SceneNode* selected = node(m_selected)) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.5 / std::max(m_zoom, 0.3), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(selected->box.adjusted(-6, -6, 6, 6), 6, 6);
    }
    painter.restore();

    if (minimapShown()) {
        const QRectF map = minimapRect();
        painter.setOpacity(0.92);
        painter.fillRect(map.adjusted(-3, -3, 3, 3), palette().color(QPalette::Window));
        painter.drawImage(map.topLeft(), m_minimap);
        painter.setOpacity(1);
        painter.setPen(QPen(palette().color(QPalette::Mid), 1));
        painter.drawRect(map.adjusted(-3, -3, 3, 3));
        const double scale = map.width() / m_scene.bounds.width();
        const QRectF view(widgetToScene(QPointF(0, 0)) * scale + map.topLeft(),
            widgetToScene(QPointF(width(), height())) * scale + map.topLeft());
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
        painter.drawRect(view.intersected(map));
    }
    if (m_sceneChanged || visible != m_lastVisible) {
        m_sceneChanged = false;
        m_lastVisible = visible;
        emit visibleAreaChanged();
    }
}

void TreeView::wheelEvent(QWheelEvent* event)
{
    stopFraming();
    const double steps = event->angleDelta().y() / 120.0;
    setZoom(m_zoom * std::pow(1.2, steps), event->position());
    event->accept();
}

void TreeView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (minimapShown() && minimapRect().contains(event->position())) {
        const double scale = minimapRect().width() / m_scene.bounds.width();
        const QPointF scenePoint = (event->position() - minimapRect().topLeft()) / scale;
        centerOn(QRectF(scenePoint, QSizeF(0, 0)));
        return;
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_pressOffset = m_offset;
}

void TreeView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed) {
        const SceneNode* node = nodeAt(event->position());
        if (const NodeRef hovered = node ? node->ref : NodeRef(); !(hovered == m_hovered)) {
            m_hovered = hovered;
            emit nodeHovered(hovered);
        }
        return;
    }
    const QPoint delta = event->position().toPoint() - m_pressPos;
    if (!m_dragging && delta.manhattanLength() > 4) {
        m_dragging = true;
        stopFraming();
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragging) {
        m_offset = m_pressOffset + delta;
        clampOffset();
        update();
    }
}

void TreeView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_pressed)
        return;
    m_pressed = false;
    unsetCursor();
    if (!m_dragging)
        if (const SceneNode* node = nodeAt(event->position()))
            emit nodeClicked(node->ref);
    m_dragging = false;
}

void TreeView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (!(m_hovered == NodeRef())) {
        m_hovered = {};
        emit nodeHovered(m_hovered);
    }
}

std::unique_ptr<QMenu> TreeView::nodeMenu(QPointF widgetPoint)
{
    const SceneNode* node = nodeAt(widgetPoint);
    m_menuNode = node && node->ref.isCall() ? node->ref : NodeRef();
    if (!m_menuNode.isCall() || m_nodeMenuActions.isEmpty())
        return nullptr;
    auto menu = std::make_unique<QMenu>(this);
    menu->addActions(m_nodeMenuActions);
    return menu;
}

void TreeView::contextMenuEvent(QContextMenuEvent* event)
{
    if (const std::unique_ptr<QMenu> menu = nodeMenu(event->pos()))
        menu->exec(event->globalPos());
    else
        QWidget::contextMenuEvent(event);
}

void TreeView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (const SceneNode* node = nodeAt(event->position()))
        emit nodeActivated(node->ref);
}

bool TreeView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const SceneNode* node = nodeAt(help->pos()))
            QToolTip::showText(help->globalPos(), node->tooltip, this);
        else if (const QString sum = blockTooltipAt(help->pos()); !sum.isEmpty())
            QToolTip::showText(help->globalPos(), sum, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void TreeView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    renderMinimap(); // its size follows the canvas's
    if (m_framing)
        frame();
    clampOffset();
}

} // namespace gt
