// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/modes/step_controls.h"

#include "studio/window/action_text.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSlider>
#include <QStyle>
#include <QToolBar>
#include <QWidget>

#include <cmath>

namespace gt {

StepControls::StepControls(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    auto action = [this](const QList<QKeySequence>& keys, void (StepControls::*slot)(), QStyle::StandardPixmap icon) {
        auto* a = new QAction(m_window->style()->standardIcon(icon), QString(), m_window);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a); // keys keep working in presentation mode, with the menus hidden
        return a;
    };
    m_first = action({Qt::Key_Home}, &StepControls::toFirst, QStyle::SP_MediaSkipBackward);
    m_back = action({Qt::Key_Left, Qt::Key_PageUp}, &StepControls::stepBack, QStyle::SP_MediaSeekBackward);
    m_into = action({Qt::Key_Right, Qt::Key_PageDown, Qt::Key_F11}, &StepControls::stepInto, QStyle::SP_ArrowRight);
    m_over = action({Qt::Key_Down, Qt::Key_F10}, &StepControls::stepOver, QStyle::SP_ArrowDown);
    m_out = action({Qt::Key_Up, QKeySequence(Qt::SHIFT | Qt::Key_F11)}, &StepControls::stepOut, QStyle::SP_ArrowUp);
    m_last = action({Qt::Key_End}, &StepControls::toLast, QStyle::SP_MediaSkipForward);
    m_play = action({Qt::Key_Space}, &StepControls::togglePlay, QStyle::SP_MediaPlay);

    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setRange(0, 100);
    m_speed->setValue(40);
    m_speed->setMaximumWidth(110);
    m_speedLabel = new QLabel;
    m_speedLabel->setMinimumWidth(64);
    connect(m_speed, &QSlider::valueChanged, this, [this] {
        m_speedLabel->setText(tr("%1 ms/step").arg(playInterval()));
        m_timer.setInterval(playInterval());
    });
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_stepper || m_stepper->atLast())
            stopPlaying();
        else
            stepInto();
    });
    retranslate();
    updateActions();
}

void StepControls::retranslate()
{
    setActionText(m_first, tr("&First Step"));
    setActionText(m_back, tr("Step &Back"));
    setActionText(m_into, tr("Step &Into"));
    setActionText(m_over, tr("Step &Over"));
    setActionText(m_out, tr("Step O&ut"));
    setActionText(m_last, tr("&Last Step"));
    m_into->setToolTip(tr("Step into: the next event (Right, Page Down, F11)"));
    m_over->setToolTip(tr("Step over: finish the call about to start (Down, F10)"));
    m_out->setToolTip(tr("Step out: return from the current call (Up, Shift+F11)"));
    m_back->setToolTip(tr("Step back: the previous event (Left, Page Up)"));
    m_speed->setToolTip(tr("Play speed: 25 ms to 2 s per step"));
    m_speed->setAccessibleName(tr("Play speed"));
    m_speedLabel->setText(tr("%1 ms/step").arg(playInterval()));
    showPlayState();
}

void StepControls::setStepper(Stepper* stepper)
{
    if (!stepper)
        stopPlaying();
    m_stepper = stepper;
    updateActions();
}

void StepControls::addTo(QMenu* menu) const
{
    menu->addActions({m_first, m_back, m_into, m_over, m_out, m_last, m_play});
}

void StepControls::addTo(QToolBar* bar) const
{
    bar->addActions({m_first, m_back, m_into, m_over, m_out, m_last, m_play});
    bar->addSeparator();
    bar->addWidget(m_speed);
    bar->addWidget(m_speedLabel);
}

void StepControls::updateActions()
{
    const bool ready = m_stepper && m_stepper->last() > 0;
    const bool atFirst = !ready || m_stepper->atFirst();
    const bool atLast = !ready || m_stepper->atLast();
    for (QAction* a : {m_first, m_back})
        a->setEnabled(!atFirst);
    for (QAction* a : {m_into, m_over, m_out, m_last})
        a->setEnabled(!atLast);
    m_play->setEnabled(ready);
}

int StepControls::speed() const
{
    return m_speed->value();
}

void StepControls::setSpeed(int speed)
{
    m_speed->setValue(speed);
}

int StepControls::playInterval() const
{
    return int(std::lround(25 * std::pow(80.0, m_speed->value() / 100.0)));
}

void StepControls::step(void (Stepper::*move)())
{
    if (!m_stepper)
        return;
    const std::int64_t from = m_stepper->position();
    (m_stepper->*move)();
    if (m_stopRule && m_stepper->position() > from) {
        if (const std::optional<std::int64_t> stop = m_stopRule(from, m_stepper->position())) {
            m_stepper->setPosition(*stop);
            stopPlaying();
        }
    }
    emit stepped();
}

void StepControls::stepInto()
{
    step(&Stepper::stepInto);
}

void StepControls::stepOver()
{
    step(&Stepper::stepOver);
}

void StepControls::stepOut()
{
    step(&Stepper::stepOut);
}

void StepControls::stepBack()
{
    step(&Stepper::stepBack);
}

void StepControls::toFirst()
{
    step(&Stepper::toFirst);
}

void StepControls::toLast()
{
    step(&Stepper::toLast);
}

void StepControls::togglePlay()
{
    if (m_timer.isActive()) {
        stopPlaying();
        return;
    }
    if (!m_stepper || m_stepper->last() == 0)
        return;
    if (m_stepper->atLast())
        toFirst();
    m_timer.start(playInterval());
    showPlayState();
}

void StepControls::stopPlaying()
{
    m_timer.stop();
    showPlayState();
}

void StepControls::showPlayState()
{
    const bool playing = m_timer.isActive();
    setActionText(m_play, playing ? tr("&Pause") : tr("&Play"));
    m_play->setIcon(m_window->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

} // namespace gt
