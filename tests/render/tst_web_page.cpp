// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The web page (`gametree export ... -o lesson.html`): the steps at which its tree shows each
// element, what the file holds and leaves out, and the page itself run in headless Chromium: at
// #step=12 it draws what the SVG export draws at --step 12 and says what the slides say, Right
// steps on, the quiz hides the value it asks for, and nothing is fetched.

#include "support/headless_chromium.h"
#include "layout/budget_layouter.h"
#include "render/step_spans.h"
#include "render/web/web_page.h"
#include "support/scripted_game.h"
#include "support/test_helpers.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

using namespace gt;

namespace {
const QStringList kPrime7 {QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"), QStringLiteral("--memo"),
    QStringLiteral("off"), QStringLiteral("--short-circuit"), QStringLiteral("off")};

// The prime game with labels that would break a page that did not escape them.
class HostileLabels final : public Game {
public:
    explicit HostileLabels(std::unique_ptr<Game> game)
        : m_game(std::move(game))
    {
    }
    QString id() const override { return m_game->id(); }
    ValueMeaning valueMeaning() const override { return m_game->valueMeaning(); }
    bool shortCircuitByDefault() const override { return m_game->shortCircuitByDefault(); }
    QJsonObject paramsJson() const override { return m_game->paramsJson(); }
    QString paramsText() const override { return m_game->paramsText(); }
    std::uint32_t stateSpaceSize() const override { return m_game->stateSpaceSize(); }
    QString stateLabel(std::uint32_t state) const override
    {
        return QStringLiteral("<b>%1</b></script>{{SCRIPT}}&amp;").arg(m_game->stateLabel(state));
    }
    QJsonObject stateJson(std::uint32_t state) const override { return m_game->stateJson(state); }
    QString moveLabel(std::int32_t move) const override { return m_game->moveLabel(move) + QStringLiteral(" %1"); }
    std::vector<std::int32_t> legalMoves(std::uint32_t state) const override { return m_game->legalMoves(state); }
    std::int64_t solve(NullRecorder& rec, const SolveOptions& o) override { return m_game->solve(rec, o); }
    std::int64_t solve(CountingRecorder& rec, const SolveOptions& o) override { return m_game->solve(rec, o); }
    std::int64_t solve(TraceRecorder& rec, const SolveOptions& o) override { return m_game->solve(rec, o); }

private:
    std::unique_ptr<Game> m_game;
};

// The ids and classes of an SVG's nodes (<g id="call-7" class="node call and pending current">),
// and the classes of its edges.
struct SvgPicture {
    std::map<QString, QStringList> nodes;
    QStringList edges;
};

QStringList sortedClasses(const QString& classes)
{
    QStringList list = classes.split(u' ', Qt::SkipEmptyParts);
    list.sort();
    return list;
}

SvgPicture readSvg(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    SvgPicture picture;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("g"))
            continue;
        const QString id = xml.attributes().value(QStringLiteral("id")).toString();
        const QString classes = xml.attributes().value(QStringLiteral("class")).toString();
        if (!id.isEmpty())
            picture.nodes[id] = sortedClasses(classes);
        else if (classes.startsWith(QLatin1String("edge ")))
            picture.edges << sortedClasses(classes).join(u' ');
    }
    picture.edges.sort();
    return picture;
}

// A slide's narration: the last lines of its title group, in the narration's larger type.
QString slideNarration(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    std::vector<std::pair<QString, QString>> lines; // (font size, text)
    int depth = 0, titleDepth = -1;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && depth-- == titleDepth)
            titleDepth = -1;
        if (token != QXmlStreamReader::StartElement)
            continue;
        ++depth;
        if (xml.name() == QLatin1String("g") && xml.attributes().value(QStringLiteral("class")) == QLatin1String("title"))
            titleDepth = depth;
        else if (titleDepth >= 0 && xml.name() == QLatin1String("text")) {
            const QString size = xml.attributes().value(QStringLiteral("font-size")).toString();
            lines.emplace_back(size, xml.readElementText());
            --depth;
        }
    }
    QStringList narration;
    for (auto it = lines.rbegin(); it != lines.rend() && it->first == lines.back().first; ++it)
        narration.prepend(it->second);
    return narration.join(u' ');
}

// What the page shows of its tree: each visible node's look (classes, without the page's own
// when-running / when-returned) with "current" when its ring shows, and its visible edges'.
const char* kVisibleTree = R"((() => {
  const visible = (el) => { for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return false; return true; };
  const looks = (step) => Array.from(step.children).filter((c) => c.tagName === 'g' && visible(c));
  const classes = (g) => g.getAttribute('class').split(' ').filter((c) => c && !c.startsWith('when-'));
  const nodes = {};
  for (const step of document.querySelectorAll('#tree-svg .nodes > .step')) {
    if (!visible(step)) continue;
    const ring = step.querySelector('.ring');
    nodes[step.id] = looks(step).map((g) => classes(g).concat(ring && visible(ring) ? ['current'] : []).sort().join(' '));
  }
  const edges = [];
  for (const step of document.querySelectorAll('#tree-svg .edges > .step'))
    if (visible(step)) for (const g of looks(step)) edges.push(classes(g).sort().join(' '));
  return { nodes, edges: edges.sort() };
})())";
} // namespace

class TestWebPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void stepSpansFollowTheDrawing();
    void pageFetchesNothing();
    void quizPageKeepsTheAnswerBack();
    void userLabelsStayText();
    void languagePaletteAndSource();
    void htmlIsForExportOnly_data();
    void htmlIsForExportOnly();
    void stepTwelveShowsWhatTheSvgShows();
    void rightKeyStepsOn();
    void dpTableFillsWithTheStep();
    void quizHidesTheValueItAsks();
    void quizTakesWideValuesAndDraws();
    void fitsAPhoneHeldSideways();
    void staysInsideANarrowWindow_data();
    void staysInsideANarrowWindow();
    void stepButtonsShowWordsOnlyWhenTheyFit_data();
    void stepButtonsShowWordsOnlyWhenTheyFit();
    void pansAndZoomsByMouseTouchAndKeys();
    void fiveThousandCalls();
    void noRequestLeavesThePage();
    void playTabPlaysTheGame();

private:
    CommandOutput gametree(const QStringList& args) { return runCommand(m_bin, args); }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString url(const QString& name, const QString& fragment = {}) const;
    bool needChromium();
    void checkSpansAtEveryStep(const Run& run);

    QString m_bin;
    QTemporaryDir m_dir;
    std::unique_ptr<HeadlessChromium> m_chromium;
    QString m_chromiumError;
    QStringList m_opened; // the pages loaded, as file URLs without fragment
};

QString TestWebPage::url(const QString& name, const QString& fragment) const
{
    QUrl url = QUrl::fromLocalFile(path(name));
    if (!fragment.isEmpty())
        url.setFragment(fragment);
    return url.toString();
}

void TestWebPage::initTestCase()
{
    m_bin = qEnvironmentVariable("GAMETREE_BIN");
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "GAMETREE_BIN must name the gametree binary");
    QVERIFY(m_dir.isValid());
    for (const auto& [extra, file] : std::vector<std::pair<QStringList, QString>> {{{}, QStringLiteral("lesson.html")},
             {{QStringLiteral("--quiz")}, QStringLiteral("quiz.html")},
             {{QStringLiteral("--step"), QStringLiteral("12")}, QStringLiteral("step12.svg")}}) {
        const CommandOutput out
            = gametree(QStringList {QStringLiteral("export")} + kPrime7 + extra + QStringList {QStringLiteral("-o"), path(file)});
        QVERIFY2(out.status == 0, out.err.constData());
    }
    const CommandOutput slides = gametree(QStringList {QStringLiteral("slides")} + kPrime7
        + QStringList {QStringLiteral("--steps"), QStringLiteral("12,13"), QStringLiteral("-o"),
            path(QStringLiteral("deck")) + QStringLiteral("/")});
    QVERIFY2(slides.status == 0, slides.err.constData());
    if (HeadlessChromium::executable().isEmpty())
        return;
    m_chromium = std::make_unique<HeadlessChromium>();
    if (!m_chromium->start(&m_chromiumError))
        m_chromium.reset();
}

bool TestWebPage::needChromium()
{
    if (HeadlessChromium::executable().isEmpty())
        return false;
    return m_chromium != nullptr;
}

#define REQUIRE_CHROMIUM()                                                                                                       \
    do {                                                                                                                         \
        if (HeadlessChromium::executable().isEmpty())                                                                            \
            QSKIP("chromium is not installed (scripts/install-deps.sh installs it): the page is not run");                       \
        QVERIFY2(needChromium(), qPrintable(m_chromiumError));                                                                   \
    } while (false)

// At every step, an element is drawn exactly when the page shows it, and a call has its returned
// look exactly when the page gives it that look: the article's tree, memo links, and cut, elided
// and skipped moves.
void TestWebPage::stepSpansFollowTheDrawing()
{
    checkSpansAtEveryStep(traced(QStringLiteral("prime"), QStringLiteral("n=7"), {false, false}));
    checkSpansAtEveryStep(traced(QStringLiteral("stones"), QStringLiteral("n=10 moves=1,4"), {true, false}));
    checkSpansAtEveryStep(traced(QStringLiteral("can-i-win"), QStringLiteral("max=5 total=8"), {false, true}));
}

void TestWebPage::checkSpansAtEveryStep(const Run& run)
{
    const Trace& trace = *run.result.trace;
    DrawOptions options;
    options.maxDepth = 3;
    options.maxChildren = 2;
    options.skippedMoves = true;
    Drawing drawing = buildDrawing(*run.game, trace, options);
    auto returned = [&](const DrawNode& node) { return bool(drawing.returnedAtStep[std::size_t(node.call)]); };
    for (std::int64_t k = 1; k <= trace.eventCount(); ++k) {
        setDrawingStep(drawing, trace, k);
        for (int n = 0; n < int(drawing.nodes.size()); ++n) {
            const StepSpan span = nodeStepSpan(drawing, trace, n);
            const DrawNode& node = drawing.nodes[std::size_t(n)];
            QCOMPARE(drawing.visible(node), k >= span.shown);
            if (node.kind == DrawNode::Kind::Call)
                QCOMPARE(returned(node), k >= span.returned);
        }
        for (int e = 0; e < int(drawing.edges.size()); ++e) {
            const StepSpan span = edgeStepSpan(drawing, trace, e);
            const DrawEdge& edge = drawing.edges[std::size_t(e)];
            QCOMPARE(drawing.visible(edge), k >= span.shown);
            if (k >= span.shown)
                QCOMPARE(returned(drawing.nodes[std::size_t(edge.from)]), k >= span.returned);
        }
    }
}

