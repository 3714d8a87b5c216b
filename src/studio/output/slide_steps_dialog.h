// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Export Slide Deck's question: a slide every K steps, or exactly these steps ("1,20,36"),
// checked as `gametree slides --every / --steps` checks them (render/slide_deck.h). While the
// answer makes no deck, OK stays disabled and the reason stands under the fields.

#include <QDialog>

#include <cstdint>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace gt {

class SlideStepsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SlideStepsDialog(std::int64_t eventCount, QWidget* parent = nullptr);

    // The chosen steps; empty while the answer is not valid.
    const std::vector<std::int64_t>& steps() const { return m_chosen; }
    // Why OK is disabled; empty when it is not.
    QString problem() const { return m_problem; }

private:
    void check();

    std::int64_t m_events;
    QRadioButton* m_everyChoice;
    QSpinBox* m_every;
    QRadioButton* m_stepsChoice;
    QLineEdit* m_steps;
    QLabel* m_status;
    QPushButton* m_ok;
    std::vector<std::int64_t> m_chosen;
    QString m_problem;
};

} // namespace gt
