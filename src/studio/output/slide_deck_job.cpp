// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/output/slide_deck_job.h"

#include "layout/budget_layouter.h"
#include "layout/layout_types.h"
#include "render/page_fit.h"
#include "render/slide_deck_writer.h"
#include "studio/run/studio_run.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace gt {

namespace {
struct DeckCancelled { };

// Passes each slide on to the file, counts it, and ends the deck when the user cancels.
template <class Promise> class ReportingSink : public SlideSink {
public:
    ReportingSink(SlideSink& file, Promise& promise)
        : m_file(file)
        , m_promise(promise)
    {
    }
    void add(const Scene& slide) override
    {
        if (m_promise.isCanceled())
            throw DeckCancelled {};
        m_file.add(slide);
        m_promise.setProgressValue(++m_done);
    }

private:
    SlideSink& m_file;
    Promise& m_promise;
    int m_done = 0;
};
} // namespace

SlideDeckJob::SlideDeckJob(QObject* parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &SlideDeckJob::onFinished);
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
        [this](int done) { emit progress(done, m_watcher.progressMaximum()); });
}

SlideDeckJob::~SlideDeckJob()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

bool SlideDeckJob::isBusy() const
{
    return m_watcher.isRunning();
}

void SlideDeckJob::cancel()
{
    m_watcher.cancel();
}

void SlideDeckJob::start(
    const std::shared_ptr<const StudioRun>& run, std::vector<std::int64_t> steps, const Style& style, const QString& path)
{
    m_path = path;
    m_watcher.setFuture(QtConcurrent::run([run, steps = std::move(steps), style, path](QPromise<Outcome>& promise) {
        promise.setProgressRange(0, int(steps.size()));
        Outcome outcome;
        try {
            BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
            SlideDeckWriter file(path);
            ReportingSink sink(file, promise);
            buildFittedSlides({run->game(), run->options(), run->result()}, DrawOptions {}, style, steps, layouter,
                pageSizeOf(PageFit::Slide), sink);
            file.commit();
            outcome.slides = file.slidesAdded();
        } catch (const DeckCancelled&) {
            return; // no result: the writer has removed what it wrote
        } catch (const UserError& error) {
            outcome.error = error.message();
        } catch (const LayoutError& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        promise.addResult(outcome);
    }));
}

void SlideDeckJob::onFinished()
{
    if (m_watcher.isCanceled() || m_watcher.future().resultCount() == 0)
        return emit cancelled();
    const Outcome outcome = m_watcher.result();
    if (!outcome.error.isEmpty())
        return emit failed(outcome.error);
    emit written(m_path, outcome.slides);
}

} // namespace gt
