// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "trace_alignment.h"

namespace gt {

TraceAlignment::TraceAlignment(const Trace& from, const Trace& to)
    : m_from(from)
    , m_to(to)
    , m_counterpart(std::size_t(from.size()), -1)
    , m_exact(std::size_t(from.size()), 0)
{
    if (from.empty() || to.empty())
        return;
    // Per call of `to`, the next of its children not yet matched: both runs try moves in the same
    // order, so each child is looked for after the last one found (one pass over both runs).
    std::vector<std::int32_t> nextChild(std::size_t(to.size()), -1);
    m_counterpart[0] = 0;
    m_exact[0] = 1;
    nextChild[0] = to.subtreeSize(0) > 1 ? 1 : -1;
    for (std::int32_t call = 1; call < from.size(); ++call) {
        const std::int32_t parent = from.parent(call);
        std::int32_t match = -1;
        if (m_exact[std::size_t(parent)]) {
            const std::int32_t toParent = m_counterpart[std::size_t(parent)];
            std::int32_t& child = nextChild[std::size_t(toParent)];
            for (std::int32_t c = child; c >= 0 && c < to.subtreeEnd(toParent); c = to.subtreeEnd(c))
                if (to.move(c) == from.move(call)) {
                    match = c;
                    child = to.subtreeEnd(c) < to.subtreeEnd(toParent) ? to.subtreeEnd(c) : -1;
                    break;
                }
        }
        if (match >= 0) {
            m_counterpart[std::size_t(call)] = match;
            m_exact[std::size_t(call)] = 1;
            nextChild[std::size_t(match)] = to.subtreeSize(match) > 1 ? match + 1 : -1;
        } else {
            m_counterpart[std::size_t(call)] = m_counterpart[std::size_t(call - 1)]; // the call before, in call order
        }
    }
}

std::int32_t TraceAlignment::counterpart(std::int32_t call) const
{
    return call >= 0 && call < m_from.size() ? m_counterpart[std::size_t(call)] : -1;
}

bool TraceAlignment::exact(std::int32_t call) const
{
    return call >= 0 && call < m_from.size() && m_exact[std::size_t(call)];
}

std::int64_t TraceAlignment::counterpartPosition(std::int64_t fromPosition) const
{
    if (fromPosition <= 0 || m_to.empty())
        return 0;
    const TraceEvent event = m_from.event(fromPosition - 1);
    if (exact(event.call)) {
        const std::int32_t other = m_counterpart[std::size_t(event.call)];
        return (event.kind == EventKind::Enter ? m_to.enterEvent(other) : m_to.returnEvent(other)) + 1;
    }
    // Inside a part `to` skips (a subtree below a shared call): the moment after the last event
    // both runs share, so that positions only move forward. That is the return of the nearest
    // shared sibling before the part, else the shared call above it: returned when `to` answered
    // it at once (a memo answer), entered otherwise.
    std::int32_t skipped = event.call;
    while (!exact(m_from.parent(skipped)))
        skipped = m_from.parent(skipped);
    const std::int32_t parent = m_from.parent(skipped);
    std::int32_t sharedBefore = -1;
    for (std::int32_t sibling = parent + 1; sibling < skipped; sibling = m_from.subtreeEnd(sibling))
        if (exact(sibling))
            sharedBefore = sibling;
    if (sharedBefore >= 0)
        return m_to.returnEvent(m_counterpart[std::size_t(sharedBefore)]) + 1;
    const std::int32_t above = m_counterpart[std::size_t(parent)];
    return (m_to.subtreeSize(above) == 1 ? m_to.returnEvent(above) : m_to.enterEvent(above)) + 1;
}

} // namespace gt
