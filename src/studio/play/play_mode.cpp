// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/play/play_mode.h"

#include "core/play/play_game.h"
#include "studio/canvas/tree_navigator.h"
#include "studio/canvas/tree_view.h"
#include "studio/modes/presentation_mode.h"
#include "studio/play/play_panel.h"
#include "studio/run/studio_run.h"
#include "studio/window/action_text.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace gt {

PlayMode::PlayMode(QMainWindow* window, TreeNavigator* navigator, TreeView* tree, std::function<void()> rerun)
    : QObject(window)
    , m_window(window)
    , m_navigator(navigator)
    , m_tree(tree)
    , m_panel(new PlayPanel)
    , m_dock(new QDockWidget(window))
    , m_play(new QAction(window))
    , m_fromHere(new QAction(window))
    , m_fromNode(new QAction(window))
    , m_rerun(std::move(rerun))
{
    m_dock->setObjectName(QStringLiteral("PlayDock"));
    m_dock->setProperty(kKeptWhilePresenting, true); // the class plays on the projector
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_play->setObjectName(QStringLiteral("play"));
    m_play->setCheckable(true);
    m_play->setShortcut(QKeySequence(Qt::Key_F9));
    m_fromHere->setObjectName(QStringLiteral("playFromHere"));
    m_fromHere->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F9));
    window->addAction(m_play); // also while presenting, with the menu bar hidden
    window->addAction(m_fromHere);
    connect(m_play, &QAction::toggled, this, &PlayMode::setShown);
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && m_dock->isHidden())
            m_play->setChecked(false);
    });
    connect(m_fromHere, &QAction::triggered, this, [this] {
        if (m_tree->selected().isCall())
            playFrom(m_tree->selected().id);
    });
    m_fromNode->setObjectName(QStringLiteral("playFromNode"));
    connect(m_fromNode, &QAction::triggered, this, [this] {
        if (m_tree->menuNode().isCall())
            playFrom(m_tree->menuNode().id);
    });
    m_tree->setNodeMenuActions({m_fromNode});
    connect(m_panel, &PlayPanel::rerunRequested, this, [this] { m_rerun(); });
    connect(m_panel, &PlayPanel::positionChanged, this, [this](std::int32_t call) {
        if (!m_run || !m_dock->isVisible())
            return;
        // A game over: where it was lost (that position's moves, the winning one among them), or the whole run.
        if (const PlayGame* game = m_panel->game(); game && game->over())
            call = game->firstMistake() ? game->firstMistake()->call : 0;
        showGame(call);
    });
    connect(m_panel, &PlayPanel::revealedChanged, this, [this] {
        if (m_run && m_play->isChecked())
            emit redrawNeeded();
    });
    connect(m_panel, &PlayPanel::callChosen, this, [this](std::int32_t call) {
        if (m_run)
            m_navigator->goToCall(call);
    });
    retranslate();
}

void PlayMode::addTo(QMenu* menu) const
{
    menu->addActions({m_play, m_fromHere});
}

// Hidden while the class guesses; once the game is over the tree shows why it was lost.
bool PlayMode::outcomesHidden() const
{
    const PlayGame* game = m_panel->game();
    return m_run && m_play->isChecked() && game && !game->over() && !m_panel->revealed();
}

void PlayMode::showGame(std::int32_t call)
{
    const PlayGame* game = m_panel->game();
    if (!m_run || !game)
        return;
    std::vector<std::int32_t> calls = playedCalls(*game);
    // The step shows the position's analysis and every call of the game: a memo answer on the
    // way is entered after the call it reads.
    const std::int64_t step = playedCallsStep(m_run->trace(), calls);
    m_navigator->setPlayed(calls, false);
    if (!game->over()) {
        m_navigator->goToCallAtLeast(call, step, calls); // the position, then the game's way to it from the start
        return;
    }
    m_navigator->goToCallAtLeast(call, step);
    m_tree->frameOnRequest(); // the whole game where it is readable: why it was lost, at a glance
}

void PlayMode::clearGame()
{
    if (!m_run)
        return;
    if (!m_run->played().empty())
        m_navigator->setPlayed({}, true);
    else
        emit redrawNeeded(); // who wins, hidden while the dock was open
}

void PlayMode::setShown(bool shown)
{
    m_play->setChecked(shown);
    m_dock->setVisible(shown);
    if (!shown) {
        clearGame();
        return;
    }
    m_dock->raise();
    if (!m_sizedBefore) { // the class reads the position and the moves: most of the column's height
        m_sizedBefore = true;
        m_window->resizeDocks({m_dock}, {m_window->height() * 2 / 3}, Qt::Vertical);
    }
    m_panel->setFocus(Qt::ShortcutFocusReason); // keys 1-9 play moves
    if (m_run && m_panel->game())
        showGame(m_panel->game()->graph().callOf(m_panel->game()->position()));
}

void PlayMode::startWithPlay(bool rerun)
{
    m_rerunOnce = rerun;
    setShown(true);
}

void PlayMode::setRun(std::shared_ptr<StudioRun> run)
{
    m_run = std::move(run);
    m_fromHere->setEnabled(m_run != nullptr);
    m_fromNode->setEnabled(m_run != nullptr);
    const bool rerun = m_run && std::exchange(m_rerunOnce, false);
    if (!m_run) {
        m_panel->setGraph(nullptr, nullptr);
        return;
    }
    if (!m_run->failure().isEmpty()) {
        m_panel->setUnavailable(
            tr("This run stopped before its end (%1), so its game is not whole.").arg(m_run->failure()), false);
        return;
    }
    if (m_run->options().shortCircuit && m_run->game().hasShortCircuit()) {
        if (rerun) {
            m_rerun();
            return;
        }
        m_panel->setUnavailable(tr("Play needs every move of every position, and this run stops at the first winning move "
                                   "(the short-circuit is on)."),
            true);
        return;
    }
    try {
        m_panel->setGraph(std::make_shared<const GameGraph>(m_run->game(), m_run->result().trace), m_run);
    } catch (const PlayError& error) {
        m_panel->setUnavailable(error.message(), false);
    }
}

void PlayMode::playFrom(std::int32_t call)
{
    if (!m_run || call < 0 || call >= m_run->trace().size())
        return;
    setShown(true);
    if (!m_panel->available())
        return;
    const Trace& trace = m_run->trace();
    try {
        m_panel->startFrom(trace.state(call), trace.player(call));
    } catch (const PlayError& error) {
        m_panel->setUnavailable(error.message(), false);
        clearGame(); // the game left: nothing played on the tree
    }
}

void PlayMode::setTextScale(double scale)
{
    m_panel->setTextScale(scale);
}

void PlayMode::retranslate()
{
    m_dock->setWindowTitle(tr("Play"));
    setActionText(m_play, tr("Play the &Game"));
    m_play->setToolTip(tr("Play the game against the solver, team against team, or watch the solver play (F9)"));
    setActionText(m_fromHere, tr("Play From &the Selected Call"));
    m_fromHere->setToolTip(tr("A new game from the position of the call selected in the tree (Shift+F9)"));
    setActionText(m_fromNode, tr("&Play From Here"));
    m_fromNode->setToolTip(tr("A new game from the position of this call"));
    m_panel->retranslate();
}

} // namespace gt
