// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/canvas_tabs.h"

#include "studio/run/studio_run.h"
#include "studio/canvas/tree_view.h"

#include <QComboBox>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabBar>
#include <QVBoxLayout>

#include <algorithm>

namespace gt {

namespace {
constexpr int kLeastTabPixels = 13;
} // namespace

CanvasTabs::CanvasTabs(TreeView* tree, QWidget* treePage, QWidget* parent)
    : QTabWidget(parent)
    , m_tree(tree)
    , m_treePage(treePage)
    , m_stateGraph(new TreeView)
    , m_tablePage(new QWidget)
    , m_orderLabel(new QLabel)
    , m_order(new QComboBox)
    , m_table(new TreeView)
{
    setObjectName(QStringLiteral("CanvasTabs"));
    setDocumentMode(true); // no frame around the canvas: it is the window's centre
    m_table->setObjectName(QStringLiteral("MemoTableView"));
    m_table->setTable(true);
    m_order->setObjectName(QStringLiteral("TableOrder"));
    m_order->addItem(QString(), int(TableOrder::Recursion));
    m_order->addItem(QString(), int(TableOrder::BottomUp));
    m_orderLabel->setBuddy(m_order);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(8, 4, 8, 4);
    bar->addWidget(m_orderLabel);
    bar->addWidget(m_order);
    bar->addStretch(1);
    auto* page = new QVBoxLayout(m_tablePage);
    page->setContentsMargins(0, 0, 0, 0);
    page->setSpacing(0);
    page->addLayout(bar);
    page->addWidget(m_table, 1);
    addTab(m_treePage, QString());
    addTab(m_stateGraph, QString());
    addTab(m_tablePage, QString());
    connect(this, &QTabWidget::currentChanged, this, [this] {
        // Shown again: framed for the canvas it has now, unless the user zoomed or panned it.
        if (showsStateGraph() && m_stateGraph->isFraming())
            m_frameGraph = true;
        if (showsMemoTable() && m_table->isFraming())
            m_frameTable = true;
        emit stateGraphToggled(showsStateGraph());
        emit memoTableToggled(showsMemoTable());
    });
    connect(m_order, &QComboBox::currentIndexChanged, this, &CanvasTabs::memoTableChanged);
    connect(m_table, &TreeView::nodeHovered, this, [this](NodeRef ref) {
        m_hoveredCell = ref;
        emit memoTableChanged();
    });
    retranslate();
    setTextScale(1);
}

void CanvasTabs::setTextScale(double scale)
{
    if (m_basePixels == 0)
        m_basePixels = std::max(kLeastTabPixels, QFontInfo(tabBar()->font()).pixelSize());
    QFont font = tabBar()->font();
    font.setPixelSize(qRound(m_basePixels * scale));
    tabBar()->setFont(font);
    // The table's bar too: the class reads which order the numbers are in.
    m_orderLabel->setFont(font);
    m_order->setFont(font);
}

bool CanvasTabs::showsStateGraph() const
{
    return currentWidget() == m_stateGraph;
}

TreeView* CanvasTabs::shown() const
{
    return showsStateGraph() ? m_stateGraph : showsMemoTable() ? m_table : m_tree;
}

void CanvasTabs::showStateGraph(bool on)
{
    if (on || showsStateGraph())
        setCurrentWidget(on ? m_stateGraph : m_treePage);
}

bool CanvasTabs::showsMemoTable() const
{
    return currentWidget() == m_tablePage;
}

void CanvasTabs::showMemoTable(bool on)
{
    if (on || showsMemoTable())
        setCurrentWidget(on ? m_tablePage : m_treePage);
}

TableOrder CanvasTabs::tableOrder() const
{
    return TableOrder(m_order->currentData().toInt());
}

void CanvasTabs::setTableOrder(TableOrder order)
{
    m_order->setCurrentIndex(m_order->findData(int(order)));
}

void CanvasTabs::retranslate()
{
    setTabText(indexOf(m_treePage), tr("Call tree"));
    setTabText(indexOf(m_stateGraph), tr("State graph"));
    setTabToolTip(indexOf(m_treePage), tr("Every call of the run, as the recursion made them"));
    setTabToolTip(indexOf(m_stateGraph),
        tr("One node per state: a state reached by k calls is drawn once, marked “×k”, with an edge for each move into it"));
    m_stateGraph->setAccessibleName(tr("State graph"));
    setTabText(indexOf(m_tablePage), tr("DP table"));
    setTabToolTip(indexOf(m_tablePage),
        tr("The memo as the DP table the article allocates, filling as the recursion runs; click a cell to select the "
           "call that stored it"));
    m_table->setAccessibleName(tr("DP table"));
    m_orderLabel->setText(tr("&Numbers in the cells:"));
    m_order->setItemText(0, tr("when the recursion stored them"));
    m_order->setItemText(1, tr("when a bottom-up loop fills them"));
    m_order->setToolTip(tr("The order top-down memoization fills the table, or the order an iterative DP would"));
}

void CanvasTabs::clear()
{
    m_stateGraph->setScene(Scene {}, true);
    m_table->setScene(Scene {}, true);
    m_frameGraph = m_frameTable = true;
}

bool CanvasTabs::refreshMemoTable(StudioRun& run, const Style& style, NodeRef selectedCall)
{
    if (!showsMemoTable())
        return false;
    if (!run.hasMemoTable()) {
        const QString reason = run.game().noMemoShapeReason();
        m_table->setEmptyText(!reason.isEmpty()
                ? tr("There is no table to draw: %1. The call tree and the state graph show its calls and states.").arg(reason)
                : tr("%1 does not say how its memo is laid out, so there is no table to draw.").arg(run.game().title()));
        m_table->setScene(Scene {}, true);
        return true;
    }
    const NodeRef reads = m_hoveredCell.isCall() ? m_hoveredCell : selectedCall;
    const bool loop = !run.game().memoShape()->bottomUpLoop.isEmpty();
    m_order->setEnabled(loop);
    m_order->setToolTip(loop ? QString() : tr("This program does not say how a bottom-up loop would fill its table."));
    m_table->setScene(
        run.memoTableAtStep(style, loop ? tableOrder() : TableOrder::Recursion, reads.isCall() ? reads.id : -1), false);
    if (m_frameTable) { // whole where it reads, else readable around the running call's cell, as the tree
        m_table->frameNewRun();
        m_frameTable = false;
    }
    m_table->setSelected(selectedCall);
    // The running call's cell in view. A cell stands for the call that stored it, which is not the
    // running one when that is a memo answer or a later call of the state: find it by its ring.
    const auto& cells = m_table->scene().nodes;
    const auto current = std::find_if(cells.begin(), cells.end(), [](const SceneNode& cell) { return cell.current; });
    if (current != cells.end())
        m_table->ensureVisible(current->box);
    return true;
}

bool CanvasTabs::refreshStateGraph(StudioRun& run, const Style& style, Layouter& layouter, NodeRef selectedCall, bool outcomes)
{
    if (!showsStateGraph())
        return false;
    SceneParts parts {false, false};
    parts.outcomes = outcomes;
    m_stateGraph->setScene(run.stateGraphAtStep(style, layouter, parts), false);
    // Framing keeps the states of the call stack in view, nearest first, as the tree keeps the calls.
    std::vector<NodeRef> stackStates;
    for (const std::int32_t call : run.stepper().callStack())
        stackStates.push_back(run.stateNodeOf(call));
    m_stateGraph->setFocusPath(stackStates);
    if (m_frameGraph) {
        m_stateGraph->frameNewRun();
        m_frameGraph = false;
    }
    m_stateGraph->setSelected(selectedCall.isCall() ? run.stateNodeOf(selectedCall.id) : NodeRef());
    // The current call's state in view, or, where the graph is cut above it, its deepest caller's.
    for (auto state = stackStates.rbegin(); state != stackStates.rend(); ++state)
        if (const SceneNode* node = m_stateGraph->node(*state)) {
            m_stateGraph->ensureVisible(node->box);
            break;
        }
    return true;
}

} // namespace gt