// The lesson's header gives the answer; the quiz's and a step before the root's return do not.
void TestWebPage::quizPageKeepsTheAnswerBack()
{
    const auto text = [this](const QString& name) {
        QFile file(path(name));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    const QString lesson = text(QStringLiteral("lesson.html"));
    QVERIFY(lesson.contains(QStringLiteral("<p>answer: Win · 15 calls · 0 memo hits")));
    const QString quiz = text(QStringLiteral("quiz.html"));
    QVERIFY(quiz.contains(QStringLiteral("<p>answer: when the root returns · 15 calls · 0 memo hits")));
    QVERIFY(!quiz.contains(QStringLiteral("answer: Win")));
    const QString step = text(QStringLiteral("step12.svg"));
    QVERIFY(step.contains(QStringLiteral("answer: when the root returns")));
    QVERIFY(!step.contains(QStringLiteral("answer: Win")));
}

// One file: no address it could fetch (the SVG needs no namespace inline), no external script,
// style or font.
void TestWebPage::pageFetchesNothing()
{
    QFile file(path(QStringLiteral("lesson.html")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    static const QRegularExpression address(QStringLiteral("https?://[^\\s\"'<>)]*"));
    const QStringList namespaces {QStringLiteral("http://www.w3.org/2000/svg"), QStringLiteral("http://www.w3.org/1999/xlink"),
        QStringLiteral("http://www.w3.org/XML/1998/namespace")};
    for (auto it = address.globalMatch(html); it.hasNext();) {
        const QString found = it.next().captured();
        QVERIFY2(namespaces.contains(found), qPrintable(found));
    }
    static const QRegularExpression fetching(
        QStringLiteral("<(script|img|link|iframe)[^>]*\\b(src|href)=|@import|@font-face|url\\((?!#)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = fetching.match(html);
    QVERIFY2(!match.hasMatch(), qPrintable(match.captured()));
    QCOMPARE(html.count(QStringLiteral("</script>")), 2); // the data and the script, nothing else
}

// Labels are text everywhere: escaped in the HTML and the SVG, never a format for arg(), never
// a part of the page's template.
void TestWebPage::userLabelsStayText()
{
    HostileLabels game(createGame(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("5")}}));
    const SolveOptions options {false, false};
    const SolveResult result = solveTraced(game, options);
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    WebPageOptions page;
    page.source = builtInListing(QStringLiteral("prime_game.cpp"));
    const QByteArray html
        = buildWebPage({game, options, result}, Style::forPalette(*paletteById(QStringLiteral("default"))), page, layouter).html;
    QVERIFY(!html.contains("<b>"));
    QCOMPARE(html.count("</script>"), 2);
    QVERIFY(html.contains("&lt;b&gt;N=5, first player&lt;/b&gt;")); // in the SVG
    QVERIFY(html.contains("\\u003cb\\u003eN=5, first player\\u003c/b\\u003e\\u003c/script\\u003e{{SCRIPT}}\\u0026amp;"));
    QVERIFY(html.contains(" %1")); // the move labels' "%1" stayed as written
    QVERIFY2(!html.contains("subtract 2 2"), "a label was read as a format");

    QFile file(path(QStringLiteral("hostile.html")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(html);
    file.close();
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY2(m_chromium->load(tab, url(QStringLiteral("hostile.html"), QStringLiteral("step=3"))),
        qPrintable(m_chromium->lastError()));
    m_opened << url(QStringLiteral("hostile.html"));
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.querySelectorAll('b').length")).toInt(), 0);
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('stack').textContent"))
                .toString()
                .contains(QStringLiteral("<b>N=5, first player</b></script>{{SCRIPT}}&amp;")));
}

// The export's choices are the page's: its words (--lang), colours (--palette) and whether the
// solver's source is in it (--hide-source).
void TestWebPage::languagePaletteAndSource()
{
    const CommandOutput out = gametree(QStringList {QStringLiteral("export")} + kPrime7
        + QStringList {QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("--palette"), QStringLiteral("colorblind"),
            QStringLiteral("--hide-source"), QStringLiteral("-o"), path(QStringLiteral("ja.html"))});
    QVERIFY2(out.status == 0, out.err.constData());
    QFile file(path(QStringLiteral("ja.html")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("<html lang=\"ja\">")));
    QVERIFY(html.contains(QStringLiteral("\"stepOf\":\"ステップ %1 / %2\"")));
    QVERIFY(html.contains(QStringLiteral("先手、N=2：2 を引く手を試し、N=0 を後手に渡します。"))); // the narration
    QVERIFY(html.contains(QStringLiteral("#f5c97a")));                                             // Okabe-Ito orange
    QVERIFY(html.contains(QStringLiteral("\"source\":null")));
    QVERIFY(!html.contains(QStringLiteral("rec.enter(state, move);")));

    QFile english(path(QStringLiteral("lesson.html")));
    QVERIFY(english.open(QIODevice::ReadOnly));
    QVERIFY(english.readAll().contains("rec.enter(state, move);"));
}

void TestWebPage::htmlIsForExportOnly_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("slides") << QStringList {QStringLiteral("slides"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("-o"), QStringLiteral("deck.html")}
                            << "for a web page use export";
    QTest::newRow("state graph") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--view"), QStringLiteral("dag"), QStringLiteral("-o"), QStringLiteral("x.html")}
                                 << "are for pictures";
    QTest::newRow("icicle") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--view"), QStringLiteral("icicle"), QStringLiteral("-o"), QStringLiteral("x.html")}
                            << "are for pictures";
    QTest::newRow("comparison") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--compare"), QStringLiteral("memo"), QStringLiteral("-o"), QStringLiteral("x.html")}
                                << "are for pictures";
    QTest::newRow("quiz in an SVG") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--quiz"), QStringLiteral("-o"), QStringLiteral("x.svg")}
                                    << "--quiz is an option of web pages";
    QTest::newRow("hide-source in solve") << QStringList {QStringLiteral("solve"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--hide-source")}
                                          << "--hide-source is an option of export";
    QTest::newRow("step past the end") << QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("--step"), QStringLiteral("99"), QStringLiteral("-o"), QStringLiteral("x.html")}
                                       << "--step 99 is past the end";
}

void TestWebPage::htmlIsForExportOnly()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    for (QString& arg : args)
        if (arg.endsWith(QStringLiteral(".html")))
            arg = path(arg);
    const CommandOutput out = gametree(args);
    QCOMPARE(out.status, 2);
    QVERIFY2(QString::fromUtf8(out.err).contains(message), out.err.constData());
    QVERIFY(out.out.isEmpty());
}

void TestWebPage::stepTwelveShowsWhatTheSvgShows()
{
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY2(m_chromium->load(tab, url(QStringLiteral("lesson.html"), QStringLiteral("step=12"))),
        qPrintable(m_chromium->lastError()));
    m_opened << url(QStringLiteral("lesson.html"));
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.body.dataset.step")).toString(), QStringLiteral("12"));

    const SvgPicture svg = readSvg(path(QStringLiteral("step12.svg")));
    QVERIFY(svg.nodes.size() >= 8);
    const QJsonObject page = m_chromium->evaluate(tab, QString::fromUtf8(kVisibleTree)).toObject();
    const QJsonObject nodes = page.value(QStringLiteral("nodes")).toObject();
    QStringList svgIds;
    for (const auto& [id, classes] : svg.nodes)
        svgIds << id;
    QStringList pageIds = nodes.keys();
    pageIds.sort();
    QCOMPARE(pageIds, svgIds);
    for (const auto& [id, classes] : svg.nodes) {
        const QJsonArray looks = nodes.value(id).toArray();
        QCOMPARE(looks.size(), 1); // one look at a time
        QCOMPARE(looks[0].toString(), classes.join(u' '));
    }
    QVERIFY(svg.nodes.at(QStringLiteral("call-7")).contains(QStringLiteral("current")));
    QStringList edges;
    for (const QJsonArray list = page.value(QStringLiteral("edges")).toArray(); const QJsonValue& edge : list)
        edges << edge.toString();
    QCOMPARE(edges, svg.edges);

    const QString narration
        = m_chromium->evaluate(tab, QStringLiteral("document.getElementById('narration').textContent")).toString();
    QCOMPARE(narration, slideNarration(path(QStringLiteral("deck/slide-001.svg"))));
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('stack').textContent"))
                .toString()
                .contains(QStringLiteral("#7  N=0")));
}

void TestWebPage::rightKeyStepsOn()
{
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("lesson.html"), QStringLiteral("step=12"))));
    const QString before
        = m_chromium->evaluate(tab, QStringLiteral("document.getElementById('narration').textContent")).toString();
    m_chromium->pressKey(tab, QStringLiteral("ArrowRight"), 39);
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '13'")));
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("location.hash")).toString(), QStringLiteral("#step=13"));
    const QString after
        = m_chromium->evaluate(tab, QStringLiteral("document.getElementById('narration').textContent")).toString();
    QVERIFY(after != before);
    QCOMPARE(after, slideNarration(path(QStringLiteral("deck/slide-002.svg"))));
    m_chromium->pressKey(tab, QStringLiteral("ArrowLeft"), 37);
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("location.hash === '#step=12'")));
}

