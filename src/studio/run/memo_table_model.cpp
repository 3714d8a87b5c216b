// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/run/memo_table_model.h"

#include <QBrush>
#include <QLocale>

namespace gt {

void MemoTableModel::setRun(std::shared_ptr<StudioRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows = 0;
    m_justRead = -1;
    endResetModel();
    refresh();
}

void MemoTableModel::refresh()
{
    // Rows are the stepper's stores in order, a prefix of them at each step: only the rows that
    // come or go change (a jump into a run of a million entries copies nothing).
    const int wasRead = m_justRead;
    const int rows = m_run ? int(m_run->stepper().memoStoredCount()) : 0;
    if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    } else if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    }
    m_justRead = -1;
    if (m_run) {
        const std::int64_t read = m_run->stepper().memoStoreIndexOf(m_run->stepper().memoEntryJustRead());
        if (read >= 0 && read < m_rows)
            m_justRead = int(read);
    }
    for (const int row : {wasRead, m_justRead}) // the highlight moves
        if (row >= 0 && row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::BackgroundRole});
}

std::int32_t MemoTableModel::callAt(int row) const
{
    return row >= 0 && row < m_rows ? m_run->stepper().memoStoredBy(row) : -1;
}

int MemoTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int MemoTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoTableModel::data(const QModelIndex& index, int role) const
{
    if (!m_run || !index.isValid())
        return {};
    const std::int32_t call = callAt(index.row());
    const Trace& trace = m_run->trace();
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Order: return QLocale().toString(index.row() + 1);
        case State: return m_run->game().stateLabel(trace.state(call));
        case Value: return m_run->game().valueWithViewShort(trace.callValue(call), trace.player(call));
        case StoredBy: return QStringLiteral("#%L1").arg(call);
        }
    }
    if (role == Qt::ToolTipRole) // the whole entry, where a narrow dock cuts its cells
        return tr("Entry %L1: %2 = %3, stored by call #%L4")
            .arg(index.row() + 1)
            .arg(m_run->game().stateLabel(trace.state(call)),
                m_run->game().valueWithView(trace.callValue(call), trace.player(call)))
            .arg(call);
    if (role == Qt::BackgroundRole && index.row() == m_justRead)
        return QBrush(m_highlight); // the entry a memo answer just read
    if (role == Qt::TextAlignmentRole && index.column() != State)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant MemoTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Order: return tr("#");
    case State: return tr("State");
    case Value: return tr("Value");
    case StoredBy: return tr("Stored by");
    }
    return {};
}

} // namespace gt
