// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "stepper.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace gt {

void checkStepInRun(std::int64_t step, std::int64_t last)
{
    if (step < 1 || step > last)
        throw std::out_of_range("--step " + std::to_string(step) + " is past the end; allowed: 1 to " + std::to_string(last)
            + " (the run's enter and return events)");
}

Stepper::Stepper(const Trace& trace)
    : m_trace(trace)
    , m_position(trace.empty() ? 0 : 1)
{
    if (!trace.memoEnabled())
        return;
    // In the order the calls return (post-order), made from call order with a stack of the calls
    // still open: a call has returned once a call past its subtree is entered. Linear, where a
    // sort of can-i-win (20, 210)'s million stores held up its first frame.
    std::vector<std::int32_t> open;
    const auto store = [&](std::int32_t id) {
        if (trace.outcome(id) == Outcome::Computed)
            m_stores.emplace_back(trace.returnEvent(id), id);
    };
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        while (!open.empty() && trace.subtreeEnd(open.back()) <= id) {
            store(open.back());
            open.pop_back();
        }
        open.push_back(id);
    }
    for (auto it = open.rbegin(); it != open.rend(); ++it)
        store(*it);
}

void Stepper::setPosition(std::int64_t position)
{
    m_position = std::clamp(position, first(), last());
}

std::optional<TraceEvent> Stepper::lastEvent() const
{
    if (m_position < 1)
        return std::nullopt;
    return m_trace.event(m_position - 1);
}

std::int32_t Stepper::currentCall() const
{
    const std::optional<TraceEvent> e = lastEvent();
    if (!e)
        return -1;
    return e->kind == EventKind::Enter ? e->call : m_trace.parent(e->call);
}

std::vector<std::int32_t> Stepper::callStack() const
{
    std::vector<std::int32_t> stack;
    for (std::int32_t id = currentCall(); id >= 0; id = m_trace.parent(id))
        stack.push_back(id);
    std::reverse(stack.begin(), stack.end());
    return stack;
}

void Stepper::stepInto()
{
    setPosition(m_position + 1);
}

void Stepper::stepBack()
{
    setPosition(m_position - 1);
}

void Stepper::stepOver()
{
    if (atLast())
        return;
    const TraceEvent next = m_trace.event(m_position);
    setPosition(next.kind == EventKind::Enter ? m_trace.returnEvent(next.call) + 1 : m_position + 1);
}

void Stepper::stepOut()
{
    const std::int32_t current = currentCall();
    if (current >= 0)
        setPosition(m_trace.returnEvent(current) + 1);
}

std::vector<std::int32_t> Stepper::memoStoredSoFar() const
{
    std::vector<std::int32_t> calls;
    const auto end = m_stores.begin() + memoStoredCount();
    for (auto store = m_stores.begin(); store != end; ++store)
        calls.push_back(store->second);
    return calls;
}

std::int64_t Stepper::memoStoredCount() const
{
    // Sorted by event: the entries stored before this position come first.
    const auto end = std::lower_bound(m_stores.begin(), m_stores.end(), std::pair {m_position, INT32_MIN});
    return std::int64_t(end - m_stores.begin());
}

std::int64_t Stepper::memoStoreIndexOf(std::int32_t call) const
{
    if (call < 0 || call >= m_trace.size())
        return -1;
    const std::pair key {m_trace.returnEvent(call), call};
    const auto it = std::lower_bound(m_stores.begin(), m_stores.end(), key);
    return it != m_stores.end() && *it == key ? std::int64_t(it - m_stores.begin()) : -1;
}

std::int32_t Stepper::memoEntryJustRead() const
{
    const std::optional<TraceEvent> e = lastEvent();
    return e && e->kind == EventKind::Return ? m_trace.memoOf(e->call) : -1;
}

std::vector<std::int64_t> Stepper::memoHitEvents() const
{
    // A memo answer is a leaf: it returns right after it enters, and enters grow with the call
    // id, so these come out in order (no sort of 9 million events).
    std::vector<std::int64_t> events;
    for (std::int32_t id = 0; id < m_trace.size(); ++id)
        if (m_trace.outcome(id) == Outcome::Memo)
            events.push_back(m_trace.returnEvent(id));
    return events;
}

std::vector<double> Stepper::memoHitMarks(int bins) const
{
    std::vector<double> marks;
    const double span = double(std::max<std::int64_t>(1, last() - first()));
    int lastBin = -1;
    for (std::int32_t id = 0; id < m_trace.size(); ++id) {
        if (m_trace.outcome(id) != Outcome::Memo || !m_trace.returned(id))
            continue;
        // Return event e is reached at step e + 1; answers come in order (see memoHitEvents).
        const double at = std::clamp((double(m_trace.returnEvent(id) + 1) - double(first())) / span, 0.0, 1.0);
        const int bin = int(at * (bins - 1));
        if (bin != lastBin)
            marks.push_back(at);
        lastBin = bin;
    }
    return marks;
}

} // namespace gt
