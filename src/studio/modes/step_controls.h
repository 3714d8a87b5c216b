// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Stepping through a run like a debugger: the actions (into, over, out, back, first, last, play)
// with their keys, the play timer and its speed. A stop rule (the quiz) can hold a step back.

#include "core/stepper.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;
class QWidget;

namespace gt {

class StepControls : public QObject {
    Q_OBJECT

public:
    // Where a step from `from` to `to` must stop instead, or nullopt.
    using StopRule = std::function<std::optional<std::int64_t>(std::int64_t from, std::int64_t to)>;

    // The actions are added to `window` too, so their keys work with the menus hidden.
    explicit StepControls(QWidget* window);

    // The stepper to move, or nullptr (no run, or a run being solved).
    void setStepper(Stepper* stepper);
    void setStopRule(StopRule rule) { m_stopRule = std::move(rule); }
    void addTo(QMenu* menu) const;
    // The step buttons, then the speed slider.
    void addTo(QToolBar* bar) const;
    // Enables what can be done at the stepper's position.
    void updateActions();
    void retranslate();

    int speed() const;
    void setSpeed(int speed);
    // Milliseconds per step while playing: 25 ms to 2 s.
    int playInterval() const;
    bool isPlaying() const { return m_timer.isActive(); }

public slots:
    void stepInto();
    void stepOver();
    void stepOut();
    void stepBack();
    void toFirst();
    void toLast();
    void togglePlay();
    void stopPlaying();

signals:
    void stepped(); // the stepper moved: show the new position

private:
    void step(void (Stepper::*move)());
    void showPlayState();

    QWidget* m_window;
    Stepper* m_stepper = nullptr;
    StopRule m_stopRule;
    QTimer m_timer;
    QAction* m_first;
    QAction* m_back;
    QAction* m_into;
    QAction* m_over;
    QAction* m_out;
    QAction* m_last;
    QAction* m_play;
    QSlider* m_speed;
    QLabel* m_speedLabel;
};

} // namespace gt
