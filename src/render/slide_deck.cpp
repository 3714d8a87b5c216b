// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "slide_deck.h"

#include "page_fit.h"

#include "core/narration.h"
#include "core/stepper.h"
#include "svg_writer.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QTextLayout>

#include <algorithm>
#include <optional>

namespace gt {

namespace {
class SlideTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Slides)
};

// Breaks `text` into lines no wider than `width` (QTextLayout: words, and CJK anywhere).
QStringList wrap(const QString& text, const QFont& font, double width)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    QStringList lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

// Under the tree, which gets the page's whole width (a tree is wider than tall): the call stack
// on the left and the legend beside it, then the narration in large type below both.
void appendBand(
    Scene& scene, const QString& narration, const QStringList& stack, bool callsPending, const Style& style, QSizeF page)
{
    const double margin = style.margin;
    const double smallLine = style.labelFont.pointSizeF() * 1.5;
    double width = std::max(scene.bounds.width() - 2 * margin, kSlideStackColumn + kSlideLegendLeast);
    // A narrow tree leaves the page's width unused: the legend may spread over it, in fewer rows.
    if (!page.isEmpty()) {
        const double widest = page.width() * style.labelFont.pointSizeF() / kMinPageTextPoints - 2 * margin;
        width = std::max(width,
            std::min(widest, (scene.bounds.height() + slideBandHeight(style)) * page.width() / page.height() - 2 * margin));
    }
    const double top = scene.bounds.bottom() - margin + 6;
    double y = top + smallLine;
    QFont heading = style.labelFont;
    heading.setBold(true);
    scene.title.push_back({SlideTr::tr("Call stack"), {margin, y}, heading, style.palette.text, true});
    const QFontMetricsF metrics = textMetrics(style.labelFont);
    for (int i = 0; i < stack.size(); ++i) {
        y += smallLine;
        const double indent = 8 * std::min(i, 4);
        // A long state would run off the page: the frame's end (the move taken) matters most.
        const QString line = metrics.elidedText(stack[i], Qt::ElideMiddle, kSlideStackColumn - 12 - indent);
        scene.title.push_back({line, {margin + indent, y}, style.labelFont, style.palette.mutedText, true});
    }
    const double stackBottom = y + metrics.descent();
    // Only what the slide shows: after the root's return no call runs and none is pending.
    const bool current = std::any_of(scene.nodes.begin(), scene.nodes.end(), [](const SceneNode& n) { return n.current; });
    std::erase_if(scene.legendItems, [&](const LegendItem& item) {
        return (item.swatch == LegendEntry::Swatch::Current && !current)
            || (item.swatch == LegendEntry::Swatch::Pending && !callsPending);
    });
    scene.legend = placeLegend(
        scene.legendItems, style, {margin + kSlideStackColumn + 8, top + 8}, width - kSlideStackColumn - 16, &scene.legendFrame);
    QFont big = style.labelFont;
    big.setPointSizeF(style.labelFont.pointSizeF() * 1.45);
    const double bigLine = big.pointSizeF() * 1.45;
    y = std::max(stackBottom, scene.legendFrame.bottom()) + 6;
    for (const QString& line : wrap(narration, big, width)) {
        y += bigLine;
        scene.title.push_back({line, {margin, y}, big, style.palette.text, true});
    }
    scene.bounds.setWidth(width + 2 * margin);
    scene.bounds.setBottom(y + margin);
}

QStringList stackLines(const SolvedRun& run, const Stepper& stepper)
{
    const Trace& trace = *run.result.trace;
    const std::vector<std::int32_t> stack = stepper.callStack();
    QStringList lines;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        // A deep stack shows the root and the frames nearest the current call: a slide has room
        // for kSlideStackLines lines.
        const std::size_t hiddenFrom = 1, shownFrom = stack.size() - (kSlideStackLines - 2);
        if (stack.size() > std::size_t(kSlideStackLines) && i >= hiddenFrom && i < shownFrom) {
            if (i == hiddenFrom)
                lines << SlideTr::tr("… %L1 more calls …").arg(shownFrom - hiddenFrom);
            continue;
        }
        QString line = QStringLiteral("#%1  %2").arg(stack[i]).arg(run.game.stateLabel(trace.state(stack[i])));
        if (i + 1 < stack.size())
            line += QStringLiteral("   → ") + run.game.moveLabel(trace.move(stack[i + 1]));
        lines << line;
    }
    if (lines.isEmpty())
        lines << SlideTr::tr("(empty: the root has returned)");
    return lines;
}
} // namespace

