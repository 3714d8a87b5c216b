#pragma once

// The solver's own source, embedded at build time from src/core/games, with the line of the
// current event highlighted. Lines are found by the `[step:...]` markers in the source, so the
// listing cannot drift from what ran.

#include "core/trace.h"
#include "render/style.h"

#include <QPlainTextEdit>

#include <map>

namespace gt {

class SourcePanel : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit SourcePanel(QWidget* parent = nullptr);

    // Loads ":/solvers/<file>"; false when it is not embedded.
    bool loadSolver(const QString& file);
    // Highlights the line of this step (and, when a call starts, the caller's line that made it).
    void showStep(SourceStep step, bool callerTrying);
    void clearStep();
    // The highlights' colours (the next showStep uses them).
    void setColors(const Palette& palette);
    // The line highlighted now (1-based), 0 when none.
    int currentLine() const { return m_currentLine; }
    QString currentLineText() const;
    int markerLine(const QString& marker) const;

private:
    std::map<QString, int> m_markers; // "base" -> line (1-based)
    int m_currentLine = 0;
    QColor m_current = paletteById(QStringLiteral("default"))->chrome.sourceLine;
    QColor m_tried = paletteById(QStringLiteral("default"))->chrome.sourceTried;
};

} // namespace gt
