// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The icicle overview of the biggest seed runs: the traced solve, the icicle itself (one pass over
// the calls) at a slide's and a screen's width, its scene on a slide, and the SVG and PNG bytes;
// the best of a few runs each, with the segment and SVG element counts.
//
//   bench_icicle [--repeat N] [--json]

#include "core/solve.h"
#include "render/exporter.h"
#include "render/icicle_scene.h"

#include "best_of.h"

#include <QGuiApplication>

#include <cstdio>

using namespace gt;

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool json = args.contains(QStringLiteral("--json"));
    const int repeat = repeatOption(args);

    // The biggest seed runs: the article's example of each game at its limits.
    const std::pair<const char*, ParamText> runs[] = {
        {"can-i-win", {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}},
        {"prime", {{QStringLiteral("n"), QStringLiteral("9299")}}},
        {"stones", {{QStringLiteral("n"), QStringLiteral("10000")}, {QStringLiteral("moves"), QStringLiteral("1")}}},
    };
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    for (const auto& [id, params] : runs) {
        const std::unique_ptr<Game> game = createGame(QString::fromLatin1(id), params);
        const QByteArray name = (game->id() + u' ' + game->paramsText()).toUtf8();
        const SolveOptions options = game->defaultOptions();
        RunLimits limits;
        limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
        SolveResult result;
        const double solveMs = bestMs(1, [&] { result = solveTraced(*game, options, limits); });
        Icicle icicle;
        const double slideMs = bestMs(repeat, [&] { icicle = computeIcicle(*game, *result.trace, {890, 100}); });
        const std::size_t slideSegments = icicle.segments.size();
        const double screenMs = bestMs(repeat, [&] { icicle = computeIcicle(*game, *result.trace, {1920, 1000}); });
        Scene scene;
        const double sceneMs = bestMs(repeat, [&] { scene = buildIcicleScene({*game, options, result}, style, {}); });
        QByteArray svg, png;
        const double svgMs = bestMs(repeat, [&] { svg = exportBytes(scene, {}, *game, ExportFormat::Svg); });
        const double pngMs = bestMs(repeat, [&] { png = exportBytes(scene, {}, *game, ExportFormat::Png); });
        std::printf(json ? "{\"run\":\"%s\",\"calls\":%d,\"solveMs\":%.0f,\"icicleMs\":%.1f,\"segments\":%zu,"
                           "\"icicle1920Ms\":%.1f,\"segments1920\":%zu,\"sceneMs\":%.1f,\"svgMs\":%.1f,\"svgElements\":%d,"
                           "\"pngMs\":%.1f}\n"
                         : "%-28s %9d calls  solve %6.0f ms  icicle %6.1f ms (%zu segments)  at 1920 %6.1f ms (%zu)  "
                           "scene %6.1f ms  svg %6.1f ms (%d elements)  png %6.1f ms\n",
            name.constData(), result.trace->size(), solveMs, slideMs, slideSegments, screenMs, icicle.segments.size(), sceneMs,
            svgMs, elementsOf(svg), pngMs);
    }
    return 0;
}