std::vector<std::int64_t> stepsEvery(std::int64_t every, std::int64_t eventCount)
{
    std::vector<std::int64_t> steps;
    for (std::int64_t k = 1; k <= eventCount; k += std::max<std::int64_t>(every, 1))
        steps.push_back(k);
    if (eventCount > 0 && steps.back() != eventCount)
        steps.push_back(eventCount);
    return steps;
}

std::vector<std::int64_t> parseSteps(const QString& text, std::int64_t eventCount, const QString& field)
{
    std::vector<std::int64_t> steps;
    for (const QString& item : text.split(u',')) {
        bool ok = false;
        const qint64 k = item.trimmed().toLongLong(&ok);
        if (!ok || k < 1 || k > eventCount) {
            const QString problem
                = SlideTr::tr("'%1' is not a step of this run; allowed: 1 to %2").arg(item.trimmed()).arg(eventCount);
            throw ExportError(field.isEmpty() ? problem : SlideTr::tr("%1: %2", "an option: its problem").arg(field, problem));
        }
        if (!steps.empty() && k <= steps.back()) { // a deck goes forward: 3,2,1 or 2,2 is a slip
            const QString problem = SlideTr::tr("step %1 comes after step %2; list the steps in increasing order, each once")
                                        .arg(k)
                                        .arg(steps.back());
            throw ExportError(field.isEmpty() ? problem : SlideTr::tr("%1: %2", "an option: its problem").arg(field, problem));
        }
        steps.push_back(k);
    }
    return steps;
}

void checkSlideCount(std::size_t slides, const QString& howToChooseFewer)
{
    if (slides == 0)
        throw ExportError(SlideTr::tr("no steps to put on slides: the answer is known before any call"));
    if (slides > std::size_t(kMaxSlides)) {
        const QString problem = SlideTr::tr("%L1 slides is too many (at most %L2)").arg(qint64(slides)).arg(kMaxSlides);
        throw ExportError(
            howToChooseFewer.isEmpty() ? problem : SlideTr::tr("%1; %2", "a problem; what to do").arg(problem, howToChooseFewer));
    }
}

namespace {
constexpr int kWidestFocusedSlide = 8; // moves per call on a page about one call, at most

// The picture of one run shared by the slides, and, for a step whose call it does not draw, a
// picture about that call: the way from the root to it, straight, with its siblings and
// children, as many moves per call (up to `widest`) as fit `forTree` (no limit when empty). A
// way longer than the page holds is shown from the nearest callers that fit.
class SlidePictures {
public:
    SlidePictures(
        const SolvedRun& run, const DrawOptions& options, int widest, const Style& style, Layouter& layouter, QSizeF forTree)
        : m_run(run)
        , m_options(options)
        , m_widest(widest)
        , m_style(style)
        , m_layouter(layouter)
        , m_forTree(forTree)
    {
        m_options.step.reset();
        m_shared.drawing = buildDrawing(run.game, trace(), m_options);
        m_shared.layout = layouter.layout(sceneLayoutRequest(run, m_shared.drawing, style));
    }

    struct Picture {
        Drawing drawing;
        LayoutResult layout;
    };

    // The picture for the step: the call entered or returning at it must be drawn.
    Picture& at(std::int64_t step)
    {
        const TraceEvent event = trace().event(step - 1);
        if (m_shared.drawing.nodeOfCall[std::size_t(event.call)] >= 0)
            return m_shared;
        const std::int32_t lastEntered = event.kind == EventKind::Enter ? event.call : trace().subtreeEnd(event.call) - 1;
        std::optional<Picture> focused = focusedOn(event.call, lastEntered);
        if (!focused)
            return m_shared; // not even the call and its children fit: the whole run's picture
        m_focused = std::move(*focused);
        return m_focused;
    }

private:
    const Trace& trace() const { return *m_run.result.trace; }

    std::optional<Picture> focusedOn(std::int32_t subject, std::int32_t lastEntered)
    {
        DrawOptions options = m_options;
        options.focusOnly = true;
        options.focus = subject;
        options.expandBestLine = false;
        options.maxDepth = -1;
        options.lastCall = lastEntered;
        for (std::int32_t call = subject; call >= 0; call = trace().parent(call))
            options.pinned.insert(call);
        Picture picture;
        // The run-sized tables of the last page's picture (or a copy of the shared one's) are
        // reused: a page costs what it draws, not the run's length.
        if (m_focused.drawing.nodeOfCall.empty())
            picture.drawing = m_shared.drawing;
        else
            picture.drawing = std::move(m_focused.drawing);
        // Neighbouring steps fit about as many moves: start one above the last page's.
        for (int children = std::min(m_widest, m_lastFitting + 1); children >= 1; --children) {
            options.maxChildren = children;
            m_lastFitting = children;
            if (fits(picture, options))
                return picture;
        }
        return fromNearestCallers(subject, options, std::move(picture));
    }

