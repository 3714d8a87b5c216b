// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/run/solve_job.h"

#include "layout/budget_layouter.h"
#include "usercode/instrumentation.h"
#include "usercode/user_program.h"

#include <QtConcurrent/QtConcurrentRun>

namespace gt {

SolveJob::SolveJob(QObject* parent)
    : QObject(parent)
    , m_layouter(std::make_unique<BudgetLayouter>(
          BudgetLayouter::kInteractiveGraphvizNodes, BudgetLayouter::kInteractiveGraphvizRankWidth))
{
    qRegisterMetaType<std::shared_ptr<const gt::UserProgram>>();
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

bool SolveJob::start(
    const GameChoice& choice, const ParamText& params, const std::optional<SolveOptions>& options, const DrawOptions& drawOptions)
{
    if (m_watcher.isRunning())
        return false;
    m_cancel = false;
    m_calls = 0;
    Layouter* layouter = m_layouter.get();
    m_watcher.setFuture(QtConcurrent::run([this, choice, params, options, drawOptions, layouter] {
        return solve(choice, params, options, drawOptions, *layouter);
    }));
    m_progressTimer.start();
    return true;
}

std::unique_ptr<Game> SolveJob::makeGame(const GameChoice& choice, const ParamText& params)
{
    if (!choice.isCode())
        return createGame(choice.gameId, params);
    QMetaObject::invokeMethod(
        this, [this] { emit compiling(); }, Qt::QueuedConnection);
    std::shared_ptr<const UserProgram> program
        = loadUserProgram(choice.codeSource, choice.codeName, ProgramLimits {}, &m_cancel, choice.codeOptions);
    QMetaObject::invokeMethod(
        this, [this, program] { emit programLoaded(program); }, Qt::QueuedConnection);
    if (choice.paramsGiven)
        params::rejectUnknown(choice.codeName, program->description.params, params);
    // The form may still hold the fields of the code's previous version.
    ParamText declared;
    for (const ParamSpec& spec : program->description.params)
        if (const auto it = params.find(spec.name); it != params.end())
            declared.insert(*it);
    return createUserGame(program, declared, choice.values);
}

SolveJob::Outcome SolveJob::solve(const GameChoice& choice, const ParamText& params, std::optional<SolveOptions> options,
    const DrawOptions& drawOptions, Layouter& layouter)
{
    std::unique_ptr<Game> game;
    try {
        RunLimits limits;
        limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
        limits.cancel = &m_cancel;
        limits.onProgress = [this](const Progress& p) { m_calls.store(p.calls, std::memory_order_relaxed); };
        game = makeGame(choice, params);
        if (!options)
            options = game->defaultOptions();
        if (!game->hasShortCircuit())
            options->shortCircuit = false;
        SolveResult result = solveTraced(*game, *options, limits);
        auto run = std::make_shared<StudioRun>(std::move(game), *options, std::move(result), QString(), drawOptions, layouter);
        run->setOrigin(choice, params);
        if (m_cancel)
            return {nullptr, tr("cancelled"), true, {}};
        return {run, {}, false, {}};
    } catch (const FailedRunError& e) {
        // The calls a failed program made are a debugging aid: they are shown.
        const QString why = QString::fromStdString(e.what());
        if (!game || m_cancel || !e.partial().trace || e.partial().trace->empty())
            return {nullptr, why, m_cancel.load(), {}};
        auto run = std::make_shared<StudioRun>(std::move(game), *options, e.partial(), why, drawOptions, layouter);
        run->setOrigin(choice, params);
        return {run, why, false, {}};
    } catch (const RunError& e) {
        return {nullptr, QString::fromStdString(e.what()), e.kind() == RunError::Kind::Cancelled, {}};
    } catch (const CompileError& e) {
        return {nullptr, tr("it did not compile: %1").arg(e.message()), false,
            CompileMark {e.file(), e.line(), e.column(), e.message()}};
    } catch (const InstrumentError& e) {
        return {nullptr, e.message(), false, {}, e.asksForTraceName()};
    } catch (const UserError& e) { // a parameter, or a program that cannot be started
        return {nullptr, e.message(), false, {}};
    } catch (const std::exception& e) {
        return {nullptr, QString::fromStdString(e.what()), false, {}};
    }
}

void SolveJob::cancel()
{
    m_cancel = true;
}

void SolveJob::onDone()
{
    m_progressTimer.stop();
    const Outcome outcome = m_watcher.result();
    if (outcome.compileError)
        emit compileFailed(
            outcome.compileError->file, outcome.compileError->line, outcome.compileError->column, outcome.compileError->message);
    if (outcome.asksForTraceName)
        emit traceNameAsked();
    if (outcome.run)
        emit finished(outcome.run);
    else
        emit failed(outcome.error, outcome.cancelled);
}

} // namespace gt
