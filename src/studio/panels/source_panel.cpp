// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/source_panel.h"

namespace gt {

SourcePanel::SourcePanel(QWidget* parent)
    : CodeEditor(parent)
{
    setReadOnly(true);
    setAccessibleName(tr("Solver source"));
}

bool SourcePanel::loadSolver(const QString& file)
{
    std::optional<SolverListing> listing = builtInListing(file);
    m_listing = listing.value_or(SolverListing {});
    setPlainText(listing ? m_listing.text : tr("The solver's source is not embedded in this build."));
    clearStep();
    return listing.has_value();
}

int SourcePanel::markerLine(const QString& name) const
{
    const auto it = m_listing.markers.find(name);
    return it == m_listing.markers.end() ? 0 : it->second;
}

void SourcePanel::setColors(const Palette& palette)
{
    setLineColors(palette.chrome.sourceLine, palette.chrome.sourceTried);
}

void SourcePanel::clearStep()
{
    clearRunningLines();
}

void SourcePanel::showStep(SourceStep step, bool callerTrying)
{
    setRunningLines(markerLine(stepMarker(step)), callerTrying ? markerLine(tryMarker()) : 0);
}

} // namespace gt
