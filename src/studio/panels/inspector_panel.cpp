// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/inspector_panel.h"

#include "core/call_inspection.h"
#include "render/scene.h"
#include "studio/run/studio_run.h"

#include <QEvent>

namespace gt {

namespace {
// Links carry the call number only: the panel is not a place for node names.
QString callLink(std::int32_t call, const QString& text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(call).arg(text);
}
} // namespace

InspectorPanel::InspectorPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setPlaceholderText(tr("Click a call in the tree to see it here."));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        bool ok = false;
        const int call = url.toString().toInt(&ok);
        if (ok)
            emit callClicked(NodeRef::call(call));
    });
}

void InspectorPanel::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setPlaceholderText(tr("Click a call in the tree to see it here."));
}

void InspectorPanel::showCall(const StudioRun* run, std::int32_t call)
{
    if (!run || call < 0 || call >= run->trace().size()) {
        m_html.clear();
        clear();
        return;
    }
    const Trace& trace = run->trace();
    const Game& game = run->game();
    QString html = QStringLiteral("<h3>%1</h3>").arg(game.stateLabel(trace.state(call)).toHtmlEscaped());
    html += QStringLiteral("<p>") + tr("Call #%1 · depth %2").arg(call).arg(trace.depth(call)) + QStringLiteral("<br>");
    html += trace.player(call) == Player::First ? tr("First player to move (OR node)") : tr("Second player to move (AND node)");
    const QString caller = callLink(trace.parent(call), tr("call #%1").arg(trace.parent(call)));
    if (trace.parent(call) >= 0 && game.moveLabel(trace.move(call)).isEmpty()) // a program traced as written
        html += QStringLiteral("<br>") + tr("Called from %1").arg(caller);
    else if (trace.parent(call) >= 0)
        html
            += QStringLiteral("<br>") + tr("Reached by %1 from %2").arg(game.moveLabel(trace.move(call)).toHtmlEscaped(), caller);
    html += QStringLiteral("</p><p>") + outcomeHtml(*run, call) + QStringLiteral("</p>");
    html += triedMovesHtml(*run, call);
    if (html != m_html) { // a step that changes nothing here costs no layout
        m_html = html;
        setHtml(html);
    }
}

QString InspectorPanel::outcomeHtml(const StudioRun& run, std::int32_t call) const
{
    const Trace& trace = run.trace();
    if (!inspectCall(trace, call, run.stepper().position()).returned)
        return tr("Not returned yet at this step.");
    const QString value = run.game().valueWithView(trace.callValue(call), trace.player(call));
    QString html = tr("Returns <b>%1</b>").arg(value.toHtmlEscaped()) + QStringLiteral("<br>");
    switch (trace.outcome(call)) {
    case Outcome::Base: return html + tr("Base case");
    case Outcome::Memo:
        return html
            + tr("Answered from the memo, computed by %1")
                  .arg(callLink(trace.memoOf(call), tr("call #%1").arg(trace.memoOf(call))));
    case Outcome::Shortcut: return html + tr("Takes every remaining pile (not stored)");
    case Outcome::Computed:
        html += trace.earlyExit(call) ? tr("Computed; stopped at the deciding move") : tr("Computed from every move");
        if (const QString mex = mexLine(run.game(), trace, call); !mex.isEmpty())
            html += QStringLiteral("<br>") + mex.toHtmlEscaped();
        if (trace.repeatOf(call) >= 0)
            html += QStringLiteral("<br>")
                + tr("Repeats %1 (same state)").arg(callLink(trace.repeatOf(call), tr("call #%1").arg(trace.repeatOf(call))));
        return html;
    }
    return html;
}

QString InspectorPanel::triedMovesHtml(const StudioRun& run, std::int32_t call) const
{
    const CallAtStep atStep = inspectCall(run.trace(), call, run.stepper().position());
    if (atStep.tried.empty())
        return {};
    const Game& game = run.game();
    QString html = QStringLiteral("<p><b>") + tr("Moves tried") + QStringLiteral("</b></p><ul>");
    const Trace& trace = run.trace();
    // Thousands of moves (the prime game's root tries 1,148) would take the panel a while to lay
    // out at every step: the first and the latest ones, with how many are between.
    const std::size_t count = atStep.tried.size();
    const std::size_t shownAtEachEnd = kMostMovesListed / 2;
    for (std::size_t i = 0; i < count; ++i) {
        if (count > kMostMovesListed && i == shownAtEachEnd) {
            const std::size_t between = count - 2 * shownAtEachEnd;
            html += QStringLiteral("<li>") + tr("… %L1 more moves …").arg(qulonglong(between)) + QStringLiteral("</li>");
            i = count - shownAtEachEnd - 1;
            continue;
        }
        const TriedMove& tried = atStep.tried[i];
        // The child's value is from its own mover's view: say whose, or it reads as this call's.
        const QString value
            = tried.returned ? game.valueWithView(trace.callValue(tried.child), trace.player(tried.child)) : QStringLiteral("…");
        html += QStringLiteral("<li>%1 → %2</li>")
                    .arg(callLink(tried.child, run.moveText(tried.child).toHtmlEscaped()), value.toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}

} // namespace gt
