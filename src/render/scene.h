// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The picture itself, in points: every shape, colour and text, ready for any backend (QPainter
// for the screen, PNG and PDF; our SVG and DOT writers). Screen and files draw the same Scene.

#include "core/game.h"
#include "core/solve.h"
#include "drawing.h"
#include "layout/layout_types.h"
#include "node_ref.h"
#include "style.h"

#include <QFontMetricsF>
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
    bool halo = false;      // inside a repeated subtree, either copy
    bool firstCopy = false; // the halo is the first copy's (computed here, again later): paler
    bool current = false;   // the call running at the step
    bool ringed = false;    // the position a game played has reached, ringed in the played colour
    QRectF badge;           // a tag on the top-right corner ("memo", "all"), empty when none
    QColor badgeColor;
    QRectF answerBox; // a worksheet's blank box where the student writes the value; empty when none
    std::vector<SceneText> texts;
    QString tooltip;
    NodeRef ref;         // what the node stands for
    QString id;          // for files only: "call-12", "cut-12", "skip-12-3", "state-9"
    QStringList classes; // for SVG: node, or, and, first-wins, second-wins, memo, repeat, current, cut...
    int drawNode = -1;   // the Drawing's node it draws (the web page shows each from its own step)
};

struct SceneEdge {
    std::vector<std::vector<QPointF>> pieces; // cubic bezier lists: start, then control, control, end
    bool arrow = false;
    QPointF arrowTip;
    QColor color;
    double width = 1;
    bool dashed = false;
    bool halo = false;      // both ends inside a repeated subtree, either copy
    bool firstCopy = false; // of the first copy
    QStringList classes;
    // For the web page, which shows each edge from its own step: the Drawing's edge it draws, and
    // its move's label in Scene::edgeLabels (-1: none).
    int drawEdge = -1;
    int label = -1;
};

// A flat rectangle of an icicle: one call, or the calls narrower than a column at one place.
struct SceneBlock {
    QRectF box;
    QColor fill; // its alpha: how much of the box its calls fill
    Qt::BrushStyle pattern = Qt::SolidPattern;
    QColor stroke; // invalid: no outline
    double strokeWidth = 0;
    bool dashed = false;
    std::vector<SceneText> texts; // a label inside, where it fits
    QString tooltip;
    QString id; // for files: "call-12"; empty for an aggregate
    QStringList classes;
};

// A strip painted over blocks (an icicle's memo answers, base cases, repeated subtrees): no
// tooltip of its own, so that the block under it keeps answering.
struct SceneMark {
    QRectF box;
    QColor color; // with its alpha
    QString kind; // for SVG: the marks of one kind and colour are one path
};

// One piece of a legend swatch's picture: a rounded box, a line or a flat strip, in its own
// pen and brush. Every backend paints it (scene_painter.h, svg_writer.h), so a swatch is
// described once, where the legend is placed (placeLegend, legendSwatch).
struct SceneShape {
    enum class Kind {
        Box,   // a rectangle, rounded by `radius` (at most half its height)
        Line,  // from `from` to `to`, with round caps
        Strip, // a flat rectangle of `fill`, with its alpha (an icicle's strips)
    };
    Kind kind = Kind::Box;
    QRectF box;
    double radius = 0;
    QPointF from, to;                          // a Line's ends
    QColor backdrop;                           // invalid: none; else a plain box of this colour under the fill
    QColor fill;                               // invalid: none
    Qt::BrushStyle pattern = Qt::SolidPattern; // the fill's (the print palette's hatching)
    QColor stroke;                             // invalid: no outline
    double strokeWidth = 0;
    bool dashed = false;
};

struct LegendEntry {
    enum class Swatch {
        Or,
        And,
        First,
        Second,
        Tie, // a tie or a draw
        Memo,
        TakeAll,
        Repeat,
        RepeatFirst, // the first copy of a repeated subtree, in the paler yellow
        BestLine,
        Played, // the moves of a game played
        Deciding,
        Cut,
        Current,
        Pending,
        Skipped,
        Shared,
        MemoShare,   // icicle: the green strip of memo answers
        BaseShare,   // icicle: the grey strip of base cases
        RepeatShare, // icicle: the yellow strip of repeated subtrees
        Pale,        // icicle: calls narrower than a column, paler where they fill less of it
        AnswerBox,   // a worksheet's blank box for the value
    };
    Swatch swatch;
    QRectF box; // where the swatch is drawn
    SceneText text;
    // The swatch's picture, in `box`: its shapes, then its texts ("×k" for Shared).
    std::vector<SceneShape> shapes;
    std::vector<SceneText> shapeTexts;
};

struct LegendItem {
    LegendEntry::Swatch swatch;
    QString text;
};

// Which parts besides the tree a scene has. Files have all; the studio's view has the tree only
// and shows the legend in a panel of its own.
struct SceneParts {
    // A printed handout's sheets keep room in each call's node for a value written by hand: the
    // worksheet hides the values there (worksheet.h), its answer key shows them in the same place.
    enum class Sheet { Picture, Worksheet, AnswerKey };

