// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The picture writers fed random runs: any trace (labels with markup, quotes, control
// characters; any shape; any value) drawn with any options gives SVG that parses as XML and DOT
// with balanced braces.
#include "core/solve.h"
#include "fuzz_gui_application.h"
#include "fuzz_input.h"
#include "layout/tidy_tree_layouter.h"
#include "render/dot_writer.h"
#include "render/drawing.h"
#include "render/scene.h"
#include "render/svg_writer.h"

#include <QJsonObject>
#include <QXmlStreamReader>

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

// A game whose run is a script read from the fuzzer's bytes.
class FuzzGame final : public gt::GameWithSolver<FuzzGame> {
public:
    explicit FuzzGame(FuzzInput& in)
        : m_in(in)
        , m_values(gt::ValueMeaning(in.below(int(gt::valueMeanings().size()))))
    {
        const int states = 1 + in.below(12);
        for (int i = 0; i < states; ++i)
            m_labels << in.text(24);
    }
    QString id() const override { return QStringLiteral("fuzz"); }
    gt::ValueMeaning valueMeaning() const override { return m_values; }
    bool shortCircuitByDefault() const override { return false; }
    bool keepsMemoDiscipline() const override { return false; }
    bool keepsCallsWhenStopped() const override { return true; }
    bool infersWhatIsLeft() const override { return true; }
    QJsonObject paramsJson() const override { return {}; }
    QString paramsText() const override { return m_labels.value(0); }
    std::uint32_t stateSpaceSize() const override { return std::uint32_t(m_labels.size()); }
    QString stateLabel(std::uint32_t state) const override { return m_labels.value(int(state)); }
    QJsonObject stateJson(std::uint32_t state) const override { return {{QStringLiteral("label"), stateLabel(state)}}; }
    QString moveLabel(std::int32_t move) const override { return m_labels.value(move % int(m_labels.size())); }
    std::int64_t stonesLeft(std::uint32_t state) const override { return std::int64_t(state) * 3; }
    std::vector<std::int32_t> legalMoves(std::uint32_t) const override { return {1, 2, 3}; }

    template <class Recorder> std::int64_t run(Recorder& rec, const gt::SolveOptions&)
    {
        m_calls = 0;
        return call(rec, 0, 0, 0);
    }

private:
    template <class Recorder> std::int64_t call(Recorder& rec, std::uint32_t state, std::int32_t move, int depth)
    {
        rec.enter(state, move);
        ++m_calls;
        const int kind = m_in.below(4);
        // Any 32- or 64-bit value now and then (the trace stores values past 32 bits out of line).
        const int range = m_in.below(6);
        const std::int64_t value = range == 0 ? m_in.int32() : range == 1 ? m_in.int64() : m_in.below(5) - 2;
        if (kind == 0 || depth > 10 || m_calls > 300)
            return rec.leave(state, value, gt::Outcome::Base);
        if (kind == 1)
            return rec.leave(state, value, gt::Outcome::Memo);
        const int children = 1 + m_in.below(4);
        std::int64_t best = value;
        for (int i = 0; i < children; ++i)
            best = std::max(best, call(rec, std::uint32_t(m_in.below(int(m_labels.size()))), 1 + i, depth + 1));
        return rec.leave(state, best, gt::Outcome::Computed, m_in.below(4) == 0);
    }

    FuzzInput& m_in;
    gt::ValueMeaning m_values;
    QStringList m_labels;
    int m_calls = 0;
};

void checkSvg(const QByteArray& svg)
{
    QXmlStreamReader xml(svg);
    while (!xml.atEnd())
        xml.readNext();
    if (xml.hasError()) {
        std::fprintf(stderr, "SVG does not parse: %s at line %lld\n", qPrintable(xml.errorString()), (long long)xml.lineNumber());
        __builtin_trap();
    }
}

void checkDot(const QByteArray& dot)
{
    int depth = 0;
    bool quoted = false;
    for (qsizetype i = 0; i < dot.size(); ++i) {
        const char c = dot[i];
        if (!quoted && c == '/' && i + 1 < dot.size() && dot[i + 1] == '/' && (i == 0 || dot[i - 1] == '\n'))
            i = dot.indexOf('\n', i) < 0 ? dot.size() : dot.indexOf('\n', i); // a comment line
        else if (c == '\\' && quoted)
            ++i;
        else if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == '{' || c == '}'))
            depth += c == '{' ? 1 : -1;
    }
    if (quoted || depth != 0) {
        std::fprintf(stderr, "unbalanced DOT (quoted %d, depth %d):\n%s\n", quoted, depth, dot.left(3000).constData());
        __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    FuzzGame game(in);
    const gt::SolveOptions options {in.below(2) == 0, in.below(2) == 0};
    gt::DrawOptions draw;
    draw.view = in.below(4) == 0 ? gt::DrawOptions::View::Dag : gt::DrawOptions::View::Tree;
    draw.maxNodes = 1 + in.below(80);
    draw.maxDepth = in.below(6) - 1;
    draw.maxChildren = in.below(4);
    draw.skippedMoves = in.below(2) == 0;
    draw.expandBestLine = in.below(2) == 0;
    try {
        const gt::SolveResult result = gt::solveTraced(game, options);
        if (in.below(2) == 0)
            draw.step
                = 1 + in.below(int(std::min<std::int64_t>(result.trace->eventCount(), 255))); // in range: callers check theirs
        const int calls = int(std::min<std::int64_t>(result.trace->size(), 255));
        if (calls > 0 && in.below(3) == 0)
            draw.top = in.below(calls); // a slide about a deep call starts there
        if (calls > 0 && in.below(3) == 0) {
            draw.focusOnly = true;
            draw.focus = in.below(calls);
        }
        const gt::Drawing drawing = gt::buildDrawing(game, *result.trace, draw);
        gt::TidyTreeLayouter layouter;
        const gt::Style style = gt::Style::forPalette(*gt::paletteById(gt::paletteIds().at(in.below(4))));
        const gt::Scene scene = gt::buildScene({game, options, result}, drawing, style, layouter);
        checkSvg(gt::sceneToSvg(scene));
        checkDot(gt::drawingToDot(scene, drawing, game));
    } catch (const gt::RunError&) {
    } catch (const gt::LayoutError&) {
    }
    return 0;
}
