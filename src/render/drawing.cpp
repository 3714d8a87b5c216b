// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "drawing.h"

#include "core/stepper.h"
#include "core/trace_analysis.h"

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>

namespace gt {

bool Drawing::visible(const DrawNode& node) const
{
    if (node.kind == DrawNode::Kind::Call || node.kind == DrawNode::Kind::Above)
        return node.call < entered;
    // Cut and skipped nodes appear once their parent call has returned.
    return node.call < entered && returnedAtStep[std::size_t(node.call)];
}

bool Drawing::visible(const DrawEdge& edge) const
{
    return visible(nodes[std::size_t(edge.from)]) && visible(nodes[std::size_t(edge.to)]) && edge.firstCall < entered;
}

std::int32_t Drawing::sharedAtStep(int node) const
{
    if (std::size_t(node) >= reachedBy.size())
        return nodes[std::size_t(node)].sharedBy;
    const std::vector<std::int32_t>& calls = reachedBy[std::size_t(node)];
    return std::int32_t(std::lower_bound(calls.begin(), calls.end(), entered) - calls.begin());
}

int Drawing::currentNode() const
{
    return current >= 0 && std::size_t(current) < nodeOfCall.size() ? nodeOfCall[std::size_t(current)] : -1;
}

int Drawing::playedNode() const
{
    if (options.played.empty())
        return -1;
    const std::int32_t last = options.played.back();
    return last >= 0 && std::size_t(last) < nodeOfCall.size() ? nodeOfCall[std::size_t(last)] : -1;
}

namespace {

// The call the picture starts at (DrawOptions::top).
std::int32_t topCall(const DrawOptions& options)
{
    return std::max(options.top, 0);
}

// Calls [topCall, this) may be drawn (DrawOptions::lastCall, and the top's subtree).
std::int32_t callsConsidered(const Trace& trace, const DrawOptions& options)
{
    const std::int32_t end = options.top > 0 ? trace.subtreeEnd(options.top) : trace.size();
    return options.lastCall >= 0 ? std::min(options.lastCall + 1, end) : end;
}

// The deepest level such that every level down to it (the children elision keeps, plus one
// "+k moves" node where it elides), plus one cut node under each of its calls that has children,
// fits in maxNodes. Walks the kept calls only, level by level.
int levelsThatFit(const Game& game, const Trace& trace, const DrawOptions& options)
{
    const int maxNodes = std::max(options.maxNodes, 2);
    std::vector<std::int32_t> level {topCall(options)};
    std::int64_t total = 1;
    int fits = 0;
    for (int d = 0;; ++d) {
        const std::int64_t cuts = std::count_if(
            level.begin(), level.end(), [&](std::int32_t c) { return trace.subtreeSize(c) > 1 || trace.hasHiddenChildren(c); });
        if (d > 0 && total + cuts > maxNodes)
            break;
        fits = d;
        if (d == options.maxDepth)
            break;
        std::vector<std::int32_t> next;
        for (const std::int32_t c : level) {
            const std::vector<std::int32_t> kept = keptChildren(game, trace, c, options);
            total += std::int64_t(kept.size()) + (kept.size() < trace.children(c).size() ? 1 : 0);
            next.insert(next.end(), kept.begin(), kept.end());
            if (total > maxNodes)
                break;
        }
        if (next.empty())
            break;
        level = std::move(next);
    }
    return fits;
}

} // namespace

void setDrawingStep(Drawing& drawing, const Trace& trace, std::optional<std::int64_t> step)
{
    drawing.options.step = step;
    if (drawing.returnedAtStep.size() != std::size_t(trace.size()))
        drawing.returnedAtStep.assign(std::size_t(trace.size()), 1);
    drawing.entered = trace.size();
    drawing.current = -1;
    if (!step) { // the whole run: a call left open when the program stopped never returned
        for (const DrawNode& node : drawing.nodes)
            drawing.returnedAtStep[std::size_t(node.call)] = trace.returned(node.call) ? 1 : 0;
        return;
    }
    const std::int64_t k = *step;
    checkStepInRun(k, trace.eventCount());
    const TraceEvent last = trace.event(k - 1);
    if (last.kind == EventKind::Enter) {
        drawing.entered = last.call + 1;
        drawing.current = last.call;
    } else {
        drawing.entered = trace.subtreeEnd(last.call);
        drawing.current = trace.parent(last.call);
    }
    // Only drawn calls are ever asked: a step costs what is drawn, not the whole run (10 million calls).
    for (const DrawNode& node : drawing.nodes)
        drawing.returnedAtStep[std::size_t(node.call)] = trace.returnEvent(node.call) < k;
}

namespace {

void addSkippedMoves(Drawing& drawing, const Game& game, const Trace& trace, std::int32_t id, int node)
{
    if (!trace.earlyExit(id))
        return;
    const std::vector<std::int32_t> legal = game.legalMoves(trace.state(id));
    const std::size_t tried = trace.children(id).size();
    for (std::size_t k = tried; k < legal.size(); ++k) {
        drawing.nodes.push_back({DrawNode::Kind::Skipped, id, 0, legal[k], 1});
        drawing.edges.push_back({DrawEdge::Kind::Skipped, node, int(drawing.nodes.size()) - 1, legal[k], false});
    }
}

// A call is drawn when its parent is drawn and its level is within the cut, or the parent was
// expanded by the user; a collapsed call's children are never drawn.
bool childrenDrawn(const Drawing& drawing, const Trace& trace, std::int32_t id, int depth)
{
    const DrawOptions& o = drawing.options;
    if (o.collapsed.count(id))
        return false;
    const std::int32_t top = topCall(o);
    if (o.focusOnly)
        return id == top || o.pinned.count(id) || o.expanded.count(id) || (o.focus >= id && o.focus < trace.subtreeEnd(id));
    return trace.depth(id) - trace.depth(top) < depth || o.expanded.count(id);
}

// A "+k moves" node for the children of `id` that elision left out: how many, which moves, and
// how many calls they made.
void addElidedMoves(Drawing& drawing, const Trace& trace, std::int32_t id, int node, const std::vector<std::int32_t>& kept)
{
    DrawNode elided {DrawNode::Kind::Elided, id, 0, 0, 1};
    const std::int32_t end = callsConsidered(trace, drawing.options);
    for (const std::int32_t child : trace.children(id)) {
        if (child >= end)
            break;
        if (std::binary_search(kept.begin(), kept.end(), child))
            continue;
        if (elided.hiddenMoves++ == 0)
            elided.move = trace.move(child);
        elided.lastMove = trace.move(child);
        elided.hiddenCalls += trace.subtreeSize(child);
    }
    if (elided.hiddenMoves == 0)
        return;
    drawing.movesElided += elided.hiddenMoves;
    drawing.nodes.push_back(elided);
    drawing.edges.push_back({DrawEdge::Kind::Cut, node, int(drawing.nodes.size()) - 1, 0, false});
}

// A call's deciding child, looked at once per call: with the root's 1,148 moves drawn, asking for
// each of them scanned all of them again (1.3 million standings for one click).
class DecidingChildren {
public:
    DecidingChildren(const Game& game, const Trace& trace)
        : m_game(game)
        , m_trace(trace)
    {
    }
    bool isDeciding(std::int32_t parent, std::int32_t child)
    {
        const auto [it, added] = m_of.try_emplace(parent, -1);
        if (added)
            it->second = decidingChild(m_game, m_trace, parent);
        return it->second == child;
    }

private:
    const Game& m_game;
    const Trace& m_trace;
    std::unordered_map<std::int32_t, std::int32_t> m_of;
};

void buildTree(Drawing& drawing, const Game& game, const Trace& trace, int depth)
{
    DecidingChildren deciding(game, trace);
    std::map<std::int32_t, std::vector<std::int32_t>> keptOf; // drawn calls whose children are drawn
    std::vector<std::int32_t> drawnCalls;                     // in call order; what follows visits these only, not the run
    const std::int32_t top = topCall(drawing.options);
    const std::int32_t end = callsConsidered(trace, drawing.options);
    if (top > 0) // made first: Graphviz ranks the top call under it
        drawing.nodes.push_back({DrawNode::Kind::Above, top, trace.depth(top), 0, 1});
    for (std::int32_t id = top; id < end; ++id) {
        const std::int32_t parent = id == top ? -1 : trace.parent(id);
        if (parent >= 0 && (drawing.nodeOfCall[std::size_t(parent)] < 0 || !childrenDrawn(drawing, trace, parent, depth))) {
            id = trace.subtreeEnd(id) - 1; // not drawn, nor anything below it
            continue;
        }
        if (parent >= 0) {
            auto [kept, added] = keptOf.try_emplace(parent);
            if (added)
                kept->second = keptChildren(game, trace, parent, drawing.options);
            if (!std::binary_search(kept->second.begin(), kept->second.end(), id)) {
                id = trace.subtreeEnd(id) - 1; // elided with its subtree
                continue;
            }
        }
        const int node = int(drawing.nodes.size());
        drawing.nodes.push_back({DrawNode::Kind::Call, id, 0, 0, 1});
        drawing.nodeOfCall[std::size_t(id)] = node;
        drawnCalls.push_back(id);
        ++drawing.callsDrawn;
        if (parent >= 0)
            drawing.edges.push_back({DrawEdge::Kind::Move, drawing.nodeOfCall[std::size_t(parent)], node, trace.move(id),
                deciding.isDeciding(parent, id)});
    }
    if (top > 0)
        drawing.edges.push_back({DrawEdge::Kind::Cut, 0, drawing.nodeOfCall[std::size_t(top)], 0, false});
    // Cut subtrees and untried moves come after the tried children: Graphviz orders children by
    // the order their edges were made.
    for (const std::int32_t id : drawnCalls) {
        const int node = drawing.nodeOfCall[std::size_t(id)];
        const bool childrenCut = !childrenDrawn(drawing, trace, id, depth) && trace.subtreeSize(id) > 1;
        if (childrenCut || trace.hasHiddenChildren(id)) {
            const std::int64_t hidden = trace.hasHiddenChildren(id) ? -1 : trace.subtreeSize(id) - 1;
            drawing.nodes.push_back({DrawNode::Kind::Cut, id, hidden, 0, 1});
            drawing.edges.push_back({DrawEdge::Kind::Cut, node, int(drawing.nodes.size()) - 1, 0, false});
        }
        if (const auto kept = keptOf.find(id); kept != keptOf.end())
            addElidedMoves(drawing, trace, id, node, kept->second);
        if (drawing.options.skippedMoves)
            addSkippedMoves(drawing, game, trace, id, node);
    }
    if (!drawing.options.memoLinks)
        return;
    for (const std::int32_t id : drawnCalls) {
        const int from = drawing.nodeOfCall[std::size_t(id)];
        const std::int32_t origin = trace.memoOf(id);
        if (origin >= 0 && drawing.nodeOfCall[std::size_t(origin)] >= 0)
            drawing.edges.push_back({DrawEdge::Kind::MemoLink, from, drawing.nodeOfCall[std::size_t(origin)], 0, false});
    }
}

// One node per state, standing for the first call that reaches it (calls come in call order, and
// a memo answer always follows the call that computed its state); every call adds the move from
// its caller's state, so memo answers become edges into the shared node. The same move from the
// same state is one edge, however many calls make it.
void buildDag(Drawing& drawing, const Game& game, const Trace& trace, int depth)
{
    DecidingChildren decidingChildren(game, trace);
    std::map<std::uint32_t, int> nodeOfState;
    std::map<std::tuple<int, int, std::int32_t>, std::size_t> edgeOf;
    const std::int32_t top = topCall(drawing.options);
    const std::int32_t end = callsConsidered(trace, drawing.options);
    if (top > 0) { // the top's callers, as the tree view stands them above it
        drawing.nodes.push_back({DrawNode::Kind::Above, top, trace.depth(top), 0, 1});
        drawing.reachedBy.emplace_back();
    }
    for (std::int32_t id = top; id < end; ++id) {
        if (trace.depth(id) - trace.depth(top) > depth)
            continue;
        const auto [state, added] = nodeOfState.try_emplace(trace.state(id), int(drawing.nodes.size()));
        const int node = state->second;
        if (added) {
            drawing.nodes.push_back({DrawNode::Kind::Call, id, 0, 0, 0});
            drawing.reachedBy.emplace_back();
            ++drawing.callsDrawn;
        }
        ++drawing.nodes[std::size_t(node)].sharedBy;
        drawing.reachedBy[std::size_t(node)].push_back(id);
        drawing.nodeOfCall[std::size_t(id)] = node;
        const std::int32_t parent = trace.parent(id);
        if (id == top) {
            if (top > 0)
                drawing.edges.push_back({DrawEdge::Kind::Cut, 0, node, 0, false});
            continue;
        }
        const int from = drawing.nodeOfCall[std::size_t(parent)];
        const bool deciding = decidingChildren.isDeciding(parent, id);
        const auto [edge, first] = edgeOf.try_emplace({from, node, trace.move(id)}, drawing.edges.size());
        if (first)
            drawing.edges.push_back({DrawEdge::Kind::Move, from, node, trace.move(id), deciding, false, id});
        else
            drawing.edges[edge->second].deciding = drawing.edges[edge->second].deciding || deciding;
    }
}

} // namespace

std::vector<std::int32_t> keptChildren(const Game& game, const Trace& trace, std::int32_t call, const DrawOptions& options)
{
    std::vector<std::int32_t> children = trace.children(call);
    children.erase(std::lower_bound(children.begin(), children.end(), callsConsidered(trace, options)), children.end());
    // Eliding a single move saves nothing: its "+1 moves" node takes the same room.
    if (options.maxChildren <= 0 || int(children.size()) <= options.maxChildren + 1 || options.allMoves.count(call))
        return children;
    std::vector<std::int32_t> kept;
    auto keep = [&](std::int32_t child) {
        if (child >= 0 && std::find(kept.begin(), kept.end(), child) == kept.end())
            kept.push_back(child);
    };
    const std::int32_t focus = options.focus >= 0 && options.focus < trace.size() ? options.focus : -1;
    for (const std::int32_t child : children) {
        const bool onFocusPath = focus >= 0 && child <= focus && focus < trace.subtreeEnd(child);
        if (onFocusPath || options.pinned.count(child))
            keep(child);
    }
    keep(decidingChild(game, trace, call)); // the line of best play goes through it
    for (std::size_t i = 0; i < children.size() && int(kept.size()) < options.maxChildren; ++i)
        keep(children[i]);
    std::sort(kept.begin(), kept.end()); // call order is move order
    return kept;
}

namespace {
// The deciding move where there is one; in a lost position every move loses, so the line goes on
// with the first one tried (a plain recursion has none). At a leaf it ends, or, `throughMemo`, goes on from the call that
// computed a memo answer's state.
std::vector<std::int32_t> followBestLine(const Game& game, const Trace& trace, bool throughMemo)
{
    if (game.valueMeaning() == ValueMeaning::Plain) // no players, no play: only the root
        return trace.empty() ? std::vector<std::int32_t>() : std::vector<std::int32_t> {0};
    std::vector<std::int32_t> line;
    std::set<std::int32_t> seen; // a memo link never loops, but be sure
    for (std::int32_t call = trace.empty() ? -1 : 0; call >= 0 && seen.insert(call).second;) {
        line.push_back(call);
        const std::int32_t deciding = decidingChild(game, trace, call);
        if (deciding >= 0)
            call = deciding;
        else if (trace.subtreeSize(call) > 1)
            call = call + 1;
        else
            call = throughMemo ? trace.memoOf(call) : -1; // memoOf is -1 at a leaf that is no memo answer
    }
    return line;
}
} // namespace

std::vector<std::int32_t> bestLine(const Game& game, const Trace& trace)
{
    return followBestLine(game, trace, false);
}

std::vector<std::int32_t> bestPlay(const Game& game, const Trace& trace)
{
    return followBestLine(game, trace, true);
}

// Marks the moves and memo links between consecutive calls of the line of best play.
static void markBestLine(Drawing& drawing, const Game& game, const Trace& trace)
{
    std::vector<std::int32_t> line = bestPlay(game, trace);
    std::set<std::pair<int, int>> steps;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const int from = drawing.nodeOfCall[std::size_t(line[i])];
        const int to = drawing.nodeOfCall[std::size_t(line[i + 1])];
        if (from >= 0 && to >= 0)
            steps.insert({from, to});
    }
    for (DrawEdge& edge : drawing.edges)
        edge.bestLine
            = (edge.kind == DrawEdge::Kind::Move || edge.kind == DrawEdge::Kind::MemoLink) && steps.count({edge.from, edge.to});
}

