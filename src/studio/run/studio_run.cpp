#include "studio/run/studio_run.h"

#include "usercode/user_game.h"

namespace gt {

StudioRun::StudioRun(std::unique_ptr<Game> game, const SolveOptions& options, SolveResult result, const QString& failure,
    const DrawOptions& drawOptions, Layouter& layouter)
    : m_game(std::move(game))
    , m_failure(failure)
    , m_options(options)
    , m_result(std::move(result))
    , m_stepper(*m_result.trace)
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
    const auto* user = dynamic_cast<const UserGame*>(m_game.get());
    return user ? gt::memoSwitchRefusal(user->program()) : QString();
}

std::int64_t StudioRun::topLevelCalls() const
{
    const auto* user = dynamic_cast<const UserGame*>(m_game.get());
    return user ? user->topLevelCalls() : 0;
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

Scene StudioRun::stateGraphAtStep(const Style& style, Layouter& layouter)
{
    if (!m_dag) {
        DrawOptions options;
        options.view = DrawOptions::View::Dag;
        options.maxNodes = m_drawing.options.maxNodes;
        m_dag = buildDrawing(*m_game, trace(), options);
        m_dagLayout = layouter.layout(sceneLayoutRequest({*m_game, m_options, m_result}, *m_dag, sizingStyle()));
    }
    setDrawingStep(*m_dag, trace(), trace().empty() ? std::nullopt : std::optional(m_stepper.position()));
    return buildScene({*m_game, m_options, m_result}, *m_dag, style, m_dagLayout, SceneParts {false, false});
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

void StudioRun::expandPathTo(std::int32_t call, Layouter& layouter)
{
    DrawOptions options = m_drawing.options;
    options.pinned.insert(call);
    options.focus = call; // its way is laid out straight
    for (std::int32_t a = trace().parent(call); a >= 0; a = trace().parent(a)) {
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
