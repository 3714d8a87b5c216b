#include "run_models.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace gt {

void CallStackModel::setRun(std::shared_ptr<StudioRun> run)
{
    m_run = std::move(run);
    refresh();
}

void CallStackModel::refresh()
{
    beginResetModel();
    m_stack = m_run ? m_run->stepper().callStack() : std::vector<std::int32_t>{};
    endResetModel();
}

std::int32_t CallStackModel::callAt(int row) const
{
    return row >= 0 && row < int(m_stack.size()) ? m_stack[std::size_t(row)] : -1;
}

int CallStackModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_stack.size());
}

QVariant CallStackModel::data(const QModelIndex& index, int role) const
{
    if (!m_run || !index.isValid())
        return {};
    const std::size_t row = std::size_t(index.row());
    const std::int32_t call = m_stack[row];
    const Trace& trace = m_run->trace();
    const Game& game = m_run->game();
    if (role == Qt::DisplayRole) {
        QString text = QStringLiteral("#%1  %2").arg(call).arg(game.stateLabel(trace.state(call)));
        if (row + 1 < m_stack.size())
            text += QStringLiteral("   ") + tr("→ trying %1").arg(game.moveLabel(trace.move(m_stack[row + 1])));
        else
            text += QStringLiteral("   ") + tr("← running");
        return text;
    }
    if (role == Qt::FontRole && row + 1 == m_stack.size()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return tr("call #%1 at depth %2").arg(call).arg(trace.depth(call));
    return {};
}

void MemoTableModel::setRun(std::shared_ptr<StudioRun> run)
{
    m_run = std::move(run);
    refresh();
}

void MemoTableModel::refresh()
{
    beginResetModel();
    m_stored = m_run ? m_run->stepper().memoStoredSoFar() : std::vector<std::int32_t>{};
    m_justRead = -1;
    if (m_run) {
        const std::int32_t read = m_run->stepper().memoEntryJustRead();
        const auto it = std::find(m_stored.begin(), m_stored.end(), read);
        if (read >= 0 && it != m_stored.end())
            m_justRead = int(it - m_stored.begin());
    }
    endResetModel();
}

std::int32_t MemoTableModel::callAt(int row) const
{
    return row >= 0 && row < int(m_stored.size()) ? m_stored[std::size_t(row)] : -1;
}

int MemoTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_stored.size());
}

int MemoTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoTableModel::data(const QModelIndex& index, int role) const
{
    if (!m_run || !index.isValid())
        return {};
    const std::int32_t call = m_stored[std::size_t(index.row())];
    const Trace& trace = m_run->trace();
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Order: return index.row() + 1;
        case State: return m_run->game().stateLabel(trace.state(call));
        case Value: return m_run->game().answerText(trace.value(call));
        case StoredBy: return QStringLiteral("#%1").arg(call);
        }
    }
    if (role == Qt::BackgroundRole && index.row() == m_justRead)
        return QBrush(QColor(0xc8, 0xf0, 0xd4)); // the entry a memo answer just read
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
