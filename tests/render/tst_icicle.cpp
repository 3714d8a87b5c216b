// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The icicle overview's geometry: widths are subtree sizes, children tile their parent to the
// column, aggregation keeps every call counted, deep runs share bands, colours say who wins; and
// its picture: blocks on whole points of the page, tooltips, the formats it is written in.

#include "core/trace_analysis.h"
#include "render/exporter.h"
#include "render/icicle.h"
#include "render/icicle_scene.h"
#include "support/test_helpers.h"

#include <QtTest>

using namespace gt;

namespace {
// A run of a game and the icicle's size (for a scene: the page in points, and the palette).
struct IcicleCase {
    const char* game = "";
    const char* params = "";
    SolveOptions options;
    IcicleSize size;
    int columnsPerCall = 0; // when not 0: the width is this many columns per recorded call
    const char* palette = "default";
};

struct Case {
    Run run;
    Icicle icicle;
};

Case icicleOf(const IcicleCase& c)
{
    Case result {traced(QString::fromLatin1(c.game), QString::fromLatin1(c.params), c.options), {}};
    const Trace& trace = *result.run.result.trace;
    IcicleSize size = c.size;
    if (c.columnsPerCall > 0)
        size.columns = c.columnsPerCall * trace.size();
    result.icicle = computeIcicle(*result.run.game, trace, size);
    return result;
}

// The segment that draws `call`, or nullptr.
const IcicleSegment* segmentOf(const Icicle& icicle, std::int32_t call)
{
    for (const IcicleSegment& segment : icicle.segments)
        if (segment.call == call)
            return &segment;
    return nullptr;
}

constexpr SolveOptions kMemo {true, false};
constexpr SolveOptions kNoMemo {false, false};
} // namespace

Q_DECLARE_METATYPE(IcicleCase)

namespace {
void addCases(std::initializer_list<std::pair<const char*, IcicleCase>> rows)
{
    QTest::addColumn<IcicleCase>("run");
    for (const auto& [name, c] : rows)
        QTest::newRow(name) << c;
}

// Small runs of every game, with a column per call: every call is drawn.
void addSmallRuns()
{
    addCases({
        {"prime 7, the article's figure", {"prime", "n=7", kNoMemo, {0, 1000}, 1}},
        {"prime 7 memo", {"prime", "n=7", {true, true}, {0, 1000}, 1}},
        {"stones 10;1,4 memo off", {"stones", "n=10 moves=1,4", kNoMemo, {0, 1000}, 1}},
        {"stones 10;1,4", {"stones", "n=10 moves=1,4", kMemo, {0, 1000}, 1}},
        {"can-i-win 10,40", {"can-i-win", "max=10 total=40", kMemo, {0, 1000}, 1}},
        {"stone-game-ii", {"stone-game-ii", "piles=2,7,9,4,4", kNoMemo, {0, 1000}, 1}},
        {"can-i-win 5,9, 3 per call", {"can-i-win", "max=5 total=9", kNoMemo, {0, 1000}, 3}},
        {"stones 10;1,4, 2 per call", {"stones", "n=10 moves=1,4", kMemo, {0, 1000}, 2}},
    });
}

// Runs at widths and heights that do not divide them: calls narrower than a column, levels
// sharing bands.
void addSizedRuns()
{
    addCases({
        {"prime 7 in 37", {"prime", "n=7", kNoMemo, {37, 1000}}},
        {"stones 10;1,4 memo off in 20", {"stones", "n=10 moves=1,4", kNoMemo, {20, 1000}}},
        {"can-i-win 10,40 in 641", {"can-i-win", "max=10 total=40", kMemo, {641, 1000}}},
        {"can-i-win 8,30 memo off in 1000", {"can-i-win", "max=8 total=30", kNoMemo, {1000, 1000}}},
        {"stone-game-ii in 333", {"stone-game-ii", "piles=2,7,9,4,4", kMemo, {333, 1000}}},
        {"can-i-win 12,60 in 300", {"can-i-win", "max=12 total=60", kMemo, {300, 100}}},
        {"can-i-win 12,60 in 300, 4 bands", {"can-i-win", "max=12 total=60", kMemo, {300, 4}}},
        {"can-i-win 9,30 memo off in 50, 3 bands", {"can-i-win", "max=9 total=30", kNoMemo, {50, 3}}},
        {"stones 1000;1,4 in 97, 7 bands", {"stones", "n=1000 moves=1,4", kMemo, {97, 7}}},
        {"prime 9299 in 800", {"prime", "n=9299", {true, true}, {800, 40}}},
        {"one column, one band", {"can-i-win", "max=10 total=40", kMemo, {1, 1}}},
    });
}
} // namespace

