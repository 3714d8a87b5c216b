// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/view_report.h"

#include "render/drawing.h"
#include "studio/run/studio_run.h"
#include "studio/canvas/tree_view.h"

#include <QJsonArray>

namespace gt {

namespace {
// "call" for a call; for the stand-ins, the call they hang below is given with their kind.
QString kindName(NodeRef ref)
{
    switch (ref.kind) {
    case NodeRef::Kind::Call: return QStringLiteral("call");
    case NodeRef::Kind::Cut: return QStringLiteral("cut");     // "+N calls"
    case NodeRef::Kind::Moves: return QStringLiteral("moves"); // "+k moves"
    case NodeRef::Kind::Skipped: return QStringLiteral("skipped");
    case NodeRef::Kind::State: return QStringLiteral("state"); // the state graph: its first call
    case NodeRef::Kind::None: break;
    }
    return {};
}
} // namespace

QJsonObject viewReport(const TreeView& view, const StudioRun* run)
{
    QJsonArray onScreen;
    const QRectF canvas = view.rect();
    for (const SceneNode& node : view.scene().nodes) {
        const QString kind = kindName(node.ref);
        const QRectF rect(view.sceneToWidget(node.box.topLeft()), view.sceneToWidget(node.box.bottomRight()));
        if (!kind.isEmpty() && canvas.contains(rect))
            onScreen.append(QJsonObject {{QStringLiteral("call"), node.ref.id}, {QStringLiteral("kind"), kind},
                {QStringLiteral("rect"),
                    QJsonArray {qRound(rect.x()), qRound(rect.y()), qRound(rect.width()), qRound(rect.height())}}});
    }
    QJsonArray line;
    if (run)
        for (const std::int32_t call : bestPlay(run->game(), run->trace()))
            line.append(call);
    return {
        {QStringLiteral("canvas"), QJsonArray {view.width(), view.height()}},
        {QStringLiteral("zoom"), view.zoom()},
        {QStringLiteral("nodeTextPx"), view.nodeTextPixels()},
        {QStringLiteral("wholeTreeFitPx"), view.wholeTreeFitPixels()},
        {QStringLiteral("moveTextPx"), view.moveTextPixels()},
        {QStringLiteral("nodesOnScreen"), onScreen},
        {QStringLiteral("bestLine"), line},
        {QStringLiteral("currentCall"), run ? run->stepper().currentCall() : -1},
        // What the run is: its size and its answer as the studio shows it (a program's output).
        {QStringLiteral("calls"), run ? double(run->result().stats.calls) : 0.0},
        {QStringLiteral("answer"), run ? run->game().runAnswerText(run->result().answer) : QString()},
    };
}

} // namespace gt
