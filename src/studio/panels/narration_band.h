// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The band above the tree that says what each step does, in one or two sentences. Presentation
// mode makes it larger; its colours come from the palette.

#include "render/style.h"

#include <QLabel>

namespace gt {

class NarrationBand : public QLabel {
    Q_OBJECT

public:
    explicit NarrationBand(QWidget* parent = nullptr);
    // The text size as a multiple of the application's font.
    double scale() const { return m_scale; }
    void setScale(double scale);
    void setColors(const Palette& palette);
    // The step's narration; the band keeps its height (fitText).
    void setNarration(const QString& text);
    // The step count at the band's right end, for when the toolbar is hidden (presentation).
    void setCounter(const QString& text);
    void setCounterShown(bool shown);
    QString counter() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // A narration longer than two lines is set up to this many 10 % steps smaller.
    static constexpr int kMostShrinkSteps = 4;
    void fitText();
    void keepRoomForCounter();

    double m_scale = 1.25;
    QLabel* m_counter;
};

} // namespace gt