class TestIcicle : public QObject {
    Q_OBJECT

private slots:
    void widthIsTheSubtreeScaled_data() { addSmallRuns(); }
    void widthIsTheSubtreeScaled();
    void childrenTileTheirParent_data() { addSizedRuns(); }
    void childrenTileTheirParent();
    void aggregationConservesCalls_data() { addSizedRuns(); }
    void aggregationConservesCalls();
    void bandsAreExactColumns_data();
    void bandsAreExactColumns();
    void deepChainSharesBands();
    void coloursAndMarksFollowTheRun_data() { addSmallRuns(); }
    void coloursAndMarksFollowTheRun();
    void aggregatesSayHowMuchTheyCover();
    void drawnCallsShowTheirOwnMarks();
    void segmentAtFindsTheColumn();
    void emptyRun();
    void sceneSitsOnWholePoints_data();
    void sceneSitsOnWholePoints();
    void exportFormats();
};

void TestIcicle::widthIsTheSubtreeScaled()
{
    QFETCH(IcicleCase, run);
    const Case c = icicleOf(run);
    const Trace& trace = *c.run.result.trace;
    const Icicle& icicle = c.icicle;
    const int columnsPerCall = run.columnsPerCall;
    QCOMPARE(icicle.levelsPerBand, 1);
    QCOMPARE(std::int64_t(icicle.segments.size()), std::int64_t(trace.size()));
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const IcicleSegment* segment = segmentOf(icicle, id);
        QVERIFY2(segment, qPrintable(QStringLiteral("call %1 is not drawn").arg(id)));
        QCOMPARE(segment->x, columnsPerCall * id);
        QCOMPARE(segment->width, columnsPerCall * trace.subtreeSize(id));
        QCOMPARE(segment->band, trace.depth(id));
        QCOMPARE(segment->counts.calls, 1LL);
        QCOMPARE(segment->span, std::int64_t(trace.subtreeSize(id)));
    }
    QCOMPARE(icicle.segments.front().width, icicle.columns); // the root spans the whole width
}

// A drawn call's own unit and its children's extents follow one another without gap or overlap
// and end at its right edge; every child at least a column wide is drawn at exactly its extent.
// (A band per level, whatever the case's height: children are then in the band below.)
void TestIcicle::childrenTileTheirParent()
{
    QFETCH(IcicleCase, run);
    run.size.maxBands = 100000;
    const Case c = icicleOf(run);
    const Trace& trace = *c.run.result.trace;
    int drawnChildren = 0;
    for (const IcicleSegment& parent : c.icicle.segments) {
        if (parent.aggregate())
            continue;
        QCOMPARE(parent.x, c.icicle.columnOf(parent.call));
        QCOMPARE(parent.x + parent.width, c.icicle.columnOf(trace.subtreeEnd(parent.call)));
        std::int32_t edge = c.icicle.columnOf(parent.call + 1);
        for (const std::int32_t child : trace.children(parent.call)) {
            QCOMPARE(c.icicle.columnOf(child), edge);
            const std::int32_t right = c.icicle.columnOf(trace.subtreeEnd(child));
            if (right > edge) {
                const IcicleSegment* drawn = segmentOf(c.icicle, child);
                QVERIFY2(drawn, qPrintable(QStringLiteral("child %1 of %2 is not drawn").arg(child).arg(parent.call)));
                QCOMPARE(drawn->x, edge);
                QCOMPARE(drawn->width, right - edge);
                QCOMPARE(drawn->band, parent.band + 1);
                ++drawnChildren;
            }
            edge = right;
        }
        QCOMPARE(edge, parent.x + parent.width);
    }
    QVERIFY(drawnChildren > 0);
}

