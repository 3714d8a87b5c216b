// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Worksheets and their answer keys (render/handout.h): page 1 hides every value (and the colours,
// lines and title that would tell it) behind a box per call, page 2 shows the values in the same
// layout, every text at least 8 pt on A4; the PDF read back with poppler's pdfinfo and pdftotext.

#include "core/language.h"
#include "layout/budget_layouter.h"
#include "render/exporter.h"
#include "render/handout.h"
#include "render/page_fit.h"
#include "render/svg_writer.h"
#include "render/worksheet.h"
#include "support/test_helpers.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

class TestWorksheet : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void worksheetHidesTheValues_data();
    void worksheetHidesTheValues();
    void pdfHasTheWorksheetThenTheKey_data();
    void pdfHasTheWorksheetThenTheKey();
    void printedPictureAlone();

private:
    static void titlesKeepTheAnswer(const SolvedRun& run, const Scene& sheet, const Scene& key, std::int64_t step);
    BudgetLayouter m_layouter {BudgetLayouter::kExportGraphvizNodes};
};

namespace {
const Style& defaultStyle()
{
    static const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    return style;
}

QString valueOf(const Game& game, const Trace& trace, std::int32_t call)
{
    return QStringLiteral("= ") + game.valueWithViewShort(trace.value(call), trace.player(call));
}

QStringList textsOf(const SceneNode& node)
{
    QStringList texts;
    for (const SceneText& t : node.texts)
        texts << t.text;
    return texts;
}

QString titleOf(const Scene& scene)
{
    QStringList lines;
    for (const SceneText& t : scene.title)
        lines << t.text;
    return lines.join(u'\n');
}

bool hasSwatch(const Scene& scene, LegendEntry::Swatch swatch)
{
    return std::any_of(
        scene.legendItems.begin(), scene.legendItems.end(), [&](const LegendItem& item) { return item.swatch == swatch; });
}

} // namespace

void TestWorksheet::cleanup()
{
    setLanguage(QStringLiteral("en"));
}

void TestWorksheet::worksheetHidesTheValues_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("shortCircuit");
    QTest::addColumn<int>("step"); // 0: the whole run
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("callsDrawn"); // when the whole tree fits; 0: not checked
    QTest::newRow("prime 7, the article's figure") << "prime"
                                                   << "n=7" << false << false << 0 << "en" << 15;
    QTest::newRow("prime 7 at step 12") << "prime"
                                        << "n=7" << false << false << 12 << "en" << 0;
    QTest::newRow("prime 7 at step 15, a return") << "prime"
                                                  << "n=7" << false << false << 15 << "en" << 0;
    QTest::newRow("stones 10, moves 1 and 4") << "stones"
                                              << "n=10 moves=1,4" << true << false << 0 << "en" << 0;
    QTest::newRow("stones 10 in Japanese") << "stones"
                                           << "n=10 moves=1,4" << true << false << 0 << "ja" << 0;
    QTest::newRow("stones 10 in Korean at step 30") << "stones"
                                                    << "n=10 moves=1,4" << true << false << 30 << "ko" << 0;
    QTest::newRow("can-i-win 10 11") << "can-i-win"
                                     << "max=10 total=11" << true << false << 0 << "en" << 0;
    QTest::newRow("can-i-win 10 40") << "can-i-win"
                                     << "max=10 total=40" << true << false << 0 << "en" << 0;
    QTest::newRow("stone game ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << true << false << 0 << "en" << 0;
    QTest::newRow("prime 9299") << "prime"
                                << "n=9299" << true << true << 0 << "en" << 0;
}

