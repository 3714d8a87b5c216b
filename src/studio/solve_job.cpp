#include "solve_job.h"

#include "layout/budget_layouter.h"

#include <QtConcurrent/QtConcurrentRun>

namespace gt {

SolveJob::SolveJob(QObject* parent)
    : QObject(parent)
    , m_layouter(std::make_unique<BudgetLayouter>(BudgetLayouter::kInteractiveGraphvizNodes))
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &SolveJob::onDone);
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] { emit progress(m_calls.load()); });
}

SolveJob::~SolveJob()
{
    m_cancel = true;
    m_watcher.waitForFinished();
}

DrawOptions SolveJob::studioDrawOptions()
{
    DrawOptions draw;
    draw.maxNodes = kStudioMaxNodes;
    draw.maxChildren = kStudioMaxChildren;
    draw.expandBestLine = true;
    return draw;
}

bool SolveJob::start(const QString& gameId, const ParamText& params, const SolveOptions& options, const DrawOptions& drawOptions)
{
    if (m_watcher.isRunning())
        return false;
    m_cancel = false;
    m_calls = 0;
    Layouter* layouter = m_layouter.get();
    m_watcher.setFuture(QtConcurrent::run([this, gameId, params, options, drawOptions, layouter]() -> Outcome {
        try {
            RunLimits limits;
            limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
            limits.cancel = &m_cancel;
            limits.onProgress = [this](const Progress& p) { m_calls.store(p.calls, std::memory_order_relaxed); };
            auto run = std::make_shared<StudioRun>(createGame(gameId, params), options, limits, drawOptions, *layouter);
            run->setParams(params);
            if (m_cancel)
                return {nullptr, tr("cancelled"), true};
            return {run, {}, false};
        } catch (const RunError& e) {
            return {nullptr, QString::fromStdString(e.what()), e.kind() == RunError::Kind::Cancelled};
        } catch (const ParamError& e) {
            return {nullptr, e.message(), false};
        } catch (const std::exception& e) {
            return {nullptr, QString::fromStdString(e.what()), false};
        }
    }));
    m_progressTimer.start();
    return true;
}

void SolveJob::cancel()
{
    m_cancel = true;
}

void SolveJob::onDone()
{
    m_progressTimer.stop();
    const Outcome outcome = m_watcher.result();
    if (outcome.run)
        emit finished(outcome.run);
    else
        emit failed(outcome.error, outcome.cancelled);
}

} // namespace gt
