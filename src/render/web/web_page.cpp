// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "render/web/web_page.h"

#include "core/language.h"
#include "render/exporter.h"
#include "render/page_fit.h"
#include "render/svg_writer.h"
#include "render/table_scene.h"
#include "render/web/web_page_data.h"
#include "render/web/web_page_strings.h"
#include "render/web/web_play_data.h"
#include "render/web/web_tree_svg.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>
#include <stdexcept>
#include <string>

namespace gt {

namespace {
class WebPageTr {
    Q_DECLARE_TR_FUNCTIONS(gt::WebPage)
};

QByteArray resource(const QString& name)
{
    QFile file(QStringLiteral(":/web/") + name);
    if (!file.open(QIODevice::ReadOnly))
        throw ExportError(WebPageTr::tr("the web page's %1 is not embedded in this build").arg(name));
    return file.readAll();
}

// Each {{NAME}} of the template replaced in one pass: what is put in is never searched again, so a
// label that reads "{{SCRIPT}}" stays text.
QByteArray fillTemplate(const QByteArray& page, const std::map<QByteArray, QByteArray>& parts)
{
    QByteArray out;
    qsizetype from = 0;
    for (qsizetype open = page.indexOf("{{"); open >= 0; open = page.indexOf("{{", from)) {
        const qsizetype close = page.indexOf("}}", open);
        const auto part = close < 0 ? parts.end() : parts.find(page.mid(open + 2, close - open - 2));
        if (part == parts.end())
            throw ExportError(WebPageTr::tr("the web page's template has an unknown part at %1").arg(open));
        out += page.mid(from, open - from) + part->second;
        from = close + 2;
    }
    return out + page.mid(from);
}

QByteArray escaped(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

// JSON inside <script>: no "<" may end the element early ("</script>" in a user's label).
QByteArray scriptSafeJson(const QJsonObject& data)
{
    return QJsonDocument(data)
        .toJson(QJsonDocument::Compact)
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
}

// The palette's colours for the page's own panels and controls.
QByteArray paletteCss(const Palette& p)
{
    const std::pair<const char*, QColor> colors[] = {{"bg", p.background}, {"text", p.text}, {"muted", p.mutedText},
        {"rule", p.pendingStroke}, {"current", p.current}, {"narration-fill", p.chrome.narrationFill},
        {"narration-rule", p.chrome.narrationRule}, {"narration-text", p.chrome.narrationText}, {"quiz-fill", p.chrome.quizFill},
        {"quiz-rule", p.chrome.quizRule}, {"quiz-text", p.chrome.quizText}, {"memo-read", p.chrome.memoRead},
        {"source-line", p.chrome.sourceLine}, {"source-tried", p.chrome.sourceTried}, {"panel", p.cutFill}};
    QByteArray css = ":root {";
    for (const auto& [name, color] : colors)
        css += " --" + QByteArray(name) + ": " + color.name().toLatin1() + ';';
    return css + " }\n";
}

QByteArray headerHtml(const QStringList& title)
{
    QByteArray html = "<h1>" + escaped(title.value(0)) + "</h1>";
    for (qsizetype i = 1; i < title.size(); ++i)
        html += "<p>" + escaped(title[i]) + "</p>";
    return html;
}

// The legend as a list: each entry's swatch drawn as the SVG export draws it, its words as text.
QByteArray legendHtml(const std::vector<LegendItem>& items, const Style& style)
{
    QByteArray html;
    for (const LegendItem& item : items) {
        QByteArray swatch;
        {
            SvgElements svg(&swatch, false);
            svg.xml().writeStartElement(QStringLiteral("svg"));
            svg.xml().writeAttribute(QStringLiteral("viewBox"), QStringLiteral("-3 -3 36 22"));
            svg.xml().writeAttribute(QStringLiteral("font-family"), style.labelFont.family());
            const LegendEntry entry = legendSwatch(item.swatch, QRectF(0, 0, 30, 16), style);
            for (const SceneShape& shape : entry.shapes)
                svg.writeShape(shape, style.palette);
            for (const SceneText& text : entry.shapeTexts)
                svg.writeText(text);
            svg.xml().writeEndElement();
        }
        html += "<li>" + swatch + "<span>" + escaped(item.text) + "</span></li>";
    }
    return html;
}

qint64 startStep(const WebPageOptions& options, std::int64_t lastStep)
{
    const std::int64_t step = options.draw.step.value_or(1);
    checkStepInRun(step, lastStep);
    return step;
}

qint64 pageSteps(const Trace& trace)
{
    const std::int64_t steps = trace.eventCount();
    if (steps == 0)
        throw ExportError(WebPageTr::tr("no steps to show: the answer is known before any call"));
    if (steps > kMaxWebPageSteps)
        throw ExportError(WebPageTr::tr("%1 steps are too many for a web page (at most %2); try smaller parameters or "
                                        "--max-recorded %3")
                              .arg(countText(steps), countText(kMaxWebPageSteps), QString::number(kMaxWebPageSteps / 2)));
    return steps;
}
// The DP table as the run ends, every stored cell filled; the page's script empties those stored
// after the step. With it, the table's entry for each store (-1 for a state stored again) and
// each call's state. None for a game without a table's shape, or one drawn as sums.
struct DpTable {
    QByteArray svg;
    QJsonValue data = QJsonValue::Null;
};

DpTable dpTable(const SolvedRun& run, const Style& style, std::int64_t lastStep)
{
    const Trace& trace = *run.result.trace;
    if (!run.game.memoShape() || tableDrawnAsSums(run.game.stateSpaceSize()))
        return {};
    Stepper stepper(trace);
    stepper.setPosition(lastStep);
    const MemoTable table(run.game, stepper);
    const QByteArray svg = sceneToSvg(buildTableScene(run.game, table, style, TableOrder::Recursion, {false, false, false}));
    QJsonArray entries, states;
    for (const std::int32_t call : stepper.memoStoredSoFar()) {
        const std::uint32_t state = trace.state(call);
        entries.append(state < table.stateCount() && table.storedBy(state) == call ? qint64(state) : -1);
    }
    for (std::int32_t id = 0; id < trace.size(); ++id)
        states.append(qint64(trace.state(id)));
    return {svg.mid(svg.indexOf("<svg")),
        QJsonObject {{QStringLiteral("entryState"), entries}, {QStringLiteral("callState"), states}}};
}
} // namespace

WebPage buildWebPage(const SolvedRun& run, const Style& style, const WebPageOptions& options, Layouter& layouter)
{
    const std::int64_t lastStep = pageSteps(*run.result.trace);
    const std::int64_t start = startStep(options, lastStep);
    // Fitted as export fits its picture, so that the page draws the calls the SVG draws.
    DrawOptions wanted = options.draw;
    wanted.step = lastStep;
    if (wanted.maxNodes == DrawOptions::kDefaultMaxNodes)
        wanted.maxNodes = kWebPageMaxNodes;
    const DrawOptions draw = fitDrawOptions(run, wanted, style, SceneParts {true, options.legend}, options.page, layouter);
    const Drawing drawing = buildDrawing(run.game, *run.result.trace, draw);
    const LayoutResult layout = layouter.layout(sceneLayoutRequest(run, drawing, style));
    const SteppedTree tree = buildSteppedTree(run, drawing, layout, style, lastStep, !options.quiz);

    QJsonObject data = webPageData(run, lastStep, options.source ? &*options.source : nullptr);
    data.insert(QLatin1String("lang"), currentLanguage());
    data.insert(QLatin1String("ui"), webPageStrings());
    data.insert(QLatin1String("lastStep"), qint64(lastStep));
    data.insert(QLatin1String("start"), qint64(start));
    data.insert(QLatin1String("quizOn"), options.quiz);
    const DpTable dp = dpTable(run, style, lastStep);
    data.insert(QLatin1String("dp"), dp.data);
    QString notPlayable;
    data.insert(QLatin1String("play"), webPlayData(run, &notPlayable));
    data.insert(QLatin1String("notPlayable"), notPlayable);
    data.insert(QLatin1String("playWords"), webPlayWords(run.game));
    const QByteArray html = fillTemplate(resource(QStringLiteral("page.html")),
        {{"LANG", currentLanguage().toUtf8()}, {"TITLE", escaped(pictureHeading(run.game))},
            {"STYLE", paletteCss(style.palette) + resource(QStringLiteral("page.css"))}, {"HEADER", headerHtml(tree.title)},
            {"TREE", tree.svg}, {"DPTABLE", dp.svg}, {"LEGEND", options.legend ? legendHtml(tree.legend, style) : QByteArray()},
            {"DATA", scriptSafeJson(data)}, {"SCRIPT", resource(QStringLiteral("page.js"))}});
    return {html, tree.callsDrawn};
}

} // namespace gt
