// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// What is drawn and what is written: the drawing (cut, step, DAG), the scene's marks, and the
// exported SVG, PNG, PDF and DOT files, checked by reading them back.

#include "core/solve.h"
#include "core/trace_analysis.h"
#include "layout/graphviz_layouter.h"
#include "render/dot_writer.h"
#include "render/exporter.h"
#include "render/page_fit.h"
#include "render/scene_painter.h"
#include "render/slide_deck.h"
#include "render/svg_writer.h"
#include "support/scripted_game.h"
#include "support/test_helpers.h"

#include <QDomDocument>
#include <QFontMetricsF>

#include <map>
#include <set>
#include <tuple>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void articleFigureSvg();
    void nodeValuesSayWhoseView_data();
    void nodeValuesSayWhoseView();
    void svgMarks_data();
    void svgMarks();
    void stepShowsOnlyWhatHappened();
    void badgesKeepOffMoveLabels_data();
    void badgesKeepOffMoveLabels();
    void cutsCountInNumber();
    void dagHasOneNodePerState();
    void stateGraphAtAStep_data();
    void stateGraphAtAStep();
    void stateGraphEdgesAreMoves_data();
    void stateGraphEdgesAreMoves();
    void bigTreesAreCut();
    void skippedMovesFollowTriedOnes();
    void siblingElisionKeepsTheStory_data();
    void siblingElisionKeepsTheStory();
    void elisionAccountsForEveryCall();
    void picturesFitASlide_data();
    void picturesFitASlide();
    void slidesShareOnePage();
    void slidesDrawASmallTreeWhole();
    void slidesAboutDeepCallsShowThem();
    void theLineOfBestPlayStandsOut();
    void movesWithoutWordsLeaveTheLineWhole();
    void theGamePlayedStandsOut();
    void playedCallsStayDrawn();
    void outcomesCanBeKeptBack();
    void aFanOfEdgesPaintsAsDrawnWhole();
    void expandAndCollapseKeepTheTreeConsistent();
    void rebuildingEqualsDrawingAfresh_data();
    void rebuildingEqualsDrawingAfresh();
    void everyFormatRenders_data();
    void everyFormatRenders();
    void palettes();
    void programValuesReadAndColour_data();
    void programValuesReadAndColour();
    void tiesHaveTheirOwnColourAndLegend();
    void everySwatchIsShapesInItsBox();
    void badExports();
    void hugeDrawingsNeedForce();

private:
    struct Picture {
        std::unique_ptr<Game> game;
        SolveOptions options;
        SolveResult result;
        Drawing drawing;
        Scene scene;
    };
    Picture draw(const QString& game, const QString& params, SolveOptions options, DrawOptions drawOptions = {},
        const QString& palette = QStringLiteral("default"));
    GraphvizLayouter m_layouter;
};

TestExport::Picture TestExport::draw(
    const QString& game, const QString& params, SolveOptions options, DrawOptions drawOptions, const QString& palette)
{
    Picture p;
    p.game = makeGame(game, params);
    p.options = options;
    p.result = solveTraced(*p.game, options);
    p.drawing = buildDrawing(*p.game, *p.result.trace, drawOptions);
    p.scene = buildScene({*p.game, options, p.result}, p.drawing, Style::forPalette(*paletteById(palette)), m_layouter);
    return p;
}

namespace {
struct SvgSummary {
    QMap<QString, int> classCount; // class name -> node groups carrying it
    int nodeGroups = 0;
    int nodesWithTitle = 0;
    QStringList texts;
    QString titleText;
    QString legendText;
    QStringList moveLabels; // the texts on edges
    int memoLinks = 0;
    int pathsInText = 0;
};

SvgSummary readSvg(const QByteArray& svg)
{
    QDomDocument doc;
    const auto parsed = doc.setContent(svg);
    SvgSummary summary;
    if (!parsed)
        return summary;
    const QDomNodeList groups = doc.elementsByTagName(QStringLiteral("g"));
    for (int i = 0; i < groups.size(); ++i) {
        const QDomElement g = groups.at(i).toElement();
        const QStringList classes = g.attribute(QStringLiteral("class")).split(u' ', Qt::SkipEmptyParts);
        if (classes.contains(QStringLiteral("node"))) {
            ++summary.nodeGroups;
            for (const QString& c : classes)
                ++summary.classCount[c];
            summary.nodesWithTitle += !g.firstChildElement(QStringLiteral("title")).text().isEmpty();
        }
        if (classes.contains(QStringLiteral("memo-link")))
            ++summary.memoLinks;
        if (classes.contains(QStringLiteral("title")))
            summary.titleText = g.text();
        if (classes.contains(QStringLiteral("legend")))
            summary.legendText = g.text();
        if (classes.contains(QStringLiteral("moves")))
            for (QDomElement t = g.firstChildElement(QStringLiteral("text")); !t.isNull();
                 t = t.nextSiblingElement(QStringLiteral("text")))
                summary.moveLabels << t.text();
    }
    const QDomNodeList texts = doc.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < texts.size(); ++i)
        summary.texts << texts.at(i).toElement().text();
    return summary;
}

int countFirstFavoured(const Game& game, const Trace& trace)
{
    int n = 0;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        n += favouredPlayer(game, trace, id) == Player::First;
    return n;
}
} // namespace

void TestExport::articleFigureSvg()
{
    // gametree export prime --n 7 --memo off --short-circuit off -o prime7.svg
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    const QByteArray svg = sceneToSvg(p.scene);
    QDomDocument doc;
    QVERIFY(bool(doc.setContent(svg)));
    QCOMPARE(doc.documentElement().tagName(), QStringLiteral("svg"));
    QCOMPARE(doc.documentElement().attribute(QStringLiteral("version")), QStringLiteral("1.1"));

    const SvgSummary s = readSvg(svg);
    QCOMPARE(s.classCount.value(QStringLiteral("call")), 15);  // one group per recorded call
    QCOMPARE(s.nodesWithTitle, 15);                            // each with a tooltip
    QCOMPARE(s.classCount.value(QStringLiteral("repeat")), 2); // N=2 (first player) again, and its child
    // The article marks both copies: #6 and #7 where N=2 is first computed, #10 and #11 again.
    QCOMPARE(s.classCount.value(QStringLiteral("repeat-first")), 2);
    QCOMPARE(repeatedSubtreeMask(*p.result.trace), (std::vector<std::uint8_t> {0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 1, 1, 0, 0, 0}));
    QStringList haloFills; // the repeats' yellow, and halfway to the white background for the first copy
    const QDomNodeList groups = doc.elementsByTagName(QStringLiteral("g"));
    for (int g = 0; g < groups.size(); ++g)
        if (groups.at(g).toElement().attribute(QStringLiteral("class")) == QStringLiteral("repeats"))
            for (QDomElement r = groups.at(g).firstChildElement(QStringLiteral("rect")); !r.isNull();
                 r = r.nextSiblingElement(QStringLiteral("rect")))
                haloFills << r.attribute(QStringLiteral("fill"));
    QCOMPARE(haloFills,
        (QStringList {
            QStringLiteral("#ffefa6"), QStringLiteral("#ffefa6"), QStringLiteral("#ffe04d"), QStringLiteral("#ffe04d")}));
    QVERIFY(s.legendText.contains(QStringLiteral("first computed here: the same subtree is computed again later")));
    QCOMPARE(s.classCount.value(QStringLiteral("memo")), 0);
    QCOMPARE(s.classCount.value(QStringLiteral("first-wins")), 5); // the article's pink positions
    QCOMPARE(s.classCount.value(QStringLiteral("first-wins")), countFirstFavoured(*p.game, *p.result.trace));
    QCOMPARE(s.classCount.value(QStringLiteral("second-wins")), 10);
    QCOMPARE(s.classCount.value(QStringLiteral("or")), 7); // first player to move
    QCOMPARE(s.classCount.value(QStringLiteral("and")), 8);
    QVERIFY(s.titleText.contains(QStringLiteral("Prime Number Game (yukicoder No.7)")));
    QVERIFY(s.titleText.contains(QStringLiteral("answer: Win · 15 calls · 0 memo hits · 2 calls (13%) in repeated subtrees")));
    QVERIFY(s.legendText.contains(QStringLiteral("first player wins")));
    QVERIFY(s.legendText.contains(QStringLiteral("repeated subtree")));
    QVERIFY(s.texts.contains(QStringLiteral("N=7, first player"))); // text as text
    QVERIFY(s.texts.contains(QStringLiteral("= Win · 1st wins")));
    QVERIFY(s.texts.contains(QStringLiteral("\u22125"))); // the move labels on edges
    QVERIFY(svg.contains(
        "<title>N=2, first player\nfirst player to move (OR)\ncall #10 · depth 2\nreached by: subtract 3\n"
        "returns Lose · first player loses\ncomputed from its children: 1 moves tried\nrepeats call #6 (same state)"));
}

// The node's value line and tooltip say whose view the value is (a bare "= Lose" on a second
// player's node was read as that player losing).
void TestExport::nodeValuesSayWhoseView_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("call");
    QTest::addColumn<QString>("valueLine");
    QTest::addColumn<QString>("tooltipLine");

    QTest::newRow("prime #1: N=0, second player to move") << "prime"
                                                          << "n=7" << false << 1 << "= Lose · 1st loses"
                                                          << "returns Lose · first player loses";
    QTest::newRow("can-i-win #11: second player to move wins") << "can-i-win"
                                                               << "max=4 total=6" << true << 11 << "= true · 2nd wins"
                                                               << "returns true · second player (to move) wins";
    QTest::newRow("stones root") << "stones"
                                 << "n=10 moves=1,4" << true << 0 << "= 5 · 1st gets 5"
                                 << "returns 5 · first player (to move) gets 5";
}

