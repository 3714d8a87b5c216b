// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What to draw of a run, before any geometry: the calls (or, in the DAG view, the states) that
// fit the budget, the cut subtrees that stand in for the rest, the step, and which edges decide.

#include "core/game.h"
#include "core/trace.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace gt {

struct DrawOptions {
    enum class View { Tree, Dag };
    // Graphviz lays out about this many nodes in 2 s on this machine class: bench_layout measured
    // 15,940 nodes in 1.93 s, 23,535 in 5.1 s.
    static constexpr int kDefaultMaxNodes = 16000;

    View view = View::Tree;
    std::optional<std::int64_t> step; // draw the run as it stands after this many events
    int maxNodes = kDefaultMaxNodes;  // more calls are cut, level by level
    int maxDepth = -1;                // -1: no limit
    bool memoLinks = true;            // dashed link from a memo answer to the call it reads
    bool skippedMoves = false;        // moves a short-circuit did not try, greyed
    std::set<std::int32_t> expanded;  // tree view: calls whose children are drawn below the cut
    std::set<std::int32_t> collapsed; // tree view: calls whose children are cut above it
    // Tree view: also open the line of best play from the root (each call's deciding move),
    // as deep as another maxNodes nodes allow.
    bool expandBestLine = false;
    int bestLineDepth = -1; // open the line no deeper than this (-1: to its end)
    // Tree view, sibling elision: a call shows at most this many of its children (0: all) and one
    // "+k moves" node for the rest. Kept are, in move order: the child on the way to `focus` (or
    // on the line of best play), the deciding move, calls in `pinned`, then the first moves tried.
    int maxChildren = 0;
    std::int32_t focus = -1;         // -1: the line of best play
    std::set<std::int32_t> pinned;   // calls always kept among their siblings
    std::set<std::int32_t> allMoves; // calls whose "+k moves" node was opened: every child shown
    // Tree view, focus and context: only the root, the way to `focus`, pinned and expanded calls
    // show their children; every other call's stand below it as one "+N calls" node.
    bool focusOnly = false;
    // Tree view: calls after this one (in call order) are left out, as if the run had stopped
    // there: a page about one step keeps no room for what comes later. -1: all calls.
    std::int32_t lastCall = -1;
    // The picture starts at this call, its callers standing above it as one "N calls above" node:
    // a page about a call deeper than the page shows the way's lower end; the state graph, the
    // states reached below it. -1: the root.
    std::int32_t top = -1;
    // A game played on the run (Play): its calls from the first position's on, as playedCalls
    // gives them (core/play/play_game.h): each position's call, the child that made the move, a
    // memo answer's link on to the call that computed its state, ... Its moves are drawn thick in
    // their own colour and its last call ringed; in the tree view the calls stay drawn, their
    // callers opened and each kept among its siblings. Empty: no game.
    std::vector<std::int32_t> played;
};

// The line of best play: the root, its deciding child, that child's, ... (calls in order); in a
// lost position, where every move loses, the first move tried.
std::vector<std::int32_t> bestLine(const Game& game, const Trace& trace);
// The same line as the picture draws it: at a memo answer it goes on from the call that computed
// that state (the memo link is part of the line).
std::vector<std::int32_t> bestPlay(const Game& game, const Trace& trace);

struct DrawNode {
    enum class Kind {
        Call,    // one call (tree view) or one state (DAG view: `call` is its first computation)
        Cut,     // stands for the calls below `call` that are not drawn
        Skipped, // a move the short-circuit did not try
        Elided,  // stands for children of `call` not drawn by sibling elision ("+k moves")
        Above,   // stands for the callers of `call`, the top of a picture that starts below the root
    };
    Kind kind = Kind::Call;
    std::int32_t call = -1;
    std::int64_t hiddenCalls = 0; // Cut, Above: how many calls it stands for (-1: unknown, not recorded)
    std::int32_t move = 0;        // Skipped: the move
    std::int32_t sharedBy = 1;    // DAG: how many calls reach this state in the whole run
    std::int32_t hiddenMoves = 0; // Elided: how many moves; `move` is the first, `lastMove` the last
    std::int32_t lastMove = 0;
};

struct DrawEdge {
    enum class Kind { Move, MemoLink, Cut, Skipped };
    Kind kind = Kind::Move;
    int from = 0;
    int to = 0;
    std::int32_t move = 0;
    bool deciding = false; // the move that gives the parent its value
    bool bestLine = false; // on the line of best play (a move, or the memo link it goes through)
    // DAG: the first call that made this move; the edge appears when it is entered (-1: with its ends).
    std::int32_t firstCall = -1;
    bool played = false; // on the game played (DrawOptions::played): a move, or the memo link it goes through
};

struct Drawing {
    DrawOptions options;
    std::vector<DrawNode> nodes;
    std::vector<DrawEdge> edges;
    std::vector<int> nodeOfCall;    // call id -> node index, -1 when not drawn
    int depthShown = -1;            // deepest level drawn in full
    std::int64_t callsDrawn = 0;    // calls drawn as themselves
    std::int64_t movesElided = 0;   // children stood for by "+k moves" nodes
    std::int64_t repeatedCalls = 0; // calls inside repeated subtrees (whole run)
    // Per call: its RepeatMark (trace_analysis.h). Shared by the drawings of one run (it never changes).
    std::shared_ptr<const std::vector<std::uint8_t>> repeated;

    // Step state (all calls entered and returned when no step is set).
    std::int32_t entered = 0;                 // calls [0, entered) have been entered
    std::int32_t current = -1;                // the call running after the step, -1 when none
    std::vector<std::uint8_t> returnedAtStep; // per call; kept up to date for the drawn calls only
    // DAG: per node, the calls that reach its state, in call order (the first is the node's `call`).
    std::vector<std::vector<std::int32_t>> reachedBy;

    bool visible(const DrawNode& node) const;
    bool visible(const DrawEdge& edge) const;
    // DAG: how many calls have reached the node's state by the step (the "×k" it shows now).
    std::int32_t sharedAtStep(int node) const;
    // The node of the call running at the step (in the DAG, its state's), -1 when none is drawn.
    int currentNode() const;
    // The node of the position a game played has reached (the last of DrawOptions::played), -1: none.
    int playedNode() const;
};

// The children of `call` that sibling elision keeps, in move order (all of them when it does not
// elide).
std::vector<std::int32_t> keptChildren(const Game& game, const Trace& trace, std::int32_t call, const DrawOptions& options);

// How many levels below options.top the drawing shows in full (Drawing::depthShown), without drawing.
int levelsShown(const Game& game, const Trace& trace, const DrawOptions& options);

// Throws std::out_of_range naming the limit when options.step is past the end.
Drawing buildDrawing(const Game& game, const Trace& trace, const DrawOptions& options);
// The same drawing as buildDrawing, made from `previous` (of the same trace) in time proportional
// to what is drawn rather than to the run: opening a node of a run of 10 million calls.
Drawing rebuildDrawing(Drawing previous, const Game& game, const Trace& trace, const DrawOptions& options);
// Marks the moves and memo links of a game played (DrawOptions::played) on a drawing whose nodes
// do not depend on it (the state graph): no layout again.
void setDrawingPlayed(Drawing& drawing, std::vector<std::int32_t> played);
// Moves an existing drawing to another step: the nodes stay, only what is visible changes.
void setDrawingStep(Drawing& drawing, const Trace& trace, std::optional<std::int64_t> step);

} // namespace gt
