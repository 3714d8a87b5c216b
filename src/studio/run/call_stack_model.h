// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The call stack at the run's current step, for the Call stack panel: one row per open call.

#include "studio/run/studio_run.h"

#include <QAbstractListModel>

#include <memory>
#include <vector>

namespace gt {

class CallStackModel : public QAbstractListModel {
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;
    void setRun(std::shared_ptr<StudioRun> run);
    // Follows the run's stepper.
    void refresh();
    // The texts changed (another language).
    void retranslate();
    std::int32_t callAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    QString rowText(int row) const;

    std::shared_ptr<StudioRun> m_run;
    std::vector<std::int32_t> m_stack;
    std::vector<QString> m_texts; // per row, so a text changes only with its dataChanged
};

} // namespace gt