void TestWorksheet::worksheetHidesTheValues()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(bool, shortCircuit);
    QFETCH(int, step);
    QFETCH(QString, language);
    QFETCH(int, callsDrawn);
    QVERIFY(setLanguage(language));
    const Run run = traced(game, params, {memo, shortCircuit});
    const Trace& trace = *run.result.trace;
    const SolvedRun input {*run.game, {memo, shortCircuit}, run.result};
    DrawOptions draw;
    if (step > 0)
        draw.step = step;
    const std::vector<Scene> pages = buildHandout(input, draw, defaultStyle(), {pageSizeOf(PageFit::A4), true, true}, m_layouter);
    QCOMPARE(pages.size(), std::size_t(2));
    const Scene& sheet = pages[0];
    const Scene& key = pages[1];

    // Both on A4, every text at least 8 pt there, by the fit's own scale.
    for (const Scene& page : pages) {
        QCOMPARE(pageSize(page), QSizeF(842, 595));
        QVERIFY2(smallestTextPoints(page) >= kMinHandoutTextPoints, qPrintable(QString::number(smallestTextPoints(page))));
    }
    // The key is laid out as the worksheet: the same nodes, of the same size, in the same places
    // relative to one another, at the same height under the title.
    QCOMPARE(sheet.nodes.size(), key.nodes.size());
    QVERIFY(!sheet.nodes.empty());
    if (callsDrawn > 0) // a small tree whole: a box for every call, no "+N calls"
        QCOMPARE(std::count_if(sheet.nodes.begin(), sheet.nodes.end(),
                     [](const SceneNode& n) { return n.ref.kind == NodeRef::Kind::Call; }),
            callsDrawn);
    const QPointF shift = key.nodes[0].box.topLeft() - sheet.nodes[0].box.topLeft();
    QCOMPARE(shift.y(), 0.0);
    int boxes = 0;
    for (std::size_t i = 0; i < sheet.nodes.size(); ++i) {
        const SceneNode& n = sheet.nodes[i];
        const SceneNode& k = key.nodes[i];
        QCOMPARE(n.ref, k.ref);
        QCOMPARE(n.box.translated(shift), k.box);
        if (!n.ref.isCall())
            continue;
        const QString value = valueOf(*run.game, trace, n.ref.id);
        for (const QString& text : textsOf(n))
            QVERIFY2(!text.startsWith(QStringLiteral("= ")), qPrintable(text)); // no value at all on the worksheet
        QVERIFY(!n.classes.contains(QStringLiteral("first-wins")) && !n.classes.contains(QStringLiteral("second-wins")));
        QVERIFY(n.fill == defaultStyle().palette.background || n.classes.contains(QStringLiteral("pending"))); // nobody's colour
        if (n.classes.contains(QStringLiteral("pending"))) {
            QVERIFY(n.answerBox.isEmpty()); // not returned yet at the step: no value to find in the key either
            continue;
        }
        ++boxes;
        QVERIFY(!n.answerBox.isEmpty());
        QVERIFY(n.box.contains(n.answerBox));
        QVERIFY(n.answerBox.height() >= 20); // about 7 mm on the page: room for a word in pen
        QVERIFY(!n.tooltip.contains(value.mid(2)));
        QVERIFY2(textsOf(k).contains(value), qPrintable(textsOf(k).join(QStringLiteral(" | "))));
        QVERIFY(k.answerBox.isEmpty() && k.box.contains(answerBoxIn(k.box, k.shape, sheet.style)));
    }
    QVERIFY(boxes > 0);
    QCOMPARE(sceneToSvg(sheet).count("class=\"answer-box\""), boxes);

    // No line of best play, no winning moves, no who-wins swatches; the legend says what boxes are for.
    for (const SceneEdge& e : sheet.edges)
        QVERIFY2(!e.classes.contains(QStringLiteral("best-line")) && !e.classes.contains(QStringLiteral("deciding")),
            qPrintable(e.classes.join(QLatin1Char(' '))));
    QVERIFY(hasSwatch(sheet, LegendEntry::Swatch::AnswerBox));
    for (const auto swatch :
        {LegendEntry::Swatch::First, LegendEntry::Swatch::Second, LegendEntry::Swatch::BestLine, LegendEntry::Swatch::Deciding})
        QVERIFY(!hasSwatch(sheet, swatch) && hasSwatch(key, swatch));
    if (step == 0)
        QVERIFY(std::any_of(key.edges.begin(), key.edges.end(),
            [](const SceneEdge& e) { return e.classes.contains(QStringLiteral("best-line")); }));

    titlesKeepTheAnswer(input, sheet, key, step);
}

