// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The solvers are templates over a recorder, so the same recursion runs untraced (NullRecorder),
// counted (CountingRecorder) or fully traced (TraceRecorder). Every solver calls
//     rec.enter(state, move)                        when a call starts, and
//     return rec.leave(state, value, outcome, early) at each of its returns.
// The player to move alternates with depth; rec.enter(state, move, player) says it explicitly
// (a user's program may). Values are 32-bit in the built-in solvers and 64-bit in a user's
// program: leave takes either and returns it as given.

#include "call_writer.h"
#include "run_limits.h"
#include "trace.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace gt {

// The recursion and nothing else: the baseline for the tracing overhead.
struct NullRecorder {
    void enter(std::uint32_t, std::int32_t) { }
    void enter(std::uint32_t, std::int32_t, Player) { }
    std::int32_t leave(std::uint32_t, std::int32_t value, Outcome, bool = false) { return value; }
    std::int64_t leave(std::uint32_t, std::int64_t value, Outcome, bool = false) { return value; }
};

// Counts calls, memo hits, distinct states and depth; enforces the budgets and polls cancel.
class CountingRecorder {
public:
    CountingRecorder(std::uint32_t stateSpaceSize, const RunLimits& limits);
    virtual ~CountingRecorder() = default;

    void enter(std::uint32_t state, std::int32_t)
    {
        count(state);
        pollWhenDue();
    }
    void enter(std::uint32_t state, std::int32_t move, Player) { enter(state, move); }

    std::int32_t leave(std::uint32_t, std::int32_t value, Outcome outcome, bool = false)
    {
        countReturn(outcome);
        return value;
    }
    std::int64_t leave(std::uint32_t, std::int64_t value, Outcome outcome, bool = false)
    {
        countReturn(outcome);
        return value;
    }

    std::int64_t calls() const { return m_calls; }
    std::int64_t memoHits() const { return m_memoHits; }
    std::int64_t distinctStates() const { return m_distinctStates; }
    // Depth of the deepest call, the root being 0; -1 when no call was made.
    std::int64_t maxDepth() const { return m_maxDepth; }
    const RunLimits& limits() const { return m_limits; }

protected:
    static constexpr std::int64_t kPollMask = 1023; // cancel is polled every 1024 calls
    static constexpr std::int64_t kProgressMask = (1 << 16) - 1;

    virtual std::int64_t recordedCalls() const { return 0; }

    void count(std::uint32_t state)
    {
        countCall();
        markSeen(state);
    }
    void countCall()
    {
        if (++m_calls > m_limits.maxCalls)
            throwTooLarge();
        if (++m_depth > m_maxDepth)
            m_maxDepth = m_depth;
    }
    void countReturn(Outcome outcome)
    {
        --m_depth;
        if (outcome == Outcome::Memo)
            ++m_memoHits;
    }
    void countNewState() { ++m_distinctStates; }
    void markSeen(std::uint32_t state)
    {
        std::uint64_t& word = m_seen[state >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (state & 63);
        if (!(word & bit)) {
            word |= bit;
            ++m_distinctStates;
        }
    }
    void pollWhenDue()
    {
        if ((m_calls & kPollMask) == 0)
            poll();
    }
    // Depth of the call being entered or left, the root being 0.
    std::int64_t currentDepth() const { return m_depth; }

private:
    void poll();
    [[noreturn]] void throwTooLarge() const;

    RunLimits m_limits;
    std::uint32_t m_stateSpaceSize;
    std::vector<std::uint64_t> m_seen;
    std::int64_t m_calls = 0;
    std::int64_t m_memoHits = 0;
    std::int64_t m_distinctStates = 0;
    std::int64_t m_depth = -1;
    std::int64_t m_maxDepth = -1;
};

// Counts like CountingRecorder and records the calls, up to the recording limit.
class TraceRecorder : public CountingRecorder {
public:
    // `trustedMemo`: the solver's memo is a built-in game's. With the memo on, such a solver
    // computes a state once, stores it just before that call returns and answers from the memo
    // only states stored so: a memo answer's link is then known without a look-up (its state's
    // first computed call is the one), a computed call is always its state's first, and only a
    // base case or a shortcut (which are not stored) can meet a state again.
    TraceRecorder(std::uint32_t stateSpaceSize, const RunLimits& limits, bool memoEnabled, bool trustedMemo);

