// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "call_buffer.h"
#include "call_lines.h"
#include "call_value.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gt {

// Which part of the solver an event comes from, for the code panel.
enum class SourceStep : std::uint8_t {
    Call,         // enter: the caller tries a move and calls (the root: the first call)
    BaseCase,     // return from a base case
    MemoHit,      // return of a value read from the memo table
    TakeAll,      // return through Stone Game II's "take everything left" shortcut
    StoreResult,  // return after storing the computed value in the memo table
    ReturnResult, // return of a computed value that is not stored (memo off)
};

enum class EventKind : std::uint8_t { Enter, Return };

struct TraceEvent {
    std::int32_t call = -1;
    EventKind kind = EventKind::Enter;
    SourceStep step = SourceStep::Call;
};

// The record of one run: every recorded call in call order (pre-order), so a subtree is the
// contiguous range [id, subtreeEnd(id)). The enter/return events are not stored: with calls in
// pre-order, enter(c) is event 2c - depth(c) and return(c) is event 2*subtreeEnd(c) - depth(c) - 1.
class Trace {
public:
    Trace() = default;
    // `wideValues`: the values the calls store as escapes (see StoredValue), in escape order.
    Trace(CallBuffer calls, FirstCallTable firstComputed, bool truncated, bool memoEnabled,
        std::vector<std::int64_t> wideValues = {});

    std::int32_t size() const { return static_cast<std::int32_t>(m_calls.size()); }
    bool empty() const { return m_calls.size() == 0; }
    // True when the run made more calls than were recorded (the recording limit was reached).
    bool truncated() const { return m_truncated; }
    bool memoEnabled() const { return m_memoEnabled; }

    const CallRecord& call(std::int32_t id) const { return m_calls[static_cast<std::size_t>(id)]; }
    std::int32_t parent(std::int32_t id) const { return call(id).parent; }
    // The parent, or -1 for the root and for no call (id < 0).
    std::int32_t parentOrNone(std::int32_t id) const { return id >= 0 && id < size() ? parent(id) : -1; }
    int depth(std::int32_t id) const { return call(id).depth; }
    std::int32_t move(std::int32_t id) const { return call(id).move; }
    std::uint32_t state(std::int32_t id) const { return call(id).state; }
    std::int64_t value(std::int32_t id) const
    {
        const std::int32_t stored = call(id).value;
        return StoredValue::isEscape(stored) ? m_wideValues[std::size_t(StoredValue::escapeIndex(stored))] : stored;
    }
    // The value with a pair's second number, where the calls return pairs: "(3, 5)".
    CallValue callValue(std::int32_t id) const
    {
        return m_secondValues.empty() ? CallValue(value(id)) : CallValue(value(id), m_secondValues[std::size_t(id)]);
    }
    bool pairValues() const { return !m_secondValues.empty(); }
    // Every call's second number, by id (a run whose calls return pairs).
    void setSecondValues(std::vector<std::int64_t> seconds) { m_secondValues = std::move(seconds); }
    Player player(std::int32_t id) const { return (call(id).flags & CallFlag::SecondPlayer) ? Player::Second : Player::First; }
    Outcome outcome(std::int32_t id) const
    {
        return static_cast<Outcome>((call(id).flags & CallFlag::OutcomeMask) >> CallFlag::OutcomeShift);
    }
    bool earlyExit(std::int32_t id) const { return call(id).flags & CallFlag::EarlyExit; }
    // False only for the calls still open when a user's program stopped (see abandonOpenCalls):
    // they have no value and their return events never happened.
    bool returned(std::int32_t id) const { return call(id).flags & CallFlag::Returned; }
    bool hasHiddenChildren(std::int32_t id) const { return call(id).flags & CallFlag::HiddenChildren; }
    std::int32_t subtreeEnd(std::int32_t id) const { return static_cast<std::int32_t>(call(id).subtreeEnd); }
    std::int32_t subtreeSize(std::int32_t id) const { return subtreeEnd(id) - id; }
    // For a memo answer: the call that first worked out (and stored) this state; otherwise -1.
    std::int32_t memoOf(std::int32_t id) const
    {
        const bool linked = outcome(id) == Outcome::Memo && (call(id).flags & CallFlag::Linked) && m_statesWhole;
        return linked ? m_firstComputed.get(state(id)) : -1;
    }
    // For a computed call whose state was computed before (memo off): the first such call; otherwise -1.
    // (The first computed call of a state is set once, when it returns: any other was later.)
    std::int32_t repeatOf(std::int32_t id) const
    {
        if (outcome(id) != Outcome::Computed || !m_statesWhole)
            return -1;
        const std::int32_t first = m_firstComputed.get(state(id));
        return first != id ? first : -1;
    }

    // Children in move order: the first child is id + 1, the next sibling of c is subtreeEnd(c).
    std::vector<std::int32_t> children(std::int32_t id) const;

    // Events: enter and return of every recorded call, in the order they happened. A run that
    // stopped inside its calls (a user's program that crashed, or called exit()) has fewer: the
    // returns of the calls left open would come after all the others, and never happened, so
    // they are not events (returnEvent() of an open call is past the last).
    std::int64_t eventCount() const { return m_eventCount; }
    std::int64_t enterEvent(std::int32_t id) const { return 2 * std::int64_t(id) - depth(id); }
    std::int64_t returnEvent(std::int32_t id) const { return 2 * std::int64_t(subtreeEnd(id)) - depth(id) - 1; }
    TraceEvent event(std::int64_t index) const;
    // How many calls were still open when the run stopped (0 for a run that ended normally).
    std::int64_t openCalls() const { return 2 * std::int64_t(size()) - m_eventCount; }
    SourceStep returnStep(std::int32_t id) const;

    // False where calls with one state returned different values (a user's program whose labels
    // miss what it keeps in variables): no call is then a repeat or a memo answer of another.
    bool statesWhole() const { return m_statesWhole; }
    void setStatesWhole(bool whole) { m_statesWhole = whole; }

    // The user's source lines of a call (a user's program only; else zeros).
    CallLines::Site lines(std::int32_t id) const { return m_lines.of(id); }
    void setCallLines(CallLines lines) { m_lines = std::move(lines); }

    // Memory held by the recorded calls and their wide values (the buffer's unwritten reserve is
    // never resident).
    std::size_t bytesUsed() const
    {
        return m_calls.bytesUsed() + (m_wideValues.size() + m_secondValues.size()) * sizeof(std::int64_t);
    }
    // What the kernel really holds for the trace, calls and memo links: whole pages (for
    // measurements; walks the page tables).
    std::size_t residentBytes() const
    {
        return m_calls.residentBytes() + m_firstComputed.residentBytes()
            + (m_wideValues.capacity() + m_secondValues.capacity()) * sizeof(std::int64_t);
    }

private:
    CallBuffer m_calls;
    FirstCallTable m_firstComputed; // state -> the first recorded call that computed it
    bool m_truncated = false;
    bool m_memoEnabled = true;
    CallLines m_lines;
    std::vector<std::int64_t> m_wideValues;   // the values too wide for a record, by escape index
    std::vector<std::int64_t> m_secondValues; // each call's pair's second number; empty: no pairs
    std::int64_t m_eventCount = 0;
    bool m_statesWhole = true;
};

} // namespace gt
