#include "find_bar.h"

#include "action_text.h"
#include "core/state_search.h"
#include "studio_run.h"

#include <QAction>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QToolBar>

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
        if (m_matches.empty() || m_edit->isModified())
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

void FindBar::retranslate()
{
    m_edit->setPlaceholderText(tr("Find a state: n=37, used {1,3}, i=2 M=1"));
    m_edit->setAccessibleName(tr("Find a state"));
    setActionText(m_focus, tr("&Find State…"));
    setActionText(m_next, tr("Find &Next"));
    setActionText(m_previous, tr("Find &Previous"));
    if (!m_matches.empty())
        m_status->setText(tr("%L1 of %L2").arg(m_match + 1).arg(m_matches.size()));
}

void FindBar::setRun(const StudioRun* run)
{
    m_run = run;
    m_matches.clear();
    m_match = -1;
    m_status->clear();
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
    m_matches.clear();
    m_match = -1;
    if (!m_run || text.simplified().isEmpty()) {
        m_status->clear();
        return;
    }
    m_matches = findCalls(m_run->game(), m_run->trace(), text);
    if (m_matches.empty()) {
        m_status->setText(tr("not found"));
        return;
    }
    choose(0);
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
    m_status->setText(tr("%L1 of %L2").arg(m_match + 1).arg(m_matches.size()));
    emit matchChosen(m_matches[std::size_t(m_match)]);
}

QString FindBar::status() const
{
    return m_status->text();
}

} // namespace gt