// Each band's segments stand for exactly the calls at its depths; their marks add up too.
void TestIcicle::aggregationConservesCalls()
{
    QFETCH(IcicleCase, run);
    const Case c = icicleOf(run);
    const Trace& trace = *c.run.result.trace;
    const Icicle& icicle = c.icicle;
    QVERIFY(int(icicle.bands.size()) <= run.size.maxBands);
    std::vector<std::int64_t> calls(icicle.bands.size()), memoAnswers(icicle.bands.size()), baseCases(icicle.bands.size());
    std::int64_t deepest = 0;
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const std::size_t band = std::size_t(trace.depth(id) / icicle.levelsPerBand);
        ++calls[band];
        memoAnswers[band] += trace.outcome(id) == Outcome::Memo;
        baseCases[band] += trace.outcome(id) == Outcome::Base;
        deepest = std::max<std::int64_t>(deepest, trace.depth(id));
    }
    QCOMPARE(std::int64_t(icicle.bands.back().lastDepth), deepest);
    for (std::size_t b = 0; b < icicle.bands.size(); ++b) {
        const IcicleBand& band = icicle.bands[b];
        QCOMPARE(band.firstDepth, int(b) * icicle.levelsPerBand);
        std::int64_t sum = 0, memoSum = 0, baseSum = 0, span = 0;
        for (std::size_t s = band.begin; s < band.end; ++s) {
            sum += icicle.segments[s].counts.calls;
            memoSum += icicle.segments[s].counts.memo;
            baseSum += icicle.segments[s].counts.base;
            span += icicle.segments[s].span;
            QVERIFY(icicle.segments[s].counts.calls > 0);
        }
        QCOMPARE(band.calls, calls[b]);
        QCOMPARE(sum, calls[b]);
        QCOMPARE(memoSum, memoAnswers[b]);
        QCOMPARE(baseSum, baseCases[b]);
        QVERIFY(span <= trace.size());
    }
}

void TestIcicle::bandsAreExactColumns_data()
{
    QTest::addColumn<int>("columns");
    for (const int columns : {1, 2, 7, 100, 960, 4000})
        QTest::newRow(qPrintable(QString::number(columns))) << columns;
}

// Segments sit on whole columns, left to right without overlap, inside the width; the root
// spans all of it; there are never more segments than columns x bands.
void TestIcicle::bandsAreExactColumns()
{
    QFETCH(int, columns);
    const Case c = icicleOf({"can-i-win", "max=12 total=50", kMemo, {columns, 200}});
    const Icicle& icicle = c.icicle;
    QCOMPARE(icicle.columns, columns);
    QCOMPARE(icicle.segments.front().call, 0);
    QCOMPARE(icicle.segments.front().x, 0);
    QCOMPARE(icicle.segments.front().width, columns);
    QVERIFY(icicle.segments.size() <= std::size_t(columns) * icicle.bands.size());
    for (const IcicleBand& band : icicle.bands) {
        std::int32_t right = 0;
        for (std::size_t s = band.begin; s < band.end; ++s) {
            const IcicleSegment& segment = icicle.segments[s];
            QVERIFY(segment.x >= right);
            QVERIFY(segment.width >= 1);
            right = segment.x + segment.width;
        }
        QVERIFY(right <= columns);
    }
}

// Stones n=10000 with one move is a chain 10,001 calls deep: a hundred bands of 101 levels, each
// one segment (its shallowest call), counting the 101 calls below it.
void TestIcicle::deepChainSharesBands()
{
    const Case c = icicleOf({"stones", "n=10000 moves=1", kMemo, {900, 100}});
    const Icicle& icicle = c.icicle;
    QCOMPARE(icicle.levelsPerBand, 101);
    QCOMPARE(int(icicle.bands.size()), 100);
    QCOMPARE(int(icicle.segments.size()), 100);
    for (std::size_t b = 0; b < icicle.bands.size(); ++b) {
        const IcicleSegment& segment = icicle.segments[b];
        const std::int32_t top = std::int32_t(b) * 101; // the chain: call k is at depth k
        QCOMPARE(segment.call, top);
        QCOMPARE(segment.x, icicle.columnOf(top));
        QCOMPARE(segment.x + segment.width, 900);
        QCOMPARE(segment.counts.calls, b + 1 < icicle.bands.size() ? 101LL : 10001LL - 99 * 101);
    }
    QCOMPARE(icicle.bands.back().lastDepth, 10000);
}

