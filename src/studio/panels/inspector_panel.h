// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The inspector: one call at the current step (its state, player, how it returned, the moves
// tried so far), with links to the calls it names.

#include "render/node_ref.h"

#include <QTextBrowser>

namespace gt {

class StudioRun;

class InspectorPanel : public QTextBrowser {
    Q_OBJECT

public:
    explicit InspectorPanel(QWidget* parent = nullptr);
    // `call` as it stands at the run's step; nothing when call < 0.
    void showCall(const StudioRun* run, std::int32_t call);

signals:
    void callClicked(gt::NodeRef call);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Moves listed for one call at most: the first and the latest halves.
    static constexpr std::size_t kMostMovesListed = 40;
    QString outcomeHtml(const StudioRun& run, std::int32_t call) const;
    QString triedMovesHtml(const StudioRun& run, std::int32_t call) const;
    QString m_html; // what is shown, to skip setting it again
};

} // namespace gt
