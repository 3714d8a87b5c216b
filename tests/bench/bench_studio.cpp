// The studio with big runs, offscreen: time from Solve to the first painted frame, the time of
// one step, the paint time of one frame zoomed out and in, and the peak memory. One run each;
// figures go in the issue notes (goals: under 2 s to the first frame, under 16 ms a frame).
//
//   bench_studio

#include "game_form.h"
#include "main_window.h"
#include "solve_job.h"
#include "tree_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>

#include <cstdio>
#include <sys/resource.h>

using namespace gt;

namespace {
double paintMs(TreeView* view)
{
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer timer;
    timer.start();
    view->render(&image);
    return timer.nsecsElapsed() / 1e6;
}

long peakMegabytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}
} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    struct Case {
        const char* name;
        const char* game;
        ParamText params;
    };
    const Case cases[] = {
        {"prime 9299", "prime", {{"n", "9299"}}},
        {"stones (10000; 1,2,4..512)", "stones", {{"n", "10000"}, {"moves", "1,2,4,8,16,32,64,128,256,512"}}},
        {"can-i-win (20, 210)", "can-i-win", {{"max", "20"}, {"total", "210"}}},
    };
    std::printf("%-28s %10s %10s %12s %10s %12s %12s %9s\n", "run", "calls", "drawn", "first frame", "step", "paint out",
        "paint in", "peak MB");
    for (const Case& c : cases) {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        window.form()->setRun(QString::fromLatin1(c.game), c.params, {true, c.game == QLatin1String("prime")});
        QSignalSpy shown(&window, &MainWindow::runShown);
        QElapsedTimer timer;
        timer.start();
        window.form()->solveButton()->click();
        if (!shown.wait(120000) || !window.run()) {
            std::printf("%-28s did not finish: %s\n", c.name, qPrintable(window.bannerText()));
            continue;
        }
        window.treeView()->repaint();
        QCoreApplication::processEvents();
        const double firstFrame = timer.nsecsElapsed() / 1e9;

        timer.start();
        const int steps = 50;
        for (int i = 0; i < steps; ++i)
            window.stepInto();
        const double stepMs = timer.nsecsElapsed() / 1e6 / steps;

        window.toLast();
        window.treeView()->fitToWindow();
        const double out = paintMs(window.treeView());
        window.treeView()->resetZoom();
        const double in = paintMs(window.treeView());
        std::printf("%-28s %10lld %10lld %10.2f s %7.2f ms %9.2f ms %9.2f ms %9ld\n", c.name,
            static_cast<long long>(window.run()->result().stats.calls),
            static_cast<long long>(window.run()->drawing().callsDrawn), firstFrame, stepMs, out, in, peakMegabytes());
        std::fflush(stdout);
    }
    return 0;
}