void TestExport::nodeValuesSayWhoseView()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, call);
    QFETCH(QString, valueLine);
    QFETCH(QString, tooltipLine);
    const Picture p = draw(game, params, {memo, false});
    const auto node = std::find_if(
        p.scene.nodes.begin(), p.scene.nodes.end(), [&](const SceneNode& n) { return n.ref == NodeRef::call(call); });
    QVERIFY(node != p.scene.nodes.end());
    QStringList texts;
    for (const SceneText& t : node->texts)
        texts << t.text;
    QVERIFY2(texts.contains(valueLine), qPrintable(texts.join(u'|')));
    QVERIFY2(node->tooltip.split(u'\n').contains(tooltipLine), qPrintable(node->tooltip));
    // The text fits its node: nothing is clipped (measured as the scene does, a point a unit).
    QImage pointDevice(1, 1, QImage::Format_ARGB32);
    pointDevice.setDotsPerMeterX(2835);
    pointDevice.setDotsPerMeterY(2835);
    for (const SceneText& t : node->texts)
        QVERIFY2(QFontMetricsF(t.font, &pointDevice).horizontalAdvance(t.text) <= node->box.width(), qPrintable(t.text));
}

void TestExport::svgMarks_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("memoNodes");
    QTest::addColumn<int>("memoLinks");
    QTest::addColumn<int>("takeAll");
    QTest::addColumn<QString>("legend");

    QTest::newRow("stones") << "stones"
                            << "n=10 moves=1,4" << true << 18 << 6 << 6 << 0 << "first player gets at least half";
    QTest::newRow("can-i-win") << "can-i-win"
                               << "max=10 total=11" << true << 344 << 45 << 45 << 0 << "first player wins";
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << true << 9 << 0 << 0 << 4 << "takes them all";
    QTest::newRow("prime 9299, depth 1") << "prime"
                                         << "n=9299" << true << -1 << -1 << -1 << 0 << "subtree not drawn";
}

void TestExport::svgMarks()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, calls);
    QFETCH(int, memoNodes);
    QFETCH(int, memoLinks);
    QFETCH(int, takeAll);
    QFETCH(QString, legend);
    DrawOptions options;
    if (game == QStringLiteral("prime"))
        options.maxDepth = 1;
    const Picture p = draw(game, params, {memo, game == QStringLiteral("prime")}, options);
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    if (calls >= 0)
        QCOMPARE(s.classCount.value(QStringLiteral("call")), calls);
    if (memoNodes >= 0)
        QCOMPARE(s.classCount.value(QStringLiteral("memo")), memoNodes);
    if (memoLinks >= 0)
        QCOMPARE(s.memoLinks, memoLinks);
    QCOMPARE(s.classCount.value(QStringLiteral("take-all")), takeAll);
    QVERIFY2(s.legendText.contains(legend), qPrintable(s.legendText));
    QCOMPARE(s.nodesWithTitle, s.nodeGroups);
}

void TestExport::badgesKeepOffMoveLabels_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("badges");
    QTest::addRow("can-i-win 4 6") << "can-i-win"
                                   << "max=4 total=6" << 4;
    QTest::addRow("can-i-win 5 9") << "can-i-win"
                                   << "max=5 total=9" << -1;
    QTest::addRow("stone-game-ii article") << "stone-game-ii"
                                           << "piles=2,7,9,4,4" << -1;
    QTest::addRow("stones 10") << "stones"
                               << "n=10 moves=1,4" << -1;
}

// "memo" and "takes all" sit on a node's bottom corner: a leaf's, so no line leaves there, while
// the label of the move coming in sits above the node ("mem+1" was both on one spot).
void TestExport::badgesKeepOffMoveLabels()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(int, badges);
    const Picture p = draw(game, params, {true, false});
    int seen = 0;
    for (const SceneNode& node : p.scene.nodes) {
        if (node.badge.isEmpty())
            continue;
        ++seen;
        QVERIFY(node.badge.center().y() > node.box.center().y());
        for (const SceneText& label : p.scene.edgeLabels)
            QVERIFY2(!backdropRect(label).intersects(node.badge),
                qPrintable(QStringLiteral("%1 on %2").arg(label.text, node.tooltip.section(u'\n', 0, 0))));
    }
    QVERIFY(seen > 0);
    if (badges >= 0)
        QCOMPARE(seen, badges);
}

// Prime 7 without memo or short-circuit, one level deep: the cuts stand for #3; #5..#7; #9..#14.
void TestExport::cutsCountInNumber()
{
    DrawOptions options;
    options.maxDepth = 1;
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, options);
    QStringList cuts;
    for (const SceneNode& node : p.scene.nodes)
        if (node.ref.isCut())
            cuts << node.texts.at(0).text;
    QCOMPARE(cuts, (QStringList {QStringLiteral("+1 call"), QStringLiteral("+3 calls"), QStringLiteral("+6 calls")}));
}

void TestExport::stepShowsOnlyWhatHappened()
{
    DrawOptions options;
    options.step = 12; // prime 7 without memo: event 12 enters call #7 (N=0, second player)
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, options);
    QCOMPARE(p.drawing.current, 7);
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    QCOMPARE(s.classCount.value(QStringLiteral("call")), 8); // calls #0..#7 entered
    QCOMPARE(s.classCount.value(QStringLiteral("current")), 1);
    QCOMPARE(s.classCount.value(QStringLiteral("pending")), 4); // #0, #4, #6 and #7 have not returned
    QCOMPARE(s.classCount.value(QStringLiteral("first-wins")) + s.classCount.value(QStringLiteral("second-wins")), 4);
    QVERIFY(s.titleText.contains(QStringLiteral("step 12 of 30: call #7 starts: N=0, second player")));
    QVERIFY(s.legendText.contains(QStringLiteral("current call")));
    // The root has not returned: the title keeps the answer back (a class works it out).
    QVERIFY2(
        s.titleText.contains(QStringLiteral("answer: when the root returns · 15 calls · 0 memo hits")), qPrintable(s.titleText));
    QVERIFY(!s.titleText.contains(QStringLiteral("answer: Win")));

    // Nodes stay where the last step puts them: a step only hides, it never moves.
    DrawOptions last;
    last.step = 30;
    const Picture end = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, last);
    QCOMPARE(end.scene.nodes.size(), std::size_t(15));
    QVERIFY(readSvg(sceneToSvg(end.scene))
                .titleText.contains(QStringLiteral("answer: Win · 15 calls"))); // step 30: the root's return
    for (const SceneNode& node : p.scene.nodes) {
        const auto same
            = std::find_if(end.scene.nodes.begin(), end.scene.nodes.end(), [&](const SceneNode& n) { return n.id == node.id; });
        QVERIFY(same != end.scene.nodes.end());
        QCOMPARE(same->box, node.box);
    }

    // Past the end is refused with the allowed range.
    options.step = 31;
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, buildDrawing(*p.game, *p.result.trace, options));
}

void TestExport::dagHasOneNodePerState()
{
    DrawOptions options;
    options.view = DrawOptions::View::Dag;
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, options);
    QCOMPARE(qint64(p.drawing.nodes.size()), p.result.stats.distinctStates); // 10 states
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    QCOMPARE(s.classCount.value(QStringLiteral("call")), 10);
    QCOMPARE(s.classCount.value(QStringLiteral("repeat")), 0);
    // Memo answers become edges into the shared node: as many edges as distinct (state, state) moves.
    const Picture memo = draw(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false}, options);
    QCOMPARE(memo.drawing.nodes.size(), std::size_t(11));
    QCOMPARE(memo.drawing.edges.size(), std::size_t(17)); // every call but the root adds its move
}

void TestExport::stateGraphAtAStep_data()
{
    QTest::addColumn<qint64>("step");
    QTest::addColumn<QStringList>("states"); // drawn, in the order the run first reaches them
    QTest::addColumn<QString>("current");    // the state of the call running now, ringed
    QTest::addColumn<int>("edges");
    QTest::addColumn<QStringList>("shared"); // states reached by two calls so far, shown "×2"
    // stones (10; 1,4), memo on: n=10 down to n=0 removing 1 (calls 0-10), then each n=k+4
    // tries n=k: call 11 reaches n=0 again (a base case), calls 12-17 are memo answers.
    const QStringList all {QStringLiteral("n=10"), QStringLiteral("n=9"), QStringLiteral("n=8"), QStringLiteral("n=7"),
        QStringLiteral("n=6"), QStringLiteral("n=5"), QStringLiteral("n=4"), QStringLiteral("n=3"), QStringLiteral("n=2"),
        QStringLiteral("n=1"), QStringLiteral("n=0")};
    QTest::newRow("step 1: the root entered")
        << qint64(1) << QStringList {QStringLiteral("n=10")} << "n=10" << 0 << QStringList();
    QTest::newRow("step 5: n=6 entered") << qint64(5) << all.mid(0, 5) << "n=6" << 4 << QStringList();
    QTest::newRow("step 12: n=0 returned") << qint64(12) << all << "n=1" << 10 << QStringList();
    QTest::newRow("step 16: n=4 removes 4, n=0 again") << qint64(16) << all << "n=0" << 11 << QStringList {QStringLiteral("n=0")};
    QTest::newRow("step 20: a memo answer for n=1 returned")
        << qint64(20) << all << "n=5" << 12 << QStringList {QStringLiteral("n=1"), QStringLiteral("n=0")};
    QTest::newRow("step 36: the end") << qint64(36) << all << "" << 17
                                      << QStringList {QStringLiteral("n=6"), QStringLiteral("n=5"), QStringLiteral("n=4"),
                                             QStringLiteral("n=3"), QStringLiteral("n=2"), QStringLiteral("n=1"),
                                             QStringLiteral("n=0")};
}

