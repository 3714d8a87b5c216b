// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The tree, drawn from the shared Scene: zoom with the wheel or the standard shortcuts, pan by
// dragging, fit, keep a node in view, a minimap for big trees, tooltips, clicks on nodes.

#include "render/scene.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QMenu;

namespace gt {

class TreeView : public QWidget {
    Q_OBJECT

public:
    explicit TreeView(QWidget* parent = nullptr);

    // Keeps the zoom and position unless `fit` (a new run).
    void setScene(Scene scene, bool fit);
    const Scene& scene() const { return m_scene; }

    double zoom() const { return m_zoom; }
    void setZoom(double zoom, QPointF anchorWidget);
    QPointF sceneToWidget(QPointF p) const;
    QPointF widgetToScene(QPointF p) const;
    // The part of the scene on screen.
    QRectF visibleSceneRect() const;
    // Where the minimap is painted, in widget pixels; empty while it is not shown.
    QRectF minimapArea() const { return minimapShown() ? minimapRect() : QRectF(); }
    // The node under a widget point, or nullptr.
    const SceneNode* nodeAt(QPointF widgetPoint) const;
    const SceneNode* node(NodeRef ref) const;
    // Node text on screen, in pixels. Framing shows the whole tree when its text is at least
    // `wholeTree` px (11 at a desk, 20 on a projector), else `focus` px around the current call.
    double nodeTextPixels() const;
    void setMinimumTextPixels(double focus, double wholeTree);
    double minimumTextPixels() const { return m_minTextPixels; }
    double wholeTreeTextPixels() const { return m_wholeTreeTextPixels; }
    // The moves on edges are drawn smaller than node text; on screen they are raised to this
    // (13 px at a desk, 20 on a projector), up to a little above the node text.
    void setMinimumMoveTextPixels(double pixels)
    {
        m_moveTextPixels = pixels;
        update();
    }
    double moveTextPixels() const;
    // Beside another tree (a comparison): the two shapes side by side tell more than each label,
    // so both are shown whole down to 5 px text, at one scale: each frames with the smaller of
    // the two whole-tree fits, or both around their running calls when either would be smaller.
    void setBesideAnother(const TreeView* other) { m_besideAnother = other; }
    // A DP table rather than a tree: framed around one cell it still shows its left and top
    // edges (the row labels, and the first cells, where the answer is) where the cell fits with
    // them, and so does stepping; its minimap keeps to the right; a small table fills the canvas;
    // and Fit (Ctrl+0) shows it whole, however small its numbers get.
    void setTable(bool table) { m_table = table; }
    // The node text size at which the whole tree would just fit the canvas.
    double wholeTreeFitPixels() const;
    bool isFraming() const { return m_framing; }
    // What framing keeps in view when the tree is too big to read whole: the call stack, root first.
    void setFocusPath(std::vector<NodeRef> path) { m_focusPath = std::move(path); }
    // ... and, before the callers, the current call's children when they fit with it.
    void setFocusChildren(std::vector<NodeRef> children) { m_focusChildren = std::move(children); }

    // What an empty canvas says (a first start: how to begin).
    void setEmptyText(const QString& text);
    QString emptyText() const { return m_emptyText; }

    NodeRef selected() const { return m_selected; }
    void setSelected(NodeRef ref);

    // A right-click on a call offers these actions (Play From Here); they act on menuNode().
    void setNodeMenuActions(QList<QAction*> actions) { m_nodeMenuActions = std::move(actions); }
    // The menu a right-click at `widgetPoint` opens: nullptr where there is no call or no action.
    // Sets menuNode(). Made apart from the event, so that it can be looked at without a popup.
    std::unique_ptr<QMenu> nodeMenu(QPointF widgetPoint);
    NodeRef menuNode() const { return m_menuNode; }

public slots:
    void fitToWindow();
    // A new run: the whole tree as large as fits, if its node text is at least the minimum size;
    // else that size, centred on the current call. Repeated when the widget is resized, until
    // the user zooms or pans.
    void frameNewRun();
    // View › Fit (Ctrl+0): a tree framed again as a new run is; a table whole.
    void frameOnRequest();
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // Scrolls (without zooming) so the box is in view, with a margin.
    void ensureVisible(const QRectF& sceneBox);
    // Pans the least that shows `boxes` (scene rectangles), as many of them as fit from the first.
    void bringIntoView(const std::vector<QRectF>& boxes);
    void centerOn(const QRectF& sceneBox);
    // Scrolls so that `scenePoint` is drawn at `widgetPoint` (a node stays put when the tree around it changes).
    void keepAt(QPointF scenePoint, QPointF widgetPoint);

public:
    // Where a node is on screen now, to put it back there after the tree is laid out again.
    struct Anchor {
        NodeRef ref;
        std::optional<QPointF> onScreen;
    };
    Anchor anchor(NodeRef ref) const;
    void restore(const Anchor& anchor);

signals:
    void nodeClicked(gt::NodeRef ref);
    void nodeActivated(gt::NodeRef ref); // double click
    // The pointer came onto another node, or off them all (an empty ref).
    void nodeHovered(gt::NodeRef ref);
    // What is on screen changed (a pan, a zoom, a new scene); sent when it is painted.
    void visibleAreaChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QRectF contentRect() const; // the scene without its page margin
    QString blockTooltipAt(QPointF widgetPoint) const;
    QRectF minimapRect() const;
    bool minimapShown() const;
    void renderMinimap();
    void clampOffset();
    void frame();
    void keepTableEdges(const QRectF& box);
    void ensureVisible(const QRectF& sceneBox, double margin);
    // Of the x offsets that keep `focus` in view, the one showing the most nodes whole, nearest `preferred`.
    double offsetShowingMostNodes(const QRectF& focus, double preferred) const;
    void stopFraming() { m_framing = false; }

    Scene m_scene;
    double m_zoom = 1;
    QPointF m_offset; // widget position of scene (0, 0)
    NodeRef m_selected;
    NodeRef m_hovered;
    QPoint m_pressPos;
    QPointF m_pressOffset;
    bool m_dragging = false;
    bool m_pressed = false;
    bool m_framing = false;
    double m_minTextPixels = 14;
    double m_wholeTreeTextPixels = 14;
    double m_moveTextPixels = 13;
    const TreeView* m_besideAnother = nullptr;
    bool m_table = false;
    bool m_wholeAsked = false; // Fit on a table: whole, until the user zooms or pans
    std::vector<NodeRef> m_focusPath;
    std::vector<NodeRef> m_focusChildren;
    QString m_emptyText;
    QList<QAction*> m_nodeMenuActions;
    NodeRef m_menuNode;
    QImage m_minimap;
    QRectF m_lastVisible;       // as last painted
    bool m_sceneChanged = true; // since the last paint
};

} // namespace gt
