// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Export Current Step, Export Whole Run, Export Slide Deck, Export Web Page and Copy
// Picture: the dialogs, then the same exporters as `gametree export` and `gametree slides`.

#include "render/style.h"

#include <QObject>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QMenu;
class QProgressDialog;
class QWidget;

namespace gt {

class SlideDeckJob;
class StudioRun;

class ExportActions : public QObject {
    Q_OBJECT

public:
    // `style` gives the palette the window shows now.
    ExportActions(QWidget* window, std::function<Style()> style);

    void setRun(std::shared_ptr<StudioRun> run);
    void addTo(QMenu* menu) const;
    void setEnabled(bool enabled);
    void retranslate();

    void exportPicture(bool wholeRun);
    // The steps, the file, then the deck written off the GUI thread with progress and Cancel.
    void exportSlides();
    void exportSlidesTo(const std::vector<std::int64_t>& steps, const QString& path);
    bool isWritingSlides() const;
    // The run as a web page to step through, opening at the current step.
    void exportWebPage();
    void copyPicture();

signals:
    void notice(const QString& text);
    // An export drew the run at another step: the window must draw its own step again.
    void drawingChanged();
    // A slide deck is written (or failed, or was cancelled: then `slides` is 0).
    void slidesDone(int slides);

private:
    void onSlidesFinished();

    QWidget* m_window;
    std::function<Style()> m_style;
    std::shared_ptr<StudioRun> m_run;
    SlideDeckJob* m_slideJob;
    QProgressDialog* m_slideProgress = nullptr;
    bool m_enabled = false; // what the window wants, while no deck is being written
    QAction* m_exportStep;
    QAction* m_exportWhole;
    QAction* m_slides;
    QAction* m_webPage;
    QAction* m_copy;
};

} // namespace gt
