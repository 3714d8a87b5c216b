#include "view_report.h"

#include "render/drawing.h"
#include "studio_run.h"
#include "tree_view.h"

#include <QJsonArray>

namespace gt {

QJsonObject viewReport(const TreeView& view, const StudioRun* run)
{
    QJsonArray onScreen;
    const QRectF canvas = view.rect();
    for (const SceneNode& node : view.scene().nodes) {
        if (!node.ref.isCall())
            continue;
        const QRectF rect(view.sceneToWidget(node.box.topLeft()), view.sceneToWidget(node.box.bottomRight()));
        if (canvas.contains(rect))
            onScreen.append(QJsonObject {{"call", node.ref.id},
                {"rect", QJsonArray {qRound(rect.x()), qRound(rect.y()), qRound(rect.width()), qRound(rect.height())}}});
    }
    QJsonArray line;
    if (run)
        for (const std::int32_t call : bestPlay(run->game(), run->trace()))
            line.append(call);
    return {
        {"canvas", QJsonArray {view.width(), view.height()}},
        {"zoom", view.zoom()},
        {"nodeTextPx", view.nodeTextPixels()},
        {"nodesOnScreen", onScreen},
        {"bestLine", line},
        {"currentCall", run ? run->stepper().currentCall() : -1},
    };
}

} // namespace gt