// The DP table's tab: the cells stored by the step filled, the rest emptied of colour and
// value (nothing tells a later cell's winner), the running call's cell ringed.
void TestWebPage::dpTableFillsWithTheStep()
{
    const CommandOutput out = gametree({QStringLiteral("export"), QStringLiteral("stones"), QStringLiteral("--n"),
        QStringLiteral("10"), QStringLiteral("--moves"), QStringLiteral("1,4"), QStringLiteral("--quiz"), QStringLiteral("-o"),
        path(QStringLiteral("stones.html"))});
    QVERIFY2(out.status == 0, out.err.constData());
    QFile file(path(QStringLiteral("stones.html")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()).count(QStringLiteral("class=\"node cell")), 11);
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("stones.html"), QStringLiteral("step=20"))));
    m_opened << url(QStringLiteral("stones.html"));
    const QString shown = QStringLiteral("document.querySelectorAll('#dp-table .cell.filled:not(.later)').length");
    QCOMPARE(m_chromium->evaluate(tab, shown).toInt(), 4); // dp[1] … dp[4]
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('cell-5').classList.contains('now')")).toBool());
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('cell-10').classList.contains('later')")).toBool());
    const QString laterLook
        = QStringLiteral("(() => { const r = [...document.querySelectorAll('#cell-10 rect')].pop(); const s = "
                         "getComputedStyle(r); return s.fill + ' ' + s.stroke; })()");
    const QString emptyLook = QStringLiteral("(() => { const r = [...document.querySelectorAll('#cell-6 rect')].pop(); const s = "
                                             "getComputedStyle(r); return s.fill + ' ' + s.stroke; })()");
    QCOMPARE(m_chromium->evaluate(tab, laterLook).toString(), m_chromium->evaluate(tab, emptyLook).toString());
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('dp-note').textContent")).toString(),
        QStringLiteral("The memo as the article's table: 4 of 11 cells stored by this step."));
    m_chromium->evaluate(tab, QStringLiteral("location.hash = '#step=36'"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '36'")));
    QCOMPARE(m_chromium->evaluate(tab, shown).toInt(), 10);
    m_chromium->evaluate(tab, QStringLiteral("location.hash = '#step=2'"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '2'")));
    QCOMPARE(m_chromium->evaluate(tab, shown).toInt(), 0);
    // Beside the tree the table keeps its own size (534 pt, wider than the panel) and scrolls to
    // the running call's cell: at step 30 that is n=9, near the right end.
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('tab-dp').click(); location.hash = '#step=30'"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '30'")));
    const QString widths
        = QStringLiteral("(() => { const box = document.getElementById('dp-table'); const svg = box.querySelector('svg'); "
                         "return [svg.getBoundingClientRect().width, box.clientWidth]; })()");
    const QJsonArray sizes = m_chromium->evaluate(tab, widths).toArray();
    QCOMPARE(sizes.size(), 2);
    QVERIFY2(sizes[0].toDouble() > sizes[1].toDouble(), qPrintable(QString::number(sizes[0].toDouble())));
    const QString nowInView
        = QStringLiteral("(() => { const b = document.getElementById('dp-table').getBoundingClientRect(); const r = "
                         "document.querySelector('#dp-table .now').getBoundingClientRect(); "
                         "return r.left >= b.left && r.right <= b.right; })()");
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('cell-9').classList.contains('now')")).toBool());
    QVERIFY(m_chromium->evaluate(tab, nowInView).toBool());
}

