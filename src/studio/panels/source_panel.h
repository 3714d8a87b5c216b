// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The solver's own source, embedded at build time from src/core/games, read-only in the code
// editor with the line of the current event highlighted. Lines are found by the `[step:...]`
// markers in the source, so the listing cannot drift from what ran.

#include "studio/code/code_editor.h"
#include "core/solver_listing.h"
#include "render/style.h"

namespace gt {

class SourcePanel : public CodeEditor {
    Q_OBJECT

public:
    explicit SourcePanel(QWidget* parent = nullptr);

    // Loads ":/solvers/<file>"; false when it is not embedded.
    bool loadSolver(const QString& file);
    // Highlights the line of this step (and, when a call starts, the caller's line that made it).
    void showStep(SourceStep step, bool callerTrying);
    void clearStep();
    // The highlights' colours.
    void setColors(const Palette& palette);
    // The line highlighted now (1-based), 0 when none.
    int currentLine() const { return runningLine(); }
    QString currentLineText() const { return lineText(runningLine()); }
    int markerLine(const QString& name) const;

private:
    SolverListing m_listing;
};

} // namespace gt
