// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The Graphviz adapter: boxes where they belong (no overlaps, parents above children, children
// in move order), edges from parent to child, the fast settings on big trees, threads.

#include "core/solve.h"
#include "layout/budget_layouter.h"
#include "layout/graph_attributes.h"
#include "layout/graphviz_layouter.h"
#include "layout/tidy_tree_layouter.h"
#include "support/test_helpers.h"

#include <QtTest>

#include <thread>

using namespace gt;

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void treeGeometry_data();
    void treeGeometry();
    void spineIsStraight_data();
    void spineIsStraight();
    void memoLinksDoNotChangeRanks();
    void dotHasTheFastSettings();
    void graphAttributesAreOneList();
    void emptyRequest();
    void cycleIsLaidOut();
    void concurrentLayoutsAgree();
    void tidyLayoutOfAMillionNodes();
    void budgetChoosesTheEngine();
};

namespace {
// A request for the whole trace: one box per call, sized like labels of varying length.
LayoutRequest requestFor(const Trace& trace)
{
    LayoutRequest request;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        request.nodes.emplace_back(50 + 7 * (trace.state(id) % 9), 24 + 4 * (id % 3));
    for (std::int32_t id = 1; id < trace.size(); ++id)
        request.edges.push_back({trace.parent(id), id, true});
    return request;
}

// Same-rank boxes, sorted on x, that overlap: "overlap in row y", or empty when none do.
QString overlapInRows(const LayoutResult& layout)
{
    std::map<int, std::vector<QRectF>> byRow;
    for (const QRectF& box : layout.nodes)
        byRow[qRound(box.center().y())].push_back(box);
    for (auto& [row, boxes] : byRow) {
        std::sort(boxes.begin(), boxes.end(), [](const QRectF& a, const QRectF& b) { return a.left() < b.left(); });
        for (std::size_t k = 1; k < boxes.size(); ++k)
            if (boxes[k - 1].right() > boxes[k].left() + 0.01)
                return QStringLiteral("overlap in row %1").arg(row);
    }
    return {};
}

bool near(const QRectF& box, QPointF p)
{
    return box.adjusted(-1.5, -1.5, 1.5, 1.5).contains(p);
}
} // namespace

void TestLayout::treeGeometry_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("nodes");

    for (const char* engine : {"graphviz", "tidy"}) {
        QTest::addRow("%s: prime 7, the article's tree", engine) << engine << "prime"
                                                                 << "n=7" << false << 15;
        QTest::addRow("%s: stones 10;1,4", engine) << engine << "stones"
                                                   << "n=10 moves=1,4" << true << 18;
        QTest::addRow("%s: can-i-win 4,6", engine) << engine << "can-i-win"
                                                   << "max=4 total=6" << true << 25;
        QTest::addRow("%s: stone-game-ii", engine) << engine << "stone-game-ii"
                                                   << "piles=3,1,4,1,5,9,2,6" << true << -1;
        QTest::addRow("%s: can-i-win 10,11 (344)", engine) << engine << "can-i-win"
                                                           << "max=10 total=11" << true << 344;
        QTest::addRow("%s: prime 20 memo off (2,274)", engine) << engine << "prime"
                                                               << "n=20" << false << 2274;
    }
    QTest::newRow("tidy: prime 26 memo off (23,535)") << "tidy"
                                                      << "prime"
                                                      << "n=26" << false << 23535;
    QTest::newRow("tidy: stones 10000;1, a chain 10,001 deep") << "tidy"
                                                               << "stones"
                                                               << "n=10000 moves=1" << true << 10001;
}

