// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/run/call_stack_model.h"

#include "studio/run/rows_kept.h"

#include <QFont>

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

} // namespace gt
