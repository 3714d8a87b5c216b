// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Runs a solve, its drawing and its layout on a worker thread, with progress and cancel, so the
// window never freezes; for the user's own code, the compile and the program's process first
// (Cancel kills them). Results and errors come back as signals on the GUI thread.

#include "studio/run/game_choice.h"
#include "studio/run/studio_run.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace gt {

class Layouter;
struct UserProgram;

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
    // Refused (returns false) while a job runs. A user's program takes the parameters it declares
    // from `params` (the rest keep its defaults), and without `options` the Memo and
    // Short-circuit defaults it declares (its first run, before the form knows them).
    bool start(const gt::GameChoice& choice, const gt::ParamText& params, const std::optional<gt::SolveOptions>& options,
        const gt::DrawOptions& drawOptions);
    // Stops the solver at its next poll (every 1024 calls), a compiler or a user's program at
    // once. A layout already under way cannot be interrupted (Graphviz); its result is dropped.
    void cancel();

signals:
    void compiling(); // the user's code is being compiled (or taken from the cache)
    // The user's code compiled: what it declares (its parameters), before it runs.
    void programLoaded(std::shared_ptr<const gt::UserProgram> program);
    void progress(qint64 calls);
    // A run; for a user's program that stopped early, the calls it made (run->failure() says why).
    void finished(std::shared_ptr<gt::StudioRun> run);
    void failed(const QString& message, bool cancelled);
    // The program's function to draw must be named; failed() follows.
    void traceNameAsked();
    // The compiler's first error; `line` 0 when it has none. failed() follows.
    void compileFailed(const QString& file, int line, int column, const QString& message);

private:
    struct CompileMark {
        QString file;
        int line = 0;
        int column = 0;
        QString message;
    };
    struct Outcome {
        std::shared_ptr<StudioRun> run;
        QString error;
        bool cancelled = false;
        std::optional<CompileMark> compileError;
        bool asksForTraceName = false; // InstrumentError::asksForTraceName
    };
    // On the worker thread: the game to solve, compiled first when it is the user's code.
    std::unique_ptr<Game> makeGame(const GameChoice& choice, const ParamText& params);
    Outcome solve(const GameChoice& choice, const ParamText& params, std::optional<SolveOptions> options,
        const DrawOptions& drawOptions, Layouter& layouter);
    void onDone();

    std::unique_ptr<Layouter> m_layouter;
    QFutureWatcher<Outcome> m_watcher;
    std::atomic_bool m_cancel {false};
    std::atomic<qint64> m_calls {0};
    QTimer m_progressTimer;
};

} // namespace gt
