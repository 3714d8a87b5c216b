// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Print: the tree at the current step or of the whole run fitted on the printer's page, or
// a worksheet for students and its answer key (render/handout.h, as `gametree export
// --worksheet`). The pages are fitted and laid out off the GUI thread, with a progress dialog,
// then painted on the printer by the same painter code as the PDF export.

#include "studio/output/print_choice_dialog.h"
#include "render/scene.h"
#include "render/style.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QMenu;
class QPrinter;
class QProgressDialog;
class QWidget;

namespace gt {

class StudioRun;

class PrintActions : public QObject {
    Q_OBJECT

public:
    // `style` gives the palette the window shows now.
    PrintActions(QWidget* window, std::function<Style()> style);
    ~PrintActions() override;

    QAction* action() const { return m_print; }
    void setRun(std::shared_ptr<const StudioRun> run);
    void addTo(QMenu* menu) const;
    void setEnabled(bool enabled);
    void retranslate();

    // What to print, the system's print dialog, then printOn().
    void print();
    // Prints on `printer` without a dialog (tests print to a PDF file): printed() or failed() follows.
    void printOn(std::shared_ptr<QPrinter> printer, const PrintChoice& choice);
    bool isBusy() const { return m_printer != nullptr; }
    // The printer's document name for a run titled `title`: the dialog's PDF file name keeps it whole.
    static QString printDocumentName(const QString& title);
    // How long the last print took: fitting and laying out its pages, then painting them.
    qint64 lastFitMilliseconds() const { return m_fitMilliseconds; }
    qint64 lastPaintMilliseconds() const { return m_paintMilliseconds; }

signals:
    void printed(int pages);
    void failed(const QString& message);
    void notice(const QString& text);

private:
    struct Pages {
        std::vector<Scene> scenes;
        QString error;
    };
    void onPagesMade();

    QWidget* m_window;
    std::function<Style()> m_style;
    std::shared_ptr<const StudioRun> m_run;
    QAction* m_print;
    bool m_enabled = false; // what the window wants, while no print is under way
    PrintChoice m_lastChoice;
    std::shared_ptr<QPrinter> m_printer; // while its pages are being made
    QFutureWatcher<Pages> m_watcher;
    QProgressDialog* m_progress = nullptr;
    bool m_cancelled = false;
    QElapsedTimer m_clock;
    qint64 m_fitMilliseconds = 0;
    qint64 m_paintMilliseconds = 0;
};

} // namespace gt
