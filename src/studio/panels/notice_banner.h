// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The line under the narration for what just happened: information, an error, or what a teacher
// must know about a new run.

#include "render/style.h"

#include <QLabel>

namespace gt {

class StudioRun;

class NoticeBanner : public QLabel {
    Q_OBJECT

public:
    explicit NoticeBanner(QWidget* parent = nullptr);
    // Empty text hides the banner.
    void showNotice(const QString& text, bool error = false);
    // What a teacher must know about a new run: no tree, a truncated recording, calls not drawn,
    // and for a program traced as written the notes about it (StudioRun::programNotes).
    void showRunNotes(const StudioRun& run);
    QString message() const { return m_message; } // what was shown, as written
    // After a node was opened: the count of calls drawn follows, unless another notice replaced the notes.
    void refreshRunNotes(const StudioRun& run);
    void setColors(const Palette& palette);

private:
    void display(const QString& text, bool error, qsizetype maxCharacters);
    void applyColors();
    Palette m_palette = *paletteById(QStringLiteral("default"));
    bool m_error = false;
    QString m_message;
    QString m_runNotes; // the notes last shown by showRunNotes
};

} // namespace gt
