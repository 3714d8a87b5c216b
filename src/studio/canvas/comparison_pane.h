// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Run › Compare With Memo Off/On (or Short-Circuit): the same game solved with that option
// flipped, drawn beside the main tree. It follows the main tree's steps: the same call where both
// runs make it, else the last moment of the search both share (core TraceAlignment).

#include "core/trace_alignment.h"
#include "render/comparison.h"
#include "render/style.h"

#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace gt {

class SolveJob;
class StudioRun;
class TreeView;

class ComparisonPane : public QWidget {
    Q_OBJECT

public:
    explicit ComparisonPane(QWidget* parent = nullptr);
    ~ComparisonPane() override;

    void addTo(QMenu* menu) const;
    void retranslate();
    // A new run in the main view; when comparing, the other run is solved again.
    void setMainRun(std::shared_ptr<const StudioRun> run);
    // The main view has stepped: the other run goes to the same moment of the search.
    void follow(const Style& style);
    std::optional<ComparedOption> compared() const { return m_compared; }
    void setCompared(std::optional<ComparedOption> compared);
    TreeView* view() const { return m_view; }
    // The main pane's heading ("memo on: 10 calls") and the saving under both panes, for the
    // window to place; shown only while comparing.
    QLabel* mainHeading() const { return m_mainHeading; }
    QLabel* savingCaption() const { return m_saving; }
    const StudioRun* otherRun() const { return m_other.get(); }
    // The two headings, left first, and the saving: "memo on: 14 calls · memo off: 15 calls · …".
    QString caption() const;

signals:
    void shown(); // the other run is solved and drawn (or failed: see notice)
    void notice(const QString& text, bool error);
    void closed(); // nothing compared any more

private:
    void solveOther();
    SolveOptions otherOptions() const;
    void onSolved(std::shared_ptr<StudioRun> run);
    void updateCaption();
    void showCaptions(bool shown);

    QActionGroup* m_actions;
    QAction* m_memo;
    QAction* m_shortCircuit;
    QLabel* m_caption; // this pane's heading
    QLabel* m_mainHeading;
    QLabel* m_saving;
    TreeView* m_view;
    SolveJob* m_job;
    std::optional<ComparedOption> m_compared;
    bool m_waitingForJob = false; // a new run is wanted once the cancelled job has ended
    std::shared_ptr<const StudioRun> m_main;
    std::shared_ptr<StudioRun> m_other;
    std::optional<TraceAlignment> m_alignment; // refers to both runs' traces: declared after them
    Style m_style = Style::forPalette(*paletteById(QStringLiteral("default")));
};

} // namespace gt
