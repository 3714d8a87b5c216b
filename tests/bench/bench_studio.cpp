// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The studio with big runs, offscreen: time from Solve to the first painted frame; right after
// it, finding a state (findFirstMs); one step, opening a "+N calls" node, View > Expand the Line
// of Best Play Only, finding a state (its first match gone to and painted; the whole search, which
// runs off the GUI thread), the paint time of one frame zoomed out and in, the icicle dock's
// picture (made off the GUI thread) and one frame of it with the step highlighted; last, opening
// the root's "+k moves" (expandMovesMs); and the peak memory. One run each; figures go in the
// issue notes (goals: under 2 s to the first frame, under 150 ms an action, under 16 ms a frame).
//
//   bench_studio [--json] [--only NAME]     --json: one JSON object per run and line;
//                                           --only: that run alone ("prime 9299")

#include "studio/modes/find_bar.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/icicle_view.h"
#include "studio/window/main_window.h"
#include "peak_memory.h"
#include "studio/run/solve_job.h"
#include "studio/canvas/tree_view.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>

#include <cstdio>
#include <optional>
#include <tuple>
#include <utility>

using namespace gt;

namespace {
double paintMs(QWidget* view)
{
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer timer;
    timer.start();
    view->render(&image);
    return timer.nsecsElapsed() / 1e6;
}

// An action's time including the repaint it causes.
template <typename Action> double actionMs(MainWindow& window, Action&& action)
{
    QElapsedTimer timer;
    timer.start();
    action();
    window.treeView()->repaint();
    return timer.nsecsElapsed() / 1e6;
}

// The "+N calls" node hiding the most calls in the current picture.
NodeRef largestCut(const Scene& scene, const Trace& trace)
{
    NodeRef best;
    std::int64_t most = -1;
    for (const SceneNode& node : scene.nodes)
        if (node.ref.isCut() && trace.subtreeSize(node.ref.id) > most) {
            most = trace.subtreeSize(node.ref.id);
            best = node.ref;
        }
    return best;
}

// The "+k moves" node below `call`, or none.
NodeRef movesNodeOf(const Scene& scene, std::int32_t call)
{
    for (const SceneNode& node : scene.nodes)
        if (node.ref.isMoves() && node.ref.id == call)
            return node.ref;
    return {};
}

// From Find until the first match is gone to and painted, and until the search has ended;
// -1 when that did not come.
std::pair<double, double> findTimes(MainWindow& window, const QString& query)
{
    QSignalSpy chosen(window.findBar(), &FindBar::matchChosen);
    QSignalSpy finished(window.findBar(), &FindBar::searchFinished);
    QElapsedTimer timer;
    timer.start();
    window.findBar()->find(query);
    double first = -1;
    if (chosen.wait(60000)) {
        window.treeView()->repaint();
        first = timer.nsecsElapsed() / 1e6;
    }
    const bool ended = !finished.isEmpty() || finished.wait(60000);
    return {first, ended ? timer.nsecsElapsed() / 1e6 : -1};
}

struct Case {
    const char* name;
    const char* game;
    ParamText params;
    const char* find;      // a state deep in the run, not drawn at first
    const char* findFirst; // a state found right after Solve (issue 24: stones' n=37)
    bool shortCircuit = false;
};

struct Figures {
    std::int64_t calls = 0, drawn = 0;
    double firstFrameS = 0, findFirstMs = 0, expandMovesMs = 0, stepMs = 0, expandMs = 0, expandBestLineMs = 0, findMs = 0,
           findAllMs = 0, paintOutMs = 0, paintInMs = 0, icicleS = 0, icicleFrameMs = 0;
};

std::optional<Figures> measure(const Case& c)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.form()->setRun(QString::fromLatin1(c.game), c.params, {true, c.shortCircuit});
    QSignalSpy shown(&window, &MainWindow::runShown);
    QElapsedTimer timer;
    timer.start();
    window.form()->solveButton()->click();
    if (!shown.wait(120000) || !window.run())
        return std::nullopt;
    window.treeView()->repaint();
    QCoreApplication::processEvents();
    Figures f;
    f.firstFrameS = timer.nsecsElapsed() / 1e9;
    // The icicle: its picture, made off the GUI thread, then a frame (the picture and the highlights).
    IcicleView* icicle = window.icicle();
    if (!icicle->isReady()) {
        QSignalSpy ready(icicle, &IcicleView::pictureReady);
        ready.wait(60000);
    }
    f.icicleS = timer.nsecsElapsed() / 1e9;

    // Right after Solve, as a class would.
    f.findFirstMs = findTimes(window, QString::fromLatin1(c.findFirst)).first;

    const int steps = 50;
    f.stepMs = actionMs(window, [&] {
        for (int i = 0; i < steps; ++i)
            window.stepControls()->stepInto();
    }) / steps;
    f.icicleFrameMs = paintMs(icicle); // 50 steps in: the way to a call 50 levels deep or so, highlighted

