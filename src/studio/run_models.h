#pragma once

// The panels' models over a run at its current step: the call stack and the memo table.

#include "studio_run.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>

#include <memory>

namespace gt {

class CallStackModel : public QAbstractListModel {
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;
    void setRun(std::shared_ptr<StudioRun> run);
    void refresh();
    std::int32_t callAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::shared_ptr<StudioRun> m_run;
    std::vector<std::int32_t> m_stack;
};

class MemoTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Order, State, Value, StoredBy, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setRun(std::shared_ptr<StudioRun> run);
    void refresh();
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
};

} // namespace gt