// The state graph shows what the run has reached at the step, as the tree hides calls not entered.
void TestExport::stateGraphAtAStep()
{
    QFETCH(qint64, step);
    QFETCH(QStringList, states);
    QFETCH(QString, current);
    QFETCH(int, edges);
    QFETCH(QStringList, shared);
    DrawOptions options;
    options.view = DrawOptions::View::Dag;
    options.step = step;
    const Picture p = draw(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false}, options);
    QStringList drawn, sharedNow, ringed;
    for (const SceneNode& n : p.scene.nodes) {
        drawn << n.texts.front().text;
        if (n.current)
            ringed << n.texts.front().text;
        if (n.classes.contains(QStringLiteral("shared"))) {
            sharedNow << n.texts.front().text;
            QVERIFY2(n.texts.at(1).text.endsWith(QStringLiteral("×2")), qPrintable(n.texts.at(1).text));
        }
        QCOMPARE(n.ref.kind, NodeRef::Kind::State);
    }
    QCOMPARE(drawn, states);
    QCOMPARE(ringed, current.isEmpty() ? QStringList() : QStringList {current});
    QCOMPARE(sharedNow, shared);
    QCOMPARE(int(p.scene.edges.size()), edges);
    // Every edge drawn says its move; the legend explains "×k" when a node shows it.
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    QCOMPARE(s.moveLabels.size(), edges);
    QCOMPARE(s.classCount.value(QStringLiteral("current")), ringed.size());
    QCOMPARE(s.legendText.contains(QStringLiteral("×k: a state reached by k calls")), !shared.isEmpty());
}

void TestExport::stateGraphEdgesAreMoves_data()
{
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("calls");
    QTest::addColumn<QStringList>("marks"); // "×k" on n=6 down to n=0
    // With the memo off the run makes 49 calls, yet each state's moves are drawn once.
    QTest::newRow("memo on") << true << 18
                             << QStringList {QStringLiteral("×2"), QStringLiteral("×2"), QStringLiteral("×2"),
                                    QStringLiteral("×2"), QStringLiteral("×2"), QStringLiteral("×2"), QStringLiteral("×2")};
    QTest::newRow("memo off") << false << 49
                              << QStringList {QStringLiteral("×2"), QStringLiteral("×3"), QStringLiteral("×4"),
                                     QStringLiteral("×5"), QStringLiteral("×7"), QStringLiteral("×10"), QStringLiteral("×14")};
}

// One edge per move from a state, however many calls make it, labelled in SVG and DOT.
void TestExport::stateGraphEdgesAreMoves()
{
    QFETCH(bool, memo);
    QFETCH(int, calls);
    QFETCH(QStringList, marks);
    DrawOptions options;
    options.view = DrawOptions::View::Dag;
    const Picture p = draw(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {memo, false}, options);
    QCOMPARE(p.drawing.nodes.size(), std::size_t(11));
    int reached = 0;
    for (const DrawNode& n : p.drawing.nodes)
        reached += n.sharedBy;
    QCOMPARE(reached, calls); // every call reaches one state
    QStringList shown;
    for (const SceneNode& n : p.scene.nodes)
        if (const qsizetype at = n.texts.at(1).text.indexOf(u'×'); at >= 0)
            shown << n.texts.at(1).text.mid(at);
    QCOMPARE(shown, marks);
    // n=1..10 remove 1, n=4..10 remove 4.
    QCOMPARE(p.drawing.edges.size(), std::size_t(17));
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    QCOMPARE(s.moveLabels.count(p.game->moveShortLabel(1)), 10);
    QCOMPARE(s.moveLabels.count(p.game->moveShortLabel(4)), 7);
    QVERIFY(s.legendText.contains(QStringLiteral("×k: a state reached by k calls")));
    const QString dot = QString::fromUtf8(exportBytes(p.scene, p.drawing, *p.game, ExportFormat::Dot));
    QCOMPARE(dot.count(QStringLiteral("label=\"%1\"").arg(p.game->moveLabel(1))), 10);
    QCOMPARE(dot.count(QStringLiteral("label=\"%1\"").arg(p.game->moveLabel(4))), 7);
    QCOMPARE(dot.count(QStringLiteral("×")), marks.size());
}

void TestExport::bigTreesAreCut()
{
    DrawOptions options;
    options.maxNodes = 200;
    const Picture p = draw(QStringLiteral("can-i-win"), QStringLiteral("max=10 total=11"), {false, false}, options);
    int cuts = 0;
    std::int64_t hidden = 0;
    for (const DrawNode& n : p.drawing.nodes)
        if (n.kind == DrawNode::Kind::Cut) {
            ++cuts;
            hidden += n.hiddenCalls;
        }
    QVERIFY(cuts > 0);
    QVERIFY(int(p.drawing.nodes.size()) <= 200);
    QCOMPARE(p.drawing.callsDrawn + hidden, qint64(p.result.trace->size())); // every call drawn or counted
    const SvgSummary s = readSvg(sceneToSvg(p.scene));
    QCOMPARE(s.classCount.value(QStringLiteral("cut")), cuts);
    QVERIFY(s.titleText.contains(QStringLiteral("each “+N calls” node stands for a subtree")));
    QVERIFY(s.texts.filter(QRegularExpression(QStringLiteral("^\\+[0-9,]+ calls$"))).size() == cuts);
}

void TestExport::siblingElisionKeepsTheStory_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("maxChildren");
    QTest::addColumn<int>("keptAtRoot");
    QTest::addColumn<int>("elidedAtRoot");
    // Can I Win (10, 11) is lost at the root: no deciding move, the first four are kept.
    QTest::newRow("can-i-win root, 4") << "can-i-win"
                                       << "max=10 total=11" << true << 4 << 4 << 6;
    // Prime 9299: 1,151 moves at the root; the winning one is far along and is kept.
    QTest::newRow("prime 9299 root, 8") << "prime"
                                        << "n=9299" << true << 8 << 8 << 1143;
    // No elision when everything fits, or when only one move would go.
    QTest::newRow("can-i-win root, 9") << "can-i-win"
                                       << "max=10 total=11" << true << 9 << 10 << 0;
    QTest::newRow("can-i-win root, off") << "can-i-win"
                                         << "max=10 total=11" << true << 0 << 10 << 0;
}

void TestExport::siblingElisionKeepsTheStory()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, maxChildren);
    QFETCH(int, keptAtRoot);
    QFETCH(int, elidedAtRoot);
    const Run run = traced(game, params, {memo, game == QStringLiteral("prime")});
    const Trace& trace = *run.result.trace;
    DrawOptions options;
    options.maxChildren = maxChildren;
    const std::vector<std::int32_t> kept = keptChildren(*run.game, trace, 0, options);
    QCOMPARE(int(kept.size()), keptAtRoot);
    QVERIFY(std::is_sorted(kept.begin(), kept.end())); // move order
    const std::int32_t deciding = decidingChild(*run.game, trace, 0);
    if (deciding >= 0)
        QVERIFY(std::binary_search(kept.begin(), kept.end(), deciding));
    const Drawing drawing = buildDrawing(*run.game, trace, options);
    const auto elided = std::find_if(drawing.nodes.begin(), drawing.nodes.end(),
        [](const DrawNode& n) { return n.kind == DrawNode::Kind::Elided && n.call == 0; });
    QCOMPARE(elided == drawing.nodes.end() ? 0 : elided->hiddenMoves, elidedAtRoot);
    // The line of best play is drawn as deep as the level cut goes.
    for (const std::int32_t call : bestLine(*run.game, trace))
        if (trace.depth(call) <= drawing.depthShown)
            QVERIFY2(drawing.nodeOfCall[std::size_t(call)] >= 0, qPrintable(QString::number(call)));
    // A focus deep in an elided branch is kept, with its whole path.
    options.focus = trace.size() - 1;
    options.maxNodes = 100000;
    const Drawing focused = buildDrawing(*run.game, trace, options);
    for (std::int32_t c = options.focus; c >= 0 && trace.depth(c) <= focused.depthShown; c = trace.parent(c))
        QVERIFY(focused.nodeOfCall[std::size_t(c)] >= 0);
}

void TestExport::elisionAccountsForEveryCall()
{
    const Run run = traced(QStringLiteral("prime"), QStringLiteral("n=9299"), {true, true});
    const Trace& trace = *run.result.trace;
    DrawOptions options;
    options.maxChildren = 6;
    options.maxNodes = 400;
    const Drawing drawing = buildDrawing(*run.game, trace, options);
    QVERIFY(drawing.nodes.size() <= 400);
    std::int64_t standIns = 0;
    for (const DrawNode& n : drawing.nodes)
        if (n.kind == DrawNode::Kind::Cut || n.kind == DrawNode::Kind::Elided)
            standIns += n.hiddenCalls;
    QCOMPARE(drawing.callsDrawn + standIns, qint64(trace.size())); // every call drawn or counted once
    // The "+k moves" node names its first and last moves and sits after the kept children.
    GraphvizLayouter layouter;
    const Scene scene = buildScene(
        {*run.game, {true, true}, run.result}, drawing, Style::forPalette(*paletteById(QStringLiteral("default"))), layouter);
    const auto node
        = std::find_if(scene.nodes.begin(), scene.nodes.end(), [](const SceneNode& n) { return n.ref == NodeRef::moves(0); });
    QVERIFY(node != scene.nodes.end());
    QCOMPARE(node->texts.at(0).text, QStringLiteral("+1,145 moves"));
    // Primes largest first: 9293, 9283, ... are tried; the winning move (kept) is the last, −2.
    QCOMPARE(node->texts.at(1).text, QStringLiteral("−9241 … −3"));
    QCOMPARE(run.game->moveShortLabel(trace.move(decidingChild(*run.game, trace, 0))), QStringLiteral("−2"));
    for (const SceneNode& n : scene.nodes)
        if (n.ref.isCall() && trace.parent(n.ref.id) == 0)
            QVERIFY(n.box.right() < node->box.left());
}