void TestLayout::treeGeometry()
{
    QFETCH(QString, engine);
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, nodes);
    const auto g = makeGame(game, params);
    const SolveResult run = solveTraced(*g, {memo, false});
    const Trace& trace = *run.trace;
    if (nodes >= 0)
        QCOMPARE(trace.size(), nodes);
    const LayoutRequest request = requestFor(trace);
    GraphvizLayouter graphviz;
    TidyTreeLayouter tidy;
    Layouter& layouter = engine == QStringLiteral("tidy") ? static_cast<Layouter&>(tidy) : graphviz;
    const LayoutResult layout = layouter.layout(request);
    QCOMPARE(layout.nodes.size(), request.nodes.size());
    if (engine == QStringLiteral("tidy")) {
        // Parents centred over their first and last child: the tidy tree's defining property.
        for (std::int32_t id = 0; id < trace.size(); ++id) {
            const std::vector<std::int32_t> children = trace.children(id);
            if (children.empty())
                continue;
            const double middle = (layout.nodes[std::size_t(children.front())].center().x()
                                      + layout.nodes[std::size_t(children.back())].center().x())
                / 2;
            QVERIFY(std::abs(layout.nodes[std::size_t(id)].center().x() - middle) < 0.01);
        }
    }
    QCOMPARE(layout.edges.size(), request.edges.size());

    for (std::size_t i = 0; i < layout.nodes.size(); ++i) {
        QCOMPARE(layout.nodes[i].size(), request.nodes[i]); // the requested size, fixed
        QVERIFY(layout.bounds.adjusted(-1, -1, 1, 1).contains(layout.nodes[i]));
    }
    QVERIFY2(overlapInRows(layout).isEmpty(), qPrintable(overlapInRows(layout)));
    for (std::size_t a = 0; a < layout.nodes.size() && layout.nodes.size() <= 2500; ++a)
        for (std::size_t b = a + 1; b < layout.nodes.size(); ++b)
            QVERIFY(!layout.nodes[a].intersected(layout.nodes[b]).isValid()
                || layout.nodes[a].intersected(layout.nodes[b]).width() < 0.01);

    for (std::int32_t id = 1; id < trace.size(); ++id) {
        const QRectF parent = layout.nodes[std::size_t(trace.parent(id))];
        const QRectF child = layout.nodes[std::size_t(id)];
        QVERIFY2(parent.bottom() < child.top(), "parents above children");
        QCOMPARE(child.center().y() - parent.center().y() > 0, true);
    }
    // Children left to right in move order.
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const std::vector<std::int32_t> children = trace.children(id);
        for (std::size_t k = 1; k < children.size(); ++k)
            QVERIFY(layout.nodes[std::size_t(children[k - 1])].right() <= layout.nodes[std::size_t(children[k])].left());
    }
    // Every edge starts at its parent and ends at its child.
    for (std::size_t e = 0; e < request.edges.size(); ++e) {
        const LayoutResult::EdgePath& path = layout.edges[e];
        QVERIFY(!path.pieces.empty());
        QCOMPARE((path.pieces.front().size() - 1) % 3, std::size_t(0)); // cubic bezier lists
        QVERIFY(near(layout.nodes[std::size_t(request.edges[e].from)], path.pieces.front().front()));
        QVERIFY(near(layout.nodes[std::size_t(request.edges[e].to)], path.pieces.back().back()));
    }
}

void TestLayout::spineIsStraight_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("focus"); // the call the spine leads to; -1: the last call
    for (const char* engine : {"graphviz", "tidy"}) {
        QTest::addRow("%s: can-i-win 4,6, the last call", engine) << engine << "max=4 total=6" << -1;
        QTest::addRow("%s: can-i-win 10,11, call 25", engine) << engine << "max=10 total=11" << 25;
        QTest::addRow("%s: can-i-win 10,11, the last call", engine) << engine << "max=10 total=11" << -1;
    }
}

// The way to the call in focus is one vertical line, however wide the levels around it, and the
// tree stays a tidy tree: no overlaps, children in move order.
void TestLayout::spineIsStraight()
{
    QFETCH(QString, engine);
    QFETCH(QString, params);
    QFETCH(int, focus);
    const auto g = makeGame(QStringLiteral("can-i-win"), params);
    const SolveResult run = solveTraced(*g, {true, false});
    const Trace& trace = *run.trace;
    LayoutRequest request = requestFor(trace);
    for (std::int32_t call = focus < 0 ? trace.size() - 1 : focus; call >= 0; call = trace.parent(call))
        request.spine.insert(request.spine.begin(), call);
    QVERIFY(request.spine.size() >= 3);
    GraphvizLayouter graphviz;
    TidyTreeLayouter tidy;
    Layouter& layouter = engine == QStringLiteral("tidy") ? static_cast<Layouter&>(tidy) : graphviz;
    const LayoutResult layout = layouter.layout(request);
    const double x = layout.nodes[std::size_t(request.spine.front())].center().x();
    for (const int node : request.spine)
        QVERIFY2(std::abs(layout.nodes[std::size_t(node)].center().x() - x) < 1.0,
            qPrintable(QStringLiteral("node %1 at x=%2, the root at %3")
                           .arg(node)
                           .arg(layout.nodes[std::size_t(node)].center().x())
                           .arg(x)));
    QVERIFY2(overlapInRows(layout).isEmpty(), qPrintable(overlapInRows(layout)));
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const std::vector<std::int32_t> children = trace.children(id);
        for (std::size_t k = 1; k < children.size(); ++k)
            QVERIFY(layout.nodes[std::size_t(children[k - 1])].right() <= layout.nodes[std::size_t(children[k])].left());
    }
}

