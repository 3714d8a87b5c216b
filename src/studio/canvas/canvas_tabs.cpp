#include "studio/canvas/canvas_tabs.h"

#include "studio/run/studio_run.h"
#include "studio/canvas/tree_view.h"

#include <QFontInfo>
#include <QTabBar>

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
{
    setObjectName(QStringLiteral("CanvasTabs"));
    setDocumentMode(true); // no frame around the canvas: it is the window's centre
    addTab(m_treePage, QString());
    addTab(m_stateGraph, QString());
    connect(this, &QTabWidget::currentChanged, this, [this] {
        // Shown again: framed for the canvas it has now, unless the user zoomed or panned it.
        if (showsStateGraph() && m_stateGraph->isFraming())
            m_frameGraph = true;
        emit stateGraphToggled(showsStateGraph());
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
}

bool CanvasTabs::showsStateGraph() const
{
    return currentWidget() == m_stateGraph;
}

TreeView* CanvasTabs::shown() const
{
    return showsStateGraph() ? m_stateGraph : m_tree;
}

void CanvasTabs::showStateGraph(bool on)
{
    setCurrentWidget(on ? m_stateGraph : m_treePage);
}

void CanvasTabs::retranslate()
{
    setTabText(indexOf(m_treePage), tr("Call tree"));
    setTabText(indexOf(m_stateGraph), tr("State graph"));
    setTabToolTip(indexOf(m_treePage), tr("Every call of the run, as the recursion made them"));
    setTabToolTip(indexOf(m_stateGraph),
        tr("One node per state: a state reached by k calls is drawn once, marked “×k”, with an edge for each move into it"));
    m_stateGraph->setAccessibleName(tr("State graph"));
}

void CanvasTabs::clear()
{
    m_stateGraph->setScene(Scene {}, true);
    m_frameGraph = true;
}

bool CanvasTabs::refreshStateGraph(StudioRun& run, const Style& style, Layouter& layouter, NodeRef selectedCall)
{
    if (!showsStateGraph())
        return false;
    m_stateGraph->setScene(run.stateGraphAtStep(style, layouter), false);
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
