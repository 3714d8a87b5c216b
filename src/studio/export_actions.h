#pragma once

// File > Export Current Step, Export Whole Run, Export Slide Deck, Export Web Page and Copy
// Picture: the dialogs, then the same exporters as `gametree export` and `gametree slides`.

#include "render/style.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace gt {

class StudioRun;

class ExportActions : public QObject {
    Q_OBJECT

public:
    // `style` gives the palette the window shows now.
    ExportActions(QWidget* window, std::function<Style()> style);

    void setRun(StudioRun* run);
    void addTo(QMenu* menu) const;
    void setEnabled(bool enabled);
    void retranslate();

    void exportPicture(bool wholeRun);
    void exportSlides();
    // The run as a web page to step through, opening at the current step.
    void exportWebPage();
    void copyPicture();

signals:
    void notice(const QString& text);
    // An export drew the run at another step: the window must draw its own step again.
    void drawingChanged();

private:
    QWidget* m_window;
    std::function<Style()> m_style;
    StudioRun* m_run = nullptr;
    QAction* m_exportStep;
    QAction* m_exportWhole;
    QAction* m_slides;
    QAction* m_webPage;
    QAction* m_copy;
};

} // namespace gt