void TestWebPage::quizHidesTheValueItAsks()
{
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("quiz.html"))));
    m_opened << url(QStringLiteral("quiz.html"));
    QVERIFY(!m_chromium->evaluate(tab, QStringLiteral("document.getElementById('quiz').hidden")).toBool());
    const QString asking = QStringLiteral("document.querySelectorAll('#quiz-answer button').length === 2");
    for (int press = 0; press < 40 && !m_chromium->evaluate(tab, asking).toBool(); ++press)
        m_chromium->pressKey(tab, QStringLiteral("ArrowRight"), 39);
    QVERIFY(m_chromium->evaluate(tab, asking).toBool());
    const QString call
        = m_chromium->evaluate(tab, QStringLiteral("document.getElementById('quiz-answer').dataset.call")).toString();
    const QString step = m_chromium->evaluate(tab, QStringLiteral("document.body.dataset.step")).toString();
    const QString node = QStringLiteral("document.getElementById('call-%1')").arg(call);
    // The texts of the node that are drawn (SVG's checkVisibility() does not look at display: none above).
    const QString shownText = QStringLiteral("Array.from(") + node
        + QStringLiteral(
            ".querySelectorAll('text')).filter((t) => { for (let e = t; e; e = e.parentElement) if (getComputedStyle(e).display "
            "=== 'none') return false; return true; }).map((t) => t.textContent).join('|')");
    const QString value
        = m_chromium->evaluate(tab, node + QStringLiteral(".querySelector('.when-returned text:nth-of-type(2)').textContent"))
              .toString();
    QVERIFY2(value.startsWith(QStringLiteral("= ")), qPrintable(value));
    QVERIFY2(!m_chromium->evaluate(tab, shownText).toString().contains(value), qPrintable(value));

    m_chromium->pressKey(tab, QStringLiteral("ArrowRight"), 39); // the question stays until answered
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.body.dataset.step")).toString(), step);
    QVERIFY(!m_chromium->evaluate(tab, shownText).toString().contains(value));

    m_chromium->evaluate(tab, QStringLiteral("document.querySelector('#quiz-answer button').click()"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '%1'").arg(step.toInt() + 1)));
    QVERIFY2(m_chromium->evaluate(tab, shownText).toString().contains(value), qPrintable(value));
    QVERIFY(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('tally').textContent"))
                .toString()
                .contains(QStringLiteral("of 1 right")));
    QVERIFY(
        !m_chromium->evaluate(tab, QStringLiteral("document.getElementById('quiz-verdict').textContent")).toString().isEmpty());
}

// Past 2^53 a value goes to the page as its text, and a typed answer is compared exactly; negamax
// offers a third answer, a draw.
void TestWebPage::quizTakesWideValuesAndDraws()
{
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    WebPageOptions page;
    page.quiz = true;
    const SolveOptions options {false, false};
    ScriptedGame wide(ValueMeaning::Plain, QStringLiteral("-4602678819172646911[-4611686018427387904,9007199254740993]"));
    const SolveResult wideRun = solveTraced(wide, options);
    const QByteArray html
        = buildWebPage({wide, options, wideRun}, Style::forPalette(*paletteById(QStringLiteral("default"))), page, layouter).html;
    QVERIFY(html.contains("\"truth\":[\"-4602678819172646911\",\"-4611686018427387904\",\"9007199254740993\"]"));
    ScriptedGame draws(ValueMeaning::Negamax, QStringLiteral("0[1,0]"));
    const SolveResult drawRun = solveTraced(draws, options);
    const QByteArray drawHtml
        = buildWebPage({draws, options, drawRun}, Style::forPalette(*paletteById(QStringLiteral("default"))), page, layouter)
              .html;
    QVERIFY(drawHtml.contains("\"draw\":true"));
    for (const auto& [name, bytes] :
        {std::pair {QStringLiteral("wide.html"), html}, std::pair {QStringLiteral("draws.html"), drawHtml}}) {
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("wide.html"))));
    m_opened << url(QStringLiteral("wide.html"));
    const QString asking = QStringLiteral("document.querySelector('#quiz-answer input') !== null");
    for (int press = 0; press < 5 && !m_chromium->evaluate(tab, asking).toBool(); ++press)
        m_chromium->pressKey(tab, QStringLiteral("ArrowRight"), 39);
    QVERIFY(m_chromium->evaluate(tab, asking).toBool());
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('quiz-answer').dataset.call")).toString(),
        QStringLiteral("1"));
    // One off in the last digit: a double would read both as -4611686018427387904.
    m_chromium->evaluate(tab,
        QStringLiteral("document.querySelector('#quiz-answer input').value = '-4611686018427387903';"
                       "document.querySelector('#quiz-answer button').click()"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.getElementById('tally').textContent.includes('0 of 1 right')")));
    for (int press = 0; press < 5 && !m_chromium->evaluate(tab, asking).toBool(); ++press)
        m_chromium->pressKey(tab, QStringLiteral("ArrowRight"), 39);
    QCOMPARE(m_chromium->evaluate(tab, QStringLiteral("document.getElementById('quiz-answer').dataset.call")).toString(),
        QStringLiteral("2"));
    m_chromium->evaluate(tab,
        QStringLiteral("document.querySelector('#quiz-answer input').value = '9007199254740993';"
                       "document.querySelector('#quiz-answer button').click()"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.getElementById('tally').textContent.includes('1 of 2 right')")));

    const QString drawTab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(drawTab, url(QStringLiteral("draws.html"))));
    m_opened << url(QStringLiteral("draws.html"));
    const QString buttons = QStringLiteral("document.querySelectorAll('#quiz-answer button').length === 3");
    for (int press = 0; press < 5 && !m_chromium->evaluate(drawTab, buttons).toBool(); ++press)
        m_chromium->pressKey(drawTab, QStringLiteral("ArrowRight"), 39);
    QVERIFY(m_chromium->evaluate(drawTab, buttons).toBool());
    QCOMPARE(m_chromium->evaluate(drawTab, QStringLiteral("document.querySelectorAll('#quiz-answer button')[2].textContent"))
                 .toString(),
        QStringLiteral("Draw"));
}

// 844 x 390: the narration and the controls readable and on the screen, the tree in its place.
void TestWebPage::fitsAPhoneHeldSideways()
{
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(844, 390);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("lesson.html"), QStringLiteral("step=12"))));
    const QJsonObject layout = m_chromium
                                   ->evaluate(tab, QStringLiteral(R"((() => {
      const px = (el) => parseFloat(getComputedStyle(el).fontSize);
      const inside = (el) => { const r = el.getBoundingClientRect(); return r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 && r.width > 0; };
      const controls = Array.from(document.querySelectorAll('#controls button, #controls input, #tabs button:not([hidden])'));
      const tree = document.getElementById('tree').getBoundingClientRect();
      return { narration: px(document.getElementById('narration')), smallest: Math.min(...controls.map((c) => px(c.closest('label') || c))),
               allInside: controls.every(inside), treeWidth: tree.width, treeHeight: tree.height };
    })())"))
                                   .toObject();
    QVERIFY2(layout.value(QStringLiteral("narration")).toDouble() >= 12,
        qPrintable(QString::number(layout.value(QStringLiteral("narration")).toDouble())));
    QVERIFY(layout.value(QStringLiteral("smallest")).toDouble() >= 12);
    QVERIFY(layout.value(QStringLiteral("allInside")).toBool());
    QVERIFY(layout.value(QStringLiteral("treeWidth")).toDouble() >= 400);
    QVERIFY(layout.value(QStringLiteral("treeHeight")).toDouble() >= 250);
}