    bool title = true;
    bool legend = true;
    bool titleDetails = true; // the lines under the title (options, counts, what is left out); slides leave them out
    bool stepLine = true;     // the title's line about the step; the web page says it in its own controls
    Sheet sheet = Sheet::Picture;
    bool answer = true; // the title's answer; a quiz keeps it back (a step before the root's return does anyway)
    // Who wins each position: the fills by winner, the values, the winning moves and the line of
    // best play. Play keeps them back until the teacher reveals them: every call is drawn as one
    // not returned yet is, neutral, with "?" for its value.
    bool outcomes = true;
};

struct Scene {
    QRectF bounds;
    Style style;
    std::vector<SceneText> title;
    std::vector<SceneEdge> edges;
    std::vector<SceneNode> nodes;
    std::vector<SceneText> edgeLabels;
    std::vector<SceneBlock> blocks;      // an icicle's rectangles
    std::vector<SceneMark> marks;        // over the blocks
    std::vector<SceneText> captions;     // beside the picture: an icicle's depths
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

struct SolvedRun {
    const Game& game;
    SolveOptions options;
    const SolveResult& result; // with its trace
};

// Lays the drawing out with `layouter` and styles it. Throws LayoutError.
Scene buildScene(const SolvedRun& run, const Drawing& drawing, const Style& style, Layouter& layouter, SceneParts parts = {});
// The same from a layout made before: a drawing of the same run at another step has the same
// nodes, so the studio lays a run out once and only rebuilds the scene as it steps.
Scene buildScene(
    const SolvedRun& run, const Drawing& drawing, const Style& style, const LayoutResult& layout, SceneParts parts = {});

// A legend swatch's size and the gap before its text, wherever a legend is placed.
constexpr double kLegendSwatchWidth = 30, kLegendSwatchHeight = 16, kLegendSwatchGap = 6;

// Places legend items in rows no wider than `width`, from (left, top); returns the entries and
// sets `frame` around them.
std::vector<LegendEntry> placeLegend(
    const std::vector<LegendItem>& items, const Style& style, QPointF topLeft, double width, QRectF* frame);

// The text a swatch shows inside its box ("×k" for Shared), empty for the others.
SceneText swatchText(const LegendEntry& entry, const Style& style);
// An entry for `swatch` drawn in `box`, with its picture (shapes and shapeTexts) and `text`.
LegendEntry legendSwatch(LegendEntry::Swatch swatch, const QRectF& box, const Style& style, SceneText text = {});
// The title every picture of a run begins with, from the top margin: the game and its parameters,
// then `lines` in smaller type. Returns where it ends.
double placeRunTitle(const SolvedRun& run, QStringList lines, const Style& style, std::vector<SceneText>* title);
// The title's first lines: the solver's switches and `view` ("memo on · call tree"), then the
// answer and counts, with the calls in repeated subtrees when there are any. Without
// `showAnswer` the answer is kept back (a step before the root returns, a quiz): a class works it
// out on the way.
QStringList runTitleLines(const SolvedRun& run, const QString& view, std::int64_t repeatedCalls, bool showAnswer = true);
// True when `step` (events done) is past the root's return, or there is no step.
bool answerKnownAt(const Trace& trace, std::optional<std::int64_t> step);
// What the title says about the recording itself (it stopped at the limit), if anything.
QStringList recordingNotes(const Trace& trace);
// A returned call's value line on its node: "= Lose · 1st loses", "= 3 · 1st ahead by 3"; a
// Grundy number computed as the mex of its moves' values, "mex{0,1,3} = 2" (a longer set cut:
// "mex{0,1,2,…} = 7").
QString nodeValueText(const Game& game, const Trace& trace, std::int32_t id);
// A Grundy number computed as the mex of its moves' values, in full: "mex{0,1,3} = 2: the
// smallest number not among its moves' values"; empty otherwise.
QString mexLine(const Game& game, const Trace& trace, std::int32_t id);
// What a returned call did, for tooltips: its value, how it got it (base case, memo answer, its
// children), and who comes out ahead from it.
QStringList callOutcomeLines(const Game& game, const Trace& trace, std::int32_t id);
// The legend's colours of who comes out ahead, in the game's own words. `pairValues`: the calls
// return pairs of scores, coloured for the player ahead.
std::vector<LegendItem> whoWinsLegend(const Game& game, bool pairValues);

// What buildScene asks the layouter for: one box per drawn node, sized to its text (and, on a
// handout's sheets, to the room for a written value).
LayoutRequest sceneLayoutRequest(const SolvedRun& run, const Drawing& drawing, const Style& style, SceneParts parts = {});

// The first line of a picture's title: the game and its parameters.
QString pictureHeading(const Game& game);

// A count as the user's language writes it ("10,485,761").
QString countText(std::int64_t n);

// Text metrics in scene units (points at 72 dpi), whatever the screen.
QFontMetricsF textMetrics(const QFont& font);
double textWidth(const QFont& font, const QString& text);

} // namespace gt
