// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// One solved run as the studio shows it: the game, the trace, the drawing laid out once, and the
// stepper. Built off the GUI thread by SolveJob; then used on the GUI thread only.

#include "core/game.h"
#include "core/params.h"
#include "core/solve.h"
#include "core/stepper.h"
#include "studio/run/game_choice.h"
#include "layout/layout_types.h"
#include "render/drawing.h"
#include "render/scene.h"
#include "render/style.h"
#include "render/table_scene.h"

#include <memory>
#include <optional>

namespace gt {

class StudioRun {
public:
    // Runs with more calls open in focus and context (DrawOptions::focusOnly).
    static constexpr std::int32_t kFocusAboveCalls = 100;
    static constexpr int kTimelineMarks = 4096; // places a timeline tells apart: more pixels than it has
    // A call deeper than this is drawn under its nearest callers only, the rest standing above them
    // as one "N calls above" node: the way to n=37 of stones 10000 is 9,963 calls long, and laying
    // out all of them with their siblings took a second.
    static constexpr int kMostLevelsShown = 48;
    static constexpr int kLevelsAboveDeepCall = 12;
    // The state graph around a running call below the levels drawn from the root.
    static constexpr int kDeepStateGraphNodes = 600;

    // Draws and lays out a solved run (SolveJob solves it): a whole run, or the calls a user's
    // program made before it failed, with `failure` saying why it stopped. Throws LayoutError.
    StudioRun(std::unique_ptr<Game> game, const SolveOptions& options, SolveResult result, const QString& failure,
        const DrawOptions& drawOptions, Layouter& layouter);

    const Game& game() const { return *m_game; }
    // What it was made from, to solve the game again with another option.
    const GameChoice& choice() const { return m_choice; }
    const ParamText& params() const { return m_params; }
    void setOrigin(const GameChoice& choice, const ParamText& params)
    {
        m_choice = choice;
        m_params = params;
    }
    // The move that made `call`, as panels name it: its label, or for a program traced as written
    // (its moves have no labels) the state it leads to.
    QString moveText(std::int32_t call) const;
    // A user's program: why the memo cannot be switched off (no memo switch), else empty.
    QString memoSwitchRefusal() const;
    // A user's program: how many times its last run started the recursion from the top level.
    std::int64_t topLevelCalls() const;
    // What was changed before compiling, what is drawn (a program traced as written); empty for
    // a built-in game.
    QStringList programNotes() const;
    // A user's program with several separate recursions traced: the one with the most calls is
    // drawn, and the Trace box chooses another.
    bool separateRecursions() const;
    // Why a user's program stopped before its answer; empty for a finished run.
    const QString& failure() const { return m_failure; }
    const SolveOptions& options() const { return m_options; }
    const SolveResult& result() const { return m_result; }
    const Trace& trace() const { return *m_result.trace; }
    Stepper& stepper() { return m_stepper; }
    const Stepper& stepper() const { return m_stepper; }
    // Where memo answers return along the run, for the timeline: made with the run, off the GUI
    // thread (can-i-win (20, 210) has 9 million).
    const std::vector<double>& memoHitMarks() const { return m_memoHitMarks; }
    const Drawing& drawing() const { return m_drawing; }

    // The picture at the stepper's position (the window shows the tree only), or of the whole run.
    Scene sceneAtStep(const Style& style, SceneParts parts = {false, false});
    Scene wholeScene(const Style& style);
    // Expand or collapse below a call; lays out again. Throws LayoutError.
    void setExpanded(std::int32_t call, bool expanded, Layouter& layouter);
    bool isExpanded(std::int32_t call) const { return m_drawing.options.expanded.count(call) > 0; }
    // The state graph (one node per state, memo answers as edges into the shared node), laid out
    // on first use; the scene follows the same step as the tree.
    Scene stateGraphAtStep(const Style& style, Layouter& layouter, SceneParts parts = {false, false});
    // A game played on the run (DrawOptions::played), in the tree (drawn again, its calls opened)
    // and the state graph; empty: none.
    void setPlayed(std::vector<std::int32_t> calls, Layouter& layouter);
    const std::vector<std::int32_t>& played() const { return m_drawing.options.played; }
    // The memo as its DP table at the stepper's position, with arrows into the cell of `readsOf`
    // (-1: the running call) from the cells it called; none when the game declares no table.
    bool hasMemoTable() const { return m_game->memoShape().has_value(); }
    Scene memoTableAtStep(const Style& style, TableOrder order, std::int32_t readsOf = -1);
    // The state graph's node for a call, or none when its state is not drawn.
    NodeRef stateNodeOf(std::int32_t call) const;
    // The nodes drawn below `call`: its children and the stand-ins for the rest ("+k moves", "+N calls").
    std::vector<NodeRef> drawnChildren(std::int32_t call) const;
    // Back to the levels that fit plus the line of best play, nothing else opened.
    void showBestLineOnly(Layouter& layouter);
    // Makes `call` drawn (pins it and its path, opens the cuts above it) when it is not; true when
    // that laid the tree out again.
    bool revealCall(std::int32_t call, Layouter& layouter);
    // Shows every move of `call` in place of its "+k moves" node; lays out again.
    void showAllMoves(std::int32_t call, Layouter& layouter);
    // Opens every cut between the top of the picture and `call`, and keeps each call on the way
    // among its siblings, in one layout. The picture starts at the root, or for a deep call a few
    // levels above it (topFor).
    void expandPathTo(std::int32_t call, Layouter& layouter);

private:
    // Where the picture revealing `call` starts: the root (-1) while the way is short enough, else
    // the current top while `call` stays within reach of it, else a few levels above `call`.
    std::int32_t topFor(std::int32_t call) const;
    // Where the state graph around a deep `call` starts: a caller close enough that `call`'s
    // state is within the graph's budget.
    std::int32_t stateGraphTopFor(std::int32_t call, DrawOptions options) const;
    // Drops what was opened or pinned more than two pictures' depth below the new top.
    void forgetFarBelow(DrawOptions& options) const;
    void draw(const DrawOptions& drawOptions, Layouter& layouter);
    void layOut(Layouter& layouter);
    // Draws with other options (what is opened, pinned) and lays out again.
    void redraw(const DrawOptions& options, Layouter& layouter);

    std::unique_ptr<Game> m_game;
    GameChoice m_choice;
    ParamText m_params;
    QString m_failure;
    SolveOptions m_options;
    SolveResult m_result;
    Stepper m_stepper;
    std::vector<double> m_memoHitMarks;
    Drawing m_drawing;
    LayoutResult m_layout;
    std::unique_ptr<MemoTable> m_memoTable; // on first use: its store order, read once from the trace
    std::optional<Drawing> m_dag;
    LayoutResult m_dagLayout;
};

} // namespace gt
