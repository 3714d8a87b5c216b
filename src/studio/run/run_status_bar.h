// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The status bar: the run's answer and counts, or the progress of a run being solved with its
// Cancel button.

#include <QStatusBar>

class QLabel;
class QProgressBar;
class QPushButton;

namespace gt {

class StudioRun;

class RunStatusBar : public QStatusBar {
    Q_OBJECT

public:
    explicit RunStatusBar(QWidget* parent = nullptr);

    QString text() const;
    void showIdle();    // no run: what to do first
    void showSolving(); // progress and Cancel appear
    // The user's code is being compiled: progress and Cancel appear, the call count waits until
    // showSolving.
    void showCompiling(const QString& fileName);
    void showProgress(qint64 calls);
    void showCancelling();
    void showDone(); // progress and Cancel go
    // Answer, counts, time; without `showAnswer` (a quiz before the root's return) the answer waits.
    void showRun(const StudioRun& run, bool showAnswer = true);

signals:
    void cancelRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    QLabel* m_stats;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    bool m_compiling = false;
};

} // namespace gt