void TestWebPage::staysInsideANarrowWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::newRow("en, 700 px") << "en" << 700;
    QTest::newRow("ja, 700 px") << "ja" << 700;
    QTest::newRow("ko, 560 px") << "ko" << 560;
}

// A long title is cut, not the page: the prime game's Japanese title made the page 729 px wide
// in a 700-pixel window, the zoom buttons half outside it.
void TestWebPage::staysInsideANarrowWindow()
{
    REQUIRE_CHROMIUM();
    QFETCH(QString, language);
    QFETCH(int, width);
    const QString file = path(QStringLiteral("narrow_") + language + QStringLiteral(".html"));
    const CommandOutput out = gametree(QStringList {QStringLiteral("export")} + kPrime7
        + QStringList {QStringLiteral("--lang"), language, QStringLiteral("-o"), file});
    QVERIFY2(out.status == 0, out.err.constData());
    const QString tab = m_chromium->openTab(width, 800);
    m_opened << url(QStringLiteral("narrow_") + language + QStringLiteral(".html"));
    QVERIFY(m_chromium->load(tab, m_opened.last()));
    const QString outside = m_chromium
                                ->evaluate(tab, QStringLiteral(R"((() => {
      const seen = document.querySelectorAll('header, main, aside, #zoom button, #tabs button:not([hidden]), #controls button, #controls input');
      return Array.from(seen).filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > innerWidth + 0.5; })
        .map((e) => (e.id || e.tagName) + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ');
    })())"))
                                .toString();
    QCOMPARE(outside, QString());
}

void TestWebPage::stepButtonsShowWordsOnlyWhenTheyFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("words");
    QTest::newRow("en, 1366 px") << QStringLiteral("en") << 1366 << true;
    QTest::newRow("ja, 1366 px") << QStringLiteral("ja") << 1366 << false;
    QTest::newRow("ja, 1920 px") << QStringLiteral("ja") << 1920 << true;
    QTest::newRow("ko, 1366 px") << QStringLiteral("ko") << 1366 << true;
}

// Japanese step buttons' words were cut at 1366 px ("最初のステッ", "ステップオーバ"); where any
// would be, all show their icons only.
void TestWebPage::stepButtonsShowWordsOnlyWhenTheyFit()
{
    REQUIRE_CHROMIUM();
    QFETCH(QString, language);
    QFETCH(int, width);
    QFETCH(bool, words);
    const QString name = QStringLiteral("buttons_") + language + QStringLiteral(".html");
    if (!QFile::exists(path(name))) {
        const CommandOutput out = gametree(QStringList {QStringLiteral("export")} + kPrime7
            + QStringList {QStringLiteral("--lang"), language, QStringLiteral("-o"), path(name)});
        QVERIFY2(out.status == 0, out.err.constData());
    }
    const QString tab = m_chromium->openTab(width, 768);
    m_opened << url(name);
    QVERIFY(m_chromium->load(tab, url(name)));
    const QJsonObject bar = m_chromium
                                ->evaluate(tab, QStringLiteral(R"((() => {
      const buttons = Array.from(document.querySelectorAll('#controls button'));
      return { cut: buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.id).join(' '),
               words: buttons.filter((b) => b.querySelector('span').getBoundingClientRect().width > 0).length,
               tips: buttons.filter((b) => b.title !== '').length, all: buttons.length };
    })())"))
                                .toObject();
    QCOMPARE(bar.value(QStringLiteral("cut")).toString(), QString());
    const int all = bar.value(QStringLiteral("all")).toInt();
    QCOMPARE(all, 7);
    QCOMPARE(bar.value(QStringLiteral("words")).toInt(), words ? all : 0);
    QCOMPARE(bar.value(QStringLiteral("tips")).toInt(), all); // the words, when only icons show
}