void TestExport::picturesFitASlide_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::newRow("can-i-win 10 11") << "can-i-win"
                                     << "max=10 total=11" << true << false;
    QTest::newRow("prime 9299") << "prime"
                                << "n=9299" << true << true;
    QTest::newRow("stones 10000") << "stones"
                                  << "n=10000 moves=1,2,4,8,16,32,64,128,256,512" << true << false;
    QTest::newRow("prime 7, the article's figure") << "prime"
                                                   << "n=7" << false << false;
}

void TestExport::picturesFitASlide()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    const Run run = traced(game, params, {memo, shortCircuit});
    const Trace& trace = *run.result.trace;
    const SolvedRun input {*run.game, {memo, shortCircuit}, run.result};
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    const QSizeF slide = pageSizeOf(PageFit::Slide);
    const DrawOptions options = fitDrawOptions(input, DrawOptions {}, style, SceneParts {}, slide, m_layouter);
    const Drawing drawing = buildDrawing(*run.game, trace, options);
    Scene scene = buildScene(input, drawing, style, m_layouter);
    scene.page = slide;
    // Readable on the page: node text at least 9 pt at the slide's own size.
    QVERIFY2(style.labelFont.pointSizeF() * pageScale(scene) >= 9.0, qPrintable(QString::number(pageScale(scene))));
    const QByteArray svg = sceneToSvg(scene);
    QVERIFY(svg.contains("width=\"960pt\" height=\"540pt\""));
    // The root and every one of its moves accounted for: drawn, or counted in its "+k moves".
    QVERIFY(drawing.nodeOfCall[0] >= 0);
    int accounted = 0;
    for (const std::int32_t child : trace.children(0))
        accounted += drawing.nodeOfCall[std::size_t(child)] >= 0;
    for (const DrawNode& n : drawing.nodes)
        if (n.kind == DrawNode::Kind::Elided && n.call == 0)
            accounted += n.hiddenMoves;
    QCOMPARE(accounted, int(trace.children(0).size()));
    // The line of best play is drawn to a leaf or a memo answer.
    const std::vector<std::int32_t> line = bestLine(*run.game, trace);
    std::int32_t lastDrawn = -1;
    for (const std::int32_t call : line)
        if (drawing.nodeOfCall[std::size_t(call)] >= 0)
            lastDrawn = call;
    QCOMPARE(lastDrawn, line.back());
    // The whole picture is still there without a page.
    const Drawing whole = buildDrawing(*run.game, trace, DrawOptions {});
    QVERIFY(whole.callsDrawn >= drawing.callsDrawn);
}

// The article's figure, 15 calls: every slide draws the whole tree's layout (nodes do not move),
// the last one all 15 calls and no "+N calls"; the legend is a strip under the tree.
void TestExport::slidesDrawASmallTreeWhole()
{
    const Run run = traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    const SlideDeck deck = buildFittedSlideDeck(
        {*run.game, {false, false}, run.result}, DrawOptions {}, style, {1, 12, 30}, m_layouter, pageSizeOf(PageFit::Slide));
    QCOMPARE(deck.slides.size(), std::size_t(3));
    const Scene& last = deck.slides.back();
    auto calls = [](const Scene& slide) {
        return std::count_if(
            slide.nodes.begin(), slide.nodes.end(), [](const SceneNode& n) { return n.ref.kind == NodeRef::Kind::Call; });
    };
    QCOMPARE(calls(last), 15);
    QCOMPARE(qsizetype(last.nodes.size()), qsizetype(15)); // nothing folded
    for (const Scene& slide : deck.slides) {
        QVERIFY2(style.labelFont.pointSizeF() * pageScale(slide) >= kMinWholeTreePoints,
            qPrintable(QString::number(pageScale(slide))));
        for (const SceneNode& node : slide.nodes) { // where the last slide has it
            const auto same
                = std::find_if(last.nodes.begin(), last.nodes.end(), [&](const SceneNode& n) { return n.ref == node.ref; });
            QVERIFY(same != last.nodes.end());
            QCOMPARE(node.box, same->box);
        }
        QVERIFY2(slide.legendFrame.height() <= slide.bounds.height() / 4, // was a third, beside nothing
            qPrintable(QStringLiteral("%1 of %2").arg(slide.legendFrame.height()).arg(slide.bounds.height())));
        QVERIFY(slide.legendFrame.top()
            > std::max_element(slide.nodes.begin(), slide.nodes.end(), [](const SceneNode& a, const SceneNode& b) {
                  return a.box.bottom() < b.box.bottom();
              })->box.bottom());
    }
    QCOMPARE(calls(deck.slides[0]), 1); // step 1: the root only, in its place
}

void TestExport::slidesShareOnePage()
{
    const Run run = traced(QStringLiteral("can-i-win"), QStringLiteral("max=10 total=11"), {true, false});
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    const std::vector<std::int64_t> steps = stepsEvery(60, run.result.trace->eventCount());
    const SlideDeck deck = buildFittedSlideDeck(
        {*run.game, {true, false}, run.result}, DrawOptions {}, style, steps, m_layouter, pageSizeOf(PageFit::Slide));
    QCOMPARE(deck.slides.size(), steps.size());
    double smallest = 100;
    for (const Scene& slide : deck.slides) {
        QCOMPARE(pageSize(slide), QSizeF(960, 540));
        smallest = std::min(smallest, style.labelFont.pointSizeF() * pageScale(slide));
    }
    QVERIFY2(smallest >= 9.0, qPrintable(QString::number(smallest))); // node text on every slide

    // Step 60 (call #31 returns to #25, four levels down) is beyond the levels the whole run's
    // picture fits: its page shows the way to it instead, and nothing the run has not reached.
    const SlideDeck step60 = buildFittedSlideDeck(
        {*run.game, {true, false}, run.result}, DrawOptions {}, style, {60}, m_layouter, pageSizeOf(PageFit::Slide));
    const Scene& page = step60.slides.front();
    auto drawn = [&](std::int32_t call) {
        return std::find_if(
            page.nodes.begin(), page.nodes.end(), [&](const SceneNode& n) { return n.ref == NodeRef::call(call); });
    };
    for (const std::int32_t call : {0, 1, 2, 25, 31})
        QVERIFY2(drawn(call) != page.nodes.end(), qPrintable(QString::number(call)));
    QVERIFY(drawn(25)->current);
    QVERIFY(style.labelFont.pointSizeF() * pageScale(page) >= 9.0);
    // Such a picture holds no calls past the step, nor moves not yet tried in its "+k moves".
    DrawOptions upTo31;
    upTo31.focusOnly = true;
    upTo31.focus = 31;
    upTo31.maxChildren = 2;
    upTo31.lastCall = 31;
    const Drawing reached = buildDrawing(*run.game, *run.result.trace, upTo31);
    QVERIFY(reached.nodeOfCall[31] >= 0);
    for (const DrawNode& n : reached.nodes) {
        QVERIFY(n.call <= 31);
        if (n.kind == DrawNode::Kind::Elided)
            QVERIFY(n.lastMove <= run.result.trace->move(31) || n.call != 25);
    }
    upTo31.lastCall = -1;
    QVERIFY(buildDrawing(*run.game, *run.result.trace, upTo31).nodes.size() > reached.nodes.size());
}

void TestExport::slidesAboutDeepCallsShowThem()
{
    // Stones 300 with one move: the way to the call of step 150 is 149 calls long, more than a
    // page holds. Its slide starts a few callers up, under one "146 calls above" node, and shows
    // the current call (the slide used to fall back to the run's top levels without it).
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=300 moves=1"), {true, false});
    const Trace& trace = *run.result.trace;
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    const std::vector<std::int64_t> steps {150, 300, 450};
    const SlideDeck deck = buildFittedSlideDeck(
        {*run.game, {true, false}, run.result}, DrawOptions {}, style, steps, m_layouter, pageSizeOf(PageFit::Slide));
    QCOMPARE(deck.slides.size(), steps.size());
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const Scene& page = deck.slides[k];
        const auto current = std::find_if(page.nodes.begin(), page.nodes.end(), [](const SceneNode& n) { return n.current; });
        QVERIFY2(current != page.nodes.end(), qPrintable(QString::number(steps[k])));
        const std::int32_t call = current->ref.id;
        const auto above = std::find_if(
            page.nodes.begin(), page.nodes.end(), [](const SceneNode& n) { return n.classes.contains(QStringLiteral("above")); });
        QVERIFY(above != page.nodes.end());
        // The top call of the page is the nearest drawn caller with no drawn caller; the node
        // above it counts the calls from the root down to its caller.
        std::int32_t top = call;
        auto drawn = [&](std::int32_t c) {
            return std::any_of(page.nodes.begin(), page.nodes.end(),
                [&](const SceneNode& n) { return n.ref == NodeRef::call(c) && !n.classes.contains(QStringLiteral("above")); });
        };
        while (trace.parent(top) >= 0 && drawn(trace.parent(top)))
            top = trace.parent(top);
        QVERIFY(trace.depth(top) >= 2);
        QCOMPARE(above->ref, NodeRef::call(trace.parent(top)));
        QVERIFY2(above->texts.size() >= 1 && above->texts.front().text == QStringLiteral("%1 calls above").arg(trace.depth(top)),
            qPrintable(above->texts.front().text));
        QVERIFY(style.labelFont.pointSizeF() * pageScale(page) >= 9.0);
    }

    // The option itself: the top call's subtree only, its callers as one node with an edge to it.
    DrawOptions fromCall;
    fromCall.top = 100;
    const Drawing drawing = buildDrawing(*run.game, trace, fromCall);
    QCOMPARE(drawing.nodes.front().kind, DrawNode::Kind::Above);
    QCOMPARE(drawing.nodes.front().hiddenCalls, 100LL);
    for (const DrawNode& n : drawing.nodes)
        QVERIFY(n.call >= 100 && n.call < trace.subtreeEnd(100));
    QVERIFY(drawing.nodeOfCall[99] < 0 && drawing.nodeOfCall[100] >= 0);
    QVERIFY(std::any_of(drawing.edges.begin(), drawing.edges.end(),
        [&](const DrawEdge& e) { return e.kind == DrawEdge::Kind::Cut && e.from == 0 && e.to == drawing.nodeOfCall[100]; }));
}

