// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/run/studio_run.h"

#include "usercode/user_game.h"

#include <algorithm>

namespace gt {

StudioRun::StudioRun(std::unique_ptr<Game> game, const SolveOptions& options, SolveResult result, const QString& failure,
    const DrawOptions& drawOptions, Layouter& layouter)
    : m_game(std::move(game))
    , m_failure(failure)
    , m_options(options)
    , m_result(std::move(result))
    , m_stepper(*m_result.trace)
    , m_memoHitMarks(m_stepper.memoHitMarks(kTimelineMarks))
{
    draw(drawOptions, layouter);
}

QString StudioRun::moveText(std::int32_t call) const
{
    const QString label = m_game->moveLabel(trace().move(call));
    return label.isEmpty() ? m_game->stateLabel(trace().state(call)) : label;
}

QString StudioRun::memoSwitchRefusal() const
{
    const UserGame* user = asUserGame(*m_game);
    return user ? gt::memoSwitchRefusal(user->program()) : QString();
}

std::int64_t StudioRun::topLevelCalls() const
{
    const UserGame* user = asUserGame(*m_game);
    return user ? user->topLevelCalls() : 0;
}

QStringList StudioRun::programNotes() const
{
    const UserGame* user = asUserGame(*m_game);
    return user ? user->notes() : QStringList();
}

bool StudioRun::separateRecursions() const
{
    const UserGame* user = asUserGame(*m_game);
    return user && user->program().asWritten && user->program().asWritten->groupCount() > 1;
}

void StudioRun::draw(const DrawOptions& drawOptions, Layouter& layouter)
{
    // Past a few screens of calls the studio shows focus and context: the way to the running
    // call (pinned as the run is stepped) with its siblings, the rest folded into "+N calls".
    DrawOptions draw = drawOptions;
    draw.focusOnly = draw.view == DrawOptions::View::Tree && trace().size() > kFocusAboveCalls;
    m_drawing = buildDrawing(*m_game, trace(), draw);
    layOut(layouter);
}

namespace {
// Sizes come from the final labels in the default style, so one layout serves every step and palette.
Style sizingStyle()
{
    return Style::forPalette(*paletteById(QStringLiteral("default")));
}
} // namespace

void StudioRun::layOut(Layouter& layouter)
{
    m_layout = layouter.layout(sceneLayoutRequest({*m_game, m_options, m_result}, m_drawing, sizingStyle()));
}

void StudioRun::redraw(const DrawOptions& options, Layouter& layouter)
{
    m_drawing = rebuildDrawing(std::move(m_drawing), *m_game, trace(), options);
    layOut(layouter);
}

Scene StudioRun::sceneAtStep(const Style& style, SceneParts parts)
{
    setDrawingStep(m_drawing, trace(), trace().empty() ? std::nullopt : std::optional(m_stepper.position()));
    return buildScene({*m_game, m_options, m_result}, m_drawing, style, m_layout, parts);
}

Scene StudioRun::wholeScene(const Style& style)
{
    setDrawingStep(m_drawing, trace(), std::nullopt);
    return buildScene({*m_game, m_options, m_result}, m_drawing, style, m_layout);
}

Scene StudioRun::memoTableAtStep(const Style& style, TableOrder order, std::int32_t readsOf)
{
    if (!hasMemoTable())
        return {};
    if (!m_memoTable)
        m_memoTable = std::make_unique<MemoTable>(*m_game, m_stepper);
    return buildTableScene(*m_game, *m_memoTable, style, order, SceneParts {false, false}, readsOf);
}

Scene StudioRun::stateGraphAtStep(const Style& style, Layouter& layouter, SceneParts parts)
{
    const std::int32_t current = m_stepper.currentCall();
    const bool currentShown = current < 0 || (m_dag && m_dag->nodeOfCall[std::size_t(current)] >= 0);
    if (!m_dag || !currentShown) {
        DrawOptions options;
        options.view = DrawOptions::View::Dag;
        options.maxNodes = m_drawing.options.maxNodes;
        if (current >= 0 && trace().depth(current) > levelsShown(*m_game, trace(), options)) {
            // Below the levels that fit from the root: the states near the running call, in a
            // graph small enough to lay out again as the steps go deeper.
            options.maxNodes = kDeepStateGraphNodes;
            options.top = stateGraphTopFor(current, options);
        }
        options.played = m_drawing.options.played;
        m_dag = m_dag ? rebuildDrawing(std::move(*m_dag), *m_game, trace(), options) : buildDrawing(*m_game, trace(), options);
        m_dagLayout = layouter.layout(sceneLayoutRequest({*m_game, m_options, m_result}, *m_dag, sizingStyle()));
    }
    setDrawingStep(*m_dag, trace(), trace().empty() ? std::nullopt : std::optional(m_stepper.position()));
    return buildScene({*m_game, m_options, m_result}, *m_dag, style, m_dagLayout, parts);
}

void StudioRun::setPlayed(std::vector<std::int32_t> calls, Layouter& layouter)
{
    if (calls == m_drawing.options.played)
        return;
    if (m_dag) // its nodes are the states, whatever was played: the moves are marked again, no layout
        setDrawingPlayed(*m_dag, calls);
    DrawOptions options = m_drawing.options;
    options.played = std::move(calls);
    redraw(options, layouter);
}

std::int32_t StudioRun::stateGraphTopFor(std::int32_t call, DrawOptions options) const
{
    // The highest caller, at most kLevelsAboveDeepCall up, whose graph still reaches `call`.
    std::vector<std::int32_t> way {call};
    while (int(way.size()) <= kLevelsAboveDeepCall && trace().parent(way.back()) >= 0)
        way.push_back(trace().parent(way.back()));
    for (auto above = way.rbegin(); above != way.rend(); ++above) {
        options.top = *above;
        if (trace().depth(call) - trace().depth(*above) <= levelsShown(*m_game, trace(), options))
            return *above;
    }
    return call;
}

NodeRef StudioRun::stateNodeOf(std::int32_t call) const
{
    if (!m_dag || call < 0 || call >= trace().size())
        return {};
    const int node = m_dag->nodeOfCall[std::size_t(call)];
    return node < 0 ? NodeRef() : NodeRef::state(m_dag->nodes[std::size_t(node)].call);
}

std::vector<NodeRef> StudioRun::drawnChildren(std::int32_t call) const
{
    std::vector<NodeRef> refs;
    if (call < 0 || call >= trace().size() || m_drawing.nodeOfCall[std::size_t(call)] < 0)
        return refs;
    for (const std::int32_t child : trace().children(call))
        if (m_drawing.nodeOfCall[std::size_t(child)] >= 0)
            refs.push_back(NodeRef::call(child));
    refs.push_back(NodeRef::moves(call));
    refs.push_back(NodeRef::cut(call));
    return refs;
}

void StudioRun::showBestLineOnly(Layouter& layouter)
{
    DrawOptions options = m_drawing.options;
    options.expanded.clear();
    options.collapsed.clear();
    options.expandBestLine = true;
    redraw(options, layouter);
}

std::int32_t StudioRun::topFor(std::int32_t call) const
{
    const int depth = trace().depth(call);
    if (depth <= kMostLevelsShown)
        return -1;
    const std::int32_t top = m_drawing.options.top;
    if (top > 0 && call >= top && call < trace().subtreeEnd(top) && depth - trace().depth(top) <= kMostLevelsShown)
        return top; // stepping on inside the picture keeps it still
    std::int32_t above = call;
    for (int i = 0; i < kLevelsAboveDeepCall; ++i)
        above = trace().parent(above);
    return above;
}

void StudioRun::forgetFarBelow(DrawOptions& options) const
{
    // Calls opened far below a new top would draw a way as long as the one the top avoids.
    const int deepest = trace().depth(std::max(options.top, 0)) + 2 * kMostLevelsShown;
    const auto tooDeep = [&](std::int32_t c) { return trace().depth(c) > deepest; };
    std::erase_if(options.expanded, tooDeep);
    std::erase_if(options.pinned, tooDeep);
}

void StudioRun::expandPathTo(std::int32_t call, Layouter& layouter)
{
    DrawOptions options = m_drawing.options;
    options.top = topFor(call);
    if (options.top != m_drawing.options.top)
        forgetFarBelow(options);
    options.pinned.insert(call);
    options.focus = call; // its way is laid out straight
    const std::int32_t top = std::max(options.top, 0);
    for (std::int32_t a = trace().parent(call); a >= top; a = trace().parent(a)) {
        options.expanded.insert(a);
        options.collapsed.erase(a);
        options.pinned.insert(a);
    }
    redraw(options, layouter);
}

bool StudioRun::revealCall(std::int32_t call, Layouter& layouter)
{
    if (call < 0 || call >= trace().size() || m_drawing.nodeOfCall[std::size_t(call)] >= 0)
        return false;
    expandPathTo(call, layouter);
    return true;
}

void StudioRun::showAllMoves(std::int32_t call, Layouter& layouter)
{
    DrawOptions options = m_drawing.options;
    options.allMoves.insert(call);
    redraw(options, layouter);
}

void StudioRun::setExpanded(std::int32_t call, bool expanded, Layouter& layouter)
{
    DrawOptions options = m_drawing.options;
    if (expanded) {
        options.expanded.insert(call);
        options.collapsed.erase(call);
    } else {
        options.expanded.erase(call);
        options.collapsed.insert(call);
    }
    redraw(options, layouter);
}

} // namespace gt