// The view's width in picture units (smaller: zoomed in) and its left edge.
static QPointF viewOf(HeadlessChromium& chromium, const QString& tab)
{
    const QStringList box = chromium.evaluate(tab, QStringLiteral("document.getElementById('tree-svg').getAttribute('viewBox')"))
                                .toString()
                                .split(u' ');
    return box.size() == 4 ? QPointF(box[0].toDouble(), box[2].toDouble()) : QPointF();
}

void TestWebPage::pansAndZoomsByMouseTouchAndKeys()
{
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("lesson.html"), QStringLiteral("step=12"))));
    const QPointF fitted = viewOf(*m_chromium, tab);
    auto mouse = [&](const char* type, double x, double y, const QJsonObject& more = {}) {
        QJsonObject event {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("x"), x}, {QStringLiteral("y"), y},
            {QStringLiteral("button"), QStringLiteral("left")}, {QStringLiteral("clickCount"), 1}};
        for (auto it = more.begin(); it != more.end(); ++it)
            event.insert(it.key(), it.value());
        m_chromium->call(QStringLiteral("Input.dispatchMouseEvent"), event, tab);
    };
    mouse("mouseWheel", 400, 300, {{QStringLiteral("deltaX"), 0}, {QStringLiteral("deltaY"), -400}});
    const QPointF wheeled = viewOf(*m_chromium, tab);
    QVERIFY2(wheeled.y() < fitted.y() * 0.8, "the wheel zooms in");
    mouse("mousePressed", 400, 300, {{QStringLiteral("buttons"), 1}});
    mouse("mouseMoved", 500, 300, {{QStringLiteral("buttons"), 1}});
    mouse("mouseReleased", 500, 300, {{QStringLiteral("buttons"), 0}});
    const QPointF dragged = viewOf(*m_chromium, tab);
    QVERIFY2(dragged.x() < wheeled.x() - 10, "dragging right shows what is left of the view");

    auto touch = [&](const char* type, const QList<QPointF>& points) {
        QJsonArray list;
        for (int i = 0; i < points.size(); ++i)
            list.append(QJsonObject {
                {QStringLiteral("x"), points[i].x()}, {QStringLiteral("y"), points[i].y()}, {QStringLiteral("id"), i}});
        m_chromium->call(QStringLiteral("Input.dispatchTouchEvent"),
            {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("touchPoints"), list}}, tab);
    };
    touch("touchStart", {{350, 300}, {450, 300}});
    touch("touchMove", {{300, 300}, {500, 300}});
    touch("touchEnd", {});
    QVERIFY2(viewOf(*m_chromium, tab).y() < dragged.y() * 0.8, "pinching apart zooms in");

    m_chromium->pressKey(tab, QStringLiteral("0"), 48);
    QCOMPARE(viewOf(*m_chromium, tab), fitted);
    m_chromium->pressKey(tab, QStringLiteral("+"), 187);
    QVERIFY(viewOf(*m_chromium, tab).y() < fitted.y());
}

// The size is asserted; the time to open is printed (timings belong in benchmarks).
void TestWebPage::fiveThousandCalls()
{
    const QStringList game {QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("7"), QStringLiteral("--total"),
        QStringLiteral("20"), QStringLiteral("--memo"), QStringLiteral("off"), QStringLiteral("--short-circuit"),
        QStringLiteral("off")};
    const CommandOutput out = gametree(
        QStringList {QStringLiteral("export")} + game + QStringList {QStringLiteral("-o"), path(QStringLiteral("big.html"))});
    QVERIFY2(out.status == 0, out.err.constData());
    QVERIFY2(QString::fromUtf8(out.out).contains(QRegularExpression(QStringLiteral("10.?984 steps"))),
        out.out.constData()); // 5,492 calls
    const qint64 bytes = QFileInfo(path(QStringLiteral("big.html"))).size();
    qInfo("5,492 calls: the page is %.2f MB", bytes / 1e6);
    QVERIFY2(bytes < 5'000'000, qPrintable(QString::number(bytes)));
    REQUIRE_CHROMIUM();
    const QString tab = m_chromium->openTab(1366, 768);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("big.html"), QStringLiteral("step=5000"))));
    m_opened << url(QStringLiteral("big.html"));
    const double loaded
        = m_chromium->evaluate(tab, QStringLiteral("performance.getEntriesByType('navigation')[0].loadEventEnd")).toDouble();
    qInfo("5,492 calls: open to ready %lld ms (load event at %.0f ms in the page)", clock.elapsed(), loaded);
    m_chromium->pressKey(tab, QStringLiteral("End"), 35);
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.body.dataset.step === '10984'")));
}

