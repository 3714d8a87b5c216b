// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The memo drawn as its DP table, for the biggest seed runs and the article's examples: the
// MemoTable read from the trace (once a run), the table's scene at a step (what the studio
// builds each step), its paint on a 1920x1080 canvas (a frame), and the SVG with its element
// count. The best of a few runs each, and the step's work against a 16 ms frame.
//
//   bench_table [--repeat N] [--json]

#include "core/memo_table.h"
#include "core/solve.h"
#include "render/exporter.h"
#include "render/scene_painter.h"
#include "render/table_scene.h"

#include "best_of.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>

using namespace gt;

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool json = args.contains(QStringLiteral("--json"));
    const int repeat = repeatOption(args);

    QStringList hundredPiles;
    for (int k = 0; k < 100; ++k)
        hundredPiles << QString::number(1 + (k * 37) % 100);
    const std::pair<const char*, ParamText> runs[] = {
        {"can-i-win", {{QStringLiteral("max"), QStringLiteral("10")}, {QStringLiteral("total"), QStringLiteral("11")}}},
        {"can-i-win", {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}},
        {"stone-game-ii", {{QStringLiteral("piles"), hundredPiles.join(u',')}}},
        {"stones", {{QStringLiteral("n"), QStringLiteral("10000")}, {QStringLiteral("moves"), QStringLiteral("1")}}},
        {"prime", {{QStringLiteral("n"), QStringLiteral("9299")}}},
    };
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (const auto& [id, params] : runs) {
        const std::unique_ptr<Game> game = createGame(QString::fromLatin1(id), params);
        const QByteArray name = (game->id() + u' ' + game->paramsText().left(24)).toUtf8();
        RunLimits limits;
        limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
        const SolveResult result = solveTraced(*game, game->defaultOptions(), limits);
        Stepper stepper(*result.trace);
        stepper.setPosition(stepper.last() / 2);
        std::unique_ptr<MemoTable> table;
        const double tableMs = bestMs(repeat, [&] { table = std::make_unique<MemoTable>(*game, stepper); });
        Scene scene;
        const double stepMs = bestMs(repeat, [&] {
            scene = buildTableScene(*game, *table, style, TableOrder::Recursion, {false, false});
        });
        // The studio paints what is on screen: the whole table fitted to the frame.
        const double zoom = std::min(1920 / scene.bounds.width(), 1080 / scene.bounds.height());
        const double paintMs = bestMs(repeat, [&] {
            QPainter painter(&frame);
            painter.fillRect(frame.rect(), Qt::white);
            painter.scale(zoom, zoom);
            paintScene(painter, scene, {scene.bounds, zoom * style.labelFont.pointSizeF() >= 6});
        });
        stepper.toLast();
        Scene page;
        QByteArray svg;
        const double svgMs = bestMs(repeat, [&] {
            page = buildTableScene(*game, *table, style, TableOrder::BottomUp);
            svg = exportBytes(page, {}, *game, ExportFormat::Svg);
        });
        const int elements = elementsOf(svg);
        std::printf(json ? "{\"run\":\"%s\",\"cells\":%u,\"stored\":%lld,\"tableMs\":%.1f,\"stepMs\":%.1f,\"paintMs\":%.1f,"
                           "\"framesPerStep\":%.2f,\"svgMs\":%.1f,\"svgElements\":%d}\n"
                         : "%-36s %8u cells (%lld stored)  table %6.1f ms  step %6.1f ms  paint %6.1f ms  "
                           "(step+paint = %.2f frames of 16 ms)  svg %6.1f ms (%d elements)\n",
            name.constData(), table->stateCount(), static_cast<long long>(table->storedCells()), tableMs, stepMs, paintMs,
            (stepMs + paintMs) / 16.0, svgMs, elements);
    }
    return 0;
}
