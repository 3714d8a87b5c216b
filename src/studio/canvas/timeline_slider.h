// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <QSlider>

#include <vector>

namespace gt {

// The run's events as a slider, with a mark under every event where a memo answer returns.
class TimelineSlider : public QSlider {
    Q_OBJECT

public:
    explicit TimelineSlider(QWidget* parent = nullptr);
    // Places along the slider, 0 to 1 (StudioRun::memoHitMarks).
    void setMarks(std::vector<double> places);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<double> m_marks; // positions along the slider, 0..1
};

} // namespace gt
