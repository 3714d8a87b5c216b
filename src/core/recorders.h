#pragma once

// The solvers are templates over a recorder, so the same recursion runs untraced (NullRecorder),
// counted (CountingRecorder) or fully traced (TraceRecorder). Every solver calls
//     rec.enter(state, move)                        when a call starts, and
//     return rec.leave(state, value, outcome, early) at each of its returns.
// The player to move alternates with depth; rec.enter(state, move, player) says it explicitly
// (a user's program may).

#include "call_buffer.h"
#include "run_limits.h"
#include "trace.h"

#include <cstdint>
#include <vector>

namespace gt {

// The recursion and nothing else: the baseline for the tracing overhead.
struct NullRecorder {
    void enter(std::uint32_t, std::int32_t) { }
    void enter(std::uint32_t, std::int32_t, Player) { }
    std::int32_t leave(std::uint32_t, std::int32_t value, Outcome, bool = false) { return value; }
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
        --m_depth;
        if (outcome == Outcome::Memo)
            ++m_memoHits;
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
        if (++m_calls > m_limits.maxCalls)
            throwTooLarge();
        if (++m_depth > m_maxDepth)
            m_maxDepth = m_depth;
        markSeen(state);
    }
    void pollWhenDue()
    {
        if ((m_calls & kPollMask) == 0)
            poll();
    }
    // Depth of the call being entered or left, the root being 0.
    std::int64_t currentDepth() const { return m_depth; }

private:
    void markSeen(std::uint32_t state)
    {
        std::uint64_t& word = m_seen[state >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (state & 63);
        if (!(word & bit)) {
            word |= bit;
            ++m_distinctStates;
        }
    }
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
    TraceRecorder(std::uint32_t stateSpaceSize, const RunLimits& limits, bool memoEnabled);

    void enter(std::uint32_t state, std::int32_t move)
    {
        enter(state, move, (currentDepth() + 1) & 1 ? Player::Second : Player::First);
    }

    void enter(std::uint32_t state, std::int32_t move, Player player)
    {
        count(state);
        const std::int32_t parent = m_stack.empty() ? -1 : m_stack.back();
        if (currentDepth() > kMaxRecordedDepth)
            throwTooDeep();
        if (!m_calls.full() && !m_truncated) {
            CallRecord record;
            record.parent = parent;
            record.move = move;
            record.state = state;
            record.depth = static_cast<std::uint16_t>(currentDepth());
            record.flags = player == Player::Second ? CallFlag::SecondPlayer : 0;
            m_stack.push_back(static_cast<std::int32_t>(m_calls.size()));
            m_calls.push_back(record);
        } else {
            // Once the limit is reached nothing later is recorded, so the recorded calls stay a
            // pre-order prefix and every recorded subtree is a contiguous range.
            m_truncated = true;
            if (parent >= 0)
                m_calls[std::size_t(parent)].flags |= CallFlag::HiddenChildren;
            m_stack.push_back(-1);
        }
        pollWhenDue();
    }

    std::int32_t leave(std::uint32_t state, std::int32_t value, Outcome outcome, bool earlyExit = false)
    {
        CountingRecorder::leave(state, value, outcome, earlyExit);
        const std::int32_t id = m_stack.back();
        m_stack.pop_back();
        if (id >= 0) {
            CallRecord& record = m_calls[std::size_t(id)];
            record.value = value;
            record.subtreeEnd = static_cast<std::uint32_t>(m_calls.size());
            record.flags |= static_cast<std::uint8_t>(static_cast<std::uint8_t>(outcome) << CallFlag::OutcomeShift)
                | CallFlag::Returned | (earlyExit ? CallFlag::EarlyExit : 0);
            std::int32_t& first = m_firstComputed[state];
            if (outcome == Outcome::Memo || (outcome == Outcome::Computed && first >= 0))
                record.memoOf = first;
            else if (outcome == Outcome::Computed)
                first = id;
        }
        return value;
    }

    // A run that stopped inside its calls (a user's program that crashed): the calls still open
    // end where the recording ends and stay unreturned. Call before takeTrace.
    void abandonOpenCalls();
    // The user's source lines of each recorded call, handed on to the trace.
    void setCallLines(CallLines lines) { m_lines = std::move(lines); }

    // Moves the recorded calls out; call once, after the run.
    Trace takeTrace();

protected:
    std::int64_t recordedCalls() const override { return std::int64_t(m_calls.size()); }

private:
    static constexpr std::int64_t kMaxRecordedDepth = 65535; // CallRecord::depth is 16 bits
    [[noreturn]] void throwTooDeep() const;

    bool m_memoEnabled;
    bool m_truncated = false;
    CallBuffer m_calls;
    std::vector<std::int32_t> m_stack;         // recorded id of each open call, -1 if unrecorded
    std::vector<std::int32_t> m_firstComputed; // state -> first recorded call that computed it
    CallLines m_lines;
};

} // namespace gt
