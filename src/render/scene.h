#pragma once

// The picture itself, in points: every shape, colour and text, ready for any backend (QPainter
// for the screen, PNG and PDF; our SVG and DOT writers). Screen and files draw the same Scene.

#include "core/game.h"
#include "core/solve_run.h"
#include "drawing.h"
#include "layout/layout_types.h"
#include "node_ref.h"
#include "style.h"

#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <vector>

namespace gt {

struct SceneText {
    QString text;
    QPointF anchor; // centre x, baseline y (or left x when `left`)
    QFont font;     // point sizes are scene units
    QColor color;
    bool left = false;
    QColor backdrop; // invalid: none; else a box of this colour behind the text
};

struct SceneNode {
    enum class Shape { Or, And, Cut, Skipped };
    Shape shape = Shape::Or;
    QRectF box;
    QColor fill;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    QColor stroke;
    double strokeWidth = 1;
    bool dashed = false;
    bool halo = false;    // inside a repeated subtree
    bool current = false; // the call running at the step
    QRectF badge;         // a tag on the top-right corner ("memo", "all"), empty when none
    QColor badgeColor;
    std::vector<SceneText> texts;
    QString tooltip;
    NodeRef ref;         // what the node stands for
    QString id;          // for files only: "call-12", "cut-12", "skip-12-3", "state-9"
    QStringList classes; // for SVG: node, or, and, first-wins, second-wins, memo, repeat, current, cut...
};

struct SceneEdge {
    std::vector<std::vector<QPointF>> pieces; // cubic bezier lists: start, then control, control, end
    bool arrow = false;
    QPointF arrowTip;
    QColor color;
    double width = 1;
    bool dashed = false;
    bool halo = false; // both ends inside a repeated subtree
    QStringList classes;
};

struct LegendEntry {
    enum class Swatch {
        Or,
        And,
        First,
        Second,
        Memo,
        TakeAll,
        Repeat,
        BestLine,
        Deciding,
        Cut,
        Current,
        Pending,
        Skipped,
        Shared
    };
    Swatch swatch;
    QRectF box; // where the swatch is drawn
    SceneText text;
};

struct LegendItem {
    LegendEntry::Swatch swatch;
    QString text;
};

// Which parts besides the tree a scene has. Files have all; the studio's view has the tree only
// and shows the legend in a panel of its own.
struct SceneParts {
    bool title = true;
    bool legend = true;
    bool titleDetails = true; // the lines under the title (options, counts, what is left out); slides leave them out
};

struct Scene {
    QRectF bounds;
    Style style;
    std::vector<SceneText> title;
    std::vector<SceneEdge> edges;
    std::vector<SceneNode> nodes;
    std::vector<SceneText> edgeLabels;
    std::vector<LegendItem> legendItems; // what the legend says, whether or not it is placed
    std::vector<LegendEntry> legend;     // the legend placed in the scene (SceneParts::legend)
    QRectF legendFrame;
    std::int32_t callsInScene = 0; // SceneNodes that stand for one call (or state)
    QSizeF page;                   // files: the page it is fitted to, in points; empty: its own size
};

// What a file shows of the scene: the bounds, widened to the page's proportions and centred when
// the scene has a page. One scene unit is pageScale() points on the page.
QRectF pageViewBox(const Scene& scene);
double pageScale(const Scene& scene);
// The page in points (the scene's own size when it has none).
QSizeF pageSize(const Scene& scene);

struct SceneInput {
    const Game& game;
    SolveOptions options;
    const SolveResult& result; // with its trace
};

// Lays the drawing out with `layouter` and styles it. Throws LayoutError.
Scene buildScene(const SceneInput& run, const Drawing& drawing, const Style& style, Layouter& layouter, SceneParts parts = {});
// The same from a layout made before: a drawing of the same run at another step has the same
// nodes, so the studio lays a run out once and only rebuilds the scene as it steps.
Scene buildScene(
    const SceneInput& run, const Drawing& drawing, const Style& style, const LayoutResult& layout, SceneParts parts = {});

// Places legend items in rows no wider than `width`, from (left, top); returns the entries and
// sets `frame` around them.
std::vector<LegendEntry> placeLegend(
    const std::vector<LegendItem>& items, const Style& style, QPointF topLeft, double width, QRectF* frame);

// The text a swatch shows inside its box ("×k" for Shared), empty for the others.
SceneText swatchText(const LegendEntry& entry, const Style& style);

// What buildScene asks the layouter for: one box per drawn node, sized to its text.
LayoutRequest sceneLayoutRequest(const SceneInput& run, const Drawing& drawing, const Style& style);

// The first line of a picture's title: the game and its parameters.
QString pictureHeading(const Game& game);

// Text metrics in scene units (points at 72 dpi), whatever the screen.
double textWidth(const QFont& font, const QString& text);

} // namespace gt
