// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Print's first question, before the system's print dialog: the tree at this step or the
// whole run, and whether as a worksheet for students with its answer key.

#include <QDialog>

#include <cstdint>

class QCheckBox;
class QRadioButton;

namespace gt {

struct PrintChoice {
    bool wholeRun = false;
    bool worksheet = false; // the worksheet page, then the answer key
};

class PrintChoiceDialog : public QDialog {
    Q_OBJECT

public:
    // `step` of `steps`: where the stepper stands.
    PrintChoiceDialog(std::int64_t step, std::int64_t steps, QWidget* parent = nullptr);

    PrintChoice choice() const;
    void setChoice(const PrintChoice& choice);

private:
    QRadioButton* m_step;
    QRadioButton* m_wholeRun;
    QCheckBox* m_worksheet;
};

} // namespace gt