// Marks the moves and memo links between consecutive calls of the game played; in the DAG, the
// moves between their states (a memo link joins a state to itself there).
static void markPlayed(Drawing& drawing)
{
    const std::vector<std::int32_t>& line = drawing.options.played;
    auto nodeOf = [&](std::int32_t call) {
        return call >= 0 && std::size_t(call) < drawing.nodeOfCall.size() ? drawing.nodeOfCall[std::size_t(call)] : -1;
    };
    std::set<std::pair<int, int>> steps;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const int from = nodeOf(line[i]);
        const int to = nodeOf(line[i + 1]);
        if (from >= 0 && to >= 0 && from != to)
            steps.insert({from, to});
    }
    for (DrawEdge& edge : drawing.edges)
        edge.played
            = (edge.kind == DrawEdge::Kind::Move || edge.kind == DrawEdge::Kind::MemoLink) && steps.count({edge.from, edge.to});
}

void setDrawingPlayed(Drawing& drawing, std::vector<std::int32_t> played)
{
    drawing.options.played = std::move(played);
    markPlayed(drawing);
}

namespace {
// The tree view keeps a game played drawn: each of its calls kept among its siblings, and each
// caller of one opened (unless the user folded it). Not kept in the drawing's options: the next
// move, an undo, a closed Play dock draw the tree without what this opened.
DrawOptions playedOpened(const DrawOptions& options, const Trace& trace)
{
    if (options.view != DrawOptions::View::Tree || options.played.empty())
        return options;
    DrawOptions opened = options;
    const std::int32_t top = topCall(options);
    const std::int32_t end = callsConsidered(trace, options);
    std::set<std::int32_t> climbed;
    for (const std::int32_t call : options.played) {
        if (call < top || call >= end)
            continue; // above the picture's top, or left out
        opened.pinned.insert(call);
        for (std::int32_t a = trace.parent(call); a >= top && climbed.insert(a).second; a = trace.parent(a)) {
            opened.pinned.insert(a);
            if (!opened.collapsed.count(a))
                opened.expanded.insert(a);
        }
    }
    return opened;
}

// What bounds the state graph's levels: its budget and top, without the tree view's elision.
DrawOptions dagLevelOptions(const DrawOptions& options)
{
    DrawOptions levels;
    levels.view = DrawOptions::View::Dag;
    levels.maxNodes = options.maxNodes;
    levels.maxDepth = options.maxDepth;
    levels.top = options.top;
    levels.lastCall = options.lastCall;
    return levels;
}

} // namespace

