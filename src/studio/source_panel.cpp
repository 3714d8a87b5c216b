#include "source_panel.h"

#include <QFile>
#include <QRegularExpression>

namespace gt {

namespace {
QString markerOf(SourceStep step)
{
    switch (step) {
    case SourceStep::Call: return QStringLiteral("call");
    case SourceStep::BaseCase: return QStringLiteral("base");
    case SourceStep::MemoHit: return QStringLiteral("memo");
    case SourceStep::TakeAll: return QStringLiteral("take-all");
    case SourceStep::StoreResult: return QStringLiteral("store");
    case SourceStep::ReturnResult: return QStringLiteral("return");
    }
    return {};
}
} // namespace

SourcePanel::SourcePanel(QWidget* parent)
    : CodeEditor(parent)
{
    setReadOnly(true);
    setAccessibleName(tr("Solver source"));
}

bool SourcePanel::loadSolver(const QString& file)
{
    QFile source(QStringLiteral(":/solvers/") + file);
    if (!source.open(QIODevice::ReadOnly)) {
        setPlainText(tr("The solver's source is not embedded in this build."));
        m_markers.clear();
        return false;
    }
    // Markers are found, then dropped from the listing: the students see the solver, not our tags.
    static const QRegularExpression marker(QStringLiteral("\\s*// \\[step:([a-z-]+)\\]\\s*$"));
    QStringList lines = QString::fromUtf8(source.readAll()).split(u'\n');
    m_markers.clear();
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = marker.match(lines[i]);
        if (match.hasMatch()) {
            m_markers[match.captured(1)] = i + 1;
            lines[i] = lines[i].left(match.capturedStart());
        }
    }
    setPlainText(lines.join(u'\n'));
    clearStep();
    return true;
}

int SourcePanel::markerLine(const QString& name) const
{
    const auto it = m_markers.find(name);
    return it == m_markers.end() ? 0 : it->second;
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
    setRunningLines(markerLine(markerOf(step)), callerTrying ? markerLine(QStringLiteral("try")) : 0);
}

} // namespace gt
