#pragma once

// The canvas in the middle of the window: the call tree and, one tab over, the state graph (one
// node per state, memo answers as edges into the shared node), each with the whole canvas, so a
// class sees the graph as large as the tree. The graph follows the tree's step and selection.

#include "render/node_ref.h"

#include <QTabWidget>

namespace gt {

class Layouter;
class StudioRun;
class TreeView;
struct Style;

class CanvasTabs : public QTabWidget {
    Q_OBJECT

public:
    // `treePage`: the first tab, holding `tree` (and what is beside it, the run compared with).
    CanvasTabs(TreeView* tree, QWidget* treePage, QWidget* parent = nullptr);

    TreeView* tree() const { return m_tree; }
    TreeView* stateGraph() const { return m_stateGraph; }
    // The canvas on screen: zoom, fit and the view report act on it.
    TreeView* shown() const;
    bool showsStateGraph() const;
    void showStateGraph(bool on);
    void retranslate();
    // The tabs' text at least 13 px, times `scale` (2 presenting: read from the back of a room).
    void setTextScale(double scale);

    // A new run: the graph is framed the next time it is shown.
    void newRun() { m_frameGraph = true; }
    // No run: the state graph is empty until the next one.
    void clear();
    // The graph at the run's step, when its tab is shown (false when not): the current call's
    // state ringed, the state of `selectedCall` selected, framed after a new run.
    bool refreshStateGraph(StudioRun& run, const Style& style, Layouter& layouter, NodeRef selectedCall);

signals:
    void stateGraphToggled(bool shown);

private:
    TreeView* m_tree;
    QWidget* m_treePage;
    TreeView* m_stateGraph;
    bool m_frameGraph = true;
    int m_basePixels = 0; // the tabs' text as the style gave it
};

} // namespace gt