// With a column per call every call is drawn: its colour is who comes out ahead from it, as in
// the tree, and its marks say memo answer, base case, inside a repeated subtree.
void TestIcicle::coloursAndMarksFollowTheRun()
{
    QFETCH(IcicleCase, run);
    const Case c = icicleOf(run);
    const Trace& trace = *c.run.result.trace;
    const Icicle& icicle = c.icicle;
    const std::vector<std::uint8_t> repeated = repeatedSubtreeMask(trace);
    bool bothWin[2] = {false, false};
    for (const IcicleSegment& segment : icicle.segments) {
        const Standing favoured = standing(*c.run.game, trace, segment.call);
        QCOMPARE(segment.favoured(), favoured);
        QCOMPARE(icicleShade(icicle, segment).favoured, favoured);
        bothWin[int(favoured)] = true;
        QCOMPARE(segment.counts.calls, 1LL);
        QCOMPARE(segment.counts.memo, trace.outcome(segment.call) == Outcome::Memo ? 1LL : 0LL);
        QCOMPARE(segment.counts.base, trace.outcome(segment.call) == Outcome::Base ? 1LL : 0LL);
        QCOMPARE(segment.counts.repeated, repeated[std::size_t(segment.call)] == RepeatMark::Repeat ? 1LL : 0LL);
        QCOMPARE(icicleShade(icicle, segment).memo, segment.counts.memo ? 8 : 0);
    }
    QVERIFY(bothWin[0] && bothWin[1]);
}

// An aggregate's coverage is the share of its columns its calls' subtrees fill, and its colour
// the player ahead in most of that width.
void TestIcicle::aggregatesSayHowMuchTheyCover()
{
    const Case c = icicleOf({"can-i-win", "max=12 total=60", kMemo, {200, 100}});
    const Icicle& icicle = c.icicle;
    int aggregates = 0;
    for (const IcicleSegment& segment : icicle.segments) {
        const double coverage = icicle.coverage(segment);
        QVERIFY(coverage > 0 && coverage <= 1);
        if (!segment.aggregate()) {
            QCOMPARE(coverage, 1.0);
            continue;
        }
        ++aggregates;
        QCOMPARE(coverage, double(segment.span) * icicle.columns / (double(icicle.positions) * segment.width));
        QCOMPARE(icicleShade(icicle, segment).coverage, int(std::ceil(8 * coverage - 1e-9)));
        QCOMPARE(segment.favoured() == Standing::First, 2 * segment.firstSpan >= segment.span);
        QVERIFY(segment.firstCall >= 0);
        QCOMPARE(segment.band, c.run.result.trace->depth(segment.firstCall));
    }
    QVERIFY(aggregates > 100);
}

// Calls narrower than a column just before a drawn call in its first column count in its
// segment, yet its marks are its own: a memo answer before a big sibling does not mark the sibling.
void TestIcicle::drawnCallsShowTheirOwnMarks()
{
    const Case c = icicleOf({"can-i-win", "max=12 total=60", kMemo, {300, 100}});
    const Trace& trace = *c.run.result.trace;
    int absorbing = 0;
    for (const IcicleSegment& segment : c.icicle.segments) {
        if (segment.aggregate()) {
            QCOMPARE(segment.absorbed.calls, 0LL);
            continue;
        }
        absorbing += segment.absorbed.calls > 0;
        QCOMPARE(segment.counts.calls - segment.absorbed.calls, 1LL);
        QCOMPARE(icicleShade(c.icicle, segment).memo, trace.outcome(segment.call) == Outcome::Memo ? 8 : 0);
        QCOMPARE(icicleShade(c.icicle, segment).base, trace.outcome(segment.call) == Outcome::Base ? 8 : 0);
    }
    QVERIFY(absorbing > 0);
}

void TestIcicle::segmentAtFindsTheColumn()
{
    const Case c = icicleOf({"prime", "n=7", kNoMemo, {30, 10}});
    const Icicle& icicle = c.icicle;
    QCOMPARE(icicle.segmentAt(0, 0), 0);
    QCOMPARE(icicle.segmentAt(0, 29), 0);
    QCOMPARE(icicle.segmentAt(0, 30), -1);
    QCOMPARE(icicle.segmentAt(-1, 3), -1);
    QCOMPARE(icicle.segmentAt(int(icicle.bands.size()), 3), -1);
    for (std::size_t s = 0; s < icicle.segments.size(); ++s) {
        const IcicleSegment& segment = icicle.segments[s];
        QCOMPARE(icicle.segmentAt(segment.band, segment.x), int(s));
        QCOMPARE(icicle.segmentAt(segment.band, segment.x + segment.width - 1), int(s));
    }
    QCOMPARE(icicle.segmentAt(1, 0), -1); // under the root's own unit: no call at depth 1
}

