// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/output/print_actions.h"

#include "studio/window/action_text.h"
#include "layout/budget_layouter.h"
#include "render/handout.h"
#include "render/scene_painter.h"
#include "studio/run/studio_run.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace gt {

PrintActions::PrintActions(QWidget* window, std::function<Style()> style)
    : QObject(window)
    , m_window(window)
    , m_style(std::move(style))
    , m_print(namedAction(window, "print", QKeySequence::Print))
{
    connect(m_print, &QAction::triggered, this, &PrintActions::print);
    connect(&m_watcher, &QFutureWatcher<Pages>::finished, this, &PrintActions::onPagesMade);
    retranslate();
    setEnabled(false);
}

// The work holds the run and copies of all else: nothing it reads goes away with the window.
PrintActions::~PrintActions() = default;

void PrintActions::retranslate()
{
    setActionText(m_print, tr("&Print…"));
}

void PrintActions::setRun(std::shared_ptr<const StudioRun> run)
{
    m_run = std::move(run);
}

void PrintActions::addTo(QMenu* menu) const
{
    menu->addAction(m_print);
}

void PrintActions::setEnabled(bool enabled)
{
    m_enabled = enabled;
    m_print->setEnabled(enabled && !isBusy());
}

// Qt's print dialog names a PDF after the document, less what it reads as an extension: the last
// dot and what follows up to a space ("yukicoder No.7)" would lose ".7)"). An extension of its own
// keeps the whole title.
QString PrintActions::printDocumentName(const QString& title)
{
    return title + QStringLiteral(".pdf");
}

void PrintActions::print()
{
    if (!m_run || isBusy())
        return;
    PrintChoiceDialog choose(m_run->stepper().position(), m_run->trace().eventCount(), m_window);
    choose.setChoice(m_lastChoice);
    if (choose.exec() != QDialog::Accepted)
        return;
    m_lastChoice = choose.choice();
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageOrientation(QPageLayout::Landscape); // trees are wide, as on --fit a4
    printer->setDocName(printDocumentName(m_run->game().title()));
    QPrintDialog dialog(printer.get(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        printOn(printer, m_lastChoice);
}

void PrintActions::printOn(std::shared_ptr<QPrinter> printer, const PrintChoice& choice)
{
    if (!m_run || isBusy())
        return;
    m_printer = std::move(printer);
    m_print->setEnabled(false);
    DrawOptions draw;
    if (!choice.wholeRun)
        draw.step = m_run->stepper().position();
    const HandoutOptions options {m_printer->pageLayout().paintRectPoints().size().toSizeF(), choice.worksheet, true};
    m_cancelled = false;
    m_clock.start();
    m_watcher.setFuture(QtConcurrent::run([run = m_run, draw, style = m_style(), options] {
        BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
        try {
            return Pages {buildHandout({run->game(), run->options(), run->result()}, draw, style, options, layouter), {}};
        } catch (const LayoutError& error) {
            return Pages {{}, QString::fromStdString(error.what())};
        }
    }));
    // A run of thousands of calls takes a few seconds to fit: the window stays live, and says so.
    m_progress = new QProgressDialog(tr("Fitting the tree on the page…"), tr("Cancel"), 0, 0, m_window);
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(400);
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_cancelled = true; });
}

void PrintActions::onPagesMade()
{
    m_fitMilliseconds = m_clock.elapsed();
    if (m_progress) {
        m_progress->disconnect(this); // hiding it is no cancel
        m_progress->hide();
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    const std::shared_ptr<QPrinter> printer = std::move(m_printer);
    m_print->setEnabled(m_enabled);
    const Pages pages = m_watcher.result();
    if (m_cancelled)
        return emit notice(tr("Printing cancelled."));
    QString error = pages.error;
    std::vector<const Scene*> scenes;
    for (const Scene& scene : pages.scenes)
        scenes.push_back(&scene);
    m_clock.start();
    if (error.isEmpty() && !paintPages(*printer, scenes))
        error = tr("The printer could not be started.");
    m_paintMilliseconds = m_clock.elapsed();
    if (!error.isEmpty()) {
        emit failed(error);
        if (m_window->isVisible())
            QMessageBox::warning(m_window, tr("Printing failed"), error);
        return;
    }
    emit notice(scenes.size() > 1 ? tr("Printed the worksheet and its answer key.") : tr("Printed the tree on one page."));
    emit printed(int(scenes.size()));
}

} // namespace gt
