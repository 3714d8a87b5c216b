// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "memo_table.h"

#include "trace_analysis.h"

#include <algorithm>

namespace gt {

MemoTable::MemoTable(const Game& game, const Stepper& stepper)
    : m_stepper(stepper)
    , m_shape(game.memoShape().value_or(MemoShape {}))
    , m_storeIndex(game.stateSpaceSize(), -1)
    , m_bottomUpRank(game.stateSpaceSize(), -1)
    , m_standing(game.stateSpaceSize(), Standing::Even)
{
    const Trace& trace = stepper.trace();
    for (std::int64_t k = 0; k < stepper.memoStoreTotal(); ++k) {
        const std::int32_t by = stepper.memoStoredBy(k);
        const std::uint32_t state = trace.state(by);
        if (state < m_storeIndex.size() && m_storeIndex[state] < 0) { // the first store is the entry
            m_storeIndex[state] = k;
            m_standing[state] = standing(game, trace, by);
            ++m_storedCells;
        }
    }
    m_rows.resize(std::size_t(std::max(m_shape.rows, 1)));
    const bool subsets = m_shape.kind == MemoShape::Kind::Subsets;
    if (!subsets)
        for (auto& row : m_rows)
            row.assign(std::size_t(std::max(m_shape.columns, 0)), -1);
    for (std::uint32_t s = 0; s < stateCount(); ++s) {
        const MemoCell cell = game.memoCell(s);
        if (cell.row < 0 || cell.row >= int(m_rows.size()))
            continue;
        auto& row = m_rows[std::size_t(cell.row)];
        if (subsets) {
            row.push_back(s);
            ++m_cellCount;
        } else if (cell.column >= 0 && cell.column < std::int64_t(row.size()) && row[std::size_t(cell.column)] < 0) {
            row[std::size_t(cell.column)] = s;
            ++m_cellCount;
        }
    }
    if (subsets) // masks ascending within each layer: a user's program meets its states in any order
        for (auto& row : m_rows) {
            const auto byMask = [&](std::int64_t a, std::int64_t b) {
                return game.memoCell(std::uint32_t(a)).column < game.memoCell(std::uint32_t(b)).column;
            };
            if (!std::is_sorted(row.begin(), row.end(), byMask))
                std::sort(row.begin(), row.end(), byMask);
        }
    for (const std::uint32_t state : game.bottomUpOrder())
        if (state < m_bottomUpRank.size() && m_bottomUpRank[state] < 0)
            m_bottomUpRank[state] = m_bottomUpCells++;
}

std::uint64_t MemoTable::tableSize() const
{
    if (m_shape.kind == MemoShape::Kind::Subsets)
        return std::uint64_t(1) << std::clamp(m_shape.columns, 0, 40);
    return std::uint64_t(std::max(m_shape.rows, 1)) * std::uint64_t(std::max(m_shape.columns, 0));
}

std::uint64_t MemoTable::places() const
{
    return m_shape.kind == MemoShape::Kind::Subsets ? m_cellCount : tableSize();
}

std::int32_t MemoTable::storedBy(std::uint32_t state) const
{
    const std::int64_t k = m_storeIndex[state];
    return k < 0 ? -1 : m_stepper.memoStoredBy(k);
}

std::int64_t MemoTable::currentState() const
{
    const std::int32_t call = m_stepper.currentCall();
    return call < 0 ? -1 : std::int64_t(m_stepper.trace().state(call));
}

std::int64_t MemoTable::stateJustRead() const
{
    const std::int32_t call = m_stepper.memoEntryJustRead();
    return call < 0 ? -1 : std::int64_t(m_stepper.trace().state(call));
}

} // namespace gt
