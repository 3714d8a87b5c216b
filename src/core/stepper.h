// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Replaying a trace like a debugger. The position is how many events have happened, from 1 (the
// root has just been entered) to the trace's event count (the root has returned).

#include "trace.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// Throws std::out_of_range naming the steps allowed when `step` is not one of a run of `last`
// events (1 to last): the drawing, the web page and the table check --step alike.
void checkStepInRun(std::int64_t step, std::int64_t last);

class Stepper {
public:
    explicit Stepper(const Trace& trace);

    const Trace& trace() const { return m_trace; }
    std::int64_t position() const { return m_position; }
    std::int64_t first() const { return m_trace.empty() ? 0 : 1; }
    std::int64_t last() const { return m_trace.eventCount(); }
    bool atFirst() const { return m_position <= first(); }
    bool atLast() const { return m_position >= last(); }
    // Clamped to [first, last].
    void setPosition(std::int64_t position);

    // The event that brought the run to this position; nullopt for an empty trace.
    std::optional<TraceEvent> lastEvent() const;
    // The call running after the last event (-1 once the root has returned).
    std::int32_t currentCall() const;
    // Root first, current call last.
    std::vector<std::int32_t> callStack() const;

    void stepInto(); // the next event
    void stepBack(); // the previous event
    void stepOver(); // the next event; if it enters a call, on to that call's return
    void stepOut();  // on to the return of the current call
    void toFirst() { setPosition(first()); }
    void toLast() { setPosition(last()); }

    // Memo entries stored up to this position, in store order (the calls that stored them).
    std::vector<std::int32_t> memoStoredSoFar() const;
    // The same without the list, for a table of millions of entries: how many are stored up to
    // this position, the call that stored the k-th, and the place of a call's entry (-1: none).
    std::int64_t memoStoredCount() const;
    std::int64_t memoStoreTotal() const { return std::int64_t(m_stores.size()); } // the whole run's
    std::int32_t memoStoredBy(std::int64_t k) const { return m_stores[std::size_t(k)].second; }
    std::int64_t memoStoreIndexOf(std::int32_t call) const;
    // The call whose memo entry the last event read, or -1.
    std::int32_t memoEntryJustRead() const;
    // Events at which a memo answer returns, for marks on a timeline.
    std::vector<std::int64_t> memoHitEvents() const;
    // The same as places along the run, 0 at the first step and 1 at the last, at most one in each
    // of `bins` equal parts of it: a timeline's marks (millions of answers look alike a pixel apart).
    std::vector<double> memoHitMarks(int bins) const;

private:
    const Trace& m_trace;
    std::int64_t m_position = 0;
    std::vector<std::pair<std::int64_t, std::int32_t>> m_stores; // (return event, call), sorted
};

} // namespace gt