    void enter(std::uint32_t state, std::int32_t move)
    {
        enter(state, move, (currentDepth() + 1) & 1 ? Player::Second : Player::First);
    }

    void enter(std::uint32_t state, std::int32_t move, Player player)
    {
        countCall();
        // The table of first computed calls (see link) is larger than the cache: its entry is
        // fetched ahead so that it is there when the call returns. A store that misses the cache
        // holds up every later store (they leave in order) and recording is mostly stores:
        // without a fetch the trusted memo's one store per computed call cost as much as the
        // whole bare run. Every call may read or write its own entry; with known links only a
        // caller writes (memo answers, nine calls in ten, touch nothing), so each call fetches
        // its caller's entry: fetching every call's own cost 0.1x of the bare run.
        if (!m_knownLinks) {
            markSeen(state); // known links count new states as they return, see leave
            m_firstComputed.prefetch(state);
        }
        const std::int64_t depth = currentDepth();
        if (depth > kMaxRecordedDepth)
            throwTooDeep();
        const std::int32_t parent = m_open[depth - 1]; // m_open[-1] is -1, the root's caller
        if (m_knownLinks)
            m_firstComputed.prefetch(m_openState[depth - 1]);
        const auto id = static_cast<std::int32_t>(m_calls.size());
        if (CallRecord* record = m_calls.append()) {
            record->parent = parent;
            record->move = move;
            record->state = state;
            record->value = 0;
            record->subtreeEnd = 0;
            record->depth = static_cast<std::uint32_t>(depth);
            record->flags = player == Player::Second ? CallFlag::SecondPlayer : 0;
            m_open[depth] = id;
            m_openState[depth] = state;
        } else {
            // Once the limit is reached nothing later is recorded, so the recorded calls stay a
            // pre-order prefix and every recorded subtree is a contiguous range.
            m_truncated = true;
            if (parent >= 0)
                m_calls[std::size_t(parent)].flags |= CallFlag::HiddenChildren;
            m_open[depth] = -1;
            m_openState[depth] = state;
        }
        pollWhenDue();
    }

    std::int32_t leave(std::uint32_t state, std::int32_t value, Outcome outcome, bool earlyExit = false)
    {
        recordReturn(state, value, outcome, earlyExit);
        return value;
    }
    // A user's program: any 64-bit value.
    std::int64_t leave(std::uint32_t state, std::int64_t value, Outcome outcome, bool earlyExit = false)
    {
        recordReturn(state, value, outcome, earlyExit);
        return value;
    }

    // The call that just returned returned a pair: its second number (see Trace::callValue).
    void pairOfLastReturn(std::int64_t second)
    {
        const std::int32_t id = m_open[currentDepth() + 1];
        if (id < 0)
            return;
        if (m_secondValues.size() <= std::size_t(id))
            m_secondValues.resize(std::max(std::size_t(id) + 1, 2 * m_secondValues.size()), 0);
        m_secondValues[std::size_t(id)] = second;
    }

    // A run that stopped inside its calls (a user's program that crashed or called exit()): the calls
    // end where the recording ends and stay unreturned. Call before takeTrace.
    void abandonOpenCalls();
    // The user's source lines of each recorded call, handed on to the trace.
    void setCallLines(CallLines lines) { m_lines = std::move(lines); }
    // Handed on to the trace (Trace::statesWhole).
    void setStatesWhole(bool whole) { m_statesWhole = whole; }

