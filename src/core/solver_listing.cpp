// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "solver_listing.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace gt {

std::optional<SolverListing> builtInListing(const QString& file)
{
    QFile source(QStringLiteral(":/solvers/") + file);
    if (!source.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Markers are found, then dropped from the listing: the students see the solver, not our tags.
    static const QRegularExpression marker(QStringLiteral("\\s*// \\[step:([a-z-]+)\\]\\s*$"));
    QStringList lines = QString::fromUtf8(source.readAll()).split(u'\n');
    // The licence lines that open every source file are ours too; the solver starts after them.
    while (!lines.isEmpty() && lines.front().startsWith(QLatin1String("// SPDX-")))
        lines.removeFirst();
    SolverListing listing;
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = marker.match(lines[i]);
        if (match.hasMatch()) {
            listing.markers[match.captured(1)] = i + 1;
            lines[i] = lines[i].left(match.capturedStart());
        }
    }
    listing.text = lines.join(u'\n');
    return listing;
}

SolverListing programListing(const QByteArray& source)
{
    return {QString::fromUtf8(source), {}, true};
}

std::optional<SolverListing> listingOf(const Game& game, const QByteArray& programSource)
{
    if (const std::optional<GameInfo> info = findGame(game.id()))
        return builtInListing(info->solverSource);
    return programListing(programSource);
}

QString stepMarker(SourceStep step)
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

StepLines linesOfEvent(const SolverListing& listing, const Trace& trace, const TraceEvent& event)
{
    const bool enter = event.kind == EventKind::Enter;
    if (listing.fromCallSites) {
        const CallLines::Site site = trace.lines(event.call);
        return {int(enter ? site.enter : site.exit), 0};
    }
    auto lineOf = [&](const QString& marker) {
        const auto it = listing.markers.find(marker);
        return it == listing.markers.end() ? 0 : it->second;
    };
    const bool callerTrying = enter && trace.parent(event.call) >= 0;
    return {lineOf(stepMarker(event.step)), callerTrying ? lineOf(tryMarker()) : 0};
}

} // namespace gt