int levelsShown(const Game& game, const Trace& trace, const DrawOptions& options)
{
    if (trace.empty())
        return -1;
    return levelsThatFit(game, trace, options.view == DrawOptions::View::Tree ? options : dagLevelOptions(options));
}

namespace {
void drawInto(Drawing& drawing, const Game& game, const Trace& trace, const DrawOptions& requested)
{
    DrawOptions options = requested;
    if (options.expandBestLine && options.view == DrawOptions::View::Tree) {
        // Each opened call adds its children; stop when that would pass the budget.
        std::int64_t added = 0;
        for (const std::int32_t call : bestLine(game, trace)) {
            if (options.bestLineDepth >= 0 && trace.depth(call) >= options.bestLineDepth)
                break;
            added += std::int64_t(trace.children(call).size());
            if (added > options.maxNodes)
                break;
            if (!options.collapsed.count(call))
                options.expanded.insert(call);
        }
    }
    if (!trace.empty()) {
        drawing.options = playedOpened(options, trace);
        drawing.depthShown = levelsShown(game, trace, drawing.options);
        if (options.view == DrawOptions::View::Tree)
            buildTree(drawing, game, trace, drawing.depthShown);
        else
            buildDag(drawing, game, trace, drawing.depthShown);
        markBestLine(drawing, game, trace); // in the DAG, the moves between the line's states
    }
    drawing.options = options; // with the best line opened (later rebuilds keep it), not the game's calls
    markPlayed(drawing);
    setDrawingStep(drawing, trace, options.step); // after the nodes: only drawn calls are stepped
}
} // namespace

