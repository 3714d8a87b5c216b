// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The canvas in the middle of the window: the call tree and, one tab over each, the state graph
// (one node per state, memo answers as edges into the shared node) and the memo table (the DP
// table the article allocates, filling as the run steps), each with the whole canvas, so a class
// sees them as large as the tree. Both follow the tree's step and selection.

#include "render/node_ref.h"
#include "render/table_scene.h"

#include <QTabWidget>

class QComboBox;
class QLabel;

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
    TreeView* memoTable() const { return m_table; }
    // The canvas on screen: zoom, fit and the view report act on it.
    TreeView* shown() const;
    bool showsStateGraph() const;
    void showStateGraph(bool on);
    bool showsMemoTable() const;
    void showMemoTable(bool on);
    // What the table's cells are numbered by: the recursion's store order or the bottom-up loop's.
    TableOrder tableOrder() const;
    void setTableOrder(TableOrder order);
    void retranslate();
    // The tabs' text at least 13 px, times `scale` (2 presenting: read from the back of a room).
    void setTextScale(double scale);

    // A new run: the graph is framed the next time it is shown.
    void newRun() { m_frameGraph = m_frameTable = true; }
    // No run: the state graph is empty until the next one.
    void clear();
    // The graph at the run's step, when its tab is shown (false when not): the current call's
    // state ringed, the state of `selectedCall` selected, framed after a new run.
    bool refreshStateGraph(StudioRun& run, const Style& style, Layouter& layouter, NodeRef selectedCall, bool outcomes = true);
    // The table at the run's step, when its tab is shown (false when not): arrows into the cell of
    // the call under the pointer, else of `selectedCall`, else of the running call, from the
    // cells it called.
    bool refreshMemoTable(StudioRun& run, const Style& style, NodeRef selectedCall);

signals:
    void stateGraphToggled(bool shown);
    void memoTableToggled(bool shown);
    // The table wants drawing again: another order, or the pointer on another cell.
    void memoTableChanged();

private:
    TreeView* m_tree;
    QWidget* m_treePage;
    TreeView* m_stateGraph;
    QWidget* m_tablePage;
    QLabel* m_orderLabel;
    QComboBox* m_order;
    TreeView* m_table;
    NodeRef m_hoveredCell; // the storing call of the cell under the pointer
    bool m_frameGraph = true;
    bool m_frameTable = true;
    int m_basePixels = 0; // the tabs' text as the style gave it
};

} // namespace gt
