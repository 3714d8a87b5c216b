#pragma once

// Runs a solve, its drawing and its layout on a worker thread, with progress and cancel, so the
// window never freezes. Results and errors come back as signals on the GUI thread.

#include "studio_run.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace gt {

class Layouter;

class SolveJob : public QObject {
    Q_OBJECT

public:
    // The studio lays out at most this many nodes: about 0.2 s in Graphviz (bench_layout: 4,959
    // nodes in 0.18 s), so a new run appears quickly; "+N calls" nodes expand on click.
    static constexpr int kStudioMaxNodes = 5000;
    // Moves shown per call before the rest stand as one "+k moves" node: the way to the current
    // call is always among them (StudioRun::revealCall), so the story stays on a readable canvas.
    static constexpr int kStudioMaxChildren = 4;
    // What the studio draws of a run at first: the limits above and the line of best play opened.
    static DrawOptions studioDrawOptions();

    explicit SolveJob(QObject* parent = nullptr);
    ~SolveJob() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    Layouter& layouter() { return *m_layouter; }

public slots:
    // Refused (returns false) while a job runs.
    bool start(
        const QString& gameId, const gt::ParamText& params, const gt::SolveOptions& options, const gt::DrawOptions& drawOptions);
    // Stops the solver at its next poll (every 1024 calls). A layout already under way cannot be
    // interrupted (Graphviz); its result is dropped.
    void cancel();

signals:
    void progress(qint64 calls);
    void finished(std::shared_ptr<gt::StudioRun> run);
    void failed(const QString& message, bool cancelled);

private:
    struct Outcome {
        std::shared_ptr<StudioRun> run;
        QString error;
        bool cancelled = false;
    };
    void onDone();

    std::unique_ptr<Layouter> m_layouter;
    QFutureWatcher<Outcome> m_watcher;
    std::atomic_bool m_cancel {false};
    std::atomic<qint64> m_calls {0};
    QTimer m_progressTimer;
};

} // namespace gt