// Every request the pages made was for the page's own file (or data: and blob:, made in the page).
void TestWebPage::noRequestLeavesThePage()
{
    REQUIRE_CHROMIUM();
    m_chromium->call(QStringLiteral("Browser.getVersion")); // collects the events that came meanwhile
    int requests = 0;
    for (const QJsonObject& event : m_chromium->events()) {
        if (event.value(QStringLiteral("method")) == QLatin1String("Network.webSocketCreated"))
            QFAIL("a page opened a web socket");
        if (event.value(QStringLiteral("method")) != QLatin1String("Network.requestWillBeSent"))
            continue;
        ++requests;
        const QString requested = event.value(QStringLiteral("params"))
                                      .toObject()
                                      .value(QStringLiteral("request"))
                                      .toObject()
                                      .value(QStringLiteral("url"))
                                      .toString();
        const QString file = QUrl(requested).adjusted(QUrl::RemoveFragment).toString();
        QVERIFY2(m_opened.contains(file) || requested.startsWith(QStringLiteral("data:"))
                || requested.startsWith(QStringLiteral("blob:")),
            qPrintable(requested));
    }
    QVERIFY(requests >= m_opened.size());
}

// The Play tab: the class against the solver offline, the same words as the studio's Play dock,
// each position shown on the tree; a run with the short-circuit on says how to export one to play.
void TestWebPage::playTabPlaysTheGame()
{
    REQUIRE_CHROMIUM();
    const CommandOutput out
        = gametree(QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"), QStringLiteral("7"),
            QStringLiteral("--short-circuit"), QStringLiteral("off"), QStringLiteral("-o"), path(QStringLiteral("play.html"))});
    QVERIFY2(out.status == 0, out.err.constData());
    const QString tab = m_chromium->openTab(1366, 768);
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("play.html"))));
    const auto text = [&](const QString& id) {
        return m_chromium->evaluate(tab, QStringLiteral("document.getElementById('%1').textContent").arg(id)).toString();
    };
    QCOMPARE(text(QStringLiteral("tab-play")), QStringLiteral("Play"));
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('tab-play').click()"));
    QCOMPARE(text(QStringLiteral("play-position")), QStringLiteral("N=7 · to move: the class"));
    // Who wins is covered on the tree (its 14 calls), in the narration and the header until it
    // is revealed.
    const QString valuesShown
        = QStringLiteral("Array.from(document.querySelectorAll('#tree-svg .step.returned[data-call] > .when-returned'))"
                         ".filter((e) => getComputedStyle(e).display !== 'none').length");
    const QString narrationShown = QStringLiteral("getComputedStyle(document.getElementById('narration')).visibility");
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('last').click()"));
    QCOMPARE(m_chromium->evaluate(tab, valuesShown).toInt(), 0);
    QCOMPARE(m_chromium->evaluate(tab, narrationShown).toString(), QStringLiteral("hidden"));
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('play-reveal').click()"));
    QCOMPARE(m_chromium->evaluate(tab, valuesShown).toInt(), 14);
    QCOMPARE(m_chromium->evaluate(tab, narrationShown).toString(), QStringLiteral("visible"));
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('play-reveal').click()"));
    QCOMPARE(m_chromium->evaluate(tab, valuesShown).toInt(), 0);
    QCOMPARE(
        m_chromium
            ->evaluate(tab,
                QStringLiteral("Array.from(document.querySelectorAll('#play-moves button'), (b) => b.textContent).join('|')"))
            .toString(),
        QStringLiteral("[1]  subtract 7|[2]  subtract 5|[3]  subtract 3|[4]  subtract 2"));
    m_chromium->pressKey(tab, QStringLiteral("4"), 52); // subtract 2: the solver answers with 3
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.querySelectorAll('#play-history li').length === 2")));
    QCOMPARE(text(QStringLiteral("play-reason")),
        QStringLiteral("The solver: subtract 3 wins: it is the first winning move the recursion tries."));
    // The position on the tree, ringed: the step after the call that worked out N=2 returned.
    QCOMPARE(m_chromium
                 ->evaluate(tab,
                     QStringLiteral("Array.from(document.querySelectorAll('#tree-svg .ring'))"
                                    ".filter((e) => getComputedStyle(e).display !== 'none')"
                                    ".map((e) => e.parentNode.querySelector('title').textContent).join('|')"))
                 .toString()
                 .section(u'\n', 0, 0),
        QStringLiteral("N=2, first player"));
    const int step = m_chromium->evaluate(tab, QStringLiteral("Number(document.body.dataset.step)")).toInt();
    QVERIFY(step > 1);
    m_chromium->evaluate(tab, QStringLiteral("document.querySelector('#play-moves button').click()"));
    QVERIFY(m_chromium->waitUntil(tab, QStringLiteral("document.querySelectorAll('#play-history li').length === 5")));
    QCOMPARE(
        m_chromium
            ->evaluate(tab,
                QStringLiteral("Array.from(document.querySelectorAll('#play-history li'), (li) => li.textContent).join('|')"))
            .toString(),
        QStringLiteral("1. the class: subtract 2 at N=7|2. the solver: subtract 3 at N=5|3. the class: subtract 2 at N=2|"
                       "The solver won.|At N=7, the class chose subtract 2; subtract 5 would have won."));
    QVERIFY2(m_chromium->evaluate(tab, valuesShown).toInt() > 0, "the game is over: the tree shows why");
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('play-undo').click()"));
    QCOMPARE(text(QStringLiteral("play-position")), QStringLiteral("N=2 · to move: the class"));

    const CommandOutput article = gametree(QStringList {QStringLiteral("export"), QStringLiteral("prime"), QStringLiteral("--n"),
        QStringLiteral("7"), QStringLiteral("-o"), path(QStringLiteral("article.html"))});
    QVERIFY2(article.status == 0, article.err.constData());
    QVERIFY(m_chromium->load(tab, url(QStringLiteral("article.html")))); // the article's run: the short-circuit on
    m_chromium->evaluate(tab, QStringLiteral("document.getElementById('tab-play').click()"));
    QCOMPARE(text(QStringLiteral("play-none")),
        QStringLiteral("This page's run stops at the first winning move: export it with --short-circuit off to play it here."));
}

QTEST_MAIN(TestWebPage)
#include "tst_web_page.moc"
