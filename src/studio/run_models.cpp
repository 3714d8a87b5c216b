#include "run_models.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace gt {

void CallStackModel::setRun(std::shared_ptr<StudioRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_stack.clear();
    m_texts.clear();
    endResetModel();
    refresh();
}

namespace {
// How many leading entries two lists share: a step changes only what comes after.
int commonPrefix(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b)
{
    return int(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
}
} // namespace

// Rows past the common prefix go, the new ones come, then the last row kept says what changed
// for it (it was running and now tries a move, or the other way round). Texts are kept per row
// so that a row's text changes only with its dataChanged.
void CallStackModel::refresh()
{
    std::vector<std::int32_t> next = m_run ? m_run->stepper().callStack() : std::vector<std::int32_t> {};
    const int kept = commonPrefix(m_stack, next);
    if (kept < int(m_stack.size())) {
        beginRemoveRows({}, kept, int(m_stack.size()) - 1);
        m_stack.resize(std::size_t(kept));
        m_texts.resize(std::size_t(kept));
        endRemoveRows();
    }
    if (kept < int(next.size())) {
        beginInsertRows({}, kept, int(next.size()) - 1);
        m_stack = std::move(next);
        for (int row = kept; row < int(m_stack.size()); ++row)
            m_texts.push_back(rowText(row));
        endInsertRows();
    }
    if (kept > 0) {
        m_texts[std::size_t(kept - 1)] = rowText(kept - 1);
        emit dataChanged(index(kept - 1), index(kept - 1));
    }
}

void CallStackModel::retranslate()
{
    for (int row = 0; row < int(m_stack.size()); ++row)
        m_texts[std::size_t(row)] = rowText(row);
    if (!m_stack.empty())
        emit dataChanged(index(0), index(rowCount() - 1));
}

QString CallStackModel::rowText(int row) const
{
    const std::int32_t call = m_stack[std::size_t(row)];
    const Game& game = m_run->game();
    QString text = QStringLiteral("#%1  %2").arg(call).arg(game.stateLabel(m_run->trace().state(call)));
    if (row + 1 < int(m_stack.size()))
        return text + QStringLiteral("   ") + tr("→ trying %1").arg(m_run->moveText(m_stack[std::size_t(row) + 1]));
    return text + QStringLiteral("   ") + tr("← running");
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
    if (role == Qt::DisplayRole)
        return m_texts[row];
    if (role == Qt::FontRole && m_texts[row].endsWith(tr("← running"))) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return tr("call #%1 at depth %2").arg(call).arg(m_run->trace().depth(call));
    return {};
}

void MemoTableModel::setRun(std::shared_ptr<StudioRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_stored.clear();
    m_justRead = -1;
    endResetModel();
    refresh();
}

void MemoTableModel::refresh()
{
    const int wasRead = m_justRead;
    std::vector<std::int32_t> next = m_run ? m_run->stepper().memoStoredSoFar() : std::vector<std::int32_t> {};
    const int kept = commonPrefix(m_stored, next);
    if (kept < int(m_stored.size())) {
        beginRemoveRows({}, kept, int(m_stored.size()) - 1);
        m_stored.resize(std::size_t(kept));
        endRemoveRows();
    }
    if (kept < int(next.size())) {
        beginInsertRows({}, kept, int(next.size()) - 1);
        m_stored = std::move(next);
        endInsertRows();
    }
    m_justRead = -1;
    if (m_run) {
        const std::int32_t read = m_run->stepper().memoEntryJustRead();
        const auto it = std::find(m_stored.begin(), m_stored.end(), read);
        if (read >= 0 && it != m_stored.end())
            m_justRead = int(it - m_stored.begin());
    }
    for (const int row : {wasRead, m_justRead}) // the highlight moves
        if (row >= 0 && row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::BackgroundRole});
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
        case Value: return m_run->game().valueWithViewShort(trace.value(call), trace.player(call));
        case StoredBy: return QStringLiteral("#%1").arg(call);
        }
    }
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
