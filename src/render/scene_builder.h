// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Builds a run's Scene from its Drawing and a layout of it: buildScene and sceneLayoutRequest
// (scene.h) use it.

#include "scene.h"

#include <QCoreApplication>

namespace gt {

struct NodeLabel {
    QString state;
    QString value;
};

class SceneBuilder {
    Q_DECLARE_TR_FUNCTIONS(gt::Scene)

public:
    SceneBuilder(const SolvedRun& run, const Drawing& drawing, const Style& style, SceneParts parts);

    LayoutRequest layoutRequest() const;

    // The drawn way from the root to the call in focus (the studio's call being stepped), root first.
    std::vector<int> spine() const;

    Scene build(const LayoutResult& layout);

private:
    bool scoreGame() const { return m_run.game.valueMeaning() == ValueMeaning::MoverScore; }
    bool firstPlayerScore() const { return m_run.game.valueMeaning() == ValueMeaning::FirstPlayerScore; }
    // A plain recursion (a user's Fibonacci): no players, so no OR/AND shapes and no winners' colours.
    bool plain() const { return m_run.game.valueMeaning() == ValueMeaning::Plain; }
    bool returned(std::int32_t call) const { return m_drawing.returnedAtStep[std::size_t(call)]; }
    // A worksheet hides every value and whatever tells them (who-wins fills, the line of best play).
    bool worksheet() const { return m_parts.sheet == SceneParts::Sheet::Worksheet; }
    // Who wins is shown: not on a worksheet, nor while Play keeps it back (SceneParts::outcomes).
    bool outcomesShown() const { return !worksheet() && m_parts.outcomes; }

    // The label when the run is over: node sizes never depend on the step, so nothing moves.
    NodeLabel finalLabel(const DrawNode& node) const;

    // Whose view the value is, always: the prime game's values are the first player's. In the
    // DAG, "×k" when k calls reach the state.
    QString valueText(std::int32_t call, std::int32_t shared) const;

    NodeLabel elidedLabel(const DrawNode& node) const;

    QSizeF nodeSize(const DrawNode& node, const NodeLabel& label) const;

    bool showsAnswer() const;
    double addTitle(bool details, bool stepLine);

    double titleWidth() const;

    // Where a move's label goes: 70% of the way down its edge, where siblings' edges have
    // spread apart (at the middle, labels of neighbouring moves collided).
    static QPointF labelPoint(const SceneEdge& e);

    static void dashedThin(SceneEdge& e, const QColor& color, const QString& cls);

    void addEdge(int index, const LayoutResult::EdgePath& path, QPointF offset);

    QString tooltip(const DrawNode& node, std::int32_t shared) const;

    void addTexts(SceneNode& n, const NodeLabel& label, const QFont& stateFont, QColor stateColor, QColor valueColor);

    // A handout's call: the state at the top, the value (the key's, or "…" while running) where the
    // worksheet has its box.
    void addTextsAboveRoom(SceneNode& n, const NodeLabel& label);

    // "+N calls" and "+k moves": dashed grey stand-ins for what is not drawn.
    void addStandIn(
        SceneNode n, const NodeLabel& label, NodeRef ref, const QString& id, const QString& cls, const QString& tooltip);

    // The corner tag of a memo answer ("memo") or of Stone Game II's shortcut ("takes all"); its text.
    QString addBadge(SceneNode& n, const DrawNode& node) const;

    // A move the short-circuit did not try: dashed, in the skipped colour.
    void addSkipped(SceneNode n, const DrawNode& node, const NodeLabel& label);

    // A call's fill and outline by who comes out ahead (neutral on a worksheet, grey while it runs);
    // returns the value it shows, empty where a worksheet has its box.
    QString paintByOutcome(SceneNode& n, std::int32_t id, std::int32_t shared) const;

    void addNode(int index, NodeLabel label, const QRectF& box);

    std::vector<LegendItem> legendItems() const;

    const SolvedRun& m_run;
    const Trace& m_trace;
    const Drawing& m_drawing;
    const Style& m_style;
    const Palette& m_palette;
    SceneParts m_parts;
    Scene m_scene;
};

} // namespace gt
