#pragma once

// The panels' models over a run at its current step: the call stack and the memo table.

#include "studio_run.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QColor>

#include <memory>

namespace gt {

// Both models follow a step with row inserts and removes at the end (a step pushes or pops a
// call, stores or un-stores an entry), not a reset, so views keep their scroll and selection.

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
    std::vector<std::int32_t> m_stored;
    int m_justRead = -1;
    QColor m_highlight = QColor(0xc8, 0xf0, 0xd4);
};

} // namespace gt