void TestExport::theLineOfBestPlayStandsOut()
{
    // The article's figure: N=7 -5-> N=2 -2-> N=0, the first player's win; other winning moves lighter.
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    std::vector<const SceneEdge*> best;
    int deciding = 0;
    for (const SceneEdge& e : p.scene.edges) {
        if (e.classes.contains(QStringLiteral("best-line")))
            best.push_back(&e);
        deciding += e.classes.contains(QStringLiteral("deciding"));
    }
    QCOMPARE(int(best.size()), 2);
    QVERIFY(deciding >= 2);
    const Style& style = p.scene.style;
    for (const SceneEdge* e : best) {
        QCOMPARE(e->color, style.palette.bestLine);
        QVERIFY(e->width > style.decidingWidth);
    }
    QCOMPARE(bestPlay(*p.game, *p.result.trace), (std::vector<std::int32_t> {0, 2, 3}));
    // With the memo on the line goes through a memo answer to the call that computed the state.
    const Run stones = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const std::vector<std::int32_t> line = bestPlay(*stones.game, *stones.result.trace);
    const auto memo = std::find_if(
        line.begin(), line.end(), [&](std::int32_t c) { return stones.result.trace->outcome(c) == Outcome::Memo; });
    QVERIFY(memo != line.end() && memo + 1 != line.end());
    QCOMPARE(*(memo + 1), stones.result.trace->memoOf(*memo));
    DrawOptions all;
    all.expanded = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    const Drawing drawing = buildDrawing(*stones.game, *stones.result.trace, all);
    QVERIFY(std::any_of(drawing.edges.begin(), drawing.edges.end(),
        [](const DrawEdge& e) { return e.kind == DrawEdge::Kind::MemoLink && e.bestLine; }));
    // The legend names both.
    const QStringList legend = [&] {
        QStringList texts;
        for (const LegendItem& item : p.scene.legendItems)
            texts << item.text;
        return texts;
    }();
    QVERIFY(legend.contains(QStringLiteral("line of best play")));
    QVERIFY(legend.contains(QStringLiteral("winning move elsewhere")));
}

void TestExport::skippedMovesFollowTriedOnes()
{
    DrawOptions options;
    options.skippedMoves = true;
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=12"), {true, true}, options);
    const Trace& trace = *p.result.trace;
    std::size_t expected = 0;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        if (trace.earlyExit(id))
            expected += p.game->legalMoves(trace.state(id)).size() - trace.children(id).size();
    QVERIFY(expected > 0);

    std::map<QString, QRectF> boxOf;
    std::size_t skipped = 0;
    for (const SceneNode& n : p.scene.nodes) {
        boxOf[n.id] = n.box;
        skipped += n.shape == SceneNode::Shape::Skipped;
    }
    QCOMPARE(skipped, expected);
    // Every untried move stands right of every move the call did try, in move order.
    for (const SceneNode& n : p.scene.nodes) {
        if (n.shape != SceneNode::Shape::Skipped)
            continue;
        const std::int32_t parent = n.id.section(u'-', 1, 1).toInt();
        for (std::int32_t child : trace.children(parent))
            QVERIFY(boxOf.at(QStringLiteral("call-%1").arg(child)).right() < n.box.left());
    }
}

namespace {
// Every drawn call hangs from a drawn parent; every drawn call with undrawn children has exactly one
// "+N calls" node; drawn calls and the calls the cut nodes stand for add up to the whole trace.
void checkConsistent(const Drawing& d, const Trace& trace)
{
    std::int64_t hidden = 0;
    std::map<std::int32_t, int> cutsOf;
    for (const DrawNode& n : d.nodes)
        if (n.kind == DrawNode::Kind::Cut) {
            hidden += n.hiddenCalls;
            ++cutsOf[n.call];
        }
    QCOMPARE(d.callsDrawn + hidden, qint64(trace.size()));
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        if (d.nodeOfCall[std::size_t(id)] < 0)
            continue;
        if (id > 0)
            QVERIFY(d.nodeOfCall[std::size_t(trace.parent(id))] >= 0);
        const std::vector<std::int32_t> children = trace.children(id);
        const bool anyDrawn
            = std::any_of(children.begin(), children.end(), [&](std::int32_t c) { return d.nodeOfCall[std::size_t(c)] >= 0; });
        const bool allDrawn
            = std::all_of(children.begin(), children.end(), [&](std::int32_t c) { return d.nodeOfCall[std::size_t(c)] >= 0; });
        if (!children.empty())
            QCOMPARE(anyDrawn, allDrawn); // a call shows all its moves or none
        QCOMPARE(cutsOf[id], children.empty() || allDrawn ? 0 : 1);
    }
}
} // namespace

// A program's calls have no move words: their edges get no label, whose backdrop would cut a gap
// in every edge (the line of best play read as dashed). Moves with words keep theirs.
void TestExport::movesWithoutWordsLeaveTheLineWhole()
{
    for (const bool words : {true, false}) {
        ScriptedGame game(ValueMeaning::MoverWins, QStringLiteral("1[0,1[0]]"));
        game.setMoveWords(words);
        const SolveResult result = solveTraced(game, {false, false});
        const Scene scene = buildScene({game, {false, false}, result}, buildDrawing(game, *result.trace, {}),
            Style::forPalette(*paletteById(QStringLiteral("default"))), m_layouter);
        QCOMPARE(scene.edges.size(), std::size_t(3));
        QCOMPARE(scene.edgeLabels.size(), words ? std::size_t(3) : std::size_t(0));
        for (const SceneEdge& edge : scene.edges)
            QCOMPARE(edge.label >= 0, words);
    }
}

// Prime 2000's root and its 303 moves in one row, seen near the root at 2x: each edge reaches far
// past the view, and the strokes that coincide on screen are painted once (SameStrokes). The
// picture is the one the whole edges make.
void TestExport::aFanOfEdgesPaintsAsDrawnWhole()
{
    DrawOptions options;
    options.maxDepth = 1;
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=2000"), {true, false}, options);
    const std::vector<std::int32_t> moves = p.result.trace->children(0);
    QVERIFY(moves.size() > 300);
    const QRectF root = [&] {
        for (const SceneNode& node : p.scene.nodes)
            if (node.ref == NodeRef::call(0))
                return node.box;
        return QRectF();
    }();
    QVERIFY(!root.isEmpty());
    const QSize size(600, 300);
    const double zoom = 2;
    const QRectF visible(root.center() - QPointF(size.width() / 2 / zoom, 40 / zoom), QSizeF(size) / zoom);
    QVERIFY(p.scene.bounds.width() > 3 * visible.width()); // the edges are huge beside the view
    const auto paint = [&](bool clipped) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(zoom, zoom);
        painter.translate(-visible.topLeft());
        PaintOptions paint;
        if (clipped)
            paint.visible = visible;
        paintScene(painter, p.scene, paint);
        return image;
    };
    const QImage onScreen = paint(true), whole = paint(false);
    qint64 differing = 0, inked = 0;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            const QColor a = onScreen.pixelColor(x, y), b = whole.pixelColor(x, y);
            inked += b != Qt::white;
            differing += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) > 96;
        }
    QVERIFY(inked > 5000); // the fan is there
    QVERIFY2(differing * 100 < inked, qPrintable(QStringLiteral("%1 of %2 inked pixels differ").arg(differing).arg(inked)));
}