    // Moves the recorded calls out; call once, after the run.
    Trace takeTrace();

protected:
    std::int64_t recordedCalls() const override { return std::int64_t(m_calls.size()); }

private:
    // CallRecord::depth has 24 bits; the open calls' stacks take 8 bytes a level, allocated whole.
    static constexpr std::int64_t kMaxRecordedDepth = (1 << 20) - 1;
    [[noreturn]] void throwTooDeep() const;

    // `Value`: std::int32_t (the built-in solvers: one compare that never fails) or std::int64_t.
    template <class Value> void recordReturn(std::uint32_t state, Value value, Outcome outcome, bool earlyExit)
    {
        const std::int32_t id = m_open[currentDepth()];
        countReturn(outcome);
        // A look-up in the seen states at every call cost 0.1x of the bare run; with known links
        // a computed call is new and a memo answer is not, so only the rest need it.
        if (m_knownLinks) {
            if (outcome == Outcome::Computed)
                countNewState();
            else if (outcome != Outcome::Memo)
                markSeen(state);
        }
        if (id >= 0) {
            CallRecord& record = m_calls[std::size_t(id)];
            record.value = StoredValue::fitsDirect(value) ? std::int32_t(value) : storeWide(value);
            record.subtreeEnd = static_cast<std::uint32_t>(m_calls.size());
            std::uint8_t flags = static_cast<std::uint8_t>(static_cast<std::uint8_t>(outcome) << CallFlag::OutcomeShift)
                | CallFlag::Returned | (earlyExit ? CallFlag::EarlyExit : 0);
            if (outcome != Outcome::Shortcut)
                flags |= link(id, state, outcome);
            record.flags |= flags;
        }
    }
    // A value the record cannot hold: its escape code (see StoredValue). Out of line: rare.
    [[gnu::noinline]] std::int32_t storeWide(std::int64_t value);

    // Notes the first call that worked out each state, which memo answers and repeats link to: a
    // memo answer only says whether its state had one (see Trace::memoOf). A base case counts: a
    // program may store it (Flip Game's memo[s] = false for a row with no move left).
    std::uint8_t link(std::int32_t id, std::uint32_t state, Outcome outcome)
    {
        if (m_knownLinks) { // no look-up in a table larger than the cache; our solvers store no base case
            if (outcome == Outcome::Computed)
                m_firstComputed.set(state, id);
            return outcome == Outcome::Memo ? CallFlag::Linked : 0;
        }
        const std::int32_t first = m_firstComputed.get(state);
        if (first >= 0)
            return outcome == Outcome::Memo ? CallFlag::Linked : 0;
        if (outcome == Outcome::Computed || outcome == Outcome::Base)
            m_firstComputed.set(state, id);
        return 0;
    }

    bool m_memoEnabled;
    bool m_knownLinks; // a trusted solver with its memo on: see the constructor
    bool m_truncated = false;
    bool m_statesWhole = true;
    FirstCallTable m_firstComputed; // handed on to the trace
    CallWriter m_calls;
    // Recorded id and state of each open call by depth: sized for the deepest recordable run up
    // front (its pages are touched only as deep as the run goes), so a push checks nothing. Two
    // stacks, not one of pairs: with pairs the prime game's traced run took 1.8x its bare run
    // instead of 1.3x (measured; the solver's loop over the primes slowed, for reasons not found).
    std::unique_ptr<std::int32_t[]> m_stack;
    std::int32_t* m_open; // m_stack + 1: the id of each open call, -1 if unrecorded
    std::unique_ptr<std::uint32_t[]> m_stateStack;
    std::uint32_t* m_openState; // m_stateStack + 1: the state of each open call
    CallLines m_lines;
    std::vector<std::int64_t> m_wideValues;   // handed on to the trace
    std::vector<std::int64_t> m_secondValues; // by call id, where calls return pairs
};

} // namespace gt