void TestLayout::memoLinksDoNotChangeRanks()
{
    const auto g = makeGame(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"));
    const SolveResult run = solveTraced(*g, g->defaultOptions());
    LayoutRequest request = requestFor(*run.trace);
    GraphvizLayouter layouter;
    const LayoutResult plain = layouter.layout(request);
    int links = 0;
    for (std::int32_t id = 0; id < run.trace->size(); ++id)
        if (run.trace->memoOf(id) >= 0) {
            request.edges.push_back({id, run.trace->memoOf(id), false});
            ++links;
        }
    QCOMPARE(links, 6);
    const LayoutResult linked = layouter.layout(request);
    for (std::size_t i = 0; i < plain.nodes.size(); ++i)
        QCOMPARE(linked.nodes[i].center().y(), plain.nodes[i].center().y());
    // The links are drawn as arrows ending at the call that computed the state.
    for (std::size_t e = request.edges.size() - std::size_t(links); e < request.edges.size(); ++e) {
        QVERIFY(linked.edges[e].hasArrow);
        QVERIFY(near(linked.nodes[std::size_t(request.edges[e].to)].adjusted(-12, -12, 12, 12), linked.edges[e].arrowTip));
    }
}

void TestLayout::graphAttributesAreOneList()
{
    const auto joined = [](const std::vector<GraphAttribute>& list) {
        QString text;
        for (const GraphAttribute& a : list)
            text += QString::fromStdString(a.name + '=' + a.value + ' ');
        return text;
    };
    // The layouter's: the style's spacing in inches, four decimals; nslimit only when coarse.
    QCOMPARE(joined(graphAttributeList({38, 12, false})),
        QStringLiteral("rankdir=TB ordering=out newrank=true ranksep=0.5278 nodesep=0.1667 "));
    QCOMPARE(joined(graphAttributeList({38, 12, true})),
        QStringLiteral("rankdir=TB ordering=out newrank=true nslimit=0.05 ranksep=0.5278 nodesep=0.1667 "));
    // The .dot file's, as it has always been written.
    QCOMPARE(joined(graphAttributeList(dotFileGraphAttributes(), true)),
        QStringLiteral("rankdir=TB ordering=out newrank=true nslimit=0.05 ranksep=0.45 nodesep=0.2 "));
    QCOMPARE(QString::fromStdString(graphInches(36)), QStringLiteral("0.5000"));
}

void TestLayout::dotHasTheFastSettings()
{
    LayoutRequest request;
    for (int i = 0; i < 1500; ++i)
        request.nodes.emplace_back(40, 20);
    for (int i = 1; i < 1500; ++i)
        request.edges.push_back({(i - 1) / 3, i, true});
    GraphvizLayouter layouter;
    const QString dot = layouter.layoutDot(request);
    QVERIFY(dot.contains(QStringLiteral("newrank=true")));
    QVERIFY(dot.contains(QStringLiteral("ordering=out")));
    QVERIFY(dot.contains(QStringLiteral("nslimit=0.05"))); // only above 1000 nodes
    QCOMPARE(dot.count(QStringLiteral("->")), 1499);
    request.nodes.resize(10);
    request.edges.resize(9);
    QVERIFY(!layouter.layoutDot(request).contains(QStringLiteral("nslimit")));
}

void TestLayout::emptyRequest()
{
    GraphvizLayouter layouter;
    const LayoutResult result = layouter.layout({});
    QVERIFY(result.nodes.empty());
    QVERIFY(result.bounds.isEmpty());
}

// A state graph whose labels repeat along a path has a cycle (0 -> 1 -> 2 -> 0, as a user's
// program can make): the tidy layout breaks it and places every node, none overlapping
// (found by fuzz_picture: no root was left, and the levels were read out of range).
void TestLayout::cycleIsLaidOut()
{
    LayoutRequest request;
    request.nodes = {QSizeF(40, 20), QSizeF(40, 20), QSizeF(40, 20), QSizeF(40, 20)};
    request.edges = {{0, 1, true}, {1, 2, true}, {2, 0, true}, {1, 3, true}, {1, 3, true}};
    const LayoutResult result = TidyTreeLayouter().layout(request);
    QCOMPARE(result.nodes.size(), std::size_t(4));
    QCOMPARE(result.edges.size(), std::size_t(5));
    for (std::size_t a = 0; a < 4; ++a)
        for (std::size_t b = a + 1; b < 4; ++b)
            QVERIFY2(!result.nodes[a].intersects(result.nodes[b]), qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
    // One node of the cycle became its root, the others hang below it.
    QVERIFY(result.nodes[0].top() < result.nodes[1].top() || result.nodes[1].top() < result.nodes[0].top());
    QVERIFY(result.bounds.contains(result.nodes[3]));
}

void TestLayout::concurrentLayoutsAgree()
{
    const auto g = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=5 total=9"));
    const SolveResult run = solveTraced(*g, g->defaultOptions());
    const LayoutRequest request = requestFor(*run.trace);
    GraphvizLayouter layouter;
    const LayoutResult expected = layouter.layout(request);
    std::vector<LayoutResult> results(4);
    std::vector<std::thread> threads;
    for (LayoutResult& result : results)
        threads.emplace_back([&] { result = layouter.layout(request); });
    for (std::thread& t : threads)
        t.join();
    for (const LayoutResult& result : results)
        for (std::size_t i = 0; i < expected.nodes.size(); ++i)
            QCOMPARE(result.nodes[i], expected.nodes[i]);
}

void TestLayout::tidyLayoutOfAMillionNodes()
{
    // A complete ternary tree of 797,161 nodes and a chain: no recursion limit, every level in order.
    LayoutRequest request;
    const int levels = 13;
    int count = 0;
    std::vector<int> levelStart;
    for (int d = 0, width = 1; d < levels; ++d, width *= 3) {
        levelStart.push_back(count);
        count += width;
    }
    request.nodes.assign(std::size_t(count), QSizeF(30, 16));
    for (int d = 1; d < levels; ++d)
        for (int i = levelStart[std::size_t(d)]; i < (d + 1 < levels ? levelStart[std::size_t(d) + 1] : count); ++i)
            request.edges.push_back({levelStart[std::size_t(d) - 1] + (i - levelStart[std::size_t(d)]) / 3, i, true});
    TidyTreeLayouter tidy;
    const LayoutResult layout = tidy.layout(request);
    QCOMPARE(layout.nodes.size(), std::size_t(count));
    for (int d = 0; d < levels; ++d) {
        const int end = d + 1 < levels ? levelStart[std::size_t(d) + 1] : count;
        for (int i = levelStart[std::size_t(d)] + 1; i < end; ++i)
            QVERIFY(layout.nodes[std::size_t(i - 1)].right() <= layout.nodes[std::size_t(i)].left() + 0.01);
    }
    QCOMPARE(layout.bounds.width(), 531441 * 30.0 + 531440 * request.nodeSeparation); // the last level, packed
}

void TestLayout::budgetChoosesTheEngine()
{
    // A chain 300 deep: few nodes, but too many ranks for Graphviz's budget.
    LayoutRequest chain;
    chain.nodes.assign(300, QSizeF(30, 16));
    for (int i = 1; i < 300; ++i)
        chain.edges.push_back({i - 1, i, true});
    QCOMPARE(BudgetLayouter::rankShape(chain).ranks, std::size_t(300));
    BudgetLayouter budget(BudgetLayouter::kInteractiveGraphvizNodes);
    QVERIFY(!budget.usesGraphvizFor(chain));
    chain.nodes.resize(150);
    chain.edges.resize(149);
    QVERIFY(budget.usesGraphvizFor(chain));
    LayoutRequest wide;
    wide.nodes.assign(6000, QSizeF(30, 16));
    for (int i = 1; i < 6000; ++i)
        wide.edges.push_back({0, i, true});
    QCOMPARE(BudgetLayouter::rankShape(wide).ranks, std::size_t(2));
    QVERIFY(!budget.usesGraphvizFor(wide)); // too many nodes
    QCOMPARE(budget.layout(wide).nodes.size(), std::size_t(6000));
    // A root with 1,148 moves: few enough nodes, but one rank too wide for the studio.
    wide.nodes.resize(1149);
    wide.edges.resize(1148);
    QCOMPARE(BudgetLayouter::rankShape(wide).widest, std::size_t(1148));
    QVERIFY(budget.usesGraphvizFor(wide));
    BudgetLayouter studio(BudgetLayouter::kInteractiveGraphvizNodes, BudgetLayouter::kInteractiveGraphvizRankWidth);
    QVERIFY(!studio.usesGraphvizFor(wide));
    wide.nodes.resize(301);
    wide.edges.resize(300);
    QVERIFY(studio.usesGraphvizFor(wide));
}

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