Drawing buildDrawing(const Game& game, const Trace& trace, const DrawOptions& options)
{
    Drawing drawing;
    drawing.nodeOfCall.assign(std::size_t(trace.size()), -1);
    drawing.repeated = std::make_shared<const std::vector<std::uint8_t>>(repeatedSubtreeMask(trace));
    drawing.repeatedCalls = std::count(drawing.repeated->begin(), drawing.repeated->end(), RepeatMark::Repeat);
    drawInto(drawing, game, trace, options);
    return drawing;
}

Drawing rebuildDrawing(Drawing previous, const Game& game, const Trace& trace, const DrawOptions& options)
{
    Drawing drawing;
    // The per-call tables are the run's size: clear what was drawn rather than allocate them again.
    drawing.nodeOfCall = std::move(previous.nodeOfCall);
    for (const DrawNode& node : previous.nodes)
        if (node.kind == DrawNode::Kind::Call)
            drawing.nodeOfCall[std::size_t(node.call)] = -1;
    for (const std::vector<std::int32_t>& calls : previous.reachedBy) // the state graph maps every call reaching a state
        for (const std::int32_t call : calls)
            drawing.nodeOfCall[std::size_t(call)] = -1;
    drawing.returnedAtStep = std::move(previous.returnedAtStep); // only drawn calls are ever read
    drawing.repeated = std::move(previous.repeated);
    drawing.repeatedCalls = previous.repeatedCalls;
    drawInto(drawing, game, trace, options);
    return drawing;
}

} // namespace gt