    // One move per call did not fit: the way is longer than the page. The picture starts at the
    // caller `above` levels up, as far up as fits; neighbouring steps fit about as many levels.
    std::optional<Picture> fromNearestCallers(std::int32_t subject, DrawOptions options, Picture picture)
    {
        std::vector<std::int32_t> way; // the subject, its caller, ..., the root
        for (std::int32_t call = subject; call >= 0; call = trace().parent(call))
            way.push_back(call);
        const int deepest = int(way.size()) - 2; // the root's picture was tried already
        const auto fitsFrom = [&](int above) {
            options.top = way[std::size_t(above)];
            return fits(picture, options);
        };
        // One more than the last page's first: on most pages that does not fit and the last
        // page's count does, two layouts.
        int above = std::clamp(m_levelsAbove + 1, 0, std::max(deepest, 0));
        if (fitsFrom(above)) {
            bool drawn = true; // the picture holds the last level that fitted
            while (above < deepest && (drawn = fitsFrom(above + 1)))
                ++above;
            if (!drawn)
                fitsFrom(above);
        } else {
            do {
                if (--above < 0)
                    return std::nullopt;
            } while (!fitsFrom(above));
        }
        m_levelsAbove = above;
        return picture;
    }

    // Draws `options` into `picture` and lays it out: true when it fits the page.
    bool fits(Picture& picture, const DrawOptions& options)
    {
        picture.drawing = rebuildDrawing(std::move(picture.drawing), m_run.game, trace(), options);
        picture.layout = m_layouter.layout(sceneLayoutRequest(m_run, picture.drawing, m_style));
        return m_forTree.isEmpty()
            || fitsPage(buildScene(m_run, picture.drawing, m_style, picture.layout, SceneParts {true, false, false}), m_forTree);
    }

    const SolvedRun& m_run;
    DrawOptions m_options;
    int m_widest;
    const Style& m_style;
    Layouter& m_layouter;
    QSizeF m_forTree;
    Picture m_shared;
    Picture m_focused; // the last page's
    int m_lastFitting = 1 << 20;
    int m_levelsAbove = 2; // callers above the subject on the last page that started below the root
};

} // namespace

double slideBandHeight(const Style& style)
{
    const double narration = 2 * style.labelFont.pointSizeF() * 1.45 * 1.45;
    const double stack = (kSlideStackLines + 1) * style.labelFont.pointSizeF() * 1.5;
    const double legend = 4 * (kLegendSwatchHeight + 8) + 16; // rows beside the stack
    return 6 + narration + style.margin + std::max(stack, legend);
}

void buildFittedSlides(const SolvedRun& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter, QSizeF page, SlideSink& sink)
{
    checkSlideCount(steps.size());
    const Trace& trace = *run.result.trace;
    QSizeF forTree;
    if (!page.isEmpty()) {
        // The tree gets what the narration and the call stack leave of the page, at the smallest
        // readable scale.
        const double smallest = kMinPageTextPoints / style.labelFont.pointSizeF();
        forTree = QSizeF(page.width(), page.height() - slideBandHeight(style) * smallest);
    }
    const DrawOptions draw = page.isEmpty()
        ? drawOptions
        : fitDrawOptions(run, drawOptions, style, SceneParts {true, false, false}, forTree, layouter);
    // A page about one call may show more moves per call than the picture of the whole run.
    const int widest = drawOptions.maxChildren > 0 ? drawOptions.maxChildren : kWidestFocusedSlide;
    SlidePictures pictures(run, draw, widest, style, layouter, forTree);
    Stepper stepper(trace);
    for (const std::int64_t step : steps) {
        SlidePictures::Picture& picture = pictures.at(step);
        setDrawingStep(picture.drawing, trace, step);
        stepper.setPosition(step);
        Scene scene = buildScene(run, picture.drawing, style, picture.layout, SceneParts {true, false, false});
        appendBand(
            scene, narrateEvent(run.game, trace, step - 1), stackLines(run, stepper), !stepper.callStack().empty(), style, page);
        scene.page = page;
        sink.add(scene);
    }
}

SlideDeck buildFittedSlideDeck(const SolvedRun& run, const DrawOptions& drawOptions, const Style& style,
    const std::vector<std::int64_t>& steps, Layouter& layouter, QSizeF page)
{
    SlideDeck deck;
    buildFittedSlides(run, drawOptions, style, steps, layouter, page, deck);
    return deck;
}

} // namespace gt
