// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/output/export_actions.h"

#include "studio/window/action_text.h"
#include "studio/window/studio_settings.h"
#include "layout/budget_layouter.h"
#include "render/exporter.h"
#include "render/page_fit.h"
#include "render/scene_painter.h"
#include "render/slide_deck.h"
#include "render/web/web_page.h"
#include "render/slide_deck_writer.h"
#include "studio/output/slide_deck_job.h"
#include "studio/output/slide_steps_dialog.h"
#include "studio/run/studio_run.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QProgressDialog>

namespace gt {

ExportActions::ExportActions(QWidget* window, std::function<Style()> style)
    : QObject(window)
    , m_window(window)
    , m_style(std::move(style))
    , m_slideJob(new SlideDeckJob(this))
{
    auto action = [this](const QKeySequence& key, auto slot) {
        auto* a = new QAction(m_window);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_exportStep = action(QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportPicture(false); });
    m_exportWhole = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { exportPicture(true); });
    m_slides = action({}, [this] { exportSlides(); });
    m_webPage = action({}, [this] { exportWebPage(); });
    m_copy = action(QKeySequence::Copy, [this] { copyPicture(); });
    retranslate();
    setEnabled(false);
    connect(m_slideJob, &SlideDeckJob::written, this, [this](const QString& path, int slides) {
        onSlidesFinished();
        const QString where = QDir::toNativeSeparators(path);
        emit notice(slides == 1 ? tr("Wrote %1: 1 slide.").arg(where) : tr("Wrote %1: %L2 slides.").arg(where).arg(slides));
        emit slidesDone(slides);
    });
    connect(m_slideJob, &SlideDeckJob::cancelled, this, [this] {
        onSlidesFinished();
        emit notice(tr("Slide deck cancelled: no file was written."));
        emit slidesDone(0);
    });
    connect(m_slideJob, &SlideDeckJob::failed, this, [this](const QString& message) {
        onSlidesFinished();
        emit slidesDone(0);
        QMessageBox::warning(m_window, tr("Export failed"), message);
    });
}

void ExportActions::retranslate()
{
    setActionText(m_exportStep, tr("&Export Current Step…"));
    setActionText(m_exportWhole, tr("Export &Whole Run…"));
    setActionText(m_slides, tr("Export Slide &Deck…"));
    setActionText(m_webPage, tr("Export We&b Page…"));
    setActionText(m_copy, tr("Cop&y Picture"));
}

void ExportActions::setRun(std::shared_ptr<StudioRun> run)
{
    m_run = std::move(run);
}

void ExportActions::addTo(QMenu* menu) const
{
    menu->addActions({m_exportStep, m_exportWhole, m_slides, m_webPage, m_copy});
}

void ExportActions::setEnabled(bool enabled)
{
    m_enabled = enabled;
    for (QAction* a : {m_exportStep, m_exportWhole, m_webPage, m_copy})
        a->setEnabled(enabled);
    m_slides->setEnabled(enabled && !isWritingSlides()); // one deck at a time
}

void ExportActions::exportPicture(bool wholeRun)
{
    if (!m_run)
        return;
    StudioSettings settings;
    const QString path = QFileDialog::getSaveFileName(m_window, wholeRun ? tr("Export Whole Run") : tr("Export Current Step"),
        settings.inLastFolder(kExportDialogs, QStringLiteral("%1.svg").arg(m_run->game().id())),
        tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)"));
    settings.rememberFolderOf(kExportDialogs, path);
    if (path.isEmpty())
        return;
    try {
        const Scene scene = wholeRun ? m_run->wholeScene(m_style()) : m_run->sceneAtStep(m_style(), SceneParts {});
        exportToFile(path, scene, m_run->drawing(), m_run->game());
        emit notice(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    } catch (const ExportError& e) {
        QMessageBox::warning(m_window, tr("Export failed"), e.message());
    }
    emit drawingChanged();
}

void ExportActions::exportSlides()
{
    if (!m_run || isWritingSlides())
        return;
    SlideStepsDialog choose(m_run->trace().eventCount(), m_window);
    if (choose.exec() != QDialog::Accepted)
        return;
    StudioSettings settings;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Slide Deck"),
        settings.inLastFolder(kExportDialogs, QStringLiteral("%1-slides.pdf").arg(m_run->game().id())), tr("PDF (*.pdf)"));
    settings.rememberFolderOf(kExportDialogs, path);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf"); // the dialog offers PDF only; a name without it is not a folder
    exportSlidesTo(choose.steps(), path);
}

