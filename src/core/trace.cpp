// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "trace.h"

#include <stdexcept>

namespace gt {

Trace::Trace(
    CallBuffer calls, FirstCallTable firstComputed, bool truncated, bool memoEnabled, std::vector<std::int64_t> wideValues)
    : m_calls(std::move(calls))
    , m_firstComputed(std::move(firstComputed))
    , m_truncated(truncated)
    , m_memoEnabled(memoEnabled)
    , m_wideValues(std::move(wideValues))
{
    std::int64_t open = 0; // the calls left open are the last call and its callers
    for (std::int32_t id = size() - 1; id >= 0; id = parent(id))
        open += returned(id) ? 0 : 1;
    m_eventCount = 2 * std::int64_t(size()) - open;
}

std::vector<std::int32_t> Trace::children(std::int32_t id) const
{
    std::vector<std::int32_t> result;
    for (std::int32_t child = id + 1; child < subtreeEnd(id); child = subtreeEnd(child))
        result.push_back(child);
    return result;
}

SourceStep Trace::returnStep(std::int32_t id) const
{
    switch (outcome(id)) {
    case Outcome::Base: return SourceStep::BaseCase;
    case Outcome::Memo: return SourceStep::MemoHit;
    case Outcome::Shortcut: return SourceStep::TakeAll;
    case Outcome::Computed: break;
    }
    return m_memoEnabled ? SourceStep::StoreResult : SourceStep::ReturnResult;
}

TraceEvent Trace::event(std::int64_t index) const
{
    if (index < 0 || index >= eventCount())
        throw std::out_of_range("trace event index out of range");

    // The last call entered at or before `index` (enter events grow strictly with the call id).
    std::int32_t low = 0;
    std::int32_t high = size() - 1;
    while (low < high) {
        const std::int32_t mid = low + (high - low + 1) / 2;
        if (enterEvent(mid) <= index)
            low = mid;
        else
            high = mid - 1;
    }
    const std::int32_t entered = low;
    if (enterEvent(entered) == index)
        return {entered, EventKind::Enter, SourceStep::Call};

    // Between two enters come the returns of `entered` and then of its ancestors, innermost first.
    std::int32_t returning = entered;
    for (std::int64_t k = enterEvent(entered) + 1; k < index; ++k)
        returning = parent(returning);
    return {returning, EventKind::Return, returnStep(returning)};
}

} // namespace gt