void TestExport::expandAndCollapseKeepTheTreeConsistent()
{
    const auto game = makeGame(QStringLiteral("prime"), QStringLiteral("n=9299"));
    const SolveResult run = solveTraced(*game, {true, true});
    const Trace& trace = *run.trace;
    DrawOptions options;
    options.maxNodes = 200;
    const Drawing start = buildDrawing(*game, trace, options);
    checkConsistent(start, trace);

    // Open a cut subtree: its call's moves are all drawn now.
    std::int32_t cut = -1;
    for (const DrawNode& n : start.nodes)
        if (n.kind == DrawNode::Kind::Cut && n.hiddenCalls > 0)
            cut = n.call;
    QVERIFY(cut >= 0);
    DrawOptions opened = start.options;
    opened.expanded.insert(cut);
    const Drawing expanded = buildDrawing(*game, trace, opened);
    checkConsistent(expanded, trace);
    QVERIFY(expanded.callsDrawn > start.callsDrawn);
    for (std::int32_t child : trace.children(cut))
        QVERIFY(expanded.nodeOfCall[std::size_t(child)] >= 0);

    // Collapse it again: back to the same drawing.
    DrawOptions closed = expanded.options;
    closed.expanded.erase(cut);
    closed.collapsed.insert(cut);
    const Drawing collapsed = buildDrawing(*game, trace, closed);
    checkConsistent(collapsed, trace);
    QCOMPARE(collapsed.callsDrawn, start.callsDrawn);
    QCOMPARE(collapsed.nodeOfCall, start.nodeOfCall);

    // Collapse the root: one call and one "+N calls" node for the rest of the run.
    DrawOptions rootOnly;
    rootOnly.collapsed.insert(0);
    const Drawing tiny = buildDrawing(*game, trace, rootOnly);
    checkConsistent(tiny, trace);
    QCOMPARE(tiny.nodes.size(), std::size_t(2));

    // The line of best play opens from the root down, as far as another maxNodes nodes allow.
    const auto stones = makeGame(QStringLiteral("stones"), QStringLiteral("n=14 moves=1,2,3"));
    const SolveResult stonesRun = solveTraced(*stones, {false, false}); // memo off: the line runs to n=0
    const Trace& chain = *stonesRun.trace;
    DrawOptions best;
    best.maxNodes = 30;
    best.expandBestLine = true;
    const Drawing line = buildDrawing(*stones, chain, best);
    checkConsistent(line, chain);
    const std::vector<std::int32_t> calls = bestLine(*stones, chain);
    QVERIFY(calls.size() >= 6); // the line goes down to an empty pile
    QCOMPARE(stones->stateLabel(chain.state(calls.back())), QStringLiteral("n=0"));
    std::int64_t added = 0;
    int linesOpened = 0;
    for (std::int32_t call : calls) {
        added += std::int64_t(chain.children(call).size());
        if (added > best.maxNodes)
            break;
        ++linesOpened;
        QVERIFY(line.nodeOfCall[std::size_t(call)] >= 0);
        for (std::int32_t child : chain.children(call))
            QVERIFY(line.nodeOfCall[std::size_t(child)] >= 0);
    }
    QVERIFY(linesOpened > line.depthShown); // deeper than the levels that fit
}

void TestExport::everyFormatRenders_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("svg") << "tree.svg";
    QTest::newRow("png") << "tree.png";
    QTest::newRow("pdf") << "tree.pdf";
    QTest::newRow("dot") << "tree.dot";
}

void TestExport::everyFormatRenders()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    exportToFile(path, p.scene, p.drawing, *p.game);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.size() > 500);

    switch (exportFormatFor(path)) {
    case ExportFormat::Svg: {
        // Another renderer draws it: rsvg-convert (librsvg, as browsers and Inkscape would).
        QProcess rsvg;
        rsvg.start(QStringLiteral("rsvg-convert"), {path, QStringLiteral("-o"), dir.filePath(QStringLiteral("svg.png"))});
        QVERIFY(rsvg.waitForFinished(30000));
        QCOMPARE(rsvg.exitCode(), 0);
        QImage image(dir.filePath(QStringLiteral("svg.png")));
        QVERIFY(!image.isNull());
        QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2).isValid());
        break;
    }
    case ExportFormat::Png: {
        const QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), qRound(std::ceil(p.scene.bounds.width() * 2))); // 144 dpi
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 5, "the PNG is not one flat colour");
        QVERIFY(colours.contains(QColor(0xf9, 0xc6, 0xd9).rgb())); // the first player's pink is there
        break;
    }
    case ExportFormat::Pdf: {
        QVERIFY(bytes.startsWith("%PDF-"));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {path});
        QVERIFY(info.waitForFinished(30000));
        const QString out = QString::fromUtf8(info.readAllStandardOutput());
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("Pages:\\s+1"))), qPrintable(out));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        // Vector text (DejaVu's "fi" ligature comes back as U+FB01, hence NFKC).
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
        QVERIFY2(pdfText.contains(QStringLiteral("N=7, first player")), qPrintable(pdfText));
        break;
    }
    case ExportFormat::Dot: {
        QVERIFY(bytes.contains("digraph gametree"));
        QCOMPARE(bytes.count(" -> "), 14);
        QVERIFY(bytes.contains("label=\"N=7, first player\\n= Win · 1st wins\""));
        // Graphviz itself reads it back.
        QProcess dot;
        dot.start(QStringLiteral("dot"),
            {QStringLiteral("-Tsvg"), path, QStringLiteral("-o"), dir.filePath(QStringLiteral("dot.svg"))});
        QVERIFY(dot.waitForFinished(30000));
        QCOMPARE(dot.exitCode(), 0);
        break;
    }
    case ExportFormat::Html: QFAIL("a web page is not a picture of one scene"); break;
    }
}

void TestExport::theGamePlayedStandsOut()
{
    // prime 7, memo on, short-circuit off: 2 (#8, N=5), then 3 (#10, a memo answer of #6, N=2).
    DrawOptions options;
    options.played = {0, 8, 10, 6};
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false}, options);
    const Trace& trace = *p.result.trace;
    QCOMPARE(trace.memoOf(10), 6);
    const auto nodeOf = [&](std::int32_t call) { return p.drawing.nodeOfCall[std::size_t(call)]; };
    std::set<std::tuple<DrawEdge::Kind, int, int>> flagged;
    for (const DrawEdge& e : p.drawing.edges)
        if (e.played)
            flagged.insert({e.kind, e.from, e.to});
    const std::set<std::tuple<DrawEdge::Kind, int, int>> expected {{DrawEdge::Kind::Move, nodeOf(0), nodeOf(8)},
        {DrawEdge::Kind::Move, nodeOf(8), nodeOf(10)}, {DrawEdge::Kind::MemoLink, nodeOf(10), nodeOf(6)}};
    QCOMPARE(flagged, expected);
    QCOMPARE(p.drawing.playedNode(), nodeOf(6));
    const Style& style = p.scene.style;
    int playedEdges = 0;
    for (const SceneEdge& e : p.scene.edges) {
        const DrawEdge& drawn = p.drawing.edges[std::size_t(e.drawEdge)];
        QCOMPARE(e.classes.contains(QStringLiteral("played")), drawn.played);
        if (!drawn.played) {
            QVERIFY(e.color != style.palette.playedLine);
            continue;
        }
        ++playedEdges;
        QCOMPARE(e.color, style.palette.playedLine);
        QCOMPARE(e.width, drawn.kind == DrawEdge::Kind::MemoLink ? style.playedLineWidth / 2 : style.playedLineWidth);
    }
    QCOMPARE(playedEdges, 3);
    int ringed = 0;
    for (const SceneNode& n : p.scene.nodes)
        if (n.ringed) {
            ++ringed;
            QVERIFY(n.ref == NodeRef::call(6));
        }
    QCOMPARE(ringed, 1);
    QVERIFY(std::any_of(p.scene.legendItems.begin(), p.scene.legendItems.end(),
        [](const LegendItem& item) { return item.swatch == LegendEntry::Swatch::Played; }));
    QVERIFY(sceneToSvg(p.scene).contains("played-ring"));
    QVERIFY(drawingToDot(p.scene, p.drawing, *p.game).contains(style.palette.playedLine.name().toUtf8()));

    // The state graph: the moves between the game's states (the memo link joins N=2 to itself).
    DrawOptions dag = options;
    dag.view = DrawOptions::View::Dag;
    const Picture graph = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false}, dag);
    const auto stateOf = [&](std::int32_t call) { return graph.drawing.nodeOfCall[std::size_t(call)]; };
    flagged.clear();
    for (const DrawEdge& e : graph.drawing.edges)
        if (e.played)
            flagged.insert({e.kind, e.from, e.to});
    QCOMPARE(flagged,
        (std::set<std::tuple<DrawEdge::Kind, int, int>> {
            {DrawEdge::Kind::Move, stateOf(0), stateOf(8)}, {DrawEdge::Kind::Move, stateOf(8), stateOf(6)}}));
    QCOMPARE(stateOf(10), stateOf(6));
    playedEdges = 0;
    for (const SceneEdge& e : graph.scene.edges)
        if (e.classes.contains(QStringLiteral("played"))) {
            ++playedEdges;
            QCOMPARE(e.color, style.palette.playedLine);
            QCOMPARE(e.width, style.playedLineWidth);
        }
    QCOMPARE(playedEdges, 2);
    QCOMPARE(std::count_if(graph.scene.nodes.begin(), graph.scene.nodes.end(), [](const SceneNode& n) { return n.ringed; }), 1);
    QCOMPARE(graph.scene
                 .nodes[std::size_t(
                     std::find_if(graph.scene.nodes.begin(), graph.scene.nodes.end(), [](const SceneNode& n) { return n.ringed; })
                     - graph.scene.nodes.begin())]
                 .drawNode,
        stateOf(6));

    // Without a game nothing is flagged; every palette has a colour of its own for it.
    const Picture plain = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false});
    QVERIFY(std::none_of(plain.drawing.edges.begin(), plain.drawing.edges.end(), [](const DrawEdge& e) { return e.played; }));
    QVERIFY(std::none_of(plain.scene.nodes.begin(), plain.scene.nodes.end(), [](const SceneNode& n) { return n.ringed; }));
    for (const QString& id : paletteIds()) {
        const Palette palette = *paletteById(id);
        QVERIFY2(palette.playedLine.isValid(), qPrintable(id));
        for (const QColor& other : {palette.bestLine, palette.decidingEdge, palette.edge, palette.memoLink, palette.current,
                 palette.firstFill, palette.firstStroke, palette.secondFill, palette.secondStroke, palette.tieFill,
                 palette.tieStroke, palette.pendingFill, palette.pendingStroke})
            QVERIFY2(palette.playedLine != other, qPrintable(id));
    }
}