void TestIcicle::emptyRun()
{
    const Case c = icicleOf({"can-i-win", "max=10 total=0", kMemo, {100, 10}});
    QVERIFY(c.run.result.trace->empty());
    QVERIFY(c.icicle.bands.empty());
    QVERIFY(c.icicle.segments.empty());
}

void TestIcicle::sceneSitsOnWholePoints_data()
{
    addCases({
        {"can-i-win 12,60 on a slide", {"can-i-win", "max=12 total=60", kMemo, {960, 540}}},
        {"prime 7 memo off, print, a4", {"prime", "n=7", kNoMemo, {842, 595}, 0, "print"}},
        {"stones 2000;1 contrast, deep", {"stones", "n=2000 moves=1", kMemo, {960, 540}, 0, "contrast"}},
    });
}

// The scene is the page; every block sits on whole points inside it, below the title and above
// the legend, where the placement says its segment is; a call's block names the call and its
// subtree, an aggregate its count.
void TestIcicle::sceneSitsOnWholePoints()
{
    QFETCH(IcicleCase, run);
    const QSizeF page(run.size.columns, run.size.maxBands);
    const Run r = traced(QString::fromLatin1(run.game), QString::fromLatin1(run.params), run.options);
    IciclePlacement placement;
    const Scene scene = buildIcicleScene({*r.game, run.options, r.result},
        Style::forPalette(*paletteById(QString::fromLatin1(run.palette))), page, {}, &placement);
    QCOMPARE(scene.blocks.size(), placement.icicle.segments.size()); // a block per segment, in order
    QCOMPARE(scene.bounds, QRectF(QPointF(), page));
    QCOMPARE(pageScale(scene), 1.0);
    QVERIFY(!scene.title.empty() && !scene.legend.empty());
    int calls = 0;
    for (const SceneBlock& block : scene.blocks) {
        const QRectF& b = block.box;
        QCOMPARE(b.left(), std::round(b.left()));
        QCOMPARE(b.width(), std::round(b.width()));
        QCOMPARE(b.top(), std::round(b.top()));
        QVERIFY(QRectF(QPointF(), page).contains(b));
        QVERIFY(b.top() > scene.title.back().anchor.y());
        QVERIFY(b.bottom() < scene.legendFrame.top());
        const int index = int(&block - scene.blocks.data());
        QCOMPARE(placement.segmentAt(b.center()), index);
        if (block.classes.contains(QStringLiteral("call"))) {
            ++calls;
            const std::int32_t id = block.id.mid(5).toInt();
            QCOMPARE(placement.icicle.segments[std::size_t(index)].call, id);
            QCOMPARE(placement.boxOf(*r.result.trace, id), b);
            QVERIFY(block.tooltip.startsWith(r.game->stateLabel(r.result.trace->state(id))));
            QVERIFY(block.tooltip.contains(
                QStringLiteral("%1 calls in its subtree").arg(QLocale().toString(r.result.trace->subtreeSize(id)))));
        } else {
            QVERIFY2(
                QRegularExpression(QStringLiteral("^[0-9,]+ calls")).match(block.tooltip).hasMatch(), qPrintable(block.tooltip));
        }
    }
    QCOMPARE(calls, scene.callsInScene);
    QVERIFY(calls > 0);
}

// SVG, PNG and PDF are written from the same scene; DOT is refused with the reason.
void TestIcicle::exportFormats()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const Scene scene = buildIcicleScene(
        {*run.game, {true, false}, run.result}, Style::forPalette(*paletteById(QStringLiteral("default"))), {});
    QCOMPARE(scene.page, QSizeF(960, 540));
    QVERIFY(exportBytes(scene, {}, *run.game, ExportFormat::Svg).contains("<title>n=9"));
    QVERIFY(exportBytes(scene, {}, *run.game, ExportFormat::Png).startsWith("\x89PNG"));
    QVERIFY(exportBytes(scene, {}, *run.game, ExportFormat::Pdf).startsWith("%PDF"));
    try {
        exportBytes(scene, {}, *run.game, ExportFormat::Dot);
        QFAIL("DOT was written");
    } catch (const ExportError& error) {
        QCOMPARE(error.message(), QStringLiteral("an icicle has no graph to write as DOT; use .svg, .png or .pdf"));
    }
}

QTEST_MAIN(TestIcicle)
#include "tst_icicle.moc"
