// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/tree_navigator.h"

#include "studio/panels/inspector_panel.h"
#include "studio/run/solve_job.h"
#include "studio/run/studio_run.h"
#include "studio/canvas/tree_view.h"

#include "render/drawing.h"

#include <algorithm>

namespace gt {

TreeNavigator::TreeNavigator(TreeView* tree, TreeView* stateGraph, InspectorPanel* inspector, SolveJob* job, QObject* parent)
    : QObject(parent)
    , m_tree(tree)
    , m_stateGraph(stateGraph)
    , m_inspector(inspector)
    , m_job(job)
{
}

void TreeNavigator::select(NodeRef ref)
{
    if (!m_run)
        return;
    if (ref.isCut() || ref.isMoves())
        return open(ref);
    if (!ref.isCall() || ref.id < 0 || ref.id >= m_run->trace().size())
        return;
    // The "N calls above" node stands for a caller that is not drawn: draw the way up to it.
    if (m_run->drawing().nodeOfCall[std::size_t(ref.id)] < 0)
        redrawKeeping(ref, [&] { m_run->revealCall(ref.id, m_job->layouter()); });
    NodeRef target = ref;
    // A memo answer leads to the call that computed the value it read.
    if (m_tree->selected() != ref && m_run->trace().memoOf(ref.id) >= 0)
        target = NodeRef::call(m_run->trace().memoOf(ref.id));
    m_tree->setSelected(target);
    const NodeRef state = m_run->stateNodeOf(target.id);
    m_stateGraph->setSelected(state);
    if (const SceneNode* node = m_stateGraph->node(state))
        m_stateGraph->ensureVisible(node->box);
    if (const SceneNode* node = m_tree->node(target)) {
        if (target != ref)
            m_tree->centerOn(node->box);
    } else if (target != ref) {
        emit notice(
            tr("Call #%1 computed this state; it is below a cut: open the “+N calls” node above it.").arg(target.id), false);
    }
    m_inspector->showCall(m_run, target.id);
    emit selectionChanged();
}

void TreeNavigator::open(NodeRef ref)
{
    const std::int32_t call = ref.id;
    if (ref.isCut() && m_run->trace().hasHiddenChildren(call)) {
        emit notice(
            tr("The calls below call #%1 were past the recording limit: they were counted, not recorded.").arg(call), false);
        return;
    }
    redrawKeeping(NodeRef::call(call), [&] {
        if (ref.isCut())
            m_run->setExpanded(call, true, m_job->layouter());
        else
            m_run->showAllMoves(call, m_job->layouter());
        m_tree->setSelected(NodeRef::call(call));
    });
    // What was opened is what the user wants to see: the call and the calls now drawn under it.
    std::vector<NodeRef> opened {NodeRef::call(call)};
    for (const NodeRef& child : m_run->drawnChildren(call))
        opened.push_back(child);
    bringIntoView(opened);
}

void TreeNavigator::bringIntoView(const std::vector<NodeRef>& refs)
{
    std::vector<QRectF> boxes;
    for (const NodeRef& ref : refs)
        if (const SceneNode* node = m_tree->node(ref))
            boxes.push_back(node->box);
    m_tree->bringIntoView(boxes);
}

void TreeNavigator::collapseSelected()
{
    if (m_run && m_tree->selected().isCall())
        redrawKeeping(m_tree->selected(), [&] { m_run->setExpanded(m_tree->selected().id, false, m_job->layouter()); });
}

void TreeNavigator::showBestLineOnly()
{
    if (!m_run)
        return;
    redrawKeeping(NodeRef::call(0), [&] { m_run->showBestLineOnly(m_job->layouter()); });
    // The line itself on screen, from the root as far down as fits.
    std::vector<NodeRef> line;
    for (const std::int32_t call : bestPlay(m_run->game(), m_run->trace())) // through memo answers, as drawn
        line.push_back(NodeRef::call(call));
    bringIntoView(line);
}

void TreeNavigator::redrawKeeping(NodeRef keep, const std::function<void()>& change)
{
    const TreeView::Anchor anchor = m_tree->anchor(keep);
    try {
        change();
    } catch (const std::exception& e) {
        emit notice(QString::fromStdString(e.what()), true);
        return;
    }
    emit redrawNeeded();
    m_tree->restore(anchor);
}

void TreeNavigator::goToCallAtLeast(std::int32_t call, std::int64_t atLeastStep, const std::vector<std::int32_t>& alsoShow)
{
    if (!m_run)
        return;
    if (m_run->drawing().nodeOfCall[std::size_t(call)] < 0)
        m_run->expandPathTo(call, m_job->layouter());
    m_run->stepper().setPosition(std::max(m_run->trace().returnEvent(call) + 1, atLeastStep));
    m_tree->setSelected(NodeRef::call(call));
    emit redrawNeeded();
    if (!alsoShow.empty()) {
        std::vector<NodeRef> refs {NodeRef::call(call)};
        for (const std::int32_t shown : alsoShow)
            refs.push_back(NodeRef::call(shown));
        bringIntoView(refs);
    } else if (const SceneNode* node = m_tree->node(NodeRef::call(call))) {
        m_tree->centerOn(node->box);
    }
}

void TreeNavigator::setPlayed(std::vector<std::int32_t> calls, bool show)
{
    if (!m_run || calls == m_run->played())
        return;
    if (show) // the calls on screen stay where they were
        redrawKeeping(m_tree->selected(), [&] { m_run->setPlayed(std::move(calls), m_job->layouter()); });
    else
        try {
            m_run->setPlayed(std::move(calls), m_job->layouter());
        } catch (const std::exception& e) {
            emit notice(QString::fromStdString(e.what()), true);
        }
}

void TreeNavigator::centerOnCurrentCall()
{
    if (!m_run)
        return;
    const std::int32_t current = m_run->stepper().currentCall();
    if (const SceneNode* node = m_tree->node(NodeRef::call(current)))
        m_tree->centerOn(node->box);
    if (const SceneNode* state = m_stateGraph->node(m_run->stateNodeOf(current)))
        m_stateGraph->centerOn(state->box);
}

} // namespace gt
