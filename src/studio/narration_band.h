#pragma once

// The band above the tree that says what each step does, in one or two sentences. Presentation
// mode makes it larger; its colours come from the palette.

#include "render/style.h"

#include <QLabel>

namespace gt {

class StudioRun;

class NarrationBand : public QLabel {
    Q_OBJECT

public:
    explicit NarrationBand(QWidget* parent = nullptr);
    // The text size as a multiple of the application's font.
    double scale() const { return m_scale; }
    void setScale(double scale);
    void setColors(const Palette& palette);
    // The step count at the band's right end, for when the toolbar is hidden (presentation).
    void setCounter(const QString& text);
    void setCounterShown(bool shown);
    QString counter() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    double m_scale = 1.25;
    QLabel* m_counter;
};

// The line under the narration for what just happened: information, or an error.
class NoticeBanner : public QLabel {
    Q_OBJECT

public:
    explicit NoticeBanner(QWidget* parent = nullptr);
    // Empty text hides the banner.
    void showNotice(const QString& text, bool error = false);
    // What a teacher must know about a new run: no tree, a truncated recording, calls not drawn,
    // and for a program traced as written the notes about it (Game::runNotes).
    void showRunNotes(const StudioRun& run);
    // After a node was opened: the count of calls drawn follows, unless another notice replaced the notes.
    void refreshRunNotes(const StudioRun& run);
    void setColors(const Palette& palette);

private:
    void display(const QString& text, bool error, qsizetype maxCharacters);
    void applyColors();
    Palette m_palette = *paletteById(QStringLiteral("default"));
    bool m_error = false;
    QString m_runNotes; // the notes last shown by showRunNotes
};

} // namespace gt
