// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Layout time of the Graphviz adapter on real call trees of about 1,000 to 20,000 nodes, against
// the dot program on the same DOT file with the same attributes (`dot -Tplain`), measured in one
// run; and plain dot (without newrank/nslimit) where it finishes in a minute. Checks overlaps.
//
//   bench_layout [--sizes 18,22,24,26]   (prime N with memo and short-circuit off)

#include "core/solve.h"
#include "layout/graphviz_layouter.h"
#include "layout/tidy_tree_layouter.h"
#include "render/drawing.h"
#include "render/scene.h"

#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <map>

using namespace gt;

namespace {
int overlaps(const LayoutResult& layout)
{
    std::map<int, std::vector<QRectF>> rows;
    for (const QRectF& box : layout.nodes)
        rows[qRound(box.center().y())].push_back(box);
    int count = 0;
    for (auto& [y, boxes] : rows) {
        std::sort(boxes.begin(), boxes.end(), [](const QRectF& a, const QRectF& b) { return a.left() < b.left(); });
        for (std::size_t k = 1; k < boxes.size(); ++k)
            count += boxes[k - 1].right() > boxes[k].left() + 0.01;
    }
    return count;
}

// The layout request the export makes for prime N with the memo and short-circuit off: every call.
LayoutRequest primeRequest(const QString& n, const Style& style)
{
    const std::unique_ptr<Game> game = createGame(QStringLiteral("prime"), {{QStringLiteral("n"), n}});
    const SolveOptions options {false, false};
    RunLimits limits;
    limits.maxRecordedCalls = 3'000'000;
    const SolveResult result = solveTraced(*game, options, limits);
    DrawOptions drawOptions;
    drawOptions.maxNodes = 3'000'000;
    drawOptions.memoLinks = false;
    const Drawing drawing = buildDrawing(*game, *result.trace, drawOptions);
    return sceneLayoutRequest({*game, options, result}, drawing, style);
}

// Seconds for `dot -Tplain file`, or -1 past the timeout.
double timeDot(const QString& file, int timeoutMs)
{
    QProcess dot;
    QElapsedTimer timer;
    timer.start();
    dot.start(QStringLiteral("dot"), {QStringLiteral("-Tplain"), file, QStringLiteral("-o"), QStringLiteral("/dev/null")});
    if (!dot.waitForFinished(timeoutMs)) {
        dot.kill();
        dot.waitForFinished();
        return -1;
    }
    return timer.nsecsElapsed() / 1e9;
}
} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QStringList sizes {QStringLiteral("18"), QStringLiteral("22"), QStringLiteral("24"), QStringLiteral("26")};
    if (const qsizetype i = app.arguments().indexOf(QStringLiteral("--sizes")); i >= 0 && i + 1 < app.arguments().size())
        sizes = app.arguments()[i + 1].split(u',');

    QTemporaryDir dir;
    GraphvizLayouter layouter;
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    std::printf(
        "%-22s %7s %11s %13s %8s %15s %9s\n", "tree", "nodes", "adapter s", "dot -Tplain s", "ratio", "plain dot s", "overlaps");
    for (const QString& n : sizes) {
        const LayoutRequest request = primeRequest(n, style);
        QElapsedTimer timer;
        timer.start();
        const LayoutResult layout = layouter.layout(request);
        const double adapter = timer.nsecsElapsed() / 1e9;

        const QString dot = layouter.layoutDot(request);
        const QString file = dir.filePath(QStringLiteral("prime%1.dot").arg(n));
        QFile out(file);
        out.open(QIODevice::WriteOnly);
        out.write(dot.toUtf8());
        out.close();
        const double program = timeDot(file, 120000);

        // The same graph without the fast settings, where dot finishes within a minute.
        QString slowDot = dot;
        slowDot.remove(QStringLiteral("newrank=true,")).remove(QStringLiteral("nslimit=0.05,"));
        slowDot.replace(QRegularExpression(QStringLiteral("\\s*newrank=true;?")), QString());
        slowDot.replace(QRegularExpression(QStringLiteral("\\s*nslimit=\"?0.05\"?;?")), QString());
        const QString slowFile = dir.filePath(QStringLiteral("prime%1-plain.dot").arg(n));
        QFile slow(slowFile);
        slow.open(QIODevice::WriteOnly);
        slow.write(slowDot.toUtf8());
        slow.close();
        const double plain = request.nodes.size() <= 12000 ? timeDot(slowFile, 60000) : -2;

        char plainText[32];
        if (plain >= 0)
            std::snprintf(plainText, sizeof plainText, "%.2f", plain);
        else
            std::snprintf(plainText, sizeof plainText, plain == -1 ? "> 60" : "not run");
        std::printf("%-22s %7zu %11.3f %13.3f %8.2f %15s %9d\n", qPrintable(QStringLiteral("prime %1, memo off").arg(n)),
            request.nodes.size(), adapter, program, program > 0 ? adapter / program : 0.0, plainText, overlaps(layout));
        std::fflush(stdout);
    }

    // The tidy layout on the same kind of trees, up to a million nodes: time per node should stay flat.
    std::printf("\n%-22s %9s %11s %12s %16s %9s\n", "tree", "nodes", "tidy s", "us per node", "graphviz/tidy", "overlaps");
    TidyTreeLayouter tidy;
    double firstPerNode = 0;
    for (const char* n : {"24", "30", "36"}) {
        const LayoutRequest request = primeRequest(QString::fromLatin1(n), style);
        QElapsedTimer timer;
        timer.start();
        const LayoutResult layout = tidy.layout(request);
        const double seconds = timer.nsecsElapsed() / 1e9;
        const double perNode = seconds / double(request.nodes.size()) * 1e6;
        if (firstPerNode == 0)
            firstPerNode = perNode;
        char versus[32] = "not run";
        if (request.nodes.size() <= 20000) {
            timer.start();
            layouter.layout(request);
            std::snprintf(versus, sizeof versus, "%.0f", timer.nsecsElapsed() / 1e9 / seconds);
        }
        std::printf("%-22s %9zu %11.3f %12.3f %16s %9d\n",
            qPrintable(QStringLiteral("prime %1, memo off").arg(QString::fromLatin1(n))), request.nodes.size(), seconds, perNode,
            versus, overlaps(layout));
        std::fflush(stdout);
    }
    std::printf("linear growth: the time per node stays within a small factor of the first row's %.3f us\n", firstPerNode);
    return 0;
}
