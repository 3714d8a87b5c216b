// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/modes/find_bar.h"

#include "studio/window/action_text.h"
#include "core/state_search.h"
#include "studio/run/studio_run.h"

#include <QAction>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QThread>
#include <QToolBar>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace gt {

FindBar::FindBar(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    m_edit = new QLineEdit;
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(220);
    m_edit->setMaximumWidth(320); // the timeline beside it takes the rest of the row
    m_status = new QLabel;
    m_status->setMinimumWidth(90);
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (m_edit->isModified() || (m_matches.empty() && !m_searching))
            find(m_edit->text());
        else
            findNext(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier ? -1 : 1);
        m_edit->setModified(false);
    });
    auto action = [this](QKeySequence::StandardKey key, auto slot) {
        auto* a = new QAction(m_window);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a);
        return a;
    };
    m_focus = action(QKeySequence::Find, [this] {
        m_edit->setFocus();
        m_edit->selectAll();
    });
    m_next = action(QKeySequence::FindNext, [this] { findNext(1); });
    m_previous = action(QKeySequence::FindPrevious, [this] { findNext(-1); });
    retranslate();
}

FindBar::~FindBar()
{
    cancelSearch();
    if (m_edit && !m_edit->parent())
        delete m_edit;
    if (m_status && !m_status->parent())
        delete m_status;
}

void FindBar::retranslate()
{
    m_edit->setPlaceholderText(tr("Find a state: n=37, used {1,3}, i=2 M=1"));
    m_edit->setAccessibleName(tr("Find a state"));
    setActionText(m_focus, tr("Find &State…"));
    setActionText(m_next, tr("Find &Next"));
    setActionText(m_previous, tr("Find Pre&vious"));
    showStatus();
}

void FindBar::setRun(std::shared_ptr<const StudioRun> run)
{
    cancelSearch();
    m_run = std::move(run);
    m_matches.clear();
    m_match = -1;
    m_searched = false;
    showStatus();
}

void FindBar::addTo(QToolBar* bar) const
{
    bar->addWidget(m_edit);
    bar->addWidget(m_status);
}

void FindBar::addTo(QMenu* menu) const
{
    menu->addActions({m_focus, m_next, m_previous});
}

void FindBar::find(const QString& text)
{
    cancelSearch();
    m_matches.clear();
    m_match = -1;
    m_searched = m_run && !text.simplified().isEmpty();
    m_searching = m_searched;
    showStatus();
    if (!m_searching)
        return;
    // The task holds the run: the window may drop it (a new run) before the task has stopped.
    m_task = QtConcurrent::run([this, run = m_run, text, search = m_search] {
        CallSearchControl control;
        control.cancel = &m_cancel;
        // Every core until the first match is on its way, but no more than a few: the labels'
        // translation lookups share one lock.
        control.threadsToFirstMatch = std::clamp(QThread::idealThreadCount(), 1, 4);
        control.onMatches = [this, search](std::span<const std::int32_t> found) {
            QMetaObject::invokeMethod(
                this, [this, search, found = std::vector(found.begin(), found.end())] { addMatches(search, found); },
                Qt::QueuedConnection);
        };
        findCalls(run->game(), run->trace(), text, control);
        if (!m_cancel.load())
            QMetaObject::invokeMethod(
                this, [this, search] { finishSearch(search); }, Qt::QueuedConnection);
    });
}

void FindBar::cancelSearch()
{
    m_cancel = true;
    m_task.waitForFinished(); // at once: the scan reads the flag before every call
    m_cancel = false;
    m_searching = false;
    ++m_search; // what the stopped search has posted and not yet delivered is dropped
}

void FindBar::addMatches(int search, const std::vector<std::int32_t>& found)
{
    if (search != m_search)
        return;
    const bool first = m_matches.empty();
    m_matches.insert(m_matches.end(), found.begin(), found.end());
    if (first)
        choose(0);
    else
        showStatus();
}

void FindBar::finishSearch(int search)
{
    if (search != m_search)
        return;
    m_searching = false;
    showStatus();
    emit searchFinished();
}

void FindBar::findNext(int direction)
{
    if (m_matches.empty())
        return;
    const int count = int(m_matches.size());
    choose((m_match + direction % count + count) % count);
}

void FindBar::choose(int match)
{
    m_match = match;
    showStatus();
    emit matchChosen(m_matches[std::size_t(m_match)]);
}

// "2 of 42"; while the scan goes on the count is not known yet.
void FindBar::showStatus()
{
    if (!m_matches.empty())
        m_status->setText(
            m_searching ? tr("%L1 of …").arg(m_match + 1) : tr("%L1 of %L2").arg(m_match + 1).arg(m_matches.size()));
    else if (m_searching)
        m_status->setText(tr("searching…"));
    else
        m_status->setText(m_searched ? tr("not found") : QString());
}

QString FindBar::status() const
{
    return m_status->text();
}

} // namespace gt