bool ExportActions::isWritingSlides() const
{
    return m_slideJob->isBusy();
}

void ExportActions::exportSlidesTo(const std::vector<std::int64_t>& steps, const QString& path)
{
    try {
        checkSlideDeckDestination(path);
    } catch (const UserError& e) {
        QMessageBox::warning(m_window, tr("Export failed"), e.message());
        return emit slidesDone(0);
    }
    m_slides->setEnabled(false);
    m_slideProgress = new QProgressDialog(tr("Writing the slides…"), tr("Cancel"), 0, int(steps.size()), m_window);
    m_slideProgress->setWindowTitle(tr("Export Slide Deck"));
    m_slideProgress->setMinimumWidth(360); // room for the title and "Writing slide 841 of 963…"
    m_slideProgress->setWindowModality(Qt::WindowModal);
    m_slideProgress->setMinimumDuration(400);
    connect(m_slideProgress, &QProgressDialog::canceled, m_slideJob, &SlideDeckJob::cancel);
    connect(m_slideJob, &SlideDeckJob::progress, m_slideProgress, [this](int done, int slides) {
        m_slideProgress->setLabelText(tr("Writing slide %1 of %2…").arg(done + 1 > slides ? slides : done + 1).arg(slides));
        m_slideProgress->setValue(done);
    });
    m_slideJob->start(m_run, steps, m_style(), path);
}

void ExportActions::onSlidesFinished()
{
    if (m_slideProgress) {
        m_slideProgress->disconnect();
        m_slideJob->disconnect(m_slideProgress);
        m_slideProgress->hide();
        m_slideProgress->deleteLater();
        m_slideProgress = nullptr;
    }
    m_slides->setEnabled(m_enabled);
}

namespace {
// Fitted to a slide as `gametree export` fits it, opening at the step the window shows.
QByteArray webPageOf(StudioRun& run, const Style& style)
{
    WebPageOptions options;
    options.draw.step = run.stepper().position();
    options.page = pageSizeOf(PageFit::Slide);
    options.source = listingOf(run.game(), run.choice().codeSource);
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    return buildWebPage({run.game(), run.options(), run.result()}, style, options, layouter).html;
}
} // namespace

void ExportActions::exportWebPage()
{
    StudioSettings settings;
    const QString path = m_run
        ? QFileDialog::getSaveFileName(m_window, tr("Export Web Page"),
            settings.inLastFolder(kExportDialogs, QStringLiteral("%1.html").arg(m_run->game().id())), tr("Web page (*.html)"))
        : QString();
    settings.rememberFolderOf(kExportDialogs, path);
    if (path.isEmpty())
        return;
    try {
        writeExportFile(path, webPageOf(*m_run, m_style()));
        emit notice(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    } catch (const UserError& e) {
        QMessageBox::warning(m_window, tr("Export failed"), e.message());
    } catch (const LayoutError& e) {
        QMessageBox::warning(m_window, tr("Export failed"), QString::fromStdString(e.what()));
    }
}

void ExportActions::copyPicture()
{
    if (!m_run)
        return;
    const Scene scene = m_run->sceneAtStep(m_style(), SceneParts {});
    QImage image((scene.bounds.size() * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(2, 2);
    paintScene(painter, scene);
    painter.end();
    QGuiApplication::clipboard()->setImage(image);
    emit notice(tr("The picture of this step is on the clipboard."));
}

} // namespace gt
