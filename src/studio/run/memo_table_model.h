// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The memo table at the run's current step, for the Memo table panel: one row per stored entry,
// in the order they were stored.

#include "studio/run/studio_run.h"

#include <QAbstractTableModel>
#include <QColor>

#include <memory>
#include <vector>

namespace gt {

class MemoTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Order, State, Value, StoredBy, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setRun(std::shared_ptr<StudioRun> run);
    void refresh();
    void setHighlight(const QColor& color) { m_highlight = color; }
    void retranslate()
    {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    // The row of the entry the last event read (a memo answer), or -1.
    int rowJustRead() const { return m_justRead; }
    std::int32_t callAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<StudioRun> m_run;
    int m_rows = 0; // the first m_rows of the stepper's memo stores
    int m_justRead = -1;
    QColor m_highlight = QColor(0xc8, 0xf0, 0xd4);
};

} // namespace gt