    window.stepControls()->toLast();
    const NodeRef cut = largestCut(window.treeView()->scene(), window.run()->trace());
    f.expandMs = cut ? actionMs(window, [&] { window.selectNode(cut); }) : -1;
    QAction* bestLine = window.findChild<QAction*>(QStringLiteral("bestLine"));
    f.expandBestLineMs = actionMs(window, [&] { bestLine->trigger(); });
    std::tie(f.findMs, f.findAllMs) = findTimes(window, QString::fromLatin1(c.find));

    window.treeView()->fitToWindow();
    f.paintOutMs = paintMs(window.treeView());
    window.treeView()->resetZoom();
    f.paintInMs = paintMs(window.treeView());
    // Last, as it makes the picture wide: the root's "+k moves" opened at the last step.
    window.stepControls()->toLast();
    const NodeRef rootMoves = movesNodeOf(window.treeView()->scene(), 0);
    f.expandMovesMs = rootMoves ? actionMs(window, [&] { window.selectNode(rootMoves); }) : -1;
    f.calls = window.run()->result().stats.calls;
    f.drawn = window.run()->drawing().callsDrawn;
    return f;
}
} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const bool json = app.arguments().contains(QStringLiteral("--json"));
    const Case cases[] = {
        {"prime 9299", "prime", {{QStringLiteral("n"), QStringLiteral("9299")}}, "n=37", "n=37", true},
        // Without the short-circuit the root tries all 1,148 of its moves: "+1,144 moves".
        {"prime 9299, all moves", "prime", {{QStringLiteral("n"), QStringLiteral("9299")}}, "n=37", "n=37", false},
        {"stones (10000; 1,2,4..512)", "stones",
            {{QStringLiteral("n"), QStringLiteral("10000")},
                {QStringLiteral("moves"), QStringLiteral("1,2,4,8,16,32,64,128,256,512")}},
            "n=77", "n=37"},
        {"can-i-win (20, 210)", "can-i-win",
            {{QStringLiteral("max"), QStringLiteral("20")}, {QStringLiteral("total"), QStringLiteral("210")}}, "used {1,3}",
            "used {1,3}"},
    };
    if (!json)
        std::printf("%-28s %9s %7s %11s %10s %10s %8s %9s %9s %9s %9s %9s %9s %11s %9s %7s\n", "run", "calls", "drawn",
            "first frame", "find first", "+k moves", "step", "expand", "best line", "find", "find all", "paint out", "paint in",
            "icicle", "icicle frm", "peak MB");
    const qsizetype only = app.arguments().indexOf(QStringLiteral("--only"));
    const QString wanted = only >= 0 ? app.arguments().value(only + 1) : QString();
    for (const Case& c : cases) {
        if (!wanted.isEmpty() && QString::fromLatin1(c.name) != wanted)
            continue;
        const std::optional<Figures> f = measure(c);
        if (!f) {
            std::printf(json ? "{\"run\":\"%s\",\"error\":\"did not finish\"}\n" : "%-28s did not finish\n", c.name);
            continue;
        }
        if (json)
            std::printf("{\"run\":\"%s\",\"calls\":%lld,\"drawn\":%lld,\"firstFrameS\":%.3f,\"findFirstMs\":%.2f,"
                        "\"expandMovesMs\":%.2f,\"stepMs\":%.2f,"
                        "\"expandMs\":%.2f,\"expandBestLineMs\":%.2f,\"findMs\":%.2f,\"findAllMs\":%.2f,\"paintOutMs\":%.2f,"
                        "\"paintInMs\":%.2f,\"icicleS\":%.3f,\"icicleFrameMs\":%.2f,\"peakMB\":%ld}\n",
                c.name, static_cast<long long>(f->calls), static_cast<long long>(f->drawn), f->firstFrameS, f->findFirstMs,
                f->expandMovesMs, f->stepMs, f->expandMs, f->expandBestLineMs, f->findMs, f->findAllMs, f->paintOutMs,
                f->paintInMs, f->icicleS, f->icicleFrameMs, peakMiB());
        else
            std::printf("%-28s %9lld %7lld %9.2f s %7.1f ms %7.1f ms %5.1f ms %6.1f ms %6.1f ms %6.1f ms %6.1f ms %6.1f ms %6.1f "
                        "ms %9.2f s "
                        "%6.1f ms %7ld\n",
                c.name, static_cast<long long>(f->calls), static_cast<long long>(f->drawn), f->firstFrameS, f->findFirstMs,
                f->expandMovesMs, f->stepMs, f->expandMs, f->expandBestLineMs, f->findMs, f->findAllMs, f->paintOutMs,
                f->paintInMs, f->icicleS, f->icicleFrameMs, peakMiB());
        std::fflush(stdout);
    }
    return 0;
}
