// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/run/run_status_bar.h"

#include "core/one_line.h"
#include "studio/run/studio_run.h"

#include <QEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace gt {

namespace {
// What a program printed can be several lines (a test case each) and long: the status bar keeps
// one line, its lines separated by " / ", and the start of a long one.
QString answerLine(const QString& answer)
{
    constexpr qsizetype kMaxCharacters = 80;
    QStringList lines = answer.split(u'\n', Qt::SkipEmptyParts);
    for (QString& line : lines)
        line = oneLine(line.trimmed());
    const QString joined = lines.join(QStringLiteral(" / "));
    return joined.size() <= kMaxCharacters ? joined : joined.left(kMaxCharacters - 1) + u'…';
}
} // namespace

RunStatusBar::RunStatusBar(QWidget* parent)
    : QStatusBar(parent)
{
    m_stats = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->hide();
    addWidget(m_stats, 1);
    addPermanentWidget(m_progress);
    addPermanentWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &RunStatusBar::cancelRequested);
}

void RunStatusBar::changeEvent(QEvent* event)
{
    QStatusBar::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        m_cancel->setText(tr("Cancel"));
}

QString RunStatusBar::text() const
{
    return m_stats->text();
}

void RunStatusBar::showIdle()
{
    m_stats->setText(tr("Choose a game and press Solve."));
}

void RunStatusBar::showSolving()
{
    m_compiling = false;
    m_progress->setFormat(tr("%v calls"));
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
}

void RunStatusBar::showCompiling(const QString& fileName)
{
    showSolving();
    m_compiling = true;
    m_progress->setFormat(tr("Compiling…"));
    m_stats->setText(tr("Compiling %1…").arg(fileName));
}

void RunStatusBar::showProgress(qint64 calls)
{
    if (m_compiling)
        return;
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("%L1 calls").arg(calls));
    m_stats->setText(tr("Solving: %L1 calls so far…").arg(calls));
}

void RunStatusBar::showCancelling()
{
    m_cancel->setEnabled(false);
    m_stats->setText(tr("Cancelling…"));
}

void RunStatusBar::showDone()
{
    m_compiling = false;
    m_progress->hide();
    m_cancel->hide();
}

void RunStatusBar::showRun(const StudioRun& run, bool showAnswer)
{
    const RunStats& stats = run.result().stats;
    QString answer = showAnswer ? answerLine(run.game().runAnswerText(run.result().answer)) : tr("when the root returns");
    if (answer.isEmpty()) // a program that stopped, or printed nothing
        answer = tr("none");
    m_stats->setText(tr("%1 · answer %2 · %L3 calls · %L4 memo hits · %L5 distinct states · depth %6 · %7 ms")
                         .arg(run.game().paramsText().isEmpty() ? run.game().title() : run.game().paramsText(), answer)
                         .arg(stats.calls)
                         .arg(stats.memoHits)
                         .arg(stats.distinctStates)
                         .arg(stats.maxDepth)
                         .arg(stats.seconds * 1000, 0, 'f', 2));
}

} // namespace gt
