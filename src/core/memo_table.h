// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The memo as the DP table it is, at one step of the run: which cells are stored by then, by
// which call and in what order, against the order a bottom-up loop over the same table fills
// them. Built once per run (a few bytes per state); asking about a step costs nothing more.

#include "game.h"
#include "memo_shape.h"
#include "stepper.h"

#include <cstdint>
#include <vector>

namespace gt {

class MemoTable {
public:
    // The game must have a shape (Game::memoShape()); the trace is the stepper's.
    MemoTable(const Game& game, const Stepper& stepper);

    const MemoShape& shape() const { return m_shape; }
    const Trace& trace() const { return m_stepper.trace(); }
    std::uint32_t stateCount() const { return std::uint32_t(m_storeIndex.size()); }
    // The states that have a cell in the table: all of a built-in game's, those of the memoized
    // function of a user's program.
    std::uint32_t cellCount() const { return m_cellCount; }
    // The cells the table has as declared (a subset table's every mask), and the places a drawing
    // of it lays out: a line's or grid's every index, a subset table's cells with a state.
    std::uint64_t tableSize() const;
    std::uint64_t places() const;

    // The place of a state's entry among the stores of the whole run (0 first), -1 never stored.
    std::int64_t storeIndex(std::uint32_t state) const { return m_storeIndex[state]; }
    // Stored by the position the stepper is at now; within the run's first `stores` stores (a
    // scene of many cells asks storedByNow() once, not once a cell).
    bool storedNow(std::uint32_t state) const { return storedWithin(state, storedByNow()); }
    bool storedWithin(std::uint32_t state, std::int64_t stores) const
    {
        const std::int64_t k = m_storeIndex[state];
        return k >= 0 && k < stores;
    }
    // The call that stored the state's entry, -1 if none.
    std::int32_t storedBy(std::uint32_t state) const;
    // The state's place in the bottom-up loop (0 first), -1 if the loop does not fill it.
    std::int64_t bottomUpRank(std::uint32_t state) const { return m_bottomUpRank[state]; }

    // The states of each row of the table in their columns' order (-1: no state in that column);
    // for subsets, the masks of each layer in ascending order.
    const std::vector<std::vector<std::int64_t>>& rows() const { return m_rows; }
    // Who wins at a stored state, by the value the call that stored it returned.
    Standing standingAt(std::uint32_t state) const { return m_standing[state]; }

    // Cells the whole run stores, and cells the bottom-up loop fills.
    std::int64_t storedCells() const { return m_storedCells; }
    std::int64_t bottomUpCells() const { return m_bottomUpCells; }
    // Cells stored by now.
    std::int64_t storedByNow() const { return m_stepper.memoStoredCount(); }

    // The call running now and the state it is at (-1: none); the state whose entry the last
    // event read (a memo answer), or -1.
    std::int64_t currentState() const;
    std::int32_t currentCall() const { return m_stepper.currentCall(); }
    // The step the table stands at, and the run's last.
    std::int64_t step() const { return m_stepper.position(); }
    std::int64_t lastStep() const { return m_stepper.last(); }
    // Entered by the position the stepper is at now.
    bool enteredNow(std::int32_t call) const { return trace().enterEvent(call) < m_stepper.position(); }
    std::int64_t stateJustRead() const;

private:
    const Stepper& m_stepper;
    MemoShape m_shape;
    std::vector<std::int64_t> m_storeIndex;   // by state
    std::vector<std::int64_t> m_bottomUpRank; // by state
    std::vector<Standing> m_standing;         // by state, of its entry's storer
    std::vector<std::vector<std::int64_t>> m_rows;
    std::int64_t m_storedCells = 0;
    std::int64_t m_bottomUpCells = 0;
    std::uint32_t m_cellCount = 0;
};

} // namespace gt