void TestExport::playedCallsStayDrawn()
{
    // Focus and context with one move a call: the game's calls, the callers of the call a memo
    // answer reads among them (#4, N=4, holds #6), stay drawn.
    DrawOptions options;
    options.maxChildren = 1;
    options.focusOnly = true;
    const Picture without = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false}, options);
    const auto drawn = [](const Drawing& d, std::int32_t call) { return d.nodeOfCall[std::size_t(call)] >= 0; };
    QVERIFY(!drawn(without.drawing, 8) || !drawn(without.drawing, 10) || !drawn(without.drawing, 6));
    options.played = {0, 8, 10, 6};
    const Picture with = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false}, options);
    for (const std::int32_t call : {0, 4, 6, 8, 10})
        QVERIFY2(drawn(with.drawing, call), qPrintable(QString::number(call)));
    QCOMPARE(std::count_if(with.drawing.edges.begin(), with.drawing.edges.end(), [](const DrawEdge& e) { return e.played; }), 3);
    // What opened them is not kept: the drawing's options are the ones asked for.
    QVERIFY(with.drawing.options.pinned.empty());
    QVERIFY(with.drawing.options.expanded.empty());
    // A call folded by the user stays folded.
    options.collapsed = {4};
    const Picture folded = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, false}, options);
    QVERIFY(!drawn(folded.drawing, 6));
    QCOMPARE(
        std::count_if(folded.drawing.edges.begin(), folded.drawing.edges.end(), [](const DrawEdge& e) { return e.played; }), 2);
}

void TestExport::outcomesCanBeKeptBack()
{
    // Play with who wins hidden: every call neutral, as one not returned yet, no value, no winning moves.
    DrawOptions options;
    options.played = {0, 8};
    SolveOptions solve {true, false};
    const std::unique_ptr<Game> game = makeGame(QStringLiteral("prime"), QStringLiteral("n=7"));
    const SolveResult result = solveTraced(*game, solve);
    const Drawing drawing = buildDrawing(*game, *result.trace, options);
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    SceneParts hidden {false, false};
    hidden.outcomes = false;
    const Scene scene = buildScene({*game, solve, result}, drawing, style, m_layouter, hidden);
    int calls = 0;
    for (const SceneNode& n : scene.nodes) {
        if (!n.ref.isCall())
            continue;
        ++calls;
        QCOMPARE(n.fill, style.palette.pendingFill);
        QCOMPARE(n.stroke, style.palette.pendingStroke);
        QVERIFY(!n.classes.contains(QStringLiteral("first-wins")) && !n.classes.contains(QStringLiteral("second-wins")));
        QCOMPARE(n.texts.at(1).text, QStringLiteral("?")); // the state, the value, then a memo answer's badge
        QVERIFY(!n.tooltip.contains(QStringLiteral("wins")));
    }
    QCOMPARE(calls, int(result.trace->size()));
    for (const SceneEdge& e : scene.edges) {
        QVERIFY(!e.classes.contains(QStringLiteral("best-line")) && !e.classes.contains(QStringLiteral("deciding")));
        QVERIFY(e.color != style.palette.bestLine && e.color != style.palette.decidingEdge);
    }
    QCOMPARE(std::count_if(scene.edges.begin(), scene.edges.end(),
                 [](const SceneEdge& e) { return e.classes.contains(QStringLiteral("played")); }),
        1);
    for (const LegendItem& item : scene.legendItems)
        QVERIFY(item.swatch != LegendEntry::Swatch::First && item.swatch != LegendEntry::Swatch::Second
            && item.swatch != LegendEntry::Swatch::BestLine);
    // Shown, the same drawing has its colours.
    const Scene shown = buildScene({*game, solve, result}, drawing, style, m_layouter, SceneParts {false, false});
    QVERIFY(std::any_of(shown.nodes.begin(), shown.nodes.end(),
        [](const SceneNode& n) { return n.classes.contains(QStringLiteral("first-wins")); }));
}

void TestExport::palettes()
{
    const QByteArray colorblind = sceneToSvg(
        draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, {}, QStringLiteral("colorblind")).scene);
    QVERIFY(colorblind.contains("#f5c97a"));  // Okabe-Ito orange, light
    QVERIFY(!colorblind.contains("#f9c6d9")); // not the default pink
    const QByteArray print
        = sceneToSvg(draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, {}, QStringLiteral("print")).scene);
    QVERIFY(print.contains("url(#hatch-first)")); // patterns instead of colour
    for (const QByteArray& hue : {QByteArray("#f9c6d9"), QByteArray("#c4ddf5"), QByteArray("#ffe04d")})
        QVERIFY(!print.contains(hue));
    QCOMPARE(paletteIds(),
        QStringList(
            {QStringLiteral("default"), QStringLiteral("colorblind"), QStringLiteral("print"), QStringLiteral("contrast")}));
    // The projector palette: black outlines and thicker lines than the default.
    const Scene contrast
        = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}, {}, QStringLiteral("contrast")).scene;
    QCOMPARE(contrast.nodes.front().stroke, QColor(Qt::black));
    QVERIFY(contrast.style.strokeWidth > Style::forPalette(*paletteById(QStringLiteral("default"))).strokeWidth);
    QVERIFY(!paletteById(QStringLiteral("neon")));
}

void TestExport::programValuesReadAndColour_data()
{
    QTest::addColumn<ValueMeaning>("values");
    QTest::addColumn<QString>("tree"); // see scripted_game.h
    QTest::addColumn<int>("call");
    QTest::addColumn<QString>("valueLine");
    QTest::addColumn<Standing>("colour");

    const ValueMeaning difference = ValueMeaning::ScoreDifference, negamax = ValueMeaning::Negamax, grundy = ValueMeaning::Grundy;
    const Standing first = Standing::First, second = Standing::Second, tie = Standing::Even;
    QTest::newRow("difference: first ahead") << difference << "3[-2[0],5[0]]" << 0 << "= 3 · 1st ahead by 3" << first;
    QTest::newRow("difference: second behind") << difference << "3[-2[0],5[0]]" << 1 << "= -2 · 2nd behind by 2" << first;
    QTest::newRow("difference: second ahead") << difference << "3[-2[0],5[0]]" << 3 << "= 5 · 2nd ahead by 5" << second;
    QTest::newRow("difference: a tie") << difference << "0[0,0]" << 0 << "= 0 · tie" << tie;
    QTest::newRow("difference: 64-bit") << difference << "5000000000000[-1099511627776]" << 0
                                        << "= 5000000000000 · 1st ahead by 5000000000000" << first;
    QTest::newRow("difference: 64-bit behind")
        << difference << "5000000000000[-1099511627776]" << 1 << "= -1099511627776 · 2nd behind by 1099511627776" << first;
    QTest::newRow("negamax: a draw") << negamax << "0[1,0]" << 0 << "= 0 · draw" << tie;
    QTest::newRow("negamax: second wins") << negamax << "0[1,0]" << 1 << "= 1 · 2nd wins" << second;
    QTest::newRow("negamax: first loses") << negamax << "-1[1,1]" << 0 << "= -1 · 1st loses" << second;
    QTest::newRow("grundy: the mex") << grundy << "2[0,1[0],m3]" << 0 << "mex{0,1,3} = 2" << first;
    QTest::newRow("grundy: a leaf") << grundy << "2[0,1[0],m3]" << 1 << "= 0 · 2nd loses" << first;
    QTest::newRow("grundy: a memo answer") << grundy << "2[0,1[0],m3]" << 4 << "= 3 · 2nd wins" << second;
    QTest::newRow("grundy: a long set") << grundy << "7[0,1,2,3,4,5,6]" << 0 << "mex{0,1,2,…} = 7" << first;
    QTest::newRow("grundy: not a mex") << grundy << "3[0,1]" << 0 << "= 3 · 1st wins" << first;
}

// The node's value line in the words of its kind, and its colour by who is ahead (a tie's own).
void TestExport::programValuesReadAndColour()
{
    QFETCH(ValueMeaning, values);
    QFETCH(QString, tree);
    QFETCH(int, call);
    QFETCH(QString, valueLine);
    QFETCH(Standing, colour);
    ScriptedGame game(values, tree);
    const SolveResult result = solveTraced(game, {false, false});
    for (const QString& id : paletteIds()) {
        const Palette palette = *paletteById(id);
        const Drawing drawing = buildDrawing(game, *result.trace, {});
        const Scene scene = buildScene({game, {false, false}, result}, drawing, Style::forPalette(palette), m_layouter);
        const auto node = std::find_if(
            scene.nodes.begin(), scene.nodes.end(), [&](const SceneNode& n) { return n.ref == NodeRef::call(call); });
        QVERIFY(node != scene.nodes.end());
        QStringList texts;
        for (const SceneText& t : node->texts)
            texts << t.text;
        QVERIFY2(texts.contains(valueLine), qPrintable(texts.join(QStringLiteral(" | "))));
        const WinnerLook look = winnerLook(palette, colour);
        QCOMPARE(node->fill, look.fill);
        QCOMPARE(node->pattern, look.pattern);
        QCOMPARE(node->stroke, look.stroke);
        QVERIFY(node->classes.contains(look.cssClass));
        QCOMPARE(sceneToSvg(scene).contains(valueLine.toUtf8()), true); // the SVG's text is the node's
    }
}