// The worksheet's title tells neither the answer nor the value a returning call returns; the key's does.
void TestWorksheet::titlesKeepTheAnswer(const SolvedRun& run, const Scene& sheet, const Scene& key, std::int64_t step)
{
    const Trace& trace = *run.result.trace;
    const QString answerLine = runTitleLines(run, QStringLiteral("-"), 0).at(1).section(QStringLiteral(" · "), 0, 0);
    QVERIFY2(!titleOf(sheet).contains(answerLine), qPrintable(titleOf(sheet)));
    QVERIFY(titleOf(key).contains(answerLine));
    QVERIFY(titleOf(key).startsWith(pictureHeading(run.game) + QStringLiteral("\n") + answerKeyLine()));
    if (step > 0 && trace.event(step - 1).kind == EventKind::Return) {
        const TraceEvent e = trace.event(step - 1);
        const QString returned = run.game.valueWithView(trace.value(e.call), trace.player(e.call));
        QVERIFY2(!titleOf(sheet).contains(returned), qPrintable(titleOf(sheet)));
    }
}

void TestWorksheet::pdfHasTheWorksheetThenTheKey_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("rootLabel");
    QTest::newRow("en") << "en"
                        << "N=7, first player";
    QTest::newRow("ja") << "ja"
                        << "N=7・先手";
}

void TestWorksheet::pdfHasTheWorksheetThenTheKey()
{
    QFETCH(QString, language);
    QFETCH(QString, rootLabel);
    QVERIFY(setLanguage(language));
    const Run run = traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false});
    const Trace& trace = *run.result.trace;
    const std::vector<Scene> pages = buildHandout({*run.game, {false, false}, run.result}, DrawOptions {}, defaultStyle(),
        {pageSizeOf(PageFit::A4), true, true}, m_layouter);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    writeExportFile(path, pdfOfPages({&pages[0], &pages[1]}));

    const QString info = pdfInfo(path);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+2\\n"))), qPrintable(info));
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+842 x 595 pts"))), qPrintable(info));
    const QString sheet = pdfPageText(path, 1);
    const QString key = pdfPageText(path, 2);
    QVERIFY2(sheet.contains(rootLabel), qPrintable(sheet));
    QVERIFY(key.contains(rootLabel));
    int values = 0;
    for (const SceneNode& n : pages[0].nodes) {
        if (!n.ref.isCall())
            continue;
        QVERIFY2(sheet.contains(run.game->stateLabel(trace.state(n.ref.id))), qPrintable(sheet));
        const QString value = valueOf(*run.game, trace, n.ref.id);
        QVERIFY2(!sheet.contains(value), qPrintable(value));
        QVERIFY2(key.contains(value), qPrintable(key));
        ++values;
    }
    QVERIFY(values >= 10);
    const QString keyLine = answerKeyLine().normalized(QString::NormalizationForm_KC);
    QVERIFY2(key.contains(keyLine), qPrintable(key));
    QVERIFY(!sheet.contains(keyLine));
}

// A printed page without the worksheet: the picture itself (values, colours), text at least 8 pt.
void TestWorksheet::printedPictureAlone()
{
    const Run run = traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false});
    const QSizeF letter(792 - 72, 612 - 72); // a printer's paintable area: US Letter landscape, half-inch margins
    const std::vector<Scene> pages
        = buildHandout({*run.game, {true, false}, run.result}, DrawOptions {}, defaultStyle(), {letter, false, true}, m_layouter);
    QCOMPARE(pages.size(), std::size_t(1));
    QCOMPARE(pageSize(pages[0]), letter);
    QVERIFY(smallestTextPoints(pages[0]) >= kMinHandoutTextPoints);
    QVERIFY(hasSwatch(pages[0], LegendEntry::Swatch::BestLine));
    QVERIFY(
        std::none_of(pages[0].nodes.begin(), pages[0].nodes.end(), [](const SceneNode& n) { return !n.answerBox.isEmpty(); }));
}

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
