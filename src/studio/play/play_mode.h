// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Play mode in the window: the Play dock and its actions (Run › Play the Game, F9; Play From the
// Selected Call, Shift+F9; the tree's right-click, Play From Here), the game read from the run on
// screen, and each position shown in the tree and the state graph as it is reached: the game's
// path drawn thick, the position ringed, who wins kept back until the teacher reveals it.

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace gt {

class PlayPanel;
class StudioRun;
class TreeNavigator;
class TreeView;

class PlayMode : public QObject {
    Q_OBJECT

public:
    // `rerun`: solves the form's game again with the short-circuit off.
    PlayMode(QMainWindow* window, TreeNavigator* navigator, TreeView* tree, std::function<void()> rerun);

    PlayPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    QAction* playAction() const { return m_play; }
    QAction* fromHereAction() const { return m_fromHere; }
    // The tree's right-click on a call: Play From Here.
    QAction* fromNodeAction() const { return m_fromNode; }
    // A game is being played in the dock with who wins hidden: the tree and the state graph are
    // drawn without the win/lose colours until the teacher reveals them.
    bool outcomesHidden() const;
    void addTo(QMenu* menu) const;
    // The run on screen (nullptr: none): its game is read for play, or the panel says why not.
    void setRun(std::shared_ptr<StudioRun> run);
    void setShown(bool shown);
    // --play: the dock shown; with `rerun`, a run with the short-circuit on is solved again with it off.
    void startWithPlay(bool rerun);
    // A new game from the position of `call` (a click in the tree, the selected call).
    void playFrom(std::int32_t call);
    void setTextScale(double scale);
    void retranslate();

signals:
    // The picture changes without a step: who wins hidden or shown.
    void redrawNeeded();

private:
    // The game so far drawn on the tree (none when the dock is closed or has no game), and the
    // tree moved to `call`, where the position's analysis is.
    void showGame(std::int32_t call);
    void clearGame();

    QMainWindow* m_window;
    TreeNavigator* m_navigator;
    TreeView* m_tree;
    PlayPanel* m_panel;
    QDockWidget* m_dock;
    QAction* m_play;
    QAction* m_fromHere;
    QAction* m_fromNode;
    std::function<void()> m_rerun;
    std::shared_ptr<StudioRun> m_run;
    bool m_rerunOnce = false;
    bool m_sizedBefore = false;
};

} // namespace gt