// A tie's colour stands apart from both players' and the running grey in every palette, the
// print palette dots it, and the legend names it in the kind's words.
// A legend swatch is described once, as shapes every backend paints: each kind has some, inside
// its box; only Shared has a text ("×k").
void TestExport::everySwatchIsShapesInItsBox()
{
    const Style style = Style::forPalette(*paletteById(QStringLiteral("print")));
    const QRectF box(10, 20, 30, 16);
    for (int k = 0; k <= int(LegendEntry::Swatch::AnswerBox); ++k) {
        const auto swatch = LegendEntry::Swatch(k);
        const LegendEntry entry = legendSwatch(swatch, box, style);
        QVERIFY2(!entry.shapes.empty(), qPrintable(QString::number(k)));
        for (const SceneShape& shape : entry.shapes) {
            if (shape.kind == SceneShape::Kind::Line)
                QVERIFY(box.contains(shape.from) && box.contains(shape.to));
            else
                QVERIFY2(box.contains(shape.box), qPrintable(QString::number(k)));
        }
        QCOMPARE(entry.shapeTexts.size(), std::size_t(swatch == LegendEntry::Swatch::Shared ? 1 : 0));
    }
    // The winners' fills lie over a box of the background, so hatching stays readable.
    const LegendEntry first = legendSwatch(LegendEntry::Swatch::First, box, style);
    QCOMPARE(first.shapes.front().backdrop, style.palette.background);
    QCOMPARE(first.shapes.front().pattern, style.palette.firstPattern);
}

void TestExport::tiesHaveTheirOwnColourAndLegend()
{
    for (const QString& id : paletteIds()) {
        const Palette p = *paletteById(id);
        QVERIFY2(p.tieFill != p.firstFill && p.tieFill != p.secondFill && p.tieFill != p.pendingFill, qPrintable(id));
        QCOMPARE(winnerLook(p, Standing::Even).cssClass, QStringLiteral("tie"));
    }
    QCOMPARE(paletteById(QStringLiteral("default"))->tieFill, QColor(0xe8, 0xe0, 0xc4));
    QCOMPARE(paletteById(QStringLiteral("colorblind"))->tieFill, QColor(0xd6, 0xd6, 0xd6));
    QCOMPARE(paletteById(QStringLiteral("print"))->tiePattern, Qt::Dense6Pattern);
    QCOMPARE(paletteById(QStringLiteral("contrast"))->tieFill, QColor(0xc8, 0xc8, 0xc8));

    ScriptedGame draws(ValueMeaning::Negamax, QStringLiteral("0[1,0]"));
    const SolveResult result = solveTraced(draws, {false, false});
    const Drawing drawing = buildDrawing(draws, *result.trace, {});
    const Scene print = buildScene(
        {draws, {false, false}, result}, drawing, Style::forPalette(*paletteById(QStringLiteral("print"))), m_layouter);
    const QByteArray svg = sceneToSvg(print);
    QVERIFY(svg.contains("<pattern id=\"dots-tie\""));
    QVERIFY(svg.contains("url(#dots-tie)"));
    QStringList legend;
    for (const LegendItem& item : whoWinsLegend(draws, false))
        legend << item.text;
    QCOMPARE(legend,
        QStringList({QStringLiteral("first player wins"), QStringLiteral("second player wins"), QStringLiteral("a draw")}));
    legend.clear();
    for (const LegendItem& item : whoWinsLegend(ScriptedGame(ValueMeaning::ScoreDifference, QStringLiteral("0")), false))
        legend << item.text;
    QCOMPARE(legend,
        QStringList({QStringLiteral("first player ahead"), QStringLiteral("second player ahead"), QStringLiteral("a tie")}));
    QCOMPARE(whoWinsLegend(draws, false).back().swatch, LegendEntry::Swatch::Tie);
    QVERIFY(readSvg(svg).legendText.contains(QStringLiteral("a draw")));
}

void TestExport::badExports()
{
    const Picture p = draw(QStringLiteral("prime"), QStringLiteral("n=7"), {true, true});
    QTemporaryDir dir;
    try {
        exportToFile(dir.filePath(QStringLiteral("tree.jpg")), p.scene, p.drawing, *p.game);
        QFAIL("no ExportError");
    } catch (const ExportError& e) {
        QVERIFY(e.message().contains(QStringLiteral("unknown extension '.jpg'; use .svg, .png, .pdf, .dot or .html")));
    }
    try { // a web page is made from the whole run (web_page.h), not from one scene
        exportToFile(dir.filePath(QStringLiteral("tree.html")), p.scene, p.drawing, *p.game);
        QFAIL("no ExportError");
    } catch (const ExportError& e) {
        QVERIFY(e.message().contains(QStringLiteral("-o FILE.html or File > Export Web Page")));
    }
    try {
        exportToFile(dir.filePath(QStringLiteral("missing/tree.svg")), p.scene, p.drawing, *p.game);
        QFAIL("no ExportError");
    } catch (const ExportError& e) {
        QVERIFY(e.message().startsWith(QStringLiteral("cannot write")));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList()); // nothing left behind
}

// Past 250,000 nodes a drawing is refused with its cost, or that cost is said first when forced.
void TestExport::hugeDrawingsNeedForce()
{
    Drawing drawing;
    drawing.nodes.resize(kNodesWithoutForce);
    QCOMPARE(checkDrawingSize(drawing, false), QString());
    QCOMPARE(checkDrawingSize(drawing, true), QString());
    drawing.nodes.resize(1'000'000);
    try {
        checkDrawingSize(drawing, false);
        QFAIL("a million nodes were allowed without --force");
    } catch (const ExportError& error) {
        QCOMPARE(error.message(),
            QStringLiteral("the picture would have 1,000,000 nodes, about 1.5 GB of SVG and 4.1 GB of memory: "
                           "more than 250,000 nodes is drawn only with --force; lower --max-nodes or --depth, "
                           "or use --view icicle"));
    }
    QCOMPARE(
        checkDrawingSize(drawing, true), QStringLiteral("drawing 1,000,000 nodes, about 1.5 GB of SVG and 4.1 GB of memory…"));
}

void TestExport::rebuildingEqualsDrawingAfresh_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<std::int32_t>("opened"); // the call opened (and pinned) between the two drawings
    QTest::addColumn<qint64>("step");
    QTest::newRow("prime 9299, a level-1 call") << "prime"
                                                << "n=9299" << true << std::int32_t(2) << qint64(40);
    QTest::newRow("prime 9299, the last call") << "prime"
                                               << "n=9299" << true << std::int32_t(-1) << qint64(-1);
    QTest::newRow("can-i-win 10 11") << "can-i-win"
                                     << "max=10 total=11" << true << std::int32_t(25) << qint64(60);
    QTest::newRow("stones, memo off") << "stones"
                                      << "n=14 moves=1,2,3" << false << std::int32_t(40) << qint64(7);
}

// The studio opens nodes by rebuilding from the drawing on screen; the result must be exactly
// the drawing made from nothing, whichever calls were drawn before.
void TestExport::rebuildingEqualsDrawingAfresh()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(std::int32_t, opened);
    QFETCH(qint64, step);
    const auto g = makeGame(game, params);
    const SolveResult run = solveTraced(*g, {memo, false});
    const Trace& trace = *run.trace;
    if (opened < 0)
        opened = trace.size() - 1;
    DrawOptions first;
    first.maxNodes = 60;
    first.maxChildren = 3;
    first.focusOnly = trace.size() > 100;
    first.expandBestLine = true;
    DrawOptions second = first;
    second.expandBestLine = false;
    second.expanded.insert(opened);
    second.pinned.insert(opened);
    second.focus = opened;
    if (step > 0)
        second.step = step;
    const Drawing before = buildDrawing(*g, trace, first);
    const Drawing fresh = buildDrawing(*g, trace, second);
    const Drawing rebuilt = rebuildDrawing(before, *g, trace, second);
    QVERIFY(fresh.callsDrawn != before.callsDrawn || fresh.nodes.size() != before.nodes.size()); // something changed
    QCOMPARE(rebuilt.nodeOfCall, fresh.nodeOfCall);
    QCOMPARE(rebuilt.nodes.size(), fresh.nodes.size());
    for (std::size_t i = 0; i < fresh.nodes.size(); ++i) {
        const DrawNode &a = rebuilt.nodes[i], &b = fresh.nodes[i];
        QCOMPARE(int(a.kind), int(b.kind));
        QCOMPARE(a.call, b.call);
        QCOMPARE(a.hiddenCalls, b.hiddenCalls);
        QCOMPARE(a.hiddenMoves, b.hiddenMoves);
        QCOMPARE(a.move, b.move);
        QCOMPARE(a.lastMove, b.lastMove);
        if (a.kind == DrawNode::Kind::Call)
            QCOMPARE(rebuilt.returnedAtStep[std::size_t(a.call)], fresh.returnedAtStep[std::size_t(b.call)]);
    }
    QCOMPARE(rebuilt.edges.size(), fresh.edges.size());
    for (std::size_t i = 0; i < fresh.edges.size(); ++i) {
        const DrawEdge &a = rebuilt.edges[i], &b = fresh.edges[i];
        QCOMPARE(int(a.kind), int(b.kind));
        QCOMPARE(a.from, b.from);
        QCOMPARE(a.to, b.to);
        QCOMPARE(a.move, b.move);
        QCOMPARE(a.deciding, b.deciding);
        QCOMPARE(a.bestLine, b.bestLine);
    }
    QCOMPARE(rebuilt.callsDrawn, fresh.callsDrawn);
    QCOMPARE(rebuilt.movesElided, fresh.movesElided);
    QCOMPARE(rebuilt.depthShown, fresh.depthShown);
    QCOMPARE(rebuilt.repeatedCalls, fresh.repeatedCalls);
    QCOMPARE(*rebuilt.repeated, *fresh.repeated);
    QCOMPARE(rebuilt.entered, fresh.entered);
    QCOMPARE(rebuilt.current, fresh.current);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
