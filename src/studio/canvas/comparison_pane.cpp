// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/canvas/comparison_pane.h"

#include "studio/window/action_text.h"
#include "studio/run/solve_job.h"
#include "studio/run/studio_run.h"
#include "studio/canvas/tree_view.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

namespace gt {

ComparisonPane::ComparisonPane(QWidget* parent)
    : QWidget(parent)
    , m_actions(new QActionGroup(this))
    , m_caption(new QLabel)
    , m_mainHeading(new QLabel(this))
    , m_saving(new QLabel(this))
    , m_view(new TreeView)
    , m_job(new SolveJob(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (QLabel* label : {m_caption, m_mainHeading, m_saving}) {
        label->setWordWrap(true);
        label->setContentsMargins(12, 6, 12, 6);
        label->setTextFormat(Qt::PlainText);
        label->setAlignment(Qt::AlignHCenter);
    }
    for (QLabel* heading : {m_caption, m_mainHeading}) { // read from the back of the room
        QFont font = heading->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.25);
        heading->setFont(font);
    }
    showCaptions(false);
    layout->addWidget(m_caption);
    layout->addWidget(m_view, 1);
    m_actions->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    m_memo = m_actions->addAction(QString());
    m_memo->setObjectName(QStringLiteral("compareMemo"));
    m_shortCircuit = m_actions->addAction(QString());
    m_shortCircuit->setObjectName(QStringLiteral("compareShortCircuit"));
    for (QAction* a : m_actions->actions())
        a->setCheckable(true);
    connect(m_actions, &QActionGroup::triggered, this, [this](QAction* a) {
        const std::optional<ComparedOption> option = a == m_memo ? ComparedOption::Memo : ComparedOption::ShortCircuit;
        setCompared(a->isChecked() ? option : std::nullopt);
    });
    connect(m_job, &SolveJob::finished, this, &ComparisonPane::onSolved);
    connect(m_job, &SolveJob::failed, this, [this](const QString& message, bool cancelled) {
        if (cancelled || m_waitingForJob) { // a request replaced by a newer one
            if (m_waitingForJob)
                solveOther();
            return;
        }
        emit notice(tr("The run to compare with stopped: %1.").arg(message), true);
        setCompared(std::nullopt);
        emit shown();
    });
    hide();
    retranslate();
}

ComparisonPane::~ComparisonPane()
{
    m_job->cancel();
}

void ComparisonPane::addTo(QMenu* menu) const
{
    menu->setToolTipsVisible(true); // a disabled comparison says why
    menu->addActions(m_actions->actions());
}

void ComparisonPane::retranslate()
{
    const bool memoOn = m_main ? m_main->options().memo : true;
    const bool shortCircuitOn = m_main ? m_main->options().shortCircuit : false;
    setActionText(m_memo, memoOn ? tr("Compare With &Memo Off") : tr("Compare With &Memo On"));
    setActionText(m_shortCircuit, shortCircuitOn ? tr("Compare With Short-Circuit O&ff") : tr("Compare With Short-Circuit O&n"));
    m_shortCircuit->setToolTip(m_main && !m_main->game().hasShortCircuit()
            ? tr("%1 has no short-circuit switch to flip").arg(m_main->game().title())
            : QString());
    updateCaption();
}

void ComparisonPane::setMainRun(std::shared_ptr<const StudioRun> run)
{
    m_alignment.reset();
    m_other.reset();
    m_main = std::move(run);
    m_shortCircuit->setEnabled(m_main && m_main->game().hasShortCircuit());
    // A program without a memo switch runs one way only; the menu says why (its tooltip).
    const QString memoRefusal = m_main ? m_main->memoSwitchRefusal() : QString();
    m_memo->setEnabled(memoRefusal.isEmpty());
    m_memo->setToolTip(memoRefusal.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(memoRefusal.toHtmlEscaped()));
    m_memo->setStatusTip(memoRefusal);
    const bool unavailable = (m_compared == ComparedOption::ShortCircuit && !m_shortCircuit->isEnabled())
        || (m_compared == ComparedOption::Memo && !m_memo->isEnabled());
    if (unavailable && m_compared == ComparedOption::Memo)
        emit notice(memoRefusal, true);
    if (unavailable) {
        m_compared.reset();
        m_memo->setChecked(false);
        m_shortCircuit->setChecked(false);
    }
    retranslate();
    solveOther();
    if (unavailable)
        emit shown(); // nothing to wait for
}

void ComparisonPane::setCompared(std::optional<ComparedOption> compared)
{
    m_compared = compared;
    m_memo->setChecked(compared == ComparedOption::Memo);
    m_shortCircuit->setChecked(compared == ComparedOption::ShortCircuit);
    m_alignment.reset();
    m_other.reset();
    solveOther();
}

void ComparisonPane::solveOther()
{
    m_job->cancel();
    setVisible(m_compared && m_main);
    showCaptions(m_compared && m_main);
    if (!m_compared || !m_main) {
        emit closed();
        return;
    }
    m_caption->setText(tr("Solving the run to compare with…"));
    m_mainHeading->clear();
    m_saving->clear();
    // While a cancelled job winds down, the new one starts when it has ended (failed or stale).
    m_waitingForJob = !m_job->start(m_main->choice(), m_main->params(), otherOptions(), SolveJob::studioDrawOptions());
}

SolveOptions ComparisonPane::otherOptions() const
{
    return withCompared(m_main->options(), *m_compared, !comparedIsOn(m_main->options(), *m_compared));
}

void ComparisonPane::onSolved(std::shared_ptr<StudioRun> run)
{
    const bool stale = !m_main || !m_compared || run->game().id() != m_main->game().id()
        || run->choice().codeSource != m_main->choice().codeSource || !(run->choice().codeOptions == m_main->choice().codeOptions)
        || run->options().memo != otherOptions().memo || run->options().shortCircuit != otherOptions().shortCircuit;
    if (stale || m_waitingForJob) { // a job cancelled too late, for a run replaced since
        if (m_waitingForJob)
            solveOther();
        return;
    }
    m_other = std::move(run);
    m_alignment.emplace(m_main->trace(), m_other->trace());
    updateCaption();
    follow(m_style);
    m_view->frameNewRun();
    emit shown();
}

void ComparisonPane::follow(const Style& style)
{
    m_style = style;
    if (!m_other || !m_alignment || !m_main)
        return;
    Stepper& stepper = m_other->stepper();
    stepper.setPosition(std::max(m_alignment->counterpartPosition(m_main->stepper().position()), stepper.first()));
    m_other->revealCall(stepper.currentCall(), m_job->layouter());
    m_view->setFocusPath(callRefs(stepper.callStack()));
    m_view->setFocusChildren(m_other->drawnChildren(stepper.currentCall()));
    m_view->setScene(m_other->sceneAtStep(style), false);
    if (m_view->isFraming())
        m_view->frameNewRun();
    else if (const SceneNode* node = m_view->node(NodeRef::call(stepper.currentCall())))
        m_view->ensureVisible(node->box);
}

void ComparisonPane::updateCaption()
{
    if (!m_other || !m_main || !m_compared)
        return;
    const bool mainOn = comparedIsOn(m_main->options(), *m_compared);
    const ComparedRun main {m_main->options(), m_main->result()}, other {m_other->options(), m_other->result()};
    const std::int64_t off = (mainOn ? other : main).result.stats.calls, on = (mainOn ? main : other).result.stats.calls;
    if (on < off) // the counts are in the headings: the caption says what the option saves
        m_saving->setText(*m_compared == ComparedOption::Memo
                ? tr("The memo saves %L1 of %L2 calls.").arg(off - on).arg(off)
                : tr("The short-circuit saves %L1 of %L2 calls.").arg(off - on).arg(off));
    else
        m_saving->setText(mainOn ? comparisonSummary(other, main, *m_compared) : comparisonSummary(main, other, *m_compared));
    auto heading = [this](bool on, std::int64_t calls) {
        const QString count = calls == 1 ? tr("1 call") : tr("%L1 calls").arg(calls);
        if (*m_compared == ComparedOption::Memo)
            return on ? tr("memo on: %1").arg(count) : tr("memo off: %1").arg(count);
        return on ? tr("short-circuit on: %1").arg(count) : tr("short-circuit off: %1").arg(count);
    };
    m_mainHeading->setText(heading(mainOn, m_main->result().stats.calls));
    m_caption->setText(heading(!mainOn, m_other->result().stats.calls));
}

void ComparisonPane::showCaptions(bool shown)
{
    m_mainHeading->setVisible(shown);
    m_saving->setVisible(shown);
}

QString ComparisonPane::caption() const
{
    if (m_mainHeading->text().isEmpty())
        return m_caption->text(); // solving
    return QStringList {m_mainHeading->text(), m_caption->text(), m_saving->text()}.join(QStringLiteral(" · "));
}

} // namespace gt
