// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Moving around the tree by clicks: selecting a call (a memo answer leads to the call that
// computed it, the state graph follows), opening a "+N calls" cut or "+k moves" in place, and going to a
// call found by Find (opening the way to it).

#include "render/node_ref.h"

#include <QObject>

#include <functional>
#include <vector>

namespace gt {

class InspectorPanel;
class SolveJob;
class StudioRun;
class TreeView;

class TreeNavigator : public QObject {
    Q_OBJECT

public:
    TreeNavigator(TreeView* tree, TreeView* stateGraph, InspectorPanel* inspector, SolveJob* job, QObject* parent);

    void setRun(StudioRun* run) { m_run = run; }
    void select(NodeRef ref);
    // Steps to where `call` has returned and shows it, opening the cuts above it.
    void goToCall(std::int32_t call) { goToCallAtLeast(call, 0); }
    // The same, at `atLeastStep` where that is later (a game played shows all its calls); with
    // `alsoShow`, the call and as many of those as fit are in view (the game's way to it), else
    // the call is centred.
    void goToCallAtLeast(std::int32_t call, std::int64_t atLeastStep, const std::vector<std::int32_t>& alsoShow = {});
    // The game played, drawn on the tree and the state graph (empty: none); with `show`, the
    // window draws it now.
    void setPlayed(std::vector<std::int32_t> calls, bool show);
    void centerOnCurrentCall();
    // Folds the selected call's children into one "+N calls" node.
    void collapseSelected();
    // Back to the levels that fit plus the line of best play.
    void showBestLineOnly();

signals:
    void notice(const QString& text, bool error);
    void redrawNeeded(); // the drawing or the step changed
    void selectionChanged();

private:
    // A "+N calls" cut or a "+k moves" node opens where it is.
    void open(NodeRef ref);
    // Changes what is drawn, lays the tree out again and keeps `keep` where it was on screen (what
    // the user looks at must not jump); a layout error becomes a notice.
    void redrawKeeping(NodeRef keep, const std::function<void()>& change);
    // Then pans the least that shows these nodes, as many as fit from the first.
    void bringIntoView(const std::vector<NodeRef>& refs);

    TreeView* m_tree;
    TreeView* m_stateGraph;
    InspectorPanel* m_inspector;
    SolveJob* m_job;
    StudioRun* m_run = nullptr;
};

} // namespace gt
